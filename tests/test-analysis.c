/* test-analysis.c — help while playing or reviewing (core/engines/analysis):
 * the engines' answers read on strings; the GTP analyst against
 * tests/fake-gtp.c (top_moves, estimate_score, kata-analyze); Ishi's own
 * engine as analyst under Pure Go and equal stones, with a fixed seed and
 * playouts; Ishi's Renju engine on a Renju record; "Analyse This Game" over a record, with a failing position,
 * Cancel and a dying engine; and `ishi-tool analyse` writing the same
 * annotations as the analyser the window uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ishi-analysis.h"
#include "ishi-analyst.h"
#include "ishi-game-analyser.h"
#include "ishi-ruleset.h"
#include "ishi-test-util.h"


#define NEED_FAKE(cmd)                                                  \
  if ((cmd) == NULL) { g_test_skip ("ISHI_FAKE_GTP is not set"); return; }

static gboolean
guard_fired (gpointer data)
{
  g_error ("the test waited 60 s for an engine: it hangs");
  return G_SOURCE_REMOVE;
}

static void
wait_for (gboolean *flag)
{
  guint guard = g_timeout_add_seconds (60, guard_fired, NULL);

  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}

typedef struct {
  gboolean done;
  GArray *candidates;
  IshiAnalysisEstimate estimate;
  gboolean ok;
  GError *error;
} Answer;

static void
on_candidates (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->candidates = ishi_analyst_candidates_finish (ISHI_ANALYST (source), result, &a->error);
  a->done = TRUE;
}

static void
on_estimate (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->ok = ishi_analyst_estimate_finish (ISHI_ANALYST (source), result, &a->estimate, &a->error);
  a->done = TRUE;
}

static GArray *
candidates (IshiAnalyst *analyst, IshiMatch *match, guint max)
{
  Answer a = { 0 };

  ishi_analyst_candidates_async (analyst, match, max, NULL, on_candidates, &a);
  wait_for (&a.done);
  g_assert_no_error (a.error);
  return a.candidates;
}

static IshiAnalysisEstimate
estimate (IshiAnalyst *analyst, IshiMatch *match)
{
  Answer a = { 0 };

  ishi_analyst_estimate_async (analyst, match, NULL, on_estimate, &a);
  wait_for (&a.done);
  g_assert_no_error (a.error);
  g_assert_true (a.ok);
  return a.estimate;
}

/* The lead fake-gtp --analyse gives after n moves. */
static double
fake_lead (guint n)
{
  return (double) ((5 * n) % 17) - 8 + 0.5;
}

/* ------------------------------------------------------------------------ */

static void
test_parse_estimate (void)
{
  IshiAnalysisEstimate e;

  /* GNU Go 3.8's estimate_score: the bounds are White's lead. */
  g_assert_true (ishi_analysis_parse_estimate ("W+3.8 (upper bound: 5.0, lower: 2.0)", &e));
  g_assert_cmpfloat_with_epsilon (e.black_lead, -3.8, 1e-9);
  g_assert_cmpfloat_with_epsilon (e.lead_low, -5.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (e.lead_high, -2.0, 1e-9);
  g_assert_true (isnan (e.black_win_rate));
  g_assert_true (ishi_analysis_parse_estimate ("B+56.0", &e));
  g_assert_cmpfloat_with_epsilon (e.black_lead, 56.0, 1e-9);
  g_assert_true (isnan (e.lead_low) && isnan (e.lead_high));
  g_assert_false (ishi_analysis_parse_estimate ("resign", &e));
  g_assert_false (ishi_analysis_parse_estimate ("", &e));
}

static void
test_parse_analyze (void)
{
  /* Two reports: only the last one counts. */
  const char *kata =
    "\ninfo move Q16 visits 10 winrate 0.40 pv Q16\n"
    "info move D4 visits 300 utility 0.1 winrate 0.5432 scoreMean 1.5 pv D4 Q16 "
    "info move Q16 visits 100 winrate 0.51 pv Q16 info move pass visits 0 winrate 0.2 pv pass";
  const char *lz = "info move C3 visits 3 winrate 6000 prior 100 pv C3 info move D4 visits 1 winrate 4000 pv D4";
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) k = ishi_analysis_parse_analyze (19, kata, FALSE, &error);
  g_autoptr(GArray) l = NULL;
  g_autoptr(GArray) none = NULL;
  const IshiAnalysisCandidate *c;

  g_assert_no_error (error);
  g_assert_cmpuint (k->len, ==, 3);
  c = &g_array_index (k, IshiAnalysisCandidate, 0);
  g_assert_cmpint (c->x, ==, 3);
  g_assert_cmpint (c->y, ==, 15);            /* D4 on 19x19, y from the top */
  g_assert_cmpfloat_with_epsilon (c->share, 0.75, 1e-9);
  g_assert_cmpfloat_with_epsilon (c->win_rate, 0.5432, 1e-9);
  g_assert_true (g_array_index (k, IshiAnalysisCandidate, 2).pass);

  l = ishi_analysis_parse_analyze (9, lz, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (l->len, ==, 2);
  g_assert_cmpfloat_with_epsilon (g_array_index (l, IshiAnalysisCandidate, 0).win_rate, 0.6, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (l, IshiAnalysisCandidate, 0).share, 0.75, 1e-9);

  none = ishi_analysis_parse_analyze (9, "= nothing here", FALSE, &error);
  g_assert_null (none);
  g_assert_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE);
}

