/* ishi-go-fast.c — the playout board (see ishi-go-fast.h).
 *
 * The rules are the rules core's (ishi-go-board.c, which explains them
 * with the rule texts): a string with no liberty left after a move is
 * captured; the opponent's strings first, then the mover's own, which is
 * suicide — refused, or where the row allows it played and its stones
 * given to the opponent; and the simple ko: a single stone that took a
 * single stone and has that one liberty may not be taken back at once.
 *
 * Liberties are pseudo-liberties: each (stone, empty neighbour) pair
 * counts once, with their sum and sum of squares.  A string is in atari
 * exactly when all its pseudo-liberties are one point, that is when
 * sum² = n · sum of squares; the point is then sum / n.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <string.h>

#include "ishi-go-fast.h"

#define EMPTY ISHI_GO_FAST_EMPTY
#define BORDER ISHI_GO_FAST_BORDER

/* The 8 neighbours in the order of the pattern code, as (dx, dy). */
static const int dir_x[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };
static const int dir_y[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };

/* Sets the colour of p and tells its 8 neighbours: p is, seen from the
 * neighbour in direction k, in the opposite direction 7 - k. */
static inline void
set_color (IshiGoFast *f, int p, int c)
{
  f->color[p] = (guint8) c;
  for (int k = 0; k < 8; k++)
    {
      int q = p + dir_y[k] * f->stride + dir_x[k];
      int s = 2 * (7 - k);

      if (q >= 0 && q < ISHI_GO_FAST_CELLS)
        f->pattern[q] = (guint16) ((f->pattern[q] & ~(3u << s)) | ((guint) c << s));
    }
}

static inline void
empty_add (IshiGoFast *f, int p)
{
  f->empty_pos[p] = (gint16) f->n_empty;
  f->empty[f->n_empty++] = (gint16) p;
}

static inline void
empty_remove (IshiGoFast *f, int p)
{
  int i = f->empty_pos[p];
  int last = f->empty[--f->n_empty];

  f->empty[i] = (gint16) last;
  f->empty_pos[last] = (gint16) i;
}

static inline void
add_plib (IshiGoFast *f, int h, int q)
{
  f->n_plibs[h]++;
  f->lib_sum[h] += q;
  f->lib_sq[h] += q * q;
}

static inline void
remove_plib (IshiGoFast *f, int h, int q)
{
  f->n_plibs[h]--;
  f->lib_sum[h] -= q;
  f->lib_sq[h] -= q * q;
}

