/* test-gtp.c — the GTP client and IshiGtpPlayer against tests/fake-gtp,
 * an engine that misbehaves on request: every failure ends with the right
 * error, in words, and the game intact and unchanged; the engine is kept
 * in step (undo to the common prefix, or a replay when it has no undo);
 * the handicap goes as set_free_handicap; time_left agrees with Ishi's
 * clock, read from an injected time source.
 *
 * No result depends on wall-clock time: the loop runs until the awaited
 * event; a short timeout (200 ms) is used only where the fake hangs, and
 * a 30 s guard fails a test that would otherwise hang.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "ishi-gtp-player.h"
#include "ishi-match.h"
#include "ishi-ruleset.h"
#include "ishi-test-util.h"


#define NEED_FAKE(cmd)                                                  \
  if ((cmd) == NULL) { g_test_skip ("ISHI_FAKE_GTP is not set"); return; }

static gboolean
guard_fired (gpointer data)
{
  g_error ("the test waited 30 s for an engine: it hangs");
  return G_SOURCE_REMOVE;
}

/* Runs the loop until *flag is TRUE. */
static void
wait_for (gboolean *flag)
{
  guint guard = g_timeout_add_seconds (30, guard_fired, NULL);
  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}

typedef struct {
  gboolean done;
  gboolean ok;
  GError *error;
  char *text;
  GArray *points;
  int stderr_lines;
  int output_lines;
} Wait;

static void
wait_clear (Wait *w)
{
  g_clear_error (&w->error);
  g_clear_pointer (&w->text, g_free);
  g_clear_pointer (&w->points, g_array_unref);
  memset (w, 0, sizeof *w);
}

static void
on_start (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;
  w->ok = ishi_gtp_engine_start_finish (ISHI_GTP_ENGINE (source), result, &w->error);
  w->done = TRUE;
}

static void
on_send (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;
  w->text = ishi_gtp_engine_send_finish (ISHI_GTP_ENGINE (source), result, &w->error);
  w->done = TRUE;
}

static void
count_line (IshiGtpEngine *engine, const char *line, gpointer data)
{
  int *n = data;
  (*n)++;
}

static IshiGtpEngine *
start_engine (const char *cmd, int timeout_ms, Wait *w)
{
  IshiGtpEngine *engine = ishi_gtp_engine_new (cmd, NULL, "Fake");

  g_signal_connect (engine, "stderr-line", G_CALLBACK (count_line), &w->stderr_lines);
  g_signal_connect (engine, "output-line", G_CALLBACK (count_line), &w->output_lines);
  ishi_gtp_engine_start_async (engine, timeout_ms, NULL, on_start, w);
  wait_for (&w->done);
  return engine;
}

/* --- the engine -------------------------------------------------------- */

static void
test_not_installed (void)
{
  Wait w = { 0 };
  g_autoptr (IshiGtpEngine) engine = start_engine ("/nonexistent/ishi-no-engine --mode gtp", 0, &w);

  g_assert_false (w.ok);
  g_assert_error (w.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (w.error->message, "ishi-no-engine"));
  wait_clear (&w);
}

static void
test_bad_command_line (void)
{
  Wait w = { 0 };
  g_autoptr (IshiGtpEngine) engine = start_engine ("gnugo \"--mode", 0, &w);

  g_assert_error (w.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_START);
  wait_clear (&w);
}

static void
test_dies_at_start (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--die-at-start");
  Wait w = { 0 };
  g_autoptr (IshiGtpEngine) engine = NULL;

  NEED_FAKE (cmd);
  engine = start_engine (cmd, 0, &w);
  g_assert_error (w.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_EXITED);
  g_assert_nonnull (strstr (w.error->message, "status 3"));
  g_assert_false (ishi_gtp_engine_is_running (engine));
  wait_clear (&w);
}

