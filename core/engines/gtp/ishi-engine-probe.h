/* ishi-engine-probe.h — "does this engine start and speak GTP?", asked
 * without blocking: the Test button of Preferences.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define ISHI_ENGINE_PROBE_ERROR (ishi_engine_probe_error_quark ())
GQuark ishi_engine_probe_error_quark (void);

typedef enum {
  ISHI_ENGINE_PROBE_ERROR_COMMAND,    /* the command line does not parse */
  ISHI_ENGINE_PROBE_ERROR_START,      /* the program is not there or cannot run */
  ISHI_ENGINE_PROBE_ERROR_EXITED,     /* it stopped before answering */
  ISHI_ENGINE_PROBE_ERROR_TIMEOUT,    /* no answer in time */
  ISHI_ENGINE_PROBE_ERROR_NOT_GTP,    /* it answered, but not in GTP */
} IshiEngineProbeError;

/* GNU Go's program: /usr/games/gnugo (Debian) or "gnugo" on PATH; NULL if
 * it is not installed. */
char *ishi_engine_gnugo_path (void);
/* The command line that runs GNU Go at `level` in GTP mode, or NULL. */
char *ishi_engine_gnugo_command (int level);

/* Starts `command` (a shell-quoted command line, run without a shell) in
 * `folder` (NULL or "": the home folder), sends it `init` (GTP commands,
 * may be NULL), then name, version and list_commands, and quits it.  Gives
 * up after `timeout_seconds`.  The result is "Name version". */
void  ishi_engine_probe_async  (const char          *command,
                                const char          *folder,
                                const char *const   *init,
                                guint                timeout_seconds,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data);
char *ishi_engine_probe_finish (GAsyncResult        *result,
                                GError             **error);
/* The same, and the commands it listed (NULL when it did not answer
 * list_commands). */
char *ishi_engine_probe_finish_full (GAsyncResult   *result,
                                     char         ***commands,
                                     GError        **error);
/* The command line the probe ran. */
const char *ishi_engine_probe_get_command (GAsyncResult *result);

G_END_DECLS
