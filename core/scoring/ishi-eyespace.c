/* ishi-eyespace.c — reading a closed eye space to the end (see
 * ishi-eyespace.h).
 *
 * The reading is a plain game-tree search on a copy of the board, moves
 * only inside the eye space: the opponent (the attacker) wins when it
 * captures a string of the group's walls; the group's side (the defender)
 * when both pass in a row.  Positions read to the end are kept in a table
 * keyed by what the space holds, the side to move, the ko point and
 * whether the last move was a pass (simple ko makes that the whole state).
 * A line cut off by the depth or node limit counts as the group living and
 * is not kept: the reading only ever proves a kill.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-deadstones"

#include "config.h"

#include <string.h>

#include "ishi-eyespace.h"
#include "ishi-grid-private.h"

/* Positions a reading may visit before it gives up (and changes nothing). */
#define NODES_MAX 20000

typedef enum { LIVES, KILLED } Outcome;

typedef struct {
  int size;
  IshiColor *work;          /* the board as the reading goes */
  IshiColor defender, attacker;
  int space[ISHI_EYE_SPACE_MAX];
  int n_space;
  guint8 *in_space;         /* 1 on the points of the space */
  int *stack;
  guint *mark;              /* flood fills: a point is seen when mark == stamp */
  guint stamp;
  GHashTable *known;        /* state → outcome + 1, for exact readings */
  guint nodes;
} Reading;

/* Has the string through q a liberty?  Sets *walls when it holds a stone
 * outside the space (a string of the group's walls). */
static gboolean
has_liberty (Reading *r, int q, gboolean *walls)
{
  int top = 0;
  IshiColor color = r->work[q];

  *walls = FALSE;
  r->stamp++;
  r->mark[q] = r->stamp;
  r->stack[top++] = q;
  while (top > 0)
    {
      int p = r->stack[--top], nb[4], k = ishi_grid_neighbours (r->size, p, nb);

      if (!r->in_space[p])
        *walls = TRUE;
      for (int i = 0; i < k; i++)
        {
          int t = nb[i];

          if (r->mark[t] == r->stamp)
            continue;
          r->mark[t] = r->stamp;
          if (r->work[t] == ISHI_EMPTY)
            return TRUE;
          if (r->work[t] == color)
            r->stack[top++] = t;
        }
    }
  return FALSE;
}

/* Removes the string through q (inside the space); returns its size. */
static int
remove_string (Reading *r, int q)
{
  int top = 0, count = 0;
  IshiColor color = r->work[q];

  r->work[q] = ISHI_EMPTY;
  r->stack[top++] = q;
  while (top > 0)
    {
      int p = r->stack[--top], nb[4], k = ishi_grid_neighbours (r->size, p, nb);

      count++;
      for (int i = 0; i < k; i++)
        if (r->work[nb[i]] == color)
          {
            r->work[nb[i]] = ISHI_EMPTY;
            r->stack[top++] = nb[i];
          }
    }
  return count;
}

typedef enum { ILLEGAL, PLAYED, WALLS_TAKEN } Play;

/* Plays `color` at p.  WALLS_TAKEN: the move captures a string of the
 * walls (which stay on the board).  PLAYED: *ko is the new ko point or
 * -1.  Every change is inside the space: the caller restores the space
 * from its copy after any of the three. */
static Play
play (Reading *r, int p, IshiColor color, int *ko)
{
  int nb[4], k = ishi_grid_neighbours (r->size, p, nb), captured = 0, last = -1;
  IshiColor other = color == ISHI_BLACK ? ISHI_WHITE : ISHI_BLACK;
  gboolean walls;

  r->work[p] = color;
  for (int i = 0; i < k; i++)
    if (r->work[nb[i]] == other && !has_liberty (r, nb[i], &walls))
      {
        if (walls)
          return WALLS_TAKEN;
        captured += remove_string (r, nb[i]);
        last = nb[i];
      }
  if (!has_liberty (r, p, &walls))
    return ILLEGAL;   /* suicide */
  *ko = -1;
  if (captured == 1)
    {
      /* a lone stone in atari that took a lone stone: the ko point */
      int libs = 0;

      for (int i = 0; i < k; i++)
        libs += r->work[nb[i]] == ISHI_EMPTY || r->work[nb[i]] == color;
      if (libs == 1 && r->work[last] == ISHI_EMPTY)
        *ko = last;
    }
  return PLAYED;
}

