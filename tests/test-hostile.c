/* test-hostile.c — files made to be slow are read in linear time and
 * memory (issue 14).
 *
 * Each file of hostile-files.h is parsed (and written back) in a child
 * process of its own, so that its peak memory is its own: the child's
 * getrusage maximum resident size after the parse, less the same before
 * it.  The budgets are far above what a linear reader needs (the figures
 * it prints are some 20 to 100 times below them), so that the test never
 * flakes on a loaded machine or under ASan, and far below what a
 * quadratic one takes: C[xx] 80,000 times took 10 s and 6.3 GB before the
 * fix.  bench-hostile prints the speed on each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ishi-game.h"
#include "ishi-sgf.h"
#include "hostile-files.h"

/* Budgets: seconds, and bytes of peak memory (a base for the program and
 * its allocator, and so many bytes for each byte of the file). */
#define TIME_BUDGET 20.0
#define MEMORY_BASE (256.0 * 1024 * 1024)
#define MEMORY_PER_BYTE 40.0

typedef struct {
  double seconds;
  double peak_bytes;
  guint check;        /* what the child found, for the parent to compare */
} Measure;

static double
max_rss_bytes (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss * 1024.0;   /* kilobytes on Linux */
}

/* What the tree holds that shows it was read whole. */
static guint
tree_check (const char *name, IshiSgfCollection *collection)
{
  IshiSgfNode *root = g_ptr_array_index (collection->games, 0);
  IshiSgfProperty *prop;
  guint depth = 0;

  if (g_str_equal (name, "repeated-c"))
    return (guint) strlen (ishi_sgf_node_get_raw (root, "C"));
  if (g_str_equal (name, "repeated-ab") || g_str_equal (name, "ab-values"))
    return (prop = ishi_sgf_node_lookup (root, "AB")) ? prop->n_values : 0;
  if (g_str_equal (name, "repeated-lb"))
    return (prop = ishi_sgf_node_lookup (root, "LB")) ? prop->n_values : 0;
  if (g_str_equal (name, "repeated-ma"))
    return (prop = ishi_sgf_node_lookup (root, "MA")) ? prop->n_values : 0;
  if (g_str_equal (name, "variations"))
    return ishi_sgf_node_n_children (root);
  if (g_str_equal (name, "many-games"))
    return collection->games->len;
  if (g_str_equal (name, "nesting"))
    {
      for (IshiSgfNode *n = root->first_child; n; n = n->first_child)
        depth++;
      return depth;
    }
  return (guint) (strlen (ishi_sgf_node_get_raw (root, "C")) / 1000000);
}

static guint
expected_check (const char *name)
{
  if (g_str_equal (name, "repeated-c"))
    return 80000 * 3 - 1;           /* "xx" joined by newlines */
  if (g_str_equal (name, "variations") || g_str_equal (name, "many-games"))
    return 100000;
  if (g_str_equal (name, "nesting"))
    return 10000;
  if (g_str_equal (name, "big-comment"))
    return 9;                       /* the file, 10 MB, less its header */
  return 80000;
}

static void
measure_in_child (const HostileFile *file, GString *text, int fd)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autofree char *written = NULL;
  IshiSgfNode *root;
  Measure m = { 0 };
  double before = max_rss_bytes ();
  gint64 start = g_get_monotonic_time ();

  collection = ishi_sgf_parse (text->str, text->len, file->name, &error);
  if (collection != NULL)
    {
      root = g_ptr_array_index (collection->games, 0);
      written = ishi_sgf_write (&root, 1, NULL);
      m.check = tree_check (file->name, collection);
    }
  m.seconds = (g_get_monotonic_time () - start) / 1e6;
  m.peak_bytes = max_rss_bytes () - before;
  if (write (fd, &m, sizeof m) != sizeof m)
    _exit (2);
  _exit (collection != NULL && written != NULL ? 0 : 1);
}

