/* ishi-territory-map.c — see ishi-territory-map.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyst"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-score.h"
#include "ishi-territory-map.h"

IshiTerritoryMap *
ishi_territory_map_new (int size)
{
  IshiTerritoryMap *map = g_new0 (IshiTerritoryMap, 1);

  g_return_val_if_fail (size > 0 && size <= 52, NULL);
  map->size = size;
  map->owner = g_new0 (double, size * size);
  return map;
}

IshiTerritoryMap *
ishi_territory_map_copy (const IshiTerritoryMap *map)
{
  IshiTerritoryMap *copy = ishi_territory_map_new (map->size);

  memcpy (copy->owner, map->owner, sizeof (double) * map->size * map->size);
  copy->fill = map->fill;
  return copy;
}

void
ishi_territory_map_free (IshiTerritoryMap *map)
{
  if (map == NULL)
    return;
  g_free (map->owner);
  g_free (map);
}

IshiColor
ishi_territory_map_owner (const IshiTerritoryMap *map, int x, int y, double threshold)
{
  double v;

  g_return_val_if_fail (map != NULL, ISHI_EMPTY);
  if (x < 0 || y < 0 || x >= map->size || y >= map->size)
    return ISHI_EMPTY;
  v = map->owner[y * map->size + x];
  if (v >= threshold && v > 0)
    return ISHI_BLACK;
  if (v <= -threshold && v < 0)
    return ISHI_WHITE;
  return ISHI_EMPTY;
}

/* The next number of `text` from *at, or FALSE at the end. */
static gboolean
next_number (const char **at, double *value)
{
  const char *p = *at;
  char *end = NULL;

  while (*p && !(g_ascii_isdigit (*p) || *p == '-' || *p == '+' || *p == '.'))
    {
      /* a word (the next key of a report): the list has ended */
      if (g_ascii_isalpha (*p))
        return FALSE;
      p++;
    }
  if (*p == '\0')
    return FALSE;
  *value = g_ascii_strtod (p, &end);
  if (end == p || !isfinite (*value))
    return FALSE;
  *at = end;
  return TRUE;
}

gboolean
ishi_territory_map_parse_kata (IshiTerritoryMap *map, const char *text, IshiColor to_move)
{
  int n = map->size * map->size;
  const char *last = NULL, *p;
  g_autofree double *values = g_new (double, n);
  double sign = to_move == ISHI_WHITE ? -1 : 1;

  g_return_val_if_fail (map != NULL && text != NULL, FALSE);
  /* Each report repeats the list with more visits: the last one counts,
   * if it is whole (the engine may have been stopped in the middle). */
  for (p = strstr (text, "ownership"); p != NULL; p = strstr (p + 1, "ownership"))
    {
      const char *at = p + strlen ("ownership");
      int i;
      double v;

      for (i = 0; i < n && next_number (&at, &v); i++)
        values[i] = v;
      if (i == n)
        last = p;
    }
  if (last == NULL)
    return FALSE;
  {
    const char *at = last + strlen ("ownership");

    for (int i = 0; i < n; i++)
      {
        double v = 0;

        next_number (&at, &v);
        map->owner[i] = CLAMP (v, -1.0, 1.0) * sign;
      }
  }
  return TRUE;
}

gboolean
ishi_territory_map_parse_influence (IshiTerritoryMap *map, const char *text,
                                    const IshiColor *stones)
{
  int n = map->size * map->size;
  const char *at = text;
  g_autofree double *values = g_new (double, n);

  g_return_val_if_fail (map != NULL && text != NULL && stones != NULL, FALSE);
  for (int i = 0; i < n; i++)
    if (!next_number (&at, &values[i]))
      return FALSE;
  for (int i = 0; i < n; i++)
    {
      /* GNU Go's sign is White's: Black's side is the other way. */
      double v = -values[i];

      if (stones[i] == ISHI_EMPTY)
        map->owner[i] = CLAMP (v, -1.0, 1.0);
      else if (fabs (v) >= 1 && (v > 0) != (stones[i] == ISHI_BLACK))
        map->owner[i] = v > 0 ? 1 : -1;   /* a dead stone: its captor's */
      else
        map->owner[i] = stones[i] == ISHI_BLACK ? 1 : -1;
    }
  return TRUE;
}

