/* window-helpers.h — driving the window as a player would, for the window
 * tests: clicks reach it as the board's "point-activated" signal, keys as
 * the page's key controller sees them, the rest through its actions; what
 * the player sees is read from the widgets, found by their ids in the
 * templates.  Included by each test-window-*.c (static functions only).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <gtk/gtk.h>

#include "ishi-board-view.h"
#include "ishi-kanji-grade.h"
#include "ishi-lesson-text.h"
#include "ishi-play-page.h"
#include "ishi-session.h"
#include "ishi-window.h"

/* What each window test's main() does first: a home of its own (the
 * XDG folders in a new temporary folder, so that no test sees another's
 * autosave, recent files or lessons), the C locale unless `screenshots_env`
 * (NULL: none) is set (the screenshots are taken in the language asked for), the
 * build's catalogue, and GTK's test set-up. */
G_GNUC_UNUSED static void
window_test_init (int *argc, char ***argv, const char *screenshots_env)
{
  g_autofree char *home = g_dir_make_tmp ("ishi-test-home-XXXXXX", NULL);
  const char *const vars[] = { "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME" };

  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    {
      g_autofree char *dir = g_build_filename (home, vars[i], NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (vars[i], dir, TRUE);
    }
  if (screenshots_env == NULL || g_getenv (screenshots_env) == NULL)
    {
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      g_unsetenv ("LANGUAGE");
    }
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ISHI_LOCALEDIR") ? g_getenv ("ISHI_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (argc, argv, NULL);
  setlocale (LC_ALL, "");
}

G_GNUC_UNUSED static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Draws `widget` as it is on screen into DIR/NAME (a PNG), after half a
 * second of events so that it is laid out and painted: the window tests'
 * "looking at it" pictures, which nothing compares. */
G_GNUC_UNUSED static void
save_widget_png (GtkWidget *widget, const char *dir, const char *name)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GtkSnapshot *snapshot;
  int width, height;

  for (int i = 0; i < 50; i++)
    {
      flush_events ();
      g_usleep (10000);
    }
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* The same into $ISHI_WINDOW_SCREENSHOTS when it names a folder (test-window,
 * test-window-flow); nothing otherwise. */
G_GNUC_UNUSED static void
save_widget_png_if_asked (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("ISHI_WINDOW_SCREENSHOTS");

  if (dir != NULL)
    {
      g_mkdir_with_parents (dir, 0700);
      save_widget_png (widget, dir, name);
    }
}

/* Deletes every autosave of the state folder (autosave.sgf,
 * autosave-2.sgf...): the windows of earlier tests, destroyed without
 * closing as after a crash, leave theirs, and each is kept and offered. */
G_GNUC_UNUSED static void
remove_autosaves (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "ishi", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;

  while (folder && (name = g_dir_read_name (folder)) != NULL)
    if (g_str_has_prefix (name, "autosave") && g_str_has_suffix (name, ".sgf"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_unlink (path);
      }
}

G_GNUC_UNUSED static IshiWindow *
new_window (void)
{
  IshiWindow *window = ishi_window_new (NULL);

  ishi_window_start (window);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();
  return window;
}

G_GNUC_UNUSED static void
destroy_window (IshiWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The first widget under `root` (itself included) with the template id
 * `id`, or of type `type` when id is NULL. */
G_GNUC_UNUSED static GtkWidget *
find_widget (GtkWidget *root, const char *id, GType type)
{
  if (id ? g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (root)), id) == 0
         : G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, id, type);
      if (found)
        return found;
    }
  return NULL;
}

/* The first widget under `root` named `name` (gtk_widget_set_name), for
 * widgets made in code, which have no template id. */
G_GNUC_UNUSED static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found)
        return found;
    }
  return NULL;
}

G_GNUC_UNUSED static GtkWidget *
widget_by_id (IshiWindow *window, const char *id)
{
  GtkWidget *widget = find_widget (GTK_WIDGET (window), id, G_TYPE_INVALID);

  if (widget == NULL)
    g_error ("no widget “%s” in the window", id);
  return widget;
}

G_GNUC_UNUSED static IshiBoardView *
board_of (IshiWindow *window)
{
  return ISHI_BOARD_VIEW (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_BOARD_VIEW));
}

G_GNUC_UNUSED static IshiPlayPage *
page_of (IshiWindow *window)
{
  return ISHI_PLAY_PAGE (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_PLAY_PAGE));
}

G_GNUC_UNUSED static IshiMatch *
match_of (IshiWindow *window)
{
  return ishi_session_get_match (ishi_window_get_session (window));
}

