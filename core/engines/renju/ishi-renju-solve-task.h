/* ishi-renju-solve-task.h — the Renju solver (ishi-renju-solver.h) in a
 * worker thread, for a window that must not freeze while it searches.
 *
 * The task holds copies only — the board, the limits, the first move — and
 * never the caller's objects: a worker that dropped the last reference to
 * a match or a page would finalize it off the main thread.  So the caller
 * keeps `user_data` alive itself, or cancels in its dispose and ignores a
 * G_IO_ERROR_CANCELLED answer without touching `user_data` (the pattern of
 * ishi-analyst.h).
 *
 * Cancelling stops the search at the next position; the answer
 * is then G_IO_ERROR_CANCELLED, delivered on the caller's main context.
 * Under a node limit (and no time limit) the answer is the synchronous
 * solver's, to the node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-renju-solver.h"

G_BEGIN_DECLS

/* As ishi_renju_solve(), or ishi_renju_solve_from() when `first_move` is
 * not NULL.  `board`, `first_move` and `limits` are copied at once (the
 * cancellable of `limits` is ignored: `cancellable` is the one used). */
void     ishi_renju_solve_async  (const IshiRenjuBoard *board, IshiColor attacker,
                                  const IshiPoint *first_move,
                                  const IshiRenjuSolveLimits *limits,
                                  GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer user_data);
/* Fills `solution` (clear it with ishi_renju_solution_clear) and returns
 * TRUE, whether a win was found or not (solution->win says); FALSE with
 * `error` set when the search was cancelled. */
gboolean ishi_renju_solve_finish (GAsyncResult *result, IshiRenjuSolution *solution,
                                  GError **error);

G_END_DECLS
