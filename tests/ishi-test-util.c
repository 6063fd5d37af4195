/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ishi-game.h"
#include "ishi-rules.h"
#include "ishi-test-util.h"

static IshiGame *
game_from_collection (IshiSgfCollection *collection, GError *error)
{
  IshiGame *game;

  g_assert_no_error (error);
  g_assert_nonnull (collection);
  game = ishi_game_new_from_collection (collection, 0, &error);
  g_assert_no_error (error);
  ishi_sgf_collection_free (collection);
  return game;
}

IshiGame *
ishi_test_game_from_text (const char *sgf)
{
  GError *error = NULL;
  IshiSgfCollection *collection = ishi_sgf_parse (sgf, strlen (sgf), "test.sgf", &error);

  return game_from_collection (collection, error);
}

IshiGame *
ishi_test_game_from_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GError *error = NULL;
  IshiSgfCollection *collection = ishi_sgf_read_file (file, &error);

  return game_from_collection (collection, error);
}

char *
ishi_test_data_path (const char *relative)
{
  const char *root = g_getenv ("ISHI_TESTDATA");
  g_autofree char *path = NULL;

  if (root == NULL)
    root = "../shared/testdata";
  path = g_build_filename (root, relative, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip_printf ("%s is not there", path);
      return NULL;
    }
  return g_steal_pointer (&path);
}

char *
ishi_test_src_path (const char *relative)
{
  const char *root = g_getenv ("ISHI_TESTS_SRCDIR");

  return g_build_filename (root ? root : ".", relative, NULL);
}

void
ishi_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        ishi_test_remove_tree (child);
      else
        g_remove (child);
    }
  g_dir_close (dir);
  g_rmdir (path);
}

static gboolean
late_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
ishi_test_wait_until (gboolean (*done) (gpointer data), gpointer data, const char *what, guint seconds)
{
  gboolean late = FALSE;
  guint source = g_timeout_add_seconds (seconds, late_cb, &late);

  while (!done (data) && !late)
    g_main_context_iteration (NULL, TRUE);
  if (late)
    g_error ("waited %u s for: %s", seconds, what);
  g_source_remove (source);
}

typedef struct {
  gboolean done;
  char *out;
  GError *error;
} Bounded;

static void
bounded_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Bounded *b = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &b->out, NULL, &b->error);
  b->done = TRUE;
}

int
ishi_test_run_bounded (const char *const *argv, guint seconds, char **out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *what = g_strdup_printf ("%s %s to end", argv[0], argv[1] ? argv[1] : "");
  Bounded b = { 0 };
  gboolean late = FALSE;
  guint source;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, bounded_done, &b);
  source = g_timeout_add_seconds (seconds, late_cb, &late);
  while (!b.done && !late)
    g_main_context_iteration (NULL, TRUE);
  if (late)
    {
      g_subprocess_force_exit (process);
      g_error ("waited %u s for %s: it did not end", seconds, what);
    }
  g_source_remove (source);
  g_assert_no_error (b.error);
  g_subprocess_wait (process, NULL, NULL);
  if (out)
    *out = b.out;
  else
    g_free (b.out);
  if (g_subprocess_get_if_signaled (process))
    return 128 + g_subprocess_get_term_sig (process);
  return g_subprocess_get_exit_status (process);
}

/* ------------------------------------------------------------------------ */
/* A scripted server                                                         */
/* ------------------------------------------------------------------------ */

struct _IshiTestReplay {
  GSocketService *service;
  GPtrArray *sections;           /* of GPtrArray * of char *: the script of each connection */
  GString *received;
  guint connections;
  guint step;                    /* "> …" lines passed on the current connection */
  GSocketConnection *current;
  GDataInputStream *in;
  GPtrArray *script;             /* the current connection's */
  guint at;                      /* the next line of it */
  GCancellable *cancellable;
};

static void replay_read_next (IshiTestReplay *r);

