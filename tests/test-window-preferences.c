/* test-window-preferences.c — the Preferences window (issue 20): its
 * board settings and the View menu agree both ways, the list of engines
 * is edited and kept in GSettings, the Test button says what an engine is
 * or what is wrong with it, and "confirm-resign" is obeyed.  Runs under
 * Xvfb with the memory GSettings backend.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-engine-probe.h"
#include "ishi-preferences-window.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static GtkWidget *
named (GtkWindow *window, const char *name)
{
  GtkWidget *widget = find_named (GTK_WIDGET (window), name);

  if (widget == NULL)
    g_error ("no widget named “%s”", name);
  return widget;
}

/* A button's "clicked" (gtk_widget_activate waits for its press animation). */
static void
press (GtkWidget *button)
{
  g_signal_emit_by_name (button, "clicked");
}

static GtkWindow *
open_preferences (IshiWindow *window)
{
  GtkWindow *preferences;

  action (window, "win.preferences");
  preferences = find_dialog_for (window);
  g_assert_true (ISHI_IS_PREFERENCES_WINDOW (preferences));
  /* Asked again, the same window comes back. */
  action (window, "win.preferences");
  g_assert_true (find_dialog_for (window) == preferences);
  return preferences;
}

static GVariant *
state (IshiWindow *window, const char *name)
{
  return g_action_group_get_action_state (G_ACTION_GROUP (window), name);
}

static void
test_menu_agrees (void)
{
  IshiWindow *window = new_window ();
  GtkWindow *preferences = open_preferences (window);
  GtkWidget *numbers = named (preferences, "move-numbers");
  GtkWidget *coordinates = named (preferences, "coordinate-style");
  g_autoptr(GVariant) value = NULL;

  /* The drop-down sets what the View menu shows… */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (numbers)), ==, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (numbers), 1);
  flush_events ();
  value = state (window, "move-numbers");
  g_assert_cmpstr (g_variant_get_string (value, NULL), ==, "last");
  g_clear_pointer (&value, g_variant_unref);
  /* …and the menu items set the drop-down. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-numbers", g_variant_new_string ("from"));
  flush_events ();
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (numbers)), ==, 2);
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-numbers", g_variant_new_string ("off"));
  flush_events ();
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (numbers)), ==, 0);
  /* How many, and from which move: the spin buttons are the keys. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (named (preferences, "move-numbers-last")), 5);
  flush_events ();
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);

    g_assert_cmpint (g_settings_get_int (settings, "move-numbers-last"), ==, 5);
    g_settings_reset (settings, "move-numbers-last");
  }

  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (coordinates)), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "coordinate-style", g_variant_new_string ("japanese"));
  flush_events ();
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (coordinates)), ==, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (coordinates), 2);
  flush_events ();
  value = state (window, "coordinate-style");
  g_assert_cmpstr (g_variant_get_string (value, NULL), ==, "none");
  g_clear_pointer (&value, g_variant_unref);

  /* Clock sound and forbidden points: the same keys as their menu items. */
  gtk_switch_set_active (GTK_SWITCH (named (preferences, "clock-sound")), FALSE);
  gtk_switch_set_active (GTK_SWITCH (named (preferences, "show-forbidden")), FALSE);
  flush_events ();
  value = state (window, "clock-sound");
  g_assert_false (g_variant_get_boolean (value));
  g_clear_pointer (&value, g_variant_unref);
  value = state (window, "show-forbidden");
  g_assert_false (g_variant_get_boolean (value));
  g_clear_pointer (&value, g_variant_unref);

  /* Put back for the other tests (one memory backend per run). */
  g_action_group_activate_action (G_ACTION_GROUP (window), "coordinate-style", g_variant_new_string ("western"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "clock-sound", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-forbidden", NULL);
  destroy_window (window);
}

static guint
n_engines (GSettings *settings)
{
  g_autoptr(GVariant) value = g_settings_get_value (settings, "engines");

  return (guint) g_variant_n_children (value);
}

static guint
n_rows (GtkWidget *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) n))
    n++;
  return n;
}

