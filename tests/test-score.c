/* test-score.c — counting by every method, seki, marking dead stones and the
 * dead-stone suggestion.
 *
 * Where the expected values come from:
 *   - the rule texts (the equal-stones worked example
 *     烂柯图 figure 3 of counting-methods.zh.txt; the Pure Go and online-go
 *     rules pages), worked out by hand in the comments;
 *   - the shared testdata: fuego/scoring_static.tst (territory against
 *     Tromp-Taylor), fuego/scoring_final.tst, sgfmill/expected.json (area
 *     scores), littlego/misc/seki-9b.sgf (README: W+6.5 both ways);
 *   - GNU Go 3.8: tests/data/score/expected.txt, made by
 *     make-gnugo-games.py beside it, and a seki position it scored (see
 *     test_seki_shared_liberties).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <locale.h>
#include <glib/gi18n-lib.h>
#include "ishi-counting.h"
#include "ishi-deadstones.h"
#include "ishi-result.h"
#include "ishi-game.h"
#include "ishi-score.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"
#include "score-games.h"

/* --- helpers ------------------------------------------------------------- */

/* A position from rows of text, top row first: X black, O white, x and o
 * stones marked dead, anything else empty.  Spaces are ignored. */
typedef struct {
  int size;
  IshiColor *board;
  guint8 *dead;
} Diagram;

static void
diagram_free (Diagram *d)
{
  g_free (d->board);
  g_free (d->dead);
  g_free (d);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Diagram, diagram_free)

static Diagram *
diagram_new (const char *const *rows)
{
  Diagram *d = g_new0 (Diagram, 1);
  int n_rows = 0;

  while (rows[n_rows])
    n_rows++;
  d->size = n_rows;
  d->board = g_new0 (IshiColor, n_rows * n_rows);
  d->dead = g_new0 (guint8, n_rows * n_rows);
  for (int y = 0; y < n_rows; y++)
    {
      int x = 0;

      for (const char *c = rows[y]; *c; c++)
        {
          int p = y * n_rows + x;

          if (*c == ' ')
            continue;
          g_assert_cmpint (x, <, n_rows);
          d->board[p] = (*c == 'X' || *c == 'x') ? ISHI_BLACK
                      : (*c == 'O' || *c == 'o') ? ISHI_WHITE : ISHI_EMPTY;
          d->dead[p] = *c == 'x' || *c == 'o';
          x++;
        }
      g_assert_cmpint (x, ==, n_rows);
    }
  return d;
}

static IshiScore *
score_diagram (IshiScoreMethod method, const Diagram *d, double komi)
{
  IshiScoreInput input = {
    .size = d->size,
    .board = d->board,
    .dead = d->dead,
    .komi = komi,
  };

  return ishi_score_compute (method, &input);
}

/* To the end of the main line (FALSE from the game means "already there"). */
static void
go_to_end (IshiGame *game)
{
  g_autoptr(GError) error = NULL;

  ishi_game_go_to_end (game, &error);
  g_assert_no_error (error);
}

/* A mask as a list of SGF points, for messages. */
static char *
points_text (int size, const guint8 *mask)
{
  GString *s = g_string_new (NULL);

  for (int p = 0; p < size * size; p++)
    if (mask[p])
      g_string_append_printf (s, "%s%c%c", s->len ? "," : "", 'a' + p % size, 'a' + p / size);
  return g_string_free (s, FALSE);
}

static char *
games_path (void)
{
  return ishi_test_src_path ("data/score/expected.txt");
}

/* The GNU Go games, or NULL (and the test skipped) without the file. */
static GPtrArray *
load_games (void)
{
  g_autofree char *path = games_path ();

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip_printf ("%s is not there", path);
      return NULL;
    }
  return score_games_load (path);
}

/* --- results and methods ------------------------------------------------- */

static void
test_result_format (void)
{
  /* SGF FF[4] RE: "B+" or "W+" and the score; "0" for a draw. */
  const struct { double margin; const char *re; } cases[] = {
    { 3.5, "B+3.5" }, { -12, "W+12" }, { 0, "0" }, { 0.5, "B+0.5" },
    { -0.5, "W+0.5" }, { 181, "B+181" }, { -7.5, "W+7.5" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *re = ishi_score_format_result (cases[i].margin);

      g_assert_cmpstr (re, ==, cases[i].re);
    }
}

static void
test_methods (void)
{
  IshiScoreMethod m;
  const struct { const char *ru; IshiScoreMethod method; } rulesets[] = {
    { "Japanese", ISHI_SCORE_JAPANESE }, { "japanese", ISHI_SCORE_JAPANESE },
    { "Korean", ISHI_SCORE_JAPANESE }, { "Chinese", ISHI_SCORE_CHINESE },
    { "AGA", ISHI_SCORE_CHINESE }, { "NZ", ISHI_SCORE_CHINESE },
    { "Tromp-Taylor", ISHI_SCORE_CHINESE }, { "純碁", ISHI_SCORE_PURE },
    { "Pure Go", ISHI_SCORE_PURE }, { "equal-law", ISHI_SCORE_EQUAL_LAW },
  };

  for (int i = 0; i < ISHI_SCORE_N_METHODS; i++)
    {
      const char *id = ishi_score_method_to_string ((IshiScoreMethod) i);

      g_assert_true (ishi_score_method_from_string (id, &m));
      g_assert_cmpint (m, ==, i);
      g_assert_nonnull (ishi_score_method_describe ((IshiScoreMethod) i));
    }
  for (gsize i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      g_assert_true (ishi_score_method_for_ruleset (rulesets[i].ru, &m));
      g_assert_cmpint (m, ==, rulesets[i].method);
    }
  m = ISHI_SCORE_CHINESE;
  g_assert_false (ishi_score_method_for_ruleset ("Klingon", &m));
  g_assert_cmpint (m, ==, ISHI_SCORE_CHINESE);
  g_assert_false (ishi_score_method_from_string ("area", NULL));

  /* Komi: 6 by default on the online-go page but 6.5 is the usual
   * Japanese komi; the seed gives 6.5 for the art and 7.5 for the law
   * version; Pure Go has none. */
  g_assert_cmpfloat (ishi_score_method_default_komi (ISHI_SCORE_JAPANESE), ==, 6.5);
  g_assert_cmpfloat (ishi_score_method_default_komi (ISHI_SCORE_CHINESE), ==, 7.5);
  g_assert_cmpfloat (ishi_score_method_default_komi (ISHI_SCORE_PURE), ==, 0);
  g_assert_cmpfloat (ishi_score_method_default_komi (ISHI_SCORE_EQUAL_ART), ==, 6.5);
  g_assert_cmpfloat (ishi_score_method_default_komi (ISHI_SCORE_EQUAL_LAW), ==, 7.5);
  g_assert_false (ishi_score_method_has_dead_stones (ISHI_SCORE_PURE));
  g_assert_true (ishi_score_method_has_dead_stones (ISHI_SCORE_JAPANESE));
}

/* --- the seed's worked example ------------------------------------------- */

/* 烂柯图 figure 3 (图三、烂柯图变化图其二) of counting-methods.zh.txt: the
 * equal-stones position after refilling, 160 black and 160 white stones.
 * Transcribed from the figure: ● is black, ○ and the refilled 〇 are
 * white, the line characters and # (the basic eye points) are empty.
 * Rows s (top) to a (bottom), columns a to s. */
static const char *const lanke_figure_3[] = {
  "X.XOOO.OOOOO.OOOOX.",  /* s */
  ".XXXXOOOOOOOOOXXXXX",  /* r */
  "XXXXOOXXOXOXXOXXXX.",  /* q */
  "XXXXOOOXOXXXOOXXXXX",  /* p */
  "XXOOXXOXXXXXXOXXXOO",  /* o */
  "XOOXX.XXXXXXXOOOOOX",  /* n */
  "OOOXXX.XXXXXXXXXXXX",  /* m */
  "OOOXOXXXOXXXOOOOOOX",  /* l */
  "OXOOOOXXOOOOOOOOOOO",  /* k */
  "XXXXOOXOOXXOOOOOOOO",  /* j */
  ".XOOOXXOOOXXXXOOOO.",  /* i */
  "XXOOOOOOXOXX.XOOO.O",  /* h */
  "XXXOOXXOXXOXXOOOXOO",  /* g */
  "OOXXXXXXXOOX.XOOXOO",  /* f */
  "OOOX.XXXOOOOXXOOXXX",  /* e */
  "OOOOXXXXXOXOXOOX..X",  /* d */
  ".OOOOOXOOOXXXXXXX.X",  /* c */
  ".....OOO.OOX....X.X",  /* b */
  "......OOO.OOX....X.",  /* a */
  NULL
};

static void
test_lanke_figure_3 (void)
{
  g_autoptr(Diagram) d = diagram_new (lanke_figure_3);
  int black = 0, white = 0;
  IshiScoreInput input = {
    .size = 19, .board = d->board, .komi = 0,
    .moves_black = 160, .moves_white = 160,
  };

  for (int p = 0; p < 361; p++)
    {
      black += d->board[p] == ISHI_BLACK;
      white += d->board[p] == ISHI_WHITE;
    }
  /* "盘内黑白两方各有160子" */
  g_assert_cmpint (black, ==, 160);
  g_assert_cmpint (white, ==, 160);

  /* "数出黑方有23目，白方有18目，黑胜5目(即黑胜5点)。…则黑方有183点(23加
   * 160)，白方有178点(18加160)。"  The figure is the law version's worked
   * example; with equal moves the art version counts the same. */
  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_ART; m <= ISHI_SCORE_EQUAL_LAW; m++)
    {
      g_autoptr(IshiScore) s = ishi_score_compute (m, &input);

      g_assert_cmpint (s->black.moku, ==, 23);
      g_assert_cmpint (s->white.moku, ==, 18);
      g_assert_cmpint (s->black.stones, ==, 160);
      g_assert_cmpint (s->white.stones, ==, 160);
      g_assert_cmpfloat (s->black.points, ==, 183);
      g_assert_cmpfloat (s->white.points, ==, 178);
      g_assert_cmpstr (s->result, ==, "B+5");
    }

  /* "可知本规则之等子比空法与中国现有规则之子空合计法是等价的": area
   * counting gives the same 183 against 178. */
  {
    g_autoptr(IshiScore) s = ishi_score_compute (ISHI_SCORE_CHINESE, &input);

    g_assert_cmpfloat (s->black.total, ==, 183);
    g_assert_cmpfloat (s->white.total, ==, 178);
    g_assert_cmpstr (s->result, ==, "B+5");
  }
}

