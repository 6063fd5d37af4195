/* ishi-room-mdns.c — publishing and finding rooms through Avahi's D-Bus
 * interface (org.freedesktop.Avahi.Server, EntryGroup, ServiceBrowser),
 * with GDBus only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include "ishi-room-mdns.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#define AVAHI_NAME "org.freedesktop.Avahi"
#define AVAHI_SERVER "org.freedesktop.Avahi.Server"
#define AVAHI_GROUP "org.freedesktop.Avahi.EntryGroup"
#define AVAHI_BROWSER "org.freedesktop.Avahi.ServiceBrowser"
#define AVAHI_IF_UNSPEC (-1)
#define AVAHI_PROTO_UNSPEC (-1)

struct _IshiRoomMdns {
  GObject parent_instance;
  GDBusConnection *bus;
  GCancellable *cancellable;
  char *problem;
  /* Publishing */
  char *name, *game;
  guint16 port;
  gboolean want_publish;
  char *group_path;
  /* Browsing */
  gboolean want_browse;
  char *browser_path;
  guint subscription;
  GPtrArray *rooms;
};

enum { ADDED, REMOVED, PROBLEM, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (IshiRoomMdns, ishi_room_mdns, G_TYPE_OBJECT)

void
ishi_room_sighting_free (IshiRoomSighting *s)
{
  if (s == NULL)
    return;
  g_free (s->name);
  g_free (s->game);
  g_free (s->host);
  g_free (s->address);
  g_free (s);
}

static void
set_problem (IshiRoomMdns *self, const char *what, const GError *error)
{
  if (error && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_free (self->problem);
  self->problem = g_strdup_printf ("%s%s%s", what, error ? ": " : "", error ? error->message : "");
  g_signal_emit (self, signals[PROBLEM], 0, self->problem);
}

/* ------------------------------------------------------------------------ */
/* Publishing                                                                */
/* ------------------------------------------------------------------------ */

static void
committed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);

  if (reply == NULL)
    set_problem (data, _("The room cannot be published on the network"), error);
  g_object_unref (data);
}

static void
added_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomMdns *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);

  if (reply == NULL)
    set_problem (self, _("The room cannot be published on the network"), error);
  else
    g_dbus_connection_call (self->bus, AVAHI_NAME, self->group_path, AVAHI_GROUP, "Commit", NULL,
                            NULL, G_DBUS_CALL_FLAGS_NONE, -1, self->cancellable, committed_cb,
                            g_object_ref (self));
  g_object_unref (self);
}

static GVariant *
txt_records (const char *game)
{
  GVariantBuilder b;
  g_autofree char *g = g_strdup_printf ("game=%s", game);

  g_variant_builder_init (&b, G_VARIANT_TYPE ("aay"));
  g_variant_builder_add_value (&b, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, g, strlen (g), 1));
  g_variant_builder_add_value (&b, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, "proto=igs", 9, 1));
  return g_variant_builder_end (&b);
}

static void
group_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomMdns *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);

  if (reply == NULL)
    {
      set_problem (self, _("The room cannot be published on the network"), error);
      g_object_unref (self);
      return;
    }
  g_free (self->group_path);
  g_variant_get (reply, "(o)", &self->group_path);
  g_dbus_connection_call (self->bus, AVAHI_NAME, self->group_path, AVAHI_GROUP, "AddService",
                          g_variant_new ("(iiussssq@aay)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0u,
                                         self->name, ISHI_ROOM_MDNS_TYPE, "", "", self->port,
                                         txt_records (self->game)),
                          NULL, G_DBUS_CALL_FLAGS_NONE, -1, self->cancellable, added_cb,
                          g_object_ref (self));
  g_object_unref (self);
}

