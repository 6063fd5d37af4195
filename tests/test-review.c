/* test-review.c — a game reviewed as a teacher would (issue 76,
 * core/engines/analysis/ishi-review.h): the record's candidates and
 * reasons read back as written; points lost from the candidates' leads,
 * from the estimates, from win rates; each side's biggest mistakes; the
 * readers of why (a capture missed, a ladder, a group left in atari); a
 * small record with a known mistake analysed by Ishi's engine, its
 * mistake named with its reason; and the record of issue 76 with its
 * known saw, whose estimates Ishi's engine now keeps within a bound.
 * Ishi's engine runs with a fixed seed, playouts and one thread: nothing
 * depends on timing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-analysis.h"
#include "ishi-analyst.h"
#include "ishi-game-analyser.h"
#include "ishi-go-gtp.h"
#include "ishi-kanji-readings.h"
#include "ishi-review.h"
#include "ishi-review-reasons.h"
#include "ishi-ruleset.h"
#include "ishi-test-util.h"

static IshiGame *
game_of (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), NULL, &error);
  IshiGame *game;

  g_assert_no_error (error);
  game = ishi_game_new_from_collection (collection, 0, &error);
  g_assert_no_error (error);
  return game;
}

static IshiSgfNode *
nth (IshiGame *game, guint n)
{
  IshiSgfNode *node = ishi_game_get_root (game);

  while (n-- > 0)
    node = node->first_child;
  return node;
}

/* IC and IR are read back as written; a value that is not one is left out. */
static void
test_properties (void)
{
  g_autoptr(IshiGame) game = game_of ("(;GM[1]FF[4]SZ[9];B[ee])");
  IshiSgfNode *node = nth (game, 1);
  g_autoptr(GArray) written = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));
  g_autoptr(GArray) read = NULL;
  IshiAnalysisCandidate a = ISHI_ANALYSIS_CANDIDATE_INIT (FALSE, 2, 6);
  IshiAnalysisCandidate b = ISHI_ANALYSIS_CANDIDATE_INIT (TRUE, -1, -1);
  IshiReason reasons[3] = { { ISHI_REASON_ATARI, 4, 4, 3 }, { ISHI_REASON_DAME, 0, 8, 0 } };
  IshiReason back[4];

  a.lead = -3.24;
  a.visits = 300;
  a.win_rate = 0.612;
  b.visits = 100;
  g_array_append_val (written, a);
  g_array_append_val (written, b);
  ishi_review_write_candidates (node, 9, written);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "IC"), ==, "cg:-3.2:300:61.2");
  read = ishi_review_read_candidates (node, 9);
  g_assert_cmpuint (read->len, ==, 2);
  g_assert_cmpint (g_array_index (read, IshiAnalysisCandidate, 0).x, ==, 2);
  g_assert_cmpint (g_array_index (read, IshiAnalysisCandidate, 0).y, ==, 6);
  g_assert_cmpfloat_with_epsilon (g_array_index (read, IshiAnalysisCandidate, 0).lead, -3.2, 1e-9);
  g_assert_cmpuint (g_array_index (read, IshiAnalysisCandidate, 0).visits, ==, 300);
  g_assert_cmpfloat_with_epsilon (g_array_index (read, IshiAnalysisCandidate, 0).share, 0.75, 1e-9);
  g_assert_true (g_array_index (read, IshiAnalysisCandidate, 1).pass);
  g_assert_true (isnan (g_array_index (read, IshiAnalysisCandidate, 1).lead));
  g_assert_true (isnan (g_array_index (read, IshiAnalysisCandidate, 1).win_rate));

  ishi_review_write_reasons (node, 9, reasons, 2);
  g_assert_cmpuint (ishi_review_read_reasons (node, 9, back, G_N_ELEMENTS (back)), ==, 2);
  g_assert_cmpint (back[0].kind, ==, ISHI_REASON_ATARI);
  g_assert_cmpint (back[0].x, ==, 4);
  g_assert_cmpuint (back[0].stones, ==, 3);
  g_assert_cmpint (back[1].kind, ==, ISHI_REASON_DAME);
  g_assert_cmpint (back[1].y, ==, 8);

  /* Garbage is left out, not guessed at. */
  ishi_sgf_node_set_raw (node, "IC", "zz:1:2:3");
  ishi_sgf_node_add_raw (node, "IC", "dd:x:y");
  ishi_sgf_node_add_raw (node, "IC", "dd:1.5:-4:200");
  g_clear_pointer (&read, g_array_unref);
  read = ishi_review_read_candidates (node, 9);
  g_assert_cmpuint (read->len, ==, 1);
  g_assert_cmpuint (g_array_index (read, IshiAnalysisCandidate, 0).visits, ==, 0);
  g_assert_true (isnan (g_array_index (read, IshiAnalysisCandidate, 0).win_rate));
  ishi_sgf_node_set_raw (node, "IR", "ladder:dd:2");
  ishi_sgf_node_add_raw (node, "IR", "atari:zz:2");
  g_assert_cmpuint (ishi_review_read_reasons (node, 9, back, G_N_ELEMENTS (back)), ==, 0);
}

