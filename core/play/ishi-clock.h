/* ishi-clock.h — a game clock for both sides (GLib only).
 *
 * The clock counts the time of the side to move under one time control
 * (ishi-timecontrol.h explains each system).  It reads the time from a
 * time source — g_get_monotonic_time() unless another one is set — and
 * keeps no timer of its own: between two calls nothing happens, and what a
 * query answers is computed from the time source at the moment of the
 * query.  Tests set a fake time source and move it by hand.
 *
 * How the game controller drives it (IshiMatch does this):
 *   ishi_clock_switch (clock, BLACK)         the game starts: Black's time runs;
 *   ishi_clock_move_made (clock, BLACK)      Black moved (or passed): Black's
 *                                            time is charged, his overtime
 *                                            counted (a period kept or used,
 *                                            a stone of a block, the Fischer
 *                                            increment), and White's time runs;
 *   ishi_clock_stop (clock)                  counting or the end: nobody's time runs;
 *   ishi_clock_set_paused (clock, TRUE)      the game is paused or the window hidden.
 *
 * Loss on time is noticed two ways, and "time-out" is emitted once for it:
 *   - on a tick (ishi_clock_tick), when the running side's time has run out;
 *   - when a move is made late: ishi_clock_move_made() returns FALSE and
 *     the move does not count.  A move made with 0.1 s left is in time;
 *     a move made when the time has reached 0 is not.
 * After "time-out" the clock is stopped and the side has_flag_fallen.
 *
 * How a window shows it: call ishi_clock_tick() often (every 100 ms is
 * smooth; ishi_clock_set_ticking() installs such a timeout and emits
 * "tick" after each), then for each colour read ishi_clock_get_state()
 * and show state.countdown with ishi_time_format(); in overtime also
 * state.periods_left (byo-yomi periods or Canadian stones).  "changed" is
 * emitted when something other than the passing of time changed: a move,
 * a switch, a pause, a stop, a flag.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-timecontrol.h"
#include "ishi-types.h"

G_BEGIN_DECLS

/* Monotonic time in microseconds (like g_get_monotonic_time()). */
typedef gint64 (*IshiClockTimeFunc) (gpointer user_data);

/* What one side's clock shows, at the moment it is asked. */
typedef struct {
  gint64 main_left;      /* µs of main time left (0 once in overtime); -1 for NONE */
  int periods_left;      /* BYOYOMI: periods left, the current one included;
                          * CANADIAN: stones still to play in the block; -1 otherwise */
  gint64 period_left;    /* µs left in the current period, block or per-move reading;
                          * -1 when not in overtime */
  gint64 countdown;      /* the number to show big: period_left in overtime, else main_left */
  gboolean in_overtime;  /* byo-yomi, a Canadian block, or the online page's reading */
  gboolean last_seconds; /* 10 s or less left before a period is used or the flag falls */
  gboolean running;      /* this side's time is running (not paused, not stopped) */
  gboolean flag_fallen;  /* this side lost on time */
} IshiClockState;

#define ISHI_CLOCK_LAST_SECONDS (10 * G_USEC_PER_SEC)

#define ISHI_TYPE_CLOCK (ishi_clock_get_type ())
G_DECLARE_FINAL_TYPE (IshiClock, ishi_clock, ISHI, CLOCK, GObject)

/* A clock for `tc` (copied; NULL or an invalid control: NONE), stopped,
 * both sides with their full time. */
IshiClock *ishi_clock_new (const IshiTimeControl *tc);

/* The time source; NULL for g_get_monotonic_time().  `destroy` frees
 * `user_data` when the clock goes or the source changes.  Change it only
 * while no side's time runs. */
void ishi_clock_set_time_source (IshiClock *self, IshiClockTimeFunc func, gpointer user_data,
                                 GDestroyNotify destroy);

const IshiTimeControl *ishi_clock_get_time_control (IshiClock *self);

/* `color`'s time runs from now (ISHI_EMPTY: nobody's), without charging a
 * move to anyone: the start of the game, play resumed after counting, a
 * move taken back.  The time the other side had spent since its last
 * switch is kept (charged, not refunded). */
void     ishi_clock_switch (IshiClock *self, IshiColor color);
/* `color` has moved: see above.  FALSE when the move came too late (then
 * "time-out" has been emitted for `color`) or `color`'s flag had fallen.
 * When `color` was not the running side, nothing is charged and the other
 * side's time runs. */
gboolean ishi_clock_move_made (IshiClock *self, IshiColor color);
/* Nobody's time runs (the time spent until now is charged). */
void     ishi_clock_stop (IshiClock *self);
/* While paused no time is spent; the side to move stays the same. */
void     ishi_clock_set_paused (IshiClock *self, gboolean paused);
gboolean ishi_clock_get_paused (IshiClock *self);
/* The side whose turn the clock counts (even while paused), or ISHI_EMPTY. */
IshiColor ishi_clock_get_side (IshiClock *self);

/* Looks at the running side's time: emits "time-out" if it has run out,
 * then "tick" while a side is counted.  FALSE when a flag has fallen. */
gboolean ishi_clock_tick (IshiClock *self);
/* Calls ishi_clock_tick() every `interval_ms` on the thread-default main
 * context (0 stops it).  The only timer of the clock, for windows. */
void     ishi_clock_set_ticking (IshiClock *self, guint interval_ms);

void     ishi_clock_get_state (IshiClock *self, IshiColor color, IshiClockState *state);
/* Shortcuts into the state, for displays. */
gint64   ishi_clock_get_main_left (IshiClock *self, IshiColor color);
int      ishi_clock_get_periods_left (IshiClock *self, IshiColor color);
gint64   ishi_clock_get_period_left (IshiClock *self, IshiColor color);
gboolean ishi_clock_is_in_overtime (IshiClock *self, IshiColor color);
gboolean ishi_clock_is_last_seconds (IshiClock *self, IshiColor color);
gboolean ishi_clock_has_flag_fallen (IshiClock *self, IshiColor color);

/* What the last move of `color` leaves in the record: the time left (µs)
 * for BL/WL and the overtime count for OB/OW (-1: none).  For byo-yomi in
 * overtime the time left is what remained of the period when the move was
 * made (after the move it always starts again from the full period); for
 * every other system it is the time the side has after the move.  FALSE
 * before `color` made a move. */
gboolean ishi_clock_get_last_move (IshiClock *self, IshiColor color, gint64 *time_left,
                                   int *overtime_left);
/* Sets `color`'s time from a record's BL/WL and OB/OW (a record reopened
 * and played on, a move taken back): the reverse of get_last_move, so a
 * byo-yomi side in overtime starts its next move with a full period. */
void     ishi_clock_restore (IshiClock *self, IshiColor color, const IshiNodeTime *time);
/* Both colours from the BL/WL and OB/OW last recorded at `node` or before
 * it (ishi_node_time_find); a colour with nothing recorded keeps its full
 * time.  For a record reopened to be played on. */
void     ishi_clock_restore_from_node (IshiClock *self, const IshiSgfNode *node);
/* Both sides back to their full time, stopped, no flag fallen. */
void     ishi_clock_reset (IshiClock *self);

/* For a display: "9:58"; "0:28 (3)" in byo-yomi; "4:12 / 17" for a
 * Canadian block; tenths in the last 10 seconds; "" for NONE. */
char    *ishi_clock_format (IshiClock *self, IshiColor color);

/* Signals:
 *   "time-out" (IshiColor color as int)  color's flag fell; emitted once;
 *   "changed"                            a move, switch, pause, stop, flag or restore;
 *   "tick"                               from ishi_clock_tick() while a side is counted. */

G_END_DECLS
