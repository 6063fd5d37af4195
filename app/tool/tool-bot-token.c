/* tool-bot-token.c — where `ishi-tool bot` keeps the token a room gave
 * it: the way back to its seat when it is started again under its name
 * (ishi-room.h).  A secret of the bot's user: a file of its own, 0600, in
 * the state folder ($XDG_STATE_HOME/ishi/bots/HOST_PORT-NAME.token) unless
 * --token-file names another.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>

#include "ishi-room-name.h"
#include "ishi-tool.h"

char *
ishi_tool_bot_token_path (const char *host, guint16 port, const char *name)
{
  g_autofree char *safe_name = ishi_room_name_safe (name);
  g_autofree char *file = g_strdup_printf ("%s_%u-%s.token", host, port, safe_name);

  g_strcanon (file, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.", '_');
  return g_build_filename (g_get_user_state_dir (), "ishi", "bots", file, NULL);
}

void
ishi_tool_bot_token_save (const char *path, const char *token)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *folder = g_path_get_dirname (path);

  if (g_mkdir_with_parents (folder, 0700) != 0)
    fprintf (stderr, "ishi-tool bot: %s: %s\n", folder, g_strerror (errno));
  else if (!g_file_set_contents_full (path, token, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    fprintf (stderr, "ishi-tool bot: %s\n", error->message);
}
