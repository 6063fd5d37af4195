/* ishi-go-endgame.h — the end of a game as the row's count wants it.
 *
 * The playouts count every row's way (ishi-go-game.c), but what a search
 * weighs is mostly the win: at the end of a game, where the result no
 * longer changes, a move that costs a point looks as good as a pass.
 * Under area counting (Chinese) that is true; under territory counting
 * (Japanese, and the art versions of equal stones) it is not — a stone
 * in one's own territory is a point less, a stone that dies in the
 * other's area gives them a prisoner, and a dame filled after the other
 * has passed only delays the end.  And under Pure Go every stone counts,
 * so a child's partner fills its area before it passes.  This part
 * decides the move there, from the count of the position as it stands
 * and the search's own figures.
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-board.h"
#include "ishi-go-game.h"
#include "ishi-go-search.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

/* At least this many playouts for a move of the territory endgame, at
 * every level (the lower levels play fewer), so that the owners are
 * known well enough. */
#define ISHI_GO_ENDGAME_PLAYOUTS 1000

/* The territory endgame: the count is territory's and a pass has been
 * played in the game that led to `board` (its history, as far as the
 * board knows it: not before setup stones). */
gboolean ishi_go_endgame_territory (const IshiGoGame *game, const IshiGoBoard *board);

/* The move of the territory endgame for the side to move of `board`,
 * from the root's statistics of a search whose owners were counted
 * (`black`, `white`: each point's share of its playouts that ended with
 * the point Black's or White's): of the moves worth a stone by the
 * Japanese count of the position with the dead stones Ishi suggests, the
 * one that gains the most by that count, then the most visited — the
 * pass among them, worth nothing —; a move into territory, one's own or
 * the other's (where the stone would die), only when the playouts take
 * the point from its owner more often than not; never a seki's liberty;
 * on a neutral point only one that gains by the count or lies in a region
 * still open (not only dame); a move that saves a living string in atari
 * always.  ISHI_GO_MOVE_PASS when nothing is worth a stone.  But when the
 * search's most visited move wins far more often than its pass, the
 * position is not settled (an attack on a group the count calls alive):
 * that move, whatever the count says. */
int ishi_go_endgame_choose (GArray *stats, const IshiGoBoard *board, double komi, int handicap,
                            const double *black, const double *white);

/* Whether the count of `board` (Japanese, with the dead stones Ishi
 * suggests) sees a region still open: a neutral region that is not only
 * dame — a boundary not yet closed, a space between two walls. */
gboolean ishi_go_endgame_open (const IshiGoBoard *board, double komi, int handicap);

/* Black's margin by the count of `board` as it stands: Japanese, with
 * the dead stones Ishi suggests — the count the players see when the
 * game ends there. */
double ishi_go_endgame_count (const IshiGoBoard *board, double komi, int handicap);

/* Pure Go, the other side has just passed and the search chose to pass
 * too, which ends the game: the quiet filling stone to play instead (the
 * most visited in `stats`, else the first), or ISHI_GO_MOVE_PASS when
 * none is left. */
int ishi_go_endgame_fill_before_passing (const IshiGoBoard *board, GArray *stats);

G_END_DECLS
