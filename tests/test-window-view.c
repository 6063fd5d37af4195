/* test-window-view.c — the View menu's board options in the window: the
 * board turned (rotate, flip) in play, review and lessons.
 *
 * A click reaches the board as GTK delivers it (the click gesture's
 * pressed and released, at a pixel); the pixel is found from where the
 * picture of each orientation puts the record's point, worked out here
 * from the picture (a quarter turn clockwise puts A1 at the top left…), and
 * the plain geometry of the unturned board.  What must come out is the
 * record's own point, in the record and in the screen reader's words.
 *
 * With ISHI_VIEW_SCREENSHOTS=DIR the test also writes pictures of the
 * window with the board turned each way (in the language of the
 * environment: LANGUAGE=ja LANG=ja_JP.UTF-8 for Japanese).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ishi-lesson-view.h"
#include "ishi-test-util.h"
#include "board-orient-expected.h"
#include "window-helpers.h"

#define SCREENSHOTS "ISHI_VIEW_SCREENSHOTS"



/* A click on the pixel where the picture shows view point (vx, vy). */
static void
click_view_point (IshiBoardView *board, int vx, int vy)
{
  const IshiBoardModel *model = ishi_board_view_get_model (board);
  GtkEventController *gesture = controller_of (GTK_WIDGET (board), GTK_TYPE_GESTURE_CLICK);
  IshiBoardGeometry plain;
  double px, py;

  ishi_board_geometry_init (&plain, gtk_widget_get_width (GTK_WIDGET (board)),
                            gtk_widget_get_height (GTK_WIDGET (board)), model->size, model->coords);
  ishi_board_geometry_point_to_pixel (&plain, vx, vy, &px, &py);
  g_signal_emit_by_name (gesture, "pressed", 1, px + 2, py - 2);
  g_signal_emit_by_name (gesture, "released", 1, px + 2, py - 2);
  flush_events ();
}

static void
set_orientation (GSettings *settings, IshiBoardOrientation o)
{
  g_settings_set_enum (settings, "board-orientation", o);
  flush_events ();
}

/* Each orientation in turn: a click where the picture shows a point plays
 * that point of the record; the screen reader names it as the record does;
 * the arrow keys move the cursor the way they point on the screen. */
static void
test_turned_click (void)
{
  /* None on a line of symmetry of the 9×9 board, so that no wrong turn
   * could land on the right point. */
  static const IshiPoint points[ISHI_BOARD_N_ORIENTATIONS] = {
    { 1, 2 }, { 2, 7 }, { 6, 1 }, { 7, 5 }, { 5, 7 }, { 3, 0 }, { 0, 5 }, { 8, 3 },
  };
  static const char *const names[ISHI_BOARD_N_ORIENTATIONS] = {
    "B7", "C2", "G8", "H4", "F2", "D9", "A4", "J6",
  };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  IshiWindow *window = new_window ();
  IshiBoardView *board;
  const char *shots = g_getenv (SCREENSHOTS);

  ishi_session_set_match (ishi_window_get_session (window), match);
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
  wait_for_layout (window);
  board = board_of (window);
  for (int o = 0; o < ISHI_BOARD_N_ORIENTATIONS; o++)
    {
      IshiColor color;
      int vx, vy, x, y;

      set_orientation (settings, o);
      g_assert_cmpint (ishi_board_view_get_orientation (board), ==, o);
      g_assert_cmpint (ishi_board_view_get_model (board)->orientation, ==, o);
      expected_view (o, 9, points[o].x, points[o].y, &vx, &vy);
      click_view_point (board, vx, vy);
      g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, (guint) o + 1);
      g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
      g_assert_cmpint (x, ==, points[o].x);
      g_assert_cmpint (y, ==, points[o].y);
      /* Orca says the record's point. */
      g_assert_nonnull (strstr (ishi_board_view_get_description (board), names[o]));

      /* Up and Right on the screen, from the point just played. */
      gtk_widget_activate_action (GTK_WIDGET (board), "board.cursor-move", "(ii)", 0, -1);
      gtk_widget_activate_action (GTK_WIDGET (board), "board.cursor-move", "(ii)", 1, 0);
      flush_events ();
      {
        int cx = -1, cy = -1, wx, wy;

        /* Where the cursor is now in the record: one line up and one to the
         * right in the picture, if the board has room that way. */
        for (int ty = 0; ty < 9; ty++)
          for (int tx = 0; tx < 9; tx++)
            {
              expected_view (o, 9, tx, ty, &wx, &wy);
              if (wx == MIN (vx + 1, 8) && wy == MAX (vy - 1, 0))
                cx = tx, cy = ty;
            }
        g_assert_cmpint (cx, >=, 0);
        {
          g_autofree char *name = ishi_game_get_rules (game_of (window))->format_point (9, cx, cy);

          g_assert_nonnull (strstr (ishi_board_view_get_description (board), name));
        }
      }
      if (shots != NULL && (o == 1 || o == 2 || o == 4))
        {
          g_autofree char *file = g_strdup_printf ("view-turned-%d.png", o);

          save_widget_png (GTK_WIDGET (window), shots, file);
        }
    }
  set_orientation (settings, ISHI_BOARD_ORIENTATION_NORMAL);
  destroy_window (window);
}