G_GNUC_UNUSED static IshiGame *
game_of (IshiWindow *window)
{
  return ishi_session_get_game (ishi_window_get_session (window));
}

G_GNUC_UNUSED static void
click (IshiWindow *window, int x, int y)
{
  g_signal_emit_by_name (board_of (window), "point-activated", x, y);
  flush_events ();
}

/* "pass", "undo", ...: the play page's actions; "win.save": the window's. */
G_GNUC_UNUSED static void
action (IshiWindow *window, const char *name)
{
  if (g_str_has_prefix (name, "win."))
    g_action_group_activate_action (G_ACTION_GROUP (window), name + 4, NULL);
  else
    g_action_group_activate_action (ishi_play_page_get_actions (page_of (window)), name, NULL);
  flush_events ();
}

/* The visible toplevel of `type` (a dialog the window opened), or NULL. */
G_GNUC_UNUSED static GtkWindow *
toplevel_of_type (GType type)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* `widget`'s own controller of `type` (the first: the key controller, the
 * click gesture), for an event the way GTK would deliver it there. */
G_GNUC_UNUSED static GtkEventController *
controller_of (GtkWidget *widget, GType type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return GTK_EVENT_CONTROLLER (controller);   /* the widget keeps it */
    }
  g_assert_not_reached ();
}

G_GNUC_UNUSED static GtkEventControllerKey *
key_controller_of (GtkWidget *widget)
{
  return GTK_EVENT_CONTROLLER_KEY (controller_of (widget, GTK_TYPE_EVENT_CONTROLLER_KEY));
}

G_GNUC_UNUSED static gboolean
enabled (IshiWindow *window, const char *name)
{
  return g_action_group_get_action_enabled (ishi_play_page_get_actions (page_of (window)), name);
}

G_GNUC_UNUSED static const char *
status_of (IshiWindow *window)
{
  return gtk_label_get_text (GTK_LABEL (widget_by_id (window, "status_label")));
}

G_GNUC_UNUSED static void
assert_status_has (IshiWindow *window, const char *text)
{
  const char *status = status_of (window);

  if (strstr (status, text) == NULL)
    g_error ("status line “%s” does not say “%s”", status, text);
}

G_GNUC_UNUSED static void
open_file (IshiWindow *window, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  ishi_window_open (window, file);
  flush_events ();
}

G_GNUC_UNUSED static char *
temp_copy (const char *contents, const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-window-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* A dialog (message, chooser, picker) shown over the window, or NULL. */
G_GNUC_UNUSED static GtkWindow *
find_dialog_for (IshiWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (w != GTK_WINDOW (window) && gtk_window_get_transient_for (w) == GTK_WINDOW (window)
          && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

/* Waits (up to a few seconds) until the board has been laid out. */
G_GNUC_UNUSED static void
wait_for_layout (IshiWindow *window)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      if (gtk_widget_get_width (GTK_WIDGET (board_of (window))) > 0
          && !gtk_widget_should_layout (GTK_WIDGET (window)))
        break;
      g_usleep (1000);
    }
  /* One more frame, for a size change queued just now. */
  for (int i = 0; i < 50; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The kanji of `text` ("囲碁(いご)と…", the words with their readings)
 * above `grade` and not followed by a reading, gathered in `bare`. */
G_GNUC_UNUSED static void
bare_kanji (const char *text, int grade, GString *bare)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      int g = ishi_kanji_grade (c);
      const char *q = p;

      if (g_unichar_get_script (c) != G_UNICODE_SCRIPT_HAN || (g >= 1 && g <= grade))
        continue;
      while (*q && g_unichar_get_script (g_utf8_get_char (q)) == G_UNICODE_SCRIPT_HAN)
        q = g_utf8_next_char (q);
      if (*q != '(')
        g_string_append_unichar (bare, c);
    }
}

/* The words `widget` and the widgets in it show: the kanji above `grade`
 * that no reading follows gathered in `bare` (a label's all), and the
 * lesson texts (words with readings) counted in `read`. */
G_GNUC_UNUSED static void
gather_words (GtkWidget *widget, int grade, GString *bare, guint *read)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (ISHI_IS_LESSON_TEXT (widget))
    {
      g_autofree char *text = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (widget));
      bare_kanji (text, grade, bare);
      (*read)++;
    }
  else if (GTK_IS_LABEL (widget))
    bare_kanji (gtk_label_get_text (GTK_LABEL (widget)), grade, bare);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    gather_words (c, grade, bare, read);
}
