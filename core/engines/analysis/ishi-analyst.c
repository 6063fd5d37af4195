/* ishi-analyst.c — see ishi-analyst.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyst"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-analysis.h"
#include "ishi-analyst-private.h"
#include "ishi-go-engine-player.h"

G_DEFINE_FINAL_TYPE (IshiAnalyst, ishi_analyst, G_TYPE_OBJECT)

static void
ishi_analyst_finalize (GObject *object)
{
  IshiAnalyst *self = ISHI_ANALYST (object);

  if (self->gtp && ishi_gtp_engine_is_running (self->gtp))
    ishi_gtp_engine_quit (self->gtp);
  if (self->brain)
    ishi_piskvork_brain_quit (self->brain);
  g_clear_object (&self->brain);
  g_clear_object (&self->player);
  g_clear_object (&self->gtp);
  g_clear_pointer (&self->go, ishi_go_engine_free);
  G_OBJECT_CLASS (ishi_analyst_parent_class)->finalize (object);
}

static void
ishi_analyst_class_init (IshiAnalystClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_analyst_finalize;
}

static void
ishi_analyst_init (IshiAnalyst *self)
{
  self->analyze_ms = 1000;
}

IshiAnalyst *
ishi_analyst_new_gtp (IshiGtpEngine *engine, int timeout_ms)
{
  IshiAnalyst *self = g_object_new (ISHI_TYPE_ANALYST, NULL);

  g_return_val_if_fail (ISHI_IS_GTP_ENGINE (engine), NULL);
  self->gtp = g_object_ref (engine);
  self->player = ishi_gtp_player_new (engine);
  self->timeout_ms = timeout_ms > 0 ? timeout_ms : ISHI_GTP_DEFAULT_MOVE_TIMEOUT_MS;
  /* The answer's time, and the time kata-analyze is read before it. */
  ishi_gtp_player_set_move_timeout (self->player, self->timeout_ms + self->analyze_ms);
  return self;
}

IshiAnalyst *
ishi_analyst_new_go (const IshiGoEngine *engine)
{
  IshiAnalyst *self = g_object_new (ISHI_TYPE_ANALYST, NULL);

  self->go = ishi_go_engine_copy (engine);
  self->both_sides = FALSE;
  return self;
}

void
ishi_analyst_set_both_sides (IshiAnalyst *self, gboolean both)
{
  g_return_if_fail (ISHI_IS_ANALYST (self));
  self->both_sides = both;
}

IshiAnalyst *
ishi_analyst_new_renju (guint level)
{
  IshiAnalyst *self = g_object_new (ISHI_TYPE_ANALYST, NULL);

  self->renju_level = MAX (level, 1);
  return self;
}

IshiAnalyst *
ishi_analyst_new_piskvork (IshiPiskvorkBrain *brain)
{
  IshiAnalyst *self;

  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (brain), NULL);
  self = g_object_new (ISHI_TYPE_ANALYST, NULL);
  self->brain = g_object_ref (brain);
  return self;
}

const char *
ishi_analyst_get_name (IshiAnalyst *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYST (self), NULL);
  if (self->brain)
    return ishi_piskvork_brain_get_name (self->brain);
  if (self->go || self->renju_level)
    return "Ishi";
  if (ishi_gtp_engine_get_name (self->gtp) != NULL)
    return ishi_gtp_engine_get_name (self->gtp);
  return ishi_gtp_engine_get_display_name (self->gtp);
}

void
ishi_analyst_set_analyze_time (IshiAnalyst *self, int ms)
{
  g_return_if_fail (ISHI_IS_ANALYST (self));
  self->analyze_ms = MAX (ms, 1);
  if (self->player)
    ishi_gtp_player_set_move_timeout (self->player, self->timeout_ms + self->analyze_ms);
}

void
ishi_analyst_quit (IshiAnalyst *self)
{
  g_return_if_fail (ISHI_IS_ANALYST (self));
  if (self->gtp && ishi_gtp_engine_is_running (self->gtp))
    ishi_gtp_engine_quit (self->gtp);
  if (self->brain)
    ishi_piskvork_brain_quit (self->brain);
}

/* ------------------------------------------------------------------------ */
/* Reading the engines' answers                                              */
/* ------------------------------------------------------------------------ */

/* The number after `label` in `text`, or NAN. */
static double
number_after (const char *text, const char *label)
{
  const char *p = strstr (text, label);
  char *end = NULL;
  double v;

  if (p == NULL)
    return NAN;
  p += strlen (label);
  v = g_ascii_strtod (p, &end);
  return end == p || !isfinite (v) ? NAN : v;
}

