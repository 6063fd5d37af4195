/* test-gtp-gnugo.c — IshiGtpPlayer against real GNU Go 3.8 (level 1,
 * 9x9): after each step of a game (moves, undo twice, a variation deleted,
 * play on) Ishi's board equals GNU Go's list_stones; a handicap game's
 * stones equal GNU Go's; a whole game GNU Go against GNU Go is legal under
 * Ishi's rules and Ishi's count with GNU Go's dead stones names the same
 * winner and margin as GNU Go's final_score.  Skipped when GNU Go is not
 * installed (/usr/games/gnugo, in .ci/packages.txt).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ishi-analysis.h"
#include "ishi-gtp-player.h"
#include "ishi-match.h"
#include "ishi-ruleset.h"

#define GNUGO "/usr/games/gnugo"
#define GNUGO_CMD GNUGO " --mode gtp --level 1 --seed 7"

#define NEED_GNUGO()                                                        \
  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))                      \
    { g_test_skip ("SKIP: GNU Go is not installed (" GNUGO ")"); return; }

static gboolean
guard_fired (gpointer data)
{
  g_error ("the test waited 60 s for GNU Go: it hangs");
  return G_SOURCE_REMOVE;
}

typedef struct {
  gboolean done;
  char *text;
  GArray *points;
  GError *error;
} Reply;

static void
on_command (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;
  r->text = ishi_gtp_player_command_finish (ISHI_GTP_PLAYER (source), result, &r->error);
  r->done = TRUE;
}

static void
on_dead (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;
  r->points = ishi_gtp_player_dead_stones_finish (ISHI_GTP_PLAYER (source), result, &r->error);
  r->done = TRUE;
}

static void
run_until (gboolean *flag)
{
  guint guard = g_timeout_add_seconds (60, guard_fired, NULL);
  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}

/* The engine's command after a sync with `match`. */
static char *
ask (IshiGtpPlayer *player, IshiMatch *match, const char *command)
{
  Reply r = { 0 };
  ishi_gtp_player_command_async (player, match, command, NULL, on_command, &r);
  run_until (&r.done);
  g_assert_no_error (r.error);
  return r.text;
}

static int
cmp_str_ptr (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* GNU Go's list_stones of `color` as a sorted, space-separated string, and
 * Ishi's stones of the same colour the same way. */
static char *
sorted_words (const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \n", -1);
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i]; i++)
    if (words[i][0])
      g_ptr_array_add (list, g_ascii_strup (words[i], -1));
  g_ptr_array_sort (list, cmp_str_ptr);
  for (guint i = 0; i < list->len; i++)
    {
      g_string_append_printf (out, "%s%s", i ? " " : "", (char *) g_ptr_array_index (list, i));
      g_free (g_ptr_array_index (list, i));
    }
  return g_string_free (out, FALSE);
}

static char *
ishi_stones (IshiMatch *match, IshiColor color)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *pos = ishi_game_get_position (game);
  int size = ishi_game_get_size (game);
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (rules->stone_at (pos, x, y) == color)
        g_ptr_array_add (list, ishi_gtp_vertex_format (size, x, y));
  g_ptr_array_sort (list, cmp_str_ptr);
  for (guint i = 0; i < list->len; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", (char *) g_ptr_array_index (list, i));
  return g_string_free (out, FALSE);
}

static void
assert_same_board (IshiGtpPlayer *player, IshiMatch *match)
{
  IshiColor colors[2] = { ISHI_BLACK, ISHI_WHITE };

  for (int i = 0; i < 2; i++)
    {
      g_autofree char *cmd = g_strdup_printf ("list_stones %s", ishi_gtp_color_name (colors[i]));
      g_autofree char *theirs = ask (player, match, cmd);
      g_autofree char *theirs_sorted = sorted_words (theirs);
      g_autofree char *ours = ishi_stones (match, colors[i]);
      g_assert_cmpstr (ours, ==, theirs_sorted);
    }
}

typedef struct {
  gboolean moved;
  gboolean failed;
} Flags;

static void
on_moved (IshiGtpPlayer *p, gpointer data)
{
  ((Flags *) data)->moved = TRUE;
}

static void
on_failed (IshiGtpPlayer *p, const GError *error, gpointer data)
{
  g_error ("GNU Go failed: %s", error->message);
}

static IshiGtpPlayer *
gnugo_player (Flags *flags)
{
  g_autoptr (IshiGtpEngine) engine = ishi_gtp_engine_new (GNUGO_CMD, NULL, "GNU Go");
  IshiGtpPlayer *player = ishi_gtp_player_new (engine);

  g_signal_connect (player, "moved", G_CALLBACK (on_moved), flags);
  g_signal_connect (player, "failed", G_CALLBACK (on_failed), flags);
  return player;
}

