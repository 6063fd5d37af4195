/* test-renju-search.c — the deep search of Renju level 6.
 *
 * Its shapes are held against the rules core point by point on many
 * positions (a five, a four, a straight four as renju-rules.ja.txt defines
 * them, asked of ishi_renju_board_makes_five; and every forbidden point
 * must be one the search asks the rules about).  Its answers are held
 * against the rules too: a White four whose only defence is forbidden
 * wins, a three must be stopped, and every forced win by fours the solver
 * finds within three fours the search finds as well.  Budgets are counts
 * of positions, so no answer depends on the machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "ishi-renju-board.h"
#include "ishi-renju-search.h"
#include "ishi-renju-shapes.h"
#include "ishi-renju-solver.h"
#include "ishi-rules.h"
#include "ishi-test-util.h"

#define N ISHI_RENJU_SIZE

static const int dx[4] = { 1, 0, 1, 1 };
static const int dy[4] = { 0, 1, 1, -1 };

static IshiPoint
pt (const char *name)
{
  return ishi_test_renju_point (name);
}

static void
board_from_stones (IshiRenjuBoard *board, const char *stones)
{
  ishi_test_renju_board (board, stones);
}

/* The five-points a stone of `color` at p makes on line d: the empty
 * points q of the line where one more stone gives, on that line and
 * through p, five in a row — for Black exactly five, for White five or
 * more (renju-rules.ja.txt).  Returns how many; their places along the
 * line (in steps from p) in `at`. */
static guint
five_points_through (IshiRenjuBoard *board, IshiColor color, int x, int y, int d, int at[10])
{
  guint n = 0;

  ishi_renju_board_set (board, x, y, color);
  for (int k = -4; k <= 4; k++)
    {
      int qx = x + k * dx[d], qy = y + k * dy[d], lo = k, hi = k;

      if (k == 0 || qx < 0 || qy < 0 || qx >= N || qy >= N
          || ishi_renju_board_get (board, qx, qy) != ISHI_EMPTY)
        continue;
      ishi_renju_board_set (board, qx, qy, color);
      while (x + (lo - 1) * dx[d] >= 0 && x + (lo - 1) * dx[d] < N && y + (lo - 1) * dy[d] >= 0
             && y + (lo - 1) * dy[d] < N
             && ishi_renju_board_get (board, x + (lo - 1) * dx[d], y + (lo - 1) * dy[d]) == color)
        lo--;
      while (x + (hi + 1) * dx[d] >= 0 && x + (hi + 1) * dx[d] < N && y + (hi + 1) * dy[d] >= 0
             && y + (hi + 1) * dy[d] < N
             && ishi_renju_board_get (board, x + (hi + 1) * dx[d], y + (hi + 1) * dy[d]) == color)
        hi++;
      ishi_renju_board_set (board, qx, qy, ISHI_EMPTY);
      if (lo <= 0 && hi >= 0 && (color == ISHI_BLACK ? hi - lo + 1 == 5 : hi - lo + 1 >= 5))
        at[n++] = k;
    }
  ishi_renju_board_set (board, x, y, ISHI_EMPTY);
  return n;
}

static void
test_shapes_as_rules (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  guint checked = 0, forbidden = 0, fours = 0, straight = 0;

  for (guint position = 0; position < 120; position++)
    {
      IshiRenjuBoard board;
      IshiMoveStatus reasons[ISHI_RENJU_N_POINTS];

      ishi_test_renju_random_board (rand, &board, 20 + position % 5 * 15);
      ishi_renju_board_scan (&board, reasons);
      for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
        {
          IshiRenjuSearchPoint points[ISHI_RENJU_N_POINTS];

          ishi_renju_search_judge_board (&board, color, points);
          for (int y = 0; y < N; y++)
            for (int x = 0; x < N; x++)
              {
                const IshiRenjuSearchPoint *p = &points[y * N + x];
                gboolean five, four = FALSE, straight_four = FALSE;

                if (ishi_renju_board_get (&board, x, y) != ISHI_EMPTY)
                  {
                    g_assert_false (p->five || p->four || p->straight_four || p->maybe_forbidden);
                    continue;
                  }
                five = ishi_renju_board_makes_five (&board, color, x, y, NULL);
                if (p->five != five)
                  g_error ("position %u, %s at (%d, %d): the search says five %d, the rules %d",
                           position, color == ISHI_BLACK ? "Black" : "White", x, y, p->five, five);
                checked++;
                if (five)
                  continue;
                for (int d = 0; d < 4; d++)
                  {
                    int at[10];
                    guint n = five_points_through (&board, color, x, y, d, at);

                    four = four || n > 0;
                    straight_four = straight_four || (n == 2 && at[1] - at[0] == 5);
                  }
                if (p->four != four || p->straight_four != straight_four)
                  g_error ("position %u, %s at (%d, %d): the search says four %d straight %d, "
                           "the rules %d %d", position, color == ISHI_BLACK ? "Black" : "White",
                           x, y, p->four, p->straight_four, four, straight_four);
                fours += four;
                straight += straight_four;
                if (color == ISHI_BLACK && reasons[y * N + x] != ISHI_MOVE_OK)
                  {
                    forbidden++;
                    if (!p->maybe_forbidden)
                      g_error ("position %u: (%d, %d) is forbidden (%d) and the search would not ask",
                               position, x, y, reasons[y * N + x]);
                  }
              }
        }
    }
  /* the positions hold every kind of point the test is about */
  g_assert_cmpuint (checked, >, 20000);
  g_assert_cmpuint (forbidden, >, 100);
  g_assert_cmpuint (fours, >, 1000);
  g_assert_cmpuint (straight, >, 100);
}

