/* ishi-board-view.h — the board widget: a passive view of an IshiBoardModel.
 *
 * The view draws what it is given and reports what people do with it: a
 * click or Enter on an intersection ("point-activated"), the pointer moving
 * over the points ("point-hovered"), the scroll wheel ("scroll-step").  It
 * knows nothing of rules: whether a move is legal, whether to show a ghost
 * stone, what to say about a point — the window decides and tells it.
 *
 * Keyboard: the arrow keys move a cursor (drawn while the keyboard focus is
 * visible), Enter, Space and keypad Enter activate the point under it.  The
 * same is reachable as the widget actions "board.cursor-move" ("(ii)": the
 * step across and down) and "board.activate".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-render.h"

G_BEGIN_DECLS

#define ISHI_TYPE_BOARD_VIEW (ishi_board_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiBoardView, ishi_board_view, ISHI, BOARD_VIEW, GtkWidget)

/* Text for people about one point, for screen readers: "D4, black stone,
 * black to play".  Returns a newly allocated string, or NULL for none. */
typedef char *(*IshiBoardDescribeFunc) (IshiBoardView *view,
                                        int x, int y,
                                        gpointer user_data);

GtkWidget *ishi_board_view_new (void);

/* Shows a copy of `model`.  Its `cursor` and `orientation` fields are
 * ignored (the keyboard cursor and the orientation belong to the view: see
 * set_cursor and set_orientation); everything else, the ghost stone
 * included, is taken as it is.  Afterwards, if the pointer is over a
 * point, "point-hovered" is emitted again for it, so that a handler can put
 * back a ghost stone that still makes sense in the new position (but not
 * when set_model is called from a "point-hovered" handler). */
void ishi_board_view_set_model (IshiBoardView *self, const IshiBoardModel *model);
/* The model shown, owned by the view. */
const IshiBoardModel *ishi_board_view_get_model (IshiBoardView *self);

/* The model's ghost (the translucent stone under the pointer) is removed
 * by the view itself whenever the pointer moves to another point or leaves
 * the board, before it emits "point-hovered". */

/* How the board lies on the screen (the "orientation" property; NORMAL
 * by default): the model is drawn turned, clicks and the pointer are
 * turned back into the record's points, and the arrow keys move the
 * cursor the way they point on the screen.  Everything the view reports
 * and is given stays in the record's points. */
void                 ishi_board_view_set_orientation (IshiBoardView *self,
                                                      IshiBoardOrientation orientation);
IshiBoardOrientation ishi_board_view_get_orientation (IshiBoardView *self);

/* The keyboard cursor, always on the board (clamped). */
void ishi_board_view_set_cursor (IshiBoardView *self, int x, int y);
IshiPoint ishi_board_view_get_cursor (IshiBoardView *self);

/* Called when the cursor moves or the model changes, for the accessible
 * description of the point under the cursor. */
void ishi_board_view_set_describe_func (IshiBoardView *self,
                                        IshiBoardDescribeFunc func,
                                        gpointer user_data,
                                        GDestroyNotify destroy);

/* Selecting mode (the export dialog's board): dragging from one point to
 * another chooses the rectangle between them, drawn over the board while
 * it is dragged and after; on release, a rectangle of at least 2×2 points
 * is announced with "region-selected" (x1, y1, x2, y2: top-left and
 * bottom-right, core coordinates).  A click activates no point then. */
void     ishi_board_view_set_selecting (IshiBoardView *self, gboolean selecting);
/* Shows a rectangle as chosen (a region typed elsewhere); x1 < 0: none. */
void     ishi_board_view_set_selection (IshiBoardView *self, int x1, int y1, int x2, int y2);
/* The rectangle shown, corners ordered; FALSE when there is none. */
gboolean ishi_board_view_get_selection (IshiBoardView *self, IshiPoint *from, IshiPoint *to);

/* The accessible label.  NULL gives the default, "Go board, 19 by 19";
 * other games pass their own ("Renju board, 15 by 15"). */
void ishi_board_view_set_label (IshiBoardView *self, const char *label);
/* Asks the describe function again (something it tells changed, not the
 * cursor: a refusal, say), so that a screen reader reads it out. */
void ishi_board_view_update_description (IshiBoardView *self);
/* The description last given to the accessibility layer (for tests). */
const char *ishi_board_view_get_description (IshiBoardView *self);

G_END_DECLS
