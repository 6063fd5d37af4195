/* test-go-policy.c — the Go engine's playout policy, its tactical readers
 * and the tree's priors, on positions with one plain answer; and the
 * tree going on from one search to the next.
 *
 * Each position says where its answer comes from: GNU Go 3.8 in GTP mode
 * (`defend`, `ladder_attack`, `owl_attack`), or the rules worked out by
 * hand.  The policy draws at random; where a step of it is not forced the
 * tests count its answers over a fixed set of seeds, so every run gives
 * the same figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ishi-go-fast.h"
#include "ishi-go-game.h"
#include "ishi-go-policy.h"
#include "ishi-go-search.h"
#include "ishi-go-tactics.h"

#include "go-fast-rows.h"

static IshiGoFast *
fast_from_rows (const char *const *rows, IshiColor to_move)
{
  return fast_from_rows_and (rows, to_move, NULL);
}

/* The inner point of a GTP vertex ("D4") on f. */
static int
vertex (const IshiGoFast *f, const char *v)
{
  int x = v[0] - 'A' - (v[0] > 'I');
  int row = atoi (v + 1);

  return ishi_go_fast_point (f, (f->size - row) * f->size + x);
}

static void
assert_same_colours (const IshiGoFast *f, const guint8 *before)
{
  g_assert_cmpmem (f->color, sizeof f->color, before, sizeof f->color);
}

/* Black D4 with two liberties, D3 and E4 (C4, D5, E3 White); after
 * White's D3 it is in atari, the liberty E4.  GNU Go 3.8: `defend D4`
 * after D3 answers 0 (a ladder running up to the right catches it); with
 * a Black stone at G7 in the ladder's path it answers "1 E4".
 * `ladder_attack D4` before D3 answers "1 E4", with the breaker at G7 too
 * (the ladder then runs down to the left). */
static const char *const ladder_rows[] = {
  ".........",
  ".........",
  ".........",
  ".........",
  "...O.....",
  "..OX.....",
  "....O....",
  ".........",
  ".........",
};

#define ATARI "W D3"
#define ATARI_BREAKER "W D3 B G7"

static void
test_ladder_caught (void)
{
  g_autofree IshiGoFast *f = fast_from_rows_and (ladder_rows, ISHI_BLACK, ATARI);
  g_autofree IshiGoFast *g = fast_from_rows_and (ladder_rows, ISHI_BLACK, ATARI_BREAKER);
  guint8 before[sizeof f->color];

  memcpy (before, f->color, sizeof before);
  g_assert_true (ishi_go_tactics_caught (f, vertex (f, "D4")));
  assert_same_colours (f, before);
  g_assert_false (ishi_go_tactics_caught (g, vertex (g, "D4")));
  /* A string not in atari is not read. */
  g_assert_false (ishi_go_tactics_caught (f, vertex (f, "D5")));
}

static void
test_ladder_atari (void)
{
  g_autofree IshiGoFast *f = fast_from_rows (ladder_rows, ISHI_WHITE);
  g_autofree IshiGoFast *g = fast_from_rows_and (ladder_rows, ISHI_WHITE, "B G7");
  guint8 before[sizeof f->color];

  memcpy (before, f->color, sizeof before);
  g_assert_true (ishi_go_tactics_atari_catches (f, vertex (f, "D4"), vertex (f, "E4")));
  g_assert_true (ishi_go_tactics_atari_catches (f, vertex (f, "D4"), vertex (f, "D3")));
  assert_same_colours (f, before);
  g_assert_true (ishi_go_tactics_atari_catches (g, vertex (g, "D4"), vertex (g, "E4")));
  g_assert_false (ishi_go_tactics_atari_catches (g, vertex (g, "D4"), vertex (g, "D3")));
  /* Not a liberty of the string: no answer. */
  g_assert_false (ishi_go_tactics_atari_catches (f, vertex (f, "D4"), vertex (f, "F6")));

  /* The priors say the same (White to move). */
  g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "E4"))) &
                 ISHI_GO_PRIOR_LADDER);
  g_assert_true (ishi_go_policy_prior_flags (g, 0, 0, ishi_go_fast_move (g, vertex (g, "D3"))) &
                 ISHI_GO_PRIOR_ATARI);
  g_assert_false (ishi_go_policy_prior_flags (g, 0, 0, ishi_go_fast_move (g, vertex (g, "D3"))) &
                  ISHI_GO_PRIOR_LADDER);
}

