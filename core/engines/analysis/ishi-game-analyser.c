/* ishi-game-analyser.c — see ishi-game-analyser.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyser"

#include "config.h"

#include <math.h>

#include "ishi-analysis.h"
#include "ishi-game-analyser.h"
#include "ishi-go-engine-player.h"
#include "ishi-review.h"
#include "ishi-review-reasons.h"

struct _IshiGameAnalyser {
  GObject parent_instance;

  IshiAnalyst *analyst;
  IshiGame *game;          /* the copy */
  IshiMatch *match;        /* over the copy: the analyst syncs with it */
  GPtrArray *line;         /* the copy's main line, root first */
  GArray *results;         /* IshiAnalysisEstimate per position */
  GArray *known;           /* gboolean per position */
  GPtrArray *positions;    /* IshiPositionAnalysis per position, or NULL */
  guint done;
  gboolean running;
};

G_DEFINE_FINAL_TYPE (IshiGameAnalyser, ishi_game_analyser, G_TYPE_OBJECT)

enum { POSITION_DONE, POSITION_FAILED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
ishi_game_analyser_finalize (GObject *object)
{
  IshiGameAnalyser *self = ISHI_GAME_ANALYSER (object);

  g_clear_object (&self->analyst);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  g_clear_pointer (&self->line, g_ptr_array_unref);
  g_clear_pointer (&self->results, g_array_unref);
  g_clear_pointer (&self->known, g_array_unref);
  g_clear_pointer (&self->positions, g_ptr_array_unref);
  G_OBJECT_CLASS (ishi_game_analyser_parent_class)->finalize (object);
}

static void
ishi_game_analyser_class_init (IshiGameAnalyserClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_game_analyser_finalize;
  signals[POSITION_DONE] = g_signal_new ("position-done", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[POSITION_FAILED] = g_signal_new ("position-failed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_POINTER);
}

static void
ishi_game_analyser_init (IshiGameAnalyser *self)
{
  self->line = g_ptr_array_new ();
  self->results = g_array_new (FALSE, TRUE, sizeof (IshiAnalysisEstimate));
  self->known = g_array_new (FALSE, TRUE, sizeof (gboolean));
  self->positions = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_position_analysis_free);
}

static void
main_line (IshiGame *game, GPtrArray *line)
{
  for (IshiSgfNode *n = ishi_game_get_root (game); n != NULL;
       n = ishi_sgf_node_n_children (n) ? ishi_sgf_node_nth_child (n, 0) : NULL)
    g_ptr_array_add (line, n);
}

IshiGameAnalyser *
ishi_game_analyser_new (IshiAnalyst *analyst, IshiGame *game, GError **error)
{
  g_autoptr(IshiGameAnalyser) self = NULL;
  IshiSgfNode *copy;

  g_return_val_if_fail (ISHI_IS_ANALYST (analyst) && ISHI_IS_GAME (game), NULL);
  self = g_object_new (ISHI_TYPE_GAME_ANALYSER, NULL);
  self->analyst = g_object_ref (analyst);
  copy = ishi_sgf_node_copy_tree (ishi_game_get_root (game));
  self->game = ishi_game_new_from_tree (copy, error);
  if (self->game == NULL)
    {
      ishi_sgf_node_free (copy);
      return NULL;
    }
  self->match = ishi_match_new (self->game);
  main_line (self->game, self->line);
  g_array_set_size (self->results, self->line->len);
  g_array_set_size (self->known, self->line->len);
  g_ptr_array_set_size (self->positions, self->line->len);
  return g_steal_pointer (&self);
}

guint
ishi_game_analyser_get_n_positions (IshiGameAnalyser *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_ANALYSER (self), 0);
  return self->line->len;
}

guint
ishi_game_analyser_get_n_done (IshiGameAnalyser *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_ANALYSER (self), 0);
  return self->done;
}

gboolean
ishi_game_analyser_get_result (IshiGameAnalyser *self, guint index,
                               IshiAnalysisEstimate *estimate)
{
  g_return_val_if_fail (ISHI_IS_GAME_ANALYSER (self), FALSE);
  if (index >= self->line->len || !g_array_index (self->known, gboolean, index))
    return FALSE;
  *estimate = g_array_index (self->results, IshiAnalysisEstimate, index);
  return TRUE;
}

