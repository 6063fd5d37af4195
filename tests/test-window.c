/* test-window.c — the window, driven as a player would (window-helpers.h):
 * playing, files, the autosave and the count.  The faults of issue 11 each
 * have their test in test-window-faults.c.  Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-test-util.h"
#include "window-helpers.h"

/* A whole (short) Pure Go game on the default 7x7 board:
 *
 *     a b c d e f g          after the game:  X = Black, O = White
 *   7 . X . . . . .   Black a7 was White's, captured by b7 and a6.
 *   6 X . . . . . .
 *   5 . . . . . . .
 *   4 . . . X . . .   Black has 3 stones on the board, White 1:
 *   3 . . . . . . .   Pure Go counts stones only, so Black wins by 2.
 *   2 . . . . . . .
 *   1 . . . . . . O
 */
static void
test_pure_go_game (void)
{
  IshiWindow *window = new_window ();
  IshiGame *game = game_of (window);

  g_assert_cmpint (ishi_game_get_size (game), ==, 7);
  assert_status_has (window, "Black to play");
  assert_status_has (window, "Move 0");

  click (window, 3, 3);          /* B d4 */
  assert_status_has (window, "White to play");
  assert_status_has (window, "Move 1");

  click (window, 3, 3);          /* W on d4: refused, and said why */
  assert_status_has (window, "occupied");
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 1);

  click (window, 0, 0);          /* W a7 */
  click (window, 1, 0);          /* B b7 */
  click (window, 6, 6);          /* W g1 */
  click (window, 0, 1);          /* B a6 captures a7 */
  /* in Black's bar (the status line no longer repeats it) */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (widget_by_id (window, "black_captures"))), ==, "1 captured");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (widget_by_id (window, "white_captures"))), ==, "0 captured");
  g_assert_null (strstr (status_of (window), "Captures"));

  action (window, "pass");       /* W */
  assert_status_has (window, "Black to play");
  action (window, "pass");       /* B: two passes end the game */
  assert_status_has (window, "Black 3 stones, White 1 stone: Black wins by 2 stones");
  g_assert_true (g_str_has_prefix (status_of (window), "Black wins by 2 stones\n"));
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  g_assert_false (enabled (window, "pass"));

  /* Undo takes the last pass back and the game goes on. */
  action (window, "undo");
  assert_status_has (window, "Black to play");
  g_assert_true (enabled (window, "pass"));
  action (window, "redo");
  assert_status_has (window, "Black wins by 2");

  destroy_window (window);
}

static void
test_undo_redo (void)
{
  IshiWindow *window = new_window ();
  IshiGame *game = game_of (window);

  click (window, 2, 2);
  click (window, 4, 4);
  action (window, "undo");
  action (window, "undo");
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 0);
  g_assert_false (enabled (window, "undo"));
  action (window, "redo");
  action (window, "redo");
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 2);
  assert_status_has (window, "Move 2");

  destroy_window (window);
}

static void
test_resign (void)
{
  IshiWindow *window = new_window ();
  GtkWindow *dialog;
  g_autofree char *re = NULL;

  click (window, 2, 2);
  action (window, "resign");     /* White to move: White is asked */
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  flush_events ();
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  assert_status_has (window, "Black wins by resignation");
  re = ishi_game_get_info (game_of (window), "RE");
  g_assert_cmpstr (re, ==, "B+R");
  g_assert_false (enabled (window, "pass"));
  destroy_window (window);
}

static void
test_open_file (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/gogui/ff4_ex.1.sgf");
  IshiWindow *window;

  if (path == NULL)
    {
      g_test_skip ("../shared/testdata is missing");
      return;
    }
  window = new_window ();
  open_file (window, path);
  g_assert_cmpint (ishi_game_get_size (game_of (window)), ==, 19);
  /* Review starts at the root; the arrows then step through the record. */
  action (window, "next");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), <=, 1);
  destroy_window (window);
}

/* A .sgf dropped on the window opens as Open would open it.  The drop is
 * sent to the window's own GtkDropTarget, as GTK sends a drop from a file
 * manager. */
