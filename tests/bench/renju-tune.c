/* renju-tune — fits the weights of the Renju search's evaluation
 * (ishi-renju-shapes.c) by logistic regression.
 *
 *   renju-tune < POSITIONS > ishi-renju-weights.inc
 *
 * Two kinds of lines, mixed as one likes:
 *   - a position valued by a stronger program: its value from the side to
 *     move's view (a forced result as +-20000) and the moves that lead to
 *     it, in SGF coordinates (renju-label.py writes them).  The target is
 *     the value as odds of winning, 1 / (1 + exp(-value / 200)), the
 *     value clipped at +-800;
 *   - a game: its result (B, W or D) and its moves (renju-games.py
 *     writes them); every position after the opening's third stone is a
 *     sample, the game's result its target ("Texel tuning").
 * Positions where a side has a five-point or the side to move a winning
 * four are left out.  A sample's inputs are how many empty points of each
 * class (ishi-renju-shapes.h) the side to move and the other side have;
 * the model is P(win) = 1 / (1 + exp(-evaluation / 900)), the evaluation
 * a sum of one weight per class and side and a constant, fitted for each
 * colour moving (Adam on the mean log loss, full batch: deterministic).
 * One line in five is held out; the log loss of the held-out positions is
 * printed for the fitted weights and for the hand-set evaluation that came
 * before them (the shapes' values summed, the mover's counting 1.1 times;
 * its scale fitted too), so that a change is judged on positions it did
 * not see.  Duplicate lines count once.  Figures go to stderr, the table
 * to stdout.  Run on demand, never by `meson test`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-renju-shapes.h"

#define N_CLASSES ISHI_RENJU_N_CLASSES
#define N_PARAMS (2 * N_CLASSES + 1)    /* own, other, a bias */
#define SCALE 900.0

typedef struct {
  float x[N_PARAMS];
  float y;
  float now;                      /* the hand-set evaluation */
  guint8 mover;                   /* 0 Black, 1 White */
  gboolean held_out;
} Sample;

/* The evaluation set by hand before the fitted one: every empty point's
 * shape values summed for each side, the mover's counting 1.1 times. */
static float
hand_set (const IshiRenjuShapes *b, int mover)
{
  gint total[2] = { 0, 0 };

  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      {
        int p = ishi_renju_shapes_cell (x, y);

        if (b->cell[p] == ISHI_RENJU_CELL_EMPTY)
          for (int c = 0; c < 2; c++)
            total[c] += b->value[p][c];
      }
  return (float) (total[mover] * 11 - total[1 - mover] * 10) / 10;
}

/* The sample of the position on `b` with `mover` (0 Black, 1 White) to
 * move: the classes of the mover's and of the other side's empty points,
 * and the target `y`. */
static void
add_sample (const IshiRenjuShapes *b, int mover, gboolean held_out, float y, GArray *samples)
{
  Sample s = { .mover = (guint8) mover, .held_out = held_out, .y = y };
  guint own[N_CLASSES], other[N_CLASSES];

  ishi_renju_shapes_count_classes (b, mover + 1, own);
  ishi_renju_shapes_count_classes (b, 2 - mover, other);
  for (int c = 0; c < N_CLASSES; c++)
    {
      s.x[c] = (float) own[c];
      s.x[N_CLASSES + c] = (float) other[c];
    }
  s.x[2 * N_CLASSES] = 1;
  s.now = hand_set (b, mover);
  g_array_append_val (samples, s);
}

static void
add_game (IshiRenjuShapes *b, const char *line, gboolean held_out, GArray *samples)
{
  char result = line[0];
  const char *m = line + 1;
  int k = 0;
  IshiRenjuBoard board;

  ishi_renju_board_init (&board);
  ishi_renju_shapes_init (b, &board);
  for (;; k++)
    {
      int mover = k % 2, color = mover + 1;

      while (*m == ' ')
        m++;
      if (k >= 3 && b->n_flag[0][0] == 0 && b->n_flag[1][0] == 0
          && ishi_renju_shapes_find_win4 (b, color) < 0 && result != 'D')
        add_sample (b, mover, held_out, (result == 'B') == (mover == 0) ? 1.0f : 0.0f, samples);
      if (m[0] < 'a' || m[0] > 'o' || m[1] < 'a' || m[1] > 'o')
        break;
      ishi_renju_shapes_put (b, ishi_renju_shapes_cell (m[0] - 'a', m[1] - 'a'), (guint8) color);
      m += 2;
    }
}

/* A position labelled by a stronger program: "VALUE MOVES", the value
 * from the side to move's view in the judge's units (a forced result
 * +-20000); the sample is the position after the moves, its target the
 * judge's value as a probability. */
#define JUDGE_SCALE 200.0
static void
add_position (IshiRenjuShapes *b, const char *line, gboolean held_out, GArray *samples)
{
  char *end;
  double v = g_ascii_strtod (line, &end);
  const char *m = end;
  int k = 0;
  IshiRenjuBoard board;

  ishi_renju_board_init (&board);
  ishi_renju_shapes_init (b, &board);
  for (;; k++)
    {
      while (*m == ' ')
        m++;
      if (m[0] < 'a' || m[0] > 'o' || m[1] < 'a' || m[1] > 'o')
        break;
      ishi_renju_shapes_put (b, ishi_renju_shapes_cell (m[0] - 'a', m[1] - 'a'), (guint8) (k % 2 + 1));
      m += 2;
    }
  if (b->n_flag[0][0] != 0 || b->n_flag[1][0] != 0 || ishi_renju_shapes_find_win4 (b, k % 2 + 1) >= 0)
    return;
  v = CLAMP (v, -800, 800);
  add_sample (b, k % 2, held_out, (float) (1 / (1 + exp (-v / JUDGE_SCALE))), samples);
}

