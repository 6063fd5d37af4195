/* ishi-class-progress.c — what the class view keeps on the teacher's
 * computer: each pupil's progress by name (ishi-class-record.h), in the
 * user's data folder (ishi/classes/ROOM.ini), across classes; and the
 * games it watched, one SGF a game in a folder of the day
 * (ishi/classes/ROOM/YYYY-MM-DD), printed from there as a sheet of their
 * final positions (ishi-games-sheet.h) — on the teacher's computer, so
 * that it works as well when the class is served by a school's server.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-class-window-private.h"
#include "ishi-save-folder.h"
#include "ishi-games-sheet.h"
#include "ishi-sgf.h"

/* The room's name as a file's: no folder separators. */
static char *
room_file_name (IshiClassWindow *self)
{
  char *name = g_strdup (ishi_room_client_get_room_name (self->client));

  return name ? g_strdelimit (name, "/\\", '_') : NULL;
}

/* The progress file of this class (its room's name), on this computer. */
IshiClassRecord *
ishi_class_progress_record (IshiClassWindow *self)
{
  g_autofree char *room = room_file_name (self);
  g_autofree char *file = NULL, *path = NULL;
  g_autoptr (GError) error = NULL;

  if (self->record || room == NULL)
    return self->record;
  file = g_strdup_printf ("%s.ini", room);
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

void
ishi_class_progress_rename (IshiClassWindow *self, const char *old, const char *new)
{
  if (ishi_class_progress_record (self) == NULL)
    return;
  ishi_class_record_rename (self->record, old, new);
  ishi_class_progress_save (self);
}

/* Whether `name` is a pupil of the class's list (Ishi's engine is not). */
static gboolean
is_pupil (IshiClassWindow *self, const char *name)
{
  g_auto (GStrv) roster = ishi_room_client_list_pupils (self->client);
  gsize n = strlen (name);

  for (guint i = 0; roster[i]; i++)
    if (strncmp (roster[i], name, n) == 0 && roster[i][n] == ' ')
      return TRUE;
  return FALSE;
}

/* The folder of today's games of this class on this computer. */
static char *
day_folder (IshiClassWindow *self)
{
  g_autofree char *room = room_file_name (self);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");

  return room ? g_build_filename (g_get_user_data_dir (), "ishi", "classes", room, day, NULL) : NULL;
}

/* The same for a game whoever asks, in this window or the one opened
 * after a restart of the host (the finished tables come back): its
 * players, moves and result. */
static guint
game_hash (const IshiRoomClientTable *t)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, "%s %s %s", t->seats[ISHI_BLACK] ? t->seats[ISHI_BLACK] : "-",
                          t->seats[ISHI_WHITE] ? t->seats[ISHI_WHITE] : "-", t->result ? t->result : "-");
  for (guint i = 0; i < t->moves->len; i++)
    g_string_append_printf (text, " %s", (char *) t->moves->pdata[i]);
  return g_str_hash (text->str);
}

/* The file of this game already in the folder (from before a restart of
 * the host), or NULL. */
static char *
file_of_game (const char *folder, int number, guint hash)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *prefix = g_strdup_printf ("table%d-", number);
  g_autofree char *suffix = g_strdup_printf ("-%08x.sgf", hash);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, suffix))
      return g_build_filename (folder, name, NULL);
  return NULL;
}

/* Table `number`'s game as the class view has it, in the day's folder:
 * a file for each game, written again as the game goes on. */
