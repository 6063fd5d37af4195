/* test-render.c — the board renderer, without a display.
 *
 * Geometry: every point maps to a pixel and back, at many sizes; pixels off
 * the grid map to nothing; the grid lines and the stones that come out of
 * cairo sit where the geometry says.
 *
 * Pictures: fixed models are drawn and compared with the golden images in
 * tests/golden/ (a small tolerance for antialiasing and font rasterising).
 * On a mismatch the picture drawn and a difference image are written to the
 * build directory.  ISHI_UPDATE_GOLDEN=1 rewrites the goldens — look at
 * every one of them before you keep it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "ishi-board-render.h"
#include "ishi-figures.h"
#include "ishi-game-model.h"
#include "ishi-game.h"
#include "ishi-test-util.h"

/* --- geometry ----------------------------------------------------------- */

static void
test_geometry_round_trip (void)
{
  static const double areas[][2] = {
    { 100, 100 }, { 333.3, 333.3 }, { 512, 512 }, { 800, 800 },
    { 1000, 600 }, { 417, 951 }, { 37, 37 },
  };
  static const IshiBoardCoords styles[] = {
    ISHI_BOARD_COORDS_NONE, ISHI_BOARD_COORDS_WESTERN,
    ISHI_BOARD_COORDS_JAPANESE, ISHI_BOARD_COORDS_RENJU,
  };

  for (int size = 2; size <= 25; size++)
    for (gsize a = 0; a < G_N_ELEMENTS (areas); a++)
      for (gsize s = 0; s < G_N_ELEMENTS (styles); s++)
        {
          IshiBoardGeometry g;
          double w = areas[a][0], h = areas[a][1];
          double side = MIN (w, h);

          ishi_board_geometry_init (&g, w, h, size, styles[s]);
          g_assert_cmpfloat (g.spacing, >, 0.0);
          g_assert_cmpfloat_with_epsilon (g.board_side, side, 1e-9);

          for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++)
              {
                double px, py;
                int rx = -7, ry = -7;

                ishi_board_geometry_point_to_pixel (&g, x, y, &px, &py);
                /* Every intersection lies on the wood, with room for a stone. */
                g_assert_cmpfloat (px - 0.5 * g.spacing, >=, g.board_x - 1e-9);
                g_assert_cmpfloat (py - 0.5 * g.spacing, >=, g.board_y - 1e-9);
                g_assert_cmpfloat (px + 0.5 * g.spacing, <=, g.board_x + side + 1e-9);
                g_assert_cmpfloat (py + 0.5 * g.spacing, <=, g.board_y + side + 1e-9);

                g_assert_true (ishi_board_geometry_pixel_to_point (&g, px, py, &rx, &ry));
                g_assert_cmpint (rx, ==, x);
                g_assert_cmpint (ry, ==, y);

                /* Anywhere in the cell around the point is that point. */
                for (int k = 0; k < 4; k++)
                  {
                    double dx = (k & 1 ? 0.49 : -0.49) * g.spacing;
                    double dy = (k & 2 ? 0.49 : -0.49) * g.spacing;

                    g_assert_true (ishi_board_geometry_pixel_to_point (&g, px + dx, py + dy, &rx, &ry));
                    g_assert_cmpint (rx, ==, x);
                    g_assert_cmpint (ry, ==, y);
                  }
              }

          /* Beyond half a spacing outside the grid: nothing. */
          {
            double first, last;
            int rx, ry;

            ishi_board_geometry_point_to_pixel (&g, 0, 0, &first, NULL);
            ishi_board_geometry_point_to_pixel (&g, size - 1, 0, &last, NULL);
            g_assert_false (ishi_board_geometry_pixel_to_point (&g, first - 0.51 * g.spacing,
                                                                g.origin_y, &rx, &ry));
            g_assert_false (ishi_board_geometry_pixel_to_point (&g, last + 0.51 * g.spacing,
                                                                g.origin_y, &rx, &ry));
            g_assert_false (ishi_board_geometry_pixel_to_point (&g, g.origin_x,
                                                                g.origin_y - 0.51 * g.spacing, &rx, &ry));
            g_assert_false (ishi_board_geometry_pixel_to_point (&g, -5.0, -5.0, &rx, &ry));
            g_assert_false (ishi_board_geometry_pixel_to_point (&g, w + 5.0, h + 5.0, &rx, &ry));
          }

          /* The grid is centred on the wood (to within the one pixel given
           * up to draw it crisp). */
          {
            double left = g.origin_x - g.board_x;
            double right = g.board_x + side - (g.origin_x + g.spacing * (size - 1));
            double top = g.origin_y - g.board_y;
            double bottom = g.board_y + side - (g.origin_y + g.spacing * (size - 1));

            g_assert_cmpfloat (fabs (left - right), <=, 1.0 + 1e-9);
            g_assert_cmpfloat (fabs (top - bottom), <=, 1.0 + 1e-9);
          }
        }
}

static void
test_geometry_coordinates_take_room (void)
{
  IshiBoardGeometry plain, western, japanese;

  /* A band for the names along the edges costs some of the grid. */
  ishi_board_geometry_init (&plain, 600, 600, 19, ISHI_BOARD_COORDS_NONE);
  ishi_board_geometry_init (&western, 600, 600, 19, ISHI_BOARD_COORDS_WESTERN);
  ishi_board_geometry_init (&japanese, 600, 600, 19, ISHI_BOARD_COORDS_JAPANESE);
  g_assert_cmpfloat (plain.spacing, >, western.spacing);
  g_assert_cmpfloat (western.spacing, >=, japanese.spacing);
}

