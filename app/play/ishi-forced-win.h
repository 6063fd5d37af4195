/* ishi-forced-win.h — Renju's "Is There a Forced Win?" on the Play page,
 * in play and in review.
 *
 * For the side to move it searches a win by continuous fours (VCF), then
 * by threes and fours (VCT), in a worker thread (ishi-renju-solve-task.h)
 * for at most the seconds of CPU time of the GSettings key
 * forced-win-seconds (as `ishi-tool renju-solve --time`), with
 * "Searching…" and Cancel in the bar under the board (ishi-solve-bar.h).
 * Then it says what was found — the winner, the kind of win and its
 * length — and shows the line on the board move by move, the defender's
 * forced replies too; or it says that none was found within the time,
 * which is not the same as none existing, and offers Search Longer (six
 * times the time, up to ten minutes).  The marks go when the position
 * changes.
 *
 * Actions (added to the play page's group, so "play.forced-win"…):
 * forced-win, forced-win-cancel, forced-win-longer, forced-win-previous, forced-win-next,
 * forced-win-all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-render.h"
#include "ishi-match.h"
#include "ishi-solve-bar.h"

G_BEGIN_DECLS

#define ISHI_TYPE_FORCED_WIN (ishi_forced_win_get_type ())
G_DECLARE_FINAL_TYPE (IshiForcedWin, ishi_forced_win, ISHI, FORCED_WIN, GObject)

/* Adds the actions to `map`, which holds the object from then on. */
IshiForcedWin *ishi_forced_win_new (GActionMap *map, GSettings *settings);
void           ishi_forced_win_set_match (IshiForcedWin *self, IshiMatch *match);
/* The bar to put under the board; its "board-changed" says to decorate
 * the board again. */
IshiSolveBar  *ishi_forced_win_get_bar (IshiForcedWin *self);
/* The line's moves shown, when they belong to the position on the board. */
void           ishi_forced_win_decorate (IshiForcedWin *self, IshiBoardModel *model);

G_END_DECLS
