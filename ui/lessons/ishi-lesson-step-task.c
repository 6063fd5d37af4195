/* ishi-lesson-step-task.c — the learner's answers on a lesson step: a click
 * on the board judged right or wrong, the puzzle's defence played back, the
 * verdict shown, and the hints.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"
#include "config.h"
#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include "ishi-lesson-progress.h"
#include "ishi-lesson-step.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-type-size.h"
#include "ishi-ui-resources.h"
#include "ishi-lesson-step-page-private.h"

/* --- the task: the learner clicks the board ---------------------------------- */

static void
answer_right (IshiLessonStepPage *self, const IshiLessonParagraph *reason)
{
  ishi_lesson_step_page_set_feedback_class (self, "right");
  /* One message for one answer: the lesson's own; else, for a point
   * found because the rules forbid it, why they do; else Ishi's word
   * (the rules' sentence came under the lesson's, issue 77). */
  ishi_lesson_text_add_paragraphs (self->feedback, ishi_lesson_step_page_task (self)->right);
  if (*ishi_lesson_text_get_text (self->feedback) == '\0')
    ishi_lesson_text_add_paragraph (self->feedback, reason);
  if (*ishi_lesson_text_get_text (self->feedback) == '\0')
    ishi_lesson_step_page_say (self, self->feedback, ISHI_LESSON_WORD_RIGHT, NULL, _("Right!"));
  ishi_lesson_step_page_set_text_visible (self->hint, FALSE);
  /* Right at the first try, or after a wrong answer or a hint: the list
   * tells them apart, as a class's ○ and △ do. */
  ishi_lesson_step_page_note_progress (self, self->wrong_answers == 0
                                             && ishi_step_state_get_hint_level (self->state) == 0
                                             ? ISHI_LESSON_SOLVED_FIRST_TRY : ISHI_LESSON_SOLVED_WITH_HELP);
}

static void
answer_wrong (IshiLessonStepPage *self, const IshiLessonParagraph *reason)
{
  ishi_lesson_step_page_set_feedback_class (self, "wrong");
  /* One message for one answer: the lesson's own words; why the rules
   * refuse the point (a suicide, a ko, a forbidden point) only when the
   * lesson says nothing (both came, one under the other, issue 77).  A
   * click on a stone: the rules' one sentence, not the lesson's "wrong"
   * (which speaks of a point one may play, issue 65 item 19). */
  if (!ishi_step_state_was_occupied (self->state))
    ishi_lesson_text_add_paragraphs (self->feedback, ishi_lesson_step_page_task (self)->wrong);
  if (*ishi_lesson_text_get_text (self->feedback) == '\0')
    ishi_lesson_text_add_paragraph (self->feedback, reason);
  if (*ishi_lesson_text_get_text (self->feedback) == '\0')
    ishi_lesson_step_page_say (self, self->feedback, ISHI_LESSON_WORD_WRONG, NULL, _("Not quite. Try again."));
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* A Renju puzzle goes on: the move was right, the defender replied. */
static void
answer_go_on (IshiLessonStepPage *self)
{
  g_autoptr(IshiLessonParagraph) words = NULL;
  g_autofree char *text = ishi_step_state_describe_reply (self->state, &words);

  ishi_lesson_step_page_set_feedback_class (self, "right");
  if (words != NULL)
    {
      ishi_lesson_text_clear (self->feedback);
      ishi_lesson_text_add_paragraph (self->feedback, words);
      ishi_lesson_step_page_set_text_visible (self->hint, FALSE);
      return;
    }
  ishi_lesson_text_set_plain (self->feedback, text);
  ishi_lesson_step_page_set_text_visible (self->hint, FALSE);
}

static void
show_verdict (IshiLessonStepPage *self, IshiTaskVerdict verdict, const IshiLessonParagraph *reason)
{
  if (verdict == ISHI_TASK_IGNORED)
    {
      if (ishi_lesson_step_page_task (self) != NULL && ishi_lesson_step_page_sequence_over (self))
        gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  ishi_lesson_text_clear (self->feedback);
  self->tried = TRUE;
  if (verdict == ISHI_TASK_RIGHT)
    answer_right (self, reason);
  else if (verdict == ISHI_TASK_GO_ON)
    answer_go_on (self);
  else
    answer_wrong (self, reason);
  if (verdict != ISHI_TASK_GO_ON)
    {
      gboolean right = verdict == ISHI_TASK_RIGHT;
      g_signal_emit_by_name (self, "answered", right, right && self->wrong_answers == 0,
                             ishi_step_state_get_hint_level (self->state) > 0);
      if (!right)
        self->wrong_answers++;
    }
  ishi_lesson_step_page_reveal (self, self->feedback);
  ishi_lesson_step_page_update_board (self);
  ishi_lesson_step_page_update_controls (self);
}

static void
puzzle_judged_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiLessonParagraph) reason = NULL;
  IshiPoint reply = { -1, -1 }, forbidden = { -1, -1 };
  IshiLessonPuzzleVerdict verdict = ishi_lesson_puzzle_judge_finish (result, &reply, &forbidden, &error);
  IshiLessonStepPage *self;

  if (error != NULL)
    return;   /* the step changed, or the page is gone */
  self = data;
  g_clear_object (&self->judging);
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "thinking");
  show_verdict (self, ishi_step_state_puzzle_apply (self->state, self->judged.x, self->judged.y,
                                                    verdict, reply, forbidden, &reason),
                reason);
}