static void
test_star_points (void)
{
  static const struct {
    int size;
    const char *expected;   /* SGF-order points, "x,y " each */
  } cases[] = {
    /* 3-3 points and the centre. */
    { 9, "2,2 6,2 2,6 6,6 4,4 " },
    /* 4-4 points, the sides and the centre. */
    { 13, "3,3 9,3 3,9 9,9 6,3 3,6 9,6 6,9 6,6 " },
    { 19, "3,3 15,3 3,15 15,15 9,3 3,9 15,9 9,15 9,9 " },
    /* Renju: h8 (the centre) and d4, l4, d12, l12. */
    { 15, "3,3 11,3 3,11 11,11 7,7 " },
    { 7, "3,3 " },
    { 6, "" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      g_autoptr(GString) text = g_string_new (NULL);

      ishi_board_star_points (cases[i].size, points);
      for (guint k = 0; k < points->len; k++)
        {
          IshiPoint *p = &g_array_index (points, IshiPoint, k);

          g_string_append_printf (text, "%d,%d ", p->x, p->y);
        }
      g_assert_cmpstr (text->str, ==, cases[i].expected);
    }
}

/* --- pixels --------------------------------------------------------------- */

static cairo_surface_t *
render (const IshiBoardModel *model, int width)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, width);
  cairo_t *cr = cairo_create (surface);

  ishi_board_render (cr, width, width, model);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static double
luminance_at (cairo_surface_t *surface, int x, int y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);

  return 0.299 * ((pixel >> 16) & 0xff) + 0.587 * ((pixel >> 8) & 0xff) + 0.114 * (pixel & 0xff);
}

/* Issue 23: the coordinates of a 19×19 board in an 800×600 window (a
 * board of about 345 px) were 6 px letters; they are at least 9 px where
 * the margin has room.  Measured as the ink of the "A" above column A. */
static void
test_small_board_coordinates (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (19);
  IshiBoardGeometry g;
  cairo_surface_t *surface;
  double cx, cy;
  int top = -1, bottom = -1;

  model->coords = ISHI_BOARD_COORDS_WESTERN;
  ishi_board_geometry_init (&g, 345, 345, 19, model->coords);
  surface = render (model, 345);
  ishi_board_geometry_point_to_pixel (&g, 0, 0, &cx, &cy);
  for (int y = (int) g.board_y; y < (int) (cy - g.spacing * 0.5); y++)
    for (int x = (int) (cx - g.spacing * 0.4); x <= (int) (cx + g.spacing * 0.4); x++)
      if (luminance_at (surface, x, y) < 110)
        {
          top = top < 0 ? y : top;
          bottom = y;
        }
  g_test_message ("spacing %.1f, the letter A %d px high", g.spacing, bottom - top + 1);
  g_assert_cmpint (top, >=, 0);
  /* A cap height of 9 px type is about 6.5 px (of 6 px type, 4.5). */
  g_assert_cmpint (bottom - top + 1, >=, 6);
  cairo_surface_destroy (surface);
}

/* The dark rows of ink in columns [x0, x1] between rows [y0, y1), into
 * `top` and `bottom` (-1 when there is none); the same across for
 * `left`/`right` when those are not NULL. */
static void
ink_box (cairo_surface_t *surface, int x0, int x1, int y0, int y1, int *top, int *bottom, int *left, int *right)
{
  *top = *bottom = -1;
  if (left)
    *left = *right = -1;
  for (int y = MAX (0, y0); y < y1; y++)
    for (int x = MAX (0, x0); x <= x1; x++)
      if (luminance_at (surface, x, y) < 110)
        {
          *top = *top < 0 ? y : *top;
          *bottom = y;
          if (left)
            {
              *left = *left < 0 || x < *left ? x : *left;
              *right = MAX (*right, x);
            }
        }
}

/* Issue 66 item 10: a 19×19 board's coordinates at 1280×800 (a board of
 * about 650 px) were 12 px letters on 31 px lines, hard to read; as
 * Sabaki's and GoGui's they keep a size of their own relative to the
 * board (its side, the window's size near enough), on 9×9 and 13×13 as on
 * 19×19, and stay in the band between the edge stones and the wood's
 * edge: the "A" above column A and the "19" left of row 19 are
 * measured. */
static void
test_coordinates_readable (void)
{
  static const int sizes[] = { 9, 13, 19 };
  static const int sides[] = { 500, 650, 930 };

  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (gsize w = 0; w < G_N_ELEMENTS (sides); w++)
      {
        int size = sizes[s], side = sides[w];
        g_autoptr(IshiBoardModel) model = ishi_board_model_new (size);
        IshiBoardGeometry g;
        cairo_surface_t *surface;
        double cx, cy, r;
        int top, bottom, left, right, unused;

        model->coords = ISHI_BOARD_COORDS_WESTERN;
        ishi_board_geometry_init (&g, side, side, size, model->coords);
        surface = render (model, side);
        ishi_board_geometry_point_to_pixel (&g, 0, 0, &cx, &cy);
        r = g.spacing * 0.47;
        /* The "A" above A19, down into where a stone there would lie;
         * the "19" (or 13, 9) left of it, the same (the lines start
         * further in). */
        ink_box (surface, (int) (cx - g.spacing * 0.4), (int) (cx + g.spacing * 0.4), (int) g.board_y,
                 (int) floor (cy - r) + 2, &top, &bottom, NULL, NULL);
        ink_box (surface, (int) g.board_x, (int) floor (cx - r) + 1, (int) (cy - g.spacing * 0.4),
                 (int) (cy + g.spacing * 0.4), &unused, &unused, &left, &right);
        g_test_message ("%d×%d on %d px: spacing %.0f, the A %d px high (rows %d–%d, the stone from %.0f), "
                        "the row's name at columns %d–%d (the stone from %.0f)",
                        size, size, side, g.spacing, bottom - top + 1, top, bottom, cy - r, left, right, cx - r);
        g_assert_cmpint (top, >, (int) g.board_y);
        /* A cap height of 0.73 of the type's size, less a pixel lost to
         * antialiasing: 15 px type on a 650-px board, letters of 10 or
         * 11 px (they were 8 on 19×19). */
        g_assert_cmpfloat (bottom - top + 1, >=, side * 0.023 * 0.65);
        /* Clear of the stones, with a pixel between. */
        g_assert_cmpfloat (bottom, <, cy - r - 1);
        g_assert_cmpint (left, >, (int) g.board_x);
        g_assert_cmpfloat (right, <, cx - r - 1);
        cairo_surface_destroy (surface);
      }
}

