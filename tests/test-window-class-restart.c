/* test-window-class-restart.c — a class goes on when a computer is
 * restarted in the middle of it, on loopback in one process:
 *
 *   - a pupil's: her window is gone (her program with it); Ishi started
 *     again joins with the token it kept in the settings, and she finds
 *     her game where it was and the lesson step her teacher shows
 *     everyone, and her table again when the teacher lets the class go;
 *   - the teacher's, which hosted the class (Start a Class): her windows
 *     and the room are gone; Start a Class again on the same port brings
 *     the class back from its folder, with the same codes, and the
 *     pupils' programs connect again by themselves to their seats;
 *   - a player's in a room, not a class: Ishi started again offers the
 *     room above the board (Join Again, Forget It) (issue 52, 10).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "window-helpers.h"

#include "class-helpers.h"
#include "ishi-class-record.h"
#include "ishi-class-window.h"
#include "ishi-host-window.h"
#include "ishi-lesson-view.h"
#include "ishi-room-window.h"
#include "ishi-room-words.h"

static gboolean
seated_with_moves (gpointer data)
{
  IshiRoomClient *client = data;
  IshiColor color;
  int own;
  IshiMatch *match;

  flush_events ();
  own = ishi_room_client_get_own_table (client, &color);
  match = own ? ishi_room_client_get_match (client, own) : NULL;
  return ishi_room_client_get_state (client) == ISHI_ROOM_CLIENT_ONLINE && match
         && ishi_game_get_move_number (ishi_match_get_game (match)) == 2;
}

static gboolean
on_step_2 (gpointer data)
{
  GtkWidget *view = ishi_room_window_get_lesson_view (data);

  flush_events ();
  return view && g_strcmp0 (ishi_lesson_view_get_lesson_id (ISHI_LESSON_VIEW (view)), "pure-go-intro") == 0
         && ishi_lesson_view_get_step (ISHI_LESSON_VIEW (view)) == 2;
}

static gboolean
at_table (gpointer data)
{
  flush_events ();
  return ishi_room_window_get_lesson_view (data) == NULL;
}

static IshiRoomClient *ken_client;

static gboolean
ken_sees_moves (gpointer data)
{
  const IshiRoomClientTable *t;

  flush_events ();
  t = ishi_room_client_get_table (ken_client, 1);
  return t && t->started && ishi_room_client_get_match (ken_client, 1) && t->moves->len == GPOINTER_TO_UINT (data);
}

static gboolean
ken_sees_d4 (gpointer data)
{
  const IshiRoomClientTable *t;

  flush_events ();
  t = ishi_room_client_get_table (data, 1);
  return t && t->moves->len == 3 && strcmp (t->moves->pdata[2], "D4") == 0;
}

static void
test_pupil_restarted (void)
{
  Class c = { 0 };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  IshiRoomClient *teacher, *ken, *yui;
  GtkWidget *window;
  IshiWindow *main_window;

  class_open (&c);
  teacher = ishi_room_client_new ("sensei", NULL);
  ishi_room_client_connect (teacher, "127.0.0.1", c.port, 5);
  ishi_test_wait_until (online, teacher, "the teacher", 20);
  ishi_room_client_send (teacher, "/teacher 20261125");
  ken = ken_client = pupil (&c, "ken");
  window = ishi_room_window_new (NULL, settings, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", c.port, "yui", "4711");
  yui = ishi_room_window_get_client (ISHI_ROOM_WINDOW (window));
  ishi_test_wait_until (online, yui, "yui", 20);
  ishi_room_client_send (teacher, "/pair yui ken");
  ishi_test_wait_until (ken_sees_moves, GUINT_TO_POINTER (0), "the game begun", 20);
  ishi_room_client_send (yui, "E5");
  ishi_test_wait_until (ken_sees_moves, GUINT_TO_POINTER (1), "E5", 20);
  ishi_room_client_send (ken, "C3");
  ishi_test_wait_until (seated_with_moves, yui, "yui's game", 20);
  ishi_room_client_send (teacher, "/step pure-go-intro 2");
  ishi_test_wait_until (on_step_2, window, "yui on the teacher's step", 20);

  /* Her computer restarted: the window and its program are gone.  Ishi
   * starts again and goes back to the class by itself (it opened an
   * empty New Game board, and the child had to find Join a Room). */
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  main_window = new_window ();
  window = GTK_WIDGET (toplevel_of_type (ISHI_TYPE_ROOM_WINDOW));
  g_assert_nonnull (window);
  yui = ishi_room_window_get_client (ISHI_ROOM_WINDOW (window));
  g_assert_nonnull (yui);
  g_assert_cmpstr (ishi_room_client_get_name (yui), ==, "yui");
  ishi_test_wait_until (seated_with_moves, yui, "yui's game back", 20);
  ishi_test_wait_until (on_step_2, window, "yui's lesson step back", 20);
  /* Let go by the teacher: her table, with the game where it was. */
  ishi_room_client_send (teacher, "/step -");
  ishi_test_wait_until (at_table, window, "yui at her table", 20);
  ishi_room_client_send (yui, "D4");
  ishi_test_wait_until (ken_sees_d4, ken, "yui's next move", 20);

  /* She leaves the room at the end of the class: the next start is the
   * ordinary one. */
  g_signal_emit_by_name (find_named (window, "leave"), "clicked");
  flush_events ();
  gtk_window_destroy (GTK_WINDOW (window));
  destroy_window (main_window);
  main_window = new_window ();
  g_assert_null (toplevel_of_type (ISHI_TYPE_ROOM_WINDOW));
  destroy_window (main_window);
  pupil_gone (ken);
  pupil_gone (teacher);
  flush_events ();
  class_close (&c);
}

