/* Tests of core/problems: the marks problem files use, one try at a
 * problem played through (the verdicts and Ishi's answers), the text
 * with ruby, sets and orders, the searches and the checker's proofs.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "ishi-go-board.h"
#include "ishi-problem-check.h"
#include "ishi-problem-play.h"
#include "ishi-problem-search.h"
#include "ishi-problem.h"
#include "ishi-problem-renju-why.h"
#include "ishi-rules.h"
#include "ishi-test-util.h"

static IshiProblemSet *
set_from_text (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  IshiProblemSet *set = ishi_problem_set_load_data (sgf, strlen (sgf), "test.sgf", &error);

  g_assert_no_error (error);
  g_assert_nonnull (set);
  return set;
}

static IshiProblemSet *
set_from_file (const char *relative)
{
  g_autofree char *path = ishi_test_src_path (relative);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  IshiProblemSet *set = ishi_problem_set_load (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (set);
  return set;
}

static IshiPoint
pt (const IshiProblem *problem, const char *name)
{
  IshiPoint p;

  g_assert_true (ishi_problem_get_rules (problem)->parse_point (ishi_problem_get_size (problem), name,
                                                                &p.x, &p.y));
  return p;
}

/* Plays `name` and checks the verdict and Ishi's answer ("" none). */
static void
play (IshiProblemPlay *play, const char *name, IshiProblemVerdict want, const char *reply,
      const char *comment)
{
  IshiProblem *problem = ishi_problem_play_get_problem (play);
  IshiPoint p = pt (problem, name);
  IshiProblemAnswer answer = { 0 };
  IshiProblemVerdict verdict = ishi_problem_play_move (play, p.x, p.y, &answer);

  g_assert_cmpint (verdict, ==, want);
  if (reply == NULL || *reply == '\0')
    g_assert_false (answer.replied);
  else
    {
      IshiPoint r = pt (problem, reply);

      g_assert_true (answer.replied);
      g_assert_cmpint (answer.reply.x, ==, r.x);
      g_assert_cmpint (answer.reply.y, ==, r.y);
    }
  if (comment != NULL)
    g_assert_cmpstr (answer.comment, ==, comment);
  ishi_problem_answer_clear (&answer);
}

/* --- marks ------------------------------------------------------------------------ */

static void
test_comment_marks (void)
{
  static const struct {
    const char *comment;
    IshiProblemMark mark;
  } cases[] = {
    { "RIGHT", ISHI_PROBLEM_MARK_RIGHT },
    { "Black lives. RIGHT", ISHI_PROBLEM_MARK_RIGHT },
    { "Correct! Black captures.", ISHI_PROBLEM_MARK_RIGHT },
    { "right: the only move", ISHI_PROBLEM_MARK_RIGHT },
    { "* Correct", ISHI_PROBLEM_MARK_RIGHT },
    { "正解！", ISHI_PROBLEM_MARK_RIGHT },
    { "这是正确的", ISHI_PROBLEM_MARK_RIGHT },
    { "WRONG", ISHI_PROBLEM_MARK_WRONG },
    { "Wrong: White lives.", ISHI_PROBLEM_MARK_WRONG },
    { "Incorrect", ISHI_PROBLEM_MARK_WRONG },
    { "Failure. Black dies.", ISHI_PROBLEM_MARK_WRONG },
    { "不正解です", ISHI_PROBLEM_MARK_WRONG },   /* holds 正解, but is a failure */
    { "失敗", ISHI_PROBLEM_MARK_WRONG },
    { "Wrong. The RIGHT move is at A.", ISHI_PROBLEM_MARK_WRONG },
    /* explanations that are no marks */
    { "White plays on the right side.", ISHI_PROBLEM_MARK_NONE },
    { "Is that correct?", ISHI_PROBLEM_MARK_NONE },
    { "Correctly played, but see the other line", ISHI_PROBLEM_MARK_NONE },
    { "BRIGHT", ISHI_PROBLEM_MARK_NONE },
    { "Black to play", ISHI_PROBLEM_MARK_NONE },
    { "", ISHI_PROBLEM_MARK_NONE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].comment);
      g_assert_cmpint (ishi_problem_comment_mark (cases[i].comment), ==, cases[i].mark);
    }
  g_assert_cmpint (ishi_problem_comment_mark (NULL), ==, ISHI_PROBLEM_MARK_NONE);
}

static void
test_node_marks (void)
{
  g_autoptr(IshiProblemSet) set = set_from_text (
    "(;SZ[9];B[aa]TE[1];W[bb]TE[1];B[cc]BM[1];W[dd]BM[1];B[ee]GB[1];W[ff]GW[1];B[gg]WV[])");
  const IshiSgfNode *n = ishi_problem_get_root (g_ptr_array_index (set->problems, 0))->first_child;
  static const IshiProblemMark for_black[] = {
    ISHI_PROBLEM_MARK_RIGHT,  /* TE on Black's move */
    ISHI_PROBLEM_MARK_NONE,   /* TE on White's: the other side's good move */
    ISHI_PROBLEM_MARK_WRONG,  /* BM on Black's */
    ISHI_PROBLEM_MARK_NONE,
    ISHI_PROBLEM_MARK_RIGHT,  /* GB */
    ISHI_PROBLEM_MARK_WRONG,  /* GW */
    ISHI_PROBLEM_MARK_WRONG,  /* uliGo's WV */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (for_black); i++, n = n->first_child)
    {
      g_assert_nonnull (n);
      g_assert_cmpint (ishi_problem_node_mark (n, ISHI_BLACK), ==, for_black[i]);
    }
}

/* --- one try --------------------------------------------------------------------- */

static IshiProblemPlay *
marks_play (IshiProblemSet **set)
{
  g_autoptr(GError) error = NULL;
  IshiProblemPlay *play;

  *set = set_from_file ("data/problem-marks.sgf");
  g_assert_cmpuint ((*set)->problems->len, ==, 1);
  play = ishi_problem_play_new (g_ptr_array_index ((*set)->problems, 0), &error);
  g_assert_no_error (error);
  return play;
}

