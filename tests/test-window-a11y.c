/* test-window-a11y.c — what Orca found silent or unnamed when it was run
 * over Ishi (issue 23 item 17; tests/a11y/orca-run.sh): icon buttons,
 * drop-downs, dialogs and the comment's Tab, in the window under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include <gtk/gtk.h>

#include "ishi-move-list.h"
#include "ishi-new-game-dialog.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

/* Every button that shows only an icon under `root`, there or hidden
 * (the review panel, the count), has a name of its own and is not
 * labelled by its icon: GTK 4.8 gives a screen reader the icon's type
 * name, and Orca said "GtkImage push button" for the review panel's
 * arrows. */
static guint
assert_icon_buttons_named (GtkWidget *root)
{
  guint n = 0;
  const char *icon = NULL;

  /* The title bar's buttons and a spin button's − and + are GTK's own
   * (and Tab passes the latter by). */
  if (GTK_IS_WINDOW_CONTROLS (root) || GTK_IS_SPIN_BUTTON (root))
    return 0;
  if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) == NULL)
    icon = gtk_button_get_icon_name (GTK_BUTTON (root));
  else if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_label (GTK_MENU_BUTTON (root)) == NULL)
    icon = gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (root));
  /* Only what Tab reaches; a menu button's own inner button is named by
   * the menu button. */
  if (icon != NULL && gtk_widget_get_focusable (root) && !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (root)))
    {
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("the button with the icon %s (tooltip “%s”) has no accessible name", icon,
                 gtk_widget_get_tooltip_text (root));
      /* Labelled by its icon, Orca said "GtkImage Undo push button". */
      if (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        g_error ("the button with the icon %s (tooltip “%s”) is labelled by its icon", icon,
                 gtk_widget_get_tooltip_text (root));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    n += assert_icon_buttons_named (child);
  return n;
}

static void
test_icon_buttons_named (void)
{
  IshiWindow *window = new_window ();

  /* The review panel is made when first shown (F9). */
  action (window, "review");
  flush_events ();
  /* The review panel's four arrows, the undo button, the main menu, the
   * count's two steps, the lesson page's reload and projector, and more. */
  g_assert_cmpuint (assert_icon_buttons_named (GTK_WIDGET (window)), >=, 10);
  destroy_window (window);
}

/* The drop-down's own button, which takes the keyboard focus. */
static GtkWidget *
drop_down_button (GtkWidget *drop_down)
{
  for (GtkWidget *child = gtk_widget_get_first_child (drop_down); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      return child;
  g_error ("a drop-down without its button");
}

static guint
assert_drop_downs_named (GtkWidget *root)
{
  guint n = 0;

  if (GTK_IS_DROP_DOWN (root))
    {
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (drop_down_button (root)),
                                                       GTK_ACCESSIBLE_PROPERTY_LABEL));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    n += assert_drop_downs_named (child);
  return n;
}

/* The New Game dialog is a dialog to a screen reader (Orca said nothing
 * when it opened: GTK 4.8 gave it no window role), its focus is on its
 * first field, and each drop-down's button says what it is and what it
 * holds: "Game, Go", then "Game, Renju" (Orca said "GtkToggleButton push
 * button"). */
static void
test_new_game_dialog (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  GtkWindow *dialog;
  GtkWidget *game, *button;
  char *failed;

  g_settings_set_string (settings, "game", "go");
  window = new_window ();
  action (window, "win.new-game");
  dialog = toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_ROLE_DIALOG);
  game = find_widget (GTK_WIDGET (dialog), "game_dropdown", G_TYPE_INVALID);
  g_assert_nonnull (game);
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (dialog), game));
  g_assert_cmpuint (assert_drop_downs_named (GTK_WIDGET (dialog)), >=, 6);

  /* The players' names: an entry with no name of its own was "GtkEntry"
   * to Orca, as the problem sets' buttons were "GtkButton" (issue 77's
   * acceptance, read from the accessibility tree). */
  failed = gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_named (GTK_WIDGET (dialog), "black-name")),
                                               GTK_ACCESSIBLE_PROPERTY_LABEL, "Black player’s name");
  g_assert_null (failed);
  failed = gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_named (GTK_WIDGET (dialog), "white-name")),
                                               GTK_ACCESSIBLE_PROPERTY_LABEL, "White player’s name");
  g_assert_null (failed);

  button = drop_down_button (game);
  failed = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               "Game, Go");
  g_assert_null (failed);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (game), 1);
  failed = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               "Game, Renju");
  g_assert_null (failed);
  gtk_window_destroy (dialog);
  destroy_window (window);
}