/* The policy answers White's D3: with the breaker the escape at E4 is its
 * only local move (forced, whatever the seed); without it, extending is
 * no escape, and E4 comes only from the random step, seldom. */
static void
test_policy_escape (void)
{
  int e4_caught = 0;

  for (guint64 seed = 1; seed <= 100; seed++)
    {
      g_autofree IshiGoFast *f = fast_from_rows_and (ladder_rows, ISHI_BLACK, ATARI);
      g_autofree IshiGoFast *g = fast_from_rows_and (ladder_rows, ISHI_BLACK, ATARI_BREAKER);
      guint64 rng = seed, rng2 = seed;

      e4_caught += ishi_go_policy_move (f, vertex (f, "D3"), 0, &rng) == vertex (f, "E4");
      g_assert_cmpint (ishi_go_policy_move (g, vertex (g, "D3"), 0, &rng2), ==, vertex (g, "E4"));
    }
  g_test_message ("E4 played %d times of 100 when the ladder works", e4_caught);
  g_assert_cmpint (e4_caught, <=, 10);

  {
    g_autofree IshiGoFast *f = fast_from_rows_and (ladder_rows, ISHI_BLACK, ATARI);
    g_autofree IshiGoFast *g = fast_from_rows_and (ladder_rows, ISHI_BLACK, ATARI_BREAKER);
    int e4 = ishi_go_fast_move (f, vertex (f, "E4"));

    g_assert_true (ishi_go_policy_prior_flags (f, vertex (f, "D3"), 0, e4) & ISHI_GO_PRIOR_CAUGHT);
    g_assert_true (ishi_go_policy_prior_flags (g, vertex (g, "D3"), 0, e4) & ISHI_GO_PRIOR_ESCAPE);
    /* White to move: E4 takes D4. */
    f->to_move = ISHI_GO_FAST_WHITE;
    g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, e4) & ISHI_GO_PRIOR_CAPTURE);
  }
}

/* White's straight three on the edge, C2 D2 E2, is its only eye space:
 * GNU Go's `owl_attack B3` answers "1 D2", the middle.  After White's C1
 * the policy plays it at once, whatever the seed. */
static const char *const nakade_rows[] = {
  ".........",
  ".........",
  ".........",
  ".........",
  ".........",
  "XXXXXX...",
  "XOOOOOX..",
  "XO...OX..",
  ".OOOOOX..",
};

static void
test_policy_nakade (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autofree IshiGoFast *f = fast_from_rows (nakade_rows, ISHI_BLACK);
      guint64 rng = seed;

      g_assert_cmpint (ishi_go_tactics_nakade (f, ISHI_GO_FAST_BLACK, vertex (f, "C1")), ==,
                       vertex (f, "D2"));
      g_assert_cmpint (ishi_go_policy_move (f, vertex (f, "C1"), 0, &rng), ==, vertex (f, "D2"));
      g_assert_true (ishi_go_policy_prior_flags (f, vertex (f, "C1"), 0,
                                                 ishi_go_fast_move (f, vertex (f, "D2"))) &
                     ISHI_GO_PRIOR_NAKADE);
    }
  {
    /* For White the same space is its eye: no nakade to play. */
    g_autofree IshiGoFast *f = fast_from_rows (nakade_rows, ISHI_WHITE);

    g_assert_cmpint (ishi_go_tactics_nakade (f, ISHI_GO_FAST_WHITE, vertex (f, "B4")), ==, 0);
  }
}

/* Black C3 in atari (C4, B3, D3 White; the liberty C2), with B2 and D2
 * White too: C2 would leave C3 C2 with the one liberty C1 — a self-atari
 * of two stones (worked out by hand from the rule that a string with no
 * liberty is removed).  With no last move to answer, the policy's random
 * step never plays it, and the prior starts it lost.  For White, C2 takes
 * C3: no self-atari, and liberties enough. */
static const char *const self_atari_rows[] = {
  ".....",
  "..O..",
  ".OXO.",
  ".O.O.",
  ".....",
};

