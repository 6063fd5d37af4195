/* test-room.c — the online page's room as its host keeps it, driven line
 * by line through connections that are only buffers (no socket, no
 * timer): the flow from /join to the score list, the end of a game across
 * the network, the clock stopped while a player is away, the rights of
 * each member, the records, and a host restarted from its folder.
 *
 * What each step must give comes from online-go-rules.ja.txt (the room's
 * commands, the 20 points of a resignation, the score list, Continue from
 * the first passer) and from the IGS protocol (NNGS's server-protocol.txt:
 * the move lines, the result line).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ishi-game.h"
#include "ishi-igs.h"
#include "ishi-room.h"
#include "ishi-room-client.h"
#include "ishi-igs-server.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"
#include "room-helpers.h"

/* The record test_flow's game left: every move, the players, the rule,
 * the komi, the result. */
static void
check_flow_record (IshiRoom *room)
{
  const char *path = ishi_room_get_record_path (room, 1);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiSgfCollection) col = ishi_sgf_read_file (file, &error);
  g_autoptr (IshiGame) game = NULL;
  g_autofree char *re = NULL, *pb = NULL, *pw = NULL, *ru = NULL, *km = NULL, *dt = NULL;

  g_assert_no_error (error);
  game = ishi_game_new_from_collection (col, 0, &error);
  g_assert_no_error (error);
  re = ishi_game_get_info (game, "RE");
  pb = ishi_game_get_info (game, "PB");
  pw = ishi_game_get_info (game, "PW");
  ru = ishi_game_get_info (game, "RU");
  km = ishi_game_get_info (game, "KM");
  dt = ishi_game_get_info (game, "DT");
  g_assert_cmpstr (re, !=, NULL);
  g_assert_true (g_str_has_prefix (re, "B+"));
  g_assert_cmpstr (pb, ==, "anna");
  g_assert_cmpstr (pw, ==, "ken");
  g_assert_cmpstr (ru, ==, "Japanese (BSW)");
  g_assert_cmpstr (km, ==, "0");
  g_assert_nonnull (dt);
  g_assert_true (ishi_game_go_to_end (game, NULL));
  /* Twelve moves and two passes, then the two after Continue. */
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 16);
}

/* A click while counting marks a group dead: White's two stones in
 * Black's area, A1 and A3, are one group for the count.  IGS's removal
 * line names one string and an IGS client (qGo) removes that string only,
 * so the room says one line for each string whose mark changed. */
static void
test_count_strings (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  const char *options[] = { "/option boardsize 5", "/komi 0", NULL };
  const char *moves[] = { "C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5", "pass", "A1", "pass",
                          "A3", "pass" };
  g_autofree char *out = NULL;

  seat_two (room, a, k, options);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (i % 2 ? k : a, moves[i]);
  out = say (k, "pass");
  assert_line (out, "700 counting 1");
  assert_line (out, "700 dead 1 A3 A1");
  /* What each side has with those marks (territory counting, komi 0):
   * Black the eight empty points of columns A and B, the two points of
   * the dead stones and those two as prisoners; White E1 to E5. */
  assert_line (out, "700 count 1 12 5");
  /* The host's suggestion in IGS's words too, as removed by the player
   * whose pass began the count. */
  assert_line (out, "49 Game 1 ken is removing @ A3");
  assert_line (out, "49 Game 1 ken is removing @ A1");
  g_clear_pointer (&out, g_free);
  /* Someone who comes to the table now is told the count in IGS's words. */
  {
    Conn *o = member (room, "obs", NULL);
    out = say (o, "observe 1");
    assert_line (out, "9 You can check your score with the score command, type 'done' when finished.");
    assert_line (out, "49 Game 1 ken is removing @ A3");
    assert_line (out, "49 Game 1 ken is removing @ A1");
    g_clear_pointer (&out, g_free);
    conn_free (o);
  }
  forget (a);
  forget (k);
  /* Marked alive with a click on A1: both strings are named. */
  out = say (k, "A1");
  assert_line (a->out->str, "49 Game 1 ken is removing @ A1");
  assert_line (a->out->str, "49 Game 1 ken is removing @ A3");
  assert_line (a->out->str, "700 dead 1");
  g_clear_pointer (&out, g_free);
  conn_free (a);
  conn_free (k);
}

