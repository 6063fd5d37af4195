/* ishi-room-mdns.h — rooms on the local network, found without typing:
 * DNS-SD (mDNS) through the system's Avahi daemon, over D-Bus.
 *
 * A host publishes its room as a service of type _ishi-room._tcp with the
 * room's name as the instance name and TXT records game=go|renju and
 * proto=igs; a client browses the same type and resolves each room to an
 * address and a port.  Avahi is reached with GDBus, as GNOME programs find
 * printers and shares: no library is added.  Where there is no Avahi (no
 * system bus, the daemon stopped, multicast blocked) both sides say so
 * and a typed host[:port] still works.
 *
 * The D-Bus connection is a parameter: the system bus in the program, a
 * private test bus with a stand-in Avahi in the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define ISHI_ROOM_MDNS_TYPE "_ishi-room._tcp"

/* A room seen on the network. */
typedef struct {
  char *name;       /* the room's name */
  char *game;       /* "go", "renju", or NULL when not said */
  char *host;       /* the host's name (.local) */
  char *address;    /* its address, as text */
  guint16 port;
} IshiRoomSighting;

void ishi_room_sighting_free (IshiRoomSighting *sighting);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiRoomSighting, ishi_room_sighting_free)

#define ISHI_TYPE_ROOM_MDNS (ishi_room_mdns_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomMdns, ishi_room_mdns, ISHI, ROOM_MDNS, GObject)

/* `bus`: where Avahi is (NULL: the system bus, connected asynchronously). */
IshiRoomMdns *ishi_room_mdns_new (GDBusConnection *bus);

/* Publishes a room (one per object; again: replaces it). */
void ishi_room_mdns_publish (IshiRoomMdns *self, const char *name, const char *game, guint16 port);
/* Starts listing rooms: "added" and "removed" follow. */
void ishi_room_mdns_browse  (IshiRoomMdns *self);
/* The rooms seen now (IshiRoomSighting, owned by the object). */
GPtrArray *ishi_room_mdns_get_rooms (IshiRoomMdns *self);
/* Why rooms cannot be published or listed (no Avahi), or NULL. */
const char *ishi_room_mdns_get_problem (IshiRoomMdns *self);

/* Signals:
 *   "added"   (gpointer IshiRoomSighting *)  a room resolved;
 *   "removed" (string name)                  a room went;
 *   "problem" (string message)               Avahi cannot be used. */

G_END_DECLS
