/* test-room-class.c — a class: a room with a teacher, driven line by line
 * as test-room.c drives a room (room-helpers.h).  The teacher watches
 * every table, pauses everyone, shows a lesson's step and sees the
 * answers; she pairs the class and sets its game; each pupil's progress
 * is kept by name; the class keeps its list of pupils, which a shared
 * computer asks before any login; a pupil can do none of the teacher's
 * part, nor play without the code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "ishi-class-record.h"
#include "ishi-room-client.h"
#include "ishi-room-names.h"
#include "ishi-room-server.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "room-helpers.h"

/* A lesson's step shown to everyone by the teacher `t`, a late login
 * told; the pupil `a` cannot. */
static void
class_shows_step (IshiRoom *room, Conn *a, Conn *t)
{
  g_autofree char *out = NULL;

  forget (a);
  out = say (t, "/step pure-go-1 3");
  g_clear_pointer (&out, g_free);
  assert_line (a->out->str, "700 step pure-go-1 3");
  out = say (a, "/step pure-go-1 4");
  assert_line (out, "5 Only the teacher shows a lesson's step to everyone.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/step bad id 3");
  assert_line (out, "5 Use: /step LESSON STEP [task] (STEP from 0), or /step - to stop.");
  g_clear_pointer (&out, g_free);
  /* A step without a task takes no answer (it counted in the class's
   * report, issue 55); one with a task does. */
  forget (t);
  forget (a);
  out = say (a, "/answer pure-go-1 3 right first nohint");
  assert_line (out, "5 This step has no task to answer.");
  g_clear_pointer (&out, g_free);
  g_assert_null (strstr (t->out->str, "answer anna"));
  g_free (say (t, "/step pure-go-1 3 task"));
  forget (a);
  out = say (a, "/answer pure-go-1 3 right first nohint");
  if (g_str_has_prefix (out, "5 ") || strstr (out, "\n5 "))
    g_error ("refused: %s", out);
  g_clear_pointer (&out, g_free);
  assert_line (t->out->str, "700 answer anna right first nohint");
  {
    Conn *again = conn_new (room);
    g_free (say (again, "sho"));
    assert_line (again->out->str, "step pure-go-1 3");
    conn_free (again);
  }
  forget (a);

}

/* A class: the teacher watches every table, pauses everyone (the clocks
 * stop, no move is taken, every screen is told, a pupil who comes in
 * meanwhile too) and gives the games back; a pupil can do none of it. */
