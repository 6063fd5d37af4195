/* ishi-go-tactics.c — liberties after a move, self-atari, ladders and the
 * nakade point on the playout board (see ishi-go-tactics.h).
 *
 * The ladder reader follows the idea of Pachi's (tactics/ladder.c, read
 * for the idea, not the code): the runner extends at its one liberty;
 * with three liberties or more it is out, with one or none it is caught,
 * with two the chaser tries each atari in turn (skipping the one that
 * leaves the runner room to break out), and the runner escapes as soon as
 * it can take a chasing stone that is itself in atari.  The nakade point
 * is Fuego's playout heuristic (GoUctPlayoutPolicy, after Chaslot et al.,
 * "Combining expert, offline, transient and online learning in
 * Monte-Carlo exploration", 2008): the middle of a three-point eye.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <string.h>

#include "ishi-go-tactics.h"

#define EMPTY ISHI_GO_FAST_EMPTY

/* Ladder reading: the positions looked at before the answer is "escapes",
 * and the longest ladder (a 19×19 ladder runs at most about 36 moves a
 * side). */
#define LADDER_BUDGET 300
#define LADDER_DEPTH 80

static inline void
add_point (int *points, int *n, int p)
{
  for (int i = 0; i < *n; i++)
    if (points[i] == p)
      return;
  points[(*n)++] = p;
}

/* What a stone of `color` at p would touch: its empty neighbours, and
 * the heads of its own strings and of the enemy's next to it, each once.
 * FALSE when it captures (an enemy string next to p is in atari), where
 * the callers have their answer. */
typedef struct {
  int libs[4], n_libs;
  int heads[4], n_heads;
  int enemies[4], n_enemies;
} Around;

static inline gboolean
look_around (IshiGoFast *f, int color, int p, Around *a)
{
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };

  a->n_libs = a->n_heads = a->n_enemies = 0;
  for (int i = 0; i < 4; i++)
    {
      int c = f->color[nb[i]];

      if (c == EMPTY)
        add_point (a->libs, &a->n_libs, nb[i]);
      else if (c == 3 - color)
        {
          if (ishi_go_fast_in_atari (f, f->head[nb[i]]))
            return FALSE;
          add_point (a->enemies, &a->n_enemies, f->head[nb[i]]);
        }
      else if (c == color)
        add_point (a->heads, &a->n_heads, f->head[nb[i]]);
    }
  return TRUE;
}

int
ishi_go_tactics_libs_after (IshiGoFast *f, int color, int p, int max)
{
  Around a;
  int libs[16], n;

  max = MIN (max, 8);
  if (!look_around (f, color, p, &a))
    return max;   /* captures */
  n = a.n_libs;
  memcpy (libs, a.libs, sizeof a.libs);
  for (int i = 0; i < a.n_heads && n < max; i++)
    {
      int found[9];
      int k = ishi_go_fast_liberties (f, a.heads[i], max + 1, found);

      for (int j = 0; j < k; j++)
        if (found[j] != p)
          add_point (libs, &n, found[j]);
    }
  return MIN (n, max);
}

gboolean
ishi_go_tactics_self_atari (IshiGoFast *f, int color, int p, int min_stones)
{
  Around a;
  int stones = 1;

  if (!look_around (f, color, p, &a) || a.n_libs >= 2)
    return FALSE;   /* captures, or keeps two liberties */
  for (int i = 0; i < a.n_heads; i++)
    stones += f->n_stones[a.heads[i]];
  if (stones < min_stones)
    return FALSE;
  return ishi_go_tactics_libs_after (f, color, p, 2) < 2;
}

/* The largest string that ishi_go_tactics_inside_atari lets go: its
 * captured points leave the enemy an eye of as many points, and an eye of
 * up to three is always one eye. */
#define INSIDE_MAX_STONES 3

