/* test-window-faults.c — one test for each fault a new user hit in the window
 * (issue 11, "What a new user hit") and for the two window faults of issue
 * 14 (a refused record freed twice; the autosave overwritten before the
 * restore question was answered).  Each fails without its fix.  Runs under
 * Xvfb; the refused records are opened under ASan in CI.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ishi-test-util.h"
#include "ishi-move-list.h"
#include "window-helpers.h"

static char *
autosave_path (const char *slot)
{
  return g_build_filename (g_get_user_state_dir (), "ishi", slot, NULL);
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return text;
}

/* Every item of the main menu, submenus included, reaches an action that
 * exists and is enabled (where it should be: the game items follow the
 * game).  Fault 1: View ▸ Coordinates targeted "win.coordinates", which did
 * not exist, so the three items were always greyed out. */
static void
check_menu (IshiWindow *window, GMenuModel *menu, guint *n_items)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);

      if (section)
        check_menu (window, section, n_items);
      if (submenu)
        check_menu (window, submenu, n_items);
      if (!g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name))
        continue;
      (*n_items)++;
      /* No application in the tests: its actions, and the shortcuts window
       * GtkApplicationWindow adds from the application's resources, are
       * not there. */
      if (g_str_has_prefix (name, "app.") || g_strcmp0 (name, "win.show-help-overlay") == 0)
        continue;
      if (g_str_has_prefix (name, "win.") && !g_action_group_has_action (G_ACTION_GROUP (window), name + 4))
        g_error ("the menu item for %s reaches no action", name);
      if (g_str_has_prefix (name, "play.")
          && !g_action_group_has_action (ishi_play_page_get_actions (page_of (window)), name + 5))
        g_error ("the menu item for %s reaches no action", name);
    }
}

static void
check_coordinate_labels (GMenuModel *menu)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);

      if (section)
        check_coordinate_labels (section);
      if (submenu)
        check_coordinate_labels (submenu);
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, "win.coordinate-style")
          && g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
          && (strstr (label, "19") || strstr (label, "A–T")))
        g_error ("View ▸ “%s” names one board's coordinates", label);
    }
}

static void
test_view_menu (void)
{
  IshiWindow *window = new_window ();
  GtkMenuButton *button = GTK_MENU_BUTTON (widget_by_id (window, "menu_button"));
  const IshiBoardModel *model;
  guint n_items = 0;

  check_menu (window, gtk_menu_button_get_menu_model (button), &n_items);
  g_assert_cmpuint (n_items, >=, 15);
  /* The coordinates are named by their kind, not by a 19×19 board's
   * (issue 67, item 5: "A–T, 1–19" in a Renju game, drawn a–o, 1–15). */
  check_coordinate_labels (gtk_menu_button_get_menu_model (button));

  /* View ▸ Coordinates 1–19, 一–十九, as the menu item activates it. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "coordinate-style"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.coordinate-style", "s", "japanese"));
  flush_events ();
  model = ishi_board_view_get_model (board_of (window));
  g_assert_cmpint (model->coords, ==, ISHI_BOARD_COORDS_JAPANESE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.coordinate-style", "s", "none"));
  flush_events ();
  model = ishi_board_view_get_model (board_of (window));
  g_assert_cmpint (model->coords, ==, ISHI_BOARD_COORDS_NONE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.coordinate-style", "s", "western");
  destroy_window (window);
}

/* Fault 2, as the issue tells it: a 7×7 game, D5, F5, pass, pass, Ctrl+Z,
 * then F3, C3; kill -9; restart; Restore.  The restored game is on the line
 * of F3 and C3, at C3, with White to play and Pass allowed. */
static void
test_restore_line (void)
{
  g_autofree char *path = autosave_path ("autosave.sgf");
  IshiWindow *window = new_window ();
  IshiGame *game;
  g_autofree char *before = NULL;
  IshiColor color;
  int x, y;

  g_assert_cmpint (ishi_game_get_size (game_of (window)), ==, 7);
  click (window, 3, 2);          /* B D5 */
  click (window, 5, 2);          /* W F5 */
  action (window, "pass");       /* B */
  action (window, "pass");       /* W: the game is over (Pure Go counts) */
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  action (window, "undo");       /* Ctrl+Z: White's pass goes back */
  click (window, 5, 4);          /* W F3 */
  click (window, 2, 4);          /* B C3 */
  before = ishi_game_get_node_path (game_of (window));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* kill -9: the window goes without closing; only the autosave stays. */
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_object_unref (window);

  window = new_window ();
  gtk_info_bar_response (GTK_INFO_BAR (widget_by_id (window, "info_bar")), GTK_RESPONSE_ACCEPT);
  flush_events ();
  game = game_of (window);
  {
    g_autofree char *after = ishi_game_get_node_path (game);
    g_assert_cmpstr (after, ==, before);
  }
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 5);
  g_assert_true (ishi_game_get_last_move (game, &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_BLACK);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 4);
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_PLAYING);
  g_assert_true (enabled (window, "pass"));
  g_assert_true (enabled (window, "resign"));
  assert_status_has (window, "White to play");
  /* The record keeps the line that ended in two passes as a variation. */
  g_assert_nonnull (ishi_game_get_root (game)->first_child->first_child->first_child->first_child->next_sibling);
  destroy_window (window);
  g_unlink (path);
}