static void
test_slow_start_stderr (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--slow-start=5");
  Wait w = { 0 };
  g_autoptr (IshiGtpEngine) engine = NULL;
  g_autofree char *tail = NULL;

  NEED_FAKE (cmd);
  engine = start_engine (cmd, 0, &w);
  g_assert_no_error (w.error);
  g_assert_true (w.ok);
  /* stderr lines arrive while it starts and are kept. */
  g_assert_cmpint (w.stderr_lines, ==, 5);
  tail = ishi_gtp_engine_get_stderr_tail (engine);
  g_assert_nonnull (strstr (tail, "tuning 5/5"));
  g_assert_cmpstr (ishi_gtp_engine_get_name (engine), ==, "Fake GTP");
  g_assert_true (ishi_gtp_engine_has_command (engine, "undo"));
  g_assert_false (ishi_gtp_engine_has_command (engine, "kgs-genmove_cleanup"));
  ishi_gtp_engine_quit (engine);
  wait_clear (&w);
}

static void
test_hangs_at_start (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--hang-on=protocol_version");
  Wait w = { 0 };
  g_autoptr (IshiGtpEngine) engine = NULL;

  NEED_FAKE (cmd);
  engine = start_engine (cmd, 200, &w);
  g_assert_error (w.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_TIMEOUT);
  g_assert_nonnull (strstr (w.error->message, "protocol_version"));
  g_assert_false (ishi_gtp_engine_is_running (engine));
  wait_clear (&w);
}

static void
test_garbage_and_stray_lines (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--garbage --blank-first");
  Wait w = { 0 };
  g_autoptr (IshiGtpEngine) engine = NULL;
  int output;

  NEED_FAKE (cmd);
  engine = start_engine (cmd, 0, &w);
  g_assert_no_error (w.error);
  /* Four start commands, a garbage line before each reply. */
  g_assert_cmpint (w.output_lines, ==, 4);
  g_assert_cmpstr (ishi_gtp_engine_get_name (engine), ==, "Fake GTP");
  output = w.output_lines;
  wait_clear (&w);
  ishi_gtp_engine_send_async (engine, "boardsize 9", 0, NULL, on_send, &w);
  wait_for (&w.done);
  g_assert_no_error (w.error);
  g_assert_cmpstr (w.text, ==, "");
  wait_clear (&w);
  ishi_gtp_engine_send_async (engine, "frobnicate", 0, NULL, on_send, &w);
  wait_for (&w.done);
  g_assert_error (w.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED);
  g_assert_nonnull (strstr (w.error->message, "unknown command"));
  (void) output;
  ishi_gtp_engine_quit (engine);
  wait_clear (&w);
}

static void
test_cancel_then_ids (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--hang-on=genmove");
  Wait w = { 0 }, w2 = { 0 };
  g_autoptr (IshiGtpEngine) engine = NULL;
  g_autoptr (GCancellable) cancel = g_cancellable_new ();

  NEED_FAKE (cmd);
  engine = start_engine (cmd, 0, &w);
  g_assert_no_error (w.error);
  wait_clear (&w);
  ishi_gtp_engine_send_async (engine, "genmove b", 0, cancel, on_send, &w);
  g_cancellable_cancel (cancel);
  wait_for (&w.done);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* The next command gets its own reply, matched by id. */
  ishi_gtp_engine_send_async (engine, "version", 0, NULL, on_send, &w2);
  wait_for (&w2.done);
  g_assert_no_error (w2.error);
  g_assert_cmpstr (w2.text, ==, "1.0");
  ishi_gtp_engine_quit (engine);
  wait_clear (&w);
  wait_clear (&w2);
}

/* --- the player --------------------------------------------------------- */

typedef struct {
  gboolean moved;
  gboolean failed;
  gboolean stopped;
  GError *error;
  char *log;
} Game;

static void
on_moved (IshiGtpPlayer *player, gpointer data)
{
  ((Game *) data)->moved = TRUE;
}

static void
on_failed (IshiGtpPlayer *player, const GError *error, gpointer data)
{
  Game *g = data;
  g->failed = TRUE;
  g_clear_error (&g->error);
  g->error = g_error_copy (error);
}

/* A 9x9 match under `rules` with `handicap`, White played by the fake with
 * `options` (its commands logged into a temporary file). */
