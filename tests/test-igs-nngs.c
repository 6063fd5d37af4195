/* test-igs-nngs.c — the client on a plain Go server, against sessions
 * recorded from NNGS 1.1.22 on loopback (tests/net/nngs-*.script: every
 * server line in them is NNGS's own): a game through its count and
 * result, a connection broken and the game taken up again, a crash of
 * the opponent's program and its return, handicap stones, a silent
 * server.  What its lines mean is test-igs-server.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-igs-server.h"
#include "ishi-igs.h"
#include "ishi-room-client.h"
#include "ishi-ruleset.h"
#include "ishi-score.h"
#include "ishi-test-util.h"

typedef struct {
  IshiTestReplay *replay;
  IshiRoomClient *client;
  guint step;
  GPtrArray *offers, *errors;
  double komi_offered;
} Session;

static gboolean
at_step (gpointer data)
{
  Session *s = data;

  return ishi_test_replay_get_step (s->replay) >= s->step;
}

/* Waits until the script has passed `step` client lines, then sends. */
static void
send_at (Session *s, guint step, const char *line)
{
  s->step = step;
  ishi_test_wait_until (at_step, s, line, 20);
  ishi_room_client_send (s->client, line);
}

static void
offer_cb (IshiRoomClient *c, const char *name, int color, int size, int minutes, int byoyomi, Session *s)
{
  g_ptr_array_add (s->offers, ishi_igs_format_match (name, color, size, minutes, byoyomi));
}

static void
komi_cb (IshiRoomClient *c, const char *name, double komi, Session *s)
{
  s->komi_offered = komi;
}

static void
error_cb (IshiRoomClient *c, const char *text, Session *s)
{
  g_ptr_array_add (s->errors, g_strdup (text));
}

/* The client `name` connected to the script (`tries` connections at
 * most), its offers and the server's refusals kept. */
static void
session_start (Session *s, const char *script, const char *name, guint tries)
{
  g_autofree char *path = ishi_test_src_path (script);
  guint16 port;

  s->replay = ishi_test_replay_new (path, &port);
  s->client = ishi_room_client_new_for_server (name, NULL);
  s->offers = g_ptr_array_new_with_free_func (g_free);
  s->errors = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (s->client, "match-offer", G_CALLBACK (offer_cb), s);
  g_signal_connect (s->client, "komi-offer", G_CALLBACK (komi_cb), s);
  g_signal_connect (s->client, "error", G_CALLBACK (error_cb), s);
  ishi_room_client_connect (s->client, "127.0.0.1", port, tries);
}

static void
session_end (Session *s)
{
  ishi_room_client_disconnect (s->client);
  g_object_unref (s->client);
  ishi_test_replay_free (s->replay);
  g_ptr_array_unref (s->offers);
  g_ptr_array_unref (s->errors);
}

static gboolean
two_offers (gpointer data)
{
  return ((Session *) data)->offers->len >= 2;
}

static gboolean
one_offer (gpointer data)
{
  return ((Session *) data)->offers->len >= 1;
}

static gboolean
komi_offered (gpointer data)
{
  return ((Session *) data)->komi_offered != 0;
}

static guint wanted_moves;

static gboolean
moves_in (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (((Session *) data)->client, 1);

  return t && t->moves->len >= wanted_moves;
}

static void
wait_moves (Session *s, guint n)
{
  wanted_moves = n;
  ishi_test_wait_until (moves_in, s, "the moves", 20);
}

static gboolean
stone_removed (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (((Session *) data)->client, 1);

  return t && t->counting && t->dead->len > 0;
}

static gboolean
result_known (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (((Session *) data)->client, 1);

  return t && t->result;
}

