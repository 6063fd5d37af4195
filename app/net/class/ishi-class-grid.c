/* ishi-class-grid.c — see ishi-class-grid.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ishi-class-grid.h"

#define LINE_HEIGHT 1.35          /* a line of text over its type's size */
#define PILL 8                    /* the mark of the side to move around its name: padding, px */
#define INNER_GAP 4               /* between the lines and the board in a cell */
/* The names' type read from the back of the room: 24 px of a picture
 * 1920 px wide (a projector shows any picture the same size: 16 px of
 * one 1280 px wide are as large on the wall). */
#define READABLE_PX_AT_1920 24
/* Beside the names' characters on a cell's width: the two marks' padding
 * (4 px each side), the space between them (4 px), and 8 px to spare. */
#define NAMES_SPARE 28

/* The type that goes with a board of `board` px in a cell `cell_width`
 * px wide: the names a seventh of the board but 24 px at the least, the
 * type read from the back of a classroom (some 5 m from a projected
 * 1920×1080 picture), as the cell's width lets two names of `chars`
 * characters stand side by side (each with its stone in half the width,
 * with the mark's padding); 12 px at the very least (a
 * screen of 61 boards), 48 at the most, beyond which
 * the type says nothing more and takes the boards' room.  The line under
 * the board two thirds of the names. */
/* The width two names of `chars` characters take side by side at `px`,
 * each with its stone and its mark. */
static int
names_width (int px, guint chars)
{
  return 2 * ((int) chars + 1) * px + NAMES_SPARE;
}

static int
readable_px (int width)
{
  return MAX (16, (int) lround (READABLE_PX_AT_1920 * (width + 24) / 1920.0));
}

static void
type_sizes (int board, int cell_width, int readable, guint chars, int *names, int *state)
{
  double wanted = MAX (board * 0.15, readable);
  double room = (cell_width - NAMES_SPARE) / (2.0 * (chars + 1));

  *names = CLAMP ((int) MIN (wanted, room), 12, 48);
  *state = MAX (12, (int) lround (*names * 0.65));
}

int
ishi_class_grid_names_height (const IshiClassGrid *grid)
{
  return (int) ceil (grid->names_px * LINE_HEIGHT) + PILL;
}

int
ishi_class_grid_state_height (const IshiClassGrid *grid)
{
  return (int) ceil (grid->state_px * LINE_HEIGHT);
}

static int
text_height (const IshiClassGrid *grid)
{
  return ishi_class_grid_names_height (grid) + ishi_class_grid_state_height (grid) + 2 * INNER_GAP;
}

/* How good a layout is: its boards' size, weighed down by the square of
 * how far its names fall short of the type read from the back of the
 * room, and by half again if two names do not stand whole side by side;
 * a layout with boards under the least is worth next to nothing (the
 * grid scrolls then). */
static double
score (const IshiClassGrid *g, int readable, guint chars)
{
  double short_of = MIN (1.0, (double) g->names_px / readable);
  double worth = g->board * short_of * short_of;

  if (g->cell_width < names_width (g->names_px, chars))
    worth /= 2;
  if (g->board < ISHI_CLASS_GRID_LEAST_BOARD)
    worth /= 100;
  return worth;
}

void
ishi_class_grid_layout (guint n, guint name_chars, int width, int height, IshiClassGrid *grid)
{
  IshiClassGrid best = { 0 };
  int readable;
  double best_score = -1;

  g_return_if_fail (grid != NULL);
  n = MAX (n, 1u);
  name_chars = CLAMP (name_chars, 2u, 8u);
  width = MAX (width, 1);
  height = MAX (height, 1);
  readable = readable_px (width);
  /* Every number of columns, and the one of the best score (the largest
   * boards with names readable from the back of the room); among equals
   * the fewest columns (the fewest empty cells). */
  for (guint columns = 1; columns <= n; columns++)
    {
      IshiClassGrid g = { 0 };
      double worth;
      g.columns = columns;
      g.rows = (n + columns - 1) / columns;
      g.cell_width = (width - ((int) g.columns - 1) * ISHI_CLASS_GRID_GAP) / (int) g.columns;
      g.cell_height = (height - ((int) g.rows - 1) * ISHI_CLASS_GRID_GAP) / (int) g.rows;
      if (g.cell_width <= 0 || g.cell_height <= 0)
        continue;
      /* The largest board whose cell, with its lines, fits. */
      for (g.board = MIN (g.cell_width, g.cell_height); g.board > 0; g.board--)
        {
          type_sizes (g.board, g.cell_width, readable, name_chars, &g.names_px, &g.state_px);
          if (g.board + text_height (&g) <= g.cell_height)
            break;
        }
      worth = score (&g, readable, name_chars);
      if (worth > best_score)
        {
          best = g;
          best_score = worth;
        }
    }
  if (best.board >= ISHI_CLASS_GRID_LEAST_BOARD || width < ISHI_CLASS_GRID_LEAST_BOARD)
    {
      if (best.board <= 0)
        {
          /* No room at all (a window being made): one column, least type. */
          best.columns = 1;
          best.rows = n;
          best.cell_width = width;
          best.board = MAX (1, width);
          type_sizes (best.board, width, readable, name_chars, &best.names_px, &best.state_px);
          best.cell_height = best.board + text_height (&best);
          best.scrolls = TRUE;
        }
      *grid = best;
      return;
    }
  /* Too many for the room: boards at their least (and cells as wide as
   * the names take at the least type), as many to a row as the width
   * takes, and the grid scrolls. */
  best.columns = MAX (1, (width + ISHI_CLASS_GRID_GAP)
                           / (MAX (ISHI_CLASS_GRID_LEAST_BOARD, names_width (12, name_chars)) + ISHI_CLASS_GRID_GAP));
  best.columns = MIN (best.columns, n);
  best.rows = (n + best.columns - 1) / best.columns;
  best.cell_width = (width - ((int) best.columns - 1) * ISHI_CLASS_GRID_GAP) / (int) best.columns;
  best.board = best.cell_width;
  type_sizes (best.board, best.cell_width, readable, name_chars, &best.names_px, &best.state_px);
  best.cell_height = best.board + text_height (&best);
  best.scrolls = best.rows * best.cell_height + (best.rows - 1) * ISHI_CLASS_GRID_GAP > (guint) height;
  *grid = best;
}
