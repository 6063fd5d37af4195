/* test-window-review.c — the review panel's game tree and move list
 * (issue 23 item 6), in the window under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ishi-game-tree.h"
#include "ishi-move-list.h"
#include "ishi-new-game-dialog.h"
#include "ishi-play-page.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static IshiSgfNode *
nth_main (IshiSgfNode *root, guint n)
{
  IshiSgfNode *node = root;

  while (n-- > 0 && node)
    node = node->first_child;
  return node;
}

/* The tree lays the record out as GoGui does: the main line on row 0, a
 * variation on a row of its own at its move's column, a variation's own
 * variation right under it; a click on a node goes there; the current
 * node follows the record. */
static void
test_tree_layout_and_clicks (void)
{
  /* Main line B E5 W C3 B G7 W G3; at move 2 a variation W C7 (with its own
   * variation at move 3: B G3 instead of B D4) and a variation W G5. */
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee]"
                                     "(;W[cg];B[gc];W[gg])"
                                     "(;W[cc](;B[dd])(;B[gg]))"
                                     "(;W[ge]))", "tree.sgf");
  IshiWindow *window = new_window ();
  IshiGameTree *tree;
  IshiSgfNode *root, *w_c7, *b_g3, *w_g5;
  guint column, row;

  open_file (window, path);
  tree = ISHI_GAME_TREE (widget_by_id (window, "game_tree"));
  root = ishi_game_get_root (game_of (window));
  w_c7 = nth_main (root, 1)->first_child->next_sibling;
  b_g3 = w_c7->first_child->next_sibling;
  w_g5 = w_c7->next_sibling;

  g_assert_cmpuint (ishi_game_tree_get_n_rows (tree), ==, 4);
  g_assert_cmpuint (ishi_game_tree_get_n_columns (tree), ==, 5);
  g_assert_true (ishi_game_tree_get_cell (tree, nth_main (root, 4), &column, &row));
  g_assert_cmpuint (column, ==, 4);
  g_assert_cmpuint (row, ==, 0);
  g_assert_true (ishi_game_tree_get_cell (tree, w_c7, &column, &row));
  g_assert_cmpuint (column, ==, 2);
  g_assert_cmpuint (row, ==, 1);
  /* The variation's own variation comes before the next sibling. */
  g_assert_true (ishi_game_tree_get_cell (tree, b_g3, &column, &row));
  g_assert_cmpuint (column, ==, 3);
  g_assert_cmpuint (row, ==, 2);
  g_assert_true (ishi_game_tree_get_cell (tree, w_g5, &column, &row));
  g_assert_cmpuint (column, ==, 2);
  g_assert_cmpuint (row, ==, 3);

  /* A click on W C7's cell goes there. */
  wait_for_layout (window);
  {
    IshiSgfNode *hit = NULL;

    for (double y = 0; y < 200 && hit != w_c7; y += 4)
      for (double x = 0; x < 200 && hit != w_c7; x += 4)
        hit = ishi_game_tree_node_at (tree, x, y);
    g_assert_true (hit == w_c7);
    g_signal_emit_by_name (tree, "node-activated", hit);
    flush_events ();
    g_assert_true (ishi_game_get_node (game_of (window)) == w_c7);
  }

  /* Deleting a variation lays the tree out again. */
  action (window, "delete-variation");
  flush_events ();
  g_assert_cmpuint (ishi_game_tree_get_n_rows (tree), ==, 2);
  destroy_window (window);
  g_unlink (path);
}

static void
tree_key (IshiGameTree *tree, guint keyval)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (key_controller_of (GTK_WIDGET (tree)), "key-pressed", keyval, 0, (GdkModifierType) 0,
                         &handled);
  g_assert_true (handled);
  flush_events ();
}

/* Issue 23 (Orca said nothing on the tree): the tree takes the focus, the
 * arrow keys walk it, and it describes its current node to a screen
 * reader, with the variations there. */
