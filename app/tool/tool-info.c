/* ishi-tool info [--game N] FILE.sgf — the game information of a file.
 *
 * Output (scripts read it).  For a file of one game, or the game chosen
 * with --game N (counted from 1): one "KEY: value" line for each game-info
 * property present in the root, in the order PB PW BR WR DT EV RE KM HA RU
 * SZ GM, values as SimpleText in UTF-8; then "moves: N", the number of
 * nodes on the main line with a B or W (passes count).
 *
 * For a collection without --game, a table, one line a game: a header
 * line "game PB PW BR WR DT EV RE KM HA RU SZ GM moves", then each game's
 * number and values, the columns separated by tabs (a tab or a line break
 * inside a value is shown as a space, so that each game is one line).
 *
 * The file is read one game at a time and each game freed once printed,
 * in the memory of one game, as `replay` reads it.  A file that cannot be
 * read, or that has no game N, gives "FILE:LINE:COL: error: MESSAGE" on
 * stderr and status 1.  On a terminal, control characters in the values
 * are shown escaped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "ishi-sgf.h"
#include "ishi-tool.h"

static const char *const info_keys[] = {
  "PB", "PW", "BR", "WR", "DT", "EV", "RE", "KM", "HA", "RU", "SZ", "GM",
};

static guint
count_moves (IshiSgfNode *root)
{
  guint moves = 0;

  for (IshiSgfNode *node = root; node != NULL; node = node->first_child)
    if (ishi_sgf_node_lookup (node, "B") != NULL || ishi_sgf_node_lookup (node, "W") != NULL)
      moves++;
  return moves;
}

/* The "KEY: value" lines of one game. */
static char *
game_lines (IshiSgfNode *root)
{
  GString *out = g_string_new (NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (info_keys); i++)
    {
      g_autofree char *value = ishi_sgf_node_get_simple_text (root, info_keys[i]);
      g_autofree char *shown = ishi_tool_show (stdout, value);

      if (shown != NULL)
        g_string_append_printf (out, "%s: %s\n", info_keys[i], shown);
    }
  g_string_append_printf (out, "moves: %u\n", count_moves (root));
  return g_string_free (out, FALSE);
}

/* One line of the table. */
static char *
game_row (guint game, IshiSgfNode *root)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%u", game);
  for (gsize i = 0; i < G_N_ELEMENTS (info_keys); i++)
    {
      g_autofree char *value = ishi_sgf_node_get_simple_text (root, info_keys[i]);
      g_autofree char *shown = ishi_tool_show (stdout, value);

      g_string_append_c (out, '\t');
      for (const char *p = shown; p && *p; p++)
        g_string_append_c (out, *p == '\t' || *p == '\n' || *p == '\r' ? ' ' : *p);
    }
  g_string_append_printf (out, "\t%u\n", count_moves (root));
  return g_string_free (out, FALSE);
}

static void
print_header (void)
{
  fputs ("game", stdout);
  for (gsize i = 0; i < G_N_ELEMENTS (info_keys); i++)
    printf ("\t%s", info_keys[i]);
  fputs ("\tmoves\n", stdout);
}

typedef struct {
  guint wanted;        /* --game N, or 0 for every game */
  guint games;         /* read so far */
  char *first_lines;   /* game 1, held until game 2 says it is a collection */
  char *first_row;
  gboolean found;
} Info;

static gboolean
info_game (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Info *info = user_data;

  (void) done;
  (void) total;
  info->games++;
  if (info->wanted > 0)
    {
      if (info->games == info->wanted)
        {
          g_autofree char *lines = game_lines (root);

          fputs (lines, stdout);
          info->found = TRUE;
        }
      ishi_sgf_node_free (root);
      /* The rest of the file is not needed. */
      return info->games < info->wanted;
    }

  if (info->games == 1)
    {
      info->first_lines = game_lines (root);
      info->first_row = game_row (1, root);
    }
  else
    {
      g_autofree char *row = game_row (info->games, root);

      if (info->games == 2)
        {
          print_header ();
          fputs (info->first_row, stdout);
        }
      fputs (row, stdout);
    }
  ishi_sgf_node_free (root);
  return TRUE;
}

int
ishi_tool_info (int    argc,
                char **argv)
{
  int game = 0;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_INT, &game, N_("Show game N of a collection (from 1)"), N_("N") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE.sgf") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  Info info = { 0 };
  gboolean read;

  g_option_context_set_summary (context, _("Show the game information of a file: one game, or a table of every game of a collection."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool info: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL || files[1] != NULL || game < 0)
    {
      return 2;
    }

  info.wanted = game;
  read = ishi_tool_read_sgf_each (stderr, NULL, files[0], info_game, &info);
  if (info.wanted == 0 && info.games == 1)
    fputs (info.first_lines, stdout);
  g_free (info.first_lines);
  g_free (info.first_row);
  if (!read)
    return 1;
  if (info.wanted > 0 && !info.found)
    {
      g_autofree char *what = g_strdup_printf (ngettext ("There is no game %u: the file has %u game.",
                                                         "There is no game %u: the file has %u games.",
                                                         info.games),
                                               info.wanted, info.games);

      ishi_tool_print_error (stderr, files[0], 0, 0, what);
      return 1;
    }
  return 0;
}
