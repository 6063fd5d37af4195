/* ishi-bar-slot.h — the room of the bars above the board (a Renju set's,
 * the opening's steps), kept while one game is shown.
 *
 * Its children are stacked, top to bottom.  Once it has been given a
 * height with one of them shown, it keeps asking for that height, shown or
 * not, until ishi_bar_slot_forget: the board under it keeps its size and
 * place when a bar goes (White's choice answered, the opening over) or
 * changes (each step of the offers), and a click lands where it was aimed.
 * The window forgets at each new game, whose bars are another's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_BAR_SLOT (ishi_bar_slot_get_type ())
G_DECLARE_FINAL_TYPE (IshiBarSlot, ishi_bar_slot, ISHI, BAR_SLOT, GtkWidget)

GtkWidget *ishi_bar_slot_new    (void);
/* The height kept (0: none) is given up: the slot is as high as its
 * children shown. */
void       ishi_bar_slot_forget (IshiBarSlot *self);
/* The height kept, in pixels (for tests). */
int        ishi_bar_slot_get_kept (IshiBarSlot *self);

G_END_DECLS