static GtkWindow *
editor_of (GtkWindow *preferences)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (w) == preferences && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  g_error ("no engine editor");
}

static void
fill_editor (GtkWindow *editor, const char *name, const char *command, const char *init)
{
  gtk_editable_set_text (GTK_EDITABLE (named (editor, "engine-name")), name);
  gtk_editable_set_text (GTK_EDITABLE (named (editor, "engine-command")), command);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (named (editor, "engine-init"))), init, -1);
}

static void
test_engine_list (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window = new_window ();
  GtkWindow *preferences = open_preferences (window);
  GtkWidget *list = named (preferences, "engine-list");
  GtkWindow *editor;
  g_autoptr(GVariant) value = NULL;
  const char *name, *command, *folder, *init;

  g_settings_reset (settings, "engines");
  flush_events ();
  g_assert_cmpuint (n_rows (list), ==, 0);

  /* Add one; a command line that does not parse is refused with a reason. */
  press (named (preferences, "add-engine"));
  flush_events ();
  editor = editor_of (preferences);
  fill_editor (editor, "Pachi", "pachi \"-t =5000", "");
  press (named (editor, "engine-save"));
  flush_events ();
  g_assert_true (gtk_widget_get_visible (named (editor, "engine-error")));
  g_assert_cmpuint (n_engines (settings), ==, 0);
  fill_editor (editor, "Pachi", "pachi -t =5000 'threads=2'", "komi 7\n\nboardsize 9\n");
  press (named (editor, "engine-save"));
  flush_events ();
  g_assert_cmpuint (n_engines (settings), ==, 1);
  g_assert_cmpuint (n_rows (list), ==, 1);
  value = g_settings_get_value (settings, "engines");
  g_variant_get_child (value, 0, "(&s&s&s&s)", &name, &command, &folder, &init);
  g_assert_cmpstr (name, ==, "Pachi");
  g_assert_cmpstr (command, ==, "pachi -t =5000 'threads=2'");
  g_assert_cmpstr (folder, ==, "");
  g_assert_cmpstr (init, ==, "komi 7\n\nboardsize 9");
  g_clear_pointer (&value, g_variant_unref);

  /* Edit it: the editor starts with what is stored. */
  press (named (GTK_WINDOW (preferences), "engine-edit"));
  flush_events ();
  editor = editor_of (preferences);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (named (editor, "engine-command"))), ==,
                   "pachi -t =5000 'threads=2'");
  gtk_editable_set_text (GTK_EDITABLE (named (editor, "engine-name")), "Pachi 12");
  gtk_editable_set_text (GTK_EDITABLE (named (editor, "engine-folder")), "/no/such/folder");
  press (named (editor, "engine-save"));
  flush_events ();
  g_assert_true (gtk_widget_get_visible (named (editor, "engine-error")));
  gtk_editable_set_text (GTK_EDITABLE (named (editor, "engine-folder")), g_get_tmp_dir ());
  press (named (editor, "engine-save"));
  flush_events ();
  value = g_settings_get_value (settings, "engines");
  g_variant_get_child (value, 0, "(&s&s&s&s)", &name, &command, &folder, &init);
  g_assert_cmpstr (name, ==, "Pachi 12");
  g_assert_cmpstr (folder, ==, g_get_tmp_dir ());
  g_clear_pointer (&value, g_variant_unref);
  g_assert_cmpuint (n_rows (list), ==, 1);

  /* A change from elsewhere shows; Remove removes. */
  g_settings_set_value (settings, "engines",
                        g_variant_new_parsed ("[('A', 'a', '', ''), ('B', 'b', '', '')]"));
  flush_events ();
  g_assert_cmpuint (n_rows (list), ==, 2);
  press (named (GTK_WINDOW (preferences), "engine-remove"));
  flush_events ();
  value = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (value), ==, 1);
  g_variant_get_child (value, 0, "(&s&s&s&s)", &name, &command, &folder, &init);
  g_assert_cmpstr (name, ==, "B");
  g_assert_cmpuint (n_rows (list), ==, 1);

  g_settings_reset (settings, "engines");
  destroy_window (window);
}

/* A GTP engine in a few lines of shell: it answers name and version,
 * fails other commands, and quits. */
