/* ishi-window-lessons.c — the Lessons page's side of the window: the page
 * made when first shown, "Try It on a Board" taking a step to the Play
 * page, printing the lesson shown, and reading the lessons again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-dialogs.h"
#include "ishi-handouts.h"
#include "ishi-a11y-names.h"
#include "ishi-lesson.h"
#include "ishi-window-private.h"

/* Lessons: "Try It on a Board" plays on from a step on the Play page. */
static void
lesson_game_now (GtkWindow *window, gpointer data)
{
  IshiWindow *self = ISHI_WINDOW (window);
  g_autoptr(IshiMatch) match = data;

  ishi_session_set_match (self->session, match);
  gtk_stack_set_visible_child_name (self->stack, "play");
}

/* The header bar's Pass, Resign and Undo act on the Play page: they are
 * shown with it only. */
static void lesson_open_game_cb (IshiWindow *self, IshiMatch *match);
static void remember_lesson (IshiWindow *self);

/* The lessons are read, checked against their schema and listed when the
 * Lessons page is first shown, not before the first frame (issue 23 item
 * 16: they took a fifth of the start-up's own work and some 10 MiB that a
 * player who never opens them never needs). */
static void
make_lessons (IshiWindow *self)
{
  /* The installed lessons (ISHI_LESSON_DIR in their place, to run from
   * the build tree and in the tests), then $XDG_DATA_HOME/ishi/lessons. */
  const char *installed = g_getenv ("ISHI_LESSON_DIR");
  g_auto(GStrv) dirs = NULL;
  GtkWidget *view;

  if (self->lessons != NULL)
    return;
  dirs = ishi_lesson_default_dirs (installed ? installed : PKGDATADIR G_DIR_SEPARATOR_S "lessons");
  view = ishi_lesson_view_new (self->settings, (const char *const *) dirs);
  gtk_widget_set_hexpand (view, TRUE);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (self->lessons_page), view);
  ishi_icon_buttons_unlabel_icons (view);
  ishi_mnemonic_buttons_name (view);
  self->lessons = ISHI_LESSON_VIEW (view);
  g_signal_connect_object (view, "open-game", G_CALLBACK (lesson_open_game_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "notify::lesson-id", G_CALLBACK (remember_lesson), self,
                           G_CONNECT_SWAPPED);
}

/* The lesson shown, kept as it changes (not only when the window closes:
 * a crash or a power cut keeps it too), so that a child who closed the
 * window mid-lesson comes back to it (issue 65 item 16). */
static void
remember_lesson (IshiWindow *self)
{
  const char *id = NULL;
  g_autofree char *kept = NULL;

  /* The window taken apart changes its pages: that is not the child's. */
  if (self->settings == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  /* The Lessons page with its list is kept too, as "/" (no lesson's id):
   * quit from the list, Ishi opened on an empty board (issue 77). */
  if (self->lessons != NULL && gtk_stack_get_visible_child (self->stack) == self->lessons_page)
    id = ishi_lesson_view_get_lesson_id (self->lessons) ? ishi_lesson_view_get_lesson_id (self->lessons) : "/";
  kept = g_settings_get_string (self->settings, "lesson-open");
  if (g_strcmp0 (kept, id ? id : "") != 0)
    g_settings_set_string (self->settings, "lesson-open", id ? id : "");
}

void
ishi_window_lessons_resume (IshiWindow *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "lesson-open");

  if (*id == '\0')
    return;
  gtk_stack_set_visible_child (self->stack, self->lessons_page);
  if (strcmp (id, "/") == 0)
    return;   /* the list */
  /* A lesson gone since (a teacher's file taken away): the list. */
  if (self->lessons == NULL || !ishi_lesson_view_open_lesson (self->lessons, id))
    remember_lesson (self);
}

/* The window's information bar lies over the top of the page, so that the
 * board keeps its place; over the Lessons page it covered the problem
 * set's own bar ("… holds problems" over Previous and Next, issue 66):
 * there the page makes room for it while it is shown. */
void
ishi_window_info_room_cb (IshiWindow *self)
{
  GtkWidget *revealer = gtk_widget_get_first_child (GTK_WIDGET (self->info_bar));
  GtkWidget *content = revealer && GTK_IS_REVEALER (revealer) ? gtk_revealer_get_child (GTK_REVEALER (revealer)) : NULL;
  int height = 0;

  if (content && gtk_info_bar_get_revealed (self->info_bar))
    {
      GtkWidget *bars = gtk_widget_get_parent (GTK_WIDGET (self->info_bar));

      gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
      height += gtk_widget_get_margin_top (bars) + 6;
    }
  gtk_widget_set_margin_top (self->lessons_page, height);
}

void
ishi_window_page_changed_cb (IshiWindow *self)
{
  gboolean play = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0;
  /* The game's title and rules, and its buttons, with the game only: on
   * the Lessons page they told of a game out of sight (issue 66). */
  static const char *const buttons[] = { "pass_button", "undo_button", "edit_button", "title_box" };

  if (gtk_stack_get_visible_child (self->stack) == self->lessons_page)
    make_lessons (self);

  for (gsize i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GObject *button = gtk_widget_get_template_child (GTK_WIDGET (self), ISHI_TYPE_WINDOW, buttons[i]);

      if (GTK_IS_WIDGET (button))   /* not while the window is taken apart */
        gtk_widget_set_visible (GTK_WIDGET (button), play);
    }
  /* The bars of the game's opening and of a Renju set likewise: the
   * opening's step ("Black offers 2 fifth moves…") stood above the
   * lessons. */
  if (self->bar_slot != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->bar_slot), play);
  remember_lesson (self);
  ishi_window_start_page_left (self);
}

static void
lesson_open_game_cb (IshiWindow *self, IshiMatch *match)
{
  ishi_file_dialogs_guard (GTK_WINDOW (self), self->session, lesson_game_now,
                           g_object_ref (match), g_object_unref);
}

void
ishi_window_print_lesson_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  const IshiLesson *lesson = self->lessons ? ishi_lesson_view_get_lesson (self->lessons) : NULL;
  g_autoptr(GError) error = NULL;

  if (lesson == NULL)
    ishi_show_error (GTK_WINDOW (self), _("Open a lesson to print it"),
                     _("The sheet is made from the lesson shown on the Lessons page."));
  else if (ishi_handouts_print_lesson (GTK_WINDOW (self), lesson, TRUE, NULL, &error)
           == GTK_PRINT_OPERATION_RESULT_ERROR)
    ishi_show_error (GTK_WINDOW (self), _("The lesson could not be printed"), error ? error->message : NULL);
}

/* A lesson step was saved (Edit mode): the Lessons page reads the folders
 * again, so the step is there without a restart. */
void
ishi_window_reload_lessons_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  /* Not made yet (it is made when first shown): it will read them then. */
  if (self->lessons)
    ishi_lesson_view_reload (self->lessons);
}

