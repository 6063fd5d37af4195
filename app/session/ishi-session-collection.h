/* ishi-session-collection.h — the collection written back
 * (ishi-session-collection.c), for the session's save (ishi-session.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-session-private.h"

G_BEGIN_DECLS

/* The text of the session's whole collection: the game shown and the trees
 * the reader kept written anew, every other game copied byte for byte
 * from the file it was read from; `spans` gets where each copied game is
 * in the new text.  NULL, with `error` set, when the file was changed or
 * cannot be read. */
GString *ishi_session_collection_text (IshiSession *self, GArray *spans, GError **error);

G_END_DECLS
