/* ishi-renju-search.c — the deep search of the strongest Renju level.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How a stronger Renju program thinks (the threat-space ideas of Allis's
 * "Searching for Solutions in Games and Artificial Intelligence", and what
 * Gomocup programs such as Rapfi and Yixin describe of their searches —
 * read, none of their code used): the game turns on fours and threes, so
 * the search must know at every node where they are.
 *
 * The shapes of every empty point, kept stone by stone, and Black's
 * possibly forbidden points asked of the rules: ishi-renju-shapes.c.
 *
 * The search is a negamax alpha-beta with principal-variation windows,
 * iterative deepening, a transposition table and killer moves:
 *   - a side with a five-point wins; against two five-points it loses;
 *     against one it must stop it (if it may: Black on a forbidden point
 *     may not), and that forced stone costs no depth;
 *   - a side that can make a straight four (or, White, two fours) wins;
 *   - a side facing a three (the opponent can make a straight four) plays
 *     only the points that stop it — the points where the opponent would
 *     make a four — or fours of its own, and that answer costs half a ply
 *     (depth is counted in half plies), so that lines of threes are read
 *     further than quiet play and still end;
 *   - otherwise the best points, fewer near the leaves, in an order
 *     learned from a stronger program's moves (policy_of): what a stone
 *     there makes for each side, and how near it is to the last two moves;
 *   - a quiet position (the other side has no three) one or two plies from
 *     the leaves whose evaluation stands well above beta is not searched
 *     further: its evaluation is taken (reverse futility);
 *   - at the leaves the evaluation: every empty point's class for each
 *     side, weighed (ishi-renju-shapes.c), summed; when it is
 *     below beta, a short search of fours alone (VCF) for the side to move
 *     first (at or above beta the VCF could only raise a value that is
 *     already enough).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ishi-renju-order.h"
#include "ishi-renju-search.h"
#include "ishi-renju-shapes.h"

#define SIZE ISHI_RENJU_SIZE
#define MAX_PLY 60
#define MAX_MOVES 64
#define WIN ISHI_RENJU_SEARCH_WIN
#define WON (WIN - 1000)        /* scores beyond this are forced results */
#define TT_BITS 18
#define VCF_DEPTH 8             /* fours in a leaf's VCF */
#define VCF_BUDGET 64           /* positions of one leaf's VCF */
#define PLY 2                   /* depth is counted in half plies */
#define FUTILITY 120            /* the margin over beta, a ply, of reverse futility */

#define EMPTY ISHI_RENJU_CELL_EMPTY
#define F_FIVE ISHI_RENJU_SHAPES_FIVE
#define F_WIN4 ISHI_RENJU_SHAPES_WIN4
#define F_FOUR ISHI_RENJU_SHAPES_FOUR
#define F_STRAIGHT ISHI_RENJU_SHAPES_STRAIGHT
#define F_MAYBE_FOUL ISHI_RENJU_SHAPES_MAYBE_FOUL
#define F_THREE ISHI_RENJU_SHAPES_THREE

typedef struct {
  guint64 key;
  gint32 value;
  gint16 move;
  gint8 depth;
  guint8 bound;
} Entry;

