/* ishi-room-server.c — the room's TCP listener and its connections, each
 * read and written asynchronously under the limits of ishi-room-server.h;
 * and the connections of other transports (IshiRoomLink), read into lines
 * and limited by the same code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

/* Connections waiting to be accepted (the kernel caps it at somaxconn). */
#define LISTEN_BACKLOG 128

#include "ishi-room-server.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>

#include "ishi-igs.h"
#include "ishi-room-accept.h"

#define READ_CHUNK 4096
#define WRITE_VECTORS 64

typedef struct _Conn Conn;

/* What differs between a TCP connection and a link: writing, the bytes
 * waiting to go out, closing. */
typedef struct {
  void  (*write)  (Conn *conn, const char *text, gsize length);
  gsize (*queued) (Conn *conn);
  void  (*close)  (Conn *conn);
} ConnTransport;

struct _IshiRoomServer {
  GObject parent_instance;
  IshiRoom *room;
  IshiRoomLimits limits;
  GSocketListener *listener;
  IshiRoomAccept *accept;   /* its accept loop */
  guint16 port;
  GHashTable *conns;        /* Conn * set (owned) */
};

struct _Conn {
  IshiRoomServer *server;   /* NULL once the server is gone */
  const ConnTransport *transport;
  guint id;
  GString *line;
  gboolean skipping;        /* in a line that was too long: drop to its end */
  gboolean doomed;          /* to be closed from the main loop: sends are dropped */
  gboolean closing;
  guint refs;
  /* TCP */
  GSocketConnection *connection;
  GCancellable *cancellable;
  guint8 buffer[READ_CHUNK];
  GQueue out;               /* GBytes waiting to be written */
  gsize queued;
  gsize out_offset;         /* written of the head */
  GOutputVector vectors[WRITE_VECTORS];  /* of the write under way */
  gboolean writing;
  /* A link: the transport's functions and data */
  const IshiRoomLinkFuncs *link_funcs;
  gpointer link_data;
};

/* A link is a connection (the transport holds a reference until it says
 * its connection is gone). */
struct _IshiRoomLink {
  Conn conn;
};

G_DEFINE_FINAL_TYPE (IshiRoomServer, ishi_room_server, G_TYPE_OBJECT)

static void conn_read (Conn *conn);
static void conn_write (Conn *conn);
static void conn_room_close (gpointer data);

static Conn *
conn_ref (Conn *conn)
{
  conn->refs++;
  return conn;
}

static void
conn_unref (Conn *conn)
{
  if (--conn->refs > 0)
    return;
  g_queue_clear_full (&conn->out, (GDestroyNotify) g_bytes_unref);
  g_string_free (conn->line, TRUE);
  g_clear_object (&conn->cancellable);
  g_clear_object (&conn->connection);
  g_free (conn);
}

/* Closes the connection: the room forgets it (a seated member becomes
 * away), pending reads and writes are cancelled. */
static void
conn_close (Conn *conn)
{
  IshiRoomServer *server = conn->server;

  if (conn->closing)
    return;
  conn->closing = TRUE;
  conn->transport->close (conn);
  if (server)
    {
      guint id = conn->id;
      conn->server = NULL;
      g_hash_table_remove (server->conns, conn);   /* drops the table's reference */
      ishi_room_detach (server->room, id);
    }
}

/* The room's send: queued, written in the background.  A line ends in CR
 * LF on the wire, as IGS and NNGS end theirs (NNGS's network.c: "Network
 * EOL is CRLF"); qGo cuts two characters from the end of a line without a
 * code, so a lone LF lost it a letter. */
static void
conn_send (gpointer data, const char *text, gsize length)
{
  Conn *conn = data;
  g_autoptr (GString) crlf = NULL;

  if (conn->closing || conn->doomed)
    return;
  if (memchr (text, '\n', length))
    {
      crlf = g_string_sized_new (length + 8);
      for (gsize i = 0; i < length; i++)
        {
          if (text[i] == '\n' && (i == 0 || text[i - 1] != '\r'))
            g_string_append_c (crlf, '\r');
          g_string_append_c (crlf, text[i]);
        }
      text = crlf->str;
      length = crlf->len;
    }
  if (conn->server && conn->transport->queued (conn) + length > conn->server->limits.max_queued)
    {
      /* A reader this slow holds memory for nothing: it goes (from the
       * main loop: the room is in the middle of sending). */
      conn_room_close (conn);
      return;
    }
  conn->transport->write (conn, text, length);
}

static gboolean
close_idle (gpointer data)
{
  conn_close (data);
  return G_SOURCE_REMOVE;
}

/* The room asks to close (quit, full): after what it said is written is
 * not waited for (a socket takes what it can at once); the close runs
 * from the main loop, not inside the room, and before anything else the
 * loop does next: a connection let go for a newcomer gives its descriptor
 * back before the next one is accepted (issue 74). */
