/* test-go-endgame.c — Ishi's Go engine plays a game to its end against a
 * person who only passes, under each family of rows: Pure Go, territory
 * (Japanese), area (Chinese), equal stones with passes and off-board
 * moves, and equal stones without passes.
 *
 * The person of a child's first game passes as soon as nothing is left
 * to play; the engine must then bring the game to its end: under Pure Go
 * fill its own area down to two eyes and pass (pure-go-howto.ja.txt:
 * only the stones on the board count), under territory rules pass
 * without filling its territory, under area rules fill the neutral
 * points and pass, and under the no-pass rows play off the board until
 * it agrees to stop.  The engine plays through IshiGoEnginePlayer, the
 * window's player, in its worker thread; the person is this test.
 *
 * The position (7×7, Black the person, White the engine, Black to move):
 *
 *   X X X . O . .      Black: 19 stones and two true eyes (B2, B6),
 *   X . X . O . .      alive even when it never answers.
 *   X X X . O . .      White: the wall on E and the empty F–G columns,
 *   X X X . O . .      14 points.  The D column is neutral.
 *   X X X . O . .
 *   X . X . O . .
 *   X X X . O . .
 *
 * Counted by hand for each row below; the tests check the end against
 * those figures and against the scoring core on the final position.
 * No test depends on timing: a fixed seed and playouts per move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-go-engine-player.h"
#include "ishi-go-engine.h"
#include "ishi-score.h"
#include "ishi-test-util.h"

#define SIZE 7

static const char *const start_rows[SIZE] = {
  "XXX.O..",
  "X.X.O..",
  "XXX.O..",
  "XXX.O..",
  "XXX.O..",
  "X.X.O..",
  "XXX.O..",
};

static IshiMatch *
start_match (const char *row)
{
  const IshiRuleset *ruleset = ishi_ruleset_lookup (row);
  g_autoptr(GString) sgf = g_string_new (NULL);
  g_autoptr(GString) ab = g_string_new ("AB");
  g_autoptr(GString) aw = g_string_new ("AW");
  g_autoptr(IshiGame) game = NULL;

  g_assert_nonnull (ruleset);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      if (start_rows[y][x] != '.')
        g_string_append_printf (start_rows[y][x] == 'X' ? ab : aw, "[%c%c]", 'a' + x, 'a' + y);
  g_string_append_printf (sgf, "(;GM[1]FF[4]SZ[%d]RU[%s]KM[%.1f]%s%sPL[B])", SIZE, ruleset->ru,
                          ruleset->komi, ab->str, aw->str);
  game = ishi_test_game_from_text (sgf->str);
  return ishi_match_new (game);
}

typedef struct {
  IshiColor engine;
  guint engine_moves;
  guint engine_stones;       /* moves on the board */
  gboolean self_atari;       /* an engine stone left with one liberty */
  char *where;               /* the first such move, for the message */
  IshiSgfNode *seen;
} Watch;

/* Each move of the engine: its string keeps two liberties or more (a
 * group filling its own eyes keeps two; one is atari). */
static void
on_changed (IshiMatch *match, Watch *w)
{
  IshiGame *game = ishi_match_get_game (match);
  IshiSgfNode *node = ishi_game_get_node (game);
  IshiColor color;
  int x, y;

  if (node == w->seen)
    return;
  w->seen = node;
  if (!ishi_game_node_move (node, SIZE, &color, &x, &y) || color != w->engine)
    return;
  w->engine_moves++;
  if (x < 0 || ishi_game_node_is_off_board (node))
    return;
  w->engine_stones++;
  {
    g_autoptr(IshiGoBoard) board = ishi_go_engine_board_from_match (match);

    if (ishi_go_board_get (board, x, y) == color && ishi_go_board_count_liberties (board, x, y) < 2
        && !w->self_atari)
      {
        w->self_atari = TRUE;
        w->where = ishi_go_board_to_string (board);
      }
  }
}

