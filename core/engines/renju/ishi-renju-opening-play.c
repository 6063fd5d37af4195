/* ishi-renju-opening-play.c — see ishi-renju-opening-play.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-renju-engine"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-renju-engine.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-opening-play.h"
#include "ishi-renju-openings.h"
#include "ishi-rules.h"

#define SIZE ISHI_RENJU_SIZE
/* The fifth moves looked at first: the engine's best candidates near the
 * stones; the whole board only when these run short. */
#define FIFTH_POOL 40

static char *
point_name (IshiPoint p)
{
  return ishi_rules_renju ()->format_point (SIZE, p.x, p.y);
}

static const char *
colour_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

static gboolean
symmetric_to_any (const IshiRenjuBoard *board, IshiPoint p, const IshiPoint *points, guint n)
{
  for (guint i = 0; i < n; i++)
    if (ishi_renju_fifths_symmetric (board, points[i], p))
      return TRUE;
  return FALSE;
}

typedef struct {
  IshiPoint p;
  gint score;
  guint order;
} Ranked;

static int
compare_ranked (gconstpointer a, gconstpointer b)
{
  const Ranked *ra = a, *rb = b;

  if (ra->score != rb->score)
    return ra->score > rb->score ? -1 : 1;
  return ra->order < rb->order ? -1 : ra->order > rb->order;
}

guint
ishi_renju_engine_best_fifths (const IshiRenjuBoard *board, guint level, const IshiPoint *taken,
                               guint n_taken, IshiPoint *fifths, gint *scores, guint max)
{
  IshiPoint pool[ISHI_RENJU_N_POINTS];
  gint pool_scores[ISHI_RENJU_N_POINTS];
  Ranked ranked[ISHI_RENJU_N_POINTS];
  IshiPoint chosen[ISHI_RENJU_N_POINTS];
  guint n_pool, n = 0;

  g_return_val_if_fail (board != NULL && fifths != NULL, 0);

  /* Near the stones first; should symmetry leave too few, every point of
   * the board (radius 7 is the whole 15 × 15), best first by the quick
   * measure. */
  for (int pass = 0; pass < 2 && n < max; pass++)
    {
      n_pool = ishi_renju_engine_candidates (board, ISHI_BLACK, pass == 0 ? -1 : SIZE / 2, pool,
                                             pass == 0 ? FIFTH_POOL : ISHI_RENJU_N_POINTS);
      ishi_renju_engine_score_moves (board, ISHI_BLACK, level, pool, n_pool, pool_scores);
      for (guint i = 0; i < n_pool; i++)
        ranked[i] = (Ranked) { pool[i], pool_scores[i], i };
      qsort (ranked, n_pool, sizeof (Ranked), compare_ranked);
      n = 0;
      for (guint i = 0; i < n_pool && n < max; i++)
        if (!symmetric_to_any (board, ranked[i].p, taken, n_taken)
            && !symmetric_to_any (board, ranked[i].p, chosen, n))
          {
            chosen[n] = ranked[i].p;
            fifths[n] = ranked[i].p;
            if (scores)
              scores[n] = ranked[i].score;
            n++;
          }
    }
  return n;
}

/* Black's value of offering the best `n` fifth moves: White keeps the one
 * best for White, the worst of them for Black — the position after it
 * judged for White to move, from Black's side.  Symmetrical ones are
 * never offered together, so n distinct ones are looked for. */
static gint
worst_kept (const IshiRenjuBoard *board, guint level, guint n)
{
  IshiPoint fifths[ISHI_RENJU_MAX_FIFTHS];
  gint scores[ISHI_RENJU_MAX_FIFTHS];
  IshiRenjuBoard after = *board;
  guint found;

  n = CLAMP (n, 1, ISHI_RENJU_MAX_FIFTHS);
  found = ishi_renju_engine_best_fifths (board, level, NULL, 0, fifths, scores, n);
  if (found == 0)
    return 0;
  /* the one White keeps: the lowest score for Black among those offered */
  ishi_renju_board_set (&after, fifths[found - 1].x, fifths[found - 1].y, ISHI_BLACK);
  return -ishi_renju_engine_judge (&after, ISHI_WHITE, -1, level);
}

