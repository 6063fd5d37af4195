/* bench-renju-engine — figures for Ishi's Renju engine and solver.
 *
 *   bench-renju-engine forbidden [GAMES]   self-play at level 1: forbidden
 *       points chosen by the engine as Black, each move checked by the rules
 *       core (must be 0); and VCF solve times on positions of those games
 *   bench-renju-engine ladder [GAMES]      each level against the one below,
 *       colours alternating: win rate with a 95 % interval
 *
 * Seeds are fixed, so the games are the same on every run; only the times
 * change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-renju-board.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-solver.h"

typedef struct {
  guint forbidden_chosen;
  guint black_moves;
  GArray *positions;  /* IshiRenjuBoard, the side to move in `to_move` */
  GArray *to_move;    /* IshiColor */
} Tally;

/* One game; returns the winner (ISHI_EMPTY: a draw). */
static IshiColor
play_game (guint black_level, guint white_level, guint64 seed, Tally *tally)
{
  IshiRenjuBoard board;
  IshiColor color = ISHI_BLACK;

  ishi_renju_board_init (&board);
  for (guint move = 0; move < ISHI_RENJU_N_POINTS; move++)
    {
      IshiRenjuEngineResult r;
      guint level = color == ISHI_BLACK ? black_level : white_level;

      ishi_renju_engine_choose (&board, color, level, seed * 1000 + move, 0, &r);
      if (r.move.x < 0)
        return ISHI_EMPTY;
      if (color == ISHI_BLACK)
        {
          tally->black_moves++;
          /* the rules core's own verdict on the move the engine chose */
          if (ishi_renju_board_forbidden (&board, r.move.x, r.move.y) != ISHI_MOVE_OK)
            {
              tally->forbidden_chosen++;
              return ISHI_WHITE;
            }
        }
      if (ishi_renju_board_makes_five (&board, color, r.move.x, r.move.y, NULL))
        return color;
      ishi_renju_board_set (&board, r.move.x, r.move.y, color);
      color = ishi_color_other (color);
      if (tally->positions != NULL && move % 7 == 6)
        {
          g_array_append_val (tally->positions, board);
          g_array_append_val (tally->to_move, color);
        }
    }
  return ISHI_EMPTY;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static void
bench_forbidden (guint games)
{
  Tally tally = { 0, 0, g_array_new (FALSE, FALSE, sizeof (IshiRenjuBoard)),
                  g_array_new (FALSE, FALSE, sizeof (IshiColor)) };
  guint wins[3] = { 0, 0, 0 };
  double *times;
  guint found = 0;

  for (guint g = 0; g < games; g++)
    wins[play_game (1, 1, g + 1, &tally)]++;
  printf ("self-play at level 1: %u games, %u Black moves, Black %u, White %u, draws %u\n",
          games, tally.black_moves, wins[ISHI_BLACK], wins[ISHI_WHITE], wins[ISHI_EMPTY]);
  printf ("forbidden points chosen by the engine as Black: %u\n", tally.forbidden_chosen);

  times = g_new (double, tally.positions->len);
  for (guint i = 0; i < tally.positions->len; i++)
    {
      IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCF, 0, 0, 0 };
      IshiRenjuSolution s = { 0 };
      gint64 t0 = g_get_monotonic_time ();

      found += ishi_renju_solve (&g_array_index (tally.positions, IshiRenjuBoard, i),
                                 g_array_index (tally.to_move, IshiColor, i), &limits, &s);
      times[i] = (g_get_monotonic_time () - t0) / 1000.0;
      ishi_renju_solution_clear (&s);
    }
  qsort (times, tally.positions->len, sizeof (double), compare_double);
  if (tally.positions->len > 0)
    printf ("VCF on %u self-play positions (%u with a win, up to 35 moves): median %.3f ms, "
            "90th percentile %.3f ms, max %.3f ms\n",
            tally.positions->len, found, times[tally.positions->len / 2],
            times[tally.positions->len * 9 / 10], times[tally.positions->len - 1]);
  g_free (times);
  g_array_unref (tally.positions);
  g_array_unref (tally.to_move);
}

static void
bench_ladder (guint games)
{
  for (guint level = ISHI_RENJU_ENGINE_MIN_LEVEL + 1; level <= ISHI_RENJU_ENGINE_MAX_LEVEL; level++)
    {
      Tally tally = { 0 };
      double points = 0, p, err;
      gint64 t0 = g_get_monotonic_time ();

      for (guint g = 0; g < games; g++)
        {
          gboolean strong_black = g % 2 == 0;
          IshiColor winner = play_game (strong_black ? level : level - 1,
                                        strong_black ? level - 1 : level, 7000 + g, &tally);
          IshiColor strong = strong_black ? ISHI_BLACK : ISHI_WHITE;

          points += winner == strong ? 1.0 : winner == ISHI_EMPTY ? 0.5 : 0.0;
        }
      p = points / games;
      err = 1.96 * sqrt (p * (1 - p) / games);
      printf ("level %u against level %u: %.1f / %u = %.0f %% ± %.0f %% (%.1f s; forbidden chosen: %u)\n",
              level, level - 1, points, games, 100 * p, 100 * err,
              (g_get_monotonic_time () - t0) / 1e6, tally.forbidden_chosen);
      fflush (stdout);
    }
}

int
main (int argc, char **argv)
{
  const char *mode = argc > 1 ? argv[1] : "forbidden";
  guint games = argc > 2 ? (guint) atoi (argv[2]) : 0;

  if (strcmp (mode, "forbidden") == 0)
    bench_forbidden (games ? games : 1000);
  else if (strcmp (mode, "ladder") == 0)
    bench_ladder (games ? games : 40);
  else
    {
      fprintf (stderr, "usage: bench-renju-engine forbidden|ladder [GAMES]\n");
      return 2;
    }
  return 0;
}