/* --- each method on small positions -------------------------------------- */

/* A dead white stone in Black's corner, prisoners from play.  By hand:
 *   Black territory: column a, 5 points (the dead stone's point included);
 *   White territory: columns d and e, 10 points.
 *   Prisoners: Black 2 captured + 1 dead = 3; White 1 captured.
 *   Japanese: B 5 + 3 = 8, W 10 + 1 = 11           → W+3
 *   Chinese:  B 5 stones + 5 = 10, W 5 + 10 = 15    → W+5
 * Stones each side put on the board: Black 5 + 1 captured = 6 moves, White
 * 5 + 1 dead + 2 captured = 8 moves.
 *   Equal stones: refill Black 1 (captured), White 3 (2 captured + 1 dead);
 *   目: Black 5 − 1 = 4, White 10 − 3 = 7.
 *   Art: White played 2 more moves and pays them: 2 white stones leave at
 *   the boundary, both sides have 6 stones, 目 4 against 7 → W+3
 *   (= Japanese).  Law: White keeps 2 more stones, takes them out of its
 *   own territory: 目 4 against 9 → W+5 (= Chinese). */
static const char *const prisoners_rows[] = {
  ". X O . .",
  ". X O . .",
  ". X O . .",
  "o X O . .",
  ". X O . .",
  NULL
};

static IshiScore *
score_prisoners (IshiScoreMethod method)
{
  g_autoptr(Diagram) d = diagram_new (prisoners_rows);
  IshiScoreInput input = {
    .size = d->size, .board = d->board, .dead = d->dead,
    .captured_by_black = 2, .captured_by_white = 1,
    .moves_black = 6, .moves_white = 8, .komi = 0,
  };

  return ishi_score_compute (method, &input);
}

static void
test_territory_and_area (void)
{
  g_autoptr(IshiScore) ja = score_prisoners (ISHI_SCORE_JAPANESE);
  g_autoptr(IshiScore) zh = score_prisoners (ISHI_SCORE_CHINESE);
  g_autoptr(IshiScore) art = score_prisoners (ISHI_SCORE_EQUAL_ART);
  g_autoptr(IshiScore) law = score_prisoners (ISHI_SCORE_EQUAL_LAW);

  g_assert_cmpint (ja->black.territory, ==, 5);
  g_assert_cmpint (ja->black.prisoners, ==, 3);
  g_assert_cmpint (ja->black.dead, ==, 1);
  g_assert_cmpint (ja->white.territory, ==, 10);
  g_assert_cmpint (ja->white.prisoners, ==, 1);
  g_assert_cmpstr (ja->result, ==, "W+3");
  g_assert_cmpint (ja->owner[3 * 5 + 0], ==, ISHI_BLACK);  /* the dead stone's point */
  g_assert_cmpint (ja->owner[0 * 5 + 1], ==, ISHI_EMPTY);  /* a living stone */

  g_assert_cmpint (zh->black.stones, ==, 5);
  g_assert_cmpint (zh->black.territory, ==, 5);
  g_assert_cmpint (zh->white.stones, ==, 5);
  g_assert_cmpint (zh->white.territory, ==, 10);
  g_assert_cmpstr (zh->result, ==, "W+5");

  g_assert_cmpint (art->black.refilled, ==, 1);
  g_assert_cmpint (art->white.refilled, ==, 3);
  g_assert_cmpint (art->white.paid, ==, 2);
  g_assert_cmpint (art->black.moku, ==, 4);
  g_assert_cmpint (art->white.moku, ==, 7);
  g_assert_cmpint (art->black.stones, ==, 6);
  g_assert_cmpint (art->white.stones, ==, 6);
  g_assert_cmpfloat (art->black.points + art->white.points, ==, 25);
  g_assert_cmpstr (art->result, ==, ja->result);

  g_assert_cmpint (law->white.removed, ==, 2);
  g_assert_cmpint (law->black.moku, ==, 4);
  g_assert_cmpint (law->white.moku, ==, 9);
  g_assert_cmpfloat (law->black.points + law->white.points, ==, 25);
  g_assert_cmpfloat (law->black.points, ==, zh->black.total);
  g_assert_cmpfloat (law->white.points, ==, zh->white.total);
  g_assert_cmpstr (law->result, ==, zh->result);
}

/* GNU Go's regression game arb/dumonteil-5 (Japanese rules, 13x13), which
 * ends with a ko unfilled: the black stone at hm is in atari and its last
 * liberty gm lies among black stones.  The record's own count, made by GNU
 * Go ("White = 42 territory + 24 captures + 5.5 komi = 71.5, Black = 26
 * territory + 7 captures = 33"), leaves gm out of Black's territory: under
 * the Japanese rules a stone in atari is not alive until its owner fills
 * that liberty (a ko may be retaken after a pass), so the point ends under a
 * stone, not as 地.  Dead stones are the record's: the stones on its TW and
 * TB points. */
static void
test_japanese_last_liberty (void)
{
  g_autofree char *path = ishi_test_src_path ("data/score/gnugo-arb-dumonteil-5.sgf");
  g_autoptr(IshiGame) game = ishi_test_game_from_file (path);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autofree guint8 *dead = NULL;
  g_autoptr(IshiScore) score = NULL;
  IshiSgfNode *node;
  IshiScoreInput input;
  const char *const ids[] = { "TW", "TB" };
  int gm_x, gm_y;

  go_to_end (game);
  g_assert_true (ishi_score_input_init_from_game (&input, game));
  g_assert_cmpint (input.size, ==, 13);
  node = ishi_game_get_node (game);
  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      IshiSgfProperty *prop = ishi_sgf_node_lookup (node, ids[i]);

      g_assert_nonnull (prop);
      for (guint v = 0; v < prop->n_values; v++)
        g_assert_true (ishi_sgf_parse_point_list (prop->values[v], 13, points));
    }
  dead = g_new0 (guint8, 13 * 13);
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint *p = &g_array_index (points, IshiPoint, i);

      if (input.board[p->y * 13 + p->x] != ISHI_EMPTY)
        dead[p->y * 13 + p->x] = 1;
    }
  input.dead = dead;
  score = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  g_assert_true (ishi_sgf_parse_point ("gm", 13, &gm_x, &gm_y));
  g_assert_cmpint (score->owner[gm_y * 13 + gm_x], ==, ISHI_EMPTY);
  g_assert_cmpint (score->black.territory, ==, 26);
  g_assert_cmpint (score->white.territory, ==, 42);
  g_assert_cmpfloat (score->black.total, ==, 33);
  g_assert_cmpfloat (score->white.total, ==, 71.5);
  g_assert_cmpstr (score->result, ==, "W+38.5");
  input.dead = NULL;
  ishi_score_input_clear (&input);
}