/* Black (a person) plays the first legal point of `tries` (GNU Go may
 * have taken some); GNU Go answers. */
static void
black_plays (IshiMatch *match, Flags *flags, const char *tries)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  g_auto (GStrv) words = g_strsplit (tries, " ", -1);

  for (guint i = 0; words[i]; i++)
    {
      int x, y;
      g_assert_true (ishi_gtp_vertex_parse (9, words[i], FALSE, NULL, &x, &y, NULL));
      if (rules->check (ishi_game_get_position (game), ISHI_BLACK, x, y) != ISHI_MOVE_OK)
        continue;
      flags->moved = FALSE;
      g_assert_cmpint (ishi_match_play (match, x, y), ==, ISHI_MOVE_OK);
      run_until (&flags->moved);
      return;
    }
  g_assert_not_reached ();
}

static void
test_steps_agree (void)
{
  Flags flags = { 0 };
  g_autoptr (IshiGtpPlayer) player = NULL;
  g_autoptr (IshiMatch) match = NULL;
  IshiGame *game;
  IshiSgfNode *branch;

  NEED_GNUGO ();
  player = gnugo_player (&flags);
  match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  game = ishi_match_get_game (match);
  ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (player));

  black_plays (match, &flags, "E5 D5 F5");
  assert_same_board (player, match);
  black_plays (match, &flags, "C3 C4 D3");
  assert_same_board (player, match);
  black_plays (match, &flags, "G7 G6 F7");
  assert_same_board (player, match);

  /* Undo twice: GNU Go's answer and Black's G7. */
  g_assert_true (ishi_match_undo (match));
  g_assert_true (ishi_match_undo (match));
  /* After the first undo White was to move: wait for that answer to be
   * dropped before looking. */
  while (ishi_gtp_player_is_thinking (player))
    g_main_context_iteration (NULL, TRUE);
  assert_same_board (player, match);

  /* A variation: Black plays elsewhere, then that variation is deleted. */
  black_plays (match, &flags, "C7 C6 D7 B5");
  assert_same_board (player, match);
  branch = ishi_game_get_node (game)->parent;   /* Black's C7 */
  g_assert_true (ishi_match_delete_variation (match, branch));
  assert_same_board (player, match);

  /* Play on. */
  while (ishi_gtp_player_is_thinking (player))
    g_main_context_iteration (NULL, TRUE);
  if (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)) == ISHI_BLACK)
    black_plays (match, &flags, "G3 G4 F3 H5");
  assert_same_board (player, match);
}

static void
test_handicap_stones (void)
{
  Flags flags = { 0 };
  g_autoptr (IshiGtpPlayer) player = NULL;
  g_autoptr (IshiMatch) match = NULL;

  NEED_GNUGO ();
  player = gnugo_player (&flags);
  match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 4, NAN);
  ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (player));
  /* The stones before White's first move, then after it. */
  assert_same_board (player, match);
  ishi_player_your_turn (ISHI_PLAYER (player), match);
  run_until (&flags.moved);
  assert_same_board (player, match);
}

/* "W+7.5" / "B+3.5" / "0" from GNU Go: Black's margin. */
static double
parse_final_score (const char *text)
{
  if (text[0] == 'B')
    return g_ascii_strtod (text + 2, NULL);
  if (text[0] == 'W')
    return -g_ascii_strtod (text + 2, NULL);
  return 0;
}

