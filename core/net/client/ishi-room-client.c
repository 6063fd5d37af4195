/* ishi-room-client.c — the client object (ishi-room-client.h) and its
 * connection: connecting again when it drops, the greeting, writing in
 * order.  What it reads goes to ishi-room-client-read.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-client-private.h"

#include <math.h>
#include <string.h>

#include "ishi-igs.h"
#include "ishi-remote-player.h"
#include "ishi-ruleset.h"

/* How long a connection may wait for the server's first prompt. */
#define GREETING_MS 10000
#define LIVENESS_IDLE_MS 20000
#define LIVENESS_ANSWER_MS 10000

enum { STATE_CHANGED, LINE, TABLE_CHANGED, CHAT, ERROR, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (IshiRoomClient, ishi_room_client, G_TYPE_OBJECT)

static void connect_now (IshiRoomClient *self);

/* ------------------------------------------------------------------------ */
/* Writing                                                                   */
/* ------------------------------------------------------------------------ */

static void write_next (IshiRoomClient *self);

static void
write_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomClient *self = data;
  g_autoptr (GError) error = NULL;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      g_object_unref (self);
      return;   /* the read side notices the loss and reconnects */
    }
  g_free (g_queue_pop_head (&self->out));
  self->writing = FALSE;
  write_next (self);
  g_object_unref (self);
}

static void
write_next (IshiRoomClient *self)
{
  const char *line;

  if (self->writing || self->connection == NULL || g_queue_is_empty (&self->out))
    return;
  line = g_queue_peek_head (&self->out);
  self->writing = TRUE;
  g_output_stream_write_all_async (g_io_stream_get_output_stream (G_IO_STREAM (self->connection)),
                                   line, strlen (line), G_PRIORITY_DEFAULT, self->cancellable,
                                   write_cb, g_object_ref (self));
}

void
room_client_write_line (IshiRoomClient *self, const char *line)
{
  g_autofree char *text = g_strdup_printf ("%s\n", line);

  g_debug ("%s > %s", self->name, line);
  if (self->writer)
    {
      self->writer (text, self->writer_data);
      return;
    }
  if (self->connection == NULL)
    return;
  g_queue_push_tail (&self->out, g_steal_pointer (&text));
  write_next (self);
}

void
ishi_room_client_send (IshiRoomClient *self, const char *line)
{
  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  /* One line: a newline inside would be a second command. */
  g_autofree char *one = g_strdup (line);
  g_strdelimit (one, "\r\n", ' ');
  room_client_write_line (self, one);
}

void
ishi_room_client_set_writer (IshiRoomClient *self, IshiRoomClientWriteFunc func, gpointer data)
{
  self->writer = func;
  self->writer_data = data;
}

/* ------------------------------------------------------------------------ */
/* The connection                                                            */
/* ------------------------------------------------------------------------ */

static void read_next (IshiRoomClient *self);

static gboolean
retry_cb (gpointer data)
{
  IshiRoomClient *self = data;

  self->retry_source = 0;
  connect_now (self);
  return G_SOURCE_REMOVE;
}

static void
lost (IshiRoomClient *self)
{
  guint delay;

  g_clear_handle_id (&self->greeting_source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->connection);
  g_queue_clear_full (&self->out, g_free);
  self->writing = FALSE;
  g_string_truncate (self->line, 0);
  room_client_set_state (self, ISHI_ROOM_CLIENT_OFFLINE);
  if (self->host == NULL || self->retries >= self->max_retries)
    return;
  delay = MIN (500u << MIN (self->retries, 4u), 8000u);
  self->retries++;
  self->retry_source = g_timeout_add (delay, retry_cb, self);
}

