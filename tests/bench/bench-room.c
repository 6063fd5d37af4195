/* bench-room.c — the room under load, on loopback only.
 *
 *   bench-room ISHI-TOOL [--seconds S] [--games G] [--observers O] [--rate R] [--class [--web]]
 *
 * Starts `ISHI-TOOL serve` on 127.0.0.1 (a port of its own, records in a
 * temporary folder) and, in this process, 2×G players at G tables of
 * 19×19 (default 32 tables: 64 players) and O observers (default 100,
 * spread over the tables).  Each player moves R times a second (default
 * 5: a move 1/R s after its turn came), a random point that its copy of
 * the game says is legal (never into its own eye), and passes when there
 * is none; after two passes both accept the count and Black starts the
 * next game.  It runs S seconds (default 60), then stops everything.
 *
 * Printed: the moves relayed; the time from a move sent by its player to
 * its arrival at the opponent and at every observer of that table (the
 * median and the 99th percentile of the last arrival, and of all
 * arrivals); the host's CPU time as a share of one core and its memory
 * (VmHWM, VmRSS) from /proc; and whether anything was lost: every record
 * the host saved is read back and compared with the moves the players
 * saw confirmed.  The clients run in this one process: their own CPU
 * time is in the latency too (it is printed, with the load average).
 *
 * --class: the room is a class (teacher's code 12345678) and the games
 * are 9×9; the host's port is printed first, for a teacher's view to
 * join (bench-class).
 *
 * --web: half the players (White at every table) are pupils on the
 * class's page: their lines go over a WebSocket to the host's second
 * port (ishi-room-web.h, libsoup's client here), one a message, the same
 * client code behind them.  The latency of the opponent's arrival is
 * printed for the players on each transport.
 *
 * Bounded: S seconds of play, then at most 10 s to stop; never another
 * address than 127.0.0.1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <libsoup/soup.h>

#include "ishi-game.h"
#include "ishi-igs.h"
#include "ishi-room-client.h"
#include "ishi-sgf.h"

#include "bench-stats.h"

typedef struct _Bench Bench;

typedef struct {
  Bench *bench;
  IshiRoomClient *client;
  int index;
  guint timer;
  guint asked_at;         /* moves+1 when a move was scheduled */
  gboolean counting_done;
  SoupWebsocketConnection *ws;   /* --web: a pupil on the class's page */
} Player;

typedef struct {
  Bench *bench;
  GSocketConnection *connection;
  guint8 buffer[8192];
  GString *line;
  int table;
  int current;
} Observer;

struct _Bench {
  guint16 port;
  int n_tables, n_observers, rate;
  Player *players;
  Observer *observers;
  /* sent[table][number] = time sent (µs), 0 when unknown. */
  GHashTable *sent;        /* "table:number" → gint64 * */
  GHashTable *arrivals;    /* "table:number" → guint remaining */
  GArray *all_latency;     /* double ms, each arrival */
  GArray *last_latency;    /* double ms, the last arrival of a move */
  GArray *player_latency[2];/* double ms, the opponent's arrival: at a TCP player, at a WebSocket player */
  gboolean web;             /* --web: half the players on WebSockets */
  guint16 web_port;
  SoupSession *session;
  guint moves_sent, moves_relayed, refused;
  gboolean stopping;
  gboolean go;              /* everyone is in: the games may start */
  gboolean is_class;        /* --class: a class of 9×9 games */
};

static gint64
now_us (void)
{
  return g_get_monotonic_time ();
}

static char *
key (int table, int number)
{
  return g_strdup_printf ("%d:%d", table, number);
}