static void
test_describe (void)
{
  IshiAnalysisEstimate e = { 4.4, NAN, NAN, NAN };
  IshiAnalysisCandidate c = { FALSE, 0, 0, 0.423, NAN, NAN };
  g_autofree char *a = ishi_analysis_describe (&e, "GNU Go");
  g_autofree char *b = NULL, *d = NULL, *f = NULL, *g = NULL, *l1 = NULL, *l2 = NULL;

  g_assert_cmpstr (a, ==, "Black leads by about 4.5");
  e.black_lead = -12.2;
  e.lead_low = -14;
  e.lead_high = -10;
  b = ishi_analysis_describe (&e, "GNU Go");
  g_assert_cmpstr (b, ==, "White leads by about 12 (for Black between -14.0 and -10.0)");
  e.black_lead = 0.1;
  e.lead_low = e.lead_high = NAN;
  d = ishi_analysis_describe (&e, "GNU Go");
  g_assert_cmpstr (d, ==, "The game is even");
  e.black_lead = NAN;
  e.black_win_rate = 0.38;
  f = ishi_analysis_describe (&e, "Ishi");
  g_assert_cmpstr (f, ==, "White wins 62% of Ishi’s playouts");
  e.black_win_rate = NAN;
  g = ishi_analysis_describe (&e, "Ishi");
  g_assert_cmpstr (g, ==, "No estimate");
  l1 = ishi_analysis_candidate_label (&c);
  g_assert_cmpstr (l1, ==, "42%");
  c.share = NAN;
  c.value = 74.01;
  l2 = ishi_analysis_candidate_label (&c);
  g_assert_cmpstr (l2, ==, "74");
}

/* The IW property: percent in the record, 0..1 in the program. */
static void
test_win_rate_property (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[1]FF[4]SZ[9];B[ee])");
  IshiSgfNode *node = ishi_sgf_node_nth_child (ishi_game_get_root (game), 0);
  double w;

  ishi_analysis_write_win_rate (node, 0.6234);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "IW"), ==, "62.3");
  g_assert_true (ishi_analysis_read_win_rate (node, &w));
  g_assert_cmpfloat_with_epsilon (w, 0.623, 1e-9);
  ishi_analysis_write_win_rate (node, NAN);
  g_assert_null (ishi_sgf_node_get_raw (node, "IW"));
  ishi_sgf_node_set_raw (node, "IW", "140");
  g_assert_false (ishi_analysis_read_win_rate (node, &w));
}

/* ------------------------------------------------------------------------ */

static IshiMatch *
match_with_moves (const char *ruleset, int size, const int (*moves)[2], guint n)
{
  IshiMatch *match = ishi_match_new_game (ishi_ruleset_lookup (ruleset), size, 0, NAN);

  for (guint i = 0; i < n; i++)
    g_assert_cmpint (ishi_match_play (match, moves[i][0], moves[i][1]), ==, ISHI_MOVE_OK);
  return match;
}