/* Points lost: the best candidate's lead less the move played's, from
 * the mover's side — the played move's own lead when it was searched
 * enough, else the search of the position after it; the analyst's first
 * choice loses nothing; without leads, the change of the estimate. */
static void
test_points_lost (void)
{
  g_autoptr(IshiGame) game = game_of (
    "(;GM[1]FF[4]SZ[9]KM[6.5]IV[0]IC[ee:0.5:100:50][cc:-3:10:40]"
    ";B[ee]IV[0.5]IC[gg:1:200:50][aa:9:50:20]"
    ";W[aa]IV[8]IC[cg:2:100:60]"
    ";B[ii]IV[5]IC[gc:-1:50:50][ge:-3:50:50]"
    ";W[gc]IV[3]"
    ";B[gg]IV[5]"
    ";W[cc]IV[6])");
  g_autoptr(IshiReview) review = ishi_review_new (game);
  g_autoptr(GArray) black = NULL, white = NULL;
  const IshiReviewMove *m;

  g_assert_nonnull (review);
  g_assert_false (review->win_rate);
  g_assert_cmpuint (review->moves->len, ==, 6);
  /* 1: the first choice. */
  m = ishi_review_find (review, nth (game, 1));
  g_assert_cmpfloat (m->lost, ==, 0);
  g_assert_false (m->has_better);
  /* 2: White's aa, searched 50 times against gg's 200: 9 − 1 for White. */
  m = ishi_review_find (review, nth (game, 2));
  g_assert_cmpfloat_with_epsilon (m->lost, 8, 1e-9);
  g_assert_true (m->has_better);
  g_assert_cmpint (m->better_x, ==, 6);
  g_assert_cmpint (m->better_y, ==, 6);
  g_assert_cmpint (ishi_review_grade (review, m->lost), ==, 3);
  /* 3: Black's ii, not a candidate: the estimate went from 8 to 5. */
  m = ishi_review_find (review, nth (game, 3));
  g_assert_cmpfloat_with_epsilon (m->lost, 3, 1e-9);
  g_assert_cmpint (ishi_review_grade (review, m->lost), ==, 2);
  /* 4: White's gc, the first choice: nothing, whatever the estimates. */
  g_assert_cmpfloat (ishi_review_find (review, nth (game, 4))->lost, ==, 0);
  /* 5: no candidates before it: the estimate went from 3 to 5, a gain
   * for Black, never a negative loss. */
  g_assert_cmpfloat (ishi_review_find (review, nth (game, 5))->lost, ==, 0);
  /* 6: White's cc, from 5 to 6: a point, under the threshold. */
  m = ishi_review_find (review, nth (game, 6));
  g_assert_cmpfloat_with_epsilon (m->lost, 1, 1e-9);
  g_assert_cmpint (ishi_review_grade (review, m->lost), ==, 1);

  black = ishi_review_mistakes (review, ISHI_BLACK, 5);
  white = ishi_review_mistakes (review, ISHI_WHITE, 5);
  g_assert_cmpuint (black->len, ==, 1);
  g_assert_cmpuint (g_array_index (review->moves, IshiReviewMove, g_array_index (black, guint, 0)).number, ==, 3);
  g_assert_cmpuint (white->len, ==, 1);
  g_assert_cmpuint (g_array_index (review->moves, IshiReviewMove, g_array_index (white, guint, 0)).number, ==, 2);

  {
    g_autofree char *summary = ishi_review_move_summary (game, review, ishi_review_find (review, nth (game, 2)));

    g_assert_cmpstr (summary, ==, "Move 2, White A9: about 8 points lost; G3 was better.");
  }
}

