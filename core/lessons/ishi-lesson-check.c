/* ishi-lesson-check.c — the positions of a lesson, judging a task, and the
 * checker behind `ishi-tool lessons check`.
 *
 * Everything a lesson claims is replayed through the rules core: the setup
 * and the numbered moves through IshiRules setup/play, the sequence and the
 * answers through IshiRules check/play, and the Renju shapes through the
 * five-point and forbidden-point tests of ishi-renju-board.c.  No answer is
 * ever taken from a list: a "find the point" task is checked by trying every
 * point of the diagram.
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

#include <glib/gi18n-lib.h>

#include "ishi-kanji-grade.h"
#include "ishi-lesson.h"
#include "ishi-lesson-words.h"
#include "ishi-renju-board.h"
#include "ishi-renju-solver.h"
#include "ishi-renju-solve-task.h"

/* A puzzle's proof is bounded by positions, never by time, so that it is
 * the same on every machine.  The Lessons page judges each move with the
 * same bound, on the main loop: a puzzle the checker proves is one the
 * page can play.  A position costs about 0.1 ms with puzzle counting
 * (bench-renju-engine puzzles: 151 positions in 15 ms), so a click on a
 * puzzle that exhausts the bound holds the window about two seconds; the
 * shipped puzzles need at most a few hundred positions. */
#define PUZZLE_MAX_NODES 20000

static const int dir_dx[ISHI_RENJU_N_DIRECTIONS] = { 1, 0, 1, 1 };
static const int dir_dy[ISHI_RENJU_N_DIRECTIONS] = { 0, 1, 1, -1 };

static gboolean
is_renju (const IshiRules *rules)
{
  return strcmp (rules->id, "renju") == 0;
}

static int
position_size (const IshiRules *rules, const IshiPosition *pos)
{
  return rules->options (pos)->size;
}

/* --- positions -------------------------------------------------------------- */

static IshiPosition *
setup_position (const IshiLesson *lesson, const IshiLessonStep *step)
{
  const IshiRules *rules = lesson->rules;
  IshiRulesOptions options = { 0 };
  IshiPosition *pos;

  options.size = step->diagram.size;
  options.ko_rule = ISHI_KO_SIMPLE;
  options.allow_suicide = FALSE;
  options.tournament = FALSE;
  pos = rules->position_new (&options);
  if (step->diagram.black->len > 0)
    rules->setup (pos, (const IshiPoint *) step->diagram.black->data, step->diagram.black->len, ISHI_BLACK);
  if (step->diagram.white->len > 0)
    rules->setup (pos, (const IshiPoint *) step->diagram.white->data, step->diagram.white->len, ISHI_WHITE);
  rules->set_to_move (pos, ISHI_BLACK);
  return pos;
}

static char *
point_name (const IshiRules *rules, int size, IshiPoint p)
{
  char *name = rules->format_point (size, p.x, p.y);

  return name ? name : g_strdup ("?");
}

static gboolean
play_move (const IshiLesson *lesson, const IshiLessonStep *step, IshiPosition *pos,
           const IshiLessonMove *move, GError **error)
{
  IshiMoveStatus status = lesson->rules->play (pos, move->color, move->point.x, move->point.y);

  if (status != ISHI_MOVE_OK)
    {
      g_autofree char *name = point_name (lesson->rules, step->diagram.size, move->point);

      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_CHECK,
                   _("%s:%d: move %d, %s at %s, is refused by the rules: %s"),
                   lesson->filename, move->line, move->number,
                   move->color == ISHI_BLACK ? _("Black") : _("White"), name,
                   ishi_move_status_describe (status));
      return FALSE;
    }
  return TRUE;
}

static IshiPosition *
diagram_position (const IshiLesson *lesson, const IshiLessonStep *step, GError **error)
{
  IshiPosition *pos = setup_position (lesson, step);

  for (guint i = 0; i < step->diagram.moves->len; i++)
    if (!play_move (lesson, step, pos, g_ptr_array_index (step->diagram.moves, i), error))
      {
        lesson->rules->position_free (pos);
        return NULL;
      }
  lesson->rules->set_to_move (pos, step->diagram.to_move);
  return pos;
}

IshiPosition *
ishi_lesson_step_position (const IshiLesson *lesson, const IshiLessonStep *step,
                           guint n_sequence, GError **error)
{
  IshiPosition *pos;

  g_return_val_if_fail (lesson != NULL && step != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  pos = diagram_position (lesson, step, error);
  if (pos == NULL)
    return NULL;
  for (guint i = 0; i < MIN (n_sequence, step->sequence->len); i++)
    if (!play_move (lesson, step, pos, g_ptr_array_index (step->sequence, i), error))
      {
        lesson->rules->position_free (pos);
        return NULL;
      }
  return pos;
}

/* --- Go: strings and liberties ------------------------------------------------- */

/* The number of liberties of the string at (x, y) (0 if empty), and
 * optionally its size. */
static int
string_liberties (const IshiRules *rules, const IshiPosition *pos, int x, int y, int *n_stones)
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

static void
renju_board_from (const IshiRules *rules, const IshiPosition *pos, IshiRenjuBoard *board)
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

static gboolean
on_board (int x, int y)
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

      if (k == 0 || !on_board (qx, qy) || ishi_renju_board_get (b, qx, qy) != ISHI_EMPTY)
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

          unbroken = on_board (sx, sy) && ishi_renju_board_get (b, sx, sy) == color;
        }
      if (!unbroken || !on_board (ax, ay) || !on_board (zx, zy)
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

      if (k == 0 || !on_board (qx, qy) || !allowed (b, color, qx, qy)
          || ishi_renju_board_makes_five (b, color, qx, qy, NULL))
        continue;
      after = *b;
      ishi_renju_board_set (&after, qx, qy, color);
      if (straight_four_on (&after, color, px, py, d))
        return TRUE;
    }
  return FALSE;
}

