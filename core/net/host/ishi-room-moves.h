/* ishi-room-moves.h — a table's game told in IGS's lines
 * (ishi-room-moves.c).  Below the table, which calls it and sends the
 * lines it returns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* The whole game to one member: the options, the seats, every move. */
void table_send_game (RoomTable *table, RoomMember *member);
/* The lines of the move just played, for the table (its game header,
 * then the move); none when the game's node is no move.  Free with
 * g_ptr_array_unref. */
GPtrArray *table_move_lines (RoomTable *table);
/* The stones marked dead and what each side counts with them (`700 dead`,
 * `700 count`); none when the game is not being counted. */
GPtrArray *table_dead_lines (RoomTable *table);
