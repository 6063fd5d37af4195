/* ishi-room-opening.c — Renju's opening with the swap across the network
 * (珠型交代打ち, renju-rules.ja.txt 第3章 (2), the row renju-rif):
 *   1. the player who holds Black chooses one of the 26 openings
 *      (`/opening D1` … `/opening I13`): the host places Black 1 on the
 *      centre, White 2 and Black 3 as the opening has them (White 2 above
 *      the centre, the first of its two mirror images);
 *   2. the player who holds White looks at it and either swaps colours
 *      (`/swap`: he now holds Black) or stays White (`/keep`);
 *   3. White plays move 4, and the game goes on in turn.
 * The three stones are ordinary moves of the record; the choice is said in
 * 700 lines (`700 opening N CODE`, `700 swap N yes|no`).  These are the
 * commands, above the table; what the table itself reads of the opening
 * (the lines, what a move waits for) is ishi-room-renju.c, below it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-opening.h"
#include "ishi-room-records.h"
#include "ishi-room-renju.h"
#include "ishi-room-seating.h"
#include "ishi-room-table.h"
#include "ishi-renju-openings.h"

static gboolean
rif_table (RoomMember *member)
{
  RoomTable *table = member->table;

  if (table == NULL || !table_playing (table))
    {
      room_say_member (member, ROOM_MSG_NOT_PLAYING_A_GAME);
      return FALSE;
    }
  if (table->options.ruleset->opening != ISHI_OPENING_RIF)
    {
      room_say_member (member, ROOM_MSG_THIS_GAME_HAS_NO_OPENING,
                        table->options.ruleset->id);
      return FALSE;
    }
  if (table->adjourned || ishi_match_get_paused (table->match))
    {
      room_say_member (member, ROOM_MSG_GAME_WAITING_NOTHING_CAN_CHOSEN);
      return FALSE;
    }
  return TRUE;
}

void
table_command_opening (IshiRoom *room, RoomMember *member, const char *code)
{
  RoomTable *table = member->table;
  const IshiRenjuOpening *opening;
  IshiPoint stones[3];

  if (!rif_table (member))
    return;
  if (member->seat != ISHI_BLACK)
    {
      room_say_member (member, ROOM_MSG_BLACK_CHOOSES_OPENING);
      return;
    }
  if (ishi_game_get_move_number (ishi_match_get_game (table->match)) != 0)
    {
      room_say_member (member, ROOM_MSG_OPENING_CHOSEN_ALREADY);
      return;
    }
  opening = code && *code ? ishi_renju_opening_lookup (code) : NULL;
  if (opening == NULL || table->options.size != 15
      || !ishi_renju_opening_stones (opening, (IshiPoint) { 7, 6 }, FALSE, stones))
    {
      if (table->options.size != 15)
        room_say_member (member, ROOM_MSG_OPENINGS_ON_FIFTEEN);
      else
        room_say_member (member, ROOM_MSG_USE_OPENING_DIRECT_INDIRECT);
      return;
    }
  for (int i = 0; i < 3; i++)
    {
      IshiColor color = i == 1 ? ISHI_WHITE : ISHI_BLACK;
      IshiMoveStatus status = table_play_for (table, color, stones[i].x, stones[i].y);
      if (status != ISHI_MOVE_OK)
        {
          /* Not expected on an empty board; said rather than hidden. */
          room_say_member (member, ROOM_MSG_OPENING_COULD_NOT_PLACED,
                            ishi_move_status_to_string (status));
          return;
        }
    }
  table_say_all (table, ROOM_MSG_CHOOSES_OPENING_TABLE_SWAP_OR,
                   member->name, opening->code, table->number, table->seats[ISHI_WHITE]->name);
  {
    g_autofree char *line = table_has_swap (table)
                              ? room_opening_line (ishi_match_get_game (table->match), table->number)
                              : NULL;

    if (line)
      table_broadcast (table, ISHI_IGS_ISHI, "%s", line);
  }
  room_state_changed (room);
}

void
table_command_swap (IshiRoom *room, RoomMember *member, gboolean swap)
{
  RoomTable *table = member->table;

  if (!rif_table (member))
    return;
  if (ishi_game_get_move_number (ishi_match_get_game (table->match)) != 3 || table->opening_decided)
    {
      room_say_member (member, ROOM_MSG_WHITE_SWAPS_OR_KEEPS_ONCE);
      return;
    }
  if (member->seat != ISHI_WHITE)
    {
      room_say_member (member, ROOM_MSG_WHITE_DECIDES);
      return;
    }
  table->opening_decided = TRUE;
  table->swapped = swap;
  if (swap)
    table_swap_seats (table);
  if (swap)
    table_say_all (table, ROOM_MSG_SWAPS_NOW_HOLDS_BLACK_PLAYS,
                   member->name, table->seats[ISHI_BLACK]->name, table->seats[ISHI_WHITE]->name);
  else
    table_say_all (table, ROOM_MSG_KEEPS_WHITE_PLAYS_BLACK_PLAYS,
                   member->name, table->seats[ISHI_BLACK]->name, table->seats[ISHI_WHITE]->name);
  table_broadcast (table, ISHI_IGS_ISHI, "swap %d %s", table->number, swap ? "yes" : "no");
  room_state_changed (room);
  room_changed (room);
}

void
table_swap_seats (RoomTable *table)
{
  RoomMember *black = table->seats[ISHI_BLACK];
  RoomMember *white = table->seats[ISHI_WHITE];
  g_autoptr (IshiPlayer) was_black = g_object_ref (ishi_match_get_player (table->match, ISHI_BLACK));
  g_autoptr (IshiPlayer) was_white = g_object_ref (ishi_match_get_player (table->match, ISHI_WHITE));
  IshiGame *game = ishi_match_get_game (table->match);

  ishi_match_set_player (table->match, ISHI_BLACK, was_white);
  ishi_match_set_player (table->match, ISHI_WHITE, was_black);
  ishi_game_set_info (game, "PB", white->name);
  ishi_game_set_info (game, "PW", black->name);
  table_commit (table);
  room_seats_swap (table);
  ishi_match_ask_to_move (table->match);
}
