/* test-room-engine.c — a pupil plays Ishi's engine in a class, at the
 * level her teacher set for her.  The room seats the engine (a member
 * without a connection) against her, gives it a copy of the game when it
 * is to move, and plays its answer at the table; an answer that comes
 * when the game stopped or moved on is dropped and asked again; at the
 * count the engine accepts the marks; it leaves when nobody plays it;
 * its game comes back after a restart of the host.
 *
 * Most of it is driven with an engine of the test's own that answers
 * when the test says (so nothing depends on timing); the last test has
 * Ishi's Go engine itself think in its worker thread, with a fixed seed
 * and a fixed number of playouts, twice, and get the same answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ishi-go-engine-player.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "room-helpers.h"

/* ------------------------------------------------------------------------ */
/* An engine that answers when the test says                                 */
/* ------------------------------------------------------------------------ */

#define TEST_TYPE_FAKE_ENGINE (test_fake_engine_get_type ())
G_DECLARE_FINAL_TYPE (TestFakeEngine, test_fake_engine, TEST, FAKE_ENGINE, GObject)

struct _TestFakeEngine {
  GObject parent_instance;
  IshiMatch *asked;        /* the copy it was last asked to move in */
  guint turns;             /* times asked */
  guint cancels;
  int level;
};

static void fake_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestFakeEngine, test_fake_engine, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER, fake_iface_init))

static gboolean fake_is_human (IshiPlayer *p) { return FALSE; }
static const char *fake_name (IshiPlayer *p) { return "fake"; }

static void
fake_your_turn (IshiPlayer *p, IshiMatch *match)
{
  TestFakeEngine *self = TEST_FAKE_ENGINE (p);

  g_set_object (&self->asked, match);
  self->turns++;
}

static void
fake_cancel (IshiPlayer *p)
{
  TEST_FAKE_ENGINE (p)->cancels++;
}

static void
fake_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = fake_is_human;
  iface->get_name = fake_name;
  iface->your_turn = fake_your_turn;
  iface->cancel = fake_cancel;
}

static void
test_fake_engine_dispose (GObject *object)
{
  g_clear_object (&TEST_FAKE_ENGINE (object)->asked);
  G_OBJECT_CLASS (test_fake_engine_parent_class)->dispose (object);
}

static void
test_fake_engine_class_init (TestFakeEngineClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = test_fake_engine_dispose;
}

static void
test_fake_engine_init (TestFakeEngine *self)
{
}

/* The last engine the room asked for (the room holds it). */
static TestFakeEngine *fake;

static IshiPlayer *
fake_new (const IshiRuleset *ruleset, int level, gpointer data)
{
  fake = g_object_new (TEST_TYPE_FAKE_ENGINE, NULL);
  fake->level = level;
  return ISHI_PLAYER (fake);
}

/* The engine plays (x, y) (-1: a pass) in the copy it was asked in, as
 * Ishi's player does when its thinking is done. */
static void
fake_answer (IshiRoom *room, int x, int y)
{
  g_assert_nonnull (fake->asked);
  if (x < 0)
    g_assert_cmpint (ishi_match_pass (fake->asked), ==, ISHI_MOVE_OK);
  else
    g_assert_cmpint (ishi_match_play (fake->asked, x, y), ==, ISHI_MOVE_OK);
  /* A move is announced once its record is on disk. */
  g_assert_true (ishi_room_flush (room, 10000));
}

/* Runs the main loop until the idle looks of the room have been made. */
static void
settle (void)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
turns_reach (gpointer data)
{
  settle ();
  return fake && fake->turns >= GPOINTER_TO_UINT (data);
}

static IshiRoom *
engine_class (const char *dir, IshiRoomEngineFunc engine_new)
{
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = "12345678",
    .time_func = fake_time, .tick_ms = G_MAXUINT, .engine_new = engine_new,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);

  g_assert_no_error (error);
  return room;
}

/* ------------------------------------------------------------------------ */

/* anna asks to play Ishi; the teacher set her level: the engine of that
 * level sits as White, answers when it is to move, and its move is
 * announced as a pupil's is. */
