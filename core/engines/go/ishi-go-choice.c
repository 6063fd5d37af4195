/* ishi-go-choice.c — the vetoes and the weaker choices (see
 * ishi-go-choice.h).
 *
 * The eyes are the playouts' (ishi_go_fast_is_eye): an empty point
 * whose four neighbours are the mover's stones or the edge, with at most
 * one enemy diagonal (none on the edge).  A group is the strings that
 * share such eyes; a group with two of them lives, so neither may be
 * filled — under Pure Go, where each stone counts, a third eye may
 * (pure-go-howto.ja.txt), and the tree offers it; under the other rows
 * the tree offers no eye at all (ishi_go_game_moves).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <string.h>

#include "ishi-go-choice.h"
#include "ishi-go-game.h"
#include "ishi-go-tactics.h"

#define EMPTY ISHI_GO_FAST_EMPTY

/* A string of this many stones or more is not put in atari for nothing. */
#define LARGE_STRING 3

/* The eyes of the group around the eye p of `color`, counted up to 3:
 * the strings next to p, the eyes next to them, the strings next to
 * those eyes, and so on. */
static int
group_eyes (const IshiGoFast *f, int color, int p)
{
  const int s = f->stride;
  guint8 seen[ISHI_GO_FAST_CELLS];
  int eyes[ISHI_GO_FAST_CELLS];
  int n_eyes = 0, next = 0;

  memset (seen, 0, sizeof seen);
  seen[p] = 1;
  eyes[n_eyes++] = p;
  while (next < n_eyes && n_eyes < 3)
    {
      int e = eyes[next++];
      const int nb[4] = { e - s, e - 1, e + 1, e + s };

      for (int i = 0; i < 4; i++)
        {
          int h;

          if (f->color[nb[i]] != color || seen[f->head[nb[i]]] == 2)
            continue;
          h = f->head[nb[i]];
          seen[h] = 2;
          /* Every liberty of the string that is an eye of its own. */
          for (int r = h;;)
            {
              const int rn[4] = { r - s, r - 1, r + 1, r + s };

              for (int j = 0; j < 4; j++)
                if (f->color[rn[j]] == EMPTY && !seen[rn[j]] && ishi_go_fast_is_eye (f, color, rn[j]))
                  {
                    seen[rn[j]] = 1;
                    eyes[n_eyes++] = rn[j];
                  }
              r = f->next[r];
              if (r == h)
                break;
            }
        }
    }
  return n_eyes;
}

/* Something to fight for at p: it captures, saves a string of ours in
 * atari, or puts an enemy string in atari without being in atari itself. */
static gboolean
tactical (IshiGoFast *f, int color, int p)
{
  const int nb[4] = { p - f->stride, p - 1, p + 1, p + f->stride };

  for (int i = 0; i < 4; i++)
    {
      int c = f->color[nb[i]], libs[3];

      if (c == 3 - color && ishi_go_fast_in_atari (f, f->head[nb[i]]))
        return TRUE;
      if (c == color && ishi_go_fast_in_atari (f, f->head[nb[i]]) &&
          ishi_go_tactics_libs_after (f, color, p, 2) >= 2)
        return TRUE;
      if (c == 3 - color && ishi_go_fast_liberties (f, nb[i], 3, libs) == 2 &&
          ishi_go_tactics_libs_after (f, color, p, 2) >= 2)
        return TRUE;
    }
  return FALSE;
}

/* The opening, where the edges are still far from the play: fewer stones
 * on the board than a sixth of its points (13 on 9×9, 60 on 19×19).  On
 * the smallest boards every line is near the middle: no opening there. */
static gboolean
opening (const IshiGoFast *f)
{
  return f->size >= 9 && f->n_stones_of[0] + f->n_stones_of[1] < f->size * f->size / 6;
}

IshiGoVeto
ishi_go_choice_veto (IshiGoFast *f, int move)
{
  int color = f->to_move, p = ishi_go_fast_point (f, move);
  int x = move % f->size, y = move / f->size;
  int line = MIN (MIN (x, y), MIN (f->size - 1 - x, f->size - 1 - y)) + 1;

  if (ishi_go_fast_is_eye (f, color, p) && group_eyes (f, color, p) <= 2)
    return ISHI_GO_VETO_LAST_EYES;
  if (ishi_go_tactics_self_atari (f, color, p, LARGE_STRING))
    return ISHI_GO_VETO_SELF_ATARI;
  if (opening (f) && ((line == 1 && !tactical (f, color, p)) || (line == 2 && ishi_go_fast_alone (f, p))))
    return ISHI_GO_VETO_OPENING_EDGE;
  return ISHI_GO_VETO_NONE;
}

