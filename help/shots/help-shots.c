/* help-shots.c — the manual's screenshots, taken from Ishi's own windows.
 *
 * The program builds the windows `ishi` shows, from the same libraries, and
 * drives them as a person would (clicks on the board, the window's
 * actions, a room and a class on loopback with other players in them),
 * then draws each one into a PNG file as it is on the screen.  Run by
 * help/make-screenshots.sh under Xvfb, once in English and once in
 * Japanese (LANGUAGE=ja), so that the pictures follow the program:
 *
 *   ISHI_HELP_SHOTS=OUT-DIR ISHI_HELP_SOURCES=help/figures-src help-shots
 *
 * The pictures are those the pages of help/C name in figures/: window,
 * new-game, count, hints, review, problems, lessons, preferences, room,
 * class.  Nothing here is a test: it asserts only what it needs to go on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "window-helpers.h"
#include "class-helpers.h"

#include "ishi-analysis-panel.h"
#include "ishi-class-window.h"
#include "ishi-lesson-view.h"
#include "ishi-new-game-dialog.h"
#include "ishi-preferences-window.h"
#include "ishi-problem-view.h"
#include "ishi-room-table-view.h"
#include "ishi-room-window.h"
#include "ishi-show-territory.h"

static const char *out_dir;
static const char *sources;

static void
shot (GtkWidget *widget, const char *name)
{
  save_widget_png (widget, out_dir, name);
  g_print ("%s/%s\n", out_dir, name);
}

/* Closed without a trace: no game left to restore in the next window. */
static void
close_window (IshiWindow *window)
{
  ishi_session_forget (ishi_window_get_session (window));
  destroy_window (window);
}

static void
settle (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (g_get_monotonic_time () < end)
    {
      flush_events ();
      g_usleep (10000);
    }
}

/* The record of the manual's pictures: help/figures-src/NAME, or
 * NAME-ja.sgf's Japanese twin when the session is Japanese. */
static char *
source (const char *name)
{
  const char *language = g_getenv ("LANGUAGE");

  if (language != NULL && g_str_has_prefix (language, "ja") && g_str_has_suffix (name, "-C.sgf"))
    {
      g_autofree char *stem = g_strndup (name, strlen (name) - strlen ("-C.sgf"));
      g_autofree char *ja = g_strconcat (stem, "-ja.sgf", NULL);

      return g_build_filename (sources, ja, NULL);
    }
  return g_build_filename (sources, name, NULL);
}

/* A new main window of `width` × `height` for `game` under `ruleset`. */
static IshiWindow *
window_for (const char *game, const char *ruleset, int size, int width, int height)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;

  g_settings_set_string (settings, "game", game);
  g_settings_set_string (settings, g_str_equal (game, "renju") ? "renju-ruleset" : "ruleset", ruleset);
  g_settings_set_int (settings, "board-size", size);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  window = new_window ();
  wait_for_layout (window);
  return window;
}

/* Moves as SGF writes them ("dd"), clicked on the board. */
static void
play (IshiWindow *window, const char *const *moves)
{
  for (guint i = 0; moves[i] != NULL; i++)
    click (window, moves[i][0] - 'a', moves[i][1] - 'a');
}

/* The record `name` of figures-src opened in a new window, under the file
 * name `shown` (the header bar shows it). */
static IshiWindow *
open_in (const char *name, const char *shown, int width, int height)
{
  g_autofree char *path = source (name);
  g_autofree char *text = NULL;
  g_autofree char *copy = NULL;
  IshiWindow *window = window_for ("go", "japanese", 9, width, height);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  copy = temp_copy (text, shown);
  open_file (window, copy);
  g_unlink (copy);
  wait_for_layout (window);
  return window;
}

/* ------------------------------------------------------------------------ */

/* index.page: a game of Pure Go on 7×7 under way — the window as narrow
 * as it goes (its header bar's width, about 740 pixels), which the page
 * shows at its own size: at 820 pixels shown at 420 its Japanese was too
 * small to read (issue 66). */