static void
test_play_right (void)
{
  g_autoptr(IshiProblemSet) set = NULL;
  g_autoptr(IshiProblemPlay) p = marks_play (&set);
  IshiProblem *problem = ishi_problem_play_get_problem (p);

  g_assert_cmpint (ishi_problem_get_player (problem), ==, ISHI_BLACK);
  g_assert_true (ishi_problem_has_marks (problem));
  g_assert_cmpstr (ishi_problem_get_title (problem), ==, "Marks");
  g_assert_cmpint (ishi_problem_play_get_verdict (p), ==, ISHI_PROBLEM_VERDICT_NONE);
  /* The net: Ishi answers F5, the first of its replies on a right line. */
  play (p, "F4", ISHI_PROBLEM_VERDICT_RIGHT, "F5", "Good: the net.");
  play (p, "G5", ISHI_PROBLEM_VERDICT_RIGHT, "E4", NULL);
  play (p, "E3", ISHI_PROBLEM_VERDICT_SOLVED, "", "RIGHT: captured.");
  g_assert_true (ishi_problem_play_get_solved (p));
  g_assert_true (ishi_problem_play_get_first_try (p));
  g_assert_true (ishi_problem_play_is_over (p));
  /* The line has ended: nothing more is taken. */
  g_assert_cmpint (ishi_problem_play_move (p, 0, 0, NULL), ==, ISHI_PROBLEM_VERDICT_OVER);
  /* Undo takes back the learner's move; the line goes on again. */
  g_assert_true (ishi_problem_play_undo (p));
  g_assert_cmpint (ishi_problem_play_get_verdict (p), ==, ISHI_PROBLEM_VERDICT_RIGHT);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_problem_play_get_game (p)), ==, 4);
  ishi_problem_play_restart (p);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_problem_play_get_game (p)), ==, 0);
  g_assert_cmpint (ishi_problem_play_get_verdict (p), ==, ISHI_PROBLEM_VERDICT_NONE);
  /* A right line of TE and GB, ending with the learner's move. */
  play (p, "E3", ISHI_PROBLEM_VERDICT_RIGHT, "E4", NULL);
  play (p, "F4", ISHI_PROBLEM_VERDICT_SOLVED, "", NULL);
}

static void
test_play_wrong (void)
{
  g_autoptr(IshiProblemSet) set = NULL;
  g_autoptr(IshiProblemPlay) p = marks_play (&set);

  /* Marked BM: wrong at once, and the file's refutation is played. */
  play (p, "F5", ISHI_PROBLEM_VERDICT_WRONG, "E4", "This lets White out.");
  g_assert_false (ishi_problem_play_is_over (p));
  /* The learner may follow the wrong line: it stays wrong, and ends. */
  play (p, "E3", ISHI_PROBLEM_VERDICT_WRONG, "F4", "White escapes.");
  g_assert_true (ishi_problem_play_is_over (p));
  g_assert_true (ishi_problem_play_undo (p));
  g_assert_cmpint (ishi_problem_play_get_verdict (p), ==, ISHI_PROBLEM_VERDICT_WRONG);
  g_assert_true (ishi_problem_play_undo (p));
  g_assert_cmpint (ishi_problem_play_get_verdict (p), ==, ISHI_PROBLEM_VERDICT_NONE);
  g_assert_false (ishi_problem_play_undo (p));
  /* A line with no mark, where the file marks others: a failure. */
  play (p, "E4", ISHI_PROBLEM_VERDICT_WRONG, "F5", "White runs away.");
  g_assert_true (ishi_problem_play_is_over (p));
  ishi_problem_play_restart (p);
  /* Solved after a mistake: solved, but not at the first try. */
  play (p, "F4", ISHI_PROBLEM_VERDICT_RIGHT, "F5", NULL);
  play (p, "G5", ISHI_PROBLEM_VERDICT_RIGHT, "E4", NULL);
  play (p, "E3", ISHI_PROBLEM_VERDICT_SOLVED, "", NULL);
  g_assert_true (ishi_problem_play_get_solved (p));
  g_assert_false (ishi_problem_play_get_first_try (p));
}

/* 詰め連珠 (issue 67, item 5): a wrong move says why it fails.  The
 * shipped set's wrong first moves are fours that the block answers; the
 * other shapes on boards set up here (points as ishi-types.h has them, y
 * from the top: h8 is (7, 7), row r is y = 15 − r). */
static const char *
why_of (IshiProblemSet *set, guint index, const char *move)
{
  IshiProblem *problem = g_ptr_array_index (set->problems, index);
  g_autoptr(IshiProblemPlay) p = ishi_problem_play_new (problem, NULL);
  IshiProblemAnswer answer = { 0 };
  IshiPoint at = pt (problem, move);
  static char why[512];

  g_assert_cmpint (ishi_problem_play_move (p, at.x, at.y, &answer), ==, ISHI_PROBLEM_VERDICT_WRONG);
  g_assert_nonnull (answer.why);
  g_strlcpy (why, answer.why, sizeof why);
  ishi_problem_answer_clear (&answer);
  return why;
}

static char *
why_on (const char *const *black, const char *const *white, IshiProblemGoalKind goal, const char *move,
        const char *reply)
{
  const IshiRules *rules = ishi_rules_renju ();
  IshiRenjuBoard board;
  IshiPoint m, r = { -1, -1 };

  ishi_renju_board_init (&board);
  for (int c = 0; c < 2; c++)
    for (const char *const *s = c == 0 ? black : white; *s; s++)
      {
        int x, y;

        g_assert_true (rules->parse_point (15, *s, &x, &y));
        ishi_renju_board_set (&board, x, y, c == 0 ? ISHI_BLACK : ISHI_WHITE);
      }
  g_assert_true (rules->parse_point (15, move, &m.x, &m.y));
  if (reply)
    g_assert_true (rules->parse_point (15, reply, &r.x, &r.y));
  return ishi_problem_renju_why_wrong (&board, ISHI_BLACK, goal, m, r, NULL);
}

