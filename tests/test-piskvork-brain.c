/* test-piskvork-brain.c — the Piskvork client (core/engines/piskvork): the
 * protocol on strings, a brain started and asked (tests/fake-piskvork.c,
 * and Ishi's own brain, `ishi-tool piskvork`), and every way a brain can
 * fail a game — it does not start, refuses START, ends, hangs, writes
 * garbage or an endless line, plays an occupied point or a point off the
 * board — each a forfeit (RE B+F / W+F) with a plain reason, the moves
 * before it kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "ishi-match.h"
#include "ishi-piskvork-brain.h"
#include "ishi-piskvork-player.h"
#include "ishi-ruleset.h"
#include "ishi-test-util.h"

#define NEED_FAKE()                                                              \
  if (g_getenv ("ISHI_FAKE_PISKVORK") == NULL)                                   \
    { g_test_skip ("ISHI_FAKE_PISKVORK is not set"); return; }

static char *
fake (const char *options)
{
  g_autofree char *quoted = g_shell_quote (g_getenv ("ISHI_FAKE_PISKVORK"));

  return g_strdup_printf ("%s %s", quoted, options ? options : "");
}

/* ---- strings ------------------------------------------------------------ */

static void
test_parse (void)
{
  int x = -1, y = -1, eval = 0;
  g_autofree char *name = NULL;
  g_autofree char *h8 = ishi_piskvork_point_name (7, 7);
  g_autofree char *a1 = ishi_piskvork_point_name (0, 14);

  g_assert_true (ishi_piskvork_parse_move ("7,8", &x, &y));
  g_assert_cmpint (x, ==, 7);
  g_assert_cmpint (y, ==, 8);
  g_assert_true (ishi_piskvork_parse_move (" 14 , 0 ", &x, &y));
  g_assert_cmpint (x, ==, 14);
  g_assert_cmpint (y, ==, 0);
  for (const char *const *bad = (const char *const[]) { "", "7", "7,", ",7", "15,0", "0,15", "-1,3", "7,8,1",
                                                        "7 8", "banana", "7,8x", NULL }; *bad; bad++)
    g_assert_false (ishi_piskvork_parse_move (*bad, &x, &y));

  g_assert_true (ishi_piskvork_parse_eval ("MESSAGE Depth 12-20 | Eval 45 | Time 1.2s | h8 i9", &eval));
  g_assert_cmpint (eval, ==, 45);
  g_assert_true (ishi_piskvork_parse_eval ("MESSAGE depth 9-14 ev -120 n 40K n/ms 300 tm 130 pv h8", &eval));
  g_assert_cmpint (eval, ==, -120);
  g_assert_true (ishi_piskvork_parse_eval ("INFO EVAL 300", &eval));
  g_assert_cmpint (eval, ==, 300);
  g_assert_true (ishi_piskvork_parse_eval ("MESSAGE Depth 5-9 | Eval +M7 | Time 3ms", &eval));
  g_assert_cmpint (eval, ==, 30000 - 7);
  g_assert_true (ishi_piskvork_parse_eval ("MESSAGE Depth 5-9 | Eval -M4 | Time 3ms", &eval));
  g_assert_cmpint (eval, ==, -(30000 - 4));
  g_assert_false (ishi_piskvork_parse_eval ("MESSAGE Transposition table cleared.", &eval));
  g_assert_false (ishi_piskvork_parse_eval ("DEBUG Eval 3", &eval));
  g_assert_false (ishi_piskvork_parse_eval ("MESSAGE Eval banana", &eval));

  name = ishi_piskvork_parse_name ("name=\"Rapfi\", version=\"2024\", author=\"dhbloo\"");
  g_assert_cmpstr (name, ==, "Rapfi");
  g_assert_null (ishi_piskvork_parse_name ("version=\"1\""));
  g_assert_null (ishi_piskvork_parse_name ("name=\"unended"));

  g_assert_cmpfloat (ishi_piskvork_win_rate (0), ==, 0.5);
  g_assert_cmpfloat (ishi_piskvork_win_rate (29993), ==, 1.0);
  g_assert_cmpfloat (ishi_piskvork_win_rate (-29993), ==, 0.0);
  g_assert_cmpfloat (ishi_piskvork_win_rate (200), >, 0.7);
  g_assert_cmpfloat (ishi_piskvork_win_rate (200), <, 0.75);

  g_assert_cmpstr (h8, ==, "h8");
  g_assert_cmpstr (a1, ==, "a1");
}

