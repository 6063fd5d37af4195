/* ishi-join-form.c — Join a Room's first page: rooms found on the network,
 * a typed address, the name and the code; on a computer a class shares,
 * the class's names to pick one's own from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-form-row.h"
#include "ishi-net-form.h"
#include "ishi-igs.h"
#include "ishi-join-form-private.h"
#include "ishi-room-name.h"
#include "ishi-room-names.h"
#include "ishi-ruby-words.h"
#include "ishi-room-server.h"


G_DEFINE_FINAL_TYPE (IshiJoinForm, ishi_join_form, GTK_TYPE_BOX)

enum { JOIN, GRADE_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
ishi_join_form_set_problem (IshiJoinForm *self, const char *text)
{
  g_return_if_fail (ISHI_IS_JOIN_FORM (self));
  ishi_ruby_label (self->problem_label, text ? text : "", self->grade);
}

/* The form's words at the grade (none: 0). */
static void
show_grade (IshiJoinForm *self)
{
  g_autofree char *note = g_strdup (gtk_label_get_text (self->rooms_note));
  g_autofree char *problem = g_strdup (gtk_label_get_text (self->problem_label));
  int grade = self->grade;

  ishi_ruby_label (GTK_LABEL (self->heading), _("Rooms on this network"), grade);
  ishi_ruby_label (self->rooms_note, note, grade);
  ishi_ruby_label (GTK_LABEL (self->address_label), _("_Address"), grade);
  ishi_ruby_label (GTK_LABEL (self->name_label), _("Your _name"), grade);
  ishi_ruby_label (GTK_LABEL (self->code_label), _("Room _code"), grade);
  ishi_ruby_label (self->problem_label, problem, grade);
  ishi_ruby_label (GTK_LABEL (self->names_heading), _("Who are you? Click your name."), grade);
  ishi_ruby_button (self->not_listed, _("My name is _not on the list"), grade);
  ishi_ruby_button (self->join_button, _("_Join"), grade);
  /* A placeholder cannot show readings: words beside the field do. */
  ishi_ruby_label (GTK_LABEL (self->code_hint), _("4 digits; empty to watch"), grade);
  ishi_ruby_set_visible (self->code_hint, grade > 0);
  gtk_entry_set_placeholder_text (self->code_entry, grade > 0 ? "" : _("4 digits; empty to watch"));
  g_signal_emit (self, signals[GRADE_CHANGED], 0);
}

static void
set_grade (IshiJoinForm *self, int grade)
{
  if (grade == self->grade)
    return;
  self->grade = grade;
  show_grade (self);
}

static void
grade_setting_cb (GSettings *settings, const char *key, IshiJoinForm *self)
{
  set_grade (self, g_settings_get_int (settings, "class-grade"));
}

int
ishi_join_form_get_grade (IshiJoinForm *self)
{
  g_return_val_if_fail (ISHI_IS_JOIN_FORM (self), 0);
  return self->grade;
}

/* What the system said (Avahi, D-Bus, a socket's error) is no sentence
 * for a child at a shared computer: she reads what to do, and the words
 * of the system wait under "Details for the Teacher" (issue 55, 7). */
