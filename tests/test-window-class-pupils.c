/* test-window-class-pupils.c — a class's pupils, on loopback in one
 * process: at a computer the class shares, Ishi starts with Join a Room,
 * and the pupil picks her name from the class's list once she typed the
 * room's code; the teacher's class view lists the class (adding, renaming
 * and removing names, Ishi's level for each), pairs two pupils when one's
 * name is dragged onto the other's, seats a pupil at Ishi's table when
 * her name is clicked and then Ishi; a pupil's Play Ishi button plays the
 * engine at the level her teacher set; the day's games are saved as a
 * sheet from the class view's menu; a wrong teacher's code shows nothing
 * of the class.
 *
 * With ISHI_CLASS_SCREENSHOTS=DIR, pictures of the class view with 4, 16
 * and 32 boards at 1920×1080 and 1280×800, of its list of pupils and of
 * the names to pair, and of a shared computer's list of names (in the
 * language of the environment: LANGUAGE=ja LANG=ja_JP.UTF-8).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "window-helpers.h"

#include "ishi-board-view.h"
#include "ishi-class-window.h"
#include "ishi-go-engine-player.h"
#include "ishi-join-form.h"
#include "ishi-lesson-text.h"
#include "ishi-room-chat.h"
#include "ishi-room-client.h"
#include "ishi-room-options.h"
#include "ishi-room-server.h"
#include "ishi-room-window.h"
#include "ishi-server-lists.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "class-helpers.h"

/* ------------------------------------------------------------------------ */
/* A computer the class shares                                               */
/* ------------------------------------------------------------------------ */

static gboolean
names_shown (gpointer data)
{
  flush_events ();
  return ishi_join_form_get_names (data) != NULL;
}

static gboolean
names_35 (gpointer data)
{
  GtkWidget *names;
  guint n = 0;

  flush_events ();
  names = ishi_join_form_get_names (data);
  for (GtkWidget *c = names ? gtk_widget_get_first_child (names) : NULL; c; c = gtk_widget_get_next_sibling (c))
    n++;
  return n == 35;
}

static gboolean
roster_35 (gpointer data)
{
  g_auto (GStrv) pupils = ishi_room_client_list_pupils (data);

  return g_strv_length (pupils) == 35;
}

/* A class of 35 on a screen 800 px high (issue 55, 11): the names scroll,
 * and Join stays on the screen — the window's least height, with its
 * title bar, fits 800 px less a panel (40 px). */
static void
class_of_35 (Class *c, GtkWidget *room_window, GtkWidget *form)
{
  static const char *const more[] = {
    "はると", "ゆい", "そうた", "めい", "りく", "あおい", "ゆうと", "こはる", "大翔", "陽菜", "湊", "結衣",
    "蓮", "葵", "樹", "凛", "ひなた", "さくら", "かいと", "ゆな", "そら", "みお", "悠真", "紬", "陽斗",
    "咲良", "颯", "芽依", "律", "心春", "健太", "美咲", "翔",
  };
  IshiRoomClient *teacher = ishi_room_client_new ("sensei", NULL);
  int minimum = 0, natural = 0;

  ishi_room_client_connect (teacher, "127.0.0.1", c->port, 5);
  ishi_test_wait_until (online, teacher, "the teacher", 20);
  ishi_room_client_send (teacher, "/teacher 20261125");
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      g_autofree char *line = g_strdup_printf ("/pupil add %s", more[i]);
      ishi_room_client_send (teacher, line);
    }
  ishi_test_wait_until (roster_35, teacher, "35 on the class's list", 20);
  gtk_editable_set_text (GTK_EDITABLE (find_named (form, "code")), "471");
  gtk_editable_set_text (GTK_EDITABLE (find_named (form, "code")), "4711");
  ishi_test_wait_until (names_35, form, "the class's 35 names", 20);
  gtk_widget_measure (room_window, GTK_ORIENTATION_VERTICAL, 1280, &minimum, &natural, NULL, NULL);
  g_test_message ("Join a Room with 35 names: %d px high at least", minimum);
  g_assert_cmpint (minimum, <=, 800 - 40 - 50);
  if (g_getenv ("ISHI_CLASS_SCREENSHOTS"))
    {
      gtk_window_set_default_size (GTK_WINDOW (room_window), 1280, 710);
      flush_events ();
      save_widget_png (room_window, g_getenv ("ISHI_CLASS_SCREENSHOTS"), "shared-names-35-1280x710.png");
    }
  pupil_gone (teacher);
}

static gboolean
problem_said (gpointer data)
{
  flush_events ();
  return *gtk_label_get_text (GTK_LABEL (find_named (data, "problem"))) != '\0';
}

static gboolean
refused_said (gpointer data)
{
  IshiRoomWindow *window = data;
  GtkWidget *form = ishi_room_window_get_form (window);

  flush_events ();
  return ishi_room_window_get_client (window) == NULL && gtk_widget_get_mapped (form)
         && *gtk_label_get_text (GTK_LABEL (find_named (form, "problem"))) != '\0';
}

/* ren is in the class from one shared computer; at another, her name is
 * shown in use and cannot be clicked, and a login with it anyway is
 * refused in words at once — it retried for ever, "no answer from …"
 * (issue 55). */
static void
name_in_use_elsewhere (Class *c, const char *address)
{
  g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr (GSettings) other = g_settings_new_with_backend (APP_ID, backend);
  GtkWidget *window, *form, *names, *ren;
  g_autofree char *why = g_strdup_printf (_("The name “%s” is in use on another computer."), "ren");

  g_settings_set_boolean (other, "shared-computer", TRUE);
  g_settings_set_string (other, "room-address", address);
  window = ishi_room_window_new (NULL, other, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  form = ishi_room_window_get_form (ISHI_ROOM_WINDOW (window));
  gtk_editable_set_text (GTK_EDITABLE (find_named (form, "code")), "4711");
  ishi_test_wait_until (names_shown, form, "the class's names at the other computer", 20);
  names = ishi_join_form_get_names (ISHI_JOIN_FORM (form));
  ren = find_named (names, "ren");
  g_assert_false (gtk_widget_get_sensitive (ren));
  g_assert_true (gtk_widget_get_sensitive (find_named (names, "aoi")));
  if (g_getenv ("ISHI_CLASS_SCREENSHOTS"))
    save_widget_png (window, g_getenv ("ISHI_CLASS_SCREENSHOTS"), "shared-names-in-use.png");
  /* Tried anyway: said, and back to the names. */
  ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", c->port, "ren", "4711");
  ishi_test_wait_until (refused_said, window, "ren refused at the other computer", 20);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (form, "problem"))), ==, why);
  ishi_test_wait_until (names_shown, form, "the names again", 20);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static void
