/* test-room-net.c — the room on loopback: a host (IshiRoomServer on
 * 127.0.0.1) and its clients (IshiRoomClient) in one process, talking
 * over real sockets.  Two players and an observer play the page's flow;
 * a player's connection is killed mid-game and comes back to its seat;
 * the host is stopped and started again from its folder and the clients
 * reconnect by themselves; a client floods and sends a 1 MB line.
 *
 * Every wait is for a condition, bounded by a generous deadline: no test
 * depends on timing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>
#include <sys/socket.h>

#include "ishi-room-client.h"
#include "ishi-room-server.h"
#include "ishi-room-web.h"
#include "ishi-test-util.h"

#define DEADLINE_S 20

typedef gboolean (*Condition) (gpointer data);

static void
wait_for (Condition cond, gpointer data, const char *what)
{
  ishi_test_wait_until (cond, data, what, DEADLINE_S);
}

static gboolean
is_seated_ready (gpointer data)
{
  IshiRoomClient *c = data;
  return ishi_room_client_get_state (c) == ISHI_ROOM_CLIENT_ONLINE
         && ishi_room_client_get_token (c) != NULL && ishi_room_client_get_room_game (c) != NULL;
}

typedef struct {
  IshiRoomClient *client;
  int table;
  guint moves;
} MovesWait;

static gboolean
has_moves (gpointer data)
{
  MovesWait *w = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (w->client, w->table);
  return t && t->moves->len >= w->moves;
}

static void
wait_moves (IshiRoomClient *c, guint n)
{
  MovesWait w = { c, 1, n };
  wait_for (has_moves, &w, "moves announced");
}

static gboolean
has_two_seats (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE];
}

static gboolean
has_result (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && t->result && g_str_has_prefix (t->result, "B+");
}

/* How many times each client came online: a reconnection is counted. */
static void
state_cb (IshiRoomClient *c, gpointer data)
{
  if (ishi_room_client_get_state (c) == ISHI_ROOM_CLIENT_ONLINE)
    g_object_set_data (G_OBJECT (c), "online",
                       GINT_TO_POINTER (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (c), "online")) + 1));
}

typedef struct {
  IshiRoomClient *a, *b;
  int times;
} OnlineWait;

static gboolean
both_online (gpointer data)
{
  OnlineWait *w = data;
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w->a), "online")) >= w->times
         && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w->b), "online")) >= w->times
         && is_seated_ready (w->a) && is_seated_ready (w->b);
}

static IshiRoom *
host_new (const char *dir)
{
  IshiRoomConfig config = { .name = "Loopback", .game = "go", .code = "2024", .records_dir = dir };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);

  g_assert_no_error (error);
  return room;
}

static IshiRoomServer *
serve (IshiRoom *room, guint16 port)
{
  IshiRoomServer *server = ishi_room_server_new (room, NULL);
  g_autoptr (GError) error = NULL;

  ishi_room_server_listen (server, "127.0.0.1", port, &error);
  g_assert_no_error (error);
  return server;
}

static void
line_cb (IshiRoomClient *c, int code, const char *text, gpointer data)
{
  if (g_getenv ("ISHI_TEST_VERBOSE"))
    g_test_message ("%s < %d %s", ishi_room_client_get_name (c), code, text);
}

static IshiRoomClient *
client (const char *name, guint16 port)
{
  IshiRoomClient *c = ishi_room_client_new (name, "2024");

  g_signal_connect (c, "line", G_CALLBACK (line_cb), NULL);
  g_signal_connect (c, "state-changed", G_CALLBACK (state_cb), NULL);

  ishi_room_client_connect (c, "127.0.0.1", port, 40);
  wait_for (is_seated_ready, c, "logged in");
  return c;
}

