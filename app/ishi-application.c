/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "ishi-application"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-application.h"
#include "ishi-window.h"

struct _IshiApplication {
  GtkApplication parent_instance;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (IshiApplication, ishi_application, GTK_TYPE_APPLICATION)

static void
ishi_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (ishi_window_new (ISHI_APPLICATION (app)));
  gtk_window_present (window);
}

static void
ishi_application_startup (GApplication *app)
{
  IshiApplication *self = ISHI_APPLICATION (app);

  G_APPLICATION_CLASS (ishi_application_parent_class)->startup (app);
  self->settings = g_settings_new (APP_ID);
}

static void
ishi_application_dispose (GObject *object)
{
  IshiApplication *self = ISHI_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_application_parent_class)->dispose (object);
}

static void
ishi_application_class_init (IshiApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_application_dispose;
  G_APPLICATION_CLASS (klass)->activate = ishi_application_activate;
  G_APPLICATION_CLASS (klass)->startup = ishi_application_startup;
}

static void
ishi_application_init (IshiApplication *self)
{
}

IshiApplication *
ishi_application_new (void)
{
  return g_object_new (ISHI_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/ishi/Ishi",
                       NULL);
}

GSettings *
ishi_application_get_settings (IshiApplication *self)
{
  g_return_val_if_fail (ISHI_IS_APPLICATION (self), NULL);
  return self->settings;
}
