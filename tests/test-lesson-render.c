/* Pixel tests of what the board renderer learnt for lessons: a region (a
 * corner of a larger board) and highlighted points, and the lesson diagram
 * model (ui/lessons/ishi-lesson-diagram.c).  The golden images of test-render stay
 * as they were: a model without a region draws exactly as before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-board-render.h"
#include "ishi-lesson-diagram.h"
#include "ishi-test-util.h"

#define SIDE 400

static double
luminance_at (cairo_surface_t *surface, double px, double py)
{
  int x = (int) floor (px), y = (int) floor (py);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel;

  g_assert_true (x >= 0 && y >= 0 && x < SIDE && y < SIDE);
  pixel = *(const guint32 *) (data + y * stride + x * 4);
  return 0.299 * ((pixel >> 16) & 0xff) + 0.587 * ((pixel >> 8) & 0xff) + 0.114 * (pixel & 0xff);
}

static void
rgb_at (cairo_surface_t *surface, double px, double py, int *r, int *g, int *b)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *) (data + (int) floor (py) * stride + (int) floor (px) * 4);

  *r = (pixel >> 16) & 0xff;
  *g = (pixel >> 8) & 0xff;
  *b = pixel & 0xff;
}

static cairo_surface_t *
render (const IshiBoardModel *model)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIDE, SIDE);
  cairo_t *cr = cairo_create (surface);

  ishi_board_render (cr, SIDE, SIDE, model);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The upper-left corner of a 19x19 board, A19:K10 (x, y = 0..9). */
static void
test_region_corner (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (19);
  IshiBoardGeometry g;
  cairo_surface_t *surface;
  double left, top, right, bottom, cx, cy, half;
  int x, y, r, gr, b;

  model->coords = ISHI_BOARD_COORDS_NONE;
  model->has_region = TRUE;
  model->region_min = (IshiPoint) { 0, 0 };
  model->region_max = (IshiPoint) { 9, 9 };
  ishi_board_model_set_stone (model, 3, 3, ISHI_BLACK);
  ishi_board_model_get_point (model, 6, 6)->flags |= ISHI_BOARD_FLAG_HIGHLIGHT;
  ishi_board_geometry_init_for_model (&g, SIDE, SIDE, model);

  /* Ten lines fill the picture, not nineteen. */
  g_assert_cmpfloat (g.spacing, >, SIDE / 12.0);
  /* Every point of the region is where a click on it lands, and a click
   * past the region is no point. */
  for (y = 0; y <= 9; y++)
    for (x = 0; x <= 9; x++)
      {
        int hx = -1, hy = -1;

        ishi_board_geometry_point_to_pixel (&g, x, y, &cx, &cy);
        g_assert_true (ishi_board_geometry_pixel_to_point (&g, cx, cy, &hx, &hy));
        g_assert_cmpint (hx, ==, x);
        g_assert_cmpint (hy, ==, y);
      }
  ishi_board_geometry_point_to_pixel (&g, 9, 9, &right, &bottom);
  g_assert_false (ishi_board_geometry_pixel_to_point (&g, right + g.spacing, bottom, NULL, NULL));

  surface = render (model);
  ishi_board_geometry_point_to_pixel (&g, 0, 0, &left, &top);
  half = g.spacing / 2;
  ishi_board_geometry_point_to_pixel (&g, 5, 5, &cx, &cy);
  /* Inside: the line of column 5 between rows 4 and 5. */
  g_assert_cmpfloat (luminance_at (surface, cx, cy - half), <, 100);
  /* The cut sides (right, bottom): the lines run on past the last point. */
  g_assert_cmpfloat (luminance_at (surface, cx, bottom + half), <, 100);
  g_assert_cmpfloat (luminance_at (surface, right + half, cy), <, 100);
  /* The board's edges (top, left): nothing beyond them but wood. */
  g_assert_cmpfloat (luminance_at (surface, cx, top - half), >, 120);
  g_assert_cmpfloat (luminance_at (surface, left - half, cy), >, 120);
  /* The edge line itself is drawn. */
  g_assert_cmpfloat (luminance_at (surface, cx + half, top), <, 100);
  /* The stone on D16 (3, 3). */
  ishi_board_geometry_point_to_pixel (&g, 3, 3, &cx, &cy);
  g_assert_cmpfloat (luminance_at (surface, cx + 2, cy + 2), <, 60);
  /* The highlighted empty point: amber, not wood (more red and less blue). */
  ishi_board_geometry_point_to_pixel (&g, 6, 6, &cx, &cy);
  rgb_at (surface, cx + g.spacing * 0.2, cy + g.spacing * 0.2, &r, &gr, &b);
  g_assert_cmpint (r, >, 200);
  g_assert_cmpint (b, <, 110);
  cairo_surface_destroy (surface);
}

