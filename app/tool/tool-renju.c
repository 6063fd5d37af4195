/* ishi-tool renju-forbidden FILE.sgf — Black's forbidden points in the
 * position a Renju record ends with.
 *
 * The position is the one at the end of the main line of the first game
 * (setup stones AB/AW/AE included, so a diagram with no moves works too),
 * and Black is taken to be the one to move whatever the count of moves
 * says: the question is "where may Black not play here?".
 *
 * Output, for scripts: one line per forbidden point and nothing else,
 *
 *   <point> double-four | double-three | overline
 *
 * with points written as Renju players write them (columns a–o from the
 * left, rows 1–15 from the bottom: "h8").  Lines are sorted by column
 * letter, then by row number as a number (so h2 comes before h10).  A
 * point forbidden for several reasons is reported once, with the first of
 * double-four, double-three, overline.  No forbidden point: no output.
 *
 * The record is replayed with the tournament rule: a forbidden Black move
 * in it is played (and ends the game) instead of stopping the replay, so a
 * game lost by a foul can be read to its end.
 *
 * Errors go to stderr as FILE:LINE:COL: error: MESSAGE (FILE: error:
 * MESSAGE when there is no place in the file to point at); the exit status
 * is then 1, and 2 for a wrong command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "ishi-game.h"
#include "ishi-renju-board.h"
#include "ishi-tool.h"

/* The record's final position, or NULL after printing why not. */
IshiPosition *
ishi_tool_renju_final_position (const char *filename, const IshiRules **rules_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  const IshiRules *rules = NULL;
  IshiRulesOptions options;
  IshiPosition *position;
  IshiSgfNode *root;
  guint moves = 0;

  collection = ishi_tool_read_sgf (stderr, filename);
  if (collection == NULL)
    return NULL;

  root = g_ptr_array_index (collection->games, 0);
  if (!ishi_game_options_from_root (root, &rules, &options, &error))
    {
      ishi_tool_print_error (stderr, filename, root->line, root->column, error->message);
      return NULL;
    }
  if (rules != ishi_rules_renju ())
    {
      g_autofree char *message =
        g_strdup_printf (_("This is not a Renju record (GM[%d]); Renju records have GM[4]"),
                         ishi_sgf_root_game (root));
      ishi_tool_print_error (stderr, filename, root->line, root->column, message);
      return NULL;
    }

  options.tournament = TRUE;
  position = rules->position_new (&options);
  for (IshiSgfNode *node = root; node != NULL; node = node->first_child)
    {
      g_autoptr(GError) node_error = NULL;

      if (!ishi_game_apply_node (rules, position, node, &moves, NULL, &node_error))
        {
          ishi_tool_print_error (stderr, filename, node->line, node->column, node_error->message);
          rules->position_free (position);
          return NULL;
        }
    }
  *rules_out = rules;
  return position;
}

int
ishi_tool_renju_forbidden (int argc, char **argv)
{
  const IshiRules *rules = NULL;
  IshiPosition *position;
  IshiRenjuBoard board;
  IshiMoveStatus reasons[ISHI_RENJU_N_POINTS];

  if (argc != 2 || argv[1][0] == '-')
    {
      return 2;
    }

  position = ishi_tool_renju_final_position (argv[1], &rules);
  if (position == NULL)
    return 1;

  /* Judge the stones alone: whose turn the record says it is, or that the
   * game is over, does not change where Black may not play. */
  ishi_renju_board_init (&board);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      ishi_renju_board_set (&board, x, y, rules->stone_at (position, x, y));
  rules->position_free (position);

  ishi_renju_board_scan (&board, reasons);
  /* columns left to right; rows bottom to top, i.e. y from the bottom */
  for (int x = 0; x < ISHI_RENJU_SIZE; x++)
    for (int y = ISHI_RENJU_SIZE - 1; y >= 0; y--)
      {
        IshiMoveStatus reason = reasons[y * ISHI_RENJU_SIZE + x];
        g_autofree char *point = NULL;

        if (reason != ISHI_MOVE_DOUBLE_FOUR && reason != ISHI_MOVE_DOUBLE_THREE
            && reason != ISHI_MOVE_OVERLINE)
          continue;
        point = rules->format_point (ISHI_RENJU_SIZE, x, y);
        printf ("%s %s\n", point, ishi_move_status_to_string (reason));
      }
  fflush (stdout);
  return 0;
}
