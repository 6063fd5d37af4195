/* test-window-analysis.c — help while playing or reviewing in the window
 * (issue 20, 6): Show a Good Move marks the engine's candidates on the
 * board and they vanish when the position changes; Estimate the Score
 * says who leads in words; Analyse This Game fills the score graph and
 * the record, Cancel stops it and keeps what was found, a click on the
 * graph goes to that move, and a record that already has its results
 * shows its graph at once without an engine.  Ishi's own engine answers
 * Show a Good Move in Pure Go.  The GTP engine is tests/fake-gtp.c
 * --analyse (its answers are a formula of the number of moves).
 *
 * With ISHI_ANALYSIS_SCREENSHOTS=DIR, /analysis-window/screenshots
 * writes pictures of the marks and the graph into DIR (in the language
 * of the environment) instead of being skipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-analysis-panel.h"
#include "ishi-mistakes-view.h"
#include "ishi-move-list.h"
#include "ishi-review.h"
#include "ishi-analysis.h"
#include "ishi-preferences-window.h"
#include "ishi-analyst.h"
#include "ishi-score-graph.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static const char *game_text =
  "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Aki]PW[Ben];B[ee];W[cc];B[gc];W[cg];B[gg];W[ec];B[ce];W[ge]"
  ";B[dd];W[fd];B[ed];W[fc])";
#define GAME_POSITIONS 13

static IshiAnalysisPanel *
panel_of (IshiWindow *window)
{
  return ISHI_ANALYSIS_PANEL (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_ANALYSIS_PANEL));
}

static IshiScoreGraph *
graph_of (IshiWindow *window)
{
  return ISHI_SCORE_GRAPH (ishi_analysis_panel_get_graph (panel_of (window)));
}

static double
fake_lead (guint n)
{
  return (double) ((5 * n) % 17) - 8 + 0.5;
}

/* The fake engine as "Fake" in Preferences, chosen as the analyst. */
static void
use_fake (const char *options)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *quoted = g_shell_quote (g_getenv ("ISHI_FAKE_GTP"));
  g_autofree char *command = g_strdup_printf ("%s %s", quoted, options);
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssss)"));
  g_variant_builder_add (&builder, "(ssss)", "Fake", command, "", "");
  g_variant_builder_add (&builder, "(ssss)", "Missing", "/no/such/engine --gtp", "", "");
  g_settings_set_value (settings, "engines", g_variant_builder_end (&builder));
  g_settings_set_string (settings, "analysis-engine", "engine:Fake");
}

typedef gboolean (*Condition) (IshiWindow *window);

static void
wait_until (IshiWindow *window, Condition condition, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!condition (window))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited 60 s for %s (the panel says “%s”)", what,
                 ishi_analysis_panel_get_estimate_text (panel_of (window)));
      g_main_context_iteration (NULL, TRUE);
    }
  flush_events ();
}

static gboolean
has_candidates (IshiWindow *window)
{
  return ishi_analysis_panel_get_candidates (panel_of (window)) != NULL;
}

static gboolean
has_estimate (IshiWindow *window)
{
  const char *text = ishi_analysis_panel_get_estimate_text (panel_of (window));

  return text != NULL && !g_str_has_suffix (text, "…");
}

static gboolean
analysis_over (IshiWindow *window)
{
  return !ishi_analysis_panel_is_running (panel_of (window));
}