/* The online-go rules page: at the end "E4,F3の点は、どちらの地でもない" —
 * dame count for nobody, so under Japanese counting it makes no difference
 * who fills one; under Chinese counting "この部分に着手することが1目の価値を
 * 持ちます". */
static void
test_dame (void)
{
  /* The white stones at the top are one string, so that filling the dame
   * leaves none of them in atari (which would cost White a point: see
   * test_japanese_last_liberty). */
  const char *const open[] = {
    ". X O O .",
    ". X . O .",
    ". X O . .",
    ". X O . .",
    ". X O . .",
    NULL
  };
  const char *const filled[] = {
    ". X O O .",
    ". X X O .",
    ". X O . .",
    ". X O . .",
    ". X O . .",
    NULL
  };
  g_autoptr(Diagram) a = diagram_new (open);
  g_autoptr(Diagram) b = diagram_new (filled);
  g_autoptr(IshiScore) ja_a = score_diagram (ISHI_SCORE_JAPANESE, a, 0);
  g_autoptr(IshiScore) ja_b = score_diagram (ISHI_SCORE_JAPANESE, b, 0);
  g_autoptr(IshiScore) zh_a = score_diagram (ISHI_SCORE_CHINESE, a, 0);
  g_autoptr(IshiScore) zh_b = score_diagram (ISHI_SCORE_CHINESE, b, 0);

  g_assert_cmpint (ja_a->dame, ==, 1);
  g_assert_cmpint (ja_b->dame, ==, 0);
  g_assert_cmpint (ja_a->owner[1 * 5 + 2], ==, ISHI_EMPTY);
  g_assert_cmpfloat (ja_a->margin, ==, ja_b->margin);
  g_assert_cmpfloat (zh_b->margin, ==, zh_a->margin + 1);
  g_assert_cmpint (zh_a->seki_points, ==, 0);
}

/* Pure Go: "盤上に残った石数の多いほうが勝ち" — every stone on the board
 * counts, even one its owner could not save: there is no dead-stone phase,
 * so a dead mask makes no difference, and territory counts nothing.
 * By hand: 12 black stones, 8 white, komi 0 → B+4; with komi 7 → W+3. */
static void
test_pure (void)
{
  const char *const rows[] = {
    "X X O . O",
    "X . X O .",
    "X X x O O",
    ". X O O .",
    "X X X o X",
    NULL
  };
  g_autoptr(Diagram) d = diagram_new (rows);
  g_autoptr(IshiScore) s = score_diagram (ISHI_SCORE_PURE, d, 0);
  g_autoptr(IshiScore) k = score_diagram (ISHI_SCORE_PURE, d, 7);

  g_assert_cmpint (s->black.stones, ==, 12);
  g_assert_cmpint (s->white.stones, ==, 8);
  g_assert_cmpint (s->black.territory, ==, 0);
  g_assert_cmpint (s->black.prisoners, ==, 0);
  g_assert_cmpstr (s->result, ==, "B+4");
  g_assert_cmpfloat (k->white.komi, ==, 7);
  g_assert_cmpstr (k->result, ==, "W+3");
  for (int p = 0; p < 25; p++)
    g_assert_cmpint (s->owner[p], ==, ISHI_EMPTY);
}

/* --- seki --------------------------------------------------------------- */

/* littlego/misc/seki-9b.sgf, drawn: the black corner group (eye a7) and
 * the white group beside it (eye e7) share c7.  Neither can fill c7, so
 * it is seki.  README: "area and territory both W+6.5 with komi 6.5".
 * By hand: the lower area touches both colours (dame).  Territory: the
 * two eyes are in seki and count for nobody, 0 : 0.  Area: 10 stones + 1
 * eye + ½ of c7 each.  Equal stones: the eyes are 目 ("有眼双活…也是该方
 * 的目"), 1 : 1. */
static const char *const seki_9b_rows[] = {
  ". X . O . O X",
  "X X X O O O X",
  "O O O X X X X",
  ". . O O . . .",
  ". . . . . . .",
  ". . . . . . .",
  ". . . . . . .",
  NULL
};

static void
test_seki_eyes (void)
{
  g_autoptr(Diagram) d = diagram_new (seki_9b_rows);
  g_autoptr(IshiScore) ja = score_diagram (ISHI_SCORE_JAPANESE, d, 6.5);
  g_autoptr(IshiScore) zh = score_diagram (ISHI_SCORE_CHINESE, d, 6.5);
  g_autoptr(IshiScore) law = score_diagram (ISHI_SCORE_EQUAL_LAW, d, 6.5);
  g_autofree guint8 *seki = g_new0 (guint8, 49);

  g_assert_cmpint (ja->black.territory, ==, 0);
  g_assert_cmpint (ja->white.territory, ==, 0);
  g_assert_cmpint (ja->seki_points, ==, 3);
  g_assert_cmpint (ja->owner[0], ==, ISHI_EMPTY);
  g_assert_cmpstr (ja->result, ==, "W+6.5");

  g_assert_cmpint (zh->black.stones, ==, 10);
  g_assert_cmpint (zh->black.territory, ==, 1);
  g_assert_cmpfloat (zh->black.shared, ==, 0.5);
  g_assert_cmpfloat (zh->black.total, ==, 11.5);
  g_assert_cmpfloat (zh->white.total, ==, 11.5 + 6.5);
  g_assert_cmpint (zh->owner[0], ==, ISHI_BLACK);
  g_assert_cmpstr (zh->result, ==, "W+6.5");

  g_assert_cmpint (law->black.moku, ==, 1);
  g_assert_cmpint (law->white.moku, ==, 1);
  g_assert_cmpstr (law->result, ==, "W+6.5");

  /* The seki: both groups, their eyes and the shared point; not the big
   * groups outside, not the dame below. */
  g_assert_cmpuint (ishi_score_find_seki (7, d->board, NULL, NULL, seki), ==, 12);
  g_assert_true (seki[0] && seki[1] && seki[2] && seki[3] && seki[4] && seki[5]);
  g_assert_true (seki[7] && seki[8] && seki[9] && seki[10] && seki[11] && seki[12]);
  g_assert_false (seki[6] || seki[13] || seki[14] || seki[3 * 7 + 4]);
}

/* A seki of two one-eyed groups with three shared liberties (e7, e6, e5):
 * the first point can still be filled safely, the last cannot.  GNU Go 3.8
 * (loadsgf, final_score) counts this position W+1 with its default rules
 * and 0 with --chinese-rules, komi 0 — the make-up of both, by hand:
 *   territory: Black's right side 16, White's left side 17; the eyes c9
 *   and g9 are in seki and count for nobody → W+1;
 *   area: Black 22 stones + 16 + the eye c9 + 1.5 shared = 40.5, White 21
 *   + 17 + g9 + 1.5 = 40.5 → 0. */
static const char *const seki_three_rows[] = {
  ". O X . X O . O X",
  ". O X X X O O O X",
  ". O O X . O X X X",
  ". . O X . O X . .",
  ". . O X . O X . .",
  ". . O X O O X . .",
  ". . O O X X X . .",
  ". . . O X . . . .",
  ". . . O X . . . .",
  NULL
};

static void
test_seki_shared_liberties (void)
{
  g_autoptr(Diagram) d = diagram_new (seki_three_rows);
  g_autoptr(IshiScore) ja = score_diagram (ISHI_SCORE_JAPANESE, d, 0);
  g_autoptr(IshiScore) zh = score_diagram (ISHI_SCORE_CHINESE, d, 0);

  g_assert_cmpint (ja->black.territory, ==, 16);
  g_assert_cmpint (ja->white.territory, ==, 17);
  g_assert_cmpint (ja->seki_points, ==, 5);
  g_assert_cmpstr (ja->result, ==, "W+1");
  g_assert_cmpint (zh->black.stones, ==, 22);
  g_assert_cmpint (zh->white.stones, ==, 21);
  g_assert_cmpfloat (zh->black.total, ==, 40.5);
  g_assert_cmpfloat (zh->white.total, ==, 40.5);
  g_assert_cmpstr (zh->result, ==, "0");
  g_assert_true (ja->seki[3 * 9 + 3]);    /* the black group */
  g_assert_true (ja->seki[3 * 9 + 5]);    /* the white group */
  g_assert_false (ja->seki[8 * 9 + 8]);   /* Black's territory */
  g_assert_false (ja->seki[8 * 9 + 3]);   /* White's outside wall */
}

