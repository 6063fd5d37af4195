/* ishi-tool info FILE.sgf — the game information of the first game.
 *
 * Output (scripts read it): one "KEY: value" line for each game-info
 * property present in the root, in the order PB PW BR WR DT EV RE KM HA RU
 * SZ GM, values as SimpleText in UTF-8; then "moves: N", the number of
 * nodes on the main line with a B or W (passes count).  A file that cannot
 * be read gives "FILE:LINE:COL: error: MESSAGE" on stderr and status 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "ishi-sgf.h"
#include "ishi-tool.h"

static const char *const info_keys[] = {
  "PB", "PW", "BR", "WR", "DT", "EV", "RE", "KM", "HA", "RU", "SZ", "GM",
};

/* Reads FILE with its name as the user wrote it, for the messages.  Shared
 * with normalize through this little copy rather than a header: two uses. */
static IshiSgfCollection *
read_named (const char *filename)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  IshiSgfCollection *collection;
  gsize length = 0;

  if (!g_file_get_contents (filename, &contents, &length, &error))
    {
      fprintf (stderr, "%s: error: %s\n", filename, error->message);
      return NULL;
    }
  collection = ishi_sgf_parse (contents, length, filename, &error);
  if (collection == NULL)
    {
      guint line = 0, column = 0;
      const char *what = error->message;

      ishi_sgf_error_get_location (error, &line, &column, &what);
      if (line > 0)
        fprintf (stderr, "%s:%u:%u: error: %s\n", filename, line, column, what);
      else
        fprintf (stderr, "%s: error: %s\n", filename, what);
    }
  return collection;
}

int
ishi_tool_info (int    argc,
                char **argv)
{
  g_autoptr(IshiSgfCollection) collection = NULL;
  IshiSgfNode *root;
  guint moves = 0;

  if (argc != 2)
    {
      fprintf (stderr, "%s\n", _("Usage: ishi-tool info FILE.sgf"));
      return 2;
    }
  collection = read_named (argv[1]);
  if (collection == NULL)
    return 1;

  root = g_ptr_array_index (collection->games, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (info_keys); i++)
    {
      g_autofree char *value = ishi_sgf_node_get_simple_text (root, info_keys[i]);

      if (value != NULL)
        printf ("%s: %s\n", info_keys[i], value);
    }
  for (IshiSgfNode *node = root; node != NULL; node = node->first_child)
    if (ishi_sgf_node_lookup (node, "B") != NULL || ishi_sgf_node_lookup (node, "W") != NULL)
      moves++;
  printf ("moves: %u\n", moves);
  return 0;
}
