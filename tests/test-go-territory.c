/* test-go-territory.c — Ishi's Go engine at the end of a game under
 * Japanese rules: after the other side's pass it passes where nothing is
 * left to take, and takes a point where one is.
 *
 * Under territory counting a stone in one's own territory is a point less,
 * a stone that dies in the other's area gives them a prisoner, and a dame
 * filled after the other has passed changes nothing
 * (online-go-rules.ja.txt: territory and prisoners are counted).  The
 * engine once played on after the other side's pass, into its own area and
 * into the other's, eleven times in a lost 9×9 game; its search weighs
 * wins, and a lost (or won) game's moves all look alike there
 * (ishi-go-endgame.h).
 *
 * Each position's answer comes from GNU Go 3.8 (`gnugo --mode gtp
 * --japanese-rules`, komi 6.5, the position set up and the other side's
 * pass played): it passes in the settled positions for both colours, and
 * in each one with a point left it plays that point.  The engine plays at
 * every level on 9×9 (its playouts and its slips) and several seeds, at
 * the levels of up to 12,000 playouts a move on 19×19: a fixed number of
 * playouts, so that nothing depends on timing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-go-endgame.h"
#include "ishi-go-engine.h"
#include "ishi-test-util.h"

#include "go-rows.h"

/* Two walls: Black's 36 points against White's 27, White behind by 2.5
 * with komi 6.5.  The engine as White once played into Black's area
 * after Black's pass at every level (C7, C5 …), the lost game's shape;
 * GNU Go passes for both colours. */
static const char *const walls9[] = {
  "....XO...",
  "....XO...",
  "....XO...",
  "....XO...",
  "....XO...",
  "....XO...",
  "....XO...",
  "....XO...",
  "....XO...",
};

/* The end of a 9×9 game between Ishi's level 5 and GNU Go level 5
 * (tests/bench/games/2026-11-27-go-levels-margin/9-L5-gnugo5/game-004.sgf):
 * the six White stones at the lower left are dead (GNU Go's
 * final_status_list), E8, G8, E4 and B5 Black's, A9 and G1 White's. */
static const char *const settled9[] = {
  ".OOXXXXXX",
  "OOOX.X.XO",
  "XOOOXXXOO",
  "XXOOOOOOO",
  "X.XXXOOOO",
  "XXXX.XOOO",
  "OOOXXXOOO",
  ".OXXXOOOO",
  ".OOXOO.OO",
};

/* The same with Black's F4 taken away: F4 is a point for either side
 * (GNU Go plays it for both; its top_moves: 2 points for White, 1 for
 * Black). */
static const char *const open9[] = {
  ".OOXXXXXX",
  "OOOX.X.XO",
  "XOOOXXXOO",
  "XXOOOOOOO",
  "X.XXXOOOO",
  "XXXX..OOO",
  "OOOXXXOOO",
  ".OXXXOOOO",
  ".OOXOO.OO",
};

/* The end of a 19×19 game of GNU Go 3.8 level 1 against itself under
 * Japanese rules (`--seed 5`), both having passed: territories, dame
 * filled, dead stones at T9, E8, S4 and D2 (its final_status_list). */
static const char *const settled19[] = {
  "..XOOO......OXX....",
  "..XXOOO....O.OX....",
  "..XOO..O.....OXX...",
  "..XOXOOO....OOOXX..",
  "..XOXXOOOO...OXX...",
  "..XOOXXOXXO.OOOOX..",
  ".OXOOXOOXXO.OXXX...",
  "XXXXOXXXX.XOOOOX...",
  "OOOXXOX...XXXOOX.X.",
  "..OOOOX..XOOXXOOX..",
  "..OXXX...XXOOOOXXXO",
  "..OXO.X...XXXXXXOX.",
  ".OOOXX..XXOOX.XOOXX",
  "OO.OOOX.XOOXXXOO.OX",
  "XOOOXX..XOOXXOO.OOO",
  "XXOXXOXXXOXXXXXO.XO",
  "..XXXOOOOOOXOOO.OO.",
  "X.XOXOOXXOOO.......",
  "....XXXXOO.........",
};

/* The same with White's L13 taken away: White plays it again after
 * Black's pass (GNU Go's top_moves: 2.2 points). */
