/* test-window-flow.c — a game as a club plays it, in the window (issue 13):
 * the count with Undo, Continue play and Finish; Pure Go's stone count; the
 * clocks on the screen and pausing them.  Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ishi-clock-view.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static void
new_match (IshiWindow *window, IshiMatch *match)
{
  ishi_session_set_match (ishi_window_get_session (window), match);
  flush_events ();
}

static IshiColor
to_move (IshiWindow *window)
{
  IshiGame *game = game_of (window);

  return ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
}

/* A 9×9 Japanese game: Black's wall on D (x = 3), White's on F (x = 5).
 * Counted by hand from the Japanese rules (territory and prisoners): Black
 * has columns A–C, 27 points; White G–J, 27 points; column E is dame.
 * Komi 6.5: White wins by 6.5. */
static void
test_japanese_count (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, 6.5);
  IshiCounting *counting;
  g_autofree char *dir = g_dir_make_tmp ("ishi-flow-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "club.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  g_autoptr(GError) error = NULL;
  double before;

  new_match (window, match);
  for (int y = 0; y < 9; y++)
    {
      click (window, 3, y);
      click (window, 5, y);
    }
  action (window, "pass");             /* Black passes first */
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  counting = ishi_match_get_counting (match);
  before = ishi_counting_get_score (counting)->margin;
  g_assert_cmpfloat (before, ==, -6.5);
  assert_status_has (window, "White wins by 6.5");

  /* Mark White's wall dead, then Undo: the mark goes, the count is back. */
  click (window, 5, 4);
  g_assert_true (ishi_counting_get_dead (counting)[4 * 9 + 5]);
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, !=, before);
  g_assert_true (enabled (window, "undo"));
  action (window, "undo");
  g_assert_false (ishi_counting_get_dead (counting)[4 * 9 + 5]);
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, ==, before);
  assert_status_has (window, "White wins by 6.5");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);

  /* Continue play: the first passer, Black, is to move. */
  action (window, "continue");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_cmpint (to_move (window), ==, ISHI_BLACK);
  assert_status_has (window, "Black to play");

  /* White invades Black's side at B5; both pass: the stone is dead by
   * any count.  Black: 27 points (the dead stone's point among them) + 1
   * prisoner = 28; White 27 + 6.5 = 33.5: White by 5.5. */
  action (window, "pass");
  click (window, 1, 4);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  counting = ishi_match_get_counting (match);
  if (!ishi_counting_get_dead (counting)[4 * 9 + 1])
    click (window, 1, 4);
  g_assert_true (ishi_counting_get_dead (counting)[4 * 9 + 1]);
  action (window, "finish");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  assert_status_has (window, "White wins by 5.5");
  assert_status_has (window, "territory 27 + prisoners 1");

  g_assert_true (ishi_session_save (ishi_window_get_session (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "RE[W+5.5]"));
  g_assert_nonnull (strstr (saved, "RU[Japanese]"));

  g_unlink (path);
  g_rmdir (dir);
  destroy_window (window);
}

/* Pure Go ends with the stone count at once and no marking
 * (pure-go-intro.ja.txt, rule 5): Black 3 stones, White 2. */
static void
test_pure_go_count (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("pure"), 7, 0, NAN);

  new_match (window, match);
  click (window, 0, 0);
  click (window, 6, 6);
  click (window, 0, 2);
  click (window, 6, 4);
  click (window, 3, 3);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  assert_status_has (window, "Black 3 stones, White 2 stones: Black wins by 1 stone");
  g_assert_false (enabled (window, "finish"));
  /* A click marks nothing. */
  click (window, 6, 6);
  g_assert_false (ishi_counting_get_dead (ishi_match_get_counting (match))[6 * 7 + 6]);
  assert_status_has (window, "Black wins by 1 stone");
  destroy_window (window);
}

static gint64
fake_now (gpointer data)
{
  return *(gint64 *) data;
}

/* Both clocks on the screen, the side to move's running, byo-yomi with its
 * periods, and Pause stopping the time. */
static void
test_clocks (void)
{
  IshiWindow *window = new_window ();
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 60, .periods = 5,
                         .period_time = 30 };
  g_autoptr(IshiClock) clock = ishi_clock_new (&tc);
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  IshiClockView *view;
  gint64 now = (gint64) 5000 * G_USEC_PER_SEC;

  ishi_clock_set_time_source (clock, fake_now, &now, NULL);
  ishi_match_set_clock (match, clock);
  new_match (window, match);
  view = ISHI_CLOCK_VIEW (widget_by_id (window, "clock_view"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));

  now += (gint64) 70 * G_USEC_PER_SEC;          /* the main minute and 10 s of a period */
  ishi_clock_tick (clock);
  flush_events ();
  g_assert_true (ishi_clock_is_in_overtime (clock, ISHI_BLACK));
  g_assert_nonnull (strstr (ishi_clock_view_get_text (view, ISHI_BLACK), "0:20"));
  g_assert_nonnull (strstr (ishi_clock_view_get_text (view, ISHI_BLACK), "(5)"));
  g_assert_cmpstr (ishi_clock_view_get_text (view, ISHI_WHITE), ==, "1:00");

  click (window, 4, 4);                 /* in time: the period starts again */
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);

  /* Pause: the board says so and no time passes. */
  action (window, "pause");
  g_assert_true (ishi_match_get_paused (match));
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "paused_label")));
  now += (gint64) 600 * G_USEC_PER_SEC;
  ishi_clock_tick (clock);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, 60 * G_USEC_PER_SEC);
  action (window, "pause");
  g_assert_false (ishi_match_get_paused (match));
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "paused_label")));
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("ishi-test-home-XXXXXX", NULL);

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

  g_test_add_func ("/window-flow/japanese-count", test_japanese_count);
  g_test_add_func ("/window-flow/pure-go-count", test_pure_go_count);
  g_test_add_func ("/window-flow/clocks", test_clocks);
  return g_test_run ();
}
