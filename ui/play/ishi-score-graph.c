/* ishi-score-graph.c — see ishi-score-graph.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ishi-score-graph.h"

#define MARGIN 4.0

struct _IshiScoreGraph {
  GtkWidget parent_instance;

  GArray *values;        /* double */
  gboolean win_rate;
  guint current;
  GArray *marks;         /* guint: the positions marked under the graph */
};

G_DEFINE_FINAL_TYPE (IshiScoreGraph, ishi_score_graph, GTK_TYPE_WIDGET)

enum { POSITION_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */

/* The largest lead shown, rounded up to a number the scale's labels read
 * well: 10, 20, 30, 40, 50, 60, 80, 100, 150, 200 … points. */
static double
scale_of (IshiScoreGraph *self)
{
  static const double steps[] = { 10, 20, 30, 40, 50, 60, 80, 100, 150, 200, 300, 400 };
  double largest = 0;

  if (self->win_rate)
    return 0.5;
  for (guint i = 0; i < self->values->len; i++)
    {
      double v = g_array_index (self->values, double, i);

      if (!isnan (v))
        largest = MAX (largest, fabs (v));
    }
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (largest <= steps[i])
      return steps[i];
  return ceil (largest / 100) * 100;
}

/* "B+3.5", "W+12", "0"; a win rate "B 62%" (Black's). */
static char *
value_text (IshiScoreGraph *self, double v)
{
  if (self->win_rate)
    {
      int black = (int) lround (v * 100);

      return black >= 50
             /* TRANSLATORS: Black's share of wins on the score graph: "B 62%". */
             ? g_strdup_printf (_("B %d%%"), black)
             /* TRANSLATORS: White's share of wins on the score graph: "W 62%". */
             : g_strdup_printf (_("W %d%%"), 100 - black);
    }
  if (lround (fabs (v) * 2) == 0)
    return g_strdup ("0");
  if (fabs (v - round (v)) < 0.05)
    return g_strdup_printf (v > 0 ? _("B+%.0f") : _("W+%.0f"), fabs (v));
  /* TRANSLATORS: Black's and White's leads on the score graph: "B+3.5", "W+12". */
  return g_strdup_printf (v > 0 ? _("B+%.1f") : _("W+%.1f"), fabs (v));
}

/* Text at (x, y), its corner given by `xalign` and `yalign` (0 left or
 * top, 1 right or bottom), on a pale patch so that it reads over the
 * graph. */
static void
draw_text (IshiScoreGraph *self, cairo_t *cr, const char *text, double x, double y,
           double xalign, double yalign, gboolean bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();
  int w, h;

  pango_font_description_set_size (font, 8 * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);
  x -= xalign * w;
  y -= yalign * h;
  cairo_set_source_rgba (cr, 0.96, 0.95, 0.92, 0.85);
  cairo_rectangle (cr, x - 2, y, w + 4, h);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, bold ? 0.05 : 0.25, bold ? 0.05 : 0.25, bold ? 0.05 : 0.25);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

static double
x_of (IshiScoreGraph *self, guint index, double width)
{
  guint n = self->values->len;

  if (n < 2)
    return width / 2;
  return MARGIN + (width - 2 * MARGIN) * index / (n - 1);
}

/* The height above the middle line, -1..1 for Black's lead. */
static double
level_of (IshiScoreGraph *self, double value, double scale)
{
  return CLAMP ((self->win_rate ? value - 0.5 : value) / scale, -1, 1);
}

guint
ishi_score_graph_index_at (IshiScoreGraph *self, double x, double width)
{
  guint n;
  double t;

  g_return_val_if_fail (ISHI_IS_SCORE_GRAPH (self), 0);
  n = self->values->len;
  if (n < 2 || width <= 2 * MARGIN)
    return 0;
  t = (x - MARGIN) / (width - 2 * MARGIN) * (n - 1);
  return (guint) CLAMP (lround (t), 0, (long) n - 1);
}

static void
ishi_score_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  IshiScoreGraph *self = ISHI_SCORE_GRAPH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double mid = height / 2, half = height / 2 - MARGIN;
  double scale = scale_of (self);
  cairo_t *cr;
  gboolean open = FALSE;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  /* Light paper; Black's side darker (the lead above the middle line is
   * Black's, as in Sabaki and KaTrain). */
  cairo_set_source_rgb (cr, 0.96, 0.95, 0.92);
  cairo_paint (cr);