static void
shot_window (void)
{
  static const char *const moves[] = { "dd", "ec", "de", "ed", "cc", "fe", "ee", "ef", "df", "eb",
                                       "db", "fg", "eg", NULL };
  IshiWindow *window = window_for ("go", "pure", 7, 600, 470);

  play (window, moves);
  shot (GTK_WIDGET (window), "window.png");
  close_window (window);
}

/* new-game.page: the New Game dialog, as it opens over the window. */
static void
shot_new_game (void)
{
  IshiWindow *window = window_for ("go", "japanese", 9, 820, 600);
  GtkWindow *dialog;

  action (window, "win.new-game");
  dialog = toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  shot (GTK_WIDGET (dialog), "new-game.png");
  gtk_window_destroy (dialog);
  close_window (window);
}

/* count.page: a 9×9 game after two passes, Ishi's suggestion marked. */
static void
shot_count (void)
{
  IshiWindow *window = open_in ("count-9x9.sgf", "club-game.sgf", 900, 580);

  action (window, "last");
  settle (1.0);
  shot (GTK_WIDGET (window), "count.png");
  close_window (window);
}

static gboolean
has_candidates (gpointer data)
{
  IshiAnalysisPanel *panel = data;
  GArray *candidates = ishi_analysis_panel_get_candidates (panel);

  flush_events ();
  return candidates != NULL && candidates->len > 0;
}

static gboolean
has_map (gpointer data)
{
  flush_events ();
  return ishi_show_territory_get_map (data) != NULL;
}

/* hints.page: Show Territory and Show a Good Move by Ishi's engine. */
static void
shot_hints (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  IshiAnalysisPanel *panel;

  g_settings_set_string (settings, "analysis-engine", "ishi");
  window = open_in ("review-C.sgf", "club-game.sgf", 820, 600);
  panel = ISHI_ANALYSIS_PANEL (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_ANALYSIS_PANEL));
  ishi_match_go_to_move (match_of (window), 10, NULL);
  action (window, "review");   /* the panel the record opened with, closed */
  action (window, "show-territory");
  ishi_test_wait_until (has_map, ishi_analysis_panel_get_territory (panel), "the territory", 120);
  action (window, "show-good-move");
  ishi_test_wait_until (has_candidates, panel, "the good moves", 120);
  shot (GTK_WIDGET (window), "hints.png");
  close_window (window);
}

/* review.page: a record with comments and a variation, the panel open. */
static void
shot_review (void)
{
  IshiWindow *window = open_in ("review-C.sgf", "club-game.sgf", 980, 760);

  ishi_match_go_to_move (match_of (window), 6, NULL);
  settle (0.5);
  shot (GTK_WIDGET (window), "review.png");
  close_window (window);
}

/* problems.page: the first of Ishi's own problems. */
static void
shot_problems (void)
{
  IshiWindow *window = window_for ("go", "japanese", 9, 820, 600);
  IshiProblemView *view;

  action (window, "win.show-problems");
  view = ISHI_PROBLEM_VIEW (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_PROBLEM_VIEW));
  g_assert_true (ishi_problem_view_open_set_at (view, 0));
  settle (0.5);
  shot (GTK_WIDGET (window), "problems.png");
  close_window (window);
}

