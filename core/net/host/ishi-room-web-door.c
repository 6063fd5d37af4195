/* ishi-room-web-door.c — see ishi-room-web-door.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-web-door.h"

#include <sys/resource.h>

#include "ishi-counted-stream.h"
#include "ishi-room-accept.h"
#include "ishi-room-gate.h"
#include "ishi-room-server.h"

#define REFUSAL "HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 2\r\n" \
                "Content-Length: 0\r\n\r\n"

typedef struct {
  IshiWebDoor *door;
  GSocketConnection *connection;
  IshiCountedStream *stream;   /* handed to libsoup */
  GSocketAddress *remote;      /* handed with it: the key in door->conns */
  char *key;                   /* the address as the room counts it */
  guint deadline;
  gint64 since;                /* its request began */
  gboolean answering;          /* its request is whole */
} Conn;

struct _IshiWebDoor {
  SoupServer *soup;
  IshiRoomWebLimits limits;
  IshiRoomAccept *accept;
  GHashTable *conns;           /* remote address object → Conn (owned) */
  GHashTable *per_address;     /* key → count */
  IshiRoom *room;              /* its log of the minute; its door */
};

/* Counted in the room's log of the minute. */
static void
note (IshiWebDoor *door, const char *key, const char *what)
{
  if (door->room)
    ishi_room_note_refused (door->room, key, what);
}

static void
conn_free (gpointer data)
{
  Conn *conn = data;

  g_clear_handle_id (&conn->deadline, g_source_remove);
  ishi_counted_stream_set_closed_func (conn->stream, NULL, NULL);
  g_object_unref (conn->stream);
  g_object_unref (conn->connection);
  g_object_unref (conn->remote);
  g_free (conn->key);
  g_free (conn);
}

static guint
count_of (IshiWebDoor *door, const char *key)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (door->per_address, key));
}

/* The connection leaves the door: closed, or a WebSocket now. */
static void
conn_forget (Conn *conn)
{
  IshiWebDoor *door = conn->door;
  guint n = count_of (door, conn->key);

  if (n <= 1)
    g_hash_table_remove (door->per_address, conn->key);
  else
    g_hash_table_replace (door->per_address, g_strdup (conn->key), GUINT_TO_POINTER (n - 1));
  g_hash_table_remove (door->conns, conn->remote);
}

/* libsoup closes it. */
static void
conn_closed (gpointer data)
{
  conn_forget (data);
}

/* Too slow: the socket is shut under libsoup, whose read or write then
 * ends; it closes the connection (conn_closed). */
static gboolean
deadline_cb (gpointer data)
{
  Conn *conn = data;

  conn->deadline = 0;
  g_debug ("An HTTP connection was too slow: closed.");
  g_socket_shutdown (g_socket_connection_get_socket (conn->connection), TRUE, TRUE, NULL);
  return G_SOURCE_REMOVE;
}

static void
conn_set_deadline (Conn *conn, guint ms)
{
  g_clear_handle_id (&conn->deadline, g_source_remove);
  conn->deadline = g_timeout_add (ms, deadline_cb, conn);
}

static Conn *
conn_of (IshiWebDoor *door, SoupServerMessage *msg)
{
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);

  return remote ? g_hash_table_lookup (door->conns, remote) : NULL;
}

/* The request is whole: its answer has its own time. */
static void
request_read_cb (SoupServer *soup, SoupServerMessage *msg, IshiWebDoor *door)
{
  Conn *conn = conn_of (door, msg);

  if (conn)
    {
      conn->answering = TRUE;
      conn_set_deadline (conn, door->limits.answer_ms);
    }
}

/* Answered (or failed): if libsoup keeps the connection, the next request
 * comes soon or it goes. */
static void
request_done_cb (SoupServer *soup, SoupServerMessage *msg, IshiWebDoor *door)
{
  Conn *conn = conn_of (door, msg);

  if (conn == NULL)
    return;
  ishi_counted_stream_allow_reading (conn->stream,
                                     ishi_counted_stream_get_read (conn->stream) + ISHI_ROOM_WEB_MAX_REQUEST);
  conn->answering = FALSE;
  conn->since = g_get_monotonic_time ();
  conn_set_deadline (conn, door->limits.idle_ms);
}

