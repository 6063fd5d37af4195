/* ishi-room-commands.h — the table of the commands (ishi-room-commands.c):
 * who may use each, and the one dispatcher that checks it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* A line of a logged-in connection, read and answered. */
void     room_command_line (IshiRoom *room, RoomConn *conn, const char *line);
/* A line at the Login: prompt that is a command, not a name (`pupils
 * CODE`): TRUE when it was one (and it was answered). */
gboolean room_command_before_login (IshiRoom *room, RoomConn *conn, const char *line);
/* Who the member is (token, room, code, teacher), at login and when
 * client mode is set. */
void     room_send_identity (IshiRoom *room, RoomConn *conn);
