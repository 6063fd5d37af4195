/* ishi-lesson-condition.c — whether a move does what a lesson's task says
 * (ishi_lesson_condition_holds): the strings of Go and their liberties, and
 * the Renju shapes read on the board, which the checker
 * (ishi-lesson-check.c) also reads for a diagram's shows="…".
 *
 * The words, as renju-rules.ja.txt defines them (section 補足説明) and as
 * ishi-renju-board.c implements them for Black (RIF article 3).  For a colour
 * C and a stone s of C on a line L:
 *
 *   five       (五連) five stones of C in an unbroken row; for Black exactly
 *              five (six or more is an overline, 長連), for White five or more.
 *   four       (四, "五連から石を１つ取ったもの") — s is part of a four on L when
 *              some empty point q of L gives C a five that contains s
 *              (ishi_renju_board_makes_five).  Blocked fours (活四 with one end
 *              stopped) and broken fours (トビ四) are fours.
 *   straight four
 *              (棒四) four unbroken stones of C on L, s among them, whose two
 *              end points BOTH give C a five: it cannot be stopped.
 *   three      (三, "棒四から石を１つ取ったもの") — s is part of a three on L when
 *              some empty point q of L, that C may legally play (for Black: q
 *              is not forbidden, ishi_renju_board_forbidden) and that does
 *              not itself make a five, turns L into a straight four
 *              containing s.  A line that is already a four is not a three.
 *   four-three (四三) a stone that makes a four on one line and a three on
 *              another, and is allowed (not forbidden for Black).
 *   double four / double three (四々 / 三々)
 *              a stone that makes two fours / two threes; for Black on an
 *              empty point also whatever ishi_renju_board_forbidden() calls
 *              ISHI_MOVE_DOUBLE_FOUR / DOUBLE_THREE (it knows the rare double
 *              four on ONE line: X . X X X . X).
 *
 * Go words: a string is a maximal group of orthogonally connected stones of
 * one colour, its liberties the empty points next to it; "atari" (アタリ) is a
 * string left with exactly one liberty.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include "ishi-lesson-private.h"
#include "ishi-renju-board.h"
#include "ishi-renju-openings.h"
#include "ishi-renju-solver.h"

static const int dir_dx[ISHI_RENJU_N_DIRECTIONS] = { 1, 0, 1, 1 };
static const int dir_dy[ISHI_RENJU_N_DIRECTIONS] = { 0, 1, 1, -1 };

gboolean
ishi_lesson_is_renju (const IshiRules *rules)
{
  return strcmp (rules->id, "renju") == 0;
}

static int
position_size (const IshiRules *rules, const IshiPosition *pos)
{
  return rules->options (pos)->size;
}

/* --- Go: strings and liberties ------------------------------------------------- */

/* The number of liberties of the string at (x, y) (0 if empty), and
 * optionally its size. */
int
ishi_lesson_string_liberties (const IshiRules *rules, const IshiPosition *pos, int x, int y, int *n_stones)
{
  int size = position_size (rules, pos);
  IshiColor color = rules->stone_at (pos, x, y);
  g_autofree guint8 *seen = NULL;
  g_autoptr(GArray) stack = NULL;
  int liberties = 0, stones = 0;

  if (color == ISHI_EMPTY)
    return 0;
  seen = g_new0 (guint8, (gsize) size * size);
  stack = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_array_append_val (stack, ((IshiPoint) { x, y }));
  seen[y * size + x] = 1;
  while (stack->len > 0)
    {
      IshiPoint p = g_array_index (stack, IshiPoint, stack->len - 1);
      static const int nx[4] = { 1, -1, 0, 0 }, ny[4] = { 0, 0, 1, -1 };

      g_array_set_size (stack, stack->len - 1);
      stones++;
      for (int k = 0; k < 4; k++)
        {
          int qx = p.x + nx[k], qy = p.y + ny[k];
          IshiColor c;

          if (qx < 0 || qy < 0 || qx >= size || qy >= size || seen[qy * size + qx])
            continue;
          c = rules->stone_at (pos, qx, qy);
          if (c == ISHI_EMPTY)
            {
              seen[qy * size + qx] = 1;
              liberties++;
            }
          else if (c == color)
            {
              seen[qy * size + qx] = 1;
              g_array_append_val (stack, ((IshiPoint) { qx, qy }));
            }
        }
    }
  if (n_stones)
    *n_stones = stones;
  return liberties;
}

/* --- Renju shapes ---------------------------------------------------------------- */

