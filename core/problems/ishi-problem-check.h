/* ishi-problem-check.h — proving what a problem claims, by the rules.
 *
 * For a problem with a goal (IG, IM, IR: ishi-problem.h) the checker
 * replays every line of the file through the rules, then proves:
 *
 *   - every right line: each of the player's moves keeps the goal within
 *     the moves left, whatever the other side plays in the region (not
 *     only the file's answers), and the line ends with the goal reached —
 *     the target captured (capture, kill), alive unconditionally (live),
 *     or safe (escape: cannot be captured within IM moves);
 *   - every other first move of the region, and a pass, is refuted: the
 *     file's reply, or one the search finds, after which
 *       capture: the target cannot be captured within the IM − 1 moves
 *                the player has left (the claim, "in IM moves", fails);
 *       kill:    the target lives unconditionally within IM moves;
 *       escape, live: the target is captured within IM moves;
 *     and so is every wrong move the file has deeper in a right line;
 *   - best (Pure Go): the right moves are exactly those that keep the best
 *     count of stones at the end of the game, by an exhaustive search of
 *     the rest of the game; a wrong move loses stones against the best
 *     reply, which the file's reply must be;
 *   - vcf, vct (Renju): the solver (ishi-renju-solver.h) finds a win
 *     within IM moves after each of the player's moves of a right line,
 *     the line ends with the win certain, and no first move but the file's
 *     right ones wins within IM moves; every other four of the player is
 *     wrong, and its one defence answers it.
 *
 * The searches are ishi-problem-search.h's (Go) and the Renju solver,
 * bounded by positions, never by time: the same file gets the same answer
 * on every machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-problem.h"

G_BEGIN_DECLS

/* What the checker found for one first move of the player. */
typedef struct {
  IshiPoint move;             /* (-1, -1): a pass */
  gboolean right;             /* proved to reach the goal */
  gboolean in_file;           /* the file has this move */
  gboolean refuted;           /* a wrong move, and `refutation` refutes it */
  IshiPoint refutation;       /* the file's reply, or the search's */
} IshiProblemFirstMove;

/* Proves the claims of `problem`'s goal.  Appends one "FILE:LINE:COL:
 * what is wrong" (of char*, g_free) to `problems` for each claim that is
 * false or could not be proved within the search limits.  TRUE when there
 * is none.  A problem without a goal is only replayed (every move of its
 * tree legal).  `first_moves` (of IshiProblemFirstMove; may be NULL) gets
 * the verdict on every first move the check looked at, in board order. */
gboolean ishi_problem_check (const IshiProblem *problem, GPtrArray *problems, GArray *first_moves);

/* The positions all the searches of one problem may look at, together:
 * a problem that needs more is reported as beyond the limit (Ishi's own
 * need a few thousand each; 2 million take a second or two). */
#define ISHI_PROBLEM_CHECK_MAX_NODES (G_GUINT64_CONSTANT (2000000))
/* The same with another bound. */
gboolean ishi_problem_check_full (const IshiProblem *problem, GPtrArray *problems, GArray *first_moves,
                                  guint64 max_nodes);

/* A copy of the problem's tree with every refuted wrong first move of
 * `first_moves` that the file lacks added as a variation: the move
 * marked BM with a comment, and the refutation as Ishi's answer; a wrong
 * first move the file has without an answer gets the refutation.  For
 * `ishi-tool problems check --add-refutations`. */
IshiSgfNode *ishi_problem_add_refutations (const IshiProblem *problem, GArray *first_moves,
                                           const char *comment);

/* For a problem meant for children of school grade `grade` (1 to 6):
 * appends "FILE:LINE:COL: warning: …" to `warnings` for each kanji of its
 * comments that the grade has not learnt and that has no reading
 * (漢字《かんじ》).  Returns how many. */
guint ishi_problem_check_grade (const IshiProblem *problem, int grade, GPtrArray *warnings);

G_END_DECLS
