/* test-window-class.c — a class on loopback, in one process: a room with
 * a teacher's code, the teacher's class view, and three pupils (two at
 * table 1, one in a room window at table 2).  The class view shows the
 * boards of the tables pupils sit at and follows their moves; a board
 * opens large and Back returns to the grid; Pause Everyone covers the
 * pupil's board with the words to listen and refuses moves; Resume gives
 * the game back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include <gtk/gtk.h>

#include "ishi-class-report.h"
#include "ishi-class-window.h"
#include "ishi-games-sheet.h"
#include "ishi-lesson-view.h"
#include "ishi-igs.h"
#include "ishi-room-client.h"
#include "ishi-room-server.h"
#include "ishi-room-table-view.h"
#include "ishi-room-window.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

typedef struct {
  IshiClassWindow *class_window;
  IshiRoomWindow *pupil_window;
  IshiRoomClient *anna, *ken;
  IshiRoom *room;
  guint moves;
  char *refused;                 /* ken's last refusal */
  const char *text;              /* a label's words waited for */
} Class;

static void
ken_error_cb (IshiRoomClient *client, const char *text, Class *c)
{
  g_free (c->refused);
  c->refused = g_strdup (text);
}

/* The room's refusals come by id (ishi-room-messages.h). */
static void
ken_say_cb (IshiRoomClient *client, int code, const char *id, const char *const *args, Class *c)
{
  if (code == ISHI_IGS_ERROR)
    {
      g_free (c->refused);
      c->refused = g_strdup (id);
    }
}

static gboolean
ken_refused (gpointer data)
{
  return ((Class *) data)->refused != NULL;
}

static gboolean
online (gpointer data)
{
  IshiRoomClient *c = data;

  return ishi_room_client_get_state (c) == ISHI_ROOM_CLIENT_ONLINE && ishi_room_client_get_room_game (c);
}

static gboolean
teacher_in (gpointer data)
{
  return ishi_room_client_is_teacher (ishi_class_window_get_client (((Class *) data)->class_window));
}

static gboolean
two_boards (gpointer data)
{
  return ishi_class_window_get_n_boards (((Class *) data)->class_window) == 2;
}

static gboolean
anna_black (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (((Class *) data)->anna, 1);

  return t && g_strcmp0 (t->seats[ISHI_BLACK], "anna") == 0;
}

static gboolean
table_1_full (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (((Class *) data)->anna, 1);

  return t && t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE];
}

static gboolean
yui_waits (gpointer data)
{
  IshiRoomClient *yui = ishi_room_window_get_client (((Class *) data)->pupil_window);

  return ishi_room_client_in_class (yui);
}

static gboolean
yui_seated (gpointer data)
{
  IshiColor color;

  return ishi_room_client_get_own_table (ishi_room_window_get_client (((Class *) data)->pupil_window), &color) != 0;
}

static gboolean
started (gpointer data)
{
  Class *c = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (c->anna, 1);

  return t && t->started && ishi_room_client_get_match (c->anna, 1) != NULL;
}

static gboolean
teacher_sees_moves (gpointer data)
{
  Class *c = data;
  const IshiRoomClientTable *t = ishi_room_client_get_table (ishi_class_window_get_client (c->class_window), 1);

  return t && t->moves->len >= c->moves;
}

static gboolean
anna_has_echo (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (((Class *) data)->anna, 1);

  return t && t->moves->len >= 1;
}

/* The words of every label named `name` under `root`, a line each. */
static void
labels_named (GtkWidget *root, const char *name, GString *out)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    labels_named (c, name, out);
}

static gboolean
subtitle_says (gpointer data)
{
  Class *c = data;
  GtkWidget *label = find_named (GTK_WIDGET (c->class_window), "subtitle");

  flush_events ();
  return label && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), c->text) == 0;
}

static gboolean
window_address_shown (gpointer data)
{
  Class *c = data;
  GtkWidget *label = find_named (GTK_WIDGET (c->class_window), "window-address");

  return label && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), c->text) == 0;
}

static gboolean
covered (gpointer data)
{
  return ishi_room_window_get_covered (((Class *) data)->pupil_window, NULL);
}

