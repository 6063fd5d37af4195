/* ishi-renju-shapes.h — a Renju board that knows, for every empty point,
 * the shape each colour would make by playing there (five, straight four,
 * four, three, two…), kept up to date stone by stone: the game the deep
 * search of ishi-renju-search.c plays on.  ishi-renju-shapes.c explains it.
 *
 * Points are cells of a padded grid (ishi_renju_shapes_cell), so that the
 * eleven points of a line around any point of the board are cells too.
 * The board is a plain value of about 190 kB (the judged neighbourhoods
 * included): allocate it, do not put it on the stack.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"

G_BEGIN_DECLS

#define ISHI_RENJU_SHAPES_PAD 5
#define ISHI_RENJU_SHAPES_W (ISHI_RENJU_SIZE + 2 * ISHI_RENJU_SHAPES_PAD)
#define ISHI_RENJU_SHAPES_N_CELLS (ISHI_RENJU_SHAPES_W * ISHI_RENJU_SHAPES_W)
#define ISHI_RENJU_SHAPES_N_KEYS 59049   /* 3^10 neighbourhoods of a point on a line */

/* A cell: ISHI_BLACK, ISHI_WHITE, or one of these. */
enum { ISHI_RENJU_CELL_EMPTY = 0, ISHI_RENJU_CELL_WALL = 3 };

/* What a stone of a colour on an empty point makes (`flags`); bit k is
 * counted in n_flag[colour - 1][k]. */
enum {
  ISHI_RENJU_SHAPES_FIVE = 1 << 0,       /* a five */
  ISHI_RENJU_SHAPES_WIN4 = 1 << 1,       /* a straight four (White: also two fours) */
  ISHI_RENJU_SHAPES_FOUR = 1 << 2,       /* any four */
  ISHI_RENJU_SHAPES_STRAIGHT = 1 << 3,   /* a straight four on some line: the colour has a three */
  ISHI_RENJU_SHAPES_MAYBE_FOUL = 1 << 4, /* Black: two threats or an overline — ask the rules */
  ISHI_RENJU_SHAPES_THREE = 1 << 5,      /* a three */
};

/* How many shapes a point can have on one line, from none to an
 * overline (ishi-renju-shapes.c): the values of `shape`. */
#define ISHI_RENJU_SHAPES_N_SHAPES 11

/* What one stone on an empty point makes for a colour, all four lines
 * taken together, from nothing to a five: the classes the evaluation
 * weighs (ishi-renju-shapes.c).  FOUL: Black's most likely forbidden
 * points (two threes, two fours, an overline). */
typedef enum {
  ISHI_RENJU_CLASS_NONE, ISHI_RENJU_CLASS_ONE, ISHI_RENJU_CLASS_B2, ISHI_RENJU_CLASS_B2X2,
  ISHI_RENJU_CLASS_F2, ISHI_RENJU_CLASS_F2B2, ISHI_RENJU_CLASS_F2X2, ISHI_RENJU_CLASS_B3,
  ISHI_RENJU_CLASS_B3PLUS, ISHI_RENJU_CLASS_F3, ISHI_RENJU_CLASS_F3PLUS, ISHI_RENJU_CLASS_B4,
  ISHI_RENJU_CLASS_B4PLUS, ISHI_RENJU_CLASS_F3X2, ISHI_RENJU_CLASS_B4F3, ISHI_RENJU_CLASS_B4X2,
  ISHI_RENJU_CLASS_F4, ISHI_RENJU_CLASS_FOUL, ISHI_RENJU_CLASS_FIVE,
  ISHI_RENJU_N_CLASSES
} IshiRenjuClass;

typedef struct {
  guint8 cell[ISHI_RENJU_SHAPES_N_CELLS];
  guint8 shape[ISHI_RENJU_SHAPES_N_CELLS][4][2];   /* [point][line][colour - 1] */
  guint key[ISHI_RENJU_SHAPES_N_CELLS][4][2];      /* the neighbourhood of each shape */
  guint8 flags[ISHI_RENJU_SHAPES_N_CELLS][2];
  gint16 value[ISHI_RENJU_SHAPES_N_CELLS][2];      /* a stone's shape values there, for each colour */
  guint8 klass[ISHI_RENJU_SHAPES_N_CELLS][2];      /* IshiRenjuClass of each point for each colour */
  guint8 class_table[2][ISHI_RENJU_SHAPES_N_SHAPES * ISHI_RENJU_SHAPES_N_SHAPES
                        * ISHI_RENJU_SHAPES_N_SHAPES * ISHI_RENJU_SHAPES_N_SHAPES];
                                                   /* the class of four lines' shapes, in base N_SHAPES */
  gint weighed[2];                                 /* [mover - 1]: both colours' classes weighed */
  guint8 near[ISHI_RENJU_SHAPES_N_CELLS];          /* stones within two points */
  gint n_flag[2][6];
  guint64 zobrist[ISHI_RENJU_SHAPES_N_CELLS][2];
  guint64 hash;                                    /* of the stones */
  IshiRenjuBoard rules;                            /* the same stones, for the forbidden points */
  guint8 memo[2][ISHI_RENJU_SHAPES_N_KEYS];        /* each neighbourhood's shape, once judged */
} IshiRenjuShapes;

static inline int
ishi_renju_shapes_cell (int x, int y)
{
  return (y + ISHI_RENJU_SHAPES_PAD) * ISHI_RENJU_SHAPES_W + x + ISHI_RENJU_SHAPES_PAD;
}

static inline IshiPoint
ishi_renju_shapes_point (int cell)
{
  return (IshiPoint) { cell % ISHI_RENJU_SHAPES_W - ISHI_RENJU_SHAPES_PAD,
                       cell / ISHI_RENJU_SHAPES_W - ISHI_RENJU_SHAPES_PAD };
}

void     ishi_renju_shapes_init (IshiRenjuShapes *shapes, const IshiRenjuBoard *board);
/* Puts `color` (ISHI_RENJU_CELL_EMPTY clears) on the cell. */
void     ishi_renju_shapes_put (IshiRenjuShapes *shapes, int cell, guint8 color);
/* May `color` play the empty cell?  Black's possibly forbidden points are
 * asked of the rules core. */
gboolean ishi_renju_shapes_may_play (const IshiRenjuShapes *shapes, int color, int cell);
/* The first empty cell (board order) with `flag` for `color`, or -1. */
int      ishi_renju_shapes_find (const IshiRenjuShapes *shapes, int color, guint8 flag);
/* A cell where `color` may play and wins by a straight four or two fours, or -1. */
int      ishi_renju_shapes_find_win4 (const IshiRenjuShapes *shapes, int color);
/* The position for `color`, to move (positive: better for `color`). */
gint     ishi_renju_shapes_evaluate (const IshiRenjuShapes *shapes, int color);
/* How many empty points of each class `color` has (the evaluation's
 * inputs, for tuning it). */
void     ishi_renju_shapes_count_classes (const IshiRenjuShapes *shapes, int color,
                                          guint counts[ISHI_RENJU_N_CLASSES]);

G_END_DECLS