enum { BOUND_NONE, BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

/* The move order's weights (policy_of), fitted by
 * tests/bench/renju-policy.c to the moves of a stronger program in saved
 * games. */
static const gint16 policy[] = {
#include "ishi-renju-policy.inc"
};
G_STATIC_ASSERT (G_N_ELEMENTS (policy) == ISHI_RENJU_ORDER_N_WEIGHTS);

typedef struct {
  IshiRenjuShapes b;
  int played[MAX_PLY + 2];
  Entry *table;
  gint16 killer[MAX_PLY][2];
  guint64 nodes, max_nodes, next_clock;
  gint vcf_budget;
  int extend_limit;
  gint64 deadline;
  gboolean stopped;
} Search;

static inline int
cell_at (int x, int y)
{
  return ishi_renju_shapes_cell (x, y);
}

/* The board's questions, short (ishi-renju-shapes.h). */
static inline void
put (Search *s, int p, guint8 color)
{
  ishi_renju_shapes_put (&s->b, p, color);
}

static inline gboolean
may_play (const Search *s, int color, int p)
{
  return ishi_renju_shapes_may_play (&s->b, color, p);
}

static inline int
find_flag (const Search *s, int color, guint8 flag)
{
  return ishi_renju_shapes_find (&s->b, color, flag);
}

static inline int
find_win4 (const Search *s, int color)
{
  return ishi_renju_shapes_find_win4 (&s->b, color);
}

static inline gint
evaluate (const Search *s, int color)
{
  return ishi_renju_shapes_evaluate (&s->b, color);
}

/* ---- fours only (VCF), at the leaves ------------------------------------ */

/* Does `color`, to move, win by fours alone?  The other side has no
 * five-point (the caller made sure). */
static gboolean
vcf (Search *s, int color, int depth)
{
  int other = 3 - color;

  if (depth == 0 || s->vcf_budget <= 0 || s->b.n_flag[color - 1][2] == 0)
    return FALSE;
  s->vcf_budget--;
  s->nodes++;
  if (find_win4 (s, color) >= 0)
    return TRUE;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y), block;
        gboolean won = FALSE;

        if (s->b.cell[p] != EMPTY || !(s->b.flags[p][color - 1] & F_FOUR) || !may_play (s, color, p))
          continue;
        put (s, p, (guint8) color);
        block = find_flag (s, color, F_FIVE);
        if (s->b.n_flag[color - 1][0] >= 2 || (block >= 0 && !may_play (s, other, block)))
          won = TRUE;
        else if (block >= 0)
          {
            put (s, block, (guint8) other);
            if (s->b.n_flag[other - 1][0] == 0)
              won = vcf (s, color, depth - 1);
            put (s, block, EMPTY);
          }
        put (s, p, EMPTY);
        if (won)
          return TRUE;
        if (s->vcf_budget <= 0)
          return FALSE;
      }
  return FALSE;
}

/* ---- the search --------------------------------------------------------- */

typedef struct {
  gint16 p;
  gint order;
} Move;

/* Where a stone of `color` at p stands in the move order: the learned
 * weights of what ishi-renju-order.h knows of it, summed.  The last two
 * moves are unknown at the root and the mover's own at the first reply
 * (counted as far). */
static inline gint
policy_of (const Search *s, int p, int color, int ply)
{
  guint8 f[ISHI_RENJU_ORDER_N_FEATURES];
  gint v = 0;

  ishi_renju_order_features (&s->b, p, color, ply >= 1 ? s->played[ply - 1] : -1,
                             ply >= 2 ? s->played[ply - 2] : -1, f);
  for (int k = 0; k < ISHI_RENJU_ORDER_N_FEATURES; k++)
    v += policy[f[k]];
  return v;
}

static int
compare_moves (const void *a, const void *b)
{
  const Move *ma = a, *mb = b;

  if (ma->order != mb->order)
    return mb->order > ma->order ? 1 : -1;
  return ma->p - mb->p;
}

/* The moves worth searching for `color`, best first, at most `max`, all
 * legal.  When the other side threatens to win next move — a three (a
 * straight four to make) or, White, two fours in one stone — only the
 * points where it would make a four, which are the stops, and fours of
 * one's own; `threatened` says so.  With no legal stop and no four the
 * threat wins. */
