/* ishi-board-markup.h — what the board renderer draws over the stones
 * (ishi-board-markup.c), for the renderer (ishi-board-render.c).  Private
 * to the renderer's files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render-private.h"

/* In the order the renderer draws them: each point's territory, move
 * number or last-move ring, mark and loss; the labels; the dimmed,
 * selected and highlighted points; the lines, arrows and bands; the
 * crosses on forbidden points. */
void ishi_board_draw_point_markup (IshiBoardPainter *p);
void ishi_board_draw_labels (IshiBoardPainter *p);
void ishi_board_draw_point_overlays (IshiBoardPainter *p);
void ishi_board_draw_lines_and_bands (IshiBoardPainter *p);
void ishi_board_draw_forbidden_points (IshiBoardPainter *p);