static IshiClassWindow *
class_view (void)
{
  return ISHI_CLASS_WINDOW (toplevel_of_type (ISHI_TYPE_CLASS_WINDOW));
}

/* The class view is the teacher's and shows table 1 with `moves` moves. */
static gboolean
view_shows (gpointer data)
{
  IshiClassWindow *view;
  IshiRoomClient *client;
  const IshiRoomClientTable *t;

  flush_events ();
  view = class_view ();
  client = view ? ishi_class_window_get_client (view) : NULL;
  t = client ? ishi_room_client_get_table (client, 1) : NULL;
  return t && ishi_room_client_is_teacher (client) && ishi_class_window_get_n_boards (view) == 1
         && t->moves->len == GPOINTER_TO_UINT (data);
}

static gboolean
offline (gpointer data)
{
  flush_events ();
  return ishi_room_client_get_state (data) != ISHI_ROOM_CLIENT_ONLINE;
}

static gboolean
seated_with_one_move (gpointer data)
{
  IshiColor color;
  int own;
  IshiMatch *match;

  flush_events ();
  own = ishi_room_client_get_own_table (data, &color);
  match = own ? ishi_room_client_get_match (data, own) : NULL;
  return ishi_room_client_get_state (data) == ISHI_ROOM_CLIENT_ONLINE && match
         && ishi_game_get_move_number (ishi_match_get_game (match)) == 1;
}

/* The first label under `widget` that says `text`. */
static GtkWidget *
find_label_with (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label_with (c, text);
      if (found)
        return found;
    }
  return NULL;
}

/* Start a Class on `port` of loopback (0: any), records under `root`. */
static GtkWidget *
start_class (const char *root, guint16 port)
{
  GtkWidget *host = ishi_host_window_new (NULL, root, "127.0.0.1");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (host, "port")), port);
  ishi_host_window_set_class (ISHI_HOST_WINDOW (host));
  gtk_window_present (GTK_WINDOW (host));
  g_assert_true (ishi_host_window_open_room (ISHI_HOST_WINDOW (host)));
  return host;
}

static IshiRoomClient *
pupil_of (guint16 port, const char *code, const char *name)
{
  IshiRoomClient *client = ishi_room_client_new (name, code);

  ishi_room_client_connect (client, "127.0.0.1", port, 0);
  ishi_test_wait_until (online, client, name, 20);
  return client;
}

static gboolean
view_is_teacher (gpointer data)
{
  IshiClassWindow *view = class_view ();

  flush_events ();
  return view && ishi_room_client_is_teacher (ishi_class_window_get_client (view));
}

