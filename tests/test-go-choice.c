/* test-go-choice.c — the moves Ishi's Go engine refuses at every level and
 * the weaker choices of its lower levels (issue 57): never one of the last
 * two eyes of its own group, never a large string put in atari for
 * nothing, never the first line (or the second, far from every stone) in
 * the opening; a slip only ever to a sane move the search ranked a little
 * lower; and the levels' whole moves, over many seeds, within those rules.
 *
 * Every answer comes from the rules of Go worked out by hand: a group with
 * two one-point eyes lives and one with one dies (pure-go-howto.ja.txt:
 * even under Pure Go, where each stone counts, a group needs two eyes);
 * a string with one liberty is taken at the next move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ishi-go-choice.h"
#include "ishi-go-engine.h"
#include "ishi-go-fast.h"
#include "ishi-go-game.h"
#include "ishi-ruleset.h"

#include "go-rows.h"

static IshiGoFast *
fast_of (const IshiGoBoard *board)
{
  IshiGoFast *f = g_new0 (IshiGoFast, 1);

  ishi_go_fast_set (f, board);
  return f;
}

/* The engine's move for a GTP vertex ("D4") on a board of `size`. */
static int
vertex (int size, const char *v)
{
  int x = v[0] - 'A' - (v[0] > 'I');

  return (size - atoi (v + 1)) * size + x;
}

static IshiGoVeto
veto_at (const char *const *rows, IshiColor to_move, const char *v)
{
  g_autoptr(IshiGoBoard) board = go_board_from_rows (rows, "chinese", to_move);
  g_autofree IshiGoFast *f = fast_of (board);

  return ishi_go_choice_veto (f, vertex ((int) strlen (rows[0]), v));
}

/* 7×7, both groups settled (test-go-engine's end position).  White's
 * group has exactly two one-point eyes, E6 and F3: filling either leaves
 * one, and the group dies.  Black's has one one-point eye, A6, and a
 * two-point space B3-B2: A6 is its last one-point eye (filled, the group
 * keeps only the space, which White kills by playing in it); a stone in
 * the space leaves two one-point eyes. */
static const char *const two_eyes_rows[] = {
  "XXXOOOO",
  ".XXO.OO",
  "XXXOOOO",
  "XXXOOOO",
  "X.XOO.O",
  "X.XOOOO",
  "XXXOOOO",
};

/* 7×7, Pure Go: both groups live with four one-point eyes each, Black's
 * A7, D7, B6 and C4, White's G4, E3, G2 and C1 (test-go-engine): a third
 * and a fourth eye may be filled for a stone each. */
static const char *const four_eyes_rows[] = {
  ".XX.XXX",
  "X.XXXOO",
  "XXXXXOO",
  "XX.XOO.",
  "XXXO.OO",
  "XOOOOO.",
  "OO.OOOO",
};

static void
test_last_eyes (void)
{
  g_assert_cmpint (veto_at (two_eyes_rows, ISHI_WHITE, "E6"), ==, ISHI_GO_VETO_LAST_EYES);
  g_assert_cmpint (veto_at (two_eyes_rows, ISHI_WHITE, "F3"), ==, ISHI_GO_VETO_LAST_EYES);
  g_assert_cmpint (veto_at (two_eyes_rows, ISHI_BLACK, "A6"), ==, ISHI_GO_VETO_LAST_EYES);
  g_assert_cmpint (veto_at (two_eyes_rows, ISHI_BLACK, "B3"), ==, ISHI_GO_VETO_NONE);
  g_assert_cmpint (veto_at (two_eyes_rows, ISHI_BLACK, "B2"), ==, ISHI_GO_VETO_NONE);

  for (guint i = 0; i < 4; i++)
    {
      const char *black[] = { "A7", "D7", "B6", "C4" };
      const char *white[] = { "G4", "E3", "G2", "C1" };

      g_assert_cmpint (veto_at (four_eyes_rows, ISHI_BLACK, black[i]), ==, ISHI_GO_VETO_NONE);
      g_assert_cmpint (veto_at (four_eyes_rows, ISHI_WHITE, white[i]), ==, ISHI_GO_VETO_NONE);
    }
}

/* 9×9: Black's D5-E5 has two liberties, D6 and E6.  Black D6 makes a
 * string of three with one liberty, E6 (C6 and D7 are White's), and
 * takes nothing (White's C6-C5 and D7 have liberties enough): White
 * captures three stones next.  Black E6 leaves two liberties (D6, E7).
 * White's stones at D6 or E6 join strings with liberties enough. */
