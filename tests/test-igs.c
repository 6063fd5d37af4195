/* test-igs.c — the IGS protocol's lines, read and written (ishi-igs.h),
 * and a recorded client-mode session read by the client.
 *
 * The lines come from the protocol's own documentation, not from Ishi:
 * NNGS's server-protocol.txt (the codes, the move, undo, say, score and
 * result lines, quoted from a message to IGS's client authors) and its
 * help files (games, who).  tests/net/igs-observe.txt is a session of an
 * observer written from those: the games list, a game observed, a say
 * and a kibitz, an undo as observers see it, a move with its captures
 * (capture mode), a shout, a stone removed, the score and the result.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-igs.h"
#include "ishi-room-client.h"
#include "ishi-test-util.h"

static void
test_split (void)
{
  const char *text;
  int code;

  g_assert_true (ishi_igs_split ("15   0(B): Q16", &code, &text));
  g_assert_cmpint (code, ==, 15);
  g_assert_cmpstr (text, ==, "  0(B): Q16");
  g_assert_true (ishi_igs_split ("1 5", &code, &text));
  g_assert_cmpint (code, ==, 1);
  g_assert_cmpstr (text, ==, "5");
  g_assert_true (ishi_igs_split ("2 ", &code, &text));
  g_assert_cmpint (code, ==, 2);
  g_assert_false (ishi_igs_split ("Login: ", &code, &text));
  g_assert_cmpstr (text, ==, "Login: ");
  g_assert_false (ishi_igs_split ("12x", &code, &text));
  g_assert_false (ishi_igs_split ("99999999999 overflow", &code, &text));
}

static void
test_header (void)
{
  IshiIgsGameHeader h;
  g_autofree char *again = NULL;

  /* server-protocol.txt, CAPTURE: */
  g_assert_true (ishi_igs_parse_game_header ("Game 17 I: jl (0 894 -1) vs jloup (2 884 -1)", &h));
  g_assert_cmpint (h.game, ==, 17);
  g_assert_cmpstr (h.white, ==, "jl");
  g_assert_cmpstr (h.black, ==, "jloup");
  g_assert_cmpint (h.white_seconds, ==, 894);
  g_assert_cmpint (h.black_captures, ==, 2);
  g_assert_cmpint (h.black_stones, ==, -1);
  again = ishi_igs_format_game_header (&h);
  g_assert_cmpstr (again, ==, "Game 17 I: jl (0 894 -1) vs jloup (2 884 -1)");
  ishi_igs_game_header_clear (&h);

  g_assert_false (ishi_igs_parse_game_header ("Game 17 I: jl (0 894) vs jloup (2 884 -1)", &h));
  g_assert_false (ishi_igs_parse_game_header ("Game x I: jl (0 1 -1) vs b (0 1 -1)", &h));
  g_assert_false (ishi_igs_parse_game_header ("Game 1 I: jl (0 1 -1) vs b (0 1 -1) extra", &h));
  g_assert_null (h.white);
}

static void
test_move (void)
{
  IshiIgsMove m;
  g_autofree char *line = NULL;

  g_assert_true (ishi_igs_parse_move ("  0(B): Q16", &m));
  g_assert_cmpint (m.number, ==, 0);
  g_assert_cmpint (m.color, ==, ISHI_BLACK);
  g_assert_cmpstr (m.move, ==, "Q16");
  ishi_igs_move_clear (&m);
  /* Capture mode: the stones taken follow the move. */
  g_assert_true (ishi_igs_parse_move ("  4(B): C1 B1 A1", &m));
  g_assert_cmpstr (m.move, ==, "C1");
  ishi_igs_move_clear (&m);
  g_assert_true (ishi_igs_parse_move ("  0(B): Handicap 3", &m));
  g_assert_cmpstr (m.move, ==, "Handicap 3");
  ishi_igs_move_clear (&m);
  g_assert_true (ishi_igs_parse_move ("141(W): Pass", &m));
  g_assert_cmpint (m.color, ==, ISHI_WHITE);
  ishi_igs_move_clear (&m);
  g_assert_false (ishi_igs_parse_move ("  4(X): C1", &m));
  g_assert_false (ishi_igs_parse_move ("-1(B): C1", &m));
  g_assert_false (ishi_igs_parse_move ("  4(B):", &m));

  line = ishi_igs_format_move (5, ISHI_WHITE, "A1");
  g_assert_cmpstr (line, ==, "  5(W): A1");
}

