/* bench-startup.c — Ishi's first window against a bare GTK 4 window's
 * (issue 23 item 16), run on demand by startup.sh under one Xvfb:
 *
 *   bench-startup ISHI BARE-WINDOW N
 *
 * Starts the two programs alternately, N times each, with
 * ISHI_BENCH_FIRST_FRAME set: each prints when its first frame was drawn
 * and its resident memory then, and ends (see app/window/ishi-first-frame.h).
 * Time to first frame is from just before the process is started to that
 * moment, on the same monotonic clock.  Prints each program's median time
 * and memory, and Ishi's against the bare window's: the target is at most
 * 1.1 for both.  Alternating, the two share whatever the machine is doing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

typedef struct {
  const char *name;
  const char *path;
  GArray *ms;      /* of double */
  GArray *rss;     /* of double, MiB */
  GArray *peak;    /* of double, MiB */
  GArray *cpu;     /* of double, ms */
} Program;

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_double);
  if (values->len == 0)
    return 0;
  if (values->len % 2)
    return g_array_index (values, double, values->len / 2);
  return (g_array_index (values, double, values->len / 2 - 1)
          + g_array_index (values, double, values->len / 2)) / 2;
}

static gboolean
run_once (Program *program)
{
  const char *argv[] = { program->path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start, frame, cpu_us;
  long rss, hwm;
  int status;
  const char *line;
  double ms, mib, peak, cpu;

  start = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                     &status, &error))
    {
      fprintf (stderr, "%s: %s\n", program->path, error->message);
      return FALSE;
    }
  line = out ? strstr (out, "first-frame ") : NULL;
  if (line == NULL || sscanf (line, "first-frame %" G_GINT64_FORMAT " %ld %ld %" G_GINT64_FORMAT,
                              &frame, &rss, &hwm, &cpu_us) != 4)
    {
      fprintf (stderr, "%s printed no first frame (status %d):\n%s%s\n", program->path, status,
               out ? out : "", err ? err : "");
      return FALSE;
    }
  ms = (frame - start) / 1000.0;
  mib = rss / 1024.0;
  peak = hwm / 1024.0;
  cpu = cpu_us / 1000.0;
  g_array_append_val (program->cpu, cpu);
  g_array_append_val (program->ms, ms);
  g_array_append_val (program->rss, mib);
  g_array_append_val (program->peak, peak);
  return TRUE;
}

int
main (int argc, char **argv)
{
  Program programs[2] = {
    { "ishi" }, { "bare GTK 4" },
  };
  double ms[2], rss[2], peak[2], cpu[2];
  int n;

  if (argc != 4 || (n = atoi (argv[3])) < 1)
    {
      fprintf (stderr, "usage: %s ISHI BARE-WINDOW N\n", argv[0]);
      return 2;
    }
  for (int k = 0; k < 2; k++)
    {
      programs[k].path = argv[1 + k];
      programs[k].ms = g_array_new (FALSE, FALSE, sizeof (double));
      programs[k].rss = g_array_new (FALSE, FALSE, sizeof (double));
      programs[k].peak = g_array_new (FALSE, FALSE, sizeof (double));
      programs[k].cpu = g_array_new (FALSE, FALSE, sizeof (double));
    }
  /* one of each first, not counted: the files come into the page cache */
  for (int k = 0; k < 2; k++)
    {
      if (!run_once (&programs[k]))
        return 1;
      g_array_set_size (programs[k].ms, 0);
      g_array_set_size (programs[k].rss, 0);
      g_array_set_size (programs[k].peak, 0);
      g_array_set_size (programs[k].cpu, 0);
    }
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 2; k++)
      if (!run_once (&programs[i % 2 ? 1 - k : k]))   /* alternating who goes first */
        return 1;

  for (int k = 0; k < 2; k++)
    {
      ms[k] = median (programs[k].ms);
      rss[k] = median (programs[k].rss);
      peak[k] = median (programs[k].peak);
      cpu[k] = median (programs[k].cpu);
      printf ("%-11s first frame %7.1f ms (median of %d, fastest %.1f), CPU %6.1f ms  RSS %6.1f MiB  peak %6.1f MiB\n",
              programs[k].name, ms[k], n, g_array_index (programs[k].ms, double, 0), cpu[k],
              rss[k], peak[k]);
    }
  printf ("ishi / bare: time %.2f x, CPU %.2f x, RSS %.2f x, peak RSS %.2f x (target: at most 1.10)\n",
          ms[0] / ms[1], cpu[0] / cpu[1], rss[0] / rss[1], peak[0] / peak[1]);
  return 0;
}
