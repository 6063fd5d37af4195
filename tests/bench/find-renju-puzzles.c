/* find-renju-puzzles — candidates for Renju puzzles (詰め連珠) from the
 * engine's self-play games, for a person to pick from, trim and write up.
 *
 *   find-renju-puzzles [GAMES] [FIRST-SEED]
 *
 * Plays GAMES games of the engine against itself (levels 1 and 2, fixed
 * seeds) and looks at every position on the way, the side to move
 * attacking.  A position is printed when its shortest win, counted as a
 * puzzle counts (ishi-renju-solver.h, to_four_three), is by continuous
 * fours in 3 moves or more, or by threes and fours in 5 moves or more with
 * no VCF, and when exactly one first move wins in that many moves.  Then
 * the stones not needed are taken away one at a time (the farthest from
 * the line first), each time only if the position keeps the same shortest
 * length, the same single answer and no five on the board.  Each candidate
 * is printed as the stones of a lesson diagram, the answer, the line, and
 * whether a forbidden point takes part (a White four whose one defence is
 * forbidden, or a Black line that passes a forbidden point that would
 * have made a four).
 *
 * It proves nothing by itself: `ishi-tool lessons check` proves the puzzle
 * written from it.  Run on demand, never by `meson test`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-renju-board.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-solver.h"

#define MAX_NODES 300000
#ifndef LEVEL_LOW
#define LEVEL_LOW 3
#endif

static void
print_point (GString *out, IshiPoint p)
{
  g_string_append_printf (out, "%c%d", 'a' + p.x, ISHI_RENJU_SIZE - p.y);
}

/* The shortest win of `attacker` (0: none up to 15 moves), its kind and
 * the winning first moves of that length. */
static guint
shortest (const IshiRenjuBoard *board, IshiColor attacker, IshiRenjuSolveKind kind,
          GArray *winners, IshiRenjuSolution *solution)
{
  /* FIND_MAX_MOVES and FIND_MAX_NODES narrow the search (a VCT is dear) */
  IshiRenjuSolveLimits limits = {
    kind,
    getenv ("FIND_MAX_MOVES") ? (guint) atoi (getenv ("FIND_MAX_MOVES")) : 15,
    getenv ("FIND_MAX_NODES") ? (guint64) atoll (getenv ("FIND_MAX_NODES")) : MAX_NODES,
    0, TRUE
  };
  guint len;

  if (!ishi_renju_solve (board, attacker, &limits, solution))
    return 0;
  if (kind == ISHI_RENJU_SOLVE_VCT && solution->found_by == ISHI_RENJU_SOLVE_VCF)
    return 0;
  len = solution->line->len;
  limits.max_moves = len;
  if (winners != NULL)
    ishi_renju_winning_moves (board, attacker, &limits, winners, NULL);
  return len;
}

static gboolean
has_five_or_threat (const IshiRenjuBoard *board, IshiColor attacker)
{
  IshiPoint p[1];

  /* a five of the defender's to stop would make every first move forced */
  return ishi_renju_five_points (board, ishi_color_other (attacker), p, 1) > 0
         || ishi_renju_five_points (board, attacker, p, 1) > 0;
}

static gboolean
same_puzzle (const IshiRenjuBoard *board, IshiColor attacker, IshiRenjuSolveKind kind,
             guint len, IshiPoint answer)
{
  g_autoptr(GArray) winners = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiRenjuSolution solution;
  guint l;
  IshiPoint w;

  if (has_five_or_threat (board, attacker))
    return FALSE;
  l = shortest (board, attacker, kind, winners, &solution);
  ishi_renju_solution_clear (&solution);
  if (l != len || winners->len != 1)
    return FALSE;
  w = g_array_index (winners, IshiPoint, 0);
  return w.x == answer.x && w.y == answer.y;
}

/* Is there, where Black starts, a forbidden point that would make a four
 * for Black: a move that looks like an attack but that Black may not play? */
static gboolean
black_avoids_forbidden (const IshiRenjuBoard *board)
{
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      if (ishi_renju_board_get (board, x, y) == ISHI_EMPTY
          && ishi_renju_board_forbidden (board, x, y) != ISHI_MOVE_OK)
        {
          IshiRenjuBoard b = *board;
          IshiPoint f[1];

          ishi_renju_board_set (&b, x, y, ISHI_BLACK);
          if (ishi_renju_five_points (&b, ISHI_BLACK, f, 1) > 0)
            return TRUE;
        }
  return FALSE;
}

static int
count_stones (const IshiRenjuBoard *board, IshiColor color)
{
  int n = 0;

  for (int i = 0; i < ISHI_RENJU_N_POINTS; i++)
    n += ishi_renju_board_get (board, i % ISHI_RENJU_SIZE, i / ISHI_RENJU_SIZE) == color;
  return n;
}

