/* test-window-engine.c — playing against an engine in the window (issue
 * 20): started from New Game, its moves on the board, Undo back to the
 * person, Stop, Pause between two engines, and each way an engine can
 * fail — not installed, exits at start, crashes (SIGKILL), garbage, hangs
 * past the timeout, an occupied point or one off the board — ending in a
 * message in words, the record untouched by the failure, and the choice
 * to play on without it or to restart it.  The engine is tests/fake-gtp
 * (its misbehaviour chosen by its command line in Preferences); Ishi's
 * own Go and Renju engines play at level 1 (a fixed seed and a few
 * playouts, never a time).  The last tests play against the real GNU Go
 * (SKIP when it is missing) and compare its board with Ishi's after each
 * step.
 *
 * Nothing here depends on timing: each wait is for an event (the engine's
 * answer, its exit, the timeout of 1 s set for the hang), with a far
 * deadline only to stop a broken test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-clock-view.h"
#include "ishi-engine-bar.h"
#include "ishi-engine-probe.h"
#include "ishi-gtp-player.h"
#include "ishi-engine-probe.h"
#include "ishi-new-game-dialog.h"
#include "ishi-opening-bar.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-set-bar.h"
#include "ishi-test-util.h"
#include "window-helpers.h"
#include "ishi-go-levels.h"

static const char *fake_engine;

static IshiEngineBar *
bar_of (IshiWindow *window)
{
  return ISHI_ENGINE_BAR (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_ENGINE_BAR));
}


/* Presses a button of the engine bar: "stop", "pause", "resume",
 * "play-on", "restart". */
static void
press_bar (IshiWindow *window, const char *name)
{
  GtkWidget *button = find_named (GTK_WIDGET (bar_of (window)), name);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
}

typedef gboolean (*Condition) (IshiWindow *window, gconstpointer data);

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until `condition` holds (the deadline only stops a
 * broken test; the engines answer in milliseconds). */
static void
wait_until (IshiWindow *window, Condition condition, gconstpointer data, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  /* Wakes the loop now and then, so that a broken test reaches its
   * deadline instead of sleeping in poll() for ever. */
  guint wake = g_timeout_add (500, wake_up, NULL);

  while (!condition (window, data))
    {
      if (g_get_monotonic_time () > deadline)
        {
          IshiPlayer *white = ishi_match_get_player (match_of (window), ISHI_WHITE);
          g_autofree char *output = ISHI_IS_GTP_PLAYER (white)
                                      ? ishi_gtp_engine_get_stderr_tail (ishi_gtp_player_get_engine (
                                          ISHI_GTP_PLAYER (white)))
                                      : NULL;

          g_error ("waited 30 s for %s (the engine bar says “%s”; White's engine wrote “%s”; move %u, phase %d)",
                   what, ishi_engine_bar_get_message (bar_of (window)), output ? output : "",
                   ishi_game_get_move_number (game_of (window)), ishi_match_get_phase (match_of (window)));
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

static gboolean
bar_in_state (IshiWindow *window, gconstpointer state)
{
  return ishi_engine_bar_get_state (bar_of (window)) == (IshiEngineBarState) GPOINTER_TO_INT (state);
}

static gboolean
at_move (IshiWindow *window, gconstpointer number)
{
  return ishi_game_get_move_number (game_of (window)) == GPOINTER_TO_UINT (number);
}

static gboolean
at_least_move (IshiWindow *window, gconstpointer number)
{
  return ishi_game_get_move_number (game_of (window)) >= GPOINTER_TO_UINT (number);
}

static void
wait_for_move (IshiWindow *window, guint number)
{
  wait_until (window, at_move, GUINT_TO_POINTER (number), "the engine's move");
  /* …and for the engine to be idle again (its state follows at once). */
  flush_events ();
}

static void
wait_for_bar (IshiWindow *window, IshiEngineBarState state)
{
  wait_until (window, bar_in_state, GINT_TO_POINTER (state), "the engine bar");
}

/* A new 9×9 Japanese game from New Game, with `black` and `white` chosen
 * there ("person", "gnugo", "engine:Fake"...). */
static IshiWindow *
start_game (const char *black, const char *white)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
  IshiWindow *window;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_int (settings, "board-size", 9);
  g_settings_set_int (settings, "handicap", 0);
  g_settings_set_string (settings, "time-control", "");
  g_settings_set_string (settings, "black-player", black);
  g_settings_set_string (settings, "white-player", white);
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  /* The game is set up when "clicked" returns; no flush_events() here:
   * two engines answering each other keep events pending until the end. */
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  return window;
}

/* The engines of Preferences: "Fake" is tests/fake-gtp with `args`
 * (its misbehaviour), "Missing" is not installed. */
static void
set_fake (const char *args)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *quoted = g_shell_quote (fake_engine);
  g_autofree char *command = g_strdup_printf ("%s %s", quoted, args);
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssss)"));
  g_variant_builder_add (&builder, "(ssss)", "Fake", command, "", "");
  g_variant_builder_add (&builder, "(ssss)", "Missing", "/no/such/engine --gtp", "", "");
  g_settings_set_value (settings, "engines", g_variant_builder_end (&builder));
}

static gboolean
last_move_is (IshiWindow *window, int x, int y)
{
  IshiColor color;
  int lx, ly;

  return ishi_game_get_last_move (game_of (window), &color, &lx, &ly) && lx == x && ly == y;
}

static void
test_play_against_engine (void)
{
  IshiWindow *window;
  g_autofree char *pw = NULL;

  /* The fake plays the first empty point from A1 (x 0, y 8 on 9×9)
   * along the bottom row.  The stray lines before each reply are not taken
   * as answers. */
  set_fake ("--garbage");
  window = start_game ("person", "engine:Fake");
  pw = ishi_game_get_info (game_of (window), "PW");
  g_assert_cmpstr (pw, ==, "Fake");
  g_assert_true (ishi_player_is_human (ishi_match_get_player (match_of (window), ISHI_BLACK)));
  g_assert_false (ishi_player_is_human (ishi_match_get_player (match_of (window), ISHI_WHITE)));

  click (window, 2, 6);
  wait_for_move (window, 2);
  g_assert_true (last_move_is (window, 0, 8));   /* A1 */
  g_assert_cmpint (ishi_engine_bar_get_state (bar_of (window)), ==, ISHI_ENGINE_BAR_HIDDEN);

  /* A click for the engine's colour is not played while it is its turn. */
  click (window, 6, 6);
  wait_for_move (window, 4);
  g_assert_true (last_move_is (window, 1, 8));   /* B1 */

  /* Undo goes back to the person's move (the default), and the engine
   * does not answer again at once. */
  action (window, "undo");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  destroy_window (window);
}

