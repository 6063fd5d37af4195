/* bench-hostile.c — how fast the files made to be slow are read (issue 14).
 *
 * For each file of ../hostile-files.h: its size, the reading speed in
 * bytes per second (the best of several reads, each into a fresh tree that
 * is then freed), and the peak memory of one read, measured in a child
 * process of its own (its maximum resident size after the read, less the
 * same before it).  test-hostile checks each against a budget; this prints
 * the figures.  A plain record collection is read for comparison.
 *
 *   bench-hostile [--seconds S]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ishi-sgf.h"
#include "../hostile-files.h"

static double
max_rss_bytes (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss * 1024.0;
}

static GString *
plain_collection (void)
{
  GString *s = g_string_new (NULL);

  for (guint k = 0; s->len < 10 * 1000 * 1000; k++)
    {
      g_string_append_printf (s, "(;GM[1]FF[4]SZ[19]PB[Black %u]PW[White %u]\n", k, k);
      for (guint m = 0; m < 200; m++)
        {
          guint p = (m * 7 + k) % 361;

          g_string_append_printf (s, ";%c[%c%c]", m % 2 ? 'W' : 'B', 'a' + p % 19, 'a' + p / 19);
        }
      g_string_append (s, ")\n");
    }
  return s;
}

/* The peak of one read, in a child. */
static double
peak_of_one_read (GString *text)
{
  int fds[2];
  double peak = 0;
  pid_t pid;

  if (pipe (fds) != 0 || (pid = fork ()) < 0)
    return -1;
  if (pid == 0)
    {
      double before = max_rss_bytes ();
      IshiSgfCollection *c = ishi_sgf_parse (text->str, text->len, "bench.sgf", NULL);

      peak = max_rss_bytes () - before;
      ishi_sgf_collection_free (c);
      if (write (fds[1], &peak, sizeof peak) != sizeof peak)
        _exit (1);
      _exit (0);
    }
  close (fds[1]);
  if (read (fds[0], &peak, sizeof peak) != sizeof peak)
    peak = -1;
  close (fds[0]);
  waitpid (pid, NULL, 0);
  return peak;
}

static void
bench (const char *name, const char *what, GString *text, double seconds)
{
  double best = G_MAXDOUBLE;
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  guint runs = 0;
  double peak = peak_of_one_read (text);

  do
    {
      gint64 start = g_get_monotonic_time ();
      IshiSgfCollection *c = ishi_sgf_parse (text->str, text->len, "bench.sgf", NULL);
      double t = (g_get_monotonic_time () - start) / 1e6;

      ishi_sgf_collection_free (c);
      best = MIN (best, t);
      runs++;
    }
  while (g_get_monotonic_time () < end || runs < 3);

  printf ("%-13s %9.1f kB %8.1f MB/s %9.2f ms %8.1f MiB  %s\n", name, text->len / 1000.0,
          text->len / best / 1e6, best * 1000, peak / (1024.0 * 1024), what);
}

int
main (int argc, char **argv)
{
  double seconds = 1.0;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--seconds") && i + 1 < argc)
        seconds = g_ascii_strtod (argv[++i], NULL);
      else
        {
          fprintf (stderr, "usage: %s [--seconds S]\n", argv[0]);
          return 2;
        }
    }

  printf ("reading files made to be slow: best of the reads in %.1f s each;\n"
          "peak memory of one read in a child process\n\n", seconds);
  printf ("%-13s %12s %13s %11s %12s\n", "file", "size", "speed", "time", "peak");
  for (gsize i = 0; i < G_N_ELEMENTS (hostile_files); i++)
    {
      g_autoptr(GString) text = hostile_files[i].make ();

      bench (hostile_files[i].name, hostile_files[i].what, text, seconds);
    }
  {
    g_autoptr(GString) text = plain_collection ();

    bench ("plain", "for comparison: 10 MB of plain 200-move records", text, seconds);
  }
  return 0;
}
