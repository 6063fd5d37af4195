/* test-window-endgame.c — a person's game against Ishi's own Go engine in
 * the window, to its end (issue 21): under Pure Go the person passes and
 * Ishi fills its own area, with the reason said under the board, until
 * the game is counted; at a count under territory rules Ishi's engine
 * gives its dead stones as a GTP engine does; with a byo-yomi or a
 * Fischer clock Ishi never loses on time; resigning is a setting, off by
 * default.  Runs under Xvfb (xvfb-run meson test).  Ishi plays at level 1
 * (16 playouts, seed 1): no assertion depends on timing, and the clock
 * assertions read the clock's state, not how long a move took.
 *
 * With ISHI_ENDGAME_SCREENSHOTS=DIR the Pure Go game saves the window at
 * the person's second pass and at the end (the locale is then the
 * caller's, for the Japanese screenshots).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "ishi-engine-bar.h"
#include "ishi-engine-control.h"
#include "ishi-engine-spec.h"
#include "ishi-go-engine-player.h"
#include "ishi-kanji-readings.h"
#include "ishi-new-game-dialog.h"
#include "ishi-test-util.h"
#include "window-helpers.h"


static void
screenshot (IshiWindow *window, const char *name)
{
  const char *dir = g_getenv ("ISHI_ENDGAME_SCREENSHOTS");

  if (dir)
    save_widget_png (GTK_WIDGET (window), dir, name);
}

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the person (Black) is to move again or the
 * game is over (the deadline only stops a broken test). */
static void
wait_for_person (IshiWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (200, wake_up, NULL);

  for (;;)
    {
      IshiGame *game = game_of (window);

      if (ishi_match_get_phase (match_of (window)) != ISHI_PHASE_PLAYING ||
          ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)) == ISHI_BLACK)
        break;
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 60 s for Ishi's move (move %u)", ishi_game_get_move_number (game));
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  flush_events ();
}

/* A new `size`×`size` game of `ruleset` from New Game: the person Black,
 * Ishi at level 1 White, with `time_control` (a setting string, "" for
 * none). */
static IshiWindow *
start_game (const char *ruleset, int size, const char *time_control)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiNewGameDialog *dialog;
  IshiWindow *window;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", ruleset);
  g_settings_set_int (settings, "board-size", size);
  g_settings_set_int (settings, "handicap", 0);
  g_settings_set_string (settings, "time-control", time_control);
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "ishi");
  g_settings_set_int (settings, "ishi-level", 1);
  g_settings_set_boolean (settings, "lock-engine-level", TRUE);
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
  return window;
}

/* A child's game: a few stones on the left (C4 C5 C3 C6 C2, those still
 * empty), then only passes, until the game is over.  Returns how often
 * the status line said why Ishi played on after a pass. */
static guint
play_child_game (IshiWindow *window)
{
  static const int stones[][2] = { { 2, 3 }, { 2, 2 }, { 2, 4 }, { 2, 1 }, { 2, 5 } };
  guint notes = 0, passes = 0;
  /* The note in the language of the window (the screenshots run in
   * Japanese too). */
  g_autofree char *note = g_strdup_printf (_("%s fills its own area: in Pure Go every stone counts. "
                                             "Pass again when you have nothing more to play."),
                                           ishi_player_get_name (ishi_match_get_player (match_of (window),
                                                                                        ISHI_WHITE)));

  for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
    {
      wait_for_person (window);
      if (ishi_match_get_phase (match_of (window)) != ISHI_PHASE_PLAYING)
        return notes;
      if (ishi_match_play (match_of (window), stones[i][0], stones[i][1]) != ISHI_MOVE_OK)
        g_assert_cmpint (ishi_match_pass (match_of (window)), ==, ISHI_MOVE_OK);
    }
  for (;;)
    {
      wait_for_person (window);
      if (ishi_match_get_phase (match_of (window)) != ISHI_PHASE_PLAYING)
        break;
      if (strstr (status_of (window), note) != NULL)
        notes++;
      if (passes == 1)
        screenshot (window, "endgame-1-playing-on.png");
      g_assert_true (enabled (window, "pass"));
      action (window, "pass");
      passes++;
      g_assert_cmpuint (passes, <, 60);
    }
  return notes;
}

