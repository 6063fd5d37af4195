/* test-window-move-list.c — a Renju player's records in the window (issue
 * 67, item 1): a move list in a text file opens as a game, a pasted one
 * too (Ctrl+V on the board), and Copy Moves as Text gives the list back;
 * a list with a wrong move, or text that is no game, is said so in words;
 * a RenLib library (.lib) opens with its variations.
 *
 * The moves: "1. h8 2. h9 3. i10" is Black h8, White h9, Black i10
 * (renju-rules.ja.txt's notation; h8 the centre).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-reader.h"
#include "ishi-renlib.h"
#include "ishi-rules.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static IshiColor
stone_at (IshiWindow *window, const char *name)
{
  const IshiRules *rules = ishi_game_get_rules (game_of (window));
  int x, y;

  g_assert_true (rules->parse_point (15, name, &x, &y));
  return rules->stone_at (ishi_game_get_position (game_of (window)), x, y);
}

/* Does an error dialog over the window say `part`? */
static gboolean
error_says (IshiWindow *window, const char *part)
{
  GtkWindow *dialog = find_dialog_for (window);
  g_autofree char *text = NULL;

  if (dialog == NULL || !GTK_IS_MESSAGE_DIALOG (dialog))
    return FALSE;
  g_object_get (dialog, "secondary-text", &text, NULL);
  return text != NULL && strstr (text, part) != NULL;
}

static void
close_dialog (IshiWindow *window)
{
  GtkWindow *dialog = find_dialog_for (window);

  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  flush_events ();
}

/* A .txt file with a numbered list opens as a Renju game, unsaved: Save asks for a name and writes SGF, never over the list. */
static void
test_open_file (void)
{
  g_autofree char *path = temp_copy ("1. h8 2. h9 3. i10\n", "game.txt");
  IshiWindow *window = new_window ();
  g_autofree char *kept = NULL;

  open_file (window, path);
  g_assert_null (find_dialog_for (window));
  g_assert_true (ishi_game_get_rules (game_of (window)) == ishi_rules_renju ());
  /* at its start, as a record opens; its last move is its third */
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 0);
  action (window, "last");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);
  g_assert_cmpint (stone_at (window, "h8"), ==, ISHI_BLACK);
  g_assert_cmpint (stone_at (window, "h9"), ==, ISHI_WHITE);
  g_assert_cmpint (stone_at (window, "i10"), ==, ISHI_BLACK);
  g_assert_null (ishi_session_get_file (ishi_window_get_session (window)));
  g_assert_true (ishi_session_get_modified (ishi_window_get_session (window)));
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "1. h8 2. h9 3. i10\n");
  destroy_window (window);
  g_unlink (path);
}

/* The reader's words: a list with a move off the board names the file and
 * the move; a text file that is neither SGF nor a list keeps SGF's words. */
static void
test_refused_file (void)
{
  g_autofree char *bad = temp_copy ("h8 h9 q3\n", "bad.txt");
  g_autofree char *letter = temp_copy ("Dear Aki,\nhere is our game.\n", "letter.txt");
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GFile) letter_file = g_file_new_for_path (letter);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;

  games = ishi_reader_read_games (bad_file, NULL, &error);
  g_assert_null (games);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "holds a Renju move list that cannot be read"));
  g_assert_nonnull (strstr (error->message, "Move 3, “q3”, is off the 15 × 15 board"));
  g_clear_error (&error);

  games = ishi_reader_read_games (letter_file, NULL, &error);
  g_assert_null (games);
  g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX);
  g_unlink (bad);
  g_unlink (letter);
}

/* A RenLib library, built byte by byte from the format (ishi-renlib.c):
 * the header, a root, h8 (0x78) marked, i9 (0x69) with the comment
 * "Sosei", then h9 (0x68) as i9's sibling, cut short or whole. */
static char *
temp_lib (const char *name, gboolean whole)
{
  static const guint8 lib[] = {
    0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF, 3, 4,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0x00, 0x00,
    0x78, 0x10,                                   /* h8, marked */
    0x69, 0x80 | 0x40 | 0x08, 'S', 'o', 's', 'e', 'i', 0,  /* i9: a sibling follows; no child */
    0x68, 0x40,                                   /* h9 */
  };
  char *path = g_build_filename (g_get_tmp_dir (), name, NULL);

  g_assert_true (g_file_set_contents (path, (const char *) lib, whole ? sizeof lib : sizeof lib - 6, NULL));
  return path;
}

/* A RenLib library opens as a Renju game with its variations under its own
 * name (issue 78: it opened as an unsaved new game), its marks kept, and
 * Save writes it back as a library, byte for byte; one cut short is
 * refused with RenLib's name and what is wrong. */