/* A puzzle's move is judged by the solver in a worker thread: meanwhile
 * the page says it is thinking and takes no other move. */
static void
judge_puzzle_move (IshiLessonStepPage *self, int x, int y)
{
  self->judging = g_cancellable_new ();
  self->judged = (IshiPoint) { x, y };
  ishi_lesson_step_page_set_feedback_class (self, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self->feedback), "thinking");
  ishi_lesson_text_clear (self->feedback);
  ishi_lesson_step_page_say (self, self->feedback, ISHI_LESSON_WORD_THINKING, NULL, _("Thinking…"));
  ishi_lesson_step_page_reveal (self, self->feedback);
  ishi_step_state_puzzle_judge_async (self->state, x, y, self->judging, puzzle_judged_cb, self);
}

void
ishi_lesson_step_page_point_activated_cb (IshiBoardView *board, int x, int y, IshiLessonStepPage *self)
{
  g_autoptr(IshiLessonParagraph) reason = NULL;
  IshiTaskVerdict verdict;

  if (self->state == NULL)
    return;
  if (self->judging != NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (!ishi_step_state_is_puzzle (self->state))
    verdict = ishi_step_state_answer (self->state, x, y, &reason);
  else if (ishi_step_state_puzzle_prejudge (self->state, x, y, &verdict, &reason))
    {
      judge_puzzle_move (self, x, y);
      return;
    }
  show_verdict (self, verdict, reason);
}

gboolean
ishi_lesson_step_page_is_judging (IshiLessonStepPage *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), FALSE);
  return self->judging != NULL;
}

void
ishi_lesson_step_page_hint (IshiLessonStepPage *self)
{
  guint before;

  g_return_if_fail (ISHI_IS_LESSON_STEP_PAGE (self));

  if (!ishi_lesson_step_page_takes_answers (self))
    return;
  before = ishi_step_state_get_hint_level (self->state);
  switch (ishi_step_state_ask_hint (self->state))
    {
    case 1:
      ishi_lesson_text_clear (self->hint);
      ishi_lesson_text_add_paragraphs (self->hint, ishi_lesson_step_page_task (self)->hint);
      break;
    case 2:
      if (before == 2)
        return;
      /* The second press (the first, without a hint text) shows the
       * answer on the board. */
      if (ishi_lesson_task_is_puzzle (ishi_lesson_step_page_task (self)))
        ishi_lesson_step_page_say (self, self->hint, ISHI_LESSON_WORD_HINT_LINE, NULL,
                                   _("The winning line is numbered on the board."));
      else
        ishi_lesson_step_page_say (self, self->hint, ISHI_LESSON_WORD_HINT_ANSWER, NULL,
                                   _("The answer is marked on the board."));
      ishi_lesson_step_page_update_board (self);
      break;
    default:
      return;
    }
  ishi_lesson_step_page_reveal (self, self->hint);
  ishi_lesson_step_page_update_controls (self);
}
