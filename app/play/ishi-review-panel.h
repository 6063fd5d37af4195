/* ishi-review-panel.h — beside the board while reviewing: the move number,
 * the variations at this node, the node's name and comment, and the tabs
 * of the game tree, the moves (coloured by their loss in an analysed game)
 * and each side's biggest mistakes (ishi-mistakes-view.h).
 *
 * A view of an IshiMatch: it follows the match's "changed" signal, moves
 * through the record with the match's navigation and writes what is typed
 * into the current node.  Its buttons use the play page's actions
 * (play.first, play.delete-variation, ...: ishi-play-page.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-match.h"
#include "ishi-mistakes-view.h"

G_BEGIN_DECLS

#define ISHI_TYPE_REVIEW_PANEL (ishi_review_panel_get_type ())
G_DECLARE_FINAL_TYPE (IshiReviewPanel, ishi_review_panel, ISHI, REVIEW_PANEL, GtkBox)

void ishi_review_panel_set_match (IshiReviewPanel *self, IshiMatch *match);
/* Puts the keyboard focus on the move number (Go to Move). */
void ishi_review_panel_focus_move (IshiReviewPanel *self);
/* Goes to the next (direction > 0) or previous of the mistakes listed in
 * the Mistakes tab, in the order of the game; FALSE when there is none. */
gboolean ishi_review_panel_step_mistake (IshiReviewPanel *self, int direction);
/* The Mistakes tab (for tests). */
IshiMistakesView *ishi_review_panel_get_mistakes_view (IshiReviewPanel *self);

G_END_DECLS
