/* ishi-renju-solver.c — VCF by depth-first search, VCT by proof-number
 * search, both on the exact rules of ishi-renju-board.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ─── VCF ────────────────────────────────────────────────────────────────────
 *
 * The attacker plays fours only, so every defender reply is forced: the one
 * point that stops the five.  The search tries, at each step, every legal
 * attacker move that makes a four (a move near enough to three of the
 * attacker's stones to be one), in board order, so it is deterministic:
 *
 *   - two five-points after the move (open four, double four): a win,
 *     since the defender has no five of his own to play first;
 *   - one five-point that Black, defending, may not play (it is forbidden):
 *     a win — renju-rules.ja.txt: Black may not play a forbidden point even
 *     to stop a five;
 *   - otherwise the defender blocks.  If the block makes a four for the
 *     defender the attacker must stop it at once, and only a stop that is
 *     itself a four keeps the sequence going; two defender fours end it.
 *
 * Black's attacking moves go through ishi_renju_board_forbidden(), so a
 * four-three is played and a four-four or an overline never is (an exact
 * five is never forbidden).  Positions that failed with a given number of
 * attacker moves left are kept in a transposition table (Zobrist keys), so
 * a position reached by two orders of the same fours is searched once.
 *
 * ─── VCT ────────────────────────────────────────────────────────────────────
 *
 * Proof-number search over an AND/OR tree.  At the attacker's nodes the
 * children are the moves that threaten: fours, and moves after which the
 * attacker, moving again, would have a VCF (a three is the shortest such
 * threat; any longer one counts too).  A node where the attacker has a VCF
 * within the moves left is proved at once.
 *
 * At the defender's nodes the threat's VCF is known.  Every legal defender
 * move is considered — none is assumed useless — but a move is dropped at
 * once when the same VCF still wins after it (replayed step by step, forced
 * replies and all), or when a new VCF search finds another win.  What is
 * left are the real defences; none left proves the node.  This is what
 * makes the search exact about counter-fours and about forbidden points:
 * a Black defence that is forbidden is not a legal move, and a defence that
 * makes a four for the defender changes the replay.
 *
 * The tree is kept in memory, bounded by max_nodes; transpositions are not
 * merged in it (the VCF searches underneath share their table).
 */
#include "config.h"

#include <string.h>
#include <time.h>

#include "ishi-renju-solver.h"

#define SIZE ISHI_RENJU_SIZE
#define TT_BITS 18
#define MAX_LINE 64
#define DEFAULT_MAX_MOVES 35
#define INF_PN G_MAXUINT32

static const int dir_dx[4] = { 1, 0, 1, 1 };
static const int dir_dy[4] = { 0, 1, 1, -1 };

/* Now, in µs: the CPU time of the calling thread (`cpu`), or the
 * monotonic clock.  The thread's CPU clock is what a time limit in the
 * window and in ishi-tool means (see IshiRenjuSolveLimits.cpu_seconds). */