/* A Renju record (win rates only): the share of wins the mover lost. */
static void
test_win_rates (void)
{
  g_autoptr(IshiGame) game = game_of ("(;GM[4]FF[4]SZ[15]IW[55];B[hh]IW[56];W[hi]IW[80];B[ii]IW[60])");
  g_autoptr(IshiReview) review = ishi_review_new (game);
  g_autoptr(GArray) white = NULL;

  g_assert_nonnull (review);
  g_assert_true (review->win_rate);
  g_assert_cmpfloat (ishi_review_find (review, nth (game, 1))->lost, ==, 0);
  /* White's share fell from 44 % to 20 %. */
  g_assert_cmpfloat_with_epsilon (ishi_review_find (review, nth (game, 2))->lost, 0.24, 1e-9);
  g_assert_cmpfloat_with_epsilon (ishi_review_find (review, nth (game, 3))->lost, 0.20, 1e-9);
  white = ishi_review_mistakes (review, ISHI_WHITE, 5);
  g_assert_cmpuint (white->len, ==, 1);
  {
    g_autofree char *summary = ishi_review_move_summary (game, review, ishi_review_find (review, nth (game, 2)));

    g_assert_cmpstr (summary, ==, "Move 2, White h7: White’s share of wins fell by 24%.");
  }
}

/* --- the readers --------------------------------------------------------- */

static IshiGoBoard *
board_with (int size, const char *black, const char *white)
{
  IshiGoBoard *board = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  for (int c = 0; c < 2; c++)
    {
      const char *s = c == 0 ? black : white;

      g_array_set_size (points, 0);
      for (guint i = 0; s[i] && s[i + 1]; i += 2)
        {
          IshiPoint p = { s[i] - 'a', s[i + 1] - 'a' };

          g_array_append_val (points, p);
        }
      ishi_go_board_setup (board, (IshiPoint *) points->data, points->len, c == 0 ? ISHI_BLACK : ISHI_WHITE);
    }
  ishi_go_board_set_to_move (board, ISHI_BLACK);
  return board;
}

#define P(x, y) ((y) * 9 + (x))

/* The better move catches a stone in a ladder — unless a stone of the
 * other side stands in the ladder's way. */
static void
test_reader_ladder (void)
{
  /* White e5 (4,4); Black d5, e6, f6 around it: Black e4 is an atari
   * the ladder follows down to the edge. */
  g_autoptr(IshiGoBoard) board = board_with (9, "eddefd", "ee");
  g_autoptr(IshiGoBoard) broken = board_with (9, "eddefd", "eehh");
  IshiReviewPosition at = { board, ISHI_BLACK, P (0, 8), P (4, 5), -1, NULL, NULL };
  IshiReason r[2];
  guint n;

  n = ishi_review_read_reasons_of (&at, r, 2);
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpint (r[0].kind, ==, ISHI_REASON_LADDER_CATCH);
  g_assert_cmpint (r[0].x, ==, 4);
  g_assert_cmpint (r[0].y, ==, 5);
  g_assert_cmpuint (r[0].stones, ==, 1);

  at.before = broken;
  n = ishi_review_read_reasons_of (&at, r, 2);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (r[i].kind, !=, ISHI_REASON_LADDER_CATCH);
}

