/* ishi-clock-view.c — both players' clocks, side by side.
 *
 * The view only shows an IshiClock: it never decides that time is up (the
 * clock and the game controller do).  Both clocks are always visible; the
 * side whose time runs is highlighted, and the last ten seconds of a
 * period or of absolute time are drawn in an alarming colour and, if the
 * player wants it, counted with a short sound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-clock-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-clock-view.h"

struct _IshiClockView {
  GtkWidget parent_instance;

  GtkWidget *black_box;
  GtkWidget *white_box;
  GtkLabel *black_time;
  GtkLabel *white_time;
  GtkWidget *paused_label;

  IshiClock *clock;
  gboolean sound;
  gint64 last_beep_second;   /* the whole second last counted by a sound */
};

G_DEFINE_FINAL_TYPE (IshiClockView, ishi_clock_view, GTK_TYPE_WIDGET)

static void
update_side (IshiClockView *self, IshiColor color, GtkWidget *box, GtkLabel *label)
{
  IshiClockState state;
  g_autofree char *text = NULL;

  ishi_clock_get_state (self->clock, color, &state);
  text = ishi_clock_format (self->clock, color);
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);

  if (state.running)
    gtk_widget_add_css_class (box, "running");
  else
    gtk_widget_remove_css_class (box, "running");
  if (state.last_seconds || state.flag_fallen)
    gtk_widget_add_css_class (box, "urgent");
  else
    gtk_widget_remove_css_class (box, "urgent");

  /* One short sound for each of the last ten seconds. */
  if (self->sound && state.running && state.last_seconds && !state.flag_fallen)
    {
      gint64 second = state.countdown / G_USEC_PER_SEC;

      if (second != self->last_beep_second)
        {
          self->last_beep_second = second;
          gdk_display_beep (gtk_widget_get_display (GTK_WIDGET (self)));
        }
    }
}

static void
update (IshiClockView *self)
{
  if (self->clock == NULL)
    return;
  update_side (self, ISHI_BLACK, self->black_box, self->black_time);
  update_side (self, ISHI_WHITE, self->white_box, self->white_time);
  gtk_widget_set_visible (self->paused_label, ishi_clock_get_paused (self->clock));
}

static void
ishi_clock_view_dispose (GObject *object)
{
  IshiClockView *self = ISHI_CLOCK_VIEW (object);

  ishi_clock_view_set_clock (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), ISHI_TYPE_CLOCK_VIEW);
  G_OBJECT_CLASS (ishi_clock_view_parent_class)->dispose (object);
}

static void
ishi_clock_view_class_init (IshiClockViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_clock_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ui/ishi-clock-view.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, black_box);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, white_box);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, black_time);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, white_time);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, paused_label);
  gtk_widget_class_set_css_name (widget_class, "ishi-clock-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ishi_clock_view_init (IshiClockView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->last_beep_second = -1;
  self->sound = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ishi_clock_view_new (void)
{
  return g_object_new (ISHI_TYPE_CLOCK_VIEW, NULL);
}

void
ishi_clock_view_set_clock (IshiClockView *self, IshiClock *clock)
{
  g_return_if_fail (ISHI_IS_CLOCK_VIEW (self));
  g_return_if_fail (clock == NULL || ISHI_IS_CLOCK (clock));

  if (self->clock == clock)
    return;
  if (self->clock)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_set_object (&self->clock, clock);
  self->last_beep_second = -1;
  if (clock)
    {
      g_signal_connect_swapped (clock, "tick", G_CALLBACK (update), self);
      g_signal_connect_swapped (clock, "changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (clock, "time-out", G_CALLBACK (update), self);
      update (self);
    }
  /* A game without a time limit shows no clock at all. */
  gtk_widget_set_visible (GTK_WIDGET (self),
                          clock != NULL
                          && ishi_clock_get_time_control (clock)->system != ISHI_TIME_NONE);
}

IshiClock *
ishi_clock_view_get_clock (IshiClockView *self)
{
  g_return_val_if_fail (ISHI_IS_CLOCK_VIEW (self), NULL);
  return self->clock;
}

void
ishi_clock_view_set_sound (IshiClockView *self, gboolean sound)
{
  g_return_if_fail (ISHI_IS_CLOCK_VIEW (self));
  self->sound = sound;
}

const char *
ishi_clock_view_get_text (IshiClockView *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_CLOCK_VIEW (self), NULL);
  return gtk_label_get_text (color == ISHI_BLACK ? self->black_time : self->white_time);
}
