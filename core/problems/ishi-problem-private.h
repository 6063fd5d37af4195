/* ishi-problem-private.h — what ishi-problem.c shares with the files of
 * core/problems beside it (ishi-problem-record.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-problem.h"

G_BEGIN_DECLS

/* The colour that moves in `node` (B or W), ISHI_EMPTY for none. */
IshiColor    ishi_problem_node_mover (const IshiSgfNode *node);
/* The next node of a pre-order walk of the tree under `top` (no
 * recursion: trees may be deep), or NULL at the end. */
IshiSgfNode *ishi_problem_next_in_tree (const IshiSgfNode *node, const IshiSgfNode *top);

G_END_DECLS
