/* test-window-join.c — Join a Room from the window, on loopback: the
 * player joins a room served in this process, sits, plays against a
 * second client through the board (her click is sent, and the stone
 * appears only when the host echoes it), passes to the count, marks a
 * dead stone, finishes, reads the score list, chats; a click out of turn
 * sends nothing; the opponent's lost connection is shown with the clock
 * stopped.  And the form's addresses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <gtk/gtk.h>

#include "ishi-application.h"
#include "ishi-board-view.h"
#include "ishi-join-form.h"
#include "ishi-room-client.h"
#include "ishi-room-server.h"
#include "ishi-room-table-view.h"
#include "ishi-room-window.h"
#include "ishi-server-offer.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "ishi-window.h"

typedef gboolean (*Condition) (gpointer data);

static void
wait_for (Condition cond, gpointer data, const char *what)
{
  ishi_test_wait_until (cond, data, what, 20);
}

typedef struct {
  IshiRoomWindow *window;
  IshiRoomClient *me, *other;
  const char *text;
  guint n;
} Scene;

static const IshiRoomClientTable *
table1 (IshiRoomClient *client)
{
  return ishi_room_client_get_table (client, 1);
}

static gboolean
me_online (gpointer data)
{
  Scene *s = data;
  return ishi_room_client_get_state (s->me) == ISHI_ROOM_CLIENT_ONLINE
         && ishi_room_client_get_room_game (s->me) != NULL;
}

static gboolean
other_online (gpointer data)
{
  Scene *s = data;
  return ishi_room_client_get_state (s->other) == ISHI_ROOM_CLIENT_ONLINE
         && ishi_room_client_get_room_game (s->other) != NULL;
}

static gboolean
both_seated (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE];
}

static gboolean
started (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && t->started && t->result == NULL && ishi_room_client_get_match (s->me, 1) != NULL;
}

static gboolean
n_moves (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *a = table1 (s->me), *b = table1 (s->other);
  return a && b && a->moves->len == s->n && b->moves->len == s->n;
}

static gboolean
counting (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && t->counting;
}

static gboolean
n_dead (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && t->counting && t->dead->len == s->n;
}

static gboolean
has_result (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && t->result != NULL;
}

static gboolean
adjourned (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && t->adjourned;
}

static gboolean
not_adjourned (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && !t->adjourned && t->started && t->result == NULL;
}

static gboolean
log_has (gpointer data)
{
  Scene *s = data;
  g_autofree char *log = ishi_room_window_get_log (s->window);
  return strstr (log, s->text) != NULL;
}

static gboolean
status_has (gpointer data)
{
  Scene *s = data;
  IshiRoomTableView *view = ISHI_ROOM_TABLE_VIEW (ishi_room_window_get_table_view (s->window));
  return strstr (ishi_room_table_view_get_status (view), s->text) != NULL;
}

static void
activate (Scene *s, const char *action)
{
  g_assert_true (gtk_widget_activate_action (ishi_room_window_get_table_view (s->window), action, NULL));
}

static const IshiBoardPoint *
point_shown (Scene *s, int x, int y)
{
  IshiBoardView *board = NULL;
  GtkWidget *view = ishi_room_window_get_table_view (s->window);
  GQueue queue = G_QUEUE_INIT;

  g_queue_push_tail (&queue, view);
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
  return ishi_board_model_peek_point (ishi_board_view_get_model (board), x, y);
}

static IshiColor
stone_shown (Scene *s, int x, int y)
{
  return point_shown (s, x, y)->stone;
}

static void
chat_cb (IshiRoomClient *client, const char *kind, const char *name, const char *text, gpointer data)
{
  if (strcmp (text, "hello from the window") == 0)
    (*(int *) data)++;
}

static gboolean
heard (gpointer data)
{
  return *(int *) data > 0;
}

/* The first game of test_join: started from the window, her click sent
 * and echoed, a click out of turn refused, both pass, a white stone marked
 * dead, both finish, and the result in words. */
