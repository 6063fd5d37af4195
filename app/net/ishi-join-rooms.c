/* ishi-join-rooms.c — where Join a Room goes: the rooms found on the
 * network (their list, or why there is none) and the address typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-join-form-private.h"
#include "ishi-room-ruby.h"
#include "ishi-room-server.h"

gboolean
ishi_join_form_parse_address (const char *text, char **host, guint16 *port)
{
  g_autofree char *copy = g_strstrip (g_strdup (text ? text : ""));
  const char *port_text = NULL;
  char *h = copy;
  guint64 p = ISHI_ROOM_DEFAULT_PORT;

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

static char *
sighting_address (const IshiRoomSighting *s)
{
  const char *host = s->address ? s->address : s->host;

  return strchr (host, ':') ? g_strdup_printf ("[%s]:%u", host, s->port)
                            : g_strdup_printf ("%s:%u", host, s->port);
}

void
ishi_join_form_rebuild_rooms (IshiJoinForm *self)
{
  GPtrArray *rooms = ishi_room_mdns_get_rooms (self->mdns);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rooms))))
    gtk_list_box_remove (self->rooms, child);
  for (guint i = 0; rooms && i < rooms->len; i++)
    {
      const IshiRoomSighting *s = rooms->pdata[i];
      g_autofree char *address = sighting_address (s);
      const char *game = g_strcmp0 (s->game, "renju") == 0 ? _("Renju")
                         : g_strcmp0 (s->game, "go") == 0 ? _("Go") : "";
      g_autofree char *text = g_strdup_printf ("%s — %s (%s)", s->name, game, s->host ? s->host : address);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      g_object_set_data_full (G_OBJECT (label), "ishi-address", g_steal_pointer (&address), g_free);
      gtk_list_box_append (self->rooms, label);
    }
  g_clear_pointer (&self->rooms_detail, g_free);
  if (ishi_room_mdns_get_problem (self->mdns) && (self->shared || self->grade > 0))
    {
      /* A child's computer: what to do, and the system's words for the teacher. */
      self->rooms_detail = g_strdup_printf (_("Rooms cannot be listed: %s"), ishi_room_mdns_get_problem (self->mdns));
      ishi_room_ruby_label (self->rooms_note, _("Ishi cannot look for rooms here: type the address your teacher gives you."),
                            self->grade);
    }
  else if (ishi_room_mdns_get_problem (self->mdns))
    {
      g_autofree char *note = g_strdup_printf (_("Rooms cannot be listed here (%s): type the address of the room’s computer."),
                                               ishi_room_mdns_get_problem (self->mdns));
      ishi_room_ruby_label (self->rooms_note, note, 0);
    }
  else
    ishi_room_ruby_label (self->rooms_note, rooms && rooms->len ? "" : _("No room found on this network yet."),
                          self->grade);
  ishi_join_form_update_detail (self);
}

void
ishi_join_form_row_selected_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self)
{
  const char *address;

  if (row == NULL)
    return;
  address = g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "ishi-address");
  if (address)
    gtk_editable_set_text (GTK_EDITABLE (self->address_entry), address);
}

void
ishi_join_form_row_activated_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self)
{
  ishi_join_form_row_selected_cb (box, row, self);
  ishi_join_form_activate (self);
}