test_shared_computer (void)
{
  Class c = { 0 };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *address = NULL;
  IshiWindow *main_window;
  IshiRoomWindow *room_window;
  GtkWidget *form, *names;

  class_open (&c);
  /* aoi and ren joined the class once: their names are on its list. */
  pupil_gone (pupil (&c, "aoi"));
  pupil_gone (pupil (&c, "ren"));
  address = g_strdup_printf ("127.0.0.1:%u", c.port);
  g_settings_set_boolean (settings, "shared-computer", TRUE);
  g_settings_set_string (settings, "room-address", address);
  g_settings_set_string (settings, "room-player-name", "kenta");

  /* Ishi starts with Join a Room, and no name from the pupil before. */
  main_window = new_window ();
  room_window = ISHI_ROOM_WINDOW (toplevel_of_type (ISHI_TYPE_ROOM_WINDOW));
  g_assert_nonnull (room_window);
  form = ishi_room_window_get_form (room_window);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (form, "name"))), ==, "");
  g_assert_false (gtk_widget_get_visible (find_named (form, "name")));
  if (g_getenv ("ISHI_CLASS_SCREENSHOTS"))
    gtk_window_set_default_size (GTK_WINDOW (room_window), 900, 700);

  /* Join before a name is picked: what to do. */
  g_assert_false (ishi_join_form_activate (ISHI_JOIN_FORM (form)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (form, "problem"))), ==,
                   _("Type the room’s code from the projector, then click your name."));
  ishi_join_form_set_problem (ISHI_JOIN_FORM (form), NULL);
  /* A wrong code: no names, and why. */
  gtk_editable_set_text (GTK_EDITABLE (find_named (form, "code")), "4712");
  ishi_test_wait_until (problem_said, form, "the wrong code said", 20);
  g_assert_null (ishi_join_form_get_names (ISHI_JOIN_FORM (form)));

  /* The code on the projector: the class's names, to click. */
  gtk_editable_set_text (GTK_EDITABLE (find_named (form, "code")), "4711");
  ishi_test_wait_until (names_shown, form, "the class's names", 20);
  names = ishi_join_form_get_names (ISHI_JOIN_FORM (form));
  g_assert_nonnull (find_named (names, "aoi"));
  g_assert_nonnull (find_named (names, "ren"));
  if (g_getenv ("ISHI_CLASS_SCREENSHOTS"))
    save_widget_png (GTK_WIDGET (room_window), g_getenv ("ISHI_CLASS_SCREENSHOTS"), "shared-names.png");
  class_of_35 (&c, GTK_WIDGET (room_window), form);
  names = ishi_join_form_get_names (ISHI_JOIN_FORM (form));
  g_signal_emit_by_name (find_named (names, "ren"), "clicked");
  ishi_test_wait_until (online, ishi_room_window_get_client (room_window), "ren in the class", 20);
  g_assert_cmpstr (ishi_room_client_get_name (ishi_room_window_get_client (room_window)), ==, "ren");
  {
    g_autofree char *kept = g_settings_get_string (settings, "room-player-name");
    g_assert_cmpstr (kept, ==, "kenta");   /* nothing of ren kept for the next pupil */
  }
  name_in_use_elsewhere (&c, address);
  gtk_window_destroy (GTK_WINDOW (room_window));
  destroy_window (main_window);
  g_settings_set_boolean (settings, "shared-computer", FALSE);
  class_close (&c);
}

/* ------------------------------------------------------------------------ */
/* The teacher's list, and pairing by names                                  */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiClassWindow *view;
  const char *name;
  guint n;
} Wait;

static gboolean
teacher_in (gpointer data)
{
  return ishi_room_client_is_teacher (ishi_class_window_get_client (data));
}

/* The first widget under `root` named `name` of `type`. */
static GtkWidget *
find_typed (GtkWidget *root, const char *name, GType type)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0 && G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_typed (child, name, type);
      if (found)
        return found;
    }
  return NULL;
}

/* The chip of `name` among the names to pair; the row of the list. */
static GtkWidget *
chip (IshiClassWindow *view, const char *name)
{
  return find_typed (GTK_WIDGET (view), name, GTK_TYPE_TOGGLE_BUTTON);
}

static GtkWidget *
row (IshiClassWindow *view, const char *name)
{
  return find_typed (GTK_WIDGET (view), name, GTK_TYPE_BOX);
}

static gboolean
chip_shown (gpointer data)
{
  flush_events ();
  return chip (((Wait *) data)->view, ((Wait *) data)->name) != NULL;
}

static gboolean
row_shown (gpointer data)
{
  flush_events ();
  return row (((Wait *) data)->view, ((Wait *) data)->name) != NULL;
}

static gboolean
menu_checks_game (gpointer data)
{
  GActionGroup *group = ishi_class_window_get_actions (data);
  g_autoptr (GVariant) state = NULL;

  flush_events ();
  state = g_action_group_get_action_state (group, "game");
  return g_strcmp0 (g_variant_get_string (state, NULL), "online 9 0") == 0;
}

static gboolean
menu_checks_grade_2 (gpointer data)
{
  GActionGroup *group = ishi_class_window_get_actions (data);
  g_autoptr (GVariant) state = NULL;

  flush_events ();
  state = g_action_group_get_action_state (group, "grade");
  return g_variant_get_int32 (state) == 2;
}

static gboolean
code_shown (gpointer data)
{
  GtkWidget *code;

  flush_events ();
  code = find_named (data, "room-code");
  return code && gtk_widget_is_visible (code) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (code)), "4711") == 0;
}

static gboolean
level_4 (gpointer data)
{
  flush_events ();
  return gtk_spin_button_get_value_as_int (g_object_get_data (data, "ishi-level")) == 4;
}

static gboolean
row_gone (gpointer data)
{
  return !row_shown (data);
}

static gboolean
boards (gpointer data)
{
  Wait *w = data;

  flush_events ();
  return ishi_class_window_get_n_boards (w->view) == w->n;
}

/* aoi's name dragged onto ren's: they play, aoi Black. */
static void
drag_pair (Wait *w)
{
  GtkWidget *aoi = chip (w->view, "aoi"), *ren = chip (w->view, "ren");
  GdkContentProvider *content = NULL;
  GValue value = G_VALUE_INIT;
  gboolean dropped = FALSE;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (aoi);
  g_assert_nonnull (ren);
  /* What the drag of aoi's name carries: her name. */
  g_signal_emit_by_name (controller_of (aoi, GTK_TYPE_DRAG_SOURCE), "prepare", 1.0, 1.0, &content);
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, &error));
  g_assert_cmpstr (g_value_get_string (&value), ==, "aoi");
  g_object_unref (content);
  /* Dropped on ren's. */
  g_signal_emit_by_name (controller_of (ren, GTK_TYPE_DROP_TARGET), "drop", &value, 1.0, 1.0, &dropped);
  g_value_unset (&value);
  g_assert_true (dropped);
  w->n = 1;
  ishi_test_wait_until (boards, w, "aoi and ren's board", 20);
}

static void
count_cb (GObject *object, GParamSpec *pspec, gpointer data)
{
  (*(guint *) data)++;
}

static gboolean
counted (gpointer data)
{
  flush_events ();
  return *(guint *) data > 0;
}

/* Table 1's board is drawn again when its game changed, and only then
 * (the view is told of a table many times a second in a busy class). */
static void
board_redrawn_on_change (IshiClassWindow *view, IshiRoomClient *teacher, IshiRoomClient *aoi)
{
  GtkWidget *board = find_widget (GTK_WIDGET (view), NULL, ISHI_TYPE_BOARD_VIEW);
  guint models = 0;

  g_signal_connect (board, "notify::model", G_CALLBACK (count_cb), &models);
  g_signal_emit_by_name (teacher, "table-changed", 1);
  g_signal_emit_by_name (teacher, "table-changed", 1);
  flush_events ();
  g_assert_cmpuint (models, ==, 0);
  ishi_room_client_send (aoi, "D4");
  ishi_test_wait_until (counted, &models, "table 1 drawn with D4", 20);
  g_signal_handlers_disconnect_by_data (board, &models);
}

static gboolean
boards_large (gpointer data)
{
  GtkWidget *board;
  int width = 0;

  flush_events ();
  board = find_widget (data, NULL, ISHI_TYPE_BOARD_VIEW);
  if (board)
    gtk_widget_get_size_request (board, &width, NULL);
  return width > 300;
}

static gboolean
game_over (gpointer data)
{
  const IshiRoomClientTable *t;

  flush_events ();
  t = ishi_room_client_get_table (data, 1);
  return t && t->result != NULL;
}

/* Whether `model` (or a section of it) has an item for `action`. */
static gboolean
menu_has (GMenuModel *model, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && strcmp (name, action) == 0)
        return TRUE;
      if (section && menu_has (section, action))
        return TRUE;
    }
  return FALSE;
}

static gboolean
white_answered (gpointer data)
{
  const IshiRoomClientTable *t;

  flush_events ();
  t = ishi_room_client_get_table (data, 2);
  return t && t->moves->len >= 2;
}

/* The class view's band and menu, before any pupil comes. */
static void
code_band_and_menu (GtkWidget *view)
{
  /* The room's code large on the class view, for the projector (it was
   * only in the small window that opened the room); hidden with a click,
   * shown again from the header bar. */
  ishi_test_wait_until (code_shown, view, "the room's code on the class view", 20);
  g_signal_emit_by_name (find_named (view, "hide-code"), "clicked");
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (find_named (view, "room-code"),
                                                                                       GTK_TYPE_REVEALER))));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (view, "code-toggle")), TRUE);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (find_named (view, "room-code"),
                                                                                      GTK_TYPE_REVEALER))));
  /* The game for all chosen in the menu is checked there once the room
   * took it (nothing showed which was in force), and so is the grade. */
  g_assert_true (gtk_widget_activate_action (view, "class.game", "s", "online 9 0"));
  ishi_test_wait_until (menu_checks_game, view, "Go 9×9 checked", 20);
  g_assert_true (gtk_widget_activate_action (view, "class.grade", "i", 2));
  ishi_test_wait_until (menu_checks_grade_2, view, "grade 2 checked", 20);
}

