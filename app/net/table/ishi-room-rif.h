/* ishi-room-rif.h — Renju's RIF opening at a room's table, as buttons:
 * the player who holds Black chooses one of the 26 openings (/opening),
 * the player who holds White swaps or keeps (/swap, /keep); the host
 * places the stones and changes the seats (ishi-room-opening.c in core).
 *
 * The widget knows no socket: it emits "send" with the line to send.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ROOM_RIF (ishi_room_rif_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomRif, ishi_room_rif, ISHI, ROOM_RIF, GtkBox)

GtkWidget *ishi_room_rif_new (void);
/* Shown while the table's opening waits for `own` (ISHI_EMPTY: watching,
 * then hidden); hidden otherwise. */
void ishi_room_rif_show (IshiRoomRif *self, const IshiRoomClientTable *table, IshiColor own);
/* What the table waits for in the opening, for the status line; NULL when
 * it waits for nothing (not RIF, or the opening is settled). */
char *ishi_room_rif_describe (const IshiRoomClientTable *table, IshiColor own);

G_END_DECLS
