/* ishi-game-replay.h — a record's nodes played on a position
 * (ishi-game-replay.c), for the game object (ishi-game.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-game.h"

G_BEGIN_DECLS

/* Applies `node` to `position` (its move or its setup, with the rules'
 * verdict in *status) and counts in *steps the rules->undo calls that
 * take back what was applied, also when it fails half-way; with
 * `keep_undo` the position keeps what undo needs. */
gboolean ishi_game_apply_node_counted (const IshiRules *rules,
                                       IshiPosition *position,
                                       const IshiSgfNode *node,
                                       gboolean keep_undo,
                                       guint *move_number,
                                       IshiMoveStatus *status,
                                       guint *steps,
                                       GError **error);

G_END_DECLS