static void
replay_send (IshiTestReplay *r, const char *text)
{
  GOutputStream *out = g_io_stream_get_output_stream (G_IO_STREAM (r->current));
  gsize n = strlen (text);
  gboolean open_line = n > 0 && text[n - 1] == '|';
  GString *data = g_string_new (NULL);

  /* "\xNN" is a byte (telnet's commands in a recorded login). */
  for (gsize i = 0; i < (open_line ? n - 1 : n); i++)
    if (text[i] == '\\' && text[i + 1] == 'x' && g_ascii_isxdigit (text[i + 2]) && g_ascii_isxdigit (text[i + 3]))
      {
        g_string_append_c (data, (char) (g_ascii_xdigit_value (text[i + 2]) * 16 + g_ascii_xdigit_value (text[i + 3])));
        i += 3;
      }
    else
      g_string_append_c (data, text[i]);
  if (!open_line)
    g_string_append (data, "\r\n");
  g_output_stream_write_all (out, data->str, data->len, NULL, NULL, NULL);
  g_string_free (data, TRUE);
}

/* Plays the script on until it waits for the client (or ends). */
static void
replay_run (IshiTestReplay *r)
{
  while (r->current && r->at < r->script->len)
    {
      const char *line = r->script->pdata[r->at];
      if (line[0] == '>')
        return;
      r->at++;
      if (line[0] == '<')
        replay_send (r, line[1] == ' ' ? line + 2 : line + 1);
      else if (strcmp (line, "!close") == 0)
        {
          g_cancellable_cancel (r->cancellable);
          g_io_stream_close (G_IO_STREAM (r->current), NULL, NULL);
          g_clear_object (&r->in);
          g_clear_object (&r->current);
        }
    }
}

static gboolean
replay_expects (const char *expected, const char *got)
{
  gsize n = strlen (expected);

  if (n > 0 && expected[n - 1] == '*')
    return strncmp (expected, got, n - 1) == 0;
  return strcmp (expected, got) == 0;
}

static void
replay_line_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiTestReplay *r = data;
  g_autoptr (GError) error = NULL;
  gsize length;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, &length, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (line == NULL || G_DATA_INPUT_STREAM (source) != r->in)
    return;   /* the client closed, or an older connection */
  g_strchomp (line);
  g_string_append_printf (r->received, "%s\n", line);
  if (r->at < r->script->len && replay_expects ((const char *) r->script->pdata[r->at] + 2, line))
    {
      r->at++;
      r->step++;
      replay_run (r);
    }
  replay_read_next (r);
}

static void
replay_read_next (IshiTestReplay *r)
{
  if (r->in)
    g_data_input_stream_read_line_async (r->in, G_PRIORITY_DEFAULT, r->cancellable, replay_line_cb, r);
}

static gboolean
replay_incoming_cb (GSocketService *service, GSocketConnection *connection, GObject *source,
                    gpointer data)
{
  IshiTestReplay *r = data;
  guint section = MIN (r->connections, r->sections->len - 1);

  if (r->cancellable)
    g_cancellable_cancel (r->cancellable);
  g_clear_object (&r->cancellable);
  g_clear_object (&r->in);
  g_clear_object (&r->current);
  r->cancellable = g_cancellable_new ();
  r->connections++;
  r->current = g_object_ref (connection);
  r->in = g_data_input_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (connection)));
  g_data_input_stream_set_newline_type (r->in, G_DATA_STREAM_NEWLINE_TYPE_ANY);
  r->script = r->sections->pdata[section];
  r->at = 0;
  r->step = 0;
  replay_run (r);
  replay_read_next (r);
  return TRUE;
}

IshiTestReplay *
ishi_test_replay_new (const char *script_path, guint16 *port)
{
  IshiTestReplay *r = g_new0 (IshiTestReplay, 1);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) address = g_inet_socket_address_new (loopback, 0);
  g_autoptr (GSocketAddress) bound = NULL;
  GPtrArray *section = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (script_path, &text, NULL, &error));
  r->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_ptr_array_add (r->sections, section);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      if (strcmp (lines[i], "== connection") == 0)
        {
          section = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (r->sections, section);
        }
      else if (lines[i][0] == '<' || lines[i][0] == '>' || lines[i][0] == '!')
        g_ptr_array_add (section, g_strdup (lines[i]));
    }
  r->received = g_string_new (NULL);
  r->service = g_socket_service_new ();
  g_assert_true (g_socket_listener_add_address (G_SOCKET_LISTENER (r->service), address,
                                                G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL,
                                                &bound, &error));
  g_assert_no_error (error);
  *port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  g_signal_connect (r->service, "incoming", G_CALLBACK (replay_incoming_cb), r);
  g_socket_service_start (r->service);
  return r;
}

