/* test-go-board.c — the Go board: captures, suicide, ko, superko, handicap,
 * undo, points.
 *
 * Positions are drawn as diagrams, top row first: 'X' black, 'O' white,
 * '.' empty (spaces are only for the eye).  Every expected answer below
 * comes from the rules of Go as the seeds state them (online-go-rules.ja.txt,
 * pure-go-howto.ja.txt) worked out by hand on the diagram, from the Fuego
 * regression suite, or from GNU Go 3.8 — never from the code under test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-game.h"
#include "ishi-go-board.h"
#include "ishi-rules.h"
#include "ishi-test-util.h"

/* --- helpers ------------------------------------------------------------- */

static char *
normalise (const char *diagram)
{
  GString *s = g_string_new (NULL);

  for (const char *p = diagram; *p; p++)
    if (*p == 'X' || *p == 'O' || *p == '.' || *p == '\n')
      g_string_append_c (s, *p);
    else
      g_assert_true (*p == ' ');
  /* One row a line, each ended by a newline, no blank lines. */
  while (s->len && s->str[0] == '\n')
    g_string_erase (s, 0, 1);
  if (s->len && s->str[s->len - 1] != '\n')
    g_string_append_c (s, '\n');
  return g_string_free (s, FALSE);
}

static IshiGoBoard *
board_from_diagram (const char *diagram, IshiKoRule ko_rule, gboolean allow_suicide)
{
  g_autofree char *d = normalise (diagram);
  g_auto(GStrv) rows = g_strsplit (d, "\n", -1);
  int size = (int) g_strv_length (rows) - 1;   /* the last is "" */
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiGoBoard *board;

  for (int y = 0; y < size; y++)
    {
      g_assert_cmpint ((int) strlen (rows[y]), ==, size);
      for (int x = 0; x < size; x++)
        {
          IshiPoint pt = { x, y };

          if (rows[y][x] == 'X')
            g_array_append_val (black, pt);
          else if (rows[y][x] == 'O')
            g_array_append_val (white, pt);
        }
    }

  board = ishi_go_board_new (size, ko_rule, allow_suicide);
  ishi_go_board_setup (board, (IshiPoint *) black->data, black->len, ISHI_BLACK);
  ishi_go_board_setup (board, (IshiPoint *) white->data, white->len, ISHI_WHITE);
  return board;
}

static void
assert_diagram (IshiGoBoard *board, const char *expected)
{
  g_autofree char *want = normalise (expected);
  g_autofree char *have = ishi_go_board_to_string (board);
  g_autofree char *problem = NULL;

  g_assert_cmpstr (have, ==, want);
  if (!ishi_go_board_verify (board, &problem))
    g_error ("board inconsistent: %s", problem);
}

static void
point (IshiGoBoard *board, const char *text, int *x, int *y)
{
  const IshiRules *rules = ishi_rules_go ();

  if (!rules->parse_point (ishi_go_board_get_size (board), text, x, y))
    g_error ("cannot read point %s", text);
}

static IshiMoveStatus
play (IshiGoBoard *board, IshiColor color, const char *where)
{
  int x, y;

  point (board, where, &x, &y);
  return ishi_go_board_play (board, color, x, y);
}

static IshiMoveStatus
check (IshiGoBoard *board, IshiColor color, const char *where)
{
  int x, y;

  point (board, where, &x, &y);
  return ishi_go_board_check (board, color, x, y);
}

#define B ISHI_BLACK
#define W ISHI_WHITE

#define assert_status(expr, want) \
  g_assert_cmpstr (ishi_move_status_to_string (expr), ==, ishi_move_status_to_string (want))

/* --- captures ------------------------------------------------------------ */

