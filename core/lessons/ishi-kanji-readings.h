/* ishi-kanji-readings.h — the readings of the words a pupil's screen in a
 * class says (the room's buttons, its table's state, the teacher's pause),
 * so that those screens read their kanji as the lessons do, at the class's
 * grade (issue 55, 7).
 *
 * The words are a table of Japanese words in the form of the lessons'
 * words ("{着席|ちゃくせき}", "{打|う}ち{掛|か}け", ishi-lesson-words.h),
 * matched longest first against a text the window shows (the translation
 * of its English): each word found is given its reading; a kanji no word
 * covers is counted, for the test that keeps the table complete.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-lesson.h"

G_BEGIN_DECLS

/* `text` with a reading for each word of the table it has, in the
 * lessons' words' form ("{着席|ちゃくせき}しました").  `missing` (may be
 * NULL): how many kanji no word of the table covers. */
char *ishi_kanji_readings_add (const char *text, guint *missing);

/* `text` as a paragraph for a reader of school grade `grade` (1 to 6):
 * the readings kept over the words with a kanji above it.  Free with
 * ishi_lesson_paragraph_free. */
IshiLessonParagraph *ishi_kanji_readings_paragraph (const char *text, int grade);

/* `para` (a lesson's text) for a reader of `grade`: 1 to 6, the readings
 * kept over the words with a kanji above that grade and dropped over the
 * others, and the table's readings added over the words of its plain
 * text that have a kanji above it; ISHI_LESSON_GRADE_ADULT: no reading at
 * all.  NULL for NULL.  Free with ishi_lesson_paragraph_free. */
IshiLessonParagraph *ishi_kanji_readings_for_reader (const IshiLessonParagraph *para, int grade);

/* Every text of `lesson` (title, description, steps, moves, tasks) for a
 * reader of `grade` as above, and Ishi's own words to her at that grade
 * (lesson->reader_grade).  For a lesson read by a parent's choice of
 * grade (Preferences), in place of its own grade="N"; 0 does nothing. */
void ishi_lesson_set_reader_grade (IshiLesson *lesson, int grade);

G_END_DECLS
