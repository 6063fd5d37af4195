/* test-room-door.c — the class's door against a classmate's laptop (issue
 * 74): places no few addresses can fill, guests who never reach the
 * class, chat that cannot push anyone out, the descriptors' reserve, and
 * a school's IPv6 /64 that a sweep cannot lock.
 *
 * The door's own scenarios run on loopback with real sockets from several
 * 127.0.0.x addresses, against an IshiRoomServer in this process; the
 * rest drive the room through buffers (room-helpers.h) with its clock in
 * the test's hand.  Every wait is for a condition, bounded by a generous
 * deadline: nothing depends on timing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include "ishi-room-gate.h"
#include "ishi-room-server.h"
#include "ishi-room-web.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "room-helpers.h"

#define DEADLINE_S 20

/* ------------------------------------------------------------------------ */
/* A peer on a real socket, from a loopback address of its own               */
/* ------------------------------------------------------------------------ */

typedef struct {
  int fd;
  GString *in;      /* read, not yet waited for (a WebSocket's: its text frames, a line each) */
  GString *seen;    /* what the last wait passed, up to what it waited for */
  gboolean closed;
  GString *raw;     /* a WebSocket's bytes not yet read into frames; NULL: a TCP line peer */
  gboolean upgraded;
} Peer;

/* A connection from `source` to 127.0.0.1:`port`, not waited for; NULL
 * when the process has no descriptor left.  `rcvbuf` (0: the system's)
 * makes a reader whose kernel keeps little for it. */
static Peer *
peer_open (const char *source, guint16 port, int rcvbuf)
{
  struct sockaddr_in from = { .sin_family = AF_INET }, to = { .sin_family = AF_INET, .sin_port = htons (port) };
  int fd = socket (AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  Peer *p;

  if (fd < 0)
    return NULL;
  if (rcvbuf)
    setsockopt (fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof rcvbuf);
  inet_pton (AF_INET, source, &from.sin_addr);
  inet_pton (AF_INET, "127.0.0.1", &to.sin_addr);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &from, sizeof from), ==, 0);
  if (connect (fd, (struct sockaddr *) &to, sizeof to) != 0 && errno != EINPROGRESS)
    {
      close (fd);
      return NULL;
    }
  p = g_new0 (Peer, 1);
  p->fd = fd;
  p->in = g_string_new (NULL);
  p->seen = g_string_new (NULL);
  return p;
}

static void peer_write (Peer *p, const char *bytes, gsize length);

/* A connection to the page's port from `source` that asks for the room's
 * WebSocket as the page does (its lines are then frames), not waited for. */
static Peer *
peer_open_ws (const char *source, guint16 web_port)
{
  Peer *p = peer_open (source, web_port, 0);
  g_autofree char *request = NULL;

  if (p == NULL)
    return NULL;
  p->raw = g_string_new (NULL);
  request = g_strdup_printf ("GET /room HTTP/1.1\r\nHost: 127.0.0.1:%u\r\nOrigin: http://127.0.0.1:%u\r\n"
                             "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
                             web_port, web_port);
  peer_write (p, request, strlen (request));
  return p;
}

/* A WebSocket's bytes read into its text frames, one line each. */
static void
peer_frames (Peer *p)
{
  if (!p->upgraded)
    {
      const char *end = strstr (p->raw->str, "\r\n\r\n");
      if (end == NULL)
        return;
      if (!g_str_has_prefix (p->raw->str, "HTTP/1.1 101"))
        p->closed = TRUE;
      p->upgraded = TRUE;
      g_string_erase (p->raw, 0, end + 4 - p->raw->str);
    }
  while (p->raw->len >= 2)
    {
      const guint8 *b = (const guint8 *) p->raw->str;
      gsize n = b[1] & 0x7f, at = 2;

      if (n == 126)
        {
          if (p->raw->len < 4)
            return;
          n = (b[2] << 8) | b[3];
          at = 4;
        }
      if (p->raw->len < at + n)
        return;
      if ((b[0] & 0x0f) == 1)
        {
          g_string_append_len (p->in, p->raw->str + at, n);
          g_string_append_c (p->in, '\n');
        }
      g_string_erase (p->raw, 0, at + n);
    }
}

/* What waits is read; FALSE once the host closed it. */
static gboolean
peer_read (Peer *p)
{
  char buf[65536];

  while (!p->closed)
    {
      ssize_t n = recv (p->fd, buf, sizeof buf, 0);
      if (n > 0 && p->raw)
        {
          g_string_append_len (p->raw, buf, n);
          peer_frames (p);
        }
      else if (n > 0)
        g_string_append_len (p->in, buf, n);
      else if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ENOTCONN))
        p->closed = TRUE;
      else
        break;
    }
  return !p->closed;
}

static void
peer_write (Peer *p, const char *bytes, gsize length)
{
  gsize done = 0;

  while (done < length)
    {
      ssize_t n = send (p->fd, bytes + done, length - done, MSG_NOSIGNAL);
      if (n > 0)
        done += n;
      else if (errno == EAGAIN || errno == EWOULDBLOCK || errno == ENOTCONN)
        g_main_context_iteration (NULL, FALSE);
      else
        return;
    }
}

/* A line: on a WebSocket, a masked text frame (the mask zero). */
static void
peer_send (Peer *p, const char *line)
{
  g_autoptr (GString) out = g_string_new (NULL);
  gsize n = strlen (line);

  if (p->raw == NULL)
    {
      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }
  else
    {
      g_string_append_c (out, (char) 0x81);
      if (n < 126)
        g_string_append_c (out, (char) (0x80 | n));
      else
        {
          g_string_append_c (out, (char) (0x80 | 126));
          g_string_append_c (out, (char) (n >> 8));
          g_string_append_c (out, (char) (n & 0xff));
        }
      g_string_append_len (out, "\0\0\0\0", 4);
      g_string_append (out, line);
    }
  peer_write (p, out->str, out->len);
}

static void
peer_free (Peer *p)
{
  if (p == NULL)
    return;
  close (p->fd);
  g_string_free (p->in, TRUE);
  g_string_free (p->seen, TRUE);
  if (p->raw)
    g_string_free (p->raw, TRUE);
  g_free (p);
}