static gboolean
uncovered (gpointer data)
{
  return !ishi_room_window_get_covered (((Class *) data)->pupil_window, NULL);
}

static gboolean
ken_paused (gpointer data)
{
  return ishi_room_client_get_class_paused (((Class *) data)->ken, NULL);
}

/* The first widget under `root` with the style class `name`. */
static GtkWidget *
find_with_class (GtkWidget *root, const char *name)
{
  if (gtk_widget_has_css_class (root, name))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_with_class (c, name);
      if (found)
        return found;
    }
  return NULL;
}

/* How many points of the pause cover's upper quarter (above its words)
 * are not its own colour, as the window is drawn: what shows through of
 * the page under it (the step showed through a translucent cover). */
static guint
cover_show_through (GtkWidget *window)
{
  GtkWidget *cover = find_with_class (window, "ishi-class-cover");
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autofree guchar *pixels = NULL;
  graphene_rect_t r;
  guint wrong = 0;

  g_assert_nonnull (cover);
  for (int i = 0; i < 20; i++)
    {
      flush_events ();
      g_usleep (10000);
    }
  g_assert_true (gtk_widget_compute_bounds (cover, window, &r));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (int y = (int) r.origin.y + 8; y < (int) (r.origin.y + r.size.height / 4); y += 5)
    for (int x = (int) r.origin.x + 8; x < (int) (r.origin.x + r.size.width) - 8; x += 5)
      {
        /* Cairo's ARGB32: blue, green, red, alpha in memory. */
        const guchar *p = pixels + ((gsize) y * width + x) * 4;
        wrong += ABS (p[2] - 250) > 3 || ABS (p[1] - 246) > 3 || ABS (p[0] - 236) > 3;
      }
  return wrong;
}

static guint wanted_step;

static gboolean
pupil_on_step (gpointer data)
{
  GtkWidget *view = ishi_room_window_get_lesson_view (((Class *) data)->pupil_window);

  return view && g_strcmp0 (ishi_lesson_view_get_lesson_id (ISHI_LESSON_VIEW (view)), "pure-go-intro") == 0
         && ishi_lesson_view_get_step (ISHI_LESSON_VIEW (view)) == wanted_step;
}

static gboolean
answers_counted (gpointer data)
{
  const char *count = ishi_class_window_get_answers_count (((Class *) data)->class_window);

  return g_strcmp0 (count, "1 / 3 right") == 0;
}

/* The answers' count says `data`. */
static const char *wanted_count;

static gboolean
count_says (gpointer data)
{
  flush_events ();
  return g_strcmp0 (ishi_class_window_get_answers_count (((Class *) data)->class_window), wanted_count) == 0;
}

static void
wait_count (Class *c, const char *text)
{
  wanted_count = text;
  ishi_test_wait_until (count_says, c, text, 20);
}

static gboolean
game_noted (gpointer data)
{
  IshiClassRecord *record = ishi_class_window_get_record (((Class *) data)->class_window);
  g_autofree char *csv = record ? ishi_class_record_to_csv (record) : NULL;

  return csv && strstr (csv, "ken,0,0,0,1,1\r\n") != NULL;
}

static gboolean
pupil_at_table (gpointer data)
{
  return ishi_room_window_get_lesson_view (((Class *) data)->pupil_window) == NULL;
}

/* The button under `root` that activates `action`. */
static GtkWidget *
button_for_action (GtkWidget *root, const char *action)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = button_for_action (child, action);

      if (found)
        return found;
    }
  return NULL;
}

