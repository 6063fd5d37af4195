/* test-room-clients.c — the room as its clients read it: a host in this
 * process and the very clients the windows and the bots use
 * (IshiRoomClient), linked through buffers (room-link.h).  Each test
 * checks what a window would show from its client — the copy of the game
 * with its stones and whose turn it is — not only what the host holds:
 * the faults of issue 52 sat between the two.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-game.h"
#include "ishi-igs.h"
#include "ishi-match.h"
#include "ishi-room-client.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "room-link.h"

static IshiRoom *
host_new (const char *dir)
{
  IshiRoomConfig config = {
    .name = "Clients", .game = "go", .code = "4711", .records_dir = dir, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);

  g_assert_no_error (error);
  return room;
}

/* What a window shows of `point` ("E5") at table 1: its stone, from the
 * client's copy; ISHI_EMPTY too when there is no copy to show (the
 * window then drew an empty board). */
static IshiColor
stone_at (Link *l, const char *point)
{
  IshiMatch *match = ishi_room_client_get_match (l->client, 1);
  const IshiRoomClientTable *t = ishi_room_client_get_table (l->client, 1);
  IshiGame *game;
  int x, y;

  if (match == NULL || t == NULL)
    return ISHI_EMPTY;
  game = ishi_match_get_game (match);
  g_assert_true (ishi_igs_parse_point ("go", t->size, point, &x, &y));
  return ishi_game_get_rules (game)->stone_at (ishi_game_get_position (game), x, y);
}

/* Whose turn a window shows (ISHI_EMPTY: it cannot tell, "(null) to
 * play."). */
static IshiColor
to_move (Link *l)
{
  IshiMatch *match = ishi_room_client_get_match (l->client, 1);
  IshiGame *game;

  if (match == NULL)
    return ISHI_EMPTY;
  game = ishi_match_get_game (match);
  return ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
}

static void
say (Link **links, guint n, Link *who, const char *line)
{
  ishi_room_client_send (who->client, line);
  link_pump (links, n);
}

/* anna (Black) and ken (White) seated at table 1 of a 9×9 game begun;
 * `watcher`, when given, is in the room without the code. */
static void
begin (Link **links, guint n)
{
  link_pump (links, n);
  say (links, n, links[0], "/join");
  say (links, n, links[1], "/join");
  say (links, n, links[0], "/start");
  g_assert_nonnull (ishi_room_client_get_match (links[0]->client, 1));
}

/* Issue 52, 1: pass, pass, Continue Playing, then Black's move.  Both
 * windows showed an empty board and "(null) to play." from that move on:
 * the clients' copies were still counting and refused it. */
static void
test_continue (void)
{
  g_autoptr (IshiRoom) room = host_new (NULL);
  Link *links[] = { link_new (room, "anna", "4711"), link_new (room, "ken", "4711") };
  const guint n = G_N_ELEMENTS (links);
  const char *moves[] = { "E5", "C3", "pass", "pass" };

  begin (links, n);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    say (links, n, links[i % 2], moves[i]);
  for (guint i = 0; i < n; i++)
    g_assert_true (ishi_room_client_get_table (links[i]->client, 1)->counting);
  say (links, n, links[1], "/continue");
  for (guint i = 0; i < n; i++)
    {
      const IshiRoomClientTable *t = ishi_room_client_get_table (links[i]->client, 1);
      g_assert_false (t->counting);
      /* The first passer moves again (online-go-rules.ja.txt). */
      g_assert_cmpint (to_move (links[i]), ==, ISHI_BLACK);
    }
  say (links, n, links[0], "G7");
  for (guint i = 0; i < n; i++)
    {
      g_assert_nonnull (ishi_room_client_get_match (links[i]->client, 1));
      g_assert_cmpint (stone_at (links[i], "E5"), ==, ISHI_BLACK);
      g_assert_cmpint (stone_at (links[i], "C3"), ==, ISHI_WHITE);
      g_assert_cmpint (stone_at (links[i], "G7"), ==, ISHI_BLACK);
      g_assert_cmpint (to_move (links[i]), ==, ISHI_WHITE);
    }
  /* White answers by a click, and two passes count again. */
  say (links, n, links[1], "C7");
  g_assert_cmpint (stone_at (links[0], "C7"), ==, ISHI_WHITE);
  say (links, n, links[0], "pass");
  say (links, n, links[1], "pass");
  for (guint i = 0; i < n; i++)
    g_assert_true (ishi_room_client_get_table (links[i]->client, 1)->counting);
  /* Issue 52, 2: the moves asked again (a window back at its seat, a
   * copy that disagreed) are no new moves: the count goes on. */
  say (links, n, links[1], "moves 1");
  g_assert_true (ishi_room_client_get_table (links[1]->client, 1)->counting);
  say (links, n, links[0], "done");
  say (links, n, links[1], "done");
  for (guint i = 0; i < n; i++)
    {
      const IshiRoomClientTable *t = ishi_room_client_get_table (links[i]->client, 1);
      g_assert_nonnull (t->result);
      g_assert_cmpint (stone_at (links[i], "G7"), ==, ISHI_BLACK);
      g_assert_cmpuint (links[i]->errors->len, ==, 0);
    }
  /* … and the game stays over: its result stays, and the table takes a
   * new game (the window's Start was greyed, Resign active, "(null) to
   * play." shown). */
  say (links, n, links[0], "moves 1");
  g_assert_nonnull (ishi_room_client_get_table (links[0]->client, 1)->result);
  g_assert_cmpint (stone_at (links[0], "G7"), ==, ISHI_BLACK);
  say (links, n, links[0], "/start");
  for (guint i = 0; i < n; i++)
    {
      const IshiRoomClientTable *t = ishi_room_client_get_table (links[i]->client, 1);
      g_assert_null (t->result);
      g_assert_cmpuint (t->moves->len, ==, 0);
      g_assert_cmpint (to_move (links[i]), ==, ISHI_BLACK);
    }
  for (guint i = 0; i < n; i++)
    link_free (links[i]);
}