typedef struct {
  const char *args;        /* tests/fake-gtp's */
  const char *says;        /* in the message */
  gboolean at_start;       /* fails before the person's first move */
} Failure;

static const Failure failures[] = {
  { "--die-at-start", "stopped while starting: it exited with status 3", TRUE },
  { "--crash", "stopped in the middle of the game: it was killed by signal 9", FALSE },
  { "--answer=@@@", "answered “@@@”, which is not a move", FALSE },
  { "--hang-on=genmove", "did not answer “genmove w” within 1.0 seconds", FALSE },
  { "--answer=C7", "answered the move C7, which Ishi refuses: That point is already occupied.", FALSE },
  { "--answer=Z99", "answered the move Z99, which is not on the board", FALSE },
  { "--answer=J10", "answered the move J10, which is not on the board", FALSE },
  { "--die-after=0", "stopped in the middle of the game: it exited with status 1", FALSE },
};

static void
test_failures (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  for (gsize i = 0; i < G_N_ELEMENTS (failures); i++)
    {
      const Failure *f = &failures[i];
      IshiWindow *window;
      IshiEngineBar *bar;
      guint moves;
      gboolean modified;

      /* 1 s for the engine that hangs; the others have a minute, so that
       * an exit seen late on a loaded machine (the sanitizers' run beside
       * engine matches took over a second) is not taken for a hang. */
      g_settings_set_int (settings, "move-timeout", g_str_has_prefix (f->args, "--hang") ? 1 : 60);
      set_fake (f->args);
      window = start_game ("person", "engine:Fake");
      bar = bar_of (window);
      if (!f->at_start)
        click (window, 2, 2);   /* C7 */
      moves = ishi_game_get_move_number (game_of (window));
      modified = ishi_session_get_modified (ishi_window_get_session (window));
      wait_for_bar (window, ISHI_ENGINE_BAR_FAILED);
      if (strstr (ishi_engine_bar_get_message (bar), f->says) == NULL)
        g_error ("%s: “%s” does not say “%s”", f->args, ishi_engine_bar_get_message (bar), f->says);
      g_assert_nonnull (strstr (ishi_engine_bar_get_message (bar), "The game is as it was"));
      /* The record is as it was, and not marked changed by the failure. */
      g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, moves);
      g_assert_cmpint (ishi_session_get_modified (ishi_window_get_session (window)), ==, modified);

      if (i % 2 == 0)
        {
          /* Play on as two people: White is a person now. */
          press_bar (window, "play-on");
          g_assert_cmpint (ishi_engine_bar_get_state (bar), ==, ISHI_ENGINE_BAR_HIDDEN);
          g_assert_true (ishi_player_is_human (ishi_match_get_player (match_of (window), ISHI_WHITE)));
          if (f->at_start)
            click (window, 2, 2);
          click (window, 6, 6);
          g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
        }
      else
        {
          /* Restart, the engine mended in Preferences: it answers (A1). */
          set_fake ("");
          press_bar (window, "restart");
          wait_for_move (window, moves + 1);
          g_assert_true (last_move_is (window, 0, 8));
          g_assert_cmpint (ishi_engine_bar_get_state (bar), ==, ISHI_ENGINE_BAR_HIDDEN);
        }
      destroy_window (window);
    }
  g_settings_reset (settings, "move-timeout");
}

static void
test_not_installed (void)
{
  IshiWindow *window;
  IshiEngineBar *bar;

  set_fake ("");
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_settings_set_string (settings, "white-player", "engine:Missing");
  }
  window = start_game ("person", "engine:Missing");
  bar = bar_of (window);
  wait_for_bar (window, ISHI_ENGINE_BAR_FAILED);
  if (strstr (ishi_engine_bar_get_message (bar), "The engine “/no/such/engine” is not installed") == NULL)
    g_error ("“%s”", ishi_engine_bar_get_message (bar));
  g_assert_false (ishi_session_get_modified (ishi_window_get_session (window)));
  destroy_window (window);
}

static gboolean
label_says (IshiWindow *window, gconstpointer label)
{
  return strstr (gtk_label_get_text (GTK_LABEL (label)), "tuning 3/3") != NULL;
}

/* The engine's stderr shows while it starts (KataGo's tuning). */
static void
test_slow_start (void)
{
  IshiWindow *window;
  IshiEngineBar *bar;
  GtkWidget *output;

  set_fake ("--slow-start=3");
  window = start_game ("person", "engine:Fake");
  bar = bar_of (window);
  g_assert_cmpint (ishi_engine_bar_get_state (bar), ==, ISHI_ENGINE_BAR_STARTING);
  g_assert_nonnull (strstr (ishi_engine_bar_get_message (bar), "Starting Fake"));
  output = find_named (GTK_WIDGET (bar), "engine-output");
  /* Its lines show while it starts (it waits a while after them). */
  wait_until (window, label_says, (gconstpointer) output, "the engine's stderr on the bar");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (output)), "tuning 1/3"));
  /* The board takes moves meanwhile: the window never waits. */
  click (window, 2, 6);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), >=, 1);
  wait_for_move (window, 2);
  g_assert_true (last_move_is (window, 0, 8));
  destroy_window (window);
}

/* Stop while the engine thinks: the turn goes back to the person. */
static void
test_stop (void)
{
  IshiWindow *window;
  IshiEngineBar *bar;

  set_fake ("--hang-on=genmove");
  window = start_game ("person", "engine:Fake");
  bar = bar_of (window);
  click (window, 2, 2);
  wait_for_bar (window, ISHI_ENGINE_BAR_THINKING);
  g_assert_nonnull (strstr (ishi_engine_bar_get_message (bar), "Fake is thinking"));
  press_bar (window, "stop");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 0);
  g_assert_cmpint (ishi_engine_bar_get_state (bar), ==, ISHI_ENGINE_BAR_HIDDEN);
  destroy_window (window);
}

static gboolean
finished (IshiWindow *window, gconstpointer data)
{
  return ishi_match_get_phase (match_of (window)) == ISHI_PHASE_FINISHED;
}