static void
lessons_together (Class *c)
{
  /* Lessons together: the teacher's step on the pupil's lesson page,
   * followed as she moves on; let go, the pupil is back at her table. */
  {
    IshiLessonView *lessons = ISHI_LESSON_VIEW (ishi_class_window_get_lesson_view (c->class_window));
    /* No step shown: no count (it said "0 / 3 right", issue 77, 3). */
    wait_count (c, "No step is shown to the class.");
    g_assert_true (ishi_lesson_view_open_lesson (lessons, "pure-go-intro"));
    /* A step without a task takes no answers: nothing to count. */
    g_assert_true (ishi_lesson_view_go_to_step (lessons, 1));
    ishi_class_window_share_step (c->class_window, TRUE);
    wait_count (c, "This step has no task to answer.");
    /* … and nobody is listed as not having answered it. */
    {
      g_autoptr (GString) unanswered = g_string_new (NULL);
      labels_named (GTK_WIDGET (c->class_window), "unanswered", unanswered);
      g_assert_cmpstr (unanswered->str, ==, "");
    }
    g_assert_true (ishi_lesson_view_go_to_step (lessons, 2));
    ishi_class_window_share_step (c->class_window, TRUE);
    wanted_step = 2;
    ishi_test_wait_until (pupil_on_step, c, "the pupil on step 3 of the lesson", 20);
    /* Her step's buttons are named by their words for a screen reader
     * (read from her accessibility tree: "_Previous Previous"). */
    {
      GtkWidget *view = ishi_room_window_get_lesson_view (c->pupil_window);
      GtkWidget *previous = button_for_action (view, "step.previous");

      g_assert_nonnull (previous);
      g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (previous), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                         "Previous"));
    }
    /* The first push: nobody has answered, three pupils are asked (it
     * said "0 / 0 right" over their names). */
    wait_count (c, "0 / 3 right");
    g_assert_true (ishi_lesson_view_go_to_step (lessons, 3));
    ishi_class_window_share_step (c->class_window, TRUE);
    wanted_step = 3;
    ishi_test_wait_until (pupil_on_step, c, "the pupil following to step 4", 20);
    /* Paused on a step: the cover is over the step too, and the step
     * takes no click nor key (it covered only the table: her click on
     * the task counted while the class listened, issue 65, 1). */
    ishi_class_window_pause (c->class_window, TRUE);
    ishi_test_wait_until (covered, c, "the pupil's step covered", 20);
    g_assert_false (gtk_widget_is_sensitive (ishi_room_window_get_lesson_view (c->pupil_window)));
    save_widget_png_if_asked (GTK_WIDGET (c->pupil_window), "class-pupil-step-paused.png");
    g_assert_cmpuint (cover_show_through (GTK_WIDGET (c->pupil_window)), ==, 0);
    ishi_class_window_pause (c->class_window, FALSE);
    ishi_test_wait_until (uncovered, c, "the step uncovered", 20);
    g_assert_true (gtk_widget_is_sensitive (ishi_room_window_get_lesson_view (c->pupil_window)));
    /* yui answers right at the first try on her lesson page; anna's
     * program reports a wrong answer; an answer to another step is not
     * the class's.  The teacher sees 1 right of 3 pupils. */
    g_signal_emit_by_name (ishi_room_window_get_lesson_view (c->pupil_window), "answered", "pure-go-intro", 3,
                           TRUE, TRUE, FALSE);
    ishi_room_client_send (c->anna, "/answer pure-go-intro 3 wrong again nohint");
    ishi_room_client_send (c->ken, "/answer pure-go-intro 1 right first nohint");
    ishi_test_wait_until (answers_counted, c, "the answers counted", 20);
    /* Who has not answered yet is named too: ken answered another step
     * (issue 65, 8: the list named only those who had). */
    {
      g_autoptr (GString) answered = g_string_new (NULL), unanswered = g_string_new (NULL);
      labels_named (GTK_WIDGET (c->class_window), "answered", answered);
      labels_named (GTK_WIDGET (c->class_window), "unanswered", unanswered);
      g_assert_cmpstr (answered->str, ==, "×  anna\n○  yui\n");
      g_assert_cmpstr (unanswered->str, ==, "…  ken\n");
    }
    if (g_getenv ("ISHI_WINDOW_SCREENSHOTS"))
      {
        GtkWidget *outer = gtk_widget_get_ancestor (GTK_WIDGET (lessons), GTK_TYPE_STACK);
        gtk_window_set_default_size (GTK_WINDOW (c->class_window), 1920, 1080);
        gtk_stack_set_visible_child_name (GTK_STACK (outer), "lessons");
        save_widget_png_if_asked (GTK_WIDGET (c->class_window), "class-answers-1920x1080.png");
        gtk_stack_set_visible_child_name (GTK_STACK (outer), "boards");
      }
    {
      guint pupils = 0;
      g_auto (GStrv) answers = ishi_room_client_list_answers (ishi_class_window_get_client (c->class_window), &pupils);
      g_assert_cmpuint (pupils, ==, 3);
      g_assert_cmpuint (g_strv_length (answers), ==, 2);
      g_assert_cmpstr (answers[0], ==, "anna wrong again nohint");
      g_assert_cmpstr (answers[1], ==, "yui right first nohint");
    }
    ishi_class_window_share_step (c->class_window, FALSE);
    ishi_test_wait_until (pupil_at_table, c, "the pupil back at her table", 20);
    wait_count (c, "No step is shown to the class.");
  }

}