static void
test_renju_why (void)
{
  g_autoptr(IshiProblemSet) set = set_from_file ("../data/problems/08-renju.sgf");
  static const char *const none[] = { NULL };
  static const char *const lone[] = { "h8", NULL };
  static const char *const pair[] = { "h8", "i8", NULL };
  static const char *const row3[] = { "c3", "d3", "e3", "g2", NULL };
  static const char *const col_g[] = { "b3", "g4", "g5", "g6", NULL };
  static const char *const four_w[] = { "h8", "h9", "h10", "h11", NULL };
  static const char *const under[] = { "h7", NULL };
  char *why;

  /* つめれんじゅ 1: f11 is blocked at h13, the first move of the win */
  g_assert_cmpstr (why_of (set, 0, "f11"), ==,
                   "f11 makes a four, and White blocks it at h13. The block takes h13, a point your win needs.");
  /* つめれんじゅ 2: g12 is no point of the win, and fours remain */
  g_assert_cmpstr (why_of (set, 1, "f13"), ==,
                   "f13 makes a four, and White blocks it at g12. The fours left to you do not win from there.");
  /* つめれんじゅ 3, White attacking */
  g_assert_cmpstr (why_of (set, 2, "i11"), ==,
                   "i11 makes a four, and Black blocks it at j12. The block takes j12, a point your win needs.");

  /* White's four left standing */
  why = why_on (under, four_w, ISHI_PROBLEM_GOAL_VCF, "a1", "h12");
  g_assert_cmpstr (why, ==, "White had a four: unless you block it at h12 first, White makes five there.");
  g_free (why);
  /* the block makes a four of White's */
  why = why_on (row3, col_g, ISHI_PROBLEM_GOAL_VCF, "f3", "g3");
  g_assert_cmpstr (why, ==, "f3 makes a four, and White blocks it at g3. That makes a four of White's: "
                            "you must stop it at g7, and your attack stops there.");
  g_free (why);
  /* no four in a VCF; neither four nor three in a VCT; a three */
  why = why_on (lone, none, ISHI_PROBLEM_GOAL_VCF, "i9", "a1");
  g_assert_cmpstr (why, ==, "i9 is no four: in a VCF every move must be one, or White gets a free move. "
                            "White answers at a1.");
  g_free (why);
  why = why_on (lone, none, ISHI_PROBLEM_GOAL_VCT, "i9", "a1");
  g_assert_cmpstr (why, ==, "i9 makes neither a four nor a three, so White gets a free move. White answers at a1.");
  g_free (why);
  why = why_on (pair, none, ISHI_PROBLEM_GOAL_VCT, "j8", "k8");
  g_assert_cmpstr (why, ==, "j8 makes a three, and White stops it at k8.");
  g_free (why);
  /* a problem with no Renju goal: nothing said */
  g_assert_null (why_on (lone, none, ISHI_PROBLEM_GOAL_NONE, "i9", "a1"));
}

static void
test_play_unknown (void)
{
  g_autoptr(IshiProblemSet) set = NULL;
  g_autoptr(IshiProblemPlay) p = marks_play (&set);
  IshiGame *game = ishi_problem_play_get_game (p);
  IshiProblem *problem = ishi_problem_play_get_problem (p);
  IshiPoint e6 = pt (problem, "E6"), d6 = pt (problem, "D6");
  IshiProblemAnswer answer = { 0 };
  guint children = ishi_sgf_node_n_children (ishi_game_get_node (game));

  /* The rules refuse a stone on a stone: nothing changes. */
  g_assert_cmpint (ishi_problem_play_move (p, e6.x, e6.y, &answer), ==, ISHI_PROBLEM_VERDICT_REFUSED);
  g_assert_cmpint (answer.status, ==, ISHI_MOVE_OCCUPIED);
  g_assert_false (ishi_problem_play_get_missed (p));
  /* A move the file does not know: on the board, no answer, Undo only. */
  play (p, "D6", ISHI_PROBLEM_VERDICT_NOT_IN_PROBLEM, "", NULL);
  g_assert_cmpint (ishi_game_get_rules (game)->stone_at (ishi_game_get_position (game), d6.x, d6.y), ==,
                   ISHI_BLACK);
  g_assert_true (ishi_problem_play_is_over (p));
  g_assert_true (ishi_problem_play_get_missed (p));
  g_assert_cmpint (ishi_problem_play_move (p, 0, 0, NULL), ==, ISHI_PROBLEM_VERDICT_OVER);
  g_assert_true (ishi_problem_play_undo (p));
  g_assert_cmpint (ishi_problem_play_get_verdict (p), ==, ISHI_PROBLEM_VERDICT_NONE);
  /* The move outside the problem is gone from the record again. */
  g_assert_cmpuint (ishi_sgf_node_n_children (ishi_game_get_node (game)), ==, children);
  g_assert_cmpint (ishi_game_get_rules (game)->stone_at (ishi_game_get_position (game), d6.x, d6.y), ==,
                   ISHI_EMPTY);
  /* Then solved: not at the first try. */
  play (p, "E3", ISHI_PROBLEM_VERDICT_RIGHT, "E4", NULL);
  play (p, "F4", ISHI_PROBLEM_VERDICT_SOLVED, "", NULL);
  g_assert_false (ishi_problem_play_get_first_try (p));
}

static void
test_play_hint (void)
{
  g_autoptr(IshiProblemSet) set = NULL;
  g_autoptr(IshiProblemPlay) p = marks_play (&set);
  IshiProblem *problem = ishi_problem_play_get_problem (p);
  IshiPoint hint, f4 = pt (problem, "F4"), g5 = pt (problem, "G5");

  g_assert_true (ishi_problem_play_hint (p, &hint));
  g_assert_cmpint (hint.x, ==, f4.x);
  g_assert_cmpint (hint.y, ==, f4.y);
  play (p, "F4", ISHI_PROBLEM_VERDICT_RIGHT, "F5", NULL);
  g_assert_true (ishi_problem_play_hint (p, &hint));
  g_assert_cmpint (hint.x, ==, g5.x);
  g_assert_cmpint (hint.y, ==, g5.y);
  play (p, "G5", ISHI_PROBLEM_VERDICT_RIGHT, "E4", NULL);
  play (p, "E3", ISHI_PROBLEM_VERDICT_SOLVED, "", NULL);
  /* Asked for a hint: not at the first try; no hint once it is over. */
  g_assert_false (ishi_problem_play_get_first_try (p));
  g_assert_false (ishi_problem_play_hint (p, &hint));
  /* On a wrong line there is no right move to show. */
  ishi_problem_play_restart (p);
  play (p, "F5", ISHI_PROBLEM_VERDICT_WRONG, "E4", NULL);
  g_assert_false (ishi_problem_play_hint (p, &hint));
}

/* A file with no mark at all: its main line is the answer (EasyGo's
 * rule); setup-only nodes before the first move belong to the start. */
