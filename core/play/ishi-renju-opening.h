/* ishi-renju-opening.h — the opening rules of stronger Renju players, step
 * by step: the swaps, the number of fifth moves, the fifth moves Black
 * offers and the one White keeps.
 *
 * renju-rules.ja.txt teaches the free opening and 珠型交代打ち, and its
 * 第３章 leaves "the other opening rules" to the rulebook of the Japanese
 * federation (日本連珠社).  These are the three that tournaments use, as
 * the RIF (renju.net) and that rulebook give them.  In all three the
 * player who begins holds Black for now (仮先, the tentative Black) and
 * the other White (仮後); to swap (黒白交替) is to exchange the colours
 * held, so that the stones stay and the players change places.
 *
 * The RIF rule of 1996, 珠型交替五珠二題打ち (ISHI_OPENING_RIF_FIFTHS):
 *   1. the tentative Black lays out one of the 26 openings (Black 1 on
 *      h8, White 2 beside it, Black 3 within two lines of h8);
 *   2. the tentative White looks at it and keeps White or swaps;
 *   3. White plays 4 anywhere;
 *   4. Black offers two fifth moves, which may not be symmetrical;
 *   5. White keeps one of them as Black 5, gives the other back, and
 *      plays 6 anywhere.
 *
 * Soosõrv-8 (ISHI_OPENING_SOOSORV, a RIF rule since 2011, the World
 * Championship's from 2017):
 *   1. the tentative Black lays out one of the 26 openings;
 *   2. the other player may swap;
 *   3. White plays 4 anywhere and says how many fifth moves Black will
 *      offer: at least 1, at most 8;
 *   4. the other player (holding Black) may swap once more;
 *   5. Black offers that many fifth moves, no two symmetrical;
 *   6. White keeps one of them and plays 6 anywhere.
 *
 * Taraguchi-10 (ISHI_OPENING_TARAGUCHI, a RIF rule since 2011;
 * 五珠交替打ち in the rulebook, there with ten fifth moves as the option):
 *   1. Black 1 on h8; the other player may swap;
 *   2. White 2 within the 3 × 3 square about h8; the other may swap;
 *   3. Black 3 within the 5 × 5; the other may swap;
 *   4. White 4 within the 7 × 7;
 *   5. the player holding Black then either
 *      a. swaps or keeps Black, and Black 5 goes within the 9 × 9, after
 *         which the other player may swap once more, and White plays 6
 *         anywhere; or
 *      b. keeps Black and offers ten fifth moves anywhere, no two
 *         symmetrical; White keeps one and plays 6 anywhere.
 *
 * Two fifth moves are symmetrical when a turn or a reflection about any
 * point or line leaves the stones as they are and carries one onto the
 * other (ishi_renju_fifths_symmetric, ishi-renju-symmetry.h).  Nobody
 * passes in the opening.
 *
 * Each step is read from the record at its current node, so a game saved
 * in the middle of its opening, reopened or restored after a crash goes
 * on where it was, and undo takes back a stone or an offer as it does a
 * move.  What the record holds beside the moves (private SGF properties,
 * as STOP[] of the equal-stones rules; a program that does not know them
 * keeps or drops them and still reads the game):
 *   SWAP[1] or SWAP[0]  on the node of the stone after which the player
 *                       whose turn it was exchanged colours or kept them;
 *                       after an exchange PB and PW (BR and WR) have
 *                       changed places and the comment says so;
 *   FIFTHS[n]           the number of fifth moves Black offers: on Black
 *                       3 of Soosõrv-8, where White named it (before
 *                       playing 4), and on White 4 of Taraguchi-10 when
 *                       Black chose to offer ten;
 *   OFFER[]             on every fifth move Black offered: each is a
 *                       child of White 4, and the one White kept is made
 *                       the first child, the main line; the others stay
 *                       beside it as variations, with a comment — so a
 *                       reader sees every offer, as the RIF's game
 *                       records list them, and can play them through.
 * The comments say every choice in words, for people and for programs
 * that read none of this.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-game.h"
#include "ishi-renju-openings.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_OPENING_STEP_NONE = 0,   /* plain play: no opening step, or the opening is over */
  ISHI_OPENING_STEP_PLACE,      /* the side to move places the next stone, within `radius` */
  ISHI_OPENING_STEP_SWAP,       /* `color` keeps its colour or swaps */
  ISHI_OPENING_STEP_DECLARE,    /* White names 1 to `count` fifth moves (Soosõrv-8) */
  ISHI_OPENING_STEP_FIFTH_WAY,  /* Black swaps, keeps, or offers `count` (Taraguchi-10) */
  ISHI_OPENING_STEP_OFFER,      /* Black offers `count` fifth moves, `offered` so far */
  ISHI_OPENING_STEP_PICK,       /* White keeps one of the `offered` fifth moves */
} IshiOpeningStepKind;