/* The class of a point (what one stone there makes on its four lines
 * together), as renju-rules.ja.txt names the shapes: the search orders
 * its moves by them. */
static void
test_classes (void)
{
  static const struct {
    const char *stones, *point;
    IshiColor color;
    IshiRenjuClass klass;
  } cases[] = {
    /* e8 f8 g8 h8 blocked at d8 (a four) and h8 h9 h10 open (a three) */
    { "X e8 f8 g8 h9 h10 a1 O d8 o15 o14 o13 n15", "h8", ISHI_BLACK, ISHI_RENJU_CLASS_B4F3 },
    /* two threes through h8: Black may not, White may */
    { "X f10 g9 f8 g8 h3 a15 O h4 h5 h6 o1 o2", "h8", ISHI_BLACK, ISHI_RENJU_CLASS_FOUL },
    { "O f10 g9 f8 g8 a15 X h4 h5 o1 o2", "h8", ISHI_WHITE, ISHI_RENJU_CLASS_F3X2 },
    /* two fours through h8 (each blocked at one end) */
    { "O e8 f8 g8 h11 h10 h9 X d8 h12 a1 a3", "h8", ISHI_WHITE, ISHI_RENJU_CLASS_B4X2 },
    { "X e8 f8 g8 h11 h10 h9 O d8 h12 a1 a3 a5", "h8", ISHI_BLACK, ISHI_RENJU_CLASS_FOUL },
    /* an open three made straight four, and a five */
    { "X f8 g8 h8 a1 O a15 b15 c15", "e8", ISHI_BLACK, ISHI_RENJU_CLASS_F4 },
    { "X f8 g8 h8 i8 O a15 b15 c15 d15", "e8", ISHI_BLACK, ISHI_RENJU_CLASS_FIVE },
    /* Black's six is no five: an overline, most likely forbidden */
    { "X c8 d8 e8 g8 h8 O a15 b15 c15 d15 e15", "f8", ISHI_BLACK, ISHI_RENJU_CLASS_FOUL },
    { "O c8 d8 e8 g8 h8 X a15 b15 c15 d15", "f8", ISHI_WHITE, ISHI_RENJU_CLASS_FIVE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      IshiRenjuBoard board;
      g_autofree IshiRenjuShapes *shapes = g_new (IshiRenjuShapes, 1);
      IshiPoint p = pt (cases[i].point);

      board_from_stones (&board, cases[i].stones);
      ishi_renju_shapes_init (shapes, &board);
      if (shapes->klass[ishi_renju_shapes_cell (p.x, p.y)][cases[i].color - 1] != cases[i].klass)
        g_error ("case %u (%s at %s): class %d, expected %d", i, cases[i].stones, cases[i].point,
                 shapes->klass[ishi_renju_shapes_cell (p.x, p.y)][cases[i].color - 1], cases[i].klass);
    }
}

static IshiRenjuSearchResult
search (const IshiRenjuBoard *board, IshiColor color, guint64 nodes, guint64 seed)
{
  IshiRenjuSearchLimits limits = { nodes, 40, 0, seed };
  IshiRenjuSearchResult r;

  ishi_renju_search (board, color, &limits, &r);
  return r;
}

/* White h4 h5 h6 (h3 Black): h7 makes a four whose only five-point is h8,
 * and h8 is Black's double three (f8 g8 h8, f10 g9 h8) — Black may not
 * stop it (renju-rules.ja.txt), so h7 wins at once. */
static void
test_forbidden_defence (void)
{
  IshiRenjuBoard board;
  IshiRenjuSearchResult r;
  IshiPoint h7 = pt ("h7"), h8 = pt ("h8");

  board_from_stones (&board, "X f10 g9 f8 g8 h3 a15 O h4 h5 h6 o1 o2");
  g_assert_cmpint (ishi_renju_board_forbidden (&board, h8.x, h8.y), ==, ISHI_MOVE_DOUBLE_THREE);
  r = search (&board, ISHI_WHITE, 50000, 1);
  g_assert_cmpint (r.move.x, ==, h7.x);
  g_assert_cmpint (r.move.y, ==, h7.y);
  g_assert_cmpint (r.score, >=, ISHI_RENJU_SEARCH_WIN - 1000);
  /* and after h7, Black to move knows it has lost */
  ishi_renju_board_set (&board, h7.x, h7.y, ISHI_WHITE);
  r = search (&board, ISHI_BLACK, 50000, 1);
  g_assert_cmpint (r.score, <=, -(ISHI_RENJU_SEARCH_WIN - 1000));
}

/* White's open three h8 i8 j8: Black, with no four of its own, must play
 * where White would make a four (f8, g8, k8, l8). */
static void
test_three_stopped (void)
{
  IshiRenjuBoard board;
  const char *stops[] = { "f8", "g8", "k8", "l8" };

  board_from_stones (&board, "X h9 j10 g6 O h8 i8 j8 i6");
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      IshiRenjuSearchResult r = search (&board, ISHI_BLACK, 20000, seed);
      gboolean stopped = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (stops); i++)
        stopped = stopped || (r.move.x == pt (stops[i]).x && r.move.y == pt (stops[i]).y);
      g_assert_true (stopped);
    }
}