static void
test_flow (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autoptr (IshiRoom) room = room_new (dir);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  Conn *o = member (room, "obs", NULL);
  const char *options[] = { "/option boardsize 5", "/komi 0", NULL };
  g_autofree char *out = NULL;
  double *points = NULL;
  g_auto (GStrv) names = NULL;

  seat_two (room, a, k, options);
  g_free (say (o, "observe 1"));
  forget (o);
  /* IGS's `all N` in NNGS's words: the players, then who watches. */
  out = say (a, "all 1");
  assert_line (out, "9 Observing game  1 (ken vs. anna) :");
  assert_line (out, "9        obs        NR ");
  assert_line (out, "9 Found 1 observers.");
  g_clear_pointer (&out, g_free);
  forget (a);

  /* Black plays; the opponent and the observer both see the IGS lines. */
  out = say (a, "E5");
  assert_line (k->out->str, "15 Game 1 I: ken (0 0 -1) vs anna (0 0 -1)");
  assert_line (k->out->str, "15   0(B): E5");
  assert_line (o->out->str, "15   0(B): E5");
  g_clear_pointer (&out, g_free);
  forget (a); forget (k); forget (o);

  /* Nobody moves for another, nor out of turn. */
  out = say (a, "C3");
  assert_line (out, "5 It is not your turn.");
  g_clear_pointer (&out, g_free);
  forget (a);
  out = say (o, "C3");
  assert_line (out, "5 You are not playing a game.");
  g_clear_pointer (&out, g_free);
  forget (o);
  /* Options do not change during a game; nobody undoes another's move. */
  out = say (k, "/komi 3");
  assert_line (out, "5 Options cannot change during a game.");
  g_clear_pointer (&out, g_free);
  forget (k);
  out = say (k, "undo");
  assert_line (out, "5 You can only take back your own last move.");
  g_clear_pointer (&out, g_free);
  forget (k);

  /* Black's own undo, then the game goes on. */
  out = say (a, "undo");
  assert_line (k->out->str, "28 anna undid the last move (E5) .");
  g_clear_pointer (&out, g_free);
  forget (a); forget (k); forget (o);
  /* 5×5 (set below in the options): Black's wall on column C, White's on
   * D; a White stone at A1 in Black's area. */
  play (a, "C1");
  play (k, "D1");
  play (a, "C2");
  play (k, "D2");
  play (a, "C3");
  play (k, "D3");
  play (a, "C4");
  play (k, "D4");
  play (a, "C5");
  play (k, "D5");
  play (a, "pass");
  play (k, "A1");
  play (a, "pass");
  out = say (k, "pass");
  assert_line (out, "700 counting 1");
  /* The host's suggestion: the lone stone at A1 is dead. */
  assert_line (out, "700 dead 1 A1");
  g_clear_pointer (&out, g_free);
  forget (a); forget (k);

  /* Counting: ken marks A1 alive, undoes it; anna cannot undo his marking. */
  out = say (k, "A1");
  assert_line (a->out->str, "49 Game 1 ken is removing @ A1");
  assert_line (a->out->str, "700 dead 1");
  g_clear_pointer (&out, g_free);
  out = say (a, "undo");
  assert_line (out, "5 Only your own last marking can be taken back.");
  g_clear_pointer (&out, g_free);
  forget (a); forget (k);
  out = say (k, "undo");
  assert_line (out, "700 dead 1 A1");
  g_clear_pointer (&out, g_free);
  forget (a); forget (k);
  /* Continue Playing: the first passer of the two (Black) moves first. */
  out = say (k, "/continue");
  assert_line (out, "700 continue 1 B");
  g_clear_pointer (&out, g_free);
  forget (a); forget (k);
  play (a, "pass");
  play (k, "pass");
  play (a, "done");
  out = say (k, "done");
  /* Japanese counting (the page's 計算): Black 10 points of area, A1's
   * point among them, and the dead stone as a prisoner: 11; White the E
   * column, 5; komi 0.  Black wins by 6. */
  assert_line (out, "20 ken (W:O): 5.0 to anna (B:#): 11.0");
  assert_line (out, "9 {Game 1: ken vs anna : W 5.0 B 11.0}");
  assert_line (out, "700 result 1 B+6");
  g_clear_pointer (&out, g_free);
  names = ishi_room_get_scores (room, &points);
  g_assert_cmpstr (names[0], ==, "anna");
  g_assert_cmpstr (names[1], ==, "ken");
  g_assert_cmpfloat (points[1], ==, 0);
  g_assert_cmpfloat (points[0], ==, 6);
  g_free (points);

  /* The record: every move, the players, the rule, the komi, the result. */
  check_flow_record (room);

  conn_free (a);
  conn_free (k);
  conn_free (o);
  ishi_test_remove_tree (dir);
}

