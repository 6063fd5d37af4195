/* test-room-mdns.c — publishing and finding rooms over D-Bus, against a
 * stand-in for Avahi on a private test bus (GTestDBus): the calls and
 * signals of Avahi's documented D-Bus interface (EntryGroupNew,
 * AddService, Commit, ServiceBrowserNew with ItemNew, ResolveService),
 * so the code that talks to the real daemon runs here without one, and
 * without multicast.  With no Avahi on the bus, both sides say so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "ishi-room-mdns.h"
#include "ishi-test-util.h"

static const char avahi_xml[] =
  "<node>"
  " <interface name='org.freedesktop.Avahi.Server'>"
  "  <method name='EntryGroupNew'><arg type='o' direction='out'/></method>"
  "  <method name='ServiceBrowserNew'>"
  "   <arg type='i' direction='in'/><arg type='i' direction='in'/><arg type='s' direction='in'/>"
  "   <arg type='s' direction='in'/><arg type='u' direction='in'/><arg type='o' direction='out'/>"
  "  </method>"
  "  <method name='ResolveService'>"
  "   <arg type='i' direction='in'/><arg type='i' direction='in'/><arg type='s' direction='in'/>"
  "   <arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='i' direction='in'/>"
  "   <arg type='u' direction='in'/>"
  "   <arg type='i' direction='out'/><arg type='i' direction='out'/><arg type='s' direction='out'/>"
  "   <arg type='s' direction='out'/><arg type='s' direction='out'/><arg type='s' direction='out'/>"
  "   <arg type='i' direction='out'/><arg type='s' direction='out'/><arg type='q' direction='out'/>"
  "   <arg type='aay' direction='out'/><arg type='u' direction='out'/>"
  "  </method>"
  " </interface>"
  " <interface name='org.freedesktop.Avahi.EntryGroup'>"
  "  <method name='AddService'>"
  "   <arg type='i' direction='in'/><arg type='i' direction='in'/><arg type='u' direction='in'/>"
  "   <arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "   <arg type='s' direction='in'/><arg type='q' direction='in'/><arg type='aay' direction='in'/>"
  "  </method>"
  "  <method name='Commit'/>"
  "  <method name='Free'/>"
  " </interface>"
  " <interface name='org.freedesktop.Avahi.ServiceBrowser'>"
  "  <method name='Free'/>"
  " </interface>"
  "</node>";

/* The stand-in's one service, as AddService gave it. */
typedef struct {
  GDBusConnection *bus;
  GDBusNodeInfo *info;
  char *name, *type;
  guint16 port;
  GVariant *txt;
  gboolean committed;
  guint frees;              /* Free calls received */
  guint objects[3];
} FakeAvahi;

static const GDBusInterfaceVTable vtable;

static gboolean
announce_cb (gpointer data)
{
  FakeAvahi *f = data;

  if (f->committed)
    g_dbus_connection_emit_signal (f->bus, NULL, "/Client1/ServiceBrowser1",
                                   "org.freedesktop.Avahi.ServiceBrowser", "ItemNew",
                                   g_variant_new ("(iisssu)", 2, 0, f->name, f->type, "local", 0u), NULL);
  return G_SOURCE_REMOVE;
}

