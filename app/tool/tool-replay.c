/* ishi-tool replay [--board] FILE.sgf… — replays the main line of each file
 * with the full rules of its game and says where, if anywhere, it breaks.
 *
 * Output, one line a file (scripts read it):
 *   FILE: ok, N moves                    on stdout (passes count as moves)
 *   FILE:LINE:COL: error: MESSAGE        on stderr: the file cannot be read
 *                                        or used, or a move is illegal
 *                                        ("Move 4 (W A19) is illegal: …",
 *                                        the words the window uses)
 * With --board, after an ok line, the final position: X black, O white,
 * . empty, top row first.  The exit status is 1 if any file failed.
 *
 * Only the first game of a collection is replayed: it is "the game" a file
 * names for every program that shows one game at a time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-game.h"
#include "ishi-tool.h"

static void
print_board (const IshiRules *rules, const IshiPosition *position, int size)
{
  for (int y = 0; y < size; y++)
    {
      for (int x = 0; x < size; x++)
        {
          IshiColor c = rules->stone_at (position, x, y);
          putchar (c == ISHI_BLACK ? 'X' : c == ISHI_WHITE ? 'O' : '.');
        }
      putchar ('\n');
    }
}

static gboolean
replay_root (const char *filename, IshiSgfNode *root, gboolean board)
{
  g_autoptr(GError) error = NULL;
  const IshiRules *rules;
  IshiRulesOptions options;
  IshiPosition *position;
  guint moves = 0;
  gboolean ok = TRUE;

  if (!ishi_game_options_from_root (root, &rules, &options, &error))
    {
      ishi_tool_print_error (stdout, filename, root->line, root->column, error->message);
      return FALSE;
    }

  position = rules->position_new (&options);
  for (IshiSgfNode *node = root; node != NULL; node = node->first_child)
    {
      IshiMoveStatus status = ISHI_MOVE_OK;
      g_autoptr(GError) node_error = NULL;

      if (ishi_game_apply_node (rules, position, node, &moves, &status, &node_error))
        continue;

      /* The same words as the window and `score` use for the fault. */
      ishi_tool_print_error (stderr, filename, node->line, node->column, node_error->message);
      ok = FALSE;
      break;
    }

  if (ok)
    {
      printf ("%s: ok, %u %s\n", filename, moves, moves == 1 ? "move" : "moves");
      if (board)
        print_board (rules, position, options.size);
    }
  rules->position_free (position);
  return ok;
}

typedef struct {
  const char *filename;
  gboolean board;
  guint games;     /* read so far */
  gboolean ok;     /* the first one replayed */
} Replay;

/* Each game of the file as it is read: the first is replayed, and none is
 * kept, so that a collection of any size is read in the memory of one game
 * (issue 14).  The rest are read all the same, for a fault in them is a
 * fault of the file. */
static gboolean
replay_game (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Replay *r = user_data;

  (void) done;
  (void) total;
  if (r->games++ == 0)
    r->ok = replay_root (r->filename, root, r->board);
  ishi_sgf_node_free (root);
  return TRUE;
}

static gboolean
replay_file (const char *filename, gboolean board)
{
  Replay r = { filename, board, 0, FALSE };

  if (!ishi_tool_read_sgf_each (stderr, filename, replay_game, &r))
    return FALSE;
  return r.ok;
}

int
ishi_tool_replay (int argc, char **argv)
{
  gboolean board = FALSE;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "board", 'b', 0, G_OPTION_ARG_NONE, &board, N_("Print the final position"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE.sgf…") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  gboolean all_ok = TRUE;

  g_option_context_set_summary (context, _("Replay the main line of each file with the full rules."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool replay: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL)
    {
      fprintf (stderr, "%s\n", _("Usage: ishi-tool replay [--board] FILE.sgf…"));
      return 2;
    }

  for (guint i = 0; files[i] != NULL; i++)
    if (!replay_file (files[i], board))
      all_ok = FALSE;
  fflush (stdout);
  return all_ok ? 0 : 1;
}