/* The lines drawn through an intersection pass through the pixel the
 * geometry gives for it, and a black stone drawn there is centred on it. */
static void
test_pixels_on_intersections (void)
{
  static const int sizes[] = { 5, 9, 13, 19, 25 };
  static const int widths[] = { 300, 487, 800 };

  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (gsize w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        int size = sizes[s], width = widths[w];
        g_autoptr(IshiBoardModel) model = ishi_board_model_new (size);
        IshiBoardGeometry g;
        cairo_surface_t *empty, *stones;
        /* Points away from the edges and from one another. */
        IshiPoint probes[] = { { 1, 1 }, { size - 2, 1 }, { size / 2, size - 2 } };

        model->coords = w % 2 ? ISHI_BOARD_COORDS_WESTERN : ISHI_BOARD_COORDS_NONE;
        ishi_board_geometry_init (&g, width, width, size, model->coords);
        empty = render (model, width);
        for (gsize i = 0; i < G_N_ELEMENTS (probes); i++)
          ishi_board_model_set_stone (model, probes[i].x, probes[i].y, ISHI_BLACK);
        stones = render (model, width);

        for (gsize i = 0; i < G_N_ELEMENTS (probes); i++)
          {
            double px, py;
            int ix, iy, left, right, top, bottom;

            ishi_board_geometry_point_to_pixel (&g, probes[i].x, probes[i].y, &px, &py);
            ix = (int) floor (px);
            iy = (int) floor (py);

            /* Half way to the next point down, the vertical line is dark
             * in the pixel column of the intersection and the wood is
             * light two pixels beyond either side of the line. */
            {
              int my = (int) floor (py + g.spacing / 2);
              int beyond = (int) ceil (g.line_width / 2) + 2;

              g_assert_cmpfloat (luminance_at (empty, ix, my), <, 100);
              g_assert_cmpfloat (luminance_at (empty, ix - beyond, my), >, 150);
              g_assert_cmpfloat (luminance_at (empty, ix + beyond, my), >, 150);
            }

            /* The stone: scan a row and a column just beside the grid
             * lines (which are dark too) for the first and last dark pixel;
             * the soft shadow is far lighter than the stone.  A chord off
             * the centre is still centred on it. */
            {
              int d = (int) g.line_width + 1;
              int row = iy + d, column = ix + d;

              for (left = ix; left > 0 && luminance_at (stones, left - 1, row) < 100; left--)
                ;
              for (right = ix; right < width - 1 && luminance_at (stones, right + 1, row) < 100; right++)
                ;
              for (top = iy; top > 0 && luminance_at (stones, column, top - 1) < 100; top--)
                ;
              for (bottom = iy; bottom < width - 1 && luminance_at (stones, column, bottom + 1) < 100; bottom++)
                ;
            }
            g_assert_cmpfloat (fabs ((left + right + 1) / 2.0 - px), <=, 1.0);
            g_assert_cmpfloat (fabs ((top + bottom + 1) / 2.0 - py), <=, 1.0);
            /* And it is about a stone wide, not touching its neighbours. */
            g_assert_cmpfloat (right - left + 1, <, g.spacing);
            g_assert_cmpfloat (right - left + 1, >=, g.spacing * 0.8);
          }
        cairo_surface_destroy (empty);
        cairo_surface_destroy (stones);
      }
}

/* Red ink (the forbidden ✕) in a rendered board: pixels far redder than
 * the wood. */
static guint
count_red (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  guint n = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + x * 4);
        int r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;

        if (r > 150 && g < 90 && b < 90)
          n++;
      }
  return n;
}

/* A lesson's board (bold_marks) draws the forbidden ✕ bold enough for a
 * projector: at least half again the ink of the usual ✕, and no larger
 * than its point (the ink stays within a spacing of it). */
static void
test_bold_forbidden (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (15);
  cairo_surface_t *thin, *bold;
  guint thin_ink, bold_ink;

  ishi_board_model_get_point (model, 7, 7)->flags |= ISHI_BOARD_FLAG_FORBIDDEN;
  thin = render (model, 480);
  model->bold_marks = TRUE;
  bold = render (model, 480);
  thin_ink = count_red (thin);
  bold_ink = count_red (bold);
  g_test_message ("red pixels: %u usual, %u bold", thin_ink, bold_ink);
  g_assert_cmpuint (thin_ink, >, 0);
  g_assert_cmpuint (bold_ink * 2, >=, thin_ink * 3);
  {
    IshiBoardGeometry g;

    ishi_board_geometry_init_for_model (&g, 480, 480, model);
    g_assert_cmpuint (bold_ink, <, (guint) (g.spacing * g.spacing));
  }
  cairo_surface_destroy (thin);
  cairo_surface_destroy (bold);
}

/* Issue 23 item 5: the last move's red number does not clash with the
 * record's own circle on that stone: the mark is drawn alone, with no red
 * ink; without the mark the number is red. */
static void
test_mark_over_number (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);
  IshiBoardPoint *pt = ishi_board_model_get_point (model, 4, 4);
  cairo_surface_t *plain, *marked;

  pt->stone = ISHI_WHITE;
  pt->number = 57;
  model->last_move = (IshiPoint) { 4, 4 };
  plain = render (model, 360);
  pt->mark = ISHI_BOARD_MARK_CIRCLE;
  marked = render (model, 360);
  g_assert_cmpuint (count_red (plain), >, 0);
  g_assert_cmpuint (count_red (marked), ==, 0);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
}

/* --- golden images ------------------------------------------------------- */

/* Per channel, 0..255.  Antialiasing and a different FreeType may move an
 * edge by a fraction of a pixel: that shows as a small mean and pixels far
 * off scattered thinly along edges.  A stone in the wrong place or a
 * shifted grid moves hundreds of pixels; a missing mark (a forbidden ×, the
 * last-move dot) a few dozen packed together — hence the limit per tile. */
#define MAX_MEAN_DIFFERENCE 1.0
#define OUTLIER_THRESHOLD   64
#define MAX_OUTLIER_FRACTION 0.002
#define TILE 16
#define MAX_OUTLIERS_PER_TILE 16

