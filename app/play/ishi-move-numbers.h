/* ishi-move-numbers.h — the numbers on the stones of the Play page: off,
 * the last N moves, or every move from a chosen one (the settings
 * move-numbers — renju-move-numbers in Renju —, move-numbers-last and
 * move-numbers-from; View menu and
 * Preferences › Board), numbered as a printed figure of the same moves
 * numbers them (ishi_figure_number_model).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-board-render.h"
#include "ishi-game.h"

G_BEGIN_DECLS

/* The setting that says how `game` is numbered: "renju-move-numbers" for
 * Renju (on from the first move by default: its players read a game by
 * its numbers), "move-numbers" for Go (off by default). */
const char *ishi_move_numbers_key (IshiGame *game);
/* TRUE when the settings put numbers on the stones of `game`: the model
 * must then be made with ISHI_GAME_MODEL_MOVE_NUMBERS. */
gboolean ishi_move_numbers_shown (GSettings *settings, IshiGame *game);
/* The first move numbered at the game's current node: 1 or the chosen
 * move, or for the last N moves the move N − 1 before the current one;
 * 0 when numbers are off. */
guint    ishi_move_numbers_first (GSettings *settings, IshiGame *game);
/* Numbers `model` (the game's position, made with
 * ISHI_GAME_MODEL_MOVE_NUMBERS) as the settings say.  Returns the notes a
 * figure of those moves prints under it, as one line ("10 at 4 · 12, 18
 * at 6"), or NULL when there are none. */
char    *ishi_move_numbers_apply (GSettings *settings, IshiGame *game, IshiBoardModel *model);

G_END_DECLS