static void
test_tree_keyboard (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee]"
                                     "(;W[cg];B[gc];W[gg])"
                                     "(;W[cc](;B[dd])(;B[gg]))"
                                     "(;W[ge]))", "tree-keys.sgf");
  IshiWindow *window = new_window ();
  IshiGameTree *tree;
  IshiSgfNode *root, *e5;

  open_file (window, path);
  tree = ISHI_GAME_TREE (widget_by_id (window, "game_tree"));
  root = ishi_game_get_root (game_of (window));
  e5 = root->first_child;
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (tree)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (tree), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  action (window, "next");
  g_assert_true (ishi_game_get_node (game_of (window)) == e5);
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Move 1: Black E5. 3 variations");
  tree_key (tree, GDK_KEY_Right);
  g_assert_true (ishi_game_get_node (game_of (window)) == e5->first_child);
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Move 2: White C3");
  tree_key (tree, GDK_KEY_Down);
  g_assert_true (ishi_game_get_node (game_of (window)) == e5->first_child->next_sibling);
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Move 2: White C7. 2 variations");
  tree_key (tree, GDK_KEY_Down);
  g_assert_true (ishi_game_get_node (game_of (window)) == e5->first_child->next_sibling->next_sibling);
  tree_key (tree, GDK_KEY_Down);     /* the last variation: the key stays the tree's */
  tree_key (tree, GDK_KEY_Up);
  tree_key (tree, GDK_KEY_Up);
  g_assert_true (ishi_game_get_node (game_of (window)) == e5->first_child);
  tree_key (tree, GDK_KEY_End);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 4);
  tree_key (tree, GDK_KEY_Left);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);
  tree_key (tree, GDK_KEY_Home);
  g_assert_true (ishi_game_get_node (game_of (window)) == root);
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "The start of the record");
  destroy_window (window);
  g_unlink (path);
}

/* The move list reads the line on screen as text, "2 W C3", selects the
 * current move, and a click on a row goes to that move. */
static void
test_move_list (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]SZ[9];B[ee](;W[cg];B[gc];W[])(;W[cc];B[dd]))", "moves.sgf");
  IshiWindow *window = new_window ();
  IshiMoveList *list;
  IshiSgfNode *root;

  open_file (window, path);
  list = ISHI_MOVE_LIST (widget_by_id (window, "move_list"));
  root = ishi_game_get_root (game_of (window));
  g_assert_cmpuint (ishi_move_list_get_n_moves (list), ==, 4);
  g_assert_cmpstr (ishi_move_list_get_move (list, 0), ==, "1 B E5");
  g_assert_cmpstr (ishi_move_list_get_move (list, 1), ==, "2 W C3");
  g_assert_cmpstr (ishi_move_list_get_move (list, 3), ==, "4 W pass");

  ishi_move_list_activate (list, 2);
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);

  /* On the variation, the list is that line's. */
  g_assert_true (ishi_match_go_to (match_of (window), root->first_child->first_child->next_sibling, NULL));
  flush_events ();
  g_assert_cmpuint (ishi_move_list_get_n_moves (list), ==, 3);
  g_assert_cmpstr (ishi_move_list_get_move (list, 1), ==, "2 W C7");
  destroy_window (window);
  g_unlink (path);
}

/* The row of the move list whose text begins with `prefix` ("22 "), among
 * the rows the list has made (those in view and a few more). */
static GtkWidget *
move_row (IshiMoveList *list, const char *prefix)
{
  GtkWidget *view = GTK_WIDGET (ishi_move_list_get_view (list));

  for (GtkWidget *row = gtk_widget_get_first_child (view); row; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = gtk_widget_get_first_child (row);

      if (GTK_IS_LABEL (label) && gtk_widget_get_child_visible (row)
          && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), prefix))
        return row;
    }
  return NULL;
}

/* Whether `row` lies wholly inside the list's visible part. */
static gboolean
row_in_view (IshiMoveList *list, GtkWidget *row)
{
  GtkWidget *view = GTK_WIDGET (ishi_move_list_get_view (list));
  graphene_rect_t r;

  if (row == NULL || !gtk_widget_compute_bounds (row, view, &r))
    return FALSE;
  return r.origin.y >= 0 && r.origin.y + r.size.height <= gtk_widget_get_height (view);
}

static void
review_key (IshiWindow *window, guint keyval)
{
  g_assert_true (ishi_play_page_review_key (page_of (window), keyval, 0));
  wait_for_layout (window);
}

/* Issue 54 item 5: the list follows the game.  Opened at move 22 it
 * showed moves 1–16 with nothing highlighted, and the pointer moving over
 * it took the highlight off the current move; Page Up and Page Down go ten
 * moves (as KGS and Sabaki do), Home and End to the ends. */