gboolean
ishi_go_tactics_inside_atari (IshiGoFast *f, int color, int p)
{
  Around a;
  int stones = 1;

  if (!look_around (f, color, p, &a))
    return FALSE;   /* captures: no self-atari */
  for (int i = 0; i < a.n_heads; i++)
    stones += f->n_stones[a.heads[i]];
  if (stones < 2 || stones > INSIDE_MAX_STONES || a.n_libs > 1)
    return FALSE;
  /* The string's one liberty after the move. */
  for (int i = 0; i < a.n_heads && a.n_libs <= 1; i++)
    {
      int found[3];
      int k = ishi_go_fast_liberties (f, a.heads[i], 3, found);

      for (int j = 0; j < k; j++)
        if (found[j] != p)
          add_point (a.libs, &a.n_libs, found[j]);
    }
  if (a.n_libs != 1)
    return FALSE;
  /* The liberty is inside: next to no other empty point, where the enemy
   * taking there would gain a liberty outside, and to no other string of
   * ours, which could connect instead (Pachi's is_bad_nakade, read for
   * the idea). */
  {
    int l = a.libs[0];
    const int ln[4] = { l - f->stride, l - 1, l + 1, l + f->stride };

    for (int i = 0; i < 4; i++)
      {
        int c = f->color[ln[i]];

        if (ln[i] == p)
          continue;
        if (c == EMPTY)
          return FALSE;
        if (c == color)
          {
            int j;

            for (j = 0; j < a.n_heads && a.heads[j] != f->head[ln[i]]; j++)
              ;
            if (j == a.n_heads)
              return FALSE;
          }
      }
  }
  /* An enemy string of more stones left in atari on it. */
  for (int i = 0; i < a.n_enemies; i++)
    {
      int h = a.enemies[i], found[3];

      if (f->n_stones[h] > stones && ishi_go_fast_liberties (f, h, 3, found) == 2 &&
          (found[0] == a.libs[0] || found[1] == a.libs[0]))
        return TRUE;
    }
  return FALSE;
}

/* --- the ladder reader: on the colours alone ------------------------------ */

static guint32
next_generation (IshiGoFast *f)
{
  if (++f->generation == 0)
    {
      memset (f->mark, 0, sizeof f->mark);
      f->generation = 1;
    }
  return f->generation;
}

/* The string through p, walked on the colours: its stones into `stones`
 * (NULL: not wanted; else the walk goes on to the last stone) and up to
 * max_libs liberties into libs.  Returns the number of liberties found, at
 * most max_libs. */
static int
walk (IshiGoFast *f, int p, int *stones, int *n_stones, int max_libs, int *libs)
{
  int stack[ISHI_GO_FAST_CELLS];
  int color = f->color[p];
  guint32 gen = next_generation (f);
  int sp = 0, n_libs = 0, n = 0;

  f->mark[p] = gen;
  stack[sp++] = p;
  while (sp > 0)
    {
      int q = stack[--sp];
      const int nb[4] = { q - f->stride, q - 1, q + 1, q + f->stride };

      if (stones != NULL)
        stones[n++] = q;
      for (int i = 0; i < 4; i++)
        {
          int r = nb[i];

          if (f->mark[r] == gen)
            continue;
          if (f->color[r] == EMPTY)
            {
              f->mark[r] = gen;
              if (n_libs < max_libs)
                {
                  libs[n_libs++] = r;
                  if (n_libs >= max_libs && stones == NULL)
                    return n_libs;
                }
            }
          else if (f->color[r] == color)
            {
              f->mark[r] = gen;
              stack[sp++] = r;
            }
        }
    }
  if (n_stones != NULL)
    *n_stones = n;
  return n_libs;
}

static int
liberties_upto (IshiGoFast *f, int p, int max)
{
  int libs[4];

  return walk (f, p, NULL, NULL, MIN (max, 4), libs);
}

/* Can the runner's string (its stones given) take a neighbouring string
 * that is in atari? */
static gboolean
can_take_neighbour (IshiGoFast *f, const int *stones, int n, int chaser)
{
  for (int k = 0; k < n; k++)
    {
      int s = stones[k];
      const int nb[4] = { s - f->stride, s - 1, s + 1, s + f->stride };

      for (int i = 0; i < 4; i++)
        if (f->color[nb[i]] == chaser && liberties_upto (f, nb[i], 2) == 1)
          return TRUE;
    }
  return FALSE;
}

/* The runner's string through rp has the one liberty lib and the runner
 * is to move: TRUE when it is caught. */
