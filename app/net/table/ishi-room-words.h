/* ishi-room-words.h — a table's result, clock and count, in words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-room-client.h"
#include "ishi-score.h"

G_BEGIN_DECLS

/* RE of a record, for people: "B+3.5" → "Black wins by 3.5 points". */
char      *ishi_room_describe_re (const char *re);
/* "4:59", or "0:42 / 3 stones" in Canadian byo-yomi. */
char      *ishi_room_format_clock (int seconds, int stones);
/* The count of the table's position with its dead marks (a new array in
 * *dead_out, by point), or NULL (not Go, the rule set unknown). */
IshiScore *ishi_room_count (const IshiRoomClientTable *t, IshiGame *game, guint8 **dead_out);

/* What the table view's status line says of table `t` (NULL: nobody sat
 * at it) to someone seated as `own` (ISHI_EMPTY: watching): `online`, the
 * client's connection is up; `server`, a plain server's game (its count);
 * `on`, the game takes moves; `count`, the count's words while counting. */
char      *ishi_room_describe_status (const IshiRoomClientTable *t, gboolean online, gboolean server,
                                      IshiColor own, IshiColor to_move, gboolean on, const char *count);

G_END_DECLS
