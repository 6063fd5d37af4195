/* test-tool.c — ishi-tool as scripts use it: the exact output formats of
 * info and replay, and their verdicts on the shared test files, whose
 * expected results come from the programs and documents they were taken
 * from (Little Go's doc/TESTING, sgfmill's expected.json, Sabaki's tests).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ishi-test-util.h"

typedef struct {
  char *out;
  char *err;
  int status;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static void
run_tool (Run *run, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *tool = g_getenv ("ISHI_TOOL");
  const char *const envp[] = { "LC_ALL=C.UTF-8", NULL };
  va_list args;

  g_assert_nonnull (tool);
  g_ptr_array_add (argv, (char *) tool);
  va_start (args, first);
  for (const char *a = first; a; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  run_clear (run);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, (char **) envp, G_SPAWN_DEFAULT,
                               NULL, NULL, &run->out, &run->err, &run->status, &error));
  g_assert_no_error (error);
}

static gboolean
exited_with (Run *run, int code)
{
  return WIFEXITED (run->status) && WEXITSTATUS (run->status) == code;
}

/* `ishi --help` (the window's program) says that records can be named on
 * the command line (issue 23 item 5).  --help is answered before GTK
 * starts, so no display is needed. */
static void
test_app_help (void)
{
  const char *app = g_getenv ("ISHI_APP");
  const char *argv[] = { app, "--help", NULL };
  const char *const envp[] = { "LC_ALL=C.UTF-8", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_nonnull (app);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, (char **) envp, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_nonnull (strstr (out, "[OPTION…] [FILE]"));
  g_assert_nonnull (strstr (out, "game record (SGF)"));
}

static void
test_version_help (void)
{
  Run run = { 0 };

  run_tool (&run, "--version", NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_true (g_str_has_prefix (run.out, "ishi-tool " PACKAGE_VERSION));
  run_tool (&run, "--help", NULL);
  g_assert_true (exited_with (&run, 0));
  for (const char *const *c = (const char *const[]) { "info", "replay", "normalize", "render",
                                                      "score", "renju-forbidden", NULL };
       *c; c++)
    g_assert_nonnull (strstr (run.out, *c));
  run_tool (&run, "no-such-command", NULL);
  g_assert_true (exited_with (&run, 2));
  run_clear (&run);
}

/* Little Go doc/TESTING: suicide.sgf has White's suicide at a19 as its last
 * move; illegal-move.sgf plays on an occupied point. */
static void
test_replay_illegal (void)
{
  g_autofree char *suicide = ishi_test_data_path ("sgf/littlego/illegal/suicide.sgf");
  g_autofree char *occupied = ishi_test_data_path ("sgf/littlego/illegal/illegal-move.sgf");
  g_autofree char *expected = NULL;
  Run run = { 0 };

  if (suicide == NULL || occupied == NULL)
    return;
  /* The verdict is an error: on stderr, with the file, line and column of
   * the move's node (suicide.sgf's fourth move, W[aa], is at 3:17). */
  run_tool (&run, "replay", suicide, NULL);
  g_assert_true (exited_with (&run, 1));
  g_assert_cmpstr (run.out, ==, "");
  expected = g_strdup_printf ("%s:3:17: error: Move 4 (W A19) is illegal: ", suicide);
  g_assert_true (g_str_has_prefix (run.err, expected));
  g_assert_nonnull (strstr (run.err, "Suicide"));

  run_tool (&run, "replay", occupied, NULL);
  g_assert_true (exited_with (&run, 1));
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "is illegal: That point is already occupied."));
  run_clear (&run);
}

/* Counts B[ and W[ properties: the moves of a file with no variations. */
static guint
count_moves (const char *text)
{
  guint n = 0;

  for (const char *p = text; (p = strchr (p, '[')) != NULL; p++)
    if (p > text && (p[-1] == 'B' || p[-1] == 'W') && (p - 1 == text || !g_ascii_isupper (p[-2])))
      n++;
  return n;
}

/* Little Go: the last move of positional-superko.sgf is illegal only under
 * positional superko.  With no RU it replays (simple ko); RU[Chinese] asks
 * for positional superko. */