static void
publish_now (IshiRoomMdns *self)
{
  if (self->group_path)
    {
      /* A new room replaces the old entry. */
      g_dbus_connection_call (self->bus, AVAHI_NAME, self->group_path, AVAHI_GROUP, "Free", NULL,
                              NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
      g_clear_pointer (&self->group_path, g_free);
    }
  g_dbus_connection_call (self->bus, AVAHI_NAME, "/", AVAHI_SERVER, "EntryGroupNew", NULL,
                          G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NONE, -1, self->cancellable,
                          group_cb, g_object_ref (self));
}

/* ------------------------------------------------------------------------ */
/* Browsing                                                                  */
/* ------------------------------------------------------------------------ */

static char *
txt_value (GVariant *txt, const char *key)
{
  GVariantIter iter;
  GVariant *item;
  gsize klen = strlen (key);

  g_variant_iter_init (&iter, txt);
  while ((item = g_variant_iter_next_value (&iter)) != NULL)
    {
      gsize n;
      const char *bytes = g_variant_get_fixed_array (item, &n, 1);
      char *value = NULL;
      if (n > klen && n < 256 && memcmp (bytes, key, klen) == 0 && bytes[klen] == '=')
        value = g_strndup (bytes + klen + 1, n - klen - 1);
      g_variant_unref (item);
      if (value && g_utf8_validate (value, -1, NULL))
        return value;
      g_free (value);
    }
  return NULL;
}

static void
resolved_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomMdns *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  g_autoptr (GVariant) txt = NULL;
  const char *name, *host, *address;
  IshiRoomSighting *s;
  guint16 port;

  if (reply == NULL)
    {
      g_object_unref (self);
      return;   /* a room that went before it was resolved */
    }
  g_variant_get (reply, "(ii&s&s&s&si&sq@aayu)", NULL, NULL, &name, NULL, NULL, &host, NULL,
                 &address, &port, &txt, NULL);
  if (!g_utf8_validate (name, -1, NULL))
    {
      g_object_unref (self);
      return;
    }
  for (guint i = 0; i < self->rooms->len; i++)
    {
      IshiRoomSighting *old = self->rooms->pdata[i];
      if (strcmp (old->name, name) == 0 && strcmp (old->address, address) == 0 && old->port == port)
        {
          g_object_unref (self);
          return;   /* the same room seen on another interface */
        }
    }
  s = g_new0 (IshiRoomSighting, 1);
  s->name = g_strdup (name);
  s->host = g_strdup (host);
  s->address = g_strdup (address);
  s->port = port;
  s->game = txt_value (txt, "game");
  g_ptr_array_add (self->rooms, s);
  g_signal_emit (self, signals[ADDED], 0, s);
  g_object_unref (self);
}

static void
browser_signal_cb (GDBusConnection *bus, const char *sender, const char *path, const char *iface,
                   const char *signal, GVariant *params, gpointer data)
{
  IshiRoomMdns *self = data;
  gint32 interface, protocol;
  const char *name, *type, *domain;
  guint32 flags;

  if (self->browser_path == NULL || g_strcmp0 (path, self->browser_path) != 0)
    return;
  if (strcmp (signal, "Failure") == 0)
    {
      const char *message = NULL;
      if (g_variant_is_of_type (params, G_VARIANT_TYPE ("(s)")))
        g_variant_get (params, "(&s)", &message);
      set_problem (self, message ? message : _("Avahi failed"), NULL);
      return;
    }
  if (!g_variant_is_of_type (params, G_VARIANT_TYPE ("(iisssu)")))
    return;
  g_variant_get (params, "(ii&s&s&su)", &interface, &protocol, &name, &type, &domain, &flags);
  if (strcmp (signal, "ItemNew") == 0)
    g_dbus_connection_call (self->bus, AVAHI_NAME, "/", AVAHI_SERVER, "ResolveService",
                            g_variant_new ("(iisssiu)", interface, protocol, name, type, domain,
                                           AVAHI_PROTO_UNSPEC, 0u),
                            G_VARIANT_TYPE ("(iissssisqaayu)"), G_DBUS_CALL_FLAGS_NONE, 10000,
                            self->cancellable, resolved_cb, g_object_ref (self));
  else if (strcmp (signal, "ItemRemove") == 0)
    for (guint i = 0; i < self->rooms->len; i++)
      if (strcmp (((IshiRoomSighting *) self->rooms->pdata[i])->name, name) == 0)
        {
          g_autofree char *gone = g_strdup (name);
          g_ptr_array_remove_index (self->rooms, i);
          g_signal_emit (self, signals[REMOVED], 0, gone);
          break;
        }
}

static void
browser_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomMdns *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);

  if (reply == NULL)
    set_problem (self, _("Rooms on this network cannot be listed"), error);
  else
    g_variant_get (reply, "(o)", &self->browser_path);
  g_object_unref (self);
}

