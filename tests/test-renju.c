/* test-renju.c — Renju rules: forbidden points, the game, the openings.
 *
 * Where the answers come from:
 *   - ../shared/testdata/renju/forbidden_cases.txt: positions with the
 *     verdict other programs and renju.net give (every block is a test);
 *   - ../shared/testdata/renju/openings.txt: the 26 openings;
 *   - positions built here from the RIF definitions (article 3 and the note
 *     on false threes, 9.3), each with the reasoning that gives its answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <sys/wait.h>

#include "ishi-renju-board.h"
#include "ishi-game.h"
#include "ishi-renju-openings.h"
#include "ishi-renju-set.h"
#include "ishi-rules.h"
#include "ishi-ruleset.h"
#include "ishi-test-util.h"

#define N ISHI_RENJU_SIZE

/* --- helpers ------------------------------------------------------------ */

static IshiPoint
pt (const char *name)
{
  return ishi_test_renju_point (name);
}

static void
board_from_stones (IshiRenjuBoard *board, const char *stones)
{
  ishi_test_renju_board (board, stones);
}

static IshiMoveStatus
forbidden_at (const IshiRenjuBoard *board, const char *name)
{
  IshiPoint p = pt (name);
  return ishi_renju_board_forbidden (board, p.x, p.y);
}

static const char *
status_word (IshiMoveStatus status)
{
  return ishi_move_status_to_string (status);
}

#define assert_status(got, want) \
  g_assert_cmpstr (status_word (got), ==, status_word (want))

/* A position of the rules table with the given stones and Black to move. */
static IshiPosition *
position_from_stones (const char *stones, gboolean tournament)
{
  const IshiRules *rules = ishi_rules_renju ();
  IshiRulesOptions options = { .size = N, .tournament = tournament };
  IshiPosition *position = rules->position_new (&options);
  IshiRenjuBoard board;
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  board_from_stones (&board, stones);
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      {
        IshiPoint p = { x, y };
        IshiColor c = ishi_renju_board_get (&board, x, y);

        if (c == ISHI_BLACK)
          g_array_append_val (black, p);
        else if (c == ISHI_WHITE)
          g_array_append_val (white, p);
      }
  rules->setup (position, (IshiPoint *) black->data, black->len, ISHI_BLACK);
  rules->setup (position, (IshiPoint *) white->data, white->len, ISHI_WHITE);
  rules->set_to_move (position, ISHI_BLACK);
  return position;
}

/* --- the shared test cases ---------------------------------------------- */

typedef struct {
  char *id;
  int line;
  gboolean whole_board;
  char *move;
  char *expected;                 /* single move: the verdict word */
  GHashTable *expected_forbidden; /* whole board: point name -> verdict word */
  IshiRenjuBoard board;
  int rows_seen;
} Case;

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->id);
  g_free (c->move);
  g_free (c->expected);
  g_clear_pointer (&c->expected_forbidden, g_hash_table_unref);
  g_free (c);
}

static IshiMoveStatus
verdict_status (const char *verdict)
{
  if (strcmp (verdict, "forbidden-33") == 0)
    return ISHI_MOVE_DOUBLE_THREE;
  if (strcmp (verdict, "forbidden-44") == 0)
    return ISHI_MOVE_DOUBLE_FOUR;
  if (strcmp (verdict, "forbidden-overline") == 0)
    return ISHI_MOVE_OVERLINE;
  if (strcmp (verdict, "legal") == 0 || strcmp (verdict, "five") == 0)
    return ISHI_MOVE_OK;
  g_error ("unknown verdict “%s”", verdict);
}

/* Reads forbidden_cases.txt: "=== case" starts a block, "key: value"
 * lines describe it, and fifteen board rows ("15 . . X O …") follow. */
static GPtrArray *
load_cases (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func (case_free);
  Case *c = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = lines[i];
      char *end;
      long row;

      if (g_str_has_prefix (l, "=== case "))
        {
          c = g_new0 (Case, 1);
          c->id = g_strndup (l + 9, strcspn (l + 9, " "));
          c->line = i + 1;
          ishi_renju_board_init (&c->board);
          g_ptr_array_add (cases, c);
          continue;
        }
      if (c == NULL)
        continue;
      if (g_str_has_prefix (l, "move: "))
        {
          c->move = g_strstrip (g_strdup (l + 6));
          c->whole_board = g_str_has_prefix (c->move, "ALL");
          continue;
        }
      if (g_str_has_prefix (l, "expected: "))
        {
          c->expected = g_strstrip (g_strdup (l + 10));
          continue;
        }
      if (g_str_has_prefix (l, "expected_forbidden: "))
        {
          g_auto(GStrv) items = g_strsplit (l + 20, ",", -1);

          c->expected_forbidden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
          for (guint k = 0; items[k] != NULL; k++)
            {
              g_auto(GStrv) kv = g_strsplit (g_strstrip (items[k]), "=", 2);

              if (g_strv_length (kv) == 2)
                g_hash_table_insert (c->expected_forbidden, g_strdup (kv[0]), g_strdup (kv[1]));
              else
                g_assert_cmpstr (kv[0], ==, "NONE");
            }
          continue;
        }
      /* a board row: its number, then 15 points */
      row = strtol (l, &end, 10);
      if (end != l && row >= 1 && row <= N && (end[1] == '.' || end[1] == 'X' || end[1] == 'O'))
        {
          int y = N - row;

          for (int x = 0; x < N; x++)
            {
              char s = end[1 + 2 * x];
              ishi_renju_board_set (&c->board, x, y,
                                    s == 'X' ? ISHI_BLACK : s == 'O' ? ISHI_WHITE : ISHI_EMPTY);
            }
          c->rows_seen++;
        }
    }
  return cases;
}

/* The lines of an explanation all pass through the point, and there are as
 * many as the reason needs. */
static void
check_explanation (const IshiRenjuBoard *board, IshiPoint p, IshiMoveStatus want)
{
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (IshiRenjuLine));
  IshiMoveStatus got = ishi_renju_board_explain (board, p.x, p.y, lines);

  assert_status (got, want);
  if (want == ISHI_MOVE_OK)
    {
      g_assert_cmpuint (lines->len, ==, 0);
      return;
    }
  g_assert_cmpuint (lines->len, >=, want == ISHI_MOVE_OVERLINE ? 1 : 2);
  for (guint i = 0; i < lines->len; i++)
    {
      IshiRenjuLine *line = &g_array_index (lines, IshiRenjuLine, i);
      int dx = line->to.x - line->from.x, dy = line->to.y - line->from.y;
      int len = MAX (ABS (dx), ABS (dy));
      gboolean through = FALSE;

      /* a straight segment, black stones end to end except the new stone */
      g_assert_true (dx == 0 || dy == 0 || ABS (dx) == ABS (dy));
      for (int k = 0; k <= len; k++)
        {
          int x = line->from.x + (len ? k * dx / len : 0);
          int y = line->from.y + (len ? k * dy / len : 0);

          if (x == p.x && y == p.y)
            through = TRUE;
          else if (k == 0 || k == len)
            g_assert_cmpint (ishi_renju_board_get (board, x, y), ==, ISHI_BLACK);
        }
      g_assert_true (through);
      g_assert_cmpint (line->shape, ==,
                       want == ISHI_MOVE_DOUBLE_FOUR ? ISHI_RENJU_SHAPE_FOUR
                       : want == ISHI_MOVE_DOUBLE_THREE ? ISHI_RENJU_SHAPE_THREE
                       : ISHI_RENJU_SHAPE_OVERLINE);
    }
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  IshiMoveStatus reasons[ISHI_RENJU_N_POINTS];

  g_test_message ("forbidden_cases.txt:%d, case %s", c->line, c->id);
  g_assert_cmpint (c->rows_seen, ==, N);
  ishi_renju_board_scan (&c->board, reasons);

  if (!c->whole_board)
    {
      IshiPoint p = pt (c->move);
      IshiMoveStatus want = verdict_status (c->expected);
      gboolean five = ishi_renju_board_makes_five (&c->board, ISHI_BLACK, p.x, p.y, NULL);

      g_assert_cmpint (ishi_renju_board_get (&c->board, p.x, p.y), ==, ISHI_EMPTY);
      assert_status (ishi_renju_board_forbidden (&c->board, p.x, p.y), want);
      assert_status (reasons[p.y * N + p.x], want);
      g_assert_cmpint (five, ==, strcmp (c->expected, "five") == 0);
      check_explanation (&c->board, p, want);
      return;
    }

  g_assert_nonnull (c->expected_forbidden);
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      {
        g_autofree char *name = ishi_rules_renju ()->format_point (N, x, y);
        const char *verdict = g_hash_table_lookup (c->expected_forbidden, name);
        IshiMoveStatus want;

        if (ishi_renju_board_get (&c->board, x, y) != ISHI_EMPTY)
          {
            g_assert_null (verdict);
            assert_status (reasons[y * N + x], ISHI_MOVE_OCCUPIED);
            continue;
          }
        want = verdict ? verdict_status (verdict) : ISHI_MOVE_OK;
        if (reasons[y * N + x] != want)
          g_test_message ("point %s", name);
        assert_status (reasons[y * N + x], want);
        assert_status (ishi_renju_board_forbidden (&c->board, x, y), want);
        if (verdict != NULL)
          check_explanation (&c->board, (IshiPoint) { x, y }, want);
      }
}

