/* test-window-flow.c — a game as a club plays it, in the window (issue 13):
 * the count with Undo, Continue play and Finish; Pure Go's stone count; the
 * clocks on the screen and pausing them.  Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ishi-clock-view.h"
#include "ishi-new-game-dialog.h"
#include "ishi-set-bar.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static void
new_match (IshiWindow *window, IshiMatch *match)
{
  ishi_session_set_match (ishi_window_get_session (window), match);
  flush_events ();
}

static IshiColor
to_move (IshiWindow *window)
{
  IshiGame *game = game_of (window);

  return ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
}

/* A 9×9 Japanese game: Black's wall on D (x = 3), White's on F (x = 5).
 * Counted by hand from the Japanese rules (territory and prisoners): Black
 * has columns A–C, 27 points; White G–J, 27 points; column E is dame.
 * Komi 6.5: White wins by 6.5. */
static void
test_japanese_count (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, 6.5);
  IshiCounting *counting;
  g_autofree char *dir = g_dir_make_tmp ("ishi-flow-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "club.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  g_autoptr(GError) error = NULL;
  double before;

  new_match (window, match);
  for (int y = 0; y < 9; y++)
    {
      click (window, 3, y);
      click (window, 5, y);
    }
  action (window, "pass");             /* Black passes first */
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  counting = ishi_match_get_counting (match);
  before = ishi_counting_get_score (counting)->margin;
  g_assert_cmpfloat (before, ==, -6.5);
  assert_status_has (window, "White wins by 6.5");

  /* Mark White's wall dead, then Undo: the mark goes, the count is back. */
  click (window, 5, 4);
  g_assert_true (ishi_counting_get_dead (counting)[4 * 9 + 5]);
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, !=, before);
  g_assert_true (enabled (window, "undo"));
  action (window, "undo");
  g_assert_false (ishi_counting_get_dead (counting)[4 * 9 + 5]);
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, ==, before);
  assert_status_has (window, "White wins by 6.5");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);

  /* Continue play: the first passer, Black, is to move. */
  action (window, "continue");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_cmpint (to_move (window), ==, ISHI_BLACK);
  assert_status_has (window, "Black to play");

  /* White invades Black's side at B5; both pass: the stone is dead by
   * any count.  Black: 27 points (the dead stone's point among them) + 1
   * prisoner = 28; White 27 + 6.5 = 33.5: White by 5.5. */
  action (window, "pass");
  click (window, 1, 4);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  counting = ishi_match_get_counting (match);
  if (!ishi_counting_get_dead (counting)[4 * 9 + 1])
    click (window, 1, 4);
  g_assert_true (ishi_counting_get_dead (counting)[4 * 9 + 1]);
  action (window, "finish");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  assert_status_has (window, "White wins by 5.5");
  assert_status_has (window, "territory 27 + prisoners 1");

  g_assert_true (ishi_session_save (ishi_window_get_session (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "RE[W+5.5]"));
  g_assert_nonnull (strstr (saved, "RU[Japanese]"));

  g_unlink (path);
  g_rmdir (dir);
  destroy_window (window);
}

/* Pure Go ends with the stone count at once and no marking
 * (pure-go-intro.ja.txt, rule 5): Black 3 stones, White 2. */
static void
test_pure_go_count (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("pure"), 7, 0, NAN);

  new_match (window, match);
  click (window, 0, 0);
  click (window, 6, 6);
  click (window, 0, 2);
  click (window, 6, 4);
  click (window, 3, 3);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  assert_status_has (window, "Black 3 stones, White 2 stones: Black wins by 1 stone");
  g_assert_false (enabled (window, "finish"));
  /* A click marks nothing. */
  click (window, 6, 6);
  g_assert_false (ishi_counting_get_dead (ishi_match_get_counting (match))[6 * 7 + 6]);
  assert_status_has (window, "Black wins by 1 stone");
  destroy_window (window);
}

static gint64
fake_now (gpointer data)
{
  return *(gint64 *) data;
}

/* Both clocks on the screen, the side to move's running, byo-yomi with its
 * periods, and Pause stopping the time. */