/* Two engines play each other, with Pause and Resume, until one resigns. */
static void
test_engine_against_engine (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *quoted = g_shell_quote (fake_engine);
  g_autofree char *white = g_strdup_printf ("%s --answer=resign --answer-after=6", quoted);
  g_autofree char *re = NULL;
  GVariantBuilder builder;
  IshiWindow *window;
  guint moves;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssss)"));
  g_variant_builder_add (&builder, "(ssss)", "Fake", quoted, "", "");
  g_variant_builder_add (&builder, "(ssss)", "Fake W", white, "", "");
  g_settings_set_value (settings, "engines", g_variant_builder_end (&builder));
  window = start_game ("engine:Fake", "engine:Fake W");
  wait_until (window, at_least_move, GUINT_TO_POINTER (2), "two moves");
  press_bar (window, "pause");
  g_assert_cmpint (ishi_engine_bar_get_state (bar_of (window)), ==, ISHI_ENGINE_BAR_PAUSED);
  g_assert_true (ishi_match_get_paused (match_of (window)));
  moves = ishi_game_get_move_number (game_of (window));
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, moves);
  press_bar (window, "resume");
  wait_until (window, finished, NULL, "the end of the game");
  re = ishi_game_get_info (game_of (window), "RE");
  g_assert_cmpstr (re, ==, "B+R");
  /* More moves, then White's resignation at its seventh genmove (one
   * more when a genmove was out at the pause: its answer was dropped). */
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), >, moves);
  destroy_window (window);
}

/* A game with byo-yomi from New Game: the engine hears the time settings
 * and, before its genmove, both clocks in whole seconds as Ishi's clock
 * has them (White's has not run yet: its full main time). */
static void
test_clock (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_dir_make_tmp ("ishi-engine-log-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (dir, "log", NULL);
  g_autofree char *args = g_strdup_printf ("--log=%s", log_path);
  g_autofree char *log = NULL;
  IshiNewGameDialog *dialog;
  IshiWindow *window;

  set_fake (args);
  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_int (settings, "board-size", 9);
  g_settings_set_int (settings, "handicap", 0);
  g_settings_set_string (settings, "time-control", "byoyomi:600:3:30:0:0:0");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "engine:Fake");
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  g_assert_nonnull (ishi_match_get_clock (match_of (window)));
  click (window, 2, 6);
  wait_for_move (window, 2);
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  /* The fake lists no kgs-time_settings: byo-yomi as GTP's Canadian time
   * with one stone a period. */
  g_assert_nonnull (strstr (log, "time_settings 600 30 1"));
  g_assert_nonnull (strstr (log, "time_left b "));
  g_assert_nonnull (strstr (log, "time_left w "));
  g_assert_true (strstr (log, "time_left b ") < strstr (log, "genmove w"));
  g_assert_true (strstr (log, "time_left w ") < strstr (log, "genmove w"));
  /* Black's time as Ishi's clock wrote it on Black's move (BL), in whole
   * seconds; White's between what it had at its move (WL) and 600. */
  {
    IshiSgfNode *white_node = ishi_game_get_node (game_of (window));
    IshiSgfProperty *bl = ishi_sgf_node_lookup (white_node->parent, "BL");
    IshiSgfProperty *wl = ishi_sgf_node_lookup (white_node, "WL");
    int sent_b = atoi (strstr (log, "time_left b ") + strlen ("time_left b "));
    int sent_w = atoi (strstr (log, "time_left w ") + strlen ("time_left w "));

    g_assert_nonnull (bl);
    g_assert_nonnull (wl);
    g_assert_cmpint (sent_b, ==, (int) g_ascii_strtod (bl->values[0], NULL));
    g_assert_cmpint (sent_w, >=, (int) g_ascii_strtod (wl->values[0], NULL));
    g_assert_cmpint (sent_w, <=, 600);
  }
  destroy_window (window);
  g_settings_set_string (settings, "time-control", "");
  g_unlink (log_path);
  g_rmdir (dir);
}

/* Lines of `log` ending in `command` (after the id). */
static int
count_lines (const char *log, const char *command)
{
  g_auto(GStrv) lines = g_strsplit (log, "\n", -1);
  int n = 0;

  for (char **l = lines; *l; l++)
    if (strlen (*l) > strlen (command) && g_str_has_suffix (*l, command)
        && (*l)[strlen (*l) - strlen (command) - 1] == ' ')
      n++;
  return n;
}

static gboolean
counting (IshiWindow *window, gconstpointer data)
{
  return ishi_match_get_phase (match_of (window)) == ISHI_PHASE_COUNTING;
}

static gboolean
engine_dead_shown (IshiWindow *window, gconstpointer data)
{
  GtkWidget *box = find_named (GTK_WIDGET (window), "engine-dead");

  /* Its room is kept before (empty, unseen): shown is seen. */
  return box && gtk_widget_get_visible (box) && gtk_widget_get_opacity (box) > 0;
}

static const char *
engine_dead_text (IshiWindow *window)
{
  GtkWidget *box = find_named (GTK_WIDGET (window), "engine-dead");

  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (box)));
}

/* At counting the engine's final_status_list dead is shown beside Ishi's
 * suggestion, with the points where they differ and a button to take the
 * engine's marks (the fake calls nothing dead). */
static void
test_engine_dead_stones (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-engine-log-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (dir, "log", NULL);
  g_autofree char *args = g_strdup_printf ("--pass --cleanup --log=%s", log_path);
  g_autofree char *log = NULL;
  IshiWindow *window;
  GtkWidget *use;

  set_fake (args);
  window = start_game ("person", "engine:Fake");
  click (window, 2, 2);           /* C7 */
  wait_for_move (window, 2);      /* the fake passes */
  action (window, "pass");
  wait_until (window, counting, NULL, "the count");
  wait_until (window, engine_dead_shown, NULL, "the engine's dead stones");
  g_assert_cmpstr (engine_dead_text (window), ==, "Fake GTP marks the same dead stones.");
  use = find_named (GTK_WIDGET (window), "use-engine-dead");
  g_assert_false (gtk_widget_get_sensitive (use));   /* in its place, unseen */
  /* The person calls C7 dead: the engine sees it otherwise there. */
  g_assert_true (ishi_match_toggle_dead (match_of (window), 2, 2));
  flush_events ();
  g_assert_cmpstr (engine_dead_text (window), ==, "Fake GTP sees the dead stones otherwise at C7.");
  g_assert_true (gtk_widget_get_sensitive (use));
  g_signal_emit_by_name (use, "clicked");
  g_assert_false (ishi_counting_get_dead (ishi_match_get_counting (match_of (window)))[2 * 9 + 2]);
  g_assert_cmpstr (engine_dead_text (window), ==, "Fake GTP marks the same dead stones.");
  /* Back to play (a disagreement): the engine's opinion goes from the
   * panel, and White, who passed first, is asked with kgs-genmove_cleanup
   * (listed by the fake), so that it would capture what it calls dead. */
  g_assert_true (ishi_match_continue_play (match_of (window)));
  g_assert_false (engine_dead_shown (window, NULL));
  wait_for_move (window, 4);
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  g_assert_cmpint (count_lines (log, "genmove w"), ==, 1);
  g_assert_cmpint (count_lines (log, "kgs-genmove_cleanup w"), ==, 1);
  destroy_window (window);
  g_unlink (log_path);
  g_rmdir (dir);
}

