/* ishi-lesson-step.c — see ishi-lesson-step.h.
 *
 * The positions come from the core (ishi_lesson_step_position: the setup,
 * the numbered moves and the sequence replayed through the rules), the
 * picture from ishi_lesson_diagram_model, the verdict on an answer from
 * ishi_lesson_task_judge and the answers shown by Hint from
 * ishi_lesson_task_answers.  What is left here is bookkeeping: the answer
 * and the reply are played with the game's IshiRules on a copy of the
 * task's position, and drawn over the diagram.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-lesson-diagram.h"
#include "ishi-lesson-step.h"
#include "ishi-lesson-words.h"
#include "ishi-ruleset.h"
#include "ishi-sgf.h"

struct _IshiStepState {
  const IshiLesson *lesson;
  const IshiLessonStep *step;
  const IshiRules *rules;
  guint sequence_done;      /* sequence moves played */
  IshiPosition *position;   /* as it stands */
  IshiPosition *task_start; /* where the task is asked; NULL before the sequence is over */
  IshiPoint last_move;      /* the answer or the reply; x < 0: none */
  IshiPoint answer;         /* the learner's stone, and the reply; x < 0: none */
  IshiPoint reply;
  GArray *segments;         /* of IshiSegment: the lines that forbid the point answered */
  gboolean solved;
  guint hint_level;         /* 0 nothing, 1 the hint text, 2 the answers marked */
  IshiPoint wrong_point;    /* the last wrong answer, crossed out; x < 0: none */
  gboolean occupied;        /* the last answer was on a stone: refused, not crossed out */
  IshiPoint forbidden_point;/* a forbidden point found as the answer, marked */
  /* A Renju puzzle: the moves played so far (attacker, defender, …) and
   * the moves of the puzzle left. */
  gboolean puzzle;
  GArray *played;           /* of IshiPoint */
  int moves_left;
};

static void
task_set (IshiStepState *state)
{
  if (state->step->task != NULL && state->sequence_done >= state->step->sequence->len
      && state->task_start == NULL)
    state->task_start = state->rules->position_copy (state->position);
}

IshiStepState *
ishi_step_state_new (const IshiLesson *lesson, guint index, GError **error)
{
  IshiStepState *state;
  IshiPosition *position;

  g_return_val_if_fail (lesson != NULL && index < lesson->steps->len, NULL);

  position = ishi_lesson_step_position (lesson, g_ptr_array_index (lesson->steps, index), 0, error);
  if (position == NULL)
    return NULL;
  state = g_new0 (IshiStepState, 1);
  state->lesson = lesson;
  state->step = g_ptr_array_index (lesson->steps, index);
  state->rules = lesson->rules;
  state->position = position;
  state->last_move = (IshiPoint) { -1, -1 };
  state->answer = state->reply = (IshiPoint) { -1, -1 };
  state->wrong_point = (IshiPoint) { -1, -1 };
  state->forbidden_point = (IshiPoint) { -1, -1 };
  state->segments = g_array_new (FALSE, FALSE, sizeof (IshiSegment));
  state->played = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  state->puzzle = ishi_lesson_task_is_puzzle (state->step->task);
  state->moves_left = state->puzzle ? state->step->task->moves : 0;
  task_set (state);
  return state;
}

void
ishi_step_state_free (IshiStepState *state)
{
  state->rules->position_free (state->position);
  if (state->task_start)
    state->rules->position_free (state->task_start);
  g_array_unref (state->segments);
  g_array_unref (state->played);
  g_free (state);
}

const IshiLessonStep *
ishi_step_state_get_step (IshiStepState *state)
{
  return state->step;
}

char *
ishi_step_state_describe_board (IshiStepState *state)
{
  int size = state->step->diagram.size;

  /* Translators: the board for screen readers: "Go board, 9 by 9" */
  return g_strdup_printf (_("%s board, %d by %d"), _(state->rules->name), size, size);
}

static GArray *get_answer_points (IshiStepState *state);

