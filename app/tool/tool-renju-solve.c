/* ishi-tool renju-solve FILE.sgf|FILE.lib|FILE.txt [--vcf|--vct] [--max-moves N] [--time S]
 *                              [--attacker black|white]
 * — is there a forced win in the position a Renju record ends with?
 *
 * The attacker is the side to move at the end of the record; --attacker
 * names it, and must name that side (a forced win is the mover's: the line
 * starts with the attacker's move).  --vcf looks for continuous fours
 * only; --vct (the default) for continuous fours first, then for threes
 * and fours.  The moves are counted as ishi-renju-solver.h says: up to the
 * move that makes the win certain, the five not counted; --max-moves
 * (default 35) is the longest line looked for.
 *
 * Output:
 *
 *   Black wins by continuous fours in 5 moves:
 *     1. Black h8
 *     2. White h9
 *     …
 *   The last move leaves two points that make five.
 *   Nodes searched: 123
 *
 * or "No win found within the limit." and the nodes searched — which does
 * not mean that no win exists.  --time counts seconds of CPU time, as the
 * window's "Is There a Forced Win?" does (a busy machine takes longer, not
 * less far): 10 by default, as the window's (a --vct search without a
 * limit ran 7 minutes); --time 0 searches without a limit, and then the
 * answer is the same on every machine.  Exit status 0 in both cases, 1
 * for an unreadable record, 2 for a wrong command line (an --attacker who
 * is not to move too).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "ishi-renju-board.h"
#include "ishi-renju-solver.h"
#include "ishi-tool.h"

/* The search's time when --time is not given: the window's (GSettings
 * "forced-win-seconds"). */
#define ISHI_TOOL_RENJU_SOLVE_SECONDS 10

static int
usage (void)
{
  return 2;
}

static gboolean
parse_uint (const char *text, guint max, guint *value)
{
  char *end = NULL;
  guint64 v;

  if (text == NULL || !g_ascii_isdigit (*text))
    return FALSE;
  v = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || v == 0 || v > max)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static const char *
color_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

/* The options into `limits`, `filename` and `attacker` (ISHI_EMPTY: the
 * side to move): -1, or the tool's exit code when they are wrong. */
static int
parse_args (int argc, char **argv, IshiRenjuSolveLimits *limits, const char **filename,
            IshiColor *attacker)
{
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];

      if (g_strcmp0 (arg, "--vcf") == 0)
        limits->kind = ISHI_RENJU_SOLVE_VCF;
      else if (g_strcmp0 (arg, "--vct") == 0)
        limits->kind = ISHI_RENJU_SOLVE_VCT;
      else if (g_strcmp0 (arg, "--max-moves") == 0)
        {
          if (!parse_uint (i + 1 < argc ? argv[++i] : NULL, 59, &limits->max_moves))
            {
              fprintf (stderr, "%s\n", _("ishi-tool renju-solve: --max-moves takes a number from 1 to 59"));
              return 2;
            }
        }
      else if (g_strcmp0 (arg, "--time") == 0)
        {
          const char *value = i + 1 < argc ? argv[++i] : NULL;
          guint seconds = 0;

          if (g_strcmp0 (value, "0") != 0 && !parse_uint (value, 3600, &seconds))
            {
              fprintf (stderr, "%s\n", _("ishi-tool renju-solve: --time takes whole seconds from 0 (no limit) to 3600"));
              return 2;
            }
          limits->max_seconds = seconds;
        }
      else if (g_strcmp0 (arg, "--attacker") == 0)
        {
          const char *who = i + 1 < argc ? argv[++i] : NULL;

          if (g_strcmp0 (who, "black") == 0)
            *attacker = ISHI_BLACK;
          else if (g_strcmp0 (who, "white") == 0)
            *attacker = ISHI_WHITE;
          else
            return usage ();
        }
      else if (arg[0] == '-' || *filename != NULL)
        return usage ();
      else
        *filename = arg;
    }
  if (*filename == NULL)
    return usage ();
  return -1;
}