static const char *const open19[] = {
  "..XOOO......OXX....",
  "..XXOOO....O.OX....",
  "..XOO..O.....OXX...",
  "..XOXOOO....OOOXX..",
  "..XOXXOOOO...OXX...",
  "..XOOXXOXXO.OOOOX..",
  ".OXOOXOOXX..OXXX...",
  "XXXXOXXXX.XOOOOX...",
  "OOOXXOX...XXXOOX.X.",
  "..OOOOX..XOOXXOOX..",
  "..OXXX...XXOOOOXXXO",
  "..OXO.X...XXXXXXOX.",
  ".OOOXX..XXOOX.XOOXX",
  "OO.OOOX.XOOXXXOO.OX",
  "XOOOXX..XOOXXOO.OOO",
  "XXOXXOXXXOXXXXXO.XO",
  "..XXXOOOOOOXOOO.OO.",
  "X.XOXOOXXOOO.......",
  "....XXXXOO.........",
};

/* `rows` with `passer` having just passed, under Japanese rules. */
static IshiGoBoard *
after_pass (const char *const *rows, IshiColor passer)
{
  IshiGoBoard *board = go_board_from_rows (rows, "japanese", passer);

  g_assert_cmpint (ishi_go_board_play (board, passer, -1, -1), ==, ISHI_MOVE_OK);
  return board;
}

static IshiGoEngineMove
think_on (const IshiGoBoard *board, int level, guint64 seed, guint threads)
{
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup ("japanese"), 6.5, 0);
  g_autoptr(GError) error = NULL;
  IshiGoEngineMove move;

  ishi_go_engine_set_level (engine, level);
  ishi_go_engine_set_seed (engine, seed);
  if (threads > 0)
    ishi_go_engine_set_threads (engine, threads);
  g_assert_true (ishi_go_engine_think (engine, board, 0, NULL, &move, &error));
  g_assert_no_error (error);
  return move;
}

/* The level's own threads. */
static IshiGoEngineMove
think (const IshiGoBoard *board, int level, guint64 seed)
{
  return think_on (board, level, seed, 0);
}

static const char *
describe (IshiGoEngineMove move)
{
  static char text[32];

  if (move.action == ISHI_GO_ENGINE_PASS)
    return "pass";
  g_snprintf (text, sizeof text, "(%d, %d) action %d", move.x, move.y, move.action);
  return text;
}

/* At each level from `first` to `last` and each seed from 1 to `seeds`,
 * the side to move after `passer`'s pass plays `x`, `y`, or passes when
 * `x` is -1. */
static void
assert_answer (const char *const *rows, IshiColor passer, int first, int last, guint seeds, int x, int y)
{
  g_autoptr(IshiGoBoard) board = after_pass (rows, passer);

  for (int level = first; level <= last; level++)
    for (guint64 seed = 1; seed <= seeds; seed++)
      {
        IshiGoEngineMove move = think (board, level, seed);
        gboolean right = x < 0 ? move.action == ISHI_GO_ENGINE_PASS
                               : move.action == ISHI_GO_ENGINE_PLAY && move.x == x && move.y == y;

        if (!right)
          g_error ("level %d, seed %" G_GUINT64_FORMAT ", %s to move: %s, not %s", level, seed,
                   passer == ISHI_BLACK ? "White" : "Black", describe (move), x < 0 ? "a pass" : "the point");
      }
}

/* The pass need not be the last move: Black passed, then White filled a
 * point of its own territory (H5) and Black one of its own (C5) — the
 * engine, with only the last two moves in view, went on into Black's area
 * (B5, C8) at levels 1, 5 and 8.  GNU Go passes for White (and for Black
 * after White's pass). */
static void
test_pass_further_back (void)
{
  g_autoptr(IshiGoBoard) board = after_pass (walls9, ISHI_BLACK);

  g_assert_cmpint (ishi_go_board_play (board, ISHI_WHITE, 7, 4), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_play (board, ISHI_BLACK, 2, 4), ==, ISHI_MOVE_OK);
  for (int level = ISHI_GO_ENGINE_MIN_LEVEL; level <= 8; level++)
    {
      IshiGoEngineMove move = think (board, level, 1);

      if (move.action != ISHI_GO_ENGINE_PASS)
        g_error ("level %d, White to move, Black's pass three moves back: %s, not a pass", level,
                 describe (move));
    }
}

