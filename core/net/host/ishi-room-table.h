/* ishi-room-table.h — the tables: the game refereed by an IshiMatch, its
 * end, the score (ishi-room-table.c).  Below the seats, the opening's
 * commands, the class and the engine, which call it; it calls none of
 * them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

RoomTable *table_new (IshiRoom *room, int number);
void       table_free (RoomTable *table);
void       table_defaults (IshiRoom *room, TableOptions *options);
void       table_command_start (IshiRoom *room, RoomMember *member);
void       table_command_move (IshiRoom *room, RoomMember *member, const char *point);
void       table_command_undo (IshiRoom *room, RoomMember *member);
void       table_command_done (IshiRoom *room, RoomMember *member);
void       table_command_continue (IshiRoom *room, RoomMember *member);
void       table_command_resign (IshiRoom *room, RoomMember *member);
IshiColor  table_to_move (RoomTable *table);
/* Plays a move for `color` (its player must be asked), saves it, then
 * announces it. */
IshiMoveStatus table_play_for (RoomTable *table, IshiColor color, int x, int y);
/* Builds the match of a game read back (ishi-room-store.c). */
gboolean   table_resume_game (RoomTable *table, IshiGame *game, GError **error);