static void
test_resign_counts_twenty (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  g_autofree char *out = NULL;
  double *points = NULL;
  g_auto (GStrv) names = NULL;

  seat_two (room, a, k, NULL);
  play (a, "E5");
  out = say (k, "resign");
  assert_line (out, "9 {Game 1: ken vs anna : White resigns.}");
  names = ishi_room_get_scores (room, &points);
  g_assert_cmpstr (names[0], ==, "anna");
  g_assert_cmpfloat (points[0], ==, 20);
  g_assert_cmpfloat (points[1], ==, 0);
  g_free (points);
  g_clear_pointer (&out, g_free);
  forget (a);

  /* The next game at the same table; a second win adds up. */
  out = say (a, "/start");
  assert_line (out, "9 Creating match [1] with ken vs anna.");
  g_clear_pointer (&out, g_free);
  out = say (k, "resign");
  g_strfreev (names);
  names = ishi_room_get_scores (room, &points);
  g_assert_cmpfloat (points[0], ==, 40);
  g_free (points);

  /* The score list, as the room tells it. */
  forget (a);
  g_clear_pointer (&out, g_free);
  out = say (a, "/scores");
  assert_line (out, "700 score 40 anna");
  assert_line (out, "700 score 0 ken");
  conn_free (a);
  conn_free (k);
}

static void
test_clock_stops_while_away (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autoptr (IshiRoom) room = room_new (dir);
  g_autofree char *ken_token = NULL;
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", &ken_token);
  const char *options[] = { "/option time 10", NULL };
  g_autofree char *out = NULL;

  fake_now = 1000 * G_USEC_PER_SEC;
  seat_two (room, a, k, options);
  play (a, "E5");
  /* White thinks 60 s, then his connection drops for ten minutes. */
  fake_now += 60 * G_USEC_PER_SEC;
  ishi_room_detach (room, k->id);
  k->id = 0;
  assert_line (a->out->str, "9 ken has lost the connection: the clock is stopped.");
  forget (a);
  fake_now += 600 * G_USEC_PER_SEC;
  ishi_room_tick (room);
  out = say (a, "C3");
  assert_line (out, "5 The game waits for a player who is away.");
  g_clear_pointer (&out, g_free);

  /* Someone else cannot take his name without the token. */
  {
    Conn *thief = conn_new (room);
    forget (thief);
    out = say (thief, "ken");
    g_assert_cmpstr (out, ==, "Password: ");
    forget (thief);
    g_clear_pointer (&out, g_free);
    out = say (thief, "00000000");
    g_assert_true (g_str_has_prefix (out, "Invalid password."));
    g_clear_pointer (&out, g_free);
    conn_free (thief);
  }

  /* ken comes back with his token: the same seat, the game as it was. */

  g_string_free (k->out, TRUE);
  g_free (k);
  k = conn_new (room);
  g_free (say (k, "ken"));
  forget (k);
  out = say (k, ken_token);
  /* Before client mode the lines come without their numbers. */
  assert_line (out, "seat 1 W ken");
  assert_line (out, "  0(B): E5");
  g_clear_pointer (&out, g_free);
  g_free (say (k, "set client true"));
  forget (k);
  /* White's time: 10 min less the 60 s he thought, not the 10 min away. */
  out = say (k, "D4");
  assert_line (out, "15 Game 1 I: ken (0 540 -1) vs anna (0 600 -1)");
  g_clear_pointer (&out, g_free);
  /* The game over, no clock is said to stop for one who leaves. */
  forget (a);
  play (a, "resign");
  forget (k);
  ishi_room_detach (room, a->id);
  a->id = 0;
  assert_line (k->out->str, "9 anna has lost the connection.");
  assert_no_line_with (k->out->str, "clock");
  conn_free (a);
  conn_free (k);
  ishi_test_remove_tree (dir);
}

/* The host killed and started again: the room, its seats and the game in
 * progress come back from the records folder; the players log in with
 * their tokens and play on. */
