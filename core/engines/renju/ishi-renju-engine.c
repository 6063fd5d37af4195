/* ishi-renju-engine.c — alpha-beta with iterative deepening, dropping into
 * the VCF solver at the leaves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The order of questions at the root is the order in which a player asks
 * them (renju-rules.ja.txt): can I make five; must I stop a five; do I
 * have a forced win by fours (then threes and fours at the higher levels);
 * only then the search.
 *
 * The search is a negamax alpha-beta over the best few candidate moves
 * (points near the stones, ordered by what a stone there makes for either
 * side), deepened one ply at a time.  Its leaves are scored by the open
 * five-wide windows each side still holds, and at a leaf a side to move
 * with a VCF within a small budget is scored as a win — that is how the
 * engine sees White's fours whose only defence is a forbidden point: the
 * solver knows them, and Black's candidates never include a forbidden
 * point, so the search never counts on Black playing one.
 *
 * A level is a depth, a width, the budgets of the solvers and the spread
 * of the random choice among nearly equal moves; all are counts, so a
 * level plays the same moves on every machine.  The strongest level, 6,
 * asks the same questions at the root, then chooses with the deep search
 * of ishi-renju-search.c (shapes kept point by point, threats answered,
 * a transposition table) within a budget of positions, its own VCT still
 * beside it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ishi-renju-engine.h"
#include "ishi-renju-search.h"
#include "ishi-renju-solver.h"

#define SIZE ISHI_RENJU_SIZE
#define WIN_SCORE 1000000
#define MAX_CANDIDATES 64

typedef struct {
  guint depth;          /* plies of the full search */
  guint width;          /* candidates searched at each node */
  guint vcf_moves;      /* the longest VCF looked for at the root */
  guint64 vcf_nodes;    /* budget of each leaf VCF (0: none at the leaves) */
  guint vct_moves;      /* VCT at the root (0: none) */
  guint64 vct_nodes;
  gint noise;           /* random spread of the root scores */
  gint blunder;         /* per mille: chance of ignoring a threat */
  guint64 search_nodes; /* > 0: the deep search of ishi-renju-search.h
                         * chooses, within this many positions */
} Level;

/* Level 6 chooses its move with the deep search; where the opening rules
 * judge positions (judge, score_moves) it judges as level 5. */
static const Level levels[ISHI_RENJU_ENGINE_MAX_LEVEL] = {
  { 1, 8, 3, 0, 0, 0, 400, 350, 0 },
  { 1, 10, 9, 0, 0, 0, 80, 40, 0 },
  { 1, 12, 11, 60, 0, 0, 40, 0, 0 },
  { 2, 12, 17, 150, 7, 3000, 10, 0, 0 },
  { 3, 12, 25, 150, 9, 10000, 2, 0, 0 },
  { 3, 12, 25, 150, 9, 10000, 0, 0, 460000 },
};

static const int dir_dx[4] = { 1, 0, 1, 1 };
static const int dir_dy[4] = { 0, 1, 1, -1 };
static const gint window_value[6] = { 0, 1, 12, 120, 2000, 0 };

typedef struct {
  IshiRenjuBoard board;
  const Level *level;
  guint64 nodes;
  gint64 deadline;
  gboolean stopped;
} Search;

static inline gboolean
on_board (int x, int y)
{
  return x >= 0 && y >= 0 && x < SIZE && y < SIZE;
}

gint
ishi_renju_engine_evaluate (const IshiRenjuBoard *board, IshiColor color)
{
  gint score[3] = { 0, 0, 0 };

  for (int d = 0; d < 4; d++)
    for (int y = 0; y < SIZE; y++)
      for (int x = 0; x < SIZE; x++)
        {
          int ex = x + 4 * dir_dx[d], ey = y + 4 * dir_dy[d];
          int count[3] = { 0, 0, 0 };

          if (!on_board (ex, ey))
            continue;
          for (int k = 0; k < 5; k++)
            count[ishi_renju_board_get (board, x + k * dir_dx[d], y + k * dir_dy[d])]++;
          if (count[ISHI_BLACK] > 0 && count[ISHI_WHITE] == 0)
            score[ISHI_BLACK] += window_value[count[ISHI_BLACK]];
          else if (count[ISHI_WHITE] > 0 && count[ISHI_BLACK] == 0)
            score[ISHI_WHITE] += window_value[count[ISHI_WHITE]];
        }
  return score[color] - score[ishi_color_other (color)];
}

