/* ishi-renju-symmetry.h — the symmetries of a Renju position: the turns
 * and reflections of the plane, about any point or line, that leave every
 * stone on a stone of its colour.
 *
 * The opening rules with fifth moves offered (the RIF rule, Soosõrv,
 * Taraguchi) refuse two offers that one of these carries onto the other:
 * the positions after them are the same game (the RIF's rule of 1996 wants
 * the two proposals "unequal in all respects").  renju-rules.ja.txt leaves
 * those rules to the rulebook (第３章, その他の開局規定) but counts the
 * openings by the same kind of symmetry, the stones' own: "黒 1・白２の線対称
 * なのでこの 13 ヶ所しかない" (珠型について) — the line through Black 1 and
 * White 2.  So a symmetry here is one of the stones wherever its centre or
 * line lies: a position symmetrical about i9, about the line of row 9 or
 * about the line between columns h and i has it, though the board's edges
 * are not symmetrical so — they are far from an opening's stones and no
 * rule counts them.
 *
 * Points use the coordinates of ishi-types.h (x from the left, y from the
 * top).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"
#include "ishi-types.h"

G_BEGIN_DECLS

/* A symmetry of the plane that keeps the lattice: (x, y) → (a·x + b·y + tx,
 * c·x + d·y + ty), the matrix one of the square's eight. */
typedef struct {
  int a, b, c, d;
  int tx, ty;
} IshiRenjuSymmetry;

/* The symmetries of the stones on `board` (the identity first; 1 to 8 of
 * them) into `out`; how many.  An empty board has the identity only. */
guint     ishi_renju_board_symmetries (const IshiRenjuBoard *board, IshiRenjuSymmetry out[8]);

/* Where `s` carries `p` (perhaps off the board). */
IshiPoint ishi_renju_symmetry_apply (const IshiRenjuSymmetry *s, IshiPoint p);

/* Does a symmetry of the stones on `board` carry `a` onto `b`?  TRUE when
 * a == b (the identity); `by` (may be NULL) gets the symmetry, a turn or a
 * reflection when a != b. */
gboolean  ishi_renju_symmetric_points (const IshiRenjuBoard *board, IshiPoint a, IshiPoint b,
                                       IshiRenjuSymmetry *by);

/* The point or the line `s` keeps, for people: "the line of column h",
 * "the line between rows 8 and 9", "the diagonal line through h8 and i9",
 * "the point i9", "the point midway between h8 and i9".  NULL for the
 * identity. */
char     *ishi_renju_symmetry_describe (const IshiRenjuSymmetry *s);

G_END_DECLS
