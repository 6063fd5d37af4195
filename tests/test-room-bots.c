/* test-room-bots.c — the room as scripts and schools use it, through the
 * programs: `ishi-tool serve` on loopback, two `ishi-tool bot`s with Ishi's
 * own engine at a low fixed level (fixed playouts and seed: the same game
 * every time) play a whole 9×9 game; the host's record must replay and
 * carry the players, the rule and the result.
 *
 * The processes are bounded: each is killed at the test's end, and the
 * bots leave after one game by themselves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <signal.h>
#include <string.h>

#include "ishi-game.h"
#include "ishi-room-client.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"

static GSubprocess *
spawn (GSubprocessFlags flags, GError **error, const char *const *argv)
{
  return g_subprocess_newv (argv, flags, error);
}

/* The port `ishi-tool serve --port 0` printed on its first line. */
static guint16
read_port (GSubprocess *serve)
{
  g_autoptr (GDataInputStream) in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  g_autofree char *line = g_data_input_stream_read_line_utf8 (in, NULL, NULL, NULL);
  const char *p;

  g_assert_nonnull (line);
  p = strstr (line, "port ");
  g_assert_nonnull (p);
  return (guint16) g_ascii_strtoull (p + 5, NULL, 10);
}

static void
test_two_bots (void)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *dir = g_dir_make_tmp ("ishi-bots-XXXXXX", NULL);
  g_autofree char *records = g_build_filename (dir, "records", NULL);
  g_autofree char *engine = g_strdup_printf ("%s gtp --level 1 --playouts 50 --seed 3", tool);
  g_autofree char *server = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) serve = NULL;
  g_autoptr (GSubprocess) b1 = NULL;
  g_autoptr (GSubprocess) b2 = NULL;
  const char *serve_argv[] = { tool, "serve", "--port", "0", "--address", "127.0.0.1",
                               "--code", "5151", "--records", records, "--name", "Bots", NULL };
  g_autofree char *sgf = NULL;
  GDir *d;
  const char *name;

  g_assert_nonnull (tool);
  serve = spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, serve_argv);
  g_assert_no_error (error);
  server = g_strdup_printf ("127.0.0.1:%u", read_port (serve));
  {
    const char *argv1[] = { tool, "bot", "--server", server, "--name", "kuro", "--code", "5151",
                            "--engine", engine, "--games", "1", NULL };
    const char *argv2[] = { tool, "bot", "--server", server, "--name", "shiro", "--code", "5151",
                            "--engine", engine, "--games", "1", NULL };
    b1 = spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, argv1);
    g_assert_no_error (error);
    b2 = spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, argv2);
    g_assert_no_error (error);
  }
  /* Each bot leaves by itself after its game (the suite's timeout bounds
   * a bot that would not). */
  g_assert_true (g_subprocess_wait_check (b1, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (b2, NULL, &error));
  g_assert_no_error (error);
  g_subprocess_send_signal (serve, SIGTERM);
  g_assert_true (g_subprocess_wait_check (serve, NULL, &error));
  g_assert_no_error (error);

  d = g_dir_open (records, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".sgf"))
      {
        g_assert_null (sgf);
        sgf = g_build_filename (records, name, NULL);
      }
  g_dir_close (d);
  g_assert_nonnull (sgf);
  {
    g_autoptr (IshiGame) game = ishi_test_game_from_file (sgf);
    g_autofree char *re = ishi_game_get_info (game, "RE");
    g_autofree char *pb = ishi_game_get_info (game, "PB");
    g_autofree char *pw = ishi_game_get_info (game, "PW");
    g_autofree char *ru = ishi_game_get_info (game, "RU");

    /* Who sits first is Black: either bot may be. */
    g_assert_true ((g_strcmp0 (pb, "kuro") == 0 && g_strcmp0 (pw, "shiro") == 0)
                   || (g_strcmp0 (pb, "shiro") == 0 && g_strcmp0 (pw, "kuro") == 0));
    g_assert_cmpstr (ru, ==, "Japanese (BSW)");
    g_assert_nonnull (re);
    g_assert_true (g_str_has_prefix (re, "B+") || g_str_has_prefix (re, "W+"));
    /* Every move of the record replays by the rules, to two passes. */
    g_assert_true (ishi_game_go_to_end (game, &error));
    g_assert_no_error (error);
    g_assert_cmpint (ishi_game_get_size (game), ==, 9);
    g_assert_cmpuint (ishi_game_get_move_number (game), >, 10);
  }
  ishi_test_remove_tree (dir);
}

/* --- the host killed with kill -9 and started again ----------------------- */

typedef gboolean (*Condition) (gpointer data);

