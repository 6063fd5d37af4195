/* test-renju-solver.c — the VCF/VCT solver of core/engines/renju/.
 *
 * Where the answers come from: positions built here from the definitions
 * of renju-rules.ja.txt (a four, a five, Black's forbidden points), each
 * with the reasoning that gives its answer; and positions from random
 * games, where every win the solver claims is replayed by an independent
 * checker that uses only the rules core (ishi-renju-board.h): each move is
 * legal, each attacker move makes a four, each defender reply is the one
 * point that stops it, and the last move leaves the defender no defence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

#include <glib.h>

#include "ishi-renju-board.h"
#include "ishi-renju-solver.h"
#include "ishi-renju-solve-task.h"
#include "ishi-rules.h"
#include "ishi-test-util.h"
#include "renju-vct-reference.h"

#define N ISHI_RENJU_SIZE

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

/* All the five-points of `color`, by asking the rules core about every
 * empty point (not the solver's own shortcut). */
static guint
count_fives (const IshiRenjuBoard *board, IshiColor color, IshiPoint *first)
{
  guint n = 0;

  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      if (ishi_renju_board_get (board, x, y) == ISHI_EMPTY
          && ishi_renju_board_makes_five (board, color, x, y, NULL))
        {
          if (n == 0 && first != NULL)
            *first = (IshiPoint) { x, y };
          n++;
        }
  return n;
}

static gboolean
legal (const IshiRenjuBoard *board, IshiColor color, IshiPoint p)
{
  if (ishi_renju_board_get (board, p.x, p.y) != ISHI_EMPTY)
    return FALSE;
  return color == ISHI_WHITE || ishi_renju_board_forbidden (board, p.x, p.y) == ISHI_MOVE_OK;
}

/* Replays a VCF line found by the solver and checks every claim. */
static void
assert_vcf_line (const IshiRenjuBoard *start, IshiColor attacker, const IshiRenjuSolution *s)
{
  IshiRenjuBoard board = *start;
  IshiColor defender = ishi_color_other (attacker);
  GArray *line = s->line;

  g_assert_cmpuint (line->len % 2, ==, 1);
  for (guint i = 0; i < line->len; i += 2)
    {
      IshiPoint p = g_array_index (line, IshiPoint, i), five = { -1, -1 };
      guint nf;

      g_assert_true (legal (&board, attacker, p));
      if (s->win == ISHI_RENJU_WIN_FIVE_NOW)
        {
          g_assert_cmpuint (line->len, ==, 1);
          g_assert_true (ishi_renju_board_makes_five (&board, attacker, p.x, p.y, NULL));
          return;
        }
      /* before the attacker's move, a defender four must be what it stops */
      if (count_fives (&board, defender, &five) > 0)
        {
          g_assert_cmpuint (count_fives (&board, defender, NULL), ==, 1);
          g_assert_cmpint (five.x, ==, p.x);
          g_assert_cmpint (five.y, ==, p.y);
        }
      ishi_renju_board_set (&board, p.x, p.y, attacker);
      nf = count_fives (&board, attacker, &five);
      g_assert_cmpuint (nf, >=, 1);
      if (i + 1 == line->len)
        {
          if (s->win == ISHI_RENJU_WIN_TWO_FIVES)
            g_assert_cmpuint (nf, >=, 2);
          else
            {
              g_assert_cmpint (s->win, ==, ISHI_RENJU_WIN_FORBIDDEN_BLOCK);
              g_assert_cmpint (defender, ==, ISHI_BLACK);
              g_assert_cmpuint (nf, ==, 1);
              g_assert_false (legal (&board, ISHI_BLACK, five));
              g_assert_cmpint (five.x, ==, s->forbidden_point.x);
              g_assert_cmpint (five.y, ==, s->forbidden_point.y);
            }
          g_assert_cmpuint (count_fives (&board, defender, NULL), ==, 0);
          return;
        }
      g_assert_cmpuint (nf, ==, 1);
      p = g_array_index (line, IshiPoint, i + 1);
      g_assert_cmpint (five.x, ==, p.x);
      g_assert_cmpint (five.y, ==, p.y);
      g_assert_true (legal (&board, defender, p));
      ishi_renju_board_set (&board, p.x, p.y, defender);
    }
  g_assert_not_reached ();
}