static void
test_teacher (void)
{
  Class c = { 0 };
  GtkWidget *view;
  IshiRoomClient *aoi, *ren, *mei, *teacher;
  Wait w = { 0 };

  class_open (&c);
  view = ishi_class_window_new (NULL, "127.0.0.1", c.port, "sensei", NULL, "20261125");
  w.view = ISHI_CLASS_WINDOW (view);
  gtk_window_present (GTK_WINDOW (view));
  ishi_test_wait_until (teacher_in, view, "the teacher", 20);
  teacher = ishi_class_window_get_client (w.view);
  code_band_and_menu (view);
  aoi = pupil (&c, "aoi");
  ren = pupil (&c, "ren");
  mei = pupil (&c, "mei");
  w.name = "mei";
  ishi_test_wait_until (chip_shown, &w, "mei's name to pair", 20);
  g_assert_nonnull (row (w.view, "mei"));
  g_assert_true (gtk_widget_get_visible (find_named (view, "class-menu")));
  drag_pair (&w);
  {
    const IshiRoomClientTable *t = ishi_room_client_get_table (teacher, 1);
    g_assert_cmpstr (t->seats[ISHI_BLACK], ==, "aoi");
    g_assert_cmpstr (t->seats[ISHI_WHITE], ==, "ren");
  }
  board_redrawn_on_change (w.view, teacher, aoi);
  /* A second view opened now (the teacher's window after a restart) has
   * the boards before its window has a size: once it has one, they are
   * as large as the window lets them be, not the least size of 180 px. */
  {
    GtkWidget *again = ishi_class_window_new (NULL, "127.0.0.1", c.port, "sensei2", NULL, "20261125");
    gtk_window_present (GTK_WINDOW (again));
    ishi_test_wait_until (boards_large, again, "the boards as large as the window", 20);
    gtk_window_destroy (GTK_WINDOW (again));
  }
  /* mei clicked, then Ishi: she plays the engine, which answers. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (chip (w.view, "mei")), TRUE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (chip (w.view, "*ishi*")), TRUE);
  w.n = 2;
  ishi_test_wait_until (boards, &w, "mei's board against Ishi", 20);
  g_assert_cmpstr (ishi_room_client_get_table (teacher, 2)->seats[ISHI_WHITE], ==, "Ishi-Lv1");
  ishi_room_client_send (mei, "E5");
  ishi_test_wait_until (white_answered, teacher, "Ishi's answer seen by the teacher", 30);

  /* A level set (here by the room's command, as the spin button sends
   * it) changes the row in place: the list no longer jumps to its top
   * after each click, and the next click lands on the same row (issue 55). */
  {
    GtkWidget *mei_row = row (w.view, "mei");
    ishi_room_client_send (teacher, "/level mei 4");
    ishi_test_wait_until (level_4, mei_row, "mei's level 4 shown", 20);
    g_assert_true (row (w.view, "mei") == mei_row);
  }
  /* The list: a name added, renamed (her progress with her), removed. */
  {
    GtkEntry *add = GTK_ENTRY (find_named (view, "add-pupil"));
    gtk_editable_set_text (GTK_EDITABLE (add), "sora");
    g_signal_emit_by_name (add, "activate");
    w.name = "sora";
    ishi_test_wait_until (row_shown, &w, "sora's row", 20);
    ishi_class_record_note_game (ishi_class_window_get_record (w.view), "sora", "earlier table 9", TRUE);
    ishi_room_client_send (teacher, "/pupil rename sora sola");
    ishi_test_wait_until (row_gone, &w, "sora renamed", 20);
    {
      g_autofree char *csv = ishi_class_record_to_csv (ishi_class_window_get_record (w.view));
      g_assert_nonnull (strstr (csv, "\nsola,0,0,0,1,1\r\n"));
      g_assert_null (strstr (csv, "sora"));
    }
    w.name = "sola";
    ishi_test_wait_until (row_shown, &w, "sola's row", 20);
    /* Remove… asks once: only its Remove takes the name off. */
    g_assert_true (GTK_IS_MENU_BUTTON (find_named (row (w.view, "sola"), "remove")));
    g_signal_emit_by_name (find_named (row (w.view, "sola"), "remove-confirm"), "clicked");
    ishi_test_wait_until (row_gone, &w, "sola removed", 20);
  }
  /* The day's games on a sheet: aoi and ren's, ended; mei's, going on. */
  {
    g_autofree char *pdf = g_build_filename (c.dir, "sheet.pdf", NULL);
    g_autofree char *folder = ishi_class_window_get_games_folder (w.view);
    g_autofree char *bytes = NULL;
    g_autoptr (GError) error = NULL;
    gsize length = 0;
    ishi_room_client_send (aoi, "resign");
    ishi_test_wait_until (game_over, teacher, "aoi and ren's game over", 20);
    g_assert_true (ishi_class_window_save_games_sheet (w.view, pdf, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (pdf, &bytes, &length, NULL));
    g_assert_true (length > 2000 && g_str_has_prefix (bytes, "%PDF-"));
    {
      g_autoptr (GDir) d = g_dir_open (folder, 0, NULL);
      guint n = 0;
      while (d && g_dir_read_name (d))
        n++;
      g_assert_cmpuint (n, ==, 2);
    }
    /* In the class view's menu.  (Its save dialog is opened only for the
     * pictures: GTK 4.8's file chooser keeps memory of its own threads
     * that LeakSanitizer reports.) */
    g_assert_true (menu_has (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (find_named (view, "class-menu"))),
                             "class.games-sheet"));
    if (g_getenv ("ISHI_CLASS_SCREENSHOTS"))
      {
        g_assert_true (gtk_widget_activate_action (view, "class.games-sheet", NULL));
        save_widget_png (GTK_WIDGET (toplevel_of_type (GTK_TYPE_FILE_CHOOSER_DIALOG)),
                         g_getenv ("ISHI_CLASS_SCREENSHOTS"), "games-sheet-dialog.png");
        gtk_dialog_response (GTK_DIALOG (toplevel_of_type (GTK_TYPE_FILE_CHOOSER_DIALOG)), GTK_RESPONSE_CANCEL);
        flush_events ();
      }
    ishi_test_remove_tree (folder);
  }
  pupil_gone (aoi);
  pupil_gone (ren);
  pupil_gone (mei);
  gtk_window_destroy (GTK_WINDOW (view));
  flush_events ();
  class_close (&c);
}

/* ------------------------------------------------------------------------ */
/* A pupil's Play Ishi, and what a pupil does not see                        */
/* ------------------------------------------------------------------------ */

static gboolean
button_says_level_3 (gpointer data)
{
  GtkWidget *button = ishi_room_window_get_ishi_button (data);
  g_autofree char *label = g_strdup_printf (_("Play _Ishi (Level %d)"), 3);

  flush_events ();
  return gtk_widget_get_visible (button) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0;
}

static gboolean
playing_ishi (gpointer data)
{
  IshiRoomClient *client = ishi_room_window_get_client (data);
  IshiColor color;
  int own;
  const IshiRoomClientTable *t;

  flush_events ();
  own = ishi_room_client_get_own_table (client, &color);
  t = own ? ishi_room_client_get_table (client, own) : NULL;
  return t && t->started && g_strcmp0 (t->seats[ISHI_WHITE], "Ishi-Lv3") == 0
         && !gtk_widget_get_visible (ishi_room_window_get_ishi_button (data));
}

/* The first label under `widget` whose text holds `part`. */
static GtkLabel *
find_label (GtkWidget *widget, const char *part)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), part))
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_label (c, part);
      if (found)
        return found;
    }
  return NULL;
}

/* The table's bar names the free seat with its reading shown, or not, as
 * the wait's "read" says. */
