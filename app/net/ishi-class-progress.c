/* ishi-class-progress.c — what the class view keeps on the teacher's
 * computer: each pupil's progress by name (ishi-class-record.h), in the
 * user's data folder (ishi/classes/ROOM.ini), across classes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-class-window-private.h"

/* The progress file of this class (its room's name), on this computer. */
IshiClassRecord *
ishi_class_progress_record (IshiClassWindow *self)
{
  const char *room = ishi_room_client_get_room_name (self->client);
  g_autofree char *file = NULL, *path = NULL;
  g_autoptr (GError) error = NULL;

  if (self->record || room == NULL)
    return self->record;
  file = g_strdup_printf ("%s.ini", room);
  g_strdelimit (file, "/\\", '_');
  path = g_build_filename (g_get_user_data_dir (), "ishi", "classes", file, NULL);
  self->record = ishi_class_record_load (path, &error);
  if (self->record == NULL)
    gtk_label_set_text (self->subtitle, error->message);
  return self->record;
}

void
ishi_class_progress_save (IshiClassWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->record && !ishi_class_record_save (self->record, &error))
    gtk_label_set_text (self->subtitle, error->message);
}

IshiClassRecord *
ishi_class_window_get_record (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), NULL);
  return ishi_class_progress_record (self);
}

/* A game that ended, noted once in each player's progress. */
static void
note_game (IshiClassWindow *self, int number, const IshiRoomClientTable *t)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d %H:%M:%S");
  g_autofree char *id = g_strdup_printf ("%s table %d", stamp, number);

  if (t->result == NULL)
    {
      g_hash_table_remove (self->games_noted, GINT_TO_POINTER (number));
      return;
    }
  if (g_hash_table_contains (self->games_noted, GINT_TO_POINTER (number))
      || ishi_class_progress_record (self) == NULL)
    return;
  g_hash_table_add (self->games_noted, GINT_TO_POINTER (number));
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (t->seats[c])
      ishi_class_record_note_game (self->record, t->seats[c], id,
                                   t->result[0] == (c == ISHI_BLACK ? 'B' : 'W') && t->result[1] == '+');
  ishi_class_progress_save (self);
}

void
ishi_class_progress_table_changed (IshiClassWindow *self, int number)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);

  if (t && t->started)
    note_game (self, number, t);
}