static gboolean
one_value (IshiWindow *window)
{
  return !isnan (ishi_score_graph_get_value (graph_of (window), 0));
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

/* The board's labels at (x, y), or NULL. */
static const char *
label_at (IshiWindow *window, int x, int y)
{
  const IshiBoardModel *model = ishi_board_view_get_model (board_of (window));

  for (guint i = 0; model->labels && i < model->labels->len; i++)
    {
      const IshiBoardLabel *l = &g_array_index (model->labels, IshiBoardLabel, i);

      if (l->point.x == x && l->point.y == y)
        return l->text;
    }
  return NULL;
}

static void
test_good_move (void)
{
  IshiWindow *window;
  GArray *candidates;

  use_fake ("--analyse");
  window = open_game (game_text);
  g_assert_true (enabled (window, "show-good-move"));
  action (window, "last");
  action (window, "show-good-move");
  wait_until (window, has_candidates, "the engine's candidates");

  /* The fake's first empty points from A1 (bottom left): A1, B1, C1, as
   * translucent stones with GNU Go-style values. */
  candidates = ishi_analysis_panel_get_candidates (panel_of (window));
  g_assert_cmpuint (candidates->len, ==, 3);
  g_assert_cmpstr (label_at (window, 0, 8), ==, "30");
  g_assert_cmpstr (label_at (window, 1, 8), ==, "20");
  g_assert_cmpstr (label_at (window, 2, 8), ==, "10");
  g_assert_true (ishi_board_model_peek_point (ishi_board_view_get_model (board_of (window)), 0, 8)->flags
                 & ISHI_BOARD_FLAG_HIGHLIGHT);
  /* The "Looking for a good move…" line is gone; nothing was played. */
  g_assert_null (ishi_analysis_panel_get_estimate_text (panel_of (window)));
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 12);

  /* The position changes: the marks go. */
  action (window, "previous");
  g_assert_null (label_at (window, 0, 8));
  g_assert_null (ishi_analysis_panel_get_candidates (panel_of (window)));
  action (window, "next");
  g_assert_null (label_at (window, 0, 8));
  destroy_window (window);
}

static void
test_estimate (void)
{
  IshiWindow *window;
  g_autofree char *expected = NULL;

  use_fake ("--analyse");
  window = open_game (game_text);
  action (window, "last");
  action (window, "estimate-score");
  wait_until (window, has_estimate, "the estimate");
  /* After 12 moves the fake says B+1.5, with bounds one point either side. */
  g_assert_cmpfloat (fake_lead (12), ==, 1.5);
  g_assert_cmpstr (ishi_analysis_panel_get_estimate_text (panel_of (window)), ==,
                   "Black leads by about 1.5 (for Black between +0.5 and +2.5)");
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "analysis_slot")));
  action (window, "previous");
  g_assert_null (ishi_analysis_panel_get_estimate_text (panel_of (window)));
  destroy_window (window);
}

/* An engine that cannot help: a message, no crash, the game as it was. */
static void
test_missing_engine (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;

  use_fake ("--analyse");
  g_settings_set_string (settings, "analysis-engine", "engine:Missing");
  window = open_game (game_text);
  action (window, "show-good-move");
  wait_until (window, has_estimate, "the message");
  g_test_message ("%s", ishi_analysis_panel_get_estimate_text (panel_of (window)));
  g_assert_nonnull (strstr (ishi_analysis_panel_get_estimate_text (panel_of (window)), "not installed"));
  g_assert_null (ishi_analysis_panel_get_candidates (panel_of (window)));
  destroy_window (window);
}

static void
test_analyse_game (void)
{
  IshiWindow *window;
  IshiScoreGraph *graph;
  IshiSgfNode *node;
  guint i;

  use_fake ("--analyse --estimate-fail-at=5 --estimate-delay=30");
  window = open_game (game_text);
  graph = graph_of (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (graph)));
  g_assert_false (ishi_session_get_modified (ishi_window_get_session (window)));
  action (window, "analyse-game");
  g_assert_true (ishi_analysis_panel_is_running (panel_of (window)));
  g_assert_false (enabled (window, "analyse-game"));
  g_assert_true (enabled (window, "cancel-analysis"));
  /* The window is not blocked: moving through the record still works. */
  action (window, "next");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 1);
  wait_until (window, analysis_over, "the end of the analysis");

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (graph)));
  g_assert_cmpuint (ishi_score_graph_get_n_values (graph), ==, GAME_POSITIONS);
  for (i = 0; i < GAME_POSITIONS; i++)
    if (i == 5)
      g_assert_true (isnan (ishi_score_graph_get_value (graph, i)));
    else
      g_assert_cmpfloat (ishi_score_graph_get_value (graph, i), ==, fake_lead (i));
  g_assert_cmpuint (ishi_score_graph_get_current (graph), ==, 1);
  /* In the record, to be saved. */
  g_assert_true (ishi_session_get_modified (ishi_window_get_session (window)));
  node = ishi_game_get_root (game_of (window));
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "IV"), ==, "-7.5");
  for (i = 0; i < 5; i++)
    node = ishi_sgf_node_nth_child (node, 0);
  g_assert_null (ishi_sgf_node_get_raw (node, "IV"));
  g_assert_true (enabled (window, "analyse-game"));
  destroy_window (window);
}

