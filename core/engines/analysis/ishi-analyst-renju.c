/* ishi-analyst-renju.c — Ishi's Renju engine as an analyst (issue 67,
 * item 3): its candidates and its judgement of a Renju position, in a
 * worker thread.
 *
 * The engine judges in its own units (ishi-renju-engine.h: positive for
 * the side to move, a win seen as ±ISHI_RENJU_SEARCH_WIN); for the graph
 * and the candidates' labels the judgement is made a share of wins with a
 * logistic curve, RENJU_SCALE units for a factor e — a measure of how far
 * ahead a side is, not a count of games.  A forced win seen is 100%.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyst"

#include "config.h"

#include <math.h>

#include "ishi-analyst-private.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-search.h"

/* The candidates the engine weighs before the best are shown. */
#define RENJU_POOL 24
#define RENJU_SCALE 300.0

typedef struct {
  IshiRenjuBoard board;
  IshiColor to_move;
  guint level;
  guint max;
  gboolean estimate;
} RenjuQuestion;

double
ishi_analyst_renju_win_rate (gint score)
{
  if (score >= ISHI_RENJU_SEARCH_WIN / 2)
    return 1.0;
  if (score <= -ISHI_RENJU_SEARCH_WIN / 2)
    return 0.0;
  return 1.0 / (1.0 + exp (-(double) score / RENJU_SCALE));
}

static int
compare_win_rate (gconstpointer a, gconstpointer b)
{
  const IshiAnalysisCandidate *ca = a, *cb = b;

  return (ca->win_rate < cb->win_rate) - (ca->win_rate > cb->win_rate);
}

static void
renju_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  RenjuQuestion *q = data;

  if (q->estimate)
    {
      IshiAnalysisEstimate *e = g_new (IshiAnalysisEstimate, 1);
      double mover = ishi_analyst_renju_win_rate (ishi_renju_engine_judge (&q->board, q->to_move, -1, q->level));

      e->black_lead = e->lead_low = e->lead_high = NAN;
      e->black_win_rate = q->to_move == ISHI_BLACK ? mover : 1 - mover;
      g_task_return_pointer (task, e, g_free);
      return;
    }
  {
    IshiPoint moves[RENJU_POOL];
    gint scores[RENJU_POOL];
    guint n = ishi_renju_engine_candidates (&q->board, q->to_move, -1, moves, RENJU_POOL);
    GArray *out = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));

    ishi_renju_engine_score_moves (&q->board, q->to_move, q->level, moves, n, scores);
    for (guint i = 0; i < n; i++)
      {
        IshiAnalysisCandidate c = ISHI_ANALYSIS_CANDIDATE_INIT (FALSE, moves[i].x, moves[i].y);

        c.win_rate = ishi_analyst_renju_win_rate (scores[i]);
        g_array_append_val (out, c);
      }
    g_array_sort (out, compare_win_rate);
    if (out->len > q->max)
      g_array_set_size (out, q->max);
    g_task_return_pointer (task, out, (GDestroyNotify) g_array_unref);
  }
}

void
ishi_analyst_ask_renju (IshiAnalyst *self, IshiMatch *match, guint max, gboolean estimate,
                        GCancellable *cancellable, GAsyncReadyCallback callback, gpointer task)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  RenjuQuestion *q = g_new0 (RenjuQuestion, 1);
  g_autoptr(GTask) inner = NULL;

  ishi_renju_board_init (&q->board);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      if (rules->stone_at (position, x, y) != ISHI_EMPTY)
        ishi_renju_board_set (&q->board, x, y, rules->stone_at (position, x, y));
  q->to_move = rules->to_move (position);
  q->level = self->renju_level;
  q->max = MAX (max, 1);
  q->estimate = estimate;
  inner = g_task_new (self, cancellable, callback, task);
  g_task_set_task_data (inner, q, g_free);
  g_task_run_in_thread (inner, renju_thread);
}