  /* Black's lead as a dark area from the middle line. */
  cairo_move_to (cr, x_of (self, 0, width), mid);
  for (guint i = 0; i < self->values->len; i++)
    {
      double v = g_array_index (self->values, double, i);
      double x = x_of (self, i, width);

      if (isnan (v))
        {
          if (open)
            {
              cairo_line_to (cr, x_of (self, i - 1, width), mid);
              cairo_close_path (cr);
            }
          open = FALSE;
          continue;
        }
      if (!open)
        cairo_move_to (cr, x, mid);
      open = TRUE;
      cairo_line_to (cr, x, mid - half * level_of (self, v, scale));
    }
  if (open)
    {
      cairo_line_to (cr, x_of (self, self->values->len - 1, width), mid);
      cairo_close_path (cr);
    }
  cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.55);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);

  /* The middle line, and the quarter lines. */
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 0.8);
  cairo_move_to (cr, 0, floor (mid) + 0.5);
  cairo_line_to (cr, width, floor (mid) + 0.5);
  cairo_stroke (cr);
  {
    static const double dashes[] = { 2, 3 };

    cairo_set_dash (cr, dashes, 2, 0);
    for (int k = -1; k <= 1; k += 2)
      {
        double y = floor (mid - k * half / 2) + 0.5;

        cairo_move_to (cr, 0, y);
        cairo_line_to (cr, width, y);
      }
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
  }

  /* The marked positions (the biggest mistakes): a small red tick at the
   * foot of the graph. */
  cairo_set_source_rgb (cr, 0.80, 0.12, 0.10);
  for (guint i = 0; i < self->marks->len; i++)
    {
      guint at = g_array_index (self->marks, guint, i);
      double x;

      if (at >= self->values->len)
        continue;
      x = x_of (self, at, width);
      cairo_move_to (cr, x - 3.5, height);
      cairo_line_to (cr, x + 3.5, height);
      cairo_line_to (cr, x, height - 6);
      cairo_close_path (cr);
      cairo_fill (cr);
    }

  /* The position shown: a red line and a dot on its value. */
  if (self->values->len > 0 && self->current < self->values->len)
    {
      double x = floor (x_of (self, self->current, width)) + 0.5;
      double v = g_array_index (self->values, double, self->current);

      cairo_set_source_rgb (cr, 0.80, 0.12, 0.10);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
      if (!isnan (v))
        {
          cairo_arc (cr, x, mid - half * level_of (self, v, scale), 3.5, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      /* …and its value in numbers, at the right. */
      {
        g_autofree char *now = isnan (v) ? g_strdup (_("no estimate")) : value_text (self, v);
        /* TRANSLATORS: the position shown on the score graph: "Move 87: B+3.5". */
        g_autofree char *text = g_strdup_printf (_("Move %u: %s"), self->current, now);

        draw_text (self, cr, text, width - 3, 1, 1, 0, TRUE);
      }
    }
  /* The scale: the leads of the top and bottom lines, at the left, over
   * the current position's line; the bottom one above the mistakes'
   * ticks, which it hid at the first moves. */
  if (self->values->len > 0)
    {
      g_autofree char *top = value_text (self, self->win_rate ? 1.0 : scale);
      g_autofree char *bottom = value_text (self, self->win_rate ? 0.0 : -scale);

      draw_text (self, cr, top, 3, 1, 0, 0, FALSE);
      draw_text (self, cr, bottom, 3, height - 7, 0, 1, FALSE);
    }

  cairo_destroy (cr);
}

static void
ishi_score_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 100;
  else
    {
      *minimum = 48;
      *natural = 80;
    }
}

/* ------------------------------------------------------------------------ */

