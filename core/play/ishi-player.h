/* ishi-player.h — who plays a colour: a small interface.
 *
 * The game controller (ishi-match.h) asks the player whose turn it is to
 * move; a person answers through the window (the board's clicks call
 * ishi_match_play), an engine would answer by itself (the GTP client of a
 * later issue implements this interface).  Only IshiHumanPlayer exists now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _IshiMatch IshiMatch;

#define ISHI_TYPE_PLAYER (ishi_player_get_type ())
G_DECLARE_INTERFACE (IshiPlayer, ishi_player, ISHI, PLAYER, GObject)

struct _IshiPlayerInterface {
  GTypeInterface parent_iface;

  /* A person plays through the window; anything else plays by itself and
   * the window does not take clicks on the board for it. */
  gboolean (*is_human)  (IshiPlayer *self);
  /* The name for the record (PB/PW) and the screen; may be NULL. */
  const char *(*get_name) (IshiPlayer *self);
  /* It is this player's turn in `match`: play (ishi_match_play, _pass,
   * _resign) now or later.  A person does nothing: the window waits. */
  void (*your_turn) (IshiPlayer *self, IshiMatch *match);
  /* The match no longer waits for a move (undo, the game ended, a new game). */
  void (*cancel)    (IshiPlayer *self);
};

gboolean    ishi_player_is_human  (IshiPlayer *self);
const char *ishi_player_get_name  (IshiPlayer *self);
void        ishi_player_your_turn (IshiPlayer *self, IshiMatch *match);
void        ishi_player_cancel    (IshiPlayer *self);

#define ISHI_TYPE_HUMAN_PLAYER (ishi_human_player_get_type ())
G_DECLARE_FINAL_TYPE (IshiHumanPlayer, ishi_human_player, ISHI, HUMAN_PLAYER, GObject)

IshiPlayer *ishi_human_player_new (const char *name);

G_END_DECLS