/* What a stone at (x, y) is worth to `color`: the windows through it that
 * `color` holds alone, each by how full it would become. */
static gint
point_value (const IshiRenjuBoard *board, IshiColor color, int x, int y)
{
  gint value = 0;

  for (int d = 0; d < 4; d++)
    for (int start = -4; start <= 0; start++)
      {
        int own = 0;
        gboolean open = TRUE;

        for (int k = start; k < start + 5 && open; k++)
          {
            int qx = x + k * dir_dx[d], qy = y + k * dir_dy[d];
            IshiColor c;

            if (!on_board (qx, qy))
              open = FALSE;
            else if ((c = ishi_renju_board_get (board, qx, qy)) == color)
              own++;
            else if (c != ISHI_EMPTY)
              open = FALSE;
          }
        if (open)
          value += window_value[MIN (own + 1, 4)] - window_value[own];
      }
  return value;
}

typedef struct {
  IshiPoint p;
  gint order;
} Candidate;

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  const Candidate *ca = a, *cb = b;

  if (ca->order != cb->order)
    return cb->order > ca->order ? 1 : -1;
  if (ca->p.y != cb->p.y)
    return ca->p.y - cb->p.y;
  return ca->p.x - cb->p.x;
}

/* The legal points within two of a stone, best first (attack plus
 * defence).  Black's forbidden points are never among them.  With
 * `radius` >= 0, the points within that many lines of h8 instead, near a
 * stone or not (the opening rules that keep the first stones near the
 * centre). */
static guint
candidates_in (const IshiRenjuBoard *board, IshiColor color, int radius, Candidate *out, guint max)
{
  Candidate all[ISHI_RENJU_N_POINTS];
  guint n = 0;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        gboolean near = FALSE;

        if (ishi_renju_board_get (board, x, y) != ISHI_EMPTY)
          continue;
        if (radius >= 0)
          near = ABS (x - SIZE / 2) <= radius && ABS (y - SIZE / 2) <= radius;
        else
          for (int dy = -2; dy <= 2 && !near; dy++)
            for (int dx = -2; dx <= 2 && !near; dx++)
              near = on_board (x + dx, y + dy)
                     && ishi_renju_board_get (board, x + dx, y + dy) != ISHI_EMPTY;
        if (!near)
          continue;
        all[n].p = (IshiPoint) { x, y };
        all[n].order = point_value (board, color, x, y)
                       + point_value (board, ishi_color_other (color), x, y) * 4 / 5;
        n++;
      }
  qsort (all, n, sizeof (Candidate), compare_candidates);
  {
    guint kept = 0;

    for (guint i = 0; i < n && kept < max; i++)
      if (ishi_renju_may_play (board, color, all[i].p.x, all[i].p.y))
        out[kept++] = all[i];
    return kept;
  }
}

static guint
candidates (const IshiRenjuBoard *board, IshiColor color, Candidate *out, guint max)
{
  return candidates_in (board, color, -1, out, max);
}

static gboolean
quick_vcf (const IshiRenjuBoard *board, IshiColor color, guint moves, guint64 nodes,
           IshiPoint *first, guint64 *used)
{
  IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCF, moves, nodes, 0 };
  IshiRenjuSolution s = { 0 };
  gboolean found = ishi_renju_solve (board, color, &limits, &s);

  if (found && first != NULL)
    *first = g_array_index (s.line, IshiPoint, 0);
  if (used != NULL)
    *used += s.nodes;
  ishi_renju_solution_clear (&s);
  return found;
}

