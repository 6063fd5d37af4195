/* ishi-room-client-class.c — what a client reads of a class
 * (ishi-room-class.c, ishi-room-pupils.c): the teacher's role, the pause,
 * the step the teacher shows everyone, a pupil's level for Ishi's engine
 * and, to the teacher, the answers to the step and the class's list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-client-private.h"

#include <string.h>

#include "ishi-igs.h"

/* A class's lines (ishi-room-class.c): the teacher's role, the pause,
 * the step shown everyone and, to the teacher, the answers to it.  TRUE
 * when the line was one of them. */
/* The class's list, as the teacher is told it: "roster COUNT", then
 * COUNT lines "pupil NAME STATE LEVEL". */
static gboolean
take_roster (IshiRoomClient *self, char **w)
{
  gint64 n = 0;

  if (strcmp (w[0], "roster") == 0 && w[1] && g_ascii_string_to_signed (w[1], 10, 0, 100000, &n, NULL))
    {
      g_clear_pointer (&self->roster_next, g_ptr_array_unref);
      self->roster_next = g_ptr_array_new_with_free_func (g_free);
      self->roster_left = n;
    }
  else if (strcmp (w[0], "pupil") == 0 && g_strv_length (w) == 4 && self->roster_next && self->roster_left > 0
           && ishi_igs_name_is_valid (w[1]))
    {
      g_ptr_array_add (self->roster_next, g_strdup_printf ("%s %s %s", w[1], w[2], w[3]));
      self->roster_left--;
    }
  else if (strcmp (w[0], "renamed") == 0 && g_strv_length (w) == 3)
    {
      g_signal_emit_by_name (self, "pupil-renamed", w[1], w[2]);
      return TRUE;
    }
  else
    return FALSE;
  if (self->roster_next && self->roster_left == 0)
    {
      g_ptr_array_unref (self->roster);
      self->roster = g_steal_pointer (&self->roster_next);
      g_signal_emit_by_name (self, "class-changed");
    }
  return TRUE;
}

/* "knock NAME": a pupil gave the room's code while her network waited
 * after many wrong codes, and waits for the teacher (`/admit NAME`);
 * "knock-end NAME": she was let in, or left.  "asks-seat NAME": a
 * pupil's seat, while she is away, was asked for from a computer without
 * its token, which the teacher may let back to it (`/admit NAME`);
 * "asks-seat-end NAME": she was let back, came back, or left the seat. */
static gboolean
take_knock (IshiRoomClient *self, char **w)
{
  GPtrArray *list;
  gboolean adds;
  guint at;

  if (strcmp (w[0], "knock") == 0 || strcmp (w[0], "knock-end") == 0)
    list = self->knocks;
  else if (strcmp (w[0], "asks-seat") == 0 || strcmp (w[0], "asks-seat-end") == 0)
    list = self->seat_asks;
  else
    return FALSE;
  if (g_strv_length (w) != 2 || !ishi_igs_name_is_valid (w[1]))
    return FALSE;
  adds = !g_str_has_suffix (w[0], "-end");
  if (g_ptr_array_find_with_equal_func (list, w[1], g_str_equal, &at))
    g_ptr_array_remove_index (list, at);
  if (adds && list->len < 64)
    g_ptr_array_add (list, g_strdup (w[1]));
  g_signal_emit_by_name (self, "class-changed");
  return TRUE;
}