/* Issue 14, item 3: a move played before the restore question is answered
 * never overwrites the game waiting to be restored; Discard then keeps the
 * new game's autosave, Restore brings the old game back. */
static void
test_restore_waits (void)
{
  g_autofree char *first = autosave_path ("autosave.sgf");
  g_autofree char *second = autosave_path ("autosave-2.sgf");
  g_autofree char *dir = g_path_get_dirname (first);
  static const char *old_game = "(;GM[1]FF[4]SZ[7]RU[Pure Go];B[aa];W[gg])";
  IshiWindow *window;

  for (int answer = 0; answer < 2; answer++)
    {
      g_autofree char *kept = NULL;

      g_mkdir_with_parents (dir, 0700);
      remove_autosaves ();
      g_assert_true (g_file_set_contents (first, old_game, -1, NULL));
      window = new_window ();
      g_assert_true (ishi_session_restore_pending (ishi_window_get_session (window)));
      click (window, 3, 3);      /* B d4 on the new board, before answering */
      kept = read_text (first);
      g_assert_cmpstr (kept, ==, old_game);
      g_clear_pointer (&kept, g_free);
      kept = read_text (second);
      g_assert_nonnull (kept);
      g_assert_nonnull (strstr (kept, "B[dd]"));
      g_clear_pointer (&kept, g_free);

      if (answer == 0)
        {
          /* Discard: the old game goes, the new one keeps its autosave. */
          gtk_info_bar_response (GTK_INFO_BAR (widget_by_id (window, "info_bar")), GTK_RESPONSE_REJECT);
          flush_events ();
          kept = read_text (first);
          g_assert_nonnull (kept);
          g_assert_nonnull (strstr (kept, "B[dd]"));
          g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));
          click (window, 4, 4);  /* W e3 goes into the first slot now */
          g_clear_pointer (&kept, g_free);
          kept = read_text (first);
          g_assert_nonnull (strstr (kept, "W[ee]"));
        }
      else
        {
          GtkWindow *dialog;

          /* Restore: the new game has a move, so it is asked about first. */
          gtk_info_bar_response (GTK_INFO_BAR (widget_by_id (window, "info_bar")), GTK_RESPONSE_ACCEPT);
          flush_events ();
          dialog = find_dialog_for (window);
          g_assert_nonnull (dialog);
          gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);  /* discard it */
          flush_events ();
          g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
          g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));
          kept = read_text (first);
          g_assert_nonnull (kept);
          g_assert_nonnull (strstr (kept, "W[gg]"));
        }
      destroy_window (window);
      g_unlink (first);
      g_unlink (second);
    }
}

/* Issue 14, item 1: a record whose root has SZ[19:5] (a rectangle) or
 * SZ[52] is refused with a message, and the game shown stays.  The refused
 * tree used to be freed twice (run under ASan to see it). */
static void
test_refused_records (void)
{
  static const char *records[] = { "(;GM[1]FF[4]SZ[19:5];B[aa])", "(;GM[1]FF[4]SZ[52];B[aa])" };
  IshiWindow *window = new_window ();
  IshiGame *shown = game_of (window);

  for (gsize i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autofree char *path = temp_copy (records[i], "refused.sgf");
      GtkWindow *dialog;

      open_file (window, path);
      dialog = find_dialog_for (window);
      g_assert_nonnull (dialog);
      g_assert_true (GTK_IS_MESSAGE_DIALOG (dialog));
      gtk_window_destroy (dialog);
      flush_events ();
      g_assert_true (game_of (window) == shown);
      g_unlink (path);
    }
  destroy_window (window);
}

/* Fault 3: a 19×19 record at the default 760×820 leaves the board most of
 * the width, and the panel keeps its width for the next game. */
