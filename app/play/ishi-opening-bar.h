/* ishi-opening-bar.h — the choices of Renju's opening rules, above the
 * board: White's choice after the opening under 珠型交代打ち
 * (renju-rules.ja.txt, 第3章 (2) ②: the player holding White looks at the
 * opening and decides whether to exchange colours or to keep White), and
 * every step of the rules of stronger players (ishi-renju-opening.h).
 *
 * When a new game under the RIF opening has its three stones on the
 * board, the bar above the board shows White's choice: an engine holding
 * White decides at once (ishi_renju_engine_decide_swap) and the bar says
 * why in its words; a person holding White is offered "Swap Colours" and
 * "Keep White" — a bar, not a question that blocks the window: playing
 * White 4 keeps White too.  The choice is written into the record (a
 * comment on move 3; after a swap PB and PW change places), and "swap"
 * tells the window to exchange the players.  It knows no rules: the
 * opening and the decision are core's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-render.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_OPENING_BAR (ishi_opening_bar_get_type ())
G_DECLARE_FINAL_TYPE (IshiOpeningBar, ishi_opening_bar, ISHI, OPENING_BAR, GtkBox)

/* A new game: White chooses if `match` is under the RIF opening with only
 * its three stones on the board; otherwise the bar hides.  Called once the
 * match's players are set (an engine holding White decides here). */
void ishi_opening_bar_start  (IshiOpeningBar *self, IshiMatch *match);
/* The window shows `match` now: another game hides the bar, and a game
 * under the RIF rule with fifth moves, Soosõrv-8 or Taraguchi-10 shows
 * its opening's steps as they come.  For each step a person takes the
 * bar asks in words and offers the buttons (swap or keep, the number of
 * fifth moves, Taraguchi's way to the fifth move, the offer to keep);
 * offers and the one kept are also clicks on the board.  An engine's
 * step is its own (the match asks it); the bar says what it chose. */
void ishi_opening_bar_follow (IshiOpeningBar *self, IshiMatch *match);

/* The fifth moves offered, on a board model of `match` (may be NULL):
 * a lettered ghost stone for a lone offer (two or more are the record's
 * variations, lettered already). */
void ishi_opening_bar_decorate (IshiMatch *match, IshiBoardModel *model);

/* Signal "swap": White took Black after 珠型交代打ち; the record already
 * says so, and the window exchanges the players.  (A swap of the rules
 * of stronger players is the match's: "colours-exchanged".) */

G_END_DECLS
