/* ishi-solve-bar.h — a searched line of moves, under the board: "Searching…"
 * with Cancel while a search runs, then a sentence and the line itself,
 * drawn on the board move by move as numbered translucent stones and
 * stepped with Previous, Next and All.
 *
 * It knows no rules: it is given the sentence, the points of the line (the
 * first side's moves and the other's replies, alternately) and the colour
 * of the first, and a point to mark as forbidden once the whole line is
 * shown.  Used by Renju's "Is There a Forced Win?" (app/play/ishi-forced-win.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-render.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SOLVE_BAR (ishi_solve_bar_get_type ())
G_DECLARE_FINAL_TYPE (IshiSolveBar, ishi_solve_bar, ISHI, SOLVE_BAR, GtkBox)

GtkWidget *ishi_solve_bar_new (void);

/* A spinner, `text` and Cancel. */
void ishi_solve_bar_show_searching (IshiSolveBar *self, const char *text);
/* `text` alone (nothing found, or a failure). */
void ishi_solve_bar_show_message   (IshiSolveBar *self, const char *text);
/* `text` and Search Longer (signal "longer"): nothing found before the
 * search's time ran out. */
void ishi_solve_bar_show_limit     (IshiSolveBar *self, const char *text);
/* `text` and the line: `points` (of IshiPoint, copied), the first of
 * colour `first`, then alternately.  The first move is shown; `forbidden`
 * (x < 0: none) is marked once the last is. */
void ishi_solve_bar_show_line      (IshiSolveBar *self, const char *text, GArray *points,
                                    IshiColor first, IshiPoint forbidden);
void ishi_solve_bar_hide           (IshiSolveBar *self);

/* Steps: how many moves of the line are shown, 0 to the line's length. */
void     ishi_solve_bar_step       (IshiSolveBar *self, int delta);
void     ishi_solve_bar_show_all   (IshiSolveBar *self);
guint    ishi_solve_bar_get_step   (IshiSolveBar *self);
guint    ishi_solve_bar_get_length (IshiSolveBar *self);
gboolean ishi_solve_bar_is_searching (IshiSolveBar *self);
const char *ishi_solve_bar_get_text (IshiSolveBar *self);

/* The moves shown so far onto `model`: numbered translucent stones, and
 * the forbidden mark when the whole line is shown. */
void ishi_solve_bar_decorate (IshiSolveBar *self, IshiBoardModel *model);

/* Signals, without arguments:
 *   "cancel"         Cancel pressed
 *   "board-changed"  the moves shown changed: decorate again */

G_END_DECLS
