/* ishi-room-store.h — the room read back after a crash (ishi-room-store.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

gboolean room_restore (IshiRoom *room, GError **error);
