/* ishi-server-lists.c — a Go server's players and games, as last listed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs-server.h"
#include "ishi-ruby-words.h"
#include "ishi-server-lists.h"

struct _IshiServerLists {
  GtkBox parent_instance;

  IshiRoomClient *client;
  GtkListBox *players, *games;
  GtkWidget *refresh;
  gboolean room;               /* Ishi's room: `who` gives the table where one sits */
};

G_DEFINE_FINAL_TYPE (IshiServerLists, ishi_server_lists, GTK_TYPE_BOX)

enum { OBSERVE, CHALLENGE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
challenge_clicked_cb (GtkButton *button, IshiServerLists *self)
{
  g_signal_emit (self, signals[CHALLENGE], 0, g_object_get_data (G_OBJECT (button), "ishi-name"));
}

static GtkWidget *
list_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  return label;
}

static void
clear (GtkListBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_list_box_remove (box, child);
}

/* A class's pupil reads the room's list at the class's grade (issue 55, 7). */
static int
pupil_grade (IshiServerLists *self)
{
  if (!self->room || !ishi_room_client_in_class (self->client) || ishi_room_client_is_teacher (self->client))
    return 0;
  return ishi_room_client_get_class_grade (self->client);
}

static void
lists_changed_cb (IshiRoomClient *client, IshiServerLists *self)
{
  g_autoptr (GPtrArray) players = ishi_room_client_list_players (client);
  g_autoptr (GPtrArray) games = ishi_room_client_list_games (client);
  int grade = pupil_grade (self);

  ishi_ruby_button (self->refresh, _("_Refresh the Lists"), grade);
  clear (self->players);
  for (guint i = 0; i < players->len; i++)
    {
      const IshiIgsWhoEntry *p = players->pdata[i];
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gboolean me = g_strcmp0 (p->name, ishi_room_client_get_name (client)) == 0;
      /* Translators: one's own name in the list of the room's people */
      g_autofree char *name = me ? g_strdup_printf (_("%s (you)"), p->name) : g_strdup (p->name);
      g_autofree char *text = self->room ? (p->playing ? g_strdup_printf (_("%s — at table %d"), name, p->playing)
                                                       : g_strdup (name))
                              : p->playing ? g_strdup_printf (_("%s  %s  idle %s — playing game %d"), name, p->rank, p->idle, p->playing)
                                           : g_strdup_printf (_("%s  %s  idle %s"), name, p->rank, p->idle);
      GtkWidget *label = list_label (text);
      GtkWidget *challenge;

      gtk_box_append (GTK_BOX (row), label);
      if (grade > 0)
        ishi_ruby_label (GTK_LABEL (label), text, grade);
      gtk_list_box_append (self->players, row);
      if (me)                  /* no one challenges herself */
        continue;
      challenge = gtk_button_new_with_label (_("Challenge…"));
      if (grade > 0)
        ishi_ruby_button (challenge, _("Challenge…"), grade);
      g_object_set_data_full (G_OBJECT (challenge), "ishi-name", g_strdup (p->name), g_free);
      gtk_widget_set_sensitive (challenge, p->playing == 0 && strchr (p->flags, 'X') == NULL);
      g_signal_connect (challenge, "clicked", G_CALLBACK (challenge_clicked_cb), self);
      gtk_box_append (GTK_BOX (row), challenge);
    }
  if (self->games == NULL)
    return;
  clear (self->games);
  for (guint i = 0; i < games->len; i++)
    {
      const IshiIgsGameEntry *g = games->pdata[i];
      g_autofree char *text = g_strdup_printf (_("%d: %s (%s, White) – %s (%s, Black), %d×%d, move %d, %d watching"),
                                               g->game, g->white, g->white_rank, g->black, g->black_rank,
                                               g->size, g->size, g->moves, g->observers);
      GtkWidget *label = list_label (text);
      g_object_set_data (G_OBJECT (label), "ishi-game", GINT_TO_POINTER (g->game));
      gtk_list_box_append (self->games, label);
    }
}

static void
game_activated_cb (GtkListBox *box, GtkListBoxRow *row, IshiServerLists *self)
{
  int number = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "ishi-game"));

  if (number > 0)
    g_signal_emit (self, signals[OBSERVE], 0, number);
}

static void
refresh_clicked_cb (GtkButton *button, IshiServerLists *self)
{
  ishi_room_client_refresh_lists (self->client);
}

static GtkWidget *
scrolled_list (GtkListBox **box, const char *name)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  *box = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (*box), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (*box));
  gtk_widget_set_vexpand (scrolled, TRUE);
  return scrolled;
}

static void
ishi_server_lists_dispose (GObject *object)
{
  IshiServerLists *self = ISHI_SERVER_LISTS (object);

  if (self->client)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  G_OBJECT_CLASS (ishi_server_lists_parent_class)->dispose (object);
}

static void
ishi_server_lists_class_init (IshiServerListsClass *klass)
{
  GType type = G_TYPE_FROM_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_server_lists_dispose;
  signals[OBSERVE] = g_signal_new ("observe", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_INT);
  signals[CHALLENGE] = g_signal_new ("challenge", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_server_lists_init (IshiServerLists *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_set_size_request (GTK_WIDGET (self), 340, -1);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
}

static GtkWidget *
lists_new (IshiRoomClient *client, gboolean room)
{
  IshiServerLists *self = g_object_new (ISHI_TYPE_SERVER_LISTS, NULL);
  GtkWidget *lists = gtk_notebook_new ();
  GtkWidget *refresh = gtk_button_new_with_mnemonic (_("_Refresh the Lists"));

  self->room = room;
  self->refresh = refresh;
  /* In Ishi's room, the games are its tables (the window's Table). */
  gtk_notebook_append_page (GTK_NOTEBOOK (lists),
                            scrolled_list (&self->players, room ? _("People in the room") : _("Players on the server")),
                            gtk_label_new_with_mnemonic (room ? _("_People") : _("_Players")));
  if (!room)
    {
      gtk_notebook_append_page (GTK_NOTEBOOK (lists), scrolled_list (&self->games, _("Games being played")),
                                gtk_label_new_with_mnemonic (_("_Games")));
      g_signal_connect (self->games, "row-activated", G_CALLBACK (game_activated_cb), self);
    }
  gtk_notebook_set_show_tabs (GTK_NOTEBOOK (lists), !room);
  g_signal_connect (refresh, "clicked", G_CALLBACK (refresh_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), lists);
  gtk_box_append (GTK_BOX (self), refresh);
  self->client = g_object_ref (client);
  g_signal_connect (client, "lists-changed", G_CALLBACK (lists_changed_cb), self);
  lists_changed_cb (client, self);
  return GTK_WIDGET (self);
}

GtkWidget *
ishi_server_lists_new (IshiRoomClient *client)
{
  return lists_new (client, FALSE);
}

GtkWidget *
ishi_server_lists_new_for_room (IshiRoomClient *client)
{
  return lists_new (client, TRUE);
}
