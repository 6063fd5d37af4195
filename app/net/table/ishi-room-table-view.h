/* ishi-room-table-view.h — one table of a room, as its players and
 * watchers see it: the players' bars as the online rules page draws them
 * (the names at the top left, `*` on the side to move, each name on its
 * colour, the captures under it, the clocks), the board of the client's
 * copy of the game, and the buttons that do what the page's commands do.
 *
 * The view reads an IshiRoomClient and sends lines through it: a click on
 * the board at the player's turn is sent as the point ("D4"), never
 * played here — the host is the referee and its echo moves the stone.
 * While the game is counted, a click on a stone sends it to be marked
 * dead; the marks are the host's (700 dead) and the count is shown from
 * them with the table's rule set.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ROOM_TABLE_VIEW (ishi_room_table_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomTableView, ishi_room_table_view, ISHI, ROOM_TABLE_VIEW, GtkBox)

GtkWidget *ishi_room_table_view_new (IshiRoomClient *client);
/* One game of a plain server (NNGS, IGS): game `number`, played or
 * observed, with the game's own commands only (no seats, no options). */
GtkWidget *ishi_room_table_view_new_for_game (IshiRoomClient *client, int number);
/* The table shown: the player's own when she is seated, else the one
 * chosen (and observed). */
int        ishi_room_table_view_get_table (IshiRoomTableView *self);
/* What the view says under the board ("Black to play", the count…). */
const char *ishi_room_table_view_get_status (IshiRoomTableView *self);
/* The point (core coordinates) as a click on the board would. */
void       ishi_room_table_view_click (IshiRoomTableView *self, int x, int y);

G_END_DECLS