gboolean
ishi_analysis_parse_estimate (const char *text, IshiAnalysisEstimate *estimate)
{
  double lead, high_white, low_white;

  g_return_val_if_fail (text != NULL && estimate != NULL, FALSE);
  if (!ishi_analysis_parse_score (text, &lead))
    return FALSE;
  estimate->black_lead = lead;
  estimate->black_win_rate = NAN;
  /* GNU Go's bounds are White's lead (play_gtp.c: upper and lower bound
   * of the same score it prints as W+), so Black's are the other way
   * round. */
  high_white = number_after (text, "upper bound:");
  low_white = number_after (text, "lower:");
  if (!isnan (high_white) && !isnan (low_white))
    {
      estimate->lead_low = -MAX (high_white, low_white);
      estimate->lead_high = -MIN (high_white, low_white);
    }
  else
    estimate->lead_low = estimate->lead_high = NAN;
  return TRUE;
}

static int
compare_share (gconstpointer a, gconstpointer b)
{
  const IshiAnalysisCandidate *ca = a, *cb = b;

  return (ca->share < cb->share) - (ca->share > cb->share);
}

GArray *
ishi_analysis_parse_analyze (int size, const char *text, gboolean lz, GError **error)
{
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));
  g_auto(GStrv) words = NULL;
  double total = 0;
  guint n = 0;

  g_return_val_if_fail (text != NULL, NULL);
  /* Only the last complete report counts: each "info" list repeats the
   * candidates with more visits.  Reports are separated by lines; within
   * one, each candidate begins with "info". */
  {
    g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
    const char *last = NULL;

    for (guint i = 0; lines[i]; i++)
      if (g_str_has_prefix (g_strstrip (lines[i]), "info "))
        last = lines[i];
    if (last == NULL)
      {
        g_set_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                     _("The engine’s analysis has no candidate move."));
        return NULL;
      }
    words = g_strsplit_set (last, " \t", -1);
  }
  n = g_strv_length (words);
  for (guint i = 0; i < n; i++)
    {
      IshiAnalysisCandidate c = ISHI_ANALYSIS_CANDIDATE_INIT (FALSE, -1, -1);

      c.share = 0;
      IshiGtpVertexKind kind;
      double visits = 0;

      if (!g_str_equal (words[i], "info"))
        continue;
      if (i + 2 >= n || !g_str_equal (words[i + 1], "move"))
        continue;
      if (!ishi_gtp_vertex_parse (size, words[i + 2], FALSE, &kind, &c.x, &c.y, NULL))
        continue;
      c.pass = kind == ISHI_GTP_VERTEX_PASS;
      for (guint j = i + 3; j + 1 < n && !g_str_equal (words[j], "info"); j++)
        {
          if (g_str_equal (words[j], "visits"))
            visits = g_ascii_strtod (words[j + 1], NULL);
          else if (g_str_equal (words[j], "winrate"))
            c.win_rate = g_ascii_strtod (words[j + 1], NULL) / (lz ? 10000.0 : 1.0);
          else if (g_str_equal (words[j], "scoreLead"))
            {
              /* KataGo's lead, for the side to move (turned to Black's
               * by the caller, which knows who that is). */
              double lead = g_ascii_strtod (words[j + 1], NULL);

              c.lead = isfinite (lead) ? lead : NAN;
            }
        }
      c.share = visits;
      c.visits = visits > 0 && visits < G_MAXUINT ? (guint) visits : 0;
      total += visits;
      g_array_append_val (out, c);
    }
  if (out->len == 0)
    {
      g_set_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                   _("The engine’s analysis has no candidate move."));
      return NULL;
    }
  for (guint i = 0; i < out->len; i++)
    g_array_index (out, IshiAnalysisCandidate, i).share = total > 0
      ? g_array_index (out, IshiAnalysisCandidate, i).share / total : NAN;
  g_array_sort (out, compare_share);
  return g_steal_pointer (&out);
}

char *
ishi_analysis_candidate_label (const IshiAnalysisCandidate *candidate)
{
  if (!isnan (candidate->share))
    return g_strdup_printf ("%d%%", (int) lround (candidate->share * 100));
  if (!isnan (candidate->value))
    return g_strdup_printf ("%d", (int) lround (candidate->value));
  /* Ishi's Renju engine: its judgement as a share of wins */
  if (!isnan (candidate->win_rate))
    return g_strdup_printf ("%d%%", (int) lround (candidate->win_rate * 100));
  return g_strdup ("");
}

