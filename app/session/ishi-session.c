/* ishi-session.c — the open document: match, file, collection, modified
 * flag, saving, autosave and restore (see ishi-session.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-session"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-go-dead.h"
#include "ishi-record-file.h"
#include "ishi-session-private.h"
#include "ishi-session-collection.h"

G_DEFINE_FINAL_TYPE (IshiSession, ishi_session, G_TYPE_OBJECT)

enum { PROP_0, PROP_MATCH, PROP_FILE, PROP_MODIFIED, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_AUTOSAVE_FAILED, N_SIGNALS };
static guint signals[N_SIGNALS];


/* The slot this session writes (ishi-session-restore.c). */
static char *
autosave_path (IshiSession *self)
{
  return g_strdup (self->slot);
}

void
ishi_session_drop_autosave (IshiSession *self)
{
  g_autofree char *path = autosave_path (self);

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  g_unlink (path);
}

/* The record as it would be saved, in a few bytes. */
static char *
record_digest (IshiSession *self)
{
  IshiSgfNode *root;
  g_autofree char *text = NULL;
  gsize length = 0;

  if (self->game == NULL)
    return NULL;
  root = ishi_game_get_root (self->game);
  text = ishi_sgf_write (&root, 1, &length);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length);
}

static void
set_modified_flag (IshiSession *self, gboolean modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* FALSE: the record as it is now is the one on disk (opened, saved, or
 * given up); TRUE: it is not, whatever it becomes (a restored game). */
void
ishi_session_set_modified (IshiSession *self, gboolean modified)
{
  g_clear_pointer (&self->saved_digest, g_free);
  if (!modified)
    self->saved_digest = record_digest (self);
  set_modified_flag (self, modified);
}

static void
set_file (IshiSession *self, GFile *file)
{
  if (self->file == file || (self->file && file && g_file_equal (self->file, file)))
    return;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

void
ishi_session_set_seat_func (IshiSession *self, IshiSessionSeatFunc func, gpointer data)
{
  g_return_if_fail (ISHI_IS_SESSION (self));
  self->seat_func = func;
  self->seat_data = data;
}

/* The engines and the clock, in private root properties beside the file
 * and the node. */
static void
write_seats (IshiSession *self, IshiSgfNode *root)
{
  IshiClock *clock = self->match ? ishi_match_get_clock (self->match) : NULL;

  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE && self->seat_func && self->match; c++)
    {
      g_autofree char *seat = self->seat_func (self->match, c, self->seat_data);
      g_autofree char *escaped = seat ? ishi_sgf_escape (seat) : NULL;

      if (escaped)
        ishi_sgf_node_set_raw (root, c == ISHI_BLACK ? BLACK_KEY : WHITE_KEY, escaped);
    }
  if (clock)
    {
      g_autofree char *text = ishi_time_control_to_setting (ishi_clock_get_time_control (clock));
      g_autofree char *escaped = ishi_sgf_escape (text);

      ishi_sgf_node_set_raw (root, CLOCK_KEY, escaped);
    }
}

/* Written atomically, so that whatever happens — a crash, kill -9, a
 * power cut — the last complete state is on disk.  The file the game
 * belongs to and the current node travel in private root properties that
 * are never written into the user's own files. */
void
ishi_session_autosave_now (IshiSession *self)
{
  g_autofree char *path = NULL;
  g_autofree char *node_path = NULL;
  g_autoptr(GError) error = NULL;
  IshiSgfNode *root;

  g_return_if_fail (ISHI_IS_SESSION (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->game == NULL || !self->modified)
    return;

  path = autosave_path (self);
  root = ishi_game_get_root (self->game);
  if (self->file)
    {
      g_autofree char *uri = g_file_get_uri (self->file);
      g_autofree char *escaped = ishi_sgf_escape (uri);

      ishi_sgf_node_set_raw (root, FILE_KEY, escaped);
    }
  node_path = ishi_game_get_node_path (self->game);
  ishi_sgf_node_set_raw (root, NODE_KEY, node_path);
  write_seats (self, root);

  if (g_mkdir_with_parents (self->state_dir, 0700) != 0)
    {
      int saved_errno = errno;

      /* TRANSLATORS: the folder of the autosaves could not be made; %s the folder, then why. */
      g_set_error (&error, G_IO_ERROR, g_io_error_from_errno (saved_errno), _("Could not make the folder %s: %s"),
                   self->state_dir, g_strerror (saved_errno));
    }
  else
    ishi_sgf_save (&root, 1, path, &error);
  if (error)
    {
      /* Said once, in the window (issue 53: only standard error said it),
       * and again only after an autosave succeeded in between. */
      g_message ("Could not autosave to %s: %s", path, error->message);
      if (!self->autosave_failed)
        {
          self->autosave_failed = TRUE;
          g_signal_emit (self, signals[SIGNAL_AUTOSAVE_FAILED], 0, error);
        }
    }
  else
    self->autosave_failed = FALSE;

  ishi_sgf_node_remove (root, FILE_KEY);
  ishi_sgf_node_remove (root, NODE_KEY);
  ishi_sgf_node_remove (root, BLACK_KEY);
  ishi_sgf_node_remove (root, WHITE_KEY);
  ishi_sgf_node_remove (root, CLOCK_KEY);
  self->autosaved_node = ishi_game_get_node (self->game);
}

static gboolean
autosave_timeout_cb (gpointer data)
{
  IshiSession *self = data;

  self->autosave_id = 0;
  ishi_session_autosave_now (self);
  return G_SOURCE_REMOVE;
}

/* A move is on disk before anything else can happen; text typed letter by
 * letter into one node is gathered for a moment.  A record back as it was
 * opened or saved (a count changed and finished as it was, a variation
 * played and deleted again) is not modified: there is nothing to save. */
static void
record_changed_cb (IshiSession *self)
{
  if (self->saved_digest)
    {
      g_autofree char *digest = record_digest (self);

      if (g_strcmp0 (digest, self->saved_digest) == 0)
        {
          set_modified_flag (self, FALSE);
          ishi_session_drop_autosave (self);
          return;
        }
    }
  set_modified_flag (self, TRUE);
  if (ishi_game_get_node (self->game) != self->autosaved_node)
    ishi_session_autosave_now (self);
  else if (self->autosave_id == 0)
    self->autosave_id = g_timeout_add (300, autosave_timeout_cb, self);
}

void
ishi_session_start_unchanged (IshiSession *self)
{
  g_return_if_fail (ISHI_IS_SESSION (self));
  if (self->game == NULL || self->file != NULL)
    return;
  ishi_session_drop_autosave (self);
  ishi_session_set_modified (self, FALSE);
}

/* Moving through the record changes where a restore should land. */
static void
game_changed_cb (IshiSession *self)
{
  if (self->modified && ishi_game_get_node (self->game) != self->autosaved_node)
    ishi_session_autosave_now (self);
}

void
ishi_session_take_match (IshiSession *self, IshiMatch *match, GFile *file, GPtrArray *collection,
            gboolean modified)
{
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  g_clear_object (&self->game);
  g_set_object (&self->match, match);
  if (self->collection)
    for (guint i = 0; i < self->collection->len; i++)
      ((IshiCollectionGame *) g_ptr_array_index (self->collection, i))->taken = FALSE;
  g_clear_pointer (&self->collection, g_ptr_array_unref);
  g_clear_object (&self->collection_file);
  if (collection)
    {
      self->collection = g_ptr_array_ref (collection);
      self->collection_file = file ? g_object_ref (file) : NULL;
    }
  self->autosaved_node = NULL;
  if (match)
    {
      /* The count's dead stones as Ishi's engine reads them (a semeai
       * read right; the scoring core is below the engines). */
      ishi_match_set_dead_stones_reader (match, ishi_go_dead_ownership, NULL, NULL);
      self->game = g_object_ref (ishi_match_get_game (match));
      g_signal_connect_swapped (self->game, "record-changed", G_CALLBACK (record_changed_cb), self);
      g_signal_connect_swapped (self->game, "changed", G_CALLBACK (game_changed_cb), self);
    }
  set_file (self, file);
  ishi_session_set_modified (self, modified);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

void
ishi_session_set_match_unsaved (IshiSession *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_SESSION (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  ishi_session_drop_autosave (self);
  ishi_session_take_match (self, match, NULL, NULL, TRUE);
}

void
ishi_session_set_match (IshiSession *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_SESSION (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  ishi_session_drop_autosave (self);
  ishi_session_take_match (self, match, NULL, NULL, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Opening                                                                   */
/* ------------------------------------------------------------------------ */

static void
remember_folder (IshiSession *self, GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *uri = g_file_get_uri (file);

  if (parent)
    {
      g_autofree char *folder = g_file_get_uri (parent);
      g_settings_set_string (self->settings, "last-folder", folder);
    }
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

gboolean
ishi_session_open_game (IshiSession *self, GFile *file, GPtrArray *games, guint index,
                        GError **error)
{
  IshiCollectionGame *entry;
  IshiSgfNode *root;
  gboolean held;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiMatch) match = NULL;

  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  g_return_val_if_fail (games != NULL && index < games->len, FALSE);

  entry = g_ptr_array_index (games, index);
  if (entry->taken)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("This game is already open."));
      return FALSE;
    }
  /* The tree the reader kept, or the game read again from its place in
   * the file (issue 23 item 14). */
  held = entry->root != NULL;
  root = ishi_collection_game_load (entry, file, error);
  if (root == NULL)
    return FALSE;
  /* The game takes the tree; a refused tree goes back in its place in the
   * collection, which frees it (issue 14: it was freed twice), or is
   * freed when it was read for this. */
  game = ishi_game_new_from_tree (root, error);
  if (game == NULL)
    {
      if (held)
        entry->root = root;
      else
        ishi_sgf_node_free (root);
      return FALSE;
    }

  match = ishi_match_new (game);
  ishi_session_drop_autosave (self);
  /* A move list is never written over with SGF: Save asks for a name. */
  if (entry->from_move_list)
    ishi_session_take_match (self, match, NULL, NULL, TRUE);
  else
    ishi_session_take_match (self, match, file, games->len > 1 ? games : NULL, FALSE);
  entry->taken = TRUE;
  if (file)
    remember_folder (self, file);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Saving                                                                    */
/* ------------------------------------------------------------------------ */

gboolean
ishi_session_save (IshiSession *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  IshiSgfNode *root;

  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Ishi can only save to local files."));
      return FALSE;
    }
  root = ishi_game_get_root (self->game);
  /* On failure the old file is untouched (the save is atomic) and the game
   * is still in the autosave: nothing is lost. */
  if (self->collection)
    {
      g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (IshiSgfSpan));
      g_autoptr(GString) text = ishi_session_collection_text (self, spans, error);

      if (text == NULL || !ishi_sgf_save_text (path, text->str, text->len, error))
        return FALSE;
      /* the games not opened are now where they were copied to */
      for (guint i = 0; i < self->collection->len; i++)
        ((IshiCollectionGame *) g_ptr_array_index (self->collection, i))->span
          = g_array_index (spans, IshiSgfSpan, i);
      g_set_object (&self->collection_file, file);
    }
  /* A name ending in .lib is a RenLib library (a library opened is
   * saved back as one, its texts in the set it was read in). */
  else if (!ishi_record_save (&root, 1, path, NULL, NULL, error))
    return FALSE;

  ishi_session_drop_autosave (self);
  set_file (self, file);
  ishi_session_set_modified (self, FALSE);
  remember_folder (self, file);
  return TRUE;
}

GFile *
ishi_session_get_folder (IshiSession *self)
{
  g_autofree char *uri = NULL;

  g_return_val_if_fail (ISHI_IS_SESSION (self), NULL);

  if (self->file)
    return g_file_get_parent (self->file);
  uri = g_settings_get_string (self->settings, "last-folder");
  if (uri && uri[0])
    return g_file_new_for_uri (uri);
  /* Never the working directory (build/ when started by the README's
   * command): the user's documents, or home. */
  {
    const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

    if (documents && g_file_test (documents, G_FILE_TEST_IS_DIR))
      return g_file_new_for_path (documents);
    return g_file_new_for_path (g_get_home_dir ());
  }
}

char *
ishi_session_suggest_name (IshiSession *self)
{
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autofree char *date = NULL;

  g_return_val_if_fail (ISHI_IS_SESSION (self), NULL);

  if (self->file)
    return g_file_get_basename (self->file);
  black = ishi_game_get_info (self->game, "PB");
  white = ishi_game_get_info (self->game, "PW");
  date = ishi_game_get_info (self->game, "DT");
  if (date == NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      date = g_date_time_format (now, "%Y-%m-%d");
    }
  if (black && white)
    return g_strdup_printf ("%s-%s-%s.sgf", date, black, white);
  return g_strdup_printf ("%s.sgf", date);
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

IshiMatch *
ishi_session_get_match (IshiSession *self)
{
  g_return_val_if_fail (ISHI_IS_SESSION (self), NULL);
  return self->match;
}

IshiGame *
ishi_session_get_game (IshiSession *self)
{
  g_return_val_if_fail (ISHI_IS_SESSION (self), NULL);
  return self->game;
}

GFile *
ishi_session_get_file (IshiSession *self)
{
  g_return_val_if_fail (ISHI_IS_SESSION (self), NULL);
  return self->file;
}

gboolean
ishi_session_get_modified (IshiSession *self)
{
  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  return self->modified;
}

char *
ishi_session_get_title (IshiSession *self)
{
  g_autoptr(GFileInfo) info = NULL;

  g_return_val_if_fail (ISHI_IS_SESSION (self), NULL);

  if (self->file == NULL)
    return NULL;
  info = g_file_query_info (self->file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  return info ? g_strdup (g_file_info_get_display_name (info)) : g_file_get_basename (self->file);
}

static void
ishi_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiSession *self = ISHI_SESSION (object);

  switch (prop_id)
    {
    case PROP_MATCH: g_value_set_object (value, self->match); break;
    case PROP_FILE: g_value_set_object (value, self->file); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_session_dispose (GObject *object)
{
  IshiSession *self = ISHI_SESSION (object);

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->match);
  g_clear_object (&self->file);
  g_clear_pointer (&self->collection, g_ptr_array_unref);
  g_clear_object (&self->collection_file);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->saved_digest, g_free);
  G_OBJECT_CLASS (ishi_session_parent_class)->dispose (object);
}

static void
ishi_session_finalize (GObject *object)
{
  g_free (ISHI_SESSION (object)->state_dir);
  g_free (ISHI_SESSION (object)->slot);
  g_ptr_array_unref (ISHI_SESSION (object)->waiting);
  G_OBJECT_CLASS (ishi_session_parent_class)->finalize (object);
}

static void
ishi_session_class_init (IshiSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ishi_session_get_property;
  object_class->dispose = ishi_session_dispose;
  object_class->finalize = ishi_session_finalize;

  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, ISHI_TYPE_MATCH,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_AUTOSAVE_FAILED] = g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
ishi_session_init (IshiSession *self)
{
  self->waiting = g_ptr_array_new_with_free_func (g_free);
}

IshiSession *
ishi_session_new (GSettings *settings, const char *state_dir)
{
  IshiSession *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (state_dir != NULL, NULL);

  self = g_object_new (ISHI_TYPE_SESSION, NULL);
  self->settings = g_object_ref (settings);
  self->state_dir = g_strdup (state_dir);
  self->slot = g_build_filename (state_dir, "autosave.sgf", NULL);
  return self;
}