static gint64
now_usec (gboolean cpu)
{
  struct timespec ts;

  if (cpu && clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
    return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
  return g_get_monotonic_time ();
}

typedef struct {
  guint64 key;
  guint8  fail_moves;  /* failed with this many attacker moves left */
} TTEntry;

typedef struct {
  IshiRenjuBoard board;
  IshiColor attacker;
  IshiColor defender;
  guint64 hash;
  TTEntry *tt;
  guint64 tt_mask;
  guint64 nodes;
  guint64 max_nodes;
  gint64  deadline;  /* µs of `clock`, 0: none */
  gboolean cpu_clock; /* the deadline is in the thread's CPU time */
  GCancellable *cancellable;
  gboolean aborted;
  /* the VCF line being built */
  IshiPoint line[MAX_LINE];
  guint line_len;
  IshiRenjuWinKind win;
  IshiPoint forbidden_point;
  /* Puzzle counting (IshiRenjuSolveLimits.to_four_three). */
  gboolean to_four_three;
  /* The attacker's first move, when it is given (ishi_renju_solve_from):
   * read and cleared by the root of a VCF, so the search below it is free. */
  const IshiPoint *only;
} Solver;

static inline gboolean
on_board (int x, int y)
{
  return x >= 0 && y >= 0 && x < SIZE && y < SIZE;
}

/* The Zobrist key of a stone: a fixed mix of its colour and point
 * (splitmix64), the same in every run, and nothing to set up per search. */
static inline guint64
zobrist (IshiColor color, int index)
{
  guint64 z = (guint64) (color * ISHI_RENJU_N_POINTS + index + 1) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static void
place (Solver *s, int x, int y, IshiColor color)
{
  ishi_renju_board_set (&s->board, x, y, color);
  s->hash ^= zobrist (color, y * SIZE + x);
}

static void
lift (Solver *s, int x, int y, IshiColor color)
{
  ishi_renju_board_set (&s->board, x, y, ISHI_EMPTY);
  s->hash ^= zobrist (color, y * SIZE + x);
}

gboolean
ishi_renju_may_play (const IshiRenjuBoard *board, IshiColor color, int x, int y)
{
  if (!on_board (x, y) || ishi_renju_board_get (board, x, y) != ISHI_EMPTY)
    return FALSE;
  if (color == ISHI_WHITE)
    return TRUE;
  return ishi_renju_board_forbidden (board, x, y) == ISHI_MOVE_OK;
}

guint
ishi_renju_five_points (const IshiRenjuBoard *board, IshiColor color,
                        IshiPoint *points, guint max)
{
  guint n = 0;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      if (ishi_renju_board_get (board, x, y) == ISHI_EMPTY
          && ishi_renju_board_makes_five (board, color, x, y, NULL))
        {
          if (n < max)
            points[n] = (IshiPoint) { x, y };
          n++;
        }
  return MIN (n, max);
}

/* The five-points of `color` on the four lines through (x, y), within the
 * reach of a five that contains (x, y): after a stone there, the fours it
 * made.  At most 2 are reported (more is no different from 2). */
static guint
fives_through (const IshiRenjuBoard *board, IshiColor color, int x, int y, IshiPoint out[2])
{
  guint n = 0;

  for (int d = 0; d < 4; d++)
    for (int k = -4; k <= 4; k++)
      {
        int qx = x + k * dir_dx[d], qy = y + k * dir_dy[d];

        if (k == 0 || !on_board (qx, qy) || ishi_renju_board_get (board, qx, qy) != ISHI_EMPTY)
          continue;
        if (!ishi_renju_board_makes_five (board, color, qx, qy, NULL))
          continue;
        if (n == 1 && out[0].x == qx && out[0].y == qy)
          continue;
        out[n++] = (IshiPoint) { qx, qy };
        if (n == 2)
          return n;
      }
  return n;
}

/* Could a stone of `color` on the empty (x, y) make a four?  Only when some
 * five-wide window through it already holds three of `color`'s stones and
 * none of the other's: a cheap filter before the exact test. */
static gboolean
may_make_four (const IshiRenjuBoard *board, IshiColor color, int x, int y)
{
  for (int d = 0; d < 4; d++)
    for (int start = -4; start <= 0; start++)
      {
        int own = 0;
        gboolean blocked = FALSE;

        for (int k = start; k < start + 5 && !blocked; k++)
          {
            int qx = x + k * dir_dx[d], qy = y + k * dir_dy[d];
            IshiColor c;

            if (!on_board (qx, qy))
              {
                blocked = TRUE;
                break;
              }
            c = ishi_renju_board_get (board, qx, qy);
            if (c == color)
              own++;
            else if (c != ISHI_EMPTY)
              blocked = TRUE;
          }
        if (!blocked && own >= 3)
          return TRUE;
      }
  return FALSE;
}

static gboolean
out_of_budget (Solver *s)
{
  if (s->aborted)
    return TRUE;
  s->nodes++;
  if (s->max_nodes != 0 && s->nodes > s->max_nodes)
    s->aborted = TRUE;
  /* Cancel is looked at every position (an atomic read), so that it
   * stops the search at once; it never changes which positions are
   * searched. */
  else if (g_cancellable_is_cancelled (s->cancellable))
    s->aborted = TRUE;
  else if (s->deadline != 0 && (s->nodes & 255) == 0 && now_usec (s->cpu_clock) > s->deadline)
    s->aborted = TRUE;
  return s->aborted;
}

static gboolean vcf_search (Solver *s, guint attacker_moves);

/* Has the attacker, to move, a move that makes two five-points at once (an
 * open four, or a double four that is his to play)? */
static gboolean
has_open_four (Solver *s)
{
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        IshiPoint f[2];
        guint n;

        if (ishi_renju_board_get (&s->board, x, y) != ISHI_EMPTY
            || !may_make_four (&s->board, s->attacker, x, y))
          continue;
        place (s, x, y, s->attacker);
        n = fives_through (&s->board, s->attacker, x, y, f);
        lift (s, x, y, s->attacker);
        /* the rules core's forbidden test last: it is the dear one */
        if (n >= 2 && ishi_renju_may_play (&s->board, s->attacker, x, y))
          return TRUE;
      }
  return FALSE;
}

/* The attacker has just played a four whose five-point is `q`: is it a
 * four-three, a win as a puzzle counts it?  The defender must take q; it
 * is one when that makes no four of the defender's and leaves the attacker
 * an open four (renju-rules.ja.txt: 四三 wins). */
static gboolean
is_four_three (Solver *s, IshiPoint q)
{
  IshiPoint d[2];
  gboolean yes;

  place (s, q.x, q.y, s->defender);
  yes = fives_through (&s->board, s->defender, q.x, q.y, d) == 0 && has_open_four (s);
  lift (s, q.x, q.y, s->defender);
  return yes;
}

/* The attacker plays the four (x, y) (already known legal and a four with
 * five-point `q`); the defender blocks; the search goes on.  The line is
 * left as it was when this fails. */
static gboolean
vcf_after_four (Solver *s, int x, int y, IshiPoint q, guint attacker_moves)
{
  IshiPoint dfive[2];
  guint nd, saved = s->line_len;
  gboolean won = FALSE;

  if (s->defender == ISHI_BLACK && ishi_renju_board_forbidden (&s->board, q.x, q.y) != ISHI_MOVE_OK)
    {
      s->win = ISHI_RENJU_WIN_FORBIDDEN_BLOCK;
      s->forbidden_point = q;
      return TRUE;
    }
  if (s->to_four_three && is_four_three (s, q))
    {
      s->win = ISHI_RENJU_WIN_FOUR_THREE;
      return TRUE;
    }
  if (attacker_moves <= 1)
    return FALSE;

  place (s, q.x, q.y, s->defender);
  s->line[s->line_len++] = q;
  nd = fives_through (&s->board, s->defender, q.x, q.y, dfive);
  if (nd == 0)
    won = vcf_search (s, attacker_moves - 1);
  else if (nd == 1 && ishi_renju_may_play (&s->board, s->attacker, dfive[0].x, dfive[0].y))
    {
      /* The attacker must stop the defender's four, and only a stop that
       * is itself a four keeps the initiative. */
      IshiPoint afive[2];
      guint na;

      place (s, dfive[0].x, dfive[0].y, s->attacker);
      na = fives_through (&s->board, s->attacker, dfive[0].x, dfive[0].y, afive);
      if (na > 0)
        {
          s->line[s->line_len++] = dfive[0];
          if (na >= 2)
            {
              s->win = ISHI_RENJU_WIN_TWO_FIVES;
              won = TRUE;
            }
          else
            won = vcf_after_four (s, dfive[0].x, dfive[0].y, afive[0], attacker_moves - 1);
          if (!won)
            s->line_len--;
        }
      lift (s, dfive[0].x, dfive[0].y, s->attacker);
    }
  lift (s, q.x, q.y, s->defender);
  if (!won)
    s->line_len = saved;
  return won;
}

/* The attacker's fours of vcf_search, each followed by the forced
 * defence; only `only` when it is given. */
static gboolean
vcf_moves (Solver *s, guint attacker_moves, const IshiPoint *only)
{
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        IshiPoint fives[2];
        guint n;

        if ((only != NULL && (only->x != x || only->y != y))
            || ishi_renju_board_get (&s->board, x, y) != ISHI_EMPTY
            || !may_make_four (&s->board, s->attacker, x, y))
          continue;
        place (s, x, y, s->attacker);
        n = fives_through (&s->board, s->attacker, x, y, fives);
        lift (s, x, y, s->attacker);
        if (n == 0)
          continue;
        if (s->attacker == ISHI_BLACK && ishi_renju_board_forbidden (&s->board, x, y) != ISHI_MOVE_OK)
          continue;
        s->line[s->line_len++] = (IshiPoint) { x, y };
        if (n >= 2)
          {
            s->win = ISHI_RENJU_WIN_TWO_FIVES;
            return TRUE;
          }
        place (s, x, y, s->attacker);
        if (vcf_after_four (s, x, y, fives[0], attacker_moves))
          {
            lift (s, x, y, s->attacker);
            return TRUE;
          }
        lift (s, x, y, s->attacker);
        s->line_len--;
        if (s->aborted)
          return FALSE;
      }

  return FALSE;
}

