/* ishi-lesson-view.h — the Lessons page: the list of lessons and one step
 * at a time, with its text, its diagram, its sequence and its task.
 *
 * The page loads the lessons through the core's loader (ishi-lesson.h),
 * draws each diagram with the board renderer and lets the rules core judge
 * every move the learner makes on a task (the capture really happens, a
 * forbidden point really is refused).  Where the learner is in each lesson
 * is kept (ishi-lesson-progress.h: GSettings' `lesson-progress` key, or a
 * file when GSettings does not keep it), so the page opens a
 * lesson where it was left.
 *
 * Keys, while the step is shown and wherever the focus is in the window
 * (a key controller named "ishi-lesson-keys" on the window): → Page Down
 * Space next, ← Page Up previous (a presentation clicker sends Page
 * Up/Down), Home and End the first and the last step, a digit (the step
 * of that number: type 3, 0, Enter) or Ctrl+G the step list, F11
 * projector mode, Esc leaves it.  The board of a task keeps
 * its arrows and Space, a focused button its Space.  The same as the widget
 * actions lesson.next, lesson.previous, lesson.hint, lesson.try-on-board,
 * lesson.projector and lesson.show-list.
 *
 * "Try It on a Board" emits "open-game" with a new IshiMatch: the stones of
 * the step as it stands as setup (AB/AW) of a fresh record, with the side
 * to move (PL); the window connects it and shows the game on its Play page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-view.h"
#include "ishi-lesson.h"

G_BEGIN_DECLS

#define ISHI_TYPE_LESSON_VIEW (ishi_lesson_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiLessonView, ishi_lesson_view, ISHI, LESSON_VIEW, GtkWidget)

/* `settings` holds the `lesson-progress` key (io.github.ishi.Ishi); NULL
 * makes the page its own.  Where GSettings does not keep what is written
 * (the memory backend, dconf without a session bus), the progress goes to
 * a file in the user's data folder (ishi-lesson-progress.h); when that
 * cannot be written either, the page says so above the list and the step.  The lessons are loaded from the installed data
 * folder and $XDG_DATA_HOME/ishi/lessons, or from `dirs` when not NULL. */
GtkWidget *ishi_lesson_view_new (GSettings *settings, const char *const *dirs);

/* Reads the lesson folders again (a teacher copied a file in). */
void ishi_lesson_view_reload (IshiLessonView *self);

/* Opens lesson `id` where it was left; FALSE when there is no such lesson. */
gboolean    ishi_lesson_view_open_lesson (IshiLessonView *self, const char *id);
/* Back to the list. */
void        ishi_lesson_view_show_list   (IshiLessonView *self);
/* The lesson shown, or NULL while the list is shown. */
const char *ishi_lesson_view_get_lesson_id (IshiLessonView *self);
/* The lesson shown, or NULL while the list is shown (owned by the view). */
const IshiLesson *ishi_lesson_view_get_lesson (IshiLessonView *self);
/* The step shown, from 0, and the number of steps of the lesson. */
guint       ishi_lesson_view_get_step    (IshiLessonView *self);
guint       ishi_lesson_view_get_n_steps (IshiLessonView *self);
gboolean    ishi_lesson_view_go_to_step  (IshiLessonView *self, guint step);

void     ishi_lesson_view_set_projector (IshiLessonView *self, gboolean projector);
gboolean ishi_lesson_view_get_projector (IshiLessonView *self);

/* What the page shows, for the tests and the screen reader. */
IshiBoardView *ishi_lesson_view_get_board (IshiLessonView *self);
/* A puzzle's move being judged (ishi_lesson_step_page_is_judging). */
gboolean       ishi_lesson_view_is_judging (IshiLessonView *self);
/* Why the progress is not kept, as the page shows it; NULL when it is. */
const char    *ishi_lesson_view_get_progress_problem (IshiLessonView *self);
/* "text", "move", "prompt", "feedback", "hint" or "closing": that text as read
 * (bases without readings), "" when it is hidden. */
const char    *ishi_lesson_view_get_text (IshiLessonView *self, const char *which);
/* The step counter as shown ("12 / 34"). */
const char    *ishi_lesson_view_get_counter (IshiLessonView *self);
/* The list, as it is shown: one line per lesson, "title — progress" or
 * "file — error" (for the tests). */
char          *ishi_lesson_view_describe_list (IshiLessonView *self);

/* Signals:
 *   "open-game" (IshiMatch *match)  Try It on a Board: play on from here;
 *   "answered" (string lesson, uint step, gboolean right, gboolean first_try,
 *               gboolean hinted)    a step's task was answered (a wrong
 *                                   answer too; first_try: right with no
 *                                   wrong answer before). */

G_END_DECLS
