/* bench-renju-engine — figures for Ishi's Renju engine and solver.
 *
 *   bench-renju-engine forbidden [GAMES]   self-play at level 1: forbidden
 *       points chosen by the engine as Black, each move checked by the rules
 *       core (must be 0); and VCF solve times on positions of those games
 *   bench-renju-engine ladder [GAMES]      each level against the one below,
 *       colours alternating: win rate with a 95 % interval
 *   bench-renju-engine threads [GAMES]     the strongest level on one thread
 *       and on two, on the same positions: time a move, and the answers
 *       compared (they must be the same)
 *   bench-renju-engine search [BUDGET…]    the deep search of level 6 on the
 *       middle-game positions of the 26 openings (each opening, then moves
 *       of level 4): for each budget of positions, the CPU time of a move,
 *       the positions searched a CPU second and the depth reached
 *   bench-renju-engine analyse BUDGET MOVE…  level 6's search on each position
 *       of a game given as SGF points (hh hg …, Black first): its move, the
 *       move played, its score and depth — where a game was lost, and how
 *       far ahead the search saw it
 *   bench-renju-engine puzzles FILE.xml…   every Renju puzzle of the lessons
 *       solved as the checker proves it (the claimed kind and moves, puzzle
 *       counting): VCF and VCT solve times, median and max
 *
 * Seeds are fixed, so the games are the same on every run; only the times
 * change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ishi-lesson.h"
#include "ishi-renju-board.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-openings.h"
#include "ishi-renju-search.h"
#include "ishi-renju-solver.h"

typedef struct {
  guint forbidden_chosen;
  guint black_moves;
  GArray *positions;  /* IshiRenjuBoard, the side to move in `to_move` */
  GArray *to_move;    /* IshiColor */
} Tally;

/* One game; returns the winner (ISHI_EMPTY: a draw). */
static IshiColor
play_on (IshiRenjuBoard board, IshiColor color, guint first_move,
         guint black_level, guint white_level, guint64 seed, Tally *tally)
{
  for (guint move = first_move; move < ISHI_RENJU_N_POINTS; move++)
    {
      IshiRenjuEngineResult r;
      guint level = color == ISHI_BLACK ? black_level : white_level;

      ishi_renju_engine_choose (&board, color, level, seed * 1000 + move, 0, &r);
      if (r.move.x < 0)
        return ISHI_EMPTY;
      if (color == ISHI_BLACK)
        {
          tally->black_moves++;
          /* the rules core's own verdict on the move the engine chose */
          if (ishi_renju_board_forbidden (&board, r.move.x, r.move.y) != ISHI_MOVE_OK)
            {
              tally->forbidden_chosen++;
              return ISHI_WHITE;
            }
        }
      if (ishi_renju_board_makes_five (&board, color, r.move.x, r.move.y, NULL))
        return color;
      ishi_renju_board_set (&board, r.move.x, r.move.y, color);
      color = ishi_color_other (color);
      if (tally->positions != NULL && move % 7 == 6)
        {
          g_array_append_val (tally->positions, board);
          g_array_append_val (tally->to_move, color);
        }
    }
  return ISHI_EMPTY;
}

static IshiColor
play_game (guint black_level, guint white_level, guint64 seed, Tally *tally)
{
  IshiRenjuBoard board;

  ishi_renju_board_init (&board);
  return play_on (board, ISHI_BLACK, 0, black_level, white_level, seed, tally);
}

/* The balance of each of the 26 openings in the engine's self-play at
 * `level` (OPENINGS_LEVEL, default 3): `games` games from each, White
 * playing move 4, each game in another of the opening's eight
 * orientations and with its own seed.  Black's share of the points is
 * what ishi-renju-opening-choice.c records for the openings whose balance
 * the source does not give. */