/* The order a brain is told the stones in: the line's moves, Black first. */
static void
test_stones_of_game (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[4]FF[4]SZ[15];B[hh];W[hi];B[ii])");
  g_autoptr(IshiGame) setup = ishi_test_game_from_text ("(;GM[4]FF[4]SZ[15]AB[hh][ii]AW[hi];W[gg])");
  g_autoptr(IshiGame) wrong = ishi_test_game_from_text ("(;GM[4]FF[4]SZ[15]AW[hh][ii])");
  g_autoptr(GArray) stones = NULL;

  g_assert_nonnull (game);
  ishi_game_go_to_end (game, NULL);
  stones = ishi_piskvork_stones_of_game (game);
  g_assert_nonnull (stones);
  g_assert_cmpuint (stones->len, ==, 3);
  g_assert_cmpint (g_array_index (stones, IshiPoint, 0).x, ==, 7);
  g_assert_cmpint (g_array_index (stones, IshiPoint, 1).y, ==, 8);
  g_assert_cmpint (g_array_index (stones, IshiPoint, 2).x, ==, 8);
  g_clear_pointer (&stones, g_array_unref);

  g_assert_nonnull (setup);
  ishi_game_go_to_end (setup, NULL);
  stones = ishi_piskvork_stones_of_game (setup);
  g_assert_nonnull (stones);
  g_assert_cmpuint (stones->len, ==, 4);
  /* the set-up stones, Black and White in turn, then White's move */
  g_assert_cmpint (g_array_index (stones, IshiPoint, 3).x, ==, 6);
  g_clear_pointer (&stones, g_array_unref);

  g_assert_nonnull (wrong);
  g_assert_null (ishi_piskvork_stones_of_game (wrong));
}

/* ---- a brain ------------------------------------------------------------- */

typedef struct {
  gboolean done;
  gboolean ok;
  IshiPiskvorkMove move;
  GError *error;
} Answer;

static gboolean
answered (gpointer data)
{
  return ((Answer *) data)->done;
}

static void
on_move (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->ok = ishi_piskvork_brain_move_finish (ISHI_PISKVORK_BRAIN (source), result, &a->move, &a->error);
  a->done = TRUE;
}

static void
on_start (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->ok = ishi_piskvork_brain_start_finish (ISHI_PISKVORK_BRAIN (source), result, &a->error);
  a->done = TRUE;
}

static void
ask_move (IshiPiskvorkBrain *brain, const IshiPoint *stones, guint n, Answer *a)
{
  memset (a, 0, sizeof *a);
  ishi_piskvork_brain_move_async (brain, stones, n, NULL, on_move, a);
  ishi_test_wait_until (answered, a, "the brain's move", 30);
}

static void
test_brain_moves (void)
{
  g_autofree char *log = NULL;
  g_autofree char *command = NULL;
  g_autofree char *sent = NULL;
  g_autoptr(IshiPiskvorkBrain) brain = NULL;
  g_autoptr(GError) error = NULL;
  IshiPoint stones[] = { { 0, 0 }, { 1, 0 } };
  g_autofree char *dir = NULL;
  Answer a;

  NEED_FAKE ();
  dir = g_dir_make_tmp ("ishi-piskvork-XXXXXX", &error);
  g_assert_no_error (error);
  log = g_build_filename (dir, "log", NULL);
  {
    g_autofree char *quoted = g_shell_quote (log);
    g_autofree char *options = g_strdup_printf ("--eval=-150 --log=%s", quoted);

    command = fake (options);
  }
  brain = ishi_piskvork_brain_new (command, NULL, "My Brain");
  ishi_piskvork_brain_set_move_time (brain, 3000);
  g_assert_cmpstr (ishi_piskvork_brain_get_name (brain), ==, "My Brain");

  memset (&a, 0, sizeof a);
  ishi_piskvork_brain_start_async (brain, NULL, on_start, &a);
  ishi_test_wait_until (answered, &a, "the brain's start", 30);
  g_assert_no_error (a.error);
  g_assert_true (a.ok);
  g_assert_cmpstr (ishi_piskvork_brain_get_name (brain), ==, "Fake Brain");

  ask_move (brain, stones, 2, &a);
  g_assert_no_error (a.error);
  g_assert_cmpint (a.move.x, ==, 2);    /* the first empty point */
  g_assert_cmpint (a.move.y, ==, 0);
  g_assert_true (a.move.has_eval);
  g_assert_cmpint (a.move.eval, ==, -150);
  /* again, from another position: the whole position each time */
  ask_move (brain, stones, 1, &a);
  g_assert_no_error (a.error);
  g_assert_cmpint (a.move.x, ==, 1);
  ishi_piskvork_brain_quit (brain);
  g_assert_false (ishi_piskvork_brain_is_running (brain));

  g_assert_true (g_file_get_contents (log, &sent, NULL, NULL));
  g_assert_true (g_str_has_prefix (sent, "ABOUT\nSTART 15\nINFO rule 4\nINFO timeout_turn 3000\n"
                                         "INFO timeout_match 0\nBOARD\n0,0,1\n1,0,2\nDONE\nBOARD\n0,0,2\nDONE\n"));
  g_remove (log);
  g_rmdir (dir);
}