/* Tab leaves the review panel's comment for the next control: Orca's
 * player tabbing through the panel was kept in the comment, where Tab
 * typed a tab and Enter a new line into the record. */
static void
test_comment_lets_tab_go (void)
{
  IshiWindow *window = new_window ();
  GtkWidget *comment;

  action (window, "review");   /* the panel is made when first shown */
  flush_events ();
  comment = widget_by_id (window, "comment_view");
  g_assert_false (gtk_text_view_get_accepts_tab (GTK_TEXT_VIEW (comment)));
  destroy_window (window);
}

/* The window opens with the keys on the board (the arrows move its cursor
 * at once, and the board is what a screen reader is told of when the
 * window opens: tests/a11y/board-atspi.py), and gets them back there from
 * the Lessons page. */
static void
test_board_focused_at_start (void)
{
  IshiWindow *window = new_window ();
  GtkWidget *board = GTK_WIDGET (board_of (window));
  GtkStack *stack = GTK_STACK (gtk_widget_get_ancestor (GTK_WIDGET (page_of (window)), GTK_TYPE_STACK));
  GtkWidget *lessons;

  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  gtk_stack_set_visible_child_name (stack, "lessons");
  flush_events ();
  lessons = gtk_stack_get_visible_child (stack);
  g_assert_true (gtk_widget_child_focus (lessons, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), lessons));
  gtk_stack_set_visible_child_name (stack, "play");
  flush_events ();
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  destroy_window (window);
}

/* F9 hides the review panel with the focus in it: the focus goes to the
 * board (under Orca it went to the header bar, where P did not pass). */
static void
test_review_panel_gives_focus_back (void)
{
  IshiWindow *window = new_window ();
  GtkWidget *comment;

  action (window, "review");
  flush_events ();
  comment = widget_by_id (window, "comment_view");
  gtk_widget_grab_focus (comment);
  flush_events ();
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == comment);
  action (window, "review");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board_of (window)));
  destroy_window (window);
}

/* Two passes end a game of Pure Go: the board then says the result where
 * it said whose turn it was (under Orca the count was never spoken: the
 * count panel is text the focus does not reach). */
static void
test_result_spoken (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("pure"), 7, 0, NAN);
  g_autofree char *result = NULL;
  const char *said;

  ishi_session_set_match (ishi_window_get_session (window), match);
  flush_events ();
  click (window, 3, 3);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), !=, ISHI_PHASE_PLAYING);
  result = ishi_match_describe_result (match_of (window));
  g_assert_nonnull (result);
  said = ishi_board_view_get_description (board_of (window));
  g_assert_nonnull (strstr (said, result));
  g_assert_null (strstr (said, "to play"));
  destroy_window (window);
}

/* While reviewing, ← and → go through the record, but not on the Tree and
 * Moves tabs nor in the move list, which need them: under Orca, Right on
 * the tabs went to the next move and the move list was out of reach. */
static void
test_record_tabs_keep_arrows (void)
{
  IshiWindow *window = new_window ();
  GtkWidget *notebook;
  guint move;

  click (window, 2, 2);
  click (window, 3, 3);
  action (window, "first");
  action (window, "review");
  flush_events ();
  notebook = widget_by_id (window, "record_notebook");
  move = ishi_game_get_move_number (game_of (window));
  /* The tabs have a name (Orca said only "panel"). */
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (notebook), GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_widget_grab_focus (notebook);
  flush_events ();
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == notebook);
  g_assert_false (ishi_play_page_review_key (page_of (window), GDK_KEY_Right, 0));
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, move);
  /* On the board they still do. */
  gtk_widget_grab_focus (GTK_WIDGET (board_of (window)));
  g_assert_true (ishi_play_page_review_key (page_of (window), GDK_KEY_Right, 0));
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, move + 1);
  destroy_window (window);
}

/* The window's own key controller, which a key press reaches first
 * wherever the focus is (the play page's keys). */
static gboolean
press (IshiWindow *window, guint keyval)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (key_controller_of (GTK_WIDGET (window)), "key-pressed", keyval, 0, (GdkModifierType) 0,
                         &handled);
  flush_events ();
  return handled;
}

/* Issue 77 item 12: after Continue Playing (the button pressed, with the
 * keyboard or the mouse), the button goes and the board has the keys
 * again: P passes, without a Tab first.  Finish likewise. */
