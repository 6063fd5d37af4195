/* ishi-analyst-choice.h — which analyst answers the analysis panel's
 * questions (a hint, Analyse This Game, a territory map): the game's own
 * engine (a GTP engine, Ishi's engine, a Renju game's Piskvork brain),
 * else the one chosen in Preferences, else Ishi's own engine for the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-analyst.h"

G_BEGIN_DECLS

/* Playouts of Ishi's engine for a hint, for each position of Analyse This
 * Game — quick: 250 moves of 19×19 within a minute of one core's time,
 * enough playouts that the estimates keep still from one side's move to
 * the other's (tests/bench/README.md); thorough: five times that —, and
 * for a territory map (a second or so on 19×19).  A question of
 * HINT_PLAYOUTS or more gets a hint's time from a Renju engine or brain,
 * a smaller one a game position's. */
#define HINT_PLAYOUTS 4000
#define GAME_PLAYOUTS 1000
#define GAME_PLAYOUTS_THOROUGH 5000
#define TERRITORY_PLAYOUTS 6000

/* The analyst for a question of `playouts` on `match` (NULL: none yet);
 * *key names it, so that a hint's analyst can be kept while it fits. */
IshiAnalyst *ishi_analyst_choose (GSettings *settings, IshiMatch *match, guint playouts, char **key);

G_END_DECLS