static void
test_drop_file (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/gogui/ff4_ex.1.sgf");
  g_autoptr(GListModel) controllers = NULL;
  GtkDropTarget *target = NULL;
  IshiWindow *window;
  GValue value = G_VALUE_INIT;
  GSList *files;
  gboolean accepted = FALSE;

  if (path == NULL)
    {
      g_test_skip ("../shared/testdata is missing");
      return;
    }
  window = new_window ();
  g_assert_cmpint (ishi_game_get_size (game_of (window)), !=, 19);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);

  files = g_slist_append (NULL, g_file_new_for_path (path));
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  g_slist_free_full (files, g_object_unref);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  flush_events ();

  g_assert_true (accepted);
  g_assert_cmpint (ishi_game_get_size (game_of (window)), ==, 19);
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "ff4_ex.1"));
  destroy_window (window);
}

static void
test_autosave (void)
{
  const char *state = g_get_user_state_dir ();
  g_autofree char *path = NULL;
  IshiWindow *window;

  /* main() pointed XDG_STATE_HOME at a fresh folder for this process. */
  window = new_window ();
  click (window, 3, 3);
  /* A move is on disk as soon as it is played. */
  path = g_build_filename (state, "ishi", "autosave.sgf", NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  {
    g_autofree char *contents = NULL;
    g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "B[dd]"));
  }
  /* Like kill -9: the window is gone without closing, the file stays. */
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_object_unref (window);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_unlink (path);
}

/* Renju in the same window: Black's double three at h10 is refused with the
 * reason, and a five ends the game with the row shown.
 *
 *   row 10  . . . . . . X + X .     g10 i10, h10 empty: two open threes meet
 *   row 9   . . . . . . . X . .     h9
 *   row 8   . . . . . . . X . .     h8, Black's first stone (on the centre,
 *           a . . . . . g h i j     as renju-rules.ja.txt requires)
 *
 * (RIF: a move that makes two threes at once is forbidden for Black.)  The
 * White stones stand on column a, away from everything. */
static void
test_renju_forbidden_and_five (void)
{
  static const char *record =
    "(;GM[4]FF[4]SZ[15]"
    ";B[hh];W[ao];B[hg];W[am];B[gf];W[ak];B[if];W[ai])";
  g_autofree char *dir = g_dir_make_tmp ("ishi-renju-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "renju.sgf", NULL);
  IshiWindow *window = new_window ();
  IshiGame *game;
  IshiResult result;
  const IshiBoardModel *model;
  gboolean win_line = FALSE;
  g_autofree char *re = NULL;

  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  open_file (window, path);
  action (window, "last");
  game = game_of (window);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 8);
  assert_status_has (window, "Black to play");

  /* The forbidden point is marked before Black moves. */
  model = ishi_board_view_get_model (ISHI_BOARD_VIEW (GTK_WIDGET (board_of (window))));
  g_assert_true (ishi_board_model_peek_point (model, 7, 5)->flags & ISHI_BOARD_FLAG_FORBIDDEN);

  click (window, 7, 5);          /* h10: refused */
  assert_status_has (window, "Double three");
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 8);

  /* c14 d14 e14 f14 g14 for Black, White on column a in between (row 12
   * would not do: e12 makes a second three with g10 and h9). */
  for (int i = 0; i < 5; i++)
    {
      click (window, 2 + i, 1);
      if (i < 4)
        click (window, 0, 6 - 2 * i);
    }
  ishi_match_get_result (match_of (window), &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_FIVE);
  g_assert_cmpint (result.winner, ==, ISHI_BLACK);
  /* Issue 11, fault 6: the five is written into the record. */
  re = ishi_game_get_info (game, "RE");
  g_assert_cmpstr (re, ==, "B+");
  assert_status_has (window, "Black wins with five in a row");
  g_assert_false (enabled (window, "pass"));

  model = ishi_board_view_get_model (ISHI_BOARD_VIEW (GTK_WIDGET (board_of (window))));
  for (guint i = 0; model->lines && i < model->lines->len; i++)
    if (g_array_index (model->lines, IshiBoardLine, i).kind == ISHI_BOARD_LINE_WIN)
      win_line = TRUE;
  g_assert_true (win_line);

  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}


