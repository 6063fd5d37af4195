/* ishi-join-rooms.c — where Join a Room goes: the rooms found on the
 * network (their list, or why there is none) and the address typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-address-row.h"
#include "ishi-join-form-private.h"
#include "ishi-ruby-words.h"
#include "ishi-room-server.h"

/* The address as a pupil reads it off the projector: the room's (host,
 * host:port, [v6]:port), or the tablets' page's (http://HOST:7411/), whose
 * host is the room's computer and whose port is the page's: the room is
 * at its own port there, the default one (issue 65: the page's address
 * was refused, and without Avahi a window pupil had nothing to type). */
gboolean
ishi_join_form_parse_address (const char *text, char **host, guint16 *port)
{
  g_autofree char *copy = g_strstrip (g_strdup (text ? text : ""));

  if (g_ascii_strncasecmp (copy, "http://", 7) == 0 || g_ascii_strncasecmp (copy, "https://", 8) == 0)
    {
      g_autoptr (GUri) uri = g_uri_parse (copy, G_URI_FLAGS_NONE, NULL);
      const char *h = uri ? g_uri_get_host (uri) : NULL;

      if (h == NULL || *h == '\0' || g_uri_get_userinfo (uri) != NULL || strpbrk (h, " \t/[]"))
        return FALSE;
      *host = g_strdup (h);
      *port = ISHI_ROOM_DEFAULT_PORT;
      return TRUE;
    }
  return ishi_address_parse (copy, ISHI_ROOM_DEFAULT_PORT, host, port);
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

      gtk_list_box_append (self->rooms, ishi_address_row_new (text, address));
    }
  g_clear_pointer (&self->rooms_detail, g_free);
  /* What to do, and the system's words (Avahi's, D-Bus's) under Details
   * for the teacher: a pupil's own computer, before it knows her class,
   * showed them raw (issue 77). */
  if (ishi_room_mdns_get_problem (self->mdns))
    self->rooms_detail = g_strdup_printf (_("Rooms cannot be listed: %s"), ishi_room_mdns_get_problem (self->mdns));
  if (ishi_room_mdns_get_problem (self->mdns) && (self->shared || self->grade > 0))
    ishi_ruby_label (self->rooms_note, _("Ishi cannot look for rooms here: type the address your teacher gives you."),
                          self->grade);
  else if (ishi_room_mdns_get_problem (self->mdns))
    ishi_ruby_label (self->rooms_note, _("Ishi cannot look for rooms on this network: type the address of the room’s "
                                              "computer."), 0);
  else
    ishi_ruby_label (self->rooms_note, rooms && rooms->len ? "" : _("No room found on this network yet."),
                          self->grade);
  ishi_join_form_update_detail (self);
}

void
ishi_join_form_row_selected_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self)
{
  ishi_address_row_fill (row, GTK_EDITABLE (self->address_entry));
}

void
ishi_join_form_row_activated_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self)
{
  ishi_join_form_row_selected_cb (box, row, self);
  ishi_join_form_activate (self);
}
