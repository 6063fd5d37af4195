/* test-board-view.c — the board widget in a window (run under Xvfb).
 *
 * Input is driven through the widget's own controllers and actions: the
 * click gesture's and the motion controller's signals are emitted with
 * pixel positions taken from the shared geometry, and the key bindings are
 * found in the widget's shortcut controller and activated.  What is checked
 * is what the window relies on: the signals, with the right points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-board-view"

#include "config.h"

#include <gtk/gtk.h>

#include "ishi-board-view.h"
#include "ishi-test-util.h"

typedef struct {
  GtkWidget *window;
  IshiBoardView *view;
  GArray *activated;   /* of IshiPoint */
  GArray *hovered;     /* of IshiPoint */
  GArray *steps;       /* of int */
  IshiPoint cursor;    /* as the last "cursor-moved" told */
} Fixture;

static void
on_activated (IshiBoardView *view, int x, int y, Fixture *f)
{
  IshiPoint p = { x, y };

  g_array_append_val (f->activated, p);
}

static void
on_hovered (IshiBoardView *view, int x, int y, Fixture *f)
{
  IshiPoint p = { x, y };

  g_array_append_val (f->hovered, p);
}

static void
on_cursor_moved (IshiBoardView *view, int x, int y, Fixture *f)
{
  f->cursor = (IshiPoint) { x, y };
}

/* The last point "point-hovered" told; FALSE when it said none. */
static gboolean
last_hovered (Fixture *f, int *x, int *y)
{
  IshiPoint p = f->hovered->len ? g_array_index (f->hovered, IshiPoint, f->hovered->len - 1)
                                : (IshiPoint) { -1, -1 };

  *x = p.x;
  *y = p.y;
  return p.x >= 0;
}

/* The view with a ghost stone, as the window shows one: in the model. */
static void
show_ghost (Fixture *f, int x, int y, IshiColor color)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_copy (ishi_board_view_get_model (f->view));

  model->ghost = (IshiPoint) { x, y };
  model->ghost_color = color;
  ishi_board_view_set_model (f->view, model);
}

static void
on_scroll_step (IshiBoardView *view, int delta, Fixture *f)
{
  g_array_append_val (f->steps, delta);
}

static void
wait_for_allocation (GtkWidget *widget)
{
  gint64 give_up = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while ((gtk_widget_get_width (widget) <= 0 || !gtk_widget_get_mapped (widget))
         && g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, FALSE);
  /* And let the frame clock draw once. */
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);

  f->activated = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  f->hovered = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  f->steps = g_array_new (FALSE, FALSE, sizeof (int));

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 400, 360);
  f->view = ISHI_BOARD_VIEW (ishi_board_view_new ());
  model->coords = ISHI_BOARD_COORDS_WESTERN;
  ishi_board_view_set_model (f->view, model);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->view));
  g_signal_connect (f->view, "point-activated", G_CALLBACK (on_activated), f);
  g_signal_connect (f->view, "point-hovered", G_CALLBACK (on_hovered), f);
  g_signal_connect (f->view, "scroll-step", G_CALLBACK (on_scroll_step), f);
  g_signal_connect (f->view, "cursor-moved", G_CALLBACK (on_cursor_moved), f);
  gtk_window_present (GTK_WINDOW (f->window));
  wait_for_allocation (GTK_WIDGET (f->view));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_array_unref (f->activated);
  g_array_unref (f->hovered);
  g_array_unref (f->steps);
}

static void
assert_points (GArray *points, const IshiPoint *expected, guint n)
{
  g_assert_cmpuint (points->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (g_array_index (points, IshiPoint, i).x, ==, expected[i].x);
      g_assert_cmpint (g_array_index (points, IshiPoint, i).y, ==, expected[i].y);
    }
}

static GtkEventController *
find_controller (GtkWidget *widget, GType type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && found == NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type))
        found = GTK_EVENT_CONTROLLER (item);
    }
  g_assert_nonnull (found);
  return found;   /* the widget keeps it */
}

static void
pixel_of (Fixture *f, int x, int y, double *px, double *py)
{
  const IshiBoardModel *model = ishi_board_view_get_model (f->view);
  IshiBoardGeometry g;

  ishi_board_geometry_init (&g, gtk_widget_get_width (GTK_WIDGET (f->view)),
                            gtk_widget_get_height (GTK_WIDGET (f->view)),
                            model->size, model->coords);
  ishi_board_geometry_point_to_pixel (&g, x, y, px, py);
}

