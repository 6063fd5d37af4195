/* test-igs-server.c — what a plain Go server says, read (ishi-igs-server.h),
 * and a client's login on NNGS (the client's games on it are
 * test-igs-nngs.c).
 *
 * The lines are NNGS's: each one below is what a format of its formats
 * table gives (the games list's "[%2d] %11.11s [%3.3s%s] vs. %11.11s
 * [%3.3s%s] (%3d   %2d  %d  %2.1f %2d %c%c) (%3d)", who's "%s %s   %s
 * %-10s %3s    %3.3s%s %s", "Use <match %s %s %d %d %d> or <decline %s>
 * to respond.", "Creating match [%d] with %s.", "Removing @ %s", "%s
 * (W:O): %.1f to %s (B:#): %.1f") with values put in, and the results
 * its gameproc.c writes ("{Game %d: %s vs %s : White resigns. W %.1f B
 * %.1f}", " %s forfeits on time.}", " has adjourned.}").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-igs-server.h"
#include "ishi-igs.h"
#include "ishi-room-client.h"
#include "ishi-test-util.h"

static void
test_games (void)
{
  IshiIgsGameEntry e;

  g_assert_true (ishi_igs_parse_game_entry (
    "[ 1]        hana [ NR ] vs.         ken [ 2k*] (  5    9  0  6.5 10  I) (  1)", &e));
  g_assert_cmpint (e.game, ==, 1);
  g_assert_cmpstr (e.white, ==, "hana");
  g_assert_cmpstr (e.white_rank, ==, "NR");
  g_assert_cmpstr (e.black, ==, "ken");
  g_assert_cmpstr (e.black_rank, ==, "2k*");
  g_assert_cmpint (e.moves, ==, 5);
  g_assert_cmpint (e.size, ==, 9);
  g_assert_cmpint (e.handicap, ==, 0);
  g_assert_cmpfloat (e.komi, ==, 6.5);
  g_assert_cmpint (e.byoyomi, ==, 10);
  g_assert_cmpint (e.observers, ==, 1);
  ishi_igs_game_entry_clear (&e);

  /* A negative komi, a handicap, three digits of game number. */
  g_assert_true (ishi_igs_parse_game_entry (
    "[123] verylongname [ 1d ] vs.          ab [10k ] (212   19  4  -3.5  5 FI) ( 12)", &e));
  g_assert_cmpint (e.game, ==, 123);
  g_assert_cmpint (e.handicap, ==, 4);
  g_assert_cmpfloat (e.komi, ==, -3.5);
  ishi_igs_game_entry_clear (&e);

  static const char *const bad[] = {
    "[##]  white name [ rk ]      black name [ rk ] (Move size H Komi BY FR) (###)",
    "[ 1]        hana [ NR ] vs.         ken [ 2k*] (  5   99  0  6.5 10  I) (  1)",
    "[ 1]        hana [ NR ] vs.         ken [ 2k*] (  5    9  0  nan 10  I) (  1)",
    "[ 1]        ha:na [ NR ] vs.         ken [ 2k*] (  5    9  0  6.5 10  I) (  1)",
    "[ 1]        hana [ NR ] vs.         ken [ 2k*] (  5    9  0  6.5 10  I",
    "[ 1]        hana [ NR ] vs.",
    "[",
    "",
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (ishi_igs_parse_game_entry (bad[i], &e));
}

static void
test_who (void)
{
  IshiIgsWhoEntry e[2];

  g_assert_cmpint (ishi_igs_parse_who_line (
    "  ! --    1 hana        2m     NR  |  QX  3   -- ken        12s     2k* ", e), ==, 2);
  g_assert_cmpstr (e[0].name, ==, "hana");
  g_assert_cmpstr (e[0].flags, ==, "!");
  g_assert_cmpint (e[0].observing, ==, 0);
  g_assert_cmpint (e[0].playing, ==, 1);
  g_assert_cmpstr (e[0].idle, ==, "2m");
  g_assert_cmpstr (e[0].rank, ==, "NR");
  g_assert_cmpstr (e[1].name, ==, "ken");
  g_assert_cmpstr (e[1].flags, ==, "QX");
  g_assert_cmpint (e[1].observing, ==, 3);
  g_assert_cmpint (e[1].playing, ==, 0);
  g_assert_cmpstr (e[1].rank, ==, "2k*");
  for (int i = 0; i < 2; i++)
    ishi_igs_who_entry_clear (&e[i]);

  /* The left half alone (an odd count); the header; the count line. */
  g_assert_cmpint (ishi_igs_parse_who_line ("    --   -- anna        0s     NR  | ", e), ==, 1);
  g_assert_cmpstr (e[0].name, ==, "anna");
  g_assert_cmpstr (e[0].flags, ==, "");
  ishi_igs_who_entry_clear (&e[0]);
  g_assert_cmpint (ishi_igs_parse_who_line (
    " Info       Name       Idle   Rank |  Info       Name       Idle   Rank", e), ==, 0);
  g_assert_cmpint (ishi_igs_parse_who_line ("                ********  3 Players 1 Total Games ********", e), ==, 0);
  g_assert_cmpint (ishi_igs_parse_who_line ("|||||", e), ==, 0);
}

