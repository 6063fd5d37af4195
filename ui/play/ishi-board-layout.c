/* ishi-board-layout.c — see ishi-board-layout.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-board-layout.h"

/* The room a part takes across its row of `total` when the row has only
 * `room`: its share, never less than it needs at least. */
int
ishi_board_layout_share (int want, int total, int room, int minimum)
{
  if (total <= room || total == 0)
    return want;
  return MAX (minimum, (int) ((gint64) want * room / total));
}

/* The panel at the right, `aw` wide: the board stays where it is when
 * the room right of the centred square is wide enough, else it has the
 * rest of the width (and keeps its size where that is as high). */
static void
place_at_side (int width, int height, int aw, GtkAllocation *board, GtkAllocation *aside)
{
  int margin = (width - MIN (width, height)) / 2;

  if (margin >= aw)
    {
      *board = (GtkAllocation) { 0, 0, width, height };
      *aside = (GtkAllocation) { width - margin + (margin - aw) / 2, 0, aw, height };
    }
  else
    {
      *board = (GtkAllocation) { 0, 0, MAX (0, width - aw), height };
      *aside = (GtkAllocation) { MAX (0, width - aw), 0, aw, height };
    }
}

/* The same under the board, `ah` high. */
static void
place_below (int width, int height, int ah, GtkAllocation *board, GtkAllocation *aside)
{
  int margin = (height - MIN (width, height)) / 2;

  if (margin >= ah)
    {
      *board = (GtkAllocation) { 0, 0, width, height };
      *aside = (GtkAllocation) { 0, height - margin + (margin - ah) / 2, width, ah };
    }
  else
    {
      *board = (GtkAllocation) { 0, 0, width, MAX (0, height - ah) };
      *aside = (GtkAllocation) { 0, MAX (0, height - ah), width, ah };
    }
}

void
ishi_board_layout_plan (IshiBoardLayout *layout, int width, int height, int footer_height,
                        const IshiBoardLayoutNeeds *needs)
{
  int board_min = needs->board_min, ah = needs->below_height, aw;
  gboolean row = needs->row, below;

  *layout = (IshiBoardLayout) { .valid = TRUE, .width = width, .height = height, .footer_height = footer_height,
                                .keep_room = needs->keep_room };
  layout->whole = layout->with = (GtkAllocation) { 0, 0, width, height };
  if (!needs->panel)
    return;
  aw = MIN (needs->side_width, MAX (0, width - board_min));
  /* Whichever place leaves the larger board; the side when equal, which
   * is every landscape area with room to spare. */
  below = height - ah >= board_min
          && (width - aw < board_min || MIN (width, height - ah) > MIN (width - aw, height));
  if (below)
    {
      place_below (width, height, ah, &layout->with, &layout->aside);
      layout->aside.y += footer_height;
    }
  else
    place_at_side (width, height, aw, &layout->with, &layout->aside);
  layout->row = below && row;
  /* While the room is to be kept (a game played, which ends in a count),
   * the board has the size it has beside the panel all the time, so that
   * it does not shrink when the count comes: in a nearly square area the
   * row of the panel's parts under the board stays theirs, in a tall or
   * narrow one their column.  Where the board has that size in the whole
   * area too (a wide area: the panel beside it, in the room the square
   * leaves), it stays centred and slides over when the panel comes. */
  layout->reserve = needs->keep_room
                    && MIN (layout->with.width, layout->with.height) < MIN (width, height);
  /* Beside it where the room right of the centred square is a little too
   * narrow for the panel, though the square keeps its size: the square
   * sits against the panel's place from the start, and stays there when
   * the panel comes (it slid 148 px left at 1024×700, issue 77 item 13;
   * centred in the room left of the panel it had left 300 px empty at
   * the right) — where that puts it off the centre by at most half the
   * slide it saves (69 px at 1024×700, for 148); further off (800×600)
   * it stays centred, and slides. */
  if (needs->keep_room && !below && !layout->reserve && layout->with.width < width)
    {
      int m = MAX (needs->margin, 0);
      int side = MIN (layout->with.width - 2 * m, height - m);
      int x = layout->with.width - (side + 2 * m);
      int slide = (width - layout->with.width) / 2;   /* what the centred square would slide */

      if (side > 0 && x >= 0 && 2 * (width / 2 - (x + side / 2 + m)) <= slide)
        {
          layout->with = (GtkAllocation) { x, 0, side + 2 * m, height };
          layout->reserve = TRUE;
        }
    }
}