static guint
state_key (const Reading *r, IshiColor to_move, int ko, gboolean passed)
{
  guint key = 0;
  int ko_index = 0;

  for (int i = 0; i < r->n_space; i++)
    {
      IshiColor c = r->work[r->space[i]];

      key = key * 3 + (c == ISHI_EMPTY ? 0 : c == r->defender ? 1 : 2);
      if (r->space[i] == ko)
        ko_index = i + 1;
    }
  /* 3^12 < 2^20; then the ko (4 bits), the side, the pass */
  return ((key * 16 + (guint) ko_index) * 2 + (to_move == r->attacker)) * 2 + (passed ? 1 : 0) + 1;
}

static Outcome
read_on (Reading *r, IshiColor to_move, int ko, gboolean passed, int depth, gboolean *exact)
{
  IshiColor saved[ISHI_EYE_SPACE_MAX];
  IshiColor next = to_move == r->attacker ? r->defender : r->attacker;
  gboolean attacking = to_move == r->attacker, all_exact = TRUE;
  guint key = state_key (r, to_move, ko, passed);
  gpointer known = g_hash_table_lookup (r->known, GUINT_TO_POINTER (key));

  *exact = TRUE;
  if (known)
    return (Outcome) (GPOINTER_TO_UINT (known) - 1);
  if (depth == 0 || ++r->nodes > NODES_MAX)
    {
      *exact = FALSE;
      return LIVES;
    }
  for (int i = 0; i < r->n_space; i++)
    saved[i] = r->work[r->space[i]];

  /* each empty point of the space, then a pass */
  for (int i = 0; i <= r->n_space; i++)
    {
      int p = i < r->n_space ? r->space[i] : -1, new_ko = -1;
      gboolean child_exact;
      Outcome o;

      if (p >= 0)
        {
          Play result;

          if (r->work[p] != ISHI_EMPTY || p == ko)
            continue;
          result = play (r, p, to_move, &new_ko);
          if (result == PLAYED)
            o = read_on (r, next, new_ko, FALSE, depth - 1, &child_exact);
          else
            {
              o = KILLED;   /* only the attacker can take the walls */
              child_exact = TRUE;
            }
          /* every change of a move is inside the space */
          for (int j = 0; j < r->n_space; j++)
            r->work[r->space[j]] = saved[j];
          if (result == ILLEGAL)
            continue;
        }
      else if (passed)
        {
          o = LIVES;        /* two passes: the group stands */
          child_exact = TRUE;
        }
      else
        o = read_on (r, next, -1, TRUE, depth - 1, &child_exact);

      if (attacking && o == KILLED)
        goto done;          /* a kill is always exact (see the top) */
      if (!attacking && o == LIVES)
        {
          *exact = child_exact;
          if (child_exact)
            g_hash_table_insert (r->known, GUINT_TO_POINTER (key), GUINT_TO_POINTER (LIVES + 1));
          return LIVES;
        }
      all_exact = all_exact && child_exact;
    }
  if (attacking)
    {
      /* no move kills */
      *exact = all_exact;
      if (all_exact)
        g_hash_table_insert (r->known, GUINT_TO_POINTER (key), GUINT_TO_POINTER (LIVES + 1));
      return LIVES;
    }
done:
  /* the attacker found a kill, or every defence failed */
  g_hash_table_insert (r->known, GUINT_TO_POINTER (key), GUINT_TO_POINTER (KILLED + 1));
  return KILLED;
}

/* Does the group walled around the space die with the attacker first? */
static gboolean
space_kills (Reading *r)
{
  gboolean exact;
  Outcome o;

  g_hash_table_remove_all (r->known);
  r->nodes = 0;
  o = read_on (r, r->attacker, -1, FALSE, 3 * r->n_space + 4, &exact);
  return o == KILLED;
}