static void
conn_room_close (gpointer data)
{
  Conn *conn = data;

  if (conn->doomed)
    return;
  conn->doomed = TRUE;
  g_idle_add_full (G_PRIORITY_HIGH, close_idle, conn_ref (conn), (GDestroyNotify) conn_unref);
}

/* ------------------------------------------------------------------------ */
/* TCP                                                                       */
/* ------------------------------------------------------------------------ */

static void
tcp_write (Conn *conn, const char *text, gsize length)
{
  g_queue_push_tail (&conn->out, g_bytes_new (text, length));
  conn->queued += length;
  if (!conn->writing)
    conn_write (conn);
}

static gsize
tcp_queued (Conn *conn)
{
  return conn->queued;
}

static void
tcp_close (Conn *conn)
{
  g_cancellable_cancel (conn->cancellable);
  g_io_stream_close_async (G_IO_STREAM (conn->connection), G_PRIORITY_DEFAULT, NULL, NULL, NULL);
}

static const ConnTransport tcp_transport = { tcp_write, tcp_queued, tcp_close };

static void
write_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Conn *conn = data;
  g_autoptr (GError) error = NULL;
  gsize n = 0;
  gboolean ok = g_output_stream_writev_finish (G_OUTPUT_STREAM (source), result, &n, &error);

  conn->writing = FALSE;
  if (!ok || conn->closing)
    {
      conn_close (conn);
      conn_unref (conn);
      return;
    }
  conn->queued -= n;
  /* The lines written whole go; the rest of a line cut short stays. */
  n += conn->out_offset;
  conn->out_offset = 0;
  while (n > 0)
    {
      GBytes *head = g_queue_peek_head (&conn->out);
      gsize size = g_bytes_get_size (head);
      if (n < size)
        {
          conn->out_offset = n;
          break;
        }
      n -= size;
      g_bytes_unref (g_queue_pop_head (&conn->out));
    }
  if (!g_queue_is_empty (&conn->out))
    conn_write (conn);
  conn_unref (conn);
}

static void
conn_write (Conn *conn)
{
  GOutputStream *out = g_io_stream_get_output_stream (G_IO_STREAM (conn->connection));
  guint n = 0;

  /* Every line waiting, in one write (up to WRITE_VECTORS of them): a
   * reader that keeps up is never left behind by a burst of lines. */
  for (GList *l = conn->out.head; l && n < WRITE_VECTORS; l = l->next, n++)
    {
      gsize size;
      const guint8 *data = g_bytes_get_data (l->data, &size);
      gsize skip = n == 0 ? conn->out_offset : 0;
      conn->vectors[n].buffer = data + skip;
      conn->vectors[n].size = size - skip;
    }
  conn->writing = TRUE;
  g_output_stream_writev_async (out, conn->vectors, n, G_PRIORITY_DEFAULT, conn->cancellable,
                                write_cb, conn_ref (conn));
}

static void
take_line (Conn *conn)
{
  if (conn->line->len > 0 && conn->line->str[conn->line->len - 1] == '\r')
    g_string_truncate (conn->line, conn->line->len - 1);
  /* The room counts the lines per second (ishi-room-gate.h). */
  if (conn->server)
    ishi_room_receive (conn->server->room, conn->id, conn->line->str);
  g_string_truncate (conn->line, 0);
}

/* Bytes read, whatever the transport: cut into lines. */
static void
conn_take_bytes (Conn *conn, const guint8 *bytes, gsize n)
{
  for (gsize i = 0; i < n && !conn->closing; i++)
    {
      guint8 c = bytes[i];
      if (c == '\n')
        {
          if (conn->skipping)
            conn->skipping = FALSE;
          else
            take_line (conn);
          continue;
        }
      if (conn->skipping)
        continue;
      if (c == '\0')
        c = ' ';
      if (conn->line->len >= ISHI_IGS_MAX_LINE)
        {
          g_string_truncate (conn->line, 0);
          conn->skipping = TRUE;
          ishi_room_tell_error (conn->server->room, conn->id, ISHI_ROOM_MSG_LINE_TOO_LONG);
          continue;
        }
      g_string_append_c (conn->line, c);
    }
}

static void
read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Conn *conn = data;
  g_autoptr (GError) error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);

  if (n <= 0 || conn->closing)
    {
      conn_close (conn);
      conn_unref (conn);
      return;
    }
  conn_take_bytes (conn, conn->buffer, n);
  if (!conn->closing)
    conn_read (conn);
  conn_unref (conn);
}

static void
conn_read (Conn *conn)
{
  GInputStream *in = g_io_stream_get_input_stream (G_IO_STREAM (conn->connection));

  g_input_stream_read_async (in, conn->buffer, sizeof conn->buffer, G_PRIORITY_DEFAULT,
                             conn->cancellable, read_cb, conn_ref (conn));
}