static void
bench_openings (guint games)
{
  guint level = getenv ("OPENINGS_LEVEL") ? (guint) atoi (getenv ("OPENINGS_LEVEL")) : 3;
  guint n = 0;
  const IshiRenjuOpening *openings = ishi_renju_openings (&n);
  gint64 t0 = g_get_monotonic_time ();

  for (guint i = 0; i < n; i++)
    {
      const IshiRenjuOpening *o = &openings[i];
      double points = 0, p;
      Tally tally = { 0 };

      for (guint g = 0; g < games; g++)
        {
          static const IshiPoint direct[4] = { { 7, 6 }, { 8, 7 }, { 7, 8 }, { 6, 7 } };
          static const IshiPoint indirect[4] = { { 8, 6 }, { 8, 8 }, { 6, 8 }, { 6, 6 } };
          IshiPoint stones[3];
          IshiRenjuBoard board;
          IshiColor winner;

          ishi_renju_opening_stones (o, o->indirect ? indirect[g % 4] : direct[g % 4], g / 4 % 2, stones);
          ishi_renju_board_init (&board);
          for (int k = 0; k < 3; k++)
            ishi_renju_board_set (&board, stones[k].x, stones[k].y, k == 1 ? ISHI_WHITE : ISHI_BLACK);
          winner = play_on (board, ISHI_WHITE, 3, level, level, 9000 + 100 * i + g, &tally);
          points += winner == ISHI_BLACK ? 1.0 : winner == ISHI_EMPTY ? 0.5 : 0.0;
        }
      p = points / games;
      printf ("%-3s %s  Black %.1f / %u = %.0f %% ± %.0f %%\n", o->code, o->kanji, points, games,
              100 * p, 100 * sqrt (p * (1 - p) / games));
      fflush (stdout);
    }
  printf ("level %u, %.1f s\n", level, (g_get_monotonic_time () - t0) / 1e6);
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static void
bench_forbidden (guint games)
{
  Tally tally = { 0, 0, g_array_new (FALSE, FALSE, sizeof (IshiRenjuBoard)),
                  g_array_new (FALSE, FALSE, sizeof (IshiColor)) };
  guint wins[3] = { 0, 0, 0 };
  double *times;
  guint found = 0;

  for (guint g = 0; g < games; g++)
    wins[play_game (1, 1, g + 1, &tally)]++;
  printf ("self-play at level 1: %u games, %u Black moves, Black %u, White %u, draws %u\n",
          games, tally.black_moves, wins[ISHI_BLACK], wins[ISHI_WHITE], wins[ISHI_EMPTY]);
  printf ("forbidden points chosen by the engine as Black: %u\n", tally.forbidden_chosen);

  times = g_new (double, tally.positions->len);
  for (guint i = 0; i < tally.positions->len; i++)
    {
      IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCF, 0, 0, 0 };
      IshiRenjuSolution s = { 0 };
      gint64 t0 = g_get_monotonic_time ();

      found += ishi_renju_solve (&g_array_index (tally.positions, IshiRenjuBoard, i),
                                 g_array_index (tally.to_move, IshiColor, i), &limits, &s);
      times[i] = (g_get_monotonic_time () - t0) / 1000.0;
      ishi_renju_solution_clear (&s);
    }
  qsort (times, tally.positions->len, sizeof (double), compare_double);
  if (tally.positions->len > 0)
    printf ("VCF on %u self-play positions (%u with a win, up to 35 moves): median %.3f ms, "
            "90th percentile %.3f ms, max %.3f ms\n",
            tally.positions->len, found, times[tally.positions->len / 2],
            times[tally.positions->len * 9 / 10], times[tally.positions->len - 1]);
  g_free (times);
  g_array_unref (tally.positions);
  g_array_unref (tally.to_move);
}

