/* ishi-match-clock.h — the match's clock (ishi-match-clock.c), as the
 * match's other files (ishi-match.c, ishi-match-navigate.c) drive it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-match-private.h"

G_BEGIN_DECLS

/* The side whose time runs made to follow the phase and the place in the
 * record (nobody's while a move of the match is being played). */
void     ishi_match_clock_sync (IshiMatch *self);
/* Before `mover`'s move: FALSE when the flag fell and the game ended. */
gboolean ishi_match_clock_before_move (IshiMatch *self, IshiColor mover);
/* After `mover`'s move: charged to it, its time written into the record. */
void     ishi_match_clock_after_move (IshiMatch *self, IshiColor mover);

G_END_DECLS