/* Pure Go: the person passes, Ishi fills its area and says why, and the
 * game reaches two passes in a row and the stone count. */
static void
test_pure_go_to_the_end (void)
{
  IshiWindow *window = start_game ("pure", 7, "");
  IshiResult result;
  guint notes = play_child_game (window);
  g_autofree char *winner = NULL;

  g_test_message ("the end: move %u, %s", ishi_game_get_move_number (game_of (window)), status_of (window));
  g_assert_cmpuint (notes, >, 0);
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  ishi_match_get_result (match_of (window), &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_COUNT);
  /* The note is gone once the game is over; the winner is said. */
  g_assert_null (strstr (status_of (window), "Pure Go every stone counts"));
  winner = ishi_match_describe_winner (match_of (window));
  g_assert_nonnull (winner);
  assert_status_has (window, winner);
  screenshot (window, "endgame-2-counted.png");
  destroy_window (window);
}

/* What the status line shows a first-year, checked: every kanji above
 * her grade has its reading (the twin with readings shows, the label
 * not), and the line and the board keep their places.  Counts a line
 * with `note` in it. */
typedef struct {
  graphene_rect_t line, board;
  guint checked, notes, read, header_read;
  GString *seen, *bare;
} ChildView;

static void
check_child_view (IshiWindow *window, ChildView *view, const char *note)
{
  GtkWidget *label = widget_by_id (window, "status_label");
  GtkWidget *read = widget_by_id (window, "status_read");
  g_autoptr(GString) bare = g_string_new (NULL);
  graphene_rect_t line, board;
  guint n_read = 0;

  wait_for_layout (window);
  g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (label), GTK_WIDGET (window), &line));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board_of (window)), GTK_WIDGET (window), &board));
  if (view->checked++ == 0)
    view->line = line, view->board = board;
  if (!graphene_rect_equal (&line, &view->line)) g_printerr ("line %g %g %g %g was %g %g %g %g; status %s\n", line.origin.x, line.origin.y, line.size.width, line.size.height, view->line.origin.x, view->line.origin.y, view->line.size.width, view->line.size.height, status_of (window));
  g_assert_true (graphene_rect_equal (&line, &view->line));
  g_assert_true (graphene_rect_equal (&board, &view->board));
  /* The twin with readings shows where the words have a kanji above her
   * grade (the core's words, g_dgettext's, stay English in this
   * process: see test_child_words). */
  bare_kanji (status_of (window), 1, bare);
  if (gtk_widget_get_visible (label) == (bare->len > 0) || gtk_widget_get_visible (read) != (bare->len > 0))
    g_error ("readings over “%s”: %s", status_of (window), gtk_widget_get_visible (read) ? "shown" : "not shown");
  g_string_truncate (bare, 0);
  gather_words (gtk_widget_get_parent (label), 1, bare, &n_read);
  if (bare->len)
    g_string_append_printf (view->bare, "%s in “%s”\n", bare->str, status_of (window));
  /* The rest of the page and the header read at her grade too: New Game,
   * 対局, the game's name and rules, the players' bars, the count. */
  g_string_truncate (bare, 0);
  gather_words (widget_by_id (window, "header_bar"), 1, bare, &view->header_read);
  gather_words (gtk_stack_get_child_by_name (GTK_STACK (widget_by_id (window, "stack")), "play"), 1, bare,
                &view->header_read);
  if (bare->len)
    g_string_append_printf (view->bare, "%s on the page\n", bare->str);
  view->read += n_read > 0;
  g_string_append_printf (view->seen, "%s\n", status_of (window));
  if (strstr (status_of (window), note))
    view->notes++;
}

/* A first-year plays Ishi at Pure Go (issue 77, 9: outside the lessons
 * nothing had readings, 「陣地を埋めています」): her school year set, the
 * status line reads its kanji above it as the lessons do — whose turn,
 * the note when Ishi plays on after her pass, a move refused, the result
 * and the winner — in the room the line always keeps, so that the board
 * never moves.  In Japanese (the catalogue built). */
