/* bench-gtp.c — what Ishi's GTP client adds to a genmove, next to GNU Go's
 * own thinking time, and the wall time of `ishi-tool analyse` on a
 * 250-move 19x19 game at GNU Go level 1.
 *
 *   bench-gtp [MOVES]      (default 250; GNU Go at /usr/games/gnugo)
 *
 * 1. GNU Go (level 1, 19x19) plays MOVES moves against itself through
 *    IshiGtpEngine.  For each genmove: the wall time of the round trip
 *    (command written, reply parsed, on the main loop) and GNU Go's CPU
 *    time for it (its `cputime` command before and after).  The difference
 *    is the upper bound of what Ishi adds (it also holds the pipes and the
 *    kernel's scheduling: on a loaded machine GNU Go waits for a CPU, and
 *    the load average is printed for that reason).  A trivial command
 *    ("name") is timed too: the round trip Ishi's client itself adds.
 * 2. The game is written to a temporary SGF and `ishi-tool analyse` runs
 *    over it with the same engine (estimate_score on every node).
 * 3. The window's Analyse This Game without the window: the core analyser
 *    (ishi-game-analyser.h) over the same game in this process, with GNU
 *    Go level 1 — its wall time, and GNU Go's own CPU time beside it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "ishi-game-analyser.h"
#include "ishi-gtp-engine.h"
#include "ishi-sgf.h"

#define GNUGO "/usr/games/gnugo"

typedef struct {
  gboolean done;
  char *text;
  GError *error;
} Reply;

static void
on_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;
  r->text = ishi_gtp_engine_send_finish (ISHI_GTP_ENGINE (source), result, &r->error);
  r->done = TRUE;
}

static void
on_start (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;
  ishi_gtp_engine_start_finish (ISHI_GTP_ENGINE (source), result, &r->error);
  r->done = TRUE;
}

static char *
send (IshiGtpEngine *engine, const char *command)
{
  Reply r = { 0 };
  ishi_gtp_engine_send_async (engine, command, 120000, NULL, on_reply, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  if (r.error)
    {
      fprintf (stderr, "bench-gtp: %s\n", r.error->message);
      exit (1);
    }
  return r.text;
}

static double
cputime (IshiGtpEngine *engine)
{
  g_autofree char *t = send (engine, "cputime");
  return g_ascii_strtod (t, NULL);
}

/* The machine's load: wall times mean little when it is busy. */
static void
print_load (const char *when)
{
  g_autofree char *load = NULL;
  if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
    printf ("load average %s: %s", when, load);
}

static void
on_analysed (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;

  if (!ishi_game_analyser_run_finish (ISHI_GAME_ANALYSER (source), result, &r->error))
    r->text = NULL;
  r->done = TRUE;
}

/* Analyse This Game through the core analyser, as the window runs it. */
static void
analyse_in_process (const char *sgf, int moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "bench", &error);
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiGtpEngine) engine = NULL;
  g_autoptr(IshiAnalyst) analyst = NULL;
  g_autoptr(IshiGameAnalyser) analyser = NULL;
  Reply r = { 0 };
  gint64 t0;
  double wall, cpu;

  if (collection == NULL || (game = ishi_game_new_from_collection (collection, 0, &error)) == NULL)
    {
      printf ("analyser: the game cannot be read: %s\n", error->message);
      return;
    }
  engine = ishi_gtp_engine_new (GNUGO " --mode gtp --level 1", NULL, NULL);
  analyst = ishi_analyst_new_gtp (engine, 0);
  analyser = ishi_game_analyser_new (analyst, game, &error);
  t0 = g_get_monotonic_time ();
  ishi_game_analyser_run_async (analyser, 0, NULL, on_analysed, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  wall = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;
  cpu = ishi_gtp_engine_get_cpu_time (engine);
  if (r.error)
    printf ("analyser failed: %s\n", r.error->message);
  else
    printf ("Analyse This Game (core analyser), %d-move 19x19 game, GNU Go level 1: %.1f s wall, "
            "%.1f ms a position, GNU Go CPU %.1f s\n", moves, wall,
            1000 * wall / ishi_game_analyser_get_n_positions (analyser), cpu);
  g_clear_error (&r.error);
  ishi_analyst_quit (analyst);
}

