/* ishi-room-leave.c — see ishi-room-leave.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ishi-net-ask.h"
#include "ishi-room-leave.h"
#include "ishi-ruby-words.h"

gboolean
ishi_room_leave_in_game (IshiRoomClient *client, int *table)
{
  const IshiRoomClientTable *t;
  int number;

  if (client == NULL || (number = ishi_room_client_get_own_table (client, NULL)) <= 0
      || (t = ishi_room_client_get_table (client, number)) == NULL)
    return FALSE;
  if (table)
    *table = number;
  return t->started && t->result == NULL && !t->adjourned;
}

gboolean
ishi_room_leave_ask (GtkWindow *window, IshiRoomClient *client, int grade)
{
  g_autofree char *secondary = NULL;
  GtkWidget *dialog;
  int table = 0;

  if (!ishi_room_leave_in_game (client, &table))
    return FALSE;
  secondary = g_strdup_printf (_("You are seated at table %d and your game is not over. If you leave, its clock "
                                 "stops and your opponent waits until you come back."),
                               table);
  dialog = ishi_net_ask (window, _("Leave the room during your game?"), secondary, _("_Leave the Room"));
  /* A child reads it at her class's grade, as the rest of her window. */
  if (grade >= 1 && grade <= 6)
    {
      GtkWidget *area = gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
      GtkWidget *button;

      for (GtkWidget *w = gtk_widget_get_first_child (area); w; w = gtk_widget_get_next_sibling (w))
        if (GTK_IS_LABEL (w) && gtk_widget_get_visible (w))
          ishi_ruby_label (GTK_LABEL (w), gtk_label_get_text (GTK_LABEL (w)), grade);
      if ((button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL)))
        ishi_ruby_button (button, _("_Cancel"), grade);
      if ((button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT)))
        ishi_ruby_button (button, _("_Leave the Room"), grade);
    }
  return TRUE;
}
