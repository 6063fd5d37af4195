/* ishi-go-policy.c — the playout policy on the playout board and the
 * tree's priors (see ishi-go-policy.h).
 *
 * The policy, in the order a move is looked for (after MoGo's playouts,
 * Gelly et al., "Modification of UCT with Patterns in Monte-Carlo Go",
 * 2006, and the heavier ones of Pachi's "moggy" and Fuego's
 * GoUctPlayoutPolicy, read for the ideas, not the code):
 *
 *   1. capture: the string of the last move has one liberty — take it;
 *   2. escape: strings of ours next to the last move in atari — take a
 *      neighbour of theirs that is in atari, or extend when that leaves
 *      three liberties, or two and no ladder catches the string;
 *   3. nakade: the last move made a three-point eye — play its middle;
 *   4. two liberties, most of the time: put the last move's string in
 *      atari (not by a self-atari of ours), or give a string of ours next
 *      to it a third liberty;
 *   5. shapes: a MoGo 3×3 shape around the last move or the one before;
 *   6. otherwise a uniformly random legal point that is not one of the
 *      mover's own eyes and does not put a string of two stones or more
 *      in atari without capturing (but for the self-atari of two or three
 *      stones that kills from the inside, ishi_go_tactics_inside_atari): a
 *      playout never fills its own eyes, so groups with two eyes live and
 *      the playout ends.
 *
 * The priors (ishi_go_policy_priors) are the tree's start for each new
 * move, as Pachi's and Fuego's: every move starts even, captures, escapes
 * and ataris that catch in a ladder start won, extending a string a
 * ladder catches and big self-ataris start lost, the shapes and the
 * points near the last move (by the common-fate distance, where a string
 * is one point) get a bonus, and on the large boards the first line far
 * from every stone starts lost and the third and fourth lines there won,
 * the more so at the 3-3, 3-4 and 4-4 points of an empty corner.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <string.h>

#include "ishi-go-game.h"
#include "ishi-go-policy.h"
#include "ishi-go-tactics.h"

#define EMPTY ISHI_GO_FAST_EMPTY
#define BORDER ISHI_GO_FAST_BORDER

/* Step 4's share of the moves it applies to, out of 256. */
#define TWO_LIB_RATE 230
/* Step 4 looks at strings with at most this many pseudo-liberties. */
#define MAX_PLIBS 6

/* --- the shapes ------------------------------------------------------------ */

/* The 3×3 shapes of MoGo's playouts (Gelly et al. 2006, figure 2),
 * around the empty centre, top row first: X a stone of one side, O of
 * the other, '.' empty, 'x' not X (O or empty), 'o' not O, '#' off the
 * board, '?' anything.  Each is looked for in its 8 rotations and
 * reflections and with the colours swapped (the point that makes one
 * side's shape spoils the other's). */
static const char *const shapes[] = {
  "XOX" "..." "???",    /* hane that encloses */
  "XO." "..." "?.?",    /* hane that does not cut */
  "XO?" "X.." "x.?",    /* magari */
  ".O." "X.." "...",    /* diagonal attachment */
  "XO?" "O.o" "?o?",    /* the cut */
  "?X?" "O.O" "ooo",    /* the push between */
  "X.?" "O.?" "###",    /* on the edge: chase */
  "?X?" "x.O" "###",    /* on the edge: block the connection */
  "?XO" "x.x" "###",    /* on the edge: descend */
  "?OX" "X.O" "###",    /* on the edge: block the cut */
};

static gboolean
cell_matches (char want, int c, int x_color)
{
  int o_color = 3 - x_color;

  switch (want)
    {
    case 'X': return c == x_color;
    case 'O': return c == o_color;
    case '.': return c == EMPTY;
    case 'x': return c == o_color || c == EMPTY;
    case 'o': return c == x_color || c == EMPTY;
    case '#': return c == BORDER;
    default: return TRUE;
    }
}

