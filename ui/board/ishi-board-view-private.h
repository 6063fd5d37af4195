/* ishi-board-view-private.h — the board widget's parts, shared by its
 * state and drawing (ishi-board-view.c) and its input
 * (ishi-board-view-input.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-view.h"

struct _IshiBoardView {
  GtkWidget parent_instance;

  IshiBoardModel *model;    /* its orientation is always the view's own */
  IshiBoardOrientation orientation;
  IshiPoint hover;          /* x < 0: the pointer is not over a point */
  IshiPoint cursor;         /* always on the board */
  IshiPoint pressed;        /* where the primary button went down */
  gboolean in_hovered;      /* "point-hovered" is being emitted */
  gboolean keyboard;        /* the keyboard was used last, not the pointer */

  IshiBoardDescribeFunc describe_func;
  gpointer describe_data;
  GDestroyNotify describe_destroy;
  char *description;        /* the last one given to the accessibility layer */

  char *custom_label;       /* set_label, or NULL */
  char *label;              /* the label in effect */

  gboolean selecting;       /* a drag chooses a rectangle, a click plays nothing */
  gboolean has_selection;
  IshiPoint selection_from; /* the corners as dragged (any order) */
  IshiPoint selection_to;
  double drag_x, drag_y;    /* where the drag began, in pixels */
};

enum {
  POINT_ACTIVATED,
  POINT_HOVERED,
  SCROLL_STEP,
  CURSOR_MOVED,
  REGION_SELECTED,
  BOARD_VIEW_N_SIGNALS
};

extern guint ishi_board_view_signals[BOARD_VIEW_N_SIGNALS];

/* ishi-board-view.c: the state the input changes. */
void ishi_board_view_geometry (IshiBoardView *self, IshiBoardGeometry *g);
gboolean ishi_board_view_point_at (IshiBoardView *self, double px, double py, int *x, int *y);
void ishi_board_view_move_cursor_to (IshiBoardView *self, int x, int y);
void ishi_board_view_clear_ghost (IshiBoardView *self);
void ishi_board_view_emit_hovered (IshiBoardView *self);
void ishi_board_view_set_hover (IshiBoardView *self, int x, int y);
void ishi_board_view_activate_point (IshiBoardView *self, int x, int y);

/* ishi-board-view-input.c: the pointer, the keyboard actions, the scroll. */
void ishi_board_view_click_pressed_cb (GtkGestureClick *gesture, int n_press, double px, double py, IshiBoardView *self);
void ishi_board_view_click_released_cb (GtkGestureClick *gesture, int n_press, double px, double py, IshiBoardView *self);
void ishi_board_view_drag_begin_cb (GtkGestureDrag *gesture, double px, double py, IshiBoardView *self);
void ishi_board_view_drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, IshiBoardView *self);
void ishi_board_view_drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, IshiBoardView *self);
void ishi_board_view_motion_cb (GtkEventControllerMotion *controller, double px, double py, IshiBoardView *self);
void ishi_board_view_leave_cb (GtkEventControllerMotion *controller, IshiBoardView *self);
void ishi_board_view_focus_leave_cb (GtkEventControllerFocus *controller, IshiBoardView *self);
gboolean ishi_board_view_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, IshiBoardView *self);
void ishi_board_view_cursor_move_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void ishi_board_view_activate_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