static void
test_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *anna_token = NULL, *ken_token = NULL;
  g_autofree char *out = NULL;
  IshiRoom *room = room_new (dir);
  Conn *a = member (room, "anna", &anna_token);
  Conn *k = member (room, "ken", &ken_token);

  seat_two (room, a, k, NULL);
  play (a, "E5");
  play (k, "C3");
  /* No goodbye: the connections are simply gone with the room. */
  g_string_free (a->out, TRUE); g_free (a);
  g_string_free (k->out, TRUE); g_free (k);
  g_object_unref (room);

  room = room_new (dir);
  a = conn_new (room);
  g_free (say (a, "anna"));
  forget (a);
  out = say (a, anna_token);
  assert_line (out, "seat 1 B anna");
  assert_line (out, "  1(W): C3");
  g_clear_pointer (&out, g_free);
  g_free (say (a, "set client true"));
  forget (a);
  out = say (a, "D4");
  assert_line (out, "5 The game waits for a player who is away.");
  g_clear_pointer (&out, g_free);
  k = conn_new (room);
  g_free (say (k, "ken"));
  g_free (say (k, ken_token));
  forget (a);
  play (a, "D4");
  conn_free (a);
  conn_free (k);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* A seated player's connection still looks open (the network went without
 * a word): logging in again with the token takes the seat over, and the
 * old connection is closed; without the token the name stays taken. */
static void
test_takeover (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  g_autofree char *ken_token = NULL;
  g_autofree char *out = NULL;
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", &ken_token);
  Conn *k2, *other;

  seat_two (room, a, k, NULL);
  play (a, "E5");
  other = conn_new (room);
  forget (other);
  out = say (other, "ken");
  g_assert_cmpstr (out, ==, "Password: ");
  g_clear_pointer (&out, g_free);
  forget (other);
  out = say (other, "wrong");
  g_assert_true (g_str_has_prefix (out, "Invalid password."));
  g_clear_pointer (&out, g_free);
  g_assert_false (k->closed);

  k2 = conn_new (room);
  g_free (say (k2, "ken"));
  forget (k2);
  out = say (k2, ken_token);
  g_assert_true (k->closed);
  assert_line (out, "seat 1 W ken");
  g_clear_pointer (&out, g_free);
  /* Client mode: told that the game goes on, in NNGS's words, before the
   * game itself (qGo sets its board up from them), which qGo's `game N`
   * and `seek` at login do not disturb. */
  out = say (k2, "set client true");
  assert_line (out, "9 anna has restarted your game.");
  g_assert_true (strstr (out, "9 anna has restarted your game.") < strstr (out, "15 Game 1 I: "));
  g_clear_pointer (&out, g_free);
  forget (k2);
  out = say (k2, "game 1");
  assert_line (out, "7 [ 1]         ken [ NR ] vs.        anna [ NR ] (  1    9  0  6.0  0  I) (  0)");
  g_clear_pointer (&out, g_free);
  out = say (k2, "seek config_list");
  assert_no_line_with (out, "5 ");
  g_clear_pointer (&out, g_free);
  forget (k2);
  out = say (k2, "D4");
  assert_line (out, "15   1(W): D4");
  g_clear_pointer (&out, g_free);
  /* The old connection's end changes nothing for the seat. */
  ishi_room_detach (room, k->id);
  k->id = 0;
  forget (a);
  out = say (a, "C3");
  assert_line (out, "15   2(B): C3");
  conn_free (k);
  conn_free (k2);
  conn_free (other);
  conn_free (a);
}

/* A Renju room: the free opening, Black's first stone on the centre, and
 * Black's forbidden points refused by the referee (renju-rules.ja.txt). */
static void
test_renju (void)
{
  IshiRoomConfig config = { .name = "Renju", .game = "renju", .code = "4711", .tick_ms = G_MAXUINT };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autofree char *out = NULL;
  Conn *a, *k;

  g_assert_no_error (error);
  a = member (room, "anna", NULL);
  k = member (room, "ken", NULL);
  out = say (a, "/join");
  assert_line (out, "700 table 1 renju-free 15 0 0 0 0");
  g_clear_pointer (&out, g_free);
  forget (a);
  g_free (say (k, "/join"));
  g_free (say (a, "/start"));
  forget (a);
  out = say (a, "a1");
  assert_line (out, "5 Illegal move (not-centre): a1.");
  g_clear_pointer (&out, g_free);
  forget (a); forget (k);
  play (a, "h8");
  out = g_strdup (k->out->str);
  assert_line (out, "15   0(B): h8");
  conn_free (a);
  conn_free (k);
}

