/* ishi-room-records.h — nothing lost: a table's record written before what
 * follows it is said, and the room's state in room.ini
 * (ishi-room-records.c).  It reads the room's state; the parts above only
 * mark a change (room_state_changed), and the room saves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"


/* room.ini written now: the room's save_state (ishi-room.c gives it). */
void     room_save (IshiRoom *room);
/* Whether `path` lies inside the records folder (no "..", no other
 * folder): checked before any file of the room is opened. */
gboolean room_path_inside (IshiRoom *room, const char *path);
/* The table's record as it is now is written (in a worker thread); what
 * the table says from now on is held until it is on disk.  After a move
 * (table_commit_move), a record that cannot be written takes the move
 * back: it was never announced. */
void     table_commit (RoomTable *table);
void     table_commit_move (RoomTable *table);
/* Tables whose records could not be written try again (every 2 s). */
void     room_records_tick (IshiRoom *room);
/* Sends a table line now, or holds it while a save is on its way (the
 * table's senders, ishi-room-table.h, all come here). */
void     table_output (RoomTable *table, TableAudience audience, int code, const char *text);
void     table_drop_held (RoomTable *table);