/* The attacker to move, neither side with a five-point; a win with at most
 * `attacker_moves` attacker moves? */
static gboolean
vcf_search (Solver *s, guint attacker_moves)
{
  TTEntry *entry;
  guint64 key;
  const IshiPoint *only = s->only;
  gboolean won;

  if (attacker_moves == 0 || out_of_budget (s))
    return FALSE;
  key = s->hash ^ (s->attacker == ISHI_WHITE ? G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) : 0);
  entry = &s->tt[key & s->tt_mask];
  /* a root with its first move given is neither looked up nor stored:
   * the table holds what is true of a position whatever is played */
  if (only == NULL && entry->key == key && entry->fail_moves >= attacker_moves)
    return FALSE;
  if (s->line_len + 2 >= MAX_LINE)
    return FALSE;
  s->only = NULL;
  won = vcf_moves (s, attacker_moves, only);
  s->only = only;
  if (won || only != NULL)
    return won;

  if (!s->aborted && !(entry->key == key && entry->fail_moves > attacker_moves))
    {
      entry->key = key;
      entry->fail_moves = MIN (attacker_moves, 255);
    }
  return FALSE;
}

/* A VCF from the solver's current position, the attacker to move, with at
 * most `max_moves` moves in the line.  Handles a five-point of either side
 * already on the board.  The line is appended at s->line_len. */
