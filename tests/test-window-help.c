/* test-window-help.c — F1 and Help open the manual (help/C) on the page of
 * what is in front: the index while playing, the count, Edit, the review
 * panel, the Lessons page and the problems, the New Game dialog,
 * Preferences, Game Information, Export Image, a room, a class and its
 * view, a Go server, the shortcuts window.  Every page and section named
 * is one of help/C.  And end to end: F1's action and the shortcuts
 * window's Manual button hand "help:ishi/…" to the desktop's handler of
 * help: links (here a script of the test's own, in place of Yelp).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "window-helpers.h"

#include "ishi-application.h"
#include "ishi-class-window.h"
#include "ishi-help.h"
#include "ishi-host-window.h"
#include "ishi-new-game-dialog.h"
#include "ishi-preferences-window.h"
#include "ishi-game-info-dialog.h"
#include "ishi-problem-view.h"
#include "ishi-room-window.h"
#include "ishi-server-window.h"
#include "ishi-test-util.h"

static IshiApplication *app;
static char *handled;   /* the file the fake help viewer writes */

/* The topic names a page of help/C, and its section there. */
static void
assert_page_exists (const char *topic)
{
  g_auto(GStrv) parts = g_strsplit (topic, "#", 2);
  g_autofree char *name = g_strconcat ("../help/C/", parts[0], ".page", NULL);
  g_autofree char *path = ishi_test_src_path (name);
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    g_error ("F1's topic “%s” names no page of help/C (%s)", topic, path);
  if (parts[1] != NULL)
    {
      g_autofree char *id = g_strdup_printf ("<section id=\"%s\"", parts[1]);

      if (strstr (text, id) == NULL)
        g_error ("F1's topic “%s”: %s has no section “%s”", topic, path, parts[1]);
    }
}

static void
assert_topic (GtkWindow *front, const char *topic)
{
  g_assert_cmpstr (ishi_help_topic (front), ==, topic);
  assert_page_exists (topic);
}

static IshiWindow *
app_window (void)
{
  IshiWindow *window = ishi_window_new (app);

  ishi_window_start (window);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();
  return window;
}

/* F1 belongs to the application, and Help is in the main menu. */
static void
test_key_and_menu (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  IshiWindow *window = app_window ();
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget_by_id (window, "menu_button")));
  gboolean found = FALSE;

  g_assert_true (g_strv_contains ((const char *const *) accels, "F1"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "help"));
  for (int s = 0; s < g_menu_model_get_n_items (menu) && !found; s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *name = NULL;

          if (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
              && g_str_equal (name, "app.help"))
            found = TRUE;
        }
    }
  g_assert_true (found);
  {
    g_autofree char *index = ishi_help_uri ("index");
    g_autofree char *count = ishi_help_uri ("count");

    g_assert_cmpstr (index, ==, "help:ishi");
    g_assert_cmpstr (count, ==, "help:ishi/count");
  }
  destroy_window (window);
}

/* The main window: what it shows decides the page. */
static void
test_main_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  GtkStack *stack;
  IshiProblemView *problems;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_int (settings, "board-size", 9);
  window = app_window ();
  assert_topic (GTK_WINDOW (window), "index");
  assert_topic (NULL, "index");

  action (window, "review");
  assert_topic (GTK_WINDOW (window), "review");
  action (window, "review");
  assert_topic (GTK_WINDOW (window), "index");

  action (window, "edit");
  assert_topic (GTK_WINDOW (window), "edit");
  action (window, "edit");
  assert_topic (GTK_WINDOW (window), "index");

  click (window, 2, 2);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_COUNTING);
  assert_topic (GTK_WINDOW (window), "count");

  stack = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (page_of (window))));
  gtk_stack_set_visible_child_name (stack, "lessons");
  flush_events ();
  assert_topic (GTK_WINDOW (window), "lessons");
  action (window, "win.show-problems");
  problems = ISHI_PROBLEM_VIEW (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_PROBLEM_VIEW));
  g_assert_nonnull (problems);
  assert_topic (GTK_WINDOW (window), "problems");
  gtk_stack_set_visible_child_name (stack, "play");
  flush_events ();
  assert_topic (GTK_WINDOW (window), "count");

  ishi_session_forget (ishi_window_get_session (window));
  destroy_window (window);
}

/* The dialogs of the main window, each with F1 of its own (they are the
 * application's windows). */
static void
test_dialogs (void)
{
  IshiWindow *window = app_window ();
  static const struct { const char *action; const char *topic; } dialogs[] = {
    { "win.new-game", "new-game" },
    { "win.preferences", "preferences" },
    { "win.game-info", "files#game-info" },
    { "win.export-image", "print" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      GtkWindow *dialog;

      action (window, dialogs[i].action);
      dialog = find_dialog_for (window);
      g_assert_nonnull (dialog);
      g_assert_true (gtk_window_get_application (dialog) == GTK_APPLICATION (app));
      g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == dialog);
      assert_topic (dialog, dialogs[i].topic);
      gtk_window_destroy (dialog);
      flush_events ();
    }
  destroy_window (window);
}