/* Issue 54 item 1: the engine's pass is said, in the status line and to a
 * screen reader, with what a pass in reply does (the status said only
 * "Black to play · Move 2"); the person's pass then ends the game. */
static void
test_engine_pass_said (void)
{
  IshiWindow *window;
  const char *said;

  set_fake ("--pass");
  window = start_game ("person", "engine:Fake");
  click (window, 2, 2);           /* C7 */
  wait_for_move (window, 2);      /* the fake passes */
  if (g_getenv ("ISHI_ENGINE_SCREENSHOTS"))
    save_widget_png (GTK_WIDGET (window), g_getenv ("ISHI_ENGINE_SCREENSHOTS"), "pass-said.png");
  assert_status_has (window, "White passed: a pass in reply ends the game");
  assert_status_has (window, "Black to play");
  said = ishi_board_view_get_description (board_of (window));
  g_assert_true (g_str_has_prefix (said, "White passes. A pass in reply ends the game. "));
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_COUNTING);
  /* The note on what a pass would do has gone; the pass that ended the
   * game is said (issue 66). */
  g_assert_null (strstr (status_of (window), "a pass in reply"));
  assert_status_has (window, "Black passed too: the game is over");
  destroy_window (window);
}

/* ---- Ishi's own engines ------------------------------------------------ */

/* The names New Game offers for Black in `game` ("go" or "renju"). */
static char *
offered_players (const char *game)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GString) names = g_string_new (NULL);
  IshiNewGameDialog *dialog;
  IshiWindow *window;
  GListModel *model;

  g_settings_set_string (settings, "game", game);
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "black-player")));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* Only what fits the rule set: GTP engines speak Go, Renju has its own. */
static void
test_ishi_offered (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *go = NULL;
  g_autofree char *renju = NULL;

  set_fake ("");
  g_settings_set_int (settings, "ishi-level", 4);
  g_settings_set_int (settings, "ishi-renju-level", 3);
  go = offered_players ("go");
  renju = offered_players ("renju");
  g_assert_true (g_str_has_prefix (go, "Person, Ishi (level 4), "));
  g_assert_true (g_str_has_suffix (go, "Fake, Missing"));
  g_assert_cmpstr (renju, ==, "Person, Ishi (level 3)");
  g_settings_reset (settings, "ishi-level");
  g_settings_reset (settings, "ishi-renju-level");
}

/* ---- Only engines that can play the rules chosen ------------------------ */

/* The position of `name` in `drop_down`'s list, or -1. */
static int
drop_down_index (GtkWidget *drop_down, const char *name)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name))
      return (int) i;
  return -1;
}

static void
choose (GtkWidget *drop_down, const char *name)
{
  int index = drop_down_index (drop_down, name);

  g_assert_cmpint (index, >=, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), (guint) index);
  flush_events ();
}