/* Said in a few bytes that never block (a new socket's buffer is empty),
 * and closed. */
static void
refuse (GSocketConnection *connection)
{
  GSocket *socket = g_socket_connection_get_socket (connection);

  g_socket_set_blocking (socket, FALSE);
  g_socket_send (socket, REFUSAL, sizeof REFUSAL - 1, NULL, NULL);
  g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
}

/* All addresses together are at the limit: the oldest unfinished request
 * of the address that holds the most goes, if it holds more than the
 * newcomer's address would (so many addresses cannot keep the port from
 * everyone else for a request's whole time, and no address is made to
 * give way to itself).  TRUE when one went.  `fewest`: how many the
 * address that gives way must hold at least. */
static gboolean
evict_for (IshiWebDoor *door, const char *key, guint fewest)
{
  GHashTableIter iter;
  Conn *conn, *victim = NULL;
  guint victim_n = 0;

  g_hash_table_iter_init (&iter, door->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &conn))
    {
      guint n = count_of (door, conn->key);

      if (conn->answering || n < fewest)
        continue;
      if (victim == NULL || n > victim_n || (n == victim_n && conn->since < victim->since))
        {
          victim = conn;
          victim_n = n;
        }
    }
  if (victim == NULL)
    return FALSE;
  note (door, victim->key, "HTTP requests let go for a newcomer");
  /* Shut under libsoup, which closes it in its time: not counted from
   * now on. */
  g_socket_shutdown (g_socket_connection_get_socket (victim->connection), TRUE, TRUE, NULL);
  conn_forget (victim);
  return TRUE;
}

static char *
address_key (GSocketAddress *remote)
{
  g_autofree char *text = NULL;

  if (G_IS_INET_SOCKET_ADDRESS (remote))
    text = g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote)));
  return ishi_room_gate_key (text);
}

static void
incoming_cb (GSocketConnection *connection, gpointer data)
{
  IshiWebDoor *door = data;
  g_autoptr (GSocketAddress) local = g_socket_connection_get_local_address (connection, NULL);
  g_autoptr (GSocketAddress) remote = g_socket_connection_get_remote_address (connection, NULL);
  g_autofree char *key = NULL;
  g_autoptr (GError) error = NULL;
  Conn *conn;

  if (local == NULL || remote == NULL)
    {
      g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
      return;
    }
  key = address_key (remote);
  if (count_of (door, key) < door->limits.per_address && g_hash_table_size (door->conns) >= door->limits.total)
    evict_for (door, key, count_of (door, key) + 2);
  if (g_hash_table_size (door->conns) >= door->limits.total || count_of (door, key) >= door->limits.per_address)
    {
      note (door, key, "HTTP connections refused");
      refuse (connection);
      return;
    }
  conn = g_new0 (Conn, 1);
  conn->door = door;
  conn->connection = g_object_ref (connection);
  conn->stream = ishi_counted_stream_new (G_IO_STREAM (connection));
  conn->remote = g_object_ref (remote);
  conn->key = g_steal_pointer (&key);
  conn->since = g_get_monotonic_time ();
  g_hash_table_replace (door->per_address, g_strdup (conn->key),
                        GUINT_TO_POINTER (count_of (door, conn->key) + 1));
  g_hash_table_insert (door->conns, conn->remote, conn);
  ishi_counted_stream_allow_reading (conn->stream, ISHI_ROOM_WEB_MAX_REQUEST);
  ishi_counted_stream_set_closed_func (conn->stream, conn_closed, conn);
  conn_set_deadline (conn, door->limits.request_ms);
  ishi_room_socket_set_keepalive (g_socket_connection_get_socket (connection));
  if (!soup_server_accept_iostream (door->soup, G_IO_STREAM (conn->stream), local, conn->remote, &error))
    {
      g_debug ("A connection to the page was dropped: %s", error->message);
      g_io_stream_close (G_IO_STREAM (conn->stream), NULL, NULL);
    }
}

/* Few descriptors are left: the oldest unfinished request of the address
 * that holds the most goes for the newcomer (if it holds more than the
 * newcomer's), else the room's door lets one of its own go.  The
 * descriptor is freed at once (shut, and closed by libsoup or the room
 * from the main loop), and the newcomer kept. */