static void
test_continue_gives_board_keys (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  GtkWidget *board = GTK_WIDGET (board_of (window));
  GtkWidget *button;

  ishi_session_set_match (ishi_window_get_session (window), match);
  flush_events ();
  click (window, 2, 2);
  click (window, 6, 6);
  g_assert_true (press (window, GDK_KEY_p));
  g_assert_true (press (window, GDK_KEY_p));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  button = widget_by_id (window, "continue_button");
  gtk_widget_grab_focus (button);
  flush_events ();
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == button);
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  /* White passed first: White is to move, and P passes for him. */
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 4);
  g_assert_true (press (window, GDK_KEY_p));
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 5);
  g_assert_true (press (window, GDK_KEY_p));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  /* Finish from the keyboard: the board again, which says the result. */
  button = widget_by_id (window, "finish_button");
  gtk_widget_grab_focus (button);
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  destroy_window (window);
}

/* `keyval` pressed in the move list's view: where the focus goes. */
static GtkWidget *
tab_from_list (IshiWindow *window, GtkWidget *view, guint keyval, GdkModifierType modifiers)
{
  gboolean handled = FALSE;
  GtkWidget *focus;

  g_signal_emit_by_name (key_controller_of (view), "key-pressed", keyval, 0, modifiers, &handled);
  flush_events ();
  g_assert_true (handled);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_test_message ("%s from the list: %s", gdk_keyval_name (keyval), G_OBJECT_TYPE_NAME (focus));
  return focus;
}

/* Issue 77 item 16: Tab and Shift+Tab leave the move list for the next
 * control and the one before, as from any list; the arrows move in it
 * (through the record).  GTK 4.8's list stepped from row to row with Tab. */
static void
test_move_list_lets_tab_go (void)
{
  IshiWindow *window = new_window ();
  GtkWidget *list, *view, *focus;

  for (int i = 0; i < 6; i++)
    click (window, i, i % 2 ? 6 : 2);
  action (window, "review");
  flush_events ();
  gtk_notebook_set_current_page (GTK_NOTEBOOK (widget_by_id (window, "record_notebook")), 1);
  list = widget_by_id (window, "move_list");
  view = GTK_WIDGET (ishi_move_list_get_view (ISHI_MOVE_LIST (list)));
  wait_for_layout (window);
  action (window, "previous");
  g_assert_true (gtk_widget_child_focus (view, GTK_DIR_TAB_FORWARD));
  flush_events ();
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), view));
  /* Up goes a move back, in the list. */
  g_assert_true (press (window, GDK_KEY_Up));
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 4);
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), view));

  /* Tab: the next control after the list (the node's name), the game
   * where it was. */
  focus = tab_from_list (window, view, GDK_KEY_Tab, 0);
  g_assert_false (focus == view || gtk_widget_is_ancestor (focus, list));
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 4);

  g_assert_true (gtk_widget_child_focus (view, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), view));
  focus = tab_from_list (window, view, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK);
  g_assert_false (focus == view || gtk_widget_is_ancestor (focus, list));
  /* The one before the list: the Tree and Moves tabs. */
  g_assert_true (focus == widget_by_id (window, "record_notebook"));
  destroy_window (window);
}

/* The value of `widget`'s accessible label, or NULL: the test API says
 * what it is when asked to compare it with what it cannot be. */
static char *
accessible_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\001");
}

static void
collect_widgets (GtkWidget *root, GPtrArray *all)
{
  g_ptr_array_add (all, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    collect_widgets (child, all);
}

/* The name GTK 4.8 gives `widget` (gtkatcontext.c): its label, then the
 * labels of the widgets it is labelled by, joined by spaces.  The widgets
 * it is labelled by are found among `all` (the test API compares a
 * relation with a list, one widget here). */
static char *
accessible_name (GtkWidget *widget, GPtrArray *all)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  char *own = accessible_label (widget);

  if (own)
    g_ptr_array_add (parts, own);
  if (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    for (guint i = 0; i < all->len; i++)
      {
        GtkWidget *other = g_ptr_array_index (all, i);
        char *differs;

        if (other == widget)
          continue;
        differs = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                      other, NULL);
        if (differs == NULL)
          {
            char *label = accessible_label (other);

            if (label)
              g_ptr_array_add (parts, label);
          }
        g_free (differs);
      }
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" ", (char **) parts->pdata);
}

/* "Delete This Variation Delete This Variation": the same words twice. */
static gboolean
doubled (const char *name)
{
  size_t n = strlen (name);

  return n % 2 == 1 && name[n / 2] == ' ' && strncmp (name, name + n / 2 + 1, n / 2) == 0;
}

/* Every widget under `root` (shown or not) with a name: no mnemonic's
 * underscore in it, no text said twice.  Labels and text fields show what
 * they hold (a file's name may have an underscore); the controls are
 * checked.  Returns how many names were checked. */
