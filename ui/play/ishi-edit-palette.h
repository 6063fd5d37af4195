/* ishi-edit-palette.h — the tools of the Play page's Edit mode: black and
 * white stones, erase, the four marks, a label (typed or the next free
 * letter), the side to move, undo and redo, Save as a Lesson Step and Done.
 *
 * The palette knows no rules and holds no state but the label text: each
 * button is an action of the page (play.edit-tool with "black", "white",
 * "erase", "TR", "CR", "SQ", "MA" or "label"; play.edit-to-move with
 * "black" or "white"; play.edit-undo, play.edit-redo,
 * play.save-lesson-step; play.edit to leave), so the buttons show the
 * state of the actions and the keys reach the same actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_EDIT_PALETTE (ishi_edit_palette_get_type ())
G_DECLARE_FINAL_TYPE (IshiEditPalette, ishi_edit_palette, ISHI, EDIT_PALETTE, GtkBox)

GtkWidget  *ishi_edit_palette_new (void);
/* The text typed for labels ("" for the next free letter). */
const char *ishi_edit_palette_get_label_text (IshiEditPalette *self);
void        ishi_edit_palette_set_label_text (IshiEditPalette *self, const char *text);

G_END_DECLS