void
ishi_join_form_update_detail (IshiJoinForm *self)
{
  /* The rooms' problem while the rooms' list is shown (not under a
   * class's names). */
  gboolean rooms = self->rooms_detail && self->rooms_part && gtk_widget_get_visible (self->rooms_part);
  g_autofree char *text = g_strjoin ("\n", self->names_detail ? self->names_detail : "",
                                     rooms ? self->rooms_detail : "", NULL);

  g_strstrip (text);
  if (self->detail_label == NULL)
    return;   /* not built yet */
  gtk_label_set_text (self->detail_label, text);
  gtk_widget_set_visible (self->detail, *text != '\0');
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
  if (self->shared && *name == '\0' && !gtk_widget_get_visible (GTK_WIDGET (self->name_entry)))
    {
      /* A shared computer: the name is clicked in the class's list. */
      ishi_join_form_set_problem (self, gtk_widget_get_visible (self->names_box)
                                        ? _("Click your name in the list.")
                                        : _("Type the room’s code from the projector, then click your name."));
      return FALSE;
    }
  if (!ishi_room_name_check (name))
    {
      ishi_join_form_set_problem (self, _("A name is 1 to 16 letters or digits, with - _ . inside and no spaces; it does not mix Latin letters with Cyrillic or Greek ones."));
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
  g_clear_pointer (&self->refusal, g_free);
  if (self->settings)
    {
      /* A shared computer keeps no pupil's name for the next one. */
      if (!self->shared)
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
/* A computer the class shares: pick your name                               */
/* ------------------------------------------------------------------------ */

static void
name_clicked_cb (GtkButton *button, IshiJoinForm *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), g_object_get_data (G_OBJECT (button), "ishi-name"));
  ishi_join_form_activate (self);
}

/* Whether this computer holds the token of `name` in the room at the
 * address typed: then it may take the name back (its own connection
 * before, or its seat), though the room says it is in use. */
static gboolean
holds_token (IshiJoinForm *self, const char *name)
{
  g_autofree char *host = NULL, *key = NULL;
  g_autoptr (GVariant) tokens = NULL;
  guint16 port;

  if (self->settings == NULL
      || !ishi_join_form_parse_address (gtk_editable_get_text (GTK_EDITABLE (self->address_entry)), &host, &port))
    return FALSE;
  key = g_strdup_printf ("%s:%u %s", host, port, name);
  tokens = g_settings_get_value (self->settings, "room-tokens");
  return g_variant_lookup (tokens, key, "&s", NULL);
}

/* The class's names, each a button; a name someone uses on another
 * computer is shown greyed with the words why, and cannot be clicked
 * (the room would refuse it). */
static void
show_names (IshiJoinForm *self, char **names, char **in_use)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->names))))
    gtk_flow_box_remove (self->names, child);
  for (guint i = 0; names && names[i]; i++)
    {
      gboolean taken = in_use && g_strv_contains ((const char *const *) in_use, names[i])
                       && !holds_token (self, names[i]);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *label = gtk_label_new (names[i]);

      gtk_box_append (GTK_BOX (box), label);
      if (taken)
        {
          GtkWidget *note = gtk_label_new (_("in use on another computer"));
          g_autofree char *description = g_strdup_printf (_("%s: in use on another computer"), names[i]);
          gtk_widget_add_css_class (note, "caption");
          gtk_label_set_wrap (GTK_LABEL (note), TRUE);
          gtk_label_set_justify (GTK_LABEL (note), GTK_JUSTIFY_CENTER);
          gtk_box_append (GTK_BOX (box), note);
          ishi_ruby_label (GTK_LABEL (note), _("in use on another computer"), self->grade);
          gtk_widget_set_sensitive (button, FALSE);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
        }
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "ishi-pupil-name");
      gtk_widget_set_name (button, names[i]);
      g_object_set_data_full (G_OBJECT (button), "ishi-name", g_strdup (names[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (name_clicked_cb), self);
      gtk_flow_box_append (self->names, button);
    }
  gtk_widget_set_visible (self->names_box, names != NULL);
  /* The room is chosen: the names take the room the rooms took. */
  gtk_widget_set_visible (self->rooms_part, names == NULL);
  ishi_join_form_update_detail (self);
}