static guint
assert_names_clean (GtkWidget *root, const char *where)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  guint checked = 0;

  collect_widgets (root, all);
  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (all, i);
      g_autofree char *name = NULL;

      if (GTK_IS_LABEL (widget) || GTK_IS_EDITABLE (widget) || GTK_IS_TEXT_VIEW (widget))
        continue;
      name = accessible_name (widget, all);
      if (name == NULL)
        continue;
      checked++;
      if (strchr (name, '_') != NULL)
        g_error ("%s: a %s (%s) is named “%s”, with a mnemonic’s underscore", where, G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget), name);
      if (doubled (name))
        g_error ("%s: a %s is named “%s”, the same text twice", where, G_OBJECT_TYPE_NAME (widget), name);
    }
  return checked;
}

/* Issue 66 item 5: a screen reader heard "_Delete This Variation Delete
 * This Variation" and "C_hange the Count".  Every window's tree: the main
 * window with the review panel and a finished count, the Problems and
 * Lessons pages, the room's bar, and the dialogs it opens. */
static void
test_names_clean (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5];B[ee](;W[cc];B[gg];W[];B[])(;W[gc]))",
                                     "names.sgf");
  IshiWindow *window = new_window ();
  GtkWindow *dialog;
  guint checked;

  open_file (window, path);
  action (window, "review");
  action (window, "last");
  flush_events ();
  if (ishi_match_get_phase (match_of (window)) == ISHI_PHASE_COUNTING)
    action (window, "finish");
  flush_events ();
  checked = assert_names_clean (GTK_WIDGET (window), "the main window");
  g_assert_cmpuint (checked, >=, 20);
  /* The record's own buttons, relabelled as the game goes. */
  g_assert_nonnull (find_widget (GTK_WIDGET (window), "reopen_button", G_TYPE_INVALID));
  gtk_button_set_label (GTK_BUTTON (widget_by_id (window, "reopen_button")), "C_hange the Count");
  assert_names_clean (GTK_WIDGET (window), "the main window, the count relabelled");
  /* The Lessons page, made when first shown. */
  gtk_stack_set_visible_child_name (GTK_STACK (widget_by_id (window, "stack")), "lessons");
  flush_events ();
  assert_names_clean (GTK_WIDGET (window), "the Lessons page");
  gtk_stack_set_visible_child_name (GTK_STACK (widget_by_id (window, "stack")), "play");
  flush_events ();
  /* The first start's page (issue 66 item 8): each way named by its
   * heading alone. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    IshiWindow *first;

    remove_autosaves ();   /* no question to restore a game: a first start */
    g_settings_set_boolean (settings, "show-start-page", TRUE);
    first = new_window ();
    g_assert_true (ishi_window_show_start_page (first));
    flush_events ();
    assert_names_clean (GTK_WIDGET (first), "the start page");
    gtk_stack_set_visible_child_name (GTK_STACK (widget_by_id (first, "stack")), "play");
    flush_events ();
    g_assert_false (g_settings_get_boolean (settings, "show-start-page"));
    destroy_window (first);
  }

  /* Saved: New Game then asks nothing first. */
  action (window, "win.save");
  g_assert_false (ishi_session_get_modified (ishi_window_get_session (window)));
  for (const char *const *name = (const char *const[]) { "win.new-game", "win.game-info", "win.preferences", NULL };
       *name; name++)
    {
      action (window, *name);
      flush_events ();
      dialog = find_dialog_for (window);
      g_assert_nonnull (dialog);
      assert_names_clean (GTK_WIDGET (dialog), *name);
      gtk_window_close (dialog);
      flush_events ();
    }
  destroy_window (window);
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window-a11y/icon-buttons-named", test_icon_buttons_named);
  g_test_add_func ("/window-a11y/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/window-a11y/comment-lets-tab-go", test_comment_lets_tab_go);
  g_test_add_func ("/window-a11y/review-panel-gives-focus-back", test_review_panel_gives_focus_back);
  g_test_add_func ("/window-a11y/board-focused-at-start", test_board_focused_at_start);
  g_test_add_func ("/window-a11y/result-spoken", test_result_spoken);
  g_test_add_func ("/window-a11y/record-tabs-keep-arrows", test_record_tabs_keep_arrows);
  g_test_add_func ("/window-a11y/names-clean", test_names_clean);
  g_test_add_func ("/window-a11y/continue-gives-board-keys", test_continue_gives_board_keys);
  g_test_add_func ("/window-a11y/move-list-lets-tab-go", test_move_list_lets_tab_go);
  return g_test_run ();
}
