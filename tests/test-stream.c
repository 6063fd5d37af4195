/* test-stream.c — collections read one game at a time (issue 14, item 8).
 *
 * ishi_sgf_parse_each must give the very games ishi_sgf_parse gives, with
 * the same warnings, each in a block of memory of its own (so that a game
 * freed is memory given back), and must stop when told to or cancelled.
 * `ishi-tool replay` must read a big collection that way: its peak memory,
 * measured by the kernel for the child process, must stay far below what
 * holding every game takes (some five times the file; see
 * tests/bench/replay-memory.sh for the figures).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ishi-sgf.h"
#include "ishi-sgf-private.h"
#include "ishi-test-util.h"

typedef struct {
  GPtrArray *roots;      /* kept, or NULL to free each at once */
  guint calls;
  guint stop_after;      /* 0: never */
  GCancellable *cancel_after_first;
  gsize last_done;
  gboolean done_went_back;
} Gather;

static gboolean
gather (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Gather *g = user_data;

  g_assert_nonnull (root);
  g_assert_null (root->parent);
  g_assert_cmpuint (done, <=, total);
  if (done < g->last_done)
    g->done_went_back = TRUE;
  g->last_done = done;
  g->calls++;
  if (g->roots != NULL)
    g_ptr_array_add (g->roots, root);
  else
    ishi_sgf_node_free (root);
  if (g->cancel_after_first != NULL)
    g_cancellable_cancel (g->cancel_after_first);
  return g->stop_after == 0 || g->calls < g->stop_after;
}

/* parse and parse_each agree on `text`: the same games, written the same,
 * and the same warnings. */
static void
check_same (const char *text, gsize length, const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  g_autoptr(IshiSgfCollection) whole = ishi_sgf_parse (text, length, name, &error);
  g_autoptr(IshiSgfCollection) each = NULL;
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
  Gather g = { roots };

  each = ishi_sgf_parse_each (text, length, name, gather, &g, NULL, &error2);
  if (whole == NULL)
    {
      g_assert_null (each);
      g_assert_nonnull (error2);
      g_assert_cmpstr (error->message, ==, error2->message);
      return;
    }
  g_assert_no_error (error2);
  g_assert_nonnull (each);
  g_assert_cmpuint (each->games->len, ==, 0);
  g_assert_cmpuint (roots->len, ==, whole->games->len);
  g_assert_cmpuint (g.calls, ==, whole->games->len);
  g_assert_false (g.done_went_back);
  g_assert_cmpstr (each->encoding, ==, whole->encoding);
  g_assert_cmpuint (each->warnings->len, ==, whole->warnings->len);
  for (guint i = 0; i < whole->warnings->len; i++)
    {
      IshiSgfWarning *a = whole->warnings->pdata[i];
      IshiSgfWarning *b = each->warnings->pdata[i];

      g_assert_cmpuint (a->line, ==, b->line);
      g_assert_cmpuint (a->column, ==, b->column);
      g_assert_cmpstr (a->message, ==, b->message);
    }
  for (guint i = 0; i < roots->len; i++)
    {
      g_autofree char *a = ishi_sgf_write ((IshiSgfNode **) &whole->games->pdata[i], 1, NULL);
      g_autofree char *b = ishi_sgf_write ((IshiSgfNode **) &roots->pdata[i], 1, NULL);

      g_assert_cmpstr (a, ==, b);
    }
}

static void
test_same_as_whole (void)
{
  static const char *const texts[] = {
    "(;GM[1]SZ[9];B[ee];W[cc](;B[dd];W[ff])(;B[gg]C[x]C[y]))(;SZ[13];B[aa])",
    /* a tree that opens with variations: each becomes a game */
    "((;SZ[9];B[aa])(;SZ[9];W[bb]))(;B[cc])",
    /* junk between trees, a stray ')' and an unclosed last tree */
    "junk (;B[aa]) ) x (;W[bb];B[cc]",
    /* Shift_JIS named in the second tree only, 申 has a 0x5C trail byte */
    "(;CA[UTF-8]PB[a])\n(;CA[Shift_JIS]PB[\x90\x5c]C[\x83\x5c])",
    /* a fatal size in the third game */
    "(;B[aa])(;W[bb])(;SZ[99];B[cc])(;B[dd])",
    "no game here",
    "",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    check_same (texts[i], strlen (texts[i]), "t.sgf");

  /* a fatal fault in a later game: the games before it were given (the
   * fuzzer's check first took that for a difference; its input is
   * tests/fuzz/corpus/regression-8.sgf) */
  {
    const char *text = "(;B[aa])(;W[bb])(;SZ[99];B[cc])(;B[dd])";
    g_autoptr(GError) error = NULL;
    Gather g = { NULL };

    g_assert_null (ishi_sgf_parse_each (text, strlen (text), "t.sgf", gather, &g, NULL, &error));
    g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_VALUE);
    g_assert_cmpuint (g.calls, ==, 2);
  }
}

