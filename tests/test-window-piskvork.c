/* test-window-piskvork.c — a Piskvork brain in the window (issue 67, item
 * 2): offered in New Game for Renju (and not for Go, nor for an opening
 * rule with swaps), a game against it from New Game with its moves on the
 * board, a brain that plays an occupied point, hangs or crashes said on
 * the engine bar with the game as it was (no forfeit), Restart starting it
 * again and the game going on; and the brain as the analyst of a Renju game: Show a Good
 * Move (its move, its evaluation as a share) and Analyse This Game (the
 * graph).  The real brain is Ishi's own, `ishi-tool piskvork --level 1`
 * (a fixed seed and a budget of positions: the same moves every run); the
 * misbehaving one is tests/fake-piskvork.
 *
 * Each wait is for an event, with a far deadline only to stop a broken test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-analysis-panel.h"
#include "ishi-engine-bar.h"
#include "ishi-new-game-dialog.h"
#include "ishi-piskvork-player.h"
#include "ishi-preferences-window.h"
#include "ishi-score-graph.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

#define NEED_BRAINS()                                                              \
  if (g_getenv ("ISHI_FAKE_PISKVORK") == NULL || g_getenv ("ISHI_TOOL") == NULL)   \
    { g_test_skip ("ISHI_FAKE_PISKVORK or ISHI_TOOL is not set"); return; }

static IshiEngineBar *
bar_of (IshiWindow *window)
{
  return ISHI_ENGINE_BAR (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_ENGINE_BAR));
}

static IshiAnalysisPanel *
panel_of (IshiWindow *window)
{
  return ISHI_ANALYSIS_PANEL (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_ANALYSIS_PANEL));
}

typedef gboolean (*Condition) (IshiWindow *window, gconstpointer data);

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
wait_until (IshiWindow *window, Condition condition, gconstpointer data, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (500, wake_up, NULL);

  while (!condition (window, data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 60 s for %s (the engine bar says “%s”; move %u)", what,
                 ishi_engine_bar_get_message (bar_of (window)), ishi_game_get_move_number (game_of (window)));
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  flush_events ();
}

static gboolean
at_move (IshiWindow *window, gconstpointer number)
{
  return ishi_game_get_move_number (game_of (window)) == GPOINTER_TO_UINT (number);
}

static gboolean
bar_failed (IshiWindow *window, gconstpointer data)
{
  return ishi_engine_bar_get_state (bar_of (window)) == ISHI_ENGINE_BAR_FAILED;
}

static gboolean
has_candidates (IshiWindow *window, gconstpointer data)
{
  return ishi_analysis_panel_get_candidates (panel_of (window)) != NULL;
}

static gboolean
analysis_over (IshiWindow *window, gconstpointer data)
{
  return !ishi_analysis_panel_is_running (panel_of (window));
}

/* Preferences' other engines: "Brain" (a Piskvork brain: Ishi's own, or
 * the fake with `fake_options` when they are given) and "Fake GTP" (a GTP
 * engine, which plays Go). */
static void
set_engines (const char *fake_options)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *command = NULL;
  GVariantBuilder builder;

  if (fake_options)
    {
      g_autofree char *quoted = g_shell_quote (g_getenv ("ISHI_FAKE_PISKVORK"));

      command = g_strdup_printf ("%s %s", quoted, fake_options);
    }
  else
    {
      g_autofree char *quoted = g_shell_quote (g_getenv ("ISHI_TOOL"));

      command = g_strdup_printf ("%s piskvork --level 1 --seed 1 --messages", quoted);
    }
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssss)"));
  g_variant_builder_add (&builder, "(ssss)", "Brain", command, "", "");
  g_variant_builder_add (&builder, "(ssss)", "Fake GTP", "/no/such/gtp-engine", "", "");
  g_settings_set_value (settings, "engines", g_variant_builder_end (&builder));
  ishi_engine_spec_set_protocol (settings, "Brain", "piskvork");
}

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  for (const char *const *key = (const char *const[]) { "engines", "engine-protocols", "black-player",
                                                        "white-player", "renju-ruleset", "move-timeout",
                                                        "analysis-engine", NULL }; *key; key++)
    g_settings_reset (settings, *key);
  g_settings_set_string (settings, "game", "go");
}

