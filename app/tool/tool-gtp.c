/* ishi-tool gtp — Ishi's own Go engine as a GTP version 2 engine, on
 * stdin and stdout, for GoGui, Sabaki, `ishi-tool match` or any other
 * controller (see core/engines/go/ishi-go-gtp.h for the commands).
 *
 *   ishi-tool gtp [--level N | --playouts N | --time S] [--rules ROW]
 *                 [--seed N] [--threads N] [--verbose]
 *
 * --level 1..10 (default 8: 1,500 playouts, never a slip) sets the playouts and, at the lower levels,
 * how often a move slips to one ranked a little lower; --playouts and
 * --time replace the level's playouts (with both, the first reached ends
 * a move).  --verbose writes a line to stderr after each genmove: the
 * playouts, the seconds and the playouts a second (as Pachi and GNU Go
 * report theirs, for the benchmarks).  --rules names a
 * row of the rule-set table by its id (default chinese); the controller
 * may change it with kgs-rules or ishi-rules.  Under a fixed number of
 * playouts and seed the answers are always the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-go-gtp.h"
#include "ishi-tool.h"

/* A command is at most this long: a controller that sends a line without
 * end gets an error for it, read past in bounded memory (issue 53). */
#define MAX_COMMAND (1 << 20)

/* The next line of `in` (its LF kept) in `line`; *too_long when it had
 * more than MAX_COMMAND bytes (only the start is kept).  FALSE at the end. */
static gboolean
read_command (FILE *in, GString *line, gboolean *too_long)
{
  char chunk[4096];
  gboolean any = FALSE;

  g_string_truncate (line, 0);
  *too_long = FALSE;
  while (fgets (chunk, sizeof chunk, in) != NULL)
    {
      gsize n = strlen (chunk);

      any = TRUE;
      if (line->len + n <= MAX_COMMAND)
        g_string_append_len (line, chunk, (gssize) n);
      else
        *too_long = TRUE;
      if (n > 0 && chunk[n - 1] == '\n')
        return TRUE;
    }
  return any;
}

static gboolean
parse_number (const char *text, double min, double max, double *value)
{
  char *end;

  if (text == NULL)
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && *value >= min && *value <= max;
}

int
ishi_tool_gtp (int argc, char **argv)
{
  const IshiRuleset *ruleset = ishi_ruleset_lookup ("chinese");
  int level = 8;
  double playouts = -1, seconds = -1, seed = 1, threads = 2;
  gboolean verbose = FALSE;
  guint genmoves = 0;
  g_autoptr(IshiGoEngine) engine = NULL;
  g_autoptr(IshiGoGtp) gtp = NULL;
  g_autoptr(GString) line = g_string_new (NULL);
  gboolean too_long = FALSE;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
      double number;

      if (g_str_equal (arg, "--verbose"))
        {
          verbose = TRUE;
          continue;
        }
      if (g_str_equal (arg, "--level") && parse_number (value, 1, 10, &number))
        level = (int) number;
      else if (g_str_equal (arg, "--playouts") && parse_number (value, 1, 1e9, &number))
        playouts = number;
      else if (g_str_equal (arg, "--time") && parse_number (value, 0.01, 86400, &number))
        seconds = number;
      else if (g_str_equal (arg, "--seed") && parse_number (value, 0, 1e15, &number))
        seed = number;
      else if (g_str_equal (arg, "--threads") && parse_number (value, 1, 64, &number))
        threads = number;
      else if (g_str_equal (arg, "--rules") && value != NULL)
        {
          ruleset = ishi_ruleset_lookup (value);
          if (ruleset == NULL || !g_str_equal (ruleset->game, "go"))
            {
              fprintf (stderr, _("ishi-tool gtp: unknown Go rules “%s”\n"), value);
              return 2;
            }
        }
      else
        {
          return 2;
        }
      i++;
    }

  engine = ishi_go_engine_new (ruleset, ishi_ruleset_komi (ruleset, 0), 0);
  ishi_go_engine_set_level (engine, level);
  if (playouts > 0 || seconds > 0)
    ishi_go_engine_set_playouts (engine, playouts > 0 ? (guint) playouts : 0);
  if (seconds > 0)
    ishi_go_engine_set_time (engine, seconds);
  ishi_go_engine_set_seed (engine, (guint64) seed);
  ishi_go_engine_set_threads (engine, (guint) threads);
  gtp = ishi_go_gtp_new (engine);

  while (read_command (stdin, line, &too_long))
    {
      gboolean quit = FALSE;
      g_autofree char *answer = too_long ? g_strdup ("? command too long\n\n")
                                         : ishi_go_gtp_handle (gtp, line->str, &quit);

      if (answer != NULL)
        {
          fputs (answer, stdout);
          fflush (stdout);
        }
      if (verbose)
        {
          IshiGoEngineMove move;
          double s = 0;

          if (ishi_go_gtp_get_last_genmove (gtp, &move, &s) != genmoves)
            {
              genmoves++;
              /* Not translated: a log for scripts, like Pachi's and GNU Go's. */
              fprintf (stderr, "genmove %u: %u playouts (%u kept) in %.3f s, %.0f a second, win rate %.1f %%, "
                       "Black's margin %+.1f\n",
                       genmoves, move.playouts, move.reused, s, s > 0 ? move.playouts / s : 0,
                       100 * move.win_rate, move.score);
              fflush (stderr);
            }
        }
      if (quit)
        break;
    }
  return 0;
}