static void
test_unmarked (void)
{
  g_autoptr(IshiProblemSet) set = set_from_text (
    "(;GM[1]SZ[9]C[First words.];AB[ed][fd][de][df]AW[ee]C[White to play? No: Black.]"
    "(;B[ff];W[fe];B[ge];W[ef];B[eg])(;B[fe];W[ef]))");
  IshiProblem *problem = g_ptr_array_index (set->problems, 0);
  g_autoptr(IshiProblemPlay) p = ishi_problem_play_new (problem, NULL);
  g_autofree char *question = ishi_problem_dup_question (problem);
  g_autoptr(GPtrArray) lines = ishi_problem_right_lines (problem);

  g_assert_false (ishi_problem_has_marks (problem));
  g_assert_cmpstr (question, ==, "First words.\n\nWhite to play? No: Black.");
  g_assert_cmpuint (lines->len, ==, 1);
  g_assert_cmpuint (((GPtrArray *) g_ptr_array_index (lines, 0))->len, ==, 5);
  /* A file of one problem without GN is named by the file. */
  g_assert_cmpstr (ishi_problem_get_title (problem), ==, "test");
  play (p, "F5", ISHI_PROBLEM_VERDICT_WRONG, "E4", NULL);
  ishi_problem_play_restart (p);
  play (p, "F4", ISHI_PROBLEM_VERDICT_RIGHT, "F5", NULL);
  play (p, "G5", ISHI_PROBLEM_VERDICT_RIGHT, "E4", NULL);
  play (p, "E3", ISHI_PROBLEM_VERDICT_SOLVED, "", NULL);
}

/* White to play (the first move's colour), and a right line that ends
 * with the other side's answer (marked there, as some files do). */
static void
test_white_to_play (void)
{
  g_autoptr(IshiProblemSet) set = set_from_text (
    "(;SZ[9]AW[ed][fd][de][df]AB[ee](;W[ff];B[fe];W[ge]C[Right, and Black tries];B[ef]C[RIGHT])"
    "(;W[fe];B[ef]))");
  g_autoptr(IshiProblemPlay) p = ishi_problem_play_new (g_ptr_array_index (set->problems, 0), NULL);

  g_assert_cmpint (ishi_problem_get_player (ishi_problem_play_get_problem (p)), ==, ISHI_WHITE);
  play (p, "F4", ISHI_PROBLEM_VERDICT_RIGHT, "F5", NULL);
  play (p, "G5", ISHI_PROBLEM_VERDICT_SOLVED, "E4", "Right, and Black tries\n\nRIGHT");
}

/* --- sets and text ---------------------------------------------------------------- */

static void
test_set (void)
{
  g_autoptr(IshiProblemSet) set = set_from_text (
    "(;SZ[9]GN[One]AB[aa];W[bb])(;SZ[9]GN[No moves]AB[cc])(;GM[5]SZ[9];B[aa])"
    "(;SZ[9]AW[aa];B[bb])");
  g_autoptr(GArray) order = NULL;
  g_autoptr(GArray) again = NULL;
  gboolean seen[50] = { FALSE };
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (set->problems->len, ==, 2);
  g_assert_cmpstr (ishi_problem_get_title (g_ptr_array_index (set->problems, 0)), ==, "One");
  /* A game of a collection without GN: the file and its number. */
  g_assert_cmpstr (ishi_problem_get_title (g_ptr_array_index (set->problems, 1)), ==, "test 4");
  g_assert_cmpuint (set->errors->len, ==, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (set->errors, 0), "test.sgf:1:"));
  g_assert_nonnull (strstr (g_ptr_array_index (set->errors, 0), "no move"));
  /* Nothing to play at all: an error. */
  g_assert_null (ishi_problem_set_load_data ("(;SZ[9]AB[aa])", 14, "empty.sgf", &error));
  g_assert_error (error, ISHI_PROBLEM_ERROR, ISHI_PROBLEM_ERROR_EMPTY);

  /* The order: as read, or a shuffle that is the same for the same seed
   * and holds every problem once. */
  order = ishi_problem_order_new (50, 0);
  for (guint i = 0; i < 50; i++)
    g_assert_cmpuint (g_array_index (order, guint, i), ==, i);
  g_clear_pointer (&order, g_array_unref);
  order = ishi_problem_order_new (50, 7);
  again = ishi_problem_order_new (50, 7);
  g_assert_cmpmem (order->data, 50 * sizeof (guint), again->data, 50 * sizeof (guint));
  for (guint i = 0; i < 50; i++)
    {
      guint k = g_array_index (order, guint, i);

      g_assert_cmpuint (k, <, 50);
      g_assert_false (seen[k]);
      seen[k] = TRUE;
    }
  g_assert_cmpuint (g_array_index (order, guint, 0) + g_array_index (order, guint, 1), !=, 1);
}

static void
test_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-problems-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "b.sgf", NULL);
  g_autofree char *b = g_build_filename (dir, "a.SGF", NULL);
  g_autofree char *c = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *d = g_build_filename (dir, "c.sgf", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(IshiProblemSet) set = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (a, "(;SZ[9]GN[B]AB[aa];W[bb])", -1, NULL));
  g_assert_true (g_file_set_contents (b, "(;SZ[9]GN[A]AB[aa];W[cc])", -1, NULL));
  g_assert_true (g_file_set_contents (c, "(;SZ[9]GN[T]AB[aa];W[cc])", -1, NULL));
  g_assert_true (g_file_set_contents (d, "not a game", -1, NULL));
  set = ishi_problem_set_load (folder, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (set->problems->len, ==, 2);
  g_assert_cmpstr (ishi_problem_get_title (g_ptr_array_index (set->problems, 0)), ==, "A");
  g_assert_cmpstr (ishi_problem_get_title (g_ptr_array_index (set->problems, 1)), ==, "B");
  /* c.sgf holds no game: said, with its name. */
  g_assert_cmpuint (set->errors->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (set->errors, 0), "c.sgf"));
  ishi_test_remove_tree (dir);
}

static void
check_runs (const char *text, const char *want)
{
  g_autoptr(GPtrArray) runs = ishi_problem_text_runs (text);
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < runs->len; i++)
    {
      IshiProblemRun *run = g_ptr_array_index (runs, i);

      switch (run->kind)
        {
        case ISHI_PROBLEM_RUN_TEXT:
          g_string_append_printf (s, "[%s]", run->text);
          break;
        case ISHI_PROBLEM_RUN_RUBY:
          g_string_append_printf (s, "[%s/%s]", run->text, run->reading);
          break;
        case ISHI_PROBLEM_RUN_BREAK:
          g_string_append (s, "|");
          break;
        case ISHI_PROBLEM_RUN_PARAGRAPH:
        default:
          g_string_append (s, "¶");
          break;
        }
    }
  g_assert_cmpstr (s->str, ==, want);
}