/* The better move takes stones the move played left on the board. */
static void
test_reader_capture (void)
{
  /* White c3 c4 (2,6)(2,5) in atari: Black holds b3 b4 c5 d3 d4, c2
   * empty. */
  g_autoptr(IshiGoBoard) board = board_with (9, "bgbfcedgdf", "cgcf");
  IshiReviewPosition at = { board, ISHI_BLACK, P (8, 0), P (2, 7), -1, NULL, NULL };
  IshiReason r[2];

  g_assert_cmpuint (ishi_review_read_reasons_of (&at, r, 2), >=, 1);
  g_assert_cmpint (r[0].kind, ==, ISHI_REASON_CAPTURE);
  g_assert_cmpuint (r[0].stones, ==, 2);
  {
    g_autofree char *text = ishi_review_reason_text (&r[0], ISHI_BLACK, 9, "C2", "C2");

    g_assert_cmpstr (text, ==, "C2 would have captured 2 stones: a capture missed.");
  }
}

/* --- Ishi's engine on a known mistake and on the known saw --------------- */

typedef struct {
  gboolean done, ok;
  GError *error;
} Run;

static void
on_run (GObject *source, GAsyncResult *result, gpointer data)
{
  Run *r = data;

  r->ok = ishi_game_analyser_run_finish (ISHI_GAME_ANALYSER (source), result, &r->error);
  r->done = TRUE;
}

static void
analyse (IshiGame *game, guint playouts)
{
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup ("japanese"), 6.5, 0);
  g_autoptr(IshiAnalyst) analyst = NULL;
  g_autoptr(IshiGameAnalyser) analyser = NULL;
  g_autoptr(GError) error = NULL;
  Run r = { 0 };

  ishi_go_engine_set_playouts (engine, playouts);
  ishi_go_engine_set_threads (engine, 1);
  ishi_go_engine_set_seed (engine, 3);
  analyst = ishi_analyst_new_go (engine);
  analyser = ishi_game_analyser_new (analyst, game, &error);
  g_assert_no_error (error);
  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (r.error);
  g_assert_true (r.ok);
  g_assert_cmpuint (ishi_game_analyser_apply (analyser, game), ==, ishi_game_analyser_get_n_positions (analyser));
}

/* Black's d4 d3 (dd, de) in White's area are put in atari by White e4;
 * Black connects at e5 to its wall on the f-file, or loses them.  Black
 * plays h2 inside its own area instead and White takes the two stones at
 * e5: the review names move 2 as Black's mistake, e5 as the better move,
 * and says why. */
static void
test_known_mistake (void)
{
  g_autoptr(IshiGame) game = game_of (
    "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PL[W]"
    "AB[fa][fb][fc][fd][fe][ff][fg][fh][fi][dd][de]"
    "AW[ca][cb][cc][cd][ce][cf][cg][ch][ci][dc][df]"
    ";W[ed];B[hh];W[ee])");
  g_autoptr(IshiReview) review = NULL;
  g_autoptr(GArray) black = NULL;
  const IshiReviewMove *m;
  IshiReason reasons[2];
  guint n;

  analyse (game, 3000);
  review = ishi_review_new (game);
  g_assert_nonnull (review);
  black = ishi_review_mistakes (review, ISHI_BLACK, 5);
  g_assert_cmpuint (black->len, >=, 1);
  m = &g_array_index (review->moves, IshiReviewMove, g_array_index (black, guint, 0));
  g_test_message ("move %u lost %.1f", m->number, m->lost);
  g_assert_cmpuint (m->number, ==, 2);
  g_assert_cmpfloat (m->lost, >=, ishi_review_threshold (review));
  g_assert_true (m->has_better);
  g_assert_cmpint (m->better_x, ==, 4);
  g_assert_cmpint (m->better_y, ==, 4);
  n = ishi_review_read_reasons (m->node, 9, reasons, G_N_ELEMENTS (reasons));
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpint (reasons[0].kind, ==, ISHI_REASON_ATARI);
  g_assert_cmpint (reasons[0].x, ==, 4);
  g_assert_cmpint (reasons[0].y, ==, 4);
  g_assert_cmpuint (reasons[0].stones, ==, 2);
  {
    g_autofree char *words = ishi_review_move_reasons (game, m);

    g_test_message ("%s", words);
    g_assert_nonnull (strstr (words, "Black left 2 stones in atari, and White took them at E5."));
  }
}

