/* ishi-server-lists.h — who is on a Go server and the games being
 * played, as the client last listed them (ishi-room-client.h), with
 * Refresh.  A double click on a game emits "observe" (int number);
 * Challenge… on a player emits "challenge" (string name).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SERVER_LISTS (ishi_server_lists_get_type ())
G_DECLARE_FINAL_TYPE (IshiServerLists, ishi_server_lists, ISHI, SERVER_LISTS, GtkBox)

GtkWidget *ishi_server_lists_new (IshiRoomClient *client);
/* Only the people, in Ishi's room (its games are the window's tables). */
GtkWidget *ishi_server_lists_new_for_room (IshiRoomClient *client);

G_END_DECLS
