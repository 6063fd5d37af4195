/* ishi-host-window.c — Host a Room: the room of the online rules page
 * opened on this computer (core/net's IshiRoom behind an IshiRoomServer,
 * published on the local network through Avahi), with its name, game and
 * four-digit code shown large, so that a teacher can put it on the
 * projector; and who is in it.  A class also serves the pupils' page
 * for tablets (ishi-room-web.h) on the next port (6971 beside 6970).
 * Closing the window closes the room (its
 * records stay in their folder, and opening a room of the same name again
 * brings its tables and score list back).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-form-row.h"
#include "ishi-class-window.h"
#include "ishi-go-engine-player.h"
#include "ishi-host-window.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-web.h"
#include "ishi-room-mdns.h"
#include "ishi-room-server.h"
#include "ishi-room-web.h"
#include "ishi-secret.h"

struct _IshiHostWindow {
  GtkWindow parent_instance;

  GtkWidget *stack;
  GtkEntry *name_entry;
  GtkDropDown *game_dropdown;
  GtkSpinButton *port_spin;
  GtkCheckButton *observers_check;
  GtkLabel *problem_label;
  GtkLabel *code_label, *where_label, *people_label, *web_label;
  GtkLabel *save_label;          /* the records cannot be written: said */

  char *records_root;
  char *address;
  char *code;
  char *teacher_code;            /* a class: the teacher's code, kept off the screen */
  GtkWidget *class_button;
  GtkWidget *kept_box;           /* Start a Class: the classes kept on this computer, to open again */
  GtkListBox *kept_list;
  GtkLabel *name_note;           /* a class's name: kept here, or a new class */
  IshiRoom *room;
  IshiRoomServer *server;
  IshiRoomWeb *web;              /* a class's page for the tablets, or NULL */
  IshiRoomMdns *mdns;
  guint size_idle;
};

G_DEFINE_FINAL_TYPE (IshiHostWindow, ishi_host_window, GTK_TYPE_WINDOW)

static void
update_people (IshiHostWindow *self)
{
  guint n = self->room ? ishi_room_get_n_connections (self->room) : 0;
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u connection",
                                                        "%u connections", n), n);

  gtk_label_set_text (self->people_label, text);
}

/* The code's digits a fifth of the window's height: they grow with it
 * (maximised on the projector), as the class view's do. */
static void
size_code (IshiHostWindow *self)
{
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int px = CLAMP (height > 0 ? height / 5 : 0, 64, 400);
  g_autofree char *markup = NULL;

  if (self->code == NULL || self->server == NULL)
    return;
  markup = g_markup_printf_escaped ("<span size='%d' weight='bold'>%s</span>", px * PANGO_SCALE, self->code);
  gtk_label_set_markup (self->code_label, markup);
}

static gboolean
size_code_idle_cb (gpointer data)
{
  IshiHostWindow *self = data;

  self->size_idle = 0;
  size_code (self);
  return G_SOURCE_REMOVE;
}

static void
resized_cb (IshiHostWindow *self)
{
  if (self->size_idle == 0)
    self->size_idle = g_idle_add (size_code_idle_cb, self);
}

static void
room_changed_cb (IshiRoom *room, IshiHostWindow *self)
{
  const char *problem = ishi_room_get_save_problem (room);

  update_people (self);
  /* Nothing is announced that is not saved: the host is told why the
   * tables stopped. */
  if (problem)
    {
      g_autofree char *text = g_strdup_printf (_("The games cannot be saved (%s): their tables are paused until they can."),
                                               problem);
      gtk_label_set_text (self->save_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->save_label), problem != NULL);
}

/* A class's pupil plays Ishi's Go engine at her level (/engine). */
static IshiPlayer *
engine_new (const IshiRuleset *ruleset, int level, gpointer data)
{
  return ishi_go_engine_player_new_at_level (ruleset, level);
}

/* The pupils' page of a class, on the port after the room's (any free
 * one when the room's is), with the lessons the window shows; the class
 * view learns its address from the room.  The room is open even when the
 * page cannot be served: the window says why. */
