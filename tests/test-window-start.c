/* test-window-start.c — the first screen of a first start (issue 66 item
 * 8): three ways into a game, play Ishi, play a friend or start a
 * lesson, in front of the board; gone once one is taken, and never over
 * the question that restores a game.  With ISHI_START_SCREENSHOTS set to
 * a folder, the page as a PNG at 1280×800 to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ishi-go-engine.h"
#include "ishi-go-levels.h"
#include "ishi-new-game-dialog.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static GSettings *
settings (void)
{
  return g_settings_new (APP_ID);
}

/* Frames until the window is laid out (the board may be out of sight). */
static void
settle (IshiWindow *window)
{
  for (int i = 0; i < 200 && (i < 30 || gtk_widget_should_layout (GTK_WIDGET (window))); i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* A window as the application opens it without a file. */
static IshiWindow *
first_window (gboolean *shown)
{
  IshiWindow *window;

  remove_autosaves ();
  window = ishi_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ishi_window_start (window);
  *shown = ishi_window_show_start_page (window);
  settle (window);
  return window;
}

static const char *
page_name (IshiWindow *window)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (widget_by_id (window, "stack")));
}

static GtkWidget *
way (IshiWindow *window, const char *name)
{
  GtkWidget *button = find_named (GTK_WIDGET (window), name);

  if (button == NULL)
    g_error ("no button “%s” on the start page", name);
  return button;
}

static void
press (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
}

/* The first start shows the three ways, not the board; the header's
 * game buttons are away with the board.  Start a Lesson goes to the
 * lessons, and the next window opens on them. */
static void
test_first_start (void)
{
  g_autoptr(GSettings) s = settings ();
  gboolean shown;
  IshiWindow *window;

  g_settings_set_boolean (s, "show-start-page", TRUE);
  window = first_window (&shown);
  g_assert_true (shown);
  g_assert_cmpstr (page_name (window), ==, "start");
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (board_of (window))));
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "pass_button")));
  g_assert_true (gtk_widget_get_mapped (way (window, "start-play-ishi")));
  g_assert_true (gtk_widget_get_mapped (way (window, "start-play-friend")));
  g_assert_true (gtk_widget_get_mapped (way (window, "start-lesson")));
  g_assert_true (gtk_widget_get_mapped (way (window, "start-open")));
  /* The first way has the keys: Enter plays the computer. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == way (window, "start-play-ishi"));
  if (g_getenv ("ISHI_START_SCREENSHOTS"))
    save_widget_png (GTK_WIDGET (window), g_getenv ("ISHI_START_SCREENSHOTS"), "start-page.png");

  press (way (window, "start-lesson"));
  g_assert_cmpstr (page_name (window), ==, "lessons");
  g_assert_false (g_settings_get_boolean (s, "show-start-page"));
  destroy_window (window);

  /* The next window opens where this one was left: on the lessons
   * (it opened on an empty board, issue 77), and no start page. */
  window = first_window (&shown);
  g_assert_false (shown);
  g_assert_cmpstr (page_name (window), ==, "lessons");
  destroy_window (window);
  g_settings_reset (s, "lesson-open");
}

/* Play Ishi opens New Game with Ishi's engine as White; Cancel comes back
 * to the page, and New Game's players are as they were (issue 66: the
 * buttons wrote them before New Game opened, Cancel or not).  Play a
 * Friend opens it with two people; Start goes to the board, remembers
 * them, and the page is not shown again. */
static void
test_ways_to_a_game (void)
{
  g_autoptr(GSettings) s = settings ();
  gboolean shown;
  IshiWindow *window;
  GtkWindow *dialog;
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;

  g_settings_set_boolean (s, "show-start-page", TRUE);
  g_settings_set_string (s, "game", "go");
  /* The players of the last New Game: Ishi as Black. */
  g_settings_set_string (s, "black-player", "ishi");
  g_settings_set_string (s, "white-player", "person");
  window = first_window (&shown);
  g_assert_true (shown);

  press (way (window, "start-play-ishi"));
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  g_assert_true (ISHI_IS_NEW_GAME_DIALOG (dialog));
  /* The dialog has Ishi's engine for White, a person for Black. */
  g_assert_nonnull (ishi_new_game_dialog_get_engine (ISHI_NEW_GAME_DIALOG (dialog), ISHI_WHITE));
  g_assert_cmpint (ishi_new_game_dialog_get_engine (ISHI_NEW_GAME_DIALOG (dialog), ISHI_WHITE)->kind, ==,
                   ISHI_ENGINE_KIND_ISHI_GO);
  g_assert_null (ishi_new_game_dialog_get_engine (ISHI_NEW_GAME_DIALOG (dialog), ISHI_BLACK));
  gtk_window_destroy (dialog);
  flush_events ();
  g_assert_cmpstr (page_name (window), ==, "start");
  g_assert_true (g_settings_get_boolean (s, "show-start-page"));
  black = g_settings_get_string (s, "black-player");
  white = g_settings_get_string (s, "white-player");
  g_assert_cmpstr (black, ==, "ishi");
  g_assert_cmpstr (white, ==, "person");

  press (way (window, "start-play-friend"));
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  g_assert_null (ishi_new_game_dialog_get_engine (ISHI_NEW_GAME_DIALOG (dialog), ISHI_BLACK));
  g_assert_null (ishi_new_game_dialog_get_engine (ISHI_NEW_GAME_DIALOG (dialog), ISHI_WHITE));
  g_clear_pointer (&black, g_free);
  black = g_settings_get_string (s, "black-player");
  g_assert_cmpstr (black, ==, "ishi");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  settle (window);
  g_clear_pointer (&black, g_free);
  black = g_settings_get_string (s, "black-player");
  g_assert_cmpstr (black, ==, "person");
  g_assert_cmpstr (page_name (window), ==, "play");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board_of (window))));
  g_assert_false (g_settings_get_boolean (s, "show-start-page"));
  destroy_window (window);
}