void
ishi_lesson_renju_board_from (const IshiRules *rules, const IshiPosition *pos, IshiRenjuBoard *board)
{
  ishi_renju_board_init (board);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      {
        IshiColor c = rules->stone_at (pos, x, y);

        if (c != ISHI_EMPTY)
          ishi_renju_board_set (board, x, y, c);
      }
}

gboolean
ishi_lesson_on_board (int x, int y)
{
  return x >= 0 && y >= 0 && x < ISHI_RENJU_SIZE && y < ISHI_RENJU_SIZE;
}

/* Does the empty point q give `color` a five that contains (px, py)? */
static gboolean
five_through (const IshiRenjuBoard *b, IshiColor color, int qx, int qy, int px, int py)
{
  IshiPoint ends[2];
  int lo_x, hi_x, lo_y, hi_y;

  if (!ishi_renju_board_makes_five (b, color, qx, qy, ends))
    return FALSE;
  lo_x = MIN (ends[0].x, ends[1].x);
  hi_x = MAX (ends[0].x, ends[1].x);
  lo_y = MIN (ends[0].y, ends[1].y);
  hi_y = MAX (ends[0].y, ends[1].y);
  if (px < lo_x || px > hi_x || py < lo_y || py > hi_y)
    return FALSE;
  /* Collinear with the two ends (the row is straight). */
  return (px - ends[0].x) * (ends[1].y - ends[0].y) == (py - ends[0].y) * (ends[1].x - ends[0].x);
}

/* The stone of `color` at p is part of a four along direction d. */
static gboolean
four_on (const IshiRenjuBoard *b, IshiColor color, int px, int py, int d)
{
  for (int k = -4; k <= 4; k++)
    {
      int qx = px + k * dir_dx[d], qy = py + k * dir_dy[d];

      if (k == 0 || !ishi_lesson_on_board (qx, qy) || ishi_renju_board_get (b, qx, qy) != ISHI_EMPTY)
        continue;
      if (five_through (b, color, qx, qy, px, py))
        return TRUE;
    }
  return FALSE;
}

/* The stone at p is part of a straight four along d: four unbroken stones
 * of `color` containing p whose two end points both give a five. */
static gboolean
straight_four_on (const IshiRenjuBoard *b, IshiColor color, int px, int py, int d)
{
  for (int start = -3; start <= 0; start++)
    {
      int ax = px + (start - 1) * dir_dx[d], ay = py + (start - 1) * dir_dy[d];
      int zx = px + (start + 4) * dir_dx[d], zy = py + (start + 4) * dir_dy[d];
      gboolean unbroken = TRUE;

      for (int k = start; k < start + 4 && unbroken; k++)
        {
          int sx = px + k * dir_dx[d], sy = py + k * dir_dy[d];

          unbroken = ishi_lesson_on_board (sx, sy) && ishi_renju_board_get (b, sx, sy) == color;
        }
      if (!unbroken || !ishi_lesson_on_board (ax, ay) || !ishi_lesson_on_board (zx, zy)
          || ishi_renju_board_get (b, ax, ay) != ISHI_EMPTY
          || ishi_renju_board_get (b, zx, zy) != ISHI_EMPTY)
        continue;
      if (five_through (b, color, ax, ay, px, py) && five_through (b, color, zx, zy, px, py))
        return TRUE;
    }
  return FALSE;
}

/* May `color` play the empty point q (Black: not forbidden)? */
static gboolean
allowed (const IshiRenjuBoard *b, IshiColor color, int qx, int qy)
{
  if (ishi_renju_board_get (b, qx, qy) != ISHI_EMPTY)
    return FALSE;
  return color == ISHI_WHITE || ishi_renju_board_forbidden (b, qx, qy) == ISHI_MOVE_OK;
}

/* The stone at p is part of a three along d (and that line is no four). */
static gboolean
three_on (const IshiRenjuBoard *b, IshiColor color, int px, int py, int d)
{
  if (four_on (b, color, px, py, d))
    return FALSE;
  for (int k = -4; k <= 4; k++)
    {
      int qx = px + k * dir_dx[d], qy = py + k * dir_dy[d];
      IshiRenjuBoard after;

      if (k == 0 || !ishi_lesson_on_board (qx, qy) || !allowed (b, color, qx, qy)
          || ishi_renju_board_makes_five (b, color, qx, qy, NULL))
        continue;
      after = *b;
      ishi_renju_board_set (&after, qx, qy, color);
      if (straight_four_on (&after, color, px, py, d))
        return TRUE;
    }
  return FALSE;
}

/* The shapes the stone of `color` at p (already on `b`) is part of. */
IshiLessonShapes
ishi_lesson_shapes_at (const IshiRenjuBoard *b, IshiColor color, int px, int py)
{
  IshiLessonShapes s = { 0, 0, FALSE };

  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    {
      if (four_on (b, color, px, py, d))
        {
          s.fours++;
          if (straight_four_on (b, color, px, py, d))
            s.straight_four = TRUE;
        }
      else if (three_on (b, color, px, py, d))
        s.threes++;
    }
  return s;
}