static void
test_clocks (void)
{
  IshiWindow *window = new_window ();
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 60, .periods = 5,
                         .period_time = 30 };
  g_autoptr(IshiClock) clock = ishi_clock_new (&tc);
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  IshiClockView *view;
  gint64 now = (gint64) 5000 * G_USEC_PER_SEC;

  ishi_clock_set_time_source (clock, fake_now, &now, NULL);
  ishi_match_set_clock (match, clock);
  new_match (window, match);
  view = ISHI_CLOCK_VIEW (widget_by_id (window, "clock_view"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));

  now += (gint64) 70 * G_USEC_PER_SEC;          /* the main minute and 10 s of a period */
  ishi_clock_tick (clock);
  flush_events ();
  g_assert_true (ishi_clock_is_in_overtime (clock, ISHI_BLACK));
  g_assert_nonnull (strstr (ishi_clock_view_get_text (view, ISHI_BLACK), "0:20"));
  g_assert_nonnull (strstr (ishi_clock_view_get_text (view, ISHI_BLACK), "5 periods left"));
  g_assert_cmpstr (ishi_clock_view_get_text (view, ISHI_WHITE), ==, "1:00");

  click (window, 4, 4);                 /* in time: the period starts again */
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);

  /* Pause: the board says so and no time passes. */
  action (window, "pause");
  g_assert_true (ishi_match_get_paused (match));
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "paused_label")));
  now += (gint64) 600 * G_USEC_PER_SEC;
  ishi_clock_tick (clock);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, 60 * G_USEC_PER_SEC);
  action (window, "pause");
  g_assert_false (ishi_match_get_paused (match));
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "paused_label")));

  /* Issue 66 item 10: New Game open, the clock stands (it ran on behind
   * the dialog); cancelled, it runs again.  (The game counts as kept, so
   * that New Game comes without the question about its moves.) */
  ishi_session_start_unchanged (ishi_window_get_session (window));
  action (window, "win.new-game");
  g_assert_true (ISHI_IS_NEW_GAME_DIALOG (find_dialog_for (window)));
  g_assert_true (ishi_match_get_paused (match));
  /* The board is not dimmed under "Paused" for it: nobody paused. */
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "paused_label")));
  now += (gint64) 600 * G_USEC_PER_SEC;
  ishi_clock_tick (clock);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, 60 * G_USEC_PER_SEC);
  gtk_window_destroy (find_dialog_for (window));
  flush_events ();
  g_assert_false (ishi_match_get_paused (match));
  now += (gint64) 10 * G_USEC_PER_SEC;
  ishi_clock_tick (clock);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, 50 * G_USEC_PER_SEC);
  destroy_window (window);
}


static const char *
set_bar_text (IshiWindow *window)
{
  GtkWidget *bar = find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_SET_BAR);

  g_assert_true (gtk_widget_get_visible (bar));
  return gtk_label_get_text (GTK_LABEL (find_widget (bar, NULL, GTK_TYPE_LABEL)));
}

static void
press_set_button (IshiWindow *window, const char *label)
{
  GtkWidget *bar = find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_SET_BAR);
  GtkWidget *button = find_widget (bar, NULL, GTK_TYPE_BUTTON);

  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, label);
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
}

/* Free-opening Renju as a two-game set (renju-rules.ja.txt, 自由打ち:
 * 黒番・白番２局セット): chosen in New Game, game 1 won by Aki's five with
 * Black, game 2 with the colours exchanged, won by Aki with White when Ben
 * resigns: Aki wins the set 2–0. */