/* The record's final position onto `board`, with its rules and the side
 * to move; FALSE when it cannot be read (said on stderr). */
static gboolean
read_board (const char *filename, IshiRenjuBoard *board, const IshiRules **rules, IshiColor *to_move)
{
  IshiPosition *position = ishi_tool_renju_final_position (filename, rules);

  if (position == NULL)
    return FALSE;
  ishi_renju_board_init (board);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      ishi_renju_board_set (board, x, y, (*rules)->stone_at (position, x, y));
  *to_move = (*rules)->to_move (position);
  (*rules)->position_free (position);
  return TRUE;
}

/* The win found: its kind, its line of moves and how it ends. */
static void
print_win (const IshiRules *rules, IshiColor attacker, const IshiRenjuSolution *solution)
{
  IshiColor color = attacker;
  guint shown = solution->line->len;

  if (solution->found_by == ISHI_RENJU_SOLVE_VCF)
    printf (ngettext ("%s wins by continuous fours in %u move:\n",
                      "%s wins by continuous fours in %u moves:\n", shown),
            color_name (attacker), shown);
  else
    printf (ngettext ("%s wins by threes and fours; the line shown has %u move:\n",
                      "%s wins by threes and fours; the line shown has %u moves:\n", shown),
            color_name (attacker), shown);
  for (guint i = 0; i < shown; i++)
    {
      IshiPoint p = g_array_index (solution->line, IshiPoint, i);
      g_autofree char *point = rules->format_point (ISHI_RENJU_SIZE, p.x, p.y);

      printf ("  %u. %s %s\n", i + 1, color_name (color), point);
      color = ishi_color_other (color);
    }
  switch (solution->win)
    {
    case ISHI_RENJU_WIN_FIVE_NOW:
      printf ("%s\n", _("The move makes five."));
      break;
    case ISHI_RENJU_WIN_FORBIDDEN_BLOCK:
      {
        g_autofree char *point = rules->format_point (ISHI_RENJU_SIZE, solution->forbidden_point.x,
                                                      solution->forbidden_point.y);
        printf (_("Black’s only defence, %s, is a forbidden point.\n"), point);
      }
      break;
    case ISHI_RENJU_WIN_TWO_FIVES:
    case ISHI_RENJU_WIN_NONE:
    default:
      printf ("%s\n", _("The last move leaves two points that make five."));
      break;
    }
}

int
ishi_tool_renju_solve (int argc, char **argv)
{
  IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCT, 0, 0, ISHI_TOOL_RENJU_SOLVE_SECONDS };
  const char *filename = NULL;
  const IshiRules *rules = NULL;
  IshiColor attacker = ISHI_EMPTY, to_move;
  IshiRenjuSolution solution = { 0 };
  IshiRenjuBoard board;
  int status = parse_args (argc, argv, &limits, &filename, &attacker);

  if (status >= 0)
    return status;
  if (!read_board (filename, &board, &rules, &to_move))
    return 1;
  limits.cpu_seconds = limits.max_seconds > 0;   /* as the window's search: the same wins on a busy machine */
  if (attacker != ISHI_EMPTY && attacker != to_move)
    {
      /* TRANSLATORS: renju-solve --attacker names the side not to move. */
      fprintf (stderr, _("ishi-tool renju-solve: --attacker %s: it is %s’s turn in this position, and a forced "
                         "win starts with the attacker’s move\n"),
               attacker == ISHI_BLACK ? "black" : "white", color_name (to_move));
      return 2;
    }
  attacker = to_move;

  if (ishi_renju_solve (&board, attacker, &limits, &solution))
    print_win (rules, attacker, &solution);
  else
    printf ("%s\n", solution.limit_reached
            ? _("No win found within the limit (the search was stopped; a win may still exist).")
            : _("No win found within the limit (a longer win may still exist)."));
  printf ("%s %" G_GUINT64_FORMAT "\n", _("Nodes searched:"), solution.nodes);
  ishi_renju_solution_clear (&solution);
  fflush (stdout);
  return 0;
}
