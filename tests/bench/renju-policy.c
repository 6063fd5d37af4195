/* renju-policy — fits the move ordering of the Renju search (level 6,
 * ishi-renju-search.c) to the moves a player chose in saved games.
 *
 *   tests/bench/renju-games.py --player PLAYER tests/bench/games/2026-11-2?-renju-rapfi | renju-policy > ishi-renju-policy.inc
 *
 * Input: one game a line, the colour whose moves are the teacher's (B or
 * W) and the game's moves in SGF coordinates (renju-games.py --player
 * writes it).
 * Every position where the teacher is to move, neither side has a
 * five-point and the mover has no winning four is a sample.  The
 * candidates are the legal empty points within two of a stone, as the
 * search's generator sees them; each is described by the twelve indices
 * of ishi-renju-order.h, as the search describes it: its class and its
 * shape on each line for each side, and its distance to the last move and
 * to the mover's own last move.  The model gives each
 * index a weight and the candidates a softmax of their summed weights;
 * the weights are fitted to the teacher's choices (Adam on the mean log
 * loss, full batch, 400 steps, a light L2 pull: deterministic).
 *
 * One game in five is held out: printed to stderr are the shares of its
 * positions where the teacher's move is the first, among the first 8, 10
 * and 12 by the fitted order and by the hand-set order that came before
 * (each point's shape values for the mover, and 4/5 of the other side's),
 * the widths the search uses.  The table, weights times 100, goes to
 * stdout.  Run on demand, never by `meson test`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-renju-order.h"
#include "ishi-renju-shapes.h"

#define N_F ISHI_RENJU_ORDER_N_WEIGHTS
#define K ISHI_RENJU_ORDER_N_FEATURES

typedef struct {
  guint8 f[K];                    /* the indices of a candidate's weights */
} Cand;

typedef struct {
  guint first, n;                 /* its candidates in Data's cands */
  guint answer;                   /* the teacher's move among them */
  gboolean held_out;
} Sample;

typedef struct {
  GArray *cands;                  /* Cand, every sample's in a row */
  GArray *hands;                  /* gint: each candidate's hand-set order */
  GArray *samples;                /* Sample */
} Data;

static double
score_of (const double *w, const Cand *c)
{
  double z = 0;

  for (int k = 0; k < K; k++)
    z += w[c->f[k]];
  return z;
}

/* The candidates of the position on `b`, `color` (the teacher) to move,
 * who played p; kept as a sample when p is one of them. */
static void
add_sample (Data *d, const IshiRenjuShapes *b, int color, int p, const int *hist, int k, gboolean held_out)
{
  Sample s = { .first = d->cands->len, .answer = G_MAXUINT, .held_out = held_out };

  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      {
        int q = ishi_renju_shapes_cell (x, y);
        Cand c;
        gint hand;

        if (b->cell[q] != 0 || b->near[q] == 0 || !ishi_renju_shapes_may_play (b, color, q))
          continue;
        ishi_renju_order_features (b, q, color, hist[k - 1], hist[k - 2], c.f);
        if (q == p)
          s.answer = d->cands->len - s.first;
        g_array_append_val (d->cands, c);
        hand = b->value[q][color - 1] + b->value[q][2 - color] * 4 / 5;
        g_array_append_val (d->hands, hand);
      }
  s.n = d->cands->len - s.first;
  if (s.answer != G_MAXUINT && s.n > 1)
    g_array_append_val (d->samples, s);
  else
    {
      g_array_set_size (d->cands, s.first);
      g_array_set_size (d->hands, s.first);
    }
}

/* Every game of stdin; how many. */
static guint
read_games (Data *d)
{
  IshiRenjuShapes *b = g_new (IshiRenjuShapes, 1);
  char line[4096];
  guint n_games = 0;

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      int teacher = line[0] == 'B' ? 1 : 2, hist[256];
      const char *m = line + 1;
      IshiRenjuBoard board;

      ishi_renju_board_init (&board);
      ishi_renju_shapes_init (b, &board);
      for (int k = 0;; k++)
        {
          int color = k % 2 + 1, p;

          while (*m == ' ')
            m++;
          if (m[0] < 'a' || m[0] > 'o' || m[1] < 'a' || m[1] > 'o' || k >= 255)
            break;
          p = ishi_renju_shapes_cell (m[0] - 'a', m[1] - 'a');
          if (color == teacher && k >= 4 && b->n_flag[0][0] == 0 && b->n_flag[1][0] == 0
              && ishi_renju_shapes_find_win4 (b, color) < 0)
            add_sample (d, b, color, p, hist, k, n_games % 5 == 4);
          hist[k] = p;
          ishi_renju_shapes_put (b, p, (guint8) color);
          m += 2;
        }
      n_games++;
    }
  g_free (b);
  return n_games;
}

