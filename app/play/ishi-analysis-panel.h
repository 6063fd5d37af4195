/* ishi-analysis-panel.h — help while playing or reviewing, under the
 * board: Show a Good Move, Estimate the Score, and Analyse This Game with
 * its score graph, progress bar and Cancel.
 *
 * A view of an IshiMatch like the play page's other parts; the analysis
 * itself is core/engines/analysis (ishi-analyst.h, ishi-game-analyser.h).
 * The analyst is the engine of the game when one plays (a fresh process
 * of the same engine, so the player's own is never out of step), else the
 * one chosen in Preferences ("analysis-engine": GNU Go by default, another
 * GTP engine, or Ishi's own engine, which answers in every rule set).
 *
 * Actions (added to the play page's group, so "play.show-good-move"…):
 * show-good-move, estimate-score; Analyse This Game's analyse-game,
 * analyse-game-thoroughly and cancel-analysis (ishi-analyse-game.h); and
 * Show Territory's show-territory (ishi-show-territory.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-render.h"
#include "ishi-match.h"
#include "ishi-review.h"
#include "ishi-show-territory.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ANALYSIS_PANEL (ishi_analysis_panel_get_type ())
G_DECLARE_FINAL_TYPE (IshiAnalysisPanel, ishi_analysis_panel, ISHI, ANALYSIS_PANEL, GtkBox)

GtkWidget *ishi_analysis_panel_new (GSettings *settings, GActionMap *actions);
void       ishi_analysis_panel_set_match (IshiAnalysisPanel *self, IshiMatch *match);
/* Adds the candidates shown for the current position to `model`. */
void       ishi_analysis_panel_decorate  (IshiAnalysisPanel *self, IshiBoardModel *model);
/* For tests and screenshots: the graph, and whether an analysis runs. */
GtkWidget *ishi_analysis_panel_get_graph (IshiAnalysisPanel *self);
gboolean   ishi_analysis_panel_is_running (IshiAnalysisPanel *self);
/* The candidates shown now (IshiAnalysisCandidate), or NULL. */
GArray    *ishi_analysis_panel_get_candidates (IshiAnalysisPanel *self);
/* The estimate in words shown now, or NULL. */
const char *ishi_analysis_panel_get_estimate_text (IshiAnalysisPanel *self);
/* The review panel is open (F9): the moves' losses on the stones, the
 * engine's candidates at every move of a game nobody plays (those the
 * record keeps, else asked at once), the current move's loss and reasons
 * in the status line. */
void       ishi_analysis_panel_set_reviewing (IshiAnalysisPanel *self, gboolean reviewing);
/* The record's analysis as a review (ishi-review.h), or NULL. */
IshiReview *ishi_analysis_panel_get_review (IshiAnalysisPanel *self);
/* Show Territory, which the panel owns (its analyst, its words). */
IshiShowTerritory *ishi_analysis_panel_get_territory (IshiAnalysisPanel *self);

/* Signals:
 *   "board-changed"     the marks to draw changed: decorate again;
 *   "estimate-changed"  the estimate in words (get_estimate_text) changed:
 *                       the play page says it in the status line. */

G_END_DECLS