static void
test_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-net-XXXXXX", NULL);
  IshiRoom *room = host_new (dir);
  IshiRoomServer *server = serve (room, 0);
  guint16 port = ishi_room_server_get_port (server);
  IshiRoomClient *anna = client ("anna", port);
  IshiRoomClient *ken = client ("ken", port);
  IshiRoomClient *obs = client ("obs", port);
  IshiMatch *match;
  OnlineWait online = { anna, ken, 2 };

  ishi_room_client_send (anna, "/join");
  ishi_room_client_send (ken, "/join");
  wait_for (has_two_seats, anna, "two seated");
  ishi_room_client_send (anna, "/option time 10");
  ishi_room_client_send (anna, "/start");
  ishi_room_client_send (obs, "observe 1");
  ishi_room_client_send (anna, "E5");
  wait_moves (ken, 1);
  ishi_room_client_send (ken, "C3");
  wait_moves (anna, 2);
  wait_moves (obs, 2);

  /* Each client's copy of the game has the moves, played by its rules. */
  match = ishi_room_client_get_match (obs, 1);
  g_assert_nonnull (match);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 2);
  g_assert_cmpint (ishi_game_get_size (ishi_match_get_game (match)), ==, 9);

  /* ken's connection dies: the host keeps the seat and stops the clock;
   * ken's client comes back by itself (with its token) to the same seat. */
  {
    IshiColor color;
    g_assert_cmpint (ishi_room_client_get_own_table (ken, &color), ==, 1);
    g_assert_cmpint (color, ==, ISHI_WHITE);
  }
  ishi_room_server_stop (server);
  g_object_unref (server);
  /* The host was stopped with the room: start serving again on the same
   * port; the clients reconnect by themselves, to the same seats. */
  server = serve (room, port);
  wait_for (both_online, &online, "both back");
  ishi_room_client_send (anna, "D4");
  wait_moves (ken, 3);

  /* The host itself goes (its object freed, as after kill -9 nothing more
   * is written) and a new host opens the same folder on the same port. */
  ishi_room_server_stop (server);
  g_object_unref (server);
  g_object_unref (room);
  room = host_new (dir);
  server = serve (room, port);
  online.times = 3;
  wait_for (both_online, &online, "both back at the new host");
  ishi_room_client_send (ken, "resign");
  wait_for (has_result, obs, "the result");

  {
    double *points = NULL;
    g_auto (GStrv) names = ishi_room_get_scores (room, &points);
    g_assert_cmpstr (names[0], ==, "anna");
    g_assert_cmpfloat (points[0], ==, 20);
    g_free (points);
  }

  ishi_room_client_disconnect (anna);
  ishi_room_client_disconnect (ken);
  ishi_room_client_disconnect (obs);
  g_object_unref (anna);
  g_object_unref (ken);
  g_object_unref (obs);
  ishi_room_server_stop (server);
  g_object_unref (server);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* A raw socket that misbehaves: a 1 MB line, then a flood of lines; the
 * host answers with error lines, and a well-behaved client in the same
 * room is still served. */
typedef struct {
  GSocketConnection *connection;
  GString *got;
  guint8 buffer[4096];
  gboolean closed;
} Raw;

static void
raw_read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Raw *raw = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  if (n <= 0)
    {
      raw->closed = TRUE;
      return;
    }
  g_string_append_len (raw->got, (char *) raw->buffer, n);
  g_input_stream_read_async (G_INPUT_STREAM (source), raw->buffer, sizeof raw->buffer,
                             G_PRIORITY_DEFAULT, NULL, raw_read_cb, raw);
}

static gboolean
raw_has_too_long (gpointer data)
{
  return strstr (((Raw *) data)->got->str, "Line too long") != NULL;
}

static gboolean
raw_has_too_many (gpointer data)
{
  return strstr (((Raw *) data)->got->str, "Too many lines") != NULL;
}

static gboolean
raw_has_prompt (gpointer data)
{
  return strstr (((Raw *) data)->got->str, "Login: ") != NULL;
}

static gboolean
has_chat (gpointer data)
{
  return GPOINTER_TO_INT (g_object_get_data (data, "chat")) > 0;
}

static void
chat_cb (IshiRoomClient *c, const char *kind, const char *name, const char *text, gpointer data)
{
  g_object_set_data (G_OBJECT (c), "chat", GINT_TO_POINTER (1));
}

