/* test-engine-faults.c — engines that fail, as `ishi-tool match` records
 * them: an engine that dies, hangs or answers an illegal move loses the
 * game by forfeit (RE[W+F] / RE[B+F], not W+R), with the reason in the
 * record's comment; an answer of a megabyte is quoted in a few words; a
 * child an engine leaves behind is ended with it; an engine whose CPU time
 * is unknown gets "—" in the table, not -1.00.  The engines are
 * tests/fake-gtp.c, misbehaving as asked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "ishi-gtp-protocol.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"


#define NEED_FAKE()                                                       \
  if (g_getenv ("ISHI_FAKE_GTP") == NULL || g_getenv ("ISHI_TOOL") == NULL) \
    { g_test_skip ("ISHI_FAKE_GTP or ISHI_TOOL is not set"); return; }

typedef struct {
  char *out;        /* the table */
  char *dir;        /* the records */
  char *re;         /* game 1's RE */
  char *comment;    /* the comment on game 1's last node */
} Run;

static void
run_clear (Run *r)
{
  g_autofree char *sgf = g_build_filename (r->dir, "game-001.sgf", NULL);

  g_unlink (sgf);
  g_rmdir (r->dir);
  g_free (r->out);
  g_free (r->dir);
  g_free (r->re);
  g_free (r->comment);
}

/* One game on 5×5 between two fake engines, the record read back. */
static void
run_match (Run *r, const char *black_options, const char *white_options)
{
  g_autofree char *black = ishi_test_fake_gtp_command (black_options);
  g_autofree char *white = ishi_test_fake_gtp_command (white_options);
  g_autofree char *sgf = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) tool = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  IshiSgfNode *node;

  memset (r, 0, sizeof *r);
  r->dir = g_dir_make_tmp ("ishi-faults-XXXXXX", &error);
  g_assert_no_error (error);
  tool = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                           "--black", black, "--white", white, "--size", "5", "--rules", "japanese",
                           "--games", "1", "--move-timeout", "2", "--sgf-dir", r->dir, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (tool, NULL, NULL, &r->out, NULL, &error));
  g_assert_no_error (error);
  g_test_message ("%s", r->out);
  g_assert_true (g_subprocess_get_successful (tool));
  sgf = g_build_filename (r->dir, "game-001.sgf", NULL);
  {
    g_autoptr(GFile) file = g_file_new_for_path (sgf);

    collection = ishi_sgf_read_file (file, &error);
  }
  g_assert_no_error (error);
  node = g_ptr_array_index (collection->games, 0);
  r->re = ishi_sgf_node_get_simple_text (node, "RE");
  while (node->first_child != NULL)
    node = node->first_child;
  r->comment = ishi_sgf_node_get_text (node, "C");
}

/* The table's line of engine A, "A\twins\t±\tCPU\terrors\tcommand". */
static char **
side_a (const char *out)
{
  const char *line = strstr (out, "\nA\t");

  g_assert_nonnull (line);
  {
    g_autofree char *copy = g_strndup (line + 1, strcspn (line + 1, "\n"));

    return g_strsplit (copy, "\t", -1);
  }
}

/* Black's engine exits in the middle of the game. */
static void
test_dies (void)
{
  Run r;
  g_auto(GStrv) a = NULL;

  NEED_FAKE ();
  run_match (&r, "--die-after=2", NULL);
  g_assert_cmpstr (r.re, ==, "W+F");
  g_assert_null (strstr (r.out, "W+R"));
  g_assert_nonnull (r.comment);
  g_assert_nonnull (strstr (r.comment, "stopped in the middle of the game"));
  g_assert_nonnull (strstr (r.comment, "segmentation fault (pretend)"));
  a = side_a (r.out);
  g_assert_cmpstr (a[4], ==, "1");   /* one error */
  run_clear (&r);
}

/* Black's engine is killed at its first move: its CPU time could not be
 * read, and the table says so. */
static void
test_crash_cpu_unknown (void)
{
  Run r;
  g_auto(GStrv) a = NULL;

  NEED_FAKE ();
  run_match (&r, "--crash", NULL);
  g_assert_cmpstr (r.re, ==, "W+F");
  g_assert_nonnull (strstr (r.comment, "signal 9"));
  a = side_a (r.out);
  g_assert_cmpstr (a[3], ==, "—");
  g_assert_null (strstr (r.out, "-1.00"));
  run_clear (&r);
}

/* White's engine never answers genmove: stopped after the move timeout,
 * and Black wins by forfeit. */
static void
test_hangs (void)
{
  Run r;

  NEED_FAKE ();
  run_match (&r, NULL, "--hang-on=genmove");
  g_assert_cmpstr (r.re, ==, "B+F");
  g_assert_nonnull (strstr (r.comment, "did not answer"));
  run_clear (&r);
}