/* What the teacher keeps: each pupil's progress, the report, and the
 * day's games on paper. */
static void
progress_and_papers (Class *c, const char *dir, GtkWidget *teacher, IshiRoom *room)
{
  /* The progress kept: the answers, and the game anna resigns. */
  ishi_room_client_send (c->anna, "resign");
  ishi_test_wait_until (game_noted, c, "the game in the class's record", 20);
  {
    g_autofree char *csv = ishi_class_record_to_csv (ishi_class_window_get_record (c->class_window));
    g_assert_nonnull (strstr (csv, "anna,1,0,0,1,0\r\n"));
    g_assert_nonnull (strstr (csv, "yui,1,1,0,0,0\r\n"));
  }
  /* The report as a PDF page, and on screen. */
  {
    g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
    g_autofree char *bytes = NULL;
    gsize length = 0;
    GtkWidget *report;
    g_autoptr (GError) pdf_error = NULL;
    g_assert_true (ishi_class_report_save_pdf (ishi_class_window_get_record (c->class_window), "5-2", pdf, &pdf_error));
    g_assert_no_error (pdf_error);
    g_assert_true (g_file_get_contents (pdf, &bytes, &length, NULL));
    g_assert_true (length > 1000 && g_str_has_prefix (bytes, "%PDF-"));
    /* The day's games on a sheet: the records of the class's day folder. */
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
      g_autofree char *folder = g_build_filename (dir, day, NULL);
      g_autofree char *sheet = g_build_filename (dir, "games.pdf", NULL);
      g_autofree char *sheet_bytes = NULL;
      gsize sheet_length = 0;
      ishi_room_flush (room, 5000);
      g_assert_true (ishi_games_sheet_save_pdf (folder, sheet, &pdf_error));
      g_assert_no_error (pdf_error);
      g_assert_true (g_file_get_contents (sheet, &sheet_bytes, &sheet_length, NULL));
      g_assert_true (sheet_length > 2000 && g_str_has_prefix (sheet_bytes, "%PDF-"));
      g_assert_false (ishi_games_sheet_save_pdf ("/nonexistent/ishi", sheet, &pdf_error));
      g_assert_nonnull (pdf_error);
      g_clear_error (&pdf_error);
    }
    report = ishi_class_report_new (GTK_WINDOW (teacher), ishi_class_window_get_record (c->class_window), "5-2");
    gtk_window_present (GTK_WINDOW (report));
    gtk_window_destroy (GTK_WINDOW (report));
  }

}

/* The projector's address: the tablets' page, and what a pupil at an
 * Ishi window types; the room's code shown large. */