/* The text under White's player, or NULL when nothing is said. */
static const char *
white_warning (GtkWidget *dialog)
{
  GtkWidget *label = find_named (dialog, "white-warning");

  return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

static GtkWidget *
open_new_game (IshiWindow *window)
{
  action (window, "win.new-game");
  return GTK_WIDGET (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
}

/* New Game with Pure Go offered GNU Go as White, which counts territory
 * and loses the Pure Go games it "wins": GNU Go is offered for territory
 * and area rows only, Ishi's engine takes its place, and the dialog says
 * so; a GTP engine is offered with what it will get wrong said beside it,
 * until it has said (when it started) that it can be told the rules. */
static void
test_offered_by_rules (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *gnugo = ishi_engine_gnugo_path ();
  IshiWindow *window;
  GtkWidget *dialog, *white, *rules;

  set_fake ("--rules-commands=kata-set-rules");
  g_settings_reset (settings, "engine-commands");
  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "pure");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", gnugo ? "gnugo" : "engine:Fake");
  window = new_window ();
  dialog = open_new_game (window);
  white = find_named (dialog, "white-player");
  rules = find_widget (dialog, "rules_dropdown", G_TYPE_INVALID);
  if (g_getenv ("ISHI_ENGINE_SCREENSHOTS"))
    save_widget_png (dialog, g_getenv ("ISHI_ENGINE_SCREENSHOTS"), "new-game-pure-go.png");
  g_assert_cmpint (drop_down_index (white, "GNU Go"), ==, -1);
  g_assert_cmpint (drop_down_index (white, "Fake"), >, 0);
  if (gnugo)
    {
      g_assert_cmpint (gtk_drop_down_get_selected (GTK_DROP_DOWN (white)), ==, drop_down_index (white, "Ishi"));
      g_assert_nonnull (strstr (white_warning (dialog), "GNU Go"));
      g_assert_nonnull (strstr (white_warning (dialog), "Pure Go"));
    }
  /* Never started: Ishi cannot know yet what it can be told. */
  choose (white, "Fake");
  g_assert_nonnull (strstr (white_warning (dialog), "does not know yet"));
  g_assert_nonnull (strstr (white_warning (dialog), "Pure Go"));
  /* Japanese: GNU Go is back. */
  choose (rules, "Japanese");
  if (gnugo)
    g_assert_cmpint (drop_down_index (white, "GNU Go"), >, 0);
  g_assert_cmpint (gtk_drop_down_get_selected (GTK_DROP_DOWN (white)), ==, drop_down_index (white, "Fake"));
  choose (white, "Ishi");
  g_assert_null (white_warning (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);

  /* A game against it: started, it said it lists kata-set-rules. */
  window = start_game ("person", "engine:Fake");
  click (window, 2, 6);
  wait_for_move (window, 2);
  destroy_window (window);
  g_settings_set_string (settings, "ruleset", "japanese");
  window = new_window ();
  dialog = open_new_game (window);
  white = find_named (dialog, "white-player");
  rules = find_widget (dialog, "rules_dropdown", G_TYPE_INVALID);
  g_assert_cmpint (gtk_drop_down_get_selected (GTK_DROP_DOWN (white)), ==, drop_down_index (white, "Fake"));
  g_assert_null (white_warning (dialog));
  choose (rules, "Pure Go");
  g_assert_nonnull (strstr (white_warning (dialog), "cannot be told Pure Go"));
  g_assert_null (strstr (white_warning (dialog), "does not know yet"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  g_settings_reset (settings, "engine-commands");
  g_settings_reset (settings, "white-player");
  g_settings_reset (settings, "black-player");
}

/* The person's C3, then Ishi's answer (level 1: 16 playouts, seed 1). */
static void
ishi_answer (int *x, int *y)
{
  IshiWindow *window = start_game ("person", "ishi");
  IshiColor color;
  g_autofree char *pw = ishi_game_get_info (game_of (window), "PW");

  g_assert_cmpstr (pw, ==, "Ishi (level 1)");
  click (window, 2, 6);
  wait_for_move (window, 2);
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, x, y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  g_assert_cmpint (ishi_engine_bar_get_state (bar_of (window)), ==, ISHI_ENGINE_BAR_HIDDEN);
  destroy_window (window);
}

static void
test_ishi_go (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  int x1, y1, x2, y2;

  g_settings_set_int (settings, "ishi-level", 1);
  ishi_answer (&x1, &y1);
  /* The same answer again: a fixed seed and playout count, no time. */
  ishi_answer (&x2, &y2);
  g_assert_cmpint (x1, ==, x2);
  g_assert_cmpint (y1, ==, y2);
  g_settings_reset (settings, "ishi-level");
}

/* The adaptive level (issue 21 item 3): against a person Ishi plays at
 * the level kept for the person's name, one up after the person wins; a
 * teacher's lock keeps the Preferences level. */
static void
test_ishi_adaptive_level (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(IshiGoLevels) levels = NULL;
  g_autoptr(GError) error = NULL;
  IshiWindow *window;
  g_autofree char *pw = NULL;
  const char *me = g_get_user_name ();

  g_settings_set_int (settings, "ishi-level", 1);
  levels = ishi_go_levels_new (NULL, &error);
  g_assert_no_error (error);
  ishi_go_levels_set (levels, me, 3);
  g_assert_true (ishi_go_levels_save (levels, &error));
  g_assert_no_error (error);

  window = start_game ("person", "ishi");
  pw = ishi_game_get_info (game_of (window), "PW");
  g_assert_cmpstr (pw, ==, "Ishi (level 3)");
  g_settings_set_boolean (settings, "confirm-resign", FALSE);
  action (window, "resign");            /* Black (the person) resigns… */
  flush_events ();
  g_settings_reset (settings, "confirm-resign");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  g_clear_pointer (&levels, ishi_go_levels_free);
  levels = ishi_go_levels_new (NULL, &error);
  g_assert_no_error (error);
  /* …a loss: the engine goes one down for this person. */
  g_assert_cmpint (ishi_go_levels_get (levels, me, 0), ==, 2);
  destroy_window (window);

  g_settings_set_boolean (settings, "lock-engine-level", TRUE);
  window = start_game ("person", "ishi");
  g_clear_pointer (&pw, g_free);
  pw = ishi_game_get_info (game_of (window), "PW");
  g_assert_cmpstr (pw, ==, "Ishi (level 1)");
  destroy_window (window);
  g_settings_reset (settings, "lock-engine-level");
  g_settings_reset (settings, "ishi-level");
}

/* Ishi against Ishi, with Pause and Resume. */
static void
test_ishi_against_ishi (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  guint moves;

  g_settings_set_int (settings, "ishi-level", 1);
  window = start_game ("ishi", "ishi");
  wait_until (window, at_least_move, GUINT_TO_POINTER (3), "three moves");
  press_bar (window, "pause");
  g_assert_cmpint (ishi_engine_bar_get_state (bar_of (window)), ==, ISHI_ENGINE_BAR_PAUSED);
  moves = ishi_game_get_move_number (game_of (window));
  for (int i = 0; i < 20; i++)
    {
      flush_events ();
      g_usleep (5000);
    }
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, moves);
  press_bar (window, "resume");
  wait_until (window, at_least_move, GUINT_TO_POINTER (moves + 4), "four more moves");
  press_bar (window, "pause");
  destroy_window (window);
  g_settings_reset (settings, "ishi-level");
}

/* A person against Ishi's Renju engine (free opening). */
static void
test_ishi_renju (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
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
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  click (window, 7, 7);
  wait_for_move (window, 2);
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  destroy_window (window);
  g_settings_reset (settings, "ishi-renju-level");
  g_settings_set_string (settings, "game", "go");
}

/* ---- 珠型交代打ち against Ishi's Renju engine ---------------------------- */

/* New Game under the RIF opening, `black` and `white` "person" or
 * "ishi-renju"; with a person holding Black, the pattern `code` chosen in
 * the drop-down. */
static IshiWindow *
new_rif_game (const char *black, const char *white, const char *code, int level)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
  IshiWindow *window;

  g_settings_set_string (settings, "game", "renju");
  g_settings_set_string (settings, "renju-ruleset", "renju-rif");
  g_settings_set_boolean (settings, "renju-nigiri", FALSE);
  g_settings_set_string (settings, "time-control", "");
  g_settings_set_string (settings, "black-player", black);
  g_settings_set_string (settings, "white-player", white);
  g_settings_set_int (settings, "ishi-renju-level", level);
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  if (code)
    {
      const IshiRenjuOpening *o = ishi_renju_opening_lookup (code);
      guint n = 0;

      gtk_drop_down_set_selected (GTK_DROP_DOWN (find_widget (GTK_WIDGET (dialog), "pattern_dropdown",
                                                              G_TYPE_INVALID)),
                                  (guint) (o - ishi_renju_openings (&n)));
    }
  if (g_str_equal (black, "person"))
    gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "black-name")), "Aki");
  if (g_str_equal (white, "person"))
    gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "white-name")), "Aki");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
  g_settings_reset (settings, "ishi-renju-level");
  g_settings_reset (settings, "black-player");
  g_settings_reset (settings, "white-player");
  g_settings_reset (settings, "renju-ruleset");
  g_settings_set_string (settings, "game", "go");
  return window;
}

