/* fuzz-igs-client.c — libFuzzer target for the client's side: the lines a
 * server (Ishi's room, IGS, NNGS, or a hostile one) sends.
 *
 * Each input line is fed to an IshiRoomClient as the server's; the client
 * may answer (its lines are dropped).  The first byte chooses the client:
 * odd, one of a plain server (NNGS, IGS: its lists, offers and count);
 * even, one of Ishi's room.  After the input, the copy of the
 * game at each table it knows of is asked for, which plays every move the
 * "server" announced through the rules.  Any input must go through without
 * a crash, a hang or a leak.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-room-client.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
drop_line (const char *line, gpointer data)
{
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  IshiRoomClient *client;
  g_autofree char *text = NULL;
  char **lines;

  if (size > 65536)
    return 0;
  text = g_strndup ((const char *) data, size);
  client = size > 0 && (data[0] & 1) ? ishi_room_client_new_for_server ("fuzz", NULL)
                                     : ishi_room_client_new ("fuzz", "4711");
  ishi_room_client_set_writer (client, drop_line, NULL);
  lines = g_strsplit (text, "\n", 4000);
  for (guint i = 0; lines[i]; i++)
    ishi_room_client_feed (client, lines[i]);
  g_strfreev (lines);
  g_ptr_array_unref (ishi_room_client_list_players (client));
  g_ptr_array_unref (ishi_room_client_list_games (client));
  for (int n = 1; n <= 4; n++)
    if (ishi_room_client_get_table (client, n))
      ishi_room_client_get_match (client, n);
  g_object_unref (client);
  return 0;
}