/* Levels 1 to 8 with three seeds; levels 9 and 10, whose playouts take a
 * second or more a move here, with one. */
static void
test_settled_9 (void)
{
  const char *const *const positions[] = { walls9, settled9 };

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    for (IshiColor passer = ISHI_BLACK; passer <= ISHI_WHITE; passer++)
      {
        assert_answer (positions[i], passer, 1, 8, 3, -1, -1);
        assert_answer (positions[i], passer, 9, 10, 1, -1, -1);
      }
}

static void
test_point_left_9 (void)
{
  /* F4: x 5, y 5 (row 4 of 9). */
  for (IshiColor passer = ISHI_BLACK; passer <= ISHI_WHITE; passer++)
    {
      assert_answer (open9, passer, 1, 8, 3, 5, 5);
      assert_answer (open9, passer, 9, 10, 1, 5, 5);
    }
}

/* 19×19: levels 1 to 7 (up to 12,000 playouts a move) with one seed for
 * both colours; levels 8 to 10 (16,000 to 120,000) take seconds a move
 * here and are left to the 9×9 tests and the benchmark
 * (tests/bench/go-japanese.py). */
static void
test_settled_19 (void)
{
  assert_answer (settled19, ISHI_BLACK, 1, 7, 1, -1, -1);
  assert_answer (settled19, ISHI_WHITE, 1, 7, 1, -1, -1);
}

static void
test_point_left_19 (void)
{
  /* L13: x 10, y 6. */
  assert_answer (open19, ISHI_BLACK, 1, 7, 1, 10, 6);
}

/* The first `n_moves` moves of the Japanese-rules game in the SGF file
 * `name` (tests/data/go), played on a board that keeps their history (the
 * passes among them, the prisoners).  Only the moves' nodes are read:
 * the files are Ishi's own saved games, one line a move. */
static IshiGoBoard *
replay (const char *name, int n_moves)
{
  g_autofree char *path = ishi_test_src_path (name);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  IshiGoBoard *board;
  int played = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  const char *empty[19];

  for (int i = 0; i < 19; i++)
    empty[i] = "...................";
  board = go_board_from_rows (empty, "japanese", ISHI_BLACK);
  for (const char *c = text; played < n_moves && (c = strstr (c, ";")) != NULL; c++)
    {
      IshiColor color = c[1] == 'B' ? ISHI_BLACK : c[1] == 'W' ? ISHI_WHITE : ISHI_EMPTY;
      int x = -1, y = -1;

      if (color == ISHI_EMPTY || c[2] != '[')
        continue;
      if (c[3] != ']')
        {
          x = c[3] - 'a';
          y = c[4] - 'a';
        }
      g_assert_cmpint (ishi_go_board_play (board, color, x, y), ==, ISHI_MOVE_OK);
      played++;
    }
  g_assert_cmpint (played, ==, n_moves);
  return board;
}

/* At level 5 and seeds 1 to 3, the engine's move after `n_moves` moves of
 * `name` is a pass or one of the points `xs`, `ys` (n_points of them). */
static void
assert_in_game (const char *name, int n_moves, gboolean pass_ok, const int *xs, const int *ys, int n_points)
{
  g_autoptr(IshiGoBoard) board = replay (name, n_moves);

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      IshiGoEngineMove move = think (board, 5, seed);
      gboolean right = pass_ok && move.action == ISHI_GO_ENGINE_PASS;

      for (int i = 0; i < n_points; i++)
        right |= move.action == ISHI_GO_ENGINE_PLAY && move.x == xs[i] && move.y == ys[i];
      if (!right)
        g_error ("%s after %d moves, level 5, seed %" G_GUINT64_FORMAT ": %s", name, n_moves, seed,
                 describe (move));
    }
}

/* At level 5 and seeds 1 to 3, the engine plays a stone after `n_moves`
 * moves of `name`, not a pass. */