static void
test_review_sizing (void)
{
  /* Comments, so that the panel comes with each record. */
  g_autofree char *big = temp_copy ("(;GM[1]FF[4]SZ[19];B[pd];W[dp]C[a note];B[pp];W[dd])", "big.sgf");
  g_autofree char *small = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee]C[a note])", "small.sgf");
  IshiWindow *window = ishi_window_new (NULL);
  GtkWidget *board, *panel;
  int side, panel_width;

  gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
  ishi_window_start (window);
  gtk_window_present (GTK_WINDOW (window));
  open_file (window, big);
  wait_for_layout (window);
  board = GTK_WIDGET (board_of (window));
  panel = widget_by_id (window, "side_panel");
  g_assert_true (gtk_widget_get_visible (panel));
  side = MIN (gtk_widget_get_width (board), gtk_widget_get_height (board));
  panel_width = gtk_widget_get_width (panel);
  g_test_message ("window %d, board %d×%d, panel %d", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_width (board), gtk_widget_get_height (board), panel_width);
  g_assert_cmpint (side, >=, 420);
  g_assert_cmpint (panel_width, <=, 300);

  open_file (window, small);
  wait_for_layout (window);
  g_assert_cmpint (gtk_widget_get_width (panel), ==, panel_width);
  g_assert_cmpint (MIN (gtk_widget_get_width (board), gtk_widget_get_height (board)), ==, side);
  destroy_window (window);
  g_unlink (big);
  g_unlink (small);
}

static gboolean
press (IshiWindow *window, guint keyval)
{
  gboolean handled = FALSE;

  /* The window's own key controller: a key press reaches it first,
   * wherever the focus is. */
  g_signal_emit_by_name (key_controller_of (GTK_WIDGET (window)), "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  flush_events ();
  return handled;
}

/* Issue 23 item 3: Ctrl+G, a number, Enter: the record goes there and the
 * board has the keys again, so Page Down goes on from that move (it used to
 * step the field back by ten).  Escape leaves the field too, with the
 * number typed forgotten; Home and End in the field move through the record,
 * not its text cursor. */
static void
test_move_field_keys (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[gc];B[cg];W[gd])", "field.sgf");
  IshiWindow *window = new_window ();
  IshiGame *game;
  GtkWidget *spin, *board;

  open_file (window, path);
  game = game_of (window);
  board = GTK_WIDGET (board_of (window));
  action (window, "goto-move");
  spin = widget_by_id (window, "move_spin");   /* the review panel is made then */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), spin));
  gtk_editable_set_text (GTK_EDITABLE (spin), "2");
  g_assert_true (press (window, GDK_KEY_Return));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 2);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == board);
  /* Ten moves on (issue 54 item 5), as far as the record goes. */
  g_assert_true (press (window, GDK_KEY_Page_Down));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 6);

  action (window, "goto-move");
  g_assert_true (press (window, GDK_KEY_End));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 6);
  g_assert_true (press (window, GDK_KEY_Home));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 0);
  g_assert_true (press (window, GDK_KEY_Page_Down));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 6);
  gtk_editable_set_text (GTK_EDITABLE (spin), "5");
  g_assert_true (press (window, GDK_KEY_Escape));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == board);
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 6);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "6");

  destroy_window (window);
}

/* Issue 23 item 4: a finished server record (CGOS writes two passes and
 * RE) reviewed to its end shows its verdict read-only, with Count Again,
 * not a live count; Pass and Resign are off away from the tip. */
static void
test_recorded_result (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]RE[B+3.5]"
                                     ";B[ee];W[cc];B[gg];W[gc];B[];W[])", "cgos.sgf");
  IshiWindow *window = new_window ();

  open_file (window, path);
  action (window, "next");
  g_assert_false (enabled (window, "pass"));
  g_assert_false (enabled (window, "resign"));
  action (window, "last");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  g_assert_false (enabled (window, "pass"));
  g_assert_false (enabled (window, "resign"));
  g_assert_false (enabled (window, "finish"));
  g_assert_true (enabled (window, "reopen-count"));
  assert_status_has (window, "Black wins by 3.5 (the record’s result)");
  /* Who won is the headline, first. */
  g_assert_true (g_str_has_prefix (status_of (window), "Black wins by 3.5\n"));
  g_assert_false (ishi_session_get_modified (ishi_window_get_session (window)));

  action (window, "reopen-count");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_COUNTING);
  g_assert_true (enabled (window, "finish"));
  destroy_window (window);
}

/* Issue 23 item 5: the menu shows P beside Pass, and the shortcuts window
 * lists Ctrl+Delete (delete this variation) and Escape for the Move field. */
static gboolean
menu_has_accel (GMenuModel *model, const char *action_name, const char *accel)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *a = NULL;
      g_autofree char *k = NULL;
      GMenuLinkIter *links;
      const char *name;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, "action", "s", &a)
          && g_strcmp0 (a, action_name) == 0
          && g_menu_model_get_item_attribute (model, i, "accel", "s", &k))
        return g_strcmp0 (k, accel) == 0;
      links = g_menu_model_iterate_item_links (model, i);
      while (g_menu_link_iter_get_next (links, &name, &link))
        {
          gboolean found = menu_has_accel (link, action_name, accel);

          g_object_unref (link);
          if (found)
            {
              g_object_unref (links);
              return TRUE;
            }
        }
      g_object_unref (links);
    }
  return FALSE;
}

