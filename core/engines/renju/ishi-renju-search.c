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
 * The shapes.  For every empty point and each of the four lines through it
 * the board keeps the shape each colour would make by playing there: a five;
 * a straight four (two five-points, . X X X X .); two fours on one line
 * (X . X X X . X); a four (one five-point); a three (one more stone gives a
 * straight four); a two (one more stone gives a three); a single stone with
 * room for five.  The words are those of renju-rules.ja.txt; for Black a
 * five is exactly five and six or more is an overline, so  X X X X . X  has
 * no five-point on its right.  A shape is judged on the eleven points of
 * its line centred on the point (five on either side — enough for every
 * five, four and three through the point, overlines included), as own
 * stone, empty, or blocked (the other colour or the edge); the judgement of
 * each of the 3^10 neighbourhoods is made once per search, when first seen,
 * and kept.  A stone changes the shapes of the points up to five away along
 * its four lines, and only those are judged again.
 *
 * Black's forbidden points.  A point where Black's shapes hold two fours, or
 * two threes, or a four and a three, or an overline, may be forbidden; the
 * rules core (ishi-renju-board.h) judges each such point exactly, with
 * RIF 9.3's false threes, before Black plays it or counts on it.  No other
 * point can be forbidden, so the search never lets Black play a foul, and a
 * White four whose only defence is forbidden wins, as it does on the board.
 *
 * The search is a negamax alpha-beta with principal-variation windows,
 * iterative deepening, a transposition table and killer moves:
 *   - a side with a five-point wins; against two five-points it loses;
 *     against one it must stop it (if it may: Black on a forbidden point
 *     may not), and that forced stone costs no depth;
 *   - a side that can make a straight four (or, White, two fours) wins;
 *   - a side facing a three (the opponent can make a straight four) plays
 *     only the points that stop it — the points where the opponent would
 *     make a four — or fours of its own;
 *   - otherwise the best points by what they make for both sides;
 *   - at the leaves a short search of fours alone (VCF) for the side to
 *     move, then the evaluation: every empty point's shapes for each side,
 *     weighted, summed, the side to move's a little more.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ishi-renju-search.h"
#include "ishi-renju-solver.h"

#define SIZE ISHI_RENJU_SIZE
#define PAD 5
#define W (SIZE + 2 * PAD)
#define N_CELLS (W * W)
#define N_KEYS 59049            /* 3^10 neighbourhoods of a point on a line */
#define MAX_PLY 60
#define MAX_MOVES 64
#define WIN ISHI_RENJU_SEARCH_WIN
#define WON (WIN - 1000)        /* scores beyond this are forced results */
#define TT_BITS 18
#define VCF_DEPTH 8             /* fours in a leaf's VCF */
#define VCF_BUDGET 64           /* positions of one leaf's VCF */

enum { EMPTY = 0, WALL = 3 };

typedef enum {
  S_NONE, S_ONE, S_BLOCK2, S_FLEX2, S_BLOCK3, S_FLEX3,
  S_BLOCK4, S_FLEX4, S_DOUBLE4, S_FIVE, S_OVERLINE,
  S_UNKNOWN = 0xff
} Shape;

/* What a point is worth to a colour, by the shape on each line. */
static const gint16 shape_value[] = { 0, 1, 4, 12, 15, 50, 60, 400, 400, 2000, 0 };

enum {
  F_FIVE = 1 << 0,         /* playing here makes five */
  F_WIN4 = 1 << 1,         /* a straight four (White: also two fours) */
  F_FOUR = 1 << 2,         /* any four */
  F_STRAIGHT = 1 << 3,     /* a straight four on some line: the colour has a three */
  F_MAYBE_FOUL = 1 << 4,   /* Black: two threats or an overline — ask the rules */
};

static const int offset[4] = { 1, W, W + 1, W - 1 };

typedef struct {
  guint64 key;
  gint32 value;
  gint16 move;
  gint8 depth;
  guint8 bound;
} Entry;

