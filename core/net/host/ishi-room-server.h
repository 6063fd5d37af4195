/* ishi-room-server.h — the room on the network: a TCP listener that
 * hands each connection's lines to an IshiRoom and writes what the room
 * sends, with limits that keep one connection from hurting the others.
 *
 * Everything runs on the main context of the thread that made the server
 * (the window's, or ishi-tool serve's loop), with asynchronous reads and
 * writes only: nothing waits on a socket.  The limits:
 *   - a line is at most ISHI_IGS_MAX_LINE bytes: a longer one is refused
 *     with an error line and its bytes are dropped as they come, never
 *     kept (a 1 MB line costs the host a 4 KB buffer);
 *   - lines per second, a login's time, connections per address and
 *     wrong codes: the room's own limits (ishi-room-gate.h), which this
 *     server meets by giving each connection's address;
 *   - a slow reader: when more than `max_queued` bytes wait to be written
 *     to a connection, it is closed (the others are not held up);
 *   - a half-open connection: TCP keepalive probes after a minute of
 *     silence close it within about two minutes;
 *   - out of file descriptors, the accept loop waits before it tries
 *     again, and the port leaves a few descriptors free for the records
 *     (ishi-room-accept.h).
 *
 * A connection comes by TCP (the listener's own) or by another transport
 * that carries lines — the tablets' WebSocket (ishi-room-web.h) — which
 * hands its bytes to an IshiRoomLink: both are one kind of connection
 * here, read into lines and written under the same limits, and enter the
 * room at the same place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-room.h"

G_BEGIN_DECLS

/* The port Ishi's room listens on when none is given (IGS uses 6969 and
 * 7777; NNGS 9696): 6970. */
#define ISHI_ROOM_DEFAULT_PORT 6970

typedef struct {
  guint lines_per_second;   /* the room's rate (ishi_room_set_lines_per_second); 0: the room's own */
  gsize max_queued;         /* 0: 1 MiB */
} IshiRoomLimits;

#define ISHI_TYPE_ROOM_SERVER (ishi_room_server_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomServer, ishi_room_server, ISHI, ROOM_SERVER, GObject)

IshiRoomServer *ishi_room_server_new (IshiRoom *room, const IshiRoomLimits *limits);
/* Listens on `port` (0: any free port) of `address` (NULL: every address
 * of the machine, IPv4 and IPv6; "127.0.0.1" or "::1": loopback only). */
gboolean ishi_room_server_listen (IshiRoomServer *self, const char *address, guint16 port,
                                  GError **error);
/* `listener` listens as ishi_room_server_listen says, with room for a
 * class joining at once; the port taken, 0 (and the error) when none. */
guint16  ishi_room_listen (GSocketListener *listener, const char *address, guint16 port, GError **error);
/* The room it serves. */
IshiRoom *ishi_room_server_get_room (IshiRoomServer *self);
/* The port listened on (after listen, useful with port 0). */
guint16  ishi_room_server_get_port (IshiRoomServer *self);
/* Closes every connection and stops listening. */
void     ishi_room_server_stop (IshiRoomServer *self);

/* TCP keepalive probes after a minute of silence, every 15 s, four of
 * them: a half-open connection is closed within about two minutes. */
void     ishi_room_socket_set_keepalive (GSocket *socket);

/* A connection of another transport than TCP: the transport writes what
 * the room sends (`write`, whole lines or the login prompts, never
 * blocking), says how many of the bytes it was given still wait to go
 * out (`queued`: the slow reader's limit), and closes its connection when
 * asked (`close`; it then still calls ishi_room_link_closed once its
 * connection is gone). */
typedef struct {
  void  (*write)  (gpointer data, const char *text, gsize length);
  gsize (*queued) (gpointer data);
  void  (*close)  (gpointer data);
  gboolean says;   /* its client reads the room's messages by id (ishi-room-messages.h) */
} IshiRoomLinkFuncs;

typedef struct _IshiRoomLink IshiRoomLink;

/* A new connection from `peer` (may be NULL): the room greets it at once
 * (through `funcs->write`).  The link is the transport's until it calls
 * ishi_room_link_closed. */
IshiRoomLink *ishi_room_server_add_link (IshiRoomServer *self, const IshiRoomLinkFuncs *funcs,
                                         gpointer data, GSocketAddress *peer);
/* Bytes the connection sent, read as the TCP stream's are: lines end at
 * "\n" (a "\r" before it is dropped). */
void          ishi_room_link_read (IshiRoomLink *link, const char *bytes, gsize length);
/* The transport's connection is gone: the room forgets it, and the link
 * is freed. */
void          ishi_room_link_closed (IshiRoomLink *link);

G_END_DECLS
