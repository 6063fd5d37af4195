/* ishi-go-estimate.h — Black's lead in a position as Ishi's Go engine sees
 * it: the count of its playouts' ownership by the row's method, komi
 * included (issue 76).  Analyse This Game (core/engines/analysis) and the
 * GTP server's estimate_score (ishi-go-gtp.c) both answer with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-go-board.h"
#include "ishi-go-engine.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

/* Black's lead by the count of `ruleset` on `board` whose points end
 * Black's with the share black[p] and White's with white[p] (p = y * size
 * + x): an empty point is its owner's, a stone that ends the other side's
 * is dead (under territory counting its point and a prisoner), the
 * prisoners taken so far and the komi (the area rows' handicap
 * compensation with it) as the playouts count them (ishi-go-game.c). */
double ishi_go_estimate_count (const IshiGoBoard *board, const IshiRuleset *ruleset, double komi,
                               int handicap, const double *black, const double *white);

/* A board with `board`'s stones and side to move and nothing of its
 * history (no passes, ko or prisoners): a game over searched again as a
 * position to play out. */
IshiGoBoard *ishi_go_estimate_stones_of (const IshiGoBoard *board);

/* Black's lead at `board` by `engine` (its settings: playouts, seed,
 * threads, rules): one search with the ownership counted, or, the game
 * over (two passes), two of its stones alone, one with each side to move
 * first.  FALSE when nothing was searched (an error, or cancelled). */
gboolean ishi_go_estimate_lead (IshiGoEngine *engine, const IshiGoBoard *board, const IshiRuleset *ruleset,
                                double komi, int handicap, GCancellable *cancellable, double *lead,
                                GError **error);

G_END_DECLS