static void
click (Fixture *f, double px, double py, double release_x, double release_y)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (f->view), GTK_TYPE_GESTURE_CLICK);

  g_signal_emit_by_name (gesture, "pressed", 1, px, py);
  g_signal_emit_by_name (gesture, "released", 1, release_x, release_y);
}

/* --- tests ------------------------------------------------------------------ */

static void
test_click (Fixture *f, gconstpointer data)
{
  static const IshiPoint expected[] = { { 2, 6 }, { 0, 0 }, { 8, 8 } };
  double px, py, qx, qy;

  /* Dead centre, and a little off towards the next point. */
  pixel_of (f, 2, 6, &px, &py);
  click (f, px, py, px, py);
  pixel_of (f, 0, 0, &px, &py);
  click (f, px - 3, py + 4, px - 3, py + 4);
  pixel_of (f, 8, 8, &px, &py);
  click (f, px + 5, py - 5, px + 5, py - 5);
  assert_points (f->activated, expected, G_N_ELEMENTS (expected));

  /* The cursor follows the clicks. */
  {
    g_assert_cmpint (f->cursor.x, ==, 8);
    g_assert_cmpint (f->cursor.y, ==, 8);
  }

  /* Off the grid (the corner of the window, the coordinate band left of
   * the first line): nothing. */
  pixel_of (f, 0, 0, &px, &py);
  pixel_of (f, 1, 0, &qx, &qy);
  click (f, 2, 2, 2, 2);
  click (f, px - 0.7 * (qx - px), py, px - 0.7 * (qx - px), py);
  /* Pressed on one point, released on another: cancelled. */
  pixel_of (f, 4, 4, &px, &py);
  pixel_of (f, 5, 4, &qx, &qy);
  click (f, px, py, qx, qy);
  g_assert_cmpuint (f->activated->len, ==, G_N_ELEMENTS (expected));
}

