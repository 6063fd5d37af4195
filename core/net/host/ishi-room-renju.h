/* ishi-room-renju.h — Renju's opening as a table reads it (ishi-room-renju.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* `700 opening N CODE`: the opening the first three stones make, for the
 * table to send; NULL before them or in a game without the swap. */
char       *table_opening_line (RoomTable *table);
/* 700 opening (and 700 swap once decided) to `to`. */
void        table_describe_opening (RoomTable *table, RoomMember *to);
/* Why the table's next move must wait (Renju's opening, the swap), or
 * ISHI_ROOM_MSG_NONE. */
IshiRoomMessageId table_opening_wait (RoomTable *table);