static const char *const atari_rows[] = {
  ".........",
  ".........",
  "...O..O..",
  "..O..OXO.",
  "..OXXO...",
  "...OO....",
  ".........",
  ".........",
  ".........",
};

static void
test_self_atari (void)
{
  g_assert_cmpint (veto_at (atari_rows, ISHI_BLACK, "D6"), ==, ISHI_GO_VETO_SELF_ATARI);
  g_assert_cmpint (veto_at (atari_rows, ISHI_BLACK, "E6"), ==, ISHI_GO_VETO_NONE);
  g_assert_cmpint (veto_at (atari_rows, ISHI_WHITE, "D6"), ==, ISHI_GO_VETO_NONE);
  g_assert_cmpint (veto_at (atari_rows, ISHI_WHITE, "E6"), ==, ISHI_GO_VETO_NONE);
}

/* 9×9, the opening: seven stones on the board.  Black's E5, B3, C3 and
 * C2, White's G7 and B2 (an early 2-2 point, with two liberties, A2 and
 * B1).  The first line is refused everywhere but where it fights: Black
 * A2 or B1 puts B2 in atari with two liberties of its own.  The second
 * line is refused where no stone is within two points either way (H2,
 * B8, F2, B7), kept near the stones (F8 by G7, D2 by C2); the third line
 * is never refused. */
static const char *const opening_rows[] = {
  ".........",
  ".........",
  "......O..",
  ".........",
  "....X....",
  ".........",
  ".XX......",
  ".OX......",
  ".........",
};

static void
test_opening_edge (void)
{
  const char *refused[] = { "E9", "A5", "A3", "J1", "E1", "H2", "B8", "F2", "B7" };
  const char *kept[] = { "A2", "B1", "F8", "D2", "C7", "G3", "E7" };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_test_message ("%s", refused[i]);
      g_assert_cmpint (veto_at (opening_rows, ISHI_BLACK, refused[i]), ==, ISHI_GO_VETO_OPENING_EDGE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_test_message ("%s", kept[i]);
      g_assert_cmpint (veto_at (opening_rows, ISHI_BLACK, kept[i]), ==, ISHI_GO_VETO_NONE);
    }
}

/* On 7×7 every line is near the middle: no opening rule; and past the
 * opening of 9×9 (13 stones or more) the edges are played. */
static const char *const middle_rows[] = {
  ".........",
  "..XO.O...",
  "..XOX.O..",
  "..XXOO...",
  "...XO....",
  "..XO.O...",
  "..X.O....",
  ".........",
  ".........",
};

static void
test_no_opening (void)
{
  const char *const small[] = { ".......", ".......", ".......", "...X...", ".......", ".......", "......." };

  g_assert_cmpint (veto_at (small, ISHI_WHITE, "B2"), ==, ISHI_GO_VETO_NONE);
  g_assert_cmpint (veto_at (small, ISHI_WHITE, "D1"), ==, ISHI_GO_VETO_NONE);
  g_assert_cmpint (veto_at (middle_rows, ISHI_BLACK, "A5"), ==, ISHI_GO_VETO_NONE);
  g_assert_cmpint (veto_at (middle_rows, ISHI_BLACK, "H2"), ==, ISHI_GO_VETO_NONE);
}

/* The choice from statistics made by hand on the opening position. */
static GArray *
stats_of (int size, const char *const *moves, const guint *visits, const double *rates, guint n)
{
  GArray *stats = g_array_new (FALSE, FALSE, sizeof (IshiGoRootStat));

  for (guint i = 0; i < n; i++)
    {
      IshiGoRootStat s = { g_str_equal (moves[i], "pass") ? ISHI_GO_MOVE_PASS : vertex (size, moves[i]),
                           visits[i], rates[i] * visits[i] };

      g_array_append_val (stats, s);
    }
  return stats;
}