static char *
output_path (const char *name, const char *suffix)
{
  const char *dir = g_getenv ("ISHI_TESTS_BUILDDIR");
  g_autofree char *file = g_strdup_printf ("render-%s%s.png", name, suffix);

  return g_build_filename (dir ? dir : ".", file, NULL);
}

static void
compare_with_golden (const char *name, cairo_surface_t *actual)
{
  g_autofree char *golden_file = g_strdup_printf ("golden/%s.png", name);
  g_autofree char *golden_path = ishi_test_src_path (golden_file);
  cairo_surface_t *golden, *diff;
  int width, height, stride, golden_stride, diff_stride;
  const guint8 *a, *b;
  guint8 *d;
  guint64 sum = 0, outliers = 0, n_pixels;
  g_autofree guint *tiles = NULL;
  int tiles_across, worst_tile = 0;
  double mean;

  if (g_strcmp0 (g_getenv ("ISHI_UPDATE_GOLDEN"), "1") == 0)
    {
      g_assert_cmpint (cairo_surface_write_to_png (actual, golden_path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("wrote %s: look at it before you keep it", golden_path);
      return;
    }

  golden = cairo_image_surface_create_from_png (golden_path);
  if (cairo_surface_status (golden) != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *out = output_path (name, ".actual");

      cairo_surface_write_to_png (actual, out);
      cairo_surface_destroy (golden);
      g_test_fail_printf ("%s cannot be read; the picture drawn is %s", golden_path, out);
      return;
    }

  width = cairo_image_surface_get_width (actual);
  height = cairo_image_surface_get_height (actual);
  if (cairo_image_surface_get_width (golden) != width
      || cairo_image_surface_get_height (golden) != height
      || cairo_image_surface_get_format (golden) != CAIRO_FORMAT_ARGB32)
    {
      g_autofree char *out = output_path (name, ".actual");

      cairo_surface_write_to_png (actual, out);
      cairo_surface_destroy (golden);
      g_test_fail_printf ("%s: the golden image is not a %dx%d ARGB picture; drawn: %s",
                          name, width, height, out);
      return;
    }

  tiles_across = (width + TILE - 1) / TILE;
  tiles = g_new0 (guint, (gsize) tiles_across * ((height + TILE - 1) / TILE));
  diff = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  a = cairo_image_surface_get_data (actual);
  b = cairo_image_surface_get_data (golden);
  d = cairo_image_surface_get_data (diff);
  stride = cairo_image_surface_get_stride (actual);
  golden_stride = cairo_image_surface_get_stride (golden);
  diff_stride = cairo_image_surface_get_stride (diff);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint8 *pa = a + y * stride + x * 4;
        const guint8 *pb = b + y * golden_stride + x * 4;
        guint8 *pd = d + y * diff_stride + x * 4;
        int worst = 0;

        for (int c = 0; c < 4; c++)
          {
            int delta = abs ((int) pa[c] - (int) pb[c]);

            sum += delta;
            worst = MAX (worst, delta);
          }
        if (worst > OUTLIER_THRESHOLD)
          {
            guint *tile = &tiles[(y / TILE) * tiles_across + x / TILE];

            outliers++;
            (*tile)++;
            worst_tile = MAX (worst_tile, (int) *tile);
          }
        /* Differences in red on grey, amplified: easy to see at a glance. */
        pd[0] = pd[1] = (guint8) (48 - MIN (48, worst));
        pd[2] = (guint8) MIN (255, 48 + worst * 4);
        pd[3] = 255;
      }
  cairo_surface_mark_dirty (diff);

  n_pixels = (guint64) width * height;
  mean = (double) sum / (n_pixels * 4);
  g_test_message ("%s: mean difference %.3f, %" G_GUINT64_FORMAT " pixels far off of %"
                  G_GUINT64_FORMAT ", at most %d in a %dx%d tile",
                  name, mean, outliers, n_pixels, worst_tile, TILE, TILE);
  if (mean > MAX_MEAN_DIFFERENCE || outliers > MAX_OUTLIER_FRACTION * n_pixels
      || worst_tile > MAX_OUTLIERS_PER_TILE)
    {
      g_autofree char *out = output_path (name, ".actual");
      g_autofree char *diff_out = output_path (name, ".diff");

      cairo_surface_write_to_png (actual, out);
      cairo_surface_write_to_png (diff, diff_out);
      g_test_fail_printf ("%s differs from %s: mean %.3f (at most %.1f), %" G_GUINT64_FORMAT
                          " pixels off by more than %d (at most %.0f), %d of them in one tile"
                          " (at most %d); drawn: %s, difference: %s",
                          name, golden_path, mean, MAX_MEAN_DIFFERENCE, outliers,
                          OUTLIER_THRESHOLD, MAX_OUTLIER_FRACTION * n_pixels,
                          worst_tile, MAX_OUTLIERS_PER_TILE, out, diff_out);
    }

  cairo_surface_destroy (diff);
  cairo_surface_destroy (golden);
}

/* Stones from rows of text, top row first: 'X' black, 'O' white. */
static void
place (IshiBoardModel *model, const char *const *rows)
{
  for (int y = 0; rows[y] != NULL; y++)
    for (int x = 0; rows[y][x] != '\0'; x++)
      {
        if (rows[y][x] == 'X')
          ishi_board_model_set_stone (model, x, y, ISHI_BLACK);
        else if (rows[y][x] == 'O')
          ishi_board_model_set_stone (model, x, y, ISHI_WHITE);
      }
}

static void
check_golden (const char *name, const IshiBoardModel *model, int width)
{
  cairo_surface_t *surface = render (model, width);

  compare_with_golden (name, surface);
  cairo_surface_destroy (surface);
}

/* 9x9, Western coordinates: every kind of SGF markup, a hover stone, the
 * keyboard cursor and lettered variations. */
static void
test_golden_markup (void)
{
  static const char *const rows[] = {
    ".........",
    "..X.O....",
    "..XOO.X..",
    ".XO.O....",
    "..XO.....",
    "..X.OX...",
    ".........",
    ".........",
    ".........",
    NULL,
  };
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);
  IshiBoardPoint *pt;

  model->coords = ISHI_BOARD_COORDS_WESTERN;
  place (model, rows);
  model->last_move = (IshiPoint) { 5, 5 };
  /* TR SQ CR MA on stones of both colours and on empty points. */
  ishi_board_model_get_point (model, 2, 1)->mark = ISHI_BOARD_MARK_TRIANGLE;
  ishi_board_model_get_point (model, 4, 1)->mark = ISHI_BOARD_MARK_SQUARE;
  ishi_board_model_get_point (model, 3, 2)->mark = ISHI_BOARD_MARK_CIRCLE;
  ishi_board_model_get_point (model, 6, 2)->mark = ISHI_BOARD_MARK_CROSS;
  ishi_board_model_get_point (model, 6, 4)->mark = ISHI_BOARD_MARK_TRIANGLE;
  ishi_board_model_get_point (model, 7, 4)->mark = ISHI_BOARD_MARK_SQUARE;
  ishi_board_model_get_point (model, 6, 5)->mark = ISHI_BOARD_MARK_CIRCLE;
  ishi_board_model_get_point (model, 7, 5)->mark = ISHI_BOARD_MARK_CROSS;
  /* SL and DD. */
  ishi_board_model_get_point (model, 0, 0)->flags |= ISHI_BOARD_FLAG_SELECTED;
  ishi_board_model_get_point (model, 1, 0)->flags |= ISHI_BOARD_FLAG_SELECTED;
  pt = ishi_board_model_get_point (model, 1, 3);
  pt->flags |= ISHI_BOARD_FLAG_DIMMED;
  ishi_board_model_get_point (model, 2, 3)->flags |= ISHI_BOARD_FLAG_DIMMED;
  /* LB on empty points and on stones. */
  ishi_board_model_add_label (model, 3, 3, ISHI_EMPTY, "a");
  ishi_board_model_add_label (model, 5, 3, ISHI_EMPTY, "b");
  ishi_board_model_add_label (model, 4, 3, ISHI_EMPTY, "1");
  ishi_board_model_add_label (model, 2, 4, ISHI_EMPTY, "Z");
  ishi_board_model_add_label (model, 8, 8, ISHI_EMPTY, "10");
  /* Variations A and B as lettered ghost stones. */
  ishi_board_model_add_label (model, 4, 4, ISHI_BLACK, "A");
  ishi_board_model_add_label (model, 3, 5, ISHI_BLACK, "B");
  /* AR and LN. */
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_ARROW, 1, 7, 5, 7);
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_PLAIN, 7, 6, 7, 8);
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_ARROW, 8, 0, 6, 2);
  /* Hover and cursor. */
  model->ghost = (IshiPoint) { 2, 6 };
  model->ghost_color = ISHI_WHITE;
  model->cursor = (IshiPoint) { 0, 8 };

  check_golden ("9x9-markup", model, 420);
}

