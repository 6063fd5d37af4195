/* ishi-deadstones.c — suggesting the dead stones of a finished game.
 *
 * See ishi-deadstones.h for what is computed.  The playouts run on the
 * fast path of IshiGoBoard (ishi-go-board.h); Benson's test works on a
 * plain grid with flood fills.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-deadstones"

#include "config.h"

#include <string.h>

#include "ishi-deadstones.h"
#include "ishi-eyespace.h"
#include "ishi-go-board.h"
#include "ishi-grid-private.h"

/* A string whose stones the opponent owns at the end of more than this
 * share of the playouts is dead. */
#define DEAD_SHARE 0.5

/* A group that cannot make two eyes and touches a living opponent group
 * is dead when the opponent owns its stones at the end of more than this
 * share of the playouts (see kill_eyeless_groups). */
#define EYELESS_SHARE 0.2

/* An area not walled in (it holds living stones of both colours) still
 * counts as two eyes for a colour that owns HELD_POINTS of its empty
 * points in HELD_SHARE of the playouts or more: territory not yet closed
 * at the end of the game. */
#define HELD_SHARE 0.5
#define HELD_POINTS 7

/* The pairs: for each region, each bordering string, and whether every
 * empty point of the region touches that string. */
static void
benson_pairs (int size, const IshiColor *board, const int *string, const int *region,
              int n_regions, GArray *pairs)
{
  int n = size * size;
  g_autofree int *stamp = g_new (int, n);

  for (int p = 0; p < n; p++)
    stamp[p] = -1;
  for (int r = 0; r < n_regions; r++)
    {
      g_autoptr(GArray) bordering = g_array_new (FALSE, FALSE, sizeof (int));

      for (int p = 0; p < n; p++)
        {
          int nb[4], k;

          if (region[p] != r)
            continue;
          k = ishi_grid_neighbours (size, p, nb);
          for (int i = 0; i < k; i++)
            {
              int s = string[nb[i]];

              if (s >= 0 && stamp[s] != r)
                {
                  stamp[s] = r;
                  g_array_append_val (bordering, s);
                }
            }
        }
      for (guint j = 0; j < bordering->len; j++)
        {
          int s = g_array_index (bordering, int, j);
          int vital = 1;

          for (int p = 0; p < n && vital; p++)
            {
              int nb[4], k, touches = 0;

              if (region[p] != r || board[p] != ISHI_EMPTY)
                continue;
              k = ishi_grid_neighbours (size, p, nb);
              for (int i = 0; i < k; i++)
                if (string[nb[i]] == s)
                  touches = 1;
              vital = touches;
            }
          {
            int pair[3] = { r, s, vital };

            g_array_append_val (pairs, pair);
          }
        }
    }
}

/* Benson's algorithm (D. B. Benson, "Life in the game of Go", 1976) for
 * `color`.  A region is a maximal connected set of points without `color`
 * stones; it is vital to a string when every empty point of it is a
 * liberty of that string.  Repeatedly drop the strings with fewer than two
 * vital regions, and the regions that border a dropped string; what is left
 * cannot be captured even if `color` never plays again.
 *
 * Marks alive[p] for the stones of those strings, and dead[p] for enemy
 * stones inside a region that is vital to one of them: such a region has
 * no empty point that is not next to the living string, so no enemy eye
 * can be made there. */
