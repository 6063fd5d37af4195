/* ishi-score-seki.c — the board as the count sees it: the dead stones
 * taken off, the strings and the empty regions labelled, and the seki
 * found among them (the strings that live without two eyes, the liberties
 * they share, which are nobody's territory).  The count (ishi-score.c)
 * tallies on these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-score"

#include "config.h"

#include <string.h>

#include "ishi-grid-private.h"
#include "ishi-score-seki.h"

/* --- grids ------------------------------------------------------------- */

/* The largest region touching both colours that may hold the shared
 * liberties of a seki (see ishi_score_find_seki_parts). */
#define SEKI_REGION_MAX 12

/* The position as counting sees it: the dead stones taken off. */
IshiColor *
ishi_score_living_stones (int size, const IshiColor *board, const guint8 *dead)
{
  int n = size * size;
  IshiColor *live = g_new (IshiColor, n);

  for (int p = 0; p < n; p++)
    {
      IshiColor c = board[p];

      if (c != ISHI_BLACK && c != ISHI_WHITE)
        c = ISHI_EMPTY;
      live[p] = dead && dead[p] && c != ISHI_EMPTY ? ISHI_EMPTY : c;
    }
  return live;
}

void
ishi_score_parts_clear (Parts *parts)
{
  g_free (parts->id);
  g_free (parts->size);
  g_free (parts->border);
}

void
ishi_score_label_parts (int size, const IshiColor *live, gboolean regions, Parts *parts)
{
  int n = size * size;
  g_autofree int *stack = g_new (int, n);

  parts->id = g_new (int, n);
  parts->size = g_new0 (int, n);
  parts->border = g_new0 (guint8, n);
  /* Regions are the empty points; strings the stones, one colour each. */
  parts->n_parts = ishi_grid_label (size, live,
                                    regions ? ishi_grid_is_colour : ishi_grid_is_not_colour,
                                    ISHI_EMPTY, !regions, parts->id, stack);
  for (int p = 0; p < n; p++)
    {
      int part = parts->id[p], nb[4], k;

      if (part < 0)
        continue;
      parts->size[part]++;
      if (!regions)
        continue;
      k = ishi_grid_neighbours (size, p, nb);
      for (int i = 0; i < k; i++)
        if (live[nb[i]] != ISHI_EMPTY)
          parts->border[part] |= live[nb[i]] == ISHI_BLACK ? 1 : 2;
    }
}

/* Which colours stand next to p: bit 1 Black, bit 2 White. */
int
ishi_score_colours_around (int size, const IshiColor *work, int p)
{
  int nb[4], k = ishi_grid_neighbours (size, p, nb), mask = 0;

  for (int i = 0; i < k; i++)
    if (work[nb[i]] == ISHI_BLACK)
      mask |= 1;
    else if (work[nb[i]] == ISHI_WHITE)
      mask |= 2;
  return mask;
}

/* Does the string through q have a liberty other than `except`? */
static gboolean
has_other_liberty (int size, const IshiColor *work, int q, int except,
                   int *stack, int *stamp, int mark)
{
  int top = 0;
  IshiColor color = work[q];

  stamp[q] = mark;
  stack[top++] = q;
  while (top > 0)
    {
      int nb[4], k = ishi_grid_neighbours (size, stack[--top], nb);

      for (int i = 0; i < k; i++)
        {
          int r = nb[i];

          if (stamp[r] == mark)
            continue;
          stamp[r] = mark;
          if (work[r] == ISHI_EMPTY && r != except)
            return TRUE;
          if (work[r] == color)
            stack[top++] = r;
        }
    }
  return FALSE;
}

/* Can `color` fill the empty point p safely — not leaving its new string in
 * atari (one liberty) or without liberties?  When it can, the stone is
 * played.  A fill that would capture is safe too, but is not played: the
 * strings of the position are not to be taken off by this analysis, only
 * found short of liberties. */
