/* bench-stats.h — what the room's benchmarks measure alike: a process's
 * CPU time and memory from /proc, and percentiles of a sample.  Static
 * functions, included by bench-room.c and bench-class.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

G_GNUC_UNUSED static double
proc_cpu_seconds (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *text = NULL;
  const char *p;
  unsigned long utime = 0, stime = 0;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (p = strrchr (text, ')')) == NULL)
    return -1;
  if (sscanf (p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
    return -1;
  return (utime + stime) / (double) sysconf (_SC_CLK_TCK);
}

G_GNUC_UNUSED static long
proc_status_kb (GPid pid, const char *field)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", pid);
  g_autofree char *text = NULL;
  const char *p;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (p = strstr (text, field)) == NULL)
    return -1;
  return strtol (p + strlen (field) + 1, NULL, 10);
}

G_GNUC_UNUSED static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

G_GNUC_UNUSED static double
percentile (GArray *values, double q)
{
  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_double);
  return g_array_index (values, double, MIN (values->len - 1, (guint) (q * values->len)));
}
