/* ishi-game-panel.h — under the board: the players while the game goes
 * on, the count and its buttons once it is over, and the status line.
 *
 * A view of an IshiMatch: it follows the match's "changed" signal.  The
 * players' line and the count share one place of one height, so the board
 * keeps its size when counting begins.  Its buttons use the play page's
 * actions (play.finish, play.continue, play.undo, play.reopen-count).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GAME_PANEL (ishi_game_panel_get_type ())
G_DECLARE_FINAL_TYPE (IshiGamePanel, ishi_game_panel, ISHI, GAME_PANEL, GtkBox)

void ishi_game_panel_set_match (IshiGamePanel *self, IshiMatch *match);
/* What the status line says besides the game's state: the last refusal
 * (`message`) and why the point under the pointer is forbidden (`hint`);
 * either may be NULL. */
void ishi_game_panel_set_note (IshiGamePanel *self, const char *message, const char *hint);
/* While counting: a click marks seki (TRUE) or dead stones (FALSE). */
gboolean ishi_game_panel_get_seki_mode (IshiGamePanel *self);

G_END_DECLS