/* Does the neighbourhood `code` (ishi-go-fast.h's order) hold a shape? */
static gboolean
code_has_shape (guint code)
{
  /* The 3×3 grid from the code, cell[y + 1][x + 1]; the centre empty. */
  static const int kx[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };
  static const int ky[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };
  int cell[3][3];

  cell[1][1] = EMPTY;
  for (int k = 0; k < 8; k++)
    cell[ky[k] + 1][kx[k] + 1] = (code >> (2 * k)) & 3;
  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    for (int t = 0; t < 8; t++)
      for (int xc = 1; xc <= 2; xc++)
        {
          gboolean all = TRUE;

          for (int i = 0; i < 9 && all; i++)
            {
              /* Cell i of the shape, moved by symmetry t. */
              int x = i % 3 - 1, y = i / 3 - 1, u, v;

              u = t & 4 ? y : x;
              v = t & 4 ? x : y;
              if (t & 1)
                u = -u;
              if (t & 2)
                v = -v;
              all = cell_matches (shapes[s][i], cell[v + 1][u + 1], xc);
            }
          if (all)
            return TRUE;
        }
  return FALSE;
}

/* One bit per neighbourhood code: built once, read by every thread. */
static const guint8 *
shape_table (void)
{
  static guint8 *table;

  if (g_once_init_enter (&table))
    {
      guint8 *t = g_new0 (guint8, 65536 / 8);

      for (guint code = 0; code < 65536; code++)
        if (code_has_shape (code))
          t[code >> 3] |= (guint8) (1u << (code & 7));
      g_once_init_leave (&table, t);
    }
  return table;
}

static inline gboolean
has_shape (const guint8 *table, guint code)
{
  return (table[code >> 3] >> (code & 7)) & 1;
}

gboolean
ishi_go_policy_shape (const IshiGoFast *f, int p)
{
  return f->color[p] == EMPTY && has_shape (shape_table (), f->pattern[p]);
}

/* --- the playout policy ---------------------------------------------------- */

static inline int
random_below (guint64 *rng, int n)
{
  return (int) (((ishi_go_random (rng) >> 32) * (guint64) n) >> 32);
}

typedef struct {
  int n;
  int p[24];
} Candidates;

static inline void
candidates_add (Candidates *c, int p)
{
  for (int i = 0; i < c->n; i++)
    if (c->p[i] == p)
      return;
  if (c->n < (int) G_N_ELEMENTS (c->p))
    c->p[c->n++] = p;
}

static inline int
candidates_pick (const Candidates *c, guint64 *rng)
{
  return c->n == 0 ? 0 : c->p[random_below (rng, c->n)];
}

static inline gboolean
adjacent (const IshiGoFast *f, int a, int b)
{
  return a == b - 1 || a == b + 1 || a == b - f->stride || a == b + f->stride;
}

/* The strings of `color` next to p, each once: their heads, in the order
 * of p's neighbours.  Returns how many. */
static int
neighbour_strings (const IshiGoFast *f, int color, int p, int *heads)
{
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };
  int n = 0;

  for (int i = 0; i < 4; i++)
    if (f->color[nb[i]] == color)
      {
        int h = f->head[nb[i]], j;

        for (j = 0; j < n && heads[j] != h; j++)
          ;
        if (j == n)
          heads[n++] = h;
      }
  return n;
}

