/* ishi-lesson-step.h — one lesson step as the Lessons page plays it.
 *
 * The core loads a lesson as data (ishi-lesson.h), gives the position of a
 * step and judges an answer to its task; this is the state the page keeps
 * while a step is on screen: how far the sequence has gone, the position
 * as it stands (the core's position of the step, then the learner's answer
 * and the reply, played through the game's IshiRules so the capture
 * happens and a forbidden point is refused), where the task is (waiting,
 * answered wrong, solved; how much of the hint was asked for), and the
 * board model drawn from all that.  Nothing here decides a rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render.h"
#include "ishi-lesson.h"
#include "ishi-match.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_TASK_WRONG = 0,
  ISHI_TASK_RIGHT,
  ISHI_TASK_IGNORED,    /* no answer is taken now (no task, sequence not over, solved) */
  ISHI_TASK_GO_ON,      /* a Renju puzzle: right, the defender has replied, the
                         * learner plays on */
} IshiTaskVerdict;

typedef struct _IshiStepState IshiStepState;

/* The step at its start: the diagram's setup and numbered moves played.
 * `lesson` must outlive the state.  NULL, with the reason ("FILE:LINE: …"),
 * when the rules refuse the diagram. */
IshiStepState *ishi_step_state_new  (const IshiLesson *lesson, guint step, GError **error);
void           ishi_step_state_free (IshiStepState *state);

const IshiLessonStep *ishi_step_state_get_step (IshiStepState *state);
/* "Go board, 7 by 7" for screen readers. */
char    *ishi_step_state_describe_board (IshiStepState *state);
/* The diagram (the board renderer's model of ishi-lesson-diagram.h) with
 * the stones as they stand now, the last answer or reply marked, the lines
 * that explain a forbidden point, a wrong answer crossed out, a forbidden
 * point found marked, and the answers circled once Hint asked for them. */
IshiBoardModel *ishi_step_state_build_model (IshiStepState *state);

/* The sequence: its length, the moves played so far, and Next's move. */
guint    ishi_step_state_get_sequence_length (IshiStepState *state);
guint    ishi_step_state_get_sequence_done (IshiStepState *state);
gboolean ishi_step_state_sequence_over (IshiStepState *state);
/* Plays the next move of the sequence; FALSE (and the reason) when the
 * rules refuse it. */
gboolean ishi_step_state_play_sequence (IshiStepState *state, GError **error);

/* The task (NULL when the step has none). */
const IshiLessonTask *ishi_step_state_get_task (IshiStepState *state);
gboolean ishi_step_state_has_hint  (IshiStepState *state);
/* Is the task waiting for an answer (the sequence is over, the task not
 * solved)? */
gboolean ishi_step_state_takes_answers (IshiStepState *state);
gboolean ishi_step_state_is_solved (IshiStepState *state);
/* Judges the learner's move at (x, y) with the core's judge
 * (ishi_lesson_task_judge), from the position the task was set in (a
 * wrong answer is taken back first).  A move the rules allow is played on
 * the position, right or wrong (the capture happens); a point the rules
 * refuse is not, and *reason says why (ishi_lesson_refusal: in the words
 * of a children's lesson, or translated; free it) — for a wrong answer,
 * or for the right answer of a task that asks for a forbidden point.
 * After a right answer the opponent replies, if the task says so.  A
 * solved task takes no more answers unless it has then="stay". */
IshiTaskVerdict ishi_step_state_answer (IshiStepState *state, int x, int y,
                                        IshiLessonParagraph **reason);

/* A Renju puzzle (ishi_lesson_task_is_puzzle) is played move by move: the
 * learner plays the attack, each move judged by the core's solver
 * (ishi_lesson_puzzle_judge).  A wrong move is not played (it is crossed
 * out, and the learner tries again from the same place).  A right one is
 * played and, while the win is not yet certain, answered by the
 * defender's reply (GO_ON).  The puzzle is solved by the move that makes
 * the win certain; when that is a White four whose one defence is
 * forbidden to Black, the point is marked forbidden and *reason says why.
 * Hint's second level numbers the winning line from the position as it
 * stands on the board. */
/* The same in three parts, so that the solver runs in a worker thread and
 * the page never freezes: _prejudge answers at once when the rules refuse
 * the point or no answer is taken (returns FALSE, *verdict and *reason
 * set); otherwise (TRUE) the solver must judge: _judge_async asks it (the
 * position is copied, nothing of `state` is held; answered by
 * ishi_lesson_puzzle_judge_finish), and _apply plays what it said, as
 * ishi_step_state_answer would have. */
gboolean ishi_step_state_puzzle_prejudge (IshiStepState *state, int x, int y,
                                          IshiTaskVerdict *verdict, IshiLessonParagraph **reason);
void     ishi_step_state_puzzle_judge_async (IshiStepState *state, int x, int y,
                                             GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
IshiTaskVerdict ishi_step_state_puzzle_apply (IshiStepState *state, int x, int y,
                                              IshiLessonPuzzleVerdict verdict,
                                              IshiPoint reply, IshiPoint forbidden,
                                              IshiLessonParagraph **reason);
/* Is the step's task a Renju puzzle? */
gboolean ishi_step_state_is_puzzle (IshiStepState *state);
/* The puzzle's moves left (task->moves at the start); 0 when not a puzzle. */
int      ishi_step_state_get_moves_left (IshiStepState *state);
/* The defender's last reply in a puzzle; x < 0 when none yet. */
IshiPoint ishi_step_state_get_reply (IshiStepState *state);
/* What is said when a Renju puzzle goes on (GO_ON): the defender's reply
 * and the moves left, in the lesson's words (`*words`, when it has them;
 * NULL is returned) or else in Ishi's (returned; `*words` is NULL).  The
 * Lessons page and the tablets' page both say it. */
char    *ishi_step_state_describe_reply (IshiStepState *state, IshiLessonParagraph **words);
/* Hint: 0 nothing asked, 1 the hint text, 2 the answers marked (from the
 * core, ishi_lesson_task_answers).  Asking moves one level on (straight
 * to 2 when the task has no hint text); returns the new level. */
guint    ishi_step_state_ask_hint (IshiStepState *state);
guint    ishi_step_state_get_hint_level (IshiStepState *state);
/* Was the last answer a point with a stone on it (refused by the rules,
 * not an answer: said once, not crossed out)? */
gboolean ishi_step_state_was_occupied (IshiStepState *state);
/* Where the keyboard cursor may wait at the task's start without pointing
 * at an answer: `cursor` itself when it is not one (or when every point
 * is), else the nearest point that is not. */
IshiPoint ishi_step_state_away_from_answers (IshiStepState *state, IshiPoint cursor);

/* Try it on a board: a new free game from the position as it stands. */
IshiMatch *ishi_step_state_new_match (IshiStepState *state, GError **error);

G_END_DECLS