static void
benson (int size, const IshiColor *board, IshiColor color, guint8 *alive, guint8 *dead)
{
  int n = size * size, n_strings, n_regions;
  g_autofree int *string = g_new (int, n);
  g_autofree int *region = g_new (int, n);
  g_autofree int *stack = g_new (int, n);
  g_autofree gboolean *string_in = NULL;
  g_autofree gboolean *region_in = NULL;
  g_autofree int *vital_count = NULL;
  /* For each (region, string) pair that touch, whether the region is vital
   * to the string; kept as a list of pairs. */
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (int) * 3);
  gboolean changed;

  n_strings = ishi_grid_label (size, board, ishi_grid_is_colour, color, TRUE, string, stack);
  n_regions = ishi_grid_label (size, board, ishi_grid_is_not_colour, color, FALSE, region, stack);
  if (n_strings == 0)
    return;
  string_in = g_new (gboolean, n_strings);
  region_in = g_new (gboolean, MAX (n_regions, 1));
  vital_count = g_new (int, n_strings);
  for (int s = 0; s < n_strings; s++)
    string_in[s] = TRUE;
  for (int r = 0; r < n_regions; r++)
    region_in[r] = TRUE;

  benson_pairs (size, board, string, region, n_regions, pairs);

  do
    {
      changed = FALSE;
      for (int s = 0; s < n_strings; s++)
        vital_count[s] = 0;
      for (guint j = 0; j < pairs->len; j++)
        {
          int *pair = &g_array_index (pairs, int, 3 * j);

          if (pair[2] && region_in[pair[0]])
            vital_count[pair[1]]++;
        }
      for (int s = 0; s < n_strings; s++)
        if (string_in[s] && vital_count[s] < 2)
          {
            string_in[s] = FALSE;
            changed = TRUE;
          }
      for (guint j = 0; j < pairs->len; j++)
        {
          int *pair = &g_array_index (pairs, int, 3 * j);

          if (region_in[pair[0]] && !string_in[pair[1]])
            {
              region_in[pair[0]] = FALSE;
              changed = TRUE;
            }
        }
    }
  while (changed);

  for (int p = 0; p < n; p++)
    if (string[p] >= 0 && string_in[string[p]])
      alive[p] = 1;
  for (guint j = 0; j < pairs->len; j++)
    {
      int *pair = &g_array_index (pairs, int, 3 * j);

      if (pair[2] && region_in[pair[0]] && string_in[pair[1]])
        for (int p = 0; p < n; p++)
          if (region[p] == pair[0] && board[p] == ishi_color_other (color))
            dead[p] = 1;
    }
}

/* The liberties of the string through q on `work`, up to `max`, written
 * to libs (which has room for max).  Returns how many. */
static int
string_liberties (int size, const IshiColor *work, int q, int *libs, int max,
                  int *stack, guint8 *seen)
{
  int n = size * size, top = 0, count = 0;
  IshiColor color = work[q];

  memset (seen, 0, n);
  seen[q] = 1;
  stack[top++] = q;
  while (top > 0 && count < max)
    {
      int nb[4], k = ishi_grid_neighbours (size, stack[--top], nb);

      for (int i = 0; i < k && count < max; i++)
        {
          int r = nb[i];

          if (seen[r])
            continue;
          seen[r] = 1;
          if (work[r] == ISHI_EMPTY)
            libs[count++] = r;
          else if (work[r] == color)
            stack[top++] = r;
        }
    }
  return count;
}

/* Can the opponent not approach the string at p?  On the position without
 * the other dead stones, the string must have two liberties or more,
 * one of them shared with a (living) opponent string, and an opponent
 * stone on any of them must be suicide or self-atari: it would capture
 * nothing, and its string would keep one liberty at most.  That is the
 * situation of both groups in a seki (each side's stone on a shared
 * liberty puts itself in atari), and also of a group that wins a capturing
 * race against an opponent short of liberties.  Without a shared liberty
 * it is not: scattered dead stones inside the opponent's territory often
 * have only liberties that look like eyes, yet the opponent takes them
 * one by one from outside.
 *
 * An eyeless string beside an opponent with an eye loses its race (目あり
 * 目なし) only when the opponent can fill the shared liberties, and that
 * is what the test of each approach below asks: a string with an eye and
 * a liberty to spare approaches safely.  An "eye" shared by two opponent
 * strings that each have one other liberty proves nothing: the string
 * that approaches is left with the eye alone and is taken there (a seki,
 * test-go-dead's /go-dead/seki-shared-eye). */
