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
} IshiGoRootStat;

typedef struct _IshiGoTree IshiGoTree;

IshiGoTree *ishi_go_tree_new  (const IshiGoGame *game, const IshiGoBoard *root, guint64 seed);
void        ishi_go_tree_free (IshiGoTree *tree);

/* Playouts until `max_playouts` (0: no limit), the monotonic time
 * `deadline` (0: none) or *stop becomes non-zero.  Returns the playouts
 * played. */
guint ishi_go_tree_run (IshiGoTree *tree, guint max_playouts, gint64 deadline,
                        const gint *stop);

/* The root's children (IshiGoRootStat), in move order. */
GArray *ishi_go_tree_root_stats (IshiGoTree *tree);

/* Count who owns each point at the end of the tree's playouts from now
 * on; ishi_go_tree_owned then gives the counts (Black's, White's; size²
 * each), NULL before. */
void ishi_go_tree_count_owners (IshiGoTree *tree);
const guint32 *ishi_go_tree_owned (IshiGoTree *tree, IshiColor color);

G_END_DECLS
