/* ishi-lesson-step-page.h — one step of a lesson on the Lessons page: its
 * title, text, diagram (the board renderer's IshiBoardView), the step
 * counter ("12 / 34"), the sequence played with Next, and the task: the
 * learner clicks the board, the core judges the answer, the feedback shows,
 * then the opponent's reply; Hint shows the hint, then marks the answer.
 *
 * The page's own actions, for its buttons: step.next, step.previous,
 * step.hint (enabled as they apply), step.list (the counter's button: go
 * to a step).  Its top bar uses the Lessons page's
 * lesson.show-list and lesson.projector, its bottom bar lesson.try-on-board.
 *
 * In projector mode the bars are hidden, a discreet counter shows in the
 * corner, and the type grows with the page's size.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-view.h"
#include "ishi-lesson.h"
#include "ishi-lesson-progress.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_LESSON_STEP_PAGE (ishi_lesson_step_page_get_type ())
G_DECLARE_FINAL_TYPE (IshiLessonStepPage, ishi_lesson_step_page, ISHI, LESSON_STEP_PAGE, GtkWidget)

/* Shows step `step` of `lesson` (which must outlive the page's use of it;
 * NULL: nothing), noting it in `progress` (may be NULL). */
void     ishi_lesson_step_page_show (IshiLessonStepPage *self, const IshiLesson *lesson,
                                     guint step, IshiLessonProgress *progress);
guint    ishi_lesson_step_page_get_step (IshiLessonStepPage *self);
/* Shows step `step` (from 0) of the lesson shown; FALSE (and a bell) when
 * it has no such step. */
gboolean ishi_lesson_step_page_go_to (IshiLessonStepPage *self, guint step);
/* Go to a step (ishi-lesson-step-list.h): the list of steps, pointing at
 * the counter shown; with `typed` (a digit), in its number field. */
void     ishi_lesson_step_page_show_step_list (IshiLessonStepPage *self, const char *typed);
/* Home and End: the first and the last step; a digit: the step list with
 * that digit typed.  FALSE for any other key. */
gboolean ishi_lesson_step_page_go_to_key (IshiLessonStepPage *self, guint keyval);

/* Next plays the sequence's next move, or goes to the next step; Previous
 * takes a sequence move back, or goes to the step before. */
void     ishi_lesson_step_page_next     (IshiLessonStepPage *self);
void     ishi_lesson_step_page_previous (IshiLessonStepPage *self);
void     ishi_lesson_step_page_hint     (IshiLessonStepPage *self);
/* Is a puzzle's move being judged (in a worker thread)?  Meanwhile the
 * page says "Thinking…" and takes no other move. */
gboolean ishi_lesson_step_page_is_judging (IshiLessonStepPage *self);

void     ishi_lesson_step_page_set_projector (IshiLessonStepPage *self, gboolean projector);

/* Try It on a Board: a free game from the position as it stands. */
IshiMatch *ishi_lesson_step_page_new_match (IshiLessonStepPage *self, GError **error);

IshiBoardView *ishi_lesson_step_page_get_board (IshiLessonStepPage *self);
/* Does the board take the keys now (a task waits for an answer)? */
gboolean       ishi_lesson_step_page_board_wants_keys (IshiLessonStepPage *self);
/* "text", "move", "prompt", "feedback", "hint" or "closing" (the last
 * step's closing line), as read; "" when hidden. */
const char    *ishi_lesson_step_page_get_text (IshiLessonStepPage *self, const char *which);
const char    *ishi_lesson_step_page_get_counter (IshiLessonStepPage *self);
/* Puts the focus on Next (nowhere in projector mode): never on the board,
 * whose keys are the clicker's until the learner chooses them. */
void           ishi_lesson_step_page_focus (IshiLessonStepPage *self);
/* The learner chose the keyboard for the board (Enter): the board takes
 * the focus, with its cursor shown.  FALSE when the step takes no answer. */
gboolean       ishi_lesson_step_page_choose_board (IshiLessonStepPage *self);

/* Property "step" (guint, notified when it changes). */

G_END_DECLS
