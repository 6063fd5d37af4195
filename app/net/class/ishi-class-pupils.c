/* ishi-class-pupils.c — the class's pupils in the class view: the list
 * the class keeps (ishi-room-pupils.c), where the teacher adds, renames
 * and removes names and sets Ishi's level for each; and, above the grid
 * of boards, the pupils who are not playing, as names to pair.
 *
 * Pairing by hand: a name dragged onto another seats the two at a free
 * table (the one dragged plays Black: `/pair`); dropped on "Ishi", the
 * pupil plays Ishi's engine at her level (`/engine NAME`).  Without a
 * mouse (or on a touch screen), a click on one name then on another does
 * the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-class-window-private.h"
#include "ishi-igs.h"
#include "ishi-room-name.h"

/* The chip of Ishi's engine: no pupil can have this name (ishi-igs.h's
 * names have no "*"). */
#define ISHI_CHIP "*ishi*"

/* ------------------------------------------------------------------------ */
/* Pairing by names                                                          */
/* ------------------------------------------------------------------------ */

/* `black` plays `white`, or Ishi when `white` is NULL. */
static void
pair (IshiClassWindow *self, const char *black, const char *white)
{
  g_autofree char *line = white ? g_strdup_printf ("/pair %s %s", black, white)
                                : g_strdup_printf ("/engine %s", black);

  ishi_room_client_send (self->client, line);
  g_clear_pointer (&self->chosen, g_free);
}

static const char *
chip_name (GtkWidget *chip)
{
  return g_object_get_data (G_OBJECT (chip), "ishi-name");
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source, double x, double y, IshiClassWindow *self)
{
  GtkWidget *chip = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  return gdk_content_provider_new_typed (G_TYPE_STRING, chip_name (chip));
}

static void
drag_begin_cb (GtkDragSource *source, GdkDrag *drag, IshiClassWindow *self)
{
  GtkWidget *chip = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr (GdkPaintable) picture = gtk_widget_paintable_new (chip);

  /* The name itself follows the pointer. */
  gtk_drag_source_set_icon (source, picture, gtk_widget_get_width (chip) / 2, gtk_widget_get_height (chip) / 2);
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, IshiClassWindow *self)
{
  GtkWidget *chip = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  const char *onto = chip_name (chip);
  const char *dragged = G_VALUE_HOLDS_STRING (value) ? g_value_get_string (value) : NULL;

  if (dragged == NULL || !ishi_igs_name_is_valid (dragged) || g_strcmp0 (dragged, onto) == 0)
    return FALSE;
  pair (self, dragged, strcmp (onto, ISHI_CHIP) == 0 ? NULL : onto);
  return TRUE;
}

/* A click on one name, then on another (or on Ishi). */
static void
chip_toggled_cb (GtkToggleButton *chip, IshiClassWindow *self)
{
  const char *name = chip_name (GTK_WIDGET (chip));

  if (!gtk_toggle_button_get_active (chip))
    {
      if (g_strcmp0 (self->chosen, name) == 0)
        g_clear_pointer (&self->chosen, g_free);
      return;
    }
  if (self->chosen == NULL)
    {
      if (strcmp (name, ISHI_CHIP) != 0)
        self->chosen = g_strdup (name);
      else
        gtk_toggle_button_set_active (chip, FALSE);
      return;
    }
  {
    g_autofree char *black = g_strdup (self->chosen);
    pair (self, black, strcmp (name, ISHI_CHIP) == 0 ? NULL : name);
  }
}

static GtkWidget *
make_chip (IshiClassWindow *self, const char *name, const char *label)
{
  GtkWidget *chip = gtk_toggle_button_new_with_label (label);
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);

  gtk_widget_add_css_class (chip, "ishi-class-chip");
  g_object_set_data_full (G_OBJECT (chip), "ishi-name", g_strdup (name), g_free);
  gtk_widget_set_name (chip, name);
  if (strcmp (name, ISHI_CHIP) != 0)
    {
      GtkDragSource *source = gtk_drag_source_new ();
      gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
      g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), self);
      g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), self);
      gtk_widget_add_controller (chip, GTK_EVENT_CONTROLLER (source));
    }
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (chip, GTK_EVENT_CONTROLLER (target));
  g_signal_connect (chip, "toggled", G_CALLBACK (chip_toggled_cb), self);
  return chip;
}