static void
test_nngs_session (void)
{
  Session s = { 0 };
  const IshiRoomClientTable *t;
  IshiMatch *match;

  session_start (&s, "net/nngs-kumi.script", "kumi", 1);

  /* A guest's login: the name, "#> ", client mode (the script's first
   * two client lines), then the lists. */
  s.step = 2;
  ishi_test_wait_until (at_step, &s, "client mode", 20);
  ishi_test_wait_until (one_offer, &s, "an offer", 20);
  send_at (&s, 2, "decline hana");
  g_assert_cmpint (ishi_room_client_get_state (s.client), ==, ISHI_ROOM_CLIENT_ONLINE);
  g_assert_cmpuint (s.offers->len, ==, 1);
  /* The offer, read back as the command that accepts it. */
  g_assert_cmpstr (s.offers->pdata[0], ==, "match hana W 9 10 10");
  ishi_test_wait_until (two_offers, &s, "a second offer", 20);
  send_at (&s, 3, "match hana W 9 10 10");
  /* The game begins: the client asks its size and komi by itself (step
   * 5, "games 1"), then the opponent offers a komi. */
  s.step = 5;
  ishi_test_wait_until (at_step, &s, "games 1", 20);
  ishi_test_wait_until (komi_offered, &s, "a komi offered", 20);
  send_at (&s, 5, "komi 6.5");
  g_assert_cmpfloat (s.komi_offered, ==, 6.5);
  t = ishi_room_client_get_table (s.client, 1);
  g_assert_nonnull (t);
  g_assert_cmpint (ishi_room_client_get_own_table (s.client, NULL), ==, 1);
  g_assert_cmpint (t->size, ==, 9);
  g_assert_cmpstr (t->seats[ISHI_WHITE], ==, "kumi");
  g_assert_cmpstr (t->seats[ISHI_BLACK], ==, "hana");
  s.step = 6;
  ishi_test_wait_until (at_step, &s, "komi 6.5", 20);
  wait_moves (&s, 1);
  g_assert_cmpfloat (t->komi, ==, 6.5);   /* "Set the komi to 6.5" came first */
  g_assert_cmpstr (t->moves->pdata[0], ==, "E5");
  send_at (&s, 6, "C3");
  wait_moves (&s, 3);
  send_at (&s, 7, "G7");
  s.step = 8;
  ishi_test_wait_until (at_step, &s, "G7", 20);
  wait_moves (&s, 3);   /* then the undo … */
  send_at (&s, 8, "A9");
  /* hana took G7 back (28 … undid the last move): E5 C3 D3. */
  g_assert_cmpuint (t->moves->len, ==, 3);
  g_assert_cmpstr (t->moves->pdata[2], ==, "D3");
  wait_moves (&s, 5);   /* A9 C4 */
  send_at (&s, 9, "G3");
  send_at (&s, 10, "G5");
  send_at (&s, 11, "E5");
  send_at (&s, 12, "F4");
  wait_moves (&s, 10);
  g_assert_cmpuint (s.errors->len, ==, 2);
  g_assert_cmpstr (s.errors->pdata[0], ==, "Your move is not valid.");
  /* C2 took C3: hana has one prisoner. */
  g_assert_cmpint (t->captures[ISHI_BLACK], ==, 1);
  send_at (&s, 13, "pass");
  ishi_test_wait_until (stone_removed, &s, "the count and hana's removal", 20);
  g_assert_true (t->counting);
  g_assert_cmpuint (t->dead->len, ==, 1);
  g_assert_cmpstr (t->dead->pdata[0], ==, "A9");
  send_at (&s, 14, "done");
  ishi_test_wait_until (result_known, &s, "the result", 20);

  /* The server's count is the result: W 6.5, B 3.0. */
  g_assert_cmpstr (t->result, ==, "W+3.5");
  g_assert_true (t->server_counted);
  g_assert_cmpfloat (t->server_score[ISHI_WHITE], ==, 6.5);
  g_assert_cmpfloat (t->server_score[ISHI_BLACK], ==, 3.0);
  g_assert_cmpint (ishi_room_client_get_own_table (s.client, NULL), ==, 1);

  /* The copy holds the game as played (E5 … F4, Black's pass and
   * White's: NNGS sends the second pass to no one, and counts; the record
   * lacked it) with komi 6.5, and Ishi's own count of it with A9 dead is
   * NNGS's. */
  match = ishi_room_client_get_match (s.client, 1);
  g_assert_nonnull (match);
  g_assert_cmpuint (t->moves->len, ==, 12);
  g_assert_cmpstr (t->moves->pdata[10], ==, "Pass");
  g_assert_cmpstr (t->moves->pdata[11], ==, "Pass");
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 12);
  {
    IshiScoreInput input;
    g_autofree guint8 *dead = g_new0 (guint8, 81);
    g_autoptr (IshiScore) score = NULL;
    int x, y;
    g_assert_true (ishi_score_input_init_from_game (&input, ishi_match_get_game (match)));
    g_assert_true (ishi_igs_parse_point ("go", 9, "A9", &x, &y));
    dead[y * 9 + x] = 1;
    input.dead = dead;
    score = ishi_score_compute (ishi_ruleset_lookup ("japanese")->scoring, &input);
    g_assert_cmpfloat (score->white.total, ==, 6.5);
    g_assert_cmpfloat (score->black.total, ==, 3.0);
    g_assert_cmpstr (score->result, ==, "W+3.5");
    ishi_score_input_clear (&input);
  }
  /* Besides what the script waited for, the client asked for the lists. */
  g_assert_nonnull (strstr (ishi_test_replay_get_received (s.replay), "who\ngames\n"));

  session_end (&s);
}

