/* ishi-room-pupils.c — a class's list of pupils, kept by the room.
 *
 * The list is what a computer the class shares shows at start-up, for a
 * pupil to pick her name from (no passwords: the room's code on the
 * projector is the key), and what the teacher sees and corrects.  A pupil
 * who gives the room's code is on it; the teacher adds a name before the
 * class, renames one typed wrong, removes one and puts one in its place
 * (`/pupil add NAME`, `/pupil rename OLD NEW`, `/pupil remove NAME`,
 * `/pupil move NAME N`): the list keeps the order the names came in, as
 * the teacher's register does, and sets the level of
 * Ishi's engine for each (`/level NAME N`: what `/engine` plays her at,
 * 1 until she sets it).  A name is renamed or removed only while nobody
 * of that name is in the room or keeps a seat: the room's member would
 * keep the old name.
 *
 * Every teacher is told the list when it changes ("700 roster COUNT", then
 * "700 pupil NAME here|seated|playing|away LEVEL" for each, by name), and of a
 * rename ("700 renamed OLD NEW", for her record of progress); a pupil is
 * told her own level ("700 level N").  The list is saved in room.ini
 * (ishi-room-records.c), across restarts of the host.
 *
 * Before logging in, the line `pupils CODE` at the Login: prompt asks the
 * names: one "700 pupil NAME" each, then "700 pupil-in-use NAME" for each
 * name someone holds now in the room, then "700 pupils-end", and Login:
 * again.  A name that keeps a seat while its pupil is away is not in use:
 * the computer that has its token comes back with it, and another one is
 * told that her teacher is asked (ishi-room.c, login_password).  Without
 * the room's code, nothing but the refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-pupils.h"
#include "ishi-room-door.h"

#include <string.h>

#include "ishi-igs.h"
#include "ishi-secret.h"

/* Ishi's engine's levels (ISHI_GO_ENGINE_MIN_LEVEL..MAX_LEVEL of
 * ishi-go-engine.h, which this layer does not include). */
#define LEVEL_MIN 1
#define LEVEL_MAX 10

int
room_pupils_level (IshiRoom *room, const char *name)
{
  gpointer level = g_hash_table_lookup (room->roster, name);

  return level ? GPOINTER_TO_INT (level) : LEVEL_MIN;
}

/* Puts `name` last in the class's order (once). */
static void
order_append (IshiRoom *room, const char *name)
{
  for (guint i = 0; i < room->roster_order->len; i++)
    if (ishi_room_name_equal (room->roster_order->pdata[i], name))
      return;
  g_ptr_array_add (room->roster_order, g_strdup (name));
}

void
room_pupils_note (IshiRoom *room, RoomMember *member)
{
  if (room->teacher_code == NULL || member->teacher || member->engine)
    return;
  if (!g_hash_table_contains (room->roster, member->name))
    {
      g_hash_table_insert (room->roster, g_strdup (member->name), GINT_TO_POINTER (LEVEL_MIN));
      order_append (room, member->name);
      room_state_changed (room);
    }
  room_send_member (member, ISHI_IGS_ISHI, "level %d", room_pupils_level (room, member->name));
}

gboolean
room_pupils_drop (IshiRoom *room, const char *name)
{
  for (guint i = room->roster_order->len; i-- > 0;)
    if (ishi_room_name_equal (room->roster_order->pdata[i], name))
      g_ptr_array_remove_index (room->roster_order, i);
  return g_hash_table_remove (room->roster, name);
}

static GPtrArray *
names (IshiRoom *room)
{
  return room_pupils_names (room);
}

/* "NAME STATE LEVEL" lines, one a pupil. */
static char *
roster_text (IshiRoom *room)
{
  g_autoptr (GPtrArray) list = names (room);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < list->len; i++)
    {
      RoomMember *m = g_hash_table_lookup (room->members, list->pdata[i]);
      /* Seated at a table whose game is not on (over, or not begun): not
       * a pupil who has not played yet (issue 65, 4). */
      const char *state = m == NULL || m->conn == NULL ? "away"
                          : m->table && table_playing (m->table) ? "playing"
                          : m->table ? "seated" : "here";
      g_string_append_printf (text, "%s %s %d\n", (char *) list->pdata[i], state,
                              room_pupils_level (room, list->pdata[i]));
    }
  return g_string_free (text, FALSE);
}

/* The list as `text` ("NAME STATE LEVEL" lines) to one teacher's
 * connection, or to every teacher (`conn` NULL). */
