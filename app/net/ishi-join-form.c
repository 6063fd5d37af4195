/* ishi-join-form.c — Join a Room's first page: rooms found on the network,
 * a typed address, the name and the code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-form-row.h"
#include "ishi-igs.h"
#include "ishi-join-form.h"
#include "ishi-room-server.h"

struct _IshiJoinForm {
  GtkBox parent_instance;

  GSettings *settings;
  IshiRoomMdns *mdns;
  GtkListBox *rooms;
  GtkLabel *rooms_note;
  GtkEntry *address_entry, *name_entry, *code_entry;
  GtkLabel *problem_label;
};

G_DEFINE_FINAL_TYPE (IshiJoinForm, ishi_join_form, GTK_TYPE_BOX)

enum { JOIN, N_SIGNALS };
static guint signals[N_SIGNALS];

gboolean
ishi_join_form_parse_address (const char *text, char **host, guint16 *port)
{
  g_autofree char *copy = g_strstrip (g_strdup (text ? text : ""));
  const char *port_text = NULL;
  char *h = copy;
  guint64 p = ISHI_ROOM_DEFAULT_PORT;

  if (*copy == '\0')
    return FALSE;
  if (*copy == '[')
    {
      /* "[::1]:6970": an IPv6 address with a port. */
      char *close = strchr (copy, ']');
      if (close == NULL)
        return FALSE;
      *close = '\0';
      h = copy + 1;
      if (close[1] == ':')
        port_text = close + 2;
      else if (close[1] != '\0')
        return FALSE;
    }
  else if (strchr (copy, ':') == strrchr (copy, ':') && strchr (copy, ':'))
    {
      /* One colon: host:port.  More: a bare IPv6 address. */
      char *colon = strchr (copy, ':');
      *colon = '\0';
      port_text = colon + 1;
    }
  if (*h == '\0' || strpbrk (h, " \t/"))
    return FALSE;
  if (port_text && !g_ascii_string_to_unsigned (port_text, 10, 1, 65535, &p, NULL))
    return FALSE;
  *host = g_strdup (h);
  *port = (guint16) p;
  return TRUE;
}

void
ishi_join_form_set_problem (IshiJoinForm *self, const char *text)
{
  g_return_if_fail (ISHI_IS_JOIN_FORM (self));
  gtk_label_set_text (self->problem_label, text ? text : "");
}

void
ishi_join_form_focus (IshiJoinForm *self)
{
  g_return_if_fail (ISHI_IS_JOIN_FORM (self));
  /* The first field to fill: the address when no room is listed. */
  if (gtk_widget_get_first_child (GTK_WIDGET (self->rooms)) != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->rooms));
  else if (*gtk_editable_get_text (GTK_EDITABLE (self->address_entry)) == '\0')
    gtk_widget_grab_focus (GTK_WIDGET (self->address_entry));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->code_entry));
}

gboolean
ishi_join_form_activate (IshiJoinForm *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_entry));
  g_autofree char *code = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->code_entry))));
  g_autofree char *host = NULL;
  guint16 port = 0;

  g_return_val_if_fail (ISHI_IS_JOIN_FORM (self), FALSE);
  if (!ishi_igs_name_is_valid (name))
    {
      ishi_join_form_set_problem (self, _("A name is 1 to 16 characters, without spaces or any of * ! : [ ] ( ) { }."));
      gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
      return FALSE;
    }
  if (!ishi_join_form_parse_address (address, &host, &port))
    {
      ishi_join_form_set_problem (self, _("Choose a room in the list, or type its computer’s address (host or host:port)."));
      gtk_widget_grab_focus (GTK_WIDGET (self->address_entry));
      return FALSE;
    }
  /* Four digits: a pupil's (or a player's) code; eight: a class's
   * teacher's, who then sees the class view. */
  if (*code && ((strlen (code) != 4 && strlen (code) != 8) || strspn (code, "0123456789") != strlen (code)))
    {
      ishi_join_form_set_problem (self, _("The room’s code is four digits (leave it empty to watch only); a teacher gives her class’s eight."));
      gtk_widget_grab_focus (GTK_WIDGET (self->code_entry));
      return FALSE;
    }
  ishi_join_form_set_problem (self, NULL);
  if (self->settings)
    {
      g_settings_set_string (self->settings, "room-player-name", name);
      g_settings_set_string (self->settings, "room-address", address);
    }
  g_signal_emit (self, signals[JOIN], 0, host, (guint) port, name, code);
  return TRUE;
}

static void
join_clicked_cb (GtkButton *button, IshiJoinForm *self)
{
  ishi_join_form_activate (self);
}

/* ------------------------------------------------------------------------ */
/* The rooms found                                                           */
/* ------------------------------------------------------------------------ */

static char *
sighting_address (const IshiRoomSighting *s)
{
  const char *host = s->address ? s->address : s->host;

  return strchr (host, ':') ? g_strdup_printf ("[%s]:%u", host, s->port)
                            : g_strdup_printf ("%s:%u", host, s->port);
}