static gboolean
cannot_approach (int size, const IshiColor *board, const guint8 *dead, int p, int *stack)
{
  int n = size * size, libs[8], n_libs, top = 0;
  IshiColor color = board[p], other = ishi_color_other (color);
  g_autofree IshiColor *work = g_new (IshiColor, n);
  g_autofree guint8 *seen = g_new (guint8, n);
  gboolean safe_approach = FALSE, shared = FALSE;

  /* The dead stones come off, but for those of the string's own group:
   * its colour's dead stones that can be reached from it through empty
   * points and each other (a group in seki may be several strings around
   * a shared eye).  Taking the others off matters: a string next to dead
   * stones of ours gains their points as liberties. */
  memset (seen, 0, n);
  seen[p] = 1;
  stack[top++] = p;
  while (top > 0)
    {
      int q = stack[--top], nb[4], k = ishi_grid_neighbours (size, q, nb);

      for (int i = 0; i < k; i++)
        {
          int r = nb[i];

          if (!seen[r] && (board[r] == ISHI_EMPTY || (board[r] == color && dead[r])))
            {
              seen[r] = 1;
              stack[top++] = r;
            }
        }
    }
  for (int q = 0; q < n; q++)
    work[q] = dead[q] && !seen[q] ? ISHI_EMPTY : board[q];
  n_libs = string_liberties (size, work, p, libs, G_N_ELEMENTS (libs), stack, seen);
  /* Many liberties: not something the playouts lose by chance. */
  if (n_libs < 2 || n_libs >= (int) G_N_ELEMENTS (libs))
    return FALSE;

  for (int i = 0; i < n_libs; i++)
    {
      int q = libs[i], nb[4], k = ishi_grid_neighbours (size, q, nb);

      for (int j = 0; j < k; j++)
        if (work[nb[j]] == other)
          shared = TRUE;
    }
  if (!shared)
    return FALSE;

  for (int i = 0; i < n_libs && !safe_approach; i++)
    {
      int q = libs[i], nb[4], k = ishi_grid_neighbours (size, q, nb), their[2];

      work[q] = other;
      for (int j = 0; j < k && !safe_approach; j++)
        if (work[nb[j]] == color
            && string_liberties (size, work, nb[j], their, 1, stack, seen) == 0)
          safe_approach = TRUE;   /* it captures */
      if (!safe_approach && string_liberties (size, work, q, their, 2, stack, seen) >= 2)
        safe_approach = TRUE;
      work[q] = ISHI_EMPTY;
    }
  return !safe_approach;
}

static int
find_root (int *parent, int s)
{
  while (parent[s] != s)
    s = parent[s] = parent[parent[s]];
  return s;
}

/* Strings of one colour that share a liberty live or die together (a
 * group is rarely cut at a shared liberty once the game is over), and the
 * playouts judge each of them with some noise.  So each string takes the
 * share lost by its whole group, weighted by stones: the group is then
 * marked dead or alive as one, as a player marks it.  The group of each
 * string (the index of one of its strings) is written to `parent`. */
static void
share_within_groups (int size, const IshiColor *board, const int *string, int n_strings,
                     double *lost, const int *stones, int *parent)
{
  int n = size * size;
  g_autofree double *group_lost = g_new0 (double, MAX (n_strings, 1));
  g_autofree int *group_stones = g_new0 (int, MAX (n_strings, 1));

  for (int s = 0; s < n_strings; s++)
    parent[s] = s;
  for (int p = 0; p < n; p++)
    {
      int nb[4], k;

      if (board[p] != ISHI_EMPTY)
        continue;
      k = ishi_grid_neighbours (size, p, nb);
      for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
        {
          int first = -1;

          for (int i = 0; i < k; i++)
            if (board[nb[i]] == c)
              {
                int root = find_root (parent, string[nb[i]]);

                if (first < 0)
                  first = root;
                else if (root != first)
                  parent[root] = first;
              }
        }
    }
  for (int s = 0; s < n_strings; s++)
    {
      int root = find_root (parent, s);

      group_lost[root] += lost[s];
      group_stones[root] += stones[s];
    }
  for (int s = 0; s < n_strings; s++)
    {
      int root = find_root (parent, s);

      lost[s] = group_lost[root] * stones[s] / group_stones[root];
    }
  for (int s = 0; s < n_strings; s++)
    parent[s] = find_root (parent, s);
}

/* How many eyes an enclosed region of `count` points (region[p] == r) can
 * give, at most 2, when the opponent plays first.  The shapes that make
 * one eye only are the nakade shapes (the opponent's stone on the vital
 * point leaves no second eye): three points in a row or bent, the square
 * and the pyramid of four, the bulky and the crossed five, and the
 * rabbity six; any other region of four to six points, and any bigger
 * region, makes two.  A region of one point is a false eye when the
 * opponent holds two of its diagonal points (one on the edge) — a stone
 * there, or an empty point the playouts give the opponent more often than
 * not: the stones around it can then be cut apart and taken in atari one
 * by one.  (`mine` is the ownership from `color`'s side.) */
