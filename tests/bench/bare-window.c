/* bare-window.c — the bare GTK 4 window Ishi's start-up is measured
 * against (bench-startup, issue 23 item 16): a GtkApplication whose window
 * has a header bar and a label, at Ishi's default size, timed by the same
 * first-frame hook (ishi-first-frame.h).  Built only for the benchmark.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>

#include "ishi-first-frame.h"

static void
activate_cb (GtkApplication *app, gpointer data)
{
  GtkWidget *window = gtk_application_window_new (app);

  gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
  gtk_window_set_title (GTK_WINDOW (window), "Bare");
  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("A bare GTK 4 window"));
  /* Ishi's default size (window-width, window-height) */
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
  first_frame_watch (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(GtkApplication) app = gtk_application_new ("io.github.ishi.BareWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
