/* test-equal.c — equal-stones counting (等子比空) as counting-methods.zh.txt
 * defines it: the two-pass boundary, the history cleared at two passes,
 * the count step by step.
 *
 * Every expected value comes from the text (the line is quoted) or is
 * worked out by hand from its rules in the comment beside it, never from
 * the code under test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "ishi-counting.h"
#include "ishi-game.h"
#include "ishi-go-board.h"
#include "ishi-match.h"
#include "ishi-score.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"

/* --- helpers ------------------------------------------------------------- */

static void
go_to_end (IshiGame *game)
{
  g_autoptr(GError) error = NULL;

  ishi_game_go_to_end (game, &error);
  g_assert_no_error (error);
}

/* The game of `sgf` counted at the end of its main line by `method`, with
 * the dead stones at the SGF points of `dead` (may be NULL). */
static IshiScore *
score_sgf (IshiScoreMethod method, const char *sgf, const char *const *dead)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
  g_autofree guint8 *mask = NULL;
  IshiScoreInput input;
  IshiScore *score;

  go_to_end (game);
  g_assert_true (ishi_score_input_init_from_game (&input, game));
  mask = g_new0 (guint8, input.size * input.size);
  for (const char *const *d = dead; d && *d; d++)
    mask[((*d)[1] - 'a') * input.size + ((*d)[0] - 'a')] = 1;
  input.dead = mask;
  if (isnan (input.komi))
    input.komi = 0;
  score = ishi_score_compute (method, &input);
  ishi_score_input_clear (&input);
  return score;
}

/* The board of the last step of an equal-stones count, checked against
 * the figures without the code that made it: both sides have the same
 * number of stones, as many as the count says, and when every refilled
 * stone found room, the empty regions each side alone surrounds add up to
 * its 目. */
static void
check_steps (const IshiScore *s, const IshiScoreStepKind *kinds, guint n_kinds)
{
  const IshiScoreStep *last;
  int n = s->size * s->size, stones[3] = { 0 }, area[3] = { 0 };
  g_autofree int *stack = g_new (int, n);
  g_autofree guint8 *seen = g_new0 (guint8, n);
  g_autofree guint8 *dame = g_new0 (guint8, n);

  /* kinds NULL: only the last board is checked. */
  if (kinds != NULL)
    g_assert_cmpuint (s->steps->len, ==, n_kinds);
  for (guint i = 0; kinds != NULL && i < n_kinds; i++)
    g_assert_cmpint (((IshiScoreStep *) g_ptr_array_index (s->steps, i))->kind, ==, kinds[i]);
  last = g_ptr_array_index (s->steps, s->steps->len - 1);
  /* A side whose territory cannot hold its refilled stones (possible in
   * a small diagram) has them counted but not shown. */
  if (s->black.territory < s->black.refilled || s->white.territory < s->white.refilled)
    return;
  for (int p = 0; p < n; p++)
    stones[last->board[p]]++;
  /* The points of stones paid for at the boundary are "视为未收的单官":
   * dame, which closes the territory like the stone did. */
  for (guint i = 0; i < s->steps->len; i++)
    {
      const IshiScoreStep *step = g_ptr_array_index (s->steps, i);

      for (int p = 0; step->kind == ISHI_SCORE_STEP_PAY && p < n; p++)
        if (step->changed[p] && last->board[p] == ISHI_EMPTY)
          dame[p] = seen[p] = 1;
    }
  g_assert_cmpint (stones[ISHI_BLACK], ==, s->black.stones);
  g_assert_cmpint (stones[ISHI_WHITE], ==, s->white.stones);

  for (int p = 0; p < n; p++)
    {
      int top = 0, k = 0, border = 0;

      if (last->board[p] != ISHI_EMPTY || seen[p])
        continue;
      stack[top++] = p;
      seen[p] = 1;
      while (top > 0)
        {
          int q = stack[--top], x = q % s->size, y = q / s->size;
          const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };

          k++;
          for (int i = 0; i < 4; i++)
            {
              int r = ny[i] * s->size + nx[i];

              if (nx[i] < 0 || ny[i] < 0 || nx[i] >= s->size || ny[i] >= s->size)
                continue;
              if (dame[r])
                continue;
              if (last->board[r] != ISHI_EMPTY)
                border |= last->board[r];
              else if (!seen[r])
                {
                  seen[r] = 1;
                  stack[top++] = r;
                }
            }
        }
      if (border == ISHI_BLACK || border == ISHI_WHITE)
        area[border] += k;
    }
  if (s->seki_points == 0)
    {
      g_assert_cmpint (area[ISHI_BLACK], ==, s->black.moku);
      g_assert_cmpint (area[ISHI_WHITE], ==, s->white.moku);
    }
}

/* --- 两弃为界: the two-pass boundary (六.1) ------------------------------- */

/* A 7×7 game: Black's wall on column d, White's on column e, one move each
 * from top to bottom, seven each.  Black surrounds columns a–c (21
 * points), White columns f–g (14); KM[7] makes it even. */
#define WALLS \
  "B[da];W[ea];B[db];W[eb];B[dc];W[ec];B[dd];W[ed];B[de];W[ee];B[df];W[ef];B[dg];W[eg]"

/* The issue's example: after the two passes White fills a point of its own
 * territory, and both pass again.  六.1: "在诉讼阶段,执行‘多下不贴还’的
 * 律法化围棋的条款"; 八.(3): "重开对局至再次中止时,若一方比另方多下了m手实着,
 * 这一方应从己方地盘内取下m个己方棋子 … 取下这m个棋子而产生的m个空点,成为这方
 * 的目".  By hand: before the passes 7 moves each, nothing paid; after them
 * White played 1 more, so White takes one stone out of its territory
 * again: White 14 − 1 (filled) + 1 (taken out) = 14 目, Black 21;
 * 21 − 7 komi = 14: jigo, in both versions. */
static void
test_boundary_dispute_not_paid (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]RU[equal-art]KM[7];" WALLS
                    ";B[];W[];B[];W[ga];B[];W[])";

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_ART; m <= ISHI_SCORE_EQUAL_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, sgf, NULL);

      g_assert_cmpint (s->black.moves, ==, 7);
      g_assert_cmpint (s->white.moves, ==, 7);
      g_assert_cmpint (s->white.moves_dispute, ==, 1);
      g_assert_cmpint (s->white.paid, ==, 0);
      g_assert_cmpint (s->white.removed, ==, 1);
      g_assert_cmpint (s->black.moku, ==, 21);
      g_assert_cmpint (s->white.moku, ==, 14);
      g_assert_cmpstr (s->result, ==, "0");
      {
        const IshiScoreStepKind kinds[] = {
          ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_REMOVE,
          ISHI_SCORE_STEP_COUNT,
        };

        check_steps (s, kinds, G_N_ELEMENTS (kinds));
      }
    }
}

/* The same extra move before the two passes.  四: "在对局过程中(从空枰至第一次
 * 休止),若这一方比另一方多下了n手实着,则这方应贴出n点"; 七.(2): "多下了n手实着
 * 的一方,应从黑白棋子交界处取下这方n个棋子,所产生的n个空点视为未收的单官由双方
 * 平分".  By hand, art: White 8 moves to 7 pays 1: the stone leaves the
 * board and its point is shared; White 14 − 1 = 13 目, Black 21 − 7 = 14:
 * B+1.  Law (1-2, 四: "这方勿需贴点"): White takes the stone out of its
 * territory, 14 目: jigo. */
static void
test_boundary_game_paid (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]RU[equal-art]KM[7];" WALLS ";B[];W[ga];B[];W[])";
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_ART, sgf, NULL);
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_LAW, sgf, NULL);

  g_assert_cmpint (art->white.moves, ==, 8);
  g_assert_cmpint (art->white.moves_dispute, ==, 0);
  g_assert_cmpint (art->white.paid, ==, 1);
  g_assert_cmpint (art->white.moku, ==, 13);
  g_assert_cmpstr (art->result, ==, "B+1");
  g_assert_cmpint (law->white.paid, ==, 0);
  g_assert_cmpint (law->white.removed, ==, 1);
  g_assert_cmpstr (law->result, ==, "0");
  {
    const IshiScoreStepKind art_kinds[] = {
      ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_PAY,
      ISHI_SCORE_STEP_COUNT,
    };
    const IshiScoreStepKind law_kinds[] = {
      ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_REMOVE,
      ISHI_SCORE_STEP_COUNT,
    };

    check_steps (art, art_kinds, G_N_ELEMENTS (art_kinds));
    check_steps (law, law_kinds, G_N_ELEMENTS (law_kinds));
  }
}

/* Black ends the game (收后): the special case the text names in 1-1 and
 * 1-2: "先下的黑方收后时,黑方因多下1手而贴1点" / "黑方不因多下1手而贴点".
 * Black fills a point of its own territory before the passes: 8 moves to
 * 7.  Art: Black pays 1, 21 − 1 (filled) = 20 目 − 7 komi against 14: W+1.
 * Law: the stone comes out of Black's own territory, 21 目: jigo.  After
 * the passes instead (the dispute), the art version does not charge it:
 * jigo as well. */
static void
test_boundary_black_last (void)
{
  const char *before = "(;GM[1]FF[4]SZ[7]RU[equal-art]KM[7];" WALLS ";B[aa];W[];B[])";
  const char *after = "(;GM[1]FF[4]SZ[7]RU[equal-art]KM[7];" WALLS ";B[];W[];B[aa];W[];B[])";
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_ART, before, NULL);
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_LAW, before, NULL);
  g_autoptr(IshiScore) art_after = score_sgf (ISHI_SCORE_EQUAL_ART, after, NULL);

  g_assert_cmpint (art->black.paid, ==, 1);
  g_assert_cmpstr (art->result, ==, "W+1");
  g_assert_cmpstr (law->result, ==, "0");
  g_assert_cmpint (art_after->black.moves_dispute, ==, 1);
  g_assert_cmpint (art_after->black.paid, ==, 0);
  g_assert_cmpstr (art_after->result, ==, "0");
}

/* 七.(1) 回填死子与俘子 with something to refill.  A dead stone: Black
 * plays g4 inside White's side and White answers f4; both pass and g4 is
 * dead.  By hand (both versions, 8 moves each, nothing paid): Black fills
 * g4 back into its own 21 points, 20 目; White's side is 14 points less f4,
 * 13 目, g4's point included; 20 − 7 = 13: jigo. */
static void
test_refill_dead (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]KM[7];" WALLS ";B[gd];W[fd];B[];W[])";
  const char *const dead[] = { "gd", NULL };
  const IshiScoreStepKind kinds[] = {
    ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_COUNT,
  };

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_ART; m <= ISHI_SCORE_EQUAL_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, sgf, dead);

      g_assert_cmpint (s->black.refilled, ==, 1);
      g_assert_cmpint (s->black.moku, ==, 20);
      g_assert_cmpint (s->white.moku, ==, 13);
      g_assert_cmpstr (s->result, ==, "0");
      check_steps (s, kinds, G_N_ELEMENTS (kinds));
    }
}

/* A prisoner: Black plays g7 in White's corner, White f7 and g6 take it.
 * By hand: Black 8 moves, White 9, all before the passes.  Black refills
 * its captured stone: 21 − 1 = 20 目.  White's 14 points less f7 and g6:
 * 12 目 (g7 empty again).  Art: White pays its extra move at the boundary,
 * 20 − 7 − 12: B+1.  Law: White takes the stone out of its own territory,
 * 13 目: jigo. */
static void
test_refill_prisoner (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]KM[7];" WALLS ";B[ga];W[fa];B[];W[gb];B[];W[])";
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_ART, sgf, NULL);
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_LAW, sgf, NULL);
  const IshiScoreStepKind art_kinds[] = {
    ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_PAY,
    ISHI_SCORE_STEP_COUNT,
  };
  const IshiScoreStepKind law_kinds[] = {
    ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_REMOVE,
    ISHI_SCORE_STEP_COUNT,
  };

  g_assert_cmpint (art->black.refilled, ==, 1);
  g_assert_cmpint (art->white.paid, ==, 1);
  g_assert_cmpint (art->black.moku, ==, 20);
  g_assert_cmpint (art->white.moku, ==, 12);
  g_assert_cmpstr (art->result, ==, "B+1");
  g_assert_cmpint (law->white.removed, ==, 1);
  g_assert_cmpstr (law->result, ==, "0");
  check_steps (art, art_kinds, G_N_ELEMENTS (art_kinds));
  check_steps (law, law_kinds, G_N_ELEMENTS (law_kinds));
}

