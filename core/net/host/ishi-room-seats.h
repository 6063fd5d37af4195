/* ishi-room-seats.h — a table's seats and options (ishi-room-seats.c):
 * /join, /leave, /option and /komi, and a seated player away.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void table_command_join (IshiRoom *room, RoomMember *member, const char *args);
void table_command_leave (IshiRoom *room, RoomMember *member);
void table_command_option (IshiRoom *room, RoomMember *member, const char *name, const char *value);
/* A seated member's connection went (`away`) or came back. */
void table_member_away (RoomTable *table, RoomMember *member, gboolean away);
