/* ishi-game-edit.h — setting up a position in a record: the diagram editor
 * behind the Play page's Edit mode.
 *
 * Every edit goes into the record, as SGF FF[4] says (sgf-ff4 "setup" and
 * "markup" properties):
 *
 *  - stones are added and removed with AB, AW and AE, and the side to move
 *    is PL.  These are setup properties, which FF[4] keeps out of a node
 *    that holds a move: at a node with a move (B or W) the first setup edit
 *    makes a new node after it (a variation when the move already has a
 *    continuation) and goes there; at the root or a node without a move the
 *    node itself is changed.  A point is named at most once in AB/AW/AE of
 *    a node: an edit takes the point out of all three and names it again
 *    only where the wanted stone differs from the position before the node.
 *  - marks (TR, CR, SQ, MA) and labels (LB) are markup, allowed in any node:
 *    they go on the current node.  A point carries at most one of the four
 *    marks (FF[4] forbids more).
 *
 * Undo and redo cover the edits made through one editor: each keeps the
 * setup and markup properties of the node before and after, and whether
 * the node was made by the edit, and finds the node again by its path in
 * the record, so that moving through the record in between does no harm.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-game.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GAME_EDITOR (ishi_game_editor_get_type ())
G_DECLARE_FINAL_TYPE (IshiGameEditor, ishi_game_editor, ISHI, GAME_EDITOR, GObject)

/* An editor of `game` (a reference is taken) at whatever node it is on. */
IshiGameEditor *ishi_game_editor_new (IshiGame *game);
IshiGame       *ishi_game_editor_get_game (IshiGameEditor *self);

/* The point becomes `color` (ISHI_EMPTY: no stone).  FALSE when it already
 * was, or the point is off the board; nothing is recorded then. */
gboolean ishi_game_editor_set_stone    (IshiGameEditor *self, int x, int y, IshiColor color);
/* A click with a stone tool: `color`, or no stone when it is there already. */
gboolean ishi_game_editor_toggle_stone (IshiGameEditor *self, int x, int y, IshiColor color);
/* `id` is "TR", "CR", "SQ" or "MA": the mark goes on the point (replacing
 * another of the four), or comes off when it is there. */
gboolean ishi_game_editor_toggle_mark  (IshiGameEditor *self, int x, int y, const char *id);
/* A label on the point: `text`, or with NULL or "" the next free letter
 * (ishi_game_editor_next_label); a point that has a label loses it. */
gboolean ishi_game_editor_toggle_label (IshiGameEditor *self, int x, int y, const char *text);
/* The first of A–Z, then a–z, that no label of the current node uses;
 * NULL when all are taken. */
char    *ishi_game_editor_next_label   (IshiGameEditor *self);
/* PL: the side to move after the current node.  FALSE when it already is. */
gboolean ishi_game_editor_set_to_move  (IshiGameEditor *self, IshiColor color);

gboolean ishi_game_editor_can_undo (IshiGameEditor *self);
gboolean ishi_game_editor_can_redo (IshiGameEditor *self);
/* FALSE when there is nothing to undo (or redo), or when the node of the
 * edit is no longer in the record (the history is then dropped). */
gboolean ishi_game_editor_undo (IshiGameEditor *self);
gboolean ishi_game_editor_redo (IshiGameEditor *self);

/* Signal "history-changed": can_undo or can_redo may have changed. */

G_END_DECLS