static gboolean
vcf_root (Solver *s, guint max_moves)
{
  IshiPoint five[2];
  guint attacker_moves = (max_moves + 1) / 2;
  guint saved = s->line_len;
  const IshiPoint *only = s->only;

  if (attacker_moves == 0)
    return FALSE;
  if (ishi_renju_five_points (&s->board, s->attacker, five, 1) > 0)
    {
      /* with the first move given, only that five (another is shorter) */
      if (only != NULL)
        {
          if (ishi_renju_board_get (&s->board, only->x, only->y) != ISHI_EMPTY
              || !ishi_renju_board_makes_five (&s->board, s->attacker, only->x, only->y, NULL))
            return FALSE;
          five[0] = *only;
        }
      s->line[s->line_len++] = five[0];
      s->win = ISHI_RENJU_WIN_FIVE_NOW;
      return TRUE;
    }
  if (only != NULL && ishi_renju_five_points (&s->board, s->defender, five, 1) > 0)
    {
      gboolean won = FALSE;

      /* the first move is forced; the search below it is free */
      if (five[0].x == only->x && five[0].y == only->y)
        {
          s->only = NULL;
          won = vcf_root (s, max_moves);
          s->only = only;
        }
      return won;
    }
  switch (ishi_renju_five_points (&s->board, s->defender, five, 2))
    {
    case 0:
      return vcf_search (s, attacker_moves);
    case 1:
      {
        IshiPoint afive[2];
        guint na;
        gboolean won = FALSE;

        /* The defender threatens five: the attacker's first move must stop
         * it, and must be a four itself. */
        if (!ishi_renju_may_play (&s->board, s->attacker, five[0].x, five[0].y))
          return FALSE;
        place (s, five[0].x, five[0].y, s->attacker);
        na = fives_through (&s->board, s->attacker, five[0].x, five[0].y, afive);
        if (na > 0)
          {
            s->line[s->line_len++] = five[0];
            if (na >= 2)
              {
                s->win = ISHI_RENJU_WIN_TWO_FIVES;
                won = TRUE;
              }
            else
              won = vcf_after_four (s, five[0].x, five[0].y, afive[0], attacker_moves);
          }
        lift (s, five[0].x, five[0].y, s->attacker);
        if (!won)
          s->line_len = saved;
        return won;
      }
    default:
      return FALSE;
    }
}

/* ─── VCT: proof-number search ──────────────────────────────────────────── */

typedef struct {
  IshiPoint move;     /* the move that led here */
  guint32 pn, dn;
  gint32  parent;
  gint32  first_child;
  guint16 n_children;
  guint8  expanded;
  guint8  or_node;    /* the attacker to move */
} PnNode;

typedef struct {
  Solver *s;
  GArray *nodes;      /* PnNode */
  guint max_moves;
  const IshiPoint *only; /* the root's one move, or NULL */
} Pns;

static guint32
sat_add (guint32 a, guint32 b)
{
  return (a >= INF_PN - b) ? INF_PN : a + b;
}

/* Does the attacker, to move now, have a VCF within `max_moves`?  The line
 * is not kept. */
static gboolean
has_vcf (Solver *s, guint max_moves)
{
  guint saved = s->line_len;
  IshiRenjuWinKind win = s->win;
  gboolean found = vcf_root (s, max_moves);

  s->line_len = saved;
  s->win = win;
  return found;
}

/* Does the VCF `v` (n moves, attacker first) still win as it stands, every
 * defender reply forced as written?  Played on s->board and taken back. */
