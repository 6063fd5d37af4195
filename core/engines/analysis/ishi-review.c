/* ishi-review.c — see ishi-review.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-review"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


#include "ishi-analysis.h"
#include "ishi-game-analyser.h"
#include "ishi-review.h"

/* A candidate with this share of the best one's visits or more is judged
 * by its own value; fewer, and its value is too rough. */
#define SURE_SHARE 0.2

/* ------------------------------------------------------------------------ */
/* IC                                                                        */
/* ------------------------------------------------------------------------ */

static double
parse_field (const char *text)
{
  char *end = NULL;
  double v;

  if (text == NULL || *text == '\0')
    return NAN;
  v = g_ascii_strtod (text, &end);
  return end == text || *end != '\0' || !isfinite (v) ? NAN : v;
}

GArray *
ishi_review_read_candidates (const IshiSgfNode *node, int size)
{
  IshiSgfProperty *p = ishi_sgf_node_lookup (node, ISHI_REVIEW_CANDIDATES_PROPERTY);
  GArray *out;
  guint total = 0;

  if (p == NULL)
    return NULL;
  out = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));
  for (guint i = 0; i < p->n_values; i++)
    {
      g_auto(GStrv) f = g_strsplit (p->values[i], ":", 5);
      IshiAnalysisCandidate c = ISHI_ANALYSIS_CANDIDATE_INIT (FALSE, -1, -1);
      double visits, win;

      if (g_strv_length (f) != 4)
        continue;
      if (*f[0] == '\0' || (size <= 19 && g_str_equal (f[0], "tt")))
        c.pass = TRUE;
      else if (!ishi_sgf_parse_point (f[0], size, &c.x, &c.y))
        continue;
      c.lead = parse_field (f[1]);
      visits = parse_field (f[2]);
      c.visits = !isnan (visits) && visits >= 0 && visits < 1e9 ? (guint) visits : 0;
      win = parse_field (f[3]);
      c.win_rate = !isnan (win) && win >= 0 && win <= 100 ? win / 100 : NAN;
      total += c.visits;
      g_array_append_val (out, c);
    }
  for (guint i = 0; i < out->len; i++)
    {
      IshiAnalysisCandidate *c = &g_array_index (out, IshiAnalysisCandidate, i);

      c->share = total > 0 ? (double) c->visits / total : NAN;
    }
  if (out->len == 0)
    g_clear_pointer (&out, g_array_unref);
  return out;
}

static void
append_number (GString *s, double v, const char *format)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isnan (v))
    return;
  v = round (v * 10) / 10;
  if (v == 0)
    v = 0;   /* -0 */
  g_string_append (s, g_ascii_formatd (buf, sizeof buf, format, v));
}

void
ishi_review_write_candidates (IshiSgfNode *node, int size, const GArray *candidates)
{
  ishi_sgf_node_remove (node, ISHI_REVIEW_CANDIDATES_PROPERTY);
  if (candidates == NULL)
    return;
  for (guint i = 0; i < candidates->len; i++)
    {
      const IshiAnalysisCandidate *c = &g_array_index (candidates, IshiAnalysisCandidate, i);
      g_autoptr(GString) s = g_string_new (NULL);

      if (!c->pass)
        {
          g_autofree char *point = ishi_sgf_format_point (c->x, c->y);

          g_string_append (s, point);
        }
      g_string_append_c (s, ':');
      append_number (s, c->lead, "%.1f");
      g_string_append_c (s, ':');
      if (c->visits > 0)
        g_string_append_printf (s, "%u", c->visits);
      g_string_append_c (s, ':');
      append_number (s, c->win_rate * 100, "%.1f");
      ishi_sgf_node_add_raw (node, ISHI_REVIEW_CANDIDATES_PROPERTY, s->str);
    }
}

/* ------------------------------------------------------------------------ */
/* IR                                                                        */
/* ------------------------------------------------------------------------ */

static const char *const reason_words[] = {
  [ISHI_REASON_NONE] = "none",
  [ISHI_REASON_ATARI] = "atari",
  [ISHI_REASON_ONE_EYE] = "one-eye",
  [ISHI_REASON_CAPTURE] = "capture",
  [ISHI_REASON_LADDER_RUN] = "ladder-run",
  [ISHI_REASON_LADDER_CATCH] = "ladder-catch",
  [ISHI_REASON_CUT] = "cut",
  [ISHI_REASON_OWN_AREA] = "own-area",
  [ISHI_REASON_DAME] = "dame",
  [ISHI_REASON_DEAD_INSIDE] = "dead-inside",
  [ISHI_REASON_FLIPPED] = "flipped",
  [ISHI_REASON_ELSEWHERE] = "elsewhere",
};