static void
check_address (Class *c, IshiRoom *room, GtkWidget *teacher, guint16 port)
{
  /* The projector's address: the tablets' page, and what a pupil at an
   * Ishi window types — the page's host and the room's port (issue 65, 3). */
  ishi_room_set_web_url (room, "http://127.0.0.5:7411/");
  {
    g_autofree char *expected = g_strdup_printf ("In an Ishi window: Join a Room, address 127.0.0.5:%u", port);
    c->text = expected;
    ishi_test_wait_until (window_address_shown, c, "the address for windows", 20);
    c->text = NULL;
    save_widget_png_if_asked (teacher, "class-address-bar.png");
    /* Shown large, the room's code is larger than over the boards (it
     * came out smaller there, issue 65, 11). */
    {
      GtkWidget *stack = gtk_widget_get_ancestor (find_named (teacher, "address-bar"), GTK_TYPE_STACK);
      int bar = 0, large = 0;
      gtk_stack_set_visible_child_name (GTK_STACK (stack), "address");
      flush_events ();
      gtk_widget_measure (find_named (teacher, "room-code"), GTK_ORIENTATION_VERTICAL, -1, NULL, &bar, NULL, NULL);
      gtk_widget_measure (find_named (teacher, "address-code"), GTK_ORIENTATION_VERTICAL, -1, NULL, &large, NULL,
                          NULL);
      g_assert_cmpint (bar, >, 0);
      g_assert_cmpint (large * 10, >=, bar * 13);
      save_widget_png_if_asked (teacher, "class-address-large.png");
      gtk_stack_set_visible_child_name (GTK_STACK (stack), "grid");
    }
  }
}

/* Pause Everyone covers the pupil's board with the words to listen and
 * refuses ken's move; Resume uncovers it and takes the move. */
static void
pause_and_resume (Class *c, IshiRoom *room)
{
  const char *text = NULL;

  /* Pause Everyone: the pupil's board is covered with the words to
   * listen; a move is refused. */
  ishi_class_window_pause (c->class_window, TRUE);
  ishi_test_wait_until (covered, c, "the pupil's board covered", 20);
  g_assert_true (ishi_room_window_get_covered (c->pupil_window, &text));
  g_assert_cmpstr (text, ==, "Listen to your teacher.");
  ishi_test_wait_until (ken_paused, c, "ken told", 20);
  g_signal_connect (c->ken, "error", G_CALLBACK (ken_error_cb), c);
  g_signal_connect (c->ken, "say", G_CALLBACK (ken_say_cb), c);
  ishi_room_client_send (c->ken, "C3");
  ishi_test_wait_until (ken_refused, c, "ken's move refused", 20);
  g_assert_cmpstr (c->refused, ==, "teacher-has-paused-class");

  /* Resume: uncovered; ken's move is taken now. */
  ishi_class_window_pause (c->class_window, FALSE);
  ishi_test_wait_until (uncovered, c, "the pupil's board back", 20);
  g_assert_false (ishi_room_get_class_paused (room));
  g_assert_cmpuint (ishi_room_client_get_table (c->anna, 1)->moves->len, ==, 1);
  ishi_room_client_send (c->ken, "C3");
  c->moves = 2;
  ishi_test_wait_until (teacher_sees_moves, c, "C3 after the pause", 20);
}

