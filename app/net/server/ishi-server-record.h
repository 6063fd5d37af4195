/* ishi-server-record.h — a game played or watched on a Go server, saved
 * when it ends: the client's copy of it as SGF, with the players, the
 * server's result (RE), the date and the server (PC).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-match.h"
#include "ishi-room-client.h"

G_BEGIN_DECLS

/* Saves `match` (the copy of table `t`) in `dir` as
 * "DATE-TIME-WHITE-BLACK.sgf"; the path saved, or NULL and the reason. */
char *ishi_server_record_save (IshiMatch *match, const IshiRoomClientTable *t, const char *dir,
                               const char *place, GError **error);

G_END_DECLS