/* Ishi's own brain answers as a brain should, twice the same (seed 1). */
static void
test_brain_ishi (void)
{
  g_autofree char *tool = NULL;
  g_autofree char *command = NULL;
  IshiPoint stones[] = { { 7, 7 }, { 7, 6 } };
  IshiPiskvorkMove first = { -1, -1, FALSE, 0 };
  Answer a;

  if (g_getenv ("ISHI_TOOL") == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  tool = g_shell_quote (g_getenv ("ISHI_TOOL"));
  command = g_strdup_printf ("%s piskvork --level 1 --seed 1", tool);
  for (int round = 0; round < 2; round++)
    {
      g_autoptr(IshiPiskvorkBrain) brain = ishi_piskvork_brain_new (command, NULL, "Ishi");

      ishi_piskvork_brain_set_move_time (brain, 5000);
      ask_move (brain, stones, 2, &a);
      g_assert_no_error (a.error);
      g_assert_true (a.ok);
      g_assert_cmpstr (ishi_piskvork_brain_get_name (brain), ==, "Ishi");
      g_assert_false (a.move.x == 7 && (a.move.y == 7 || a.move.y == 6));
      if (round == 0)
        first = a.move;
      else
        {
          g_assert_cmpint (first.x, ==, a.move.x);
          g_assert_cmpint (first.y, ==, a.move.y);
        }
    }
}

/* Each fault is an error of its kind, quickly (the move time is 300 ms). */
static void
test_brain_faults (void)
{
  static const struct {
    const char *options;
    int code;
    const char *words;
  } faults[] = {
    { "--die-at-start", ISHI_PISKVORK_ERROR_ENDED, "crashed" },
    { "--refuse-start", ISHI_PISKVORK_ERROR_REFUSED, "15×15" },
    { "--die-after=0", ISHI_PISKVORK_ERROR_ENDED, "crashed" },
    { "--hang-after=0", ISHI_PISKVORK_ERROR_TIMEOUT, "did not answer BOARD" },
    { "--garbage", ISHI_PISKVORK_ERROR_GARBAGE, "“banana”" },
    { "--answer=15,3", ISHI_PISKVORK_ERROR_GARBAGE, "“15,3”" },
    { "--endless", ISHI_PISKVORK_ERROR_GARBAGE, "MB" },
  };
  IshiPoint stones[] = { { 7, 7 } };

  NEED_FAKE ();
  for (guint f = 0; f < G_N_ELEMENTS (faults); f++)
    {
      g_autofree char *command = fake (faults[f].options);
      g_autoptr(IshiPiskvorkBrain) brain = ishi_piskvork_brain_new (command, NULL, "Fake");
      Answer a;

      g_test_message ("%s", faults[f].options);
      ishi_piskvork_brain_set_move_time (brain, 300);
      ask_move (brain, stones, 1, &a);
      g_assert_false (a.ok);
      g_assert_error (a.error, ISHI_PISKVORK_ERROR, faults[f].code);
      g_assert_nonnull (strstr (a.error->message, faults[f].words));
      g_assert_false (ishi_piskvork_brain_is_running (brain));
      g_clear_error (&a.error);
    }
  {
    g_autoptr(IshiPiskvorkBrain) brain = ishi_piskvork_brain_new ("/nonexistent/pbrain-none", NULL, "None");
    Answer a;

    ask_move (brain, stones, 1, &a);
    g_assert_error (a.error, ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_START);
    g_assert_nonnull (strstr (a.error->message, "None could not be started"));
    g_clear_error (&a.error);
  }
}

/* A question cancelled: the brain ended at once, the next one starts it. */
static void
test_brain_cancel (void)
{
  g_autofree char *command = NULL;
  g_autoptr(IshiPiskvorkBrain) brain = NULL;
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  IshiPoint stones[] = { { 7, 7 } };
  Answer a = { 0 };

  NEED_FAKE ();
  command = fake ("--hang-after=0");
  brain = ishi_piskvork_brain_new (command, NULL, "Fake");
  ishi_piskvork_brain_set_move_time (brain, 60000);
  ishi_piskvork_brain_move_async (brain, stones, 1, cancel, on_move, &a);
  g_assert_true (ishi_piskvork_brain_is_busy (brain));
  g_cancellable_cancel (cancel);
  ishi_test_wait_until (answered, &a, "the cancelled move", 10);
  g_assert_error (a.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&a.error);
  g_assert_false (ishi_piskvork_brain_is_running (brain));
  g_assert_false (ishi_piskvork_brain_is_busy (brain));
}

/* ---- a brain in a match ------------------------------------------------- */

typedef struct {
  IshiMatch *match;
  guint moves;
  char *failure;
} Game;

static gboolean
game_waits (gpointer data)
{
  Game *g = data;

  return ishi_match_get_phase (g->match) != ISHI_PHASE_PLAYING || g->failure != NULL
         || ishi_game_get_move_number (ishi_match_get_game (g->match)) >= g->moves;
}

static void
on_failed (IshiPiskvorkPlayer *player, const GError *error, Game *g)
{
  g_free (g->failure);
  g->failure = g_strdup (error->message);
}

/* A person plays Black at the centre, the brain White with `options`. */
static void
play_against (const char *options, Game *g)
{
  const IshiRuleset *row = ishi_ruleset_lookup ("renju-free");
  g_autofree char *command = fake (options);
  g_autoptr(IshiPiskvorkBrain) brain = ishi_piskvork_brain_new (command, NULL, "Fake");
  g_autoptr(IshiPlayer) white = NULL;

  ishi_piskvork_brain_set_move_time (brain, 300);
  white = ishi_piskvork_player_new (brain);
  g_signal_connect (white, "failed", G_CALLBACK (on_failed), g);
  g->match = ishi_match_new_game (row, 15, 0, 0);
  ishi_match_set_player (g->match, ISHI_WHITE, white);
  g_assert_cmpint (ishi_match_play (g->match, 7, 7), ==, ISHI_MOVE_OK);
  g->moves = 2;
  ishi_test_wait_until (game_waits, g, "the brain's answer", 30);
  ishi_player_cancel (white);
}

static void
game_clear (Game *g)
{
  g_clear_object (&g->match);
  g_clear_pointer (&g->failure, g_free);
}

static void
test_player_moves (void)
{
  Game g = { 0 };
  IshiColor color;
  int x, y;

  NEED_FAKE ();
  play_against (NULL, &g);
  g_assert_cmpint (ishi_match_get_phase (g.match), ==, ISHI_PHASE_PLAYING);
  g_assert_true (ishi_game_get_last_move (ishi_match_get_game (g.match), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);
  g_assert_null (g.failure);
  game_clear (&g);
}

/* Every fault is said, and the game stays as it was (issue 78: no
 * forfeit — a program that failed committed no foul): Black's move kept,
 * White to play, no result; a crash is said as a crash. */
static void
test_player_faults (void)
{
  static const struct {
    const char *options;
    const char *words;
  } faults[] = {
    { "--die-after=0", "crashed: its program ended" },
    { "--hang-after=0", "did not answer" },
    { "--garbage", "no point of the board" },
    { "--answer=7,7", "h8, which is not allowed" },
    { "--die-at-start", "crashed" },
  };

  NEED_FAKE ();
  for (guint f = 0; f < G_N_ELEMENTS (faults); f++)
    {
      Game g = { 0 };
      g_autofree char *re = NULL;

      g_test_message ("%s", faults[f].options);
      play_against (faults[f].options, &g);
      g_assert_cmpint (ishi_match_get_phase (g.match), ==, ISHI_PHASE_PLAYING);
      re = ishi_game_get_info (ishi_match_get_game (g.match), "RE");
      g_assert_null (re);
      g_assert_nonnull (g.failure);
      if (strstr (g.failure, faults[f].words) == NULL)
        g_error ("%s: “%s”", faults[f].options, g.failure);
      g_assert_null (ishi_game_get_node_text (ishi_match_get_game (g.match), "C"));
      /* the record is kept: Black's move is there, White to play */
      g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (g.match)), ==, 1);
      g_assert_cmpint (ishi_match_get_acting_color (g.match), ==, ISHI_WHITE);
      game_clear (&g);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/piskvork-brain/parse", test_parse);
  g_test_add_func ("/piskvork-brain/stones-of-game", test_stones_of_game);
  g_test_add_func ("/piskvork-brain/moves", test_brain_moves);
  g_test_add_func ("/piskvork-brain/ishi", test_brain_ishi);
  g_test_add_func ("/piskvork-brain/faults", test_brain_faults);
  g_test_add_func ("/piskvork-brain/cancel", test_brain_cancel);
  g_test_add_func ("/piskvork-brain/player-moves", test_player_moves);
  g_test_add_func ("/piskvork-brain/player-faults", test_player_faults);
  return g_test_run ();
}