static gboolean
resumed (gpointer data)
{
  Session *s = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (s->client, 1);

  return ishi_test_replay_get_connections (s->replay) == 2 && t && t->moves->len == 87
         && ishi_room_client_get_match (s->client, 1) != NULL;
}

/* A connection that breaks in the middle of a game: the client logs in
 * again by itself, finds the game among its stored ones, takes it up
 * again with `load` (the opponent is on), and asks the moves it missed. */
static void
test_nngs_resume (void)
{
  Session s = { 0 };
  const IshiRoomClientTable *t, *old;
  IshiMatch *match;
  IshiColor own = ISHI_EMPTY;

  session_start (&s, "net/nngs-resume.script", "ishibot2", 5);

  s.step = 5;
  ishi_test_wait_until (at_step, &s, "the lists", 20);
  ishi_test_wait_until (one_offer, &s, "kumi2's offer", 20);
  /* kumi2 came after the `who`: the server's shout of it adds the name. */
  {
    g_autoptr (GPtrArray) players = ishi_room_client_list_players (s.client);
    gboolean found = FALSE;
    for (guint i = 0; i < players->len; i++)
      found |= strcmp (((IshiIgsWhoEntry *) players->pdata[i])->name, "kumi2") == 0;
    g_assert_true (found);
  }
  send_at (&s, 5, s.offers->pdata[0]);
  s.step = 7;
  ishi_test_wait_until (at_step, &s, "games 3", 20);
  send_at (&s, 7, "D8");

  /* The break, the login again, `load`, `games 1`, `moves 1`. */
  ishi_test_wait_until (resumed, &s, "the game taken up again", 30);
  g_assert_nonnull (strstr (ishi_test_replay_get_received (s.replay), "load kumi2-ishibot2\n"));
  g_assert_cmpint (ishi_room_client_get_own_table (s.client, &own), ==, 1);
  g_assert_cmpint (own, ==, ISHI_BLACK);
  t = ishi_room_client_get_table (s.client, 1);
  g_assert_false (t->adjourned);
  g_assert_null (t->result);
  g_assert_cmpstr (t->moves->pdata[0], ==, "D8");
  g_assert_cmpstr (t->moves->pdata[86], ==, "H8");
  match = ishi_room_client_get_match (s.client, 1);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 87);
  /* White to play: the client would not move out of turn. */
  {
    IshiGame *game = ishi_match_get_game (match);
    g_assert_cmpint (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)), ==, ISHI_WHITE);
  }
  /* The game's old number is put aside. */
  old = ishi_room_client_get_table (s.client, 3);
  g_assert_nonnull (old);
  g_assert_true (old->adjourned);

  session_end (&s);
}

