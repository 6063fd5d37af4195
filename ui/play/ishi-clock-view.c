/* ishi-clock-view.c — the players' bars, side by side: each player's
 * stone, name, rank, captures and clock (see ishi-clock-view.h).
 *
 * The view only shows an IshiClock: it never decides that time is up (the
 * clock and the game controller do).  Both bars are always there, with a
 * clock or without; the side to move is marked, the side whose time runs
 * is highlighted, and the last ten seconds of a period or of absolute time
 * are drawn in an alarming colour and, if the player wants it, counted
 * with a short sound.  What the bars say of the players comes from the
 * caller (ishi_clock_view_set_player and friends): the view knows no rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-clock-view"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-clock-view.h"

struct _IshiClockView {
  GtkWidget parent_instance;

  GtkWidget *black_box;
  GtkWidget *white_box;
  GtkLabel *black_time;
  GtkLabel *white_time;
  GtkLabel *black_name, *white_name;
  GtkLabel *black_rank, *white_rank;
  GtkLabel *black_captures, *white_captures;
  GtkWidget *paused_label;

  IshiClock *clock;
  IshiMatch *match;
  gboolean sound;
  gint64 last_beep_second;   /* the whole second last counted by a sound */
};

G_DEFINE_FINAL_TYPE (IshiClockView, ishi_clock_view, GTK_TYPE_WIDGET)

/* The time of an overtime in words a newcomer can read: "0:27 · 5 periods
 * left" rather than "0:27 (5)". */
static char *
overtime_text (IshiTimeSystem system, const char *time, int count)
{
  if (system == ISHI_TIME_BYOYOMI && count >= 0)
    /* Translators: a byo-yomi clock: the seconds of the current period, and the periods left */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d period left", "%s · %d periods left",
                                         count), time, count);
  if (system == ISHI_TIME_CANADIAN && count >= 0)
    /* Translators: a Canadian overtime clock: the time of the block, and the moves still to play in it */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d move to play", "%s · %d moves to play",
                                         count), time, count);
  return g_strdup (time);
}

static void
update_side (IshiClockView *self, IshiColor color, GtkWidget *box, GtkLabel *label)
{
  IshiClockState state;
  g_autofree char *text = NULL;
  const IshiTimeControl *tc = ishi_clock_get_time_control (self->clock);

  ishi_clock_get_state (self->clock, color, &state);
  if (state.in_overtime && tc != NULL)
    {
      g_autofree char *time = ishi_time_format (state.countdown, state.last_seconds);

      text = overtime_text (tc->system, time, state.periods_left);
    }
  else
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

/* A reviewed record: what each side had left at this move, as recorded. */
static gboolean
show_recorded (IshiClockView *self)
{
  IshiSgfNode *node = ishi_game_get_node (ishi_match_get_game (self->match));
  IshiNodeTime times[2];
  gboolean any = FALSE;

  for (int i = 0; i < 2; i++)
    {
      IshiColor color = i == 0 ? ISHI_BLACK : ISHI_WHITE;
      GtkLabel *label = i == 0 ? self->black_time : self->white_time;
      GtkWidget *box = i == 0 ? self->black_box : self->white_box;
      g_autofree char *text = NULL;

      memset (&times[i], 0, sizeof times[i]);
      if (ishi_node_time_find (node, color, &times[i]) && times[i].has_time)
        {
          g_autofree char *left = ishi_time_format ((gint64) (times[i].time_left * G_USEC_PER_SEC),
                                                    FALSE);

          any = TRUE;
          text = times[i].has_overtime ? g_strdup_printf ("%s (%d)", left, times[i].overtime_left)
                                       : g_steal_pointer (&left);
        }
      gtk_label_set_text (label, text ? text : "");
      gtk_widget_remove_css_class (box, "running");
      gtk_widget_remove_css_class (box, "urgent");
    }
  gtk_widget_set_visible (self->paused_label, FALSE);
  return any;
}

static void
update (IshiClockView *self)
{
  if (self->clock == NULL || ishi_clock_get_time_control (self->clock)->system == ISHI_TIME_NONE)
    {
      if (self->match == NULL || !show_recorded (self))
        {
          gtk_label_set_text (self->black_time, "");
          gtk_label_set_text (self->white_time, "");
          gtk_widget_remove_css_class (self->black_box, "running");
          gtk_widget_remove_css_class (self->white_box, "running");
        }
      gtk_widget_set_visible (self->paused_label, FALSE);
      return;
    }
  update_side (self, ISHI_BLACK, self->black_box, self->black_time);
  update_side (self, ISHI_WHITE, self->white_box, self->white_time);
  gtk_widget_set_visible (self->paused_label, ishi_clock_get_paused (self->clock));
}

static void
match_changed_cb (IshiClockView *self)
{
  IshiClock *clock = ishi_match_get_clock (self->match);

  if (clock != self->clock)
    ishi_clock_view_set_clock (self, clock);
  else
    update (self);
}

void
ishi_clock_view_set_match (IshiClockView *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_CLOCK_VIEW (self));
  g_return_if_fail (match == NULL || ISHI_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match)
    g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
  ishi_clock_view_set_clock (self, match ? ishi_match_get_clock (match) : NULL);
  update (self);
}

