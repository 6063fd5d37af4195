/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_PREFERENCES_WINDOW (ishi_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiPreferencesWindow, ishi_preferences_window, ISHI, PREFERENCES_WINDOW, GtkWindow)

/* The Preferences window: pages Engines, Board and Play, every control
 * bound to a key of `settings` (the View menu's items use the same keys,
 * so the two agree both ways). */
GtkWindow *ishi_preferences_window_new (GtkWindow *parent, GSettings *settings);

/* Shows the page "engines", "board" or "play". */
void ishi_preferences_window_show_page (IshiPreferencesWindow *self, const char *name);

G_END_DECLS
