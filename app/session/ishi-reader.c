/* ishi-reader.c — see ishi-reader.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-reader"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-collection-picker.h"
#include "ishi-renju-move-list.h"
#include "ishi-renlib.h"
#include "ishi-reader.h"
#include "ishi-session.h"

/* Files from this size on are read in a thread: a 100 MB collection takes
 * seconds.  Smaller ones take a few milliseconds and open at once. */
#define READ_IN_THREAD_BYTES (1024 * 1024)

typedef struct {
  GWeakRef reader;          /* the window, and its reader, may go first */
  GFile *file;
  GCancellable *cancellable;
  gint progress;            /* thousandths, set by the reading thread */
  GtkWindow *dialog;
  GtkProgressBar *bar;
  guint timer;
} Reading;

struct _IshiReader {
  GObject parent_instance;

  GtkWindow *parent;        /* weak */
  Reading *reading;         /* a read in a thread, or NULL */
};

G_DEFINE_FINAL_TYPE (IshiReader, ishi_reader, G_TYPE_OBJECT)

enum { SIGNAL_READ, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The repaired faults of `collection`, as the window lists them. */
static GPtrArray *
warning_lines (IshiSgfCollection *collection)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < collection->warnings->len; i++)
    {
      IshiSgfWarning *w = g_ptr_array_index (collection->warnings, i);
      /* Translators: a repaired fault: "line 3, column 7: ..." */
      g_ptr_array_add (lines, g_strdup_printf (_("line %u, column %u: %s"),
                                               w->line, w->column, w->message));
    }
  return lines;
}

/* The games are gathered one by one as the reader closes each tree, and
 * how far it has come is written where the caller reads it. */
typedef struct {
  GFile *file;
  gint *progress;        /* thousandths, the caller's, or NULL */
  GPtrArray *games;
  GPtrArray *warnings;
} ReadJob;

/* Of a collection, the window keeps a title and the place of each game,
 * not its tree (issue 23 item 14: it held every tree, some five times the
 * file).  The first tree is kept until a second game comes: a file of
 * one game is then opened without being read twice. */
static gboolean
gather_game (IshiSgfNode *root, const IshiSgfSpan *span, gsize done, gsize total,
             gpointer user_data)
{
  ReadJob *job = user_data;
  guint index = job->games->len;
  IshiCollectionGame *game;

  game = ishi_collection_game_new (root, span, ishi_collection_picker_title (root, index));
  if (index > 0)
    {
      ishi_collection_game_drop_tree (game);
      if (index == 1)
        ishi_collection_game_drop_tree (g_ptr_array_index (job->games, 0));
    }
  g_ptr_array_add (job->games, game);
  if (job->progress != NULL && total > 0)
    g_atomic_int_set (job->progress, (gint) ((double) done / (double) total * 1000.0));
  return TRUE;
}

/* A move list is a few kilobytes: a bigger text file is no move list. */
#define MOVE_LIST_MAX_BYTES (64 * 1024)

/* A file that holds no SGF may be a Renju move list (issue 67): its game,
 * or FALSE with `error` left as it was when it is none, or the list's own
 * error when it looks like one but a move is wrong. */
static gboolean
read_move_list (ReadJob *job, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *sgf = NULL;
  gsize length = 0;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  GError *list_error = NULL;

  info = g_file_query_info (job->file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
      || g_file_info_get_size (info) > MOVE_LIST_MAX_BYTES
      || !g_file_load_contents (job->file, NULL, &text, &length, NULL, NULL)
      || !ishi_renju_move_list_looks_like (text, length))
    return FALSE;
  sgf = ishi_renju_move_list_to_sgf (text, (gssize) length, &list_error);
  if (sgf)
    collection = ishi_sgf_parse (sgf, strlen (sgf), NULL, &list_error);
  if (collection == NULL || collection->games->len != 1)
    {
      g_autofree char *name = g_file_get_parse_name (job->file);

      g_clear_error (error);
      g_set_error (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE,
                   /* Translators: the file's name, then why its moves cannot be read */
                   _("%s holds a Renju move list that cannot be read: %s"), name,
                   list_error ? list_error->message : "");
      g_clear_error (&list_error);
      return FALSE;
    }
  {
    IshiSgfNode *root = g_ptr_array_steal_index (collection->games, 0);
    IshiSgfSpan span = { 0 };
    IshiCollectionGame *game = ishi_collection_game_new (root, &span, ishi_collection_picker_title (root, 0));

    game->from_move_list = TRUE;
    g_ptr_array_add (job->games, game);
  }
  job->warnings = g_ptr_array_new_with_free_func (g_free);
  g_clear_error (error);
  return TRUE;
}