static gboolean
solve (const char *stones, IshiColor attacker, IshiRenjuSolveKind kind, guint max_moves,
       IshiRenjuSolution *s)
{
  IshiRenjuBoard board;
  IshiRenjuSolveLimits limits = { kind, max_moves, 2000000, 0 };
  gboolean found;

  board_from_stones (&board, stones);
  found = ishi_renju_solve (&board, attacker, &limits, s);
  g_assert_false (s->limit_reached);
  if (found && s->found_by == ISHI_RENJU_SOLVE_VCF)
    assert_vcf_line (&board, attacker, s);
  return found;
}

static void
assert_first (const IshiRenjuSolution *s, const char *point)
{
  IshiPoint p = pt (point), first;

  g_assert_cmpuint (s->line->len, >=, 1);
  first = g_array_index (s->line, IshiPoint, 0);
  g_assert_cmpint (first.x, ==, p.x);
  g_assert_cmpint (first.y, ==, p.y);
}

/* A four whose only defence is a Black double three: h8 makes the threes
 * f8-g8-h8 and f10-g9-h8, both open, so Black may not play it and White's
 * four h5 h6 h7 h9 wins at once (renju-rules.ja.txt: a forbidden point may
 * not be played even to stop a five). */
static void
test_forbidden_defence (void)
{
  IshiRenjuSolution s = { 0 };
  const char *stones = "X f10 g9 f8 g8 h4 O h7 h6 h5";

  g_assert_true (solve (stones, ISHI_WHITE, ISHI_RENJU_SOLVE_VCF, 0, &s));
  g_assert_cmpint (s.win, ==, ISHI_RENJU_WIN_FORBIDDEN_BLOCK);
  g_assert_cmpuint (s.line->len, ==, 1);
  assert_first (&s, "h9");
  ishi_renju_solution_clear (&s);

  /* The same shape with the diagonal three blocked at e11: h8 is a plain
   * three for Black, who blocks; White has no other four, so no VCF. */
  g_assert_false (solve ("X f10 g9 f8 g8 h4 O h7 h6 h5 e11 i7", ISHI_WHITE,
                         ISHI_RENJU_SOLVE_VCF, 0, &s));
  ishi_renju_solution_clear (&s);
}

/* A double four is White's win and Black's foul: e8 f8 g8 and h9 h10 h11
 * (blocked at d8 and h12) meet at h8, which makes two fours. */
static void
test_double_four (void)
{
  IshiRenjuSolution s = { 0 };

  g_assert_true (solve ("O e8 f8 g8 h9 h10 h11 X d8 h12 a1", ISHI_WHITE,
                        ISHI_RENJU_SOLVE_VCF, 1, &s));
  assert_first (&s, "h8");
  g_assert_cmpint (s.win, ==, ISHI_RENJU_WIN_TWO_FIVES);
  ishi_renju_solution_clear (&s);

  /* For Black h8 is forbidden (double four), and no single four wins in
   * one move. */
  g_assert_false (solve ("X e8 f8 g8 h9 h10 h11 O d8 h12 a1", ISHI_BLACK,
                         ISHI_RENJU_SOLVE_VCF, 1, &s));
  ishi_renju_solution_clear (&s);
  /* Given three moves Black wins otherwise: i8 makes a four (h8 is its
   * five-point, and White must take it), and the search must not count
   * on h8 for Black at any point.  Whatever line it finds is replayed. */
  if (solve ("X e8 f8 g8 h9 h10 h11 O d8 h12 a1", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 7, &s))
    for (guint i = 0; i < s.line->len; i += 2)
      {
        IshiPoint p = g_array_index (s.line, IshiPoint, i);
        g_assert_false (p.x == pt ("h8").x && p.y == pt ("h8").y);
      }
  ishi_renju_solution_clear (&s);
}

