/* ishi-board-frame.h — the board and a panel that comes beside it at
 * times (the count), laid out so that the square board never changes size
 * when the panel comes or goes.
 *
 * A square board in a wide area leaves room at its sides, in a tall area
 * room above and below it.  The panel takes its room from that spare
 * dimension: at the right of the board in a landscape area (its two parts
 * one over the other), under it in a portrait one (side by side), so that
 * the board is as large with it as without it.  The board stays centred
 * when the spare room beside it is wide enough, and otherwise keeps its
 * size and makes room by sliding over.  In a nearly square area, with no
 * room to spare either way, the row of the panel's parts under the board
 * is kept for them all the time while "keep-room" is TRUE (a game being
 * played, which ends in a count), so that the board does not shrink when
 * they come — and in a narrow area, where they go one over the other, their
 * column; with "keep-room" FALSE (a record being read) the board has the
 * whole area and shrinks while the panel is shown.
 *
 * Where things go is worked out from the parts' natural sizes when the
 * frame gets a new size (and after set_aside or plan_again), and then
 * kept: what the parts show may change (a line more in the count, a
 * button), the board keeps its size and place, and a part that has
 * outgrown its place scrolls (each part is put in a scrolled window).
 *
 * A footer (the players' bars) sits right under the square, as wide as
 * the board, the board's area being what it leaves.
 *
 * The frame knows nothing of what its children are: the board is any
 * widget that draws itself square inside what it is given.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_BOARD_FRAME (ishi_board_frame_get_type ())
G_DECLARE_FINAL_TYPE (IshiBoardFrame, ishi_board_frame, ISHI, BOARD_FRAME, GtkWidget)

GtkWidget *ishi_board_frame_new        (void);
/* Property "board" (GtkWidget): the square child, which takes the rest. */
void       ishi_board_frame_set_board  (IshiBoardFrame *self, GtkWidget *board);
GtkWidget *ishi_board_frame_get_board  (IshiBoardFrame *self);
/* The panel, in two parts (either may be NULL): `first` above `second`
 * at the side, `first` left of `second` below. */
void       ishi_board_frame_set_aside  (IshiBoardFrame *self, GtkWidget *first, GtkWidget *second);
/* A band right under the board's square, as wide as it (the players'
 * bars), always there: the board's room is what the band leaves. */
void       ishi_board_frame_set_footer (IshiBoardFrame *self, GtkWidget *footer);
/* Property "side" (GtkWidget): a panel of its own that comes and goes
 * (the analysis' graph and progress), left of the square, its bottom at
 * the square's and as wide as the room there, where that room is wide
 * enough for it (with the count shown or not): the board keeps its size
 * and place when it comes.  Otherwise it goes under everything, across
 * the frame, and the board has what it leaves. */
void       ishi_board_frame_set_side   (IshiBoardFrame *self, GtkWidget *side);
GtkWidget *ishi_board_frame_get_side   (IshiBoardFrame *self);
/* Property "aside-shown" (boolean, FALSE at first): whether the panel is
 * on the screen.  Its room is reckoned with either way. */
void       ishi_board_frame_set_aside_shown (IshiBoardFrame *self, gboolean shown);
gboolean   ishi_board_frame_get_aside_shown (IshiBoardFrame *self);
/* The room kept between the board's square and the frame's edges (and
 * the panel) at its sides and above it (0 at first): the square touched
 * the window's edge when the area was narrower than high. */
void       ishi_board_frame_set_margin      (IshiBoardFrame *self, int margin);
/* Property "keep-room" (boolean, TRUE at first): see above. */
void       ishi_board_frame_set_keep_room   (IshiBoardFrame *self, gboolean keep);
/* The parts will show other things from now on (a new game, under other
 * rules): where things go is worked out again at the next layout. */
void       ishi_board_frame_plan_again      (IshiBoardFrame *self);

G_END_DECLS
