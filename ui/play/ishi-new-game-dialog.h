/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ishi-engine-spec.h"
#include "ishi-game.h"
#include "ishi-match.h"
#include "ishi-renju-set.h"

G_BEGIN_DECLS

#define ISHI_TYPE_NEW_GAME_DIALOG (ishi_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (IshiNewGameDialog, ishi_new_game_dialog, ISHI, NEW_GAME_DIALOG, GtkWindow)

/* The choices start from, and are remembered in, `settings`. */
IshiNewGameDialog *ishi_new_game_dialog_new (GtkWindow *parent, GSettings *settings);

/* Who plays, chosen for this game (`black`, `white`: "person" or an
 * engine's id, as the settings keep them; NULL leaves the choice
 * remembered): remembered only if Start is pressed (the start page's Play
 * Ishi and Play a Friend; issue 66). */
void ishi_new_game_dialog_set_players (IshiNewGameDialog *self, const char *black, const char *white);

/* In "done": the new game's controller, with its rule set, players' names
 * and clock (when a time control was chosen), a Renju opening's first
 * stones already played (owned by the dialog: take a reference).  A swap
 * of colours asked about afterwards goes into this game's record. */
IshiMatch *ishi_new_game_dialog_get_match (IshiNewGameDialog *self);
/* In "done": the two-game set (free-opening Renju) the game is game 1 of,
 * or NULL (owned by the dialog: take a reference). */
IshiRenjuSet *ishi_new_game_dialog_get_renju_set (IshiNewGameDialog *self);

/* Who plays `color`: NULL for a person, or the engine chosen (owned by
 * the dialog: copy it).  Engine against engine is allowed. */
const IshiEngineSpec *ishi_new_game_dialog_get_engine (IshiNewGameDialog *self, IshiColor color);

/* signal "done": Start was pressed and the game is made.  The dialog
 * closes itself, after any question about the new game. */

/* The 26 Renju openings as the drop-downs list them ("D1  寒星  Kansei"),
 * in the order of ishi_renju_openings (). */
GListModel *ishi_renju_opening_names_new (void);

G_END_DECLS