static gboolean
free_seat_read (gpointer data)
{
  GtkLabel *label;
  GtkWidget *twin;
  gboolean read = GPOINTER_TO_INT (g_object_get_data (data, "read"));

  flush_events ();
  label = find_label (g_object_get_data (data, "window"), _("(free seat)"));
  twin = label ? g_object_get_data (G_OBJECT (label), "ishi-ruby-twin") : NULL;
  return label && (twin && gtk_widget_get_visible (twin)) == read && gtk_widget_get_visible (GTK_WIDGET (label)) != read;
}

static gboolean
refused_shown (gpointer data)
{
  flush_events ();
  return find_label (data, _("That is not this class’s teacher’s code: nothing of the class is shown.")) != NULL;
}

static gboolean
detail_shown (gpointer data)
{
  flush_events ();
  return gtk_widget_get_visible (find_named (data, "detail"));
}

static gboolean
note_said (gpointer data)
{
  flush_events ();
  return *gtk_label_get_text (GTK_LABEL (find_named (data, "rooms-note"))) != '\0';
}

/* No system's words for a child (issue 55, 7): with no system bus, the
 * rooms' list said "Rooms cannot be listed (There is no system bus to
 * reach Avahi: …): type the address." to the pupil; on a computer the
 * class shares, or one whose class has a grade, she reads what to do, and
 * the system's words are under Details for the Teacher.  Elsewhere (the
 * teacher's computer, or a pupil's own before it knows her class) the
 * note says what to do in a grown-up's words, the system's words under
 * Details too. */
static void
test_no_system_words (void)
{
  g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr (GSettings) settings = g_settings_new_with_backend (APP_ID, backend);
  GtkWidget *window, *form;
  const char *note;

  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/ishi-test-bus", TRUE);
  for (guint computer = 0; computer < 3; computer++)
    {
      /* 0: the teacher's; 1: shared by a class; 2: a pupil's, in a class of grade 3. */
      g_settings_set_boolean (settings, "shared-computer", computer == 1);
      g_settings_set_int (settings, "class-grade", computer == 2 ? 3 : 0);
      window = ishi_room_window_new (NULL, settings, TRUE);
      form = ishi_room_window_get_form (ISHI_ROOM_WINDOW (window));
      gtk_window_present (GTK_WINDOW (window));
      /* The note once the search has failed: under load the note could
       * still be the search's first ("No room found on this network
       * yet."), which the details for the teacher never come with. */
      ishi_test_wait_until (detail_shown, form, "the details for the teacher", 20);
      ishi_test_wait_until (note_said, form, "the rooms' note", 20);
      note = gtk_label_get_text (GTK_LABEL (find_named (form, "rooms-note")));
      /* A computer of no class yet may be a pupil's own too: the note
       * says what to do there as well (it said Avahi's words, issue 77). */
      g_assert_cmpstr (note, ==, computer == 0
                                 ? _("Ishi cannot look for rooms on this network: type the address of the room’s computer.")
                                 : _("Ishi cannot look for rooms here: type the address your teacher gives you."));
      g_assert_null (strstr (note, "Avahi"));
      g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_expander_get_child (GTK_EXPANDER (find_named (form, "detail"))))),
                                "Avahi"));
      gtk_window_destroy (GTK_WINDOW (window));
      flush_events ();
    }
  g_unsetenv ("DBUS_SYSTEM_BUS_ADDRESS");
}

static void
test_pupil (void)
{
  Class c = { 0 };
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  GtkWidget *guess;
  IshiRoomClient *teacher;

  class_open (&c);
  teacher = ishi_room_client_new ("sensei", NULL);
  ishi_room_client_connect (teacher, "127.0.0.1", c.port, 5);
  ishi_test_wait_until (online, teacher, "the teacher", 20);
  ishi_room_client_send (teacher, "/teacher 20261125");
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", c.port, "yui", "4711");
  ishi_test_wait_until (online, ishi_room_window_get_client (ISHI_ROOM_WINDOW (window)), "yui", 20);
  /* Her teacher sets Ishi's level for her; she plays it. */
  ishi_room_client_send (teacher, "/level yui 3");
  ishi_test_wait_until (button_says_level_3, window, "Play Ishi (Level 3)", 20);
  g_signal_emit_by_name (ishi_room_window_get_ishi_button (ISHI_ROOM_WINDOW (window)), "clicked");
  ishi_test_wait_until (playing_ishi, window, "yui at Ishi's table", 20);
  /* A pupil's window has none of the teacher's controls, and a guessed
   * teacher's code shows nothing of the class. */
  g_assert_null (find_named (window, "class-menu"));
  g_assert_null (toplevel_of_type (ISHI_TYPE_CLASS_WINDOW));
  guess = ishi_class_window_new (NULL, "127.0.0.1", c.port, "kaito", NULL, "11111111");
  gtk_window_present (GTK_WINDOW (guess));
  ishi_test_wait_until (refused_shown, guess, "the guess refused", 20);
  g_assert_false (gtk_widget_get_visible (find_named (guess, "class-menu")));
  g_assert_false (ishi_room_client_is_teacher (ishi_class_window_get_client (ISHI_CLASS_WINDOW (guess))));
  g_assert_cmpuint (ishi_class_window_get_n_boards (ISHI_CLASS_WINDOW (guess)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (guess));
  gtk_window_destroy (GTK_WINDOW (window));
  pupil_gone (teacher);
  flush_events ();
  class_close (&c);
}

/* ------------------------------------------------------------------------ */
/* Pictures, with ISHI_CLASS_SCREENSHOTS=DIR                                 */
/* ------------------------------------------------------------------------ */

static gboolean
boards_n (gpointer data)
{
  Wait *w = data;

  flush_events ();
  return ishi_class_window_get_n_boards (w->view) >= w->n;
}

static gboolean
moves_seen (gpointer data)
{
  Wait *w = data;
  IshiRoomClient *teacher = ishi_class_window_get_client (w->view);

  flush_events ();
  for (guint t = 1; t <= w->n; t++)
    {
      const IshiRoomClientTable *table = ishi_room_client_get_table (teacher, t);
      if (table == NULL || table->moves->len < 6)
        return FALSE;
    }
  return TRUE;
}

/* A class's names, as children are called: two or three characters, in
 * kana or kanji. */
static const char *const class_names[] = {
  "はると", "ゆい", "そうた", "めい", "りく", "あおい", "ゆうと", "こはる", "大翔", "陽菜", "湊", "結衣",
  "蓮", "葵", "樹", "凛", "ひなた", "さくら", "かいと", "ゆな", "そら", "みお", "れん", "ここな",
  "はやと", "いちか", "たくみ", "ほのか", "ゆうま", "りこ", "こうき", "まお", "悠真", "紬", "陽斗", "咲良",
  "颯", "芽依", "律", "心春", "しょう", "あかり", "けんた", "ななみ", "だいき", "ひまり", "しゅん", "みゆ",
  "健太", "美咲", "翔", "彩", "拓海", "莉子", "優", "愛", "ゆき", "まな", "こう", "えま", "りょう", "あい",
  "てつ", "はな",
};

/* `n` boards of simulated pupils (2n of them, and three more waiting),
 * six moves at each, then the class view at 1920×1080 and 1280×800. */
static void
pictures_of (const char *dir, guint n)
{
  static const char *const moves[] = { "E5", "C3", "G7", "C7", "G3", "D5" };
  Class c = { 0 };
  GPtrArray *pupils = g_ptr_array_new ();
  static const int sizes[][2] = { { 1920, 1080 }, { 1280, 800 } };
  Wait w = { 0 };
  GtkWidget *view;

  class_open (&c);
  view = ishi_class_window_new (NULL, "127.0.0.1", c.port, "sensei", NULL, "20261125");
  w.view = ISHI_CLASS_WINDOW (view);
  gtk_window_present (GTK_WINDOW (view));
  ishi_test_wait_until (teacher_in, view, "the teacher", 20);
  g_assert_cmpuint (2 * n, <=, G_N_ELEMENTS (class_names));
  for (guint i = 0; i < 2 * n; i++)
    g_ptr_array_add (pupils, pupil (&c, class_names[i]));
  ishi_room_client_send (ishi_class_window_get_client (w.view), "/classgame online 9 0");
  for (guint i = 0; i < 2 * n; i += 2)
    {
      g_autofree char *line = g_strdup_printf ("/pair %s %s", ishi_room_client_get_name (pupils->pdata[i]),
                                               ishi_room_client_get_name (pupils->pdata[i + 1]));
      ishi_room_client_send (ishi_class_window_get_client (w.view), line);
    }
  w.n = n;
  ishi_test_wait_until (boards_n, &w, "the boards", 60);
  for (guint m = 0; m < G_N_ELEMENTS (moves); m++)
    for (guint i = m % 2; i < 2 * n; i += 2)
      {
        ishi_room_client_send (pupils->pdata[i], moves[m]);
        if (i + 2 >= 2 * n)
          flush_events ();
      }
  ishi_test_wait_until (moves_seen, &w, "six moves at every table", 60);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("まつ%u", i + 1);
      g_ptr_array_add (pupils, pupil (&c, name));
    }
  w.name = "まつ3";
  ishi_test_wait_until (chip_shown, &w, "the pupils waiting", 20);
  gtk_window_destroy (GTK_WINDOW (view));
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autofree char *file = g_strdup_printf ("class-%u-boards-%dx%d.png", n, sizes[s][0], sizes[s][1]);
      view = ishi_class_window_new (NULL, "127.0.0.1", c.port, "sensei", NULL, "20261125");
      w.view = ISHI_CLASS_WINDOW (view);
      gtk_window_set_default_size (GTK_WINDOW (view), sizes[s][0], sizes[s][1]);
      gtk_window_present (GTK_WINDOW (view));
      ishi_test_wait_until (boards_n, &w, "the boards again", 60);
      ishi_test_wait_until (moves_seen, &w, "the moves again", 60);
      save_widget_png (view, dir, file);
      if (n == 4 && s == 1)
        {
          GtkStack *stack = GTK_STACK (find_widget (view, NULL, GTK_TYPE_STACK));

          g_assert_nonnull (gtk_stack_get_child_by_name (stack, "pupils"));
          gtk_stack_set_visible_child_name (stack, "pupils");
          save_widget_png (view, dir, "class-pupils-1280x800.png");
        }
      gtk_window_destroy (GTK_WINDOW (view));
    }
  for (guint i = 0; i < pupils->len; i++)
    pupil_gone (pupils->pdata[i]);
  g_ptr_array_unref (pupils);
  flush_events ();
  class_close (&c);
}

