/* ishi-set-bar.h — the bar above the board during a two-game set of
 * free-opening Renju (renju-rules.ja.txt, 自由打ち: 黒番・白番２局セット).
 *
 * It shows which game of the set is being played and who has which
 * colour; when a game is over, the button that goes on: "Play Game 2"
 * (the result is recorded in the set and game 2's match made, the colours
 * exchanged) or "Finish the Set", after which the bar shows the set's
 * result.  It knows no rules: the set and the matches are core objects.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-match.h"
#include "ishi-renju-set.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SET_BAR (ishi_set_bar_get_type ())
G_DECLARE_FINAL_TYPE (IshiSetBar, ishi_set_bar, ISHI, SET_BAR, GtkBox)

/* A set begins with `match` as its game 1; NULL `set` hides the bar. */
void       ishi_set_bar_start (IshiSetBar *self, IshiRenjuSet *set, IshiMatch *match);
/* The window shows `match` now: the set's next game goes on; any other
 * game leaves the set, and the bar hides. */
void       ishi_set_bar_follow (IshiSetBar *self, IshiMatch *match);
/* After "next-game": game 2's match, for the window to show. */
IshiMatch *ishi_set_bar_get_next (IshiSetBar *self);

/* Signal "next-game": the players asked for game 2 (its match is
 * ishi_set_bar_get_next()). */

G_END_DECLS
