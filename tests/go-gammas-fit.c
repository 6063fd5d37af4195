/* go-gammas-fit.c — the Go move predictor's gammas fitted to games (see
 * go-gammas-fit.h).
 *
 * Minorization–maximization after Coulom, "Computing Elo Ratings of Move
 * Patterns in the Game of Go" (2007): each position is a competition
 * that the move played wins among all the legal moves and the pass; a
 * move's strength is the product of its features' gammas.  One group of
 * features at a time, a gamma becomes its wins over the sum, across the
 * positions where it was there, of its teammates' strength over the
 * position's total strength.  Each gamma also meets a virtual opponent of
 * gamma 1 once won and once lost (Coulom's prior), so that a feature seen
 * rarely stays near 1 and none goes to 0 or infinity.  Every step is in a
 * fixed order: the same games give the same table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <gio/gio.h>

#include "go-gammas-fit.h"
#include "ishi-go-fast.h"
#include "ishi-go-policy.h"
#include "ishi-sgf.h"

/* A diamond is kept when it is played this often in the fitted games, a
 * 3×3 shape when it is among the legal moves this often. */
#define MIN_PLAYED_12 3
#define MIN_SEEN_3 10
/* The groups of MM: the features, and the pattern (one of the two kinds). */
#define N_GROUPS (ISHI_GO_N_FEATURES + 1)

typedef struct {
  guint32 first;   /* its first candidate */
  guint16 n;
  guint16 chosen;
  guint8 klass;
  guint8 held_out;
} Position;

typedef struct {
  IshiGoMoveFeatures m;
  float prior;     /* the priors' score: the share of won playouts, then their count */
} Candidate;

struct _GoData {
  GArray *positions;
  GArray *candidates;
  guint n_games[GO_N_CLASSES];
  double features_us[GO_N_CLASSES], priors_us[GO_N_CLASSES];   /* time spent */
  guint n_timed[GO_N_CLASSES];
};

GoData *
go_data_new (void)
{
  GoData *data = g_new0 (GoData, 1);

  data->positions = g_array_new (FALSE, FALSE, sizeof (Position));
  data->candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  return data;
}

void
go_data_free (GoData *data)
{
  g_array_unref (data->positions);
  g_array_unref (data->candidates);
  g_free (data);
}

guint
go_data_n_games (const GoData *data, int klass)
{
  return data->n_games[klass];
}

void
go_data_times (const GoData *data, int klass, double *features_us, double *priors_us)
{
  guint n = MAX (1, data->n_timed[klass]);

  *features_us = data->features_us[klass] / n;
  *priors_us = data->priors_us[klass] / n;
}

guint
go_data_n_positions (const GoData *data, int klass, gboolean held_out)
{
  guint n = 0;

  for (guint i = 0; i < data->positions->len; i++)
    {
      const Position *p = &g_array_index (data->positions, Position, i);

      n += p->klass == klass && p->held_out == held_out;
    }
  return n;
}

/* The position on f, `played` (an inner point, 0 a pass) the move. */
static void
add_position (GoData *data, IshiGoFast *f, int last, int last2, gboolean last_passed,
              int played, int klass, gboolean held_out)
{
  int n = 0, chosen = -1, me = f->to_move;
  gint64 t0, t1;
  g_autofree int *points = g_new (int, f->n_empty + 1);
  g_autofree int *moves = g_new (int, f->n_empty + 1);
  g_autofree float *wins = g_new (float, f->n_empty + 1);
  g_autofree float *visits = g_new (float, f->n_empty + 1);
  g_autofree IshiGoMoveFeatures *m = g_new (IshiGoMoveFeatures, f->n_empty + 1);
  Position pos = { .first = data->candidates->len, .klass = (guint8) klass,
                   .held_out = (guint8) held_out };

  /* The legal moves in the order of the board, then the pass. */
  for (int y = 1; y <= f->size; y++)
    for (int x = 1; x <= f->size; x++)
      {
        int p = y * f->stride + x;

        if (f->color[p] == ISHI_GO_FAST_EMPTY && ishi_go_fast_legal (f, me, p))
          {
            if (p == played)
              chosen = n;
            points[n] = p;
            moves[n++] = ishi_go_fast_move (f, p);
          }
      }
  if (played == 0)
    chosen = n;
  points[n] = 0;
  moves[n++] = -1;
  if (chosen < 0)
    return;
  t0 = g_get_monotonic_time ();
  ishi_go_features_of (f, last, last2, last_passed, points, n, m);
  t1 = g_get_monotonic_time ();
  ishi_go_policy_priors (f, last, last2, moves, n, wins, visits);
  data->features_us[klass] += (double) (t1 - t0);
  data->priors_us[klass] += (double) (g_get_monotonic_time () - t1);
  data->n_timed[klass]++;
  for (int i = 0; i < n; i++)
    {
      Candidate c = { .m = m[i] };

      c.prior = visits[i] > 0 ? wins[i] / visits[i] + 1e-5f * visits[i] : -1;
      g_array_append_val (data->candidates, c);
    }
  pos.n = (guint16) n;
  pos.chosen = (guint16) chosen;
  g_array_append_val (data->positions, pos);
}

