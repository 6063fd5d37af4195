/* test-board-orient.c — the board turned (ui/board/ishi-board-orient.c and
 * the renderer's geometry and edge names): where the record's points are
 * drawn in each of the eight orientations, that a pixel is read back as the
 * point drawn there, that the names along the edges follow their lines, and
 * that a region turns with the board.
 *
 * The expected places are written here from the pictures, independently of
 * the code under test: a quarter turn clockwise puts the record's left edge
 * at the top, so A1 (bottom left) goes to the top left; a mirror puts A1 at
 * the bottom right; and so on.  A pixel is found for a view point with the
 * plain (unturned) geometry, which the golden images already check.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ishi-board-render.h"
#include "ishi-test-util.h"
#include "board-orient-expected.h"

#define SIDE 360


static void
test_transforms (void)
{
  static const int sizes[] = { 2, 7, 9, 19, 25 };

  for (int o = 0; o < ISHI_BOARD_N_ORIENTATIONS; o++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        int size = sizes[s];

        for (int y = 0; y < size; y++)
          for (int x = 0; x < size; x++)
            {
              int vx, vy, ex, ey, bx, by;

              ishi_board_orientation_to_view (o, size, x, y, &vx, &vy);
              expected_view (o, size, x, y, &ex, &ey);
              g_assert_cmpint (vx, ==, ex);
              g_assert_cmpint (vy, ==, ey);
              ishi_board_orientation_from_view (o, size, vx, vy, &bx, &by);
              g_assert_cmpint (bx, ==, x);
              g_assert_cmpint (by, ==, y);
            }
      }
}

/* Turning and mirroring reach all eight and come back. */
static void
test_turns (void)
{
  gboolean seen[ISHI_BOARD_N_ORIENTATIONS] = { FALSE, };

  for (int o = 0; o < ISHI_BOARD_N_ORIENTATIONS; o++)
    {
      IshiBoardOrientation turned = o;
      int vx, vy, wx, wy;

      for (int k = 0; k < 4; k++)
        turned = ishi_board_orientation_rotate (turned, 1);
      g_assert_cmpint (turned, ==, o);
      g_assert_cmpint (ishi_board_orientation_rotate (ishi_board_orientation_rotate (o, 1), -1), ==, o);
      g_assert_cmpint (ishi_board_orientation_flip (ishi_board_orientation_flip (o)), ==, o);

      /* A quarter turn more: the point the picture had at the top left is
       * at the top right now (9×9: view 0,0 → 8,0). */
      ishi_board_orientation_from_view (o, 9, 0, 0, &vx, &vy);
      ishi_board_orientation_to_view (ishi_board_orientation_rotate (o, 1), 9, vx, vy, &wx, &wy);
      g_assert_cmpint (wx, ==, 8);
      g_assert_cmpint (wy, ==, 0);
      /* Mirrored on the screen: the top left goes to the top right, and
       * the bottom left to the bottom right. */
      ishi_board_orientation_to_view (ishi_board_orientation_flip (o), 9, vx, vy, &wx, &wy);
      g_assert_cmpint (wx, ==, 8);
      g_assert_cmpint (wy, ==, 0);
      ishi_board_orientation_from_view (o, 9, 0, 8, &vx, &vy);
      ishi_board_orientation_to_view (ishi_board_orientation_flip (o), 9, vx, vy, &wx, &wy);
      g_assert_cmpint (wx, ==, 8);
      g_assert_cmpint (wy, ==, 8);
    }
  for (int f = 0; f < 2; f++)
    for (int k = 0; k < 4; k++)
      {
        IshiBoardOrientation o = ISHI_BOARD_ORIENTATION_NORMAL;

        if (f)
          o = ishi_board_orientation_flip (o);
        o = ishi_board_orientation_rotate (o, k);
        seen[o] = TRUE;
      }
  for (int o = 0; o < ISHI_BOARD_N_ORIENTATIONS; o++)
    g_assert_true (seen[o]);
}

/* An arrow key moves the cursor the way it points on the screen. */
static void
test_steps (void)
{
  static const int steps[][2] = { { 0, -1 }, { 0, 1 }, { -1, 0 }, { 1, 0 } };

  for (int o = 0; o < ISHI_BOARD_N_ORIENTATIONS; o++)
    for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
      {
        int bx, by, vx, vy, wx, wy;

        ishi_board_orientation_step_from_view (o, steps[i][0], steps[i][1], &bx, &by);
        /* From D5 of a 9×9 board (3, 4), the step on the record's board
         * lands where the picture shows one line further that way. */
        expected_view (o, 9, 3, 4, &vx, &vy);
        expected_view (o, 9, 3 + bx, 4 + by, &wx, &wy);
        g_assert_cmpint (wx - vx, ==, steps[i][0]);
        g_assert_cmpint (wy - vy, ==, steps[i][1]);
      }
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

static double
luminance_at (cairo_surface_t *surface, double px, double py)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *) (data + (int) floor (py) * stride + (int) floor (px) * 4);

  return 0.299 * ((pixel >> 16) & 0xff) + 0.587 * ((pixel >> 8) & 0xff) + 0.114 * (pixel & 0xff);
}