/* The progress bar's words are whole at 1280×800, where the panel is the
 * room left of the board: beside Cancel the bar was cut in the middle,
 * "Analysing this ga… of 409 positions", and the count done was lost. */
static void
progress_whole (IshiWindow *window)
{
  GtkWidget *bar = find_widget (widget_by_id (window, "analysis_slot"), NULL, GTK_TYPE_PROGRESS_BAR);
  int natural;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  wait_for_layout (window);
  g_assert_nonnull (bar);
  gtk_widget_measure (bar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("window %d×%d, progress bar %d pixels of %d (%s)", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)), gtk_widget_get_width (bar), natural,
                  gtk_progress_bar_get_text (GTK_PROGRESS_BAR (bar)));
  g_assert_cmpint (gtk_widget_get_width (bar), >=, natural);
}

static void
test_cancel (void)
{
  IshiWindow *window;
  guint found = 0;

  use_fake ("--analyse --estimate-delay=100");
  window = open_game (game_text);
  action (window, "analyse-game");
  wait_until (window, one_value, "the first position");
  g_test_message ("first position done");
  progress_whole (window);
  action (window, "cancel-analysis");
  g_test_message ("cancelled");
  wait_until (window, analysis_over, "the analysis to stop");
  /* What was found stays, in the graph and the record; the rest is not
   * asked for. */
  for (guint i = 0; i < GAME_POSITIONS; i++)
    found += !isnan (ishi_score_graph_get_value (graph_of (window), i));
  g_test_message ("%u of %u positions before Cancel", found, GAME_POSITIONS);
  g_assert_cmpuint (found, >=, 1);
  g_assert_cmpuint (found, <, GAME_POSITIONS);
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game_of (window)), "IV"), ==, "-7.5");
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "analysis_slot")) == FALSE);
  g_assert_true (enabled (window, "analyse-game"));
  g_assert_false (enabled (window, "cancel-analysis"));
  destroy_window (window);
}

/* The colour of `widget`'s pixel (x, y) as drawn, 0..255 each. */
static void
pixel_of (GtkWidget *widget, int x, int y, guint8 rgb[3])
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *data = g_malloc ((gsize) width * height * 4);
  const guchar *p;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, data, (gsize) width * 4);
  /* CAIRO_FORMAT_ARGB32 in memory order: blue, green, red, alpha. */
  p = data + ((gsize) y * width + x) * 4;
  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
}

/* A record analysed before (by the window or `ishi-tool analyse`): its
 * graph is there at once, with no engine at all; a click goes to a move. */
