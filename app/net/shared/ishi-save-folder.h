/* ishi-save-folder.h — the folder a save dialog of the class's papers
 * (the report's CSV and PDF, the day's games sheet) opens in: the last
 * folder one of them was saved to from the same window, else the
 * Documents folder, else the home folder — never the folder Ishi was
 * started from (the build folder, as the README starts it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The Documents folder when it exists, else the home folder. */
GFile *ishi_save_folder_default (void);
/* The folder for a save from `owner` (a window): the last one
 * ishi_save_folder_remember() kept on it, else the default. */
GFile *ishi_save_folder_for (GObject *owner);
/* The folder of `saved`, kept on `owner` for its next save. */
void   ishi_save_folder_remember (GObject *owner, GFile *saved);
/* `chooser` opened in ishi_save_folder_for (owner). */
void   ishi_save_folder_apply (GtkFileChooser *chooser, GObject *owner);

G_END_DECLS