static void
test_class (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = "12345678",
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  const char *options[] = { "/option time 10", NULL };
  Conn *a, *k, *t, *late;
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  a = member (room, "anna", NULL);
  k = member (room, "ken", NULL);
  t = member (room, "sensei", NULL);
  fake_now = 1000 * G_USEC_PER_SEC;
  seat_two (room, a, k, options);

  /* A pupil is no teacher, with or without a wrong code. */
  out = say (a, "/pause");
  assert_line (out, "5 Only the teacher may pause or resume the class.");
  g_clear_pointer (&out, g_free);
  forget (a);
  out = say (k, "/teacher 11111111");
  assert_line (out, "5 That is not the teacher's code.");
  g_clear_pointer (&out, g_free);
  forget (k);

  /* The teacher sees every table, who sits there, and its moves without
   * observing. */
  out = say (t, "/teacher 12345678");
  assert_line (out, "700 teacher");
  assert_line (out, "700 seat 1 B anna");
  g_clear_pointer (&out, g_free);
  forget (t);
  play (a, "E5");
  assert_line (t->out->str, "15   0(B): E5");
  forget (t);
  forget (k);

  /* Paused: White's clock stands still, no move is taken, everyone knows. */
  fake_now += 30 * G_USEC_PER_SEC;
  out = say (t, "/pause 先生のお話を聞きましょう");
  g_clear_pointer (&out, g_free);
  assert_line (a->out->str, "700 pause 先生のお話を聞きましょう");
  assert_line (k->out->str, "700 pause 先生のお話を聞きましょう");
  forget (a);
  forget (k);
  /* Paused again with other words: every cover says them. */
  g_free (say (t, "/pause 前を見てください"));
  assert_line (a->out->str, "700 pause 前を見てください");
  assert_line (k->out->str, "700 pause 前を見てください");
  g_free (say (t, "/pause 先生のお話を聞きましょう"));
  forget (a);
  forget (k);
  fake_now += 300 * G_USEC_PER_SEC;
  ishi_room_tick (room);
  out = say (k, "C3");
  assert_line (out, "5 The teacher has paused the class.");
  g_clear_pointer (&out, g_free);
  forget (k);
  late = member (room, "yui", NULL);
  g_assert_true (ishi_room_get_class_paused (room));
  {
    /* One who logs in now is told at once (her login, seen again). */
    Conn *again = conn_new (room);
    g_free (say (again, "mio"));
    assert_line (again->out->str, "pause 先生のお話を聞きましょう");
    conn_free (again);
  }

  /* A step with a task shown while paused: no answer is taken until the
   * class goes on (a window the cover missed counted its click as right,
   * issue 65, 1). */
  g_free (say (t, "/step pure-go-1 3 task"));
  forget (t);
  out = say (a, "/answer pure-go-1 3 right first nohint");
  assert_line (out, "5 The teacher has paused the class.");
  g_clear_pointer (&out, g_free);
  g_assert_null (strstr (t->out->str, "answer anna"));

  /* Resumed: the game goes on, White's 30 s of thought counted, not the pause. */
  out = say (t, "/resume");
  g_clear_pointer (&out, g_free);
  assert_line (a->out->str, "700 resume");
  out = say (k, "C3");
  assert_line (out, "15 Game 1 I: ken (0 570 -1) vs anna (0 600 -1)");
  g_clear_pointer (&out, g_free);

  class_shows_step (room, a, t);
  /* A pupil wrong once, whose page then forgot it (a tablet's page
   * reloaded keeps only her token), says her next right answer is her
   * first: the room knows better, and counts it right after a wrong one. */
  forget (t);
  g_free (say (k, "/answer pure-go-1 3 wrong again nohint"));
  assert_line (t->out->str, "700 answer ken wrong again nohint");
  g_free (say (k, "/answer pure-go-1 3 right first nohint"));
  assert_line (t->out->str, "700 answer ken right again nohint");
  forget (t);
  forget (k);

  /* A class's games are kept in a folder per day. */
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *entry;
    guint games = 0;
    while ((entry = g_dir_read_name (d)))
      if (strlen (entry) == 10 && entry[4] == '-' && entry[7] == '-')
        {
          g_autofree char *day = g_build_filename (dir, entry, NULL);
          g_autoptr (GDir) dd = g_dir_open (day, 0, NULL);
          const char *file;
          while (dd && (file = g_dir_read_name (dd)))
            games += g_str_has_prefix (file, "table1-") && g_str_has_suffix (file, ".sgf");
        }
    g_assert_cmpuint (games, ==, 1);
  }

  /* The host restarted on the same folder: still a class, with the same
   * teacher's code (given nowhere this time), and its game taken up from
   * the day's folder. */
  {
    IshiRoomConfig again = { .name = "5-2", .game = "go", .code = "4711", .records_dir = dir,
                             .time_func = fake_time, .tick_ms = G_MAXUINT };
    g_autoptr (IshiRoom) back = ishi_room_new (&again, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (ishi_room_get_teacher_code (back), ==, "12345678");
    {
      g_autofree char *ini = NULL;
      g_autofree char *path = g_build_filename (dir, "room.ini", NULL);
      g_assert_true (g_file_get_contents (path, &ini, NULL, NULL));
      g_assert_true (g_regex_match_simple ("record=\\d{4}-\\d{2}-\\d{2}/table1-", ini, 0, 0));
    }
  }

  conn_free (a);
  conn_free (k);
  conn_free (t);
  conn_free (late);
  ishi_test_remove_tree (dir);
}

/* The teacher sets one game for all and pairs the class at random; an
 * odd pupil waits; a pupil can do none of it. */
