/* ishi-room-web.h — the class's room for the pupils' tablets: the host's
 * second port serves one page (its HTML, script and style, compiled in as
 * a GResource: no framework, nothing fetched from elsewhere) and a
 * WebSocket on which the page speaks the room's own protocol, one line a
 * message.
 *
 * A WebSocket is one more transport of the room's server
 * (ishi-room-server.h, IshiRoomLink): its messages are read into lines and
 * limited exactly as a TCP connection's bytes are, and it enters the room
 * where a TCP connection does, so the codes, the tokens, the permissions
 * and the limits are the same for a browser and for any IGS client.
 *
 * HTTP is libsoup's (GNOME's HTTP library on GLib).  Safe by default:
 *   - a WebSocket is opened only from the page's own origin (its Origin
 *     header must be this host, as the browser loaded the page from it),
 *     so another web site a pupil visits cannot open the room in her
 *     browser;
 *   - a request is answered only for the host's own names (an IP address,
 *     `localhost`, the machine's name, NAME.local): a foreign name that a
 *     stranger's DNS points at the host (DNS rebinding) gets nothing;
 *   - every answer forbids inline script and anything but the page's own
 *     files (a Content-Security-Policy), and is never framed;
 *   - the page keeps nothing in the browser but the pupil's way back to
 *     her seat (name, token and the room's code);
 *   - before a connection is a WebSocket, the room's limits hold from its
 *     first byte: HTTP connections counted by address and in all, a
 *     request's head and body timed, descriptors kept for the room's
 *     records (ishi-room-web-door.h, IshiRoomWebLimits);
 *   - a lesson's step (`/lesson`) is the class's: asked with the room's
 *     code (a wrong one counted as at the room's door), only the page's
 *     parameters, so many drawings a second.
 *
 * The page shows the step the teacher shares (`700 step`): its text with
 * furigana and its diagram, which the host renders (the same board
 * renderer as the window's) through a function the host gives, run in a
 * worker thread so that the room never waits for a drawing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-room-server.h"

G_BEGIN_DECLS

/* The page's port when none is given: the room's (6970) plus one. */
#define ISHI_ROOM_DEFAULT_WEB_PORT 6971

/* The answer to the page's `GET /lesson?…` (the step the class is shown):
 * a JSON body for the request's query (name → value), or NULL and an
 * error (G_IO_ERROR_NOT_FOUND: no such lesson or step; any other: the
 * query is wrong).  Called in a worker thread: it may only read what it
 * shares with the main thread. */
typedef GBytes *(*IshiRoomWebLessonFunc) (GHashTable *query, gpointer data, GError **error);

/* The web port's limits (ishi-room-web-door.h; SECURITY.md gives the
 * reasons).  A zero is the default, given after each field. */
typedef struct {
  guint per_address;   /* HTTP connections from one address at once: 64 (the room's 8 + 56) */
  guint total;         /* from all addresses: 256 (the room's unlogged connections) */
  guint request_ms;    /* a request's head and body whole: 10 s */
  guint answer_ms;     /* its answer written: 30 s */
  guint idle_ms;       /* kept alive between requests: 5 s */
  guint reserve;       /* descriptors left free: a quarter of the process's limit, 64 to 1,024 */
  guint lesson_rate;   /* /lesson from one address: 5 a second, bursts of twice that */
} IshiRoomWebLimits;

#define ISHI_TYPE_ROOM_WEB (ishi_room_web_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomWeb, ishi_room_web, ISHI, ROOM_WEB, GObject)

/* The page of `server`'s room: its WebSockets are that server's links. */
IshiRoomWeb *ishi_room_web_new (IshiRoomServer *server);
/* Where the steps come from; without it `/lesson` answers 404. */
void         ishi_room_web_set_lessons (IshiRoomWeb *self, IshiRoomWebLessonFunc func, gpointer data,
                                        GDestroyNotify destroy);
/* Limits other than the defaults (for the tests, a bench); taken by the
 * connections that come after. */
void         ishi_room_web_set_limits (IshiRoomWeb *self, const IshiRoomWebLimits *limits);
/* Listens on `port` (0: any free one) of `address` (NULL: every address
 * of the machine; "127.0.0.1" or "::1": loopback only). */
gboolean     ishi_room_web_listen (IshiRoomWeb *self, const char *address, guint16 port, GError **error);
guint16      ishi_room_web_get_port (IshiRoomWeb *self);
/* HTTP connections open now (not yet answered or upgraded), for the
 * tests and the bench. */
guint        ishi_room_web_get_n_http (IshiRoomWeb *self);
/* The address for the pupils, "http://ADDRESS:PORT/": the address
 * listened on, or (listening on all) the machine's address on its local
 * network (IPv4 first, a private range first), loopback when it has none. */
char        *ishi_room_web_get_url (IshiRoomWeb *self);
/* Closes every WebSocket and stops listening. */
void         ishi_room_web_stop (IshiRoomWeb *self);

G_END_DECLS