static void
serve_page (IshiHostWindow *self)
{
  guint16 port = ishi_room_server_get_port (self->server);
  const char *installed = g_getenv ("ISHI_LESSON_DIR");
  g_auto (GStrv) dirs = ishi_lesson_default_dirs (installed ? installed : PKGDATADIR G_DIR_SEPARATOR_S "lessons");
  g_autoptr (GError) error = NULL;
  g_autofree char *url = NULL;
  g_autofree char *text = NULL;

  self->web = ishi_room_web_new (self->server);
  ishi_room_web_set_lessons (self->web, ishi_lesson_web_answer, ishi_lesson_web_new ((const char *const *) dirs),
                             (GDestroyNotify) ishi_lesson_web_free);
  if (!ishi_room_web_listen (self->web, self->address,
                             self->address || port == G_MAXUINT16 ? 0 : port + 1, &error))
    {
      text = g_strdup_printf (_("The pupils’ page for tablets cannot be served: %s"), error->message);
      gtk_label_set_text (self->web_label, text);
      g_clear_object (&self->web);
      return;
    }
  url = ishi_room_web_get_url (self->web);
  ishi_room_set_web_url (self->room, url);
  /* Translators: %s is the address pupils open in a tablet's browser */
  text = g_strdup_printf (_("Pupils’ tablets: %s"), url);
  gtk_label_set_text (self->web_label, text);
}

gboolean
ishi_host_window_open_room (IshiHostWindow *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  const char *game = gtk_drop_down_get_selected (self->game_dropdown) == 1 ? "renju" : "go";
  guint16 port = (guint16) gtk_spin_button_get_value_as_int (self->port_spin);
  g_autofree char *records = NULL;
  g_autofree char *where = NULL;
  g_autoptr (GError) error = NULL;
  IshiRoomConfig config = { 0 };

  g_return_val_if_fail (ISHI_IS_HOST_WINDOW (self), FALSE);
  if (self->room)
    return TRUE;
  if (*name == '\0' || strchr (name, '/') != NULL)
    {
      gtk_label_set_text (self->problem_label, _("A room needs a name without “/”."));
      return FALSE;
    }
  records = g_build_filename (self->records_root, name, NULL);
  config.name = name;
  config.game = game;
  config.code = self->code;
  config.records_dir = records;
  config.no_observers = !gtk_check_button_get_active (self->observers_check);
  config.teacher_code = self->teacher_code;
  config.engine_new = engine_new;
  self->room = ishi_room_new (&config, &error);
  if (self->room != NULL)
    {
      self->server = ishi_room_server_new (self->room, NULL);
      if (!ishi_room_server_listen (self->server, self->address, port, &error))
        {
          g_clear_object (&self->server);
          g_clear_object (&self->room);
        }
    }
  if (self->room == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The room cannot be opened: %s"), error->message);
      gtk_label_set_text (self->problem_label, text);
      return FALSE;
    }
  /* The port kept with the room: Start a Class opens it there again. */
  ishi_room_set_port (self->room, ishi_room_server_get_port (self->server));
  /* A room read back from its folder keeps its own code (and a class its
   * teacher's). */
  g_free (self->code);
  self->code = g_strdup (ishi_room_get_code (self->room));
  if (self->teacher_code && ishi_room_get_teacher_code (self->room))
    {
      g_free (self->teacher_code);
      self->teacher_code = g_strdup (ishi_room_get_teacher_code (self->room));
    }
  g_signal_connect_object (self->room, "changed", G_CALLBACK (room_changed_cb), self, 0);
  if (self->address == NULL)
    {
      self->mdns = ishi_room_mdns_new (NULL);
      ishi_room_mdns_publish (self->mdns, ishi_room_get_name (self->room), game,
                              ishi_room_server_get_port (self->server));
    }
  size_code (self);
  where = g_strdup_printf (_("Room “%s” on %s, port %u"), ishi_room_get_name (self->room),
                           g_get_host_name (), ishi_room_server_get_port (self->server));
  gtk_label_set_text (self->where_label, where);
  update_people (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "open");
  {
    /* The window says which room it holds open, not the form it was. */
    g_autofree char *title = g_strdup_printf (self->teacher_code ? _("Class “%s”") : _("Room “%s”"),
                                              ishi_room_get_name (self->room));
    gtk_window_set_title (GTK_WINDOW (self), title);
  }
  if (self->teacher_code)
    {
      serve_page (self);
      gtk_widget_set_visible (self->class_button, TRUE);
      ishi_host_window_open_class_view (self);
    }
  return TRUE;
}

