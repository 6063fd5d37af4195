/* ishi-board-view.c — the board widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-board"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ishi-board-view-private.h"
#include "ishi-ui-resources.h"

/* Below this many pixels between lines a board is too small to aim at. */
#define MIN_SPACING 10
#define NATURAL_SIDE 560


G_DEFINE_FINAL_TYPE (IshiBoardView, ishi_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_LABEL,
  PROP_ORIENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint ishi_board_view_signals[BOARD_VIEW_N_SIGNALS];

/* --- accessibility ----------------------------------------------------------- */

static void
update_label (IshiBoardView *self)
{
  g_autofree char *label = NULL;

  if (self->custom_label != NULL)
    label = g_strdup (self->custom_label);
  else
    /* Translators: the accessible name of the board; both numbers are its size */
    label = g_strdup_printf (_("Go board, %d by %d"), self->model->size, self->model->size);

  if (g_strcmp0 (label, self->label) == 0)
    return;
  g_free (self->label);
  self->label = g_steal_pointer (&label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL]);
}

static void
update_description (IshiBoardView *self)
{
  g_autofree char *text = NULL;

  if (self->describe_func != NULL)
    text = self->describe_func (self, self->cursor.x, self->cursor.y, self->describe_data);

  /* Screen readers announce changes: only real ones are passed on. */
  if (g_strcmp0 (text, self->description) == 0)
    return;
  g_free (self->description);
  self->description = g_steal_pointer (&text);
  if (self->description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* --- state ------------------------------------------------------------------ */

void
ishi_board_view_geometry (IshiBoardView *self, IshiBoardGeometry *g)
{
  ishi_board_geometry_init_for_model (g,
                                      gtk_widget_get_width (GTK_WIDGET (self)),
                                      gtk_widget_get_height (GTK_WIDGET (self)),
                                      self->model);
}

gboolean
ishi_board_view_point_at (IshiBoardView *self, double px, double py, int *x, int *y)
{
  IshiBoardGeometry g;

  ishi_board_view_geometry (self, &g);
  return ishi_board_geometry_pixel_to_point (&g, px, py, x, y);
}

void
ishi_board_view_move_cursor_to (IshiBoardView *self, int x, int y)
{
  int last = self->model->size - 1;

  x = CLAMP (x, 0, last);
  y = CLAMP (y, 0, last);
  if (x == self->cursor.x && y == self->cursor.y)
    return;
  self->cursor.x = x;
  self->cursor.y = y;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, ishi_board_view_signals[CURSOR_MOVED], 0, x, y);
}

void
ishi_board_view_clear_ghost (IshiBoardView *self)
{
  if (self->model->ghost.x < 0)
    return;
  self->model->ghost.x = self->model->ghost.y = -1;
  self->model->ghost_color = ISHI_EMPTY;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ishi_board_view_emit_hovered (IshiBoardView *self)
{
  /* A handler may well answer with set_model, which announces the hovered
   * point again: that second announcement is dropped, not recursed into. */
  if (self->in_hovered)
    return;
  self->in_hovered = TRUE;
  g_signal_emit (self, ishi_board_view_signals[POINT_HOVERED], 0, self->hover.x, self->hover.y);
  self->in_hovered = FALSE;
}

void
ishi_board_view_set_hover (IshiBoardView *self, int x, int y)
{
  if (x == self->hover.x && y == self->hover.y)
    return;
  self->hover.x = x;
  self->hover.y = y;
  /* A ghost belongs to the point it was shown for. */
  ishi_board_view_clear_ghost (self);
  ishi_board_view_emit_hovered (self);
}

void
ishi_board_view_activate_point (IshiBoardView *self, int x, int y)
{
  g_signal_emit (self, ishi_board_view_signals[POINT_ACTIVATED], 0, x, y);
}

/* --- GtkWidget -------------------------------------------------------------- */

static GtkSizeRequestMode
ishi_board_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ishi_board_view_measure (GtkWidget *widget, GtkOrientation orientation,
                         int for_size, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (widget);
  int min_side = MIN_SPACING * (self->model->size + 2);

  /* Any shape will do — the board is the largest square that fits, centred
   * — but a square is preferred: as tall as wide. */
  *minimum = min_side;
  if (for_size >= 0)
    *natural = MAX (min_side, for_size);
  else
    *natural = MAX (min_side, NATURAL_SIDE);
}

static void
ishi_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean show_cursor;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;

  /* The cursor only matters to people using the keyboard.  GTK marks the
   * focus visible for Tab, but the arrows are the board's own keys, so the
   * board also remembers whether the keyboard or the pointer came last. */
  show_cursor = gtk_widget_has_focus (widget)
                && (self->keyboard
                    || (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0);
  if (show_cursor)
    self->model->cursor = self->cursor;
  else
    self->model->cursor = (IshiPoint) { -1, -1 };

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ishi_board_render (cr, width, height, self->model);
  if (self->has_selection)
    {
      /* The rectangle chosen: half a line's spacing beyond its points,
       * tinted, with a border that shows on wood and on stones. */
      IshiBoardGeometry g;
      double x1, y1, x2, y2, ax, ay, bx, by;

      /* The corners as drawn: on a turned board the record's top left
       * may lie at any corner of the picture. */
      ishi_board_view_geometry (self, &g);
      ishi_board_geometry_point_to_pixel (&g, self->selection_from.x, self->selection_from.y, &ax, &ay);
      ishi_board_geometry_point_to_pixel (&g, self->selection_to.x, self->selection_to.y, &bx, &by);
      x1 = MIN (ax, bx);
      y1 = MIN (ay, by);
      x2 = MAX (ax, bx);
      y2 = MAX (ay, by);
      cairo_rectangle (cr, x1 - g.spacing / 2, y1 - g.spacing / 2,
                       x2 - x1 + g.spacing, y2 - y1 + g.spacing);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.18);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.10, 0.32, 0.65, 0.9);
      cairo_set_line_width (cr, MAX (2.0, g.line_width * 2));
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
ishi_board_view_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags now = gtk_widget_get_state_flags (widget);

  if ((now ^ previous) & (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (ishi_board_view_parent_class)->state_flags_changed (widget, previous);
}

/* The style sheet travels with the widget, so every window (and the tests)
 * gets it without being told: once per display. */
static void
ishi_board_view_root (GtkWidget *widget)
{
  GdkDisplay *display;

  GTK_WIDGET_CLASS (ishi_board_view_parent_class)->root (widget);

  display = gtk_widget_get_display (widget);
  if (g_object_get_data (G_OBJECT (display), "ishi-board-view-css") == NULL)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      /* Calling into the bundle keeps it linked in from the static
       * library; it registers itself when the program starts. */
      (void) ishi_ui_get_resource ();
      gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/ui/style.css");
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_set_data_full (G_OBJECT (display), "ishi-board-view-css",
                              g_steal_pointer (&provider), g_object_unref);
    }
}

/* --- GObject ------------------------------------------------------------------ */

static void
ishi_board_view_get_property (GObject *object, guint prop_id,
                              GValue *value, GParamSpec *pspec)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_boxed (value, self->model);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_board_view_set_property (GObject *object, guint prop_id,
                              const GValue *value, GParamSpec *pspec)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      if (g_value_get_boxed (value) != NULL)
        ishi_board_view_set_model (self, g_value_get_boxed (value));
      break;
    case PROP_LABEL:
      ishi_board_view_set_label (self, g_value_get_string (value));
      break;
    case PROP_ORIENTATION:
      ishi_board_view_set_orientation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_board_view_dispose (GObject *object)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (object);

  if (self->describe_destroy != NULL)
    self->describe_destroy (self->describe_data);
  self->describe_func = NULL;
  self->describe_data = NULL;
  self->describe_destroy = NULL;

  G_OBJECT_CLASS (ishi_board_view_parent_class)->dispose (object);
}

static void
ishi_board_view_finalize (GObject *object)
{
  IshiBoardView *self = ISHI_BOARD_VIEW (object);

  g_clear_pointer (&self->model, ishi_board_model_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->custom_label, g_free);
  g_clear_pointer (&self->label, g_free);

  G_OBJECT_CLASS (ishi_board_view_parent_class)->finalize (object);
}

static void
ishi_board_view_class_init (IshiBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct {
    guint keyval;
    int dx, dy;
  } arrows[] = {
    { GDK_KEY_Left, -1, 0 }, { GDK_KEY_KP_Left, -1, 0 },
    { GDK_KEY_Right, 1, 0 }, { GDK_KEY_KP_Right, 1, 0 },
    { GDK_KEY_Up, 0, -1 }, { GDK_KEY_KP_Up, 0, -1 },
    { GDK_KEY_Down, 0, 1 }, { GDK_KEY_KP_Down, 0, 1 },
  };

  object_class->get_property = ishi_board_view_get_property;
  object_class->set_property = ishi_board_view_set_property;
  object_class->dispose = ishi_board_view_dispose;
  object_class->finalize = ishi_board_view_finalize;

  widget_class->get_request_mode = ishi_board_view_get_request_mode;
  widget_class->measure = ishi_board_view_measure;
  widget_class->snapshot = ishi_board_view_snapshot;
  widget_class->state_flags_changed = ishi_board_view_state_flags_changed;
  widget_class->root = ishi_board_view_root;

  properties[PROP_MODEL] =
    g_param_spec_boxed ("model", NULL, NULL, ISHI_TYPE_BOARD_MODEL,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* How the picture lies: only the picture turns (ishi-board-orient.h). */
  properties[PROP_ORIENTATION] =
    g_param_spec_enum ("orientation", NULL, NULL, ISHI_TYPE_BOARD_ORIENTATION,
                       ISHI_BOARD_ORIENTATION_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * IshiBoardView::point-activated:
   * @x: the column, from the left, from 0
   * @y: the row, from the top, from 0
   *
   * A click on an intersection, or Enter on the keyboard cursor.
   */
  ishi_board_view_signals[POINT_ACTIVATED] =
    g_signal_new ("point-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* The pointer moved to another point; -1, -1 when it left the grid. */
  ishi_board_view_signals[POINT_HOVERED] =
    g_signal_new ("point-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* The wheel: -1 back through the game, +1 forward, once per step. */
  ishi_board_view_signals[SCROLL_STEP] =
    g_signal_new ("scroll-step", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* The keyboard cursor moved (for a status line). */
  /* In selecting mode, a rectangle of at least 2×2 points was dragged:
   * its top-left and bottom-right points. */
  ishi_board_view_signals[REGION_SELECTED] =
    g_signal_new ("region-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  ishi_board_view_signals[CURSOR_MOVED] =
    g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.cursor-move", "(ii)", ishi_board_view_cursor_move_action);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, ishi_board_view_activate_action);

  /* These bindings live in the widget's own shortcut controller: they act
   * only while the board has the focus, so the window's arrow keys (review)
   * work everywhere else. */
  for (gsize i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding_action (widget_class, arrows[i].keyval, 0,
                                         "board.cursor-move", "(ii)",
                                         arrows[i].dx, arrows[i].dy);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "board.activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "ishi-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
ishi_board_view_init (IshiBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click, *drag;
  GtkEventController *motion, *scroll, *focus;

  self->model = ishi_board_model_new (19);
  self->hover = (IshiPoint) { -1, -1 };
  self->pressed = (IshiPoint) { -1, -1 };
  self->cursor = (IshiPoint) { 9, 9 };

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (ishi_board_view_click_pressed_cb), self);
  g_signal_connect (click, "released", G_CALLBACK (ishi_board_view_click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (ishi_board_view_drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (ishi_board_view_drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (ishi_board_view_drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (ishi_board_view_motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (ishi_board_view_motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (ishi_board_view_leave_cb), self);
  gtk_widget_add_controller (widget, motion);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (ishi_board_view_focus_leave_cb), self);
  gtk_widget_add_controller (widget, focus);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL
                                            | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (ishi_board_view_scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  update_label (self);
}

/* --- public ------------------------------------------------------------------ */

GtkWidget *
ishi_board_view_new (void)
{
  return g_object_new (ISHI_TYPE_BOARD_VIEW, NULL);
}

void
ishi_board_view_set_model (IshiBoardView *self, const IshiBoardModel *model)
{
  gboolean resized;

  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));
  g_return_if_fail (model != NULL);
  g_return_if_fail (model->size >= ISHI_BOARD_MIN_SIZE);

  if (model == self->model)
    return;
  resized = model->size != self->model->size;
  g_clear_pointer (&self->model, ishi_board_model_free);
  self->model = ishi_board_model_copy (model);
  self->model->orientation = self->orientation;

  if (resized)
    {
      int last = self->model->size - 1;

      /* A new board: the cursor starts in the centre, the pointer is
       * somewhere else entirely. */
      self->cursor = (IshiPoint) { last / 2, last / 2 };
      self->hover = (IshiPoint) { -1, -1 };
      self->pressed = (IshiPoint) { -1, -1 };
      gtk_widget_queue_resize (GTK_WIDGET (self));
      g_signal_emit (self, ishi_board_view_signals[CURSOR_MOVED], 0, self->cursor.x, self->cursor.y);
    }

  update_label (self);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);

  if (self->hover.x >= 0)
    ishi_board_view_emit_hovered (self);
}

const IshiBoardModel *
ishi_board_view_get_model (IshiBoardView *self)
{
  g_return_val_if_fail (ISHI_IS_BOARD_VIEW (self), NULL);
  return self->model;
}



void
ishi_board_view_set_cursor (IshiBoardView *self, int x, int y)
{
  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));
  ishi_board_view_move_cursor_to (self, x, y);
}

IshiPoint
ishi_board_view_get_cursor (IshiBoardView *self)
{
  g_return_val_if_fail (ISHI_IS_BOARD_VIEW (self), ((IshiPoint) { -1, -1 }));
  return self->cursor;
}


void
ishi_board_view_set_describe_func (IshiBoardView *self,
                                   IshiBoardDescribeFunc func,
                                   gpointer user_data,
                                   GDestroyNotify destroy)
{
  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));

  if (self->describe_destroy != NULL)
    self->describe_destroy (self->describe_data);
  self->describe_func = func;
  self->describe_data = user_data;
  self->describe_destroy = destroy;
  update_description (self);
}

void
ishi_board_view_update_description (IshiBoardView *self)
{
  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));
  update_description (self);
}

const char *
ishi_board_view_get_description (IshiBoardView *self)
{
  g_return_val_if_fail (ISHI_IS_BOARD_VIEW (self), NULL);
  return self->description;
}

void
ishi_board_view_set_label (IshiBoardView *self, const char *label)
{
  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));

  if (g_strcmp0 (label, self->custom_label) == 0)
    return;
  g_free (self->custom_label);
  self->custom_label = g_strdup (label);
  update_label (self);
}


void
ishi_board_view_set_orientation (IshiBoardView *self, IshiBoardOrientation orientation)
{
  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));
  g_return_if_fail ((guint) orientation < ISHI_BOARD_N_ORIENTATIONS);

  if (orientation == self->orientation)
    return;
  self->orientation = orientation;
  self->model->orientation = orientation;
  /* The pointer is over another point of the record now: the one it was
   * over is let go, and the next motion finds the new one. */
  ishi_board_view_set_hover (self, -1, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

IshiBoardOrientation
ishi_board_view_get_orientation (IshiBoardView *self)
{
  g_return_val_if_fail (ISHI_IS_BOARD_VIEW (self), ISHI_BOARD_ORIENTATION_NORMAL);
  return self->orientation;
}

void
ishi_board_view_set_selecting (IshiBoardView *self, gboolean selecting)
{
  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));
  self->selecting = selecting;
}

void
ishi_board_view_set_selection (IshiBoardView *self, int x1, int y1, int x2, int y2)
{
  g_return_if_fail (ISHI_IS_BOARD_VIEW (self));

  self->has_selection = x1 >= 0 && y1 >= 0 && x2 >= 0 && y2 >= 0;
  self->selection_from = (IshiPoint) { x1, y1 };
  self->selection_to = (IshiPoint) { x2, y2 };
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ishi_board_view_get_selection (IshiBoardView *self, IshiPoint *from, IshiPoint *to)
{
  g_return_val_if_fail (ISHI_IS_BOARD_VIEW (self), FALSE);

  if (!self->has_selection)
    return FALSE;
  if (from)
    *from = (IshiPoint) { MIN (self->selection_from.x, self->selection_to.x),
                          MIN (self->selection_from.y, self->selection_to.y) };
  if (to)
    *to = (IshiPoint) { MAX (self->selection_from.x, self->selection_to.x),
                        MAX (self->selection_from.y, self->selection_to.y) };
  return TRUE;
}