static gboolean
replay_wins (Solver *s, const IshiPoint *v, guint n)
{
  IshiPoint placed[MAX_LINE];
  IshiColor colors[MAX_LINE];
  guint n_placed = 0;
  gboolean won = FALSE;
  IshiPoint five[2];

  if (n == 0)
    return FALSE;
  /* A new defender four must be stopped by the line's first move. */
  switch (ishi_renju_five_points (&s->board, s->defender, five, 2))
    {
    case 0: break;
    case 1:
      if (five[0].x != v[0].x || five[0].y != v[0].y)
        return FALSE;
      break;
    default:
      return FALSE;
    }
  for (guint i = 0; i < n; i += 2)
    {
      IshiPoint p = v[i], f[2];
      guint nf;

      if (!ishi_renju_may_play (&s->board, s->attacker, p.x, p.y))
        break;
      place (s, p.x, p.y, s->attacker);
      placed[n_placed] = p;
      colors[n_placed++] = s->attacker;
      nf = fives_through (&s->board, s->attacker, p.x, p.y, f);
      if (nf >= 2)
        {
          won = TRUE;
          break;
        }
      if (nf == 0 || i + 1 >= n)
        {
          /* the last move of a forbidden-block win */
          won = nf == 1 && i + 1 >= n
                && ((s->defender == ISHI_BLACK
                     && ishi_renju_board_forbidden (&s->board, f[0].x, f[0].y) != ISHI_MOVE_OK)
                    || (s->to_four_three && is_four_three (s, f[0])));
          break;
        }
      if (s->defender == ISHI_BLACK && ishi_renju_board_forbidden (&s->board, f[0].x, f[0].y) != ISHI_MOVE_OK)
        {
          won = TRUE;
          break;
        }
      if (f[0].x != v[i + 1].x || f[0].y != v[i + 1].y)
        break;
      place (s, f[0].x, f[0].y, s->defender);
      placed[n_placed] = f[0];
      colors[n_placed++] = s->defender;
      {
        IshiPoint d[2];
        guint nd = fives_through (&s->board, s->defender, f[0].x, f[0].y, d);

        if (nd >= 2 || (nd == 1 && (i + 2 >= n || d[0].x != v[i + 2].x || d[0].y != v[i + 2].y)))
          break;
      }
    }
  while (n_placed > 0)
    {
      n_placed--;
      lift (s, placed[n_placed].x, placed[n_placed].y, colors[n_placed]);
    }
  return won;
}

static void
add_child (Pns *p, gint32 parent, IshiPoint move, gboolean or_node)
{
  PnNode child = { move, 1, 1, parent, -1, 0, 0, (guint8) or_node };

  g_array_append_val (p->nodes, child);
}

/* Whether (x, y) is within three points of an attacker's stone on a
 * line: a three or any other threat lies there. */
static gboolean
near_attacker (Solver *s, int x, int y)
{
  gboolean near = FALSE;

  for (int d = 0; d < 4 && !near; d++)
    for (int k = -3; k <= 3 && !near; k++)
      {
        int qx = x + k * dir_dx[d], qy = y + k * dir_dy[d];

        near = k != 0 && on_board (qx, qy)
               && ishi_renju_board_get (&s->board, qx, qy) == s->attacker;
      }
  return near;
}

/* The defender's replies to a threat whose VCF is `v`: each one after
 * which the attacker still wins neither by `v` nor by another VCF becomes
 * a child of `index`.  FALSE when the search was aborted. */
static gboolean
add_defences (Pns *p, gint32 index, const IshiPoint *v, guint nv, guint left)
{
  Solver *s = p->s;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        gboolean refuted;

        if (!ishi_renju_may_play (&s->board, s->defender, x, y))
          continue;
        place (s, x, y, s->defender);
        refuted = replay_wins (s, v, nv) || (left >= 2 && has_vcf (s, left - 1));
        lift (s, x, y, s->defender);
        if (!refuted)
          add_child (p, index, (IshiPoint) { x, y }, TRUE);
        if (s->aborted)
          return FALSE;
      }
  return TRUE;
}

/* Expands the node `index` whose position is on s->board, `depth` moves
 * from the root; sets its pn/dn when it is decided at once. */
