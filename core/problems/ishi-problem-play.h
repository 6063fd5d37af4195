/* ishi-problem-play.h — one try at a problem: the learner plays the side
 * to move, Ishi answers from the file's variations and says how the move
 * stands.
 *
 * The position is an IshiGame of a copy of the problem's tree, at the
 * problem's start; the learner's moves follow the tree's variations and
 * Ishi's answers are the file's own moves:
 *
 *   - a move of a right line: Ishi plays the file's reply that keeps a
 *     right line going (its first); when the line ends there the problem
 *     is solved;
 *   - a move the file marks wrong, or one from which no right line goes
 *     on: it is wrong, and Ishi plays the file's refutation when there is
 *     one; the learner may follow the wrong line further, or undo;
 *   - a move the file does not have: "not in this problem"; the stone
 *     stays on the board until Undo (nothing else can be played);
 *   - a move the rules refuse: refused, nothing changes.
 *
 * The try counts as solved at the first try when it was solved with no
 * wrong move, no move outside the problem and no hint before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-game.h"
#include "ishi-problem.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_PROBLEM_VERDICT_NONE = 0,        /* nothing played yet */
  ISHI_PROBLEM_VERDICT_REFUSED,         /* the rules refuse the move (answer->status says why) */
  ISHI_PROBLEM_VERDICT_NOT_IN_PROBLEM,  /* the file does not have the move: undo it */
  ISHI_PROBLEM_VERDICT_RIGHT,           /* on a right line, which goes on */
  ISHI_PROBLEM_VERDICT_SOLVED,          /* a right line played to its end */
  ISHI_PROBLEM_VERDICT_WRONG,           /* off every right line */
  ISHI_PROBLEM_VERDICT_OVER,            /* the move was not taken: the line has ended, or a
                                         * move outside the problem waits for Undo */
} IshiProblemVerdict;

/* What happened to a move, besides its verdict. */
typedef struct {
  IshiMoveStatus status;  /* REFUSED: why */
  gboolean replied;       /* Ishi answered with the file's move `reply` */
  IshiPoint reply;        /* (-1, -1): a pass */
  char *comment;          /* the file's comments on the move and the reply, or NULL */
  char *why;              /* WRONG in a 詰め連珠 (VCF, VCT): why the move fails, with
                           * the reply (ishi-problem-renju-why.h), or NULL */
} IshiProblemAnswer;

void ishi_problem_answer_clear (IshiProblemAnswer *answer);

#define ISHI_TYPE_PROBLEM_PLAY (ishi_problem_play_get_type ())
G_DECLARE_FINAL_TYPE (IshiProblemPlay, ishi_problem_play, ISHI, PROBLEM_PLAY, GObject)

/* NULL, with an error, when the position of the problem's start cannot be
 * set up (the rules refuse a move before it). */
IshiProblemPlay *ishi_problem_play_new (IshiProblem *problem, GError **error);

IshiProblem *ishi_problem_play_get_problem (IshiProblemPlay *self);
/* The position shown and its record (a copy of the problem's tree, with
 * the moves outside the problem the learner made).  Read it; play through
 * ishi_problem_play_move. */
IshiGame    *ishi_problem_play_get_game (IshiProblemPlay *self);

/* The learner's move at (x, y); `answer` (may be NULL) is filled in. */
IshiProblemVerdict ishi_problem_play_move (IshiProblemPlay *self, int x, int y,
                                           IshiProblemAnswer *answer);
/* How the position shown stands: NONE at the start, else the verdict of
 * the last move still on the board (RIGHT, SOLVED, WRONG or
 * NOT_IN_PROBLEM). */
IshiProblemVerdict ishi_problem_play_get_verdict (IshiProblemPlay *self);
/* Nothing can be played: the line has ended or waits for Undo. */
gboolean ishi_problem_play_is_over (IshiProblemPlay *self);

/* Takes back the learner's last move and Ishi's answer to it; FALSE at
 * the start. */
gboolean ishi_problem_play_undo (IshiProblemPlay *self);
/* Back to the start (the try's record is kept: a second try is not a
 * first one). */
void     ishi_problem_play_restart (IshiProblemPlay *self);
/* The next right move from here (the first move of a right line at the
 * start); FALSE when no right line goes on from here.  Asking counts: the
 * problem is then no longer solved at the first try. */
gboolean ishi_problem_play_hint (IshiProblemPlay *self, IshiPoint *point);

gboolean ishi_problem_play_get_solved (IshiProblemPlay *self);
gboolean ishi_problem_play_get_first_try (IshiProblemPlay *self);
/* A wrong move, a move outside the problem or a hint so far. */
gboolean ishi_problem_play_get_missed (IshiProblemPlay *self);

G_END_DECLS
