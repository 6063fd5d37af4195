/* ishi-server-form.c — the servers, the address, the name and the password.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-address-row.h"
#include "ishi-form-row.h"
#include "ishi-net-form.h"
#include "ishi-igs.h"
#include "ishi-server-form.h"

#define MAX_SERVERS 10

struct _IshiServerForm {
  GtkBox parent_instance;

  GSettings *settings;
  GtkListBox *servers;
  GtkEntry *address_entry, *name_entry;
  GtkWidget *password_entry;
  GtkCheckButton *guest_check;
  GtkLabel *problem_label;
};

G_DEFINE_FINAL_TYPE (IshiServerForm, ishi_server_form, GTK_TYPE_BOX)

enum { CONNECT, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Servers everyone can reach, after the ones used here. */
static const struct { const char *address, *label; } known[] = {
  { "igs.joyjoy.net:6969", N_("IGS (Pandanet), on the internet") },
};

void
ishi_server_form_set_problem (IshiServerForm *self, const char *text)
{
  g_return_if_fail (ISHI_IS_SERVER_FORM (self));
  gtk_label_set_text (self->problem_label, text ? text : "");
}

void
ishi_server_form_focus (IshiServerForm *self)
{
  g_return_if_fail (ISHI_IS_SERVER_FORM (self));
  if (*gtk_editable_get_text (GTK_EDITABLE (self->address_entry)) == '\0')
    gtk_widget_grab_focus (GTK_WIDGET (self->address_entry));
  else if (!gtk_check_button_get_active (self->guest_check))
    gtk_widget_grab_focus (self->password_entry);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
}

void
ishi_server_form_fill (IshiServerForm *self, const char *address, const char *name, const char *password)
{
  g_return_if_fail (ISHI_IS_SERVER_FORM (self));
  gtk_editable_set_text (GTK_EDITABLE (self->address_entry), address);
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
  gtk_check_button_set_active (self->guest_check, password == NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->password_entry), password ? password : "");
}

/* The address first in the list of servers used, the list kept short. */
static void
remember (IshiServerForm *self, const char *address)
{
  g_auto (GStrv) old = g_settings_get_strv (self->settings, "servers");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) list = NULL;
  guint n = 1;

  g_strv_builder_add (builder, address);
  for (guint i = 0; old[i] && n < MAX_SERVERS; i++)
    if (strcmp (old[i], address) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  list = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "servers", (const char *const *) list);
}

gboolean
ishi_server_form_activate (IshiServerForm *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  g_autofree char *address = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->address_entry))));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_entry));
  gboolean guest = gtk_check_button_get_active (self->guest_check);
  g_autofree char *host = NULL;
  guint16 port = 0;

  g_return_val_if_fail (ISHI_IS_SERVER_FORM (self), FALSE);
  if (!ishi_address_parse (address, ISHI_SERVER_DEFAULT_PORT, &host, &port))
    {
      ishi_server_form_set_problem (self, _("Choose a server in the list, or type its address (host or host:port)."));
      gtk_widget_grab_focus (GTK_WIDGET (self->address_entry));
      return FALSE;
    }
  if (!ishi_igs_name_is_valid (name))
    {
      ishi_server_form_set_problem (self, _("A name is 1 to 16 characters, without spaces or any of * ! : [ ] ( ) { }."));
      gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
      return FALSE;
    }
  if (!guest && *password == '\0')
    {
      ishi_server_form_set_problem (self, _("Type your password, or log in as a guest."));
      gtk_widget_grab_focus (self->password_entry);
      return FALSE;
    }
  ishi_server_form_set_problem (self, NULL);
  if (self->settings)
    {
      remember (self, address);
      g_settings_set_string (self->settings, "server-player-name", name);
    }
  g_signal_emit (self, signals[CONNECT], 0, host, (guint) port, name, guest ? NULL : password);
  return TRUE;
}

static void
connect_clicked_cb (GtkButton *button, IshiServerForm *self)
{
  ishi_server_form_activate (self);
}

static void
guest_toggled_cb (GtkCheckButton *check, IshiServerForm *self)
{
  gboolean guest = gtk_check_button_get_active (check);

  /* A field made insensitive gives its focus up first. */
  if (guest && gtk_widget_has_focus (gtk_widget_get_focus_child (self->password_entry)
                                     ? gtk_widget_get_focus_child (self->password_entry) : self->password_entry))
    gtk_widget_grab_focus (GTK_WIDGET (check));
  gtk_widget_set_sensitive (self->password_entry, !guest);
}