/* An overline is no five for Black and a five for White: X X X . X X. */
static void
test_overline (void)
{
  IshiRenjuSolution s = { 0 };

  g_assert_true (solve ("O c3 d3 e3 g3 h3 X a1", ISHI_WHITE, ISHI_RENJU_SOLVE_VCF, 0, &s));
  g_assert_cmpint (s.win, ==, ISHI_RENJU_WIN_FIVE_NOW);
  assert_first (&s, "f3");
  ishi_renju_solution_clear (&s);

  g_assert_false (solve ("X c3 d3 e3 g3 h3 O a1", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 1, &s));
  ishi_renju_solution_clear (&s);
}

/* Short VCFs built by hand. */
static void
test_three_moves (void)
{
  IshiRenjuSolution s = { 0 };

  /* Black m8 m9 m10 m11, blocked at m12: m7 makes five now. */
  g_assert_true (solve ("X m8 m9 m10 m11 O m12 a1", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 1, &s));
  g_assert_cmpint (s.win, ==, ISHI_RENJU_WIN_FIVE_NOW);
  assert_first (&s, "m7");
  ishi_renju_solution_clear (&s);

  /* Black h8 i8 j8 blocked at g8, and k9 k10 k11 blocked at k12: k8
   * makes two fours — h8-k8 (five at l8) and k8-k11 (five at k7) — a
   * double four, forbidden to Black; each other four is a single one.
   * No win in one move. */
  g_assert_false (solve ("X h8 i8 j8 k9 k10 k11 O g8 k12", ISHI_BLACK,
                         ISHI_RENJU_SOLVE_VCF, 1, &s));
  ishi_renju_solution_clear (&s);

  /* A four-three: Black h8 i8 j8 (g8 White) and k9 k10.  k8 makes the
   * four h8-k8 (White must take l8) and the open three k8 k9 k10, which
   * becomes an open four (k7 or k11): three moves, and none in one. */
  g_assert_false (solve ("X h8 i8 j8 k9 k10 O g8", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 1, &s));
  ishi_renju_solution_clear (&s);
  g_assert_true (solve ("X h8 i8 j8 k9 k10 O g8", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 3, &s));
  g_assert_cmpuint (s.line->len, ==, 3);
  g_assert_cmpint (s.win, ==, ISHI_RENJU_WIN_TWO_FIVES);
  ishi_renju_solution_clear (&s);

  /* Black h8 i8 j8 (g8 White) and k10 k11 k12 (k13 White): k8 would be a
   * double four (five-points l8 and k9), forbidden; k9 makes one four
   * (k8), l8 one four (k8) — each stopped on k8.  No VCF at all. */
  g_assert_false (solve ("X h8 i8 j8 k10 k11 k12 O g8 k13", ISHI_BLACK,
                         ISHI_RENJU_SOLVE_VCF, 0, &s));
  ishi_renju_solution_clear (&s);
  /* The same stones for White: k8 is White's double four, a win in 1. */
  g_assert_true (solve ("O h8 i8 j8 k10 k11 k12 X g8 k13", ISHI_WHITE,
                        ISHI_RENJU_SOLVE_VCF, 1, &s));
  assert_first (&s, "k8");
  ishi_renju_solution_clear (&s);
}

/* Positions from random games: every win found is replayed; the same
 * search twice gives the same line and node count. */
