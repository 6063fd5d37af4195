/* ishi-class-grid.h — how the class view lays out every table's board on
 * the projector: the columns and rows, the boards' size and the type of
 * the names and of the line under each board, from the number of boards
 * and the room the window gives them.  A pure function, measured by a
 * unit test (test-class-grid) at the counts and screens a class uses.
 *
 * Each cell of the grid is the players' names on one line (Black's at the
 * left, White's at the right, the side to move marked), the board, and a
 * line under it (the clocks, the count, the result).  The names' type
 * grows with the board, as the cell's width lets the class's names stand
 * side by side whole: with names of three characters (はると, ゆい,
 * 大翔) at least 24 px for 32 boards on a 1920×1080 projector, readable
 * from the back of a classroom (some 5 m); the boards are as large as the
 * cells let them be.  Below a least board the grid stops shrinking and
 * scrolls instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ISHI_CLASS_GRID_GAP 8          /* between cells, px */
#define ISHI_CLASS_GRID_LEAST_BOARD 80  /* the least board before the grid scrolls */

typedef struct {
  guint columns, rows;
  int board;                 /* each board's side, px */
  int names_px;              /* the names' type, px */
  int state_px;              /* the type of the line under the board, px */
  int cell_width, cell_height;
  gboolean scrolls;          /* the grid is taller than the room (boards at their least) */
} IshiClassGrid;

/* The layout of `n` boards (n ≥ 1) in `width` × `height` px, for names
 * of `name_chars` characters at most (the longest seated; 2 to 8). */
void ishi_class_grid_layout (guint n, guint name_chars, int width, int height, IshiClassGrid *grid);
/* The height of a cell's names line and of its line under the board for
 * the type of `grid` (what the layout leaves them). */
int  ishi_class_grid_names_height (const IshiClassGrid *grid);
int  ishi_class_grid_state_height (const IshiClassGrid *grid);

G_END_DECLS
