/* bench-analyse — Analyse This Game with Ishi's own engine, as the window
 * runs it, on one record:
 *
 *   bench-analyse FILE.sgf [--playouts N] [--threads T] [--every K]
 *                 [--no-game] [--both-sides] [--rules ROW] [--moves M]
 *                 [--saw] [--read] [--output OUT.sgf]
 *
 * --saw prints the estimate after each move ("value MOVE LEAD") and the
 * saw: the mean absolute change of the estimate between consecutive
 * positions where the move captured nothing ("saw MEAN over N moves"), the
 * estimates' zig-zag from one side's move to the other's (issue 76).
 * --read does not analyse: it reads the record's own IV (as `ishi-tool
 * analyse` wrote them with another engine) and prints the same.  --rules
 * analyses the record under another row (its komi the row's), --moves
 * only its first M moves, --both-sides with two searches a position, one
 * with each side to move, instead of one (ishi-analyst.h); --output writes the record so cut,
 * under its row and with what was found (IV, IW, IC, IR).
 *
 * First the whole main line through the window's analyser
 * (ishi-game-analyser.h, Ishi's engine in-process, ishi_analyst_new_go):
 * the positions, the wall and CPU seconds in all and a position.  Then
 * every Kth position (K = 10 by default) asked for its best move, as
 * *Show a Good Move* asks, one line a position:
 *
 *   position MOVES COLOUR VERTEX SHARE WIN-RATE CPU-SECONDS
 *
 * (MOVES: the moves played before it; VERTEX in GTP's letters, "pass"
 * for a pass).  go-pachi.py agree reads those lines and asks Pachi the
 * same positions.  CPU time is the process's (getrusage: the engine's
 * worker threads included), so the figures do not depend on the load.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include <math.h>

#include "ishi-analysis.h"
#include "ishi-analyst.h"
#include "ishi-game-analyser.h"
#include "ishi-review.h"
#include "ishi-sgf.h"

static double
cpu_seconds (void)
{
  struct rusage u;

  getrusage (RUSAGE_SELF, &u);
  return (double) u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6 +
         (double) u.ru_stime.tv_sec + u.ru_stime.tv_usec / 1e6;
}

typedef struct {
  GMainLoop *loop;
  gboolean ok;
  GArray *candidates;
  GError *error;
} Wait;

static void
on_run (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;

  w->ok = ishi_game_analyser_run_finish (ISHI_GAME_ANALYSER (source), result, &w->error);
  g_main_loop_quit (w->loop);
}

static void
on_candidates (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;

  w->candidates = ishi_analyst_candidates_finish (ISHI_ANALYST (source), result, &w->error);
  g_main_loop_quit (w->loop);
}

static const char *
vertex (const IshiAnalysisCandidate *c, int size, char *buf)
{
  if (c->pass)
    return "pass";
  g_snprintf (buf, 8, "%c%d", "ABCDEFGHJKLMNOPQRST"[c->x], size - c->y);
  return buf;
}

/* The stones on the board at `node`. */
static guint
stones_at (IshiMatch *match, IshiSgfNode *node)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  guint n = 0;

  if (!ishi_match_go_to (match, node, NULL))
    return 0;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      n += rules->stone_at (ishi_game_get_position (game), x, y) != ISHI_EMPTY;
  return n;
}

static void
gtp_point (char *buf, int size, gboolean pass, int x, int y)
{
  if (pass || x < 0)
    g_strlcpy (buf, "pass", 8);
  else
    g_snprintf (buf, 8, "%c%d", "ABCDEFGHJKLMNOPQRSTUVWXYZ"[x], size - y);
}

/* Each side's biggest mistakes as the review lists them, one a line:
 *   mistake MOVE COLOUR PLAYED BETTER LOST REASONS
 * (GTP's letters; BETTER "-" when none; REASONS the IR words, or "-");
 * then, for a comparison, ten moves spread over the game that the review
 * finds lost half a point or less ("calm MOVE COLOUR PLAYED"). */