static IshiMatch *
new_match (const char *options, int handicap, Game *g, IshiGtpPlayer **out)
{
  g_autofree char *tmpl = g_build_filename (g_get_tmp_dir (), "ishi-gtp-XXXXXX.log", NULL);
  int fd = g_mkstemp (tmpl);
  g_autofree char *opts = NULL;
  g_autofree char *cmd = NULL;
  g_autoptr (IshiGtpEngine) engine = NULL;
  IshiMatch *match;
  IshiGtpPlayer *player;

  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g->log = g_strdup (tmpl);
  opts = g_strdup_printf ("%s --log=%s", options, tmpl);
  cmd = ishi_test_fake_gtp_command (opts);
  engine = ishi_gtp_engine_new (cmd, NULL, "Fake");
  player = ishi_gtp_player_new (engine);
  ishi_gtp_player_set_move_timeout (player, 5000);
  g_signal_connect (player, "moved", G_CALLBACK (on_moved), g);
  g_signal_connect (player, "failed", G_CALLBACK (on_failed), g);
  match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, handicap, NAN);
  ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (player));
  *out = player;
  return match;
}

static void
game_clear (Game *g)
{
  if (g->log)
    g_unlink (g->log);
  g_free (g->log);
  g_clear_error (&g->error);
  memset (g, 0, sizeof *g);
}

static char *
read_log (Game *g)
{
  /* Read through a mapping rather than g_file_get_contents (&local): with
   * that, GCC 12 at -O3 warns of a dangling pointer where the result is
   * freed by g_autofree in the inlined callers. */
  GError *error = NULL;
  GMappedFile *file = g_mapped_file_new (g->log, FALSE, &error);
  g_assert_no_error (error);
  const char *contents = g_mapped_file_get_contents (file);
  char *text = g_strndup (contents ? contents : "", g_mapped_file_get_length (file));
  g_mapped_file_unref (file);
  return text;
}

static int
count (const char *haystack, const char *needle)
{
  int n = 0;
  for (const char *p = strstr (haystack, needle); p; p = strstr (p + 1, needle))
    n++;
  return n;
}

static void
wait_not_thinking (IshiGtpPlayer *player)
{
  guint guard = g_timeout_add_seconds (30, guard_fired, NULL);
  while (ishi_gtp_player_is_thinking (player))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}

static void
wait_move_or_fail (Game *g)
{
  guint guard = g_timeout_add_seconds (30, guard_fired, NULL);
  while (!g->moved && !g->failed)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}

static void
test_player_plays_and_keeps_step (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  g_autofree char *log = NULL;
  IshiColor c;
  int x, y;

  NEED_FAKE (probe);
  match = new_match ("", 0, &g, &player);
  g.moved = FALSE;
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  /* The fake plays the first empty point from A1: A1 is (0, 8). */
  g_assert_true (ishi_game_get_last_move (ishi_match_get_game (match), &c, &x, &y));
  g_assert_cmpint (c, ==, ISHI_WHITE);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 8);

  g.moved = FALSE;
  g_assert_cmpint (ishi_match_play (match, 2, 2), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 4);

  /* Undo twice (White's answer and Black's move): Black to move, then
   * Black plays elsewhere — the engine is taken back with undo. */
  g_assert_true (ishi_match_undo (match));
  /* White to move again: the engine is asked (and undoes its move first). */
  g_assert_true (ishi_gtp_player_is_thinking (player));
  g_assert_true (ishi_match_undo (match));
  /* The match let go of White's turn while the player was still bringing
   * the engine in step: no genmove is sent for it. */
  wait_not_thinking (player);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 2);
  g.moved = FALSE;
  g_assert_cmpint (ishi_match_play (match, 6, 6), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);

  log = read_log (&g);
  g_assert_cmpint (count (log, "boardsize 9"), ==, 1);
  g_assert_cmpint (count (log, "clear_board"), ==, 1);
  g_assert_cmpint (count (log, "komi 6.5"), ==, 1);
  g_assert_nonnull (strstr (log, "play b E5"));
  g_assert_nonnull (strstr (log, "play b C7"));
  /* White's B1 and Black's C7 undone, with no replay. */
  g_assert_cmpint (count (log, " undo"), ==, 2);
  g_assert_nonnull (strstr (log, "play b G3"));
  g_assert_cmpint (count (log, "genmove w"), ==, 3);

  g_object_unref (player);
  game_clear (&g);
}

