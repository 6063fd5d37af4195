/* ishi-board-territory.c — see ishi-board-territory.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ishi-board-territory.h"

/* Is the pixel on the wood (a point drawn, whichever way the board is
 * turned or cut to a region)? */
static gboolean
on_wood (const IshiBoardGeometry *g, double px, double py)
{
  double margin = g->spacing * 0.25;

  return px >= g->board_x - margin && py >= g->board_y - margin
         && px <= g->board_x + g->board_side + margin && py <= g->board_y + g->board_side + margin;
}

void
ishi_board_render_territory (cairo_t *cr, const IshiBoardModel *model,
                             const IshiBoardGeometry *geometry)
{
  int size = model->size;

  g_return_if_fail (cr != NULL && model != NULL && geometry != NULL);
  cairo_save (cr);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        const IshiBoardPoint *pt = &model->points[y * size + x];
        double v = CLAMP (pt->ownership, -1.0, 1.0), sure = fabs (v), px, py, h;
        IshiColor owner = v > 0 ? ISHI_BLACK : ISHI_WHITE;
        /* In the count a point may carry the count's own small square
         * too: the map is then a faint ground behind it, with no edge, so
         * that the count's marks read first. */
        gboolean counted = pt->territory != ISHI_EMPTY;
        double fade = counted ? 0.4 : 1.0;

        if (sure < ISHI_BOARD_TERRITORY_MIN || pt->stone == owner)
          continue;
        ishi_board_geometry_point_to_pixel (geometry, x, y, &px, &py);
        if (!on_wood (geometry, px, py))
          continue;
        /* From 0.3 of a line's spacing at the threshold to 0.9 for sure;
         * on a stone, smaller, so that the stone stays seen. */
        h = geometry->spacing * (0.15 + 0.3 * (sure - ISHI_BOARD_TERRITORY_MIN)
                                           / (1 - ISHI_BOARD_TERRITORY_MIN));
        if (pt->stone != ISHI_EMPTY)
          h *= 0.6;
        cairo_rectangle (cr, px - h, py - h, 2 * h, 2 * h);
        if (owner == ISHI_BLACK)
          cairo_set_source_rgba (cr, 0.08, 0.08, 0.1, fade * (0.25 + 0.45 * sure));
        else
          cairo_set_source_rgba (cr, 1.0, 1.0, 0.98, fade * (0.35 + 0.5 * sure));
        if (counted)
          {
            cairo_fill (cr);
            continue;
          }
        cairo_fill_preserve (cr);
        /* A thin edge, so that White's squares show on pale wood too. */
        cairo_set_line_width (cr, MAX (0.5, geometry->spacing * 0.02));
        if (owner == ISHI_BLACK)
          cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.3 * sure);
        else
          cairo_set_source_rgba (cr, 0.25, 0.22, 0.2, 0.45 * sure);
        cairo_stroke (cr);
      }
  cairo_restore (cr);
}