/* A black stone on C7 and a white one on G2 of a 9×9 board: in each
 * orientation they are drawn at the pixels of their view points, and
 * those pixels are read back as C7 and G2. */
static void
test_drawn_where_clicked (void)
{
  for (int o = 0; o < ISHI_BOARD_N_ORIENTATIONS; o++)
    {
      g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);
      cairo_surface_t *surface;
      IshiBoardGeometry plain, turned;
      static const struct { int x, y; IshiColor color; } stones[] = {
        { 2, 2, ISHI_BLACK }, { 6, 7, ISHI_WHITE },
      };

      model->coords = ISHI_BOARD_COORDS_WESTERN;
      model->orientation = o;
      for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
        ishi_board_model_set_stone (model, stones[i].x, stones[i].y, stones[i].color);
      surface = render (model);
      ishi_board_geometry_init (&plain, SIDE, SIDE, 9, ISHI_BOARD_COORDS_WESTERN);
      ishi_board_geometry_init_for_model (&turned, SIDE, SIDE, model);
      for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
        {
          int vx, vy, x, y;
          double px, py, qx, qy;

          expected_view (o, 9, stones[i].x, stones[i].y, &vx, &vy);
          ishi_board_geometry_point_to_pixel (&plain, vx, vy, &px, &py);
          ishi_board_geometry_point_to_pixel (&turned, stones[i].x, stones[i].y, &qx, &qy);
          g_assert_cmpfloat (px, ==, qx);
          g_assert_cmpfloat (py, ==, qy);
          /* A little off the centre, away from the highlight. */
          if (stones[i].color == ISHI_BLACK)
            g_assert_cmpfloat (luminance_at (surface, px + 3, py + 3), <, 60);
          else
            g_assert_cmpfloat (luminance_at (surface, px + 3, py + 3), >, 200);
          g_assert_true (ishi_board_geometry_pixel_to_point (&turned, px + 4, py - 4, &x, &y));
          g_assert_cmpint (x, ==, stones[i].x);
          g_assert_cmpint (y, ==, stones[i].y);
          ishi_board_geometry_nearest_point (&turned, px - 2 * SIDE, py, &x, &y);
          expected_view (o, 9, x, y, &vx, &vy);
          g_assert_cmpint (vx, ==, 0);   /* far to the left: the picture's left edge */
        }
      cairo_surface_destroy (surface);
    }
}