static void
report (const IshiRenjuBoard *found, IshiColor attacker, IshiRenjuSolveKind kind, guint len,
        IshiPoint answer, guint game, guint move)
{
  IshiRenjuBoard board = *found;
  IshiRenjuSolution solution;
  GString *out = g_string_new (NULL);
  gboolean trimmed = TRUE;
  gboolean forbidden;

  /* take away stones, farthest from the answer first (NO_TRIM: not at
   * all; trimming a VCT costs a VCT search a stone a round) */
  trimmed = getenv ("NO_TRIM") == NULL;
  while (trimmed)
    {
      int best = -1, best_d = -1;

      trimmed = FALSE;
      for (int i = 0; i < ISHI_RENJU_N_POINTS; i++)
        {
          int x = i % ISHI_RENJU_SIZE, y = i / ISHI_RENJU_SIZE;
          IshiColor c = ishi_renju_board_get (&board, x, y);
          int d = MAX (abs (x - answer.x), abs (y - answer.y));
          IshiRenjuBoard b;

          if (c == ISHI_EMPTY || d <= best_d)
            continue;
          /* keep the stones of each side about as many as in a game */
          if (count_stones (&board, c) + 1 < count_stones (&board, ishi_color_other (c)))
            continue;
          b = board;
          ishi_renju_board_set (&b, x, y, ISHI_EMPTY);
          if (same_puzzle (&b, attacker, kind, len, answer))
            {
              best = i;
              best_d = d;
            }
        }
      if (best >= 0)
        {
          ishi_renju_board_set (&board, best % ISHI_RENJU_SIZE, best / ISHI_RENJU_SIZE, ISHI_EMPTY);
          trimmed = TRUE;
        }
    }

  shortest (&board, attacker, kind, NULL, &solution);
  forbidden = solution.win == ISHI_RENJU_WIN_FORBIDDEN_BLOCK
              || (attacker == ISHI_BLACK && black_avoids_forbidden (&board));
  g_string_append_printf (out, "== game %u move %u: %s %s %u moves%s (%s)\n", game, move,
                          attacker == ISHI_BLACK ? "black" : "white",
                          kind == ISHI_RENJU_SOLVE_VCF ? "vcf" : "vct", len,
                          forbidden ? " FORBIDDEN" : "",
                          solution.win == ISHI_RENJU_WIN_FOUR_THREE ? "four-three"
                          : solution.win == ISHI_RENJU_WIN_FORBIDDEN_BLOCK ? "forbidden block"
                          : "open or double four");
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_string_append_printf (out, "  <%s at=\"", c == ISHI_BLACK ? "black" : "white");
      for (int i = 0, n = 0; i < ISHI_RENJU_N_POINTS; i++)
        if (ishi_renju_board_get (&board, i % ISHI_RENJU_SIZE, i / ISHI_RENJU_SIZE) == c)
          {
            if (n++)
              g_string_append_c (out, ' ');
            print_point (out, (IshiPoint) { i % ISHI_RENJU_SIZE, i / ISHI_RENJU_SIZE });
          }
      g_string_append (out, "\"/>\n");
    }
  g_string_append (out, "  answer ");
  print_point (out, answer);
  g_string_append (out, "  line");
  for (guint i = 0; i < solution.line->len; i++)
    {
      g_string_append_c (out, ' ');
      print_point (out, g_array_index (solution.line, IshiPoint, i));
    }
  if (solution.win == ISHI_RENJU_WIN_FORBIDDEN_BLOCK)
    {
      g_string_append (out, "  forbidden ");
      print_point (out, solution.forbidden_point);
    }
  g_string_append_c (out, '\n');
  fputs (out->str, stdout);
  fflush (stdout);
  g_string_free (out, TRUE);
  ishi_renju_solution_clear (&solution);
}

/* A position with a VCF, less one of the attacker's stones: often a
 * position with no VCF left but a win by threes and fours. */
static void
vct_near (const IshiRenjuBoard *board, IshiColor attacker, guint seed, guint i)
{
  for (int k = 0; k < ISHI_RENJU_N_POINTS; k++)
    {
      IshiRenjuBoard b = *board;
      g_autoptr(GArray) winners = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      IshiRenjuSolution solution;
      guint len;

      if (ishi_renju_board_get (board, k % ISHI_RENJU_SIZE, k / ISHI_RENJU_SIZE) != attacker)
        continue;
      ishi_renju_board_set (&b, k % ISHI_RENJU_SIZE, k / ISHI_RENJU_SIZE, ISHI_EMPTY);
      if (has_five_or_threat (&b, attacker))
        continue;
      len = shortest (&b, attacker, ISHI_RENJU_SOLVE_VCT, winners, &solution);
      ishi_renju_solution_clear (&solution);
      if (len >= 5 && winners->len == 1)
        report (&b, attacker, ISHI_RENJU_SOLVE_VCT, len, g_array_index (winners, IshiPoint, 0), seed, i);
    }
}