static void
test_child_reads_status (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  ChildView view = { .seen = g_string_new (NULL), .bare = g_string_new (NULL) };
  g_autofree char *note = NULL;
  IshiWindow *window;
  guint passes = 0;

  if (g_getenv ("ISHI_LOCALEDIR") == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  textdomain (GETTEXT_PACKAGE);   /* gettext looks at LANGUAGE again */
  g_settings_set_int (settings, "reading-grade", 1);
  window = start_game ("pure", 7, "");
  note = g_strdup_printf (_("%s fills its own area: in Pure Go every stone counts. "
                            "Pass again when you have nothing more to play."),
                          ishi_player_get_name (ishi_match_get_player (match_of (window), ISHI_WHITE)));
  wait_for_person (window);
  check_child_view (window, &view, note);
  /* A stone on a stone: refused, and said so. */
  g_assert_cmpint (ishi_match_play (match_of (window), 2, 3), ==, ISHI_MOVE_OK);
  wait_for_person (window);
  {
    g_autofree char *before = g_strdup (status_of (window));

    click (window, 2, 3);
    g_assert_cmpstr (status_of (window), !=, before);   /* a message said */
    check_child_view (window, &view, note);
  }
  for (;;)
    {
      wait_for_person (window);
      if (ishi_match_get_phase (match_of (window)) != ISHI_PHASE_PLAYING)
        break;
      check_child_view (window, &view, note);
      if (view.notes == 1 && passes == 1)
        screenshot (window, "endgame-child-1-playing-on.png");
      action (window, "pass");
      passes++;
      g_assert_cmpuint (passes, <, 60);
    }
  check_child_view (window, &view, note);
  screenshot (window, "endgame-child-2-counted.png");
  g_test_message ("seen:\n%s", view.seen->str);
  if (view.bare->len)
    g_error ("no reading for\n%s", view.bare->str);
  g_assert_cmpuint (view.notes, >, 0);
  g_assert_cmpuint (view.read, >=, 3);
  g_assert_cmpuint (view.header_read, >, 0);
  {
    g_autofree char *winner = ishi_match_describe_winner (match_of (window));
    assert_status_has (window, winner);
  }
  /* Read as written again: the label, in the same room. */
  g_settings_set_int (settings, "reading-grade", 0);
  wait_for_layout (window);
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "status_label")));
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "status_read")));
  destroy_window (window);
  g_string_free (view.seen, TRUE);
  g_string_free (view.bare, TRUE);
  g_settings_reset (settings, "reading-grade");
  g_unsetenv ("LANGUAGE");
  textdomain (GETTEXT_PACKAGE);
}

/* The core's words on the status line of a child's game read at her
 * grade as well: the refusals, the count and its winner, Ishi's name
 * (their Japanese through gettext: g_dgettext, which the core calls, does
 * not translate in a test process started in the C locale). */