static void
test_stored_and_click (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  static const char *stored =
    "(;GM[1]FF[4]SZ[9]KM[6.5]IV[-6.5];B[ee]IV[2];W[cc]IV[-1.5];B[gc]IV[3];W[cg]IV[-12])";
  IshiWindow *window;
  IshiScoreGraph *graph;
  int width;
  guint index;

  g_settings_set_string (settings, "analysis-engine", "engine:Missing");
  window = open_game (stored);
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 800);
  wait_for_layout (window);
  graph = graph_of (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (graph)));
  g_assert_cmpuint (ishi_score_graph_get_n_values (graph), ==, 5);
  g_assert_cmpfloat (ishi_score_graph_get_value (graph, 4), ==, -12);
  g_assert_cmpuint (ishi_score_graph_get_current (graph), ==, 0);

  /* The pixel of position 3 is the one the graph maps back to 3. */
  width = gtk_widget_get_width (GTK_WIDGET (graph));
  g_assert_cmpint (width, >, 100);
  index = ishi_score_graph_index_at (graph, 4 + (width - 8) * 3.0 / 4, width);
  g_assert_cmpuint (index, ==, 3);
  g_signal_emit_by_name (graph, "position-chosen", index);
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);
  g_assert_cmpuint (ishi_score_graph_get_current (graph), ==, 3);
  /* A mistake's tick at the first move is seen, not hidden under the
   * scale's bottom label (the red of the tick, not the label's paper). */
  {
    guint first = 0;
    guint8 rgb[3];

    ishi_score_graph_set_marks (graph, &first, 1);
    flush_events ();
    pixel_of (GTK_WIDGET (graph), 5, gtk_widget_get_height (GTK_WIDGET (graph)) - 2, rgb);
    g_test_message ("the tick's pixel: %u %u %u", rgb[0], rgb[1], rgb[2]);
    g_assert_cmpuint (rgb[0], >, 150);
    g_assert_cmpuint (rgb[1], <, 100);
  }
  /* The board follows to the current move: its marker too. */
  action (window, "first");
  g_assert_cmpuint (ishi_score_graph_get_current (graph), ==, 0);
  destroy_window (window);
}

/* Ishi's own engine answers in Pure Go, where GTP engines cannot, with
 * its candidates' leads (in stones) and visits. */
static void
test_ishi_pure_go (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  GArray *candidates;
  const IshiAnalysisCandidate *c;
  g_autofree char *label = NULL;

  g_settings_set_string (settings, "analysis-engine", "ishi");
  window = open_game ("(;GM[1]FF[4]SZ[7]RU[Pure Go];B[dd];W[cc])");
  g_assert_cmpstr (ishi_match_get_ruleset (match_of (window))->id, ==, "pure");
  action (window, "show-good-move");
  wait_until (window, has_candidates, "Ishi's candidates");
  candidates = ishi_analysis_panel_get_candidates (panel_of (window));
  g_assert_cmpuint (candidates->len, >=, 2);
  c = &g_array_index (candidates, IshiAnalysisCandidate, 0);
  /* Its lead for the side to move (Black) over its visits. */
  label = ishi_review_candidate_label (c, ISHI_BLACK);
  g_assert_false (isnan (c->lead));
  g_assert_nonnull (strchr (label, '\n'));
  g_assert_cmpstr (label_at (window, c->x, c->y), ==, label);
  destroy_window (window);
}

static void
screenshot (GtkWidget *widget, const char *name)
{
  save_widget_png (widget, g_getenv ("ISHI_ANALYSIS_SCREENSHOTS"), name);
}

/* Issue 76: the review after Analyse This Game, with Ishi's own engine.
 * Black leaves two stones in atari (move 2) and White takes them: the
 * Mistakes tab names the move with its reason and goes there with a
 * click; Ctrl+] and Ctrl+[ (next- and previous-mistake) step between the
 * mistakes; the move list and the stones show the loss; the candidates
 * the record keeps are drawn while the review panel is open; and the
 * record, saved and opened again, shows all of it without an engine. */
