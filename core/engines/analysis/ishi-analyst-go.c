/* ishi-analyst-go.c — Ishi's own Go engine as an analyst: its candidates,
 * its estimate of a position and who owns each point, in a worker thread.
 *
 * The estimate is Black's lead in points, from the engine's playouts: the
 * ownership of each point at their ends, counted by the row's method
 * (area, territory with the prisoners and the dead stones, or Pure Go's
 * stones), komi included — the mean of its playouts' counts, not the win
 * rate of one side's best move, which swung with the side to move (the
 * graph's saw of issue 76).  Searching the position a second time with
 * the other side to move and averaging the two was tried and is worse:
 * the side that has just played then plays twice in a row, a whole move's
 * worth (tests/bench/README.md, "Analyse This Game"); it stays as an
 * option for the benchmark.  The candidates are the search's own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyst"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "ishi-analyst-private.h"
#include "ishi-go-engine-player.h"
#include "ishi-go-estimate.h"

typedef struct {
  IshiGoEngine *engine;
  IshiGoBoard *board;
  IshiRuleset ruleset;         /* a copy: the rows' strings are static */
  double komi;
  int handicap;
  IshiColor to_move;
  guint max;
  IshiAnalystQuestion kind;
  gboolean both;
} GoQuestion;

static void
go_question_free (gpointer data)
{
  GoQuestion *q = data;

  ishi_go_engine_free (q->engine);
  ishi_go_board_free (q->board);
  g_free (q);
}

void
ishi_position_analysis_free (IshiPositionAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_clear_pointer (&analysis->candidates, g_array_unref);
  g_free (analysis->ownership);
  g_free (analysis);
}

typedef struct {
  double lead;             /* Black's, by the ownership */
  double black_win_rate;
  double *black, *white;   /* the shares, size² each */
  gboolean counted;
} OneSearch;

/* One search of `board` (its side to move), with the ownership counted
 * unless only candidates are asked. */
static gboolean
search (GoQuestion *q, const IshiGoBoard *board, guint playouts, GCancellable *cancellable,
        OneSearch *out, GError **error)
{
  IshiGoEngineMove move;
  int size = ishi_go_board_get_size (board);
  IshiColor to_move = ishi_go_board_get_to_move (board);

  ishi_go_engine_set_playouts (q->engine, playouts);
  ishi_go_engine_set_ownership (q->engine, q->kind != ISHI_ANALYST_CANDIDATES);
  if (!ishi_go_engine_think (q->engine, board, 0, cancellable, &move, error))
    return FALSE;
  out->black_win_rate = to_move == ISHI_WHITE ? 1 - move.win_rate : move.win_rate;
  out->lead = NAN;
  out->counted = FALSE;
  if (q->kind == ISHI_ANALYST_CANDIDATES)
    return TRUE;
  out->black = g_new (double, size * size);
  out->white = g_new (double, size * size);
  if (ishi_go_engine_get_ownership (q->engine, out->black, out->white))
    {
      out->lead = ishi_go_estimate_count (q->board, &q->ruleset, q->komi, q->handicap, out->black, out->white);
      out->counted = TRUE;
    }
  return TRUE;
}

static GArray *
candidates_of (GoQuestion *q)
{
  g_autoptr(GArray) got = ishi_go_engine_get_candidates (q->engine, q->max);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));

  for (guint i = 0; i < got->len; i++)
    {
      const IshiGoEngineCandidate *g = &g_array_index (got, IshiGoEngineCandidate, i);
      IshiAnalysisCandidate c = ISHI_ANALYSIS_CANDIDATE_INIT (g->action != ISHI_GO_ENGINE_PLAY, g->x, g->y);

      /* A move the search never tried has no figures. */
      if (g->action == ISHI_GO_ENGINE_RESIGN || g->visits == 0)
        continue;
      c.share = g->share;
      c.win_rate = g->win_rate;
      c.visits = g->visits;
      c.lead = g->score;
      g_array_append_val (out, c);
    }
  return out;
}