/* Saving an opened file writes the new move into it, and the title loses
 * its "modified" mark. */
static void
test_save_existing (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9]PB[Honinbo];B[ee];W[cc])", "game.sgf");
  g_autofree char *saved = NULL;
  IshiWindow *window = new_window ();

  open_file (window, path);
  action (window, "last");
  click (window, 6, 2);                       /* B g7 = "gc" */
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  action (window, "win.save");
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "B[gc]"));
  g_assert_nonnull (strstr (saved, "PB[Honinbo]"));
  g_assert_nonnull (strstr (saved, "CA[UTF-8]"));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  destroy_window (window);
}

/* The comment and the node name typed in the review panel go into the node. */
static void
test_comment_edit (void)
{
  IshiWindow *window = new_window ();
  IshiGame *game = game_of (window);
  GtkTextView *comment_view;
  GtkEditable *name_entry;
  g_autofree char *comment = NULL;
  g_autofree char *name = NULL;

  action (window, "review");   /* F9: the panel is made when first shown */
  comment_view = GTK_TEXT_VIEW (widget_by_id (window, "comment_view"));
  name_entry = GTK_EDITABLE (widget_by_id (window, "name_entry"));
  click (window, 3, 3);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (comment_view), "好手 [good]", -1);
  gtk_editable_set_text (name_entry, "天元");
  flush_events ();
  comment = ishi_game_get_node_text (game, "C");
  name = ishi_game_get_node_text (game, "N");
  g_assert_cmpstr (comment, ==, "好手 [good]");
  g_assert_cmpstr (name, ==, "天元");
  /* Going back and forth shows the node's own text again. */
  action (window, "undo");
  action (window, "redo");
  {
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (comment_view);
    GtkTextIter a, b;
    g_autofree char *shown = NULL;

    gtk_text_buffer_get_bounds (buffer, &a, &b);
    shown = gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
    g_assert_cmpstr (shown, ==, "好手 [good]");
  }
  destroy_window (window);
}

/* A collection asks which game; saving writes every game back. */
static void
test_collection (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]SZ[9]GN[first];B[aa])(;GM[1]SZ[13]GN[second];B[bb];W[cc])",
                                     "two.sgf");
  g_autofree char *saved = NULL;
  IshiWindow *window = new_window ();
  GtkWindow *dialog;
  GtkSingleSelection *selection;

  open_file (window, path);
  flush_events ();
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  selection = g_object_get_data (G_OBJECT (dialog), "selection");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, 2);
  gtk_single_selection_set_selected (selection, 1);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  flush_events ();
  g_assert_cmpint (ishi_game_get_size (game_of (window)), ==, 13);

  action (window, "last");
  click (window, 5, 5);
  action (window, "win.save");
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "GN[first]"));
  g_assert_nonnull (strstr (saved, "GN[second]"));
  g_assert_nonnull (strstr (saved, "B[ff]"));
  g_assert_true (strstr (saved, "GN[first]") < strstr (saved, "GN[second]"));
  destroy_window (window);
}

/* Issue 23 item 14: of a collection the window keeps where each game is,
 * reads game 3 when it is picked, and saves every other game byte for
 * byte as it stood in the file (spacing, property order, lower-case
 * property letters and all, which writing a tree anew would change),
 * game 3 with its edit, twice over (the second save copies from the
 * file the first wrote). */