static void
test_player_replays_without_undo (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  g_autofree char *log = NULL;

  NEED_FAKE (probe);
  match = new_match ("--no-undo", 0, &g, &player);
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_true (ishi_match_undo (match));
  g_assert_true (ishi_match_undo (match));
  wait_not_thinking (player);
  g.moved = FALSE;
  g_assert_cmpint (ishi_match_play (match, 3, 3), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  log = read_log (&g);
  /* No undo: the whole game again from an empty board, at the start,
   * after the first undo (White to move) and when Black played again. */
  g_assert_cmpint (count (log, "clear_board"), ==, 3);
  g_assert_cmpint (count (log, " undo"), ==, 0);
  g_assert_nonnull (strstr (log, "play b D6"));
  g_object_unref (player);
  game_clear (&g);
}

/* The engine fails on White's move: the error, and the game as it was. */
static void
check_failure (const char *options, int black_x, int black_y, GQuark domain, int code,
               const char *words)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  IshiGame *game;
  guint moves, nodes;
  IshiSgfNode *node;

  NEED_FAKE (probe);
  match = new_match (options, 0, &g, &player);
  ishi_gtp_player_set_move_timeout (player, 200);
  game = ishi_match_get_game (match);
  g_assert_cmpint (ishi_match_play (match, black_x, black_y), ==, ISHI_MOVE_OK);
  moves = ishi_game_get_move_number (game);
  nodes = ishi_sgf_tree_count_nodes (ishi_game_get_root (game));
  node = ishi_game_get_node (game);
  wait_move_or_fail (&g);
  g_assert_true (g.failed);
  g_assert_error (g.error, domain, code);
  if (words)
    g_assert_nonnull (strstr (g.error->message, words));
  g_assert_true (ishi_gtp_player_get_error (player) != NULL);
  g_assert_false (ishi_gtp_player_is_thinking (player));
  /* The game is intact: same node, same record, White still to move. */
  g_assert_true (ishi_game_get_node (game) == node);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, moves);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (ishi_game_get_root (game)), ==, nodes);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_object_unref (player);
  game_clear (&g);
}

static void
test_fail_dies_mid_game (void)
{
  check_failure ("--die-after=0", 4, 4, ISHI_GTP_ERROR, ISHI_GTP_ERROR_DIED, "segmentation");
}

static void
test_fail_hangs (void)
{
  check_failure ("--hang-on=genmove", 4, 4, ISHI_GTP_ERROR, ISHI_GTP_ERROR_TIMEOUT, "genmove w");
}

static void
test_fail_off_board (void)
{
  check_failure ("--answer=T19", 4, 4, ISHI_GTP_ERROR, ISHI_GTP_ERROR_OFF_BOARD, "T19");
}

static void
test_fail_occupied (void)
{
  check_failure ("--answer=E5", 4, 4, ISHI_GTP_ERROR, ISHI_GTP_ERROR_OCCUPIED, "E5");
}

static void
test_fail_garbage_move (void)
{
  check_failure ("--answer=hello", 4, 4, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE, "hello");
}

static void
test_fail_not_installed (void)
{
  Game g = { 0 };
  g_autoptr (IshiGtpEngine) engine = ishi_gtp_engine_new ("/nonexistent/gnugo", NULL, NULL);
  g_autoptr (IshiGtpPlayer) player = ishi_gtp_player_new (engine);
  g_autoptr (IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);

  g_signal_connect (player, "failed", G_CALLBACK (on_failed), &g);
  ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (player));
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_error (g.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_NOT_FOUND);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 1);
  game_clear (&g);
}

static void
test_resign_and_pass (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  g_autoptr (IshiMatch) match2 = NULL;
  IshiResult result;
  IshiColor c;
  int x, y;

  NEED_FAKE (probe);
  match = new_match ("--resign", 0, &g, &player);
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_RESIGN);
  g_assert_cmpint (result.winner, ==, ISHI_BLACK);
  g_object_unref (player);
  game_clear (&g);

  match2 = new_match ("--pass", 0, &g, &player);
  g_assert_cmpint (ishi_match_play (match2, 4, 4), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  g_assert_true (ishi_game_get_last_move (ishi_match_get_game (match2), &c, &x, &y));
  g_assert_cmpint (c, ==, ISHI_WHITE);
  g_assert_cmpint (x, ==, -1);
  g_object_unref (player);
  game_clear (&g);
}