static void
play_to_the_count (Scene *s, IshiRoomTableView *view)
{
  /* 9×9 by default (online-go-rules.ja.txt); the window starts. */
  activate (s, "room.start");
  wait_for (started, s, "the game started");
  g_assert_cmpint (table1 (s->me)->size, ==, 9);

  /* Her click is sent; the stone is the host's echo. */
  ishi_room_table_view_click (view, 2, 2);
  g_assert_cmpint (stone_shown (s, 2, 2), ==, ISHI_EMPTY);
  s->n = 1;
  wait_for (n_moves, s, "black's move at the host");
  g_assert_cmpstr (table1 (s->other)->moves->pdata[0], ==, "C7");
  g_assert_cmpint (stone_shown (s, 2, 2), ==, ISHI_BLACK);

  /* Out of turn: nothing is sent. */
  ishi_room_table_view_click (view, 4, 4);
  g_assert_nonnull (strstr (ishi_room_table_view_get_status (view), "opponent"));
  /* White plays inside Black's corner: a stone to be marked dead. */
  ishi_room_client_send (s->other, "B8");
  s->n = 2;
  wait_for (n_moves, s, "white's move");
  g_assert_cmpint (table1 (s->me)->moves->len, ==, 2);   /* her out-of-turn click was not sent */
  g_assert_cmpint (stone_shown (s, 1, 1), ==, ISHI_WHITE);

  /* Both pass: the count, across the network. */
  activate (s, "room.pass");
  s->n = 3;
  wait_for (n_moves, s, "black's pass");
  ishi_room_client_send (s->other, "pass");
  wait_for (counting, s, "the count");
  s->text = "Counting";
  wait_for (status_has, s, "the status of the count");
  ishi_room_table_view_click (view, 1, 1);
  s->n = 1;
  wait_for (n_dead, s, "the white stone marked dead");
  g_assert_cmpstr (table1 (s->me)->dead->pdata[0], ==, "B8");
  /* The count follows the host's marks: all Black's with komi to White. */
  s->text = "Black";
  wait_for (status_has, s, "the count shown");
  activate (s, "room.finish");
  ishi_room_client_send (s->other, "done");
  wait_for (has_result, s, "the result");
  g_assert_true (g_str_has_prefix (table1 (s->me)->result, "B+"));
  s->text = "Black wins by";
  wait_for (status_has, s, "the result in words");
  /* The counted game's board keeps the dead stone marked (it showed
   * again as a living stone once the result came). */
  g_assert_cmpint (stone_shown (s, 1, 1), ==, ISHI_WHITE);
  g_assert_true (point_shown (s, 1, 1)->flags & ISHI_BOARD_FLAG_DEAD);
}

/* The second game of test_join: adjourned by both, taken up again with
 * Start, then the opponent's connection drops. */
static void
adjourn_then_drop (Scene *s, IshiRoomTableView *view)
{
  /* A new game; the opponent's connection drops: the page says so. */
  activate (s, "room.start");
  ishi_room_client_send (s->other, "/start");
  wait_for (started, s, "the second game");
  /* Adjourned by both, then taken up again with Start. */
  activate (s, "room.adjourn");
  ishi_room_client_send (s->other, "adjourn");
  wait_for (adjourned, s, "the game adjourned");
  s->text = "adjourned";
  wait_for (status_has, s, "the status of the adjournment");
  /* A click now sends nothing, and says why. */
  ishi_room_table_view_click (view, 4, 4);
  g_assert_nonnull (strstr (ishi_room_table_view_get_status (view), "adjourned"));
  activate (s, "room.start");
  wait_for (not_adjourned, s, "the game taken up again");
  g_assert_cmpint (table1 (s->me)->moves->len, ==, 0);   /* the click while adjourned was not sent */
  g_assert_cmpint (table1 (s->other)->moves->len, ==, 0);
  ishi_room_client_disconnect (s->other);
  s->text = "lost the connection";
  wait_for (status_has, s, "the opponent away");
}

