/* test-tool-hostile.c — ishi-tool against hostile input (issue 14, items 4,
 * 5 and 7): text from a record never reaches a terminal as a command,
 * endless input is refused at once, every number has a range, every error
 * goes to stderr with its place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _XOPEN_SOURCE 600
#define _DEFAULT_SOURCE
#include "config.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "ishi-test-util.h"

typedef struct {
  char *out;
  char *err;
  int status;     /* exit status; -1 killed (it did not end in time) */
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static char *
read_all (int fd)
{
  GString *text = g_string_new (NULL);
  char buf[4096];
  ssize_t n;

  while ((n = read (fd, buf, sizeof buf)) > 0)
    g_string_append_len (text, buf, n);
  return g_string_free (text, FALSE);
}

/* Runs ishi-tool with `args`; its stdout is a pseudo-terminal when `tty`,
 * else a pipe.  A run that has not ended after 20 s is killed: a hang
 * fails the test instead of stopping the suite. */
static void run_tool_as (Run *run, gboolean tty, uid_t uid, const char *const *args);

static void
run_tool (Run *run, gboolean tty, const char *const *args)
{
  run_tool_as (run, tty, (uid_t) -1, args);
}

/* The same as user `uid` when it is not -1 (the test runs as root). */
static void
run_tool_as (Run *run, gboolean tty, uid_t uid, const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  int out_read = -1, out_write = -1, err_pipe[2];
  pid_t pid;
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  int wstatus = 0;

  run_clear (run);
  g_ptr_array_add (argv, (char *) g_getenv ("ISHI_TOOL"));
  for (; *args; args++)
    g_ptr_array_add (argv, (char *) *args);
  g_ptr_array_add (argv, NULL);
  g_assert_nonnull (argv->pdata[0]);

  if (tty)
    {
      out_read = posix_openpt (O_RDWR | O_NOCTTY);
      g_assert_cmpint (out_read, >=, 0);
      g_assert_cmpint (grantpt (out_read), ==, 0);
      g_assert_cmpint (unlockpt (out_read), ==, 0);
      out_write = open (ptsname (out_read), O_RDWR | O_NOCTTY);
    }
  else
    {
      int p[2];

      g_assert_no_errno (pipe (p));
      out_read = p[0];
      out_write = p[1];
    }
  g_assert_cmpint (out_write, >=, 0);
  g_assert_no_errno (pipe (err_pipe));

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      dup2 (out_write, 1);
      dup2 (err_pipe[1], 2);
      close (out_read);
      close (err_pipe[0]);
      setenv ("LC_ALL", "C.UTF-8", 1);
      unsetenv ("LANGUAGE");
      if (uid != (uid_t) -1)
        {
          /* A test of permissions, not of leaks: the sanitizer's
           * suppressions file may not be readable by that user. */
          setenv ("ASAN_OPTIONS", "detect_leaks=0", 1);
          unsetenv ("LSAN_OPTIONS");
          if (setgid (uid) != 0 || setuid (uid) != 0)
            _exit (126);
        }
      execv (argv->pdata[0], (char **) argv->pdata);
      _exit (127);
    }
  close (out_write);
  close (err_pipe[1]);
  while (waitpid (pid, &wstatus, WNOHANG) == 0)
    {
      if (g_get_monotonic_time () > deadline)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &wstatus, 0);
          wstatus = -1;
          break;
        }
      g_usleep (10000);
    }
  /* A pseudo-terminal whose other side is closed reads EIO, not 0. */
  if (tty)
    fcntl (out_read, F_SETFL, O_NONBLOCK);
  run->out = read_all (out_read);
  run->err = read_all (err_pipe[0]);
  close (out_read);
  close (err_pipe[0]);
  run->status = wstatus == -1 ? -1 : WIFEXITED (wstatus) ? WEXITSTATUS (wstatus) : -2;
}

