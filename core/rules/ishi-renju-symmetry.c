/* ishi-renju-symmetry.c — the symmetries of a Renju position, about any
 * point or line (ishi-renju-symmetry.h).
 *
 * A symmetry of a finite set of stones keeps the set's centre of mass, so
 * for each of the square's eight matrices M the only candidate is
 * p → M·p + t with t = (S − M·S) / n (S the sum of the n stones' points):
 * when t is not whole, M has no symmetry of these stones; when it is, each
 * stone must land on a stone of its colour.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "ishi-renju-symmetry.h"

/* The square's eight matrices on board coordinates: four turns, then four
 * reflections (across a column, a row, and the two diagonals). */
static const int matrices[8][4] = {
  {  1,  0,  0,  1 }, {  0, -1,  1,  0 }, { -1,  0,  0, -1 }, {  0,  1, -1,  0 },
  { -1,  0,  0,  1 }, {  1,  0,  0, -1 }, {  0,  1,  1,  0 }, {  0, -1, -1,  0 },
};

IshiPoint
ishi_renju_symmetry_apply (const IshiRenjuSymmetry *s, IshiPoint p)
{
  return (IshiPoint) { s->a * p.x + s->b * p.y + s->tx, s->c * p.x + s->d * p.y + s->ty };
}

guint
ishi_renju_board_symmetries (const IshiRenjuBoard *board, IshiRenjuSymmetry out[8])
{
  IshiPoint stones[ISHI_RENJU_SIZE * ISHI_RENJU_SIZE];
  int n = 0, sx = 0, sy = 0;
  guint found = 0;

  g_return_val_if_fail (board != NULL && out != NULL, 0);

  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      if (ishi_renju_board_get (board, x, y) != ISHI_EMPTY)
        {
          stones[n++] = (IshiPoint) { x, y };
          sx += x;
          sy += y;
        }
  out[found++] = (IshiRenjuSymmetry) { 1, 0, 0, 1, 0, 0 };
  if (n == 0)
    return found;
  for (guint m = 1; m < G_N_ELEMENTS (matrices); m++)
    {
      const int *k = matrices[m];
      int ux = sx - (k[0] * sx + k[1] * sy), uy = sy - (k[2] * sx + k[3] * sy);
      IshiRenjuSymmetry s;
      gboolean kept = TRUE;

      if (ux % n != 0 || uy % n != 0)
        continue;
      s = (IshiRenjuSymmetry) { k[0], k[1], k[2], k[3], ux / n, uy / n };
      for (int i = 0; i < n && kept; i++)
        {
          IshiPoint to = ishi_renju_symmetry_apply (&s, stones[i]);

          kept = to.x >= 0 && to.y >= 0 && to.x < ISHI_RENJU_SIZE && to.y < ISHI_RENJU_SIZE
                 && ishi_renju_board_get (board, to.x, to.y)
                      == ishi_renju_board_get (board, stones[i].x, stones[i].y);
        }
      if (kept)
        out[found++] = s;
    }
  return found;
}

gboolean
ishi_renju_symmetric_points (const IshiRenjuBoard *board, IshiPoint a, IshiPoint b, IshiRenjuSymmetry *by)
{
  IshiRenjuSymmetry all[8];
  guint n;

  g_return_val_if_fail (board != NULL, FALSE);

  n = ishi_renju_board_symmetries (board, all);
  for (guint i = 0; i < n; i++)
    {
      IshiPoint to = ishi_renju_symmetry_apply (&all[i], a);

      if (to.x == b.x && to.y == b.y)
        {
          if (by)
            *by = all[i];
          return TRUE;
        }
    }
  return FALSE;
}

/* A point's name on the Renju board ("h8"), which may lie off it. */
static char *
point_name (int x, int y)
{
  return g_strdup_printf ("%c%d", 'a' + x, ISHI_RENJU_SIZE - y);
}

static char
column_name (int x)
{
  return (char) ('a' + x);
}