static void
test_collection_kept_in_place (void)
{
  static const char *const games[] = {
    "(;GM[1]FF[4]SZ[9]GN[one]\n  ;B[ee]  ;W[cc]C[kept  as  is])",
    "(;SZ[9]GM[1]GN[two]PB[Ann]\n;B[aa](;W[bb])\n(;W[cc]))",
    "(;GM[1]SZ[9]GN[three];B[ee];W[gg])",
    "(;GM[1]SZ[13]GN[four]CoPyright[x];B[dd])",
    "(;GM[1]SZ[9]GN[five]\r\n;B[ab])",
  };
  g_autoptr(GString) text = g_string_new ("some words before the games\n");
  g_autofree char *path = NULL;
  IshiWindow *window = new_window ();
  GtkWindow *dialog;
  GtkSingleSelection *selection;

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    g_string_append_printf (text, "%s%s", games[i], i % 2 ? "\n\n" : " ");
  path = temp_copy (text->str, "five.sgf");
  open_file (window, path);
  flush_events ();
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  selection = g_object_get_data (G_OBJECT (dialog), "selection");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, 5);
  gtk_single_selection_set_selected (selection, 2);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  flush_events ();
  {
    g_autofree char *gn = ishi_game_get_info (game_of (window), "GN");

    g_assert_cmpstr (gn, ==, "three");
  }

  for (int round = 0; round < 2; round++)
    {
      g_autofree char *saved = NULL;
      const char *after = NULL;
      const char *three;

      action (window, "last");
      click (window, round, 8);              /* B a1, then W b1 */
      action (window, "win.save");
      g_assert_false (ishi_session_get_modified (ishi_window_get_session (window)));
      g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
      for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
        {
          const char *at = i == 2 ? strstr (saved, "GN[three]") : strstr (saved, games[i]);

          if (at == NULL)
            g_error ("game %" G_GSIZE_FORMAT " is not in the saved file:\n%s", i + 1, saved);
          g_assert_true (after == NULL || at > after);   /* in the file's order */
          after = at;
        }
      three = strstr (saved, "GN[three]");
      g_assert_nonnull (strstr (three, round == 0 ? "B[ai]" : "W[bi]"));
      g_assert_true (strstr (three, "B[ai]") < strstr (three, "GN[four]"));
    }
  destroy_window (window);
}

/* After a crash the next start offers the autosaved game, and restores it. */
static void
test_restore (void)
{
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), "ishi", "autosave.sgf", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  IshiWindow *window;
  IshiGame *game;
  GtkInfoBar *info_bar;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, "(;GM[1]FF[4]SZ[7]RU[Pure Go];B[dd];W[cc];B[ee])", -1, NULL));
  window = new_window ();
  info_bar = GTK_INFO_BAR (widget_by_id (window, "info_bar"));
  g_assert_true (ishi_session_restore_pending (ishi_window_get_session (window)));
  g_assert_true (gtk_info_bar_get_revealed (info_bar));
  gtk_info_bar_response (info_bar, GTK_RESPONSE_ACCEPT);
  flush_events ();
  game = game_of (window);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 3);
  /* still not saved anywhere */
  g_assert_true (ishi_session_get_modified (ishi_window_get_session (window)));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  destroy_window (window);
  g_unlink (path);
}

/* Closing with unsaved changes asks first; "Discard" then closes. */
static void
test_close_asks (void)
{
  IshiWindow *window = new_window ();
  GtkWindow *dialog;
  gpointer alive = window;

  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  click (window, 3, 3);
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  g_assert_nonnull (alive);
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  flush_events ();
  g_assert_null (alive);
}

/* GNU Go's own count of a finished game, from tests/data/score/expected.txt. */
static char *
gnugo_result (const char *game, const char *key)
{
  g_autofree char *path = ishi_test_src_path ("data/score/expected.txt");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *prefix = g_strdup_printf ("%s ", game);
  g_autofree char *field = g_strdup_printf (" %s=", key);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      {
        const char *start = strstr (lines[i], field) + strlen (field);
        return g_strndup (start, strcspn (start, " "));
      }
  g_assert_not_reached ();
}

/* Reviewing a finished game to its two passes opens the count with Ishi's
 * dead-stone suggestion; Finish writes the result and closes the count
 * (issue 11, fault 5).  g09-06 has six dead stones left on the board; GNU
 * Go's Japanese count is the reference. */
