/* ishi-room-web-lesson.c — the page's `GET /lesson?…`: the step the
 * teacher shares, drawn by the host's function in a worker thread, behind
 * the room's code and a rate (ishi-room-web.h, SECURITY.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-web-lesson.h"

#include <string.h>

/* Lesson answers kept (the same step, drawn once for the class). */
#define LESSON_CACHE 256
/* RFC 6585 (libsoup 3.2 names it not). */
#define STATUS_TOO_MANY_REQUESTS 429
/* /lesson from all addresses together, a second (bursts of twice that),
 * and the addresses whose rate is kept (beyond, all are forgotten). */
#define LESSON_RATE_ALL 50
#define LESSON_ADDRESSES 4096
/* The longest value of a /lesson parameter (a step's moves, 361 of them
 * at most, fit). */
#define LESSON_MAX_VALUE 4096

typedef struct {
  IshiRoomWeb *web;
  SoupServerMessage *msg;
  GHashTable *query;
  char *key;
  gboolean gone;             /* the client went away meanwhile */
} LessonJob;

static void
lesson_job_free (gpointer data)
{
  LessonJob *job = data;

  g_signal_handlers_disconnect_by_data (job->msg, job);
  g_object_unref (job->msg);
  g_object_unref (job->web);
  g_hash_table_unref (job->query);
  g_free (job->key);
  g_free (job);
}

static void
lesson_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  LessonJob *job = data;
  GError *error = NULL;
  GBytes *bytes = job->web->lesson_func (job->query, job->web->lesson_data, &error);

  if (bytes)
    g_task_return_pointer (task, bytes, (GDestroyNotify) g_bytes_unref);
  else
    g_task_return_error (task, error);
}

static void
lesson_answer (SoupServerMessage *msg, GBytes *bytes, const GError *error)
{
  if (bytes)
    room_web_answer_bytes (msg, "application/json; charset=utf-8", bytes, "no-store");
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    room_web_answer_text (msg, SOUP_STATUS_NOT_FOUND, error->message);
  else
    room_web_answer_text (msg, SOUP_STATUS_BAD_REQUEST, error ? error->message : "");
}

static void
lesson_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomWeb *self = ISHI_ROOM_WEB (source);
  LessonJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_task_propagate_pointer (G_TASK (result), &error);

  if (bytes)
    {
      if (g_hash_table_size (self->lesson_cache) >= LESSON_CACHE)
        g_hash_table_remove_all (self->lesson_cache);
      g_hash_table_replace (self->lesson_cache, g_strdup (job->key), g_bytes_ref (bytes));
    }
  if (job->gone)
    return;
  lesson_answer (job->msg, bytes, error);
  soup_server_message_unpause (job->msg);
}

static void
lesson_gone_cb (SoupServerMessage *msg, LessonJob *job)
{
  job->gone = TRUE;
}

/* The query in one order, as the cache's key. */
static char *
query_key (GHashTable *query)
{
  g_autoptr (GList) keys = g_list_sort (g_hash_table_get_keys (query), (GCompareFunc) strcmp);
  GString *key = g_string_new (NULL);

  for (GList *l = keys; l; l = l->next)
    g_string_append_printf (key, "%s=%s&", (char *) l->data, (char *) g_hash_table_lookup (query, l->data));
  return g_string_free (key, FALSE);
}

/* The page's parameters, and no others: each other one would be one more
 * answer to draw and to keep. */
static gboolean
lesson_query_is_valid (GHashTable *query)
{
  static const char *const known[] = { "id", "step", "seq", "moves", "hint", "answer", "grade", NULL };
  GHashTableIter iter;
  const char *name, *value;

  if (query == NULL || g_hash_table_lookup (query, "id") == NULL || g_hash_table_lookup (query, "step") == NULL)
    return FALSE;
  g_hash_table_iter_init (&iter, query);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, (gpointer *) &value))
    if (!g_strv_contains (known, name) || value == NULL || strlen (value) > LESSON_MAX_VALUE)
      return FALSE;
  return TRUE;
}

/* Whether the address (and all together) is within the rate of
 * /lesson now. */