static void
test_review (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *record = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PL[W]"
                       "AB[fa][fb][fc][fd][fe][ff][fg][fh][fi][dd][de]"
                       "AW[ca][cb][cc][cd][ce][cf][cg][ch][ci][dc][df]"
                       ";W[ed];B[hh];W[ee];B[ge])";
  g_autofree char *saved = g_build_filename (g_get_tmp_dir (), "ishi-test-review-saved.sgf", NULL);
  IshiWindow *window;
  IshiMistakesView *mistakes;
  IshiMoveList *list;
  g_autofree char *row = NULL;
  g_autoptr(GError) error = NULL;
  const IshiBoardModel *model;

  g_settings_set_string (settings, "analysis-engine", "ishi");
  window = open_game (record);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  action (window, "analyse-game");
  wait_until (window, analysis_over, "Ishi's analysis");
  g_assert_true (ishi_analysis_panel_get_review (panel_of (window)) != NULL);

  action (window, "review");
  wait_for_layout (window);
  mistakes = ISHI_MISTAKES_VIEW (widget_by_id (window, "mistakes_view"));
  g_assert_cmpuint (ishi_mistakes_view_get_n_rows (mistakes), >=, 1);
  row = ishi_mistakes_view_get_text (mistakes, 0);
  g_test_message ("%s", row);
  g_assert_true (g_str_has_prefix (row, "Move 2, Black H2: about "));
  g_assert_nonnull (strstr (row, "E5 was better."));
  g_assert_nonnull (strstr (row, "Black left 2 stones in atari, and White took them at E5."));

  /* A click on it: the game goes there, the status line says it. */
  ishi_mistakes_view_activate (mistakes, 0);
  flush_events ();
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  g_assert_true (g_str_has_prefix (ishi_analysis_panel_get_estimate_text (panel_of (window)), "Move 2, Black H2"));
  /* The stone of move 2 with its loss; the move list's row too. */
  model = ishi_board_view_get_model (board_of (window));
  g_assert_cmpint (ishi_board_model_peek_point (model, 7, 7)->loss, >=, 2);
  list = ISHI_MOVE_LIST (widget_by_id (window, "move_list"));
  g_assert_cmpuint (ishi_move_list_get_grade (list, 1), >=, 2);
  g_assert_nonnull (strstr (ishi_move_list_get_move (list, 1), "2 B H2  −"));
  /* The candidates kept for this position (White to play): on the board,
   * each with its lead and visits. */
  {
    g_autoptr(GArray) kept = ishi_review_read_candidates (ishi_game_get_node (game_of (window)), 9);
    const IshiAnalysisCandidate *c = &g_array_index (kept, IshiAnalysisCandidate, 0);

    g_assert_nonnull (kept);
    g_assert_false (isnan (c->lead));
    g_assert_cmpuint (c->visits, >, 0);
    g_assert_nonnull (label_at (window, c->x, c->y));
    g_assert_nonnull (strchr (label_at (window, c->x, c->y), '\n'));
  }
  /* Next and previous mistake from the first move. */
  action (window, "first");
  action (window, "next-mistake");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  action (window, "last");
  action (window, "previous-mistake");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), <, 4);

  /* Saved and opened again: the review is whole, no engine asked. */
  g_assert_true (ishi_sgf_save (&(IshiSgfNode *){ ishi_game_get_root (game_of (window)) }, 1, saved, &error));
  g_assert_no_error (error);
  destroy_window (window);
  g_settings_set_string (settings, "analysis-engine", "engine:Missing");
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  open_file (window, saved);
  wait_for_layout (window);
  g_assert_true (ishi_analysis_panel_get_review (panel_of (window)) != NULL);
  mistakes = ISHI_MISTAKES_VIEW (widget_by_id (window, "mistakes_view"));
  g_assert_cmpuint (ishi_mistakes_view_get_n_rows (mistakes), >=, 1);
  {
    g_autofree char *again = ishi_mistakes_view_get_text (mistakes, 0);

    g_assert_cmpstr (again, ==, row);
  }
  if (g_getenv ("ISHI_ANALYSIS_SCREENSHOTS"))
    {
      ishi_mistakes_view_activate (mistakes, 0);
      wait_for_layout (window);
      screenshot (GTK_WIDGET (window), "4-review.png");
    }
  destroy_window (window);
  g_unlink (saved);
}