static void
test_move_list_follows (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19]C[Forty moves]");
  g_autofree char *path = NULL;
  IshiWindow *window;
  IshiMoveList *list;
  GtkNotebook *notebook;
  GtkWidget *current, *other;

  for (int i = 0; i < 40; i++)
    g_string_append_printf (sgf, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + (i / 19) * 3 + i % 2);
  g_string_append (sgf, ")");
  path = temp_copy (sgf->str, "forty.sgf");
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  open_file (window, path);
  g_assert_true (ishi_match_go_to_move (match_of (window), 22, NULL));
  wait_for_layout (window);
  /* The Moves tab, chosen after the record moved. */
  notebook = GTK_NOTEBOOK (widget_by_id (window, "record_notebook"));
  list = ISHI_MOVE_LIST (widget_by_id (window, "move_list"));
  gtk_notebook_set_current_page (notebook, gtk_notebook_page_num (notebook, GTK_WIDGET (list)));
  wait_for_layout (window);
  if (g_getenv ("ISHI_REVIEW_SCREENSHOTS"))
    save_widget_png (GTK_WIDGET (window), g_getenv ("ISHI_REVIEW_SCREENSHOTS"), "move-list-22.png");
  g_assert_cmpint (ishi_move_list_get_selected (list), ==, 21);
  current = move_row (list, "22 ");
  g_assert_true (row_in_view (list, current));
  g_assert_true (gtk_widget_get_state_flags (current) & GTK_STATE_FLAG_SELECTED);

  /* The pointer over another row marks it, lightly: the current move
   * keeps its highlight. */
  other = move_row (list, "20 ");
  g_assert_nonnull (other);
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (other);

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
          g_signal_emit_by_name (controller, "enter", 4.0, 4.0);
      }
  }
  wait_for_layout (window);
  g_assert_cmpint (ishi_move_list_get_selected (list), ==, 21);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 22);

  /* Ten moves on and back, then the ends; the list follows each time. */
  review_key (window, GDK_KEY_Page_Down);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 32);
  g_assert_cmpint (ishi_move_list_get_selected (list), ==, 31);
  g_assert_true (row_in_view (list, move_row (list, "32 ")));
  review_key (window, GDK_KEY_Page_Down);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 40);
  review_key (window, GDK_KEY_Page_Up);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 30);
  review_key (window, GDK_KEY_Home);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 0);
  review_key (window, GDK_KEY_Page_Up);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 0);
  review_key (window, GDK_KEY_End);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 40);
  g_assert_cmpint (ishi_move_list_get_selected (list), ==, 39);
  g_assert_true (row_in_view (list, move_row (list, "40 ")));
  destroy_window (window);
  g_unlink (path);
}

/* Issue 66 item 1: one current move whichever widget has the focus.  A
 * row clicked in the Moves tab keeps the keys working: → and ← step, ↓ and
 * ↑ too, from the current move (not from the row clicked before End); End
 * shows the last row whole and Home scrolls back to the top. */
static void
test_move_list_keys (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19]C[Many moves]");
  g_autofree char *path = NULL;
  IshiWindow *window;
  IshiMoveList *list;
  GtkNotebook *notebook;
  GtkAdjustment *v;
  GtkWidget *row;

  for (int i = 0; i < 120; i++)
    g_string_append_printf (sgf, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + (i / 19) * 2 + i % 2);
  g_string_append (sgf, ")");
  path = temp_copy (sgf->str, "many-moves.sgf");
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  open_file (window, path);
  wait_for_layout (window);
  notebook = GTK_NOTEBOOK (widget_by_id (window, "record_notebook"));
  list = ISHI_MOVE_LIST (widget_by_id (window, "move_list"));
  gtk_notebook_set_current_page (notebook, gtk_notebook_page_num (notebook, GTK_WIDGET (list)));
  wait_for_layout (window);
  v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (ishi_move_list_get_view (list)));

  /* A click on row 5: the game goes there and the row has the focus. */
  row = move_row (list, "5 ");
  g_assert_nonnull (row);
  gtk_widget_grab_focus (row);
  ishi_move_list_activate (list, 4);
  wait_for_layout (window);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 5);
  g_assert_true (gtk_widget_has_focus (row));

  review_key (window, GDK_KEY_Right);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 6);
  g_assert_cmpint (ishi_move_list_get_selected (list), ==, 5);
  review_key (window, GDK_KEY_Left);
  review_key (window, GDK_KEY_Left);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 4);
  review_key (window, GDK_KEY_Down);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 5);

  /* End, then ↓ stays at the end, ↑ goes one back: from the current move. */
  review_key (window, GDK_KEY_End);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 120);
  if (g_getenv ("ISHI_REVIEW_SCREENSHOTS"))
    save_widget_png (GTK_WIDGET (window), g_getenv ("ISHI_REVIEW_SCREENSHOTS"), "move-list-end.png");
  g_assert_true (row_in_view (list, move_row (list, "120 ")));
  review_key (window, GDK_KEY_Down);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 120);
  review_key (window, GDK_KEY_Up);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 119);
  g_assert_cmpint (ishi_move_list_get_selected (list), ==, 118);
  g_assert_true (row_in_view (list, move_row (list, "119 ")));
  /* The focus is on the current row, where the keys go on from. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

    g_assert_true (focus == move_row (list, "119 "));
  }

  /* Home: move 0, no row current, the list at its top. */
  review_key (window, GDK_KEY_Home);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 0);
  g_assert_cmpfloat (gtk_adjustment_get_value (v), ==, 0);
  g_assert_true (row_in_view (list, move_row (list, "1 ")));
  review_key (window, GDK_KEY_Down);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 1);
  destroy_window (window);
  g_unlink (path);
}

