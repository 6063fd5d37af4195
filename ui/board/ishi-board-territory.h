/* ishi-board-territory.h — Show Territory's shading on the board picture.
 *
 * Each point whose IshiBoardPoint.ownership is not 0 gets a square of its
 * owner's colour, larger and darker the surer the owner: a point owned
 * for sure is covered nearly to its neighbours, a point one side owns in
 * three playouts of five is a small pale square.  A stone of the owner's
 * colour needs no mark; a stone of the other colour (a stone its side
 * does not keep) gets a square on it.  Drawn above the stones and below
 * the markup, so that marks, labels and the cursor stay in sight.  In the
 * count, a point that also carries the count's own territory mark
 * (IshiBoardPoint.territory) gets a fainter square with no edge.
 *
 * A part of the board renderer (ishi-board-render.c calls it): a pure
 * function of the model and the geometry, onto a cairo_t.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "ishi-board-render.h"

G_BEGIN_DECLS

/* Points whose ownership is below this (in absolute value) are not
 * shaded: the engine has no opinion there. */
#define ISHI_BOARD_TERRITORY_MIN 0.2

void ishi_board_render_territory (cairo_t *cr, const IshiBoardModel *model,
                                  const IshiBoardGeometry *geometry);

G_END_DECLS