/* Someone received move `number` of `table`. */
static void
arrived (Bench *b, int table, int number)
{
  g_autofree char *k = key (table, number);
  gint64 *sent = g_hash_table_lookup (b->sent, k);
  guint remaining;
  double ms;

  if (sent == NULL)
    return;
  ms = (now_us () - *sent) / 1000.0;
  if (ms > 500 && g_getenv ("BENCH_ROOM_DEBUG"))
    fprintf (stderr, "slow %s: %.0f ms\n", k, ms);
  g_array_append_val (b->all_latency, ms);
  remaining = GPOINTER_TO_UINT (g_hash_table_lookup (b->arrivals, k));
  if (remaining <= 1)
    {
      g_array_append_val (b->last_latency, ms);
      g_hash_table_remove (b->arrivals, k);
      g_hash_table_remove (b->sent, k);
      b->moves_relayed++;
    }
  else
    g_hash_table_insert (b->arrivals, g_strdup (k), GUINT_TO_POINTER (remaining - 1));
}

/* ------------------------------------------------------------------------ */
/* Observers: raw sockets that read move lines                               */
/* ------------------------------------------------------------------------ */

static void observer_read (Observer *o);

static void
observer_line (Observer *o, const char *line)
{
  const char *text;
  int code;
  IshiIgsGameHeader h;
  IshiIgsMove m;

  if (!ishi_igs_split (line, &code, &text) || code != ISHI_IGS_MOVE)
    {
      if (g_str_has_prefix (line, "Login:"))
        {
          g_autofree char *login = g_strdup_printf ("watcher%d\nset client true\nobserve %d\n",
                                                    (int) (o - o->bench->observers), o->table);
          g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (o->connection)),
                                     login, strlen (login), NULL, NULL, NULL);
        }
      return;
    }
  if (ishi_igs_parse_game_header (text, &h))
    {
      o->current = h.game;
      ishi_igs_game_header_clear (&h);
    }
  else if (ishi_igs_parse_move (text, &m))
    {
      arrived (o->bench, o->current, m.number);
      ishi_igs_move_clear (&m);
    }
}

static void
observer_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Observer *o = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  if (n <= 0)
    return;
  for (gssize i = 0; i < n; i++)
    {
      if (o->buffer[i] == '\n')
        {
          observer_line (o, o->line->str);
          g_string_truncate (o->line, 0);
        }
      else
        g_string_append_c (o->line, o->buffer[i]);
    }
  if (strcmp (o->line->str, "Login: ") == 0)
    {
      observer_line (o, o->line->str);
      g_string_truncate (o->line, 0);
    }
  observer_read (o);
}

static void
observer_read (Observer *o)
{
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (o->connection)),
                             o->buffer, sizeof o->buffer, G_PRIORITY_DEFAULT, NULL, observer_cb, o);
}

/* ------------------------------------------------------------------------ */
/* Players                                                                   */
/* ------------------------------------------------------------------------ */

/* A random legal point that does not fill the player's own eye; -1: pass. */
static void
choose (IshiMatch *match, IshiColor color, int *px, int *py)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *pos = ishi_game_get_position (game);
  int size = ishi_game_get_size (game);
  int start = g_random_int_range (0, size * size);

  for (int k = 0; k < size * size; k++)
    {
      int p = (start + k) % (size * size), x = p % size, y = p / size;
      gboolean eye = TRUE;
      static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

      if (rules->stone_at (pos, x, y) != ISHI_EMPTY)
        continue;
      for (int d = 0; d < 4; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];
          if (nx >= 0 && ny >= 0 && nx < size && ny < size && rules->stone_at (pos, nx, ny) != color)
            eye = FALSE;
        }
      if (eye || rules->check (pos, color, x, y) != ISHI_MOVE_OK)
        continue;
      *px = x;
      *py = y;
      return;
    }
  *px = *py = -1;
}

static gboolean
move_cb (gpointer data)
{
  Player *p = data;
  Bench *b = p->bench;
  IshiColor color;
  int table = ishi_room_client_get_own_table (p->client, &color);
  IshiMatch *match = table ? ishi_room_client_get_match (p->client, table) : NULL;
  const IshiRoomClientTable *t = table ? ishi_room_client_get_table (p->client, table) : NULL;
  int x, y;

  p->timer = 0;
  if (b->stopping || match == NULL || ishi_match_get_phase (match) != ISHI_PHASE_PLAYING)
    return G_SOURCE_REMOVE;
  choose (match, color, &x, &y);
  {
    g_autofree char *point = ishi_igs_format_point ("go", ishi_game_get_size (ishi_match_get_game (match)), x, y);
    g_autofree char *k = key (table, (int) t->moves->len);
    gint64 *sent = g_new (gint64, 1);
    *sent = now_us ();
    g_hash_table_replace (b->sent, g_strdup (k), sent);
    /* The opponent and the observers of this table. */
    g_hash_table_replace (b->arrivals, g_steal_pointer (&k),
                          GUINT_TO_POINTER (1 + (b->n_observers + b->n_tables - table) / b->n_tables));
    ishi_room_client_send (p->client, point);
    b->moves_sent++;
  }
  return G_SOURCE_REMOVE;
}

