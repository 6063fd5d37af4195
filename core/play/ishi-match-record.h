/* ishi-match-record.h — what the match reads and writes in its record beside
 * the moves (ishi-match-record.c), for the match (ishi-match.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-match-private.h"

G_BEGIN_DECLS

/* The result `re` written into the record's RE (at the node the game ended
 * on), and taken back when the match wrote it. */
void          ishi_match_write_re (IshiMatch *self, const char *re);
void          ishi_match_take_back_re (IshiMatch *self);

/* A count of the position shown, with the record's komi and handicap. */
IshiCounting *ishi_match_new_counting (IshiMatch *self);

/* A finished count's territory (TB, TW) on `node`, read back as a count
 * with its dead stones (and, under equal stones, its claims). */
IshiCounting *ishi_match_read_finished_count (IshiMatch *self, IshiSgfNode *node);
/* Whether the count now is what the current node and RE already say. */
gboolean      ishi_match_same_finished_count (IshiMatch *self, const char *re);
/* The count's territory written on the current node (TB, TW). */
void          ishi_match_write_finished_count (IshiMatch *self);

G_END_DECLS
