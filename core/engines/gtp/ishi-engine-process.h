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

/* --- lines of bounded length ---------------------------------------------- */

/* What an engine may write in one line, or in one answer of several lines
 * (GTP): 1 MiB.  More is the engine's fault, never Ishi's memory (issue
 * 53: an engine that printed without ending its line took 1–2 GB). */
#define ISHI_ENGINE_MAX_LINE (1 << 20)

/* Reads the next line of `in` (ended by LF; a CR before it and the LF are
 * left out; the last line may have no LF) in at most `max` bytes of
 * memory: NULL with no error at the end of the stream; NULL with
 * G_IO_ERROR_MESSAGE_TOO_LARGE when `max` bytes came without a line end
 * (they are dropped: the next read goes on after them).  Never use
 * g_data_input_stream_read_line on the same stream: this keeps its own
 * place in the buffer. */
void  ishi_engine_read_line_async  (GBufferedInputStream *in, gsize max, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data);
char *ishi_engine_read_line_finish (GBufferedInputStream *in, GAsyncResult *result, GError **error);

G_END_DECLS
