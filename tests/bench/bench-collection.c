/* bench-collection.c — what the window costs to open a big collection
 * (issue 23 item 14), run by collection-memory.sh, on demand:
 *
 *   bench-collection held|index FILE.sgf
 *
 * `held` does what the window did before: every game of the collection
 * read into a tree and kept (the old reader gathered each root given by
 * ishi_sgf_read_file_each), then game 1 opened from its tree.  `index`
 * does what it does now, through the window's own reader
 * (ishi_reader_read_games): a title and a place for each game, and game 1
 * read again from its place when it is opened; then the last game too, to
 * time an open from the end of the file.
 *
 * Prints one line: the mode, the games, the seconds to read, the seconds
 * to open game 1 (and the last, for index), and the peak resident set
 * (getrusage) against the file's size.  Each mode runs in a process of its
 * own, so that each peak is its own.  No display is needed: nothing here
 * makes a widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "ishi-game.h"
#include "ishi-reader.h"
#include "ishi-session.h"
#include "ishi-sgf.h"

static gboolean
keep_root (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  g_ptr_array_add (user_data, root);
  return TRUE;
}

static double
peak_mib (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;   /* KiB on Linux */
}

int
main (int argc, char **argv)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileInfo) info = NULL;
  double size_mib, t0, t_read, t_open, t_last = 0;
  guint n_games;

  if (argc != 3 || (strcmp (argv[1], "held") != 0 && strcmp (argv[1], "index") != 0))
    {
      fprintf (stderr, "usage: %s held|index FILE.sgf\n", argv[0]);
      return 2;
    }
  file = g_file_new_for_commandline_arg (argv[2]);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, &error);
  if (info == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  size_mib = g_file_info_get_size (info) / (1024.0 * 1024.0);

  t0 = g_get_monotonic_time () / 1e6;
  if (strcmp (argv[1], "held") == 0)
    {
      g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
      g_autoptr(IshiSgfCollection) collection = ishi_sgf_read_file_each (file, keep_root, roots, NULL, &error);
      g_autoptr(IshiGame) game = NULL;

      if (collection == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      t_read = g_get_monotonic_time () / 1e6;
      game = ishi_game_new_from_tree (g_ptr_array_steal_index (roots, 0), &error);
      g_assert_no_error (error);
      ishi_game_go_to_end (game, NULL);
      t_open = g_get_monotonic_time () / 1e6;
      n_games = roots->len + 1;
      printf ("%-6s %7u games  read %6.2f s  open game 1 %6.3f s  %-24s peak %7.1f MiB = %5.2f x the file (%.1f MiB)\n",
              argv[1], n_games, t_read - t0, t_open - t_read, "", peak_mib (),
              peak_mib () / size_mib, size_mib);
    }
  else
    {
      g_autoptr(GPtrArray) games = ishi_reader_read_games (file, NULL, &error);
      g_autoptr(IshiGame) game = NULL;
      g_autoptr(IshiGame) last = NULL;
      IshiSgfNode *root;

      if (games == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      t_read = g_get_monotonic_time () / 1e6;
      root = ishi_collection_game_load (g_ptr_array_index (games, 0), file, &error);
      g_assert_no_error (error);
      game = ishi_game_new_from_tree (root, &error);
      g_assert_no_error (error);
      ishi_game_go_to_end (game, NULL);
      t_open = g_get_monotonic_time () / 1e6;
      root = ishi_collection_game_load (g_ptr_array_index (games, games->len - 1), file, &error);
      g_assert_no_error (error);
      last = ishi_game_new_from_tree (root, &error);
      g_assert_no_error (error);
      ishi_game_go_to_end (last, NULL);
      t_last = g_get_monotonic_time () / 1e6;
      n_games = games->len;
      printf ("%-6s %7u games  read %6.2f s  open game 1 %6.3f s  open the last %6.3f s  peak %7.1f MiB = %5.2f x the file (%.1f MiB)\n",
              argv[1], n_games, t_read - t0, t_open - t_read, t_last - t_open, peak_mib (),
              peak_mib () / size_mib, size_mib);
    }
  return 0;
}