typedef struct {
  int fours;
  int threes;
  gboolean straight_four;
} Shapes;

/* The shapes the stone of `color` at p (already on `b`) is part of. */
static Shapes
shapes_at (const IshiRenjuBoard *b, IshiColor color, int px, int py)
{
  Shapes s = { 0, 0, FALSE };

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
static int
longest_row (const IshiRenjuBoard *b, IshiColor color, gboolean exact_five, gboolean *has_exact_five)
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
            if (on_board (px, py) && ishi_renju_board_get (b, px, py) == color)
              continue;
            for (px = x, py = y; on_board (px, py) && ishi_renju_board_get (b, px, py) == color;
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

static gboolean
condition_is_puzzle (IshiLessonCondition condition)
{
  return condition == ISHI_LESSON_CONDITION_VCF || condition == ISHI_LESSON_CONDITION_VCT;
}

static IshiRenjuSolveLimits
puzzle_limits (IshiLessonCondition condition, int moves)
{
  IshiRenjuSolveLimits limits = {
    .kind = condition == ISHI_LESSON_CONDITION_VCT ? ISHI_RENJU_SOLVE_VCT : ISHI_RENJU_SOLVE_VCF,
    .max_moves = (guint) MAX (moves, 1),
    .max_nodes = PUZZLE_MAX_NODES,
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
  Shapes s;

  renju_board_from (rules, position, &board);
  if (condition_is_puzzle (condition))
    {
      IshiRenjuSolveLimits limits = puzzle_limits (condition, count);
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
  s = shapes_at (&after, color, x, y);
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

static gboolean
condition_is_renju (IshiLessonCondition condition)
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
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
condition_is_go (IshiLessonCondition condition)
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
  if (condition_is_renju (condition))
    return is_renju (rules) && renju_condition (rules, position, condition, count, color, x, y);
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
              holds = string_liberties (rules, after, qx, qy, NULL) == 1;
          }
      }
    rules->position_free (after);
    return holds;
  }
}

static gboolean
task_is_answer (const IshiLessonTask *task, int x, int y)
{
  for (guint i = 0; i < task->answers->len; i++)
    {
      IshiPoint p = g_array_index (task->answers, IshiPoint, i);

      if (p.x == x && p.y == y)
        return TRUE;
    }
  return FALSE;
}

gboolean
ishi_lesson_task_judge (const IshiLesson *lesson, const IshiLessonStep *step,
                        const IshiPosition *position, int x, int y)
{
  const IshiLessonTask *task;

  g_return_val_if_fail (lesson != NULL && step != NULL && position != NULL, FALSE);
  task = step->task;
  if (task == NULL)
    return FALSE;
  if (task->answers->len > 0)
    return task_is_answer (task, x, y);
  return ishi_lesson_condition_holds (lesson->rules, position, task->condition, task->count,
                                      task->to_play, x, y);
}

GArray *
ishi_lesson_task_answers (const IshiLesson *lesson, const IshiLessonStep *step,
                          const IshiPosition *position)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  const IshiLessonDiagram *d;

  g_return_val_if_fail (lesson != NULL && step != NULL && position != NULL, points);
  if (step->task == NULL)
    return points;
  if (step->task->answers->len > 0)
    {
      g_array_append_vals (points, step->task->answers->data, step->task->answers->len);
      return points;
    }
  d = &step->diagram;
  for (int y = d->region_min.y; y <= d->region_max.y; y++)
    for (int x = d->region_min.x; x <= d->region_max.x; x++)
      if (ishi_lesson_task_judge (lesson, step, position, x, y))
        {
          IshiPoint p = { x, y };

          g_array_append_val (points, p);
        }
  return points;
}

/* --- Renju puzzles --------------------------------------------------------------- */

gboolean
ishi_lesson_task_is_puzzle (const IshiLessonTask *task)
{
  return task != NULL && condition_is_puzzle (task->condition);
}

/* The verdict on the learner's move from the solver's answer about it. */
static IshiLessonPuzzleVerdict
puzzle_verdict (const IshiRenjuSolution *solution, IshiPoint *reply, IshiPoint *forbidden)
{
  if (solution->win == ISHI_RENJU_WIN_NONE)
    return ISHI_LESSON_PUZZLE_WRONG;
  if (solution->win == ISHI_RENJU_WIN_FORBIDDEN_BLOCK && solution->line->len == 1)
    {
      if (forbidden != NULL)
        *forbidden = solution->forbidden_point;
      return ISHI_LESSON_PUZZLE_WON_FORBIDDEN;
    }
  if (solution->line->len == 1)
    return ISHI_LESSON_PUZZLE_WON;
  if (reply != NULL)
    *reply = g_array_index (solution->line, IshiPoint, 1);
  return ISHI_LESSON_PUZZLE_GO_ON;
}

/* The solver's question about the learner's move: FALSE when the move
 * cannot be right whatever the search says. */
static gboolean
puzzle_question (const IshiLesson *lesson, const IshiLessonStep *step,
                 const IshiPosition *position, int moves_left, int x, int y,
                 IshiRenjuBoard *board, IshiRenjuSolveLimits *limits)
{
  if (!is_renju (lesson->rules) || moves_left < 1 || !on_board (x, y))
    return FALSE;
  renju_board_from (lesson->rules, position, board);
  *limits = puzzle_limits (step->task->condition, moves_left);
  return TRUE;
}

