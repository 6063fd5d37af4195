/* ishi-edit-mode.h — the Play page's Edit mode: setting up a position on
 * the board (a diagram editor).
 *
 * The mode is the page's stateful action play.edit (a toggle in the header
 * bar and the menu); while it is on, the palette (ishi-edit-palette.h) is
 * shown above the board and a click or Enter on a point applies the chosen
 * tool there through an IshiGameEditor (ishi-game-edit.h), so every edit is
 * in the record — saved with it, the record marked changed — and can be
 * undone (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y to redo).  Keys on the board: B,
 * W, E (stones), T, C, S, X (marks), L (label); Esc leaves.  Leaving
 * returns to play or review at the node the edits ended on.
 *
 * Editing is for games between people: with an engine at the board the
 * mode is not offered (the engine would answer an edited position).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-render.h"
#include "ishi-edit-palette.h"
#include "ishi-game-edit.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_EDIT_MODE (ishi_edit_mode_get_type ())
G_DECLARE_FINAL_TYPE (IshiEditMode, ishi_edit_mode, ISHI, EDIT_MODE, GObject)

/* Adds play.edit, play.edit-tool, play.edit-to-move, play.edit-undo,
 * play.edit-redo and play.save-lesson-step to `map`; `palette` is shown
 * while editing; `owner` is the page (not referenced: it holds the mode). */
IshiEditMode *ishi_edit_mode_new (GActionMap *map, IshiEditPalette *palette, GtkWidget *owner);
void          ishi_edit_mode_set_match (IshiEditMode *self, IshiMatch *match);

gboolean        ishi_edit_mode_get_active (IshiEditMode *self);
/* The editor while the mode is on, else NULL. */
IshiGameEditor *ishi_edit_mode_get_editor (IshiEditMode *self);

/* A click or Enter on (x, y) while editing: the tool is applied. */
void     ishi_edit_mode_point_activated (IshiEditMode *self, int x, int y);
/* The mode's keys; TRUE when the key was one. */
gboolean ishi_edit_mode_key (IshiEditMode *self, guint keyval, GdkModifierType modifiers,
                             GtkWidget *focus);
/* What the board shows while editing, over the game's model: the stone
 * the tool would put under the pointer, and in Renju Black's forbidden
 * points whoever is to move. */
void     ishi_edit_mode_decorate (IshiEditMode *self, IshiBoardModel *model, IshiPoint hover);

/* While editing, the actions that play (pass, resign, undo and redo a
 * move, delete a variation, ...) are disabled: the header bar's buttons would otherwise add
 * moves to a position being set up.  Call after the match's actions were
 * enabled for the match (ishi_match_actions_update). */
void     ishi_edit_mode_hold_play_actions (IshiEditMode *self);

/* Signal "changed": the mode went on or off. */

G_END_DECLS
