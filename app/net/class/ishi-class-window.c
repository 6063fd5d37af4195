/* ishi-class-window.c — the teacher's view of the class: a grid of every
 * table's board, one board large, and the pause.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-view.h"
#include "ishi-class-report.h"
#include "ishi-class-window-private.h"
#include "ishi-game-model.h"
#include "ishi-igs.h"
#include "ishi-room-say.h"
#include "ishi-room-table-view.h"
#include "ishi-room-words.h"


G_DEFINE_FINAL_TYPE (IshiClassWindow, ishi_class_window, GTK_TYPE_WINDOW)

static void update_titles (IshiClassWindow *self);

static void
table_changed_cb (IshiRoomClient *client, int number, IshiClassWindow *self)
{
  ishi_class_progress_table_changed (self, number);
  ishi_class_boards_table_changed (self, number);
  /* A pupil's chip names the table she sits at. */
  ishi_class_pupils_update (self);
  update_titles (self);
}

/* The clocks run down between the host's reports. */
static gboolean
tick_cb (gpointer data)
{
  IshiClassWindow *self = data;

  ishi_class_lessons_share (self);
  ishi_class_boards_tick (self);
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------------------ */
/* One board large                                                           */
/* ------------------------------------------------------------------------ */

void
ishi_class_window_show_table (IshiClassWindow *self, int number)
{
  g_return_if_fail (ISHI_IS_CLASS_WINDOW (self));
  if (self->large_view)
    {
      gtk_box_remove (GTK_BOX (self->large_box), self->large_view);
      self->large_view = NULL;
    }
  if (number <= 0)
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "grid");
      return;
    }
  self->large_view = ishi_room_table_view_new_for_game (self->client, number);
  gtk_widget_set_vexpand (self->large_view, TRUE);
  gtk_box_append (GTK_BOX (self->large_box), self->large_view);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "large");
}

static void
child_activated_cb (GtkFlowBox *box, GtkFlowBoxChild *child, IshiClassWindow *self)
{
  ishi_class_window_show_table (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (child)),
                                                                          "ishi-table")));
}

static void
back_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  ishi_class_window_show_table (self, 0);
}

/* ------------------------------------------------------------------------ */
/* The class                                                                 */
/* ------------------------------------------------------------------------ */

void
ishi_class_window_pause (IshiClassWindow *self, gboolean pause)
{
  g_return_if_fail (ISHI_IS_CLASS_WINDOW (self));
  ishi_room_client_send (self->client, pause ? "/pause" : "/resume");
}

/* The class menu: pairing, and the one game for all (the room's
 * /pairall and /classgame, ishi-room-class.c). */
static void
class_action_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiClassWindow *self = data;
  const char *name = g_action_get_name (G_ACTION (action));
  static const struct { const char *action, *line; } lines[] = {
    { "pair-random", "/pairall random" }, { "pair-level", "/pairall level" },
  };

  if (strcmp (name, "report") == 0)
    {
      if (ishi_class_progress_record (self))
        gtk_window_present (GTK_WINDOW (ishi_class_report_new (GTK_WINDOW (self), self->record,
                                                               ishi_room_client_get_room_name (self->client))));
      return;
    }
  if (strcmp (name, "games-sheet") == 0)
    {
      ishi_class_progress_print (self);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (strcmp (name, lines[i].action) == 0)
      ishi_room_client_send (self->client, lines[i].line);
}

/* The game for all and the pupils' grade: radio items whose check shows
 * what the room says is in force (nothing showed it), and a click asks
 * the room for another (/classgame, /grade); the check moves when the room
 * has taken it. */
static void
class_state_cb (GSimpleAction *action, GVariant *value, gpointer data)
{
  IshiClassWindow *self = data;
  g_autofree char *line = NULL;

  if (strcmp (g_action_get_name (G_ACTION (action)), "game") == 0)
    line = g_strdup_printf ("/classgame %s", g_variant_get_string (value, NULL));
  else
    line = g_strdup_printf ("/grade %d", g_variant_get_int32 (value));
  ishi_room_client_send (self->client, line);
}

/* The menu's checks as the room last said. */
static void
update_class_menu (IshiClassWindow *self)
{
  const char *game = ishi_room_client_get_class_game (self->client);

  g_simple_action_set_state (self->game_action, g_variant_new_string (game ? game : "-"));
  g_simple_action_set_state (self->grade_action, g_variant_new_int32 (ishi_room_client_get_class_grade (self->client)));
}