static const char fake_engine[] =
  "#!/bin/sh\n"
  "echo 'fake engine starting' >&2\n"
  "while read id cmd rest; do\n"
  "  case \"$cmd\" in\n"
  "    name) printf '=%s Fake Engine\\n\\n' \"$id\" ;;\n"
  "    version) printf '=%s 0.1\\n\\n' \"$id\" ;;\n"
  "    quit) printf '=\\n\\n'; exit 0 ;;\n"
  "    *) printf '?%s unknown command\\n\\n' \"$id\" ;;\n"
  "  esac\n"
  "done\n";

static char *
write_script (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  return path;
}

static void
wait_for_result (GtkLabel *label)
{
  /* The probe has its own timeout; this only stops a broken test. */
  for (int i = 0; i < 20000 && g_str_has_suffix (gtk_label_get_text (label), "…"); i++)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_engine_test_button (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_dir_make_tmp ("ishi-engines-XXXXXX", NULL);
  g_autofree char *good = write_script (dir, "fake-engine", fake_engine);
  g_autofree char *dies = write_script (dir, "dies", "#!/bin/sh\necho 'no model file given' >&2\nexit 3\n");
  g_autofree char *noise = write_script (dir, "noise", "#!/bin/sh\necho 'Hello, I am not GTP'\n");
  g_autofree char *missing = g_build_filename (dir, "not-installed", NULL);
  g_autofree char *value = g_strdup_printf ("[('Fake', '%s', '', 'komi 6.5'), ('Dies', '%s', '', ''),"
                                            " ('Noise', '%s', '', ''), ('Missing', '%s', '', '')]",
                                            good, dies, noise, missing);
  const char *expect[] = { "The engine works: Fake Engine 0.1.", "stopped before it answered. It said: “no model file given”",
                           "answered, but not in GTP: “Hello, I am not GTP", "cannot be started" };
  IshiWindow *window = new_window ();
  GtkWindow *preferences = open_preferences (window);
  GtkWidget *list = named (preferences, "engine-list");
  GtkLabel *result = GTK_LABEL (named (preferences, "test-result"));

  g_autoptr(GVariant) engines = g_variant_parse (NULL, value, NULL, NULL, NULL);

  g_settings_set_value (settings, "engines", engines);
  flush_events ();
  g_assert_cmpuint (n_rows (list), ==, 4);
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i));

      press (find_named (row, "engine-test"));
      g_assert_true (g_str_has_suffix (gtk_label_get_text (result), "…"));
      wait_for_result (result);
      if (strstr (gtk_label_get_text (result), expect[i]) == NULL)
        g_error ("engine %d: “%s” does not say “%s”", i, gtk_label_get_text (result), expect[i]);
      /* Said in the row of the engine tested (issue 54 item 6). */
      g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (result), row));
    }

  g_settings_reset (settings, "engines");
  destroy_window (window);
  g_remove (good);
  g_remove (dies);
  g_remove (noise);
  g_rmdir (dir);
}

static void
run_frames (int n)
{
  for (int i = 0; i < n; i++)
    {
      flush_events ();
      g_usleep (10000);
    }
}

/* Issue 54 item 6: the Test's answer is shown beside the engine tested,
 * in view: it was under Add Engine…, below the fold of a list of a few
 * engines ("The engine works: GNU Go 3.8." needed scrolling). */
