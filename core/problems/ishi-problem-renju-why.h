/* ishi-problem-renju-why.h — why a wrong move of a 詰め連珠 fails, in words.
 *
 * A Renju problem (goal VCF or VCT) marks a move wrong and plays its
 * refutation; the learner is told what happened on the board, read from the
 * position only (ishi-renju-board.h, the solver's five points):
 *
 *   - the defender had a four, and the move neither made five nor stopped
 *     it: the five comes at its point;
 *   - the move made a four, blocked by the reply: when the block makes a
 *     four of the defender's, the attacker must stop it there (and a Black
 *     attacker whose stopping point is forbidden has lost); when it takes
 *     a point of the problem's winning line, that is said; else the
 *     attack has no four (VCT: nor three) left, or none that wins;
 *   - the move made no four: in a VCF each move must be one, so the
 *     defender had a free move; in a VCT a three is stopped, and a move
 *     that is neither lets the defender play where it likes — with a four
 *     of its own when the reply makes one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-problem.h"
#include "ishi-renju-board.h"

G_BEGIN_DECLS

/* The sentences for the attacker's wrong `move` on `before` (the board
 * before it), answered at `reply` ((-1, -1): no answer), in a problem of
 * `goal` (VCF or VCT) whose winning line plays the attacker's `wins` (of
 * IshiPoint; may be NULL); NULL when the goal is neither or nothing sure
 * can be said. */
char *ishi_problem_renju_why_wrong (const IshiRenjuBoard *before, IshiColor attacker,
                                    IshiProblemGoalKind goal, IshiPoint move, IshiPoint reply,
                                    GArray *wins);

G_END_DECLS
