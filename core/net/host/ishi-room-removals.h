/* ishi-room-removals.h — the count in IGS's removal lines
 * (ishi-room-removals.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

/* IGS's removal lines (`Game N NAME is removing @ P`, code 49) for the
 * stones whose dead mark differs between `was` (NULL: none) and `now`,
 * one for each string, the one at `first` (or -1) first, for the table or
 * a member to be sent (free with g_ptr_array_unref).  The player whose
 * pass began the count (the suggested dead stones are said as removed by
 * her), or "-". */
GPtrArray  *table_removal_lines (RoomTable *table, const guint8 *was, const guint8 *now, int first,
                                 const char *name);
const char *table_last_passer (RoomTable *table);
