/* ishi-class-record.c — each pupil's progress in a class.
 *
 * The file: one group per pupil (her name as the room knows it); a key
 * "step LESSON N" per lesson step answered, whose value says how
 * ("right first hint", "wrong again nohint"); a key "game ID" per game,
 * "won" or "lost".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include "ishi-class-record.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ishi-igs.h"

struct _IshiClassRecord {
  char *path;
  GKeyFile *file;
};

IshiClassRecord *
ishi_class_record_load (const char *path, GError **error)
{
  IshiClassRecord *record = g_new0 (IshiClassRecord, 1);
  g_autoptr (GError) local = NULL;

  record->path = g_strdup (path);
  record->file = g_key_file_new ();
  if (!g_key_file_load_from_file (record->file, path, G_KEY_FILE_NONE, &local)
      && !g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_set_error (error, local->domain, local->code, "%s: %s", path, local->message);
      ishi_class_record_free (record);
      return NULL;
    }
  return record;
}

void
ishi_class_record_free (IshiClassRecord *record)
{
  if (record == NULL)
    return;
  g_key_file_unref (record->file);
  g_free (record->path);
  g_free (record);
}

gboolean
ishi_class_record_save (IshiClassRecord *record, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (record->path);

  g_mkdir_with_parents (dir, 0700);
  /* g_key_file_save_to_file writes a temporary file and renames it. */
  return g_key_file_save_to_file (record->file, record->path, error);
}

static gboolean
usable (const char *name, const char *word)
{
  return ishi_igs_name_is_valid (name) && word && *word && strpbrk (word, "=[]\n\r") == NULL;
}

void
ishi_class_record_note_answer (IshiClassRecord *record, const char *name, const char *lesson,
                               guint step, gboolean right, gboolean first_try, gboolean hinted)
{
  g_autofree char *key = NULL, *old = NULL, *value = NULL;

  if (!usable (name, lesson) || strchr (lesson, ' '))
    return;
  key = g_strdup_printf ("step %s %u", lesson, step);
  old = g_key_file_get_string (record->file, name, key, NULL);
  /* The best it came to: right stays right, a first try stays one. */
  if (old)
    {
      right |= g_str_has_prefix (old, "right");
      first_try |= strstr (old, " first") != NULL;
      hinted |= g_str_has_suffix (old, " hint");
    }
  value = g_strdup_printf ("%s %s %s", right ? "right" : "wrong", first_try ? "first" : "again",
                           hinted ? "hint" : "nohint");
  g_key_file_set_string (record->file, name, key, value);
}

void
ishi_class_record_note_game (IshiClassRecord *record, const char *name, const char *game_id, gboolean won)
{
  g_autofree char *key = NULL;

  if (!usable (name, game_id))
    return;
  key = g_strdup_printf ("game %s", game_id);
  g_key_file_set_string (record->file, name, key, won ? "won" : "lost");
}

void
ishi_class_record_rename (IshiClassRecord *record, const char *old, const char *new)
{
  g_auto (GStrv) keys = NULL;

  if (!ishi_igs_name_is_valid (old) || !ishi_igs_name_is_valid (new) || strcmp (old, new) == 0)
    return;
  keys = g_key_file_get_keys (record->file, old, NULL, NULL);
  for (guint i = 0; keys && keys[i]; i++)
    {
      g_autofree char *value = g_key_file_get_string (record->file, old, keys[i], NULL);
      /* What the new name has already stays (a step or a game counts once). */
      if (value && !g_key_file_has_key (record->file, new, keys[i], NULL))
        g_key_file_set_string (record->file, new, keys[i], value);
    }
  g_key_file_remove_group (record->file, old, NULL);
}

static void
row_free (gpointer data)
{
  IshiClassRow *row = data;

  g_free (row->name);
  g_free (row);
}

GPtrArray *
ishi_class_record_rows (IshiClassRecord *record)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func (row_free);
  g_auto (GStrv) names = g_key_file_get_groups (record->file, NULL);
  g_autoptr (GList) sorted = NULL;

  for (guint i = 0; names[i]; i++)
    sorted = g_list_prepend (sorted, names[i]);
  sorted = g_list_sort (sorted, (GCompareFunc) g_utf8_collate);
  for (GList *l = sorted; l; l = l->next)
    {
      const char *name = l->data;
      g_auto (GStrv) keys = g_key_file_get_keys (record->file, name, NULL, NULL);
      IshiClassRow *row = g_new0 (IshiClassRow, 1);

      row->name = g_strdup (name);
      for (guint k = 0; keys && keys[k]; k++)
        {
          g_autofree char *value = g_key_file_get_string (record->file, name, keys[k], NULL);
          if (value == NULL)
            continue;
          if (g_str_has_prefix (keys[k], "step "))
            {
              row->answered++;
              row->first_try += g_str_has_prefix (value, "right first");
              row->hints += g_str_has_suffix (value, " hint");
            }
          else if (g_str_has_prefix (keys[k], "game "))
            {
              row->games++;
              row->won += strcmp (value, "won") == 0;
            }
        }
      g_ptr_array_add (rows, row);
    }
  return rows;
}

/* A CSV field: quoted when it must be, its quotes doubled. */
static void
csv_field (GString *out, const char *text)
{
  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

const char *
ishi_class_record_column_title (guint column)
{
  switch (column)
    {
    case 0: return _("Name");
    case 1: return _("Steps answered");
    case 2: return _("Right at the first try");
    case 3: return _("Hints");
    case 4: return _("Games");
    default: return _("Won");
    }
}

char *
ishi_class_record_to_csv (IshiClassRecord *record)
{
  g_autoptr (GPtrArray) rows = ishi_class_record_rows (record);
  /* UTF-8 with its byte order mark: without it, Excel in a Japanese
   * Windows reads the file as Shift_JIS and the names come out garbled;
   * LibreOffice and every CSV reader of note take the mark as what it
   * is.  The titles in the session's language, as on screen. */
  GString *out = g_string_new ("\xef\xbb\xbf");

  for (guint c = 0; c < ISHI_CLASS_RECORD_N_COLUMNS; c++)
    {
      if (c > 0)
        g_string_append_c (out, ',');
      csv_field (out, ishi_class_record_column_title (c));
    }
  g_string_append (out, "\r\n");
  for (guint i = 0; i < rows->len; i++)
    {
      IshiClassRow *row = rows->pdata[i];
      csv_field (out, row->name);
      g_string_append_printf (out, ",%u,%u,%u,%u,%u\r\n", row->answered, row->first_try, row->hints,
                              row->games, row->won);
    }
  return g_string_free (out, FALSE);
}
