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
 *     silence close it within about two minutes.
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
/* The port listened on (after listen, useful with port 0). */
guint16  ishi_room_server_get_port (IshiRoomServer *self);
/* Closes every connection and stops listening. */
void     ishi_room_server_stop (IshiRoomServer *self);

G_END_DECLS