static void
test_gtp_top_moves (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--analyse");
  NEED_FAKE (cmd);
  static const int moves[][2] = { { 0, 8 }, { 4, 4 } };   /* A1, E5 */
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiMatch) match = match_with_moves ("japanese", 9, moves, 2);
  g_autoptr(GArray) c = candidates (analyst, match, 2);
  IshiAnalysisEstimate e;

  /* The fake's first empty points from A1: B1, C1 (A1 is taken). */
  g_assert_cmpuint (c->len, ==, 2);
  g_assert_cmpint (g_array_index (c, IshiAnalysisCandidate, 0).x, ==, 1);
  g_assert_cmpint (g_array_index (c, IshiAnalysisCandidate, 0).y, ==, 8);
  g_assert_cmpfloat (g_array_index (c, IshiAnalysisCandidate, 0).value, ==, 30);
  g_assert_true (isnan (g_array_index (c, IshiAnalysisCandidate, 0).share));
  g_assert_cmpint (g_array_index (c, IshiAnalysisCandidate, 1).x, ==, 2);

  e = estimate (analyst, match);
  g_assert_cmpfloat_with_epsilon (e.black_lead, fake_lead (2), 1e-9);
  g_assert_cmpfloat_with_epsilon (e.lead_low, fake_lead (2) - 1, 1e-9);
  g_assert_cmpfloat_with_epsilon (e.lead_high, fake_lead (2) + 1, 1e-9);
  ishi_analyst_quit (analyst);
}

static void
test_gtp_kata (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--kata");
  NEED_FAKE (cmd);
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiMatch) match = match_with_moves ("chinese", 9, NULL, 0);
  g_autoptr(GArray) c = NULL;
  g_autofree char *name = NULL;
  Answer a = { 0 };

  ishi_analyst_set_analyze_time (analyst, 100);
  c = candidates (analyst, match, 5);
  g_assert_cmpuint (c->len, ==, 3);
  g_assert_cmpint (g_array_index (c, IshiAnalysisCandidate, 0).x, ==, 2);   /* C3 */
  g_assert_cmpint (g_array_index (c, IshiAnalysisCandidate, 0).y, ==, 6);
  g_assert_cmpfloat_with_epsilon (g_array_index (c, IshiAnalysisCandidate, 0).share, 0.75, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (c, IshiAnalysisCandidate, 0).win_rate, 0.56, 1e-9);

  /* The stream was ended: the engine answers the next question in step
   * (this fake has no estimate_score, so final_score is asked: "?"). */
  ishi_analyst_estimate_async (analyst, match, NULL, on_estimate, &a);
  wait_for (&a.done);
  g_assert_error (a.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED);
  g_clear_error (&a.error);
  ishi_analyst_quit (analyst);
}

static void
test_gtp_unsupported (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("");
  NEED_FAKE (cmd);
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiMatch) match = match_with_moves ("japanese", 9, NULL, 0);
  Answer a = { 0 };

  ishi_analyst_candidates_async (analyst, match, 3, NULL, on_candidates, &a);
  wait_for (&a.done);
  g_assert_null (a.candidates);
  g_assert_error (a.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED);
  g_clear_error (&a.error);
  ishi_analyst_quit (analyst);
}

static IshiAnalyst *
go_analyst (void)
{
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup ("japanese"), 6.5, 0);

  ishi_go_engine_set_playouts (engine, 1000);
  ishi_go_engine_set_threads (engine, 1);
  ishi_go_engine_set_seed (engine, 7);
  return ishi_analyst_new_go (engine);
}

/* Ishi's engine answers in any row: shares sorted and summing to at most
 * one, on empty points, the same twice with the same seed. */