static void
test_join (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-join-XXXXXX", NULL);
  IshiRoomConfig config = { .name = "Club", .game = "go", .code = "4321", .records_dir = dir };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  IshiRoomTableView *view;
  Scene s = { .window = ISHI_ROOM_WINDOW (window) };
  g_autoptr (IshiRoomClient) other = NULL;
  guint16 port;
  int heard_count = 0;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  gtk_window_present (GTK_WINDOW (window));

  ishi_room_window_join (s.window, "127.0.0.1", port, "hana", "4321");
  s.me = ishi_room_window_get_client (s.window);
  wait_for (me_online, &s, "the window in the room");
  view = ISHI_ROOM_TABLE_VIEW (ishi_room_window_get_table_view (s.window));

  /* A click before sitting sends nothing and says why. */
  ishi_room_table_view_click (view, 2, 2);
  g_assert_nonnull (strstr (ishi_room_table_view_get_status (view), "Sit Down"));

  activate (&s, "room.sit");
  other = ishi_room_client_new ("kenta", "4321");
  s.other = other;
  g_signal_connect (other, "chat", G_CALLBACK (chat_cb), &heard_count);
  ishi_room_client_connect (other, "127.0.0.1", port, 5);
  wait_for (other_online, &s, "the opponent in the room");
  ishi_room_client_send (other, "/join 1");
  wait_for (both_seated, &s, "both seated");
  g_assert_cmpstr (table1 (s.me)->seats[ISHI_BLACK], ==, "hana");
  s.text = "Start begins";
  wait_for (status_has, &s, "the status saying Start");
  /* An option set is said with its value, and the code typed is
   * answered (issue 52, 6: "hana sets boardsize at table 1.", and
   * nothing at all for /code). */
  ishi_room_window_say (s.window, "/option boardsize 9");
  s.text = "hana sets the board size to 9 at table 1.";
  wait_for (log_has, &s, "the option said with its value");
  ishi_room_window_say (s.window, "/code 4321");
  s.text = "That is the room’s code";
  wait_for (log_has, &s, "the code answered");

  play_to_the_count (&s, view);

  /* The score list, in the window's words. */
  activate (&s, "room.scores");
  s.text = "hana:";
  wait_for (log_has, &s, "the score list");

  /* Chat both ways. */
  ishi_room_window_say (s.window, "hello from the window");
  wait_for (heard, &heard_count, "the opponent hearing the window");
  ishi_room_client_send (other, "shout good game");
  s.text = "kenta: good game";
  wait_for (log_has, &s, "the opponent's words in the log");
  /* A wrong command gets the host's one line. */
  ishi_room_window_say (s.window, "/option boardsize 4");
  s.text = "The room takes no such option or value";
  wait_for (log_has, &s, "the host's refusal");
  /* Nothing of IGS's words reached the window (issue 52, 5). */
  {
    g_autofree char *log = ishi_room_window_get_log (s.window);
    static const char *const wire[] = { "Set client to be", "Creating match", "Adding game to observation",
                                        "You can check your score", "Options: /option", "has restarted your game" };
    for (guint i = 0; i < G_N_ELEMENTS (wire); i++)
      if (strstr (log, wire[i]))
        g_error ("the window shows the room's wire words \"%s\":\n%s", wire[i], log);
  }

  adjourn_then_drop (&s, view);

  gtk_window_destroy (GTK_WINDOW (window));
  ishi_room_flush (room, 10000);
  ishi_room_server_stop (server);
  ishi_test_remove_tree (dir);
}

static GtkWidget *find_widget_named (GtkWidget *root, const char *name);

/* The first button under `root` whose label is `label`. */
static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), label) == 0)
        return c;
      if ((found = find_button (c, label)))
        return found;
    }
  return NULL;
}

static gboolean
seat_is (gpointer data)
{
  Scene *s = data;
  const IshiRoomClientTable *t = table1 (s->me);
  return t && g_strcmp0 (t->seats[ISHI_WHITE], s->text) == 0;
}

/* Renju's RIF opening from the window (renju-rules.ja.txt, 第3章 (2)): she
 * holds Black and lays out the first opening of the list, 寒星 (D1); the
 * opponent swaps; she now holds White and plays move 4 on the board. */
