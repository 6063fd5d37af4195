/* ishi-room-door.h — the limits of ishi-room-gate.h that every connection
 * meets (ishi-room-door.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* A new connection is greeted, made to wait, or closed. */
void     room_door_attach (IshiRoom *room, RoomConn *conn);
/* Whether a line the connection sent is to be read (not dropped for the
 * rate; the connection not closed for a flood, nor waiting). */
gboolean room_door_line (IshiRoom *room, RoomConn *conn);
/* `conn` has left the prompt (logged in, or closing): one of its
 * address's waiting connections is greeted. */
void     room_door_advance (IshiRoom *room, RoomConn *conn);
/* Connections that have not logged in in time are closed. */
void     room_door_tick (IshiRoom *room);
/* Whether the room has all the logged-in connections it takes. */
gboolean room_door_full (IshiRoom *room);
/* Whether the connection may try a secret now; if not, it is told how
 * long to wait (and closed, at the login).  A wrong one is counted. */
gboolean room_door_may_try (IshiRoom *room, RoomConn *conn);
void     room_door_wrong (IshiRoom *room, RoomConn *conn, const char *what);
/* Says `text` (NULL: nothing) and closes the connection. */
void     room_conn_close (IshiRoom *room, RoomConn *conn, const char *text);
