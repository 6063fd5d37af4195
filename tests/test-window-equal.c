/* test-window-equal.c — equal-stones counting (等子比空) in the window:
 * off-board moves (the button and the O key) and the agreed stop of 3-x,
 * claims in the count (Accept and Dispute), and the count's steps shown
 * on the board one by one.  Runs under Xvfb.
 *
 * The results expected here are those worked out by hand from
 * counting-methods.zh.txt in test-equal.c (the same games); the window
 * must give the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ishi-game-panel.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static void
new_match (IshiWindow *window, IshiMatch *match)
{
  ishi_session_set_match (ishi_window_get_session (window), match);
  flush_events ();
}

/* The 7×7 walls of test-equal.c: Black on column d, White on column e,
 * from the top, one move each. */
static void
play_walls (IshiWindow *window)
{
  for (int y = 0; y < 7; y++)
    {
      click (window, 3, y);
      click (window, 4, y);
    }
}

static gboolean
key (IshiWindow *window, guint keyval)
{
  gboolean done;

  gtk_widget_grab_focus (GTK_WIDGET (board_of (window)));
  done = ishi_play_page_review_key (page_of (window), keyval, 0);
  flush_events ();
  return done;
}

static void
click_button (IshiWindow *window, const char *id)
{
  GtkWidget *button = widget_by_id (window, id);

  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_true (gtk_widget_get_can_target (button));
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
}

/* With ISHI_EQUAL_SCREENSHOTS set to a directory, the window as it is
 * now, as a PNG there (to look at by eye; nothing is compared). */
static void
screenshot (IshiWindow *window, const char *name)
{
  const char *dir = g_getenv ("ISHI_EQUAL_SCREENSHOTS");
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  int width, height;

  if (dir == NULL)
    return;
  wait_for_layout (window);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static const char *
count_result (IshiWindow *window)
{
  IshiCounting *counting = ishi_match_get_counting (match_of (window));

  g_assert_nonnull (counting);
  return ishi_counting_get_score (counting)->result;
}

/* 2-1: the game of test_off_board_count.  Black fills a point of its own
 * territory, White answers off the board with the O key: at that point
 * both played 8 moves "着子的棋着" and nothing would be paid (2-1 七.(1):
 * the off-board stone is refilled).  Then Black plays off the board with
 * the button. */
static void
test_off_board (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("equal-2-1"), 7, 0, 7);
  IshiGame *game = ishi_match_get_game (match);

  new_match (window, match);
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "off_board_box")));
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "stop_button")));
  g_assert_true (enabled (window, "pass"));
  g_assert_true (enabled (window, "off-board"));
  play_walls (window);
  click (window, 0, 0);
  g_assert_true (key (window, GDK_KEY_o));
  g_assert_true (ishi_game_node_is_off_board (ishi_game_get_node (game)));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  screenshot (window, "off-board.png");
  /* The button does the same: Black off the board.  White's O now would
   * show the same board a fourth time (after Black's move, White's and
   * Black's off-board moves): "禁止致使盘内棋形同形四现或更多现的虚着" (2-1
   * 五.(2)), refused. */
  click_button (window, "off_board_button");
  g_assert_true (ishi_game_node_is_off_board (ishi_game_get_node (game)));
  {
    IshiSgfNode *node = ishi_game_get_node (game);

    g_assert_true (key (window, GDK_KEY_O));
    g_assert_true (ishi_game_get_node (game) == node);
  }
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  /* By hand: Black played 9 "着子的棋着" (8 on the board, 1 off), White 8
   * (7 and 1): Black pays 1 at the boundary (2-1 六.1(1)).  Black 21 − 1
   * (its own point filled) − 1 (its off-board stone refilled) = 19 目,
   * White 14 − 1 = 13; 19 − 7 − 13: W+1. */
  {
    const IshiScore *s = ishi_counting_get_score (ishi_match_get_counting (match));

    g_assert_cmpint (s->black.off_board, ==, 1);
    g_assert_cmpint (s->white.off_board, ==, 1);
    g_assert_cmpint (s->black.paid, ==, 1);
    g_assert_cmpint (s->black.moku, ==, 19);
    g_assert_cmpint (s->white.moku, ==, 13);
  }
  g_assert_cmpstr (count_result (window), ==, "W+1");

  /* Japanese: no off-board moves, and O is not taken. */
  {
    g_autoptr(IshiMatch) japanese = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);

    new_match (window, japanese);
    g_assert_false (gtk_widget_get_visible (widget_by_id (window, "off_board_box")));
    g_assert_false (enabled (window, "off-board"));
    g_assert_false (key (window, GDK_KEY_o));
  }
  destroy_window (window);
}