int
main (int argc, char **argv)
{
  int moves = argc > 1 ? atoi (argv[1]) : 250;
  g_autoptr (IshiGtpEngine) engine = NULL;
  Reply r = { 0 };
  GString *sgf = g_string_new ("(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese]");
  double wall_total = 0, cpu_total = 0, worst_extra = 0;
  gint64 t0;
  double name_total = 0;
  int name_n = 200;
  g_autofree char *path = NULL;
  const char *tool = g_getenv ("ISHI_TOOL");
  int fd;

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      printf ("bench-gtp: SKIP: GNU Go is not installed (%s)\n", GNUGO);
      return 0;
    }
  print_load ("before");
  engine = ishi_gtp_engine_new (GNUGO " --mode gtp --level 1", NULL, "GNU Go");
  ishi_gtp_engine_start_async (engine, 0, NULL, on_start, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  if (r.error)
    {
      fprintf (stderr, "bench-gtp: %s\n", r.error->message);
      return 1;
    }
  g_free (send (engine, "boardsize 19"));
  g_free (send (engine, "clear_board"));
  g_free (send (engine, "komi 6.5"));

  for (int i = 0; i < name_n; i++)
    {
      t0 = g_get_monotonic_time ();
      g_free (send (engine, "name"));
      name_total += (double) (g_get_monotonic_time () - t0);
    }

  for (int i = 0; i < moves; i++)
    {
      const char *color = i % 2 ? "w" : "b";
      g_autofree char *cmd = g_strdup_printf ("genmove %s", color);
      g_autofree char *v = NULL;
      double c0 = cputime (engine), c1, wall, cpu;
      int x = -1, y = -1;
      IshiGtpVertexKind kind;

      t0 = g_get_monotonic_time ();
      v = send (engine, cmd);
      wall = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;
      c1 = cputime (engine);
      cpu = c1 - c0;
      wall_total += wall;
      cpu_total += cpu;
      if (wall - cpu > worst_extra)
        worst_extra = wall - cpu;
      if (!ishi_gtp_vertex_parse (19, v, TRUE, &kind, &x, &y, NULL) || kind == ISHI_GTP_VERTEX_RESIGN)
        {
          moves = i;
          break;
        }
      if (kind == ISHI_GTP_VERTEX_PASS)
        g_string_append_printf (sgf, ";%c[]", i % 2 ? 'W' : 'B');
      else
        g_string_append_printf (sgf, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + x, 'a' + y);
    }
  g_string_append (sgf, ")\n");

  printf ("GTP round trip of \"name\" (%d times): %.1f µs each\n", name_n, name_total / name_n);
  printf ("genmove, GNU Go level 1, 19x19, %d moves:\n", moves);
  printf ("  wall time per move      %.1f ms\n", 1000 * wall_total / moves);
  printf ("  GNU Go CPU per move     %.1f ms\n", 1000 * cpu_total / moves);
  printf ("  difference per move     %.2f ms (Ishi, pipes and scheduling; cputime has 1 ms grain)\n",
          1000 * (wall_total - cpu_total) / moves);
  printf ("  largest difference      %.1f ms\n", 1000 * worst_extra);

  fd = g_file_open_tmp ("bench-gtp-XXXXXX.sgf", &path, NULL);
  if (fd >= 0 && tool != NULL)
    {
      g_autofree char *out = NULL;
      int status;
      const char *args[] = { tool, "analyse", path, "--engine", GNUGO " --mode gtp --level 1", NULL };

      close (fd);
      g_file_set_contents (path, sgf->str, -1, NULL);
      t0 = g_get_monotonic_time ();
      if (g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                        &out, NULL, &status, NULL) && g_spawn_check_wait_status (status, NULL))
        printf ("ishi-tool analyse, %d-move 19x19 game, GNU Go level 1: %.1f s wall\n", moves,
                (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC);
      else
        printf ("ishi-tool analyse failed\n");
      g_unlink (path);
    }
  else if (tool == NULL)
    printf ("(set ISHI_TOOL to the built ishi-tool to time analyse)\n");
  analyse_in_process (sgf->str, moves);
  print_load ("after");
  g_string_free (sgf, TRUE);
  ishi_gtp_engine_quit (engine);
  return 0;
}