static void
test_ruby (void)
{
  g_autofree char *plain = NULL, *read = NULL;

  check_runs ("石を取《と》る", "[石を][取/と][る]");
  check_runs ("｜純碁《じゅんご》の黒番", "[純碁/じゅんご][の黒番]");
  check_runs ("白石《しろいし》", "[白石/しろいし]");
  check_runs ("|Go《ご》 and 碁", "[Go/ご][ and 碁]");
  /* No base: the marks stay as they are. */
  check_runs ("あ《い》", "[あ《い》]");
  check_runs ("｜abc", "[｜abc]");
  check_runs ("漢字《かんじ", "[漢字《かんじ]");
  check_runs ("a\nb\n\n  \nc\n", "[a]|[b]¶[c]");
  plain = ishi_problem_text_plain ("黒《くろ》を取《と》る", FALSE);
  read = ishi_problem_text_plain ("黒《くろ》を取《と》る", TRUE);
  g_assert_cmpstr (plain, ==, "黒を取る");
  g_assert_cmpstr (read, ==, "黒(くろ)を取(と)る");
}

/* --- the searches ------------------------------------------------------------------- */

static IshiGoBoard *
board_from_string (int size, const char *rows)
{
  IshiGoBoard *board = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
  int i = 0;

  for (const char *c = rows; *c != '\0'; c++)
    {
      IshiPoint p = { i % size, i / size };

      if (*c == 'X' || *c == 'O')
        ishi_go_board_setup (board, &p, 1, *c == 'X' ? ISHI_BLACK : ISHI_WHITE);
      if (*c == 'X' || *c == 'O' || *c == '.')
        i++;
    }
  g_assert_cmpint (i, ==, size * size);
  return board;
}

/* The ladder of the shipped ladder problems' first kind: six moves of
 * Black's, to the edge; five are not enough; a stone of White's on the
 * way breaks it. */
static void
test_search_ladder (void)
{
  static const char rows[] =
    "........."
    "........."
    "........."
    "........."
    ".....XX.."
    "....XO..."
    "........."
    "........."
    ".........";
  g_autoptr(IshiGoBoard) board = board_from_string (9, rows);
  IshiSearchLimits region = { { 3, 3 }, { 8, 8 }, 0 };
  IshiPoint target = { 5, 5 }, move;
  guint64 nodes = 0;
  guint depth = ishi_go_board_get_undo_depth (board);

  g_assert_cmpint (ishi_search_capture (board, ISHI_BLACK, ISHI_BLACK, target, 6, &region, &move, &nodes), ==,
                   ISHI_SEARCH_YES);
  g_assert_cmpint (move.x, ==, 5);  /* F3 */
  g_assert_cmpint (move.y, ==, 6);
  g_test_message ("ladder of 6: %lu positions", (unsigned long) nodes);
  g_assert_cmpint (ishi_search_capture (board, ISHI_BLACK, ISHI_BLACK, target, 5, &region, NULL, NULL), ==,
                   ISHI_SEARCH_NO);
  /* White to move first extends: then no capture within 6. */
  g_assert_cmpint (ishi_search_capture (board, ISHI_WHITE, ISHI_BLACK, target, 6, &region, &move, NULL), ==,
                   ISHI_SEARCH_NO);
  {
    IshiPoint breaker = { 7, 7 };   /* H2 */

    ishi_go_board_setup (board, &breaker, 1, ISHI_WHITE);
    g_assert_cmpint (ishi_search_capture (board, ISHI_BLACK, ISHI_BLACK, target, 6, &region, NULL, NULL), ==,
                     ISHI_SEARCH_NO);
  }
  /* The board is as it was, but for the breaker. */
  g_assert_cmpint (ishi_go_board_get_undo_depth (board), ==, depth + 1);
}

static void
test_search_life (void)
{
  /* Two eyes at A1 and C1: alive; one (B1 filled by White): not. */
  static const char alive[] =
    "........."
    "........."
    "........."
    "........."
    "........."
    "........."
    "OOOOO...."
    "XXXXO...."
    ".X.XO....";
  static const char straight_three[] =
    "........."
    "........."
    "........."
    "........."
    "........."
    "........."
    "OOOOO...."
    "XXXXO...."
    "...XO....";
  g_autoptr(IshiGoBoard) two = board_from_string (9, alive);
  g_autoptr(IshiGoBoard) three = board_from_string (9, straight_three);
  IshiSearchLimits corner = { { 0, 5 }, { 5, 8 }, 0 };
  IshiPoint a2 = { 0, 7 }, move;

  g_assert_true (ishi_search_pass_alive (two, 0, 7));
  g_assert_false (ishi_search_pass_alive (two, 4, 7));   /* White's wall has no eyes */
  g_assert_false (ishi_search_pass_alive (three, 0, 7));
  g_assert_false (ishi_search_pass_alive (three, 0, 8)); /* an empty point */
  /* The straight three: Black to play lives at B1, White to play kills. */
  g_assert_cmpint (ishi_search_live (three, ISHI_BLACK, a2, 1, &corner, &move, NULL), ==, ISHI_SEARCH_YES);
  g_assert_cmpint (move.x, ==, 1);
  g_assert_cmpint (move.y, ==, 8);
  g_assert_cmpint (ishi_search_live (three, ISHI_WHITE, a2, 4, &corner, &move, NULL), ==, ISHI_SEARCH_NO);
  g_assert_cmpint (move.x, ==, 1);
  /* and captures it within four moves, but not three */
  {
    IshiPoint b1 = { 1, 8 };

    g_assert_cmpint (ishi_go_board_play (three, ISHI_WHITE, b1.x, b1.y), ==, ISHI_MOVE_OK);
    g_assert_cmpint (ishi_search_capture (three, ISHI_BLACK, ISHI_WHITE, a2, 3, &corner, NULL, NULL), ==,
                     ISHI_SEARCH_YES);
  }
}

static void
test_search_best (void)
{
  /* Pure Go: every group filled to two eyes; one point between them.
   * Black takes it and wins by 1; a pass lets White take it. */
  static const char rows[] =
    ".X.XO.O.."
    "XXXXOOOOO"
    "XXXXOOOOO"
    "XXXXO.O.O"
    "XXXX.OOOO"
    "XXXXXOOOO"
    "X.X.XOOOO"
    "XXXXXOOOO"
    "XXXXXOOOO";
  g_autoptr(IshiGoBoard) board = board_from_string (9, rows);
  IshiSearchLimits middle = { { 4, 3 }, { 4, 5 }, 0 };
  IshiPoint move;
  int value;

  g_assert_true (ishi_search_best (board, ISHI_BLACK, &middle, &value, &move, NULL));
  g_assert_cmpint (move.x, ==, 4);
  g_assert_cmpint (move.y, ==, 4);
  g_assert_cmpint (value, ==, (int) ishi_go_board_get_n_stones (board, ISHI_BLACK) + 1
                              - (int) ishi_go_board_get_n_stones (board, ISHI_WHITE));
  g_assert_true (ishi_search_best (board, ISHI_WHITE, &middle, &value, NULL, NULL));
  g_assert_cmpint (value, ==, (int) ishi_go_board_get_n_stones (board, ISHI_WHITE) + 1
                              - (int) ishi_go_board_get_n_stones (board, ISHI_BLACK));
}

