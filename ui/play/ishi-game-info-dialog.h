/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ishi-game.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GAME_INFO_DIALOG (ishi_game_info_dialog_get_type ())
G_DECLARE_FINAL_TYPE (IshiGameInfoDialog, ishi_game_info_dialog, ISHI, GAME_INFO_DIALOG, GtkWindow)

/* Edits the game information of `game` (players, ranks, date, event,
 * place, rules, komi, result); the changes go into the record on Apply. */
GtkWindow *ishi_game_info_dialog_new (GtkWindow *parent, IshiGame *game);

G_END_DECLS
