/* ishi-room-store.c — the room read back from its folder when a host
 * starts again after a crash: room.ini's tables, seats, tokens and score
 * list, and each game in progress from its record (what is written is
 * ishi-room-records.c's).
 *
 * A room.ini that cannot be read (garbage, a disk's error) does not stop
 * the host: the log says which line is wrong, the file is kept beside as
 * room.ini.broken-DATE for someone to look at, and the room opens from
 * the records it finds — each game without a result at its table again,
 * its players' names holding the seats.  Their tokens were in room.ini:
 * the first to log in under a seat's name takes it (SECURITY.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-store.h"
#include "ishi-room-engine.h"
#include "ishi-room-records.h"
#include "ishi-room-seating.h"
#include "ishi-room-table.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-sgf.h"

#define ROOM_FILE "room.ini"

static const char *const seat_keys[3] = { NULL, "black", "white" };

static void
replace_str (char **place, const char *value)
{
  g_free (*place);
  *place = g_strdup (value);
}

static RoomMember *
restore_member (IshiRoom *room, const char *name, const char *token)
{
  RoomMember *member;

  if (!ishi_room_name_is_valid (name) || token == NULL || g_hash_table_contains (room->members, name))
    return NULL;
  member = room_member_new (room, name, token);
  member->may_sit = TRUE;
  return member;
}

static void
restore_game (RoomTable *table, const char *base)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiSgfCollection) collection = NULL;
  g_autoptr (IshiGame) game = NULL;
  g_autoptr (GFile) file = NULL;

  /* A name in the records folder, or a class's "YYYY-MM-DD/name": never
   * a path out of it. */
  {
    const char *name = base;
    if (strlen (base) > 11 && base[10] == G_DIR_SEPARATOR)
      {
        for (int i = 0; i < 10; i++)
          if (!(g_ascii_isdigit (base[i]) || ((i == 4 || i == 7) && base[i] == '-')))
            return;
        name = base + 11;
      }
    if (strchr (name, G_DIR_SEPARATOR) || name[0] == '.' || name[0] == '\0')
      return;
  }
  table->record_path = g_build_filename (table->room->records_dir, base, NULL);
  if (!room_path_inside (table->room, table->record_path))
    {
      g_clear_pointer (&table->record_path, g_free);
      return;
    }
  file = g_file_new_for_path (table->record_path);
  collection = ishi_sgf_read_file (file, &error);
  if (collection)
    game = ishi_game_new_from_collection (collection, 0, &error);
  if (game == NULL || !table_resume_game (table, game, &error))
    g_warning ("%s: the game at table %d cannot be resumed: %s", table->record_path,
               table->number, error ? error->message : "?");
}

static void
restore_table (IshiRoom *room, GKeyFile *file, int number)
{
  g_autofree char *group = g_strdup_printf ("table %d", number);
  RoomTable *table = table_new (room, number);
  TableOptions *o = &table->options;
  g_autofree char *rule = g_key_file_get_string (file, group, "rule", NULL);
  g_autofree char *record = g_key_file_get_string (file, group, "record", NULL);
  const IshiRuleset *ruleset = rule ? ishi_ruleset_lookup (rule) : NULL;
  const IshiRules *rules = ishi_rules_lookup (room->game);
  int v;

  g_ptr_array_add (room->tables, table);
  if (!g_key_file_has_group (file, group))
    return;
  if (ruleset && strcmp (ruleset->game, room->game) == 0)
    o->ruleset = ruleset;
  v = g_key_file_get_integer (file, group, "size", NULL);
  if (v >= rules->min_size && v <= rules->max_size)
    o->size = v;
  o->handicap = CLAMP (g_key_file_get_integer (file, group, "handicap", NULL), 0, 9);
  if (g_key_file_has_key (file, group, "komi", NULL))
    {
      double k = g_key_file_get_double (file, group, "komi", NULL);
      if (isfinite (k) && k >= o->ruleset->komi_min && k <= o->ruleset->komi_max)
        o->komi = k;
    }
  o->minutes = CLAMP (g_key_file_get_integer (file, group, "minutes", NULL), 0, 60);
  o->byoyomi = CLAMP (g_key_file_get_integer (file, group, "byoyomi", NULL), 0, 120);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_autofree char *token_key = g_strdup_printf ("%s-token", seat_keys[c]);
      g_autofree char *name = g_key_file_get_string (file, group, seat_keys[c], NULL);
      g_autofree char *token = g_key_file_get_string (file, group, token_key, NULL);
      g_autofree char *engine_key = g_strdup_printf ("%s-engine", seat_keys[c]);
      RoomMember *member = name ? restore_member (room, name, token) : NULL;
      if (member)
        {
          room_seat_restored (table, c, member);
          /* Ishi's engine at a class's table (ishi-room-engine.c). */
          if (g_key_file_has_key (file, group, engine_key, NULL))
            room_engine_attach (room, member,
                                CLAMP (g_key_file_get_integer (file, group, engine_key, NULL), 1, 10));
        }
    }
  if (record)
    {
      table->adjourned = g_key_file_get_boolean (file, group, "adjourned", NULL);
      table->opening_decided = g_key_file_has_key (file, group, "swapped", NULL);
      table->swapped = g_key_file_get_boolean (file, group, "swapped", NULL);
      restore_game (table, record);
    }
}