/* RenLib's libraries reach a few megabytes; a bigger file is refused
 * before it is read. */
#define RENLIB_MAX_BYTES (16 * 1024 * 1024)

static gboolean
is_named_lib (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *lower = name ? g_ascii_strdown (name, -1) : NULL;

  return lower && g_str_has_suffix (lower, ".lib");
}

/* Does `file` start as a RenLib library (ishi-renlib.h)?  Its first bytes
 * only are read. */
static gboolean
is_renlib (GFile *file)
{
  g_autoptr(GFileInputStream) in = g_file_read (file, NULL, NULL);
  guint8 head[20];
  gsize got = 0;

  if (in == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (in), head, sizeof head, &got, NULL, NULL))
    return FALSE;
  return ishi_renlib_looks_like (head, got, is_named_lib (file));
}

/* The game of a RenLib library (issue 67), with a line for what it holds
 * that the record cannot keep (its marks and start flags). */
static gboolean
read_renlib (ReadJob *job, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *sgf = NULL;
  gsize length = 0;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  IshiRenlibSummary summary;
  GError *lib_error = NULL;
  g_autofree char *name = g_file_get_parse_name (job->file);

  info = g_file_query_info (job->file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return FALSE;
  if (g_file_info_get_size (info) > RENLIB_MAX_BYTES)
    {
      g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_TOO_BIG,
                   /* Translators: the file's name, then its size limit in MB */
                   _("%s is a RenLib library bigger than %d MB: Ishi reads no bigger ones."),
                   name, RENLIB_MAX_BYTES / (1024 * 1024));
      return FALSE;
    }
  if (!g_file_load_contents (job->file, NULL, &data, &length, NULL, error))
    return FALSE;
  sgf = ishi_renlib_to_sgf ((const guint8 *) data, length, is_named_lib (job->file), &summary, &lib_error);
  if (sgf)
    collection = ishi_sgf_parse (sgf, strlen (sgf), NULL, &lib_error);
  if (collection == NULL || collection->games->len != 1)
    {
      g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_BAD_NODE,
                   /* Translators: the file's name, then why it cannot be read */
                   _("%s is a RenLib library that cannot be read: %s"), name,
                   lib_error ? lib_error->message : "");
      g_clear_error (&lib_error);
      return FALSE;
    }
  {
    IshiSgfNode *root = g_ptr_array_steal_index (collection->games, 0);
    IshiSgfSpan span = { 0 };
    IshiCollectionGame *game = ishi_collection_game_new (root, &span, ishi_collection_picker_title (root, 0));

    /* not SGF: opened as a new game, never written over */
    game->from_move_list = TRUE;
    g_ptr_array_add (job->games, game);
  }
  job->warnings = g_ptr_array_new_with_free_func (g_free);
  if (summary.marks + summary.starts > 0)
    g_ptr_array_add (job->warnings,
                     g_strdup_printf (/* Translators: RenLib's bookmarks and start flags; the two counts */
                                      _("RenLib’s marks (%u) and start flags (%u) are not kept: a game record has no place for them."),
                                      summary.marks, summary.starts));
  return TRUE;
}

/* The games of `file` (of IshiCollectionGame, freed with the array) and
 * the faults the reader repaired ("line 3, column 7: ..."), or NULL and
 * why; `progress` as read_games_async says. */