/* The longest unbroken row of `color` through each stone: fills
 * `longest` with the longest row of the board (0 when none). */
int
ishi_lesson_longest_row (const IshiRenjuBoard *b, IshiColor color, gboolean exact_five,
                         gboolean *has_exact_five)
{
  int longest = 0;

  *has_exact_five = FALSE;
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      {
        if (ishi_renju_board_get (b, x, y) != color)
          continue;
        for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
          {
            int px = x - dir_dx[d], py = y - dir_dy[d], n = 0;

            /* Count each row once, from its first stone. */
            if (ishi_lesson_on_board (px, py) && ishi_renju_board_get (b, px, py) == color)
              continue;
            for (px = x, py = y; ishi_lesson_on_board (px, py) && ishi_renju_board_get (b, px, py) == color;
                 px += dir_dx[d], py += dir_dy[d])
              n++;
            longest = MAX (longest, n);
            if (n == 5)
              *has_exact_five = TRUE;
          }
      }
  (void) exact_five;
  return longest;
}

gboolean
ishi_lesson_condition_is_puzzle (IshiLessonCondition condition)
{
  return condition == ISHI_LESSON_CONDITION_VCF || condition == ISHI_LESSON_CONDITION_VCT;
}

IshiRenjuSolveLimits
ishi_lesson_puzzle_limits (IshiLessonCondition condition, int moves)
{
  IshiRenjuSolveLimits limits = {
    .kind = condition == ISHI_LESSON_CONDITION_VCT ? ISHI_RENJU_SOLVE_VCT : ISHI_RENJU_SOLVE_VCF,
    .max_moves = (guint) MAX (moves, 1),
    .max_nodes = ISHI_LESSON_PUZZLE_MAX_NODES,
    .to_four_three = TRUE,
  };

  return limits;
}

/* --- conditions ----------------------------------------------------------------- */

static gboolean
renju_condition (const IshiRules *rules, const IshiPosition *position, IshiLessonCondition condition,
                 int count, IshiColor color, int x, int y)
{
  IshiRenjuBoard board, after;
  IshiLessonShapes s;

  ishi_lesson_renju_board_from (rules, position, &board);
  if (ishi_lesson_condition_is_puzzle (condition))
    {
      IshiRenjuSolveLimits limits = ishi_lesson_puzzle_limits (condition, count);
      IshiRenjuSolution solution;
      gboolean wins;

      wins = ishi_renju_solve_from (&board, color, (IshiPoint) { x, y }, &limits, &solution);
      ishi_renju_solution_clear (&solution);
      return wins;
    }
  if (condition == ISHI_LESSON_CONDITION_FORBIDDEN)
    {
      IshiMoveStatus why;

      if (color != ISHI_BLACK || ishi_renju_board_get (&board, x, y) != ISHI_EMPTY)
        return FALSE;
      why = ishi_renju_board_forbidden (&board, x, y);
      return why == ISHI_MOVE_DOUBLE_FOUR || why == ISHI_MOVE_DOUBLE_THREE || why == ISHI_MOVE_OVERLINE;
    }
  if (rules->check (position, color, x, y) != ISHI_MOVE_OK)
    return FALSE;
  if (condition == ISHI_LESSON_CONDITION_FIVE)
    return ishi_renju_board_makes_five (&board, color, x, y, NULL);
  if (condition == ISHI_LESSON_CONDITION_BLOCK_FOUR)
    {
      IshiColor other = ishi_color_other (color);
      gboolean threat_before = FALSE;

      for (int qy = 0; qy < ISHI_RENJU_SIZE && !threat_before; qy++)
        for (int qx = 0; qx < ISHI_RENJU_SIZE && !threat_before; qx++)
          if (ishi_renju_board_get (&board, qx, qy) == ISHI_EMPTY
              && ishi_renju_board_makes_five (&board, other, qx, qy, NULL))
            threat_before = TRUE;
      if (!threat_before)
        return FALSE;
      after = board;
      ishi_renju_board_set (&after, x, y, color);
      for (int qy = 0; qy < ISHI_RENJU_SIZE; qy++)
        for (int qx = 0; qx < ISHI_RENJU_SIZE; qx++)
          if (ishi_renju_board_get (&after, qx, qy) == ISHI_EMPTY
              && ishi_renju_board_makes_five (&after, other, qx, qy, NULL))
            return FALSE;
      return TRUE;
    }
  /* four, straight four, four-three: made by the stone, and not a five. */
  if (ishi_renju_board_makes_five (&board, color, x, y, NULL))
    return FALSE;
  after = board;
  ishi_renju_board_set (&after, x, y, color);
  s = ishi_lesson_shapes_at (&after, color, x, y);
  switch (condition)
    {
    case ISHI_LESSON_CONDITION_FOUR:
      return s.fours >= 1;
    case ISHI_LESSON_CONDITION_STRAIGHT_FOUR:
      return s.straight_four;
    case ISHI_LESSON_CONDITION_FOUR_THREE:
      return s.fours >= 1 && s.threes >= 1;
    default:
      return FALSE;
    }
}

