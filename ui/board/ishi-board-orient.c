/* ishi-board-orient.c — see ishi-board-orient.h.
 *
 * An orientation is the record mirrored (x → size − 1 − x) or not, then
 * turned k quarters clockwise, each quarter (x, y) → (size − 1 − y, x):
 * what was the left edge becomes the top edge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-board-orient.h"

G_DEFINE_ENUM_TYPE (IshiBoardOrientation, ishi_board_orientation,
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_ROTATE_90, "rotate-90"),
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_ROTATE_180, "rotate-180"),
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_ROTATE_270, "rotate-270"),
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_FLIP, "flip"),
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90, "flip-rotate-90"),
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_FLIP_ROTATE_180, "flip-rotate-180"),
  G_DEFINE_ENUM_VALUE (ISHI_BOARD_ORIENTATION_FLIP_ROTATE_270, "flip-rotate-270"))

static int
quarters_of (IshiBoardOrientation orientation)
{
  return (int) orientation & 3;
}

static gboolean
flipped (IshiBoardOrientation orientation)
{
  return ((int) orientation & 4) != 0;
}

void
ishi_board_orientation_to_view (IshiBoardOrientation orientation, int size,
                                int x, int y, int *vx, int *vy)
{
  int last = size - 1;

  if (flipped (orientation))
    x = last - x;
  for (int k = 0; k < quarters_of (orientation); k++)
    {
      int t = x;

      x = last - y;
      y = t;
    }
  *vx = x;
  *vy = y;
}

void
ishi_board_orientation_from_view (IshiBoardOrientation orientation, int size,
                                  int vx, int vy, int *x, int *y)
{
  int last = size - 1;

  /* Each quarter back: (vx, vy) → (vy, size − 1 − vx). */
  for (int k = 0; k < quarters_of (orientation); k++)
    {
      int t = vx;

      vx = vy;
      vy = last - t;
    }
  if (flipped (orientation))
    vx = last - vx;
  *x = vx;
  *y = vy;
}

void
ishi_board_orientation_step_from_view (IshiBoardOrientation orientation,
                                       int dx, int dy, int *bx, int *by)
{
  int x0, y0, x1, y1;

  /* The transformation's linear part: the difference of two points on a
   * board large enough for both. */
  ishi_board_orientation_from_view (orientation, 5, 2, 2, &x0, &y0);
  ishi_board_orientation_from_view (orientation, 5, 2 + CLAMP (dx, -2, 2), 2 + CLAMP (dy, -2, 2), &x1, &y1);
  *bx = x1 - x0;
  *by = y1 - y0;
}

gboolean
ishi_board_orientation_transposes (IshiBoardOrientation orientation)
{
  return quarters_of (orientation) % 2 == 1;
}

IshiBoardOrientation
ishi_board_orientation_rotate (IshiBoardOrientation orientation, int quarters)
{
  int k = ((quarters_of (orientation) + quarters) % 4 + 4) % 4;

  return (IshiBoardOrientation) ((flipped (orientation) ? 4 : 0) + k);
}

IshiBoardOrientation
ishi_board_orientation_flip (IshiBoardOrientation orientation)
{
  /* A mirror M after R^k F^f: M R^k = R^-k M, and M F^f = F^(f+1), the
   * mirror being the same left-right exchange. */
  int k = (4 - quarters_of (orientation)) % 4;

  return (IshiBoardOrientation) ((flipped (orientation) ? 0 : 4) + k);
}
