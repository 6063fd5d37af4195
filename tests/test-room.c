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

/* IGS's userlist, as qGo reads it (its player list): a header whose
 * column "Rank" starts at the 41st character, then each member in IGS's
 * columns, with the game played. */
static void
test_userlist (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  Conn *o = member (room, "obs", NULL);
  g_autofree char *out = NULL;
  const char *header, *props;

  seat_two (room, a, k, NULL);
  forget (o);
  out = say (o, "userlist");
  header = strstr (out, "42 Name");
  g_assert_nonnull (header);
  g_assert_cmpint (header[40], ==, 'R');
  assert_line (out, "42       anna  <None>          --        NR   0/  0    -    1    0s  -X default  F");
  assert_line (out, "42        obs  <None>          --        NR   0/  0    -    -    0s  -- default  F");
  g_clear_pointer (&out, g_free);
  forget (o);
  /* qGo's own words at login are taken without an error. */
  out = say (o, "id qGov2.1.0");
  assert_no_line_with (out, "5 ");
  g_clear_pointer (&out, g_free);
  forget (o);
  /* Observing, qGo is told the board's size (9, the room's default)
   * before the game's first line, with the game's number as the third
   * word, where its reader takes it from; another client is not. */
  out = say (o, "observe 1");
  props = strstr (out, "15 GAMERPROPS:1:1: 9 0 6.00\n");
  g_assert_nonnull (props);
  g_assert_true (props < strstr (out, "15 Game 1 I: "));
  g_clear_pointer (&out, g_free);
  {
    Conn *p = member (room, "plain", NULL);
    forget (p);
    out = say (p, "observe 1");
    assert_line (out, "15 Game 1 I: ken (0 0 -1) vs anna (0 0 -1)");
    assert_no_line_with (out, "GAMERPROPS");
    conn_free (p);
  }
  conn_free (a);
  conn_free (k);
  conn_free (o);
}

/* qGo shows the room's own 700 lines in its Console: to a client that
 * names itself qGo the room says the ones a person needs in plain words
 * (IGS's info lines) and leaves the others out; its token, given before
 * qGo named itself, is said again.  An Ishi client still reads 700. */
static void
test_qgo_words (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  g_autofree char *token = NULL, *out = NULL, *said = NULL;
  Conn *q = member (room, "qgo", &token);
  Conn *a = member (room, "anna", NULL);

  out = say (q, "id qGov2.1.0");
  said = g_strdup_printf ("9 Your token is %s: to come back to your seat after a lost connection, "
                          "log in with your name and the token as your password.", token);
  assert_line (out, said);
  g_clear_pointer (&out, g_free);
  forget (q);
  out = say (q, "/join");
  assert_line (out, "9 Table 1: rules online, 9x9, handicap 0, komi 6, 0 min, byo-yomi 0 s.");
  assert_line (out, "9 qgo sits at table 1 as Black.");
  assert_no_line_with (out, "700 ");
  g_clear_pointer (&out, g_free);
  forget (q);
  out = say (a, "/join");
  assert_line (out, "700 seat 1 W anna");
  g_clear_pointer (&out, g_free);
  out = g_strdup (q->out->str);
  assert_line (out, "9 anna sits at table 1 as White.");
  assert_no_line_with (out, "700 ");
  g_clear_pointer (&out, g_free);
  forget (q);
  forget (a);
  out = say (q, "/start");
  assert_line (out, "9 Creating match [1] with anna vs qgo.");
  assert_no_line_with (out, "700 ");
  g_clear_pointer (&out, g_free);
  out = g_strdup (a->out->str);
  assert_line (out, "700 start 1");
  conn_free (q);
  conn_free (a);
}

/* IGS's challenge, as qGo sends it (NNGS's help file `match`): offered,
 * declined, offered again and accepted with the same terms from the other
 * side; the two are seated and the game begins with the terms. */