/* --- positions built from the rule text ----------------------------------- */

/* RIF: a move that makes an exact five is never forbidden, whatever else it
 * makes.  Each position is checked twice: with d8, h8 completes d8–h8 (five)
 * and wins; without d8 the same stone makes only a four there and the
 * position's other shapes make it forbidden. */
static void
test_five_beats_double_three (void)
{
  IshiRenjuBoard board;

  /* h8: the horizontal four, the vertical three h8 h9 h10 and the
   * diagonal three h8 i7 j6 — 4-3-3, a double three. */
  board_from_stones (&board, "X e8 f8 g8 h9 h10 i7 j6");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_THREE);
  board_from_stones (&board, "X d8 e8 f8 g8 h9 h10 i7 j6");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  g_assert_true (ishi_renju_board_makes_five (&board, ISHI_BLACK, 7, 7, NULL));
}

static void
test_five_beats_double_four (void)
{
  IshiRenjuBoard board;

  /* h8: fours e8–h8, h8–h11 and h8–k5 */
  board_from_stones (&board, "X e8 f8 g8 h9 h10 h11 i7 j6 k5");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_FOUR);
  board_from_stones (&board, "X d8 e8 f8 g8 h9 h10 h11 i7 j6 k5");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
}

static void
test_five_beats_overline (void)
{
  IshiRenjuBoard board;
  IshiPoint ends[2];

  /* vertically h6–h11 would be six */
  board_from_stones (&board, "X e8 f8 g8 h6 h7 h9 h10 h11");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OVERLINE);
  board_from_stones (&board, "X d8 e8 f8 g8 h6 h7 h9 h10 h11");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  g_assert_true (ishi_renju_board_makes_five (&board, ISHI_BLACK, 7, 7, ends));
  g_assert_cmpint (ends[0].x, ==, pt ("d8").x);
  g_assert_cmpint (ends[1].x, ==, pt ("h8").x);
}

/* Two fours on one line, in its three shapes.  The new stone belongs to
 * both fives it threatens, so both fours "meet in this intersection". */
static void
test_one_line_double_four (void)
{
  IshiRenjuBoard board;

  /* X . X X X . X : g8 threatens e8 (d8–h8) and i8 (f8–j8) */
  board_from_stones (&board, "X d8 f8 h8 j8");
  assert_status (forbidden_at (&board, "g8"), ISHI_MOVE_DOUBLE_FOUR);
  /* the end stone is in only one of the fives: one four, allowed */
  board_from_stones (&board, "X f8 g8 h8 j8");
  assert_status (forbidden_at (&board, "d8"), ISHI_MOVE_OK);

  /* X X . X X . X X : g8 threatens e8 (c8–g8) and h8 (f8–j8) */
  board_from_stones (&board, "X c8 d8 f8 i8 j8");
  assert_status (forbidden_at (&board, "g8"), ISHI_MOVE_DOUBLE_FOUR);

  /* X X X . X . X X X : f8 threatens e8 (b8–f8) and g8 (f8–j8) */
  board_from_stones (&board, "X b8 c8 d8 h8 i8 j8");
  assert_status (forbidden_at (&board, "f8"), ISHI_MOVE_DOUBLE_FOUR);

  /* The same shapes on a diagonal and a column. */
  board_from_stones (&board, "X d4 f6 h8 j10");
  assert_status (forbidden_at (&board, "g7"), ISHI_MOVE_DOUBLE_FOUR);
  board_from_stones (&board, "X h2 h3 h5 h8 h9");
  assert_status (forbidden_at (&board, "h6"), ISHI_MOVE_DOUBLE_FOUR);
}

/* A straight four has two five-points but is one four. */
static void
test_straight_four_is_one_four (void)
{
  IshiRenjuBoard board;

  board_from_stones (&board, "X e8 f8 g8");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  /* a straight four and a four on another line: double four */
  board_from_stones (&board, "X e8 f8 g8 h9 h10 h11 O h12");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_FOUR);
}

/* A four and a three (四三) are allowed; 4-4-3 and 4-3-3 are not. */
static void
test_four_three (void)
{
  IshiRenjuBoard board;

  board_from_stones (&board, "X e8 f8 g8 h9 h10 O d8");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  board_from_stones (&board, "X e8 f8 g8 h9 h10 i9 j10 O d8");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_THREE);
  board_from_stones (&board, "X e8 f8 g8 h9 h10 h11 i9 j10 O d8");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_FOUR);
}

/* For Black a point that would make six is no five-point.  h8 in
 * d8 e8 f8 . h8 i8 (c8 White) leaves g8, which would make d8–i8, six: no
 * four on that line.  With the four h8–h11 that is one four, allowed.
 * Without d8, g8 makes the exact five e8–i8: two fours. */
static void
test_overline_point_is_no_five_point (void)
{
  IshiRenjuBoard board;

  board_from_stones (&board, "X d8 e8 f8 i8 h9 h10 h11 O c8 h12");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  board_from_stones (&board, "X e8 f8 i8 h9 h10 h11 O c8 h12");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_FOUR);

  /* A three whose straight fours would all have an overline end is no
   * three.  f8 g8 h8 can become e8–h8 or f8–i8.  With c8 Black, e8–h8's
   * end d8 would make c8–h8, six; with k8 Black, f8–i8's end j8 would make
   * f8–k8, six.  So only h8 h9 h10 is a three. */
  board_from_stones (&board, "X c8 f8 g8 k8 h9 h10");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  board_from_stones (&board, "X f8 g8 h9 h10");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_THREE);
}

/* RIF 9.3, a false three.  h8 makes the vertical three h8 h9 h10 and, on
 * row 8, f8 . h8 i8, whose only straight-four point is g8.  With the g
 * column g6 g7 . g9 g10 g11, a Black stone on g8 would make g6–g11, an
 * overline: g8 is forbidden, so f8 . h8 i8 is no three and h8 makes one
 * three only.  Without the g column, h8 is a plain double three. */
static void
test_false_three (void)
{
  IshiRenjuBoard board;

  board_from_stones (&board, "X f8 i8 h9 h10 g6 g7 g9 g10 g11");
  assert_status (forbidden_at (&board, "g8"), ISHI_MOVE_OVERLINE);
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  board_from_stones (&board, "X f8 i8 h9 h10");
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_THREE);
}

/* A verdict decided two levels down, by a stone far from the point.
 *
 * h8 makes the vertical three h8 h9 h10 and f8 . h8 i8, whose only
 * straight-four point is g8.  With h8 on the board, g8 would make the
 * straight four f8–i8 plus
 *   - the vertical three g8 g9 g10 (straight four at g7 or g11), and
 *   - the diagonal three e10 f9 g8, whose straight fours are d11–g8 (needs
 *     c12 empty) and e10–h7 (dead: i6 would make e10–i6 with j5 Black
 *     beyond, six).
 * So g8 is a double three and f8 . h8 i8 a false three: h8 is allowed.
 * A White stone on c12 — five columns and four rows from h8, on none of
 * its lines — kills the diagonal three; g8 becomes a 4-3, allowed, so
 * f8 . h8 i8 is a real three and h8 a double three. */
