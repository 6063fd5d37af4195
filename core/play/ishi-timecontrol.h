/* ishi-timecontrol.h — a time control (the systems a club agrees on) and
 * how a game record carries it.
 *
 * The systems:
 *
 *   NONE      no clock;
 *   ABSOLUTE  持ち時間: `main_time` for the whole game, lost when it runs
 *             out (online-go-rules.ja.txt, "time": the time a player uses
 *             is taken from the main time, and at 0 the game is lost);
 *   BYOYOMI   Japanese byo-yomi as amateur tournaments and Go servers play
 *             it: `main_time`, then `periods` periods of `period_time`
 *             seconds; a move made within a period keeps it, and a period
 *             is used up only when a move takes longer (the count starts
 *             again from `period_time` after every move); the game is lost
 *             when the last period runs out;
 *   BYOYOMI_ONLINE
 *             the byo-yomi of online-go-rules.ja.txt ("byoyomi"): the
 *             reading of `period_time` seconds per move starts once the
 *             remaining main time falls below `period_time`, and the game
 *             is lost when the main time reaches 0 — no time is added after
 *             the main time, unlike BYOYOMI.  With no main time it is a
 *             plain limit per move: every move within `period_time`;
 *   CANADIAN  `main_time`, then blocks of `stones` moves to be played in
 *             `period_time` seconds; the block starts again after its last
 *             stone; the game is lost when a block's time runs out first;
 *   FISCHER   `main_time`, and `increment` seconds added after each move,
 *             never beyond `cap` seconds when `cap` > 0 (the remaining time
 *             is not cut when it was already above the cap).
 *
 * In the record (SGF FF[4]): TM on the root is the main time in seconds;
 * OT describes the overtime in the words other programs write — KGS,
 * CGoban and OGS write "5x30 byo-yomi" and "25/600 Canadian" (stones /
 * seconds of a block), OGS writes "10 fischer"; Ishi adds " max 600" for a
 * cap and writes the online page's byo-yomi as "30 byo-yomi in main time",
 * since no other program has it.  Every move carries the mover's time left
 * in BL or WL (seconds) and, in overtime, OB or OW: the byo-yomi periods
 * left, or the stones still to play in a Canadian block.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-sgf.h"
#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_TIME_CONTROL_ERROR (ishi_time_control_error_quark ())
GQuark ishi_time_control_error_quark (void);

typedef enum {
  ISHI_TIME_CONTROL_ERROR_BAD_TM,     /* TM is no number of seconds */
  ISHI_TIME_CONTROL_ERROR_UNKNOWN_OT, /* OT names no system Ishi knows */
  ISHI_TIME_CONTROL_ERROR_INVALID,    /* a time control that cannot be played */
} IshiTimeControlError;

typedef enum {
  ISHI_TIME_NONE = 0,
  ISHI_TIME_ABSOLUTE,
  ISHI_TIME_BYOYOMI,
  ISHI_TIME_BYOYOMI_ONLINE,
  ISHI_TIME_CANADIAN,
  ISHI_TIME_FISCHER,
} IshiTimeSystem;

/* All times in whole seconds. */
typedef struct {
  IshiTimeSystem system;
  int main_time;     /* every system but NONE; 0 allowed (straight into overtime) */
  int periods;       /* BYOYOMI: number of periods */
  int period_time;   /* BYOYOMI, BYOYOMI_ONLINE: seconds per move; CANADIAN: seconds per block */
  int stones;        /* CANADIAN: moves per block */
  int increment;     /* FISCHER: seconds added after each move */
  int cap;           /* FISCHER: the most time a player may have, 0 for none */
} IshiTimeControl;

/* A stable word for settings: "none", "absolute", "byoyomi",
 * "byoyomi-online", "canadian", "fischer"; and back (FALSE if unknown). */
const char *ishi_time_system_to_string (IshiTimeSystem system);
gboolean    ishi_time_system_from_string (const char *word, IshiTimeSystem *system);

/* TRUE when `tc` can be played: no negative time, periods and stones >= 1
 * and a period time >= 1 where the system uses them, some time at all. */
gboolean ishi_time_control_validate (const IshiTimeControl *tc, GError **error);
gboolean ishi_time_control_equal (const IshiTimeControl *a, const IshiTimeControl *b);

/* For people, translated: "10 min + 5 × 30 s byo-yomi". */
char *ishi_time_control_describe (const IshiTimeControl *tc);

/* The OT value for `tc` (see above), NULL for NONE and ABSOLUTE. */
char *ishi_time_control_format_ot (const IshiTimeControl *tc);
/* Reads an OT value; FALSE when it is none of the forms above (case and
 * spaces do not matter; "Fischer 10" is read like "10 fischer"). */
gboolean ishi_time_control_parse_ot (const char *ot, IshiTimeControl *tc);

/* The compact form settings keep ("byoyomi:600:5:30:0:0:0": the system,
 * then main time, periods, period time, stones, increment and cap), and
 * back: FALSE for text that is no valid time control. */
char    *ishi_time_control_to_setting (const IshiTimeControl *tc);
gboolean ishi_time_control_from_setting (const char *text, IshiTimeControl *tc);

/* Writes TM and OT on `root` (removes both for NONE). */
void ishi_time_control_write_root (const IshiTimeControl *tc, IshiSgfNode *root);
/* Reads TM and OT from `root` into `tc`.  No TM and no OT: NONE.  TM alone:
 * ABSOLUTE.  A TM that is no number: FALSE with BAD_TM, and `tc` is NONE.
 * An OT Ishi does not know: FALSE with UNKNOWN_OT, and `tc` is ABSOLUTE
 * with TM as its main time, so the game can still be timed — the caller
 * says so to the user with the error's message. */
gboolean ishi_time_control_read_root (const IshiSgfNode *root, IshiTimeControl *tc,
                                      GError **error);

/* The time a move node records for its mover. */
typedef struct {
  gboolean has_time;     /* BL/WL was there */
  double time_left;      /* seconds */
  gboolean has_overtime; /* OB/OW was there */
  int overtime_left;     /* periods or stones left */
} IshiNodeTime;

/* Writes BL/WL (and OB/OW when overtime_left >= 0; else removes it) for
 * `color` on `node`.  `time_left` in microseconds, written in seconds with
 * up to three decimals. */
void     ishi_node_time_write (IshiSgfNode *node, IshiColor color, gint64 time_left,
                               int overtime_left);
/* Reads BL/WL and OB/OW of `color` at `node`; FALSE when the node has
 * neither (values that are no numbers count as missing). */
gboolean ishi_node_time_read (const IshiSgfNode *node, IshiColor color, IshiNodeTime *time);
/* For review: the time of `color` as last recorded at `node` or before
 * it on the way to the root; FALSE when nothing was recorded. */
gboolean ishi_node_time_find (const IshiSgfNode *node, IshiColor color, IshiNodeTime *time);

/* "1:05:09", "9:58", "0:07.4" (tenths under 10 s, when `tenths`);
 * negative times are shown as 0. */
char *ishi_time_format (gint64 microseconds, gboolean tenths);

G_END_DECLS