static gint
negamax (Search *s, IshiColor color, guint depth, gint alpha, gint beta)
{
  Candidate moves[MAX_CANDIDATES];
  IshiPoint five[2];
  guint n;
  gint best = -WIN_SCORE;

  s->nodes++;
  if (s->deadline != 0 && (s->nodes & 63) == 0 && g_get_monotonic_time () > s->deadline)
    s->stopped = TRUE;
  if (s->stopped)
    return 0;
  if (ishi_renju_five_points (&s->board, color, five, 1) > 0)
    return WIN_SCORE - 1;
  n = ishi_renju_five_points (&s->board, ishi_color_other (color), five, 2);
  if (n >= 2)
    return -(WIN_SCORE - 2);
  if (depth == 0)
    {
      if (n == 0 && s->level->vcf_nodes > 0
          && quick_vcf (&s->board, color, 9, s->level->vcf_nodes, NULL, &s->nodes))
        return WIN_SCORE - 10;
      return ishi_renju_engine_evaluate (&s->board, color);
    }
  if (n == 1)
    {
      /* a five to stop: the one move there is, if it is legal */
      if (!ishi_renju_may_play (&s->board, color, five[0].x, five[0].y))
        return -(WIN_SCORE - 2);
      moves[0].p = five[0];
      n = 1;
    }
  else
    n = candidates (&s->board, color, moves, s->level->width);
  if (n == 0)
    return 0;
  for (guint i = 0; i < n; i++)
    {
      gint value;

      ishi_renju_board_set (&s->board, moves[i].p.x, moves[i].p.y, color);
      value = -negamax (s, ishi_color_other (color), depth - 1, -beta, -alpha);
      ishi_renju_board_set (&s->board, moves[i].p.x, moves[i].p.y, ISHI_EMPTY);
      if (s->stopped)
        return 0;
      if (value > best)
        best = value;
      if (value > alpha)
        alpha = value;
      if (alpha >= beta)
        break;
    }
  return best;
}

/* One thread's share of a root iteration: the root moves i ≡ first
 * (mod step), each searched with a full window on the thread's own copy
 * of the board.  No state is shared between root moves (no table, no
 * killer moves, and every root move gets the full window), so the scores
 * are those of one thread searching them all, in any order. */
typedef struct {
  Search search;
  const Candidate *moves;
  guint n, first, step, depth;
  IshiColor to_move;
  gint *scores;
} RootShare;

static gpointer
search_root_share (gpointer data)
{
  RootShare *share = data;
  IshiColor other = ishi_color_other (share->to_move);

  for (guint i = share->first; i < share->n && !share->search.stopped; i += share->step)
    {
      IshiPoint p = share->moves[i].p;

      ishi_renju_board_set (&share->search.board, p.x, p.y, share->to_move);
      share->scores[i] = -negamax (&share->search, other, share->depth - 1, -WIN_SCORE - 1, WIN_SCORE + 1);
      ishi_renju_board_set (&share->search.board, p.x, p.y, ISHI_EMPTY);
    }
  return NULL;
}

/* One iteration of the root at `depth`, on `threads` threads (the calling
 * one among them).  The scores land in `iteration`; the nodes and the stop
 * of every share are added to `s`. */
static void
search_root (Search *s, const Candidate *moves, guint n, IshiColor to_move, guint depth,
             guint threads, gint *iteration)
{
  RootShare shares[ISHI_RENJU_ENGINE_MAX_THREADS];
  GThread *workers[ISHI_RENJU_ENGINE_MAX_THREADS] = { NULL };

  threads = CLAMP (threads, 1, MIN (n, ISHI_RENJU_ENGINE_MAX_THREADS));
  for (guint t = 0; t < threads; t++)
    {
      shares[t] = (RootShare) { .search = *s, .moves = moves, .n = n, .first = t, .step = threads,
                                .depth = depth, .to_move = to_move, .scores = iteration };
      shares[t].search.nodes = 0;
      if (t > 0)
        workers[t] = g_thread_new ("ishi-renju-root", search_root_share, &shares[t]);
    }
  search_root_share (&shares[0]);
  for (guint t = 0; t < threads; t++)
    {
      if (workers[t] != NULL)
        g_thread_join (workers[t]);
      s->nodes += shares[t].search.nodes;
      s->stopped = s->stopped || shares[t].search.stopped;
    }
}