static void
test_distant_stone_changes_verdict (void)
{
  const char *stones = "X f8 i8 h9 h10 g9 g10 e10 f9 j5";
  g_autofree char *with_c12 = g_strconcat (stones, " O c12", NULL);
  IshiRenjuBoard board;
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (IshiRenjuLine));

  board_from_stones (&board, stones);
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
  board_from_stones (&board, with_c12);
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_DOUBLE_THREE);

  /* the explanation names the two threes: f8–i8 (g8 fills the gap) and
   * h8–h10 */
  ishi_renju_board_explain (&board, 7, 7, lines);
  g_assert_cmpuint (lines->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      IshiRenjuLine *l = &g_array_index (lines, IshiRenjuLine, i);
      IshiPoint from = pt (i == 0 ? "f8" : "h8"), to = pt (i == 0 ? "i8" : "h10");

      g_assert_cmpint (l->shape, ==, ISHI_RENJU_SHAPE_THREE);
      g_assert_cmpint (l->from.x, ==, from.x);
      g_assert_cmpint (l->from.y, ==, from.y);
      g_assert_cmpint (l->to.x, ==, to.x);
      g_assert_cmpint (l->to.y, ==, to.y);
    }
}

/* RIF article 3: the move that makes the straight four must not make a
 * five at the same time.  h8 makes h8 h9 h10 and f8 . h8 i8 (only g8
 * completes it); g9 g10 g11 g12 make g8 a five-point of the column.  So
 * g8 would make a five: f8 . h8 i8 is no three, and h8 is allowed. */
static void
test_three_point_that_makes_five (void)
{
  IshiRenjuBoard board;

  board_from_stones (&board, "X f8 i8 h9 h10 g9 g10 g11 g12 O g13");
  g_assert_true (ishi_renju_board_makes_five (&board, ISHI_BLACK, pt ("g8").x, pt ("g8").y, NULL));
  assert_status (forbidden_at (&board, "h8"), ISHI_MOVE_OK);
}

/* Only fours through the new stone count: a four already on the board
 * elsewhere on the same line does not make a second one. */
static void
test_only_shapes_through_the_stone (void)
{
  IshiRenjuBoard board;

  /* j8 on d8 . f8 g8 h8 . j8: of the two fours of X.XXX.X only f8–j8
   * (five-point i8) passes through j8; d8–h8 (five-point e8) and the four
   * h8–h11 on the column were there before and do not count. */
  board_from_stones (&board, "X d8 f8 g8 h8 h9 h10 h11 O h12");
  assert_status (forbidden_at (&board, "j8"), ISHI_MOVE_OK);
}

static void
test_white_overline_wins (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  g_autoptr(GArray) unused = NULL;
  IshiPosition *position = position_from_stones ("O d8 e8 f8 h8 i8 X d1 e1 f1 h1 a15", FALSE);
  IshiOutcome outcome;

  rules->set_to_move (position, ISHI_WHITE);
  g_assert_cmpint (rules->play (position, ISHI_WHITE, pt ("g8").x, pt ("g8").y), ==, ISHI_MOVE_OK);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_FIVE);
  g_assert_cmpint (outcome.winner, ==, ISHI_WHITE);
  g_assert_cmpint (outcome.line[0].x, ==, pt ("d8").x);
  g_assert_cmpint (outcome.line[1].x, ==, pt ("i8").x);
  g_assert_cmpint (outcome.line[0].y, ==, pt ("d8").y);
  rules->position_free (position);
}

static void
test_black_overline_does_not_win (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  IshiPosition *position = position_from_stones ("X d8 e8 f8 h8 i8 O d1 e1 f1 h1 a15", FALSE);
  IshiOutcome outcome;
  guint64 hash = rules->hash (position);

  /* refused, and nothing changes */
  g_assert_cmpint (rules->check (position, ISHI_BLACK, 6, 7), ==, ISHI_MOVE_OVERLINE);
  g_assert_cmpint (rules->play (position, ISHI_BLACK, 6, 7), ==, ISHI_MOVE_OVERLINE);
  g_assert_cmpint (rules->stone_at (position, 6, 7), ==, ISHI_EMPTY);
  g_assert_cmpuint (rules->hash (position), ==, hash);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
  rules->position_free (position);

  /* in tournament play the stone goes down and Black loses */
  position = position_from_stones ("X d8 e8 f8 h8 i8 O d1 e1 f1 h1 a15", TRUE);
  g_assert_cmpint (rules->check (position, ISHI_BLACK, 6, 7), ==, ISHI_MOVE_OK);
  g_assert_cmpint (rules->play (position, ISHI_BLACK, 6, 7), ==, ISHI_MOVE_OK);
  g_assert_cmpint (rules->stone_at (position, 6, 7), ==, ISHI_BLACK);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_FORBIDDEN);
  g_assert_cmpint (outcome.winner, ==, ISHI_WHITE);
  g_assert_cmpint (outcome.foul, ==, ISHI_MOVE_OVERLINE);
  g_assert_cmpint (rules->play (position, ISHI_WHITE, 0, 0), ==, ISHI_MOVE_GAME_OVER);
  g_assert_true (rules->undo (position));
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
  g_assert_cmpint (outcome.foul, ==, ISHI_MOVE_OK);
  g_assert_cmpint (rules->stone_at (position, 6, 7), ==, ISHI_EMPTY);
  rules->position_free (position);
}

/* Under the tournament rule finding the forbidden points is Black's own
 * task (renju-rules.ja.txt: a forbidden move loses): none is marked or
 * explained before Black moves, and the foul played is named.  g8 makes
 * the open threes e8-f8-g8 and g8-g9-g10 at once: a double three. */
static void
test_tournament_foul (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  const char *stones = "X e8 f8 g9 g10 O a1 a3 o15 o13";
  IshiPosition *position = position_from_stones (stones, FALSE);
  GArray *hints = rules->hints (position);
  g_autofree char *why = NULL;
  IshiOutcome outcome;
  gboolean marked = FALSE;

  /* the free rule: g8 is marked and explained */
  for (guint i = 0; i < hints->len; i++)
    {
      const IshiHint *h = &g_array_index (hints, IshiHint, i);

      if (h->point.x == pt ("g8").x && h->point.y == pt ("g8").y)
        marked = h->reason == ISHI_MOVE_DOUBLE_THREE;
    }
  g_assert_true (marked);
  why = rules->explain (position, pt ("g8").x, pt ("g8").y, NULL);
  g_assert_nonnull (why);
  rules->position_free (position);
  g_array_unref (hints);

  /* the tournament rule: nothing marked, nothing explained */
  position = position_from_stones (stones, TRUE);
  hints = rules->hints (position);
  g_assert_cmpuint (hints->len, ==, 0);
  g_array_unref (hints);
  g_assert_null (rules->explain (position, pt ("g8").x, pt ("g8").y, NULL));
  /* the foul loses, and is named */
  g_assert_cmpint (rules->play (position, ISHI_BLACK, pt ("g8").x, pt ("g8").y), ==, ISHI_MOVE_OK);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_FORBIDDEN);
  g_assert_cmpint (outcome.winner, ==, ISHI_WHITE);
  g_assert_cmpint (outcome.foul, ==, ISHI_MOVE_DOUBLE_THREE);
  rules->position_free (position);
}

static void
test_black_five_wins (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  IshiPosition *position = position_from_stones ("X d8 e8 f8 g8 O d9 e9 f9 g9", FALSE);
  IshiOutcome outcome;

  g_assert_cmpint (rules->play (position, ISHI_BLACK, pt ("h8").x, pt ("h8").y), ==, ISHI_MOVE_OK);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_FIVE);
  g_assert_cmpint (outcome.winner, ==, ISHI_BLACK);
  g_assert_cmpint (outcome.line[0].x, ==, pt ("d8").x);
  g_assert_cmpint (outcome.line[1].x, ==, pt ("h8").x);
  g_assert_cmpint (rules->to_move (position), ==, ISHI_WHITE);
  g_assert_cmpint (rules->check (position, ISHI_WHITE, 0, 0), ==, ISHI_MOVE_GAME_OVER);
  rules->position_free (position);
}