static void
test_class_pairing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = "12345678",
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  const char *names[] = { "aoi", "ren", "mei", "sora", "yui" };
  Conn *pupils[5], *t;
  g_autofree char *out = NULL;
  guint seated = 0, waiting = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    pupils[i] = member (room, names[i], NULL);
  t = member (room, "sensei", NULL);
  out = say (pupils[0], "/pairall");
  assert_line (out, "5 Only the teacher pairs the class and sets its game.");
  g_clear_pointer (&out, g_free);
  /* yui sits alone at table 1, no game yet: the teacher sees her there. */
  g_free (say (pupils[4], "/join"));
  forget (t);
  out = say (t, "/teacher 12345678");
  assert_line (out, "700 seat 1 B yui");
  g_clear_pointer (&out, g_free);
  forget (t);
  out = say (t, "/classgame pure 7 0");
  assert_line (out, "9 The class plays pure on 7×7, 0 minutes each.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/classgame klingon 7 0");
  assert_line (out, "5 Use: /classgame RULE SIZE MINUTES (e.g. pure 7 0), or /classgame - to let the tables choose.");
  g_clear_pointer (&out, g_free);
  forget (t);
  out = say (t, "/pairall random");
  assert_line (out, "9 4 pupils paired, 1 waiting.");
  g_clear_pointer (&out, g_free);
  /* Two games of Pure Go on 7×7 began (at tables the random pairing
   * chose), and each pupil knows where she is. */
  {
    guint games = 0;
    for (const char *p = t->out->str; (p = strstr (p, "9 Creating match [")); p++)
      games++;
    g_assert_cmpuint (games, ==, 2);
    g_assert_nonnull (strstr (t->out->str, " pure 7 0 0 0 0\n"));
    g_assert_null (strstr (t->out->str, " online 9 "));
  }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      if (has_line (pupils[i]->out->str, "9 Everyone else has a partner: you play in the next pairing, or with the teacher."))
        waiting++;
      else if (strstr (pupils[i]->out->str, " sit at table "))
        seated++;
    }
  g_assert_cmpuint (seated, ==, 4);
  g_assert_cmpuint (waiting, ==, 1);
  /* Each pupil reads of her own table only (issue 55, 6): every pupil
   * read every pairing ("… sit at table 3 …", "Creating match …"). */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      guint sit = 0, match = 0;
      for (const char *p = pupils[i]->out->str; (p = strstr (p, " sit at table ")); p++)
        sit++;
      for (const char *p = pupils[i]->out->str; (p = strstr (p, "9 Creating match [")); p++)
        match++;
      g_assert_cmpuint (sit, ==, match);
      g_assert_cmpuint (sit, <=, 1);
    }
  /* A pupil in a game is not paired again. */
  forget (t);
  {
    g_autofree char *line = g_strdup_printf ("/pair %s %s", names[0], names[1]);
    out = say (t, line);
    g_assert_nonnull (strstr (out, "is not a pupil free to play now."));
    g_clear_pointer (&out, g_free);
  }

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    conn_free (pupils[i]);
  conn_free (t);
  ishi_test_remove_tree (dir);
}

/* Each pupil's progress, kept across classes, and its report as CSV. */
static void
test_class_record (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-record-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "classes", "5-2.ini", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *csv = NULL;

  {
    g_autoptr (IshiClassRecord) record = ishi_class_record_load (path, &error);
    g_assert_no_error (error);
    /* yui: right at once, then the same step again (it stays right). */
    ishi_class_record_note_answer (record, "yui", "pure-go-intro", 3, TRUE, TRUE, FALSE);
    ishi_class_record_note_answer (record, "yui", "pure-go-intro", 3, FALSE, FALSE, FALSE);
    /* ken: wrong, then right with a hint; another step wrong. */
    ishi_class_record_note_answer (record, "ken", "pure-go-intro", 3, FALSE, FALSE, FALSE);
    ishi_class_record_note_answer (record, "ken", "pure-go-intro", 3, TRUE, FALSE, TRUE);
    ishi_class_record_note_answer (record, "ken", "pure-go-intro", 4, FALSE, FALSE, FALSE);
    ishi_class_record_note_game (record, "yui", "2026-11-25 table 1 game 1", TRUE);
    ishi_class_record_note_game (record, "ken", "2026-11-25 table 1 game 1", FALSE);
    ishi_class_record_note_game (record, "ken", "2026-11-25 table 1 game 1", FALSE);   /* once */
    ishi_class_record_note_game (record, "o,dd", "2026-11-25 table 2 game 1", TRUE);
    /* mia was "mai" when she played table 3; the teacher renamed her. */
    ishi_class_record_note_game (record, "mai", "2026-11-25 table 3 game 1", TRUE);
    ishi_class_record_note_answer (record, "mai", "pure-go-intro", 3, TRUE, TRUE, FALSE);
    ishi_class_record_note_game (record, "mia", "2026-11-25 table 3 game 2", FALSE);
    ishi_class_record_rename (record, "mai", "mia");
    g_assert_true (ishi_class_record_save (record, &error));
    g_assert_no_error (error);
  }
  /* The next class: read back from the teacher's computer. */
  {
    g_autoptr (IshiClassRecord) record = ishi_class_record_load (path, &error);
    g_assert_no_error (error);
    csv = ishi_class_record_to_csv (record);
  }
  g_assert_cmpstr (csv, ==,
                   "\xef\xbb\xbf" "Name,Steps answered,Right at the first try,Hints,Games,Won\r\n"
                   "ken,2,0,1,1,0\r\n"
                   "mia,1,1,0,2,1\r\n"
                   "\"o,dd\",0,0,0,1,1\r\n"
                   "yui,1,1,0,1,1\r\n");
  ishi_test_remove_tree (dir);
}

