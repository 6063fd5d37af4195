/* ishi-remote-player.h — a player at another computer: its moves arrive
 * over the network.
 *
 * The other side of a network game is one more IshiPlayer, like an engine
 * (ishi-player.h): the match asks it to move and it answers later, when a
 * line comes in from its socket.  The host's room seats one at each chair
 * of a table and plays the moves its connection proposes, only when it is
 * that player's turn (ishi_remote_player_play); a client's copy of the
 * game seats one at each chair too and plays the moves the host announced.
 * The client's own chair is "human" (the window takes the clicks, and
 * sends them to the host instead of playing them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-match.h"
#include "ishi-player.h"

G_BEGIN_DECLS

#define ISHI_TYPE_REMOTE_PLAYER (ishi_remote_player_get_type ())
G_DECLARE_FINAL_TYPE (IshiRemotePlayer, ishi_remote_player, ISHI, REMOTE_PLAYER, GObject)

/* `human`: the window's own chair in a client's copy of the game. */
IshiPlayer *ishi_remote_player_new (const char *name, gboolean human);

/* The match asked this player to move and has not cancelled. */
gboolean    ishi_remote_player_is_asked (IshiRemotePlayer *self);
/* A move came from this player's side (x = -1: a pass): it is played in
 * the match that asked for it.  ISHI_MOVE_GAME_OVER when the match did not
 * ask this player (not its turn, the game over, undone meanwhile). */
IshiMoveStatus ishi_remote_player_play (IshiRemotePlayer *self, int x, int y);

/* Whether its connection is up (the room stops the clock when it is not). */
void        ishi_remote_player_set_connected (IshiRemotePlayer *self, gboolean connected);
gboolean    ishi_remote_player_get_connected (IshiRemotePlayer *self);

G_END_DECLS
