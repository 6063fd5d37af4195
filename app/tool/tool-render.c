/* ishi-tool render FILE.sgf|FILE.lib|FILE.txt [--move N] [--output OUT] [--width PX]
 *                           [--numbers] [--coordinates STYLE]
 *
 * Draws the position after move N of the main line (by default its end)
 * with the board renderer of the window, with the markup of that node
 * (LB TR SQ CR MA SL AR LN DD), the last move marked and, for a finished
 * Renju game, the winning five.  --numbers writes on each stone the number
 * of the main-line move that put it there.
 *
 * The picture is square, PX wide (default 800); its format follows the
 * ending of OUT: .png, .svg or .pdf.  Without --output it is written to the
 * current directory, named after the SGF file: game.sgf gives game.png.
 * Coordinates: western (Go, the default), renju (the default for Renju:
 * a..o with i), japanese or none.
 *
 * For handouts: --region A1-J10 draws only the rectangle between two
 * corners, written as players write points (C3-K9, or a1-h8 in Renju);
 * --mono draws in black and white for a photocopier; --numbers-from N
 * writes numbers only on the stones of move N and after (their own move
 * numbers), as a diagram of one sequence does.  --orientation draws the
 * board turned as the window's View menu turns it (rotate-90, rotate-180,
 * rotate-270, flip, flip-rotate-90…, ishi-board-orient.h); the default,
 * normal, is the record as it is.
 *
 * Errors go to standard error as FILE:LINE:COL: error: MESSAGE (or FILE:
 * error: MESSAGE when there is no place in the file to name) and the exit
 * status is 1; a wrong command line exits with 2.  Nothing is printed on
 * success.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-render.h"
#include "ishi-game-model.h"
#include "ishi-game.h"
#include "ishi-tool.h"

#define DEFAULT_WIDTH 800

gboolean
ishi_tool_parse_coordinates (const char *text, IshiBoardCoords *coords)
{
  static const struct {
    const char *name;
    IshiBoardCoords coords;
  } styles[] = {
    { "none", ISHI_BOARD_COORDS_NONE },
    { "western", ISHI_BOARD_COORDS_WESTERN },
    { "japanese", ISHI_BOARD_COORDS_JAPANESE },
    { "renju", ISHI_BOARD_COORDS_RENJU },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (styles); i++)
    if (g_ascii_strcasecmp (text, styles[i].name) == 0)
      {
        *coords = styles[i].coords;
        return TRUE;
      }
  return FALSE;
}

/* game.sgf → game.png in the current directory. */
static char *
default_output (const char *filename)
{
  g_autofree char *base = g_path_get_basename (filename);
  gsize length = strlen (base);

  if (length > 4 && g_ascii_strcasecmp (base + length - 4, ".sgf") == 0)
    base[length - 4] = '\0';
  return g_strconcat (base, ".png", NULL);
}

typedef struct {
  int move;
  int width;
  gboolean numbers;
  int numbers_from;          /* 0: not given */
  gboolean mono;
  const char *coordinates;
  const char *region;        /* "A1-J10" or NULL */
  IshiBoardOrientation orientation;
} RenderOptions;

/* "C3-K9": two corners, in either order, as the game's rules write points. */
static gboolean
parse_region (const IshiRules *rules, int size, const char *text, IshiBoardModel *model)
{
  g_auto(GStrv) corners = g_strsplit (text, "-", -1);
  int x1, y1, x2, y2;

  if (g_strv_length (corners) != 2
      || !rules->parse_point (size, g_strstrip (corners[0]), &x1, &y1)
      || !rules->parse_point (size, g_strstrip (corners[1]), &x2, &y2))
    return FALSE;
  model->has_region = TRUE;
  model->region_min.x = MIN (x1, x2);
  model->region_min.y = MIN (y1, y2);
  model->region_max.x = MAX (x1, x2);
  model->region_max.y = MAX (y1, y2);
  return TRUE;
}

static gboolean
render_file (const char *filename, const char *output, const RenderOptions *o)
{
  int move = o->move, width = o->width;
  gboolean numbers = o->numbers || o->numbers_from > 0;
  const char *coordinates = o->coordinates;
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiBoardModel) model = NULL;
  IshiGameModelFlags flags;
  IshiSgfNode *root;
  guint root_line, root_column;

  collection = ishi_tool_read_sgf (stderr, filename);
  if (collection == NULL)
    return FALSE;

  /* The first game of a collection is "the game" of the file. */
  root = g_ptr_array_steal_index (collection->games, 0);
  root_line = root->line;
  root_column = root->column;
  game = ishi_game_new_from_tree (root, &error);   /* takes the tree once made */
  if (game == NULL)
    {
      ishi_tool_print_error (stderr, filename, root_line, root_column, error->message);
      ishi_sgf_node_free (root);
      return FALSE;
    }

  if (move >= 0)
    {
      if (!ishi_game_go_to_move (game, move, &error))
        {
          IshiSgfNode *next = ishi_game_get_node (game)->first_child;

          if (error != NULL)
            ishi_tool_print_error (stderr, filename, next ? next->line : 0, next ? next->column : 0,
                         error->message);
          else
            {
              guint last = ishi_game_get_move_number (game);
              g_autofree char *what =
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "there is no move %d: the main line has %u move",
                                              "there is no move %d: the main line has %u moves",
                                              last),
                                 move, last);
              ishi_tool_print_error (stderr, filename, 0, 0, what);
            }
          return FALSE;
        }
    }
  else if (!ishi_game_go_to_end (game, &error) && error != NULL)
    {
      IshiSgfNode *next = ishi_game_get_node (game)->first_child;

      ishi_tool_print_error (stderr, filename, next ? next->line : 0, next ? next->column : 0, error->message);
      return FALSE;
    }

  flags = ISHI_GAME_MODEL_MARKUP | ISHI_GAME_MODEL_LAST_MOVE | ISHI_GAME_MODEL_OUTCOME;
  if (numbers)
    flags |= ISHI_GAME_MODEL_MOVE_NUMBERS;
  model = ishi_board_model_new_for_game (game, flags);
  if (coordinates != NULL)
    ishi_tool_parse_coordinates (coordinates, &model->coords);   /* checked by the caller */
  else if (g_strcmp0 (ishi_game_get_rules (game)->id, "renju") == 0)
    model->coords = ISHI_BOARD_COORDS_RENJU;
  else
    model->coords = ISHI_BOARD_COORDS_WESTERN;

  model->mono = o->mono;
  model->orientation = o->orientation;
  if (o->numbers_from > 0)
    for (int i = 0; i < model->size * model->size; i++)
      if (model->points[i].number < (guint) o->numbers_from)
        model->points[i].number = 0;
  if (o->region != NULL
      && !parse_region (ishi_game_get_rules (game), model->size, o->region, model))
    {
      g_autofree char *what =
        g_strdup_printf (_("--region “%s” is not two points of this %d×%d board, such as %s"),
                         o->region, model->size, model->size,
                         g_strcmp0 (ishi_game_get_rules (game)->id, "renju") == 0 ? "a1-h8" : "A1-J10");

      ishi_tool_print_error (stderr, filename, 0, 0, what);
      return FALSE;
    }

  if (!ishi_board_render_to_file (model, output, width, &error))
    {
      ishi_tool_print_error (stderr, output, 0, 0, error->message);
      return FALSE;
    }
  return TRUE;
}

