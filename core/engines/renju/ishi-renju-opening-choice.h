/* ishi-renju-opening-choice.h — Ishi's Renju engine under 珠型交代打ち.
 *
 * renju-rules.ja.txt, 第3章 (2): the player holding Black chooses one of
 * the 26 openings (珠型) and lays out its three stones; the player holding
 * White looks at it and decides whether to exchange colours or to keep
 * White; whoever then holds White plays White 4.  This is the engine's
 * part in both roles: which opening it lays out as Black, and whether it
 * swaps as White, with the reason in words, from what is known of each
 * opening's balance.  Plain functions, no threads: the same level and seed
 * give the same choice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-openings.h"

G_BEGIN_DECLS

/* What is known of an opening's balance. */
typedef enum {
  ISHI_RENJU_BALANCE_WHITE_WINS,       /* sure win for White */
  ISHI_RENJU_BALANCE_WHITE_SLIGHTLY,   /* slightly better for White */
  ISHI_RENJU_BALANCE_BLACK_SLIGHTLY,   /* slightly better for Black */
  ISHI_RENJU_BALANCE_BLACK_ADVANTAGE,  /* an advantage for Black */
  ISHI_RENJU_BALANCE_BLACK_WINS,       /* sure win for Black */
  ISHI_RENJU_BALANCE_MEASURED,         /* not in the source: Ishi's own games */
} IshiRenjuBalanceKind;

typedef struct {
  IshiRenjuBalanceKind kind;
  /* MEASURED only: Black's share of the points, in percent, in the
   * engine's self-play games from the opening (a draw counts half). */
  guint black_percent;
} IshiRenjuBalance;

void     ishi_renju_opening_balance (const IshiRenjuOpening *opening, IshiRenjuBalance *balance);
/* Whether the balance favours Black: what White swaps for. */
gboolean ishi_renju_balance_favours_black (const IshiRenjuBalance *balance);

/* As Black: the opening the engine lays out at `level` (1–5) under
 * `seed`, and its three stones (Black 1, White 2, Black 3) in one of its
 * eight orientations, also chosen by the seed.  From level 3 on only the
 * openings that favour Black clearly (a sure win, an advantage, or at
 * least 60 % of the engine's own games) are chosen; levels 1 and 2 may
 * choose any of the 26, so that a learner meets them all. */
const IshiRenjuOpening *ishi_renju_engine_choose_opening (guint level, guint64 seed, IshiPoint stones[3]);

/* As White: TRUE to exchange colours (take Black) for `opening`, FALSE to
 * keep White and play White 4.  `reason` (may be NULL) gets the reason for
 * people, translated: "Kagetsu (D4) is a sure win for Black: I take
 * Black." */
gboolean ishi_renju_engine_decide_swap (const IshiRenjuOpening *opening, char **reason);

G_END_DECLS