static void
test_scoring_finish (void)
{
  g_autofree char *source = ishi_test_src_path ("data/score/g09-06.sgf");
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = gnugo_result ("g09-06.sgf", "japanese");
  g_autofree char *margin = NULL;
  g_autofree char *re = NULL;
  g_autofree char *saved = NULL;
  IshiWindow *window = new_window ();
  IshiSession *session = ishi_window_get_session (window);
  IshiMatch *match;
  IshiGame *game;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = temp_copy (text, "g09-06.sgf");
  open_file (window, path);
  action (window, "last");
  match = match_of (window);
  game = game_of (window);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_true (gtk_widget_get_child_visible (gtk_widget_get_ancestor (widget_by_id (window, "count_view"), GTK_TYPE_SCROLLED_WINDOW)));
  g_assert_true (gtk_widget_get_can_target (widget_by_id (window, "finish_button")));

  /* "B+21.5" → "Black wins by 21.5" (then the next part of the line) */
  g_assert_true (expected[0] == 'B' && expected[1] == '+');
  margin = g_strdup_printf ("Black wins by %s ·", expected + 2);
  assert_status_has (window, margin);

  /* A click on a dead stone brings its group back and the count moves. */
  click (window, 2, 2);          /* c7: one of GNU Go's dead stones */
  g_assert_null (strstr (status_of (window), margin));
  click (window, 2, 2);
  assert_status_has (window, margin);
  g_assert_false (ishi_session_get_modified (session));

  action (window, "finish");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  re = ishi_game_get_info (game, "RE");
  g_assert_cmpstr (re, ==, expected);
  /* The record changed: the title says so and Save writes the result. */
  g_assert_true (ishi_session_get_modified (session));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  /* Counting is over: the marking buttons go, a click changes nothing,
   * and changing the count again is its own step. */
  g_assert_false (gtk_widget_get_can_target (widget_by_id (window, "finish_button")));
  g_assert_false (gtk_widget_get_can_target (widget_by_id (window, "continue_button")));
  g_assert_true (gtk_widget_get_can_target (widget_by_id (window, "reopen_button")));
  g_assert_false (enabled (window, "finish"));
  click (window, 2, 2);
  assert_status_has (window, margin);
  g_clear_pointer (&re, g_free);
  re = ishi_game_get_info (game, "RE");
  g_assert_cmpstr (re, ==, expected);

  action (window, "win.save");
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  {
    g_autofree char *property = g_strdup_printf ("RE[%s]", expected);
    g_assert_nonnull (strstr (saved, property));
  }

  /* Issue 54 item 7: Change the Count on the saved record is no change
   * (it took RE out, and the title said "•"); finished as it was, the
   * record is still the one saved. */
  g_assert_false (ishi_session_get_modified (session));
  action (window, "reopen-count");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_true (gtk_widget_get_can_target (widget_by_id (window, "finish_button")));
  g_clear_pointer (&re, g_free);
  re = ishi_game_get_info (game, "RE");
  g_assert_cmpstr (re, ==, expected);
  g_assert_false (ishi_session_get_modified (session));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  action (window, "finish");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_false (ishi_session_get_modified (session));
  /* A stone marked otherwise: a change, and back again: none. */
  action (window, "reopen-count");
  click (window, 2, 2);
  action (window, "finish");
  g_assert_true (ishi_session_get_modified (session));
  action (window, "reopen-count");
  click (window, 2, 2);
  action (window, "finish");
  g_assert_false (ishi_session_get_modified (session));
  destroy_window (window);
}

/* Issue 54 item 3: in the count a click marks the group clicked, never
 * every stone of its colour (five lone black stones on the star points,
 * one click on E5 marked all five dead: "White prisoners 5"). */