static gboolean
read_games (ReadJob *job, GCancellable *cancellable, GError **error)
{
  g_autoptr(IshiSgfCollection) collection = NULL;
  GError *sgf_error = NULL;

  job->games = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_collection_game_free);
  if (is_renlib (job->file))
    return read_renlib (job, error);
  /* a device, a pipe, a folder or a file over 256 MiB is refused by the
   * reader before anything is read */
  collection = ishi_sgf_read_file_spans (job->file, gather_game, job, cancellable, &sgf_error);
  if (collection == NULL)
    {
      if (g_error_matches (sgf_error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX) && job->games->len == 0
          && read_move_list (job, &sgf_error))
        return TRUE;
      g_propagate_error (error, sgf_error);
      return FALSE;
    }
  job->warnings = warning_lines (collection);
  return TRUE;
}

GPtrArray *
ishi_reader_read_games (GFile *file, GPtrArray **warnings, GError **error)
{
  ReadJob job = { .file = file };
  gboolean read;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  read = read_games (&job, NULL, error);
  if (read && warnings)
    *warnings = g_steal_pointer (&job.warnings);
  g_clear_pointer (&job.warnings, g_ptr_array_unref);
  if (!read)
    g_clear_pointer (&job.games, g_ptr_array_unref);
  return job.games;
}

static void
read_job_free (ReadJob *job)
{
  g_object_unref (job->file);
  g_clear_pointer (&job->games, g_ptr_array_unref);
  g_clear_pointer (&job->warnings, g_ptr_array_unref);
  g_free (job);
}

static void
read_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ReadJob *job = task_data;
  GError *error = NULL;

  if (!read_games (job, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

/* The same in a thread: `progress` is set from it, with g_atomic_int_set,
 * in thousandths, and must stay valid until `callback` has run; a
 * cancelled read stops within 64 KiB of text with G_IO_ERROR_CANCELLED. */
static void
read_games_async (IshiReader *self, GFile *file, gint *progress, GCancellable *cancellable,
                  GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  ReadJob *job;

  job = g_new0 (ReadJob, 1);
  job->file = g_object_ref (file);
  job->progress = progress;
  if (progress != NULL)
    g_atomic_int_set (progress, 0);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, read_games_async);
  g_task_set_task_data (task, job, (GDestroyNotify) read_job_free);
  /* cancelled, the reader stops within 64 KiB of text (the callback runs
   * then, so that the games read so far are freed before anything else) */
  g_task_run_in_thread (task, read_thread);
}

static GPtrArray *
read_games_finish (IshiReader *self, GAsyncResult *result, GPtrArray **warnings, GError **error)
{
  ReadJob *job;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  job = g_task_get_task_data (G_TASK (result));
  if (warnings)
    *warnings = g_steal_pointer (&job->warnings);
  return g_steal_pointer (&job->games);
}


static void
reading_free (Reading *reading)
{
  g_clear_handle_id (&reading->timer, g_source_remove);
  if (reading->dialog)
    gtk_window_destroy (reading->dialog);
  g_object_unref (reading->cancellable);
  g_object_unref (reading->file);
  g_weak_ref_clear (&reading->reader);
  g_free (reading);
}

static gboolean
reading_tick_cb (gpointer data)
{
  Reading *reading = data;
  double fraction = g_atomic_int_get (&reading->progress) / 1000.0;
  g_autofree char *text = g_strdup_printf (_("%.0f %%"), fraction * 100);

  gtk_progress_bar_set_fraction (reading->bar, fraction);
  gtk_progress_bar_set_text (reading->bar, text);
  return G_SOURCE_CONTINUE;
}

static void
read_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Reading *reading = data;
  g_autoptr(IshiReader) self = g_weak_ref_get (&reading->reader);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) warnings = NULL;

  games = read_games_finish (ISHI_READER (source), result, &warnings, &error);
  if (self != NULL && self->reading == reading)
    self->reading = NULL;
  /* cancelled (by the user, or as the window went): nothing to tell */
  if (self != NULL && !g_cancellable_is_cancelled (reading->cancellable))
    {
      g_clear_handle_id (&reading->timer, g_source_remove);
      g_clear_pointer (&reading->dialog, gtk_window_destroy);
      g_signal_emit (self, signals[SIGNAL_READ], 0, reading->file, games, warnings, error);
    }
  reading_free (reading);
}

static void
reading_cancel_cb (Reading *reading)
{
  g_cancellable_cancel (reading->cancellable);
  gtk_widget_set_sensitive (GTK_WIDGET (reading->dialog), FALSE);
}