/* ishi-tool score --explain prints the same steps, then the usual lines. */
static void
test_tool_explain (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]RU[equal-art]KM[7];" WALLS
                    ";B[];W[];B[];W[ga];B[];W[])";
  const char *tool = g_getenv ("ISHI_TOOL");
  const char *const envp[] = { "LC_ALL=C.UTF-8", NULL };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (tool == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  dir = g_dir_make_tmp ("ishi-equal-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "walls.sgf", NULL);
  g_assert_true (g_file_set_contents (path, sgf, -1, &error));
  {
    const char *argv[] = { tool, "score", path, "--dead", "none", "--explain", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, (char **) envp, G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &out, NULL, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_true (g_str_has_prefix (out, "step 1: "));
  g_assert_nonnull (strstr (out, "\nstep 3: Equal stones: White has 1 stone more"));
  /* The stone White took out of its territory is shown emptied. */
  g_assert_nonnull (strstr (out, "\n  ...XO.*\n"));
  g_assert_nonnull (strstr (out, "\nstep 4: Count on equal stones (7 each)"));
  g_assert_true (g_str_has_suffix (out, "\n0\n"));
  g_unlink (path);
  g_rmdir (dir);
}

/* ishi-tool score --appendix b --explain on the case "passes-black-last" of
 * test_appendix: the 负着 and the pass stones as steps, 9 stones each,
 * B+0.5; --appendix with other rules, or other than a or b, is refused. */
static void
test_tool_appendix (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]RU[equal-2-2]KM[6.5];" WALLS
                    ";B[aa];W[];B[ab];W[];B[ac];W[];B[])";
  const char *tool = g_getenv ("ISHI_TOOL");
  const char *const envp[] = { "LC_ALL=C.UTF-8", NULL };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  const struct { const char *rules, *way; int status; } runs[] = {
    { NULL, "b", 0 }, { "equal-law", "a", 2 }, { NULL, "c", 2 },
  };

  if (tool == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  dir = g_dir_make_tmp ("ishi-equal-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "appendix.sgf", NULL);
  g_assert_true (g_file_set_contents (path, sgf, -1, &error));
  for (gsize i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      const char *argv[] = { tool, "score", path, "--appendix", runs[i].way, "--explain",
                             runs[i].rules ? "--rules" : NULL, runs[i].rules, NULL };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, (char **) envp, G_SPAWN_DEFAULT,
                                   NULL, NULL, &out, &err, &status, &error));
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, runs[i].status);
      if (runs[i].status != 0)
        {
          g_assert_cmpstr (out, ==, "");
          g_assert_nonnull (strstr (err, "--appendix"));
          continue;
        }
      g_assert_nonnull (strstr (out, "\nstep 2: The moves are balanced: Black played the last move"));
      g_assert_nonnull (strstr (out, "\nstep 4: Each pass before the last two is paid with a stone "
                                     "filled into the passer's own territory: Black 0, White 2"));
      g_assert_nonnull (strstr (out, "(9 each): Black has 19 moku, White 12"));
      g_assert_nonnull (strstr (out, " pass-filled=2 negative=0 "));
      g_assert_true (g_str_has_suffix (out, "\nB+0.5\n"));
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* --- 万年劫 (十三) -------------------------------------------------------- */

/* The text's diagram on a 6×6 board (columns a–f, row 6 at the top):
 *
 *   6 ● ┬ ● ○ ○ ○
 *   5 ├ ● ● ○ ○ A
 *   4 ● ● ○ ○ ● ○
 *   3 ● ○ ○ ● ● ●
 *   2 ○ ○ ○ ┼ ● ┤
 *   1 ○ ○ ○ ○ ○ ○
 *
 * "白方提走A位1颗黑子后,如图,轮黑走".  Reached here by play from the empty
 * board: Black's 13 stones (f5, A, among them) and White's 18 with Black
 * passing five times, never twice in a row, then White f4 takes A.  Then
 * the text: "黑、白相继放弃而两弃休止 … 白反对,于是以休止时的局面为初始局面
 * 恢复对局实战解决。则黑1提劫,白2放弃,黑3粘劫而终局。实战解决过程中,采用
 * ‘多下不贴点’条款,黑方多下了2手实着,勿须贴点。这时,为将棋做成等子局面,
 * 黑方应从其地盘内取下2颗黑子,于是黑方获得2目".
 *
 * In SGF (x a–f from the left, y a–f from the top): A = fb, f4 = fc. */
#define WANNIAN_BUILD \
  "B[aa];W[da];B[ca];W[ea];B[bb];W[fa];B[cb];W[db];B[ac];W[eb];B[bc];W[dc];" \
  "B[ad];W[cc];B[ec];W[cd];B[dd];W[bd];B[ed];W[ae];B[fd];W[be];B[ee];W[ce];" \
  "B[fb];W[af];B[];W[bf];B[];W[cf];B[];W[df];B[];W[ef];B[];W[ff];B[];W[fc]"

/* By hand, art version, at the end: Black has 14 stones on the board (the
 * corner group of 7, the group of 5, f5, f4) and White 18; each side lost
 * one stone (A, then f4).  Black's eyes b6 and a5 are its territory; d2
 * and f2 are liberties of a seki (whoever fills one puts himself in
 * atari).  Refill: Black 2 − 1 = 1 目, 15 stones; White 0 − 1 = −1 目, 19
 * stones.  Before the two passes Black played 13 real moves and White 19:
 * White pays 6 at the boundary (shared).  After them Black played 2 (提劫,
 * 粘劫) and pays nothing: 15 against 13, Black takes its 2 stones out of
 * its own territory: 1 + 2 = 3 目 ("黑方获得2目"), White −1: B+4.
 * At the stop itself the count was even (Black 13 stones after refilling,
 * White 19 − 6; 目 1 and 1): the two moves of the dispute are worth
 * Black's 2 目, and White loses the 1 目 of the ko space and refills f4. */
static void
test_wannian_ko (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[6]RU[equal-art]KM[0];" WANNIAN_BUILD
                    ";B[];W[];B[fb];W[];B[fc];W[];B[])";
  const char *stop = "(;GM[1]FF[4]SZ[6]RU[equal-art]KM[0];" WANNIAN_BUILD ";B[];W[])";
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_ART, sgf, NULL);
  g_autoptr(IshiScore) at_stop = score_sgf (ISHI_SCORE_EQUAL_ART, stop, NULL);
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_LAW, sgf, NULL);

  g_assert_cmpint (art->black.moves, ==, 13);
  g_assert_cmpint (art->white.moves, ==, 19);
  g_assert_cmpint (art->black.moves_dispute, ==, 2);
  g_assert_cmpint (art->black.paid, ==, 0);
  g_assert_cmpint (art->white.paid, ==, 6);
  g_assert_cmpint (art->black.removed, ==, 2);
  g_assert_cmpint (art->black.moku, ==, 3);
  g_assert_cmpint (art->white.moku, ==, -1);
  g_assert_cmpint (art->seki_points, ==, 2);
  g_assert_cmpstr (art->result, ==, "B+4");
  /* 点 add up to the board: 3 + 13 + 8/2 and −1 + 13 + 8/2. */
  g_assert_cmpfloat (art->black.points, ==, 20);
  g_assert_cmpfloat (art->white.points, ==, 16);

  g_assert_cmpint (at_stop->black.moku, ==, 1);
  g_assert_cmpint (at_stop->white.moku, ==, 1);
  g_assert_cmpstr (at_stop->result, ==, "0");

  /* Law (1-2): nothing is paid; stones are equalised out of territory, so
   * the result is the area count: Black 14 stones + 2 eyes = 16, White 18,
   * the two seki liberties shared: W+2. */
  g_assert_cmpint (law->white.removed, ==, 4);
  g_assert_cmpstr (law->result, ==, "W+2");
  {
    const IshiScoreStepKind kinds[] = {
      ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_PAY,
      ISHI_SCORE_STEP_REMOVE, ISHI_SCORE_STEP_COUNT,
    };

    check_steps (art, kinds, G_N_ELEMENTS (kinds));
  }
}

/* 十三, the claim instead of the play: "休止后,黑方主张有权占有打劫处的两个
 * 枰点而获得2目(黑方提劫时,提走1颗白子可获得1目;提劫后成为持劫方,又可主张在
 * 劫空处有1目,共计有2目)" — had White accepted, Black's claim gives it the
 * ko space A and the point of White's f4 (a stone it would take: marked
 * dead).  By hand, 1-1 at the stop: White pays 6 as in test_wannian_ko;
 * Black's territory is its two eyes, A and f4, less its captured stone A
 * refilled: 3 目; White refills f4 into no territory: −1: B+4 — the
 * result the play of the dispute gave ("黑方提劫与粘劫之着共有2点(2目)
 * 价值").  1-2: the area count, Black 12 stones + 4 against White's 18:
 * W+2, as the play gave as well.  Through the controller, finished and
 * read back, the claim stays. */
static void
test_wannian_claim (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[6]RU[equal-art]KM[0];" WANNIAN_BUILD ";B[];W[])";
  const struct { IshiScoreMethod method; const char *result; } cases[] = {
    { ISHI_SCORE_EQUAL_ART, "B+4" }, { ISHI_SCORE_EQUAL_LAW, "W+2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
      g_autoptr(IshiCounting) counting = NULL;
      g_autofree guint8 *dead = g_new0 (guint8, 36);

      go_to_end (game);
      counting = ishi_counting_new (game, cases[i].method, 0, 0);
      dead[2 * 6 + 5] = 1;                /* f4, White's stone in the ko */
      ishi_counting_set_dead (counting, dead);
      /* Only the stone marked dead may be claimed, not a living one. */
      g_assert_false (ishi_counting_set_claim (counting, 4, 1, ISHI_BLACK));
      g_assert_true (ishi_counting_set_claim (counting, 5, 1, ISHI_BLACK));   /* A */
      g_assert_true (ishi_counting_set_claim (counting, 5, 2, ISHI_BLACK));   /* f4 */
      g_assert_cmpstr (ishi_counting_get_score (counting)->result, ==, cases[i].result);
    }
  {
    g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
    g_autoptr(IshiMatch) match = NULL;
    g_autoptr(IshiMatch) again = NULL;
    guint8 dead[36] = { 0 };

    go_to_end (game);
    match = ishi_match_new (game);
    dead[2 * 6 + 5] = 1;
    ishi_counting_set_dead (ishi_match_get_counting (match), dead);
    g_assert_true (ishi_match_set_claim (match, 5, 1, ISHI_BLACK));
    g_assert_true (ishi_match_set_claim (match, 5, 2, ISHI_BLACK));
    g_assert_true (ishi_match_finish (match));
    g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game), "RE"), ==, "B+4");
    again = ishi_match_new (game);
    g_assert_cmpint (ishi_match_get_phase (again), ==, ISHI_PHASE_FINISHED);
    g_assert_cmpstr (ishi_counting_get_score (ishi_match_get_counting (again))->result, ==, "B+4");
  }
}

/* --- 两弃停止,信息清零 (六.2) --------------------------------------------- */

/* The retake of 万年劫 (black 1 提劫) repeats the position before White took
 * A: forbidden by a superko that keeps the whole history, allowed by the
 * equal-stones rules, whose history starts again at the two passes
 * ("在实战解决阶段以两弃时的局面为初始局面 … 两弃停止,信息清零;恢复对局,
 * 隔虚可提").  The rule set is saved in RU, so the record reloads the same. */
static void
test_history_cleared (void)
{
  const char *tail = ";" WANNIAN_BUILD ";B[];W[];B[fb])";
  g_autofree char *equal = g_strconcat ("(;GM[1]FF[4]SZ[6]RU[equal-law]", tail, NULL);
  g_autofree char *chinese = g_strconcat ("(;GM[1]FF[4]SZ[6]RU[Chinese]", tail, NULL);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (equal);
  g_autoptr(IshiGame) strict = ishi_test_game_from_text (chinese);
  g_autoptr(GError) error = NULL;

  g_assert_true (ishi_game_get_options (game)->clear_history_at_two_passes);
  go_to_end (game);
  g_assert_cmpint (ishi_game_get_rules (game)->stone_at (ishi_game_get_position (game), 5, 1),
                   ==, ISHI_BLACK);

  g_assert_false (ishi_game_get_options (strict)->clear_history_at_two_passes);
  g_assert_false (ishi_game_go_to_end (strict, &error));
  g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_ILLEGAL_MOVE);
}

/* The board itself: a ko on a 5×5 board, taken, two passes, retaken;
 * undo brings the old history back, and one pass is not enough.
 *
 *     a b c d e          Black a2 b1 b3 c2 and White c1 d2 c3, by play;
 *   1 . X O . .          then White b2 takes c2 (its last liberty), and
 *   2 X . X O .          Black c2 would take b2 back.
 *   3 . X O . .
 */