static void
test_lines (void)
{
  g_autofree char *name = NULL, *message = NULL, *white = NULL, *black = NULL, *result = NULL;
  g_autofree char *who = NULL, *move = NULL, *remover = NULL, *point = NULL;
  int game;

  g_assert_true (ishi_igs_parse_speech ("*jloup*: test 4", '*', '*', &name, &message));
  g_assert_cmpstr (name, ==, "jloup");
  g_assert_cmpstr (message, ==, "test 4");
  g_assert_true (ishi_igs_parse_result ("{Game 57: jl vs jloup : W  1.5 B  1.0}", &game, &white,
                                        &black, &result));
  g_assert_cmpint (game, ==, 57);
  g_assert_cmpstr (white, ==, "jl");
  g_assert_cmpstr (black, ==, "jloup");
  g_assert_cmpstr (result, ==, "W  1.5 B  1.0");
  g_assert_true (ishi_igs_parse_undo ("jl undid the last move (D4) .", &who, &move));
  g_assert_cmpstr (who, ==, "jl");
  g_assert_cmpstr (move, ==, "D4");
  g_assert_true (ishi_igs_parse_undo_in_game ("Undo in game 38: kerbrat vs African1d:  P15  Q15", &game));
  g_assert_cmpint (game, ==, 38);
  g_assert_true (ishi_igs_parse_removing ("Game 57 jloup is removing @ A1", &game, &remover, &point));
  g_assert_cmpstr (remover, ==, "jloup");
  g_assert_cmpstr (point, ==, "A1");

  /* Names: Japanese welcome, spaces and the protocol's brackets not. */
  g_assert_true (ishi_igs_name_is_valid ("さくら"));
  g_assert_true (ishi_igs_name_is_valid ("guest4944"));
  g_assert_false (ishi_igs_name_is_valid (""));
  g_assert_false (ishi_igs_name_is_valid ("two words"));
  g_assert_false (ishi_igs_name_is_valid ("*star*"));
  g_assert_false (ishi_igs_name_is_valid ("abcdefghijklmnopq"));   /* 17 */
  g_assert_false (ishi_igs_name_is_valid ("bad\xff"));
}

static void
test_points (void)
{
  int x, y;
  g_autofree char *go = ishi_igs_format_point ("go", 19, 15, 3);
  g_autofree char *renju = ishi_igs_format_point ("renju", 15, 7, 7);

  /* Row 1 at the bottom, no I (Go); small letters with i (Renju). */
  g_assert_cmpstr (go, ==, "Q16");
  g_assert_cmpstr (renju, ==, "h8");
  g_assert_true (ishi_igs_parse_point ("go", 19, "q16", &x, &y));
  g_assert_cmpint (x, ==, 15);
  g_assert_cmpint (y, ==, 3);
  g_assert_true (ishi_igs_parse_point ("renju", 15, "H8", &x, &y));
  g_assert_cmpint (x, ==, 7);
  g_assert_true (ishi_igs_parse_point ("go", 9, "Pass", &x, &y));
  g_assert_cmpint (x, ==, -1);
  g_assert_false (ishi_igs_parse_point ("go", 9, "K10", &x, &y));
  g_assert_false (ishi_igs_parse_point ("go", 9, "I5", &x, &y));
}

typedef struct {
  GString *sent;
  GPtrArray *chat;
} Session;

static void
writer (const char *line, gpointer data)
{
  g_string_append (((Session *) data)->sent, line);
}

static void
chat_cb (IshiRoomClient *c, const char *kind, const char *name, const char *text, Session *s)
{
  g_ptr_array_add (s->chat, g_strdup_printf ("%s %s: %s", kind, name, text));
}

