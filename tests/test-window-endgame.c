/* test-window-endgame.c — a person's game against Ishi's own Go engine in
 * the window, to its end (issue 21): resigning is a setting, off by
 * default, that reaches the window's player.  Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "ishi-engine-spec.h"
#include "ishi-go-engine-player.h"
#include "window-helpers.h"

/* Resigning is off by default; the setting reaches the window's player. */
static void
test_resign_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(IshiEngineSpec) off = NULL;
  g_autoptr(IshiEngineSpec) on = NULL;
  g_autoptr(IshiPlayer) quiet = NULL;
  g_autoptr(IshiPlayer) resigns = NULL;

  g_assert_false (g_settings_get_boolean (settings, "ishi-resign"));
  off = ishi_engine_spec_lookup (settings, "ishi");
  quiet = ishi_engine_spec_new_player (off, 60);
  g_assert_cmpfloat (ishi_go_engine_player_get_resign (ISHI_GO_ENGINE_PLAYER (quiet)), ==, 0);
  g_settings_set_boolean (settings, "ishi-resign", TRUE);
  on = ishi_engine_spec_lookup (settings, "ishi");
  resigns = ishi_engine_spec_new_player (on, 60);
  g_assert_cmpfloat (ishi_go_engine_player_get_resign (ISHI_GO_ENGINE_PLAYER (resigns)), >, 0);
  g_settings_reset (settings, "ishi-resign");
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("ishi-test-home-XXXXXX", NULL);

  for (const char *const *var = (const char *const[]) { "XDG_STATE_HOME", "XDG_DATA_HOME",
                                                        "XDG_CONFIG_HOME", "XDG_CACHE_HOME", NULL };
       *var; var++)
    {
      g_autofree char *dir = g_build_filename (home, *var, NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (*var, dir, TRUE);
    }
  if (g_getenv ("ISHI_ENDGAME_SCREENSHOTS") == NULL)
    {
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      g_unsetenv ("LANGUAGE");
    }
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ISHI_LOCALEDIR") ? g_getenv ("ISHI_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");

  g_test_add_func ("/window-endgame/resign-setting", test_resign_setting);
  return g_test_run ();
}