/* The three stones of an opening, in the order Black 1, White 2, Black 3. */
static const IshiRenjuOpening *
opening_on (const IshiRenjuBoard *board)
{
  IshiPoint stones[3] = { { SIZE / 2, SIZE / 2 }, { -1, -1 }, { -1, -1 } };

  if (board->n_stones != 3 || ishi_renju_board_get (board, SIZE / 2, SIZE / 2) != ISHI_BLACK)
    return NULL;
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        IshiColor c = ishi_renju_board_get (board, x, y);

        if (c == ISHI_WHITE)
          stones[1] = (IshiPoint) { x, y };
        else if (c == ISHI_BLACK && (x != SIZE / 2 || y != SIZE / 2))
          stones[2] = (IshiPoint) { x, y };
      }
  return stones[1].x < 0 || stones[2].x < 0 ? NULL : ishi_renju_opening_identify (stones, NULL);
}

static void
decide_swap (const IshiRenjuBoard *board, const IshiOpeningStep *step, guint level,
             IshiRenjuOpeningDecision *d)
{
  const IshiRenjuOpening *opening = opening_on (board);
  IshiColor mine = step->color, other = ishi_color_other (step->color);
  gint value;

  if (opening != NULL && step->color == ISHI_WHITE)
    {
      /* The 26 openings: what is known of each (the table the engine
       * swaps by under 珠型交代打ち). */
      d->choice = ishi_renju_engine_decide_swap (opening, &d->reason) ? ISHI_OPENING_SWAP : ISHI_OPENING_KEEP;
      return;
    }
  if (step->count > 0)
    {
      /* Soosõrv-8 after White 4: Black offers `count`, White keeps the
       * one best for White — the worst of Black's best that many. */
      guint want = MIN (step->count, ISHI_RENJU_MAX_FIFTHS);

      value = worst_kept (board, level, want);
      d->choice = value >= 0 ? ISHI_OPENING_KEEP : ISHI_OPENING_SWAP;
      d->reason = g_strdup_printf (value >= 0
                                   ? _("The worst of my best %u fifth moves still leaves Black ahead, as I judge it: I keep Black.")
                                   : _("With %u fifth moves to offer White keeps one that favours White, as I judge it: I take White."),
                                   want);
      return;
    }
  {
    /* The score of the side to move, with its next stone where the rule
     * allows it (Taraguchi-10 after stone 1, 2 or 3: that many lines
     * from h8; after stone 5: anywhere). */
    value = ishi_renju_engine_judge (board, mine, step->move <= 3 ? (int) step->move : -1, level);
  }
  d->choice = value >= 0 ? ISHI_OPENING_KEEP : ISHI_OPENING_SWAP;
  /* TRANSLATORS: "With White to play I judge the position better for
   * Black: I take Black." */
  d->reason = g_strdup_printf (value >= 0 ? _("With %s to play I judge the position better for %s: I keep %s.")
                                          : _("With %s to play I judge the position better for %s: I take %s."),
                               colour_name (mine), colour_name (value >= 0 ? mine : other),
                               colour_name (value >= 0 ? mine : other));
}

static void
decide_count (const IshiRenjuBoard *board, const IshiOpeningStep *step, guint level, guint64 seed,
              IshiRenjuOpeningDecision *d)
{
  IshiRenjuBoard after = *board;
  IshiRenjuEngineResult result;
  guint most = CLAMP (step->count, 1, ISHI_RENJU_MAX_FIFTHS), lo = 1, hi = most;
  gint at_lo, at_hi;
  g_autofree char *name = NULL;

  /* The White 4 the engine will play (the same board, level and seed
   * give the same move when it is asked for it). */
  ishi_renju_engine_choose (board, ISHI_WHITE, level, seed, 0, &result);
  d->move = result.move;
  if (result.move.x >= 0)
    ishi_renju_board_set (&after, result.move.x, result.move.y, ISHI_WHITE);
  /* Black's value falls as more fifth moves are offered (White keeps the
   * worst of more): the number where it crosses zero leaves the game most
   * even — the other player may swap next, so an even game is what White
   * should give.  Found by halving, a few judgements. */
  at_lo = worst_kept (&after, level, lo);
  at_hi = worst_kept (&after, level, hi);
  if (at_lo <= 0)
    d->count = 1;
  else if (at_hi >= 0)
    d->count = most;
  else
    {
      while (hi - lo > 1)
        {
          guint mid = (lo + hi) / 2;
          gint at_mid = worst_kept (&after, level, mid);

          if (at_mid >= 0)
            lo = mid, at_lo = at_mid;
          else
            hi = mid, at_hi = at_mid;
        }
      d->count = ABS (at_lo) <= ABS (at_hi) ? lo : hi;
    }
  name = result.move.x >= 0 ? point_name (result.move) : g_strdup ("?");
  d->reason = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "With White 4 at %s, %u fifth move leaves the game most even, as I judge it.",
                                            "With White 4 at %s, %u fifth moves leave the game most even, as I judge it.",
                                            d->count),
                               name, d->count);
}

