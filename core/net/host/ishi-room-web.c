/* ishi-room-web.c — the page, its files and its WebSockets (see
 * ishi-room-web.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-web-base.h"
#include "ishi-room-web-lesson.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <libsoup/soup.h>
#include <net/if.h>
#include <string.h>

#include "ishi-counted-stream.h"
#include "ishi-igs.h"
#include "ishi-room-web-door.h"
#include "ishi-web-resources.h"

#define RESOURCE_PATH "/io/github/ishi/Ishi/web/"
/* A message is one line: a frame longer than a line by far is not read
 * at all (libsoup closes the WebSocket, "message too big"); up to here the
 * room's own limit refuses it as it refuses a TCP line.  A message in
 * fragments is put together by libsoup with no limit on the whole: the
 * connection is closed when more than MAX_UNFINISHED bytes come without a
 * message ending (pings alone included). */
#define MAX_MESSAGE (4 * ISHI_IGS_MAX_LINE)
#define MAX_UNFINISHED (16 * ISHI_IGS_MAX_LINE)

/* Nothing but the page's own files; no inline script or style; pictures
 * of the lesson's diagram made in the page (blob:); the WebSocket to this
 * host ('self' covers ws: of the same host). */
#define CSP "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; " \
            "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

typedef struct _WebConn WebConn;

G_DEFINE_FINAL_TYPE (IshiRoomWeb, ishi_room_web, G_TYPE_OBJECT)

/* ------------------------------------------------------------------------ */
/* WebSockets: links of the room's server                                    */
/* ------------------------------------------------------------------------ */

struct _WebConn {
  IshiRoomWeb *web;          /* NULL once stopped */
  SoupWebsocketConnection *ws;
  IshiCountedStream *stream;
  guint64 handed;            /* bytes of the frames given to the WebSocket */
  IshiRoomLink *link;
  GSocket *socket;           /* under it all */
  guint shut;                /* the room closed it: the socket is shut soon after */
  gboolean heard;            /* a message came from it */
};

/* A WebSocket the room closes is told so (the close frame), and its
 * socket shut a moment later whether or not the other side answered
 * (libsoup waits 5 s for it); one that never said a word, as soon as
 * what the room wrote to it has gone: a silent connection let go for a
 * newcomer gives its descriptor back at once (issue 74: at `ulimit -n
 * 256` the door's evictions were eaten by WebSockets waiting for their
 * goodbye). */
#define CLOSE_WAIT_MS 250

/* A server's frame: two bytes of header, two or eight more for a longer
 * payload, no mask. */
static gsize
frame_size (gsize payload)
{
  return payload + (payload < 126 ? 2 : payload < 65536 ? 4 : 10);
}

static void
ws_send_piece (WebConn *conn, const char *text, gsize length)
{
  g_autofree char *piece = NULL;

  if (length > 0 && text[length - 1] == '\r')
    length--;
  if (length == 0)
    return;
  piece = g_utf8_make_valid (text, length);
  conn->handed += frame_size (strlen (piece));
  soup_websocket_connection_send_text (conn->ws, piece);
}

/* The room's text, one message a line; a prompt without its newline
 * ("Login: ") is a message of its own. */
