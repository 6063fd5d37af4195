/* ishi-room-records.c — nothing lost: each table's record written (in a
 * worker thread, atomically) before what follows it is announced, the
 * table's lines held in order behind it, and the room itself (tables,
 * seats, tokens, the score list) saved in room.ini beside the records.
 *
 * Nothing is announced that is not on disk.  When a record cannot be
 * written (the disk full, the folder gone or not writable), the table
 * stops: a move whose save failed is taken back (nobody saw it) and its
 * player may play it again later; what else waited (the end of a game, a
 * new one) waits on.  Its players and watchers are told, and the host's
 * log; the clocks stop and every move is refused.  Every 2 s the record
 * is tried again; once it is written, the table says so and play goes on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-records.h"

#include <math.h>
#include <string.h>

#include "ishi-sgf.h"

#define ROOM_FILE "room.ini"
/* How often a table that cannot save tries again. */
#define RETRY_SECONDS 2

/* ------------------------------------------------------------------------ */
/* Saving before announcing                                                  */
/* ------------------------------------------------------------------------ */

/* What a table has to say, in order: lines, and the saves they wait for. */
typedef struct {
  gboolean is_save;
  char *text;              /* a line's text, or the record to write */
  gsize length;
  int code;
  TableAudience audience;
  guint move;              /* a save after a move: its number; 0: another change */
} HeldItem;

typedef struct {
  int number;              /* the table (looked up again: the room may have changed) */
  char *path;
  char *text;
  gsize length;
  guint move;              /* as HeldItem's */
} SaveJob;

static void
held_item_free (gpointer data)
{
  HeldItem *item = data;

  g_free (item->text);
  g_free (item);
}

static void
save_job_free (gpointer data)
{
  SaveJob *job = data;

  g_free (job->path);
  g_free (job->text);
  g_free (job);
}