static void
assert_a_stone (const char *name, int n_moves)
{
  g_autoptr(IshiGoBoard) board = replay (name, n_moves);

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      IshiGoEngineMove move = think (board, 5, seed);

      if (move.action != ISHI_GO_ENGINE_PLAY)
        g_error ("%s after %d moves, level 5, seed %" G_GUINT64_FORMAT ": %s, not a stone", name, n_moves,
                 seed, describe (move));
    }
}

/* No one has passed yet, the board is settled but for points worth a
 * tenth of a point, and the engine (White, ahead) played into its own
 * territory at move 290 (T6) and 292 (B17) of this 19×19 game against
 * GNU Go level 5 — a point lost each by GNU Go's final_score; it lost the
 * game by half a point.  GNU Go 3.8 at level 10 (top_moves_white): R13
 * and L16 at 0.11 and 0.10 points after move 289, R13 at 0.11 after 291;
 * nothing else.  So a pass, R13 or L16. */
static void
test_settled_before_pass_19 (void)
{
  const int xs[] = { 16, 10 }, ys[] = { 6, 3 };   /* R13, L16 */

  assert_in_game ("data/go/japanese-19-settled-fills.sgf", 289, TRUE, xs, ys, 2);
  assert_in_game ("data/go/japanese-19-settled-fills.sgf", 291, TRUE, xs, ys, 1);
}

/* Both sides have passed once, at moves 250 and 256 of this 19×19 game,
 * and Black has since played M11 and M13 into White's area: GNU Go 3.8 at
 * level 10 (top_moves_white after move 259) answers N14, 89.6 points,
 * then L10 at 0.6.  The engine's territory count, which called White's
 * group alive and its points territory, played L10 there at every seed,
 * and the group died (lost by 66.5).  So N14. */
static void
test_attacked_after_pass_19 (void)
{
  const int xs[] = { 12 }, ys[] = { 5 };          /* N14 */

  assert_in_game ("data/go/japanese-19-attack-after-pass.sgf", 259, FALSE, xs, ys, 1);
}

/* No one has passed, 192 moves into this 19×19 game against GNU Go level
 * 5, and Ishi (Black) is behind, its groups in a fight: the search spreads
 * its playouts, and the pass's fixed share (an eighth) outnumbered every
 * stone's.  The engine took that for the search's choice and passed at
 * every seed, then lost by 337.5 answering with the count.  GNU Go 3.8 at
 * level 10 (top_moves_black): J9 21.07 points, H11 17.27, H9 13.29 …: a
 * pass gives them away.  So any stone. */
static void
test_pass_outnumbers_19 (void)
{
  assert_a_stone ("data/go/japanese-19-pass-outnumbers.sgf", 192);
}

/* No one has passed, 245 moves into this 19×19 game against GNU Go level
 * 5 (Ishi Black, 81 % by its playouts), but the board is not settled: an
 * engine that passed here as its search found the pass as good as any
 * stone (seeds 1 and 3 here, and in the game, where GNU Go played on and
 * the engine, answering with the count, lost by 220.5).  GNU Go 3.8 at
 * level 10 (top_moves_black): J19 6.95 points, D17 1.50, E6 1.36 …: a pass
 * gives points away.  So any stone. */
static void
test_open_before_pass_19 (void)
{
  assert_a_stone ("data/go/japanese-19-early-pass.sgf", 244);
}

/* No one has passed, 258 moves into this 19×19 game against GNU Go
 * level 5, Ishi (Black) behind by some 20 points with large regions still
 * open, not yet the late game (its stones short of two thirds of the
 * board).  Every stone's playouts won under 0.4, the pass's first visit's
 * value, so the pass got the most playouts (0.395); the engine passed (in
 * the game, where GNU Go played on and the game was lost by 247.5, and at
 * a few seeds here).  GNU Go 3.8 at level 10 (top_moves_black): C5 7.96
 * points, M2 6.16, K12 3.29: a pass gives them away.  So any stone. */
static void
test_lost_open_pass_19 (void)
{
  g_autoptr(IshiGoBoard) board = replay ("data/go/japanese-19-lost-open-pass.sgf", 258);

  assert_a_stone ("data/go/japanese-19-lost-open-pass.sgf", 258);
  /* One thread, as in the game: the engine before passed at seed 7 (and
   * 26; 2 of 40 seeds). */
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      IshiGoEngineMove move = think_on (board, 5, seed, 1);

      if (move.action != ISHI_GO_ENGINE_PLAY)
        g_error ("one thread, seed %" G_GUINT64_FORMAT ": %s, not a stone", seed, describe (move));
    }
}