static void
ws_write (gpointer data, const char *text, gsize length)
{
  WebConn *conn = data;
  const char *end = text + length;

  if (soup_websocket_connection_get_state (conn->ws) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  while (text < end)
    {
      const char *nl = memchr (text, '\n', end - text);
      const char *stop = nl ? nl : end;
      ws_send_piece (conn, text, stop - text);
      text = nl ? nl + 1 : end;
    }
}

static gsize
ws_queued (gpointer data)
{
  WebConn *conn = data;
  guint64 written = ishi_counted_stream_get_written (conn->stream);

  return conn->handed > written ? conn->handed - written : 0;
}

static gboolean
shut_cb (gpointer data)
{
  WebConn *conn = data;

  conn->shut = 0;
  if (conn->socket)
    g_socket_shutdown (conn->socket, TRUE, TRUE, NULL);
  return G_SOURCE_REMOVE;
}

static void
ws_close (gpointer data)
{
  WebConn *conn = data;

  if (soup_websocket_connection_get_state (conn->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (conn->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  if (!conn->heard && conn->socket)
    g_socket_shutdown (conn->socket, TRUE, TRUE, NULL);   /* libsoup wrote the frames it could at once */
  else if (conn->shut == 0)
    conn->shut = g_timeout_add (CLOSE_WAIT_MS, shut_cb, conn);
}

static const IshiRoomLinkFuncs ws_funcs = { ws_write, ws_queued, ws_close, TRUE };   /* the page reads ishi-says.js */

static void
ws_message_cb (SoupWebsocketConnection *ws, int type, GBytes *message, WebConn *conn)
{
  gsize length;
  const char *data = g_bytes_get_data (message, &length);

  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      /* The room speaks text. */
      soup_websocket_connection_close (ws, SOUP_WEBSOCKET_CLOSE_UNSUPPORTED_DATA, NULL);
      return;
    }
  ishi_counted_stream_allow_reading (conn->stream, ishi_counted_stream_get_read (conn->stream) + MAX_UNFINISHED);
  conn->heard = TRUE;
  /* One message, one line: its end is the line's end. */
  ishi_room_link_read (conn->link, data ? data : "", length);
  ishi_room_link_read (conn->link, "\n", 1);
}

static void
ws_closed_cb (SoupWebsocketConnection *ws, WebConn *conn)
{
  if (conn->web)
    g_hash_table_remove (conn->web->conns, conn);
  g_signal_handlers_disconnect_by_data (ws, conn);
  g_clear_handle_id (&conn->shut, g_source_remove);
  ishi_room_link_closed (conn->link);
  g_clear_object (&conn->socket);
  g_clear_object (&conn->stream);
  g_clear_object (&conn->ws);
  g_free (conn);
}

/* The 101 answer has gone out: the connection is the WebSocket's, over a
 * stream that counts what it writes. */
static void
ws_upgraded_cb (SoupServerMessage *msg, IshiRoomWeb *self)
{
  g_autoptr (GIOStream) stream = NULL;
  WebConn *conn;
  GSocketAddress *peer = soup_server_message_get_remote_address (msg);
  GSocket *socket;

  g_signal_handlers_disconnect_by_func (msg, ws_upgraded_cb, self);
  socket = self->door ? ishi_web_door_upgraded (self->door, msg) : NULL;
  stream = soup_server_message_steal_connection (msg);
  conn = g_new0 (WebConn, 1);
  conn->web = self;
  conn->socket = socket;
  conn->stream = ishi_counted_stream_new (stream);
  conn->ws = soup_websocket_connection_new (G_IO_STREAM (conn->stream), soup_server_message_get_uri (msg),
                                            SOUP_WEBSOCKET_CONNECTION_SERVER,
                                            soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                                          "Origin"),
                                            NULL, NULL);
  soup_websocket_connection_set_max_incoming_payload_size (conn->ws, MAX_MESSAGE);
  ishi_counted_stream_allow_reading (conn->stream, MAX_UNFINISHED);
  g_hash_table_add (self->conns, conn);
  g_signal_connect (conn->ws, "message", G_CALLBACK (ws_message_cb), conn);
  g_signal_connect (conn->ws, "closed", G_CALLBACK (ws_closed_cb), conn);
  conn->link = ishi_room_server_add_link (self->server, &ws_funcs, conn, peer);
}

/* ------------------------------------------------------------------------ */
/* HTTP                                                                      */
/* ------------------------------------------------------------------------ */

/* The Host header without its port, lower case; NULL when there is none
 * or it is not one. */
static char *
request_host (SoupServerMessage *msg)
{
  const char *host = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Host");
  const char *end;

  if (host == NULL || *host == '\0')
    return NULL;
  if (host[0] == '[')
    {
      end = strchr (host, ']');
      if (end == NULL)
        return NULL;
      return g_ascii_strdown (host + 1, end - host - 1);
    }
  end = strchr (host, ':');
  return g_ascii_strdown (host, end ? end - host : -1);
}

/* How many times the request has header `name`. */
static guint
header_count (SoupServerMessage *msg, const char *name)
{
  SoupMessageHeadersIter iter;
  const char *n, *v;
  guint count = 0;

  soup_message_headers_iter_init (&iter, soup_server_message_get_request_headers (msg));
  while (soup_message_headers_iter_next (&iter, &n, &v))
    count += g_ascii_strcasecmp (n, name) == 0;
  return count;
}

/* The host's own names only (see the header: DNS rebinding). */
static gboolean
host_is_ours (const char *host)
{
  g_autofree char *name = g_ascii_strdown (g_get_host_name (), -1);
  g_autofree char *local = g_strconcat (name, ".local", NULL);
  g_autoptr (GInetAddress) address = NULL;

  if (host == NULL)
    return FALSE;
  address = g_inet_address_new_from_string (host);
  return address != NULL || strcmp (host, "localhost") == 0 || strcmp (host, name) == 0
         || strcmp (host, local) == 0;
}

static void
set_security_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (headers, "Content-Security-Policy", CSP);
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "X-Frame-Options", "DENY");
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "Cross-Origin-Opener-Policy", "same-origin");
  soup_message_headers_replace (headers, "Cross-Origin-Resource-Policy", "same-origin");
}