/* The mover's own VCT at the root, in a thread of its own beside the
 * alpha-beta search when there are two threads: its answer decides when
 * it finds a win, and the search's otherwise, so the move is the same as
 * when the two run one after the other; only the wall-clock time is
 * shorter (the VCT takes most of it in sharp positions). */
typedef struct {
  IshiRenjuBoard board;
  IshiColor color;
  IshiRenjuSolveLimits limits;
  IshiRenjuSolution sol;
  gboolean found;
  GThread *thread;
} RootVct;

static gpointer
root_vct_run (gpointer data)
{
  RootVct *v = data;

  v->found = ishi_renju_solve (&v->board, v->color, &v->limits, &v->sol);
  return NULL;
}

/* Waits for the VCT (if it runs) and takes its answer when it won: TRUE
 * then, and `result` holds the winning move.  Its nodes are counted
 * either way. */
static gboolean
root_vct_finish (RootVct *v, IshiRenjuEngineResult *result)
{
  gboolean won;

  if (v->thread != NULL)
    g_thread_join (g_steal_pointer (&v->thread));
  won = v->found;
  if (won)
    {
      result->move = g_array_index (v->sol.line, IshiPoint, 0);
      result->score = WIN_SCORE;
      result->forced_win = TRUE;
    }
  result->nodes += v->sol.nodes;
  ishi_renju_solution_clear (&v->sol);
  v->found = FALSE;
  return won;
}

/* The index of the move chosen among `n` scored ones: the best after the
 * level's random spread (none where a win or loss is seen). */
static guint
choose_spread (const Level *level, GRand *rand, const gint *scores, guint n)
{
  gint best = G_MININT;
  guint chosen = 0;

  for (guint i = 0; i < n; i++)
    {
      gint noisy = scores[i];

      if (level->noise > 0 && ABS (scores[i]) < WIN_SCORE / 2)
        noisy += g_rand_int_range (rand, 0, level->noise + 1);
      if (noisy > best)
        {
          best = noisy;
          chosen = i;
        }
    }
  return chosen;
}

/* Level 6: the deep search chooses (ishi-renju-search.h); the VCT beside
 * it, when it found a win, has the last word. */
static void
choose_by_search (Search *s, IshiColor to_move, guint64 seed, gdouble max_seconds,
                  RootVct *vct, IshiRenjuEngineResult *result)
{
  IshiRenjuSearchLimits limits = { s->level->search_nodes, 40, max_seconds, seed };
  IshiRenjuSearchResult found;

  ishi_renju_search (&s->board, to_move, &limits, &found);
  if (root_vct_finish (vct, result))
    return;
  result->move = found.move;
  result->score = found.score;
  result->depth = found.depth;
  result->nodes += found.nodes;
  result->forced_win = found.score >= WIN_SCORE / 2;
}

void
ishi_renju_engine_choose (const IshiRenjuBoard *board, IshiColor to_move,
                          guint level_number, guint64 seed, gdouble max_seconds,
                          IshiRenjuEngineResult *result)
{
  /* Two threads where the search is deep enough to pay for them: the
   * levels of two plies and more. */
  ishi_renju_engine_choose_threads (board, to_move, level_number, seed, max_seconds, 2, result);
}

