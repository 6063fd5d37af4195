/* ishi-renju-shapes.c — a Renju board that knows, for every empty point,
 * the shape each colour would make there: the game the deep search of
 * ishi-renju-search.c plays on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
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
 * The classes and the evaluation.  Every empty point has, for each
 * colour, a class: what one stone there makes on its four lines together,
 * from nothing to a five (ishi-renju-shapes.h; Black's most likely
 * forbidden points a class of their own).  The evaluation, from the side
 * to move's view, is the sum over the empty points of a weight for each
 * point's class for the mover and one for the other side, and a constant,
 * with one set of weights for Black to move and one for White: fitted by
 * tests/bench/renju-tune.c to a stronger program's values of 9,089
 * positions of saved games, in units where 900 is a factor of e in the
 * odds of winning.  Each point keeps its shape values too (`value`, set by
 * hand), which the test's reference VCT orders its moves by.
 */
#include "config.h"

#include <string.h>

#include "ishi-renju-shapes.h"

#define SIZE ISHI_RENJU_SIZE
#define PAD ISHI_RENJU_SHAPES_PAD
#define W ISHI_RENJU_SHAPES_W
#define N_CELLS ISHI_RENJU_SHAPES_N_CELLS
#define EMPTY ISHI_RENJU_CELL_EMPTY
#define WALL ISHI_RENJU_CELL_WALL
#define F_FIVE ISHI_RENJU_SHAPES_FIVE
#define F_WIN4 ISHI_RENJU_SHAPES_WIN4
#define F_FOUR ISHI_RENJU_SHAPES_FOUR
#define F_STRAIGHT ISHI_RENJU_SHAPES_STRAIGHT
#define F_MAYBE_FOUL ISHI_RENJU_SHAPES_MAYBE_FOUL

typedef IshiRenjuShapes Search;

typedef enum {
  S_NONE, S_ONE, S_BLOCK2, S_FLEX2, S_BLOCK3, S_FLEX3,
  S_BLOCK4, S_FLEX4, S_DOUBLE4, S_FIVE, S_OVERLINE,
  S_N,
  S_UNKNOWN = 0xff
} Shape;
G_STATIC_ASSERT (S_N == ISHI_RENJU_SHAPES_N_SHAPES);

/* What a point is worth to a colour, by the shape on each line. */
static const gint16 shape_value[] = { 0, 1, 4, 12, 15, 50, 60, 400, 400, 2000, 0 };

static const int offset[4] = { 1, W, W + 1, W - 1 };

static inline int
cell_at (int x, int y)
{
  return ishi_renju_shapes_cell (x, y);
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
 * fours (two on one line count two), threes, blocked threes, twos and
 * blocked twos, four bits each. */
#define COUNT(five, over, straight, fours, threes) \
  ((five) | (over) << 4 | (straight) << 8 | (fours) << 12 | (threes) << 16)
#define B3 (1u << 20)
#define F2 (1u << 24)
#define B2 (1u << 28)
static const guint32 shape_counts[] = {
  [S_NONE] = 0, [S_ONE] = 0, [S_BLOCK2] = B2, [S_FLEX2] = F2, [S_BLOCK3] = B3,
  [S_FLEX3] = COUNT (0, 0, 0, 0, 1),
  [S_BLOCK4] = COUNT (0, 0, 0, 1, 0),
  [S_FLEX4] = COUNT (0, 0, 1, 1, 0),
  [S_DOUBLE4] = COUNT (0, 0, 0, 2, 0),
  [S_FIVE] = COUNT (1, 0, 0, 0, 0),
  [S_OVERLINE] = COUNT (0, 1, 0, 0, 0),
};

/* The class of a point for a colour (ishi-renju-shapes.h), from its four
 * lines' counts: the strongest threat first, then what goes with it. */
static IshiRenjuClass
class_of (guint32 counts, gboolean black, gboolean one)
{
  int n_four = (counts >> 12) & 15, n_three = (counts >> 16) & 15;
  int n_b3 = (counts >> 20) & 15, n_f2 = (counts >> 24) & 15, n_b2 = counts >> 28;

  if (counts & 15)
    return ISHI_RENJU_CLASS_FIVE;
  if (black && (((counts >> 4) & 15) || n_four >= 2 || n_three >= 2))
    return ISHI_RENJU_CLASS_FOUL;
  if ((counts >> 8) & 15)
    return ISHI_RENJU_CLASS_F4;
  if (n_four >= 2)
    return ISHI_RENJU_CLASS_B4X2;
  if (n_four > 0)
    return n_three > 0 ? ISHI_RENJU_CLASS_B4F3 : n_b3 + n_f2 > 0 ? ISHI_RENJU_CLASS_B4PLUS : ISHI_RENJU_CLASS_B4;
  if (n_three >= 2)
    return ISHI_RENJU_CLASS_F3X2;
  if (n_three > 0)
    return n_b3 + n_f2 > 0 ? ISHI_RENJU_CLASS_F3PLUS : ISHI_RENJU_CLASS_F3;
  if (n_b3 > 0)
    return n_b3 >= 2 || n_f2 > 0 ? ISHI_RENJU_CLASS_B3PLUS : ISHI_RENJU_CLASS_B3;
  if (n_f2 > 0)
    return n_f2 >= 2 ? ISHI_RENJU_CLASS_F2X2 : n_b2 > 0 ? ISHI_RENJU_CLASS_F2B2 : ISHI_RENJU_CLASS_F2;
  if (n_b2 > 0)
    return n_b2 >= 2 ? ISHI_RENJU_CLASS_B2X2 : ISHI_RENJU_CLASS_B2;
  return one ? ISHI_RENJU_CLASS_ONE : ISHI_RENJU_CLASS_NONE;
}

/* What a point of each class is worth to the side to move
 * ([mover - 1][0]) and to the other side ([mover - 1][1]), for each
 * colour moving; the mover's row ends with the constant.  Written by
 * tests/bench/renju-tune.c. */
static const gint16 class_weight[2][2][ISHI_RENJU_N_CLASSES + 1] = {
#include "ishi-renju-weights.inc"
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
      guint8 flags = 0, changed, klass;

      if (counts & 15)
        {
          flags = F_FIVE;
          value = 8000;
        }
      else
        {
          if (n_four > 0)
            flags |= F_FOUR;
          if (n_three > 0)
            flags |= ISHI_RENJU_SHAPES_THREE;
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
      klass = s->class_table[c][((shape[0] * S_N + shape[2]) * S_N + shape[4]) * S_N + shape[6]];
      for (int m = 0; m < 2; m++)
        s->weighed[m] += class_weight[m][m != c][klass] - class_weight[m][m != c][s->klass[p][c]];
      s->klass[p][c] = klass;
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
 * out and judged.  Whether either shape changed. */
static gboolean
shape_line (Search *s, int p, int d)
{
  gboolean changed = FALSE;

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
      changed |= s->shape[p][d][c] != shape;
      s->shape[p][d][c] = shape;
    }
  return changed;
}

static void
clear_point (Search *s, int p)
{
  memset (s->shape[p], S_NONE, sizeof s->shape[p]);
  judge_point (s, p);
}

/* Puts `color` (EMPTY clears) on p and judges again every point whose
 * shapes it changes. */
void
ishi_renju_shapes_put (IshiRenjuShapes *s, int p, guint8 color)
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
        /* a point's flags and value follow from its shapes alone */
        if (s->cell[q] == EMPTY && shape_line (s, q, d))
          judge_point (s, q);
      }
}