static void
test_menu_and_shortcuts (void)
{
  IshiWindow *window = new_window ();
  GtkMenuButton *menu = GTK_MENU_BUTTON (widget_by_id (window, "menu_button"));
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/ishi/Ishi/ishi-shortcuts.ui");
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  gboolean delete_listed = FALSE, escape_listed = FALSE;

  g_assert_nonnull (menu);
  g_assert_true (menu_has_accel (gtk_menu_button_get_menu_model (menu), "play.pass", "p"));
  for (GSList *l = objects; l; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *action_name = NULL;
        g_autofree char *accelerator = NULL;

        g_object_get (l->data, "action-name", &action_name, "accelerator", &accelerator, NULL);
        delete_listed |= g_strcmp0 (action_name, "play.delete-variation") == 0;
        escape_listed |= g_strcmp0 (accelerator, "Escape") == 0;
      }
  g_assert_true (delete_listed);
  g_assert_true (escape_listed);
  /* The shortcuts window is built when asked for, not with the window
   * (issue 23 item 16), and then shown. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  {
    /* GTK 4.8's shortcuts window measures one of its labels at -4 pixels
     * while it is shown under Xvfb, and warns (a GTK fault, whoever builds
     * the window): warnings are not fatal while it is shown */
    GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

    action (window, "win.show-help-overlay");
    g_log_set_always_fatal (fatal);
  }
  {
    GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));

    g_assert_nonnull (overlay);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (overlay)) == GTK_WINDOW (window));
    action (window, "win.show-help-overlay");   /* the same one again */
    g_assert_true (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == overlay);
  }
  destroy_window (window);
}

/* Issue 23 item 5: the review panel comes with a record that has
 * variations or comments, not with every file, and goes with a new game. */
static void
test_review_panel_follows_record (void)
{
  g_autofree char *plain = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee];W[cc])", "plain.sgf");
  g_autofree char *noted = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee];W[cc](;B[gg]C[the point])(;B[gc]))", "noted.sgf");
  IshiWindow *window = new_window ();
  GtkWidget *panel = widget_by_id (window, "side_panel");

  open_file (window, plain);
  g_assert_false (gtk_widget_get_visible (panel));
  open_file (window, noted);
  g_assert_true (gtk_widget_get_visible (panel));
  action (window, "review");                /* F9: the player's choice */
  g_assert_false (gtk_widget_get_visible (panel));
  action (window, "review");
  g_assert_true (gtk_widget_get_visible (panel));
  {
    g_autoptr(IshiMatch) fresh = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);

    ishi_session_set_match (ishi_window_get_session (window), fresh);
  }
  flush_events ();
  g_assert_false (gtk_widget_get_visible (panel));
  destroy_window (window);
  g_unlink (plain);
  g_unlink (noted);
}

/* Issue 23 item 16: the review panel is made when it is first shown, not
 * with the window; the first F9 or Ctrl+G makes it with the game already
 * in it, and the Move field has the keys. */
static void
test_review_panel_made_when_shown (void)
{
  g_autofree char *plain = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])", "lazy.sgf");
  IshiWindow *window = new_window ();
  GtkWidget *panel, *spin;
  IshiMoveList *list;

  g_assert_null (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_MOVE_LIST));
  open_file (window, plain);
  g_assert_null (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_MOVE_LIST));

  action (window, "goto-move");
  panel = widget_by_id (window, "side_panel");
  g_assert_true (gtk_widget_get_visible (panel));
  list = ISHI_MOVE_LIST (widget_by_id (window, "move_list"));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (list), panel));
  g_assert_cmpuint (ishi_move_list_get_n_moves (list), >=, 3);
  spin = widget_by_id (window, "move_spin");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), spin));

  /* F9 hides and shows the same panel, which follows the next game too. */
  press (window, GDK_KEY_Escape);
  action (window, "review");
  g_assert_false (gtk_widget_get_visible (panel));
  action (window, "review");
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_true (ISHI_MOVE_LIST (widget_by_id (window, "move_list")) == list);
  {
    g_autoptr(IshiMatch) fresh = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);

    ishi_session_set_match (ishi_window_get_session (window), fresh);
  }
  flush_events ();
  action (window, "review");
  g_assert_cmpuint (ishi_move_list_get_n_moves (list), <, 3);
  destroy_window (window);
  g_unlink (plain);
}