static void
test_renju_set (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.ishi.Ishi");
  IshiWindow *window;
  IshiNewGameDialog *dialog;
  GtkWindow *question;
  IshiMatch *first, *second;
  const int five[][2] = { { 7, 7 }, { 7, 8 }, { 8, 7 }, { 8, 8 }, { 9, 7 }, { 9, 8 },
                          { 10, 7 }, { 10, 8 }, { 11, 7 } };

  g_settings_set_string (settings, "game", "renju");
  g_settings_set_string (settings, "renju-ruleset", "renju-free");
  g_settings_set_boolean (settings, "renju-set", TRUE);
  g_settings_set_boolean (settings, "renju-nigiri", FALSE);
  g_settings_set_string (settings, "time-control", "");
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (find_widget (GTK_WIDGET (dialog), "set_check", G_TYPE_INVALID)));
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "black-name")), "Aki");
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "white-name")), "Ben");
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();

  first = match_of (window);
  g_assert_cmpstr (ishi_match_get_ruleset (first)->id, ==, "renju-free");
  g_assert_nonnull (strstr (set_bar_text (window), "game 1 of 2: Aki plays Black, Ben plays White"));
  for (guint i = 0; i < G_N_ELEMENTS (five); i++)
    click (window, five[i][0], five[i][1]);
  g_assert_cmpint (ishi_match_get_phase (first), ==, ISHI_PHASE_FINISHED);
  g_assert_nonnull (strstr (set_bar_text (window), "game 1 is over"));

  /* Game 1 is not saved: the window asks first; the players give it up. */
  press_set_button (window, "Play Game _2");
  question = toplevel_of_type (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_REJECT);
  flush_events ();
  second = match_of (window);
  g_assert_true (second != first);
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game_of (window)), "PB"), ==, "Ben");
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game_of (window)), "PW"), ==, "Aki");
  g_assert_nonnull (strstr (set_bar_text (window), "game 2 of 2: Ben plays Black, Aki plays White"));

  click (window, 7, 7);
  g_assert_true (ishi_match_resign (second, ISHI_BLACK));
  flush_events ();
  press_set_button (window, "_Finish the Set");
  g_assert_nonnull (strstr (set_bar_text (window), "Aki wins the set"));

  /* Another game leaves the set: the bar goes. */
  {
    g_autoptr(IshiMatch) other = ishi_match_new_game (ishi_ruleset_lookup ("pure"), 7, 0, NAN);

    new_match (window, other);
  }
  g_assert_false (gtk_widget_get_visible (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_SET_BAR)));
  destroy_window (window);
  g_settings_reset (settings, "game");
  g_settings_reset (settings, "renju-ruleset");
  g_settings_reset (settings, "renju-set");
  g_settings_reset (settings, "black-name");
  g_settings_reset (settings, "white-name");
}

/* The New Game dialog's widget `id`. */
static GtkWidget *
dialog_widget (IshiNewGameDialog *dialog, const char *id)
{
  GtkWidget *widget = find_widget (GTK_WIDGET (dialog), id, G_TYPE_INVALID);

  g_assert_nonnull (widget);
  return widget;
}

static gboolean
pressed (IshiNewGameDialog *dialog, const char *id)
{
  return gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (dialog_widget (dialog, id)));
}

/* Issue 23 item 5: 9×9, 13×13 and 19×19 one click away beside the size,
 * the button of the size shown pressed in. */
static void
test_size_buttons (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.ishi.Ishi");
  IshiWindow *window;
  IshiNewGameDialog *dialog;
  GtkAdjustment *size;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_int (settings, "board-size", 7);
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  size = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (dialog_widget (dialog, "size_spin")));
  g_assert_cmpfloat (gtk_adjustment_get_value (size), ==, 7);
  g_assert_false (pressed (dialog, "size_9_button") || pressed (dialog, "size_13_button")
                  || pressed (dialog, "size_19_button"));
  g_signal_emit_by_name (dialog_widget (dialog, "size_19_button"), "clicked");
  g_assert_cmpfloat (gtk_adjustment_get_value (size), ==, 19);
  g_assert_true (pressed (dialog, "size_19_button"));
  /* A second click leaves it as it is. */
  g_signal_emit_by_name (dialog_widget (dialog, "size_19_button"), "clicked");
  g_assert_cmpfloat (gtk_adjustment_get_value (size), ==, 19);
  g_assert_true (pressed (dialog, "size_19_button"));
  /* The spin button moves the pressed button too. */
  gtk_adjustment_set_value (size, 13);
  g_assert_true (pressed (dialog, "size_13_button"));
  g_assert_false (pressed (dialog, "size_19_button"));
  g_signal_emit_by_name (dialog_widget (dialog, "size_9_button"), "clicked");
  g_assert_false (pressed (dialog, "size_13_button"));
  g_signal_emit_by_name (dialog_widget (dialog, "start_button"), "clicked");
  flush_events ();
  g_assert_cmpint (ishi_game_get_size (game_of (window)), ==, 9);
  destroy_window (window);
  g_settings_reset (settings, "game");
  g_settings_reset (settings, "board-size");
}