static void
decide_fifth_way (const IshiRenjuBoard *board, const IshiOpeningStep *step, guint level,
                  IshiRenjuOpeningDecision *d)
{
  guint want = CLAMP (step->count, 1, ISHI_RENJU_MAX_FIFTHS);

  if (worst_kept (board, level, want) >= 0)
    {
      d->choice = ISHI_OPENING_OFFER;
      d->reason = g_strdup_printf (_("Even the last of my best %u fifth moves keeps Black ahead, as I judge it: I offer them."),
                                   want);
    }
  else
    {
      d->choice = ISHI_OPENING_SWAP;
      d->reason = g_strdup_printf (_("Of %u fifth moves White would keep one that favours White: I take White, "
                                     "and choose a colour again after Black 5."), want);
    }
}

static void
decide_pick (const IshiRenjuBoard *board, const IshiPoint *offered, guint n, guint level,
             IshiRenjuOpeningDecision *d)
{
  gint scores[ISHI_RENJU_N_POINTS];
  guint worst = 0;
  g_autofree char *name = NULL;

  g_return_if_fail (n > 0 && n <= ISHI_RENJU_N_POINTS);
  ishi_renju_engine_score_moves (board, ISHI_BLACK, level, offered, n, scores);
  for (guint i = 1; i < n; i++)
    if (scores[i] < scores[worst])
      worst = i;
  d->move = offered[worst];
  name = point_name (d->move);
  d->reason = g_strdup_printf (_("Of the fifth moves offered I judge %s the best for White."), name);
}

void
ishi_renju_engine_opening_decide (const IshiRenjuBoard *board, const IshiOpeningStep *step,
                                  const IshiPoint *offered, guint n_offered, guint level, guint64 seed,
                                  IshiRenjuOpeningDecision *d)
{
  g_return_if_fail (board != NULL && step != NULL && d != NULL);
  g_return_if_fail (offered != NULL || n_offered == 0);

  memset (d, 0, sizeof *d);
  d->move = (IshiPoint) { -1, -1 };
  switch (step->kind)
    {
    case ISHI_OPENING_STEP_PLACE:
      {
        IshiRenjuEngineResult result;

        ishi_renju_engine_choose_within (board, step->color, step->radius, level, seed, 0, &result);
        d->move = result.move;
      }
      break;
    case ISHI_OPENING_STEP_SWAP:
      decide_swap (board, step, level, d);
      break;
    case ISHI_OPENING_STEP_DECLARE:
      decide_count (board, step, level, seed, d);
      break;
    case ISHI_OPENING_STEP_FIFTH_WAY:
      decide_fifth_way (board, step, level, d);
      break;
    case ISHI_OPENING_STEP_OFFER:
      d->n_offers = ishi_renju_engine_best_fifths (board, level, offered, n_offered, d->offers, NULL,
                                                   MIN (step->count - MIN (step->offered, step->count),
                                                        ISHI_RENJU_MAX_FIFTHS));
      break;
    case ISHI_OPENING_STEP_PICK:
      if (n_offered > 0)
        decide_pick (board, offered, n_offered, level, d);
      break;
    case ISHI_OPENING_STEP_NONE:
    default:
      break;
    }
}

void
ishi_renju_opening_decision_clear (IshiRenjuOpeningDecision *decision)
{
  if (decision != NULL)
    g_clear_pointer (&decision->reason, g_free);
}
