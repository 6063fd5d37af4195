/* score-games.h — reads tests/data/score/expected.txt, the GNU Go games that
 * test-score and bench-score count (see make-gnugo-games.py there for how
 * the file is made and what each field means).  Static functions, included
 * by both programs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "ishi-types.h"

typedef struct {
  char *file;              /* "g09-01.sgf", beside expected.txt */
  guint line;
  int size;
  double komi;
  int handicap;
  int captured_by_black;
  int captured_by_white;
  int moves_black;
  int moves_white;
  char *japanese;          /* GNU Go's final_score, "B+3.5" */
  char *chinese;           /* the same with --chinese-rules */
  guint8 *dead;            /* final_status_list dead, as a mask */
  guint8 *seki;
  guint8 *dead_chinese;
  guint8 *seki_chinese;
  IshiColor *board;
} ScoreGame;

static inline void
score_game_free (ScoreGame *game)
{
  g_free (game->file);
  g_free (game->japanese);
  g_free (game->chinese);
  g_free (game->dead);
  g_free (game->seki);
  g_free (game->dead_chinese);
  g_free (game->seki_chinese);
  g_free (game->board);
  g_free (game);
}

/* "B+3.5" → 3.5, "W+12" → -12, "0" → 0. */
static inline double
score_game_margin (const char *result)
{
  if (result[0] == 'B' && result[1] == '+')
    return g_ascii_strtod (result + 2, NULL);
  if (result[0] == 'W' && result[1] == '+')
    return -g_ascii_strtod (result + 2, NULL);
  return 0.0;
}

static inline guint8 *
score_game_points (const char *list, int size)
{
  guint8 *mask = g_new0 (guint8, size * size);
  g_auto(GStrv) points = NULL;

  if (strcmp (list, "-") == 0)
    return mask;
  points = g_strsplit (list, ",", -1);
  for (guint i = 0; points[i]; i++)
    {
      int x = points[i][0] - 'a', y = points[i][1] - 'a';

      g_assert_true (strlen (points[i]) == 2 && x >= 0 && y >= 0 && x < size && y < size);
      mask[y * size + x] = 1;
    }
  return mask;
}

static inline const char *
score_game_field (GHashTable *values, const char *path, guint line, const char *name)
{
  const char *value = g_hash_table_lookup (values, name);

  if (value == NULL)
    g_error ("%s:%u: no field %s", path, line, name);
  return value;
}

/* All the games of `path`, in file order (of ScoreGame*). */
static inline GPtrArray *
score_games_load (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) score_game_free);

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autoptr(GHashTable) values = NULL;
      ScoreGame *game;
      const char *board;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", -1);
      values = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint j = 1; fields[j]; j++)
        {
          char *eq = strchr (fields[j], '=');

          if (eq == NULL)
            g_error ("%s:%u: field without '=': %s", path, i + 1, fields[j]);
          *eq = '\0';
          g_hash_table_insert (values, fields[j], eq + 1);
        }
#define FIELD(name) score_game_field (values, path, i + 1, name)
      game = g_new0 (ScoreGame, 1);
      game->file = g_strdup (fields[0]);
      game->line = i + 1;
      game->size = atoi (FIELD ("size"));
      game->komi = g_ascii_strtod (FIELD ("komi"), NULL);
      game->handicap = atoi (FIELD ("handicap"));
      game->captured_by_black = atoi (FIELD ("captured_by_black"));
      game->captured_by_white = atoi (FIELD ("captured_by_white"));
      game->moves_black = atoi (FIELD ("moves_black"));
      game->moves_white = atoi (FIELD ("moves_white"));
      game->japanese = g_strdup (FIELD ("japanese"));
      game->chinese = g_strdup (FIELD ("chinese"));
      game->dead = score_game_points (FIELD ("dead"), game->size);
      game->seki = score_game_points (FIELD ("seki"), game->size);
      game->dead_chinese = score_game_points (FIELD ("dead_chinese"), game->size);
      game->seki_chinese = score_game_points (FIELD ("seki_chinese"), game->size);
      board = FIELD ("board");
#undef FIELD
      if ((int) strlen (board) != game->size * game->size)
        g_error ("%s:%u: the board has %zu points, not %d", path, i + 1,
                 strlen (board), game->size * game->size);
      game->board = g_new (IshiColor, game->size * game->size);
      for (int p = 0; p < game->size * game->size; p++)
        game->board[p] = board[p] == 'X' ? ISHI_BLACK : board[p] == 'O' ? ISHI_WHITE : ISHI_EMPTY;
      g_ptr_array_add (games, game);
    }
  return games;
}