/* Runs the host (this process's main context) until `needle` came to
 * `p` (it is then cut from what was read, with what came before it, into
 * p->seen), or
 * the host closed it, or DEADLINE_S passed: whether it came. */
static gboolean
peer_wait (Peer *p, const char *needle)
{
  gint64 end = g_get_monotonic_time () + DEADLINE_S * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end)
    {
      const char *at;

      peer_read (p);
      at = strstr (p->in->str, needle);
      if (at)
        {
          gsize n = at - p->in->str + strlen (needle);
          g_string_truncate (p->seen, 0);
          g_string_append_len (p->seen, p->in->str, n);
          g_string_erase (p->in, 0, n);
          return TRUE;
        }
      if (p->closed)
        return FALSE;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
    }
  return FALSE;
}

/* The host's turn for a while: what it has to do now is done. */
static void
run_host (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
}

/* Logs `name` in from `source`; NULL when the host did not greet it or
 * refused the name.  The text after the login is left in its buffer. */
static Peer *
peer_login (const char *source, guint16 port, const char *name)
{
  Peer *p = peer_open (source, port, 0);

  if (p == NULL)
    return NULL;
  if (!peer_wait (p, "Login: "))
    {
      peer_free (p);
      return NULL;
    }
  peer_send (p, name);
  return p;
}

typedef struct {
  IshiRoom *room;
  IshiRoomServer *server;
  IshiRoomWeb *web;        /* the page's port */
  guint16 port, web_port;
  char *dir;
} Host;