static GtkWidget *
opening_bar_of (IshiWindow *window)
{
  return find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_OPENING_BAR);
}

static const char *
opening_bar_text (IshiWindow *window)
{
  GtkWidget *bar = opening_bar_of (window);

  g_assert_true (gtk_widget_get_visible (bar));
  return gtk_label_get_text (GTK_LABEL (find_widget (bar, "label", G_TYPE_INVALID)));
}

static gboolean
is_engine (IshiWindow *window, IshiColor color)
{
  IshiPlayer *player = ishi_match_get_player (match_of (window), color);

  return player != NULL && !ishi_player_is_human (player);
}

static void
assert_record (IshiWindow *window, const char *pb, const char *pw, const char *comment)
{
  IshiClockView *bars = ISHI_CLOCK_VIEW (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_CLOCK_VIEW));
  IshiGame *game = game_of (window);
  IshiSgfNode *node = ishi_game_get_root (game);
  g_autofree char *black = ishi_game_get_info (game, "PB");
  g_autofree char *white = ishi_game_get_info (game, "PW");
  g_autofree char *on = ishi_game_get_info (game, "ON");

  g_assert_nonnull (on);
  /* the players' bars follow the record */
  g_assert_true (g_str_has_suffix (ishi_clock_view_get_name (bars, ISHI_BLACK), black));
  g_assert_true (g_str_has_suffix (ishi_clock_view_get_name (bars, ISHI_WHITE), white));
  if (pb)
    g_assert_cmpstr (black, ==, pb);
  if (pw)
    g_assert_cmpstr (white, ==, pw);
  /* the choice is written on move 3 */
  for (int i = 0; i < 3; i++)
    node = node->first_child;
  g_assert_nonnull (strstr (ishi_sgf_node_get_raw (node, "C"), comment));
}

/* The person holds Black and lays out the opening; the engine holding
 * White decides with its reason: 彗星 (I13, a sure win for White) it keeps
 * and plays White 4; 峡月 (I2, a sure win for Black) it takes Black, and
 * the person plays White 4, the engine Black 5. */
static void
test_rif_engine_white (void)
{
  IshiWindow *window = new_rif_game ("person", "ishi-renju", "I13", 1);
  IshiColor color;
  int x, y;

  g_assert_nonnull (strstr (opening_bar_text (window), "Suisei (I13) is a sure win for White: I keep White"));
  wait_for_move (window, 4);
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  g_assert_true (is_engine (window, ISHI_WHITE));
  assert_record (window, "Aki", NULL, "White kept White after the third move.");
  destroy_window (window);

  window = new_rif_game ("person", "ishi-renju", "I2", 1);
  g_assert_nonnull (strstr (opening_bar_text (window), "Kyogetsu (I2) is a sure win for Black: I take Black"));
  g_assert_true (is_engine (window, ISHI_BLACK));
  g_assert_false (is_engine (window, ISHI_WHITE));
  assert_record (window, NULL, "Aki", "White swapped colours after the third move.");
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);
  /* saved and opened again, the record still says it */
  {
    g_autofree char *path = temp_copy ("", "rif.sgf");
    IshiSgfNode *root = ishi_game_get_root (game_of (window));
    g_autoptr(GError) error = NULL;
    IshiWindow *again = new_window ();

    g_assert_true (ishi_sgf_save (&root, 1, path, &error));
    g_assert_no_error (error);
    open_file (again, path);
    assert_record (again, NULL, "Aki", "Kyogetsu (I2) is a sure win for Black: I take Black.");
    destroy_window (again);
    g_remove (path);
  }
  click (window, 0, 0);
  wait_for_move (window, 5);
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_BLACK);
  destroy_window (window);
}

static void
press_opening_button (IshiWindow *window, const char *id)
{
  GtkWidget *button = find_widget (opening_bar_of (window), id, G_TYPE_INVALID);

  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
}

/* The engine holds Black and lays out an opening that favours it; the
 * person is offered the swap in a bar: Swap Colours makes the engine White
 * (it plays White 4, PB and PW follow); Keep White leaves the person to
 * play White 4 and the engine Black 5. */
static void
test_rif_engine_black (void)
{
  IshiWindow *window = new_rif_game ("ishi-renju", "person", NULL, 3);
  IshiRenjuBalance balance;
  IshiColor color;
  int x, y;

  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);
  {
    g_autofree char *on = ishi_game_get_info (game_of (window), "ON");
    const IshiRenjuOpening *o = ishi_renju_opening_lookup (strtok (on, " "));

    g_assert_nonnull (o);
    ishi_renju_opening_balance (o, &balance);
    g_assert_true (ishi_renju_balance_favours_black (&balance));
  }
  g_assert_nonnull (strstr (opening_bar_text (window), "White chooses"));
  g_assert_true (is_engine (window, ISHI_BLACK));
  press_opening_button (window, "swap_button");
  g_assert_false (gtk_widget_get_visible (opening_bar_of (window)));
  g_assert_true (is_engine (window, ISHI_WHITE));
  g_assert_false (is_engine (window, ISHI_BLACK));
  wait_for_move (window, 4);
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  assert_record (window, "Aki", NULL, "White swapped colours after the third move.");
  destroy_window (window);

  window = new_rif_game ("ishi-renju", "person", NULL, 1);
  press_opening_button (window, "keep_button");
  g_assert_true (is_engine (window, ISHI_BLACK));
  assert_record (window, NULL, "Aki", "White kept White after the third move.");
  click (window, 0, 0);
  wait_for_move (window, 5);
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_BLACK);
  destroy_window (window);
}

/* The free-opening two-game set against the engine: the person Black in
 * game 1 (resigns), the engine Black in game 2 (it opens on the centre),
 * the set's result on its bar. */