/* --- the game around the rules -------------------------------------------- */

static void
test_table (void)
{
  const IshiRules *rules = ishi_rules_renju ();

  g_assert_cmpstr (rules->id, ==, "renju");
  g_assert_cmpint (rules->sgf_game, ==, 4);
  g_assert_cmpint (rules->min_size, ==, 15);
  g_assert_cmpint (rules->max_size, ==, 15);
  g_assert_cmpint (rules->default_size, ==, 15);
  g_assert_false (rules->has_captures);
  g_assert_true (rules->plain_letters);
  g_assert_cmpstr (rules->name, ==, "Renju");
  g_assert_nonnull (rules->hints);
  g_assert_nonnull (rules->explain);
  g_assert_true (ishi_rules_lookup ("renju") == rules);
  g_assert_true (ishi_rules_for_sgf_game (4) == rules);
}

static void
test_points (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  static const struct { const char *text; int x, y; } good[] = {
    { "h8", 7, 7 }, { "a1", 0, 14 }, { "o15", 14, 0 }, { "a15", 0, 0 },
    { "o1", 14, 14 }, { "i9", 8, 6 }, { "H8", 7, 7 }, { " j10 ", 9, 5 },
    { "pass", -1, -1 },
  };
  static const char *const bad[] = {
    "", "h", "8", "8h", "p1", "h0", "h16", "h08", "h-1", "h8x", "hh8", "z3", "h 8",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      int x = -5, y = -5;

      g_assert_true (rules->parse_point (N, good[i].text, &x, &y));
      g_assert_cmpint (x, ==, good[i].x);
      g_assert_cmpint (y, ==, good[i].y);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      int x, y;
      g_assert_false (rules->parse_point (N, bad[i], &x, &y));
    }
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      {
        g_autofree char *text = rules->format_point (N, x, y);
        int px, py;

        g_assert_true (rules->parse_point (N, text, &px, &py));
        g_assert_cmpint (px, ==, x);
        g_assert_cmpint (py, ==, y);
      }
  {
    g_autofree char *h8 = rules->format_point (N, 7, 7);
    g_autofree char *a1 = rules->format_point (N, 0, 14);
    g_autofree char *o15 = rules->format_point (N, 14, 0);
    g_autofree char *i9 = rules->format_point (N, 8, 6);

    g_assert_cmpstr (h8, ==, "h8");
    g_assert_cmpstr (a1, ==, "a1");
    g_assert_cmpstr (o15, ==, "o15");
    g_assert_cmpstr (i9, ==, "i9");
  }
}

typedef struct {
  IshiColor stones[ISHI_RENJU_N_POINTS];
  IshiColor to_move;
  IshiOutcome outcome;
  guint64 hash;
} Snapshot;

static void
snapshot (const IshiPosition *position, Snapshot *s)
{
  const IshiRules *rules = ishi_rules_renju ();

  memset (s, 0, sizeof *s);
  for (int i = 0; i < ISHI_RENJU_N_POINTS; i++)
    s->stones[i] = rules->stone_at (position, i % N, i / N);
  s->to_move = rules->to_move (position);
  rules->outcome (position, &s->outcome);
  s->hash = rules->hash (position);
}

static void
assert_snapshot (const IshiPosition *position, const Snapshot *want)
{
  Snapshot got;

  snapshot (position, &got);
  g_assert_cmpmem (got.stones, sizeof got.stones, want->stones, sizeof want->stones);
  g_assert_cmpint (got.to_move, ==, want->to_move);
  g_assert_cmpint (got.outcome.end, ==, want->outcome.end);
  g_assert_cmpint (got.outcome.winner, ==, want->outcome.winner);
  g_assert_cmpuint (got.hash, ==, want->hash);
}

static void
test_undo (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  IshiRulesOptions options = { .size = N };
  IshiPosition *position = rules->position_new (&options);
  static const char *const moves[] = { "h8", "h9", "i8", "pass", "j8", "k8", "g8" };
  Snapshot history[G_N_ELEMENTS (moves) + 4];
  guint n = 0;
  IshiPoint setup[2] = { { 0, 0 }, { 7, 7 } };
  IshiPosition *copy;

  g_assert_false (rules->undo (position));
  snapshot (position, &history[n++]);
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      IshiPoint p = pt (moves[i]);

      g_assert_cmpint (rules->play (position, rules->to_move (position), p.x, p.y), ==, ISHI_MOVE_OK);
      snapshot (position, &history[n++]);
    }
  /* a setup that overwrites a stone (h8) and adds one */
  rules->setup (position, setup, 2, ISHI_WHITE);
  snapshot (position, &history[n++]);
  g_assert_cmpint (rules->stone_at (position, 7, 7), ==, ISHI_WHITE);
  copy = rules->position_copy (position);
  for (guint i = n; i-- > 0;)
    {
      assert_snapshot (position, &history[i]);
      g_assert_cmpint (rules->undo (position), ==, i > 0);
    }

  /* the copy is independent and undoes the same way */
  g_assert_cmpint (rules->stone_at (copy, 0, 0), ==, ISHI_WHITE);
  g_assert_true (rules->undo (copy));
  g_assert_cmpint (rules->stone_at (copy, 0, 0), ==, ISHI_EMPTY);
  g_assert_cmpint (rules->stone_at (copy, 7, 7), ==, ISHI_BLACK);
  g_assert_cmpint (rules->captures (copy, ISHI_BLACK), ==, 0);
  g_assert_cmpint (rules->captures (copy, ISHI_WHITE), ==, 0);
  rules->position_free (copy);
  rules->position_free (position);
}

