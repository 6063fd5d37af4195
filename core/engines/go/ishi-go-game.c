/* ishi-go-game.c — the playout policy and the evaluation by the row's count.
 *
 * The policy, in the order a move is looked for (the order of MoGo's
 * playouts, Gelly et al., "Modification of UCT with Patterns in
 * Monte-Carlo Go", 2006, read for the idea, not the code):
 *
 *   1. capture: the string of the last move has one liberty — take it;
 *   2. escape: a string of ours next to the last move is in atari — extend
 *      at its liberty when that gives it room (two or more empty points
 *      next to it), or capture a string of the last move's colour that
 *      touches it and is itself in atari;
 *   3. 3×3 shapes around the last move: the cut (a point between two
 *      diagonal enemy stones whose other crossing point is not enemy) and
 *      the atari answer (a string of the last move with two liberties is
 *      put in atari) — played half of the time, so that the playouts keep
 *      their variety;
 *   4. otherwise a uniformly random legal point that is not one of the
 *      mover's own eyes (ishi_go_board_is_eye) and does not put a string
 *      of two stones or more into atari without capturing: a playout
 *      never fills its own eyes, so groups with two eyes live and the
 *      playout ends, and it does not throw big strings away.
 *
 * The evaluation counts what the row counts (ishi-score.h):
 *
 *   - Pure Go (純碁): the stones on the board at the end of the playout.
 *     When the position itself ended with two passes the board is counted
 *     as it stands: an empty point of one's own area is then worth nothing,
 *     so the search sees that passing with the area unfilled loses.
 *   - area: the stones of the position the playout started from that
 *     survive, the empty points that end up owned, the dead stones for the
 *     side that captured them;
 *   - territory with prisoners: the empty points of the start position
 *     that end up owned, two points for each dead stone (its point and the
 *     prisoner), and the prisoners taken so far.  Counted on the start
 *     position rather than on the filled board of the playout's end, so a
 *     stone the engine puts into its own territory costs it a point, as
 *     it does under the rules, and one on the dame costs nothing.  A
 *     position that ended by two passes is counted as it stands
 *     (ended_territory): the playout only tells the dead stones, and a
 *     region still open is dame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-go-game.h"
#include "ishi-go-policy.h"
#include "ishi-score.h"

guint64
ishi_go_random (guint64 *state)
{
  /* splitmix64: any seed, 0 included, gives a good sequence. */
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline int
random_below (guint64 *rng, int n)
{
  return (int) (((ishi_go_random (rng) >> 32) * (guint64) n) >> 32);
}

void
ishi_go_game_init (IshiGoGame *game, const IshiRuleset *ruleset, int size, double komi,
                   int handicap)
{
  memset (game, 0, sizeof *game);
  game->size = size;
  switch (ruleset->scoring)
    {
    case ISHI_SCORE_PURE:
      game->count = ISHI_GO_COUNT_STONES;
      break;
    case ISHI_SCORE_CHINESE:
    case ISHI_SCORE_EQUAL_LAW:
    case ISHI_SCORE_EQUAL_BOWLS_LAW:
    case ISHI_SCORE_EQUAL_OFF_LAW:
    case ISHI_SCORE_EQUAL_NOPASS_LAW:
      game->count = ISHI_GO_COUNT_AREA;
      break;
    default:
      game->count = ISHI_GO_COUNT_TERRITORY;
      break;
    }
  game->komi = komi;
  if (game->count == ISHI_GO_COUNT_AREA)
    game->komi += ishi_ruleset_handicap_compensation (ruleset, handicap);
  game->off_board_costs = game->count == ISHI_GO_COUNT_TERRITORY && ruleset->off_board_moves;
}

void
ishi_go_playout_init (IshiGoPlayout *playout, int size)
{
  int n = size * size;

  memset (playout, 0, sizeof *playout);
  playout->n_points = n;
  playout->leaf = g_new (IshiColor, n);
  playout->empty = g_new (int, n);
  playout->where = g_new (int, n);
  /* Moves in the tree plus the playout's cap, with room to spare. */
  playout->moves = g_new (int, 8 * n + 64);
  playout->colors = g_new (IshiColor, 8 * n + 64);
  playout->fast = g_new0 (IshiGoFast, 1);
  playout->end = g_new (IshiColor, n);
  playout->stack = g_new (int, n);
  playout->seen = g_new (guint8, n);
}