void
ishi_renju_engine_choose_threads (const IshiRenjuBoard *board, IshiColor to_move,
                                  guint level_number, guint64 seed, gdouble max_seconds,
                                  guint threads, IshiRenjuEngineResult *result)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  Search s = { 0 };
  RootVct vct = { 0 };
  IshiColor other = ishi_color_other (to_move);
  Candidate moves[MAX_CANDIDATES];
  IshiPoint five[2], win;
  gint scores[MAX_CANDIDATES];
  guint n, n_other;

  g_return_if_fail (board != NULL && result != NULL);
  level_number = CLAMP (level_number, ISHI_RENJU_ENGINE_MIN_LEVEL, ISHI_RENJU_ENGINE_MAX_LEVEL);
  memset (result, 0, sizeof *result);
  result->move = (IshiPoint) { -1, -1 };
  s.board = *board;
  s.level = &levels[level_number - 1];
  if (max_seconds > 0)
    s.deadline = g_get_monotonic_time () + (gint64) (max_seconds * G_USEC_PER_SEC);

  /* 自由打ち: the first stone on the centre (renju-rules.ja.txt). */
  if (board->n_stones == 0)
    {
      result->move = (IshiPoint) { SIZE / 2, SIZE / 2 };
      return;
    }
  if (ishi_renju_five_points (&s.board, to_move, five, 1) > 0)
    {
      result->move = five[0];
      result->score = WIN_SCORE;
      result->forced_win = TRUE;
      return;
    }
  n_other = ishi_renju_five_points (&s.board, other, five, 2);
  if (n_other > 0 && (s.level->blunder == 0 || g_rand_int_range (rand, 0, 1000) >= s.level->blunder))
    {
      if (ishi_renju_may_play (&s.board, to_move, five[0].x, five[0].y))
        {
          result->move = five[0];
          return;
        }
    }
  if (n_other == 0
      && quick_vcf (&s.board, to_move, s.level->vcf_moves, 200000, &win, &result->nodes))
    {
      result->move = win;
      result->score = WIN_SCORE;
      result->forced_win = TRUE;
      return;
    }
  if (n_other == 0 && s.level->vct_moves > 0)
    {
      vct.board = s.board;
      vct.color = to_move;
      vct.limits = (IshiRenjuSolveLimits) { ISHI_RENJU_SOLVE_VCT, s.level->vct_moves, s.level->vct_nodes,
                                            max_seconds > 0 ? max_seconds / 3 : 0 };
      if (threads > 1)
        vct.thread = g_thread_new ("ishi-renju-vct", root_vct_run, &vct);
      else
        {
          root_vct_run (&vct);
          if (root_vct_finish (&vct, result))
            return;
        }
    }

  if (s.level->search_nodes > 0)
    {
      choose_by_search (&s, to_move, seed, max_seconds, &vct, result);
      return;
    }
  n = candidates (&s.board, to_move, moves, s.level->width);
  if (n == 0)
    {
      /* a full board, or only forbidden points left for Black */
      root_vct_finish (&vct, result);
      return;
    }
  for (guint i = 0; i < n; i++)
    scores[i] = 0;
  result->move = moves[0].p;
  /* Iterative deepening: each finished iteration orders the next one and
   * gives the answer if time runs out in the middle of the next. */
  for (guint depth = 1; depth <= s.level->depth && !s.stopped; depth++)
    {
      gint iteration[MAX_CANDIDATES];

      /* a full window, not alpha-pruned: every root move gets its value
       * so the random choice among the best is fair — and the root moves
       * can be shared between threads; one ply is too short to share */
      search_root (&s, moves, n, to_move, depth, depth >= 2 ? threads : 1, iteration);
      if (s.stopped)
        break;
      memcpy (scores, iteration, n * sizeof (gint));
      result->depth = depth;
    }
  if (root_vct_finish (&vct, result))
    {
      result->depth = 0;
      return;
    }

  {
    guint chosen = choose_spread (s.level, rand, scores, n);

    result->move = moves[chosen].p;
    result->score = scores[chosen];
  }
  result->nodes += s.nodes;
}

/* --- the opening rules of stronger players (ishi-renju-opening-play.c) --- */

guint
ishi_renju_engine_candidates (const IshiRenjuBoard *board, IshiColor color, int radius,
                              IshiPoint *moves, guint max)
{
  Candidate found[ISHI_RENJU_N_POINTS];
  guint n;

  g_return_val_if_fail (board != NULL && (moves != NULL || max == 0), 0);
  n = candidates_in (board, color, radius, found, MIN (max, ISHI_RENJU_N_POINTS));
  for (guint i = 0; i < n; i++)
    moves[i] = found[i].p;
  return n;
}