static gboolean
reading_close_request_cb (GtkWindow *dialog, Reading *reading)
{
  reading_cancel_cb (reading);
  return TRUE;   /* it goes when the thread has stopped */
}

static GtkWindow *
progress_dialog (Reading *reading, GtkWindow *parent)
{
  g_autofree char *name = g_file_get_basename (reading->file);
  g_autofree char *what = g_strdup_printf (_("Reading “%s”…"), name);
  GtkWindow *dialog = GTK_WINDOW (gtk_window_new ());
  GtkWidget *box, *label, *bar, *cancel;

  gtk_window_set_title (dialog, _("Opening"));
  gtk_window_set_transient_for (dialog, parent);
  gtk_window_set_modal (dialog, TRUE);
  gtk_window_set_resizable (dialog, FALSE);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  label = gtk_label_new (what);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  bar = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (bar), TRUE);
  gtk_widget_set_size_request (bar, 320, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_halign (cancel, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), bar);
  gtk_box_append (GTK_BOX (box), cancel);
  gtk_window_set_child (dialog, box);
  gtk_window_set_default_widget (dialog, cancel);
  reading->bar = GTK_PROGRESS_BAR (bar);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (reading_cancel_cb), reading);
  g_signal_connect (dialog, "close-request", G_CALLBACK (reading_close_request_cb), reading);
  return dialog;
}

gboolean
ishi_reader_read (IshiReader *self, GFile *file)
{
  g_autoptr(GFileInfo) info = NULL;
  Reading *reading;

  g_return_val_if_fail (ISHI_IS_READER (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->reading != NULL)
    return FALSE;   /* one file at a time: its dialog is modal */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL || g_file_info_get_size (info) < READ_IN_THREAD_BYTES)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) warnings = NULL;
      g_autoptr(GPtrArray) games = ishi_reader_read_games (file, &warnings, &error);

      g_signal_emit (self, signals[SIGNAL_READ], 0, file, games, warnings, error);
      return TRUE;
    }

  reading = g_new0 (Reading, 1);
  g_weak_ref_init (&reading->reader, self);
  reading->file = g_object_ref (file);
  reading->cancellable = g_cancellable_new ();
  self->reading = reading;
  reading->dialog = progress_dialog (reading, self->parent);
  reading_tick_cb (reading);
  reading->timer = g_timeout_add (100, reading_tick_cb, reading);
  gtk_window_present (reading->dialog);
  read_games_async (self, file, &reading->progress, reading->cancellable, read_done_cb, reading);
  return TRUE;
}

gboolean
ishi_reader_is_busy (IshiReader *self)
{
  g_return_val_if_fail (ISHI_IS_READER (self), FALSE);
  return self->reading != NULL;
}

void
ishi_reader_cancel (IshiReader *self)
{
  g_return_if_fail (ISHI_IS_READER (self));

  if (self->reading == NULL)
    return;
  /* the thread stops soon; its end frees what it read */
  g_cancellable_cancel (self->reading->cancellable);
  g_clear_handle_id (&self->reading->timer, g_source_remove);
  g_clear_pointer (&self->reading->dialog, gtk_window_destroy);
  self->reading = NULL;
}

IshiReader *
ishi_reader_new (GtkWindow *parent)
{
  IshiReader *self = g_object_new (ISHI_TYPE_READER, NULL);

  self->parent = parent;
  g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->parent);
  return self;
}

static void
ishi_reader_dispose (GObject *object)
{
  IshiReader *self = ISHI_READER (object);

  ishi_reader_cancel (self);
  if (self->parent)
    g_object_remove_weak_pointer (G_OBJECT (self->parent), (gpointer *) &self->parent);
  self->parent = NULL;
  G_OBJECT_CLASS (ishi_reader_parent_class)->dispose (object);
}

static void
ishi_reader_class_init (IshiReaderClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_reader_dispose;
  signals[SIGNAL_READ] = g_signal_new ("read", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                       G_TYPE_FILE, G_TYPE_POINTER, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
ishi_reader_init (IshiReader *self)
{
}
