/* test-room-finished.c — a class's finished tables across a restart of
 * the host (issue 65, 4): the teacher's window restarted, the grid showed
 * empty boards and captures 0–0 where games had ended, and "Not begun" at
 * a table whose pupils sat there; room.ini kept a table's record only
 * while it was being played.  A finished game comes back as finished: its
 * moves, captures, result and the count's dead stones, to the teacher and
 * to its players; a game still on comes back to be played on, its pupils
 * listed as playing; a damaged record is said in the log, never a crash.
 * Driven line by line as test-room.c drives a room (room-helpers.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ishi-room.h"
#include "ishi-test-util.h"
#include "room-helpers.h"

#define TEACHER_CODE "12345678"

static IshiRoom *
class_new (const char *dir)
{
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = TEACHER_CODE,
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);

  g_assert_no_error (error);
  return room;
}

/* The host gone without a goodbye: the connections with it. */
static void
conn_drop (Conn *c)
{
  g_string_free (c->out, TRUE);
  g_free (c);
}

/* The first line of `text` that begins with `prefix` (a copy), or NULL. */
static char *
line_with (const char *text, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strdup (lines[i]);
  return NULL;
}

/* Logs in again with a token after the restart. */
static Conn *
back (IshiRoom *room, const char *name, const char *token)
{
  Conn *c = conn_new (room);

  g_free (say (c, name));
  g_free (say (c, token));
  g_free (say (c, "set client true"));
  return c;
}

/* Table 1 (5×5, komi 0), anna Black and ken White: Black captures B3,
 * White's lone A1 is counted dead, both accept.  Its result line. */
static char *
finish_table_one (IshiRoom *room, Conn *a, Conn *k)
{
  const char *options[] = { "/option boardsize 5", "/komi 0", NULL };
  const char *moves[] = { "C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5",
                          "B2", "B3", "B4", "pass", "A3", "A1", "pass" };
  g_autofree char *out = NULL;

  seat_two (room, a, k, options);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (i % 2 ? k : a, moves[i]);
  out = say (k, "pass");
  assert_line (out, "700 counting 1");
  assert_line (out, "700 dead 1 A1");
  g_clear_pointer (&out, g_free);
  play (a, "done");
  out = say (k, "done");
  return line_with (out, "700 result 1 B+");
}

static void
test_finished_after_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *anna_token = NULL, *ken_token = NULL, *yui_token = NULL, *mio_token = NULL;
  g_autofree char *result = NULL, *header = NULL, *out = NULL;
  IshiRoom *room = class_new (dir);
  Conn *a = member (room, "anna", &anna_token);
  Conn *k = member (room, "ken", &ken_token);
  Conn *y = member (room, "yui", &yui_token);
  Conn *m = member (room, "mio", &mio_token);
  Conn *t = member (room, "sensei", NULL);

  g_free (say (t, "/teacher " TEACHER_CODE));
  result = finish_table_one (room, a, k);
  g_assert_nonnull (result);
  /* Table 2 plays on: yui Black, mio White, two moves. */
  g_free (say (y, "/join 2"));
  g_free (say (m, "/join 2"));
  g_free (say (y, "/start"));
  play (y, "E5");
  play (m, "C3");
  forget (t);
  /* What the teacher's grid was shown of table 1 before the restart:
   * the header with Black's one capture. */
  out = say (t, "moves 1");
  header = line_with (out, "15 Game 1 I: ");
  g_assert_nonnull (header);
  g_assert_nonnull (strstr (header, "anna (1 "));
  g_clear_pointer (&out, g_free);
  conn_drop (a);
  conn_drop (k);
  conn_drop (y);
  conn_drop (m);
  conn_drop (t);
  g_object_unref (room);

  /* The host again on the same folder: the teacher comes in. */
  room = class_new (dir);
  t = member (room, "sensei", NULL);
  out = say (t, "/teacher " TEACHER_CODE);
  /* Table 1 finished: its board, captures, result and dead stone. */
  assert_line (out, "700 seat 1 B anna away");
  assert_line (out, header);
  assert_line (out, "15  14(B): A3");
  assert_line (out, result);
  assert_line (out, "700 dead 1 A1");
  /* Table 2 on: its moves, and its pupils on the list (away until they
   * come back). */
  assert_line (out, "15   1(W): C3");
  assert_no_line_with (out, "700 result 2");
  assert_line (out, "700 pupil yui away 1");
  g_clear_pointer (&out, g_free);
  forget (t);

  /* Back with their tokens: yui listed as playing at table 2, anna as
   * seated at her finished table (she was listed as one who had not
   * played yet), which she sees as it ended. */
  y = back (room, "yui", yui_token);
  assert_line (t->out->str, "700 pupil yui playing 1");
  a = back (room, "anna", anna_token);
  assert_line (a->out->str, result);
  assert_line (a->out->str, "700 dead 1 A1");
  assert_line (t->out->str, "700 pupil anna seated 1");
  /* The game over is not played on; table 2's is. */
  forget (a);
  out = say (a, "B1");
  assert_line (out, "5 You are not playing a game.");
  g_clear_pointer (&out, g_free);
  m = back (room, "mio", mio_token);
  play (y, "D4");

  /* Saved again after the restart, the finished table is still there. */
  conn_free (a);
  conn_free (y);
  conn_free (m);
  conn_free (t);
  g_object_unref (room);
  room = class_new (dir);
  t = member (room, "sensei", NULL);
  out = say (t, "/teacher " TEACHER_CODE);
  assert_line (out, result);
  assert_line (out, "15   2(B): D4");
  g_clear_pointer (&out, g_free);
  conn_free (t);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* A resignation (which no move of the record shows) comes back as one;
 * a player who left the finished table leaves its board shown, named
 * from the record. */
