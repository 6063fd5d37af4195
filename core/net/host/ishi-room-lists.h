/* ishi-room-lists.h — IGS's lists and talk (ishi-room-lists.c): who,
 * userlist, games, all, observe, say, kibitz.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void       room_command_userlist (IshiRoom *room, RoomConn *conn);
void       room_command_who (IshiRoom *room, RoomConn *conn);
void       room_command_games (IshiRoom *room, RoomConn *conn);
void       room_command_all (IshiRoom *room, RoomConn *conn, const char *args);
/* The table of a game number typed by a member, or NULL (and said why). */
RoomTable *room_find_table (IshiRoom *room, RoomConn *conn, const char *args);
void       room_command_observe (IshiRoom *room, RoomConn *conn, const char *args, gboolean observe);
void       room_command_say (IshiRoom *room, RoomConn *conn, const char *args);
void       room_command_kibitz (IshiRoom *room, RoomConn *conn, const char *args);
