/* ishi-room-seating.h — who sits where (ishi-room-seating.c): the only
 * code that changes a seat.  A table's seat and its member's table and
 * seat always agree, and each change is said to the room as it is made
 * (IGS's 700 `seat` lines; the humans' words are the callers').
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* Seats `member`, who holds no seat, at `seat` of `table`, a free seat:
 * she watches no other table; every member is told how the table now
 * stands, and room.ini is written. */
void room_seat (RoomTable *table, IshiColor seat, RoomMember *member);
/* The first table not playing with a free seat (both free: `both`), a
 * new one if none is; NULL: the room has all the tables it may. */
RoomTable *room_free_table (IshiRoom *room, gboolean both);
/* Frees the seat `member` holds (none: nothing): everyone is told, and
 * room.ini is written. */
void room_unseat (RoomMember *member);
/* The two leave the tables they hold and sit together at one whose
 * seats are both free (a new one if need be), with these options; the
 * game starts. */
void room_seat_pair (IshiRoom *room, RoomMember *black, RoomMember *white, const TableOptions *options);
/* Black and White change seats (renju-rif's swap), said behind the
 * table's saves (the record is committed first). */
void room_seats_swap (RoomTable *table);
/* A seat read back after a crash (ishi-room-store.c): nobody is in yet
 * to be told. */
void room_seat_restored (RoomTable *table, IshiColor seat, RoomMember *member);
/* The seated member's connection went or came back: the 700 line that
 * says her seat, marked away or not, to everyone. */
void room_seat_say_presence (RoomMember *member);