static void
test_resigned_after_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *out = NULL;
  IshiRoom *room = class_new (dir);
  Conn *a = member (room, "anna", NULL);
  Conn *k = member (room, "ken", NULL);
  Conn *t;

  seat_two (room, a, k, NULL);
  play (a, "E5");
  play (k, "C3");
  g_free (say (a, "resign"));
  g_free (say (k, "/leave"));
  /* A teacher who comes now sees the game and how it ended. */
  t = member (room, "sensei", NULL);
  out = say (t, "/teacher " TEACHER_CODE);
  assert_line (out, "15 Game 1 I: ken (0 0 -1) vs anna (0 0 -1)");
  assert_line (out, "700 result 1 W+R");
  g_clear_pointer (&out, g_free);
  conn_drop (a);
  conn_drop (k);
  conn_drop (t);
  g_object_unref (room);

  room = class_new (dir);
  t = member (room, "sensei", NULL);
  out = say (t, "/teacher " TEACHER_CODE);
  assert_line (out, "700 seat 1 B anna away");
  assert_no_line_with (out, "700 seat 1 W");
  assert_line (out, "15 Game 1 I: ken (0 0 -1) vs anna (0 0 -1)");
  assert_line (out, "15   1(W): C3");
  assert_line (out, "700 result 1 W+R");
  g_clear_pointer (&out, g_free);
  conn_free (t);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* The finished game's record damaged on the disk: the host says which
 * file and why in its log, and opens the room with the table's seats. */
static void
test_damaged_record (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *anna_token = NULL, *result = NULL, *out = NULL;
  g_autofree char *ini = NULL, *ini_path = g_build_filename (dir, "room.ini", NULL);
  g_autofree char *record = NULL;
  IshiRoom *room = class_new (dir);
  Conn *a = member (room, "anna", &anna_token);
  Conn *k = member (room, "ken", NULL);
  Conn *t;

  result = finish_table_one (room, a, k);
  g_assert_nonnull (result);
  conn_drop (a);
  conn_drop (k);
  g_object_unref (room);

  g_assert_true (g_file_get_contents (ini_path, &ini, NULL, NULL));
  {
    g_autofree char *line = line_with (ini, "record=");
    g_autofree char *path = NULL;
    g_assert_nonnull (line);
    path = g_build_filename (dir, line + strlen ("record="), NULL);
    g_assert_true (g_file_set_contents (path, "\x01\x02 not a record", -1, NULL));
  }
  g_test_expect_message ("ishi-net", G_LOG_LEVEL_WARNING, "*the game at table 1 cannot be resumed*");
  room = class_new (dir);
  g_test_assert_expected_messages ();
  t = member (room, "sensei", NULL);
  out = say (t, "/teacher " TEACHER_CODE);
  assert_line (out, "700 seat 1 B anna away");
  assert_no_line_with (out, "700 result 1");
  g_clear_pointer (&out, g_free);
  a = back (room, "anna", anna_token);
  conn_free (a);
  conn_free (t);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-finished/after-restart", test_finished_after_restart);
  g_test_add_func ("/room-finished/resigned", test_resigned_after_restart);
  g_test_add_func ("/room-finished/damaged-record", test_damaged_record);
  return g_test_run ();
}