IshiLessonPuzzleVerdict
ishi_lesson_puzzle_judge (const IshiLesson *lesson, const IshiLessonStep *step,
                          const IshiPosition *position, int moves_left, int x, int y,
                          IshiPoint *reply, IshiPoint *forbidden)
{
  IshiRenjuSolveLimits limits;
  IshiRenjuSolution solution;
  IshiRenjuBoard board;
  IshiLessonPuzzleVerdict verdict;

  g_return_val_if_fail (lesson != NULL && step != NULL && position != NULL, ISHI_LESSON_PUZZLE_WRONG);
  g_return_val_if_fail (ishi_lesson_task_is_puzzle (step->task), ISHI_LESSON_PUZZLE_WRONG);

  if (!puzzle_question (lesson, step, position, moves_left, x, y, &board, &limits))
    return ISHI_LESSON_PUZZLE_WRONG;
  ishi_renju_solve_from (&board, step->task->to_play, (IshiPoint) { x, y }, &limits, &solution);
  verdict = puzzle_verdict (&solution, reply, forbidden);
  ishi_renju_solution_clear (&solution);
  return verdict;
}

typedef struct {
  IshiPoint reply;
  IshiPoint forbidden;
} JudgeAnswer;

static void
puzzle_judged (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GTask) task = data;
  JudgeAnswer *answer = g_task_get_task_data (task);
  IshiRenjuSolution solution;
  GError *error = NULL;

  if (!ishi_renju_solve_finish (result, &solution, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_int (task, puzzle_verdict (&solution, &answer->reply, &answer->forbidden));
  ishi_renju_solution_clear (&solution);
}

void
ishi_lesson_puzzle_judge_async (const IshiLesson *lesson, const IshiLessonStep *step,
                                const IshiPosition *position, int moves_left, int x, int y,
                                GCancellable *cancellable, GAsyncReadyCallback callback,
                                gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  IshiRenjuSolveLimits limits;
  IshiRenjuBoard board;
  JudgeAnswer *answer;

  g_return_if_fail (lesson != NULL && step != NULL && position != NULL);
  g_return_if_fail (ishi_lesson_task_is_puzzle (step->task));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_lesson_puzzle_judge_async);
  answer = g_new (JudgeAnswer, 1);
  answer->reply = answer->forbidden = (IshiPoint) { -1, -1 };
  g_task_set_task_data (task, answer, g_free);
  if (!puzzle_question (lesson, step, position, moves_left, x, y, &board, &limits))
    {
      g_task_return_int (task, ISHI_LESSON_PUZZLE_WRONG);
      return;
    }
  /* The board is copied now: the lesson, the step and the position may go
   * before the answer comes. */
  ishi_renju_solve_async (&board, step->task->to_play, &(IshiPoint) { x, y }, &limits,
                          cancellable, puzzle_judged, g_steal_pointer (&task));
}

IshiLessonPuzzleVerdict
ishi_lesson_puzzle_judge_finish (GAsyncResult *result, IshiPoint *reply, IshiPoint *forbidden,
                                 GError **error)
{
  JudgeAnswer *answer;
  gssize verdict;

  g_return_val_if_fail (g_task_is_valid (result, NULL), ISHI_LESSON_PUZZLE_WRONG);
  answer = g_task_get_task_data (G_TASK (result));
  verdict = g_task_propagate_int (G_TASK (result), error);
  if (verdict < 0)
    return ISHI_LESSON_PUZZLE_WRONG;
  if (reply != NULL && verdict == ISHI_LESSON_PUZZLE_GO_ON)
    *reply = answer->reply;
  if (forbidden != NULL && verdict == ISHI_LESSON_PUZZLE_WON_FORBIDDEN)
    *forbidden = answer->forbidden;
  return (IshiLessonPuzzleVerdict) verdict;
}

GArray *
ishi_lesson_puzzle_line (const IshiLesson *lesson, const IshiLessonStep *step,
                         const IshiPosition *position, int moves_left, const IshiPoint *first)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  const IshiLessonTask *task;
  IshiRenjuSolveLimits limits;
  IshiRenjuSolution solution;
  IshiRenjuBoard board;
  gboolean found;

  g_return_val_if_fail (lesson != NULL && step != NULL && position != NULL, line);
  task = step->task;
  g_return_val_if_fail (ishi_lesson_task_is_puzzle (task), line);
  if (!is_renju (lesson->rules) || moves_left < 1)
    return line;

  renju_board_from (lesson->rules, position, &board);
  limits = puzzle_limits (task->condition, moves_left);
  if (first != NULL)
    found = ishi_renju_solve_from (&board, task->to_play, *first, &limits, &solution);
  else
    found = ishi_renju_solve (&board, task->to_play, &limits, &solution);
  if (found)
    g_array_append_vals (line, solution.line->data, solution.line->len);
  ishi_renju_solution_clear (&solution);
  return line;
}

/* --- the checker -------------------------------------------------------------------- */

typedef struct {
  const IshiLesson *lesson;
  const IshiLessonStep *step;
  GPtrArray *problems;
  GPtrArray *warnings;   /* NULL: warnings are not looked for */
} Checker;

G_GNUC_PRINTF (3, 4)
static void
problem (Checker *c, int line, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (c->problems, g_strdup_printf ("%s:%d: %s", c->lesson->filename, line, what));
}

