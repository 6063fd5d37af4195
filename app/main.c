/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ishi-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr(IshiApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* ISHI_LOCALEDIR: the translations of an uninstalled build (meson devenv, tests). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ISHI_LOCALEDIR") ? g_getenv ("ISHI_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ishi_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
