/* bench-renju-opening-rules — Ishi's Renju engine through the opening rules
 * of stronger players (the RIF rule with two fifth moves, Soosõrv-8,
 * Taraguchi-10), every role its own:
 *
 *   bench-renju-opening-rules [GAMES] [LEVEL_A] [LEVEL_B]
 *
 * For each rule, GAMES games between player A at LEVEL_A and player B at
 * LEVEL_B (defaults 10, 3, 2), A the tentative Black in the even games:
 * the opening played step by step by the match, each step decided by the
 * engine of the player holding that colour, then the game to its end.
 * Prints A's share of the points with 1.96 standard errors, what the
 * engines chose (swaps, Taraguchi's way to the fifth move, the numbers
 * named in Soosõrv-8), and the time of each kind of decision (median and
 * most): the CPU time of the process, both of the search's threads counted,
 * so that a busy machine does not count.  Seeds are fixed: the games are the
 * same on every run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ishi-match.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-opening-play.h"

#define N_KINDS (ISHI_OPENING_STEP_PICK + 1)

static const char *const kind_names[N_KINDS] = { "move", "place", "swap", "declare", "fifth way", "offer",
                                                 "pick" };

typedef struct {
  GArray *ms[N_KINDS];   /* of double */
  guint swaps, keeps, offer_ten, one_fifth, declared, declarations;
} Tally;

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
board_of (IshiMatch *match, IshiRenjuBoard *board)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);

  ishi_renju_board_init (board);
  for (int y = 0; y < 15; y++)
    for (int x = 0; x < 15; x++)
      ishi_renju_board_set (board, x, y, rules->stone_at (ishi_game_get_position (game), x, y));
}

/* One step or move of the player holding its colour; FALSE when the
 * game cannot go on (no legal move). */
static gboolean
act (IshiMatch *match, const guint *levels, const int *holder, guint64 seed, Tally *tally)
{
  IshiOpeningStep step;
  IshiRenjuBoard board;
  IshiRenjuOpeningDecision d;
  g_autoptr(GArray) offers = ishi_renju_opening_get_offers (ishi_match_get_game (match));
  IshiColor color = ishi_match_get_acting_color (match);
  guint level = levels[holder[color]];
  gboolean ok = TRUE;
  clock_t t0;
  double ms;

  ishi_match_get_opening_step (match, &step);
  board_of (match, &board);
  t0 = clock ();
  if (step.kind == ISHI_OPENING_STEP_NONE)
    {
      IshiRenjuEngineResult r;

      ishi_renju_engine_choose (&board, color, level, seed, 0, &r);
      ms = (clock () - t0) * 1e3 / CLOCKS_PER_SEC;
      g_array_append_val (tally->ms[0], ms);
      return r.move.x >= 0 ? ishi_match_play (match, r.move.x, r.move.y) == ISHI_MOVE_OK
                           : ishi_match_pass (match) == ISHI_MOVE_OK;
    }
  ishi_renju_engine_opening_decide (&board, &step, (IshiPoint *) offers->data, offers->len, level, seed, &d);
  ms = (clock () - t0) * 1e3 / CLOCKS_PER_SEC;
  g_array_append_val (tally->ms[step.kind], ms);
  switch (step.kind)
    {
    case ISHI_OPENING_STEP_PLACE:
      ok = ishi_match_play (match, d.move.x, d.move.y) == ISHI_MOVE_OK;
      break;
    case ISHI_OPENING_STEP_SWAP:
    case ISHI_OPENING_STEP_FIFTH_WAY:
      tally->swaps += d.choice == ISHI_OPENING_SWAP;
      tally->keeps += d.choice == ISHI_OPENING_KEEP && step.kind == ISHI_OPENING_STEP_SWAP;
      tally->offer_ten += d.choice == ISHI_OPENING_OFFER;
      tally->one_fifth += d.choice != ISHI_OPENING_OFFER && step.kind == ISHI_OPENING_STEP_FIFTH_WAY;
      ok = ishi_match_opening_choose (match, d.choice, d.reason, NULL);
      break;
    case ISHI_OPENING_STEP_DECLARE:
      tally->declared += d.count;
      tally->declarations++;
      ok = ishi_match_opening_declare (match, d.count, d.reason, NULL);
      break;
    case ISHI_OPENING_STEP_OFFER:
      ok = ishi_match_opening_offer (match, d.offers, d.n_offers, NULL);
      break;
    case ISHI_OPENING_STEP_PICK:
      ok = ishi_match_opening_pick (match, d.move.x, d.move.y, d.reason, NULL);
      break;
    case ISHI_OPENING_STEP_NONE:
    default:
      break;
    }
  ishi_renju_opening_decision_clear (&d);
  g_assert_true (ok);
  return TRUE;
}