/* The View menu's actions turn the setting; As Recorded is there only
 * when the board is turned; the Lessons page's board turns too. */
static void
test_menu_actions (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window = new_window ();
  GtkStack *stack = GTK_STACK (widget_by_id (window, "stack"));
  GtkWidget *lessons;

  set_orientation (settings, ISHI_BOARD_ORIENTATION_NORMAL);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "board-as-recorded"));
  action (window, "win.rotate-board");
  g_assert_cmpint (g_settings_get_enum (settings, "board-orientation"), ==, ISHI_BOARD_ORIENTATION_ROTATE_90);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "board-as-recorded"));
  action (window, "win.rotate-board");
  action (window, "win.rotate-board");
  action (window, "win.rotate-board");
  g_assert_cmpint (g_settings_get_enum (settings, "board-orientation"), ==, ISHI_BOARD_ORIENTATION_NORMAL);
  action (window, "win.rotate-board-back");
  g_assert_cmpint (g_settings_get_enum (settings, "board-orientation"), ==, ISHI_BOARD_ORIENTATION_ROTATE_270);
  action (window, "win.flip-board");
  g_assert_cmpint (g_settings_get_enum (settings, "board-orientation"), ==, ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90);
  g_assert_cmpint (ishi_board_view_get_orientation (board_of (window)), ==, ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90);

  gtk_stack_set_visible_child_name (stack, "lessons");
  flush_events ();
  lessons = find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_LESSON_VIEW);
  g_assert_nonnull (lessons);
  g_assert_cmpint (ishi_board_view_get_orientation (ishi_lesson_view_get_board (ISHI_LESSON_VIEW (lessons))),
                   ==, ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90);
  action (window, "win.board-as-recorded");
  g_assert_cmpint (ishi_board_view_get_orientation (ishi_lesson_view_get_board (ISHI_LESSON_VIEW (lessons))),
                   ==, ISHI_BOARD_ORIENTATION_NORMAL);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "board-as-recorded"));
  destroy_window (window);
}

static guint
number_at (IshiWindow *window, int x, int y)
{
  return ishi_board_model_peek_point (ishi_board_view_get_model (board_of (window)), x, y)->number;
}

/* The numbers on the stones: the last three moves; from the move after
 * the one shown (Number the Moves From Here); off; and a record whose
 * stones were taken and played on again, numbered as its printed figure
 * (the notes under the board). */