/* The table `name` sits at on the grid, 0: none. */
static int
table_of (IshiClassWindow *self, const char *name)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, GPOINTER_TO_INT (key));
      if (t && (g_strcmp0 (t->seats[ISHI_BLACK], name) == 0 || g_strcmp0 (t->seats[ISHI_WHITE], name) == 0))
        return GPOINTER_TO_INT (key);
    }
  return 0;
}

/* The pupils here and free to pair (not playing: none yet, or seated at
 * a table whose game is over, named with it), and Ishi. */
static void
update_strip (IshiClassWindow *self, char **roster)
{
  GtkFlowBox *box = GTK_FLOW_BOX (g_object_get_data (G_OBJECT (self->waiting), "ishi-chips"));
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_flow_box_remove (box, child);
  for (guint i = 0; roster[i]; i++)
    {
      g_auto (GStrv) w = g_strsplit (roster[i], " ", 3);
      if (g_strv_length (w) == 3 && (strcmp (w[1], "here") == 0 || strcmp (w[1], "seated") == 0))
        {
          int table = strcmp (w[1], "seated") == 0 ? table_of (self, w[0]) : 0;
          /* Translators: a pupil's chip in the pairing line: her name
           * and the table she sits at, its game over ("aoi · table 1") */
          g_autofree char *label = table ? g_strdup_printf (_("%s · table %d"), w[0], table) : g_strdup (w[0]);
          gtk_flow_box_append (box, make_chip (self, w[0], label));
          n++;
        }
    }
  if (n > 0)
    {
      /* Translators: the chip that stands for Ishi's engine in the pairing */
      gtk_flow_box_append (box, make_chip (self, ISHI_CHIP, _("Ishi (the computer)")));
    }
  g_clear_pointer (&self->chosen, g_free);
  gtk_widget_set_visible (self->waiting, n > 0);
}

/* One line above the grid (its boards keep the height): the names, and
 * how to pair them in the tooltip. */
GtkWidget *
ishi_class_pupils_strip_new (IshiClassWindow *self)
{
  GtkWidget *strip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  /* Who may be paired: not only who has not played yet (a pupil at her
   * finished table was listed under "Not playing yet", issue 65, 4). */
  GtkWidget *label = gtk_label_new (_("Free to pair:"));
  GtkWidget *chips = gtk_flow_box_new ();
  const char *how = _("Drag a name onto another to pair the two (the one dragged plays Black), or onto Ishi to play the computer. Or click one name, then another.");

  gtk_widget_add_css_class (label, "heading");
  /* How to pair, on the heading only: a tooltip of the whole line stayed
   * over the names after a drag (GTK shows it again when the pointer
   * comes back from the drag without moving). */
  gtk_widget_set_tooltip_text (label, how);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (chips), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (chips), 16);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (chips), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (chips), 6);
  gtk_widget_set_hexpand (chips, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chips), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Pupils not playing, to pair"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, how, -1);
  gtk_box_append (GTK_BOX (strip), label);
  gtk_box_append (GTK_BOX (strip), chips);
  gtk_widget_set_margin_start (strip, 12);
  gtk_widget_set_margin_end (strip, 12);
  gtk_widget_set_margin_top (strip, 6);
  g_object_set_data (G_OBJECT (strip), "ishi-chips", chips);
  gtk_widget_set_visible (strip, FALSE);
  self->waiting = strip;
  return strip;
}

/* ------------------------------------------------------------------------ */
/* The class's list                                                          */
/* ------------------------------------------------------------------------ */

static const char *
row_name (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "ishi-name");
}

static void
level_changed_cb (GtkSpinButton *spin, IshiClassWindow *self)
{
  g_autofree char *line = g_strdup_printf ("/level %s %d", row_name (GTK_WIDGET (spin)),
                                           gtk_spin_button_get_value_as_int (spin));

  ishi_room_client_send (self->client, line);
}