static gboolean
fill_safely (int size, IshiColor *work, int p, IshiColor color,
             int *stack, int *stamp, int *mark)
{
  int nb[4], k = ishi_grid_neighbours (size, p, nb), top = 0, libs = 0;
  gboolean touches = FALSE;

  for (int i = 0; i < k; i++)
    {
      int r = nb[i];

      if (work[r] == color)
        touches = TRUE;
      else if (work[r] == ishi_color_other (color)
               && !has_other_liberty (size, work, r, p, stack, stamp, ++*mark))
        return TRUE;
    }
  /* Dame are filled from one's own stones. */
  if (!touches)
    return FALSE;

  /* Walk the string the stone would join, counting its liberties other
   * than p itself, and stop at two. */
  ++*mark;
  stamp[p] = *mark;
  stack[top++] = p;
  while (top > 0)
    {
      int q = stack[--top];

      k = ishi_grid_neighbours (size, q, nb);
      for (int i = 0; i < k; i++)
        {
          int r = nb[i];

          if (stamp[r] == *mark)
            continue;
          if (work[r] == ISHI_EMPTY)
            {
              stamp[r] = *mark;
              if (++libs >= 2)
                {
                  work[p] = color;
                  return TRUE;
                }
            }
          else if (work[r] == color)
            {
              stamp[r] = *mark;
              stack[top++] = r;
            }
        }
    }
  return FALSE;
}

/* Is the empty point p the last liberty of a string of `color` next to it?
 *
 * Under the Japanese rules (日本囲碁規約, see online-go-rules.ja.txt and the
 * discussion of 弃后可提 in counting-methods.zh.txt) a point counts as 地
 * only when it is surrounded by living stones of one side, and stones live
 * only when the opponent cannot take them.  A string left in atari in its
 * own area can be taken by a play on its last liberty (such a play always
 * captures, so it is never suicide), and since a ko may be retaken after a
 * pass, the owner has to fill that liberty before the count: the point ends
 * under a stone, not as territory.  GNU Go counts it the same way. */
gboolean
ishi_score_is_last_liberty_of (int size, const IshiColor *live, int p, IshiColor color,
                               int *stack, int *stamp, int *mark)
{
  int nb[4], k = ishi_grid_neighbours (size, p, nb);

  for (int i = 0; i < k; i++)
    if (live[nb[i]] == color
        && !has_other_liberty (size, live, nb[i], p, stack, stamp, ++*mark))
      return TRUE;
  return FALSE;
}

/* A region touching both colours is dame when the players can fill it:
 * point after point, where a point touches both colours, one side plays
 * there if that is safe (its new string keeps two liberties, or the
 * play captures).  Points that touch both colours and that neither side
 * can fill any more are where neither can approach — a seki.  Dame are
 * filled before counting under the Japanese rules, whose definition of
 * seki (1989, Article 8: "stones which are alive but possess dame are
 * said to be in seki") is meant for a board where only the points nobody
 * can fill are left.  Filling point by point also finds a seki with three
 * or more shared liberties, where the first fills are still safe.
 *
 * The shared liberties of a seki are a handful of points; a larger region
 * touching both colours is an unfinished boundary, and filling it could
 * leave groups short of liberties that no player would leave so: it is
 * dame. */
static void
find_shared_liberties (int size, const IshiColor *live, const Parts *regions,
                       gboolean *seki_region, guint8 *done)
{
  int n = size * size;
  g_autofree gboolean *decided = g_new0 (gboolean, MAX (regions->n_parts, 1));
  g_autofree int *stack = g_new (int, n);
  g_autofree int *stamp = g_new (int, n);
  g_autofree IshiColor *work = g_memdup2 (live, n * sizeof *live);
  g_autofree int *points = g_new (int, n);
  int mark = 0;

  for (int p = 0; p < n; p++)
    stamp[p] = -1;
  for (int p = 0; p < n; p++)
    {
      int r = regions->id[p], n_points = 0;
      gboolean progress = TRUE;

      if (r < 0 || regions->border[r] != 3 || decided[r])
        continue;
      decided[r] = TRUE;
      if (regions->size[r] > SEKI_REGION_MAX)
        continue;
      for (int q = p; q < n; q++)
        if (regions->id[q] == r)
          points[n_points++] = q;
      while (progress)
        {
          progress = FALSE;
          for (int i = 0; i < n_points; i++)
            {
              int q = points[i];

              if (work[q] != ISHI_EMPTY || done[q] || ishi_score_colours_around (size, work, q) != 3)
                continue;
              if (fill_safely (size, work, q, ISHI_BLACK, stack, stamp, &mark)
                  || fill_safely (size, work, q, ISHI_WHITE, stack, stamp, &mark))
                {
                  done[q] = 1;
                  progress = TRUE;
                }
            }
        }
      for (int i = 0; i < n_points; i++)
        if (!done[points[i]] && ishi_score_colours_around (size, work, points[i]) == 3)
          seki_region[r] = TRUE;
    }
}

/* Strings put in seki by hand, after the analysis and without spreading
 * through it: the players say that this string lives in seki, nothing
 * about its neighbours.  Its liberties that touch the other colour are
 * shared, and its small one-colour regions are its eyes; a large region
 * beside it (an unfinished boundary, the territory of a wall marked by
 * mistake) stays what the analysis found. */
