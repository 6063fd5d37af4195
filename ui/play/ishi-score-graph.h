/* ishi-score-graph.h — the score graph under the board while reviewing:
 * one value per position of the main line, and the current position.
 *
 * The widget knows no rules and no engines: it is given an array of
 * numbers (Black's lead in points, or Black's win rate 0..1) and the
 * index of the position shown, and draws Black's side above the middle
 * line, White's below, with the scale (the leads of its top and bottom
 * lines) at the left and the value of the position shown at the right.  A missing value (NAN) leaves a gap.  Clicking or
 * dragging on it emits "position-chosen" with the index under the
 * pointer; the window goes to that move.  The keyboard moves the same way
 * (← → Home End) when it has the focus.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_SCORE_GRAPH (ishi_score_graph_get_type ())
G_DECLARE_FINAL_TYPE (IshiScoreGraph, ishi_score_graph, ISHI, SCORE_GRAPH, GtkWidget)

GtkWidget *ishi_score_graph_new (void);

/* `n` values (copied), root first.  `win_rate`: the values are 0..1 and
 * the middle line is 0.5; otherwise points, the middle line 0 and the
 * scale the largest lead (at least 10 points). */
void  ishi_score_graph_set_values  (IshiScoreGraph *self, const double *values, guint n,
                                    gboolean win_rate);
guint ishi_score_graph_get_n_values (IshiScoreGraph *self);
/* The value at `index`, NAN when it has none. */
double ishi_score_graph_get_value  (IshiScoreGraph *self, guint index);
void  ishi_score_graph_set_current (IshiScoreGraph *self, guint index);
/* Positions marked with a red tick under the graph (the biggest mistakes). */
void  ishi_score_graph_set_marks   (IshiScoreGraph *self, const guint *positions, guint n);
guint ishi_score_graph_get_current (IshiScoreGraph *self);

/* The index under the x coordinate `x` of a widget `width` wide. */
guint ishi_score_graph_index_at (IshiScoreGraph *self, double x, double width);

/* Signals:
 *   "position-chosen" (guint index)  a click, a drag or a key chose it. */

G_END_DECLS
