/* ishi-renju-solver.h — forced wins in Renju: VCF (victory by continuous
 * fours) and VCT (victory by threes and fours).
 *
 * The solver is exact about Black's forbidden points (renju-rules.ja.txt,
 * judged by ishi-renju-board.h for every move it plays or assumes):
 *   - a Black four or three that needs a forbidden move is no threat;
 *   - a defence on a point forbidden to Black is not available to Black, so
 *     a White four whose only defence is forbidden wins;
 *   - White's five or more wins (an overline is a five for White).
 *
 * It answers "a win was found" with the line, or "no win was found within
 * the limit" — never "no win exists": a bounded search cannot say that.
 * The search deepens one attacker move at a time, so the win it reports
 * is a shortest one.  With no time limit the search is deterministic: the same position and
 * limits give the same line and the same node count.
 *
 * Moves are counted the way the line is written: the attacker's first move
 * is move 1, the defender's reply move 2, and so on, up to and including
 * the attacker's move that makes the win certain — two points that each
 * make five (an open four, a double four), or a four whose one defence is
 * forbidden to Black.  The five itself is not counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-renju-board.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_RENJU_SOLVE_VCF,  /* continuous fours only */
  ISHI_RENJU_SOLVE_VCT,  /* threes and fours (proof-number search) */
} IshiRenjuSolveKind;

typedef struct {
  IshiRenjuSolveKind kind;
  guint   max_moves;    /* the longest line looked for (see above); 0: 35 */
  guint64 max_nodes;    /* 0: no limit */
  gdouble max_seconds;  /* 0: no limit.  A time limit makes the answer depend on the machine. */
  /* Count as a Renju puzzle (詰め連珠) does: the line ends with the
   * attacker's move that makes a four-three — a four whose one defence
   * leaves the attacker an open four or a double four at once — as well as
   * with the other certain wins below.  FALSE: a four-three is followed to
   * the open four it leads to (two moves more). */
  gboolean to_four_three;
  /* Stops the search when cancelled, as a limit does (limit_reached);
   * NULL: none.  Not held: it must outlive the search. */
  GCancellable *cancellable;
  /* TRUE: `max_seconds` counts the CPU time of the thread that searches,
   * so that the same budget finds the same wins however busy the machine
   * is (a person's "search for 10 s", in the window and in ishi-tool
   * renju-solve alike); FALSE: the wall clock (an engine under a game's
   * clock). */
  gboolean cpu_seconds;
} IshiRenjuSolveLimits;

typedef enum {
  ISHI_RENJU_WIN_NONE,            /* no win found within the limit */
  ISHI_RENJU_WIN_FIVE_NOW,        /* the attacker makes five at once (line of one move) */
  ISHI_RENJU_WIN_TWO_FIVES,       /* the last move leaves two five-points */
  ISHI_RENJU_WIN_FORBIDDEN_BLOCK, /* the last (White) four's only defence is forbidden to Black */
  ISHI_RENJU_WIN_FOUR_THREE,      /* to_four_three: the last move is a four-three */
} IshiRenjuWinKind;

typedef struct {
  IshiRenjuWinKind win;
  /* VCF when the line is continuous fours, else VCT. */
  IshiRenjuSolveKind found_by;
  /* The attacker's and defender's moves, alternately, attacker first
   * (IshiPoint).  The line is a shortest win of its kind (VCF first, then
   * VCT).  For a VCT the defender's reply shown is one of those that hold
   * out; every other reply loses as fast or faster. */
  GArray  *line;
  /* For ISHI_RENJU_WIN_FORBIDDEN_BLOCK: the point Black would need. */
  IshiPoint forbidden_point;
  guint64  nodes;        /* positions searched */
  gboolean limit_reached; /* the search stopped at max_nodes or max_seconds */
} IshiRenjuSolution;

void ishi_renju_solution_clear (IshiRenjuSolution *solution);

/* Searches for a forced win of `attacker`, who is to move on `board`.
 * `solution` is filled in (clear it with ishi_renju_solution_clear).
 * Returns TRUE when a win was found. */
gboolean ishi_renju_solve (const IshiRenjuBoard *board, IshiColor attacker,
                           const IshiRenjuSolveLimits *limits,
                           IshiRenjuSolution *solution);

/* The same, with the attacker's first move given: a win that starts with
 * `first_move` (when it is the attacker's legal move), or none.  For a
 * puzzle: is the learner's move, or the puzzle's answer, a winning one? */
gboolean ishi_renju_solve_from (const IshiRenjuBoard *board, IshiColor attacker,
                                IshiPoint first_move,
                                const IshiRenjuSolveLimits *limits,
                                IshiRenjuSolution *solution);

/* Every first move of the attacker that starts a win within `limits`
 * (appended to `moves`, of IshiPoint, in board order: top row first).
 * Returns how many; `limit_reached` (may be NULL) is set when some search
 * stopped at its limit, so that a move may have been missed. */
guint ishi_renju_winning_moves (const IshiRenjuBoard *board, IshiColor attacker,
                                const IshiRenjuSolveLimits *limits,
                                GArray *moves, gboolean *limit_reached);

/* The points where `color` playing makes five now (for Black an exact
 * five); returns how many (at most `max`). */
guint ishi_renju_five_points (const IshiRenjuBoard *board, IshiColor color,
                              IshiPoint *points, guint max);

/* May `color` play the empty point (x, y)?  White: any empty point; Black:
 * any point that is not forbidden (a five is never forbidden). */
gboolean ishi_renju_may_play (const IshiRenjuBoard *board, IshiColor color, int x, int y);

G_END_DECLS