static const char *
condition_words (IshiLessonCondition condition)
{
  switch (condition)
    {
    case ISHI_LESSON_CONDITION_CAPTURES: return _("captures");
    case ISHI_LESSON_CONDITION_ATARI: return _("puts a string in atari");
    case ISHI_LESSON_CONDITION_LEGAL: return _("is a legal move");
    case ISHI_LESSON_CONDITION_FIVE: return _("makes five");
    case ISHI_LESSON_CONDITION_FOUR: return _("makes a four");
    case ISHI_LESSON_CONDITION_STRAIGHT_FOUR: return _("makes a straight four");
    case ISHI_LESSON_CONDITION_FOUR_THREE: return _("makes a four-three");
    case ISHI_LESSON_CONDITION_BLOCK_FOUR: return _("blocks the four");
    case ISHI_LESSON_CONDITION_FORBIDDEN: return _("is forbidden for Black");
    case ISHI_LESSON_CONDITION_VCF: return _("starts a win by continuous fours");
    case ISHI_LESSON_CONDITION_VCT: return _("starts a win by threes and fours");
    case ISHI_LESSON_CONDITION_NONE:
    default: return "";
    }
}

static const char *
shows_name (IshiLessonShows shows)
{
  static const char *names[] = {
    "", "five", "overline", "four", "straight-four", "three", "four-three",
    "double-four", "double-three",
  };

  return shows < G_N_ELEMENTS (names) ? names[shows] : "";
}

static gboolean
check_go_setup (Checker *c, const IshiPosition *pos)
{
  const IshiRules *rules = c->lesson->rules;
  int size = c->step->diagram.size;
  gboolean ok = TRUE;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (rules->stone_at (pos, x, y) != ISHI_EMPTY && string_liberties (rules, pos, x, y, NULL) == 0)
        {
          g_autofree char *name = point_name (rules, size, (IshiPoint) { x, y });

          /* Report each string once: at its first point in reading order. */
          gboolean first = TRUE;
          IshiColor color = rules->stone_at (pos, x, y);

          for (int k = 0; k < 2; k++)
            {
              int qx = k == 0 ? x - 1 : x, qy = k == 0 ? y : y - 1;

              if (qx >= 0 && qy >= 0 && rules->stone_at (pos, qx, qy) == color)
                first = FALSE;
            }
          if (first)
            problem (c, c->step->diagram.line,
                     color == ISHI_BLACK
                       ? _("the setup is not a legal position: the black string at %s has no liberty")
                       : _("the setup is not a legal position: the white string at %s has no liberty"),
                     name);
          ok = FALSE;
        }
  return ok;
}

/* Does the diagram really show `shows`?  Some stone of either colour (or an
 * empty point, for the shapes a diagram shows by marking where to play) is
 * part of that shape. */
static gboolean
renju_shows (const IshiRenjuBoard *b, IshiLessonShows shows)
{
  gboolean exact;
  int longest;

  for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
    {
      switch (shows)
        {
        case ISHI_LESSON_SHOWS_FIVE:
          longest = longest_row (b, color, TRUE, &exact);
          if (exact || (color == ISHI_WHITE && longest >= 5))
            return TRUE;
          continue;
        case ISHI_LESSON_SHOWS_OVERLINE:
          if (longest_row (b, color, FALSE, &exact) >= 6)
            return TRUE;
          continue;
        default:
          break;
        }
      for (int y = 0; y < ISHI_RENJU_SIZE; y++)
        for (int x = 0; x < ISHI_RENJU_SIZE; x++)
          {
            IshiColor here = ishi_renju_board_get (b, x, y);
            IshiRenjuBoard with = *b;
            Shapes s;

            if (here != ISHI_EMPTY && here != color)
              continue;
            if (here == ISHI_EMPTY)
              {
                if (shows == ISHI_LESSON_SHOWS_FOUR || shows == ISHI_LESSON_SHOWS_STRAIGHT_FOUR
                    || shows == ISHI_LESSON_SHOWS_THREE)
                  continue;   /* these are shapes of stones on the board */
                if (ishi_renju_board_makes_five (b, color, x, y, NULL))
                  continue;
                if (color == ISHI_BLACK)
                  {
                    IshiMoveStatus why = ishi_renju_board_forbidden (b, x, y);

                    if ((shows == ISHI_LESSON_SHOWS_DOUBLE_FOUR && why == ISHI_MOVE_DOUBLE_FOUR)
                        || (shows == ISHI_LESSON_SHOWS_DOUBLE_THREE && why == ISHI_MOVE_DOUBLE_THREE))
                      return TRUE;
                    if (shows == ISHI_LESSON_SHOWS_FOUR_THREE && why != ISHI_MOVE_OK)
                      continue;
                  }
                ishi_renju_board_set (&with, x, y, color);
              }
            s = shapes_at (&with, color, x, y);
            switch (shows)
              {
              case ISHI_LESSON_SHOWS_FOUR:
                if (s.fours >= 1)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_STRAIGHT_FOUR:
                if (s.straight_four)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_THREE:
                if (s.threes >= 1)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_FOUR_THREE:
                if (s.fours >= 1 && s.threes >= 1)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_DOUBLE_FOUR:
                if (s.fours >= 2)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_DOUBLE_THREE:
                if (s.threes >= 2)
                  return TRUE;
                break;
              default:
                break;
              }
          }
    }
  return FALSE;
}

