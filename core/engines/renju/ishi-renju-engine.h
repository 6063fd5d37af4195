/* ishi-renju-engine.h — Ishi's Renju engine: choosing a move.
 *
 * A plain function on a board, no GObject, so that tests and benchmarks
 * call it directly (it shares the root of its search between two threads
 * of its own, and joins them before it returns); IshiRenjuEnginePlayer
 * (ishi-renju-engine-player.h) runs it in a worker thread for a match.
 *
 * The move it returns is always legal: every Black candidate is asked of
 * the rules core (ishi_renju_board_forbidden), so Black never chooses a
 * forbidden point.  Under the same board, level and seed the move is the
 * same: the levels are budgets of positions, not of time, and the time
 * limit is only a safety stop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"

G_BEGIN_DECLS

#define ISHI_RENJU_ENGINE_MIN_LEVEL 1
#define ISHI_RENJU_ENGINE_MAX_LEVEL 6

typedef struct {
  IshiPoint move;        /* x = -1 when there is no legal move (a full board) */
  gint     score;        /* from the mover's side; large when a win is seen */
  guint    depth;        /* the deepest full iteration of the search */
  guint64  nodes;
  gboolean forced_win;   /* a VCF or VCT of the mover was found (level 6: or its search saw a forced win) */
} IshiRenjuEngineResult;

/* Chooses a move for `to_move` on `board` at `level` (1: a beginner's
 * partner … 6: the strongest).  `seed` varies the choice among moves of
 * nearly equal value (the lower the level, the wider the choice).
 * `max_seconds` (0: none) stops the search early: the answer is then the
 * best move of the last finished iteration. */
void ishi_renju_engine_choose (const IshiRenjuBoard *board, IshiColor to_move,
                               guint level, guint64 seed, gdouble max_seconds,
                               IshiRenjuEngineResult *result);
/* The same on `threads` threads (1 to ISHI_RENJU_ENGINE_MAX_THREADS): the
 * root moves of each iteration of two plies or more are shared out, each
 * thread searching its own on its own copy of the board.  The answer,
 * score and nodes are those of one thread (without a time limit);
 * ishi_renju_engine_choose uses two, one for each core of a small machine. */
#define ISHI_RENJU_ENGINE_MAX_THREADS 8
void ishi_renju_engine_choose_threads (const IshiRenjuBoard *board, IshiColor to_move,
                                       guint level, guint64 seed, gdouble max_seconds,
                                       guint threads, IshiRenjuEngineResult *result);

/* A static evaluation of `board` for `color` (positive: better for
 * `color`): the open lines of five each side could still complete. */
gint ishi_renju_engine_evaluate (const IshiRenjuBoard *board, IshiColor color);

/* For the opening rules with swaps and fifth moves offered
 * (ishi-renju-opening-play.h):
 *
 * The points the engine looks at for `color`, best first by its quick
 * measure of what a stone there makes for either side, at most `max`:
 * the legal points within two of a stone, or with `radius` >= 0 every
 * legal point within that many lines of h8. */
guint ishi_renju_engine_candidates (const IshiRenjuBoard *board, IshiColor color, int radius,
                                    IshiPoint *moves, guint max);
/* The engine's judgement of each of `n` moves of `to_move`, as the root
 * of its search at `level` judges its candidates (from the mover's side,
 * no random spread); an illegal move scores as a loss. */
void  ishi_renju_engine_score_moves (const IshiRenjuBoard *board, IshiColor to_move, guint level,
                                     const IshiPoint *moves, guint n, gint *scores);
/* The engine's judgement of `board` for `to_move` at `level` (positive:
 * better for `to_move`), its next stone within `radius` lines of h8
 * (radius < 0: near the stones): the best score of its search, taken as
 * the mean of its last two depths — the last stone of a search flatters
 * the side that placed it, and with one depth more the other side.  For
 * the swaps of the opening rules (ishi-renju-opening-play.h), where which
 * colour is better is the question. */
gint  ishi_renju_engine_judge (const IshiRenjuBoard *board, IshiColor to_move, int radius, guint level);
/* As ishi_renju_engine_choose, but only among the points within `radius`
 * lines of h8 (radius < 0: anywhere, the same as choose). */
void  ishi_renju_engine_choose_within (const IshiRenjuBoard *board, IshiColor to_move, int radius,
                                       guint level, guint64 seed, gdouble max_seconds,
                                       IshiRenjuEngineResult *result);

G_END_DECLS
