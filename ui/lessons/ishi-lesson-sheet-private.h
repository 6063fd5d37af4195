/* ishi-lesson-sheet-private.h — the text of a lesson on paper, shared by
 * the worksheet (ishi-lesson-sheet.c) and its text (ishi-lesson-sheet-text.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ishi-lesson.h"

G_BEGIN_DECLS

#define SHEET_FONT "Noto Serif CJK JP, Noto Sans CJK JP, DejaVu Serif"

/* A layout of the sheet's type, `size` points, wrapped at `width` (-1: not). */
PangoLayout *ishi_sheet_layout (cairo_t *cr, double size, gboolean bold, double width);
double       ishi_sheet_layout_height (PangoLayout *layout);

/* A paragraph with its ruby: its height at `width`, and drawn with its
 * top left at (x, y). */
double ishi_sheet_paragraph_height (cairo_t *cr, const IshiLessonParagraph *paragraph, double size,
                                    gboolean bold, double width);
void   ishi_sheet_draw_paragraph (cairo_t *cr, const IshiLessonParagraph *paragraph, double size,
                                  gboolean bold, double x, double y, double width);

G_END_DECLS
