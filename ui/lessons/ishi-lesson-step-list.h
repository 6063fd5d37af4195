/* ishi-lesson-step-list.h — Go to a step: a popover with the number of a
 * step to type and the list of the lesson's steps (their numbers and
 * titles, with ruby), so that a teacher reaches step 30 of 39 without
 * pressing → through every step and every move of a sequence.
 *
 * From the keyboard: a digit typed on the page opens it with the digit in
 * the number field (type 3, 0, Enter); Ctrl+G opens it on the list, ↑ ↓
 * choose, Enter goes; Escape closes it.  The page points it at whichever
 * step counter is shown (the bottom bar's, or projector mode's).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-lesson.h"

G_BEGIN_DECLS

#define ISHI_TYPE_LESSON_STEP_LIST (ishi_lesson_step_list_get_type ())
G_DECLARE_FINAL_TYPE (IshiLessonStepList, ishi_lesson_step_list, ISHI, LESSON_STEP_LIST, GtkPopover)

GtkWidget *ishi_lesson_step_list_new (void);

/* The steps of `lesson` (which must outlive the list's use of it), `current`
 * marked. */
void ishi_lesson_step_list_set_lesson (IshiLessonStepList *self, const IshiLesson *lesson, guint current);

/* Shows the popover: with `typed` (a digit), in the number field after it;
 * otherwise on the current step of the list. */
void ishi_lesson_step_list_popup (IshiLessonStepList *self, const char *typed);

/* Chooses step `number` (from 1) as the number field's Enter does:
 * "step-chosen" for a step of the lesson, FALSE (and a bell) otherwise. */
gboolean ishi_lesson_step_list_choose_number (IshiLessonStepList *self, const char *number);

/* Signal "step-chosen" (guint step, from 0): a step was chosen (the
 * popover has closed). */

G_END_DECLS
