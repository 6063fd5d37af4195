/* ishi-go-features.c — the move predictor's features and the strengths
 * the compiled gammas give (see ishi-go-features.h).
 *
 * The features follow Coulom's ("Computing Elo Ratings of Move Patterns
 * in the Game of Go", 2007) and those of Pachi's pattern matcher, read
 * for the ideas, not the code: the tactical ones come from the same
 * readers as the priors of ishi-go-policy.c (ishi-go-tactics.c's liberty
 * counts and ladders), the shapes from the colours around the point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-go-features.h"
#include "ishi-go-tactics.h"

#define EMPTY ISHI_GO_FAST_EMPTY
#define BORDER ISHI_GO_FAST_BORDER

/* --- the patterns ---------------------------------------------------------- */

/* The diamond's points: the four neighbours, the four diagonals (the 3×3
 * shape is the first eight), then the four points two away in a line. */
static const int diamond_dx[12] = { 0, -1, 1, 0, -1, 1, -1, 1, 0, -2, 2, 0 };
static const int diamond_dy[12] = { -1, 0, 0, 1, -1, -1, 1, 1, -2, 0, 0, 2 };

/* perm[t][i]: the diamond point that symmetry t takes point i to. */
static const guint8 (*
symmetries (void))[12]
{
  static guint8 (*perm)[12];

  if (g_once_init_enter (&perm))
    {
      guint8 (*table)[12] = g_malloc0 (8 * sizeof *table);

      for (int t = 0; t < 8; t++)
        for (int i = 0; i < 12; i++)
          {
            int x = diamond_dx[i], y = diamond_dy[i];
            int u = t & 4 ? y : x, v = t & 4 ? x : y;

            if (t & 1)
              u = -u;
            if (t & 2)
              v = -v;
            for (int j = 0; j < 12; j++)
              if (diamond_dx[j] == u && diamond_dy[j] == v)
                table[t][i] = (guint8) j;
          }
      g_once_init_leave (&perm, table);
    }
  return (const guint8 (*)[12]) perm;
}

/* The two canonical codes of the point p for `me` to move: each cell two
 * bits (1 me, 2 the other side, 0 empty, 3 off the board), cell i at bits
 * 2i, then one bit for each of the four neighbours in atari. */
static void
patterns (const IshiGoFast *f, const guint8 (*perm)[12], int me, int p,
          guint32 *pattern3, guint32 *pattern12)
{
  int x = p % f->stride, y = p / f->stride;
  guint8 cell[12], atari[4];
  guint32 best3 = G_MAXUINT32, best12 = G_MAXUINT32;

  for (int i = 0; i < 12; i++)
    {
      int u = x + diamond_dx[i], v = y + diamond_dy[i];
      int c = BORDER;

      if (u >= 1 && u <= f->size && v >= 1 && v <= f->size)
        {
          int q = v * f->stride + u;

          c = f->color[q];
          if (i < 4)
            atari[i] = c != EMPTY && ishi_go_fast_in_atari (f, f->head[q]);
          if (c != EMPTY && me == ISHI_GO_FAST_WHITE)
            c = 3 - c;
        }
      else if (i < 4)
        atari[i] = 0;
      cell[i] = (guint8) c;
    }
  for (int t = 0; t < 8; t++)
    {
      guint32 code = 0, bits = 0;

      for (int i = 0; i < 4; i++)
        bits |= (guint32) atari[perm[t][i]] << i;
      for (int i = 0; i < 8; i++)
        code |= (guint32) cell[perm[t][i]] << (2 * i);
      best3 = MIN (best3, code | bits << 16);
      for (int i = 8; i < 12; i++)
        code |= (guint32) cell[perm[t][i]] << (2 * i);
      best12 = MIN (best12, code | bits << 24);
    }
  *pattern3 = best3;
  *pattern12 = best12;
}

/* --- the tactical features ------------------------------------------------- */

static inline void
set_min (guint8 *slot, int value)
{
  if (*slot == 0 || value < *slot)
    *slot = (guint8) value;
}

