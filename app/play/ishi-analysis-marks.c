/* ishi-analysis-marks.c — see ishi-analysis-marks.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analysis-marks"

#include "config.h"

#include <math.h>

#include "ishi-analysis-marks.h"
#include "ishi-analyst.h"

void
ishi_analysis_marks_losses (IshiGame *game, const IshiReview *review, IshiBoardModel *model)
{
  int size = ishi_game_get_size (game);
  g_autofree guint8 *done = g_new0 (guint8, size * size);

  for (IshiSgfNode *n = ishi_game_get_node (game); n && n->parent; n = n->parent)
    {
      const IshiReviewMove *m = ishi_review_find (review, n);
      IshiBoardPoint *pt;

      if (m == NULL || m->pass || m->x < 0 || !ishi_board_model_contains (model, m->x, m->y)
          || done[m->y * size + m->x])
        continue;
      done[m->y * size + m->x] = 1;
      pt = ishi_board_model_get_point (model, m->x, m->y);
      /* The stone of that move still there (not taken and played again). */
      if (pt->stone == m->color)
        pt->loss = (guint8) ishi_review_grade (review, m->lost);
    }
}

void
ishi_analysis_marks_candidates (IshiGame *game, IshiBoardModel *model, const GArray *candidates)
{
  IshiColor to_move = ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));

  guint most = candidates->len > 0 ? g_array_index (candidates, IshiAnalysisCandidate, 0).visits : 0;

  for (guint i = 0; i < candidates->len; i++)
    {
      const IshiAnalysisCandidate *c = &g_array_index (candidates, IshiAnalysisCandidate, i);
      g_autofree char *label = NULL;

      if (c->pass || !ishi_board_model_contains (model, c->x, c->y)
          || ishi_board_model_peek_point (model, c->x, c->y)->stone != ISHI_EMPTY)
        continue;
      /* A move the engine looked at a few times only: its lead is noise. */
      if (i > 0 && most > 0 && c->visits * 20 < most)
        continue;
      label = ishi_review_candidate_label (c, to_move);
      /* A translucent stone of the side to move, as a variation's. */
      ishi_board_model_add_label (model, c->x, c->y, to_move, label);
      if (i == 0)
        ishi_board_model_get_point (model, c->x, c->y)->flags |= ISHI_BOARD_FLAG_HIGHLIGHT;
    }
}

GArray *
ishi_analysis_marks_mistakes (const IshiReview *review)
{
  GArray *marks = g_array_new (FALSE, FALSE, sizeof (guint));

  for (IshiColor c = ISHI_BLACK; review && c <= ISHI_WHITE; c++)
    {
      g_autoptr(GArray) mistakes = ishi_review_mistakes (review, c, ISHI_REVIEW_MISTAKES);

      for (guint i = 0; i < mistakes->len; i++)
        {
          guint at = g_array_index (review->moves, IshiReviewMove,
                                    g_array_index (mistakes, guint, i)).number;

          g_array_append_val (marks, at);
        }
    }
  return marks;
}

GArray *
ishi_analysis_marks_values_so_far (IshiGameAnalyser *analyser, gboolean *win_rate)
{
  guint n = ishi_game_analyser_get_n_positions (analyser);
  GArray *values = g_array_new (FALSE, FALSE, sizeof (double));

  *win_rate = FALSE;
  for (guint i = 0; i < n; i++)
    {
      IshiAnalysisEstimate e;
      double v = NAN;

      if (ishi_game_analyser_get_result (analyser, i, &e))
        {
          *win_rate = isnan (e.black_lead);
          v = *win_rate ? e.black_win_rate : e.black_lead;
        }
      g_array_append_val (values, v);
    }
  return values;
}