static void
test_class (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-class-XXXXXX", NULL);
  IshiRoomConfig config = { .name = "5-2", .game = "go", .code = "4711", .records_dir = dir,
                            .teacher_code = "20261125" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  GtkWidget *teacher, *pupil;
  Class c = { 0 };
  guint16 port;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);

  teacher = ishi_class_window_new (NULL, "127.0.0.1", port, "sensei", NULL, "20261125");
  c.class_window = ISHI_CLASS_WINDOW (teacher);
  gtk_window_present (GTK_WINDOW (teacher));
  ishi_test_wait_until (teacher_in, &c, "the teacher's code taken", 20);
  /* The class's name in the title; no game said to be on before one is
   * (issue 65, 11). */
  flush_events ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (teacher)), ==, "5-2 — The Class");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (teacher, "subtitle"))), ==,
                   "The class is in: no game has begun yet.");
  check_address (&c, room, teacher, port);

  /* Two pupils at table 1, a third in her window at table 2. */
  c.anna = ishi_room_client_new ("anna", "4711");
  c.ken = ishi_room_client_new ("ken", "4711");
  ishi_room_client_connect (c.anna, "127.0.0.1", port, 5);
  ishi_room_client_connect (c.ken, "127.0.0.1", port, 5);
  ishi_test_wait_until (online, c.anna, "anna", 20);
  ishi_test_wait_until (online, c.ken, "ken", 20);
  pupil = ishi_room_window_new (NULL, NULL, FALSE);
  c.pupil_window = ISHI_ROOM_WINDOW (pupil);
  gtk_window_present (GTK_WINDOW (pupil));
  ishi_room_window_join (c.pupil_window, "127.0.0.1", port, "yui", "4711");
  ishi_test_wait_until (online, ishi_room_window_get_client (c.pupil_window), "yui", 20);
  /* anna sits first (Black): her seat is seen before ken asks his, or
   * the host may read ken's line first. */
  ishi_room_client_send (c.anna, "/join 1");
  ishi_test_wait_until (anna_black, &c, "anna at table 1 as Black", 20);
  ishi_room_client_send (c.ken, "/join 1");
  ishi_test_wait_until (table_1_full, &c, "ken at table 1", 20);
  /* yui, not seated, is shown no table by number: the room tells a
   * pupil of no table but hers, so "table 1" was someone else's, shown
   * empty ("Nobody sits at this table yet"), and Sit Down got "Table 1
   * has no free seat." (issue 55, 1).  She waits for hers; Sit Down takes
   * a free table. */
  ishi_test_wait_until (yui_waits, &c, "yui told she is in a class", 20);
  {
    IshiRoomTableView *view = ISHI_ROOM_TABLE_VIEW (ishi_room_window_get_table_view (c.pupil_window));
    while (g_main_context_iteration (NULL, FALSE))
      ;
    g_assert_cmpstr (ishi_room_table_view_get_status (view), ==,
                     "Your teacher gives you your table: wait here, or Sit Down at a free one.");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "room.sit", NULL));
    ishi_test_wait_until (yui_seated, &c, "yui seated at a free table", 20);
    g_assert_cmpint (ishi_room_table_view_get_table (view), ==, 2);
    g_assert_cmpstr (ishi_room_table_view_get_status (view), ==, "Waiting for an opponent to sit down.");
  }
  ishi_test_wait_until (two_boards, &c, "two boards in the grid", 20);
  ishi_room_client_send (c.anna, "/start");
  ishi_test_wait_until (started, &c, "the game at table 1", 20);
  c.text = "The class is playing.";
  ishi_test_wait_until (subtitle_says, &c, "the class said to be playing", 20);
  c.text = NULL;

  /* anna is Black (seated first): her move reaches the teacher's grid. */
  ishi_room_client_send (c.anna, "E5");
  c.moves = 1;
  ishi_test_wait_until (teacher_sees_moves, &c, "E5 in the class view", 20);
  ishi_test_wait_until (anna_has_echo, &c, "E5 back to anna", 20);

  /* One board large, and back. */
  ishi_class_window_show_table (c.class_window, 1);
  ishi_class_window_show_table (c.class_window, 0);

  pause_and_resume (&c, room);

  lessons_together (&c);
  progress_and_papers (&c, dir, teacher, room);

  ishi_room_client_disconnect (c.anna);
  ishi_room_client_disconnect (c.ken);
  g_object_unref (c.anna);
  g_object_unref (c.ken);
  g_free (c.refused);
  gtk_window_destroy (GTK_WINDOW (pupil));
  gtk_window_destroy (GTK_WINDOW (teacher));
  ishi_room_server_stop (server);
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  /* The lessons the pupil's computer has: the shipped ones, in the user's
   * lesson folder of a home of the test's own. */
  g_autofree char *home = g_dir_make_tmp ("ishi-class-home-XXXXXX", NULL);
  g_autofree char *lessons = g_build_filename (home, "ishi", "lessons", NULL);
  g_autofree char *source = ishi_test_src_path ("../data/lessons/pure-go-intro.xml");
  g_autofree char *target = g_build_filename (lessons, "pure-go-intro.xml", NULL);
  g_autofree char *text = NULL;
  gsize length;
  int status;

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_mkdir_with_parents (lessons, 0700);
  if (g_file_get_contents (source, &text, &length, NULL))
    g_file_set_contents (target, text, length, NULL);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window-class/pause", test_class);
  status = g_test_run ();
  ishi_test_remove_tree (home);
  return status;
}