static void
test_rif (void)
{
  IshiRoomConfig config = { .name = "Renju club", .game = "renju", .code = "4321" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  GtkWidget *button;
  IshiRoomTableView *view;
  Scene s = { .window = ISHI_ROOM_WINDOW (window) };
  g_autoptr (IshiRoomClient) other = NULL;
  guint16 port;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (s.window, "127.0.0.1", port, "hana", "4321");
  s.me = ishi_room_window_get_client (s.window);
  wait_for (me_online, &s, "the window in the room");
  view = ISHI_ROOM_TABLE_VIEW (ishi_room_window_get_table_view (s.window));
  activate (&s, "room.sit");
  other = ishi_room_client_new ("kenta", "4321");
  s.other = other;
  ishi_room_client_connect (other, "127.0.0.1", port, 5);
  wait_for (other_online, &s, "the opponent in the room");
  ishi_room_client_send (other, "/join 1");
  wait_for (both_seated, &s, "both seated");
  ishi_room_window_say (s.window, "/option rule renju-rif");
  activate (&s, "room.start");
  wait_for (started, &s, "the game started");
  s.text = "choose one of the 26 openings";
  wait_for (status_has, &s, "Black asked for the opening");

  /* A click on the board before the opening sends nothing. */
  ishi_room_table_view_click (view, 7, 7);
  button = find_button (GTK_WIDGET (view), "_Lay Out the Opening");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_visible (button));
  g_signal_emit_by_name (button, "clicked");
  s.n = 3;
  wait_for (n_moves, &s, "the opening's three stones");
  g_assert_cmpstr (table1 (s.me)->opening, ==, "D1");
  g_assert_cmpint (stone_shown (&s, 7, 7), ==, ISHI_BLACK);
  g_assert_false (gtk_widget_is_visible (button));
  s.text = "White decides";
  wait_for (status_has, &s, "White deciding");

  ishi_room_client_send (other, "/swap");
  s.text = "hana";
  wait_for (seat_is, &s, "the seats swapped");
  s.text = "Your move (White)";
  wait_for (status_has, &s, "her move as White");
  ishi_room_table_view_click (view, 6, 8);
  s.n = 4;
  wait_for (n_moves, &s, "White 4");
  g_assert_cmpint (stone_shown (&s, 6, 8), ==, ISHI_WHITE);

  gtk_window_destroy (GTK_WINDOW (window));
  ishi_room_server_stop (server);
}

/* IGS's challenge from the window, as a qGo player meets her in the room:
 * her People list names kenta, Challenge… sends IGS's match with the terms
 * chosen; kenta declines, then offers a game himself, which the window
 * asks her about, and Accept starts it with his terms.  Joining an empty
 * room says nothing of a missing game (she watches table 1 only once
 * someone sits at it), nor of watching her own. */
static GtkWidget *
find_named_button (GtkWidget *root, const char *name)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (GTK_IS_BUTTON (c) && g_strcmp0 (g_object_get_data (G_OBJECT (c), "ishi-name"), name) == 0)
        return c;
      if ((found = find_named_button (c, name)))
        return found;
    }
  return NULL;
}

static GtkWidget *
find_menu_button (GtkWidget *root)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (GTK_IS_MENU_BUTTON (c))
        return c;
      if ((found = find_menu_button (c)))
        return found;
    }
  return NULL;
}

static GtkWidget *
toplevel_with (const char *text)
{
  GListModel *windows = gtk_window_get_toplevels ();   /* GTK's own */

  for (guint i = 0; i < g_list_model_get_n_items (windows); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (windows, i);
      g_autofree char *message = NULL;
      if (GTK_IS_MESSAGE_DIALOG (w))
        g_object_get (w, "text", &message, NULL);
      if ((message && strstr (message, text)) || g_strcmp0 (gtk_window_get_title (w), text) == 0)
        return GTK_WIDGET (w);
    }
  return NULL;
}

static gboolean
has_toplevel (gpointer data)
{
  return toplevel_with (((Scene *) data)->text) != NULL;
}