static int
region_eyes (int size, const IshiColor *work, const double *mine, const int *region,
             int r, int count, int first, IshiColor color)
{
  int n = size * size, max_degree = 0;
  gboolean square = FALSE;

  if (count >= 7)
    return 2;
  if (count == 1)
    {
      int x = first % size, y = first / size, bad = 0, off = 0;

      for (int dy = -1; dy <= 1; dy += 2)
        for (int dx = -1; dx <= 1; dx += 2)
          {
            int qx = x + dx, qy = y + dy, q;

            if (qx < 0 || qy < 0 || qx >= size || qy >= size)
              {
                off = 1;
                continue;
              }
            q = qy * size + qx;
            if (work[q] == ishi_color_other (color)
                || (work[q] == ISHI_EMPTY && mine[q] < 0))
              bad++;
          }
      return bad >= (off ? 1 : 2) ? 0 : 1;
    }
  if (count <= 3)
    return 1;
  for (int p = first; p < n; p++)
    {
      int nb[4], k, degree = 0, x = p % size, y = p / size;

      if (region[p] != r)
        continue;
      k = ishi_grid_neighbours (size, p, nb);
      for (int i = 0; i < k; i++)
        degree += region[nb[i]] == r;
      max_degree = MAX (max_degree, degree);
      if (x + 1 < size && y + 1 < size && region[p + 1] == r
          && region[p + size] == r && region[p + size + 1] == r)
        square = TRUE;
    }
  if (count == 4)
    return square || max_degree == 3 ? 1 : 2;
  if (count == 5)
    return square || max_degree == 4 ? 1 : 2;
  return square && max_degree == 4 ? 1 : 2;
}

/* The eyes each group of `color` can make (at most 2, in eyes[root]) on
 * `work`, the position without the stones taken as dead: the enclosed
 * regions — connected empty points with no opponent stone, bordered by
 * `color` only — next to the group, by region_eyes.  An open area, where
 * the opponent has living stones, gives no eye — at the end of a game a
 * living group has walled its points in — unless `color` holds enough of
 * it in the playouts (HELD_SHARE, HELD_POINTS): a border left open. */
static void
count_eyes (int size, const IshiColor *work, const double *own, IshiColor color,
            const int *string, const int *group, int *eyes, int *region, int *stack)
{
  int n = size * size, n_regions;
  g_autofree double *mine = g_new (double, n);
  g_autofree int *stamp = NULL;
  IshiColor other = ishi_color_other (color);

  for (int p = 0; p < n; p++)
    mine[p] = color == ISHI_BLACK ? own[p] : -own[p];
  n_regions = ishi_grid_label (size, work, ishi_grid_is_not_colour, color, FALSE, region, stack);
  stamp = g_new (int, n);
  for (int p = 0; p < n; p++)
    stamp[p] = -1;
  for (int r = 0; r < n_regions; r++)
    {
      int count = 0, first = -1, e;
      gboolean open = FALSE;

      for (int p = 0; p < n && !open; p++)
        if (region[p] == r)
          {
            if (first < 0)
              first = p;
            count++;
            open = work[p] == other;
          }
      if (open)
        {
          int held = 0;

          for (int p = first; p < n; p++)
            if (region[p] == r && work[p] == ISHI_EMPTY && mine[p] >= HELD_SHARE)
              held++;
          if (held < HELD_POINTS)
            continue;
          e = 2;
        }
      else
        e = region_eyes (size, work, mine, region, r, count, first, color);
      if (e == 0)
        continue;
      for (int p = first; p < n; p++)
        {
          int nb[4], k;

          if (region[p] != r)
            continue;
          k = ishi_grid_neighbours (size, p, nb);
          for (int i = 0; i < k; i++)
            if (work[nb[i]] == color)
              {
                int g = group[string[nb[i]]];

                if (stamp[g] != r)
                  {
                    stamp[g] = r;
                    eyes[g] = MIN (2, eyes[g] + e);
                  }
              }
        }
    }
}

/* Seki.  Random playouts settle a seki by chance — whoever first fills
 * a shared liberty dies — so they lose some strings that are safe.  A
 * string taken as dead is kept when the opponent cannot approach it. */
static void
spare_seki (int size, const IshiColor *board, const int *string, const gboolean *kill,
            gboolean *keep, guint8 *dead, int *stack)
{
  int n = size * size;

  for (int p = 0; p < n; p++)
    {
      int s = string[p];

      if (s >= 0 && dead[p] && !kill[s] && !keep[s]
          && cannot_approach (size, board, dead, p, stack))
        keep[s] = TRUE;
    }
  for (int p = 0; p < n; p++)
    if (string[p] >= 0 && keep[string[p]])
      dead[p] = 0;
}