static guint
generate (Search *s, int color, int ply, int hint, Move *out, guint max, gboolean *threatened_out)
{
  int other = 3 - color;
  gboolean threatened = FALSE;
  Move all[ISHI_RENJU_N_POINTS];
  guint n = 0, kept = 0;

  if (s->b.n_flag[other - 1][1] > 0)
    {
      /* a Black three whose straight fours are all forbidden is no three */
      for (int y = 0; y < SIZE && !threatened; y++)
        for (int x = 0; x < SIZE && !threatened; x++)
          {
            int p = cell_at (x, y);

            threatened = s->b.cell[p] == EMPTY && (s->b.flags[p][other - 1] & F_WIN4)
                         && may_play (s, other, p);
          }
    }
  if (threatened_out != NULL)
    *threatened_out = threatened;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y);
        gint order;

        if (s->b.cell[p] != EMPTY || s->b.near[p] == 0)
          continue;
        if (threatened && !(s->b.flags[p][other - 1] & F_FOUR) && !(s->b.flags[p][color - 1] & F_FOUR))
          continue;
        order = policy_of (s, p, color, ply);
        if (p == hint)
          order += 1 << 24;
        else if (ply < MAX_PLY && (p == s->killer[ply][0] || p == s->killer[ply][1]))
          order += 1 << 20;
        all[n].p = (gint16) p;
        all[n].order = order;
        n++;
      }
  qsort (all, n, sizeof (Move), compare_moves);
  for (guint i = 0; i < n && kept < max; i++)
    if (may_play (s, color, all[i].p))
      out[kept++] = all[i];
  return kept;
}

static gboolean
out_of_budget (Search *s)
{
  if (s->stopped)
    return TRUE;
  if (s->max_nodes != 0 && s->nodes >= s->max_nodes)
    s->stopped = TRUE;
  else if (s->deadline != 0 && s->nodes >= s->next_clock)
    {
      s->next_clock = s->nodes + 1024;
      s->stopped = g_get_monotonic_time () > s->deadline;
    }
  return s->stopped;
}

static gint
to_table (gint v, int ply)
{
  return v >= WON ? v + ply : v <= -WON ? v - ply : v;
}

static gint
from_table (gint v, int ply)
{
  return v >= WON ? v - ply : v <= -WON ? v + ply : v;
}

/* A leaf: a value already at beta stands (a VCF could only raise it);
 * below beta the mover's fours are tried. */
static gint
leaf (Search *s, int color, gint beta)
{
  gint value = evaluate (s, color);

  if (value >= beta)
    return value;
  s->vcf_budget = VCF_BUDGET;
  if (vcf (s, color, VCF_DEPTH))
    return WON + 1;
  return value;
}

/* Does the table's entry for this position, searched at least as deep,
 * give the value within the window?  `*value` then holds it. */
static gboolean
table_decides (const Entry *entry, int depth, int ply, gint alpha, gint beta, gint *value)
{
  if (entry->depth < depth)
    return FALSE;
  *value = from_table (entry->value, ply);
  return entry->bound == BOUND_EXACT
         || (entry->bound == BOUND_LOWER && *value >= beta)
         || (entry->bound == BOUND_UPPER && *value <= alpha);
}