/* Issue 23 item 2: the header bar names the record, marks unsaved changes
 * with •, and shows the rules and komi, as players say them. */
static void
test_header_title (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5];B[ee])", "titled.sgf");
  IshiWindow *window = new_window ();
  GtkLabel *title = GTK_LABEL (widget_by_id (window, "header_title"));
  GtkLabel *rules = GTK_LABEL (widget_by_id (window, "header_rules"));
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *changed = g_strdup_printf ("%s •", base);
  g_autofree char *named = g_strdup_printf ("%s — Ishi", base);
  g_autofree char *named_changed = g_strdup_printf ("• %s — Ishi", base);

  /* A game never saved has a name too (issue 77 item 10: "• Ishi"). */
  {
    IshiWindow *unsaved = new_window ();

    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (unsaved)), ==, "New game — Ishi");
    click (unsaved, 3, 3);
    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (unsaved)), ==, "• New game — Ishi");
    destroy_window (unsaved);
  }
  open_file (window, path);
  g_assert_cmpstr (gtk_label_get_text (title), ==, base);
  g_assert_cmpstr (gtk_label_get_text (rules), ==, "Japanese · komi 6.5");
  /* The window's title too (a screen reader's name for the window). */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, named);
  action (window, "last");
  click (window, 2, 2);
  g_assert_cmpstr (gtk_label_get_text (title), ==, changed);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, named_changed);
  destroy_window (window);
  g_unlink (path);
}

/* Issue 23 item 5: the count's marks have a legend beside the method:
 * faded stones are dead, squares and circles are seki. */
static void
test_count_legend (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5];B[ee];W[cc];B[gg];W[];B[])", "legend.sgf");
  IshiWindow *window = new_window ();
  GtkLabel *title;

  open_file (window, path);
  action (window, "last");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_COUNTING);
  title = GTK_LABEL (widget_by_id (window, "title_label"));
  g_assert_null (strstr (gtk_label_get_text (title), "dead"));
  g_assert_true (ishi_match_toggle_dead (match_of (window), 2, 2));
  flush_events ();
  g_assert_nonnull (strstr (gtk_label_get_text (title), "faded stones: dead"));
  /* Whole, in the room the count has (issue 66: "faded stones: …"). */
  wait_for_layout (window);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (title)));
  g_assert_null (strstr (gtk_label_get_text (title), "seki"));
  g_assert_true (ishi_match_toggle_seki (match_of (window), 4, 4));
  flush_events ();
  g_assert_nonnull (strstr (gtk_label_get_text (title), "seki"));
  wait_for_layout (window);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (title)));
  destroy_window (window);
  g_unlink (path);
}

/* Issue 23 item 17: the focused board's description says what just
 * happened (the move, its captures, a refusal), then the point under the
 * keyboard cursor and whose turn it is; in the Japanese coordinate style
 * points are said as 「3の七」. */
static void
test_spoken_board (void)
{
  IshiWindow *window = new_window ();
  IshiBoardView *board = board_of (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *said;

  {
    g_autoptr(IshiMatch) fresh = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);

    ishi_session_set_match (ishi_window_get_session (window), fresh);
  }
  flush_events ();
  ishi_board_view_set_cursor (board, 4, 4);
  said = ishi_board_view_get_description (board);
  g_assert_cmpstr (said, ==, "E5, empty, black to play, move 0");

  click (window, 0, 1);          /* B A8 */
  click (window, 0, 0);          /* W A9 */
  said = ishi_board_view_get_description (board);
  g_assert_true (g_str_has_prefix (said, "White A9. "));
  click (window, 1, 0);          /* B B9 captures A9 */
  said = ishi_board_view_get_description (board);
  g_assert_true (g_str_has_prefix (said, "Black B9, captures 1. "));
  g_assert_nonnull (strstr (said, "white to play, move 3"));

  click (window, 1, 0);          /* W on B9: refused, and said */
  said = ishi_board_view_get_description (board);
  g_assert_nonnull (strstr (said, "occupied"));

  action (window, "pass");
  g_assert_true (g_str_has_prefix (ishi_board_view_get_description (board), "White passes. "));

  g_settings_set_string (settings, "coordinate-style", "japanese");
  flush_events ();
  ishi_board_view_set_cursor (board, 2, 6);
  g_assert_true (g_str_has_prefix (ishi_board_view_get_description (board),
                                   "White passes. A pass in reply ends the game. 3の七, empty"));
  g_settings_reset (settings, "coordinate-style");

  /* Undo says what it took back (under Orca it said only the point). */
  action (window, "undo");
  g_assert_true (g_str_has_prefix (ishi_board_view_get_description (board), "Taken back: White passes. "));
  action (window, "undo");
  g_assert_true (g_str_has_prefix (ishi_board_view_get_description (board), "Taken back: Black B9. "));
  destroy_window (window);
}