/* The bias of uniform playouts: a random opponent seldom captures a group
 * that has no eyes but room to wander, so such a group inside the
 * opponent's area often survives the playouts though no player would
 * think it alive.  This step takes as dead, one group at a time (the one
 * the playouts lose most often first, the eyes then counted again), each
 * group that
 *   - is not alive by Benson's test nor spared as seki,
 *   - cannot make two eyes (count_eyes),
 *   - touches a stone of an opponent group that can (it is enclosed by
 *     living stones, not in a fight between weak groups or next to an
 *     open area nobody owns), and
 *   - still ends as the opponent's in more than EYELESS_SHARE of the
 *     playouts.
 * A group that the opponent cannot approach (seki) is left alone. */
static void
kill_eyeless_groups (int size, const IshiColor *board, const double *own, const int *string,
                     int n_strings, const int *group, const double *lost, const int *stones,
                     const gboolean *keep, guint8 *dead, int *stack)
{
  int n = size * size, m = MAX (n_strings, 1);
  g_autofree int *eyes = g_new (int, m);
  g_autofree gboolean *alive = g_new (gboolean, m);
  g_autofree gboolean *spared = g_new0 (gboolean, m);
  g_autofree gboolean *enclosed = g_new (gboolean, m);
  g_autofree int *region = g_new (int, n);
  g_autofree IshiColor *work = g_new (IshiColor, n);

  for (;;)
    {
      int best = -1;
      double best_lost = EYELESS_SHARE;

      for (int p = 0; p < n; p++)
        work[p] = dead[p] ? ISHI_EMPTY : board[p];
      for (int s = 0; s < n_strings; s++)
        {
          eyes[s] = 0;
          alive[s] = FALSE;
          enclosed[s] = FALSE;
        }
      count_eyes (size, work, own, ISHI_BLACK, string, group, eyes, region, stack);
      count_eyes (size, work, own, ISHI_WHITE, string, group, eyes, region, stack);
      for (int s = 0; s < n_strings; s++)
        if (keep[s])
          alive[group[s]] = TRUE;
      for (int p = 0; p < n; p++)
        {
          int nb[4], k, s = string[p];

          if (s < 0 || dead[p])
            continue;
          k = ishi_grid_neighbours (size, p, nb);
          for (int i = 0; i < k; i++)
            {
              int t = string[nb[i]];

              if (t >= 0 && !dead[nb[i]] && board[nb[i]] != board[p]
                  && (eyes[group[t]] >= 2 || alive[group[t]]))
                enclosed[group[s]] = TRUE;
            }
        }
      for (int p = 0; p < n; p++)
        {
          int s = string[p], g;

          if (s < 0 || dead[p])
            continue;
          g = group[s];
          if (alive[g] || spared[g] || eyes[g] >= 2 || !enclosed[g]
              || lost[s] / stones[s] <= best_lost)
            continue;
          if (cannot_approach (size, board, dead, p, stack))
            {
              spared[g] = TRUE;
              continue;
            }
          best = g;
          best_lost = lost[s] / stones[s];
        }
      if (best < 0)
        break;
      for (int p = 0; p < n; p++)
        if (string[p] >= 0 && group[string[p]] == best)
          dead[p] = 1;
    }
}

/* FNV-1a over the stones: the same position always gets the same seed. */
static guint64
position_seed (int size, const IshiColor *board, IshiColor to_move)
{
  guint64 h = 0xcbf29ce484222325ull;

  for (int p = 0; p < size * size; p++)
    {
      h ^= (guint64) board[p] + 1;
      h *= 0x100000001b3ull;
    }
  h ^= (guint64) to_move + 7;
  h *= 0x100000001b3ull;
  return h ? h : 1;
}

/* Who has the point at the end of a playout: its stone, or for an empty
 * point the colour of all its ishi_grid_neighbours (the playouts leave only
 * one-point eyes and, rarely, dame). */
static IshiColor
final_owner (const IshiGoBoard *board, int size, int x, int y)
{
  static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
  IshiColor c = ishi_go_board_get (board, x, y), seen = ISHI_EMPTY;

  if (c != ISHI_EMPTY)
    return c;
  for (int i = 0; i < 4; i++)
    {
      int nx = x + dx[i], ny = y + dy[i];
      IshiColor d;

      if (nx < 0 || ny < 0 || nx >= size || ny >= size)
        continue;
      d = ishi_go_board_get (board, nx, ny);
      if (d == ISHI_EMPTY || (seen != ISHI_EMPTY && d != seen))
        return ISHI_EMPTY;
      seen = d;
    }
  return seen;
}

/* The playouts: from the position at the end, random legal moves that
 * fill no eye until two passes, `playouts` times; the share of them that
 * ended with each point Black's and White's is written to `black` and
 * `white`. */
