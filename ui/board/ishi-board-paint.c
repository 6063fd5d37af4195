/* ishi-board-paint.c — what every part of the board's picture paints
 * with (ishi-board-render.c the wood's lines and the stones,
 * ishi-board-markup.c what lies over them, ishi-board-coords.c the names
 * along the edges): the inks they share, the wood, and text fitted into
 * its place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-render"

#include "config.h"

#include <cairo.h>

#include "ishi-board-paint.h"

typedef IshiRgba Rgba;
typedef IshiBoardPainter Painter;

const Rgba ishi_board_ink_black = { 0.05, 0.05, 0.05, 1.0 };
const Rgba ishi_board_accent = { 0.21, 0.52, 0.89, 1.0 };     /* the GNOME blue */
static const Rgba coord_ink = { 0.24, 0.16, 0.07, 1.0 };

const Rgba *
ishi_board_coord_color (const Painter *p)
{
  return p->model->mono ? &ishi_board_ink_black : &coord_ink;
}

/* A small integer hash: the grain of the wood must look irregular but come
 * out the same on every draw, so it may not use a random generator. */
static double
grain_noise (guint i, guint salt)
{
  guint32 h = (i + 1) * 2654435761u ^ (salt * 40503u);

  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  return (h & 0xffff) / 65535.0;
}

/* Paints the wood over the whole board square; callers clip. */
void
ishi_board_paint_wood (const Painter *p)
{
  cairo_t *cr = p->cr;
  const IshiBoardGeometry *g = &p->geometry;
  double x0 = g->board_x, y0 = g->board_y, side = g->board_side;
  cairo_pattern_t *pattern;
  guint n_grains;

  if (p->model->mono)
    {
      cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
      cairo_rectangle (cr, x0, y0, side, side);
      cairo_fill (cr);
      return;
    }

  /* Kaya: a warm yellow, a little lighter towards the top left, where the
   * light comes from. */
  pattern = cairo_pattern_create_linear (x0, y0, x0 + side, y0 + side);
  cairo_pattern_add_color_stop_rgb (pattern, 0.0, 0.914, 0.765, 0.478);
  cairo_pattern_add_color_stop_rgb (pattern, 0.55, 0.878, 0.714, 0.420);
  cairo_pattern_add_color_stop_rgb (pattern, 1.0, 0.839, 0.667, 0.373);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, x0, y0, side, side);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);

  /* Straight grain running top to bottom: faint, gently wavering lines of
   * uneven spacing and strength. */
  n_grains = 46;
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (guint i = 0; i < n_grains; i++)
    {
      double x = x0 + side * (i + grain_noise (i, 1)) / n_grains;
      double wave = side * 0.006 * (0.5 + grain_noise (i, 2));
      double shift = side * 0.01 * (grain_noise (i, 3) - 0.5);
      double alpha = 0.025 + 0.06 * grain_noise (i, 4);

      cairo_set_source_rgba (cr, 0.45, 0.26, 0.06, alpha);
      cairo_set_line_width (cr, side * (0.0012 + 0.0035 * grain_noise (i, 5)));
      cairo_move_to (cr, x, y0);
      cairo_curve_to (cr,
                      x + wave, y0 + side * 0.33,
                      x - wave + shift, y0 + side * 0.66,
                      x + shift, y0 + side);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
prepare_text (Painter *p, const char *text, const char *family, double size,
              PangoWeight weight)
{
  PangoFontDescription *desc = pango_font_description_new ();

  pango_font_description_set_family (desc, family);
  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_layout_set_font_description (p->layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (p->layout, text, -1);
}

void
ishi_board_draw_text (Painter *p, double cx, double cy, const char *text,
                      const char *family, double size, PangoWeight weight,
                      double max_width, const char *v_reference, const Rgba *color)
{
  cairo_t *cr = p->cr;
  PangoRectangle ink, v_ink;
  double width, x_scale = 1.0, ink_cx, ink_cy;

  if (text == NULL || *text == '\0' || size <= 0.0)
    return;

  prepare_text (p, text, family, size, weight);
  pango_layout_get_extents (p->layout, &ink, NULL);
  width = (double) ink.width / PANGO_SCALE;
  if (width > max_width && width > 0.0)
    {
      x_scale = MAX (0.7, max_width / width);
      if (width * x_scale > max_width)
        {
          size *= max_width / (width * x_scale);
          prepare_text (p, text, family, size, weight);
          pango_layout_get_extents (p->layout, &ink, NULL);
        }
    }

  if (v_reference != NULL)
    {
      pango_layout_set_text (p->layout, v_reference, -1);
      pango_layout_get_extents (p->layout, &v_ink, NULL);
      pango_layout_set_text (p->layout, text, -1);
    }
  else
    v_ink = ink;

  ink_cx = (ink.x + ink.width / 2.0) / PANGO_SCALE;
  ink_cy = (v_ink.y + v_ink.height / 2.0) / PANGO_SCALE;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, x_scale, 1.0);
  cairo_move_to (cr, -ink_cx, -ink_cy);
  ishi_board_set_rgba (cr, color);
  pango_cairo_show_layout (cr, p->layout);
  cairo_restore (cr);
}