static void
read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomClient *self = data;
  g_autoptr (GError) error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (self);
      return;
    }
  if (n <= 0)
    {
      lost (self);
      g_object_unref (self);
      return;
    }
  self->last_read_us = g_get_monotonic_time ();
  for (gssize i = 0; i < n; i++)
    {
      char c = self->buffer[i];
      /* Telnet's commands (IAC WILL ECHO around NNGS's password prompt,
       * RFC 854: 0xFF, a command, and an option for WILL/WONT/DO/DONT)
       * are no text. */
      if (self->iac > 0)
        {
          self->iac--;
          if (self->iac == 1 && ((guint8) c < 0xFB || (guint8) c == 0xFF))
            self->iac = 0;   /* a two-byte command, or an escaped 0xFF */
          continue;
        }
      if ((guint8) c == 0xFF)
        {
          self->iac = 2;
          continue;
        }
      if (c == '\n')
        {
          if (self->line->len && self->line->str[self->line->len - 1] == '\r')
            g_string_truncate (self->line, self->line->len - 1);
          ishi_room_client_feed (self, self->line->str);
          g_string_truncate (self->line, 0);
        }
      else if (self->line->len < ISHI_IGS_MAX_LINE)
        g_string_append_c (self->line, c ? c : ' ');
    }
  /* The prompts that end without a newline. */
  if (strcmp (self->line->str, "Login: ") == 0 || strcmp (self->line->str, "Password: ") == 0
      || strcmp (self->line->str, "#> ") == 0 || strcmp (self->line->str, "\r\nPassword: ") == 0)
    {
      ishi_room_client_feed (self, self->line->str);
      g_string_truncate (self->line, 0);
    }
  read_next (self);
  g_object_unref (self);
}

static void
read_next (IshiRoomClient *self)
{
  if (self->connection == NULL)
    return;
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (self->connection)),
                             self->buffer, sizeof self->buffer, G_PRIORITY_DEFAULT,
                             self->cancellable, read_cb, g_object_ref (self));
}

/* A plain server that went silent: asked whether it is there, and when
 * it says nothing more the connection is made again (a network gone
 * without a word is noticed in seconds, not in TCP's hours). */
static gboolean
liveness_cb (gpointer data)
{
  IshiRoomClient *self = data;
  gint64 now = g_get_monotonic_time ();

  if (self->connection == NULL || self->state != ISHI_ROOM_CLIENT_ONLINE)
    return G_SOURCE_CONTINUE;
  if (self->ayt_sent_us && self->last_read_us < self->ayt_sent_us
      && now - self->ayt_sent_us > (gint64) self->answer_ms * 1000)
    {
      g_debug ("%s: the server did not answer; connecting again", self->name);
      self->ayt_sent_us = 0;
      lost (self);
      return G_SOURCE_CONTINUE;
    }
  if ((self->ayt_sent_us == 0 || self->last_read_us >= self->ayt_sent_us)
      && now - self->last_read_us > (gint64) self->idle_ms * 1000)
    {
      self->ayt_sent_us = now;
      self->ayt_pending++;
      room_client_write_line (self, "ayt");
    }
  return G_SOURCE_CONTINUE;
}

void
ishi_room_client_set_liveness (IshiRoomClient *self, guint idle_ms, guint answer_ms)
{
  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  self->idle_ms = idle_ms ? idle_ms : LIVENESS_IDLE_MS;
  self->answer_ms = answer_ms ? answer_ms : LIVENESS_ANSWER_MS;
  g_clear_handle_id (&self->liveness_source, g_source_remove);
  if (self->host && self->server)
    self->liveness_source = g_timeout_add (MAX (MIN (self->idle_ms, self->answer_ms) / 4, 10u), liveness_cb, self);
}

/* A connection the server never greets is dropped and tried again: when
 * many connect at once (a class told to join), a connection the host's
 * queue had no room for looks open here and says nothing. */
static gboolean
greeting_late_cb (gpointer data)
{
  IshiRoomClient *self = data;

  self->greeting_source = 0;
  g_debug ("%s: no greeting from the server; connecting again", self->name);
  lost (self);
  return G_SOURCE_REMOVE;
}

static void
connected_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomClient *self = data;
  g_autoptr (GError) error = NULL;
  GSocketConnection *connection = g_socket_client_connect_to_host_finish (G_SOCKET_CLIENT (source),
                                                                          result, &error);

  if (connection == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        lost (self);
      g_object_unref (self);
      return;
    }
  self->connection = connection;
  self->last_read_us = g_get_monotonic_time ();
  self->ayt_sent_us = 0;
  self->ayt_pending = 0;
  g_clear_pointer (&self->login_said, g_free);
  self->login_said_id = NULL;
  self->refusal = NULL;
  /* The connection timeout is for connecting: a room may be quiet for
   * long, and a read must wait as long as it is. */
  g_socket_set_timeout (g_socket_connection_get_socket (connection), 0);
  g_socket_set_keepalive (g_socket_connection_get_socket (connection), TRUE);
  self->greeting_source = g_timeout_add (self->greeting_ms, greeting_late_cb, self);
  read_next (self);
  g_object_unref (self);
}