/* 9x9 with move numbers (one to three digits), the last move red. */
static void
test_golden_numbers (void)
{
  static const struct { int x, y; guint number; } moves[] = {
    { 2, 2, 1 }, { 6, 6, 2 }, { 6, 2, 3 }, { 2, 6, 4 }, { 4, 4, 5 },
    { 5, 3, 6 }, { 3, 5, 7 }, { 4, 3, 8 }, { 5, 4, 9 }, { 3, 3, 10 },
    { 4, 5, 99 }, { 5, 5, 100 }, { 4, 2, 137 },
  };
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);

  model->coords = ISHI_BOARD_COORDS_WESTERN;
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      IshiBoardPoint *pt = ishi_board_model_get_point (model, moves[i].x, moves[i].y);

      pt->stone = i % 2 == 0 ? ISHI_BLACK : ISHI_WHITE;
      pt->number = moves[i].number;
    }
  /* A number where the stone was since captured. */
  ishi_board_model_get_point (model, 7, 7)->number = 12;
  model->last_move = (IshiPoint) { 4, 2 };

  check_golden ("9x9-numbers", model, 360);
}

/* 19x19 with Japanese coordinates (一..十九 down the right side). */
static void
test_golden_japanese (void)
{
  static const char *const rows[] = {
    "...................",
    "...................",
    "...............X...",
    "...O...........O...",
    "...................",
    "..O................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "..X..X.........X...",
    "...X...............",
    "...................",
    "...................",
    NULL,
  };
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (19);

  model->coords = ISHI_BOARD_COORDS_JAPANESE;
  place (model, rows);
  model->last_move = (IshiPoint) { 5, 15 };
  check_golden ("19x19-japanese", model, 600);
}

/* 15x15 Renju, Renju coordinates.  i8 is a double three for Black (g8-h8-i8
 * across, i8-i9-i10 up), explained by two hint bands; f10 carries a second
 * forbidden mark, to see one without bands.  White's five along row 3
 * is drawn in the same picture only to test the band — in a real game the
 * five would have ended it. */
static void
test_golden_renju (void)
{
  static const char *const rows[] = {
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    "........X......",
    ".......OX......",
    "......XX.......",
    ".........O.....",
    "......O........",
    "...............",
    "...............",
    "..OOOOO........",
    "..XX.X.X.......",
    "...............",
    NULL,
  };
  static const IshiPoint forbidden[] = { { 8, 7 }, { 5, 5 } };
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (15);

  model->coords = ISHI_BOARD_COORDS_RENJU;
  place (model, rows);
  for (gsize i = 0; i < G_N_ELEMENTS (forbidden); i++)
    ishi_board_model_get_point (model, forbidden[i].x, forbidden[i].y)->flags
      |= ISHI_BOARD_FLAG_FORBIDDEN;
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT, 6, 7, 8, 7);
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT, 8, 5, 8, 7);
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_WIN, 2, 12, 6, 12);
  model->last_move = (IshiPoint) { 6, 12 };
  check_golden ("15x15-renju", model, 480);
}

