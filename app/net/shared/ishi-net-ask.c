/* ishi-net-ask.c — see ishi-net-ask.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ishi-lesson-text.h"
#include "ishi-net-ask.h"

static gboolean
close_idle_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
response_cb (GtkDialog *dialog, int response, GtkWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response != GTK_RESPONSE_ACCEPT)
    {
      /* Kept: whoever asked to close goes no further. */
      ishi_net_ask_kept (window);
      return;
    }
  /* Closed once the question is gone (it is transient for the window). */
  g_object_set_data (G_OBJECT (window), "ishi-net-confirmed", GINT_TO_POINTER (TRUE));
  g_idle_add_full (G_PRIORITY_DEFAULT, close_idle_cb, g_object_ref (window), g_object_unref);
}

gboolean
ishi_net_ask_confirmed (GtkWindow *window)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "ishi-net-confirmed"));
}

GtkWidget *
ishi_net_ask (GtkWindow *window, const char *primary, const char *secondary, const char *accept)
{
  GtkWidget *dialog = gtk_message_dialog_new (window, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s", primary);
  GtkWidget *button;

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  /* Its words break between words, not inside one (フォ／ルダー). */
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog)));
       w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w))
      ishi_lesson_label_break_phrases (GTK_LABEL (w));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), accept, GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), window);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

typedef struct {
  IshiNetThenFunc then;
  GObject *object;
} Then;

static void
then_free (gpointer data)
{
  Then *t = data;

  g_clear_object (&t->object);
  g_free (t);
}

void
ishi_net_ask_then (GtkWindow *window, IshiNetThenFunc then, GObject *object)
{
  Then *t = g_new0 (Then, 1);

  g_return_if_fail (GTK_IS_WINDOW (window));
  t->then = then;
  t->object = object ? g_object_ref (object) : NULL;
  g_object_set_data_full (G_OBJECT (window), "ishi-net-then", t, then_free);
  /* In front, with its question over it. */
  gtk_window_present (window);
  gtk_window_close (window);
}

void
ishi_net_ask_kept (GtkWindow *window)
{
  g_object_set_data (G_OBJECT (window), "ishi-net-then", NULL);
}

static gboolean
then_idle_cb (gpointer data)
{
  Then *t = data;

  t->then (t->object);
  then_free (t);
  return G_SOURCE_REMOVE;
}

void
ishi_net_ask_gone (GtkWindow *window)
{
  Then *t = g_object_steal_data (G_OBJECT (window), "ishi-net-then");

  if (t && t->then && t->object)
    g_idle_add (then_idle_cb, t);
  else if (t)
    then_free (t);
}