static void
wait_for (Condition cond, gpointer data, const char *what)
{
  ishi_test_wait_until (cond, data, what, 30);
}

static gboolean
online (gpointer data)
{
  return ishi_room_client_get_state (data) == ISHI_ROOM_CLIENT_ONLINE
         && ishi_room_client_get_token (data) != NULL
         && ishi_room_client_get_room_game (data) != NULL;
}

static gboolean
seated_black (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && t->seats[ISHI_BLACK];
}

static gboolean
seated_two (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE];
}

typedef struct {
  IshiRoomClient *client;
  guint moves;
} Moves;

static gboolean
has_moves (gpointer data)
{
  Moves *m = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (m->client, 1);
  return t && t->started && t->moves->len >= m->moves;
}

static void
count_online (IshiRoomClient *c, gpointer data)
{
  if (ishi_room_client_get_state (c) == ISHI_ROOM_CLIENT_ONLINE)
    (*(int *) data)++;
}

static gboolean
back_online (gpointer data)
{
  int **n = data;
  return *n[0] >= 2 && *n[1] >= 2;
}

static GSubprocess *
serve_on (const char *tool, const char *records, const char *port, guint16 *got)
{
  const char *argv[] = { tool, "serve", "--port", port, "--address", "127.0.0.1",
                         "--code", "5151", "--records", records, "--name", "Kill", NULL };
  g_autoptr (GError) error = NULL;
  GSubprocess *serve = spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, argv);

  g_assert_no_error (error);
  *got = read_port (serve);
  return serve;
}

static void
test_host_killed (void)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *dir = g_dir_make_tmp ("ishi-kill-XXXXXX", NULL);
  g_autofree char *records = g_build_filename (dir, "records", NULL);
  g_autofree char *port_text = NULL;
  g_autoptr (GSubprocess) serve = NULL;
  g_autoptr (IshiRoomClient) anna = ishi_room_client_new ("anna", "5151");
  g_autoptr (IshiRoomClient) ken = ishi_room_client_new ("ken", "5151");
  int anna_online = 0, ken_online = 0;
  int *both[2] = { &anna_online, &ken_online };
  guint16 port;
  Moves m;

  g_assert_nonnull (tool);
  serve = serve_on (tool, records, "0", &port);
  port_text = g_strdup_printf ("%u", port);
  g_signal_connect (anna, "state-changed", G_CALLBACK (count_online), &anna_online);
  g_signal_connect (ken, "state-changed", G_CALLBACK (count_online), &ken_online);
  ishi_room_client_connect (anna, "127.0.0.1", port, 60);
  ishi_room_client_connect (ken, "127.0.0.1", port, 60);
  wait_for (online, anna, "anna in");
  wait_for (online, ken, "ken in");
  ishi_room_client_send (anna, "/join");
  wait_for (seated_black, anna, "anna seated");
  ishi_room_client_send (ken, "/join");
  wait_for (seated_two, ken, "both seated");
  ishi_room_client_send (anna, "/start");
  ishi_room_client_send (anna, "E5");
  m = (Moves) { ken, 1 };
  wait_for (has_moves, &m, "E5 announced");
  ishi_room_client_send (ken, "C3");
  m = (Moves) { anna, 2 };
  wait_for (has_moves, &m, "C3 announced");

  /* kill -9: nothing of the host runs after this. */
  g_subprocess_force_exit (serve);
  g_subprocess_wait (serve, NULL, NULL);
  g_clear_object (&serve);
  serve = serve_on (tool, records, port_text, &port);
  /* The clients come back by themselves, to their seats. */
  wait_for (back_online, both, "both back");
  ishi_room_client_send (anna, "D4");
  m = (Moves) { ken, 3 };
  wait_for (has_moves, &m, "D4 after the restart");
  ishi_room_client_send (ken, "resign");
  {
    const IshiRoomClientTable *t;
    gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
    do
      {
        g_main_context_iteration (NULL, TRUE);
        t = ishi_room_client_get_table (anna, 1);
      }
    while ((t == NULL || t->result == NULL) && g_get_monotonic_time () < end);
    g_assert_nonnull (t);
    g_assert_cmpstr (t->result, ==, "B+R");
  }
  ishi_room_client_disconnect (anna);
  ishi_room_client_disconnect (ken);
  g_subprocess_send_signal (serve, SIGTERM);
  g_subprocess_wait (serve, NULL, NULL);

  /* The record has the three moves, across the kill, and the result. */
  {
    GDir *d = g_dir_open (records, 0, NULL);
    const char *name;
    g_autofree char *sgf = NULL;
    g_assert_nonnull (d);
    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_suffix (name, ".sgf"))
        sgf = g_build_filename (records, name, NULL);
    g_dir_close (d);
    g_assert_nonnull (sgf);
    g_autoptr (IshiGame) game = ishi_test_game_from_file (sgf);
    g_autofree char *re = ishi_game_get_info (game, "RE");
    g_assert_cmpstr (re, ==, "B+R");
    g_assert_true (ishi_game_go_to_end (game, NULL));
    g_assert_cmpuint (ishi_game_get_move_number (game), ==, 3);
  }
  ishi_test_remove_tree (dir);
}

