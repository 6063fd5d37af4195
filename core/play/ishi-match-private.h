/* ishi-match-private.h — what the match's own files (ishi-match-describe.c)
 * read of it beyond ishi-match.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-match.h"

G_BEGIN_DECLS

/* The last node of the main line of a record opened for review
 * (ishi_match_new), where its RE is told; NULL for a new game, or once that
 * node is deleted. */
IshiSgfNode *ishi_match_get_record_end (IshiMatch *self);

G_END_DECLS
