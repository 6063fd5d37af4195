/* test-window-server.c — Connect to a Server from the window, against a
 * recorded NNGS session played on loopback (tests/net/nngs-kumi.script):
 * the form, a guest's login, a match offer shown and declined, one
 * accepted, the komi offered and agreed, moves by clicks on the board
 * (sent, and drawn only when the server echoes them), the opponent's
 * undo, the count with the server's removal, the server's result shown
 * and the game saved as SGF with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "ishi-board-view.h"
#include "ishi-igs-server.h"
#include "ishi-igs.h"
#include "ishi-room-client.h"
#include "ishi-room-table-view.h"
#include "ishi-server-form.h"
#include "ishi-server-window.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"

typedef struct {
  IshiServerWindow *window;
  IshiTestReplay *replay;
  guint step;
} Scene;

static gboolean
at_step (gpointer data)
{
  Scene *s = data;

  return ishi_test_replay_get_step (s->replay) >= s->step;
}

static void
wait_step (Scene *s, guint step, const char *what)
{
  s->step = step;
  ishi_test_wait_until (at_step, s, what, 20);
}

/* The question the window put up (a match, a komi), answered. */
static gboolean
question_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (toplevels, i);
      if (GTK_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return TRUE;
    }
  return FALSE;
}

static char *
answer_question (int response)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  char *text = NULL;

  ishi_test_wait_until (question_shown, NULL, "a question", 20);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (toplevels, i);
      if (GTK_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        {
          g_object_get (w, "text", &text, NULL);
          gtk_dialog_response (GTK_DIALOG (w), response);
          break;
        }
    }
  return text;
}

static IshiRoomTableView *
view1 (Scene *s)
{
  GtkWidget *view = ishi_server_window_get_view (s->window, 1);

  g_assert_nonnull (view);
  return ISHI_ROOM_TABLE_VIEW (view);
}

static guint wanted_moves;
static int click_game = 1;

static gboolean
moves_in (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (ishi_server_window_get_client (s->window), click_game);

  return t && t->moves->len >= wanted_moves && ishi_server_window_get_view (s->window, click_game) != NULL;
}

/* Clicks `point` in game `click_game` (1 unless told) once it has `moves`
 * moves (the server's echo). */
static void
click (Scene *s, guint moves, const char *point)
{
  int x, y;

  wanted_moves = moves;
  ishi_test_wait_until (moves_in, s, point, 20);
  g_assert_true (ishi_igs_parse_point ("go", 9, point, &x, &y));
  ishi_room_table_view_click (ISHI_ROOM_TABLE_VIEW (ishi_server_window_get_view (s->window, click_game)), x, y);
}

static gboolean
counting (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (ishi_server_window_get_client (s->window), 1);

  return t && t->counting && t->dead->len > 0;
}

static gboolean
counting_game2 (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (ishi_server_window_get_client (s->window), 2);

  return t && t->counting && t->dead->len > 0;
}

static gboolean
result_shown (gpointer data)
{
  Scene *s = data;
  const char *status = ishi_room_table_view_get_status (view1 (s));

  return status && strstr (status, "White wins by 3.5 points") != NULL;
}

static gboolean
result_logged (gpointer data)
{
  Scene *s = data;
  g_autofree char *log = ishi_server_window_get_log (s->window);

  /* NNGS's "Black resigns. W 6.5 B 3.0" of a count (it was said
   * "Black resigns"). */
  return strstr (log, "Game 1 is counted: Black 3, White 6.5 (hana against kumi).") != NULL
         && strstr (log, "resigns") == NULL;
}

static gboolean
game_open (gpointer data)
{
  Scene *s = data;
  return ishi_server_window_get_view (s->window, 1) != NULL
         && ishi_room_client_get_match (ishi_server_window_get_client (s->window), 1) != NULL;
}