/* 3-1: no passing; the agreed stop instead.  The game of
 * test_no_pass_balance: Black fills a point of its own territory, both
 * agree to stop; White balances with an off-board stone and Black pays
 * its extra move on the board (3-1 八.(1), (3)): W+1.  Continue Playing
 * goes back to play, where White plays off the board. */
static void
test_no_pass (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("equal-3-1"), 7, 0, 7);
  IshiGame *game = ishi_match_get_game (match);

  new_match (window, match);
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "stop_button")));
  g_assert_false (enabled (window, "pass"));
  g_assert_true (enabled (window, "agree-stop"));
  play_walls (window);
  click (window, 0, 0);
  click_button (window, "stop_button");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_true (ishi_game_node_is_stop (ishi_game_get_node (game)));
  g_assert_cmpstr (count_result (window), ==, "W+1");
  g_assert_false (enabled (window, "agree-stop"));

  action (window, "continue");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_true (key (window, GDK_KEY_o));
  g_assert_true (ishi_game_node_is_off_board (ishi_game_get_node (game)));
  destroy_window (window);
}

/* 单方有权收官图 (test_one_sided_claim): Black claims b4, White accepts,
 * and the count moves by one point for Black ("黑方在a处有1目"); a claim
 * disputed goes back to play ("另一方反对时,以实战解决之"). */
static void
test_claims (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiGame) game = ishi_test_game_from_text (
    "(;GM[1]FF[4]SZ[5]RU[equal-art]KM[0]"
    "AB[da][db][ac][bc][dc][ec][ad][bd][dd][de]AW[aa][ba][ca][cb][eb][cc][cd][be][ce];B[];W[])");
  g_autoptr(IshiMatch) match = NULL;
  GtkToggleButton *toggle;
  const IshiBoardModel *model;
  double before;
  int x, y;
  IshiColor color;

  ishi_game_go_to_end (game, NULL);
  match = ishi_match_new (game);
  new_match (window, match);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  toggle = GTK_TOGGLE_BUTTON (widget_by_id (window, "claim_toggle"));
  g_assert_true (gtk_widget_get_can_target (GTK_WIDGET (toggle)));
  g_assert_false (gtk_widget_get_can_target (widget_by_id (window, "accept_button")));
  /* The players agree that only White's e4 is dead (its last liberty,
   * e5, is Black's to fill), whatever Ishi suggested. */
  {
    guint8 dead[25] = { 0 };

    dead[1 * 5 + 4] = 1;
    ishi_counting_set_dead (ishi_match_get_counting (match), dead);
    flush_events ();
  }
  before = ishi_counting_get_score (ishi_match_get_counting (match))->margin;

  gtk_toggle_button_set_active (toggle, TRUE);
  click (window, 1, 1);
  g_assert_true (ishi_game_panel_get_pending_claim (
    ISHI_GAME_PANEL (widget_by_id (window, "game_panel")), &x, &y, &color));
  g_assert_cmpint (color, ==, ISHI_BLACK);
  assert_status_has (window, "Black claims B4");
  model = ishi_board_view_get_model (board_of (window));
  g_assert_cmpint (model->points[1 * 5 + 1].mark, ==, ISHI_BOARD_MARK_TRIANGLE);
  screenshot (window, "claim-pending.png");
  /* Nothing is counted before White answers. */
  g_assert_cmpfloat (ishi_counting_get_score (ishi_match_get_counting (match))->margin, ==, before);
  click_button (window, "accept_button");
  g_assert_cmpint (ishi_counting_get_claims (ishi_match_get_counting (match))[1 * 5 + 1], ==, ISHI_BLACK);
  g_assert_cmpfloat (ishi_counting_get_score (ishi_match_get_counting (match))->margin, ==, before + 1);
  g_assert_false (gtk_widget_get_can_target (widget_by_id (window, "accept_button")));

  /* Finished and read back, the claim stays (TB holds it). */
  action (window, "finish");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  {
    g_autoptr(IshiMatch) again = ishi_match_new (game);

    g_assert_cmpint (ishi_match_get_phase (again), ==, ISHI_PHASE_FINISHED);
    g_assert_cmpfloat (ishi_counting_get_score (ishi_match_get_counting (again))->margin, ==,
                       before + 1);
  }
  action (window, "reopen-count");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);

  /* A second claim, this time White's (two clicks), disputed. */
  gtk_toggle_button_set_active (toggle, TRUE);
  click (window, 0, 1);
  click (window, 0, 1);
  assert_status_has (window, "White claims A4");
  click_button (window, "dispute_button");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  destroy_window (window);
}

