/* ishi-export.c — see ishi-export.h.  SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "ishi-export"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-export.h"
#include "ishi-game-model.h"

void
ishi_export_options_init (IshiExportOptions *options)
{
  memset (options, 0, sizeof *options);
  options->markup = TRUE;
  options->coordinates = TRUE;
  options->size = 800;
}

gboolean
ishi_board_model_fit_stones (IshiBoardModel *model)
{
  int size = model->size;
  int min_x = size, min_y = size, max_x = -1, max_y = -1;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        const IshiBoardPoint *p = &model->points[y * size + x];

        if (p->stone == ISHI_EMPTY && p->mark == ISHI_BOARD_MARK_NONE)
          continue;
        min_x = MIN (min_x, x);
        min_y = MIN (min_y, y);
        max_x = MAX (max_x, x);
        max_y = MAX (max_y, y);
      }
  for (guint i = 0; i < model->labels->len; i++)
    {
      const IshiBoardLabel *label = &g_array_index (model->labels, IshiBoardLabel, i);

      min_x = MIN (min_x, label->point.x);
      min_y = MIN (min_y, label->point.y);
      max_x = MAX (max_x, label->point.x);
      max_y = MAX (max_y, label->point.y);
    }
  if (max_x < 0)
    return FALSE;
  min_x = MAX (0, min_x - 1);
  min_y = MAX (0, min_y - 1);
  max_x = MIN (size - 1, max_x + 1);
  max_y = MIN (size - 1, max_y + 1);
  if (min_x <= 3)
    min_x = 0;
  if (min_y <= 3)
    min_y = 0;
  if (max_x >= size - 4)
    max_x = size - 1;
  if (max_y >= size - 4)
    max_y = size - 1;
  model->has_region = min_x > 0 || min_y > 0 || max_x < size - 1 || max_y < size - 1;
  model->region_min = (IshiPoint) { min_x, min_y };
  model->region_max = (IshiPoint) { max_x, max_y };
  return TRUE;
}

IshiBoardModel *
ishi_export_model (IshiGame *game, const IshiExportOptions *options)
{
  IshiGameModelFlags flags = ISHI_GAME_MODEL_OUTCOME;
  IshiBoardModel *model;
  gboolean renju;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  renju = g_strcmp0 (ishi_game_get_rules (game)->id, "renju") == 0;
  if (options->markup)
    flags |= ISHI_GAME_MODEL_MARKUP;
  if (options->numbers_from > 0)
    flags |= ISHI_GAME_MODEL_MOVE_NUMBERS;
  model = ishi_board_model_new_for_game (game, flags);
  for (int i = 0; i < model->size * model->size; i++)
    if (model->points[i].number < options->numbers_from)
      model->points[i].number = 0;
  model->coords = !options->coordinates ? ISHI_BOARD_COORDS_NONE
                  : renju ? ISHI_BOARD_COORDS_RENJU : ISHI_BOARD_COORDS_WESTERN;
  model->mono = options->mono;
  if (options->area == ISHI_EXPORT_CORNER)
    ishi_board_model_fit_stones (model);
  else if (options->area == ISHI_EXPORT_RECTANGLE
           && ishi_board_model_contains (model, options->region_min.x, options->region_min.y)
           && ishi_board_model_contains (model, options->region_max.x, options->region_max.y))
    {
      model->has_region = TRUE;
      model->region_min.x = MIN (options->region_min.x, options->region_max.x);
      model->region_min.y = MIN (options->region_min.y, options->region_max.y);
      model->region_max.x = MAX (options->region_min.x, options->region_max.x);
      model->region_max.y = MAX (options->region_min.y, options->region_max.y);
    }
  return model;
}

gboolean
ishi_export_to_file (IshiGame *game, const IshiExportOptions *options, const char *path,
                     GError **error)
{
  g_autoptr(IshiBoardModel) model = ishi_export_model (game, options);

  return ishi_board_render_to_file (model, path, options->size, error);
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
ishi_export_png (IshiGame *game, const IshiExportOptions *options, GError **error)
{
  g_autoptr(IshiBoardModel) model = ishi_export_model (game, options);
  int size = CLAMP (options->size, 16, 16384);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  GByteArray *bytes = g_byte_array_new ();
  cairo_status_t status;

  ishi_board_render (cr, size, size, model);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_byte_array_unref (bytes);
      g_set_error (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FAILED,
                   "%s", cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (bytes);
}