void
ishi_go_playout_clear (IshiGoPlayout *playout)
{
  g_free (playout->leaf);
  g_free (playout->empty);
  g_free (playout->where);
  g_free (playout->moves);
  g_free (playout->colors);
  g_free (playout->fast);
  g_free (playout->end);
  g_free (playout->stack);
  g_free (playout->seen);
  g_free (playout->owned[0]);
  g_free (playout->owned[1]);
  memset (playout, 0, sizeof *playout);
}

void
ishi_go_playout_count_owners (IshiGoPlayout *playout)
{
  for (int c = 0; c < 2; c++)
    {
      g_free (playout->owned[c]);
      playout->owned[c] = g_new0 (guint32, playout->n_points);
    }
}

/* The owners at the end of a playout on the rules core's board. */
static void
count_owners_board (IshiGoPlayout *po, const IshiGoBoard *board, int size)
{
  for (int p = 0; p < size * size; p++)
    {
      IshiColor c = ishi_go_game_owner (board, p % size, p / size);

      if (c != ISHI_EMPTY)
        po->owned[c - 1][p]++;
    }
}

/* Who owns (x, y) at a playout's end: a stone's colour, or an empty
 * point's whose neighbours are all of one colour (an eye). */
static IshiColor
fast_owner (const IshiGoFast *f, int x, int y)
{
  int p = (y + 1) * f->stride + x + 1, seen = 0;
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };

  if (f->color[p] != ISHI_GO_FAST_EMPTY)
    return (IshiColor) f->color[p];
  for (int i = 0; i < 4; i++)
    {
      int c = f->color[nb[i]];

      if (c == ISHI_GO_FAST_BORDER)
        continue;
      if (c == ISHI_GO_FAST_EMPTY || (seen != 0 && c != seen))
        return ISHI_EMPTY;
      seen = c;
    }
  return (IshiColor) seen;
}

/* The same on the playout board. */
static void
count_owners_fast (IshiGoPlayout *po, const IshiGoFast *f, int size)
{
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiColor owner = fast_owner (f, x, y);

        if (owner != ISHI_EMPTY)
          po->owned[owner - 1][y * size + x]++;
      }
}

static void
collect_empty (IshiGoPlayout *po, const IshiGoBoard *board, int size)
{
  po->n_empty = 0;
  for (int p = 0; p < size * size; p++)
    if (ishi_go_board_get (board, p % size, p / size) == ISHI_EMPTY)
      {
        po->where[p] = po->n_empty;
        po->empty[po->n_empty++] = p;
      }
    else
      po->where[p] = -1;
}

static inline void
empty_remove (IshiGoPlayout *po, int p)
{
  int i = po->where[p];
  int last = po->empty[--po->n_empty];

  po->empty[i] = last;
  po->where[last] = i;
  po->where[p] = -1;
}

/* Liberties of the string at p, up to `max` of them into libs; returns how
 * many were found (so 1 means exactly one).  A walk of the string: strings
 * in playouts are short. */
static int
string_liberties (const IshiGoBoard *board, int size, int p, int max, int *libs)
{
  guint8 seen[ISHI_GO_BOARD_MAX_SIZE * ISHI_GO_BOARD_MAX_SIZE];
  int stack[ISHI_GO_BOARD_MAX_SIZE * ISHI_GO_BOARD_MAX_SIZE];
  int sp = 0, n = 0;
  IshiColor color = ishi_go_board_get (board, p % size, p / size);

  if (color == ISHI_EMPTY)
    return 0;
  memset (seen, 0, (size_t) (size * size));
  seen[p] = 1;
  stack[sp++] = p;
  while (sp > 0)
    {
      int q = stack[--sp];
      int x = q % size, y = q / size;
      const int nx[4] = { x - 1, x + 1, x, x };
      const int ny[4] = { y, y, y - 1, y + 1 };

      for (int i = 0; i < 4; i++)
        {
          int r;
          IshiColor c;

          if (nx[i] < 0 || ny[i] < 0 || nx[i] >= size || ny[i] >= size)
            continue;
          r = ny[i] * size + nx[i];
          if (seen[r])
            continue;
          c = ishi_go_board_get (board, nx[i], ny[i]);
          if (c == ISHI_EMPTY)
            {
              seen[r] = 1;
              libs[n++] = r;
              if (n >= max)
                return n;
            }
          else if (c == color)
            {
              seen[r] = 1;
              stack[sp++] = r;
            }
        }
    }
  return n;
}