static void
test_seki_littlego (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/littlego/misc/seki-9b.sgf");
  g_autoptr(IshiGame) game = NULL;
  g_autofree guint8 *dead = NULL;
  IshiScoreInput input;

  if (path == NULL)
    return;
  game = ishi_test_game_from_file (path);
  go_to_end (game);
  g_assert_true (ishi_score_input_init_from_game (&input, game));
  g_assert_cmpfloat (input.komi, ==, 6.5);
  for (IshiScoreMethod m = ISHI_SCORE_JAPANESE; m <= ISHI_SCORE_CHINESE; m++)
    {
      g_autoptr(IshiScore) s = ishi_score_compute (m, &input);

      g_assert_cmpstr (s->result, ==, "W+6.5");
    }

  /* The suggestion leaves both groups of the seki alive.  (Random
   * playouts alone lose the black corner more often than not, and GNU Go
   * 3.8 calls it dead too: final_status_list dead gives B7 A6 B6 C6.) */
  dead = g_new0 (guint8, 49);
  g_assert_cmpuint (ishi_dead_stones_guess (7, input.board, ISHI_BLACK, NULL, dead, NULL), ==, 0);
  ishi_score_input_clear (&input);
}

/* Seki can also be set by hand, for a group the analysis does not see in
 * seki: the eyes of a string put in seki stop being territory under the
 * Japanese count. */
static void
test_seki_by_hand (void)
{
  const char *const rows[] = {
    ". X . X O",
    "X X X X O",
    "O O O O O",
    ". . . . .",
    ". . . . .",
    NULL
  };
  g_autoptr(Diagram) d = diagram_new (rows);
  g_autofree guint8 *forced = g_new0 (guint8, 25);
  IshiScoreInput input = { .size = 5, .board = d->board, .komi = 0 };
  g_autoptr(IshiScore) before = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  g_autoptr(IshiScore) after = NULL;

  g_assert_cmpint (before->black.territory, ==, 2);
  g_assert_cmpint (before->owner[0], ==, ISHI_BLACK);
  g_assert_cmpint (before->seki_points, ==, 0);
  g_assert_cmpuint (ishi_score_toggle_seki (5, d->board, forced, 1, 0), ==, 6);
  g_assert_true (forced[1] && forced[3] && forced[5] && forced[8]);
  g_assert_false (forced[4] || forced[0]);
  input.seki = forced;
  after = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  g_assert_true (after->seki[0] && after->seki[1] && after->seki[2]);
  g_assert_false (after->seki[4]);
  g_assert_cmpint (after->owner[0], ==, ISHI_EMPTY);
  g_assert_cmpint (after->black.territory, ==, 0);
  g_assert_cmpint (after->white.territory, ==, before->white.territory);
  /* Again on the same string: back as it was. */
  g_assert_cmpuint (ishi_score_toggle_seki (5, d->board, forced, 3, 1), ==, 6);
  for (int p = 0; p < 25; p++)
    g_assert_false (forced[p]);
  g_assert_cmpuint (ishi_score_toggle_seki (5, d->board, forced, 4, 4), ==, 0);
}

/* --- marking dead stones -------------------------------------------------- */

static void
test_toggle_dead (void)
{
  /* OGS's own example (goban, toggleMetaGroupRemoval test): clicking the
   * black stone at A4 removes it and B3 — they share two liberties — but
   * not D1, fenced off by the white wall. */
  const char *const ogs[] = {
    "X . O .",
    ". X O .",
    ". . O .",
    ". . O X",
    NULL
  };
  /* A dead black group of two strings inside White's area, and a living
   * black group outside it. */
  const char *const rows[] = {
    ". . . . . . .",
    ". O O O O O .",
    ". O X . X O .",
    ". O . X . O .",
    ". O O O O O .",
    "X X X X X X X",
    ". . . . . . .",
    NULL
  };
  g_autoptr(Diagram) a = diagram_new (ogs);
  g_autoptr(Diagram) d = diagram_new (rows);
  g_autofree guint8 *dead = g_new0 (guint8, 49);
  g_autofree guint8 *dead_a = g_new0 (guint8, 16);
  g_autoptr(IshiScore) s = NULL;
  IshiScoreInput input = { .size = 7, .board = d->board, .dead = dead, .komi = 0 };

  g_assert_cmpuint (ishi_score_toggle_dead (4, a->board, dead_a, 0, 0), ==, 2);
  g_assert_true (dead_a[0] && dead_a[5]);
  g_assert_false (dead_a[15]);
  g_assert_cmpuint (ishi_score_toggle_dead (4, a->board, dead_a, 1, 1), ==, 2);
  for (int p = 0; p < 16; p++)
    g_assert_false (dead_a[p]);

  /* One click takes the three black stones inside; the wall below stays. */
  g_assert_cmpuint (ishi_score_toggle_dead (7, d->board, dead, 3, 3), ==, 3);
  g_assert_true (dead[2 * 7 + 2] && dead[2 * 7 + 4] && dead[3 * 7 + 3]);
  g_assert_false (dead[5 * 7 + 3]);
  s = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  g_assert_cmpint (s->white.territory, ==, 6);
  g_assert_cmpint (s->white.dead, ==, 3);
  g_assert_cmpint (s->owner[3 * 7 + 3], ==, ISHI_WHITE);
  /* The same click again brings them back. */
  g_assert_cmpuint (ishi_score_toggle_dead (7, d->board, dead, 2, 2), ==, 3);
  for (int p = 0; p < 49; p++)
    g_assert_false (dead[p]);
  /* Empty points and points off the board change nothing. */
  g_assert_cmpuint (ishi_score_toggle_dead (7, d->board, dead, 3, 2), ==, 0);
  g_assert_cmpuint (ishi_score_toggle_dead (7, d->board, dead, 9, 0), ==, 0);
}

/* Issue 54 item 3: a click takes the string and the strings sharing a
 * liberty with it, as the suggestion groups them — never lone stones of
 * the same colour elsewhere (five black stones on the star points of an
 * open 9×9 board, one click on E5 marked all five dead: "White prisoners
 * 5"); a two-stone string and a stone a knight's move from it share no
 * liberty either. */
static void
test_toggle_dead_group_only (void)
{
  const char *const rows[] = {
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . X . . . X . .",
    ". . . . . . . . .",
    ". . . . X . . . .",
    ". . . . . . . . .",
    ". . X . . . X . .",
    ". . . . . . O . .",
    "X X . . . . . O .",
    NULL
  };
  g_autoptr(Diagram) d = diagram_new (rows);
  g_autofree guint8 *dead = g_new0 (guint8, 81);
  g_autoptr(IshiScore) s = NULL;
  IshiScoreInput input = { .size = 9, .board = d->board, .dead = dead, .komi = 0 };
  int marked = 0;

  g_assert_cmpuint (ishi_score_toggle_dead (9, d->board, dead, 4, 4), ==, 1);
  for (int p = 0; p < 81; p++)
    marked += dead[p];
  g_assert_cmpint (marked, ==, 1);
  g_assert_true (dead[4 * 9 + 4]);
  s = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  g_assert_cmpint (s->white.dead, ==, 1);
  /* Back again, and the string of two in the corner: itself only (C3 is a
   * knight's move from B1, with no liberty in common). */
  g_assert_cmpuint (ishi_score_toggle_dead (9, d->board, dead, 4, 4), ==, 1);
  g_assert_cmpuint (ishi_score_toggle_dead (9, d->board, dead, 0, 8), ==, 2);
  g_assert_false (dead[6 * 9 + 2]);
  /* White's G2 and H1, diagonal neighbours, share two liberties: one click
   * takes both. */
  g_assert_cmpuint (ishi_score_toggle_dead (9, d->board, dead, 6, 7), ==, 2);
  g_assert_true (dead[8 * 9 + 7]);
}

/* --- a record's result (RE) ------------------------------------------------ */

/* Issue 54 item 4: RE as SGF FF[4] defines it (the examples are the
 * specification's own: "B+0.5", "W+64", "B+12.5", "B+R", "W+Resign",
 * "B+T", "W+Time", "B+F", "W+Forfeit", "0", "Draw", "Void", "?"), CGOS's
 * "Illegal", and what no program should write, kept as written. */