/* Adam on the mean log loss of the training samples. */
static void
fit (const Data *d, double w[N_F])
{
  double mom[N_F] = { 0 }, var[N_F] = { 0 };

  for (int it = 1; it <= 400; it++)
    {
      double grad[N_F] = { 0 }, loss = 0;
      guint n = 0;

      for (guint i = 0; i < d->samples->len; i++)
        {
          const Sample *s = &g_array_index (d->samples, Sample, i);
          const Cand *c = &g_array_index (d->cands, Cand, s->first);
          double z[ISHI_RENJU_N_POINTS], mx = -1e9, sum = 0;

          if (s->held_out)
            continue;
          for (guint j = 0; j < s->n; j++)
            mx = MAX (mx, z[j] = score_of (w, &c[j]));
          for (guint j = 0; j < s->n; j++)
            sum += (z[j] = exp (z[j] - mx));
          for (guint j = 0; j < s->n; j++)
            {
              double g = z[j] / sum - (j == s->answer);

              for (int k = 0; k < K; k++)
                grad[c[j].f[k]] += g;
            }
          loss -= log (z[s->answer] / sum);
          n++;
        }
      for (int j = 0; j < N_F; j++)
        {
          double g = grad[j] / n + 1e-4 * w[j];

          mom[j] = 0.9 * mom[j] + 0.1 * g;
          var[j] = 0.999 * var[j] + 0.001 * g * g;
          w[j] -= 0.05 * (mom[j] / (1 - pow (0.9, it))) / (sqrt (var[j] / (1 - pow (0.999, it))) + 1e-8);
        }
      if (it % 100 == 0)
        fprintf (stderr, "iteration %d: training loss %.4f\n", it, loss / n);
    }
}

/* Held out: the rank of the teacher's move, fitted against hand-set. */
static void
report (const Data *d, const double w[N_F])
{
  guint top[2][4] = { { 0 } }, n = 0;
  const guint cut[4] = { 1, 8, 10, 12 };

  for (guint i = 0; i < d->samples->len; i++)
    {
      const Sample *s = &g_array_index (d->samples, Sample, i);
      const Cand *c = &g_array_index (d->cands, Cand, s->first);
      const gint *hand = &g_array_index (d->hands, gint, s->first);
      double za = score_of (w, &c[s->answer]);
      guint rank[2] = { 0, 0 };

      if (!s->held_out)
        continue;
      n++;
      for (guint j = 0; j < s->n; j++)
        {
          rank[0] += score_of (w, &c[j]) > za;
          rank[1] += hand[j] > hand[s->answer];
        }
      for (int e = 0; e < 2; e++)
        for (int t = 0; t < 4; t++)
          top[e][t] += rank[e] < cut[t];
    }
  for (int e = 0; e < 2; e++)
    fprintf (stderr, "%s: held out %u: top1 %.1f%% top8 %.1f%% top10 %.1f%% top12 %.1f%%\n",
             e ? "hand-set" : "fitted", n, 100.0 * top[e][0] / n, 100.0 * top[e][1] / n,
             100.0 * top[e][2] / n, 100.0 * top[e][3] / n);
}

int
main (void)
{
  Data d = {
    g_array_new (FALSE, FALSE, sizeof (Cand)),
    g_array_new (FALSE, FALSE, sizeof (gint)),
    g_array_new (FALSE, FALSE, sizeof (Sample)),
  };
  double w[N_F] = { 0 };
  guint n_games = read_games (&d);

  fprintf (stderr, "%u games, %u samples, %u candidates\n", n_games, d.samples->len, d.cands->len);
  fit (&d, w);
  report (&d, w);
  printf ("  /* written by tests/bench/renju-policy.c: own class, other class, own line shapes,\n"
          "   * other line shapes, distance to the last move, to the mover's last */\n ");
  for (int j = 0; j < N_F; j++)
    printf (" %d,%s", (int) lround (w[j] * 100), (j + 1) % 12 == 0 || j + 1 == N_F ? "\n " : "");
  printf ("\n");
  g_array_unref (d.cands);
  g_array_unref (d.hands);
  g_array_unref (d.samples);
  return 0;
}