/* 7x7 counted: territory squares of both colours, dead stones faded. */
static void
test_golden_territory (void)
{
  static const char *const rows[] = {
    "..XO...",
    "..XO.X.",
    ".XXO...",
    "XX.XOOO",
    "..XXXO.",
    ".O.XO..",
    "..XO...",
    NULL,
  };
  /* B owns the left, W the right; the stones at f2 (W in B's area) and
   * f6 (B in W's area) are dead. */
  static const char *const owner[] = {
    "bb..www",
    "bb..www",
    "b...www",
    "..b....",
    "bb....w",
    "bbb..ww",
    "bb..www",
    NULL,
  };
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (7);

  place (model, rows);
  for (int y = 0; owner[y] != NULL; y++)
    for (int x = 0; owner[y][x] != '\0'; x++)
      {
        IshiBoardPoint *pt = ishi_board_model_get_point (model, x, y);

        if (owner[y][x] == 'b')
          pt->territory = ISHI_BLACK;
        else if (owner[y][x] == 'w')
          pt->territory = ISHI_WHITE;
        if (pt->territory != ISHI_EMPTY && pt->stone != ISHI_EMPTY)
          pt->flags |= ISHI_BOARD_FLAG_DEAD;
      }
  check_golden ("7x7-territory", model, 300);
}

/* The largest Go board with Japanese names (二十一..二十五 must fit), and the
 * whole board dimmed. */
static void
test_golden_large (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (25);

  model->coords = ISHI_BOARD_COORDS_JAPANESE;
  ishi_board_model_set_stone (model, 24, 24, ISHI_BLACK);
  ishi_board_model_set_stone (model, 0, 0, ISHI_WHITE);
  ishi_board_model_set_stone (model, 12, 12, ISHI_BLACK);
  model->dimmed = TRUE;
  check_golden ("25x25-dimmed", model, 640);
}

/* --- files ------------------------------------------------------------------ */

static void
test_to_file (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ishi-render-XXXXXX", NULL);
  static const char *const names[] = { "b.png", "b.SVG", "b.pdf" };
  static const char *const magic[] = { "\x89PNG", "<?xml", "%PDF" };

  g_assert_nonnull (dir);
  ishi_board_model_set_stone (model, 4, 4, ISHI_BLACK);
  model->coords = ISHI_BOARD_COORDS_JAPANESE;

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (ishi_board_render_to_file (model, path, 200, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 100);
      g_assert_true (g_str_has_prefix (contents, magic[i]));
      if (i == 0)
        {
          cairo_surface_t *png = cairo_image_surface_create_from_png (path);

          g_assert_cmpint (cairo_image_surface_get_width (png), ==, 200);
          g_assert_cmpint (cairo_image_surface_get_height (png), ==, 200);
          cairo_surface_destroy (png);
        }
      g_unlink (path);
    }

  {
    g_autofree char *path = g_build_filename (dir, "b.jpeg", NULL);

    g_assert_false (ishi_board_render_to_file (model, path, 200, &error));
    g_assert_error (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FORMAT);
    g_clear_error (&error);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  {
    g_autofree char *path = g_build_filename (dir, "no-such-dir", "b.png", NULL);

    g_assert_false (ishi_board_render_to_file (model, path, 200, &error));
    g_assert_error (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FAILED);
    g_clear_error (&error);
  }
  g_rmdir (dir);
}

/* --- ishi-tool render ------------------------------------------------------ */

static gboolean
run_tool (const char *cwd, const char *const *args, int *status, char **err)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  if (tool == NULL || !g_file_test (tool, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("ISHI_TOOL is not set to the built ishi-tool");
      return FALSE;
    }
  g_ptr_array_add (argv, (char *) tool);
  g_ptr_array_add (argv, (char *) "render");
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (cwd, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               NULL, err, status, &error));
  g_assert_no_error (error);
  return TRUE;
}

typedef enum { SEEN_WOOD, SEEN_BLACK, SEEN_WHITE } Seen;

static Seen
seen_at (cairo_surface_t *surface, double px, double py)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  /* A little off the centre: clear of the last-move mark and the lines. */
  guint32 pixel = *(const guint32 *) (data + (int) (py + 3) * stride + (int) (px - 3) * 4);
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

  if (r < 90 && g < 90 && b < 90)
    return SEEN_BLACK;
  if (r > 200 && g > 200 && b > 190 && r - b < 30)
    return SEEN_WHITE;
  g_assert_cmpint (r - b, >, 40);   /* wood is warm */
  return SEEN_WOOD;
}

/* The FF[4] example's main line begins B[pd] W[dp] B[pp] W[dc]: after
 * move 3 there are those three stones and nothing at dc. */
static void
test_tool_render (void)
{
  g_autofree char *sgf = ishi_test_data_path ("sgf/gogui/ff4_ex.sgf");
  g_autofree char *dir = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *default_out = NULL;
  cairo_surface_t *png;
  IshiBoardGeometry g;
  int status;
  double px, py;
  static const struct { int x, y; Seen seen; } expected[] = {
    { 15, 3, SEEN_BLACK }, { 3, 15, SEEN_WHITE }, { 15, 15, SEEN_BLACK }, { 3, 2, SEEN_WOOD },
  };

  if (sgf == NULL)
    return;
  dir = g_dir_make_tmp ("ishi-tool-render-XXXXXX", NULL);
  out = g_build_filename (dir, "three.png", NULL);
  {
    const char *args[] = { sgf, "--move", "3", "--width", "400", "--coordinates", "none",
                           "--output", out, NULL };

    if (!run_tool (dir, args, &status, &err))
      return;
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  png = cairo_image_surface_create_from_png (out);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 400);
  ishi_board_geometry_init (&g, 400, 400, 19, ISHI_BOARD_COORDS_NONE);
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      ishi_board_geometry_point_to_pixel (&g, expected[i].x, expected[i].y, &px, &py);
      g_assert_cmpint (seen_at (png, px, py), ==, expected[i].seen);
    }
  cairo_surface_destroy (png);
  g_unlink (out);

  /* No --output: <name>.png in the current directory. */
  {
    const char *args[] = { sgf, "--width", "64", NULL };

    g_clear_pointer (&err, g_free);
    run_tool (dir, args, &status, &err);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    default_out = g_build_filename (dir, "ff4_ex.png", NULL);
    g_assert_true (g_file_test (default_out, G_FILE_TEST_IS_REGULAR));
    g_unlink (default_out);
  }

  /* Past the end of the main line (13 moves, two of them passes). */
  {
    const char *args[] = { sgf, "--move", "14", "--output", out, NULL };

    g_clear_pointer (&err, g_free);
    run_tool (dir, args, &status, &err);
    g_assert_false (g_spawn_check_wait_status (status, NULL));
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 1);
    g_assert_nonnull (strstr (err, "ff4_ex.sgf: error: "));
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }

  /* A file that cannot be read. */
  {
    g_autofree char *missing = g_build_filename (dir, "missing.sgf", NULL);
    const char *args[] = { missing, NULL };

    g_clear_pointer (&err, g_free);
    run_tool (dir, args, &status, &err);
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 1);
    g_assert_nonnull (strstr (err, "missing.sgf: error: "));
  }
  g_rmdir (dir);
}