static gboolean
string_touches (const IshiGoFast *f, int h, int q)
{
  if (q <= 0)
    return FALSE;
  for (int r = h;;)
    {
      if (r == q || r - 1 == q || r + 1 == q || r - f->stride == q || r + f->stride == q)
        return TRUE;
      r = f->next[r];
      if (r == h)
        return FALSE;
    }
}

/* Does a string of `color` next to the string at h stand in atari? */
static gboolean
next_to_atari (const IshiGoFast *f, int h, int color)
{
  for (int r = h;;)
    {
      const int nb[4] = { r - f->stride, r - 1, r + 1, r + f->stride };

      for (int i = 0; i < 4; i++)
        if (f->color[nb[i]] == color && ishi_go_fast_in_atari (f, f->head[nb[i]]))
          return TRUE;
      r = f->next[r];
      if (r == h)
        return FALSE;
    }
}

/* The features that come from the strings with one or two liberties,
 * into value[point][group]. */
static void
string_features (IshiGoFast *f, int me, int last, guint8 (*value)[ISHI_GO_N_FEATURES])
{
  int size = f->size;

  for (int y = 1; y <= size; y++)
    for (int x = 1; x <= size; x++)
      {
        int p = y * f->stride + x, libs[3], n;

        if (f->color[p] == EMPTY || f->head[p] != p)
          continue;
        n = ishi_go_fast_liberties (f, p, 3, libs);
        if (n == 1 && f->color[p] != me)
          {
            int v;

            /* Whether extending would save the string decides how urgent
             * taking it is: in the stronger player's games a string left
             * in atari is mostly one that cannot escape.  With no last
             * move known (a position set up, or after a pass) a string
             * that would escape counts as the last move's. */
            gboolean escapes = !ishi_go_tactics_caught (f, p);

            if (last > 0 && f->color[last] != EMPTY && f->head[last] == p)
              v = 1;
            else if (last <= 0 && escapes)
              v = 1;
            else if (next_to_atari (f, p, me))
              v = 2;
            else if (escapes)
              v = f->n_stones[p] <= 2 ? 3 : 4;
            else
              v = f->n_stones[p] <= 2 ? 5 : 6;
            set_min (&value[libs[0]][ISHI_GO_FEATURE_CAPTURE], v);
          }
        else if (n == 1)
          {
            int after = ishi_go_tactics_libs_after (f, me, libs[0], 3);

            if (after >= 3 || (after == 2 && !ishi_go_tactics_caught (f, p)))
              set_min (&value[libs[0]][ISHI_GO_FEATURE_ESCAPE], string_touches (f, p, last) ? 1 : 2);
            else
              set_min (&value[libs[0]][ISHI_GO_FEATURE_ESCAPE], 3);
          }
        else if (n == 2 && f->color[p] != me)
          {
            for (int i = 0; i < 2; i++)
              if (ishi_go_fast_legal (f, me, libs[i]) &&
                  ishi_go_tactics_libs_after (f, me, libs[i], 2) >= 2)
                {
                  int v = ishi_go_tactics_atari_catches (f, p, libs[i]) ? 1
                          : last > 0 && f->color[last] != EMPTY && f->head[last] == p ? 2 : 3;

                  set_min (&value[libs[i]][ISHI_GO_FEATURE_ATARI], v);
                }
          }
        else if (n == 2)
          {
            for (int i = 0; i < 2; i++)
              if (ishi_go_tactics_libs_after (f, me, libs[i], 3) >= 3)
                value[libs[i]][ISHI_GO_FEATURE_DEFEND] = 1;
          }
      }
}

/* The stones of the string a stone of `me` at p makes. */
static int
string_stones (const IshiGoFast *f, int me, int p)
{
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };
  int heads[4], n = 0, stones = 1;

  for (int i = 0; i < 4; i++)
    if (f->color[nb[i]] == me)
      {
        int h = f->head[nb[i]], j;

        for (j = 0; j < n && heads[j] != h; j++)
          ;
        if (j == n)
          {
            heads[n++] = h;
            stones += f->n_stones[h];
          }
      }
  return stones;
}