static void
tell_text (IshiRoom *room, RoomConn *conn, const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);

  if (n > 0 && *lines[n - 1] == '\0')
    n--;   /* the text ends with a newline */
  if (conn)
    room_send (conn, ISHI_IGS_ISHI, "roster %u", n);
  else
    room_send_teachers (room, ISHI_IGS_ISHI, "roster %u", n);
  for (guint i = 0; i < n; i++)
    if (conn)
      room_send (conn, ISHI_IGS_ISHI, "pupil %s", lines[i]);
    else
      room_send_teachers (room, ISHI_IGS_ISHI, "pupil %s", lines[i]);
}

void
room_pupils_tell (IshiRoom *room, RoomConn *to)
{
  g_autofree char *text = roster_text (room);

  tell_text (room, to, text);
}

void
room_pupils_changed (IshiRoom *room)
{
  g_autofree char *text = NULL;

  if (room->teacher_code == NULL)
    return;
  text = roster_text (room);
  if (g_strcmp0 (text, room->roster_told) == 0)
    return;
  g_free (room->roster_told);
  room->roster_told = g_strdup (text);
  tell_text (room, NULL, text);
}

void
room_pupils_login_query (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_autofree char *code = g_strstrip (g_strdup (args));

  if (room->teacher_code == NULL)
    room_say_answer (conn, ROOM_MSG_NO_CLASS_NO_LIST);
  else if (room_door_names_waiting (room, conn, code))
    return;
  else if (!room_door_may_try (room, conn))
    return;
  else if (!ishi_secret_equal (code, room->code))
    {
      room_door_wrong (room, conn, "room code");
      room_say_answer (conn, ROOM_MSG_WRONG_ROOM_CODE);
    }
  else
    {
      g_autoptr (GPtrArray) list = names (room);

      /* It knows the code: the class's, never a guest (ishi-room-door.c). */
      conn->vouched = TRUE;
      for (guint i = 0; i < list->len; i++)
        {
          g_autofree char *text = g_strdup_printf ("%d pupil %s\n", ISHI_IGS_ISHI, (char *) list->pdata[i]);
          room_send_text (conn, text);
        }
      /* The names someone holds now in the room, which another computer
       * cannot log in with.  One whose pupil is away from her seat may
       * be chosen: her own computer comes back with its token, another
       * asks her teacher (a tablet that lost its token, a pupil moved). */
      for (guint i = 0; i < list->len; i++)
        {
          RoomMember *m = g_hash_table_lookup (room->members, list->pdata[i]);

          if (m && (m->conn || m->engine))
            {
              g_autofree char *text = g_strdup_printf ("%d pupil-in-use %s\n", ISHI_IGS_ISHI, (char *) list->pdata[i]);
              room_send_text (conn, text);
            }
        }
      /* The pupils' grade: the shared computer's list reads its kanji. */
      if (room->class_grade)
        {
          g_autofree char *text = g_strdup_printf ("%d grade %d\n", ISHI_IGS_ISHI, room->class_grade);
          room_send_text (conn, text);
        }
      room_send_text (conn, "700 pupils-end\n");
    }
  room_send_text (conn, "Login: ");
}

static void
list_changed (IshiRoom *room)
{
  room_state_changed (room);
  room_changed (room);
}

static void
rename_pupil (IshiRoom *room, RoomConn *conn, const char *typed_old, const char *typed_new)
{
  gpointer stored = NULL, level = NULL;
  IshiRoomMessageId why = ISHI_ROOM_MSG_NONE;
  g_autofree char *new = ishi_room_name_take (typed_new, &why);
  g_autofree char *old = NULL;
  double *points;

  if (!g_hash_table_lookup_extended (room->roster, typed_old, &stored, &level))
    room_say (conn, ROOM_MSG_NOT_ON_CLASS_LIST, typed_old);
  else if (new == NULL)
    room_say_id (conn, why);
  else if (!ishi_room_name_equal (new, stored)
           && (g_hash_table_contains (room->roster, new) || g_hash_table_contains (room->members, new)))
    room_say (conn, ROOM_MSG_NAME_CLASS_ALREADY, new);
  else if (g_hash_table_contains (room->members, stored))
    room_say (conn, ROOM_MSG_ROOM_OR_KEEPS_SEAT_RENAME,
               (char *) stored);
  else
    {
      /* The name as the list had it (a rename may change only its case). */
      old = g_strdup (stored);
      g_hash_table_remove (room->roster, old);
      g_hash_table_insert (room->roster, g_strdup (new), level);
      /* In her place in the class's order. */
      for (guint i = 0; i < room->roster_order->len; i++)
        if (ishi_room_name_equal (room->roster_order->pdata[i], old))
          {
            g_free (room->roster_order->pdata[i]);
            room->roster_order->pdata[i] = g_strdup (new);
          }
      /* Her points in the score list (the pairing by level) go with her. */
      if (g_hash_table_steal_extended (room->scores, old, NULL, (gpointer *) &points))
        g_hash_table_insert (room->scores, g_strdup (new), points);
      room_send_teachers (room, ISHI_IGS_ISHI, "renamed %s %s", old, new);
      room_say (conn, ROOM_MSG_RENAMED, old, new);
      room_state_changed (room);
      room_changed (room);
    }
}