static void
test_two_passes_draw (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  IshiRulesOptions options = { .size = N };
  IshiPosition *position = rules->position_new (&options);
  IshiOutcome outcome;

  g_assert_cmpint (rules->play (position, ISHI_BLACK, 7, 7), ==, ISHI_MOVE_OK);
  g_assert_cmpint (rules->play (position, ISHI_WHITE, -1, -1), ==, ISHI_MOVE_OK);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
  g_assert_cmpint (rules->play (position, ISHI_BLACK, 6, 6), ==, ISHI_MOVE_OK);
  g_assert_cmpint (rules->play (position, ISHI_WHITE, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (rules->play (position, ISHI_BLACK, -1, -1), ==, ISHI_MOVE_OK);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_TWO_PASSES);
  g_assert_cmpint (outcome.winner, ==, ISHI_EMPTY);
  g_assert_cmpint (rules->play (position, ISHI_WHITE, 0, 0), ==, ISHI_MOVE_GAME_OVER);
  g_assert_true (rules->undo (position));
  g_assert_cmpint (rules->play (position, ISHI_BLACK, 20, 3), ==, ISHI_MOVE_OFF_BOARD);
  g_assert_cmpint (rules->play (position, ISHI_BLACK, 7, 7), ==, ISHI_MOVE_OCCUPIED);
  rules->position_free (position);
}

/* Fill the board with a pattern that has no three in a row anywhere:
 * colour by (x + 2y) mod 4 — runs of at most two along every line. */
static void
test_full_board_draw (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  IshiRulesOptions options = { .size = N };
  IshiPosition *position = rules->position_new (&options);
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiPoint last = { -1, -1 };
  IshiOutcome outcome;

  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      {
        IshiPoint p = { x, y };
        gboolean is_black = (x + 2 * y) % 4 < 2;

        if (!is_black && last.x < 0)
          last = p;
        else
          g_array_append_val (is_black ? black : white, p);
      }
  rules->setup (position, (IshiPoint *) black->data, black->len, ISHI_BLACK);
  rules->setup (position, (IshiPoint *) white->data, white->len, ISHI_WHITE);
  rules->set_to_move (position, ISHI_WHITE);
  g_assert_cmpint (rules->play (position, ISHI_WHITE, last.x, last.y), ==, ISHI_MOVE_OK);
  rules->outcome (position, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_FULL_BOARD);
  g_assert_cmpint (outcome.winner, ==, ISHI_EMPTY);
  rules->position_free (position);
}

static void
test_hints_and_explain (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  /* the double three of test_distant_stone_changes_verdict: h8 is among
   * the hints, and every hint has an explanation and agrees with check() */
  IshiPosition *position =
    position_from_stones ("X f8 i8 h9 h10 g9 g10 e10 f9 j5 O c12", FALSE);
  g_autoptr(GArray) hints = rules->hints (position);
  g_autoptr(GArray) segments = g_array_new (FALSE, FALSE, sizeof (IshiSegment));
  g_autofree char *sentence = NULL;
  gboolean h8_listed = FALSE;

  for (guint i = 0; i < hints->len; i++)
    {
      IshiHint *hint = &g_array_index (hints, IshiHint, i);
      g_autofree char *why = rules->explain (position, hint->point.x, hint->point.y, NULL);

      g_assert_nonnull (why);
      g_assert_cmpint (rules->check (position, ISHI_BLACK, hint->point.x, hint->point.y), ==,
                       hint->reason);
      if (hint->point.x == 7 && hint->point.y == 7)
        {
          h8_listed = TRUE;
          g_assert_cmpint (hint->reason, ==, ISHI_MOVE_DOUBLE_THREE);
        }
    }
  g_assert_true (h8_listed);

  sentence = rules->explain (position, 7, 7, segments);
  g_assert_cmpstr (sentence, ==, "Double three: the threes f8–i8 and h8–h10 are made at once");
  g_assert_cmpuint (segments->len, ==, 2);
  g_assert_cmpint (g_array_index (segments, IshiSegment, 1).from.y, ==, pt ("h8").y);
  g_assert_cmpint (g_array_index (segments, IshiSegment, 1).to.y, ==, pt ("h10").y);
  g_assert_null (rules->explain (position, 0, 0, segments));
  g_assert_cmpuint (segments->len, ==, 2);

  /* White to move: no hints, no explanations */
  rules->set_to_move (position, ISHI_WHITE);
  g_clear_pointer (&hints, g_array_unref);
  hints = rules->hints (position);
  g_assert_cmpuint (hints->len, ==, 0);
  g_assert_null (rules->explain (position, 7, 7, NULL));
  rules->position_free (position);

  /* one line, two fours; and an overline */
  position = position_from_stones ("X d8 f8 h8 j8 c3 d3 e3 g3 h3", FALSE);
  g_clear_pointer (&sentence, g_free);
  g_array_set_size (segments, 0);
  sentence = rules->explain (position, pt ("g8").x, pt ("g8").y, segments);
  g_assert_cmpstr (sentence, ==, "Double four: the fours d8–h8 and f8–j8 are made at once");
  g_clear_pointer (&sentence, g_free);
  sentence = rules->explain (position, pt ("f3").x, pt ("f3").y, NULL);
  g_assert_cmpstr (sentence, ==, "Overline: c3–h3 would be six or more in a row");
  rules->position_free (position);
}

/* --- openings --------------------------------------------------------------- */

/* "h9" -> offset from h8 in (columns right, rows up) */
static void
offset_of (const char *name, int *dx, int *dy)
{
  IshiPoint p = pt (name);

  *dx = p.x - 7;
  *dy = 7 - p.y;
}

/* The test's own turning: (dx, dy) rotated k quarter turns anticlockwise. */
static void
rotate (int k, int dx, int dy, int *ox, int *oy)
{
  for (int i = 0; i < k; i++)
    {
      int t = dx;
      dx = -dy;
      dy = t;
    }
  *ox = dx;
  *oy = dy;
}

/* A row of openings.txt: its fields, split at spaces and tabs. */
static char **
split_fields (const char *line)
{
  char **f = g_strsplit_set (line, " \t", -1);
  guint w = 0;

  for (guint r = 0; f[r] != NULL; r++)
    if (*f[r] != '\0')
      f[w++] = f[r];
    else
      g_free (f[r]);
  f[w] = NULL;
  return f;
}

/* All eight orientations of opening `o`: White 2 (offset w from h8)
 * turned onto each of its four places, each with both mirror images (Black
 * 3 at offset b, or its mirror image at m; `symmetric` when there is
 * only one). */
static void
check_orientations (const IshiRenjuOpening *o, gboolean symmetric, int wdx, int wdy,
                    int bdx, int bdy, int mdx, int mdy)
{
  for (int turn = 0; turn < 4; turn++)
    for (int m = 0; m < 2; m++)
      {
        IshiPoint stones[3];
        int w_x, w_y, b_x, b_y;
        gboolean mirrored = !m;
        const IshiRenjuOpening *back;

        rotate (turn, wdx, wdy, &w_x, &w_y);
        rotate (turn, m ? mdx : bdx, m ? mdy : bdy, &b_x, &b_y);
        g_assert_true (ishi_renju_opening_stones (o, (IshiPoint) { 7 + w_x, 7 - w_y }, m, stones));
        g_assert_cmpint (stones[0].x, ==, 7);
        g_assert_cmpint (stones[0].y, ==, 7);
        g_assert_cmpint (stones[1].x, ==, 7 + w_x);
        g_assert_cmpint (stones[1].y, ==, 7 - w_y);
        g_assert_cmpint (stones[2].x, ==, 7 + b_x);
        g_assert_cmpint (stones[2].y, ==, 7 - b_y);

        back = ishi_renju_opening_identify (stones, &mirrored);
        g_assert_true (back == o);
        /* a symmetric opening has one image only, named unmirrored */
        g_assert_cmpint (mirrored, ==, m && !symmetric);

        /* the wrong kind of White 2 is refused */
        {
          int ox, oy;
          rotate (turn, o->indirect ? 0 : 1, 1, &ox, &oy);
          g_assert_false (ishi_renju_opening_stones (o, (IshiPoint) { 7 + ox, 7 - oy }, m, stones));
        }
      }
}

static void
test_openings (void)
{
  g_autofree char *path = ishi_test_data_path ("renju/openings.txt");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_rows = 0, n_openings = 0;
  GHashTable *seen;

  if (path == NULL)
    return;
  seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  ishi_renju_openings (&n_openings);
  g_assert_cmpuint (n_openings, ==, 26);

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) f = NULL;
      const IshiRenjuOpening *o;
      const char *kanji, *variant = NULL, *romaji, *white2, *black3, *offset, *mirror;
      guint k = 0;
      int bdx, bdy, mdx, mdy, wdx, wdy, odx, ody;

      if (lines[i][0] != 'D' && lines[i][0] != 'I')
        continue;
      f = split_fields (lines[i]);
      o = ishi_renju_opening_lookup (f[k++]);
      g_assert_nonnull (o);
      g_assert_false (g_hash_table_contains (seen, o->code));
      g_hash_table_add (seen, (gpointer) o->code);
      kanji = f[k++];
      if (f[k][0] == '(')
        {
          variant = f[k++];
        }
      romaji = f[k++];
      white2 = f[k++];
      black3 = f[k++];
      offset = f[k++];
      mirror = f[k++];
      g_assert_nonnull (mirror);
      n_rows++;

      g_assert_cmpstr (o->kanji, ==, kanji);
      if (variant != NULL)
        {
          g_autofree char *inner = g_strndup (variant + strlen ("("), strlen (variant) - 2);
          g_assert_cmpstr (o->kanji_variant, ==, inner);
        }
      else
        g_assert_null (o->kanji_variant);
      g_assert_cmpstr (o->romaji, ==, romaji);
      g_assert_cmpstr (ishi_renju_opening_display_name (o), ==, romaji); /* C locale */
      g_assert_cmpint (o->indirect, ==, strcmp (white2, "i9") == 0);
      g_assert_cmpint (o->number, ==, atoi (o->code + 1));

      offset_of (black3, &bdx, &bdy);
      g_assert_cmpint (sscanf (offset, "(%d,%d)", &odx, &ody), ==, 2);
      g_assert_cmpint (bdx, ==, odx);
      g_assert_cmpint (bdy, ==, ody);
      g_assert_cmpint (o->dx, ==, odx);
      g_assert_cmpint (o->dy, ==, ody);
      if (strcmp (mirror, "-") == 0)
        {
          mdx = bdx;
          mdy = bdy;
        }
      else
        offset_of (mirror, &mdx, &mdy);
      offset_of (white2, &wdx, &wdy);

      check_orientations (o, strcmp (mirror, "-") == 0, wdx, wdy, bdx, bdy, mdx, mdy);
    }
  g_assert_cmpuint (n_rows, ==, 26);
  g_assert_cmpuint (g_hash_table_size (seen), ==, 26);
  g_hash_table_unref (seen);

  g_assert_null (ishi_renju_opening_lookup ("D14"));
  g_assert_true (ishi_renju_opening_lookup ("i13") == ishi_renju_opening_lookup ("I13"));
}