static void
check_go_rows (const char *row)
{
  /* Three moves on 7x7, White to play. */
  static const int moves[][2] = { { 0, 0 }, { 0, 1 }, { 3, 3 } };
  g_autoptr(IshiAnalyst) analyst = go_analyst ();
  g_autoptr(IshiMatch) match = match_with_moves (row, 7, moves, 3);
  g_autoptr(GArray) c = candidates (analyst, match, 5);
  g_autoptr(GArray) again = candidates (analyst, match, 5);
  IshiAnalysisEstimate e;
  double sum = 0;

  g_test_message ("%s: %u candidates", row, c->len);
  g_assert_cmpuint (c->len, >=, 2);
  g_assert_cmpuint (c->len, ==, again->len);
  for (guint i = 0; i < c->len; i++)
    {
      const IshiAnalysisCandidate *ci = &g_array_index (c, IshiAnalysisCandidate, i);
      const IshiAnalysisCandidate *ca = &g_array_index (again, IshiAnalysisCandidate, i);

      g_test_message ("  %d,%d share %.3f win %.3f", ci->x, ci->y, ci->share, ci->win_rate);
      sum += ci->share;
      if (i > 0)
        g_assert_cmpfloat (ci->share, <=, g_array_index (c, IshiAnalysisCandidate, i - 1).share);
      g_assert_true (ci->x == ca->x && ci->y == ca->y && ci->share == ca->share);
      g_assert_true (isnan (ci->value));
      if (!ci->pass)
        g_assert_true (ishi_game_get_rules (ishi_match_get_game (match))->stone_at (
                         ishi_game_get_position (ishi_match_get_game (match)), ci->x, ci->y)
                       == ISHI_EMPTY);
      g_assert_cmpfloat (ci->win_rate, >=, 0);
      g_assert_cmpfloat (ci->win_rate, <=, 1);
    }
  g_assert_cmpfloat (sum, <=, 1 + 1e-9);
  g_assert_false (g_array_index (c, IshiAnalysisCandidate, 0).pass);

  /* The estimate: Black's lead in points by the ownership's count, within
   * the board, and the win rate beside it; the same twice. */
  e = estimate (analyst, match);
  g_assert_true (isfinite (e.black_lead));
  g_assert_cmpfloat (fabs (e.black_lead), <=, 49 + 8);
  g_assert_cmpfloat (e.black_win_rate, >=, 0);
  g_assert_cmpfloat (e.black_win_rate, <=, 1);
  g_assert_cmpfloat (estimate (analyst, match).black_lead, ==, e.black_lead);
}

static void
test_go_pure (void)
{
  check_go_rows ("pure");
}

static void
test_go_equal (void)
{
  check_go_rows ("equal-art");
  check_go_rows ("equal-3-1");
}

/* ------------------------------------------------------------------------ */

static const char *game_text =
  "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gc];W[cg];B[gg];W[ec];B[ce];W[ge]"
  "(;B[dd])(;B[ff]))";

typedef struct {
  gboolean done;
  gboolean ok;
  GError *error;
  guint n_done, n_failed;
  GCancellable *cancel_at_two;
} Run;

static void
on_run (GObject *source, GAsyncResult *result, gpointer data)
{
  Run *r = data;

  r->ok = ishi_game_analyser_run_finish (ISHI_GAME_ANALYSER (source), result, &r->error);
  r->done = TRUE;
}

static void
on_done (IshiGameAnalyser *analyser, guint index, gpointer data)
{
  Run *r = data;

  r->n_done++;
  if (r->cancel_at_two && r->n_done == 2)
    g_cancellable_cancel (r->cancel_at_two);
}

static void
on_failed (IshiGameAnalyser *analyser, guint index, const GError *error, gpointer data)
{
  Run *r = data;

  g_assert_cmpuint (index, ==, 3);
  r->n_failed++;
}

static void
count_changed (IshiGame *game, gpointer data)
{
  (*(guint *) data)++;
}