/* The names along the edges follow their lines. */
static void
test_edge_names (void)
{
  static const struct {
    IshiBoardCoords coords;
    IshiBoardOrientation o;
    gboolean across;
    int index;
    const char *name;
    gboolean kanji;
  } cases[] = {
    /* As recorded: A..T across, 19..1 down. */
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_NORMAL, TRUE, 0, "A", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_NORMAL, TRUE, 8, "J", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_NORMAL, FALSE, 0, "19", FALSE },
    /* A quarter turn: the rows 1..19 across the top, the columns A..T
     * down the side. */
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_ROTATE_90, TRUE, 0, "1", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_ROTATE_90, TRUE, 18, "19", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_ROTATE_90, FALSE, 0, "A", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_ROTATE_90, FALSE, 18, "T", FALSE },
    /* White's side: T..A across, 1..19 down. */
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_ROTATE_180, TRUE, 0, "T", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_ROTATE_180, FALSE, 0, "1", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_FLIP, TRUE, 0, "T", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_FLIP, FALSE, 0, "19", FALSE },
    /* the record seen across its diagonal: rows across, columns down */
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_FLIP_ROTATE_270, TRUE, 0, "19", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_FLIP_ROTATE_270, FALSE, 0, "A", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90, TRUE, 0, "1", FALSE },
    { ISHI_BOARD_COORDS_WESTERN, ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90, FALSE, 0, "T", FALSE },
    /* Japanese: 1..19 across, 一..十九 down; turned, the kanji go across. */
    { ISHI_BOARD_COORDS_JAPANESE, ISHI_BOARD_ORIENTATION_NORMAL, TRUE, 2, "3", FALSE },
    { ISHI_BOARD_COORDS_JAPANESE, ISHI_BOARD_ORIENTATION_NORMAL, FALSE, 2, "三", TRUE },
    { ISHI_BOARD_COORDS_JAPANESE, ISHI_BOARD_ORIENTATION_ROTATE_90, TRUE, 0, "十九", TRUE },
    { ISHI_BOARD_COORDS_JAPANESE, ISHI_BOARD_ORIENTATION_ROTATE_90, FALSE, 0, "1", FALSE },
    { ISHI_BOARD_COORDS_RENJU, ISHI_BOARD_ORIENTATION_ROTATE_270, TRUE, 0, "19", FALSE },
    { ISHI_BOARD_COORDS_RENJU, ISHI_BOARD_ORIENTATION_ROTATE_270, FALSE, 0, "s", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean kanji = !cases[i].kanji;
      g_autofree char *name = ishi_board_coords_label (cases[i].coords, 19, cases[i].o,
                                                       cases[i].across, cases[i].index, &kanji);

      g_test_message ("case %u", i);
      g_assert_cmpstr (name, ==, cases[i].name);
      g_assert_cmpint (kanji, ==, cases[i].kanji);
    }
  g_assert_null (ishi_board_coords_label (ISHI_BOARD_COORDS_NONE, 19, 0, TRUE, 0, NULL));
  g_assert_null (ishi_board_coords_label (ISHI_BOARD_COORDS_WESTERN, 19, 0, TRUE, 19, NULL));

  /* Every name a view line gets is the name of the record's line its
   * points lie on: along view column i, every point's record column (or
   * row, turned a quarter) is the same. */
  for (int o = 0; o < ISHI_BOARD_N_ORIENTATIONS; o++)
    for (int i = 0; i < 9; i++)
      {
        g_autofree char *top = ishi_board_coords_label (ISHI_BOARD_COORDS_WESTERN, 9, o, TRUE, i, NULL);
        g_autofree char *side = ishi_board_coords_label (ISHI_BOARD_COORDS_WESTERN, 9, o, FALSE, i, NULL);

        for (int j = 0; j < 9; j++)
          {
            g_autofree char *plain_top = NULL;
            g_autofree char *plain_side = NULL;
            int x, y;

            /* The record's point at view (i, j): its column's name is
             * the normal board's top name of x, its row's the side name
             * of y. */
            ishi_board_orientation_from_view (o, 9, i, j, &x, &y);
            plain_top = ishi_board_coords_label (ISHI_BOARD_COORDS_WESTERN, 9, 0, TRUE, x, NULL);
            plain_side = ishi_board_coords_label (ISHI_BOARD_COORDS_WESTERN, 9, 0, FALSE, y, NULL);
            g_assert_true (g_strcmp0 (top, plain_top) == 0 || g_strcmp0 (top, plain_side) == 0);
            if (ishi_board_orientation_transposes (o))
              g_assert_cmpstr (top, ==, plain_side);
            else
              g_assert_cmpstr (top, ==, plain_top);
          }
        g_assert_nonnull (side);
      }
}

/* A corner region of a 19×19 board, A19:K10, turned a half: drawn as the
 * bottom right corner of the picture, with its stones. */
static void
test_region_turned (void)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (19);
  IshiBoardGeometry g;
  cairo_surface_t *surface;
  double px, py;
  int x, y;

  model->coords = ISHI_BOARD_COORDS_WESTERN;
  model->has_region = TRUE;
  model->region_min = (IshiPoint) { 0, 0 };
  model->region_max = (IshiPoint) { 9, 9 };
  model->orientation = ISHI_BOARD_ORIENTATION_ROTATE_180;
  ishi_board_model_set_stone (model, 0, 0, ISHI_BLACK);   /* A19 */
  ishi_board_geometry_init_for_model (&g, SIDE, SIDE, model);
  g_assert_cmpint (g.first_x, ==, 9);
  g_assert_cmpint (g.last_x, ==, 18);
  g_assert_cmpint (g.first_y, ==, 9);
  g_assert_cmpint (g.last_y, ==, 18);
  g_assert_true (ishi_board_geometry_shows (&g, 0, 0));
  g_assert_false (ishi_board_geometry_shows (&g, 10, 0));
  ishi_board_geometry_point_to_pixel (&g, 0, 0, &px, &py);
  /* A19 is the picture's bottom right point. */
  g_assert_cmpfloat (px, >, SIDE / 2.0);
  g_assert_cmpfloat (py, >, SIDE / 2.0);
  surface = render (model);
  g_assert_cmpfloat (luminance_at (surface, px + 3, py + 3), <, 60);
  g_assert_true (ishi_board_geometry_pixel_to_point (&g, px, py, &x, &y));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);
  cairo_surface_destroy (surface);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/orient/transforms", test_transforms);
  g_test_add_func ("/orient/turns", test_turns);
  g_test_add_func ("/orient/steps", test_steps);
  g_test_add_func ("/orient/drawn-where-clicked", test_drawn_where_clicked);
  g_test_add_func ("/orient/edge-names", test_edge_names);
  g_test_add_func ("/orient/region", test_region_turned);
  return g_test_run ();
}