static void
player_act (Player *p)
{
  IshiColor color;
  int table = ishi_room_client_get_own_table (p->client, &color);
  const IshiRoomClientTable *t;
  IshiMatch *match;

  if (!p->bench->go || p->bench->stopping || table == 0)
    return;
  t = ishi_room_client_get_table (p->client, table);
  if (t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE] && color == ISHI_BLACK && (!t->started || t->result)
      && p->asked_at != G_MAXUINT)
    {
      p->asked_at = G_MAXUINT;   /* /start once per end */
      ishi_room_client_send (p->client, p->bench->is_class ? "/option boardsize 9" : "/option boardsize 19");
      ishi_room_client_send (p->client, "/start");
      return;
    }
  if (!t->started || t->result)
    return;
  if (t->counting)
    {
      if (!p->counting_done)
        {
          p->counting_done = TRUE;
          ishi_room_client_send (p->client, "done");
        }
      return;
    }
  p->counting_done = FALSE;
  match = ishi_room_client_get_match (p->client, table);
  if (match == NULL || ishi_match_get_phase (match) != ISHI_PHASE_PLAYING)
    return;
  {
    IshiGame *g = ishi_match_get_game (match);
    if (ishi_game_get_rules (g)->to_move (ishi_game_get_position (g)) != color)
      return;
  }
  if (p->asked_at == t->moves->len + 1 || p->timer)
    return;
  p->asked_at = t->moves->len + 1;
  p->timer = g_timeout_add (1000 / p->bench->rate / 2, move_cb, p);
}

static void
player_changed (IshiRoomClient *c, int number, gpointer data)
{
  Player *p = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (c, number);
  IshiColor color;

  /* The opponent's move arrived: its time is taken. */
  if (ishi_room_client_get_own_table (c, &color) == number && t->moves->len > 0)
    {
      guint n = t->moves->len - 1;
      g_autofree char *k = key (number, n);
      /* Only the opponent's moves count as arrivals at this player. */
      if ((n % 2 == 0) != (color == ISHI_BLACK) && g_hash_table_contains (p->bench->sent, k))
        {
          gint64 *sent = g_hash_table_lookup (p->bench->sent, k);
          double ms = (now_us () - *sent) / 1000.0;
          g_array_append_val (p->bench->player_latency[p->ws != NULL], ms);
          arrived (p->bench, number, n);
        }
    }
  player_act (p);
}

static void
player_line (IshiRoomClient *c, int code, const char *text, gpointer data)
{
  if (code == ISHI_IGS_ISHI || code == ISHI_IGS_PROMPT)
    player_act (data);
}

static void
player_error (IshiRoomClient *c, const char *text, gpointer data)
{
  Player *p = data;

  /* A move the host refused (not a /start that came second, say). */
  if (g_str_has_prefix (text, "Illegal") || g_str_has_prefix (text, "It is not"))
    {
      p->bench->refused++;
      p->asked_at = 0;
    }
}

/* ------------------------------------------------------------------------ */
/* The host                                                                  */
/* ------------------------------------------------------------------------ */