/* Preferences: "Analyse with" lists the engines and sets the key. */
static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  IshiWindow *window;
  GtkWindow *prefs;
  GtkDropDown *choice;
  GListModel *model;
  guint n;

  use_fake ("--analyse");
  g_settings_set_string (settings, "analysis-engine", "");
  window = new_window ();
  prefs = ishi_preferences_window_new (GTK_WINDOW (window), settings);
  gtk_window_present (prefs);
  flush_events ();
  choice = GTK_DROP_DOWN (find_named (GTK_WIDGET (prefs), "analysis-engine"));
  g_assert_nonnull (choice);
  model = gtk_drop_down_get_model (choice);
  n = g_list_model_get_n_items (model);
  /* Automatic, (GNU Go,) Fake, Missing, Ishi. */
  g_assert_cmpuint (n, >=, 4);
  g_assert_cmpuint (gtk_drop_down_get_selected (choice), ==, 0);
  gtk_drop_down_set_selected (choice, n - 1);
  {
    g_autofree char *chosen = g_settings_get_string (settings, "analysis-engine");

    g_assert_cmpstr (chosen, ==, "ishi");
  }
  g_settings_set_string (settings, "analysis-engine", "engine:Fake");
  flush_events ();
  {
    GtkStringObject *item = g_list_model_get_item (gtk_drop_down_get_model (choice),
                                                   gtk_drop_down_get_selected (choice));

    g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Fake");
    g_object_unref (item);
  }
  gtk_window_destroy (prefs);
  destroy_window (window);
}

/* ------------------------------------------------------------------------ */


/* With GNU Go, as a person sees it: the marks of Show a Good Move, the
 * estimate, and the graph of a 9x9 game analysed. */
static void
test_screenshots (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  IshiWindow *window;

  if (g_getenv ("ISHI_ANALYSIS_SCREENSHOTS") == NULL
      || !g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("ISHI_ANALYSIS_SCREENSHOTS is not set, or GNU Go is missing");
      return;
    }
  g_settings_set_int (settings, "gnugo-level", 1);
  g_settings_set_string (settings, "analysis-engine", "gnugo");
  path = ishi_test_src_path ("data/analysis-9x9.sgf");
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  window = open_game (text);
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 900);
  wait_for_layout (window);
  action (window, "analyse-game");
  wait_until (window, analysis_over, "GNU Go's analysis");
  ishi_match_go_to_move (match_of (window), 30, NULL);
  flush_events ();
  action (window, "show-good-move");
  wait_until (window, has_candidates, "GNU Go's candidates");
  screenshot (GTK_WIDGET (window), "1-good-move-and-graph.png");
  action (window, "estimate-score");
  wait_until (window, has_estimate, "GNU Go's estimate");
  screenshot (GTK_WIDGET (window), "2-estimate.png");
  destroy_window (window);

  /* Ishi's own engine in Pure Go on 7x7. */
  g_settings_set_string (settings, "analysis-engine", "ishi");
  window = open_game ("(;GM[1]FF[4]SZ[7]RU[Pure Go];B[dd];W[cc];B[dc];W[cd];B[ce];W[be])");
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 860);
  wait_for_layout (window);
  action (window, "last");
  action (window, "show-good-move");
  wait_until (window, has_candidates, "Ishi's candidates");
  screenshot (GTK_WIDGET (window), "3-ishi-pure-go.png");
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_ANALYSIS_SCREENSHOTS");
  if (g_getenv ("ISHI_FAKE_GTP") == NULL)
    {
      g_printerr ("ISHI_FAKE_GTP is not set\n");
      return 77;
    }

  g_test_add_func ("/analysis-window/good-move", test_good_move);
  g_test_add_func ("/analysis-window/estimate", test_estimate);
  g_test_add_func ("/analysis-window/missing-engine", test_missing_engine);
  g_test_add_func ("/analysis-window/analyse-game", test_analyse_game);
  g_test_add_func ("/analysis-window/cancel", test_cancel);
  g_test_add_func ("/analysis-window/stored-and-click", test_stored_and_click);
  g_test_add_func ("/analysis-window/ishi-pure-go", test_ishi_pure_go);
  g_test_add_func ("/analysis-window/preferences", test_preferences);
  g_test_add_func ("/analysis-window/review", test_review);
  g_test_add_func ("/analysis-window/screenshots", test_screenshots);
  return g_test_run ();
}
