/* ishi-tool figures FILE.sgf [--moves N] [--output OUT.pdf] [--paper a4|letter]
 *                            [--from-one] [--modulo] [--no-numbers] [--mono]
 *                            [--coordinates STYLE] [--comments] [--ignore-record]
 *                            [--split-at comments|variations|both]
 *
 * Prints the main line of a game as a book prints it: figures of N moves
 * (50 by default; 0: only where the record's FG starts one), each showing
 * the stones before it plain and its own moves numbered, with the moves
 * that cannot be drawn listed under it ("10 at 4").  The record's FG and
 * PM are followed unless --ignore-record.  Two figures to an A4 page, one
 * to a Letter page.
 *
 * Errors as the other commands: FILE:LINE:COL: error: MESSAGE, status 1;
 * a wrong command line exits with 2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-figures.h"
#include "ishi-game.h"
#include "ishi-tool.h"

static char *
default_output (const char *filename)
{
  g_autofree char *base = g_path_get_basename (filename);
  gsize length = strlen (base);

  if (length > 4 && g_ascii_strcasecmp (base + length - 4, ".sgf") == 0)
    base[length - 4] = '\0';
  return g_strconcat (base, ".pdf", NULL);
}

IshiGame *
ishi_tool_read_game (const char *filename)
{
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(GError) error = NULL;
  IshiSgfNode *root;
  guint line, column;
  IshiGame *game;

  collection = ishi_tool_read_sgf (stderr, filename);
  if (collection == NULL)
    return NULL;
  root = g_ptr_array_steal_index (collection->games, 0);
  line = root->line;
  column = root->column;
  game = ishi_game_new_from_tree (root, &error);
  if (game == NULL)
    {
      ishi_tool_print_error (stderr, filename, line, column, error->message);
      ishi_sgf_node_free (root);
    }
  return game;
}

/* The options of the command line in `options` and `page`: 0, or 2
 * after saying which one is wrong. */
static int
figure_options (IshiFigureOptions *options, IshiPage *page, int moves, const char *split_at,
                gboolean from_one, gboolean modulo, gboolean no_numbers, gboolean ignore_record,
                gboolean mono, const char *coordinates, const char *paper)
{
  ishi_figure_options_init (options);
  if (moves < 0 || moves > 10000)
    {
      fprintf (stderr, "ishi-tool figures: %s\n", _("--moves takes a number of moves from 0 to 10000"));
      return 2;
    }
  options->moves_per_figure = moves;
  if (split_at != NULL)
    {
      gboolean both = g_ascii_strcasecmp (split_at, "both") == 0;

      options->split_at_comments = both || g_ascii_strcasecmp (split_at, "comments") == 0;
      options->split_at_variations = both || g_ascii_strcasecmp (split_at, "variations") == 0;
      if (!options->split_at_comments && !options->split_at_variations)
        {
          fprintf (stderr, "ishi-tool figures: %s\n", _("--split-at takes comments, variations or both"));
          return 2;
        }
    }
  if (from_one + modulo + no_numbers > 1)
    {
      fprintf (stderr, "ishi-tool figures: %s\n", _("choose one of --from-one, --modulo and --no-numbers"));
      return 2;
    }
  if (from_one)
    options->numbers = ISHI_FIGURE_NUMBERS_FROM_ONE;
  else if (modulo)
    options->numbers = ISHI_FIGURE_NUMBERS_MODULO_100;
  else if (no_numbers)
    options->numbers = ISHI_FIGURE_NUMBERS_NONE;
  /* A numbering chosen on the command line wins over the record's PM. */
  options->honour_record = !ignore_record;
  options->mono = mono;
  if (coordinates != NULL && !ishi_tool_parse_coordinates (coordinates, &options->coords))
    {
      fprintf (stderr, "ishi-tool figures: %s\n", _("--coordinates takes western, japanese, renju or none"));
      return 2;
    }
  if (paper == NULL || g_ascii_strcasecmp (paper, "a4") == 0)
    ishi_page_init_a4 (page);
  else if (g_ascii_strcasecmp (paper, "letter") == 0)
    ishi_page_init_letter (page);
  else
    {
      fprintf (stderr, "ishi-tool figures: %s\n", _("--paper takes a4 or letter"));
      return 2;
    }
  return 0;
}

int
ishi_tool_figures (int argc, char **argv)
{
  int moves = 50;
  gboolean from_one = FALSE, modulo = FALSE, no_numbers = FALSE, mono = FALSE;
  gboolean comments = FALSE, ignore_record = FALSE;
  g_autofree char *output = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *coordinates = NULL;
  g_autofree char *split_at = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "moves", 'm', 0, G_OPTION_ARG_INT, &moves,
      N_("Moves in each figure (default: 50; 0: only where the record starts a figure)"), N_("N") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to OUT.pdf (default: the SGF file’s name with .pdf, in the current folder)"), N_("OUT") },
    { "paper", 'p', 0, G_OPTION_ARG_STRING, &paper, N_("Paper: a4 (the default) or letter"), N_("PAPER") },
    { "from-one", 0, 0, G_OPTION_ARG_NONE, &from_one, N_("Number each figure’s moves from 1"), NULL },
    { "modulo", 0, 0, G_OPTION_ARG_NONE, &modulo, N_("Number the moves modulo 100"), NULL },
    { "no-numbers", 0, 0, G_OPTION_ARG_NONE, &no_numbers, N_("Draw the stones without numbers"), NULL },
    { "mono", 0, 0, G_OPTION_ARG_NONE, &mono, N_("Black and white, for a photocopier"), NULL },
    { "coordinates", 'c', 0, G_OPTION_ARG_STRING, &coordinates,
      N_("Coordinates: western, japanese, renju or none (the default)"), N_("STYLE") },
    { "comments", 0, 0, G_OPTION_ARG_NONE, &comments, N_("Print each figure’s comments under it"), NULL },
    { "split-at", 0, 0, G_OPTION_ARG_STRING, &split_at,
      N_("Also end a figure at each comment or variation: comments, variations or both"), N_("WHERE") },
    { "ignore-record", 0, 0, G_OPTION_ARG_NONE, &ignore_record,
      N_("Ignore the record’s own figures and numbering (SGF FG and PM)"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE.sgf|FILE.lib|FILE.txt") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(GPtrArray) figures = NULL;
  g_autofree char *title = NULL;
  IshiFigureOptions options;
  IshiPage page;

  g_option_context_set_summary (context, _("Print a game as figures of N moves, as books do, into a PDF file."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool figures: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      return 2;
    }
  if (figure_options (&options, &page, moves, split_at, from_one, modulo, no_numbers,
                      ignore_record, mono, coordinates, paper) != 0)
    return 2;
  if (output == NULL)
    output = default_output (files[0]);

  game = ishi_tool_read_game (files[0]);
  if (game == NULL)
    return 1;
  figures = ishi_figures_split (game, &options, &error);
  if (figures == NULL)
    {
      ishi_tool_print_gerror (files[0], error);
      return 1;
    }
  if (!comments)
    for (guint i = 0; i < figures->len; i++)
      g_clear_pointer (&((IshiFigure *) g_ptr_array_index (figures, i))->comments, g_free);
  title = ishi_figures_game_title (game);
  if (!ishi_figures_write_pdf (figures, title, &page, output, &error))
    {
      ishi_tool_print_error (stderr, output, 0, 0, error->message);
      return 1;
    }
  return 0;
}
