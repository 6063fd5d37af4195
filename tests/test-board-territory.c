/* test-board-territory.c — Show Territory's shading on the board picture
 * (ishi-board-territory.h), drawn with no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-board-render.h"
#include "ishi-board-territory.h"

#define WIDTH 360

/* The luminance of the pixel a third of a line's spacing right of the
 * centre point E5 of a 9×9 board: inside the map's square of a point owned
 * for sure (0.45 of the spacing each side), outside the count's own small
 * square (0.17). */
static double
luminance_beside_centre (double ownership, IshiColor counted)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, WIDTH);
  cairo_t *cr = cairo_create (surface);
  IshiBoardGeometry g;
  double cx, cy;
  const guint8 *data;
  guint32 pixel;
  int x, y;

  model->coords = ISHI_BOARD_COORDS_NONE;
  model->points[4 * 9 + 4].ownership = ownership;
  model->points[4 * 9 + 4].territory = counted;
  ishi_board_render (cr, WIDTH, WIDTH, model);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  ishi_board_geometry_init (&g, WIDTH, WIDTH, 9, model->coords);
  ishi_board_geometry_point_to_pixel (&g, 4, 4, &cx, &cy);
  /* Half-way between the vertical line and the next one's, off the
   * horizontal line: wood, unless a square covers it. */
  x = (int) (cx + g.spacing / 3);
  y = (int) (cy + g.spacing / 4);
  data = cairo_image_surface_get_data (surface);
  pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);
  cairo_surface_destroy (surface);
  return 0.299 * ((pixel >> 16) & 0xff) + 0.587 * ((pixel >> 8) & 0xff) + 0.114 * (pixel & 0xff);
}

/* In the count the map and the count's marks were drawn one over the
 * other at full strength (stop 42's note: readable, but busy).  Where the
 * count marks a point, the map's square is still there but fainter. */
static void
test_fainter_under_the_count (void)
{
  double wood = luminance_beside_centre (0, ISHI_EMPTY);
  double map = luminance_beside_centre (1, ISHI_EMPTY);
  double both = luminance_beside_centre (1, ISHI_BLACK);
  double count = luminance_beside_centre (0, ISHI_BLACK);

  g_test_message ("wood %.0f, the map %.0f, the map under the count %.0f, the count alone %.0f",
                  wood, map, both, count);
  /* The count's own mark does not reach that far from the point. */
  g_assert_cmpfloat (count, ==, wood);
  /* Black's sure square darkens the wood well. */
  g_assert_cmpfloat (map, <, wood - 60);
  /* Under the count: visible, but clearly lighter than on its own. */
  g_assert_cmpfloat (both, <, wood - 15);
  g_assert_cmpfloat (both, >, map + 30);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-territory/fainter-under-the-count", test_fainter_under_the_count);
  return g_test_run ();
}
