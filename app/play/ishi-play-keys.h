/* ishi-play-keys.h — the play page's review keys (ishi-play-keys.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-edit-mode.h"

G_BEGIN_DECLS

/* A key pressed anywhere on the page (`page`, with its `board`): TRUE when
 * it moved through the record, passed, or was the edit mode's; FALSE to
 * let the focused widget have it.  `reviewing`: the review panel is shown
 * (the arrows step through the record instead of moving the cursor). */
gboolean ishi_play_keys_review (GtkWidget *page, GtkWidget *board, gboolean reviewing,
                                IshiEditMode *edit_mode, GActionGroup *actions,
                                guint keyval, GdkModifierType modifiers);

G_END_DECLS
