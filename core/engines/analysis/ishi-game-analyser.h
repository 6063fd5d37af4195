/* ishi-game-analyser.h — "Analyse This Game": an analyst's estimate of
 * every position of a game's main line, root included, kept in the record
 * as Ishi's private properties IV and IW (ishi-analysis.h).
 *
 * The analyser works on a copy of the record made when it is created, so
 * the window's game can be reviewed, changed or closed while it runs; its
 * results are written back with ishi_game_analyser_apply(), onto the main
 * line as far as it still has the same moves.  The window and
 * `ishi-tool analyse` both run this and write with apply(), so they write
 * identical annotations.
 *
 * A position the engine cannot estimate (a "?" or an answer that is no
 * score) is left without a value and named in "position-failed"; an
 * engine that dies, hangs or cannot start ends the run with its error.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-analyst.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GAME_ANALYSER (ishi_game_analyser_get_type ())
G_DECLARE_FINAL_TYPE (IshiGameAnalyser, ishi_game_analyser, ISHI, GAME_ANALYSER, GObject)

/* An analyser of `game`'s main line as it stands now (copied).  NULL with
 * an error when the record cannot be copied into a game. */
IshiGameAnalyser *ishi_game_analyser_new (IshiAnalyst *analyst, IshiGame *game, GError **error);

/* The positions of the main line: the root and one per move node. */
guint    ishi_game_analyser_get_n_positions (IshiGameAnalyser *self);
/* Positions done so far (with a value or failed). */
guint    ishi_game_analyser_get_n_done (IshiGameAnalyser *self);
/* The result at `index`; FALSE when it has none (yet). */
gboolean ishi_game_analyser_get_result (IshiGameAnalyser *self, guint index,
                                        IshiAnalysisEstimate *estimate);

/* The candidates asked at each position. */
#define ISHI_GAME_ANALYSER_CANDIDATES 6

/* All that was found at `index` (candidates, ownership), or NULL. */
const IshiPositionAnalysis *ishi_game_analyser_get_position (IshiGameAnalyser *self, guint index);

/* Every position in turn, from `first` on; completes when all are done,
 * or with G_IO_ERROR_CANCELLED (the results so far stay) or the engine's
 * error. */
void     ishi_game_analyser_run_async  (IshiGameAnalyser *self, guint first,
                                        GCancellable *cancellable,
                                        GAsyncReadyCallback callback, gpointer user_data);
gboolean ishi_game_analyser_run_finish (IshiGameAnalyser *self, GAsyncResult *result,
                                        GError **error);

/* Writes the results into `game`'s main line (IV for a score, IW for a
 * win rate, IC for the candidates: ishi-review.h), from the root down as long as its moves are the ones
 * analysed; marks the record changed when anything was written.  Returns
 * the number of nodes written. */
guint    ishi_game_analyser_apply (IshiGameAnalyser *self, IshiGame *game);

/* The main line's values of `game` as the score graph shows them: IV for
 * every node when any node has IV (NAN where missing), else IW as Black's
 * win rate 0..1; an array of double, one per position, root first.
 * *is_win_rate says which; NULL when no node has either. */
GArray  *ishi_game_analysis_values (IshiGame *game, gboolean *is_win_rate);

/* Signals:
 *   "position-done"   (guint index) a position was estimated;
 *   "position-failed" (guint index, const GError *error) it could not be. */

G_END_DECLS