static void
names_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiJoinForm *self = data;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) in_use = NULL;
  int grade = 0;
  g_auto (GStrv) names = ishi_room_names_finish (result, &in_use, &grade, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (self);
      return;
    }
  g_clear_object (&self->asking);
  g_clear_pointer (&self->names_detail, g_free);
  if (names && self->settings)
    g_settings_set_int (self->settings, "class-grade", CLAMP (grade, 0, 6));   /* the room's answer */
  else if (names)
    set_grade (self, CLAMP (grade, 0, 6));
  show_names (self, names, in_use);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    ishi_join_form_set_problem (self, _("That is not the room’s code: look at the projector again."));
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    {
      /* A room, not a class: the pupil types her name. */
      ishi_ruby_set_visible (self->name_label, TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->name_entry), TRUE);
    }
  else if (error)
    {
      g_free (self->names_detail);
      self->names_detail = g_strdup_printf (_("The class’s names cannot be asked: %s"), error->message);
      ishi_join_form_set_problem (self, _("Ishi cannot reach the class. Ask your teacher."));
    }
  else
    ishi_join_form_set_problem (self, self->refusal);
  ishi_join_form_update_detail (self);
  g_object_unref (self);
}

/* The code is typed: the class's names are asked of its room. */
static void
code_changed_cb (GtkEditable *editable, IshiJoinForm *self)
{
  const char *code = gtk_editable_get_text (editable);
  g_autofree char *host = NULL;
  guint16 port;

  if (!self->shared)
    return;
  if (self->asking)
    g_cancellable_cancel (self->asking);
  g_clear_object (&self->asking);
  show_names (self, NULL, NULL);
  if (strlen (code) != 4 || strspn (code, "0123456789") != 4
      || !ishi_join_form_parse_address (gtk_editable_get_text (GTK_EDITABLE (self->address_entry)), &host, &port))
    return;
  self->asking = g_cancellable_new ();
  ishi_room_names_async (host, port, code, self->asking, names_cb, g_object_ref (self));
}

void
ishi_join_form_refused (IshiJoinForm *self, const char *why)
{
  g_return_if_fail (ISHI_IS_JOIN_FORM (self));
  if (self->shared && !gtk_widget_get_visible (GTK_WIDGET (self->name_entry)))
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
  /* The names again, with the one in use marked now. */
  g_free (self->refusal);
  self->refusal = g_strdup (why);
  code_changed_cb (GTK_EDITABLE (self->code_entry), self);
  ishi_join_form_set_problem (self, why);
}

static void
not_listed_cb (GtkButton *button, IshiJoinForm *self)
{
  ishi_ruby_set_visible (self->name_label, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->name_entry), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
}

/* Shared or not: the name typed (and remembered), or picked from the
 * class's list. */
static void
set_shared (IshiJoinForm *self, gboolean shared)
{
  self->shared = shared;
  ishi_ruby_set_visible (self->name_label, !shared);
  gtk_widget_set_visible (GTK_WIDGET (self->name_entry), !shared);
  if (shared)
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
  else
    show_names (self, NULL, NULL);
  code_changed_cb (GTK_EDITABLE (self->code_entry), self);
}

static void
shared_toggled_cb (GtkCheckButton *check, IshiJoinForm *self)
{
  if (self->settings)
    g_settings_set_boolean (self->settings, "shared-computer", gtk_check_button_get_active (check));
  set_shared (self, gtk_check_button_get_active (check));
}

void
ishi_join_form_next_pupil (IshiJoinForm *self)
{
  g_return_if_fail (ISHI_IS_JOIN_FORM (self));
  if (!self->shared)
    return;
  /* The next child at a shared computer: nothing of the one before. */
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
  gtk_editable_set_text (GTK_EDITABLE (self->code_entry), "");
  set_shared (self, TRUE);
}

GtkWidget *
ishi_join_form_get_names (IshiJoinForm *self)
{
  g_return_val_if_fail (ISHI_IS_JOIN_FORM (self), NULL);
  return gtk_widget_get_visible (self->names_box) ? GTK_WIDGET (self->names) : NULL;
}