static int
empty_neighbours (const IshiGoBoard *board, int size, int p)
{
  int x = p % size, y = p / size, n = 0;

  n += x > 0 && ishi_go_board_get (board, x - 1, y) == ISHI_EMPTY;
  n += x < size - 1 && ishi_go_board_get (board, x + 1, y) == ISHI_EMPTY;
  n += y > 0 && ishi_go_board_get (board, x, y - 1) == ISHI_EMPTY;
  n += y < size - 1 && ishi_go_board_get (board, x, y + 1) == ISHI_EMPTY;
  return n;
}

/* Would a stone of `color` at p leave a string of two stones or more
 * with one liberty, without capturing anything?  (A lone stone in atari
 * may be a throw-in; a bigger string in atari is almost always lost.)
 * The liberties are gathered from p's empty neighbours and those of the
 * strings it joins. */
static gboolean
self_atari (const IshiGoBoard *board, int size, IshiColor color, int p)
{
  int x = p % size, y = p / size;
  const int nx[4] = { x - 1, x + 1, x, x };
  const int ny[4] = { y, y, y - 1, y + 1 };
  int libs[8], n_libs = 0, joined = 0;

  for (int i = 0; i < 4; i++)
    {
      IshiColor c;
      int q, found[3];

      if (nx[i] < 0 || ny[i] < 0 || nx[i] >= size || ny[i] >= size)
        continue;
      q = ny[i] * size + nx[i];
      c = ishi_go_board_get (board, nx[i], ny[i]);
      if (c == ISHI_EMPTY)
        {
          gboolean seen = FALSE;

          for (int k = 0; k < n_libs; k++)
            seen |= libs[k] == q;
          if (!seen && n_libs < 8)
            libs[n_libs++] = q;
          continue;
        }
      if (c != color)
        {
          if (string_liberties (board, size, q, 2, found) == 1)
            return FALSE;   /* captures */
          continue;
        }
      joined++;
      for (int k = 0, n = string_liberties (board, size, q, 3, found); k < n; k++)
        {
          gboolean seen = found[k] == p;

          for (int j = 0; j < n_libs; j++)
            seen |= libs[j] == found[k];
          if (!seen && n_libs < 8)
            libs[n_libs++] = found[k];
        }
      if (n_libs >= 2)
        return FALSE;
    }
  return n_libs < 2 && joined > 0;
}

static gboolean
playable (const IshiGoBoard *board, int size, IshiColor color, int p)
{
  int x = p % size, y = p / size;

  return !ishi_go_board_is_eye (board, color, x, y) &&
         ishi_go_board_check (board, color, x, y) == ISHI_MOVE_OK;
}

