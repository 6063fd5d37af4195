/* ishi-clock-view.h — the players' bars, side by side: each player's stone,
 * name, rank, captures and clock, the side to move marked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-clock.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_CLOCK_VIEW (ishi_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiClockView, ishi_clock_view, ISHI, CLOCK_VIEW, GtkWidget)

GtkWidget  *ishi_clock_view_new       (void);
/* Follows `match` (NULL: none): its clock while one runs the game, and
 * while reviewing a record the time each side had left at the current
 * move (BL/WL, OB/OW); no time shown when there is neither.  Ticks the clock
 * while it is shown. */
void        ishi_clock_view_set_match (IshiClockView *self, IshiMatch *match);
/* The clock shown, or NULL (the bars then show no time). */
void        ishi_clock_view_set_clock (IshiClockView *self, IshiClock *clock);
IshiClock  *ishi_clock_view_get_clock (IshiClockView *self);
/* A short sound for each of the last ten seconds of the running side. */
void        ishi_clock_view_set_sound (IshiClockView *self, gboolean sound);
/* What a side's bar says of its player: the name (NULL or empty: the
 * colour alone) and rank (NULL: none). */
void        ishi_clock_view_set_player   (IshiClockView *self, IshiColor color,
                                          const char *name, const char *rank);
/* The stones each side has captured; a negative count hides it (Renju). */
void        ishi_clock_view_set_captures (IshiClockView *self, int black, int white);
/* Marks the side to move (ISHI_EMPTY: neither, the game is over). */
void        ishi_clock_view_set_to_move  (IshiClockView *self, IshiColor color);
const char *ishi_clock_view_get_name     (IshiClockView *self, IshiColor color);
gboolean    ishi_clock_view_is_to_move   (IshiClockView *self, IshiColor color);
/* What a side's clock reads now, as shown (for tests and screen readers). */
const char *ishi_clock_view_get_text  (IshiClockView *self, IshiColor color);

G_END_DECLS