static void
test_play (void)
{
  g_autofree char *script = ishi_test_src_path ("net/nngs-kumi.script");
  g_autofree char *records = g_dir_make_tmp ("ishi-server-XXXXXX", NULL);
  g_autofree char *address = NULL, *question = NULL, *log = NULL;
  GtkWidget *window = ishi_server_window_new (NULL, NULL);
  Scene s = { ISHI_SERVER_WINDOW (window) };
  guint16 port;
  GDir *dir;
  const char *file;
  guint saved = 0;

  s.replay = ishi_test_replay_new (script, &port);
  ishi_server_window_set_records_dir (s.window, records);
  gtk_window_present (GTK_WINDOW (window));

  /* The form refuses a missing password when Guest is off, then connects
   * as a guest. */
  {
    GtkWidget *form = gtk_stack_get_visible_child (GTK_STACK (gtk_window_get_child (GTK_WINDOW (window))));
    address = g_strdup_printf ("127.0.0.1:%u", port);
    ishi_server_form_fill (ISHI_SERVER_FORM (form), address, "kumi", "");
    g_assert_false (ishi_server_form_activate (ISHI_SERVER_FORM (form)));
    ishi_server_form_fill (ISHI_SERVER_FORM (form), address, "kumi", NULL);
    g_assert_true (ishi_server_form_activate (ISHI_SERVER_FORM (form)));
  }

  /* hana's first offer is declined, the second accepted: the window says
   * the terms and sends what NNGS's help file says answers them. */
  wait_step (&s, 2, "client mode");
  question = answer_question (GTK_RESPONSE_REJECT);
  g_assert_cmpstr (question, ==, "hana asks for a game: 9×9, you play White, 10 minutes and 10 minutes of byo-yomi for 25 stones.");
  g_clear_pointer (&question, g_free);
  wait_step (&s, 3, "decline hana");
  g_free (answer_question (GTK_RESPONSE_ACCEPT));
  wait_step (&s, 5, "the game begins");
  ishi_test_wait_until (game_open, &s, "the game's tab", 20);
  question = answer_question (GTK_RESPONSE_ACCEPT);
  g_assert_nonnull (strstr (question, "6.5"));
  wait_step (&s, 6, "komi 6.5");

  /* A click sends the point; the stone is drawn from the server's echo. */
  click (&s, 1, "C3");
  wait_step (&s, 7, "C3");
  click (&s, 3, "G7");
  wait_step (&s, 8, "G7");
  click (&s, 3, "A9");   /* after hana's undo of G7 */
  wait_step (&s, 9, "A9");
  click (&s, 5, "G3");
  wait_step (&s, 10, "G3");
  click (&s, 7, "G5");
  wait_step (&s, 11, "G5");
  /* E5 is taken: refused here and not sent (the recorded refusal of the
   * server is then asked for with the line itself). */
  click (&s, 9, "E5");
  g_assert_cmpstr (ishi_room_table_view_get_status (view1 (&s)), !=, "Your move (White).");
  g_assert_cmpuint (ishi_test_replay_get_step (s.replay), ==, 11);
  ishi_room_client_send (ishi_server_window_get_client (s.window), "E5");
  wait_step (&s, 12, "E5");
  click (&s, 9, "F4");
  wait_step (&s, 13, "F4");
  gtk_widget_activate_action (GTK_WIDGET (view1 (&s)), "room.pass", NULL);
  wait_step (&s, 14, "pass");
  ishi_test_wait_until (counting, &s, "the count", 20);
  gtk_widget_activate_action (GTK_WIDGET (view1 (&s)), "room.finish", NULL);
  wait_step (&s, 15, "done");
  ishi_test_wait_until (result_shown, &s, "the result", 20);

  /* The server's messages and its refusal are in the pane. */
  ishi_test_wait_until (result_logged, &s, "the result in the pane", 20);
  log = ishi_server_window_get_log (s.window);
  g_assert_nonnull (strstr (log, "Your move is not valid."));

  /* The record, saved once, with the server's result. */
  dir = g_dir_open (records, 0, NULL);
  while ((file = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (records, file, NULL);
      g_autofree char *text = NULL;
      g_assert_true (g_str_has_suffix (file, "-kumi-hana.sgf"));
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_assert_nonnull (strstr (text, "RE[W+3.5]"));
      g_assert_nonnull (strstr (text, "KM[6.5]"));
      g_assert_nonnull (strstr (text, "PW[kumi]"));
      g_assert_nonnull (strstr (text, "PC[127.0.0.1:"));
      g_assert_nonnull (strstr (text, ";B[ee]"));
      /* Both passes: NNGS sends the second to no one, and counts (the
       * record lacked White's). */
      g_assert_true (g_str_has_suffix (g_strstrip (text), ";B[]\n;W[])"));
      saved++;
    }
  g_dir_close (dir);
  g_assert_cmpuint (saved, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  ishi_test_replay_free (s.replay);
  ishi_test_remove_tree (records);
}

static int wanted_game;
static guint wanted_len;

static gboolean
game_has (gpointer data)
{
  Scene *s = data;
  IshiRoomClient *client = ishi_server_window_get_client (s->window);
  const IshiRoomClientTable *t = ishi_room_client_get_table (client, wanted_game);

  return t && t->moves->len >= wanted_len && ishi_room_client_get_match (client, wanted_game) != NULL;
}

static gboolean
lists_in (gpointer data)
{
  Scene *s = data;
  g_autoptr (GPtrArray) players = ishi_room_client_list_players (ishi_server_window_get_client (s->window));
  g_autoptr (GPtrArray) games = ishi_room_client_list_games (ishi_server_window_get_client (s->window));

  return players->len == 5 && games->len == 2;
}

/* Watching two games at once, each in its tab, from the games list of a
 * recorded NNGS session (tests/net/nngs-observe.script). */
static void
test_observe (void)
{
  g_autofree char *script = ishi_test_src_path ("net/nngs-observe.script");
  GtkWidget *window = ishi_server_window_new (NULL, NULL);
  Scene s = { ISHI_SERVER_WINDOW (window) };
  guint16 port;
  g_autoptr (GPtrArray) games = NULL;

  s.replay = ishi_test_replay_new (script, &port);
  gtk_window_present (GTK_WINDOW (window));
  ishi_server_window_connect (s.window, "127.0.0.1", port, "watcher", NULL);
  ishi_test_wait_until (lists_in, &s, "the lists", 20);
  games = ishi_room_client_list_games (ishi_server_window_get_client (s.window));
  g_assert_cmpint (((IshiIgsGameEntry *) games->pdata[0])->game, ==, 3);
  g_assert_cmpstr (((IshiIgsGameEntry *) games->pdata[0])->white, ==, "plb");
  g_assert_cmpint (((IshiIgsGameEntry *) games->pdata[1])->moves, ==, 13);

  /* Game 3: the server sends its last move, the client asks the others. */
  ishi_server_window_observe (s.window, 3);
  wait_step (&s, 7, "moves 3");
  wanted_game = 3;
  wanted_len = 17;
  ishi_test_wait_until (game_has, &s, "game 3's moves", 20);
  ishi_server_window_observe (s.window, 4);
  wait_step (&s, 9, "moves 4");
  g_assert_nonnull (ishi_server_window_get_view (s.window, 3));
  g_assert_nonnull (ishi_server_window_get_view (s.window, 4));
  /* Back to game 3's tab (no second observe: it is open), and a word to
   * its watchers. */
  ishi_server_window_observe (s.window, 3);
  ishi_server_window_say (s.window, "nice move");
  wait_step (&s, 10, "kibitz 3 nice move");
  g_assert_null (strstr (ishi_test_replay_get_received (s.replay), "observe 3\nobserve 3"));

  /* Both go on, each in its own copy. */
  wanted_game = 3;
  wanted_len = 49;
  ishi_test_wait_until (game_has, &s, "game 3 going on", 20);
  wanted_game = 4;
  ishi_test_wait_until (game_has, &s, "game 4 going on", 20);
  g_assert_cmpstr (ishi_room_table_view_get_status (ISHI_ROOM_TABLE_VIEW (ishi_server_window_get_view (s.window, 4))),
                   ==, "White to play.");

  gtk_window_destroy (GTK_WINDOW (window));
  ishi_test_replay_free (s.replay);
}

/* The board game `number`'s tab shows. */
static const IshiBoardPoint *
point_shown (Scene *s, int number, const char *point)
{
  IshiBoardView *board = NULL;
  GQueue queue = G_QUEUE_INIT;
  int x, y;

  g_queue_push_tail (&queue, ishi_server_window_get_view (s->window, number));
  while (!g_queue_is_empty (&queue) && board == NULL)
    {
      GtkWidget *w = g_queue_pop_head (&queue);
      if (ISHI_IS_BOARD_VIEW (w))
        board = ISHI_BOARD_VIEW (w);
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (&queue, c);
    }
  g_queue_clear (&queue);
  g_assert_nonnull (board);
  g_assert_true (ishi_igs_parse_point ("go", 9, point, &x, &y));
  return ishi_board_model_peek_point (ishi_board_view_get_model (board), x, y);
}

static gboolean
tab_open (gpointer data)
{
  Scene *s = data;

  return ishi_server_window_get_view (s->window, wanted_game) != NULL;
}

/* How many times the client sent `line`. */
static guint
times_sent (Scene *s, const char *line)
{
  g_auto (GStrv) lines = g_strsplit (ishi_test_replay_get_received (s->replay), "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i]; i++)
    n += strcmp (lines[i], line) == 0;
  return n;
}

/* hana's program comes back after a crash (issue 52, 9; NNGS's lines,
 * tests/net/nngs-crash-return.script): ken's program had already loaded
 * the game, as game 2, before her client mode.  Her window opens game
 * 2's tab with its six moves and her turn, at once (it said "No game
 * open" and, in red, "ken is currently playing a game." until ken moved:
 * its `load` was refused). */
static void
test_crash_return (void)
{
  g_autofree char *script = ishi_test_src_path ("net/nngs-crash-return.script");
  GtkWidget *window = ishi_server_window_new (NULL, NULL);
  Scene s = { ISHI_SERVER_WINDOW (window) };
  g_autofree char *log = NULL;
  IshiRoomClient *client;
  IshiColor own = ISHI_EMPTY;
  guint16 port;

  s.replay = ishi_test_replay_new (script, &port);
  gtk_window_present (GTK_WINDOW (window));
  ishi_server_window_connect (s.window, "127.0.0.1", port, "hana", NULL);
  client = ishi_server_window_get_client (s.window);
  wait_step (&s, 6, "moves 2");
  wanted_game = 2;
  wanted_len = 6;
  ishi_test_wait_until (game_has, &s, "game 2's moves", 20);
  ishi_test_wait_until (tab_open, &s, "game 2's tab", 20);
  g_assert_cmpint (ishi_room_client_get_own_table (client, &own), ==, 2);
  g_assert_cmpint (own, ==, ISHI_BLACK);
  g_assert_cmpstr (ishi_room_table_view_get_status (ISHI_ROOM_TABLE_VIEW (ishi_server_window_get_view (s.window, 2))),
                   ==, "Your move (Black).");
  g_assert_cmpint (point_shown (&s, 2, "F3")->stone, ==, ISHI_WHITE);
  g_assert_cmpint (point_shown (&s, 2, "D4")->stone, ==, ISHI_BLACK);
  /* No `load` (refused: the game is on), and nothing in red. */
  g_assert_null (strstr (ishi_test_replay_get_received (s.replay), "load "));
  log = ishi_server_window_get_log (s.window);
  g_assert_null (strstr (log, "currently playing"));

  gtk_window_destroy (GTK_WINDOW (window));
  ishi_test_replay_free (s.replay);
}

static gboolean
result_is (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (ishi_server_window_get_client (s->window), 2);

  return t && g_strcmp0 (t->result, "W+5.5") == 0;
}

/* ken's window while hana's program crashes and comes back (issue 52, 9;
 * NNGS's lines, tests/net/nngs-crash-stayed.script): game 1 adjourned,
 * taken up again as game 2 by hana's `load` (his own, second, refused).
 * One tab, game 2's (game 1's stayed, dead); no refusal in red; after
 * the count the record has both passes and the board the dead stone
 * marked; and no `load` after the game (two red "There is no stored game
 * ken vs. hana" came of it). */
static void
test_crash_stayed (void)
{
  g_autofree char *script = ishi_test_src_path ("net/nngs-crash-stayed.script");
  g_autofree char *records = g_dir_make_tmp ("ishi-server-XXXXXX", NULL);
  GtkWidget *window = ishi_server_window_new (NULL, NULL);
  Scene s = { ISHI_SERVER_WINDOW (window) };
  g_autofree char *log = NULL, *question = NULL;
  const IshiRoomClientTable *old;
  IshiRoomClient *client;
  guint16 port;
  GDir *dir;
  const char *file;
  guint saved = 0;

  s.replay = ishi_test_replay_new (script, &port);
  ishi_server_window_set_records_dir (s.window, records);
  gtk_window_present (GTK_WINDOW (window));
  ishi_server_window_connect (s.window, "127.0.0.1", port, "ken", NULL);
  client = ishi_server_window_get_client (s.window);
  wait_step (&s, 5, "the lists");
  question = answer_question (GTK_RESPONSE_ACCEPT);
  g_assert_nonnull (strstr (question, "hana asks for a game"));
  wait_step (&s, 6, "the match accepted");
  click_game = 1;
  click (&s, 1, "C3");
  wait_step (&s, 10, "C3");
  click (&s, 3, "C7");
  wait_step (&s, 11, "C7");
  click (&s, 5, "F3");

  /* hana's crash, her return: game 2. */
  wait_step (&s, 15, "moves 2");
  wanted_game = 2;
  wanted_len = 7;
  ishi_test_wait_until (game_has, &s, "game 2's moves", 20);
  ishi_test_wait_until (tab_open, &s, "game 2's tab", 20);
  g_assert_null (ishi_server_window_get_view (s.window, 1));
  old = ishi_room_client_get_table (client, 1);
  g_assert_true (old->adjourned);
  g_assert_cmpint (old->resumed_as, ==, 2);
  g_assert_cmpint (ishi_room_client_get_own_table (client, NULL), ==, 2);
  log = ishi_server_window_get_log (s.window);
  g_assert_null (strstr (log, "currently playing"));
  g_clear_pointer (&log, g_free);
  g_assert_cmpuint (times_sent (&s, "load ken-hana"), ==, 1);

  /* The game to its end: C5, hana's pass and ken's, F3 dead, done. */
  click_game = 2;
  click (&s, 7, "C5");
  wait_step (&s, 18, "C5");
  wanted_len = 9;
  ishi_test_wait_until (game_has, &s, "hana's pass", 20);
  gtk_widget_activate_action (ishi_server_window_get_view (s.window, 2), "room.pass", NULL);
  wait_step (&s, 19, "pass");
  ishi_test_wait_until (counting_game2, &s, "the count", 20);
  gtk_widget_activate_action (ishi_server_window_get_view (s.window, 2), "room.finish", NULL);
  wait_step (&s, 20, "done");
  ishi_test_wait_until (result_is, &s, "the result", 20);
  wait_step (&s, 22, "the lists after the game");
  /* Still marked dead after the result (it showed again). */
  g_assert_cmpint (point_shown (&s, 2, "F3")->stone, ==, ISHI_WHITE);
  g_assert_true (point_shown (&s, 2, "F3")->flags & ISHI_BOARD_FLAG_DEAD);
  g_assert_cmpuint (times_sent (&s, "load ken-hana"), ==, 1);
  log = ishi_server_window_get_log (s.window);
  g_assert_null (strstr (log, "stored game"));
  g_assert_null (strstr (log, "currently playing"));
  /* NNGS's own words where the next line says it in Ishi's. */
  g_assert_null (strstr (log, "has restored your old game"));
  g_assert_null (strstr (log, "Game has been adjourned."));
  g_assert_nonnull (strstr (log, "You are back at your game against hana."));
  g_assert_nonnull (strstr (log, "Game 1 begins against hana."));
  g_assert_nonnull (strstr (log, "The group at F3 is marked dead."));
  g_assert_null (strstr (log, "Removing @"));
  g_assert_null (strstr (log, "accepted"));

  /* One record, with both passes (White's was missing). */
  dir = g_dir_open (records, 0, NULL);
  while ((file = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (records, file, NULL);
      g_autofree char *text = NULL;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_assert_nonnull (strstr (text, "RE[W+5.5]"));
      g_assert_nonnull (strstr (text, ";B[ee]\n;W[cg]\n;B[gc]\n;W[cc]\n;B[df]\n;W[fg]\n;B[gg]\n;W[ce]\n;B[]\n;W[])"));
      saved++;
    }
  g_dir_close (dir);
  g_assert_cmpuint (saved, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  ishi_test_replay_free (s.replay);
  ishi_test_remove_tree (records);
}

/* The port a typed server address gets: the one typed, else a Go
 * server's 6969 — a bare IPv6 address too, which took the room's 6970
 * when the form read it with Join a Room's reader. */
static void
connect_port_cb (IshiServerForm *form, const char *host, guint port, const char *name,
                 const char *password, guint *seen)
{
  *seen = port;
}

static void
test_form_ports (void)
{
  struct { const char *text; guint port; } cases[] = {
    { "igs.example", 6969 },
    { "igs.example:7000", 7000 },
    { "[::1]", 6969 },
    { "[::1]:7001", 7001 },
    { "::1", 6969 },
  };
  GtkWidget *form = g_object_ref_sink (ishi_server_form_new (NULL));
  guint seen = 0;

  g_signal_connect (form, "connect", G_CALLBACK (connect_port_cb), &seen);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      seen = 0;
      ishi_server_form_fill (ISHI_SERVER_FORM (form), cases[i].text, "kumi", NULL);
      g_assert_true (ishi_server_form_activate (ISHI_SERVER_FORM (form)));
      g_assert_cmpuint (seen, ==, cases[i].port);
    }
  ishi_server_form_fill (ISHI_SERVER_FORM (form), "igs.example:0", "kumi", NULL);
  g_assert_false (ishi_server_form_activate (ISHI_SERVER_FORM (form)));
  g_object_unref (form);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window-server/form-ports", test_form_ports);
  g_test_add_func ("/window-server/play", test_play);
  g_test_add_func ("/window-server/observe", test_observe);
  g_test_add_func ("/window-server/crash-return", test_crash_return);
  g_test_add_func ("/window-server/crash-stayed", test_crash_stayed);
  return g_test_run ();
}