static gboolean
name_matches (const IshiSgfNode *root, const char *id, const char *player)
{
  const char *name = ishi_sgf_node_get_raw (root, id);

  return player == NULL || (name != NULL && strstr (name, player) != NULL);
}

static void
add_game (GoData *data, const IshiSgfNode *root, const char *player)
{
  const char *sz = ishi_sgf_node_get_raw (root, "SZ");
  int size = sz != NULL ? atoi (sz) : 19, klass, last = 0, last2 = 0;
  gboolean held_out, last_passed = FALSE, mine[2];
  g_autoptr(IshiGoBoard) board = NULL;
  g_autofree IshiGoFast *f = NULL;

  if (size < 5 || size > ISHI_GO_BOARD_MAX_SIZE || ishi_sgf_node_lookup (root, "AB") != NULL ||
      ishi_sgf_node_lookup (root, "AW") != NULL || ishi_sgf_node_lookup (root, "HA") != NULL)
    return;
  klass = size >= 13 ? GO_CLASS_LARGE : GO_CLASS_SMALL;
  held_out = data->n_games[klass]++ % 5 == 4;
  mine[0] = name_matches (root, "PB", player);
  mine[1] = name_matches (root, "PW", player);
  board = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
  f = g_new0 (IshiGoFast, 1);
  ishi_go_fast_set (f, board);
  for (const IshiSgfNode *node = root->first_child; node != NULL; node = node->first_child)
    {
      const char *b = ishi_sgf_node_get_raw (node, "B"), *w = ishi_sgf_node_get_raw (node, "W");
      const char *v = b != NULL ? b : w;
      int color = b != NULL ? ISHI_GO_FAST_BLACK : ISHI_GO_FAST_WHITE, p = 0;

      if (v == NULL)
        continue;
      if (strlen (v) == 2 && v[0] - 'a' < size && v[1] - 'a' < size && v[0] >= 'a' && v[1] >= 'a')
        p = (v[1] - 'a' + 1) * f->stride + v[0] - 'a' + 1;
      f->to_move = color;
      if (p != 0 && !ishi_go_fast_legal (f, color, p))
        return;
      if (mine[color - 1])
        add_position (data, f, last, last2, last_passed, p, klass, held_out);
      if (p != 0)
        ishi_go_fast_play (f, color, p);
      else
        ishi_go_fast_pass (f);
      last2 = last;
      last = p;
      last_passed = p == 0;
    }
}

gboolean
go_data_add_file (GoData *data, const char *path, const char *player, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(IshiSgfCollection) games = ishi_sgf_read_file (file, error);

  if (games == NULL)
    return FALSE;
  for (guint i = 0; i < games->games->len; i++)
    add_game (data, g_ptr_array_index (games->games, i), player);
  return TRUE;
}

static void
collect (const char *dir, GPtrArray *paths)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect (path, paths);
      else if (g_str_has_suffix (name, ".sgf"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

gboolean
go_data_add_dir (GoData *data, const char *dir, const char *player, GError **error)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, "%s: no such folder", dir);
      return FALSE;
    }
  collect (dir, paths);
  g_ptr_array_sort (paths, compare_paths);
  for (guint i = 0; i < paths->len; i++)
    if (!go_data_add_file (data, g_ptr_array_index (paths, i), player, error))
      return FALSE;
  return TRUE;
}

/* --- the fit --------------------------------------------------------------- */

typedef struct {
  GHashTable *counts12;   /* code + 1 → times played */
  GHashTable *counts3;    /* code + 1 → times among the legal moves */
} Kept;

static gboolean
kept_has (gconstpointer data, guint64 key)
{
  const Kept *k = data;
  guint32 code = (guint32) key;

  if (key >> 32 == ISHI_GO_KEY_PATTERN12)
    return GPOINTER_TO_UINT (g_hash_table_lookup (k->counts12, GUINT_TO_POINTER (code + 1))) >=
           MIN_PLAYED_12;
  return GPOINTER_TO_UINT (g_hash_table_lookup (k->counts3, GUINT_TO_POINTER (code + 1))) >=
         MIN_SEEN_3;
}