static void
test_recorded_result (void)
{
  static const struct {
    const char *re;
    gboolean ff4;
    IshiRecordedKind kind;
    IshiColor winner;
    IshiWinReason reason;
    double margin;
    const char *words;
  } cases[] = {
    { "B+0.5", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_POINTS, 0.5, "Black wins by 0.5" },
    { "W+64", TRUE, ISHI_RECORDED_WIN, ISHI_WHITE, ISHI_WIN_POINTS, 64, "White wins by 64" },
    { "B+12.5", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_POINTS, 12.5, "Black wins by 12.5" },
    { "B+R", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_RESIGN, 0, "Black wins by resignation" },
    { "W+Resign", TRUE, ISHI_RECORDED_WIN, ISHI_WHITE, ISHI_WIN_RESIGN, 0, "White wins by resignation" },
    { "B+T", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_TIME, 0, "Black wins on time" },
    { "W+Time", TRUE, ISHI_RECORDED_WIN, ISHI_WHITE, ISHI_WIN_TIME, 0, "White wins on time" },
    { "B+F", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_FORFEIT, 0, "Black wins by forfeit" },
    { "W+Forfeit", TRUE, ISHI_RECORDED_WIN, ISHI_WHITE, ISHI_WIN_FORFEIT, 0, "White wins by forfeit" },
    { "B+Illegal", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_ILLEGAL, 0,
      "Black wins: White played an illegal move" },
    { "B+", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_UNSAID, 0, "Black wins" },
    { "0", TRUE, ISHI_RECORDED_DRAW, ISHI_EMPTY, 0, 0, "A draw" },
    { "Draw", TRUE, ISHI_RECORDED_DRAW, ISHI_EMPTY, 0, 0, "A draw" },
    { "Void", TRUE, ISHI_RECORDED_VOID, ISHI_EMPTY, 0, 0, "No result (void)" },
    { "?", TRUE, ISHI_RECORDED_UNKNOWN, ISHI_EMPTY, 0, 0, "The result is unknown" },
    /* Case and spaces around the words are forgiven. */
    { " w+r ", TRUE, ISHI_RECORDED_WIN, ISHI_WHITE, ISHI_WIN_RESIGN, 0, "White wins by resignation" },
    { "draw", TRUE, ISHI_RECORDED_DRAW, ISHI_EMPTY, 0, 0, "A draw" },
    /* A reason SGF has no word for, and no score. */
    { "W+Disconnect", TRUE, ISHI_RECORDED_WIN, ISHI_WHITE, ISHI_WIN_OTHER, 0, "White wins (Disconnect)" },
    { "B+3.5 points", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_OTHER, 0, "Black wins (3.5 points)" },
    { "B+0", TRUE, ISHI_RECORDED_WIN, ISHI_BLACK, ISHI_WIN_OTHER, 0, "Black wins (0)" },
    /* Not FF[4]: shown as the record has it (a Japanese record, an old
     * program's words). */
    { "257手完, 黒中押し勝ち", FALSE, ISHI_RECORDED_OTHER, ISHI_EMPTY, 0, 0,
      "The record says: 257手完, 黒中押し勝ち" },
    { "Black resigns", FALSE, ISHI_RECORDED_OTHER, ISHI_EMPTY, 0, 0, "The record says: Black resigns" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      IshiRecordedResult r;
      g_autofree char *words = ishi_recorded_result_describe (cases[i].re);

      g_test_message ("RE[%s]", cases[i].re);
      g_assert_cmpint (ishi_recorded_result_parse (cases[i].re, &r), ==, cases[i].ff4);
      g_assert_cmpint (r.kind, ==, cases[i].kind);
      g_assert_cmpint (r.winner, ==, cases[i].winner);
      if (r.kind == ISHI_RECORDED_WIN)
        g_assert_cmpint (r.reason, ==, cases[i].reason);
      g_assert_cmpfloat (r.margin, ==, cases[i].margin);
      g_assert_cmpstr (words, ==, cases[i].words);
      ishi_recorded_result_clear (&r);
    }
  /* A count agrees with the points and the draw, never with a reason. */
  g_assert_true (ishi_recorded_result_agrees ("W+6.5", -6.5));
  g_assert_false (ishi_recorded_result_agrees ("W+0.5", -6.5));
  g_assert_false (ishi_recorded_result_agrees ("B+6.5", -6.5));
  g_assert_true (ishi_recorded_result_agrees ("0", 0));
  g_assert_true (ishi_recorded_result_agrees ("Draw", 0));
  g_assert_false (ishi_recorded_result_agrees ("B+R", 12));
  g_assert_false (ishi_recorded_result_agrees ("B+", 12));
  g_assert_false (ishi_recorded_result_agrees (NULL, 0));
}

/* Any position at all — strings without liberties, stones marked dead
 * anywhere — is counted without trouble, and the parts add up: every
 * point of the board is a living stone, territory, dame or a seki point. */
static void
test_random_positions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240601);

  for (int round = 0; round < 300; round++)
    {
      int size = g_rand_int_range (rand, 5, 26), n = size * size;
      g_autofree IshiColor *board = g_new (IshiColor, n);
      g_autofree guint8 *dead = g_new0 (guint8, n);
      g_autofree guint8 *copy = NULL;
      g_autofree guint8 *guess = g_new0 (guint8, n);
      int fill = g_rand_int_range (rand, 0, 100), living[3] = { 0 }, all_stones = 0;
      IshiScoreInput input = {
        .size = size, .board = board, .dead = dead,
        .captured_by_black = g_rand_int_range (rand, 0, 20),
        .captured_by_white = g_rand_int_range (rand, 0, 20),
        .moves_black = g_rand_int_range (rand, 0, n),
        .moves_white = g_rand_int_range (rand, 0, n),
        .handicap = g_rand_int_range (rand, 0, 5),
        .komi = g_rand_int_range (rand, -10, 10) + 0.5,
      };

      for (int p = 0; p < n; p++)
        {
          board[p] = g_rand_int_range (rand, 0, 100) < fill
                     ? (IshiColor) g_rand_int_range (rand, 1, 3) : ISHI_EMPTY;
          if (board[p] && g_rand_int_range (rand, 0, 8) == 0)
            dead[p] = 1;
        }
      /* Toggling: the clicked stone changes; twice more is back where it
       * was (its whole group now marked alike). */
      for (int k = 0; k < 3; k++)
        {
          int x = g_rand_int_range (rand, 0, size), y = g_rand_int_range (rand, 0, size);
          int p = y * size + x;
          guint8 before = dead[p];

          ishi_score_toggle_dead (size, board, dead, x, y);
          g_assert_cmpint (!dead[p], ==, board[p] == ISHI_EMPTY ? !before : !!before);
          copy = g_memdup2 (dead, n);
          ishi_score_toggle_dead (size, board, dead, x, y);
          ishi_score_toggle_dead (size, board, dead, x, y);
          g_assert_true (memcmp (copy, dead, n) == 0);
          g_clear_pointer (&copy, g_free);
        }
      for (int p = 0; p < n; p++)
        {
          if (board[p] && !dead[p])
            living[board[p]]++;
          if (board[p])
            all_stones++;
        }

      for (IshiScoreMethod m = 0; m < ISHI_SCORE_N_METHODS; m++)
        {
          g_autoptr(IshiScore) s = ishi_score_compute (m, &input);
          const IshiScoreSide *b = &s->black, *w = &s->white;

          g_assert_nonnull (s->result);
          g_assert_cmpfloat (s->margin, ==, b->total - w->total);
          switch (m)
            {
            case ISHI_SCORE_JAPANESE:
              g_assert_cmpint (living[1] + living[2] + b->territory + w->territory
                               + s->dame + s->seki_points, ==, n);
              break;
            case ISHI_SCORE_CHINESE:
              g_assert_cmpfloat (b->total - b->komi + w->total - w->komi - w->handicap + s->dame,
                                 ==, n);
              break;
            case ISHI_SCORE_PURE:
              g_assert_cmpint (b->stones + w->stones, ==, all_stones);
              break;
            default:
              g_assert_cmpfloat (b->points + w->points, ==, n);
              g_assert_cmpint (b->stones, ==, w->stones);
              break;
            }
        }

      if (round % 10 == 0)
        {
          IshiDeadStonesOptions options = { .playouts = 16 };

          ishi_dead_stones_guess (size, board, ISHI_EMPTY, &options, guess, NULL);
          for (int p = 0; p < n; p++)
            if (guess[p])
              g_assert_cmpint (board[p], !=, ISHI_EMPTY);
        }
    }
}

/* --- the shared testdata ------------------------------------------------- */

/* fuego/scoring_static.tst: "loadsgf FILE N" (the position before move N)
 * followed by static_score tromp_taylor_score (area) and japanese_score
 * (territory), with the expected results.  A trailing '*' in the file marks
 * a case Fuego itself fails; the expected value is still the right one. */
