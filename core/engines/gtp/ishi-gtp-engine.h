/* ishi-gtp-engine.h — a GTP engine running as a child process.
 *
 * The engine is a GSubprocess made from a command line (split as a shell
 * would, g_shell_parse_argv, so "gnugo --mode gtp --level 1" works) in an
 * optional working folder.  Its stdout is read line by line asynchronously
 * on the GLib main loop and fed to an IshiGtpParser (ishi-gtp-protocol.h);
 * commands are written asynchronously; nothing ever blocks the main loop.
 * Its stderr is drained the same way: the last lines are kept
 * (get_stderr_tail) and each one is emitted as "stderr-line", so a window
 * can show them while a slow engine starts (KataGo tunes itself for
 * minutes on its first start, which looks like a hang when stderr is
 * hidden).
 *
 * Every command is sent with an id and a timeout.  Replies are matched by
 * id; lines that are no reply are emitted as "output-line" and kept with
 * the stderr tail.  A command whose reply does not come within its time
 * fails with ISHI_GTP_ERROR_TIMEOUT; the engine is then no longer
 * trusted (a late reply could belong to anything) and is killed, so every
 * command after it fails with ISHI_GTP_ERROR_CLOSED.  When the process exits,
 * every waiting command fails with ISHI_GTP_ERROR_EXITED (while starting)
 * or ISHI_GTP_ERROR_DIED, the message naming the exit status or signal
 * and quoting the last line of stderr, and "died" is emitted once.
 *
 * Interrupting: GTP has no interrupt (GoGui either waits or kills).  Ishi
 * cancels one command with its GCancellable: the callback gets
 * G_IO_ERROR_CANCELLED at once and the reply, when it comes, is dropped.
 * The engine keeps whatever state the command left (after a cancelled
 * genmove, the move it chose), which the player (ishi-gtp-player.h) knows
 * and repairs with undo or a replay.  ishi_gtp_engine_kill() ends the
 * process.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-gtp-protocol.h"

G_BEGIN_DECLS

/* Quick commands: 15 s, as GoGui found 8 s too short for slow engines. */
#define ISHI_GTP_DEFAULT_TIMEOUT_MS 15000
/* genmove with no clock (a setting; `ishi-tool match --move-timeout`). */
#define ISHI_GTP_DEFAULT_MOVE_TIMEOUT_MS 60000

#define ISHI_TYPE_GTP_ENGINE (ishi_gtp_engine_get_type ())
G_DECLARE_FINAL_TYPE (IshiGtpEngine, ishi_gtp_engine, ISHI, GTP_ENGINE, GObject)

/* An engine not started yet.  `display_name` names it in messages (NULL:
 * the program's base name until the engine answers "name", then the name
 * it gives itself).  `workdir` may be NULL. */
IshiGtpEngine *ishi_gtp_engine_new (const char *command_line, const char *workdir,
                                    const char *display_name);

/* A new, not started engine with the same command line, folder and name
 * (to restart one that died). */
IshiGtpEngine *ishi_gtp_engine_new_like (IshiGtpEngine *other);

/* Starts the process and asks protocol_version, name, version and
 * list_commands.  `timeout_ms` (<= 0: the default, 15 s) is the time for
 * the first reply, which a slow engine needs while it loads; stderr is
 * emitted meanwhile.  Fails with NOT_FOUND, START, EXITED, TIMEOUT. */
void     ishi_gtp_engine_start_async  (IshiGtpEngine *self, int timeout_ms,
                                       GCancellable *cancellable,
                                       GAsyncReadyCallback callback, gpointer user_data);
gboolean ishi_gtp_engine_start_finish (IshiGtpEngine *self, GAsyncResult *result, GError **error);

/* Sends `command` (without id; the engine adds one) and gives the reply's
 * text.  `timeout_ms` <= 0: ISHI_GTP_DEFAULT_TIMEOUT_MS.  A "?" reply is
 * ISHI_GTP_ERROR_FAILED with the engine's message.  Commands are written
 * in the order they are sent; several may wait at once. */
void     ishi_gtp_engine_send_async  (IshiGtpEngine *self, const char *command, int timeout_ms,
                                      GCancellable *cancellable,
                                      GAsyncReadyCallback callback, gpointer user_data);
char    *ishi_gtp_engine_send_finish (IshiGtpEngine *self, GAsyncResult *result, GError **error);

/* After start: what the engine said of itself. */
const char *ishi_gtp_engine_get_name     (IshiGtpEngine *self);   /* "GNU Go" */
const char *ishi_gtp_engine_get_version  (IshiGtpEngine *self);   /* "3.8" */
const char *ishi_gtp_engine_get_display_name (IshiGtpEngine *self);
gboolean    ishi_gtp_engine_has_command  (IshiGtpEngine *self, const char *command);
/* Every command it lists, sorted (NULL-terminated; empty before start). */
char      **ishi_gtp_engine_dup_commands (IshiGtpEngine *self);
gboolean    ishi_gtp_engine_is_running   (IshiGtpEngine *self);
/* The last lines of stderr and stray stdout, oldest first, "\n"-joined. */
char       *ishi_gtp_engine_get_stderr_tail (IshiGtpEngine *self);
/* The process id while running (for CPU time, ishi-tool match), else 0. */
GPid        ishi_gtp_engine_get_pid      (IshiGtpEngine *self);
/* CPU time (user + system, seconds) the engine's process used so far,
 * read from /proc; -1 when unknown. */
double      ishi_gtp_engine_get_cpu_time (IshiGtpEngine *self);

/* Sends "quit" (without waiting for the answer) and ends the process;
 * waiting commands fail with CLOSED. */
void        ishi_gtp_engine_quit (IshiGtpEngine *self);
/* Ends the process at once (SIGKILL); waiting commands fail with CLOSED. */
void        ishi_gtp_engine_kill (IshiGtpEngine *self);

/* Signals:
 *   "stderr-line" (const char *line)  a line on stderr;
 *   "output-line" (const char *line)  a line on stdout that is no reply;
 *   "died"        (const GError *error) the process ended by itself or was
 *                 killed after a timeout; the error says how. */

G_END_DECLS