/* A game to restore is where the person was: its question, on the board,
 * and no start page over it. */
static void
test_not_over_restore (void)
{
  g_autoptr(GSettings) s = settings ();
  gboolean shown;
  IshiWindow *window;

  g_settings_set_boolean (s, "show-start-page", FALSE);
  window = first_window (&shown);
  click (window, 3, 3);
  ishi_session_autosave_now (ishi_window_get_session (window));
  /* Taken apart as after a crash: the autosave stays. */
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();

  g_settings_set_boolean (s, "show-start-page", TRUE);
  window = ishi_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  ishi_window_start (window);
  shown = ishi_window_show_start_page (window);
  flush_events ();
  g_assert_false (shown);
  g_assert_cmpstr (page_name (window), ==, "play");
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (widget_by_id (window, "info_bar"))));
  destroy_window (window);
}

static const char *
text_of (GtkWidget *root, const char *name)
{
  GtkWidget *widget = find_named (root, name);

  g_assert_nonnull (widget);
  if (GTK_IS_DROP_DOWN (widget))
    {
      GObject *item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (widget));

      g_assert_true (GTK_IS_STRING_OBJECT (item));
      return gtk_string_object_get_string (GTK_STRING_OBJECT (item));
    }
  return GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget))
                               : gtk_editable_get_text (GTK_EDITABLE (widget));
}

/* The note under Ishi's Go engine says what the level played is on the
 * board chosen: its strength against GNU Go and its time a move, from the
 * engine's table for that size. */
static void
assert_level_note (GtkWidget *note, int level)
{
  g_autofree char *line = NULL;
  const char *text = gtk_label_get_text (GTK_LABEL (note));
  int board = 0;

  g_assert_true (gtk_widget_get_visible (note));
  g_assert_nonnull (strstr (text, "Level "));
  g_assert_cmpint (sscanf (strstr (text, "Level "), "Level %*d on %d", &board), ==, 1);
  line = g_strdup_printf ("Level %d on %d×%d: ", level, board, board);
  g_assert_nonnull (strstr (text, line));
  g_assert_nonnull (strstr (text, " a move."));
  g_assert_nonnull (strstr (text, board == 9 && level == 5 ? "about as strong as GNU Go’s level 5"
                                                            : "GNU Go’s "));
  /* A level the matches ranked on this board's size (the engine's table)
   * says its rank there; one not ranked there says so, with its 9×9 rank. */
  if (ishi_go_engine_level_rank (level, board) == ISHI_GO_RANK_UNMEASURED)
    g_assert_nonnull (strstr (text, "Its strength was measured on 9×9, where it is "));
  else
    g_assert_null (strstr (text, "measured on 9×9"));
}

/* Issue 66 item 6: New Game names the level Ishi plays the person at —
 * the level kept for her name, 4 — where it named Preferences' level 5
 * and the game then started at 4.  Another name, never seen, gets
 * Preferences' level; the record has the level played. */
