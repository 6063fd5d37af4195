/* ishi-server-record.c — a server's game saved as SGF when it ends.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ishi-server-record.h"

#include <glib/gstdio.h>

#include "ishi-sgf.h"

char *
ishi_server_record_save (IshiMatch *match, const IshiRoomClientTable *t, const char *dir,
                         const char *place, GError **error)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *file = NULL;
  char *path;
  IshiGame *game = ishi_match_get_game (match);
  IshiSgfNode *root;

  ishi_game_set_info (game, "PW", t->seats[ISHI_WHITE]);
  ishi_game_set_info (game, "PB", t->seats[ISHI_BLACK]);
  ishi_game_set_info (game, "RE", t->result);
  ishi_game_set_info (game, "DT", date);
  ishi_game_set_info (game, "PC", place);
  file = g_strdup_printf ("%s-%s-%s.sgf", stamp, t->seats[ISHI_WHITE] ? t->seats[ISHI_WHITE] : "white",
                          t->seats[ISHI_BLACK] ? t->seats[ISHI_BLACK] : "black");
  g_mkdir_with_parents (dir, 0700);
  path = g_build_filename (dir, file, NULL);
  root = ishi_game_get_root (game);
  if (!ishi_sgf_save (&root, 1, path, error))
    {
      g_free (path);
      return NULL;
    }
  return path;
}