/* Checks the space of region `id` (its points in pts) for `color`'s walls:
 * every wall string has all its liberties in the space, none is alive or
 * dead yet, and the opponent's stones around the walls are not dead.
 * Marks the wall stones in `wall`. */
static gboolean
space_is_closed (int size, const IshiColor *board, const int *region, int id,
                 const int *pts, int n_pts, IshiColor color, const guint8 *alive,
                 const guint8 *dead, guint8 *wall, int *stack)
{
  int n = size * size, top = 0, empties = 0;

  memset (wall, 0, n);
  for (int i = 0; i < n_pts; i++)
    {
      int nb[4], k = ishi_grid_neighbours (size, pts[i], nb);

      empties += board[pts[i]] == ISHI_EMPTY;
      for (int j = 0; j < k; j++)
        if (board[nb[j]] == color && !wall[nb[j]])
          {
            wall[nb[j]] = 1;
            stack[top++] = nb[j];
          }
    }
  if (empties == 0 || top == 0)
    return FALSE;
  /* the walls' whole strings */
  while (top > 0)
    {
      int p = stack[--top], nb[4], k = ishi_grid_neighbours (size, p, nb);

      if (alive[p] || dead[p])
        return FALSE;
      for (int j = 0; j < k; j++)
        {
          int t = nb[j];

          if (board[t] == color && !wall[t])
            {
              wall[t] = 1;
              stack[top++] = t;
            }
          else if (board[t] == ISHI_EMPTY && region[t] != id)
            return FALSE;   /* a liberty elsewhere */
          else if (board[t] != color && board[t] != ISHI_EMPTY && region[t] != id && dead[t])
            return FALSE;   /* the walls are walled in by dead stones */
        }
    }
  return TRUE;
}

guint
ishi_eye_space_kill (int size, const IshiColor *board, const guint8 *alive, guint8 *dead)
{
  int n = CLAMP (size, 1, 25) * CLAMP (size, 1, 25);
  guint count = 0;
  g_autofree int *region = g_new (int, n);
  g_autofree int *stack = g_new (int, n);
  g_autofree int *region_size = g_new0 (int, n);
  g_autofree guint8 *wall = g_new (guint8, n);
  g_autofree guint8 *in_space = g_new0 (guint8, n);
  g_autofree IshiColor *work = g_new (IshiColor, n);
  g_autofree guint *mark = g_new0 (guint, n);
  g_autoptr(GHashTable) known = g_hash_table_new (NULL, NULL);

  for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
    {
      int n_regions = ishi_grid_label (size, board, ishi_grid_is_not_colour, color, FALSE,
                                       region, stack);

      memset (region_size, 0, sizeof (int) * n);
      for (int p = 0; p < n; p++)
        if (region[p] >= 0)
          region_size[region[p]]++;
      for (int id = 0; id < n_regions; id++)
        {
          Reading r = { 0 };

          if (region_size[id] > ISHI_EYE_SPACE_MAX)
            continue;
          for (int p = 0; p < n; p++)
            if (region[p] == id)
              r.space[r.n_space++] = p;
          if (!space_is_closed (size, board, region, id, r.space, r.n_space, color, alive, dead,
                                wall, stack))
            continue;

          memcpy (work, board, sizeof (IshiColor) * n);
          for (int i = 0; i < r.n_space; i++)
            in_space[r.space[i]] = 1;
          r.size = size;
          r.work = work;
          r.defender = color;
          r.attacker = color == ISHI_BLACK ? ISHI_WHITE : ISHI_BLACK;
          r.in_space = in_space;
          r.stack = stack;
          r.mark = mark;
          r.known = known;
          if (space_kills (&r))
            {
              for (int p = 0; p < n; p++)
                if (wall[p])
                  {
                    dead[p] = 1;
                    count++;
                  }
              for (int i = 0; i < r.n_space; i++)
                dead[r.space[i]] = 0;
            }
          for (int i = 0; i < r.n_space; i++)
            in_space[r.space[i]] = 0;
          /* the next reading's stamps start over */
          memset (mark, 0, sizeof (guint) * n);
        }
    }
  return count;
}
