/* ishi-lesson-step.h — one lesson step as the Lessons page plays it.
 *
 * The core loads a lesson as data (ishi-lesson.h), gives the position of a
 * step and judges an answer to its task; this is the state the page keeps
 * while a step is on screen: how far the sequence has gone, the position
 * as it stands (the core's position of the step, then the learner's answer
 * and the reply, played through the game's IshiRules so the capture
 * happens and a forbidden point is refused), and the board model drawn
 * from it.  Nothing here decides a rule.
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
 * the stones as they stand now, the last answer or reply marked, and the
 * lines that explain a forbidden point. */
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
/* Judges the learner's move at (x, y) with the core's judge
 * (ishi_lesson_task_judge).  A move the rules allow is played on the
 * position, right or wrong (the capture happens); a point the rules refuse
 * is not, and *reason says why (translated) — for a wrong answer, or for
 * the right answer of a task that asks for a forbidden point. */
IshiTaskVerdict ishi_step_state_answer (IshiStepState *state, int x, int y, char **reason);
/* After a right answer: the opponent's reply, if the task has one. */
void     ishi_step_state_play_reply (IshiStepState *state);
/* Back to the position the task was set in. */
void     ishi_step_state_reset_task (IshiStepState *state);
/* Where the right answers are (for the second press of Hint), of
 * IshiPoint, from the core (ishi_lesson_task_answers). */
GArray  *ishi_step_state_get_answer_points (IshiStepState *state);

/* Try it on a board: a new free game from the position as it stands. */
IshiMatch *ishi_step_state_new_match (IshiStepState *state, GError **error);

G_END_DECLS