static gboolean
grade_told (gpointer data)
{
  flush_events ();
  return ishi_room_client_get_class_grade (ishi_room_window_get_client (data)) == 2;
}

static gboolean
yui_at_table (gpointer data)
{
  IshiColor color;

  flush_events ();
  return ishi_room_client_get_own_table (ishi_room_window_get_client (data), &color) != 0;
}

static gboolean
two_moves (gpointer data)
{
  IshiColor color;
  IshiRoomClient *client = ishi_room_window_get_client (data);
  const IshiRoomClientTable *t = ishi_room_client_get_table (client, ishi_room_client_get_own_table (client, &color));

  flush_events ();
  return t && t->moves->len >= 2;
}

/* The first widget under `root` (itself included) that `match` takes. */
static GtkWidget *
widget_where (GtkWidget *root, gboolean (*match) (GtkWidget *widget, const char *data), const char *data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = widget_where (child, match, data);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
is_ruby (GtkWidget *widget, const char *css)
{
  return ISHI_IS_LESSON_TEXT (widget) && gtk_widget_get_visible (widget)
         && (css == NULL || gtk_widget_has_css_class (widget, css));
}

static gboolean
has_ruby_child (gpointer button)
{
  return ISHI_IS_LESSON_TEXT (gtk_button_get_child (GTK_BUTTON (button)));
}

/* The first IshiLessonText under `root` shown with the CSS class
 * `css` (NULL: any), or NULL. */
static GtkWidget *
ruby_under (GtkWidget *root, const char *css)
{
  return widget_where (root, is_ruby, css);
}

/* The button's own mnemonic (when its words are not a label), or NULL. */
static GtkShortcut *
own_mnemonic (GtkWidget *button)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (button);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_SHORTCUT_CONTROLLER (controller)
          && g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)), "ishi-mnemonic") == 0)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), 0);
          g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)), ==,
                           GTK_SHORTCUT_SCOPE_MANAGED);
          return shortcut;   /* the controller keeps it */
        }
    }
  return NULL;
}

static gboolean
has_action (GtkWidget *widget, const char *action)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static gboolean
grade_is (gpointer data)
{
  IshiRoomWindow *window = g_object_get_data (data, "window");

  flush_events ();
  return ishi_room_client_get_class_grade (ishi_room_window_get_client (window))
         == GPOINTER_TO_INT (g_object_get_data (data, "grade"));
}

static gboolean
log_has (gpointer data)
{
  g_autofree char *log = ishi_room_window_get_log (g_object_get_data (data, "window"));

  flush_events ();
  return strstr (log, g_object_get_data (data, "text")) != NULL;
}

static gboolean
lines_at_least (gpointer data)
{
  IshiRoomChat *chat = ISHI_ROOM_CHAT (find_widget (g_object_get_data (data, "window"), NULL, ISHI_TYPE_ROOM_CHAT));
  guint n = 0;

  flush_events ();
  for (GtkWidget *c = gtk_widget_get_first_child (ishi_room_chat_get_ruby_lines (chat)); c; c = gtk_widget_get_next_sibling (c))
    n++;
  return n >= GPOINTER_TO_UINT (g_object_get_data (data, "lines"));
}

static gboolean
covered (gpointer data)
{
  flush_events ();
  return ishi_room_window_get_covered (data, NULL);
}

static gboolean
ishi_button_shown (gpointer data)
{
  flush_events ();
  return gtk_widget_get_visible (ishi_room_window_get_ishi_button (data));
}

static void
count_click (GtkButton *button, guint *clicks)
{
  (*clicks)++;
}

static gboolean
clicked_once (gpointer data)
{
  flush_events ();
  return *(guint *) data == 1;
}

/* Play Ishi at grade 1 (打 and 強 read; Alt+I) and Leave the Room in the
 * header. */
static void
check_header (GtkWidget *window)
{
  GtkWidget *ruby;
  GtkShortcut *mnemonic;
  g_autofree char *read = NULL;

  /* Play Ishi, at grade 1: 打 and 強 read; Alt+I. */
  ruby = gtk_button_get_child (GTK_BUTTON (ishi_room_window_get_ishi_button (ISHI_ROOM_WINDOW (window))));
  g_assert_true (ISHI_IS_LESSON_TEXT (ruby));
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (ruby));
  g_assert_cmpstr (read, ==, "Ishi と打(う)つ(強(つよ)さ 3)(I)");
  g_clear_pointer (&read, g_free);
  mnemonic = own_mnemonic (ishi_room_window_get_ishi_button (ISHI_ROOM_WINDOW (window)));
  g_assert_cmpuint (gtk_mnemonic_trigger_get_keyval (GTK_MNEMONIC_TRIGGER (gtk_shortcut_get_trigger (mnemonic))), ==,
                    GDK_KEY_i);

  /* Leave the Room in the header. */
  ruby = gtk_button_get_child (GTK_BUTTON (find_named (window, "leave")));
  g_assert_true (ISHI_IS_LESSON_TEXT (ruby));
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (ruby));
  g_assert_cmpstr (read, ==, "退室(たいしつ)(L)");
  g_clear_pointer (&read, g_free);
  g_assert_nonnull (own_mnemonic (find_named (window, "leave")));
}

