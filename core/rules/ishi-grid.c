/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ishi-grid-private.h"

int
ishi_grid_neighbours (int size, int p, int out[4])
{
  int x = p % size, y = p / size, k = 0;

  if (x > 0)
    out[k++] = p - 1;
  if (x < size - 1)
    out[k++] = p + 1;
  if (y > 0)
    out[k++] = p - size;
  if (y < size - 1)
    out[k++] = p + size;
  return k;
}

gboolean
ishi_grid_is_colour (IshiColor c, IshiColor ref)
{
  return c == ref;
}

gboolean
ishi_grid_is_not_colour (IshiColor c, IshiColor ref)
{
  return c != ref;
}

int
ishi_grid_label (int size, const IshiColor *board, IshiGridMember member,
                 IshiColor ref, gboolean same_colour, int *id, int *stack)
{
  int n = size * size, count = 0;

  for (int p = 0; p < n; p++)
    id[p] = -1;
  for (int p = 0; p < n; p++)
    {
      int top = 0;

      if (id[p] >= 0 || !member (board[p], ref))
        continue;
      id[p] = count;
      stack[top++] = p;
      while (top > 0)
        {
          int q = stack[--top], nb[4], k = ishi_grid_neighbours (size, q, nb);

          for (int i = 0; i < k; i++)
            {
              int r = nb[i];

              if (id[r] < 0 && member (board[r], ref)
                  && (!same_colour || board[r] == board[q]))
                {
                  id[r] = count;
                  stack[top++] = r;
                }
            }
        }
      count++;
    }
  return count;
}
