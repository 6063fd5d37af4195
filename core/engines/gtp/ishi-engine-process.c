/* ishi-engine-process.c — see ishi-engine-process.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-engine-process.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>

/* In the child, between fork and exec: only async-signal-safe calls.  The
 * engine gets SIGPIPE as any program started from a shell would (an
 * ignored signal stays ignored across exec). */
static void
own_group (gpointer data)
{
  (void) data;
  setpgid (0, 0);
  signal (SIGPIPE, SIG_DFL);
}

GSubprocessLauncher *
ishi_engine_launcher_new (GSubprocessFlags flags)
{
  GSubprocessLauncher *launcher = g_subprocess_launcher_new (flags);
  struct sigaction old;

  /* Writing to an engine that just exited must be an error (EPIPE) that
   * the caller reports, not SIGPIPE ending Ishi with it (issue 53:
   * `ishi-tool match --game renju` died, exit 141, nothing written, when
   * a brain exited after one move).  Only when nobody chose otherwise. */
  if (sigaction (SIGPIPE, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
    signal (SIGPIPE, SIG_IGN);

  g_subprocess_launcher_set_child_setup (launcher, own_group, NULL, NULL);
  return launcher;
}

GPid
ishi_engine_process_get_pid (GSubprocess *process)
{
  const char *id = process ? g_subprocess_get_identifier (process) : NULL;

  return id ? (GPid) atoi (id) : 0;
}

void
ishi_engine_process_end_group (GPid pid)
{
  if (pid <= 0)
    return;
  if (kill (-pid, SIGKILL) != 0 && errno != ESRCH)
    g_debug ("the engine's process group %d could not be ended: %s", (int) pid, g_strerror (errno));
}

/* --- lines of bounded length ---------------------------------------------- */

typedef struct {
  gsize max;
  gsize scanned;   /* bytes of the buffer known to hold no LF */
} LineRead;

static void line_step (GTask *task);

static void
line_filled (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  GBufferedInputStream *in = G_BUFFERED_INPUT_STREAM (source);
  GError *error = NULL;
  gssize n = g_buffered_input_stream_fill_finish (in, result, &error);
  gsize available;

  if (n < 0)
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  if (n == 0)
    {
      /* The end: what is left is the last line, without its LF. */
      g_buffered_input_stream_peek_buffer (in, &available);
      if (available == 0)
        g_task_return_pointer (task, NULL, NULL);
      else
        {
          char *line = g_malloc (available + 1);

          g_input_stream_read (G_INPUT_STREAM (in), line, available, NULL, NULL);
          line[available] = '\0';
          g_task_return_pointer (task, line, g_free);
        }
      g_object_unref (task);
      return;
    }
  line_step (task);
}

static void
line_step (GTask *task)
{
  GBufferedInputStream *in = g_task_get_source_object (task);
  LineRead *r = g_task_get_task_data (task);
  gsize available, size;
  const char *buffer = g_buffered_input_stream_peek_buffer (in, &available);
  const char *lf = available > r->scanned ? memchr (buffer + r->scanned, '\n', available - r->scanned) : NULL;

  if (lf != NULL)
    {
      gsize n = (gsize) (lf - buffer);
      char *line = g_malloc (n + 1);

      /* From the buffer alone: no read of the stream under it. */
      g_input_stream_read (G_INPUT_STREAM (in), line, n + 1, NULL, NULL);
      if (n > 0 && line[n - 1] == '\r')
        n--;
      line[n] = '\0';
      g_task_return_pointer (task, line, g_free);
      g_object_unref (task);
      return;
    }
  r->scanned = available;
  if (available >= r->max)
    {
      g_input_stream_skip (G_INPUT_STREAM (in), available, NULL, NULL);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                               "a line of more than %" G_GSIZE_FORMAT " bytes", r->max);
      g_object_unref (task);
      return;
    }
  /* A full buffer grows, up to the bound. */
  size = g_buffered_input_stream_get_buffer_size (in);
  if (available >= size)
    g_buffered_input_stream_set_buffer_size (in, MIN (MAX (size * 2, 4096), r->max));
  g_buffered_input_stream_fill_async (in, -1, G_PRIORITY_DEFAULT, g_task_get_cancellable (task), line_filled, task);
}

void
ishi_engine_read_line_async (GBufferedInputStream *in, gsize max, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;
  LineRead *r;

  g_return_if_fail (G_IS_BUFFERED_INPUT_STREAM (in));
  g_return_if_fail (max > 0);

  task = g_task_new (in, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_engine_read_line_async);
  r = g_new0 (LineRead, 1);
  r->max = max;
  g_task_set_task_data (task, r, g_free);
  line_step (task);
}

char *
ishi_engine_read_line_finish (GBufferedInputStream *in, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, in), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