static void
remove_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  g_autofree char *line = g_strdup_printf ("/pupil remove %s", row_name (GTK_WIDGET (button)));

  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER)));
  ishi_room_client_send (self->client, line);
}

/* Up or down one place in the class's order (its register's). */
static void
move_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  int to = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ishi-place"));
  g_autofree char *line = g_strdup_printf ("/pupil move %s %d", row_name (GTK_WIDGET (button)), to);

  ishi_room_client_send (self->client, line);
}

static void
rename_activate_cb (GtkEntry *entry, IshiClassWindow *self)
{
  const char *new = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *line = NULL;

  if (!ishi_room_name_check (new) || strcmp (new, row_name (GTK_WIDGET (entry))) == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (entry));
      return;
    }
  line = g_strdup_printf ("/pupil rename %s %s", row_name (GTK_WIDGET (entry)), new);
  ishi_room_client_send (self->client, line);
  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (GTK_WIDGET (entry), GTK_TYPE_POPOVER)));
}

static GtkWidget *
named (GtkWidget *widget, const char *name)
{
  g_object_set_data_full (G_OBJECT (widget), "ishi-name", g_strdup (name), g_free);
  return widget;
}

/* Remove… asks once: a name taken off by a slip of the mouse takes the
 * pupil's place on every shared computer with it. */
static GtkWidget *
make_remove (IshiClassWindow *self, const char *name)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_autofree char *question = g_strdup_printf (_("Take %s off the class’s list?"), name);
  GtkWidget *label = gtk_label_new (question);
  GtkWidget *confirm = named (gtk_button_new_with_mnemonic (_("_Remove")), name);

  gtk_widget_add_css_class (confirm, "destructive-action");
  gtk_widget_set_name (confirm, "remove-confirm");
  g_signal_connect (confirm, "clicked", G_CALLBACK (remove_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), confirm);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Remove…"));
  gtk_widget_set_name (button, "remove");
  return button;
}

/* One pupil: her place, her name, whether she is here, Ishi's level for
 * her, up and down in the class's order, Rename… and Remove… (only while
 * she is not in the room: her name is the room's then).  What changes
 * (her state, her level, her place) is set by update_row. */
static GtkWidget *
make_row (IshiClassWindow *self, const char *pupil)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *place = gtk_label_new (NULL);
  GtkWidget *name = gtk_label_new (pupil);
  GtkWidget *state = gtk_label_new (NULL);
  GtkWidget *level_label = gtk_label_new (_("Ishi’s level"));
  GtkWidget *level = named (gtk_spin_button_new_with_range (1, 10, 1), pupil);
  GtkWidget *up = named (gtk_button_new_from_icon_name ("go-up-symbolic"), pupil);
  GtkWidget *down = named (gtk_button_new_from_icon_name ("go-down-symbolic"), pupil);
  GtkWidget *rename = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *entry = named (gtk_entry_new (), pupil);
  GtkWidget *remove = make_remove (self, pupil);
  g_autofree char *spin_label = g_strdup_printf (_("Ishi’s level for %s"), pupil);
  g_autofree char *up_label = g_strdup_printf (_("Move %s up the list"), pupil);
  g_autofree char *down_label = g_strdup_printf (_("Move %s down the list"), pupil);

  named (box, pupil);
  gtk_widget_set_name (box, pupil);
  gtk_widget_add_css_class (place, "dim-label");
  gtk_widget_add_css_class (place, "numeric");
  gtk_widget_set_size_request (place, 32, -1);
  gtk_label_set_xalign (GTK_LABEL (place), 1);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (name, "heading");
  gtk_widget_add_css_class (state, "dim-label");
  gtk_widget_set_size_request (state, 140, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (level), GTK_ACCESSIBLE_PROPERTY_LABEL, spin_label, -1);
  g_signal_connect (level, "value-changed", G_CALLBACK (level_changed_cb), self);
  gtk_widget_set_tooltip_text (up, up_label);
  gtk_widget_set_tooltip_text (down, down_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (up), GTK_ACCESSIBLE_PROPERTY_LABEL, up_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (down), GTK_ACCESSIBLE_PROPERTY_LABEL, down_label, -1);
  gtk_widget_set_name (up, "up");
  gtk_widget_set_name (down, "down");
  g_signal_connect (up, "clicked", G_CALLBACK (move_clicked_cb), self);
  g_signal_connect (down, "clicked", G_CALLBACK (move_clicked_cb), self);
  gtk_editable_set_text (GTK_EDITABLE (entry), pupil);
  gtk_entry_set_max_length (GTK_ENTRY (entry), ISHI_IGS_MAX_NAME_CHARS);
  g_signal_connect (entry, "activate", G_CALLBACK (rename_activate_cb), self);
  gtk_popover_set_child (GTK_POPOVER (popover), entry);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (rename), popover);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (rename), _("Rename…"));
  gtk_widget_set_name (rename, "rename");
  gtk_box_append (GTK_BOX (box), place);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), state);
  gtk_box_append (GTK_BOX (box), level_label);
  gtk_box_append (GTK_BOX (box), level);
  gtk_box_append (GTK_BOX (box), up);
  gtk_box_append (GTK_BOX (box), down);
  gtk_box_append (GTK_BOX (box), rename);
  gtk_box_append (GTK_BOX (box), remove);
  g_object_set_data (G_OBJECT (box), "ishi-place", place);
  g_object_set_data (G_OBJECT (box), "ishi-state", state);
  g_object_set_data (G_OBJECT (box), "ishi-level", level);
  g_object_set_data (G_OBJECT (box), "ishi-up", up);
  g_object_set_data (G_OBJECT (box), "ishi-down", down);
  g_object_set_data (G_OBJECT (box), "ishi-rename", rename);
  g_object_set_data (G_OBJECT (box), "ishi-remove", remove);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  return box;
}

