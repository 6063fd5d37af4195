/* ishi-room-renju.c — Renju's opening with the swap (renju-rif) as a
 * table reads it: which of the 26 openings its first three stones make
 * (`700 opening N CODE`, and `700 swap N yes|no` once decided) and what
 * its next move waits for.  Below the table, which asks it before a move
 * and when it sends a game; the commands that choose the opening and the
 * swap are ishi-room-opening.c's, above the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-renju.h"

#include <string.h>

#include "ishi-renju-openings.h"

char *
table_opening_line (RoomTable *table)
{
  IshiGame *game;
  IshiPoint stones[3];
  const IshiRenjuOpening *opening;
  int size;

  if (table->options.ruleset->opening != ISHI_OPENING_RIF || table->match == NULL)
    return NULL;
  game = ishi_match_get_game (table->match);
  if (ishi_game_get_move_number (game) < 3)
    return NULL;
  /* The first three stones: the last three moves met going up from the
   * game's node to its root. */
  size = ishi_game_get_size (game);
  {
    guint found = 0;
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
  }
  opening = ishi_renju_opening_identify (stones, NULL);
  return g_strdup_printf ("opening %d %s", table->number, opening ? opening->code : "?");
}

void
table_describe_opening (RoomTable *table, RoomMember *to)
{
  g_autofree char *line = table_opening_line (table);

  if (line == NULL)
    return;
  room_send_member (to, ISHI_IGS_ISHI, "%s", line);
  if (table->opening_decided)
    room_send_member (to, ISHI_IGS_ISHI, "swap %d %s", table->number, table->swapped ? "yes" : "no");
}

IshiRoomMessageId
table_opening_wait (RoomTable *table)
{
  guint moves;

  if (table->options.ruleset->opening != ISHI_OPENING_RIF || table->match == NULL)
    return ISHI_ROOM_MSG_NONE;
  moves = ishi_game_get_move_number (ishi_match_get_game (table->match));
  if (moves < 3)
    return ISHI_ROOM_MSG_BLACK_CHOOSES_OPENING_FIRST;
  if (moves == 3 && !table->opening_decided)
    return ISHI_ROOM_MSG_WHITE_DECIDES_FIRST;
  return ISHI_ROOM_MSG_NONE;
}
