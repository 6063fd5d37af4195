/* ishi-renju-opening-play.h — Ishi's Renju engine in the opening rules of
 * stronger players (ishi-renju-opening.h): every role of each.
 *
 *   PLACE      a stone of the opening within its square (Taraguchi-10),
 *              or White 4 anywhere: the search, kept to the square;
 *   SWAP       keep the colour or take the other: with three stones on
 *              the board what is known of the opening
 *              (ishi_renju_engine_decide_swap); with White 4 and fifth
 *              moves to come, the position after the worst of Black's
 *              best fifth moves that many (White keeps the one best for
 *              White); otherwise the engine's judgement of the position
 *              for the side to move (ishi_renju_engine_judge, which
 *              favours neither the side that moves next nor the other);
 *   DECLARE    White names the number of fifth moves where Black's value
 *              crosses zero, after the White 4 it means to play: the
 *              other player may swap next, so an even game is what White
 *              should give;
 *   FIFTH_WAY  offer ten when even the tenth of Black's best keeps Black
 *              ahead; otherwise swap, so that the other player places
 *              Black 5 and the engine chooses a colour after it;
 *   OFFER      Black's best fifth moves, no two symmetrical, all
 *              acceptable to Black before White's choice;
 *   PICK       the offer the engine judges worst for Black.
 *
 * Plain functions on a board, no threads of their own but the search's:
 * the same board, step, level and seed give the same decision.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"
#include "ishi-renju-opening.h"

G_BEGIN_DECLS

/* The most fifth moves any rule asks for (Taraguchi-10). */
#define ISHI_RENJU_MAX_FIFTHS 10

typedef struct {
  IshiOpeningChoice choice;  /* SWAP, FIFTH_WAY */
  guint count;               /* DECLARE */
  IshiPoint move;            /* PLACE; PICK: the offer kept; DECLARE: the White 4 it means */
  IshiPoint offers[ISHI_RENJU_MAX_FIFTHS];  /* OFFER: the fifth moves still to offer */
  guint n_offers;
  char *reason;              /* for people, translated, or NULL */
} IshiRenjuOpeningDecision;

/* The engine's decision at `step` (whose colour it plays) on `board`, at
 * `level` (1–5) under `seed`; `offered` holds the fifth moves offered so
 * far (OFFER, PICK). */
void ishi_renju_engine_opening_decide (const IshiRenjuBoard *board, const IshiOpeningStep *step,
                                       const IshiPoint *offered, guint n_offered,
                                       guint level, guint64 seed, IshiRenjuOpeningDecision *decision);
void ishi_renju_opening_decision_clear (IshiRenjuOpeningDecision *decision);

/* Black's best fifth moves on `board` (after White 4), best first, none
 * symmetrical to another or to one of `taken`: at most `max`, with the
 * engine's score of each for Black.  The number found. */
guint ishi_renju_engine_best_fifths (const IshiRenjuBoard *board, guint level,
                                     const IshiPoint *taken, guint n_taken,
                                     IshiPoint *fifths, gint *scores, guint max);

G_END_DECLS