static void
test_game_analyser (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--analyse --estimate-fail-at=3");
  NEED_FAKE (cmd);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (game_text);
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiGameAnalyser) analyser = ishi_game_analyser_new (analyst, game, NULL);
  g_autoptr(GArray) values = NULL;
  Run r = { 0 };
  guint changed = 0;
  gboolean win_rate = TRUE;

  g_assert_null (ishi_game_analysis_values (game, NULL));
  g_assert_cmpuint (ishi_game_analyser_get_n_positions (analyser), ==, 10);
  g_signal_connect (analyser, "position-done", G_CALLBACK (on_done), &r);
  g_signal_connect (analyser, "position-failed", G_CALLBACK (on_failed), &r);
  /* The window's record moves on while the analysis runs: no matter. */
  g_assert_true (ishi_game_go_to_end (game, NULL));
  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, &r);
  g_assert_true (ishi_game_back (game));
  wait_for (&r.done);
  g_assert_no_error (r.error);
  g_assert_true (r.ok);
  g_assert_cmpuint (r.n_done, ==, 9);
  g_assert_cmpuint (r.n_failed, ==, 1);
  g_assert_cmpuint (ishi_game_analyser_get_n_done (analyser), ==, 10);

  g_signal_connect (game, "record-changed", G_CALLBACK (count_changed), &changed);
  g_assert_cmpuint (ishi_game_analyser_apply (analyser, game), ==, 9);
  g_assert_cmpuint (changed, ==, 1);
  values = ishi_game_analysis_values (game, &win_rate);
  g_assert_false (win_rate);
  g_assert_cmpuint (values->len, ==, 10);
  for (guint i = 0; i < 10; i++)
    if (i == 3)
      g_assert_true (isnan (g_array_index (values, double, i)));
    else
      g_assert_cmpfloat_with_epsilon (g_array_index (values, double, i), fake_lead (i), 1e-9);
  /* Only the main line is written; the variation B[ff] is left alone. */
  {
    IshiSgfNode *n = ishi_game_get_root (game);

    while (ishi_sgf_node_n_children (n) == 1)
      n = ishi_sgf_node_nth_child (n, 0);
    g_assert_nonnull (ishi_sgf_node_get_raw (ishi_sgf_node_nth_child (n, 0), "IV"));
    g_assert_null (ishi_sgf_node_get_raw (ishi_sgf_node_nth_child (n, 1), "IV"));
  }
  ishi_analyst_quit (analyst);
}

/* Ishi's Renju engine as analyst (issue 67, item 3): Black's open three on
 * row 8 (h8 i8 j8) with Black to move is a win — a straight four at g8 or
 * k8 (renju-rules.ja.txt: 達四) — so the best candidate is one of them at
 * 100%, the estimate is Black's at 100%, and Analyse This Game gives a
 * share of wins for each position, Black's win at the end. */
static const char *renju_text =
  "(;GM[4]FF[4]SZ[15];B[hh];W[ag];B[ih];W[ai];B[jh];W[ak])";

static void
test_renju (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (renju_text);
  g_autoptr(IshiGame) go = ishi_test_game_from_text (game_text);
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiMatch) go_match = ishi_match_new (go);
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_renju (3);
  g_autoptr(GArray) got = NULL;
  g_autoptr(IshiGameAnalyser) analyser = NULL;
  g_autoptr(GArray) values = NULL;
  g_autofree char *label = NULL;
  const IshiAnalysisCandidate *best;
  IshiAnalysisEstimate e;
  gboolean win_rate = FALSE;
  Run r = { 0 };
  Answer a = { 0 };

  g_assert_true (ishi_game_go_to_end (game, NULL));
  match = ishi_match_new (game);
  got = candidates (analyst, match, 3);
  g_assert_cmpuint (got->len, >=, 1);
  g_assert_cmpuint (got->len, <=, 3);
  best = &g_array_index (got, IshiAnalysisCandidate, 0);
  g_assert_false (best->pass);
  g_assert_cmpint (best->y, ==, 7);
  g_assert_true (best->x == 6 || best->x == 10);
  g_assert_cmpfloat (best->win_rate, ==, 1.0);
  label = ishi_analysis_candidate_label (best);
  g_assert_cmpstr (label, ==, "100%");
  e = estimate (analyst, match);
  g_assert_cmpfloat (e.black_win_rate, ==, 1.0);
  g_assert_true (isnan (e.black_lead));

  /* a Go game is not the Renju engine's */
  ishi_analyst_estimate_async (analyst, go_match, NULL, on_estimate, &a);
  wait_for (&a.done);
  g_assert_error (a.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED);
  g_clear_error (&a.error);

  analyser = ishi_game_analyser_new (analyst, game, NULL);
  g_assert_cmpuint (ishi_game_analyser_get_n_positions (analyser), ==, 7);
  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, &r);
  wait_for (&r.done);
  g_assert_no_error (r.error);
  g_assert_cmpuint (ishi_game_analyser_apply (analyser, game), ==, 7);
  values = ishi_game_analysis_values (game, &win_rate);
  g_assert_true (win_rate);
  g_assert_cmpuint (values->len, ==, 7);
  for (guint i = 0; i < 7; i++)
    {
      double v = g_array_index (values, double, i);

      g_assert_true (v >= 0 && v <= 1);
    }
  g_assert_cmpfloat (g_array_index (values, double, 6), ==, 1.0);
}