void
ishi_room_socket_set_keepalive (GSocket *socket)
{
  g_socket_set_keepalive (socket, TRUE);
#ifdef TCP_KEEPIDLE
  g_socket_set_option (socket, IPPROTO_TCP, TCP_KEEPIDLE, 60, NULL);
  g_socket_set_option (socket, IPPROTO_TCP, TCP_KEEPINTVL, 15, NULL);
  g_socket_set_option (socket, IPPROTO_TCP, TCP_KEEPCNT, 4, NULL);
#endif
}

/* The address a connection comes from, as text ("127.0.0.1"), or NULL. */
static char *
address_text (GSocketAddress *peer)
{
  if (peer == NULL || !G_IS_INET_SOCKET_ADDRESS (peer))
    return NULL;
  return g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (peer)));
}

static char *
peer_address (GSocketConnection *connection)
{
  g_autoptr (GSocketAddress) peer = g_socket_connection_get_remote_address (connection, NULL);

  return address_text (peer);
}

/* A connection of either transport, in the server's table, not yet in
 * the room. */
static Conn *
conn_new (IshiRoomServer *self, gsize size, const ConnTransport *transport)
{
  Conn *conn = g_malloc0 (size);

  conn->refs = 1;   /* the server's table */
  conn->server = self;
  conn->transport = transport;
  conn->line = g_string_new (NULL);
  g_hash_table_add (self->conns, conn);
  return conn;
}

/* Where every connection enters the room, from its address: the room
 * greets it, or makes it wait, or closes it, under its limits
 * (ishi-room-gate.h), whatever carries it. */
static gsize
conn_queued (gpointer data)
{
  Conn *conn = data;

  return conn->closing || conn->doomed ? 0 : conn->transport->queued (conn);
}

static void
conn_enter (Conn *conn, const char *address)
{
  IshiRoom *room = conn->server->room;

  conn->id = ishi_room_attach_says (room, conn, conn_send, conn_room_close, address,
                                    conn->link_funcs && conn->link_funcs->says);
  ishi_room_set_queued_func (room, conn->id, conn_queued);
}

static void
incoming_cb (GSocketConnection *connection, gpointer data)
{
  IshiRoomServer *self = data;
  Conn *conn = conn_new (self, sizeof (Conn), &tcp_transport);
  g_autofree char *address = peer_address (connection);

  conn->connection = g_object_ref (connection);
  conn->cancellable = g_cancellable_new ();
  ishi_room_socket_set_keepalive (g_socket_connection_get_socket (connection));
  conn_enter (conn, address);
  if (!conn->closing)
    conn_read (conn);
}

/* Few descriptors are left: the room lets one go for the newcomer (the
 * oldest silent connection of the address that holds the most), so that
 * a few addresses cannot keep the reserve reached for everyone else. */
static gboolean
make_room_cb (GSocketConnection *connection, gpointer data)
{
  IshiRoomServer *self = data;
  g_autofree char *address = peer_address (connection);

  return ishi_room_make_room (self->room, address);
}

/* ------------------------------------------------------------------------ */
/* Links: connections of other transports                                    */
/* ------------------------------------------------------------------------ */

static void
link_write (Conn *conn, const char *text, gsize length)
{
  conn->link_funcs->write (conn->link_data, text, length);
}

static gsize
link_queued (Conn *conn)
{
  return conn->link_funcs->queued (conn->link_data);
}

static void
link_close (Conn *conn)
{
  conn->link_funcs->close (conn->link_data);
}

static const ConnTransport link_transport = { link_write, link_queued, link_close };

IshiRoomLink *
ishi_room_server_add_link (IshiRoomServer *self, const IshiRoomLinkFuncs *funcs, gpointer data,
                           GSocketAddress *peer)
{
  Conn *conn;

  g_return_val_if_fail (ISHI_IS_ROOM_SERVER (self), NULL);
  g_return_val_if_fail (funcs != NULL, NULL);
  conn = conn_new (self, sizeof (IshiRoomLink), &link_transport);
  conn->link_funcs = funcs;
  conn->link_data = data;
  conn_ref (conn);   /* the transport's, until ishi_room_link_closed */
  {
    g_autofree char *address = address_text (peer);
    conn_enter (conn, address);
  }
  return (IshiRoomLink *) conn;
}

void
ishi_room_link_read (IshiRoomLink *link, const char *bytes, gsize length)
{
  g_return_if_fail (link != NULL);
  if (!link->conn.closing)
    conn_take_bytes (&link->conn, (const guint8 *) bytes, length);
}

