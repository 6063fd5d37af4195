/* ishi-room-accept.h — the accept loop of the room's ports (the TCP port
 * and the tablets' web port), in place of GSocketService's.
 *
 * GLib 2.74's GSocketService, when accept() fails, warns and accepts
 * again at once: out of file descriptors (EMFILE, ENFILE) the connection
 * stays in the kernel's queue, the listening socket stays readable, and
 * the service spins on the CPU and writes a warning for every turn (20 MB
 * of log in 25 s, issue 63).  Here a failed accept waits before the next
 * (50 ms, doubling up to 1 s, back to none after a success) and is said
 * once per shortage, not once per failure.
 *
 * And a process's descriptors are shared by its connections and its
 * files: a port that took every descriptor would leave the room unable to
 * write a game's record.  A port keeps `reserve` descriptors free: a
 * connection whose descriptor is among the last `reserve` of the
 * process's limit (RLIMIT_NOFILE) is closed at once — unless the port's
 * owner lets another go for it (the oldest silent connection of the
 * address that holds the most: ishi_room_accept_set_make_room), so that
 * at `ulimit -n 256` as at 1024 a few addresses cannot keep everyone else
 * out by holding the descriptors.  The kernel gives the
 * lowest free descriptor, so a connection given descriptor n means every
 * one below n is in use: fewer than `reserve` are left when n reaches the
 * limit less `reserve`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Descriptors the room's TCP port leaves free (a record, its temporary
 * file and the folder's, with room to spare). */
#define ISHI_ROOM_TCP_RESERVE 16

typedef struct _IshiRoomAccept IshiRoomAccept;

/* A connection accepted: the function takes it (refs what it keeps). */
typedef void (*IshiRoomAcceptFunc) (GSocketConnection *connection, gpointer data);

/* Accepts on `listener`'s sockets until freed. */
IshiRoomAccept *ishi_room_accept_new (GSocketListener *listener, guint reserve, IshiRoomAcceptFunc func,
                                      gpointer data);
void            ishi_room_accept_set_reserve (IshiRoomAccept *self, guint reserve);
/* Asked when a connection comes with a descriptor among the reserved
 * ones: TRUE when it let another connection go for it (its descriptor
 * is freed at once or nearly), and the newcomer is then kept; FALSE, and
 * the newcomer is closed.  Without it every such newcomer is closed. */
typedef gboolean (*IshiRoomAcceptMakeRoom) (GSocketConnection *connection, gpointer data);
void            ishi_room_accept_set_make_room (IshiRoomAccept *self, IshiRoomAcceptMakeRoom make_room,
                                                gpointer data);
/* Stops accepting (the listener is the caller's to close). */
void            ishi_room_accept_free (IshiRoomAccept *self);
/* For the tests and the bench: accepts that failed, connections closed
 * at once to keep the reserve, and those kept for one let go. */
guint64         ishi_room_accept_get_failures (IshiRoomAccept *self);
guint64         ishi_room_accept_get_refused  (IshiRoomAccept *self);
guint64         ishi_room_accept_get_made_room (IshiRoomAccept *self);

G_END_DECLS
