/* ishi-engine-bar.h — what an engine is doing, above the board: starting
 * (with the lines it writes to stderr meanwhile), thinking (with Stop),
 * paused (a game of two engines), or failed (a message in words, and the
 * choice to play on without it or to restart it).  It knows no rules and
 * no GTP: the window tells it what to show and hears its buttons.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  ISHI_ENGINE_BAR_HIDDEN,
  ISHI_ENGINE_BAR_STARTING,
  ISHI_ENGINE_BAR_THINKING,
  ISHI_ENGINE_BAR_PAUSED,
  ISHI_ENGINE_BAR_FAILED,
} IshiEngineBarState;

#define ISHI_TYPE_ENGINE_BAR (ishi_engine_bar_get_type ())
G_DECLARE_FINAL_TYPE (IshiEngineBar, ishi_engine_bar, ISHI, ENGINE_BAR, GtkWidget)

GtkWidget *ishi_engine_bar_new (void);

/* `name` is the engine's name as the player sees it. */
void ishi_engine_bar_show_starting (IshiEngineBar *self, const char *name);
/* A line the starting engine wrote to stderr (the last few are shown:
 * KataGo tunes itself for minutes on its first start and says so there). */
void ishi_engine_bar_add_output    (IshiEngineBar *self, const char *line);
void ishi_engine_bar_show_thinking (IshiEngineBar *self, const char *name);
void ishi_engine_bar_show_paused   (IshiEngineBar *self);
/* `message` is a whole sentence in words; `output` the engine's last
 * stderr lines (may be NULL), shown below it. */
void ishi_engine_bar_show_failed   (IshiEngineBar *self, const char *message, const char *output);
void ishi_engine_bar_hide          (IshiEngineBar *self);

/* Compact (FALSE at first): a bar in a line of its own, no higher than a
 * button, its message on one line and the engine's output on one line
 * after it, the latest in view (the window's status line, issue 66); not
 * compact: wrapped, the output's lines one under the other. */
void ishi_engine_bar_set_compact   (IshiEngineBar *self, gboolean compact);

/* Property "state" (int, an IshiEngineBarState), notified when it
 * changes. */
IshiEngineBarState ishi_engine_bar_get_state   (IshiEngineBar *self);
const char        *ishi_engine_bar_get_message (IshiEngineBar *self);

/* signals, all without arguments:
 *   "stop"            Stop pressed: move now, or give the turn back
 *   "pause"           Pause pressed while two engines play
 *   "resume"          Resume pressed
 *   "play-on"         after a failure: go on as a game of two people
 *   "restart"         after a failure: start the engine again */

G_END_DECLS
