/* ishi-lesson-diagram.c — see ishi-lesson-diagram.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-lesson-diagram.h"

/* Writes the move's number on its stone if that stone is still there (a
 * later move on the same point, after a capture, writes its own). */
static void
number_move (IshiBoardModel *model, const IshiRules *rules, const IshiPosition *pos,
             const IshiLessonMove *move)
{
  IshiBoardPoint *point;

  if (move->point.x < 0)
    return;
  point = ishi_board_model_get_point (model, move->point.x, move->point.y);
  if (point != NULL && rules->stone_at (pos, move->point.x, move->point.y) == move->color)
    point->number = (guint) move->number;
}

/* Is `p` the point of one of the first `played` moves of the sequence? */
static gboolean
played_on (const IshiLessonStep *step, guint played, IshiPoint p)
{
  for (guint i = 0; i < played; i++)
    {
      const IshiLessonMove *move = g_ptr_array_index (step->sequence, i);

      if (move->point.x == p.x && move->point.y == p.y)
        return TRUE;
    }
  return FALSE;
}

static IshiBoardMark
mark_for (IshiLessonMarkShape shape)
{
  switch (shape)
    {
    case ISHI_LESSON_MARK_SQUARE: return ISHI_BOARD_MARK_SQUARE;
    case ISHI_LESSON_MARK_CIRCLE: return ISHI_BOARD_MARK_CIRCLE;
    case ISHI_LESSON_MARK_CROSS: return ISHI_BOARD_MARK_CROSS;
    case ISHI_LESSON_MARK_TRIANGLE:
    default: return ISHI_BOARD_MARK_TRIANGLE;
    }
}

IshiBoardModel *
ishi_lesson_diagram_model (const IshiLesson *lesson, const IshiLessonStep *step,
                           guint n_sequence, GError **error)
{
  const IshiRules *rules;
  const IshiLessonDiagram *d;
  IshiPosition *pos;
  IshiBoardModel *model;
  guint played;

  g_return_val_if_fail (lesson != NULL && step != NULL, NULL);

  rules = lesson->rules;
  d = &step->diagram;
  pos = ishi_lesson_step_position (lesson, step, n_sequence, error);
  if (pos == NULL)
    return NULL;
  played = MIN (n_sequence, step->sequence->len);

  model = ishi_board_model_new (d->size);
  model->coords = rules->plain_letters ? ISHI_BOARD_COORDS_RENJU : ISHI_BOARD_COORDS_WESTERN;
  model->has_region = d->has_region;
  model->region_min = d->region_min;
  model->region_max = d->region_max;
  for (int y = 0; y < d->size; y++)
    for (int x = 0; x < d->size; x++)
      ishi_board_model_set_stone (model, x, y, rules->stone_at (pos, x, y));

  for (guint i = 0; i < d->moves->len; i++)
    number_move (model, rules, pos, g_ptr_array_index (d->moves, i));
  for (guint i = 0; i < played; i++)
    number_move (model, rules, pos, g_ptr_array_index (step->sequence, i));
  if (played > 0)
    {
      const IshiLessonMove *last = g_ptr_array_index (step->sequence, played - 1);

      if (last->point.x >= 0)
        model->last_move = last->point;
    }

  for (guint i = 0; i < d->highlights->len; i++)
    {
      IshiPoint p = g_array_index (d->highlights, IshiPoint, i);
      IshiBoardPoint *point = ishi_board_model_get_point (model, p.x, p.y);

      if (point != NULL)
        point->flags |= ISHI_BOARD_FLAG_HIGHLIGHT;
    }
  for (guint i = 0; i < d->marks->len; i++)
    {
      const IshiLessonMark *mark = &g_array_index (d->marks, IshiLessonMark, i);
      IshiBoardPoint *point = ishi_board_model_get_point (model, mark->point.x, mark->point.y);

      if (point != NULL)
        point->mark = mark_for (mark->shape);
    }
  for (guint i = 0; i < d->labels->len; i++)
    {
      const IshiLessonLabel *label = &g_array_index (d->labels, IshiLessonLabel, i);

      /* A move of the sequence played on a labelled point ("White takes
       * back at a") shows its number and the last-move mark, which the
       * label was drawn over (issue 65 item 17: 純碁のルール step 9). */
      if (played_on (step, played, label->point)
          && rules->stone_at (pos, label->point.x, label->point.y) != ISHI_EMPTY)
        continue;
      ishi_board_model_add_label (model, label->point.x, label->point.y, ISHI_EMPTY, label->text);
    }
  for (guint i = 0; i < d->lines->len; i++)
    {
      const IshiLessonLine *line = &g_array_index (d->lines, IshiLessonLine, i);

      ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT,
                                 line->from.x, line->from.y, line->to.x, line->to.y);
    }
  rules->position_free (pos);
  return model;
}