static void
test_hover (Fixture *f, gconstpointer data)
{
  GtkEventController *motion = find_controller (GTK_WIDGET (f->view), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  static const IshiPoint expected[] = { { 3, 4 }, { 3, 4 }, { 4, 4 }, { -1, -1 }, { 4, 4 }, { -1, -1 } };
  double px, py, qx, qy;
  int hx, hy;

  pixel_of (f, 3, 4, &px, &py);
  pixel_of (f, 4, 4, &qx, &qy);
  g_signal_emit_by_name (motion, "motion", px, py);
  g_signal_emit_by_name (motion, "motion", px + 1, py + 1);   /* same point: quiet */
  g_assert_true (last_hovered (f, &hx, &hy));
  g_assert_cmpint (hx, ==, 3);
  g_assert_cmpint (hy, ==, 4);

  /* The window shows a ghost (the point is told again with the new
   * model); moving on removes it before telling. */
  show_ghost (f, 3, 4, ISHI_BLACK);
  g_assert_cmpint (ishi_board_view_get_model (f->view)->ghost.x, ==, 3);
  g_signal_emit_by_name (motion, "motion", qx, qy);
  g_assert_cmpint (ishi_board_view_get_model (f->view)->ghost.x, <, 0);

  /* Off the grid, then back, then out of the widget. */
  g_signal_emit_by_name (motion, "motion", 1.0, 1.0);
  g_assert_false (last_hovered (f, &hx, &hy));
  g_signal_emit_by_name (motion, "motion", qx, qy);
  g_signal_emit_by_name (motion, "leave");
  assert_points (f->hovered, expected, G_N_ELEMENTS (expected));
}

static void
test_set_model_rehovers (Fixture *f, gconstpointer data)
{
  GtkEventController *motion = find_controller (GTK_WIDGET (f->view), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  static const IshiPoint expected[] = { { 6, 2 }, { 6, 2 }, { 6, 2 } };
  g_autoptr(IshiBoardModel) model = ishi_board_model_copy (ishi_board_view_get_model (f->view));
  g_autoptr(IshiBoardModel) big = ishi_board_model_new (19);
  double px, py;

  pixel_of (f, 6, 2, &px, &py);
  g_signal_emit_by_name (motion, "motion", px, py);
  show_ghost (f, 6, 2, ISHI_WHITE);

  /* A new position of the same size: the ghost goes (the model has none)
   * and the hovered point is announced again. */
  ishi_board_model_set_stone (model, 0, 0, ISHI_BLACK);
  ishi_board_view_set_model (f->view, model);
  g_assert_cmpint (ishi_board_view_get_model (f->view)->ghost.x, <, 0);
  assert_points (f->hovered, expected, G_N_ELEMENTS (expected));

  /* A new board size: the pointer is over some other point now, the
   * cursor goes to the centre. */
  ishi_board_view_set_model (f->view, big);
  g_assert_cmpuint (f->hovered->len, ==, G_N_ELEMENTS (expected));
  g_assert_cmpint (f->cursor.x, ==, 9);
  g_assert_cmpint (f->cursor.y, ==, 9);
}

/* A window that redraws the whole model when the pointer moves (and so
 * calls set_model from its "point-hovered" handler) is told once. */
static void
set_model_on_hover (IshiBoardView *view, int x, int y, Fixture *f)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_copy (ishi_board_view_get_model (view));

  model->ghost = (IshiPoint) { x, y };
  model->ghost_color = ISHI_BLACK;
  ishi_board_view_set_model (view, model);
}

static void
test_set_model_from_hover (Fixture *f, gconstpointer data)
{
  GtkEventController *motion = find_controller (GTK_WIDGET (f->view), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  static const IshiPoint expected[] = { { 1, 7 } };
  double px, py;

  g_signal_connect (f->view, "point-hovered", G_CALLBACK (set_model_on_hover), f);
  pixel_of (f, 1, 7, &px, &py);
  g_signal_emit_by_name (motion, "motion", px, py);
  assert_points (f->hovered, expected, G_N_ELEMENTS (expected));
  g_assert_cmpint (ishi_board_view_get_model (f->view)->ghost.x, ==, 1);
  g_assert_cmpint (ishi_board_view_get_model (f->view)->ghost.y, ==, 7);
}

static void
test_scroll (Fixture *f, gconstpointer data)
{
  GtkEventController *scroll = find_controller (GTK_WIDGET (f->view), GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  gboolean handled = FALSE;

  g_signal_emit_by_name (scroll, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
  g_signal_emit_by_name (scroll, "scroll", 0.0, -2.0, &handled);
  g_assert_cmpuint (f->steps->len, ==, 3);
  g_assert_cmpint (g_array_index (f->steps, int, 0), ==, 1);
  g_assert_cmpint (g_array_index (f->steps, int, 1), ==, -1);
  g_assert_cmpint (g_array_index (f->steps, int, 2), ==, -1);
}

static char *
describe (IshiBoardView *view, int x, int y, gpointer user_data)
{
  int *calls = user_data;

  (*calls)++;
  return g_strdup_printf ("point %d %d", x, y);
}

static void
test_actions (Fixture *f, gconstpointer data)
{
  static const IshiPoint expected[] = { { 5, 3 }, { 8, 0 } };
  int calls = 0;

  ishi_board_view_set_describe_func (f->view, describe, &calls, NULL);
  /* A 9x9 board starts with the cursor in the centre. */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "point 4 4");

  gtk_widget_activate_action (GTK_WIDGET (f->view), "board.cursor-move", "(ii)", 1, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->view), "board.cursor-move", "(ii)", 0, -1);
  g_assert_cmpint (f->cursor.x, ==, 5);
  g_assert_cmpint (f->cursor.y, ==, 3);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "point 5 3");
  gtk_widget_activate_action (GTK_WIDGET (f->view), "board.activate", NULL);

  /* The cursor stops at the edge. */
  for (int i = 0; i < 12; i++)
    gtk_widget_activate_action (GTK_WIDGET (f->view), "board.cursor-move", "(ii)", 1, -1);
  gtk_widget_activate_action (GTK_WIDGET (f->view), "board.activate", NULL);
  assert_points (f->activated, expected, G_N_ELEMENTS (expected));
  g_assert_cmpint (calls, >=, 3);

  ishi_board_view_set_describe_func (f->view, NULL, NULL, NULL);
}

/* Finds the binding for a key in the widget's shortcut controller and
 * activates it, as a key press would. */
static void
press_key (Fixture *f, guint keyval)
{
  GtkShortcutController *controller = NULL;
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, 0);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->view));
  gboolean done = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !done; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (item))
        continue;
      controller = GTK_SHORTCUT_CONTROLLER (item);
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !done; k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                           GTK_WIDGET (f->view),
                                                           gtk_shortcut_get_arguments (shortcut)));
              done = TRUE;
            }
        }
    }
  g_assert_true (done);
}