/* The RIF opening across the network (renju-rules.ja.txt, 第3章 (2)):
 * Black's holder chooses one of the 26 openings, the host places its three
 * stones, White's holder swaps or keeps, and White plays 4. */
static void
test_renju_rif (void)
{
  IshiRoomConfig config = { .name = "Renju", .game = "renju", .code = "4711", .tick_ms = G_MAXUINT };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autofree char *out = NULL;
  Conn *a, *k;

  g_assert_no_error (error);
  a = member (room, "anna", NULL);
  k = member (room, "ken", NULL);
  g_free (say (a, "/join"));
  forget (a);
  /* The opening rules with swaps and fifth moves are New Game's only. */
  out = say (a, "/option rule renju-soosorv-8");
  assert_line (out, "5 renju-soosorv-8 is not played in a room yet: its swaps and fifth moves have no commands here.");
  g_clear_pointer (&out, g_free);
  out = say (a, "/option rule renju-rif");
  assert_line (out, "700 table 1 renju-rif 15 0 0 0 0");
  g_clear_pointer (&out, g_free);
  g_free (say (k, "/join"));
  g_free (say (a, "/start"));
  forget (a);
  forget (k);

  /* Nobody plays before the opening is chosen, and only Black chooses it. */
  out = say (a, "h8");
  assert_line (out, "5 The player who holds Black chooses the opening first: /opening D1 to D13 or I1 to I13.");
  g_clear_pointer (&out, g_free);
  out = say (k, "/opening D1");
  assert_line (out, "5 The player who holds Black chooses the opening.");
  g_clear_pointer (&out, g_free);
  forget (a);
  out = say (a, "/opening D14");
  assert_line (out, "5 Use: /opening D1 … D13 (direct) or I1 … I13 (indirect).");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);

  /* 寒星 (D1): Black 1 on the centre, White 2 next to it, Black 3 on the
   * same line one further (renju-rules.ja.txt's list of the 26). */
  g_free (say (a, "/opening D1"));
  out = g_strdup (k->out->str);
  assert_line (out, "15   0(B): h8");
  assert_line (out, "15   1(W): h9");
  assert_line (out, "15   2(B): h10");
  assert_line (out, "700 opening 1 D1");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);

  /* Now White's holder decides, before anyone plays. */
  out = say (k, "G7");
  assert_line (out, "5 The player who holds White decides first: /swap (take Black) or /keep (stay White).");
  g_clear_pointer (&out, g_free);
  out = say (a, "/swap");
  assert_line (out, "5 The player who holds White decides.");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);
  out = say (k, "/swap");
  assert_line (out, "700 swap 1 yes");
  assert_line (out, "700 seat 1 B ken");
  assert_line (out, "700 seat 1 W anna");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);
  out = say (k, "/keep");
  assert_line (out, "5 White swaps or keeps once, right after the opening is chosen.");
  g_clear_pointer (&out, g_free);
  forget (k);

  out = say (k, "undo");
  assert_line (out, "5 The opening's stones cannot be taken back.");
  g_clear_pointer (&out, g_free);
  forget (k);

  /* anna holds White now and plays 4; ken, Black, cannot. */
  out = say (k, "G7");
  assert_line (out, "5 It is not your turn.");
  g_clear_pointer (&out, g_free);
  forget (k);
  play (a, "G7");
  assert_line (k->out->str, "15   3(W): g7");
  assert_line (k->out->str, "15 Game 1 I: anna (0 0 -1) vs ken (0 0 -1)");
  conn_free (a);
  conn_free (k);
}