static void
rebuild_rooms (IshiJoinForm *self)
{
  GPtrArray *rooms = ishi_room_mdns_get_rooms (self->mdns);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rooms))))
    gtk_list_box_remove (self->rooms, child);
  for (guint i = 0; rooms && i < rooms->len; i++)
    {
      const IshiRoomSighting *s = rooms->pdata[i];
      g_autofree char *address = sighting_address (s);
      const char *game = g_strcmp0 (s->game, "renju") == 0 ? _("Renju")
                         : g_strcmp0 (s->game, "go") == 0 ? _("Go") : "";
      g_autofree char *text = g_strdup_printf ("%s — %s (%s)", s->name, game, s->host ? s->host : address);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      g_object_set_data_full (G_OBJECT (label), "ishi-address", g_steal_pointer (&address), g_free);
      gtk_list_box_append (self->rooms, label);
    }
  if (ishi_room_mdns_get_problem (self->mdns))
    {
      g_autofree char *text = g_strdup_printf (_("Rooms cannot be listed (%s): type the address."),
                                               ishi_room_mdns_get_problem (self->mdns));
      gtk_label_set_text (self->rooms_note, text);
    }
  else
    gtk_label_set_text (self->rooms_note, rooms && rooms->len ? ""
                                          : _("No room found on this network yet."));
}

static void
rooms_changed_cb (IshiRoomMdns *mdns, gpointer arg, IshiJoinForm *self)
{
  rebuild_rooms (self);
}

static void
row_selected_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self)
{
  const char *address;

  if (row == NULL)
    return;
  address = g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "ishi-address");
  if (address)
    gtk_editable_set_text (GTK_EDITABLE (self->address_entry), address);
}

static void
row_activated_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self)
{
  row_selected_cb (box, row, self);
  ishi_join_form_activate (self);
}

/* ------------------------------------------------------------------------ */

static void
ishi_join_form_dispose (GObject *object)
{
  IshiJoinForm *self = ISHI_JOIN_FORM (object);

  if (self->mdns)
    g_signal_handlers_disconnect_by_data (self->mdns, self);
  g_clear_object (&self->mdns);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_join_form_parent_class)->dispose (object);
}

static void
ishi_join_form_class_init (IshiJoinFormClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_join_form_dispose;
  signals[JOIN] = g_signal_new ("join", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 4, G_TYPE_STRING, G_TYPE_UINT, G_TYPE_STRING,
                                G_TYPE_STRING);
}

static void
ishi_join_form_init (IshiJoinForm *self)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *join = gtk_button_new_with_mnemonic (_("_Join"));
  GtkWidget *heading = gtk_label_new (_("Rooms on this network"));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 24);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 24);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 24);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 24);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  self->rooms = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->rooms), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rooms), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rooms on this network"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->rooms));
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 120);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  self->rooms_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->rooms_note, 0);
  gtk_label_set_wrap (self->rooms_note, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->rooms_note), "dim-label");
  g_signal_connect (self->rooms, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect (self->rooms, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_box_append (GTK_BOX (self), heading);
  gtk_box_append (GTK_BOX (self), scrolled);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->rooms_note));

  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  self->address_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->address_entry, _("host or host:port"));
  gtk_widget_set_hexpand (GTK_WIDGET (self->address_entry), TRUE);
  self->name_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_max_length (self->name_entry, ISHI_IGS_MAX_NAME_CHARS);
  self->code_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_max_length (self->code_entry, 8);
  gtk_entry_set_input_purpose (self->code_entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (self->code_entry, _("4 digits; empty to watch"));
  self->problem_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->problem_label, TRUE);
  gtk_label_set_xalign (self->problem_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->problem_label), "error");
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Address"), GTK_WIDGET (self->address_entry)), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->address_entry), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("Your _name"), GTK_WIDGET (self->name_entry)), 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->name_entry), 1, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("Room _code"), GTK_WIDGET (self->code_entry)), 0, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->code_entry), 1, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->problem_label), 0, 3, 2, 1);
  gtk_widget_set_halign (join, GTK_ALIGN_END);
  gtk_widget_add_css_class (join, "suggested-action");
  gtk_grid_attach (GTK_GRID (grid), join, 1, 4, 1, 1);
  g_signal_connect (join, "clicked", G_CALLBACK (join_clicked_cb), self);
  g_signal_connect_swapped (self->address_entry, "activate", G_CALLBACK (ishi_join_form_activate), self);
  g_signal_connect_swapped (self->name_entry, "activate", G_CALLBACK (ishi_join_form_activate), self);
  g_signal_connect_swapped (self->code_entry, "activate", G_CALLBACK (ishi_join_form_activate), self);
  gtk_box_append (GTK_BOX (self), grid);
}

GtkWidget *
ishi_join_form_new (GSettings *settings, IshiRoomMdns *mdns)
{
  IshiJoinForm *self = g_object_new (ISHI_TYPE_JOIN_FORM, NULL);

  self->settings = settings ? g_object_ref (settings) : NULL;
  if (settings)
    {
      g_autofree char *name = g_settings_get_string (settings, "room-player-name");
      g_autofree char *address = g_settings_get_string (settings, "room-address");
      gtk_editable_set_text (GTK_EDITABLE (self->name_entry), *name ? name : g_get_user_name ());
      gtk_editable_set_text (GTK_EDITABLE (self->address_entry), address);
    }
  else
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), g_get_user_name ());
  if (mdns)
    {
      self->mdns = g_object_ref (mdns);
      g_signal_connect (mdns, "added", G_CALLBACK (rooms_changed_cb), self);
      g_signal_connect (mdns, "removed", G_CALLBACK (rooms_changed_cb), self);
      g_signal_connect (mdns, "problem", G_CALLBACK (rooms_changed_cb), self);
      ishi_room_mdns_browse (mdns);
      rebuild_rooms (self);
    }
  else
    gtk_label_set_text (self->rooms_note, _("Type the address of the room’s computer."));
  return GTK_WIDGET (self);
}