/* The network's windows: a room, a class, its class view, a server. */
static void
test_network (void)
{
  IshiWindow *window = app_window ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *host = ishi_host_window_new (GTK_WINDOW (window), NULL, "127.0.0.1");
  GtkWidget *class_host = ishi_host_window_new (GTK_WINDOW (window), NULL, "127.0.0.1");
  GtkWidget *room = ishi_room_window_new (GTK_WINDOW (window), settings, FALSE);
  GtkWidget *server = ishi_server_window_new (GTK_WINDOW (window), settings);
  /* port 9 (discard) on loopback: nothing listens, the view says so */
  GtkWidget *view = ishi_class_window_new (GTK_WINDOW (window), "127.0.0.1", 9, "sensei", NULL, "20261125");

  ishi_host_window_set_class (ISHI_HOST_WINDOW (class_host));
  assert_topic (GTK_WINDOW (host), "room");
  assert_topic (GTK_WINDOW (class_host), "class");
  assert_topic (GTK_WINDOW (room), "room");
  assert_topic (GTK_WINDOW (server), "servers");
  assert_topic (GTK_WINDOW (view), "class");
  gtk_window_destroy (GTK_WINDOW (view));
  gtk_window_destroy (GTK_WINDOW (server));
  gtk_window_destroy (GTK_WINDOW (room));
  gtk_window_destroy (GTK_WINDOW (class_host));
  gtk_window_destroy (GTK_WINDOW (host));
  destroy_window (window);
}

/* The viewer is another process: nothing of it wakes the main loop, so
 * a timer does while the test waits for it. */
static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
handled_has (gpointer data)
{
  g_autofree char *text = NULL;

  flush_events ();
  return g_file_get_contents (handled, &text, NULL, NULL) && strstr (text, data) != NULL;
}

/* F1 during the count, and the shortcuts window's Manual button: the
 * desktop's help: handler gets the page's address. */
static void
test_opens (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  GtkWindow *overlay;
  GtkWidget *bar, *button;
  guint ticking;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  window = app_window ();
  ticking = g_timeout_add (50, tick, NULL);
  click (window, 2, 2);
  action (window, "pass");
  action (window, "pass");
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  ishi_test_wait_until (handled_has, "help:ishi/count\n", "the help viewer asked for the count's page", 20);

  {
    /* GTK 4.8's shortcuts window measures one of its labels at -4 pixels
     * under Xvfb and warns (see test-window-faults): not fatal here */
    GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

    action (window, "win.show-help-overlay");
    g_log_set_always_fatal (fatal);
  }
  overlay = GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_nonnull (overlay);
  assert_topic (overlay, "keyboard");
  bar = gtk_window_get_titlebar (overlay);
  g_assert_nonnull (bar);
  button = find_named (bar, "ishi-manual-button");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ishi_test_wait_until (handled_has, "help:ishi/keyboard\n", "the help viewer asked for the keyboard page", 20);
  g_source_remove (ticking);
  gtk_window_close (overlay);
  ishi_session_forget (ishi_window_get_session (window));
  destroy_window (window);
}

/* A help viewer of the test's own: the desktop's default for help: links
 * (a desktop file and mimeapps.list in the test's XDG folders) that
 * writes each address it is given into `handled`. */
static void
fake_help_viewer (void)
{
  g_autofree char *apps = g_build_filename (g_get_user_data_dir (), "applications", NULL);
  g_autofree char *script = g_build_filename (g_get_user_data_dir (), "fake-yelp", NULL);
  g_autofree char *desktop = g_build_filename (apps, "ishi-test-help.desktop", NULL);
  g_autofree char *mimeapps = g_build_filename (g_get_user_config_dir (), "mimeapps.list", NULL);
  g_autofree char *script_text = NULL;
  g_autofree char *desktop_text = NULL;

  handled = g_build_filename (g_get_user_data_dir (), "help-asked.txt", NULL);
  g_mkdir_with_parents (apps, 0700);
  script_text = g_strdup_printf ("#!/bin/sh\nprintf '%%s\\n' \"$1\" >> '%s'\n", handled);
  g_assert_true (g_file_set_contents (script, script_text, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);
  desktop_text = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Help for the tests\n"
                                  "Exec=%s %%u\nMimeType=x-scheme-handler/help;\nNoDisplay=true\n", script);
  g_assert_true (g_file_set_contents (desktop, desktop_text, -1, NULL));
  g_assert_true (g_file_set_contents (mimeapps, "[Default Applications]\n"
                                      "x-scheme-handler/help=ishi-test-help.desktop\n", -1, NULL));
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  window_test_init (&argc, &argv, NULL);
  {
    g_autofree char *problems = ishi_test_src_path ("../data/problems");

    g_setenv ("ISHI_PROBLEM_DIR", problems, TRUE);
  }
  fake_help_viewer ();
  app = ishi_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/window-help/key-and-menu", test_key_and_menu);
  g_test_add_func ("/window-help/main-window", test_main_window);
  g_test_add_func ("/window-help/dialogs", test_dialogs);
  g_test_add_func ("/window-help/network", test_network);
  g_test_add_func ("/window-help/opens", test_opens);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