static void
choose_rules (IshiNewGameDialog *dialog, const char *id)
{
  guint n, index = 0;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  for (guint i = 0; i < n && g_strcmp0 (rows[i].id, id) != 0; i++)
    index += g_strcmp0 (rows[i].game, "go") == 0;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dialog_widget (dialog, "rules_dropdown")), index);
}

/* Issue 23 item 5: the rule set's line says the komi the field has: the
 * row's for an even game, its handicap komi once handicap stones are
 * chosen (Japanese: none, where it said "komi 6.5"), a komi typed, and
 * the points White gets for the stones where the row gives them. */
static void
test_komi_line (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.ishi.Ishi");
  IshiWindow *window;
  IshiNewGameDialog *dialog;
  GtkLabel *line;
  GtkSpinButton *handicap, *komi;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_int (settings, "board-size", 19);
  g_settings_set_int (settings, "handicap", 0);
  window = new_window ();
  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  line = GTK_LABEL (dialog_widget (dialog, "summary_label"));
  handicap = GTK_SPIN_BUTTON (dialog_widget (dialog, "handicap_spin"));
  komi = GTK_SPIN_BUTTON (dialog_widget (dialog, "komi_spin"));
  choose_rules (dialog, "japanese");
  g_assert_cmpfloat (gtk_spin_button_get_value (komi), ==, 6.5);
  g_assert_cmpstr (gtk_label_get_text (line), ==,
                   "Territory plus prisoners; dead stones are agreed after two passes. Komi 6.5.");
  gtk_spin_button_set_value (handicap, 2);
  g_assert_cmpfloat (gtk_spin_button_get_value (komi), ==, 0);
  g_assert_null (strstr (gtk_label_get_text (line), "6.5"));
  g_assert_nonnull (strstr (gtk_label_get_text (line), "No komi."));
  gtk_spin_button_set_value (komi, 3.5);
  g_assert_nonnull (strstr (gtk_label_get_text (line), "Komi 3.5."));
  gtk_spin_button_set_value (komi, -2);
  g_assert_nonnull (strstr (gtk_label_get_text (line), "Reverse komi 2."));

  /* Chinese: White gets a point for each handicap stone. */
  choose_rules (dialog, "chinese");
  gtk_spin_button_set_value (handicap, 3);
  g_assert_cmpfloat (gtk_spin_button_get_value (komi), ==, ishi_ruleset_komi (ishi_ruleset_lookup ("chinese"), 3));
  g_assert_nonnull (strstr (gtk_label_get_text (line), "White gets 3 points for the handicap stones."));
  gtk_spin_button_set_value (handicap, 0);
  g_assert_null (strstr (gtk_label_get_text (line), "White gets"));
  g_assert_nonnull (strstr (gtk_label_get_text (line), "Komi 7.5."));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  g_settings_reset (settings, "game");
  g_settings_reset (settings, "board-size");
  g_settings_reset (settings, "handicap");
}

static GtkEditable *
name_field (IshiNewGameDialog *dialog, const char *name)
{
  GtkWidget *entry = find_named (GTK_WIDGET (dialog), name);

  g_assert_nonnull (entry);
  return GTK_EDITABLE (entry);
}

