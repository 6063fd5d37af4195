/* renju-vct-reference.c — a second search for wins by threes and fours,
 * written apart from the exact solver (core/engines/renju/ishi-renju-solver.c)
 * to hold it to account in test-renju-solver: it plays on the engine's board
 * of shapes (ishi-renju-shapes.h) instead of the rules board, depth first
 * instead of by proof numbers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The threat-space idea of Allis ("Searching for Solutions in Games and
 * Artificial Intelligence"), searched depth first with iterative
 * deepening on the attacker's moves and a table of what is known:
 *   - the attacker plays only fours and threes (points where its shapes
 *     make one), and never a point forbidden to Black;
 *   - against a four the defender stops it (on a point forbidden to Black
 *     it cannot: the four wins);
 *   - against a three the defender may play any point where the attacker
 *     would make a four (the stops of every three, the far ones included)
 *     or a four of its own, which the attacker must stop before going on;
 *     the win must hold against every one of those replies;
 *   - a move that leaves the attacker no legal straight four and no
 *     five-point threatens nothing (a Black three whose straight four is
 *     forbidden is no three: renju-rules.ja.txt), and a defender who can
 *     make a straight four of its own holds.
 * The last rule, and counting the attacker's forced stops as its moves,
 * make it miss some wins; the defender's replies are fewer than the exact
 * solver's (which tries every point), so a win it reports is one the
 * solver must confirm, and a short win the solver reports it must find.
 */
#include "config.h"

#include <stdlib.h>

#include "ishi-renju-shapes.h"
#include "renju-vct-reference.h"

#define SIZE ISHI_RENJU_SIZE
#define EMPTY ISHI_RENJU_CELL_EMPTY
#define F_FIVE ISHI_RENJU_SHAPES_FIVE
#define F_FOUR ISHI_RENJU_SHAPES_FOUR
#define F_THREE ISHI_RENJU_SHAPES_THREE
#define TT_BITS 16
#define MAX_ATTACKS 24
#define MAX_DEFENCES 48

typedef struct {
  guint64 key;
  guint8 win_depth;     /* the attacker wins with this many moves (0: not known) */
  guint8 fail_depth;    /* no win found with this many moves (0: not known) */
} Known;

typedef struct {
  IshiRenjuShapes b;
  Known *table;
  guint64 nodes, max_nodes;
  gboolean stopped;
} Threats;

typedef struct {
  gint16 p;
  gint order;
} Move;

static int
compare_moves (const void *a, const void *b)
{
  const Move *ma = a, *mb = b;

  if (ma->order != mb->order)
    return mb->order > ma->order ? 1 : -1;
  return ma->p - mb->p;
}

static gboolean attack (Threats *t, int a, int depth, int *first);

/* The attacker `a` has just moved; the defender to move.  TRUE when
 * every reply loses within `depth` more attacker moves. */
static gboolean
defend (Threats *t, int a, int depth)
{
  IshiRenjuShapes *b = &t->b;
  int d = 3 - a;
  Move moves[MAX_DEFENCES];
  guint n = 0;

  t->nodes++;
  if (b->n_flag[a - 1][0] >= 2)
    return TRUE;
  if (b->n_flag[d - 1][0] > 0)
    return FALSE;
  if (b->n_flag[a - 1][0] == 1)
    {
      int p = ishi_renju_shapes_find (b, a, F_FIVE);
      gboolean won;

      if (!ishi_renju_shapes_may_play (b, d, p))
        return TRUE;
      ishi_renju_shapes_put (b, p, (guint8) d);
      won = attack (t, a, depth, NULL);
      ishi_renju_shapes_put (b, p, EMPTY);
      return won;
    }
  if (ishi_renju_shapes_find_win4 (b, d) >= 0 || ishi_renju_shapes_find_win4 (b, a) < 0)
    return FALSE;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = ishi_renju_shapes_cell (x, y);

        if (b->cell[p] != EMPTY || !((b->flags[p][a - 1] | b->flags[p][d - 1]) & F_FOUR))
          continue;
        if (n == MAX_DEFENCES)
          return FALSE;   /* too many to prove against: not a win here */
        moves[n].p = (gint16) p;
        moves[n].order = (b->flags[p][a - 1] & F_FOUR ? 1 << 20 : 0) + b->value[p][a - 1];
        n++;
      }
  qsort (moves, n, sizeof (Move), compare_moves);
  for (guint i = 0; i < n; i++)
    {
      int p = moves[i].p;
      gboolean won;

      if (!ishi_renju_shapes_may_play (b, d, p))
        continue;
      ishi_renju_shapes_put (b, p, (guint8) d);
      won = attack (t, a, depth, NULL);
      ishi_renju_shapes_put (b, p, EMPTY);
      if (!won || t->stopped)
        return FALSE;
    }
  return TRUE;
}