static void
test_handicap_free (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  g_autofree char *log = NULL;

  NEED_FAKE (probe);
  /* Handicap 2 on 9x9: White moves first, so the engine is asked at once. */
  match = new_match ("", 2, &g, &player);
  ishi_player_your_turn (ISHI_PLAYER (player), match);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  log = read_log (&g);
  /* ishi-rules-go.c: 3-3 points up to 11x11, lower left and upper right. */
  g_assert_nonnull (strstr (log, "set_free_handicap C3 G7"));
  g_object_unref (player);
  game_clear (&g);
}

static gint64 fake_now_us;

static gint64
fake_now (gpointer data)
{
  return fake_now_us;
}

static void
test_time_left (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  g_autoptr (IshiClock) clock = NULL;
  g_autofree char *log = NULL;
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 60, .periods = 3,
                         .period_time = 30 };

  NEED_FAKE (probe);
  match = new_match ("", 0, &g, &player);
  clock = ishi_clock_new (&tc);
  fake_now_us = 1000 * G_USEC_PER_SEC;
  ishi_clock_set_time_source (clock, fake_now, NULL, NULL);
  ishi_match_set_clock (match, clock);
  /* Black thinks 12 s. */
  fake_now_us += 12 * G_USEC_PER_SEC;
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  log = read_log (&g);
  /* No kgs-time_settings in the fake: byo-yomi as GTP's Canadian with one
   * stone per period; then the clocks as Ishi's shows them. */
  g_assert_nonnull (strstr (log, "time_settings 60 30 1"));
  g_assert_nonnull (strstr (log, "time_left b 48 0"));
  g_assert_nonnull (strstr (log, "time_left w 60 0"));
  g_assert_true (strstr (log, "time_left w 60 0") < strstr (log, "genmove w"));
  g_object_unref (player);
  game_clear (&g);
}

/* Without a clock, an engine told a time for a move hears it as byo-yomi
 * (issue 78: the time New Game sets for an engine of Preferences). */
static void
test_move_seconds (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  g_autofree char *log = NULL;

  NEED_FAKE (probe);
  match = new_match ("", 0, &g, &player);
  ishi_gtp_player_set_move_seconds (player, 7);
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  log = read_log (&g);
  g_assert_nonnull (strstr (log, "time_settings 0 7 1"));
  g_assert_true (strstr (log, "time_settings 0 7 1") < strstr (log, "genmove w"));
  g_object_unref (player);
  game_clear (&g);
}

static void
test_stop (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  Game g = { 0 };
  IshiGtpPlayer *player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  IshiGame *game;

  NEED_FAKE (probe);
  match = new_match ("--hang-on=genmove", 0, &g, &player);
  game = ishi_match_get_game (match);
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  g_assert_true (ishi_gtp_player_is_thinking (player));
  ishi_gtp_player_stop (player);
  g_assert_false (ishi_gtp_player_is_thinking (player));
  /* Let the loop run the cancelled command through. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (g.failed);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 1);
  /* The window may let a person play White's move instead. */
  {
    g_autoptr (IshiPlayer) person = ishi_human_player_new (NULL);
    ishi_match_set_player (match, ISHI_WHITE, person);
  }
  g_object_unref (player);
  game_clear (&g);
}

/* Pure Go: rules the engine does not know.  It is told the board and the
 * moves as usual and plays; Ishi keeps the game and its own rule set. */
static void
test_pure_go (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  g_autofree char *tmpl = g_build_filename (g_get_tmp_dir (), "ishi-gtp-XXXXXX.log", NULL);
  g_autofree char *opts = NULL;
  g_autofree char *cmd = NULL;
  g_autofree char *log = NULL;
  g_autoptr (IshiGtpEngine) engine = NULL;
  g_autoptr (IshiGtpPlayer) player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  Game g = { 0 };
  int fd;

  NEED_FAKE (probe);
  fd = g_mkstemp (tmpl);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g.log = g_strdup (tmpl);
  opts = g_strdup_printf ("--log=%s", tmpl);
  cmd = ishi_test_fake_gtp_command (opts);
  engine = ishi_gtp_engine_new (cmd, NULL, NULL);
  player = ishi_gtp_player_new (engine);
  g_signal_connect (player, "moved", G_CALLBACK (on_moved), &g);
  g_signal_connect (player, "failed", G_CALLBACK (on_failed), &g);
  match = ishi_match_new_game (ishi_ruleset_lookup ("pure"), 7, 0, NAN);
  ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (player));
  g_assert_cmpint (ishi_match_play (match, 3, 3), ==, ISHI_MOVE_OK);
  wait_move_or_fail (&g);
  g_assert_no_error (g.error);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 2);
  g_assert_true (ishi_match_get_ruleset (match) == ishi_ruleset_lookup ("pure"));
  log = read_log (&g);
  g_assert_nonnull (strstr (log, "boardsize 7"));
  g_assert_nonnull (strstr (log, "play b D4"));
  game_clear (&g);
}