static void
test_random_positions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);
  guint wins = 0;

  for (guint game = 0; game < 60; game++)
    {
      IshiRenjuBoard board;
      IshiColor color = ISHI_BLACK;
      guint stones = 14 + g_rand_int_range (rand, 0, 24);

      ishi_renju_board_init (&board);
      ishi_renju_board_set (&board, 7, 7, ISHI_BLACK);
      color = ISHI_WHITE;
      for (guint i = 1; i < stones; i++)
        {
          int x, y, tries = 0;

          do
            {
              x = 7 + g_rand_int_range (rand, -4, 5);
              y = 7 + g_rand_int_range (rand, -4, 5);
            }
          while (++tries < 100
                 && (!legal (&board, color, (IshiPoint) { x, y })
                     || ishi_renju_board_makes_five (&board, color, x, y, NULL)));
          if (tries >= 100)
            break;
          ishi_renju_board_set (&board, x, y, color);
          color = ishi_color_other (color);
        }
      if (count_fives (&board, ishi_color_other (color), NULL) > 0)
        continue;
      {
        IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCF, 21, 200000, 0 };
        IshiRenjuSolution a = { 0 }, b = { 0 };
        gboolean found = ishi_renju_solve (&board, color, &limits, &a);

        g_assert_cmpint (found, ==, ishi_renju_solve (&board, color, &limits, &b));
        g_assert_cmpuint (a.nodes, ==, b.nodes);
        g_assert_cmpuint (a.line->len, ==, b.line->len);
        if (found)
          {
            g_assert_cmpmem (a.line->data, a.line->len * sizeof (IshiPoint),
                             b.line->data, b.line->len * sizeof (IshiPoint));
            if (count_fives (&board, color, NULL) == 0)
              assert_vcf_line (&board, color, &a);
            wins++;
          }
        ishi_renju_solution_clear (&a);
        ishi_renju_solution_clear (&b);
      }
    }
  g_test_message ("%u of the random positions have a VCF", wins);
  g_assert_cmpuint (wins, >, 0);
}

/* VCT: an open three and a second three make a win that no single four
 * starts.  Black g8 h8 (f8 and j8 empty... ) — the classic 3-3 for White,
 * who may play it: e6? White d4 e5 (c3, f6 empty) and e7 e8? Build one
 * three for White on each line through f6: row 6 d6 e6, diagonal d4 e5.
 * White f6 makes two open threes (legal for White): a win by threes, and
 * no four exists, so no VCF. */
static void
test_vct (void)
{
  IshiRenjuSolution s = { 0 };
  const char *stones = "O d6 e6 d4 e5 X a1 o15";

  g_assert_false (solve (stones, ISHI_WHITE, ISHI_RENJU_SOLVE_VCF, 0, &s));
  ishi_renju_solution_clear (&s);
  g_assert_true (solve (stones, ISHI_WHITE, ISHI_RENJU_SOLVE_VCT, 3, &s));
  g_assert_cmpint (s.found_by, ==, ISHI_RENJU_SOLVE_VCT);
  assert_first (&s, "f6");
  ishi_renju_solution_clear (&s);

  /* The same stones for Black: f6 is a double three, forbidden; Black's
   * other threes are single, and White can stop each. */
  g_assert_false (solve ("X d6 e6 d4 e5 O a1 o15", ISHI_BLACK, ISHI_RENJU_SOLVE_VCT, 5, &s));
  ishi_renju_solution_clear (&s);
}

/* A defender's four whose stop lies far from the attacker's stones.  White
 * j11 j8 and l8 m7: White j10 makes two threes (j8 j10 j11 on the column,
 * j10 l8 m7 on the diagonal), which White may.  Black's e8 g10 i12 give
 * Black two fours to play first (f9, stopped at h11; h11, stopped at f9),
 * and neither stop is near a White stone.  Each four only delays: White
 * stops it, and Black can stop one three only.  The solver must count the
 * stop as White's move wherever it lies; it once skipped it and found no
 * win at any length. */
static void
test_far_stop (void)
{
  IshiRenjuSolution s = { 0 };
  const char *stones = "O j11 j8 l8 m7 X e8 g10 i12 a1";

  g_assert_true (solve (stones, ISHI_WHITE, ISHI_RENJU_SOLVE_VCT, 7, &s));
  assert_first (&s, "j10");
  ishi_renju_solution_clear (&s);
}

/* The solver held against a second search written apart from it
 * (renju-vct-reference.c), on random positions: every win the reference
 * finds within four of the attacker's moves (seven moves of a line, as the
 * solver counts them), the solver must find too, unless its budget runs
 * out.  (The other way does not hold: the solver's threats are more than
 * threes and fours.)  The reference once found the solver's miss of
 * test_far_stop. */