static GtkWidget *
make_class_menu (IshiClassWindow *self)
{
  GSimpleActionGroup *group = g_simple_action_group_new ();
  GMenu *menu = g_menu_new ();
  GMenu *pairing = g_menu_new ();
  GMenu *games = g_menu_new ();
  GMenu *grades = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();
  static const char *names[] = { "pair-random", "pair-level", "report", "games-sheet" };
  static const struct { const char *label, *game; } game_items[] = {
    { N_("Everyone Plays Pure Go 7×7, No Clock"), "pure 7 0" },
    { N_("Everyone Plays Go 9×9, No Clock"), "online 9 0" },
    { N_("Everyone Plays Go 9×9, 10 Minutes"), "online 9 10" },
    { N_("Everyone Plays Go 13×13, 15 Minutes"), "online 13 15" },
    { N_("Each Table Chooses Its Game"), "-" },
  };
  GMenu *report = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GSimpleAction *action = g_simple_action_new (names[i], NULL);
      g_signal_connect (action, "activate", G_CALLBACK (class_action_cb), self);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
      g_object_unref (action);
    }
  self->game_action = g_simple_action_new_stateful ("game", G_VARIANT_TYPE_STRING, g_variant_new_string ("-"));
  self->grade_action = g_simple_action_new_stateful ("grade", G_VARIANT_TYPE_INT32, g_variant_new_int32 (0));
  g_signal_connect (self->game_action, "change-state", G_CALLBACK (class_state_cb), self);
  g_signal_connect (self->grade_action, "change-state", G_CALLBACK (class_state_cb), self);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (self->game_action));
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (self->grade_action));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "class", G_ACTION_GROUP (group));
  self->actions = G_ACTION_GROUP (group);   /* its reference, kept */
  g_menu_append (pairing, _("Pair Everyone at _Random"), "class.pair-random");
  g_menu_append (pairing, _("Pair Everyone by _Level"), "class.pair-level");
  for (guint i = 0; i < G_N_ELEMENTS (game_items); i++)
    {
      g_autoptr (GMenuItem) item = g_menu_item_new (_(game_items[i].label), NULL);
      g_menu_item_set_action_and_target_value (item, "class.game", g_variant_new_string (game_items[i].game));
      g_menu_append_item (games, item);
    }
  /* The pupils' grade: their screens read each kanji above it. */
  for (int g = 1; g <= 6; g++)
    {
      g_autofree char *label = g_strdup_printf (_("Grade %d"), g);
      g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "class.grade", g_variant_new_int32 (g));
      g_menu_append_item (grades, item);
    }
  {
    g_autoptr (GMenuItem) item = g_menu_item_new (_("None (Grown-Ups)"), NULL);
    g_menu_item_set_action_and_target_value (item, "class.grade", g_variant_new_int32 (0));
    g_menu_append_item (grades, item);
  }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (games));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (pairing));
  g_menu_append_submenu (menu, _("Pupils’ _Grade (Readings over Kanji)"), G_MENU_MODEL (grades));
  g_menu_append (report, _("Class _Report…"), "class.report");
  g_menu_append (report, _("The Day’s _Games on a Sheet…"), "class.games-sheet");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (report));
  g_object_unref (report);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Pairing"));
  self->menu_button = button;
  gtk_widget_set_name (button, "class-menu");
  g_object_unref (pairing);
  g_object_unref (games);
  g_object_unref (grades);
  g_object_unref (menu);
  return button;
}

static void
pause_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  ishi_class_window_pause (self, GTK_WIDGET (button) == self->pause_button);
}

static void
class_cb (IshiRoomClient *client, IshiClassWindow *self)
{
  gboolean paused = ishi_room_client_get_class_paused (client, NULL);
  gboolean teacher = ishi_room_client_is_teacher (client);

  ishi_class_lessons_update_answers (self);
  ishi_class_pupils_update (self);
  ishi_class_address_update (self);
  ishi_class_boards_update_code (self);
  ishi_class_knock_update (self);
  update_class_menu (self);
  /* Nothing of the class until the room took the teacher's code. */
  gtk_widget_set_visible (self->pause_button, teacher && !paused);
  gtk_widget_set_visible (self->resume_button, teacher && paused);
  gtk_widget_set_visible (self->menu_button, teacher);
  gtk_widget_set_visible (self->switcher, teacher);
  gtk_widget_set_visible (self->outer, teacher);
  if (!teacher && self->refused)
    return;
  update_titles (self);
}