static char *
temp_file (const char *dir, const char *name, const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* Item 4: PB[ESC]2;owned BEL] would set the terminal's title. */
static void
test_escapes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autofree char *record = temp_file (dir, "title.sgf",
                                       "(;GM[1]FF[4]SZ[9]PB[\033\\]2;owned\007]GN[a\302\233b];B[ee];W[\033])");
  g_autofree char *odd_name = g_build_filename (dir, "odd\033[31m.sgf", NULL);
  Run run = { 0 };

  /* On a terminal: escaped (C0 as \x1b, the C1 CSI U+009B as \u009b). */
  run_tool (&run, TRUE, (const char *[]) { "info", record, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strchr (run.out, '\033'));
  g_assert_null (strchr (run.out, '\007'));
  g_assert_nonnull (strstr (run.out, "PB: \\x1b]2;owned\\x07"));

  /* To a pipe, a script gets the record's own text. */
  run_tool (&run, FALSE, (const char *[]) { "info", record, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "PB: \033]2;owned\007"));

  /* A warning is escaped wherever it goes: W[ESC] is no point. */
  run_tool (&run, FALSE, (const char *[]) { "replay", record, NULL });
  g_assert_null (strchr (run.err, '\033'));
  g_assert_nonnull (strstr (run.err, "\\x1b"));

  /* So is a file name in an error. */
  g_assert_true (g_file_set_contents (odd_name, "(;GM[1]SZ[9];B[ee];B[ee])", -1, NULL));
  run_tool (&run, FALSE, (const char *[]) { "replay", odd_name, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_null (strchr (run.err, '\033'));
  g_assert_nonnull (strstr (run.err, "odd\\x1b[31m.sgf:"));

  g_remove (odd_name);
  g_remove (record);
  g_rmdir (dir);
  run_clear (&run);
}

/* Item 5: a device and a FIFO never end; both are refused at once. */
static void
test_endless (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "never.sgf", NULL);
  Run run = { 0 };

  run_tool (&run, FALSE, (const char *[]) { "info", "/dev/zero", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "/dev/zero: error: "));
  g_assert_nonnull (strstr (run.err, "not a regular file"));

  g_assert_no_errno (mkfifo (fifo, 0600));
  run_tool (&run, FALSE, (const char *[]) { "replay", fifo, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "not a regular file"));
  run_tool (&run, FALSE, (const char *[]) { "info", dir, NULL });
  g_assert_cmpint (run.status, ==, 1);

  g_remove (fifo);
  g_rmdir (dir);
  run_clear (&run);
}

/* Item 5: the size limit, and its option's range. */
static void
test_max_size (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autoptr(GString) big = g_string_new ("(;GM[1]SZ[19]C[");
  g_autofree char *path = NULL;
  Run run = { 0 };

  for (int i = 0; i < 3000; i++)
    g_string_append (big, "0123456789");
  g_string_append (big, "];B[dd])");
  path = temp_file (dir, "big.sgf", big->str);   /* about 30 KB */

  run_tool (&run, FALSE, (const char *[]) { "--max-size", "16K", "info", path, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "files over 16.0"));
  g_assert_nonnull (strstr (run.err, "KiB are not read"));
  run_tool (&run, FALSE, (const char *[]) { "--max-size=64K", "info", path, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "moves: 1"));
  for (const char *const *bad = (const char *const[]) { "0", "12", "5T", "-1K", "1e9", "", NULL }; *bad; bad++)
    {
      run_tool (&run, FALSE, (const char *[]) { "--max-size", *bad, "info", path, NULL });
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "--max-size"));
    }

  g_remove (path);
  g_rmdir (dir);
  run_clear (&run);
}

/* Item 7: errors on stderr with their place; numbers in range; no game
 * found is an error. */