GtkWidget *
ishi_host_window_open_class_view (IshiHostWindow *self)
{
  GtkWidget *view;

  g_return_val_if_fail (ISHI_IS_HOST_WINDOW (self), NULL);
  if (self->server == NULL || self->teacher_code == NULL)
    return NULL;
  /* The teacher's view connects to the class as any client does (so it
   * comes back by itself), on this computer. */
  view = ishi_class_window_new (GTK_WINDOW (self), self->address ? self->address : "127.0.0.1",
                                ishi_room_server_get_port (self->server), "sensei", NULL, self->teacher_code);
  g_object_set_data (G_OBJECT (view), "ishi-host-window", self);   /* not someone else in the room */
  gtk_window_present (GTK_WINDOW (view));
  return view;
}

static void
class_clicked_cb (GtkButton *button, IshiHostWindow *self)
{
  ishi_host_window_open_class_view (self);
}

/* ------------------------------------------------------------------------ */
/* The classes kept on this computer                                         */
/* ------------------------------------------------------------------------ */

/* Open this class again: its name, game and port, then the room (its
 * folder brings back its codes, pupils, levels and games). */
static void
reopen_clicked_cb (GtkButton *button, IshiHostWindow *self)
{
  const char *folder = g_object_get_data (G_OBJECT (button), "ishi-folder");
  const char *game = g_object_get_data (G_OBJECT (button), "ishi-game");
  guint port = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ishi-port"));

  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), folder);
  gtk_drop_down_set_selected (self->game_dropdown, g_strcmp0 (game, "renju") == 0 ? 1 : 0);
  if (port)
    gtk_spin_button_set_value (self->port_spin, port);
  ishi_host_window_open_room (self);
}

/* Whether a class of `name` is kept here. */
static gboolean
is_kept (IshiHostWindow *self, const char *name)
{
  /* Each row's box, in the GtkListBoxRow the list put it in (the row
   * itself has no folder: the class kept under the name typed was said
   * to be a new one). */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->kept_list)); row;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = GTK_IS_LIST_BOX_ROW (row) ? gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)) : row;
      if (box && g_strcmp0 (g_object_get_data (G_OBJECT (box), "ishi-folder"), name) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Under a class's name: whether it is one kept here, or a new one (a
 * typo opened a new, empty class without a word). */
static void
name_changed_cb (GtkEditable *entry, IshiHostWindow *self)
{
  const char *name = gtk_editable_get_text (entry);
  gboolean any = gtk_widget_get_first_child (GTK_WIDGET (self->kept_list)) != NULL;

  if (self->teacher_code == NULL || !any)
    gtk_label_set_text (self->name_note, "");
  else if (is_kept (self, name))
    gtk_label_set_text (self->name_note, _("A class kept on this computer: it opens with its pupils, levels and games."));
  else
    gtk_label_set_text (self->name_note, _("A new class: the classes kept on this computer are listed above."));
}