/* No one has passed, 290 moves into this 19×19 game against GNU Go
 * level 5, and Ishi (Black) is ahead by half a point by GNU Go's count;
 * 98 % of the board is settled in its playouts, short of the pass's 99 %.
 * Its search's pass won 0.87–0.92 of its playouts, its most visited stones 0.52–0.70,
 * yet the engine played its most visited stone, B2, inside its own
 * territory — a point by GNU Go's final_score — and lost by half a
 * point.  GNU Go 3.8 at level 10 (top_moves_black): L1 at 0.18 points,
 * nothing else.  So a pass or L1. */
static void
test_pass_clearly_better_19 (void)
{
  const int xs[] = { 10 }, ys[] = { 18 };         /* L1 */

  assert_in_game ("data/go/japanese-19-half-point.sgf", 290, TRUE, xs, ys, 1);
}

/* 275 moves into this 19×19 game of level 5 (White) against GNU Go
 * level 5, three groups are unsettled and some thirty points lie open
 * between the walls at the bottom.  The engine passed (its search at
 * 93 %, W+14.6), GNU Go passed, and Ishi's count of the board said B+48.5
 * (GNU Go's final_score W+0.5: the two disagree on Black's G6, H7 and
 * H8).  Played on by the engine with GNU Go, the game ends with both
 * counts at B+1.5 or B+2.5.  A pass here hands the game to a count the
 * search does not see (the engine's PASS_COUNT_GAP): a stone. */
static void
test_disputed_pass_19 (void)
{
  assert_a_stone ("data/go/japanese-19-disputed-pass.sgf", 275);
}

/* A game ended by two passes is counted as it stands: a region that
 * borders both colours is dame, whoever would take it if play went on.
 * Black's and White's groups (columns A–C, G–J) are alive by Benson's
 * test, each with two one-point eyes, and the 27 points between them are
 * open; after two passes every playout's margin is 2 − 2 − 6.5.  With
 * no pass played the open points go to whoever takes them in the
 * playout, and the margins spread. */
static void
test_ended_open_is_dame (void)
{
  static const char *const rows[] = {
    "XXX...OOO",
    "X.X...O.O",
    "XXX...OOO",
    "XXX...OOO",
    "XXX...OOO",
    "XXX...OOO",
    "XXX...OOO",
    "X.X...O.O",
    "XXX...OOO",
  };
  IshiGoGame game;
  IshiGoPlayout po;
  guint64 rng = 1;
  int spread = 0;

  ishi_go_game_init (&game, ishi_ruleset_lookup ("japanese"), 9, 6.5, 0);
  ishi_go_playout_init (&po, 9);
  for (int i = 0; i < 200; i++)
    {
      g_autoptr(IshiGoBoard) ended = go_board_from_rows (rows, "japanese", ISHI_BLACK);
      g_autoptr(IshiGoBoard) open = go_board_from_rows (rows, "japanese", ISHI_BLACK);
      double margin;

      g_assert_cmpint (ishi_go_board_play (ended, ISHI_BLACK, -1, -1), ==, ISHI_MOVE_OK);
      g_assert_cmpint (ishi_go_board_play (ended, ISHI_WHITE, -1, -1), ==, ISHI_MOVE_OK);
      po.n_moves = 0;
      g_assert_cmpfloat (ishi_go_game_playout (&game, ended, -1, &po, &rng), ==, -6.5);
      po.n_moves = 0;
      margin = ishi_go_game_playout (&game, open, -1, &po, &rng);
      spread += margin != -6.5;
    }
  g_assert_cmpint (spread, >, 150);
  ishi_go_playout_clear (&po);
}

/* What the count calls open, where a first pass is not played before
 * the late game: a region that is not only dame.  The settled ends of a
 * 9×9 and a 19×19 game are not open; with a point left to take (F4, L13)
 * they are; and so is the 19×19 game above after 258 moves. */