/* The names in the drop-down of White's player, joined by ", ". */
static char *
white_choices (GtkWidget *dialog)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (find_named (dialog, "white-player")));
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static char *
offered (const char *game, const char *renju_row)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  GtkWidget *dialog;
  char *names;

  g_settings_set_string (settings, "game", game);
  g_settings_set_string (settings, "renju-ruleset", renju_row);
  window = new_window ();
  action (window, "win.new-game");
  dialog = GTK_WIDGET (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  names = white_choices (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  return names;
}

static void
test_offered (void)
{
  g_autofree char *renju = NULL;
  g_autofree char *rif = NULL;
  g_autofree char *fifths = NULL;
  g_autofree char *go = NULL;

  NEED_BRAINS ();
  set_engines (NULL);
  renju = offered ("renju", "renju-free");
  rif = offered ("renju", "renju-rif");
  fifths = offered ("renju", "renju-rif-fifths");
  go = offered ("go", "renju-free");
  g_test_message ("renju: %s; rif: %s; fifths: %s; go: %s", renju, rif, fifths, go);
  g_assert_true (g_str_has_suffix (renju, ", Brain"));
  g_assert_null (strstr (renju, "Fake GTP"));
  g_assert_true (g_str_has_suffix (rif, ", Brain"));
  g_assert_null (strstr (fifths, "Brain"));   /* swaps and fifth moves are not a brain's */
  g_assert_null (strstr (go, "Brain"));
  g_assert_nonnull (strstr (go, "Fake GTP"));
  reset_settings ();
}

/* New Game ▸ Renju, free opening, a person (Black) against Brain. */
static IshiWindow *
start_renju (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
  IshiWindow *window;

  g_settings_set_string (settings, "game", "renju");
  g_settings_set_string (settings, "renju-ruleset", "renju-free");
  g_settings_set_boolean (settings, "renju-set", FALSE);
  g_settings_set_boolean (settings, "renju-nigiri", FALSE);
  g_settings_set_string (settings, "time-control", "");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "engine:Brain");
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
  return window;
}

/* The free opening starts with Black's stone on h8 (move 1, played by New
 * Game): the brain (White) moves at once. */
static void
test_game (void)
{
  IshiWindow *window;
  IshiColor color;
  int x, y, first_x, first_y;
  g_autofree char *pw = NULL;

  NEED_BRAINS ();
  set_engines (NULL);
  window = start_renju ();
  g_assert_true (ISHI_IS_PISKVORK_PLAYER (ishi_match_get_player (match_of (window), ISHI_WHITE)));
  pw = ishi_game_get_info (game_of (window), "PW");
  g_assert_cmpstr (pw, ==, "Brain");
  wait_until (window, at_move, GUINT_TO_POINTER (2), "the brain's first move");
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &first_x, &first_y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  g_assert_true (abs (first_x - 7) <= 2 && abs (first_y - 7) <= 2);
  g_assert_false (first_x == 7 && first_y == 7);
  g_assert_cmpint (ishi_engine_bar_get_state (bar_of (window)), !=, ISHI_ENGINE_BAR_FAILED);
  /* Black's second stone, away from White's. */
  x = 7;
  y = first_x == 7 && first_y == 9 ? 5 : 9;
  click (window, x, y);
  wait_until (window, at_move, GUINT_TO_POINTER (4), "the brain's second move");
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  save_widget_png_if_asked (GTK_WIDGET (window), "piskvork-game.png");
  destroy_window (window);

  /* The same game again: the same first answer (a fixed seed). */
  window = start_renju ();
  wait_until (window, at_move, GUINT_TO_POINTER (2), "the brain's move, again");
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (x, ==, first_x);
  g_assert_cmpint (y, ==, first_y);
  destroy_window (window);
  reset_settings ();
}

/* A brain that plays an occupied point, hangs, answers garbage or crashes:
 * said on the bar, and the game stays as it was — no forfeit, no result
 * (issue 78) —; Play On Without the Engine lets a person play White. */
