/* ishi-room-pupils.h — the class's list of pupils (ishi-room-pupils.c).
 * A pupil who gives the room's code is on it; the teacher adds, renames
 * and removes names (/pupil) and sets Ishi's level for each (/level); the
 * list, with who is here and who plays, goes to every teacher when it
 * changes.  (The list in its order, for room.ini: room_pupils_names in
 * ishi-room-base.h.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void     room_pupils_note (IshiRoom *room, RoomMember *member);
/* `/pupil add|rename|remove …` and `/level NAME N` (the teacher's). */
void     room_pupils_command_pupil (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void     room_pupils_command_level (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
/* Ishi's level for `name` (1 when none was set). */
int      room_pupils_level (IshiRoom *room, const char *name);
/* `name` off the list (and its order); FALSE when it was not on it. */
gboolean room_pupils_drop (IshiRoom *room, const char *name);
/* The whole list to one teacher; to every teacher when it changed. */
void     room_pupils_tell (IshiRoom *room, RoomConn *to);
void     room_pupils_changed (IshiRoom *room);
/* Before a login: "pupils CODE" asks the names of the class (for a
 * shared computer's list). */
void     room_pupils_login_query (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
