/* ishi-score-private.h — between the count (ishi-score.c) and its
 * explanation on the board (ishi-score-explain.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-score.h"

G_BEGIN_DECLS

/* Appends the equal-stones steps to score->steps, from the figures the
 * count has already put in `score` (result included) and `live`, the
 * board without its dead stones. */
void ishi_score_explain_equal (IshiScore *score, const IshiScoreInput *input,
                               const IshiColor *live, gboolean art, gboolean pay_into_territory);
void ishi_score_explain_bowls (IshiScore *score, const IshiScoreInput *input,
                               const IshiColor *live, gboolean art);
void ishi_score_step_free     (IshiScoreStep *step);

G_END_DECLS
