/* ishi-tool analyse FILE.sgf --engine CMD [--output OUT.sgf]
 * — runs a GTP engine over every move of the main line and keeps its
 * score estimate on each node as Ishi's private property IV
 * (ishi-analysis.h: the score after the node's move, in points, from
 * Black's view, komi included).
 *
 * For each node of the main line, root included, the engine is brought to
 * that position (one more move each time, through IshiGtpPlayer's sync)
 * and asked estimate_score (GNU Go), or final_score when it has no
 * estimate_score.  Prints "move<TAB>vertex<TAB>IV" for each node; with
 * --output, writes the record with IV on every node.  A node the engine
 * cannot estimate gets no IV and a warning.  Exit status 0, 1 when the
 * file or the engine cannot be used, 2 for bad arguments.
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
#include "ishi-gtp-player.h"
#include "ishi-match.h"
#include "ishi-tool.h"

typedef struct {
  gboolean done;
  char *text;
  GError *error;
} Reply;

static void
on_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;
  r->text = ishi_gtp_player_command_finish (ISHI_GTP_PLAYER (source), result, &r->error);
  r->done = TRUE;
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
  g_autoptr (IshiMatch) match = NULL;
  g_autoptr (IshiGtpEngine) engine = NULL;
  g_autoptr (IshiGtpPlayer) player = NULL;
  g_autoptr (GPtrArray) line = g_ptr_array_new ();
  const char *command = "estimate_score";
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
      fprintf (stderr, "%s\n", _("Usage: ishi-tool analyse FILE.sgf --engine CMD [--output OUT.sgf] [--move-timeout S]"));
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
  match = ishi_match_new (game);
  engine = ishi_gtp_engine_new (engine_cmd, NULL, NULL);
  player = ishi_gtp_player_new (engine);
  ishi_gtp_player_set_move_timeout (player, move_timeout * 1000);

  for (IshiSgfNode *n = ishi_game_get_root (game); n != NULL;
       n = ishi_sgf_node_n_children (n) ? ishi_sgf_node_nth_child (n, 0) : NULL)
    g_ptr_array_add (line, n);

  for (guint i = 0; i < line->len; i++)
    {
      IshiSgfNode *node = g_ptr_array_index (line, i);
      Reply r = { 0 };
      double lead;
      IshiColor color;
      int x, y;
      g_autofree char *vertex = NULL;

      if (!ishi_match_go_to (match, node, &error))
        {
          ishi_tool_print_gerror (files[0], error);
          status = 1;
          break;
        }
      ishi_gtp_player_command_async (player, match, command, NULL, on_reply, &r);
      while (!r.done)
        g_main_context_iteration (NULL, TRUE);
      if (r.text == NULL && i == 0 && g_str_equal (command, "estimate_score")
          && !ishi_gtp_engine_has_command (engine, "estimate_score"))
        {
          g_clear_error (&r.error);
          command = "final_score";
          ishi_gtp_player_command_async (player, match, command, NULL, on_reply, &r);
          r.done = FALSE;
          while (!r.done)
            g_main_context_iteration (NULL, TRUE);
        }
      if (r.text == NULL)
        {
          fprintf (stderr, "ishi-tool analyse: %s\n", r.error->message);
          g_clear_error (&r.error);
          if (!ishi_gtp_engine_is_running (engine))
            {
              status = 1;
              break;
            }
          continue;
        }
      if (ishi_game_node_move (node, ishi_game_get_size (game), &color, &x, &y))
        vertex = ishi_gtp_vertex_format (ishi_game_get_size (game), x, y);
      if (ishi_analysis_parse_score (r.text, &lead))
        {
          ishi_analysis_write (node, lead);
          printf ("%u\t%s\t%s\n", i, vertex ? vertex : "-",
                  ishi_sgf_node_get_raw (node, ISHI_ANALYSIS_PROPERTY));
        }
      else
        {
          g_autofree char *shown = ishi_tool_show (stderr, r.text);
          fprintf (stderr, _("ishi-tool analyse: move %u: the engine’s answer “%s” is no score\n"),
                   i, shown);
        }
      g_free (r.text);
    }
  if (status == 0 && output)
    {
      IshiSgfNode *root = ishi_game_get_root (game);
      if (!ishi_sgf_save (&root, 1, output, &error))
        {
          fprintf (stderr, "ishi-tool analyse: %s\n", error->message);
          status = 1;
        }
    }
  g_strfreev (files);
  g_free (engine_cmd);
  g_free (output);
  return status;
}