static void
engine_game_begins (IshiRoom *room, Conn *a, Conn *t)
{
  g_autofree char *out = NULL;

  g_free (say (t, "/level anna 2"));
  out = say (a, "/engine");
  assert_line (out, "9 anna and Ishi-Lv2 sit at table 1 (anna Black).");
  assert_line (out, "9 Creating match [1] with Ishi-Lv2 vs anna.");
  g_clear_pointer (&out, g_free);
  settle ();
  g_assert_null (fake);   /* Black moves first: anna; Ishi is not asked yet */
  play (a, "E5");
  ishi_test_wait_until (turns_reach, GUINT_TO_POINTER (1), "Ishi asked to move", 20);
  g_assert_cmpint (fake->level, ==, 2);
  fake_answer (room, 2, 2);   /* C7 */
  assert_line (a->out->str, "15   1(W): C7");
  forget (a);
}

/* An answer that comes when the class is paused is dropped; after the
 * pause the engine is asked again.  An undo while it thinks: the answer
 * is for a position gone, and dropped too. */
static void
engine_waits (IshiRoom *room, Conn *a, Conn *t)
{
  g_autofree char *out = NULL;
  guint turns;

  play (a, "D4");
  ishi_test_wait_until (turns_reach, GUINT_TO_POINTER (2), "Ishi asked after D4", 20);
  g_free (say (t, "/pause"));
  forget (a);
  fake_answer (room, 6, 6);   /* G3, while paused */
  settle ();
  g_assert_null (strstr (a->out->str, "(W): G3"));
  turns = fake->turns;
  g_free (say (t, "/resume"));
  ishi_test_wait_until (turns_reach, GUINT_TO_POINTER (turns + 1), "Ishi asked again after the pause", 20);
  /* anna takes D4 back before Ishi answers. */
  out = say (a, "undo");
  assert_line (out, "28 anna undid the last move (D4) .");
  g_clear_pointer (&out, g_free);
  settle ();
  forget (a);
  fake_answer (room, 6, 6);   /* for the position before the undo */
  settle ();
  g_assert_null (strstr (a->out->str, "(W): G3"));
  play (a, "F4");
  ishi_test_wait_until (turns_reach, GUINT_TO_POINTER (turns + 2), "Ishi asked after F4", 20);
  fake_answer (room, 6, 6);
  assert_line (a->out->str, "15   3(W): G3");
  forget (a);
}

/* Two passes: the engine accepts the host's marks, and again after anna
 * changes them; anna's done ends the game. */
static void
engine_counts (IshiRoom *room, Conn *a)
{
  g_autofree char *out = NULL;
  guint turns = fake->turns;

  play (a, "pass");
  ishi_test_wait_until (turns_reach, GUINT_TO_POINTER (turns + 1), "Ishi asked after the pass", 20);
  fake_answer (room, -1, -1);
  assert_line (a->out->str, "700 counting 1");
  settle ();
  assert_line (a->out->str, "9 Ishi-Lv2 has typed done.");
  forget (a);
  out = say (a, "C7");   /* anna marks Ishi's stone dead */
  assert_line (out, "49 Game 1 anna is removing @ C7");
  g_clear_pointer (&out, g_free);
  forget (a);
  settle ();
  assert_line (a->out->str, "9 Ishi-Lv2 has typed done.");
  out = say (a, "done");
  g_assert_nonnull (strstr (out, "\n700 result 1 "));
  g_clear_pointer (&out, g_free);
}

static gboolean
engine_gone (gpointer data)
{
  settle ();
  return strstr (((Conn *) data)->out->str, "700 seat 1 W -") != NULL;
}