static void
check_renju_diagram (Checker *c, const IshiPosition *pos)
{
  const IshiLessonDiagram *d = &c->step->diagram;
  IshiRenjuBoard board;
  gboolean exact_black, exact_white;
  int black, white;

  renju_board_from (c->lesson->rules, pos, &board);
  black = longest_row (&board, ISHI_BLACK, TRUE, &exact_black);
  white = longest_row (&board, ISHI_WHITE, TRUE, &exact_white);
  if ((black >= 5 || white >= 5)
      && d->shows != ISHI_LESSON_SHOWS_FIVE && d->shows != ISHI_LESSON_SHOWS_OVERLINE)
    problem (c, d->line,
             _("the diagram has %s on the board but does not say so (shows=\"five\" or shows=\"overline\")"),
             black >= 6 || white >= 6 ? _("an overline") : _("a five"));
  if (d->shows != ISHI_LESSON_SHOWS_NONE && !renju_shows (&board, d->shows))
    problem (c, d->line, _("the diagram claims shows=\"%s\", but there is none on the board"),
             shows_name (d->shows));
}

static char *
line_words (const IshiRules *rules, const GArray *line)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < line->len; i++)
    {
      g_autofree char *name = point_name (rules, ISHI_RENJU_SIZE, g_array_index (line, IshiPoint, i));

      g_string_append_printf (s, "%s%s", i ? " " : "", name);
    }
  return g_string_free (s, FALSE);
}

/* A Renju puzzle (詰め連珠): the side to play wins by continuous fours (or
 * threes and fours) in at most N moves, starting with the answer.  Proved
 * by the solver, counted as a puzzle counts (the line ends with the
 * four-three, the open four, the double four, or the four whose defence is
 * forbidden).  Refused: no such win; a shorter win (the puzzle would claim
 * less than is there); an answer that does not start a win in N.  Warned
 * (when asked): another first move that also wins in N. */
static void
check_puzzle (Checker *c, const IshiPosition *pos)
{
  const IshiRules *rules = c->lesson->rules;
  const IshiLessonTask *task = c->step->task;
  int line = task->answer_line ? task->answer_line : task->line;
  IshiColor attacker = task->to_play;
  IshiRenjuSolveLimits limits = puzzle_limits (task->condition, task->moves);
  gboolean vcf = task->condition == ISHI_LESSON_CONDITION_VCF;
  IshiRenjuSolution solution;
  IshiRenjuBoard board;
  gboolean found;

  renju_board_from (rules, pos, &board);
  found = ishi_renju_solve (&board, attacker, &limits, &solution);
  if (!found)
    {
      const char *side = attacker == ISHI_BLACK ? _("Black") : _("White");

      if (solution.limit_reached)
        problem (c, line, vcf ? _("no win of %s by continuous fours in at most %d moves was found within the search limit of %lu positions")
                              : _("no win of %s by threes and fours in at most %d moves was found within the search limit of %lu positions"),
                 side, task->moves, (unsigned long) PUZZLE_MAX_NODES);
      else
        problem (c, line, vcf ? _("%s has no win by continuous fours in at most %d moves")
                              : _("%s has no win by threes and fours in at most %d moves"),
                 side, task->moves);
      ishi_renju_solution_clear (&solution);
      return;
    }
  ishi_renju_solution_clear (&solution);

  if (task->moves >= 3)
    {
      IshiRenjuSolveLimits shorter = puzzle_limits (task->condition, task->moves - 2);

      if (ishi_renju_solve (&board, attacker, &shorter, &solution))
        {
          g_autofree char *words = line_words (rules, solution.line);

          problem (c, line, g_dngettext (GETTEXT_PACKAGE,
                                         "there is a shorter win than the %d moves claimed: %u move (%s)",
                                         "there is a shorter win than the %d moves claimed: %u moves (%s)",
                                         solution.line->len),
                   task->moves, solution.line->len, words);
        }
      ishi_renju_solution_clear (&solution);
    }

  for (guint i = 0; i < task->answers->len; i++)
    {
      IshiPoint p = g_array_index (task->answers, IshiPoint, i);
      g_autofree char *name = point_name (rules, ISHI_RENJU_SIZE, p);

      if (!ishi_renju_solve_from (&board, attacker, p, &limits, &solution))
        problem (c, line, _("the answer %s does not start a win in at most %d moves"), name, task->moves);
      ishi_renju_solution_clear (&solution);
    }

  if (c->warnings != NULL)
    {
      g_autoptr(GArray) winning = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      ishi_renju_winning_moves (&board, attacker, &limits, winning, NULL);
      for (guint i = 0; i < winning->len; i++)
        {
          IshiPoint p = g_array_index (winning, IshiPoint, i);
          g_autofree char *name = NULL;

          if (task_is_answer (task, p.x, p.y))
            continue;
          name = point_name (rules, ISHI_RENJU_SIZE, p);
          g_ptr_array_add (c->warnings,
                           g_strdup_printf (_("%s:%d: warning: %s also wins in at most %d moves (a good puzzle has one answer)"),
                                            c->lesson->filename, line, name, task->moves));
        }
    }
}