/* Issue 23 item 5: "Pause the Clocks" is off in a game with no clock, on
 * once the game has one. */
static void
test_pause_needs_clock (void)
{
  IshiWindow *window = new_window ();
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 600 };
  g_autoptr(IshiClock) clock = ishi_clock_new (&tc);

  g_assert_null (ishi_match_get_clock (match_of (window)));
  g_assert_false (enabled (window, "pause"));
  ishi_match_set_clock (match_of (window), clock);
  click (window, 2, 2);
  g_assert_true (enabled (window, "pause"));
  destroy_window (window);
}

/* Fault 4: after a click on a variation or a button of the panel, Page Down,
 * Home and ← still move through the record; in the comment box ← is the
 * text's. */
static void
test_review_keys (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee](;W[cc];B[gg];W[gc])(;W[gc]))", "vars.sgf");
  IshiWindow *window = new_window ();
  IshiGame *game;
  GtkListBox *list;
  GtkListBoxRow *row;

  open_file (window, path);
  game = game_of (window);
  action (window, "next");
  list = GTK_LIST_BOX (widget_by_id (window, "variation_list"));
  row = gtk_list_box_get_row_at_index (list, 0);
  g_assert_nonnull (row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  g_signal_emit_by_name (list, "row-activated", row);   /* the click */
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 2);
  /* The list was rebuilt for the new node (one next move: no list), and
   * the row that had the focus is gone. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (list)));

  /* Page Down goes ten moves on (issue 54 item 5), here to the end. */
  g_assert_true (press (window, GDK_KEY_Page_Down));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 4);
  g_assert_true (press (window, GDK_KEY_Left));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 3);
  g_assert_true (press (window, GDK_KEY_Home));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 0);
  g_assert_true (press (window, GDK_KEY_End));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 4);

  /* After a click on a navigation button (it takes no focus) and with the
   * focus nowhere, the same. */
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  g_assert_true (press (window, GDK_KEY_Page_Up));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 0);
  g_assert_true (press (window, GDK_KEY_End));
  g_assert_true (press (window, GDK_KEY_Home));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 0);
  action (window, "last");

  /* In the comment box the keys edit the text. */
  gtk_widget_grab_focus (widget_by_id (window, "comment_view"));
  g_assert_false (press (window, GDK_KEY_Left));
  g_assert_false (press (window, GDK_KEY_Home));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 4);
  destroy_window (window);
  g_unlink (path);
}

/* Fault 6: a new game's record has its date (and the suggested file name
 * carries the same date). */
static void
test_record_date (void)
{
  IshiWindow *window = new_window ();
  g_autofree char *dt = ishi_game_get_info (game_of (window), "DT");
  g_autofree char *name = ishi_session_suggest_name (ishi_window_get_session (window));

  g_assert_nonnull (dt);
  g_assert_true (g_regex_match_simple ("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", dt, 0, 0));
  g_assert_true (g_str_has_prefix (name, dt));
  destroy_window (window);
}

/* Fault 7: Save As opens in the folder of the last open or save, in this
 * window and in the next. */
static void
test_save_folder (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee])", "folder.sgf");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GFile) expected = g_file_new_for_path (dir);
  IshiWindow *window = new_window ();
  GFile *folder;

  /* Before any file was opened or saved: the documents folder or home,
   * never the working directory (issue 23 item 5). */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);

    g_settings_reset (settings, "last-folder");
  }
  folder = ishi_session_get_folder (ishi_window_get_session (window));
  g_assert_nonnull (folder);
  {
    const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
    g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
    g_autoptr(GFile) docs = documents ? g_file_new_for_path (documents) : NULL;

    g_assert_true (g_file_equal (folder, home) || (docs && g_file_equal (folder, docs)));
  }
  g_object_unref (folder);

  open_file (window, path);
  folder = ishi_session_get_folder (ishi_window_get_session (window));
  g_assert_true (folder && g_file_equal (folder, expected));
  g_object_unref (folder);
  destroy_window (window);

  window = new_window ();        /* a new, never saved game */
  g_assert_null (ishi_session_get_file (ishi_window_get_session (window)));
  folder = ishi_session_get_folder (ishi_window_get_session (window));
  g_assert_true (folder && g_file_equal (folder, expected));
  g_object_unref (folder);
  destroy_window (window);
  g_unlink (path);
}

/* Fault 8: a stone played after Ctrl+Z makes a variation, and the
 * variation can be deleted. */
