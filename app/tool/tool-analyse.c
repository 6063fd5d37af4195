/* ishi-tool analyse FILE.sgf --engine CMD [--output OUT.sgf]
 * — runs a GTP engine over every move of the main line and keeps its
 * score estimate on each node as Ishi's private property IV
 * (ishi-analysis.h: the score after the node's move, in points, from
 * Black's view, komi included).
 *
 * The window's "Analyse This Game" runs the same analyser
 * (ishi-game-analyser.h): for each node of the main line, root included,
 * the engine is brought to that position (one more move each time,
 * through IshiGtpPlayer's sync) and asked estimate_score (GNU Go), or
 * final_score when it has no estimate_score.  Prints "move<TAB>vertex<TAB>IV" for each node; with
 * --output, writes the record with IV on every node.  A node the engine
 * cannot estimate gets no IV and a warning.  An engine that dies or hangs
 * on the way ends the run, and what it gave is kept: the lines and the
 * record with the estimates so far, and on stderr where it stopped (issue
 * 53: nothing was written).  Exit status 0, 1 when the file or the engine
 * cannot be used or the engine stopped before the end, 2 for bad
 * arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-analysis.h"
#include "ishi-game.h"
#include "ishi-game-analyser.h"
#include "ishi-tool.h"

typedef struct {
  gboolean done;
  GError *error;
} Run;

static void
on_run (GObject *source, GAsyncResult *result, gpointer data)
{
  Run *r = data;

  ishi_game_analyser_run_finish (ISHI_GAME_ANALYSER (source), result, &r->error);
  r->done = TRUE;
}

static void
on_position_failed (IshiGameAnalyser *analyser, guint index, const GError *error, gpointer data)
{
  g_autofree char *shown = ishi_tool_show (stderr, error->message);

  fprintf (stderr, _("ishi-tool analyse: move %u: %s\n"), index, shown);
}

/* "move<TAB>vertex<TAB>IV" for each node of the main line that has IV. */
static void
print_estimates (IshiGame *game)
{
  guint i = 0;

  for (IshiSgfNode *n = ishi_game_get_root (game); n != NULL;
       n = ishi_sgf_node_n_children (n) ? ishi_sgf_node_nth_child (n, 0) : NULL, i++)
    {
      IshiColor color;
      int x, y;
      g_autofree char *vertex = NULL;
      const char *iv = ishi_sgf_node_get_raw (n, ISHI_ANALYSIS_PROPERTY);

      if (iv == NULL)
        continue;
      if (ishi_game_node_move (n, ishi_game_get_size (game), &color, &x, &y))
        vertex = ishi_gtp_vertex_format (ishi_game_get_size (game), x, y);
      printf ("%u\t%s\t%s\n", i, vertex ? vertex : "-", iv);
    }
}

int
ishi_tool_analyse (int argc, char **argv)
{
  char *engine_cmd = NULL;
  char *output = NULL;
  char **files = NULL;
  int move_timeout = 60;
  GOptionEntry entries[] = {
    { "engine", 0, 0, G_OPTION_ARG_STRING, &engine_cmd, N_("The GTP engine's command line"), "CMD" },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &output, N_("Write the analysed record here"), "OUT.sgf" },
    { "move-timeout", 0, 0, G_OPTION_ARG_INT, &move_timeout, N_("Seconds the engine may take per position"), "S" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE.sgf");
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiSgfCollection) collection = NULL;
  g_autoptr (IshiGame) game = NULL;
  g_autoptr (IshiGtpEngine) engine = NULL;
  g_autoptr (IshiAnalyst) analyst = NULL;
  g_autoptr (IshiGameAnalyser) analyser = NULL;
  Run run = { 0 };
  int status = 0;

  g_option_context_set_summary (context, _("Write an engine’s score estimate on every move of the main line."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool analyse: %s\n", error->message);
      g_free (engine_cmd);
      g_free (output);
      g_strfreev (files);
      return 2;
    }
  if (engine_cmd == NULL || files == NULL || files[0] == NULL || files[1] != NULL || move_timeout < 1)
    {
      g_strfreev (files);
      g_free (engine_cmd);
      g_free (output);
      return 2;
    }
  collection = ishi_tool_read_sgf (stderr, files[0]);
  if (collection == NULL)
    {
      g_strfreev (files);
      g_free (engine_cmd);
      g_free (output);
      return 1;
    }
  game = ishi_game_new_from_collection (collection, 0, &error);
  if (game == NULL)
    {
      ishi_tool_print_gerror (files[0], error);
      g_strfreev (files);
      g_free (engine_cmd);
      g_free (output);
      return 1;
    }
  engine = ishi_gtp_engine_new (engine_cmd, NULL, NULL);
  analyst = ishi_analyst_new_gtp (engine, move_timeout * 1000);
  analyser = ishi_game_analyser_new (analyst, game, &error);
  if (analyser == NULL)
    {
      ishi_tool_print_gerror (files[0], error);
      g_strfreev (files);
      g_free (engine_cmd);
      g_free (output);
      return 1;
    }
  g_signal_connect (analyser, "position-failed", G_CALLBACK (on_position_failed), NULL);
  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, &run);
  while (!run.done)
    g_main_context_iteration (NULL, TRUE);
  if (run.error)
    {
      g_autofree char *shown = ishi_tool_show (stderr, run.error->message);
      guint done = ishi_game_analyser_get_n_done (analyser);

      /* TRANSLATORS: positions are counted from the root (position 0) to the last move. */
      fprintf (stderr, _("ishi-tool analyse: the engine stopped at position %u of %u: %s\n"), done,
               ishi_game_analyser_get_n_positions (analyser), shown);
      g_clear_error (&run.error);
      status = 1;
    }
  /* The same writing as the window's (ishi_game_analyser_apply). */
  ishi_game_analyser_apply (analyser, game);
  print_estimates (game);
  ishi_analyst_quit (analyst);
  /* Written whole or in part: an engine that stopped on the way leaves
   * the estimates it gave. */
  if (output)
    {
      IshiSgfNode *root = ishi_game_get_root (game);
      if (!ishi_sgf_save (&root, 1, output, &error))
        {
          fprintf (stderr, "ishi-tool analyse: %s\n", error->message);
          status = 1;
        }
      else if (status != 0)
        /* TRANSLATORS: %u the positions with an estimate, %s the file written. */
        fprintf (stderr, _("ishi-tool analyse: the estimates of the %u positions before it are in %s\n"),
                 ishi_game_analyser_get_n_done (analyser), output);
    }
  g_strfreev (files);
  g_free (engine_cmd);
  g_free (output);
  return status;
}