static void
test_recorded_session (void)
{
  g_autofree char *path = ishi_test_src_path ("net/igs-observe.txt");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (IshiRoomClient) client = ishi_room_client_new_for_server ("guest77", NULL);
  const IshiRoomClientTable *t;
  IshiMatch *match;
  Session s = { g_string_new (NULL), g_ptr_array_new_with_free_func (g_free) };
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  ishi_room_client_set_writer (client, writer, &s);
  g_signal_connect (client, "chat", G_CALLBACK (chat_cb), &s);
  for (guint i = 0; lines[i]; i++)
    ishi_room_client_feed (client, lines[i]);

  /* The login: the name, then client mode, the stored games and the lists; no code to give. */
  g_assert_true (g_str_has_prefix (s.sent->str, "guest77\nset client true\nstored\nwho\ngames\n"));
  g_assert_cmpint (ishi_room_client_get_state (client), ==, ISHI_ROOM_CLIENT_ONLINE);

  t = ishi_room_client_get_table (client, 4);
  g_assert_nonnull (t);
  g_assert_cmpstr (t->seats[ISHI_WHITE], ==, "wu");
  g_assert_cmpstr (t->seats[ISHI_BLACK], ==, "dotingring");
  /* Q16 D4 Q3 C16, C16 undone, then R4 (with the stone it took). */
  g_assert_cmpuint (t->moves->len, ==, 4);
  g_assert_cmpstr (t->moves->pdata[2], ==, "Q3");
  g_assert_cmpstr (t->moves->pdata[3], ==, "R4");
  g_assert_cmpint (t->seconds[ISHI_WHITE], ==, 4460);
  g_assert_cmpint (t->captures[ISHI_BLACK], ==, 1);
  g_assert_cmpuint (t->dead->len, ==, 1);
  g_assert_cmpstr (t->dead->pdata[0], ==, "Q3");
  /* The result in words, as an SGF RE: the scores decide. */
  g_assert_cmpstr (t->result, ==, "W+0.5");
  /* The server's count, kept beside Ishi's. */
  g_assert_true (t->server_counted);
  g_assert_cmpfloat (t->server_score[ISHI_WHITE], ==, 1.5);
  g_assert_cmpfloat (t->server_score[ISHI_BLACK], ==, 1.0);
  /* The games list told the size and komi before the game was observed:
   * the copy is made from it, with the moves as they stand. */
  g_assert_cmpint (t->size, ==, 19);
  g_assert_cmpfloat (t->komi, ==, 0.5);
  g_assert_null (strstr (s.sent->str, "games 4"));
  match = ishi_room_client_get_match (client, 4);
  g_assert_nonnull (match);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 4);

  g_assert_cmpuint (s.chat->len, ==, 3);
  g_assert_cmpstr (s.chat->pdata[0], ==, "say jloup: test 4");
  g_assert_cmpstr (s.chat->pdata[1], ==, "kibitz jl: nice move");
  g_assert_cmpstr (s.chat->pdata[2], ==, "shout guest4944: anyone for a game?");

  /* A move after a gap: the client asks for the whole game. */
  g_string_truncate (s.sent, 0);
  ishi_room_client_feed (client, "15 Game 4 I: wu (0 4460 -1) vs dotingring (1 4400 -1)");
  ishi_room_client_feed (client, "15   9(B): K10");
  g_assert_cmpstr (s.sent->str, ==, "moves 4\n");

  g_string_free (s.sent, TRUE);
  g_ptr_array_unref (s.chat);
}

static void
ignore_line (const char *line, gpointer data)
{
}

/* What a broken or hostile server may send: nothing of it crashes the
 * client or makes it believe a table it was not told of. */
static void
test_garbage (void)
{
  g_autoptr (IshiRoomClient) client = ishi_room_client_new ("x", "1234");
  static const char *const lines[] = {
    "", "1", "15", "15 Game", "15 Game -1 I: a (0 0 0) vs b (0 0 0)", "15   0(B): Q16",
    "15 Game 2 I: a (0 0 0) vs b (0 0 0)", "15   0(B): ZZ99", "15 99999999(B): A1",
    "700", "700 table", "700 table 1 klingon 9 0 6 0 0", "700 table 1 online 999 0 6 0 0",
    "700 table 1 online 9 0 nan 0 0", "700 seat",
    /* found by fuzz-igs-client: a size no rules can play, then a move */
    "700 room go x", "700 table 3 online 52 0 0 0 0", "700 seat 3 B a", "700 seat 3 W b",
    "15 Game 3 I: b (0 0 -1) vs a (0 0 -1)", "15   0(B): A1", "700 seat 1 X y", "700 dead", "700 result 0 x",
    "700 room", "700 token", "28 undid the last move", "28 Undo in game x:", "49 Game",
    "11 Kibitz", "11    orphan text", "21 {Game 1: a vs b :", "21 {}", "19 **: empty name",
    "\xff\xfe\xfd", "5 ", "9 {Game 2: a vs b : Black resigns.}",
  };

  ishi_room_client_set_writer (client, ignore_line, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    ishi_room_client_feed (client, lines[i]);
  g_assert_null (ishi_room_client_get_table (client, 1) ? ishi_room_client_get_match (client, 1) : NULL);
  g_assert_nonnull (ishi_room_client_get_table (client, 3));
  g_assert_null (ishi_room_client_get_match (client, 3));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/igs/split", test_split);
  g_test_add_func ("/igs/header", test_header);
  g_test_add_func ("/igs/move", test_move);
  g_test_add_func ("/igs/lines", test_lines);
  g_test_add_func ("/igs/points", test_points);
  g_test_add_func ("/igs/recorded-session", test_recorded_session);
  g_test_add_func ("/igs/garbage", test_garbage);
  return g_test_run ();
}
