/* test-room-igs.c — the room as IGS clients read it: qGo (its player
 * list, its Console, its match dialog) and a window's IshiRoomClient,
 * driven line by line through connections that are only buffers, as
 * test-room.c drives the room.
 *
 * What each line must be comes from the IGS protocol (NNGS's help file
 * `match`, its server-protocol.txt) and from what qGo 2.1 reads
 * (igsconnection.cpp, gamedialog.cpp: read, not copied).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-igs.h"
#include "ishi-igs-server.h"
#include "ishi-room.h"
#include "ishi-room-client.h"
#include "ishi-test-util.h"
#include "room-helpers.h"

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

/* Two seated together at a table accept a match: they leave it for the
 * first table with both seats free, and every client is told the old
 * seats are free (the host had freed them without a word, and windows
 * showed both still at table 2 while they played at table 1). */
static void
test_match_seated_together (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  Conn *o = member (room, "obs", NULL);
  g_autofree char *out = NULL;

  g_free (say (a, "/join 2"));
  g_free (say (k, "/join 2"));
  assert_line (o->out->str, "700 seat 2 W ken");
  g_free (say (a, "match ken B 9 10 5"));
  forget (a);
  forget (k);
  forget (o);
  out = say (k, "match anna W 9 10 5");
  assert_line (out, "9 Creating match [1] with ken vs anna.");
  assert_line (o->out->str, "700 seat 2 B -");
  assert_line (o->out->str, "700 seat 2 W -");
  assert_line (o->out->str, "700 seat 1 B anna");
  assert_line (o->out->str, "700 seat 1 W ken");
  conn_free (o);
  conn_free (a);
  conn_free (k);
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

/* One without the room's code (qGo, which never gave it) challenged by
 * one with it.  Her challenge and her Accept are refused in the words qGo
 * shows in its match dialog ("is not open to match requests", the name
 * between quotes) with the way in after them.  qGo greys that dialog's
 * Accept for good after a refusal, so her acceptance is kept: the
 * challenger is told why she waits, and the game begins when she gives
 * the code.  A challenge she never answered is made to her again then,
 * in IGS's two lines, which qGo answers. */
static void
test_match_without_code (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL), *k = member (room, "ken", NULL);
  Conn *h = conn_new (room), *m = conn_new (room);
  g_autofree char *out = NULL;
  const char *refused = "5 Player \"anna\" is not open to match requests without the room's code: /code NNNN.";
  const char *held = "5 Player \"anna\" is not open to match requests without the room's code: /code NNNN, "
                     "and the game begins.";
  const char *waits = "9 hana accepts, but needs the room's code: the game begins when it is given.";

  g_free (say (h, "hana"));
  g_free (say (h, "set client true"));
  g_free (say (h, "id qGov2.1.0"));
  g_free (say (m, "mio"));
  g_free (say (m, "set client true"));
  forget (h);
  forget (a);
  /* Her own challenge. */
  out = say (h, "match anna B 9 10 5");
  assert_line (out, refused);
  g_assert_null (strstr (strstr (out, "5 ") + 2, "\n5 "));
  g_assert_cmpstr (a->out->str, ==, "");
  g_clear_pointer (&out, g_free);
  forget (h);
  /* Anna's, accepted without the code: refused, and kept. */
  g_free (say (a, "match hana B 9 10 5"));
  assert_line (h->out->str, "9 Match [9x9] in 10 minutes requested with anna as Black.");
  assert_line (h->out->str, "9 Use <match anna W 9 10 5> or <decline anna> to respond.");
  forget (a);
  forget (h);
  out = say (h, "match anna W 9 10 5");
  assert_line (out, held);
  assert_no_line_with (out, "Creating match");
  assert_line (a->out->str, waits);
  g_clear_pointer (&out, g_free);
  forget (a);
  forget (h);
  out = say (h, "match anna W 9 10 5");
  assert_line (out, held);
  g_assert_cmpstr (a->out->str, ==, "");
  g_clear_pointer (&out, g_free);
  forget (h);
  /* The code given: the game begins, after the code is said taken. */
  out = say (h, "/code 4711");
  assert_line (out, "9 The room's code is right: you may sit at a table (/join N).");
  assert_line (out, "9 Creating match [1] with hana vs anna.");
  g_assert_true (strstr (out, "code is right") < strstr (out, "Creating match"));
  assert_line (a->out->str, "9 Creating match [1] with hana vs anna.");
  g_clear_pointer (&out, g_free);
  /* Ken's challenge to mio, not answered: made again with the code, once. */
  g_free (say (k, "match mio W 13 20 10"));
  forget (m);
  out = say (m, "/code 4711");
  assert_line (out, "9 Match [13x13] in 20 minutes requested with ken as White.");
  assert_line (out, "9 Use <match ken B 13 20 10> or <decline ken> to respond.");
  g_assert_true (strstr (out, "requested with") < strstr (out, "Use <match"));
  g_clear_pointer (&out, g_free);
  forget (m);
  out = say (m, "/code 4711");
  assert_no_line_with (out, "requested with");
  g_clear_pointer (&out, g_free);
  out = say (m, "match ken B 13 20 10");
  assert_line (out, "9 Creating match [2] with ken vs mio.");
  conn_free (a);
  conn_free (k);
  conn_free (h);
  conn_free (m);
}

/* An undo as qGo reads it: the players in NNGS's line for them, the
 * watchers in its line for watchers (qGo, watching, took the players'
 * line from a board it does not have and fell); a marking taken back
 * while counting is no IGS undo (qGo read a point from it) but a line for
 * the Console and the mark's removal line again, which qGo toggles. */
static void
test_undo_watched (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *a = member (room, "anna", NULL), *k = member (room, "ken", NULL), *o = member (room, "obs", NULL);

  seat_two (room, a, k, NULL);
  g_free (say (o, "observe 1"));
  play (a, "E5");
  forget (k);
  forget (o);
  g_free (say (a, "undo"));
  assert_line (k->out->str, "28 anna undid the last move (E5) .");
  assert_line (o->out->str, "28 Undo in game 1: ken vs anna:  E5");
  assert_no_line_with (o->out->str, "undid");
  forget (a);
  play (a, "E5");
  play (k, "C7");
  play (a, "pass");
  play (k, "pass");
  play (a, "C7");
  forget (a);
  forget (k);
  forget (o);
  g_free (say (a, "undo"));
  for (Conn **c = (Conn *[]) { a, k, o, NULL }; *c; c++)
    {
      assert_line ((*c)->out->str, "9 anna took back the last marking.");
      assert_line ((*c)->out->str, "49 Game 1 anna is removing @ C7");
      assert_no_line_with ((*c)->out->str, "28 ");
    }
  conn_free (a);
  conn_free (k);
  conn_free (o);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-igs/userlist", test_userlist);
  g_test_add_func ("/room-igs/qgo-words", test_qgo_words);
  g_test_add_func ("/room-igs/match", test_igs_match);
  g_test_add_func ("/room-igs/match-without-code", test_match_without_code);
  g_test_add_func ("/room-igs/match-seated-together", test_match_seated_together);
  g_test_add_func ("/room-igs/undo-watched", test_undo_watched);
  g_test_add_func ("/room-igs/client-reads-room", test_client_reads_room);
  return g_test_run ();
}