/* Whether a game is on at some table (begun, not over). */
static gboolean
game_on (IshiClassWindow *self)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, GPOINTER_TO_INT (key));
      if (t && t->started && !t->result)
        return TRUE;
    }
  return FALSE;
}

/* The class's name in the title (the window said only "The Class"), and
 * under it what the class does: playing only once a game is on. */
static void
update_titles (IshiClassWindow *self)
{
  const char *room = ishi_room_client_get_room_name (self->client);
  gboolean teacher = ishi_room_client_is_teacher (self->client);
  g_autofree char *title = room ? g_strdup_printf (_("%s — The Class"), room) : g_strdup (_("The Class"));

  gtk_label_set_text (self->title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
  if (!teacher && self->refused)
    return;
  if (!teacher || ishi_room_client_get_state (self->client) != ISHI_ROOM_CLIENT_ONLINE)
    {
      if (!teacher)
        gtk_label_set_text (self->subtitle, _("Connecting as the teacher…"));
      return;
    }
  gtk_label_set_text (self->subtitle, ishi_room_client_get_class_paused (self->client, NULL)
                                      ? _("Everyone is listening: the games are paused.")
                                      : game_on (self) ? _("The class is playing.")
                                                       : _("The class is in: no game has begun yet."));
}

static void
state_cb (IshiRoomClient *client, IshiClassWindow *self)
{
  if (ishi_room_client_get_state (client) == ISHI_ROOM_CLIENT_ONLINE)
    {
      /* Each time the window is (back) in: the teacher's code. */
      g_autofree char *line = g_strdup_printf ("/teacher %s", self->teacher_code);
      ishi_room_client_send (client, line);
    }
  else
    gtk_label_set_text (self->subtitle, _("Not connected: Ishi is trying to reach the class again…"));
}

static void
error_cb (IshiRoomClient *client, const char *text, IshiClassWindow *self)
{
  /* An older room's refusal, or one not in the catalogue (say_cb). */
  gtk_label_set_text (self->subtitle, text);
}

/* The room's refusals by id (ishi-room-messages.h), in the window's words. */
static void
say_cb (IshiRoomClient *client, int code, const char *id, const char *const *args, IshiClassWindow *self)
{
  g_autofree char *words = NULL;

  if (code != ISHI_IGS_ERROR)
    return;
  if (!ishi_room_client_is_teacher (client) && strcmp (id, "wrong-teacher-code") == 0)
    {
      self->refused = TRUE;
      gtk_label_set_text (self->subtitle, _("That is not this class’s teacher’s code: nothing of the class is shown."));
      return;
    }
  words = ishi_room_say_message (id, args);
  if (words)
    gtk_label_set_text (self->subtitle, words);
}

static void
renamed_cb (IshiRoomClient *client, const char *old, const char *new, IshiClassWindow *self)
{
  ishi_class_progress_rename (self, old, new);
}

GActionGroup *
ishi_class_window_get_actions (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), NULL);
  return self->actions;
}

IshiRoomClient *
ishi_class_window_get_client (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), NULL);
  return self->client;
}

guint
ishi_class_window_get_n_boards (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), 0);
  return g_hash_table_size (self->cells);
}

static void
ishi_class_window_dispose (GObject *object)
{
  IshiClassWindow *self = ISHI_CLASS_WINDOW (object);

  g_clear_handle_id (&self->tick, g_source_remove);
  g_clear_handle_id (&self->relayout_idle, g_source_remove);
  if (self->client)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      ishi_room_client_disconnect (self->client);
    }
  g_clear_object (&self->client);
  g_clear_object (&self->game_action);
  g_clear_object (&self->grade_action);
  g_clear_object (&self->actions);
  G_OBJECT_CLASS (ishi_class_window_parent_class)->dispose (object);
}

static void
ishi_class_window_finalize (GObject *object)
{
  IshiClassWindow *self = ISHI_CLASS_WINDOW (object);

  g_hash_table_unref (self->cells);
  g_free (self->teacher_code);
  g_free (self->shared);
  ishi_class_record_free (self->record);
  g_hash_table_unref (self->games_noted);
  g_hash_table_unref (self->game_files);
  g_free (self->roster_shown);
  g_free (self->chosen);
  G_OBJECT_CLASS (ishi_class_window_parent_class)->finalize (object);
}