static void
choose (IshiScoreGraph *self, guint index)
{
  if (self->values->len == 0)
    return;
  index = MIN (index, self->values->len - 1);
  g_signal_emit (self, signals[POSITION_CHOSEN], 0, index);
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, IshiScoreGraph *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  if (gtk_widget_get_focusable (widget))
    gtk_widget_grab_focus (widget);
  choose (self, ishi_score_graph_index_at (self, x, gtk_widget_get_width (widget)));
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, IshiScoreGraph *self)
{
  double x0, y0;

  if (!gtk_gesture_drag_get_start_point (gesture, &x0, &y0))
    return;
  choose (self, ishi_score_graph_index_at (self, x0 + dx, gtk_widget_get_width (GTK_WIDGET (self))));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *key, guint keyval, guint keycode,
                GdkModifierType state, IshiScoreGraph *self)
{
  guint n = self->values->len;

  if (n == 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      choose (self, self->current > 0 ? self->current - 1 : 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      choose (self, self->current + 1);
      return TRUE;
    case GDK_KEY_Home:
      choose (self, 0);
      return TRUE;
    case GDK_KEY_End:
      choose (self, n - 1);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
update_accessible (IshiScoreGraph *self)
{
  double v = self->current < self->values->len
             ? g_array_index (self->values, double, self->current) : NAN;
  g_autofree char *text = NULL;

  if (isnan (v))
    text = g_strdup_printf (_("Move %u: no estimate"), self->current);
  else if (self->win_rate)
    text = g_strdup_printf (_("Move %u: Black’s win rate %d%%"), self->current,
                            (int) lround (v * 100));
  else
    text = g_strdup_printf (_("Move %u: Black’s lead %+.1f"), self->current, v);
  /* The value drawn at the right changes with it. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                                  (double) MAX (self->values->len, 1) - 1,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) self->current,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

void
ishi_score_graph_set_values (IshiScoreGraph *self, const double *values, guint n,
                             gboolean win_rate)
{
  g_return_if_fail (ISHI_IS_SCORE_GRAPH (self));
  g_array_set_size (self->values, 0);
  if (n > 0)
    g_array_append_vals (self->values, values, n);
  self->win_rate = win_rate;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ishi_score_graph_get_n_values (IshiScoreGraph *self)
{
  g_return_val_if_fail (ISHI_IS_SCORE_GRAPH (self), 0);
  return self->values->len;
}

double
ishi_score_graph_get_value (IshiScoreGraph *self, guint index)
{
  g_return_val_if_fail (ISHI_IS_SCORE_GRAPH (self), NAN);
  return index < self->values->len ? g_array_index (self->values, double, index) : NAN;
}

void
ishi_score_graph_set_current (IshiScoreGraph *self, guint index)
{
  g_return_if_fail (ISHI_IS_SCORE_GRAPH (self));
  if (self->current == index)
    return;
  self->current = index;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ishi_score_graph_set_marks (IshiScoreGraph *self, const guint *positions, guint n)
{
  g_return_if_fail (ISHI_IS_SCORE_GRAPH (self));
  g_array_set_size (self->marks, 0);
  if (n > 0)
    g_array_append_vals (self->marks, positions, n);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ishi_score_graph_get_current (IshiScoreGraph *self)
{
  g_return_val_if_fail (ISHI_IS_SCORE_GRAPH (self), 0);
  return self->current;
}

static void
ishi_score_graph_finalize (GObject *object)
{
  IshiScoreGraph *self = ISHI_SCORE_GRAPH (object);

  g_array_unref (self->values);
  g_array_unref (self->marks);
  G_OBJECT_CLASS (ishi_score_graph_parent_class)->finalize (object);
}

static void
ishi_score_graph_class_init (IshiScoreGraphClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ishi_score_graph_finalize;
  widget_class->snapshot = ishi_score_graph_snapshot;
  widget_class->measure = ishi_score_graph_measure;
  gtk_widget_class_set_css_name (widget_class, "scoregraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
  signals[POSITION_CHOSEN] = g_signal_new ("position-chosen", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ishi_score_graph_init (IshiScoreGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  self->values = g_array_new (FALSE, FALSE, sizeof (double));
  self->marks = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("The score graph: Black’s lead above the line, White’s below. "
                                 "Click to go to a move."));
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Score graph"), -1);
  update_accessible (self);
}

GtkWidget *
ishi_score_graph_new (void)
{
  return g_object_new (ISHI_TYPE_SCORE_GRAPH, NULL);
}