static void
go_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GoQuestion *q = data;
  guint playouts = ishi_go_engine_get_playouts (q->engine);
  gboolean both = q->both && q->kind != ISHI_ANALYST_CANDIDATES;
  int size = ishi_go_board_get_size (q->board);
  OneSearch mine = { 0 }, other = { 0 };
  g_autoptr(GArray) candidates = NULL;
  GError *error = NULL;
  IshiAnalysisEstimate e = { NAN, NAN, NAN, NAN };
  IshiPositionAnalysis *analysis;
  g_autoptr(IshiGoBoard) fresh = NULL;
  const IshiGoBoard *searched = q->board;

  /* A game over (two passes): the engine's search would take the passes
   * as the end and count the stones as they stand, dead ones too.  The
   * stones are searched again as a position to play out — with each side
   * to move in turn, as the dead stones are read (ishi-go-dead.h) — and
   * counted with the game's prisoners. */
  if (ishi_go_board_get_passes (q->board) >= 2 && q->kind != ISHI_ANALYST_CANDIDATES)
    {
      searched = fresh = ishi_go_estimate_stones_of (q->board);
      both = TRUE;
    }
  if (both)
    playouts = MAX (playouts / 2, 1);
  if (!search (q, searched, playouts, cancellable, &mine, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  candidates = candidates_of (q);
  if (q->kind == ISHI_ANALYST_CANDIDATES)
    {
      g_task_return_pointer (task, g_steal_pointer (&candidates), (GDestroyNotify) g_array_unref);
      return;
    }
  if (both)
    {
      g_autoptr(IshiGoBoard) turned = ishi_go_board_copy (searched);

      ishi_go_board_set_to_move (turned, q->to_move == ISHI_BLACK ? ISHI_WHITE : ISHI_BLACK);
      if (!search (q, turned, playouts, cancellable, &other, &error))
        {
          g_free (mine.black);
          g_free (mine.white);
          g_task_return_error (task, error);
          return;
        }
    }
  e.black_win_rate = both ? (mine.black_win_rate + other.black_win_rate) / 2 : mine.black_win_rate;
  if (mine.counted && (!both || other.counted))
    e.black_lead = both ? (mine.lead + other.lead) / 2 : mine.lead;
  if (q->kind == ISHI_ANALYST_ESTIMATE)
    {
      g_free (mine.black);
      g_free (mine.white);
      g_free (other.black);
      g_free (other.white);
      g_task_return_pointer (task, g_memdup2 (&e, sizeof e), g_free);
      return;
    }
  analysis = g_new0 (IshiPositionAnalysis, 1);
  analysis->estimate = e;
  analysis->candidates = g_steal_pointer (&candidates);
  analysis->size = size;
  if (mine.counted)
    {
      analysis->ownership = g_new (double, size * size);
      for (int p = 0; p < size * size; p++)
        analysis->ownership[p] = both && other.counted
                                 ? (mine.black[p] - mine.white[p] + other.black[p] - other.white[p]) / 2
                                 : mine.black[p] - mine.white[p];
    }
  g_free (mine.black);
  g_free (mine.white);
  g_free (other.black);
  g_free (other.white);
  g_task_return_pointer (task, analysis, (GDestroyNotify) ishi_position_analysis_free);
}

void
ishi_analyst_ask_go (IshiAnalyst *self, IshiMatch *match, guint max, IshiAnalystQuestion kind,
                     GCancellable *cancellable, GAsyncReadyCallback callback, gpointer task)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);
  g_autofree char *ha = ishi_game_get_info (game, "HA");
  GoQuestion *q = g_new0 (GoQuestion, 1);
  g_autoptr(GTask) inner = NULL;

  q->ruleset = *ruleset;
  q->komi = ishi_match_get_komi (match);
  q->handicap = ha != NULL ? atoi (ha) : 0;
  q->engine = ishi_go_engine_copy (self->go);
  ishi_go_engine_set_rules (q->engine, ruleset, q->komi, q->handicap);
  /* Candidates are shown as they are: no randomness in the choice. */
  ishi_go_engine_set_randomness (q->engine, 0);
  q->board = ishi_go_engine_board_from_match (match);
  q->to_move = ishi_go_board_get_to_move (q->board);
  q->max = MAX (max, 1);
  q->kind = kind;
  q->both = self->both_sides;
  inner = g_task_new (self, cancellable, callback, task);
  g_task_set_task_data (inner, q, go_question_free);
  g_task_run_in_thread (inner, go_thread);
}