static void
method_cb (GDBusConnection *bus, const char *sender, const char *path, const char *iface,
           const char *method, GVariant *params, GDBusMethodInvocation *inv, gpointer data)
{
  FakeAvahi *f = data;

  if (strcmp (method, "EntryGroupNew") == 0)
    {
      if (f->objects[1] == 0)
        f->objects[1] = g_dbus_connection_register_object (bus, "/Client1/EntryGroup1", f->info->interfaces[1],
                                                           &vtable, f, NULL, NULL);
      g_dbus_method_invocation_return_value (inv, g_variant_new ("(o)", "/Client1/EntryGroup1"));
    }
  else if (strcmp (method, "AddService") == 0)
    {
      g_clear_pointer (&f->txt, g_variant_unref);
      g_free (f->name);
      g_free (f->type);
      g_variant_get (params, "(iiussssq@aay)", NULL, NULL, NULL, &f->name, &f->type, NULL, NULL,
                     &f->port, &f->txt);
      g_dbus_method_invocation_return_value (inv, NULL);
    }
  else if (strcmp (method, "Commit") == 0)
    {
      f->committed = TRUE;
      g_dbus_method_invocation_return_value (inv, NULL);
    }
  else if (strcmp (method, "ServiceBrowserNew") == 0)
    {
      if (f->objects[2] == 0)
        f->objects[2] = g_dbus_connection_register_object (bus, "/Client1/ServiceBrowser1",
                                                           f->info->interfaces[2], &vtable, f, NULL, NULL);
      g_dbus_method_invocation_return_value (inv, g_variant_new ("(o)", "/Client1/ServiceBrowser1"));
      /* Avahi announces what it knows right after the browser is made. */
      g_timeout_add (50, announce_cb, f);
    }
  else if (strcmp (method, "ResolveService") == 0)
    g_dbus_method_invocation_return_value (inv, g_variant_new ("(iissssisq@aayu)", 2, 0, f->name,
                                                               f->type, "local", "schoolpc.local", 0,
                                                               "127.0.0.1", f->port,
                                                               f->txt, 0u));
  else
    {
      if (strcmp (method, "Free") == 0)
        f->frees++;
      g_dbus_method_invocation_return_value (inv, NULL);
    }
}

static const GDBusInterfaceVTable vtable = { method_cb, NULL, NULL, { 0 } };

typedef struct {
  IshiRoomSighting *seen;
  char *problem;
} Seen;

static void
added_cb (IshiRoomMdns *m, IshiRoomSighting *s, Seen *seen)
{
  seen->seen = s;
}

static void
problem_cb (IshiRoomMdns *m, const char *message, Seen *seen)
{
  g_free (seen->problem);
  seen->problem = g_strdup (message);
}

static void
spin_until (gboolean *flag_a, gpointer *flag_b)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!(flag_a && *flag_a) && !(flag_b && *flag_b) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
}

/* A round trip to the bus: every reply to a call sent before it on
 * `bus` has arrived when this returns (the bus keeps the order). */
static void
round_trip (GDBusConnection *bus)
{
  g_autoptr (GVariant) reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus",
                                                            "/org/freedesktop/DBus",
                                                            "org.freedesktop.DBus.Peer", "Ping",
                                                            NULL, NULL, G_DBUS_CALL_FLAGS_NONE,
                                                            10000, NULL, NULL);
}

/* Lets the messages still on their way (the replies to the Free calls a
 * disposed object sends) arrive and be freed before the bus goes. */
static void
drain (void)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 4;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
}

static gboolean
name_owned;

