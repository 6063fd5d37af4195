/* ishi-review.h — a game as a teacher reviews it (issue 76): each move's
 * points lost, the game's biggest mistakes for each side with the better
 * move and, where Ishi's readers know it, the reason in words.
 *
 * Everything is read from the record, so a saved analysis opens whole:
 *   IV, IW   the estimate after each move (ishi-analysis.h);
 *   IC       the analyst's candidates at that position, best first, one
 *            value each: "POINT:LEAD:VISITS:WIN" — POINT in SGF letters
 *            ("" for a pass), LEAD Black's lead after the move in points,
 *            WIN the side to move's win rate in percent; a field not known
 *            is empty ("dd:3.5:412:61.0", "pp::1:55.0");
 *   IR       on a mistake's node, why it was one: a reason word and its
 *            points, "atari:dd:3" (ishi_review_reason_*; read by
 *            ishi-review-reasons.c when the game is analysed).
 * Other programs keep these private properties and ignore them.
 *
 * Points lost by a move are the best move's value less the played move's,
 * from the mover's side (as KaTrain counts them), never below 0: the
 * leads of the analyst's most visited candidate and of the move played
 * when both were searched in one tree, enough of them both; else the
 * change of the estimate from the position before the move to the one
 * after it — points, or the share of wins (0..1) when the record has win
 * rates only (a Renju brain).  The analyst's first choice loses nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-analyst.h"
#include "ishi-game.h"

G_BEGIN_DECLS

#define ISHI_REVIEW_CANDIDATES_PROPERTY "IC"
#define ISHI_REVIEW_REASON_PROPERTY "IR"

/* The candidates kept at `node` (IC), or NULL when it has none: an array
 * of IshiAnalysisCandidate (share from the visits, value NAN). */
GArray  *ishi_review_read_candidates  (const IshiSgfNode *node, int size);
/* Writes IC (replacing it); NULL or an empty array removes it. */
void     ishi_review_write_candidates (IshiSgfNode *node, int size, const GArray *candidates);

/* Why a move was a mistake, as a reader knows it. */
typedef enum {
  ISHI_REASON_NONE = 0,
  ISHI_REASON_ATARI,        /* it left `stones` of its own in atari, taken next (at `at`) */
  ISHI_REASON_ONE_EYE,      /* the group at `at` was left with one eye */
  ISHI_REASON_CAPTURE,      /* the better move captured `stones` at `at` */
  ISHI_REASON_LADDER_RUN,   /* it ran from a ladder that works: the stones at `at` are caught */
  ISHI_REASON_LADDER_CATCH, /* the better move at `at` catches `stones` in a ladder */
  ISHI_REASON_CUT,          /* the other side's cut at `at` separates its stones */
  ISHI_REASON_OWN_AREA,     /* it was played in its own territory */
  ISHI_REASON_DAME,         /* it was played on a neutral point, with bigger points left */
  ISHI_REASON_DEAD_INSIDE,  /* it was played in the other's territory and cannot live */
  ISHI_REASON_FLIPPED,      /* the group at `at` (`stones`) went from living to dead */
  ISHI_REASON_ELSEWHERE,    /* the biggest point was elsewhere, at the better move */
} IshiReasonKind;

typedef struct {
  IshiReasonKind kind;
  int x, y;                 /* `at`: -1 when none */
  guint stones;
} IshiReason;

/* IR: the reasons kept at `node`, at most `max` (0 when it has none). */
guint    ishi_review_read_reasons  (const IshiSgfNode *node, int size, IshiReason *reasons, guint max);
void     ishi_review_write_reasons (IshiSgfNode *node, int size, const IshiReason *reasons, guint n);

/* One move of the main line as the review sees it. */
typedef struct {
  IshiSgfNode *node;
  guint number;             /* 1, 2, … (its position in the line) */
  IshiColor color;
  gboolean pass;
  int x, y;
  double lost;              /* points (or a share of wins) lost, >= 0; NAN: not known */
  gboolean has_better;      /* the best candidate before it, when it is another move */
  gboolean better_pass;
  int better_x, better_y;
} IshiReviewMove;

typedef struct {
  int size;
  gboolean win_rate;        /* the values are Black's win rates, lost a share */
  GArray *values;           /* double per position, root first (NAN: none) */
  GArray *moves;            /* IshiReviewMove per position after the root */
} IshiReview;

/* The review of `game`'s main line, from what its record keeps; NULL when
 * nothing of it was analysed. */
IshiReview *ishi_review_new  (IshiGame *game);
void        ishi_review_free (IshiReview *review);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiReview, ishi_review_free)

/* The review's move at `node`, or NULL. */
const IshiReviewMove *ishi_review_find (const IshiReview *review, const IshiSgfNode *node);

/* The smallest loss that counts as a mistake: 2 points, or 8 % of the
 * wins. */
double   ishi_review_threshold (const IshiReview *review);

/* The mistakes listed for each side, and given their reasons. */
#define ISHI_REVIEW_MISTAKES 5

/* `color`'s biggest mistakes, biggest first, at most `max`: indexes into
 * review->moves, an array of guint. */
GArray  *ishi_review_mistakes (const IshiReview *review, IshiColor color, guint max);

/* How bad a loss is, for its colour on the board and in the move list:
 * 0 none or not known, 1 small (under the threshold), 2 a mistake, 3 a
 * blunder (four times the threshold or more). */
int      ishi_review_grade (const IshiReview *review, double lost);

/* A candidate's label on the board while reviewing: the lead of the side
 * to move after it and, under it, its visits ("+3.5\n412"); without a
 * lead, ishi_analysis_candidate_label's. */
char    *ishi_review_candidate_label (const IshiAnalysisCandidate *candidate, IshiColor to_move);

/* The reason in words, translated (one or two sentences), for `mover`:
 * "The group at D4 was left in atari: White took its 3 stones at E4.";
 * `better` is the better move's point ("Q16"), or NULL. */
char    *ishi_review_reason_text (const IshiReason *reason, IshiColor mover, int size,
                                  const char *at, const char *better);

/* The move in words: "Move 45, Black D4: about 6.5 points lost; Q16 was
 * better." (or the share of wins that fell, or "no loss"). */
char    *ishi_review_move_summary  (IshiGame *game, const IshiReview *review, const IshiReviewMove *m);
/* The reasons kept for the move (IR) in words, or NULL when none is known. */
char    *ishi_review_move_reasons  (IshiGame *game, const IshiReviewMove *m);
/* Both, one after the other. */
char    *ishi_review_describe_move (IshiGame *game, const IshiReview *review, const IshiReviewMove *m);

G_END_DECLS