/* The mean absolute change of the main line's IV between positions
 * where the move captured nothing, over its first `moves` moves. */
static double
saw (IshiGame *game, guint moves)
{
  g_autoptr(GArray) values = ishi_game_analysis_values (game, NULL);
  g_autoptr(IshiMatch) match = ishi_match_new (game);
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  IshiSgfNode *node = ishi_game_get_root (game);
  guint before = 0, n = 0;
  double sum = 0;

  g_assert_nonnull (values);
  for (guint i = 0; node && i <= moves && i < values->len; i++, node = node->first_child)
    {
      guint stones = 0;
      int x = -1, y = -1;

      g_assert_true (ishi_match_go_to (match, node, NULL));
      for (int p = 0; p < size * size; p++)
        stones += rules->stone_at (ishi_game_get_position (game), p % size, p / size) != ISHI_EMPTY;
      if (i > 0 && ishi_game_node_move (node, size, NULL, &x, &y) && stones == before + (x >= 0))
        {
          sum += fabs (g_array_index (values, double, i) - g_array_index (values, double, i - 1));
          n++;
        }
      before = stones;
    }
  g_assert_cmpuint (n, >, moves / 2);
  return sum / n;
}

/* The record of issue 76: the first 80 moves of a 19×19 game, analysed
 * under Japanese rules before the issue (`ishi-tool analyse` with `ishi-tool
 * gtp`, which counted each position as if the game had ended): +353.5
 * after move 1, then a zig-zag.  Ishi's engine now keeps the estimates
 * of its first 40 moves within a few points of each other, even at a
 * small budget. */
static void
test_known_saw (void)
{
  g_autofree char *path = ishi_test_src_path ("data/analysis-saw-19x19.sgf");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGame) game = NULL;
  double before, after;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  game = game_of (text);
  before = saw (game, 40);
  g_test_message ("the record's own estimates: %.2f points a move", before);
  g_assert_cmpfloat (before, >, 12);
  analyse (game, 500);
  after = saw (game, 40);
  g_test_message ("Ishi's engine at 500 playouts: %.2f points a move", after);
  g_assert_cmpfloat (after, <, 6);
}

/* Ishi's GTP server answers estimate_score with its playouts' count, so
 * that `ishi-tool analyse --engine "ishi-tool gtp"` (and Sabaki) no longer
 * read final_score, the count of a game in progress as if it had ended:
 * +353.5 after the first move of issue 76's record. */
static void
test_gtp_estimate (void)
{
  static const char *const setup[] = { "boardsize 19", "ishi-rules japanese", "komi 6.5", "play b R4" };
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_lookup ("japanese"), 6.5, 0);
  g_autoptr(IshiGoGtp) gtp = NULL;
  g_autofree char *listed = NULL, *answer = NULL;
  gboolean quit = FALSE;
  double lead;

  ishi_go_engine_set_playouts (engine, 300);
  ishi_go_engine_set_threads (engine, 1);
  gtp = ishi_go_gtp_new (engine);
  listed = ishi_go_gtp_handle (gtp, "list_commands", &quit);
  g_assert_nonnull (strstr (listed, "\nestimate_score\n"));
  for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
    {
      g_autofree char *ok = ishi_go_gtp_handle (gtp, setup[i], &quit);

      g_assert_cmpstr (ok, ==, "= \n\n");
    }
  answer = ishi_go_gtp_handle (gtp, "estimate_score", &quit);
  g_test_message ("estimate_score after R4: %s", answer);
  g_assert_true (g_str_has_prefix (answer, "= "));
  g_strstrip (answer);
  g_assert_true (ishi_analysis_parse_score (answer + 2, &lead));
  g_assert_cmpfloat (fabs (lead), <, 15);
}