enum { BOUND_NONE, BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

typedef struct {
  guint8 cell[N_CELLS];
  guint8 shape[N_CELLS][4][2];   /* [point][line][colour - 1] */
  guint key[N_CELLS][4][2];      /* the neighbourhood's key, for each shape */
  guint8 flags[N_CELLS][2];
  gint16 value[N_CELLS][2];
  guint8 near[N_CELLS];          /* stones within two points */
  gint total[2];
  gint n_flag[2][5];             /* points with each flag, by colour */
  guint64 zobrist[N_CELLS][2];
  guint64 hash;
  IshiRenjuBoard rules;
  guint8 memo[2][N_KEYS];
  Entry *table;
  gint16 killer[MAX_PLY][2];
  guint64 nodes, max_nodes, next_clock;
  gint vcf_budget;
  gint64 deadline;
  gboolean stopped;
} Search;

static inline int
cell_at (int x, int y)
{
  return (y + PAD) * W + x + PAD;
}

/* ---- the shape of a line ------------------------------------------------ */

/* w[0..10]: 0 empty, 1 own, 2 blocked; w[5], the point, is own. */
static int
run_through (const guint8 w[11], int i, int *lo, int *hi)
{
  int a = i, b = i;

  while (a > 0 && w[a - 1] == 1)
    a--;
  while (b < 10 && w[b + 1] == 1)
    b++;
  *lo = a;
  *hi = b;
  return b - a + 1;
}

/* A five through w[at] that holds the point w[5]. */
static gboolean
five_through (const guint8 w[11], int at, gboolean black)
{
  int lo, hi, len = run_through (w, at, &lo, &hi);

  if (lo > 5 || hi < 5)
    return FALSE;
  return black ? len == 5 : len >= 5;
}

static guint
key_of (const guint8 w[11])
{
  guint key = 0;

  for (int i = 10; i >= 0; i--)
    if (i != 5)
      key = key * 3 + w[i];
  return key;
}

static Shape
classify (guint8 *memo, guint8 w[11], gboolean black)
{
  guint key = key_of (w);
  int lo, hi, len, n_five = 0, fives[11];
  gboolean flex3 = FALSE, block3 = FALSE, flex2 = FALSE, block2 = FALSE;
  Shape shape;

  if (memo[key] != S_UNKNOWN)
    return memo[key];
  len = run_through (w, 5, &lo, &hi);
  if (black ? len == 5 : len >= 5)
    return memo[key] = S_FIVE;
  if (len > 5)
    return memo[key] = S_OVERLINE;
  for (int e = 0; e < 11; e++)
    if (w[e] == 0)
      {
        w[e] = 1;
        if (five_through (w, e, black))
          fives[n_five++] = e;
        w[e] = 0;
      }
  if (n_five >= 2)
    return memo[key] = (n_five == 2 && fives[1] - fives[0] == 5) ? S_FLEX4 : S_DOUBLE4;
  if (n_five == 1)
    return memo[key] = S_BLOCK4;
  /* One more stone: what it makes tells what this is. */
  for (int e = 0; e < 11; e++)
    if (w[e] == 0)
      {
        Shape next;

        w[e] = 1;
        next = classify (memo, w, black);
        w[e] = 0;
        if (next == S_FLEX4 || (!black && next == S_DOUBLE4))
          flex3 = TRUE;
        else if (next == S_BLOCK4)
          block3 = TRUE;
        else if (next == S_FLEX3)
          flex2 = TRUE;
        else if (next == S_BLOCK3)
          block2 = TRUE;
      }
  if (flex3)
    shape = S_FLEX3;
  else if (block3)
    shape = S_BLOCK3;
  else if (flex2)
    shape = S_FLEX2;
  else if (block2)
    shape = S_BLOCK2;
  else
    {
      shape = S_NONE;
      for (int start = 1; start <= 5 && shape == S_NONE; start++)
        {
          gboolean open = TRUE;

          for (int k = start; k < start + 5; k++)
            open = open && w[k] != 2;
          if (open)
            shape = S_ONE;
        }
    }
  return memo[key] = shape;
}

/* ---- the board ---------------------------------------------------------- */

/* What each shape counts for in judge_point, packed so that the four
 * lines of a point add up in one sum: fives, overlines, straight fours,
 * fours (two on one line count two) and threes, four bits each. */
#define COUNT(five, over, straight, fours, threes) \
  ((five) | (over) << 4 | (straight) << 8 | (fours) << 12 | (threes) << 16)
static const guint32 shape_counts[] = {
  [S_NONE] = 0, [S_ONE] = 0, [S_BLOCK2] = 0, [S_FLEX2] = 0, [S_BLOCK3] = 0,
  [S_FLEX3] = COUNT (0, 0, 0, 0, 1),
  [S_BLOCK4] = COUNT (0, 0, 0, 1, 0),
  [S_FLEX4] = COUNT (0, 0, 1, 1, 0),
  [S_DOUBLE4] = COUNT (0, 0, 0, 2, 0),
  [S_FIVE] = COUNT (1, 0, 0, 0, 0),
  [S_OVERLINE] = COUNT (0, 1, 0, 0, 0),
};

static void
judge_point (Search *s, int p)
{
  for (int c = 0; c < 2; c++)
    {
      const guint8 *shape = s->shape[p][0] + c;
      guint32 counts = shape_counts[shape[0]] + shape_counts[shape[2]]
                       + shape_counts[shape[4]] + shape_counts[shape[6]];
      int n_four = (counts >> 12) & 15, n_three = (counts >> 16) & 15;
      gboolean overline = (counts >> 4) & 15, straight = (counts >> 8) & 15;
      gint value = shape_value[shape[0]] + shape_value[shape[2]] + shape_value[shape[4]] + shape_value[shape[6]];
      guint8 flags = 0, changed;

      if (counts & 15)
        {
          flags = F_FIVE;
          value = 8000;
        }
      else
        {
          if (n_four > 0)
            flags |= F_FOUR;
          if (straight)
            flags |= F_STRAIGHT;
          if (c == 0)
            {
              if (straight)
                flags |= F_WIN4;
              if (overline || n_four + n_three >= 2)
                flags |= F_MAYBE_FOUL;
              if (overline || n_four >= 2 || n_three >= 2)
                value = 0;        /* most likely forbidden: worth nothing to Black */
              else if (n_four > 0 && n_three > 0)
                value += 500;
            }
          else
            {
              if (straight || n_four >= 2)
                flags |= F_WIN4;
              if (n_four > 0 && n_three > 0)
                value += 500;
              else if (n_three >= 2)
                value += 300;
            }
        }
      for (changed = s->flags[p][c] ^ flags; changed != 0; changed &= changed - 1)
        {
          int f = __builtin_ctz (changed);

          s->n_flag[c][f] += (flags & (1 << f)) ? 1 : -1;
        }
      s->flags[p][c] = flags;
      s->total[c] += value - s->value[p][c];
      s->value[p][c] = (gint16) value;
    }
}

/* A cell as one colour sees it (empty, Black, White, wall → 0 empty,
 * 1 own, 2 blocked), and the weight in a key of the cell i steps along the
 * line (index i + 5): the key of a neighbourhood is its ten cells as a
 * number in base 3, the farthest on the left the lowest digit. */
static const guint8 as_colour[2][4] = { { 0, 1, 2, 2 }, { 0, 2, 1, 2 } };
static const gint key_weight[11] = { 1, 3, 9, 27, 81, 0, 243, 729, 2187, 6561, 19683 };

static void
make_keys (Search *s, int p)
{
  for (int d = 0; d < 4; d++)
    for (int c = 0; c < 2; c++)
      {
        guint key = 0;

        for (int i = -5; i <= 5; i++)
          key += key_weight[i + 5] * as_colour[c][s->cell[p + i * offset[d]]];
        s->key[p][d][c] = key;
      }
}

/* The shapes of the empty point p on line d, for both colours, from the
 * keys the board keeps; only a neighbourhood not seen before is spelled
 * out and judged. */
static void
shape_line (Search *s, int p, int d)
{
  for (int c = 0; c < 2; c++)
    {
      guint8 shape = s->memo[c][s->key[p][d][c]];

      if (shape == S_UNKNOWN)
        {
          guint8 w[11];

          for (int i = -5; i <= 5; i++)
            w[i + 5] = as_colour[c][s->cell[p + i * offset[d]]];
          w[5] = 1;
          shape = (guint8) classify (s->memo[c], w, c == 0);
        }
      s->shape[p][d][c] = shape;
    }
}

static void
clear_point (Search *s, int p)
{
  memset (s->shape[p], S_NONE, sizeof s->shape[p]);
  judge_point (s, p);
}

/* Puts `color` (EMPTY clears) on p and judges again every point whose
 * shapes it changes. */
static void
put (Search *s, int p, guint8 color)
{
  int x = p % W - PAD, y = p / W - PAD;
  int step = color == EMPTY ? -1 : 1;
  guint8 old = s->cell[p];

  s->hash ^= s->zobrist[p][(color == EMPTY ? old : color) - 1];
  s->cell[p] = color;
  ishi_renju_board_set (&s->rules, x, y, color);
  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++)
      s->near[p + dy * W + dx] += step;
  if (color != EMPTY)
    clear_point (s, p);
  else
    {
      for (int d = 0; d < 4; d++)
        shape_line (s, p, d);
      judge_point (s, p);
    }
  for (int d = 0; d < 4; d++)
    for (int k = -5; k <= 5; k++)
      {
        int q = p + k * offset[d];

        if (k == 0 || s->cell[q] == WALL)
          continue;
        /* p is -k steps along the line from q */
        for (int c = 0; c < 2; c++)
          s->key[q][d][c] += key_weight[5 - k] * (as_colour[c][color] - as_colour[c][old]);
        if (s->cell[q] == EMPTY)
          {
            shape_line (s, q, d);
            judge_point (s, q);
          }
      }
}