static gboolean
make_room_cb (GSocketConnection *connection, gpointer data)
{
  IshiWebDoor *door = data;
  g_autoptr (GSocketAddress) remote = g_socket_connection_get_remote_address (connection, NULL);
  g_autofree char *key = remote ? address_key (remote) : g_strdup ("");

  if (evict_for (door, key, count_of (door, key) + 1))
    return TRUE;
  if (door->room == NULL || !ishi_room_make_room (door->room, key))
    {
      note (door, key, "connections refused, few descriptors left");
      return FALSE;
    }
  return TRUE;
}

GSocket *
ishi_web_door_upgraded (IshiWebDoor *door, SoupServerMessage *msg)
{
  Conn *conn = conn_of (door, msg);
  GSocket *socket;

  if (conn == NULL)
    return NULL;
  socket = g_object_ref (g_socket_connection_get_socket (conn->connection));
  /* The room reads it now, and limits it. */
  ishi_counted_stream_allow_reading (conn->stream, G_MAXUINT64);
  conn_forget (conn);
  return socket;
}

/* A quarter of the process's descriptors, 64 to 1,024. */
static guint
default_reserve (void)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
    return 1024;
  return (guint) CLAMP (limit.rlim_cur / 4, 64, 1024);
}

void
ishi_web_door_set_limits (IshiWebDoor *door, const IshiRoomWebLimits *limits)
{
  IshiRoomWebLimits l = limits ? *limits : (IshiRoomWebLimits) { 0 };

  l.per_address = l.per_address ? l.per_address : ISHI_ROOM_PROMPTS_PER_ADDRESS + ISHI_ROOM_WAITING_PER_ADDRESS;
  l.total = l.total ? l.total : ishi_room_door_places ();
  l.request_ms = l.request_ms ? l.request_ms : 10 * 1000;
  l.answer_ms = l.answer_ms ? l.answer_ms : 30 * 1000;
  l.idle_ms = l.idle_ms ? l.idle_ms : 5 * 1000;
  l.reserve = l.reserve ? l.reserve : default_reserve ();
  l.lesson_rate = l.lesson_rate ? l.lesson_rate : 5;
  door->limits = l;
  if (door->accept)
    ishi_room_accept_set_reserve (door->accept, l.reserve);
}

IshiWebDoor *
ishi_web_door_new (SoupServer *soup, const IshiRoomWebLimits *limits, IshiRoom *room)
{
  IshiWebDoor *door = g_new0 (IshiWebDoor, 1);

  door->room = room ? g_object_ref (room) : NULL;
  door->soup = g_object_ref (soup);
  door->conns = g_hash_table_new_full (NULL, NULL, NULL, conn_free);
  door->per_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ishi_web_door_set_limits (door, limits);
  g_signal_connect (soup, "request-read", G_CALLBACK (request_read_cb), door);
  g_signal_connect (soup, "request-finished", G_CALLBACK (request_done_cb), door);
  g_signal_connect (soup, "request-aborted", G_CALLBACK (request_done_cb), door);
  return door;
}

void
ishi_web_door_listen (IshiWebDoor *door, GSocketListener *listener)
{
  g_return_if_fail (door->accept == NULL);
  door->accept = ishi_room_accept_new (listener, door->limits.reserve, incoming_cb, door);
  ishi_room_accept_set_make_room (door->accept, make_room_cb, door);
}

void
ishi_web_door_free (IshiWebDoor *door)
{
  if (door == NULL)
    return;
  g_clear_pointer (&door->accept, ishi_room_accept_free);
  g_signal_handlers_disconnect_by_data (door->soup, door);
  /* Each connection still libsoup's: shut, forgotten here (libsoup
   * closes them with its server). */
  {
    GHashTableIter iter;
    Conn *conn;

    g_hash_table_iter_init (&iter, door->conns);
    while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &conn))
      g_socket_shutdown (g_socket_connection_get_socket (conn->connection), TRUE, TRUE, NULL);
  }
  g_hash_table_unref (door->conns);
  g_hash_table_unref (door->per_address);
  g_clear_object (&door->room);
  g_object_unref (door->soup);
  g_free (door);
}

guint
ishi_web_door_get_count (IshiWebDoor *door)
{
  return g_hash_table_size (door->conns);
}
