/* bench-playout.c — random playouts on the Go board, in moves per second.
 *
 * Each playout starts from the empty board and plays random legal moves
 * that do not fill the mover's own one-point eyes (ishi_go_board_play_random)
 * until two passes in a row or a cap of 3 * size * size moves.  Simple ko
 * and positional superko run side by side, in alternating rounds, so that
 * both see the same machine load.  A "move" is a stone played; passes are
 * not counted.
 *
 *   bench-playout [--seconds S] [--size N]...
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "ishi-go-board.h"

typedef struct {
  guint64 moves;
  guint64 playouts;
  double seconds;
} Tally;

static void
run_playouts (IshiGoBoard *board, const IshiGoBoard *empty, guint64 *rng,
              double budget, Tally *tally)
{
  const int size = ishi_go_board_get_size (empty);
  const int cap = 3 * size * size;
  gint64 start = g_get_monotonic_time ();
  gint64 end = start + (gint64) (budget * G_USEC_PER_SEC);
  gint64 now;

  do
    {
      /* A batch between clock reads keeps the clock out of the figures. */
      for (int i = 0; i < 20; i++)
        {
          int passes = 0, moves = 0;

          ishi_go_board_assign (board, empty);
          while (passes < 2 && moves < cap)
            {
              if (ishi_go_board_play_random (board, rng))
                {
                  passes = 0;
                  tally->moves++;
                }
              else
                passes++;
              moves++;
            }
          tally->playouts++;
        }
      now = g_get_monotonic_time ();
    }
  while (now < end);
  tally->seconds += (double) (now - start) / G_USEC_PER_SEC;
}

int
main (int argc, char **argv)
{
  double seconds = 3.0;
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (int));
  const int rounds = 6;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--seconds") && i + 1 < argc)
        seconds = g_ascii_strtod (argv[++i], NULL);
      else if (g_str_equal (argv[i], "--size") && i + 1 < argc)
        {
          int s = atoi (argv[++i]);

          if (s < ISHI_GO_BOARD_MIN_SIZE || s > ISHI_GO_BOARD_MAX_SIZE)
            {
              fprintf (stderr, "size must be from %d to %d\n",
                       ISHI_GO_BOARD_MIN_SIZE, ISHI_GO_BOARD_MAX_SIZE);
              return 2;
            }
          g_array_append_val (sizes, s);
        }
      else
        {
          fprintf (stderr, "usage: %s [--seconds S] [--size N]...\n", argv[0]);
          return 2;
        }
    }
  if (sizes->len == 0)
    {
      int defaults[] = { 9, 19 };

      g_array_append_vals (sizes, defaults, G_N_ELEMENTS (defaults));
    }

  printf ("random playouts, no filling of own eyes, %.1f s per rule and size\n\n", seconds);
  printf ("%5s  %-18s %12s %12s %10s\n", "size", "ko rule", "moves/s", "playouts/s", "moves/po");

  for (guint s = 0; s < sizes->len; s++)
    {
      int size = g_array_index (sizes, int, s);
      IshiKoRule rules[2] = { ISHI_KO_SIMPLE, ISHI_KO_POSITIONAL_SUPERKO };
      const char *names[2] = { "simple ko", "positional superko" };
      Tally tally[2] = { { 0 } };
      double rate[2];

      for (int round = 0; round < rounds; round++)
        for (int r = 0; r < 2; r++)
          {
            g_autoptr(IshiGoBoard) empty = ishi_go_board_new (size, rules[r], FALSE);
            g_autoptr(IshiGoBoard) board = ishi_go_board_new (size, rules[r], FALSE);
            guint64 rng = G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + (guint64) round;

            run_playouts (board, empty, &rng, seconds / rounds, &tally[r]);
          }

      for (int r = 0; r < 2; r++)
        {
          rate[r] = tally[r].moves / tally[r].seconds;
          printf ("%2dx%-2d  %-18s %12.0f %12.0f %10.1f\n", size, size, names[r], rate[r],
                  tally[r].playouts / tally[r].seconds,
                  (double) tally[r].moves / (double) tally[r].playouts);
        }
      printf ("%5s  superko is %.1f%% slower\n\n", "", 100.0 * (1.0 - rate[1] / rate[0]));
    }
  return 0;
}