void
ishi_territory_map_from_dead (IshiTerritoryMap *map, const IshiColor *stones, const guint8 *dead)
{
  IshiScoreInput input = { 0 };
  g_autoptr(IshiScore) score = NULL;
  int n = map->size * map->size;

  input.size = map->size;
  input.board = stones;
  input.dead = dead;
  score = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  for (int i = 0; i < n; i++)
    {
      IshiColor c = stones[i];

      if (c != ISHI_EMPTY && !(dead && dead[i]))
        map->owner[i] = c == ISHI_BLACK ? 1 : -1;
      else if (score->owner && score->owner[i] != ISHI_EMPTY)
        map->owner[i] = score->owner[i] == ISHI_BLACK ? 1 : -1;
      else if (c != ISHI_EMPTY)
        map->owner[i] = c == ISHI_BLACK ? -1 : 1;   /* dead, in no territory */
      else
        map->owner[i] = 0;
    }
}

/* Can `color` still fill (x, y) of `board`: a legal stone whose string
 * keeps two liberties or more (not one of the last eyes, no self-atari)? */
static gboolean
can_fill (const IshiGoBoard *board, IshiColor color, int x, int y)
{
  g_autoptr(IshiGoBoard) after = NULL;

  if (ishi_go_board_get (board, x, y) != ISHI_EMPTY
      || ishi_go_board_check (board, color, x, y) != ISHI_MOVE_OK)
    return FALSE;
  after = ishi_go_board_copy (board);
  ishi_go_board_play (after, color, x, y);
  return ishi_go_board_get (after, x, y) == color
         && ishi_go_board_count_liberties (after, x, y) >= 2;
}

/* Is the eye (x, y) one of the last two of the stones around it: do the
 * strings next to it have two eyes or fewer in all?  (In Pure Go a group
 * fills its area down to two eyes and must keep those.) */
static gboolean
last_eye (const IshiGoBoard *board, IshiColor color, int x, int y)
{
  int size = ishi_go_board_get_size (board), n = size * size, top = 0, eyes = 0;
  g_autofree guint8 *seen = g_new0 (guint8, n);
  g_autofree int *stack = g_new (int, n);
  static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

  /* The strings next to the eye, flooded through their stones. */
  for (int i = 0; i < 4; i++)
    {
      int nx = x + dx[i], ny = y + dy[i];

      if (nx >= 0 && ny >= 0 && nx < size && ny < size
          && ishi_go_board_get (board, nx, ny) == color && !seen[ny * size + nx])
        {
          seen[ny * size + nx] = 1;
          stack[top++] = ny * size + nx;
        }
    }
  while (top > 0)
    {
      int q = stack[--top], qx = q % size, qy = q / size;

      for (int i = 0; i < 4; i++)
        {
          int nx = qx + dx[i], ny = qy + dy[i], r;

          if (nx < 0 || ny < 0 || nx >= size || ny >= size)
            continue;
          r = ny * size + nx;
          if (seen[r])
            continue;
          if (ishi_go_board_get (board, nx, ny) == color)
            {
              seen[r] = 1;
              stack[top++] = r;
            }
          else if (ishi_go_board_get (board, nx, ny) == ISHI_EMPTY
                   && ishi_go_board_is_eye (board, color, nx, ny))
            {
              seen[r] = 1;
              eyes++;
            }
        }
    }
  return eyes <= 2;
}

void
ishi_territory_map_keep_fillable (IshiTerritoryMap *map, const IshiGoBoard *board)
{
  int size = map->size;

  g_return_if_fail (ishi_go_board_get_size (board) == size);
  map->fill = TRUE;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        double *v = &map->owner[y * size + x];
        IshiColor owner = *v > 0 ? ISHI_BLACK : *v < 0 ? ISHI_WHITE : ISHI_EMPTY;

        if (ishi_go_board_get (board, x, y) != ISHI_EMPTY || owner == ISHI_EMPTY
            || !can_fill (board, owner, x, y)
            || (ishi_go_board_is_eye (board, owner, x, y) && last_eye (board, owner, x, y)))
          *v = 0;
      }
}
