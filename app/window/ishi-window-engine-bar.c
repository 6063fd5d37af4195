/* ishi-window-engine-bar.c — where the engines' bar goes (ishi-engine-bar.h).
 *
 * While an engine starts, thinks or is paused, the bar sits compact at the
 * end of the status line under the board, in the room that line keeps: it
 * lay over the top of the page and covered the top row of the board's
 * coordinates each time the engine thought (issue 66).  A failure — a
 * message to read and a choice to make, with the game stopped — is a card
 * over the top of the page, under the window's information bar, as that
 * bar is.  Neither moves the board or changes its size.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include "ishi-engine-bar.h"
#include "ishi-window-private.h"

static void
place_bar (GtkWidget *bar, GParamSpec *pspec, IshiWindow *self)
{
  gboolean failed = ishi_engine_bar_get_state (ISHI_ENGINE_BAR (bar)) == ISHI_ENGINE_BAR_FAILED;
  GtkWidget *floating = gtk_widget_get_parent (GTK_WIDGET (self->info_bar));
  GtkWidget *place = failed ? floating : GTK_WIDGET (ishi_play_page_get_status_end (self->play_page));
  GtkWidget *parent = gtk_widget_get_parent (bar);

  if (parent == place)
    return;
  g_object_ref (bar);
  if (parent)
    gtk_box_remove (GTK_BOX (parent), bar);
  ishi_engine_bar_set_compact (ISHI_ENGINE_BAR (bar), !failed);
  if (failed)
    gtk_widget_add_css_class (bar, "ishi-floating-bar");
  else
    gtk_widget_remove_css_class (bar, "ishi-floating-bar");
  gtk_box_append (GTK_BOX (place), bar);
  g_object_unref (bar);
}

void
ishi_window_engine_bar_init (IshiWindow *self)
{
  GtkWidget *bar = ishi_engine_bar_new ();

  g_return_if_fail (self->play_page != NULL);
  self->engines = ishi_engine_control_new (ISHI_ENGINE_BAR (bar));
  place_bar (bar, NULL, self);
  g_signal_connect_object (bar, "notify::state", G_CALLBACK (place_bar), self, 0);
}