/* Step 2: the escapes of our strings next to the last move. */
static void
escapes (IshiGoFast *f, int color, int last, Candidates *c)
{
  const int s = f->stride;
  int heads[4], n = neighbour_strings (f, color, last, heads);

  for (int i = 0; i < n; i++)
    {
      int h = heads[i], lib, k, before = c->n;

      if (!ishi_go_fast_in_atari (f, h))
        continue;
      /* Take a neighbour in atari. */
      for (int r = h;;)
        {
          const int rn[4] = { r - s, r - 1, r + 1, r + s };

          for (int j = 0; j < 4; j++)
            if (f->color[rn[j]] == 3 - color && ishi_go_fast_in_atari (f, f->head[rn[j]]))
              {
                int take = ishi_go_fast_atari_liberty (f, f->head[rn[j]]);

                if (ishi_go_fast_legal (f, color, take))
                  candidates_add (c, take);
              }
          r = f->next[r];
          if (r == h)
            break;
        }
      if (c->n > before)
        continue;
      /* Extend, when that saves it. */
      lib = ishi_go_fast_atari_liberty (f, h);
      if (!ishi_go_fast_legal (f, color, lib))
        continue;
      k = ishi_go_tactics_libs_after (f, color, lib, 3);
      if (k >= 3 || (k == 2 && !ishi_go_tactics_caught (f, h)))
        candidates_add (c, lib);
    }
}

/* Step 4: the ataris on the last move's string, and a third liberty for
 * our strings of two next to it. */
static void
two_liberties (IshiGoFast *f, int color, int last, Candidates *c)
{
  int libs[3], heads[4], n = neighbour_strings (f, color, last, heads);

  /* A string with many pseudo-liberties (ishi-go-fast.h) has more than
   * two liberties but in rare shapes: not walked. */
  if (f->n_plibs[f->head[last]] <= MAX_PLIBS && ishi_go_fast_liberties (f, last, 3, libs) == 2)
    for (int i = 0; i < 2; i++)
      if (ishi_go_fast_legal (f, color, libs[i]) &&
          !ishi_go_fast_is_eye (f, color, libs[i]) &&
          ishi_go_tactics_libs_after (f, color, libs[i], 2) >= 2)
        candidates_add (c, libs[i]);
  for (int i = 0; i < n; i++)
    {
      int h = heads[i];

      if (f->n_plibs[h] > MAX_PLIBS || ishi_go_fast_in_atari (f, h) ||
          ishi_go_fast_liberties (f, h, 3, libs) != 2)
        continue;
      for (int j = 0; j < 2; j++)
        if (ishi_go_fast_legal (f, color, libs[j]) &&
            ishi_go_tactics_libs_after (f, color, libs[j], 3) >= 3)
          candidates_add (c, libs[j]);
    }
}

static inline gboolean
playable (IshiGoFast *f, int color, int p)
{
  return !ishi_go_fast_is_eye (f, color, p) && ishi_go_fast_legal (f, color, p);
}

/* A self-atari a playout does not play: of two stones or more, unless it
 * kills from the inside (ishi_go_tactics_inside_atari). */
static inline gboolean
bad_self_atari (IshiGoFast *f, int color, int p)
{
  return ishi_go_tactics_self_atari (f, color, p, 2) && !ishi_go_tactics_inside_atari (f, color, p);
}

/* Step 5: the empty points around a move that make a shape (checked for
 * legality when drawn). */
static void
shapes_around (const IshiGoFast *f, const guint8 *table, int at, Candidates *c)
{
  static const int dx[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };
  static const int dy[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };

  for (int k = 0; k < 8; k++)
    {
      int q = at + dy[k] * f->stride + dx[k];

      /* (A point near both moves may be listed twice: drawn a little
       * more often, no harm.) */
      if (f->color[q] == EMPTY && has_shape (table, f->pattern[q]) &&
          c->n < (int) G_N_ELEMENTS (c->p))
        c->p[c->n++] = q;
    }
}

/* Does a stone of `color` at p only extend a string of its own that a
 * ladder catches?  (Pachi: "ladder moves are stupid".) */
static gboolean
runs_into_ladder (IshiGoFast *f, int color, int p)
{
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };

  for (int i = 0; i < 4; i++)
    if (f->color[nb[i]] == color && ishi_go_fast_in_atari (f, f->head[nb[i]]))
      return ishi_go_tactics_libs_after (f, color, p, 3) == 2 &&
             ishi_go_tactics_caught (f, nb[i]);
  return FALSE;
}