static void
expand (Pns *p, gint32 index, guint depth)
{
  Solver *s = p->s;
  PnNode *node = &g_array_index (p->nodes, PnNode, index);
  gboolean or_node = node->or_node;
  guint first = p->nodes->len;
  guint left = p->max_moves > depth ? p->max_moves - depth : 0;
  IshiPoint five[2];

  node->expanded = TRUE;
  node->first_child = (gint32) first;

  if (or_node)
    {
      guint nd;
      gboolean proved_now;

      if (depth == 0)
        s->only = p->only;
      proved_now = has_vcf (s, left);
      s->only = NULL;
      if (proved_now)
        goto proved;
      if (left < 3)
        goto disproved;
      nd = ishi_renju_five_points (&s->board, s->defender, five, 2);
      if (nd >= 2)
        goto disproved;
      for (int y = 0; y < SIZE; y++)
        for (int x = 0; x < SIZE; x++)
          {
            gboolean threat;

            if (nd == 1 && (x != five[0].x || y != five[0].y))
              continue;
            if (depth == 0 && p->only != NULL && (x != p->only->x || y != p->only->y))
              continue;
            if (ishi_renju_board_get (&s->board, x, y) != ISHI_EMPTY)
              continue;
            /* a three or any other threat lies near the attacker's stones;
             * the stop of a defender's four may lie anywhere */
            if (nd == 0 && !near_attacker (s, x, y))
              continue;
            if (!ishi_renju_may_play (&s->board, s->attacker, x, y))
              continue;
            place (s, x, y, s->attacker);
            /* after the defender's reply, the attacker has left - 2 moves */
            threat = left >= 3 && ishi_renju_five_points (&s->board, s->defender, five + 1, 1) == 0
                     && has_vcf (s, left - 2);
            lift (s, x, y, s->attacker);
            if (threat)
              add_child (p, index, (IshiPoint) { x, y }, FALSE);
            if (s->aborted)
              return;
          }
    }
  else
    {
      IshiPoint v[MAX_LINE];
      guint nv, saved = s->line_len;
      IshiRenjuWinKind win = s->win;

      if (ishi_renju_five_points (&s->board, s->defender, five, 1) > 0)
        goto disproved;
      /* the threat's VCF, the defender passing (the attacker moves again) */
      if (!vcf_root (s, left > 0 ? left - 1 : 0))
        goto disproved;
      nv = s->line_len - saved;
      memcpy (v, s->line + saved, nv * sizeof (IshiPoint));
      s->line_len = saved;
      s->win = win;

      if (!add_defences (p, index, v, nv, left))
        return;
    }

  node = &g_array_index (p->nodes, PnNode, index);
  node->n_children = (guint16) (p->nodes->len - first);
  if (node->n_children == 0)
    {
      if (or_node)
        goto disproved;
      goto proved;
    }
  if (or_node)
    {
      node->pn = 1;
      node->dn = node->n_children;
    }
  else
    {
      node->pn = node->n_children;
      node->dn = 1;
    }
  return;

proved:
  node = &g_array_index (p->nodes, PnNode, index);
  node->pn = 0;
  node->dn = INF_PN;
  return;
disproved:
  node = &g_array_index (p->nodes, PnNode, index);
  node->pn = INF_PN;
  node->dn = 0;
}

static void
update (Pns *p, gint32 index)
{
  PnNode *node = &g_array_index (p->nodes, PnNode, index);
  guint32 pn, dn;

  if (!node->expanded || node->n_children == 0)
    return;
  if (node->or_node)
    {
      pn = INF_PN;
      dn = 0;
      for (guint i = 0; i < node->n_children; i++)
        {
          PnNode *c = &g_array_index (p->nodes, PnNode, node->first_child + i);
          pn = MIN (pn, c->pn);
          dn = sat_add (dn, c->dn);
        }
    }
  else
    {
      pn = 0;
      dn = INF_PN;
      for (guint i = 0; i < node->n_children; i++)
        {
          PnNode *c = &g_array_index (p->nodes, PnNode, node->first_child + i);
          pn = sat_add (pn, c->pn);
          dn = MIN (dn, c->dn);
        }
    }
  node->pn = pn;
  node->dn = dn;
}

static IshiColor
mover (Solver *s, const PnNode *node)
{
  /* the move into `node` was made by the side not to move at it */
  return node->or_node ? s->defender : s->attacker;
}

