/* ishi-room-match.h — IGS's challenge, match and decline
 * (ishi-room-match.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void     room_command_match (IshiRoom *room, RoomMember *member, const char *args);
void     room_command_decline (IshiRoom *room, RoomMember *member, const char *args);
gboolean room_match_refuse_without_code (IshiRoom *room, RoomMember *member, const char *args);
void     room_match_code_given (IshiRoom *room, RoomMember *member);
/* Offers from and to a member who goes are dropped. */
void     room_member_clear_offers (IshiRoom *room, RoomMember *member);