static void
host_start (Host *h)
{
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .teacher_code = "12345678",
    /* The room's clock stands still: no login is timed out, no budget
     * refills, however long a loaded machine takes. */
    .time_func = fake_time,
  };
  g_autoptr (GError) error = NULL;

  fake_now = (gint64) 90000 * G_USEC_PER_SEC;
  h->dir = g_dir_make_tmp ("ishi-door-XXXXXX", NULL);
  config.records_dir = h->dir;
  h->room = ishi_room_new (&config, &error);
  g_assert_no_error (error);
  h->server = ishi_room_server_new (h->room, NULL);
  g_assert_true (ishi_room_server_listen (h->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  h->port = ishi_room_server_get_port (h->server);
  h->web = ishi_room_web_new (h->server);
  g_assert_true (ishi_room_web_listen (h->web, "127.0.0.1", 0, &error));
  h->web_port = ishi_room_web_get_port (h->web);
}

static void
host_stop (Host *h)
{
  ishi_room_web_stop (h->web);
  g_clear_object (&h->web);
  ishi_room_server_stop (h->server);
  run_host (50);
  g_clear_object (&h->server);
  g_clear_object (&h->room);
  ishi_test_remove_tree (h->dir);
  g_free (h->dir);
}

/* The class before the attack: the teacher in from 127.0.0.20; hana seated
 * at table 2 from 127.0.0.22, her connection then lost.  Her token. */
static char *
class_set_up (Host *h, Peer **teacher)
{
  Peer *hana;
  const char *at;
  char *token;

  *teacher = peer_login ("127.0.0.20", h->port, "sensei");
  g_assert_nonnull (*teacher);
  peer_send (*teacher, "set client true");
  peer_send (*teacher, "/teacher 12345678");
  g_assert_true (peer_wait (*teacher, "700 teacher"));
  hana = peer_login ("127.0.0.22", h->port, "hana");
  g_assert_nonnull (hana);
  g_assert_true (peer_wait (hana, "#> "));
  at = strstr (hana->seen->str, "token ");
  g_assert_nonnull (at);
  token = g_strndup (at + 6, strcspn (at + 6, "\r\n"));
  peer_send (hana, "set client true");
  peer_send (hana, "/code 4711");
  peer_send (hana, "/join 2");
  g_assert_true (peer_wait (hana, "700 seat 2 B hana"));
  peer_free (hana);
  run_host (50);
  return token;
}

/* What an honest newcomer does while others hold the door: a pupil gives
 * the code, hana comes back to her seat, the teacher logs in again; each
 * after `refill` (when not NULL) has the attacker take every place again. */
static void
honest_get_in (Host *h, const char *token, const char *what, void (*refill) (gpointer), gpointer data)
{
  Peer *pupil, *back, *teacher;

  if (refill)
    refill (data);
  pupil = peer_login ("127.0.0.50", h->port, "pupil");
  if (pupil == NULL)
    g_error ("%s: the pupil was not greeted", what);
  g_assert_true (peer_wait (pupil, "#> "));
  peer_send (pupil, "/code 4711");
  if (!peer_wait (pupil, "code ok"))
    g_error ("%s: the pupil did not get in: %s", what, pupil->in->str);
  if (refill)
    refill (data);
  back = peer_login ("127.0.0.51", h->port, "hana");
  g_assert_nonnull (back);
  g_assert_true (peer_wait (back, "Password: "));
  peer_send (back, token);
  if (!peer_wait (back, "Welcome to 5-2, hana."))
    g_error ("%s: hana's token did not bring her back: %s", what, back->in->str);
  if (refill)
    refill (data);
  teacher = peer_login ("127.0.0.52", h->port, "sensei2");
  g_assert_nonnull (teacher);
  peer_send (teacher, "set client true");
  peer_send (teacher, "/teacher 12345678");
  if (!peer_wait (teacher, "700 teacher"))
    g_error ("%s: the teacher did not get in: %s", what, teacher->in->str);
  peer_free (pupil);
  peer_free (back);
  peer_free (teacher);
}

/* ------------------------------------------------------------------------ */
/* Places kept for the class                                                 */
/* ------------------------------------------------------------------------ */

/* 4 addresses x 64 silent connections: the door's 256 places (at
 * `ulimit -n 1024` and more; fewer below, ishi_room_door_places).  A pupil, a
 * token and the teacher from other addresses get in at once (main: "The
 * room is full." for the attack's whole time), each making an attacker's
 * oldest silent connection go; the teacher already in is not touched. */
typedef struct {
  Host *host;
  Peer *silent[ISHI_ROOM_MAX_UNLOGGED];
  guint places;            /* the door's (ishi_room_door_places) */
  guint closed;            /* by the host */
} Holders;

/* Every place of the door taken again: the connections the host closed
 * are opened again (as the attack does), until the room holds them all
 * (the door's 256 and the teacher). */
static void
refill (gpointer data)
{
  Holders *h = data;
  guint before, opened = 0;

  run_host (20);
  before = ishi_room_get_n_connections (h->host->room);
  for (guint i = 0; i < h->places; i++)
    if (h->silent[i] == NULL || !peer_read (h->silent[i]))
      {
        g_autofree char *source = g_strdup_printf ("127.0.2.%u", i % 4 + 1);
        h->closed += h->silent[i] != NULL;
        peer_free (h->silent[i]);
        h->silent[i] = peer_open (source, h->host->port, 0);
        g_assert_nonnull (h->silent[i]);
        opened++;
      }
  for (gint64 end = g_get_monotonic_time () + DEADLINE_S * G_USEC_PER_SEC;
       ishi_room_get_n_connections (h->host->room) < before + opened && g_get_monotonic_time () < end;)
    run_host (10);
  g_assert_cmpuint (ishi_room_get_n_connections (h->host->room), >=, before + opened);
}

static void
test_held_door (void)
{
  Host h = { 0 };
  Holders holders = { &h, { NULL }, ishi_room_door_places () };
  g_autofree char *token = NULL;
  Peer *teacher;

  host_start (&h);
  token = class_set_up (&h, &teacher);
  honest_get_in (&h, token, "4 addresses holding the door", refill, &holders);
  refill (&holders);
  /* One of theirs for each of the three (and no more). */
  g_assert_cmpuint (holders.closed, ==, 3);
  g_assert_true (peer_read (teacher));
  peer_free (teacher);
  for (guint i = 0; i < holders.places; i++)
    peer_free (holders.silent[i]);
  host_stop (&h);
}

/* The same with silent WebSockets, 8 addresses of 32 (the 8 x 64
 * kept the door as well): a pupil on the page's WebSocket, a token on
 * TCP and the teacher on the page's port get in, each making a holder's
 * oldest go. */
static void
refill_ws (gpointer data)
{
  Holders *h = data;
  guint before, opened = 0;

  run_host (20);
  before = ishi_room_get_n_connections (h->host->room);
  for (guint i = 0; i < h->places; i++)
    if (h->silent[i] == NULL || !peer_read (h->silent[i]))
      {
        g_autofree char *source = g_strdup_printf ("127.0.4.%u", i % 8 + 1);
        h->closed += h->silent[i] != NULL;
        peer_free (h->silent[i]);
        h->silent[i] = peer_open_ws (source, h->host->web_port);
        g_assert_nonnull (h->silent[i]);
        opened++;
      }
  for (gint64 end = g_get_monotonic_time () + DEADLINE_S * G_USEC_PER_SEC;
       ishi_room_get_n_connections (h->host->room) < before + opened && g_get_monotonic_time () < end;)
    run_host (10);
  g_assert_cmpuint (ishi_room_get_n_connections (h->host->room), >=, before + opened);
}

static void
test_held_door_websockets (void)
{
  Host h = { 0 };
  Holders holders = { &h, { NULL }, ishi_room_door_places () };
  g_autofree char *token = NULL;
  Peer *teacher, *pupil, *back, *teacher2;

  host_start (&h);
  token = class_set_up (&h, &teacher);
  refill_ws (&holders);
  pupil = peer_open_ws ("127.0.0.50", h.web_port);
  g_assert_true (peer_wait (pupil, "Login: "));
  peer_send (pupil, "tablet");
  peer_send (pupil, "/code 4711");
  g_assert_true (peer_wait (pupil, "code ok"));
  refill_ws (&holders);
  back = peer_login ("127.0.0.51", h.port, "hana");
  g_assert_nonnull (back);
  g_assert_true (peer_wait (back, "Password: "));
  peer_send (back, token);
  g_assert_true (peer_wait (back, "Welcome to 5-2, hana."));
  refill_ws (&holders);
  teacher2 = peer_open_ws ("127.0.0.52", h.web_port);
  g_assert_true (peer_wait (teacher2, "Login: "));
  peer_send (teacher2, "sensei2");
  peer_send (teacher2, "set client true");
  peer_send (teacher2, "/teacher 12345678");
  g_assert_true (peer_wait (teacher2, "700 teacher"));
  refill_ws (&holders);
  g_assert_cmpuint (holders.closed, ==, 3);
  g_assert_true (peer_read (teacher));
  peer_free (pupil);
  peer_free (back);
  peer_free (teacher2);
  peer_free (teacher);
  for (guint i = 0; i < holders.places; i++)
    peer_free (holders.silent[i]);
  host_stop (&h);
}

/* The process short of descriptors (as a host at `ulimit -n 256`, where
 * the reserve comes before the door's 256 places): 4 addresses open
 * connections until the host closes every new one; a pupil, a token and
 * the teacher still get in, each making an attacker's oldest go. */
static void
test_few_descriptors (void)
{
  Host h = { 0 };
  g_autoptr (GPtrArray) silent = g_ptr_array_new_with_free_func ((GDestroyNotify) peer_free);
  g_autofree char *token = NULL;
  struct rlimit old, low;
  Peer *teacher;
  guint refused = 0, closed = 0;
  int probe;

  host_start (&h);
  token = class_set_up (&h, &teacher);
  /* 120 descriptors more than are open now: both ends of a connection
   * are this process's, so the host holds some 50 before its reserve. */
  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, &old), ==, 0);
  probe = dup (0);
  close (probe);
  low = old;
  low.rlim_cur = probe + 120;
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &low), ==, 0);
  /* Until the host closes one (the newcomer, or one of theirs for it)
   * eight times: the reserve is reached. */
  for (guint i = 0; refused < 8 && i < 400; i++)
    {
      g_autofree char *source = g_strdup_printf ("127.0.3.%u", i % 4 + 1);
      Peer *p = peer_open (source, h.port, 0);
      if (p == NULL)
        break;   /* this end is out of descriptors */
      g_ptr_array_add (silent, p);
      run_host (5);
      for (guint k = silent->len; k-- > 0;)
        if (!peer_read (silent->pdata[k]))
          {
            refused++;
            g_ptr_array_remove_index (silent, k);
          }
    }
  g_assert_cmpuint (refused, >=, 1);
  /* Held by the host: fewer than the door's places, the reserve reached. */
  g_assert_cmpuint (silent->len, <, ISHI_ROOM_MAX_UNLOGGED);
  honest_get_in (&h, token, "the reserve of descriptors reached", NULL, NULL);
  run_host (50);
  for (guint i = 0; i < silent->len; i++)
    closed += !peer_read (silent->pdata[i]);
  g_assert_cmpuint (closed, >=, 1);
  g_assert_true (peer_read (teacher));
  g_ptr_array_set_size (silent, 0);
  peer_free (teacher);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &old), ==, 0);
  host_stop (&h);
}