static void
test_model_copy (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (5);
  g_autoptr(IshiBoardModel) copy = NULL;

  ishi_board_model_set_stone (model, 1, 2, ISHI_WHITE);
  ishi_board_model_add_label (model, 0, 0, ISHI_EMPTY, "x");
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_ARROW, 0, 0, 4, 4);
  /* Off the board: ignored, not stored. */
  ishi_board_model_add_label (model, 5, 0, ISHI_EMPTY, "y");
  ishi_board_model_add_line (model, ISHI_BOARD_LINE_PLAIN, 0, 0, 0, 5);
  ishi_board_model_set_stone (model, -1, 0, ISHI_BLACK);
  g_assert_null (ishi_board_model_get_point (model, 0, 5));
  model->cursor = (IshiPoint) { 3, 3 };

  copy = ishi_board_model_copy (model);
  g_assert_cmpint (copy->size, ==, 5);
  g_assert_cmpint (ishi_board_model_peek_point (copy, 1, 2)->stone, ==, ISHI_WHITE);
  g_assert_cmpuint (copy->labels->len, ==, 1);
  g_assert_cmpuint (copy->lines->len, ==, 1);
  g_assert_cmpstr (g_array_index (copy->labels, IshiBoardLabel, 0).text, ==, "x");
  g_assert_true (g_array_index (copy->labels, IshiBoardLabel, 0).text
                 != g_array_index (model->labels, IshiBoardLabel, 0).text);
  g_assert_cmpint (copy->cursor.x, ==, 3);
  g_assert_cmpint (copy->last_move.x, <, 0);

  ishi_board_model_clear (copy);
  g_assert_cmpint (ishi_board_model_peek_point (copy, 1, 2)->stone, ==, ISHI_EMPTY);
  g_assert_cmpuint (copy->labels->len, ==, 0);
  g_assert_cmpint (copy->cursor.x, <, 0);
}

/* --- figures and handouts -------------------------------------------------- */

static GPtrArray *
figures_of (const char *file, guint moves)
{
  g_autofree char *rel = g_strdup_printf ("data/figures/%s", file);
  g_autofree char *path = ishi_test_src_path (rel);
  g_autoptr(IshiGame) game = ishi_test_game_from_file (path);
  g_autoptr(GError) error = NULL;
  IshiFigureOptions options;
  GPtrArray *figures;

  ishi_figure_options_init (&options);
  options.moves_per_figure = moves;
  figures = ishi_figures_split (game, &options, &error);
  g_assert_no_error (error);
  return figures;
}

static void
check_figure_golden (const char *name, const IshiFigure *figure, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  ishi_figure_draw (cr, figure, width, height);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  compare_with_golden (name, surface);
  cairo_surface_destroy (surface);
}

static char *
note_text (const IshiFigure *figure, guint index)
{
  g_assert_cmpuint (index, <, figure->notes->len);
  return ishi_figure_note_format (g_ptr_array_index (figure->notes, index));
}

/* White's 4 and 6 on the edge are taken by Black's 7; White plays 10
 * where 4 stood and Black takes it with 11 where 6 stood: the diagram
 * keeps 4 and 6, and lists "10 at 4" and "11 at 6" under it. */
static void
test_golden_figure_at (void)
{
  g_autoptr(GPtrArray) figures = figures_of ("at-4.sgf", 0);
  IshiFigure *figure;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_cmpuint (figures->len, ==, 1);
  figure = g_ptr_array_index (figures, 0);
  g_assert_cmpuint (figure->first_move, ==, 1);
  g_assert_cmpuint (figure->last_move, ==, 12);
  g_assert_cmpuint (figure->notes->len, ==, 2);
  first = note_text (figure, 0);
  second = note_text (figure, 1);
  g_assert_cmpstr (first, ==, "10 at 4");
  g_assert_cmpstr (second, ==, "11 at 6");
  g_assert_false (((IshiFigureNote *) g_ptr_array_index (figure->notes, 0))->ko);
  /* 4 stays drawn where it was played, not 10. */
  g_assert_cmpuint (ishi_board_model_peek_point (figure->model, 4, 0)->number, ==, 4);
  g_assert_cmpint (ishi_board_model_peek_point (figure->model, 4, 0)->stone, ==, ISHI_WHITE);
  check_figure_golden ("9x9-figure-at", figure, 360, 400);
}

/* A ko fought three times: White's retakes 12 and 18 at 4 are merged into
 * one note, and Black's retake 15 at 9 is another, both ko takes. */
static void
test_golden_figure_ko (void)
{
  g_autoptr(GPtrArray) figures = figures_of ("ko.sgf", 0);
  IshiFigure *figure = g_ptr_array_index (figures, 0);
  g_autofree char *first = note_text (figure, 0);
  g_autofree char *second = note_text (figure, 1);

  g_assert_cmpuint (figure->notes->len, ==, 2);
  g_assert_cmpstr (first, ==, "12, 18 at 4");
  g_assert_cmpstr (second, ==, "15 at 9");
  g_assert_true (((IshiFigureNote *) g_ptr_array_index (figure->notes, 0))->ko);
  g_assert_true (((IshiFigureNote *) g_ptr_array_index (figure->notes, 1))->ko);
  check_figure_golden ("9x9-figure-ko", figure, 360, 400);
}

