/* test-go-features.c — the Go move predictor (ishi-go-features.h): its
 * features on small positions whose answer is known (a capture, a ladder,
 * a self-atari, the shapes' symmetries), and that the sample's gammas
 * compiled in are those the fitting tool (tests/bench/go-gammas.c, whose
 * fit is go-gammas-fit.c) gives for the sample of games kept in the
 * repository.
 *
 * The ladder position and its answers are those of test-go-policy.c
 * (GNU Go 3.8's `ladder_attack` and `defend`); the others are worked out
 * by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "go-gammas-fit.h"
#include "ishi-go-features.h"
#include "ishi-go-fast.h"

#include "go-fast-rows.h"

static int
vertex (const IshiGoFast *f, const char *v)
{
  int x = v[0] - 'A' - (v[0] > 'I');
  int row = atoi (v + 1);

  return ishi_go_fast_point (f, (f->size - row) * f->size + x);
}

/* The features of the move at vertex v (NULL: the pass). */
static IshiGoMoveFeatures
features (IshiGoFast *f, const char *last, const char *last2, const char *v)
{
  IshiGoMoveFeatures m;
  int p = v != NULL ? vertex (f, v) : 0;

  ishi_go_features_of (f, last != NULL ? vertex (f, last) : 0, last2 != NULL ? vertex (f, last2) : 0,
                       FALSE, &p, 1, &m);
  return m;
}

/* White's E5 is in atari after it was played (D5, F5, E6 Black): Black
 * takes it at E4; White's A9 in the corner (B9, and A8 the liberty) is
 * another single stone to take. */
static const char *const capture_rows[] = {
  "OX.......",
  ".........",
  ".........",
  "....X....",
  "...XOX...",
  ".........",
  ".........",
  ".........",
  ".........",
};

static void
test_capture (void)
{
  g_autofree IshiGoFast *f = fast_from_rows_and (capture_rows, ISHI_BLACK, NULL);
  IshiGoMoveFeatures m = features (f, "E5", "D5", "E4");

  g_assert_cmpint (m.value[ISHI_GO_FEATURE_CAPTURE], ==, 1);
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_DIST_LAST], ==, 2);      /* next to it */
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_DIST_LAST2], ==, 3);     /* diagonal */
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_LINE], ==, 4);           /* 4th line, stones near */
  /* A9 extended to A8 is chased along the edge (B8, A7; B7, A6; …) to
   * the corner and taken: a stone that cannot escape. */
  m = features (f, "E5", NULL, "A8");
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_CAPTURE], ==, 5);
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_LINE], ==, 1);
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_DIST_LAST2], ==, 0);     /* no move before */
  /* With no last move known, E5 (which E4 would give three liberties)
   * counts as urgent as the last move's string; A9 still does not. */
  m = features (f, NULL, NULL, "E4");
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_CAPTURE], ==, 1);
  m = features (f, NULL, NULL, "A8");
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_CAPTURE], ==, 5);
  /* A quiet point: none of the tactical features. */
  m = features (f, "E5", NULL, "H2");
  for (int g = ISHI_GO_FEATURE_CAPTURE; g <= ISHI_GO_FEATURE_NAKADE; g++)
    g_assert_cmpint (m.value[g], ==, 0);
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_LINE], ==, 2 + 5);       /* alone */
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_DIST_LAST], ==, 9);      /* dx 3, dy 3 */
  m = features (f, "E5", NULL, NULL);
  g_assert_cmpint (m.value[ISHI_GO_FEATURE_PASS], ==, 1);
}

/* The tree's bias from the compiled table: taking the stone just played
 * gets the most, every move something, the pass nothing. */
static void
test_priors (void)
{
  g_autofree IshiGoFast *f = fast_from_rows_and (capture_rows, ISHI_BLACK, NULL);
  int moves[82], n = 0, take = -1;
  float wins[82] = { 0 }, visits[82] = { 0 };

  for (int p = 0; p < 81; p++)
    if (f->color[ishi_go_fast_point (f, p)] == ISHI_GO_FAST_EMPTY)
      {
        if (ishi_go_fast_point (f, p) == vertex (f, "E4"))
          take = n;
        moves[n++] = p;
      }
  moves[n++] = -1;
  ishi_go_features_priors (f, vertex (f, "E5"), vertex (f, "D5"), moves, n, 14, 2, wins, visits);
  g_assert_cmpint (take, >=, 0);
  for (int i = 0; i < n - 1; i++)
    {
      g_assert_cmpfloat (visits[i], >, 0);
      g_assert_cmpfloat (wins[i], ==, visits[i]);
      if (i != take)
        g_assert_cmpfloat (visits[i], <, visits[take]);
    }
  g_assert_cmpfloat (visits[n - 1], ==, 0);
}