/* A row as the room tells it now ("NAME STATE LEVEL", `w`), at `place`
 * (from 1) of `count`: in place, so that the list does not move under the
 * teacher's pointer (made again, it jumped to its top at every level). */
static void
update_row (IshiClassWindow *self, GtkWidget *box, char **w, guint place, guint count)
{
  GtkSpinButton *level = g_object_get_data (G_OBJECT (box), "ishi-level");
  GtkWidget *up = g_object_get_data (G_OBJECT (box), "ishi-up");
  GtkWidget *down = g_object_get_data (G_OBJECT (box), "ishi-down");
  GtkWidget *rename = g_object_get_data (G_OBJECT (box), "ishi-rename");
  GtkWidget *remove = g_object_get_data (G_OBJECT (box), "ishi-remove");
  gboolean away = strcmp (w[1], "away") == 0;
  double value = g_ascii_strtod (w[2], NULL);
  g_autofree char *number = g_strdup_printf ("%u", place);

  gtk_label_set_text (g_object_get_data (G_OBJECT (box), "ishi-place"), number);
  gtk_label_set_text (g_object_get_data (G_OBJECT (box), "ishi-state"),
                      strcmp (w[1], "playing") == 0 ? _("Playing a game")
                      : strcmp (w[1], "seated") == 0 ? _("At a table, no game on")
                      : strcmp (w[1], "here") == 0 ? _("In the room") : _("Not here"));
  /* The room's level, without sending it back to the room. */
  if (gtk_spin_button_get_value (level) != value)
    {
      g_signal_handlers_block_by_func (level, level_changed_cb, self);
      gtk_spin_button_set_value (level, value);
      g_signal_handlers_unblock_by_func (level, level_changed_cb, self);
    }
  g_object_set_data (G_OBJECT (up), "ishi-place", GINT_TO_POINTER (place - 1));
  g_object_set_data (G_OBJECT (down), "ishi-place", GINT_TO_POINTER (place + 1));
  gtk_widget_set_sensitive (up, place > 1);
  gtk_widget_set_sensitive (down, place < count);
  gtk_widget_set_sensitive (rename, away);
  gtk_widget_set_sensitive (remove, away);
  gtk_widget_set_tooltip_text (rename, away ? NULL : _("She is in the room: change her name once she has left."));
  gtk_widget_set_tooltip_text (remove, away ? NULL : _("She is in the room: remove her name once she has left."));
}