/* Steps 1 to 3 of the policy; -1 when none applies. */
static int
local_move (const IshiGoBoard *board, int size, IshiColor color, int last, guint64 *rng)
{
  IshiColor other = ishi_color_other (color);
  int lx, ly, libs[2];
  int candidates[16], n_candidates = 0;

  if (last < 0 || ishi_go_board_get (board, last % size, last / size) != other)
    return -1;
  lx = last % size;
  ly = last / size;

  /* 1. Capture the last move's string. */
  if (string_liberties (board, size, last, 2, libs) == 1 && playable (board, size, color, libs[0]))
    return libs[0];

  /* 2. Save our strings next to it. */
  {
    const int nx[4] = { lx - 1, lx + 1, lx, lx };
    const int ny[4] = { ly, ly, ly - 1, ly + 1 };

    for (int i = 0; i < 4; i++)
      {
        int q;

        if (nx[i] < 0 || ny[i] < 0 || nx[i] >= size || ny[i] >= size)
          continue;
        q = ny[i] * size + nx[i];
        if (ishi_go_board_get (board, nx[i], ny[i]) != color)
          continue;
        if (string_liberties (board, size, q, 2, libs) != 1)
          continue;
        if (empty_neighbours (board, size, libs[0]) >= 2 && playable (board, size, color, libs[0]))
          return libs[0];
      }
  }

  /* 3. Shapes, half of the time. */
  if (ishi_go_random (rng) & 1)
    return -1;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int x = lx + dx, y = ly + dy, p;

        if ((dx == 0 && dy == 0) || x < 0 || y < 0 || x >= size || y >= size)
          continue;
        p = y * size + x;
        if (ishi_go_board_get (board, x, y) != ISHI_EMPTY)
          continue;
        /* The cut: p touches two enemy stones that are diagonal to each
         * other, and their other crossing point is not the enemy's. */
        for (int k = 0; k < 4; k++)
          {
            /* (ax, by): the two orthogonal neighbours (x + ax, y) and
             * (x, y + by), and their crossing point (x + ax, y + by). */
            static const int ax[4] = { -1, 1, 1, -1 }, by[4] = { -1, -1, 1, 1 };
            int x1 = x + ax[k], y1 = y, x2 = x, y2 = y + by[k];
            int cx = x1, cy = y2;

            if (x1 < 0 || x1 >= size || y2 < 0 || y2 >= size)
              continue;
            if (ishi_go_board_get (board, x1, y1) == other &&
                ishi_go_board_get (board, x2, y2) == other &&
                ishi_go_board_get (board, cx, cy) != other &&
                n_candidates < 16)
              {
                candidates[n_candidates++] = p;
                break;
              }
          }
      }
  /* The atari answer. */
  if (string_liberties (board, size, last, 2, libs) == 2)
    for (int i = 0; i < 2 && n_candidates < 16; i++)
      if (empty_neighbours (board, size, libs[i]) >= 2)
        candidates[n_candidates++] = libs[i];

  while (n_candidates > 0)
    {
      int i = random_below (rng, n_candidates);

      if (playable (board, size, color, candidates[i]))
        return candidates[i];
      candidates[i] = candidates[--n_candidates];
    }
  return -1;
}

static void
record_move (IshiGoPlayout *po, int move, IshiColor color)
{
  /* The cap of the playout keeps n_moves within the arrays; beyond it
   * AMAF simply does not see the moves. */
  if (po->n_moves < 8 * po->n_points + 64)
    {
      po->moves[po->n_moves] = move;
      po->colors[po->n_moves] = color;
      po->n_moves++;
    }
}

/* Plays p for the side to move and keeps the empty list: a capture (the
 * opponent has fewer stones afterwards) rebuilds it. */
static void
play_point (IshiGoBoard *board, int size, IshiGoPlayout *po, int p)
{
  IshiColor color = ishi_go_board_get_to_move (board);
  IshiColor other = ishi_color_other (color);
  guint before = ishi_go_board_get_n_stones (board, other);
  guint own = ishi_go_board_get_n_stones (board, color);

  ishi_go_board_play_fast (board, color, p % size, p / size);
  if (ishi_go_board_get_n_stones (board, other) < before ||
      ishi_go_board_get_n_stones (board, color) < own + 1)
    collect_empty (po, board, size);
  else
    empty_remove (po, p);
  record_move (po, p, color);
}

static int
policy_move (const IshiGoGame *game, IshiGoBoard *board, int last, IshiGoPlayout *po,
             guint64 *rng)
{
  int size = game->size;
  IshiColor color = ishi_go_board_get_to_move (board);
  int p = local_move (board, size, color, last, rng);
  int n = po->n_empty;

  if (p < 0 && n > 0)
    {
      int start = random_below (rng, n);

      for (int k = 0; k < n; k++)
        {
          int i = start + k < n ? start + k : start + k - n;

          if (playable (board, size, color, po->empty[i]) &&
              !self_atari (board, size, color, po->empty[i]))
            {
              p = po->empty[i];
              break;
            }
        }
    }
  if (p >= 0)
    {
      play_point (board, size, po, p);
      return p;
    }
  /* No move: pass.  Under the no-pass rows the board refuses, and the
   * playout simply ends here (the caller sees two passes or stops). */
  if (ishi_go_board_play_fast (board, color, -1, -1) != ISHI_MOVE_OK)
    return ISHI_GO_MOVE_OFF_BOARD;
  record_move (po, ISHI_GO_MOVE_PASS, color);
  return ISHI_GO_MOVE_PASS;
}

int
ishi_go_game_policy_move (const IshiGoGame *game, IshiGoBoard *board, int last,
                          IshiGoPlayout *playout, guint64 *rng)
{
  collect_empty (playout, board, game->size);
  return policy_move (game, board, last, playout, rng);
}