static void
test_result_in_view (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_dir_make_tmp ("ishi-engines-XXXXXX", NULL);
  g_autofree char *good = write_script (dir, "fake-engine", fake_engine);
  g_autoptr(GString) value = g_string_new ("[");
  IshiWindow *window = new_window ();
  GtkWindow *preferences;
  GtkWidget *list, *row, *scrolled;
  GtkAdjustment *adjustment;
  GtkLabel *result;
  graphene_rect_t r, b;
  const int n = 8;

  for (int i = 0; i < n; i++)
    g_string_append_printf (value, "%s('Fake %d', '%s', '', '')", i ? ", " : "", i + 1, good);
  g_string_append (value, "]");
  {
    g_autoptr(GVariant) engines = g_variant_parse (NULL, value->str, NULL, NULL, NULL);

    g_settings_set_value (settings, "engines", engines);
  }
  preferences = open_preferences (window);
  run_frames (30);
  list = named (preferences, "engine-list");
  result = GTK_LABEL (named (preferences, "test-result"));
  scrolled = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  /* The player scrolls down until the last engine's Test button shows at
   * the foot of the page, and presses it. */
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n - 1));
  g_assert_true (gtk_widget_compute_bounds (row, gtk_viewport_get_child (GTK_VIEWPORT (
                                              gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)))), &r));
  gtk_adjustment_set_value (adjustment, r.origin.y + r.size.height - gtk_adjustment_get_page_size (adjustment));
  run_frames (10);
  press (find_named (row, "engine-test"));
  wait_for_result (result);
  run_frames (20);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (result), "The engine works: Fake Engine 0.1."));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (result), row));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (result), scrolled, &b));
  g_test_message ("page %d high, the answer at %g to %g (scrolled to %g of %g)", gtk_widget_get_height (scrolled),
                  b.origin.y, b.origin.y + b.size.height, gtk_adjustment_get_value (adjustment),
                  gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (b.origin.y, >=, 0);
  g_assert_cmpfloat (b.origin.y + b.size.height, <=, gtk_widget_get_height (scrolled));
  g_settings_reset (settings, "engines");
  destroy_window (window);
  g_remove (good);
  g_rmdir (dir);
}

static void
probed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GError **error = data;
  g_autofree char *answer = ishi_engine_probe_finish (result, error);

  g_assert_null (answer);
}

/* An engine that never answers is stopped at the timeout, with words. */
static void
test_probe_hang (void)
{
  g_autoptr(GError) error = NULL;

  ishi_engine_probe_async ("sleep 60", NULL, NULL, 1, NULL, probed_cb, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, ISHI_ENGINE_PROBE_ERROR, ISHI_ENGINE_PROBE_ERROR_TIMEOUT);
  g_assert_nonnull (strstr (error->message, "“sleep” did not answer in time"));
}

/* The real GNU Go, when it is installed. */
static void
test_gnugo (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = ishi_engine_gnugo_path ();
  g_autofree char *command = NULL;
  IshiWindow *window;
  GtkWindow *preferences;
  GtkLabel *result;

  if (path == NULL)
    {
      g_test_skip ("GNU Go is not installed");
      return;
    }
  g_settings_set_int (settings, "gnugo-level", 1);
  command = ishi_engine_gnugo_command (1);
  g_assert_true (g_str_has_suffix (command, "--mode gtp --level 1"));
  window = new_window ();
  preferences = open_preferences (window);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (named (preferences, "gnugo-status"))), path));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (named (preferences, "gnugo-level"))), ==, 1);
  result = GTK_LABEL (named (preferences, "test-result"));
  press (named (preferences, "gnugo-test"));
  wait_for_result (result);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (result), "The engine works: GNU Go "));
  /* Under GNU Go's own row, before Ishi's engines — once the window is
   * laid out again after the answer (on a loaded machine that frame comes
   * later: the label was read at its old place, 82 < 116; the limit only
   * turns a label that never moves into a failure). */
  {
    graphene_rect_t test, said;
    gint64 give_up = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    do
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
        g_assert_true (gtk_widget_compute_bounds (named (preferences, "gnugo-test"),
                                                  GTK_WIDGET (preferences), &test));
        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (result), GTK_WIDGET (preferences), &said));
      }
    while (said.origin.y < test.origin.y + test.size.height && g_get_monotonic_time () < give_up);
    g_assert_cmpfloat (said.origin.y, >=, test.origin.y + test.size.height);
    g_assert_cmpfloat (said.origin.y, <, test.origin.y + test.size.height + 40);
  }
  g_settings_reset (settings, "gnugo-level");
  destroy_window (window);
}

