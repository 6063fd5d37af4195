/* ishi-engine-process.h — an engine's process and everything it starts.
 *
 * An engine may start helpers of its own (a script that runs the real
 * program, a GPU server, a child that keeps the output pipe open).
 * Killing the engine's own process then leaves them running, and a child
 * that holds the output pipe keeps running after the match.  So an engine
 * is started as the leader of a process group of its own (setpgid in the
 * child, before exec), and ended with every process of that group.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A launcher like g_subprocess_launcher_new (flags) whose processes each
 * lead a process group of their own.  From then on SIGPIPE is ignored in
 * Ishi (unless a handler was set): a write to an engine that exited fails
 * with an error instead of ending Ishi; the engines keep its default. */
GSubprocessLauncher *ishi_engine_launcher_new (GSubprocessFlags flags);
/* The process id of `process` (its group's id), or 0 once it is gone. */
GPid                 ishi_engine_process_get_pid (GSubprocess *process);
/* Ends every process of the group `pid` leads (SIGKILL), the leader
 * included; nothing when pid <= 0 or the group is gone.  The group's id
 * is not given to another process while a member lives, so this is safe
 * after the leader has exited. */
void                 ishi_engine_process_end_group (GPid pid);

G_END_DECLS