IshiColor
ishi_go_game_owner (const IshiGoBoard *board, int x, int y)
{
  int size = ishi_go_board_get_size (board);
  IshiColor c = ishi_go_board_get (board, x, y);
  IshiColor seen = ISHI_EMPTY;
  const int nx[4] = { x - 1, x + 1, x, x };
  const int ny[4] = { y, y, y - 1, y + 1 };

  if (c != ISHI_EMPTY)
    return c;
  for (int i = 0; i < 4; i++)
    {
      IshiColor n;

      if (nx[i] < 0 || ny[i] < 0 || nx[i] >= size || ny[i] >= size)
        continue;
      n = ishi_go_board_get (board, nx[i], ny[i]);
      if (n == ISHI_EMPTY || (seen != ISHI_EMPTY && n != seen))
        return ISHI_EMPTY;
      seen = n;
    }
  return seen;
}

static double
count (const IshiGoGame *game, const IshiGoBoard *end, const IshiColor *leaf,
       const IshiGoBoard *leaf_board_counts)
{
  int size = game->size;
  double margin = 0;

  if (game->count == ISHI_GO_COUNT_STONES)
    return (double) ishi_go_board_get_n_stones (end, ISHI_BLACK) -
           (double) ishi_go_board_get_n_stones (end, ISHI_WHITE) - game->komi;

  for (int p = 0; p < size * size; p++)
    {
      IshiColor owner = ishi_go_game_owner (end, p % size, p / size);
      int sign = owner == ISHI_BLACK ? 1 : owner == ISHI_WHITE ? -1 : 0;

      if (game->count == ISHI_GO_COUNT_AREA)
        margin += sign;
      else if (leaf[p] == ISHI_EMPTY)
        margin += sign;
      else if (owner != ISHI_EMPTY && owner != leaf[p])
        margin += 2 * sign;       /* a dead stone: its point and the prisoner */
    }
  if (game->count == ISHI_GO_COUNT_TERRITORY)
    {
      /* leaf_board_counts holds the prisoners and off-board stones of the
       * position the playout started from. */
      margin += ishi_go_board_get_captures (leaf_board_counts, ISHI_BLACK);
      margin -= ishi_go_board_get_captures (leaf_board_counts, ISHI_WHITE);
      if (game->off_board_costs)
        margin += ishi_go_board_get_off_board (leaf_board_counts, ISHI_WHITE) -
                  ishi_go_board_get_off_board (leaf_board_counts, ISHI_BLACK);
    }
  return margin - game->komi;
}

/* Territory counting, a position ended by two passes: the game is over,
 * so a region still open is nobody's.  The playout after the two passes
 * only says which stones of the position are dead (those whose point ends
 * another colour's); then, as the count does (ishi-score.c, Japanese):
 * each region of empty points and dead stones is territory when living
 * stones of one colour only border it, dame otherwise, and every dead
 * stone is a prisoner.  Counted as the playouts count an unfinished game
 * instead — who owns a point once play goes on —, an open region went to
 * whoever won it in the playouts: at move 276 of a 19×19 game White
 * passed at 93 % with some thirty points still open between the two
 * walls, Black passed, and Ishi's count said B+48.5.  Seki are not told apart
 * here (an eye in seki counts as territory).  `end` is the owner of each
 * point at the playout's end (a stone's colour, or an eye's); Black's
 * margin before the prisoners taken and the komi. */
