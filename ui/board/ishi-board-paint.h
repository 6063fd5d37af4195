/* ishi-board-paint.h — what every part of the board's picture paints with
 * (ishi-board-paint.c): the inks they share, the wood, and text fitted
 * into its place.  Private to the renderer's files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render-private.h"

/* The black of stones' marks and text; the GNOME blue of the cursor and
 * of a selection. */
extern const IshiRgba ishi_board_ink_black;
extern const IshiRgba ishi_board_accent;
/* Paints the wood over the whole board square; callers clip. */
void ishi_board_paint_wood (const IshiBoardPainter *p);
/* The names along the edges: brown on wood, black on paper. */
const IshiRgba *ishi_board_coord_color (const IshiBoardPainter *p);
/* Draws `text` centred on (cx, cy), at most `max_width` wide: first
 * narrowed (to 70% at most, which still reads well), then made smaller.
 * Vertically, text is centred on its own ink, or, with `v_reference`, on
 * the ink of that string, so that a row of labels shares one baseline. */
void ishi_board_draw_text (IshiBoardPainter *p, double cx, double cy, const char *text,
                           const char *family, double size, PangoWeight weight,
                           double max_width, const char *v_reference, const IshiRgba *color);