static void
test_self_atari (void)
{
  int counts[ISHI_GO_FAST_CELLS] = { 0 };

  for (guint64 seed = 1; seed <= 300; seed++)
    {
      g_autofree IshiGoFast *f = fast_from_rows (self_atari_rows, ISHI_BLACK);
      guint64 rng = seed;

      counts[ishi_go_policy_move (f, 0, 0, &rng)]++;
    }
  {
    g_autofree IshiGoFast *f = fast_from_rows (self_atari_rows, ISHI_BLACK);
    int c2 = vertex (f, "C2");
    int played = 0;

    g_assert_true (ishi_go_tactics_self_atari (f, ISHI_GO_FAST_BLACK, c2, 2));
    g_assert_false (ishi_go_tactics_self_atari (f, ISHI_GO_FAST_BLACK, vertex (f, "B4"), 2));
    g_assert_cmpint (ishi_go_tactics_libs_after (f, ISHI_GO_FAST_BLACK, c2, 3), ==, 1);
    g_assert_cmpint (counts[c2], ==, 0);
    g_assert_cmpint (counts[0], ==, 0);
    for (int i = 0; i < f->n_empty; i++)
      played += counts[f->empty[i]] > 0;
    /* The draw is spread over the other points. */
    g_assert_cmpint (played, >=, 10);
    g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, c2)) &
                   ISHI_GO_PRIOR_SELF_ATARI);
    g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, c2)) &
                   ISHI_GO_PRIOR_CAUGHT);
    f->to_move = ISHI_GO_FAST_WHITE;
    g_assert_false (ishi_go_tactics_self_atari (f, ISHI_GO_FAST_WHITE, c2, 2));
    g_assert_cmpint (ishi_go_tactics_libs_after (f, ISHI_GO_FAST_WHITE, c2, 3), ==, 3);
    g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, c2)) &
                   ISHI_GO_PRIOR_CAPTURE);
  }
}

/* White's nine stones around B2 have no outside liberty left: only B2
 * and A1, which they share with Black's stone at A2.  GNU Go 3.8:
 * `dragon_status A3` dead, `owl_attack A3` "1 B2", `owl_defend A3` 0.
 * Black B2 (or A1) puts its two stones in atari and White's nine too, on
 * the same liberty; White takes and is left one eye.  The policy's random
 * step, which plays no other self-atari of two stones, plays these; White
 * B2, a self-atari of ten, stays out, and a two-stone self-atari next to
 * nothing in atari (test_self_atari) too.  (From the corner of a 19×19
 * game against Pachi that Ishi lost by 18.5 points while its playouts
 * counted this group alive: tests/bench/README.md.) */
static const char *const inside_atari_rows[] = {
  ".......",
  ".......",
  "XXXXX..",
  "OXOXX..",
  "OOOX...",
  "X.OOX..",
  ".OOXX..",
};

static void
test_inside_atari (void)
{
  int counts[ISHI_GO_FAST_CELLS] = { 0 };
  g_autofree IshiGoFast *f = fast_from_rows (inside_atari_rows, ISHI_BLACK);
  int b2 = vertex (f, "B2"), a1 = vertex (f, "A1");

  g_assert_true (ishi_go_tactics_self_atari (f, ISHI_GO_FAST_BLACK, b2, 2));
  g_assert_true (ishi_go_tactics_inside_atari (f, ISHI_GO_FAST_BLACK, b2));
  g_assert_true (ishi_go_tactics_inside_atari (f, ISHI_GO_FAST_BLACK, a1));
  g_assert_false (ishi_go_tactics_inside_atari (f, ISHI_GO_FAST_WHITE, b2));
  g_assert_false (ishi_go_tactics_inside_atari (f, ISHI_GO_FAST_WHITE, a1));
  g_assert_false (ishi_go_tactics_inside_atari (f, ISHI_GO_FAST_BLACK, vertex (f, "E3")));
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      g_autofree IshiGoFast *g = fast_from_rows (inside_atari_rows, ISHI_BLACK);
      guint64 rng = seed;

      counts[ishi_go_policy_move (g, 0, 0, &rng)]++;
    }
  g_assert_cmpint (counts[b2], >, 0);
  g_assert_cmpint (counts[a1], >, 0);
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      g_autofree IshiGoFast *g = fast_from_rows (inside_atari_rows, ISHI_WHITE);
      guint64 rng = seed;
      int p = ishi_go_policy_move (g, 0, 0, &rng);

      g_assert_cmpint (p, !=, b2);
      g_assert_cmpint (p, !=, a1);
    }
  {
    /* In the self-atari position, C2 puts two stones in atari beside no
     * string of White's in atari: not from the inside. */
    g_autofree IshiGoFast *s = fast_from_rows (self_atari_rows, ISHI_BLACK);

    g_assert_false (ishi_go_tactics_inside_atari (s, ISHI_GO_FAST_BLACK, vertex (s, "C2")));
  }
}