static void
acquired_cb (GDBusConnection *bus, const char *name, gpointer data)
{
  name_owned = TRUE;
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
test_publish_and_find (void)
{
  g_autoptr (GTestDBus) test_bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autoptr (GError) error = NULL;
  GDBusConnection *avahi_side, *client_side;
  FakeAvahi f = { 0 };
  IshiRoomMdns *host, *pupil;
  Seen seen = { 0 };
  guint owner, ticker = g_timeout_add (100, tick_cb, NULL);

  g_test_dbus_up (test_bus);
  avahi_side = g_dbus_connection_new_for_address_sync (g_test_dbus_get_bus_address (test_bus),
                                                       G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                       | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                       NULL, NULL, &error);
  g_assert_no_error (error);
  client_side = g_dbus_connection_new_for_address_sync (g_test_dbus_get_bus_address (test_bus),
                                                        G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                        NULL, NULL, &error);
  g_assert_no_error (error);
  f.bus = avahi_side;
  f.info = g_dbus_node_info_new_for_xml (avahi_xml, &error);
  g_assert_no_error (error);
  f.objects[0] = g_dbus_connection_register_object (avahi_side, "/", f.info->interfaces[0], &vtable,
                                                    &f, NULL, &error);
  g_assert_no_error (error);
  owner = g_bus_own_name_on_connection (avahi_side, "org.freedesktop.Avahi", G_BUS_NAME_OWNER_FLAGS_NONE,
                                        acquired_cb, NULL, NULL, NULL);
  spin_until (&name_owned, NULL);
  g_assert_true (name_owned);

  host = ishi_room_mdns_new (client_side);
  ishi_room_mdns_publish (host, "5年2組", "go", 6970);
  pupil = ishi_room_mdns_new (client_side);
  g_signal_connect (pupil, "added", G_CALLBACK (added_cb), &seen);
  g_signal_connect (pupil, "problem", G_CALLBACK (problem_cb), &seen);
  /* The host's entry is committed before the pupil looks. */
  spin_until (&f.committed, NULL);
  ishi_room_mdns_browse (pupil);
  spin_until (NULL, (gpointer *) &seen.seen);

  g_assert_null (seen.problem);
  g_assert_nonnull (seen.seen);
  g_assert_cmpstr (f.type, ==, "_ishi-room._tcp");
  g_assert_cmpstr (seen.seen->name, ==, "5年2組");
  g_assert_cmpstr (seen.seen->game, ==, "go");
  g_assert_cmpstr (seen.seen->address, ==, "127.0.0.1");
  g_assert_cmpuint (seen.seen->port, ==, 6970);
  g_assert_cmpuint (ishi_room_mdns_get_rooms (pupil)->len, ==, 1);

  g_object_unref (host);
  g_object_unref (pupil);
  /* The stand-in answers both Free calls, and the answers come back. */
  {
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    while (f.frees < 2 && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
  }
  round_trip (client_side);
  drain ();
  g_bus_unown_name (owner);
  round_trip (avahi_side);
  for (int i = 0; i < 3; i++)
    if (f.objects[i])
      g_dbus_connection_unregister_object (avahi_side, f.objects[i]);
  g_dbus_node_info_unref (f.info);
  g_clear_pointer (&f.txt, g_variant_unref);
  g_free (f.name);
  g_free (f.type);
  drain ();
  g_dbus_connection_close_sync (avahi_side, NULL, NULL);
  g_dbus_connection_close_sync (client_side, NULL, NULL);
  g_object_unref (avahi_side);
  g_object_unref (client_side);
  drain ();
  g_source_remove (ticker);
  g_test_dbus_down (test_bus);
  g_free (seen.problem);
}

/* No Avahi on the bus: a clear message, no hang. */
static void
test_no_avahi (void)
{
  g_autoptr (GTestDBus) test_bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autoptr (GError) error = NULL;
  GDBusConnection *bus;
  IshiRoomMdns *pupil;
  Seen seen = { 0 };

  g_test_dbus_up (test_bus);
  bus = g_dbus_connection_new_for_address_sync (g_test_dbus_get_bus_address (test_bus),
                                                G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                NULL, NULL, &error);
  g_assert_no_error (error);
  pupil = ishi_room_mdns_new (bus);
  g_signal_connect (pupil, "problem", G_CALLBACK (problem_cb), &seen);
  ishi_room_mdns_browse (pupil);
  spin_until (NULL, (gpointer *) &seen.problem);
  g_assert_nonnull (seen.problem);
  g_assert_true (g_str_has_prefix (seen.problem, "Rooms on this network cannot be listed"));
  g_object_unref (pupil);
  round_trip (bus);
  drain ();
  g_dbus_connection_close_sync (bus, NULL, NULL);
  g_object_unref (bus);
  drain ();
  g_test_dbus_down (test_bus);
  g_free (seen.problem);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-mdns/publish-and-find", test_publish_and_find);
  g_test_add_func ("/room-mdns/no-avahi", test_no_avahi);
  return g_test_run ();
}