static void
test_child_words (void)
{
  static const char *const msgids[] = {
    "That point is already occupied.", "Suicide is not allowed: the stone would have no liberties.",
    "Ko: you may not retake the ko at once. Play elsewhere first.", "Black wins by %d stone",
    "White wins by %d stone", "Black %s, White %s: Black wins by %d stone",
    "Black %s, White %s: White wins by %d stone", "%d stone", "Black %s, White %s: a draw", "A draw (jigo)",
    "Ishi (level %d)", "The game is over",
    /* The rest of the Play page (issue 77, 9): the header, the players'
     * bars, the count beside the board, the engine's bar. */
    "New Game", "Play", "Pass", "Black", "White", "%d captured", "Pure Go (stones on the board)",
    "Stones on the board", "Total", "Territory", "Stones", "Shared points", "Handicap", "Territory (moku)",
    "Points", "Komi", "The count", "faded stones: dead", "%s marks the same dead stones.",
    "%s is thinking…", "Starting %s…", "The engines are paused.", "_Stop", "_Pause", "_Resume",
    "_Finish", "_Continue Playing", "_Undo", "Mark _Seki", "C_ount Again", "C_hange the Count",
    "Black to play", "White to play", "Move %u", "Black passed: a pass in reply ends the game",
    "White passed: a pass in reply ends the game", "Click a group to mark it dead, or alive again",
    "_Off the Board", "_Stop Here",
  };
  g_autoptr(GString) bare = g_string_new (NULL);
  gboolean failed = FALSE;

  if (g_getenv ("ISHI_LOCALEDIR") == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  textdomain (GETTEXT_PACKAGE);
  for (guint i = 0; i < G_N_ELEMENTS (msgids); i++)
    {
      const char *ja = gettext (msgids[i]);
      g_autoptr(IshiLessonParagraph) para = ishi_kanji_readings_paragraph (ja, 1);
      GtkWidget *text = g_object_ref_sink (ishi_lesson_text_new ());
      g_autofree char *read = NULL;

      g_assert_cmpstr (ja, !=, msgids[i]);
      ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (text), para);
      read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (text));
      bare_kanji (read, 1, bare);
      if (bare->len)
        g_test_message ("no reading for %s in “%s”", bare->str, ja), failed = TRUE;
      g_string_truncate (bare, 0);
      g_object_unref (text);
    }
  g_assert_false (failed);
  g_unsetenv ("LANGUAGE");
  textdomain (GETTEXT_PACKAGE);
}

/* A clock running (a short one): Ishi never loses on time, and its flag
 * never falls.  On 5×5, so that the game (every point but the eyes filled)
 * stays short under the sanitizers. */
static void
play_with_clock (const char *time_control, gboolean byoyomi)
{
  IshiWindow *window = start_game ("pure", 5, time_control);
  IshiClock *clock = ishi_match_get_clock (match_of (window));
  IshiResult result;

  g_assert_nonnull (clock);
  play_child_game (window);
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  ishi_match_get_result (match_of (window), &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_COUNT);
  g_assert_false (ishi_clock_has_flag_fallen (clock, ISHI_WHITE));
  g_assert_cmpint (ishi_clock_get_time_control (clock)->system, ==,
                   byoyomi ? ISHI_TIME_BYOYOMI : ISHI_TIME_FISCHER);
  if (byoyomi)
    g_assert_cmpint (ishi_clock_get_periods_left (clock, ISHI_WHITE), ==, 1);
  else
    g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), >, 0);
  destroy_window (window);
}

static void
test_byoyomi (void)
{
  /* No main time: one period of 10 s for every move, from the first
   * (short, with room for a loaded test machine). */
  play_with_clock ("byoyomi:0:1:10:0:0:0", TRUE);
}

static void
test_fischer (void)
{
  /* A minute (New Game counts main time in minutes), and 2 s added
   * after each move. */
  play_with_clock ("fischer:60:0:0:0:2:0", FALSE);
}

/* A count under Japanese rules with Ishi's engine: the engine gives its
 * dead stones, as a GTP engine's final_status_list, to show beside the
 * suggestion.  7×7: a black stone at G4 inside White's area is dead;
 * Black passes, Ishi passes (nothing changes its score), and at the count
 * Ishi names G4. */
static const char *const count_rows[] = {
  "XXX.O..",
  "X.X.O..",
  "XXX.O..",
  "XXX.O.X",
  "XXX.O..",
  "X.X.O..",
  "XXX.O..",
};

typedef struct {
  char *engine;
  GArray *dead;
  guint calls;
} Heard;

static void
on_dead (IshiEngineControl *control, const char *engine, GArray *dead, Heard *heard)
{
  heard->calls++;
  g_clear_pointer (&heard->engine, g_free);
  g_clear_pointer (&heard->dead, g_array_unref);
  heard->engine = g_strdup (engine);
  heard->dead = dead ? g_array_ref (dead) : NULL;
}

