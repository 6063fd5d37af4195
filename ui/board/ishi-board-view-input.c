/* ishi-board-view-input.c — what the board widget does with the pointer
 * and the keys: clicks and their release, a drag that selects a region,
 * hovering, the wheel, and the keyboard cursor's actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-board"

#include "config.h"

#include "ishi-board-view-private.h"

/* --- input ------------------------------------------------------------------ */

void
ishi_board_view_click_pressed_cb (GtkGestureClick *gesture, int n_press, double px, double py,
                  IshiBoardView *self)
{
  int x, y;

  /* A page that keeps the keys for itself (the Lessons page's clicker)
   * turns focus-on-click off: a click places a stone, the keys stay. */
  if (gtk_widget_get_focusable (GTK_WIDGET (self)) && gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  if (n_press == 1 && ishi_board_view_point_at (self, px, py, &x, &y))
    self->pressed = (IshiPoint) { x, y };
  else
    self->pressed = (IshiPoint) { -1, -1 };
}

static void
set_keyboard (IshiBoardView *self, gboolean keyboard)
{
  if (self->keyboard == keyboard)
    return;
  self->keyboard = keyboard;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ishi_board_view_click_released_cb (GtkGestureClick *gesture, int n_press, double px, double py,
                   IshiBoardView *self)
{
  int x, y;

  IshiPoint pressed = self->pressed;

  /* Pressing on one point and letting go on another cancels: people slide
   * off a point they did not mean. */
  self->pressed = (IshiPoint) { -1, -1 };
  set_keyboard (self, FALSE);
  if (pressed.x < 0 || !ishi_board_view_point_at (self, px, py, &x, &y)
      || x != pressed.x || y != pressed.y)
    return;
  ishi_board_view_move_cursor_to (self, x, y);
  if (!self->selecting)
    ishi_board_view_activate_point (self, x, y);
}

/* The point nearest a pixel, inside the board even when the pointer has
 * left it: a rectangle dragged past the edge stops at the edge. */
static void
nearest_point (IshiBoardView *self, double px, double py, IshiPoint *p)
{
  IshiBoardGeometry g;

  ishi_board_view_geometry (self, &g);
  ishi_board_geometry_nearest_point (&g, px, py, &p->x, &p->y);
}

void
ishi_board_view_drag_begin_cb (GtkGestureDrag *gesture, double px, double py, IshiBoardView *self)
{
  if (!self->selecting)
    return;
  self->drag_x = px;
  self->drag_y = py;
  nearest_point (self, px, py, &self->selection_from);
  self->selection_to = self->selection_from;
  self->has_selection = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ishi_board_view_drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, IshiBoardView *self)
{
  IshiPoint to;

  if (!self->selecting || !self->has_selection)
    return;
  nearest_point (self, self->drag_x + dx, self->drag_y + dy, &to);
  if (to.x == self->selection_to.x && to.y == self->selection_to.y)
    return;
  self->selection_to = to;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ishi_board_view_drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, IshiBoardView *self)
{
  int x1, y1, x2, y2;

  if (!self->selecting || !self->has_selection)
    return;
  ishi_board_view_drag_update_cb (gesture, dx, dy, self);
  x1 = MIN (self->selection_from.x, self->selection_to.x);
  x2 = MAX (self->selection_from.x, self->selection_to.x);
  y1 = MIN (self->selection_from.y, self->selection_to.y);
  y2 = MAX (self->selection_from.y, self->selection_to.y);
  /* A click, or a line of points, is no region to draw: nothing chosen. */
  if (x1 == x2 || y1 == y2)
    {
      self->has_selection = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  g_signal_emit (self, ishi_board_view_signals[REGION_SELECTED], 0, x1, y1, x2, y2);
}

void
ishi_board_view_motion_cb (GtkEventControllerMotion *controller, double px, double py,
           IshiBoardView *self)
{
  int x, y;

  if (!ishi_board_view_point_at (self, px, py, &x, &y))
    x = y = -1;
  if (x != self->hover.x || y != self->hover.y)
    set_keyboard (self, FALSE);
  ishi_board_view_set_hover (self, x, y);
}

void
ishi_board_view_leave_cb (GtkEventControllerMotion *controller, IshiBoardView *self)
{
  ishi_board_view_set_hover (self, -1, -1);
}

/* The focus went elsewhere — a menu opened over the board, a dialog came
 * up: whatever the pointer seemed to point at, no stone is being aimed. */
void
ishi_board_view_focus_leave_cb (GtkEventControllerFocus *controller, IshiBoardView *self)
{
  ishi_board_view_set_hover (self, -1, -1);
}

gboolean
ishi_board_view_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy,
           IshiBoardView *self)
{
  /* Discrete steps: a wheel notch is one, a fast flick a few.  Down is
   * forward through the game, as in other Go programs. */
  int steps = (int) CLAMP (dy, -50.0, 50.0);

  if (steps == 0)
    return GDK_EVENT_PROPAGATE;
  for (int i = 0; i < ABS (steps); i++)
    g_signal_emit (self, ishi_board_view_signals[SCROLL_STEP], 0, steps > 0 ? 1 : -1);
  return GDK_EVENT_STOP;
}

void
ishi_board_view_cursor_move_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  /* The arrows point on the screen: on a turned board, Up is towards the
   * top of the picture, whichever edge of the record lies there. */
  ishi_board_orientation_step_from_view (self->orientation, dx, dy, &dx, &dy);
  set_keyboard (self, TRUE);
  ishi_board_view_move_cursor_to (self, self->cursor.x + dx, self->cursor.y + dy);
}

void
ishi_board_view_activate_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (widget);

  set_keyboard (self, TRUE);
  ishi_board_view_activate_point (self, self->cursor.x, self->cursor.y);
}