static void
test_delete_variation (void)
{
  IshiWindow *window = new_window ();
  IshiGame *game = game_of (window);
  IshiSgfNode *root = ishi_game_get_root (game);

  click (window, 3, 3);
  g_assert_false (enabled (window, "delete-variation"));   /* the main line */
  action (window, "undo");
  click (window, 2, 2);          /* the mistake: a second child of the root */
  g_assert_nonnull (root->first_child->next_sibling);
  g_assert_true (enabled (window, "delete-variation"));
  action (window, "delete-variation");
  g_assert_null (root->first_child->next_sibling);
  g_assert_true (ishi_game_get_node (game) == root);
  g_assert_false (enabled (window, "delete-variation"));
  destroy_window (window);
}

/* Fault 9: a refusal is said beside whose turn it is. */
static void
test_refusal_and_turn (void)
{
  IshiWindow *window = new_window ();

  click (window, 3, 3);
  click (window, 3, 3);          /* occupied */
  assert_status_has (window, "occupied");
  assert_status_has (window, "White to play");
  destroy_window (window);
}

static GtkEventControllerMotion *
board_motion (IshiWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board_of (window)));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        return GTK_EVENT_CONTROLLER_MOTION (controller);
    }
  g_assert_not_reached ();
}

/* Fault 9: no ghost stone while a menu is open over the board. */
static void
test_no_ghost_under_menu (void)
{
  IshiWindow *window = ishi_window_new (NULL);
  GtkWidget *board;
  GtkMenuButton *button;
  int w, h;

  gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
  ishi_window_start (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_layout (window);
  board = GTK_WIDGET (board_of (window));
  w = gtk_widget_get_width (board);
  h = gtk_widget_get_height (board);
  /* The window first becomes the active one (the X server may take its
   * time on a loaded machine): its activation moves the keyboard focus,
   * which takes any ghost away. */
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (!gtk_window_is_active (GTK_WINDOW (window)) && g_get_monotonic_time () < deadline)
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
  }
  gtk_widget_grab_focus (board);
  flush_events ();
  /* The pointer over the middle of the board: a ghost stone there.  The
   * X server's own pointer (somewhere on the screen, maybe off the grid)
   * may still send a late crossing event that moves the hover; the
   * synthetic pointer is then moved again. */
  for (int tries = 0; tries < 50; tries++)
    {
      g_signal_emit_by_name (board_motion (window), "motion", w / 2.0 + (tries % 2), h / 2.0);
      flush_events ();
      if (ishi_board_view_get_model (board_of (window))->ghost.x >= 0)
        break;
      g_usleep (20000);
      flush_events ();
    }
  g_assert_cmpint (ishi_board_view_get_model (board_of (window))->ghost.x, >=, 0);

  button = GTK_MENU_BUTTON (widget_by_id (window, "menu_button"));
  gtk_menu_button_popup (button);
  /* The menu takes the focus once its surface is mapped, which the X
   * server may take a while to confirm on a loaded machine. */
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (ishi_board_view_get_model (board_of (window))->ghost.x >= 0
           && g_get_monotonic_time () < deadline)
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
  }
  g_assert_cmpint (ishi_board_view_get_model (board_of (window))->ghost.x, <, 0);
  gtk_menu_button_popdown (button);
  destroy_window (window);
}

/* Fault 9: the board keeps its size when the count appears under it. */
static void
test_count_keeps_board_size (void)
{
  IshiWindow *window = ishi_window_new (NULL);
  GtkWidget *board;
  int before_w, before_h;

  gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
  ishi_window_start (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_layout (window);
  board = GTK_WIDGET (board_of (window));
  before_w = gtk_widget_get_width (board);
  before_h = gtk_widget_get_height (board);
  action (window, "pass");
  action (window, "pass");       /* Pure Go: counted at once */
  wait_for_layout (window);
  g_assert_true (gtk_widget_get_child_visible (gtk_widget_get_ancestor (widget_by_id (window, "count_view"), GTK_TYPE_SCROLLED_WINDOW)));
  g_assert_cmpint (gtk_widget_get_width (board), ==, before_w);
  g_assert_cmpint (gtk_widget_get_height (board), ==, before_h);
  destroy_window (window);
}

/* Fault 9: SGF TB/TW, a finished count in a record, is drawn. */
static void
test_territory_markup (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[5]AB[bb]AW[dd]TB[aa][ab]TW[ee])", "count.sgf");
  IshiWindow *window = new_window ();
  const IshiBoardModel *model;

  open_file (window, path);
  model = ishi_board_view_get_model (board_of (window));
  g_assert_cmpint (ishi_board_model_peek_point (model, 0, 0)->territory, ==, ISHI_BLACK);
  g_assert_cmpint (ishi_board_model_peek_point (model, 0, 1)->territory, ==, ISHI_BLACK);
  g_assert_cmpint (ishi_board_model_peek_point (model, 4, 4)->territory, ==, ISHI_WHITE);
  g_assert_cmpint (ishi_board_model_peek_point (model, 2, 2)->territory, ==, ISHI_EMPTY);
  destroy_window (window);
  g_unlink (path);
}