static int
distance (const IshiGoFast *f, int p, int q)
{
  int dx, dy, d;

  if (q <= 0)
    return 0;
  dx = ABS (p % f->stride - q % f->stride);
  dy = ABS (p / f->stride - q / f->stride);
  d = dx + dy + MAX (dx, dy);
  return MIN (d, 17);
}

/* The side of a corner's square on a board of `size` (0: the board is
 * too small for the corner feature). */
static int
corner_square (int size)
{
  return size < 13 ? 0 : MIN (7, size / 2);
}

/* Whether each corner's square holds no stone (0 lower left, 1 lower
 * right, 2 upper left, 3 upper right, as x and y grow). */
static void
corners_empty (const IshiGoFast *f, gboolean empty[4])
{
  int k = corner_square (f->size);

  for (int c = 0; c < 4; c++)
    {
      int x0 = c & 1 ? f->size + 1 - k : 1, y0 = c & 2 ? f->size + 1 - k : 1;

      empty[c] = TRUE;
      for (int y = y0; y < y0 + k && empty[c]; y++)
        for (int x = x0; x < x0 + k; x++)
          if (f->color[y * f->stride + x] != ISHI_GO_FAST_EMPTY)
            {
              empty[c] = FALSE;
              break;
            }
    }
}

/* ISHI_GO_FEATURE_CORNER of the inner point (x, y). */
static int
corner (const IshiGoFast *f, int x, int y, const gboolean empty[4])
{
  int size = f->size, a = MIN (x, size + 1 - x), b = MIN (y, size + 1 - y);
  int lo = MIN (a, b), hi = MAX (a, b), c;

  if (corner_square (size) == 0 || lo > 5)
    return 0;
  if (hi >= 7)
    return 72 + lo;
  c = (x > size + 1 - x ? 1 : 0) | (y > size + 1 - y ? 2 : 0);
  return 1 + 6 * (lo - 1) + (hi - 1) + (empty[c] ? 36 : 0);
}

void
ishi_go_features_of (IshiGoFast *f, int last, int last2, gboolean last_passed,
                     const int *points, int n, IshiGoMoveFeatures *out)
{
  const guint8 (*perm)[12] = symmetries ();
  int me = f->to_move, size = f->size;
  guint8 (*value)[ISHI_GO_N_FEATURES] = g_malloc0 (ISHI_GO_FAST_CELLS * sizeof *value);
  int nakade;
  gboolean empty_corner[4];

  corners_empty (f, empty_corner);
  string_features (f, me, last, value);
  nakade = last > 0 && f->color[last] == 3 - me ? ishi_go_tactics_nakade (f, me, last) : 0;
  if (nakade != 0)
    value[nakade][ISHI_GO_FEATURE_NAKADE] = 1;

  for (int i = 0; i < n; i++)
    {
      IshiGoMoveFeatures *m = &out[i];
      int p = points[i], x, y, line;

      memset (m, 0, sizeof *m);
      if (p <= 0)
        {
          m->value[ISHI_GO_FEATURE_PASS] = last_passed ? 2 : 1;
          m->pattern3 = m->pattern12 = ISHI_GO_PATTERN_RARE;
          continue;
        }
      memcpy (m->value, value[p], sizeof m->value);
      patterns (f, perm, me, p, &m->pattern3, &m->pattern12);
      if (ishi_go_tactics_self_atari (f, me, p, 1))
        {
          int stones = string_stones (f, me, p);

          m->value[ISHI_GO_FEATURE_SELF_ATARI] = stones == 1 ? 1 : stones <= 4 ? 2 : 3;
        }
      x = p % f->stride;
      y = p / f->stride;
      line = MIN (MIN (x, y), MIN (size + 1 - x, size + 1 - y));
      m->value[ISHI_GO_FEATURE_LINE] = (guint8) (MIN (line, 5) + (ishi_go_fast_alone (f, p) ? 5 : 0));
      m->value[ISHI_GO_FEATURE_CORNER] = (guint8) corner (f, x, y, empty_corner);
      m->value[ISHI_GO_FEATURE_DIST_LAST] = (guint8) distance (f, p, last);
      m->value[ISHI_GO_FEATURE_DIST_LAST2] = (guint8) distance (f, p, last2);
    }
  g_free (value);
}

