/* ishi-room-people.h — who is in a room, and a game asked of one of them:
 * the room window's People button (a list with Challenge… on each name),
 * and a challenge received, answered with Accept or Decline.  This is
 * IGS's `match`, the way qGo's players start a game in Ishi's room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

/* A menu button for `window`'s header bar, for as long as `client` is the
 * window's: its list is asked again each time it opens. */
GtkWidget *ishi_room_people_new (GtkWindow *window, IshiRoomClient *client);

G_END_DECLS
