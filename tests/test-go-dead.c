/* test-go-dead.c — the count that reads (issue 35, item 2): the dead
 * stones of a finished position as Ishi's engine reads them
 * (ishi-go-dead.h), checked by the scoring core's rules for life and seki,
 * and the territory map (ishi-territory-map.h) made from the engine's
 * ownership and from other engines' answers.
 *
 * Every expected answer comes from GNU Go 3.8 (`loadsgf`, then
 * `final_status_list dead` and `final_status_list seki`, which GNU Go
 * answers by its aftermath, as `gnugo --score aftermath` plays it out) on
 * the same diagram, and is worked out by hand in the comments.  The engine
 * reads with its fixed default playouts and a seed from the position, so
 * each answer is the same on every run and machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-analyst.h"
#include "ishi-deadstones.h"
#include "ishi-go-dead.h"
#include "ishi-score.h"
#include "ishi-territory-map.h"
#include "ishi-test-util.h"
#include "score-games.h"

/* A position from rows of text, top row first: X black, O white, x and o
 * stones that GNU Go calls dead, '.' empty; spaces are ignored. */
typedef struct {
  int size;
  IshiColor board[25 * 25];
  guint8 dead[25 * 25];
} Diagram;

static void
diagram_read (Diagram *d, const char *const *rows)
{
  memset (d, 0, sizeof *d);
  for (int y = 0; rows[y]; y++)
    {
      int x = 0;

      for (const char *c = rows[y]; *c; c++)
        {
          if (*c == ' ')
            continue;
          d->board[y * 25 + x] = *c == 'X' || *c == 'x' ? ISHI_BLACK
                                 : *c == 'O' || *c == 'o' ? ISHI_WHITE : ISHI_EMPTY;
          d->dead[y * 25 + x] = *c == 'x' || *c == 'o';
          x++;
        }
      d->size = x;
    }
  /* packed: row by row at the diagram's own size */
  for (int y = 0; y < d->size; y++)
    for (int x = 0; x < d->size; x++)
      {
        d->board[y * d->size + x] = d->board[y * 25 + x];
        d->dead[y * d->size + x] = d->dead[y * 25 + x];
      }
}

/* Fails at the first point where `dead` differs from GNU Go's answer. */
static void
assert_as_gnugo (const Diagram *d, const guint8 *dead, const char *who)
{
  for (int p = 0; p < d->size * d->size; p++)
    if (dead[p] != d->dead[p])
      g_error ("%c%c: %s says %s, GNU Go %s", 'a' + p % d->size, 'a' + p / d->size, who,
               dead[p] ? "dead" : "alive", d->dead[p] ? "dead" : "alive");
}

static void
assert_read (const char *const *rows, IshiColor to_move)
{
  Diagram d;
  guint8 dead[25 * 25], again[25 * 25];

  diagram_read (&d, rows);
  ishi_go_dead_stones (d.size, d.board, to_move, NULL, dead, NULL);
  assert_as_gnugo (&d, dead, "Ishi");
  /* The same answer every time. */
  ishi_go_dead_stones (d.size, d.board, to_move, NULL, again, NULL);
  g_assert_true (memcmp (dead, again, d.size * d.size) == 0);
}

/* The same suggestion from the scoring core alone (no engine). */
static void
assert_local (const char *const *rows, IshiColor to_move)
{
  Diagram d;
  guint8 dead[25 * 25];

  diagram_read (&d, rows);
  ishi_dead_stones_guess (d.size, d.board, to_move, NULL, dead, NULL);
  assert_as_gnugo (&d, dead, "the scoring core");
}

/* A capturing race (攻め合い) that Black wins by capturing first: the
 * black pair C5 D5, inside White's side, has three liberties (B5, C6,
 * C4); the white pair E5 F5, inside Black's, two (F6, G5); neither has an
 * eye and they share none.  Whoever starts, Black fills White's two
 * liberties before White fills Black's three: E5 F5 are captured, and the
 * black pair, joined to Black's side through E5, lives.  GNU Go: dead E5
 * F5.  (The scoring core alone, on uniform random playouts that fill their
 * own last liberties as readily as the opponent's, calls both pairs dead.) */
