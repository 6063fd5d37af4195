/* ishi-net-form.c — the parts the network windows' forms share (see
 * ishi-net-form.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ishi-igs.h"
#include "ishi-net-form.h"

void
ishi_net_form_init_page (GtkBox *form)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (form), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (form, 12);
  gtk_widget_set_margin_start (GTK_WIDGET (form), 24);
  gtk_widget_set_margin_end (GTK_WIDGET (form), 24);
  gtk_widget_set_margin_top (GTK_WIDGET (form), 24);
  gtk_widget_set_margin_bottom (GTK_WIDGET (form), 24);
}

GtkWidget *
ishi_net_form_heading (const char *text)
{
  GtkWidget *heading = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  return heading;
}

GtkWidget *
ishi_net_form_list (GtkListBox *list, const char *name, int min_height)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (list));
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), min_height);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  return scrolled;
}

GtkWidget *
ishi_net_form_grid (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  return grid;
}

GtkEntry *
ishi_net_form_address_entry (void)
{
  GtkEntry *entry = GTK_ENTRY (gtk_entry_new ());

  gtk_entry_set_placeholder_text (entry, _("host or host:port"));
  gtk_widget_set_hexpand (GTK_WIDGET (entry), TRUE);
  return entry;
}

GtkEntry *
ishi_net_form_name_entry (void)
{
  GtkEntry *entry = GTK_ENTRY (gtk_entry_new ());

  gtk_entry_set_max_length (entry, ISHI_IGS_MAX_NAME_CHARS);
  return entry;
}

GtkLabel *
ishi_net_form_problem_label (void)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_xalign (label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (label), "error");
  return label;
}

void
ishi_net_form_action (GtkWidget *button)
{
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_add_css_class (button, "suggested-action");
}