static void
exchanged_cb (int *holder)
{
  int black = holder[ISHI_BLACK];

  holder[ISHI_BLACK] = holder[ISHI_WHITE];
  holder[ISHI_WHITE] = black;
}

static void
bench_rule (const char *id, guint games, const guint levels[2])
{
  const IshiRuleset *ruleset = ishi_ruleset_lookup (id);
  double points = 0;
  Tally tally = { 0 };

  for (int k = 0; k < N_KINDS; k++)
    tally.ms[k] = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint g = 0; g < games; g++)
    {
      g_autoptr(IshiMatch) match = ishi_match_new_game (ruleset, 15, 0, NAN);
      int holder[3] = { -1, (int) (g % 2), (int) (1 - g % 2) };   /* who holds each colour: 0 is A */
      IshiResult result;

      g_signal_connect_swapped (match, "colours-exchanged", G_CALLBACK (exchanged_cb), holder);
      if (ishi_ruleset_lays_out_opening (ruleset))
        {
          IshiPoint stones[3];

          ishi_renju_engine_choose_opening (levels[holder[ISHI_BLACK]], g * 7919 + 1, stones);
          for (int i = 0; i < 3; i++)
            g_assert_cmpint (ishi_match_play (match, stones[i].x, stones[i].y), ==, ISHI_MOVE_OK);
        }
      for (guint n = 0; n < 400 && ishi_match_get_phase (match) == ISHI_PHASE_PLAYING; n++)
        if (!act (match, levels, holder, g * 1000 + n, &tally))
          break;
      ishi_match_get_result (match, &result);
      if (result.kind == ISHI_RESULT_DRAW || result.winner == ISHI_EMPTY)
        points += 0.5;
      else if (holder[result.winner] == 0)
        points += 1;
    }
  {
    double p = points / games;

    printf ("%s, level %u (A) against %u, %u games: A scored %.1f (%.0f %% ± %.0f %%); swaps %u, kept %u; "
            "Taraguchi: ten offered %u, one fifth move %u; Soosõrv: %.1f fifth moves named on average\n",
            ruleset->ru, levels[0], levels[1], games, points, 100 * p, 196 * sqrt (p * (1 - p) / games),
            tally.swaps, tally.keeps, tally.offer_ten, tally.one_fifth,
            tally.declarations ? (double) tally.declared / tally.declarations : 0.0);
  }
  for (int k = 0; k < N_KINDS; k++)
    {
      GArray *a = tally.ms[k];

      if (a->len > 0)
        {
          g_array_sort (a, compare_double);
          printf ("  %-10s %4u decisions: median %8.2f ms, most %8.2f ms of CPU\n", kind_names[k], a->len,
                  g_array_index (a, double, a->len / 2), g_array_index (a, double, a->len - 1));
        }
      g_array_unref (a);
    }
}

int
main (int argc, char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 10;
  guint levels[2] = { argc > 2 ? (guint) atoi (argv[2]) : 3, argc > 3 ? (guint) atoi (argv[3]) : 2 };
  const char *const rules[] = { "renju-rif-fifths", "renju-soosorv-8", "renju-taraguchi-10" };

  if (games == 0 || levels[0] < 1 || levels[0] > 5 || levels[1] < 1 || levels[1] > 5)
    {
      fprintf (stderr, "usage: bench-renju-opening-rules [GAMES] [LEVEL_A 1-5] [LEVEL_B 1-5]\n");
      return 2;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (rules); i++)
    bench_rule (rules[i], games, levels);
  return 0;
}