/* What the task adds: the last wrong answer crossed out, a forbidden point
 * found marked, the answers circled once Hint asked for them. */
static void
decorate (IshiStepState *state, IshiBoardModel *model)
{
  IshiBoardPoint *point;

  if (state->wrong_point.x >= 0
      && (point = ishi_board_model_get_point (model, state->wrong_point.x, state->wrong_point.y)) != NULL)
    point->mark = ISHI_BOARD_MARK_CROSS;
  if (state->forbidden_point.x >= 0
      && (point = ishi_board_model_get_point (model, state->forbidden_point.x, state->forbidden_point.y)) != NULL
      && point->stone == ISHI_EMPTY)
    point->flags |= ISHI_BOARD_FLAG_FORBIDDEN;
  if (state->hint_level >= 2 && !state->solved && state->puzzle)
    {
      /* the winning line from here, numbered on ghost stones */
      g_autoptr(GArray) line = ishi_lesson_puzzle_line (state->lesson, state->step, state->position,
                                                        state->moves_left, NULL);
      IshiColor attacker = state->step->task->to_play;

      for (guint i = 0; i < line->len; i++)
        {
          IshiPoint p = g_array_index (line, IshiPoint, i);
          g_autofree char *number = g_strdup_printf ("%u", state->played->len + i + 1);

          ishi_board_model_add_label (model, p.x, p.y, i % 2 ? ishi_color_other (attacker) : attacker, number);
        }
    }
  else if (state->hint_level >= 2 && !state->solved)
    {
      g_autoptr(GArray) answers = get_answer_points (state);

      for (guint i = 0; i < answers->len; i++)
        {
          IshiPoint p = g_array_index (answers, IshiPoint, i);

          if ((point = ishi_board_model_get_point (model, p.x, p.y)) != NULL)
            {
              point->mark = ISHI_BOARD_MARK_CIRCLE;
              point->flags |= ISHI_BOARD_FLAG_SELECTED;
            }
          /* The hint says ○ is drawn on the answers: a label there (the
           * diagram's "a") is drawn over the mark, and hid it (issue 65
           * item 17, 純碁の遊び方 step 4). */
          for (guint j = model->labels->len; j-- > 0;)
            {
              const IshiBoardLabel *label = &g_array_index (model->labels, IshiBoardLabel, j);

              if (label->point.x == p.x && label->point.y == p.y)
                g_array_remove_index (model->labels, j);
            }
        }
    }
}

/* In a numbered diagram the learner's stone goes on with the numbers (the
 * diagram's last number + 1), and the reply after it, as a game record's
 * diagram would number them. */
