/* ishi-room-renju.h — Renju's opening as a game at a table reads
 * (ishi-room-renju.c).  For a game with the opening and the swap
 * (table_has_swap, ishi-room-base.h); it needs no table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-game.h"
#include "ishi-room-messages.h"

/* `700 opening N CODE`: the opening the first three stones of `game` (at
 * table `number`) make; NULL before them. */
char             *room_opening_line (IshiGame *game, int number);
/* Why the next move must wait (Black chooses the opening, White decides
 * on the swap: `decided`), or ISHI_ROOM_MSG_NONE. */
IshiRoomMessageId room_opening_wait (IshiGame *game, gboolean decided);