static void
test_messages (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autofree char *game = temp_file (dir, "game.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[ee])");
  g_autofree char *legal = temp_file (dir, "legal.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
  g_autofree char *words = temp_file (dir, "words.sgf", "Dear friend, here is no game at all.\n");
  g_autofree char *where = NULL;
  Run run = { 0 };

  /* W[ee] on an occupied point: its node begins with the “;” at column 31
   * (1 “(”, 2 “;”, 3–24 the root properties, 25 “;”, 26–30 B[ee]). */
  run_tool (&run, FALSE, (const char *[]) { "replay", game, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  where = g_strdup_printf ("%s:1:31: error: Move 2 (W E5) is illegal: ", game);
  g_assert_true (g_str_has_prefix (run.err, where));
  /* score says the same in the same words. */
  run_tool (&run, FALSE, (const char *[]) { "score", game, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, where));

  for (const char *const *komi = (const char *const[]) { "1e308", "inf", "nan", "1001", "-1000.5", NULL };
       *komi; komi++)
    {
      run_tool (&run, FALSE, (const char *[]) { "score", legal, "--komi", *komi, NULL });
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "is not a komi"));
    }

  run_tool (&run, FALSE, (const char *[]) { "info", words, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "error: No game tree was found"));

  run_tool (&run, FALSE, (const char *[]) { "score", legal, "--komi", "-7.5", NULL });
  g_assert_cmpint (run.status, ==, 0);

  g_remove (game);
  g_remove (legal);
  g_remove (words);
  g_rmdir (dir);
  run_clear (&run);
}

static char *
file_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Item 6: saving keeps the mode of the file it replaces, follows a link,
 * and writes in place when the folder takes no temporary file. */
static void
test_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autofree char *in = temp_file (dir, "in.sgf", "(;GM[1]SZ[9]PB[Aki];B[ee];W[cc])");
  g_autofree char *private = temp_file (dir, "private.sgf", "old");
  g_autofree char *real = temp_file (dir, "real.sgf", "old");
  g_autofree char *link = g_build_filename (dir, "link.sgf", NULL);
  g_autofree char *locked = g_build_filename (dir, "locked", NULL);
  g_autofree char *inside = NULL;
  g_autofree char *text = NULL;
  GStatBuf st;
  Run run = { 0 };

  /* 0600 stays 0600 (and 0664 stays 0664, whatever the umask). */
  g_assert_no_errno (g_chmod (private, 0600));
  run_tool (&run, FALSE, (const char *[]) { "normalize", in, private, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_no_errno (g_stat (private, &st));
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_no_errno (g_chmod (private, 0664));
  run_tool (&run, FALSE, (const char *[]) { "normalize", in, private, NULL });
  g_assert_no_errno (g_stat (private, &st));
  g_assert_cmpint (st.st_mode & 07777, ==, 0664);
  text = file_text (private);
  g_assert_nonnull (strstr (text, "PB[Aki]"));
  g_clear_pointer (&text, g_free);

  /* A link: the record it points to is saved, the link stays a link. */
  g_assert_no_errno (symlink ("real.sgf", link));
  run_tool (&run, FALSE, (const char *[]) { "normalize", in, link, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  text = file_text (real);
  g_assert_nonnull (strstr (text, "PB[Aki]"));
  g_clear_pointer (&text, g_free);

  /* A read-only folder holding a writable record.  Root may write in any
   * folder, so as root the tool runs as nobody (65534). */
  g_assert_no_errno (g_mkdir (locked, 0755));
  inside = temp_file (locked, "game.sgf", "an old record, longer than the new one will be.............");
  g_assert_no_errno (g_chmod (inside, 0666));
  g_assert_no_errno (g_chmod (locked, 0555));
  g_assert_no_errno (g_chmod (dir, 0755));
  g_assert_no_errno (g_chmod (in, 0644));
  run_tool_as (&run, FALSE, geteuid () == 0 ? 65534 : (uid_t) -1,
               (const char *[]) { "normalize", in, inside, NULL });
  if (run.status == 126 || run.status == 127)
    g_test_skip ("could not run the tool as another user here");
  else
    {
      g_autofree char *dir_text = NULL;
      g_autoptr(GDir) listing = NULL;
      int entries = 0;

      g_assert_cmpint (run.status, ==, 0);
      text = file_text (inside);
      g_assert_true (g_str_has_prefix (text, "(;"));
      g_assert_nonnull (strstr (text, "PB[Aki]"));
      g_assert_null (strstr (text, "....."));         /* cut to length */
      listing = g_dir_open (locked, 0, NULL);
      while (g_dir_read_name (listing))
        entries++;
      g_assert_cmpint (entries, ==, 1);
    }

  g_chmod (locked, 0755);
  g_remove (inside);
  g_rmdir (locked);
  g_remove (link);
  g_remove (real);
  g_remove (private);
  g_remove (in);
  g_rmdir (dir);
  run_clear (&run);
}

/* Item 4 for lessons: a lesson file from another teacher, here broken
 * and with a terminal sequence in its name, is reported escaped. */
static void
test_lesson_messages (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autofree char *path = temp_file (dir, "bad\033]2;owned\007.xml",
                                     "<?xml version=\"1.0\"?>\n<lesson>\n<oops\n");
  Run run = { 0 };

  run_tool (&run, FALSE, (const char *const[]) { "lessons", "check", path, NULL });
  g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "bad\\x1b]2;owned\\x07.xml"));
  g_assert_null (strchr (run.err, '\033'));
  g_assert_null (strchr (run.err, '\007'));
  g_unlink (path);
  g_rmdir (dir);
  run_clear (&run);
}

/* Item 7: random bytes (a fixed seed; no zero byte, so not taken for
 * binary data, and no "(;") hold no game.  Before, a '(' followed by a
 * capital and a '[' somewhere in them was "repaired" into a game. */
static void
test_random_bytes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  g_autofree char *data = g_malloc (32 * 1024);
  Run run = { 0 };
  guint parens = 0;

  for (guint k = 0; k < 8; k++)
    {
      g_autofree char *name = g_strdup_printf ("random-%u.bin", k);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      gsize n = 4096u << (k % 4);

      for (gsize i = 0; i < n; i++)
        {
          data[i] = (char) g_rand_int_range (rand, 1, 256);
          if (i > 0 && data[i - 1] == '(' && data[i] == ';')
            data[i] = ':';
          parens += data[i] == '(';
        }
      g_assert_true (g_file_set_contents (path, data, n, NULL));
      for (guint c = 0; c < 2; c++)
        {
          run_tool (&run, FALSE, (const char *const[]) { c ? "replay" : "info", path, NULL });
          g_test_message ("%s: %s", name, run.err);
          g_assert_cmpint (run.status, ==, 1);
          g_assert_cmpstr (run.out, ==, "");
          g_assert_nonnull (strstr (run.err, ":1:1: error: No game tree was found"));
        }
      g_unlink (path);
    }
  /* they did offer many a '(' to take for a game */
  g_assert_cmpuint (parens, >, 100);
  g_rmdir (dir);
  run_clear (&run);
}

/* Issue 53, item 9: `normalize IN OUT` with a FIFO, a folder or a device
 * at OUT replaced it with a regular file and said nothing (exit 0).  OUT
 * must be a regular file, or nothing: else an error, and OUT as it was. */
static void
test_save_not_a_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-hostile-XXXXXX", NULL);
  g_autofree char *in = temp_file (dir, "in.sgf", "(;GM[1]SZ[9]PB[Aki];B[ee];W[cc])");
  g_autofree char *fifo = g_build_filename (dir, "fifo.sgf", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.sgf", NULL);
  g_autofree char *link = g_build_filename (dir, "link.sgf", NULL);
  GStatBuf st;
  Run run = { 0 };

  g_assert_no_errno (mkfifo (fifo, 0600));
  g_assert_no_errno (g_mkdir (folder, 0700));
  g_assert_no_errno (symlink ("fifo.sgf", link));
  for (const char *const *out = (const char *const[]) { fifo, folder, link, "/dev/null", NULL }; *out; out++)
    {
      run_tool (&run, FALSE, (const char *[]) { "normalize", in, *out, NULL });
      g_test_message ("%s: %s", *out, run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, "not a regular file"));
    }
  g_assert_no_errno (g_stat (fifo, &st));
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_no_errno (g_stat ("/dev/null", &st));
  g_assert_true (S_ISCHR (st.st_mode));
  run_clear (&run);
  g_unlink (link);
  g_unlink (fifo);
  g_rmdir (folder);
  g_unlink (in);
  g_rmdir (dir);
}