static void
fill_kept (IshiHostWindow *self)
{
  g_autoptr (GPtrArray) kept = ishi_room_list_kept (self->records_root);
  guint n = 0;

  for (guint i = 0; i < kept->len; i++)
    {
      const IshiRoomKept *k = kept->pdata[i];
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *label, *open;
      g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (k->modified / G_USEC_PER_SEC);
      /* Translators: when a class kept on this computer was last used,
       * as g_date_time_format writes it */
      g_autofree char *day = when ? g_date_time_format (when, C_("kept class", "%Y-%m-%d %H:%M")) : g_strdup ("");
      g_autofree char *text = NULL, *open_label = NULL;

      if (!k->is_class)
        continue;
      text = k->port ? g_strdup_printf (_("%s — %s, port %u, last opened %s"), k->name,
                                        strcmp (k->game, "renju") == 0 ? _("Renju") : _("Go"), k->port, day)
                     : g_strdup_printf (_("%s — %s, last opened %s"), k->name,
                                        strcmp (k->game, "renju") == 0 ? _("Renju") : _("Go"), day);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
      open_label = g_strdup_printf (_("Open “%s”"), k->name);
      open = gtk_button_new_with_label (_("Open"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (open), GTK_ACCESSIBLE_PROPERTY_LABEL, open_label, -1);
      gtk_widget_set_name (open, k->folder);
      g_object_set_data_full (G_OBJECT (open), "ishi-folder", g_strdup (k->folder), g_free);
      g_object_set_data_full (G_OBJECT (open), "ishi-game", g_strdup (k->game), g_free);
      g_object_set_data (G_OBJECT (open), "ishi-port", GUINT_TO_POINTER ((guint) k->port));
      g_signal_connect (open, "clicked", G_CALLBACK (reopen_clicked_cb), self);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), open);
      gtk_widget_set_margin_start (row, 6);
      gtk_widget_set_margin_end (row, 6);
      gtk_widget_set_margin_top (row, 4);
      gtk_widget_set_margin_bottom (row, 4);
      g_object_set_data_full (G_OBJECT (row), "ishi-folder", g_strdup (k->folder), g_free);
      gtk_list_box_append (self->kept_list, row);
      n++;
    }
  gtk_widget_set_visible (self->kept_box, n > 0);
}

void
ishi_host_window_set_class (IshiHostWindow *self)
{
  g_return_if_fail (ISHI_IS_HOST_WINDOW (self));
  g_free (self->teacher_code);
  self->teacher_code = ishi_secret_digits (8);
  gtk_window_set_title (GTK_WINDOW (self), _("Start a Class"));
  gtk_window_set_default_size (GTK_WINDOW (self), 640, 480);
  /* The classes this computer kept (after a restart Start a Class offered
   * a default name and port again): one click opens one again. */
  fill_kept (self);
  name_changed_cb (GTK_EDITABLE (self->name_entry), self);
}

gboolean
ishi_host_window_is_class (IshiHostWindow *self)
{
  g_return_val_if_fail (ISHI_IS_HOST_WINDOW (self), FALSE);
  return self->teacher_code != NULL;
}

static void
open_clicked_cb (GtkButton *button, IshiHostWindow *self)
{
  ishi_host_window_open_room (self);
}

guint16
ishi_host_window_get_port (IshiHostWindow *self)
{
  g_return_val_if_fail (ISHI_IS_HOST_WINDOW (self), 0);
  return self->server ? ishi_room_server_get_port (self->server) : 0;
}

guint16
ishi_host_window_get_web_port (IshiHostWindow *self)
{
  g_return_val_if_fail (ISHI_IS_HOST_WINDOW (self), 0);
  return self->web ? ishi_room_web_get_port (self->web) : 0;
}

const char *
ishi_host_window_get_code (IshiHostWindow *self)
{
  g_return_val_if_fail (ISHI_IS_HOST_WINDOW (self), NULL);
  return self->code;
}

static GtkWidget *
make_kept (IshiHostWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_("Classes kept on this computer"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  self->kept_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->kept_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->kept_list), "boxed-list");
  gtk_widget_set_name (GTK_WIDGET (self->kept_list), "kept-classes");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->kept_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Classes kept on this computer"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->kept_list));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_visible (box, FALSE);
  self->kept_box = box;
  return box;
}

