/* ishi-room-moves.h — a table's game told in IGS's lines
 * (ishi-room-moves.c).  Below the table, which calls it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* The whole game to one member: the options, the seats, every move. */
void table_send_game (RoomTable *table, RoomMember *member);
/* The move just played, to the table (its game header, then the move). */
void table_announce_move (RoomTable *table);
/* The stones marked dead and what each side counts with them, to `to`,
 * or to the table when NULL. */
void table_announce_dead (RoomTable *table, RoomMember *to);