static void
test_resign_without_asking (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window = new_window ();
  GtkWindow *preferences = open_preferences (window);
  g_autofree char *re = NULL;

  gtk_switch_set_active (GTK_SWITCH (named (preferences, "confirm-resign")), FALSE);
  flush_events ();
  g_assert_false (g_settings_get_boolean (settings, "confirm-resign"));
  gtk_window_destroy (preferences);
  flush_events ();
  click (window, 2, 2);
  action (window, "resign");
  g_assert_null (find_dialog_for (window));
  g_assert_cmpint (ishi_match_get_phase (match_of (window)), ==, ISHI_PHASE_FINISHED);
  re = ishi_game_get_info (game_of (window), "RE");
  g_assert_cmpstr (re, ==, "B+R");
  g_settings_reset (settings, "confirm-resign");
  destroy_window (window);
}

/* With ISHI_PREFERENCES_SCREENSHOTS set to a directory (and the locale
 * left as the environment has it), each page as a PNG there, to look at
 * by eye: nothing is compared. */
static void
screenshot (GtkWidget *widget, const char *dir, const char *name)
{
  save_widget_png (widget, dir, name);
}

static void
test_screenshots (void)
{
  const char *dir = g_getenv ("ISHI_PREFERENCES_SCREENSHOTS");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *tmp = NULL;
  g_autofree char *dies = NULL;
  g_autofree char *value = NULL;
  IshiWindow *window;
  GtkWindow *preferences;

  if (dir == NULL)
    {
      g_test_skip ("ISHI_PREFERENCES_SCREENSHOTS is not set");
      return;
    }
  tmp = g_dir_make_tmp ("ishi-engines-XXXXXX", NULL);
  dies = write_script (tmp, "katago", "#!/bin/sh\necho 'Error: no model file was specified' >&2\nexit 1\n");
  value = g_strdup_printf ("[('KataGo', '%s gtp -model kata1-b18.bin.gz', '', 'kata-set-param maxVisits 200'),"
                           " ('Pachi', 'pachi -t =5000', '', '')]", dies);
  g_autoptr(GVariant) engines = g_variant_parse (NULL, value, NULL, NULL, NULL);

  g_settings_set_value (settings, "engines", engines);
  window = new_window ();
  preferences = open_preferences (window);
  gtk_window_set_default_size (preferences, 640, 460);
  press (find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (named (preferences, "engine-list")), 0)),
                     "engine-test"));
  wait_for_result (GTK_LABEL (named (preferences, "test-result")));
  screenshot (GTK_WIDGET (preferences), dir, "preferences-engines.png");
  if (gtk_widget_get_sensitive (named (preferences, "gnugo-test")))
    {
      press (named (preferences, "gnugo-test"));
      wait_for_result (GTK_LABEL (named (preferences, "test-result")));
      screenshot (GTK_WIDGET (preferences), dir, "preferences-gnugo-test.png");
    }
  ishi_preferences_window_show_page (ISHI_PREFERENCES_WINDOW (preferences), "board");
  screenshot (GTK_WIDGET (preferences), dir, "preferences-board.png");
  ishi_preferences_window_show_page (ISHI_PREFERENCES_WINDOW (preferences), "play");
  screenshot (GTK_WIDGET (preferences), dir, "preferences-play.png");
  ishi_preferences_window_show_page (ISHI_PREFERENCES_WINDOW (preferences), "engines");
  press (named (preferences, "engine-edit"));
  flush_events ();
  screenshot (GTK_WIDGET (editor_of (preferences)), dir, "preferences-editor.png");
  g_settings_reset (settings, "engines");
  destroy_window (window);
  g_remove (dies);
  g_rmdir (tmp);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_PREFERENCES_SCREENSHOTS");

  g_test_add_func ("/preferences/menu-agrees", test_menu_agrees);
  g_test_add_func ("/preferences/engine-list", test_engine_list);
  g_test_add_func ("/preferences/engine-test-button", test_engine_test_button);
  g_test_add_func ("/preferences/result-in-view", test_result_in_view);
  g_test_add_func ("/preferences/probe-hang", test_probe_hang);
  g_test_add_func ("/preferences/gnugo", test_gnugo);
  g_test_add_func ("/preferences/resign-without-asking", test_resign_without_asking);
  g_test_add_func ("/preferences/screenshots", test_screenshots);
  return g_test_run ();
}