static void
test_hostile_file (gconstpointer data)
{
  const HostileFile *file = data;
  g_autoptr(GString) text = file->make ();
  Measure m = { 0 };
  int fds[2], status = 0;
  double memory_budget = MEMORY_BASE + MEMORY_PER_BYTE * text->len;
  pid_t pid;

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      measure_in_child (file, text, fds[1]);
    }
  close (fds[1]);
  g_assert_cmpint (read (fds[0], &m, sizeof m), ==, sizeof m);
  close (fds[0]);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  g_test_message ("%s (%s): %.1f kB read in %.3f s, peak memory %.1f MiB "
                  "(budget %.0f s, %.0f MiB)",
                  file->name, file->what, text->len / 1000.0, m.seconds,
                  m.peak_bytes / (1024.0 * 1024), TIME_BUDGET,
                  memory_budget / (1024.0 * 1024));
  g_assert_cmpuint (m.check, ==, expected_check (file->name));
  g_assert_cmpfloat (m.seconds, <, TIME_BUDGET);
  g_assert_cmpfloat (m.peak_bytes, <, memory_budget);
}

/* Issue 53, item 5: AB[aa:ss] 200,000 times in the root (1.4 MB) is
 * 361 points.  Made into a game, its points were expanded one value at a
 * time into 72 million (560 MiB; 2.8 GB for the million); now
 * into a set bounded by the board (4 MiB).  In a child, as above, with the
 * same budget. */
static void
replay_in_child (GString *text, int fd)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  Measure m = { 0 };
  double before = max_rss_bytes ();
  gint64 start = g_get_monotonic_time ();

  collection = ishi_sgf_parse (text->str, text->len, "point-lists", &error);
  if (collection != NULL)
    game = ishi_game_new_from_collection (collection, 0, &error);
  if (game != NULL)
    {
      const IshiRules *rules = ishi_game_get_rules (game);

      for (int y = 0; y < 19; y++)
        for (int x = 0; x < 19; x++)
          m.check += rules->stone_at (ishi_game_get_position (game), x, y) == ISHI_BLACK;
    }
  m.seconds = (g_get_monotonic_time () - start) / 1e6;
  m.peak_bytes = max_rss_bytes () - before;
  if (write (fd, &m, sizeof m) != sizeof m)
    _exit (2);
  _exit (game != NULL ? 0 : 1);
}

static void
test_point_lists_replayed (void)
{
  g_autoptr(GString) text = g_string_new ("(;GM[1]FF[4]SZ[19]AB");
  double memory_budget;
  Measure m = { 0 };
  int fds[2], status = 0;
  pid_t pid;

  for (guint i = 0; i < 200000; i++)
    g_string_append (text, "[aa:ss]");
  g_string_append_c (text, ')');
  memory_budget = MEMORY_BASE + MEMORY_PER_BYTE * text->len;
  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      replay_in_child (text, fds[1]);
    }
  close (fds[1]);
  g_assert_cmpint (read (fds[0], &m, sizeof m), ==, sizeof m);
  close (fds[0]);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_test_message ("AB[aa:ss] 200,000 times: %.1f kB made a game in %.3f s, peak memory %.1f MiB "
                  "(budget %.0f MiB)", text->len / 1000.0, m.seconds, m.peak_bytes / (1024.0 * 1024),
                  memory_budget / (1024.0 * 1024));
  g_assert_cmpuint (m.check, ==, 361);
  g_assert_cmpfloat (m.seconds, <, TIME_BUDGET);
  g_assert_cmpfloat (m.peak_bytes, <, memory_budget);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hostile/53-5-point-lists-replayed", test_point_lists_replayed);
  for (gsize i = 0; i < G_N_ELEMENTS (hostile_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/hostile/%s", hostile_files[i].name);

      g_test_add_data_func (path, &hostile_files[i], test_hostile_file);
    }
  return g_test_run ();
}
