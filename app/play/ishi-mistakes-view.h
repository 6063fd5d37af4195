/* ishi-mistakes-view.h — the review panel's Mistakes tab (issue 76): each
 * side's biggest mistakes of an analysed game, biggest first — the move,
 * the points lost, the better move and, where Ishi's readers know it, why
 * in words (ishi-review.h), read at the reading grade set for the lessons
 * (Preferences: readings over the kanji a child has not learnt yet).  A
 * click or Enter on one goes to it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-game.h"
#include "ishi-review.h"

G_BEGIN_DECLS

#define ISHI_TYPE_MISTAKES_VIEW (ishi_mistakes_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiMistakesView, ishi_mistakes_view, ISHI, MISTAKES_VIEW, GtkWidget)

GtkWidget *ishi_mistakes_view_new (void);
/* The mistakes of `review` (NULL: none; the game not analysed) of `game`. */
void       ishi_mistakes_view_set_review (IshiMistakesView *self, IshiGame *game, const IshiReview *review);
/* The mistakes listed, in the order of the game (nodes of the record). */
GPtrArray *ishi_mistakes_view_get_nodes (IshiMistakesView *self);
/* The text of row `index` (title and detail), for tests and screen readers. */
char      *ishi_mistakes_view_get_text (IshiMistakesView *self, guint index);
guint      ishi_mistakes_view_get_n_rows (IshiMistakesView *self);
/* What a click on row `index` does (for tests). */
void       ishi_mistakes_view_activate (IshiMistakesView *self, guint index);

/* Signals:
 *   "mistake-activated" (gpointer node)  a row was clicked or chosen with
 *                                        Enter: the game goes to its move. */

G_END_DECLS
