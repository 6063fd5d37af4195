/* tool-bot-igs.c — what `ishi-tool bot --igs` does on a plain Go server
 * (NNGS, IGS) beside the play itself: answers a match offer (accepted
 * within its sizes and main time, else declined with a tell saying what it
 * plays), takes any komi, and turns its engine's dead stones into the
 * points the server is sent at the count, one a chain.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "ishi-igs-server.h"
#include "ishi-room-client.h"
#include "ishi-tool.h"

/* Marks (x, y) and the stones of its chain in `seen`. */
static void
mark_chain (const IshiRules *rules, const IshiPosition *pos, int size, int x, int y, guint8 *seen)
{
  IshiColor c = rules->stone_at (pos, x, y);
  GArray *todo = g_array_new (FALSE, FALSE, sizeof (int));
  int start = y * size + x;

  seen[start] = 1;
  g_array_append_val (todo, start);
  while (todo->len > 0)
    {
      int p = g_array_index (todo, int, todo->len - 1);
      static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
      g_array_set_size (todo, todo->len - 1);
      for (int d = 0; d < 4; d++)
        {
          int nx = p % size + dx[d], ny = p / size + dy[d];
          if (nx < 0 || ny < 0 || nx >= size || ny >= size || seen[ny * size + nx]
              || rules->stone_at (pos, nx, ny) != c)
            continue;
          seen[ny * size + nx] = 1;
          g_array_append_val (todo, (int) { ny * size + nx });
        }
    }
  g_array_unref (todo);
}

GPtrArray *
ishi_tool_bot_dead_points (IshiGame *game, const char *reply)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *pos = ishi_game_get_position (game);
  int size = ishi_game_get_size (game);
  g_autofree guint8 *seen = g_malloc0 (size * size);
  g_auto (GStrv) words = g_strsplit_set (reply ? reply : "", " \t\r\n", -1);
  GPtrArray *points = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; words[i]; i++)
    {
      int x, y;
      if (!rules->parse_point (size, words[i], &x, &y) || x < 0
          || rules->stone_at (pos, x, y) == ISHI_EMPTY || seen[y * size + x])
        continue;
      mark_chain (rules, pos, size, x, y, seen);
      g_ptr_array_add (points, rules->format_point (size, x, y));
    }
  return points;
}

void
ishi_tool_bot_answer_offer (IshiRoomClient *client, const gboolean *sizes, guint n_sizes, int max_minutes,
                            const char *name, int color, int size, int minutes, int byoyomi)
{
  g_autofree char *line = NULL;

  if (size >= 0 && size < (int) n_sizes && sizes[size]
      && minutes <= max_minutes && ishi_room_client_get_own_table (client, NULL) == 0)
    {
      line = ishi_igs_format_match (name, color, size, minutes, byoyomi);
      ishi_room_client_send (client, line);
      printf ("%s: accepts %s's %dx%d, %d min + %d min\n", ishi_room_client_get_name (client), name,
              size, size, minutes, byoyomi);
      fflush (stdout);
      return;
    }
  line = g_strdup_printf ("decline %s", name);
  ishi_room_client_send (client, line);
  {
    GString *plays = g_string_new (NULL);
    for (guint s = 2; s < n_sizes; s++)
      if (sizes[s])
        g_string_append_printf (plays, "%s%ux%u", plays->len ? ", " : "", s, s);
    g_free (line);
    /* A server's tell is plain text for people: said in English, as the
     * servers themselves speak. */
    line = g_strdup_printf ("tell %s I play %s, with at most %d minutes of main time.", name,
                            plays->str, max_minutes);
    g_string_free (plays, TRUE);
  }
  ishi_room_client_send (client, line);
}

/* An engine plays with any komi: an offer is taken as it is. */
void
ishi_tool_bot_komi_cb (IshiRoomClient *client, const char *name, double komi, gpointer data)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *line = g_strdup_printf ("komi %s", g_ascii_dtostr (buffer, sizeof buffer, komi));

  ishi_room_client_send (client, line);
}