static double
ended_territory (int size, const IshiColor *leaf, const IshiColor *end, int *stack, guint8 *seen)
{
  int n = size * size;
  double margin = 0;

  if (size <= 0)                  /* tells the compiler n is no negative size */
    return 0;
  memset (seen, 0, (size_t) n);
  for (int p = 0; p < n; p++)
    if (leaf[p] != ISHI_EMPTY && end[p] != leaf[p])
      margin += leaf[p] == ISHI_BLACK ? -1 : 1;   /* a dead stone: the other's prisoner */
  for (int start = 0; start < n; start++)
    {
      int top = 0, points = 0, border = 0;

      if (seen[start] || (leaf[start] != ISHI_EMPTY && end[start] == leaf[start]))
        continue;
      seen[start] = 1;
      stack[top++] = start;
      while (top > 0)
        {
          int p = stack[--top], x = p % size, y = p / size;
          const int nb[4] = { x > 0 ? p - 1 : -1, x < size - 1 ? p + 1 : -1,
                              y > 0 ? p - size : -1, y < size - 1 ? p + size : -1 };

          points++;
          for (int i = 0; i < 4; i++)
            {
              int q = nb[i];

              if (q < 0 || seen[q])
                continue;
              if (leaf[q] != ISHI_EMPTY && end[q] == leaf[q])
                border |= leaf[q];        /* a living stone: 1 Black, 2 White */
              else
                {
                  seen[q] = 1;
                  stack[top++] = q;
                }
            }
        }
      if (border == ISHI_BLACK)
        margin += points;
      else if (border == ISHI_WHITE)
        margin -= points;
    }
  return margin;
}

/* The first engine's playout, on the rules core's board through its
 * checked API: kept to measure the playout board against (bench-engine). */
static double
playout_checked (const IshiGoGame *game, IshiGoBoard *board, int last, IshiGoPlayout *po,
                 guint64 *rng)
{
  int size = game->size;
  int cap = 3 * size * size;
  int captures[2];
  double margin;

  for (int p = 0; p < size * size; p++)
    po->leaf[p] = ishi_go_board_get (board, p % size, p / size);
  captures[0] = ishi_go_board_get_captures (board, ISHI_BLACK);
  captures[1] = ishi_go_board_get_captures (board, ISHI_WHITE);
  collect_empty (po, board, size);

  /* A position that ended by two passes is played on: the playout
   * settles which stones are dead, and the count is of the position. */
  for (int i = 0, passes = 0; i < cap && passes < 2; i++)
    {
      last = policy_move (game, board, last, po, rng);
      if (last == ISHI_GO_MOVE_OFF_BOARD)
        break;
      passes = last == ISHI_GO_MOVE_PASS ? passes + 1 : 0;
    }

  if (po->owned[0] != NULL)
    count_owners_board (po, board, size);
  if (game->count == ISHI_GO_COUNT_STONES)
    return count (game, board, NULL, board);

  margin = count (game, board, po->leaf, board);
  /* count() added the prisoners of the end; territory counting wants those
   * of the start position, which are what the players have taken. */
  if (game->count == ISHI_GO_COUNT_TERRITORY)
    {
      margin -= ishi_go_board_get_captures (board, ISHI_BLACK) - captures[0];
      margin += ishi_go_board_get_captures (board, ISHI_WHITE) - captures[1];
    }
  return margin;
}

/* --- the playout on the playout board ------------------------------------ */

/* The policy itself is ishi-go-policy.c's. */

static double
fast_count (const IshiGoGame *game, const IshiGoFast *f, const IshiColor *leaf)
{
  int size = game->size;
  double margin = 0;

  if (game->count == ISHI_GO_COUNT_STONES)
    return (double) f->n_stones_of[0] - (double) f->n_stones_of[1] - game->komi;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        int owner = (int) fast_owner (f, x, y);
        int sign = owner == ISHI_GO_FAST_BLACK ? 1 : owner == ISHI_GO_FAST_WHITE ? -1 : 0;
        if (game->count == ISHI_GO_COUNT_AREA)
          margin += sign;
        else if (leaf[y * size + x] == ISHI_EMPTY)
          margin += sign;
        else if (owner != ISHI_GO_FAST_EMPTY && owner != (int) leaf[y * size + x])
          margin += 2 * sign;     /* a dead stone: its point and the prisoner */
      }
  return margin - game->komi;
}