static void
test_keys (Fixture *f, gconstpointer data)
{
  static const IshiPoint expected[] = { { 3, 5 }, { 3, 5 }, { 4, 4 }, { 4, 4 } };

  press_key (f, GDK_KEY_Left);
  press_key (f, GDK_KEY_Down);
  press_key (f, GDK_KEY_Return);
  press_key (f, GDK_KEY_space);
  press_key (f, GDK_KEY_KP_Right);
  press_key (f, GDK_KEY_Up);
  press_key (f, GDK_KEY_KP_Enter);
  press_key (f, GDK_KEY_KP_Space);
  assert_points (f->activated, expected, G_N_ELEMENTS (expected));
}

static void
test_accessible (Fixture *f, gconstpointer data)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (13);

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (f->view), GTK_ACCESSIBLE_ROLE_GRID);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->view),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Go board, 9 by 9");
  ishi_board_view_set_model (f->view, model);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->view),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Go board, 13 by 13");
  ishi_board_view_set_label (f->view, "Renju board, 15 by 15");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->view),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Renju board, 15 by 15");
  ishi_board_view_set_label (f->view, NULL);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->view),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Go board, 13 by 13");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (f->view)));
}

/* The board prefers a square and has a sensible least size. */
static void
test_measure (Fixture *f, gconstpointer data)
{
  int min, nat;

  gtk_widget_measure (GTK_WIDGET (f->view), GTK_ORIENTATION_VERTICAL, 500, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 500);
  g_assert_cmpint (min, <, 500);
  g_assert_cmpint (min, >, 50);
  gtk_widget_measure (GTK_WIDGET (f->view), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, >=, min);
}

/* The widget drawn through GTK's own machinery, then a pixel looked at:
 * the black stone at the centre point is there, and the wood around it. */
static void
test_snapshot (Fixture *f, gconstpointer data)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new (9);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  g_autofree char *out = NULL;
  GskRenderer *renderer;
  int width, height, stride;
  double px, py;
  guint32 stone, wood;

  model->coords = ISHI_BOARD_COORDS_WESTERN;
  ishi_board_model_set_stone (model, 4, 4, ISHI_BLACK);
  ishi_board_model_set_stone (model, 2, 2, ISHI_WHITE);
  model->last_move = (IshiPoint) { 2, 2 };
  ishi_board_view_set_model (f->view, model);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);

  width = gtk_widget_get_width (GTK_WIDGET (f->view));
  height = gtk_widget_get_height (GTK_WIDGET (f->view));
  /* The paintable holds what the widget drew last: let a frame pass. */
  paintable = gtk_widget_paintable_new (GTK_WIDGET (f->view));
  gtk_widget_queue_draw (GTK_WIDGET (f->view));
  for (gint64 give_up = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       node == NULL && g_get_monotonic_time () < give_up;)
    {
      g_main_context_iteration (NULL, FALSE);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);

  renderer = gtk_native_get_renderer (GTK_NATIVE (f->window));
  g_assert_nonnull (renderer);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);

  out = g_build_filename (g_getenv ("ISHI_TESTS_BUILDDIR") ? g_getenv ("ISHI_TESTS_BUILDDIR") : ".",
                          "board-view.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, out));
  g_test_message ("the widget as drawn: %s", out);

  stride = width * 4;
  pixels = g_malloc ((gsize) stride * height);
  gdk_texture_download (texture, pixels, stride);
  pixel_of (f, 4, 4, &px, &py);
  stone = *(guint32 *) (pixels + (int) (py + 3) * stride + (int) (px + 3) * 4);
  pixel_of (f, 6, 6, &px, &py);
  wood = *(guint32 *) (pixels + (int) (py + 5) * stride + (int) (px + 5) * 4);

  /* Premultiplied ARGB, native order: opaque everywhere on the board. */
  g_assert_cmpuint (stone >> 24, ==, 0xff);
  g_assert_cmpuint (wood >> 24, ==, 0xff);
  g_assert_cmpuint ((stone >> 16) & 0xff, <, 80);     /* dark */
  g_assert_cmpuint ((wood >> 16) & 0xff, >, 170);     /* warm and light */
  g_assert_cmpuint ((wood >> 16) & 0xff, >, (wood & 0xff) + 40);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/board-view/click", test_click);
  ADD ("/board-view/hover", test_hover);
  ADD ("/board-view/set-model-rehovers", test_set_model_rehovers);
  ADD ("/board-view/set-model-from-hover", test_set_model_from_hover);
  ADD ("/board-view/scroll", test_scroll);
  ADD ("/board-view/actions", test_actions);
  ADD ("/board-view/keys", test_keys);
  ADD ("/board-view/accessible", test_accessible);
  ADD ("/board-view/measure", test_measure);
  ADD ("/board-view/snapshot", test_snapshot);
#undef ADD

  return g_test_run ();
}