static void
print_mistakes (IshiGame *game)
{
  g_autoptr(IshiReview) review = ishi_review_new (game);
  int size = ishi_game_get_size (game);

  for (IshiColor c = ISHI_BLACK; review && c <= ISHI_WHITE; c++)
    {
      g_autoptr(GArray) mistakes = ishi_review_mistakes (review, c, ISHI_REVIEW_MISTAKES);

      for (guint i = 0; i < mistakes->len; i++)
        {
          const IshiReviewMove *m = &g_array_index (review->moves, IshiReviewMove, g_array_index (mistakes, guint, i));
          IshiSgfProperty *ir = ishi_sgf_node_lookup (m->node, ISHI_REVIEW_REASON_PROPERTY);
          g_autoptr(GString) reasons = g_string_new (NULL);
          char played[8], better[8];

          gtp_point (played, size, m->pass, m->x, m->y);
          if (m->has_better)
            gtp_point (better, size, m->better_pass, m->better_x, m->better_y);
          else
            g_strlcpy (better, "-", sizeof better);
          for (guint k = 0; ir && k < ir->n_values; k++)
            g_string_append_printf (reasons, "%s%s", k ? "," : "", ir->values[k]);
          printf ("mistake %u %c %s %s %.1f %s\n", m->number, c == ISHI_BLACK ? 'B' : 'W', played, better,
                  m->lost, reasons->len ? reasons->str : "-");
        }
    }
  if (review)
    {
      g_autoptr(GArray) calm = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < review->moves->len; i++)
        {
          const IshiReviewMove *m = &g_array_index (review->moves, IshiReviewMove, i);

          if (!isnan (m->lost) && m->lost <= 0.5 && !m->pass)
            g_array_append_val (calm, i);
        }
      for (guint k = 0; k < 10 && calm->len > 0; k++)
        {
          const IshiReviewMove *m = &g_array_index (review->moves, IshiReviewMove,
                                                    g_array_index (calm, guint, k * calm->len / 10));
          char played[8];

          if (k > 0 && k * calm->len / 10 == (k - 1) * calm->len / 10)
            continue;
          gtp_point (played, size, m->pass, m->x, m->y);
          printf ("calm %u %c %s\n", m->number, m->color == ISHI_BLACK ? 'B' : 'W', played);
        }
    }
}

/* The values after each move and the saw of the record's IV. */
static void
print_saw (IshiGame *game)
{
  g_autoptr(GArray) values = ishi_game_analysis_values (game, NULL);
  g_autoptr(IshiMatch) match = ishi_match_new (game);
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  int size = ishi_game_get_size (game);
  double sum = 0, last = NAN;
  guint n = 0, before = 0;

  if (values == NULL)
    {
      printf ("saw: no values\n");
      return;
    }
  for (IshiSgfNode *node = ishi_game_get_root (game); node != NULL; node = node->first_child)
    g_ptr_array_add (line, node);
  for (guint i = 0; i < line->len && i < values->len; i++)
    {
      double v = g_array_index (values, double, i);
      guint stones = stones_at (match, line->pdata[i]);
      int x = -1, y = -1;
      gboolean move = i > 0 && ishi_game_node_move (line->pdata[i], size, NULL, &x, &y);
      /* nothing captured: a stone more, or as many after a pass */
      gboolean quiet = move && stones == (x >= 0 ? before + 1 : before);

      printf ("value %u %.1f%s\n", i, v, quiet || i == 0 ? "" : " capture");
      if (quiet && !isnan (v) && !isnan (last))
        {
          sum += fabs (v - last);
          n++;
        }
      last = v;
      before = stones;
    }
  printf ("saw %.2f over %u moves\n", n ? sum / n : NAN, n);
  print_mistakes (game);
  fflush (stdout);
}