/* apply() stops where the main line is no longer the one analysed. */
static void
test_game_analyser_changed_line (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--analyse");
  NEED_FAKE (cmd);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (game_text);
  g_autoptr(IshiGame) other = ishi_test_game_from_text (
    "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gc];W[dg])");
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiGameAnalyser) analyser = ishi_game_analyser_new (analyst, game, NULL);
  Run r = { 0 };

  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, &r);
  wait_for (&r.done);
  g_assert_true (r.ok);
  g_assert_cmpuint (ishi_game_analyser_apply (analyser, other), ==, 4);
  ishi_analyst_quit (analyst);
}

static void
test_game_analyser_cancel (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--analyse");
  NEED_FAKE (cmd);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (game_text);
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiGameAnalyser) analyser = ishi_game_analyser_new (analyst, game, NULL);
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  IshiAnalysisEstimate e;
  Run r = { 0 };

  r.cancel_at_two = cancel;
  g_signal_connect (analyser, "position-done", G_CALLBACK (on_done), &r);
  ishi_game_analyser_run_async (analyser, 0, cancel, on_run, &r);
  wait_for (&r.done);
  g_assert_false (r.ok);
  g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&r.error);
  g_assert_cmpuint (ishi_game_analyser_get_n_done (analyser), ==, 2);
  g_assert_true (ishi_game_analyser_get_result (analyser, 1, &e));
  g_assert_false (ishi_game_analyser_get_result (analyser, 2, &e));
  g_assert_cmpuint (ishi_game_analyser_apply (analyser, game), ==, 2);
  ishi_analyst_quit (analyst);
}

static gboolean
cancel_now (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

/* Cancel while the engine is thinking about a position: the run ends at
 * once (the engine's late answer is dropped). */
static void
test_game_analyser_cancel_mid_command (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--analyse --estimate-delay=150");
  NEED_FAKE (cmd);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (game_text);
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiGameAnalyser) analyser = ishi_game_analyser_new (analyst, game, NULL);
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  Run r = { 0 };

  ishi_game_analyser_run_async (analyser, 0, cancel, on_run, &r);
  g_timeout_add (50, cancel_now, cancel);
  wait_for (&r.done);
  g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&r.error);
  g_assert_cmpuint (ishi_game_analyser_get_n_done (analyser), <, 10);
  ishi_analyst_quit (analyst);
}

static void
test_game_analyser_dead_engine (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--die-at-start");
  NEED_FAKE (cmd);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (game_text);
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiGameAnalyser) analyser = ishi_game_analyser_new (analyst, game, NULL);
  Run r = { 0 };

  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, &r);
  wait_for (&r.done);
  g_assert_false (r.ok);
  g_assert_error (r.error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_EXITED);
  g_test_message ("%s", r.error->message);
  g_clear_error (&r.error);
  g_assert_cmpuint (ishi_game_analyser_apply (analyser, game), ==, 0);
}

/* `ishi-tool analyse` and the window's analyser write the same record. */
static void
test_tool_same_annotations (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--analyse");
  NEED_FAKE (cmd);
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *dir = g_dir_make_tmp ("ishi-analysis-XXXXXX", NULL);
  g_autofree char *in = g_build_filename (dir, "in.sgf", NULL);
  g_autofree char *out = g_build_filename (dir, "out.sgf", NULL);
  g_autofree char *stdout_text = NULL, *written = NULL, *mine = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGame) game = ishi_test_game_from_text (game_text);
  g_autoptr(IshiGame) from_tool = NULL;
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (cmd, NULL, "fake");
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_new_gtp (engine, 10000);
  g_autoptr(IshiGameAnalyser) analyser = NULL;
  IshiSgfNode *a, *b;
  int status = -1;
  Run r = { 0 };

  if (tool == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  g_assert_true (g_file_set_contents (in, game_text, -1, NULL));
  {
    const char *argv[] = { tool, "analyse", in, "--engine", cmd, "--output", out, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &stdout_text, NULL, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_str_has_prefix (stdout_text, "0\t-\t-7.5\n1\tE5\t-2.5\n"));
  from_tool = ishi_test_game_from_file (out);

  analyser = ishi_game_analyser_new (analyst, game, NULL);
  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, &r);
  wait_for (&r.done);
  g_assert_true (r.ok);
  ishi_game_analyser_apply (analyser, game);
  ishi_analyst_quit (analyst);

  for (a = ishi_game_get_root (game), b = ishi_game_get_root (from_tool); a && b;
       a = ishi_sgf_node_n_children (a) ? ishi_sgf_node_nth_child (a, 0) : NULL,
       b = ishi_sgf_node_n_children (b) ? ishi_sgf_node_nth_child (b, 0) : NULL)
    {
      g_assert_nonnull (ishi_sgf_node_get_raw (a, "IV"));
      g_assert_cmpstr (ishi_sgf_node_get_raw (a, "IV"), ==, ishi_sgf_node_get_raw (b, "IV"));
    }
  g_assert_true (a == NULL && b == NULL);
  g_unlink (in);
  g_unlink (out);
  g_rmdir (dir);
}