static void
run_playouts (int size, const IshiColor *board, IshiColor to_move, guint playouts,
              guint64 rng, double *black, double *white)
{
  int n = size * size;
  g_autofree int *black_owns = g_new0 (int, n);
  g_autofree int *white_owns = g_new0 (int, n);
  g_autoptr(IshiGoBoard) start = NULL;
  g_autoptr(IshiGoBoard) work = NULL;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  /* The starting position, without captures or legality tests: the stones
   * of a finished game all have liberties. */
  start = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
  work = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_array_set_size (points, 0);
      for (int p = 0; p < n; p++)
        if (board[p] == c)
          {
            IshiPoint pt = { p % size, p / size };

            g_array_append_val (points, pt);
          }
      if (points->len)
        ishi_go_board_setup (start, (IshiPoint *) points->data, points->len, c);
    }

  for (guint i = 0; i < playouts; i++)
    {
      int passes = 0, moves = 0, limit = 3 * n;
      IshiColor first = to_move == ISHI_WHITE ? ISHI_WHITE : ISHI_BLACK;

      /* Every other playout the other side starts: after two passes,
       * having the move is worth little, and the suggestion should not
       * depend on it. */
      if (i & 1)
        first = ishi_color_other (first);
      ishi_go_board_assign (work, start);
      ishi_go_board_set_to_move (work, first);
      while (passes < 2 && moves < limit)
        {
          if (ishi_go_board_play_random (work, &rng))
            passes = 0;
          else
            passes++;
          moves++;
        }
      for (int p = 0; p < n; p++)
        {
          IshiColor c;

          c = final_owner (work, size, p % size, p / size);
          if (c == ISHI_BLACK)
            black_owns[p]++;
          else if (c == ISHI_WHITE)
            white_owns[p]++;
        }
    }
  for (int p = 0; p < n; p++)
    {
      black[p] = (double) black_owns[p] / playouts;
      white[p] = (double) white_owns[p] / playouts;
    }
}

/* The dead stones that the shares of ownership `black_share` and
 * `white_share` make, with the rules for life and seki: Benson's test
 * (`alive`, `sure_dead`), the share each group loses, seki, the eyeless
 * groups.  Writes `dead`. */
static void
decide (int size, const IshiColor *board, const guint8 *alive, const guint8 *sure_dead,
        const double *black_share, const double *white_share, guint8 *dead)
{
  int n = size * size, n_strings;
  g_autofree int *string = g_new (int, n);
  g_autofree int *stack = g_new (int, n);
  g_autofree double *own = g_new (double, n);
  g_autofree double *lost = NULL;
  g_autofree int *stones = NULL;
  g_autofree gboolean *keep = NULL;
  g_autofree gboolean *kill = NULL;
  g_autofree int *group = NULL;

  /* Decide on the share of the string's points the opponent held (summed
   * over the stones: `lost` is in stones). */
  n_strings = ishi_grid_label (size, board, ishi_grid_is_not_colour, ISHI_EMPTY, TRUE, string, stack);
  lost = g_new0 (double, MAX (n_strings, 1));
  stones = g_new0 (int, MAX (n_strings, 1));
  keep = g_new0 (gboolean, MAX (n_strings, 1));
  kill = g_new0 (gboolean, MAX (n_strings, 1));
  group = g_new (int, MAX (n_strings, 1));
  for (int p = 0; p < n; p++)
    own[p] = black_share[p] - white_share[p];
  for (int p = 0; p < n; p++)
    {
      int s = string[p];

      if (s < 0)
        continue;
      stones[s]++;
      lost[s] += board[p] == ISHI_BLACK ? white_share[p] : black_share[p];
      if (alive[p])
        keep[s] = TRUE;
      if (sure_dead[p])
        kill[s] = TRUE;
    }
  share_within_groups (size, board, string, n_strings, lost, stones, group);
  for (int p = 0; p < n; p++)
    {
      int s = string[p];

      dead[p] = s >= 0 && !keep[s] && (kill[s] || lost[s] / stones[s] > DEAD_SHARE);
    }

  /* Seki first, so that the eyes below are counted with both groups of a
   * seki on the board; then the eyeless groups; then seki again for the
   * strings that step took. */
  spare_seki (size, board, string, kill, keep, dead, stack);
  kill_eyeless_groups (size, board, own, string, n_strings, group, lost, stones, keep, dead, stack);
  spare_seki (size, board, string, kill, keep, dead, stack);
}