double
ishi_go_game_playout (const IshiGoGame *game, IshiGoBoard *board, int last,
                      IshiGoPlayout *po, guint64 *rng)
{
  IshiGoFast *f = po->fast;
  int size = game->size;
  int cap = 3 * size * size;
  gboolean no_pass, ended;
  double margin;
  int last_p, last2_p;

  if (ishi_go_board_get_passes (board) >= 2 && game->count == ISHI_GO_COUNT_STONES)
    {
      if (po->owned[0] != NULL)
        count_owners_board (po, board, size);
      return count (game, board, NULL, board);
    }
  if (game->checked_playouts)
    return playout_checked (game, board, last, po, rng);
  ended = game->count == ISHI_GO_COUNT_TERRITORY && ishi_go_board_get_passes (board) >= 2;

  if (game->count == ISHI_GO_COUNT_TERRITORY)
    for (int p = 0; p < size * size; p++)
      po->leaf[p] = ishi_go_board_get (board, p % size, p / size);
  /* Under the no-pass rows a playout ends when its side has no move. */
  no_pass = ishi_go_board_check (board, ishi_go_board_get_to_move (board), -1, -1) ==
            ISHI_MOVE_NO_PASS;
  ishi_go_fast_set (f, board);
  last_p = last >= 0 ? ishi_go_fast_point (f, last) : 0;
  /* The move before the last, when the tree played it (the policy looks
   * at the shapes around it too). */
  last2_p = po->n_moves >= 2 && po->moves[po->n_moves - 2] >= 0 ?
            ishi_go_fast_point (f, po->moves[po->n_moves - 2]) : 0;

  for (int i = 0, passes = 0; i < cap && passes < 2; i++)
    {
      int color = f->to_move;
      int p = ishi_go_policy_move (f, last_p, last2_p, rng);

      if (p == 0)
        {
          if (no_pass)
            break;
          ishi_go_fast_pass (f);
          record_move (po, ISHI_GO_MOVE_PASS, color);
          passes++;
        }
      else
        {
          ishi_go_fast_play (f, color, p);
          record_move (po, ishi_go_fast_move (f, p), color);
          passes = 0;
        }
      last2_p = last_p;
      last_p = p;
    }

  if (po->owned[0] != NULL)
    count_owners_fast (po, f, size);
  if (game->count == ISHI_GO_COUNT_STONES)
    return fast_count (game, f, NULL);
  if (ended)
    {
      for (int p = 0; p < size * size; p++)
        po->end[p] = fast_owner (f, p % size, p / size);
      margin = ended_territory (size, po->leaf, po->end, po->stack, po->seen) - game->komi;
    }
  else
    margin = fast_count (game, f, po->leaf);
  if (game->count == ISHI_GO_COUNT_TERRITORY)
    {
      /* The prisoners of the start position, which are what the players
       * have taken, and its off-board stones. */
      margin += ishi_go_board_get_captures (board, ISHI_BLACK);
      margin -= ishi_go_board_get_captures (board, ISHI_WHITE);
      if (game->off_board_costs)
        margin += ishi_go_board_get_off_board (board, ISHI_WHITE) -
                  ishi_go_board_get_off_board (board, ISHI_BLACK);
    }
  return margin;
}

int
ishi_go_game_moves (const IshiGoGame *game, const IshiGoBoard *board, int *moves)
{
  int size = game->size, n = 0;
  IshiColor color = ishi_go_board_get_to_move (board);

  for (int p = 0; p < size * size; p++)
    {
      int x = p % size, y = p / size;

      if (ishi_go_board_get (board, x, y) != ISHI_EMPTY)
        continue;
      /* Pure Go counts stones: a group with three eyes fills one of them
       * for a point, so the tree may fill its own eyes there (the
       * playouts never do, and punish filling the second-last one). */
      if (game->count == ISHI_GO_COUNT_STONES ? ishi_go_board_check (board, color, x, y) == ISHI_MOVE_OK
                                              : playable (board, size, color, p))
        moves[n++] = p;
    }
  if (ishi_go_board_check (board, color, -1, -1) == ISHI_MOVE_OK)
    moves[n++] = ISHI_GO_MOVE_PASS;
  if (ishi_go_board_check (board, color, ISHI_OFF_BOARD_X, ISHI_OFF_BOARD_X) == ISHI_MOVE_OK)
    moves[n++] = ISHI_GO_MOVE_OFF_BOARD;
  return n;
}

void
ishi_go_game_play (const IshiGoGame *game, IshiGoBoard *board, int move)
{
  IshiColor color = ishi_go_board_get_to_move (board);

  if (move == ISHI_GO_MOVE_PASS)
    ishi_go_board_play_fast (board, color, -1, -1);
  else if (move == ISHI_GO_MOVE_OFF_BOARD)
    ishi_go_board_play_fast (board, color, ISHI_OFF_BOARD_X, ISHI_OFF_BOARD_X);
  else
    ishi_go_board_play_fast (board, color, move % game->size, move / game->size);
}
