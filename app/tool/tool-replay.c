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
 * . empty, top row first.  The exit status is 1 if any game failed.
 *
 * Every game of a collection is replayed, one at a time, each in its turn
 * as the file is read (the memory of one game).  In a collection each line
 * names its game, counted from 1:
 *   FILE: game K: ok, N moves
 *   FILE:LINE:COL: error: game K: MESSAGE
 * and a last line sums the file up: "FILE: G games, N ok, F failed".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-game.h"
#include "ishi-tool.h"

/* What replaying one game gave: "ok, N moves" (and the final position
 * for --board), or where and why it broke. */
typedef struct {
  gboolean ok;
  guint moves;
  GString *board;       /* --board: the final position, one row a line */
  guint line, column;   /* of the fault */
  guint depth;          /* its node: how far down the main line, the root 0 */
  char *message;
} GameResult;

static void
game_result_clear (GameResult *result)
{
  if (result->board)
    g_string_free (result->board, TRUE);
  g_free (result->message);
  memset (result, 0, sizeof *result);
}

static GString *
board_text (const IshiRules *rules, const IshiPosition *position, int size)
{
  GString *out = g_string_sized_new ((size + 1) * size);

  for (int y = 0; y < size; y++)
    {
      for (int x = 0; x < size; x++)
        {
          IshiColor c = rules->stone_at (position, x, y);
          g_string_append_c (out, c == ISHI_BLACK ? 'X' : c == ISHI_WHITE ? 'O' : '.');
        }
      g_string_append_c (out, '\n');
    }
  return out;
}

static void
replay_root (IshiSgfNode *root, gboolean board, GameResult *result)
{
  g_autoptr(GError) error = NULL;
  const IshiRules *rules;
  IshiRulesOptions options;
  IshiPosition *position;

  memset (result, 0, sizeof *result);
  if (!ishi_game_options_from_root (root, &rules, &options, &error))
    {
      result->line = root->line;
      result->column = root->column;
      result->message = g_strdup (error->message);
      return;
    }

  result->ok = TRUE;
  position = rules->position_new (&options);
  for (IshiSgfNode *node = root; node != NULL; node = node->first_child, result->depth++)
    {
      IshiMoveStatus status = ISHI_MOVE_OK;
      g_autoptr(GError) node_error = NULL;

      if (ishi_game_replay_node (rules, position, node, &result->moves, &status, &node_error))
        continue;

      /* The same words as the window and `score` use for the fault. */
      result->ok = FALSE;
      result->line = node->line;
      result->column = node->column;
      result->message = g_strdup (node_error->message);
      break;
    }
  if (result->ok && board)
    result->board = board_text (rules, position, options.size);
  rules->position_free (position);
}

/* Files are read without node places (ishi_sgf_reader_set_node_places):
 * the node of a fault has line 0, and the file is read again, with
 * places, to find where it is.  Faults are rare; counting the lines up to
 * every node of every record was a tenth of reading them. */
typedef struct {
  guint game;     /* counted from 1, as replay_game counts them */
  guint depth;
  guint seen;
  guint line, column;
} Locate;

static gboolean
locate_node (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Locate *l = user_data;
  IshiSgfNode *node = root;

  (void) done;
  (void) total;
  if (++l->seen < l->game)
    {
      ishi_sgf_node_free (root);
      return TRUE;
    }
  for (guint i = 0; i < l->depth && node != NULL; i++)
    node = node->first_child;
  if (node != NULL)
    {
      l->line = node->line;
      l->column = node->column;
    }
  ishi_sgf_node_free (root);
  return FALSE;
}

static void
place_fault (const char *filename, guint game, GameResult *result)
{
  Locate l = { game, result->depth, 0, 0, 0 };
  g_autoptr(IshiSgfCollection) again = NULL;

  again = ishi_sgf_read_path_each_full (filename, ishi_tool_get_max_size (), locate_node, &l,
                                        NULL, NULL);
  result->line = l.line;
  result->column = l.column;
}

/* A file of one game reads as it always has; in a collection each line
 * names its game, counted from 1 as in the file. */
static void
print_result (const char *filename, guint game, const GameResult *result)
{
  if (!result->ok)
    {
      g_autofree char *what = game > 0 ? g_strdup_printf ("game %u: %s", game, result->message)
                                       : g_strdup (result->message);

      ishi_tool_print_error (stderr, filename, result->line, result->column, what);
      return;
    }
  if (game > 0)
    printf ("%s: game %u: ok, %u %s\n", filename, game, result->moves,
            result->moves == 1 ? "move" : "moves");
  else
    printf ("%s: ok, %u %s\n", filename, result->moves, result->moves == 1 ? "move" : "moves");
  if (result->board)
    fputs (result->board->str, stdout);
}

typedef struct {
  const char *filename;
  gboolean board;
  guint games;         /* read so far */
  guint failed;
  GameResult first;    /* held until a second game shows it is a collection */
} Replay;

/* Each game of the file as it is read: replayed, reported and freed, so
 * that a collection of any size is read in the memory of one game
 * (issue 14).  Only the first game's few lines of result wait, until the
 * second game (or the end) says whether the file is a collection. */
static gboolean
replay_game (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Replay *r = user_data;
  GameResult result;

  (void) done;
  (void) total;
  r->games++;
  replay_root (root, r->board, &result);
  ishi_sgf_node_free (root);
  if (!result.ok && result.line == 0)
    place_fault (r->filename, r->games, &result);
  if (!result.ok)
    r->failed++;

  if (r->games == 1)
    {
      r->first = result;
      return TRUE;
    }
  if (r->games == 2)
    {
      print_result (r->filename, 1, &r->first);
      game_result_clear (&r->first);
    }
  print_result (r->filename, r->games, &result);
  game_result_clear (&result);
  return TRUE;
}

static gboolean
replay_file (IshiSgfReader *reader, const char *filename, gboolean board)
{
  Replay r = { filename, board, 0, 0, { 0 } };
  gboolean read = ishi_tool_read_sgf_each (stderr, reader, filename, replay_game, &r);

  if (r.games == 1)
    {
      /* A fatal fault after the first game is the file's: it is said
       * after that game's own verdict. */
      print_result (filename, 0, &r.first);
      game_result_clear (&r.first);
    }
  if (r.games > 1 && read)
    printf ("%s: %u games, %u ok, %u failed\n", filename, r.games, r.games - r.failed, r.failed);
  return read && r.failed == 0;
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
  g_autoptr(IshiSgfReader) reader = NULL;
  gboolean all_ok = TRUE;

  g_option_context_set_summary (context, _("Replay the main line of every game of each file with the full rules."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool replay: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL)
    {
      return 2;
    }

  /* one reader for all the files: its lists and buffer are made once;
   * its nodes have no places (see place_fault)… */
  reader = ishi_sgf_reader_new ();
  ishi_sgf_reader_set_node_places (reader, FALSE);
  /* and below the roots, only what the replay reads */
  ishi_sgf_reader_set_keep (reader, ishi_game_node_properties ());
  for (guint i = 0; files[i] != NULL; i++)
    if (!replay_file (reader, files[i], board))
      all_ok = FALSE;
  fflush (stdout);
  return all_ok ? 0 : 1;
}