/* A class's list of pupils with their levels, and its one game. */
static void
restore_class (IshiRoom *room, GKeyFile *file)
{
  gsize n_names = 0, n_levels = 0;
  g_auto (GStrv) names = g_key_file_get_string_list (file, "class", "pupils", &n_names, NULL);
  g_autofree int *levels = g_key_file_get_integer_list (file, "class", "levels", &n_levels, NULL);
  g_autofree char *game = g_key_file_get_string (file, "class", "game", NULL);
  gint grade = g_key_file_get_integer (file, "class", "grade", NULL);
  g_auto (GStrv) w = game ? g_strsplit (game, " ", -1) : NULL;
  const IshiRuleset *ruleset = w && g_strv_length (w) == 3 ? ishi_ruleset_lookup (w[0]) : NULL;

  room->class_grade = CLAMP (grade, 0, 6);
  for (gsize i = 0; i < n_names; i++)
    if (ishi_room_name_is_valid (names[i]))
      {
        g_hash_table_replace (room->roster, g_strdup (names[i]),
                              GINT_TO_POINTER (i < n_levels ? CLAMP (levels[i], 1, 10) : 1));
        g_ptr_array_add (room->roster_order, g_strdup (names[i]));   /* kept in the class's order */
      }
  if (ruleset && strcmp (ruleset->game, room->game) == 0)
    {
      const IshiRules *rules = ishi_ruleset_get_rules (ruleset);
      gint64 size, minutes;
      if (g_ascii_string_to_signed (w[1], 10, rules->min_size, MIN (rules->max_size, 19), &size, NULL)
          && g_ascii_string_to_signed (w[2], 10, 0, 60, &minutes, NULL))
        {
          table_defaults (room, &room->class_game);
          room->class_game.ruleset = ruleset;
          room->class_game.size = size;
          room->class_game.minutes = minutes;
          room->class_game_set = TRUE;
        }
    }
}

/* The line of `text` that GKeyFile refuses (from 1), 0 if none: the
 * first lines load up to it, and no longer with it (a search over the
 * number of lines: GKeyFile reads line by line and stops at the first
 * wrong one). */
static guint
broken_line (const char *text, gsize length)
{
  g_autoptr (GArray) ends = g_array_new (FALSE, FALSE, sizeof (gsize));
  guint good = 0, bad;

  for (gsize i = 0; i < length; i++)
    if (text[i] == '\n' || i + 1 == length)
      g_array_append_val (ends, (gsize) { i + 1 });
  bad = ends->len + 1;
  /* The first `good` lines load; the first `bad` do not (if bad <= len). */
  while (bad - good > 1)
    {
      guint mid = good + (bad - good) / 2;
      g_autoptr (GKeyFile) probe = g_key_file_new ();
      if (g_key_file_load_from_data (probe, text, g_array_index (ends, gsize, mid - 1), G_KEY_FILE_NONE, NULL))
        good = mid;
      else
        bad = mid;
    }
  return bad <= ends->len ? bad : 0;
}

/* A game in progress found in the records: the table its file's name
 * gives ("tableN-…"), the latest of each. */
static void
find_games (IshiRoom *room, const char *folder, const char *prefix, GPtrArray *by_table)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      guint64 number = 0;
      const char *dash;

      if (prefix == NULL && strlen (name) == 10 && name[4] == '-' && name[7] == '-'
          && g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          /* A class's folder of a day. */
          find_games (room, path, name, by_table);
          continue;
        }
      if (!g_str_has_prefix (name, "table") || !g_str_has_suffix (name, ".sgf")
          || (dash = strchr (name, '-')) == NULL)
        continue;
      {
        g_autofree char *digits = g_strndup (name + 5, dash - name - 5);
        if (!g_ascii_string_to_unsigned (digits, 10, 1, ROOM_MAX_TABLES, &number, NULL))
          continue;
      }
      if (number > by_table->len)
        g_ptr_array_set_size (by_table, number);
      {
        g_autofree char *base = prefix ? g_build_filename (prefix, name, NULL) : g_strdup (name);
        char *was = by_table->pdata[number - 1];
        /* The names carry the date and time after the table: the later
         * sorts after (a day's folder before it, for a class). */
        if (was == NULL || strcmp (base, was) > 0)
          {
            g_autoptr (IshiSgfCollection) collection = NULL;
            g_autoptr (IshiGame) game = NULL;
            g_autofree char *re = NULL;
            g_autoptr (GFile) file = g_file_new_for_path (path);
            collection = ishi_sgf_read_file (file, NULL);
            game = collection ? ishi_game_new_from_collection (collection, 0, NULL) : NULL;
            re = game ? ishi_game_get_info (game, "RE") : NULL;
            if (game && re == NULL)
              {
                g_free (was);
                by_table->pdata[number - 1] = g_steal_pointer (&base);
              }
          }
      }
    }
}