static void
check_task (Checker *c, IshiPosition *pos)
{
  const IshiLesson *lesson = c->lesson;
  const IshiRules *rules = lesson->rules;
  const IshiLessonStep *step = c->step;
  const IshiLessonTask *task = step->task;
  const IshiLessonDiagram *d = &step->diagram;
  int line = task->answer_line ? task->answer_line : task->line;
  const char *words = condition_words (task->condition);
  guint n_right = 0, n_others = 0;

  if (task->condition != ISHI_LESSON_CONDITION_NONE)
    {
      if (condition_is_renju (task->condition) && !is_renju (rules))
        {
          problem (c, line, _("condition=\"%s\" is for Renju lessons"), words);
          return;
        }
      if (condition_is_go (task->condition) && !rules->has_captures)
        {
          problem (c, line, _("condition=\"%s\" is for Go lessons"), words);
          return;
        }
      if (task->condition == ISHI_LESSON_CONDITION_FORBIDDEN && task->to_play != ISHI_BLACK)
        problem (c, task->line, _("a forbidden point task must have Black to play"));
    }

  if (condition_is_puzzle (task->condition))
    {
      for (guint i = 0; i < task->answers->len; i++)
        {
          IshiPoint p = g_array_index (task->answers, IshiPoint, i);
          IshiMoveStatus status = rules->check (pos, task->to_play, p.x, p.y);

          if (status != ISHI_MOVE_OK)
            {
              g_autofree char *name = point_name (rules, d->size, p);

              problem (c, line, _("the answer %s is not a legal move: %s"), name,
                       ishi_move_status_describe (status));
              return;
            }
        }
      check_puzzle (c, pos);
      return;
    }

  for (guint i = 0; i < task->answers->len; i++)
    {
      IshiPoint p = g_array_index (task->answers, IshiPoint, i);
      g_autofree char *name = point_name (rules, d->size, p);

      if (task->condition != ISHI_LESSON_CONDITION_FORBIDDEN)
        {
          IshiMoveStatus status = rules->check (pos, task->to_play, p.x, p.y);

          if (status != ISHI_MOVE_OK)
            {
              problem (c, line, _("the answer %s is not a legal move: %s"), name,
                       ishi_move_status_describe (status));
              continue;
            }
        }
      if (task->condition != ISHI_LESSON_CONDITION_NONE
          && !ishi_lesson_condition_holds (rules, pos, task->condition, task->count, task->to_play, p.x, p.y))
        {
          if (task->condition == ISHI_LESSON_CONDITION_CAPTURES)
            problem (c, line, _("the answer %s does not capture %d stone(s)"), name, task->count);
          else
            problem (c, line, _("the answer %s does not do what the task claims: it is not true that it %s"),
                     name, words);
          continue;
        }
      if (task->has_reply && task->condition != ISHI_LESSON_CONDITION_FORBIDDEN)
        {
          IshiPosition *after = rules->position_copy (pos);
          IshiMoveStatus status;

          rules->play (after, task->to_play, p.x, p.y);
          status = rules->play (after, ishi_color_other (task->to_play), task->reply.x, task->reply.y);
          if (status != ISHI_MOVE_OK)
            {
              g_autofree char *reply = point_name (rules, d->size, task->reply);

              problem (c, line, _("the reply %s after the answer %s is refused by the rules: %s"),
                       reply, name, ishi_move_status_describe (status));
            }
          rules->position_free (after);
        }
    }

  if (task->condition == ISHI_LESSON_CONDITION_NONE)
    return;

  /* Try every point the learner can click: the region. */
  for (int y = d->region_min.y; y <= d->region_max.y; y++)
    for (int x = d->region_min.x; x <= d->region_max.x; x++)
      {
        if (!ishi_lesson_condition_holds (rules, pos, task->condition, task->count, task->to_play, x, y))
          continue;
        n_right++;
        if (task->answers->len > 0 && !task_is_answer (task, x, y) && n_others++ < 3)
          {
            g_autofree char *name = point_name (rules, d->size, (IshiPoint) { x, y });

            problem (c, line, _("%s also %s, but is not listed as an answer (a find-the-point task must have no other right point)"),
                     name, words);
          }
      }
  if (n_others > 3)
    problem (c, line, g_dngettext (GETTEXT_PACKAGE, "… and %u more point like it", "… and %u more points like them",
                                   n_others - 3), n_others - 3);
  if (n_right == 0)
    problem (c, line, _("the task has no right answer: no point %s"), words);
}

/* Colours alternate: in a game one side never plays twice running, so a
 * move of the colour of the move before it (for the first move of a
 * sequence: not of the side to move after the diagram) is a mistake in the
 * file — a pass left out, a colour mistyped — unless it says twice="true".
 * A sequence that goes wrong this way numbers every later move of one side
 * with the other side's parity.  A pass is written as a move (at="pass"),
 * stones put down before the diagram as <black>/<white>. */
static void
check_move_colour (Checker *c, const IshiLessonMove *move, IshiColor expected, gboolean first)
{
  const IshiRules *rules = c->lesson->rules;
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;

  if (move->color == expected || move->twice)
    return;
  name = move->point.x < 0 ? g_strdup (_("pass"))
                           : point_name (rules, c->step->diagram.size, move->point);
  if (first)
    what = g_strdup_printf (move->color == ISHI_BLACK
                              ? _("move %d (Black, %s) is played where the diagram gives White to move")
                              : _("move %d (White, %s) is played where the diagram gives Black to move"),
                            move->number, name);
  else
    what = g_strdup_printf (move->color == ISHI_BLACK
                              ? _("move %d (Black, %s) follows another move of Black")
                              : _("move %d (White, %s) follows another move of White"),
                            move->number, name);
  /* TRANSLATORS: %s is one of the sentences above */
  problem (c, move->line, _("%s: the colours must alternate (a pass is written at=\"pass\", stones set up before the diagram as <black> and <white>; twice=\"true\" says that one side plays twice on purpose)"),
           what);
}