/* The strings in a close fight that the reader is sure of: each string
 * that touches a string of the other colour when both have
 * FIGHT_LIBERTIES liberties or fewer and neither lives by Benson's test —
 * the two groups of a capturing race, of a seki, a cutting stone against
 * the stones it cuts — and whose stones the reader's shares give to one
 * side in all but READER_SURE of its playouts.  Marks `fight` on their
 * stones.  There the ownership reader given from above decides (an
 * engine's playouts play such fights out as players do: the side with
 * more liberties captures, nobody fills a seki's shared liberties);
 * elsewhere — a loose group in the opponent's area, an invasion, a group
 * that lives only if its side moves first — the uniform playouts and the
 * eye rules judge, since the engine's playouts let a group with room
 * live more often than a strong opponent would. */
#define FIGHT_LIBERTIES 4
#define READER_SURE 0.1

static void
mark_fights (int size, const IshiColor *board, const guint8 *alive, const double *black_share,
             const double *white_share, guint8 *fight)
{
  int n = size * size, n_strings;
  g_autofree int *string = g_new (int, n);
  g_autofree int *stack = g_new (int, n);
  g_autofree guint8 *seen = g_new (guint8, n);
  g_autofree int *libs = NULL;
  g_autofree gboolean *in_fight = NULL;

  n_strings = ishi_grid_label (size, board, ishi_grid_is_not_colour, ISHI_EMPTY, TRUE, string, stack);
  libs = g_new0 (int, MAX (n_strings, 1));
  in_fight = g_new0 (gboolean, MAX (n_strings, 1));
  for (int p = 0; p < n; p++)
    if (string[p] >= 0 && libs[string[p]] == 0)
      {
        int l[FIGHT_LIBERTIES + 1];

        libs[string[p]] = MAX (1, string_liberties (size, board, p, l, FIGHT_LIBERTIES + 1,
                                                    stack, seen));
      }
  for (int p = 0; p < n; p++)
    {
      int nb[4], k, s = string[p];

      if (s < 0 || alive[p] || libs[s] > FIGHT_LIBERTIES)
        continue;
      k = ishi_grid_neighbours (size, p, nb);
      for (int i = 0; i < k; i++)
        {
          int t = string[nb[i]];

          if (t >= 0 && board[nb[i]] != board[p] && !alive[nb[i]] && libs[t] <= FIGHT_LIBERTIES)
            in_fight[s] = in_fight[t] = TRUE;
        }
    }
  {
    /* the reader's share of each string lost, in stones */
    g_autofree double *lost = g_new0 (double, MAX (n_strings, 1));
    g_autofree int *stones = g_new0 (int, MAX (n_strings, 1));

    for (int p = 0; p < n; p++)
      if (string[p] >= 0)
        {
          lost[string[p]] += board[p] == ISHI_BLACK ? white_share[p] : black_share[p];
          stones[string[p]]++;
        }
    for (int p = 0; p < n; p++)
      {
        int t = string[p];

        fight[p] = t >= 0 && in_fight[t]
                   && (lost[t] / stones[t] < READER_SURE || lost[t] / stones[t] > 1 - READER_SURE);
      }
  }
}

/* The suggestion on the board as it stands.  The stones that the eye
 * spaces' reading killed are marked in `killed` when it is not NULL. */
