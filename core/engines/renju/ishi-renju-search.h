/* ishi-renju-search.h — the deep search of the strongest Renju level.
 *
 * An alpha-beta search over a board that keeps, for every empty point and
 * each of the four lines through it, the shape each colour would make by
 * playing there (five, straight four, four, three, two…), updated stone by
 * stone.  Those shapes order the moves, narrow them when a side must
 * answer a threat (a four, a three), find the fours-only wins (VCF) at
 * the leaves and give the evaluation.  ishi-renju-search.c explains it.
 *
 * Deterministic: the same board, colour and limits give the same move and
 * node count; the budget is a count of positions, the time only a safety
 * stop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"

G_BEGIN_DECLS

typedef struct {
  guint64 max_nodes;    /* the budget; the deepest iteration finished within it answers */
  guint   max_depth;    /* the deepest iteration tried (plies, before extensions) */
  gdouble max_seconds;  /* 0: none.  A time limit makes the answer depend on the machine. */
  guint64 seed;         /* chooses among moves of equal value */
} IshiRenjuSearchLimits;

typedef struct {
  IshiPoint move;       /* x = -1 when there is no legal move */
  gint      score;      /* from the mover's side; ±ISHI_RENJU_SEARCH_WIN near a forced result */
  guint     depth;      /* the deepest finished iteration */
  guint64   nodes;
} IshiRenjuSearchResult;

#define ISHI_RENJU_SEARCH_WIN 1000000

void ishi_renju_search (const IshiRenjuBoard *board, IshiColor to_move,
                        const IshiRenjuSearchLimits *limits, IshiRenjuSearchResult *result);

/* What the search's shapes say of each empty point for `color` (for the
 * tests, which hold them against the rules core): a stone there makes a
 * five; a four (a five-point in a line through the stone); a straight
 * four; and, for Black, that the point may be forbidden — the rules are
 * asked exactly only at such points, so every forbidden point must be
 * one.  Index y * 15 + x; stones' points are all FALSE. */
typedef struct {
  gboolean five;
  gboolean four;
  gboolean straight_four;
  gboolean maybe_forbidden;
} IshiRenjuSearchPoint;

void ishi_renju_search_judge_board (const IshiRenjuBoard *board, IshiColor color,
                                    IshiRenjuSearchPoint points[ISHI_RENJU_N_POINTS]);

G_END_DECLS