/* Every Black 3 within two points of h8 (but on White 2) is exactly one
 * opening, for every White 2; anything else is none. */
static void
test_opening_identify_all (void)
{
  for (int wx = -1; wx <= 1; wx++)
    for (int wy = -1; wy <= 1; wy++)
      {
        GHashTable *codes;

        if (wx == 0 && wy == 0)
          continue;
        codes = g_hash_table_new (g_str_hash, g_str_equal);
        for (int bx = -3; bx <= 3; bx++)
          for (int by = -3; by <= 3; by++)
            {
              IshiPoint stones[3] = { { 7, 7 }, { 7 + wx, 7 + wy }, { 7 + bx, 7 + by } };
              const IshiRenjuOpening *o = ishi_renju_opening_identify (stones, NULL);
              gboolean inside = ABS (bx) <= 2 && ABS (by) <= 2 && !(bx == 0 && by == 0)
                                && !(bx == wx && by == wy);

              g_assert_cmpint (o != NULL, ==, inside);
              if (o != NULL)
                {
                  g_assert_cmpint (o->indirect, ==, wx != 0 && wy != 0);
                  g_hash_table_add (codes, (gpointer) o->code);
                }
            }
        g_assert_cmpuint (g_hash_table_size (codes), ==, 13);
        g_hash_table_unref (codes);
      }

  /* Black 1 off the centre, White 2 not touching it */
  {
    IshiPoint off_centre[3] = { { 6, 7 }, { 6, 6 }, { 6, 5 } };
    IshiPoint far_white[3] = { { 7, 7 }, { 7, 5 }, { 7, 6 } };

    g_assert_null (ishi_renju_opening_identify (off_centre, NULL));
    g_assert_null (ishi_renju_opening_identify (far_white, NULL));
  }
}

/* --- consistency over many positions ------------------------------------------ */

/* Random mid-game positions: the full scan, the one-point test, the
 * explanation and the rules table's hints all agree, and no query changes
 * the board.  (They share the classifier; this guards the three front
 * ends, the scratch copies and the put/remove pairs, not the rules.) */
static void
test_front_ends_agree (void)
{
  const IshiRules *rules = ishi_rules_renju ();
  GRand *rand = g_rand_new_with_seed (20240611);

  for (int round = 0; round < 60; round++)
    {
      IshiRenjuBoard board, before;
      IshiMoveStatus reasons[ISHI_RENJU_N_POINTS];
      IshiPosition *position;
      IshiRulesOptions options = { .size = N };
      int n_stones = g_rand_int_range (rand, 10, 70);

      ishi_renju_board_init (&board);
      for (int i = 0; i < n_stones; i++)
        {
          /* stones gather near the centre, like a real game */
          int x = CLAMP (7 + g_rand_int_range (rand, -5, 6), 0, N - 1);
          int y = CLAMP (7 + g_rand_int_range (rand, -5, 6), 0, N - 1);
          ishi_renju_board_set (&board, x, y, i % 2 ? ISHI_WHITE : ISHI_BLACK);
        }
      before = board;
      ishi_renju_board_scan (&board, reasons);
      position = rules->position_new (&options);
      for (int y = 0; y < N; y++)
        for (int x = 0; x < N; x++)
          {
            IshiColor c = ishi_renju_board_get (&board, x, y);
            if (c != ISHI_EMPTY)
              rules->setup (position, &(IshiPoint) { x, y }, 1, c);
          }
      rules->set_to_move (position, ISHI_BLACK);
      {
        g_autoptr(GArray) hints = rules->hints (position);
        guint n_hint = 0;

        for (int i = 0; i < ISHI_RENJU_N_POINTS; i++)
          {
            int x = i % N, y = i / N;
            g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (IshiRenjuLine));

            if (reasons[i] == ISHI_MOVE_OCCUPIED)
              continue;
            assert_status (ishi_renju_board_forbidden (&board, x, y), reasons[i]);
            assert_status (ishi_renju_board_explain (&board, x, y, lines), reasons[i]);
            if (reasons[i] != ISHI_MOVE_OK)
              {
                IshiHint *hint = &g_array_index (hints, IshiHint, n_hint++);
                g_assert_cmpint (hint->point.x, ==, x);
                g_assert_cmpint (hint->point.y, ==, y);
                g_assert_cmpint (hint->reason, ==, reasons[i]);
                g_assert_cmpuint (lines->len, >=, 1);
              }
          }
        g_assert_cmpuint (n_hint, ==, hints->len);
      }
      g_assert_cmpmem (&board, sizeof board, &before, sizeof before);
      rules->position_free (position);
    }
  g_rand_free (rand);
}

/* --- ishi-tool renju-forbidden ------------------------------------------------ */

static gboolean
run_tool (const char *sgf_path, char **out, char **err, int *status)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  const char *argv[] = { tool, "renju-forbidden", sgf_path, NULL };
  g_autoptr(GError) error = NULL;

  if (tool == NULL || !g_file_test (tool, G_FILE_TEST_IS_EXECUTABLE))
    return FALSE;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, status, &error));
  g_assert_no_error (error);
  return TRUE;
}

/* Every whole-board case, written as an SGF diagram (AB/AW, no moves):
 * the tool prints exactly the listed points, sorted by column and then by
 * row number, each with its reason. */
static void
test_tool (gconstpointer data)
{
  const GPtrArray *cases = data;
  g_autofree char *dir = g_dir_make_tmp ("test-renju-XXXXXX", NULL);
  guint n_run = 0;

  g_assert_nonnull (dir);
  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = cases->pdata[i];
      g_autoptr(GString) sgf = g_string_new ("(;GM[4]FF[4]SZ[15]");
      g_autoptr(GString) want = g_string_new (NULL);
      g_autofree char *path = g_build_filename (dir, "case.sgf", NULL);
      g_autofree char *out = NULL, *err = NULL;
      int status;

      if (!c->whole_board)
        continue;
      for (int color = ISHI_BLACK; color <= ISHI_WHITE; color++)
        {
          g_string_append (sgf, color == ISHI_BLACK ? "AB" : "AW");
          for (int y = 0; y < N; y++)
            for (int x = 0; x < N; x++)
              if (ishi_renju_board_get (&c->board, x, y) == (IshiColor) color)
                g_string_append_printf (sgf, "[%c%c]", 'a' + x, 'a' + y);
        }
      g_string_append (sgf, ")\n");
      g_assert_true (g_file_set_contents (path, sgf->str, -1, NULL));

      /* the order the tool promises: column letter, then row number */
      for (int x = 0; x < N; x++)
        for (int row = 1; row <= N; row++)
          {
            g_autofree char *name = g_strdup_printf ("%c%d", 'a' + x, row);
            const char *verdict = g_hash_table_lookup (c->expected_forbidden, name);

            if (verdict != NULL)
              g_string_append_printf (want, "%s %s\n", name,
                                      status_word (verdict_status (verdict)));
          }

      if (!run_tool (path, &out, &err, &status))
        {
          g_test_skip ("ishi-tool is not built (ISHI_TOOL)");
          break;
        }
      g_test_message ("case %s", c->id);
      g_assert_cmpstr (err, ==, "");
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_assert_cmpstr (out, ==, want->str);
      g_remove (path);
      n_run++;
    }

  /* not a Renju record: FILE:LINE:COL: error: …, exit status 1 */
  {
    g_autofree char *path = g_build_filename (dir, "go.sgf", NULL);
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *prefix = g_strconcat (path, ":1:2: error: ", NULL);
    int status;

    g_assert_true (g_file_set_contents (path, "(;GM[1]SZ[19];B[dd])", -1, NULL));
    if (run_tool (path, &out, &err, &status))
      {
        g_assert_cmpstr (out, ==, "");
        g_assert_true (g_str_has_prefix (err, prefix));
        g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 1);
      }
    g_remove (path);
  }
  g_rmdir (dir);
  g_test_message ("%u cases through the tool", n_run);
}