/* Plays the game out: the person (Black) passes — or, where passing is
 * not allowed, plays off the board, and agrees to stop when even that is
 * refused — and the engine (White) answers, until the game ends. */
static void
play_out (IshiMatch *match, IshiPlayer *engine, Watch *w)
{
  gint64 give_up = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);
  gulong handler = g_signal_connect (match, "changed", G_CALLBACK (on_changed), w);

  w->engine = ISHI_WHITE;
  ishi_match_set_player (match, ISHI_WHITE, engine);
  while (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING && g_get_monotonic_time () < give_up)
    {
      IshiGame *game = ishi_match_get_game (match);

      if (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)) == ISHI_BLACK)
        {
          if (!ruleset->no_pass)
            g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
          else if (ishi_match_play_off_board (match) != ISHI_MOVE_OK)
            g_assert_true (ishi_match_agree_stop (match));
          continue;
        }
      /* Not a timed test: the limit only turns a hang into a failure. */
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (match, handler);
  ishi_player_cancel (engine);
  g_assert_cmpint (ishi_match_get_phase (match), !=, ISHI_PHASE_PLAYING);
  if (w->self_atari)
    g_test_message ("self-atari:\n%s", w->where);
  g_assert_false (w->self_atari);
}

static IshiPlayer *
engine_player (const char *row, int level, guint playouts)
{
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup (row), 0, 0);

  ishi_go_engine_set_level (engine, level);
  if (playouts > 0)
    ishi_go_engine_set_playouts (engine, playouts);
  ishi_go_engine_set_threads (engine, 1);
  ishi_go_engine_set_seed (engine, 5);
  return ishi_go_engine_player_new (engine, "Ishi");
}

/* What the final position shows: stones of each colour, and the empty
 * points of the D column (neutral) and of White's F–G columns. */
typedef struct {
  int stones[3];
  int empty_neutral;
  int empty_white_area;
  int white_in_black_area;
} Final;

static Final
final_position (IshiMatch *match)
{
  g_autoptr(IshiGoBoard) board = ishi_go_engine_board_from_match (match);
  Final f = { { 0 } };
  g_autofree char *text = ishi_go_board_to_string (board);

  g_test_message ("the end, after %u moves:\n%s", ishi_game_get_move_number (ishi_match_get_game (match)), text);

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        IshiColor c = ishi_go_board_get (board, x, y);

        f.stones[c]++;
        if (c == ISHI_EMPTY && x == 3)
          f.empty_neutral++;
        else if (c == ISHI_EMPTY && x >= 5)
          f.empty_white_area++;
        else if (c == ISHI_WHITE && x < 3)
          f.white_in_black_area++;
      }
  return f;
}

/* No empty point is left where the engine could still add a stone
 * safely: every legal point would leave its string in atari (the last
 * two eyes). */
static void
assert_no_safe_fill (IshiMatch *match)
{
  g_autoptr(IshiGoBoard) board = ishi_go_engine_board_from_match (match);

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        g_autoptr(IshiGoBoard) b = ishi_go_board_copy (board);

        if (ishi_go_board_get (b, x, y) != ISHI_EMPTY ||
            ishi_go_board_play (b, ISHI_WHITE, x, y) != ISHI_MOVE_OK)
          continue;
        g_assert_cmpint (ishi_go_board_count_liberties (b, x, y), <, 2);
      }
}

/* The match's count against the scoring core's on the final position,
 * with the dead stones the count holds (none here: both sides live). */
static double
assert_count_is_the_cores (IshiMatch *match)
{
  IshiScoreInput input;
  IshiResult result;
  IshiCounting *counting = ishi_match_get_counting (match);
  g_autoptr(IshiScore) score = NULL;
  int n = SIZE * SIZE;

  g_assert_nonnull (counting);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (ishi_counting_get_dead (counting)[i], ==, 0);
  g_assert_true (ishi_score_input_init_from_game (&input, ishi_match_get_game (match)));
  input.komi = ishi_match_get_komi (match);
  score = ishi_score_compute (ishi_match_get_ruleset (match)->scoring, &input);
  ishi_score_input_clear (&input);
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_COUNT);
  g_assert_cmpfloat_with_epsilon (result.margin, score->margin, 1e-9);
  return result.margin;
}

