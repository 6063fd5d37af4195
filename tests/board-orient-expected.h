/* board-orient-expected.h — where each orientation of the board puts the
 * record's point (x, y), worked out from the pictures, not from the code
 * under test (ui/board/ishi-board-orient.c): a quarter turn clockwise puts
 * the record's left edge at the top, so A1 (bottom left) goes to the top
 * left; a mirror puts A1 at the bottom right; and so on.  Included by
 * test-board-orient.c and test-window-view.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-orient.h"

G_GNUC_UNUSED static void
expected_view (IshiBoardOrientation o, int size, int x, int y, int *vx, int *vy)
{
  int l = size - 1;

  switch (o)
    {
    case ISHI_BOARD_ORIENTATION_NORMAL:          *vx = x;     *vy = y;     break;
    case ISHI_BOARD_ORIENTATION_ROTATE_90:       *vx = l - y; *vy = x;     break;
    case ISHI_BOARD_ORIENTATION_ROTATE_180:      *vx = l - x; *vy = l - y; break;
    case ISHI_BOARD_ORIENTATION_ROTATE_270:      *vx = y;     *vy = l - x; break;
    case ISHI_BOARD_ORIENTATION_FLIP:            *vx = l - x; *vy = y;     break;
    /* mirrored, then turned: the mirrored left edge (the record's right
     * edge) goes to the top */
    case ISHI_BOARD_ORIENTATION_FLIP_ROTATE_90:  *vx = l - y; *vy = l - x; break;
    case ISHI_BOARD_ORIENTATION_FLIP_ROTATE_180: *vx = x;     *vy = l - y; break;
    case ISHI_BOARD_ORIENTATION_FLIP_ROTATE_270: *vx = y;     *vy = x;     break;
    default: g_assert_not_reached ();
    }
}