static void
test_open_renlib (void)
{
  g_autofree char *path = temp_lib ("opening.lib", TRUE);
  g_autofree char *cut = temp_lib ("cut.lib", FALSE);
  g_autoptr(GFile) cut_file = g_file_new_for_path (cut);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autofree char *before = NULL, *after = NULL;
  gsize before_length = 0, after_length = 0;
  IshiWindow *window = new_window ();
  IshiSession *session;

  games = ishi_reader_read_games (file, &warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpuint (warnings->len, ==, 0);

  open_file (window, path);
  session = ishi_window_get_session (window);
  g_assert_null (find_dialog_for (window));
  g_assert_true (ishi_game_get_rules (game_of (window)) == ishi_rules_renju ());
  action (window, "last");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  g_assert_cmpint (stone_at (window, "h8"), ==, ISHI_BLACK);
  g_assert_cmpint (stone_at (window, "i9"), ==, ISHI_WHITE);
  g_assert_true (g_file_equal (ishi_session_get_file (session), file));
  g_assert_false (ishi_session_get_modified (session));
  {
    g_autofree char *title = ishi_session_get_title (session);
    g_assert_cmpstr (title, ==, "opening.lib");
  }
  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));
  g_assert_true (g_unlink (path) == 0);
  action (window, "win.save");
  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (after, after_length, before, before_length);
  destroy_window (window);

  g_clear_pointer (&games, g_ptr_array_unref);
  games = ishi_reader_read_games (cut_file, NULL, &error);
  g_assert_null (games);
  g_assert_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_TRUNCATED);
  g_assert_nonnull (strstr (error->message, "cut.lib is a RenLib library that cannot be read"));
  g_assert_nonnull (strstr (error->message, "ends in the middle"));
  g_unlink (path);
  g_unlink (cut);
}

/* The info bar says which set a library's texts were read in, and its list
 * reads them in another: the GBK library of tests/data/renlib read as
 * windows-1252 shows 「¡ï»¶Ó­Ê¹ÓÃ」, read back as GBK 「★欢迎使用」 (issue 78). */
static void
test_renlib_encoding (void)
{
  g_autofree char *path = ishi_test_src_path ("data/renlib/gbk.lib");
  IshiWindow *window = (remove_autosaves (), new_window ());
  GtkInfoBar *bar = GTK_INFO_BAR (widget_by_id (window, "info_bar"));
  GtkLabel *label = GTK_LABEL (widget_by_id (window, "info_label"));
  GtkDropDown *list;
  g_autofree char *name = NULL;

  open_file (window, path);
  g_assert_true (gtk_info_bar_get_revealed (bar));
  g_assert_nonnull (strstr (gtk_label_get_text (label), "read as Chinese, simplified (GBK)"));
  list = GTK_DROP_DOWN (find_widget (GTK_WIDGET (bar), NULL, GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (list);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (list)));
  name = ishi_sgf_node_get_simple_text (ishi_game_get_root (game_of (window)), "N");
  g_assert_cmpstr (name, ==, "★欢迎使用Renlib棋谱库软件！");

  gtk_drop_down_set_selected (list, 4);   /* Western (Windows-1252) */
  flush_events ();
  g_clear_pointer (&name, g_free);
  name = ishi_sgf_node_get_simple_text (ishi_game_get_root (game_of (window)), "N");
  g_assert_true (g_str_has_prefix (name, "¡ï»¶Ó­Ê¹ÓÃ"));
  g_assert_nonnull (strstr (gtk_label_get_text (label), "read as Western (Windows-1252)."));
  save_widget_png_if_asked (GTK_WIDGET (window), "renlib-encoding");

  gtk_drop_down_set_selected (list, 0);   /* back to GBK */
  flush_events ();
  g_clear_pointer (&name, g_free);
  name = ishi_sgf_node_get_simple_text (ishi_game_get_root (game_of (window)), "N");
  g_assert_cmpstr (name, ==, "★欢迎使用Renlib棋谱库软件！");
  {
    g_autofree char *kept = ishi_sgf_node_get_simple_text (ishi_game_get_root (game_of (window)), "RLCA");
    g_assert_cmpstr (kept, ==, "GB18030");
  }
  destroy_window (window);
}

/* A library opened while the restore question of a crash stands ("ishi
 * D4.lib" after a crash): once the autosave is discarded, the bar says
 * the set the comments were read in and has its list (the question took
 * the bar, and the set was never said). */