/* "4.5" or "4目半": the lead rounded to a half point. */
static char *
format_lead (double lead)
{
  long halves = lround (fabs (lead) * 2);

  if (halves % 2)
    /* TRANSLATORS: a lead of a whole number of points and a half
     * ("Black leads by about 4.5"). */
    return g_strdup_printf (C_("lead", "%ld.5"), halves / 2);
  /* TRANSLATORS: a lead of a whole number of points. */
  return g_strdup_printf (C_("lead", "%ld"), halves / 2);
}

char *
ishi_analysis_describe (const IshiAnalysisEstimate *estimate, const char *analyst)
{
  GString *s = g_string_new (NULL);

  if (!isnan (estimate->black_lead))
    {
      g_autofree char *lead = format_lead (estimate->black_lead);

      if (lround (fabs (estimate->black_lead) * 2) == 0)
        g_string_append (s, _("The game is even"));
      else if (estimate->black_lead > 0)
        g_string_append_printf (s, _("Black leads by about %s"), lead);
      else
        g_string_append_printf (s, _("White leads by about %s"), lead);
      if (!isnan (estimate->lead_low) && !isnan (estimate->lead_high)
          && estimate->lead_high - estimate->lead_low >= 0.5)
        {
          g_autofree char *low = g_strdup_printf ("%+.1f", estimate->lead_low);
          g_autofree char *high = g_strdup_printf ("%+.1f", estimate->lead_high);

          g_string_append (s, " ");
          /* TRANSLATORS: GNU Go's bounds of Black's lead, "+2.0" and "+7.0". */
          g_string_append_printf (s, _("(for Black between %s and %s)"), low, high);
        }
    }
  else if (!isnan (estimate->black_win_rate))
    {
      int black = (int) lround (estimate->black_win_rate * 100);

      if (black >= 50)
        /* TRANSLATORS: "Black wins 62% of Ishi's playouts". */
        g_string_append_printf (s, _("Black wins %d%% of %s’s playouts"), black, analyst);
      else
        g_string_append_printf (s, _("White wins %d%% of %s’s playouts"), 100 - black, analyst);
    }
  else
    g_string_append (s, _("No estimate"));
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------------ */
/* GTP                                                                       */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiMatch *match;
  guint max;
  int size;
  IshiColor to_move;
  IshiAnalystQuestion kind;
  gboolean lz;
  guint stop_source;
} Question;

static void
question_free (gpointer data)
{
  Question *q = data;

  g_clear_object (&q->match);
  g_free (q);
}

static Question *
question_new (IshiMatch *match, guint max, IshiAnalystQuestion kind)
{
  Question *q = g_new0 (Question, 1);
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);

  q->match = g_object_ref (match);
  q->max = max;
  q->size = ishi_game_get_size (game);
  q->to_move = rules->to_move (ishi_game_get_position (game));
  q->kind = kind;
  return q;
}

static void
task_done (GTask *task)
{
  IshiAnalyst *self = g_task_get_source_object (task);

  self->busy = FALSE;
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GTask) task = data;
  IshiAnalyst *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ishi_gtp_player_command_finish (ISHI_GTP_PLAYER (source), result, &error);

  g_clear_handle_id (&q->stop_source, g_source_remove);
  task_done (task);
  if (text == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (q->kind == ISHI_ANALYST_ESTIMATE)
    {
      IshiAnalysisEstimate *e = g_new (IshiAnalysisEstimate, 1);

      if (!ishi_analysis_parse_estimate (text, e))
        {
          g_autofree char *quoted = ishi_gtp_quote (text);

          g_free (e);
          g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                                   _("%s answered “%s”, which is no score."),
                                   ishi_analyst_get_name (self), quoted);
          return;
        }
      g_task_return_pointer (task, e, g_free);
      return;
    }
  {
    GArray *out;

    if (strstr (text, "info") != NULL)
      out = ishi_analysis_parse_analyze (q->size, text, q->lz, &error);
    else
      {
        g_autoptr(GArray) top = ishi_gtp_top_moves_parse (q->size, text, &error);

        out = NULL;
        if (top != NULL)
          {
            out = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));
            for (guint i = 0; i < top->len; i++)
              {
                const IshiGtpCandidate *t = &g_array_index (top, IshiGtpCandidate, i);
                IshiAnalysisCandidate c = ISHI_ANALYSIS_CANDIDATE_INIT (FALSE, t->point.x, t->point.y);

                c.value = t->value;

                g_array_append_val (out, c);
              }
          }
      }
    if (out == NULL)
      {
        g_task_return_error (task, g_steal_pointer (&error));
        return;
      }
    if (out->len > q->max)
      g_array_set_size (out, q->max);
    if (q->to_move == ISHI_WHITE)
      for (guint i = 0; i < out->len; i++)
        g_array_index (out, IshiAnalysisCandidate, i).lead = -g_array_index (out, IshiAnalysisCandidate, i).lead;
    g_task_return_pointer (task, out, (GDestroyNotify) g_array_unref);
  }
}