static void
check_colours (Checker *c)
{
  const IshiLessonStep *step = c->step;
  IshiColor expected = step->diagram.to_move;

  for (guint i = 1; i < step->diagram.moves->len; i++)
    {
      const IshiLessonMove *before = g_ptr_array_index (step->diagram.moves, i - 1);

      check_move_colour (c, g_ptr_array_index (step->diagram.moves, i), ishi_color_other (before->color), FALSE);
    }
  for (guint i = 0; i < step->sequence->len; i++)
    {
      const IshiLessonMove *move = g_ptr_array_index (step->sequence, i);

      check_move_colour (c, move, expected, i == 0);
      expected = ishi_color_other (move->color);
    }
}

/* The stones of each colour on a position: [0] Black, [1] White. */
static void
count_stones (const IshiRules *rules, const IshiPosition *pos, guint counts[2])
{
  int size = rules->options (pos)->size;

  counts[0] = counts[1] = 0;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiColor color = rules->stone_at (pos, x, y);

        if (color == ISHI_BLACK)
          counts[0]++;
        else if (color == ISHI_WHITE)
          counts[1]++;
      }
}

/* The text as it is read: ruby bases without their readings, paragraphs
 * and line breaks as newlines. */
static char *
bases_only (GPtrArray *paragraphs)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; paragraphs != NULL && i < paragraphs->len; i++)
    {
      IshiLessonParagraph *para = g_ptr_array_index (paragraphs, i);

      if (i > 0)
        g_string_append_c (out, '\n');
      for (guint j = 0; j < para->runs->len; j++)
        {
          IshiLessonRun *run = g_ptr_array_index (para->runs, j);

          g_string_append (out, run->kind == ISHI_LESSON_RUN_BREAK ? "\n" : run->text);
        }
    }
  return g_string_free (out, FALSE);
}

/* A number in ASCII or full-width digits. */
static guint
read_number (const char *digits)
{
  guint n = 0;

  for (const char *p = digits; *p; p = g_utf8_next_char (p))
    n = n * 10 + (guint) g_unichar_digit_value (g_utf8_get_char (p));
  return n;
}

/* The stones counted on the board must be the stones drawn (issue 65 item
 * 17: はじめての純碁's step on counting showed an empty board).  Two rules,
 * each exact, neither a guess at what a sentence means:
 *
 * - A count the text states — the colour, は, a number and 個 (or こ)
 *   ending its clause (followed by 、 。 です あり or the paragraph's end):
 *   「黒は24個、白は21個」; in English "Black has 24 stones" — is the number
 *   of stones of that colour on the step's board, as it is shown (after its
 *   moves) or after its sequence.  「黒石が2個取れます」 (が, and 取れ after
 *   個) states no count on the board.
 * - A step whose title names counting (数え, かぞえ, count) shows stones.
 *
 * A sentence that tells the rule in general over an empty board (「さいご
 * に石を数えて、多いほうが勝ち」) states no number and is not a title: it
 * passes. */
static void
check_counting (Checker *c, const guint shown[2], const guint end[2])
{
  const IshiLessonStep *step = c->step;
  g_autofree char *text = bases_only (step->text);
  g_autofree char *title = step->title ? g_utf8_casefold (step->title, -1) : NULL;
  GRegex *patterns[2];

  /* A handful of steps a lesson: compiled for each, kept simple. */
  g_autoptr(GRegex) japanese = g_regex_new ("(黒|白)石?は([0-9０-９]+)(?:個|こ)(?=、|。|，|．|です|あり|\\n|$)",
                                            0, 0, NULL);
  g_autoptr(GRegex) english = g_regex_new ("\\b(black|white) has ([0-9]+) stones?\\b",
                                           G_REGEX_CASELESS, 0, NULL);

  patterns[0] = japanese;
  patterns[1] = english;

  if (title != NULL && shown[0] + shown[1] + end[0] + end[1] == 0
      && (strstr (title, "数え") || strstr (title, "かぞえ") || strstr (title, "count")))
    problem (c, step->diagram.line, _("the step counts stones, but its diagram has none"));

  for (guint k = 0; k < G_N_ELEMENTS (patterns) && text != NULL; k++)
    {
      g_autoptr(GMatchInfo) match = NULL;

      g_regex_match (patterns[k], text, 0, &match);
      while (g_match_info_matches (match))
        {
          g_autofree char *colour = g_match_info_fetch (match, 1);
          g_autofree char *number = g_match_info_fetch (match, 2);
          gboolean black = strcmp (colour, "黒") == 0 || g_ascii_strcasecmp (colour, "black") == 0;
          guint said = read_number (number), i = black ? 0 : 1;

          if (said != shown[i] && said != end[i])
            problem (c, step->diagram.line,
                     black ? _("the text says Black has %u stones, but the diagram shows %u")
                           : _("the text says White has %u stones, but the diagram shows %u"),
                     said, shown[i]);
          g_match_info_next (match, NULL);
        }
    }
}