/* The page's files, by path. */
static const struct {
  const char *path, *resource, *type;
} files[] = {
  { "/", "index.html", "text/html; charset=utf-8" },
  { "/ishi.js", "ishi.js", "text/javascript; charset=utf-8" },
  { "/ishi-says.js", "ishi-says.js", "text/javascript; charset=utf-8" },
  { "/ishi-board.js", "ishi-board.js", "text/javascript; charset=utf-8" },
  { "/ishi.css", "ishi.css", "text/css; charset=utf-8" },
  { "/ishi.svg", "ishi.svg", "image/svg+xml" },
  { "/favicon.ico", "ishi.svg", "image/svg+xml" },
};

static gboolean
serve_file (SoupServerMessage *msg, const char *path)
{
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    if (strcmp (path, files[i].path) == 0)
      {
        g_autofree char *name = g_strconcat (RESOURCE_PATH, files[i].resource, NULL);
        g_autoptr (GBytes) bytes = g_resource_lookup_data (ishi_web_get_resource (), name,
                                                           G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
        g_assert (bytes != NULL);
        /* Asked again each time (a new Ishi serves a new page), cheap
         * when unchanged. */
        room_web_answer_bytes (msg, files[i].type, bytes, "no-cache");
        return TRUE;
      }
  return FALSE;
}

/* --- the one handler ------------------------------------------------------- */

static void
serve_websocket (IshiRoomWeb *self, SoupServerMessage *msg, const char *host)
{
  const char *origin = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Origin");
  const char *host_header = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Host");
  g_autofree char *ours = g_strconcat ("http://", host_header, NULL);

  /* Only the page loaded from this host opens the room: its origin is
   * the address it was loaded from, said once (of two, libsoup would
   * give one: a foreign one may hide behind ours). */
  if (origin == NULL || header_count (msg, "Origin") != 1 || g_ascii_strcasecmp (origin, ours) != 0)
    {
      room_web_answer_text (msg, SOUP_STATUS_FORBIDDEN, "The room opens from its own page only.");
      return;
    }
  if (!soup_websocket_server_process_handshake (msg, NULL, NULL, NULL, NULL))
    return;   /* libsoup said what was wrong (400) */
  g_signal_connect_object (msg, "wrote-informational", G_CALLBACK (ws_upgraded_cb), self, 0);
}

static void
handler (SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query, gpointer data)
{
  IshiRoomWeb *self = data;
  const char *method = soup_server_message_get_method (msg);
  g_autofree char *host = request_host (msg);
  GUri *uri = soup_server_message_get_uri (msg);
  g_autofree char *uri_host = uri && g_uri_get_host (uri) ? g_ascii_strdown (g_uri_get_host (uri), -1) : NULL;

  set_security_headers (msg);
  /* One Host, ours; and a request in absolute form ("GET http://…/")
   * names ours too (its host is the one that counts, RFC 9112 3.2.2). */
  if (!host_is_ours (host) || header_count (msg, "Host") != 1 || !host_is_ours (uri_host)
      || strcmp (uri_host, host) != 0)
    {
      room_web_answer_text (msg, SOUP_STATUS_MISDIRECTED_REQUEST, "Use this computer's address.");
      return;
    }
  if (strcmp (method, "GET") != 0 && strcmp (method, "HEAD") != 0)
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow", "GET, HEAD");
      room_web_answer_text (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, "Only GET.");
      return;
    }
  if (strcmp (path, "/room") == 0)
    {
      serve_websocket (self, msg, host);
      return;
    }
  /* libsoup 3.2 closes a connection it was handed after one answer (it
   * keeps alive only those it accepted itself, whose sockets it loses):
   * said, so that no client sends a second request on it. */
  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection", "close");
  if (strcmp (path, "/lesson") == 0)
    room_web_serve_lesson (self, msg, query);
  else if (!serve_file (msg, path))
    room_web_answer_text (msg, SOUP_STATUS_NOT_FOUND, "Not here.");
}