void
ishi_class_pupils_update (IshiClassWindow *self)
{
  g_auto (GStrv) roster = ishi_room_client_list_pupils (self->client);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *child;
  guint n = g_strv_length (roster), i = 0;
  gboolean same = TRUE;

  /* The list, and the table each seated pupil's chip names (the seats
   * come after the list when the teacher comes in). */
  for (guint k = 0; roster[k]; k++)
    {
      g_auto (GStrv) w = g_strsplit (roster[k], " ", 3);
      g_string_append_printf (text, "%s %d\n", roster[k],
                              w[0] && w[1] && strcmp (w[1], "seated") == 0 ? table_of (self, w[0]) : 0);
    }
  if (g_strcmp0 (text->str, self->roster_shown) == 0)
    return;
  g_free (self->roster_shown);
  self->roster_shown = g_string_free (g_steal_pointer (&text), FALSE);
  update_strip (self, roster);
  /* The rows shown, in order: kept when they are the same names in the
   * same order (a level, who is here), made again otherwise. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->pupils_list)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child))
      g_ptr_array_add (rows, gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child)));
  same = rows->len == n;
  for (i = 0; same && i < n; i++)
    {
      g_auto (GStrv) w = g_strsplit (roster[i], " ", 3);
      same = g_strcmp0 (row_name (rows->pdata[i]), w[0]) == 0;
    }
  if (!same)
    {
      /* Rows made again: the list stays scrolled where it was. */
      GtkAdjustment *scroll = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (gtk_widget_get_parent (GTK_WIDGET (self->pupils_list))));
      double at = scroll ? gtk_adjustment_get_value (scroll) : 0;

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->pupils_list))))
        gtk_list_box_remove (self->pupils_list, child);
      g_ptr_array_set_size (rows, 0);
      for (i = 0; i < n; i++)
        {
          g_auto (GStrv) w = g_strsplit (roster[i], " ", 3);
          GtkWidget *row = make_row (self, w[0]);
          gtk_list_box_append (self->pupils_list, row);
          g_ptr_array_add (rows, row);
        }
      if (scroll)
        gtk_adjustment_set_value (scroll, at);
    }
  for (i = 0; i < n; i++)
    {
      g_auto (GStrv) w = g_strsplit (roster[i], " ", 3);
      if (g_strv_length (w) == 3)
        update_row (self, rows->pdata[i], w, i + 1, n);
    }
}

static void
add_cb (GtkWidget *widget, IshiClassWindow *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->add_entry))));
  g_autofree char *line = NULL;

  if (!ishi_room_name_check (name))
    {
      gtk_widget_error_bell (GTK_WIDGET (self->add_entry));
      return;
    }
  line = g_strdup_printf ("/pupil add %s", name);
  ishi_room_client_send (self->client, line);
  gtk_editable_set_text (GTK_EDITABLE (self->add_entry), "");
}

GtkWidget *
ishi_class_pupils_page_new (IshiClassWindow *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *note = gtk_label_new (_("The class’s pupils, as a computer the class shares lists them at start-up. A pupil who joins with the room’s code is added. Set here how strong Ishi plays each one."));
  GtkWidget *add_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add a Pupil"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  self->add_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->add_entry), "add-pupil");
  gtk_entry_set_max_length (self->add_entry, ISHI_IGS_MAX_NAME_CHARS);
  gtk_entry_set_placeholder_text (self->add_entry, _("A pupil’s name"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("A pupil’s name"), -1);
  g_signal_connect (self->add_entry, "activate", G_CALLBACK (add_cb), self);
  g_signal_connect (add, "clicked", G_CALLBACK (add_cb), self);
  gtk_box_append (GTK_BOX (add_row), GTK_WIDGET (self->add_entry));
  gtk_box_append (GTK_BOX (add_row), add);
  self->pupils_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->pupils_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->pupils_list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pupils_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The class’s pupils"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->pupils_list));
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (page), note);
  gtk_box_append (GTK_BOX (page), add_row);
  gtk_box_append (GTK_BOX (page), scrolled);
  gtk_widget_set_margin_start (page, 24);
  gtk_widget_set_margin_end (page, 24);
  gtk_widget_set_margin_top (page, 12);
  gtk_widget_set_margin_bottom (page, 12);
  return page;
}
