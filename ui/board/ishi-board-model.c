/* ishi-board-model.c — what a board picture shows, before any drawing: the
 * stones and each point's markup, the labels, the lines and arrows, the
 * marked points (last move, hover stone, keyboard cursor) and the options of
 * the picture; and where a board of each size has its star points.  The
 * renderer (ishi-board-render.c) draws it; the window, the figures and the
 * handouts fill it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-render"

#include "config.h"

#include <string.h>

#include "ishi-board-render.h"

static void
clear_label (gpointer data)
{
  IshiBoardLabel *label = data;

  g_clear_pointer (&label->text, g_free);
}

static void
model_reset_marked_points (IshiBoardModel *model)
{
  model->last_move.x = model->last_move.y = -1;
  model->ghost.x = model->ghost.y = -1;
  model->ghost_color = ISHI_EMPTY;
  model->cursor.x = model->cursor.y = -1;
}

IshiBoardModel *
ishi_board_model_new (int size)
{
  IshiBoardModel *model;

  g_return_val_if_fail (size >= ISHI_BOARD_MIN_SIZE && size <= ISHI_BOARD_MAX_SIZE, NULL);

  model = g_new0 (IshiBoardModel, 1);
  model->size = size;
  model->points = g_new0 (IshiBoardPoint, (gsize) size * size);
  model->labels = g_array_new (FALSE, TRUE, sizeof (IshiBoardLabel));
  g_array_set_clear_func (model->labels, clear_label);
  model->lines = g_array_new (FALSE, TRUE, sizeof (IshiBoardLine));
  model_reset_marked_points (model);
  return model;
}

IshiBoardModel *
ishi_board_model_copy (const IshiBoardModel *model)
{
  IshiBoardModel *copy;

  g_return_val_if_fail (model != NULL, NULL);

  copy = ishi_board_model_new (model->size);
  memcpy (copy->points, model->points, sizeof (IshiBoardPoint) * model->size * model->size);
  for (guint i = 0; i < model->labels->len; i++)
    {
      const IshiBoardLabel *label = &g_array_index (model->labels, IshiBoardLabel, i);

      ishi_board_model_add_label (copy, label->point.x, label->point.y,
                                  label->color, label->text);
    }
  g_array_append_vals (copy->lines, model->lines->data, model->lines->len);
  copy->last_move = model->last_move;
  copy->ghost = model->ghost;
  copy->ghost_color = model->ghost_color;
  copy->cursor = model->cursor;
  copy->coords = model->coords;
  copy->orientation = model->orientation;
  copy->dimmed = model->dimmed;
  copy->bold_marks = model->bold_marks;
  copy->bold_last_move = model->bold_last_move;
  copy->has_region = model->has_region;
  copy->region_min = model->region_min;
  copy->region_max = model->region_max;
  copy->mono = model->mono;
  return copy;
}

void
ishi_board_model_free (IshiBoardModel *model)
{
  if (model == NULL)
    return;
  g_free (model->points);
  g_array_unref (model->labels);
  g_array_unref (model->lines);
  g_free (model);
}

G_DEFINE_BOXED_TYPE (IshiBoardModel, ishi_board_model,
                     ishi_board_model_copy, ishi_board_model_free)

void
ishi_board_model_clear (IshiBoardModel *model)
{
  g_return_if_fail (model != NULL);

  memset (model->points, 0, sizeof (IshiBoardPoint) * model->size * model->size);
  g_array_set_size (model->labels, 0);
  g_array_set_size (model->lines, 0);
  model_reset_marked_points (model);
  model->dimmed = FALSE;
}

gboolean
ishi_board_model_contains (const IshiBoardModel *model, int x, int y)
{
  g_return_val_if_fail (model != NULL, FALSE);
  return x >= 0 && y >= 0 && x < model->size && y < model->size;
}

IshiBoardPoint *
ishi_board_model_get_point (IshiBoardModel *model, int x, int y)
{
  if (!ishi_board_model_contains (model, x, y))
    return NULL;
  return &model->points[y * model->size + x];
}

const IshiBoardPoint *
ishi_board_model_peek_point (const IshiBoardModel *model, int x, int y)
{
  if (!ishi_board_model_contains (model, x, y))
    return NULL;
  return &model->points[y * model->size + x];
}

void
ishi_board_model_set_stone (IshiBoardModel *model, int x, int y, IshiColor color)
{
  IshiBoardPoint *point = ishi_board_model_get_point (model, x, y);

  if (point != NULL)
    point->stone = color;
}

void
ishi_board_model_add_label (IshiBoardModel *model, int x, int y,
                            IshiColor color, const char *text)
{
  IshiBoardLabel label;

  g_return_if_fail (model != NULL);
  g_return_if_fail (text != NULL);

  if (!ishi_board_model_contains (model, x, y))
    return;
  label.point.x = x;
  label.point.y = y;
  label.color = color;
  label.text = g_strdup (text);
  g_array_append_val (model->labels, label);
}

void
ishi_board_model_add_line (IshiBoardModel *model, IshiBoardLineKind kind,
                           int from_x, int from_y, int to_x, int to_y)
{
  IshiBoardLine line;

  g_return_if_fail (model != NULL);

  if (!ishi_board_model_contains (model, from_x, from_y)
      || !ishi_board_model_contains (model, to_x, to_y))
    return;
  line.kind = kind;
  line.from.x = from_x;
  line.from.y = from_y;
  line.to.x = to_x;
  line.to.y = to_y;
  g_array_append_val (model->lines, line);
}

static void
append_point (GArray *points, int x, int y)
{
  IshiPoint p = { x, y };

  g_array_append_val (points, p);
}

void
ishi_board_star_points (int size, GArray *points)
{
  int d, far, mid;
  gboolean odd = size % 2 == 1;

  g_return_if_fail (points != NULL);

  /* Corner stars sit on the 4-4 points of big boards and the 3-3 points of
   * small ones (9x9); below 8x8 a board keeps only its centre. */
  if (size >= 12)
    d = 3;
  else if (size >= 8)
    d = 2;
  else
    d = -1;
  far = size - 1 - d;
  mid = size / 2;

  if (d >= 0)
    {
      append_point (points, d, d);
      append_point (points, far, d);
      append_point (points, d, far);
      append_point (points, far, far);
    }
  /* Side stars on odd boards from 13x13 up — except 15x15, which is drawn
   * as a Renju board: its five marks are the centre and the 4-4 points. */
  if (odd && size >= 13 && size != 15)
    {
      append_point (points, mid, d);
      append_point (points, d, mid);
      append_point (points, far, mid);
      append_point (points, mid, far);
    }
  if (odd && size >= 5)
    append_point (points, mid, mid);
}
