/* ishi-new-game-time.h — the New Game dialog's time control: the time
 * drop-down's presets (Go's clocks, or those of Renju's tournaments) and
 * "Other…", whose fields make a custom one of any system; the fields
 * shown for the system chosen; the time control read from them and shown
 * in them.  Used by the dialog (ishi-new-game-dialog.c) and Start
 * (ishi-new-game-start.c), on the dialog's parts; it calls neither.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-new-game-private.h"

G_BEGIN_DECLS

/* The time drop-down's entries for Go's presets or Renju's, then
 * "Other…".  The time control shown stays when the other game's list has
 * it, as a custom one when not. */
void ishi_new_game_time_fill              (IshiNewGameDialog *self, gboolean renju);

/* The time control chosen: a preset's, or the custom fields'. */
void ishi_new_game_time_get               (IshiNewGameDialog *self, IshiTimeControl *tc);

/* `tc` chosen: its preset, else "Other…" with the fields filled. */
void ishi_new_game_time_show              (IshiNewGameDialog *self, const IshiTimeControl *tc);

/* The custom fields shown for "Other…", those the system uses, named
 * for it. */
void ishi_new_game_time_update_visibility (IshiNewGameDialog *self);

G_END_DECLS
