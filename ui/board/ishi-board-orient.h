/* ishi-board-orient.h — the board turned the way a player sits: a quarter
 * turn, a half turn, and the same mirrored.
 *
 * Only the picture turns.  The record, the points as players name them
 * (D4 stays D4, wherever it is drawn), the screen reader's names and the
 * moves a click plays stay those of the record; the renderer and the
 * widget go through these functions between the record's points and the
 * points of the picture ("view points"), so that what is drawn at a pixel
 * and what a click there plays are the same point in every orientation.
 *
 * Points use the core convention (ishi-types.h): x from the left, y from
 * the top, from 0, on a size × size board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The eight ways a square board can lie: the record's own orientation
 * mirrored or not (FLIP: left and right exchanged, as the record seen in a
 * mirror), then turned 0 to 3 quarters clockwise.  The value is
 * 4 × flipped + quarter turns. */
typedef enum {
  ISHI_BOARD_ORIENTATION_NORMAL = 0,      /* as recorded: A1 at the bottom left */
  ISHI_BOARD_ORIENTATION_ROTATE_90,       /* a quarter turn clockwise: A1 at the top left */
  ISHI_BOARD_ORIENTATION_ROTATE_180,      /* a half turn: the board seen from White's side */
  ISHI_BOARD_ORIENTATION_ROTATE_270,
  ISHI_BOARD_ORIENTATION_FLIP,            /* left and right exchanged: A1 at the bottom right */
  ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90,
  ISHI_BOARD_ORIENTATION_FLIP_ROTATE_180, /* top and bottom exchanged */
  ISHI_BOARD_ORIENTATION_FLIP_ROTATE_270,
} IshiBoardOrientation;

#define ISHI_BOARD_N_ORIENTATIONS 8

#define ISHI_TYPE_BOARD_ORIENTATION (ishi_board_orientation_get_type ())
GType ishi_board_orientation_get_type (void) G_GNUC_CONST;

/* Where the record's point (x, y) is drawn: the view point (vx, vy). */
void ishi_board_orientation_to_view (IshiBoardOrientation orientation, int size,
                                     int x, int y, int *vx, int *vy);
/* The record's point drawn at the view point (vx, vy). */
void ishi_board_orientation_from_view (IshiBoardOrientation orientation, int size,
                                       int vx, int vy, int *x, int *y);
/* A step on the screen (dx, dy: one of the arrow keys) as a step on the
 * record's board, so that the keyboard cursor moves the way the arrow
 * points. */
void ishi_board_orientation_step_from_view (IshiBoardOrientation orientation,
                                            int dx, int dy, int *bx, int *by);
/* TRUE when the picture's columns are the record's rows (a quarter turn):
 * the labels along the top name rows then. */
gboolean ishi_board_orientation_transposes (IshiBoardOrientation orientation);

/* The board as it lies turned `quarters` more quarters clockwise (negative:
 * anticlockwise). */
IshiBoardOrientation ishi_board_orientation_rotate (IshiBoardOrientation orientation, int quarters);
/* The board as it lies mirrored left to right on the screen. */
IshiBoardOrientation ishi_board_orientation_flip (IshiBoardOrientation orientation);

G_END_DECLS