typedef struct {
  IshiOpeningStepKind kind;
  IshiColor color;   /* who acts: the colour whose player places, chooses, offers or keeps */
  guint move;        /* PLACE: the stone to place; otherwise the last stone on the board */
  int radius;        /* PLACE: the most lines from h8 (ishi_renju_opening_distance); -1 anywhere */
  guint count;       /* DECLARE: the most; FIFTH_WAY: the offers of its option; OFFER, PICK: to offer */
  guint offered;     /* OFFER, PICK: the fifth moves offered so far */
} IshiOpeningStep;

typedef enum {
  ISHI_OPENING_KEEP,   /* SWAP, FIFTH_WAY: keep the colours (FIFTH_WAY: Black 5 within the 9 × 9) */
  ISHI_OPENING_SWAP,   /* SWAP, FIFTH_WAY: exchange them */
  ISHI_OPENING_OFFER,  /* FIFTH_WAY: keep Black and offer `count` fifth moves anywhere */
} IshiOpeningChoice;

/* What the opening of `ruleset` asks for at `game`'s current node: NONE
 * for the other rule sets, after the opening, and for a record whose
 * opening Ishi cannot follow (setup stones, a pass, stones out of turn). */
void ishi_renju_opening_get_step (IshiGame *game, const IshiRuleset *ruleset, IshiOpeningStep *step);
/* The fifth moves offered at the current node (of IshiPoint, in the order
 * they were offered; empty anywhere else). */
GArray *ishi_renju_opening_get_offers (IshiGame *game);
/* Can the side to move play a stone at (x, y) (x < 0: pass) now?  The
 * opening's steps only: the rules of Renju are the game's own. */
IshiMoveStatus ishi_renju_opening_check_move (IshiGame *game, const IshiRuleset *ruleset, int x, int y);
/* Can Black offer (x, y) as a fifth move now, beside those offered?  OK,
 * or why not: ISHI_MOVE_OPENING_CHOICE (no offers asked for now),
 * _OFF_BOARD, _OCCUPIED, Black's forbidden point (_DOUBLE_THREE…),
 * _OPENING_REPEATED, _OPENING_SYMMETRIC.  `mirror` (may be NULL) gets the
 * offer a symmetrical one mirrors. */
IshiMoveStatus ishi_renju_opening_check_offer (IshiGame *game, const IshiRuleset *ruleset, int x, int y,
                                               IshiPoint *mirror);
/* Why Black cannot offer (x, y) now, in a sentence for people: for a
 * symmetrical offer it names the offer it repeats and the point or line
 * the stones are symmetrical about.  NULL when it can be offered or no
 * offers are asked for. */
char *ishi_renju_opening_explain_offer (IshiGame *game, const IshiRuleset *ruleset, int x, int y);

/* The record is written (see above), or nothing changes and `error`
 * says why for people, naming the point ("j7 is already offered."):
 *
 * The player of step.color keeps or swaps (SWAP and FIFTH_WAY), `reason`
 * (may be NULL) added to the comment; *swapped (may be NULL) tells
 * whether PB and PW changed places. */
gboolean ishi_renju_opening_choose (IshiGame *game, const IshiRuleset *ruleset, IshiOpeningChoice choice,
                                    const char *reason, gboolean *swapped, GError **error);
/* White names `count` fifth moves (DECLARE). */
gboolean ishi_renju_opening_declare (IshiGame *game, const IshiRuleset *ruleset, guint count,
                                     const char *reason, GError **error);
/* Black offers `n` fifth moves, all or none (OFFER; no more than are
 * still to come).  The current node stays White 4. */
gboolean ishi_renju_opening_offer (IshiGame *game, const IshiRuleset *ruleset, const IshiPoint *points,
                                   guint n, GError **error);
/* Takes back the last fifth move offered (OFFER or PICK). */
gboolean ishi_renju_opening_take_back_offer (IshiGame *game, const IshiRuleset *ruleset);
/* White keeps the offer at (x, y) (PICK): it becomes the main line and
 * the current node. */
gboolean ishi_renju_opening_pick (IshiGame *game, const IshiRuleset *ruleset, int x, int y,
                                  const char *reason, GError **error);

/* The players exchange colours: after a nigiri with an even total, or
 * when the opening rule lets the player whose turn it is swap.  PB and PW
 * (and BR and WR) of `game`'s record change places, and `why` is added to
 * the comment of the current node, so that the record says it (and a
 * record reopened or restored after a crash still does). */
void ishi_renju_exchange_colours (IshiGame *game, const char *why);

G_END_DECLS