static gboolean
on_a_step (gpointer data)
{
  flush_events ();
  return ishi_room_client_get_class_step (data, NULL) != NULL;
}

static gboolean
on_no_step (gpointer data)
{
  flush_events ();
  return ishi_room_client_get_class_step (data, NULL) == NULL;
}

static void
test_teacher_restarted (void)
{
  g_autofree char *root = g_dir_make_tmp ("ishi-class-host-XXXXXX", NULL);
  GtkWidget *host = start_class (root, 0);
  guint16 port = ishi_host_window_get_port (ISHI_HOST_WINDOW (host));
  g_autofree char *code = g_strdup (ishi_host_window_get_code (ISHI_HOST_WINDOW (host)));
  IshiRoomClient *aoi, *ren;

  ishi_test_wait_until (view_is_teacher, NULL, "the class view", 20);
  aoi = pupil_of (port, code, "aoi");
  ren = pupil_of (port, code, "ren");
  ishi_room_client_send (ishi_class_window_get_client (class_view ()), "/pair aoi ren");
  ishi_test_wait_until (view_shows, GUINT_TO_POINTER (0), "aoi and ren's board", 20);
  ishi_room_client_send (aoi, "E5");
  ishi_test_wait_until (view_shows, GUINT_TO_POINTER (1), "E5 in the class view", 20);
  /* A step shown everyone before the restart. */
  ishi_room_client_send (ishi_class_window_get_client (class_view ()), "/step pure-go-intro 2 task");
  ishi_test_wait_until (on_a_step, aoi, "aoi on the step", 20);

  /* The teacher's computer restarted: her windows and the room are gone. */
  gtk_window_destroy (GTK_WINDOW (class_view ()));
  gtk_window_destroy (GTK_WINDOW (host));
  ishi_test_wait_until (offline, aoi, "aoi's program noticing", 20);
  ishi_test_wait_until (offline, ren, "ren's program noticing", 20);

  /* Start a Class again: the classes kept on this computer are listed
   * (after a restart it offered a default name and port, and a typo
   * opened a new, empty class); a typo is said to be a new class, and
   * one click on the kept one opens it on its port, with its codes; the
   * pupils' programs find their seats by themselves, and the game goes
   * on. */
  host = ishi_host_window_new (NULL, root, "127.0.0.1");
  ishi_host_window_set_class (ISHI_HOST_WINDOW (host));
  gtk_window_present (GTK_WINDOW (host));
  gtk_editable_set_text (GTK_EDITABLE (find_named (host, "room-name")), "5-2typo");
  g_assert_nonnull (find_label_with (host, _("A new class: the classes kept on this computer are listed above.")));
  /* Its own name is the kept class's (it said "a new class" too). */
  gtk_editable_set_text (GTK_EDITABLE (find_named (host, "room-name")), g_get_host_name ());
  g_assert_nonnull (find_label_with (host, _("A class kept on this computer: it opens with its pupils, levels and games.")));
  gtk_editable_set_text (GTK_EDITABLE (find_named (host, "room-name")), "5-2typo");
  {
    GtkWidget *open = find_named (find_named (host, "kept-classes"), g_get_host_name ());
    g_assert_nonnull (open);
    if (g_getenv ("ISHI_CLASS_SCREENSHOTS"))
      save_widget_png (host, g_getenv ("ISHI_CLASS_SCREENSHOTS"), "start-a-class-kept.png");
    g_signal_emit_by_name (open, "clicked");
  }
  g_assert_cmpuint (ishi_host_window_get_port (ISHI_HOST_WINDOW (host)), ==, port);
  g_assert_cmpstr (ishi_host_window_get_code (ISHI_HOST_WINDOW (host)), ==, code);
  {
    g_autofree char *typo = g_build_filename (root, "5-2typo", NULL);
    g_assert_false (g_file_test (typo, G_FILE_TEST_EXISTS));
  }
  ishi_test_wait_until (view_shows, GUINT_TO_POINTER (1), "the class view back with E5", 20);
  ishi_test_wait_until (seated_with_one_move, aoi, "aoi back at her game", 30);
  ishi_test_wait_until (seated_with_one_move, ren, "ren back at his game", 30);
  /* The class shows no step now: aoi's program leaves the old one (it
   * stayed on it, issue 77). */
  ishi_test_wait_until (on_no_step, aoi, "aoi off the old step", 20);
  ishi_room_client_send (ren, "C3");
  ishi_test_wait_until (view_shows, GUINT_TO_POINTER (2), "C3 after the restart", 20);

  pupil_gone (aoi);
  pupil_gone (ren);
  gtk_window_destroy (GTK_WINDOW (class_view ()));
  gtk_window_destroy (GTK_WINDOW (host));
  flush_events ();
  ishi_test_remove_tree (root);
}

