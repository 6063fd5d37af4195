/* ishi-engine-player.h — a GTP engine as a player of the window's match.
 *
 * Interim: the window's own small GTP player, until the `gtp` branch's
 * IshiGtpPlayer (core/engines/gtp/) is merged; it then takes this one's
 * place and this file goes.  What the window needs of it is exactly what
 * this header offers: start and restart without blocking, the engine's
 * stderr while it starts, "thinking" as a property, Stop and Pause, one
 * "failed" signal with a sentence for people, and a raw command call to
 * compare boards in the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-engine-spec.h"
#include "ishi-match.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_ENGINE_STOPPED,     /* not started, or failed */
  ISHI_ENGINE_STARTING,    /* started, not yet answered */
  ISHI_ENGINE_READY,
  ISHI_ENGINE_THINKING,    /* a genmove is out */
} IshiEngineState;

#define ISHI_TYPE_ENGINE_PLAYER (ishi_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (IshiEnginePlayer, ishi_engine_player, ISHI, ENGINE_PLAYER, GObject)

/* An engine for `color`; nothing runs until ishi_engine_player_start().
 * `move_timeout` in seconds bounds each genmove (the other commands have
 * 15 s, as GoGui found 8 s too short for slow engines). */
IshiEnginePlayer *ishi_engine_player_new (const IshiEngineSpec *spec, IshiColor color, guint move_timeout);

/* The match whose position the engine follows (weak; your_turn sets it
 * too). */
void            ishi_engine_player_attach  (IshiEnginePlayer *self, IshiMatch *match);
/* Starts the engine (again, after a failure).  Returns at once. */
void            ishi_engine_player_start   (IshiEnginePlayer *self);
IshiEngineState ishi_engine_player_get_state (IshiEnginePlayer *self);
const char     *ishi_engine_player_get_name  (IshiEnginePlayer *self);
IshiColor       ishi_engine_player_get_color (IshiEnginePlayer *self);
/* The engine's last lines of stderr, joined with newlines (may be ""). */
char           *ishi_engine_player_get_output (IshiEnginePlayer *self);
/* The engine process's id as a string (its pid on Unix), or NULL. */
const char     *ishi_engine_player_get_identifier (IshiEnginePlayer *self);
/* Paused: the engine is not asked to move (a game of two engines). */
void            ishi_engine_player_set_paused (IshiEnginePlayer *self, gboolean paused);
/* Drops the genmove in flight: its answer, when it comes, is not played. */
void            ishi_engine_player_stop_thinking (IshiEnginePlayer *self);

/* Sends `command` after the engine is in step with the match's current
 * position; the reply's text (or the engine's error as a GError) comes
 * to `callback` (ishi_engine_player_command_finish). */
void  ishi_engine_player_command        (IshiEnginePlayer *self, const char *command,
                                         GAsyncReadyCallback callback, gpointer user_data);
char *ishi_engine_player_command_finish (IshiEnginePlayer *self, GAsyncResult *result, GError **error);

/* Signals:
 *   "failed" (const char *message)   the engine cannot go on; message is a
 *                                    sentence for people.  The record is
 *                                    untouched.
 *   "output" (const char *line)      a line the engine wrote to stderr
 *   notify::state                                                          */

G_END_DECLS