static gboolean
done_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
run_for (double seconds)
{
  gboolean over = FALSE;
  g_timeout_add ((guint) (seconds * 1000), done_cb, &over);
  while (!over)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the loop until `done` says so, at most `seconds`: FALSE when late. */
static gboolean
run_until (gboolean (*done) (Bench *b), Bench *b, double seconds)
{
  gboolean over = FALSE;
  guint source = g_timeout_add ((guint) (seconds * 1000), done_cb, &over);

  while (!done (b) && !over)
    g_main_context_iteration (NULL, TRUE);
  if (!over)
    g_source_remove (source);
  return !over;
}

static gboolean
all_online (Bench *b)
{
  for (int i = 0; i < 2 * b->n_tables; i++)
    if (ishi_room_client_get_state (b->players[i].client) != ISHI_ROOM_CLIENT_ONLINE
        || ishi_room_client_get_room_game (b->players[i].client) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
all_seated (Bench *b)
{
  IshiColor color;

  for (int i = 0; i < 2 * b->n_tables; i++)
    if (ishi_room_client_get_own_table (b->players[i].client, &color) == 0)
      return FALSE;
  return TRUE;
}

/* Every record the host saved: replayed by the rules, its moves counted. */
static void
check_records (const char *dir, guint *games, guint *moves, guint *bad)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  *games = *moves = *bad = 0;
  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr (GFile) file = NULL;
      g_autoptr (IshiSgfCollection) col = NULL;
      g_autoptr (IshiGame) game = NULL;

      if (!g_str_has_suffix (name, ".sgf"))
        continue;
      path = g_build_filename (dir, name, NULL);
      file = g_file_new_for_path (path);
      col = ishi_sgf_read_file (file, NULL);
      game = col ? ishi_game_new_from_collection (col, 0, NULL) : NULL;
      (*games)++;
      if (game == NULL || !ishi_game_go_to_end (game, NULL))
        {
          (*bad)++;
          continue;
        }
      *moves += ishi_game_get_move_number (game);
    }
  if (d)
    g_dir_close (d);
}


/* --web: a player's lines go to its WebSocket, one a message, and what
 * comes back is fed to its client, as the page's script does. */
static void
ws_write (const char *line, gpointer data)
{
  Player *p = data;
  g_autofree char *one = g_strndup (line, strcspn (line, "\n"));

  if (p->ws && soup_websocket_connection_get_state (p->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (p->ws, one);
}

static void
ws_message_cb (SoupWebsocketConnection *ws, int type, GBytes *message, Player *p)
{
  gsize n;
  const char *data = g_bytes_get_data (message, &n);
  g_autofree char *line = g_strndup (data, n);

  ishi_room_client_feed (p->client, line);
}

static void
ws_connected_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Player *p = data;
  g_autoptr (GError) error = NULL;

  p->ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (p->ws == NULL)
    {
      fprintf (stderr, "bench-room: player %d's WebSocket: %s\n", p->index, error->message);
      return;
    }
  soup_websocket_connection_set_keepalive_interval (p->ws, 0);
  g_signal_connect (p->ws, "message", G_CALLBACK (ws_message_cb), p);
}

static void
connect_websocket (Player *p)
{
  Bench *b = p->bench;
  g_autofree char *url = g_strdup_printf ("ws://127.0.0.1:%u/room", b->web_port);
  g_autofree char *origin = g_strdup_printf ("http://127.0.0.1:%u", b->web_port);
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", url);

  ishi_room_client_set_writer (p->client, ws_write, p);
  soup_session_websocket_connect_async (b->session, msg, origin, NULL, G_PRIORITY_DEFAULT, NULL,
                                        ws_connected_cb, p);
}

/* The players, two by two for each table: logged in, then seated in order
 * (a table is filled before the next is opened).  FALSE (said why) when
 * they are not all in within 20 s. */
static gboolean
seat_players (Bench *b)
{
  b->players = g_new0 (Player, 2 * b->n_tables);
  for (int i = 0; i < 2 * b->n_tables; i++)
    {
      g_autofree char *name = g_strdup_printf ("p%d", i);
      Player *p = &b->players[i];
      p->bench = b;
      p->index = i;
      p->client = ishi_room_client_new (name, "1111");
      g_signal_connect (p->client, "table-changed", G_CALLBACK (player_changed), p);
      g_signal_connect (p->client, "line", G_CALLBACK (player_line), p);
      g_signal_connect (p->client, "error", G_CALLBACK (player_error), p);
      if (b->web && i % 2 == 1)
        connect_websocket (p);
      else
        ishi_room_client_connect (p->client, "127.0.0.1", b->port, 3);
    }
  /* Seated in order (a table is filled before the next is opened), once
   * every player is in: a line sent before the login would be lost. */
  if (!run_until (all_online, b, 20))
    {
      int online = 0, with_room = 0;
      for (int i = 0; i < 2 * b->n_tables; i++)
        {
          online += ishi_room_client_get_state (b->players[i].client) == ISHI_ROOM_CLIENT_ONLINE;
          with_room += ishi_room_client_get_room_game (b->players[i].client) != NULL;
        }
      fprintf (stderr, "bench-room: the players did not all log in within 20 s (%d of %d online, %d told the room)\n",
               online, 2 * b->n_tables, with_room);
      return FALSE;
    }
  for (int i = 0; i < 2 * b->n_tables; i++)
    {
      g_autofree char *join = g_strdup_printf ("/join %d", i / 2 + 1);
      ishi_room_client_send (b->players[i].client, join);
      if (i % 2 == 1)
        run_for (0.02);
    }
  if (!run_until (all_seated, b, 20))
    {
      fprintf (stderr, "bench-room: the players were not all seated within 20 s\n");
      return FALSE;
    }
  return TRUE;
}

/* The observers: raw IGS connections, spread over the tables. */
static gboolean
start_observers (Bench *b, GError **error)
{
  b->observers = g_new0 (Observer, b->n_observers);
  for (int i = 0; i < b->n_observers; i++)
    {
      g_autoptr (GSocketClient) sc = g_socket_client_new ();
      Observer *o = &b->observers[i];
      /* Each from an address of its own (127.0.1.N, the machine itself),
       * as the watchers of a class are machines of their own: the room
       * lets only a few connections of one address log in at once. */
      g_autofree char *from = g_strdup_printf ("127.0.1.%d", 1 + i % 250);
      g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (from);
      g_autoptr (GSocketAddress) local = g_inet_socket_address_new (inet, 0);
      g_socket_client_set_local_address (sc, local);
      o->bench = b;
      o->table = i % b->n_tables + 1;
      o->line = g_string_new (NULL);
      o->connection = g_socket_client_connect_to_host (sc, "127.0.0.1", b->port, NULL, error);
      if (o->connection == NULL)
        {
          g_prefix_error (error, "observer %d: ", i);
          return FALSE;
        }
      observer_read (o);
    }
  return TRUE;
}

/* BENCH_ROOM_DEBUG: where each table stands when the time is up. */
static void
dump_tables (Bench *b)
{
  for (int i = 0; i < 2 * b->n_tables; i += 2)
    {
      IshiColor color;
      int table = ishi_room_client_get_own_table (b->players[i].client, &color);
      const IshiRoomClientTable *t = table ? ishi_room_client_get_table (b->players[i].client, table) : NULL;
      if (t)
        fprintf (stderr, "table %d: %u moves, started %d, result %s, counting %d, away %d/%d, state %d\n",
                 table, t->moves->len, t->started, t->result ? t->result : "-", t->counting,
                 t->away[ISHI_BLACK], t->away[ISHI_WHITE],
                 ishi_room_client_get_state (b->players[i].client));
    }
}

static void
print_latencies (Bench *b)
{
  printf ("  latency, last arrival of a move: median %.2f ms, p99 %.2f ms, max %.2f ms\n",
          percentile (b->last_latency, 0.5), percentile (b->last_latency, 0.99),
          percentile (b->last_latency, 1.0));
  printf ("  latency, every arrival (%u): median %.2f ms, p99 %.2f ms\n", b->all_latency->len,
          percentile (b->all_latency, 0.5), percentile (b->all_latency, 0.99));
  for (int w = 0; w < 2; w++)
    if (b->player_latency[w]->len > 0)
      printf ("  latency, the opponent's move at a player on %s (%u): median %.2f ms, p99 %.2f ms\n",
              w ? "a WebSocket" : "TCP", b->player_latency[w]->len, percentile (b->player_latency[w], 0.5),
              percentile (b->player_latency[w], 0.99));
}

/* `ishi-tool serve` on loopback, its records in DIR/records; its port in
 * *port.  NULL (and said) when it does not start. */
static GSubprocess *
start_host (const char *tool, const char *dir, gboolean is_class, guint16 *port, guint16 *web_port)
{
  g_autofree char *records = g_build_filename (dir, "records", NULL);
  const char *serve_argv[] = { tool, "serve", "--port", "0", "--address", "127.0.0.1", "--code", "1111",
                               "--records", records, "--name", "Bench",
                               is_class ? "--teacher-code" : NULL, "12345678", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GDataInputStream) serve_out = NULL;
  g_autofree char *first = NULL;
  GSubprocess *serve = g_subprocess_newv (serve_argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);

  if (serve == NULL)
    {
      fprintf (stderr, "bench-room: %s\n", error->message);
      return NULL;
    }
  serve_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  /* The pipe stays the subprocess's: the host may write to it again. */
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (serve_out), FALSE);
  first = g_data_input_stream_read_line_utf8 (serve_out, NULL, NULL, NULL);
  if (first == NULL || strstr (first, "port ") == NULL)
    {
      fprintf (stderr, "bench-room: the host did not start\n");
      g_object_unref (serve);
      return NULL;
    }
  *port = (guint16) g_ascii_strtoull (strstr (first, "port ") + 5, NULL, 10);
  /* A class's page: "…: http://127.0.0.1:PORT/", before the records. */
  for (int i = 0; i < 3 && is_class; i++)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (serve_out, NULL, NULL, NULL);
      const char *url = line ? strstr (line, "http://127.0.0.1:") : NULL;
      if (url)
        *web_port = (guint16) g_ascii_strtoull (url + strlen ("http://127.0.0.1:"), NULL, 10);
    }
  return serve;
}

