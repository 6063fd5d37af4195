/* ishi-renju-engine-player.h — Ishi's Renju engine as a player of a match.
 *
 * On its turn it copies the position, chooses a move in a worker thread
 * (ishi-renju-engine.h) and plays it from the main loop, so the window
 * never waits.  A move that arrives after the match stopped waiting
 * (cancel: undo, a new game) is dropped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-player.h"

G_BEGIN_DECLS

#define ISHI_TYPE_RENJU_ENGINE_PLAYER (ishi_renju_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (IshiRenjuEnginePlayer, ishi_renju_engine_player, ISHI, RENJU_ENGINE_PLAYER, GObject)

/* `level` 1–6 (ishi-renju-engine.h); `seed` makes the games repeatable;
 * `max_seconds` (0: none) is the most it thinks about one move. */
IshiPlayer *ishi_renju_engine_player_new (guint level, guint64 seed, gdouble max_seconds);

G_END_DECLS
