/* bench-class.c — the room's load benchmark run as a class, with the
 * teacher's grid drawing every board.
 *
 *   xvfb-run -a -s "-screen 0 1920x1080x24" \
 *     bench-class ISHI-TOOL BENCH-ROOM [--seconds S] [--games G] [--rate R]
 *
 * Runs `BENCH-ROOM ISHI-TOOL --class` (the host, `ishi-tool serve --class`,
 * and 2×G pupils playing G games of 9×9, default 16 games: 32 pupils,
 * each moving R times a second, default 5; no other watchers) and, in this
 * process, the teacher's class view joined to it with the teacher's code,
 * 1920×1080, on the Boards page: every table's board in the grid, live.
 *
 * Printed, besides bench-room's own figures (the host's CPU and memory,
 * the moves relayed, their latency, the records read back):
 *   - GTK's frames of the class view: how many, and the time of each from
 *     the frame clock's before-paint to its after-paint (the layout, the
 *     snapshot of every board and its drawing onto the window);
 *   - every board of the grid drawn once, every second, at its size
 *     on the screen, by the board renderer the board widget draws with:
 *     a frame in which every table changed (once a second, so as not to
 *     take the view's own frames' time);
 *   - both on the clock and in this thread's CPU time (which other work
 *     on the machine does not lengthen);
 *   - the CPU time of this process (the view and its client, the
 *     drawings above included).
 * All on loopback; bounded by S seconds (default 60) and bench-room's own
 * limits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <signal.h>
#include <sys/resource.h>
#include <time.h>

#include "bench-stats.h"
#include "ishi-board-render.h"
#include "ishi-board-view.h"
#include "ishi-class-window.h"

typedef struct {
  GtkWidget *view;
  GArray *frames;          /* ms, GTK's own frames */
  GArray *frames_cpu;      /* ms of this thread's CPU in them */
  GArray *grids;           /* ms, the grid drawn whole */
  GArray *grids_cpu;
  gint64 paint_start;
  double paint_cpu;
  guint boards_max;
  gboolean done;
} Bench;

/* This thread's CPU time in ms: the machine's other load does not
 * count in it, as it does in the time on the clock. */
static double
cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void
before_paint_cb (GdkFrameClock *clock, Bench *b)
{
  b->paint_start = g_get_monotonic_time ();
  b->paint_cpu = cpu_ms ();
}

static void
after_paint_cb (GdkFrameClock *clock, Bench *b)
{
  double ms;

  if (b->paint_start == 0)
    return;
  ms = (g_get_monotonic_time () - b->paint_start) / 1000.0;
  g_array_append_val (b->frames, ms);
  ms = cpu_ms () - b->paint_cpu;
  g_array_append_val (b->frames_cpu, ms);
  b->paint_start = 0;
}

/* Every board of the grid drawn once, at its size on the screen, by the
 * board renderer the board widget draws with (ishi-board-render.h): what
 * a frame costs when every table changed since the last one. */
static void
render_boards (GtkWidget *widget, guint *n)
{
  if (ISHI_IS_BOARD_VIEW (widget) && gtk_widget_get_width (widget) > 0)
    {
      int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cairo_t *cr = cairo_create (surface);
      ishi_board_render (cr, width, height, ishi_board_view_get_model (ISHI_BOARD_VIEW (widget)));
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      (*n)++;
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    render_boards (c, n);
}

static gboolean
draw_grid_cb (gpointer data)
{
  Bench *b = data;
  gint64 start = g_get_monotonic_time ();
  double cpu = cpu_ms (), ms;
  guint n = 0;

  render_boards (b->view, &n);
  if (n == 0)
    return G_SOURCE_CONTINUE;
  b->boards_max = MAX (b->boards_max, n);
  ms = (g_get_monotonic_time () - start) / 1000.0;
  g_array_append_val (b->grids, ms);
  ms = cpu_ms () - cpu;
  g_array_append_val (b->grids_cpu, ms);
  return G_SOURCE_CONTINUE;
}

static void
realize_cb (GtkWidget *view, Bench *b)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (view);

  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), b);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), b);
}