static void
skip_missing (gconstpointer path)
{
  g_test_skip_printf ("%s is not there", (const char *) path);
}

/* --- the first stone, nigiri, the two-game set (renju-rules.ja.txt) ------- */

/* 第1章 1: 先手（黒）が天元（盤中央）から打ちだし; 第2章 (3) ①: 黒の人が天元
 * （中央）に１手目を打ちます.  The centre of the 15 × 15 board is h8. */
static void
test_first_stone_on_centre (void)
{
  const IshiRules *rules = ishi_rules_renju ();

  for (int tournament = 0; tournament <= 1; tournament++)
    {
      IshiRulesOptions options = { .size = N, .tournament = tournament };
      IshiPosition *position = rules->position_new (&options);
      IshiPoint h8 = pt ("h8"), a1 = pt ("a1"), h9 = pt ("h9");

      g_assert_cmpint (rules->check (position, ISHI_BLACK, a1.x, a1.y), ==, ISHI_MOVE_NOT_CENTRE);
      g_assert_cmpint (rules->check (position, ISHI_BLACK, h9.x, h9.y), ==, ISHI_MOVE_NOT_CENTRE);
      g_assert_cmpint (rules->play (position, ISHI_BLACK, a1.x, a1.y), ==, ISHI_MOVE_NOT_CENTRE);
      g_assert_cmpint (rules->stone_at (position, a1.x, a1.y), ==, ISHI_EMPTY);
      g_assert_cmpint (rules->play (position, ISHI_BLACK, h8.x, h8.y), ==, ISHI_MOVE_OK);
      /* From the second stone on, anywhere. */
      g_assert_cmpint (rules->play (position, ISHI_WHITE, a1.x, a1.y), ==, ISHI_MOVE_OK);
      rules->position_free (position);
    }
  g_assert_cmpstr (ishi_move_status_to_string (ISHI_MOVE_NOT_CENTRE), ==, "not-centre");
}

static IshiGame *
game_from (const char *sgf, GError **error)
{
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "t.sgf", error);

  if (collection == NULL)
    return NULL;
  return ishi_game_new_from_collection (collection, 0, error);
}

static void
test_record_off_centre_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGame) bad = NULL;
  g_autoptr(IshiGame) good = NULL;
  g_autoptr(IshiGame) setup = NULL;

  /* A record that starts at a1 (SGF "ao" on 15 × 15) cannot be followed
   * past its first move, and the message says why. */
  bad = game_from ("(;GM[4]FF[4]SZ[15];B[ao];W[hh])", &error);
  g_assert_no_error (error);
  g_assert_false (ishi_game_go_to_end (bad, &error));
  g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, ishi_move_status_describe (ISHI_MOVE_NOT_CENTRE)));
  g_assert_cmpuint (ishi_game_get_move_number (bad), ==, 0);
  g_clear_error (&error);

  good = game_from ("(;GM[4]FF[4]SZ[15];B[hh];W[ao])", &error);
  g_assert_no_error (error);
  g_assert_true (ishi_game_go_to_end (good, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ishi_game_get_move_number (good), ==, 2);
  /* A position set up with stones (a problem) has its first stones: the
   * next move may go anywhere. */
  setup = game_from ("(;GM[4]FF[4]SZ[15]AB[hh]AW[hg];B[ao])", &error);
  g_assert_no_error (error);
  g_assert_true (ishi_game_go_to_end (setup, &error));
  g_assert_no_error (error);
}

/* 第2章 (2) 握りの仕方: ② 両方の石をあわせて奇数か偶数かを調べます;
 * ③ 奇数のときはそのままで、偶数の時には黒石・白石を交換します. */
static void
test_nigiri (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  IshiNigiri n;
  guint exchanges = 0, trials = 2000;

  ishi_renju_nigiri_count (3, 4, 0, &n);   /* 7, odd: as they are */
  g_assert_false (n.exchange);
  g_assert_cmpint (n.black_player, ==, 0);
  ishi_renju_nigiri_count (3, 5, 0, &n);   /* 8, even: exchanged */
  g_assert_true (n.exchange);
  g_assert_cmpint (n.black_player, ==, 1);
  ishi_renju_nigiri_count (6, 6, 1, &n);
  g_assert_true (n.exchange);
  g_assert_cmpint (n.black_player, ==, 0);

  for (guint i = 0; i < trials; i++)
    {
      int holds = i % 2;

      ishi_renju_nigiri (rand, holds, 12, &n);
      g_assert_cmpuint (n.black_hand, >=, 1);
      g_assert_cmpuint (n.black_hand, <=, 12);
      g_assert_cmpuint (n.white_hand, >=, 1);
      g_assert_cmpuint (n.white_hand, <=, 12);
      g_assert_cmpint (n.exchange, ==, (n.black_hand + n.white_hand) % 2 == 0);
      g_assert_cmpint (n.black_player, ==, n.exchange ? 1 - holds : holds);
      exchanges += n.exchange;
    }
  /* Both outcomes come up, about half each (72 of 144 pairs are even). */
  g_assert_cmpuint (exchanges, >, trials * 4 / 10);
  g_assert_cmpuint (exchanges, <, trials * 6 / 10);
}

/* 第3章 (1) 自由打ち: 黒番・白番２局セットで対局することも有ります. */
static void
test_free_opening_set (void)
{
  g_autoptr(IshiRenjuSet) set = ishi_renju_set_new ("Aki", "Ben", 0);
  g_autoptr(IshiRenjuSet) drawn = ishi_renju_set_new ("Aki", "Ben", 1);
  g_autoptr(IshiRenjuSet) tied = ishi_renju_set_new (NULL, NULL, 0);
  g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
  IshiColor winner;

  /* Colours exchanged in game 2. */
  g_assert_cmpint (ishi_renju_set_get_game (set), ==, 1);
  g_assert_cmpint (ishi_renju_set_get_player_of (set, 1, ISHI_BLACK), ==, 0);
  g_assert_cmpint (ishi_renju_set_get_player_of (set, 1, ISHI_WHITE), ==, 1);
  g_assert_cmpint (ishi_renju_set_get_player_of (set, 2, ISHI_BLACK), ==, 1);
  g_assert_cmpint (ishi_renju_set_get_player_of (set, 2, ISHI_WHITE), ==, 0);
  ishi_renju_set_write_game_info (set, 1, root);
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PB"), ==, "Aki");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PW"), ==, "Ben");
  ishi_renju_set_write_game_info (set, 2, root);
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PB"), ==, "Ben");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PW"), ==, "Aki");

  /* Aki wins with Black, then with White: 2–0. */
  g_assert_false (ishi_renju_set_get_result (set, 1, &winner));
  g_assert_true (ishi_renju_set_record_result (set, ISHI_BLACK));
  g_assert_cmpint (ishi_renju_set_get_game (set), ==, 2);
  g_assert_cmpint (ishi_renju_set_get_winner (set), ==, -1);
  g_assert_true (ishi_renju_set_record_result (set, ISHI_WHITE));
  g_assert_cmpint (ishi_renju_set_get_game (set), ==, 0);
  g_assert_false (ishi_renju_set_record_result (set, ISHI_WHITE));
  g_assert_true (ishi_renju_set_get_result (set, 2, &winner));
  g_assert_cmpint (winner, ==, ISHI_WHITE);
  g_assert_cmpfloat (ishi_renju_set_get_points (set, 0), ==, 2);
  g_assert_cmpfloat (ishi_renju_set_get_points (set, 1), ==, 0);
  g_assert_cmpint (ishi_renju_set_get_winner (set), ==, 0);

  /* Ben is Black in game 1, a draw; Aki is Black in game 2 and wins:
   * Aki ½ + 1 = 1½, Ben ½. */
  g_assert_true (ishi_renju_set_record_result (drawn, ISHI_EMPTY));
  g_assert_true (ishi_renju_set_record_result (drawn, ISHI_BLACK));
  g_assert_cmpfloat (ishi_renju_set_get_points (drawn, 0), ==, 1.5);
  g_assert_cmpfloat (ishi_renju_set_get_points (drawn, 1), ==, 0.5);
  g_assert_cmpint (ishi_renju_set_get_winner (drawn), ==, 0);

  /* Black wins both: one game each, a tied set. */
  g_assert_true (ishi_renju_set_record_result (tied, ISHI_BLACK));
  g_assert_true (ishi_renju_set_record_result (tied, ISHI_BLACK));
  g_assert_cmpint (ishi_renju_set_get_winner (tied), ==, -1);
  g_assert_nonnull (ishi_renju_set_get_player (tied, 0));
  {
    g_autofree char *text = ishi_renju_set_describe (tied);
    g_assert_nonnull (strstr (text, ishi_renju_set_get_player (tied, 1)));
  }
}

