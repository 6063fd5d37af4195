/* bench-engine.c — the Go engine's search speed, in playouts per second,
 * beside the plain random playout of the board (bench-playout).
 *
 * For each size, from the empty board under Chinese rules (positional
 * superko): random playouts on one core (ishi_go_board_play_random, no
 * tree), then the engine's search — tree, heavy playouts and the count —
 * with one worker thread and with two (root-parallel), each for a fixed
 * time per move: first with the playouts on the rules core's checked
 * board (the first engine's way), then on the playout board
 * (ishi-go-fast.h).  The runs alternate in one process, so the load of
 * the machine weighs on both alike.
 *
 *   bench-engine [--seconds S] [--size N]...
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ishi-go-engine.h"

static double
random_rate (int size, double seconds)
{
  g_autoptr(IshiGoBoard) empty = ishi_go_board_new (size, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  g_autoptr(IshiGoBoard) board = ishi_go_board_new (size, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  guint64 rng = 12345, playouts = 0;
  gint64 start = g_get_monotonic_time (), end = start + (gint64) (seconds * G_USEC_PER_SEC);
  gint64 now;

  do
    {
      for (int i = 0; i < 20; i++)
        {
          int passes = 0;

          ishi_go_board_assign (board, empty);
          for (int m = 0; passes < 2 && m < 3 * size * size; m++)
            passes = ishi_go_board_play_random (board, &rng) ? 0 : passes + 1;
          playouts++;
        }
      now = g_get_monotonic_time ();
    }
  while (now < end);
  return playouts / ((now - start) / (double) G_USEC_PER_SEC);
}

/* The process's CPU time in seconds: the playouts per CPU second do not
 * depend on what else the machine runs, so they tell what an idle
 * machine would give (the number of playouts a timed move would get). */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double
engine_rate (int size, double seconds, guint threads, gboolean checked, double *per_cpu)
{
  const IshiRuleset *chinese = ishi_ruleset_lookup ("chinese");
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (chinese, 7, 0);
  g_autoptr(IshiGoBoard) board = ishi_go_board_new (size, chinese->ko_rule, FALSE);
  IshiGoEngineMove move;
  gint64 start;
  double cpu;

  ishi_go_engine_set_playouts (engine, 0);
  ishi_go_engine_set_time (engine, seconds);
  ishi_go_engine_set_threads (engine, threads);
  ishi_go_engine_set_checked_playouts (engine, checked);
  start = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  ishi_go_engine_think (engine, board, 0, NULL, &move, NULL);
  *per_cpu = move.playouts / (cpu_seconds () - cpu);
  return move.playouts / ((g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
}

int
main (int argc, char **argv)
{
  double seconds = 5.0;
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (int));

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--seconds") && i + 1 < argc)
        seconds = g_ascii_strtod (argv[++i], NULL);
      else if (g_str_equal (argv[i], "--size") && i + 1 < argc)
        {
          int s = atoi (argv[++i]);

          if (s < ISHI_GO_BOARD_MIN_SIZE || s > ISHI_GO_BOARD_MAX_SIZE)
            {
              fprintf (stderr, "size must be from %d to %d\n", ISHI_GO_BOARD_MIN_SIZE,
                       ISHI_GO_BOARD_MAX_SIZE);
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

  printf ("playouts per second from the empty board, Chinese rules, %.1f s each\n\n", seconds);
  printf ("%5s %14s %14s %14s %14s %14s %8s %14s %14s\n", "size", "random, 1 core", "checked, 1",
          "checked, 2", "playout bd, 1", "playout bd, 2", "new/old", "checked/CPU s",
          "playout bd/CPU s");
  for (guint s = 0; s < sizes->len; s++)
    {
      int size = g_array_index (sizes, int, s);
      double r = random_rate (size, seconds);
      double cc1, cc2, fc1, fc2;
      double c1 = engine_rate (size, seconds, 1, TRUE, &cc1);
      double f1 = engine_rate (size, seconds, 1, FALSE, &fc1);
      double c2 = engine_rate (size, seconds, 2, TRUE, &cc2);
      double f2 = engine_rate (size, seconds, 2, FALSE, &fc2);

      printf ("%2dx%-2d %14.0f %14.0f %14.0f %14.0f %14.0f %7.2fx %14.0f %14.0f\n", size, size, r,
              c1, c2, f1, f2, f1 / c1, (cc1 + cc2) / 2, (fc1 + fc2) / 2);
    }
  printf ("\n(per CPU s: what one idle core gives, the mean of the one- and two-thread runs)\n");
  return 0;
}