static void
test_board_reset (void)
{
  g_autoptr(IshiGoBoard) b = ishi_go_board_new (5, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  const IshiPoint black[] = { { 1, 0 }, { 0, 1 }, { 2, 1 }, { 1, 2 } };
  const IshiPoint white[] = { { 2, 0 }, { 3, 1 }, { 2, 2 } };

  ishi_go_board_set_reset_at_two_passes (b, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (black); i++)
    {
      g_assert_cmpint (ishi_go_board_play (b, ISHI_BLACK, black[i].x, black[i].y), ==, ISHI_MOVE_OK);
      if (i < G_N_ELEMENTS (white))
        g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, white[i].x, white[i].y), ==, ISHI_MOVE_OK);
    }
  /* White b2 (1,1) takes Black c2 (2,1): c2's liberties were b2 only. */
  g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, 1, 1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_get (b, 2, 1), ==, ISHI_EMPTY);
  /* Black retaking at c2 at once: ko. */
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_KO);
  /* After one pass each way the simple ko is gone but superko remains:
   * Black c2 taking b2 would repeat the position before White b2. */
  g_assert_cmpint (ishi_go_board_play (b, ISHI_BLACK, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_SUPERKO);
  /* The second pass in a row: the history starts again. */
  g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_play (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_OK);
  /* White may not retake at once (simple ko), nor after a single pass
   * each (the position after Black's retake is in the new history). */
  g_assert_cmpint (ishi_go_board_check (b, ISHI_WHITE, 1, 1), ==, ISHI_MOVE_KO);
  g_assert_true (ishi_go_board_verify (b, NULL));

  /* Undo the retake and the second pass: the old history is back. */
  g_assert_true (ishi_go_board_undo (b));
  g_assert_true (ishi_go_board_undo (b));
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_SUPERKO);

  /* Without the option the passes change nothing. */
  ishi_go_board_set_reset_at_two_passes (b, FALSE);
  g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_SUPERKO);
}

/* The same claim through the counting phase (IshiCounting): Black claims
 * b4, White accepts; withdrawn, the count is as before.  Claims are
 * refused on a stone and by the other methods. */
static void
test_counting_claim (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[1]FF[4]SZ[5]RU[equal-art]KM[0]AB[da][db][ac][bc][dc][ec][ad][bd][dd][de]AW[aa][ba][ca][cb][eb][cc][cd][be][ce])");
  g_autoptr(IshiCounting) counting = NULL;
  g_autoptr(IshiCounting) japanese = NULL;
  g_autofree guint8 *dead = g_new0 (guint8, 25);
  double before;

  dead[1 * 5 + 4] = 1;
  counting = ishi_counting_new (game, ISHI_SCORE_EQUAL_ART, 0, 0);
  ishi_counting_set_dead (counting, dead);
  before = ishi_counting_get_score (counting)->margin;
  g_assert_true (ishi_counting_set_claim (counting, 1, 1, ISHI_BLACK));
  g_assert_cmpint (ishi_counting_get_claims (counting)[1 * 5 + 1], ==, ISHI_BLACK);
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, ==, before + 1);
  g_assert_true (ishi_counting_set_claim (counting, 1, 1, ISHI_EMPTY));
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, ==, before);
  g_assert_false (ishi_counting_set_claim (counting, 0, 0, ISHI_BLACK));

  japanese = ishi_counting_new (game, ISHI_SCORE_JAPANESE, 0, 0);
  g_assert_false (ishi_counting_set_claim (japanese, 1, 1, ISHI_BLACK));
}

/* --- 4-1, 4-2: 广义等子比目法, the bowls ---------------------------------- */

/* 烂柯图 figure 2 (图二、烂柯图变化图其一): the game after the dame were filled
 * and the dead stones taken off, "收完单官后,共306着,各153着".  Transcribed
 * from the figure: ● black, ○ white, the rest empty; rows s (top) to a. */
static const char *const lanke_figure_2[] = {
  "X.XOOO.......OOOOX.",  /* s */
  ".XXXXOOOOOOOOOXXXXX",  /* r */
  "...XOOXXOXOXXOXXX..",  /* q */
  ".XXXOOOXOXXXOOXXXXX",  /* p */
  "XXOOXXOXXX.XXOXXXOO",  /* o */
  "XOOXX.X.....XOOOOOX",  /* n */
  "O.OXXX.XXXX.XXXXXXX",  /* m */
  "OOOXOX.XOXXXOOOOOOX",  /* l */
  "OXOOOOXXOOOO......O",  /* k */
  "XXXXOOXOOXXOOO.....",  /* j */
  ".XOOOXXOOOXXXXO.OO.",  /* i */
  ".XOO.OOOXOXX.XO.O.O",  /* h */
  "XXXOOXXOXXOXXOOOXO.",  /* g */
  "OOXXXXXXXOOX.XOOXOO",  /* f */
  "O.OX.XXXOOOOXXOOXXX",  /* e */
  ".OOOXXXXXOXOXOOX..X",  /* d */
  "...OOOXOOOXXXXXXX.X",  /* c */
  ".....OOO.OOX....X.X",  /* b */
  "......O...OOX....X.",  /* a */
  NULL
};

/* "做棋时,在两个棋盒内各留下20子,其余的子悉数填入盘内同色棋子的围空中,据此
 * 可推知盘内黑白两方各有160子" and "数出黑方有23目,白方有18目,黑胜5目 …
 * 黑方有183点(23加160),白方有178点(18加160)".  The figure holds 146
 * black and 133 white stones: the bowls of 180 hold 34 and 47; keeping 20
 * each, Black fills 14 and White 27.  Black surrounds 37 points and White
 * 45 (flood fill of the figure, done by hand with a script): 37 − 14 = 23
 * and 45 − 27 = 18.  With the number kept left to Ishi (the smallest
 * multiple of 10 that both territories can take: 47 − 45 = 2 → 10) the 目
 * are 13 and 8, the same B+5. */
static void
test_bowls_lanke (void)
{
  int n = 361, black = 0, white = 0;
  g_autofree IshiColor *board = g_new0 (IshiColor, n);
  IshiScoreInput input = {
    .size = 19, .board = board, .komi = 0,
    .moves_black = 153, .moves_white = 153, .bowl_keep = 20,
  };

  for (int y = 0; y < 19; y++)
    for (int x = 0; x < 19; x++)
      {
        char c = lanke_figure_2[y][x];

        board[y * 19 + x] = c == 'X' ? ISHI_BLACK : c == 'O' ? ISHI_WHITE : ISHI_EMPTY;
        black += c == 'X';
        white += c == 'O';
      }
  g_assert_cmpint (black, ==, 146);
  g_assert_cmpint (white, ==, 133);

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_BOWLS_ART; m <= ISHI_SCORE_EQUAL_BOWLS_LAW; m++)
    {
      g_autoptr(IshiScore) s = ishi_score_compute (m, &input);
      const IshiScoreStepKind kinds[] = {
        ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_CLEAR_DEAD, ISHI_SCORE_STEP_BOWLS,
        ISHI_SCORE_STEP_COUNT,
      };

      g_assert_cmpint (s->black.bowl, ==, 34);
      g_assert_cmpint (s->white.bowl, ==, 47);
      g_assert_cmpint (s->black.filled, ==, 14);
      g_assert_cmpint (s->white.filled, ==, 27);
      g_assert_cmpint (s->black.stones, ==, 160);
      g_assert_cmpint (s->white.stones, ==, 160);
      g_assert_cmpint (s->black.moku, ==, 23);
      g_assert_cmpint (s->white.moku, ==, 18);
      g_assert_cmpfloat (s->black.points, ==, 183);
      g_assert_cmpfloat (s->white.points, ==, 178);
      g_assert_cmpstr (s->result, ==, "B+5");
      check_steps (s, kinds, G_N_ELEMENTS (kinds));
    }

  input.bowl_keep = 0;
  {
    g_autoptr(IshiScore) s = ishi_score_compute (ISHI_SCORE_EQUAL_BOWLS_LAW, &input);

    g_assert_cmpint (s->black.moku, ==, 13);
    g_assert_cmpint (s->white.moku, ==, 8);
    g_assert_cmpint (s->black.stones, ==, 170);
    g_assert_cmpstr (s->result, ==, "B+5");
  }
}

/* The 7×7 games with the bowls (4-1's dispute is 1-1's: "关于本规则之实战
 * 解决,请参阅1-1"), a 7×7 board's bowls holding 24 each.
 * Dispute: Black 7 stones, White 8 (the one after the passes); territory
 * 21 and 13.  Bowls 17 and 16; kept: the smallest multiple of 10 at least
 * 16 − 13 = 3, so 10.  Fill 7 and 6: 目 14 and 7, 14 stones each;
 * 14 − 7 komi = 7: jigo in both versions, as in 1-1.
 * Extra move before the passes: 4-1 White pays it at the boundary (7
 * stones, bowl 17), fills 7: 目 14 and 6: B+1.  4-2: as above, jigo. */
static void
test_bowls_boundary (void)
{
  const char *dispute = "(;GM[1]FF[4]SZ[7]KM[7];" WALLS ";B[];W[];B[];W[ga];B[];W[])";
  const char *game = "(;GM[1]FF[4]SZ[7]KM[7];" WALLS ";B[];W[ga];B[];W[])";

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_BOWLS_ART; m <= ISHI_SCORE_EQUAL_BOWLS_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, dispute, NULL);

      g_assert_cmpint (s->white.paid, ==, 0);
      g_assert_cmpint (s->black.bowl, ==, 17);
      g_assert_cmpint (s->white.bowl, ==, 16);
      g_assert_cmpint (s->black.moku, ==, 14);
      g_assert_cmpint (s->white.moku, ==, 7);
      g_assert_cmpstr (s->result, ==, "0");
    }
  {
    g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_BOWLS_ART, game, NULL);
    g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_BOWLS_LAW, game, NULL);
    const IshiScoreStepKind kinds[] = {
      ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_PAY, ISHI_SCORE_STEP_CLEAR_DEAD,
      ISHI_SCORE_STEP_BOWLS, ISHI_SCORE_STEP_COUNT,
    };

    g_assert_cmpint (art->white.paid, ==, 1);
    g_assert_cmpint (art->white.moku, ==, 6);
    g_assert_cmpstr (art->result, ==, "B+1");
    g_assert_cmpstr (law->result, ==, "0");
    check_steps (art, kinds, G_N_ELEMENTS (kinds));
  }
}

/* 万年劫 with the bowls, the ko retaken after the passes.  A 6×6 board's
 * bowls hold 18.  4-1: White paid 6 for its extra moves before the passes
 * (12 stones on the board, bowl 6), Black 14 stones (bowl 4), territory 2
 * and 0.  Kept: at least 6 − 0 = 6, so 10, but no more than the smaller
 * bowl: 4.  Black fills 0, White 2: 目 2 and −2, B+4, as 1-1 gave.  4-2:
 * White's 18 stones leave its bowl empty; kept 0; Black fills 4: 目 −2
 * and 0, W+2, as 1-2 gave. */
static void
test_bowls_wannian (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[6]RU[equal-4-1]KM[0];" WANNIAN_BUILD
                    ";B[];W[];B[fb];W[];B[fc];W[];B[])";
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_BOWLS_ART, sgf, NULL);
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_BOWLS_LAW, sgf, NULL);

  g_assert_cmpint (art->white.paid, ==, 6);
  g_assert_cmpint (art->black.paid, ==, 0);
  g_assert_cmpint (art->black.filled, ==, 0);
  g_assert_cmpint (art->white.filled, ==, 2);
  g_assert_cmpint (art->black.moku, ==, 2);
  g_assert_cmpint (art->white.moku, ==, -2);
  g_assert_cmpstr (art->result, ==, "B+4");
  g_assert_cmpint (law->black.filled, ==, 4);
  g_assert_cmpstr (law->result, ==, "W+2");
}

/* --- 2-1, 2-2: off-board moves (虚着) and passes -------------------------- */

/* 2-1 十一.(2): "若乙虚着,则甲粘劫。因乙方的一手虚着与甲方粘劫的一手实着都是着子
 * 的棋着,故甲方不会因多下而贴点".  Here Black's last move fills a point of its
 * own territory and White answers off the board, then both pass.  By hand:
 * before the passes Black 8 moves, White 7 + 1 off the board: nothing to
 * pay in 2-1.  Black 21 − 1 = 20 目; White refills its off-board stone
 * (七.(1) "回填死子、俘子及虚着之子"): 14 − 1 = 13 目; 8 stones each.
 * 20 − 7 − 13: jigo, in 2-1 and 2-2.  Without the off-board move (White
 * passes), 2-1 makes Black pay its extra move at the boundary: 20 − 7 −
 * 14, W+1; 2-2 ("多下不贴点") takes it out of Black's territory: jigo. */
static void
test_off_board_count (void)
{
  const char *off = "(;GM[1]FF[4]SZ[7]RU[equal-2-1]KM[7];" WALLS ";B[aa];W[]OFF[];B[];W[])";
  const char *pass = "(;GM[1]FF[4]SZ[7]RU[equal-2-1]KM[7];" WALLS ";B[aa];W[];B[])";
  const IshiScoreStepKind kinds[] = {
    ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_OFF_BOARD,
    ISHI_SCORE_STEP_COUNT,
  };

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_OFF_ART; m <= ISHI_SCORE_EQUAL_OFF_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, off, NULL);

      g_assert_cmpint (s->white.off_board, ==, 1);
      g_assert_cmpint (s->black.paid, ==, 0);
      g_assert_cmpint (s->black.moku, ==, 20);
      g_assert_cmpint (s->white.moku, ==, 13);
      g_assert_cmpint (s->black.stones, ==, 8);
      g_assert_cmpint (s->white.stones, ==, 8);
      g_assert_cmpstr (s->result, ==, "0");
      check_steps (s, kinds, G_N_ELEMENTS (kinds));
    }
  {
    g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_OFF_ART, pass, NULL);
    g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_OFF_LAW, pass, NULL);

    g_assert_cmpint (art->black.paid, ==, 1);
    g_assert_cmpstr (art->result, ==, "W+1");
    g_assert_cmpint (law->black.removed, ==, 1);
    g_assert_cmpstr (law->result, ==, "0");
  }
}