static void
number_answer (IshiStepState *state, IshiBoardModel *model)
{
  const IshiLessonStep *step = state->step;
  const IshiPoint played[] = { state->answer, state->reply };
  int last = 0;

  if (state->puzzle)
    {
      /* a puzzle's solution is numbered from 1, as puzzles are printed */
      for (guint i = 0; i < state->played->len; i++)
        {
          IshiPoint p = g_array_index (state->played, IshiPoint, i);
          IshiBoardPoint *point = ishi_board_model_get_point (model, p.x, p.y);

          if (point != NULL && point->stone != ISHI_EMPTY)
            point->number = i + 1;
        }
      return;
    }

  for (guint i = 0; i < step->diagram.moves->len; i++)
    last = MAX (last, ((const IshiLessonMove *) g_ptr_array_index (step->diagram.moves, i))->number);
  for (guint i = 0; i < MIN (state->sequence_done, step->sequence->len); i++)
    last = MAX (last, ((const IshiLessonMove *) g_ptr_array_index (step->sequence, i))->number);
  if (last == 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    {
      IshiBoardPoint *point;

      if (played[i].x >= 0 && (point = ishi_board_model_get_point (model, played[i].x, played[i].y)) != NULL
          && point->stone != ISHI_EMPTY)
        point->number = (guint) last + 1 + i;
    }
}

IshiBoardModel *
ishi_step_state_build_model (IshiStepState *state)
{
  const IshiRules *rules = state->rules;
  int size = state->step->diagram.size;
  IshiBoardModel *model;

  /* The diagram as the core replays it (cannot fail: the state exists, so
   * the same moves were played once already). */
  model = ishi_lesson_diagram_model (state->lesson, state->step, state->sequence_done, NULL);
  if (model == NULL)
    return ishi_board_model_new (size);

  /* A label on an empty point the learner's stone (or the reply) now
   * covers would hide the stone; a label the diagram puts on a stone
   * ("a" on the white stone in atari) stays. */
  for (guint i = model->labels->len; i-- > 0;)
    {
      IshiBoardLabel *label = &g_array_index (model->labels, IshiBoardLabel, i);

      if (ishi_board_model_peek_point (model, label->point.x, label->point.y)->stone == ISHI_EMPTY
          && rules->stone_at (state->position, label->point.x, label->point.y) != ISHI_EMPTY)
        g_array_remove_index (model->labels, i);
    }
  /* Then what the learner's answer and the reply changed: a new stone
   * carries no number, a captured one takes its number with it. */
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiBoardPoint *point = ishi_board_model_get_point (model, x, y);
        IshiColor now = rules->stone_at (state->position, x, y);

        if (point->stone != now)
          {
            point->stone = now;
            point->number = 0;
          }
      }
  number_answer (state, model);
  for (guint i = 0; i < state->segments->len; i++)
    {
      IshiSegment *segment = &g_array_index (state->segments, IshiSegment, i);

      ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT, segment->from.x, segment->from.y,
                                 segment->to.x, segment->to.y);
    }
  if (state->last_move.x >= 0
      && rules->stone_at (state->position, state->last_move.x, state->last_move.y) != ISHI_EMPTY)
    model->last_move = state->last_move;
  decorate (state, model);
  return model;
}

/* --- the sequence ---------------------------------------------------------- */

guint
ishi_step_state_get_sequence_length (IshiStepState *state)
{
  return state->step->sequence->len;
}

guint
ishi_step_state_get_sequence_done (IshiStepState *state)
{
  return state->sequence_done;
}

gboolean
ishi_step_state_sequence_over (IshiStepState *state)
{
  return state->sequence_done >= state->step->sequence->len;
}

gboolean
ishi_step_state_play_sequence (IshiStepState *state, GError **error)
{
  IshiPosition *position;

  g_return_val_if_fail (!ishi_step_state_sequence_over (state), FALSE);

  position = ishi_lesson_step_position (state->lesson, state->step, state->sequence_done + 1, error);
  if (position == NULL)
    return FALSE;
  state->rules->position_free (state->position);
  state->position = position;
  state->sequence_done++;
  task_set (state);
  return TRUE;
}

/* --- the task --------------------------------------------------------------- */

const IshiLessonTask *
ishi_step_state_get_task (IshiStepState *state)
{
  return state->step->task;
}

gboolean
ishi_step_state_has_hint (IshiStepState *state)
{
  const IshiLessonTask *task = state->step->task;

  return task != NULL && (task->hint->len > 0 || task->answers->len > 0
                          || task->condition != ISHI_LESSON_CONDITION_NONE);
}

gboolean
ishi_step_state_takes_answers (IshiStepState *state)
{
  return state->task_start != NULL && !state->solved;
}

gboolean
ishi_step_state_is_solved (IshiStepState *state)
{
  return state->solved;
}

/* Each try starts from the position the task was asked in. */
static void
reset_task (IshiStepState *state)
{
  g_array_set_size (state->segments, 0);
  state->rules->position_free (state->position);
  state->position = state->rules->position_copy (state->task_start);
  state->last_move = (IshiPoint) { -1, -1 };
  state->answer = state->reply = (IshiPoint) { -1, -1 };
  state->wrong_point = (IshiPoint) { -1, -1 };
  state->forbidden_point = (IshiPoint) { -1, -1 };
}