guint
ishi_review_read_reasons (const IshiSgfNode *node, int size, IshiReason *reasons, guint max)
{
  IshiSgfProperty *p = ishi_sgf_node_lookup (node, ISHI_REVIEW_REASON_PROPERTY);
  guint n = 0;

  for (guint i = 0; p && i < p->n_values && n < max; i++)
    {
      g_auto(GStrv) f = g_strsplit (p->values[i], ":", 4);
      IshiReason r = { ISHI_REASON_NONE, -1, -1, 0 };
      double stones;

      if (g_strv_length (f) != 3)
        continue;
      for (guint k = 1; k < G_N_ELEMENTS (reason_words); k++)
        if (g_str_equal (f[0], reason_words[k]))
          r.kind = k;
      if (r.kind == ISHI_REASON_NONE)
        continue;
      if (*f[1] && !ishi_sgf_parse_point (f[1], size, &r.x, &r.y))
        continue;
      stones = parse_field (f[2]);
      r.stones = !isnan (stones) && stones >= 0 && stones <= size * size ? (guint) stones : 0;
      reasons[n++] = r;
    }
  return n;
}

void
ishi_review_write_reasons (IshiSgfNode *node, int size, const IshiReason *reasons, guint n)
{
  ishi_sgf_node_remove (node, ISHI_REVIEW_REASON_PROPERTY);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *point = reasons[i].x >= 0 ? ishi_sgf_format_point (reasons[i].x, reasons[i].y)
                                                 : g_strdup ("");
      g_autofree char *value = NULL;

      if (reasons[i].kind <= ISHI_REASON_NONE || reasons[i].kind >= G_N_ELEMENTS (reason_words))
        continue;
      value = g_strdup_printf ("%s:%s:%u", reason_words[reasons[i].kind], point, reasons[i].stones);
      ishi_sgf_node_add_raw (node, ISHI_REVIEW_REASON_PROPERTY, value);
    }
}

/* ------------------------------------------------------------------------ */
/* The review                                                                */
/* ------------------------------------------------------------------------ */

void
ishi_review_free (IshiReview *review)
{
  if (review == NULL)
    return;
  g_clear_pointer (&review->values, g_array_unref);
  g_clear_pointer (&review->moves, g_array_unref);
  g_free (review);
}

static const IshiAnalysisCandidate *
find_candidate (const GArray *candidates, gboolean pass, int x, int y)
{
  for (guint i = 0; candidates && i < candidates->len; i++)
    {
      const IshiAnalysisCandidate *c = &g_array_index (candidates, IshiAnalysisCandidate, i);

      if (c->pass == pass && (pass || (c->x == x && c->y == y)))
        return c;
    }
  return NULL;
}

/* The points (or share of wins) the move at `i` lost, from its mover's
 * side; NAN when not known.  The best candidate's lead less the move
 * played's when the two were searched in one tree, enough of them both
 * (their difference is then free of what having the move is worth in the
 * playouts); else the change of the estimate from the position before to
 * the one after, each searched with its own side to move, as KaTrain
 * counts it. */
static double
lost_by (IshiReview *review, GPtrArray *cands, guint i, const IshiReviewMove *m)
{
  const GArray *before = cands->pdata[i - 1];
  double sign = m->color == ISHI_WHITE ? -1 : 1;
  double v0 = g_array_index (review->values, double, i - 1);
  double v1 = g_array_index (review->values, double, i);
  const IshiAnalysisCandidate *best = before && before->len > 0 ? &g_array_index (before, IshiAnalysisCandidate, 0)
                                                                 : NULL;
  const IshiAnalysisCandidate *played = find_candidate (before, m->pass, m->x, m->y);

  /* The analyst's own first choice loses nothing, whatever its estimates
   * of the two positions say: their difference is then the estimates'
   * noise, not the move's. */
  if (best && played == best)
    return 0;
  if (!review->win_rate && best && played && !isnan (best->lead) && !isnan (played->lead)
      && played->visits >= SURE_SHARE * best->visits && best->visits > 0)
    return MAX (0, sign * (best->lead - played->lead));
  if (isnan (v0) || isnan (v1))
    return NAN;
  if (review->win_rate)
    {
      /* The mover's share of wins before and after: a share, not points. */
      return MAX (0, m->color == ISHI_WHITE ? v1 - v0 : v0 - v1);
    }
  return MAX (0, sign * (v0 - v1));
}

static void
free_candidates (gpointer data)
{
  if (data)
    g_array_unref (data);
}