static void
test_as_reference (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (36);
  guint checked = 0;

  for (guint position = 0; position < 400 && checked < 6; position++)
    {
      IshiRenjuBoard board;
      IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCT, 7, 12000, 0, FALSE, NULL };
      IshiRenjuSolution solution = { 0 };
      RenjuVctReference reference;
      IshiColor color = position % 2 ? ISHI_WHITE : ISHI_BLACK;

      ishi_test_renju_random_board (rand, &board, 12 + position % 5 * 4);
      if (ishi_test_renju_has_five_point (&board)
          || !renju_vct_reference (&board, color, 4, 20000, &reference))
        continue;
      g_assert_true (ishi_renju_may_play (&board, color, reference.first.x, reference.first.y));
      if (!ishi_renju_solve (&board, color, &limits, &solution) && !solution.limit_reached)
        g_error ("position %u: the reference wins from %c%d in %u moves, the solver finds nothing",
                 position, 'a' + reference.first.x, N - reference.first.y, reference.moves);
      checked += !solution.limit_reached;
      ishi_renju_solution_clear (&solution);
    }
  g_test_message ("wins of the reference the solver confirmed: %u", checked);
  g_assert_cmpuint (checked, ==, 6);
}

/* Puzzle counting and the first move given.  Black e10 e7 e6 on the e
 * column: e8 makes the four e6-e10 whose one five-point is e9; White takes
 * it; e5 then makes the four e5-e8 (e9 is White's, so e4 is its five-point)
 * and, with f6 and g7, the open three e5-f6-g7 on the diagonal (d4 and h8
 * free): a four-three, counted as the 3rd move.  Followed to the open four
 * it leads to, the same line is 5 moves.  White's stones at h10, g8 and h7
 * leave no other first move that wins so fast (e9 first is answered at e8
 * and leaves no four-three). */
static void
test_puzzle_counting (void)
{
  IshiRenjuBoard board;
  IshiRenjuSolveLimits puzzle = { ISHI_RENJU_SOLVE_VCF, 3, 0, 0, TRUE };
  IshiRenjuSolveLimits plain = { ISHI_RENJU_SOLVE_VCF, 0, 0, 0, FALSE };
  IshiRenjuSolution s;
  g_autoptr(GArray) winners = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiPoint e8 = pt ("e8"), e9 = pt ("e9"), e5 = pt ("e5");

  board_from_stones (&board, "X e10 e7 g7 e6 f6 O h10 g8 h7");

  g_assert_true (ishi_renju_solve (&board, ISHI_BLACK, &puzzle, &s));
  g_assert_cmpint (s.win, ==, ISHI_RENJU_WIN_FOUR_THREE);
  g_assert_cmpuint (s.line->len, ==, 3);
  g_assert_true (g_array_index (s.line, IshiPoint, 0).x == e8.x && g_array_index (s.line, IshiPoint, 0).y == e8.y);
  g_assert_true (g_array_index (s.line, IshiPoint, 1).x == e9.x && g_array_index (s.line, IshiPoint, 1).y == e9.y);
  g_assert_true (g_array_index (s.line, IshiPoint, 2).x == e5.x && g_array_index (s.line, IshiPoint, 2).y == e5.y);
  ishi_renju_solution_clear (&s);

  g_assert_true (ishi_renju_solve (&board, ISHI_BLACK, &plain, &s));
  g_assert_cmpint (s.win, ==, ISHI_RENJU_WIN_TWO_FIVES);
  g_assert_cmpuint (s.line->len, ==, 5);
  assert_vcf_line (&board, ISHI_BLACK, &s);
  ishi_renju_solution_clear (&s);

  /* one move less: no four-three in 1 */
  puzzle.max_moves = 1;
  g_assert_false (ishi_renju_solve (&board, ISHI_BLACK, &puzzle, &s));
  ishi_renju_solution_clear (&s);
  puzzle.max_moves = 3;

  /* the first move given */
  g_assert_true (ishi_renju_solve_from (&board, ISHI_BLACK, e8, &puzzle, &s));
  g_assert_cmpuint (s.line->len, ==, 3);
  ishi_renju_solution_clear (&s);
  g_assert_false (ishi_renju_solve_from (&board, ISHI_BLACK, e9, &puzzle, &s));
  ishi_renju_solution_clear (&s);
  g_assert_false (ishi_renju_solve_from (&board, ISHI_BLACK, pt ("e10"), &puzzle, &s)); /* occupied */
  ishi_renju_solution_clear (&s);
  puzzle.kind = ISHI_RENJU_SOLVE_VCT;
  g_assert_false (ishi_renju_solve_from (&board, ISHI_BLACK, e9, &puzzle, &s));
  ishi_renju_solution_clear (&s);
  g_assert_true (ishi_renju_solve_from (&board, ISHI_BLACK, e8, &puzzle, &s));
  ishi_renju_solution_clear (&s);
  puzzle.kind = ISHI_RENJU_SOLVE_VCF;

  /* every winning first move: e8 alone; with the mirror image of the
   * shape on the k column, k8 too */
  g_assert_cmpuint (ishi_renju_winning_moves (&board, ISHI_BLACK, &puzzle, winners, NULL), ==, 1);
  g_assert_true (g_array_index (winners, IshiPoint, 0).x == e8.x && g_array_index (winners, IshiPoint, 0).y == e8.y);
  g_array_set_size (winners, 0);
  board_from_stones (&board, "X e10 e7 g7 e6 f6 k10 k7 i7 k6 j6 O h10 g8 h7 i8");
  g_assert_cmpuint (ishi_renju_winning_moves (&board, ISHI_BLACK, &puzzle, winners, NULL), ==, 2);
}