static int
row_name (int y)
{
  return ISHI_RENJU_SIZE - y;
}

/* Two neighbouring points of the diagonal x − y = k (or x + y = k when
 * `anti`) near the board's centre, which name the line. */
static char *
describe_diagonal (gboolean anti, int k)
{
  int centre = ISHI_RENJU_SIZE / 2;
  int x1, y1, x2, y2;
  g_autofree char *p = NULL, *q = NULL;

  if (!anti)
    {
      /* x − y = k: a point of it near h8, and the next one down-right. */
      x1 = centre + k / 2;
      y1 = x1 - k;
      x2 = x1 + 1;
      y2 = y1 + 1;
    }
  else
    {
      x1 = k / 2;
      y1 = k - x1;
      x2 = x1 + 1;
      y2 = y1 - 1;
    }
  p = point_name (x1, y1);
  q = point_name (x2, y2);
  /* TRANSLATORS: the line a position is symmetrical about: "the diagonal
   * line through h8 and i7" (Renju's points). */
  return g_strdup_printf (_("the diagonal line through %s and %s"), p, q);
}

char *
ishi_renju_symmetry_describe (const IshiRenjuSymmetry *s)
{
  int det;

  g_return_val_if_fail (s != NULL, NULL);

  det = s->a * s->d - s->b * s->c;
  if (det == 1 && s->a == 1 && s->d == 1)
    return NULL;
  if (det == 1)
    {
      /* A turn: its centre c solves c = M·c + t; twice it is whole. */
      int cx2, cy2;

      if (s->a == -1)
        cx2 = s->tx, cy2 = s->ty;          /* half turn: 2c = t */
      else if (s->b == -1)
        cx2 = s->tx - s->ty, cy2 = s->tx + s->ty;
      else
        cx2 = s->tx + s->ty, cy2 = s->ty - s->tx;
      if (cx2 % 2 == 0 && cy2 % 2 == 0)
        {
          g_autofree char *p = point_name (cx2 / 2, cy2 / 2);

          /* TRANSLATORS: the point a position is symmetrical about. */
          return g_strdup_printf (_("the point %s"), p);
        }
      else
        {
          /* Midway between two points: beside each other, or across a
           * square's diagonal. */
          int x1 = (cx2 - (cx2 & 1)) / 2, y1 = (cy2 - (cy2 & 1)) / 2;
          g_autofree char *p = point_name (x1, y1 + (cy2 & 1));
          g_autofree char *q = point_name (x1 + (cx2 & 1), y1);

          /* TRANSLATORS: the centre of a turn of the board between points. */
          return g_strdup_printf (_("the point midway between %s and %s"), p, q);
        }
    }
  if (s->a == -1 && s->d == 1)
    {
      /* x → −x + tx: the line x = tx / 2. */
      if (s->tx % 2 == 0)
        /* TRANSLATORS: a line of symmetry on the board: "the line of column h". */
        return g_strdup_printf (_("the line of column %c"), column_name (s->tx / 2));
      /* TRANSLATORS: "the line between columns h and i". */
      return g_strdup_printf (_("the line between columns %c and %c"), column_name ((s->tx - 1) / 2),
                              column_name ((s->tx + 1) / 2));
    }
  if (s->a == 1 && s->d == -1)
    {
      if (s->ty % 2 == 0)
        /* TRANSLATORS: "the line of row 9". */
        return g_strdup_printf (_("the line of row %d"), row_name (s->ty / 2));
      /* TRANSLATORS: "the line between rows 8 and 9". */
      return g_strdup_printf (_("the line between rows %d and %d"), row_name ((s->ty + 1) / 2),
                              row_name ((s->ty - 1) / 2));
    }
  /* (x, y) → (y + tx, x + ty) keeps the line x − y = tx; (x, y) →
   * (−y + tx, −x + ty) the line x + y = tx. */
  return describe_diagonal (s->b == -1, s->tx);
}