/* Steps 1 to 5; 0 when none applies. */
static int
local_move (IshiGoFast *f, int color, int last, int last2, guint64 *rng)
{
  const guint8 *table = shape_table ();
  Candidates c = { 0 };
  int p;

  if (last <= 0 || f->color[last] != 3 - color)
    return 0;

  /* 1. Capture the last move's string. */
  if (ishi_go_fast_in_atari (f, f->head[last]))
    {
      int lib = ishi_go_fast_atari_liberty (f, f->head[last]);

      if (ishi_go_fast_legal (f, color, lib))
        return lib;
    }
  /* 2. Escape. */
  escapes (f, color, last, &c);
  if (c.n > 0)
    return candidates_pick (&c, rng);
  /* 3. Nakade. */
  p = ishi_go_tactics_nakade (f, color, last);
  if (p != 0 && ishi_go_fast_legal (f, color, p))
    return p;
  /* 4. Two liberties. */
  if ((ishi_go_random (rng) & 255) < TWO_LIB_RATE)
    {
      two_liberties (f, color, last, &c);
      if (c.n > 0)
        return candidates_pick (&c, rng);
    }
  /* 5. Shapes: drawn at random among those that are playable and no
   * self-atari. */
  shapes_around (f, table, last, &c);
  if (last2 > 0 && f->color[last2] != EMPTY)
    shapes_around (f, table, last2, &c);
  while (c.n > 0)
    {
      int i = random_below (rng, c.n);

      p = c.p[i];
      if (playable (f, color, p) && !bad_self_atari (f, color, p) &&
          !runs_into_ladder (f, color, p))
        return p;
      c.p[i] = c.p[--c.n];
    }
  return 0;
}

int
ishi_go_policy_move (IshiGoFast *f, int last, int last2, guint64 *rng)
{
  int color = f->to_move;
  int p = local_move (f, color, last, last2, rng);
  int n = f->n_empty;

  if (p == 0 && n > 0)
    {
      int start = random_below (rng, n);

      for (int k = 0; k < n; k++)
        {
          int i = start + k < n ? start + k : start + k - n;
          int q = f->empty[i];

          if (playable (f, color, q) && !bad_self_atari (f, color, q))
            {
              p = q;
              break;
            }
        }
    }
  return p;
}

/* --- the priors ------------------------------------------------------------ */

typedef struct {
  guint16 flags[ISHI_GO_FAST_CELLS];
  guint8 dist[ISHI_GO_FAST_CELLS];      /* common-fate distance from the last move */
  guint8 stones[ISHI_GO_FAST_CELLS];    /* the stones a capture there takes */
} Knowledge;

#define FAR 0xff
#define NEAR_DISTANCE 3

/* The common-fate graph distance from the last move's string (Pachi's
 * prior, after Graepel et al. 2001): a string counts as one point, so the
 * liberties of the last move's string are at 1. */
static void
distances (IshiGoFast *f, int last, guint8 *dist)
{
  int queue[ISHI_GO_FAST_CELLS];
  int head = 0, tail = 0;

  memset (dist, FAR, ISHI_GO_FAST_CELLS);
  if (last <= 0 || f->color[last] == EMPTY)
    return;
  for (int r = f->head[last];;)
    {
      dist[r] = 0;
      queue[tail++] = r;
      r = f->next[r];
      if (r == f->head[last])
        break;
    }
  while (head < tail)
    {
      int q = queue[head++];
      int d = dist[q] + 1;
      const int nb[4] = { q - f->stride, q - 1, q + 1, q + f->stride };

      if (d > NEAR_DISTANCE)
        continue;
      for (int i = 0; i < 4; i++)
        {
          int r = nb[i];
          int c = f->color[r];

          if (c == BORDER || dist[r] != FAR)
            continue;
          if (c == EMPTY)
            {
              dist[r] = (guint8) d;
              queue[tail++] = r;
            }
          else
            for (int h = f->head[r], t = h;;)
              {
                dist[t] = (guint8) d;
                queue[tail++] = t;
                t = f->next[t];
                if (t == h)
                  break;
              }
        }
    }
}