void
ishi_go_fast_set (IshiGoFast *f, const IshiGoBoard *board)
{
  int size = ishi_go_board_get_size (board);
  int kx, ky;
  IshiColor kc;

  f->size = size;
  f->stride = size + 1;
  f->allow_suicide = ishi_go_board_get_allow_suicide (board);
  f->n_empty = 0;
  f->n_stones_of[0] = f->n_stones_of[1] = 0;
  memset (f->color, BORDER, sizeof f->color);
  memset (f->pattern, 0xff, sizeof f->pattern);
  memset (f->mark, 0, sizeof f->mark);
  f->generation = 0;
  /* Empty first: every point's pattern then sees the border and the
   * empty points; the stones come next and tell their neighbours. */
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      set_color (f, (y + 1) * f->stride + x + 1, EMPTY);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int p = (y + 1) * f->stride + x + 1;
        int c = ishi_go_board_get (board, x, y);

        if (c == EMPTY)
          {
            empty_add (f, p);
            continue;
          }
        set_color (f, p, c);
        f->head[p] = (gint16) p;
        f->next[p] = (gint16) p;
        f->n_stones_of[c - 1]++;
      }
  /* Strings: join each stone with the one above and to the left. */
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int p = (y + 1) * f->stride + x + 1;
        int c = f->color[p];

        if (c == EMPTY)
          continue;
        for (int k = 0; k < 2; k++)
          {
            int q = k == 0 ? p - 1 : p - f->stride;
            int hp = f->head[p], hq = f->head[q];

            if (f->color[q] != c || hp == hq)
              continue;
            /* Relabel the string of q into p's, and splice the rings. */
            for (int r = hq;;)
              {
                f->head[r] = (gint16) hp;
                r = f->next[r];
                if (r == hq)
                  break;
              }
            {
              gint16 t = f->next[hp];

              f->next[hp] = f->next[hq];
              f->next[hq] = t;
            }
          }
      }
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int p = (y + 1) * f->stride + x + 1;

        if (f->color[p] != EMPTY && f->head[p] == p)
          {
            f->n_stones[p] = 0;
            f->n_plibs[p] = 0;
            f->lib_sum[p] = 0;
            f->lib_sq[p] = 0;
          }
      }
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int p = (y + 1) * f->stride + x + 1;
        const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };

        if (f->color[p] == EMPTY || f->color[p] == BORDER)
          continue;
        f->n_stones[f->head[p]]++;
        for (int i = 0; i < 4; i++)
          if (f->color[nb[i]] == EMPTY)
            add_plib (f, f->head[p], nb[i]);
      }
  f->to_move = ishi_go_board_get_to_move (board);
  f->captures[0] = ishi_go_board_get_captures (board, ISHI_BLACK);
  f->captures[1] = ishi_go_board_get_captures (board, ISHI_WHITE);
  f->ko_point = 0;
  f->ko_color = 0;
  if (ishi_go_board_get_ko (board, &kx, &ky, &kc))
    {
      f->ko_point = (ky + 1) * f->stride + kx + 1;
      f->ko_color = kc;
    }
}

gboolean
ishi_go_fast_legal (const IshiGoFast *f, int color, int p)
{
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };
  const int other = 3 - color;

  if (f->color[p] != EMPTY)
    return FALSE;
  if (p == f->ko_point && color == f->ko_color)
    return FALSE;
  if (f->allow_suicide)
    return TRUE;
  /* The stone breathes: an empty neighbour, a string of its own with a
   * liberty besides p, or an enemy string whose last liberty is p. */
  for (int i = 0; i < 4; i++)
    {
      int c = f->color[nb[i]];

      if (c == EMPTY)
        return TRUE;
      if (c == color && !ishi_go_fast_in_atari (f, f->head[nb[i]]))
        return TRUE;
      if (c == other && ishi_go_fast_in_atari (f, f->head[nb[i]]))
        return TRUE;
    }
  return FALSE;
}

/* Joins the strings of heads a and b; returns the head kept (the bigger
 * string's, so fewer stones are relabelled). */
static int
merge (IshiGoFast *f, int a, int b)
{
  int keep = a, gone = b;

  if (f->n_stones[a] < f->n_stones[b])
    {
      keep = b;
      gone = a;
    }
  for (int r = gone;;)
    {
      f->head[r] = (gint16) keep;
      r = f->next[r];
      if (r == gone)
        break;
    }
  {
    gint16 t = f->next[keep];

    f->next[keep] = f->next[gone];
    f->next[gone] = t;
  }
  f->n_stones[keep] += f->n_stones[gone];
  f->n_plibs[keep] += f->n_plibs[gone];
  f->lib_sum[keep] += f->lib_sum[gone];
  f->lib_sq[keep] += f->lib_sq[gone];
  return keep;
}

/* Takes the string of head h off the board; its points become pseudo-
 * liberties of the strings around them.  Returns the stones taken. */
static int
remove_string (IshiGoFast *f, int h)
{
  int n = 0;
  int c = f->color[h];

  for (int r = h;;)
    {
      int next = f->next[r];

      set_color (f, r, EMPTY);
      empty_add (f, r);
      n++;
      r = next;
      if (r == h)
        break;
    }
  /* Only now, with all of them empty, give the points to the neighbours:
   * a stone of the string itself gets nothing. */
  for (int r = h, k = 0; k < n; k++)
    {
      const int nb[4] = { r - f->stride, r - 1, r + 1, r + f->stride };

      for (int i = 0; i < 4; i++)
        {
          int cq = f->color[nb[i]];

          if (cq == 1 || cq == 2)
            add_plib (f, f->head[nb[i]], r);
        }
      r = f->next[r];
    }
  f->n_stones_of[c - 1] -= n;
  return n;
}