/* A waiting pupil's chat hint, bars and the room's people at grade 1. */
static void
check_waiting_words (GtkWidget *window)
{
  char *read;
  GtkWidget *ruby;

  /* Her entry's placeholder, which cannot carry readings, has no kanji. */
  {
    GtkWidget *chat = find_widget (window, NULL, ISHI_TYPE_ROOM_CHAT);
    const char *hint = gtk_entry_get_placeholder_text (GTK_ENTRY (find_widget (chat, NULL, GTK_TYPE_ENTRY)));
    g_assert_true (hint != NULL && *hint != '\0');
    for (const char *h = hint; *h; h = g_utf8_next_char (h))
      g_assert_cmpint (g_unichar_get_script (g_utf8_get_char (h)), !=, G_UNICODE_SCRIPT_HAN);
  }

  /* Her table's bars, while she waits: the free seats read. */
  ruby = ruby_under (window, "ishi-room-black");
  g_assert_nonnull (ruby);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (ruby));
  g_assert_cmpstr (read, ==, "(空席(くうせき))");
  g_clear_pointer (&read, g_free);
  save_widget_png_if_asked (window, "pupil-waiting-grade-1.png");

  /* The room's people, read: the list's button at her grade. */
  {
    GtkWidget *lists = find_widget (window, NULL, ISHI_TYPE_SERVER_LISTS);
    GtkWidget *refresh;

    g_assert_nonnull (lists);
    gtk_menu_button_popup (GTK_MENU_BUTTON (gtk_widget_get_ancestor (lists, GTK_TYPE_MENU_BUTTON)));
    refresh = gtk_widget_get_last_child (lists);
    g_assert_true (GTK_IS_BUTTON (refresh));
    ishi_test_wait_until (has_ruby_child, refresh, "the people's list read", 20);
    read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (gtk_button_get_child (GTK_BUTTON (refresh))));
    g_assert_cmpstr (read, ==, "一覧(いちらん)を更新(こうしん)(R)");
    g_clear_pointer (&read, g_free);
    save_widget_png_if_asked (lists, "pupil-people-grade-1.png");
    gtk_menu_button_popdown (GTK_MENU_BUTTON (gtk_widget_get_ancestor (lists, GTK_TYPE_MENU_BUTTON)));
  }
}

/* Every screen a class's pupil sees reads its kanji at the class's grade
 * (issue 55, 7): the log (the room's lines, the teacher's words, the
 * score list), the teacher's pause over the table and Play Ishi; buttons
 * whose words have readings keep their key (Alt+E: Score List); at grade
 * 0 all is as before.  In Japanese. */
/* The lines inside the scrolled window of `inside`, once drawn, scrolled to
 * their newest. */
static void
assert_scrolled_to_end (GtkWidget *inside)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (inside, GTK_TYPE_SCROLLED_WINDOW)));

  for (guint i = 0; i < 10; i++)
    {
      g_usleep (20000);
      flush_events ();
    }
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment), >=,
                     gtk_adjustment_get_upper (adjustment) - 1);
}

/* The chat's newest line is drawn whole inside its pane, and so are the
 * three before it: the pane showed three, the newest under its edge
 * where the wheel could not bring it (the viewport kept the place it had
 * before the line came), issue 77, 4. */
static void
assert_chat_shows_newest (GtkWidget *lines)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (lines, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *line = gtk_widget_get_last_child (lines);
  graphene_rect_t r;

  for (guint i = 0; i < 4; i++, line = gtk_widget_get_prev_sibling (line))
    {
      g_assert_nonnull (line);
      g_assert_true (gtk_widget_compute_bounds (line, scrolled, &r));
      g_assert_cmpfloat (r.origin.y, >=, -0.5);
      g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (scrolled) + 0.5);
    }
}

/* Score List at grade 1: its words read, its own Alt key E, which presses
 * it; the room's answer in the log.  Returns the button. */
static GtkWidget *
press_score_list_by_key (GtkWidget *window, GObject *wait)
{
  GtkWidget *scores = widget_where (window, has_action, "room.scores");
  GtkShortcut *mnemonic;
  guint clicks = 0;
  g_autofree char *read = NULL;

  g_assert_true (ISHI_IS_LESSON_TEXT (gtk_button_get_child (GTK_BUTTON (scores))));
  mnemonic = own_mnemonic (scores);
  g_assert_nonnull (mnemonic);
  g_assert_true (GTK_IS_MNEMONIC_TRIGGER (gtk_shortcut_get_trigger (mnemonic)));
  g_assert_cmpuint (gtk_mnemonic_trigger_get_keyval (GTK_MNEMONIC_TRIGGER (gtk_shortcut_get_trigger (mnemonic))), ==,
                    GDK_KEY_e);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (gtk_button_get_child (GTK_BUTTON (scores))));
  g_assert_cmpstr (read, ==, "成績表(せいせきひょう)(E)");
  g_signal_connect (scores, "clicked", G_CALLBACK (count_click), &clicks);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (mnemonic), GTK_SHORTCUT_ACTION_EXCLUSIVE, scores, NULL));
  ishi_test_wait_until (clicked_once, &clicks, "Score List pressed by its key", 20);
  g_signal_handlers_disconnect_by_func (scores, count_click, &clicks);
  g_object_set_data (wait, "text", (gpointer) "このクラスでのあなたの点数");
  ishi_test_wait_until (log_has, wait, "her points", 20);
  return scores;
}

static gboolean
seated_at_1 (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);

  flush_events ();
  return t && t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE];
}

static gboolean
has_scores (gpointer data)
{
  double *points = NULL;
  g_auto (GStrv) names = ishi_room_get_scores (data, &points);

  flush_events ();
  g_free (points);
  return names[0] != NULL;
}

/* Score List's key, though its words are not a label; a pupil is told
 * her own points, never her classmates' by name (ren's 20 points for
 * aoi's resignation came into every pupil's chat, issue 77, 4).  Returns
 * the Score List button. */
static GtkWidget *
check_own_points_only (Class *c, IshiRoomClient *teacher, GtkWidget *window, GObject *wait, GtkWidget *lines)
{
  IshiRoomClient *aoi = pupil (c, "aoi"), *ren = pupil (c, "ren");
  g_autofree char *log = NULL, *read = NULL;
  double *points = NULL;
  g_auto (GStrv) names = NULL;
  GtkWidget *scores;

  ishi_room_client_send (teacher, "/pair aoi ren");
  ishi_test_wait_until (seated_at_1, aoi, "aoi and ren's game", 20);
  ishi_room_client_send (aoi, "resign");
  ishi_test_wait_until (has_scores, c->room, "ren's points", 20);
  names = ishi_room_get_scores (c->room, &points);
  g_assert_cmpstr (names[0], ==, "ren");
  g_free (points);
  scores = press_score_list_by_key (window, wait);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (gtk_widget_get_last_child (lines)));
  g_assert_cmpstr (read, ==, "このクラスでのあなたの点数(てんすう)：0 点(てん)（勝(か)った人は差(さ)の点数(てんすう)、"
                             "負(ま)けた人は 0 点(てん)）。");
  log = ishi_room_window_get_log (ISHI_ROOM_WINDOW (window));
  g_assert_null (strstr (log, "ren:"));
  g_assert_null (strstr (log, "20 点"));
  g_assert_null (strstr (log, "対局室の成績表"));
  pupil_gone (aoi);
  pupil_gone (ren);
  return scores;
}

/* Grade 0: the plain log and labels, GTK's own mnemonics. */
static void
check_grade_0 (IshiRoomClient *teacher, GtkWidget *window, GObject *wait, GtkWidget *chat, GtkWidget *scores)
{
  ishi_room_client_send (teacher, "/grade 0");
  g_object_set_data (wait, "grade", GINT_TO_POINTER (0));
  ishi_test_wait_until (grade_is, wait, "grade 0 told", 20);
  /* … and the free seat's word without its reading (it kept it until
   * the table changed, issue 65). */
  g_object_set_data (wait, "read", GINT_TO_POINTER (FALSE));
  ishi_test_wait_until (free_seat_read, wait, "the free seat plain", 20);
  g_assert_null (ishi_room_chat_get_ruby_lines (ISHI_ROOM_CHAT (chat)));
  g_assert_nonnull (strstr (gtk_entry_get_placeholder_text (GTK_ENTRY (find_widget (chat, NULL, GTK_TYPE_ENTRY))),
                            "/option time 10"));
  g_assert_true (GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (scores))));
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (scores)));
  g_assert_null (own_mnemonic (scores));
  g_assert_null (own_mnemonic (ishi_room_window_get_ishi_button (ISHI_ROOM_WINDOW (window))));
  /* The plain log scrolls to its newest line too: Score List's lines
   * came under the pane's edge, and the button seemed to do nothing
   * (issue 65, 9). */
  for (guint i = 0; i < 12; i++)
    ishi_room_client_send (teacher, "shout 対局を始めます");
  ishi_room_client_send (teacher, "shout the last line");
  g_object_set_data (wait, "text", (gpointer) "the last line");
  ishi_test_wait_until (log_has, wait, "the last line", 20);
  assert_scrolled_to_end (find_widget (chat, NULL, GTK_TYPE_TEXT_VIEW));
  save_widget_png_if_asked (window, "pupil-chat-grade-0.png");
}