static void
bench_ladder (guint games)
{
  /* LADDER_LEVEL=N: only level N against N - 1 */
  guint only = getenv ("LADDER_LEVEL") ? (guint) atoi (getenv ("LADDER_LEVEL")) : 0;

  for (guint level = ISHI_RENJU_ENGINE_MIN_LEVEL + 1; level <= ISHI_RENJU_ENGINE_MAX_LEVEL; level++)
    {
      if (only != 0 && level != only)
        continue;
      Tally tally = { 0 };
      double points = 0, p, err;
      gint64 t0 = g_get_monotonic_time ();

      for (guint g = 0; g < games; g++)
        {
          gboolean strong_black = g % 2 == 0;
          IshiColor winner = play_game (strong_black ? level : level - 1,
                                        strong_black ? level - 1 : level, 7000 + g, &tally);
          IshiColor strong = strong_black ? ISHI_BLACK : ISHI_WHITE;

          points += winner == strong ? 1.0 : winner == ISHI_EMPTY ? 0.5 : 0.0;
        }
      p = points / games;
      err = 1.96 * sqrt (p * (1 - p) / games);
      printf ("level %u against level %u: %.1f / %u = %.0f %% ± %.0f %% (%.1f s; forbidden chosen: %u)\n",
              level, level - 1, points, games, 100 * p, 100 * err,
              (g_get_monotonic_time () - t0) / 1e6, tally.forbidden_chosen);
      fflush (stdout);
    }
}

static gint64
thread_cpu_us (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return (gint64) t.tv_sec * G_USEC_PER_SEC + t.tv_nsec / 1000;
}

static void
print_times (const char *what, GArray *times)
{
  if (times->len == 0)
    return;
  g_array_sort (times, compare_double);
  printf ("%s: %u puzzles, CPU time of one thread: median %.3f ms, max %.3f ms\n", what, times->len,
          g_array_index (times, double, times->len / 2), g_array_index (times, double, times->len - 1));
}

static void
bench_puzzles (int n_files, char **files)
{
  g_autoptr(GArray) vcf = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) vct = g_array_new (FALSE, FALSE, sizeof (double));
  guint unsolved = 0;

  for (int f = 0; f < n_files; f++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiLesson) lesson = ishi_lesson_load (files[f], &error);

      if (lesson == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          continue;
        }
      for (guint i = 0; i < lesson->steps->len; i++)
        {
          IshiLessonStep *step = g_ptr_array_index (lesson->steps, i);
          IshiPosition *position;
          IshiRenjuBoard board;
          IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCF, 0, 0, 0, TRUE };
          IshiRenjuSolution s = { 0 };
          gint64 t0;
          double ms;

          if (!ishi_lesson_task_is_puzzle (step->task))
            continue;
          position = ishi_lesson_step_position (lesson, step, step->sequence->len, NULL);
          if (position == NULL)
            continue;
          ishi_renju_board_init (&board);
          for (int y = 0; y < ISHI_RENJU_SIZE; y++)
            for (int x = 0; x < ISHI_RENJU_SIZE; x++)
              if (lesson->rules->stone_at (position, x, y) != ISHI_EMPTY)
                ishi_renju_board_set (&board, x, y, lesson->rules->stone_at (position, x, y));
          lesson->rules->position_free (position);
          limits.kind = step->task->condition == ISHI_LESSON_CONDITION_VCT ? ISHI_RENJU_SOLVE_VCT : ISHI_RENJU_SOLVE_VCF;
          limits.max_moves = (guint) step->task->moves;
          /* the time this thread ran, not the wall clock: the build
           * machine is shared, and the figure is for one core */
          t0 = thread_cpu_us ();
          if (!ishi_renju_solve (&board, step->task->to_play, &limits, &s))
            unsolved++;
          ms = (thread_cpu_us () - t0) / 1000.0;
          if (getenv ("VERBOSE"))
            printf ("%s step %u: %u moves, %.3f ms, %" G_GUINT64_FORMAT " positions\n", lesson->id, i + 1,
                    limits.max_moves, ms, s.nodes);
          ishi_renju_solution_clear (&s);
          g_array_append_val (limits.kind == ISHI_RENJU_SOLVE_VCT ? vct : vcf, ms);
        }
    }
  print_times ("VCF puzzles", vcf);
  print_times ("VCT puzzles", vct);
  printf ("not solved: %u\n", unsolved);
}

/* The strongest level's move on one thread and on two, alternately on the
 * same positions (every 4th of a level-2 game against itself, `games`
 * games): wall-clock time a move, median of each and of the ratios, and
 * whether the answers were the same (they must be). */