static IshiNewGameDialog *
open_new_game (IshiWindow *window)
{
  IshiNewGameDialog *dialog;

  action (window, "win.new-game");
  dialog = ISHI_NEW_GAME_DIALOG (toplevel_of_type (ISHI_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  return dialog;
}

/* Issue 54 item 9: New Game offers the names typed for the last game (it
 * kept the size and the engine, and forgot the names); an engine plays
 * under its own name, and a person chosen again has the name back. */
static void
test_new_game_keeps_names (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.ishi.Ishi");
  IshiWindow *window;
  IshiNewGameDialog *dialog;
  GtkDropDown *white;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_int (settings, "board-size", 9);
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "person");
  window = new_window ();
  dialog = open_new_game (window);
  gtk_editable_set_text (name_field (dialog, "black-name"), "Aki");
  gtk_editable_set_text (name_field (dialog, "white-name"), " Ben ");
  g_signal_emit_by_name (dialog_widget (dialog, "start_button"), "clicked");
  flush_events ();
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game_of (window)), "PW"), ==, "Ben");

  dialog = open_new_game (window);
  g_assert_cmpstr (gtk_editable_get_text (name_field (dialog, "black-name")), ==, "Aki");
  g_assert_cmpstr (gtk_editable_get_text (name_field (dialog, "white-name")), ==, "Ben");
  save_widget_png_if_asked (GTK_WIDGET (dialog), "new-game-keeps-names.png");
  /* White an engine, then a person again: Ben is back. */
  white = GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "white-player"));
  gtk_drop_down_set_selected (white, 1);
  g_assert_cmpstr (gtk_editable_get_text (name_field (dialog, "white-name")), !=, "Ben");
  gtk_drop_down_set_selected (white, 0);
  g_assert_cmpstr (gtk_editable_get_text (name_field (dialog, "white-name")), ==, "Ben");
  g_signal_emit_by_name (dialog_widget (dialog, "start_button"), "clicked");
  flush_events ();
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game_of (window)), "PB"), ==, "Aki");
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game_of (window)), "PW"), ==, "Ben");
  destroy_window (window);
  for (const char *const *key = (const char *const[]) { "game", "ruleset", "board-size", "black-player",
                                                        "white-player", "black-name", "white-name", NULL };
       *key; key++)
    g_settings_reset (settings, *key);
}

/* The kind of engine chosen for `color`, or -1 for a person. */
static int
engine_kind (IshiNewGameDialog *dialog, IshiColor color)
{
  const IshiEngineSpec *spec = ishi_new_game_dialog_get_engine (dialog, color);

  return spec ? (int) spec->kind : -1;
}

static void
choose_game (IshiNewGameDialog *dialog, gboolean renju)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dialog_widget (dialog, "game_dropdown")), renju ? 1 : 0);
  flush_events ();
}

static const char *
rules_shown (IshiNewGameDialog *dialog)
{
  GtkDropDown *rules = GTK_DROP_DOWN (dialog_widget (dialog, "rules_dropdown"));

  return gtk_string_object_get_string (gtk_drop_down_get_selected_item (rules));
}

static double
spin_value (IshiNewGameDialog *dialog, const char *id)
{
  return gtk_spin_button_get_value (GTK_SPIN_BUTTON (dialog_widget (dialog, id)));
}

/* Issue 77 item 15: switching Game to Renju set White to a person, and
 * back to Go gave Pure Go, 9×9, no komi and White a person.  Each game
 * keeps what was chosen for it: Go's rules, size, komi, handicap and
 * players, Renju's rules and options; an engine stays an engine (Ishi's
 * own for the other game).  The first switch to Go gives the rules and
 * size last played there. */