static void
pns_line (Pns *p, Solver *s, const IshiRenjuBoard *root_board, guint64 root_hash)
{
  gint32 index = 0;
  guint depth = 0;
  IshiPoint line[MAX_LINE];
  guint len = 0;

  for (;;)
    {
      PnNode *node = &g_array_index (p->nodes, PnNode, index);
      gint32 next = -1;

      if (node->n_children > 0)
        for (guint i = 0; i < node->n_children && next < 0; i++)
          if (g_array_index (p->nodes, PnNode, node->first_child + i).pn == 0)
            next = node->first_child + (gint32) i;
      if (next < 0 || len + 1 >= MAX_LINE)
        break;
      node = &g_array_index (p->nodes, PnNode, next);
      place (s, node->move.x, node->move.y, mover (s, node));
      line[len++] = node->move;
      index = next;
      depth++;
    }

  {
    PnNode *leaf = &g_array_index (p->nodes, PnNode, index);
    guint left = p->max_moves > depth ? p->max_moves - depth : 0;

    s->line_len = 0;
    memcpy (s->line, line, len * sizeof (IshiPoint));
    s->line_len = len;
    if (!leaf->or_node)
      {
        /* every defence lost: show one, the first point of the threat's
         * own VCF taken by the defender when that is legal */
        IshiPoint v[MAX_LINE];
        guint saved = s->line_len, nv;

        if (vcf_root (s, left > 0 ? left - 1 : 0))
          {
            nv = s->line_len - saved;
            memcpy (v, s->line + saved, nv * sizeof (IshiPoint));
            s->line_len = saved;
            if (nv > 0 && ishi_renju_may_play (&s->board, s->defender, v[0].x, v[0].y))
              {
                place (s, v[0].x, v[0].y, s->defender);
                s->line[s->line_len++] = v[0];
                if (left >= 2)
                  vcf_root (s, left - 1);
                lift (s, v[0].x, v[0].y, s->defender);
              }
          }
      }
    else
      {
        /* the root proved by its own VCF keeps its given first move */
        if (index == 0)
          s->only = p->only;
        vcf_root (s, left);
        s->only = NULL;
      }
  }
  s->board = *root_board;
  s->hash = root_hash;
}

static gboolean
vct_search (Solver *s, guint max_moves, const IshiPoint *only)
{
  Pns p = { s, g_array_new (FALSE, FALSE, sizeof (PnNode)), max_moves, only };
  IshiRenjuBoard root_board = s->board;
  guint64 root_hash = s->hash;
  gboolean proved;

  add_child (&p, -1, (IshiPoint) { -1, -1 }, TRUE);
  while (!s->aborted)
    {
      PnNode *root = &g_array_index (p.nodes, PnNode, 0);
      gint32 index = 0;
      guint depth = 0;

      if (root->pn == 0 || root->dn == 0)
        break;
      /* down to the most proving node */
      for (;;)
        {
          PnNode *node = &g_array_index (p.nodes, PnNode, index);
          gint32 best = -1;

          if (!node->expanded)
            break;
          for (guint i = 0; i < node->n_children; i++)
            {
              gint32 c = node->first_child + (gint32) i;
              PnNode *child = &g_array_index (p.nodes, PnNode, c);

              if (best < 0
                  || (node->or_node ? child->pn < g_array_index (p.nodes, PnNode, best).pn
                                    : child->dn < g_array_index (p.nodes, PnNode, best).dn))
                best = c;
            }
          node = &g_array_index (p.nodes, PnNode, best);
          place (s, node->move.x, node->move.y, mover (s, node));
          index = best;
          depth++;
        }
      expand (&p, index, depth);
      s->nodes++;
      s->board = root_board;
      s->hash = root_hash;
      for (gint32 i = index; i >= 0; i = g_array_index (p.nodes, PnNode, i).parent)
        update (&p, i);
    }

  proved = g_array_index (p.nodes, PnNode, 0).pn == 0;
  if (proved)
    pns_line (&p, s, &root_board, root_hash);
  g_array_unref (p.nodes);
  return proved;
}

/* ─── the entry point ───────────────────────────────────────────────────── */

void
ishi_renju_solution_clear (IshiRenjuSolution *solution)
{
  g_clear_pointer (&solution->line, g_array_unref);
  memset (solution, 0, sizeof *solution);
}

static Solver *
solver_new (const IshiRenjuBoard *board, IshiColor attacker, const IshiRenjuSolveLimits *limits)
{
  Solver *s = g_new0 (Solver, 1);

  s->board = *board;
  s->attacker = attacker;
  s->defender = ishi_color_other (attacker);
  s->to_four_three = limits->to_four_three;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        IshiColor c = ishi_renju_board_get (board, x, y);

        if (c != ISHI_EMPTY)
          s->hash ^= zobrist (c, y * SIZE + x);
      }
  /* A small search (the engine's leaves, a short puzzle's VCF) gets a
   * small table: clearing a large one would cost more than the search. */
  {
    guint bits = limits->max_nodes != 0 && limits->max_nodes < 20000 ? 10
                 : limits->kind == ISHI_RENJU_SOLVE_VCF && limits->max_moves != 0
                   && limits->max_moves <= 15 ? 14 : TT_BITS;

    s->tt = g_new0 (TTEntry, 1u << bits);
    s->tt_mask = (1u << bits) - 1;
  }
  return s;
}

static void
solver_free (Solver *s)
{
  g_free (s->tt);
  g_free (s);
}

/* One search from the root position of `s` (its board and hash as made by
 * solver_new); the budget starts again. */