/* --- the checker ------------------------------------------------------------------------ */

#define CAPTURE_ROOT "(;GM[1]FF[4]SZ[9]PL[B]AB[ed][de][fe]AW[ee]IR[bb:hh]"
#define NET_ROOT "(;GM[1]FF[4]SZ[9]PL[B]AB[ed][fd][de][df]AW[ee]IR[bb:hh]IG[capture:ee]IM[3]"

static guint
check_text (const char *sgf, GPtrArray *problems, GArray *first_moves)
{
  g_autoptr(IshiProblemSet) set = set_from_text (sgf);

  ishi_problem_check (g_ptr_array_index (set->problems, 0), problems, first_moves);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (problems, i));
  return problems->len;
}

static gboolean
has_problem (GPtrArray *problems, const char *part)
{
  for (guint i = 0; i < problems->len; i++)
    if (strstr (g_ptr_array_index (problems, i), part) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_check_capture (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (IshiProblemFirstMove));
  guint right = 0, refuted = 0;

  g_assert_cmpuint (check_text (CAPTURE_ROOT "IG[capture:ee]IM[2];B[ef]C[RIGHT])", problems, first), ==, 0);
  for (guint i = 0; i < first->len; i++)
    {
      IshiProblemFirstMove *f = &g_array_index (first, IshiProblemFirstMove, i);

      right += f->right;
      refuted += f->refuted;
      /* every move but E4 is answered by White's E4 (a pass: E4 too) */
      if (!f->right)
        {
          g_assert_cmpint (f->refutation.x, ==, 4);
          g_assert_cmpint (f->refutation.y, ==, 5);
        }
    }
  g_assert_cmpuint (right, ==, 1);
  /* the 44 other empty points of the region (7 × 7, 4 stones) and a pass */
  g_assert_cmpuint (refuted, ==, 45);
  g_assert_cmpuint (first->len, ==, 46);

  /* A right line that does not capture. */
  g_ptr_array_set_size (problems, 0);
  check_text (CAPTURE_ROOT "IG[capture:ee]IM[2](;B[dd]C[RIGHT])(;B[ef]))", problems, NULL);
  g_assert_true (has_problem (problems, "test.sgf:1:72: a move of a right line does not capture"));
  g_assert_true (has_problem (problems, "E4 is not a right answer in the file, but nothing refutes it"));

  /* The net of the play test: F4 captures in 3 moves (F4, G5, E3), and
   * no other first move does (the looser net G4 takes 4).  Claimed in 4,
   * the file would miss G4 and F3, which the check says. */
  g_ptr_array_set_size (problems, 0);
  g_assert_cmpuint (check_text (NET_ROOT "(;B[ff];W[fe];B[ge];W[ef];B[eg]C[RIGHT])(;B[fe]BM[1];W[ef]))",
                                problems, NULL), ==, 0);
  check_text ("(;GM[1]FF[4]SZ[9]PL[B]AB[ed][fd][de][df]AW[ee]IR[bb:hh]IG[capture:ee]IM[4]"
              "(;B[ff];W[fe];B[ge];W[ef];B[eg]C[RIGHT])(;B[fe]BM[1];W[ef]))", problems, NULL);
  g_assert_true (has_problem (problems, "G4 is not a right answer in the file, but nothing refutes it"));
  g_assert_true (has_problem (problems, "F3 is not a right answer"));

  /* The file's answer to a wrong move that answers nothing. */
  g_ptr_array_set_size (problems, 0);
  check_text (CAPTURE_ROOT "IG[capture:ee]IM[2](;B[ef]C[RIGHT])(;B[df]BM[1];W[aa]))", problems, NULL);
  g_assert_true (has_problem (problems, "the file's answer A9 to the wrong move D4 does not refute it"));
}

static void
test_check_faults (void)
{
  static const struct {
    const char *sgf;
    const char *problem;
  } cases[] = {
    { CAPTURE_ROOT "IG[eat:ee]IM[2];B[ef])", "IG names no goal Ishi knows: eat:ee" },
    { CAPTURE_ROOT "IG[capture]IM[2];B[ef])", "IG needs a point on the board" },
    { CAPTURE_ROOT "IG[best:ee];B[ef])", "IG takes no point" },
    { CAPTURE_ROOT "IG[capture:ee]IM[0];B[ef])", "IM must be a number of moves from 1 to 99" },
    { CAPTURE_ROOT "IG[capture:ee];B[ef])", "IM is needed" },
    { CAPTURE_ROOT "IG[capture:ed]IM[2];B[ef])", "IG's point E6 must hold a stone of White" },
    { CAPTURE_ROOT "IG[vcf]IM[3];B[ef])", "a Renju goal (IG) in a Go problem" },
    { CAPTURE_ROOT "IG[capture:ee]IM[2];B[ef];W[ef])", "the rules refuse White at E4" },
    { CAPTURE_ROOT "IG[capture:ee]IM[2];B[ef];AB[aa];W[bb])", "stones set up inside a line" },
    { CAPTURE_ROOT "IG[capture:ee]IM[2];B[ef]C[Wrong])", "the file has no right line" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

      g_test_message ("%s", cases[i].sgf);
      g_assert_cmpuint (check_text (cases[i].sgf, problems, NULL), >, 0);
      g_assert_true (has_problem (problems, cases[i].problem));
    }
}

/* A problem whose proof needs more than the checker may spend: said,
 * with the place, within the bound (a file from elsewhere cannot keep it
 * busy).  The ladder of /problem/search/ladder needs 27,000 positions. */
static void
test_check_limit (void)
{
  g_autoptr(IshiProblemSet) set = set_from_text (
    "(;GM[1]FF[4]SZ[9]PL[B]AB[fe][ge][ef]AW[ff]IG[capture:ff]IM[6]IR[dd:ii]"
    "(;B[fg];W[gf];B[hf];W[gg];B[gh];W[hg];B[ig];W[hh];B[hi];W[ih];B[ii]C[RIGHT]))");
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  g_assert_false (ishi_problem_check_full (g_ptr_array_index (set->problems, 0), problems, NULL, 2000));
  g_assert_true (has_problem (problems, "could not be proved within the search limit"));
  g_ptr_array_set_size (problems, 0);
  g_assert_true (ishi_problem_check (g_ptr_array_index (set->problems, 0), problems, NULL));
}

/* What `problems check --add-refutations` writes: the refuted wrong
 * moves the file lacks, each with its refutation, which then play. */
static void
test_add_refutations (void)
{
  g_autoptr(IshiProblemSet) set = set_from_text (CAPTURE_ROOT "IG[capture:ee]IM[2];B[ef]C[RIGHT])");
  IshiProblem *problem = g_ptr_array_index (set->problems, 0);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (IshiProblemFirstMove));
  g_autoptr(IshiSgfNode) root = NULL;
  g_autoptr(IshiProblemSet) completed = NULL;
  g_autoptr(IshiProblemPlay) p = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (ishi_problem_check (problem, problems, first));
  root = ishi_problem_add_refutations (problem, first, "Wrong.");
  g_assert_cmpuint (ishi_sgf_node_n_children (root), ==, 1 + 44);  /* not the pass */
  text = ishi_sgf_write (&root, 1, &length);
  completed = set_from_text (text);
  g_ptr_array_set_size (problems, 0);
  g_assert_true (ishi_problem_check (g_ptr_array_index (completed->problems, 0), problems, NULL));
  p = ishi_problem_play_new (g_ptr_array_index (completed->problems, 0), NULL);
  play (p, "C3", ISHI_PROBLEM_VERDICT_WRONG, "E4", "Wrong.");
}

/* A Renju problem (詰め連珠): proved by the solver, played like any. */
#define RENJU_ROOT "(;GM[4]FF[4]SZ[15]PL[B]AB[gd][gf][gh][ij][jj]AW[fe][ig][ej]IG[vcf]IM[3]"

static void
test_renju (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(IshiProblemSet) set = set_from_text (RENJU_ROOT "(;B[gg];W[ge];B[gj]C[RIGHT])"
                                                 "(;B[gc]BM[1];W[gg]))");
  g_autoptr(IshiProblemPlay) p = NULL;

  g_assert_true (ishi_problem_check (g_ptr_array_index (set->problems, 0), problems, NULL));
  p = ishi_problem_play_new (g_ptr_array_index (set->problems, 0), NULL);
  play (p, "g13", ISHI_PROBLEM_VERDICT_WRONG, "g9", NULL);
  ishi_problem_play_restart (p);
  play (p, "g9", ISHI_PROBLEM_VERDICT_RIGHT, "g11", NULL);
  play (p, "g6", ISHI_PROBLEM_VERDICT_SOLVED, "", "RIGHT");

  /* A line that does not win, and a wrong move that does. */
  g_ptr_array_set_size (problems, 0);
  check_text (RENJU_ROOT "(;B[gj]C[RIGHT])(;B[gg]BM[1];W[ge]))", problems, NULL);
  g_assert_true (has_problem (problems, "g6 on a right line does not win within the 3 moves left"));
  g_assert_true (has_problem (problems, "g9 is marked wrong, but it wins within 3 moves"));
}

/* --- Ishi's own problems ----------------------------------------------------------------- */

typedef struct {
  guint go, renju, by_kind[ISHI_PROBLEM_GOAL_VCT + 1], by_size[26];
} Shipped;

/* One shipped problem: its claims proved, its text for grade 3, and an
 * answer of Ishi's in the file for every wrong first move of its region. */
static void
check_shipped (IshiProblem *problem, Shipped *count)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (IshiProblemFirstMove));
  g_autofree char *question = ishi_problem_dup_question (problem);
  IshiProblemGoal goal;
  guint right = 0;

  g_test_message ("%s: %s", ishi_problem_get_filename (problem), ishi_problem_get_title (problem));
  g_assert_true (ishi_problem_get_goal (problem, &goal, NULL));
  g_assert_cmpint (goal.kind, !=, ISHI_PROBLEM_GOAL_NONE);
  g_assert_true (ishi_problem_has_marks (problem));
  g_assert_nonnull (question);
  if (!ishi_problem_check (problem, problems, first))
    for (guint i = 0; i < problems->len; i++)
      g_error ("%s", (const char *) g_ptr_array_index (problems, i));
  g_assert_cmpuint (ishi_problem_check_grade (problem, 3, warnings), ==, 0);
  for (guint i = 0; i < first->len; i++)
    {
      IshiProblemFirstMove *f = &g_array_index (first, IshiProblemFirstMove, i);

      right += f->right;
      /* Proved wrong, and answered by Ishi from the file (a pass aside:
       * the board has no button for it). */
      if (!f->right && f->move.x >= 0)
        {
          g_assert_true (f->refuted);
          g_assert_true (f->in_file);
        }
    }
  g_assert_cmpuint (right, >=, 1);
  count->by_kind[goal.kind]++;
  count->by_size[ishi_problem_get_size (problem)]++;
  if (g_strcmp0 (ishi_problem_get_rules (problem)->id, "go") == 0)
    count->go++;
  else
    count->renju++;
}