static gint
negamax (Search *s, int color, int depth, int ply, gint alpha, gint beta)
{
  int other = 3 - color;
  Entry *entry;
  Move moves[MAX_MOVES];
  guint n, width;
  int hint = -1, best_move = -1;
  gboolean threatened;
  int next;
  gint best = -WIN, alpha0 = alpha;

  s->nodes++;
  if (out_of_budget (s))
    return 0;
  if (s->b.n_flag[color - 1][0] > 0)
    return WIN - ply;
  if (s->b.n_flag[other - 1][0] >= 2)
    return -(WIN - ply - 1);
  if (ply >= MAX_PLY - 2)
    return evaluate (s, color);
  if (s->b.n_flag[other - 1][0] == 1)
    {
      /* one five to stop, with the one stone there is — costs no depth */
      int p = find_flag (s, other, F_FIVE);
      gint value;

      if (!may_play (s, color, p))
        return -(WIN - ply - 1);
      put (s, p, (guint8) color);
      s->played[ply] = p;
      value = -negamax (s, other, depth, ply + 1, -beta, -alpha);
      put (s, p, EMPTY);
      return value;
    }
  if (find_win4 (s, color) >= 0)
    return WIN - ply - 2;
  if (depth <= 0)
    return leaf (s, color, beta);

  entry = &s->table[s->b.hash & ((1u << TT_BITS) - 1)];
  if (entry->key == s->b.hash)
    {
      gint v;

      hint = entry->move;
      if (table_decides (entry, depth, ply, alpha, beta, &v))
        return v;
    }

  /* Reverse futility: near the leaves, with no three of the other side
   * to answer, an evaluation far enough above beta stands.  A point where
   * the other side would make a straight four counts as a three here even
   * when it is forbidden (generate asks the rules; this cheaper test only
   * prunes less). */
  if (depth <= 2 * PLY && s->b.n_flag[other - 1][1] == 0)
    {
      gint stand = evaluate (s, color);

      if (stand - FUTILITY * ((depth + 1) / PLY) >= beta)
        return stand;
    }

  width = depth >= 4 * PLY ? 12 : depth >= 2 * PLY ? 10 : 8;
  n = generate (s, color, ply, hint, moves, MIN (width, MAX_MOVES), &threatened);
  if (n == 0)
    return threatened ? -(WIN - ply - 3) : 0;
  /* Answering a three costs half a ply (stopping a four costs nothing):
   * a line of threes is searched further than quiet play, up to twice the
   * iteration's plies. */
  next = threatened && ply < s->extend_limit ? depth - 1 : depth - PLY;
  for (guint i = 0; i < n; i++)
    {
      int p = moves[i].p;
      gboolean quiet = !(s->b.flags[p][color - 1] & (F_FOUR | F_THREE))
                       && !(s->b.flags[p][other - 1] & (F_FOUR | F_THREE));
      gint value;

      put (s, p, (guint8) color);
      s->played[ply] = p;
      if (i == 0)
        value = -negamax (s, other, next, ply + 1, -beta, -alpha);
      else
        {
          /* later quiet moves first at a ply less (late-move reduction) */
          int reduced = (i >= 4 && depth >= 3 * PLY && quiet) ? next - PLY : next;

          value = -negamax (s, other, reduced, ply + 1, -alpha - 1, -alpha);
          if (value > alpha && reduced < next)
            value = -negamax (s, other, next, ply + 1, -alpha - 1, -alpha);
          if (value > alpha && value < beta)
            value = -negamax (s, other, next, ply + 1, -beta, -alpha);
        }
      put (s, p, EMPTY);
      if (s->stopped)
        return 0;
      if (value > best)
        {
          best = value;
          best_move = p;
        }
      if (value > alpha)
        alpha = value;
      if (alpha >= beta)
        {
          if (ply < MAX_PLY && s->killer[ply][0] != p)
            {
              s->killer[ply][1] = s->killer[ply][0];
              s->killer[ply][0] = (gint16) p;
            }
          break;
        }
    }
  entry->key = s->b.hash;
  entry->value = to_table (best, ply);
  entry->move = (gint16) best_move;
  entry->depth = (gint8) MIN (depth, 127);
  entry->bound = best >= beta ? BOUND_LOWER : best <= alpha0 ? BOUND_UPPER : BOUND_EXACT;
  return best;
}

/* ---- the root ----------------------------------------------------------- */

static void
search_init (Search *s, const IshiRenjuBoard *board)
{
  ishi_renju_shapes_init (&s->b, board);
  for (int p = 0; p < MAX_PLY; p++)
    s->killer[p][0] = s->killer[p][1] = -1;
}

static inline IshiPoint
point_of (int p)
{
  return ishi_renju_shapes_point (p);
}

