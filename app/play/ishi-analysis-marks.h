/* ishi-analysis-marks.h — what a game's analysis puts on the board and on
 * the score graph, read from the record and the review without a widget:
 * each stone's loss grade, the engine's candidates as labelled stones of
 * the side to move, the move numbers of the mistakes, and the graph's
 * values while Analyse This Game runs.
 *
 * Used by the analysis panel (ishi-analysis-panel.h), which decides when
 * they are shown; nothing here keeps state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-board-render.h"
#include "ishi-game.h"
#include "ishi-game-analyser.h"
#include "ishi-review.h"

G_BEGIN_DECLS

/* Each stone on the line to the current node marked with the grade of
 * the loss of the move that put it there (a stone taken and played again
 * is left unmarked). */
void    ishi_analysis_marks_losses     (IshiGame *game, const IshiReview *review,
                                        IshiBoardModel *model);

/* The candidates (IshiAnalysisCandidate, best first) as translucent
 * labelled stones of the side to move, the best one highlighted; a move
 * the engine hardly looked at is left out. */
void    ishi_analysis_marks_candidates (IshiGame *game, IshiBoardModel *model,
                                        const GArray *candidates);

/* The move numbers (guint) of both sides' mistakes, for the graph's marks. */
GArray *ishi_analysis_marks_mistakes   (const IshiReview *review);

/* The values (double: Black's lead, or Black's win rate where the engine
 * gives no lead, *win_rate then TRUE) of the positions the analyser has
 * done so far, NaN for the rest. */
GArray *ishi_analysis_marks_values_so_far (IshiGameAnalyser *analyser, gboolean *win_rate);

G_END_DECLS