gboolean
room_client_take_class (IshiRoomClient *self, char **w, const char *text)
{
  if (take_roster (self, w) || take_knock (self, w))
    return TRUE;
  if (strcmp (w[0], "level") == 0 && w[1])
    {
      gint64 n = 0;
      if (g_ascii_string_to_signed (w[1], 10, 1, 100, &n, NULL))
        self->engine_level = n;
      g_signal_emit_by_name (self, "class-changed");
    }
  else if (strcmp (w[0], "class") == 0 && w[1] == NULL)
    {
      if (!self->in_class)
        {
          self->in_class = TRUE;
          g_signal_emit_by_name (self, "class-changed");
        }
    }
  else if (strcmp (w[0], "grade") == 0 && g_strv_length (w) == 2)
    {
      gint64 n = 0;
      if (g_ascii_string_to_signed (w[1], 10, 0, 6, &n, NULL) && self->class_grade != n)
        {
          self->class_grade = n;
          g_signal_emit_by_name (self, "class-changed");
        }
    }
  else if (strcmp (w[0], "classgame") == 0 && w[1])
    {
      g_free (self->class_game);
      self->class_game = strcmp (w[1], "-") == 0 ? NULL : g_strjoinv (" ", w + 1);
      g_signal_emit_by_name (self, "class-changed");
    }
  else if (strcmp (w[0], "roomcode") == 0 && g_strv_length (w) == 2 && strlen (w[1]) <= 16)
    {
      g_free (self->room_code);
      self->room_code = g_strdup (w[1]);
      g_signal_emit_by_name (self, "class-changed");
    }
  else if (strcmp (w[0], "answer") == 0 && g_strv_length (w) == 5 && ishi_igs_name_is_valid (w[1]))
    {
      g_hash_table_replace (self->answers, g_strdup (w[1]), g_strdup_printf ("%s %s %s", w[2], w[3], w[4]));
      g_signal_emit_by_name (self, "class-changed");
    }
  else if (strcmp (w[0], "web") == 0 && w[1])
    {
      /* The pupils' page's address, for the class view's QR code. */
      g_clear_pointer (&self->web_url, g_free);
      if (g_str_has_prefix (w[1], "http://") && strlen (w[1]) <= 200)
        self->web_url = g_strdup (w[1]);
      g_signal_emit_by_name (self, "class-changed");
    }
  else if (strcmp (w[0], "pupils") == 0 && w[1])
    {
      gint64 n = 0;
      if (g_ascii_string_to_signed (w[1], 10, 0, 100000, &n, NULL))
        self->pupils = n;
    }
  else if (strcmp (w[0], "step") == 0 && w[1])
    {
      gint64 n = 0;
      g_autofree char *before = g_strdup_printf ("%s %u", self->step_lesson ? self->step_lesson : "-",
                                                 self->step_number);
      g_autofree char *after = g_strdup_printf ("%s %s", w[1], w[2] ? w[2] : "");
      if (strcmp (g_strstrip (after), before) != 0)
        g_hash_table_remove_all (self->answers);   /* a new step, new answers */
      g_clear_pointer (&self->step_lesson, g_free);
      if (strcmp (w[1], "-") != 0 && w[2] && g_ascii_string_to_signed (w[2], 10, 0, 9999, &n, NULL)
          && strlen (w[1]) <= 64)
        {
          self->step_lesson = g_strdup (w[1]);
          self->step_number = n;
        }
      g_signal_emit_by_name (self, "class-changed");
    }
  else if (strcmp (w[0], "teacher") == 0 || strcmp (w[0], "pause") == 0 || strcmp (w[0], "resume") == 0)
    {
      /* A class (ishi-room-class.c): "pause [WORDS…]" keeps its words whole. */
      if (strcmp (w[0], "teacher") == 0)
        self->teacher = TRUE;
      else
        {
          self->class_paused = strcmp (w[0], "pause") == 0;
          g_free (self->pause_text);
          self->pause_text = g_strdup (self->class_paused && strlen (text) > 6 ? text + 6 : "");
        }
      g_signal_emit_by_name (self, "class-changed");
    }
  else
    return FALSE;
  return TRUE;
}

gboolean
ishi_room_client_is_teacher (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), FALSE);
  return self->teacher;
}

gboolean
ishi_room_client_get_class_paused (IshiRoomClient *self, const char **text)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), FALSE);
  if (text)
    *text = self->pause_text ? self->pause_text : "";
  return self->class_paused;
}

const char *
ishi_room_client_get_class_step (IshiRoomClient *self, guint *step)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  if (step)
    *step = self->step_number;
  return self->step_lesson;
}

char **
ishi_room_client_list_answers (IshiRoomClient *self, guint *pupils)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (GList) names = NULL;

  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  if (pupils)
    *pupils = self->pupils;
  names = g_list_sort (g_hash_table_get_keys (self->answers), (GCompareFunc) g_utf8_collate);
  for (GList *l = names; l; l = l->next)
    {
      g_autofree char *line = g_strdup_printf ("%s %s", (char *) l->data,
                                               (char *) g_hash_table_lookup (self->answers, l->data));
      g_strv_builder_add (builder, line);
    }
  return g_strv_builder_end (builder);
}


char **
ishi_room_client_list_pupils (IshiRoomClient *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  for (guint i = 0; i < self->roster->len; i++)
    g_strv_builder_add (builder, self->roster->pdata[i]);
  return g_strv_builder_end (builder);
}

const char *
ishi_room_client_get_web_url (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  return self->web_url;
}

int
ishi_room_client_get_engine_level (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), 0);
  return self->engine_level;
}

const char *
ishi_room_client_get_room_code (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  return self->room_code;
}

gboolean
ishi_room_client_in_class (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), FALSE);
  return self->in_class;
}

int
ishi_room_client_get_class_grade (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), 0);
  return self->class_grade;
}

const char *
ishi_room_client_get_class_game (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  return self->class_game;
}

static char **
strv_of (GPtrArray *names)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < names->len; i++)
    g_strv_builder_add (builder, names->pdata[i]);
  return g_strv_builder_end (builder);
}

char **
ishi_room_client_list_knocks (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  return strv_of (self->knocks);
}

char **
ishi_room_client_list_seat_asks (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), NULL);
  return strv_of (self->seat_asks);
}