void
ishi_renju_engine_score_moves (const IshiRenjuBoard *board, IshiColor to_move, guint level_number,
                               const IshiPoint *moves, guint n, gint *scores)
{
  Search s = { 0 };

  g_return_if_fail (board != NULL && (n == 0 || (moves != NULL && scores != NULL)));
  level_number = CLAMP (level_number, ISHI_RENJU_ENGINE_MIN_LEVEL, ISHI_RENJU_ENGINE_MAX_LEVEL);
  s.board = *board;
  s.level = &levels[level_number - 1];
  /* At the level's full depth at once: every root move gets the full
   * window, so the order the moves come in changes no score. */
  for (guint done = 0; done < n; done += MAX_CANDIDATES)
    {
      Candidate chunk[MAX_CANDIDATES];
      gint iteration[MAX_CANDIDATES];
      guint k = MIN (n - done, MAX_CANDIDATES), legal = 0;
      guint index[MAX_CANDIDATES];

      for (guint i = 0; i < k; i++)
        {
          IshiPoint p = moves[done + i];

          scores[done + i] = -WIN_SCORE;
          if (on_board (p.x, p.y) && ishi_renju_may_play (&s.board, to_move, p.x, p.y))
            {
              chunk[legal] = (Candidate) { p, 0 };
              index[legal++] = done + i;
            }
        }
      if (legal == 0)
        continue;
      search_root (&s, chunk, legal, to_move, s.level->depth, 2, iteration);
      for (guint i = 0; i < legal; i++)
        scores[index[i]] = iteration[i];
    }
}

gint
ishi_renju_engine_judge (const IshiRenjuBoard *board, IshiColor to_move, int radius, guint level_number)
{
  Search s = { 0 };
  Candidate moves[MAX_CANDIDATES];
  gint scores[MAX_CANDIDATES];
  gint previous, best = 0;
  guint n;

  g_return_val_if_fail (board != NULL, 0);
  level_number = CLAMP (level_number, ISHI_RENJU_ENGINE_MIN_LEVEL, ISHI_RENJU_ENGINE_MAX_LEVEL);
  s.board = *board;
  s.level = &levels[level_number - 1];
  /* Depth 0: the position as it stands, nobody's stone added. */
  previous = ishi_renju_engine_evaluate (board, to_move);
  n = candidates_in (board, to_move, radius, moves, s.level->width);
  if (n == 0)
    return previous;
  for (guint depth = 1; depth <= s.level->depth; depth++)
    {
      if (depth > 1)
        previous = best;
      search_root (&s, moves, n, to_move, depth, depth >= 2 ? 2 : 1, scores);
      best = G_MININT;
      for (guint i = 0; i < n; i++)
        best = MAX (best, scores[i]);
    }
  /* A search ending on the mover's own stone flatters the mover, one
   * ending on the reply flatters the other side: the mean of the last two
   * depths favours neither.  A win or loss seen is kept as it is. */
  if (ABS (best) >= WIN_SCORE / 2)
    return best;
  return (best + previous) / 2;
}

void
ishi_renju_engine_choose_within (const IshiRenjuBoard *board, IshiColor to_move, int radius,
                                 guint level_number, guint64 seed, gdouble max_seconds,
                                 IshiRenjuEngineResult *result)
{
  g_autoptr(GRand) rand = NULL;
  Candidate moves[MAX_CANDIDATES];
  IshiPoint points[MAX_CANDIDATES];
  gint scores[MAX_CANDIDATES];
  const Level *level;
  guint n;
  guint chosen;

  g_return_if_fail (board != NULL && result != NULL);
  if (radius < 0)
    {
      ishi_renju_engine_choose (board, to_move, level_number, seed, max_seconds, result);
      return;
    }
  level_number = CLAMP (level_number, ISHI_RENJU_ENGINE_MIN_LEVEL, ISHI_RENJU_ENGINE_MAX_LEVEL);
  level = &levels[level_number - 1];
  memset (result, 0, sizeof *result);
  result->move = (IshiPoint) { -1, -1 };
  /* The first stones of an opening: no five, four or forced win can be
   * on the board yet, so the search alone chooses, among the points of
   * the square the rule allows, the best few by the quick measure. */
  n = candidates_in (board, to_move, radius, moves, level->width);
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    points[i] = moves[i].p;
  ishi_renju_engine_score_moves (board, to_move, level_number, points, n, scores);
  rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  chosen = choose_spread (level, rand, scores, n);
  result->move = points[chosen];
  result->score = scores[chosen];
  result->depth = level->depth;
}