static void
test_engine_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autoptr (IshiRoom) room = NULL;
  Conn *a, *t;
  g_autofree char *out = NULL;

  fake = NULL;
  room = engine_class (dir, fake_new);
  a = member (room, "anna", NULL);
  t = member (room, "sensei", NULL);
  g_free (say (t, "/teacher 12345678"));
  engine_game_begins (room, a, t);
  engine_waits (room, a, t);
  engine_counts (room, a);

  /* Again at Ishi's table: the next game; the engine's name is no
   * login for anyone. */
  forget (a);
  out = say (a, "/engine");
  assert_line (out, "700 start 1");
  g_clear_pointer (&out, g_free);
  {
    Conn *x = conn_new (room);
    g_autofree char *in = say (x, "Ishi-Lv2");
    assert_line (in, "Login: That name is in the room already; choose another.");
    conn_free (x);
  }
  out = say (a, "resign");
  assert_line (out, "700 result 1 W+R");
  g_clear_pointer (&out, g_free);
  /* anna leaves her seat: nobody plays Ishi, who leaves too. */
  g_free (say (a, "/leave"));
  ishi_test_wait_until (engine_gone, a, "Ishi gone from table 1", 20);
  fake = NULL;
  conn_free (a);
  conn_free (t);
  ishi_test_remove_tree (dir);
}

/* The host restarted in the middle of a game against Ishi: the engine is
 * at its seat again, and once anna is back it plays on. */
static void
test_engine_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *token = NULL, *out = NULL;
  IshiRoom *room;
  Conn *a;

  fake = NULL;
  room = engine_class (dir, fake_new);
  a = member (room, "anna", &token);

  g_free (say (a, "/engine"));
  play (a, "E5");
  ishi_test_wait_until (turns_reach, GUINT_TO_POINTER (1), "Ishi asked to move", 20);
  conn_free (a);
  g_object_unref (room);
  fake = NULL;

  room = engine_class (dir, fake_new);
  a = conn_new (room);
  g_free (say (a, "anna"));
  forget (a);
  out = say (a, token);
  assert_line (out, "seat 1 W Ishi-Lv1");
  assert_line (out, "  0(B): E5");
  g_clear_pointer (&out, g_free);
  ishi_test_wait_until (turns_reach, GUINT_TO_POINTER (1), "Ishi asked again after the restart", 20);
  fake_answer (room, 4, 2);   /* E7 */
  assert_line (a->out->str, "  1(W): E7");
  conn_free (a);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* Ishi's own engine, deterministic: one thread, a fixed seed, a fixed
 * number of playouts. */
static IshiPlayer *
ishi_new (const IshiRuleset *ruleset, int level, gpointer data)
{
  g_autoptr (IshiGoEngine) engine = ishi_go_engine_new (ruleset, ishi_ruleset_komi (ruleset, 0), 0);

  ishi_go_engine_set_level (engine, level);
  ishi_go_engine_set_playouts (engine, 400);
  ishi_go_engine_set_threads (engine, 1);
  ishi_go_engine_set_seed (engine, 11);
  return ishi_go_engine_player_new (engine, NULL);
}

static gboolean
white_moved (gpointer data)
{
  return strstr (((Conn *) data)->out->str, "(W): ") != NULL;
}

/* What Ishi answers to E5 in a new class. */
static char *
ishi_answer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autoptr (IshiRoom) room = engine_class (dir, ishi_new);
  Conn *a = member (room, "anna", NULL), *t = member (room, "sensei", NULL);
  const char *p;
  char *move;

  g_free (say (t, "/teacher 12345678"));
  g_free (say (t, "/level anna 3"));
  g_free (say (a, "/engine"));
  /* Not play(): Ishi's answer may come while the move is saved, and
   * must not be forgotten with the move's own lines. */
  g_free (say (a, "E5"));
  ishi_test_wait_until (white_moved, a, "Ishi's answer", 60);
  p = strstr (a->out->str, "(W): ") + 5;
  move = g_strndup (p, strcspn (p, "\n"));
  conn_free (a);
  conn_free (t);
  ishi_test_remove_tree (dir);
  return move;
}

static void
test_engine_deterministic (void)
{
  g_autofree char *first = ishi_answer ();
  g_autofree char *second = ishi_answer ();

  g_assert_cmpstr (first, ==, second);
  g_assert_cmpstr (first, !=, "E5");
  g_assert_true (g_regex_match_simple ("^[A-HJ][1-9]$", first, 0, 0));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-engine/game", test_engine_game);
  g_test_add_func ("/room-engine/restart", test_engine_restart);
  g_test_add_func ("/room-engine/deterministic", test_engine_deterministic);
  return g_test_run ();
}