/* ─── the solver in a worker thread (ishi-renju-solve-task.h) ───────────── */

typedef struct {
  gboolean done;
  gboolean ok;
  GError *error;
  IshiRenjuSolution solution;
  GThread *thread;    /* the thread the answer came on */
} AsyncAnswer;

static void
on_solved (GObject *source, GAsyncResult *result, gpointer data)
{
  AsyncAnswer *a = data;

  g_assert_null (source);
  a->ok = ishi_renju_solve_finish (result, &a->solution, &a->error);
  a->thread = g_thread_self ();
  a->done = TRUE;
}

static void
solve_async_wait (const IshiRenjuBoard *board, IshiColor attacker, const IshiPoint *first,
                  const IshiRenjuSolveLimits *limits, GCancellable *cancel, AsyncAnswer *a)
{
  memset (a, 0, sizeof *a);
  ishi_renju_solve_async (board, attacker, first, limits, cancel, on_solved, a);
  /* never answered before the caller's loop runs */
  g_assert_false (a->done);
  while (!a->done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (a->thread == g_thread_self ());
}

/* The same answer as the synchronous solver, to the node, on the positions
 * of the tests above: a forbidden defence, a four-three, a VCT, a puzzle
 * with its first move given. */
static void
test_async_same_answer (void)
{
  static const struct {
    const char *stones;
    IshiColor attacker;
    IshiRenjuSolveKind kind;
    guint max_moves;
    gboolean to_four_three;
    const char *first;
    gboolean found;
  } cases[] = {
    { "X f10 g9 f8 g8 h4 O h7 h6 h5", ISHI_WHITE, ISHI_RENJU_SOLVE_VCF, 0, FALSE, NULL, TRUE },
    { "X h8 i8 j8 k9 k10 O g8", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 3, FALSE, NULL, TRUE },
    { "X h8 i8 j8 k10 k11 k12 O g8 k13", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 0, FALSE, NULL, FALSE },
    { "O d6 e6 d4 e5 X a1 o15", ISHI_WHITE, ISHI_RENJU_SOLVE_VCT, 3, FALSE, NULL, TRUE },
    { "X e10 e7 g7 e6 f6 O h10 g8 h7", ISHI_BLACK, ISHI_RENJU_SOLVE_VCT, 3, TRUE, "e8", TRUE },
    { "X e10 e7 g7 e6 f6 O h10 g8 h7", ISHI_BLACK, ISHI_RENJU_SOLVE_VCF, 3, TRUE, "e9", FALSE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      IshiRenjuBoard board;
      IshiRenjuSolveLimits limits = { cases[i].kind, cases[i].max_moves, 2000000, 0,
                                      cases[i].to_four_three, NULL };
      IshiRenjuSolution sync = { 0 };
      IshiPoint first = { -1, -1 };
      AsyncAnswer a;
      gboolean found;

      board_from_stones (&board, cases[i].stones);
      if (cases[i].first)
        {
          first = pt (cases[i].first);
          found = ishi_renju_solve_from (&board, cases[i].attacker, first, &limits, &sync);
        }
      else
        found = ishi_renju_solve (&board, cases[i].attacker, &limits, &sync);
      g_assert_cmpint (found, ==, cases[i].found);

      solve_async_wait (&board, cases[i].attacker, cases[i].first ? &first : NULL, &limits,
                        NULL, &a);
      g_assert_no_error (a.error);
      g_assert_true (a.ok);
      g_assert_cmpint (a.solution.win != ISHI_RENJU_WIN_NONE, ==, found);
      g_assert_cmpint (a.solution.win, ==, sync.win);
      g_assert_cmpint (a.solution.found_by, ==, sync.found_by);
      g_assert_cmpuint (a.solution.nodes, ==, sync.nodes);
      g_assert_cmpmem (a.solution.line->data, a.solution.line->len * sizeof (IshiPoint),
                       sync.line->data, sync.line->len * sizeof (IshiPoint));
      ishi_renju_solution_clear (&a.solution);
      ishi_renju_solution_clear (&sync);
    }
}

/* "No win within the limit" is not "no win": White's double three (see
 * test_vct) is a win, and 5 positions are not enough to find it. */
static void
test_async_limit (void)
{
  IshiRenjuBoard board;
  IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCT, 3, 5, 0, FALSE, NULL };
  AsyncAnswer a;

  board_from_stones (&board, "O d6 e6 d4 e5 X a1 o15");
  solve_async_wait (&board, ISHI_WHITE, NULL, &limits, NULL, &a);
  g_assert_true (a.ok);
  g_assert_cmpint (a.solution.win, ==, ISHI_RENJU_WIN_NONE);
  g_assert_true (a.solution.limit_reached);
  g_assert_cmpuint (a.solution.line->len, ==, 0);
  ishi_renju_solution_clear (&a.solution);

  /* and with room enough, the win */
  limits.max_nodes = 0;
  solve_async_wait (&board, ISHI_WHITE, NULL, &limits, NULL, &a);
  g_assert_cmpint (a.solution.win, !=, ISHI_RENJU_WIN_NONE);
  g_assert_false (a.solution.limit_reached);
  ishi_renju_solution_clear (&a.solution);
}

/* Cancel, 40 times over, a search with no limit at all on a position
 * where it would run for long (VCT to 35 moves in an open middle game):
 * each answers CANCELLED on this thread, promptly (a search that ignored
 * the cancellable would hold the test to its timeout), and the last
 * search, not cancelled, still answers. */
static void
test_async_cancel (void)
{
  IshiRenjuBoard board;
  IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCT, 35, 0, 0, FALSE, NULL };
  AsyncAnswer a;

  board_from_stones (&board, "X h8 j8 g9 i10 f7 O i8 h9 g8 j10 h10");
  for (guint cycle = 0; cycle < 40; cycle++)
    {
      g_autoptr(GCancellable) cancel = g_cancellable_new ();

      memset (&a, 0, sizeof a);
      ishi_renju_solve_async (&board, ISHI_BLACK, NULL, &limits, cancel, on_solved, &a);
      /* now, or once the worker is under way */
      if (cycle % 2 == 1)
        g_usleep (2000);
      g_cancellable_cancel (cancel);
      while (!a.done)
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (a.thread == g_thread_self ());
      g_assert_false (a.ok);
      g_assert_error (a.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (a.solution.line);
      g_clear_error (&a.error);
    }
  limits.max_nodes = 2000;
  solve_async_wait (&board, ISHI_BLACK, NULL, &limits, NULL, &a);
  g_assert_true (a.ok);
  ishi_renju_solution_clear (&a.solution);
}

/* The open middle game of test_async_cancel: a VCT to 35 moves runs there
 * far longer than the budgets below. */
#define LONG_SEARCH "X h8 j8 g9 i10 f7 O i8 h9 g8 j10 h10"
#define CPU_BUDGET 0.5

static double
thread_cpu_seconds (void)
{
  struct timespec ts;

  g_assert_cmpint (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts), ==, 0);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The child of test_cpu_budget: says it starts, searches for CPU_BUDGET
 * seconds of CPU time, and prints the CPU time the search took. */
static int
cpu_budget_child (void)
{
  IshiRenjuBoard board;
  IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCT, 35, 0, CPU_BUDGET, FALSE, NULL, TRUE };
  IshiRenjuSolution solution = { 0 };
  double before;

  board_from_stones (&board, LONG_SEARCH);
  printf ("start\n");
  fflush (stdout);
  before = thread_cpu_seconds ();
  ishi_renju_solve (&board, ISHI_BLACK, &limits, &solution);
  printf ("%.3f %d %d\n", thread_cpu_seconds () - before, solution.limit_reached,
          solution.win != ISHI_RENJU_WIN_NONE);
  ishi_renju_solution_clear (&solution);
  return 0;
}