static double
mean (const IshiGoRootStat *s)
{
  return s->visits > 0 ? s->value / s->visits : 0;
}

static double
uniform (guint64 *rng)
{
  return (ishi_go_random (rng) >> 11) * (1.0 / 9007199254740992.0);
}

static int
by_visits (gconstpointer a, gconstpointer b)
{
  const IshiGoRootStat *x = *(const IshiGoRootStat *const *) a, *y = *(const IshiGoRootStat *const *) b;

  /* Ties by the lower point, so that the choice never depends on the
   * statistics' order. */
  return x->visits != y->visits ? (x->visits < y->visits ? 1 : -1) : x->move - y->move;
}

/* A slip from `best`: one of the next `width` sane moves on the board by
 * visits, within `max_loss` of its win rate, drawn by visits; NULL when
 * there is none. */
static const IshiGoRootStat *
slip (GArray *stats, const gboolean *sane, const IshiGoRootStat *best,
      const IshiGoWeakness *weakness, guint64 *rng)
{
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  guint n;
  double total = 0, r;

  for (guint i = 0; i < stats->len; i++)
    {
      const IshiGoRootStat *s = &g_array_index (stats, IshiGoRootStat, i);

      if (sane[i] && s != best && s->move >= 0 && s->visits > 0 &&
          mean (s) >= mean (best) - weakness->max_loss)
        g_ptr_array_add (others, (gpointer) s);
    }
  g_ptr_array_sort (others, by_visits);
  n = MIN (others->len, weakness->width);
  if (n == 0)
    return NULL;
  for (guint i = 0; i < n; i++)
    total += ((const IshiGoRootStat *) others->pdata[i])->visits;
  r = uniform (rng) * total;
  for (guint i = 0; i + 1 < n; i++)
    {
      r -= ((const IshiGoRootStat *) others->pdata[i])->visits;
      if (r < 0)
        return others->pdata[i];
    }
  return others->pdata[n - 1];
}

/* The playouts' mean margin after `s`, for `to_move` (the stats keep
 * Black's). */
static double
margin_of (const IshiGoRootStat *s, int to_move)
{
  double m = s->visits > 0 ? s->score / s->visits : 0;

  return to_move == ISHI_GO_FAST_WHITE ? -m : m;
}

const IshiGoRootStat *
ishi_go_choice_choose (GArray *stats, IshiGoFast *f, const IshiGoWeakness *weakness,
                       gboolean territory, guint64 *rng)
{
  g_autofree gboolean *sane = g_new (gboolean, MAX (stats->len, 1));
  const IshiGoRootStat *best = NULL, *any = NULL, *pass = NULL;

  for (guint i = 0; i < stats->len; i++)
    {
      const IshiGoRootStat *s = &g_array_index (stats, IshiGoRootStat, i);

      sane[i] = s->move < 0 || ishi_go_choice_veto (f, s->move) == ISHI_GO_VETO_NONE;
      if (any == NULL || s->visits > any->visits)
        any = s;
      if (sane[i] && (best == NULL || s->visits > best->visits))
        best = s;
      if (s->move == ISHI_GO_MOVE_PASS)
        pass = s;
    }
  if (best == NULL)
    best = any;
  if (best == NULL)
    return NULL;

  /* The weaker choice: never from a pass (a beginner's partner that
   * plays on at random where the game is over spoils nothing, but one
   * that passes at random ends games half played). */
  if (weakness != NULL && weakness->slip > 0 && weakness->width > 0 && best->move >= 0 &&
      uniform (rng) < weakness->slip)
    {
      const IshiGoRootStat *other = slip (stats, sane, best, weakness, rng);

      if (other != NULL)
        return other;
    }

  /* Under territory counting a stone that changes nothing costs a point:
   * when passing is as good as the best move (within the noise of its
   * visits), pass.  As good by the margin too, not only by the share of
   * wins: in a game already won or lost every move wins about as often,
   * and level 5 passed at move 89 of 13×13 games with the board still
   * open (GNU Go then played 50 moves more); a pass that gives away more
   * than a dame's point or so of the playouts' margin is not taken.  Late
   * in the game the search gives the pass an eighth of the playouts
   * (ishi-go-search.c, ROOT_PASS_SHARE), so that it can be weighed. */
  if (territory && pass != NULL && pass != best && pass->visits >= best->visits / 8 &&
      pass->visits >= 16 && mean (pass) >= mean (best) - 0.01 &&
      margin_of (pass, f->to_move) >= margin_of (best, f->to_move) - 1.5)
    return pass;
  return best;
}