static GtkWidget *
make_names_box (IshiJoinForm *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *heading = gtk_label_new (_("Who are you? Click your name."));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->names_heading = heading;
  gtk_widget_add_css_class (heading, "title-2");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  self->names = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->names, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (self->names, 6);
  gtk_flow_box_set_homogeneous (self->names, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->names), GTK_ALIGN_START);
  gtk_flow_box_set_row_spacing (self->names, 6);
  gtk_flow_box_set_column_spacing (self->names, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->names), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The class’s names"), -1);
  self->not_listed = gtk_button_new_with_mnemonic (_("My name is _not on the list"));
  gtk_widget_set_halign (self->not_listed, GTK_ALIGN_START);
  g_signal_connect (self->not_listed, "clicked", G_CALLBACK (not_listed_cb), self);
  /* A class of 35 scrolls here, and Join stays on an 800-pixel screen. */
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->names));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), self->not_listed);
  gtk_widget_set_visible (box, FALSE);
  self->names_box = box;
  return box;
}

/* ------------------------------------------------------------------------ */
/* The rooms found                                                           */
/* ------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------ */

static void
ishi_join_form_dispose (GObject *object)
{
  IshiJoinForm *self = ISHI_JOIN_FORM (object);

  if (self->mdns)
    g_signal_handlers_disconnect_by_data (self->mdns, self);
  if (self->asking)
    g_cancellable_cancel (self->asking);
  g_clear_object (&self->asking);
  g_clear_object (&self->mdns);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->rooms_detail, g_free);
  g_clear_pointer (&self->names_detail, g_free);
  G_OBJECT_CLASS (ishi_join_form_parent_class)->dispose (object);
}

