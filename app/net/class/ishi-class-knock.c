/* ishi-class-knock.c — above the class view's pages, the pupils who wait
 * for the teacher to let them in: each gave the room's code while her
 * network (a school's IPv6 /64) waited after many wrong codes, so the
 * room would not take it from there on its own (ishi-room-door.c's
 * room_door_knock, `700 knock NAME`).  A name with *Let In*, which sends
 * `/admit NAME`; the room then says `700 knock-end NAME` and the row goes.
 * Below them the pupils, away, whose seats were asked for from a computer
 * without the seat's token (`700 asks-seat NAME`: her program lost it, or
 * she moved): *Let Back In* sends `/admit NAME` too, and the next login of
 * her name takes the seat.  Only the teacher, who sees the child, knows
 * it is her: the row says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-class-window-private.h"

static void
let_in_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "name");
  g_autofree char *line = g_strdup_printf ("/admit %s", name);

  ishi_room_client_send (self->client, line);
}

GtkWidget *
ishi_class_knock_bar_new (IshiClassWindow *self)
{
  self->knock_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (self->knock_box, 12);
  gtk_widget_set_margin_end (self->knock_box, 12);
  gtk_widget_set_margin_top (self->knock_box, 6);
  gtk_widget_set_margin_bottom (self->knock_box, 6);
  self->knock_bar = gtk_revealer_new ();
  gtk_widget_set_name (self->knock_bar, "knock-bar");
  gtk_revealer_set_child (GTK_REVEALER (self->knock_bar), self->knock_box);
  return self->knock_bar;
}

/* A row: what the pupil waits for, and the button that lets her. */
static void
add_row (IshiClassWindow *self, const char *name, const char *text, const char *mnemonic, const char *id)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_name (button, id);
  g_object_set_data_full (G_OBJECT (button), "name", g_strdup (name), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (let_in_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (self->knock_box), row);
}

void
ishi_class_knock_update (IshiClassWindow *self)
{
  g_auto (GStrv) names = ishi_room_client_list_knocks (self->client);
  g_auto (GStrv) seats = ishi_room_client_list_seat_asks (self->client);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->knock_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->knock_box), child);
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *text = g_strdup_printf (_("%s gave the room’s code and waits to be let in: many wrong codes "
                                                 "came from the same network."), names[i]);
      add_row (self, names[i], text, _("_Let In"), "let-in");
    }
  for (guint i = 0; seats[i]; i++)
    {
      g_autofree char *text = g_strdup_printf (_("%s’s seat is asked for from another computer: her own lost its key, "
                                                 "or she moved. Let her back to it if that is really her."), seats[i]);
      add_row (self, seats[i], text, _("Let _Back In"), "let-back-in");
    }
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->knock_bar),
                                 (names[0] != NULL || seats[0] != NULL) && ishi_room_client_is_teacher (self->client));
}