static GtkWidget *
make_form (IshiHostWindow *self)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open the Room"));
  const char *games[] = { _("Go"), _("Renju"), NULL };

  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_start (grid, 24);
  gtk_widget_set_margin_end (grid, 24);
  gtk_widget_set_margin_top (grid, 24);
  gtk_widget_set_margin_bottom (grid, 24);
  self->name_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), g_get_host_name ());
  self->game_dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (games));
  self->port_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 65535, 1));
  gtk_widget_set_name (GTK_WIDGET (self->port_spin), "port");
  gtk_spin_button_set_value (self->port_spin, ISHI_ROOM_DEFAULT_PORT);
  self->observers_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Others may _watch")));
  gtk_check_button_set_active (self->observers_check, TRUE);
  self->problem_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->problem_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->problem_label), "error");
  self->name_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->name_note, TRUE);
  gtk_label_set_xalign (self->name_note, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->name_note), "dim-label");
  gtk_widget_set_name (GTK_WIDGET (self->name_entry), "room-name");
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Name"), GTK_WIDGET (self->name_entry)), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->name_entry), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->name_note), 1, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Game"), GTK_WIDGET (self->game_dropdown)), 0, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->game_dropdown), 1, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Port"), GTK_WIDGET (self->port_spin)), 0, 3, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->port_spin), 1, 3, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->observers_check), 1, 4, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->problem_label), 0, 5, 2, 1);
  gtk_grid_attach (GTK_GRID (grid), open, 1, 6, 1, 1);
  gtk_widget_add_css_class (open, "suggested-action");
  g_signal_connect (open, "clicked", G_CALLBACK (open_clicked_cb), self);
  g_signal_connect (self->name_entry, "changed", G_CALLBACK (name_changed_cb), self);
  /* Enter in the name opens the room. */
  gtk_entry_set_activates_default (self->name_entry, TRUE);
  gtk_window_set_default_widget (GTK_WINDOW (self), open);
  {
    GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append (GTK_BOX (page), make_kept (self));
    gtk_box_append (GTK_BOX (page), grid);
    return page;
  }
}

static GtkWidget *
make_open_page (IshiHostWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *caption = gtk_label_new (_("The room’s code"));

  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  self->where_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->where_label, TRUE);
  self->code_label = GTK_LABEL (gtk_label_new (NULL));
  self->people_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->where_label));
  gtk_box_append (GTK_BOX (box), caption);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->code_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->people_label));
  self->web_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->web_label, TRUE);
  gtk_label_set_selectable (self->web_label, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->web_label));
  self->save_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->save_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->save_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->save_label), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->save_label));
  self->class_button = gtk_button_new_with_mnemonic (_("_Class View"));
  gtk_widget_set_halign (self->class_button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->class_button, FALSE);
  g_signal_connect (self->class_button, "clicked", G_CALLBACK (class_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), self->class_button);
  return box;
}

/* Who else is in the room: its connections but the teacher's own Class
 * windows on this computer. */
static guint
others_in_room (IshiHostWindow *self)
{
  guint n = ishi_room_get_n_connections (self->room);
  GListModel *toplevels = gtk_window_get_toplevels ();   /* GTK's own */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && n > 0; i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (ISHI_IS_CLASS_WINDOW (w) && g_object_get_data (G_OBJECT (w), "ishi-host-window") == self)
        n--;
    }
  return n;
}

/* Closing the window (or Ctrl+Q) while pupils or players are in the room
 * ends it for them: asked first (it ended a running class at once,
 * issue 65). */
static gboolean
close_request_cb (GtkWindow *window, gpointer data)
{
  IshiHostWindow *self = ISHI_HOST_WINDOW (window);
  g_autofree char *secondary = NULL;
  guint others;

  if (self->room == NULL || ishi_net_ask_confirmed (GTK_WINDOW (self)) || (others = others_in_room (self)) == 0)
    return FALSE;
  secondary = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE,
                 "%u person is still in the room and will be disconnected. The room’s games are kept in its folder and come back when it is opened again.",
                 "%u people are still in the room and will be disconnected. The room’s games are kept in its folder and come back when it is opened again.",
                 others),
    others);
  ishi_net_ask (window, self->teacher_code ? _("End the class?") : _("Close the room?"), secondary,
                self->teacher_code ? _("_End the Class") : _("C_lose the Room"));
  return TRUE;
}

