/* ishi-grid-private.h — plain size × size grids of IshiColor (row by row
 * from the top, index y * size + x), as the counting code and the dead-stone
 * suggestion see a finished position: neighbours and connected pieces.
 * Private to the game's core, and to ishi-tool's scoring, which marks the
 * strings named on its command line with the same neighbours.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

/* The (up to four) neighbours of point p, written to `out`; their number. */
int ishi_grid_neighbours (int size, int p, int out[4]);

typedef gboolean (*IshiGridMember) (IshiColor c, IshiColor ref);
gboolean ishi_grid_is_colour     (IshiColor c, IshiColor ref);
gboolean ishi_grid_is_not_colour (IshiColor c, IshiColor ref);

/* Labels the connected pieces of the points for which member (c, ref) is
 * TRUE — with `same_colour`, neighbours join only if they hold the same
 * colour (strings) — numbered from 0 in the order of their first point.
 * id[p] is -1 outside; `stack` holds size * size ints.  Returns how many. */
int ishi_grid_label (int size, const IshiColor *board, IshiGridMember member,
                     IshiColor ref, gboolean same_colour, int *id, int *stack);

G_END_DECLS