static void
test_capture_single (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . . .\n"
    ". . X . .\n"
    ". X O X .\n"
    ". . . . .\n"
    ". . . . .\n", ISHI_KO_SIMPLE, FALSE);

  g_assert_cmpint (ishi_go_board_count_liberties (b, 2, 2), ==, 1);
  assert_status (play (b, B, "C2"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    ". . X . .\n"
    ". X . X .\n"
    ". . X . .\n"
    ". . . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, B), ==, 1);
  g_assert_cmpint (ishi_go_board_get_captures (b, W), ==, 0);
  g_assert_cmpint (ishi_go_board_get_to_move (b), ==, W);
  /* The captured point is empty again and playable for both. */
  assert_status (check (b, W, "C3"), ISHI_MOVE_SUICIDE);
  assert_status (check (b, B, "C3"), ISHI_MOVE_OK);
}

/* One stone fills the last liberty of three strings at once. */
static void
test_capture_several (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . X . . .\n"
    ". X X O X X .\n"
    "X O O . O O X\n"
    ". X X . X X .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", ISHI_KO_SIMPLE, FALSE);

  g_assert_cmpint (ishi_go_board_count_liberties (b, 1, 2), ==, 1);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 4, 2), ==, 1);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 3, 1), ==, 1);
  assert_status (play (b, B, "D5"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . X . . .\n"
    ". X X . X X .\n"
    "X . . X . . X\n"
    ". X X . X X .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, B), ==, 5);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 3, 2), ==, 4);
  /* Not a ko: five stones were taken. */
  g_assert_false (ishi_go_board_get_ko (b, NULL, NULL, NULL));
}

static void
test_capture_edge (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . X . X . .\n"
    ". . . O . . .\n"
    ". . . . . . .\n"
    "X . . . . . .\n"
    "O X . . . . .\n"
    "O X . . . . .\n"
    ". . . . . . .\n", ISHI_KO_SIMPLE, FALSE);

  /* The online rules' 呼吸点 section: a stone has four liberties in the
   * middle, three on an edge, two in a corner. */
  g_assert_cmpint (ishi_go_board_count_liberties (b, 3, 1), ==, 4);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 2, 0), ==, 3);

  /* The white pair on the left edge has one liberty left, A1. */
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 4), ==, 1);
  assert_status (play (b, B, "A1"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . X . X . .\n"
    ". . . O . . .\n"
    ". . . . . . .\n"
    "X . . . . . .\n"
    ". X . . . . .\n"
    ". X . . . . .\n"
    "X . . . . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, B), ==, 2);

  /* The lone black stone C7 on the top edge: White closes B7 and C6,
   * then takes it with D7 (which joins D6 and keeps its liberties). */
  assert_status (play (b, W, "B7"), ISHI_MOVE_OK);
  assert_status (play (b, W, "C6"), ISHI_MOVE_OK);
  assert_status (play (b, W, "D7"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". O . O X . .\n"
    ". . O O . . .\n"
    ". . . . . . .\n"
    "X . . . . . .\n"
    ". X . . . . .\n"
    ". X . . . . .\n"
    "X . . . . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, W), ==, 1);
}

static void
test_capture_corner (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    "X . . . .\n"
    "O . . . .\n", ISHI_KO_SIMPLE, FALSE);

  /* A corner stone has two liberties; A2 has taken one. */
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 4), ==, 1);
  assert_status (play (b, B, "B1"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    "X . . . .\n"
    ". X . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, B), ==, 1);

  /* The same in the upper-right corner, on an empty board. */
  {
    g_autoptr(IshiGoBoard) c = ishi_go_board_new (5, ISHI_KO_SIMPLE, FALSE);

    assert_status (play (c, W, "E5"), ISHI_MOVE_OK);
    g_assert_cmpint (ishi_go_board_count_liberties (c, 4, 0), ==, 2);
    assert_status (play (c, B, "D5"), ISHI_MOVE_OK);
    assert_status (play (c, B, "E4"), ISHI_MOVE_OK);
    assert_diagram (c,
      ". . . X .\n"
      ". . . . X\n"
      ". . . . .\n"
      ". . . . .\n"
      ". . . . .\n");
    g_assert_cmpint (ishi_go_board_get_captures (c, B), ==, 1);
  }
}

/* --- suicide ------------------------------------------------------------- */

static void
test_suicide_single (void)
{
  const char *diagram =
    ". X . . .\n"
    "X . . . .\n"
    ". . . . .\n"
    ". . . O .\n"
    ". . O . O\n";
  g_autoptr(IshiGoBoard) b = board_from_diagram (diagram, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) s = board_from_diagram (diagram, ISHI_KO_SIMPLE, TRUE);
  guint64 hash = ishi_go_board_get_hash (s);

  /* A5 and D1 are surrounded in advance: forbidden to the other colour
   * (純碁 (3)B, 自殺点). */
  assert_status (check (b, W, "A5"), ISHI_MOVE_SUICIDE);
  assert_status (play (b, B, "D1"), ISHI_MOVE_SUICIDE);
  assert_diagram (b, diagram);
  assert_status (check (b, B, "A5"), ISHI_MOVE_OK);

  /* Allowed: the stone is placed and removed; White gets one prisoner. */
  assert_status (play (s, B, "D1"), ISHI_MOVE_OK);
  assert_diagram (s, diagram);
  g_assert_cmpint (ishi_go_board_get_captures (s, W), ==, 1);
  g_assert_cmpint (ishi_go_board_get_captures (s, B), ==, 0);
  g_assert_cmpuint (ishi_go_board_get_hash (s), ==, hash);
  g_assert_cmpint (ishi_go_board_get_to_move (s), ==, W);
}

/* 自殺点 in the online rules: a stone in the middle of eight stones is
 * suicide for their owner, but not for the other side when the eight have
 * no other liberty — captures are judged first. */
static void
test_suicide_multi (void)
{
  const char *diagram =
    ". O O O .\n"
    "O X X X O\n"
    "O X . X O\n"
    "O X X X O\n"
    ". O O O .\n";
  g_autoptr(IshiGoBoard) b = board_from_diagram (diagram, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) s = board_from_diagram (diagram, ISHI_KO_SIMPLE, TRUE);

  assert_status (play (b, B, "C3"), ISHI_MOVE_SUICIDE);
  assert_diagram (b, diagram);

  /* With suicide allowed, Black's nine stones go and count for White. */
  assert_status (play (s, B, "C3"), ISHI_MOVE_OK);
  assert_diagram (s,
    ". O O O .\n"
    "O . . . O\n"
    "O . . . O\n"
    "O . . . O\n"
    ". O O O .\n");
  g_assert_cmpint (ishi_go_board_get_captures (s, W), ==, 9);

  /* White in the middle captures the eight instead. */
  assert_status (play (b, W, "C3"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". O O O .\n"
    "O . . . O\n"
    "O . O . O\n"
    "O . . . O\n"
    ". O O O .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, W), ==, 8);
}

/* Filling the last liberty of one's own string of two is suicide too. */
static void
test_suicide_joining (void)
{
  const char *diagram =
    "X X . O .\n"
    "O O O . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n";
  g_autoptr(IshiGoBoard) b = board_from_diagram (diagram, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) s = board_from_diagram (diagram, ISHI_KO_SIMPLE, TRUE);

  assert_status (check (b, B, "C5"), ISHI_MOVE_SUICIDE);
  /* For White, C5 captures the pair. */
  assert_status (check (b, W, "C5"), ISHI_MOVE_OK);
  assert_status (play (s, B, "C5"), ISHI_MOVE_OK);
  assert_diagram (s,
    ". . . O .\n"
    "O O O . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (s, W), ==, 3);
}

/* --- ko ------------------------------------------------------------------ */

static void
test_simple_ko (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . . .\n"
    ". X O . .\n"
    "X O . O .\n"
    ". X O . .\n"
    ". . . . .\n", ISHI_KO_SIMPLE, FALSE);
  int x, y;
  IshiColor color;

  assert_status (play (b, B, "C3"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    ". X O . .\n"
    "X . X O .\n"
    ". X O . .\n"
    ". . . . .\n");
  g_assert_true (ishi_go_board_get_ko (b, &x, &y, &color));
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (y, ==, 2);
  g_assert_cmpint (color, ==, W);

  /* White may not take back at once (劫)... */
  assert_status (play (b, W, "B3"), ISHI_MOVE_KO);
  /* ...though Black may fill the ko. */
  assert_status (check (b, B, "B3"), ISHI_MOVE_OK);

  /* After a move elsewhere by each, the ko may be taken. */
  assert_status (play (b, W, "E5"), ISHI_MOVE_OK);
  g_assert_false (ishi_go_board_get_ko (b, NULL, NULL, NULL));
  assert_status (play (b, B, "E1"), ISHI_MOVE_OK);
  assert_status (play (b, W, "B3"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . O\n"
    ". X O . .\n"
    "X O . O .\n"
    ". X O . .\n"
    ". . . . X\n");
  /* And now Black may not retake at C3. */
  assert_status (check (b, B, "C3"), ISHI_MOVE_KO);

  /* A pass also ends the ban. */
  assert_status (play (b, B, "pass"), ISHI_MOVE_OK);
  assert_status (play (b, W, "pass"), ISHI_MOVE_OK);
  assert_status (check (b, B, "C3"), ISHI_MOVE_OK);

  /* Under positional superko the immediate retake is still called ko. */
  {
    g_autoptr(IshiGoBoard) s = board_from_diagram (
      ". . . . .\n"
      ". X O . .\n"
      "X O . O .\n"
      ". X O . .\n"
      ". . . . .\n", ISHI_KO_POSITIONAL_SUPERKO, FALSE);

    assert_status (play (s, B, "C3"), ISHI_MOVE_OK);
    assert_status (check (s, W, "B3"), ISHI_MOVE_KO);
  }
}

/* Taking two stones is not a ko (sgfmill's notko-twocaptured, drawn in
 * the corner of a 5x5 board): the stone that took them has one liberty,
 * but White may play there at once. */
static void
test_not_ko (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . . .\n"
    "X . . . .\n"
    "O X . . .\n"
    "O X . . .\n"
    ". O . . .\n", ISHI_KO_SIMPLE, FALSE);

  assert_status (play (b, B, "A1"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    "X . . . .\n"
    ". X . . .\n"
    ". X . . .\n"
    "X O . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, B), ==, 2);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 4), ==, 1);
  g_assert_false (ishi_go_board_get_ko (b, NULL, NULL, NULL));
  assert_status (play (b, W, "A2"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    "X . . . .\n"
    ". X . . .\n"
    "O X . . .\n"
    ". O . . .\n");
}

/* Capturing one stone with a stone that joins a string is not a ko
 * either (sgfmill's notko-tworecaptured): the string may be taken back
 * at once, two stones for one. */
static void
test_not_ko_joined (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . . .\n"
    "X . . . .\n"
    "O X . . .\n"
    ". O . . .\n"
    "X O . . .\n", ISHI_KO_SIMPLE, FALSE);

  assert_status (play (b, B, "A2"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    "X . . . .\n"
    ". X . . .\n"
    "X O . . .\n"
    "X O . . .\n");
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 4), ==, 1);
  g_assert_false (ishi_go_board_get_ko (b, NULL, NULL, NULL));
  assert_status (play (b, W, "A3"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    "X . . . .\n"
    "O X . . .\n"
    ". O . . .\n"
    ". O . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, W), ==, 2);
}

/* Two liberties side by side (their indices differ by one) are still two:
 * filling one is neither a capture nor a suicide. */
static void
test_two_liberties (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . . .\n"
    "O O X . .\n"
    "X X O . .\n"
    ". . O . .\n"
    "O O X . .\n", ISHI_KO_SIMPLE, FALSE);

  /* Black's pair A3-B3 has the liberties A2 and B2; White's pair A1-B1
   * the same two. */
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 2), ==, 2);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 4), ==, 2);
  assert_status (play (b, W, "A2"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    "O O X . .\n"
    "X X O . .\n"
    "O . O . .\n"
    "O O X . .\n");
  /* Now Black B2 takes the three white stones below. */
  assert_status (play (b, B, "B2"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . . . .\n"
    "O O X . .\n"
    "X X O . .\n"
    ". X O . .\n"
    ". . X . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, B), ==, 3);
}

/* Positional superko: "send two, return one", the position of Fuego's
 * positional-superko.sgf (regression test repetition.tst 50-52). */
static const char superko_diagram[] =
  ". O . X O . . . .\n"
  "O X X X O . . . .\n"
  "O . X O O . . . .\n"
  "X X X O . . . . .\n"
  "O O O O . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

static void
superko_sequence (IshiGoBoard *b)
{
  ishi_go_board_set_to_move (b, W);
  /* White throws in at C9: Black's big string is down to B7, White's
   * pair B9-C9 to A9. */
  assert_status (play (b, W, "C9"), ISHI_MOVE_OK);
  /* Black takes the two at A9... */
  assert_status (play (b, B, "A9"), ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_get_captures (b, B), ==, 2);
  /* ...and White B9 would take one back, giving the start position. */
}

static void
test_superko_send_two_return_one (void)
{
  g_autoptr(IshiGoBoard) simple = board_from_diagram (superko_diagram, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) super = board_from_diagram (superko_diagram, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  guint64 start = ishi_go_board_get_hash (simple);

  g_assert_cmpuint (ishi_go_board_get_hash (super), ==, start);

  superko_sequence (simple);
  superko_sequence (super);

  /* Simple ko only forbids retaking one stone with one stone at once;
   * here one stone retakes after two were taken: legal. */
  assert_status (play (simple, W, "B9"), ISHI_MOVE_OK);
  assert_diagram (simple, superko_diagram);
  g_assert_cmpuint (ishi_go_board_get_hash (simple), ==, start);

  /* Positional superko forbids the repeated position. */
  assert_status (play (super, W, "B9"), ISHI_MOVE_SUPERKO);
  /* The refusal changed nothing. */
  assert_status (check (super, W, "B9"), ISHI_MOVE_SUPERKO);
  assert_status (check (super, W, "E1"), ISHI_MOVE_OK);

  /* A board assigned from this one knows the same history (but cannot
   * undo), and so does a copy (which can). */
  {
    g_autoptr(IshiGoBoard) assigned = ishi_go_board_new (9, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
    g_autoptr(IshiGoBoard) copy = ishi_go_board_copy (super);
    g_autofree char *want = ishi_go_board_to_string (super);
    g_autofree char *have = NULL;

    ishi_go_board_assign (assigned, super);
    have = ishi_go_board_to_string (assigned);
    g_assert_cmpstr (have, ==, want);
    g_assert_cmpuint (ishi_go_board_get_hash (assigned), ==, ishi_go_board_get_hash (super));
    g_assert_cmpint (ishi_go_board_get_captures (assigned, B), ==, 2);
    g_assert_cmpint (ishi_go_board_get_to_move (assigned), ==, W);
    assert_status (check (assigned, W, "B9"), ISHI_MOVE_SUPERKO);
    assert_status (check (copy, W, "B9"), ISHI_MOVE_SUPERKO);
    g_assert_false (ishi_go_board_undo (assigned));
    g_assert_true (ishi_go_board_undo (copy));
    g_assert_true (ishi_go_board_verify (assigned, NULL));
    g_assert_true (ishi_go_board_verify (copy, NULL));
  }

  /* Undo the two moves: the history forgets them, and replaying them is
   * legal again (a stale history would call them superko). */
  g_assert_true (ishi_go_board_undo (super));
  g_assert_true (ishi_go_board_undo (super));
  assert_diagram (super, superko_diagram);
  g_assert_cmpuint (ishi_go_board_get_hash (super), ==, start);
  superko_sequence (super);
  g_assert_cmpint (ishi_go_board_get_captures (super, B), ==, 2);
  assert_status (check (super, W, "B9"), ISHI_MOVE_SUPERKO);
}

/* Suicide under positional superko (as in Tromp-Taylor rules, which allow
 * both): a suicide that brings back an earlier position is refused, one
 * that makes a new position is played. */
static void
test_superko_suicide (void)
{
  const char *start =
    ". . O . .\n"
    "O O . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n";
  g_autoptr(IshiGoBoard) b = board_from_diagram (start, ISHI_KO_POSITIONAL_SUPERKO, TRUE);

  /* A single-stone suicide leaves the position as it was: a repetition. */
  assert_status (check (b, B, "E1"), ISHI_MOVE_OK);
  assert_status (play (b, B, "A5"), ISHI_MOVE_OK);
  /* White passes; Black B5 would take A5-B5 off and give `start` again. */
  assert_status (play (b, W, "pass"), ISHI_MOVE_OK);
  assert_status (check (b, B, "B5"), ISHI_MOVE_SUPERKO);
  /* The same suicide after a white move elsewhere makes a new position. */
  assert_status (play (b, B, "pass"), ISHI_MOVE_OK);
  assert_status (play (b, W, "E1"), ISHI_MOVE_OK);
  assert_status (play (b, B, "B5"), ISHI_MOVE_OK);
  assert_diagram (b,
    ". . O . .\n"
    "O O . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . O\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, W), ==, 2);
  /* Black A5 again would give the position after White E1. */
  assert_status (play (b, W, "pass"), ISHI_MOVE_OK);
  assert_status (check (b, B, "A5"), ISHI_MOVE_SUPERKO);
  assert_status (check (b, B, "B5"), ISHI_MOVE_OK);
  /* A single-stone suicide repeats the current position. */
  {
    g_autoptr(IshiGoBoard) c = board_from_diagram (
      ". O . . .\n"
      "O . . . .\n"
      ". . . . .\n"
      ". . . . .\n"
      ". . . . .\n", ISHI_KO_POSITIONAL_SUPERKO, TRUE);

    assert_status (check (c, B, "A5"), ISHI_MOVE_SUPERKO);
    assert_status (check (c, B, "B4"), ISHI_MOVE_OK);
  }
}

/* A simple ko fight under superko: each retake after ko threats makes a
 * new position (the threats stay on the board), so it is legal. */
static void
test_superko_ko_fight (void)
{
  g_autoptr(IshiGoBoard) b = board_from_diagram (
    ". . . . .\n"
    ". X O . .\n"
    "X O . O .\n"
    ". X O . .\n"
    ". . . . .\n", ISHI_KO_POSITIONAL_SUPERKO, FALSE);

  assert_status (play (b, B, "C3"), ISHI_MOVE_OK);
  assert_status (play (b, W, "E5"), ISHI_MOVE_OK);
  assert_status (play (b, B, "E1"), ISHI_MOVE_OK);
  assert_status (play (b, W, "B3"), ISHI_MOVE_OK);
  assert_status (play (b, B, "A5"), ISHI_MOVE_OK);
  assert_status (play (b, W, "A1"), ISHI_MOVE_OK);
  assert_status (play (b, B, "C3"), ISHI_MOVE_OK);

  /* Undo back to the first capture: the ko ban comes back with it. */
  for (int i = 0; i < 6; i++)
    g_assert_true (ishi_go_board_undo (b));
  assert_diagram (b,
    ". . . . .\n"
    ". X O . .\n"
    "X . X O .\n"
    ". X O . .\n"
    ". . . . .\n");
  assert_status (check (b, W, "B3"), ISHI_MOVE_KO);
  g_assert_cmpint (ishi_go_board_get_to_move (b), ==, W);
}

/* --- passes, setup ----------------------------------------- */

static void
test_pass (void)
{
  const IshiRules *rules = ishi_rules_go ();
  IshiRulesOptions options = { .size = 9, .ko_rule = ISHI_KO_SIMPLE };
  IshiPosition *pos = rules->position_new (&options);
  IshiOutcome outcome;
  guint64 hash = rules->hash (pos);

  rules->outcome (pos, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);

  assert_status (rules->play (pos, B, -1, -1), ISHI_MOVE_OK);
  g_assert_cmpint (rules->to_move (pos), ==, W);
  rules->outcome (pos, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
  assert_status (rules->play (pos, W, -1, -1), ISHI_MOVE_OK);
  rules->outcome (pos, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_TWO_PASSES);
  g_assert_cmpuint (rules->hash (pos), ==, hash);

  /* Going back to play after two passes (終局処理を中止し対局に戻り). */
  assert_status (rules->play (pos, B, 4, 4), ISHI_MOVE_OK);
  rules->outcome (pos, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
  g_assert_true (rules->undo (pos));
  rules->outcome (pos, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_TWO_PASSES);

  g_assert_true (rules->undo (pos));
  g_assert_true (rules->undo (pos));
  g_assert_false (rules->undo (pos));

  rules->position_free (pos);
}

static void
test_setup (void)
{
  g_autoptr(IshiGoBoard) b = ishi_go_board_new (5, ISHI_KO_SIMPLE, FALSE);
  IshiPoint black[] = { { 0, 0 }, { 1, 1 }, { 2, 2 } };
  IshiPoint white[] = { { 1, 0 }, { 0, 1 } };
  IshiPoint clear[] = { { 2, 2 }, { 3, 3 }, { 9, 9 } };

  ishi_go_board_setup (b, black, G_N_ELEMENTS (black), B);
  ishi_go_board_setup (b, white, G_N_ELEMENTS (white), W);
  /* No captures: A5 stays, without a liberty. */
  assert_diagram (b,
    "X O . . .\n"
    "O X . . .\n"
    ". . X . .\n"
    ". . . . .\n"
    ". . . . .\n");
  g_assert_cmpint (ishi_go_board_get_captures (b, W), ==, 0);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 0), ==, 0);
  g_assert_cmpint (ishi_go_board_get_to_move (b), ==, B);

  /* AE clears; points off the board are ignored. */
  ishi_go_board_setup (b, clear, G_N_ELEMENTS (clear), ISHI_EMPTY);
  assert_diagram (b,
    "X O . . .\n"
    "O X . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  /* A setup stone over a stone replaces it. */
  ishi_go_board_setup (b, white, 1, B);
  assert_diagram (b,
    "X X . . .\n"
    "O X . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  g_assert_cmpint (ishi_go_board_string_size (b, 0, 0), ==, 3);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 0), ==, 3);
  g_assert_cmpint (ishi_go_board_count_liberties (b, 0, 1), ==, 1);

  /* Each setup call is one undo step. */
  g_assert_cmpuint (ishi_go_board_get_undo_depth (b), ==, 4);
  g_assert_true (ishi_go_board_undo (b));
  g_assert_true (ishi_go_board_undo (b));
  assert_diagram (b,
    "X O . . .\n"
    "O X . . .\n"
    ". . X . .\n"
    ". . . . .\n"
    ". . . . .\n");
  g_assert_true (ishi_go_board_undo (b));
  g_assert_true (ishi_go_board_undo (b));
  assert_diagram (b,
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". . . . .\n");
  g_assert_cmpuint (ishi_go_board_get_hash (b), ==, 0);
}

/* --- hash ---------------------------------------------------------------- */

static void
test_hash (void)
{
  g_autoptr(IshiGoBoard) a = ishi_go_board_new (9, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) b = ishi_go_board_new (9, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) c = board_from_diagram (
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . X . . . .\n"
    ". . . . . . . . .\n"
    ". . O . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n", ISHI_KO_SIMPLE, FALSE);

  /* The same stones reached in another order, with other sides to move,
   * have the same hash: the position is the stones alone. */
  assert_status (play (a, B, "E5"), ISHI_MOVE_OK);
  assert_status (play (a, W, "C3"), ISHI_MOVE_OK);
  assert_status (play (b, W, "C3"), ISHI_MOVE_OK);
  assert_status (play (b, B, "E5"), ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_get_to_move (a), !=, ishi_go_board_get_to_move (b));
  g_assert_cmpuint (ishi_go_board_get_hash (a), ==, ishi_go_board_get_hash (b));
  g_assert_cmpuint (ishi_go_board_get_hash (a), ==, ishi_go_board_get_hash (c));

  /* Colours matter. */
  assert_status (play (a, B, "A1"), ISHI_MOVE_OK);
  assert_status (play (b, W, "A1"), ISHI_MOVE_OK);
  g_assert_cmpuint (ishi_go_board_get_hash (a), !=, ishi_go_board_get_hash (b));
}

/* Every board has the same keys, shared and made once: the key of a stone
 * of `color` on the board's inner point p (the rows of size + 1 cells,
 * after a first row and cell of border) is output number 2 p + color - 1
 * of SplitMix64 from the board's fixed seed, whatever the size.  Worked
 * out here from the generator's definition, not read from the board. */
static guint64
expected_key (int size, int x, int y, IshiColor color)
{
  guint64 state = G_GUINT64_CONSTANT (0x15A1C0DE15A1C0DE), z = 0;
  int p = (y + 1) * (size + 1) + x + 1;

  for (int i = 0; i <= 2 * p + (int) color - 1; i++)
    {
      z = (state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
      z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
      z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
      z ^= z >> 31;
    }
  return z;
}

static void
test_hash_keys (void)
{
  const int sizes[] = { 5, 9, 19, 25 };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int size = sizes[i];
      g_autoptr(IshiGoBoard) a = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
      g_autoptr(IshiGoBoard) b = ishi_go_board_new (size, ISHI_KO_POSITIONAL_SUPERKO, FALSE);

      g_assert_cmpint (ishi_go_board_play (a, B, 2, 3), ==, ISHI_MOVE_OK);
      g_assert_cmpuint (ishi_go_board_get_hash (a), ==, expected_key (size, 2, 3, B));
      g_assert_cmpint (ishi_go_board_play (a, W, size - 1, size - 1), ==, ISHI_MOVE_OK);
      g_assert_cmpuint (ishi_go_board_get_hash (a), ==,
                        expected_key (size, 2, 3, B) ^ expected_key (size, size - 1, size - 1, W));
      g_assert_cmpint (ishi_go_board_play (b, W, 0, 0), ==, ISHI_MOVE_OK);
      g_assert_cmpuint (ishi_go_board_get_hash (b), ==, expected_key (size, 0, 0, W));
    }
}

/* Stones set up on empty points are put one by one (no rebuild of the
 * board); a setup that replaces stones rebuilds it.  Both must leave the
 * same board: the same stones, hash and liberties, the strings and the
 * empty list consistent (verify), strings without a liberty kept.  Random
 * positions, fixed seed. */
static void
test_setup_incremental (void)
{
  GRand *rand = g_rand_new_with_seed (35);

  for (int round = 0; round < 200; round++)
    {
      int size = g_rand_int_range (rand, 5, 20);
      g_autoptr(IshiGoBoard) added = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
      g_autoptr(IshiGoBoard) rebuilt = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
      g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      GArray *pts[2] = { black, white };
      g_autofree char *problem = NULL;
      g_autofree char *text_added = NULL;
      g_autofree char *text_rebuilt = NULL;

      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            int r = g_rand_int_range (rand, 0, 10);
            IshiPoint pt = { x, y };

            if (r < 4)
              g_array_append_val (pts[r & 1], pt);
          }
      /* A point twice in a list: the second is a stone already there. */
      if (pts[0]->len > 0)
        {
          IshiPoint again = g_array_index (pts[0], IshiPoint, 0);

          g_array_append_val (pts[0], again);
        }
      ishi_go_board_setup (added, (IshiPoint *) pts[0]->data, pts[0]->len, B);
      ishi_go_board_setup (added, (IshiPoint *) pts[1]->data, pts[1]->len, W);
      /* White's points first as Black's, then replaced: a rebuild. */
      ishi_go_board_setup (rebuilt, (IshiPoint *) pts[1]->data, pts[1]->len, B);
      ishi_go_board_setup (rebuilt, (IshiPoint *) pts[1]->data, pts[1]->len, W);
      ishi_go_board_setup (rebuilt, (IshiPoint *) pts[0]->data, pts[0]->len, B);

      if (!ishi_go_board_verify (added, &problem))
        g_error ("round %d: %s", round, problem);
      text_added = ishi_go_board_to_string (added);
      text_rebuilt = ishi_go_board_to_string (rebuilt);
      g_assert_cmpstr (text_added, ==, text_rebuilt);
      g_assert_cmpuint (ishi_go_board_get_hash (added), ==, ishi_go_board_get_hash (rebuilt));
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          if (ishi_go_board_get (added, x, y) != ISHI_EMPTY)
            {
              g_assert_cmpint (ishi_go_board_count_liberties (added, x, y), ==,
                               ishi_go_board_count_liberties (rebuilt, x, y));
              g_assert_cmpint (ishi_go_board_string_size (added, x, y), ==,
                               ishi_go_board_string_size (rebuilt, x, y));
            }
      /* Undo takes each setup back, to the empty board. */
      g_assert_true (ishi_go_board_undo (added));
      g_assert_true (ishi_go_board_undo (added));
      g_assert_cmpuint (ishi_go_board_get_hash (added), ==, 0);
      g_assert_cmpint (ishi_go_board_get_n_stones (added, B) + ishi_go_board_get_n_stones (added, W), ==, 0);
      if (!ishi_go_board_verify (added, &problem))
        g_error ("round %d after undo: %s", round, problem);
    }
  g_rand_free (rand);
}

/* --- undo ---------------------------------------------------------------- */

typedef struct {
  IshiColor color;
  int x, y;
} Move;

typedef struct {
  char *diagram;
  guint64 hash;
  int captures[2];
  IshiColor to_move;
  gboolean has_ko;
  int ko_x, ko_y;
} Snapshot;

static void
snapshot_take (IshiGoBoard *b, Snapshot *s)
{
  s->diagram = ishi_go_board_to_string (b);
  s->hash = ishi_go_board_get_hash (b);
  s->captures[0] = ishi_go_board_get_captures (b, B);
  s->captures[1] = ishi_go_board_get_captures (b, W);
  s->to_move = ishi_go_board_get_to_move (b);
  s->has_ko = ishi_go_board_get_ko (b, &s->ko_x, &s->ko_y, NULL);
}

static void
snapshot_assert (IshiGoBoard *b, const Snapshot *s)
{
  Snapshot now;
  g_autofree char *problem = NULL;

  snapshot_take (b, &now);
  g_assert_cmpstr (now.diagram, ==, s->diagram);
  g_assert_cmpuint (now.hash, ==, s->hash);
  g_assert_cmpint (now.captures[0], ==, s->captures[0]);
  g_assert_cmpint (now.captures[1], ==, s->captures[1]);
  g_assert_cmpint (now.to_move, ==, s->to_move);
  g_assert_cmpint (now.has_ko, ==, s->has_ko);
  if (s->has_ko)
    {
      g_assert_cmpint (now.ko_x, ==, s->ko_x);
      g_assert_cmpint (now.ko_y, ==, s->ko_y);
    }
  g_free (now.diagram);
  if (!ishi_go_board_verify (b, &problem))
    g_error ("board inconsistent: %s", problem);
}

/* A random game played through the recording path: after every move the
 * incremental strings agree with a recomputation; then undo to the empty
 * board gives back every earlier position and hash, and replaying the same
 * moves (redo, as the record does it) gives the same positions again. */
static void
undo_redo_run (int size, IshiKoRule ko_rule, gboolean allow_suicide, guint32 seed, int n_moves)
{
  g_autoptr(IshiGoBoard) b = ishi_go_board_new (size, ko_rule, allow_suicide);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (Move));
  g_autoptr(GArray) snaps = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  Snapshot s;
  int captures_seen = 0;

  snapshot_take (b, &s);
  g_array_append_val (snaps, s);

  while ((int) moves->len < n_moves)
    {
      IshiColor color = ishi_go_board_get_to_move (b);
      Move m = { color, -1, -1 };
      g_autofree char *problem = NULL;

      /* Mostly random points; sometimes a pass, sometimes the wrong
       * colour (records may have moves out of turn). */
      if (g_rand_int_range (rand, 0, 40) == 0)
        m.color = ishi_color_other (color);
      if (g_rand_int_range (rand, 0, 60) != 0)
        for (int tries = 0; tries < 50; tries++)
          {
            int x = g_rand_int_range (rand, 0, size), y = g_rand_int_range (rand, 0, size);

            if (ishi_go_board_check (b, m.color, x, y) == ISHI_MOVE_OK &&
                !ishi_go_board_is_eye (b, m.color, x, y))
              {
                m.x = x;
                m.y = y;
                break;
              }
          }
      assert_status (ishi_go_board_play (b, m.color, m.x, m.y), ISHI_MOVE_OK);
      if (!ishi_go_board_verify (b, &problem))
        g_error ("after move %u: %s", moves->len + 1, problem);
      g_array_append_val (moves, m);
      snapshot_take (b, &s);
      g_array_append_val (snaps, s);
    }
  captures_seen = ishi_go_board_get_captures (b, B) + ishi_go_board_get_captures (b, W);
  /* The run must have exercised captures to mean anything. */
  g_assert_cmpint (captures_seen, >, 0);

  for (int i = (int) moves->len - 1; i >= 0; i--)
    {
      g_assert_true (ishi_go_board_undo (b));
      snapshot_assert (b, &g_array_index (snaps, Snapshot, i));
    }
  g_assert_false (ishi_go_board_undo (b));

  for (guint i = 0; i < moves->len; i++)
    {
      Move *m = &g_array_index (moves, Move, i);

      assert_status (ishi_go_board_play (b, m->color, m->x, m->y), ISHI_MOVE_OK);
      snapshot_assert (b, &g_array_index (snaps, Snapshot, i + 1));
    }

  /* The fast path gives the same positions as the recording path. */
  {
    g_autoptr(IshiGoBoard) f = ishi_go_board_new (size, ko_rule, allow_suicide);

    for (guint i = 0; i < moves->len; i++)
      {
        Move *m = &g_array_index (moves, Move, i);

        assert_status (ishi_go_board_play_fast (f, m->color, m->x, m->y), ISHI_MOVE_OK);
      }
    snapshot_assert (f, &g_array_index (snaps, Snapshot, moves->len));
    g_assert_false (ishi_go_board_undo (f));
  }

  for (guint i = 0; i < snaps->len; i++)
    g_free (g_array_index (snaps, Snapshot, i).diagram);
}

static void
test_undo_redo (void)
{
  undo_redo_run (9, ISHI_KO_SIMPLE, FALSE, 1, 400);
  undo_redo_run (9, ISHI_KO_POSITIONAL_SUPERKO, FALSE, 2, 400);
  undo_redo_run (5, ISHI_KO_SIMPLE, TRUE, 3, 600);
  /* Long enough on 5x5 for the superko table (128 slots) to grow. */
  undo_redo_run (5, ISHI_KO_POSITIONAL_SUPERKO, TRUE, 4, 600);
  undo_redo_run (19, ISHI_KO_POSITIONAL_SUPERKO, FALSE, 5, 700);
  undo_redo_run (25, ISHI_KO_SIMPLE, TRUE, 6, 900);
}

static void
test_undo_setup_in_game (void)
{
  g_autoptr(IshiGoBoard) b = ishi_go_board_new (9, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  IshiPoint pts[] = { { 4, 4 }, { 4, 5 } };
  Snapshot before;

  assert_status (play (b, B, "E5"), ISHI_MOVE_OK);
  assert_status (play (b, W, "D5"), ISHI_MOVE_OK);
  snapshot_take (b, &before);
  ishi_go_board_setup (b, pts, 2, ISHI_WHITE);
  assert_status (check (b, B, "E5"), ISHI_MOVE_OCCUPIED);
  g_assert_true (ishi_go_board_undo (b));
  snapshot_assert (b, &before);
  g_free (before.diagram);
}

/* The incremental strings stay right through long random playouts on the
 * fast path too. */
static void
test_playouts_consistent (void)
{
  int sizes[] = { 5, 9, 13, 19, 25 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int rule = 0; rule < 2; rule++)
      {
        g_autoptr(IshiGoBoard) b = ishi_go_board_new (sizes[i], (IshiKoRule) rule, FALSE);
        guint64 rng = 12345 + i;
        int passes = 0, moves = 0;
        g_autofree char *problem = NULL;

        while (passes < 2 && moves < 3 * sizes[i] * sizes[i])
          {
            passes = ishi_go_board_play_random (b, &rng) ? 0 : passes + 1;
            moves++;
            if (moves % 7 == 0 && !ishi_go_board_verify (b, &problem))
              g_error ("%dx%d move %d: %s", sizes[i], sizes[i], moves, problem);
          }
        if (!ishi_go_board_verify (b, &problem))
          g_error ("%dx%d end: %s", sizes[i], sizes[i], problem);
        /* A random game fills the board but for eyes: it ends by passes. */
        g_assert_cmpint (passes, ==, 2);
      }
}

/* --- eyes ---------------------------------------------------------------- */

static void
test_eyes (void)
{
  /* Edge: C5 with black on all sides and no white diagonal. */
  const char *edge =
    ". X . X .\n"
    ". X X X .\n"
    ". . . . .\n"
    ". . . . .\n"
    "X . . . .\n";
  /* The same with a white diagonal D4: false on the edge. */
  const char *edge_false =
    ". X . X .\n"
    ". X X O .\n"
    ". . . . .\n"
    ". . . . .\n"
    ". X . . .\n";
  /* Centre C3: one white diagonal is still an eye, two are not. */
  const char *centre =
    ". . . . .\n"
    ". X X O .\n"
    ". X . X .\n"
    ". X X X .\n"
    ". . . . .\n";
  const char *centre_false =
    ". . . . .\n"
    ". X X O .\n"
    ". X . X .\n"
    ". O X X .\n"
    ". . . . .\n";
  g_autoptr(IshiGoBoard) a = board_from_diagram (edge, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) b = board_from_diagram (edge_false, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) c = board_from_diagram (centre, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(IshiGoBoard) d = board_from_diagram (centre_false, ISHI_KO_SIMPLE, FALSE);

  g_assert_true (ishi_go_board_is_eye (a, B, 2, 0));
  g_assert_false (ishi_go_board_is_eye (a, W, 2, 0));
  g_assert_false (ishi_go_board_is_eye (a, B, 0, 0));   /* A4 is empty */
  g_assert_false (ishi_go_board_is_eye (a, B, 2, 2));
  g_assert_false (ishi_go_board_is_eye (a, B, 0, 3));   /* A2: not surrounded */
  g_assert_false (ishi_go_board_is_eye (b, B, 2, 0));
  /* Corner A1: A2 and B1 black; B2 empty makes an eye, white B2 not. */
  {
    g_autoptr(IshiGoBoard) e = board_from_diagram (
      ". . . . .\n"
      ". . . . .\n"
      ". . . . .\n"
      "X . . . .\n"
      ". X . . .\n", ISHI_KO_SIMPLE, FALSE);
    g_autoptr(IshiGoBoard) f = board_from_diagram (
      ". . . . .\n"
      ". . . . .\n"
      ". . . . .\n"
      "X O . . .\n"
      ". X . . .\n", ISHI_KO_SIMPLE, FALSE);

    g_assert_true (ishi_go_board_is_eye (e, B, 0, 4));
    g_assert_false (ishi_go_board_is_eye (f, B, 0, 4));
  }
  {
    g_autoptr(IshiGoBoard) full = board_from_diagram (
      "X X X . .\n"
      "X X X . .\n"
      "X X X . .\n"
      ". . . . .\n"
      ". . . . .\n", ISHI_KO_SIMPLE, FALSE);

    /* B4 is a stone, not an eye, though it is surrounded like one. */
    g_assert_false (ishi_go_board_is_eye (full, B, 1, 1));
  }
  g_assert_true (ishi_go_board_is_eye (c, B, 2, 2));
  g_assert_false (ishi_go_board_is_eye (d, B, 2, 2));
  g_assert_false (ishi_go_board_is_eye (c, W, 2, 2));
}

/* --- handicap ------------------------------------------------------------ */

static int
compare_points (gconstpointer a, gconstpointer b)
{
  const IshiPoint *p = a, *q = b;

  return p->y != q->y ? p->y - q->y : p->x - q->x;
}

/* GNU Go 3.8, asked through GTP:
 *   printf 'boardsize S\nclear_board\nfixed_handicap N\n' | gnugo --mode gtp
 * It answers with the points sorted from the top row down, left to right,
 * which is also how the list below is sorted. */
static const struct {
  int size, n;
  const char *gnugo;   /* NULL: "? invalid handicap" */
} gnugo_handicap[] = {
  { 19, 2, "Q16 D4" },
  { 19, 3, "D16 Q16 D4" },
  { 19, 4, "D16 Q16 D4 Q4" },
  { 19, 5, "D16 Q16 K10 D4 Q4" },
  { 19, 6, "D16 Q16 D10 Q10 D4 Q4" },
  { 19, 7, "D16 Q16 D10 K10 Q10 D4 Q4" },
  { 19, 8, "D16 K16 Q16 D10 Q10 D4 K4 Q4" },
  { 19, 9, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4" },
  { 19, 10, NULL },
  { 13, 2, "K10 D4" },
  { 13, 3, "D10 K10 D4" },
  { 13, 4, "D10 K10 D4 K4" },
  { 13, 5, "D10 K10 G7 D4 K4" },
  { 13, 6, "D10 K10 D7 K7 D4 K4" },
  { 13, 7, "D10 K10 D7 G7 K7 D4 K4" },
  { 13, 8, "D10 G10 K10 D7 K7 D4 G4 K4" },
  { 13, 9, "D10 G10 K10 D7 G7 K7 D4 G4 K4" },
  { 9, 2, "G7 C3" },
  { 9, 3, "C7 G7 C3" },
  { 9, 4, "C7 G7 C3 G3" },
  { 9, 5, "C7 G7 E5 C3 G3" },
  { 9, 6, "C7 G7 C5 G5 C3 G3" },
  { 9, 7, "C7 G7 C5 E5 G5 C3 G3" },
  { 9, 8, "C7 E7 G7 C5 G5 C3 E3 G3" },
  { 9, 9, "C7 E7 G7 C5 E5 G5 C3 E3 G3" },
  { 7, 4, "C5 E5 C3 E3" },
  { 7, 5, NULL },
  { 8, 4, "C6 F6 C3 F3" },
  { 8, 5, NULL },
  { 11, 9, "C9 F9 J9 C6 F6 J6 C3 F3 J3" },
  { 12, 2, "J9 D4" },
  { 12, 5, NULL },
  { 15, 5, "D12 M12 H8 D4 M4" },
  { 17, 9, "D14 J14 O14 D9 J9 O9 D4 J4 O4" },
  { 6, 2, NULL },
  { 5, 4, NULL },
};

static void
test_handicap (void)
{
  const IshiRules *rules = ishi_rules_go ();

  for (guint i = 0; i < G_N_ELEMENTS (gnugo_handicap); i++)
    {
      int size = gnugo_handicap[i].size;
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      g_autoptr(GString) got = g_string_new (NULL);
      gboolean ok = ishi_go_handicap_points (size, gnugo_handicap[i].n, points);

      if (gnugo_handicap[i].gnugo == NULL)
        {
          g_assert_false (ok);
          continue;
        }
      g_assert_true (ok);
      g_assert_cmpuint (points->len, ==, (guint) gnugo_handicap[i].n);
      g_array_sort (points, compare_points);
      for (guint j = 0; j < points->len; j++)
        {
          IshiPoint *p = &g_array_index (points, IshiPoint, j);
          g_autofree char *s = rules->format_point (size, p->x, p->y);

          g_string_append_printf (got, "%s%s", j ? " " : "", s);
        }
      g_assert_cmpstr (got->str, ==, gnugo_handicap[i].gnugo);
    }
}

/* The placing order (which GNU Go's sorted answer does not show): each
 * count adds to the one before, except that 6 and 8 drop the centre stone
 * of 5 and 7.  The lists are those of the GTP specification, version 2,
 * section 4.1.1 (gomill's handicap_layout follows the same table). */
static void
test_handicap_order (void)
{
  const IshiRules *rules = ishi_rules_go ();
  static const char *gtp[] = {
    NULL, NULL,
    "D4 Q16",
    "D4 Q16 D16",
    "D4 Q16 D16 Q4",
    "D4 Q16 D16 Q4 K10",
    "D4 Q16 D16 Q4 D10 Q10",
    "D4 Q16 D16 Q4 D10 Q10 K10",
    "D4 Q16 D16 Q4 D10 Q10 K4 K16",
    "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10",
  };
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  g_assert_true (ishi_go_handicap_points (19, 0, points));
  g_assert_true (ishi_go_handicap_points (19, 1, points));
  g_assert_cmpuint (points->len, ==, 0);
  g_assert_false (ishi_go_handicap_points (19, -1, points));

  for (int n = 2; n <= 9; n++)
    {
      g_autoptr(GString) got = g_string_new (NULL);
      g_auto(GStrv) want = g_strsplit (gtp[n], " ", -1);

      g_array_set_size (points, 0);
      g_assert_true (ishi_go_handicap_points (19, n, points));
      for (guint j = 0; j < points->len; j++)
        {
          IshiPoint *p = &g_array_index (points, IshiPoint, j);
          g_autofree char *s = rules->format_point (19, p->x, p->y);

          g_string_append_printf (got, "%s%s", j ? " " : "", s);
        }
      /* The corner order is GTP's; the sides and centre only as a set. */
      {
        g_auto(GStrv) have = g_strsplit (got->str, " ", -1);

        g_assert_cmpuint (g_strv_length (have), ==, g_strv_length (want));
        for (int k = 0; k < MIN (n, 4); k++)
          g_assert_cmpstr (have[k], ==, want[k]);
        for (guint k = 0; want[k]; k++)
          g_assert_true (g_strv_contains ((const char * const *) have, want[k]));
      }
    }
}

/* --- points -------------------------------------------------------------- */

static void
test_points (void)
{
  const IshiRules *rules = ishi_rules_go ();
  static const struct {
    int size;
    const char *text;
    int x, y;
  } good[] = {
    { 19, "A1", 0, 18 },
    { 19, "A19", 0, 0 },
    { 19, "T19", 18, 0 },
    { 19, "T1", 18, 18 },
    { 19, "D4", 3, 15 },
    { 19, "Q16", 15, 3 },
    { 19, "H8", 7, 11 },
    { 19, "J8", 8, 11 },     /* no I: J is the ninth column */
    { 19, "K10", 9, 9 },     /* tengen */
    { 9, "E5", 4, 4 },
    { 9, "J9", 8, 0 },
    { 25, "Z25", 24, 0 },
    { 25, "Z1", 24, 24 },
    { 25, "A25", 0, 0 },
    { 25, "M13", 11, 12 },
    { 5, "E5", 4, 0 },
  };
  static const struct {
    int size;
    const char *text;
  } bad[] = {
    { 19, "I5" }, { 19, "i5" }, { 19, "U1" }, { 19, "A20" }, { 19, "A0" },
    { 19, "A" }, { 19, "" }, { 19, "5" }, { 19, "A05" }, { 19, "A1 " },
    { 19, " A1" }, { 19, "A1x" }, { 19, "AA1" }, { 19, "A-1" }, { 19, "A+1" },
    { 9, "K1" }, { 9, "A10" }, { 25, "Z26" }, { 25, "A100000000000" },
    { 4, "A1" }, { 26, "A1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      int x = -5, y = -5;
      g_autofree char *lower = g_ascii_strdown (good[i].text, -1);
      g_autofree char *back = NULL;

      g_assert_true (rules->parse_point (good[i].size, good[i].text, &x, &y));
      g_assert_cmpint (x, ==, good[i].x);
      g_assert_cmpint (y, ==, good[i].y);
      g_assert_true (rules->parse_point (good[i].size, lower, &x, &y));
      g_assert_cmpint (x, ==, good[i].x);
      g_assert_cmpint (y, ==, good[i].y);
      back = rules->format_point (good[i].size, good[i].x, good[i].y);
      g_assert_cmpstr (back, ==, good[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      int x = -5, y = -5;

      if (rules->parse_point (bad[i].size, bad[i].text, &x, &y))
        g_error ("%s on %dx%d read as (%d, %d)", bad[i].text, bad[i].size, bad[i].size, x, y);
      g_assert_cmpint (x, ==, -5);
    }

  {
    int x = 0, y = 0;
    g_autofree char *pass = rules->format_point (19, -1, -1);

    g_assert_true (rules->parse_point (19, "PASS", &x, &y));
    g_assert_cmpint (x, ==, -1);
    g_assert_cmpint (y, ==, -1);
    g_assert_cmpstr (pass, ==, "pass");
    g_assert_null (rules->format_point (19, 19, 0));
  }

  /* Every point of every size survives format then parse. */
  for (int size = 5; size <= 25; size++)
    for (int y = 0; y < size; y++)
      for (int x = 0; x < size; x++)
        {
          g_autofree char *s = rules->format_point (size, x, y);
          int px, py;

          g_assert_nonnull (s);
          g_assert_null (strchr (s, 'I'));
          g_assert_true (rules->parse_point (size, s, &px, &py));
          g_assert_cmpint (px, ==, x);
          g_assert_cmpint (py, ==, y);
        }
}

/* --- the rules table ----------------------------------------------------- */

static void
test_rules_table (void)
{
  const IshiRules *rules = ishi_rules_go ();
  IshiRulesOptions options = { .size = 13, .ko_rule = ISHI_KO_POSITIONAL_SUPERKO,
                               .allow_suicide = TRUE };
  IshiPosition *pos, *copy;

  g_assert_cmpstr (rules->id, ==, "go");
  g_assert_cmpstr (rules->name, ==, "Go");
  g_assert_true (rules->has_captures);
  g_assert_false (rules->plain_letters);
  g_assert_cmpint (rules->sgf_game, ==, 1);
  g_assert_cmpint (rules->min_size, ==, 5);
  g_assert_cmpint (rules->max_size, ==, 25);
  g_assert_null (rules->hints);
  g_assert_null (rules->explain);

  pos = rules->position_new (&options);
  g_assert_cmpint (rules->options (pos)->size, ==, 13);
  g_assert_cmpint (rules->options (pos)->ko_rule, ==, ISHI_KO_POSITIONAL_SUPERKO);
  g_assert_true (rules->options (pos)->allow_suicide);
  assert_status (rules->play (pos, B, 3, 3), ISHI_MOVE_OK);
  assert_status (rules->play (pos, W, 3, 3), ISHI_MOVE_OCCUPIED);
  assert_status (rules->play (pos, W, 13, 3), ISHI_MOVE_OFF_BOARD);
  assert_status (rules->play (pos, W, -1, 3), ISHI_MOVE_OFF_BOARD);
  g_assert_cmpint (rules->stone_at (pos, 3, 3), ==, B);
  g_assert_cmpint (rules->stone_at (pos, 13, 3), ==, ISHI_EMPTY);
  g_assert_cmpint (rules->to_move (pos), ==, W);
  rules->set_to_move (pos, B);
  g_assert_cmpint (rules->to_move (pos), ==, B);

  copy = rules->position_copy (pos);
  assert_status (rules->play (copy, B, 4, 4), ISHI_MOVE_OK);
  g_assert_cmpint (rules->stone_at (pos, 4, 4), ==, ISHI_EMPTY);
  g_assert_cmpuint (rules->hash (pos), !=, rules->hash (copy));
  g_assert_true (rules->undo (copy));
  g_assert_cmpuint (rules->hash (pos), ==, rules->hash (copy));
  g_assert_true (rules->undo (copy));
  g_assert_cmpint (rules->stone_at (copy, 3, 3), ==, ISHI_EMPTY);
  g_assert_false (rules->undo (copy));
  g_assert_cmpint (rules->stone_at (pos, 3, 3), ==, B);

  rules->position_free (copy);
  rules->position_free (pos);
  g_assert_true (ishi_rules_lookup ("go") == rules);
  g_assert_true (ishi_rules_for_sgf_game (1) == rules);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/go-board/capture/single", test_capture_single);
  g_test_add_func ("/go-board/capture/several", test_capture_several);
  g_test_add_func ("/go-board/capture/edge", test_capture_edge);
  g_test_add_func ("/go-board/capture/corner", test_capture_corner);
  g_test_add_func ("/go-board/suicide/single", test_suicide_single);
  g_test_add_func ("/go-board/suicide/multi", test_suicide_multi);
  g_test_add_func ("/go-board/suicide/joining", test_suicide_joining);
  g_test_add_func ("/go-board/ko/simple", test_simple_ko);
  g_test_add_func ("/go-board/ko/not-ko", test_not_ko);
  g_test_add_func ("/go-board/ko/not-ko-joined", test_not_ko_joined);
  g_test_add_func ("/go-board/capture/two-liberties", test_two_liberties);
  g_test_add_func ("/go-board/ko/superko-send-two-return-one", test_superko_send_two_return_one);
  g_test_add_func ("/go-board/ko/superko-ko-fight", test_superko_ko_fight);
  g_test_add_func ("/go-board/ko/superko-suicide", test_superko_suicide);
  g_test_add_func ("/go-board/pass", test_pass);
  g_test_add_func ("/go-board/setup", test_setup);
  g_test_add_func ("/go-board/hash", test_hash);
  g_test_add_func ("/go-board/hash/keys", test_hash_keys);
  g_test_add_func ("/go-board/setup/incremental", test_setup_incremental);
  g_test_add_func ("/go-board/undo/redo", test_undo_redo);
  g_test_add_func ("/go-board/undo/setup", test_undo_setup_in_game);
  g_test_add_func ("/go-board/playouts-consistent", test_playouts_consistent);
  g_test_add_func ("/go-board/eyes", test_eyes);
  g_test_add_func ("/go-board/handicap/gnugo", test_handicap);
  g_test_add_func ("/go-board/handicap/order", test_handicap_order);
  g_test_add_func ("/go-board/points", test_points);
  g_test_add_func ("/go-board/rules-table", test_rules_table);

  return g_test_run ();
}
