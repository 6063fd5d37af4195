/* ishi-move-list.h — the moves of the line on screen as text, one a row
 * ("87 W M12"), the current one selected and kept in view — also when the
 * list is shown after the record moved (it scrolls once laid out): for
 * reviewing by number and for screen readers, which read the rows as they
 * are.  A click on a row or Enter emit "move-activated" with its index
 * (the window steps through the record on the arrows, and the focus, when
 * it is in the list, follows the current row); the pointer over a row
 * only marks it (lighter than the current row's mark), never selects it.
 * At move 0 (no row current) the list shows its top.
 *
 * The rows are written by the caller (it knows the rules' coordinates).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_MOVE_LIST (ishi_move_list_get_type ())
G_DECLARE_FINAL_TYPE (IshiMoveList, ishi_move_list, ISHI, MOVE_LIST, GtkWidget)

GtkWidget *ishi_move_list_new (void);
/* The rows, replacing those shown (NULL-terminated). */
void       ishi_move_list_set_moves   (IshiMoveList *self, const char *const *rows);
/* Selects row `index` and scrolls it into view; -1 selects none. */
void       ishi_move_list_set_current (IshiMoveList *self, int index);
guint      ishi_move_list_get_n_moves (IshiMoveList *self);
/* A review's grade of each row's loss, 0 none … 3 a blunder: the row's
 * colour (n may be shorter than the list: the rest have none). */
void       ishi_move_list_set_grades  (IshiMoveList *self, const guint8 *grades, guint n);
guint      ishi_move_list_get_grade   (IshiMoveList *self, guint index);
/* The text of row `index` (for tests). */
const char *ishi_move_list_get_move   (IshiMoveList *self, guint index);
/* What a click on row `index` does (for tests). */
void       ishi_move_list_activate    (IshiMoveList *self, guint index);
/* The row selected (the current move's), -1 for none; the list view
 * itself (for tests). */
int          ishi_move_list_get_selected (IshiMoveList *self);
GtkListView *ishi_move_list_get_view     (IshiMoveList *self);

G_END_DECLS