/* 万年劫 under 2-1: "按广义禁全同,打单劫在连续两弃后是不得回提的" — after two
 * passes Black may not retake (the whole position would repeat), but an
 * off-board move each ("虚着是劫材") makes the retake a new whole position.
 * Then White passes, Black connects, both pass.  By hand, every move is
 * before the two passes that end it: Black 15 moves on the board + 1 off,
 * White 19 + 1.  2-1: White pays 4 at the boundary.  Refill: Black its
 * captured stone and its off-board stone, 2 − 2 = 0 目; White the same
 * into no territory, −2 目; 16 stones each: B+2.  2-2: White's 4 extra
 * stones come out of its territory: −2 + 4 = 2 目, W+2 (the area count:
 * 16 against 18, the off-board stones cancelling). */
static void
test_off_board_ko (void)
{
  const char *passes = "(;GM[1]FF[4]SZ[6]RU[equal-2-1]KM[0];" WANNIAN_BUILD ";B[];W[];B[fb])";
  const char *sgf = "(;GM[1]FF[4]SZ[6]RU[equal-2-1]KM[0];" WANNIAN_BUILD
                    ";B[]OFF[];W[]OFF[];B[fb];W[];B[fc];W[];B[])";
  g_autoptr(IshiGame) refused = ishi_test_game_from_text (passes);
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_OFF_ART, sgf, NULL);
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_OFF_LAW, sgf, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (ishi_game_get_options (refused)->ko_rule, ==, ISHI_KO_GENERALISED_SUPERKO);
  g_assert_false (ishi_game_go_to_end (refused, &error));
  g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_ILLEGAL_MOVE);

  g_assert_cmpint (art->black.off_board, ==, 1);
  g_assert_cmpint (art->white.off_board, ==, 1);
  g_assert_cmpint (art->white.paid, ==, 4);
  g_assert_cmpint (art->black.moku, ==, 0);
  g_assert_cmpint (art->white.moku, ==, -2);
  g_assert_cmpstr (art->result, ==, "B+2");
  g_assert_cmpint (law->white.removed, ==, 4);
  g_assert_cmpstr (law->result, ==, "W+2");
}

/* 2-2 with a pass that is not one of the last two: Black fills a7, White
 * passes, Black fills a6, White plays off the board, both pass.  By
 * 2-2 八.(2) "多下了n手棋着(包括实着与虚着)的一方,应从己方地盘内取下自己的n个
 * 棋子": Black 9 real moves, White 7 + 1 off the board: Black takes 1
 * stone out, 21 − 2 + 1 = 20 目; White refills its off-board stone, 13 目;
 * 20 − 7 − 13: jigo.  The appendix's other way (附文: no balancing needed,
 * the last 棋着 being White's; "双方连续两弃前的每一次放弃也要填1子": White's
 * first pass fills a stone of White's) shows 19 and 12 目 instead, the
 * same jigo.  2-1 pays Black's extra move at the boundary: 19 − 7 − 13,
 * W+1. */
static void
test_off_board_pass_between (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]RU[equal-2-2]KM[7];" WALLS ";B[aa];W[];B[ab];W[]OFF[];B[];W[])";
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_OFF_LAW, sgf, NULL);
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_OFF_ART, sgf, NULL);

  g_assert_cmpint (law->black.removed, ==, 1);
  g_assert_cmpint (law->black.moku, ==, 20);
  g_assert_cmpint (law->white.moku, ==, 13);
  g_assert_cmpstr (law->result, ==, "0");
  g_assert_cmpint (art->black.paid, ==, 1);
  g_assert_cmpstr (art->result, ==, "W+1");
}

/* The 2-2 appendix (附文 将棋做成等子局面的另一种可供考虑的方法,
 * counting-methods.zh.txt lines 559–581) against its section 八 (lines
 * 521–535), game by game, each count worked by hand below.
 *
 * 八 (line 527): "将盘内各方的死子连同被俘子…以及虚着之子回填到各自的围空中";
 * (line 531): "多下了n手棋着(包括实着与虚着)的一方,应从己方地盘内取下自己的n
 * 个棋子,所产生的n个空点成为己方的'目'".  The text does not cover handicap
 * stones there; ishi-score.c takes out whatever stones a side has more
 * (so 八 in the handicap games below takes out Black's).
 *
 * 附文 (1) (lines 565–573): "两弃休止时,若是先下的黑方下出了最后一手棋着,则
 * 应平衡手数" — a: "由白方再下出一手虚着来平衡手数", b: "由黑方下出一手B类负着(即
 * 黑方从自己地盘内取下1个己方棋子)".  (2) (line 579): the same refill, "若两弃
 * 休止前,出现过若干次放弃,则棋手对于其被记录的每一次放弃都要将其1子填入到己方的
 * 围空中 … 若双方总共的手数为2k(含实着、虚着、负着与放弃…),则填后盘内黑白棋子
 * 各有k个"; (line 581): "白方为平衡手数而下出的那一手虚着之子要回填,黑方为平衡
 * 手数而下出的那一手负着所取下之子不回填 … 平衡手数之实质是平衡回填做棋后盘内双方
 * 的子数".  十 (line 543): 目 compared after komi.  十一 (lines 547–551):
 * the 目 go back to the same 点 ("计算胜负的结果是完全一致的") — so every way
 * must give the same winner, margin and points.
 *
 * The boards are the 7×7 WALLS: Black's territory columns a–c (21
 * points), White's f–g (14), 7 moves each. */
#define APPENDIX_GAME(km, moves) "(;GM[1]FF[4]SZ[7]RU[equal-2-2]KM[" km "];" WALLS moves ")"
/* WALLS with White first, after two handicap stones in Black's
 * territory (b7, b6). */
#define APPENDIX_HANDICAP(moves) \
  "(;GM[1]FF[4]SZ[7]RU[equal-2-2]KM[0.5]HA[2]AB[ba][bb];W[ea];B[da];W[eb];B[db];W[ec];" \
  "B[dc];W[ed];B[dd];W[ee];B[de];W[ef];B[df];W[eg];B[dg]" moves ")"

typedef struct {
  const char *name;
  const char *sgf;
  const char *dead;           /* one SGF point, or NULL */
  int section8[2], way_a[2], way_b[2];  /* 目 of Black, White */
  int stones_8, stones_a, stones_b;     /* stones each side has on the equal board */
  int balanced[2];            /* (a): off-board stones Black, White plays to balance */
  int negative[2];            /* (b): stones Black, White takes out (B类负着) */
  int pass_filled[2];         /* passes before the last two, Black, White */
  const char *result;
} AppendixCase;

static const AppendixCase appendix_cases[] = {
  /* Black fills a7, White passes, Black passes: Black made the last 棋着.
   * 八: Black 8 moves, White 7; Black's territory 21 − 1 = 20, takes 1 out:
   * 21 目; White 14; 7 stones each.  a: White's off-board stone is
   * refilled: White 14 − 1 = 13, Black 20; 8 stones each (2k = 16 moves:
   * 15 played and White's 虚着).  b: Black takes a stone out, not refilled:
   * 21 and 14, 7 each.  KM 6.5: 20 − 6.5 = 13.5 > 13: B+0.5 every way. */
  { "black-last", APPENDIX_GAME ("6.5", ";B[aa];W[];B[]"), NULL,
    { 21, 14 }, { 20, 13 }, { 21, 14 }, 7, 8, 7, { 0, 1 }, { 1, 0 }, { 0, 0 }, "B+0.5" },
  /* White answers in its own territory (g7), then Black and White pass:
   * White made the last 棋着, 8 moves each — nothing to balance or take
   * out: Black 20, White 13 every way, 8 stones each; B+0.5. */
  { "white-last", APPENDIX_GAME ("6.5", ";B[aa];W[ga];B[];W[]"), NULL,
    { 20, 13 }, { 20, 13 }, { 20, 13 }, 8, 8, 8, { 0, 0 }, { 0, 0 }, { 0, 0 }, "B+0.5" },
  /* B a7, W pass, B a6, W g7, both pass.  八 (passes not counted): Black 9
   * real moves, White 8: Black takes 1 out: 21 − 2 + 1 = 20, White 13; 8
   * each.  附文: 9 moves each with White's pass, White's last: no
   * balancing; the pass fills a White stone: White 14 − 1 − 1 = 12, Black
   * 19; 9 each.  B+0.5 both. */
  { "pass-before", APPENDIX_GAME ("6.5", ";B[aa];W[];B[ab];W[ga];B[];W[]"), NULL,
    { 20, 13 }, { 19, 12 }, { 19, 12 }, 8, 9, 9, { 0, 0 }, { 0, 0 }, { 0, 1 }, "B+0.5" },
  /* B a7, W pass, B a6, W pass, B a5, W pass, B pass: the last two passes
   * are White's third and Black's; White passed twice before them.  八:
   * Black 10 real moves to 7: takes 3 out: 21 − 3 + 3 = 21, White 14; 7
   * each.  附文: Black 10 moves, White 7 + 2 passes = 9, Black's last.  a:
   * White's 2 pass stones and its 虚着 filled: White 14 − 3 = 11, Black 18;
   * 10 each.  b: White's 2 pass stones, Black's 负着: White 12, Black 19;
   * 9 each.  18 − 6.5 = 11.5 > 11: B+0.5 every way. */
  { "passes-black-last", APPENDIX_GAME ("6.5", ";B[aa];W[];B[ab];W[];B[ac];W[];B[]"), NULL,
    { 21, 14 }, { 18, 11 }, { 19, 12 }, 7, 10, 9, { 0, 1 }, { 1, 0 }, { 0, 2 }, "B+0.5" },
  /* The game of test_off_board_pass_between: B a7, W pass, B a6, W off
   * the board, both pass.  八: Black 9 棋着, White 7 + 1 虚着: Black takes 1
   * out: 20 目; White refills its 虚着: 13; 8 each.  附文: 9 moves each
   * (White's pass and 虚着), White's last: no balancing; White's 虚着 and
   * its pass fill 2: White 12, Black 19; 9 each.  KM 7: 19 − 7 = 12: jigo
   * every way. */
  { "off-board-white", APPENDIX_GAME ("7", ";B[aa];W[];B[ab];W[]OFF[];B[];W[]"), NULL,
    { 20, 13 }, { 19, 12 }, { 19, 12 }, 8, 9, 9, { 0, 0 }, { 0, 0 }, { 0, 1 }, "0" },
  /* Black plays off the board, White fills g7, Black fills a7, White and
   * Black pass.  八: Black 9 棋着 (7 + a7 + the 虚着), White 8: Black's
   * territory 21 − 1 = 20, its 虚着 refilled: 19, takes 1 out: 20; White
   * 13; 8 each.  附文: Black 9 moves, White 8, Black's last.  a: White's
   * 虚着 refilled: White 12, Black 19; 9 each.  b: Black's 负着: 20 and 13;
   * 8 each.  KM 7: 19 − 7 = 12: jigo every way. */
  { "off-board-black", APPENDIX_GAME ("7", ";B[]OFF[];W[ga];B[aa];W[];B[]"), NULL,
    { 20, 13 }, { 19, 12 }, { 20, 13 }, 8, 9, 8, { 0, 1 }, { 1, 0 }, { 0, 0 }, "0" },
  /* A capture, a dead stone and a pass of Black's before the end: B b7, W
   * a7, B a6 takes a7, W b6 (left dead), B pass, W f7, both pass.  Black's
   * territory: 21 − b7 − a6 = 19 with the dead b6; White's 14 − f7 = 13.
   * 八: White refills its prisoner and dead stone: 13 − 2 = 11; Black 9
   * real moves, White 10: White takes 1 out: 12; Black 19; 9 each.
   * 附文: Black 9 + its pass = 10 moves, White 10, White's last: no
   * balancing; White's 2 refilled: 11; Black's pass fills a stone: 18; 10
   * each.  KM 7.5: 19 − 7.5 = 11.5 < 12 and 18 − 7.5 = 10.5 < 11: W+0.5
   * every way. */
  { "capture-dead-pass", APPENDIX_GAME ("7.5", ";B[ba];W[aa];B[ab];W[bb];B[];W[fa];B[];W[]"), "bb",
    { 19, 12 }, { 18, 11 }, { 18, 11 }, 9, 10, 10, { 0, 0 }, { 0, 0 }, { 1, 0 }, "W+0.5" },
  /* Handicap 2 (where the text is silent): White moves first, fills f7
   * and makes the last 棋着, then Black and White pass.  Black has 7 + 2
   * stones, White 8; Black's territory 21 − 2 = 19, White's 13.  八 (as
   * ishi-score.c makes it equal): Black takes 1 out: 20 and 13, 8 each.
   * 附文 by "平衡手数之实质是平衡回填做棋后盘内双方的子数": a: White, with one
   * stone fewer, plays 1 off the board: White 12, Black 19; 9 each.  b:
   * Black takes 1 out: 20 and 13; 8 each.  KM 0.5: B+6.5 every way (the
   * area count: 28 against 21). */
  { "handicap-white-last", APPENDIX_HANDICAP (";W[fa];B[];W[]"), NULL,
    { 20, 13 }, { 19, 12 }, { 20, 13 }, 8, 9, 8, { 0, 1 }, { 1, 0 }, { 0, 0 }, "B+6.5" },
  /* The same, and Black fills c7 before White and Black pass: 8 moves
   * each, but Black has 10 stones to White's 8; Black's territory 18.  八:
   * Black takes 2 out: 20 and 13, 8 each.  a: White plays 2 off the board:
   * 11, Black 18; 10 each.  b: Black takes 2 out: 20 and 13; 8 each.
   * B+6.5 every way (28 against 21). */
  { "handicap-black-last", APPENDIX_HANDICAP (";W[fa];B[ca];W[];B[]"), NULL,
    { 20, 13 }, { 18, 11 }, { 20, 13 }, 8, 10, 8, { 0, 2 }, { 2, 0 }, { 0, 0 }, "B+6.5" },
};