static void
test_shipped (void)
{
  g_autofree char *dir = ishi_test_src_path ("../data/problems");
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  Shipped count = { 0 };
  guint files = 0;

  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(IshiProblemSet) set = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_str_has_suffix (name, ".sgf"))
        continue;
      set = ishi_problem_set_load (file, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (set->errors->len, ==, 0);
      for (guint i = 0; i < set->problems->len; i++)
        check_shipped (g_ptr_array_index (set->problems, i), &count);
      files++;
    }
  /* At least 40 for beginners of Go, on 9×9 and 13×13 only, of every kind. */
  g_assert_cmpuint (count.go, >=, 40);
  g_assert_cmpuint (count.by_size[9] + count.by_size[13], ==, count.go);
  g_assert_cmpuint (count.by_size[9], >, 0);
  g_assert_cmpuint (count.by_size[13], >, 0);
  g_assert_cmpuint (count.by_kind[ISHI_PROBLEM_GOAL_CAPTURE], >, 0);
  g_assert_cmpuint (count.by_kind[ISHI_PROBLEM_GOAL_ESCAPE], >, 0);
  g_assert_cmpuint (count.by_kind[ISHI_PROBLEM_GOAL_LIVE], >, 0);
  g_assert_cmpuint (count.by_kind[ISHI_PROBLEM_GOAL_KILL], >, 0);
  g_assert_cmpuint (count.by_kind[ISHI_PROBLEM_GOAL_BEST], >, 0);
  /* and 詰め連珠, proved by the Renju solver */
  g_assert_cmpuint (count.by_kind[ISHI_PROBLEM_GOAL_VCF], ==, count.renju);
  g_assert_cmpuint (count.renju, >, 0);
  g_test_message ("%u files, %u Go problems, %u Renju", files, count.go, count.renju);
}

