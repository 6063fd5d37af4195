/* ishi-first-frame.h — how the start-up benchmark (bench-startup) learns that a
 * window has drawn its first frame, shared by Ishi (ishi-application.c)
 * and the bare GTK window it is measured against (bare-window.c), so that
 * both are timed by the very same event.
 *
 * With ISHI_BENCH_FIRST_FRAME set, the first "after-paint" of the window's
 * frame clock — the frame has been drawn and handed to the display
 * server — prints one line on stdout:
 *
 *   first-frame MONOTONIC-MICROSECONDS RSS-KIB PEAK-RSS-KIB CPU-MICROSECONDS
 *
 * (CPU: user and system time of the process so far, which a busy machine
 * disturbs less than the time on the clock.)
 * and ends the process at once (its teardown is not start-up).  The clock
 * is g_get_monotonic_time (), the one the benchmark reads before it starts
 * the process.  Why this and not GTK_DEBUG or a timer: the frame clock's
 * after-paint is the moment GTK itself calls a frame done, it needs no
 * debugging build or output to parse, and nothing is added to a normal run
 * but one getenv.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <gtk/gtk.h>

static void
first_frame_painted_cb (GdkFrameClock *clock, gpointer data)
{
  gint64 now = g_get_monotonic_time ();
  g_autofree char *status = NULL;
  long rss = -1, hwm = -1;
  struct rusage usage;
  gint64 cpu;

  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    {
      const char *p;

      if ((p = strstr (status, "VmRSS:")) != NULL)
        rss = strtol (p + 6, NULL, 10);
      if ((p = strstr (status, "VmHWM:")) != NULL)
        hwm = strtol (p + 6, NULL, 10);
    }
  getrusage (RUSAGE_SELF, &usage);
  cpu = (gint64) (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * G_USEC_PER_SEC
        + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
  printf ("first-frame %" G_GINT64_FORMAT " %ld %ld %" G_GINT64_FORMAT "\n", now, rss, hwm, cpu);
  fflush (stdout);
  _exit (0);
}

static void
first_frame_realized_cb (GtkWidget *window, gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_painted_cb), NULL);
}

/* Call before the window is realized (before it is presented). */
G_GNUC_UNUSED static void
first_frame_watch (GtkWindow *window)
{
  if (g_getenv ("ISHI_BENCH_FIRST_FRAME") == NULL)
    return;
  g_signal_connect (window, "realize", G_CALLBACK (first_frame_realized_cb), NULL);
}