int
ishi_tool_render (int argc, char **argv)
{
  int move = G_MININT;   /* not given */
  int width = DEFAULT_WIDTH;
  int numbers_from = 0;
  gboolean numbers = FALSE, mono = FALSE;
  g_autofree char *region = NULL;
  g_autofree char *output = NULL;
  g_autofree char *coordinates = NULL;
  g_autofree char *orientation = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "move", 'm', 0, G_OPTION_ARG_INT, &move,
      N_("Draw the position after move N of the main line (default: its end)"), N_("N") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to OUT, a .png, .svg or .pdf file (default: the SGF file’s name with .png, in the current folder)"),
      N_("OUT") },
    { "width", 'w', 0, G_OPTION_ARG_INT, &width,
      N_("Width and height of the picture in pixels (default: 800)"), N_("PX") },
    { "numbers", 'n', 0, G_OPTION_ARG_NONE, &numbers,
      N_("Write move numbers on the stones"), NULL },
    { "coordinates", 'c', 0, G_OPTION_ARG_STRING, &coordinates,
      N_("Coordinates: western, japanese, renju or none"), N_("STYLE") },
    { "numbers-from", 0, 0, G_OPTION_ARG_INT, &numbers_from,
      N_("Write move numbers on the stones of move N and after"), N_("N") },
    { "region", 'r', 0, G_OPTION_ARG_STRING, &region,
      N_("Draw only the part of the board between two corners, such as A1-J10"), N_("FROM-TO") },
    { "mono", 0, 0, G_OPTION_ARG_NONE, &mono,
      N_("Black and white, for a photocopier"), NULL },
    { "orientation", 0, 0, G_OPTION_ARG_STRING, &orientation,
      N_("Draw the board turned: rotate-90, rotate-180, rotate-270, flip, flip-rotate-90, flip-rotate-180 or flip-rotate-270"),
      N_("TURN") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE.sgf|FILE.lib|FILE.txt") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  IshiBoardCoords unused;
  GEnumValue *turn = NULL;

  g_option_context_set_summary (context, _("Draw a position of a game as a picture."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool render: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      return 2;
    }
  if (move == G_MININT)
    move = -1;    /* the end of the main line */
  else if (move < 0)
    {
      fprintf (stderr, "ishi-tool render: %s\n", _("--move takes a move number, 0 or more"));
      return 2;
    }
  if (width < 16 || width > 16384)
    {
      fprintf (stderr, "ishi-tool render: %s\n", _("--width takes a number of pixels from 16 to 16384"));
      return 2;
    }
  if (coordinates != NULL && !ishi_tool_parse_coordinates (coordinates, &unused))
    {
      fprintf (stderr, "ishi-tool render: %s\n",
               _("--coordinates takes western, japanese, renju or none"));
      return 2;
    }
  if (numbers_from < 0)
    {
      fprintf (stderr, "ishi-tool render: %s\n", _("--numbers-from takes a move number, 1 or more"));
      return 2;
    }
  if (orientation != NULL)
    {
      g_autoptr(GEnumClass) turns = g_type_class_ref (ISHI_TYPE_BOARD_ORIENTATION);

      turn = g_enum_get_value_by_nick (turns, orientation);
      if (turn == NULL)
        {
          fprintf (stderr, "ishi-tool render: %s\n",
                   _("--orientation takes normal, rotate-90, rotate-180, rotate-270, flip, "
                     "flip-rotate-90, flip-rotate-180 or flip-rotate-270"));
          return 2;
        }
    }
  if (output == NULL)
    output = default_output (files[0]);

  {
    RenderOptions options = {
      .move = move, .width = width, .numbers = numbers, .numbers_from = numbers_from,
      .mono = mono, .coordinates = coordinates, .region = region,
      .orientation = turn ? turn->value : ISHI_BOARD_ORIENTATION_NORMAL,
    };

    return render_file (files[0], output, &options) ? 0 : 1;
  }
}