/* ------------------------------------------------------------------------ */
/* Chat that pushes nobody out                                               */
/* ------------------------------------------------------------------------ */

/* Forty members with the code (a classmate read it off the projector),
 * from 5 addresses, each sends 40 shouts of 1,000 bytes at once, while the
 * seated pair's and the teacher's programs read nothing for a while (a
 * reader whose kernel keeps 4 KiB): main closed all three as slow readers
 * (1.6 MB each).  Now nobody is closed, each hears at most the room's
 * burst, and a move still reaches both players. */
static void
test_chat_burst (void)
{
  Host h = { 0 };
  g_autoptr (GPtrArray) talkers = g_ptr_array_new_with_free_func ((GDestroyNotify) peer_free);
  g_autofree char *shout = g_strnfill (994, 'x');
  g_autofree char *line = g_strconcat ("shout ", shout, NULL);
  Peer *pair[2], *teacher;
  guint heard = 0;

  host_start (&h);
  teacher = peer_open ("127.0.0.20", h.port, 4096);
  g_assert_true (peer_wait (teacher, "Login: "));
  peer_send (teacher, "sensei");
  peer_send (teacher, "set client true");
  peer_send (teacher, "/teacher 12345678");
  g_assert_true (peer_wait (teacher, "700 teacher"));
  for (guint i = 0; i < 2; i++)
    {
      pair[i] = peer_open ("127.0.0.21", h.port, 4096);
      g_assert_true (peer_wait (pair[i], "Login: "));
      peer_send (pair[i], i == 0 ? "anna" : "ken");
      peer_send (pair[i], "set client true");
      peer_send (pair[i], "/code 4711");
      g_assert_true (peer_wait (pair[i], "code ok"));
    }
  peer_send (teacher, "/pair anna ken");
  g_assert_true (peer_wait (pair[1], "700 start 1"));
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *source = g_strdup_printf ("127.0.5.%u", i % 5 + 1);
      g_autofree char *name = g_strdup_printf ("talker%u", i);
      Peer *p = peer_login (source, h.port, name);
      g_assert_nonnull (p);
      peer_send (p, "/code 4711");
      g_assert_true (peer_wait (p, "code ok"));
      g_ptr_array_add (talkers, p);
    }
  /* The burst, all at once; the three read nothing meanwhile. */
  for (guint i = 0; i < talkers->len; i++)
    for (guint k = 0; k < 40; k++)
      peer_send (talkers->pdata[i], line);
  run_host (1500);
  peer_send (pair[0], "D4");
  g_assert_true (peer_wait (pair[1], "(B): D4"));
  g_assert_true (peer_wait (pair[0], "(B): D4"));
  for (guint i = 0; i < 2; i++)
    g_assert_true (peer_read (pair[i]));
  g_assert_true (peer_read (teacher));
  for (const char *at = teacher->in->str; (at = strstr (at, "!: xxx")) != NULL; at++)
    heard++;
  /* The room's burst (its clock stands still), not the 1,600. */
  g_assert_cmpuint (heard, ==, ISHI_ROOM_ROOM_CHAT_BURST);
  for (guint i = 0; i < talkers->len; i++)
    g_assert_true (peer_read (talkers->pdata[i]));
  peer_free (pair[0]);
  peer_free (pair[1]);
  peer_free (teacher);
  g_ptr_array_set_size (talkers, 0);
  host_stop (&h);
}

/* ------------------------------------------------------------------------ */
/* The room through buffers                                                  */
/* ------------------------------------------------------------------------ */

static IshiRoom *
class_new (guint max_connections)
{
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .teacher_code = "12345678",
    .max_connections = max_connections, .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);

  g_assert_no_error (error);
  return room;
}

/* Logs `name` in from `address`, with the room's code or the teacher's
 * (`code` NULL: a guest). */
static Conn *
enter (IshiRoom *room, const char *address, const char *name, const char *code)
{
  Conn *c = conn_new_from (room, address);

  g_free (say (c, name));
  g_free (say (c, "set client true"));
  if (code)
    {
      g_autofree char *line = g_strdup_printf (strlen (code) == 8 ? "/teacher %s" : "/code %s", code);
      g_free (say (c, line));
    }
  forget (c);
  return c;
}

/* A guest's shout, kibitz and say never reach the class; the members' do;
 * guests are few from one address and in all, and a newcomer makes the
 * oldest guest of the address that holds the most go. */