static void
bench_threads (guint games)
{
  g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) two = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ratio = g_array_new (FALSE, FALSE, sizeof (double));
  guint differ = 0;

  for (guint g = 0; g < games; g++)
    {
      IshiRenjuBoard board;
      IshiColor color = ISHI_BLACK;

      ishi_renju_board_init (&board);
      for (guint move = 0; move < 40; move++)
        {
          IshiRenjuEngineResult r, a, b;
          IshiPoint five[1];
          gint64 t0, t1, t2;
          double ta, tb, r12;

          if (ishi_renju_five_points (&board, color, five, 1) > 0)
            break;
          ishi_renju_engine_choose_threads (&board, color, 2, g * 100 + move, 0, 1, &r);
          if (r.move.x < 0)
            break;
          ishi_renju_board_set (&board, r.move.x, r.move.y, color);
          color = ishi_color_other (color);
          if (move % 4 != 3)
            continue;
          t0 = g_get_monotonic_time ();
          ishi_renju_engine_choose_threads (&board, color, ISHI_RENJU_ENGINE_MAX_LEVEL, 7, 0, 1, &a);
          t1 = g_get_monotonic_time ();
          ishi_renju_engine_choose_threads (&board, color, ISHI_RENJU_ENGINE_MAX_LEVEL, 7, 0, 2, &b);
          t2 = g_get_monotonic_time ();
          ta = (t1 - t0) / 1e3;
          tb = (t2 - t1) / 1e3;
          g_array_append_val (one, ta);
          g_array_append_val (two, tb);
          r12 = ta / MAX (tb, 1e-3);
          g_array_append_val (ratio, r12);
          differ += a.move.x != b.move.x || a.move.y != b.move.y || a.nodes != b.nodes;
        }
    }
  if (one->len == 0)
    return;
  g_array_sort (one, compare_double);
  g_array_sort (two, compare_double);
  g_array_sort (ratio, compare_double);
  printf ("level %d, %u positions: one thread median %.1f ms a move, two threads %.1f ms; "
          "one/two median %.2fx; answers that differ: %u\n",
          ISHI_RENJU_ENGINE_MAX_LEVEL, one->len, g_array_index (one, double, one->len / 2),
          g_array_index (two, double, two->len / 2), g_array_index (ratio, double, ratio->len / 2),
          differ);
}

static void
bench_search (int n_budgets, char **budgets)
{
  guint n_openings = 0;
  const IshiRenjuOpening *openings = ishi_renju_openings (&n_openings);
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (IshiRenjuBoard));
  g_autoptr(GArray) movers = g_array_new (FALSE, FALSE, sizeof (IshiColor));
  static char *defaults[] = { "100000", "460000", "1600000" };

  if (n_budgets == 0)
    {
      n_budgets = G_N_ELEMENTS (defaults);
      budgets = defaults;
    }
  for (guint i = 0; i < n_openings; i++)
    {
      IshiPoint stones[3];
      IshiRenjuBoard board;
      IshiColor color = ISHI_WHITE;

      ishi_renju_opening_stones (&openings[i], openings[i].indirect ? (IshiPoint) { 8, 6 } : (IshiPoint) { 7, 6 },
                                 FALSE, stones);
      ishi_renju_board_init (&board);
      for (int k = 0; k < 3; k++)
        ishi_renju_board_set (&board, stones[k].x, stones[k].y, k == 1 ? ISHI_WHITE : ISHI_BLACK);
      for (guint move = 3; move < 16; move++)
        {
          IshiRenjuEngineResult r;
          IshiPoint five[1];

          /* the positions of moves 8 and 13, or the first quiet one after */
          if ((move >= 8 && positions->len < 2 * i + 1) || (move >= 13 && positions->len < 2 * i + 2))
            if (ishi_renju_five_points (&board, color, five, 1) == 0
                && ishi_renju_five_points (&board, ishi_color_other (color), five, 1) == 0)
              {
                g_array_append_val (positions, board);
                g_array_append_val (movers, color);
              }
          ishi_renju_engine_choose_threads (&board, color, 4, i * 100 + move, 0, 1, &r);
          if (r.move.x < 0 || ishi_renju_board_makes_five (&board, color, r.move.x, r.move.y, NULL))
            break;
          ishi_renju_board_set (&board, r.move.x, r.move.y, color);
          color = ishi_color_other (color);
        }
    }
  for (int b = 0; b < n_budgets; b++)
    {
      guint64 budget = g_ascii_strtoull (budgets[b], NULL, 10), nodes = 0;
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) depths = g_array_new (FALSE, FALSE, sizeof (double));
      double cpu = 0;

      for (guint i = 0; i < positions->len; i++)
        {
          IshiRenjuSearchLimits limits = { budget, 40, 0, 7 };
          IshiRenjuSearchResult r;
          gint64 t0 = thread_cpu_us ();
          double ms, depth;

          ishi_renju_search (&g_array_index (positions, IshiRenjuBoard, i),
                             g_array_index (movers, IshiColor, i), &limits, &r);
          ms = (thread_cpu_us () - t0) / 1e3;
          depth = r.depth;
          cpu += ms;
          nodes += r.nodes;
          g_array_append_val (times, ms);
          g_array_append_val (depths, depth);
        }
      g_array_sort (times, compare_double);
      g_array_sort (depths, compare_double);
      printf ("budget %" G_GUINT64_FORMAT ": %u positions, CPU a move median %.0f ms, max %.0f ms; "
              "%.0f positions a CPU second; depth median %.0f, min %.0f, max %.0f\n",
              budget, times->len, g_array_index (times, double, times->len / 2),
              g_array_index (times, double, times->len - 1), nodes / (cpu / 1e3),
              g_array_index (depths, double, depths->len / 2), g_array_index (depths, double, 0),
              g_array_index (depths, double, depths->len - 1));
      fflush (stdout);
    }
}

