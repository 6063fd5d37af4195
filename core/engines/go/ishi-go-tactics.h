/* ishi-go-tactics.h — small tactical readers on the playout board, for the
 * playout policy and the tree's priors: how many liberties a move leaves
 * its string, whether a string in atari escapes or is caught in a ladder,
 * whether an atari starts a ladder that works, and the vital point of a
 * three-point eye (nakade).
 *
 * The ladder reader plays its moves on the board's colours alone and
 * takes them back before it returns, so the board is the same afterwards
 * (its strings, liberties and patterns are not touched while it reads).
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-fast.h"

G_BEGIN_DECLS

/* The empty points among the four neighbours of p (from the colours, so
 * also right while the ladder reader has stones of its own on them). */
static inline int
ishi_go_fast_empty_neighbours (const IshiGoFast *f, int p)
{
  return (f->color[p - f->stride] == ISHI_GO_FAST_EMPTY) + (f->color[p - 1] == ISHI_GO_FAST_EMPTY) +
         (f->color[p + 1] == ISHI_GO_FAST_EMPTY) + (f->color[p + f->stride] == ISHI_GO_FAST_EMPTY);
}

/* The liberties a stone of `color` at the empty point p would leave its
 * string, counted up to `max` (p's empty neighbours and the liberties of
 * the strings it joins).  When the stone captures (an enemy string next
 * to p is in atari) the answer is `max`. */
int ishi_go_tactics_libs_after (IshiGoFast *f, int color, int p, int max);

/* A stone of `color` at p that leaves its string, of `min_stones` stones
 * or more with the new one, with one liberty or none, without capturing. */
gboolean ishi_go_tactics_self_atari (IshiGoFast *f, int color, int p, int min_stones);
/* A self-atari of two or three stones that kills from the inside: the
 * stone of `color` at p leaves its string (two or three stones with it)
 * one liberty, and puts in atari on that same liberty an enemy string of
 * more stones, which had p and that liberty as its last two; and that
 * liberty is inside — next to no other empty point and no other string
 * of `color`.  The enemy must take, and what it takes leaves it an eye
 * of two or three points with no way out, a shape that is one eye (the
 * other side plays its vital point).  It kills a group whose outside
 * liberties are gone, and a playout that forbade every self-atari of two
 * stones never played it: both sides waited, and the dead group lived
 * as in a seki. */
gboolean ishi_go_tactics_inside_atari (IshiGoFast *f, int color, int p);

/* The string at p is in atari: TRUE when extending at its liberty does
 * not save it — the extended string has one liberty or none, or two and
 * the other side catches it in a ladder (read to the end: the runner
 * escapes by taking a chasing stone in atari or reaching three
 * liberties).  Strings that can take a neighbour in atari at once are
 * never caught.  Readings longer than a fixed budget count as escapes. */
gboolean ishi_go_tactics_caught (IshiGoFast *f, int p);

/* The string at p has two liberties, one of them `a`: TRUE when the other
 * side's stone at a puts it in atari and it is then caught (as above). */
gboolean ishi_go_tactics_atari_catches (IshiGoFast *f, int p, int a);

/* The vital point of a three-point eye next to `last` (a row of three
 * empty points, straight or bent, with no stone of `color` beside any of
 * them): the middle point, for `color` to play; 0 when there is none. */
int ishi_go_tactics_nakade (const IshiGoFast *f, int color, int last);

G_END_DECLS
