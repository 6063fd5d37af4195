/* ishi-renju-solve-task.c — see ishi-renju-solve-task.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-renju-solve"

#include "config.h"

#include <string.h>

#include "ishi-renju-solve-task.h"

typedef struct {
  IshiRenjuBoard board;
  IshiColor attacker;
  gboolean has_first;
  IshiPoint first;
  IshiRenjuSolveLimits limits;
} SolveData;

static void
solution_free (gpointer data)
{
  ishi_renju_solution_clear (data);
  g_free (data);
}

static void
solve_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  SolveData *d = task_data;
  IshiRenjuSolution *solution = g_new0 (IshiRenjuSolution, 1);

  d->limits.cancellable = cancellable;
  if (d->has_first)
    ishi_renju_solve_from (&d->board, d->attacker, d->first, &d->limits, solution);
  else
    ishi_renju_solve (&d->board, d->attacker, &d->limits, solution);
  d->limits.cancellable = NULL;
  if (g_task_return_error_if_cancelled (task))
    solution_free (solution);
  else
    g_task_return_pointer (task, solution, solution_free);
}

void
ishi_renju_solve_async (const IshiRenjuBoard *board, IshiColor attacker,
                        const IshiPoint *first_move, const IshiRenjuSolveLimits *limits,
                        GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  SolveData *d;

  g_return_if_fail (board != NULL && limits != NULL);
  g_return_if_fail (attacker == ISHI_BLACK || attacker == ISHI_WHITE);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  d = g_new0 (SolveData, 1);
  d->board = *board;
  d->attacker = attacker;
  d->has_first = first_move != NULL;
  if (first_move != NULL)
    d->first = *first_move;
  d->limits = *limits;
  d->limits.cancellable = NULL;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_renju_solve_async);
  g_task_set_name (task, "ishi-renju-solve");
  g_task_set_task_data (task, d, g_free);
  g_task_run_in_thread (task, solve_thread);
}

gboolean
ishi_renju_solve_finish (GAsyncResult *result, IshiRenjuSolution *solution, GError **error)
{
  IshiRenjuSolution *got;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);

  memset (solution, 0, sizeof *solution);
  got = g_task_propagate_pointer (G_TASK (result), error);
  if (got == NULL)
    return FALSE;
  *solution = *got;
  g_free (got);
  return TRUE;
}