static void
test_renju_set_engine (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
  IshiWindow *window;
  GtkWidget *set_bar;
  GtkWindow *question;

  g_settings_set_string (settings, "game", "renju");
  g_settings_set_string (settings, "renju-ruleset", "renju-free");
  g_settings_set_boolean (settings, "renju-set", TRUE);
  g_settings_set_boolean (settings, "renju-nigiri", FALSE);
  g_settings_set_string (settings, "time-control", "");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "ishi-renju");
  g_settings_set_int (settings, "ishi-renju-level", 1);
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "black-name")), "Aki");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
  set_bar = find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_SET_BAR);
  g_assert_true (is_engine (window, ISHI_WHITE));
  g_assert_true (ishi_match_resign (match_of (window), ISHI_BLACK));
  flush_events ();
  g_signal_emit_by_name (find_widget (set_bar, NULL, GTK_TYPE_BUTTON), "clicked");
  flush_events ();
  question = toplevel_of_type (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_REJECT);
  flush_events ();

  /* game 2: the engine holds Black and opens */
  g_assert_true (is_engine (window, ISHI_BLACK));
  g_assert_false (is_engine (window, ISHI_WHITE));
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game_of (window)), "PW"), ==, "Aki");
  wait_for_move (window, 1);
  g_assert_true (ishi_match_resign (match_of (window), ISHI_WHITE));
  flush_events ();
  g_signal_emit_by_name (find_widget (set_bar, NULL, GTK_TYPE_BUTTON), "clicked");
  flush_events ();
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_widget (set_bar, NULL, GTK_TYPE_LABEL))),
                            "wins the set"));
  destroy_window (window);
  g_settings_reset (settings, "ishi-renju-level");
  g_settings_reset (settings, "black-player");
  g_settings_reset (settings, "white-player");
  g_settings_reset (settings, "renju-ruleset");
  g_settings_reset (settings, "renju-set");
  g_settings_set_string (settings, "game", "go");
}

/* ---- Real GNU Go ------------------------------------------------------ */

static void
command_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  char **reply = data;
  g_autoptr(GError) error = NULL;

  *reply = ishi_gtp_player_command_finish (ISHI_GTP_PLAYER (source), result, &error);
  g_assert_no_error (error);
}

static gboolean
engine_idle (IshiWindow *window, gconstpointer engine)
{
  return !ishi_gtp_player_is_busy ((IshiGtpPlayer *) engine);
}

/* GNU Go's stones of each colour (list_stones, asked without a sync of its
 * own: the window must have kept GNU Go in step) against Ishi's board. */
static void
assert_boards_agree (IshiWindow *window, const char *step)
{
  IshiGtpPlayer *engine = ISHI_GTP_PLAYER (ishi_match_get_player (match_of (window), ISHI_WHITE));
  IshiGame *game = game_of (window);
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);

  /* The window brings the engine in step after a change in the record,
   * sometimes from an idle callback, sometimes once a sync already out is
   * done: wait until it is idle and nothing more is queued, so that the
   * question below sees the synced board. */
  {
    gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

    for (int quiet = 0; quiet < 3 && g_get_monotonic_time () < end;)
      {
        flush_events ();
        if (ishi_gtp_player_is_busy (engine))
          {
            quiet = 0;
            g_usleep (20000);
          }
        else
          quiet++;
      }
  }

  for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
    {
      g_autofree char *reply = NULL;
      g_autoptr(GString) ishi = g_string_new (NULL);
      g_auto(GStrv) listed = NULL;
      g_autoptr(GString) gnugo = g_string_new (NULL);
      g_autoptr(GPtrArray) sorted = g_ptr_array_new ();

      /* The window keeps it in step after each change by itself (its
       * sync is waited for, and list_stones is sent without one). */
      wait_until (window, engine_idle, engine, "the engine's sync");
      ishi_gtp_player_command_async (engine, NULL,
                                     color == ISHI_BLACK ? "list_stones black" : "list_stones white", NULL,
                                     command_done_cb, &reply);
      while (reply == NULL)
        g_main_context_iteration (NULL, TRUE);
      /* Both lists in Ishi's order: top row first, left to right. */
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          if (rules->stone_at (ishi_game_get_position (game), x, y) == color)
            {
              g_autofree char *point = rules->format_point (size, x, y);
              g_string_append_printf (ishi, "%s ", point);
            }
      listed = g_strsplit (g_strstrip (reply), " ", -1);
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            g_autofree char *point = rules->format_point (size, x, y);

            if (g_strv_contains ((const char *const *) listed, point))
              g_string_append_printf (gnugo, "%s ", point);
          }
      if (!g_str_equal (ishi->str, gnugo->str))
        g_error ("%s: %s stones: Ishi has “%s”, GNU Go “%s”", step, color == ISHI_BLACK ? "black" : "white",
                 ishi->str, reply);
    }
}

/* The person plays the first empty point of `points`. */
static void
play_person (IshiWindow *window, const char *const *points)
{
  IshiGame *game = game_of (window);
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  guint before = ishi_game_get_move_number (game);

  for (; *points; points++)
    {
      int x, y;

      g_assert_true (rules->parse_point (size, *points, &x, &y));
      if (rules->check (ishi_game_get_position (game), ISHI_BLACK, x, y) == ISHI_MOVE_OK)
        {
          click (window, x, y);
          g_assert_cmpuint (ishi_game_get_move_number (game), >=, before + 1);   /* and maybe answered */
          return;
        }
    }
  g_error ("no empty point left for the person");
}

static void
test_gnugo_in_step (void)
{
  static const char *const points[] = { "C3", "G7", "C7", "G3", "E5", "D4", "F6", "D6", "F4", "B5", "H5",
                                        "E8", "E2", "B2", "H8", NULL };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = ishi_engine_gnugo_path ();
  IshiWindow *window;
  guint n;

  if (path == NULL)
    {
      g_test_skip ("GNU Go is not installed");
      return;
    }
  g_settings_set_int (settings, "gnugo-level", 1);
  window = start_game ("person", "gnugo");
  for (int i = 0; i < 3; i++)
    {
      n = ishi_game_get_move_number (game_of (window));
      play_person (window, points);
      wait_for_move (window, n + 2);
      assert_boards_agree (window, "a move and GNU Go's answer");
    }

  /* Undo twice: each goes back to the person's move (two moves). */
  action (window, "undo");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 4);
  assert_boards_agree (window, "the first undo");
  action (window, "undo");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  assert_boards_agree (window, "the second undo");

  /* A new move makes a variation; GNU Go answers in it; back to its
   * start, into it again (the record's moves, GNU Go waits at a node that
   * goes on), and the variation deleted: the board is back at its start. */
  play_person (window, (const char *const[]) { "H2", "J1", "H8", NULL });
  wait_for_move (window, 4);
  assert_boards_agree (window, "a variation");
  action (window, "undo");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  play_person (window, (const char *const[]) { "H2", "J1", "H8", NULL });
  action (window, "delete-variation");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  assert_boards_agree (window, "the variation deleted");

  /* Play on from there, beside the moves undone earlier (GNU Go takes
   * back its own and follows). */
  for (int i = 0; i < 2; i++)
    {
      n = ishi_game_get_move_number (game_of (window));
      play_person (window, points + 6);
      wait_for_move (window, n + 2);
      assert_boards_agree (window, "playing on");
    }
  g_settings_reset (settings, "gnugo-level");
  destroy_window (window);
}

