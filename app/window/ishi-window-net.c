/* ishi-window-net.c — the window's network menu: Host a Room, Start a
 * Class, Join a Room, Connect to a Server, each a window of app/net.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

/* A pupil's computer that was in a class goes back to it (it opened an
 * empty board, and the child had to find Join a Room); on a computer a
 * class shares, Ishi starts with Join a Room: the pupil picks her name
 * from the class's list (ishi-join-form.c). */
void
ishi_window_net_start (IshiWindow *self)
{
  if (self->settings && ishi_room_window_come_back (GTK_WINDOW (self), self->settings))
    return;
  if (self->settings && g_settings_get_boolean (self->settings, "shared-computer"))
    gtk_window_present (GTK_WINDOW (ishi_room_window_new (GTK_WINDOW (self), self->settings, TRUE)));
}

/* Connect to a Server: Ishi on NNGS and IGS. */
void
ishi_window_connect_server_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  gtk_window_present (GTK_WINDOW (ishi_server_window_new (GTK_WINDOW (self), self->settings)));
}
