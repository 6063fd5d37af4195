/* test-class-grid.c — the class view's grid of boards on a projector
 * (issue 55): at every count a class has (1, 2, 4, 16, 17, 32 and 61
 * boards) on a 1920×1080 and a 1280×800 screen, the grid fills the room
 * it has (no empty half under two boards, no third row cut off), the
 * names are readable from the back of the room (24 px at least for 32
 * boards on 1920×1080), and only a count no screen holds scrolls.
 *
 * The rooms are the class view's: the window less its header bar (47
 * px), the room's code shown large above the boards (its band grows with
 * the window), the line of pupils not yet playing, and the grid's margins.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-class-grid.h"

typedef struct {
  int width, height;
} Screen;

static const Screen screens[] = { { 1920, 1080 }, { 1280, 800 } };
static const guint counts[] = { 1, 2, 4, 16, 17, 32, 61 };

/* The grid's room in the class view: the header bar, the code's band
 * (`code`), the pupils waiting (`waiting`), the margins. */
static void
room_of (const Screen *s, gboolean code, gboolean waiting, int *width, int *height)
{
  int band = code ? (int) (CLAMP (s->height * 0.075, 40, 120) * 1.25) + 12 : 0;

  *width = s->width - 24;
  *height = s->height - 47 - band - (waiting ? 44 : 0) - 24;
}

static void
check (guint n, guint chars, const Screen *s, gboolean code, gboolean waiting)
{
  IshiClassGrid g;
  int width, height, used_width, used_height;

  room_of (s, code, waiting, &width, &height);
  ishi_class_grid_layout (n, chars, width, height, &g);
  g_test_message ("%u boards, names of %u, %d×%d%s%s: %u×%u, boards %d px, names %d px, line %d px%s", n, chars, s->width,
                  s->height, code ? ", code" : "", waiting ? ", waiting" : "", g.columns, g.rows, g.board,
                  g.names_px, g.state_px, g.scrolls ? ", scrolls" : "");
  /* Every board has a cell, and no row is empty. */
  g_assert_cmpuint (g.columns * g.rows, >=, n);
  g_assert_cmpuint ((g.rows - 1) * g.columns, <, n);
  /* A cell holds its board and its lines. */
  g_assert_cmpint (g.board, <=, g.cell_width);
  g_assert_cmpint (g.board + ishi_class_grid_names_height (&g) + ishi_class_grid_state_height (&g), <=,
                   g.cell_height);
  g_assert_cmpint (g.names_px, >=, 12);
  g_assert_cmpint (g.state_px, >=, 12);
  used_width = (int) g.columns * g.cell_width + ((int) g.columns - 1) * ISHI_CLASS_GRID_GAP;
  used_height = (int) g.rows * g.cell_height + ((int) g.rows - 1) * ISHI_CLASS_GRID_GAP;
  g_assert_cmpint (used_width, <=, width);
  if (g.scrolls)
    {
      /* Only 61 boards on the small screen: more than it can show at the
       * least board a 9×9 game is read on. */
      g_assert_cmpuint (n, ==, 61);
      g_assert_cmpint (s->height, ==, 800);
      g_assert_cmpint (g.board, >=, ISHI_CLASS_GRID_LEAST_BOARD);
      return;
    }
  /* The screen filled: the cells take the whole height, and the boards
   * fill their cells one way or the other (the wider of the two is
   * within a tenth of its cell). */
  g_assert_cmpint (used_height, <=, height);
  g_assert_cmpint (used_height, >=, height - (int) g.rows);
  g_assert_true (g.board * 10 >= g.cell_width * 9
                 || (g.board + ishi_class_grid_names_height (&g) + ishi_class_grid_state_height (&g)) * 10
                    >= g.cell_height * 9);
  g_assert_cmpint (g.board, >=, ISHI_CLASS_GRID_LEAST_BOARD);
  /* Two names whole, each with its stone and its mark's padding, side
   * by side; but at 12 px, the least type (61 boards, or 32 with names of
   * five characters on the small screen), longer names are cut. */
  if (g.names_px > 12)
    g_assert_cmpint (g.cell_width, >=, 2 * ((int) chars + 1) * g.names_px + 28);
}

static void
test_counts (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (screens); s++)
    for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
      for (int code = 0; code <= 1; code++)
        for (int waiting = 0; waiting <= 1; waiting++)
          for (guint chars = 3; chars <= 5; chars += 2)
            check (counts[i], chars, &screens[s], code, waiting);
}

/* What the issue measured, and what it asked. */
static void
test_back_of_the_room (void)
{
  IshiClassGrid g;
  int width, height;

  /* 32 boards on the projector, the code shown and pupils waiting: names
   * of three characters (はると, 大翔) 24 px at least. */
  room_of (&screens[0], TRUE, TRUE, &width, &height);
  ishi_class_grid_layout (32, 3, width, height, &g);
  g_assert_cmpint (g.names_px, >=, 24);
  /* 17 boards: no longer names of 15 px under boards of 260. */
  ishi_class_grid_layout (17, 3, width, height, &g);
  g_assert_cmpint (g.names_px, >=, 24);
  g_assert_cmpint (g.board, >=, 200);
  /* Two boards fill the height (the lower half was left empty, the
   * boards stopping at 520 px). */
  ishi_class_grid_layout (2, 3, width, height, &g);
  g_assert_cmpint (g.board, >=, 700);
  /* 17 on 1280×800: every row shown (the third was cut and scrolled). */
  room_of (&screens[1], TRUE, TRUE, &width, &height);
  ishi_class_grid_layout (17, 3, width, height, &g);
  g_assert_false (g.scrolls);
  g_assert_cmpint (g.names_px, >=, 16);   /* as large on the wall as 24 px of 1920 */
  g_assert_cmpint (g.board, >=, 120);
}

/* A window not laid out yet, or a sliver: nothing breaks. */
static void
test_no_room (void)
{
  IshiClassGrid g;

  ishi_class_grid_layout (5, 3, 0, 0, &g);
  g_assert_cmpint (g.board, >=, 1);
  g_assert_cmpuint (g.columns * g.rows, >=, 5);
  ishi_class_grid_layout (0, 3, 300, 200, &g);
  g_assert_cmpuint (g.columns, ==, 1);
  ishi_class_grid_layout (40, 3, 90, 3000, &g);
  g_assert_cmpint (g.board, <=, 90);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/class-grid/counts", test_counts);
  g_test_add_func ("/class-grid/back-of-the-room", test_back_of_the_room);
  g_test_add_func ("/class-grid/no-room", test_no_room);
  return g_test_run ();
}