/* A table from its record alone: its options from the record, its seats
 * held for the players' names until they log in (their tokens are lost). */
static void
restore_table_from_record (IshiRoom *room, RoomTable *table, const char *base)
{
  g_autofree char *path = g_build_filename (room->records_dir, base, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (IshiSgfCollection) collection = ishi_sgf_read_file (file, NULL);
  g_autoptr (IshiGame) game = collection ? ishi_game_new_from_collection (collection, 0, NULL) : NULL;
  const char *keys[3] = { NULL, "PB", "PW" };
  TableOptions *o = &table->options;

  if (game == NULL)
    return;
  {
    g_autofree char *ru = ishi_game_get_info (game, "RU");
    g_autofree char *ha = ishi_game_get_info (game, "HA");
    g_autofree char *km = ishi_game_get_info (game, "KM");
    g_autofree char *tm = ishi_game_get_info (game, "TM");
    const IshiRuleset *ruleset = ishi_ruleset_from_ru (ishi_rules_lookup (room->game), ru, NULL);
    if (ruleset && strcmp (ruleset->game, room->game) == 0)
      o->ruleset = ruleset;
    o->size = ishi_game_get_size (game);
    o->handicap = ha ? CLAMP (atoi (ha), 0, 9) : 0;
    if (km)
      {
        double k = g_ascii_strtod (km, NULL);
        if (isfinite (k) && k >= o->ruleset->komi_min && k <= o->ruleset->komi_max)
          o->komi = k;
      }
    o->minutes = tm ? CLAMP (atoi (tm) / 60, 0, 60) : 0;
  }
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_autofree char *name = ishi_game_get_info (game, keys[c]);
      RoomMember *member;
      if (name == NULL || !ishi_room_name_is_valid (name) || g_hash_table_contains (room->members, name))
        return;
      member = room_member_new (room, name, NULL);
      member->unclaimed = TRUE;
      member->may_sit = TRUE;
      room_seat_restored (table, c, member);
    }
  restore_game (table, base);
}

/* room.ini is garbage: said, kept aside, and the room taken from the
 * records. */
static gboolean
restore_broken (IshiRoom *room, const char *path, const GError *why)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *kept = g_strdup_printf ("%s.broken-%s", path, stamp);
  g_autoptr (GPtrArray) by_table = g_ptr_array_new_with_free_func (g_free);
  guint line = g_file_get_contents (path, &text, &length, NULL) ? broken_line (text, length) : 0;

  if (g_rename (path, kept) != 0)
    g_clear_pointer (&kept, g_free);
  g_warning ("%s: line %u is wrong (%s); the file is kept as %s, and the room opens from the games in %s.",
             path, line, why->message, kept ? kept : "(it could not be renamed)", room->records_dir);
  find_games (room, room->records_dir, NULL, by_table);
  for (guint n = 1; n <= by_table->len; n++)
    {
      RoomTable *table = table_new (room, n);
      g_ptr_array_add (room->tables, table);
      if (by_table->pdata[n - 1])
        restore_table_from_record (room, table, by_table->pdata[n - 1]);
    }
  room_state_changed (room);
  return TRUE;
}