/* Issue 53, item 7: an engine that dies after five estimates.  The tool
 * wrote nothing; now it writes the record with those five estimates (and
 * no more), prints them, and says where the engine stopped; status 1. */
static void
test_tool_engine_dies (void)
{
  g_autofree char *cmd = ishi_test_fake_gtp_command ("--analyse --die-at-estimate=5");
  NEED_FAKE (cmd);
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *dir = g_dir_make_tmp ("ishi-analysis-XXXXXX", NULL);
  g_autofree char *in = g_build_filename (dir, "in.sgf", NULL);
  g_autofree char *out = g_build_filename (dir, "out.sgf", NULL);
  g_autofree char *printed = NULL;
  g_autoptr(IshiGame) written = NULL;
  guint with_iv = 0, nodes = 0;

  if (tool == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  g_assert_true (g_file_set_contents (in, game_text, -1, NULL));
  {
    const char *argv[] = { tool, "analyse", in, "--engine", cmd, "--output", out, NULL };

    g_assert_cmpint (ishi_test_run_bounded (argv, 60, &printed), ==, 1);
  }
  g_assert_true (g_str_has_prefix (printed, "0\t-\t-7.5\n1\tE5\t-2.5\n"));
  g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
  written = ishi_test_game_from_file (out);
  for (IshiSgfNode *n = ishi_game_get_root (written); n != NULL;
       n = ishi_sgf_node_n_children (n) ? ishi_sgf_node_nth_child (n, 0) : NULL, nodes++)
    if (ishi_sgf_node_get_raw (n, "IV") != NULL)
      {
        g_assert_cmpuint (nodes, ==, with_iv);   /* the first five, in a row */
        with_iv++;
      }
  g_assert_cmpuint (with_iv, ==, 5);
  g_assert_cmpuint (nodes, >, 5);
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/53-7-tool-engine-dies", test_tool_engine_dies);
  g_test_add_func ("/analysis/parse-estimate", test_parse_estimate);
  g_test_add_func ("/analysis/parse-analyze", test_parse_analyze);
  g_test_add_func ("/analysis/describe", test_describe);
  g_test_add_func ("/analysis/win-rate-property", test_win_rate_property);
  g_test_add_func ("/analysis/gtp-top-moves", test_gtp_top_moves);
  g_test_add_func ("/analysis/gtp-kata", test_gtp_kata);
  g_test_add_func ("/analysis/gtp-unsupported", test_gtp_unsupported);
  g_test_add_func ("/analysis/go-pure", test_go_pure);
  g_test_add_func ("/analysis/go-equal", test_go_equal);
  g_test_add_func ("/analysis/game", test_game_analyser);
  g_test_add_func ("/analysis/renju", test_renju);
  g_test_add_func ("/analysis/game-changed-line", test_game_analyser_changed_line);
  g_test_add_func ("/analysis/game-cancel", test_game_analyser_cancel);
  g_test_add_func ("/analysis/game-cancel-mid-command", test_game_analyser_cancel_mid_command);
  g_test_add_func ("/analysis/game-dead-engine", test_game_analyser_dead_engine);
  g_test_add_func ("/analysis/tool-same-annotations", test_tool_same_annotations);
  return g_test_run ();
}
