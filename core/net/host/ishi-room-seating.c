/* ishi-room-seating.c — who sits where: the only code that changes a
 * seat (ishi-room-seating.h).  /join and /leave, the class's pairs, the
 * IGS match, the engine, the opening's swap and the store call down to
 * it; it keeps the rule they all rely on (table->seats[c] == member
 * exactly when member->table == table and member->seat == c) and says
 * each change in one 700 line.  Above the tables (a pair's table is made
 * and its game started here), below all that seats someone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-seating.h"
#include "ishi-room-table.h"

static void
take_seat (RoomTable *table, IshiColor seat, RoomMember *member)
{
  g_return_if_fail (member->table == NULL && table->seats[seat] == NULL);
  table->seats[seat] = member;
  member->table = table;
  member->seat = seat;
}

/* The seat is freed and said free; room.ini is the caller's. */
static void
free_seat (RoomMember *member)
{
  RoomTable *table = member->table;
  IshiColor seat = member->seat;
  g_autofree char *line = NULL;

  if (table == NULL)
    return;
  g_return_if_fail (table->seats[seat] == member);
  table->seats[seat] = NULL;
  member->table = NULL;
  room_member_asks_seat (table->room, member, FALSE);
  line = table_seat_line (table, seat);
  room_broadcast (table->room, ISHI_IGS_ISHI, "%s", line);
}

void
room_seat (RoomTable *table, IshiColor seat, RoomMember *member)
{
  take_seat (table, seat, member);
  member->observing = NULL;
  table_announce_options (table);
  room_state_changed (table->room);
  room_changed (table->room);
}

void
room_unseat (RoomMember *member)
{
  IshiRoom *room = member->table ? member->table->room : NULL;

  if (room == NULL)
    return;
  free_seat (member);
  room_state_changed (room);
  room_changed (room);
}

RoomTable *
room_free_table (IshiRoom *room, gboolean both)
{
  RoomTable *table;

  for (guint i = 0; i < room->tables->len; i++)
    {
      table = g_ptr_array_index (room->tables, i);
      if (!table_playing (table)
          && (table->seats[ISHI_BLACK] == NULL || table->seats[ISHI_WHITE] == NULL)
          && (!both || (table->seats[ISHI_BLACK] == NULL && table->seats[ISHI_WHITE] == NULL)))
        return table;
    }
  if (room->tables->len >= ROOM_MAX_TABLES)
    return NULL;
  table = table_new (room, room->tables->len + 1);
  g_ptr_array_add (room->tables, table);
  return table;
}

void
room_seat_pair (IshiRoom *room, RoomMember *black, RoomMember *white, const TableOptions *options)
{
  RoomTable *table;

  /* Leaving the tables they sat at, alone or together, they go to a free
   * one together. */
  free_seat (black);
  free_seat (white);
  if ((table = room_free_table (room, TRUE)) == NULL)
    {
      room_say_member (black, ROOM_MSG_THERE_WAS_PROBLEM_CREATING_NEW);
      room_say_member (white, ROOM_MSG_THERE_WAS_PROBLEM_CREATING_NEW);
      room_state_changed (room);
      room_changed (room);
      return;
    }
  take_seat (table, ISHI_BLACK, black);
  take_seat (table, ISHI_WHITE, white);
  black->observing = white->observing = NULL;
  table->options = *options;
  room_say_table (table, ROOM_MSG_SIT_TABLE_BLACK, black->name, white->name,
                  table->number, black->name);
  table_announce_options (table);
  table_command_start (room, black);
  room_state_changed (room);
  room_changed (room);
}

void
room_seats_swap (RoomTable *table)
{
  RoomMember *black = table->seats[ISHI_BLACK];
  RoomMember *white = table->seats[ISHI_WHITE];

  table->seats[ISHI_BLACK] = white;
  table->seats[ISHI_WHITE] = black;
  white->seat = ISHI_BLACK;
  black->seat = ISHI_WHITE;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_autofree char *line = table_seat_line (table, c);
      table_broadcast (table, ISHI_IGS_ISHI, "%s", line);
    }
}

void
room_seat_restored (RoomTable *table, IshiColor seat, RoomMember *member)
{
  take_seat (table, seat, member);
}

void
room_seat_say_presence (RoomMember *member)
{
  g_autofree char *line = NULL;

  g_return_if_fail (member->table != NULL);
  line = table_seat_line (member->table, member->seat);
  room_broadcast (member->table->room, ISHI_IGS_ISHI, "%s", line);
}
