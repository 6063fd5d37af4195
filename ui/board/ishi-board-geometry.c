/* ishi-board-geometry.c — where the board stands in its drawing area: the
 * margin each kind of coordinates wants, the spacing of the lines, a
 * point's pixel and the point under a pixel (for clicks), on the whole
 * board or the part of it a diagram shows, in any of its orientations.
 * The renderer (ishi-board-render.c) draws at these places.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-render"

#include "config.h"

#include <math.h>

#include "ishi-board-render-private.h"

/* --- geometry --------------------------------------------------------------- */

double
ishi_board_margin_for (IshiBoardCoords coords)
{
  switch (coords)
    {
    case ISHI_BOARD_COORDS_WESTERN:
    case ISHI_BOARD_COORDS_RENJU:
      return MARGIN_WESTERN;
    case ISHI_BOARD_COORDS_JAPANESE:
      return MARGIN_JAPANESE;
    case ISHI_BOARD_COORDS_NONE:
    default:
      return MARGIN_PLAIN;
    }
}

static void
geometry_init_span (IshiBoardGeometry *geometry,
                    double width, double height,
                    int size, IshiBoardCoords coords,
                    int first_x, int first_y, int last_x, int last_y)
{
  double side, spacing, extent, extent_y, offset;
  int span;

  side = MAX (0.0, MIN (width, height));
  geometry->size = size;
  geometry->first_x = first_x;
  geometry->first_y = first_y;
  geometry->last_x = last_x;
  geometry->last_y = last_y;
  geometry->coords = coords;
  geometry->orientation = ISHI_BOARD_ORIENTATION_NORMAL;
  geometry->board_side = side;
  geometry->board_x = (width - side) / 2.0;
  geometry->board_y = (height - side) / 2.0;

  /* A region is drawn as large as the square allows; its shorter side is
   * centred. */
  span = MAX (last_x - first_x, last_y - first_y) + 1;
  spacing = side / (span - 1 + 2.0 * ishi_board_margin_for (coords));

  if (spacing >= 6.0)
    {
      /* Whole-pixel spacing and a line width of whole pixels, with lines
       * centred on pixel centres when they are an odd number of pixels
       * wide: the grid is then drawn crisp instead of smeared over two
       * rows of pixels.  What is lost is less than one pixel per line,
       * given back to the margin. */
      spacing = floor (spacing);
      geometry->line_width = MAX (1.0, round (spacing / 32.0));
      extent = spacing * (last_x - first_x);
      extent_y = spacing * (last_y - first_y);
      offset = ((int) geometry->line_width % 2 == 1) ? 0.5 : 0.0;
      geometry->origin_x = round (geometry->board_x + (side - extent) / 2.0 - offset) + offset;
      geometry->origin_y = round (geometry->board_y + (side - extent_y) / 2.0 - offset) + offset;
    }
  else
    {
      geometry->line_width = MAX (0.25, spacing / 25.0);
      extent = spacing * (last_x - first_x);
      extent_y = spacing * (last_y - first_y);
      geometry->origin_x = geometry->board_x + (side - extent) / 2.0;
      geometry->origin_y = geometry->board_y + (side - extent_y) / 2.0;
    }
  geometry->spacing = spacing;
}

void
ishi_board_geometry_init (IshiBoardGeometry *geometry,
                          double width, double height,
                          int size, IshiBoardCoords coords)
{
  g_return_if_fail (geometry != NULL);
  g_return_if_fail (size >= ISHI_BOARD_MIN_SIZE);

  geometry_init_span (geometry, width, height, size, coords, 0, 0, size - 1, size - 1);
}

