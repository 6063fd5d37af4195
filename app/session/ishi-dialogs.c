/* ishi-dialogs.c — message dialogs (see ishi-dialogs.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include "ishi-dialogs.h"

static void
show (GtkWindow *parent, GtkMessageType type, const char *primary, const char *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              type, GTK_BUTTONS_CLOSE, "%s", primary);

  if (secondary)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ishi_show_error (GtkWindow *parent, const char *primary, const char *secondary)
{
  g_return_if_fail (primary != NULL);
  show (parent, GTK_MESSAGE_ERROR, primary, secondary);
}

void
ishi_show_details (GtkWindow *parent, const char *title, GPtrArray *details)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_if_fail (title != NULL && details != NULL);
  for (guint i = 0; i < details->len; i++)
    g_string_append_printf (text, "%s\n", (const char *) g_ptr_array_index (details, i));
  show (parent, GTK_MESSAGE_INFO, title, text->str);
}