static void
ishi_class_window_class_init (IshiClassWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_class_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_class_window_finalize;
}

static void
ishi_class_window_init (IshiClassWindow *self)
{
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new (_("The Class"));
  GtkWidget *back = gtk_button_new_with_mnemonic (_("_Back to All Boards"));
  GtkWidget *boards;

  self->games_noted = g_hash_table_new (NULL, NULL);
  self->game_files = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  gtk_widget_add_css_class (title, "title");
  self->title = GTK_LABEL (title);
  self->subtitle = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->subtitle), "subtitle");
  gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), "subtitle");
  gtk_box_append (GTK_BOX (titles), title);
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (self->subtitle));
  gtk_widget_set_valign (titles, GTK_ALIGN_CENTER);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), titles);
  self->pause_button = gtk_button_new_with_mnemonic (_("_Pause Everyone"));
  gtk_widget_add_css_class (self->pause_button, "suggested-action");
  self->resume_button = gtk_button_new_with_mnemonic (_("_Resume"));
  gtk_widget_set_visible (self->resume_button, FALSE);
  g_signal_connect (self->pause_button, "clicked", G_CALLBACK (pause_clicked_cb), self);
  g_signal_connect (self->resume_button, "clicked", G_CALLBACK (pause_clicked_cb), self);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), self->pause_button);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), self->resume_button);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), make_class_menu (self));
  gtk_window_set_titlebar (GTK_WINDOW (self), header);
  boards = ishi_class_boards_page_new (self, G_CALLBACK (child_activated_cb));
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), self->code_toggle);

  self->large_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_halign (back, GTK_ALIGN_START);
  gtk_widget_set_margin_start (back, 12);
  gtk_widget_set_margin_top (back, 12);
  g_signal_connect (back, "clicked", G_CALLBACK (back_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->large_box), back);

  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), boards, "grid");
  gtk_stack_add_named (GTK_STACK (self->stack), self->large_box, "large");
  gtk_stack_add_named (GTK_STACK (self->stack), ishi_class_address_page_new (self), "address");

  /* The boards, the lessons with the step to show everyone, the pupils. */
  {
    GtkWidget *lessons = ishi_class_lessons_page_new (self);
    self->switcher = gtk_stack_switcher_new ();
    self->outer = gtk_stack_new ();
    gtk_stack_add_titled (GTK_STACK (self->outer), self->stack, "boards", _("Boards"));
    gtk_stack_add_titled (GTK_STACK (self->outer), lessons, "lessons", _("Lessons"));
    gtk_stack_add_titled (GTK_STACK (self->outer), ishi_class_pupils_page_new (self), "pupils", _("Pupils"));
    gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (self->switcher), GTK_STACK (self->outer));
    gtk_header_bar_pack_start (GTK_HEADER_BAR (header), self->switcher);
  }
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append (GTK_BOX (box), ishi_class_knock_bar_new (self));
    gtk_widget_set_vexpand (self->outer, TRUE);
    gtk_box_append (GTK_BOX (box), self->outer);
    gtk_window_set_child (GTK_WINDOW (self), box);
  }
  gtk_window_set_title (GTK_WINDOW (self), _("The Class"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1280, 800);
  self->tick = g_timeout_add_seconds (1, tick_cb, self);
}

GtkWidget *
ishi_class_window_new (GtkWindow *parent, const char *host, guint16 port, const char *name,
                       const char *code, const char *teacher_code)
{
  IshiClassWindow *self = g_object_new (ISHI_TYPE_CLASS_WINDOW, NULL);

  if (parent && gtk_window_get_application (parent))
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->teacher_code = g_strdup (teacher_code);
  self->room_port = port;
  self->client = ishi_room_client_new (name, code);
  g_signal_connect (self->client, "table-changed", G_CALLBACK (table_changed_cb), self);
  g_signal_connect (self->client, "class-changed", G_CALLBACK (class_cb), self);
  g_signal_connect (self->client, "state-changed", G_CALLBACK (state_cb), self);
  g_signal_connect (self->client, "error", G_CALLBACK (error_cb), self);
  g_signal_connect (self->client, "say", G_CALLBACK (say_cb), self);
  g_signal_connect (self->client, "pupil-renamed", G_CALLBACK (renamed_cb), self);
  class_cb (self->client, self);
  ishi_room_client_connect (self->client, host, port, G_MAXUINT);
  return GTK_WIDGET (self);
}
