/* ishi-lesson-judge.c — the positions of a lesson's steps (the setup, the
 * numbered moves and the sequence, replayed through IshiRules setup/play)
 * and the judging of a learner's move: a task by its answers or by its
 * condition (ishi-lesson-condition.c), a Renju puzzle (詰め連珠) by the
 * Renju solver, on the main loop or in a thread, and the winning line it
 * shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-lesson-private.h"
#include "ishi-renju-board.h"
#include "ishi-renju-solver.h"
#include "ishi-renju-solve-task.h"

/* --- positions -------------------------------------------------------------- */

IshiPosition *
ishi_lesson_setup_position (const IshiLesson *lesson, const IshiLessonStep *step)
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

char *
ishi_lesson_point_name (const IshiRules *rules, int size, IshiPoint p)
{
  char *name = rules->format_point (size, p.x, p.y);

  return name ? name : g_strdup ("?");
}

gboolean
ishi_lesson_play_move (const IshiLesson *lesson, const IshiLessonStep *step, IshiPosition *pos,
                       const IshiLessonMove *move, GError **error)
{
  IshiMoveStatus status = lesson->rules->play (pos, move->color, move->point.x, move->point.y);

  if (status != ISHI_MOVE_OK)
    {
      g_autofree char *name = ishi_lesson_point_name (lesson->rules, step->diagram.size, move->point);

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
  IshiPosition *pos = ishi_lesson_setup_position (lesson, step);

  for (guint i = 0; i < step->diagram.moves->len; i++)
    if (!ishi_lesson_play_move (lesson, step, pos, g_ptr_array_index (step->diagram.moves, i), error))
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
    if (!ishi_lesson_play_move (lesson, step, pos, g_ptr_array_index (step->sequence, i), error))
      {
        lesson->rules->position_free (pos);
        return NULL;
      }
  return pos;
}

gboolean
ishi_lesson_task_is_answer (const IshiLessonTask *task, int x, int y)
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
    return ishi_lesson_task_is_answer (task, x, y);
  return ishi_lesson_task_holds (lesson->rules, position, task, x, y);
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
  return task != NULL && ishi_lesson_condition_is_puzzle (task->condition);
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
  if (!ishi_lesson_is_renju (lesson->rules) || moves_left < 1 || !ishi_lesson_on_board (x, y))
    return FALSE;
  ishi_lesson_renju_board_from (lesson->rules, position, board);
  *limits = ishi_lesson_puzzle_limits (step->task->condition, moves_left);
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
  if (!ishi_lesson_is_renju (lesson->rules) || moves_left < 1)
    return line;

  ishi_lesson_renju_board_from (lesson->rules, position, &board);
  limits = ishi_lesson_puzzle_limits (task->condition, moves_left);
  if (first != NULL)
    found = ishi_renju_solve_from (&board, task->to_play, *first, &limits, &solution);
  else
    found = ishi_renju_solve (&board, task->to_play, &limits, &solution);
  if (found)
    g_array_append_vals (line, solution.line->data, solution.line->len);
  ishi_renju_solution_clear (&solution);
  return line;
}