/* --- the gammas ------------------------------------------------------------ */

#include "ishi-go-gammas.inc"

const IshiGoGammaTable *
ishi_go_features_table (int size)
{
  static const IshiGoGammaTable small = { gammas_small, G_N_ELEMENTS (gammas_small) };
  static const IshiGoGammaTable large = { gammas_large, G_N_ELEMENTS (gammas_large) };

  return size >= 13 ? &large : &small;
}

const IshiGoGammaTable *
ishi_go_features_sample_table (void)
{
  static const IshiGoGammaTable sample = { gammas_sample, G_N_ELEMENTS (gammas_sample) };

  return &sample;
}

float
ishi_go_features_lookup (const IshiGoGammaTable *table, guint64 key)
{
  guint lo = 0, hi = table->n;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;

      if (table->gammas[mid].key < key)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < table->n && table->gammas[lo].key == key ? table->gammas[lo].gamma : 0;
}

guint64
ishi_go_features_pattern_key (const IshiGoMoveFeatures *m,
                              gboolean (*has) (gconstpointer data, guint64 key),
                              gconstpointer data)
{
  guint64 k12 = ISHI_GO_KEY (ISHI_GO_KEY_PATTERN12, m->pattern12);
  guint64 k3 = ISHI_GO_KEY (ISHI_GO_KEY_PATTERN3, m->pattern3);

  if (m->pattern12 != ISHI_GO_PATTERN_RARE && has (data, k12))
    return k12;
  if (m->pattern3 != ISHI_GO_PATTERN_RARE && has (data, k3))
    return k3;
  return ISHI_GO_KEY (ISHI_GO_KEY_PATTERN3, ISHI_GO_PATTERN_RARE);
}

static gboolean
table_has (gconstpointer data, guint64 key)
{
  return ishi_go_features_lookup (data, key) > 0;
}

float
ishi_go_features_strength (const IshiGoGammaTable *table, const IshiGoMoveFeatures *m)
{
  float s = 1, g;

  for (int i = 0; i < ISHI_GO_N_FEATURES; i++)
    if (m->value[i] != 0 && (g = ishi_go_features_lookup (table, ISHI_GO_KEY (i, m->value[i]))) > 0)
      s *= g;
  if (m->value[ISHI_GO_FEATURE_PASS] == 0)
    {
      g = ishi_go_features_lookup (table, ishi_go_features_pattern_key (m, table_has, table));
      if (g > 0)
        s *= g;
    }
  return s;
}

void
ishi_go_features_strengths (IshiGoFast *f, int last, int last2, gboolean last_passed,
                            const int *moves, int n, float *strengths)
{
  const IshiGoGammaTable *table = ishi_go_features_table (f->size);
  g_autofree int *points = g_new (int, n);
  g_autofree IshiGoMoveFeatures *m = g_new (IshiGoMoveFeatures, n);

  for (int i = 0; i < n; i++)
    points[i] = moves[i] >= 0 ? ishi_go_fast_point (f, moves[i]) : 0;
  ishi_go_features_of (f, last, last2, last_passed, points, n, m);
  for (int i = 0; i < n; i++)
    strengths[i] = moves[i] == -2 ? 0 : ishi_go_features_strength (table, &m[i]);
}

void
ishi_go_features_priors (IshiGoFast *f, int last, int last2, const int *moves, int n,
                         float e, float scale, float *wins, float *visits)
{
  g_autofree float *s = g_new (float, n);
  float total = 0;

  ishi_go_features_strengths (f, last, last2, FALSE, moves, n, s);
  for (int i = 0; i < n; i++)
    total += s[i];
  if (total <= 0)
    return;
  for (int i = 0; i < n; i++)
    if (moves[i] >= 0)
      {
        float b = scale * e * sqrtf (s[i] / total);

        wins[i] += b;
        visits[i] += b;
      }
}