static IshiScore *
score_way (const AppendixCase *c, IshiScoreWay way)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (c->sgf);
  g_autofree guint8 *mask = NULL;
  IshiScoreInput input;
  IshiScore *score;

  go_to_end (game);
  g_assert_true (ishi_score_input_init_from_game (&input, game));
  mask = g_new0 (guint8, input.size * input.size);
  if (c->dead)
    mask[(c->dead[1] - 'a') * input.size + (c->dead[0] - 'a')] = 1;
  input.dead = mask;
  g_assert_cmpint (input.passes_black, ==, c->pass_filled[0]);
  g_assert_cmpint (input.passes_white, ==, c->pass_filled[1]);
  input.way = way;
  score = ishi_score_compute (ISHI_SCORE_EQUAL_OFF_LAW, &input);
  ishi_score_input_clear (&input);
  return score;
}

static gboolean
has_step (const IshiScore *s, IshiScoreStepKind kind)
{
  for (guint k = 0; k < s->steps->len; k++)
    if (((IshiScoreStep *) g_ptr_array_index (s->steps, k))->kind == kind)
      return TRUE;
  return FALSE;
}

static void
test_appendix (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (appendix_cases); i++)
    {
      const AppendixCase *c = &appendix_cases[i];
      g_autoptr(IshiScore) s8 = score_way (c, ISHI_SCORE_WAY_SECTION_8);
      g_autoptr(IshiScore) a = score_way (c, ISHI_SCORE_WAY_APPENDIX_A);
      g_autoptr(IshiScore) b = score_way (c, ISHI_SCORE_WAY_APPENDIX_B);
      gboolean handicap = strstr (c->sgf, "HA[") != NULL;
      const IshiScore *ways[2] = { a, b };

      g_test_message ("%s", c->name);
      g_assert_cmpint (s8->black.moku, ==, c->section8[0]);
      g_assert_cmpint (s8->white.moku, ==, c->section8[1]);
      g_assert_cmpint (s8->black.stones, ==, c->stones_8);
      g_assert_cmpint (s8->white.stones, ==, c->stones_8);
      g_assert_cmpint (a->black.moku, ==, c->way_a[0]);
      g_assert_cmpint (a->white.moku, ==, c->way_a[1]);
      g_assert_cmpint (b->black.moku, ==, c->way_b[0]);
      g_assert_cmpint (b->white.moku, ==, c->way_b[1]);
      g_assert_cmpint (a->black.stones, ==, c->stones_a);
      g_assert_cmpint (a->white.stones, ==, c->stones_a);
      g_assert_cmpint (b->black.stones, ==, c->stones_b);
      g_assert_cmpint (b->white.stones, ==, c->stones_b);
      g_assert_cmpint (a->black.balanced, ==, c->balanced[0]);
      g_assert_cmpint (a->white.balanced, ==, c->balanced[1]);
      g_assert_cmpint (b->black.negative, ==, c->negative[0]);
      g_assert_cmpint (b->white.negative, ==, c->negative[1]);
      /* (a) has no 负着, (b) no balancing stone. */
      g_assert_cmpint (a->black.negative + a->white.negative, ==, 0);
      g_assert_cmpint (b->black.balanced + b->white.balanced, ==, 0);
      /* The same winner, margin and points every way (十一). */
      g_assert_cmpstr (s8->result, ==, c->result);
      g_assert_cmpstr (a->result, ==, c->result);
      g_assert_cmpstr (b->result, ==, c->result);
      g_assert_cmpfloat (a->black.points, ==, s8->black.points);
      g_assert_cmpfloat (b->black.points, ==, s8->black.points);
      g_assert_cmpfloat (a->white.points, ==, s8->white.points);
      g_assert_cmpfloat (b->white.points, ==, s8->white.points);

      for (guint w = 0; w < 2; w++)
        {
          const IshiScore *s = ways[w];
          const IshiScoreStep *second = g_ptr_array_index (s->steps, 1);
          gboolean balancing = w == 0 ? c->balanced[0] + c->balanced[1] > 0
                                      : c->negative[0] + c->negative[1] > 0;

          /* The stones are equal after the appendix's two steps: nothing
           * is taken out as in 八.(2). */
          g_assert_cmpint (s->black.pass_filled, ==, c->pass_filled[0]);
          g_assert_cmpint (s->white.pass_filled, ==, c->pass_filled[1]);
          g_assert_cmpint (s->black.removed + s->white.removed, ==, 0);
          g_assert_false (has_step (s, ISHI_SCORE_STEP_REMOVE));
          g_assert_cmpint (has_step (s, ISHI_SCORE_STEP_PASS_FILL), ==,
                           c->pass_filled[0] + c->pass_filled[1] > 0);
          /* The balancing is the first step after the position, and its
           * words name the last move, or the handicap stones. */
          if (balancing)
            {
              g_assert_cmpint (second->kind, ==,
                               w == 0 ? ISHI_SCORE_STEP_BALANCE : ISHI_SCORE_STEP_NEGATIVE);
              g_assert_true (g_str_has_prefix (second->text, handicap ? "The stones are balanced: counting the stones placed without a move"
                                                                     : "The moves are balanced: "));
            }
          else
            g_assert_cmpint (second->kind, ==, ISHI_SCORE_STEP_REFILL);
          /* The steps end on a board of equal stones whose regions are
           * the 目. */
          check_steps (s, NULL, 0);
        }
    }
}

/* 广义禁全同 on the board: "禁止致使盘内棋形同形四现或更多现的虚着" — the ko of
 * test_board_reset: after White takes, the board has been shown once;
 * Black off the board (twice), White off the board (three times); a
 * fourth showing by an off-board move is refused, a pass is not ("后者只禁
 * 虚着,不禁实着与放弃").  Black's retake is a new whole position (the
 * off-board stones differ from the position before White took), so it is
 * legal; undo gives the counts back. */
static void
test_generalised_superko (void)
{
  g_autoptr(IshiGoBoard) b = ishi_go_board_new (5, ISHI_KO_GENERALISED_SUPERKO, FALSE);
  const IshiPoint black[] = { { 1, 0 }, { 0, 1 }, { 2, 1 }, { 1, 2 } };
  const IshiPoint white[] = { { 2, 0 }, { 3, 1 }, { 2, 2 } };
  const int off = ISHI_OFF_BOARD_X;

  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, off, off), ==, ISHI_MOVE_OFF_BOARD);
  ishi_go_board_set_off_board_moves (b, TRUE, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (black); i++)
    {
      g_assert_cmpint (ishi_go_board_play (b, ISHI_BLACK, black[i].x, black[i].y), ==, ISHI_MOVE_OK);
      if (i < G_N_ELEMENTS (white))
        g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, white[i].x, white[i].y), ==, ISHI_MOVE_OK);
    }
  g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, 1, 1), ==, ISHI_MOVE_OK);
  /* Two passes do not free the ko under 广义禁全同. */
  g_assert_cmpint (ishi_go_board_play (b, ISHI_BLACK, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_SUPERKO);
  /* The board has now been shown three times (the capture, two passes):
   * an off-board move would show it a fourth time. */
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, off, off), ==, ISHI_MOVE_SUPERKO);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_true (ishi_go_board_undo (b));
  g_assert_true (ishi_go_board_undo (b));

  /* Off the board instead: Black, then White. */
  g_assert_cmpint (ishi_go_board_play (b, ISHI_BLACK, off, off), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_get_off_board (b, ISHI_BLACK), ==, 1);
  g_assert_cmpint (ishi_go_board_get_passes (b), ==, 0);
  g_assert_cmpint (ishi_go_board_play (b, ISHI_WHITE, off, off), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, off, off), ==, ISHI_MOVE_SUPERKO);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_go_board_play (b, ISHI_BLACK, 2, 1), ==, ISHI_MOVE_OK);
  g_assert_true (ishi_go_board_verify (b, NULL));
  g_assert_true (ishi_go_board_undo (b));
  g_assert_true (ishi_go_board_undo (b));
  g_assert_true (ishi_go_board_undo (b));
  g_assert_cmpint (ishi_go_board_get_off_board (b, ISHI_BLACK), ==, 0);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, off, off), ==, ISHI_MOVE_OK);
  g_assert_true (ishi_go_board_verify (b, NULL));

  /* 3-x: no passing. */
  ishi_go_board_set_off_board_moves (b, TRUE, TRUE);
  g_assert_cmpint (ishi_go_board_check (b, ISHI_BLACK, -1, -1), ==, ISHI_MOVE_NO_PASS);
}

/* An off-board move is saved as a pass with OFF[] and reads back as one;
 * the sub-rule is saved in RU. */
static void
test_off_board_saved (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[1]FF[4]SZ[7]RU[equal-2-2];B[dd])");
  g_autoptr(IshiGame) again = NULL;
  g_autofree char *text = NULL;
  IshiSgfNode *root;

  go_to_end (game);
  g_assert_cmpint (ishi_game_play_off_board (game), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_game_pass (game), ==, ISHI_MOVE_OK);
  g_assert_true (ishi_game_node_is_off_board (ishi_game_get_node (game)->parent));
  root = ishi_game_get_root (game);
  text = ishi_sgf_write (&root, 1, NULL);
  g_assert_nonnull (strstr (text, "RU[equal-2-2]"));
  g_assert_nonnull (strstr (text, "W[]OFF[]"));

  again = ishi_test_game_from_text (text);
  go_to_end (again);
  {
    IshiScoreInput input;

    g_assert_true (ishi_score_input_init_from_game (&input, again));
    g_assert_cmpint (input.offboard_white, ==, 1);
    g_assert_cmpint (input.moves_white, ==, 0);
    g_assert_cmpint (input.moves_black, ==, 1);
    ishi_score_input_clear (&input);
  }
  /* Under 1-x there are no off-board moves. */
  {
    g_autoptr(IshiGame) plain = ishi_test_game_from_text ("(;GM[1]FF[4]SZ[7]RU[equal-art];B[dd])");

    go_to_end (plain);
    g_assert_cmpint (ishi_game_play_off_board (plain), ==, ISHI_MOVE_OFF_BOARD);
  }
}

/* --- 3-1, 3-2: off-board moves instead of passes ------------------------- */

/* 3-1 八.(1) "若休止前的最后一手棋是由先下的黑方下出的,则应要求白方再下一手虚着
 * 来平衡手数" and 八.(3) "多下了n手实着的一方,应从黑白棋子交界处取下这方n个
 * 棋子;为将棋做成等子局面,应将它们回填到该方自己的围空中 … 多下方减少了n目".
 * Black's last move fills a point of its territory, then both agree to
 * stop.  By hand: White balances with 1 off-board stone (8 moves each),
 * refilled: 14 − 1 = 13 目.  3-1: Black played 8 moves on the board to 7
 * and moves 1 stone from the boundary into its territory: 21 − 1 − 1 = 19
 * 目, the point left shared; 19 − 7 − 13: W+1.  Points (十一: B+k+n/2+q/2,
 * 2k = 16): 19 + 8 + ½ = 27.5 and 13 + 8 + ½ = 21.5.  3-2: 20 − 7 − 13:
 * jigo.  Passing is refused in these rule sets. */