static void
count (GHashTable *counts, guint32 code)
{
  gpointer k = GUINT_TO_POINTER (code + 1);

  g_hash_table_insert (counts, k, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, k)) + 1));
}

static int
compare_keys (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

static int
group_of (guint64 key)
{
  int g = (int) (key >> 32);

  return g >= ISHI_GO_N_FEATURES ? ISHI_GO_N_FEATURES : g;
}

/* One step of Coulom's MM for the features of group `g`: each candidate's
 * strength is the product of its features' gammas; a feature's gamma
 * becomes its wins (with the prior's one) over the sum, at each position
 * where it stands, of its share of the position's total strength. */
static void
mm_update_group (const GoData *data, const GArray *used, const gint32 *slot, const GArray *keys, int g,
                 const double *wins, double *gamma, double *denominator, double *strength)
{
  guint n_features = keys->len;
  guint k = 0;

  for (guint i = 0; i < n_features; i++)
    denominator[i] = 0;
  for (guint u = 0; u < used->len; u++)
    {
      const Position *p = &g_array_index (data->positions, Position, g_array_index (used, guint, u));
      double total = 0;

      for (guint j = 0; j < p->n; j++)
        {
          const gint32 *sl = &slot[(gsize) (k + j) * N_GROUPS];
          double s = 1;

          for (int h = 0; h < N_GROUPS; h++)
            if (sl[h] >= 0)
              s *= gamma[sl[h]];
          strength[k + j] = s;
          total += s;
        }
      for (guint j = 0; j < p->n; j++)
        {
          gint32 s = slot[(gsize) (k + j) * N_GROUPS + g];

          if (s >= 0)
            denominator[s] += strength[k + j] / gamma[s] / total;
        }
      k += p->n;
    }
  for (guint i = 0; i < n_features; i++)
    if (group_of (g_array_index (keys, guint64, i)) == g)
      gamma[i] = (wins[i] + 1) / (denominator[i] + 2 / (gamma[i] + 1));
}

/* Each feature's wins: how often it is one of the move played's. */
static void
count_wins (const GoData *data, const GArray *used, const gint32 *slot, double *wins)
{
  guint k = 0;

  for (guint u = 0; u < used->len; u++)
    {
      const Position *p = &g_array_index (data->positions, Position, g_array_index (used, guint, u));

      for (int g = 0; g < N_GROUPS; g++)
        {
          gint32 s = slot[(gsize) (k + p->chosen) * N_GROUPS + g];

          if (s >= 0)
            wins[s] += 1;
        }
      k += p->n;
    }
}

GArray *
go_fit (const GoData *data, int klass, gboolean all, int iterations)
{
  Kept kept = { g_hash_table_new (g_direct_hash, g_direct_equal),
                g_hash_table_new (g_direct_hash, g_direct_equal) };
  g_autoptr(GArray) used = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GHashTable) index = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autofree gint32 *slot = NULL;      /* [candidate][group]: the feature, or -1 */
  g_autofree double *gamma = NULL, *wins = NULL, *denominator = NULL, *strength = NULL;
  guint n_cand = 0, n_features;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (IshiGoGamma));

  /* The positions fitted, and the patterns' counts. */
  for (guint i = 0; i < data->positions->len; i++)
    {
      const Position *p = &g_array_index (data->positions, Position, i);
      const Candidate *c = &g_array_index (data->candidates, Candidate, p->first);

      if (p->klass != klass || (p->held_out && !all))
        continue;
      g_array_append_val (used, i);
      n_cand += p->n;
      count (kept.counts12, c[p->chosen].m.pattern12);
      for (guint j = 0; j < p->n; j++)
        count (kept.counts3, c[j].m.pattern3);
    }

  /* Each candidate's features, numbered in the order of their keys. */
  slot = g_new (gint32, (gsize) n_cand * N_GROUPS);
  for (int pass = 0; pass < 2; pass++)
    {
      guint k = 0;

      for (guint u = 0; u < used->len; u++)
        {
          const Position *p = &g_array_index (data->positions, Position, g_array_index (used, guint, u));

          for (guint j = 0; j < p->n; j++, k++)
            {
              const IshiGoMoveFeatures *m = &g_array_index (data->candidates, Candidate, p->first + j).m;

              for (int g = 0; g < N_GROUPS; g++)
                {
                  guint64 key;
                  gpointer at;

                  if (g < ISHI_GO_N_FEATURES && m->value[g] == 0)
                    {
                      slot[(gsize) k * N_GROUPS + g] = -1;
                      continue;
                    }
                  if (g == ISHI_GO_N_FEATURES && m->value[ISHI_GO_FEATURE_PASS] != 0)
                    {
                      slot[(gsize) k * N_GROUPS + g] = -1;
                      continue;
                    }
                  key = g < ISHI_GO_N_FEATURES ? ISHI_GO_KEY (g, m->value[g])
                        : ishi_go_features_pattern_key (m, kept_has, &kept);
                  if (pass == 0)
                    {
                      if (!g_hash_table_contains (index, &key))
                        {
                          g_hash_table_add (index, g_memdup2 (&key, sizeof key));
                          g_array_append_val (keys, key);
                        }
                    }
                  else
                    {
                      at = g_hash_table_lookup (index, &key);
                      slot[(gsize) k * N_GROUPS + g] = GPOINTER_TO_INT (at) - 1;
                    }
                }
            }
        }
      if (pass == 0)
        {
          g_array_sort (keys, compare_keys);
          g_hash_table_remove_all (index);
          for (guint i = 0; i < keys->len; i++)
            g_hash_table_insert (index, g_memdup2 (&g_array_index (keys, guint64, i), sizeof (guint64)),
                                 GINT_TO_POINTER ((int) i + 1));
        }
    }
  n_features = keys->len;

  gamma = g_new (double, n_features);
  wins = g_new0 (double, n_features);
  denominator = g_new (double, n_features);
  strength = g_new (double, n_cand);
  for (guint i = 0; i < n_features; i++)
    gamma[i] = 1;
  count_wins (data, used, slot, wins);

  for (int it = 0; it < iterations; it++)
    for (int g = 0; g < N_GROUPS; g++)
      mm_update_group (data, used, slot, keys, g, wins, gamma, denominator, strength);

  for (guint i = 0; i < n_features; i++)
    {
      IshiGoGamma e = { g_array_index (keys, guint64, i), (float) gamma[i] };

      g_array_append_val (out, e);
    }
  g_hash_table_unref (kept.counts12);
  g_hash_table_unref (kept.counts3);
  return out;
}