static void
test_guests (void)
{
  g_autoptr (IshiRoom) room = class_new (0);
  g_autoptr (GPtrArray) guests = g_ptr_array_new_with_free_func ((GDestroyNotify) conn_free);
  Conn *t, *a, *k, *g, *late, *vouched;
  g_autofree char *out = NULL;
  guint closed = 0;

  fake_now = (gint64) 10000 * G_USEC_PER_SEC;
  t = enter (room, "127.0.0.20", "sensei", "12345678");
  a = enter (room, "127.0.0.21", "anna", "4711");
  k = enter (room, "127.0.0.21", "ken", "4711");
  g_free (say (t, "/pair anna ken"));
  forget (t), forget (a), forget (k);
  g = enter (room, "127.0.9.1", "mallory", NULL);
  for (const char *const *line = (const char *const[]) { "shout hello class", "yell hello class",
                                                         "kibitz 1 hello class", "say hello class", NULL };
       *line; line++)
    {
      out = say (g, *line);
      assert_has (out, "Only the class's pupils and teacher talk here: /code NNNN.");
      g_clear_pointer (&out, g_free);
      forget (g);
      fake_now += G_USEC_PER_SEC;
    }
  for (Conn *const *m = (Conn *const[]) { t, a, k, NULL }; *m; m++)
    assert_no_line_with ((*m)->out->str, "hello class");
  /* Nor does she read the class's names or watch its games. */
  out = say (g, "who");
  assert_has (out, "mallory");
  assert_no_line_with (out, "anna");
  g_clear_pointer (&out, g_free);
  forget (g);
  out = say (g, "userlist");
  assert_no_line_with (out, "anna");
  g_clear_pointer (&out, g_free);
  forget (g);
  out = say (g, "games");
  assert_no_line_with (out, "anna");
  g_clear_pointer (&out, g_free);
  forget (g);
  out = say (g, "observe 1");
  assert_has (out, "Only the class's pupils and teacher watch its games: /code NNNN.");
  g_clear_pointer (&out, g_free);
  forget (g);
  out = say (k, "who");
  assert_has (out, "anna");
  g_clear_pointer (&out, g_free);
  forget (k);
  /* A member's words do reach the class; the teacher's, however many. */
  g_free (say (a, "shout good luck"));
  assert_has (k->out->str, "!anna!: good luck");
  assert_has (t->out->str, "!anna!: good luck");
  for (guint i = 0; i < ISHI_ROOM_ROOM_CHAT_BURST + 10; i++)   /* within the lines' own rate */
    g_free (say (t, "shout listen"));
  g_assert_cmpuint (count_lines (a->out->str, "!sensei!: listen"), ==, ISHI_ROOM_ROOM_CHAT_BURST + 10);
  /* From one address: 8 guests, the 9th refused. */
  for (guint i = 1; i < ISHI_ROOM_CLASS_GUESTS_PER_ADDRESS; i++)
    {
      g_autofree char *name = g_strdup_printf ("m%u", i);
      g_ptr_array_add (guests, enter (room, "127.0.9.1", name, NULL));
    }
  late = conn_new_from (room, "127.0.9.1");
  out = say (late, "m9");
  assert_has (out, "Too many guests from your address: come in with the room's code.");
  g_assert_true (late->closed);
  g_clear_pointer (&out, g_free);
  conn_free (late);
  /* 32 in all: 3 more addresses of 8. */
  for (guint a2 = 2; a2 <= 4; a2++)
    for (guint i = 0; i < ISHI_ROOM_CLASS_GUESTS_PER_ADDRESS; i++)
      {
        g_autofree char *address = g_strdup_printf ("127.0.9.%u", a2);
        g_autofree char *name = g_strdup_printf ("x%u_%u", a2, i);
        g_ptr_array_add (guests, enter (room, address, name, NULL));
        fake_now += G_USEC_PER_SEC / 10;
      }
  for (guint i = 0; i < guests->len; i++)
    closed += ((Conn *) guests->pdata[i])->closed;
  g_assert_cmpuint (closed, ==, 0);
  /* A pupil from elsewhere: in, the oldest guest of the biggest holder
   * (mallory, 127.0.9.1's first) let go, told why; she gives the code. */
  late = conn_new_from (room, "127.0.0.50");
  out = say (late, "pupil");
  assert_has (out, "guest account");
  g_clear_pointer (&out, g_free);
  assert_has (g->out->str, "The room needed your place: come back with the room's code.");
  g_assert_true (g->closed);
  out = say (late, "/code 4711");
  assert_has (out, "code ok");
  g_clear_pointer (&out, g_free);
  /* The teacher comes back: a guest goes for her too. */
  conn_free (t);
  t = enter (room, "127.0.0.52", "sensei2", "12345678");
  g_assert_false (t->closed);
  /* A tablet that gave the code at the login is no guest. */
  vouched = conn_new_from (room, "127.0.9.2");
  out = say (vouched, "pupils 4711");
  assert_has (out, "pupils-end");
  g_clear_pointer (&out, g_free);
  out = say (vouched, "tablet");
  assert_has (out, "guest account");
  g_assert_false (vouched->closed);
  conn_free (vouched);
  conn_free (late);
  conn_free (g);
  g_ptr_array_set_size (guests, 0);
  conn_free (a);
  conn_free (k);
  conn_free (t);
}

/* A full open room (4 places): a newcomer makes the oldest guest of the
 * address that holds the most go; an address holding as many as any
 * other waits for nobody's place. */