void
ishi_renju_search (const IshiRenjuBoard *board, IshiColor to_move,
                   const IshiRenjuSearchLimits *limits, IshiRenjuSearchResult *result)
{
  Search *s;
  Move moves[MAX_MOVES];
  int color = to_move, other = 3 - to_move, forced = -1;
  guint n;

  g_return_if_fail (board != NULL && limits != NULL && result != NULL);
  g_return_if_fail (to_move == ISHI_BLACK || to_move == ISHI_WHITE);
  memset (result, 0, sizeof *result);
  result->move = (IshiPoint) { -1, -1 };
  s = g_new0 (Search, 1);
  s->table = g_new0 (Entry, 1u << TT_BITS);
  s->max_nodes = limits->max_nodes;
  if (limits->max_seconds > 0)
    s->deadline = g_get_monotonic_time () + (gint64) (limits->max_seconds * G_USEC_PER_SEC);
  search_init (s, board);

  /* The answers that need no search: a five; the other side's five
   * stopped (when it cannot be, any move loses and the search picks one);
   * a straight four. */
  if (s->b.n_flag[color - 1][0] > 0)
    {
      forced = find_flag (s, color, F_FIVE);
      result->score = WIN;
    }
  else if (s->b.n_flag[other - 1][0] > 0)
    {
      forced = find_flag (s, other, F_FIVE);
      if (!may_play (s, color, forced))
        forced = -1;
    }
  else if ((forced = find_win4 (s, color)) >= 0)
    result->score = WIN - 2;
  if (forced >= 0)
    {
      result->move = point_of (forced);
      goto out;
    }

  n = generate (s, color, 0, -1, moves, 30, NULL);
  if (n == 0)
    goto out;
  /* Equal moves in an order of the seed's: it chooses among them. */
  for (guint i = 0; i < n; i++)
    {
      guint32 mix = (guint32) ((moves[i].p * 2654435761u) ^ (guint32) (limits->seed * 40503u));

      moves[i].order = moves[i].order * 8 + (gint) ((mix >> 13) & 7);
    }
  qsort (moves, n, sizeof (Move), compare_moves);
  result->move = point_of (moves[0].p);
  for (guint depth = 1; depth <= MAX (limits->max_depth, 1) && !s->stopped; depth++)
    {
      gint alpha = -WIN - 1;
      guint best = 0;
      int child = ((int) depth - 1) * PLY;   /* the replies' depth, in half plies */

      s->extend_limit = 2 * (int) depth;
      for (guint i = 0; i < n; i++)
        {
          gint value;

          put (s, moves[i].p, (guint8) color);
          s->played[0] = moves[i].p;
          if (i == 0)
            value = -negamax (s, other, child, 1, -WIN - 1, -alpha);
          else
            {
              value = -negamax (s, other, child, 1, -alpha - 1, -alpha);
              if (value > alpha)
                value = -negamax (s, other, child, 1, -WIN - 1, -alpha);
            }
          put (s, moves[i].p, EMPTY);
          if (s->stopped)
            break;
          if (value > alpha)
            {
              alpha = value;
              best = i;
            }
        }
      if (s->stopped)
        {
          /* a better move found before the stop is taken; the rest of the
           * iteration is not known */
          if (best != 0 && alpha > result->score)
            {
              result->move = point_of (moves[best].p);
              result->score = alpha;
            }
          break;
        }
      result->move = point_of (moves[best].p);
      result->score = alpha;
      result->depth = depth;
      /* the best first, the rest as the search left them */
      {
        Move first = moves[best];

        memmove (moves + 1, moves, best * sizeof (Move));
        moves[0] = first;
      }
      if (ABS (alpha) >= WON)
        break;
    }
out:
  result->nodes = s->nodes;
  g_free (s->table);
  g_free (s);
}

void
ishi_renju_search_judge_board (const IshiRenjuBoard *board, IshiColor color,
                               IshiRenjuSearchPoint points[ISHI_RENJU_N_POINTS])
{
  IshiRenjuShapes *shapes;

  g_return_if_fail (board != NULL && points != NULL);
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);
  shapes = g_new (IshiRenjuShapes, 1);
  ishi_renju_shapes_init (shapes, board);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y);
        guint8 flags = shapes->cell[p] == EMPTY ? shapes->flags[p][color - 1] : 0;

        points[y * SIZE + x] = (IshiRenjuSearchPoint) {
          .five = (flags & F_FIVE) != 0,
          .four = (flags & F_FOUR) != 0,
          .straight_four = (flags & F_STRAIGHT) != 0,
          .maybe_forbidden = (flags & F_MAYBE_FOUL) != 0,
        };
      }
  g_free (shapes);
}