static void
collect_sgf_files (const char *dir, GPtrArray *paths)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_sgf_files (path, paths);
      else if (g_str_has_suffix (name, ".sgf"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

/* Every shared test file, and the test's own broken files, read both ways
 * (as they are, and all of them in one file). */
static void
test_same_on_files (void)
{
  g_autofree char *testdata = ishi_test_data_path ("sgf");
  g_autofree char *broken = ishi_test_src_path ("data/sgf-broken");
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) all = g_string_new (NULL);

  if (testdata == NULL)
    return;
  collect_sgf_files (testdata, paths);
  collect_sgf_files (broken, paths);
  g_assert_cmpuint (paths->len, >, 20);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *text = NULL;
      gsize length = 0;

      g_assert_true (g_file_get_contents (paths->pdata[i], &text, &length, NULL));
      check_same (text, length, paths->pdata[i]);
      g_string_append_len (all, text, length);
      g_string_append_c (all, '\n');
    }
  check_same (all->str, all->len, "all.sgf");
}

static GString *
make_collection (guint games)
{
  GString *s = g_string_new (NULL);

  for (guint k = 0; k < games; k++)
    {
      g_string_append_printf (s, "(;GM[1]FF[4]SZ[19]PB[Black %u]PW[White %u]RE[B+R]\n", k, k);
      for (guint m = 0; m < 200; m++)
        {
          guint p = (m * 7 + k) % 361;

          g_string_append_printf (s, ";%c[%c%c]", m % 2 ? 'W' : 'B', 'a' + p % 19, 'a' + p / 19);
          if (m % 50 == 0)
            g_string_append_printf (s, "C[move %u of game %u]\n", m, k);
        }
      g_string_append (s, "(;B[])(;B[tt]))\n");
    }
  return s;
}

/* Each game of a collection read one at a time lives in a block of its
 * own, which holds nothing but that game: a block shared by all the games
 * would keep every game's memory until the end. */
static void
test_block_per_game (void)
{
  g_autoptr(GString) text = make_collection (40);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
  g_autoptr(IshiSgfCollection) info = NULL;
  g_autoptr(GError) error = NULL;
  Gather g = { roots };

  info = ishi_sgf_parse_each (text->str, text->len, "c.sgf", gather, &g, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, 40);
  for (guint i = 0; i < roots->len; i++)
    {
      IshiSgfNode *root = roots->pdata[i];

      g_assert_nonnull (root->arena);
      /* one reference for each node, and none held by the reader */
      g_assert_cmpuint (root->arena->refs, ==, ishi_sgf_tree_count_nodes (root));
      for (guint k = 0; k < i; k++)
        g_assert_true (((IshiSgfNode *) roots->pdata[k])->arena != root->arena);
    }
}