/* The whole main line through the window's analyser: its time. */
static gboolean
time_game (IshiAnalyst *analyst, IshiGame *game, Wait *w, int playouts, int threads)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGameAnalyser) analyser = ishi_game_analyser_new (analyst, game, &error);
  gint64 start;
  double cpu, wall;
  guint n;

  if (analyser == NULL)
    {
      fprintf (stderr, "bench-analyse: %s\n", error->message);
      return FALSE;
    }
  n = ishi_game_analyser_get_n_positions (analyser);
  start = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  ishi_game_analyser_run_async (analyser, 0, NULL, on_run, w);
  g_main_loop_run (w->loop);
  if (!w->ok)
    {
      fprintf (stderr, "bench-analyse: %s\n", w->error->message);
      return FALSE;
    }
  cpu = cpu_seconds () - cpu;
  wall = (g_get_monotonic_time () - start) / 1e6;
  printf ("analyse-game positions %u playouts %d threads %d wall %.1f s cpu %.1f s; "
          "a position: wall %.3f s cpu %.3f s\n",
          n, playouts, threads, wall, cpu, wall / n, cpu / n);
  fflush (stdout);
  ishi_game_analyser_apply (analyser, game);
  return TRUE;
}

/* The best move at `node`, `moves` moves into the game, as one line;
 * FALSE when the position cannot be set up. */
static gboolean
best_move (IshiAnalyst *analyst, IshiMatch *match, IshiSgfNode *node, guint moves, int size, Wait *w)
{
  g_autoptr(GError) error = NULL;
  IshiAnalysisCandidate *c;
  char buf[8];
  double cpu;

  if (!ishi_match_go_to (match, node, &error))
    {
      fprintf (stderr, "bench-analyse: position %u: %s\n", moves, error->message);
      return FALSE;
    }
  cpu = cpu_seconds ();
  ishi_analyst_candidates_async (analyst, match, 1, NULL, on_candidates, w);
  g_main_loop_run (w->loop);
  cpu = cpu_seconds () - cpu;
  if (w->candidates == NULL || w->candidates->len == 0)
    {
      fprintf (stderr, "bench-analyse: position %u: %s\n", moves,
               w->error ? w->error->message : "no candidate");
      g_clear_error (&w->error);
      g_clear_pointer (&w->candidates, g_array_unref);
      return TRUE;
    }
  c = &g_array_index (w->candidates, IshiAnalysisCandidate, 0);
  printf ("position %u %c %s %.3f %.3f %.3f\n", moves,
          ishi_match_get_acting_color (match) == ISHI_BLACK ? 'B' : 'W',
          vertex (c, size, buf), c->share, c->win_rate, cpu);
  fflush (stdout);
  g_clear_pointer (&w->candidates, g_array_unref);
  return TRUE;
}

/* Every `every`th position of the main line with a move to follow. */
static gboolean
best_moves (IshiAnalyst *analyst, IshiGame *game, int every, Wait *w)
{
  g_autoptr(IshiMatch) match = ishi_match_new (game);
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  int size = ishi_game_get_size (game);
  guint moves = 0;

  for (IshiSgfNode *node = ishi_game_get_root (game); node != NULL;
       node = ishi_sgf_node_n_children (node) ? ishi_sgf_node_nth_child (node, 0) : NULL)
    g_ptr_array_add (line, node);
  for (guint i = 0; i < line->len; i++)
    {
      int x, y;

      if (i > 0 && ishi_game_node_move (line->pdata[i], size, NULL, &x, &y))
        moves++;
      if (moves % (guint) every != 0 || i + 1 == line->len)
        continue;
      if (!ishi_game_node_move (line->pdata[i + 1], size, NULL, &x, &y))
        continue;   /* the next node sets stones up: not a position of play */
      if (!best_move (analyst, match, line->pdata[i], moves, size, w))
        return FALSE;
    }
  return TRUE;
}