/* Without a region the geometry is the whole board, as before. */
static void
test_no_region (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);
  IshiBoardGeometry a, b;

  ishi_board_geometry_init_for_model (&a, 300, 300, model);
  ishi_board_geometry_init (&b, 300, 300, 9, model->coords);
  g_assert_cmpint (a.first_x, ==, 0);
  g_assert_cmpint (a.last_y, ==, 8);
  g_assert_cmpfloat (a.origin_x, ==, b.origin_x);
  g_assert_cmpfloat (a.spacing, ==, b.spacing);
}

/* A lesson step as a model: stones after the numbered moves and captures,
 * numbers, the region, highlights and labels. */
static void
test_diagram_model (void)
{
  static const char *xml =
    "<?xml version=\"1.0\"?>\n"
    "<lesson xmlns=\"https://ishi.github.io/ns/lesson/1\" id=\"t\" game=\"go\">\n"
    "  <title>T</title>\n"
    "  <step>\n"
    "    <diagram size=\"19\" region=\"A19:K10\">\n"
    "      <black at=\"B18 A17\"/>\n"
    "      <white at=\"A18\"/>\n"
    "      <highlight at=\"C16\"/>\n"
    "      <label at=\"D16\" text=\"a\"/>\n"
    "      <move color=\"black\" at=\"A19\"/>\n"
    "    </diagram>\n"
    "    <text><p>x</p></text>\n"
    "    <sequence><move color=\"white\" at=\"E15\"/></sequence>\n"
    "  </step>\n"
    "</lesson>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiLesson) lesson = ishi_lesson_load_from_data (xml, strlen (xml), "t.xml", &error);
  g_autoptr(IshiBoardModel) model = NULL;
  const IshiLessonStep *step;

  g_assert_no_error (error);
  step = g_ptr_array_index (lesson->steps, 0);
  model = ishi_lesson_diagram_model (lesson, step, 0, &error);
  g_assert_no_error (error);
  g_assert_true (model->has_region);
  g_assert_cmpint (model->region_max.x, ==, 9);
  /* Black 1 on A19 captured the white stone on A18 (its last liberty). */
  g_assert_cmpint (ishi_board_model_peek_point (model, 0, 0)->stone, ==, ISHI_BLACK);
  g_assert_cmpuint (ishi_board_model_peek_point (model, 0, 0)->number, ==, 1);
  g_assert_cmpint (ishi_board_model_peek_point (model, 0, 1)->stone, ==, ISHI_EMPTY);
  g_assert_true (ishi_board_model_peek_point (model, 2, 3)->flags & ISHI_BOARD_FLAG_HIGHLIGHT);
  g_assert_cmpuint (model->labels->len, ==, 1);
  g_assert_cmpint (model->last_move.x, <, 0);
  g_clear_pointer (&model, ishi_board_model_free);

  model = ishi_lesson_diagram_model (lesson, step, 1, &error);
  g_assert_cmpint (ishi_board_model_peek_point (model, 4, 4)->stone, ==, ISHI_WHITE);
  g_assert_cmpuint (ishi_board_model_peek_point (model, 4, 4)->number, ==, 2);
  g_assert_cmpint (model->last_move.x, ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson-render/region-corner", test_region_corner);
  g_test_add_func ("/lesson-render/no-region", test_no_region);
  g_test_add_func ("/lesson-render/diagram-model", test_diagram_model);
  return g_test_run ();
}