static int game_wanted;
static guint game_len;

static gboolean
game_has (gpointer data)
{
  Session *s = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (s->client, game_wanted);

  return t && t->moves->len >= game_len && ishi_room_client_get_match (s->client, game_wanted) != NULL;
}

static gboolean
game2_over (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (((Session *) data)->client, 2);

  return t && t->result;
}

/* The opponent's program crashes, and comes back while this client stays
 * (issue 52, 9; NNGS's lines, tests/net/nngs-crash-stayed.script): game
 * 1 is adjourned; her program's `load` comes first and the game goes on
 * as game 2; this client's own `load`, sent on NNGS's shout of her login,
 * is refused, which is no error for its users; game 1 is marked as taken
 * up again as 2; the count has both passes.  (The window's own `who` and
 * `games` are sent here by the test.) */
static void
test_nngs_crash_stayed (void)
{
  Session s = { 0 };
  const IshiRoomClientTable *t, *old;
  IshiColor own = ISHI_EMPTY;

  session_start (&s, "net/nngs-crash-stayed.script", "ken", 1);
  s.step = 5;
  ishi_test_wait_until (at_step, &s, "the lists", 20);
  ishi_test_wait_until (one_offer, &s, "hana's offer", 20);
  send_at (&s, 5, s.offers->pdata[0]);
  s.step = 7;
  ishi_test_wait_until (at_step, &s, "games 1", 20);
  ishi_room_client_refresh_lists (s.client);
  send_at (&s, 9, "C3");
  wait_moves (&s, 3);
  send_at (&s, 10, "C7");
  wait_moves (&s, 5);
  send_at (&s, 11, "F3");

  /* The adjournment, her return, the refused `load`, game 2. */
  s.step = 17;
  ishi_test_wait_until (at_step, &s, "the lists after the refused load", 20);
  game_wanted = 2;
  game_len = 7;
  ishi_test_wait_until (game_has, &s, "game 2", 20);
  g_assert_cmpuint (s.errors->len, ==, 0);
  g_assert_cmpint (ishi_room_client_get_own_table (s.client, &own), ==, 2);
  g_assert_cmpint (own, ==, ISHI_WHITE);
  old = ishi_room_client_get_table (s.client, 1);
  g_assert_true (old->adjourned);
  g_assert_null (old->result);
  g_assert_cmpint (old->resumed_as, ==, 2);
  g_assert_nonnull (strstr (ishi_test_replay_get_received (s.replay), "load ken-hana\ngames 2\nmoves 2\nwho\ngames\n"));

  /* C5, hana's pass, ken's: the count has both, then the result. */
  send_at (&s, 17, "C5");
  game_len = 9;
  ishi_test_wait_until (game_has, &s, "hana's pass", 20);
  send_at (&s, 18, "pass");
  send_at (&s, 19, "done");
  ishi_test_wait_until (game2_over, &s, "the result", 20);
  t = ishi_room_client_get_table (s.client, 2);
  g_assert_cmpstr (t->result, ==, "W+5.5");
  g_assert_cmpuint (t->moves->len, ==, 10);
  g_assert_cmpstr (t->moves->pdata[8], ==, "Pass");
  g_assert_cmpstr (t->moves->pdata[9], ==, "Pass");
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (ishi_room_client_get_match (s.client, 2))), ==, 10);
  g_assert_cmpuint (t->dead->len, ==, 1);
  g_assert_cmpstr (t->dead->pdata[0], ==, "F3");
  /* Game 1 is nobody's game any more: not the client's own. */
  g_assert_cmpint (ishi_room_client_get_own_table (s.client, NULL), ==, 2);
  g_assert_cmpuint (s.errors->len, ==, 0);

  session_end (&s);
}

