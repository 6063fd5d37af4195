/* ishi-collection-picker.h — which game of a collection to open: a list of
 * the games (name, players, date), Open and Cancel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "ishi-sgf.h"

G_BEGIN_DECLS

/* Called once, with the index of the chosen game, or -1 when cancelled. */
typedef void (*IshiCollectionPicked) (int index, gpointer user_data);

/* Shows a modal dialog over `parent` listing `games` (of
 * IshiCollectionGame, by their titles).  The list is the dialog's "list"
 * data, for tests. */
GtkWindow *ishi_collection_picker_show (GtkWindow *parent, GPtrArray *games,
                                        IshiCollectionPicked picked, gpointer user_data);

/* The title of game `index` (from 0) in the list: "3. GN", "3. PB – PW
 * DT" or "3. Game 3". */
char *ishi_collection_picker_title (IshiSgfNode *root, guint index);

G_END_DECLS
