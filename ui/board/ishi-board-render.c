/* ishi-board-render.c — draws an IshiBoardModel with cairo and pango: the
 * grid, the stones (shadows, dead ones faded, the hover and variation
 * stones translucent) and the cursor.  The wood, the inks and the text
 * are painted by ishi-board-paint.c, what lies over the stones (marks,
 * labels, lines, numbers, overlays) by ishi-board-markup.c and the names
 * along the edges by ishi-board-coords.c; ishi_board_render(), at the
 * end, draws it all in its order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-render"

#include "config.h"

#include <cairo.h>

#include "ishi-board-markup.h"
#include "ishi-board-paint.h"
#include "ishi-board-territory.h"

/* --- drawing helpers ----------------------------------------------------- */

typedef IshiRgba Rgba;
typedef IshiBoardPainter Painter;

static const Rgba grid_ink = { 0.09, 0.07, 0.04, 1.0 };

static void
rounded_rectangle (cairo_t *cr, double x, double y, double w, double h, double radius)
{
  radius = MIN (radius, MIN (w, h) / 2.0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* --- the board ---------------------------------------------------------- */

/* The pixel of a view point (the picture's column and row, not the
 * record's): the grid is drawn in the picture's lines. */
static void
view_center (const Painter *p, int vx, int vy, double *cx, double *cy)
{
  const IshiBoardGeometry *g = &p->geometry;

  *cx = g->origin_x + (vx - g->first_x) * g->spacing;
  *cy = g->origin_y + (vy - g->first_y) * g->spacing;
}

/* A region (a corner or an edge of a larger board): the lines inside it;
 * where it touches the board's edge the heavy edge line, elsewhere the
 * lines run on past the last point, into the margin, to say that the board
 * goes on. */
static void
draw_region_grid (Painter *p)
{
  cairo_t *cr = p->cr;
  const IshiBoardGeometry *g = &p->geometry;
  double lw = g->line_width;
  /* Far enough to show that the board goes on, and short of the
   * coordinates, which start about 0.75 of a spacing past the last point
   * (draw_coordinates): a longer line ran into the labels. */
  double run = g->spacing * 0.55;
  double left, right, top, bottom;
  double star_radius = MAX (lw * 1.6, g->spacing * 0.095);
  gboolean edge_left = g->first_x == 0, edge_right = g->last_x == g->size - 1;
  gboolean edge_top = g->first_y == 0, edge_bottom = g->last_y == g->size - 1;
  g_autoptr(GArray) stars = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  view_center (p, g->first_x, g->first_y, &left, &top);
  view_center (p, g->last_x, g->last_y, &right, &bottom);

  ishi_board_set_rgba (cr, &grid_ink);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int x = g->first_x; x <= g->last_x; x++)
    {
      double cx, cy;

      if ((x == 0) || (x == g->size - 1))
        continue;   /* an edge line: below */
      view_center (p, x, g->first_y, &cx, &cy);
      cairo_move_to (cr, cx, edge_top ? top : top - run);
      cairo_line_to (cr, cx, edge_bottom ? bottom : bottom + run);
    }
  for (int y = g->first_y; y <= g->last_y; y++)
    {
      double cx, cy;

      if ((y == 0) || (y == g->size - 1))
        continue;
      view_center (p, g->first_x, y, &cx, &cy);
      cairo_move_to (cr, edge_left ? left : left - run, cy);
      cairo_line_to (cr, edge_right ? right : right + run, cy);
    }
  cairo_stroke (cr);

  /* The board's edges, heavier, as for the whole board. */
  cairo_set_line_width (cr, lw * 2);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  if (edge_left)
    {
      cairo_move_to (cr, left - lw / 2, edge_top ? top - lw / 2 : top - run);
      cairo_line_to (cr, left - lw / 2, edge_bottom ? bottom + lw / 2 : bottom + run);
    }
  if (edge_right)
    {
      cairo_move_to (cr, right + lw / 2, edge_top ? top - lw / 2 : top - run);
      cairo_line_to (cr, right + lw / 2, edge_bottom ? bottom + lw / 2 : bottom + run);
    }
  if (edge_top)
    {
      cairo_move_to (cr, edge_left ? left - lw / 2 : left - run, top - lw / 2);
      cairo_line_to (cr, edge_right ? right + lw / 2 : right + run, top - lw / 2);
    }
  if (edge_bottom)
    {
      cairo_move_to (cr, edge_left ? left - lw / 2 : left - run, bottom + lw / 2);
      cairo_line_to (cr, edge_right ? right + lw / 2 : right + run, bottom + lw / 2);
    }
  cairo_stroke (cr);

  ishi_board_star_points (g->size, stars);
  for (guint i = 0; i < stars->len; i++)
    {
      const IshiPoint *s = &g_array_index (stars, IshiPoint, i);
      double cx, cy;

      if (!ishi_board_shows_point (p, s->x, s->y))
        continue;
      ishi_board_point_center (p, s->x, s->y, &cx, &cy);
      cairo_arc (cr, cx, cy, star_radius, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
draw_grid (Painter *p)
{
  cairo_t *cr = p->cr;
  const IshiBoardGeometry *g = &p->geometry;
  double lw = g->line_width;
  double x0 = g->origin_x, y0 = g->origin_y;
  double extent = g->spacing * (g->size - 1);
  double star_radius = MAX (lw * 1.6, g->spacing * 0.095);
  g_autoptr(GArray) stars = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  ishi_board_set_rgba (cr, &grid_ink);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (int i = 1; i < g->size - 1; i++)
    {
      double at = i * g->spacing;

      cairo_move_to (cr, x0 + at, y0);
      cairo_line_to (cr, x0 + at, y0 + extent);
      cairo_move_to (cr, x0, y0 + at);
      cairo_line_to (cr, x0 + extent, y0 + at);
    }
  cairo_stroke (cr);

  /* The edge is drawn heavier, as on a real board: a frame that covers the
   * outer lines and grows outwards only, so the outer intersections stay
   * exactly where the geometry says and the frame stays on whole pixels. */
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_rectangle (cr, x0 - lw * 1.5, y0 - lw * 1.5, extent + lw * 3, extent + lw * 3);
  cairo_rectangle (cr, x0 + lw / 2, y0 + lw / 2, extent - lw, extent - lw);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);

  ishi_board_star_points (g->size, stars);
  for (guint i = 0; i < stars->len; i++)
    {
      const IshiPoint *s = &g_array_index (stars, IshiPoint, i);
      double cx, cy;

      ishi_board_point_center (p, s->x, s->y, &cx, &cy);
      cairo_arc (cr, cx, cy, star_radius, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
make_patterns (Painter *p)
{
  double r = p->radius;

  if (p->model->mono)
    {
      /* Flat ink: a photocopier turns gradients into noise. */
      p->black_stone = cairo_pattern_create_rgb (0.0, 0.0, 0.0);
      p->white_stone = cairo_pattern_create_rgb (1.0, 1.0, 1.0);
      p->shadow = cairo_pattern_create_rgba (0.0, 0.0, 0.0, 0.0);
      return;
    }

  /* Gradients in a stone's own coordinates (centre at 0, 0); each stone is
   * drawn after a translate, so one pattern serves them all.  The light
   * comes from the top left. */
  p->black_stone = cairo_pattern_create_radial (-0.33 * r, -0.38 * r, 0.05 * r,
                                                0, 0, r);
  cairo_pattern_add_color_stop_rgb (p->black_stone, 0.0, 0.36, 0.36, 0.37);
  cairo_pattern_add_color_stop_rgb (p->black_stone, 0.45, 0.14, 0.14, 0.15);
  cairo_pattern_add_color_stop_rgb (p->black_stone, 1.0, 0.03, 0.03, 0.04);

  p->white_stone = cairo_pattern_create_radial (-0.33 * r, -0.38 * r, 0.05 * r,
                                                0, 0, r);
  cairo_pattern_add_color_stop_rgb (p->white_stone, 0.0, 1.0, 1.0, 1.0);
  cairo_pattern_add_color_stop_rgb (p->white_stone, 0.55, 0.94, 0.93, 0.90);
  cairo_pattern_add_color_stop_rgb (p->white_stone, 1.0, 0.78, 0.77, 0.72);

  /* A soft shadow below and to the right of the stone. */
  p->shadow = cairo_pattern_create_radial (0, 0, 0.8 * r, 0, 0, 1.12 * r);
  cairo_pattern_add_color_stop_rgba (p->shadow, 0.0, 0.1, 0.05, 0.0, 0.38);
  cairo_pattern_add_color_stop_rgba (p->shadow, 1.0, 0.1, 0.05, 0.0, 0.0);
}

static void
draw_shadow (Painter *p, double cx, double cy)
{
  cairo_t *cr = p->cr;

  cairo_save (cr);
  cairo_translate (cr, cx + 0.07 * p->radius, cy + 0.10 * p->radius);
  cairo_set_source (cr, p->shadow);
  cairo_arc (cr, 0, 0, 1.12 * p->radius, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_stone (Painter *p, double cx, double cy, IshiColor color, double alpha)
{
  cairo_t *cr = p->cr;
  double r = p->radius;

  if (color != ISHI_BLACK && color != ISHI_WHITE)
    return;
  if (alpha < 1.0)
    cairo_push_group (cr);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  /* Text leaves a current point behind; an arc would join it with a line. */
  cairo_new_path (cr);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_set_source (cr, color == ISHI_BLACK ? p->black_stone : p->white_stone);
  if (color == ISHI_WHITE)
    {
      /* A fine rim keeps a white stone distinct from light wood; on
       * paper the rim is the stone's whole outline, in black. */
      cairo_fill_preserve (cr);
      if (p->model->mono)
        {
          cairo_set_source_rgb (cr, 0.0, 0.0, 0.0);
          cairo_set_line_width (cr, MAX (0.7, r * 0.08));
        }
      else
        {
          cairo_set_source_rgba (cr, 0.35, 0.30, 0.22, 0.55);
          cairo_set_line_width (cr, MAX (0.5, r * 0.04));
        }
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
  cairo_restore (cr);

  if (alpha < 1.0)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
}

static void
draw_cursor (Painter *p, double cx, double cy)
{
  cairo_t *cr = p->cr;
  double half = p->geometry.spacing * 0.5;
  double width = MAX (2.0, p->geometry.spacing * 0.08);

  cairo_save (cr);
  rounded_rectangle (cr, cx - half + width / 2, cy - half + width / 2,
                     2 * half - width, 2 * half - width, half * 0.3);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.75);
  cairo_set_line_width (cr, width * 1.8);
  cairo_stroke_preserve (cr);
  ishi_board_set_rgba (cr, &ishi_board_accent);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
set_font_options (PangoLayout *layout)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  /* No hinting: text keeps its shape at every scale and the same picture
   * comes out whatever the screen's settings are. */
  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);
}

/* The stones of the position, dead ones faded. */
static void
draw_stones (Painter *p)
{
  const IshiBoardModel *model = p->model;
  int size = model->size;

  /* Shadows first, all of them, so that no shadow falls on a neighbour. */
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        const IshiBoardPoint *pt = &model->points[y * size + x];
        double cx, cy;

        if (model->mono || pt->stone == ISHI_EMPTY || (pt->flags & ISHI_BOARD_FLAG_DEAD)
            || !ishi_board_shows_point (p, x, y))
          continue;
        ishi_board_point_center (p, x, y, &cx, &cy);
        draw_shadow (p, cx, cy);
      }

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        const IshiBoardPoint *pt = &model->points[y * size + x];
        double cx, cy;

        if (pt->stone == ISHI_EMPTY || !ishi_board_shows_point (p, x, y))
          continue;
        ishi_board_point_center (p, x, y, &cx, &cy);
        draw_stone (p, cx, cy, pt->stone,
                    (pt->flags & ISHI_BOARD_FLAG_DEAD) ? 0.45 : 1.0);
      }
}

/* The hover stone and the lettered variation stones: translucent. */
static void
draw_translucent_stones (Painter *p)
{
  const IshiBoardModel *model = p->model;

  if (ishi_board_model_contains (model, model->ghost.x, model->ghost.y)
      && ishi_board_shows_point (p, model->ghost.x, model->ghost.y))
    {
      double cx, cy;

      ishi_board_point_center (p, model->ghost.x, model->ghost.y, &cx, &cy);
      draw_stone (p, cx, cy, model->ghost_color, 0.6);
    }
  for (guint i = 0; i < model->labels->len; i++)
    {
      const IshiBoardLabel *label = &g_array_index (model->labels, IshiBoardLabel, i);
      double cx, cy;

      if (label->color == ISHI_EMPTY || !ishi_board_shows_point (p, label->point.x, label->point.y))
        continue;
      ishi_board_point_center (p, label->point.x, label->point.y, &cx, &cy);
      draw_stone (p, cx, cy, label->color, 0.55);
    }
}

void
ishi_board_render (cairo_t *cr, double width, double height,
                   const IshiBoardModel *model)
{
  Painter painter = { 0, }, *p = &painter;
  const IshiBoardGeometry *g;
  int size;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (model != NULL);
  g_return_if_fail (model->size >= ISHI_BOARD_MIN_SIZE);

  size = model->size;
  ishi_board_geometry_init_for_model (&p->geometry, width, height, model);
  g = &p->geometry;
  if (g->board_side <= 1.0)
    return;

  cairo_save (cr);
  p->cr = cr;
  p->model = model;
  p->radius = g->spacing * STONE_RADIUS;
  p->mark_width = MAX (1.0, g->spacing * 0.07);
  p->layout = pango_cairo_create_layout (cr);
  set_font_options (p->layout);
  make_patterns (p);

  /* The wood, with slightly rounded corners. */
  rounded_rectangle (cr, g->board_x, g->board_y, g->board_side, g->board_side,
                     g->board_side * 0.008);
  cairo_clip (cr);
  ishi_board_paint_wood (p);
  if (g->first_x > 0 || g->first_y > 0 || g->last_x < size - 1 || g->last_y < size - 1)
    draw_region_grid (p);
  else
    draw_grid (p);
  ishi_board_draw_coordinates (p);

  draw_stones (p);
  ishi_board_render_territory (cr, model, g);
  draw_translucent_stones (p);
  ishi_board_draw_point_markup (p);
  ishi_board_draw_labels (p);
  ishi_board_draw_point_overlays (p);
  ishi_board_draw_lines_and_bands (p);
  /* Forbidden marks above the bands, which often end on them. */
  ishi_board_draw_forbidden_points (p);

  if (ishi_board_model_contains (model, model->cursor.x, model->cursor.y)
      && ishi_board_shows_point (p, model->cursor.x, model->cursor.y))
    {
      double cx, cy;

      ishi_board_point_center (p, model->cursor.x, model->cursor.y, &cx, &cy);
      draw_cursor (p, cx, cy);
    }

  if (model->dimmed)
    {
      cairo_set_source_rgba (cr, 0.95, 0.93, 0.89, 0.45);
      cairo_paint (cr);
    }

  cairo_pattern_destroy (p->black_stone);
  cairo_pattern_destroy (p->white_stone);
  cairo_pattern_destroy (p->shadow);
  g_object_unref (p->layout);
  cairo_restore (cr);
}