gboolean
room_restore (IshiRoom *room, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *path = g_build_filename (room->records_dir, ROOM_FILE, NULL);
  g_autoptr (GError) local = NULL;
  g_auto (GStrv) names = NULL;
  int n_tables;

  if (g_mkdir_with_parents (room->records_dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_RECORDS, "%s: %s", room->records_dir,
                   g_strerror (saved));
      return FALSE;
    }
  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      if (local->domain != G_KEY_FILE_ERROR && !g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_INVAL))
        {
          /* Not garbage but the disk (permissions, a read error): the
           * host says so and does not start on half a room. */
          g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_RECORDS, "%s: %s", path, local->message);
          return FALSE;
        }
      return restore_broken (room, path, local);
    }
  /* The file names the room; the command line fills only what it lacks. */
  {
    g_autofree char *name = g_key_file_get_string (file, "room", "name", NULL);
    g_autofree char *game = g_key_file_get_string (file, "room", "game", NULL);
    g_autofree char *code = g_key_file_get_string (file, "room", "code", NULL);
    g_autofree char *teacher = g_key_file_get_string (file, "room", "teacher-code", NULL);
    if (game && g_strcmp0 (game, room->game) != 0)
      {
        g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_RECORDS,
                     "%s: this folder holds a room of %s, not %s.", path, game, room->game);
        return FALSE;
      }
    if (name && *name && g_utf8_validate (name, -1, NULL) && g_utf8_strlen (name, -1) <= 40)
      replace_str (&room->name, name);
    if (code && strlen (code) == 4 && g_ascii_isdigit (code[0]) && g_ascii_isdigit (code[1])
        && g_ascii_isdigit (code[2]) && g_ascii_isdigit (code[3]))
      replace_str (&room->code, code);
    gint port = g_key_file_get_integer (file, "room", "port", NULL);
    if (port > 0 && port <= 65535)
      room->port = (guint16) port;
    /* A class keeps its teacher's code: her view comes back after a
     * restart of the host, and the pupils' seats with it. */
    if (teacher && strlen (teacher) == 8 && strspn (teacher, "0123456789") == 8)
      replace_str (&room->teacher_code, teacher);
  }
  names = g_key_file_get_keys (file, "scores", NULL, NULL);
  for (guint i = 0; names && names[i]; i++)
    {
      double points = g_key_file_get_double (file, "scores", names[i], NULL);
      if (ishi_room_name_is_valid (names[i]) && isfinite (points))
        {
          double *p = g_new (double, 1);
          *p = points;
          g_hash_table_replace (room->scores, g_strdup (names[i]), p);
        }
    }
  if (room->teacher_code)
    restore_class (room, file);
  n_tables = CLAMP (g_key_file_get_integer (file, "room", "tables", NULL), 0, 1000);
  for (int n = 1; n <= n_tables; n++)
    restore_table (room, file, n);
  return TRUE;
}

void
ishi_room_set_port (IshiRoom *self, guint16 port)
{
  g_return_if_fail (ISHI_IS_ROOM (self));
  if (self->port == port)
    return;
  self->port = port;
  room_state_changed (self);
}

guint16
ishi_room_get_port (IshiRoom *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), 0);
  return self->port;
}

static void
kept_free (gpointer data)
{
  IshiRoomKept *kept = data;

  g_free (kept->folder);
  g_free (kept->name);
  g_free (kept->game);
  g_free (kept);
}

static int
latest_first (gconstpointer a, gconstpointer b)
{
  const IshiRoomKept *x = *(IshiRoomKept **) a, *y = *(IshiRoomKept **) b;

  return (x->modified < y->modified) - (x->modified > y->modified);
}

GPtrArray *
ishi_room_list_kept (const char *records_root)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (kept_free);
  g_autoptr (GDir) dir = records_root ? g_dir_open (records_root, 0, NULL) : NULL;
  const char *entry;

  while (dir && (entry = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (records_root, entry, ROOM_FILE, NULL);
      g_autoptr (GKeyFile) file = g_key_file_new ();
      g_autoptr (GFile) gfile = g_file_new_for_path (path);
      g_autoptr (GFileInfo) info = NULL;
      g_autofree char *name = NULL, *game = NULL, *teacher = NULL;
      IshiRoomKept *kept;
      gint port;

      if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL))
        continue;
      name = g_key_file_get_string (file, "room", "name", NULL);
      game = g_key_file_get_string (file, "room", "game", NULL);
      teacher = g_key_file_get_string (file, "room", "teacher-code", NULL);
      port = g_key_file_get_integer (file, "room", "port", NULL);
      if (game == NULL || (strcmp (game, "go") != 0 && strcmp (game, "renju") != 0))
        continue;
      kept = g_new0 (IshiRoomKept, 1);
      kept->folder = g_strdup (entry);
      kept->name = name && g_utf8_validate (name, -1, NULL) ? g_steal_pointer (&name) : g_strdup (entry);
      kept->game = g_steal_pointer (&game);
      kept->port = port > 0 && port <= 65535 ? (guint16) port : 0;
      kept->is_class = teacher != NULL;
      info = g_file_query_info (gfile, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL, NULL);
      kept->modified = info ? (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
                                * G_USEC_PER_SEC : 0;
      g_ptr_array_add (list, kept);
    }
  g_ptr_array_sort (list, latest_first);
  return list;
}
