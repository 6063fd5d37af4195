/* ishi-room-said.h — what a room says, into its window's chat: the other
 * people's words, the room's messages (by id, in the window's words:
 * ishi-room-say.h), an older room's lines as they came, and the score
 * list asked for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-chat.h"
#include "ishi-room-client.h"

G_BEGIN_DECLS

/* From now on, the lines `client` is told go into `chat`, for as long as
 * both live. */
void ishi_room_said_follow (IshiRoomClient *client, IshiRoomChat *chat);

G_END_DECLS