/* Black's engine answers A1 again once A1 has a stone. */
static void
test_illegal_move (void)
{
  Run r;

  NEED_FAKE ();
  run_match (&r, "--answer=A1", NULL);
  g_assert_cmpstr (r.re, ==, "W+F");
  g_assert_nonnull (strstr (r.comment, "A1"));
  g_assert_nonnull (strstr (r.comment, "refuses"));
  run_clear (&r);
}

/* An answer of a megabyte: the table and the record quote its head and
 * say how long it was. */
static void
test_huge_answer (void)
{
  Run r;
  const char *note;

  NEED_FAKE ();
  run_match (&r, "--huge=1000000", NULL);
  g_assert_cmpstr (r.re, ==, "W+F");
  g_assert_cmpuint (strlen (r.out), <, 2000);
  g_assert_cmpuint (strlen (r.comment), <, 400);
  g_assert_nonnull (strstr (r.comment, "xxxxxxxxxx"));
  g_assert_nonnull (strstr (r.comment, "1.0"));
  g_assert_nonnull (strstr (r.comment, "MB in all"));
  note = strstr (r.out, "W+F");
  g_assert_nonnull (note);
  g_assert_cmpuint (strcspn (note, "\n"), <, 400);
  run_clear (&r);
}

static gboolean
process_alive (int pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *stat = NULL;
  const char *state;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return FALSE;
  /* A zombie waiting for its parent (init, in a container perhaps one
   * that does not reap) is no longer running. */
  state = strrchr (stat, ')');
  return state != NULL && state[1] == ' ' && state[2] != 'Z' && state[2] != 'X';
}

/* An engine that started a helper holding its output: when the match is
 * over the helper is gone too. */
static void
test_child_ended (void)
{
  g_autofree char *pid_file = NULL;
  g_autofree char *options = NULL;
  g_autofree char *text = NULL;
  Run r;
  int fd, pid;
  gint64 give_up;

  NEED_FAKE ();
  fd = g_file_open_tmp ("ishi-child-XXXXXX", &pid_file, NULL);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  options = g_strdup_printf ("--child=%s --resign", pid_file);
  run_match (&r, options, NULL);
  g_assert_cmpstr (r.re, ==, "W+R");   /* a resignation is still one */
  g_assert_true (g_file_get_contents (pid_file, &text, NULL, NULL));
  pid = atoi (text);
  g_assert_cmpint (pid, >, 1);
  give_up = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (process_alive (pid) && g_get_monotonic_time () < give_up)
    g_usleep (20000);
  if (process_alive (pid))
    {
      kill (pid, SIGKILL);
      g_test_fail_printf ("the engine's child %d was still running after the match", pid);
    }
  g_unlink (pid_file);
  run_clear (&r);
}

/* What a message quotes of an engine's answer. */
static void
test_quote (void)
{
  g_autofree char *big = g_malloc (3000001);
  g_autofree char *plain = ishi_gtp_quote ("D4");
  g_autofree char *lines = ishi_gtp_quote ("one\ntwo\tthree\x01");
  g_autofree char *cut = NULL;
  g_autofree char *broken = ishi_gtp_quote ("\xff\xfe" "D4");
  g_autofree char *exact = NULL;
  g_autofree char *eighty = g_strnfill (ISHI_GTP_QUOTE_CHARS, 'y');

  g_assert_cmpstr (plain, ==, "D4");
  g_assert_cmpstr (lines, ==, "one ⏎ two three");
  g_assert_true (g_utf8_validate (broken, -1, NULL));
  g_assert_nonnull (strstr (broken, "D4"));
  memset (big, 'x', 3000000);
  big[3000000] = '\0';
  cut = ishi_gtp_quote (big);
  g_assert_cmpuint (g_utf8_strlen (cut, -1), <, ISHI_GTP_QUOTE_CHARS + 40);
  g_assert_true (g_str_has_prefix (cut, "xxxxxxxxxx"));
  g_assert_nonnull (strstr (cut, "3.0"));
  g_assert_nonnull (strstr (cut, "MB"));
  exact = ishi_gtp_quote (eighty);
  g_assert_cmpstr (exact, ==, eighty);
}

/* Issue 53, item 3: an engine that died in game 1 (exited, or killed by
 * a signal) hung the match in game 2 for good.  Each game it loses by
 * forfeit, started afresh, and the series ends. */
