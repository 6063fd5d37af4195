/* ishi-net-window.c — the parts the network windows share (see
 * ishi-net-window.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include "ishi-net-log.h"
#include "ishi-net-window.h"

GtkHeaderBar *
ishi_net_window_frame (GtkWindow *window, const char *title, int width, int height,
                       GtkLabel **title_label, GtkLabel **subtitle_label,
                       GtkWidget **stack, GtkTextBuffer **log)
{
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  *title_label = GTK_LABEL (gtk_label_new (title));
  gtk_widget_add_css_class (GTK_WIDGET (*title_label), "title");
  *subtitle_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (*subtitle_label), "subtitle");
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (*title_label));
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (*subtitle_label));
  gtk_widget_set_valign (titles, GTK_ALIGN_CENTER);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), titles);
  gtk_window_set_titlebar (window, header);

  *log = ishi_net_log_new ();
  *stack = gtk_stack_new ();
  gtk_window_set_child (window, *stack);
  gtk_window_set_title (window, title);
  gtk_window_set_default_size (window, width, height);
  return GTK_HEADER_BAR (header);
}

void
ishi_net_window_show_form (GtkWindow *window, GtkWindow *parent, GtkWidget *stack, GtkWidget *form)
{
  /* A window of its own beside the main one (a game on the network
   * lasts), kept by the application so that closing the main window does
   * not end it. */
  if (parent && gtk_window_get_application (parent))
    gtk_window_set_application (window, gtk_window_get_application (parent));
  gtk_stack_add_named (GTK_STACK (stack), form, "form");
  gtk_stack_set_visible_child (GTK_STACK (stack), form);
}

void
ishi_net_window_show_page (GtkWidget *stack, GtkWidget *page, const char *name)
{
  gtk_stack_add_named (GTK_STACK (stack), page, name);
  gtk_stack_set_visible_child (GTK_STACK (stack), page);
}

GtkWidget *
ishi_net_window_over_chat (GtkWidget *top, GtkWidget *chat)
{
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);

  gtk_widget_set_margin_start (chat, 12);
  gtk_widget_set_margin_end (chat, 12);
  gtk_widget_set_margin_bottom (chat, 12);
  gtk_paned_set_start_child (GTK_PANED (paned), top);
  gtk_paned_set_end_child (GTK_PANED (paned), chat);
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  return paned;
}

void
ishi_net_window_disconnect (IshiRoomClient *client, gpointer window)
{
  if (client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (client, window);
  ishi_room_client_disconnect (client);
}