/* What the Mistakes tab says, in Japanese, is read for a child at her
 * grade as the lessons are: every kanji of it has its word in the table
 * of readings (ishi-kanji-readings.c), so none is left unread. */
static void
test_readings (void)
{
  static const char *const said[] = {
    "%s would have captured %u stone: a capture missed.",
    "%s would have caught %u stone in a ladder.",
    "Black left %u stone in atari, and White took it at %s.",
    "White left %u stone in atari, and Black took it at %s.",
    "In Ishi’s reading the group at %s (%u stone) lived before this move and dies after it.",
    "Black’s group at %s was left with only one eye, and one eye does not live.",
    "White’s group at %s was left with only one eye, and one eye does not live.",
    "The stones at %s were caught in a ladder that works: running out only made the loss bigger.",
    "White cut at %s next; Black could have connected there.",
    "Black cut at %s next; White could have connected there.",
    "Black played inside Black’s own territory, where a stone adds nothing.",
    "White played inside White’s own territory, where a stone adds nothing.",
    "This move filled a neutral point (dame) while bigger points were left.",
    "Black played inside White’s territory, where the stone cannot live.",
    "White played inside Black’s territory, where the stone cannot live.",
    "The biggest point was elsewhere on the board, far from this move.",
    "Move %u, Black %s", "Move %u, White %s",
    "%s: nothing lost (the engine’s first choice was %s).", "%s: nothing lost.",
    "Black’s share of wins fell by %d%%", "White’s share of wins fell by %d%%",
    "about %s points lost", "%s: %s; %s was better.", "%s: %s.",
    "Black (%s)", "White (%s)", "No big mistake found.",
    "Analyse This Game (Ctrl+Shift+A) finds each side’s biggest mistakes.",
  };
  const char *dir = g_getenv ("ISHI_LOCALEDIR");
  guint unread = 0;

  if (dir == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  for (guint i = 0; i < G_N_ELEMENTS (said); i++)
    {
      const char *ja = g_dgettext (GETTEXT_PACKAGE, said[i]);
      guint missing = 0;
      g_autofree char *braced = ishi_kanji_readings_add (ja, &missing);

      g_assert_cmpstr (ja, !=, said[i]);   /* translated */
      if (missing)
        {
          g_test_message ("no reading for a kanji of \"%s\" (%s)", ja, braced);
          unread++;
        }
    }
  /* The lead as the review writes it, "4目半". */
  {
    guint missing = 0;
    g_autofree char *braced = ishi_kanji_readings_add ("約14目半の損", &missing);

    g_test_message ("%s", braced);
    unread += missing;
  }
  g_setenv ("LANGUAGE", "C", TRUE);
  g_assert_cmpuint (unread, ==, 0);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review/properties", test_properties);
  g_test_add_func ("/review/points-lost", test_points_lost);
  g_test_add_func ("/review/win-rates", test_win_rates);
  g_test_add_func ("/review/reader-ladder", test_reader_ladder);
  g_test_add_func ("/review/reader-capture", test_reader_capture);
  g_test_add_func ("/review/known-mistake", test_known_mistake);
  g_test_add_func ("/review/known-saw", test_known_saw);
  g_test_add_func ("/review/readings", test_readings);
  g_test_add_func ("/review/gtp-estimate", test_gtp_estimate);
  return g_test_run ();
}