static void
test_choose (void)
{
  g_autoptr(IshiGoBoard) board = go_board_from_rows (opening_rows, "chinese", ISHI_BLACK);
  g_autofree IshiGoFast *f = fast_of (board);
  /* E9 the most visited, but refused; then D4, F4, C6 (a slip's
   * candidates), then G4 too far below, B7 refused, and the pass. */
  const char *moves[] = { "E9", "D4", "F4", "C6", "G4", "B7", "pass" };
  const guint visits[] = { 500, 300, 200, 100, 90, 80, 10 };
  const double rates[] = { 0.6, 0.55, 0.5, 0.45, 0.2, 0.6, 0.1 };
  g_autoptr(GArray) stats = stats_of (9, moves, visits, rates, G_N_ELEMENTS (moves));
  IshiGoWeakness none = { 0 }, always = { 1.0, 3, 0.15 }, narrow = { 1.0, 1, 0.15 };
  guint seen[G_N_ELEMENTS (moves)] = { 0 };

  /* No weakness: the most visited move that is not refused. */
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      guint64 rng = seed;

      g_assert_cmpint (ishi_go_choice_choose (stats, f, &none, FALSE, &rng)->move, ==, vertex (9, "D4"));
      rng = seed;
      g_assert_cmpint (ishi_go_choice_choose (stats, f, NULL, FALSE, &rng)->move, ==, vertex (9, "D4"));
    }
  /* Always slipping: to F4 or C6, in proportion to their visits (2:1),
   * never to G4 (0.35 below D4), B7 or E9 (refused) or the pass. */
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      guint64 rng = seed;
      const IshiGoRootStat *s = ishi_go_choice_choose (stats, f, &always, FALSE, &rng);

      seen[s - &g_array_index (stats, IshiGoRootStat, 0)]++;
    }
  g_assert_cmpuint (seen[0] + seen[1] + seen[4] + seen[5] + seen[6], ==, 0);
  g_assert_cmpuint (seen[2] + seen[3], ==, 300);
  g_assert_cmpuint (seen[2], >, seen[3]);
  g_assert_cmpuint (seen[3], >, 50);
  /* One wide: always the next one, F4. */
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      guint64 rng = seed;

      g_assert_cmpint (ishi_go_choice_choose (stats, f, &narrow, FALSE, &rng)->move, ==, vertex (9, "F4"));
    }
}

/* Every move refused but the pass: the pass, even unvisited. */
static void
test_choose_pass (void)
{
  g_autoptr(IshiGoBoard) board = go_board_from_rows (two_eyes_rows, "pure", ISHI_WHITE);
  g_autofree IshiGoFast *f = fast_of (board);
  const char *moves[] = { "E6", "F3", "pass" };
  const guint visits[] = { 40, 30, 0 };
  const double rates[] = { 0.5, 0.5, 0 };
  g_autoptr(GArray) stats = stats_of (7, moves, visits, rates, G_N_ELEMENTS (moves));
  IshiGoWeakness always = { 1.0, 5, 1.0 };
  guint64 rng = 3;

  g_assert_cmpint (ishi_go_choice_choose (stats, f, &always, FALSE, &rng)->move, ==, ISHI_GO_MOVE_PASS);
}

/* Under territory counting the pass is taken when it is as good as the
 * best move by the share of wins and by the margin: a game won (or lost)
 * whatever is played, the pass 10 points worse, is played on; the pass
 * as good by both is taken. */
static void
test_choose_pass_margin (void)
{
  g_autoptr(IshiGoBoard) board = go_board_from_rows (opening_rows, "japanese", ISHI_WHITE);
  g_autofree IshiGoFast *f = fast_of (board);
  const char *moves[] = { "D4", "pass" };
  const guint visits[] = { 800, 200 };
  const double rates[] = { 0.99, 0.99 };
  g_autoptr(GArray) stats = stats_of (9, moves, visits, rates, G_N_ELEMENTS (moves));
  IshiGoRootStat *d4 = &g_array_index (stats, IshiGoRootStat, 0);
  IshiGoRootStat *pass = &g_array_index (stats, IshiGoRootStat, 1);
  guint64 rng = 5;

  /* Black's margin: White (to move) leads by 25 after D4, by 15 after
   * the pass. */
  d4->score = -25.0 * d4->visits;
  pass->score = -15.0 * pass->visits;
  g_assert_cmpint (ishi_go_choice_choose (stats, f, NULL, TRUE, &rng)->move, ==, vertex (9, "D4"));
  /* The same for Black to move, the margins turned round. */
  {
    g_autoptr(IshiGoBoard) black = go_board_from_rows (opening_rows, "japanese", ISHI_BLACK);
    g_autofree IshiGoFast *fb = fast_of (black);

    d4->score = 25.0 * d4->visits;
    pass->score = 15.0 * pass->visits;
    g_assert_cmpint (ishi_go_choice_choose (stats, fb, NULL, TRUE, &rng)->move, ==, vertex (9, "D4"));
  }
  /* Within a point: the pass. */
  d4->score = -25.0 * d4->visits;
  pass->score = -24.5 * pass->visits;
  g_assert_cmpint (ishi_go_choice_choose (stats, f, NULL, TRUE, &rng)->move, ==, ISHI_GO_MOVE_PASS);
  /* Not under area counting, where the pass is no cheaper. */
  g_assert_cmpint (ishi_go_choice_choose (stats, f, NULL, FALSE, &rng)->move, ==, vertex (9, "D4"));
}

