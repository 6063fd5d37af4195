/* ishi-engine-process.c — see ishi-engine-process.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-engine-process.h"

#include <errno.h>
#include <signal.h>
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

