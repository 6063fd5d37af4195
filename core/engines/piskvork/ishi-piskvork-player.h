/* ishi-piskvork-player.h — a Piskvork brain (ishi-piskvork-brain.h) as a
 * player of a Renju match (ishi-player.h).
 *
 * Its turn: the brain is asked for its move in the whole position of the
 * match's current line (BOARD … DONE), and the answer goes through the
 * match (ishi_match_play), which judges it by Renju's rules.  Nothing
 * blocks: the window goes on while the brain thinks.
 *
 * A brain that fails leaves the game as it was — its turn, the record up
 * to it — and "failed" is emitted with the reason: it did not start, it
 * crashed (its process ended), it answered nothing within its time (INFO
 * timeout_turn and a margin), it refused the position, it answered
 * something that is no point, or a point where it cannot play (occupied;
 * forbidden to Black when the match refuses forbidden points — under the
 * tournament rule the match itself ends the game as Black's foul).  No
 * forfeit: a program that failed committed no foul, and a person
 * playing it has not won; the window offers to play on without it or to
 * restart it (issue 78: after a forfeit, Restart had no game to go on).
 *
 * A brain plays the game, not the steps of an opening rule (swaps, fifth
 * moves offered): asked for such a step it fails the same way (New Game
 * does not offer brains for those rows).
 *
 * Cancel (undo, a new game, Stop) drops the question: the brain, which
 * has no way to stop thinking in the protocol, is ended, and started
 * again for its next turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-match.h"
#include "ishi-piskvork-brain.h"
#include "ishi-player.h"

G_BEGIN_DECLS

#define ISHI_TYPE_PISKVORK_PLAYER (ishi_piskvork_player_get_type ())
G_DECLARE_FINAL_TYPE (IshiPiskvorkPlayer, ishi_piskvork_player, ISHI, PISKVORK_PLAYER, GObject)

/* A player for `brain` (a reference is taken; started at its first turn). */
IshiPlayer        *ishi_piskvork_player_new       (IshiPiskvorkBrain *brain);
IshiPiskvorkBrain *ishi_piskvork_player_get_brain (IshiPiskvorkPlayer *self);
/* A question is on its way: property "thinking". */
gboolean           ishi_piskvork_player_is_thinking (IshiPiskvorkPlayer *self);

/* The stones of `game`'s current line in the order played (Black first),
 * as a brain is told them: an array of IshiPoint.  Stones set up on the
 * board (a problem's, an edited position) come first, Black and White in
 * turn.  NULL when the position cannot be told: a pass in the line, or
 * more stones of one colour than the order of play allows. */
GArray            *ishi_piskvork_stones_of_game   (IshiGame *game);
/* "h8": a point as Renju players write it (a–o from the left, 1–15 from
 * the bottom). */
char              *ishi_piskvork_point_name       (int x, int y);

/* Signals:
 *   "failed" (const GError *error): the brain failed, the reason in
 *            `error`; the match still waits for its move. */

G_END_DECLS