static void
test_no_pass_balance (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[7]RU[equal-3-1]KM[7];" WALLS ";B[aa]STOP[])";
  g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_NOPASS_ART, sgf, NULL);
  g_autoptr(IshiScore) law = score_sgf (ISHI_SCORE_EQUAL_NOPASS_LAW, sgf, NULL);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
  const IshiScoreStepKind kinds[] = {
    ISHI_SCORE_STEP_POSITION, ISHI_SCORE_STEP_BALANCE, ISHI_SCORE_STEP_REFILL,
    ISHI_SCORE_STEP_OFF_BOARD, ISHI_SCORE_STEP_PAY, ISHI_SCORE_STEP_COUNT,
  };
  IshiOutcome outcome;

  g_assert_cmpint (art->white.balanced, ==, 1);
  g_assert_cmpint (art->white.off_board, ==, 1);
  g_assert_cmpint (art->black.paid, ==, 1);
  g_assert_cmpint (art->black.moku, ==, 19);
  g_assert_cmpint (art->white.moku, ==, 13);
  g_assert_cmpint (art->black.stones, ==, 8);
  g_assert_cmpint (art->white.stones, ==, 8);
  g_assert_cmpfloat (art->black.points, ==, 27.5);
  g_assert_cmpfloat (art->white.points, ==, 21.5);
  g_assert_cmpstr (art->result, ==, "W+1");
  g_assert_cmpstr (law->result, ==, "0");
  check_steps (art, kinds, G_N_ELEMENTS (kinds));

  /* The record: the agreed stop ends play; no passing. */
  go_to_end (game);
  ishi_game_get_outcome (game, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_TWO_PASSES);
  ishi_game_resume (game);
  g_assert_cmpint (ishi_game_pass (game), ==, ISHI_MOVE_NO_PASS);
  g_assert_cmpint (ishi_game_play_off_board (game), ==, ISHI_MOVE_OK);
  ishi_game_agree_stop (game);
  ishi_game_get_outcome (game, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_TWO_PASSES);
}

/* The phases in 3-x: the agreed stop is the boundary.  After the stop
 * Black must play off the board ("轮走方不得放弃,应被动地下虚着") and White
 * fills a point of its own territory; they stop again.  By hand: before
 * the stop 7 moves each; after it White 1 on the board, not paid; Black's
 * off-board stone refilled: 21 − 1 = 20 目; White 14 − 1 = 13; 8 stones
 * each: jigo in 3-1 and 3-2.  The same two moves before a single stop:
 * White's extra move on the board is paid in 3-1, into its own
 * territory: 12 目, B+1. */
static void
test_no_pass_phases (void)
{
  const char *dispute = "(;GM[1]FF[4]SZ[7]RU[equal-3-1]KM[7];" WALLS "STOP[];B[]OFF[];W[ga]STOP[])";
  const char *game = "(;GM[1]FF[4]SZ[7]RU[equal-3-1]KM[7];" WALLS ";B[]OFF[];W[ga]STOP[])";

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_NOPASS_ART; m <= ISHI_SCORE_EQUAL_NOPASS_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, dispute, NULL);

      g_assert_cmpint (s->white.moves_dispute, ==, 1);
      g_assert_cmpint (s->white.paid, ==, 0);
      g_assert_cmpint (s->black.off_board, ==, 1);
      g_assert_cmpint (s->black.moku, ==, 20);
      g_assert_cmpint (s->white.moku, ==, 13);
      g_assert_cmpstr (s->result, ==, "0");
    }
  {
    g_autoptr(IshiScore) art = score_sgf (ISHI_SCORE_EQUAL_NOPASS_ART, game, NULL);

    g_assert_cmpint (art->white.paid, ==, 1);
    g_assert_cmpint (art->white.moku, ==, 12);
    g_assert_cmpstr (art->result, ==, "B+1");
  }
}

/* 万年劫 without passes (3-x): Black's passes while the position was built
 * become off-board moves.  After White takes the ko, Black and White play
 * off the board and Black may retake; a third off-board move that would
 * show the same board a fourth time is refused. */
static void
test_no_pass_ko (void)
{
  g_auto(GStrv) parts = g_strsplit (WANNIAN_BUILD, "B[]", -1);
  g_autofree char *moves = g_strjoinv ("B[]OFF[]", parts);
  g_autofree char *sgf = g_strconcat ("(;GM[1]FF[4]SZ[6]RU[equal-3-2]KM[0];", moves,
                                      ";B[]OFF[];W[]OFF[])", NULL);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);

  go_to_end (game);
  g_assert_true (ishi_game_get_options (game)->no_pass);
  /* The board after White took: shown by the capture and two off-board
   * moves; a third would be its fourth showing. */
  g_assert_cmpint (ishi_game_get_rules (game)->check (ishi_game_get_position (game), ISHI_BLACK,
                                                      ISHI_OFF_BOARD_X, ISHI_OFF_BOARD_X),
                   ==, ISHI_MOVE_SUPERKO);
  g_assert_cmpint (ishi_game_play (game, 5, 1), ==, ISHI_MOVE_OK);
}

/* --- 三 "目"的定义: seki points and claims -------------------------------- */

static IshiColor *
colors_from_rows (const char *const *rows, int size)
{
  IshiColor *board = g_new0 (IshiColor, size * size);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      board[y * size + x] = rows[y][x] == 'X' ? ISHI_BLACK
                            : rows[y][x] == 'O' ? ISHI_WHITE : ISHI_EMPTY;
  return board;
}

/* 四气双活图, a 7×7 board (the figure has the top, left, right and bottom
 * edges); a and b are c6 and d6:
 *
 *   〇〇●●〇〇┐
 *   〇●ab●〇┤
 *   〇●┼┼●〇┤
 *   〇●〇〇●〇┤
 *   〇●●●●〇┤
 *   〇〇〇〇〇〇┤
 *   └┴┴┴┴┴┘
 *
 * "图中的a、b两个由黑子与公气围住的空点,是黑方的气点而不是白方的气点,即它们是
 * 黑方单独拥有的气点,所以,它们是黑方的目".  The players agree that the black
 * strings and White's two inner stones live in seki (a filling move by
 * Black is not ruled out by Ishi's own test, so they mark it).  By hand:
 * a and b are Black's 目 (2); c5 and d5 touch both colours: 公气, shared;
 * White's 13 points outside are its territory. */
static void
test_four_liberty_seki (void)
{
  const char *const rows[] = {
    "OOXXOO.", "OX..XO.", "OX..XO.", "OXOOXO.", "OXXXXO.", "OOOOOO.", ".......",
  };
  g_autofree IshiColor *board = colors_from_rows (rows, 7);
  g_autofree guint8 *seki = g_new0 (guint8, 49);
  IshiScoreInput input = { .size = 7, .board = board, .seki = seki };

  seki[0 * 7 + 2] = 1;   /* Black's top pair */
  seki[1 * 7 + 1] = 1;   /* Black's ring */
  seki[3 * 7 + 2] = 1;   /* White's inner pair */
  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_ART; m < ISHI_SCORE_N_METHODS; m++)
    {
      g_autoptr(IshiScore) s = ishi_score_compute (m, &input);

      g_assert_cmpint (s->black.territory, ==, 2);
      g_assert_cmpint (s->owner[1 * 7 + 2], ==, ISHI_BLACK);
      g_assert_cmpint (s->owner[1 * 7 + 3], ==, ISHI_BLACK);
      g_assert_cmpint (s->owner[2 * 7 + 2], ==, ISHI_EMPTY);
      g_assert_cmpint (s->owner[2 * 7 + 3], ==, ISHI_EMPTY);
      g_assert_cmpint (s->seki_points, ==, 4);
      g_assert_cmpint (s->white.territory, ==, 13);
    }
}

/* 单方有权收官图, a 5×5 board (a is b4):
 *
 *   5 ○○○●┐
 *   4 ├a○●○
 *   3 ●●○●●
 *   2 ●●○●┤
 *   1 └○○●┘
 *
 * "黑方可主张a处是其单方权利的单官,黑方在a处有1目" — when White accepts.
 * White's e4 is dead (its last liberty e5 is Black's to fill).  By hand,
 * without the claim: Black's territory is e5, e4 (the dead stone's point),
 * e2 and e1: 4; a4, b4 and a1 touch both colours and belong to nobody.
 * With the claim accepted b4 is Black's: 5 目, one more, and the result
 * moves by one point.  A claim means nothing to the other methods. */
static void
test_one_sided_claim (void)
{
  const char *const rows[] = { "OOOX.", "..OXO", "XXOXX", "XXOX.", ".OOX." };
  g_autofree IshiColor *board = colors_from_rows (rows, 5);
  g_autofree guint8 *dead = g_new0 (guint8, 25);
  g_autofree IshiColor *claims = g_new0 (IshiColor, 25);
  IshiScoreInput input = { .size = 5, .board = board, .dead = dead };

  dead[1 * 5 + 4] = 1;
  claims[1 * 5 + 1] = ISHI_BLACK;
  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_ART; m < ISHI_SCORE_N_METHODS; m++)
    {
      g_autoptr(IshiScore) plain = NULL;
      g_autoptr(IshiScore) claimed = NULL;

      input.claims = NULL;
      plain = ishi_score_compute (m, &input);
      input.claims = claims;
      claimed = ishi_score_compute (m, &input);
      g_assert_cmpint (plain->black.territory, ==, 4);
      g_assert_cmpint (claimed->black.territory, ==, 5);
      g_assert_cmpint (claimed->owner[1 * 5 + 1], ==, ISHI_BLACK);
      g_assert_cmpint (claimed->black.moku, ==, plain->black.moku + 1);
      g_assert_cmpfloat (claimed->margin, ==, plain->margin + 1);
    }
  {
    g_autoptr(IshiScore) japanese = NULL;
    g_autoptr(IshiScore) plain = NULL;

    japanese = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
    input.claims = NULL;
    plain = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
    g_assert_cmpfloat (japanese->margin, ==, plain->margin);
  }
}

/* 烂柯图 figure 3 (图三、烂柯图变化图其二): the equal position the bowls made,
 * transcribed from the figure (● X, ○ O, 〇 o: the stones filled from the
 * bowls, # the basic eye points, the rest empty).  "做棋后盘内有黑白棋子各
 * 160颗 … 数出黑方有23目,白方有18目,黑胜5目(即黑胜5点) … 黑方有183点
 * (23加160),白方有178点(18加160)" and "黑方有10个眼位,白方有6个眼位" (the
 * eye points are 目 too: "计目时应将是地的基本眼位包括在内").  Each bowl of 180
 * holds 20 (180 − 160): nothing more is filled. */
static const char *const lanke_figure_3[] = {
  "X#XOOO#ooooo#OOOOX#",  /* s */
  "#XXXXOOOOOOOOOXXXXX",  /* r */
  "XXXXOOXXOXOXXOXXXX#",  /* q */
  "XXXXOOOXOXXXOOXXXXX",  /* p */
  "XXOOXXOXXXXXXOXXXOO",  /* o */
  "XOOXX#XXXXXXXOOOOOX",  /* n */
  "OoOXXX#XXXXXXXXXXXX",  /* m */
  "OOOXOXXXOXXXOOOOOOX",  /* l */
  "OXOOOOXXOOOOooooooO",  /* k */
  "XXXXOOXOOXXOOOooooo",  /* j */
  "#XOOOXXOOOXXXXOoOO#",  /* i */
  "XXOOoOOOXOXX.XOoO#O",  /* h */
  "XXXOOXXOXXOXXOOOXOo",  /* g */
  "OOXXXXXXXOOX.XOOXOO",  /* f */
  "OoOX#XXXOOOOXXOOXXX",  /* e */
  "oooOXXXXXOXOXOOX..X",  /* d */
  ".oooOOXOOOXXXXXXX.X",  /* c */
  ".....OOO#OOX....X#X",  /* b */
  "......Ooo#OOX....X#",  /* a */
  NULL
};

static void
test_bowls_lanke_figure_3 (void)
{
  g_autofree IshiColor *board = g_new0 (IshiColor, 361);
  int black = 0, white = 0, eyes[3] = { 0 };
  IshiScoreInput input = {
    .size = 19, .board = board, .komi = 0,
    .moves_black = 153, .moves_white = 153, .bowl_keep = 20,
  };

  for (int p = 0; p < 361; p++)
    {
      char c = lanke_figure_3[p / 19][p % 19];

      board[p] = c == 'X' ? ISHI_BLACK : c == 'O' || c == 'o' ? ISHI_WHITE : ISHI_EMPTY;
      black += board[p] == ISHI_BLACK;
      white += board[p] == ISHI_WHITE;
    }
  g_assert_cmpint (black, ==, 160);
  g_assert_cmpint (white, ==, 160);
  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_BOWLS_ART; m <= ISHI_SCORE_EQUAL_BOWLS_LAW; m++)
    {
      g_autoptr(IshiScore) s = ishi_score_compute (m, &input);

      g_assert_cmpint (s->black.bowl, ==, 20);
      g_assert_cmpint (s->white.bowl, ==, 20);
      g_assert_cmpint (s->black.filled, ==, 0);
      g_assert_cmpint (s->white.filled, ==, 0);
      g_assert_cmpint (s->black.moku, ==, 23);
      g_assert_cmpint (s->white.moku, ==, 18);
      g_assert_cmpfloat (s->black.points, ==, 183);
      g_assert_cmpfloat (s->white.points, ==, 178);
      g_assert_cmpstr (s->result, ==, "B+5");
      for (int p = 0; p < 361; p++)
        if (lanke_figure_3[p / 19][p % 19] == '#')
          eyes[s->owner[p]]++;
      g_assert_cmpint (eyes[ISHI_BLACK], ==, 10);
      g_assert_cmpint (eyes[ISHI_WHITE], ==, 6);
      eyes[ISHI_BLACK] = eyes[ISHI_WHITE] = 0;
    }
}