static void
test_full_room (void)
{
  IshiRoomConfig config = {
    .name = "Room", .game = "go", .code = "4711", .max_connections = 4,
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  Conn *g[4], *n, *m;
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  fake_now = (gint64) 20000 * G_USEC_PER_SEC;
  g[0] = enter (room, "127.0.1.1", "a0", NULL);
  g[1] = enter (room, "127.0.1.1", "a1", NULL);
  g[2] = enter (room, "127.0.1.2", "b0", "4711");
  g[3] = enter (room, "127.0.1.3", "c0", NULL);
  n = conn_new_from (room, "127.0.1.4");
  out = say (n, "newcomer");
  assert_has (out, "guest account");
  g_assert_true (g[0]->closed);
  g_assert_false (g[1]->closed || g[2]->closed || g[3]->closed);
  g_clear_pointer (&out, g_free);
  /* Full again; 127.0.1.3 holds as many guests as any: nobody goes. */
  m = conn_new_from (room, "127.0.1.3");
  out = say (m, "c1");
  assert_has (out, "The room is full.");
  g_assert_true (m->closed);
  for (guint i = 0; i < 4; i++)
    conn_free (g[i]);
  conn_free (n);
  conn_free (m);
}

/* A classmate with the code holds the door from 32 addresses, each of
 * its 8 prompts having given it (`pupils CODE`, as a tablet does): a
 * pupil from elsewhere still gets in, the oldest of them let go; a tablet
 * that gave the code is no guest. */
static void
test_code_holders_at_door (void)
{
  g_autoptr (IshiRoom) room = class_new (0);
  g_autoptr (GPtrArray) held = g_ptr_array_new_with_free_func ((GDestroyNotify) conn_free);
  guint places = ishi_room_door_places (), closed = 0;
  Conn *pupil;
  g_autofree char *out = NULL;

  fake_now = (gint64) 70000 * G_USEC_PER_SEC;
  for (guint i = 0; i < places; i++)
    {
      g_autofree char *address = g_strdup_printf ("127.0.8.%u", i / ISHI_ROOM_PROMPTS_PER_ADDRESS + 1);
      Conn *c = conn_new_from (room, address);
      g_free (say (c, "pupils 4711"));
      g_ptr_array_add (held, c);
      fake_now += G_USEC_PER_SEC / 100;
    }
  for (guint i = 0; i < held->len; i++)
    g_assert_false (((Conn *) held->pdata[i])->closed);
  pupil = conn_new_from (room, "127.0.0.50");
  g_assert_cmpstr (pupil->out->str, ==, "Login: ");
  for (guint i = 0; i < held->len; i++)
    closed += ((Conn *) held->pdata[i])->closed;
  g_assert_cmpuint (closed, ==, 1);
  g_assert_true (((Conn *) held->pdata[0])->closed);
  forget (pupil);
  out = say (pupil, "pupil");
  assert_has (out, "guest account");
  conn_free (pupil);
}

/* A classmate with the code fills an open room of 6 places from one
 * address; a pupil from elsewhere gets in, his oldest at no table let
 * go; a seated player is never let go, nor is one from an address that
 * holds no more than the newcomer's. */
static void
test_code_holders_fill_room (void)
{
  IshiRoomConfig config = {
    .name = "Room", .game = "go", .code = "4711", .max_connections = 6,
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  Conn *m[4], *a, *k, *p, *late;
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  fake_now = (gint64) 80000 * G_USEC_PER_SEC;
  a = enter (room, "127.0.1.21", "anna", "4711");
  k = enter (room, "127.0.1.21", "ken", "4711");
  seat_two (room, a, k, NULL);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("m%u", i);
      m[i] = enter (room, "127.0.9.9", name, "4711");
      fake_now += G_USEC_PER_SEC;
    }
  p = conn_new_from (room, "127.0.0.50");
  out = say (p, "pupil");
  assert_has (out, "guest account");
  g_clear_pointer (&out, g_free);
  assert_has (m[0]->out->str, "The room was full: your place went to someone who came.");
  g_assert_true (m[0]->closed);
  g_assert_false (a->closed || k->closed || m[1]->closed);
  /* Full again; the newcomer's address holds one already, the pair's two
   * play: 127.0.9.9's next oldest goes (3 > 1). */
  late = conn_new_from (room, "127.0.0.50");
  out = say (late, "pupil2");
  assert_has (out, "guest account");
  g_assert_true (m[1]->closed);
  g_assert_false (a->closed || k->closed);
  for (guint i = 0; i < 4; i++)
    conn_free (m[i]);
  conn_free (late);
  conn_free (p);
  conn_free (a);
  conn_free (k);
}

static gsize slow_queued;

static gsize
queued_of (gpointer data)
{
  return slow_queued;
}

/* Budgets: one sender's burst, the room's; chat to a member whose
 * transport holds much is dropped, a move never. */
static void
test_chat_budgets (void)
{
  g_autoptr (IshiRoom) room = class_new (0);
  Conn *talkers[8], *a, *k;
  guint heard = 0;

  fake_now = (gint64) 30000 * G_USEC_PER_SEC;
  a = enter (room, "127.0.0.21", "anna", "4711");
  k = enter (room, "127.0.0.21", "ken", "4711");
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("t%u", i);
      talkers[i] = enter (room, "127.0.5.1", name, "4711");
    }
  /* One sender: her burst, then told once. */
  for (guint i = 0; i < 10; i++)
    g_free (say (talkers[0], "shout one"));
  g_assert_cmpuint (count_lines (a->out->str, "21 !t0!: one"), ==, ISHI_ROOM_CHAT_BURST);
  g_assert_cmpuint (count_lines (talkers[0]->out->str, "5 Too much talk at once: your words were not sent."), ==, 1);
  forget (a);
  fake_now += 60 * G_USEC_PER_SEC;
  /* Eight senders at once: the room's burst in all. */
  for (guint i = 0; i < 8; i++)
    for (guint k2 = 0; k2 < 5; k2++)
      g_free (say (talkers[i], "shout many"));
  for (const char *at = a->out->str; (at = strstr (at, ": many")) != NULL; at++)
    heard++;
  g_assert_cmpuint (heard, ==, ISHI_ROOM_ROOM_CHAT_BURST);
  /* Within the budgets again a second later. */
  fake_now += 2 * G_USEC_PER_SEC;
  forget (a);
  g_free (say (talkers[7], "shout again"));
  assert_has (a->out->str, "!t7!: again");
  /* anna's transport holds 1 MiB: chat is not queued to her, her game is. */
  seat_two (room, a, k, NULL);
  ishi_room_set_queued_func (room, a->id, queued_of);
  slow_queued = 1024 * 1024;
  forget (a);
  fake_now += 10 * G_USEC_PER_SEC;
  g_free (say (talkers[1], "shout unheard"));
  g_free (say (k, "say unheard too"));
  assert_no_line_with (a->out->str, "unheard");
  g_free (say (a, "D4"));
  g_free (say (k, "E5"));
  assert_has (a->out->str, "(W): E5");
  slow_queued = 0;
  fake_now += 10 * G_USEC_PER_SEC;
  g_free (say (talkers[1], "shout heard"));
  assert_has (a->out->str, "!t1!: heard");
  for (guint i = 0; i < 8; i++)
    conn_free (talkers[i]);
  conn_free (a);
  conn_free (k);
}

/* A school's IPv6 /64 after a sweep (161 wrong codes from 17 of its
 * addresses): a token brings a pupil back at once from a new address of
 * it; a pupil with the right code waits for the teacher, who lets her in
 * (main: she waited 300 s, kept waiting by the sweep's next try); a
 * wrong code from there is answered the same and shown to nobody. */