IshiReview *
ishi_review_new (IshiGame *game)
{
  g_autoptr(IshiReview) review = g_new0 (IshiReview, 1);
  g_autoptr(GPtrArray) cands = g_ptr_array_new_with_free_func (free_candidates);
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  gboolean any = FALSE;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);
  review->size = ishi_game_get_size (game);
  review->values = ishi_game_analysis_values (game, &review->win_rate);
  review->moves = g_array_new (FALSE, TRUE, sizeof (IshiReviewMove));
  for (IshiSgfNode *n = ishi_game_get_root (game); n; n = n->first_child)
    {
      GArray *c = ishi_review_read_candidates (n, review->size);

      any |= c != NULL;
      g_ptr_array_add (line, n);
      g_ptr_array_add (cands, c);
    }
  if (review->values == NULL && !any)
    return NULL;
  if (review->values == NULL)
    {
      review->values = g_array_new (FALSE, FALSE, sizeof (double));
      g_array_set_size (review->values, line->len);
      for (guint i = 0; i < line->len; i++)
        g_array_index (review->values, double, i) = NAN;
    }
  for (guint i = 1; i < line->len; i++)
    {
      IshiReviewMove m = { 0 };
      const GArray *before = cands->pdata[i - 1];

      m.node = line->pdata[i];
      m.number = i;
      m.lost = NAN;
      m.x = m.y = m.better_x = m.better_y = -1;
      if (ishi_game_node_move (m.node, review->size, &m.color, &m.x, &m.y))
        {
          m.pass = m.x < 0;
          m.lost = lost_by (review, cands, i, &m);
          if (before && before->len > 0)
            {
              const IshiAnalysisCandidate *best = &g_array_index (before, IshiAnalysisCandidate, 0);

              if (best->pass != m.pass || (!m.pass && (best->x != m.x || best->y != m.y)))
                {
                  m.has_better = TRUE;
                  m.better_pass = best->pass;
                  m.better_x = best->x;
                  m.better_y = best->y;
                }
            }
        }
      g_array_append_val (review->moves, m);
    }
  return g_steal_pointer (&review);
}

const IshiReviewMove *
ishi_review_find (const IshiReview *review, const IshiSgfNode *node)
{
  g_return_val_if_fail (review != NULL, NULL);
  for (guint i = 0; i < review->moves->len; i++)
    if (g_array_index (review->moves, IshiReviewMove, i).node == node)
      return &g_array_index (review->moves, IshiReviewMove, i);
  return NULL;
}

double
ishi_review_threshold (const IshiReview *review)
{
  return review->win_rate ? 0.08 : 2.0;
}

int
ishi_review_grade (const IshiReview *review, double lost)
{
  double t = ishi_review_threshold (review);

  if (isnan (lost) || lost <= t / 4)
    return 0;
  if (lost < t)
    return 1;
  return lost < 4 * t ? 2 : 3;
}

static int
compare_lost (gconstpointer a, gconstpointer b, gpointer data)
{
  const IshiReview *review = data;
  double la = g_array_index (review->moves, IshiReviewMove, *(const guint *) a).lost;
  double lb = g_array_index (review->moves, IshiReviewMove, *(const guint *) b).lost;

  if (la != lb)
    return la < lb ? 1 : -1;
  return (*(const guint *) a > *(const guint *) b) - (*(const guint *) a < *(const guint *) b);
}

GArray *
ishi_review_mistakes (const IshiReview *review, IshiColor color, guint max)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  double t = ishi_review_threshold (review);

  for (guint i = 0; i < review->moves->len; i++)
    {
      const IshiReviewMove *m = &g_array_index (review->moves, IshiReviewMove, i);

      if (m->color == color && !isnan (m->lost) && m->lost >= t)
        g_array_append_val (out, i);
    }
  g_array_sort_with_data (out, compare_lost, (gpointer) review);
  if (out->len > max)
    g_array_set_size (out, max);
  return out;
}

char *
ishi_review_candidate_label (const IshiAnalysisCandidate *candidate, IshiColor to_move)
{
  double lead;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isnan (candidate->lead))
    return ishi_analysis_candidate_label (candidate);
  lead = round ((to_move == ISHI_WHITE ? -candidate->lead : candidate->lead) * 10) / 10;
  if (lead == 0)
    lead = 0;
  g_ascii_formatd (buf, sizeof buf, "%.1f", lead);
  if (candidate->visits == 0)
    return g_strdup_printf ("%s%s", lead > 0 ? "+" : "", buf);
  return g_strdup_printf ("%s%s\n%u", lead > 0 ? "+" : "", buf, candidate->visits);
}