gboolean
ishi_step_state_is_puzzle (IshiStepState *state)
{
  return state->puzzle;
}

int
ishi_step_state_get_moves_left (IshiStepState *state)
{
  return state->moves_left;
}

IshiPoint
ishi_step_state_get_reply (IshiStepState *state)
{
  return state->reply;
}

char *
ishi_step_state_describe_reply (IshiStepState *state, IshiLessonParagraph **words)
{
  const IshiLesson *lesson = state->lesson;
  IshiPoint reply = state->reply;
  int left = state->moves_left;
  g_autofree char *name = lesson->rules->format_point (state->step->diagram.size, reply.x, reply.y);
  g_autofree char *count = g_strdup_printf ("%d", left);
  const char *args[] = { name, count, NULL };
  gboolean white = state->step->task->to_play == ISHI_BLACK;

  *words = ishi_lesson_words (lesson, white ? ISHI_LESSON_WORD_WHITE_DEFENDS : ISHI_LESSON_WORD_BLACK_DEFENDS,
                              args);
  if (*words != NULL)
    return NULL;
  if (white)
    /* Translators: a Renju puzzle goes on; %s is White's reply ("e9") */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Right. White defends at %s. Go on: %d move left.",
                                         "Right. White defends at %s. Go on: %d moves left.", left),
                            name, left);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Right. Black defends at %s. Go on: %d move left.",
                                       "Right. Black defends at %s. Go on: %d moves left.", left),
                          name, left);
}

/* Why the rules refuse (x, y), in the words of the lesson's readers
 * (ishi_lesson_refusal), the lines of a forbidden point kept to draw. */
static IshiLessonParagraph *
refusal (IshiStepState *state, int x, int y, IshiMoveStatus status)
{
  return ishi_lesson_refusal (state->lesson, state->position, x, y, status, state->segments);
}

gboolean
ishi_step_state_was_occupied (IshiStepState *state)
{
  return state->occupied;
}

static gboolean
is_in (const GArray *points, int x, int y)
{
  for (guint i = 0; i < points->len; i++)
    if (g_array_index (points, IshiPoint, i).x == x && g_array_index (points, IshiPoint, i).y == y)
      return TRUE;
  return FALSE;
}

IshiPoint
ishi_step_state_away_from_answers (IshiStepState *state, IshiPoint cursor)
{
  g_autoptr(GArray) answers = NULL;
  int size = state->step->diagram.size;
  IshiPoint best = cursor;
  int best_distance = G_MAXINT;

  if (state->step->task == NULL || state->task_start == NULL)
    return cursor;
  answers = ishi_lesson_task_answers (state->lesson, state->step, state->task_start);
  if (!is_in (answers, cursor.x, cursor.y))
    return cursor;
  /* The nearest point that is not an answer (a box on the projected
   * board gave the answer away, issue 65 item 21). */
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int distance = ABS (x - cursor.x) + ABS (y - cursor.y);

        if (distance < best_distance && !is_in (answers, x, y))
          {
            best = (IshiPoint) { x, y };
            best_distance = distance;
          }
      }
  return best;
}

/* A move of the learner in a Renju puzzle: see ishi-lesson-step.h. */
gboolean
ishi_step_state_puzzle_prejudge (IshiStepState *state, int x, int y, IshiTaskVerdict *verdict,
                                 IshiLessonParagraph **reason)
{
  const IshiRules *rules = state->rules;
  IshiMoveStatus status;

  if (reason)
    *reason = NULL;
  if (state->task_start == NULL || state->solved)
    {
      *verdict = ISHI_TASK_IGNORED;
      return FALSE;
    }
  g_array_set_size (state->segments, 0);
  state->wrong_point = (IshiPoint) { -1, -1 };
  status = rules->check (state->position, state->step->task->to_play, x, y);
  state->occupied = status == ISHI_MOVE_OCCUPIED;
  if (status != ISHI_MOVE_OK)
    {
      IshiLessonParagraph *why = refusal (state, x, y, status);

      if (reason)
        *reason = why;
      else
        ishi_lesson_paragraph_free (why);
      /* a stone keeps its number: no ✕ drawn over it */
      if (!state->occupied)
        state->wrong_point = (IshiPoint) { x, y };
      *verdict = ISHI_TASK_WRONG;
      return FALSE;
    }
  return TRUE;
}

