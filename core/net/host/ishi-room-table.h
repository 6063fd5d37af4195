/* ishi-room-table.h — the tables: the game refereed by an IshiMatch, its
 * end, the score, and what the table says (ishi-room-table.c).  Below
 * the seats, the opening's commands, the class and the engine, which call
 * it; it calls none of them.  The parts below it (moves, removals, Renju's
 * opening) return their lines for it to send.
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
/* What the table says, held behind its saves (table_output,
 * ishi-room-records.h): to the table's players and observers
 * (table_send), to the whole room (table_broadcast), to an audience; and
 * the same for the catalogue's messages by name (ROOM_MSG_X, as room_say
 * in ishi-room-base.h). */
void       table_send (RoomTable *table, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void       table_broadcast (RoomTable *table, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void       table_send_to (RoomTable *table, TableAudience audience, int code, const char *format, ...)
  G_GNUC_PRINTF (4, 5);
void       table_say (RoomTable *table, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
void       table_say_all (RoomTable *table, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
void       table_say_to (RoomTable *table, TableAudience audience, IshiRoomMessageId id, const char *types, ...)
  G_GNUC_PRINTF (4, 5);
/* Builds the match of a game read back (ishi-room-store.c). */
gboolean   table_resume_game (RoomTable *table, IshiGame *game, GError **error);
