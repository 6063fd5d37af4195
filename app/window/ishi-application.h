/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_APPLICATION (ishi_application_get_type ())
G_DECLARE_FINAL_TYPE (IshiApplication, ishi_application, ISHI, APPLICATION, GtkApplication)

IshiApplication *ishi_application_new (void);
GSettings *ishi_application_get_settings (IshiApplication *self);

G_END_DECLS