void
ishi_step_state_puzzle_judge_async (IshiStepState *state, int x, int y, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data)
{
  ishi_lesson_puzzle_judge_async (state->lesson, state->step, state->position, state->moves_left,
                                  x, y, cancellable, callback, user_data);
}

static IshiTaskVerdict
answer_puzzle (IshiStepState *state, int x, int y, IshiLessonParagraph **reason)
{
  IshiPoint reply = { -1, -1 }, forbidden = { -1, -1 };
  IshiLessonPuzzleVerdict verdict;
  IshiTaskVerdict refused;

  if (!ishi_step_state_puzzle_prejudge (state, x, y, &refused, reason))
    return refused;
  verdict = ishi_lesson_puzzle_judge (state->lesson, state->step, state->position,
                                      state->moves_left, x, y, &reply, &forbidden);
  return ishi_step_state_puzzle_apply (state, x, y, verdict, reply, forbidden, reason);
}

IshiTaskVerdict
ishi_step_state_puzzle_apply (IshiStepState *state, int x, int y, IshiLessonPuzzleVerdict verdict,
                              IshiPoint reply, IshiPoint forbidden, IshiLessonParagraph **reason)
{
  const IshiRules *rules = state->rules;
  IshiColor attacker = state->step->task->to_play;

  if (reason)
    *reason = NULL;
  if (verdict == ISHI_LESSON_PUZZLE_WRONG)
    {
      state->wrong_point = (IshiPoint) { x, y };
      return ISHI_TASK_WRONG;
    }
  rules->play (state->position, attacker, x, y);
  state->last_move = state->answer = (IshiPoint) { x, y };
  g_array_append_val (state->played, state->answer);
  state->moves_left = MAX (state->moves_left - 1, 0);
  /* a hint was for the position before this move */
  state->hint_level = 0;
  switch (verdict)
    {
    case ISHI_LESSON_PUZZLE_GO_ON:
      if (rules->play (state->position, ishi_color_other (attacker), reply.x, reply.y) == ISHI_MOVE_OK)
        {
          state->last_move = state->reply = reply;
          g_array_append_val (state->played, reply);
          state->moves_left = MAX (state->moves_left - 1, 0);
        }
      return ISHI_TASK_GO_ON;
    case ISHI_LESSON_PUZZLE_WON_FORBIDDEN:
      /* Black would have to defend on a forbidden point: shown with its
       * lines, and said in words */
      state->forbidden_point = forbidden;
      {
        IshiLessonParagraph *why = refusal (state, forbidden.x, forbidden.y,
                                            rules->check (state->position, ISHI_BLACK,
                                                          forbidden.x, forbidden.y));

        if (reason)
          *reason = why;
        else
          ishi_lesson_paragraph_free (why);
      }
      state->solved = TRUE;
      return ISHI_TASK_RIGHT;
    case ISHI_LESSON_PUZZLE_WON:
    case ISHI_LESSON_PUZZLE_WRONG:
    default:
      state->solved = TRUE;
      return ISHI_TASK_RIGHT;
    }
}