/* 100,000 variations at one node (as bench-hostile writes them): the tree
 * has a row for each, the list of variations stops at a few dozen and
 * points to the tree, and going to the last variation keeps it in view. */
static void
test_many_variations (void)
{
  const guint n = 100000;
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19];B[pd]");
  g_autofree char *path = NULL;
  IshiWindow *window = new_window ();
  IshiGameTree *tree;
  GtkListBox *list;
  guint count = 0;
  IshiSgfNode *last;
  guint column, row;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (sgf, "(;W[%c%c])", 'a' + (i % 19), 'a' + (i / 19) % 3 + 10);
  g_string_append (sgf, ")");
  path = temp_copy (sgf->str, "many.sgf");
  open_file (window, path);
  action (window, "next");
  tree = ISHI_GAME_TREE (widget_by_id (window, "game_tree"));
  g_assert_cmpuint (ishi_game_tree_get_n_rows (tree), ==, n);
  list = GTK_LIST_BOX (widget_by_id (window, "variation_list"));
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (list)); c; c = gtk_widget_get_next_sibling (c))
    count++;
  g_assert_cmpuint (count, <, 50);

  last = ishi_game_get_node (game_of (window))->first_child;
  while (last->next_sibling)
    last = last->next_sibling;
  g_assert_true (ishi_game_tree_get_cell (tree, last, &column, &row));
  g_assert_cmpuint (row, ==, n - 1);
  g_assert_true (ishi_match_go_to (match_of (window), last, NULL));
  wait_for_layout (window);
  {
    GtkAdjustment *v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (tree));

    /* Scrolled to the bottom, where the last row is. */
    g_assert_cmpfloat (gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v), >=,
                       gtk_adjustment_get_upper (v) - 1);
    g_assert_cmpfloat (gtk_adjustment_get_page_size (v), >, 0);
  }
  destroy_window (window);
  g_unlink (path);
}


static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop for `ms` milliseconds: time enough for an engine at
 * level 1 to answer, had it been asked. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  guint wake = g_timeout_add (20, wake_up, NULL);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
  flush_events ();
}

/* Issue 76 item 4: after a live game against Ishi the review keys step one
 * move, as in a record opened from a file.  Stepping back into a finished
 * game asked Ishi to move again where it was White's turn, and it played
 * its move of the record, so → and ↓ went two moves and ← and ↑ stayed.
 * The same in a game still being played (data: TRUE), looked at in the
 * middle; and a move played there is answered. */