/* Random positions: stones scattered over the middle of the board. */
static void
random_positions (guint count, guint seed)
{
  GRand *rand = g_rand_new_with_seed (seed);

  for (guint i = 0; i < count; i++)
    {
      IshiRenjuBoard board;
      IshiColor attacker = g_rand_int_range (rand, 0, 3) == 0 ? ISHI_WHITE : ISHI_BLACK;
      int span = g_rand_int_range (rand, 6, 10);
      int n = g_rand_int_range (rand, 6, 14);
      int x0 = 7 - span / 2, y0 = 7 - span / 2;
      IshiColor c = ISHI_BLACK;
      gboolean bad = FALSE;

      ishi_renju_board_init (&board);
      for (int k = 0; k < 2 * n; k++)
        {
          int x = x0 + g_rand_int_range (rand, 0, span), y = y0 + g_rand_int_range (rand, 0, span);

          if (ishi_renju_board_get (&board, x, y) != ISHI_EMPTY)
            continue;
          if (c == ISHI_BLACK && ishi_renju_board_forbidden (&board, x, y) != ISHI_MOVE_OK)
            continue;
          if (ishi_renju_board_makes_five (&board, c, x, y, NULL))
            {
              bad = TRUE;
              break;
            }
          ishi_renju_board_set (&board, x, y, c);
          c = ishi_color_other (c);
        }
      if (bad || has_five_or_threat (&board, attacker))
        continue;
      for (int k = 0; k < (getenv ("VCT") ? 2 : 1); k++)
        {
          IshiRenjuSolveKind kind = k == 0 ? ISHI_RENJU_SOLVE_VCF : ISHI_RENJU_SOLVE_VCT;
          g_autoptr(GArray) winners = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
          IshiRenjuSolution solution;
          guint len = shortest (&board, attacker, kind, winners, &solution);
          guint min_len = getenv ("MIN_LEN") ? (guint) atoi (getenv ("MIN_LEN")) : 3;

          ishi_renju_solution_clear (&solution);
          if (len >= MAX (min_len, kind == ISHI_RENJU_SOLVE_VCF ? 3u : 5u) && winners->len == 1)
            report (&board, attacker, kind, len, g_array_index (winners, IshiPoint, 0), seed, i);
          if (len > 0 && kind == ISHI_RENJU_SOLVE_VCF && getenv ("VCT_FROM_VCF"))
            vct_near (&board, attacker, seed, i);
          if (len > 0)
            break;
        }
    }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 20;
  guint first = argc > 2 ? (guint) atoi (argv[2]) : 1;

  if (getenv ("RANDOM"))
    {
      random_positions (games, first);
      return 0;
    }

  for (guint g = first; g < first + games; g++)
    {
      IshiRenjuBoard board;
      IshiColor color = ISHI_BLACK;

      ishi_renju_board_init (&board);
      for (guint move = 0; move < ISHI_RENJU_N_POINTS; move++)
        {
          IshiRenjuEngineResult r;

          if (move >= 8 && !has_five_or_threat (&board, color))
            {
              for (int k = 0; k < (getenv ("VCT") ? 2 : 1); k++)
                {
                  IshiRenjuSolveKind kind = k == 0 ? ISHI_RENJU_SOLVE_VCF : ISHI_RENJU_SOLVE_VCT;
                  g_autoptr(GArray) winners = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
                  IshiRenjuSolution solution;
                  guint len = shortest (&board, color, kind, winners, &solution);

                  ishi_renju_solution_clear (&solution);
                  if (getenv ("DEBUG") && len > 0)
                    fprintf (stderr, "  game %u move %u: %s len %u winners %u\n", g, move,
                             k ? "vct" : "vcf", len, winners->len);
                  if (len >= (kind == ISHI_RENJU_SOLVE_VCF ? 3u : 5u) && winners->len == 1)
                    report (&board, color, kind, len, g_array_index (winners, IshiPoint, 0), g, move);
                  if (len > 0)
                    break;
                }
            }
          ishi_renju_engine_choose (&board, color, LEVEL_LOW + (g + move) % 2, g * 1000 + move, 0, &r);
          if (getenv ("DEBUG")) fprintf (stderr, "%u %d %d\n", move, r.move.x, r.move.y);
          if (r.move.x < 0 || ishi_renju_board_makes_five (&board, color, r.move.x, r.move.y, NULL))
            break;
          ishi_renju_board_set (&board, r.move.x, r.move.y, color);
          color = ishi_color_other (color);
        }
    }
  return 0;
}