/* A budget in CPU seconds (cpu_seconds, as the window's "Is There a Forced
 * Win?" and ishi-tool renju-solve --time use it) is the same search on a
 * busy machine: a search held still for longer than its budget — stopped
 * with SIGSTOP, as a loaded machine's scheduler holds a thread — still
 * searches its whole budget once it runs again.  A wall-clock budget would
 * end at the first look at the clock after the pause, having searched
 * next to nothing (issue 67, item 4: the window missed a win the tool found). */
static void
test_cpu_budget (void)
{
  g_autofree char *self_exe = g_file_read_link ("/proc/self/exe", NULL);
  char *argv[] = { self_exe, (char *) "--cpu-budget-child", NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;
  int out_fd, status;
  FILE *f;
  char line[64];
  double cpu = 0;
  int limit_reached = 0, won = 1;

  g_assert_nonnull (self_exe);
  g_assert_true (g_spawn_async_with_pipes (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                           &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  f = fdopen (out_fd, "r");
  g_assert_nonnull (f);
  g_assert_nonnull (fgets (line, sizeof line, f));
  g_assert_cmpstr (line, ==, "start\n");
  /* the search has started; hold it still for twice its budget */
  g_usleep (50000);
  g_assert_cmpint (kill (pid, SIGSTOP), ==, 0);
  g_usleep ((gulong) (2 * CPU_BUDGET * G_USEC_PER_SEC));
  g_assert_cmpint (kill (pid, SIGCONT), ==, 0);
  g_assert_nonnull (fgets (line, sizeof line, f));
  fclose (f);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_cmpint (sscanf (line, "%lf %d %d", &cpu, &limit_reached, &won), ==, 3);
  g_assert_false (won);
  g_assert_true (limit_reached);
  /* its whole budget (the clock is read every 256 positions), not the
   * 50 ms before the pause */
  g_assert_cmpfloat (cpu, >=, 0.9 * CPU_BUDGET);
  g_assert_cmpfloat (cpu, <, 4 * CPU_BUDGET);
}

int
main (int argc, char **argv)
{
  if (argc == 2 && strcmp (argv[1], "--cpu-budget-child") == 0)
    return cpu_budget_child ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/renju-solver/forbidden-defence", test_forbidden_defence);
  g_test_add_func ("/renju-solver/double-four", test_double_four);
  g_test_add_func ("/renju-solver/overline", test_overline);
  g_test_add_func ("/renju-solver/three-moves", test_three_moves);
  g_test_add_func ("/renju-solver/random", test_random_positions);
  g_test_add_func ("/renju-solver/vct", test_vct);
  g_test_add_func ("/renju-solver/far-stop", test_far_stop);
  g_test_add_func ("/renju-solver/as-reference", test_as_reference);
  g_test_add_func ("/renju-solver/puzzle-counting", test_puzzle_counting);
  g_test_add_func ("/renju-solver/async-same-answer", test_async_same_answer);
  g_test_add_func ("/renju-solver/async-limit", test_async_limit);
  g_test_add_func ("/renju-solver/async-cancel", test_async_cancel);
  g_test_add_func ("/renju-solver/cpu-budget", test_cpu_budget);
  return g_test_run ();
}
