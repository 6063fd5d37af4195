/* renju-vct-reference.h — a second search for wins by threes and fours,
 * for test-renju-solver to hold the exact solver against (renju-vct-reference.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"

typedef struct {
  gboolean  found;      /* a win by threats was found */
  IshiPoint first;      /* its first move (x = -1 when none) */
  guint     moves;      /* the attacker's moves in it, the winning four included */
  guint64   nodes;
  gboolean  limit_reached;
} RenjuVctReference;

/* Looks for a win of `attacker`, to move on `board`, by threes and fours,
 * within `max_moves` of the attacker's moves and `max_nodes` positions.
 * TRUE when one was found.  Deterministic. */
gboolean renju_vct_reference (const IshiRenjuBoard *board, IshiColor attacker,
                              guint max_moves, guint64 max_nodes,
                              RenjuVctReference *result);
