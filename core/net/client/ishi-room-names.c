/* ishi-room-names.c — see ishi-room-names.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-names.h"

#include <string.h>

#include "ishi-igs.h"
#include "ishi-room-messages.h"

#define TIMEOUT_S 10

typedef struct {
  char *question;          /* "pupils CODE\n" */
  GSocketClient *client;
  GSocketConnection *connection;
  GDataInputStream *in;
  GPtrArray *names;
  GPtrArray *in_use;
  int grade;
} Lookup;

typedef struct {
  char **names, **in_use;
  int grade;
} Answer;

static void
answer_free (gpointer data)
{
  Answer *a = data;

  g_strfreev (a->names);
  g_strfreev (a->in_use);
  g_free (a);
}

static void
lookup_free (gpointer data)
{
  Lookup *l = data;

  g_free (l->question);
  g_clear_object (&l->in);
  if (l->connection)
    g_io_stream_close (G_IO_STREAM (l->connection), NULL, NULL);
  g_clear_object (&l->connection);
  g_clear_object (&l->client);
  g_ptr_array_unref (l->names);
  g_ptr_array_unref (l->in_use);
  g_free (l);
}

static void read_next (GTask *task);

static int
by_name (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (*(const char **) a, *(const char **) b);
}

static void
line_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  Lookup *l = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL,
                                                                &error);
  const char *text = line;

  if (line == NULL)
    {
      if (error)
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CONNECTION_CLOSED,
                                 "The room closed the connection before it answered.");
      return;
    }
  g_strchomp (line);
  /* The prompt comes without a newline: before the answer's first line. */
  while (g_str_has_prefix (text, "Login: "))
    text += 7;
  if (strcmp (text, "700 pupils-end") == 0)
    {
      Answer *a = g_new0 (Answer, 1);
      /* The names in the class's order, as the room keeps them. */
      g_ptr_array_add (l->names, NULL);
      g_ptr_array_sort (l->in_use, by_name);
      g_ptr_array_add (l->in_use, NULL);
      a->names = (char **) g_ptr_array_steal (l->names, NULL);
      a->in_use = (char **) g_ptr_array_steal (l->in_use, NULL);
      a->grade = l->grade;
      g_task_return_pointer (task, a, answer_free);
      return;
    }
  if (g_str_has_prefix (text, "700 pupil ") && ishi_igs_name_is_valid (text + 10))
    g_ptr_array_add (l->names, g_strdup (text + 10));
  else if (g_str_has_prefix (text, "700 pupil-in-use ") && ishi_igs_name_is_valid (text + 17))
    g_ptr_array_add (l->in_use, g_strdup (text + 17));
  else if (g_str_has_prefix (text, "700 grade "))
    {
      gint64 grade = 0;
      if (g_ascii_string_to_signed (text + 10, 10, 0, 6, &grade, NULL))
        l->grade = (int) grade;
    }
  else if (g_str_has_prefix (text, "5 "))
    {
      gboolean no_class = ishi_room_message_is (text + 2, ISHI_ROOM_MSG_NO_CLASS_NO_LIST);
      g_task_return_new_error (task, G_IO_ERROR, no_class ? G_IO_ERROR_NOT_SUPPORTED : G_IO_ERROR_PERMISSION_DENIED,
                               "%s", text + 2);
      return;
    }
  read_next (g_steal_pointer (&task));
}

static void
read_next (GTask *task)
{
  Lookup *l = g_task_get_task_data (task);

  g_data_input_stream_read_line_async (l->in, G_PRIORITY_DEFAULT, g_task_get_cancellable (task), line_cb, task);
}

static void
written_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  GError *error = NULL;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  read_next (task);
}

static void
connected_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  Lookup *l = g_task_get_task_data (task);
  GError *error = NULL;

  l->connection = g_socket_client_connect_to_host_finish (G_SOCKET_CLIENT (source), result, &error);
  if (l->connection == NULL)
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  /* Each read waits at most TIMEOUT_S: a room that says nothing ends it. */
  g_socket_set_timeout (g_socket_connection_get_socket (l->connection), TIMEOUT_S);
  l->in = g_data_input_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (l->connection)));
  g_data_input_stream_set_newline_type (l->in, G_DATA_STREAM_NEWLINE_TYPE_ANY);
  g_output_stream_write_all_async (g_io_stream_get_output_stream (G_IO_STREAM (l->connection)), l->question,
                                   strlen (l->question), G_PRIORITY_DEFAULT, g_task_get_cancellable (task),
                                   written_cb, task);
}

void
ishi_room_names_async (const char *host, guint16 port, const char *code, GCancellable *cancellable,
                       GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  Lookup *l = g_new0 (Lookup, 1);
  g_autofree char *one = g_strdup (code ? code : "");

  g_strdelimit (one, "\r\n", ' ');   /* one line */
  g_task_set_source_tag (task, ishi_room_names_async);
  l->question = g_strdup_printf ("pupils %s\n", one);
  l->names = g_ptr_array_new_with_free_func (g_free);
  l->in_use = g_ptr_array_new_with_free_func (g_free);
  l->client = g_socket_client_new ();
  g_socket_client_set_timeout (l->client, TIMEOUT_S);
  g_task_set_task_data (task, l, lookup_free);
  g_socket_client_connect_to_host_async (l->client, host, port, cancellable, connected_cb, task);
}

char **
ishi_room_names_finish (GAsyncResult *result, char ***in_use, int *grade, GError **error)
{
  Answer *a;
  char **names;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  if (in_use)
    *in_use = NULL;
  if (grade)
    *grade = 0;
  a = g_task_propagate_pointer (G_TASK (result), error);
  if (a == NULL)
    return NULL;
  names = g_steal_pointer (&a->names);
  if (in_use)
    *in_use = g_steal_pointer (&a->in_use);
  if (grade)
    *grade = a->grade;
  answer_free (a);
  return names;
}