static void
test_renlib_encoding_after_restore_question (void)
{
  g_autofree char *path = ishi_test_src_path ("data/renlib/gbk.lib");
  g_autofree char *autosave = g_build_filename (g_get_user_state_dir (), "ishi", "autosave.sgf", NULL);
  g_autofree char *dir = g_path_get_dirname (autosave);
  IshiWindow *window;
  GtkInfoBar *bar;
  GtkDropDown *list;

  remove_autosaves ();
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (autosave, "(;GM[4]FF[4]SZ[15];B[hh];W[hg])", -1, NULL));
  window = new_window ();
  g_assert_true (ishi_session_restore_pending (ishi_window_get_session (window)));
  bar = GTK_INFO_BAR (widget_by_id (window, "info_bar"));
  open_file (window, path);
  gtk_info_bar_response (bar, GTK_RESPONSE_REJECT);
  flush_events ();
  g_assert_true (gtk_info_bar_get_revealed (bar));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (widget_by_id (window, "info_label"))),
                            "read as Chinese, simplified (GBK)"));
  list = GTK_DROP_DOWN (find_widget (GTK_WIDGET (bar), NULL, GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (list);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (list)));
  destroy_window (window);
  remove_autosaves ();
}

static void
set_clipboard (IshiWindow *window, const char *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  flush_events ();
}

static void
wait_for_moves (IshiWindow *window, guint moves)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (ishi_game_get_move_number (game_of (window)) != moves && find_dialog_for (window) == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 10 s for the pasted game");
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  flush_events ();
}

static void
text_read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  char **text = data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static char *
clipboard_text (IshiWindow *window)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL, text_read_cb, &text);
  while (text == NULL)
    g_main_context_iteration (NULL, TRUE);
  return text;
}

/* "Save the changes to this game?" for the unsaved game shown: Discard. */
static void
discard_when_asked (IshiWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWindow *dialog;

  while ((dialog = find_dialog_for (window)) == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 10 s for the question about the unsaved game");
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_true (GTK_IS_DIALOG (dialog));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  flush_events ();
}

/* The Play page (and so the board) has the key, in the bubble phase: a
 * text field with the focus keeps Ctrl+V for its own text. */
static gboolean
page_has_shortcut (IshiWindow *window, const char *trigger, const char *action_name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (page_of (window)));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c) || gtk_event_controller_get_propagation_phase (c) != GTK_PHASE_BUBBLE)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), j);
          g_autofree char *t = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          GtkShortcutAction *a = gtk_shortcut_get_action (shortcut);

          if (g_str_equal (t, trigger) && GTK_IS_NAMED_ACTION (a)
              && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (a)), action_name))
            return TRUE;
        }
    }
  return FALSE;
}

/* Ctrl+V on the board: a move list run together, then an SGF record, each
 * a new unsaved game; Copy Moves as Text gives the list back; no game in
 * the clipboard is said so, and the game shown stays. */
static void
test_paste_and_copy (void)
{
  IshiWindow *window = new_window ();
  g_autofree char *copied = NULL;

  g_assert_true (page_has_shortcut (window, "<Control>v", "win.paste-game"));
  g_assert_true (page_has_shortcut (window, "<Shift><Control>c", "win.copy-moves"));
  set_clipboard (window, "h8i9j10h9h10i8j8g10");
  action (window, "win.paste-game");
  wait_for_moves (window, 8);
  g_assert_null (find_dialog_for (window));
  g_assert_cmpint (stone_at (window, "g10"), ==, ISHI_WHITE);
  g_assert_cmpint (stone_at (window, "j8"), ==, ISHI_BLACK);
  g_assert_true (ishi_session_get_modified (ishi_window_get_session (window)));

  action (window, "win.copy-moves");
  copied = clipboard_text (window);
  g_assert_cmpstr (copied, ==, "h8 i9 j10 h9 h10 i8 j8 g10");

  /* what is no game: a message, and the game stays */
  set_clipboard (window, "Dear Aki");
  action (window, "win.paste-game");
  wait_for_moves (window, 0);
  g_assert_true (error_says (window, "neither an SGF record nor a Renju move list"));
  close_dialog (window);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 8);

  /* an SGF record pasted: asked first about the unsaved game, then shown */
  set_clipboard (window, "(;GM[4]FF[4]SZ[15];B[hh];W[ih])");
  action (window, "win.paste-game");
  discard_when_asked (window);
  wait_for_moves (window, 2);
  g_assert_cmpint (stone_at (window, "i8"), ==, ISHI_WHITE);

  /* a Go game cannot be a move list: said so */
  set_clipboard (window, "(;GM[1]FF[4]SZ[9];B[ee])");
  action (window, "win.paste-game");
  discard_when_asked (window);
  wait_for_moves (window, 1);
  action (window, "win.copy-moves");
  g_assert_true (error_says (window, "Only a Renju game"));
  close_dialog (window);
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window-move-list/open-file", test_open_file);
  g_test_add_func ("/window-move-list/refused-file", test_refused_file);
  g_test_add_func ("/window-move-list/open-renlib", test_open_renlib);
  g_test_add_func ("/window-move-list/renlib-encoding", test_renlib_encoding);
  g_test_add_func ("/window-move-list/renlib-encoding-after-restore-question", test_renlib_encoding_after_restore_question);
  g_test_add_func ("/window-move-list/paste-and-copy", test_paste_and_copy);
  return g_test_run ();
}