/* ------------------------------------------------------------------------ */
/* The list of servers                                                       */
/* ------------------------------------------------------------------------ */

static void
add_server_row (IshiServerForm *self, const char *address, const char *label_text)
{
  g_autofree char *text = label_text ? g_strdup_printf ("%s — %s", address, label_text) : g_strdup (address);

  gtk_list_box_append (self->servers, ishi_address_row_new (text, address));
}

static void
fill_servers (IshiServerForm *self)
{
  g_auto (GStrv) used = self->settings ? g_settings_get_strv (self->settings, "servers") : g_new0 (char *, 1);

  for (guint i = 0; used[i]; i++)
    add_server_row (self, used[i], NULL);
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    if (!g_strv_contains ((const char *const *) used, known[i].address))
      add_server_row (self, known[i].address, _(known[i].label));
}

static void
row_selected_cb (GtkListBox *box, GtkListBoxRow *row, IshiServerForm *self)
{
  ishi_address_row_fill (row, GTK_EDITABLE (self->address_entry));
}

/* ------------------------------------------------------------------------ */

static void
ishi_server_form_dispose (GObject *object)
{
  g_clear_object (&ISHI_SERVER_FORM (object)->settings);
  G_OBJECT_CLASS (ishi_server_form_parent_class)->dispose (object);
}

static void
ishi_server_form_class_init (IshiServerFormClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_server_form_dispose;
  signals[CONNECT] = g_signal_new ("connect", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 4, G_TYPE_STRING, G_TYPE_UINT,
                                   G_TYPE_STRING, G_TYPE_STRING);
}

static void
ishi_server_form_init (IshiServerForm *self)
{
  GtkWidget *grid = ishi_net_form_grid ();
  GtkWidget *scrolled;
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Connect"));
  GtkWidget *heading = ishi_net_form_heading (_("Go servers (NNGS, IGS)"));

  ishi_net_form_init_page (GTK_BOX (self));

  self->servers = GTK_LIST_BOX (gtk_list_box_new ());
  scrolled = ishi_net_form_list (self->servers, _("Go servers"), 100);
  g_signal_connect (self->servers, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect_swapped (self->servers, "row-activated", G_CALLBACK (ishi_server_form_focus), self);
  gtk_box_append (GTK_BOX (self), heading);
  gtk_box_append (GTK_BOX (self), scrolled);

  self->address_entry = ishi_net_form_address_entry ();
  self->name_entry = ishi_net_form_name_entry ();
  self->password_entry = gtk_password_entry_new ();
  gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (self->password_entry), TRUE);
  self->guest_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Log in as a _guest (no password)")));
  g_signal_connect (self->guest_check, "toggled", G_CALLBACK (guest_toggled_cb), self);
  gtk_check_button_set_active (self->guest_check, TRUE);
  self->problem_label = ishi_net_form_problem_label ();
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Server"), GTK_WIDGET (self->address_entry)), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->address_entry), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("Your _name"), GTK_WIDGET (self->name_entry)), 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->name_entry), 1, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->guest_check), 1, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Password"), self->password_entry), 0, 3, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), self->password_entry, 1, 3, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->problem_label), 0, 4, 2, 1);
  ishi_net_form_action (button);
  gtk_grid_attach (GTK_GRID (grid), button, 1, 5, 1, 1);
  g_signal_connect (button, "clicked", G_CALLBACK (connect_clicked_cb), self);
  g_signal_connect_swapped (self->address_entry, "activate", G_CALLBACK (ishi_server_form_activate), self);
  g_signal_connect_swapped (self->name_entry, "activate", G_CALLBACK (ishi_server_form_activate), self);
  g_signal_connect_swapped (self->password_entry, "activate", G_CALLBACK (ishi_server_form_activate), self);
  gtk_box_append (GTK_BOX (self), grid);
}

GtkWidget *
ishi_server_form_new (GSettings *settings)
{
  IshiServerForm *self = g_object_new (ISHI_TYPE_SERVER_FORM, NULL);
  g_autofree char *name = settings ? g_settings_get_string (settings, "server-player-name") : g_strdup ("");
  g_auto (GStrv) used = settings ? g_settings_get_strv (settings, "servers") : NULL;

  self->settings = settings ? g_object_ref (settings) : NULL;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), *name ? name : g_get_user_name ());
  if (used && used[0])
    gtk_editable_set_text (GTK_EDITABLE (self->address_entry), used[0]);
  fill_servers (self);
  return GTK_WIDGET (self);
}