static gboolean
solver_run (Solver *s, const IshiRenjuSolveLimits *limits, const IshiPoint *only,
            IshiRenjuSolution *solution)
{
  IshiRenjuBoard root_board = s->board;
  guint64 root_hash = s->hash;
  guint max_moves;
  gboolean found;

  memset (solution, 0, sizeof *solution);
  solution->line = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  max_moves = limits->max_moves != 0 ? MIN (limits->max_moves, MAX_LINE - 4) : DEFAULT_MAX_MOVES;
  s->nodes = 0;
  s->aborted = FALSE;
  s->max_nodes = limits->max_nodes;
  s->deadline = 0;
  s->cancellable = limits->cancellable;
  s->cpu_clock = limits->cpu_seconds;
  if (limits->max_seconds > 0)
    s->deadline = now_usec (s->cpu_clock) + (gint64) (limits->max_seconds * G_USEC_PER_SEC);

  /* Deepening one attacker move at a time makes the line found the
   * shortest of its kind: what a puzzle's "in at most N moves" needs, and
   * what a person wants to be shown.  The table keeps what each pass
   * learnt, so the VCF passes cost little more than the last one. */
  found = FALSE;
  solution->found_by = ISHI_RENJU_SOLVE_VCF;
  for (guint moves = 1; moves <= max_moves && !found && !s->aborted; moves += 2)
    {
      s->line_len = 0;
      s->only = only;
      found = vcf_root (s, moves);
      s->only = NULL;
    }
  if (!found && limits->kind == ISHI_RENJU_SOLVE_VCT)
    {
      solution->found_by = ISHI_RENJU_SOLVE_VCT;
      for (guint moves = 3; moves <= max_moves && !found && !s->aborted; moves += 2)
        {
          s->line_len = 0;
          found = vct_search (s, moves, only);
        }
    }

  if (found)
    {
      g_array_append_vals (solution->line, s->line, s->line_len);
      solution->win = s->win;
      solution->forbidden_point = s->forbidden_point;
    }
  solution->nodes = s->nodes;
  solution->limit_reached = s->aborted;
  s->board = root_board;
  s->hash = root_hash;
  return found;
}

gboolean
ishi_renju_solve (const IshiRenjuBoard *board, IshiColor attacker,
                  const IshiRenjuSolveLimits *limits, IshiRenjuSolution *solution)
{
  Solver *s;
  gboolean found;

  g_return_val_if_fail (board != NULL && limits != NULL && solution != NULL, FALSE);
  g_return_val_if_fail (attacker == ISHI_BLACK || attacker == ISHI_WHITE, FALSE);

  s = solver_new (board, attacker, limits);
  found = solver_run (s, limits, NULL, solution);
  solver_free (s);
  return found;
}

gboolean
ishi_renju_solve_from (const IshiRenjuBoard *board, IshiColor attacker, IshiPoint first_move,
                       const IshiRenjuSolveLimits *limits, IshiRenjuSolution *solution)
{
  Solver *s;
  gboolean found;

  g_return_val_if_fail (board != NULL && limits != NULL && solution != NULL, FALSE);
  g_return_val_if_fail (attacker == ISHI_BLACK || attacker == ISHI_WHITE, FALSE);

  memset (solution, 0, sizeof *solution);
  if (!ishi_renju_may_play (board, attacker, first_move.x, first_move.y))
    {
      solution->line = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      return FALSE;
    }
  s = solver_new (board, attacker, limits);
  found = solver_run (s, limits, &first_move, solution);
  solver_free (s);
  return found;
}

guint
ishi_renju_winning_moves (const IshiRenjuBoard *board, IshiColor attacker,
                          const IshiRenjuSolveLimits *limits, GArray *moves,
                          gboolean *limit_reached)
{
  Solver *s;
  guint n = 0;

  g_return_val_if_fail (board != NULL && limits != NULL && moves != NULL, 0);
  g_return_val_if_fail (attacker == ISHI_BLACK || attacker == ISHI_WHITE, 0);

  if (limit_reached != NULL)
    *limit_reached = FALSE;
  /* One solver for every move tried: what its table learns of the
   * positions below one first move holds below the others too. */
  s = solver_new (board, attacker, limits);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        IshiPoint p = { x, y };
        IshiRenjuSolution solution;

        if (!ishi_renju_may_play (board, attacker, x, y))
          continue;
        if (solver_run (s, limits, &p, &solution))
          {
            g_array_append_val (moves, p);
            n++;
          }
        if (solution.limit_reached && limit_reached != NULL)
          *limit_reached = TRUE;
        ishi_renju_solution_clear (&solution);
      }
  solver_free (s);
  return n;
}