static void
test_failure (void)
{
  static const struct {
    const char *options;
    const char *says;
  } faults[] = {
    { "--answer=7,7", "played h8, which is not allowed" },
    { "--hang-after=0", "did not answer BOARD" },
    { "--garbage", "“banana”, which is no point of the board" },
    { "--die-after=0", "crashed: its program ended without answering" },
  };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  NEED_BRAINS ();
  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      IshiWindow *window;
      const char *message;
      g_autofree char *re = NULL;

      g_test_message ("%s", faults[i].options);
      g_settings_set_int (settings, "move-timeout", 1);
      set_engines (faults[i].options);
      window = start_renju ();   /* Black's h8 is there: the brain moves */
      wait_until (window, bar_failed, NULL, "the brain's failure");
      message = ishi_engine_bar_get_message (bar_of (window));
      g_test_message ("%s", message);
      g_assert_nonnull (strstr (message, faults[i].says));
      g_assert_nonnull (strstr (message, "play on without the engine, or restart it"));
      g_assert_null (strstr (message, "forfeit"));
      re = ishi_game_get_info (game_of (window), "RE");
      g_assert_null (re);
      /* the record is as it was: Black's h8, no move after it, White to play */
      g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 1);
      g_assert_cmpint (ishi_game_get_rules (game_of (window))->stone_at (ishi_game_get_position (game_of (window)), 7,
                                                                         7), ==, ISHI_BLACK);
      g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_PLAYING);
      if (i == 3)
        save_widget_png_if_asked (GTK_WIDGET (window), "piskvork-crash.png");
      if (i == 0)
        {
          /* play on as two people */
          g_signal_emit_by_name (find_named (GTK_WIDGET (bar_of (window)), "play-on"), "clicked");
          click (window, 8, 8);
          g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
        }
      destroy_window (window);
    }
  reset_settings ();
}

/* A brain that dies mid-game (its process ends while it thinks of move 4):
 * Restart the Engine starts a new one, which plays move 4, and the game
 * goes on from where it was (issue 78: the bar closed and nothing started). */
static void
test_restart (void)
{
  IshiWindow *window;
  IshiColor color;
  int x, y;

  NEED_BRAINS ();
  set_engines ("--die-after=1");   /* answers one move, dies at the second */
  window = start_renju ();
  wait_until (window, at_move, GUINT_TO_POINTER (2), "the brain's first move");
  click (window, 7, 9);
  wait_until (window, bar_failed, NULL, "the brain's death at move 4");
  g_assert_nonnull (strstr (ishi_engine_bar_get_message (bar_of (window)), "crashed"));
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);
  g_signal_emit_by_name (find_named (GTK_WIDGET (bar_of (window)), "restart"), "clicked");
  wait_until (window, at_move, GUINT_TO_POINTER (4), "the restarted brain's move");
  g_assert_true (ishi_game_get_last_move (game_of (window), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_PLAYING);
  g_assert_cmpint (ishi_engine_bar_get_state (bar_of (window)), !=, ISHI_ENGINE_BAR_FAILED);
  g_assert_true (ISHI_IS_PISKVORK_PLAYER (ishi_match_get_player (match_of (window), ISHI_WHITE)));
  destroy_window (window);
  reset_settings ();
}

/* New Game tells an engine of Preferences a time for its moves (issue 78):
 * 5 s the first time, the time set kept for it; the brain hears it as
 * INFO timeout_turn (it took the 60 s of the move timeout). */
static void
test_move_time (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-brain-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "brain.log", NULL);
  g_autofree char *options = g_strdup_printf ("--log=%s", log);
  g_autofree char *heard = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
  IshiWindow *window;
  GtkSpinButton *seconds;

  NEED_BRAINS ();
  set_engines (options);
  g_settings_set_string (settings, "game", "renju");
  g_settings_set_string (settings, "renju-ruleset", "renju-free");
  g_settings_set_boolean (settings, "renju-set", FALSE);
  g_settings_set_string (settings, "time-control", "");
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "engine:Brain");
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  seconds = GTK_SPIN_BUTTON (find_named (GTK_WIDGET (dialog), "white-seconds"));
  g_assert_nonnull (seconds);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (seconds)));
  g_assert_false (gtk_widget_is_visible (find_named (GTK_WIDGET (dialog), "black-seconds")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (seconds), ==, 5);
  gtk_spin_button_set_value (seconds, 3);
  save_widget_png_if_asked (GTK_WIDGET (dialog), "new-game-brain-time.png");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
  wait_until (window, at_move, GUINT_TO_POINTER (2), "the brain's move");
  g_assert_true (g_file_get_contents (log, &heard, NULL, NULL));
  g_assert_nonnull (strstr (heard, "INFO timeout_turn 3000\n"));
  g_assert_cmpint (ishi_engine_spec_move_seconds (settings, "engine:Brain"), ==, 3);
  destroy_window (window);
  g_unlink (log);
  g_rmdir (dir);
  reset_settings ();
}