static void
test_replay_superko_from_ru (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/littlego/illegal/positional-superko.sgf");
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *chinese = NULL;
  g_autofree char *with_ru = NULL;
  g_autofree char *expected = NULL;
  Run run = { 0 };
  guint moves;

  if (path == NULL)
    return;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  moves = count_moves (text);

  run_tool (&run, "replay", path, NULL);
  g_assert_true (exited_with (&run, 0));
  expected = g_strdup_printf ("%s: ok, %u moves\n", path, moves);
  g_assert_cmpstr (run.out, ==, expected);

  dir = g_dir_make_tmp ("ishi-tool-XXXXXX", NULL);
  chinese = g_build_filename (dir, "chinese.sgf", NULL);
  {
    const char *paren = strchr (text, '(');
    with_ru = g_strdup_printf ("(;RU[Chinese]%s", paren + 2);
  }
  g_assert_true (g_file_set_contents (chinese, with_ru, -1, NULL));
  run_tool (&run, "replay", chinese, NULL);
  g_assert_true (exited_with (&run, 1));
  g_free (expected);
  /* The last move, B[eg] on 11x11: column E, row 11 - 6 = 5. */
  expected = g_strdup_printf ("Move %u (B E5) is illegal: ", moves);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, chinese));
  g_assert_nonnull (strstr (run.err, expected));
  g_assert_nonnull (strstr (run.err, "Superko"));

  /* CGOS writes RU[Tromp/Taylor]: the same ending under the root CGOS
   * writes (its header properties, in its order) is refused too. */
  {
    g_autofree char *cgos = g_build_filename (dir, "cgos.sgf", NULL);
    g_autofree char *cgos_text = NULL;
    const char *paren = strchr (text, '(');

    cgos_text = g_strdup_printf ("(;GM[1]FF[4]CA[UTF-8]RU[Tromp/Taylor]%s", paren + 2);
    g_assert_true (g_file_set_contents (cgos, cgos_text, -1, NULL));
    run_tool (&run, "replay", cgos, NULL);
    g_assert_true (exited_with (&run, 1));
    g_assert_cmpstr (run.out, ==, "");
    g_assert_true (g_str_has_prefix (run.err, cgos));
    g_assert_nonnull (strstr (run.err, expected));
    g_assert_nonnull (strstr (run.err, "Superko"));
    g_unlink (cgos);
  }

  g_unlink (chinese);
  g_rmdir (dir);
  run_clear (&run);
}

/* A collection whose third game is illegal: every game is replayed and
 * named, the third with its game number and the place of its bad move,
 * and the file fails (it said "ok" for the first game and nothing else). */
static void
test_replay_collection (void)
{
  static const char *record =
    "(;GM[1]SZ[5];B[aa];W[bb])\n"
    "(;GM[1]SZ[5];B[cc])\n"
    "(;GM[1]SZ[5];B[aa];W[aa])\n"
    "(;GM[1]SZ[5];B[];W[])\n";
  g_autofree char *dir = g_dir_make_tmp ("ishi-tool-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.sgf", NULL);
  g_autofree char *expected_out = NULL;
  g_autofree char *expected_err = NULL;
  Run run = { 0 };

  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  run_tool (&run, "replay", path, NULL);
  g_assert_true (exited_with (&run, 1));
  expected_out = g_strdup_printf ("%s: game 1: ok, 2 moves\n"
                                  "%s: game 2: ok, 1 move\n"
                                  "%s: game 4: ok, 2 moves\n"
                                  "%s: 4 games, 3 ok, 1 failed\n", path, path, path, path);
  g_assert_cmpstr (run.out, ==, expected_out);
  /* W[aa] on B[aa]: line 3, column 19 */
  expected_err = g_strdup_printf ("%s:3:19: error: game 3: Move 2 (W A5) is illegal: "
                                  "That point is already occupied.\n", path);
  g_assert_cmpstr (run.err, ==, expected_err);

  /* info: one line a game, then one game by its number */
  run_tool (&run, "info", path, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_cmpstr (run.out, ==,
                   "game\tPB\tPW\tBR\tWR\tDT\tEV\tRE\tKM\tHA\tRU\tSZ\tGM\tmoves\n"
                   "1\t\t\t\t\t\t\t\t\t\t\t5\t1\t2\n"
                   "2\t\t\t\t\t\t\t\t\t\t\t5\t1\t1\n"
                   "3\t\t\t\t\t\t\t\t\t\t\t5\t1\t2\n"
                   "4\t\t\t\t\t\t\t\t\t\t\t5\t1\t2\n");
  run_tool (&run, "info", "--game", "2", path, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_cmpstr (run.out, ==, "SZ: 5\nGM: 1\nmoves: 1\n");
  run_tool (&run, "info", "--game", "5", path, NULL);
  g_assert_true (exited_with (&run, 1));
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "There is no game 5: the file has 4 games."));

  g_unlink (path);
  g_rmdir (dir);
  run_clear (&run);
}

