/* test-window-endgame.c — a person's game against Ishi's own Go engine in
 * the window, to its end (issue 21): at a count under territory rules
 * Ishi's engine gives its dead stones as a GTP engine does; resigning is
 * a setting, off by default.  Runs under Xvfb (xvfb-run meson test).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "ishi-engine-bar.h"
#include "ishi-engine-control.h"
#include "ishi-engine-spec.h"
#include "ishi-go-engine-player.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* A count under Japanese rules with Ishi's engine: the engine gives its
 * dead stones, as a GTP engine's final_status_list, to show beside the
 * suggestion.  7×7: a black stone at G4 inside White's area is dead;
 * Black passes, Ishi passes (nothing changes its score), and at the count
 * Ishi names G4. */
static const char *const count_rows[] = {
  "XXX.O..",
  "X.X.O..",
  "XXX.O..",
  "XXX.O.X",
  "XXX.O..",
  "X.X.O..",
  "XXX.O..",
};

typedef struct {
  char *engine;
  GArray *dead;
  guint calls;
} Heard;

static void
on_dead (IshiEngineControl *control, const char *engine, GArray *dead, Heard *heard)
{
  heard->calls++;
  g_clear_pointer (&heard->engine, g_free);
  g_clear_pointer (&heard->dead, g_array_unref);
  heard->engine = g_strdup (engine);
  heard->dead = dead ? g_array_ref (dead) : NULL;
}

static void
test_ishi_dead_stones (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[7]RU[Japanese]KM[6.5]PL[B]");
  g_autoptr(GString) ab = g_string_new ("AB");
  g_autoptr(GString) aw = g_string_new ("AW");
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiEngineControl) control = NULL;
  g_autoptr(IshiEngineSpec) spec = NULL;
  GtkWidget *bar = g_object_ref_sink (ishi_engine_bar_new ());
  Heard heard = { 0 };
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (200, wake_up, NULL);

  for (int y = 0; y < 7; y++)
    for (int x = 0; x < 7; x++)
      if (count_rows[y][x] != '.')
        g_string_append_printf (count_rows[y][x] == 'X' ? ab : aw, "[%c%c]", 'a' + x, 'a' + y);
  g_string_append_printf (sgf, "%s%s)", ab->str, aw->str);
  game = ishi_test_game_from_text (sgf->str);
  match = ishi_match_new (game);
  g_settings_set_int (settings, "ishi-level", 1);
  g_settings_set_boolean (settings, "lock-engine-level", TRUE);
  spec = ishi_engine_spec_lookup (settings, "ishi");
  control = ishi_engine_control_new (ISHI_ENGINE_BAR (bar));
  g_signal_connect (control, "dead-stones", G_CALLBACK (on_dead), &heard);
  ishi_engine_control_start (control, match, NULL, spec);
  while (heard.dead == NULL && g_get_monotonic_time () < deadline)
    {
      IshiGame *g = ishi_match_get_game (match);

      if (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING &&
          ishi_game_get_rules (g)->to_move (ishi_game_get_position (g)) == ISHI_BLACK)
        g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
      else
        g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_cmpstr (heard.engine, ==, "Ishi (level 1)");
  g_assert_nonnull (heard.dead);
  g_assert_cmpuint (heard.dead->len, ==, 1);
  g_assert_cmpint (g_array_index (heard.dead, IshiPoint, 0).x, ==, 6);
  g_assert_cmpint (g_array_index (heard.dead, IshiPoint, 0).y, ==, 3);
  /* The suggestion agrees: G4 is marked dead in the count. */
  g_assert_true (ishi_counting_get_dead (ishi_match_get_counting (match))[3 * 7 + 6]);
  /* Back to play (the person disputes): the engine's opinion goes. */
  g_assert_true (ishi_match_continue_play (match));
  g_assert_null (heard.dead);
  ishi_engine_control_follow (control, NULL);
  g_clear_pointer (&heard.engine, g_free);
  g_object_unref (bar);
  g_settings_reset (settings, "ishi-level");
  g_settings_reset (settings, "lock-engine-level");
}

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
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ISHI_LOCALEDIR") ? g_getenv ("ISHI_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");

  g_test_add_func ("/window-endgame/ishi-dead-stones", test_ishi_dead_stones);
  g_test_add_func ("/window-endgame/resign-setting", test_resign_setting);
  return g_test_run ();
}
