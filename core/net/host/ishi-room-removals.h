/* ishi-room-removals.h — the count in IGS's removal lines
 * (ishi-room-removals.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-game.h"

/* IGS's removal lines (`Game N NAME is removing @ P`, code 49) of game
 * `number` (a room of `room_game`, "go") for the stones whose dead mark
 * differs between `was` (NULL: none) and `now`, one for each string, the
 * one at `first` (or -1) first, said as removed by `name`; for the table
 * or a member to be sent (free with g_ptr_array_unref).  It reads a game
 * and knows no table. */
GPtrArray *room_removal_lines (IshiGame *game, const char *room_game, int number, const guint8 *was,
                               const guint8 *now, int first, const char *name);