static void
save_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;

  /* ishi_sgf_save_text: a temporary file, flushed to the disk, renamed. */
  if (ishi_sgf_save_text (job->path, job->text, job->length, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void start_save (RoomTable *table, char *text, gsize length, guint move);

gboolean
room_path_inside (IshiRoom *room, const char *path)
{
  g_autofree char *folder = NULL, *full = NULL;
  gsize n;

  if (room->records_dir == NULL || path == NULL)
    return FALSE;
  folder = g_canonicalize_filename (room->records_dir, NULL);
  full = g_canonicalize_filename (path, folder);
  n = strlen (folder);
  return strncmp (full, folder, n) == 0 && full[n] == G_DIR_SEPARATOR && full[n + 1] != '\0';
}

/* The held lines go out up to the next save, which starts. */
static void
release_held (RoomTable *table)
{
  HeldItem *item;

  while (!table->saving && (item = g_queue_pop_head (&table->held)) != NULL)
    {
      if (item->is_save)
        {
          start_save (table, g_steal_pointer (&item->text), item->length, item->move);
          g_free (item);
          continue;
        }
      room_send_table_now (table, item->audience, item->code, item->text);
      held_item_free (item);
    }
}

/* The moves from number `move` on are taken back (the one whose save
 * failed, and any played behind it): while the game is being played only,
 * and only when all that waited behind that save were moves. */
static gboolean
take_back_from (RoomTable *table, guint move)
{
  IshiGame *game;

  if (move == 0 || table->match == NULL || ishi_match_get_phase (table->match) != ISHI_PHASE_PLAYING)
    return FALSE;
  for (GList *l = table->held.head; l; l = l->next)
    if (((HeldItem *) l->data)->is_save && ((HeldItem *) l->data)->move == 0)
      return FALSE;
  game = ishi_match_get_game (table->match);
  while (ishi_game_get_move_number (game) >= move)
    {
      IshiSgfNode *undone = ishi_game_get_node (game);
      if (!ishi_match_undo (table->match))
        return FALSE;
      ishi_match_delete_variation (table->match, undone);
    }
  /* What was to announce them goes too. */
  table_drop_held (table);
  return TRUE;
}

/* A record could not be written: the table stops, and everyone there
 * (and the host) is told. */
static void
table_cannot_save (RoomTable *table, const GError *error, guint move)
{
  IshiRoom *room = table->room;
  gboolean taken_back = take_back_from (table, move);

  room->unsaved_tables += !table->unsaved;
  if (!table->unsaved)
    g_warning ("Table %d: the game's record cannot be written (%s): the game is paused until it can.",
               table->number, error->message);
  g_free (room->save_problem);
  room->save_problem = g_strdup (error->message);
  table->unsaved = TRUE;
  table->unsaved_tried = room_now (room);
  table_update_pause (table);
  room_say_table_now (table, taken_back ? ISHI_ROOM_MSG_HOST_CANNOT_SAVE_MOVE_LOST : ISHI_ROOM_MSG_HOST_CANNOT_SAVE);
  room_changed (room);
}

/* A record was written while the table was stopped: play goes on. */
static void
table_saves_again (RoomTable *table)
{
  IshiRoom *room = table->room;

  table->unsaved = FALSE;
  if (--room->unsaved_tables == 0)
    g_clear_pointer (&room->save_problem, g_free);
  g_message ("Table %d: the game's record is written again: the game goes on.", table->number);
  table_update_pause (table);
  room_say_table_now (table, ISHI_ROOM_MSG_HOST_CAN_SAVE_AGAIN);
  room_changed (room);
}

static void
saved_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoom *room = ISHI_ROOM (source);
  SaveJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  RoomTable *table;

  room->saves_pending--;
  g_task_propagate_boolean (G_TASK (result), &error);
  if (job->number < 1 || (guint) job->number > room->tables->len)
    return;
  table = g_ptr_array_index (room->tables, job->number - 1);
  table->saving = FALSE;
  if (error)
    {
      /* Nothing behind it goes out (but a move taken back is dropped with
       * what announced it). */
      table_cannot_save (table, error, job->move);
      return;
    }
  if (table->unsaved)
    {
      /* The record as it is now is on disk: every save that waited is in
       * it, and what waited may be said. */
      GQueue kept = G_QUEUE_INIT;
      HeldItem *item;
      while ((item = g_queue_pop_head (&table->held)) != NULL)
        if (item->is_save)
          held_item_free (item);
        else
          g_queue_push_tail (&kept, item);
      table->held = kept;
      table_saves_again (table);
    }
  release_held (table);
}

void
room_records_tick (IshiRoom *room)
{
  gint64 now;

  if (room->unsaved_tables == 0)
    return;
  now = room_now (room);
  for (guint i = 0; i < room->tables->len; i++)
    {
      RoomTable *table = g_ptr_array_index (room->tables, i);
      IshiSgfNode *root;
      char *text;
      gsize length;

      if (!table->unsaved || table->saving || table->match == NULL || table->record_path == NULL
          || now - table->unsaved_tried < (gint64) RETRY_SECONDS * G_USEC_PER_SEC)
        continue;
      table->unsaved_tried = now;
      /* A class's folder of the day may be what is gone. */
      {
        g_autofree char *folder = g_path_get_dirname (table->record_path);
        if (room_path_inside (room, table->record_path))
          g_mkdir_with_parents (folder, 0700);
      }
      root = ishi_game_get_root (ishi_match_get_game (table->match));
      text = ishi_sgf_write (&root, 1, &length);
      start_save (table, text, length, 0);
    }
}

static void
start_save (RoomTable *table, char *text, gsize length, guint move)
{
  IshiRoom *room = table->room;
  SaveJob *job = g_new0 (SaveJob, 1);
  g_autoptr (GTask) task = g_task_new (room, NULL, saved_cb, NULL);

  job->number = table->number;
  job->path = g_strdup (table->record_path);
  job->text = text;
  job->length = length;
  job->move = move;
  g_task_set_task_data (task, job, save_job_free);
  table->saving = TRUE;
  room->saves_pending++;
  g_task_run_in_thread (task, save_thread);
}

static void
commit (RoomTable *table, guint move)
{
  IshiSgfNode *root;
  char *text;
  gsize length;
  HeldItem *item;

  if (table->record_path == NULL || table->match == NULL)
    return;
  root = ishi_game_get_root (ishi_match_get_game (table->match));
  text = ishi_sgf_write (&root, 1, &length);
  /* A table that cannot save keeps what it has to say until a try works
   * (room_records_tick), which writes the record as it is then. */
  if (!table->saving && !table->unsaved)
    {
      start_save (table, text, length, move);
      return;
    }
  item = g_new0 (HeldItem, 1);
  item->is_save = TRUE;
  item->text = text;
  item->length = length;
  item->move = move;
  g_queue_push_tail (&table->held, item);
}

void
table_commit (RoomTable *table)
{
  commit (table, 0);
}

void
table_commit_move (RoomTable *table)
{
  commit (table, table->match ? ishi_game_get_move_number (ishi_match_get_game (table->match)) : 0);
}

void
table_output (RoomTable *table, TableAudience audience, int code, const char *text)
{
  HeldItem *item;

  if (!table->saving && !table->unsaved && g_queue_is_empty (&table->held))
    {
      room_send_table_now (table, audience, code, text);
      return;
    }
  item = g_new0 (HeldItem, 1);
  item->text = g_strdup (text);
  item->code = code;
  item->audience = audience;
  g_queue_push_tail (&table->held, item);
}

void
table_drop_held (RoomTable *table)
{
  g_queue_clear_full (&table->held, held_item_free);
}

static const char *const seat_keys[3] = { NULL, "black", "white" };

static void
save_table (GKeyFile *file, RoomTable *table)
{
  g_autofree char *group = g_strdup_printf ("table %d", table->number);
  const TableOptions *o = &table->options;

  g_key_file_set_string (file, group, "rule", o->ruleset->id);
  g_key_file_set_integer (file, group, "size", o->size);
  g_key_file_set_integer (file, group, "handicap", o->handicap);
  if (!isnan (o->komi))
    g_key_file_set_double (file, group, "komi", o->komi);
  g_key_file_set_integer (file, group, "minutes", o->minutes);
  g_key_file_set_integer (file, group, "byoyomi", o->byoyomi);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (table->seats[c])
      {
        g_autofree char *token_key = g_strdup_printf ("%s-token", seat_keys[c]);
        g_key_file_set_string (file, group, seat_keys[c], table->seats[c]->name);
        g_key_file_set_string (file, group, token_key, table->seats[c]->token);
        if (table->seats[c]->engine)
          {
            g_autofree char *engine_key = g_strdup_printf ("%s-engine", seat_keys[c]);
            g_key_file_set_integer (file, group, engine_key, table->seats[c]->engine_level);
          }
      }
  if (table->record_path && table->match)
    {
      /* The record's path in the records folder: its name, or a class's
       * "DAY/name".  A finished game's too: after a restart its table
       * shows how it ended (issue 65, 4), until a new game there. */
      const char *base = table->record_path + strlen (table->room->records_dir);
      while (*base == G_DIR_SEPARATOR)
        base++;
      g_key_file_set_string (file, group, "record", base);
      if (table->adjourned && table_playing (table))
        g_key_file_set_boolean (file, group, "adjourned", TRUE);
      if (table->opening_decided)
        g_key_file_set_boolean (file, group, "swapped", table->swapped);
    }
}

/* A class's list of pupils with Ishi's level for each, and its one game
 * for everyone. */
static void
save_class (GKeyFile *file, IshiRoom *room)
{
  /* In the class's order, which the list keeps. */
  g_autoptr (GPtrArray) names = room_pupils_names (room);
  g_autoptr (GArray) levels = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < names->len; i++)
    g_array_append_val (levels, (int) { GPOINTER_TO_INT (g_hash_table_lookup (room->roster, names->pdata[i])) });
  if (names->len > 0)
    {
      g_key_file_set_string_list (file, "class", "pupils", (const char *const *) names->pdata, names->len);
      g_key_file_set_integer_list (file, "class", "levels", (int *) levels->data, levels->len);
    }
  if (room->class_grade)
    g_key_file_set_integer (file, "class", "grade", room->class_grade);
  if (room->class_game_set)
    {
      g_autofree char *game = g_strdup_printf ("%s %d %d", room->class_game.ruleset->id, room->class_game.size,
                                               room->class_game.minutes);
      g_key_file_set_string (file, "class", "game", game);
    }
}