void
ishi_go_fast_play (IshiGoFast *f, int color, int p)
{
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };
  const int other = 3 - color;
  int h = p, n_captured = 0, last_captured = 0;

  f->n_stones[p] = 1;
  f->n_plibs[p] = 0;
  f->lib_sum[p] = 0;
  f->lib_sq[p] = 0;
  for (int i = 0; i < 4; i++)
    {
      int c = f->color[nb[i]];

      if (c == EMPTY)
        add_plib (f, p, nb[i]);
      else if (c != BORDER)
        remove_plib (f, f->head[nb[i]], p);
    }
  set_color (f, p, color);
  f->head[p] = (gint16) p;
  f->next[p] = (gint16) p;
  empty_remove (f, p);
  f->n_stones_of[color - 1]++;

  for (int i = 0; i < 4; i++)
    if (f->color[nb[i]] == color && f->head[nb[i]] != h)
      h = merge (f, h, f->head[nb[i]]);

  for (int i = 0; i < 4; i++)
    if (f->color[nb[i]] == other && f->n_plibs[f->head[nb[i]]] == 0)
      {
        n_captured += remove_string (f, f->head[nb[i]]);
        last_captured = nb[i];
      }
  f->to_move = other;

  if (G_UNLIKELY (f->n_plibs[h] == 0))
    {
      /* A suicide the row allows: the string goes to the opponent. */
      f->captures[other - 1] += remove_string (f, h);
      f->ko_point = 0;
      return;
    }
  f->captures[color - 1] += n_captured;
  if (n_captured == 1 && f->n_stones[h] == 1 && f->n_plibs[h] == 1)
    {
      f->ko_point = last_captured;
      f->ko_color = other;
    }
  else
    f->ko_point = 0;
}

void
ishi_go_fast_pass (IshiGoFast *f)
{
  f->ko_point = 0;
  f->to_move = 3 - f->to_move;
}

gboolean
ishi_go_fast_alone (const IshiGoFast *f, int p)
{
  int px = p % f->stride, py = p / f->stride;

  for (int y = MAX (1, py - 2); y <= MIN (f->size, py + 2); y++)
    for (int x = MAX (1, px - 2); x <= MIN (f->size, px + 2); x++)
      if (f->color[y * f->stride + x] != EMPTY)
        return FALSE;
  return TRUE;
}

gboolean
ishi_go_fast_is_eye (const IshiGoFast *f, int color, int p)
{
  const int s = f->stride;
  const int other = 3 - color;
  int bad = 0, edge = 0;

  if (f->color[p] != EMPTY)
    return FALSE;
  {
    const int nb[4] = { p - s, p - 1, p + 1, p + s };
    const int dg[4] = { p - s - 1, p - s + 1, p + s - 1, p + s + 1 };

    for (int i = 0; i < 4; i++)
      {
        int c = f->color[nb[i]];

        if (c != color && c != BORDER)
          return FALSE;
      }
    /* Off the board counts as one enemy diagonal: on the edge a single
     * enemy diagonal makes the eye false. */
    for (int i = 0; i < 4; i++)
      {
        int c = f->color[dg[i]];

        bad += c == other;
        edge |= c == BORDER;
      }
  }
  return bad + edge < 2;
}

int
ishi_go_fast_liberties (IshiGoFast *f, int p, int max, int *libs)
{
  int h = f->head[p], n = 0;

  if (++f->generation == 0)
    {
      memset (f->mark, 0, sizeof f->mark);
      f->generation = 1;
    }
  for (int r = h;;)
    {
      const int nb[4] = { r - f->stride, r - 1, r + 1, r + f->stride };

      for (int i = 0; i < 4; i++)
        if (f->color[nb[i]] == EMPTY && f->mark[nb[i]] != f->generation)
          {
            f->mark[nb[i]] = f->generation;
            libs[n++] = nb[i];
            if (n >= max)
              return n;
          }
      r = f->next[r];
      if (r == h)
        break;
    }
  return n;
}