/* The class view's table `n` (the data) has a result, dead stones and
 * its moves, and its board is on the grid. */
typedef struct {
  int table;
  guint moves;
  gboolean finished;
} Shown;

static gboolean
view_shows_table (gpointer data)
{
  const Shown *want = data;
  IshiClassWindow *view;
  IshiRoomClient *client;
  const IshiRoomClientTable *t;
  IshiMatch *match;

  flush_events ();
  view = class_view ();
  client = view ? ishi_class_window_get_client (view) : NULL;
  t = client && ishi_room_client_is_teacher (client) ? ishi_room_client_get_table (client, want->table) : NULL;
  match = t ? ishi_room_client_get_match (client, want->table) : NULL;
  return match && ishi_class_window_get_n_boards (view) == 2
         && ishi_game_get_move_number (ishi_match_get_game (match)) == want->moves
         && (!want->finished || (t->result && t->dead->len > 0));
}

static gboolean
counting_at_1 (gpointer data)
{
  const IshiRoomClientTable *t;

  flush_events ();
  t = ishi_room_client_get_table (data, 1);
  return t && t->counting;
}

/* aoi's chip in the pairing line says `data`. */
static gboolean
chip_says (gpointer data)
{
  GtkWidget *chip;

  flush_events ();
  chip = class_view () ? find_named (GTK_WIDGET (class_view ()), "aoi") : NULL;
  return chip && GTK_IS_BUTTON (chip) && gtk_widget_get_visible (chip)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (chip)), data) == 0;
}

/* The line under table `n`'s board (starts "Table N · "). */
static char *
state_under (int n)
{
  g_autofree char *table = g_strdup_printf (_("Table %d"), n);
  g_autofree char *prefix = g_strdup_printf (_("%s · %s"), table, "");
  GtkWidget *label = NULL;
  GPtrArray *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, class_view ());
  while (stack->len > 0 && label == NULL)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      if (GTK_IS_LABEL (w) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (w)), prefix))
        label = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  return label ? g_strdup (gtk_label_get_text (GTK_LABEL (label))) : NULL;
}

/* The teacher's window restarted after one table's game ended and while
 * another's goes on (issue 65, 4): the grid showed the finished table's
 * board empty with captures 0–0, and "Not begun" at a table whose pupils
 * sat there.  Now the finished game comes back as it ended, its result
 * and the count's dead stones, and the other is played on. */
