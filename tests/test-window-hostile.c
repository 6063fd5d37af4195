/* test-window-hostile.c — the window and files from strangers (issue 14).
 *
 *  - A big collection is read in a thread behind a dialog with a progress
 *    bar and Cancel: the progress moves while the window's main loop runs,
 *    Cancel stops the reading and shows nothing, and the window then takes
 *    a move and opens the next file as usual.
 *  - A collection read in the thread to its end offers its games.
 *  - Every SGF file of tests/data that the reader refuses (found at run
 *    time, by reading each with the core reader) is opened: an error
 *    dialog is shown and the game shown stays; so are /dev/zero and a
 *    folder, at once.  CI runs this under ASan.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ishi-sgf.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

/* Deadlines are generous: CI runs this under ASan on a slow machine. */
#define DEADLINE_S 120

static GString *
make_collection (gsize at_least)
{
  GString *s = g_string_sized_new (at_least + 4096);
  guint k = 0;

  while (s->len < at_least)
    {
      g_string_append_printf (s, "(;GM[1]FF[4]SZ[19]PB[Black %u]PW[White %u]\n", k, k);
      for (guint m = 0; m < 150; m++)
        {
          guint p = (m * 7 + k) % 361;

          g_string_append_printf (s, ";%c[%c%c]", m % 2 ? 'W' : 'B', 'a' + p % 19, 'a' + p / 19);
        }
      g_string_append (s, ")\n");
      k++;
    }
  return s;
}