static void
on_stop_sent (GObject *source, GAsyncResult *result, gpointer data)
{
  g_free (ishi_gtp_engine_send_finish (ISHI_GTP_ENGINE (source), result, NULL));
}

typedef struct {
  IshiAnalyst *analyst;
  guint *source;
} StopLater;

/* kata-analyze streams until the next command: after the bounded time,
 * a harmless command ends it. */
static gboolean
stop_analyze (gpointer data)
{
  StopLater *stop = data;

  *stop->source = 0;
  ishi_gtp_engine_send_async (stop->analyst->gtp, "protocol_version", 0, NULL, on_stop_sent, NULL);
  return G_SOURCE_REMOVE;
}

void
ishi_analyst_stop_analyze_later (IshiAnalyst *self, guint *source)
{
  StopLater *stop = g_new (StopLater, 1);

  stop->analyst = self;
  stop->source = source;
  *source = g_timeout_add_full (G_PRIORITY_DEFAULT, self->analyze_ms, stop_analyze, stop, g_free);
}

static void
on_synced (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  IshiAnalyst *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *command = NULL;
  const char *color = q->to_move == ISHI_WHITE ? "white" : "black";

  if (!ishi_gtp_player_sync_finish (ISHI_GTP_PLAYER (source), result, &error))
    {
      task_done (task);
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  if (q->kind == ISHI_ANALYST_ESTIMATE)
    command = g_strdup (ishi_gtp_engine_has_command (self->gtp, "estimate_score")
                        ? "estimate_score" : "final_score");
  else if (ishi_gtp_engine_has_command (self->gtp, "kata-analyze")
           || ishi_gtp_engine_has_command (self->gtp, "lz-analyze"))
    {
      q->lz = !ishi_gtp_engine_has_command (self->gtp, "kata-analyze");
      command = g_strdup_printf ("%s %s 10", q->lz ? "lz-analyze" : "kata-analyze", color);
      ishi_analyst_stop_analyze_later (self, &q->stop_source);
    }
  else if (ishi_gtp_engine_has_command (self->gtp, "top_moves_black"))
    command = g_strdup_printf ("top_moves_%s", color);
  else
    {
      task_done (task);
      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED,
                               _("%s cannot suggest moves (it has neither top_moves nor "
                                 "kata-analyze nor lz-analyze)."),
                               ishi_analyst_get_name (self));
      g_object_unref (task);
      return;
    }
  ishi_gtp_player_command_async (self->player, q->match, command,
                                 g_task_get_cancellable (task), on_answer, task);
}

static void
on_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *outer = data;
  g_autoptr(GError) error = NULL;
  gpointer answer = g_task_propagate_pointer (G_TASK (result), &error);

  task_done (outer);
  if (answer == NULL)
    g_task_return_error (outer, g_steal_pointer (&error));
  else if (((Question *) g_task_get_task_data (outer))->kind == ISHI_ANALYST_ESTIMATE)
    g_task_return_pointer (outer, answer, g_free);
  else if (((Question *) g_task_get_task_data (outer))->kind == ISHI_ANALYST_POSITION)
    g_task_return_pointer (outer, answer, (GDestroyNotify) ishi_position_analysis_free);
  else
    g_task_return_pointer (outer, answer, (GDestroyNotify) g_array_unref);
  g_object_unref (outer);
}

/* ------------------------------------------------------------------------ */
/* Asking                                                                    */
/* ------------------------------------------------------------------------ */