/* 烂柯图 figure 1 (图一), the game as it stopped: "共二百九十着 … 白先"; then
 * "休止后,棋盘上有16个未收的单官。按广义等子比目法律法版,要收完单官。收完单官
 * 后,共306着,各153着" and figure 2 the position "收完单官并提走死子后".  By
 * hand, comparing the two figures: the 16 单官 are the points empty in
 * figure 1 and taken in figure 2, 8 by each side; the dead stones are
 * those of figure 1 gone in figure 2, 3 black and 8 white (the rest of
 * "黑杀白二十二子,白杀黑九子" were taken during the game).  Filled (White
 * first, Black's fill inside its own wall before White's beside it) and
 * counted with the dead stones marked, the position is figure 2's, and
 * so is the count of test_bowls_lanke: B+5, 23 and 18 目, in 4-2 and in
 * 4-1 (8 moves each: nothing to pay). */
#define LANKE_FIGURE_1 \
  "AB[aa][ca][ra][bb][cb][db][eb][ob][qb][rb][sb][dc][gc][hc][jc][lc][mc][oc][pc][qc][bd][cd]" \
  "[dd][hd][jd][kd][ld][od][pd][qd][rd][sd][ae][be][ee][fe][he][ie][je][le][me][oe][pe][qe][af]" \
  "[ef][gf][mf][dg][eg][fg][hg][ig][jg][kg][mg][ng][og][pg][qg][rg][sg][dh][fh][hh][jh][kh][lh]" \
  "[sh][bi][gi][hi][oi][aj][bj][cj][dj][gj][jj][kj][qj][bk][gk][kk][lk][mk][nk][bl][il][kl][ll]" \
  "[nl][pl][am][bm][cm][im][jm][lm][mm][qm][cn][dn][en][fn][gn][hn][ln][nn][qn][do][fo][go][ho]" \
  "[mo][no][qo][ro][so][ep][fp][hp][ip][kp][mp][pp][sp][gq][kq][lq][mq][nq][oq][pq][qq][sq][lr]" \
  "[qr][sr][ms][rs]" \
  "AW[da][ea][fa][na][oa][pa][qa][ab][fb][gb][hb][ib][jb][kb][lb][mb][nb][bc][ec][fc][ic][kc]" \
  "[nc][ad][ed][fd][gd][id][md][nd][ce][de][ge][ne][re][se][bf][cf][if][jf][kf][lf][nf][of][pf]" \
  "[qf][rf][ag][cg][lg][ah][bh][ch][eh][ih][mh][nh][oh][ph][qh][rh][ai][ci][di][ei][fi][ii][ji]" \
  "[ki][li][si][ej][hj][ij][lj][mj][nj][ek][hk][ik][jk][ok][qk][rk][cl][dl][fl][gl][hl][jl][ol]" \
  "[ql][sl][dm][em][km][nm][om][pm][rm][an][bn][jn][kn][on][pn][rn][sn][ao][co][ko][lo][oo][po]" \
  "[bp][cp][dp][jp][lp][op][dq][eq][fq][hq][iq][jq][fr][hr][jr][kr][gs][ks][ls]PL[W]"
#define LANKE_FILLS \
  "W[fj];B[gp];W[ck];B[pb];W[dk];B[df];W[hm];B[sf];W[io];B[fk];W[jo];B[fm];W[np];B[gm];W[gr];" \
  "B[in];W[];B[]"

static void
test_bowls_lanke_figure_1 (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[19]KM[0]" LANKE_FIGURE_1 ";" LANKE_FILLS ")";
  const char *const dead[] = {
    "oi", "qj", "pl", "ab", "bc", "ad", "if", "jf", "kf", "lf", "lg", NULL,
  };

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_BOWLS_ART; m <= ISHI_SCORE_EQUAL_BOWLS_LAW; m++)
    {
      g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
      g_autofree guint8 *mask = g_new0 (guint8, 361);
      IshiScoreInput input;
      g_autoptr(IshiScore) s = NULL;

      go_to_end (game);
      g_assert_true (ishi_score_input_init_from_game (&input, game));
      for (const char *const *d = dead; *d; d++)
        mask[((*d)[1] - 'a') * 19 + ((*d)[0] - 'a')] = 1;
      /* Figure 1 filled, less the dead stones, is figure 2. */
      for (int p = 0; p < 361; p++)
        {
          char c = lanke_figure_2[p / 19][p % 19];

          g_assert_cmpint (mask[p] ? ISHI_EMPTY : input.board[p], ==,
                           c == 'X' ? ISHI_BLACK : c == 'O' ? ISHI_WHITE : ISHI_EMPTY);
        }
      input.dead = mask;
      input.komi = 0;
      input.bowl_keep = 20;
      g_assert_cmpint (input.moves_black, ==, 8);
      g_assert_cmpint (input.moves_white, ==, 8);
      s = ishi_score_compute (m, &input);
      g_assert_cmpint (s->black.paid + s->white.paid, ==, 0);
      g_assert_cmpint (s->black.stones, ==, 160);
      g_assert_cmpint (s->white.stones, ==, 160);
      g_assert_cmpint (s->black.moku, ==, 23);
      g_assert_cmpint (s->white.moku, ==, 18);
      g_assert_cmpstr (s->result, ==, "B+5");
      ishi_score_input_clear (&input);
    }
}

/* --- 盘角曲四 (1-1 十四, 1-2 十, 2-1 十二, 3-1 十三, 3-2 十三) ----------------- */

/* "两弃休止后,双方对‘盘角曲四’的死活意见分歧时,恢复对局以实战来解决。实战解决
 * 过程中,会发生这一方补劫材另方放弃的情况,从而导致补劫材这一方比另一方多下m手
 * 棋。但在实战解决阶段,采用‘多下不贴点’ … 这方应从己方地盘内取下m个己方棋子,
 * 每取下1子便获得1目,这一方就不会因补劫材而损目了".  What the text counts is
 * the m moves of the dispute, whatever the corner: here, after the two
 * passes of the walls game (jigo with KM[7]), Black removes two of its
 * possible ko threats by filling two points of its own territory (a7,
 * a6) while White passes, then both pass.  By hand, every sub-rule with
 * passes: Black's 2 moves of the dispute are not paid; its stones come
 * out of its territory again: 21 − 2 + 2 = 21 目 against 14: jigo, no
 * loss.  The same two moves before the first two passes are paid in the
 * art versions (多下贴点, 2 shared points): 19 − 7 − 14, W+2 — the two
 * phases matter — and not in the law versions: jigo.
 * In 3-x the other side answers with off-board moves ("这一方补劫材另一方
 * 虚着 … 对方的m手虚着之子也要回填"): after the agreed stop Black fills two
 * points and White plays off the board twice; both played 9 moves, no
 * balancing; White refills its 2 off-board stones: 14 − 2 = 12 目, Black
 * 21 − 2 = 19; nothing paid (7 real moves each before the stop): 19 − 7
 * − 12, jigo in 3-1 and 3-2. */
static void
test_bent_four (void)
{
  const char *dispute = "(;GM[1]FF[4]SZ[7]KM[7];" WALLS ";B[];W[];B[aa];W[];B[ab];W[];B[])";
  const char *game = "(;GM[1]FF[4]SZ[7]KM[7];" WALLS ";B[aa];W[];B[ab];W[];B[])";
  const char *no_pass = "(;GM[1]FF[4]SZ[7]RU[equal-3-1]KM[7];" WALLS
                        "STOP[];B[aa];W[]OFF[];B[ab];W[]OFF[]STOP[])";
  const IshiScoreMethod with_passes[] = {
    ISHI_SCORE_EQUAL_ART, ISHI_SCORE_EQUAL_LAW, ISHI_SCORE_EQUAL_OFF_ART, ISHI_SCORE_EQUAL_OFF_LAW,
    ISHI_SCORE_EQUAL_BOWLS_ART, ISHI_SCORE_EQUAL_BOWLS_LAW,
  };

  for (guint i = 0; i < G_N_ELEMENTS (with_passes); i++)
    {
      IshiScoreMethod m = with_passes[i];
      gboolean art = m == ISHI_SCORE_EQUAL_ART || m == ISHI_SCORE_EQUAL_OFF_ART
                     || m == ISHI_SCORE_EQUAL_BOWLS_ART;
      g_autoptr(IshiScore) d = score_sgf (m, dispute, NULL);
      g_autoptr(IshiScore) g = score_sgf (m, game, NULL);

      g_assert_cmpint (d->black.moves_dispute, ==, 2);
      g_assert_cmpint (d->black.paid, ==, 0);
      g_assert_cmpstr (d->result, ==, "0");
      g_assert_cmpint (g->black.paid, ==, art ? 2 : 0);
      g_assert_cmpstr (g->result, ==, art ? "W+2" : "0");
    }
  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_NOPASS_ART; m <= ISHI_SCORE_EQUAL_NOPASS_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, no_pass, NULL);

      g_assert_cmpint (s->white.off_board, ==, 2);
      g_assert_cmpint (s->white.balanced, ==, 0);
      g_assert_cmpint (s->black.paid, ==, 0);
      g_assert_cmpint (s->black.moku, ==, 19);
      g_assert_cmpint (s->white.moku, ==, 12);
      g_assert_cmpstr (s->result, ==, "0");
    }
}

/* --- a ko retaken after the boundary, 2-x and 3-x ------------------------- */

/* The walls with a ko in the middle (7×7, x from the left, y from the top):
 * Black d7 d6 d5 c4 d3 d2 d1, White e7 e6 e5 f4 e3 e2 e1; the ko is d4/e4.
 * Black plays e4 (one liberty, d4), White takes it at d4.  8 moves each;
 * Black surrounds a–c less c4 (20 points), White f–g less f4 (13). */
#define KO_WALLS \
  "B[da];W[ea];B[db];W[eb];B[dc];W[ec];B[cd];W[fd];B[de];W[ee];B[df];W[ef];B[dg];W[eg];" \
  "B[ed];W[dd]"

/* 2-x: "按广义禁全同,打单劫在连续两弃后是不得回提的" — after the two passes
 * Black may not retake (the whole position would repeat), nor play off
 * the board (the board after White's capture would be shown a fourth
 * time: the capture, two passes, the off-board move).  A real ko threat
 * does it: Black g7 in White's corner, White g6; Black retakes e4, White
 * takes g7 at f7, Black connects at d4; both pass.  By hand: Black's 2
 * lost stones (e4, g7) refilled: 20 − 2 = 18 目; White's 1 (d4): 13 − 2
 * (g6, f7) − 1 = 10 目.  Before the passes 8 moves each; after them Black
 * 3, White 2: not paid, Black takes 1 stone out of its territory: 19.
 * 19 − 10: B+9 in 2-1 and 2-2 (the area count: 29 against 20). */
static void
test_off_board_ko_after_boundary (void)
{
  const char *stop = "(;GM[1]FF[4]SZ[7]RU[equal-2-1]KM[0];" KO_WALLS ";B[];W[])";
  const char *sgf = "(;GM[1]FF[4]SZ[7]RU[equal-2-1]KM[0];" KO_WALLS
                    ";B[];W[];B[ga];W[gb];B[ed];W[fa];B[dd];W[];B[])";
  g_autoptr(IshiGame) game = ishi_test_game_from_text (stop);
  const IshiRules *rules = ishi_game_get_rules (game);

  go_to_end (game);
  ishi_game_resume (game);
  g_assert_cmpint (rules->check (ishi_game_get_position (game), ISHI_BLACK, 4, 3),
                   ==, ISHI_MOVE_SUPERKO);
  g_assert_cmpint (ishi_game_play_off_board (game), ==, ISHI_MOVE_SUPERKO);
  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_OFF_ART; m <= ISHI_SCORE_EQUAL_OFF_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, sgf, NULL);

      g_assert_cmpint (s->black.moves, ==, 8);
      g_assert_cmpint (s->white.moves, ==, 8);
      g_assert_cmpint (s->black.moves_dispute, ==, 3);
      g_assert_cmpint (s->white.moves_dispute, ==, 2);
      g_assert_cmpint (s->black.paid, ==, 0);
      g_assert_cmpint (s->black.removed, ==, 1);
      g_assert_cmpint (s->black.moku, ==, 19);
      g_assert_cmpint (s->white.moku, ==, 10);
      g_assert_cmpstr (s->result, ==, "B+9");
    }
}

/* 3-x: after the agreed stop no pass has shown the board again, so an
 * off-board move each is the ko threat and its answer: Black off, White
 * off, Black retakes e4, White off (the board before White took is shown
 * a third time only), Black connects at d4, and both agree to stop.  By
 * hand: Black 10 real moves + 1 off = 11, White 8 real + 2 off = 10;
 * Black moved last, so White balances with 1 off-board stone (3-1
 * 八.(1)).  Refilled: Black its stone e4 and its off-board stone, 20 − 2
 * = 18 目; White d4 and 3 off-board stones, 13 − 4 = 9 目; 11 stones each.
 * Before the stop 8 real moves each: nothing to pay: B+9 in 3-1 and 3-2
 * (points, 十一 B+k+n/2+q/2 with 2k = 22: 29 and 20).  Without the
 * first stop, all these moves belong to the game: in 3-1 Black's 2 extra
 * real moves are paid, two stones from the boundary into its territory
 * ("多下方减少了n目"): 16 目, B+7; 3-2 does not pay: B+9. */