/* ---- Looking at it (ISHI_ENGINE_SCREENSHOTS=DIR, in the environment's
 * language; nothing is compared) ----------------------------------------- */

static void
screenshot (GtkWidget *widget, const char *name)
{
  save_widget_png (widget, g_getenv ("ISHI_ENGINE_SCREENSHOTS"), name);
}

static void
test_screenshots (void)
{
  static const char *const points[] = { "C3", "G7", "C7", "G3", "E5", "D4", "F6", "D6", "F4", "B5", "H5",
                                        "E8", "E2", "B2", "H8", "J5", "A5", "E1", "E9", NULL };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
  IshiWindow *window;
  IshiGtpPlayer *engine;
  GPid pid;
  guint n;

  if (g_getenv ("ISHI_ENGINE_SCREENSHOTS") == NULL || ishi_engine_gnugo_path () == NULL)
    {
      g_test_skip ("ISHI_ENGINE_SCREENSHOTS is not set, or GNU Go is missing");
      return;
    }
  g_settings_set_int (settings, "gnugo-level", 1);
  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_int (settings, "board-size", 9);
  /* ISHI_ENGINE_OPPONENT=ishi: against Ishi's own engine (level 1). */
  g_settings_set_string (settings, "white-player",
                         g_getenv ("ISHI_ENGINE_OPPONENT") ? g_getenv ("ISHI_ENGINE_OPPONENT") : "gnugo");
  g_settings_set_int (settings, "ishi-level", 1);
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "time-control", "");
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "black-name")), "Aki");
  screenshot (GTK_WIDGET (dialog), "1-new-game.png");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  for (int i = 0; i < 6; i++)
    {
      n = ishi_game_get_move_number (game_of (window));
      play_person (window, points);
      wait_for_move (window, n + 2);
    }
  screenshot (GTK_WIDGET (window), "2-six-moves.png");
  action (window, "undo");
  screenshot (GTK_WIDGET (window), "3-undo.png");

  /* kill -9 GNU Go between moves: the window notices its exit at once. */
  if (ISHI_IS_GTP_PLAYER (ishi_match_get_player (match_of (window), ISHI_WHITE)))
    {
      engine = ISHI_GTP_PLAYER (ishi_match_get_player (match_of (window), ISHI_WHITE));
      pid = ishi_gtp_engine_get_pid (ishi_gtp_player_get_engine (engine));
      g_assert_cmpint (pid, >, 0);
      {
        g_autofree char *command = g_strdup_printf ("kill -9 %d", (int) pid);
        g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
      }
      wait_for_bar (window, ISHI_ENGINE_BAR_FAILED);
      screenshot (GTK_WIDGET (window), "4-killed.png");
      press_bar (window, "restart");
    }
  for (int i = 0; i < 20 && ishi_match_get_phase (match_of (window)) == ISHI_PHASE_PLAYING; i++)
    {
      n = ishi_game_get_move_number (game_of (window));
      if (ishi_engine_bar_get_state (bar_of (window)) != ISHI_ENGINE_BAR_HIDDEN)
        wait_for_bar (window, ISHI_ENGINE_BAR_HIDDEN);
      action (window, "pass");
      if (ishi_match_get_phase (match_of (window)) == ISHI_PHASE_PLAYING)
        wait_until (window, at_least_move, GUINT_TO_POINTER (n + 2), "GNU Go's answer");
    }
  screenshot (GTK_WIDGET (window), "5-count.png");
  action (window, "finish");
  screenshot (GTK_WIDGET (window), "6-finished.png");
  g_settings_reset (settings, "gnugo-level");
  g_settings_reset (settings, "ishi-level");
  destroy_window (window);
}

/* 珠型交代打ち: the engine's reason for its swap, and the swap offered to
 * the person when the engine laid out the opening. */
static void
test_rif_screenshots (void)
{
  IshiWindow *window;

  if (g_getenv ("ISHI_ENGINE_SCREENSHOTS") == NULL)
    {
      g_test_skip ("ISHI_ENGINE_SCREENSHOTS is not set");
      return;
    }
  window = new_rif_game ("person", "ishi-renju", "I6", 1);
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 900);
  screenshot (GTK_WIDGET (window), "rif-engine-swaps.png");
  destroy_window (window);
  window = new_rif_game ("ishi-renju", "person", NULL, 3);
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 900);
  screenshot (GTK_WIDGET (window), "rif-swap-offer.png");
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_ENGINE_SCREENSHOTS");
  fake_engine = g_getenv ("ISHI_FAKE_GTP");

  g_test_add_func ("/engine/play", test_play_against_engine);
  g_test_add_func ("/engine/failures", test_failures);
  g_test_add_func ("/engine/not-installed", test_not_installed);
  g_test_add_func ("/engine/slow-start", test_slow_start);
  g_test_add_func ("/engine/stop", test_stop);
  g_test_add_func ("/engine/engine-against-engine", test_engine_against_engine);
  g_test_add_func ("/engine/clock", test_clock);
  g_test_add_func ("/engine/dead-stones", test_engine_dead_stones);
  g_test_add_func ("/engine/pass-said", test_engine_pass_said);
  g_test_add_func ("/engine/ishi-offered", test_ishi_offered);
  g_test_add_func ("/engine/offered-by-rules", test_offered_by_rules);
  g_test_add_func ("/engine/ishi-go", test_ishi_go);
  g_test_add_func ("/engine/ishi-against-ishi", test_ishi_against_ishi);
  g_test_add_func ("/engine/ishi-adaptive-level", test_ishi_adaptive_level);
  g_test_add_func ("/engine/ishi-renju", test_ishi_renju);
  g_test_add_func ("/engine/rif-engine-white", test_rif_engine_white);
  g_test_add_func ("/engine/rif-engine-black", test_rif_engine_black);
  g_test_add_func ("/engine/renju-set", test_renju_set_engine);
  g_test_add_func ("/engine/rif-screenshots", test_rif_screenshots);
  g_test_add_func ("/engine/gnugo-in-step", test_gnugo_in_step);
  g_test_add_func ("/engine/screenshots", test_screenshots);
  return g_test_run ();
}
