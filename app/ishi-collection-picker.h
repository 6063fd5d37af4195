/* ishi-collection-picker.h — which game of a collection to open: a list of
 * the games (name, players, date), Open and Cancel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called once, with the index of the chosen game, or -1 when cancelled. */
typedef void (*IshiCollectionPicked) (int index, gpointer user_data);

/* Shows a modal dialog over `parent` listing `games` (of IshiSgfNode *,
 * roots).  The list is the dialog's "list" data, for tests. */
GtkWindow *ishi_collection_picker_show (GtkWindow *parent, GPtrArray *games,
                                        IshiCollectionPicked picked, gpointer user_data);

G_END_DECLS