/* Black's last move C3 has put itself in atari (B3, D3, C2 White; the
 * liberty C4): the policy takes it at once, whatever the seed. */
static const char *const capture_rows[] = {
  ".....",
  ".....",
  ".OXO.",
  "..O..",
  ".....",
};

static void
test_policy_capture (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autofree IshiGoFast *f = fast_from_rows (capture_rows, ISHI_WHITE);
      guint64 rng = seed;

      g_assert_cmpint (ishi_go_policy_move (f, vertex (f, "C3"), 0, &rng), ==, vertex (f, "C4"));
    }
}

/* The opening on 19×19: the 3-3, 3-4 and 4-4 points of an empty corner
 * start with a bonus, the third line elsewhere with a smaller one, the
 * first line far from the stones lost.  A stone in the corner ends its
 * bonus there, not in the others.  (9×9 and 13×13 have none of it.) */
static void
test_opening_priors (void)
{
  g_autoptr(IshiGoBoard) board = ishi_go_board_new (19, ISHI_KO_SIMPLE, FALSE);
  g_autofree IshiGoFast *f = g_new0 (IshiGoFast, 1);
  g_autofree IshiGoFast *small = g_new0 (IshiGoFast, 1);
  IshiPoint q16 = { 15, 3 };
  int moves[4];
  float wins[4], visits[4];

  ishi_go_fast_set (f, board);
  g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "D4"))) &
                 ISHI_GO_PRIOR_CORNER);
  g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "C3"))) &
                 ISHI_GO_PRIOR_CORNER);
  g_assert_false (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "C10"))) &
                  ISHI_GO_PRIOR_CORNER);
  g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "C10"))) &
                 ISHI_GO_PRIOR_THIRD_LINE);
  g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "A10"))) &
                 ISHI_GO_PRIOR_EDGE);
  moves[0] = ishi_go_fast_move (f, vertex (f, "D4"));
  moves[1] = ishi_go_fast_move (f, vertex (f, "C10"));
  moves[2] = ishi_go_fast_move (f, vertex (f, "K10"));
  moves[3] = ishi_go_fast_move (f, vertex (f, "A10"));
  ishi_go_policy_priors (f, 0, 0, moves, 4, wins, visits);
  for (int i = 0; i + 1 < 4; i++)
    g_assert_cmpfloat (wins[i] / visits[i], >, wins[i + 1] / visits[i + 1]);

  ishi_go_board_setup (board, &q16, 1, ISHI_WHITE);
  ishi_go_fast_set (f, board);
  g_assert_false (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "R16"))) &
                  ISHI_GO_PRIOR_CORNER);
  g_assert_true (ishi_go_policy_prior_flags (f, 0, 0, ishi_go_fast_move (f, vertex (f, "Q4"))) &
                 ISHI_GO_PRIOR_CORNER);

  {
    g_autoptr(IshiGoBoard) b13 = ishi_go_board_new (13, ISHI_KO_SIMPLE, FALSE);

    ishi_go_fast_set (small, b13);
    g_assert_false (ishi_go_policy_prior_flags (small, 0, 0, ishi_go_fast_move (small, vertex (small, "D4"))) &
                    ISHI_GO_PRIOR_CORNER);
  }
}

static int
most_visited (IshiGoTree *tree, guint *visits)
{
  g_autoptr(GArray) stats = ishi_go_tree_root_stats (tree);
  int best = ISHI_GO_MOVE_PASS;

  *visits = 0;
  for (guint i = 0; i < stats->len; i++)
    if (g_array_index (stats, IshiGoRootStat, i).visits > *visits)
      {
        *visits = g_array_index (stats, IshiGoRootStat, i).visits;
        best = g_array_index (stats, IshiGoRootStat, i).move;
      }
  return best;
}

/* The tree goes down one move at a time along its most visited line: the
 * new root is the node it was, its playouts kept, and the search goes on
 * from there.  A move the tree does
 * not hold, or a position other than the one the moves lead to, is
 * refused. */