const char *
ishi_test_replay_get_received (IshiTestReplay *r)
{
  return r->received->str;
}

guint
ishi_test_replay_get_step (IshiTestReplay *r)
{
  return r->step;
}

guint
ishi_test_replay_get_connections (IshiTestReplay *r)
{
  return r->connections;
}

void
ishi_test_replay_free (IshiTestReplay *r)
{
  g_socket_service_stop (r->service);
  g_socket_listener_close (G_SOCKET_LISTENER (r->service));
  g_signal_handlers_disconnect_by_data (r->service, r);
  if (r->cancellable)
    g_cancellable_cancel (r->cancellable);
  /* Cancelled reads finish on the main loop: let them. */
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_clear_object (&r->cancellable);
  g_clear_object (&r->in);
  if (r->current)
    g_io_stream_close (G_IO_STREAM (r->current), NULL, NULL);
  g_clear_object (&r->current);
  g_object_unref (r->service);
  g_ptr_array_unref (r->sections);
  g_string_free (r->received, TRUE);
  g_free (r);
}

char *
ishi_test_fake_gtp_command (const char *options)
{
  const char *fake = g_getenv ("ISHI_FAKE_GTP");
  g_autofree char *quoted = NULL;

  if (fake == NULL)
    return NULL;
  quoted = g_shell_quote (fake);
  return g_strdup_printf ("%s %s", quoted, options ? options : "");
}

IshiPoint
ishi_test_renju_point (const char *name)
{
  IshiPoint p;

  if (!ishi_rules_renju ()->parse_point (ISHI_RENJU_SIZE, name, &p.x, &p.y))
    g_error ("bad point “%s” in the test", name);
  return p;
}

void
ishi_test_renju_board (IshiRenjuBoard *board, const char *stones)
{
  g_auto(GStrv) tokens = g_strsplit (stones, " ", -1);
  IshiColor color = ISHI_BLACK;

  ishi_renju_board_init (board);
  for (guint i = 0; tokens[i] != NULL; i++)
    if (strcmp (tokens[i], "X") == 0)
      color = ISHI_BLACK;
    else if (strcmp (tokens[i], "O") == 0)
      color = ISHI_WHITE;
    else if (*tokens[i] != '\0')
      {
        IshiPoint p = ishi_test_renju_point (tokens[i]);

        g_assert_cmpint (ishi_renju_board_get (board, p.x, p.y), ==, ISHI_EMPTY);
        ishi_renju_board_set (board, p.x, p.y, color);
      }
}

void
ishi_test_renju_random_board (GRand *rand, IshiRenjuBoard *board, guint stones)
{
  gboolean whole = g_rand_boolean (rand);
  int n = ISHI_RENJU_SIZE;

  ishi_renju_board_init (board);
  for (guint i = 0; i < stones; i++)
    {
      int x = whole ? g_rand_int_range (rand, 0, n) : g_rand_int_range (rand, 2, n - 2);
      int y = whole ? g_rand_int_range (rand, 0, n) : g_rand_int_range (rand, 2, n - 2);

      if (ishi_renju_board_get (board, x, y) == ISHI_EMPTY)
        ishi_renju_board_set (board, x, y, i % 2 ? ISHI_WHITE : ISHI_BLACK);
    }
}

gboolean
ishi_test_renju_has_five_point (const IshiRenjuBoard *board)
{
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      if (ishi_renju_board_get (board, x, y) == ISHI_EMPTY
          && (ishi_renju_board_makes_five (board, ISHI_BLACK, x, y, NULL)
              || ishi_renju_board_makes_five (board, ISHI_WHITE, x, y, NULL)))
        return TRUE;
  return FALSE;
}
