/* ishi-analyst-piskvork.c — a Piskvork brain as an analyst (issue 67,
 * items 2 and 3): Show a Good Move and Analyse This Game in Renju.
 *
 * The protocol has no question but "your move here" (BOARD … DONE), so a
 * brain's candidates are one: its move, the position told whole.  Where
 * it writes an evaluation while it thinks (Rapfi's "MESSAGE Depth … |
 * Eval 45 | …", ishi-piskvork-brain.h), the move gets a share of wins and
 * the estimate is that share for Black; a brain that writes none gives
 * its move only, and an estimate fails with a message saying so, the
 * position left without a value (ishi-game-analyser.h).  A position the
 * brain refuses, or one that cannot be told (a pass in the line), is
 * likewise left out, and the brain starts again for the next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyst"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ishi-analyst-private.h"
#include "ishi-piskvork-player.h"
#include "ishi-renju-board.h"

typedef struct {
  IshiAnalystQuestion kind;
  IshiColor to_move;
} BrainQuestion;

static void
on_brain_move (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  IshiAnalyst *self = g_task_get_source_object (task);
  BrainQuestion *q = g_task_get_task_data (task);
  GError *error = NULL;
  IshiPiskvorkMove move;
  double mover;

  self->busy = FALSE;
  if (!ishi_piskvork_brain_move_finish (ISHI_PISKVORK_BRAIN (source), result, &move, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  mover = move.has_eval ? ishi_piskvork_win_rate (move.eval) : NAN;
  if (q->kind != ISHI_ANALYST_CANDIDATES)
    {
      IshiAnalysisEstimate *e;

      if (!move.has_eval)
        {
          /* TRANSLATORS: %s the brain's name. */
          g_task_return_new_error (task, ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_GARBAGE,
                                   _("%s gives its move but no evaluation."),
                                   ishi_piskvork_brain_get_name (self->brain));
          g_object_unref (task);
          return;
        }
      e = g_new (IshiAnalysisEstimate, 1);
      e->black_lead = e->lead_low = e->lead_high = NAN;
      e->black_win_rate = q->to_move == ISHI_BLACK ? mover : 1 - mover;
      if (q->kind == ISHI_ANALYST_ESTIMATE)
        g_task_return_pointer (task, e, g_free);
      else
        {
          /* The whole position: the estimate and the brain's move, the
           * one candidate it gives. */
          IshiPositionAnalysis *a = g_new0 (IshiPositionAnalysis, 1);
          IshiAnalysisCandidate c = ISHI_ANALYSIS_CANDIDATE_INIT (FALSE, move.x, move.y);

          c.win_rate = mover;
          a->estimate = *e;
          a->size = ISHI_RENJU_SIZE;
          a->candidates = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));
          g_array_append_val (a->candidates, c);
          g_free (e);
          g_task_return_pointer (task, a, (GDestroyNotify) ishi_position_analysis_free);
        }
    }
  else
    {
      GArray *out = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));
      IshiAnalysisCandidate c = ISHI_ANALYSIS_CANDIDATE_INIT (FALSE, move.x, move.y);

      c.win_rate = mover;
      g_array_append_val (out, c);
      g_task_return_pointer (task, out, (GDestroyNotify) g_array_unref);
    }
  g_object_unref (task);
}

void
ishi_analyst_ask_piskvork (IshiAnalyst *self, IshiMatch *match, IshiAnalystQuestion kind, GTask *task)
{
  IshiGame *game = ishi_match_get_game (match);
  g_autoptr(GArray) stones = ishi_piskvork_stones_of_game (game);
  BrainQuestion *q;

  if (stones == NULL)
    {
      /* TRANSLATORS: %s the brain's name. */
      g_task_return_new_error (task, ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_REFUSED,
                               _("This position cannot be told to %s: a pass, or stones set up out of turn."),
                               ishi_piskvork_brain_get_name (self->brain));
      g_object_unref (task);
      return;
    }
  q = g_new0 (BrainQuestion, 1);
  q->kind = kind;
  q->to_move = stones->len % 2 == 0 ? ISHI_BLACK : ISHI_WHITE;
  g_task_set_task_data (task, q, g_free);
  self->busy = TRUE;
  ishi_piskvork_brain_move_async (self->brain, (const IshiPoint *) stones->data, stones->len,
                                  g_task_get_cancellable (task), on_brain_move, task);
}