static void
test_finished_restarted (void)
{
  g_autofree char *root = g_dir_make_tmp ("ishi-class-host-XXXXXX", NULL);
  GtkWidget *host = start_class (root, 0);
  guint16 port = ishi_host_window_get_port (ISHI_HOST_WINDOW (host));
  g_autofree char *code = g_strdup (ishi_host_window_get_code (ISHI_HOST_WINDOW (host)));
  /* 5×5: Black's wall on C, White's on D; Black takes B3, White's A1 is
   * left dead in Black's area. */
  const char *moves[] = { "C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5",
                          "B2", "B3", "B4", "pass", "A3", "A1", "pass", "pass" };
  Shown finished = { 1, G_N_ELEMENTS (moves), TRUE }, on = { 2, 2, FALSE };
  g_autofree char *result = NULL, *expected = NULL, *under = NULL;
  IshiRoomClient *aoi, *ren, *mio, *yui, *teacher;

  ishi_test_wait_until (view_is_teacher, NULL, "the class view", 20);
  teacher = ishi_class_window_get_client (class_view ());
  ishi_room_client_send (teacher, "/classgame online 5 0");
  aoi = pupil_of (port, code, "aoi");
  ren = pupil_of (port, code, "ren");
  mio = pupil_of (port, code, "mio");
  yui = pupil_of (port, code, "yui");
  ishi_room_client_send (teacher, "/pair aoi ren");
  ishi_room_client_send (teacher, "/pair mio yui");
  /* Each move once the teacher's view has the one before. */
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      Shown before = { 1, i, FALSE };
      ishi_test_wait_until (view_shows_table, &before, moves[i], 20);
      ishi_room_client_send (i % 2 ? ren : aoi, moves[i]);
    }
  ishi_test_wait_until (counting_at_1, teacher, "the count", 20);
  ishi_room_client_send (aoi, "done");
  ishi_room_client_send (ren, "done");
  ishi_test_wait_until (view_shows_table, &finished, "table 1's result", 20);
  result = g_strdup (ishi_room_client_get_table (teacher, 1)->result);
  {
    Shown before = { 2, 0, FALSE }, one = { 2, 1, FALSE };
    ishi_test_wait_until (view_shows_table, &before, "table 2", 20);
    ishi_room_client_send (mio, "C3");
    ishi_test_wait_until (view_shows_table, &one, "C3 at table 2", 20);
    ishi_room_client_send (yui, "D4");
    ishi_test_wait_until (view_shows_table, &on, "D4 at table 2", 20);
  }

  /* The teacher's computer restarted: Start a Class again, the kept one. */
  gtk_window_destroy (GTK_WINDOW (class_view ()));
  gtk_window_destroy (GTK_WINDOW (host));
  ishi_test_wait_until (offline, aoi, "aoi's program noticing", 20);
  ishi_test_wait_until (offline, mio, "mio's program noticing", 20);
  host = ishi_host_window_new (NULL, root, "127.0.0.1");
  ishi_host_window_set_class (ISHI_HOST_WINDOW (host));
  gtk_window_present (GTK_WINDOW (host));
  {
    GtkWidget *open = find_named (find_named (host, "kept-classes"), g_get_host_name ());
    g_assert_nonnull (open);
    g_signal_emit_by_name (open, "clicked");
  }
  ishi_test_wait_until (view_shows_table, &finished, "table 1 as it ended, after the restart", 20);
  ishi_test_wait_until (view_shows_table, &on, "table 2's game, after the restart", 20);
  g_assert_cmpstr (ishi_room_client_get_table (ishi_class_window_get_client (class_view ()), 1)->result, ==, result);
  ishi_test_wait_until (seated_with_moves, mio, "mio back at her game", 30);
  ishi_test_wait_until (seated_with_moves, yui, "yui back at her game", 30);
  {
    g_autofree char *table_1 = g_strdup_printf (_("Table %d"), 1);
    g_autofree char *table_2 = g_strdup_printf (_("Table %d"), 2);
    g_autofree char *what = ishi_room_describe_re (result);
    g_autofree char *begun = g_strdup_printf (_("%s · %s"), table_2, _("Not begun"));
    expected = g_strdup_printf (_("%s · %s"), table_1, what);
    under = state_under (1);
    g_assert_cmpstr (under, ==, expected);
    g_clear_pointer (&under, g_free);
    under = state_under (2);
    g_assert_nonnull (under);
    g_assert_cmpstr (under, !=, begun);
  }
  /* aoi and ren, seated at their finished table, are free to pair and
   * named with it (the line said "Not playing yet"). */
  {
    g_autofree char *chip = g_strdup_printf (_("%s · table %d"), "aoi", 1);
    ishi_test_wait_until (chip_says, chip, "aoi's chip with her table", 20);
  }
  /* The game come back counts once in the pupils' progress, and is one
   * file among the day's games (the new view noted it again). */
  {
    IshiClassRecord *record = ishi_class_window_get_record (class_view ());
    g_autoptr (GPtrArray) rows = NULL;
    g_autofree char *folder = ishi_class_window_get_games_folder (class_view ());
    g_autoptr (GDir) dir = NULL;
    const char *name;
    guint games = 0, files = 0;

    g_assert_nonnull (record);
    rows = ishi_class_record_rows (record);
    for (guint i = 0; i < rows->len; i++)
      if (strcmp (((IshiClassRow *) rows->pdata[i])->name, "aoi") == 0)
        games = ((IshiClassRow *) rows->pdata[i])->games;
    g_assert_cmpuint (games, ==, 1);
    dir = g_dir_open (folder, 0, NULL);
    g_assert_nonnull (dir);
    while ((name = g_dir_read_name (dir)))
      files += g_str_has_prefix (name, "table1-");
    g_assert_cmpuint (files, ==, 1);
  }
  if (g_getenv ("ISHI_CLASS_SCREENSHOTS"))
    {
      gtk_window_set_default_size (GTK_WINDOW (class_view ()), 1280, 800);
      save_widget_png (GTK_WIDGET (class_view ()), g_getenv ("ISHI_CLASS_SCREENSHOTS"), "class-restarted-finished.png");
    }

  pupil_gone (aoi);
  pupil_gone (ren);
  pupil_gone (mio);
  pupil_gone (yui);
  gtk_window_destroy (GTK_WINDOW (class_view ()));
  gtk_window_destroy (GTK_WINDOW (host));
  flush_events ();
  ishi_test_remove_tree (root);
}