static void
test_stop_and_cancel (void)
{
  g_autoptr(GString) text = make_collection (400);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  IshiSgfCollection *info;
  Gather g = { NULL, 0, 3 };

  g_assert_cmpuint (text->len, >, 4 << 16);
  info = ishi_sgf_parse_each (text->str, text->len, "c.sgf", gather, &g, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (info);
  g_assert_cmpuint (g.calls, ==, 3);
  ishi_sgf_collection_free (info);

  g = (Gather) { NULL, 0, 0, cancellable };
  info = ishi_sgf_parse_each (text->str, text->len, "c.sgf", gather, &g, cancellable, &error);
  g_assert_null (info);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* checked every 64 KiB: a few games more at most */
  g_assert_cmpuint (g.calls, >=, 1);
  g_assert_cmpuint (g.calls, <, 100);
}

/* A file read by mapping, its pages given back as it goes, gives the same
 * games as the file read whole. */
static void
test_mapped_file (void)
{
  g_autoptr(GString) text = make_collection (300);
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "c.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(IshiSgfCollection) whole = NULL;
  g_autoptr(IshiSgfCollection) info = NULL;
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
  g_autoptr(GError) error = NULL;
  Gather g = { roots };

  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  whole = ishi_sgf_read_file (file, &error);
  g_assert_no_error (error);
  info = ishi_sgf_read_file_each (file, gather, &g, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, whole->games->len);
  g_assert_cmpuint (g.last_done, ==, text->len - 1);   /* all but the final newline */
  for (guint i = 0; i < roots->len; i++)
    {
      g_autofree char *a = ishi_sgf_write ((IshiSgfNode **) &whole->games->pdata[i], 1, NULL);
      g_autofree char *b = ishi_sgf_write ((IshiSgfNode **) &roots->pdata[i], 1, NULL);

      g_assert_cmpstr (a, ==, b);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* ishi_sgf_read_path_each_full, the short way for tools over many small
 * files: the same games, warnings and faults as the GFile way, for a small
 * file (read whole), a big one (over 1 MiB, mapped), a missing file, a
 * folder and a FIFO (refused at once, never waited for). */
static void
test_read_path (void)
{
  g_autoptr(GString) small = make_collection (3);
  g_autoptr(GString) big = make_collection (3000);
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.sgf", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.sgf", NULL);
  GString *texts[] = { small, big };

  g_assert_cmpuint (big->len, >, 1 << 20);
  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    {
      g_autofree char *path = g_build_filename (dir, t == 0 ? "small.sgf" : "big.sgf", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GPtrArray) a = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
      g_autoptr(GPtrArray) b = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
      g_autoptr(IshiSgfCollection) ca = NULL;
      g_autoptr(IshiSgfCollection) cb = NULL;
      g_autoptr(GError) error = NULL;
      Gather ga = { a }, gb = { b };

      g_assert_true (g_file_set_contents (path, texts[t]->str, texts[t]->len, NULL));
      ca = ishi_sgf_read_file_each (file, gather, &ga, NULL, &error);
      g_assert_no_error (error);
      cb = ishi_sgf_read_path_each_full (path, ISHI_SGF_MAX_FILE_SIZE, gather, &gb, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (a->len, ==, b->len);
      g_assert_cmpuint (ca->warnings->len, ==, cb->warnings->len);
      for (guint i = 0; i < a->len; i++)
        {
          g_autofree char *x = ishi_sgf_write ((IshiSgfNode **) &a->pdata[i], 1, NULL);
          g_autofree char *y = ishi_sgf_write ((IshiSgfNode **) &b->pdata[i], 1, NULL);

          g_assert_cmpstr (x, ==, y);
        }
      /* too big for --max-size: refused, as the GFile way refuses it */
      g_clear_pointer (&cb, ishi_sgf_collection_free);
      cb = ishi_sgf_read_path_each_full (path, 100, gather, &gb, NULL, &error);
      g_assert_null (cb);
      g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_IO);
      g_unlink (path);
    }

  {
    g_autoptr(GError) error = NULL;
    Gather g = { NULL };

    g_assert_null (ishi_sgf_read_path_each_full (missing, ISHI_SGF_MAX_FILE_SIZE, gather, &g, NULL, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_assert_null (ishi_sgf_read_path_each_full (dir, ISHI_SGF_MAX_FILE_SIZE, gather, &g, NULL, &error));
    g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_IO);
    g_clear_error (&error);
    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    g_assert_null (ishi_sgf_read_path_each_full (fifo, ISHI_SGF_MAX_FILE_SIZE, gather, &g, NULL, &error));
    g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_IO);
    g_assert_cmpuint (g.calls, ==, 0);
  }
  g_unlink (fifo);
  g_rmdir (dir);
}

/* `test-stream --peak-of PROGRAM ARGS…`: runs the program (its output to
 * /dev/null) and prints its peak resident size in kilobytes.  The test
 * runs itself this way because a child's peak counts its life before
 * exec too: forked from the test itself, the tool would carry the test's
 * own memory (some hundreds of MB under ASan); forked from a process that
 * has just started, it carries almost nothing. */
static int
peak_of (char **argv)
{
  struct rusage usage;
  int status = 0;
  pid_t pid = fork ();

  if (pid < 0)
    return 125;
  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      dup2 (null, 1);
      /* under ASan, freed memory waits in a quarantine of 256 MB by
       * default: a small one shows the program's own needs */
      setenv ("ASAN_OPTIONS", "quarantine_size_mb=4:detect_leaks=0", 1);
      execv (argv[0], argv);
      _exit (127);
    }
  if (wait4 (pid, &status, 0, &usage) != pid)
    return 125;
  printf ("%ld\n", usage.ru_maxrss);
  return WIFEXITED (status) ? WEXITSTATUS (status) : 126;
}

/* The peak resident memory of `ishi-tool COMMAND FILE`, in bytes. */
static double
tool_peak (const char *command, const char *path)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (tool);
  g_assert_nonnull (self);
  {
    const char *argv[] = { self, "--peak-of", tool, command, path, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &out, NULL, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_ascii_strtod (out, NULL) * 1024.0;
}

/* `ishi-tool replay` holds one game at a time: on a collection of some
 * 24 MB (ten times its size when every game is held, under ASan), its
 * peak stays under half the file plus a base for the program. */
static void
test_replay_memory (void)
{
  g_autoptr(GString) text = make_collection (18000);
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.sgf", NULL);
  double peak, budget;

  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  peak = tool_peak ("replay", path);
  budget = 64.0 * 1024 * 1024 + text->len / 2.0;
  g_test_message ("ishi-tool replay on %.1f MB: peak %.1f MiB (budget %.1f MiB)",
                  text->len / 1e6, peak / (1024.0 * 1024), budget / (1024.0 * 1024));
  g_assert_cmpfloat (peak, <, budget);
  g_unlink (path);
  g_rmdir (dir);
}

/* `ishi-tool info` lists every game of a collection the same way, one
 * game at a time: it read the whole collection first (some 4.8 times the
 * file at its peak). */
static void
test_info_memory (void)
{
  g_autoptr(GString) text = make_collection (18000);
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.sgf", NULL);
  double peak, budget;

  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  peak = tool_peak ("info", path);
  budget = 64.0 * 1024 * 1024 + text->len / 2.0;
  g_test_message ("ishi-tool info on %.1f MB: peak %.1f MiB (budget %.1f MiB)",
                  text->len / 1e6, peak / (1024.0 * 1024), budget / (1024.0 * 1024));
  g_assert_cmpfloat (peak, <, budget);
  g_unlink (path);
  g_rmdir (dir);
}

/* Issue 23 item 14: where each game is.  The bytes of an exact span, read
 * alone, give back the very game the whole file gives, placed at the same
 * lines and columns, in the set the whole file was read in; a tree of two
 * games is marked not exact. */
typedef struct {
  GPtrArray *roots;
  GArray *spans;
} Spans;

static gboolean
gather_span (IshiSgfNode *root, const IshiSgfSpan *span, gsize done, gsize total,
             gpointer user_data)
{
  Spans *s = user_data;

  g_assert_cmpuint (span->end, <=, done);
  g_ptr_array_add (s->roots, root);
  g_array_append_val (s->spans, *span);
  return TRUE;
}

static void
assert_same_places (const IshiSgfNode *a, const IshiSgfNode *b)
{
  /* the main lines and the first variations are enough to see a shift */
  for (; a != NULL && b != NULL; a = a->first_child, b = b->first_child)
    {
      g_assert_cmpuint (a->line, ==, b->line);
      g_assert_cmpuint (a->column, ==, b->column);
      if (a->first_child && a->first_child->next_sibling)
        {
          g_assert_nonnull (b->first_child->next_sibling);
          g_assert_cmpuint (a->first_child->next_sibling->line, ==, b->first_child->next_sibling->line);
          g_assert_cmpuint (a->first_child->next_sibling->column, ==, b->first_child->next_sibling->column);
        }
    }
  g_assert_true (a == NULL && b == NULL);
}

static void
check_spans (const char *text, const gboolean *exact, guint n_games)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "spans.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(IshiSgfCollection) whole = NULL;
  g_autoptr(IshiSgfCollection) info = NULL;
  g_autoptr(GError) error = NULL;
  Spans s = { g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free),
              g_array_new (FALSE, FALSE, sizeof (IshiSgfSpan)) };

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  whole = ishi_sgf_read_file (file, &error);
  g_assert_no_error (error);
  info = ishi_sgf_read_file_spans (file, gather_span, &s, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s.roots->len, ==, n_games);
  g_assert_cmpuint (whole->games->len, ==, n_games);
  for (guint i = 0; i < n_games; i++)
    {
      IshiSgfSpan *span = &g_array_index (s.spans, IshiSgfSpan, i);
      IshiSgfNode *expected = g_ptr_array_index (whole->games, i);
      g_autofree char *a = ishi_sgf_write (&expected, 1, NULL);

      g_test_message ("game %u: %" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT " %u:%u exact %d",
                      i + 1, span->start, span->end, span->line, span->column, span->exact);
      g_assert_cmpint (span->exact, ==, exact[i]);
      g_assert_cmpint (text[span->start], ==, '(');
      g_assert_cmpuint (span->line, ==, expected->line);
      if (span->exact)
        {
          g_autoptr(IshiSgfNode) again = ishi_sgf_read_span (file, span, &error);
          g_autofree char *b = NULL;

          g_assert_no_error (error);
          b = ishi_sgf_write (&again, 1, NULL);
          g_assert_cmpstr (a, ==, b);
          assert_same_places (expected, again);
          /* (the last tree of the first text is left open) */
          if (i + 1 < n_games)
            g_assert_cmpint (text[span->end - 1], ==, ')');
        }
    }
  /* a file changed under the span is said, not misread */
  for (guint i = 0; i < n_games; i++)
    {
      IshiSgfSpan *span = &g_array_index (s.spans, IshiSgfSpan, i);

      if (span->exact && span->start > 0)
        {
          g_autoptr(IshiSgfNode) again = NULL;

          g_assert_true (g_file_set_contents (path, text + 1, -1, NULL));
          again = ishi_sgf_read_span (file, span, &error);
          g_assert_null (again);
          g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_IO);
          break;
        }
    }
  g_ptr_array_unref (s.roots);
  g_array_unref (s.spans);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_spans (void)
{
  /* UTF-8, junk between trees, variations on later lines, an unclosed
   * last tree */
  static const gboolean exact1[] = { TRUE, TRUE, TRUE, TRUE };
  const char *text1 =
    "junk before\n"
    "(;GM[1]SZ[9]GN[first];B[ee];W[cc]\n  (;B[dd];W[ff])\n  (;B[gg]C[x]))\n"
    "between (see) text\n"
    "   (;GM[1]SZ[13]PB[黒]PW[白];B[aa]\n;W[bb]\n\n(;B[cc])(;B[dd]C[変化]))"
    "(;B[aa]B[bb])\n"
    "(;SZ[5];B[aa];W[bb]";
  /* a tree that opens with variations is two games from one place */
  static const gboolean exact2[] = { TRUE, FALSE, FALSE };
  const char *text2 = "(;SZ[9];B[aa])\n((;SZ[9];B[bb])(;SZ[9];B[cc]))\n";
  /* no CA in a file that is not UTF-8: read as the guess over the whole
   * file, which the bytes of game 2 alone would not make */
  static const gboolean exact3[] = { TRUE, TRUE };
  const char *text3 = "(;SZ[9]PB[Jos\xe9];B[aa])(;SZ[9]PB[ascii];B[bb])";

  /* in a file that is not UTF-8, games with a CA of their own are read
   * by it wherever they are */
  static const gboolean exact4[] = { TRUE, TRUE, TRUE };
  const char *text4 = "(;CA[Shift_JIS]SZ[9]PB[\x8d\x95];B[ab])\n(;CA[UTF-8]SZ[9];B[aa])(;SZ[9];B[cc])";

  check_spans (text1, exact1, G_N_ELEMENTS (exact1));
  check_spans (text4, exact4, G_N_ELEMENTS (exact4));
  check_spans (text2, exact2, G_N_ELEMENTS (exact2));
  check_spans (text3, exact3, G_N_ELEMENTS (exact3));
}

int
main (int argc, char **argv)
{
  if (argc >= 3 && strcmp (argv[1], "--peak-of") == 0)
    return peak_of (argv + 2);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stream/same-as-whole", test_same_as_whole);
  g_test_add_func ("/stream/same-on-files", test_same_on_files);
  g_test_add_func ("/stream/block-per-game", test_block_per_game);
  g_test_add_func ("/stream/stop-and-cancel", test_stop_and_cancel);
  g_test_add_func ("/stream/mapped-file", test_mapped_file);
  g_test_add_func ("/stream/read-path", test_read_path);
  g_test_add_func ("/stream/spans", test_spans);
  g_test_add_func ("/stream/replay-memory", test_replay_memory);
  g_test_add_func ("/stream/info-memory", test_info_memory);
  return g_test_run ();
}