static double
loss_of (const Sample *s, const double *w)
{
  double e = 0, p;

  for (int i = 0; i < N_PARAMS; i++)
    e += w[i] * s->x[i];
  p = 1 / (1 + exp (-e));
  p = CLAMP (p, 1e-9, 1 - 1e-9);
  return -(s->y * log (p) + (1 - s->y) * log (1 - p));
}

/* Adam on the mean log loss of one colour's training samples, with a
 * light L2 pull; the weights are in units of the logit. */
static void
fit (const GArray *samples, int mover, double *w)
{
  double mom[N_PARAMS] = { 0 }, var[N_PARAMS] = { 0 };
  const double rate = 0.01, b1 = 0.9, b2 = 0.999, l2 = 1e-4;

  memset (w, 0, N_PARAMS * sizeof *w);
  for (int it = 1; it <= 3000; it++)
    {
      double grad[N_PARAMS] = { 0 };
      guint n = 0;

      for (guint i = 0; i < samples->len; i++)
        {
          const Sample *s = &g_array_index (samples, Sample, i);
          double e = 0, p;

          if (s->mover != mover || s->held_out)
            continue;
          for (int j = 0; j < N_PARAMS; j++)
            e += w[j] * s->x[j];
          p = 1 / (1 + exp (-e));
          for (int j = 0; j < N_PARAMS; j++)
            grad[j] += (p - s->y) * s->x[j];
          n++;
        }
      for (int j = 0; j < N_PARAMS; j++)
        {
          double g = grad[j] / MAX (n, 1) + l2 * w[j];

          /* a point of no class is worth nothing: occupied points are of it */
          if (j == 0 || j == N_CLASSES)
            g = 0;
          mom[j] = b1 * mom[j] + (1 - b1) * g;
          var[j] = b2 * var[j] + (1 - b2) * g * g;
          w[j] -= rate * (mom[j] / (1 - pow (b1, it))) / (sqrt (var[j] / (1 - pow (b2, it))) + 1e-8);
        }
    }
}

static double
held_out_loss (const GArray *samples, int mover, const double *w, double now_scale, guint *count)
{
  double sum = 0;

  *count = 0;
  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);

      if (s->mover != mover || !s->held_out)
        continue;
      if (w != NULL)
        sum += loss_of (s, w);
      else
        {
          double p = 1 / (1 + exp (-s->now / now_scale));

          p = CLAMP (p, 1e-9, 1 - 1e-9);
          sum += -(s->y * log (p) + (1 - s->y) * log (1 - p));
        }
      (*count)++;
    }
  return sum / MAX (*count, 1);
}

/* The scale at which the compiled-in evaluation best predicts the
 * training samples: a plain search over powers. */
static double
now_scale_of (const GArray *samples, int mover)
{
  double best = 1, best_loss = INFINITY;

  for (double scale = 10; scale < 1e5; scale *= 1.1)
    {
      double sum = 0;

      for (guint i = 0; i < samples->len; i++)
        {
          const Sample *s = &g_array_index (samples, Sample, i);
          double p;

          if (s->mover != mover || s->held_out)
            continue;
          p = CLAMP (1 / (1 + exp (-s->now / scale)), 1e-9, 1 - 1e-9);
          sum += -(s->y * log (p) + (1 - s->y) * log (1 - p));
        }
      if (sum < best_loss)
        {
          best_loss = sum;
          best = scale;
        }
    }
  return best;
}

int
main (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  IshiRenjuShapes *board = g_new (IshiRenjuShapes, 1);
  char line[4096];
  guint n_games = 0;
  double w[2][N_PARAMS];

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_strchomp (line);
      if (line[0] == '\0' || g_hash_table_contains (seen, line))
        continue;
      g_hash_table_add (seen, g_strdup (line));
      if (g_ascii_isdigit (line[0]) || line[0] == '-')
        add_position (board, line, n_games % 5 == 4, samples);
      else
        add_game (board, line, n_games % 5 == 4, samples);
      n_games++;
    }
  g_free (board);
  fprintf (stderr, "%u distinct lines, %u positions\n", n_games, samples->len);
  for (int mover = 0; mover < 2; mover++)
    {
      guint n;
      double scale = now_scale_of (samples, mover), before, after;

      fit (samples, mover, w[mover]);
      before = held_out_loss (samples, mover, NULL, scale, &n);
      after = held_out_loss (samples, mover, w[mover], 0, &n);
      fprintf (stderr, "%s to move: held-out log loss %.4f now (scale %.0f), %.4f fitted, %u positions; bias %.2f\n",
               mover == 0 ? "Black" : "White", before, scale, after, n, w[mover][2 * N_CLASSES]);
    }
  for (int mover = 0; mover < 2; mover++)
    {
      printf ("  { /* %s to move: the mover's classes, then the other side's */\n",
              mover == 0 ? "Black" : "White");
      for (int side = 0; side < 2; side++)
        {
          printf ("    {");
          for (int c = 0; c < N_CLASSES; c++)
            printf (" %d,", (int) lround (w[mover][side * N_CLASSES + c] * SCALE));
          /* the mover's row ends with the bias, the other's with 0 */
          printf (" %d },\n", side == 0 ? (int) lround (w[mover][2 * N_CLASSES] * SCALE) : 0);
        }
      printf ("  },\n");
    }
  return 0;
}