static void
test_hostile_client (void)
{
  IshiRoom *room = host_new (NULL);
  IshiRoomServer *server = serve (room, 0);
  guint16 port = ishi_room_server_get_port (server);
  g_autoptr (GSocketClient) sc = g_socket_client_new ();
  g_autoptr (GError) error = NULL;
  Raw raw = { 0 };
  GOutputStream *out;
  IshiRoomClient *good;

  raw.got = g_string_new (NULL);
  raw.connection = g_socket_client_connect_to_host (sc, "127.0.0.1", port, NULL, &error);
  g_assert_no_error (error);
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (raw.connection)),
                             raw.buffer, sizeof raw.buffer, G_PRIORITY_DEFAULT, NULL, raw_read_cb, &raw);
  wait_for (raw_has_prompt, &raw, "the login prompt");
  out = g_io_stream_get_output_stream (G_IO_STREAM (raw.connection));
  g_output_stream_write_all (out, "flood\n", 6, NULL, NULL, &error);
  g_assert_no_error (error);
  {
    /* 1 MB without a newline, then one. */
    gsize big = 1024 * 1024;
    g_autofree char *line = g_malloc (big + 1);
    memset (line, 'x', big);
    line[big] = '\n';
    g_output_stream_write_all (out, line, big + 1, NULL, NULL, &error);
    g_assert_no_error (error);
  }
  wait_for (raw_has_too_long, &raw, "the long line refused");
  /* Every line on the wire ends in CR LF, as IGS's and NNGS's do. */
  for (gsize i = 0; i < raw.got->len; i++)
    if (raw.got->str[i] == '\n')
      g_assert_true (i > 0 && raw.got->str[i - 1] == '\r');
  {
    /* 1,000 lines at once. */
    GString *many = g_string_new (NULL);
    for (int i = 0; i < 1000; i++)
      g_string_append (many, "who\n");
    g_output_stream_write_all (out, many->str, many->len, NULL, NULL, &error);
    g_assert_no_error (error);
    g_string_free (many, TRUE);
  }
  wait_for (raw_has_too_many, &raw, "the flood refused");

  /* Someone else is still served at once. */
  good = client ("good", port);
  g_signal_connect (good, "chat", G_CALLBACK (chat_cb), NULL);
  ishi_room_client_send (good, "shout hello");
  wait_for (has_chat, good, "the shout comes back");

  ishi_room_client_disconnect (good);
  g_object_unref (good);
  g_io_stream_close (G_IO_STREAM (raw.connection), NULL, NULL);
  g_object_unref (raw.connection);
  ishi_room_server_stop (server);
  g_object_unref (server);
  g_object_unref (room);
  /* Let the cancelled reads finish before the buffers go. */
  for (int i = 0; i < 100 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  g_string_free (raw.got, TRUE);
}

typedef struct {
  IshiRoom *room;
  IshiRoomClient *good;
  guint want;
} SlowWait;

static void
count_scores_cb (IshiRoomClient *c, int code, const char *text, gpointer data)
{
  if (code == 700 && g_str_has_prefix (text, "scores "))
    (*(guint *) data)++;
}

static gboolean
slow_one_gone (gpointer data)
{
  SlowWait *w = data;
  guint *heard = g_object_get_data (G_OBJECT (w->good), "heard");
  return *heard >= w->want && ishi_room_get_n_connections (w->room) == 1;
}

static void
drop_log (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
}

/* The bytes a slow reader sends, written in the background (the room
 * reads them in this thread's loop): `n` lines each an unknown word of
 * 1,000 letters, which the room answers with a line that names it
 * ("Unknown command: xxx…", some 1,050 bytes), as TCP lines or as the
 * page's masked frames. */
typedef struct {
  GBytes *bytes;
  gboolean done;
} Push;

static GBytes *
unknown_words (guint n, gboolean frames)
{
  GByteArray *out = g_byte_array_new ();
  g_autofree char *word = g_strnfill (1000, 'x');

  for (guint i = 0; i < n; i++)
    {
      if (frames)
        {
          const guint8 head[] = { 0x81, 0x80 | 126, 1000 >> 8, 1000 & 0xff, 0, 0, 0, 0 };
          g_byte_array_append (out, head, sizeof head);   /* a zero mask */
          g_byte_array_append (out, (const guint8 *) word, 1000);
        }
      else
        {
          g_byte_array_append (out, (const guint8 *) word, 1000);
          g_byte_array_append (out, (const guint8 *) "\n", 1);
        }
    }
  return g_byte_array_free_to_bytes (out);
}

static void
pushed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Push *push = data;

  g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, NULL);
  push->done = TRUE;
}

static void
push_start (Push *push, GSocketConnection *c, GBytes *bytes)
{
  gsize size;
  const void *data = g_bytes_get_data (bytes, &size);

  push->bytes = bytes;
  push->done = FALSE;
  g_output_stream_write_all_async (g_io_stream_get_output_stream (G_IO_STREAM (c)), data, size, G_PRIORITY_DEFAULT,
                                   NULL, pushed_cb, push);
}

static gboolean
push_done (gpointer data)
{
  return ((Push *) data)->done;
}

/* A WebSocket on the tablets' port that says its name and reads nothing
 * (the handshake and one masked frame written by hand). */
