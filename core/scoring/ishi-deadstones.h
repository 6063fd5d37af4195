/* ishi-deadstones.h — which stones of a finished game are dead?
 *
 * After two passes the players agree on the dead stones before counting.
 * Ishi proposes them, and the players correct the proposal by clicking
 * (ishi_score_toggle_dead).  The proposal combines four things:
 *
 *   - Benson's test of unconditional life: strings that cannot be captured
 *     even if their owner never plays again are alive, and enemy stones
 *     inside their small eyes ("vital regions") are dead;
 *   - Monte-Carlo ownership: many random games are played out from the
 *     position (neither side fills its own one-point eyes); a group whose
 *     stones the opponent owns at the end of most of them is dead — unless
 *     the opponent cannot approach it, as in a seki, which the playouts
 *     settle by chance;
 *   - eye space, for what uniform playouts get wrong (a random opponent
 *     seldom captures a loose group that has room to wander): a group that
 *     cannot make two eyes — its walled-in empty regions, judged by size
 *     and shape (nakade shapes make one eye, a one-point eye whose
 *     diagonals the opponent holds is false), give fewer than two — and
 *     that touches a living opponent group is dead when the opponent owns
 *     it in a fair share (20%) of the playouts, seki again excepted;
 *   - last, a group shut in one small eye space is read there to the end
 *     with the opponent first (ishi-eyespace.h): if it lives only when its
 *     owner moves first, it is dead, and the fights around it are judged
 *     again with it off the board.
 *
 * It is meant to agree with GNU Go's `final_status_list dead` on finished
 * games; tests/data/score holds the games it is measured on.  Results are
 * repeatable: the random numbers are seeded from the position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

/* Who owns each point at the end of the game, as a stronger judge than
 * the uniform playouts here reads it: for each point the share of its
 * playouts that end with the point Black's (black[p]) and White's
 * (white[p]), 0 to 1 each.  FALSE when it cannot answer (the suggestion
 * then plays its own playouts).  The judge lives above this layer —
 * Ishi's Go engine (ishi-go-dead.h), whose playouts capture a string in
 * atari and save their own, and so win a capturing race the way it is
 * won; the scoring core cannot call it, so it is handed down. */
typedef gboolean (*IshiOwnershipFunc) (int size, const IshiColor *board, IshiColor to_move,
                                       double *black, double *white, gpointer user_data);

typedef struct {
  /* Random games to play out; 0 chooses a number that keeps a 19×19 board
   * well within 100 ms. */
  guint playouts;
  /* Seed of the random numbers; 0 derives it from the position. */
  guint64 seed;
  /* When set, the strings in a close fight — two strings of opposite
   * colours side by side, each with four liberties or fewer, neither
   * alive by Benson's test: a capturing race, a seki — whose stones this
   * reader gives to one side in nine playouts of ten or more are judged
   * by its shares (with Benson's test, the seki and the eye rules below,
   * as the uniform playouts are); the rest by the uniform playouts. */
  IshiOwnershipFunc ownership;
  gpointer ownership_data;
} IshiDeadStonesOptions;

/* Suggests the dead stones of a finished position of Go.  `board` is
 * size × size, row by row from the top (index y * size + x), size 5 to 25.
 * `to_move` is the side to move, or ISHI_EMPTY when unknown; the playouts
 * start with each side in turn anyway (after two passes the move is worth
 * little), so it only changes the random numbers.  `options` may be NULL.
 *
 * Writes 1 into `dead` (size × size) on each dead stone and 0 elsewhere;
 * when `ownership` is not NULL, writes there for each point a value from
 * -1 (White's at the end of every playout) to +1 (Black's at the end of
 * every playout).  Returns the number of dead stones. */
guint ishi_dead_stones_guess (int size, const IshiColor *board, IshiColor to_move,
                              const IshiDeadStonesOptions *options,
                              guint8 *dead, double *ownership);

G_END_DECLS