static void
test_semeai (void)
{
  const char *const rows[] = {
    ". O . O X . X . .",
    "O O O O X X X X X",
    "O . O O X X . X .",
    "O O . O X . X X X",
    "O . X X o o . X .",
    "O O . O X X X X X",
    "O . O O X . X . X",
    "O O O O X X X X X",
    ". O . O X . X . .",
    NULL
  };

  assert_read (rows, ISHI_BLACK);
  assert_read (rows, ISHI_WHITE);
}

/* Seki (セキ): the black group C9 E9, C8–E8, D7–D4 (its eye D9) and the
 * white group F9 H9, F8–H8, F7–F4, E4 (its eye G9) share the liberties
 * E7, E6, E5 down the middle; whoever fills the second of them puts its
 * own group in atari, so neither fills it and both live, the shared
 * points and the eyes nobody's.  GNU Go: no dead stone, both groups in seki
 * (its count W+1 with its Japanese rules, 0 with Chinese, komi 0, is the
 * one test-score's test_seki_shared_liberties checks).  The scoring core
 * alone calls one of the two groups dead. */
static void
test_seki (void)
{
  const char *const rows[] = {
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

  assert_read (rows, ISHI_BLACK);
  assert_read (rows, ISHI_WHITE);
}

/* A seki of one eyeless group against two strings around one eye: the
 * final position of a 9×9 game of Ishi's engine against GNU Go level 10
 * (tests/bench/games/2026-11-25-go9-gnugo10/game-009.sgf).  Black's 15
 * stones along the top (A9–J9, A8–C8, A7, B7, A6) have two liberties, A5
 * and H8.  White's D8–H7 string has D7 and H8; White's C7–B4 string has
 * D7 and A5.  D7 is surrounded by White, but it is no eye of one living
 * group: White at A5 or H8 leaves the string that played with D7 alone,
 * and Black takes it there; Black at A5 or H8 puts its own 15 stones in
 * atari.  Neither side can approach: seki.  GNU Go: no dead stone,
 * `final_status A9` seki.  (Both of Ishi's suggestions called the 15
 * stones dead while an opponent string beside a shared liberty with an
 * "eye" was taken to win the race, whether or not it could approach.) */
static void
test_seki_shared_eye (void)
{
  const char *const rows[] = {
    "X X X X X X X X X",
    "X X X O O O O . O",
    "X X O . O X O O O",
    "X O O O X X X O X",
    ". O X X X X . X X",
    "O O X X X X X . X",
    "X X X X . X X X X",
    "X X X X X X . X X",
    "X X X X X . X X .",
    NULL
  };

  assert_read (rows, ISHI_BLACK);
  assert_read (rows, ISHI_WHITE);
  assert_local (rows, ISHI_BLACK);
  assert_local (rows, ISHI_WHITE);
}

/* A dead group with an eye: the black ring B7 C7 D7 B6 D6 B5 C5 D5 in
 * White's area has the eye C6 and one more liberty, A6; White fills A6,
 * then takes the eight stones at C6.  One eye is no life.  GNU Go: all
 * eight dead. */
static void
test_one_eye (void)
{
  const char *const rows[] = {
    ". O . O X . X . .",
    "O O O O X X X X X",
    "O x x x O X . X .",
    ". x . x O X X X X",
    "O x x x O X . X .",
    "O O O O O X X X X",
    "O . O O X . X . X",
    "O O O O X X X X X",
    ". O . O X . X . .",
    NULL
  };

  assert_read (rows, ISHI_BLACK);
}

/* A group alive by a ko it won: the black corner A9–E9, A8–E8, D7 has
 * the eye A9 and, at C9, an eye that was false while a white stone stood
 * on its diagonal point D8; Black took that stone in a ko (from D7, where
 * White could take back at once) and, White having no threat left,
 * connected at D8.  Both eyes are real now: the group lives, and so do
 * White's stones around it.  GNU Go: no dead stone.  (The count must not
 * take the filled ko point for a cut.) */
static void
test_ko_won (void)
{
  const char *const rows[] = {
    ". X . X X O . . .",
    "X X X X X O . . .",
    "O O O X O O . . .",
    ". O O O O . . . .",
    "O O . . O . . . .",
    "X X O O O . . . .",
    ". X X X O O O O O",
    "X . X . X X X X X",
    ". X . X . X . X .",
    NULL
  };

  assert_read (rows, ISHI_BLACK);
  assert_read (rows, ISHI_WHITE);
}

/* A group that lives only if its owner moves first is dead.  The black
 * group of the lower left (A3–D3, B4, B5, D1–F1, E2) has all its liberties
 * in the closed space A2–D2, A1–C1, where White at C1 or C2 leaves it one
 * eye; Black at either makes two.  The game (GNU Go level 1 against
 * itself, make-gnugo-games.py's validation game v09-15) ended with both
 * passing and White to move.  GNU Go: owl_attack and owl_defend both
 * succeed (critical), final_status_list dead names the ten stones.  Neither
 * kind of playouts finds C1 (the engine keeps the group for Black in 85 %
 * of its playouts with White first); the eye space read to the end does.
 * The answer is the same whoever is to move: the opponent is given the
 * first move there. */
static void
test_owner_first (void)
{
  const char *const rows[] = {
    "O O X . . . . . .",
    "O X . . . . . . .",
    "O X X X X . X . .",
    "O O O O X X . X .",
    "O x O . O O X . X",
    "O x O O O X X X O",
    "x x x x O O X O O",
    ". . . . x O O . .",
    ". . . x x x O O .",
    NULL
  };

  assert_read (rows, ISHI_WHITE);
  assert_read (rows, ISHI_BLACK);
  assert_local (rows, ISHI_WHITE);
}

/* The same on 13×13 (validation game v13-30, Black to move): White's
 * corner group (J1, K1, K2, L2, M2, L3 and M4, N4, N5) has the eye space
 * L1, M1, N1, N2, N3, M3 around M2; N2 is the vital point for both
 * (GNU Go: dragon_status critical, N2 N2).  Black first at N2 kills it;
 * GNU Go: all nine dead. */
static void
test_owner_first_13 (void)
{
  const char *const rows[] = {
    ". . . . . . O X X X O O .",
    ". . . O O O O O X X O . O",
    "O . O O X X O O O X X O .",
    "X O O X . X X X X X O O .",
    "X X X . X X O O O X O O O",
    ". . . X O O O . O O O X X",
    ". . . . X X O O O X X . X",
    ". . . . . . X X O O X X X",
    ". . X . . . . X X X X X o",
    ". . . X . . . . . . X o o",
    ". . . . . X . . X X o . .",
    ". . . . . . . X X o o o .",
    ". . . . . . . X o o . . .",
    NULL
  };

  assert_read (rows, ISHI_BLACK);
  assert_local (rows, ISHI_BLACK);
}

/* A kill that decides a second fight: the final position of Fuego's CGOS
 * game FX178-27 (Fuego's scoring tests; the test expects the 26 white
 * stones of the upper right dead).  The 18 white stones around P19 have
 * all their liberties in the space O19, P19 (a black stone), P18, Q19:
 * Black O19, then P18 as a sacrifice, leaves White three points with one
 * vital point.  Once they are off the board, the eight white stones Q15,
 * P14–T14, T15, T16 have lost their race to the black stones S18, R17, …
 * S15, with which they shared their only two liberties.  GNU Go: the 26,
 * and eight black stones elsewhere (34 in all), no seki. */
static void
test_after_a_kill (void)
{
  const char *const rows[] = {
    ". O O O . O X X X X X o o . X . o o o",
    "x . O O x O O O X . X X o o . o o X o",
    "O O O O O O O O X . . X X o o o X X X",
    "O O O O . . O X . X X . X o X X X . o",
    "O O O . O O O X X . X X o o X o . X o",
    "x O . x O O X X X . X o o X o o o o o",
    "x . O O O O O O X . X X X X X X X X X",
    ". O O X O . . O X X . . . X . . . . .",
    "O O O X O O . O O X . X . . X . X . X",
    ". O X X X O O O O O X . X X . X . . .",
    "x O O X X O O O O O X . X . X . X X X",
    ". O X X X O O O O X X X O X . X X X X",
    "O O O X O O O . O O O O O X . X X O X",
    "O O O X O . . O . . . . O O X X O O O",
    "X O O X O O O O O O O O O X X X O O O",
    "X X X X O O X X X O X X O O X X O . x",
    "X X X X X O X X X X X . X O X O O O .",
    "X . . . X O O X O O X X X O X O O . O",
    ". X . X X X O O O X X X X X X X O x .",
    NULL
  };

  assert_read (rows, ISHI_BLACK);
}

/* But a space where the owner answers every first move of the opponent
 * lives: White's straight four B2–E2, walled in by White alone, makes two
 * eyes whichever point Black takes (he takes C2, White D2).  The straight
 * three beside it, on the next board, has one vital point (C2), which Black
 * takes first: dead.  GNU Go: no dead stone; all of White's 24 dead. */
static void
test_eye_space_shapes (void)
{
  const char *const four[] = {
    ". X . X . X . X .",
    "X X X X X X X X X",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "X X X X X X X X X",
    "O O O O O O O O O",
    "O . . . . O O O O",
    "O O O O O O O O O",
    NULL
  };
  const char *const three[] = {
    ". X . X . X . X .",
    "X X X X X X X X X",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "X X X X X X X X X",
    "o o o o o o o o o",
    "o . . . o o o o o",
    "o o o o o o o o o",
    NULL
  };

  assert_read (four, ISHI_WHITE);
  assert_local (four, ISHI_BLACK);
  assert_read (three, ISHI_WHITE);
  assert_local (three, ISHI_WHITE);
}

/* ------------------------------------------------------------------------ */
/* The territory map                                                         */
/* ------------------------------------------------------------------------ */

/* KataGo's kata-analyze output (the format of its GTP extensions'
 * documentation): the last complete "ownership" list counts, from the
 * side to move. */
static void
test_map_kata (void)
{
  g_autoptr(IshiTerritoryMap) map = ishi_territory_map_new (5);
  GString *text = g_string_new ("info move C3 visits 10 winrate 0.5 ownership");

  /* a first report, then the last one, cut short at the end */
  for (int i = 0; i < 25; i++)
    g_string_append (text, " 0.1");
  g_string_append (text, " info move C3 visits 20 winrate 0.5 ownership");
  for (int i = 0; i < 25; i++)
    g_string_append_printf (text, " %.2f", i < 5 ? 0.9 : i >= 20 ? -0.8 : 0.0);
  g_string_append (text, " info move D3 visits 2 ownership 0.5 0.5");
  g_assert_true (ishi_territory_map_parse_kata (map, text->str, ISHI_WHITE));
  /* White to move: positive is White's. */
  g_assert_cmpfloat_with_epsilon (map->owner[0], -0.9, 1e-9);
  g_assert_cmpfloat_with_epsilon (map->owner[24], 0.8, 1e-9);
  g_assert_cmpint (ishi_territory_map_owner (map, 0, 0, 0.5), ==, ISHI_WHITE);
  g_assert_cmpint (ishi_territory_map_owner (map, 2, 2, 0.5), ==, ISHI_EMPTY);
  g_assert_false (ishi_territory_map_parse_kata (map, "info move C3 visits 1 ownership 0.5", ISHI_BLACK));
  g_string_free (text, TRUE);
}

/* GNU Go 3.8's `initial_influence black territory_value` on the final
 * position of tests/data/score/g09-01.sgf (its answer, copied): negative
 * Black's, positive White's, the dead white stone C7 -2. */
static void
test_map_influence (void)
{
  static const char *const answer =
    " -1.00  -1.00  -1.00  -1.00  -1.00   0.00   0.00   0.00   1.00 \n"
    " -1.00  -1.00  -1.00  -1.00  -1.00   0.00   0.00   0.00   1.00 \n"
    " -1.00  -1.00  -2.00   0.00  -1.00   0.00   0.00   1.00   1.00 \n"
    " -1.00  -1.00   0.00  -1.00   0.00   0.00   1.00   1.00   1.00 \n"
    " -1.00  -1.00  -1.00   0.00   0.00   0.00   1.00   1.00   1.00 \n"
    " -1.00  -1.00  -1.00   0.00   0.00   0.00   1.00   1.00   1.00 \n"
    " -1.00  -1.00  -1.00   0.00   0.00   1.00   1.00   1.00   1.00 \n"
    " -1.00  -1.00  -1.00   0.00   0.00   1.00   0.00   1.00   1.00 \n"
    " -1.00  -1.00  -1.00   0.00   0.00   0.00   1.00   1.00   1.00 \n";
  const char *const rows[] = {
    ". . . . . X X O .",
    ". . . . . X O O .",
    ". . o X . X O . .",
    ". . X . X O . . .",
    ". . . X X O . . .",
    ". . . X O O . . .",
    ". . . X O . . . .",
    ". . . X O . O . .",
    ". . . X X O . . .",
    NULL
  };
  Diagram d;
  g_autoptr(IshiTerritoryMap) map = ishi_territory_map_new (9);

  diagram_read (&d, rows);
  g_assert_true (ishi_territory_map_parse_influence (map, answer, d.board));
  g_assert_cmpfloat (map->owner[0], ==, 1);                 /* A9, Black's */
  g_assert_cmpfloat (map->owner[8], ==, -1);                /* J9, White's */
  g_assert_cmpfloat (map->owner[2 * 9 + 2], ==, 1);         /* C7, dead: Black's */
  g_assert_cmpfloat (map->owner[2 * 9 + 3], ==, 1);         /* D7, a black stone */
  g_assert_cmpfloat (map->owner[0 * 9 + 7], ==, -1);        /* H9, a white stone */
  g_assert_false (ishi_territory_map_parse_influence (map, "= 1.0 2.0", d.board));
}

/* Ishi's engine's map of a finished 9×9 game, where the answer is plain:
 * tests/data/score/g09-01.sgf (GNU Go against itself), its dead stones
 * GNU Go's.  Every point's owner is right: each stone that lives is its
 * colour's, the dead one and each point of territory their owner's, the
 * dame nobody's — by the count of GNU Go's dead stones, which is GNU Go's
 * final_score (test-score checks that). */
static void
test_map_finished_game (void)
{
  g_autofree char *path = ishi_test_src_path ("data/score/expected.txt");
  g_autoptr(GPtrArray) games = score_games_load (path);
  const ScoreGame *g = NULL;
  IshiScoreInput input = { 0 };
  g_autoptr(IshiScore) score = NULL;
  int n;
  g_autofree double *black = NULL;
  g_autofree double *white = NULL;
  g_autoptr(IshiTerritoryMap) map = NULL;

  for (guint i = 0; i < games->len; i++)
    if (g_str_equal (((ScoreGame *) g_ptr_array_index (games, i))->file, "g09-01.sgf"))
      g = g_ptr_array_index (games, i);
  g_assert_nonnull (g);
  n = g->size * g->size;
  input.size = g->size;
  input.board = g->board;
  input.dead = g->dead;
  score = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  black = g_new (double, n);
  white = g_new (double, n);
  g_assert_true (ishi_go_dead_ownership (g->size, g->board, ISHI_BLACK, black, white, NULL));
  map = ishi_territory_map_new (g->size);
  for (int p = 0; p < n; p++)
    map->owner[p] = black[p] - white[p];
  for (int p = 0; p < n; p++)
    {
      IshiColor want = g->board[p] != ISHI_EMPTY && !g->dead[p] ? g->board[p]
                       : score->owner[p];
      IshiColor got = ishi_territory_map_owner (map, p % g->size, p / g->size, 0.5);

      if (got != want)
        g_error ("%c%c: the map says %d (%.2f), the count %d", 'a' + p % g->size,
                 'a' + p / g->size, got, map->owner[p], want);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-dead/semeai", test_semeai);
  g_test_add_func ("/go-dead/seki", test_seki);
  g_test_add_func ("/go-dead/seki-shared-eye", test_seki_shared_eye);
  g_test_add_func ("/go-dead/one-eye", test_one_eye);
  g_test_add_func ("/go-dead/ko-won", test_ko_won);
  g_test_add_func ("/go-dead/owner-first", test_owner_first);
  g_test_add_func ("/go-dead/owner-first-13", test_owner_first_13);
  g_test_add_func ("/go-dead/eye-space-shapes", test_eye_space_shapes);
  g_test_add_func ("/go-dead/after-a-kill", test_after_a_kill);
  g_test_add_func ("/go-dead/map/kata", test_map_kata);
  g_test_add_func ("/go-dead/map/influence", test_map_influence);
  g_test_add_func ("/go-dead/map/finished-game", test_map_finished_game);
  return g_test_run ();
}