/* A record opened as a game that is a problem (issue 54, 8). */
static gboolean
text_is_problem (const char *sgf)
{
  g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (sgf, strlen (sgf), "record.sgf", NULL);

  g_assert_nonnull (c);
  return ishi_problem_record_is_problem (g_ptr_array_index (c->games, 0));
}

static void
test_record_is_problem (void)
{
  g_autofree char *marks = ishi_test_src_path ("data/problem-marks.sgf");
  g_autofree char *data = NULL;
  g_autofree char *shipped = ishi_test_src_path ("../data/problems");
  /* Records of other programs: games, and one problem (MultiGo's 「黑先」
   * with its answers as variations and labels, the right one first). */
  static const struct { const char *file; gboolean problem; } samples[] = {
    { "sgf/gogui/ff4_ex.sgf", FALSE }, { "sgf/littlego/misc/setup-variations.sgf", FALSE },
    { "sgf/littlego/misc/markup.sgf", FALSE }, { "sgf/sabaki/complex.sgf", FALSE },
    { "sgf/littlego/misc/node-tree-view.sgf", FALSE }, { "sgf/sabaki/no-ca.sgf", TRUE },
  };

  /* Answers as variations with labels, nothing marked (EasyGo's way). */
  g_assert_true (text_is_problem ("(;GM[1]FF[4]SZ[9]AB[cc][dc][ec]AW[cd][dd][ed][fd]C[Black to play]"
                                  "(;B[fc]LB[fc:A];W[gc])(;B[gd]LB[gd:B];W[fc])(;B[ge]LB[ge:C]))"));
  /* One line marked RIGHT (goproblems.com). */
  g_assert_true (text_is_problem ("(;GM[1]SZ[9]AB[ed]AW[ee];B[fe];W[ef];B[eg]C[RIGHT])"));
  /* Setup in a node after the root; White to play. */
  g_assert_true (text_is_problem ("(;GM[1]SZ[9];AB[ed]AW[ee]PL[W](;W[fe])(;W[ef]BM[1]))"));
  /* The core's marked file. */
  g_assert_true (g_file_get_contents (marks, &data, NULL, NULL));
  g_assert_true (text_is_problem (data));

  /* Games: no setup; a handicap game with variations; a game with its
   * players and result; one line without marks; no move to play; a game
   * that runs longer than a problem. */
  g_assert_false (text_is_problem ("(;GM[1]SZ[9](;B[ee];W[cc])(;B[cc]C[Wrong]))"));
  g_assert_false (text_is_problem ("(;GM[1]SZ[9]HA[2]AB[cc][gg](;W[ee])(;W[ce]))"));
  g_assert_false (text_is_problem ("(;GM[1]SZ[9]PB[Ann]PW[Ben]RE[W+R]AB[cc](;W[ee])(;W[ce]C[Wrong move]))"));
  g_assert_false (text_is_problem ("(;GM[1]SZ[9]AB[cc]AW[dd];W[ee];B[ff])"));
  g_assert_false (text_is_problem ("(;GM[1]SZ[9]AB[cc]AW[dd]C[Just a position with a label]LB[cc:A])"));
  {
    g_autoptr(GString) sgf = g_string_new ("(;GM[1]SZ[19]AB[aa]AW[ba](");

    for (int i = 0; i < 70; i++)
      g_string_append_printf (sgf, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'c' + i % 17, 'c' + i / 17);
    g_string_append (sgf, ")(;B[ss]))");
    g_assert_false (text_is_problem (sgf->str));
  }

  /* Ishi's own problems, every one. */
  {
    g_autoptr(GDir) folder = g_dir_open (shipped, 0, NULL);
    const char *name;
    guint n = 0;

    g_assert_nonnull (folder);
    while ((name = g_dir_read_name (folder)) != NULL)
      {
        g_autofree char *path = g_build_filename (shipped, name, NULL);
        g_autoptr(GFile) file = g_file_new_for_path (path);
        g_autoptr(IshiSgfCollection) c = NULL;

        if (!g_str_has_suffix (name, ".sgf"))
          continue;
        c = ishi_sgf_read_file (file, NULL);
        g_assert_nonnull (c);
        for (guint i = 0; i < c->games->len; i++, n++)
          if (!ishi_problem_record_is_problem (g_ptr_array_index (c->games, i)))
            g_error ("%s, game %u, is not taken for a problem", name, i + 1);
      }
    g_assert_cmpuint (n, >, 40);
  }

  /* The samples (SKIP without them). */
  for (gsize i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *path = ishi_test_data_path (samples[i].file);
      g_autoptr(GFile) file = NULL;
      g_autoptr(IshiSgfCollection) c = NULL;

      if (path == NULL)
        return;
      file = g_file_new_for_path (path);
      c = ishi_sgf_read_file (file, NULL);
      g_assert_nonnull (c);
      for (guint j = 0; j < c->games->len; j++)
        if (ishi_problem_record_is_problem (g_ptr_array_index (c->games, j)) != (samples[i].problem && j == 0))
          g_error ("%s, game %u, is %staken for a problem", samples[i].file, j + 1,
                   samples[i].problem ? "not " : "");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/problem/marks/comment", test_comment_marks);
  g_test_add_func ("/problem/marks/node", test_node_marks);
  g_test_add_func ("/problem/play/right", test_play_right);
  g_test_add_func ("/problem/play/wrong", test_play_wrong);
  g_test_add_func ("/problem/play/unknown", test_play_unknown);
  g_test_add_func ("/problem/play/hint", test_play_hint);
  g_test_add_func ("/problem/play/unmarked", test_unmarked);
  g_test_add_func ("/problem/play/white", test_white_to_play);
  g_test_add_func ("/problem/set", test_set);
  g_test_add_func ("/problem/folder", test_folder);
  g_test_add_func ("/problem/ruby", test_ruby);
  g_test_add_func ("/problem/search/ladder", test_search_ladder);
  g_test_add_func ("/problem/search/life", test_search_life);
  g_test_add_func ("/problem/search/best", test_search_best);
  g_test_add_func ("/problem/check/capture", test_check_capture);
  g_test_add_func ("/problem/check/faults", test_check_faults);
  g_test_add_func ("/problem/check/add-refutations", test_add_refutations);
  g_test_add_func ("/problem/check/limit", test_check_limit);
  g_test_add_func ("/problem/check/renju", test_renju);
  g_test_add_func ("/problem/renju-why", test_renju_why);
  g_test_add_func ("/problem/shipped", test_shipped);
  g_test_add_func ("/problem/record-is-problem", test_record_is_problem);
  return g_test_run ();
}