static gboolean
keep_game (IshiClassWindow *self, int number, const IshiRoomClientTable *t, GError **error)
{
  IshiMatch *match = ishi_room_client_get_match (self->client, number);
  g_autofree char *folder = day_folder (self);
  const char *path = g_hash_table_lookup (self->game_files, GINT_TO_POINTER (number));
  IshiGame *game;
  IshiSgfNode *root;

  if (match == NULL || folder == NULL || t->seats[ISHI_BLACK] == NULL || t->seats[ISHI_WHITE] == NULL)
    return TRUE;
  if (path == NULL && t->result)
    path = file_of_game (folder, number, game_hash (t));
  if (path == NULL)
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "%H%M%S");
      g_autofree char *file = g_strdup_printf ("table%d-%s-%s-%s-%08x.sgf", number, stamp, t->seats[ISHI_BLACK],
                                               t->seats[ISHI_WHITE], game_hash (t));
      g_strdelimit (file, "/\\", '_');
      path = g_build_filename (folder, file, NULL);
    }
  if (path != g_hash_table_lookup (self->game_files, GINT_TO_POINTER (number)))
    g_hash_table_insert (self->game_files, GINT_TO_POINTER (number), (char *) path);
  game = ishi_match_get_game (match);
  ishi_game_set_info (game, "PB", t->seats[ISHI_BLACK]);
  ishi_game_set_info (game, "PW", t->seats[ISHI_WHITE]);
  ishi_game_set_info (game, "RE", t->result);
  ishi_game_set_info (game, "PC", ishi_room_client_get_room_name (self->client));
  g_mkdir_with_parents (folder, 0700);
  root = ishi_game_get_root (game);
  return ishi_sgf_save (&root, 1, path, error);
}

/* A game that ended, noted once in each pupil's progress, and kept. */
static void
note_game (IshiClassWindow *self, int number, const IshiRoomClientTable *t)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
  /* The same game, come back after a restart of the host, counts once
   * (its id was the time it was seen). */
  g_autofree char *id = t->result ? g_strdup_printf ("%s table %d %08x", day, number, game_hash (t)) : NULL;
  g_autoptr (GError) error = NULL;

  if (t->result == NULL)
    {
      /* A new game at the table: a file of its own. */
      if (g_hash_table_remove (self->games_noted, GINT_TO_POINTER (number)))
        g_hash_table_remove (self->game_files, GINT_TO_POINTER (number));
      return;
    }
  if (g_hash_table_contains (self->games_noted, GINT_TO_POINTER (number))
      || ishi_class_progress_record (self) == NULL)
    return;
  g_hash_table_add (self->games_noted, GINT_TO_POINTER (number));
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (t->seats[c] && is_pupil (self, t->seats[c]))
      ishi_class_record_note_game (self->record, t->seats[c], id,
                                   t->result[0] == (c == ISHI_BLACK ? 'B' : 'W') && t->result[1] == '+');
  ishi_class_progress_save (self);
  if (!keep_game (self, number, t, &error))
    gtk_label_set_text (self->subtitle, error->message);
}

void
ishi_class_progress_table_changed (IshiClassWindow *self, int number)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);

  if (t && t->started)
    note_game (self, number, t);
}

/* ------------------------------------------------------------------------ */
/* The day's games on a sheet                                                */
/* ------------------------------------------------------------------------ */

gboolean
ishi_class_window_save_games_sheet (IshiClassWindow *self, const char *path, GError **error)
{
  g_autofree char *folder = NULL;
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), FALSE);
  folder = day_folder (self);
  if (folder == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, _("The class is not connected yet."));
      return FALSE;
    }
  /* The games still going on, at their position now. */
  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, GPOINTER_TO_INT (key));
      if (t && t->started && t->result == NULL && !keep_game (self, GPOINTER_TO_INT (key), t, error))
        return FALSE;
    }
  g_mkdir_with_parents (folder, 0700);
  return ishi_games_sheet_save_pdf (folder, path, error);
}

char *
ishi_class_window_get_games_folder (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), NULL);
  return day_folder (self);
}

static void
sheet_response_cb (GtkNativeDialog *chooser, int response, IshiClassWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))))
    {
      path = g_file_get_path (file);
      ishi_save_folder_remember (G_OBJECT (self), file);
      if (!ishi_class_window_save_games_sheet (self, path, &error))
        gtk_label_set_text (self->subtitle, error->message);
    }
  g_object_unref (chooser);
}

void
ishi_class_progress_print (IshiClassWindow *self)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Save the Day’s Games as a Sheet to Print"),
                                                               GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                                               _("_Save"), _("_Cancel"));
  g_autofree char *room = room_file_name (self);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = g_strdup_printf ("%s %s.pdf", room ? room : _("Class"), day);
  GtkFileFilter *pdf = gtk_file_filter_new ();

  gtk_file_filter_set_name (pdf, _("PDF documents"));
  gtk_file_filter_add_suffix (pdf, "pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pdf);
  g_object_unref (pdf);
  ishi_save_folder_apply (GTK_FILE_CHOOSER (chooser), G_OBJECT (self));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (sheet_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
