/* bench-score.c — how fast counting and the dead-stone suggestion are, and
 * how often the suggestion names the same dead stones as GNU Go.
 *
 *   bench-score [EXPECTED.txt] [--engine] [--playouts N] [--verbose]
 *
 * --engine measures the suggestion read by Ishi's engine (ishi-go-dead.h,
 * two threads, what the window and ishi-tool use) instead of the scoring
 * core's own (ishi-deadstones.h); --playouts then sets the engine's
 * playouts.  The time of each suggestion is wall time, with the process's
 * CPU time beside it.
 *
 * EXPECTED.txt defaults to tests/data/score/expected.txt (found through
 * $ISHI_TESTS_SRCDIR, or beside this file's source).  Build with
 * --buildtype=release for figures worth quoting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <sys/resource.h>

#include "ishi-deadstones.h"
#include "ishi-go-dead.h"
#include "ishi-score.h"
#include "../score-games.h"

static char *
default_path (void)
{
  const char *srcdir = g_getenv ("ISHI_TESTS_SRCDIR");
  g_autofree char *here = NULL;

  if (srcdir)
    return g_build_filename (srcdir, "data", "score", "expected.txt", NULL);
  here = g_path_get_dirname (__FILE__);
  return g_build_filename (here, "..", "data", "score", "expected.txt", NULL);
}

/* CPU time of the whole process (all threads), ms. */
static double
cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

static char *
describe_difference (const ScoreGame *game, const guint8 *dead)
{
  GString *s = g_string_new (NULL);

  for (int p = 0; p < game->size * game->size; p++)
    if (!dead[p] != !game->dead[p])
      g_string_append_printf (s, " %c%c%c%c", dead[p] ? '+' : '-',
                              game->board[p] == ISHI_BLACK ? 'X' : 'O',
                              'a' + p % game->size, 'a' + p / game->size);
  return g_string_free (s, FALSE);
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) games = NULL;
  IshiDeadStonesOptions options = { 0 };
  IshiGoDeadOptions engine_options = { 0 };
  gboolean verbose = FALSE, engine = FALSE;
  double cpu_ms_19 = 0;
  int agree[26] = { 0 }, total[26] = { 0 };
  double guess_ms_19 = 0, guess_max_19 = 0, count_us = 0;
  int n_19 = 0, n_counts = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--verbose"))
        verbose = TRUE;
      else if (g_str_equal (argv[i], "--engine"))
        engine = TRUE;
      else if (g_str_equal (argv[i], "--playouts") && i + 1 < argc)
        options.playouts = engine_options.playouts = (guint) atoi (argv[++i]);
      else
        path = g_strdup (argv[i]);
    }
  if (path == NULL)
    path = default_path ();
  games = score_games_load (path);

  printf ("%-12s %5s %9s %9s  %s\n", "game", "dead", "guess ms", "count µs", "agrees with GNU Go");
  for (guint i = 0; i < games->len; i++)
    {
      const ScoreGame *game = g_ptr_array_index (games, i);
      int n = game->size * game->size, expected = 0;
      g_autofree guint8 *dead = g_new0 (guint8, n);
      g_autofree char *diff = NULL;
      IshiScoreInput input = {
        .size = game->size,
        .board = game->board,
        .dead = game->dead,
        .captured_by_black = game->captured_by_black,
        .captured_by_white = game->captured_by_white,
        .moves_black = game->moves_black,
        .moves_white = game->moves_white,
        .handicap = game->handicap,
        .komi = game->komi,
      };
      gint64 t0, t1, t2;
      const int repeat = 200;

      double c0 = cpu_ms (), c1;

      engine_options.komi = game->komi;
      t0 = g_get_monotonic_time ();
      if (engine)
        ishi_go_dead_stones (game->size, game->board, ISHI_EMPTY, &engine_options, dead, NULL);
      else
        ishi_dead_stones_guess (game->size, game->board, ISHI_EMPTY, &options, dead, NULL);
      t1 = g_get_monotonic_time ();
      c1 = cpu_ms ();
      for (int r = 0; r < repeat; r++)
        {
          IshiScore *score = ishi_score_compute ((IshiScoreMethod) (r % ISHI_SCORE_N_METHODS), &input);

          ishi_score_free (score);
        }
      t2 = g_get_monotonic_time ();

      for (int p = 0; p < n; p++)
        expected += game->dead[p];
      diff = describe_difference (game, dead);
      total[game->size]++;
      if (*diff == '\0')
        agree[game->size]++;
      if (game->size == 19)
        {
          double ms = (t1 - t0) / 1000.0;

          guess_ms_19 += ms;
          guess_max_19 = MAX (guess_max_19, ms);
          cpu_ms_19 += c1 - c0;
          n_19++;
        }
      count_us += (double) (t2 - t1) / repeat;
      n_counts++;
      printf ("%-12s %5d %9.1f %9.1f  %s%s\n", game->file, expected, (t1 - t0) / 1000.0,
              (double) (t2 - t1) / repeat, *diff ? "no:" : "yes", verbose || *diff ? diff : "");
    }

  printf ("\nagreement with GNU Go's dead stones (same set in the whole game):\n");
  {
    int a = 0, t = 0;

    for (int s = 0; s < 26; s++)
      if (total[s])
        {
          printf ("  %2dx%-2d  %d of %d\n", s, s, agree[s], total[s]);
          a += agree[s];
          t += total[s];
        }
    printf ("  all    %d of %d (%.1f%%)\n", a, t, t ? 100.0 * a / t : 0.0);
  }
  if (n_19)
    printf ("dead-stone suggestion on 19x19 (%s): %.1f ms a position on average (wall), "
            "%.1f ms at most; %.1f ms of CPU on average\n",
            engine ? "Ishi's engine, 2 threads" : "the scoring core",
            guess_ms_19 / n_19, guess_max_19, cpu_ms_19 / n_19);
  if (n_counts)
    printf ("counting (all methods in turn): %.1f µs a position on average\n", count_us / n_counts);
  return 0;
}