static gboolean
handicap_placed (gpointer data)
{
  Session *s = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (s->client, 1);

  return t && t->handicap == 2 && t->komi == 0.5 && ishi_room_client_get_match (s->client, 1) != NULL;
}

/* NNGS's handicap: Black's first move "Handicap 2"; the copy is made
 * again with the two stones, White to play. */
static void
test_nngs_handicap (void)
{
  Session s = { 0 };
  IshiGame *game;
  const IshiRules *rules;
  int stones = 0, x, y;

  session_start (&s, "net/nngs-handicap.script", "kumi", 1);
  s.step = 2;
  ishi_test_wait_until (at_step, &s, "client mode", 20);
  ishi_test_wait_until (one_offer, &s, "the offer", 20);
  send_at (&s, 2, s.offers->pdata[0]);
  s.step = 4;
  ishi_test_wait_until (at_step, &s, "games 1", 20);
  ishi_test_wait_until (handicap_placed, &s, "the handicap", 20);
  game = ishi_match_get_game (ishi_room_client_get_match (s.client, 1));
  rules = ishi_game_get_rules (game);
  for (y = 0; y < 9; y++)
    for (x = 0; x < 9; x++)
      if (rules->stone_at (ishi_game_get_position (game), x, y) == ISHI_BLACK)
        stones++;
  g_assert_cmpint (stones, ==, 2);
  g_assert_cmpint (rules->to_move (ishi_game_get_position (game)), ==, ISHI_WHITE);
  send_at (&s, 4, "E5");
  ishi_test_wait_until (result_known, &s, "the result", 20);
  g_assert_cmpstr (ishi_room_client_get_table (s.client, 1)->result, ==, "W+R");

  session_end (&s);
}

static void
line_seen_cb (IshiRoomClient *c, int code, const char *text, GString *seen)
{
  g_string_append_printf (seen, "%d %s\n", code, text);
}

/* A server that says nothing (a network gone without a word) is asked
 * whether it is there, and with no answer the client connects again. */
static void
test_nngs_silence (void)
{
  g_autofree char *path = ishi_test_src_path ("net/nngs-silence.script");
  Session s = { 0 };
  guint16 port;
  g_autoptr (GString) seen = g_string_new (NULL);

  s.replay = ishi_test_replay_new (path, &port);
  s.client = ishi_room_client_new_for_server ("kumi", NULL);
  g_signal_connect (s.client, "line", G_CALLBACK (line_seen_cb), seen);
  ishi_room_client_set_liveness (s.client, 300, 300);
  ishi_room_client_connect (s.client, "127.0.0.1", port, 5);
  /* The second connection's `ayt` is its third line waited for. */
  s.step = 3;
  ishi_test_wait_until (at_step, &s, "connecting again after the silence", 20);
  g_assert_cmpuint (ishi_test_replay_get_connections (s.replay), ==, 2);
  g_assert_nonnull (strstr (ishi_test_replay_get_received (s.replay), "ayt\n"));
  g_assert_cmpint (ishi_room_client_get_state (s.client), ==, ISHI_ROOM_CLIENT_ONLINE);
  /* The answer is the client's own business: not a line for its users. */
  g_main_context_iteration (NULL, FALSE);
  g_assert_null (strstr (seen->str, "9 yes"));

  ishi_room_client_disconnect (s.client);
  g_object_unref (s.client);
  ishi_test_replay_free (s.replay);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/igs-nngs/session", test_nngs_session);
  g_test_add_func ("/igs-nngs/resume", test_nngs_resume);
  g_test_add_func ("/igs-nngs/crash-stayed", test_nngs_crash_stayed);
  g_test_add_func ("/igs-nngs/handicap", test_nngs_handicap);
  g_test_add_func ("/igs-nngs/silence", test_nngs_silence);
  return g_test_run ();
}