static void
test_readings (void)
{
  Class c = { 0 };
  GtkWidget *window;
  g_autoptr (GObject) wait = g_object_new (G_TYPE_OBJECT, NULL);
  IshiRoomClient *teacher;
  GtkWidget *lines, *chat, *scores, *ruby;
  g_autofree char *read = NULL;

  if (g_getenv ("ISHI_LOCALEDIR") == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  textdomain (GETTEXT_PACKAGE);   /* gettext looks at LANGUAGE again */
  window = ishi_room_window_new (NULL, NULL, FALSE);
  class_open (&c);
  teacher = ishi_room_client_new ("sensei", NULL);
  ishi_room_client_connect (teacher, "127.0.0.1", c.port, 5);
  ishi_test_wait_until (online, teacher, "the teacher", 20);
  ishi_room_client_send (teacher, "/teacher 20261125");
  ishi_room_client_send (teacher, "/grade 1");
  ishi_room_client_send (teacher, "/pupil add ゆい");
  ishi_room_client_send (teacher, "/level ゆい 3");
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", c.port, "ゆい", "4711");
  g_object_set_data (wait, "window", window);
  g_object_set_data (wait, "grade", GINT_TO_POINTER (1));
  ishi_test_wait_until (grade_is, wait, "grade 1 told", 20);
  ishi_test_wait_until (ishi_button_shown, window, "Play Ishi", 20);

  /* The teacher's words and the score list, read in the log. */
  ishi_room_client_send (teacher, "shout 対局を始めます");
  g_object_set_data (wait, "text", (gpointer) "対局を始めます");
  ishi_test_wait_until (log_has, wait, "the teacher's words", 20);
  chat = find_widget (window, NULL, ISHI_TYPE_ROOM_CHAT);
  g_assert_cmpint (ishi_room_chat_get_grade (ISHI_ROOM_CHAT (chat)), ==, 1);
  lines = ishi_room_chat_get_ruby_lines (ISHI_ROOM_CHAT (chat));
  g_assert_nonnull (lines);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (gtk_widget_get_last_child (lines)));
  g_assert_cmpstr (read, ==, "sensei: 対局(たいきょく)を始(はじ)めます");
  g_clear_pointer (&read, g_free);

  scores = check_own_points_only (&c, teacher, window, wait, lines);

  /* The newest line in view: the lines scroll to it. */
  for (guint i = 0; i < 12; i++)
    ishi_room_client_send (teacher, "shout 対局を始めます");
  g_object_set_data (wait, "lines", GUINT_TO_POINTER (14));
  ishi_test_wait_until (lines_at_least, wait, "14 lines", 20);
  assert_scrolled_to_end (lines);
  assert_chat_shows_newest (lines);

  check_header (window);

  check_waiting_words (window);

  /* The pause: the teacher's words over the table, read. */
  ishi_room_client_send (teacher, "/pause");
  ishi_test_wait_until (covered, window, "the pause", 20);
  ruby = ruby_under (window, "ishi-cover-words");
  g_assert_nonnull (ruby);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (ruby));
  g_assert_cmpstr (read, ==, "先生のお話(はなし)を聞(き)きましょう");
  g_clear_pointer (&read, g_free);
  save_widget_png_if_asked (window, "pupil-paused-grade-1.png");
  ishi_room_client_send (teacher, "/resume");

  /* Seated alone: the free seat's word read at grade 1. */
  ishi_room_client_send (ishi_room_window_get_client (ISHI_ROOM_WINDOW (window)), "/join");
  g_object_set_data (wait, "read", GINT_TO_POINTER (TRUE));
  ishi_test_wait_until (free_seat_read, wait, "the free seat read", 20);

  check_grade_0 (teacher, window, wait, chat, scores);

  gtk_window_destroy (GTK_WINDOW (window));
  pupil_gone (teacher);
  flush_events ();
  class_close (&c);
  g_unsetenv ("LANGUAGE");
  textdomain (GETTEXT_PACKAGE);
}

static void
focus_in (GtkEventControllerFocus *focus, gboolean *focused)
{
  *focused = TRUE;
}

/* Join a Room on a child's computer in a class reads at the class's grade
 * (issue 55, 7): the grade this computer's class had (class-grade, which
 * the room window keeps), its labels with readings and their keys (Alt+C
 * still goes to the code), the placeholder's words beside the field
 * (観戦だけなら空欄), the window's title; at grade 0 all as before.  In
 * Japanese. */
static void
test_join_form_readings (void)
{
  g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr (GSettings) settings = g_settings_new_with_backend (APP_ID, backend);
  GtkWidget *window, *form, *code, *label, *twin;
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkShortcut *mnemonic;
  gboolean focused = FALSE;
  g_autofree char *read = NULL;

  if (g_getenv ("ISHI_LOCALEDIR") == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  textdomain (GETTEXT_PACKAGE);
  g_settings_set_int (settings, "class-grade", 2);
  window = ishi_room_window_new (NULL, settings, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();
  form = ishi_room_window_get_form (ISHI_ROOM_WINDOW (window));
  g_assert_cmpint (ishi_join_form_get_grade (ISHI_JOIN_FORM (form)), ==, 2);
  code = find_named (form, "code");
  /* The code's label: shown by its twin, read; Alt+C to the field. */
  label = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (gtk_widget_get_parent (gtk_widget_get_parent (code))); c;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c) && gtk_label_get_mnemonic_widget (GTK_LABEL (c)) == code)
      label = c;
  g_assert_nonnull (label);
  twin = g_object_get_data (G_OBJECT (label), "ishi-ruby-twin");
  g_assert_nonnull (twin);
  g_assert_false (gtk_widget_get_visible (label));
  g_assert_true (gtk_widget_get_visible (twin));
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (twin));
  g_assert_cmpstr (read, ==, "対局室(たいきょくしつ)のコード(C)");
  g_clear_pointer (&read, g_free);
  mnemonic = own_mnemonic (twin);
  g_assert_nonnull (mnemonic);
  g_assert_cmpuint (gtk_mnemonic_trigger_get_keyval (GTK_MNEMONIC_TRIGGER (gtk_shortcut_get_trigger (mnemonic))), ==,
                    GDK_KEY_c);
  g_signal_connect (focus, "enter", G_CALLBACK (focus_in), &focused);
  gtk_widget_add_controller (code, focus);
  gtk_widget_grab_focus (find_named (form, "address"));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (mnemonic), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                               twin, NULL));
  flush_events ();
  g_assert_true (focused);
  /* The placeholder's words beside the field, read. */
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (code)), ==, "");
  twin = ruby_under (gtk_widget_get_parent (code), NULL);
  g_assert_nonnull (twin);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (twin));
  g_assert_cmpstr (read, ==, "4 桁(けた)の数字。観戦(かんせん)だけなら空欄(くうらん)");
  g_clear_pointer (&read, g_free);
  /* The window's title. */
  twin = ruby_under (gtk_window_get_titlebar (GTK_WINDOW (window)), "title");
  g_assert_nonnull (twin);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (twin));
  g_assert_cmpstr (read, ==, "対局室(たいきょくしつ)に入る");
  g_clear_pointer (&read, g_free);
  save_widget_png_if_asked (window, "join-form-grade-2.png");

  /* Grade 0: the labels, the placeholder and the title as they were. */
  g_settings_set_int (settings, "class-grade", 0);
  flush_events ();
  g_assert_cmpint (ishi_join_form_get_grade (ISHI_JOIN_FORM (form)), ==, 0);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_true (gtk_label_get_use_underline (GTK_LABEL (label)));
  g_assert_false (gtk_widget_get_visible (g_object_get_data (G_OBJECT (label), "ishi-ruby-twin")));
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (code)), ==, _("4 digits; empty to watch"));
  g_assert_null (ruby_under (gtk_window_get_titlebar (GTK_WINDOW (window)), "title"));
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unsetenv ("LANGUAGE");
  textdomain (GETTEXT_PACKAGE);
}

static gboolean
board_is_7 (gpointer data)
{
  GtkWidget *board = find_widget (data, NULL, ISHI_TYPE_BOARD_VIEW);

  flush_events ();
  return board && ishi_board_view_get_model (ISHI_BOARD_VIEW (board))->size == 7;
}