/* On the large boards: is p a 3-3, 3-4 or 4-4 point of a corner whose six
 * lines either way hold no stone yet (Fuego's opening knowledge, after
 * which the first stones go to the corners)? */
static gboolean
empty_corner (const IshiGoFast *f, int p)
{
  int x = p % f->stride, y = p / f->stride, size = f->size;
  int cx = x <= size / 2 ? 1 : size - 5, cy = y <= size / 2 ? 1 : size - 5;
  int lx = MIN (x, size + 1 - x), ly = MIN (y, size + 1 - y);

  if (size < 15 || lx < 3 || lx > 4 || ly < 3 || ly > 4)
    return FALSE;
  for (int v = cy; v < cy + 6; v++)
    for (int u = cx; u < cx + 6; u++)
      if (f->color[v * f->stride + u] != EMPTY)
        return FALSE;
  return TRUE;
}

static void
know (IshiGoFast *f, int last, int last2, Knowledge *k)
{
  const guint8 *table = shape_table ();
  int me = f->to_move, size = f->size;

  memset (k->flags, 0, sizeof k->flags);
  memset (k->stones, 0, sizeof k->stones);
  distances (f, last, k->dist);

  /* The strings with one or two liberties. */
  for (int y = 1; y <= size; y++)
    for (int x = 1; x <= size; x++)
      {
        int p = y * f->stride + x, libs[3], n;

        if (f->color[p] == EMPTY || f->head[p] != p)
          continue;
        n = ishi_go_fast_liberties (f, p, 3, libs);
        if (n == 1 && f->color[p] != me)
          {
            k->flags[libs[0]] |= ISHI_GO_PRIOR_CAPTURE;
            k->stones[libs[0]] = (guint8) MIN (255, k->stones[libs[0]] + f->n_stones[p]);
          }
        else if (n == 1)
          {
            int after = ishi_go_tactics_libs_after (f, me, libs[0], 3);

            if (after >= 3 || (after == 2 && !ishi_go_tactics_caught (f, p)))
              k->flags[libs[0]] |= ISHI_GO_PRIOR_ESCAPE;
            else
              k->flags[libs[0]] |= ISHI_GO_PRIOR_CAUGHT;
          }
        else if (n == 2 && f->color[p] != me)
          {
            for (int i = 0; i < 2; i++)
              if (ishi_go_fast_legal (f, me, libs[i]) &&
                  ishi_go_tactics_libs_after (f, me, libs[i], 2) >= 2)
                k->flags[libs[i]] |= ishi_go_tactics_atari_catches (f, p, libs[i]) ?
                                     ISHI_GO_PRIOR_LADDER : ISHI_GO_PRIOR_ATARI;
          }
        else if (n == 2)
          {
            for (int i = 0; i < 2; i++)
              if (ishi_go_tactics_libs_after (f, me, libs[i], 3) >= 3)
                k->flags[libs[i]] |= ISHI_GO_PRIOR_DEFEND;
          }
      }

  /* Each empty point. */
  {
    int nakade = last > 0 && f->color[last] == 3 - me ? ishi_go_tactics_nakade (f, me, last) : 0;

    if (nakade != 0)
      k->flags[nakade] |= ISHI_GO_PRIOR_NAKADE;
  }
  for (int i = 0; i < f->n_empty; i++)
    {
      int p = f->empty[i];
      int x = p % f->stride, y = p / f->stride;
      int line = MIN (MIN (x, y), MIN (size + 1 - x, size + 1 - y));

      if (ishi_go_tactics_self_atari (f, me, p, 2))
        k->flags[p] |= ISHI_GO_PRIOR_SELF_ATARI;
      if (has_shape (table, f->pattern[p]) &&
          ((last > 0 && ABS (x - last % f->stride) <= 1 && ABS (y - last / f->stride) <= 1) ||
           (last2 > 0 && ABS (x - last2 % f->stride) <= 1 && ABS (y - last2 / f->stride) <= 1)))
        k->flags[p] |= ISHI_GO_PRIOR_SHAPE;
      if (k->dist[p] <= NEAR_DISTANCE)
        k->flags[p] |= ISHI_GO_PRIOR_NEAR;
      if (size >= 13 && (line == 1 || line == 3 || line == 4) && ishi_go_fast_alone (f, p))
        k->flags[p] |= line == 1 ? ISHI_GO_PRIOR_EDGE : ISHI_GO_PRIOR_THIRD_LINE;
      if (empty_corner (f, p))
        k->flags[p] |= ISHI_GO_PRIOR_CORNER;
    }
}