static void
test_igs_match (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  g_autofree char *out = NULL;

  out = say (a, "match nobody B 9 10 5");
  assert_line (out, "5 No user named \"nobody\" is logged in.");
  g_clear_pointer (&out, g_free);
  forget (a);
  out = say (a, "match ken B 9 10 5");
  assert_line (out, "9 Requesting match in 10 min with ken as White.");
  assert_line (k->out->str, "9 Match [9x9] in 10 minutes requested with anna as Black.");
  assert_line (k->out->str, "9 Use <match anna W 9 10 5> or <decline anna> to respond.");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);
  g_free (say (k, "decline anna"));
  assert_line (a->out->str, "9 ken declines your request for a match.");
  forget (a);
  forget (k);
  /* Declined, the offer is gone: ken's answer is a new offer. */
  g_free (say (a, "match ken B 9 10 5"));
  forget (a);
  forget (k);
  out = say (k, "match anna W 9 10 5");
  assert_line (out, "9 Creating match [1] with ken vs anna.");
  assert_line (out, "700 table 1 online 9 0 6 10 12");
  assert_line (a->out->str, "9 Creating match [1] with ken vs anna.");
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (k);
  /* A move with the game's number, as qGo sends it. */
  play (a, "E5 1");
  assert_line (k->out->str, "15   0(B): E5");
  out = say (k, "C3 2");
  assert_line (out, "5 You are not playing game 2.");
  g_clear_pointer (&out, g_free);
  /* A request to adjourn declined, as qGo's dialog answers it. */
  forget (a);
  forget (k);
  g_free (say (a, "adjourn"));
  assert_line (k->out->str, "9 Use adjourn to adjourn the game.");
  g_free (say (k, "decline adjourn"));
  assert_line (a->out->str, "53 Game 1 adjournment is declined.");
  out = say (k, "adjourn");
  assert_no_line_with (out, "has adjourned");
  g_clear_pointer (&out, g_free);
  g_free (say (a, "decline adjourn"));   /* ken's new request, declined by anna */
  /* qGo's Undo asks with IGS's undoplease: taken as undo. */
  forget (k);
  g_free (say (a, "undoplease"));
  assert_line (k->out->str, "28 anna undid the last move (E5) .");
  forget (a);
  forget (k);
  /* Playing, neither can be challenged. */
  {
    Conn *o = member (room, "obs", NULL);
    out = say (o, "match anna W 9 10 5");
    assert_line (out, "5 Player \"anna\" is involved in another game.");
    conn_free (o);
  }
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

/* What a window's client reads of the room's own lines: who is in it
 * (its `who`), and a challenge offered to it (IGS's match, as qGo sends
 * it), each fed as the room wrote it. */
static void
feed_lines (IshiRoomClient *client, const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    if (*lines[i])
      ishi_room_client_feed (client, lines[i]);
}

static void
offer_cb (IshiRoomClient *client, const char *name, int color, int size, int minutes, int byoyomi,
          GString *seen)
{
  g_string_append_printf (seen, "%s %c %d %d %d", name, color == ISHI_BLACK ? 'B' : 'W', size, minutes, byoyomi);
}

static void
lists_cb (IshiRoomClient *client, guint *count)
{
  (*count)++;
}

static void
test_client_reads_room (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  g_autoptr (IshiRoomClient) client = ishi_room_client_new ("anna", "4711");
  g_autoptr (GString) seen = g_string_new (NULL);
  g_autoptr (GPtrArray) players = NULL;
  g_autofree char *out = NULL;
  guint lists = 0;

  g_signal_connect (client, "match-offer", G_CALLBACK (offer_cb), seen);
  g_signal_connect (client, "lists-changed", G_CALLBACK (lists_cb), &lists);
  g_free (say (k, "/join"));
  forget (a);
  out = say (a, "who");
  feed_lines (client, out);
  g_assert_cmpuint (lists, ==, 1);
  players = ishi_room_client_list_players (client);
  g_assert_cmpuint (players->len, ==, 2);
  g_assert_cmpstr (((IshiIgsWhoEntry *) players->pdata[0])->name, ==, "anna");
  g_assert_cmpstr (((IshiIgsWhoEntry *) players->pdata[1])->name, ==, "ken");
  g_assert_cmpint (((IshiIgsWhoEntry *) players->pdata[1])->playing, ==, 1);
  g_clear_pointer (&out, g_free);
  forget (a);
  g_free (say (k, "/leave"));
  g_free (say (k, "match anna W 9 10 5"));
  feed_lines (client, a->out->str);
  g_assert_cmpstr (seen->str, ==, "ken B 9 10 5");
  conn_free (a);
  conn_free (k);
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
  g_test_add_func ("/room/userlist", test_userlist);
  g_test_add_func ("/room/qgo-words", test_qgo_words);
  g_test_add_func ("/room/igs-match", test_igs_match);
  g_test_add_func ("/room/bad-lines", test_bad_lines);
  g_test_add_func ("/room/client-reads-room", test_client_reads_room);
  return g_test_run ();
}