static void
test_count_click_marks_group (void)
{
  static const int stones[][2] = { { 2, 6 }, { 6, 6 }, { 4, 4 }, { 2, 2 }, { 6, 2 } };
  IshiWindow *window = new_window ();
  const guint8 *dead;
  int marked = 0;

  {
    g_autoptr(IshiMatch) fresh = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);

    ishi_session_set_match (ishi_window_get_session (window), fresh);
  }
  flush_events ();
  for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
    {
      click (window, stones[i][0], stones[i][1]);
      action (window, "pass");
    }
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_COUNTING);
  dead = ishi_counting_get_dead (ishi_match_get_counting (match_of (window)));
  g_assert_false (dead[4 * 9 + 4]);
  click (window, 4, 4);
  save_widget_png_if_asked (GTK_WIDGET (window), "count-click-one-group.png");
  dead = ishi_counting_get_dead (ishi_match_get_counting (match_of (window)));
  for (int p = 0; p < 81; p++)
    marked += dead[p] != 0;
  g_assert_true (dead[4 * 9 + 4]);
  g_assert_cmpint (marked, ==, 1);
  g_assert_cmpint (ishi_counting_get_score (ishi_match_get_counting (match_of (window)))->white.dead, ==, 1);
  destroy_window (window);
}

/* Issue 54 item 4: a record's result is shown in words as the record has
 * it, at the end of the record whatever its moves end in, and Ishi's own
 * count beside it where the count says otherwise, naming the rules. */
static void
open_at_end (IshiWindow *window, const char *sgf, char **path)
{
  *path = temp_copy (sgf, "result.sgf");
  open_file (window, *path);
  action (window, "last");
}

static void
test_results_as_recorded (void)
{
  IshiWindow *window = new_window ();
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL, *f = NULL;

  /* No passes at the end: RE alone says how the game ended (nothing was
   * shown). */
  open_at_end (window, "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]RE[B+Illegal];B[ee];W[cc];B[gg])", &a);
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_PLAYING);
  assert_status_has (window, "Black wins: White played an illegal move (the record’s result)");
  g_assert_true (g_str_has_prefix (status_of (window), "Black wins: White played an illegal move\n"));
  g_assert_nonnull (strstr (ishi_board_view_get_description (board_of (window)), "(the record’s result)"));
  /* One move back it is not the end: nothing of the result. */
  action (window, "previous");
  g_assert_null (strstr (status_of (window), "the record’s result"));

  open_at_end (window, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+R];B[ee];W[cc])", &b);
  assert_status_has (window, "White wins by resignation (the record’s result)");

  /* Two passes: the reason was dropped ("Black wins (the record's result)"). */
  open_at_end (window, "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]RE[B+Illegal];B[ee];W[cc];B[];W[])", &c);
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  assert_status_has (window, "Black wins: White played an illegal move (the record’s result)");

  /* RE beside a territory (TB/TW) that counts otherwise: only Ishi's
   * count was shown ("White wins by 6.5"). */
  open_at_end (window, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+0.5];B[];W[]TW[aa])", &d);
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  assert_status_has (window, "White wins by 0.5 (the record’s result) · Ishi’s count (Japanese): White wins by 6.5");
  g_assert_true (g_str_has_prefix (status_of (window), "White wins by 0.5\n"));
  /* …and where they agree, the count as Ishi explains it. */
  open_at_end (window, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+6.5];B[];W[]TW[aa])", &e);
  g_assert_null (strstr (status_of (window), "the record’s result"));
  assert_status_has (window, "White wins by 6.5");
  /* Nor in a game played on from the end of a record. */
  open_at_end (window, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+R];B[ee];W[cc])", &f);
  click (window, 0, 0);
  g_assert_null (strstr (status_of (window), "the record’s result"));
  destroy_window (window);
  for (const char **p = (const char *[]) { a, b, c, d, e, f, NULL }; *p; p++)
    g_unlink (*p);
}

/* Issue 54 item 7: a record is "changed" only while it differs from the
 * file: a variation played in a record opened and deleted again leaves
 * nothing to save (the title kept its "•"). */
static void
test_changed_only_on_change (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gg])", "read.sgf");
  IshiWindow *window = new_window ();
  IshiSession *session = ishi_window_get_session (window);

  open_file (window, path);
  g_assert_false (ishi_session_get_modified (session));
  action (window, "next");
  click (window, 6, 6);           /* G3, where the record has W C7: a variation */
  g_assert_true (ishi_session_get_modified (session));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  save_widget_png_if_asked (GTK_WIDGET (window), "variation-played.png");
  action (window, "delete-variation");
  save_widget_png_if_asked (GTK_WIDGET (window), "variation-deleted.png");
  g_assert_false (ishi_session_get_modified (session));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  /* A comment typed and taken out again: the same. */
  ishi_game_set_node_text (game_of (window), "C", "A note");
  g_assert_true (ishi_session_get_modified (session));
  ishi_game_set_node_text (game_of (window), "C", NULL);
  g_assert_false (ishi_session_get_modified (session));
  destroy_window (window);
  g_unlink (path);
}