/* The report as a Japanese school opens it (issue 55): in a Japanese
 * session the titles are Japanese, and the file begins with UTF-8's byte
 * order mark, without which Excel in Japanese reads it as Shift_JIS and
 * garbles the names. */
static void
test_class_record_japanese (void)
{
  const char *localedir = g_getenv ("ISHI_LOCALEDIR");
  g_autofree char *dir = g_dir_make_tmp ("ishi-record-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "5-2.ini", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiClassRecord) record = ishi_class_record_load (path, &error);
  g_autofree char *csv = NULL;

  if (localedir == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      ishi_test_remove_tree (dir);
      return;
    }
  g_assert_no_error (error);
  ishi_class_record_note_answer (record, "はると", "pure-go-intro", 3, TRUE, TRUE, FALSE);
  ishi_class_record_note_game (record, "はると", "2026-11-25 table 1 game 1", TRUE);
  ishi_class_record_note_game (record, "大翔", "2026-11-25 table 1 game 1", FALSE);
  g_setenv ("LANGUAGE", "ja", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  csv = ishi_class_record_to_csv (record);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_cmpstr (csv, ==,
                   "\xef\xbb\xbf" "名前,答えたステップ,一回で正解,ヒント,対局,勝ち\r\n"
                   "はると,1,1,0,1,1\r\n"
                   "大翔,0,0,0,1,0\r\n");
  ishi_test_remove_tree (dir);
}

static IshiRoom *
class_new (const char *dir, const char *teacher_code)
{
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = teacher_code,
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);

  g_assert_no_error (error);
  return room;
}

/* What a shared computer is answered before any login: "pupils CODE". */
static char *
ask_names (IshiRoom *room, const char *code)
{
  Conn *q = conn_new (room);
  g_autofree char *line = g_strdup_printf ("pupils %s", code);
  char *out;

  forget (q);
  out = say (q, line);
  g_assert_true (g_str_has_suffix (out, "Login: "));
  conn_free (q);
  return out;
}

/* The list of names, corrected by the teacher: who may change it, and
 * what cannot be changed (a name in the room, a name taken). */
static void
teacher_corrects_list (Conn *t, Conn *a, Conn *k)
{
  g_autofree char *out = NULL;

  out = say (a, "/pupil add mio");
  assert_line (out, "5 Only the teacher changes the class's list.");
  g_clear_pointer (&out, g_free);
  out = say (k, "/level ken 9");
  assert_line (out, "5 Only the teacher sets Ishi's level for a pupil.");
  g_clear_pointer (&out, g_free);
  forget (t);
  out = say (t, "/pupil add mio");
  assert_line (out, "9 mio is on the class's list.");
  assert_line (out, "700 pupil mio away 1");
  g_clear_pointer (&out, g_free);
  out = say (t, "/pupil add mio");
  assert_line (out, "5 mio is on the class's list already.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/pupil rename anna anya");
  assert_line (out, "5 anna is in the room or keeps a seat: rename her once she has left.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/pupil rename mio ken");
  assert_line (out, "5 ken is a name in the class already.");
  g_clear_pointer (&out, g_free);
  forget (t);
  out = say (t, "/pupil rename mio mia");
  assert_line (out, "700 renamed mio mia");
  assert_line (out, "9 mio is now mia.");
  assert_line (out, "700 pupil mia away 1");
  g_clear_pointer (&out, g_free);
  out = say (t, "/pupil remove anna");
  assert_line (out, "5 anna is in the room now: remove the name once she has left.");
  g_clear_pointer (&out, g_free);
  forget (k);
  out = say (t, "/level ken 3");
  assert_line (out, "9 Ishi plays ken at level 3.");
  assert_line (out, "700 pupil ken here 3");
  assert_line (k->out->str, "700 level 3");
  g_clear_pointer (&out, g_free);
  out = say (t, "/level ken 11");
  assert_line (out, "5 Use: /level NAME N, N from 1 to 10.");
  g_clear_pointer (&out, g_free);
  forget (t);
}

/* A class keeps its list of pupils: who gave the code is on it, a shared
 * computer asks it with the code (and without it gets nothing), the
 * teacher sees it with who is here and corrects it, and it is there
 * again after a restart of the host, with Ishi's level for each. */
static void
test_class_pupils (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *plain_dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoom *room = class_new (dir, "12345678");
  Conn *a, *k, *t;
  g_autofree char *out = NULL;

  /* No pupil yet: the teacher's list is empty. */
  t = member (room, "sensei", NULL);
  out = say (t, "/teacher 12345678");
  assert_line (out, "700 roster 0");
  g_clear_pointer (&out, g_free);
  conn_free (t);
  a = member (room, "anna", NULL);
  k = member (room, "ken", NULL);
  t = member (room, "sensei", NULL);
  out = ask_names (room, "4711");
  /* Each is in the room now: their names are in use too. */
  g_assert_cmpstr (out, ==, "700 pupil anna\n700 pupil ken\n700 pupil sensei\n"
                   "700 pupil-in-use anna\n700 pupil-in-use ken\n700 pupil-in-use sensei\n"
                   "700 pupils-end\nLogin: ");
  g_clear_pointer (&out, g_free);
  out = ask_names (room, "4712");
  g_assert_cmpstr (out, ==, "5 That is not this room's code.\nLogin: ");
  g_clear_pointer (&out, g_free);

  /* The teacher is no pupil; she sees the list with who is here. */
  out = say (t, "/teacher 12345678");
  assert_line (out, "700 roster 2");
  assert_line (out, "700 pupil anna here 1");
  assert_line (out, "700 pupil ken here 1");
  g_clear_pointer (&out, g_free);
  teacher_corrects_list (t, a, k);

  /* ken leaves: the teacher sees him away, and may remove his name now. */
  conn_free (k);
  assert_line (t->out->str, "700 pupil ken away 3");
  out = say (t, "/pupil remove ken");
  assert_line (out, "9 ken is no longer on the class's list.");
  g_clear_pointer (&out, g_free);
  g_free (say (t, "/level anna 4"));
  out = ask_names (room, "4711");
  g_assert_cmpstr (out, ==, "700 pupil anna\n700 pupil mia\n700 pupil-in-use anna\n700 pupils-end\nLogin: ");
  g_clear_pointer (&out, g_free);
  /* The list keeps the class's order, as the names came and as the
   * teacher puts them (her register's), not the characters' (which put
   * every kanji name after every name in kana: issue 55). */
  g_free (say (t, "/pupil add 大翔"));
  g_free (say (t, "/pupil add あおい"));
  out = ask_names (room, "4711");
  g_assert_cmpstr (out, ==, "700 pupil anna\n700 pupil mia\n700 pupil 大翔\n700 pupil あおい\n"
                   "700 pupil-in-use anna\n700 pupils-end\nLogin: ");
  g_clear_pointer (&out, g_free);
  out = say (t, "/pupil move あおい 1");
  assert_line (out, "9 あおい is number 1 on the class's list.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/pupil move あおい 9");
  assert_line (out, "5 Use: /pupil move NAME N, N from 1 to 4.");
  g_clear_pointer (&out, g_free);
  conn_free (a);
  conn_free (t);
  g_object_unref (room);

  /* The host again: the list, its order and the levels are back. */
  room = class_new (dir, NULL);
  out = ask_names (room, "4711");
  g_assert_cmpstr (out, ==, "700 pupil あおい\n700 pupil anna\n700 pupil mia\n700 pupil 大翔\n700 pupils-end\nLogin: ");
  g_clear_pointer (&out, g_free);
  a = conn_new (room);
  g_free (say (a, "anna"));
  g_free (say (a, "set client true"));
  forget (a);
  out = say (a, "/code 4711");
  assert_line (out, "700 level 4");
  g_clear_pointer (&out, g_free);
  conn_free (a);
  g_object_unref (room);

  /* A room that is no class keeps no list. */
  room = class_new (plain_dir, NULL);
  out = ask_names (room, "4711");
  g_assert_cmpstr (out, ==, "5 This room is no class: it keeps no list of pupils.\nLogin: ");
  g_object_unref (room);
  ishi_test_remove_tree (dir);
  ishi_test_remove_tree (plain_dir);
}

typedef struct {
  char **names, **in_use;
  GError *error;
  gboolean done;
} NamesAsked;

static void
names_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  NamesAsked *asked = data;

  asked->names = ishi_room_names_finish (result, &asked->in_use, NULL, &asked->error);
  asked->done = TRUE;
}