static void
test_ipv6_gate (void)
{
  g_autoptr (IshiRoom) room = class_new (0);
  Conn *t, *a, *k, *back, *pupil, *sweep;
  g_autofree char *token = NULL, *out = NULL;
  guint wrong = 0;

  fake_now = (gint64) 40000 * G_USEC_PER_SEC;
  t = enter (room, "127.0.0.20", "sensei", "12345678");
  a = conn_new_from (room, "2001:db8:1:2::21");
  out = say (a, "anna");
  token = token_of (strstr (out, "token "));
  g_clear_pointer (&out, g_free);
  g_free (say (a, "/code 4711"));
  out = say (a, "/join 1");
  assert_has (out, "seat 1 B anna");
  g_clear_pointer (&out, g_free);
  k = enter (room, "2001:db8:1:2::22", "ken", "4711");
  conn_free (a);
  for (guint m = 0; m < 17; m++)
    {
      g_autofree char *address = g_strdup_printf ("2001:db8:1:2::%x", 0x100 + m);
      Conn *s = enter (room, address, "sweeper", NULL);
      for (guint i = 0; i < 10 && wrong < 161; i++, wrong++)
        {
          g_autofree char *line = g_strdup_printf ("/code %04u", 1000 + wrong);
          g_free (say (s, line));
        }
      conn_free (s);
    }
  /* anna's token, from a new address of the /64. */
  back = conn_new_from (room, "2001:db8:1:2::a1");
  g_free (say (back, "anna"));
  out = say (back, token);
  assert_has (out, "Welcome to 5-2, anna.");
  g_clear_pointer (&out, g_free);
  /* A new pupil with the right code: the teacher is asked. */
  forget (t);
  pupil = enter (room, "2001:db8:1:2::a2", "hana", NULL);
  out = say (pupil, "/code 4711");
  assert_has (out, "Many wrong codes came from your network: your teacher can let you in.");
  assert_no_line_with (out, "code ok");
  g_clear_pointer (&out, g_free);
  assert_line (t->out->str, "700 knock hana");
  /* The sweep's next try, from a new address: the same words, nobody told. */
  forget (t);
  sweep = enter (room, "2001:db8:1:2::a3", "sweeper2", NULL);
  out = say (sweep, "/code 9999");
  assert_has (out, "Many wrong codes came from your network: your teacher can let you in.");
  g_clear_pointer (&out, g_free);
  assert_no_line_with (t->out->str, "knock");
  /* A tablet asks the class's names from there: none, the same words for
   * a right code and a wrong one (its page then asks her name). */
  for (const char *const *ask = (const char *const[]) { "pupils 4711", "pupils 1234", NULL }; *ask; ask++)
    {
      Conn *tablet = conn_new_from (room, "2001:db8:1:2::a4");
      forget (tablet);
      out = say (tablet, *ask);
      assert_line (out, "5 Many wrong codes came from your network: your teacher can let you in.");
      assert_no_line_with (out, "pupil ");
      assert_no_line_with (out, "pupils-end");
      g_assert_false (tablet->closed);
      g_clear_pointer (&out, g_free);
      conn_free (tablet);
    }
  /* Only the teacher lets in, and only one who waits. */
  out = say (k, "/admit hana");
  assert_has (out, "Only the teacher lets a pupil in.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/admit sweeper2");
  assert_has (out, "Nobody called sweeper2 waits to be let in.");
  g_clear_pointer (&out, g_free);
  forget (pupil);
  out = say (t, "/admit hana");
  assert_line (out, "700 knock-end hana");
  g_clear_pointer (&out, g_free);
  assert_line (pupil->out->str, "9 Your teacher let you in.");
  assert_line (pupil->out->str, "700 code ok");
  out = say (pupil, "/join 2");
  assert_has (out, "700 seat 2 B hana");
  conn_free (sweep);
  conn_free (pupil);
  conn_free (back);
  conn_free (k);
  conn_free (t);
}

/* The host's log: nothing at each refusal; once a minute, what was
 * refused and from where. */
static void
test_report (void)
{
  g_autoptr (IshiRoom) room = class_new (0);
  g_autoptr (GPtrArray) conns = g_ptr_array_new_with_free_func ((GDestroyNotify) conn_free);
  Conn *s;

  fake_now = (gint64) 50000 * G_USEC_PER_SEC;
  ishi_room_tick (room);
  for (guint i = 0; i < 100; i++)
    g_ptr_array_add (conns, conn_new_from (room, "127.0.9.9"));
  s = enter (room, "127.0.7.7", "sweeper", NULL);
  for (guint i = 0; i < 30; i++)
    g_free (say (s, "/code 0000"));
  fake_now += 30 * G_USEC_PER_SEC;
  ishi_room_tick (room);   /* not yet: nothing said */
  fake_now += 31 * G_USEC_PER_SEC;
  g_test_expect_message ("ishi-net", G_LOG_LEVEL_MESSAGE,
                         "the door in the last 61 s: connections refused, too many from one address: 36 (127.0.9.9 36);"
                         " wrong room codes: 11 (127.0.7.7 11); tries refused while the address waited: 19 (127.0.7.7 19)*");
  ishi_room_tick (room);
  g_test_assert_expected_messages ();
  fake_now += 120 * G_USEC_PER_SEC;
  ishi_room_tick (room);   /* nothing new: nothing said */
  conn_free (s);
}

/* The web port's refusals reach the log of the minute too, with the
 * address they came from. */
static void
test_web_report (void)
{
  g_autoptr (IshiRoom) room = class_new (0);
  g_autoptr (IshiRoomServer) server = ishi_room_server_new (room, NULL);
  g_autoptr (IshiRoomWeb) web = ishi_room_web_new (server);
  IshiRoomWebLimits limits = { .per_address = 2 };
  g_autoptr (GError) error = NULL;
  Peer *p[3];
  guint16 port;

  fake_now = (gint64) 60000 * G_USEC_PER_SEC;
  ishi_room_tick (room);
  ishi_room_web_set_limits (web, &limits);
  g_assert_true (ishi_room_web_listen (web, "127.0.0.1", 0, &error));
  port = ishi_room_web_get_port (web);
  for (guint i = 0; i < 3; i++)
    {
      p[i] = peer_open ("127.0.0.60", port, 0);
      g_assert_nonnull (p[i]);
      peer_send (p[i], "GET / HTTP/1.1\r\nHost: 127.0.0.1\r");
      run_host (20);
    }
  g_assert_true (peer_wait (p[2], "503"));
  fake_now += 61 * G_USEC_PER_SEC;
  g_test_expect_message ("ishi-net", G_LOG_LEVEL_MESSAGE,
                         "the door in the last 61 s: HTTP connections refused: 1 (127.0.0.60 1)");
  ishi_room_tick (room);
  g_test_assert_expected_messages ();
  for (guint i = 0; i < 3; i++)
    peer_free (p[i]);
  ishi_room_web_stop (web);
  ishi_room_server_stop (server);
  run_host (20);
}

