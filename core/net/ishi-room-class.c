/* ishi-room-class.c — a class: a room with a teacher.
 *
 * A class is a room whose host gave it a teacher's code besides the
 * room's.  `/teacher CODE` makes a member the teacher: she watches every
 * table at once (its moves come to her as to an observer), and only she
 * may pause the class: `/pause [TEXT]` stops every clock, refuses every
 * move and tells every screen to cover its board ("700 pause [TEXT]");
 * `/resume` gives the games back ("700 resume").  A pupil who comes in,
 * or back, while the class is paused learns it at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-private.h"

#include <string.h>

#include "ishi-igs.h"

gboolean
room_member_watches (RoomMember *member, RoomTable *table)
{
  return member->table == table || member->observing == table || member->teacher;
}

void
room_command_teacher (IshiRoom *room, RoomConn *conn, const char *args)
{
  RoomMember *member = conn->member;

  if (room->teacher_code == NULL)
    {
      room_send (conn, ISHI_IGS_ERROR, "This room is no class: it has no teacher.");
      return;
    }
  if (args == NULL || strcmp (args, room->teacher_code) != 0)
    {
      room_send (conn, ISHI_IGS_ERROR, "That is not the teacher's code.");
      return;
    }
  if (member->table)
    {
      room_send (conn, ISHI_IGS_ERROR, "The teacher does not sit at a table: /leave first.");
      return;
    }
  member->teacher = TRUE;
  member->observing = NULL;
  room_send (conn, ISHI_IGS_ISHI, "teacher");
  /* Every table's game so far, as an observer gets it. */
  for (guint i = 0; i < room->tables->len; i++)
    {
      RoomTable *table = g_ptr_array_index (room->tables, i);
      if (table->match)
        table_send_game (table, member);
    }
  room_changed (room);
}

void
room_command_pause (IshiRoom *room, RoomConn *conn, const char *args, gboolean pause)
{
  if (!conn->member->teacher)
    {
      room_send (conn, ISHI_IGS_ERROR, "Only the teacher may pause or resume the class.");
      return;
    }
  if (room->class_paused == pause)
    return;
  room->class_paused = pause;
  g_free (room->pause_text);
  room->pause_text = g_strdup (pause && args ? args : "");
  for (guint i = 0; i < room->tables->len; i++)
    table_update_pause (g_ptr_array_index (room->tables, i));
  if (pause)
    room_broadcast (room, ISHI_IGS_ISHI, "pause%s%s", *room->pause_text ? " " : "", room->pause_text);
  else
    room_broadcast (room, ISHI_IGS_ISHI, "resume");
  room_changed (room);
}

void
room_class_send_state (IshiRoom *room, RoomConn *conn)
{
  if (room->class_paused)
    room_send (conn, ISHI_IGS_ISHI, "pause%s%s", *room->pause_text ? " " : "", room->pause_text);
}

const char *
ishi_room_get_teacher_code (IshiRoom *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), NULL);
  return self->teacher_code;
}

gboolean
ishi_room_get_class_paused (IshiRoom *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), FALSE);
  return self->class_paused;
}