/* --- a bot again under its name ------------------------------------------ */

static void
exited_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *(gboolean *) data = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* The process ends by itself, with status 0, within 60 s. */
static void
wait_exit (GSubprocess *process, const char *what)
{
  gboolean exited = FALSE;

  g_subprocess_wait_async (process, NULL, exited_cb, &exited);
  ishi_test_wait_until (is_true, &exited, what, 60);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

static gboolean
kuro_seated (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && g_strcmp0 (t->seats[ISHI_BLACK], "kuro") == 0 && !t->away[ISHI_BLACK];
}

static gboolean
kuro_away (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && t->away[ISHI_BLACK];
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_IS_REGULAR);
}

static gboolean
seats_free (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && t->seats[ISHI_BLACK] == NULL && t->seats[ISHI_WHITE] == NULL;
}

/* The last round's bot could not come back: after its games its seat
 * stayed "away", and a bot of its name was asked a password it did not
 * have and waited for ever.  Now a bot killed at its seat comes back to
 * it with the token it kept (its state folder), and bots that have ended
 * have left their seats for the next ones of their names. */
static void
test_bot_again (void)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *dir = g_dir_make_tmp ("ishi-bots-XXXXXX", NULL);
  g_autofree char *records = g_build_filename (dir, "records", NULL);
  g_autofree char *engine = g_strdup_printf ("%s gtp --level 1 --playouts 50 --seed 3", tool);
  g_autofree char *server = NULL, *token_file = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) serve = NULL;
  g_autoptr (IshiRoomClient) watch = ishi_room_client_new ("watch", NULL);
  const char *serve_argv[] = { tool, "serve", "--port", "0", "--address", "127.0.0.1",
                               "--code", "5151", "--records", records, "--name", "Bots", NULL };
  guint16 port;

  serve = spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, serve_argv);
  g_assert_no_error (error);
  port = read_port (serve);
  server = g_strdup_printf ("127.0.0.1:%u", port);
  {
    g_autofree char *file = g_strdup_printf ("127.0.0.1_%u-kuro.token", port);
    token_file = g_build_filename (g_get_user_state_dir (), "ishi", "bots", file, NULL);
  }
  ishi_room_client_connect (watch, "127.0.0.1", port, 3);
  wait_for (online, watch, "the watcher in");
  {
    const char *kuro[] = { tool, "bot", "--server", server, "--name", "kuro", "--code", "5151",
                           "--engine", engine, "--games", "1", NULL };
    const char *shiro[] = { tool, "bot", "--server", server, "--name", "shiro", "--code", "5151",
                            "--engine", engine, "--games", "1", NULL };
    g_autoptr (GSubprocess) first = spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, kuro);
    g_autoptr (GSubprocess) again = NULL, other = NULL;

    g_assert_no_error (error);
    wait_for (kuro_seated, watch, "kuro at table 1");
    wait_for (file_exists, token_file, "kuro's token kept");
    g_subprocess_force_exit (first);
    g_subprocess_wait (first, NULL, NULL);
    wait_for (kuro_away, watch, "kuro away");
    /* kuro again: its seat, with the token it kept; shiro joins; one game. */
    again = spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, kuro);
    g_assert_no_error (error);
    wait_for (kuro_seated, watch, "kuro back at its seat");
    other = spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, shiro);
    g_assert_no_error (error);
    wait_exit (again, "kuro's game played, kuro gone");
    wait_exit (other, "shiro's game played, shiro gone");
    /* Both left their seats for the next ones of their names. */
    wait_for (seats_free, watch, "table 1's seats free");
  }
  ishi_room_client_disconnect (watch);
  g_subprocess_send_signal (serve, SIGTERM);
  g_assert_true (g_subprocess_wait_check (serve, NULL, &error));
  ishi_test_remove_tree (dir);
}

/* --- two bots, the host killed under them ------------------------------ */

/* The moves of the record in `records`, -1 while there is none; *over
 * when it has a result. */