static gboolean
may_play (Search *s, int color, int p)
{
  if (color == ISHI_WHITE || (s->flags[p][0] & F_FIVE) || !(s->flags[p][0] & F_MAYBE_FOUL))
    return TRUE;
  return ishi_renju_board_forbidden (&s->rules, p % W - PAD, p / W - PAD) == ISHI_MOVE_OK;
}

/* The first point (board order) with `flag` for `color`, or -1. */
static int
find_flag (const Search *s, int color, guint8 flag)
{
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y);

        if (s->cell[p] == EMPTY && (s->flags[p][color - 1] & flag))
          return p;
      }
  return -1;
}

/* A legal point where `color` wins by a straight four or two fours. */
static int
find_win4 (Search *s, int color)
{
  if (s->n_flag[color - 1][1] == 0)
    return -1;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y);

        if (s->cell[p] == EMPTY && (s->flags[p][color - 1] & F_WIN4) && may_play (s, color, p))
          return p;
      }
  return -1;
}

static gint
evaluate (const Search *s, int color)
{
  return (s->total[color - 1] * 11 - s->total[2 - color] * 10) / 10;
}

/* ---- fours only (VCF), at the leaves ------------------------------------ */

/* Does `color`, to move, win by fours alone?  The other side has no
 * five-point (the caller made sure). */