static void
check_step (Checker *c)
{
  const IshiLesson *lesson = c->lesson;
  const IshiRules *rules = lesson->rules;
  const IshiLessonStep *step = c->step;
  g_autoptr(GError) error = NULL;
  IshiPosition *pos = setup_position (lesson, step);
  guint shown[2], end[2];

  if (rules->has_captures && !check_go_setup (c, pos))
    {
      rules->position_free (pos);
      return;
    }
  if (!is_renju (rules) && step->diagram.shows != ISHI_LESSON_SHOWS_NONE)
    problem (c, step->diagram.line, _("shows=\"%s\" is for Renju lessons"), shows_name (step->diagram.shows));
  check_colours (c);

  for (guint i = 0; i < step->diagram.moves->len; i++)
    if (!play_move (lesson, step, pos, g_ptr_array_index (step->diagram.moves, i), &error))
      {
        g_ptr_array_add (c->problems, g_strdup (error->message));
        rules->position_free (pos);
        return;
      }
  rules->set_to_move (pos, step->diagram.to_move);
  count_stones (rules, pos, shown);
  if (is_renju (rules))
    check_renju_diagram (c, pos);

  for (guint i = 0; i < step->sequence->len; i++)
    if (!play_move (lesson, step, pos, g_ptr_array_index (step->sequence, i), &error))
      {
        g_ptr_array_add (c->problems, g_strdup (error->message));
        rules->position_free (pos);
        return;
      }

  count_stones (rules, pos, end);
  check_counting (c, shown, end);
  if (step->task != NULL)
    check_task (c, pos);
  rules->position_free (pos);
}

gboolean
ishi_lesson_check (const IshiLesson *lesson, GPtrArray *problems)
{
  return ishi_lesson_check_full (lesson, problems, NULL);
}

gboolean
ishi_lesson_check_full (const IshiLesson *lesson, GPtrArray *problems, GPtrArray *warnings)
{
  Checker c = { lesson, NULL, problems, warnings };
  guint before;

  g_return_val_if_fail (lesson != NULL && problems != NULL, FALSE);

  before = problems->len;
  for (guint i = 0; i < lesson->steps->len; i++)
    {
      c.step = g_ptr_array_index (lesson->steps, i);
      check_step (&c);
    }
  return problems->len == before;
}

gboolean
ishi_lesson_check_all (const IshiLesson *lesson, GPtrArray *problems, GPtrArray *warnings)
{
  gboolean ok;

  g_return_val_if_fail (lesson != NULL && problems != NULL && warnings != NULL, FALSE);

  ok = ishi_lesson_check_full (lesson, problems, warnings);
  ishi_lesson_check_grade (lesson, warnings);
  return ok;
}

/* --- kanji for the readers' grade --------------------------------------- */

/* The kanji of a run of text, each that its readers have not learnt by
 * `grade` (学年別漢字配当表: not in the table up to that grade) and that
 * has no ruby: one warning each, with the line of its paragraph. */
static void
check_runs_grade (const IshiLesson *lesson, const IshiLessonParagraph *para, GPtrArray *warnings)
{
  if (para == NULL)
    return;
  for (guint i = 0; i < para->runs->len; i++)
    {
      const IshiLessonRun *run = g_ptr_array_index (para->runs, i);

      /* A ruby's base is read through its reading, whatever it is. */
      if (run->kind == ISHI_LESSON_RUN_RUBY && run->ruby != NULL && *run->ruby)
        continue;
      for (const char *p = run->text; *p; p = g_utf8_next_char (p))
        {
          gunichar ch = g_utf8_get_char (p);
          int grade = ishi_kanji_grade (ch);
          char kanji[8] = { 0 };
          g_autofree char *what = NULL;

          if (grade < 0 || (grade >= 1 && grade <= lesson->grade))
            continue;
          g_unichar_to_utf8 (ch, kanji);
          if (grade == 0)
            what = g_strdup_printf (_("“%s” is not taught in primary school and has no ruby (the lesson is for grade %d)"),
                                    kanji, lesson->grade);
          else
            what = g_strdup_printf (_("“%s” is taught in grade %d and has no ruby (the lesson is for grade %d)"),
                                    kanji, grade, lesson->grade);
          g_ptr_array_add (warnings, g_strdup_printf (_("%s:%d: warning: %s"), lesson->filename,
                                                      para->line, what));
        }
    }
}

static void
check_paragraphs_grade (const IshiLesson *lesson, GPtrArray *paragraphs, GPtrArray *warnings)
{
  for (guint i = 0; paragraphs != NULL && i < paragraphs->len; i++)
    check_runs_grade (lesson, g_ptr_array_index (paragraphs, i), warnings);
}

guint
ishi_lesson_check_grade (const IshiLesson *lesson, GPtrArray *warnings)
{
  guint before;

  g_return_val_if_fail (lesson != NULL && warnings != NULL, 0);

  before = warnings->len;
  /* no grade, or grown-ups: every kanji */
  if (lesson->grade < 1 || lesson->grade > ISHI_KANJI_GRADES)
    return 0;
  check_runs_grade (lesson, lesson->title_runs, warnings);
  check_runs_grade (lesson, lesson->description_runs, warnings);
  /* Ishi's own words to the lesson's readers (ishi-lesson-words.c), at
   * the lesson's line: they are shown in it as its text is. */
  ishi_lesson_words_check (lesson->grade, lesson->filename, lesson->line, warnings);
  for (guint i = 0; i < lesson->steps->len; i++)
    {
      const IshiLessonStep *step = g_ptr_array_index (lesson->steps, i);

      check_runs_grade (lesson, step->title_runs, warnings);
      check_paragraphs_grade (lesson, step->text, warnings);
      for (guint j = 0; step->sequence != NULL && j < step->sequence->len; j++)
        check_paragraphs_grade (lesson, ((IshiLessonMove *) g_ptr_array_index (step->sequence, j))->text,
                                warnings);
      if (step->task != NULL)
        {
          check_runs_grade (lesson, step->task->prompt, warnings);
          check_paragraphs_grade (lesson, step->task->right, warnings);
          check_paragraphs_grade (lesson, step->task->wrong, warnings);
          check_paragraphs_grade (lesson, step->task->hint, warnings);
        }
    }
  return warnings->len - before;
}
