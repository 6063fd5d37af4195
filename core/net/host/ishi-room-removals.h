/* ishi-room-removals.h — the count in IGS's removal lines
 * (ishi-room-removals.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* IGS's removal lines for the stones whose dead mark differs between
 * `was` (NULL: none) and `now`, one for each string, the one at `first`
 * (or -1) first; to `to`, or to the table when NULL.  The player whose
 * pass began the count (the suggested dead stones are said as removed by
 * her), or "-". */
void        table_send_removals (RoomTable *table, RoomMember *to, const guint8 *was, const guint8 *now,
                                 int first, const char *name);
const char *table_last_passer (RoomTable *table);