/* --- the figures ----------------------------------------------------------- */

/* The chance that the candidate `chosen` of the n scores is among the
 * first k, when ties are broken at random. */
static double
in_top (const double *score, guint n, guint chosen, guint k)
{
  guint better = 0, ties = 0;

  for (guint i = 0; i < n; i++)
    if (score[i] > score[chosen])
      better++;
    else if (score[i] == score[chosen] && i != chosen)
      ties++;
  if (better >= k)
    return 0;
  return MIN (1.0, (double) (k - better) / (ties + 1));
}

guint
go_evaluate (const GoData *data, int klass, const IshiGoGammaTable *table,
             double *top1, double *top5, double *log_likelihood,
             double *prior_top1, double *prior_top5)
{
  guint n = 0;
  double t1 = 0, t5 = 0, ll = 0, p1 = 0, p5 = 0;

  for (guint i = 0; i < data->positions->len; i++)
    {
      const Position *p = &g_array_index (data->positions, Position, i);
      const Candidate *c = &g_array_index (data->candidates, Candidate, p->first);
      g_autofree double *s = NULL, *prior = NULL;
      double total = 0;

      if (p->klass != klass || !p->held_out)
        continue;
      s = g_new (double, p->n);
      prior = g_new (double, p->n);
      for (guint j = 0; j < p->n; j++)
        {
          s[j] = ishi_go_features_strength (table, &c[j].m);
          total += s[j];
          prior[j] = c[j].prior;
        }
      t1 += in_top (s, p->n, p->chosen, 1);
      t5 += in_top (s, p->n, p->chosen, 5);
      ll += log (s[p->chosen] / total);
      p1 += in_top (prior, p->n, p->chosen, 1);
      p5 += in_top (prior, p->n, p->chosen, 5);
      n++;
    }
  if (n > 0)
    {
      t1 /= n;
      t5 /= n;
      ll /= n;
      p1 /= n;
      p5 /= n;
    }
  *top1 = t1;
  *top5 = t5;
  *log_likelihood = ll;
  *prior_top1 = p1;
  *prior_top5 = p5;
  return n;
}

void
go_write_table (GString *out, const char *name, const GArray *gammas)
{
  g_string_append_printf (out, "static const IshiGoGamma %s[] = {\n", name);
  for (guint i = 0; i < gammas->len; i++)
    {
      const IshiGoGamma *e = &g_array_index (gammas, IshiGoGamma, i);

      g_string_append_printf (out, "  { 0x%" G_GINT64_MODIFIER "xu, %.9g },\n", e->key, (double) e->gamma);
    }
  if (gammas->len == 0)
    g_string_append (out, "  { 0, 1 },\n");
  g_string_append (out, "};\n");
}