static gboolean
ladder_caught (IshiGoFast *f, int rp, int lib, int depth, int *budget)
{
  int runner = f->color[rp], chaser = 3 - runner;
  int stones[ISHI_GO_FAST_CELLS], n_stones, libs[4], n_libs;
  gboolean caught = FALSE;

  if (--*budget < 0 || depth > LADDER_DEPTH)
    return FALSE;
  walk (f, rp, stones, &n_stones, 4, libs);
  if (can_take_neighbour (f, stones, n_stones, chaser))
    return FALSE;

  f->color[lib] = (guint8) runner;
  {
    /* The extension itself may take a chasing string. */
    const int nb[4] = { lib - f->stride, lib - 1, lib + 1, lib + f->stride };

    for (int i = 0; i < 4; i++)
      if (f->color[nb[i]] == chaser && liberties_upto (f, nb[i], 1) == 0)
        {
          f->color[lib] = EMPTY;
          return FALSE;
        }
  }
  n_libs = walk (f, lib, NULL, NULL, 3, libs);
  if (n_libs <= 1)
    caught = TRUE;
  else if (n_libs == 2)
    for (int i = 0; i < 2 && !caught; i++)
      {
        int a = libs[i], b = libs[1 - i];
        int adjacent = a == b - 1 || a == b + 1 || a == b - f->stride || a == b + f->stride;

        /* With more room at b than the atari at a takes away, the
         * runner breaks out there. */
        if (ishi_go_fast_empty_neighbours (f, b) > 2 + adjacent)
          continue;
        f->color[a] = (guint8) chaser;
        if (liberties_upto (f, a, 1) > 0)
          caught = ladder_caught (f, lib, b, depth + 1, budget);
        f->color[a] = EMPTY;
      }
  f->color[lib] = EMPTY;
  return caught;
}

gboolean
ishi_go_tactics_caught (IshiGoFast *f, int p)
{
  int budget = LADDER_BUDGET;
  int libs[2];

  if (walk (f, p, NULL, NULL, 2, libs) != 1)
    return FALSE;
  return ladder_caught (f, p, libs[0], 0, &budget);
}

gboolean
ishi_go_tactics_atari_catches (IshiGoFast *f, int p, int a)
{
  int runner = f->color[p], chaser = 3 - runner;
  int libs[3], b;
  gboolean caught = FALSE;

  if (f->color[a] != EMPTY || walk (f, p, NULL, NULL, 3, libs) != 2 ||
      (libs[0] != a && libs[1] != a))
    return FALSE;
  b = libs[0] == a ? libs[1] : libs[0];
  f->color[a] = (guint8) chaser;
  /* A chasing stone with no liberty would be suicide (it takes nothing:
   * the runner keeps b). */
  if (liberties_upto (f, a, 1) > 0)
    {
      int budget = LADDER_BUDGET;

      caught = ladder_caught (f, p, b, 0, &budget);
    }
  f->color[a] = EMPTY;
  return caught;
}

/* --- nakade ---------------------------------------------------------------- */

/* An empty point with no stone of `color` next to it and exactly `n`
 * empty neighbours. */
static inline gboolean
inside (const IshiGoFast *f, int color, int p, int n)
{
  const int s = f->stride;

  return f->color[p] == EMPTY && f->color[p - s] != color && f->color[p - 1] != color &&
         f->color[p + 1] != color && f->color[p + s] != color &&
         ishi_go_fast_empty_neighbours (f, p) == n;
}

int
ishi_go_tactics_nakade (const IshiGoFast *f, int color, int last)
{
  const int s = f->stride;
  const int nb[4] = { last - s, last - 1, last + 1, last + s };

  for (int i = 0; i < 4; i++)
    {
      int p = nb[i];

      int e;

      if (f->color[p] != EMPTY)
        continue;
      /* Most points have room around them: no eye of three. */
      e = ishi_go_fast_empty_neighbours (f, p);
      if (e == 0 || e > 2 || f->color[p - s] == color || f->color[p - 1] == color ||
          f->color[p + 1] == color || f->color[p + s] == color)
        continue;
      {
        const int pn[4] = { p - s, p - 1, p + 1, p + s };

        if (e == 2)
          {
            /* p is the middle: both of its empty neighbours are ends. */
            int ends = 0;

            for (int j = 0; j < 4; j++)
              if (f->color[pn[j]] == EMPTY)
                ends += inside (f, color, pn[j], 1);
            if (ends == 2)
              return p;
          }
        else if (e == 1)
          {
            /* p is an end: its neighbour is the middle, whose other
             * empty neighbour is the other end. */
            for (int j = 0; j < 4; j++)
              if (f->color[pn[j]] == EMPTY)
                {
                  int m = pn[j];
                  const int mn[4] = { m - s, m - 1, m + 1, m + s };

                  if (!inside (f, color, m, 2))
                    break;
                  for (int k = 0; k < 4; k++)
                    if (mn[k] != p && f->color[mn[k]] == EMPTY && inside (f, color, mn[k], 1))
                      return m;
                  break;
                }
          }
      }
    }
  return 0;
}