/* The attacker `a` to move: TRUE when it wins by threats within `depth`
 * of its moves; `first` (if not NULL) gets the first move. */
static gboolean
attack (Threats *t, int a, int depth, int *first)
{
  IshiRenjuShapes *b = &t->b;
  int d = 3 - a;
  Move moves[ISHI_RENJU_N_POINTS];
  Known *known;
  guint64 key;          /* the stones and the attacker */
  guint n = 0;
  gboolean won = FALSE;

  t->nodes++;
  if (t->nodes >= t->max_nodes)
    t->stopped = TRUE;
  if (t->stopped)
    return FALSE;
  if (b->n_flag[a - 1][0] > 0)
    {
      if (first != NULL)
        *first = ishi_renju_shapes_find (b, a, F_FIVE);
      return TRUE;
    }
  if (b->n_flag[d - 1][0] > 0)
    {
      /* the defender's four first: the stop is the attacker's move */
      int p = ishi_renju_shapes_find (b, d, F_FIVE);

      if (depth == 0 || b->n_flag[d - 1][0] >= 2 || !ishi_renju_shapes_may_play (b, a, p))
        return FALSE;
      ishi_renju_shapes_put (b, p, (guint8) a);
      won = defend (t, a, depth - 1);
      ishi_renju_shapes_put (b, p, EMPTY);
      if (won && first != NULL)
        *first = p;
      return won;
    }
  if (depth == 0)
    return FALSE;
  {
    int p = ishi_renju_shapes_find_win4 (b, a);

    if (p >= 0)
      {
        if (first != NULL)
          *first = p;
        return TRUE;
      }
  }
  key = b->hash ^ (guint64) a;
  known = &t->table[b->hash & ((1u << TT_BITS) - 1)];
  if (known->key == key && first == NULL)
    {
      if (known->win_depth != 0 && known->win_depth <= depth)
        return TRUE;
      if (known->fail_depth >= depth)
        return FALSE;
    }
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = ishi_renju_shapes_cell (x, y);

        /* with one move left only a four can still win (two five-points,
         * or a stop forbidden to Black) */
        if (b->cell[p] != EMPTY || !(b->flags[p][a - 1] & (depth == 1 ? F_FOUR : F_FOUR | F_THREE)))
          continue;
        moves[n].p = (gint16) p;
        moves[n].order = b->value[p][a - 1] * 2 + b->value[p][d - 1];
        n++;
      }
  qsort (moves, n, sizeof (Move), compare_moves);
  for (guint i = 0, tried = 0; i < n && tried < MAX_ATTACKS && !won && !t->stopped; i++)
    {
      int p = moves[i].p;

      if (!ishi_renju_shapes_may_play (b, a, p))
        continue;
      tried++;
      ishi_renju_shapes_put (b, p, (guint8) a);
      won = defend (t, a, depth - 1);
      ishi_renju_shapes_put (b, p, EMPTY);
      if (won && first != NULL)
        *first = p;
    }
  if (!t->stopped)
    {
      if (known->key != key)
        *known = (Known) { key, 0, 0 };
      if (won && (known->win_depth == 0 || known->win_depth > depth))
        known->win_depth = (guint8) depth;
      else if (!won && known->fail_depth < depth)
        known->fail_depth = (guint8) depth;
    }
  return won;
}

gboolean
renju_vct_reference (const IshiRenjuBoard *board, IshiColor attacker,
                     guint max_moves, guint64 max_nodes, RenjuVctReference *result)
{
  Threats *t;

  g_return_val_if_fail (board != NULL && result != NULL, FALSE);
  g_return_val_if_fail (attacker == ISHI_BLACK || attacker == ISHI_WHITE, FALSE);
  *result = (RenjuVctReference) { .first = { -1, -1 } };
  t = g_new0 (Threats, 1);
  t->table = g_new0 (Known, 1u << TT_BITS);
  t->max_nodes = max_nodes > 0 ? max_nodes : G_MAXUINT64;
  ishi_renju_shapes_init (&t->b, board);
  for (guint depth = 1; depth <= MIN (max_moves, 250) && !t->stopped; depth++)
    {
      int first = -1;

      if (attack (t, attacker, (int) depth, &first) && first >= 0)
        {
          result->found = TRUE;
          result->first = ishi_renju_shapes_point (first);
          result->moves = depth;
          break;
        }
    }
  result->nodes = t->nodes;
  result->limit_reached = t->stopped;
  g_free (t->table);
  g_free (t);
  return result->found;
}
