/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ishi-application.h"
#include "ishi-game.h"

G_BEGIN_DECLS

#define ISHI_TYPE_WINDOW (ishi_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiWindow, ishi_window, ISHI, WINDOW, GtkApplicationWindow)

IshiWindow *ishi_window_new (IshiApplication *application);

/* For tests and the application. */
IshiGame *ishi_window_get_game (IshiWindow *self);
GtkWidget *ishi_window_get_board (IshiWindow *self);
const char *ishi_window_get_status (IshiWindow *self);
/* Opens a record at once (no question about the game shown now); a
 * collection asks which game. */
gboolean ishi_window_load_file (IshiWindow *self, GFile *file, GError **error);
/* Opens a record, first asking about unsaved changes to the game shown. */
gboolean ishi_window_open (IshiWindow *self, GFile *file);
/* The first game of a new window, and the offer to restore an unsaved one. */
void ishi_window_start (IshiWindow *self);

G_END_DECLS