static void
test_next_game_after_death (void)
{
  static const char *const faults[] = { "--die-after=2", "--crash" };

  NEED_FAKE ();
  for (guint f = 0; f < G_N_ELEMENTS (faults); f++)
    {
      g_autofree char *black = ishi_test_fake_gtp_command (faults[f]);
      g_autofree char *white = ishi_test_fake_gtp_command (NULL);
      const char *argv[] = { g_getenv ("ISHI_TOOL"), "match", "--black", black, "--white", white, "--size", "5",
                             "--rules", "japanese", "--games", "3", "--move-timeout", "5", NULL };
      g_autofree char *out = NULL;
      g_auto(GStrv) a = NULL;

      g_assert_cmpint (ishi_test_run_bounded (argv, 60, &out), ==, 0);
      g_test_message ("%s", out);
      for (int g = 1; g <= 3; g++)
        {
          g_autofree char *row = g_strdup_printf ("\n%d\tA\tB\t", g);
          const char *at = strstr (out, row);
          g_autofree char *line = at ? g_strndup (at + 1, strcspn (at + 1, "\n")) : NULL;

          g_assert_nonnull (line);
          g_assert_nonnull (strstr (line, "\tW+F\t"));
        }
      g_assert_nonnull (strstr (out, "games: 3"));
      a = side_a (out);
      g_assert_cmpstr (a[4], ==, "3");   /* three errors, one a game */
    }
}

/* Issue 53, item 5: an engine that answers without ever ending its line,
 * or its answer (lines for ever, never the empty line): Ishi read it all
 * (1–2 GB, then an abort).  An answer is bounded (1 MB): more is the
 * engine's fault, a forfeit, and the match ends. */
static void
test_endless_answer (void)
{
  static const char *const faults[] = { "--endless", "--endless-lines" };

  NEED_FAKE ();
  for (guint f = 0; f < G_N_ELEMENTS (faults); f++)
    {
      g_autofree char *black = ishi_test_fake_gtp_command (NULL);
      g_autofree char *white = ishi_test_fake_gtp_command (faults[f]);
      g_autofree char *dir = g_dir_make_tmp ("ishi-faults-XXXXXX", NULL);
      g_autofree char *sgf = g_build_filename (dir, "game-001.sgf", NULL);
      const char *argv[] = { g_getenv ("ISHI_TOOL"), "match", "--black", black, "--white", white, "--size", "5",
                             "--rules", "japanese", "--games", "2", "--move-timeout", "60", "--sgf-dir", dir, NULL };
      g_autofree char *out = NULL;
      g_autofree char *text = NULL;

      g_assert_cmpint (ishi_test_run_bounded (argv, 120, &out), ==, 0);
      g_test_message ("%s", out);
      g_assert_nonnull (strstr (out, "\n1\tA\tB\t1\tB+F\t"));
      g_assert_nonnull (strstr (out, "more than 1 MB"));
      g_assert_nonnull (strstr (out, "games: 2"));
      g_assert_true (g_file_get_contents (sgf, &text, NULL, NULL));
      g_assert_nonnull (strstr (text, "RE[B+F]"));
      ishi_test_remove_tree (dir);
    }
}

/* Issue 53, item 11: an engine run through an interpreter or a script
 * (here sh) was named by that program in every message ("sh answered…");
 * once it has said its GTP name, it is named so. */
static void
test_named_by_gtp_name (void)
{
  g_autofree char *fake = NULL;
  g_autofree char *wrapped = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *sgf = NULL;
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;

  NEED_FAKE ();
  fake = ishi_test_fake_gtp_command ("--answer=A1");
  wrapped = g_strdup_printf ("exec %s", fake);
  quoted = g_shell_quote (wrapped);
  black = g_strdup_printf ("sh -c %s", quoted);
  white = ishi_test_fake_gtp_command (NULL);
  dir = g_dir_make_tmp ("ishi-faults-XXXXXX", NULL);
  sgf = g_build_filename (dir, "game-001.sgf", NULL);
  {
    const char *argv[] = { g_getenv ("ISHI_TOOL"), "match", "--black", black, "--white", white, "--size", "5",
                           "--rules", "japanese", "--games", "1", "--sgf-dir", dir, NULL };

    g_assert_cmpint (ishi_test_run_bounded (argv, 60, &out), ==, 0);
  }
  g_test_message ("%s", out);
  g_assert_nonnull (strstr (out, "Fake GTP answered the move A1"));
  g_assert_null (strstr (out, "sh answered"));
  g_assert_true (g_file_get_contents (sgf, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "Fake GTP answered"));
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-faults/quote", test_quote);
  g_test_add_func ("/engine-faults/dies", test_dies);
  g_test_add_func ("/engine-faults/crash-cpu-unknown", test_crash_cpu_unknown);
  g_test_add_func ("/engine-faults/hangs", test_hangs);
  g_test_add_func ("/engine-faults/illegal-move", test_illegal_move);
  g_test_add_func ("/engine-faults/huge-answer", test_huge_answer);
  g_test_add_func ("/engine-faults/child-ended", test_child_ended);
  g_test_add_func ("/engine-faults/53-3-next-game-after-death", test_next_game_after_death);
  g_test_add_func ("/engine-faults/53-5-endless-answer", test_endless_answer);
  g_test_add_func ("/engine-faults/53-11-named-by-gtp-name", test_named_by_gtp_name);
  return g_test_run ();
}
