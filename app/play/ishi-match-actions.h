/* ishi-match-actions.h — the play page's actions on a game: pass, an
 * off-board move and the agreed stop (equal stones), resign (asked first),
 * undo and redo, moving through the record, deleting a variation, and the
 * count's Finish, Continue and Change the Count.
 *
 * Each asks the IshiMatch, whose "changed" signal redraws the views; what
 * the match refuses is told with "refused".  It knows nothing of the page:
 * the page gives it the action map to fill and a widget for its question.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_MATCH_ACTIONS (ishi_match_actions_get_type ())
G_DECLARE_FINAL_TYPE (IshiMatchActions, ishi_match_actions, ISHI, MATCH_ACTIONS, GObject)

/* Adds the actions to `map`; `owner` is the widget the resignation
 * question is asked over (not referenced: it holds the actions). */
IshiMatchActions *ishi_match_actions_new (GActionMap *map, GtkWidget *owner);
void              ishi_match_actions_set_match (IshiMatchActions *self, IshiMatch *match);
/* Enables what the match allows now (call on its "changed"). */
void              ishi_match_actions_update (IshiMatchActions *self);

/* Signal "refused" (const char *message): the match said no; `message`
 * says why, or is NULL when there is nothing to say but a bell. */

G_END_DECLS
