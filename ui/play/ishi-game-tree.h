/* ishi-game-tree.h — the whole tree of a record, drawn as Sabaki and GoGui
 * draw it: a column for each move number, the main line on the top row,
 * each variation on a row of its own joined to the move it branches from.
 * The current node is ringed and kept in view; a click on a node emits
 * "node-activated" with it, and so do the arrow keys with the focus on
 * the tree (Left, Right: back and on along the line; Up, Down: the
 * previous and next variation; Home, End: the start, the line's end).
 *
 * The widget is GtkScrollable (put it in a GtkScrolledWindow) and draws
 * only what is in view, so a record with 100,000 variations at one node
 * lays out in one pass over its nodes and scrolls like a short one.
 *
 * It knows the record, not the rules: a node's colour is its B or W.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-sgf.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GAME_TREE (ishi_game_tree_get_type ())
G_DECLARE_FINAL_TYPE (IshiGameTree, ishi_game_tree, ISHI, GAME_TREE, GtkWidget)

GtkWidget *ishi_game_tree_new (void);
/* Lays out the tree under `root` again (after the record changed); NULL
 * empties the view.  The nodes must outlive the next call. */
void       ishi_game_tree_set_root    (IshiGameTree *self, IshiSgfNode *root);
/* Rings `node` and scrolls it into view. */
void       ishi_game_tree_set_current (IshiGameTree *self, IshiSgfNode *node);

/* The layout, for tests: rows and columns in all, and where a node is
 * (FALSE when it is not in the tree). */
guint      ishi_game_tree_get_n_rows     (IshiGameTree *self);
guint      ishi_game_tree_get_n_columns  (IshiGameTree *self);
gboolean   ishi_game_tree_get_cell       (IshiGameTree *self, IshiSgfNode *node,
                                          guint *column, guint *row);
/* The node drawn at widget coordinates (x, y), or NULL. */
IshiSgfNode *ishi_game_tree_node_at      (IshiGameTree *self, double x, double y);

G_END_DECLS
