/* ishi-window-net.c — the window's network menu: Host a Room, Start a
 * Class, Join a Room, Connect to a Server, each a window of app/net.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-host-window.h"
#include "ishi-room-window.h"
#include "ishi-server-window.h"
#include "ishi-window-private.h"

/* Host a Room: the room of the online page opened on this computer. */
void
ishi_window_host_room_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  gtk_window_present (GTK_WINDOW (ishi_host_window_new (GTK_WINDOW (data), NULL, NULL)));
}

/* Start a Class: a room with the teacher's view of every board. */
void
ishi_window_start_class_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWidget *host = ishi_host_window_new (GTK_WINDOW (data), NULL, NULL);

  ishi_host_window_set_class (ISHI_HOST_WINDOW (host));
  gtk_window_present (GTK_WINDOW (host));
}

/* Join a Room: the rooms on the network, then a table and the chat. */
void
ishi_window_join_room_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  gtk_window_present (GTK_WINDOW (ishi_room_window_new (GTK_WINDOW (self), self->settings, TRUE)));
}

static void
room_bar_response_cb (GtkInfoBar *bar, int response, IshiWindow *self)
{
  gtk_info_bar_set_revealed (bar, FALSE);
  if (response == GTK_RESPONSE_ACCEPT)
    ishi_room_window_come_back_to_seat (GTK_WINDOW (self), self->settings);
  else
    ishi_room_window_forget_seat (self->settings);
}

/* Ishi ended while its room window was open (a crash): the room is
 * offered again, as the play page offers the game it restores, above the
 * board (the player had to find Join a Room and press Join again). */
static void
offer_room (IshiWindow *self)
{
  g_autofree char *host = NULL, *name = NULL;
  g_autofree char *text = NULL;
  GtkWidget *label;
  guint16 port;

  if (!ishi_room_window_get_seat (self->settings, &host, &port, &name))
    return;
  if (self->room_bar == NULL)
    {
      self->room_bar = GTK_INFO_BAR (gtk_info_bar_new ());
      gtk_info_bar_set_message_type (self->room_bar, GTK_MESSAGE_QUESTION);
      gtk_info_bar_add_button (self->room_bar, _("_Join Again"), GTK_RESPONSE_ACCEPT);
      gtk_info_bar_add_button (self->room_bar, _("_Forget It"), GTK_RESPONSE_REJECT);
      /* Named by their text alone (GTK 4.8 said "_Join Again Join Again",
       * and with a name of their own "Join Again Join Again"). */
      ishi_mnemonic_buttons_name (GTK_WIDGET (self->room_bar));
      label = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_info_bar_add_child (self->room_bar, label);
      g_object_set_data (G_OBJECT (self->room_bar), "label", label);
      g_signal_connect (self->room_bar, "response", G_CALLBACK (room_bar_response_cb), self);
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->info_bar))),
                                  GTK_WIDGET (self->room_bar), GTK_WIDGET (self->info_bar));
    }
  /* Translators: "Ishi ended while you were in the room at schoolpc
   * (port 6969) as hana." */
  text = g_strdup_printf (_("Ishi ended while you were in the room at %s (port %u) as %s."), host, port, name);
  gtk_label_set_text (g_object_get_data (G_OBJECT (self->room_bar), "label"), text);
  gtk_info_bar_set_revealed (self->room_bar, TRUE);
}

/* A pupil's computer that was in a class goes back to it (it opened an
 * empty board, and the child had to find Join a Room); on a computer a
 * class shares, Ishi starts with Join a Room: the pupil picks her name
 * from the class's list (ishi-join-form.c); after a crash in a room, Ishi
 * offers to join it again. */
void
ishi_window_net_start (IshiWindow *self)
{
  if (self->settings && ishi_room_window_come_back (GTK_WINDOW (self), self->settings))
    return;
  if (self->settings && !g_settings_get_boolean (self->settings, "shared-computer"))
    offer_room (self);
  if (self->settings && g_settings_get_boolean (self->settings, "shared-computer"))
    gtk_window_present (GTK_WINDOW (ishi_room_window_new (GTK_WINDOW (self), self->settings, TRUE)));
}

/* A room or class with people in it ends only when its host says so,
 * and a pupil leaves her game only when she says so: before the window
 * closes (or Ishi quits), the first such room's window asks (the class ended at once under a table still playing, issue 77);
 * once it has ended, `then` is called with `object`, which closes what
 * was to close.  FALSE when no room has anyone in it. */
gboolean
ishi_window_net_ask_rooms (void (*then) (GObject *object), GObject *object)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* GTK's own */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (ISHI_IS_HOST_WINDOW (w) && ishi_host_window_ask_to_end (ISHI_HOST_WINDOW (w), then, object))
        return TRUE;
      /* A pupil's own window, in the middle of her game (issue 77, 1). */
      if (ISHI_IS_ROOM_WINDOW (w) && w != (GtkWindow *) object
          && ishi_room_window_ask_to_leave (ISHI_ROOM_WINDOW (w), then, object))
        return TRUE;
    }
  return FALSE;
}

/* Connect to a Server: Ishi on NNGS and IGS. */
void
ishi_window_connect_server_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  gtk_window_present (GTK_WINDOW (ishi_server_window_new (GTK_WINDOW (self), self->settings)));
}
