/* test-window-territory.c — Show Territory in the window (issue 35, item
 * 3): the map is asked in the background and shaded on the board (the
 * board's model carries each point's ownership), in play, in review and
 * in the count; it goes when the position changes, comes back when asked
 * again, and a second Show Territory hides it; in Pure Go it keeps only
 * the points each side can still fill.  Ishi's own engine answers, with
 * its fixed playouts and seed; GNU Go (when installed) over GTP.
 *
 * With ISHI_TERRITORY_SCREENSHOTS=DIR, /territory-window/screenshots
 * writes pictures into DIR (in the language of the environment) instead
 * of being skipped: Ishi's map in the middle of a 19×19 game, in the
 * count of a 9×9 game, in Pure Go, and GNU Go's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ishi-analysis-panel.h"
#include "ishi-board-territory.h"
#include "ishi-show-territory.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static IshiShowTerritory *
territory_of (IshiWindow *window)
{
  GtkWidget *panel = find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_ANALYSIS_PANEL);

  return ishi_analysis_panel_get_territory (ISHI_ANALYSIS_PANEL (panel));
}

static const IshiTerritoryMap *
map_of (IshiWindow *window)
{
  return ishi_show_territory_get_map (territory_of (window));
}

static void
wait_for_map (IshiWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (map_of (window) == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 120 s for the territory map");
      g_main_context_iteration (NULL, TRUE);
    }
  flush_events ();
}

static IshiWindow *
open_game (const char *text)
{
  g_autofree char *path = temp_copy (text, "game.sgf");
  IshiWindow *window = new_window ();

  open_file (window, path);
  g_unlink (path);
  return window;
}

static void
use_ishi (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_string (settings, "analysis-engine", "ishi");
}

/* The board's shading, point by point, is the map's. */
static void
assert_shaded (IshiWindow *window, gboolean shaded)
{
  const IshiBoardModel *model = ishi_board_view_get_model (board_of (window));
  const IshiTerritoryMap *map = map_of (window);
  int n = model->size * model->size, marked = 0;

  for (int p = 0; p < n; p++)
    {
      if (shaded)
        g_assert_cmpfloat (model->points[p].ownership, ==, map->owner[p]);
      marked += model->points[p].ownership != 0;
    }
  if (shaded)
    g_assert_cmpint (marked, >, 0);
  else
    g_assert_cmpint (marked, ==, 0);
}

/* A 9×9 game of GNU Go against itself (tests/data/score/g09-02.sgf, no
 * dead stones): the map in review, gone at the next move, back when
 * asked, hidden by a second Show Territory. */
static void
test_review (void)
{
  g_autofree char *path = ishi_test_src_path ("data/score/g09-02.sgf");
  g_autofree char *text = NULL;
  IshiWindow *window;

  use_ishi ();
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  window = open_game (text);
  g_assert_true (enabled (window, "show-territory"));
  ishi_match_go_to_move (match_of (window), 20, NULL);
  flush_events ();
  action (window, "show-territory");
  wait_for_map (window);
  assert_shaded (window, TRUE);
  g_assert_false (map_of (window)->fill);

  /* The next move: the map goes; asked again, it comes back. */
  action (window, "next");
  flush_events ();
  g_assert_null (map_of (window));
  assert_shaded (window, FALSE);
  action (window, "show-territory");
  wait_for_map (window);
  assert_shaded (window, TRUE);

  /* Asked once more on the same position: hidden. */
  action (window, "show-territory");
  flush_events ();
  g_assert_null (map_of (window));
  assert_shaded (window, FALSE);
  destroy_window (window);
}

/* The count: after the two passes of a finished 9×9 game the map shows
 * beside the count's marks, and a click that marks a stone dead (the
 * count changes, not the position) leaves it. */
static void
test_count (void)
{
  g_autofree char *path = ishi_test_src_path ("data/score/g09-01.sgf");
  g_autofree char *text = NULL;
  IshiWindow *window;
  const IshiTerritoryMap *map;

  use_ishi ();
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  window = open_game (text);
  action (window, "last");
  flush_events ();
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_COUNTING);
  action (window, "show-territory");
  wait_for_map (window);
  map = map_of (window);
  /* GNU Go's dead stone C7 (cc) stands in Black's area: shaded as Black's.
   * (How sure the engine is depends on its playouts: the open corner beside
   * it gives White some room, about 0.47 with the policy of issue 35.) */
  g_assert_cmpint (ishi_territory_map_owner (map, 2, 2, ISHI_BOARD_TERRITORY_MIN), ==, ISHI_BLACK);
  assert_shaded (window, TRUE);
  ishi_counting_toggle_dead (ishi_match_get_counting (match_of (window)), 0, 8);
  flush_events ();
  g_assert_nonnull (map_of (window));
  destroy_window (window);
}

/* Pure Go: only empty points, each the side's that can still fill it;
 * the last eyes of a group are not shaded. */