/* test-go-policy.c's ladder: Black D4 (C4, D5, E3 White). */
static const char *const ladder_rows[] = {
  ".........",
  ".........",
  ".........",
  ".........",
  "...O.....",
  "..OX.....",
  "....O....",
  ".........",
  ".........",
};

static void
test_ladder (void)
{
  g_autofree IshiGoFast *f = fast_from_rows_and (ladder_rows, ISHI_WHITE, NULL);
  g_autofree IshiGoFast *g = fast_from_rows_and (ladder_rows, ISHI_WHITE, "B G7");
  g_autofree IshiGoFast *caught = fast_from_rows_and (ladder_rows, ISHI_BLACK, "W D3");
  g_autofree IshiGoFast *free = fast_from_rows_and (ladder_rows, ISHI_BLACK, "W D3 B G7");

  /* GNU Go: White's E4 and D3 both catch; with the breaker at G7 only E4. */
  g_assert_cmpint (features (f, NULL, NULL, "E4").value[ISHI_GO_FEATURE_ATARI], ==, 1);
  g_assert_cmpint (features (f, NULL, NULL, "D3").value[ISHI_GO_FEATURE_ATARI], ==, 1);
  g_assert_cmpint (features (g, NULL, NULL, "E4").value[ISHI_GO_FEATURE_ATARI], ==, 1);
  g_assert_cmpint (features (g, NULL, NULL, "D3").value[ISHI_GO_FEATURE_ATARI], ==, 3);
  /* After White's D3: extending at E4 runs into the ladder; with the
   * breaker it is an escape next to the last move. */
  g_assert_cmpint (features (caught, "D3", NULL, "E4").value[ISHI_GO_FEATURE_ESCAPE], ==, 3);
  g_assert_cmpint (features (free, "D3", NULL, "E4").value[ISHI_GO_FEATURE_ESCAPE], ==, 1);
}

/* Black to move in the corner (White C1 and B2): B1 alone has one
 * liberty (A1); with a Black stone at A1 already it makes a string of two
 * with one liberty (A2). */
static const char *const self_atari_rows[] = {
  ".....",
  ".....",
  ".....",
  ".O...",
  "..O..",
};

static void
test_self_atari (void)
{
  g_autofree IshiGoFast *f = fast_from_rows_and (self_atari_rows, ISHI_BLACK, NULL);
  g_autofree IshiGoFast *g = fast_from_rows_and (self_atari_rows, ISHI_BLACK, "B A1");

  g_assert_cmpint (features (f, NULL, NULL, "B1").value[ISHI_GO_FEATURE_SELF_ATARI], ==, 1);
  g_assert_cmpint (features (f, NULL, NULL, "D4").value[ISHI_GO_FEATURE_SELF_ATARI], ==, 0);
  g_assert_cmpint (features (g, NULL, NULL, "B1").value[ISHI_GO_FEATURE_SELF_ATARI], ==, 2);
}

/* The patterns: a shape mirrored has the same code; with the colours
 * swapped and the other side to move too; another shape has another. */
static void
test_patterns (void)
{
  static const char *const a[] = { ".......", ".......", "...X...", "..XO...", "....O..", ".......", "......." };
  static const char *const turned[] = { ".......", ".......", "...O...", "..OX...", "....X..", ".......", "......." };
  static const char *const mirrored[] = { ".......", ".......", "...X...", "...OX..", "..O....", ".......", "......." };
  static const char *const other[] = { ".......", ".......", "...X...", "..XX...", "....O..", ".......", "......." };
  g_autofree IshiGoFast *fa = fast_from_rows_and (a, ISHI_BLACK, NULL);
  g_autofree IshiGoFast *ft = fast_from_rows_and (turned, ISHI_WHITE, NULL);
  g_autofree IshiGoFast *fr = fast_from_rows_and (mirrored, ISHI_BLACK, NULL);
  g_autofree IshiGoFast *fo = fast_from_rows_and (other, ISHI_BLACK, NULL);
  IshiGoMoveFeatures ma = features (fa, NULL, NULL, "C3");
  IshiGoMoveFeatures mt = features (ft, NULL, NULL, "C3");
  IshiGoMoveFeatures mr = features (fr, NULL, NULL, "E3");
  IshiGoMoveFeatures mo = features (fo, NULL, NULL, "C3");

  g_assert_cmphex (ma.pattern3, ==, mt.pattern3);
  g_assert_cmphex (ma.pattern12, ==, mt.pattern12);
  g_assert_cmphex (ma.pattern3, ==, mr.pattern3);
  g_assert_cmphex (ma.pattern12, ==, mr.pattern12);
  g_assert_cmphex (ma.pattern12, !=, mo.pattern12);
  /* C4, the one stone next to C3, has three liberties: no atari bit. */
  g_assert_cmphex (ma.pattern3 >> 16, ==, 0);
}