/* Issue 53, item 10: `match --komi nan` was played with the rules' komi
 * (NAN means that inside); numbers that are not finite are refused. */
static void
test_match_not_numbers (void)
{
  static const char *const bad[][2] = {
    { "--komi", "nan" }, { "--komi", "inf" }, { "--komi", "-Infinity" }, { "--komi", "6.5x" },
  };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      run_tool (&run, FALSE, (const char *[]) { "match", "--black", "true", "--white", "true", bad[i][0], bad[i][1],
                                                NULL });
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "--komi"));
    }
  run_tool (&run, FALSE, (const char *[]) { "match", "--game", "renju", "--black", "ishi:1", "--white", "ishi:1",
                                            "--turn-time", "nan", NULL });
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
}

/* Issue 53, item 5, the other way round: a controller that sends `ishi-tool
 * gtp` a line without end (3 MB, then a newline) gets an error for it, read
 * past in bounded memory, and the next commands are answered. */
static void
test_gtp_endless_command (void)
{
  g_autofree char *tool = g_shell_quote (g_getenv ("ISHI_TOOL"));
  g_autofree char *pipeline = NULL;
  g_autofree char *out = NULL;

  pipeline = g_strdup_printf ("{ head -c 3000000 /dev/zero | tr '\\0' x; printf '\\nname\\nquit\\n'; } | %s gtp",
                              tool);
  {
    const char *argv[] = { "sh", "-c", pipeline, NULL };

    g_assert_cmpint (ishi_test_run_bounded (argv, 60, &out), ==, 0);
  }
  g_assert_true (g_str_has_prefix (out, "? command too long\n\n"));
  g_assert_nonnull (strstr (out, "= Ishi"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tool-hostile/escapes", test_escapes);
  g_test_add_func ("/tool-hostile/endless", test_endless);
  g_test_add_func ("/tool-hostile/max-size", test_max_size);
  g_test_add_func ("/tool-hostile/messages", test_messages);
  g_test_add_func ("/tool-hostile/save", test_save);
  g_test_add_func ("/tool-hostile/53-9-save-not-a-file", test_save_not_a_file);
  g_test_add_func ("/tool-hostile/53-10-match-not-numbers", test_match_not_numbers);
  g_test_add_func ("/tool-hostile/53-5-gtp-endless-command", test_gtp_endless_command);
  g_test_add_func ("/tool-hostile/random-bytes", test_random_bytes);
  g_test_add_func ("/tool-hostile/lesson-messages", test_lesson_messages);
  return g_test_run ();
}