/* Counting after two passes (the territory and area rows): the person
 * accepts the suggestion and finishes. */
static void
finish_count (IshiMatch *match)
{
  if (ishi_match_get_phase (match) == ISHI_PHASE_COUNTING)
    g_assert_true (ishi_match_finish (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
}

/* Pure Go: White fills the neutral points and its own area down to two
 * eyes, then passes; the game ends at the two passes with the stones
 * counted at once.  Black 19; White 7 + 7 + 12 = 26; komi 0: W+7. */
static void
run_pure (int level, guint playouts)
{
  g_autoptr(IshiMatch) match = start_match ("pure");
  g_autoptr(IshiPlayer) engine = engine_player ("pure", level, playouts);
  Watch w = { 0 };
  Final f;

  g_test_message ("Pure Go, level %d, %u playouts", level, playouts);
  play_out (match, engine, &w);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  f = final_position (match);
  g_assert_cmpint (f.stones[ISHI_BLACK], ==, 19);
  g_assert_cmpint (f.empty_neutral, ==, 0);
  g_assert_cmpint (f.empty_white_area, ==, 2);
  assert_no_safe_fill (match);
  g_assert_cmpfloat (assert_count_is_the_cores (match), ==, -7);
  g_free (w.where);
}

static void
test_pure_levels (void)
{
  for (int level = 1; level <= 5; level++)
    run_pure (level, 0);
}

static void
test_pure_playouts (void)
{
  run_pure (6, 1000);
}

/* Japanese: nothing on the board changes the count, so White passes at
 * once and never fills its territory.  Black 2 (its eyes), White 14,
 * komi 6.5: W+18.5. */
static void
test_japanese (void)
{
  g_autoptr(IshiMatch) match = start_match ("japanese");
  g_autoptr(IshiPlayer) engine = engine_player ("japanese", 6, 1000);
  Watch w = { 0 };
  Final f;

  play_out (match, engine, &w);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  finish_count (match);
  f = final_position (match);
  g_assert_cmpint (f.empty_white_area, ==, 14);
  g_assert_cmpint (w.engine_stones, ==, 0);
  g_assert_cmpfloat (assert_count_is_the_cores (match), ==, 2 - 14 - 6.5);
  g_free (w.where);
}

/* Chinese (area): each neutral point White fills is a point, so it fills
 * all seven and passes.  Black 19 + 2 = 21, White 7 + 14 + 7 = 28, komi
 * 7.5: W+14.5. */
static void
test_chinese (void)
{
  g_autoptr(IshiMatch) match = start_match ("chinese");
  g_autoptr(IshiPlayer) engine = engine_player ("chinese", 6, 1000);
  Watch w = { 0 };
  Final f;

  play_out (match, engine, &w);
  finish_count (match);
  f = final_position (match);
  g_assert_cmpint (f.empty_neutral, ==, 0);
  g_assert_cmpint (f.white_in_black_area, ==, 0);
  g_assert_cmpfloat (assert_count_is_the_cores (match), ==, 21 - 28 - 7.5);
  g_free (w.where);
}

/* The equal-stones rows (counting-methods.zh.txt): with passes and
 * off-board moves (2-2, the law version: the area's result), and without
 * passes (3-2), where the person plays off the board and the game stops
 * by agreement.  Under both the neutral points are worth a point each:
 * White fills them, never its own area down to atari, and the game ends
 * and is counted as the scoring core counts it. */
static void
run_equal (const char *row)
{
  g_autoptr(IshiMatch) match = start_match (row);
  g_autoptr(IshiPlayer) engine = engine_player (row, 6, 1000);
  Watch w = { 0 };
  Final f;

  g_test_message ("row %s", row);
  play_out (match, engine, &w);
  finish_count (match);
  f = final_position (match);
  g_assert_cmpint (f.stones[ISHI_BLACK], ==, 19);
  g_assert_cmpint (f.empty_neutral, ==, 0);
  g_assert_cmpint (f.white_in_black_area, ==, 0);
  g_assert_cmpfloat (assert_count_is_the_cores (match), <, 0);
  g_free (w.where);
}

/* The art versions (counting-methods.zh.txt), whose result is territory's
 * and which make a side pay for the moves it played more than the other:
 * White must not fill its own territory against a person who passes.
 * It did, and lost a won game (B+3.5 under equal-art and 2-1, 4-1). */
static void
run_equal_art (const char *row)
{
  g_autoptr(IshiMatch) match = start_match (row);
  g_autoptr(IshiPlayer) engine = engine_player (row, 6, 1000);
  Watch w = { 0 };
  Final f;

  g_test_message ("row %s", row);
  play_out (match, engine, &w);
  finish_count (match);
  f = final_position (match);
  g_assert_cmpint (f.empty_white_area, ==, 14);
  g_assert_cmpfloat (assert_count_is_the_cores (match), <, 0);
  g_free (w.where);
}

static void
test_equal_art (void)
{
  run_equal_art ("equal-art");
  run_equal_art ("equal-2-1");
  run_equal_art ("equal-4-1");
}

static void
test_equal_off_board (void)
{
  run_equal ("equal-2-2");
}

static void
test_equal_no_pass (void)
{
  run_equal ("equal-3-2");
}

/* Resignation (off by default): Black, the engine, has a 3×3 corner
 * against White's 34 stones with three eyes and room for three more —
 * Pure Go, lost whatever it plays (at most 7 stones).  White, the
 * person, fills E4, E3 and E2, then passes.  With resigning on, the
 * engine resigns only when its win rate has stayed low for three of its
 * searches in a row, so it plays two moves first; with it off it plays
 * to the count. */
static const char *const lost_rows[SIZE] = {
  "XX.OOOO",
  "XX.O.OO",
  "...OOOO",
  "OOOO.OO",
  "O.OO.OO",
  "OOOO..O",
  "OOOOOOO",
};

static guint
play_lost (double threshold, guint moves, IshiResult *result)
{
  g_autoptr(GString) sgf = g_string_new (NULL);
  g_autoptr(GString) ab = g_string_new ("AB");
  g_autoptr(GString) aw = g_string_new ("AW");
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiPlayer) engine = engine_player ("pure", 1, 0);
  gint64 give_up = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint engine_moves = 0;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      if (lost_rows[y][x] != '.')
        g_string_append_printf (lost_rows[y][x] == 'X' ? ab : aw, "[%c%c]", 'a' + x, 'a' + y);
  g_string_append_printf (sgf, "(;GM[1]FF[4]SZ[%d]RU[Pure Go]KM[0]%s%sPL[B])", SIZE, ab->str, aw->str);
  game = ishi_test_game_from_text (sgf->str);
  match = ishi_match_new (game);
  ishi_go_engine_player_set_resign (ISHI_GO_ENGINE_PLAYER (engine), threshold, moves);
  ishi_match_set_player (match, ISHI_BLACK, engine);
  ishi_player_your_turn (engine, match);
  while (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING && g_get_monotonic_time () < give_up)
    {
      IshiGame *g = ishi_match_get_game (match);

      if (ishi_game_get_rules (g)->to_move (ishi_game_get_position (g)) == ISHI_WHITE)
        {
          if (engine_moves >= 3 || ishi_match_play (match, 4, 3 + (int) engine_moves) != ISHI_MOVE_OK)
            g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
          engine_moves++;
          continue;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  ishi_player_cancel (engine);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  ishi_match_get_result (match, result);
  return engine_moves;
}

static void
test_resign_stays (void)
{
  IshiResult result;

  g_assert_cmpuint (play_lost (0.1, 3, &result), ==, 2);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_RESIGN);
  g_assert_cmpint (result.winner, ==, ISHI_WHITE);
  /* One search is enough when asked for one. */
  g_assert_cmpuint (play_lost (0.1, 1, &result), ==, 0);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_RESIGN);
  /* Off (the default): the game is played to the count. */
  g_assert_cmpuint (play_lost (0, 3, &result), >, 2);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_COUNT);
  g_assert_cmpint (result.winner, ==, ISHI_WHITE);
}