/* Where a move stands on a large board: a corner point by its two lines
 * and whether that corner is still empty, a side point by its line; on
 * 9×9 nothing.  Black stands at D16 (the 4-4 point of the upper left) of
 * an otherwise empty 19×19 board. */
static IshiGoFast *
board_19_with (const char *stones)
{
  g_auto(GStrv) rows = g_new0 (char *, 20);

  for (int i = 0; i < 19; i++)
    rows[i] = g_strnfill (19, '.');
  return fast_from_rows_and ((const char *const *) rows, ISHI_WHITE, stones);
}

static void
test_corner (void)
{
  g_autofree IshiGoFast *f = board_19_with ("B D16");
  g_autofree IshiGoFast *small = fast_from_rows_and (capture_rows, ISHI_BLACK, NULL);

  /* The 4-4 point of an empty corner (lower right): 1 + 6·3 + 3, + 36. */
  g_assert_cmpint (features (f, "D16", NULL, "Q4").value[ISHI_GO_FEATURE_CORNER], ==, 58);
  /* The 3-4 point, either way round, of the same empty corner. */
  g_assert_cmpint (features (f, "D16", NULL, "R4").value[ISHI_GO_FEATURE_CORNER], ==, 52);
  g_assert_cmpint (features (f, "D16", NULL, "Q3").value[ISHI_GO_FEATURE_CORNER], ==, 52);
  /* The 3-3 point under Black's stone: its corner is not empty. */
  g_assert_cmpint (features (f, "D16", NULL, "C17").value[ISHI_GO_FEATURE_CORNER], ==, 15);
  /* The 5-6 point is the corner's still; the 6-6 point is the middle. */
  g_assert_cmpint (features (f, "D16", NULL, "F15").value[ISHI_GO_FEATURE_CORNER], ==, 30);
  g_assert_cmpint (features (f, "D16", NULL, "F14").value[ISHI_GO_FEATURE_CORNER], ==, 0);
  /* A side: the 3rd line at the middle (R10), the 5th (P10); the 6th (O10)
   * is the middle. */
  g_assert_cmpint (features (f, "D16", NULL, "R10").value[ISHI_GO_FEATURE_CORNER], ==, 75);
  g_assert_cmpint (features (f, "D16", NULL, "P10").value[ISHI_GO_FEATURE_CORNER], ==, 77);
  g_assert_cmpint (features (f, "D16", NULL, "O10").value[ISHI_GO_FEATURE_CORNER], ==, 0);
  /* The 9×9 board has no corner feature. */
  g_assert_cmpint (features (small, "E5", "D5", "C3").value[ISHI_GO_FEATURE_CORNER], ==, 0);
}

/* The compiled sample table is what the fit gives for the sample games. */
static void
test_sample_table (void)
{
  const char *srcdir = g_getenv ("ISHI_TESTS_SRCDIR");
  g_autofree char *dir = NULL;
  const IshiGoGammaTable *compiled = ishi_go_features_sample_table ();
  g_autoptr(GArray) gammas = NULL;
  g_autoptr(GError) error = NULL;
  GoData *data;

  if (srcdir == NULL)
    {
      g_test_skip ("ISHI_TESTS_SRCDIR is not set");
      return;
    }
  dir = g_build_filename (srcdir, "bench", "games", "2026-11-27-go-training-sample", NULL);
  data = go_data_new ();
  g_assert_true (go_data_add_dir (data, dir, GO_FIT_PLAYER, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (go_data_n_positions (data, GO_CLASS_SMALL, FALSE), >, 100);
  gammas = go_fit (data, GO_CLASS_SMALL, TRUE, GO_FIT_ITERATIONS);
  g_assert_cmpuint (gammas->len, ==, compiled->n);
  for (guint i = 0; i < gammas->len; i++)
    {
      const IshiGoGamma *e = &g_array_index (gammas, IshiGoGamma, i);

      g_assert_cmphex (e->key, ==, compiled->gammas[i].key);
      g_assert_cmpfloat_with_epsilon (e->gamma, compiled->gammas[i].gamma, 1e-5 * e->gamma);
    }
  /* The fit learned something: capturing the last move's string is
   * played more often than a quiet move. */
  g_assert_cmpfloat (ishi_go_features_lookup (compiled, ISHI_GO_KEY (ISHI_GO_FEATURE_CAPTURE, 1)), >, 1);
  go_data_free (data);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-features/capture", test_capture);
  g_test_add_func ("/go-features/priors", test_priors);
  g_test_add_func ("/go-features/ladder", test_ladder);
  g_test_add_func ("/go-features/self-atari", test_self_atari);
  g_test_add_func ("/go-features/patterns", test_patterns);
  g_test_add_func ("/go-features/corner", test_corner);
  g_test_add_func ("/go-features/sample-table", test_sample_table);
  return g_test_run ();
}
