/* ishi-lesson-words.h — what Ishi itself says in a children's lesson: the
 * verdicts, the refusals of the rules, the hints, the end, and the words
 * of a worksheet, in the words and kanji of the lesson's readers.
 *
 * A lesson with grade="N" (1 to 6) is for children of that school grade,
 * and it is written in Japanese: so are these words, whatever the
 * language of the desktop.  They are kept here as data, beside the
 * checker, and not in the translation catalogue, because they are lesson
 * text: written once in the lessons' own terms (となり, not ダメ; 禁手,
 * not 禁じ手 or 禁点), with a reading over every kanji a first-year pupil does not
 * know, so that one text serves every grade — the ruby is drawn only over
 * the kanji above the lesson's grade, as a teacher would write it.  The
 * checker checks them at the lesson's grade as it checks the lesson's own
 * text (ishi_lesson_words_check), and a test checks them at every grade.
 *
 * A lesson without a grade (or grade="adult") gets Ishi's usual messages
 * from the translation catalogue.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-lesson.h"

G_BEGIN_DECLS

typedef enum {
  /* verdicts, when the lesson has no <right> or <wrong> text */
  ISHI_LESSON_WORD_RIGHT,
  ISHI_LESSON_WORD_WRONG,
  /* the rules refuse the point */
  ISHI_LESSON_WORD_OCCUPIED,
  ISHI_LESSON_WORD_SUICIDE,
  ISHI_LESSON_WORD_KO,
  ISHI_LESSON_WORD_SUPERKO,
  ISHI_LESSON_WORD_DOUBLE_THREE,
  ISHI_LESSON_WORD_DOUBLE_FOUR,
  ISHI_LESSON_WORD_OVERLINE,
  ISHI_LESSON_WORD_NOT_ALLOWED,
  /* a Renju puzzle goes on: %1 the defence, %2 the moves left */
  ISHI_LESSON_WORD_WHITE_DEFENDS,
  ISHI_LESSON_WORD_BLACK_DEFENDS,
  ISHI_LESSON_WORD_THINKING,
  /* Hint, pressed again */
  ISHI_LESSON_WORD_HINT_ANSWER,
  ISHI_LESSON_WORD_HINT_LINE,
  ISHI_LESSON_WORD_END,
  ISHI_LESSON_WORD_END_PARTLY,      /* %1 the tasks, %2 those solved */
  ISHI_LESSON_WORD_UNANSWERED,
  /* a sequence's pass, when the lesson says nothing over it */
  ISHI_LESSON_WORD_BLACK_PASSES,
  ISHI_LESSON_WORD_WHITE_PASSES,
  /* a worksheet */
  ISHI_LESSON_WORD_NAME,
  ISHI_LESSON_WORD_ANSWER,
  ISHI_LESSON_WORD_ANSWER_KEY,
  ISHI_LESSON_WORD_BLANK_BOARDS,
  ISHI_LESSON_WORD_PROBLEM,         /* %1 the problem's number */
  ISHI_LESSON_WORD_ANY_OF,          /* %1 how many points */
  ISHI_LESSON_WORD_NO_POINT,
  /* why an answer is right, in the key */
  ISHI_LESSON_WORD_REASON_CAPTURES, /* %1 how many stones */
  ISHI_LESSON_WORD_REASON_ATARI,
  ISHI_LESSON_WORD_REASON_LEGAL,
  ISHI_LESSON_WORD_REASON_FIVE,
  ISHI_LESSON_WORD_REASON_FOUR,
  ISHI_LESSON_WORD_REASON_STRAIGHT_FOUR,
  ISHI_LESSON_WORD_REASON_FOUR_THREE,
  ISHI_LESSON_WORD_REASON_BLOCK_FOUR,
  ISHI_LESSON_WORD_REASON_FORBIDDEN,
  ISHI_LESSON_WORD_REASON_VCF,
  ISHI_LESSON_WORD_REASON_VCT,
  ISHI_LESSON_N_WORDS
} IshiLessonWord;

/* Is the lesson for children of a school grade (1 to 6)? */
gboolean ishi_lesson_is_for_children (const IshiLesson *lesson);

/* The words for a child of `grade` (1 to 6), as a paragraph with its ruby:
 * the ruby kept over the words with a kanji above that grade.  %1 and %2
 * in the text are `args[0]` and `args[1]` (may be NULL when the words
 * take none).  Free with ishi_lesson_paragraph_free. */
IshiLessonParagraph *ishi_lesson_words_for_grade (IshiLessonWord word, int grade,
                                                  const char *const *args);

/* A text of the table's form ("{打|う}つ", %1 and %2 the arguments) as
 * a paragraph for a reader of `grade`, as above. */
IshiLessonParagraph *ishi_lesson_words_parse (const char *text, int grade, const char *const *args);

/* The same for the lesson's readers; NULL for a lesson that is not for
 * children (the caller says it in its own, translated, words). */
IshiLessonParagraph *ishi_lesson_words (const IshiLesson *lesson, IshiLessonWord word,
                                        const char *const *args);

/* The words for a refusal of the rules (ISHI_LESSON_WORD_OCCUPIED…) */
IshiLessonWord ishi_lesson_word_for_status (IshiMoveStatus status);

/* Why the rules refuse (x, y) to the side to move in `position` (`status`,
 * from rules->check): the lesson's readers' words, or for a lesson not
 * for children the rules' own explanation (Renju names the lines) or the
 * status said in a sentence.  `segments` (of IshiSegment, may be NULL)
 * gets the lines that make a forbidden point, to draw. */
IshiLessonParagraph *ishi_lesson_refusal (const IshiLesson *lesson, const IshiPosition *position,
                                          int x, int y, IshiMoveStatus status, GArray *segments);

/* A paragraph of one plain run (a message that has no ruby). */
IshiLessonParagraph *ishi_lesson_paragraph_new_plain (const char *text);

/* Checks a text of the table's form ("{打|う}つ", kanji in braces with
 * their reading) at `grade`: one "FILE:LINE: warning: …" in `warnings`
 * (of char*) for each kanji above the grade without a reading.  Returns
 * how many. */
guint ishi_lesson_words_check_text (const char *text, int grade, const char *filename,
                                    int line, GPtrArray *warnings);
/* Every word of the table at `grade`. */
guint ishi_lesson_words_check (int grade, const char *filename, int line, GPtrArray *warnings);
/* The table's text of `word` (for the tests). */
const char *ishi_lesson_words_text (IshiLessonWord word);

G_END_DECLS