/* Issue 23 item 16: the recent files are listed when the menu opens, not
 * read before the window's first frame. */
static void
test_recent_on_menu (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]SZ[9];B[ee])", "recent-one.sgf");
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  IshiWindow *window;
  GtkMenuButton *button;
  g_autoptr(GMenuModel) section = NULL;
  g_autoptr(GMenuModel) recent = NULL;
  g_autoptr(GVariant) target = NULL;

  g_assert_true (gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri));
  window = new_window ();
  button = GTK_MENU_BUTTON (widget_by_id (window, "menu_button"));
  section = g_menu_model_get_item_link (gtk_menu_button_get_menu_model (button), 0, G_MENU_LINK_SECTION);
  recent = g_menu_model_get_item_link (section, 3, G_MENU_LINK_SUBMENU);
  g_assert_cmpint (g_menu_model_get_n_items (recent), ==, 0);
  g_clear_object (&recent);

  gtk_menu_button_popup (button);
  flush_events ();
  recent = g_menu_model_get_item_link (section, 3, G_MENU_LINK_SUBMENU);
  /* (the files the tests before opened are there too) */
  for (int i = 0; i < g_menu_model_get_n_items (recent) && target == NULL; i++)
    {
      g_autoptr(GVariant) value = g_menu_model_get_item_attribute_value (recent, i, G_MENU_ATTRIBUTE_TARGET,
                                                                         G_VARIANT_TYPE_STRING);

      if (value && g_strcmp0 (g_variant_get_string (value, NULL), uri) == 0)
        target = g_steal_pointer (&value);
    }
  g_assert_nonnull (target);
  gtk_menu_button_popdown (button);
  destroy_window (window);
  gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("ishi-test-home-XXXXXX", NULL);

  /* Never touch the real home: autosaves and recent files go to a fresh
   * folder for every run. */
  for (const char *const *var = (const char *const[]) { "XDG_STATE_HOME", "XDG_DATA_HOME",
                                                        "XDG_CONFIG_HOME", "XDG_CACHE_HOME", NULL };
       *var; var++)
    {
      g_autofree char *dir = g_build_filename (home, *var, NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (*var, dir, TRUE);
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");

  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");

  g_test_add_func ("/window-faults/1-view-menu", test_view_menu);
  g_test_add_func ("/window-faults/2-restore-line", test_restore_line);
  g_test_add_func ("/window-faults/3-review-sizing", test_review_sizing);
  g_test_add_func ("/window-faults/4-review-keys", test_review_keys);
  g_test_add_func ("/window-faults/issue23-3-move-field-keys", test_move_field_keys);
  g_test_add_func ("/window-faults/issue23-16-recent-on-menu", test_recent_on_menu);
  g_test_add_func ("/window-faults/issue23-2-header-title", test_header_title);
  g_test_add_func ("/window-faults/issue23-4-recorded-result", test_recorded_result);
  g_test_add_func ("/window-faults/issue23-5-review-panel", test_review_panel_follows_record);
  g_test_add_func ("/window-faults/issue23-16-review-panel-made-when-shown", test_review_panel_made_when_shown);
  g_test_add_func ("/window-faults/issue23-5-count-legend", test_count_legend);
  g_test_add_func ("/window-faults/issue23-5-menu-and-shortcuts", test_menu_and_shortcuts);
  g_test_add_func ("/window-faults/issue23-17-spoken-board", test_spoken_board);
  g_test_add_func ("/window-faults/issue23-5-pause-needs-clock", test_pause_needs_clock);
  g_test_add_func ("/window-faults/6-record-date", test_record_date);
  g_test_add_func ("/window-faults/7-save-folder", test_save_folder);
  g_test_add_func ("/window-faults/8-delete-variation", test_delete_variation);
  g_test_add_func ("/window-faults/9-refusal-and-turn", test_refusal_and_turn);
  g_test_add_func ("/window-faults/9-no-ghost-under-menu", test_no_ghost_under_menu);
  g_test_add_func ("/window-faults/9-count-keeps-board-size", test_count_keeps_board_size);
  g_test_add_func ("/window-faults/9-territory-markup", test_territory_markup);
  g_test_add_func ("/window-faults/issue14-1-refused-records", test_refused_records);
  g_test_add_func ("/window-faults/issue14-3-restore-waits", test_restore_waits);

  return g_test_run ();
}
