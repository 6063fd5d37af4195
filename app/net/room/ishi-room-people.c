/* ishi-room-people.c — who is in a room, and IGS's challenge both ways.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-igs-server.h"
#include "ishi-room-people.h"
#include "ishi-server-lists.h"
#include "ishi-server-offer.h"

typedef struct {
  GtkWindow *window;           /* not owned: the button lives inside it */
  IshiRoomClient *client;
} People;

static void
people_free (gpointer data)
{
  People *p = data;

  g_object_unref (p->client);
  g_free (p);
}

static void
popover_show_cb (GtkPopover *popover, People *p)
{
  ishi_room_client_refresh_lists (p->client);
}

/* The terms chosen: IGS's match line; the komi and the handicap are the
 * table's (the dialog does not ask them in a room). */
static void
challenge_send_cb (const char *match_line, double komi, int handicap, gpointer data)
{
  ishi_room_client_send (ISHI_ROOM_CLIENT (data), match_line);
}

static void
challenge_cb (GtkWidget *lists, const char *name, People *p)
{
  GtkWidget *dialog = ishi_server_challenge_new_for_room (p->window, name, challenge_send_cb, p->client);
  GtkWidget *popover = gtk_widget_get_ancestor (lists, GTK_TYPE_POPOVER);

  if (popover)
    gtk_popover_popdown (GTK_POPOVER (popover));

  /* The dialog is modal: the room cannot be left while it is open, and the
   * client it sends to outlives it. */
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
offer_cb (IshiRoomClient *client, const char *name, int color, int size, int minutes, int byoyomi,
          GtkWidget *button)
{
  People *p = g_object_get_data (G_OBJECT (button), "ishi-people");
  g_autofree char *question = ishi_server_describe_offer (name, color, size, minutes, byoyomi);
  g_autofree char *accept = ishi_igs_format_match (name, color, size, minutes, byoyomi);
  g_autofree char *decline = g_strdup_printf ("decline %s", name);

  ishi_server_ask (p->window, client, question, _("_Accept"), _("_Decline"), accept, decline);
}

GtkWidget *
ishi_room_people_new (GtkWindow *window, IshiRoomClient *client)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *lists = ishi_server_lists_new_for_room (client);
  People *p = g_new0 (People, 1);

  p->window = window;
  p->client = g_object_ref (client);
  g_object_set_data_full (G_OBJECT (button), "ishi-people", p, people_free);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("_People"));
  gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (button), TRUE);
  gtk_widget_set_tooltip_text (button, _("Who is in the room; challenge one of them to a game"));
  gtk_widget_set_size_request (lists, 340, 320);
  gtk_popover_set_child (GTK_POPOVER (popover), lists);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  g_signal_connect (popover, "show", G_CALLBACK (popover_show_cb), p);
  g_signal_connect (lists, "challenge", G_CALLBACK (challenge_cb), p);
  g_signal_connect_object (client, "match-offer", G_CALLBACK (offer_cb), button, 0);
  return button;
}