static void
test_offer (void)
{
  IshiIgsMatchOffer o;
  g_autofree char *line = NULL;
  g_autofree char *opponent = NULL, *point = NULL;
  int game;
  double w, b;

  g_assert_true (ishi_igs_parse_match_offer ("Use <match hana W 9 10 10> or <decline hana> to respond.", &o));
  g_assert_cmpstr (o.name, ==, "hana");
  g_assert_cmpint (o.color, ==, ISHI_WHITE);
  g_assert_cmpint (o.size, ==, 9);
  g_assert_cmpint (o.minutes, ==, 10);
  g_assert_cmpint (o.byoyomi, ==, 10);
  line = ishi_igs_format_match (o.name, o.color, o.size, o.minutes, o.byoyomi);
  g_assert_cmpstr (line, ==, "match hana W 9 10 10");
  ishi_igs_match_offer_clear (&o);
  g_assert_false (ishi_igs_parse_match_offer ("Use <match hana W 9 10 10> or <decline ken> to respond.", &o));
  g_assert_false (ishi_igs_parse_match_offer ("Use <match hana X 9 10 10> or <decline hana> to respond.", &o));
  g_assert_false (ishi_igs_parse_match_offer ("Use <rmatch hana 9 10> or <decline hana> to respond.", &o));
  g_assert_false (ishi_igs_parse_match_offer ("Use <match hana W 99 10 10> or <decline hana> to respond.", &o));

  g_assert_true (ishi_igs_parse_komi_offer ("Use \"komi 6.5\" to accept, or \"decline hana\" to respond.", &w, &opponent));
  g_assert_cmpfloat (w, ==, 6.5);
  g_assert_cmpstr (opponent, ==, "hana");
  g_clear_pointer (&opponent, g_free);
  g_assert_true (ishi_igs_parse_komi_offer ("Use \"komi -3\" to accept, or \"decline ken\" to respond.", &w, &opponent));
  g_assert_cmpfloat (w, ==, -3);
  g_clear_pointer (&opponent, g_free);
  g_assert_false (ishi_igs_parse_komi_offer ("Use \"komi x\" to accept, or \"decline ken\" to respond.", &w, &opponent));
  g_assert_false (ishi_igs_parse_komi_offer ("Use \"komi 6.5\" to accept, or \"decline ken\"", &w, &opponent));

  g_assert_true (ishi_igs_parse_creating_match ("Creating match [5] with ken.", &game, &opponent));
  g_assert_cmpint (game, ==, 5);
  g_assert_cmpstr (opponent, ==, "ken");
  g_clear_pointer (&opponent, g_free);
  g_assert_false (ishi_igs_parse_creating_match ("Creating match [5] with ken", &game, &opponent));
  g_assert_false (ishi_igs_parse_creating_match ("Creating match [x] with ken.", &game, &opponent));

  g_assert_true (ishi_igs_parse_removing_own ("Removing @ C3", &point));
  g_assert_cmpstr (point, ==, "C3");
  g_clear_pointer (&point, g_free);
  g_assert_false (ishi_igs_parse_removing_own ("Removing @ ", &point));
  g_assert_false (ishi_igs_parse_removing_own ("Removing game 3 from observation list.", &point));

  g_assert_true (ishi_igs_parse_score ("hana (W:O): 12.5 to ken (B:#): 30.0", &w, &b));
  g_assert_cmpfloat (w, ==, 12.5);
  g_assert_cmpfloat (b, ==, 30.0);
  g_assert_false (ishi_igs_parse_score ("hana (W:O): x to ken (B:#): 30.0", &w, &b));
}

