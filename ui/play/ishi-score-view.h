/* ishi-score-view.h — the count of a game of Go, as a table.
 *
 * A view of an IshiCounting (ishi-counting.h): it holds no scoring state
 * of its own and follows the counting's "changed" signal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-counting.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SCORE_VIEW (ishi_score_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiScoreView, ishi_score_view, ISHI, SCORE_VIEW, GtkBox)

IshiScoreView *ishi_score_view_new (void);
/* The count shown; NULL shows nothing. */
void ishi_score_view_set_counting (IshiScoreView *self, IshiCounting *counting);
/* Before a count: its method and whether it has komi, for the empty
 * table to have the count's columns (and so its width). */
void ishi_score_view_set_expected (IshiScoreView *self, IshiScoreMethod method, gboolean komi);
/* An engine's dead stones (its final_status_list dead: IshiPoint), shown
 * beside Ishi's suggestion: whether they agree with the marks of the count
 * and, where not, the points; a button puts the engine's marks on the
 * count.  `engine` NULL takes it away. */
void ishi_score_view_set_engine_dead (IshiScoreView *self, const char *engine, GArray *dead);
/* An engine plays the game: the room of its line under the table is kept
 * before the count too (empty), so that the view keeps its size when the
 * engine's opinion comes (the board beside it keeps its own). */
void ishi_score_view_set_engine_expected (IshiScoreView *self, gboolean expected);

G_END_DECLS
