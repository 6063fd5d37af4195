/* test-window-forced-win.c — Renju's "Is There a Forced Win?" in the window
 * (issue 22, item 4): the search runs without blocking the window, says
 * what it found in words, shows the winning line on the board move by move
 * (Previous, Next, All), marks a defence forbidden to Black, says when
 * none was found, and its marks go when the position changes.
 *
 * The positions and why their answers are right (renju-rules.ja.txt; the
 * same positions as test-renju-solver.c):
 *   - Black e10 e7 g7 e6 f6, White h10 g8 h7, Black to move: e8 makes the
 *     four e6-e10, whose one five-point e9 White must take; e5 makes the
 *     four e5-e8 (e9 is White's, so White must take e4) and the open three
 *     e5-f6-g7, which Black makes an open four at d4 or h8: a VCF of 5
 *     moves, and none shorter (test-renju-solver's puzzle counting).
 *   - Black f10 g9 f8 g8 h4, White h7 h6 h5, White to move: h9 makes the
 *     four h5-h9 whose one defence h8 would give Black the two open threes
 *     f8-g8-h8 and f10-g9-h8, a double three that Black may not play: White
 *     wins in 1 and h8 is marked forbidden.
 *   - Black h8, White h7, Black to move: one stone each, no three can be
 *     made, so no win by fours or threes exists within any number of moves.
 *   - An opening of six stones, searched for 1 s: the answer depends on the
 *     machine's speed, so only its words are checked: none found, which does
 *     not mean none exists.
 *
 * With ISHI_FORCED_WIN_SCREENSHOTS=DIR, /forced-win-window/screenshots
 * writes pictures of the line into DIR (in the language of the
 * environment) instead of being skipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-solve-bar.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

#define VCF_GAME "(;GM[4]FF[4]SZ[15]AB[ef][ei][gi][ej][fj]AW[hf][gh][hi]PL[B])"
#define FORBIDDEN_GAME "(;GM[4]FF[4]SZ[15]AB[ff][gg][fh][gh][hl]AW[hi][hj][hk]PL[W])"
#define NO_WIN_GAME "(;GM[4]FF[4]SZ[15];B[hh];W[hi])"
/* An opening with many threes to try: the search runs to its time. */
#define OPENING_GAME "(;GM[4]FF[4]SZ[15];B[hh];W[hg];B[ig];W[gi];B[ii];W[jj])"

static IshiSolveBar *
bar_of (IshiWindow *window)
{
  return ISHI_SOLVE_BAR (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_SOLVE_BAR));
}

static IshiWindow *
open_game (const char *text)
{
  g_autofree char *path = temp_copy (text, "game.sgf");
  IshiWindow *window = new_window ();

  open_file (window, path);
  g_unlink (path);
  return window;
}

static IshiPoint
pt (const char *name)
{
  IshiPoint p = { -1, -1 };

  g_assert_true (ishi_rules_renju ()->parse_point (15, name, &p.x, &p.y));
  return p;
}

/* The label drawn at `point` (NULL: none), and its stone's colour. */
static const IshiBoardLabel *
label_at (IshiWindow *window, const char *point)
{
  const IshiBoardModel *model = ishi_board_view_get_model (board_of (window));
  IshiPoint p = pt (point);

  for (guint i = 0; model->labels && i < model->labels->len; i++)
    {
      const IshiBoardLabel *l = &g_array_index (model->labels, IshiBoardLabel, i);

      if (l->point.x == p.x && l->point.y == p.y)
        return l;
    }
  return NULL;
}

static guint
n_labels (IshiWindow *window)
{
  const IshiBoardModel *model = ishi_board_view_get_model (board_of (window));

  return model->labels ? model->labels->len : 0;
}

static void
assert_label (IshiWindow *window, const char *point, const char *text, IshiColor color)
{
  const IshiBoardLabel *l = label_at (window, point);

  if (l == NULL)
    g_error ("no mark on %s", point);
  g_assert_cmpstr (l->text, ==, text);
  g_assert_cmpint (l->color, ==, color);
}

static void
assert_says (IshiWindow *window, const char *part)
{
  const char *text = ishi_solve_bar_get_text (bar_of (window));

  if (text == NULL || strstr (text, part) == NULL)
    g_error ("the bar says “%s”, not “%s”", text ? text : "(nothing)", part);
}

static void
wait_for_answer (IshiWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (ishi_solve_bar_is_searching (bar_of (window)))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 60 s for the search");
      g_main_context_iteration (NULL, TRUE);
    }
  flush_events ();
}

/* The action, without running the main loop after it (action() does). */
static void
ask (IshiWindow *window)
{
  g_action_group_activate_action (ishi_play_page_get_actions (page_of (window)), "forced-win", NULL);
}

