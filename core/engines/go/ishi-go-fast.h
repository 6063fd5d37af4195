/* ishi-go-fast.h — the playout board of Ishi's Go engine: a compact copy
 * of a position that plays thousands of moves per playout without the
 * rules core's checks and history.
 *
 * The rules core (ishi-go-board.h) is the referee: every move of the tree
 * is played there, with superko and the off-board moves.  A playout
 * starts from the tree's position copied here and keeps only what a
 * playout needs: strings with their pseudo-liberties (and the sum and sum
 * of squares that tell an atari without walking the string), captures,
 * the simple ko point, suicide as the row allows it, the empty points in
 * a list, and for every point the 3×3 neighbourhood as a 16-bit code
 * updated with each stone put or taken, so the policy's shapes are one
 * table lookup.  Superko is not checked in playouts (a longer cycle
 * within a random playout is rare and costs it nothing but a few moves
 * until the cap), as in Fuego and Pachi; test-go-fast plays thousands of
 * random moves on both boards under every ko and suicide rule of the
 * table and compares them.
 *
 * Points are y * size + x outside, as the engine's moves; inside, a 1-D
 * array with a border, like the rules core.
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-board.h"

G_BEGIN_DECLS

#define ISHI_GO_FAST_STRIDE (ISHI_GO_BOARD_MAX_SIZE + 1)
#define ISHI_GO_FAST_CELLS ((ISHI_GO_BOARD_MAX_SIZE + 2) * ISHI_GO_FAST_STRIDE + 1)
/* The boards from this size up are "large": the priors and the playouts'
 * result are set apart for them (ishi-go-policy.c, ishi-go-search.c). */
#define ISHI_GO_LARGE_BOARD 15

enum { ISHI_GO_FAST_EMPTY = 0, ISHI_GO_FAST_BLACK = 1, ISHI_GO_FAST_WHITE = 2,
       ISHI_GO_FAST_BORDER = 3 };

typedef struct {
  int size, stride;
  gboolean allow_suicide;
  guint8 color[ISHI_GO_FAST_CELLS];
  gint16 head[ISHI_GO_FAST_CELLS];     /* of the string of a stone */
  gint16 next[ISHI_GO_FAST_CELLS];     /* the next stone of the string (a ring) */
  /* At the head of a string: */
  gint16 n_stones[ISHI_GO_FAST_CELLS];
  gint16 n_plibs[ISHI_GO_FAST_CELLS];  /* pseudo-liberties */
  gint32 lib_sum[ISHI_GO_FAST_CELLS];  /* sum of the pseudo-liberty points */
  gint32 lib_sq[ISHI_GO_FAST_CELLS];   /* and of their squares */
  /* The colours of the 8 neighbours, 2 bits each (NW N NE W E SW S SE from
   * the lowest bits), for every point. */
  guint16 pattern[ISHI_GO_FAST_CELLS];
  gint16 empty[ISHI_GO_FAST_CELLS];    /* the empty points, in no order */
  gint16 empty_pos[ISHI_GO_FAST_CELLS];
  int n_empty;
  int ko_point;                        /* 0: none */
  int ko_color;                        /* the side that may not take it back */
  int to_move;
  int captures[2];                     /* prisoners taken by Black, by White */
  int n_stones_of[2];
  guint32 mark[ISHI_GO_FAST_CELLS];    /* scratch for liberty walks */
  guint32 generation;
} IshiGoFast;

/* The position of `board` (stones, side to move, ko, prisoners). */
void ishi_go_fast_set (IshiGoFast *f, const IshiGoBoard *board);

static inline int
ishi_go_fast_point (const IshiGoFast *f, int move)
{
  return (move / f->size + 1) * f->stride + move % f->size + 1;
}

static inline int
ishi_go_fast_move (const IshiGoFast *f, int p)
{
  return (p / f->stride - 1) * f->size + p % f->stride - 1;
}

/* Legal for `color` at inner point p: empty, not the ko, not suicide
 * unless the row allows it.  (Superko is not looked at.) */
gboolean ishi_go_fast_legal (const IshiGoFast *f, int color, int p);
/* Plays a legal move at inner point p for `color`; the side to move
 * becomes the other. */
void ishi_go_fast_play (IshiGoFast *f, int color, int p);
void ishi_go_fast_pass (IshiGoFast *f);

/* A point whose four neighbours are `color`'s (or the edge) and whose
 * diagonals hold at most one enemy stone (none on the edge). */
gboolean ishi_go_fast_is_eye (const IshiGoFast *f, int color, int p);

/* No stone within two points either way of the inner point p (a 5×5
 * square, cut by the edges): the policy's priors and the opening's
 * refusals (ishi-go-choice.c) call such a point far from the play. */
gboolean ishi_go_fast_alone (const IshiGoFast *f, int p);

/* The liberties of the string at p, up to `max` into libs; returns how
 * many (all of them when fewer than max). */
int ishi_go_fast_liberties (IshiGoFast *f, int p, int max, int *libs);

static inline gboolean
ishi_go_fast_in_atari (const IshiGoFast *f, int h)
{
  gint64 n = f->n_plibs[h], s = f->lib_sum[h];

  return n > 0 && s * s == n * (gint64) f->lib_sq[h];
}

/* The one liberty of a string in atari (given its head). */
static inline int
ishi_go_fast_atari_liberty (const IshiGoFast *f, int h)
{
  return f->lib_sum[h] / f->n_plibs[h];
}

/* For tests: TRUE when the two boards hold the same stones, side to move,
 * prisoners and ko point, else FALSE with the difference in *problem. */
gboolean ishi_go_fast_same (const IshiGoFast *f, const IshiGoBoard *board, char **problem);

G_END_DECLS