static void
browse_now (IshiRoomMdns *self)
{
  /* Subscribed before the browser exists: its first items may come at
   * once (Avahi sends them as soon as it is made). */
  self->subscription = g_dbus_connection_signal_subscribe (self->bus, AVAHI_NAME, AVAHI_BROWSER,
                                                           NULL, NULL, NULL,
                                                           G_DBUS_SIGNAL_FLAGS_NONE,
                                                           browser_signal_cb, self, NULL);
  g_dbus_connection_call (self->bus, AVAHI_NAME, "/", AVAHI_SERVER, "ServiceBrowserNew",
                          g_variant_new ("(iissu)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                         ISHI_ROOM_MDNS_TYPE, "", 0u),
                          G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NONE, -1, self->cancellable,
                          browser_cb, g_object_ref (self));
}

/* ------------------------------------------------------------------------ */

static void
bus_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomMdns *self = data;
  g_autoptr (GError) error = NULL;

  self->bus = g_bus_get_finish (result, &error);
  if (self->bus == NULL)
    set_problem (self, _("There is no system bus to reach Avahi"), error);
  else
    {
      if (self->want_publish)
        publish_now (self);
      if (self->want_browse)
        browse_now (self);
    }
  g_object_unref (self);
}

void
ishi_room_mdns_publish (IshiRoomMdns *self, const char *name, const char *game, guint16 port)
{
  g_return_if_fail (ISHI_IS_ROOM_MDNS (self));
  g_free (self->name);
  g_free (self->game);
  self->name = g_strdup (name);
  self->game = g_strdup (game);
  self->port = port;
  self->want_publish = TRUE;
  if (self->bus)
    publish_now (self);
}

void
ishi_room_mdns_browse (IshiRoomMdns *self)
{
  g_return_if_fail (ISHI_IS_ROOM_MDNS (self));
  if (self->want_browse)
    return;
  self->want_browse = TRUE;
  if (self->bus)
    browse_now (self);
}

GPtrArray *
ishi_room_mdns_get_rooms (IshiRoomMdns *self)
{
  return self->rooms;
}

const char *
ishi_room_mdns_get_problem (IshiRoomMdns *self)
{
  return self->problem;
}

static void
ishi_room_mdns_dispose (GObject *object)
{
  IshiRoomMdns *self = ISHI_ROOM_MDNS (object);

  g_cancellable_cancel (self->cancellable);
  if (self->bus)
    {
      if (self->subscription)
        g_dbus_connection_signal_unsubscribe (self->bus, self->subscription);
      self->subscription = 0;
      /* The entry and the browser go with the room. */
      if (self->group_path)
        g_dbus_connection_call (self->bus, AVAHI_NAME, self->group_path, AVAHI_GROUP, "Free", NULL,
                                NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
      if (self->browser_path)
        g_dbus_connection_call (self->bus, AVAHI_NAME, self->browser_path, AVAHI_BROWSER, "Free",
                                NULL, NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
    }
  g_clear_pointer (&self->group_path, g_free);
  g_clear_pointer (&self->browser_path, g_free);
  g_clear_object (&self->bus);
  G_OBJECT_CLASS (ishi_room_mdns_parent_class)->dispose (object);
}

static void
ishi_room_mdns_finalize (GObject *object)
{
  IshiRoomMdns *self = ISHI_ROOM_MDNS (object);

  g_clear_object (&self->cancellable);
  g_ptr_array_unref (self->rooms);
  g_free (self->problem);
  g_free (self->name);
  g_free (self->game);
  G_OBJECT_CLASS (ishi_room_mdns_parent_class)->finalize (object);
}

static void
ishi_room_mdns_class_init (IshiRoomMdnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = ishi_room_mdns_dispose;
  object_class->finalize = ishi_room_mdns_finalize;
  signals[ADDED] = g_signal_new ("added", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[REMOVED] = g_signal_new ("removed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[PROBLEM] = g_signal_new ("problem", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_room_mdns_init (IshiRoomMdns *self)
{
  self->cancellable = g_cancellable_new ();
  self->rooms = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_room_sighting_free);
}

IshiRoomMdns *
ishi_room_mdns_new (GDBusConnection *bus)
{
  IshiRoomMdns *self = g_object_new (ISHI_TYPE_ROOM_MDNS, NULL);

  if (bus)
    self->bus = g_object_ref (bus);
  else
    g_bus_get (G_BUS_TYPE_SYSTEM, self->cancellable, bus_cb, g_object_ref (self));
  return self;
}
