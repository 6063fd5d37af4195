/* ishi-file-dialogs.c — see ishi-file-dialogs.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-file-dialogs"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-dialogs.h"
#include "ishi-file-dialogs.h"

typedef struct {
  GtkWindow *parent;
  IshiSession *session;
  IshiThenFunc then;
  gpointer data;
  GDestroyNotify destroy;
} Pending;

static Pending *
pending_new (GtkWindow *parent, IshiSession *session, IshiThenFunc then, gpointer data,
             GDestroyNotify destroy)
{
  Pending *pending = g_new0 (Pending, 1);

  pending->parent = g_object_ref (parent);
  pending->session = g_object_ref (session);
  pending->then = then;
  pending->data = data;
  pending->destroy = destroy;
  return pending;
}

static void
pending_free (Pending *pending, gboolean ran)
{
  if (!ran && pending->destroy && pending->data)
    pending->destroy (pending->data);
  g_object_unref (pending->parent);
  g_object_unref (pending->session);
  g_free (pending);
}

static void
pending_run (gpointer user_data)
{
  Pending *pending = user_data;

  if (pending->then)
    pending->then (pending->parent, pending->data);
  pending_free (pending, pending->then != NULL);
}

static void
cancelled (gpointer user_data)
{
  pending_free (user_data, FALSE);
}

gboolean
ishi_file_dialogs_save (GtkWindow *parent, IshiSession *session, GFile *file)
{
  g_autoptr(GError) error = NULL;

  if (ishi_session_save (session, file, &error))
    return TRUE;
  ishi_show_error (parent, _("Could not save the game"), error->message);
  return FALSE;
}

static GtkFileFilter *
sgf_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Game records (SGF)"));
  gtk_file_filter_add_mime_type (filter, "application/x-go-sgf");
  gtk_file_filter_add_suffix (filter, "sgf");
  return filter;
}

GtkFileChooserNative *
ishi_file_dialogs_chooser (GtkWindow *parent, IshiSession *session, const char *title,
                           GtkFileChooserAction kind, const char *accept)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, parent, kind, accept, _("_Cancel"));
  g_autoptr(GtkFileFilter) filter = sgf_filter ();
  g_autoptr(GFile) folder = ishi_session_get_folder (session);

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (kind == GTK_FILE_CHOOSER_ACTION_OPEN)
    {
      /* Renju players keep records as move lists too ("h8 h9 i10" in a
       * .txt file, ishi-renju-move-list.h) and RenLib libraries (.lib,
       * ishi-renlib.h): shown beside SGF, and all files for
       * a list saved under another name. */
      g_autoptr(GtkFileFilter) records = sgf_filter ();
      g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

      gtk_file_filter_set_name (records, _("Game records (SGF), Renju move lists and RenLib libraries"));
      gtk_file_filter_add_suffix (records, "txt");
      gtk_file_filter_add_suffix (records, "lib");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), records);
      gtk_file_filter_set_name (all, _("All files"));
      gtk_file_filter_add_pattern (all, "*");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
    }
  else
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (folder)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  return chooser;
}

static void
save_as_response_cb (GtkNativeDialog *chooser, int response, Pending *pending)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file && ishi_file_dialogs_save (pending->parent, pending->session, file))
    pending_run (pending);
  else
    cancelled (pending);
  g_object_unref (chooser);
}

static void
save_as (Pending *pending)
{
  GtkFileChooserNative *chooser = ishi_file_dialogs_chooser (pending->parent, pending->session,
                                                             _("Save Game"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                                             _("_Save"));
  g_autofree char *name = ishi_session_suggest_name (pending->session);

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), pending);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
ishi_file_dialogs_save_as (GtkWindow *parent, IshiSession *session, IshiThenFunc then, gpointer data,
                           GDestroyNotify destroy)
{
  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (ISHI_IS_SESSION (session));

  save_as (pending_new (parent, session, then, data, destroy));
}

/* What was asked for goes on once the question's dialog is gone: the next
 * step may close the window the dialog belongs to. */
static void
discard_response_cb (GtkDialog *dialog, int response, Pending *pending)
{
  GFile *file = ishi_session_get_file (pending->session);

  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_REJECT)
    {
      ishi_session_forget (pending->session);
      g_idle_add_once (pending_run, pending);
    }
  else if (response == GTK_RESPONSE_ACCEPT && file == NULL)
    save_as (pending);
  else if (response == GTK_RESPONSE_ACCEPT && ishi_file_dialogs_save (pending->parent, pending->session, file))
    g_idle_add_once (pending_run, pending);
  else
    cancelled (pending);
}

void
ishi_file_dialogs_guard (GtkWindow *parent, IshiSession *session, IshiThenFunc then, gpointer data,
                         GDestroyNotify destroy)
{
  GtkWidget *dialog;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (ISHI_IS_SESSION (session));

  if (!ishi_session_get_modified (session))
    {
      then (parent, data);
      return;
    }
  dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Save the changes to this game?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("If you don’t save, the moves and comments since the last save are lost."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL,
                          _("_Discard"), GTK_RESPONSE_REJECT, _("_Save"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT),
                            "destructive-action");
  ishi_window_help_screen_readers (GTK_WINDOW (dialog), 0);
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response_cb),
                    pending_new (parent, session, then, data, destroy));
  gtk_window_present (GTK_WINDOW (dialog));
}