/* The label of the main window's offer to join a room again, when shown. */
static GtkLabel *
room_offer (GtkWidget *root)
{
  if (GTK_IS_INFO_BAR (root) && gtk_info_bar_get_revealed (GTK_INFO_BAR (root)))
    {
      GtkWidget *label = g_object_get_data (G_OBJECT (root), "label");
      if (label && strstr (gtk_label_get_text (GTK_LABEL (label)), "in the room"))
        return GTK_LABEL (label);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = room_offer (child);
      if (found)
        return found;
    }
  return NULL;
}

static GtkInfoBar *
room_offer_bar (GtkWidget *root)
{
  GtkLabel *label = room_offer (root);
  GtkWidget *w = label ? GTK_WIDGET (label) : NULL;

  while (w && !GTK_IS_INFO_BAR (w))
    w = gtk_widget_get_parent (w);
  return w ? GTK_INFO_BAR (w) : NULL;
}

static gboolean
one_move (gpointer data)
{
  IshiRoomClient *client = data;
  IshiColor color;
  int own;
  IshiMatch *match;

  flush_events ();
  own = ishi_room_client_get_own_table (client, &color);
  match = own ? ishi_room_client_get_match (client, own) : NULL;
  return ishi_room_client_get_state (client) == ISHI_ROOM_CLIENT_ONLINE && match && color == ISHI_BLACK
         && ishi_game_get_move_number (ishi_match_get_game (match)) == 1;
}

static gboolean
both_seated (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);

  flush_events ();
  return t && t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE];
}

/* Issue 52, 10: after a crash in a room the player had to find Join a
 * Room and press Join again.  Ishi started again offers it above the
 * board, as it offers a game to restore; Join Again brings her back to
 * her seat and her game, Forget It asks no more, and a room left (Leave
 * the Room) or its window closed is not offered. */