static void
room_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  ((Bench *) data)->done = TRUE;
}

static void
print_sample (const char *what, GArray *ms)
{
  printf ("  %s: %u, median %.1f ms, p95 %.1f ms, max %.1f ms\n", what, ms->len, percentile (ms, 0.5),
          percentile (ms, 0.95), percentile (ms, 1.0));
}

int
main (int argc, char **argv)
{
  Bench b = { 0 };
  const char *seconds = "60", *games = "16", *rate = "5";
  g_autoptr (GSubprocess) room = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *first = NULL;
  struct rusage r0, r1;
  guint16 port;

  if (argc < 3)
    {
      fprintf (stderr, "usage: bench-class ISHI-TOOL BENCH-ROOM [--seconds S] [--games G] [--rate R]\n");
      return 2;
    }
  for (int i = 3; i + 1 < argc; i += 2)
    if (strcmp (argv[i], "--seconds") == 0)
      seconds = argv[i + 1];
    else if (strcmp (argv[i], "--games") == 0)
      games = argv[i + 1];
    else if (strcmp (argv[i], "--rate") == 0)
      rate = argv[i + 1];
  gtk_init ();
  {
    const char *room_argv[] = { argv[2], argv[1], "--class", "--seconds", seconds, "--games", games,
                                "--rate", rate, "--observers", "0", NULL };
    room = g_subprocess_newv (room_argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  }
  if (room == NULL)
    {
      fprintf (stderr, "bench-class: %s\n", error->message);
      return 1;
    }
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (room));
  first = g_data_input_stream_read_line_utf8 (out, NULL, NULL, NULL);
  if (first == NULL || !g_str_has_prefix (first, "bench-room: host on port "))
    {
      fprintf (stderr, "bench-class: bench-room did not start a class\n");
      return 1;
    }
  port = (guint16) g_ascii_strtoull (first + strlen ("bench-room: host on port "), NULL, 10);

  b.frames = g_array_new (FALSE, FALSE, sizeof (double));
  b.grids = g_array_new (FALSE, FALSE, sizeof (double));
  b.frames_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  b.grids_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  b.view = ishi_class_window_new (NULL, "127.0.0.1", port, "sensei", NULL, "12345678");
  gtk_window_set_default_size (GTK_WINDOW (b.view), 1920, 1080);
  g_signal_connect (b.view, "realize", G_CALLBACK (realize_cb), &b);
  gtk_window_present (GTK_WINDOW (b.view));
  getrusage (RUSAGE_SELF, &r0);
  g_timeout_add (1000, draw_grid_cb, &b);
  g_subprocess_wait_async (room, NULL, room_done_cb, &b);
  while (!b.done)
    g_main_context_iteration (NULL, TRUE);
  getrusage (RUSAGE_SELF, &r1);

  /* bench-room's own figures first. */
  {
    g_autofree char *line = NULL;
    while ((line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, NULL)) != NULL)
      {
        printf ("%s\n", line);
        g_free (g_steal_pointer (&line));
      }
  }
  printf ("bench-class: the teacher's class view, %d×%d, up to %u boards in the grid\n",
          gtk_widget_get_width (b.view), gtk_widget_get_height (b.view), b.boards_max);
  print_sample ("GTK's frames (before-paint to after-paint), on the clock", b.frames);
  print_sample ("            the same frames, this thread's CPU", b.frames_cpu);
  print_sample ("every board of the grid drawn by the board renderer, on the clock", b.grids);
  print_sample ("            the same drawings, this thread's CPU", b.grids_cpu);
  printf ("  the view's process CPU %.1f s\n",
          (r1.ru_utime.tv_sec - r0.ru_utime.tv_sec) + (r1.ru_stime.tv_sec - r0.ru_stime.tv_sec)
          + ((r1.ru_utime.tv_usec - r0.ru_utime.tv_usec) + (r1.ru_stime.tv_usec - r0.ru_stime.tv_usec)) / 1e6);
  gtk_window_destroy (GTK_WINDOW (b.view));
  return g_subprocess_get_exit_status (room);
}
