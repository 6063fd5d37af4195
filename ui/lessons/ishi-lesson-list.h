/* ishi-lesson-list.h — the list of lessons of the Lessons page: one group
 * per game (Pure Go, Renju), each lesson with its description and the
 * learner's progress, then the files that could not be read, each with
 * its "FILE:LINE: what is wrong".
 *
 * The lessons are an IshiLessonSet of the core loader.  When two files give
 * the same lesson id, the later one wins: the user's folder comes after the
 * installed one, so a teacher's copy replaces the installed lesson.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-lesson.h"
#include "ishi-lesson-progress.h"

G_BEGIN_DECLS

typedef void (*IshiLessonOpenFunc) (const char *id, gpointer data);

/* The lesson `id` as the page offers it; NULL when there is none. */
const IshiLesson *ishi_lesson_list_lookup (IshiLessonSet *set, const char *id);

/* Fills `box` (a vertical GtkBox, emptied first).  Activating a lesson's
 * row calls `open (id, data)`. */
void ishi_lesson_list_fill (GtkWidget *box, IshiLessonSet *set, IshiLessonProgress *progress,
                            IshiLessonOpenFunc open, gpointer data);

/* The list as shown, one line per lesson, "title — progress", then
 * "file — error" (for the tests and the screen reader). */
char *ishi_lesson_list_describe (IshiLessonSet *set, IshiLessonProgress *progress);

G_END_DECLS