/* A watcher's window watches the table it shows once the client knows
 * of it (ishi-room-table-view.c sends `observe N`); here the same. */
static void
watch_table (Link **links, guint n, Link *who)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (who->client, 1);

  g_assert_nonnull (t);
  say (links, n, who, "observe 1");
}

/* Issue 52, 3: one who joins without the code, to watch.  Coming while
 * table 1 was in play, the window showed two "(free seat)", an empty
 * board and "Nobody sits at this table yet": the room told a member
 * without a seat of no table, so the window never watched one. */
static void
test_watcher (void)
{
  g_autoptr (IshiRoom) room = host_new (NULL);
  Link *links[5] = { link_new (room, "anna", "4711"), link_new (room, "ken", "4711") };
  guint n = 2;
  const IshiRoomClientTable *t;

  link_pump (links, n);
  say (links, n, links[0], "/join");
  say (links, n, links[1], "/join");
  /* Walt comes before the first move, the players seated. */
  links[n++] = link_new (room, "walt", NULL);
  link_pump (links, n);
  t = ishi_room_client_get_table (links[2]->client, 1);
  g_assert_nonnull (t);
  g_assert_cmpstr (t->seats[ISHI_BLACK], ==, "anna");
  g_assert_cmpstr (t->seats[ISHI_WHITE], ==, "ken");
  watch_table (links, n, links[2]);
  say (links, n, links[0], "/start");
  say (links, n, links[0], "E5");
  say (links, n, links[1], "C3");
  g_assert_cmpint (stone_at (links[2], "E5"), ==, ISHI_BLACK);
  g_assert_cmpint (stone_at (links[2], "C3"), ==, ISHI_WHITE);
  g_assert_cmpint (to_move (links[2]), ==, ISHI_BLACK);
  /* Wanda comes in the middle of the game. */
  links[n++] = link_new (room, "wanda", NULL);
  link_pump (links, n);
  watch_table (links, n, links[3]);
  t = ishi_room_client_get_table (links[3]->client, 1);
  g_assert_cmpstr (t->seats[ISHI_BLACK], ==, "anna");
  g_assert_cmpint (stone_at (links[3], "E5"), ==, ISHI_BLACK);
  g_assert_cmpint (stone_at (links[3], "C3"), ==, ISHI_WHITE);
  say (links, n, links[0], "G7");
  for (guint i = 2; i < n; i++)
    {
      g_assert_cmpint (stone_at (links[i], "G7"), ==, ISHI_BLACK);
      g_assert_cmpint (to_move (links[i]), ==, ISHI_WHITE);
    }
  say (links, n, links[1], "resign");
  /* Xavier comes once the game is over: the final position, and how it
   * ended. */
  links[n++] = link_new (room, "xavier", NULL);
  link_pump (links, n);
  watch_table (links, n, links[4]);
  for (guint i = 2; i < n; i++)
    {
      t = ishi_room_client_get_table (links[i]->client, 1);
      g_assert_cmpstr (t->result, ==, "B+R");
      g_assert_cmpint (stone_at (links[i], "G7"), ==, ISHI_BLACK);
      g_assert_cmpuint (links[i]->errors->len, ==, 0);
    }
  for (guint i = 0; i < n; i++)
    link_free (links[i]);
}

/* What the room says of itself, as the client hands it on (the room
 * window only shows it): the token, the room's name and game, the code
 * taken, and the score list — a row for each name — or, for a class's
 * pupil, her own points alone (ishi-room-commands.c). */