static void
connect_now (IshiRoomClient *self)
{
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  room_client_set_state (self, ISHI_ROOM_CLIENT_CONNECTING);
  g_socket_client_connect_to_host_async (self->socket_client, self->host, self->port,
                                         self->cancellable, connected_cb, g_object_ref (self));
}

void
ishi_room_client_connect (IshiRoomClient *self, const char *host, guint16 port, guint max_retries)
{
  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  ishi_room_client_disconnect (self);
  self->host = g_strdup (host);
  self->port = port;
  self->max_retries = max_retries ? max_retries : 100;
  self->retries = 0;
  /* A program coming back to where it was (a pupil's computer restarted)
   * counts as one that was in: its old connection may still look open. */
  self->was_online = self->coming_back;
  if (self->server)
    ishi_room_client_set_liveness (self, self->idle_ms, self->answer_ms);
  connect_now (self);
}

void
ishi_room_client_set_coming_back (IshiRoomClient *self, gboolean coming_back)
{
  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  self->coming_back = coming_back;
}

void
ishi_room_client_set_greeting_timeout (IshiRoomClient *self, guint ms)
{
  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  self->greeting_ms = ms ? ms : GREETING_MS;
}

void
room_client_login_failed (IshiRoomClient *self, const char *text)
{
  g_signal_emit_by_name (self, "login-failed", text);
  ishi_room_client_disconnect (self);
}

void
ishi_room_client_disconnect (IshiRoomClient *self)
{
  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  g_clear_pointer (&self->host, g_free);
  g_clear_handle_id (&self->retry_source, g_source_remove);
  g_clear_handle_id (&self->greeting_source, g_source_remove);
  g_clear_handle_id (&self->liveness_source, g_source_remove);
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  if (self->connection)
    g_io_stream_close (G_IO_STREAM (self->connection), NULL, NULL);
  lost (self);
}

/* ------------------------------------------------------------------------ */
/* The object                                                                */
/* ------------------------------------------------------------------------ */

const char *ishi_room_client_get_name (IshiRoomClient *self) { return self->name; }
const char *ishi_room_client_get_token (IshiRoomClient *self) { return self->token; }
const char *ishi_room_client_get_refusal (IshiRoomClient *self) { return self->refusal; }
IshiRoomClientState ishi_room_client_get_state (IshiRoomClient *self) { return self->state; }
const char *ishi_room_client_get_room_name (IshiRoomClient *self) { return self->room_name; }
const char *ishi_room_client_get_room_game (IshiRoomClient *self) { return self->room_game; }

void
ishi_room_client_set_token (IshiRoomClient *self, const char *token)
{
  g_free (self->token);
  self->token = g_strdup (token);
}

const IshiRoomClientTable *
ishi_room_client_get_table (IshiRoomClient *self, int number)
{
  Table *t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (number));

  return t ? &t->info : NULL;
}

int
ishi_room_client_get_own_table (IshiRoomClient *self, IshiColor *color)
{
  GHashTableIter iter;
  Table *t;

  if (self->own_game && (t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (self->own_game))))
    for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
      if (g_strcmp0 (t->info.seats[c], self->name) == 0)
        {
          if (color)
            *color = c;
          return t->info.number;
        }
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &t))
    for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
      if (g_strcmp0 (t->info.seats[c], self->name) == 0 && t->info.resumed_as == 0)
        {
          if (color)
            *color = c;
          return t->info.number;
        }
  return 0;
}

IshiMatch *
ishi_room_client_get_match (IshiRoomClient *self, int number)
{
  Table *t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (number));

  if (t == NULL || t->resending)
    return NULL;   /* nothing, or its moves are being sent again */
  room_client_sync_copy (self, t);
  return t->broken ? NULL : t->match;
}

static void
ishi_room_client_dispose (GObject *object)
{
  IshiRoomClient *self = ISHI_ROOM_CLIENT (object);

  g_clear_pointer (&self->host, g_free);
  g_clear_handle_id (&self->retry_source, g_source_remove);
  g_clear_handle_id (&self->greeting_source, g_source_remove);
  g_clear_handle_id (&self->liveness_source, g_source_remove);
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->connection);
  g_clear_object (&self->socket_client);
  G_OBJECT_CLASS (ishi_room_client_parent_class)->dispose (object);
}