static GSocketConnection *
slow_websocket (GSocketClient *sc, guint16 port)
{
  g_autoptr (GError) error = NULL;
  GSocketConnection *c = g_socket_client_connect_to_host (sc, "127.0.0.1", port, NULL, &error);
  g_autofree char *request = NULL;
  static const guint8 frame[] = { 0x81, 0x80 | 7, 0, 0, 0, 0, 's', 'l', 'o', 'w', 'w', 'e', 'b' };

  g_assert_no_error (error);
  g_socket_set_option (g_socket_connection_get_socket (c), SOL_SOCKET, SO_RCVBUF, 4096, NULL);
  request = g_strdup_printf ("GET /room HTTP/1.1\r\nHost: 127.0.0.1:%u\r\nUpgrade: websocket\r\n"
                             "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                             "Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:%u\r\n\r\n", port, port);
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (c)), request, strlen (request), NULL,
                             NULL, &error);
  g_assert_no_error (error);
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (c)), frame, sizeof frame, NULL, NULL,
                             &error);
  g_assert_no_error (error);
  return c;
}

static gboolean
has_three (gpointer data)
{
  return ishi_room_get_n_connections (data) == 3;
}

/* A reader that asks and never reads: what waits for it grows until the
 * limit, and then it is closed; meanwhile the others are served.  The
 * same for a reader on TCP and one on the tablets' WebSocket.  (It asks
 * with unknown words, each answered by a line that names it: chat no
 * longer fills a member's queue, issue 74.) */
static void
test_slow_reader (void)
{
  IshiRoom *room = host_new (NULL);
  IshiRoomLimits limits = { .lines_per_second = 100000, .max_queued = 64 * 1024 };
  IshiRoomServer *server = ishi_room_server_new (room, &limits);
  IshiRoomWeb *web = ishi_room_web_new (server);
  g_autoptr (GSocketClient) sc = g_socket_client_new ();
  g_autoptr (GSocketConnection) slow = NULL;
  g_autoptr (GSocketConnection) slow_web = NULL;
  g_autoptr (GError) error = NULL;
  Push pushed[2] = { { NULL } };
  guint heard = 0;
  guint16 port;
  guint quiet;
  IshiRoomClient *good;
  SlowWait w;

  /* 8,000 lines in the log are of no use to anyone. */
  quiet = g_log_set_handler ("ishi-net", G_LOG_LEVEL_DEBUG, drop_log, NULL);
  ishi_room_server_listen (server, "127.0.0.1", 0, &error);
  g_assert_no_error (error);
  port = ishi_room_server_get_port (server);
  slow = g_socket_client_connect_to_host (sc, "127.0.0.1", port, NULL, &error);
  g_assert_no_error (error);
  /* A small receive window (the kernel then stops tuning it). */
  g_socket_set_option (g_socket_connection_get_socket (slow), SOL_SOCKET, SO_RCVBUF, 4096, NULL);
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (slow)), "slowpoke\n", 9, NULL,
                             NULL, &error);
  g_assert_no_error (error);

  ishi_room_web_listen (web, "127.0.0.1", 0, &error);
  g_assert_no_error (error);
  slow_web = slow_websocket (sc, ishi_room_web_get_port (web));

  good = client ("good", port);
  ishi_test_wait_until (has_three, room, "the three connected", 20);
  /* 7,000 answers of some 1,050 bytes to each, 7 MB: more than the
   * kernel's buffers (at most 4 MB sent, 4 KB received) and the 64 KB
   * queue together. */
  push_start (&pushed[0], slow, unknown_words (7000, FALSE));
  push_start (&pushed[1], slow_web, unknown_words (7000, TRUE));
  g_object_set_data (G_OBJECT (good), "heard", &heard);
  g_signal_connect (good, "line", G_CALLBACK (count_scores_cb), &heard);
  /* Meanwhile the good one is answered every time. */
  for (int i = 0; i < 2000; i++)
    ishi_room_client_send (good, "/scores");
  w = (SlowWait) { room, good, 2000 };
  /* 14 MB through the room to a reader and a WebSocket: seconds under
   * AddressSanitizer alone, and ten times that on a machine loaded
   * twentyfold (a run beside the other tests timed out at 100 s), so the
   * guard is wider here. */
  ishi_test_wait_until (slow_one_gone, &w, "every answer heard, and the slow readers closed", 240);
  ishi_room_client_disconnect (good);
  g_object_unref (good);
  g_io_stream_close (G_IO_STREAM (slow), NULL, NULL);
  g_io_stream_close (G_IO_STREAM (slow_web), NULL, NULL);
  for (guint i = 0; i < 2; i++)
    {
      ishi_test_wait_until (push_done, &pushed[i], "the slow readers' writes ended", 20);
      g_bytes_unref (pushed[i].bytes);
    }
  g_log_remove_handler ("ishi-net", quiet);
  ishi_room_web_stop (web);
  g_object_unref (web);
  ishi_room_server_stop (server);
  g_object_unref (server);
  g_object_unref (room);
}