typedef struct {
  char *token;
  guint named, accepted, scores;
  GString *rows;
  char *mine;
} Told;

static void
token_given_cb (IshiRoomClient *client, const char *token, Told *t)
{
  g_free (t->token);
  t->token = g_strdup (token);
}

static void
room_named_cb (IshiRoomClient *client, Told *t)
{
  t->named++;
}

static void
code_accepted_cb (IshiRoomClient *client, Told *t)
{
  t->accepted++;
}

static void
scores_cb (IshiRoomClient *client, guint n, Told *t)
{
  t->scores = n;
  g_string_truncate (t->rows, 0);
}

static void
score_cb (IshiRoomClient *client, const char *name, const char *points, Told *t)
{
  g_string_append_printf (t->rows, "%s=%s;", name, points);
}

static void
my_score_cb (IshiRoomClient *client, const char *points, Told *t)
{
  g_free (t->mine);
  t->mine = g_strdup (points);
}

static void
listen_told (Link *l, Told *t)
{
  t->rows = g_string_new (NULL);
  g_signal_connect (l->client, "token-given", G_CALLBACK (token_given_cb), t);
  g_signal_connect (l->client, "room-named", G_CALLBACK (room_named_cb), t);
  g_signal_connect (l->client, "code-accepted", G_CALLBACK (code_accepted_cb), t);
  g_signal_connect (l->client, "scores", G_CALLBACK (scores_cb), t);
  g_signal_connect (l->client, "score", G_CALLBACK (score_cb), t);
  g_signal_connect (l->client, "my-score", G_CALLBACK (my_score_cb), t);
}

static void
told_clear (Link *l, Told *t)
{
  g_signal_handlers_disconnect_by_data (l->client, t);
  g_free (t->token);
  g_free (t->mine);
  g_string_free (t->rows, TRUE);
}

static void
test_room_told (void)
{
  g_autoptr (IshiRoom) room = host_new (NULL);
  Link *links[2] = { link_new (room, "anna", "4711"), link_new (room, "ken", "4711") };
  Told told = { NULL };

  listen_told (links[0], &told);
  link_pump (links, 2);
  g_assert_nonnull (told.token);
  g_assert_cmpstr (told.token, ==, ishi_room_client_get_token (links[0]->client));
  g_assert_cmpuint (told.named, ==, 1);
  g_assert_cmpstr (ishi_room_client_get_room_name (links[0]->client), ==, "Clients");
  g_assert_cmpstr (ishi_room_client_get_room_game (links[0]->client), ==, "go");
  /* The code typed again in the chat. */
  told.accepted = 0;
  say (links, 2, links[0], "/code 4711");
  g_assert_cmpuint (told.accepted, ==, 1);
  say (links, 2, links[0], "/scores");
  g_assert_cmpuint (told.scores, ==, 0);
  g_assert_cmpstr (told.rows->str, ==, "");
  /* A game won by resignation: the winner scores. */
  begin (links, 2);
  say (links, 2, links[1], "resign");
  say (links, 2, links[0], "/scores");
  g_assert_cmpuint (told.scores, ==, 2);
  g_assert_true (g_str_has_prefix (told.rows->str, "anna="));
  g_assert_false (g_str_has_prefix (told.rows->str, "anna=0;"));
  g_assert_true (g_str_has_suffix (told.rows->str, ";ken=0;"));
  g_assert_null (told.mine);
  told_clear (links[0], &told);
  for (guint i = 0; i < 2; i++)
    link_free (links[i]);
}

/* A class (a teacher's code): a pupil who asks for the score list is
 * told her own points only. */
static void
test_pupil_told (void)
{
  IshiRoomConfig config = {
    .name = "Class", .game = "go", .code = "4711", .teacher_code = "87654321", .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) class = ishi_room_new (&config, &error);
  Link *pupils[2];
  Told told = { NULL };

  g_assert_no_error (error);
  pupils[0] = link_new (class, "anna", "4711");
  pupils[1] = link_new (class, "ken", "4711");
  listen_told (pupils[0], &told);
  link_pump (pupils, 2);
  begin (pupils, 2);
  say (pupils, 2, pupils[1], "resign");
  say (pupils, 2, pupils[0], "/scores");
  g_assert_nonnull (told.mine);
  g_assert_cmpstr (told.mine, !=, "0");
  g_assert_cmpuint (told.scores, ==, 0);
  g_assert_cmpstr (told.rows->str, ==, "");
  told_clear (pupils[0], &told);
  for (guint i = 0; i < 2; i++)
    link_free (pupils[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-clients/continue", test_continue);
  g_test_add_func ("/room-clients/watcher", test_watcher);
  g_test_add_func ("/room-clients/room-told", test_room_told);
  g_test_add_func ("/room-clients/pupil-told", test_pupil_told);
  return g_test_run ();
}