static gboolean
write_output (IshiGame *game, const char *path)
{
  g_autoptr(GError) error = NULL;
  IshiSgfNode *root = ishi_game_get_root (game);

  if (path == NULL)
    return TRUE;
  if (!ishi_sgf_save (&root, 1, path, &error))
    {
      fprintf (stderr, "bench-analyse: %s: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

int
main (int argc, char **argv)
{
  int playouts = 10000, threads = 1, every = 10, moves = 0;
  gboolean no_game = FALSE, both_sides = FALSE, saw = FALSE, read = FALSE;
  g_autofree char *rules = NULL, *output = NULL;
  GOptionEntry entries[] = {
    { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts, "Playouts a position (10000)", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "The engine's threads (1)", "T" },
    { "every", 0, 0, G_OPTION_ARG_INT, &every, "Best moves of every Kth position (10)", "K" },
    { "no-game", 0, 0, G_OPTION_ARG_NONE, &no_game, "Only the best moves", NULL },
    { "both-sides", 0, 0, G_OPTION_ARG_NONE, &both_sides, "Two searches a position, one with each side to move", NULL },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, "Analyse under this row", "ROW" },
    { "moves", 0, 0, G_OPTION_ARG_INT, &moves, "Only the first M moves", "M" },
    { "saw", 0, 0, G_OPTION_ARG_NONE, &saw, "The estimates and their saw, no best moves", NULL },
    { "read", 0, 0, G_OPTION_ARG_NONE, &read, "The record's own IV: no analysis", NULL },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &output, "Write the record here", "OUT.sgf" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.sgf");
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiGoEngine) engine = NULL;
  g_autoptr(IshiAnalyst) analyst = NULL;
  g_autoptr(GFile) file = NULL;
  Wait w = { .loop = g_main_loop_new (NULL, FALSE) };
  gboolean ok;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 || playouts < 1 ||
      threads < 1 || every < 1)
    {
      fprintf (stderr, "bench-analyse: %s\n", error ? error->message : "one FILE.sgf, see --help");
      return 2;
    }
  file = g_file_new_for_commandline_arg (argv[1]);
  collection = ishi_sgf_read_file (file, &error);
  if (collection != NULL)
    game = ishi_game_new_from_collection (collection, 0, &error);
  if (game == NULL)
    {
      fprintf (stderr, "bench-analyse: %s: %s\n", argv[1], error->message);
      return 1;
    }
  if (moves > 0)
    {
      IshiSgfNode *node = ishi_game_get_root (game);
      int size = ishi_game_get_size (game);

      for (int n = 0; node->first_child && n < moves;)
        {
          node = node->first_child;
          if (ishi_game_node_move (node, size, NULL, NULL, NULL))
            n++;
        }
      while (node->first_child)
        ishi_sgf_node_free (node->first_child);
    }
  if (rules != NULL)
    {
      const IshiRuleset *row = ishi_ruleset_lookup (rules);
      g_autofree char *komi = NULL;
      char buf[G_ASCII_DTOSTR_BUF_SIZE];
      IshiSgfNode *root = ishi_game_get_root (game);
      g_autoptr(IshiSgfNode) copy = NULL;

      if (row == NULL)
        {
          fprintf (stderr, "bench-analyse: no row %s\n", rules);
          return 2;
        }
      ishi_sgf_node_set_raw (root, "RU", row->ru);
      ishi_sgf_node_set_raw (root, "KM", g_ascii_formatd (buf, sizeof buf, "%.1f", row->komi));
      /* The game again from its changed record, for its rules. */
      copy = ishi_sgf_node_copy_tree (root);
      g_clear_object (&game);
      game = ishi_game_new_from_tree (g_steal_pointer (&copy), &error);
      if (game == NULL)
        {
          fprintf (stderr, "bench-analyse: %s\n", error->message);
          return 1;
        }
    }
  if (read)
    {
      print_saw (game);
      return write_output (game, output) ? 0 : 1;
    }
  /* The rules, komi and handicap come from each position's match. */
  engine = ishi_go_engine_new (ishi_ruleset_lookup ("chinese"), 7.5, 0);
  ishi_go_engine_set_playouts (engine, (guint) playouts);
  ishi_go_engine_set_threads (engine, (guint) threads);
  ishi_go_engine_set_seed (engine, 1);
  analyst = ishi_analyst_new_go (engine);
  ishi_analyst_set_both_sides (analyst, both_sides);

  ok = (no_game || time_game (analyst, game, &w, playouts, threads));
  if (ok && saw)
    print_saw (game);
  else if (ok)
    ok = best_moves (analyst, game, every, &w);
  ok = ok && write_output (game, output);
  g_main_loop_unref (w.loop);
  return ok ? 0 : 1;
}