static gboolean
kenta_listed (gpointer data)
{
  Scene *s = data;
  GtkWidget *button = find_named_button (gtk_window_get_titlebar (GTK_WINDOW (s->window)), "kenta");
  return button && gtk_widget_get_sensitive (button);
}

static void
offer_seen_cb (IshiRoomClient *client, const char *name, int color, int size, int minutes, int byoyomi,
               GString *seen)
{
  g_string_append_printf (seen, "%s %c %d", name, color == ISHI_BLACK ? 'B' : 'W', size);
}

static gboolean
offer_seen (gpointer data)
{
  return ((GString *) data)->len > 0;
}

static void
test_challenge (void)
{
  IshiRoomConfig config = { .name = "Go club", .game = "go", .code = "4321" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  Scene s = { .window = ISHI_ROOM_WINDOW (window) };
  g_autoptr (IshiRoomClient) other = NULL;
  g_autoptr (GString) seen = g_string_new (NULL);
  g_autofree char *log = NULL;
  GtkWidget *people, *dialog;
  guint16 port;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (s.window, "127.0.0.1", port, "hana", "4321");
  s.me = ishi_room_window_get_client (s.window);
  wait_for (me_online, &s, "the window in the room");
  other = ishi_room_client_new ("kenta", "4321");
  s.other = other;
  g_signal_connect (other, "match-offer", G_CALLBACK (offer_seen_cb), seen);
  ishi_room_client_connect (other, "127.0.0.1", port, 5);
  wait_for (other_online, &s, "the opponent in the room");

  /* Her list of the room, and a challenge with her terms (Black, 9×9). */
  people = find_menu_button (gtk_window_get_titlebar (GTK_WINDOW (window)));
  g_assert_nonnull (people);
  gtk_menu_button_popup (GTK_MENU_BUTTON (people));
  wait_for (kenta_listed, &s, "kenta in her list of the room");
  /* Her own name is there, without a Challenge… of herself. */
  g_assert_null (find_named_button (gtk_window_get_titlebar (GTK_WINDOW (window)), "hana"));
  g_signal_emit_by_name (find_named_button (gtk_window_get_titlebar (GTK_WINDOW (window)), "kenta"), "clicked");
  s.text = "Challenge kenta";
  wait_for (has_toplevel, &s, "the challenge's terms");
  ishi_server_challenge_send (toplevel_with ("Challenge kenta"));
  wait_for (offer_seen, seen, "the challenge at kenta's");
  g_assert_cmpstr (seen->str, ==, "hana W 9");
  ishi_room_client_send (other, "decline hana");
  s.text = "kenta declines your offer of a game.";
  wait_for (log_has, &s, "the decline in her log");

  /* His offer, asked of her; Accept starts his game. */
  ishi_room_client_send (other, "match hana B 9 10 5");
  s.text = "kenta asks for a game";
  wait_for (has_toplevel, &s, "the question of kenta's offer");
  dialog = toplevel_with ("kenta asks for a game");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_for (started, &s, "the game started");
  g_assert_cmpstr (table1 (s.me)->seats[ISHI_BLACK], ==, "kenta");
  g_assert_cmpstr (table1 (s.me)->seats[ISHI_WHITE], ==, "hana");
  g_assert_cmpint (table1 (s.me)->size, ==, 9);

  /* Whatever the room answered before comes before its answer to this. */
  ishi_room_window_say (s.window, "/scores");
  s.text = "score list";
  wait_for (log_has, &s, "the room's answers read");
  log = ishi_room_window_get_log (s.window);
  g_assert_null (strstr (log, "No such game"));
  /* Her table is watched once its seats are read: she is not told she
   * cannot watch her own game. */
  g_assert_null (strstr (log, "You cannot observe"));
  gtk_window_destroy (GTK_WINDOW (window));
  ishi_room_server_stop (server);
}

static void
test_addresses (void)
{
  struct { const char *text; const char *host; guint16 port; } good[] = {
    { "school.local", "school.local", 6970 },
    { " 127.0.0.2:7000 ", "127.0.0.2", 7000 },
    { "[::1]:7001", "::1", 7001 },
    { "[fe80::1]", "fe80::1", 6970 },
    { "::1", "::1", 6970 },
    /* The tablets' page's address, as the projector shows it: its host,
     * the room's own port (issue 65, 3). */
    { "http://127.0.0.5:7411/", "127.0.0.5", 6970 },
    { " HTTP://school.local:7411 ", "school.local", 6970 },
    { "http://[::1]:7411/", "::1", 6970 },
  };
  const char *bad[] = { "", "   ", "host:0", "host:70000", "host:x", "a b", "[::1", "[::1]x", ":80",
                        "http://", "http:///", "http://a b:7411/", "http://user@host:7411/", "ftp://host/" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *host = NULL;
      guint16 port = 0;
      g_assert_true (ishi_join_form_parse_address (good[i].text, &host, &port));
      g_assert_cmpstr (host, ==, good[i].host);
      g_assert_cmpuint (port, ==, good[i].port);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *host = NULL;
      guint16 port = 0;
      g_assert_false (ishi_join_form_parse_address (bad[i], &host, &port));
      g_assert_null (host);
    }
}

/* Issue 52, 7: Resign asks once, as KGS and Sabaki do; one click ended
 * the game.  Cancel leaves it on; Resign ends it. */
/* She sits at table 1, kenta (a client of the test's) joins her there,
 * and she starts the game: kenta's client. */
static IshiRoomClient *
play_kenta (Scene *s, guint16 port)
{
  IshiRoomClient *other = ishi_room_client_new ("kenta", "4321");

  activate (s, "room.sit");
  s->other = other;
  ishi_room_client_connect (other, "127.0.0.1", port, 5);
  wait_for (other_online, s, "the opponent in the room");
  ishi_room_client_send (other, "/join 1");
  wait_for (both_seated, s, "both seated");
  activate (s, "room.start");
  wait_for (started, s, "the game begun");
  return other;
}

static void
test_resign_asks (void)
{
  IshiRoomConfig config = { .name = "Club", .game = "go", .code = "4321" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  g_autoptr (IshiRoomClient) other = NULL;
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  Scene s = { .window = ISHI_ROOM_WINDOW (window) };
  GtkWidget *dialog;
  guint16 port;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (s.window, "127.0.0.1", port, "hana", "4321");
  s.me = ishi_room_window_get_client (s.window);
  wait_for (me_online, &s, "the window in the room");
  /* Leave the Room, the table's buttons and the chat's field, before they
   * take the focus ("GtkButton", "_Sit Down Sit Down" and "GtkEntry" in
   * the accessibility tree). */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_button (window, "_Sit Down")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Sit Down"));
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_button (window, "_Leave the Room")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Leave the Room"));
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_widget_named (window, "chat-entry")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Message to the room"));
  other = play_kenta (&s, port);

  activate (&s, "room.resign");
  s.text = "Resign this game?";
  wait_for (has_toplevel, &s, "the question");
  dialog = toplevel_with ("Resign this game?");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  /* A round trip to the host: the game is still on after it. */
  s.n = 0;
  ishi_room_client_send (s.me, "moves 1");
  ishi_room_client_send (other, "say still on?");
  s.text = "still on?";
  wait_for (log_has, &s, "a word after the cancel");
  g_assert_null (table1 (s.me)->result);

  activate (&s, "room.resign");
  s.text = "Resign this game?";
  wait_for (has_toplevel, &s, "the question again");
  dialog = toplevel_with ("Resign this game?");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_for (has_result, &s, "the resignation");
  g_assert_cmpstr (table1 (s.me)->result, ==, "W+R");

  gtk_window_destroy (GTK_WINDOW (window));
  ishi_room_server_stop (server);
}

static void pump (guint ms);

static gboolean
window_gone (gpointer data)
{
  return *(GtkWidget **) data == NULL;
}

/* A pupil's own Ctrl+Q (or closing her room's window, or Ishi's main
 * window) in the middle of her game asks first, as the teacher's does
 * before a class ends (issue 77, 1: it quit at once, her opponent left
 * waiting): Cancel keeps every window and her game; Leave the Room
 * leaves, and Ishi closes. */
static void
test_quit_asks (void)
{
  IshiRoomConfig config = { .name = "Club", .game = "go", .code = "4321" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  g_autoptr (IshiRoomClient) other = NULL;
  IshiApplication *app = ishi_application_new ();
  GtkWidget *main_window, *window;
  Scene s = { 0 };
  GtkWidget *dialog;
  guint16 port;

  g_assert_no_error (error);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  main_window = GTK_WIDGET (ishi_window_new (app));
  gtk_window_present (GTK_WINDOW (main_window));
  window = ishi_room_window_new (GTK_WINDOW (main_window), NULL, FALSE);
  g_assert_true (gtk_window_get_application (GTK_WINDOW (window)) == GTK_APPLICATION (app));
  g_object_add_weak_pointer (G_OBJECT (main_window), (gpointer *) &main_window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  s.window = ISHI_ROOM_WINDOW (window);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (s.window, "127.0.0.1", port, "hana", "4321");
  s.me = ishi_room_window_get_client (s.window);
  wait_for (me_online, &s, "the window in the room");
  other = play_kenta (&s, port);

  /* Ctrl+Q: asked, over her room's window. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  s.text = "Leave the room during your game?";
  wait_for (has_toplevel, &s, "Ctrl+Q's question");
  dialog = toplevel_with (s.text);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  {
    g_autofree char *secondary = NULL;
    g_object_get (dialog, "secondary-text", &secondary, NULL);
    g_assert_nonnull (strstr (secondary, "table 1"));
  }
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  pump (200);
  g_assert_nonnull (main_window);
  g_assert_nonnull (window);
  g_assert_cmpint (ishi_room_client_get_state (s.me), ==, ISHI_ROOM_CLIENT_ONLINE);
  g_assert_null (table1 (s.me)->result);

  /* Her room's window closed, and Ishi's main window: the same. */
  gtk_window_close (GTK_WINDOW (window));
  wait_for (has_toplevel, &s, "the room window's question");
  gtk_dialog_response (GTK_DIALOG (toplevel_with (s.text)), GTK_RESPONSE_CANCEL);
  pump (200);
  g_assert_nonnull (window);
  gtk_window_close (GTK_WINDOW (main_window));
  wait_for (has_toplevel, &s, "the main window's question");
  gtk_dialog_response (GTK_DIALOG (toplevel_with (s.text)), GTK_RESPONSE_CANCEL);
  pump (200);
  g_assert_nonnull (main_window);
  g_assert_nonnull (window);
  g_assert_cmpint (ishi_room_client_get_state (s.me), ==, ISHI_ROOM_CLIENT_ONLINE);

  /* Ctrl+Q, Leave the Room: she leaves, and every window goes. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  wait_for (has_toplevel, &s, "Ctrl+Q's question again");
  gtk_dialog_response (GTK_DIALOG (toplevel_with (s.text)), GTK_RESPONSE_ACCEPT);
  wait_for (window_gone, &window, "her room's window closed");
  wait_for (window_gone, &main_window, "the main window closed");
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  ishi_room_client_disconnect (other);
  ishi_room_server_stop (server);
  g_object_unref (app);
}

static GtkWidget *
find_type (GtkWidget *root, GType type, const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (css_class == NULL || gtk_widget_has_css_class (root, css_class)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type, css_class);
      if (found)
        return found;
    }
  return NULL;
}

/* The main loop run for `ms` milliseconds (frames drawn, sizes given). */
static void
pump (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (5000);
    }
}

/* Issue 52, 6: opening Options in a window of ordinary height put the
 * players' names above the window's top (the page was shrunk from the
 * top to make room).  They stay where they were; the page scrolls.  And
 * the window's buttons are named by their words for screen readers. */
static void
test_options_keep_names (void)
{
  IshiRoomConfig config = { .name = "Club", .game = "go", .code = "4321" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  Scene s = { .window = ISHI_ROOM_WINDOW (window) };
  GtkWidget *name, *expander;
  graphene_rect_t before, after;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 560);
  gtk_window_present (GTK_WINDOW (window));
  /* Named by their words, as Orca says them (it said "_Join Join"). */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_button (window, "_Join")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Join"));
  ishi_room_window_join (s.window, "127.0.0.1", ishi_room_server_get_port (server), "hana", "4321");
  s.me = ishi_room_window_get_client (s.window);
  wait_for (me_online, &s, "the window in the room");
  /* Leave the Room, the table's buttons and the chat's field, before they
   * take the focus ("GtkButton", "_Sit Down Sit Down" and "GtkEntry" in
   * the accessibility tree). */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_button (window, "_Sit Down")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Sit Down"));
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_button (window, "_Leave the Room")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Leave the Room"));
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_widget_named (window, "chat-entry")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Message to the room"));
  activate (&s, "room.sit");
  pump (300);
  /* The table's buttons, as they take the focus. */
  gtk_widget_grab_focus (find_button (window, "Lea_ve Seat"));
  pump (50);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_button (window, "Lea_ve Seat")),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, "Leave Seat"));
  name = find_type (window, GTK_TYPE_LABEL, "ishi-room-black");
  expander = find_type (window, GTK_TYPE_EXPANDER, NULL);
  g_assert_nonnull (name);
  g_assert_nonnull (expander);
  g_assert_true (gtk_widget_compute_bounds (name, window, &before));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  pump (500);
  g_assert_true (gtk_widget_compute_bounds (name, window, &after));
  g_test_message ("the name's top: %g before, %g after Options opened (window %d high)", before.origin.y,
                  after.origin.y, gtk_widget_get_height (window));
  g_assert_cmpfloat (after.origin.y, >=, 0);
  g_assert_cmpfloat (fabs (after.origin.y - before.origin.y), <, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  ishi_room_server_stop (server);
}

static GtkWidget *
find_widget_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget_named (c, name);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
form_says (gpointer data)
{
  Scene *s = data;
  GtkWidget *form = ishi_room_window_get_form (s->window);
  GtkWidget *problem = find_widget_named (form, "problem");

  while (g_main_context_iteration (NULL, FALSE))
    ;
  return gtk_widget_get_mapped (form) && problem && *gtk_label_get_text (GTK_LABEL (problem)) != '\0';
}

/* Issue 64's leftover: a name the room refuses at the login is read by
 * the refusal's id in the catalogue and said in the window's words (the
 * form said "The room refused to let you in: Names are 1 to 16 letters
 * or digits (of any script)…", the room's English, in every language). */
static void
test_name_refused_by_id (void)
{
  IshiRoomConfig config = { .name = "Club", .game = "go", .code = "4321" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  Scene s = { .window = ISHI_ROOM_WINDOW (window) };
  GtkWidget *problem;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  gtk_window_present (GTK_WINDOW (window));
  /* A space: against the room's rule for names (ishi-room-name.c). */
  ishi_room_window_join (s.window, "127.0.0.1", ishi_room_server_get_port (server), "ha na", "4321");
  wait_for (form_says, &s, "the refusal on the form");
  problem = find_widget_named (ishi_room_window_get_form (s.window), "problem");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (problem)), ==,
                   "A name is 1 to 16 letters or digits, of any script, with - _ . inside it and no spaces.");
  gtk_window_destroy (GTK_WINDOW (window));
  ishi_room_server_stop (server);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window-join/addresses", test_addresses);
  g_test_add_func ("/window-join/play", test_join);
  g_test_add_func ("/window-join/rif", test_rif);
  g_test_add_func ("/window-join/challenge", test_challenge);
  g_test_add_func ("/window-join/resign-asks", test_resign_asks);
  g_test_add_func ("/window-join/quit-asks", test_quit_asks);
  g_test_add_func ("/window-join/options-keep-names", test_options_keep_names);
  g_test_add_func ("/window-join/name-refused-by-id", test_name_refused_by_id);
  return g_test_run ();
}