const IshiPositionAnalysis *
ishi_game_analyser_get_position (IshiGameAnalyser *self, guint index)
{
  g_return_val_if_fail (ISHI_IS_GAME_ANALYSER (self), NULL);
  return index < self->positions->len ? self->positions->pdata[index] : NULL;
}

/* ------------------------------------------------------------------------ */

typedef struct {
  guint index;
} Run;

static void next_position (GTask *task);

/* Failures of one position that leave the engine usable. */
static gboolean
error_is_local (const GError *error)
{
  /* a brain that refused a position, or gave no evaluation, starts again
   * for the next (ishi-analyst-piskvork.c) */
  return g_error_matches (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED)
         || g_error_matches (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE)
         || g_error_matches (error, ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_REFUSED)
         || g_error_matches (error, ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_GARBAGE);
}

/* The end of the line, where the game ended by two passes: its value is
 * the game's own result when the record says it in points (RE[B+2.5]) —
 * what the count gave, not an estimate of it. */
static void
result_at_end (IshiGameAnalyser *self, guint index, IshiAnalysisEstimate *e)
{
  g_autofree char *re = NULL;
  IshiOutcome outcome;
  double lead;

  if (index + 1 != self->line->len || isnan (e->black_lead))
    return;
  ishi_game_get_outcome (self->game, &outcome);
  re = ishi_game_get_info (self->game, "RE");
  if (outcome.end != ISHI_END_TWO_PASSES || re == NULL || !ishi_analysis_parse_score (re, &lead))
    return;
  e->black_lead = lead;
  e->lead_low = e->lead_high = NAN;
}

static void
on_estimate (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  IshiGameAnalyser *self = g_task_get_source_object (task);
  Run *run = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  IshiPositionAnalysis *a = ishi_analyst_position_finish (ISHI_ANALYST (source), result, &error);

  if (a == NULL)
    {
      if (!error_is_local (error) || g_cancellable_is_cancelled (g_task_get_cancellable (task)))
        {
          self->running = FALSE;
          g_task_return_error (task, g_steal_pointer (&error));
          g_object_unref (task);
          return;
        }
      self->done++;
      g_signal_emit (self, signals[POSITION_FAILED], 0, run->index, error);
    }
  else
    {
      result_at_end (self, run->index, &a->estimate);
      g_array_index (self->results, IshiAnalysisEstimate, run->index) = a->estimate;
      g_array_index (self->known, gboolean, run->index) = TRUE;
      g_ptr_array_index (self->positions, run->index) = a;
      self->done++;
      g_signal_emit (self, signals[POSITION_DONE], 0, run->index);
    }
  run->index++;
  next_position (task);
}

static void
next_position (GTask *task)
{
  IshiGameAnalyser *self = g_task_get_source_object (task);
  Run *run = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (g_task_return_error_if_cancelled (task))
    {
      self->running = FALSE;
      g_object_unref (task);
      return;
    }
  if (run->index >= self->line->len)
    {
      self->running = FALSE;
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  if (!ishi_match_go_to (self->match, self->line->pdata[run->index], &error))
    {
      self->running = FALSE;
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  ishi_analyst_position_async (self->analyst, self->match, ISHI_GAME_ANALYSER_CANDIDATES,
                               g_task_get_cancellable (task), on_estimate, task);
}

void
ishi_game_analyser_run_async (IshiGameAnalyser *self, guint first,
                              GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;
  Run *run;

  g_return_if_fail (ISHI_IS_GAME_ANALYSER (self));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_game_analyser_run_async);
  if (self->running)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY, "already running");
      g_object_unref (task);
      return;
    }
  run = g_new0 (Run, 1);
  run->index = first;
  g_task_set_task_data (task, run, g_free);
  self->running = TRUE;
  next_position (task);
}

