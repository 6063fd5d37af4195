/* ishi-room-web-door.h — the web port's HTTP connections under the room's
 * limits, from their first byte until their answer is written or they
 * become a WebSocket (then they are the room's, ishi-room-gate.h):
 *   - from one address (as the room counts it, ishi_room_gate_key) at
 *     most `per_address` HTTP connections at once, `total` from all; a
 *     further one is answered 503 and closed at once; but when all
 *     together are at the limit, a newcomer from an address that holds
 *     fewer makes the oldest unfinished request of the address that holds
 *     the most go (so 32 addresses of 8 cannot keep everyone else out for
 *     a request's whole time);
 *   - a request's head and body must be whole `request_ms` after the
 *     connection came (or after its previous answer), its answer written
 *     `answer_ms` after that; a connection kept alive between two
 *     requests waits `idle_ms` at most (libsoup 3.2 keeps no connection
 *     that it was handed alive: it closes each after its answer); a head
 *     and body over MAX_REQUEST bytes close it too;
 *   - the port's accept loop (ishi-room-accept.h) keeps `reserve`
 *     descriptors free for the room's records and its TCP port; a
 *     newcomer given one of them makes the oldest unfinished request of
 *     the address that holds the most go (or, when the HTTP connections
 *     are few, the oldest silent connection at the room's door, or guest),
 *     and is kept: at `ulimit -n 256` the reserve is reached before the
 *     limits above, and eviction works there too.
 *
 * How: the port's connections are accepted here, not by libsoup, and
 * handed to it (soup_server_accept_iostream) through a stream that counts
 * what is read and says when libsoup closes it (ishi-counted-stream.h); a
 * deadline closes the socket under libsoup's feet (shutdown: its read
 * ends, and it closes the connection as any ended one).  The message is
 * told from its connection by the remote address object handed with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "ishi-room-web.h"

G_BEGIN_DECLS

/* Bytes of one request's head and body (the page's requests are a few
 * hundred bytes; libsoup sets no limit of its own). */
#define ISHI_ROOM_WEB_MAX_REQUEST (16 * 1024)

typedef struct _IshiWebDoor IshiWebDoor;

/* The door of `soup`'s connections, under `limits` (its zeros: the
 * defaults of IshiRoomWebLimits), for `room` (what it refuses is counted
 * in the room's log of the minute; short of descriptors, the room's door
 * lets one of its own go for a newcomer too). */
IshiWebDoor *ishi_web_door_new (SoupServer *soup, const IshiRoomWebLimits *limits, IshiRoom *room);
void         ishi_web_door_free (IshiWebDoor *door);
void         ishi_web_door_set_limits (IshiWebDoor *door, const IshiRoomWebLimits *limits);
/* Starts accepting on `listener`. */
void         ishi_web_door_listen (IshiWebDoor *door, GSocketListener *listener);
/* `msg` is upgraded to a WebSocket: its connection leaves the door's
 * counts and deadlines (the room counts it now).  Its socket (a new
 * reference; NULL if the door did not know it), for the WebSocket to shut
 * when the room closes it without waiting for libsoup's goodbye. */
GSocket     *ishi_web_door_upgraded (IshiWebDoor *door, SoupServerMessage *msg);
/* HTTP connections open now. */
guint        ishi_web_door_get_count (IshiWebDoor *door);

G_END_DECLS