gboolean
ishi_host_window_ask_to_end (IshiHostWindow *self, IshiNetThenFunc ended, GObject *object)
{
  g_return_val_if_fail (ISHI_IS_HOST_WINDOW (self), FALSE);
  if (self->room == NULL || ishi_net_ask_confirmed (GTK_WINDOW (self)) || others_in_room (self) == 0)
    return FALSE;
  ishi_net_ask_then (GTK_WINDOW (self), ended, object);
  return TRUE;
}

/* The room ended: the teacher's class views of it go with it (they
 * would try to come back to a class that is over), and whoever asked to
 * close after it goes on, once this window is gone. */
static void
room_ended (IshiHostWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* GTK's own */
  g_autoptr (GPtrArray) views = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWindow *w = g_list_model_get_item (toplevels, i);
      if (ISHI_IS_CLASS_WINDOW (w) && g_object_get_data (G_OBJECT (w), "ishi-host-window") == self)
        g_ptr_array_add (views, w);
      else
        g_object_unref (w);
    }
  for (guint i = 0; i < views->len; i++)
    {
      g_object_set_data (views->pdata[i], "ishi-host-window", NULL);
      gtk_window_destroy (views->pdata[i]);
    }
  ishi_net_ask_gone (GTK_WINDOW (self));
}

static void
ishi_host_window_dispose (GObject *object)
{
  IshiHostWindow *self = ISHI_HOST_WINDOW (object);

  g_clear_handle_id (&self->size_idle, g_source_remove);
  room_ended (self);
  /* The records being written are finished before the room goes. */
  if (self->room)
    ishi_room_flush (self->room, 10000);
  if (self->web)
    ishi_room_web_stop (self->web);
  if (self->server)
    ishi_room_server_stop (self->server);
  g_clear_object (&self->web);
  g_clear_object (&self->mdns);
  g_clear_object (&self->server);
  g_clear_object (&self->room);
  G_OBJECT_CLASS (ishi_host_window_parent_class)->dispose (object);
}

static void
ishi_host_window_finalize (GObject *object)
{
  IshiHostWindow *self = ISHI_HOST_WINDOW (object);

  g_free (self->records_root);
  g_free (self->address);
  g_free (self->code);
  g_free (self->teacher_code);
  G_OBJECT_CLASS (ishi_host_window_parent_class)->finalize (object);
}

static void
ishi_host_window_class_init (IshiHostWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_host_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_host_window_finalize;
}

static void
ishi_host_window_init (IshiHostWindow *self)
{
  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), make_form (self), "form");
  gtk_stack_add_named (GTK_STACK (self->stack), make_open_page (self), "open");
  gtk_window_set_child (GTK_WINDOW (self), self->stack);
  gtk_window_set_title (GTK_WINDOW (self), _("Host a Room"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 360);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (resized_cb), NULL);
  g_signal_connect (self, "notify::maximized", G_CALLBACK (resized_cb), NULL);
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (resized_cb), NULL);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  self->code = ishi_secret_digits (4);
}

GtkWidget *
ishi_host_window_new (GtkWindow *parent, const char *records_root, const char *address)
{
  IshiHostWindow *self = g_object_new (ISHI_TYPE_HOST_WINDOW, NULL);

  if (parent)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  /* Kept by the application, as the class views and the room windows
   * are: Ctrl+Q reaches it (and asks before the room ends under the
   * people in it), and the room is closed, its records written, before
   * Ishi ends (the last other window closed ended the program with the
   * room in it, without a word). */
  if (parent && gtk_window_get_application (parent))
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->records_root = records_root ? g_strdup (records_root)
                                    : g_build_filename (g_get_user_data_dir (), "ishi", "rooms", NULL);
  self->address = g_strdup (address);
  return GTK_WIDGET (self);
}