gboolean
ishi_go_fast_same (const IshiGoFast *f, const IshiGoBoard *board, char **problem)
{
  int size = ishi_go_board_get_size (board);
  int kx, ky;
  IshiColor kc;
  int ko = 0;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int p = (y + 1) * f->stride + x + 1;
        int c = ishi_go_board_get (board, x, y);

        if (f->color[p] != c)
          {
            *problem = g_strdup_printf ("(%d, %d): %d on the playout board, %d on the rules core's",
                                        x, y, f->color[p], c);
            return FALSE;
          }
        if (c != EMPTY)
          {
            int libs[4 * ISHI_GO_BOARD_MAX_SIZE * ISHI_GO_BOARD_MAX_SIZE];
            int n = ishi_go_fast_liberties ((IshiGoFast *) f, p, G_N_ELEMENTS (libs), libs);

            if (n != ishi_go_board_count_liberties (board, x, y) ||
                f->n_stones[f->head[p]] != ishi_go_board_string_size (board, x, y) ||
                (n == 1) != ishi_go_fast_in_atari (f, f->head[p]))
              {
                *problem = g_strdup_printf ("(%d, %d): string of %d stones, %d liberties on the "
                                            "playout board; %d, %d on the rules core's",
                                            x, y, f->n_stones[f->head[p]], n,
                                            ishi_go_board_string_size (board, x, y),
                                            ishi_go_board_count_liberties (board, x, y));
                return FALSE;
              }
          }
        /* The pattern code of every point against the stones around it. */
        for (int k = 0; k < 8; k++)
          {
            int nx = x + dir_x[k], ny = y + dir_y[k];
            guint want = nx < 0 || ny < 0 || nx >= size || ny >= size ?
                         BORDER : (guint) ishi_go_board_get (board, nx, ny);

            if (((f->pattern[p] >> (2 * k)) & 3) != want)
              {
                *problem = g_strdup_printf ("(%d, %d): the pattern code is wrong towards (%d, %d)",
                                            x, y, nx, ny);
                return FALSE;
              }
          }
      }
  if (ishi_go_board_get_ko (board, &kx, &ky, &kc))
    ko = (ky + 1) * f->stride + kx + 1;
  if (f->to_move != (int) ishi_go_board_get_to_move (board) ||
      f->captures[0] != ishi_go_board_get_captures (board, ISHI_BLACK) ||
      f->captures[1] != ishi_go_board_get_captures (board, ISHI_WHITE) ||
      f->ko_point != ko || (ko != 0 && f->ko_color != (int) kc) ||
      f->n_stones_of[0] != (int) ishi_go_board_get_n_stones (board, ISHI_BLACK) ||
      f->n_stones_of[1] != (int) ishi_go_board_get_n_stones (board, ISHI_WHITE))
    {
      *problem = g_strdup ("the side to move, the prisoners, the stone counts or the ko point differ");
      return FALSE;
    }
  {
    int n_empty = 0;

    for (int y = 0; y < size; y++)
      for (int x = 0; x < size; x++)
        n_empty += ishi_go_board_get (board, x, y) == ISHI_EMPTY;
    if (n_empty != f->n_empty)
      {
        *problem = g_strdup_printf ("%d empty points listed, %d on the board", f->n_empty, n_empty);
        return FALSE;
      }
    for (int i = 0; i < f->n_empty; i++)
      if (f->color[f->empty[i]] != EMPTY || f->empty_pos[f->empty[i]] != i)
        {
          *problem = g_strdup ("the list of empty points is wrong");
          return FALSE;
        }
  }
  return TRUE;
}