static gboolean
names_done (gpointer data)
{
  return ((NamesAsked *) data)->done;
}

static void
login_failed_cb (IshiRoomClient *client, const char *text, gpointer data)
{
  g_free (*(char **) data);
  *(char **) data = g_strdup (text);
}

static gboolean
said_something (gpointer data)
{
  return *(char **) data != NULL;
}

/* The same question over the network, as a shared computer asks it. */
static void
test_class_names_on_loopback (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autoptr (IshiRoom) room = class_new (dir, "12345678");
  g_autoptr (IshiRoomServer) server = ishi_room_server_new (room, NULL);
  g_autoptr (GError) error = NULL;
  NamesAsked right = { 0 }, wrong = { 0 };
  Conn *a = member (room, "aoi", NULL), *r = member (room, "ren", NULL);

  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  ishi_room_names_async ("127.0.0.1", ishi_room_server_get_port (server), "4711", NULL, names_cb, &right);
  ishi_room_names_async ("127.0.0.1", ishi_room_server_get_port (server), "0000", NULL, names_cb, &wrong);
  ishi_test_wait_until (names_done, &right, "the names", 20);
  ishi_test_wait_until (names_done, &wrong, "the refusal", 20);
  g_assert_no_error (right.error);
  g_assert_cmpuint (g_strv_length (right.names), ==, 2);
  g_assert_cmpstr (right.names[0], ==, "aoi");
  g_assert_cmpstr (right.names[1], ==, "ren");
  g_assert_null (wrong.names);
  g_assert_error (wrong.error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  /* Both are in the room: their names are in use, and a shared computer
   * says so (issue 55: a click on one hung the window). */
  g_assert_cmpuint (g_strv_length (right.in_use), ==, 2);
  g_assert_cmpstr (right.in_use[1], ==, "ren");
  g_strfreev (right.names);
  g_strfreev (right.in_use);
  g_clear_error (&wrong.error);
  /* A program that logs in as aoi anyway is told, once, and tries no
   * more (it asked for ever). */
  {
    g_autoptr (IshiRoomClient) client = ishi_room_client_new ("aoi", "4711");
    g_autofree char *said = NULL;
    g_signal_connect (client, "login-failed", G_CALLBACK (login_failed_cb), &said);
    ishi_room_client_connect (client, "127.0.0.1", ishi_room_server_get_port (server), 5);
    ishi_test_wait_until (said_something, &said, "aoi refused", 20);
    g_assert_cmpstr (said, ==, "The name “aoi” is in use on another computer.");
    g_assert_cmpint (ishi_room_client_get_state (client), ==, ISHI_ROOM_CLIENT_OFFLINE);
  }
  /* ren has gone (no seat): her name is free again. */
  conn_free (r);
  memset (&right, 0, sizeof right);
  ishi_room_names_async ("127.0.0.1", ishi_room_server_get_port (server), "4711", NULL, names_cb, &right);
  ishi_test_wait_until (names_done, &right, "the names again", 20);
  g_assert_cmpuint (g_strv_length (right.names), ==, 2);
  g_assert_cmpuint (g_strv_length (right.in_use), ==, 1);
  g_assert_cmpstr (right.in_use[0], ==, "aoi");
  g_strfreev (right.names);
  g_strfreev (right.in_use);
  conn_free (a);
  ishi_room_server_stop (server);
  ishi_test_remove_tree (dir);
}

/* One game for everyone: the tables take it and their players cannot
 * change it; let go, each table chooses again. */
static void
test_class_game_for_all (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoom *room = class_new (dir, "12345678");
  Conn *a = member (room, "anna", NULL), *k = member (room, "ken", NULL);
  Conn *t = member (room, "sensei", NULL), *m;
  g_autofree char *out = NULL;

  out = say (t, "/teacher 12345678");
  /* The teacher is told the game for all (her menu checks it): none yet. */
  assert_line (out, "700 classgame -");
  g_clear_pointer (&out, g_free);
  g_free (say (a, "/join"));
  forget (a);
  forget (t);
  g_free (say (t, "/classgame pure 7 0"));
  assert_line (a->out->str, "700 table 1 pure 7 0 0 0 0");
  assert_line (t->out->str, "700 classgame pure 7 0");
  /* The pupils' grade: every screen told, kept, a pupil cannot set it. */
  forget (a);
  g_free (say (t, "/grade 3"));
  assert_line (a->out->str, "700 grade 3");
  out = say (a, "/grade 6");
  assert_line (out, "5 Only the teacher sets the class's grade.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/grade 7");
  assert_line (out, "5 Use: /grade N, N the pupils' school grade from 1 to 6 (0: none).");
  g_clear_pointer (&out, g_free);
  out = say (a, "/option boardsize 9");
  assert_line (out, "5 The teacher set one game for everyone: pure on 7×7.");
  g_clear_pointer (&out, g_free);
  /* A table opened now plays it too. */
  m = member (room, "mio", NULL);
  out = say (m, "/join 3");
  assert_line (out, "700 table 3 pure 7 0 0 0 0");
  g_clear_pointer (&out, g_free);
  conn_free (a); conn_free (k); conn_free (t); conn_free (m);
  g_object_unref (room);   /* and after a restart of the host */

  room = class_new (dir, NULL);
  a = member (room, "rin", NULL);
  /* The grade kept: told at the login, and with the names. */
  {
    Conn *again = conn_new (room);
    g_free (say (again, "sho"));
    assert_line (again->out->str, "grade 3");
    conn_free (again);
  }
  out = ask_names (room, "4711");
  g_assert_nonnull (strstr (out, "700 grade 3\n700 pupils-end"));
  g_clear_pointer (&out, g_free);
  t = member (room, "sensei", NULL);
  out = say (t, "/teacher 12345678");
  assert_line (out, "700 classgame pure 7 0");
  g_clear_pointer (&out, g_free);
  out = say (a, "/join 5");
  assert_line (out, "700 table 5 pure 7 0 0 0 0");
  g_clear_pointer (&out, g_free);
  forget (a);
  g_free (say (t, "/classgame -"));
  assert_line (a->out->str, "9 Each table chooses its own game now (/option).");
  forget (a);
  out = say (a, "/option boardsize 9");
  assert_line (out, "9 rin sets boardsize to 9 at table 5.");
  g_clear_pointer (&out, g_free);
  conn_free (a);
  conn_free (t);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* What a pupil cannot do: join, play Ishi or answer without the code,
 * see the teacher's list, move in another pupil's game, or do the
 * teacher's part. */
static void
test_class_rights (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autoptr (IshiRoom) room = class_new (dir, "12345678");
  Conn *a = member (room, "anna", NULL), *k = member (room, "ken", NULL);
  Conn *m = member (room, "mio", NULL), *t = member (room, "sensei", NULL), *x;
  g_autofree char *out = NULL;
  static const char *const teachers[][2] = {
    { "/pause", "5 Only the teacher may pause or resume the class." },
    { "/pair anna ken", "5 Only the teacher pairs the class and sets its game." },
    { "/pairall random", "5 Only the teacher pairs the class and sets its game." },
    { "/classgame pure 7 0", "5 Only the teacher pairs the class and sets its game." },
    { "/step pure-go-intro 1", "5 Only the teacher shows a lesson's step to everyone." },
    { "/pupil remove ken", "5 Only the teacher changes the class's list." },
    { "/engine ken", "5 Only the teacher seats another pupil at Ishi's table." },
    { "/teacher 87654321", "5 That is not the teacher's code." },
  };

  g_free (say (t, "/teacher 12345678"));
  seat_two (room, a, k, NULL);
  /* Without the code: a name in the room, watching only. */
  x = conn_new (room);
  g_free (say (x, "sho"));
  g_free (say (x, "set client true"));
  forget (x);
  out = say (x, "/join");
  assert_line (out, "5 To sit you need the room's code: /code NNNN.");
  g_clear_pointer (&out, g_free);
  out = say (x, "/answer pure-go-intro 1 right first nohint");
  assert_line (out, "5 To answer you need the room's code: /code NNNN.");
  g_clear_pointer (&out, g_free);
  /* mio, at no table, cannot move in anna's and ken's game. */
  out = say (m, "E5 1");
  assert_line (out, "5 You are not playing game 1.");
  g_clear_pointer (&out, g_free);
  out = say (m, "E5");
  assert_line (out, "5 You are not playing a game.");
  g_clear_pointer (&out, g_free);
  out = say (k, "E5");
  assert_line (out, "5 It is not your turn.");
  g_clear_pointer (&out, g_free);
  for (guint i = 0; i < G_N_ELEMENTS (teachers); i++)
    {
      out = say (m, teachers[i][0]);
      assert_line (out, teachers[i][1]);
      g_clear_pointer (&out, g_free);
    }
  /* The teacher's lines (the list, the answers) never reach a pupil. */
  g_free (say (t, "/pupil add yui"));
  g_assert_null (strstr (m->out->str, "700 roster"));
  g_assert_null (strstr (m->out->str, "700 pupil "));
  g_assert_cmpuint (ishi_room_get_n_connections (room), ==, 5);
  conn_free (a); conn_free (k); conn_free (m); conn_free (t); conn_free (x);
  ishi_test_remove_tree (dir);
}

static void
count_changes (IshiRoom *room, guint *n)
{
  (*n)++;
}

/* Each command of the table that needs a right, said by one without it,
 * with the words that would do something for one with it: refused in one
 * error line, and nothing in the room changes.  The table of
 * ishi-room-commands.c is walked, so a command added to it is tried too. */
static void
test_class_every_right (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autoptr (IshiRoom) room = class_new (dir, "12345678");
  Conn *a = member (room, "anna", NULL), *k = member (room, "ken", NULL);
  Conn *m = member (room, "mio", NULL), *t = member (room, "sensei", NULL), *x;
  static const char *const args[][2] = {
    { "/join", "2" }, { "match", "mio B 9 10 5" }, { "/answer", "pure-go-1 3 right first nohint" },
    { "/option", "boardsize 9" }, { "/komi", "5" }, { "komi", "5" }, { "/opening", "D1" },
    { "/pause", "Eyes on the board" }, { "/pair", "mio anna" }, { "/pairall", "random" },
    { "/classgame", "pure 7 0" }, { "/step", "pure-go-1 3" }, { "/pupil", "remove ken" },
    { "/level", "ken 5" },
  };
  /* Who lacks each right: a name without the code, a pupil at no table,
   * a pupil at a game. */
  struct { IshiRoomRight right; Conn **who; } lacking[] = {
    { ISHI_ROOM_RIGHT_CODE, &x }, { ISHI_ROOM_RIGHT_SEATED, &m }, { ISHI_ROOM_RIGHT_TEACHER, &k },
  };
  guint changes = 0, tried = 0;

  g_free (say (t, "/teacher 12345678"));
  g_free (say (t, "/step pure-go-1 3"));
  seat_two (room, a, k, NULL);
  x = conn_new (room);
  g_free (say (x, "sho"));
  g_free (say (x, "set client true"));
  g_signal_connect (room, "changed", G_CALLBACK (count_changes), &changes);
  for (guint r = 0; r < G_N_ELEMENTS (lacking); r++)
    {
      g_autofree const char **words = ishi_room_commands_needing (lacking[r].right);
      Conn *c = *lacking[r].who;

      for (guint i = 0; words[i]; i++, tried++)
        {
          const char *rest = "";
          g_autofree char *line = NULL, *out = NULL;

          for (guint j = 0; j < G_N_ELEMENTS (args); j++)
            if (strcmp (args[j][0], words[i]) == 0)
              rest = args[j][1];
          line = g_strdup_printf ("%s %s", words[i], rest);
          forget (c);
          out = say (c, line);
          if (!g_str_has_prefix (out, "5 ") || strstr (out, "\n5 ") != NULL)
            g_error ("%s: not refused in one line:\n%s", line, out);
          g_assert_cmpuint (changes, ==, 0);
        }
    }
  g_assert_cmpuint (tried, >=, 20);
  g_assert_false (ishi_room_get_class_paused (room));
  g_assert_null (strstr (t->out->str, "answer mio"));
  conn_free (a); conn_free (k); conn_free (m); conn_free (t); conn_free (x);
  g_object_unref (g_steal_pointer (&room));
  ishi_test_remove_tree (dir);
}

/* A table's result in a class goes to its players, its watchers and the
 * teacher, not to the other tables' children: every pupil window's chat
 * read "1番の卓の対局を計算しました…(さくら 対 はると)" (issue 65, 2).
 * A room that is no class still tells everyone (test-room's results). */
static void
test_class_results_to_own_table (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = "12345678",
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  Conn *a, *k, *t, *y, *m;

  g_assert_no_error (error);
  a = member (room, "anna", NULL);
  k = member (room, "ken", NULL);
  t = member (room, "sensei", NULL);
  y = member (room, "yui", NULL);
  m = member (room, "mio", NULL);
  g_free (say (t, "/teacher 12345678"));
  seat_two (room, a, k, NULL);
  g_free (say (y, "/join 2"));
  g_free (say (m, "/join 2"));
  forget (t);
  forget (y);
  forget (m);
  forget (k);
  g_free (say (a, "resign"));
  assert_line (t->out->str, "9 {Game 1: ken vs anna : Black resigns.}");
  assert_line (t->out->str, "700 result 1 W+R");
  assert_line (k->out->str, "9 {Game 1: ken vs anna : Black resigns.}");
  assert_no_line_with (y->out->str, "Game 1");
  assert_no_line_with (y->out->str, "result 1");
  assert_no_line_with (m->out->str, "Game 1");
  conn_free (a);
  conn_free (k);
  conn_free (t);
  conn_free (y);
  conn_free (m);
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-class/class", test_class);
  g_test_add_func ("/room-class/pairing", test_class_pairing);
  g_test_add_func ("/room-class/results-to-own-table", test_class_results_to_own_table);
  g_test_add_func ("/room-class/record", test_class_record);
  g_test_add_func ("/room-class/record-japanese", test_class_record_japanese);
  g_test_add_func ("/room-class/pupils", test_class_pupils);
  g_test_add_func ("/room-class/names-on-loopback", test_class_names_on_loopback);
  g_test_add_func ("/room-class/game-for-all", test_class_game_for_all);
  g_test_add_func ("/room-class/rights", test_class_rights);
  g_test_add_func ("/room-class/every-right", test_class_every_right);
  return g_test_run ();
}