/* The steps of test_boundary_dispute_not_paid (1-1): the position, the
 * refill, White's extra stone of the dispute taken out of its territory,
 * the count; shown one by one on the board, then the count again. */
static void
test_steps (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("equal-art"), 7, 0, 7);
  IshiGamePanel *panel;
  const IshiScore *score;
  const IshiBoardModel *model;

  new_match (window, match);
  panel = ISHI_GAME_PANEL (widget_by_id (window, "game_panel"));
  play_walls (window);
  action (window, "pass");
  action (window, "pass");
  action (window, "continue");
  action (window, "pass");
  click (window, 6, 0);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  score = ishi_counting_get_score (ishi_match_get_counting (match));
  g_assert_cmpstr (score->result, ==, "0");
  g_assert_cmpuint (score->steps->len, ==, 4);
  g_assert_null (ishi_game_panel_get_step (panel));
  /* The choice of the 2-2 appendix is for 2-2 only. */
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "way_dropdown")));
  g_assert_false (gtk_widget_get_can_target (widget_by_id (window, "step_back_button")));

  for (guint i = 0; i < score->steps->len; i++)
    {
      const IshiScoreStep *step;
      g_autofree char *said = NULL;

      click_button (window, "step_forward_button");
      step = ishi_game_panel_get_step (panel);
      g_assert_true (step == g_ptr_array_index (score->steps, i));
      said = g_strdup_printf ("Step %u of 4: ", i + 1);
      assert_status_has (window, said);
      {
        g_autofree char *name = g_strdup_printf ("step-%u.png", i + 1);

        screenshot (window, name);
      }
      model = ishi_board_view_get_model (board_of (window));
      for (int p = 0; p < 49; p++)
        {
          g_assert_cmpint (model->points[p].stone, ==, step->board[p]);
          g_assert_cmpint (!!(model->points[p].flags & ISHI_BOARD_FLAG_SELECTED), ==,
                           !!step->changed[p]);
        }
    }
  /* The third step took White's stone out of its territory. */
  {
    const IshiScoreStep *remove = g_ptr_array_index (score->steps, 2);
    int taken = 0;

    g_assert_cmpint (remove->kind, ==, ISHI_SCORE_STEP_REMOVE);
    for (int p = 0; p < 49; p++)
      taken += remove->changed[p] && remove->board[p] == ISHI_EMPTY;
    g_assert_cmpint (taken, ==, 1);
  }
  g_assert_false (gtk_widget_get_can_target (widget_by_id (window, "step_forward_button")));
  click_button (window, "step_back_button");
  g_assert_true (ishi_game_panel_get_step (panel) == g_ptr_array_index (score->steps, 2));
  /* A change of the count goes back to it. */
  g_assert_true (ishi_game_panel_show_step (panel, -1));
  model = ishi_board_view_get_model (board_of (window));
  g_assert_cmpint (model->points[6].stone, ==, ISHI_WHITE);
  g_assert_false (ishi_game_panel_show_step (panel, 4));
  destroy_window (window);
}

/* 2-2, the game "black-last" of test-equal.c's test_appendix: Black fills
 * a7 and the two pass.  The count's dropdown (only in 2-2) switches
 * between section 八 and the appendix's ways: the steps change (a: White
 * balances with an off-board stone; b: Black takes a stone out of its
 * territory, the B类负着), the 目 shown change (21/14, 20/13, 21/14), the
 * result does not (B+0.5), and Finish writes that result. */
