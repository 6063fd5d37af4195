/* ishi-room-adjourn.c — a game put aside and taken up again, as IGS and
 * NNGS do it with `adjourn` (both players ask for it: the first asks,
 * the second agrees by typing it too) and `load` (here also /start, the
 * page's button: the same two players at the same table go on from the
 * position where they stopped).
 *
 * An adjourned game keeps its table and its seats; its clock stops; its
 * record stays in the records folder without a result, and room.ini says
 * it is adjourned, so that it survives a restart of the host.  A move, an
 * undo or a marking is refused until it is taken up again; resigning is
 * allowed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-adjourn.h"
#include "ishi-room-table.h"

void
table_command_adjourn (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;
  IshiColor other;

  if (table == NULL || !table_playing (table))
    {
      room_say_member (member, ROOM_MSG_NOT_PLAYING_A_GAME);
      return;
    }
  if (table->adjourned)
    {
      room_say_member (member, ROOM_MSG_GAME_TABLE_ADJOURNED_ALREADY_START,
                        table->number);
      return;
    }
  other = ishi_color_other (member->seat);
  if (table->adjourn_asked != other)
    {
      /* The first to ask: the other agrees by asking too. */
      table->adjourn_asked = member->seat;
      room_say_member (table->seats[other], ROOM_MSG_WOULD_LIKE_ADJOURN_GAME,
                        member->name);
      room_say_member (table->seats[other], ROOM_MSG_USE_ADJOURN_ADJOURN_GAME);
      room_say_member (member, ROOM_MSG_REQUEST_ADJOURNMENT_SENT);
      return;
    }
  table->adjourn_asked = ISHI_EMPTY;
  table->adjourned = TRUE;
  ishi_match_set_paused (table->match, TRUE);
  table_say_all (table, ROOM_MSG_RESULT_ADJOURNED, table->number,
                   table->seats[ISHI_WHITE]->name, table->seats[ISHI_BLACK]->name);
  table_broadcast (table, ISHI_IGS_ISHI, "adjourned %d", table->number);
  room_state_changed (room);
  room_changed (room);
}

gboolean
table_take_up (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;

  if (table == NULL || !table->adjourned || !table_playing (table))
    return FALSE;
  if (!member_present (table->seats[ISHI_BLACK]) || !member_present (table->seats[ISHI_WHITE]))
    {
      room_say_member (member, ROOM_MSG_ADJOURNED_GAME_WAITS_OPPONENT);
      return TRUE;
    }
  table->adjourned = FALSE;
  table_update_pause (table);
  table_say_all (table, ROOM_MSG_ADJOURNED_TAKEN_UP, table->number,
                   table->seats[ISHI_WHITE]->name, table->seats[ISHI_BLACK]->name, member->name);
  table_broadcast (table, ISHI_IGS_ISHI, "resumed %d", table->number);
  room_state_changed (room);
  room_changed (room);
  return TRUE;
}

void
table_command_decline_adjourn (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;

  if (table == NULL || !table_playing (table) || table->adjourn_asked != ishi_color_other (member->seat))
    {
      room_say_member (member, ROOM_MSG_NOBODY_ASKED_ADJOURN);
      return;
    }
  table->adjourn_asked = ISHI_EMPTY;
  /* IGS's own line for it (code 53), which qGo reads. */
  room_send_member (table->seats[ishi_color_other (member->seat)], ISHI_IGS_ADJOURN_DECLINED,
                    "Game %d adjournment is declined.", table->number);
  room_say_member (member, ROOM_MSG_DECLINE_ADJOURNMENT);
}
