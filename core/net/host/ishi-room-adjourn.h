/* ishi-room-adjourn.h — a game put aside and taken up again
 * (ishi-room-adjourn.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void     table_command_adjourn (IshiRoom *room, RoomMember *member);
/* The member's table holds an adjourned game: it goes on (TRUE), or the
 * member is told why not (TRUE too); FALSE when there is none. */
gboolean table_take_up (IshiRoom *room, RoomMember *member);
/* `decline adjourn`: the opponent's request to adjourn is refused. */
void     table_command_decline_adjourn (IshiRoom *room, RoomMember *member);
