/* ishi-engine-control.h — the engines of the window's match and the bar
 * that shows them: starts them, shows starting/thinking/paused/failed,
 * and answers the bar's buttons (Stop, Pause, Resume, Play On Without
 * the Engine, Restart the Engine).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-engine-bar.h"
#include "ishi-engine-player.h"
#include "ishi-engine-spec.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ENGINE_CONTROL (ishi_engine_control_get_type ())
G_DECLARE_FINAL_TYPE (IshiEngineControl, ishi_engine_control, ISHI, ENGINE_CONTROL, GObject)

/* `bar` is the window's (not referenced beyond its life: the window owns
 * both). */
IshiEngineControl *ishi_engine_control_new (IshiEngineBar *bar);

/* Engines for `match`: `black` and `white` are NULL for a person.  The
 * players are set on the match and started; nothing blocks. */
void ishi_engine_control_start  (IshiEngineControl *self, IshiMatch *match,
                                 const IshiEngineSpec *black, const IshiEngineSpec *white);
/* The window shows `match` now: engines of another match are stopped. */
void ishi_engine_control_follow (IshiEngineControl *self, IshiMatch *match);
/* The engine playing `color`, or NULL. */
IshiEnginePlayer *ishi_engine_control_get_engine (IshiEngineControl *self, IshiColor color);

G_END_DECLS