/* The set played through the game controller: game 1 ends with Black's
 * five (renju-rules.ja.txt: 五連 wins); game 2 is the same game with the
 * players' colours exchanged; White wins it by resignation; Aki won both. */
static void
test_free_opening_set_matches (void)
{
  const IshiRuleset *free = ishi_ruleset_lookup ("renju-free");
  g_autoptr(IshiRenjuSet) set = ishi_renju_set_new ("Aki", "Ben", 0);
  g_autoptr(IshiMatch) first = NULL;
  g_autoptr(IshiMatch) second = NULL;
  g_autoptr(IshiMatch) none = NULL;
  IshiRulesOptions options;
  IshiGame *game;
  /* Black h8 i8 j8 k8 l8 (a five on row 8), White between. */
  const int moves[][2] = { { 7, 7 }, { 7, 8 }, { 8, 7 }, { 8, 8 }, { 9, 7 }, { 9, 8 },
                           { 10, 7 }, { 10, 8 }, { 11, 7 } };

  g_assert_nonnull (free);
  ishi_ruleset_get_options (free, 15, &options);
  first = ishi_match_new_game_full (free, &options, 0, NAN);
  ishi_renju_set_write_game_info (set, 1, ishi_game_get_root (ishi_match_get_game (first)));

  /* Not over yet: nothing is recorded. */
  g_assert_false (ishi_renju_set_end_game (set, first, &second));
  g_assert_null (second);
  g_assert_cmpint (ishi_renju_set_get_game (set), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_cmpint (ishi_match_play (first, moves[i][0], moves[i][1]), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_match_get_phase (first), ==, ISHI_PHASE_FINISHED);

  g_assert_true (ishi_renju_set_end_game (set, first, &second));
  g_assert_nonnull (second);
  g_assert_cmpint (ishi_renju_set_get_game (set), ==, 2);
  game = ishi_match_get_game (second);
  g_assert_cmpstr (ishi_match_get_ruleset (second)->id, ==, "renju-free");
  g_assert_cmpint (ishi_game_get_options (game)->size, ==, 15);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 0);
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game), "PB"), ==, "Ben");
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game), "PW"), ==, "Aki");
  g_assert_nonnull (strstr (ishi_sgf_node_get_raw (ishi_game_get_root (game), "GN"), "2"));

  g_assert_cmpint (ishi_match_play (second, 7, 7), ==, ISHI_MOVE_OK);
  g_assert_true (ishi_match_resign (second, ISHI_BLACK));
  g_assert_true (ishi_renju_set_end_game (set, second, &none));
  g_assert_null (none);
  g_assert_cmpint (ishi_renju_set_get_game (set), ==, 0);
  g_assert_cmpfloat (ishi_renju_set_get_points (set, 0), ==, 2);
  g_assert_cmpint (ishi_renju_set_get_winner (set), ==, 0);
  /* A complete set takes no more games. */
  g_assert_false (ishi_renju_set_end_game (set, second, &none));
}

int
main (int argc, char **argv)
{
  g_autofree char *cases_path = NULL;
  g_autoptr(GPtrArray) cases = NULL;

  setlocale (LC_ALL, "C");
  g_test_init (&argc, &argv, NULL);

  cases_path = g_build_filename (g_getenv ("ISHI_TESTDATA") ? g_getenv ("ISHI_TESTDATA")
                                                            : "../shared/testdata",
                                 "renju", "forbidden_cases.txt", NULL);
  if (g_file_test (cases_path, G_FILE_TEST_EXISTS))
    {
      cases = load_cases (cases_path);
      g_assert_cmpuint (cases->len, ==, 45);  /* "Total: 45 blocks" */
      for (guint i = 0; i < cases->len; i++)
        {
          Case *c = cases->pdata[i];
          g_autofree char *name = g_strdup_printf ("/renju/cases/%s", c->id);
          g_test_add_data_func (name, c, test_case);
        }
      g_test_add_data_func ("/renju/tool/forbidden", cases, test_tool);
    }
  else
    /* Without the shared cases the test says so: it is skipped, not passed. */
    g_test_add_data_func ("/renju/cases", cases_path, skip_missing);

  g_test_add_func ("/renju/rif/five-beats-double-three", test_five_beats_double_three);
  g_test_add_func ("/renju/rif/five-beats-double-four", test_five_beats_double_four);
  g_test_add_func ("/renju/rif/five-beats-overline", test_five_beats_overline);
  g_test_add_func ("/renju/rif/one-line-double-four", test_one_line_double_four);
  g_test_add_func ("/renju/rif/straight-four-is-one-four", test_straight_four_is_one_four);
  g_test_add_func ("/renju/rif/four-three", test_four_three);
  g_test_add_func ("/renju/rif/overline-point-is-no-five-point", test_overline_point_is_no_five_point);
  g_test_add_func ("/renju/rif/false-three", test_false_three);
  g_test_add_func ("/renju/rif/distant-stone", test_distant_stone_changes_verdict);
  g_test_add_func ("/renju/rif/three-point-that-makes-five", test_three_point_that_makes_five);
  g_test_add_func ("/renju/rif/only-shapes-through-the-stone", test_only_shapes_through_the_stone);
  g_test_add_func ("/renju/game/white-overline-wins", test_white_overline_wins);
  g_test_add_func ("/renju/game/black-overline-does-not-win", test_black_overline_does_not_win);
  g_test_add_func ("/renju/game/tournament-foul", test_tournament_foul);
  g_test_add_func ("/renju/game/black-five-wins", test_black_five_wins);
  g_test_add_func ("/renju/game/two-passes", test_two_passes_draw);
  g_test_add_func ("/renju/game/full-board", test_full_board_draw);
  g_test_add_func ("/renju/game/undo", test_undo);
  g_test_add_func ("/renju/table", test_table);
  g_test_add_func ("/renju/points", test_points);
  g_test_add_func ("/renju/hints-and-explain", test_hints_and_explain);
  g_test_add_func ("/renju/openings/table", test_openings);
  g_test_add_func ("/renju/openings/identify-all", test_opening_identify_all);
  g_test_add_func ("/renju/front-ends-agree", test_front_ends_agree);
  g_test_add_func ("/renju/game/first-stone-on-centre", test_first_stone_on_centre);
  g_test_add_func ("/renju/game/record-off-centre-refused", test_record_off_centre_refused);
  g_test_add_func ("/renju/nigiri", test_nigiri);
  g_test_add_func ("/renju/free-opening-set", test_free_opening_set);
  g_test_add_func ("/renju/free-opening-set/matches", test_free_opening_set_matches);

  return g_test_run ();
}