static gboolean
lesson_within_rate (IshiRoomWeb *self, SoupServerMessage *msg)
{
  GSocketAddress *peer = soup_server_message_get_remote_address (msg);
  g_autofree char *text = G_IS_INET_SOCKET_ADDRESS (peer)
    ? g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (peer))) : NULL;
  g_autofree char *key = ishi_room_gate_key (text);
  IshiRoomFlood *rate = g_hash_table_lookup (self->lesson_rates, key);
  gint64 now = g_get_monotonic_time ();

  if (rate == NULL)
    {
      if (g_hash_table_size (self->lesson_rates) >= LESSON_ADDRESSES)
        g_hash_table_remove_all (self->lesson_rates);
      rate = g_new0 (IshiRoomFlood, 1);
      ishi_room_flood_init (rate, self->limits.lesson_rate ? self->limits.lesson_rate : 5, now);
      g_hash_table_insert (self->lesson_rates, g_steal_pointer (&key), rate);
    }
  return ishi_room_flood_line (rate, now) == ISHI_ROOM_LINE_TAKEN
         && ishi_room_flood_line (&self->lesson_rate_all, now) == ISHI_ROOM_LINE_TAKEN;
}

/* The room's code, in the page's X-Ishi-Code header: the lesson is the
 * class's, as the room is. */
static gboolean
lesson_code_is_right (IshiRoomWeb *self, SoupServerMessage *msg)
{
  const char *code = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "X-Ishi-Code");
  GSocketAddress *peer = soup_server_message_get_remote_address (msg);
  g_autofree char *address = G_IS_INET_SOCKET_ADDRESS (peer)
    ? g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (peer))) : NULL;
  guint wait = 0;

  if (ishi_room_check_code (ishi_room_server_get_room (self->server), address, code, &wait))
    return TRUE;
  if (wait > 0)
    {
      g_autofree char *after = g_strdup_printf ("%u", wait);
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Retry-After", after);
      room_web_answer_text (msg, STATUS_TOO_MANY_REQUESTS, "Too many wrong codes from your address: wait.");
    }
  else
    room_web_answer_text (msg, SOUP_STATUS_FORBIDDEN, "The room's code, please.");
  return FALSE;
}

void
room_web_serve_lesson (IshiRoomWeb *self, SoupServerMessage *msg, GHashTable *query)
{
  g_autoptr (GTask) task = NULL;
  g_autofree char *key = NULL;
  GBytes *cached;
  LessonJob *job;

  if (self->lesson_func == NULL)
    {
      room_web_answer_text (msg, SOUP_STATUS_NOT_FOUND, "No lessons here.");
      return;
    }
  if (!lesson_query_is_valid (query))
    {
      room_web_answer_text (msg, SOUP_STATUS_BAD_REQUEST, "Which lesson?");
      return;
    }
  if (!lesson_code_is_right (self, msg))
    return;
  key = query_key (query);
  cached = g_hash_table_lookup (self->lesson_cache, key);
  if (cached)
    {
      lesson_answer (msg, cached, NULL);
      return;
    }
  /* A drawing costs the host: so many a second.  (The class's step,
   * drawn once, is then kept: a whole class behind one router asks it at
   * once and is served from the cache.) */
  if (!lesson_within_rate (self, msg))
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Retry-After", "1");
      room_web_answer_text (msg, STATUS_TOO_MANY_REQUESTS, "Too many requests: wait a second.");
      return;
    }
  job = g_new0 (LessonJob, 1);
  job->web = g_object_ref (self);
  job->msg = g_object_ref (msg);
  job->query = g_hash_table_ref (query);
  job->key = g_steal_pointer (&key);
  g_signal_connect (msg, "disconnected", G_CALLBACK (lesson_gone_cb), job);
  soup_server_message_pause (msg);
  task = g_task_new (self, NULL, lesson_done_cb, NULL);
  g_task_set_task_data (task, job, lesson_job_free);
  g_task_run_in_thread (task, lesson_thread);
}


void
room_web_lessons_init (IshiRoomWeb *self)
{
  self->lesson_rates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  ishi_room_flood_init (&self->lesson_rate_all, LESSON_RATE_ALL, g_get_monotonic_time ());
}
