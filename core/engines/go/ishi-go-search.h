/* ishi-go-search.h — the tree of Ishi's Go engine: selection by UCT with
 * RAVE, expansion, and the backup of each playout's result.  It knows the
 * game only through ishi-go-game.h.  One tree per worker thread.
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-game.h"

G_BEGIN_DECLS

typedef struct {
  int move;           /* ISHI_GO_MOVE_*, or y * size + x */
  guint visits;
  double value;       /* sum of results for the side to move at the root */
  double score;       /* sum of the playouts' margins, Black's, in points
                       * (by the game's count, komi included) */
} IshiGoRootStat;

typedef struct _IshiGoTree IshiGoTree;

IshiGoTree *ishi_go_tree_new  (const IshiGoGame *game, const IshiGoBoard *root, guint64 seed);
void        ishi_go_tree_free (IshiGoTree *tree);

/* The two moves that led to the root (ISHI_GO_MOVE_* or a point; -1 when
 * unknown), for the priors and the playouts' answers to them. */
void ishi_go_tree_set_last_moves (IshiGoTree *tree, int last, int last2);
/* Stop a run with a number of playouts as soon as the most visited move at
 * the root can no longer be overtaken in the playouts left: the move
 * chosen by visits is the same, sooner.  Off by default. */
void ishi_go_tree_set_early_stop (IshiGoTree *tree, gboolean early_stop);
/* The game's knowledge as priors of new moves (ishi-go-policy.h); on by
 * default. */
void ishi_go_tree_set_priors (IshiGoTree *tree, gboolean priors);

/* Late in a game under territory counting: two thirds of the board's
 * points or more hold stones (on 19×19 from move 260 or so; at half, from
 * move 200, the middle game was still on, and the pass's share of the
 * playouts was taken from its fights).  The root's pass then has its own
 * share of the playouts (ishi-go-search.c), and the engine weighs it by
 * the count (ishi-go-engine.c). */
gboolean ishi_go_tree_late_territory (const IshiGoGame *game, const IshiGoBoard *board);

/* Playouts until `max_playouts` (0: no limit), the monotonic time
 * `deadline` (0: none) or *stop becomes non-zero.  Returns the playouts
 * played. */
guint ishi_go_tree_run (IshiGoTree *tree, guint max_playouts, gint64 deadline,
                        const gint *stop);

/* Moves the root down the tree along `moves` (ISHI_GO_MOVE_* or points)
 * to the node of `board`, keeping what was learnt below it, so that the
 * next search goes on from there.  FALSE, the tree no longer usable, when
 * a move is not in the tree or its position is not `board`'s. */
gboolean ishi_go_tree_advance (IshiGoTree *tree, const IshiGoBoard *board, const int *moves,
                               int n_moves);
/* The playouts through the root so far. */
guint ishi_go_tree_visits (IshiGoTree *tree);

/* The root's children (IshiGoRootStat), in move order. */
GArray *ishi_go_tree_root_stats (IshiGoTree *tree);

/* Count who owns each point at the end of the tree's playouts from now
 * on; ishi_go_tree_owned then gives the counts (Black's, White's; size²
 * each), NULL before. */
void ishi_go_tree_count_owners (IshiGoTree *tree);
const guint32 *ishi_go_tree_owned (IshiGoTree *tree, IshiColor color);

G_END_DECLS