/* A level's move in a position, seed by seed. */
static IshiGoEngineMove
level_move (const char *row, double komi, const IshiGoBoard *board, int level, guint64 seed)
{
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup (row), komi, 0);
  IshiGoEngineMove move;
  g_autoptr(GError) error = NULL;

  ishi_go_engine_set_level (engine, level);
  ishi_go_engine_set_threads (engine, 1);
  ishi_go_engine_set_seed (engine, seed);
  g_assert_true (ishi_go_engine_think (engine, board, 0, NULL, &move, &error));
  g_assert_no_error (error);
  return move;
}

/* Pure Go, White to move in the two-eyes position after Black passed,
 * with Black given 10 points: White has 26 stones to Black's 18 + 10 and
 * has lost whatever it does, so every move looks as bad as any other to
 * the search; its only points of its own are its two eyes, which it must
 * still not fill (filled, its 26 stones die).  No level, for any of 12
 * seeds, fills one. */
static void
test_levels_keep_eyes (void)
{
  for (int level = ISHI_GO_ENGINE_MIN_LEVEL; level <= 3; level++)
    for (guint64 seed = 1; seed <= 12; seed++)
      {
        g_autoptr(IshiGoBoard) board = go_board_from_rows (two_eyes_rows, "pure", ISHI_BLACK);
        IshiGoEngineMove move;

        g_assert_cmpint (ishi_go_board_play (board, ISHI_BLACK, -1, -1), ==, ISHI_MOVE_OK);
        move = level_move ("pure", -10, board, level, seed);
        g_assert_false (move.action == ISHI_GO_ENGINE_PLAY && move.x == 4 && move.y == 1);
        g_assert_false (move.action == ISHI_GO_ENGINE_PLAY && move.x == 5 && move.y == 4);
      }
}

/* The first ten moves of level 1 against itself on the empty 9×9 board,
 * Chinese rules, for 6 seeds: none on the first line, none on the second
 * with no stone within two points; and the same seed plays the same game. */
static void
test_level_one_opening (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(IshiGoBoard) board = go_board_from_rows ((const char *const[]) {
          ".........", ".........", ".........", ".........", ".........",
          ".........", ".........", ".........", "........." }, "chinese", ISHI_BLACK);
      g_autoptr(IshiGoBoard) again = ishi_go_board_copy (board);

      for (int m = 0; m < 10; m++)
        {
          IshiColor c = ishi_go_board_get_to_move (board);
          IshiGoEngineMove move = level_move ("chinese", 7, board, 1, seed);
          IshiGoEngineMove same = level_move ("chinese", 7, again, 1, seed);
          int line;

          g_assert_cmpint (move.action, ==, ISHI_GO_ENGINE_PLAY);
          g_assert_cmpint (same.x, ==, move.x);
          g_assert_cmpint (same.y, ==, move.y);
          line = MIN (MIN (move.x, move.y), MIN (8 - move.x, 8 - move.y)) + 1;
          g_assert_cmpint (line, >=, 2);
          if (line == 2)
            {
              gboolean near = FALSE;

              for (int y = MAX (0, move.y - 2); y <= MIN (8, move.y + 2); y++)
                for (int x = MAX (0, move.x - 2); x <= MIN (8, move.x + 2); x++)
                  near |= ishi_go_board_get (board, x, y) != ISHI_EMPTY;
              g_assert_true (near);
            }
          g_assert_cmpint (ishi_go_board_play (board, c, move.x, move.y), ==, ISHI_MOVE_OK);
          g_assert_cmpint (ishi_go_board_play (again, c, move.x, move.y), ==, ISHI_MOVE_OK);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-choice/pass-margin", test_choose_pass_margin);
  g_test_add_func ("/go-choice/last-eyes", test_last_eyes);
  g_test_add_func ("/go-choice/self-atari", test_self_atari);
  g_test_add_func ("/go-choice/opening-edge", test_opening_edge);
  g_test_add_func ("/go-choice/no-opening", test_no_opening);
  g_test_add_func ("/go-choice/choose", test_choose);
  g_test_add_func ("/go-choice/choose-pass", test_choose_pass);
  g_test_add_func ("/go-choice/levels-keep-eyes", test_levels_keep_eyes);
  g_test_add_func ("/go-choice/level-one-opening", test_level_one_opening);
  return g_test_run ();
}
