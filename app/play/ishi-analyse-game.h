/* ishi-analyse-game.h — Analyse This Game (Analyse › Analyse This Game,
 * and its thorough form): every position of the record's line asked of an
 * analyst in the background (ishi-game-analyser.h), a progress bar with
 * Cancel while it runs, and what was found written into the record at the
 * end, also after Cancel or an engine's failure, so that it is saved.
 *
 * Owned by the analysis panel, which puts its progress bar under the
 * graph, draws the graph from its results so far and shows its words.
 *
 * Actions (added to the play page's group): analyse-game,
 * analyse-game-thoroughly, cancel-analysis.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-game-analyser.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ANALYSE_GAME (ishi_analyse_game_get_type ())
G_DECLARE_FINAL_TYPE (IshiAnalyseGame, ishi_analyse_game, ISHI, ANALYSE_GAME, GObject)

IshiAnalyseGame *ishi_analyse_game_new (GSettings *settings, GActionMap *actions);
/* A new match ends an analysis under way, its results not applied. */
void       ishi_analyse_game_set_match (IshiAnalyseGame *self, IshiMatch *match);
/* The progress bar and Cancel, shown while an analysis runs. */
GtkWidget *ishi_analyse_game_get_progress (IshiAnalyseGame *self);
/* The analysis under way, or NULL. */
IshiGameAnalyser *ishi_analyse_game_get_analyser (IshiAnalyseGame *self);
/* Ends an analysis under way without applying it, and removes the actions. */
void       ishi_analyse_game_stop (IshiAnalyseGame *self);

/* Signals:
 *   "progress"  started, or a position done: draw the graph again;
 *   "finished"  over, its results in the record (or none): read it again;
 *   "status" (const char *text)  an error to show under the board. */

G_END_DECLS