static void
test_whole_game (void)
{
  Flags fb = { 0 }, fw = { 0 };
  g_autoptr (IshiGtpPlayer) black = NULL;
  g_autoptr (IshiGtpPlayer) white = NULL;
  g_autoptr (IshiMatch) match = NULL;
  IshiGame *game;
  Reply dead = { 0 };
  g_autofree char *score = NULL;
  IshiCounting *counting;
  IshiResult result;
  int size = 9;
  guint guard;

  NEED_GNUGO ();
  black = gnugo_player (&fb);
  white = gnugo_player (&fw);
  match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), size, 0, NAN);
  game = ishi_match_get_game (match);
  ishi_match_set_player (match, ISHI_BLACK, ISHI_PLAYER (black));
  ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (white));
  ishi_player_your_turn (ISHI_PLAYER (black), match);
  /* Every move goes through ishi_match_play, which refuses an illegal one
   * ("failed" would abort the test). */
  guard = g_timeout_add_seconds (60, guard_fired, NULL);
  while (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING
         && ishi_game_get_move_number (game) < 300)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);

  /* GNU Go's dead stones instead of Ishi's suggestion. */
  ishi_gtp_player_dead_stones_async (black, match, NULL, on_dead, &dead);
  run_until (&dead.done);
  g_assert_no_error (dead.error);
  counting = ishi_match_get_counting (match);
  {
    g_autofree guint8 *want = g_new0 (guint8, size * size);
    const guint8 *have;
    for (guint i = 0; i < dead.points->len; i++)
      {
        IshiPoint p = g_array_index (dead.points, IshiPoint, i);
        want[p.y * size + p.x] = 1;
      }
    for (int pass = 0; pass < 2; pass++)
      for (int i = 0; i < size * size; i++)
        {
          have = ishi_counting_get_dead (counting);
          if (!have[i] != !want[i])
            ishi_match_toggle_dead (match, i % size, i / size);
        }
    have = ishi_counting_get_dead (counting);
    for (int i = 0; i < size * size; i++)
      g_assert_cmpint (!have[i], ==, !want[i]);
  }
  g_array_unref (dead.points);
  score = ask (white, match, "final_score");
  g_assert_true (ishi_match_finish (match));
  ishi_match_get_result (match, &result);
  g_test_message ("%u moves; GNU Go: %s; Ishi: %+.1f", ishi_game_get_move_number (game),
                  score, result.margin);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_COUNT);
  g_assert_cmpfloat (result.margin, ==, parse_final_score (score));
}

/* ishi-tool match and analyse on a whole 9x9 game: the SGF is legal
 * (ishi-tool replay), its RE is the one the table printed, and analyse
 * writes an IV on every node of it. */
static void
test_tool_match_and_analyse (void)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *dir = NULL;
  g_autofree char *sgf = NULL;
  g_autofree char *out = NULL;
  g_autofree char *analysed = NULL;
  g_autofree char *text = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int wait_status;

  NEED_GNUGO ();
  if (tool == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  dir = g_dir_make_tmp ("ishi-match-XXXXXX", &error);
  g_assert_no_error (error);
  {
    const char *argv[] = { tool, "match", "--black", GNUGO_CMD, "--white", GNUGO_CMD,
                           "--size", "9", "--games", "1", "--sgf-dir", dir, NULL };
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, &out, &err,
                                 &wait_status, &error));
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  }
  g_test_message ("%s", out);
  sgf = g_build_filename (dir, "game-001.sgf", NULL);
  g_assert_true (g_file_get_contents (sgf, &text, NULL, NULL));
  {
    /* The table's result column is the record's RE. */
    g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
    g_auto (GStrv) cols = g_strsplit (lines[1], "\t", -1);
    g_autofree char *re = g_strdup_printf ("RE[%s]", cols[4]);
    g_assert_cmpuint (g_strv_length (cols), >=, 5);
    g_assert_nonnull (strstr (text, re));
    g_assert_nonnull (strstr (out, "engine\twins"));
  }
  {
    g_autofree char *out2 = NULL;
    const char *argv[] = { tool, "replay", sgf, NULL };
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, &out2, NULL,
                                 &wait_status, &error));
    g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  }
  analysed = g_build_filename (dir, "analysed.sgf", NULL);
  {
    g_autofree char *out3 = NULL;
    g_autofree char *atext = NULL;
    g_autoptr (IshiSgfCollection) coll = NULL;
    const char *argv[] = { tool, "analyse", sgf, "--engine", GNUGO_CMD, "--output", analysed, NULL };
    guint nodes = 0, with_iv = 0;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, &out3, NULL,
                                 &wait_status, &error));
    g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
    g_assert_true (g_file_get_contents (analysed, &atext, NULL, NULL));
    coll = ishi_sgf_parse (atext, strlen (atext), analysed, &error);
    g_assert_no_error (error);
    for (IshiSgfNode *n = g_ptr_array_index (coll->games, 0); n;
         n = ishi_sgf_node_n_children (n) ? ishi_sgf_node_nth_child (n, 0) : NULL)
      {
        double v;
        nodes++;
        if (ishi_analysis_read (n, &v))
          with_iv++;
      }
    g_assert_cmpuint (nodes, >, 10);
    g_assert_cmpuint (with_iv, ==, nodes);
    g_unlink (analysed);
  }
  g_unlink (sgf);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gtp-gnugo/steps-agree", test_steps_agree);
  g_test_add_func ("/gtp-gnugo/handicap-stones", test_handicap_stones);
  g_test_add_func ("/gtp-gnugo/whole-game", test_whole_game);
  g_test_add_func ("/gtp-gnugo/tool-match-and-analyse", test_tool_match_and_analyse);

  return g_test_run ();
}