gboolean
ishi_game_analyser_run_finish (IshiGameAnalyser *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The same move (or both none): the line still is the one analysed. */
static gboolean
same_move (const IshiSgfNode *a, const IshiSgfNode *b, int size)
{
  IshiColor ca, cb;
  int xa, ya, xb, yb;
  gboolean ma = ishi_game_node_move (a, size, &ca, &xa, &ya);
  gboolean mb = ishi_game_node_move (b, size, &cb, &xb, &yb);

  if (ma != mb)
    return FALSE;
  return !ma || (ca == cb && xa == xb && ya == yb);
}

/* The point of `node`'s move, y * size + x; -1 for a pass or none. */
static int
move_point (const IshiSgfNode *node, int size, IshiColor *color)
{
  int x, y;

  if (node == NULL || !ishi_game_node_move (node, size, color, &x, &y) || x < 0)
    return -1;
  return y * size + x;
}

/* The reasons of each side's biggest mistakes, from Ishi's readers
 * (ishi-review-reasons.h), on the nodes of `game`'s line analysed. */
static void
write_reasons (IshiGameAnalyser *self, IshiGame *game, GPtrArray *line, guint same)
{
  g_autoptr(IshiReview) review = NULL;
  int size = ishi_game_get_size (game);

  if (!g_str_equal (ishi_match_get_ruleset (self->match)->game, "go"))
    return;
  review = ishi_review_new (game);
  if (review == NULL)
    return;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_autoptr(GArray) mistakes = ishi_review_mistakes (review, c, ISHI_REVIEW_MISTAKES);

      for (guint k = 0; k < mistakes->len; k++)
        {
          const IshiReviewMove *m = &g_array_index (review->moves, IshiReviewMove, g_array_index (mistakes, guint, k));
          guint i = m->number;
          const IshiPositionAnalysis *before = i - 1 < self->positions->len ? self->positions->pdata[i - 1] : NULL;
          const IshiPositionAnalysis *after = i < self->positions->len ? self->positions->pdata[i] : NULL;
          g_autoptr(IshiGoBoard) board = NULL;
          IshiReviewPosition at = { 0 };
          IshiReason reasons[2];
          IshiColor reply_color = ISHI_EMPTY;
          guint n;

          if (i >= same || !ishi_match_go_to (self->match, self->line->pdata[i - 1], NULL))
            continue;
          board = ishi_go_engine_board_from_match (self->match);
          at.before = board;
          at.color = m->color;
          at.move = m->pass ? -1 : m->y * size + m->x;
          at.better = m->has_better && !m->better_pass ? m->better_y * size + m->better_x : -1;
          at.reply = i + 1 < self->line->len ? move_point (self->line->pdata[i + 1], size, &reply_color) : -1;
          if (reply_color == m->color)
            at.reply = -1;
          at.owner_before = before && before->size == size ? before->ownership : NULL;
          at.owner_after = after && after->size == size ? after->ownership : NULL;
          n = ishi_review_read_reasons_of (&at, reasons, G_N_ELEMENTS (reasons));
          ishi_review_write_reasons (line->pdata[i], size, reasons, n);
        }
    }
}

guint
ishi_game_analyser_apply (IshiGameAnalyser *self, IshiGame *game)
{
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  int size = ishi_game_get_size (game);
  guint written = 0, same = 0;

  g_return_val_if_fail (ISHI_IS_GAME_ANALYSER (self) && ISHI_IS_GAME (game), 0);
  if (size != ishi_game_get_size (self->game))
    return 0;
  main_line (game, line);
  for (guint i = 0; i < line->len && i < self->line->len; i++, same++)
    {
      const IshiAnalysisEstimate *e = &g_array_index (self->results, IshiAnalysisEstimate, i);

      if (!same_move (line->pdata[i], self->line->pdata[i], size))
        break;
      if (!g_array_index (self->known, gboolean, i))
        continue;
      ishi_analysis_write (line->pdata[i], e->black_lead);
      ishi_analysis_write_win_rate (line->pdata[i], e->black_win_rate);
      if (self->positions->pdata[i])
        ishi_review_write_candidates (line->pdata[i], size,
                                      ((IshiPositionAnalysis *) self->positions->pdata[i])->candidates);
      written++;
    }
  if (written > 0)
    {
      write_reasons (self, game, line, same);
      ishi_game_touch (game);
    }
  return written;
}

GArray *
ishi_game_analysis_values (IshiGame *game, gboolean *is_win_rate)
{
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  g_autoptr(GArray) scores = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) rates = g_array_new (FALSE, FALSE, sizeof (double));
  gboolean any_score = FALSE, any_rate = FALSE;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);
  main_line (game, line);
  for (guint i = 0; i < line->len; i++)
    {
      double v = NAN, w = NAN;

      any_score |= ishi_analysis_read (line->pdata[i], &v);
      any_rate |= ishi_analysis_read_win_rate (line->pdata[i], &w);
      g_array_append_val (scores, v);
      g_array_append_val (rates, w);
    }
  if (is_win_rate)
    *is_win_rate = !any_score && any_rate;
  if (any_score)
    return g_steal_pointer (&scores);
  if (any_rate)
    return g_steal_pointer (&rates);
  return NULL;
}