void
room_save (IshiRoom *room)
{
  g_autoptr (GKeyFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  GHashTableIter iter;
  char *name;
  double *points;

  if (room->records_dir == NULL)
    return;
  file = g_key_file_new ();
  g_key_file_set_string (file, "room", "name", room->name);
  g_key_file_set_string (file, "room", "game", room->game);
  g_key_file_set_string (file, "room", "code", room->code);
  if (room->teacher_code)
    g_key_file_set_string (file, "room", "teacher-code", room->teacher_code);
  g_key_file_set_integer (file, "room", "tables", room->tables->len);
  if (room->port)
    g_key_file_set_integer (file, "room", "port", room->port);
  if (room->teacher_code)
    save_class (file, room);
  g_hash_table_iter_init (&iter, room->scores);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, (gpointer *) &points))
    g_key_file_set_double (file, "scores", name, *points);
  for (guint i = 0; i < room->tables->len; i++)
    save_table (file, g_ptr_array_index (room->tables, i));
  path = g_build_filename (room->records_dir, ROOM_FILE, NULL);
  if (!g_key_file_save_to_file (file, path, &error))
    {
      /* Said once, not at every move: the games' own files still go on. */
      if (room->saves_failed++ == 0)
        g_warning ("Cannot save the room: %s", error->message);
    }
}
