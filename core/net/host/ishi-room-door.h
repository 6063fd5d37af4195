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
/* A guest: logged in without the room's code (nor the teacher's, nor
 * the code given at the login). */
gboolean room_conn_guest (RoomConn *conn);
/* A new name logs in (a guest, unless it gave the code at the login):
 * whether there is a place for it, made by letting the oldest guest of
 * the address that holds the most go if need be; if not, it is told and
 * closed. */
gboolean room_door_guest_place (IshiRoom *room, RoomConn *conn);
/* Out of descriptors: the oldest silent connection at the door, or the
 * oldest guest, of the address that holds the most goes.  TRUE: one went. */
gboolean room_door_make_room (IshiRoom *room, const char *address);
/* Whether the member's chat line goes out now: within her budget and the
 * room's (ishi-room-gate.h); if not, she is told (once a second). */
gboolean room_door_talk (IshiRoom *room, RoomConn *conn);
/* `/code CODE` from a guest whose network (IPv6 /64) waits after many
 * wrong codes while her own address does not: a right code makes her
 * wait for the teacher to let her in (`700 knock NAME` to the teachers),
 * a wrong one is counted; she is told the same either way.  FALSE when
 * her network does not wait (the code is checked as ever). */
gboolean room_door_knock (IshiRoom *room, RoomConn *conn, const char *code);
/* `pupils CODE` at the login from such a network: no names, the same
 * words as above (and a wrong code counted); FALSE when its network does
 * not wait. */
gboolean room_door_names_waiting (IshiRoom *room, RoomConn *conn, const char *code);
/* Counted for the host's log of the minute, with the connection's address. */
void     room_door_note (IshiRoom *room, RoomConn *conn, const char *what);
/* Whether the connection may try a secret now; if not, it is told how
 * long to wait (and closed, at the login).  A wrong one is counted. */
gboolean room_door_may_try (IshiRoom *room, RoomConn *conn);
void     room_door_wrong (IshiRoom *room, RoomConn *conn, const char *what);
/* Says the message (ROOM_MSG_X and its arguments, as room_say; ROOM_MSG_NONE:
 * nothing) and closes the connection. */
void     room_conn_close (IshiRoom *room, RoomConn *conn, IshiRoomMessageId said, const char *types, ...)
  G_GNUC_PRINTF (4, 5);