static void
guess_once (int size, const IshiColor *board, IshiColor to_move,
            const IshiDeadStonesOptions *options, guint8 *dead, double *ownership,
            guint8 *killed)
{
  int n;
  guint playouts;
  guint64 rng;
  g_autofree guint8 *alive = NULL;
  g_autofree guint8 *sure_dead = NULL;
  g_autofree double *black_share = NULL;
  g_autofree double *white_share = NULL;
  g_autofree double *read_black = NULL;
  g_autofree double *read_white = NULL;
  gboolean read;

  n = size * size;
  memset (dead, 0, n);

  alive = g_new0 (guint8, n);
  sure_dead = g_new0 (guint8, n);
  benson (size, board, ISHI_BLACK, alive, sure_dead);
  benson (size, board, ISHI_WHITE, alive, sure_dead);

  playouts = options && options->playouts ? options->playouts
           : (guint) MAX (64, 200000 / n);
  rng = options && options->seed ? options->seed : position_seed (size, board, to_move);

  black_share = g_new0 (double, n);
  white_share = g_new0 (double, n);
  run_playouts (size, board, to_move, playouts, rng, black_share, white_share);
  read_black = g_new0 (double, n);
  read_white = g_new0 (double, n);
  read = options != NULL && options->ownership != NULL
         && options->ownership (size, board, to_move, read_black, read_white,
                                options->ownership_data);

  if (ownership)
    for (int p = 0; p < n; p++)
      ownership[p] = read ? read_black[p] - read_white[p] : black_share[p] - white_share[p];

  decide (size, board, alive, sure_dead, black_share, white_share, dead);
  if (read)
    {
      /* The strings in a close fight are the reader's to judge. */
      g_autofree guint8 *fight = g_new (guint8, n);
      g_autofree guint8 *dead_read = g_new (guint8, n);

      mark_fights (size, board, alive, read_black, read_white, fight);
      decide (size, board, alive, sure_dead, read_black, read_white, dead_read);
      for (int p = 0; p < n; p++)
        if (fight[p])
          dead[p] = dead_read[p];
    }
  /* Last, a group shut in one small eye space, read there to the end with
   * the opponent first: a group that lives only if its owner moves first
   * is dead (neither kind of playouts finds the one killing move). */
  if (killed)
    memcpy (killed, dead, n);
  ishi_eye_space_kill (size, board, alive, dead);
  if (killed)
    for (int p = 0; p < n; p++)
      killed[p] = dead[p] && !killed[p];
}

/* Marks in `near` the strings of `board` that touch a point of `freed`,
 * and the other colour's strings that touch those: the fights that the
 * stones taken off were part of. */
static void
mark_near (int size, const IshiColor *board, const guint8 *freed, guint8 *near)
{
  int n = size * size, n_strings;
  g_autofree int *string = g_new (int, n);
  g_autofree int *stack = g_new (int, n);
  g_autofree guint8 *level = NULL;

  n_strings = ishi_grid_label (size, board, ishi_grid_is_not_colour, ISHI_EMPTY, TRUE, string, stack);
  level = g_new0 (guint8, MAX (n_strings, 1));
  for (int p = 0; p < n; p++)
    if (freed[p])
      {
        int nb[4], k = ishi_grid_neighbours (size, p, nb);

        for (int i = 0; i < k; i++)
          if (string[nb[i]] >= 0)
            level[string[nb[i]]] = 1;
      }
  for (int p = 0; p < n; p++)
    if (string[p] >= 0 && level[string[p]] == 1)
      {
        int nb[4], k = ishi_grid_neighbours (size, p, nb);

        for (int i = 0; i < k; i++)
          {
            int t = string[nb[i]];

            if (t >= 0 && board[nb[i]] != board[p] && level[t] == 0)
              level[t] = 2;
          }
      }
  for (int p = 0; p < n; p++)
    near[p] = string[p] >= 0 && level[string[p]] > 0;
}

guint
ishi_dead_stones_guess (int size, const IshiColor *board, IshiColor to_move,
                        const IshiDeadStonesOptions *options,
                        guint8 *dead, double *ownership)
{
  int n;
  guint count = 0, n_killed = 0;
  g_autofree guint8 *killed = NULL;

  g_return_val_if_fail (size >= ISHI_GO_BOARD_MIN_SIZE && size <= ISHI_GO_BOARD_MAX_SIZE, 0);
  g_return_val_if_fail (board != NULL && dead != NULL, 0);

  n = size * size;
  killed = g_new0 (guint8, n);
  guess_once (size, board, to_move, options, dead, ownership, killed);
  for (int p = 0; p < n; p++)
    n_killed += killed[p];
  if (n_killed > 0)
    {
      /* The groups the eye-space reading killed come off the board, and
       * the fights around them are judged again without them: a string
       * that had only liberties shared with a dead group's neighbours may
       * have lost its race to them (FX178-27 of Fuego's CGOS games). */
      g_autofree IshiColor *without = g_memdup2 (board, sizeof (IshiColor) * n);
      g_autofree guint8 *dead_without = g_new0 (guint8, n);
      g_autofree guint8 *near = g_new0 (guint8, n);

      for (int p = 0; p < n; p++)
        if (killed[p])
          without[p] = ISHI_EMPTY;
      guess_once (size, without, to_move, options, dead_without, NULL, NULL);
      mark_near (size, without, killed, near);
      for (int p = 0; p < n; p++)
        if (near[p])
          dead[p] = dead_without[p];
    }
  for (int p = 0; p < n; p++)
    count += dead[p];
  return count;
}