static void
test_tree_advance (void)
{
  const IshiRuleset *chinese = ishi_ruleset_lookup ("chinese");
  g_autoptr(IshiGoBoard) board = ishi_go_board_new (9, chinese->ko_rule, FALSE);
  IshiGoGame game;
  IshiGoTree *tree;
  gint stop = 0;
  guint visits, again;
  int move;

  ishi_go_game_init (&game, chinese, 9, 7, 0);
  tree = ishi_go_tree_new (&game, board, 11);
  g_assert_cmpuint (ishi_go_tree_run (tree, 2000, 0, &stop), ==, 2000);
  for (int depth = 0; depth < 2; depth++)
    {
      g_autoptr(GArray) before = NULL;

      move = most_visited (tree, &visits);
      g_assert_cmpint (move, >=, 0);
      g_assert_cmpint (ishi_go_board_play (board, ishi_go_board_get_to_move (board), move % 9,
                                           move / 9), ==, ISHI_MOVE_OK);
      g_assert_true (ishi_go_tree_advance (tree, board, &move, 1));
      g_assert_cmpuint (ishi_go_tree_visits (tree), ==, visits);
      before = ishi_go_tree_root_stats (tree);
      g_assert_cmpuint (before->len, >, 0);
      /* 200 playouts more: the root counts them all. */
      g_assert_cmpuint (ishi_go_tree_run (tree, 200, 0, &stop), ==, 200);
      g_assert_cmpuint (ishi_go_tree_visits (tree), ==, visits + 200);
      most_visited (tree, &again);
      g_assert_cmpuint (again, >=, 1);
    }
  /* A point the tree's children do not hold (an occupied one), and a
   * position that does not follow. */
  {
    g_autoptr(IshiGoBoard) other = ishi_go_board_copy (board);
    int occupied = move;

    g_assert_false (ishi_go_tree_advance (tree, board, &occupied, 1));
    int k = 1;

    move = most_visited (tree, &visits);
    /* The first empty point after the move the tree would play. */
    while (ishi_go_board_play (other, ishi_go_board_get_to_move (other), (move + k) % 81 % 9,
                               (move + k) % 81 / 9) != ISHI_MOVE_OK)
      g_assert_cmpint (++k, <, 81);
    g_assert_false (ishi_go_tree_advance (tree, other, &move, 1));
  }
  ishi_go_tree_free (tree);
}

/* Stopping once the most visited move cannot be overtaken: with a move
 * that stands out (Black takes three White stones in atari, worked out
 * by hand), the search stops well before its playouts and chooses what
 * the full search chooses. */
static const char *const big_capture_rows[] = {
  ".........",
  ".........",
  "..XXX....",
  ".XOOO....",
  "..XXX....",
  ".........",
  ".........",
  ".........",
  ".........",
};

static void
test_early_stop (void)
{
  const IshiRuleset *chinese = ishi_ruleset_lookup ("chinese");
  g_autoptr(IshiGoBoard) board = go_board_from_rows_with (big_capture_rows, chinese->ko_rule,
                                                          FALSE, ISHI_BLACK);
  IshiGoGame game;
  IshiGoTree *full, *early;
  gint stop = 0;
  guint done_full, done_early, v_full, v_early;

  ishi_go_game_init (&game, chinese, 9, 7, 0);
  full = ishi_go_tree_new (&game, board, 3);
  early = ishi_go_tree_new (&game, board, 3);
  ishi_go_tree_set_early_stop (early, TRUE);
  done_full = ishi_go_tree_run (full, 4000, 0, &stop);
  done_early = ishi_go_tree_run (early, 4000, 0, &stop);
  g_test_message ("early stop after %u playouts of %u", done_early, done_full);
  g_assert_cmpuint (done_full, ==, 4000);
  g_assert_cmpuint (done_early, <, 3000);
  /* F6 (x 5, y 3): the capture. */
  g_assert_cmpint (most_visited (full, &v_full), ==, 3 * 9 + 5);
  g_assert_cmpint (most_visited (early, &v_early), ==, 3 * 9 + 5);
  ishi_go_tree_free (full);
  ishi_go_tree_free (early);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-policy/ladder-caught", test_ladder_caught);
  g_test_add_func ("/go-policy/ladder-atari", test_ladder_atari);
  g_test_add_func ("/go-policy/escape", test_policy_escape);
  g_test_add_func ("/go-policy/nakade", test_policy_nakade);
  g_test_add_func ("/go-policy/self-atari", test_self_atari);
  g_test_add_func ("/go-policy/inside-atari", test_inside_atari);
  g_test_add_func ("/go-policy/capture", test_policy_capture);
  g_test_add_func ("/go-policy/opening", test_opening_priors);
  g_test_add_func ("/go-policy/tree-advance", test_tree_advance);
  g_test_add_func ("/go-policy/early-stop", test_early_stop);
  return g_test_run ();
}
