/* ishi-renju-order.h — what the move order of the deep search
 * (ishi-renju-search.c) knows of a candidate point: the indices of its
 * learned weights (ishi-renju-policy.inc).  One definition for the search
 * and for the tool that fits the weights (tests/bench/renju-policy.c), so
 * that the two cannot disagree on the layout.
 *
 * The layout: the point's class for the mover, its class for the other
 * side (IshiRenjuClass each); its shape on each of its four lines for the
 * mover, then for the other side; its distance (1, 2, 3, 4 or more) to
 * the last move, then to the mover's own last move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-renju-shapes.h"

G_BEGIN_DECLS

#define ISHI_RENJU_ORDER_OWN_CLASS 0
#define ISHI_RENJU_ORDER_OTHER_CLASS (ISHI_RENJU_ORDER_OWN_CLASS + ISHI_RENJU_N_CLASSES)
#define ISHI_RENJU_ORDER_OWN_LINE (ISHI_RENJU_ORDER_OTHER_CLASS + ISHI_RENJU_N_CLASSES)
#define ISHI_RENJU_ORDER_OTHER_LINE (ISHI_RENJU_ORDER_OWN_LINE + ISHI_RENJU_SHAPES_N_SHAPES)
#define ISHI_RENJU_ORDER_LAST (ISHI_RENJU_ORDER_OTHER_LINE + ISHI_RENJU_SHAPES_N_SHAPES)
#define ISHI_RENJU_ORDER_OWN_LAST (ISHI_RENJU_ORDER_LAST + 5)
#define ISHI_RENJU_ORDER_N_WEIGHTS (ISHI_RENJU_ORDER_OWN_LAST + 5)
#define ISHI_RENJU_ORDER_N_FEATURES 12   /* indices a point has */

/* The distance of two points (cells), counted 4 when farther or when q
 * is unknown (-1). */
static inline int
ishi_renju_order_distance (int p, int q)
{
  int d;

  if (q < 0)
    return 4;
  d = MAX (ABS (p % ISHI_RENJU_SHAPES_W - q % ISHI_RENJU_SHAPES_W),
           ABS (p / ISHI_RENJU_SHAPES_W - q / ISHI_RENJU_SHAPES_W));
  return MIN (d, 4);
}

/* The indices of the weights of a stone of `color` at the empty point p,
 * the last move at `last` and the mover's own at `own_last` (-1:
 * unknown). */
static inline void
ishi_renju_order_features (const IshiRenjuShapes *s, int p, int color, int last, int own_last,
                           guint8 f[ISHI_RENJU_ORDER_N_FEATURES])
{
  int c = color - 1, o = 2 - color, k = 0;

  f[k++] = (guint8) (ISHI_RENJU_ORDER_OWN_CLASS + s->klass[p][c]);
  f[k++] = (guint8) (ISHI_RENJU_ORDER_OTHER_CLASS + s->klass[p][o]);
  for (int d = 0; d < 4; d++)
    {
      f[k++] = (guint8) (ISHI_RENJU_ORDER_OWN_LINE + s->shape[p][d][c]);
      f[k++] = (guint8) (ISHI_RENJU_ORDER_OTHER_LINE + s->shape[p][d][o]);
    }
  f[k++] = (guint8) (ISHI_RENJU_ORDER_LAST + ishi_renju_order_distance (p, last));
  f[k] = (guint8) (ISHI_RENJU_ORDER_OWN_LAST + ishi_renju_order_distance (p, own_last));
}

G_END_DECLS