/* The stack under `root` that has a page called `name`. */
static GtkStack *
stack_with (GtkWidget *root, const char *name)
{
  if (GTK_IS_STACK (root) && gtk_stack_get_child_by_name (GTK_STACK (root), name) != NULL)
    return GTK_STACK (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = stack_with (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* lessons.page: a step of the first Pure Go lesson. */
static void
shot_lessons (void)
{
  IshiWindow *window = window_for ("go", "pure", 7, 820, 600);
  IshiLessonView *view;

  gtk_stack_set_visible_child_name (stack_with (GTK_WIDGET (window), "lessons"), "lessons");
  flush_events ();
  view = ISHI_LESSON_VIEW (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_LESSON_VIEW));
  g_assert_true (ishi_lesson_view_open_lesson (view, "pure-go-intro"));
  g_assert_true (ishi_lesson_view_go_to_step (view, 2));
  settle (0.5);
  shot (GTK_WIDGET (window), "lessons.png");
  close_window (window);
}

/* preferences.page: its Engines page. */
static void
shot_preferences (void)
{
  IshiWindow *window = window_for ("go", "japanese", 9, 820, 600);
  GtkWindow *preferences;

  action (window, "win.preferences");
  preferences = toplevel_of_type (ISHI_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  shot (GTK_WIDGET (preferences), "preferences.png");
  gtk_window_destroy (preferences);
  close_window (window);
}

/* ------------------------------------------------------------------------ */
/* The network                                                               */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiRoomWindow *window;
  IshiRoomClient *other;
  guint n;
} Room;

static const IshiRoomClientTable *
table1 (IshiRoomClient *client)
{
  return ishi_room_client_get_table (client, 1);
}

static gboolean
both_in (gpointer data)
{
  Room *r = data;

  flush_events ();
  return online (ishi_room_window_get_client (r->window)) && online (r->other);
}

static gboolean
both_seated (gpointer data)
{
  Room *r = data;
  const IshiRoomClientTable *t = table1 (ishi_room_window_get_client (r->window));

  flush_events ();
  return t != NULL && t->seats[ISHI_BLACK] != NULL && t->seats[ISHI_WHITE] != NULL;
}

static gboolean
started (gpointer data)
{
  Room *r = data;
  IshiRoomClient *me = ishi_room_window_get_client (r->window);
  const IshiRoomClientTable *t = table1 (me);

  flush_events ();
  return t != NULL && t->started && ishi_room_client_get_match (me, 1) != NULL;
}

static gboolean
moves_in (gpointer data)
{
  Room *r = data;
  const IshiRoomClientTable *t = table1 (ishi_room_window_get_client (r->window));

  flush_events ();
  return t != NULL && t->moves != NULL && t->moves->len >= r->n;
}

/* room.page: Join a Room, at a table with a game under way against
 * another program in the room. */
static void
shot_room (const char *me_name, const char *them)
{
  static const char *const moves[] = { "E5", "C3", "G7", "C7", "G3", "D5", "F4", "C5" };
  g_autofree char *dir = g_dir_make_tmp ("ishi-help-room-XXXXXX", NULL);
  IshiRoomConfig config = { .name = "Club", .game = "go", .code = "4321", .records_dir = dir };
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr(IshiRoomServer) server = NULL;
  g_autoptr(IshiRoomClient) other = NULL;
  GtkWidget *window = ishi_room_window_new (NULL, NULL, FALSE);
  Room r = { .window = ISHI_ROOM_WINDOW (window) };
  guint16 port;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  gtk_window_set_default_size (GTK_WINDOW (window), 980, 640);
  gtk_window_present (GTK_WINDOW (window));
  ishi_room_window_join (r.window, "127.0.0.1", port, me_name, "4321");
  other = r.other = ishi_room_client_new (them, "4321");
  ishi_room_client_connect (other, "127.0.0.1", port, 5);
  ishi_test_wait_until (both_in, &r, "both in the room", 30);
  gtk_widget_activate_action (ishi_room_window_get_table_view (r.window), "room.sit", NULL);
  ishi_room_client_send (other, "/join 1");
  ishi_test_wait_until (both_seated, &r, "both seated", 30);
  gtk_widget_activate_action (ishi_room_window_get_table_view (r.window), "room.start", NULL);
  ishi_test_wait_until (started, &r, "the game", 30);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      IshiRoomClient *me = ishi_room_window_get_client (r.window);
      gboolean black = g_strcmp0 (table1 (me)->seats[ISHI_BLACK], me_name) == 0;

      /* whoever sat down first holds Black */
      ishi_room_client_send ((i % 2 == 0) == black ? me : other, moves[i]);
      r.n = i + 1;
      ishi_test_wait_until (moves_in, &r, "the move", 30);
    }
  ishi_room_client_send (other, "say good luck!");
  settle (1.0);
  shot (window, "room.png");
  gtk_window_destroy (GTK_WINDOW (window));
  ishi_room_flush (room, 10000);
  ishi_room_server_stop (server);
  ishi_test_remove_tree (dir);
}

typedef struct {
  IshiClassWindow *view;
  guint n;
} Boards;

static gboolean
teacher_online (gpointer data)
{
  flush_events ();
  return online (ishi_class_window_get_client (data));
}

static gboolean
boards_shown (gpointer data)
{
  Boards *b = data;

  flush_events ();
  return ishi_class_window_get_n_boards (b->view) >= b->n;
}

static gboolean
moves_at_every_table (gpointer data)
{
  Boards *b = data;
  IshiRoomClient *teacher = ishi_class_window_get_client (b->view);

  flush_events ();
  for (guint t = 1; t <= b->n; t++)
    {
      const IshiRoomClientTable *table = ishi_room_client_get_table (teacher, t);

      if (table == NULL || table->moves->len < 6)
        return FALSE;
    }
  return TRUE;
}

/* class.page: the class view of four tables, six moves at each, and a
 * pupil waiting to be paired. */
static void
shot_class (void)
{
  static const char *const names[] = { "ゆい", "はると", "さくら", "そうた", "ひな", "れん", "めい", "ゆうと", "あおい" };
  /* a different opening at each table */
  static const char *const moves[][6] = {
    { "E5", "C3", "G7", "C7", "G3", "D5" },
    { "C3", "G7", "G3", "C7", "E5", "E7" },
    { "E5", "E3", "C5", "G5", "D3", "F7" },
    { "G7", "C3", "C7", "G3", "E3", "E7" },
  };
  Class c = { 0 };
  GPtrArray *pupils = g_ptr_array_new ();
  Boards b = { .n = 4 };
  GtkWidget *view;

  class_open (&c);
  view = ishi_class_window_new (NULL, "127.0.0.1", c.port, "sensei", NULL, "20261125");
  b.view = ISHI_CLASS_WINDOW (view);
  gtk_window_set_default_size (GTK_WINDOW (view), 1100, 500);
  gtk_window_present (GTK_WINDOW (view));
  ishi_test_wait_until (teacher_online, view, "the teacher", 30);
  for (guint i = 0; i < 2 * b.n; i++)
    g_ptr_array_add (pupils, pupil (&c, names[i]));
  ishi_room_client_send (ishi_class_window_get_client (b.view), "/classgame online 9 0");
  for (guint i = 0; i < 2 * b.n; i += 2)
    {
      g_autofree char *line = g_strdup_printf ("/pair %s %s", names[i], names[i + 1]);

      ishi_room_client_send (ishi_class_window_get_client (b.view), line);
    }
  ishi_test_wait_until (boards_shown, &b, "the boards", 60);
  for (guint m = 0; m < G_N_ELEMENTS (moves[0]); m++)
    for (guint i = m % 2; i < 2 * b.n; i += 2)
      ishi_room_client_send (pupils->pdata[i], moves[i / 2][m]);
  ishi_test_wait_until (moves_at_every_table, &b, "six moves at every table", 60);
  g_ptr_array_add (pupils, pupil (&c, names[2 * b.n]));
  settle (1.5);
  shot (view, "class.png");
  gtk_window_destroy (GTK_WINDOW (view));
  for (guint i = 0; i < pupils->len; i++)
    pupil_gone (pupils->pdata[i]);
  g_ptr_array_unref (pupils);
  flush_events ();
  class_close (&c);
}

int
main (int argc, char **argv)
{
  const char *language;
  gboolean japanese;

  out_dir = g_getenv ("ISHI_HELP_SHOTS");
  sources = g_getenv ("ISHI_HELP_SOURCES");
  if (out_dir == NULL || sources == NULL)
    {
      g_printerr ("Usage: ISHI_HELP_SHOTS=OUT-DIR ISHI_HELP_SOURCES=help/figures-src %s\n"
                  "(help/make-screenshots.sh runs it under Xvfb in each language)\n", argv[0]);
      return 2;
    }
  window_test_init (&argc, &argv, "ISHI_HELP_SHOTS");
  g_mkdir_with_parents (out_dir, 0755);
  language = g_getenv ("LANGUAGE");
  japanese = language != NULL && g_str_has_prefix (language, "ja");

  shot_window ();
  shot_new_game ();
  shot_count ();
  shot_review ();
  shot_hints ();
  shot_problems ();
  shot_lessons ();
  shot_preferences ();
  shot_room (japanese ? "はな" : "hana", japanese ? "けんた" : "kenta");
  shot_class ();
  return 0;
}