/* `/pupil move NAME N`: the name to place N (from 1) of the class's
 * order, as in the teacher's register. */
static void
move_pupil (IshiRoom *room, RoomConn *conn, const char *name, const char *place)
{
  g_autoptr (GPtrArray) list = NULL;
  gint64 n = 0;
  guint from = 0;

  if (!g_hash_table_contains (room->roster, name))
    {
      room_say (conn, ROOM_MSG_NOT_ON_CLASS_LIST, name);
      return;
    }
  list = names (room);
  if (!g_ascii_string_to_signed (place, 10, 1, list->len, &n, NULL))
    {
      room_say (conn, ROOM_MSG_USE_PUPIL_MOVE_NAME_N, list->len);
      return;
    }
  /* The order made whole (every name of the list in it), then the move. */
  g_ptr_array_set_size (room->roster_order, 0);
  for (guint i = 0; i < list->len; i++)
    {
      g_ptr_array_add (room->roster_order, g_strdup (list->pdata[i]));
      if (ishi_room_name_equal (list->pdata[i], name))
        from = i;
    }
  {
    char *moved = g_ptr_array_steal_index (room->roster_order, from);
    g_ptr_array_insert (room->roster_order, (int) n - 1, moved);
  }
  room_say (conn, ROOM_MSG_NUMBER_ON_CLASS_LIST, name, (int) n);
  room_state_changed (room);
  room_changed (room);
}

void
room_pupils_command_pupil (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  guint n = g_strv_length (w);
  RoomMember *m;

  if (n == 2 && strcmp (w[0], "add") == 0)
    {
      IshiRoomMessageId why = ISHI_ROOM_MSG_NONE;
      g_autofree char *name = ishi_room_name_take (w[1], &why);
      gpointer there = NULL;

      if (name == NULL)
        room_say_id (conn, why);
      else if (g_hash_table_lookup_extended (room->roster, name, &there, NULL))
        room_say (conn, ROOM_MSG_ON_CLASS_LIST_ALREADY, (char *) there);
      else
        {
          g_hash_table_insert (room->roster, g_strdup (name), GINT_TO_POINTER (LEVEL_MIN));
          order_append (room, name);
          room_say (conn, ROOM_MSG_ON_CLASS_LIST, name);
          list_changed (room);
        }
    }
  else if (n == 2 && strcmp (w[0], "remove") == 0)
    {
      if (!g_hash_table_contains (room->roster, w[1]))
        room_say (conn, ROOM_MSG_NOT_ON_CLASS_LIST, w[1]);
      else if ((m = g_hash_table_lookup (room->members, w[1])) && m->conn)
        room_say (conn, ROOM_MSG_ROOM_NOW_REMOVE_NAME_ONCE, w[1]);
      else
        {
          room_pupils_drop (room, w[1]);
          room_say (conn, ROOM_MSG_NO_LONGER_ON_CLASS_LIST, w[1]);
          list_changed (room);
        }
    }
  else if (n == 3 && strcmp (w[0], "rename") == 0)
    rename_pupil (room, conn, w[1], w[2]);
  else if (n == 3 && strcmp (w[0], "move") == 0)
    move_pupil (room, conn, w[1], w[2]);
  else
    room_say (conn, ROOM_MSG_USE_PUPIL_ADD_NAME_PUPIL);
}

void
room_pupils_command_level (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  gint64 level = 0;

  if (g_strv_length (w) != 2 || !g_ascii_string_to_signed (w[1], 10, LEVEL_MIN, LEVEL_MAX, &level, NULL))
    {
      room_say (conn, ROOM_MSG_USE_LEVEL_NAME_N_N, LEVEL_MIN, LEVEL_MAX);
      return;
    }
  if (!g_hash_table_contains (room->roster, w[0]))
    {
      room_say (conn, ROOM_MSG_NOT_ON_CLASS_LIST, w[0]);
      return;
    }
  g_hash_table_replace (room->roster, g_strdup (w[0]), GINT_TO_POINTER ((int) level));
  room_send_member (g_hash_table_lookup (room->members, w[0]), ISHI_IGS_ISHI, "level %d", (int) level);
  room_say (conn, ROOM_MSG_ISHI_PLAYS_LEVEL, w[0], (int) level);
  room_state_changed (room);
  room_changed (room);
}
