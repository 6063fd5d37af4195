/* ishi-go-board-verify.c — the Go board checked against itself, for the tests
 * (test-go-board, test-equal): each string's head, ring and pseudo-liberty
 * counts recounted from the colours, the empty list, the Zobrist hash and the
 * superko history; and the board as text (X, O and dots), which the tests
 * compare with their diagrams and the GTP engine's showboard prints.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-board"

#include "config.h"

#include "ishi-go-board-history.h"

/* ishi_go_board_verify, for one string (the `n` stones in `stack`,
 * through (x, y), with `libs` pseudo-liberties whose indices sum to `sum`
 * and whose squares to `sq`): its head, its ring, its counts. */
static void
verify_string (const IshiGoBoard *b, GString *msg, int x, int y, int p, int color,
               const gint32 *stack, int n, gint32 libs, gint32 sum, gint32 sq)
{
  int h, s, count;

  h = b->head[p];
  if (b->head[h] != h || b->color[h] != color)
    g_string_append_printf (msg, "(%d,%d): head %d is not a head\n", x, y, h);
  for (int i = 0; i < n; i++)
    if (b->head[stack[i]] != h)
      g_string_append_printf (msg, "(%d,%d): stone %d has head %d, not %d\n",
                              x, y, stack[i], b->head[stack[i]], h);
  /* The ring must go through every stone once. */
  count = 0;
  s = h;
  do
    {
      if (b->color[s] != color || b->head[s] != h)
        {
          g_string_append_printf (msg, "(%d,%d): ring leaves the string at %d\n", x, y, s);
          break;
        }
      s = b->next[s];
      count++;
    }
  while (s != h && count <= n);
  if (count != n)
    g_string_append_printf (msg, "(%d,%d): ring of %d stones, string of %d\n", x, y, count, n);
  if (b->n_stones[h] != n)
    g_string_append_printf (msg, "(%d,%d): n_stones %d, counted %d\n", x, y, b->n_stones[h], n);
  if (b->n_plibs[h] != libs || b->lib_sum[h] != sum || b->lib_sq[h] != sq)
    g_string_append_printf (msg, "(%d,%d): pseudo-liberties %d/%d/%d, counted %d/%d/%d\n",
                            x, y, b->n_plibs[h], b->lib_sum[h], b->lib_sq[h], libs, sum, sq);
  if (in_atari (b, h) != (ishi_go_board_count_liberties (b, x, y) == 1))
    g_string_append_printf (msg, "(%d,%d): atari test says %d with %d liberties\n",
                            x, y, in_atari (b, h), ishi_go_board_count_liberties (b, x, y));
}

gboolean
ishi_go_board_verify (const IshiGoBoard *b, char **problem)
{
  g_autofree gint32 *stack = NULL;
  g_autofree guint8 *seen = NULL;
  g_autoptr(GString) msg = g_string_new (NULL);
  guint64 hash = 0;
  gint32 n_empty = 0;

  g_return_val_if_fail (b != NULL, FALSE);

  stack = g_new (gint32, b->n_cells);
  seen = g_new0 (guint8, b->n_cells);

  for (int p = 0; p < b->n_cells; p++)
    {
      int x = p % b->stride - 1, y = p / b->stride - 1;

      if (on_board (b, x, y) != (b->color[p] != BORDER))
        g_string_append_printf (msg, "cell %d: border wrong\n", p);
    }

  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      {
        int p = point_index (b, x, y);
        int color = b->color[p];
        int n = 0;
        gint32 libs = 0, sum = 0, sq = 0;

        if (color == EMPTY)
          {
            gint32 i = b->empty_pos[p];

            n_empty++;
            if (i < 0 || i >= *b->n_empty || b->empty[i] != p)
              g_string_append_printf (msg, "(%d,%d): not in the empty list\n", x, y);
            continue;
          }
        if (!IS_STONE (color))
          {
            g_string_append_printf (msg, "(%d,%d): bad colour %d\n", x, y, color);
            continue;
          }
        hash ^= key (b, color, p);
        if (seen[p])
          continue;

        stack[n++] = p;
        seen[p] = 1;
        for (int i = 0; i < n; i++)
          {
            int t = stack[i];
            const int nb[4] = { t - b->stride, t - 1, t + 1, t + b->stride };

            for (int j = 0; j < 4; j++)
              {
                if (b->color[nb[j]] == color && !seen[nb[j]])
                  {
                    seen[nb[j]] = 1;
                    stack[n++] = nb[j];
                  }
                else if (b->color[nb[j]] == EMPTY)
                  {
                    libs++;
                    sum += nb[j];
                    sq += nb[j] * nb[j];
                  }
              }
          }

        verify_string (b, msg, x, y, p, color, stack, n, libs, sum, sq);
      }

  if (n_empty != *b->n_empty)
    g_string_append_printf (msg, "%d empty points, list has %d\n", n_empty, *b->n_empty);
  if (hash != b->hash)
    g_string_append_printf (msg, "hash %016" G_GINT64_MODIFIER "x, recomputed %016" G_GINT64_MODIFIER "x\n",
                            b->hash, hash);
  if (b->ko_rule != ISHI_KO_SIMPLE)
    {
      gboolean is_last, in_table;

      ishi_go_board_history_check (b, &is_last, &in_table);
      if (!is_last)
        g_string_append (msg, "the current position is not the last in the history\n");
      if (!in_table)
        g_string_append (msg, "the current position is not in the history table\n");
    }

  if (msg->len == 0)
    return TRUE;
  if (problem)
    *problem = g_string_free (g_steal_pointer (&msg), FALSE);
  return FALSE;
}

char *
ishi_go_board_to_string (const IshiGoBoard *board)
{
  GString *s;

  g_return_val_if_fail (board != NULL, NULL);

  s = g_string_sized_new ((gsize) (board->size * (board->size + 1)));
  for (int y = 0; y < board->size; y++)
    {
      for (int x = 0; x < board->size; x++)
        switch (board->color[point_index (board, x, y)])
          {
          case BLACK: g_string_append_c (s, 'X'); break;
          case WHITE: g_string_append_c (s, 'O'); break;
          default: g_string_append_c (s, '.'); break;
          }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}