static void
test_new_game_remembers_each_game (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.ishi.Ishi");
  IshiWindow *window;
  IshiNewGameDialog *dialog;

  g_settings_set_string (settings, "game", "go");
  g_settings_set_string (settings, "ruleset", "japanese");
  g_settings_set_string (settings, "renju-ruleset", "renju-rif");
  g_settings_set_int (settings, "board-size", 19);
  g_settings_set_int (settings, "handicap", 0);
  g_settings_set_string (settings, "black-player", "person");
  g_settings_set_string (settings, "white-player", "ishi");
  window = new_window ();
  dialog = open_new_game (window);
  g_assert_cmpstr (rules_shown (dialog), ==, "Japanese");
  g_assert_cmpfloat (spin_value (dialog, "size_spin"), ==, 19);
  g_assert_cmpint (engine_kind (dialog, ISHI_WHITE), ==, ISHI_ENGINE_KIND_ISHI_GO);
  /* Go as the player wants it: Chinese rules on 13×13, two stones, komi 0.5. */
  choose_rules (dialog, "chinese");
  g_signal_emit_by_name (dialog_widget (dialog, "size_13_button"), "clicked");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_widget (dialog, "handicap_spin")), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_widget (dialog, "komi_spin")), 0.5);

  /* Renju: the engine stays an engine, Renju's. */
  choose_game (dialog, TRUE);
  g_assert_cmpstr (rules_shown (dialog), ==, "Renju (RIF)");
  g_assert_cmpint (engine_kind (dialog, ISHI_WHITE), ==, ISHI_ENGINE_KIND_ISHI_RENJU);
  g_assert_cmpint (engine_kind (dialog, ISHI_BLACK), ==, -1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dialog_widget (dialog, "rules_dropdown")), 1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (dialog_widget (dialog, "tournament_check")), TRUE);
  save_widget_png_if_asked (GTK_WIDGET (dialog), "new-game-renju-kept.png");

  /* Go again, as it was left. */
  choose_game (dialog, FALSE);
  g_assert_cmpstr (rules_shown (dialog), ==, "Chinese");
  g_assert_cmpfloat (spin_value (dialog, "size_spin"), ==, 13);
  g_assert_cmpfloat (spin_value (dialog, "handicap_spin"), ==, 2);
  g_assert_cmpfloat (spin_value (dialog, "komi_spin"), ==, 0.5);
  g_assert_cmpint (engine_kind (dialog, ISHI_WHITE), ==, ISHI_ENGINE_KIND_ISHI_GO);
  g_assert_cmpint (engine_kind (dialog, ISHI_BLACK), ==, -1);
  save_widget_png_if_asked (GTK_WIDGET (dialog), "new-game-go-kept.png");

  /* Renju again, as it was left. */
  choose_game (dialog, TRUE);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dialog_widget (dialog, "rules_dropdown"))), ==, 1);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (dialog_widget (dialog, "tournament_check"))));
  g_assert_cmpint (engine_kind (dialog, ISHI_WHITE), ==, ISHI_ENGINE_KIND_ISHI_RENJU);

  /* Go started: the game is what the fields said. */
  choose_game (dialog, FALSE);
  g_signal_emit_by_name (dialog_widget (dialog, "start_button"), "clicked");
  flush_events ();
  g_assert_cmpint (ishi_game_get_size (game_of (window)), ==, 13);
  g_assert_cmpstr (ishi_match_get_ruleset (match_of (window))->id, ==, "chinese");
  g_assert_cmpfloat (ishi_match_get_komi (match_of (window)), ==, 0.5);
  g_assert_false (ishi_player_is_human (ishi_match_get_player (match_of (window), ISHI_WHITE)));

  /* The next New Game (in a new window: the engine may have played its
   * first move already, and New Game would ask about it) opens on Go as
   * played; Renju, never started, has its rules from before. */
  destroy_window (window);
  remove_autosaves ();
  window = new_window ();
  dialog = open_new_game (window);
  g_assert_cmpstr (rules_shown (dialog), ==, "Chinese");
  g_assert_cmpfloat (spin_value (dialog, "size_spin"), ==, 13);
  choose_game (dialog, TRUE);
  g_assert_cmpstr (rules_shown (dialog), ==, "Renju (RIF)");
  g_assert_cmpint (engine_kind (dialog, ISHI_WHITE), ==, ISHI_ENGINE_KIND_ISHI_RENJU);
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush_events ();
  destroy_window (window);
  for (const char *const *key = (const char *const[]) { "game", "ruleset", "renju-ruleset", "board-size", "handicap",
                                                        "black-player", "white-player", "renju-tournament", NULL };
       *key; key++)
    g_settings_reset (settings, *key);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("ishi-test-home-XXXXXX", NULL);

  for (const char *const *var = (const char *const[]) { "XDG_STATE_HOME", "XDG_DATA_HOME",
                                                        "XDG_CONFIG_HOME", "XDG_CACHE_HOME", NULL };
       *var; var++)
    {
      g_autofree char *dir = g_build_filename (home, *var, NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (*var, dir, TRUE);
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");

  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");

  g_test_add_func ("/window-flow/japanese-count", test_japanese_count);
  g_test_add_func ("/window-flow/pure-go-count", test_pure_go_count);
  g_test_add_func ("/window-flow/clocks", test_clocks);
  g_test_add_func ("/window-flow/renju-set", test_renju_set);
  g_test_add_func ("/window-flow/new-game-size-buttons", test_size_buttons);
  g_test_add_func ("/window-flow/new-game-komi-line", test_komi_line);
  g_test_add_func ("/window-flow/new-game-keeps-names", test_new_game_keeps_names);
  g_test_add_func ("/window-flow/new-game-remembers-each-game", test_new_game_remembers_each_game);
  return g_test_run ();
}