static void
ishi_room_client_finalize (GObject *object)
{
  IshiRoomClient *self = ISHI_ROOM_CLIENT (object);

  g_queue_clear_full (&self->out, g_free);
  g_string_free (self->line, TRUE);
  g_hash_table_unref (self->tables);
  g_hash_table_unref (self->players);
  g_hash_table_unref (self->games);
  g_ptr_array_unref (self->stored);
  g_ptr_array_unref (self->loads);
  g_free (self->name);
  g_free (self->login_said);
  g_free (self->code);
  g_free (self->token);
  g_free (self->room_name);
  g_free (self->room_game);
  g_free (self->kibitz_from);
  g_free (self->pause_text);
  g_free (self->step_lesson);
  g_free (self->web_url);
  g_free (self->room_code);
  g_free (self->class_game);
  g_hash_table_unref (self->answers);
  g_ptr_array_unref (self->roster);
  g_ptr_array_unref (self->knocks);
  g_ptr_array_unref (self->seat_asks);
  g_clear_pointer (&self->roster_next, g_ptr_array_unref);
  G_OBJECT_CLASS (ishi_room_client_parent_class)->finalize (object);
}

static void
ishi_room_client_class_init (IshiRoomClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = ishi_room_client_dispose;
  object_class->finalize = ishi_room_client_finalize;
  signals[STATE_CHANGED] = g_signal_new ("state-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 0);
  signals[LINE] = g_signal_new ("line", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  signals[TABLE_CHANGED] = g_signal_new ("table-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[CHAT] = g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  signals[ERROR] = g_signal_new ("error", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_STRING);
  /* A message of the room's catalogue (ishi-room-messages.h): its IGS
   * code, its id, its arguments. */
  g_signal_new ("say", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRV);
  g_signal_new ("lists-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_signal_new ("match-offer", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 5,
                G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  g_signal_new ("class-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_signal_new ("pupil-renamed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                G_TYPE_STRING, G_TYPE_STRING);
  g_signal_new ("login-failed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                G_TYPE_STRING);
  /* The lines of Ishi's room about the room itself (ishi-room-client.h). */
  g_signal_new ("token-given", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                G_TYPE_STRING);
  g_signal_new ("room-named", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_signal_new ("code-accepted", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_signal_new ("scores", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  g_signal_new ("score", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                G_TYPE_STRING, G_TYPE_STRING);
  g_signal_new ("my-score", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                G_TYPE_STRING);
  g_signal_new ("komi-offer", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                G_TYPE_STRING, G_TYPE_DOUBLE);
  g_signal_new ("adjourn-request", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                G_TYPE_STRING);
}

static void
ishi_room_client_init (IshiRoomClient *self)
{
  self->tables = g_hash_table_new_full (NULL, NULL, NULL, room_client_table_free);
  self->line = g_string_new (NULL);
  self->socket_client = g_socket_client_new ();
  g_socket_client_set_timeout (self->socket_client, 10);
  self->greeting_ms = GREETING_MS;
  self->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->roster = g_ptr_array_new_with_free_func (g_free);
  self->knocks = g_ptr_array_new_with_free_func (g_free);
  self->seat_asks = g_ptr_array_new_with_free_func (g_free);
  self->idle_ms = LIVENESS_IDLE_MS;
  self->answer_ms = LIVENESS_ANSWER_MS;
  room_client_server_init (self);
}

IshiRoomClient *
ishi_room_client_new (const char *name, const char *code)
{
  IshiRoomClient *self = g_object_new (ISHI_TYPE_ROOM_CLIENT, NULL);

  /* The room keeps a name in its NFKC form (ishi-room-name.h): the seats
   * it announces carry that form, which the client looks for. */
  self->name = name && g_utf8_validate (name, -1, NULL) ? g_utf8_normalize (name, -1, G_NORMALIZE_ALL_COMPOSE)
                                                        : g_strdup (name);
  self->code = g_strdup (code);
  return self;
}

IshiRoomClient *
ishi_room_client_new_for_server (const char *name, const char *password)
{
  IshiRoomClient *self = ishi_room_client_new (name, NULL);

  self->server = TRUE;
  self->room_game = g_strdup ("go");
  self->token = g_strdup (password);
  return self;
}