/* An engine that lists kata-set-rules is told the row's rules after
 * clear_board, before komi; under Pure Go it cannot be, and nothing is
 * sent; one that lists none is told nothing. */
static void
test_rules_told (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  static const struct { const char *options, *row, *expected; } cases[] = {
    { "--rules-commands=kata-set-rules", "japanese", "kata-set-rules koSIMPLEscoringTERRITORYtaxSEKIsui0whb0\n" },
    { "--rules-commands=kgs-rules", "chinese", "kgs-rules chinese\n" },
    { "--rules-commands=kata-set-rules", "pure", NULL },
    { "", "japanese", NULL },
  };

  NEED_FAKE (probe);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Game g = { 0 };
      IshiGtpPlayer *player = NULL;
      g_autoptr (IshiMatch) unused = new_match (cases[i].options, 0, &g, &player);
      g_autoptr (IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup (cases[i].row), 9, 0, NAN);
      g_autofree char *log = NULL;

      ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (player));
      g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
      wait_move_or_fail (&g);
      g_assert_no_error (g.error);
      log = read_log (&g);
      g_test_message ("%s", log);
      if (cases[i].expected)
        {
          const char *rules = strstr (log, cases[i].expected);

          /* after clear_board, before komi */
          g_assert_nonnull (rules);
          g_assert_true (strstr (log, "clear_board") < rules);
          g_assert_true (strstr (rules, "komi") != NULL);
        }
      else
        g_assert_null (strstr (log, "rules "));
      g_object_unref (player);
      game_clear (&g);
    }
}

/* The cleanup phase: kgs-genmove_cleanup where listed, genmove where not. */
static void
test_cleanup (void)
{
  g_autofree char *probe = ishi_test_fake_gtp_command ("");
  const char *options[2] = { "--cleanup", "" };
  const char *expected[2] = { "kgs-genmove_cleanup w", "genmove w" };

  NEED_FAKE (probe);
  for (int i = 0; i < 2; i++)
    {
      Game g = { 0 };
      IshiGtpPlayer *player = NULL;
      g_autoptr (IshiMatch) match = new_match (options[i], 0, &g, &player);
      g_autofree char *log = NULL;

      ishi_gtp_player_set_cleanup (player, TRUE);
      g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
      wait_move_or_fail (&g);
      g_assert_no_error (g.error);
      log = read_log (&g);
      g_assert_nonnull (strstr (log, expected[i]));
      g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 2);
      g_object_unref (player);
      game_clear (&g);
    }
}

/* ishi-tool match, two passes and a disagreement on the dead stones under
 * area counting: the game is played on in the engines' cleanup mode until
 * two passes again, and counted once they agree; an engine that goes on
 * disagreeing leaves Ishi's suggestion, said in the note. */
static char *
run_match (const char *black_options, const char *white_options)
{
  g_autofree char *black = ishi_test_fake_gtp_command (black_options);
  g_autofree char *white = ishi_test_fake_gtp_command (white_options);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) tool = NULL;
  char *out = NULL;

  g_assert_nonnull (g_getenv ("ISHI_TOOL"));
  tool = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                           "--black", black, "--white", white, "--size", "5", "--rules", "chinese",
                           "--games", "1", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (tool, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (tool));
  return out;
}

static void
test_match_settles_dead_by_play (void)
{
  g_autofree char *fake = ishi_test_fake_gtp_command (NULL);
  g_autofree char *log = NULL;
  g_autofree char *black = NULL;
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  int fd;

  NEED_FAKE (fake);
  fd = g_file_open_tmp ("ishi-match-XXXXXX.log", &log, NULL);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  black = g_strdup_printf ("--pass --cleanup --dead=A1 --dead-until-cleanup --log=%s", log);
  out = run_match (black, "--pass --cleanup");
  /* two passes, play on: Black's cleanup pass and White's, then agreement */
  g_assert_nonnull (strstr (out, "settled by 2 moves of play"));
  g_assert_null (strstr (out, "suggestion used"));
  g_assert_nonnull (strstr (out, "W+7"));
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_cmpint (count (text, "kgs-genmove_cleanup"), ==, 1);
  g_assert_cmpint (count (text, "final_status_list dead"), ==, 2);
  g_unlink (log);
}