static gboolean
at_table_2 (gpointer data)
{
  IshiColor color;

  flush_events ();
  return ishi_room_client_get_own_table (ishi_room_window_get_client (data), &color) == 2;
}

/* The table's options' expander (collapsed, they are out of the tree). */
static gboolean
holds_options (GtkWidget *widget, const char *unused)
{
  return GTK_IS_EXPANDER (widget) && ISHI_IS_ROOM_OPTIONS (gtk_expander_get_child (GTK_EXPANDER (widget)));
}

static gboolean
game_started (gpointer data)
{
  IshiColor color;
  IshiRoomClient *client = ishi_room_window_get_client (data);
  const IshiRoomClientTable *t = ishi_room_client_get_table (client, ishi_room_client_get_own_table (client, &color));

  flush_events ();
  return t && t->started;
}

/* A pupil waiting for her table sees the board of the class's game (it
 * was 9×9 in a 7×7 class), and seated at table 2 the greyed table number
 * says 2 (it said 1, the one shown before).  Resign's question reads at
 * the class's grade (in Japanese, grade 3). */
static void
test_waiting_board (void)
{
  Class c = { 0 };
  GtkWidget *window;
  IshiRoomClient *teacher, *haruto, *sota, *mei;
  GtkWidget *spin, *dialog, *ruby;
  g_autofree char *read = NULL;

  if (g_getenv ("ISHI_LOCALEDIR") == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  textdomain (GETTEXT_PACKAGE);
  window = ishi_room_window_new (NULL, NULL, FALSE);
  class_open (&c);
  teacher = ishi_room_client_new ("sensei", NULL);
  ishi_room_client_connect (teacher, "127.0.0.1", c.port, 5);
  ishi_test_wait_until (online, teacher, "the teacher", 20);
  ishi_room_client_send (teacher, "/teacher 20261125");
  ishi_room_client_send (teacher, "/classgame pure 7 0");
  ishi_room_client_send (teacher, "/grade 3");
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", c.port, "yui", "4711");
  ishi_test_wait_until (online, ishi_room_window_get_client (ISHI_ROOM_WINDOW (window)), "yui", 20);
  ishi_test_wait_until (board_is_7, window, "the class's 7×7 board while she waits", 20);
  haruto = pupil (&c, "haruto");
  sota = pupil (&c, "sota");
  mei = pupil (&c, "mei");
  ishi_room_client_send (teacher, "/pair haruto sota");
  ishi_room_client_send (teacher, "/pair yui mei");
  ishi_test_wait_until (at_table_2, window, "yui at table 2", 20);
  spin = find_widget (window, NULL, GTK_TYPE_SPIN_BUTTON);
  g_assert_false (gtk_widget_get_sensitive (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);
  g_assert_cmpint (ishi_board_view_get_model (ISHI_BOARD_VIEW (find_widget (window, NULL, ISHI_TYPE_BOARD_VIEW)))->size,
                   ==, 7);
  ishi_test_wait_until (game_started, window, "yui's game", 20);
  /* Her table's options (対局条件) at the grade: 盤 read, Alt+S kept. */
  {
    GtkExpander *expander = GTK_EXPANDER (widget_where (window, holds_options, NULL));
    GtkWidget *options = gtk_expander_get_child (expander);
    GtkWidget *size = NULL;
    for (GtkWidget *l = gtk_widget_get_first_child (gtk_widget_get_first_child (options)); l;
         l = gtk_widget_get_next_sibling (l))
      if (g_strcmp0 (g_object_get_data (G_OBJECT (l), "ishi-words"), _("Board _size")) == 0)
        size = g_object_get_data (G_OBJECT (l), "ishi-ruby-twin");
    g_assert_nonnull (size);
    read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (size));
    g_assert_cmpstr (read, ==, "盤(ばん)の大きさ(S)");
    g_clear_pointer (&read, g_free);
    g_assert_nonnull (own_mnemonic (size));
    /* The rule set shown in the drop-down, read too. */
    gtk_expander_set_expanded (expander, TRUE);
    flush_events ();
    size = ruby_under (find_widget (options, NULL, GTK_TYPE_DROP_DOWN), NULL);
    g_assert_nonnull (size);
    read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (size));
    g_assert_cmpstr (read, ==, "純碁(じゅんご)");
    g_clear_pointer (&read, g_free);
    save_widget_png_if_asked (window, "pupil-options-grade-3.png");
  }
  g_assert_true (gtk_widget_activate_action (ishi_room_window_get_table_view (ISHI_ROOM_WINDOW (window)),
                                             "room.resign", NULL));
  flush_events ();
  dialog = GTK_WIDGET (toplevel_of_type (GTK_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  ruby = ruby_under (gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog)), NULL);
  g_assert_nonnull (ruby);
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (ruby));
  g_assert_cmpstr (read, ==, "この対局を投了(とうりょう)しますか?");
  g_clear_pointer (&read, g_free);
  ruby = gtk_button_get_child (GTK_BUTTON (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT)));
  g_assert_true (ISHI_IS_LESSON_TEXT (ruby));
  read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (ruby));
  g_assert_cmpstr (read, ==, "投了(とうりょう)(R)");
  save_widget_png_if_asked (dialog, "resign-question-grade-3.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  pupil_gone (haruto);
  pupil_gone (sota);
  pupil_gone (mei);
  pupil_gone (teacher);
  flush_events ();
  class_close (&c);
  g_unsetenv ("LANGUAGE");
  textdomain (GETTEXT_PACKAGE);
}

/* A pupil's screens at the class's grade 2: waiting for her table, then
 * at it, 1280×800 (in Japanese with LANGUAGE=ja). */
static void
pupil_pictures (const char *dir)
{
  Class c = { 0 };
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  IshiRoomClient *teacher, *haruto, *yui;

  class_open (&c);
  teacher = ishi_room_client_new ("sensei", NULL);
  ishi_room_client_connect (teacher, "127.0.0.1", c.port, 5);
  ishi_test_wait_until (online, teacher, "the teacher", 20);
  ishi_room_client_send (teacher, "/teacher 20261125");
  ishi_room_client_send (teacher, "/grade 2");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", c.port, "ゆい", "4711");
  yui = ishi_room_window_get_client (ISHI_ROOM_WINDOW (window));
  ishi_test_wait_until (online, yui, "ゆい", 20);
  ishi_test_wait_until (grade_told, window, "the grade told", 20);
  save_widget_png (window, dir, "pupil-waiting-grade-2.png");
  haruto = pupil (&c, "はると");
  ishi_room_client_send (teacher, "/classgame pure 7 0");
  ishi_room_client_send (teacher, "/pair ゆい はると");
  ishi_test_wait_until (yui_at_table, window, "ゆい at her table", 20);
  ishi_room_client_send (yui, "D4");
  ishi_room_client_send (haruto, "C3");
  ishi_test_wait_until (two_moves, window, "two moves", 20);
  save_widget_png (window, dir, "pupil-table-grade-2.png");
  gtk_window_destroy (GTK_WINDOW (window));
  pupil_gone (haruto);
  pupil_gone (teacher);
  flush_events ();
  class_close (&c);
}

static void
test_pictures (void)
{
  const char *dir = g_getenv ("ISHI_CLASS_SCREENSHOTS");

  if (dir == NULL)
    {
      g_test_skip ("ISHI_CLASS_SCREENSHOTS is not set");
      return;
    }
  g_mkdir_with_parents (dir, 0700);
  pupil_pictures (dir);
  if (g_getenv ("ISHI_CLASS_PUPIL_ONLY"))
    return;
  pictures_of (dir, 4);
  pictures_of (dir, 16);
  pictures_of (dir, 32);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_CLASS_SCREENSHOTS");
  g_test_add_func ("/window-class-pupils/shared-computer", test_shared_computer);
  g_test_add_func ("/window-class-pupils/teacher", test_teacher);
  g_test_add_func ("/window-class-pupils/pupil", test_pupil);
  g_test_add_func ("/window-class-pupils/no-system-words", test_no_system_words);
  g_test_add_func ("/window-class-pupils/readings", test_readings);
  g_test_add_func ("/window-class-pupils/join-form-readings", test_join_form_readings);
  g_test_add_func ("/window-class-pupils/waiting-board", test_waiting_board);
  g_test_add_func ("/window-class-pupils/pictures", test_pictures);
  return g_test_run ();
}