IshiTaskVerdict
ishi_step_state_answer (IshiStepState *state, int x, int y, IshiLessonParagraph **reason)
{
  const IshiRules *rules = state->rules;
  const IshiLessonTask *task = state->step->task;
  IshiMoveStatus status;
  gboolean right;

  if (reason)
    *reason = NULL;
  if (state->puzzle)
    return answer_puzzle (state, x, y, reason);
  if (state->task_start == NULL || (state->solved && task->then != ISHI_LESSON_THEN_STAY))
    return ISHI_TASK_IGNORED;
  /* then="stay": another answer is looked for from the same position. */
  state->solved = FALSE;

  reset_task (state);
  right = ishi_lesson_task_judge (state->lesson, state->step, state->task_start, x, y);
  status = rules->check (state->position, task->to_play, x, y);
  state->occupied = status == ISHI_MOVE_OCCUPIED;
  if (status == ISHI_MOVE_OK)
    {
      rules->play (state->position, task->to_play, x, y);
      state->last_move = state->answer = (IshiPoint) { x, y };
    }
  else if (reason)
    *reason = refusal (state, x, y, status);
  if (!right)
    {
      /* A click on a stone is refused by the rules and said once; the
       * stone keeps its number, with no ✕ over it (issue 65 item 19). */
      if (!state->occupied)
        state->wrong_point = (IshiPoint) { x, y };
      return ISHI_TASK_WRONG;
    }
  state->solved = TRUE;
  if (status != ISHI_MOVE_OK)
    state->forbidden_point = (IshiPoint) { x, y };
  /* The opponent's reply, if the task has one. */
  else if (task->has_reply && task->reply.x >= 0
           && rules->play (state->position, ishi_color_other (task->to_play),
                           task->reply.x, task->reply.y) == ISHI_MOVE_OK)
    state->last_move = state->reply = task->reply;
  return ISHI_TASK_RIGHT;
}

static GArray *
get_answer_points (IshiStepState *state)
{
  if (state->task_start == NULL)
    return g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  return ishi_lesson_task_answers (state->lesson, state->step, state->task_start);
}

guint
ishi_step_state_ask_hint (IshiStepState *state)
{
  if (!ishi_step_state_takes_answers (state) || state->hint_level >= 2)
    return state->hint_level;
  state->hint_level++;
  if (state->hint_level == 1 && state->step->task->hint->len == 0)
    state->hint_level = 2;
  return state->hint_level;
}

guint
ishi_step_state_get_hint_level (IshiStepState *state)
{
  return state->hint_level;
}

/* --- try it on a board --------------------------------------------------------- */

IshiMatch *
ishi_step_state_new_match (IshiStepState *state, GError **error)
{
  const IshiRules *rules = state->rules;
  /* The lessons teach Pure Go and Renju: a free game of the same.  (Free
   * opening for Renju: the position is not an opening of the RIF list.) */
  const IshiRuleset *ruleset = ishi_ruleset_lookup (rules->plain_letters ? "renju-free" : "pure");
  int size = state->step->diagram.size;
  g_autoptr(GString) sgf = g_string_new (NULL);
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;

  if (ruleset == NULL)
    ruleset = ishi_ruleset_default (rules->id);
  g_string_append_printf (sgf, "(;GM[%d]FF[4]CA[UTF-8]SZ[%d]RU[%s]", rules->sgf_game, size, ruleset->ru);
  if (rules->has_captures)
    {
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append_printf (sgf, "KM[%s]", g_ascii_dtostr (buffer, sizeof buffer,
                                                             ishi_ruleset_komi (ruleset, 0)));
    }
  for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
    {
      gboolean any = FALSE;

      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          if (rules->stone_at (state->position, x, y) == color)
            {
              g_autofree char *point = ishi_sgf_format_point (x, y);

              if (!any)
                g_string_append (sgf, color == ISHI_BLACK ? "AB" : "AW");
              any = TRUE;
              g_string_append_printf (sgf, "[%s]", point);
            }
    }
  g_string_append_printf (sgf, "PL[%s])", rules->to_move (state->position) == ISHI_BLACK ? "B" : "W");

  collection = ishi_sgf_parse (sgf->str, sgf->len, NULL, error);
  if (collection == NULL)
    return NULL;
  game = ishi_game_new_from_collection (collection, 0, error);
  if (game == NULL)
    return NULL;
  return ishi_match_new (game);
}