static void
ishi_clock_view_dispose (GObject *object)
{
  IshiClockView *self = ISHI_CLOCK_VIEW (object);

  ishi_clock_view_set_match (self, NULL);
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
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, black_name);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, white_name);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, black_rank);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, white_rank);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, black_captures);
  gtk_widget_class_bind_template_child (widget_class, IshiClockView, white_captures);
  gtk_widget_class_set_css_name (widget_class, "ishi-clock-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ishi_clock_view_init (IshiClockView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->last_beep_second = -1;
  self->sound = TRUE;
  ishi_clock_view_set_player (self, ISHI_BLACK, NULL, NULL);
  ishi_clock_view_set_player (self, ISHI_WHITE, NULL, NULL);
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
    {
      g_signal_handlers_disconnect_by_data (self->clock, self);
      ishi_clock_set_ticking (self->clock, 0);
    }
  g_set_object (&self->clock, clock);
  self->last_beep_second = -1;
  if (clock)
    {
      g_signal_connect_swapped (clock, "tick", G_CALLBACK (update), self);
      g_signal_connect_swapped (clock, "changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (clock, "time-out", G_CALLBACK (update), self);
      /* Ten times a second: the tenths of the last seconds, and a flag
       * that falls while nobody moves. */
      ishi_clock_set_ticking (clock, 100);
      update (self);
    }
  update (self);
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

void
ishi_clock_view_set_player (IshiClockView *self, IshiColor color, const char *name, const char *rank)
{
  GtkLabel *name_label, *rank_label;
  g_autofree char *text = NULL, *spoken = NULL;
  const char *colour, *stone;

  g_return_if_fail (ISHI_IS_CLOCK_VIEW (self));
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);

  name_label = color == ISHI_BLACK ? self->black_name : self->white_name;
  rank_label = color == ISHI_BLACK ? self->black_rank : self->white_rank;
  /* "● Honinbo Shusaku": the stone says the colour, so that the name has
   * the room of a bar as wide as the board; "● Black" without a name.  A
   * screen reader hears the colour too: "Black — Honinbo Shusaku". */
  colour = color == ISHI_BLACK ? _("Black") : _("White");
  stone = color == ISHI_BLACK ? "●" : "○";
  text = g_strdup_printf ("%s %s", stone, name && *name ? name : colour);
  spoken = name && *name ? g_strdup_printf ("%s — %s", colour, name) : g_strdup (colour);
  gtk_label_set_text (name_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (name_label), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  /* No tooltip with the whole name: under the test pointer GTK 4.8's
   * tooltip leaks its accessible context (LeakSanitizer); the name is the
   * label's text, which screen readers read whole. */
  gtk_label_set_text (rank_label, rank ? rank : "");
  gtk_widget_set_visible (GTK_WIDGET (rank_label), rank && *rank);
}

void
ishi_clock_view_set_captures (IshiClockView *self, int black, int white)
{
  g_return_if_fail (ISHI_IS_CLOCK_VIEW (self));

  for (int i = 0; i < 2; i++)
    {
      GtkLabel *label = i == 0 ? self->black_captures : self->white_captures;
      int n = i == 0 ? black : white;
      g_autofree char *text = NULL;

      gtk_widget_set_visible (GTK_WIDGET (label), n >= 0);
      if (n < 0)
        continue;
      /* TRANSLATORS: stones a player has captured, in the player's bar. */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d captured", "%d captured", n), n);
      gtk_label_set_text (label, text);
    }
}

void
ishi_clock_view_set_to_move (IshiClockView *self, IshiColor color)
{
  g_return_if_fail (ISHI_IS_CLOCK_VIEW (self));

  for (int i = 0; i < 2; i++)
    {
      GtkWidget *box = i == 0 ? self->black_box : self->white_box;
      gboolean to_move = color == (i == 0 ? ISHI_BLACK : ISHI_WHITE);

      if (to_move)
        gtk_widget_add_css_class (box, "to-move");
      else
        gtk_widget_remove_css_class (box, "to-move");
    }
}

const char *
ishi_clock_view_get_name (IshiClockView *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_CLOCK_VIEW (self), NULL);
  return gtk_label_get_text (color == ISHI_BLACK ? self->black_name : self->white_name);
}

gboolean
ishi_clock_view_is_to_move (IshiClockView *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_CLOCK_VIEW (self), FALSE);
  return gtk_widget_has_css_class (color == ISHI_BLACK ? self->black_box : self->white_box, "to-move");
}
