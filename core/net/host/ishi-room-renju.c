/* ishi-room-renju.c — Renju's opening with the swap (renju-rif) as a
 * table reads it: which of the 26 openings its first three stones make
 * (`700 opening N CODE`, and `700 swap N yes|no` once decided) and what
 * its next move waits for.  It reads a game and knows no table: the table
 * asks it before a move, the game told (ishi-room-moves.c) and the
 * commands that choose the opening and the swap (ishi-room-opening.c)
 * when they send its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-renju.h"

#include <string.h>

#include "ishi-renju-openings.h"

char *
room_opening_line (IshiGame *game, int number)
{
  IshiPoint stones[3];
  const IshiRenjuOpening *opening;
  guint found = 0;
  int size;

  if (ishi_game_get_move_number (game) < 3)
    return NULL;
  /* The first three stones: the last three moves met going up from the
   * game's node to its root. */
  size = ishi_game_get_size (game);
  for (IshiSgfNode *node = ishi_game_get_node (game); node; node = node->parent)
    {
      IshiColor c;
      IshiPoint p;
      if (!ishi_game_node_move (node, size, &c, &p.x, &p.y))
        continue;
      stones[found % 3] = p;
      found++;
    }
  if (found < 3)
    return NULL;
  /* stones[] holds the last three met, the first move last: put it in order. */
  {
    IshiPoint ordered[3];
    for (guint i = 0; i < 3; i++)
      ordered[i] = stones[(found - 1 - i) % 3];
    memcpy (stones, ordered, sizeof ordered);
  }
  opening = ishi_renju_opening_identify (stones, NULL);
  return g_strdup_printf ("opening %d %s", number, opening ? opening->code : "?");
}

IshiRoomMessageId
room_opening_wait (IshiGame *game, gboolean decided)
{
  guint moves = ishi_game_get_move_number (game);

  if (moves < 3)
    return ISHI_ROOM_MSG_BLACK_CHOOSES_OPENING_FIRST;
  if (moves == 3 && !decided)
    return ISHI_ROOM_MSG_WHITE_DECIDES_FIRST;
  return ISHI_ROOM_MSG_NONE;
}
