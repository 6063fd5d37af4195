/* ishi-room-opening.h — the commands of Renju's opening with the swap
 * (ishi-room-opening.c): /opening, /swap and /keep.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void table_command_opening (IshiRoom *room, RoomMember *member, const char *code);
void table_command_swap (IshiRoom *room, RoomMember *member, gboolean swap);
/* The two players change colours (the swap). */
void table_swap_seats (RoomTable *table);