static void
test_ishi_dead_stones (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[7]RU[Japanese]KM[6.5]PL[B]");
  g_autoptr(GString) ab = g_string_new ("AB");
  g_autoptr(GString) aw = g_string_new ("AW");
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiEngineControl) control = NULL;
  g_autoptr(IshiEngineSpec) spec = NULL;
  GtkWidget *bar = g_object_ref_sink (ishi_engine_bar_new ());
  Heard heard = { 0 };
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (200, wake_up, NULL);

  for (int y = 0; y < 7; y++)
    for (int x = 0; x < 7; x++)
      if (count_rows[y][x] != '.')
        g_string_append_printf (count_rows[y][x] == 'X' ? ab : aw, "[%c%c]", 'a' + x, 'a' + y);
  g_string_append_printf (sgf, "%s%s)", ab->str, aw->str);
  game = ishi_test_game_from_text (sgf->str);
  match = ishi_match_new (game);
  g_settings_set_int (settings, "ishi-level", 1);
  g_settings_set_boolean (settings, "lock-engine-level", TRUE);
  spec = ishi_engine_spec_lookup (settings, "ishi");
  control = ishi_engine_control_new (ISHI_ENGINE_BAR (bar));
  g_signal_connect (control, "dead-stones", G_CALLBACK (on_dead), &heard);
  ishi_engine_control_start (control, match, NULL, spec);
  while (heard.dead == NULL && g_get_monotonic_time () < deadline)
    {
      IshiGame *g = ishi_match_get_game (match);

      if (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING &&
          ishi_game_get_rules (g)->to_move (ishi_game_get_position (g)) == ISHI_BLACK)
        g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
      else
        g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_cmpstr (heard.engine, ==, "Ishi (level 1)");
  g_assert_nonnull (heard.dead);
  g_assert_cmpuint (heard.dead->len, ==, 1);
  g_assert_cmpint (g_array_index (heard.dead, IshiPoint, 0).x, ==, 6);
  g_assert_cmpint (g_array_index (heard.dead, IshiPoint, 0).y, ==, 3);
  /* The suggestion agrees: G4 is marked dead in the count. */
  g_assert_true (ishi_counting_get_dead (ishi_match_get_counting (match))[3 * 7 + 6]);
  /* Back to play (the person disputes): the engine's opinion goes. */
  g_assert_true (ishi_match_continue_play (match));
  g_assert_null (heard.dead);
  ishi_engine_control_follow (control, NULL);
  g_clear_pointer (&heard.engine, g_free);
  g_object_unref (bar);
  g_settings_reset (settings, "ishi-level");
  g_settings_reset (settings, "lock-engine-level");
}

/* Resigning is on by default, for grown-ups; off when the setting is off
 * or when a child reads at this computer (a school year chosen under
 * Lessons); the setting reaches the window's player. */
static gboolean
spec_resigns (GSettings *settings)
{
  g_autoptr(IshiEngineSpec) spec = ishi_engine_spec_lookup (settings, "ishi");
  g_autoptr(IshiPlayer) player = ishi_engine_spec_new_player (spec, 60);

  return ishi_go_engine_player_get_resign (ISHI_GO_ENGINE_PLAYER (player)) > 0;
}

static void
test_resign_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_assert_true (g_settings_get_boolean (settings, "ishi-resign"));
  g_assert_true (spec_resigns (settings));
  g_settings_set_int (settings, "reading-grade", 3);
  g_assert_false (spec_resigns (settings));
  g_settings_set_int (settings, "reading-grade", 7);
  g_assert_true (spec_resigns (settings));
  g_settings_reset (settings, "reading-grade");
  g_settings_set_boolean (settings, "ishi-resign", FALSE);
  g_assert_false (spec_resigns (settings));
  g_settings_reset (settings, "ishi-resign");
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_ENDGAME_SCREENSHOTS");

  g_test_add_func ("/window-endgame/pure-go-to-the-end", test_pure_go_to_the_end);
  g_test_add_func ("/window-endgame/child-reads-status", test_child_reads_status);
  g_test_add_func ("/window-endgame/child-words", test_child_words);
  g_test_add_func ("/window-endgame/byoyomi", test_byoyomi);
  g_test_add_func ("/window-endgame/fischer", test_fischer);
  g_test_add_func ("/window-endgame/ishi-dead-stones", test_ishi_dead_stones);
  g_test_add_func ("/window-endgame/resign-setting", test_resign_setting);
  return g_test_run ();
}