static int
record_moves (const char *records, gboolean *over)
{
  GDir *d = g_dir_open (records, 0, NULL);
  const char *name;
  int n = -1;

  *over = FALSE;
  while (d && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".sgf"))
      {
        g_autofree char *path = g_build_filename (records, name, NULL);
        g_autoptr (GFile) file = g_file_new_for_path (path);
        g_autoptr (IshiSgfCollection) col = ishi_sgf_read_file (file, NULL);
        g_autoptr (IshiGame) game = col ? ishi_game_new_from_collection (col, 0, NULL) : NULL;
        g_autofree char *re = game ? ishi_game_get_info (game, "RE") : NULL;
        if (game && ishi_game_go_to_end (game, NULL))
          n = ishi_game_get_move_number (game);
        *over = re != NULL;
      }
  if (d)
    g_dir_close (d);
  return n;
}

static gboolean
keep_looking (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
count_exit_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  (*(int *) data)++;
}

/* Issue 52, 4: two bots with Ishi's engine, the host killed with -9 at
 * move 14 and started again on its records folder.  Each bot's client
 * read the game sent again one move at a time, and the bot asked its
 * engine for a move on the first moves of it: Black played on a stone
 * ("Illegal move (occupied)"), and the game never ended.  Each must come
 * back to the host's position and finish. */
static void
test_bots_host_killed (void)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *dir = g_dir_make_tmp ("ishi-bots-kill-XXXXXX", NULL);
  g_autofree char *records = g_build_filename (dir, "records", NULL);
  g_autofree char *engine = g_strdup_printf ("%s gtp --level 1 --playouts 200 --seed 5", tool);
  g_autofree char *server = NULL, *port_text = NULL;
  g_autoptr (GSubprocess) serve = NULL;
  g_autoptr (GSubprocess) b1 = NULL;
  g_autoptr (GSubprocess) b2 = NULL;
  g_autoptr (GError) error = NULL;
  gboolean over = FALSE;
  int moves = -1, exited = 0;
  guint16 port;
  gint64 end;

  g_assert_nonnull (tool);
  serve = serve_on (tool, records, "0", &port);
  port_text = g_strdup_printf ("%u", port);
  server = g_strdup_printf ("127.0.0.1:%u", port);
  {
    const char *argv1[] = { tool, "bot", "--server", server, "--name", "kuro", "--code", "5151",
                            "--engine", engine, "--games", "1", NULL };
    const char *argv2[] = { tool, "bot", "--server", server, "--name", "shiro", "--code", "5151",
                            "--engine", engine, "--games", "1", NULL };
    b1 = spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, argv1);
    g_assert_no_error (error);
    b2 = spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, argv2);
    g_assert_no_error (error);
  }
  g_subprocess_wait_async (b1, NULL, count_exit_cb, &exited);
  g_subprocess_wait_async (b2, NULL, count_exit_cb, &exited);
  end = g_get_monotonic_time () + 300 * G_USEC_PER_SEC;
  while ((moves = record_moves (records, &over)) < 14 && !over && g_get_monotonic_time () < end)
    g_usleep (5000);
  g_assert_false (over);
  g_assert_cmpint (moves, >=, 14);
  g_test_message ("the host killed at move %d", moves);
  g_subprocess_force_exit (serve);
  g_subprocess_wait (serve, NULL, NULL);
  g_clear_object (&serve);
  serve = serve_on (tool, records, port_text, &port);
  /* Both bots finish the game and leave by themselves (the loop wakes
   * up to look at the deadline: bots that wait for each other say
   * nothing). */
  {
    guint tick = g_timeout_add (100, keep_looking, NULL);
    while (exited < 2 && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (tick);
  }
  if (exited < 2)
    {
      g_subprocess_force_exit (b1);
      g_subprocess_force_exit (b2);
      g_subprocess_force_exit (serve);
    }
  g_assert_cmpint (exited, ==, 2);
  g_assert_true (g_subprocess_get_successful (b1));
  g_assert_true (g_subprocess_get_successful (b2));
  g_subprocess_send_signal (serve, SIGTERM);
  g_subprocess_wait (serve, NULL, NULL);
  g_assert_cmpint (record_moves (records, &over), >, moves);
  g_assert_true (over);
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *state = g_dir_make_tmp ("ishi-bots-state-XXXXXX", NULL);
  int status;

  /* The bots keep their tokens in their state folder: the test's own. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-bots/two-bots", test_two_bots);
  g_test_add_func ("/room-bots/host-killed", test_host_killed);
  g_test_add_func ("/room-bots/bot-again", test_bot_again);
  g_test_add_func ("/room-bots/bots-host-killed", test_bots_host_killed);
  status = g_test_run ();
  ishi_test_remove_tree (state);
  return status;
}