/* A host that accepts a connection and never greets it (as when its
 * queue had no room): the client drops it and connects again, and is
 * greeted the second time. */
typedef struct {
  GSocketService *service;
  GPtrArray *held;   /* the connections kept silent */
  guint accepted;
} Mute;

static gboolean
mute_incoming (GSocketService *service, GSocketConnection *connection, GObject *source, gpointer data)
{
  Mute *m = data;

  if (++m->accepted > 1)
    g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (connection)), "Login: ", 7,
                               NULL, NULL, NULL);
  g_ptr_array_add (m->held, g_object_ref (connection));
  return TRUE;
}

static gboolean
is_logging_in (gpointer data)
{
  return ishi_room_client_get_state (data) == ISHI_ROOM_CLIENT_LOGGING_IN;
}

static void
test_no_greeting (void)
{
  Mute m = { g_socket_service_new (), g_ptr_array_new_with_free_func (g_object_unref), 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoomClient) c = ishi_room_client_new ("patient", NULL);
  guint16 port;

  g_autoptr (GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) where = g_inet_socket_address_new (loopback, 0);
  g_autoptr (GSocketAddress) bound = NULL;

  g_socket_listener_add_address (G_SOCKET_LISTENER (m.service), where, G_SOCKET_TYPE_STREAM,
                                 G_SOCKET_PROTOCOL_TCP, NULL, &bound, &error);
  g_assert_no_error (error);
  port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  g_signal_connect (m.service, "incoming", G_CALLBACK (mute_incoming), &m);
  ishi_room_client_set_greeting_timeout (c, 300);
  ishi_room_client_connect (c, "127.0.0.1", port, 3);
  wait_for (is_logging_in, c, "greeted on the second connection");
  g_assert_cmpuint (m.accepted, ==, 2);
  ishi_room_client_disconnect (c);
  g_socket_service_stop (m.service);
  g_socket_listener_close (G_SOCKET_LISTENER (m.service));
  g_object_unref (m.service);
  g_ptr_array_unref (m.held);
}

/* A class told to join: 64 connect in the same instant, and all are let
 * in (GLib's listen backlog of 10 lost some of them). */
typedef struct {
  IshiRoomClient *clients[64];
} Crowd;

static gboolean
all_in (gpointer data)
{
  Crowd *crowd = data;
  for (guint i = 0; i < G_N_ELEMENTS (crowd->clients); i++)
    if (!is_seated_ready (crowd->clients[i]))
      return FALSE;
  return TRUE;
}

static void
test_crowd (void)
{
  IshiRoom *room = host_new (NULL);
  IshiRoomServer *server = serve (room, 0);
  guint16 port = ishi_room_server_get_port (server);
  Crowd crowd;

  for (guint i = 0; i < G_N_ELEMENTS (crowd.clients); i++)
    {
      g_autofree char *name = g_strdup_printf ("pupil%u", i);
      crowd.clients[i] = ishi_room_client_new (name, "2024");
      ishi_room_client_connect (crowd.clients[i], "127.0.0.1", port, 3);
    }
  wait_for (all_in, &crowd, "the 64 pupils in the room");
  g_assert_cmpuint (ishi_room_get_n_connections (room), ==, 64);
  for (guint i = 0; i < G_N_ELEMENTS (crowd.clients); i++)
    {
      ishi_room_client_disconnect (crowd.clients[i]);
      g_object_unref (crowd.clients[i]);
    }
  ishi_room_server_stop (server);
  g_object_unref (server);
  g_object_unref (room);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-net/game", test_game);
  g_test_add_func ("/room-net/hostile-client", test_hostile_client);
  g_test_add_func ("/room-net/slow-reader", test_slow_reader);
  g_test_add_func ("/room-net/no-greeting", test_no_greeting);
  g_test_add_func ("/room-net/crowd", test_crowd);
  return g_test_run ();
}
