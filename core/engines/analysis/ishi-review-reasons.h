/* ishi-review-reasons.h — Ishi's readers of why a move was a mistake
 * (ishi-review.h's reasons), run when a game is analysed: on the position
 * before the move, the move, the better move, the other side's next move
 * in the record and the analyst's ownership before and after.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-go-board.h"
#include "ishi-review.h"

G_BEGIN_DECLS

typedef struct {
  const IshiGoBoard *before;     /* the position before the move */
  IshiColor color;               /* the mover */
  int move;                      /* y * size + x, -1 for a pass */
  int better;                    /* the best candidate there, -1 when none or a pass */
  int reply;                     /* the other side's next move in the record, -1 when none */
  const double *owner_before;    /* size², -1..1 Black's, or NULL */
  const double *owner_after;     /* after the move, or NULL */
} IshiReviewPosition;

/* The reasons known, at most `max`, into `out`: how many. */
guint ishi_review_read_reasons_of (const IshiReviewPosition *at, IshiReason *out, guint max);

G_END_DECLS
