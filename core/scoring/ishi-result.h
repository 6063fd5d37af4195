/* ishi-result.h — a record's result (SGF RE) read and said in words.
 *
 * SGF FF[4] writes the result of a game in RE, in a fixed form:
 *
 *   "0" or "Draw"             a draw (jigo);
 *   "B+" [score], "W+" [score] a win, the score optional, a real number
 *                              ("B+0.5", "W+64", "B+12.5");
 *   "B+R" or "B+Resign"        a win by resignation (W likewise);
 *   "B+T" or "B+Time"          a win on time;
 *   "B+F" or "B+Forfeit"       a win by forfeit;
 *   "Void"                     no result, or play suspended;
 *   "?"                        the result is unknown.
 *
 * Servers write one more reason after "B+"/"W+": "Illegal" (CGOS: the
 * loser's engine played an illegal move), read here too.  The words are
 * read without regard to case, with spaces around them allowed.  Anything
 * else (an older file's "Black wins", a Japanese record's 「黒中押し勝ち」)
 * is kept and shown as it is written, never turned into "unknown".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_RECORDED_WIN = 0,     /* "B+…" / "W+…": `winner` won, `reason` says how */
  ISHI_RECORDED_DRAW,        /* "0", "Draw" (and "Jigo") */
  ISHI_RECORDED_VOID,        /* "Void" */
  ISHI_RECORDED_UNKNOWN,     /* "?" */
  ISHI_RECORDED_OTHER,       /* not in FF[4]'s form: `text` as written */
} IshiRecordedKind;

typedef enum {
  ISHI_WIN_UNSAID = 0,       /* "B+": no score, no reason */
  ISHI_WIN_POINTS,           /* "B+3.5": by `margin` points */
  ISHI_WIN_RESIGN,           /* "B+R", "B+Resign" */
  ISHI_WIN_TIME,             /* "B+T", "B+Time" */
  ISHI_WIN_FORFEIT,          /* "B+F", "B+Forfeit" */
  ISHI_WIN_ILLEGAL,          /* "B+Illegal": the loser played an illegal move */
  ISHI_WIN_OTHER,            /* "B+Disconnect": `text` is the reason as written */
} IshiWinReason;

typedef struct {
  IshiRecordedKind kind;
  IshiColor winner;          /* WIN: ISHI_BLACK or ISHI_WHITE; else ISHI_EMPTY */
  IshiWinReason reason;      /* WIN only */
  double margin;             /* WIN by POINTS: the points, > 0 */
  char *text;                /* OTHER: the whole RE; WIN by OTHER: the reason; else NULL */
} IshiRecordedResult;

/* Reads `re` (RE's value, unescaped; NULL or empty reads as OTHER with an
 * empty text) into `result`; its text is freed with
 * ishi_recorded_result_clear.  TRUE when `re` is in FF[4]'s form (or the
 * servers' "Illegal"), FALSE for OTHER. */
gboolean ishi_recorded_result_parse (const char *re, IshiRecordedResult *result);
void     ishi_recorded_result_clear (IshiRecordedResult *result);

/* The result in words, translated: "Black wins by 3.5", "White wins by
 * resignation", "Black wins on time", "White wins by forfeit", "Black wins:
 * White played an illegal move", "Black wins (Disconnect)", "A draw", "No
 * result (void)", "The result is unknown", or for a result not in FF[4]'s
 * form "The record says: <as written>". */
char    *ishi_recorded_result_describe (const char *re);

/* Whether a count with `margin` (Black's total minus White's) says what
 * `re` says: the same winner by the same points, or a draw for 0.  A result
 * that is no count (a resignation, a bare "B+", text) never agrees. */
gboolean ishi_recorded_result_agrees (const char *re, double margin);

G_END_DECLS
