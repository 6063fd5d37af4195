/* ishi-engine-control.h — the engines of the window's match and the bar
 * that shows them.  Each engine side is a player made from the choice of
 * New Game (ishi_engine_spec_new_player): a GTP engine (IshiGtpPlayer of
 * core/engines/gtp) or Ishi's own Go or Renju engine.  The control starts
 * the GTP engines (their stderr on the bar meanwhile), keeps them in step
 * with the record after every change the window makes (undo, a move in the
 * record, deleting a variation or a pass node: ishi_gtp_player_sync_*),
 * shows starting, thinking, paused and failed, and answers the bar's
 * buttons (Stop, Pause, Resume, Play On Without the Engine, Restart the
 * Engine).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-engine-bar.h"
#include "ishi-engine-spec.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ENGINE_CONTROL (ishi_engine_control_get_type ())
G_DECLARE_FINAL_TYPE (IshiEngineControl, ishi_engine_control, ISHI, ENGINE_CONTROL, GObject)

/* `bar` is the window's (weak: the window owns both). */
IshiEngineControl *ishi_engine_control_new (IshiEngineBar *bar);

/* Engines for `match`: `black` and `white` are NULL for a person.  The
 * players are set on the match, the GTP engines started, and the player
 * to move asked; nothing blocks. */
void ishi_engine_control_start  (IshiEngineControl *self, IshiMatch *match,
                                 const IshiEngineSpec *black, const IshiEngineSpec *white);
/* The same engines on `match` with the colours exchanged: after White
 * took Black under 珠型交代打ち (the same match), or for game 2 of a
 * two-game set (its match, before the window shows it). */
void ishi_engine_control_exchange (IshiEngineControl *self, IshiMatch *match);
/* The window shows `match` now: engines of another match are stopped. */
void ishi_engine_control_follow (IshiEngineControl *self, IshiMatch *match);
/* Signal "dead-stones" (const char *engine, GArray *dead): when the game
 * is counted, a GTP engine's final_status_list dead (IshiPoint), to show
 * beside Ishi's suggestion; engine NULL when the count is gone. */

/* The engine playing `color`, or NULL for a person. */
IshiPlayer *ishi_engine_control_get_player (IshiEngineControl *self, IshiColor color);
/* What the engine playing `color` of `match` was made from (its level
 * the one it plays at); NULL for a person or another match. */
const IshiEngineSpec *ishi_engine_control_get_spec (IshiEngineControl *self, IshiMatch *match,
                                                    IshiColor color);

G_END_DECLS