static void
bench_analyse (int argc, char **argv)
{
  guint64 budget = argc > 0 ? g_ascii_strtoull (argv[0], NULL, 10) : 460000;
  IshiRenjuBoard board;

  ishi_renju_board_init (&board);
  for (int i = 1; i < argc; i++)
    {
      IshiColor color = i % 2 ? ISHI_BLACK : ISHI_WHITE;
      int x = argv[i][0] - 'a', y = argv[i][1] - 'a';

      if (strlen (argv[i]) != 2 || x < 0 || y < 0 || x >= ISHI_RENJU_SIZE || y >= ISHI_RENJU_SIZE)
        {
          fprintf (stderr, "not an SGF point: %s\n", argv[i]);
          return;
        }
      if (i > 3)
        {
          IshiRenjuSearchLimits limits = { budget, 40, 0, 7 };
          IshiRenjuSearchResult r;

          ishi_renju_search (&board, color, &limits, &r);
          printf ("%3d %s search %c%c played %s%s score %8d depth %2u\n", i, color == ISHI_BLACK ? "B" : "W",
                  'a' + r.move.x, 'a' + r.move.y, argv[i],
                  r.move.x == x && r.move.y == y ? " " : "*", r.score, r.depth);
          fflush (stdout);
        }
      ishi_renju_board_set (&board, x, y, color);
    }
}

int
main (int argc, char **argv)
{
  const char *mode = argc > 1 ? argv[1] : "forbidden";
  guint games = argc > 2 ? (guint) atoi (argv[2]) : 0;

  if (strcmp (mode, "forbidden") == 0)
    bench_forbidden (games ? games : 1000);
  else if (strcmp (mode, "ladder") == 0)
    bench_ladder (games ? games : 40);
  else if (strcmp (mode, "openings") == 0)
    bench_openings (games ? games : 40);
  else if (strcmp (mode, "puzzles") == 0)
    bench_puzzles (argc - 2, argv + 2);
  else if (strcmp (mode, "threads") == 0)
    bench_threads (games ? games : 4);
  else if (strcmp (mode, "search") == 0)
    bench_search (argc - 2, argv + 2);
  else if (strcmp (mode, "analyse") == 0)
    bench_analyse (argc - 2, argv + 2);
  else
    {
      fprintf (stderr, "usage: bench-renju-engine forbidden|ladder|openings|threads [GAMES] | search [BUDGET…] | analyse BUDGET MOVE… | puzzles FILE.xml…\n");
      return 2;
    }
  return 0;
}
