/* ishi-room-engine.h — Ishi's engine at a table (ishi-room-engine.c), a
 * member of the room without a connection.  `/engine` seats it against a
 * pupil at her level; it thinks (in the host's engine player, a worker
 * thread) when it is to move, accepts the count, and leaves a table where
 * nobody plays it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void room_command_engine (IshiRoom *room, RoomConn *conn, const char *args);
/* The engine of `member` (a new member of the room), at `level`. */
void room_engine_attach (IshiRoom *room, RoomMember *member, int level);
void room_engine_free (RoomEngine *engine);
/* Looks at the engines' tables soon (on the main loop, not inside the
 * change that called it). */
void room_engines_schedule (IshiRoom *room);
