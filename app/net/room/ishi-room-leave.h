/* ishi-room-leave.h — a pupil (or a player) about to leave the room in
 * the middle of her game — her window closed, Ctrl+Q, the main window
 * closed — is asked first, as the teacher is before a class ends
 * (ishi-net-ask.h; a pupil's Ctrl+Q at a class's table quit at once,
 * issue 77, 1).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

/* Is `client` seated at a table whose game goes on (started, not over,
 * not adjourned)?  Its table's number in *table. */
gboolean ishi_room_leave_in_game (IshiRoomClient *client, int *table);

/* Asks over `window` whether she leaves the room during her game, in
 * words read at `grade` (a class's, 1–6; 0: as written); her answer as
 * ishi_net_ask's.  FALSE, and nothing asked, when she is not in a game. */
gboolean ishi_room_leave_ask (GtkWindow *window, IshiRoomClient *client, int grade);

G_END_DECLS