/* Two engines that only pass, komi 0, area counting: every game is a draw
 * (jigo), and the table counts each half a win for both sides, as the
 * benchmarks' tables do (it printed 0 %). */
static void
test_match_draws_count_half (void)
{
  g_autofree char *fake = ishi_test_fake_gtp_command (NULL);
  g_autofree char *black = ishi_test_fake_gtp_command ("--pass");
  g_autofree char *white = ishi_test_fake_gtp_command ("--pass");
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) tool = NULL;
  g_autofree char *out = NULL;

  NEED_FAKE (fake);
  tool = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                           "--black", black, "--white", white, "--size", "5", "--rules", "chinese",
                           "--komi", "0", "--games", "2", "--alternate", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (tool, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (tool));
  g_test_message ("%s", out);
  g_assert_cmpint (count (out, "\t2\t0\t"), ==, 2);   /* two passes, RE[0]: twice */
  g_assert_nonnull (strstr (out, "\nA\t50.0%\t"));
  g_assert_nonnull (strstr (out, "\nB\t50.0%\t"));
  g_assert_nonnull (strstr (out, "drawn: 2"));
}

static void
test_match_disagreement_left (void)
{
  g_autofree char *fake = ishi_test_fake_gtp_command (NULL);
  g_autofree char *out = NULL;

  NEED_FAKE (fake);
  out = run_match ("--pass --cleanup --dead=A1", "--pass --cleanup");
  g_assert_nonnull (strstr (out, "Ishi’s suggestion used"));
  g_assert_null (strstr (out, "settled by"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gtp-engine/not-installed", test_not_installed);
  g_test_add_func ("/gtp-engine/bad-command-line", test_bad_command_line);
  g_test_add_func ("/gtp-engine/dies-at-start", test_dies_at_start);
  g_test_add_func ("/gtp-engine/slow-start-stderr", test_slow_start_stderr);
  g_test_add_func ("/gtp-engine/hangs-at-start", test_hangs_at_start);
  g_test_add_func ("/gtp-engine/garbage-and-stray-lines", test_garbage_and_stray_lines);
  g_test_add_func ("/gtp-engine/cancel-then-ids", test_cancel_then_ids);
  g_test_add_func ("/gtp-player/plays-and-keeps-step", test_player_plays_and_keeps_step);
  g_test_add_func ("/gtp-player/replays-without-undo", test_player_replays_without_undo);
  g_test_add_func ("/gtp-player/fail-not-installed", test_fail_not_installed);
  g_test_add_func ("/gtp-player/fail-dies-mid-game", test_fail_dies_mid_game);
  g_test_add_func ("/gtp-player/fail-hangs", test_fail_hangs);
  g_test_add_func ("/gtp-player/fail-off-board", test_fail_off_board);
  g_test_add_func ("/gtp-player/fail-occupied", test_fail_occupied);
  g_test_add_func ("/gtp-player/fail-garbage-move", test_fail_garbage_move);
  g_test_add_func ("/gtp-player/resign-and-pass", test_resign_and_pass);
  g_test_add_func ("/gtp-player/handicap-free", test_handicap_free);
  g_test_add_func ("/gtp-player/time-left", test_time_left);
  g_test_add_func ("/gtp-player/move-seconds", test_move_seconds);
  g_test_add_func ("/gtp-player/stop", test_stop);
  g_test_add_func ("/gtp-player/cleanup", test_cleanup);
  g_test_add_func ("/gtp-player/rules-told", test_rules_told);
  g_test_add_func ("/gtp-player/pure-go", test_pure_go);
  g_test_add_func ("/match/settles-dead-by-play", test_match_settles_dead_by_play);
  g_test_add_func ("/match/disagreement-left", test_match_disagreement_left);
  g_test_add_func ("/match/draws-count-half", test_match_draws_count_half);

  return g_test_run ();
}