guint
ishi_go_policy_prior_flags (IshiGoFast *f, int last, int last2, int move)
{
  g_autofree Knowledge *k = g_new (Knowledge, 1);

  if (move < 0)
    return 0;
  know (f, last, last2, k);
  return k->flags[ishi_go_fast_point (f, move)];
}

void
ishi_go_policy_priors (IshiGoFast *f, int last, int last2, const int *moves, int n,
                       float *wins, float *visits)
{
  ishi_go_policy_priors_full (f, last, last2, moves, n, FALSE, wins, visits);
}

void
ishi_go_policy_priors_full (IshiGoFast *f, int last, int last2, const int *moves, int n,
                            gboolean warnings_only, float *wins, float *visits)
{
  Knowledge k;
  /* The even prior's playouts (Pachi's "eqex"): more on the large boards,
   * where a move's first playouts say less. */
  const float e = f->size >= ISHI_GO_LARGE_BOARD ? 20.0f : 14.0f;
  static const float near_bonus[NEAR_DISTANCE + 1] = { 0, 1.5f, 1.5f, 0.5f };

  know (f, last, last2, &k);
  for (int i = 0; i < n; i++)
    {
      float w = 0, v = 0;
      int p;
      guint flags;

      if (moves[i] < 0)
        {
          wins[i] = visits[i] = 0;
          continue;
        }
      p = ishi_go_fast_point (f, moves[i]);
      flags = k.flags[p];
      w += 0.5f * e;
      v += e;
      if (warnings_only)
        flags &= ISHI_GO_PRIOR_CAUGHT | ISHI_GO_PRIOR_SELF_ATARI;
      if (flags & ISHI_GO_PRIOR_CAPTURE)
        {
          float b = e * (2 + MIN (k.stones[p], 6) / 3.0f);

          w += b;
          v += b;
        }
      if (flags & ISHI_GO_PRIOR_ESCAPE)
        {
          w += 2 * e;
          v += 2 * e;
        }
      if (flags & ISHI_GO_PRIOR_CAUGHT)
        v += 2 * e;
      if (flags & ISHI_GO_PRIOR_LADDER)
        {
          w += 2 * e;
          v += 2 * e;
        }
      if (flags & (ISHI_GO_PRIOR_ATARI | ISHI_GO_PRIOR_DEFEND))
        {
          w += 0.5f * e;
          v += 0.5f * e;
        }
      if (flags & ISHI_GO_PRIOR_SELF_ATARI)
        v += 2 * e;
      if (flags & (ISHI_GO_PRIOR_SHAPE | ISHI_GO_PRIOR_NAKADE))
        {
          w += e;
          v += e;
        }
      if (flags & ISHI_GO_PRIOR_NEAR)
        {
          w += near_bonus[k.dist[p]] * e;
          v += near_bonus[k.dist[p]] * e;
        }
      if (flags & ISHI_GO_PRIOR_EDGE)
        v += e;
      if (flags & ISHI_GO_PRIOR_THIRD_LINE)
        {
          w += e;
          v += e;
        }
      if (flags & ISHI_GO_PRIOR_CORNER)
        {
          w += 2 * e;
          v += 2 * e;
        }
      wins[i] = w;
      visits[i] = v;
    }
}
