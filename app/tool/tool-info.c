/* ishi-tool info FILE.sgf — the game information of the first game.
 *
 * Output (scripts read it): one "KEY: value" line for each game-info
 * property present in the root, in the order PB PW BR WR DT EV RE KM HA RU
 * SZ GM, values as SimpleText in UTF-8; then "moves: N", the number of
 * nodes on the main line with a B or W (passes count).  A file that cannot
 * be read gives "FILE:LINE:COL: error: MESSAGE" on stderr and status 1.
 * On a terminal, control characters in the values are shown escaped.
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
  collection = ishi_tool_read_sgf (stderr, argv[1]);
  if (collection == NULL)
    return 1;

  root = g_ptr_array_index (collection->games, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (info_keys); i++)
    {
      g_autofree char *value = ishi_sgf_node_get_simple_text (root, info_keys[i]);
      g_autofree char *shown = ishi_tool_show (stdout, value);

      if (shown != NULL)
        printf ("%s: %s\n", info_keys[i], shown);
    }
  for (IshiSgfNode *node = root; node != NULL; node = node->first_child)
    if (ishi_sgf_node_lookup (node, "B") != NULL || ishi_sgf_node_lookup (node, "W") != NULL)
      moves++;
  printf ("moves: %u\n", moves);
  return 0;
}