static void
test_new_game_names_level (void)
{
  g_autoptr(GSettings) s = settings ();
  g_autoptr(IshiGoLevels) levels = ishi_go_levels_new (NULL, NULL);
  g_autofree char *pw = NULL;
  gboolean shown;
  IshiWindow *window;
  GtkWindow *dialog;
  GtkWidget *note;

  ishi_go_levels_set (levels, "Aki", 4);
  g_assert_true (ishi_go_levels_save (levels, NULL));
  g_settings_set_boolean (s, "show-start-page", TRUE);
  g_settings_set_string (s, "game", "go");
  g_settings_set_int (s, "ishi-level", 5);
  g_settings_set_string (s, "black-name", "Aki");
  window = first_window (&shown);
  g_assert_true (shown);
  press (way (window, "start-play-ishi"));
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  note = find_named (GTK_WIDGET (dialog), "white-level-note");
  g_assert_nonnull (note);
  g_assert_cmpstr (text_of (GTK_WIDGET (dialog), "black-name"), ==, "Aki");
  g_assert_cmpstr (text_of (GTK_WIDGET (dialog), "white-name"), ==, "Ishi (level 4)");
  /* The drop-down names the same level (it kept Preferences' 5). */
  g_assert_cmpstr (text_of (GTK_WIDGET (dialog), "white-player"), ==, "Ishi (level 4)");
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (note)), "Aki at level 4 (5 in Preferences)"));
  assert_level_note (note, 4);

  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "black-name")), "Ben");
  flush_events ();
  g_assert_cmpstr (text_of (GTK_WIDGET (dialog), "white-name"), ==, "Ishi (level 5)");
  g_assert_cmpstr (text_of (GTK_WIDGET (dialog), "white-player"), ==, "Ishi (level 5)");
  /* At Preferences' level the note says only the level's strength and time
   * on the board chosen. */
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (note)), "in Preferences"));
  assert_level_note (note, 5);

  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "black-name")), "Aki");
  flush_events ();
  g_assert_cmpstr (text_of (GTK_WIDGET (dialog), "white-name"), ==, "Ishi (level 4)");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  settle (window);
  pw = ishi_game_get_info (game_of (window), "PW");
  g_assert_cmpstr (pw, ==, "Ishi (level 4)");
  destroy_window (window);

  /* A teacher's lock: Preferences' level for everyone. */
  g_settings_set_boolean (s, "lock-engine-level", TRUE);
  g_settings_set_boolean (s, "show-start-page", TRUE);
  g_settings_set_int (s, "board-size", 19);
  window = first_window (&shown);
  press (way (window, "start-play-ishi"));
  dialog = find_dialog_for (window);
  g_assert_cmpstr (text_of (GTK_WIDGET (dialog), "white-name"), ==, "Ishi (level 5)");
  note = find_named (GTK_WIDGET (dialog), "white-level-note");
  assert_level_note (note, 5);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (note)), "Level 5 on 19×19: "));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (dialog), "white-level-note"))),
                         "in Preferences"));
  gtk_window_destroy (dialog);
  destroy_window (window);

  /* Level 9 has no rank measured on 19×19: the note gives its 9×9 rank
   * and says it was measured there. */
  g_assert_cmpint (ishi_go_engine_level_rank (9, 19), ==, ISHI_GO_RANK_UNMEASURED);
  g_settings_set_int (s, "ishi-level", 9);
  g_settings_set_boolean (s, "show-start-page", TRUE);
  window = first_window (&shown);
  press (way (window, "start-play-ishi"));
  dialog = find_dialog_for (window);
  note = find_named (GTK_WIDGET (dialog), "white-level-note");
  assert_level_note (note, 9);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (note)),
                            "Its strength was measured on 9×9, where it is stronger than GNU Go’s level 10."));
  gtk_window_destroy (dialog);
  g_settings_set_boolean (s, "lock-engine-level", FALSE);
  destroy_window (window);
}

/* A child's first page reads at her grade, as the lessons do (issue 77,
 * 9: nothing outside the lessons had readings): with the reader's grade
 * set (a first-year), every kanji above it has its reading, in Japanese;
 * set back to none, the page is as written. */
static void
test_child_reads (void)
{
  g_autoptr(GSettings) s = settings ();
  g_autoptr(GString) bare = g_string_new (NULL);
  guint read = 0;
  gboolean shown;
  IshiWindow *window;
  GtkWidget *page;

  if (g_getenv ("ISHI_LOCALEDIR") == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  textdomain (GETTEXT_PACKAGE);   /* gettext looks at LANGUAGE again */
  g_settings_set_boolean (s, "show-start-page", TRUE);
  g_settings_set_int (s, "reading-grade", 1);
  window = first_window (&shown);
  g_assert_true (shown);
  page = gtk_stack_get_visible_child (GTK_STACK (widget_by_id (window, "stack")));
  gather_words (page, 1, bare, &read);
  g_assert_cmpstr (bare->str, ==, "");
  g_assert_cmpuint (read, >=, 6);
  if (g_getenv ("ISHI_START_SCREENSHOTS"))
    save_widget_png (GTK_WIDGET (window), g_getenv ("ISHI_START_SCREENSHOTS"), "start-page-grade-1.png");
  /* No reader set: as written, no reading. */
  g_settings_set_int (s, "reading-grade", 0);
  read = 0;
  gather_words (page, 6, bare, &read);
  g_assert_cmpuint (read, ==, 0);
  destroy_window (window);
  g_settings_reset (s, "show-start-page");
  g_settings_reset (s, "reading-grade");
  g_unsetenv ("LANGUAGE");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv, "ISHI_START_SCREENSHOTS");
  g_test_add_func ("/window-start/first-start", test_first_start);
  g_test_add_func ("/window-start/ways-to-a-game", test_ways_to_a_game);
  g_test_add_func ("/window-start/not-over-restore", test_not_over_restore);
  g_test_add_func ("/window-start/new-game-names-level", test_new_game_names_level);
  g_test_add_func ("/window-start/child-reads", test_child_reads);
  return g_test_run ();
}