/* The engine's board of a record with setup stones (a handicap on the
 * root) knows the moves after the setup: the prisoners, the pass, the ko.
 * It used to put the stones as they stood and forget the moves, so under
 * Japanese rules it never knew that the person had passed (nor the
 * prisoners of its count, nor a ko). */
static void
test_board_after_setup (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (
    "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5]AB[aa][ee]PL[W];W[ba];B[cc];W[ab];B[])");
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiGoBoard) board = NULL;

  g_assert_true (ishi_game_go_to_end (game, NULL));
  match = ishi_match_new (game);
  board = ishi_go_engine_board_from_match (match);
  g_assert_cmpint (ishi_go_board_get (board, 0, 0), ==, ISHI_EMPTY);
  g_assert_cmpint (ishi_go_board_get (board, 4, 4), ==, ISHI_BLACK);
  g_assert_cmpint (ishi_go_board_get_captures (board, ISHI_WHITE), ==, 1);
  g_assert_cmpuint (ishi_go_board_get_passes (board), ==, 1);
  g_assert_cmpint (ishi_go_board_get_to_move (board), ==, ISHI_WHITE);
}

/* Pure Go at level 1, an open 7×7 board: the person passes at move 9.
 * The search, with its 16 playouts, likes the pass best (it ends the
 * game as a draw, 4 stones to 4); the engine plays a quiet stone instead
 * while one is left (seed 3 passed before). */