static void
test_appendix_choice (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("equal-2-2"), 7, 0, 6.5);
  GtkDropDown *way;
  const IshiScore *score;
  IshiCounting *counting;
  const int moku[3][2] = { { 21, 14 }, { 20, 13 }, { 21, 14 } };
  const IshiScoreStepKind second[3] = {
    ISHI_SCORE_STEP_REFILL, ISHI_SCORE_STEP_BALANCE, ISHI_SCORE_STEP_NEGATIVE,
  };
  g_autofree char *re = NULL;

  new_match (window, match);
  way = GTK_DROP_DOWN (widget_by_id (window, "way_dropdown"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (way)));
  play_walls (window);
  click (window, 0, 0);
  action (window, "pass");
  action (window, "pass");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  counting = ishi_match_get_counting (match);
  g_assert_true (gtk_widget_get_can_target (GTK_WIDGET (way)));
  g_assert_cmpuint (gtk_drop_down_get_selected (way), ==, 0);

  for (guint w = 0; w < 3; w++)
    {
      gtk_drop_down_set_selected (way, w);
      flush_events ();
      g_assert_cmpint (ishi_counting_get_way (counting), ==, (IshiScoreWay) w);
      score = ishi_counting_get_score (counting);
      g_assert_cmpint (score->black.moku, ==, moku[w][0]);
      g_assert_cmpint (score->white.moku, ==, moku[w][1]);
      g_assert_cmpstr (score->result, ==, "B+0.5");
      g_assert_cmpint (((IshiScoreStep *) g_ptr_array_index (score->steps, 1))->kind, ==, second[w]);
      click_button (window, "step_forward_button");
      click_button (window, "step_forward_button");
      assert_status_has (window, w == 0 ? "Step 2 of 4: Refill"
                                 : w == 1 ? "Step 2 of 5: The moves are balanced: White played 1 move fewer"
                                 : "Step 2 of 4: The moves are balanced: Black played the last move");
      {
        g_autofree char *name = g_strdup_printf ("appendix-%u.png", w);

        screenshot (window, name);
      }
    }
  action (window, "finish");
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  re = ishi_sgf_node_get_simple_text (ishi_game_get_root (ishi_match_get_game (match)), "RE");
  g_assert_cmpstr (re, ==, "B+0.5");
  destroy_window (window);
}

/* Waits until the board's size has stayed the same for a while (the X
 * server confirms a window's new size in its own time). */
static void
wait_for_size (IshiWindow *window)
{
  GtkWidget *board = GTK_WIDGET (board_of (window));
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  int w = -1, h = -1, same = 0;

  wait_for_layout (window);
  while (same < 200 && g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      if (gtk_widget_get_width (board) == w && gtk_widget_get_height (board) == h
          && !gtk_widget_should_layout (GTK_WIDGET (window)))
        same++;
      else
        same = 0;
      w = gtk_widget_get_width (board);
      h = gtk_widget_get_height (board);
      g_usleep (1000);
    }
}

/* The claim and step controls do not change the board's size when the
 * count of an equal-stones game appears (as test-window-faults checks
 * for the other rule sets). */
static void
test_board_size (void)
{
  IshiWindow *window = ishi_window_new (NULL);
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("equal-law"), 9, 0, NAN);
  GtkWidget *board;
  int before_w, before_h;

  gtk_window_set_default_size (GTK_WINDOW (window), 760, 820);
  ishi_window_start (window);
  gtk_window_present (GTK_WINDOW (window));
  new_match (window, match);
  wait_for_size (window);
  board = GTK_WIDGET (board_of (window));
  before_w = gtk_widget_get_width (board);
  before_h = gtk_widget_get_height (board);
  action (window, "pass");
  action (window, "pass");
  wait_for_size (window);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_test_message ("board %d×%d → %d×%d", before_w, before_h, gtk_widget_get_width (board), gtk_widget_get_height (board));
  /* The square the board draws in what it is given. */
  g_assert_cmpint (MIN (gtk_widget_get_width (board), gtk_widget_get_height (board)), ==, MIN (before_w, before_h));
  destroy_window (window);
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

  g_test_add_func ("/window-equal/off-board", test_off_board);
  g_test_add_func ("/window-equal/no-pass", test_no_pass);
  g_test_add_func ("/window-equal/claims", test_claims);
  g_test_add_func ("/window-equal/steps", test_steps);
  g_test_add_func ("/window-equal/appendix-choice", test_appendix_choice);
  g_test_add_func ("/window-equal/board-size", test_board_size);
  return g_test_run ();
}