/* ---- Preferences ▸ Other Engines ----------------------------------------- */

static GtkWindow *
editor_of (GtkWindow *preferences)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (w) == preferences && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  g_error ("no engine editor");
}

static void
wait_for_result (GtkLabel *label)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (200, wake_up, NULL);

  while (g_str_has_suffix (gtk_label_get_text (label), "…") && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
}

/* Add Engine… with a brain's command: Renju is chosen by its name, the
 * init commands hidden; saved as a brain; Test says its name from ABOUT,
 * or why it does not work. */
static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *quoted = NULL;
  g_autofree char *command = NULL;
  g_autofree char *refusing = NULL;
  IshiWindow *window;
  GtkWindow *preferences, *editor;
  GtkWidget *list, *row, *game;
  GtkLabel *result;

  NEED_BRAINS ();
  g_settings_reset (settings, "engines");
  quoted = g_shell_quote (g_getenv ("ISHI_FAKE_PISKVORK"));
  command = g_strdup_printf ("%s --name=Rapfi", quoted);
  refusing = g_strdup_printf ("%s --refuse-start", quoted);
  window = new_window ();
  action (window, "win.preferences");
  preferences = find_dialog_for (window);
  g_assert_true (ISHI_IS_PREFERENCES_WINDOW (preferences));
  list = find_named (GTK_WIDGET (preferences), "engine-list");

  g_signal_emit_by_name (find_named (GTK_WIDGET (preferences), "add-engine"), "clicked");
  flush_events ();
  editor = editor_of (preferences);
  game = find_named (GTK_WIDGET (editor), "engine-game");
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (editor), "engine-name")), "Rapfi");
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (editor), "engine-command")), "katago gtp");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (game)), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (editor), "engine-command")),
                         "/opt/rapfi/pbrain-rapfi");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (game)), ==, 1);
  g_assert_false (gtk_widget_is_visible (find_named (GTK_WIDGET (editor), "engine-init")));
  /* the fake's path is no brain's name: Go again, until the person chooses */
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (editor), "engine-command")), command);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (game)), ==, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (game), 1);
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (editor), "engine-command")), command);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (game)), ==, 1);
  save_widget_png_if_asked (GTK_WIDGET (editor), "piskvork-editor.png");
  g_signal_emit_by_name (find_named (GTK_WIDGET (editor), "engine-save"), "clicked");
  flush_events ();
  g_assert_cmpstr (ishi_engine_spec_protocol (settings, "Rapfi"), ==, "piskvork");
  /* offered under Help While Playing, for Renju games */
  {
    GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (find_named (GTK_WIDGET (preferences),
                                                                            "analysis-engine")));
    gboolean listed = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      listed |= g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "Rapfi (Renju games)");
    g_assert_true (listed);
  }

  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_nonnull (row);
  result = GTK_LABEL (find_named (GTK_WIDGET (preferences), "test-result"));
  g_signal_emit_by_name (find_named (row, "engine-test"), "clicked");
  wait_for_result (result);
  g_assert_cmpstr (gtk_label_get_text (result), ==, "The brain works: Rapfi, playing Renju.");
  save_widget_png_if_asked (GTK_WIDGET (preferences), "piskvork-preferences.png");

  /* A brain that cannot play 15×15 says so. */
  g_settings_set_value (settings, "engines", g_variant_new_parsed ("[('Rapfi', %s, '', '')]", refusing));
  flush_events ();
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_signal_emit_by_name (find_named (row, "engine-test"), "clicked");
  wait_for_result (result);
  g_assert_nonnull (strstr (gtk_label_get_text (result), "cannot play on a 15×15 board"));

  /* Removed: forgotten as a brain. */
  g_signal_emit_by_name (find_named (row, "engine-remove"), "clicked");
  flush_events ();
  g_assert_cmpstr (ishi_engine_spec_protocol (settings, "Rapfi"), ==, "gtp");
  destroy_window (window);
  reset_settings ();
}