gboolean
ishi_lesson_condition_is_renju (IshiLessonCondition condition)
{
  switch (condition)
    {
    case ISHI_LESSON_CONDITION_FIVE:
    case ISHI_LESSON_CONDITION_FOUR:
    case ISHI_LESSON_CONDITION_STRAIGHT_FOUR:
    case ISHI_LESSON_CONDITION_FOUR_THREE:
    case ISHI_LESSON_CONDITION_BLOCK_FOUR:
    case ISHI_LESSON_CONDITION_FORBIDDEN:
    case ISHI_LESSON_CONDITION_VCF:
    case ISHI_LESSON_CONDITION_VCT:
    case ISHI_LESSON_CONDITION_SAME_FIFTH:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
ishi_lesson_task_holds (const IshiRules *rules, const IshiPosition *position, const IshiLessonTask *task,
                        int x, int y)
{
  g_return_val_if_fail (rules != NULL && position != NULL && task != NULL, FALSE);

  if (task->condition == ISHI_LESSON_CONDITION_SAME_FIFTH)
    {
      IshiRenjuBoard board;
      int size = position_size (rules, position);

      /* The rules' own check (renju-rules.ja.txt's symmetry of the stones,
       * ishi-renju-symmetry.h), as the match refuses a second offer. */
      if (!ishi_lesson_is_renju (rules) || x < 0 || y < 0 || x >= size || y >= size
          || (x == task->of.x && y == task->of.y))
        return FALSE;
      ishi_lesson_renju_board_from (rules, position, &board);
      return ishi_renju_board_get (&board, x, y) == ISHI_EMPTY
             && ishi_renju_fifths_symmetric (&board, task->of, (IshiPoint) { x, y });
    }
  return ishi_lesson_condition_holds (rules, position, task->condition, task->count, task->to_play, x, y);
}

gboolean
ishi_lesson_condition_is_go (IshiLessonCondition condition)
{
  return condition == ISHI_LESSON_CONDITION_CAPTURES || condition == ISHI_LESSON_CONDITION_ATARI;
}

gboolean
ishi_lesson_condition_holds (const IshiRules *rules, const IshiPosition *position,
                             IshiLessonCondition condition, int count,
                             IshiColor color, int x, int y)
{
  int size;

  g_return_val_if_fail (rules != NULL && position != NULL, FALSE);

  size = position_size (rules, position);
  if (x < 0 || y < 0 || x >= size || y >= size)
    return FALSE;
  if (condition == ISHI_LESSON_CONDITION_NONE || condition == ISHI_LESSON_CONDITION_LEGAL)
    return rules->check (position, color, x, y) == ISHI_MOVE_OK;
  if (ishi_lesson_condition_is_renju (condition))
    return ishi_lesson_is_renju (rules) && renju_condition (rules, position, condition, count, color, x, y);
  if (!rules->has_captures || rules->check (position, color, x, y) != ISHI_MOVE_OK)
    return FALSE;

  {
    IshiPosition *after = rules->position_copy (position);
    gboolean holds = FALSE;

    rules->play (after, color, x, y);
    if (condition == ISHI_LESSON_CONDITION_CAPTURES)
      holds = rules->captures (after, color) - rules->captures (position, color) >= MAX (count, 1);
    else if (condition == ISHI_LESSON_CONDITION_ATARI)
      {
        static const int nx[4] = { 1, -1, 0, 0 }, ny[4] = { 0, 0, 1, -1 };

        /* An enemy string next to the new stone (the move took one of its
         * liberties) is left with exactly one. */
        for (int k = 0; k < 4 && !holds; k++)
          {
            int qx = x + nx[k], qy = y + ny[k];

            if (qx >= 0 && qy >= 0 && qx < size && qy < size
                && rules->stone_at (after, qx, qy) == ishi_color_other (color))
              holds = ishi_lesson_string_liberties (rules, after, qx, qy, NULL) == 1;
          }
      }
    rules->position_free (after);
    return holds;
  }
}