gboolean
ishi_renju_shapes_may_play (const IshiRenjuShapes *s, int color, int p)
{
  if (color == ISHI_WHITE || (s->flags[p][0] & F_FIVE) || !(s->flags[p][0] & F_MAYBE_FOUL))
    return TRUE;
  return ishi_renju_board_forbidden (&s->rules, p % W - PAD, p / W - PAD) == ISHI_MOVE_OK;
}

/* The first point (board order) with `flag` for `color`, or -1. */
int
ishi_renju_shapes_find (const IshiRenjuShapes *s, int color, guint8 flag)
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
int
ishi_renju_shapes_find_win4 (const IshiRenjuShapes *s, int color)
{
  if (s->n_flag[color - 1][1] == 0)
    return -1;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y);

        if (s->cell[p] == EMPTY && (s->flags[p][color - 1] & F_WIN4) && ishi_renju_shapes_may_play (s, color, p))
          return p;
      }
  return -1;
}

gint
ishi_renju_shapes_evaluate (const IshiRenjuShapes *s, int color)
{
  return s->weighed[color - 1] + class_weight[color - 1][0][ISHI_RENJU_N_CLASSES];
}

void
ishi_renju_shapes_count_classes (const IshiRenjuShapes *s, int color, guint counts[ISHI_RENJU_N_CLASSES])
{
  memset (counts, 0, ISHI_RENJU_N_CLASSES * sizeof counts[0]);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        int p = cell_at (x, y);

        if (s->cell[p] == EMPTY)
          counts[s->klass[p][color - 1]]++;
      }
}

void
ishi_renju_shapes_init (IshiRenjuShapes *s, const IshiRenjuBoard *board)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x5eed1234);

  memset (s, 0, sizeof *s);
  memset (s->cell, WALL, sizeof s->cell);
  memset (s->memo, S_UNKNOWN, sizeof s->memo);
  for (int i = 0; i < S_N * S_N * S_N * S_N; i++)
    {
      int l[4] = { i / (S_N * S_N * S_N), i / (S_N * S_N) % S_N, i / S_N % S_N, i % S_N };
      guint32 counts = 0;
      gboolean one = FALSE;

      for (int d = 0; d < 4; d++)
        {
          counts += shape_counts[l[d]];
          one = one || l[d] == S_ONE;
        }
      for (int c = 0; c < 2; c++)
        s->class_table[c][i] = (guint8) class_of (counts, c == 0, one);
    }
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
          ishi_renju_shapes_put (s, cell_at (x, y), (guint8) c);
      }
}