static void
test_fuego_static (void)
{
  g_autofree char *tst = ishi_test_data_path ("go-rules/fuego/scoring_static.tst");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autofree char *method = NULL;
  guint checked = 0;

  if (tst == NULL)
    return;
  g_assert_true (g_file_get_contents (tst, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "loadsgf "))
        {
          g_auto(GStrv) parts = g_strsplit (line + 8, " ", -1);
          g_autofree char *base = g_path_get_basename (parts[0]);
          g_autofree char *rel = g_build_filename ("go-rules", "fuego", base, NULL);
          g_autofree char *path = ishi_test_data_path (rel);
          guint64 n;

          g_assert_nonnull (path);
          g_assert_true (g_ascii_string_to_unsigned (parts[1], 10, 1, 1000, &n, NULL));
          g_clear_object (&game);
          game = ishi_test_game_from_file (path);
          g_assert_true (ishi_game_go_to_move (game, (guint) n - 1, NULL));
          g_assert_cmpuint (ishi_game_get_move_number (game), ==, n - 1);
        }
      else if (strstr (line, "static_score "))
        {
          g_free (method);
          method = g_strdup (strstr (line, "static_score ") + 13);
          g_strstrip (method);
        }
      else if (g_str_has_prefix (line, "#? ["))
        {
          g_autoptr(GString) expected = g_string_new (NULL);
          g_autoptr(IshiScore) s = NULL;
          IshiScoreInput input;
          IshiScoreMethod m;

          for (const char *c = line + 4; *c && *c != ']'; c++)
            if (*c != '\\')
              g_string_append_c (expected, *c);
          g_assert_nonnull (game);
          g_assert_nonnull (method);
          if (g_str_equal (method, "tromp_taylor_score"))
            m = ISHI_SCORE_CHINESE;
          else if (g_str_equal (method, "japanese_score"))
            m = ISHI_SCORE_JAPANESE;
          else
            g_assert_not_reached ();
          g_assert_true (ishi_score_input_init_from_game (&input, game));
          g_assert_false (isnan (input.komi));
          s = ishi_score_compute (m, &input);
          if (g_strcmp0 (s->result, expected->str) != 0)
            g_error ("%s line %u (%s after %u moves): %s, expected %s", tst, i + 1, method,
                     ishi_game_get_move_number (game), s->result, expected->str);
          ishi_score_input_clear (&input);
          checked++;
        }
    }
  g_assert_cmpuint (checked, ==, 30);
}

/* A very small JSON reader, enough for sgfmill/expected.json. */
typedef struct _Json Json;
struct _Json {
  char kind;            /* 'o' object, 'a' array, 's' string, 'n' number, 'l' literal */
  char *text;           /* string or number text */
  GPtrArray *items;     /* array: values; object: key, value, key, value… */
};

static void
json_free (Json *j)
{
  if (j == NULL)
    return;
  g_free (j->text);
  if (j->items)
    g_ptr_array_unref (j->items);
  g_free (j);
}

static void
json_skip (const char **c)
{
  while (g_ascii_isspace (**c))
    (*c)++;
}

static Json *
json_parse (const char **c)
{
  Json *j = g_new0 (Json, 1);

  json_skip (c);
  if (**c == '{' || **c == '[')
    {
      char close = **c == '{' ? '}' : ']';

      j->kind = **c == '{' ? 'o' : 'a';
      j->items = g_ptr_array_new_with_free_func ((GDestroyNotify) json_free);
      (*c)++;
      json_skip (c);
      while (**c != close)
        {
          g_ptr_array_add (j->items, json_parse (c));
          json_skip (c);
          if (j->kind == 'o')
            {
              g_assert_cmpint (**c, ==, ':');
              (*c)++;
              g_ptr_array_add (j->items, json_parse (c));
              json_skip (c);
            }
          if (**c == ',')
            (*c)++;
          json_skip (c);
          g_assert_cmpint (**c, !=, '\0');
        }
      (*c)++;
    }
  else if (**c == '"')
    {
      const char *start = ++(*c);

      while (**c != '"')
        {
          g_assert_cmpint (**c, !=, '\\');   /* none in this file */
          g_assert_cmpint (**c, !=, '\0');
          (*c)++;
        }
      j->kind = 's';
      j->text = g_strndup (start, *c - start);
      (*c)++;
    }
  else
    {
      const char *start = *c;

      while (**c && strchr (",]} \n\t\r", **c) == NULL)
        (*c)++;
      j->text = g_strndup (start, *c - start);
      j->kind = g_ascii_isdigit (j->text[0]) || j->text[0] == '-' ? 'n' : 'l';
    }
  return j;
}

static Json *
json_member (Json *object, const char *key)
{
  for (guint i = 0; i + 1 < object->items->len; i += 2)
    {
      Json *k = g_ptr_array_index (object->items, i);

      if (g_str_equal (k->text, key))
        return g_ptr_array_index (object->items, i + 1);
    }
  return NULL;
}

/* "B2" on 9x9: column B, row 2 from the bottom (GTP, no I). */
static void
gtp_point (const char *text, int size, int *x, int *y)
{
  const char *letters = "ABCDEFGHJKLMNOPQRST";
  const char *col = strchr (letters, g_ascii_toupper (text[0]));

  g_assert_nonnull (col);
  *x = (int) (col - letters);
  *y = size - atoi (text + 1);
  g_assert_true (*x >= 0 && *x < size && *y >= 0 && *y < size);
}

static void
test_sgfmill_area (void)
{
  g_autofree char *path = ishi_test_data_path ("go-rules/sgfmill/expected.json");
  g_autofree char *text = NULL;
  const char *c;
  Json *all;
  guint checked = 0;

  if (path == NULL)
    return;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  c = text;
  all = json_parse (&c);
  g_assert_cmpint (all->kind, ==, 'a');
  for (guint i = 0; i < all->items->len; i++)
    {
      Json *entry = g_ptr_array_index (all->items, i);
      Json *score = json_member (entry, "area_score_b_minus_w_no_komi");
      Json *kind = json_member (entry, "kind");
      Json *lists[2];
      IshiColor board[81] = { 0 };
      IshiScoreInput input = { .size = 9, .board = board, .komi = 0 };
      g_autoptr(IshiScore) s = NULL;

      if (score == NULL)
        continue;
      /* The final position: the stones the test expects after the moves,
       * or the stones it sets up. */
      if (g_str_equal (kind->text, "play"))
        {
          lists[0] = json_member (entry, "expected_black");
          lists[1] = json_member (entry, "expected_white");
        }
      else
        {
          lists[0] = json_member (entry, "black");
          lists[1] = json_member (entry, "white");
        }
      for (int side = 0; side < 2; side++)
        for (guint k = 0; k < lists[side]->items->len; k++)
          {
            Json *point = g_ptr_array_index (lists[side]->items, k);
            int x, y;

            gtp_point (point->text, 9, &x, &y);
            board[y * 9 + x] = side == 0 ? ISHI_BLACK : ISHI_WHITE;
          }
      s = ishi_score_compute (ISHI_SCORE_CHINESE, &input);
      g_assert_cmpfloat (s->margin, ==, g_ascii_strtod (score->text, NULL));
      checked++;
    }
  g_assert_cmpuint (checked, ==, 21);
  json_free (all);
}

/* fuego/scoring_final.tst: final_score of two positions, Chinese rules,
 * the dead stones found by the program.  Here they come from the
 * suggestion. */