static void
test_vcf_line (void)
{
  IshiWindow *window = open_game (VCF_GAME);
  IshiSolveBar *bar = bar_of (window);
  const IshiBoardLabel *last;

  g_assert_true (enabled (window, "forced-win"));
  g_assert_false (enabled (window, "forced-win-next"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  ask (window);
  /* the window is not blocked: the answer comes later, on the main loop */
  g_assert_true (ishi_solve_bar_is_searching (bar));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  assert_says (window, "Searching for a forced win for Black");
  g_assert_false (enabled (window, "forced-win"));
  wait_for_answer (window);

  assert_says (window, "Black wins by continuous fours in 5 moves.");
  g_assert_cmpuint (ishi_solve_bar_get_length (bar), ==, 5);
  /* the first move shown, then step by step */
  g_assert_cmpuint (ishi_solve_bar_get_step (bar), ==, 1);
  assert_label (window, "e8", "1", ISHI_BLACK);
  g_assert_null (label_at (window, "e9"));
  action (window, "forced-win-next");
  assert_label (window, "e9", "2", ISHI_WHITE);
  action (window, "forced-win-next");
  assert_label (window, "e5", "3", ISHI_BLACK);
  g_assert_null (label_at (window, "e4"));
  action (window, "forced-win-all");
  assert_label (window, "e4", "4", ISHI_WHITE);
  last = label_at (window, "d4") ? label_at (window, "d4") : label_at (window, "h8");
  g_assert_nonnull (last);
  g_assert_cmpstr (last->text, ==, "5");
  g_assert_false (enabled (window, "forced-win-all"));
  action (window, "forced-win-previous");
  g_assert_cmpuint (ishi_solve_bar_get_step (bar), ==, 4);
  g_assert_null (label_at (window, "d4"));
  g_assert_null (label_at (window, "h8"));
  /* the stones of the position are as they were */
  g_assert_cmpint (ishi_game_get_rules (game_of (window))->stone_at (
                     ishi_game_get_position (game_of (window)), pt ("e8").x, pt ("e8").y),
                   ==, ISHI_EMPTY);

  /* a move: the marks go */
  click (window, pt ("a1").x, pt ("a1").y);
  g_assert_null (label_at (window, "e8"));
  g_assert_cmpuint (n_labels (window), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_false (enabled (window, "forced-win-next"));
  destroy_window (window);
}

static void
test_forbidden_defence (void)
{
  IshiWindow *window = open_game (FORBIDDEN_GAME);

  action (window, "forced-win");
  wait_for_answer (window);
  assert_says (window, "White wins by continuous fours in 1 move.");
  assert_says (window, "forbidden to Black");
  assert_label (window, "h9", "1", ISHI_WHITE);
  g_assert_true (ishi_board_model_peek_point (ishi_board_view_get_model (board_of (window)),
                                              pt ("h8").x, pt ("h8").y)->flags
                 & ISHI_BOARD_FLAG_FORBIDDEN);
  destroy_window (window);
}

static void
test_no_win (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window = open_game (NO_WIN_GAME);

  action (window, "last");
  action (window, "forced-win");
  wait_for_answer (window);
  assert_says (window, "No forced win for Black found");
  assert_says (window, "that does not mean there is none");
  g_assert_cmpuint (ishi_solve_bar_get_length (bar_of (window)), ==, 0);
  g_assert_cmpuint (n_labels (window), ==, 0);
  g_assert_true (enabled (window, "forced-win"));
  /* a review step: the message goes */
  action (window, "previous");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (window))));
  destroy_window (window);

  g_settings_set_int (settings, "forced-win-seconds", 1);
  window = open_game (OPENING_GAME);
  action (window, "last");
  action (window, "forced-win");
  wait_for_answer (window);
  assert_says (window, "No forced win for Black found within");
  assert_says (window, "that does not mean there is none");
  g_settings_reset (settings, "forced-win-seconds");
  destroy_window (window);
}

/* Issue 67, item 4: a search stopped by its time offers Search Longer,
 * which searches the same position six times as long (1 s, then 6 s); a
 * search that ended for want of longer lines does not, nor does Cancel
 * leave it offered. */