static char *
write_temp (GString *text, const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

/* Runs the main loop until `done` says so, or fails at the deadline. */
static void
wait_until (gboolean (*done) (gpointer), gpointer data, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_S * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static gboolean
not_reading (gpointer window)
{
  return !ishi_window_is_reading (window);
}

typedef struct {
  IshiWindow *window;
  GtkProgressBar *bar;
  double first;          /* the first fraction above 0 seen */
  guint changes;         /* how often it moved while reading */
} Watch;

static gboolean
progress_moved (gpointer data)
{
  Watch *w = data;
  double f;

  g_assert_true (ishi_window_is_reading (w->window));   /* not over yet */
  f = gtk_progress_bar_get_fraction (w->bar);
  if (f > 0 && w->first == 0)
    w->first = f;
  else if (f > w->first && w->first > 0)
    {
      w->first = f;
      w->changes++;
    }
  return w->changes >= 1;
}

static void
test_big_collection_cancel (void)
{
  /* some 120 MB, under the reader's 256 MiB limit: the reader takes about
   * 0.3 s for 40 MB now, barely the two ticks of the progress bar (100 ms
   * each) this test must see, and 40 MB failed on a fast machine; three
   * times as much leaves it a second or more */
  g_autoptr(GString) text = make_collection (120 * 1000 * 1000);
  g_autofree char *path = write_temp (text, "big.sgf");
  g_autofree char *small = temp_copy ("(;GM[1]FF[4]SZ[13];B[gg])", "small.sgf");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  IshiWindow *window = new_window ();
  IshiGame *shown = game_of (window);
  GtkWindow *dialog;
  GtkWidget *cancel;
  Watch w = { window };
  guint moves;

  ishi_window_open (window, file);
  /* ishi_window_open has returned: the window is not held up */
  g_assert_true (ishi_window_is_reading (window));
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  w.bar = GTK_PROGRESS_BAR (find_widget (GTK_WIDGET (dialog), NULL, GTK_TYPE_PROGRESS_BAR));
  cancel = find_widget (GTK_WIDGET (dialog), NULL, GTK_TYPE_BUTTON);
  g_assert_nonnull (w.bar);
  g_assert_nonnull (cancel);

  /* the progress is drawn, and moves, while the file is read */
  wait_until (progress_moved, &w, "the progress bar to move");
  g_test_message ("progress seen: %.1f %%", w.first * 100);
  g_assert_cmpfloat (w.first, <, 1.0);

  g_signal_emit_by_name (cancel, "clicked");
  wait_until (not_reading, window, "the reading to stop");
  flush_events ();
  g_assert_null (find_dialog_for (window));   /* no picker, no error */
  g_assert_true (game_of (window) == shown);

  /* the window still answers: a move, then a file opens as usual */
  moves = ishi_game_get_move_number (game_of (window));
  click (window, 3, 3);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, moves + 1);
  ishi_session_forget (ishi_window_get_session (window));
  open_file (window, small);
  g_assert_false (ishi_window_is_reading (window));
  flush_events ();
  if (find_dialog_for (window) != NULL)   /* "save the game played?" */
    g_error ("a dialog stands in the way of the second file");
  g_assert_cmpint (ishi_game_get_size (game_of (window)), ==, 13);

  destroy_window (window);
  remove_temp (path);
  remove_temp (small);
}

/* A collection big enough for the thread, read to its end: the picker
 * lists every game and opens the one chosen. */
static void
test_big_collection_open (void)
{
  g_autoptr(GString) text = make_collection (2 * 1000 * 1000);
  g_autofree char *path = write_temp (text, "two-mb.sgf");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  IshiWindow *window = new_window ();
  GtkWindow *dialog;
  GtkSingleSelection *selection;
  guint n;

  ishi_window_open (window, file);
  g_assert_true (ishi_window_is_reading (window));
  wait_until (not_reading, window, "the reading to end");
  flush_events ();
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  selection = g_object_get_data (G_OBJECT (dialog), "selection");
  g_assert_nonnull (selection);
  n = g_list_model_get_n_items (G_LIST_MODEL (selection));
  g_assert_cmpuint (n, >, 1000);
  gtk_single_selection_set_selected (selection, n - 1);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  flush_events ();
  {
    g_autofree char *pb = ishi_game_get_info (game_of (window), "PB");
    g_autofree char *expected = g_strdup_printf ("Black %u", n - 1);

    g_assert_cmpstr (pb, ==, expected);
  }
  destroy_window (window);
  remove_temp (path);
}

/* A window closed while its file is read: the thread stops, and what it
 * read is freed (ASan and LSan watch).  The session is held by the
 * reading until its thread has stopped. */
static void
test_close_while_reading (void)
{
  g_autoptr(GString) text = make_collection (8 * 1000 * 1000);
  g_autofree char *path = write_temp (text, "closing.sgf");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  IshiWindow *window = new_window ();
  IshiSession *session = ishi_window_get_session (window);
  gint64 deadline;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  ishi_window_open (window, file);
  g_assert_true (ishi_window_is_reading (window));
  destroy_window (window);
  g_assert_null (window);
  deadline = g_get_monotonic_time () + DEADLINE_S * G_USEC_PER_SEC;
  while (session != NULL && g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_null (session);
  remove_temp (path);
}

static void
collect_sgf (const char *dir, GPtrArray *paths)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_sgf (path, paths);
      else if (g_str_has_suffix (name, ".sgf"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

/* Issue 14: every file of tests/data the reader refuses shows an error in
 * the window, and the game shown stays. */
static void
test_refused_files (void)
{
  g_autofree char *data = ishi_test_src_path ("data");
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  IshiWindow *window = new_window ();
  IshiGame *shown = game_of (window);
  guint refused = 0;

  collect_sgf (data, paths);
  g_ptr_array_sort (paths, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiSgfCollection) collection = ishi_sgf_read_file (file, &error);
      GtkWindow *dialog;

      if (collection != NULL)
        continue;
      refused++;
      g_test_message ("refused: %s (%s)", path, error->message);
      open_file (window, path);
      g_assert_false (ishi_window_is_reading (window));
      dialog = find_dialog_for (window);
      if (dialog == NULL || !GTK_IS_MESSAGE_DIALOG (dialog))
        g_error ("no error shown for %s", path);
      gtk_window_destroy (dialog);
      flush_events ();
      g_assert_null (find_dialog_for (window));
      g_assert_true (game_of (window) == shown);
    }
  /* tests/data/sgf-broken has nine fatal-*.sgf */
  g_assert_cmpuint (refused, >=, 9);

  /* a device and a folder are refused at once (/dev/zero never ends) */
  {
    const char *others[] = { "/dev/zero", data };

    for (gsize i = 0; i < G_N_ELEMENTS (others); i++)
      {
        GtkWindow *dialog;

        if (!g_file_test (others[i], G_FILE_TEST_EXISTS))
          continue;
        open_file (window, others[i]);
        g_assert_false (ishi_window_is_reading (window));
        dialog = find_dialog_for (window);
        if (dialog == NULL || !GTK_IS_MESSAGE_DIALOG (dialog))
          g_error ("no error shown for %s", others[i]);
        gtk_window_destroy (dialog);
        flush_events ();
        g_assert_true (game_of (window) == shown);
      }
  }
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window-hostile/refused-files", test_refused_files);
  g_test_add_func ("/window-hostile/big-collection-open", test_big_collection_open);
  g_test_add_func ("/window-hostile/big-collection-cancel", test_big_collection_cancel);
  g_test_add_func ("/window-hostile/close-while-reading", test_close_while_reading);
  return g_test_run ();
}
