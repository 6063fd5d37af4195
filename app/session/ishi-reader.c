/* ishi-reader.c — see ishi-reader.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-reader"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-collection-picker.h"
#include "ishi-record-file.h"
#include "ishi-renju-move-list.h"
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
  const char *encoding;     /* for the read being started (ishi_reader_read_as) */
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
  const char *encoding;  /* a RenLib library's texts' set, or NULL: guessed */
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

/* The one game of a RenLib library or a move list (read by
 * core/record/ishi-record-file.c): a library keeps its file, so that Save
 * writes it back as a library; a move list is opened unsaved. */
static void
take_one_game (ReadJob *job, IshiSgfCollection *collection, IshiRecordFormat format,
               const IshiRenlibSummary *summary)
{
  IshiSgfNode *root = g_ptr_array_steal_index (collection->games, 0);
  IshiSgfSpan span = { 0 };
  IshiCollectionGame *game = ishi_collection_game_new (root, &span, ishi_collection_picker_title (root, 0));

  game->from_move_list = format == ISHI_RECORD_MOVE_LIST;
  game->from_renlib = format == ISHI_RECORD_RENLIB;
  game->encoding = summary->encoding;
  game->encoding_guessed = summary->encoding_guessed;
  g_ptr_array_add (job->games, game);
  job->warnings = g_ptr_array_new_with_free_func (g_free);
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
  if (ishi_record_file_is_renlib (job->file))
    {
      IshiRecordFormat format;
      IshiRenlibSummary summary;

      collection = ishi_record_read_file (job->file, ISHI_RECORD_RENLIB_MAX_BYTES, job->encoding, &format,
                                          &summary, error);
      if (collection == NULL)
        return FALSE;
      take_one_game (job, collection, format, &summary);
      return TRUE;
    }
  /* a device, a pipe, a folder or a file over 256 MiB is refused by the
   * reader before anything is read */
  collection = ishi_sgf_read_file_spans (job->file, gather_game, job, cancellable, &sgf_error);
  if (collection == NULL)
    {
      /* no game tree at all: a Renju move list, or the list's own error */
      if (g_error_matches (sgf_error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX) && job->games->len == 0)
        {
          IshiRecordFormat format = ISHI_RECORD_SGF;
          IshiRenlibSummary summary;
          GError *list_error = NULL;

          collection = ishi_record_read_file (job->file, ISHI_SGF_MAX_FILE_SIZE, NULL, &format, &summary,
                                              &list_error);
          if (collection != NULL && format == ISHI_RECORD_MOVE_LIST)
            {
              g_clear_error (&sgf_error);
              take_one_game (job, collection, format, &summary);
              return TRUE;
            }
          if (g_error_matches (list_error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE))
            {
              g_clear_error (&sgf_error);
              sgf_error = g_steal_pointer (&list_error);
            }
          g_clear_error (&list_error);
        }
      g_propagate_error (error, sgf_error);
      return FALSE;
    }
  job->warnings = warning_lines (collection);
  return TRUE;
}

GPtrArray *
ishi_reader_read_games (GFile *file, GPtrArray **warnings, GError **error)
{
  return ishi_reader_read_games_as (file, NULL, warnings, error);
}

GPtrArray *
ishi_reader_read_games_as (GFile *file, const char *encoding, GPtrArray **warnings, GError **error)
{
  ReadJob job = { .file = file, .encoding = encoding };
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
  job->encoding = self->encoding;
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
      g_autoptr(GPtrArray) games = ishi_reader_read_games_as (file, self->encoding, &warnings, &error);

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
ishi_reader_read_as (IshiReader *self, GFile *file, const char *encoding)
{
  gboolean started;

  g_return_val_if_fail (ISHI_IS_READER (self), FALSE);

  self->encoding = encoding ? ishi_sgf_charset_name (encoding) : NULL;
  started = ishi_reader_read (self, file);
  self->encoding = NULL;
  return started;
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
