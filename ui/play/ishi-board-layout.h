/* ishi-board-layout.h — the board frame's geometry (ishi-board-frame.h):
 * where the board's square and the panel beside or under it go in an
 * area, from the sizes the frame measured — on the side that leaves the
 * larger board, the room to keep for the count, the square against the
 * panel's place where that saves a slide — and how a row or column of
 * parts shares room too small for them.  Only rectangles: the frame
 * measures its widgets and gives them what this plans.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where the board and the panel go in an area of one size: worked out
 * once for that size (from the panel's natural size then), and kept while
 * the area keeps its size, whatever the panel's parts show meanwhile. */
typedef struct {
  gboolean valid;
  int width, height, footer_height;   /* the area it is for */
  gboolean keep_room;
  GtkAllocation whole;                /* the board without the panel */
  GtkAllocation with;                 /* the board beside the panel */
  GtkAllocation aside;                /* the panel's rectangle */
  gboolean row;                       /* its parts side by side */
  gboolean reserve;                   /* the board keeps to `with` even while hidden */
} IshiBoardLayout;

/* What the frame measured for a plan. */
typedef struct {
  gboolean panel;        /* the panel has a part to show: else the board has it all */
  int board_min;         /* the board's least width */
  int side_width;        /* the panel's natural width, its parts one over the other */
  gboolean row;          /* under the board its parts fit side by side … */
  int below_height;      /* … and its height there (side by side, or one over the other) */
  gboolean keep_room;    /* a game played: the board keeps its size when the count comes */
  int margin;            /* the frame's margin around the board's square */
} IshiBoardLayoutNeeds;

/* The plan for an area `width`×`height` above the footer's band; a panel
 * under the board comes under the footer too. */
void ishi_board_layout_plan  (IshiBoardLayout *layout, int width, int height, int footer_height,
                              const IshiBoardLayoutNeeds *needs);

/* The room a part takes across its row of `total` when the row has only
 * `room`: its share, never less than it needs at least (`minimum`). */
int  ishi_board_layout_share (int want, int total, int room, int minimum);

G_END_DECLS