/* ------------------------------------------------------------------------ */
/* The address for the pupils                                                */
/* ------------------------------------------------------------------------ */

/* 10/8, 172.16/12, 192.168/16 (RFC 1918): a school's or a home's network. */
static gboolean
is_private_ipv4 (guint32 a)
{
  return (a >> 24) == 10 || (a >> 20) == ((172u << 4) | 1) || (a >> 16) == ((192u << 8) | 168);
}

/* The machine's IPv4 address on its local network; NULL when it has none. */
static char *
local_address (void)
{
  struct ifaddrs *list = NULL;
  char best[INET_ADDRSTRLEN] = "";
  int best_rank = 0;

  if (getifaddrs (&list) != 0)
    return NULL;
  for (struct ifaddrs *i = list; i; i = i->ifa_next)
    {
      guint32 a;
      int rank;

      if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP)
          || (i->ifa_flags & IFF_LOOPBACK))
        continue;
      a = ntohl (((struct sockaddr_in *) i->ifa_addr)->sin_addr.s_addr);
      if ((a >> 16) == ((169u << 8) | 254))
        continue;   /* link-local: no DHCP answered */
      rank = is_private_ipv4 (a) ? 2 : 1;
      if (rank > best_rank)
        {
          best_rank = rank;
          inet_ntop (AF_INET, &((struct sockaddr_in *) i->ifa_addr)->sin_addr, best, sizeof best);
        }
    }
  freeifaddrs (list);
  return best_rank ? g_strdup (best) : NULL;
}

char *
ishi_room_web_get_url (IshiRoomWeb *self)
{
  g_autofree char *found = NULL;
  const char *address = self->address;

  g_return_val_if_fail (ISHI_IS_ROOM_WEB (self), NULL);
  if (address == NULL || strcmp (address, "0.0.0.0") == 0 || strcmp (address, "::") == 0)
    address = found = local_address ();
  if (address == NULL)
    address = "127.0.0.1";
  if (strchr (address, ':'))
    return g_strdup_printf ("http://[%s]:%u/", address, self->port);
  return g_strdup_printf ("http://%s:%u/", address, self->port);
}

/* ------------------------------------------------------------------------ */
/* The object                                                                */
/* ------------------------------------------------------------------------ */

void
ishi_room_web_stop (IshiRoomWeb *self)
{
  GHashTableIter iter;
  WebConn *conn;

  g_return_if_fail (ISHI_IS_ROOM_WEB (self));
  g_clear_pointer (&self->door, ishi_web_door_free);
  if (self->listener)
    {
      g_socket_listener_close (self->listener);
      g_clear_object (&self->listener);
    }
  if (self->soup)
    {
      soup_server_disconnect (self->soup);
      g_clear_object (&self->soup);
    }
  /* Each closes when its closing handshake is over (or times out), and
   * its link goes then. */
  g_hash_table_iter_init (&iter, self->conns);
  while (g_hash_table_iter_next (&iter, (gpointer *) &conn, NULL))
    {
      conn->web = NULL;
      ws_close (conn);
      g_hash_table_iter_remove (&iter);
    }
}