static void
test_pure_no_early_pass (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (
    "(;GM[1]FF[4]SZ[7]RU[Pure Go]KM[0];B[cd];W[ac];B[cc];W[aa];B[ce];W[ed];B[cb];W[cf];B[])");
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiGoBoard) board = NULL;
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup ("pure"), 0, 0);
  IshiGoEngineMove move;

  g_assert_true (ishi_game_go_to_end (game, NULL));
  match = ishi_match_new (game);
  board = ishi_go_engine_board_from_match (match);
  ishi_go_engine_set_level (engine, 1);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      ishi_go_engine_set_seed (engine, seed);
      g_assert_true (ishi_go_engine_think (engine, board, 0, NULL, &move, NULL));
      g_assert_cmpint (move.action, ==, ISHI_GO_ENGINE_PLAY);
      g_assert_cmpint (ishi_go_board_check (board, ISHI_WHITE, move.x, move.y), ==, ISHI_MOVE_OK);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-endgame/board-after-setup", test_board_after_setup);
  g_test_add_func ("/go-endgame/pure-no-early-pass", test_pure_no_early_pass);
  g_test_add_func ("/go-endgame/pure-levels-1-5", test_pure_levels);
  g_test_add_func ("/go-endgame/pure-1000", test_pure_playouts);
  g_test_add_func ("/go-endgame/japanese", test_japanese);
  g_test_add_func ("/go-endgame/chinese", test_chinese);
  g_test_add_func ("/go-endgame/equal-art", test_equal_art);
  g_test_add_func ("/go-endgame/equal-off-board", test_equal_off_board);
  g_test_add_func ("/go-endgame/equal-no-pass", test_equal_no_pass);
  g_test_add_func ("/go-endgame/resign-stays", test_resign_stays);
  return g_test_run ();
}
