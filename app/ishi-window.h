/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ishi-application.h"

G_BEGIN_DECLS

#define ISHI_TYPE_WINDOW (ishi_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiWindow, ishi_window, ISHI, WINDOW, GtkApplicationWindow)

IshiWindow *ishi_window_new (IshiApplication *application);

G_END_DECLS