static void
apply_forced_seki (int size, const IshiColor *live, const Parts *regions, const Parts *strings,
                   const guint8 *board_forced, gboolean *seki_region, gboolean *seki_string,
                   guint8 *done)
{
  int n = size * size;
  g_autofree guint8 *forced_string = g_new0 (guint8, MAX (strings->n_parts, 1));

  for (int p = 0; p < n; p++)
    if (board_forced[p] && live[p] != ISHI_EMPTY)
      forced_string[strings->id[p]] = seki_string[strings->id[p]] = TRUE;
  for (int p = 0; p < n; p++)
    {
      int r = regions->id[p], nb[4], k;
      gboolean by_forced = FALSE;
      guint8 colours = 0;

      if (r < 0 || seki_region[r])
        continue;
      k = ishi_grid_neighbours (size, p, nb);
      for (int i = 0; i < k; i++)
        if (live[nb[i]] != ISHI_EMPTY)
          {
            colours |= live[nb[i]] == ISHI_BLACK ? 1 : 2;
            if (forced_string[strings->id[nb[i]]])
              by_forced = TRUE;
          }
      if (!by_forced)
        continue;
      if (regions->border[r] == 3 && colours == 3)
        done[p] = 2;                       /* a shared liberty */
      else if (regions->border[r] != 3 && regions->size[r] <= SEKI_REGION_MAX)
        seki_region[r] = TRUE;             /* an eye */
    }
}

/* The seki analysis of ishi_score_find_seki, on a position whose dead
 * stones are already gone, with its regions and strings labelled. */
guint
ishi_score_find_seki_parts (int size, const IshiColor *live, const Parts *regions, const Parts *strings,
                            const guint8 *board_forced, guint8 *seki)
{
  int n = size * size;
  g_autofree gboolean *seki_region = g_new0 (gboolean, MAX (regions->n_parts, 1));
  g_autofree gboolean *seki_string = g_new0 (gboolean, MAX (strings->n_parts, 1));
  g_autofree guint8 *done = g_new0 (guint8, n);
  guint count = 0;

  find_shared_liberties (size, live, regions, seki_region, done);

  /* Strings that border a seki liberty are in seki. */
  for (int p = 0; p < n; p++)
    {
      int r = regions->id[p], nb[4], k;

      if (r < 0 || !seki_region[r])
        continue;
      k = ishi_grid_neighbours (size, p, nb);
      for (int i = 0; i < k; i++)
        if (live[nb[i]] != ISHI_EMPTY)
          seki_string[strings->id[nb[i]]] = TRUE;
    }

  /* One-colour regions bordering a string in seki are eyes in seki:
   * "eye points surrounded by stones that are alive but not in seki are
   * called territory" (Japanese rules of 1989, Article 8) — these are not. */
  for (int p = 0; p < n; p++)
    {
      int r = regions->id[p], nb[4], k;

      if (r < 0 || regions->border[r] == 3 || regions->border[r] == 0 || seki_region[r])
        continue;
      k = ishi_grid_neighbours (size, p, nb);
      for (int i = 0; i < k; i++)
        if (live[nb[i]] != ISHI_EMPTY && seki_string[strings->id[nb[i]]])
          seki_region[r] = TRUE;
    }

  if (board_forced)
    apply_forced_seki (size, live, regions, strings, board_forced, seki_region, seki_string, done);

  for (int p = 0; p < n; p++)
    {
      gboolean in = live[p] == ISHI_EMPTY ? seki_region[regions->id[p]] || done[p] == 2
                                          : seki_string[strings->id[p]];

      seki[p] = in ? 1 : 0;
      count += in;
    }
  return count;
}

guint
ishi_score_find_seki (int size, const IshiColor *board, const guint8 *dead,
                      const guint8 *forced, guint8 *seki_out)
{
  g_autofree IshiColor *live = NULL;
  Parts regions, strings;
  guint count;

  g_return_val_if_fail (size > 0 && board != NULL && seki_out != NULL, 0);

  live = ishi_score_living_stones (size, board, dead);
  ishi_score_label_parts (size, live, TRUE, &regions);
  ishi_score_label_parts (size, live, FALSE, &strings);
  count = ishi_score_find_seki_parts (size, live, &regions, &strings, forced, seki_out);
  ishi_score_parts_clear (&regions);
  ishi_score_parts_clear (&strings);
  return count;
}
