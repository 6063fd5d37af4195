/* test-clock-view.c — the clocks as the window shows them, with a fake
 * time source.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "ishi-clock-view.h"

#define S(seconds) ((gint64) (seconds) * G_USEC_PER_SEC)

static gint64
fake_now (gpointer data)
{
  return *(gint64 *) data;
}

static gboolean
has_class (GtkWidget *widget, const char *name)
{
  return gtk_widget_has_css_class (widget, name);
}

/* The box of a side: the label's parent. */
static GtkWidget *
side_box (IshiClockView *view, IshiColor color)
{
  GtkWidget *black = gtk_widget_get_first_child (GTK_WIDGET (view));

  return color == ISHI_BLACK ? black : gtk_widget_get_next_sibling (black);
}

static void
test_byoyomi (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 60, .periods = 3,
                         .period_time = 30 };
  g_autoptr(IshiClock) clock = ishi_clock_new (&tc);
  GtkWidget *view = g_object_ref_sink (ishi_clock_view_new ());
  gint64 now = S (100);

  ishi_clock_set_time_source (clock, fake_now, &now, NULL);
  ishi_clock_view_set_sound (ISHI_CLOCK_VIEW (view), FALSE);
  /* The bars are there with a clock or without (issue 23 item 1): the
   * board does not move when a clock comes. */
  g_assert_true (gtk_widget_get_visible (view));
  g_assert_cmpstr (ishi_clock_view_get_text (ISHI_CLOCK_VIEW (view), ISHI_BLACK), ==, "");
  ishi_clock_view_set_clock (ISHI_CLOCK_VIEW (view), clock);
  g_assert_true (gtk_widget_get_visible (view));

  ishi_clock_switch (clock, ISHI_BLACK);
  ishi_clock_tick (clock);
  g_assert_cmpstr (ishi_clock_view_get_text (ISHI_CLOCK_VIEW (view), ISHI_BLACK), ==, "1:00");
  g_assert_true (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_BLACK), "running"));
  g_assert_false (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_WHITE), "running"));

  /* Into byo-yomi: 75 s spent is the main minute and 15 s of the first
   * period, 15 s left of it; the periods left are shown. */
  now += S (75);
  ishi_clock_tick (clock);
  g_assert_nonnull (strstr (ishi_clock_view_get_text (ISHI_CLOCK_VIEW (view), ISHI_BLACK), "0:15"));
  g_assert_nonnull (strstr (ishi_clock_view_get_text (ISHI_CLOCK_VIEW (view), ISHI_BLACK), "3"));
  g_assert_false (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_BLACK), "urgent"));
  /* The last ten seconds of the period are urgent. */
  now += S (7);
  ishi_clock_tick (clock);
  g_assert_true (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_BLACK), "urgent"));

  /* Black moves: White's clock runs, Black's is calm again. */
  g_assert_true (ishi_clock_move_made (clock, ISHI_BLACK));
  ishi_clock_tick (clock);
  g_assert_false (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_BLACK), "running"));
  g_assert_false (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_BLACK), "urgent"));
  g_assert_true (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_WHITE), "running"));

  ishi_clock_view_set_clock (ISHI_CLOCK_VIEW (view), NULL);
  g_assert_true (gtk_widget_get_visible (view));
  g_assert_cmpstr (ishi_clock_view_get_text (ISHI_CLOCK_VIEW (view), ISHI_BLACK), ==, "");
  g_assert_false (has_class (side_box (ISHI_CLOCK_VIEW (view), ISHI_WHITE), "running"));
  g_object_unref (view);
}

static void
test_no_time_limit (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_NONE };
  g_autoptr(IshiClock) clock = ishi_clock_new (&tc);
  GtkWidget *view = g_object_ref_sink (ishi_clock_view_new ());

  ishi_clock_view_set_clock (ISHI_CLOCK_VIEW (view), clock);
  g_assert_true (gtk_widget_get_visible (view));
  g_assert_cmpstr (ishi_clock_view_get_text (ISHI_CLOCK_VIEW (view), ISHI_BLACK), ==, "");
  g_assert_cmpstr (ishi_clock_view_get_text (ISHI_CLOCK_VIEW (view), ISHI_WHITE), ==, "");
  g_object_unref (view);
}

static GtkWidget *
label_with_text (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = label_with_text (c, text);

      if (found)
        return found;
    }
  return NULL;
}

/* Each bar says who plays that colour, the rank, the captures, and marks
 * the side to move (issue 23 item 1). */
static void
test_player_bars (void)
{
  IshiClockView *view = g_object_ref_sink (ISHI_CLOCK_VIEW (ishi_clock_view_new ()));

  g_assert_cmpstr (ishi_clock_view_get_name (view, ISHI_BLACK), ==, "● Black");
  ishi_clock_view_set_player (view, ISHI_BLACK, "Honinbo Shusaku", "4d");
  ishi_clock_view_set_player (view, ISHI_WHITE, NULL, NULL);
  /* The stone says the colour on the screen, the accessible name aloud. */
  g_assert_cmpstr (ishi_clock_view_get_name (view, ISHI_BLACK), ==, "● Honinbo Shusaku");
  {
    GtkWidget *label = label_with_text (GTK_WIDGET (view), "● Honinbo Shusaku");

    g_assert_nonnull (label);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "Black — Honinbo Shusaku");
  }
  g_assert_cmpstr (ishi_clock_view_get_name (view, ISHI_WHITE), ==, "○ White");
  ishi_clock_view_set_to_move (view, ISHI_WHITE);
  g_assert_true (ishi_clock_view_is_to_move (view, ISHI_WHITE));
  g_assert_false (ishi_clock_view_is_to_move (view, ISHI_BLACK));
  ishi_clock_view_set_to_move (view, ISHI_EMPTY);
  g_assert_false (ishi_clock_view_is_to_move (view, ISHI_WHITE));
  {
    GtkWidget *found;

    ishi_clock_view_set_captures (view, 3, 0);
    found = label_with_text (side_box (view, ISHI_BLACK), "3 captured");
    g_assert_nonnull (found);
    g_assert_true (gtk_widget_get_visible (found));
    ishi_clock_view_set_captures (view, -1, -1);
    g_assert_false (gtk_widget_get_visible (found));
  }
  g_object_unref (view);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock-view/byo-yomi", test_byoyomi);
  g_test_add_func ("/clock-view/no-time-limit", test_no_time_limit);
  g_test_add_func ("/clock-view/player-bars", test_player_bars);
  return g_test_run ();
}
