/* ishi-lesson-step.h — one lesson step as the Lessons page plays it.
 *
 * The core gives a lesson as data (ishi-lesson.h) and judges an answer
 * (the checker); this is the state the page keeps while a step is on
 * screen: the position as it stands (the diagram replayed through the
 * game's IshiRules, then the sequence moves played so far, then the
 * learner's answer and the reply), and the board model drawn from it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render.h"
#include "ishi-lesson-text.h"
#include "ishi-match.h"

G_BEGIN_DECLS

/* --- a lesson ------------------------------------------------------------ */

typedef struct _IshiLessonDoc IshiLessonDoc;

const char *ishi_lesson_doc_get_id          (IshiLessonDoc *lesson);
const char *ishi_lesson_doc_get_title       (IshiLessonDoc *lesson);
const char *ishi_lesson_doc_get_description (IshiLessonDoc *lesson);
/* "go" or "renju" */
const char *ishi_lesson_doc_get_game        (IshiLessonDoc *lesson);
guint       ishi_lesson_doc_get_n_steps     (IshiLessonDoc *lesson);
/* The step's title, or NULL. */
const char *ishi_lesson_doc_get_step_title  (IshiLessonDoc *lesson, guint step);
gboolean    ishi_lesson_doc_step_has_task   (IshiLessonDoc *lesson, guint step);

/* --- the lessons found on disk ------------------------------------------- */

typedef struct _IshiLessonShelf IshiLessonShelf;

/* Every lesson of `dirs` (NULL: the installed data folder, then
 * $XDG_DATA_HOME/ishi/lessons), and every file that could not be read. */
IshiLessonShelf *ishi_lesson_shelf_load (const char *const *dirs);
void             ishi_lesson_shelf_free (IshiLessonShelf *shelf);
guint            ishi_lesson_shelf_get_n_lessons (IshiLessonShelf *shelf);
IshiLessonDoc   *ishi_lesson_shelf_get_lesson (IshiLessonShelf *shelf, guint index);
IshiLessonDoc   *ishi_lesson_shelf_lookup (IshiLessonShelf *shelf, const char *id);
guint            ishi_lesson_shelf_get_n_errors (IshiLessonShelf *shelf);
/* The message ("FILE:LINE: what is wrong") and the file's base name. */
const char      *ishi_lesson_shelf_get_error (IshiLessonShelf *shelf, guint index, char **name);

/* --- one step ------------------------------------------------------------- */

typedef enum {
  ISHI_STEP_TEXT_BODY,
  ISHI_STEP_TEXT_PROMPT,
  ISHI_STEP_TEXT_RIGHT,
  ISHI_STEP_TEXT_WRONG,
  ISHI_STEP_TEXT_HINT,
} IshiStepTextKind;

typedef enum {
  ISHI_TASK_WRONG = 0,
  ISHI_TASK_RIGHT,
} IshiTaskVerdict;

typedef struct _IshiStepState IshiStepState;

/* The step at its start: the diagram's setup and numbered moves played.
 * NULL, with the reason, when the rules refuse the diagram. */
IshiStepState *ishi_step_state_new  (IshiLessonDoc *lesson, guint step, GError **error);
void           ishi_step_state_free (IshiStepState *state);

/* Fills `text` (adds paragraphs) with one of the step's texts; nothing
 * when the step has none. */
void     ishi_step_state_fill_text (IshiStepState *state, IshiStepTextKind kind, IshiLessonText *text);
/* "Go board, 7 by 7" for screen readers. */
char    *ishi_step_state_describe_board (IshiStepState *state);
/* The diagram with the stones as they stand now. */
IshiBoardModel *ishi_step_state_build_model (IshiStepState *state);

/* The sequence. */
guint    ishi_step_state_get_sequence_length (IshiStepState *state);
gboolean ishi_step_state_play_sequence (IshiStepState *state, guint index, GError **error);
void     ishi_step_state_fill_sequence_text (IshiStepState *state, guint index, IshiLessonText *text);

/* The task. */
gboolean ishi_step_state_has_task  (IshiStepState *state);
gboolean ishi_step_state_has_hint  (IshiStepState *state);
gboolean ishi_step_state_task_stays (IshiStepState *state);   /* then="stay" */
/* Judges the learner's move at (x, y) through the checker.  A right
 * answer, and a wrong one the rules allow, is played on the position (the
 * capture happens); a point the rules refuse is not, and *reason says why
 * (translated) — for a wrong answer, or for the right answer of a task
 * that asks for a forbidden point. */
IshiTaskVerdict ishi_step_state_answer (IshiStepState *state, int x, int y, char **reason);
/* After a right answer: the opponent's reply, if the task has one. */
void     ishi_step_state_play_reply (IshiStepState *state);
/* Back to the position the task was set in. */
void     ishi_step_state_reset_task (IshiStepState *state);
/* Where the right answers are (for the second press of Hint), of IshiPoint. */
GArray  *ishi_step_state_get_answer_points (IshiStepState *state);

/* Try it on a board: a new game from the position as it stands. */
IshiMatch *ishi_step_state_new_match (IshiStepState *state, GError **error);

G_END_DECLS
