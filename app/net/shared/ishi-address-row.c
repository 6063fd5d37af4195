/* ishi-address-row.c — a list's row that stands for an address, and the
 * address typed beside the list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-address-row.h"

#define ADDRESS_KEY "ishi-address"

GtkWidget *
ishi_address_row_new (const char *text, const char *address)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  g_object_set_data_full (G_OBJECT (label), ADDRESS_KEY, g_strdup (address), g_free);
  return label;
}

void
ishi_address_row_fill (GtkListBoxRow *row, GtkEditable *entry)
{
  const char *address;

  if (row == NULL)
    return;
  address = g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), ADDRESS_KEY);
  if (address)
    gtk_editable_set_text (entry, address);
}

gboolean
ishi_address_parse (const char *text, guint16 default_port, char **host, guint16 *port)
{
  g_autofree char *copy = g_strstrip (g_strdup (text ? text : ""));
  const char *port_text = NULL;
  char *h = copy;
  guint64 p = default_port;

  if (*copy == '\0')
    return FALSE;
  if (*copy == '[')
    {
      /* "[::1]:6970": an IPv6 address with a port. */
      char *close = strchr (copy, ']');
      if (close == NULL)
        return FALSE;
      *close = '\0';
      h = copy + 1;
      if (close[1] == ':')
        port_text = close + 2;
      else if (close[1] != '\0')
        return FALSE;
    }
  else if (strchr (copy, ':') == strrchr (copy, ':') && strchr (copy, ':'))
    {
      /* One colon: host:port.  More: a bare IPv6 address. */
      char *colon = strchr (copy, ':');
      *colon = '\0';
      port_text = colon + 1;
    }
  if (*h == '\0' || strpbrk (h, " \t/"))
    return FALSE;
  if (port_text && !g_ascii_string_to_unsigned (port_text, 10, 1, 65535, &p, NULL))
    return FALSE;
  *host = g_strdup (h);
  *port = (guint16) p;
  return TRUE;
}