/* Positions of random games where the solver finds a VCF of at most three
 * fours for the side to move: the search sees a win there too. */
static void
test_vcf_seen (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (35);
  guint found = 0;

  for (guint position = 0; position < 3000 && found < 25; position++)
    {
      IshiRenjuBoard board;
      IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCF, 5, 20000, 0, FALSE, NULL };
      IshiRenjuSolution solution = { 0 };
      IshiColor color = position % 2 ? ISHI_WHITE : ISHI_BLACK;
      gboolean won;

      ishi_test_renju_random_board (rand, &board, 16 + position % 4 * 6);
      if (ishi_test_renju_has_five_point (&board))
        continue;
      won = ishi_renju_solve (&board, color, &limits, &solution);
      if (won && solution.line->len >= 3)
        {
          IshiRenjuSearchResult r = search (&board, color, 100000, 1);

          found++;
          if (r.score < ISHI_RENJU_SEARCH_WIN - 1000)
            g_error ("position %u: the solver wins by fours in %u moves, the search scores %d",
                     position, solution.line->len, r.score);
          g_assert_true (ishi_renju_may_play (&board, color, r.move.x, r.move.y));
        }
      ishi_renju_solution_clear (&solution);
    }
  g_assert_cmpuint (found, >=, 10);
}

/* The same question twice gives the same answer and count; the count
 * stays within the budget (but for the leaf's VCF that passes it). */
static void
test_deterministic (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint position = 0; position < 6; position++)
    {
      IshiRenjuBoard board;
      IshiRenjuSearchResult a, b;
      IshiColor color = position % 2 ? ISHI_WHITE : ISHI_BLACK;

      ishi_test_renju_random_board (rand, &board, 10 + position * 2);
      if (ishi_test_renju_has_five_point (&board))
        continue;
      a = search (&board, color, 8000, 3);
      b = search (&board, color, 8000, 3);
      g_assert_cmpint (a.move.x, ==, b.move.x);
      g_assert_cmpint (a.move.y, ==, b.move.y);
      g_assert_cmpint (a.score, ==, b.score);
      g_assert_cmpuint (a.nodes, ==, b.nodes);
      g_assert_cmpuint (a.nodes, <=, 8000 + 64);
      g_assert_true (ishi_renju_may_play (&board, color, a.move.x, a.move.y));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/renju-search/shapes-as-rules", test_shapes_as_rules);
  g_test_add_func ("/renju-search/classes", test_classes);
  g_test_add_func ("/renju-search/forbidden-defence", test_forbidden_defence);
  g_test_add_func ("/renju-search/three-stopped", test_three_stopped);
  g_test_add_func ("/renju-search/vcf-seen", test_vcf_seen);
  g_test_add_func ("/renju-search/deterministic", test_deterministic);
  return g_test_run ();
}