static void
test_numbers (void)
{
  static const IshiPoint moves[] = { { 2, 2 }, { 6, 6 }, { 2, 6 }, { 6, 2 }, { 4, 4 }, { 4, 2 }, { 2, 4 } };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  g_autofree char *path = ishi_test_src_path ("data/figures/at-4.sgf");
  IshiWindow *window = new_window ();
  const char *shots = g_getenv (SCREENSHOTS);

  /* White's 4 taken, and White's 10 played where it stood: the stone
   * shows 4, as the printed figure does, and "10 at 4" is under the board. */
  g_settings_set_int (settings, "move-numbers-from", 1);
  g_settings_set_enum (settings, "move-numbers", 2);
  open_file (window, path);
  g_assert_true (ishi_match_go_to_move (match_of (window), 10, NULL));
  flush_events ();
  g_assert_cmpuint (number_at (window, 4, 0), ==, 4);
  {
    /* In the window's language: "10 at 4", 「10［4］」. */
    g_autofree char *note = g_strdup_printf (g_dpgettext2 (GETTEXT_PACKAGE, "figure note", "%s at %s"), "10", "4");

    assert_status_has (window, note);
  }
  if (shots != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
      save_widget_png (GTK_WIDGET (window), shots, "view-numbers.png");
      g_settings_set_enum (settings, "board-orientation", ISHI_BOARD_ORIENTATION_ROTATE_180);
      save_widget_png (GTK_WIDGET (window), shots, "view-numbers-turned.png");
      g_settings_reset (settings, "board-orientation");
    }
  ishi_session_set_match (ishi_window_get_session (window), match);
  g_settings_set_int (settings, "move-numbers-last", 3);
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-numbers", g_variant_new_string ("last"));
  flush_events ();
  g_assert_cmpint (g_settings_get_enum (settings, "move-numbers"), ==, 1);
  for (guint i = 0; i < 5; i++)
    click (window, moves[i].x, moves[i].y);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpuint (number_at (window, moves[i].x, moves[i].y), ==, i >= 2 ? i + 1 : 0);

  /* From here: the moves after the fifth get numbers as they come. */
  action (window, "win.number-from-here");
  g_assert_cmpint (g_settings_get_int (settings, "move-numbers-from"), ==, 6);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpuint (number_at (window, moves[i].x, moves[i].y), ==, 0);
  click (window, moves[5].x, moves[5].y);
  click (window, moves[6].x, moves[6].y);
  g_assert_cmpuint (number_at (window, moves[5].x, moves[5].y), ==, 6);
  g_assert_cmpuint (number_at (window, moves[6].x, moves[6].y), ==, 7);
  g_assert_cmpuint (number_at (window, moves[4].x, moves[4].y), ==, 0);

  g_action_group_activate_action (G_ACTION_GROUP (window), "move-numbers", g_variant_new_string ("off"));
  flush_events ();
  g_assert_cmpuint (number_at (window, moves[6].x, moves[6].y), ==, 0);

  /* Renju: its players read a game by its numbers (issue 78): on from
   * the first move by default, Go's setting untouched, and View › Move
   * Numbers changes Renju's. */
  {
    g_autoptr(IshiMatch) renju = ishi_match_new_game (ishi_ruleset_lookup ("renju-free"), 15, 0, NAN);

    g_settings_reset (settings, "move-numbers-from");
    ishi_session_set_match (ishi_window_get_session (window), renju);
    flush_events ();
    click (window, 7, 7);   /* h8: Black 1 goes on the centre */
    click (window, 9, 9);
    g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
    g_assert_cmpuint (number_at (window, 7, 7), ==, 1);
    g_assert_cmpuint (number_at (window, 9, 9), ==, 2);
    g_action_group_activate_action (G_ACTION_GROUP (window), "move-numbers", g_variant_new_string ("off"));
    flush_events ();
    g_assert_cmpuint (number_at (window, 9, 9), ==, 0);
    g_assert_cmpint (g_settings_get_enum (settings, "renju-move-numbers"), ==, 0);
    g_assert_cmpint (g_settings_get_enum (settings, "move-numbers"), ==, 0);
    g_settings_reset (settings, "renju-move-numbers");
    /* a five: the result said once, as the headline (it was said again
     * in the line under it) */
    {
      static const IshiPoint more[] = { { 8, 7 }, { 0, 0 }, { 9, 7 }, { 0, 1 }, { 10, 7 }, { 0, 2 }, { 11, 7 } };
      const char *status, *first;

      for (guint i = 0; i < G_N_ELEMENTS (more); i++)
        click (window, more[i].x, more[i].y);
      status = status_of (window);
      g_test_message ("%s", status);
      first = strstr (status, "Black wins with five in a row");
      g_assert_nonnull (first);
      g_assert_null (strstr (first + 1, "Black wins with five in a row"));
    }
  }

  g_settings_reset (settings, "move-numbers");
  g_settings_reset (settings, "move-numbers-from");
  g_settings_reset (settings, "move-numbers-last");
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, SCREENSHOTS);

  g_test_add_func ("/window-view/turned-click", test_turned_click);
  g_test_add_func ("/window-view/menu-actions", test_menu_actions);
  g_test_add_func ("/window-view/numbers", test_numbers);
  return g_test_run ();
}