static gboolean
vcf (Search *s, int color, int depth)
{
  int other = 3 - color;

  if (depth == 0 || s->vcf_budget <= 0 || s->n_flag[color - 1][2] == 0)
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

        if (s->cell[p] != EMPTY || !(s->flags[p][color - 1] & F_FOUR) || !may_play (s, color, p))
          continue;
        put (s, p, (guint8) color);
        block = find_flag (s, color, F_FIVE);
        if (s->n_flag[color - 1][0] >= 2 || (block >= 0 && !may_play (s, other, block)))
          won = TRUE;
        else if (block >= 0)
          {
            put (s, block, (guint8) other);
            if (s->n_flag[other - 1][0] == 0)
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

  if (s->n_flag[other - 1][1] > 0)
    {
      /* a Black three whose straight fours are all forbidden is no three */
      for (int y = 0; y < SIZE && !threatened; y++)
        for (int x = 0; x < SIZE && !threatened; x++)
          {
            int p = cell_at (x, y);

            threatened = s->cell[p] == EMPTY && (s->flags[p][other - 1] & F_WIN4)
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

        if (s->cell[p] != EMPTY || s->near[p] == 0)
          continue;
        if (threatened && !(s->flags[p][other - 1] & F_FOUR) && !(s->flags[p][color - 1] & F_FOUR))
          continue;
        order = s->value[p][color - 1] + s->value[p][other - 1] * 4 / 5;
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

static gint
negamax (Search *s, int color, int depth, int ply, gint alpha, gint beta)
{
  int other = 3 - color;
  Entry *entry;
  Move moves[MAX_MOVES];
  guint n, width;
  int hint = -1, best_move = -1;
  gboolean threatened;
  gint best = -WIN, alpha0 = alpha;

  s->nodes++;
  if (out_of_budget (s))
    return 0;
  if (s->n_flag[color - 1][0] > 0)
    return WIN - ply;
  if (s->n_flag[other - 1][0] >= 2)
    return -(WIN - ply - 1);
  if (ply >= MAX_PLY - 2)
    return evaluate (s, color);
  if (s->n_flag[other - 1][0] == 1)
    {
      /* one five to stop, with the one stone there is — costs no depth */
      int p = find_flag (s, other, F_FIVE);
      gint value;

      if (!may_play (s, color, p))
        return -(WIN - ply - 1);
      put (s, p, (guint8) color);
      value = -negamax (s, other, depth, ply + 1, -beta, -alpha);
      put (s, p, EMPTY);
      return value;
    }
  if (find_win4 (s, color) >= 0)
    return WIN - ply - 2;
  if (depth <= 0)
    {
      s->vcf_budget = VCF_BUDGET;
      if (vcf (s, color, VCF_DEPTH))
        return WON + 1;
      return evaluate (s, color);
    }

  entry = &s->table[s->hash & ((1u << TT_BITS) - 1)];
  if (entry->key == s->hash)
    {
      hint = entry->move;
      if (entry->depth >= depth)
        {
          gint v = from_table (entry->value, ply);

          if (entry->bound == BOUND_EXACT
              || (entry->bound == BOUND_LOWER && v >= beta)
              || (entry->bound == BOUND_UPPER && v <= alpha))
            return v;
        }
    }

  width = depth >= 4 ? 12 : depth >= 2 ? 16 : 20;
  n = generate (s, color, ply, hint, moves, MIN (width, MAX_MOVES), &threatened);
  if (n == 0)
    return threatened ? -(WIN - ply - 3) : 0;
  for (guint i = 0; i < n; i++)
    {
      int p = moves[i].p;
      gboolean quiet = !(s->flags[p][color - 1] & (F_FOUR | F_STRAIGHT))
                       && !(s->flags[p][other - 1] & F_FOUR);
      gint value;

      put (s, p, (guint8) color);
      if (i == 0)
        value = -negamax (s, other, depth - 1, ply + 1, -beta, -alpha);
      else
        {
          /* later quiet moves first at a ply less (late-move reduction) */
          int reduced = (i >= 4 && depth >= 3 && quiet) ? depth - 2 : depth - 1;

          value = -negamax (s, other, reduced, ply + 1, -alpha - 1, -alpha);
          if (value > alpha && reduced < depth - 1)
            value = -negamax (s, other, depth - 1, ply + 1, -alpha - 1, -alpha);
          if (value > alpha && value < beta)
            value = -negamax (s, other, depth - 1, ply + 1, -beta, -alpha);
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
  entry->key = s->hash;
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
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x5eed1234);

  memset (s->cell, WALL, sizeof s->cell);
  memset (s->memo, S_UNKNOWN, sizeof s->memo);
  for (int p = 0; p < N_CELLS; p++)
    for (int c = 0; c < 2; c++)
      s->zobrist[p][c] = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
  ishi_renju_board_init (&s->rules);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      s->cell[cell_at (x, y)] = EMPTY;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y);

        make_keys (s, p);
        for (int d = 0; d < 4; d++)
          shape_line (s, p, d);
        judge_point (s, p);
      }
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        IshiColor c = ishi_renju_board_get (board, x, y);

        if (c != ISHI_EMPTY)
          put (s, cell_at (x, y), (guint8) c);
      }
  for (int p = 0; p < MAX_PLY; p++)
    s->killer[p][0] = s->killer[p][1] = -1;
}

static IshiPoint
point_of (int p)
{
  return (IshiPoint) { p % W - PAD, p / W - PAD };
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
  if (s->n_flag[color - 1][0] > 0)
    {
      forced = find_flag (s, color, F_FIVE);
      result->score = WIN;
    }
  else if (s->n_flag[other - 1][0] > 0)
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

      for (guint i = 0; i < n; i++)
        {
          gint value;

          put (s, moves[i].p, (guint8) color);
          if (i == 0)
            value = -negamax (s, other, (int) depth - 1, 1, -WIN - 1, -alpha);
          else
            {
              value = -negamax (s, other, (int) depth - 1, 1, -alpha - 1, -alpha);
              if (value > alpha)
                value = -negamax (s, other, (int) depth - 1, 1, -WIN - 1, -alpha);
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
  Search *s;

  g_return_if_fail (board != NULL && points != NULL);
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);
  s = g_new0 (Search, 1);
  search_init (s, board);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        guint8 flags = s->cell[cell_at (x, y)] == EMPTY ? s->flags[cell_at (x, y)][color - 1] : 0;

        points[y * SIZE + x] = (IshiRenjuSearchPoint) {
          .five = (flags & F_FIVE) != 0,
          .four = (flags & F_FOUR) != 0,
          .straight_four = (flags & F_STRAIGHT) != 0,
          .maybe_forbidden = (flags & F_MAYBE_FOUL) != 0,
        };
      }
  g_free (s);
}