/* The figures of the run. */
static void
report (Bench *b, double seconds, double cpu, double wall, double clients_cpu, long hwm, long rss,
        guint games, guint moves, guint bad)
{
  double load[3] = { 0 };
  FILE *f = fopen ("/proc/loadavg", "r");

  if (f)
    {
      if (fscanf (f, "%lf %lf %lf", &load[0], &load[1], &load[2]) != 3)
        load[0] = -1;
      fclose (f);
    }
  printf ("bench-room: %s%d tables (%d players%s), %d observers, %d moves/s each, %.0f s, loopback\n",
          b->is_class ? "a class of 9×9: " : "", b->n_tables, 2 * b->n_tables,
          b->web ? ", half of them on WebSockets" : "", b->n_observers, b->rate, seconds);
  printf ("  moves sent %u, relayed to everyone %u (%.1f/s), refused %u\n", b->moves_sent,
          b->moves_relayed, b->moves_relayed / wall, b->refused);
  print_latencies (b);
  printf ("  host CPU %.3f cores (%.1f s in %.1f s); memory VmHWM %ld kB, VmRSS %ld kB\n",
          cpu / wall, cpu, wall, hwm, rss);
  printf ("  clients (this process) CPU %.1f s; load average %.2f\n", clients_cpu, load[0]);
  printf ("  records: %u games, %u moves in them, %u unreadable; moves the players saw confirmed: %u\n",
          games, moves, bad, b->moves_sent - b->refused);
}