static void
ishi_join_form_class_init (IshiJoinFormClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_join_form_dispose;
  signals[JOIN] = g_signal_new ("join", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 4, G_TYPE_STRING, G_TYPE_UINT, G_TYPE_STRING,
                                G_TYPE_STRING);
  /* The grade the form reads at changed (ishi_join_form_get_grade). */
  signals[GRADE_CHANGED] = g_signal_new ("grade-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_join_form_init (IshiJoinForm *self)
{
  GtkWidget *grid = ishi_net_form_grid ();
  GtkWidget *scrolled;
  GtkWidget *join = gtk_button_new_with_mnemonic (_("_Join"));
  GtkWidget *heading = ishi_net_form_heading (_("Rooms on this network"));
  GtkWidget *code_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->heading = heading;
  self->join_button = join;
  ishi_net_form_init_page (GTK_BOX (self));

  self->rooms = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->rooms), "boxed-list");
  scrolled = ishi_net_form_list (self->rooms, _("Rooms on this network"), 120);
  self->rooms_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->rooms_note, 0);
  gtk_label_set_wrap (self->rooms_note, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->rooms_note), "dim-label");
  gtk_widget_set_name (GTK_WIDGET (self->rooms_note), "rooms-note");
  g_signal_connect (self->rooms, "row-selected", G_CALLBACK (ishi_join_form_row_selected_cb), self);
  g_signal_connect (self->rooms, "row-activated", G_CALLBACK (ishi_join_form_row_activated_cb), self);
  self->rooms_part = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_vexpand (self->rooms_part, TRUE);
  gtk_box_append (GTK_BOX (self->rooms_part), heading);
  gtk_box_append (GTK_BOX (self->rooms_part), scrolled);
  gtk_box_append (GTK_BOX (self->rooms_part), GTK_WIDGET (self->rooms_note));
  gtk_box_append (GTK_BOX (self), self->rooms_part);

  self->address_entry = ishi_net_form_address_entry ();
  self->name_entry = ishi_net_form_name_entry ();
  self->code_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_max_length (self->code_entry, 8);
  gtk_entry_set_input_purpose (self->code_entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (self->code_entry, _("4 digits; empty to watch"));
  self->problem_label = ishi_net_form_problem_label ();
  self->detail_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->detail_label, TRUE);
  gtk_label_set_xalign (self->detail_label, 0);
  gtk_label_set_selectable (self->detail_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->detail_label), "dim-label");
  self->detail = gtk_expander_new_with_mnemonic (_("_Details for the Teacher"));
  gtk_expander_set_child (GTK_EXPANDER (self->detail), GTK_WIDGET (self->detail_label));
  gtk_widget_set_visible (self->detail, FALSE);
  gtk_widget_set_name (self->detail, "detail");
  self->address_label = ishi_form_row_label (_("_Address"), GTK_WIDGET (self->address_entry));
  gtk_grid_attach (GTK_GRID (grid), self->address_label, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->address_entry), 1, 0, 1, 1);
  self->name_label = ishi_form_row_label (_("Your _name"), GTK_WIDGET (self->name_entry));
  gtk_grid_attach (GTK_GRID (grid), self->name_label, 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->name_entry), 1, 1, 1, 1);
  self->code_label = ishi_form_row_label (_("Room _code"), GTK_WIDGET (self->code_entry));
  gtk_grid_attach (GTK_GRID (grid), self->code_label, 0, 2, 1, 1);
  self->code_hint = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->code_hint, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (self->code_hint), 0);
  gtk_widget_set_visible (self->code_hint, FALSE);
  gtk_box_append (GTK_BOX (code_box), GTK_WIDGET (self->code_entry));
  gtk_box_append (GTK_BOX (code_box), self->code_hint);
  gtk_grid_attach (GTK_GRID (grid), code_box, 1, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->problem_label), 0, 3, 2, 1);
  gtk_grid_attach (GTK_GRID (grid), self->detail, 0, 4, 2, 1);
  gtk_widget_set_name (GTK_WIDGET (self->address_entry), "address");
  gtk_widget_set_name (GTK_WIDGET (self->name_entry), "name");
  gtk_widget_set_name (GTK_WIDGET (self->code_entry), "code");
  gtk_widget_set_name (GTK_WIDGET (self->problem_label), "problem");
  ishi_net_form_action (join);
  /* The class's names (on a shared computer) before Join; the teacher's
   * setting last. */
  gtk_grid_attach (GTK_GRID (grid), make_names_box (self), 0, 5, 2, 1);
  gtk_grid_attach (GTK_GRID (grid), join, 1, 6, 1, 1);
  self->shared_check = gtk_check_button_new_with_mnemonic (_("This computer is _shared by a class: each pupil picks her name from the class’s list"));
  gtk_grid_attach (GTK_GRID (grid), self->shared_check, 0, 7, 2, 1);
  g_signal_connect (self->code_entry, "changed", G_CALLBACK (code_changed_cb), self);
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
      gtk_check_button_set_active (GTK_CHECK_BUTTON (self->shared_check),
                                   g_settings_get_boolean (settings, "shared-computer"));
      self->grade = g_settings_get_int (settings, "class-grade");
      g_signal_connect_object (settings, "changed::class-grade", G_CALLBACK (grade_setting_cb), self, 0);
    }
  else
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), g_get_user_name ());
  set_shared (self, gtk_check_button_get_active (GTK_CHECK_BUTTON (self->shared_check)));
  g_signal_connect (self->shared_check, "toggled", G_CALLBACK (shared_toggled_cb), self);
  if (mdns)
    {
      self->mdns = g_object_ref (mdns);
      g_signal_connect_swapped (mdns, "added", G_CALLBACK (ishi_join_form_rebuild_rooms), self);
      g_signal_connect_swapped (mdns, "removed", G_CALLBACK (ishi_join_form_rebuild_rooms), self);
      g_signal_connect_swapped (mdns, "problem", G_CALLBACK (ishi_join_form_rebuild_rooms), self);
      ishi_room_mdns_browse (mdns);
      ishi_join_form_rebuild_rooms (self);
    }
  else
    gtk_label_set_text (self->rooms_note, _("Type the address of the room’s computer."));
  if (self->grade > 0)
    show_grade (self);
  return GTK_WIDGET (self);
}