static void
test_room_player_restarted (void)
{
  IshiRoomConfig config = { .name = "Club", .game = "go", .code = "4321" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (IshiRoomClient) ken = NULL;
  g_autofree char *where = NULL;
  IshiRoomClient *hana;
  GtkWidget *window;
  IshiWindow *main_window;
  GtkLabel *offer;
  guint16 port;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  window = ishi_room_window_new (NULL, settings, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", port, "hana", "4321");
  hana = ishi_room_window_get_client (ISHI_ROOM_WINDOW (window));
  ishi_test_wait_until (online, hana, "hana", 20);
  ishi_room_client_send (hana, "/join 1");
  ken = ishi_room_client_new ("ken", "4321");
  ishi_room_client_connect (ken, "127.0.0.1", port, 5);
  ishi_test_wait_until (online, ken, "ken", 20);
  ishi_room_client_send (ken, "/join 1");
  ishi_test_wait_until (both_seated, hana, "both seated", 20);
  ishi_room_client_send (hana, "/start");
  ishi_room_client_send (hana, "E5");
  ishi_test_wait_until (one_move, hana, "hana's move", 20);

  /* Ishi ends with the room's window open (no close asked: a crash). */
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  main_window = new_window ();
  g_assert_null (toplevel_of_type (ISHI_TYPE_ROOM_WINDOW));
  offer = room_offer (GTK_WIDGET (main_window));
  g_assert_nonnull (offer);
  where = g_strdup_printf ("127.0.0.1 (port %u) as hana", port);
  g_assert_nonnull (strstr (gtk_label_get_text (offer), where));
  gtk_info_bar_response (room_offer_bar (GTK_WIDGET (main_window)), GTK_RESPONSE_ACCEPT);
  flush_events ();
  g_assert_null (room_offer (GTK_WIDGET (main_window)));
  window = GTK_WIDGET (toplevel_of_type (ISHI_TYPE_ROOM_WINDOW));
  g_assert_nonnull (window);
  hana = ishi_room_window_get_client (ISHI_ROOM_WINDOW (window));
  g_assert_cmpstr (ishi_room_client_get_name (hana), ==, "hana");
  ishi_test_wait_until (one_move, hana, "hana back at her seat and game", 20);
  destroy_window (main_window);

  /* Forget It: not asked again. */
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  main_window = new_window ();
  g_assert_nonnull (room_offer (GTK_WIDGET (main_window)));
  gtk_info_bar_response (room_offer_bar (GTK_WIDGET (main_window)), GTK_RESPONSE_REJECT);
  flush_events ();
  g_assert_null (toplevel_of_type (ISHI_TYPE_ROOM_WINDOW));
  destroy_window (main_window);
  main_window = new_window ();
  g_assert_null (room_offer (GTK_WIDGET (main_window)));
  destroy_window (main_window);

  /* Left with Leave the Room, or its window closed: nothing offered. */
  for (int closed = 0; closed <= 1; closed++)
    {
      window = ishi_room_window_new (NULL, settings, FALSE);
      gtk_window_present (GTK_WINDOW (window));
      ishi_room_window_join (ISHI_ROOM_WINDOW (window), "127.0.0.1", port, "hana", "4321");
      ishi_test_wait_until (online, ishi_room_window_get_client (ISHI_ROOM_WINDOW (window)), "hana again", 20);
      if (closed)
        {
          GtkWindow *question = NULL;

          /* Back in her game (above): asked first (issue 77, 1), and
           * she leaves. */
          g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
          gtk_window_close (GTK_WINDOW (window));
          flush_events ();
          question = toplevel_of_type (GTK_TYPE_MESSAGE_DIALOG);
          g_assert_nonnull (question);
          gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_ACCEPT);
          for (int i = 0; i < 500 && window; i++)
            {
              flush_events ();
              g_usleep (2000);
            }
          g_assert_null (window);
        }
      else
        {
          g_signal_emit_by_name (find_named (window, "leave"), "clicked");
          gtk_window_destroy (GTK_WINDOW (window));
        }
      flush_events ();
      main_window = new_window ();
      g_assert_null (room_offer (GTK_WIDGET (main_window)));
      destroy_window (main_window);
    }
  ishi_room_server_stop (server);
  flush_events ();
}

int
main (int argc, char **argv)
{
  int status;

  window_test_init (&argc, &argv, "ISHI_CLASS_SCREENSHOTS");
  /* The lessons a pupil's computer has: the shipped ones. */
  {
    g_autofree char *lessons = g_build_filename (g_getenv ("XDG_DATA_HOME"), "ishi", "lessons", NULL);
    g_autofree char *source = ishi_test_src_path ("../data/lessons/pure-go-intro.xml");
    g_autofree char *target = g_build_filename (lessons, "pure-go-intro.xml", NULL);
    g_autofree char *text = NULL;
    gsize length;
    g_mkdir_with_parents (lessons, 0700);
    g_assert_true (g_file_get_contents (source, &text, &length, NULL));
    g_assert_true (g_file_set_contents (target, text, length, NULL));
  }
  g_test_add_func ("/window-class-restart/pupil", test_pupil_restarted);
  g_test_add_func ("/window-class-restart/teacher", test_teacher_restarted);
  g_test_add_func ("/window-class-restart/room-player", test_room_player_restarted);
  g_test_add_func ("/window-class-restart/finished", test_finished_restarted);
  status = g_test_run ();
  return status;
}