static IshiBoardModel *
model_after (const char *file, guint move)
{
  g_autofree char *rel = g_strdup_printf ("data/figures/%s", file);
  g_autofree char *path = ishi_test_src_path (rel);
  g_autoptr(IshiGame) game = ishi_test_game_from_file (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (ishi_game_go_to_move (game, move, &error));
  g_assert_no_error (error);
  return ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_MOVE_NUMBERS);
}

/* The lower left corner of a real game after 60 moves, A1-K10 with
 * coordinates: the cut sides run off, the board's edges are drawn. */
static void
test_golden_region (void)
{
  g_autoptr(IshiBoardModel) model = model_after ("gnugo-250.sgf", 60);

  model->coords = ISHI_BOARD_COORDS_WESTERN;
  model->has_region = TRUE;
  model->region_min = (IshiPoint) { 0, 9 };
  model->region_max = (IshiPoint) { 9, 18 };
  check_golden ("19x19-region", model, 420);
}

/* The same game in black and white for a photocopier, the moves from 41
 * numbered: no wood, no shadows, no colour anywhere. */
static void
test_golden_mono (void)
{
  g_autoptr(IshiBoardModel) model = model_after ("gnugo-250.sgf", 60);
  cairo_surface_t *surface;
  const guint8 *data;
  int stride;

  for (int i = 0; i < model->size * model->size; i++)
    if (model->points[i].number < 41)
      model->points[i].number = 0;
  model->mono = TRUE;
  model->coords = ISHI_BOARD_COORDS_WESTERN;
  surface = render (model, 480);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < 480; y++)
    for (int x = 0; x < 480; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

        /* Grey at most (antialiasing, the dark brown of the coordinates). */
        g_assert_cmpint (ABS (r - b), <=, 40);
        g_assert_cmpint (ABS (r - g), <=, 40);
      }
  cairo_surface_destroy (surface);
  check_golden ("19x19-mono", model, 480);
}

/* Issue 78: a library's own labels name its variations on the board and
 * in the list — D4 after h8 h9 i9 with the library's "A" on i8 (no move)
 * and "B" on g10 (a move) — and a variation with no label gets a letter
 * the labels do not use. */
static void
test_library_labels (void)
{
  static const char *const sgf = "(;GM[4]SZ[15];B[hh];W[hg];B[ig]LB[ih:A][gf:B](;W[gf])(;W[jh])(;W[ii]))";
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "lib", NULL);
  g_autoptr(IshiGame) game = ishi_game_new_from_collection (collection, 0, NULL);
  g_autoptr(IshiBoardModel) model = NULL;
  IshiSgfNode *node;
  g_autofree char *first = NULL, *second = NULL, *third = NULL;
  guint at_g10 = 0, at_i8 = 0, at_j8 = 0;

  for (int i = 0; i < 3; i++)
    g_assert_true (ishi_game_forward (game, NULL));
  node = ishi_game_get_node (game);
  first = ishi_variation_name (node, 0, 15);
  second = ishi_variation_name (node, 1, 15);
  third = ishi_variation_name (node, 2, 15);
  g_assert_cmpstr (first, ==, "B");
  g_assert_cmpstr (second, ==, "C");
  g_assert_cmpstr (third, ==, "D");
  model = ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_DEFAULT);
  for (guint i = 0; i < model->labels->len; i++)
    {
      IshiBoardLabel *l = &g_array_index (model->labels, IshiBoardLabel, i);

      if (l->point.x == 6 && l->point.y == 5)   /* g10: the library's B, on a white stone to play */
        {
          at_g10++;
          g_assert_cmpstr (l->text, ==, "B");
          g_assert_cmpint (l->color, ==, ISHI_WHITE);
        }
      if (l->point.x == 8 && l->point.y == 7)   /* i8: the library's A, no move */
        {
          at_i8++;
          g_assert_cmpstr (l->text, ==, "A");
          g_assert_cmpint (l->color, ==, ISHI_EMPTY);
        }
      if (l->point.x == 9 && l->point.y == 7)   /* j8: no label, Ishi's C */
        {
          at_j8++;
          g_assert_cmpstr (l->text, ==, "C");
        }
    }
  g_assert_cmpuint (at_g10, ==, 1);
  g_assert_cmpuint (at_i8, ==, 1);
  g_assert_cmpuint (at_j8, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/geometry/round-trip", test_geometry_round_trip);
  g_test_add_func ("/render/geometry/coordinates", test_geometry_coordinates_take_room);
  g_test_add_func ("/render/star-points", test_star_points);
  g_test_add_func ("/render/model/copy", test_model_copy);
  g_test_add_func ("/render/pixels/on-intersections", test_pixels_on_intersections);
  g_test_add_func ("/render/pixels/small-board-coordinates", test_small_board_coordinates);
  g_test_add_func ("/render/pixels/coordinates-readable", test_coordinates_readable);
  g_test_add_func ("/render/bold-forbidden", test_bold_forbidden);
  g_test_add_func ("/render/mark-over-number", test_mark_over_number);
  g_test_add_func ("/render/golden/9x9-markup", test_golden_markup);
  g_test_add_func ("/render/golden/9x9-numbers", test_golden_numbers);
  g_test_add_func ("/render/golden/19x19-japanese", test_golden_japanese);
  g_test_add_func ("/render/golden/15x15-renju", test_golden_renju);
  g_test_add_func ("/render/golden/7x7-territory", test_golden_territory);
  g_test_add_func ("/render/golden/25x25-dimmed", test_golden_large);
  g_test_add_func ("/render/golden/9x9-figure-at", test_golden_figure_at);
  g_test_add_func ("/render/golden/9x9-figure-ko", test_golden_figure_ko);
  g_test_add_func ("/render/golden/19x19-region", test_golden_region);
  g_test_add_func ("/render/golden/19x19-mono", test_golden_mono);
  g_test_add_func ("/render/to-file", test_to_file);
  g_test_add_func ("/render/tool", test_tool_render);
  g_test_add_func ("/render/library-labels", test_library_labels);

  return g_test_run ();
}