static void
test_keys_after_live_game (gconstpointer data)
{
  gboolean playing = GPOINTER_TO_INT (data);
  static const int stones[][2] = { { 2, 2 }, { 6, 6 }, { 2, 6 }, { 6, 2 }, { 4, 4 }, { 4, 2 } };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  IshiMoveList *list;
  GtkNotebook *notebook;
  guint end;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_int (settings, "board-size", 9);
  g_settings_set_int (settings, "handicap", 0);
  g_settings_set_string (settings, "time-control", "");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "ishi");
  g_settings_set_int (settings, "ishi-level", 1);
  g_settings_set_boolean (settings, "lock-engine-level", TRUE);
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  action (window, "win.new-game");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG)),
                                      "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
  for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
    {
      IshiGame *game = game_of (window);
      gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

      while (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)) != ISHI_BLACK)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          run_for (20);
        }
      if (ishi_match_play (match_of (window), stones[i][0], stones[i][1]) != ISHI_MOVE_OK)
        g_assert_cmpint (ishi_match_pass (match_of (window)), ==, ISHI_MOVE_OK);
      run_for (50);
    }
  while (ishi_game_get_rules (game_of (window))->to_move (ishi_game_get_position (game_of (window)))
         != ISHI_BLACK)
    run_for (20);
  if (!playing)
    {
      ishi_match_resign (match_of (window), ISHI_BLACK);
      run_for (100);
      g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
    }
  end = ishi_game_get_move_number (game_of (window));
  g_assert_cmpuint (end, ==, 12);

  /* F9, the Moves tab, a click on row 8. */
  action (window, "review");
  wait_for_layout (window);
  notebook = GTK_NOTEBOOK (widget_by_id (window, "record_notebook"));
  list = ISHI_MOVE_LIST (widget_by_id (window, "move_list"));
  gtk_notebook_set_current_page (notebook, gtk_notebook_page_num (notebook, GTK_WIDGET (list)));
  wait_for_layout (window);
  gtk_widget_grab_focus (move_row (list, "8 "));
  ishi_move_list_activate (list, 7);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 8);

  /* Each key one move, whoever is to move there; nobody plays. */
  review_key (window, GDK_KEY_Left);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 7);
  review_key (window, GDK_KEY_Up);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 6);
  review_key (window, GDK_KEY_Right);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 7);
  review_key (window, GDK_KEY_Down);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 8);

  /* The focus on the board: the same. */
  gtk_widget_grab_focus (GTK_WIDGET (board_of (window)));
  review_key (window, GDK_KEY_Left);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 7);
  review_key (window, GDK_KEY_Left);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 6);
  review_key (window, GDK_KEY_Right);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 7);
  review_key (window, GDK_KEY_End);
  run_for (300);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, end);
  /* The record is the game played: no move was added by the steps. */
  {
    guint nodes = 0;

    for (IshiSgfNode *n = ishi_game_get_root (game_of (window)); n; n = n->first_child)
      {
        g_assert_cmpuint (ishi_sgf_node_n_children (n), <=, 1);
        nodes++;
      }
    g_assert_cmpuint (nodes, ==, end + 1);
  }
  if (playing)
    {
      IshiGame *game = game_of (window);
      gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
      IshiSgfNode *recorded;

      /* At White's turn in the middle nobody plays; Black's new move at
       * move 8 is answered there, in a variation. */
      ishi_match_go_to_move (match_of (window), 7, NULL);
      run_for (500);
      g_assert_cmpuint (ishi_game_get_move_number (game), ==, 7);
      g_assert_nonnull (ishi_game_get_node (game)->first_child);
      g_assert_null (ishi_game_get_node (game)->first_child->next_sibling);
      ishi_match_go_to_move (match_of (window), 8, NULL);
      recorded = ishi_game_get_node (game)->first_child;
      for (int p = 0; p < 81; p++)
        if (ishi_match_play (match_of (window), p % 9, p / 9) == ISHI_MOVE_OK)
          {
            if (ishi_game_get_node (game) != recorded)
              break;
            ishi_match_go_to_move (match_of (window), 8, NULL);
          }
      g_assert_true (ishi_game_get_node (game) != recorded);
      g_assert_cmpuint (ishi_game_get_move_number (game), ==, 9);
      while (ishi_game_get_move_number (game) != 10)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          run_for (20);
        }
      g_assert_null (ishi_game_get_node (game)->first_child);
    }
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_REVIEW_SCREENSHOTS");

  g_test_add_func ("/window-review/tree", test_tree_layout_and_clicks);
  g_test_add_func ("/window-review/tree-keyboard", test_tree_keyboard);
  g_test_add_func ("/window-review/move-list", test_move_list);
  g_test_add_func ("/window-review/move-list-follows", test_move_list_follows);
  g_test_add_func ("/window-review/move-list-keys", test_move_list_keys);
  g_test_add_func ("/window-review/many-variations", test_many_variations);
  g_test_add_data_func ("/window-review/keys-after-live-game", GINT_TO_POINTER (FALSE), test_keys_after_live_game);
  g_test_add_data_func ("/window-review/keys-in-live-game", GINT_TO_POINTER (TRUE), test_keys_after_live_game);
  return g_test_run ();
}