static const char *renju_record =
  "(;GM[4]FF[4]SZ[15]RU[RIF]PB[Aki]PW[Ben];B[hh];W[hi];B[ii];W[gg];B[jj])";
#define RECORD_POSITIONS 6

static IshiWindow *
open_renju_record (void)
{
  g_autofree char *path = temp_copy (renju_record, "renju.sgf");
  IshiWindow *window = new_window ();

  open_file (window, path);
  g_unlink (path);
  return window;
}

/* The brain chosen in Preferences analyses: its move, then every position. */
static void
test_analyst (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  GArray *candidates;
  IshiScoreGraph *graph;
  const IshiAnalysisCandidate *c;

  NEED_BRAINS ();
  set_engines ("--eval=200");
  g_settings_set_string (settings, "analysis-engine", "engine:Brain");
  window = open_renju_record ();
  action (window, "last");
  g_assert_true (enabled (window, "show-good-move"));
  action (window, "show-good-move");
  wait_until (window, has_candidates, NULL, "the brain's move");
  candidates = ishi_analysis_panel_get_candidates (panel_of (window));
  g_assert_cmpuint (candidates->len, ==, 1);
  c = &g_array_index (candidates, IshiAnalysisCandidate, 0);
  /* the fake's first empty point, a1's corner at the top left */
  g_assert_cmpint (c->x, ==, 0);
  g_assert_cmpint (c->y, ==, 0);
  g_assert_cmpfloat_with_epsilon (c->win_rate, 1 / (1 + exp (-1.0)), 1e-6);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 5);

  action (window, "analyse-game");
  wait_until (window, analysis_over, NULL, "the end of the analysis");
  graph = ISHI_SCORE_GRAPH (ishi_analysis_panel_get_graph (panel_of (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (graph)));
  g_assert_cmpuint (ishi_score_graph_get_n_values (graph), ==, RECORD_POSITIONS);
  /* +200 for the side to move, each time: Black ahead when it moves */
  for (guint i = 0; i < RECORD_POSITIONS; i++)
    {
      double v = ishi_score_graph_get_value (graph, i);

      g_assert_false (isnan (v));
      g_test_message ("position %u: %.3f", i, v);
      if (i % 2 == 0)
        g_assert_cmpfloat (v, >, 0.5);
      else
        g_assert_cmpfloat (v, <, 0.5);
    }
  save_widget_png_if_asked (GTK_WIDGET (window), "piskvork-analysis.png");
  destroy_window (window);

  /* Ishi's own brain with --messages: a real evaluation, a real move. */
  set_engines (NULL);
  g_settings_set_string (settings, "analysis-engine", "engine:Brain");
  window = open_renju_record ();
  action (window, "last");
  action (window, "show-good-move");
  wait_until (window, has_candidates, NULL, "Ishi's brain's move");
  candidates = ishi_analysis_panel_get_candidates (panel_of (window));
  g_assert_cmpuint (candidates->len, ==, 1);
  c = &g_array_index (candidates, IshiAnalysisCandidate, 0);
  g_assert_false (isnan (c->win_rate));
  destroy_window (window);
  reset_settings ();
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_PISKVORK_SCREENSHOTS");
  g_test_add_func ("/piskvork-window/preferences", test_preferences);
  g_test_add_func ("/piskvork-window/offered", test_offered);
  g_test_add_func ("/piskvork-window/game", test_game);
  g_test_add_func ("/piskvork-window/failure", test_failure);
  g_test_add_func ("/piskvork-window/restart", test_restart);
  g_test_add_func ("/piskvork-window/move-time", test_move_time);
  g_test_add_func ("/piskvork-window/analyst", test_analyst);
  return g_test_run ();
}