static void
ishi_room_web_dispose (GObject *object)
{
  IshiRoomWeb *self = ISHI_ROOM_WEB (object);

  ishi_room_web_stop (self);
  if (self->lesson_destroy)
    g_clear_pointer (&self->lesson_data, self->lesson_destroy);
  self->lesson_func = NULL;
  g_clear_object (&self->server);
  G_OBJECT_CLASS (ishi_room_web_parent_class)->dispose (object);
}

static void
ishi_room_web_finalize (GObject *object)
{
  IshiRoomWeb *self = ISHI_ROOM_WEB (object);

  g_hash_table_unref (self->conns);
  g_hash_table_unref (self->lesson_cache);
  g_hash_table_unref (self->lesson_rates);
  g_free (self->address);
  G_OBJECT_CLASS (ishi_room_web_parent_class)->finalize (object);
}

static void
ishi_room_web_class_init (IshiRoomWebClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_room_web_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_room_web_finalize;
}

static void
ishi_room_web_init (IshiRoomWeb *self)
{
  self->conns = g_hash_table_new (NULL, NULL);
  self->lesson_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  room_web_lessons_init (self);
}

IshiRoomWeb *
ishi_room_web_new (IshiRoomServer *server)
{
  IshiRoomWeb *self;

  g_return_val_if_fail (ISHI_IS_ROOM_SERVER (server), NULL);
  self = g_object_new (ISHI_TYPE_ROOM_WEB, NULL);
  self->server = g_object_ref (server);
  return self;
}

void
ishi_room_web_set_lessons (IshiRoomWeb *self, IshiRoomWebLessonFunc func, gpointer data,
                           GDestroyNotify destroy)
{
  g_return_if_fail (ISHI_IS_ROOM_WEB (self));
  if (self->lesson_destroy)
    g_clear_pointer (&self->lesson_data, self->lesson_destroy);
  self->lesson_func = func;
  self->lesson_data = data;
  self->lesson_destroy = destroy;
  g_hash_table_remove_all (self->lesson_cache);
}

void
ishi_room_web_set_limits (IshiRoomWeb *self, const IshiRoomWebLimits *limits)
{
  g_return_if_fail (ISHI_IS_ROOM_WEB (self));
  self->limits = limits ? *limits : (IshiRoomWebLimits) { 0 };
  if (self->door)
    ishi_web_door_set_limits (self->door, &self->limits);
}

/* The port's connections are accepted by the door (ishi-room-web-door.h),
 * under the room's limits from their first byte, and handed to libsoup
 * as streams: the sockets stay ours (libsoup 3.2 loses the sockets it
 * accepts itself). */
gboolean
ishi_room_web_listen (IshiRoomWeb *self, const char *address, guint16 port, GError **error)
{
  g_autoptr (SoupServer) soup = NULL;
  g_autoptr (GSocketListener) listener = g_socket_listener_new ();

  g_return_val_if_fail (ISHI_IS_ROOM_WEB (self), FALSE);
  g_return_val_if_fail (self->soup == NULL, FALSE);
  self->port = ishi_room_listen (listener, address, port, error);
  if (self->port == 0)
    return FALSE;
  soup = soup_server_new ("server-header", "Ishi", NULL);
  soup_server_add_handler (soup, NULL, handler, self, NULL);
  g_free (self->address);
  self->address = g_strdup (address);
  self->soup = g_steal_pointer (&soup);
  self->listener = g_steal_pointer (&listener);
  self->door = ishi_web_door_new (self->soup, &self->limits, ishi_room_server_get_room (self->server));
  ishi_web_door_listen (self->door, self->listener);
  return TRUE;
}

guint16
ishi_room_web_get_port (IshiRoomWeb *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WEB (self), 0);
  return self->port;
}

guint
ishi_room_web_get_n_http (IshiRoomWeb *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WEB (self), 0);
  return self->door ? ishi_web_door_get_count (self->door) : 0;
}