static void
test_open_by_count (void)
{
  const char *const *const settled[] = { walls9, settled9, settled19 };
  const char *const *const open[] = { open9, open19 };

  for (guint i = 0; i < G_N_ELEMENTS (settled); i++)
    {
      g_autoptr(IshiGoBoard) board = go_board_from_rows (settled[i], "japanese", ISHI_BLACK);

      g_assert_false (ishi_go_endgame_open (board, 6.5, 0));
    }
  for (guint i = 0; i < G_N_ELEMENTS (open); i++)
    {
      g_autoptr(IshiGoBoard) board = go_board_from_rows (open[i], "japanese", ISHI_BLACK);

      g_assert_true (ishi_go_endgame_open (board, 6.5, 0));
    }
  {
    g_autoptr(IshiGoBoard) board = replay ("data/go/japanese-19-lost-open-pass.sgf", 258);

    g_assert_true (ishi_go_endgame_open (board, 6.5, 0));
  }
}

/* Late in a game under territory counting the engine counts its
 * playouts' owners (the pass's settled board) and still goes on from its
 * last tree when the position follows from it by its move and a reply,
 * as it does earlier in the game. */
static void
test_late_keeps_tree (void)
{
  g_autoptr(IshiGoBoard) board = replay ("data/go/japanese-19-settled-fills.sgf", 270);
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup ("japanese"), 6.5, 0);
  g_autoptr(IshiGoEngine) other = ishi_go_engine_new (ishi_ruleset_lookup ("japanese"), 6.5, 0);
  IshiGoEngineMove move, reply;
  guint kept = 0;

  ishi_go_engine_set_playouts (engine, 3000);
  ishi_go_engine_set_threads (engine, 1);
  ishi_go_engine_set_playouts (other, 3000);
  ishi_go_engine_set_threads (other, 1);
  g_assert_true (ishi_go_engine_think (engine, board, 0, NULL, &move, NULL));
  /* Four moves and replies: a reply the first tree never read keeps
   * nothing, so one of them may. */
  for (int i = 0; i < 4 && move.action == ISHI_GO_ENGINE_PLAY; i++)
    {
      g_assert_cmpint (ishi_go_board_play (board, ishi_go_board_get_to_move (board), move.x, move.y), ==, ISHI_MOVE_OK);
      g_assert_true (ishi_go_engine_think (other, board, 0, NULL, &reply, NULL));
      if (reply.action != ISHI_GO_ENGINE_PLAY)
        break;
      g_assert_cmpint (ishi_go_board_play (board, ishi_go_board_get_to_move (board), reply.x, reply.y), ==, ISHI_MOVE_OK);
      g_assert_true (ishi_go_engine_think (engine, board, 0, NULL, &move, NULL));
      kept += move.reused;
    }
  g_test_message ("kept %u playouts of the earlier searches", kept);
  g_assert_cmpuint (kept, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-territory/settled-9x9", test_settled_9);
  g_test_add_func ("/go-territory/point-left-9x9", test_point_left_9);
  g_test_add_func ("/go-territory/pass-further-back", test_pass_further_back);
  g_test_add_func ("/go-territory/settled-19x19", test_settled_19);
  g_test_add_func ("/go-territory/point-left-19x19", test_point_left_19);
  g_test_add_func ("/go-territory/settled-before-pass-19x19", test_settled_before_pass_19);
  g_test_add_func ("/go-territory/attacked-after-pass-19x19", test_attacked_after_pass_19);
  g_test_add_func ("/go-territory/open-before-pass-19x19", test_open_before_pass_19);
  g_test_add_func ("/go-territory/pass-outnumbers-19x19", test_pass_outnumbers_19);
  g_test_add_func ("/go-territory/pass-clearly-better-19x19", test_pass_clearly_better_19);
  g_test_add_func ("/go-territory/lost-open-pass-19x19", test_lost_open_pass_19);
  g_test_add_func ("/go-territory/disputed-pass-19x19", test_disputed_pass_19);
  g_test_add_func ("/go-territory/ended-open-is-dame", test_ended_open_is_dame);
  g_test_add_func ("/go-territory/open-by-count", test_open_by_count);
  g_test_add_func ("/go-territory/late-keeps-tree", test_late_keeps_tree);
  return g_test_run ();
}