void
ishi_board_geometry_init_for_model (IshiBoardGeometry *geometry,
                                    double width, double height,
                                    const IshiBoardModel *model)
{
  IshiBoardOrientation orientation;
  int x1, y1, x2, y2;

  g_return_if_fail (geometry != NULL);
  g_return_if_fail (model != NULL && model->size >= ISHI_BOARD_MIN_SIZE);

  orientation = model->orientation;
  if ((guint) orientation >= ISHI_BOARD_N_ORIENTATIONS)
    orientation = ISHI_BOARD_ORIENTATION_NORMAL;
  if (model->has_region
      && ishi_board_model_contains (model, model->region_min.x, model->region_min.y)
      && ishi_board_model_contains (model, model->region_max.x, model->region_max.y)
      && model->region_min.x < model->region_max.x && model->region_min.y < model->region_max.y)
    {
      /* The region's corners where the picture has them: a turned
       * rectangle is still a rectangle, between other corners. */
      ishi_board_orientation_to_view (orientation, model->size,
                                      model->region_min.x, model->region_min.y, &x1, &y1);
      ishi_board_orientation_to_view (orientation, model->size,
                                      model->region_max.x, model->region_max.y, &x2, &y2);
      geometry_init_span (geometry, width, height, model->size, model->coords,
                          MIN (x1, x2), MIN (y1, y2), MAX (x1, x2), MAX (y1, y2));
    }
  else
    geometry_init_span (geometry, width, height, model->size, model->coords,
                        0, 0, model->size - 1, model->size - 1);
  geometry->orientation = orientation;
}

void
ishi_board_geometry_point_to_pixel (const IshiBoardGeometry *geometry,
                                    int x, int y, double *px, double *py)
{
  int vx, vy;

  g_return_if_fail (geometry != NULL);

  ishi_board_orientation_to_view (geometry->orientation, geometry->size, x, y, &vx, &vy);
  if (px != NULL)
    *px = geometry->origin_x + (vx - geometry->first_x) * geometry->spacing;
  if (py != NULL)
    *py = geometry->origin_y + (vy - geometry->first_y) * geometry->spacing;
}

gboolean
ishi_board_geometry_shows (const IshiBoardGeometry *geometry, int x, int y)
{
  int vx, vy;

  g_return_val_if_fail (geometry != NULL, FALSE);

  ishi_board_orientation_to_view (geometry->orientation, geometry->size, x, y, &vx, &vy);
  return vx >= geometry->first_x && vx <= geometry->last_x
         && vy >= geometry->first_y && vy <= geometry->last_y;
}

static gboolean
pixel_to_line (const IshiBoardGeometry *geometry, double pixel, double origin,
               int first, int last, int *line)
{
  double f = (pixel - origin) / geometry->spacing;

  /* Half a spacing around each line belongs to it; past the outer lines
   * the same half spacing and no more. */
  if (!(f >= -0.5 && f < last - first + 0.5))
    return FALSE;
  *line = (int) floor (f + 0.5);
  *line = first + CLAMP (*line, 0, last - first);
  return TRUE;
}

gboolean
ishi_board_geometry_pixel_to_point (const IshiBoardGeometry *geometry,
                                    double px, double py, int *x, int *y)
{
  int lx, ly;

  g_return_val_if_fail (geometry != NULL, FALSE);

  if (geometry->spacing <= 0.0)
    return FALSE;
  if (!pixel_to_line (geometry, px, geometry->origin_x, geometry->first_x, geometry->last_x, &lx)
      || !pixel_to_line (geometry, py, geometry->origin_y, geometry->first_y, geometry->last_y, &ly))
    return FALSE;
  ishi_board_orientation_from_view (geometry->orientation, geometry->size, lx, ly, &lx, &ly);
  if (x != NULL)
    *x = lx;
  if (y != NULL)
    *y = ly;
  return TRUE;
}

void
ishi_board_geometry_nearest_point (const IshiBoardGeometry *geometry,
                                   double px, double py, int *x, int *y)
{
  int vx = geometry->first_x, vy = geometry->first_y;

  g_return_if_fail (geometry != NULL);

  if (geometry->spacing > 0.0)
    {
      vx = CLAMP ((int) floor ((px - geometry->origin_x) / geometry->spacing + 0.5) + geometry->first_x,
                  geometry->first_x, geometry->last_x);
      vy = CLAMP ((int) floor ((py - geometry->origin_y) / geometry->spacing + 0.5) + geometry->first_y,
                  geometry->first_y, geometry->last_y);
    }
  ishi_board_orientation_from_view (geometry->orientation, geometry->size, vx, vy, x, y);
}
