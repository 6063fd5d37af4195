/* ishi-go-dead.h — the dead stones of a finished game as Ishi's Go engine
 * reads them.
 *
 * The scoring core suggests dead stones (ishi-deadstones.h) from uniform
 * random playouts checked by the rules for life and seki: Benson's test,
 * the seki no side can approach, the eyes a group can make.  Uniform
 * playouts misread a capturing race (攻め合い): a random player fills its
 * own last liberties as readily as the opponent's, so the side that wins
 * the race by capturing first loses it in a good share of them.  The
 * engine's playouts (ishi-go-game.c) capture a string in atari and save
 * their own, as players do, so the race ends the way it is won.
 *
 * Here the engine reads the final position: its search with its playouts
 * from the position, each point's owner counted at the end of every
 * playout, the two sides taking turns to move first (after two passes
 * having the move is worth little).  With those shares the scoring core's
 * suggestion judges the strings in a close fight — a capturing race, a
 * seki — where the engine is sure, with its checks for seki and life as
 * before; its uniform playouts and eye rules judge the rest (the engine's
 * playouts let a loose group with room live too often: see
 * ishi-deadstones.h).  Scoring is below the engines
 * (tests/layers.txt), so it is handed this reading as an
 * IshiOwnershipFunc by whoever sees both: the game controller's owner
 * (the window's session), ishi-tool, the engine's GTP server.
 *
 * With a fixed number of playouts and a seed the answer is always the
 * same, whatever the threads and the machine's load.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

typedef struct {
  /* Playouts in all; 0: by the board's size (ISHI_GO_DEAD_PLAYOUTS_19 on
   * 19×19, more on smaller boards, for about the same time). */
  guint playouts;
  /* Worker threads; 0: two. */
  guint threads;
  /* Seed; 0: from the position. */
  guint64 seed;
  /* The komi the search plays for (it only steers the search's moves). */
  double komi;
} IshiGoDeadOptions;

#define ISHI_GO_DEAD_PLAYOUTS_19 2000

/* The ownership shares of the finished position `board` (size × size, row
 * by row from the top) as the engine reads it: black[p] and white[p] the
 * share of its playouts that end with the point Black's and White's.  An
 * IshiOwnershipFunc: `options` is an IshiGoDeadOptions, or NULL. */
gboolean ishi_go_dead_ownership (int size, const IshiColor *board, IshiColor to_move,
                                 double *black, double *white, gpointer options);

/* Ishi's suggestion of the dead stones of a finished position, read by
 * the engine and checked by the rules (ishi_dead_stones_guess with
 * ishi_go_dead_ownership): 1 in `dead` on each dead stone; `ownership`
 * (may be NULL) gets Black's share minus White's for each point.  Returns
 * the number of dead stones. */
guint ishi_go_dead_stones (int size, const IshiColor *board, IshiColor to_move,
                           const IshiGoDeadOptions *options, guint8 *dead, double *ownership);

G_END_DECLS