static void
test_fuego_final (void)
{
  const struct { const char *file; const char *result; } cases[] = {
    { "go-rules/fuego/scoring/FX178-27.sgf", "B+35.5" },
    { "go-rules/fuego/scoring/FX175-29-variation.sgf", "B+31.5" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = ishi_test_data_path (cases[i].file);
      g_autoptr(IshiGame) game = NULL;
      g_autofree guint8 *dead = NULL;
      g_autoptr(IshiScore) s = NULL;
      IshiScoreInput input;

      if (path == NULL)
        return;
      game = ishi_test_game_from_file (path);
      go_to_end (game);
      g_assert_true (ishi_score_input_init_from_game (&input, game));
      dead = g_new0 (guint8, input.size * input.size);
      ishi_dead_stones_guess (input.size, input.board, ISHI_EMPTY, NULL, dead, NULL);
      input.dead = dead;
      s = ishi_score_compute (ISHI_SCORE_CHINESE, &input);
      if (g_strcmp0 (s->result, cases[i].result) != 0)
        {
          g_autofree char *list = points_text (input.size, dead);

          g_error ("%s: %s, expected %s (dead: %s)", cases[i].file, s->result,
                   cases[i].result, list);
        }
      ishi_score_input_clear (&input);
    }
}

/* --- GNU Go's games ------------------------------------------------------ */

static IshiScore *
score_game (IshiScoreMethod method, const ScoreGame *g, const guint8 *dead)
{
  IshiScoreInput input = {
    .size = g->size,
    .board = g->board,
    .dead = dead,
    .captured_by_black = g->captured_by_black,
    .captured_by_white = g->captured_by_white,
    .moves_black = g->moves_black,
    .moves_white = g->moves_white,
    .handicap = g->handicap,
    .komi = g->komi,
  };

  return ishi_score_compute (method, &input);
}

/* With GNU Go's own dead stones, counting must give GNU Go's final_score:
 * Japanese (its default rules) and Chinese (--chinese-rules, which also
 * gives White a point per handicap stone). */
static void
test_gnugo_scores (void)
{
  g_autofree char *path = games_path ();
  g_autoptr(GPtrArray) games = load_games ();

  if (games == NULL)
    return;
  g_assert_cmpuint (games->len, >=, 30);
  for (guint i = 0; i < games->len; i++)
    {
      const ScoreGame *g = g_ptr_array_index (games, i);
      g_autoptr(IshiScore) ja = score_game (ISHI_SCORE_JAPANESE, g, g->dead);
      g_autoptr(IshiScore) zh = score_game (ISHI_SCORE_CHINESE, g, g->dead_chinese);

      if (ja->margin != score_game_margin (g->japanese))
        g_error ("%s: Japanese %s, GNU Go %s", g->file, ja->result, g->japanese);
      if (zh->margin != score_game_margin (g->chinese))
        g_error ("%s: Chinese %s, GNU Go %s", g->file, zh->result, g->chinese);
      /* Area counting shares out the whole board. */
      g_assert_cmpfloat (zh->black.total - zh->black.komi + zh->white.total - zh->white.komi
                         - zh->white.handicap + zh->dame, ==, g->size * g->size);
    }
}

/* The seed: the equal-stones art version gives the result of territory
 * counting, the law version that of area counting — on the same games.
 * Handicap stones are stones Black put on the board without a move; both
 * versions count them like area counting without compensation, so they
 * differ from GNU Go's Chinese count (which compensates) by the handicap. */
static void
test_gnugo_equal_stones (void)
{
  g_autofree char *path = games_path ();
  g_autoptr(GPtrArray) games = load_games ();

  if (games == NULL)
    return;
  for (guint i = 0; i < games->len; i++)
    {
      const ScoreGame *g = g_ptr_array_index (games, i);
      g_autoptr(IshiScore) art = score_game (ISHI_SCORE_EQUAL_ART, g, g->dead);
      g_autoptr(IshiScore) law = score_game (ISHI_SCORE_EQUAL_LAW, g, g->dead_chinese);
      int n = g->size * g->size;

      if (art->margin != score_game_margin (g->japanese) + g->handicap)
        g_error ("%s: art %s, GNU Go (Japanese) %s, handicap %d", g->file, art->result,
                 g->japanese, g->handicap);
      if (law->margin != score_game_margin (g->chinese) + g->handicap)
        g_error ("%s: law %s, GNU Go (Chinese) %s, handicap %d", g->file, law->result,
                 g->chinese, g->handicap);
      g_assert_cmpfloat (art->black.points + art->white.points, ==, n);
      g_assert_cmpfloat (law->black.points + law->white.points, ==, n);
      g_assert_cmpint (art->black.stones, ==, art->white.stones);
      g_assert_cmpint (law->black.stones, ==, law->white.stones);
    }
}

/* The SGF files replayed through the game record give the boards, the
 * prisoners and the move counts GNU Go reported. */
static void
test_gnugo_records (void)
{
  g_autofree char *path = games_path ();
  g_autoptr(GPtrArray) games = load_games ();
  g_autofree char *dir = g_path_get_dirname (path);

  if (games == NULL)
    return;
  for (guint i = 0; i < games->len; i++)
    {
      const ScoreGame *g = g_ptr_array_index (games, i);
      g_autofree char *file = g_build_filename (dir, g->file, NULL);
      g_autoptr(IshiGame) game = ishi_test_game_from_file (file);
      IshiScoreInput input;

      go_to_end (game);
      g_assert_true (ishi_score_input_init_from_game (&input, game));
      g_assert_cmpint (input.size, ==, g->size);
      g_assert_true (memcmp (input.board, g->board, sizeof (IshiColor) * g->size * g->size) == 0);
      g_assert_cmpint (input.captured_by_black, ==, g->captured_by_black);
      g_assert_cmpint (input.captured_by_white, ==, g->captured_by_white);
      g_assert_cmpint (input.moves_black, ==, g->moves_black);
      g_assert_cmpint (input.moves_white, ==, g->moves_white);
      g_assert_cmpint (input.handicap, ==, g->handicap);
      g_assert_cmpfloat (input.komi, ==, g->komi);
      ishi_score_input_clear (&input);
    }
}

/* The suggestion against GNU Go's final_status_list dead: the share of
 * games where both name exactly the same stones must reach 95%.  All 40
 * games here agree.  On 100 further games made the same way (other seeds,
 * not kept in the tree) 94 agreed — 94 to 96 with other playout seeds —
 * and every miss was a group GNU Go calls dead that the playouts mostly
 * keep alive; so the margin above 95% is thinner than this set suggests.
 * bench-score prints the differences. */
static void
test_gnugo_dead_stones (void)
{
  g_autofree char *path = games_path ();
  g_autoptr(GPtrArray) games = load_games ();
  guint same = 0;

  if (games == NULL)
    return;
  for (guint i = 0; i < games->len; i++)
    {
      const ScoreGame *g = g_ptr_array_index (games, i);
      int n = g->size * g->size;
      g_autofree guint8 *dead = g_new0 (guint8, n);
      g_autofree guint8 *again = g_new0 (guint8, n);
      gboolean equal = TRUE;

      ishi_dead_stones_guess (g->size, g->board, ISHI_EMPTY, NULL, dead, NULL);
      /* Repeatable: the same position gives the same answer. */
      ishi_dead_stones_guess (g->size, g->board, ISHI_EMPTY, NULL, again, NULL);
      g_assert_true (memcmp (dead, again, n) == 0);
      for (int p = 0; p < n; p++)
        {
          if (dead[p])
            g_assert_cmpint (g->board[p], !=, ISHI_EMPTY);
          if (!dead[p] != !g->dead[p])
            equal = FALSE;
        }
      if (equal)
        same++;
      else
        {
          g_autofree char *ours = points_text (g->size, dead);
          g_autofree char *theirs = points_text (g->size, g->dead);

          g_test_message ("%s: suggested %s, GNU Go %s", g->file, ours, theirs);
        }
    }
  g_test_message ("same dead stones as GNU Go in %u of %u games", same, games->len);
  g_assert_cmpuint (same * 100, >=, 95 * games->len);
}

/* A loose group without eyes inside the opponent's area, which uniform
 * random playouts keep alive more often than not (the opponent seldom
 * captures at random).  From a GNU Go 3.8 self-play game made the way
 * make-gnugo-games.py makes them (13×13, komi 6, --level 1 --seed 82326);
 * the lower-case stones are GNU Go's `final_status_list dead`: the white
 * group in the lower middle, whose one-point eyes are false or can be
 * taken. */
static void
test_gnugo_eyeless_group (void)
{
  const char *const rows[] = {
    ". . . . . . . . . . . . .",
    ". . . . . . . . . . . . .",
    ". . . . . . . O O O O O .",
    ". . O . O O O X O X X O O",
    ". . O O X O O X X . X X O",
    "O O O X X O X X X . . . X",
    "X X X X X O X o o X . X .",
    ". . X o o X X o . X . . .",
    ". X X X o . o . o o X . .",
    ". . X o . o . o . o X . .",
    ". . X o o . X o o X . . .",
    ". X . X o . X X X X . . .",
    ". . X . . . . . . . . . .",
    NULL
  };
  g_autoptr(Diagram) d = diagram_new (rows);
  g_autofree guint8 *dead = g_new0 (guint8, 13 * 13);

  ishi_dead_stones_guess (13, d->board, ISHI_EMPTY, NULL, dead, NULL);
  for (int p = 0; p < 13 * 13; p++)
    g_assert_cmpint (dead[p], ==, d->dead[p]);
}

/* --- ishi-tool score ------------------------------------------------------ */

typedef struct {
  int status;
  char *out;
  char *err;
  char *last_line;
} ToolRun;

static void
tool_run_clear (ToolRun *run)
{
  g_free (run->out);
  g_free (run->err);
  g_free (run->last_line);
}

static gboolean
run_tool (ToolRun *run, const char *first, ...)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  int wait_status;
  va_list ap;

  memset (run, 0, sizeof *run);
  if (tool == NULL || !g_file_test (tool, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("ISHI_TOOL is not set: run through meson test");
      return FALSE;
    }
  g_ptr_array_add (args, (char *) tool);
  g_ptr_array_add (args, (char *) "score");
  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  lines = g_strsplit (g_strchomp (run->out), "\n", -1);
  run->last_line = g_strdup (lines[0] ? lines[g_strv_length (lines) - 1] : "");
  return TRUE;
}

static char *
write_temp_sgf (const char *text)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("test-score-XXXXXX.sgf", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_tool (void)
{
  g_autofree char *path = games_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GPtrArray) games = load_games ();
  const ScoreGame *g = NULL;
  g_autofree char *sgf = NULL;
  g_autofree char *dead = NULL;
  g_autofree char *dead_chinese = NULL;
  ToolRun run;

  if (games == NULL)
    return;
  /* A 19×19 game with dead stones: with GNU Go's dead stones named on the
   * command line the last line is GNU Go's result, both ways. */
  for (guint i = 0; i < games->len && g == NULL; i++)
    {
      const ScoreGame *c = g_ptr_array_index (games, i);

      if (c->size == 19 && c->handicap == 0 && strcmp (c->japanese, c->chinese) != 0)
        g = c;
    }
  g_assert_nonnull (g);
  sgf = g_build_filename (dir, g->file, NULL);
  dead = points_text (g->size, g->dead);
  dead_chinese = points_text (g->size, g->dead_chinese);
  if (!run_tool (&run, sgf, "--dead", dead, NULL))
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (strstr (run.out, "method: japanese\n") != NULL);   /* RU[Japanese] */
  g_assert_cmpfloat (score_game_margin (run.last_line), ==, score_game_margin (g->japanese));
  tool_run_clear (&run);
  run_tool (&run, sgf, "--rules", "chinese", "--dead", dead_chinese, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpfloat (score_game_margin (run.last_line), ==, score_game_margin (g->chinese));
  tool_run_clear (&run);
  /* --komi overrides KM. */
  run_tool (&run, sgf, "--dead", dead, "--komi", "0", NULL);
  g_assert_cmpfloat (score_game_margin (run.last_line), ==, score_game_margin (g->japanese) + g->komi);
  tool_run_clear (&run);

  /* --dead marks: the white stone on Black's TB point is dead; the
   * position is that of test_territory_and_area, without prisoners:
   * Black 5 + 1, White 10 → W+4. */
  {
    g_autofree char *marks = write_temp_sgf (
      "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]"
      "AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][ad]"
      ";B[];W[]TB[aa:ae]TW[da:ee])");

    run_tool (&run, marks, "--dead", "marks", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (strstr (run.out, "dead: ad\n") != NULL);
    g_assert_cmpstr (run.last_line, ==, "W+4");
    tool_run_clear (&run);
    run_tool (&run, marks, "--dead", "none", NULL);
    g_assert_cmpstr (run.last_line, ==, "W+10");   /* a5 is dame: 0 : 10 */
    tool_run_clear (&run);
    run_tool (&run, marks, "--dead", "ad", NULL);
    g_assert_cmpstr (run.last_line, ==, "W+4");
    tool_run_clear (&run);
    run_tool (&run, marks, "--rules", "pure", NULL);
    g_assert_true (strstr (run.out, "method: pure\n") != NULL);
    g_assert_cmpstr (run.last_line, ==, "W+1");    /* 5 stones against 6 */
    tool_run_clear (&run);
    run_tool (&run, marks, "--dead", "ac", NULL);  /* no stone there */
    g_assert_cmpint (run.status, ==, 2);
    tool_run_clear (&run);
    run_tool (&run, marks, "--rules", "klingon", NULL);
    g_assert_cmpint (run.status, ==, 2);
    tool_run_clear (&run);
    g_unlink (marks);
  }

  /* RU picks the method and its komi when KM is missing. */
  {
    g_autofree char *pure = write_temp_sgf ("(;GM[1]FF[4]SZ[5]RU[純碁]AB[aa][bb]AW[cc];W[];B[])");
    g_autofree char *chinese = write_temp_sgf ("(;GM[1]FF[4]SZ[5]RU[Chinese]AB[aa];W[];B[])");

    run_tool (&run, pure, NULL);
    g_assert_true (strstr (run.out, "method: pure\nkomi: 0\n") != NULL);
    g_assert_cmpstr (run.last_line, ==, "B+1");
    tool_run_clear (&run);
    run_tool (&run, chinese, "--dead", "none", NULL);
    g_assert_true (strstr (run.out, "method: chinese\nkomi: 7.5\n") != NULL);
    g_assert_cmpstr (run.last_line, ==, "B+17.5");   /* 25 − 7.5 */
    tool_run_clear (&run);
    g_unlink (pure);
    g_unlink (chinese);
  }

  /* Errors name the file, the line and the column, and exit with 1. */
  {
    g_autofree char *bad = write_temp_sgf ("(;GM[1]FF[4]SZ[5]\n;B[cc]\n;W[cc])");
    g_autofree char *prefix = g_strdup_printf ("%s:3:1: error: ", bad);
    g_autofree char *bad_km = write_temp_sgf ("(;GM[1]FF[4]SZ[5]KM[lots];B[cc])");
    g_autofree char *prefix_km = g_strdup_printf ("%s:1:2: error: ", bad_km);

    run_tool (&run, bad, NULL);
    g_assert_cmpint (run.status, ==, 1);
    if (!g_str_has_prefix (run.err, prefix))
      g_error ("expected %s…, got %s", prefix, run.err);
    tool_run_clear (&run);
    run_tool (&run, bad_km, NULL);
    g_assert_cmpint (run.status, ==, 1);
    if (!g_str_has_prefix (run.err, prefix_km))
      g_error ("expected %s…, got %s", prefix_km, run.err);
    tool_run_clear (&run);
    g_unlink (bad);
    g_unlink (bad_km);
  }
}

/* Margins as players say them (issue 23 item 2): the digits in English,
 * 2目半 / 半目 / 3目 in Japanese, with the build's catalogue. */
static void
test_margin_words (void)
{
  const char *dir = g_getenv ("ISHI_LOCALEDIR");
  static const struct { double margin; const char *en, *ja; } cases[] = {
    { 2.5, "2.5", "2目半" }, { -0.5, "0.5", "半目" }, { 3, "3", "3目" }, { 12.5, "12.5", "12目半" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *en = ishi_score_format_margin (cases[i].margin);
      g_assert_cmpstr (en, ==, cases[i].en);
    }
  if (dir == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *ja = ishi_score_format_margin (cases[i].margin);
      g_assert_cmpstr (ja, ==, cases[i].ja);
    }
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/result-format", test_result_format);
  g_test_add_func ("/score/methods", test_methods);
  g_test_add_func ("/score/equal-stones/lanke-figure-3", test_lanke_figure_3);
  g_test_add_func ("/score/territory-and-area", test_territory_and_area);
  g_test_add_func ("/score/dame", test_dame);
  g_test_add_func ("/score/japanese/last-liberty", test_japanese_last_liberty);
  g_test_add_func ("/score/pure", test_pure);
  g_test_add_func ("/score/seki/eyes", test_seki_eyes);
  g_test_add_func ("/score/seki/shared-liberties", test_seki_shared_liberties);
  g_test_add_func ("/score/seki/littlego", test_seki_littlego);
  g_test_add_func ("/score/seki/by-hand", test_seki_by_hand);
  g_test_add_func ("/score/toggle-dead", test_toggle_dead);
  g_test_add_func ("/score/toggle-dead-group-only", test_toggle_dead_group_only);
  g_test_add_func ("/score/recorded-result", test_recorded_result);
  g_test_add_func ("/score/random-positions", test_random_positions);
  g_test_add_func ("/score/fuego/static", test_fuego_static);
  g_test_add_func ("/score/fuego/final", test_fuego_final);
  g_test_add_func ("/score/sgfmill/area", test_sgfmill_area);
  g_test_add_func ("/score/gnugo/scores", test_gnugo_scores);
  g_test_add_func ("/score/gnugo/equal-stones", test_gnugo_equal_stones);
  g_test_add_func ("/score/gnugo/records", test_gnugo_records);
  g_test_add_func ("/score/gnugo/dead-stones", test_gnugo_dead_stones);
  g_test_add_func ("/score/gnugo/eyeless-group", test_gnugo_eyeless_group);
  g_test_add_func ("/score/tool", test_tool);

  g_test_add_func ("/score/margin-words", test_margin_words);
  return g_test_run ();
}