int
main (int argc, char **argv)
{
  Bench b = { 0 };
  double seconds = 60;
  g_autofree char *dir = g_dir_make_tmp ("ishi-bench-room-XXXXXX", NULL);
  g_autoptr (GSubprocess) serve = NULL;
  g_autoptr (GError) error = NULL;
  const char *tool;
  GPid pid;
  double cpu0, cpu1, wall0, wall1;
  struct rusage self_usage;
  guint games, moves, bad;

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-room ISHI-TOOL [--seconds S] [--games G] [--observers O] [--rate R] [--class [--web]]\n");
      return 2;
    }
  tool = argv[1];
  b.n_tables = 32;
  b.n_observers = 100;
  b.rate = 5;
  for (int i = 2; i < argc; i++)
    {
      const char *value = i + 1 < argc ? argv[i + 1] : "";
      if (strcmp (argv[i], "--class") == 0)
        {
          b.is_class = TRUE;
          continue;
        }
      if (strcmp (argv[i], "--web") == 0)
        {
          b.web = TRUE;
          continue;
        }
      if (strcmp (argv[i], "--seconds") == 0)
        seconds = g_ascii_strtod (value, NULL);
      else if (strcmp (argv[i], "--games") == 0)
        b.n_tables = atoi (value);
      else if (strcmp (argv[i], "--observers") == 0)
        b.n_observers = atoi (value);
      else if (strcmp (argv[i], "--rate") == 0)
        b.rate = atoi (value);
      i++;
    }
  if (seconds <= 0 || seconds > 3600 || b.n_tables < 1 || b.n_tables > 200 || b.n_observers < 0
      || b.n_observers > 1000 || b.rate < 1 || b.rate > 100 || (b.web && !b.is_class))
    {
      fprintf (stderr, "bench-room: out of range\n");
      return 2;
    }
  serve = start_host (tool, dir, b.is_class, &b.port, &b.web_port);
  if (serve == NULL)
    return 1;
  if (b.web && b.web_port == 0)
    {
      fprintf (stderr, "bench-room: the host serves no page\n");
      g_subprocess_send_signal (serve, SIGTERM);
      return 1;
    }
  b.session = soup_session_new_with_options ("max-conns", 1000, "max-conns-per-host", 1000, NULL);
  if (b.is_class)
    {
      printf ("bench-room: host on port %u\n", b.port);
      fflush (stdout);
    }
  pid = atoi (g_subprocess_get_identifier (serve));
  b.sent = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  b.arrivals = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  b.all_latency = g_array_new (FALSE, FALSE, sizeof (double));
  b.last_latency = g_array_new (FALSE, FALSE, sizeof (double));
  for (int w = 0; w < 2; w++)
    b.player_latency[w] = g_array_new (FALSE, FALSE, sizeof (double));

  if (!seat_players (&b))
    {
      g_subprocess_send_signal (serve, SIGTERM);
      return 1;
    }
  if (!start_observers (&b, &error))
    {
      fprintf (stderr, "bench-room: %s\n", error->message);
      g_subprocess_send_signal (serve, SIGTERM);
      return 1;
    }
  run_for (1.0);
  b.go = TRUE;
  for (int i = 0; i < 2 * b.n_tables; i++)
    player_act (&b.players[i]);

  cpu0 = proc_cpu_seconds (pid);
  wall0 = now_us () / 1e6;
  run_for (seconds);
  cpu1 = proc_cpu_seconds (pid);
  wall1 = now_us () / 1e6;
  b.stopping = TRUE;
  if (g_getenv ("BENCH_ROOM_DEBUG"))
    dump_tables (&b);
  long hwm = proc_status_kb (pid, "VmHWM:"), rss = proc_status_kb (pid, "VmRSS:");
  run_for (1.0);   /* the last moves written and announced */
  g_subprocess_send_signal (serve, SIGTERM);
  g_subprocess_wait (serve, NULL, NULL);
  getrusage (RUSAGE_SELF, &self_usage);

  {
    /* A class keeps the day's games in a folder of the day. */
    g_autoptr (GDateTime) today = g_date_time_new_now_local ();
    g_autofree char *day = b.is_class ? g_date_time_format (today, "%Y-%m-%d") : NULL;
    g_autofree char *records = g_build_filename (dir, "records", day, NULL);
    check_records (records, &games, &moves, &bad);
  }
  report (&b, seconds, cpu1 - cpu0, wall1 - wall0,
          self_usage.ru_utime.tv_sec + self_usage.ru_stime.tv_sec
          + (self_usage.ru_utime.tv_usec + self_usage.ru_stime.tv_usec) / 1e6,
          hwm, rss, games, moves, bad);
  return bad == 0 ? 0 : 1;
}