void
ishi_room_link_closed (IshiRoomLink *link)
{
  Conn *conn = (Conn *) link;

  g_return_if_fail (link != NULL);
  /* Its transport is gone: nothing more is written to it. */
  conn->doomed = TRUE;
  if (!conn->closing)
    {
      conn->closing = TRUE;
      if (conn->server)
        {
          IshiRoomServer *server = conn->server;
          guint id = conn->id;
          conn->server = NULL;
          g_hash_table_remove (server->conns, conn);
          ishi_room_detach (server->room, id);
        }
    }
  conn_unref (conn);
}

static void
drop_conn (gpointer data)
{
  conn_unref (data);
}

void
ishi_room_server_stop (IshiRoomServer *self)
{
  g_return_if_fail (ISHI_IS_ROOM_SERVER (self));
  g_clear_pointer (&self->accept, ishi_room_accept_free);
  if (self->listener)
    {
      g_socket_listener_close (self->listener);
      g_clear_object (&self->listener);
    }
  while (g_hash_table_size (self->conns) > 0)
    {
      GHashTableIter iter;
      Conn *conn;
      g_hash_table_iter_init (&iter, self->conns);
      g_hash_table_iter_next (&iter, (gpointer *) &conn, NULL);
      conn_close (conn);
    }
}

static void
ishi_room_server_dispose (GObject *object)
{
  IshiRoomServer *self = ISHI_ROOM_SERVER (object);

  if (self->conns)
    ishi_room_server_stop (self);
  g_clear_object (&self->room);
  G_OBJECT_CLASS (ishi_room_server_parent_class)->dispose (object);
}

static void
ishi_room_server_finalize (GObject *object)
{
  g_hash_table_unref (ISHI_ROOM_SERVER (object)->conns);
  G_OBJECT_CLASS (ishi_room_server_parent_class)->finalize (object);
}

static void
ishi_room_server_class_init (IshiRoomServerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_room_server_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_room_server_finalize;
}

static void
ishi_room_server_init (IshiRoomServer *self)
{
  self->conns = g_hash_table_new_full (NULL, NULL, drop_conn, NULL);
}

IshiRoomServer *
ishi_room_server_new (IshiRoom *room, const IshiRoomLimits *limits)
{
  IshiRoomServer *self;

  g_return_val_if_fail (ISHI_IS_ROOM (room), NULL);
  self = g_object_new (ISHI_TYPE_ROOM_SERVER, NULL);
  self->room = g_object_ref (room);
  self->limits.lines_per_second = limits && limits->lines_per_second ? limits->lines_per_second : 0;
  if (self->limits.lines_per_second)
    ishi_room_set_lines_per_second (room, self->limits.lines_per_second);
  self->limits.max_queued = limits && limits->max_queued ? limits->max_queued : 1024 * 1024;
  return self;
}

guint16
ishi_room_listen (GSocketListener *listener, const char *address, guint16 port, GError **error)
{
  /* A class joins at once: GLib's backlog of 10 would leave the rest of
   * them with connections that look open and are never accepted. */
  g_socket_listener_set_backlog (listener, LISTEN_BACKLOG);
  if (address == NULL)
    {
      if (port == 0)
        return g_socket_listener_add_any_inet_port (listener, NULL, error);
      if (!g_socket_listener_add_inet_port (listener, port, NULL, error))
        return 0;
      return port;
    }
  else
    {
      g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (address);
      g_autoptr (GSocketAddress) where = NULL;
      g_autoptr (GSocketAddress) effective = NULL;

      if (inet == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "“%s” is not an IP address.", address);
          return 0;
        }
      where = g_inet_socket_address_new (inet, port);
      if (!g_socket_listener_add_address (listener, where, G_SOCKET_TYPE_STREAM,
                                          G_SOCKET_PROTOCOL_TCP, NULL, &effective, error))
        return 0;
      return g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
    }
}

gboolean
ishi_room_server_listen (IshiRoomServer *self, const char *address, guint16 port, GError **error)
{
  g_autoptr (GSocketListener) listener = g_socket_listener_new ();

  g_return_val_if_fail (ISHI_IS_ROOM_SERVER (self), FALSE);
  g_return_val_if_fail (self->listener == NULL, FALSE);
  self->port = ishi_room_listen (listener, address, port, error);
  if (self->port == 0)
    return FALSE;
  self->listener = g_steal_pointer (&listener);
  self->accept = ishi_room_accept_new (self->listener, ISHI_ROOM_TCP_RESERVE, incoming_cb, self);
  ishi_room_accept_set_make_room (self->accept, make_room_cb, self);
  return TRUE;
}

guint16
ishi_room_server_get_port (IshiRoomServer *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_SERVER (self), 0);
  return self->port;
}

IshiRoom *
ishi_room_server_get_room (IshiRoomServer *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_SERVER (self), NULL);
  return self->room;
}
