/* ishi-board-render-private.h — what the board renderer's drawing shares
 * with its sibling files (ishi-board-paint.c paints the wood, the inks and
 * the text, ishi-board-coords.c draws the names along the edges,
 * ishi-board-markup.c what lies over the stones, ishi-board-geometry.c
 * places the board): the painter, the fonts and the margins.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "ishi-board-render.h"

/* Fonts are named, not left to the desktop's defaults, so a picture comes
 * out the same on every machine that has these (Debian: fonts-dejavu-core
 * and fonts-noto-cjk) — the golden images of the tests depend on it. */
#define LATIN_FONT "DejaVu Sans, Noto Sans CJK JP"
#define KANJI_FONT "Noto Sans CJK JP, DejaVu Sans"

/* Distance from the outermost line to the edge of the wood, in spacings.
 * Without coordinates the wood only needs to hold the edge stones (radius
 * 0.47) with a little room; labels need a band of their own; Japanese
 * row names (十九, 二十三) are wider than Western ones. */
#define MARGIN_PLAIN    0.72
#define MARGIN_WESTERN  1.38
#define MARGIN_JAPANESE 1.62

#define MIN_COORD_FONT 9.0   /* pixels */
/* The coordinates' least size as a share of the board's side (the
 * window's size, near enough): 15 px on the 650-px board of a 1280×800
 * window, whatever the board's size (issue 66). */
#define MIN_COORD_FONT_SHARE 0.023
#define STONE_RADIUS 0.47   /* of a spacing: a thin gap between neighbours */

typedef struct {
  double r, g, b, a;
} IshiRgba;

typedef struct {
  cairo_t *cr;
  PangoLayout *layout;
  const IshiBoardModel *model;
  IshiBoardGeometry geometry;
  double radius;        /* of a stone */
  double mark_width;    /* stroke of markup shapes */
  cairo_pattern_t *black_stone;
  cairo_pattern_t *white_stone;
  cairo_pattern_t *shadow;
} IshiBoardPainter;

/* ishi-board-geometry.c */
double ishi_board_margin_for (IshiBoardCoords coords);

static inline void
ishi_board_set_rgba (cairo_t *cr, const IshiRgba *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
}

/* The pixel of the record's point (x, y). */
static inline void
ishi_board_point_center (const IshiBoardPainter *p, int x, int y, double *cx, double *cy)
{
  ishi_board_geometry_point_to_pixel (&p->geometry, x, y, cx, cy);
}

/* Whether the picture shows the record's point (x, y) (a region may not). */
static inline gboolean
ishi_board_shows_point (const IshiBoardPainter *p, int x, int y)
{
  return ishi_board_geometry_shows (&p->geometry, x, y);
}

/* ishi-board-coords.c */
void ishi_board_draw_coordinates (IshiBoardPainter *p);
