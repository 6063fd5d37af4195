/* SPDX-License-Identifier: GPL-3.0-or-later */
/* placeholder: being written */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include "ishi-window.h"

struct _IshiWindow {
  GtkApplicationWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (IshiWindow, ishi_window, GTK_TYPE_APPLICATION_WINDOW)

static void
ishi_window_class_init (IshiWindowClass *klass)
{
}

static void
ishi_window_init (IshiWindow *self)
{
}

IshiWindow *
ishi_window_new (IshiApplication *application)
{
  return g_object_new (ISHI_TYPE_WINDOW, "application", application, NULL);
}