static void
test_results (void)
{
  static const struct { const char *words, *re; gboolean adjourned; } cases[] = {
    { "Black resigns.", "W+R", FALSE },
    { "White resigns.", "B+R", FALSE },
    { "Black forfeits on time.", "W+T", FALSE },
    { "White forfeits on time.", "B+T", FALSE },
    /* NNGS after a count: the loser "resigns", the scores say by how much. */
    { "White resigns. W 12.5 B 30.0", "B+17.5", FALSE },
    { "Black resigns. W 66.5 B 12.0", "W+54.5", FALSE },
    { "W  1.5 B  1.0", "W+0.5", FALSE },
    { "W 6.0 B 6.0", "0", FALSE },
    { "has adjourned.", NULL, TRUE },
    { "Hmm, the game ended and I don't know why(7). *", NULL, FALSE },
    { "W B", NULL, FALSE },
    { "W nan B 3", NULL, FALSE },
    { "", NULL, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean adjourned = -1;
      g_autofree char *re = ishi_igs_result_to_sgf (cases[i].words, &adjourned);
      g_assert_cmpstr (re, ==, cases[i].re);
      g_assert_cmpint (adjourned, ==, cases[i].adjourned);
    }
}

/* ------------------------------------------------------------------------ */
/* A recorded NNGS session, through a socket                                 */
/* ------------------------------------------------------------------------ */

typedef struct {
  char *failed;
  IshiRoomClient *client;
} Login;

static void
login_failed_cb (IshiRoomClient *c, const char *text, Login *l)
{
  g_free (l->failed);
  l->failed = g_strdup (text);
}

static gboolean
login_settled (gpointer data)
{
  Login *l = data;

  return l->failed || ishi_room_client_get_state (l->client) == ISHI_ROOM_CLIENT_ONLINE;
}

/* One login against the script's next connection: NULL when it got in,
 * else why not. */
static char *
try_login (guint16 port, const char *name, const char *password)
{
  Login l = { NULL, ishi_room_client_new_for_server (name, password) };

  g_signal_connect (l.client, "login-failed", G_CALLBACK (login_failed_cb), &l);
  ishi_room_client_connect (l.client, "127.0.0.1", port, 3);
  ishi_test_wait_until (login_settled, &l, name, 20);
  if (l.failed)
    /* Refused for good: the client does not try again. */
    g_assert_cmpint (ishi_room_client_get_state (l.client), ==, ISHI_ROOM_CLIENT_OFFLINE);
  ishi_room_client_disconnect (l.client);
  g_object_unref (l.client);
  return l.failed;
}

static void
test_nngs_login (void)
{
  g_autofree char *path = ishi_test_src_path ("net/nngs-login.script");
  guint16 port;
  IshiTestReplay *replay = ishi_test_replay_new (path, &port);
  g_autofree char *wrong = NULL, *taken = NULL, *registered = NULL;

  wrong = try_login (port, "hanako", "wrongpass");
  g_assert_cmpstr (wrong, ==, "The server refused the password.");
  /* The password prompt came wrapped in telnet's bytes, and was answered. */
  g_assert_null (try_login (port, "hanako", "deirg"));
  g_assert_nonnull (strstr (ishi_test_replay_get_received (replay), "hanako\nwrongpass\nhanako\ndeirg\n"));
  taken = try_login (port, "guest", NULL);
  g_assert_cmpstr (taken, ==, "Someone with this name is already on the server: choose another name.");
  /* A registered name with no password: nothing is sent for it. */
  registered = try_login (port, "admin", NULL);
  g_assert_cmpstr (registered, ==, "“admin” is registered on this server: log in with its password, or choose another name.");
  g_assert_true (g_str_has_suffix (ishi_test_replay_get_received (replay), "guest\nadmin\n"));
  g_assert_cmpuint (ishi_test_replay_get_connections (replay), ==, 4);
  ishi_test_replay_free (replay);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/igs-server/games", test_games);
  g_test_add_func ("/igs-server/who", test_who);
  g_test_add_func ("/igs-server/offer", test_offer);
  g_test_add_func ("/igs-server/results", test_results);
  g_test_add_func ("/igs-server/nngs-login", test_nngs_login);
  return g_test_run ();
}