static void
test_bad_lines (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *c = conn_new (room);
  g_autofree char *out = NULL;
  static const char *const garbage[] = {
    "", " ", "\xff\xfe", "/join", "/option", "/option rule", "/option rule klingon",
    "/option boardsize 400", "/komi 1e999", "/komi nan", "/komi 6.3", "observe 99999999999",
    "kibitz", "kibitz 1", "Z99", "pass", "undo", "done", "resign", "/continue", "/start",
    "moves 0", "say hello", "((((", "1 5", "set", "toggle", "who", "games", "/scores",
  };

  forget (c);
  /* A name with a space is refused, another asked for. */
  out = say (c, "two words");
  g_assert_true (g_str_has_suffix (out, "Login: "));
  forget (c);
  g_free (say (c, "zed"));
  for (guint i = 0; i < G_N_ELEMENTS (garbage); i++)
    {
      forget (c);
      g_clear_pointer (&out, g_free);
      out = say (c, garbage[i]);
      /* Every line is answered, and the room goes on. */
      g_assert_true (g_str_has_suffix (out, "#> "));
    }
  g_clear_pointer (&out, g_free);
  forget (c);
  out = say (c, "/join");
  g_assert_nonnull (strstr (out, "code"));
  conn_free (c);
}

/* adjourn, as on NNGS: asked by one, agreed by the other typing it too;
 * the game waits (moves refused, the clock stopped), survives a restart
 * of the host, and goes on with /start where it was. */
static void
test_adjourn (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *anna_token = NULL, *ken_token = NULL;
  g_autofree char *out = NULL;
  IshiRoom *room = room_new (dir);
  Conn *a = member (room, "anna", &anna_token);
  Conn *k = member (room, "ken", &ken_token);
  const char *options[] = { "/option time 10", NULL };

  fake_now = 0;
  seat_two (room, a, k, options);
  play (a, "E5");
  out = say (a, "adjourn");
  assert_line (out, "9 Request for adjournment sent.");
  assert_line (k->out->str, "9 anna would like to adjourn the game.");
  g_clear_pointer (&out, g_free);
  forget (a);
  /* A move withdraws the request: ken's adjourn only asks again. */
  play (k, "C3");
  forget (a);
  out = say (k, "adjourn");
  assert_line (out, "9 Request for adjournment sent.");
  assert_no_line_with (out, "has adjourned");
  g_clear_pointer (&out, g_free);
  forget (k);
  out = say (a, "adjourn");
  assert_line (out, "9 {Game 1: ken vs anna : has adjourned.}");
  assert_line (out, "700 adjourned 1");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);

  /* Waiting: no move, and the clock does not run (ten minutes each). */
  fake_now += 120 * G_USEC_PER_SEC;
  out = say (a, "D4");
  assert_line (out, "5 The game is adjourned: /start takes it up again.");
  g_clear_pointer (&out, g_free);
  forget (a);

  /* The host goes and comes back: the game is still adjourned. */
  g_string_free (a->out, TRUE); g_free (a);
  g_string_free (k->out, TRUE); g_free (k);
  g_object_unref (room);
  room = room_new (dir);
  a = conn_new (room);
  g_free (say (a, "anna"));
  forget (a);
  out = say (a, anna_token);
  assert_line (out, "adjourned 1");
  g_clear_pointer (&out, g_free);
  g_free (say (a, "set client true"));
  k = conn_new (room);
  g_free (say (k, "ken"));
  g_free (say (k, ken_token));
  g_free (say (k, "set client true"));
  forget (a);
  out = say (a, "D4");
  assert_line (out, "5 The game is adjourned: /start takes it up again.");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);

  /* Taken up again where it stopped, with the time it had. */
  out = say (k, "/start");
  assert_line (out, "700 resumed 1");
  g_clear_pointer (&out, g_free);
  forget (a);
  out = say (a, "D4");
  assert_line (out, "15 Game 1 I: ken (0 600 -1) vs anna (0 600 -1)");
  assert_line (out, "15   2(B): D4");
  g_clear_pointer (&out, g_free);
  conn_free (a);
  conn_free (k);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room/flow", test_flow);
  g_test_add_func ("/room/count-strings", test_count_strings);
  g_test_add_func ("/room/resign-counts-twenty", test_resign_counts_twenty);
  g_test_add_func ("/room/clock-stops-while-away", test_clock_stops_while_away);
  g_test_add_func ("/room/restart", test_restart);
  g_test_add_func ("/room/takeover", test_takeover);
  g_test_add_func ("/room/adjourn", test_adjourn);
  g_test_add_func ("/room/renju", test_renju);
  g_test_add_func ("/room/renju-rif", test_renju_rif);
  g_test_add_func ("/room/bad-lines", test_bad_lines);
  return g_test_run ();
}