static void
ask (IshiAnalyst *self, IshiMatch *match, guint max, IshiAnalystQuestion kind,
     GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data,
     gpointer tag)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);

  g_task_set_source_tag (task, tag);
  if (self->busy)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("%s is busy with another question."), ishi_analyst_get_name (self));
      g_object_unref (task);
      return;
    }
  if (self->brain)
    {
      if (!g_str_equal (ruleset->game, "renju"))
        {
          /* TRANSLATORS: %s a Piskvork brain's name. */
          g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED,
                                   _("%s analyses Renju games only."), ishi_analyst_get_name (self));
          g_object_unref (task);
          return;
        }
      ishi_analyst_ask_piskvork (self, match, kind, task);
      return;
    }
  if (self->renju_level)
    {
      if (!g_str_equal (ruleset->game, "renju"))
        {
          g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED,
                                   _("%s’s Renju engine analyses Renju games only."), ishi_analyst_get_name (self));
          g_object_unref (task);
          return;
        }
      self->busy = TRUE;
      g_task_set_task_data (task, question_new (match, max, kind), question_free);
      ishi_analyst_ask_renju (self, match, max, kind == ISHI_ANALYST_ESTIMATE, cancellable, on_searched, task);
      return;
    }
  if (!g_str_equal (ruleset->game, "go"))
    {
      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED,
                               _("%s analyses Go games only."), ishi_analyst_get_name (self));
      g_object_unref (task);
      return;
    }
  self->busy = TRUE;
  if (self->gtp)
    {
      g_task_set_task_data (task, question_new (match, max, kind), question_free);
      ishi_gtp_player_sync_async (self->player, match, cancellable, on_synced, task);
      return;
    }
  g_task_set_task_data (task, question_new (match, max, kind), question_free);
  ishi_analyst_ask_go (self, match, max, kind, cancellable, on_searched, task);
}

void
ishi_analyst_candidates_async (IshiAnalyst *self, IshiMatch *match, guint max,
                               GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (ISHI_IS_ANALYST (self) && ISHI_IS_MATCH (match));
  ask (self, match, max, ISHI_ANALYST_CANDIDATES, cancellable, callback, user_data,
       ishi_analyst_candidates_async);
}

GArray *
ishi_analyst_candidates_finish (IshiAnalyst *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ishi_analyst_estimate_async (IshiAnalyst *self, IshiMatch *match,
                             GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (ISHI_IS_ANALYST (self) && ISHI_IS_MATCH (match));
  ask (self, match, 0, ISHI_ANALYST_ESTIMATE, cancellable, callback, user_data, ishi_analyst_estimate_async);
}

gboolean
ishi_analyst_estimate_finish (IshiAnalyst *self, GAsyncResult *result,
                              IshiAnalysisEstimate *estimate, GError **error)
{
  g_autofree IshiAnalysisEstimate *e = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  e = g_task_propagate_pointer (G_TASK (result), error);
  if (e == NULL)
    return FALSE;
  *estimate = *e;
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* A whole position: Ishi's engine in one question, the others in two        */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiMatch *match;
  guint max;
  IshiPositionAnalysis *analysis;
} Composite;

static void
composite_free (gpointer data)
{
  Composite *c = data;

  g_clear_object (&c->match);
  ishi_position_analysis_free (c->analysis);
  g_free (c);
}

static void
on_composite_candidates (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GTask) task = data;
  Composite *c = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  GArray *got = ishi_analyst_candidates_finish (ISHI_ANALYST (source), result, &error);

  if (got == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* An engine with no candidates to give still has its estimate. */
  if (got != NULL)
    {
      g_array_unref (c->analysis->candidates);
      c->analysis->candidates = got;
    }
  g_task_return_pointer (task, g_steal_pointer (&c->analysis), (GDestroyNotify) ishi_position_analysis_free);
}

static void
on_composite_estimate (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  Composite *c = g_task_get_task_data (task);
  GError *error = NULL;

  if (!ishi_analyst_estimate_finish (ISHI_ANALYST (source), result, &c->analysis->estimate, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  ishi_analyst_candidates_async (ISHI_ANALYST (source), c->match, c->max, g_task_get_cancellable (task),
                                 on_composite_candidates, task);
}

void
ishi_analyst_position_async (IshiAnalyst *self, IshiMatch *match, guint max,
                             GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;
  Composite *c;

  g_return_if_fail (ISHI_IS_ANALYST (self) && ISHI_IS_MATCH (match));
  if (self->go || self->brain)
    {
      ask (self, match, max, ISHI_ANALYST_POSITION, cancellable, callback, user_data,
           ishi_analyst_position_async);
      return;
    }
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_analyst_position_async);
  c = g_new0 (Composite, 1);
  c->match = g_object_ref (match);
  c->max = MAX (max, 1);
  c->analysis = g_new0 (IshiPositionAnalysis, 1);
  c->analysis->candidates = g_array_new (FALSE, FALSE, sizeof (IshiAnalysisCandidate));
  c->analysis->size = ishi_game_get_size (ishi_match_get_game (match));
  g_task_set_task_data (task, c, composite_free);
  ishi_analyst_estimate_async (self, match, cancellable, on_composite_estimate, task);
}

IshiPositionAnalysis *
ishi_analyst_position_finish (IshiAnalyst *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