static void
test_pure_go (void)
{
  IshiWindow *window;
  const IshiTerritoryMap *map;
  const IshiBoardModel *model;

  use_ishi ();
  /* Black's wall on the third line, White's on the fifth; Black has two
   * one-point eyes at A1 and C1 of a filled corner. */
  window = open_game ("(;GM[1]FF[4]SZ[7]RU[Pure Go]"
                      "AB[ae][be][ce][de][ee][fe][ge][bg][cf][af][bf][df][ef][ff][gf][dg][eg][fg][gg]"
                      "AW[ac][bc][cc][dc][ec][fc][gc]PL[W])");
  action (window, "show-territory");
  wait_for_map (window);
  map = map_of (window);
  model = ishi_board_view_get_model (board_of (window));
  g_assert_true (map->fill);
  for (int p = 0; p < 49; p++)
    if (model->points[p].stone != ISHI_EMPTY)
      g_assert_cmpfloat (map->owner[p], ==, 0);
  /* A1 and C1 (ag, cg), Black's last two eyes: not to be filled. */
  g_assert_cmpfloat (map->owner[6 * 7 + 0], ==, 0);
  g_assert_cmpfloat (map->owner[6 * 7 + 2], ==, 0);
  /* Between the walls, Black's side near its wall, White's near its. */
  g_assert_cmpint (ishi_territory_map_owner (map, 3, 1, 0.2), ==, ISHI_WHITE);
  destroy_window (window);
}

/* GNU Go's map (`initial_influence`, over GTP) of the finished 9×9 game
 * whose dead white stone C7 GNU Go names: C7 Black's, A9 Black's, J9
 * White's.  Skipped without GNU Go. */
static void
test_gnugo (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = ishi_test_src_path ("data/score/g09-01.sgf");
  g_autofree char *text = NULL;
  IshiWindow *window;
  const IshiTerritoryMap *map;

  if (!g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is missing");
      return;
    }
  g_settings_set_int (settings, "gnugo-level", 1);
  g_settings_set_string (settings, "analysis-engine", "gnugo");
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  window = open_game (text);
  action (window, "last");
  action (window, "show-territory");
  wait_for_map (window);
  map = map_of (window);
  g_assert_false (map->fill);
  g_assert_cmpint (ishi_territory_map_owner (map, 2, 2, 0.9), ==, ISHI_BLACK);
  g_assert_cmpint (ishi_territory_map_owner (map, 0, 0, 0.9), ==, ISHI_BLACK);
  g_assert_cmpint (ishi_territory_map_owner (map, 8, 0, 0.9), ==, ISHI_WHITE);
  assert_shaded (window, TRUE);
  destroy_window (window);
}

/* ------------------------------------------------------------------------ */

static void
screenshot (GtkWidget *widget, const char *name)
{
  save_widget_png (widget, g_getenv ("ISHI_TERRITORY_SCREENSHOTS"), name);
}

/* The position after `move` moves of `text` (-1: the last), its map
 * asked of the chosen analyst, in a window `width` × `height`. */
static void
shoot (const char *text, int move, int width, int height, const char *name)
{
  IshiWindow *window = open_game (text);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  wait_for_layout (window);
  if (move < 0)
    action (window, "last");
  else
    ishi_match_go_to_move (match_of (window), (guint) move, NULL);
  flush_events ();
  action (window, "show-territory");
  wait_for_map (window);
  screenshot (GTK_WIDGET (window), name);
  destroy_window (window);
}

static void
test_screenshots (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path19 = ishi_test_src_path ("data/score/g19-05.sgf");
  g_autofree char *path9 = ishi_test_src_path ("data/score/g09-06.sgf");
  g_autofree char *text19 = NULL;
  g_autofree char *text9 = NULL;

  if (g_getenv ("ISHI_TERRITORY_SCREENSHOTS") == NULL)
    {
      g_test_skip ("ISHI_TERRITORY_SCREENSHOTS is not set");
      return;
    }
  g_assert_true (g_file_get_contents (path19, &text19, NULL, NULL));
  g_assert_true (g_file_get_contents (path9, &text9, NULL, NULL));
  use_ishi ();
  shoot (text19, 120, 900, 1000, "1-ishi-19x19-move-120.png");
  shoot (text9, -1, 1100, 760, "2-ishi-9x9-count.png");
  shoot ("(;GM[1]FF[4]SZ[7]RU[Pure Go];B[dd];W[cc];B[dc];W[cd];B[ce];W[be];B[ed];W[cb]"
         ";B[de];W[bf];B[cf];W[ec];B[fc];W[db];B[eb];W[da])", -1, 640, 760, "3-ishi-pure-go.png");
  if (g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_settings_set_int (settings, "gnugo-level", 1);
      g_settings_set_string (settings, "analysis-engine", "gnugo");
      shoot (text19, 120, 900, 1000, "4-gnugo-19x19-move-120.png");
    }
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_TERRITORY_SCREENSHOTS");
  g_test_add_func ("/territory-window/review", test_review);
  g_test_add_func ("/territory-window/count", test_count);
  g_test_add_func ("/territory-window/pure-go", test_pure_go);
  g_test_add_func ("/territory-window/gnugo", test_gnugo);
  g_test_add_func ("/territory-window/screenshots", test_screenshots);
  return g_test_run ();
}