static void
test_longer (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window = open_game (OPENING_GAME);
  GtkWidget *longer;

  g_settings_set_int (settings, "forced-win-seconds", 1);
  action (window, "last");
  g_assert_false (enabled (window, "forced-win-longer"));
  /* the bar's words as the search starts, before the loop lets it end */
  ask (window);
  assert_says (window, "for up to 1 s");
  wait_for_answer (window);
  assert_says (window, "No forced win for Black found within 1 s");
  g_assert_true (enabled (window, "forced-win-longer"));
  longer = find_named (GTK_WIDGET (bar_of (window)), "longer");
  g_assert_true (gtk_widget_get_visible (longer));
  /* the button, as a person presses it */
  g_signal_emit_by_name (longer, "clicked");
  g_assert_true (ishi_solve_bar_is_searching (bar_of (window)));
  assert_says (window, "for up to 6 s");
  g_assert_false (gtk_widget_get_visible (longer));
  g_assert_false (enabled (window, "forced-win-longer"));
  flush_events ();
  action (window, "forced-win-cancel");
  g_assert_false (enabled (window, "forced-win-longer"));
  destroy_window (window);

  /* one stone each: no win within 35 moves, found without the time
   * running out — longer would find nothing more */
  window = open_game (NO_WIN_GAME);
  action (window, "last");
  action (window, "forced-win");
  wait_for_answer (window);
  assert_says (window, "No forced win for Black found by fours and threes");
  g_assert_false (enabled (window, "forced-win-longer"));
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (bar_of (window)), "longer")));
  g_settings_reset (settings, "forced-win-seconds");
  destroy_window (window);
}

/* Cancel, and a change of position, drop a search under way; the window
 * answers at once and can ask again. */
static void
test_cancel (void)
{
  IshiWindow *window = open_game (NO_WIN_GAME);

  action (window, "last");
  ask (window);
  g_assert_true (enabled (window, "forced-win-cancel"));
  action (window, "forced-win-cancel");
  g_assert_false (ishi_solve_bar_is_searching (bar_of (window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (window))));
  g_assert_true (enabled (window, "forced-win"));
  ask (window);
  action (window, "previous");
  g_assert_false (ishi_solve_bar_is_searching (bar_of (window)));
  for (int i = 0; i < 20; i++)
    {
      g_usleep (5000);
      flush_events ();
    }
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (window))));
  destroy_window (window);
}

/* Edit places a stone, on the same node or a new one: the marks go. */
static void
test_edit (void)
{
  IshiWindow *window = open_game (VCF_GAME);

  action (window, "forced-win");
  wait_for_answer (window);
  assert_label (window, "e8", "1", ISHI_BLACK);
  action (window, "edit");
  click (window, pt ("a1").x, pt ("a1").y);
  g_assert_cmpint (ishi_game_get_rules (game_of (window))->stone_at (
                     ishi_game_get_position (game_of (window)), pt ("a1").x, pt ("a1").y),
                   ==, ISHI_BLACK);
  g_assert_null (label_at (window, "e8"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (window))));
  destroy_window (window);
}

/* Not offered in Go. */
static void
test_go (void)
{
  IshiWindow *window = open_game ("(;GM[1]FF[4]SZ[9];B[ee])");

  g_assert_false (enabled (window, "forced-win"));
  destroy_window (window);
}

static void
test_screenshots (void)
{
  const char *dir = g_getenv ("ISHI_FORCED_WIN_SCREENSHOTS");
  IshiWindow *window;

  if (dir == NULL)
    {
      g_test_skip ("ISHI_FORCED_WIN_SCREENSHOTS is not set");
      return;
    }
  window = open_game (VCF_GAME);
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 860);
  wait_for_layout (window);
  action (window, "forced-win");
  wait_for_answer (window);
  action (window, "forced-win-next");
  action (window, "forced-win-next");
  save_widget_png (GTK_WIDGET (window), dir, "forced-win-1-step3.png");
  action (window, "forced-win-all");
  save_widget_png (GTK_WIDGET (window), dir, "forced-win-2-all.png");
  destroy_window (window);

  window = open_game (FORBIDDEN_GAME);
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 860);
  wait_for_layout (window);
  action (window, "forced-win");
  wait_for_answer (window);
  save_widget_png (GTK_WIDGET (window), dir, "forced-win-3-forbidden.png");
  destroy_window (window);

  window = open_game (NO_WIN_GAME);
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 860);
  wait_for_layout (window);
  action (window, "last");
  action (window, "forced-win");
  wait_for_answer (window);
  save_widget_png (GTK_WIDGET (window), dir, "forced-win-4-none.png");
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_FORCED_WIN_SCREENSHOTS");

  g_test_add_func ("/forced-win-window/vcf-line", test_vcf_line);
  g_test_add_func ("/forced-win-window/forbidden-defence", test_forbidden_defence);
  g_test_add_func ("/forced-win-window/no-win", test_no_win);
  g_test_add_func ("/forced-win-window/longer", test_longer);
  g_test_add_func ("/forced-win-window/cancel", test_cancel);
  g_test_add_func ("/forced-win-window/edit", test_edit);
  g_test_add_func ("/forced-win-window/go", test_go);
  g_test_add_func ("/forced-win-window/screenshots", test_screenshots);
  return g_test_run ();
}