static void
test_japanese_subprocess (void)
{
  IshiWindow *window = new_window ();

  assert_status_has (window, "黒の番");
  click (window, 3, 3);
  assert_status_has (window, "白の番");
  /* What a screen reader says is Japanese to its punctuation: Orca read
   * 「黒 D6. D6、黒石、…」 with an English full stop. */
  {
    const char *said = ishi_board_view_get_description (board_of (window));

    g_assert_true (g_str_has_prefix (said, "黒 "));
    g_assert_nonnull (strstr (said, "。"));
    g_assert_null (strstr (said, ". "));
  }
  destroy_window (window);
}

static void
test_japanese (void)
{
  if (setlocale (LC_ALL, "ja_JP.UTF-8") == NULL)
    {
      g_test_skip ("the ja_JP.UTF-8 locale is not installed (.ci/install-deps makes it)");
      return;
    }
  setlocale (LC_ALL, "C.UTF-8");
  g_test_trap_subprocess ("/window/japanese/subprocess", 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_autosave_subprocess (void)
{
  g_test_trap_subprocess ("/window/autosave/subprocess", 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("ISHI_LOCALEDIR");
  gboolean japanese = FALSE;
  g_autofree char *home = NULL;

  /* Never touch the real home: autosaves and recent files go to a fresh
   * folder for every run (subprocesses get their own). */
  home = g_dir_make_tmp ("ishi-test-home-XXXXXX", NULL);
  for (const char *const *var = (const char *const[]) { "XDG_STATE_HOME", "XDG_DATA_HOME",
                                                        "XDG_CONFIG_HOME", "XDG_CACHE_HOME", NULL };
       *var; var++)
    {
      g_autofree char *dir = g_build_filename (home, *var, NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (*var, dir, TRUE);
    }

  /* English, unless this is the subprocess that checks the Japanese. */
  for (int i = 1; i < argc; i++)
    if (strstr (argv[i], "japanese/subprocess"))
      japanese = TRUE;
  g_setenv ("LC_ALL", japanese ? "ja_JP.UTF-8" : "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, NULL);
  /* Locale set up before GTK, so gtk_test_init must not undo it. */
  setlocale (LC_ALL, "");

  g_test_add_func ("/window/pure-go-game", test_pure_go_game);
  g_test_add_func ("/window/undo-redo", test_undo_redo);
  g_test_add_func ("/window/resign", test_resign);
  g_test_add_func ("/window/open-file", test_open_file);
  g_test_add_func ("/window/drop-file", test_drop_file);
  g_test_add_func ("/window/renju-forbidden-and-five", test_renju_forbidden_and_five);
  g_test_add_func ("/window/save-existing", test_save_existing);
  g_test_add_func ("/window/comment-edit", test_comment_edit);
  g_test_add_func ("/window/collection", test_collection);
  g_test_add_func ("/window/collection-kept-in-place", test_collection_kept_in_place);
  g_test_add_func ("/window/restore", test_restore);
  g_test_add_func ("/window/close-asks", test_close_asks);
  g_test_add_func ("/window/scoring-finish", test_scoring_finish);
  g_test_add_func ("/window/changed-only-on-change", test_changed_only_on_change);
  g_test_add_func ("/window/count-click-marks-group", test_count_click_marks_group);
  g_test_add_func ("/window/results-as-recorded", test_results_as_recorded);
  g_test_add_func ("/window/autosave", test_autosave_subprocess);
  g_test_add_func ("/window/autosave/subprocess", test_autosave);
  g_test_add_func ("/window/japanese", test_japanese);
  g_test_add_func ("/window/japanese/subprocess", test_japanese_subprocess);

  return g_test_run ();
}
