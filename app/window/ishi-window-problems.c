/* ishi-window-problems.c — the problems' side of the window: the
 * Problems view (made when first asked for, with Ishi's own sets), shown
 * on the Lessons page in the lessons' place (Problems… there, or Open
 * Problems… and Open a Folder of Problems… in the main menu; its Lessons
 * button goes back), and a set read in a thread and shown.  A file opened
 * as a game (Open…, the recent files, a drop, the command line) whose
 * games read as problems goes there too, the info bar offering it as a
 * game record (to edit it, say).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-dialogs.h"
#include "ishi-problem-view.h"
#include "ishi-problem.h"
#include "ishi-window-private.h"

static void leave_cb (IshiWindow *self);

/* Ishi's own problems: ISHI_PROBLEM_DIR in their place (the build tree,
 * the tests), else the installed $pkgdatadir/problems. */
static void
make_view (IshiWindow *self)
{
  const char *dir = g_getenv ("ISHI_PROBLEM_DIR");
  GtkWidget *view;

  if (self->problems != NULL)
    return;
  view = ishi_problem_view_new (dir ? dir : PKGDATADIR G_DIR_SEPARATOR_S "problems");
  gtk_widget_set_hexpand (view, TRUE);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_widget_set_visible (view, FALSE);
  gtk_box_append (GTK_BOX (self->lessons_page), view);
  ishi_icon_buttons_unlabel_icons (view);
  ishi_mnemonic_buttons_name (view);
  self->problems = ISHI_PROBLEM_VIEW (view);
  g_signal_connect_object (view, "leave", G_CALLBACK (leave_cb), self, G_CONNECT_SWAPPED);
}

/* The Lessons page with the problems in the lessons' place (the page
 * makes its lesson view when first shown). */
static void
show_problems (IshiWindow *self)
{
  make_view (self);
  gtk_stack_set_visible_child (self->stack, self->lessons_page);
  for (GtkWidget *c = gtk_widget_get_first_child (self->lessons_page); c != NULL; c = gtk_widget_get_next_sibling (c))
    gtk_widget_set_visible (c, c == GTK_WIDGET (self->problems));
}

/* The problems' Lessons button: the lessons again. */
static void
leave_cb (IshiWindow *self)
{
  for (GtkWidget *c = gtk_widget_get_first_child (self->lessons_page); c != NULL; c = gtk_widget_get_next_sibling (c))
    gtk_widget_set_visible (c, c != GTK_WIDGET (self->problems));
}

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiWindow) self = data;
  g_autoptr(GError) error = NULL;
  IshiProblemSet *set = ishi_problem_set_load_finish (result, &error);

  self->problems_loading--;
  if (set == NULL)
    {
      if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
        ishi_show_error (GTK_WINDOW (self), _("The problems could not be opened"), error->message);
      return;
    }
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    {
      ishi_problem_set_free (set);
      return;
    }
  make_view (self);
  ishi_problem_view_open_set (self->problems, set);
  show_problems (self);
}

void
ishi_window_open_problems (IshiWindow *self, GFile *file)
{
  g_return_if_fail (ISHI_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  self->problems_loading++;
  ishi_problem_set_load_async (file, NULL, loaded_cb, g_object_ref (self));
}

gboolean
ishi_window_is_loading_problems (IshiWindow *self)
{
  g_return_val_if_fail (ISHI_IS_WINDOW (self), FALSE);
  return self->problems_loading > 0;
}

/* The file's first game (a collection of problems has one in each) reads
 * as a problem (ishi_problem_record_is_problem). */
static gboolean
reads_as_problems (GFile *file, IshiCollectionGame *first)
{
  IshiSgfNode *root;
  gboolean problem;

  if (first->root != NULL)
    return ishi_problem_record_is_problem (first->root);
  if (!first->span.exact)
    return FALSE;
  root = ishi_sgf_read_span (file, &first->span, NULL);
  if (root == NULL)
    return FALSE;
  problem = ishi_problem_record_is_problem (root);
  ishi_sgf_node_free (root);
  return problem;
}

gboolean
ishi_window_problems_take (IshiWindow *self, GFile *file, GPtrArray *games)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (ISHI_IS_WINDOW (self), FALSE);

  if (self->as_game != NULL && g_file_equal (self->as_game, file))
    {
      g_clear_object (&self->as_game);
      return FALSE;
    }
  g_clear_object (&self->as_game);
  if (games == NULL || games->len == 0 || !reads_as_problems (file, g_ptr_array_index (games, 0)))
    return FALSE;
  ishi_window_open_problems (self, file);
  g_set_object (&self->problems_opened, file);
  if (self->info_is_restore)
    return TRUE;  /* the restore question stays until it is answered */
  name = g_file_get_basename (file);
  text = g_strdup_printf (_("“%s” holds problems: it is open in the Problems view, where your moves are "
                            "answered and judged."), name);
  ishi_window_show_info (self, text, NULL, GTK_MESSAGE_INFO);
  gtk_widget_set_visible (self->as_game_button, TRUE);
  return TRUE;
}

void
ishi_window_problems_open_as_game (IshiWindow *self)
{
  g_return_if_fail (ISHI_IS_WINDOW (self));

  gtk_info_bar_set_revealed (self->info_bar, FALSE);
  if (self->problems_opened == NULL)
    return;
  g_clear_object (&self->as_game);
  self->as_game = g_steal_pointer (&self->problems_opened);
  gtk_stack_set_visible_child_name (self->stack, "play");
  ishi_window_open (self, self->as_game);
}

static void
chosen_cb (GtkNativeDialog *chooser, int response, IshiWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        ishi_window_open_problems (self, file);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
open_problems_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  gboolean folder = g_str_equal (g_action_get_name (G_ACTION (action)), "open-problem-folder");
  GtkFileChooserNative *chooser;

  if (folder)
    {
      chooser = gtk_file_chooser_native_new (_("Open a Folder of Problems"), GTK_WINDOW (self),
                                             GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Open"), _("_Cancel"));
      gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
    }
  else
    chooser = ishi_file_dialogs_chooser (GTK_WINDOW (self), self->session, _("Open Problems"),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  g_signal_connect (chooser, "response", G_CALLBACK (chosen_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
show_problems_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  show_problems (data);
}

static const GActionEntry problem_entries[] = {
  { "show-problems", show_problems_activated },
  { "open-problems", open_problems_activated },
  { "open-problem-folder", open_problems_activated },
};

void
ishi_window_problems_init (IshiWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), problem_entries, G_N_ELEMENTS (problem_entries), self);
}