/* A pupil away from her seat, at a computer without its token (her
 * program lost it, or she moved to another): she was told the name was
 * taken and could never get back to her game.  Now the teacher is asked,
 * once, and may let her back (/admit); her next login takes the seat with
 * a new token, and the old one no longer opens it.  She coming back with
 * her own token ends the asking. */
static void
test_seat_asked_of_teacher (void)
{
  g_autoptr (IshiRoom) room = class_new (0);
  Conn *t, *a, *k, *other, *back;
  g_autofree char *token = NULL, *token2 = NULL, *out = NULL;

  fake_now = (gint64) 50000 * G_USEC_PER_SEC;
  t = enter (room, "127.0.0.20", "sensei", "12345678");
  a = conn_new_from (room, "127.0.0.21");
  out = say (a, "anna");
  token = token_of (strstr (out, "token "));
  g_clear_pointer (&out, g_free);
  g_free (say (a, "/code 4711"));
  out = say (a, "/join 1");
  assert_has (out, "seat 1 B anna");
  g_clear_pointer (&out, g_free);
  k = enter (room, "127.0.0.22", "ken", "4711");
  conn_free (a);
  forget (t);
  /* Away, her name is not in use on the class's list: another computer
   * may choose it (a tablet that lost its token). */
  {
    Conn *tablet = conn_new_from (room, "127.0.0.25");
    out = say (tablet, "pupils 4711");
    assert_has (out, "700 pupil anna\n");
    assert_line (out, "700 pupil-in-use ken");
    assert_no_line_with (out, "pupil-in-use anna");
    g_clear_pointer (&out, g_free);
    conn_free (tablet);
  }
  /* Twice from another computer, without the token: the same words each
   * time, the teacher told once. */
  for (guint i = 0; i < 2; i++)
    {
      other = conn_new_from (room, "127.0.0.23");
      g_free (say (other, "anna"));
      out = say (other, "");
      assert_has (out, "That name keeps a seat for another computer: your teacher is asked to let you back to it from here.");
      assert_no_line_with (out, "Welcome");
      g_clear_pointer (&out, g_free);
      conn_free (other);
    }
  g_assert_cmpuint (count_lines (t->out->str, "700 asks-seat anna\n"), ==, 1);
  /* A teacher who comes in later learns of it too. */
  {
    Conn *t2 = conn_new_from (room, "127.0.0.24");
    g_free (say (t2, "sensei2"));
    g_free (say (t2, "set client true"));
    out = say (t2, "/teacher 12345678");
    assert_line (out, "700 asks-seat anna");
    g_clear_pointer (&out, g_free);
    conn_free (t2);
  }
  /* Only the teacher lets her back. */
  out = say (k, "/admit anna");
  assert_has (out, "Only the teacher lets a pupil in.");
  g_clear_pointer (&out, g_free);
  forget (t);
  out = say (t, "/admit anna");
  assert_line (out, "9 anna may take the seat back from the computer that joins next with that name.");
  assert_line (out, "700 asks-seat-end anna");
  g_clear_pointer (&out, g_free);
  /* Her next login takes the seat, without a token asked, with a new one. */
  back = conn_new_from (room, "127.0.0.23");
  out = say (back, "anna");
  assert_has (out, "Welcome to 5-2, anna.");
  assert_has (out, "seat 1 B anna");
  token2 = token_of (strstr (out, "token "));
  g_assert_cmpstr (token2, !=, token);
  g_clear_pointer (&out, g_free);
  conn_free (back);
  /* The old token no longer opens it: it asks the teacher again. */
  forget (t);
  other = conn_new_from (room, "127.0.0.21");
  g_free (say (other, "anna"));
  out = say (other, token);
  assert_no_line_with (out, "Welcome");
  assert_has (out, "your teacher is asked");
  g_clear_pointer (&out, g_free);
  conn_free (other);
  /* She comes back with her new token: the asking ends, and /admit
   * finds nobody. */
  back = conn_new_from (room, "127.0.0.21");
  g_free (say (back, "anna"));
  out = say (back, token2);
  assert_has (out, "Welcome to 5-2, anna.");
  g_clear_pointer (&out, g_free);
  assert_line (t->out->str, "700 asks-seat anna");
  assert_line (t->out->str, "700 asks-seat-end anna");
  out = say (t, "/admit anna");
  assert_has (out, "Nobody called anna waits to be let in.");
  g_clear_pointer (&out, g_free);
  conn_free (back);
  conn_free (k);
  conn_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-door/held-door", test_held_door);
  g_test_add_func ("/room-door/held-door-websockets", test_held_door_websockets);
  g_test_add_func ("/room-door/few-descriptors", test_few_descriptors);
  g_test_add_func ("/room-door/chat-burst", test_chat_burst);
  g_test_add_func ("/room-door/guests", test_guests);
  g_test_add_func ("/room-door/full-room", test_full_room);
  g_test_add_func ("/room-door/code-holders-at-door", test_code_holders_at_door);
  g_test_add_func ("/room-door/code-holders-fill-room", test_code_holders_fill_room);
  g_test_add_func ("/room-door/chat-budgets", test_chat_budgets);
  g_test_add_func ("/room-door/ipv6-gate", test_ipv6_gate);
  g_test_add_func ("/room-door/seat-asked-of-teacher", test_seat_asked_of_teacher);
  g_test_add_func ("/room-door/report", test_report);
  g_test_add_func ("/room-door/web-report", test_web_report);
  return g_test_run ();
}