/* A capture worked out by hand, for the --board format. */
static void
test_replay_board (void)
{
  static const char *record = "(;GM[1]SZ[5];B[ba];W[ca];B[ab];W[bb];B[];W[aa])";
  g_autofree char *dir = g_dir_make_tmp ("ishi-tool-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "capture.sgf", NULL);
  g_autofree char *expected = NULL;
  Run run = { 0 };

  /* White a5 (aa) takes away the last liberty of Black b5 (ba), so b5 is
   * captured; Black a4 keeps a3 and stays.
   *   O . O . .
   *   X O . . .
   */
  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  run_tool (&run, "replay", "--board", path, NULL);
  g_assert_true (exited_with (&run, 0));
  expected = g_strdup_printf ("%s: ok, 6 moves\n"
                              "O.O..\n"
                              "XO...\n"
                              ".....\n"
                              ".....\n"
                              ".....\n", path);
  g_assert_cmpstr (run.out, ==, expected);
  g_unlink (path);
  g_rmdir (dir);
  run_clear (&run);
}

static void
test_replay_unreadable (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/littlego/illegal/not-an-sgf-file.sgf");
  Run run = { 0 };

  if (path == NULL)
    return;
  run_tool (&run, "replay", path, path, NULL);
  g_assert_true (exited_with (&run, 1));
  g_assert_cmpstr (run.out, ==, "");
  /* Both files reported on stderr, each as FILE:LINE:COL: error: ... */
  {
    g_auto(GStrv) lines = g_strsplit (g_strchomp (run.err), "\n", -1);
    g_autofree char *prefix = g_strdup_printf ("%s:", path);

    g_assert_cmpuint (g_strv_length (lines), ==, 2);
    for (guint i = 0; i < 2; i++)
      {
        g_assert_true (g_str_has_prefix (lines[i], prefix));
        g_assert_nonnull (strstr (lines[i], ": error: "));
      }
  }
  run_clear (&run);
}

/* Sabaki's encoding test: chinese.sgf is GB2312 with PB before CA. */
static void
test_info (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/sabaki/chinese.sgf");
  Run run = { 0 };
  const char *pb, *pw, *moves;

  if (path == NULL)
    return;
  run_tool (&run, "info", path, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_true (g_utf8_validate (run.out, -1, NULL));
  pb = strstr (run.out, "PB: 古力\n");
  pw = strstr (run.out, "PW: 柯洁\n");
  moves = strstr (run.out, "moves: ");
  g_assert_nonnull (pb);
  g_assert_nonnull (pw);
  g_assert_nonnull (moves);
  /* The order is fixed: PB, PW, ..., then the move count last. */
  g_assert_true (pb < pw && pw < moves);
  /* "moves: N" is the last line. */
  g_assert_true (g_ascii_isdigit (moves[7]));
  g_assert_cmpint (strchr (moves, '\n')[1], ==, '\0');
  run_clear (&run);
}

/* normalize writes UTF-8 that reads back to the same information. */
static void
test_normalize (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/sabaki/japanese.sgf");
  g_autofree char *dir = NULL;
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  Run run = { 0 };

  if (path == NULL)
    return;
  dir = g_dir_make_tmp ("ishi-tool-XXXXXX", NULL);
  out = g_build_filename (dir, "clean.sgf", NULL);
  run_tool (&run, "info", path, NULL);
  before = g_strdup (run.out);
  run_tool (&run, "normalize", path, out, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_nonnull (strstr (text, "CA[UTF-8]"));
  g_assert_nonnull (strstr (text, "囲碁 is fun"));
  run_tool (&run, "info", out, NULL);
  g_assert_cmpstr (run.out, ==, before);
  g_unlink (out);
  g_rmdir (dir);
  run_clear (&run);
}

/* Issue 78: `info` and `normalize` read a RenLib library (tests/data/renlib,
 * made by make-libs.py) and a move list; normalize writes SGF and a
 * library back, the texts in the library's set; --encoding chooses. */
static void
test_renju_files (void)
{
  g_autofree char *lib = ishi_test_src_path ("data/renlib/sjis.lib");
  g_autofree char *dir = g_dir_make_tmp ("ishi-tool-XXXXXX", NULL);
  g_autofree char *list = g_build_filename (dir, "moves.txt", NULL);
  g_autofree char *sgf = g_build_filename (dir, "sjis.sgf", NULL);
  g_autofree char *back = g_build_filename (dir, "back.lib", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.txt", NULL);
  g_autofree char *text = NULL, *original = NULL, *written = NULL;
  gsize original_length = 0, written_length = 0;
  Run run = { 0 };

  run_tool (&run, "info", lib, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_nonnull (strstr (run.out, "GM: 4\nmoves: 4\n"));
  g_assert_nonnull (strstr (run.err, "note: the library's texts were read as Shift_JIS"));
  run_tool (&run, "--encoding", "sjis", "info", lib, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_cmpstr (run.err, ==, "");

  g_assert_true (g_file_set_contents (list, "1. h8 2. h9 3. h10 i9 j10\n", -1, NULL));
  run_tool (&run, "info", list, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_nonnull (strstr (run.out, "moves: 5\n"));
  g_assert_true (g_file_set_contents (bad, "h8 h8\n", -1, NULL));
  run_tool (&run, "info", bad, NULL);
  g_assert_true (exited_with (&run, 1));
  g_assert_nonnull (strstr (run.err, "Renju move list that cannot be read"));

  run_tool (&run, "normalize", lib, sgf, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_true (g_file_get_contents (sgf, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "N[寒星]C[黒必勝とされる珠型です。]"));
  g_assert_nonnull (strstr (text, "RLCA[Shift_JIS]"));
  run_tool (&run, "normalize", sgf, back, NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_true (g_file_get_contents (lib, &original, &original_length, NULL));
  g_assert_true (g_file_get_contents (back, &written, &written_length, NULL));
  g_assert_cmpmem (written, written_length, original, original_length);
  /* a set that cannot hold the texts: said, and nothing written over */
  run_tool (&run, "--encoding", "cp1252", "normalize", sgf, back, NULL);
  g_assert_true (exited_with (&run, 1));
  g_assert_nonnull (strstr (run.err, "cannot be written in"));
  run_tool (&run, "--encoding", "klingon", "info", lib, NULL);
  g_assert_true (exited_with (&run, 2));

  /* renju-solve reads a move list; --attacker must be the side to move
   * (White here, after h8 h9 h10 i9 j10); its help says the defaults */
  run_tool (&run, "renju-solve", list, "--attacker", "black", "--vcf", NULL);
  g_assert_true (exited_with (&run, 2));
  g_assert_nonnull (strstr (run.err, "it is White’s turn in this position"));
  run_tool (&run, "renju-solve", list, "--attacker", "white", "--vcf", "--time", "0", NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_nonnull (strstr (run.out, "Nodes searched:"));
  run_tool (&run, "renju-solve", "--help", NULL);
  g_assert_true (exited_with (&run, 0));
  g_assert_nonnull (strstr (run.out, "(default 10;"));
  g_assert_nonnull (strstr (run.out, "(default 35)"));

  g_unlink (list);
  g_unlink (sgf);
  g_unlink (back);
  g_unlink (bad);
  g_rmdir (dir);
  run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tool/version-help", test_version_help);
  g_test_add_func ("/tool/replay/illegal", test_replay_illegal);
  g_test_add_func ("/tool/replay/superko-from-ru", test_replay_superko_from_ru);
  g_test_add_func ("/tool/replay/board", test_replay_board);
  g_test_add_func ("/tool/replay/unreadable", test_replay_unreadable);
  g_test_add_func ("/tool/info", test_info);
  g_test_add_func ("/tool/replay/collection", test_replay_collection);
  g_test_add_func ("/tool/normalize", test_normalize);
  g_test_add_func ("/tool/renju-files", test_renju_files);

  g_test_add_func ("/tool/app-help", test_app_help);
  return g_test_run ();
}
