/* ishi-renju-board.h — a Renju board and Black's forbidden points (禁手).
 *
 * The board is always 15 × 15 (RIF rules, article 2).  Points use the
 * coordinates of ishi-types.h: x from the left, y from the TOP, 0-based, so
 * the centre h8 is (7, 7).
 *
 * What is forbidden, and why, is explained at length in
 * ishi-renju-board.c.  In short, a Black stone at a point is forbidden when
 * it makes an overline (six or more), two or more fours, or two or more
 * threes — unless the same stone makes an exact five, which wins.  White has
 * no restrictions.
 *
 * The board is a plain value (about 1.4 kB, no pointers): copy it with
 * assignment or memcpy.  Every query leaves it as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_RENJU_SIZE 15
#define ISHI_RENJU_N_POINTS (ISHI_RENJU_SIZE * ISHI_RENJU_SIZE)

/* The four line directions, and the number of lines in each. */
#define ISHI_RENJU_N_DIRECTIONS 4
#define ISHI_RENJU_N_LINES (2 * ISHI_RENJU_SIZE - 1)

typedef struct {
  /* For each direction and line, one bit per point along the line (bit
   * position + 5, so that an 11-point window centred on any point is a plain
   * shift).  Off-board points are in none of the three masks. */
  guint32 black[ISHI_RENJU_N_DIRECTIONS][ISHI_RENJU_N_LINES];
  guint32 white[ISHI_RENJU_N_DIRECTIONS][ISHI_RENJU_N_LINES];
  guint32 empty[ISHI_RENJU_N_DIRECTIONS][ISHI_RENJU_N_LINES];
  guint n_stones;
} IshiRenjuBoard;

/* The shapes a Black stone can make along one line. */
typedef enum {
  ISHI_RENJU_SHAPE_FIVE,      /* exactly five in a row: a win */
  ISHI_RENJU_SHAPE_OVERLINE,  /* six or more in a row */
  ISHI_RENJU_SHAPE_FOUR,      /* one more stone makes an exact five */
  ISHI_RENJU_SHAPE_THREE,     /* one more, allowed, stone makes a straight four */
} IshiRenjuShape;

/* One shape made by a stone: the stones that form it, end to end.  The new
 * stone is always one of them.  `from` is the end with the smaller column
 * (for a vertical line, the lower one). */
typedef struct {
  IshiRenjuShape shape;
  IshiPoint from;
  IshiPoint to;
} IshiRenjuLine;

void      ishi_renju_board_init  (IshiRenjuBoard *board);
IshiColor ishi_renju_board_get   (const IshiRenjuBoard *board, int x, int y);
/* Puts `color` (ISHI_EMPTY clears) on (x, y).  No rule is checked. */
void      ishi_renju_board_set   (IshiRenjuBoard *board, int x, int y, IshiColor color);
gboolean  ishi_renju_board_is_full (const IshiRenjuBoard *board);

/* Would `color` playing the empty point (x, y) make five?  For Black only an
 * exact five counts; for White five or more.  When TRUE and `ends` is given,
 * it receives the two ends of the row (from as in IshiRenjuLine). */
gboolean  ishi_renju_board_makes_five (const IshiRenjuBoard *board, IshiColor color,
                                       int x, int y, IshiPoint ends[2]);

/* Is the empty point (x, y) forbidden for Black?  Returns ISHI_MOVE_OK
 * (also when the stone makes an exact five), ISHI_MOVE_OCCUPIED, or the
 * reason: ISHI_MOVE_DOUBLE_FOUR, ISHI_MOVE_DOUBLE_THREE or
 * ISHI_MOVE_OVERLINE.  When a point is forbidden for several reasons the
 * first of that list is given. */
IshiMoveStatus ishi_renju_board_forbidden (const IshiRenjuBoard *board, int x, int y);

/* Every forbidden point for Black at once: `reasons[y * 15 + x]` receives
 * the value ishi_renju_board_forbidden() would give (ISHI_MOVE_OCCUPIED for
 * stones).  Returns the number of forbidden points.  Faster than asking
 * point by point. */
guint ishi_renju_board_scan (const IshiRenjuBoard *board,
                             IshiMoveStatus reasons[ISHI_RENJU_N_POINTS]);

/* Like ishi_renju_board_forbidden(), and appends to `lines` (of
 * IshiRenjuLine) the shapes that make the point forbidden: the fours of a
 * double four, the threes of a double three, the overline(s).  Nothing is
 * appended for a point that is not forbidden. */
IshiMoveStatus ishi_renju_board_explain (const IshiRenjuBoard *board, int x, int y,
                                         GArray *lines);

G_END_DECLS