static void
test_no_pass_ko_after_boundary (void)
{
  const char *dispute = "(;GM[1]FF[4]SZ[7]RU[equal-3-1]KM[0];" KO_WALLS
                        "STOP[];B[]OFF[];W[]OFF[];B[ed];W[]OFF[];B[dd]STOP[])";
  const char *game = "(;GM[1]FF[4]SZ[7]RU[equal-3-1]KM[0];" KO_WALLS
                     ";B[]OFF[];W[]OFF[];B[ed];W[]OFF[];B[dd]STOP[])";

  for (IshiScoreMethod m = ISHI_SCORE_EQUAL_NOPASS_ART; m <= ISHI_SCORE_EQUAL_NOPASS_LAW; m++)
    {
      g_autoptr(IshiScore) s = score_sgf (m, dispute, NULL);
      g_autoptr(IshiScore) g = score_sgf (m, game, NULL);

      g_assert_cmpint (s->white.balanced, ==, 1);
      g_assert_cmpint (s->white.off_board, ==, 3);
      g_assert_cmpint (s->black.off_board, ==, 1);
      g_assert_cmpint (s->black.paid, ==, 0);
      g_assert_cmpint (s->black.moku, ==, 18);
      g_assert_cmpint (s->white.moku, ==, 9);
      g_assert_cmpint (s->black.stones, ==, 11);
      g_assert_cmpint (s->white.stones, ==, 11);
      g_assert_cmpfloat (s->black.points, ==, 29);
      g_assert_cmpfloat (s->white.points, ==, 20);
      g_assert_cmpstr (s->result, ==, "B+9");
      if (m == ISHI_SCORE_EQUAL_NOPASS_ART)
        {
          g_assert_cmpint (g->black.paid, ==, 2);
          g_assert_cmpint (g->black.moku, ==, 16);
          g_assert_cmpstr (g->result, ==, "B+7");
        }
      else
        g_assert_cmpstr (g->result, ==, "B+9");
    }
}

/* --- 多劫循环判无胜负: the void result ------------------------------------ */

/* 1-1 and 1-2, preamble: "也可根据情况,弃用禁全同,只采用原始的打劫规则(打劫时,
 * 回提要隔一手),多劫循环判无胜负" — under the plain ko rule a cycle of kos is
 * a game without result.  A triple ko built by hand on a 9×9 board: three
 * ko shapes, one above the other in columns a–d,
 *
 *     . X O .        X at (1,y0) (0,y0+1) (1,y0+2), O at (2,y0) (3,y0+1)
 *     X L R O        (2,y0+2); the ko is L = (1,y0+1) and R = (2,y0+1).
 *     . X O .
 *
 * At the start White holds L in the first and third (Black may take at
 * R) and Black holds R in the second (White may take at L).  Black takes
 * 1, White takes 2, Black takes 3, White retakes 1, Black retakes 2,
 * White retakes 3: each retake has a move between it and the take, as
 * the plain ko rule asks, and the sixth move brings back the position of
 * the start with Black to move — the cycle.  By the text: no result, RE
 * Void (SGF's word for it).  Under 禁全同 (equal-art) the sixth move is
 * the one forbidden instead ("禁止全局同形再现"): no cycle, no void. */
#define TRIPLE_KO_SETUP \
  "AB[ba][ab][bc][bd][ae][bf][ce][bg][ah][bi]" \
  "AW[ca][db][cc][bb][cd][de][cf][cg][dh][ci][bh]"

static void
test_void_triple_ko (void)
{
  const IshiPoint cycle[] = {
    { 2, 1 }, { 1, 4 }, { 2, 7 }, { 1, 1 }, { 2, 4 }, { 1, 7 },
  };
  const char *ids[] = { "equal-art-ko", "equal-law-ko" };

  for (guint r = 0; r < G_N_ELEMENTS (ids); r++)
    {
      g_autofree char *sgf = g_strdup_printf ("(;GM[1]FF[4]SZ[9]RU[%s]KM[0]" TRIPLE_KO_SETUP ")",
                                              ids[r]);
      g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
      g_autoptr(IshiMatch) match = ishi_match_new (game);
      g_autofree char *text = NULL;
      IshiResult result;
      guint over = 0;

      g_assert_cmpstr (ishi_match_get_ruleset (match)->id, ==, ids[r]);
      g_assert_cmpint (ishi_game_get_options (game)->ko_rule, ==, ISHI_KO_SIMPLE);
      g_signal_connect_swapped (match, "game-over", G_CALLBACK (g_atomic_int_inc), &over);
      /* The plain ko rule: no immediate retake. */
      g_assert_cmpint (ishi_match_play (match, 2, 1), ==, ISHI_MOVE_OK);
      g_assert_cmpint (ishi_match_play (match, 1, 1), ==, ISHI_MOVE_KO);
      for (guint i = 1; i < G_N_ELEMENTS (cycle); i++)
        {
          g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
          g_assert_cmpint (ishi_match_play (match, cycle[i].x, cycle[i].y), ==, ISHI_MOVE_OK);
        }
      /* Six stones taken, three each, and the position of the start. */
      g_assert_cmpint (ishi_game_get_rules (game)->captures (ishi_game_get_position (game), ISHI_BLACK),
                       ==, 3);
      g_assert_cmpint (ishi_game_get_rules (game)->captures (ishi_game_get_position (game), ISHI_WHITE),
                       ==, 3);
      g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
      g_assert_cmpuint (over, ==, 1);
      ishi_match_get_result (match, &result);
      g_assert_cmpint (result.kind, ==, ISHI_RESULT_VOID);
      g_assert_cmpint (result.winner, ==, ISHI_EMPTY);
      g_assert_null (ishi_match_get_counting (match));
      g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game), "RE"), ==, "Void");
      text = ishi_match_describe_result (match);
      g_assert_nonnull (text);
      /* The game is over: no seventh move. */
      g_assert_cmpint (ishi_match_play (match, 2, 1), ==, ISHI_MOVE_GAME_OVER);
      /* Undo takes the cycle's last move back, and its RE. */
      g_assert_true (ishi_match_undo (match));
      g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
      g_assert_null (ishi_sgf_node_get_raw (ishi_game_get_root (game), "RE"));
    }

  /* 禁全同: the sixth move is refused, the game goes on. */
  {
    g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[1]FF[4]SZ[9]RU[equal-art]KM[0]"
                                                         TRIPLE_KO_SETUP ")");
    g_autoptr(IshiMatch) match = ishi_match_new (game);

    for (guint i = 0; i + 1 < G_N_ELEMENTS (cycle); i++)
      g_assert_cmpint (ishi_match_play (match, cycle[i].x, cycle[i].y), ==, ISHI_MOVE_OK);
    g_assert_cmpint (ishi_match_play (match, 1, 7), ==, ISHI_MOVE_SUPERKO);
    g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  }
}

/* A single ko is no cycle: 万年劫 under the plain ko rule, where "放弃后
 * 可以回提" — White took A, both pass (the boundary), Black retakes, White
 * passes, Black connects, both pass: counted as in 1-1 (B+4, worked out
 * at test_wannian_ko), never void.  The record is read back from RU. */
static void
test_void_single_ko (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[6]RU[equal-art-ko]KM[0];" WANNIAN_BUILD
                    ";B[];W[];B[fb];W[];B[fc];W[];B[])";
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiScore) s = score_sgf (ISHI_SCORE_EQUAL_ART, sgf, NULL);

  go_to_end (game);
  match = ishi_match_new (game);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_cmpstr (ishi_counting_get_score (ishi_match_get_counting (match))->result, ==, "B+4");
  g_assert_cmpstr (s->result, ==, "B+4");
}

/* Any input, however unlike a real game (more moves, passes, captures or
 * off-board stones than the board could hold), is counted and explained
 * without writing outside the count's own memory: the explanation fills
 * and takes back stones, and a point may be filled, taken and filled
 * again.  Seeded, so every run checks the same inputs; the sanitizer
 * build is what sees a stray write. */
static void
test_explain_any_input (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123);
  const int sizes[] = { 1, 2, 3, 4, 5, 7 };

  for (int iter = 0; iter < 1500; iter++)
    {
      int size = sizes[g_rand_int_range (rand, 0, G_N_ELEMENTS (sizes))], n = size * size;
      g_autofree IshiColor *board = g_new0 (IshiColor, n);
      g_autofree guint8 *dead = g_new0 (guint8, n);
      g_autofree guint8 *seki = g_new0 (guint8, n);
      int fill = g_rand_int_range (rand, 20, 90);
      IshiScoreInput in = { 0 };

      for (int p = 0; p < n; p++)
        {
          if (g_rand_int_range (rand, 0, 100) < fill)
            board[p] = g_rand_boolean (rand) ? ISHI_BLACK : ISHI_WHITE;
          dead[p] = g_rand_int_range (rand, 0, 12) == 0;
          seki[p] = g_rand_int_range (rand, 0, 20) == 0;
        }
      in.size = size;
      in.board = board;
      in.dead = dead;
      in.seki = seki;
      in.captured_by_black = g_rand_int_range (rand, 0, 30);
      in.captured_by_white = g_rand_int_range (rand, 0, 30);
      in.moves_black = g_rand_int_range (rand, 0, n / 2 + 2);
      in.moves_white = g_rand_int_range (rand, 0, n / 2 + 2);
      in.dispute_black = g_rand_int_range (rand, 0, 5);
      in.dispute_white = g_rand_int_range (rand, 0, 5);
      in.offboard_black = g_rand_int_range (rand, 0, 6);
      in.offboard_white = g_rand_int_range (rand, 0, 6);
      in.passes_black = g_rand_int_range (rand, 0, 4);
      in.passes_white = g_rand_int_range (rand, 0, 4);
      in.way = g_rand_int_range (rand, 0, 3);
      in.handicap = g_rand_int_range (rand, 0, 10);
      in.komi = g_rand_int_range (rand, -20, 20) / 2.0;

      for (IshiScoreMethod m = ISHI_SCORE_EQUAL_ART; m < ISHI_SCORE_N_METHODS; m++)
        {
          IshiScore *score = ishi_score_compute (m, &in);

          g_assert_nonnull (score);
          g_assert_cmpint (score->size, ==, size);
          ishi_score_free (score);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/equal/boundary/dispute-not-paid", test_boundary_dispute_not_paid);
  g_test_add_func ("/equal/boundary/game-paid", test_boundary_game_paid);
  g_test_add_func ("/equal/boundary/black-last", test_boundary_black_last);
  g_test_add_func ("/equal/refill/dead", test_refill_dead);
  g_test_add_func ("/equal/refill/prisoner", test_refill_prisoner);
  g_test_add_func ("/equal/explain/tool", test_tool_explain);
  g_test_add_func ("/equal/wannian-ko", test_wannian_ko);
  g_test_add_func ("/equal/wannian-claim", test_wannian_claim);
  g_test_add_func ("/equal/history/cleared-at-two-passes", test_history_cleared);
  g_test_add_func ("/equal/history/board", test_board_reset);
  g_test_add_func ("/equal/off-board/count", test_off_board_count);
  g_test_add_func ("/equal/off-board/ko", test_off_board_ko);
  g_test_add_func ("/equal/off-board/pass-between", test_off_board_pass_between);
  g_test_add_func ("/equal/appendix/ways", test_appendix);
  g_test_add_func ("/equal/appendix/tool", test_tool_appendix);
  g_test_add_func ("/equal/off-board/generalised-superko", test_generalised_superko);
  g_test_add_func ("/equal/off-board/saved", test_off_board_saved);
  g_test_add_func ("/equal/no-pass/balance", test_no_pass_balance);
  g_test_add_func ("/equal/no-pass/phases", test_no_pass_phases);
  g_test_add_func ("/equal/no-pass/ko", test_no_pass_ko);
  g_test_add_func ("/equal/moku/four-liberty-seki", test_four_liberty_seki);
  g_test_add_func ("/equal/moku/one-sided-claim", test_one_sided_claim);
  g_test_add_func ("/equal/moku/counting-claim", test_counting_claim);
  g_test_add_func ("/equal/bowls/lanke", test_bowls_lanke);
  g_test_add_func ("/equal/bowls/boundary", test_bowls_boundary);
  g_test_add_func ("/equal/bowls/wannian-ko", test_bowls_wannian);
  g_test_add_func ("/equal/bowls/lanke-figure-3", test_bowls_lanke_figure_3);
  g_test_add_func ("/equal/bowls/lanke-figure-1", test_bowls_lanke_figure_1);
  g_test_add_func ("/equal/bent-four", test_bent_four);
  g_test_add_func ("/equal/off-board/ko-after-boundary", test_off_board_ko_after_boundary);
  g_test_add_func ("/equal/no-pass/ko-after-boundary", test_no_pass_ko_after_boundary);
  g_test_add_func ("/equal/void/triple-ko", test_void_triple_ko);
  g_test_add_func ("/equal/void/single-ko", test_void_single_ko);
  g_test_add_func ("/equal/explain/any-input", test_explain_any_input);
  return g_test_run ();
}
