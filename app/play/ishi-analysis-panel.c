/* ishi-analysis-panel.c — see ishi-analysis-panel.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analysis-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-analysis-panel.h"
#include "ishi-analyse-game.h"
#include "ishi-analysis-marks.h"
#include "ishi-analyst-choice.h"
#include "ishi-analysis.h"
#include "ishi-analyst.h"
#include "ishi-engine-spec.h"
#include "ishi-go-engine-player.h"
#include "ishi-gtp-player.h"
#include "ishi-piskvork-player.h"
#include "ishi-review.h"
#include "ishi-ruleset.h"
#include "ishi-score-graph.h"
#include "ishi-show-territory.h"

/* Candidates shown at most. */
#define MAX_CANDIDATES 5

struct _IshiAnalysisPanel {
  GtkBox parent_instance;

  GtkWidget *graph;

  GSettings *settings;
  GActionMap *actions;        /* the play page's group (a weak pointer) */
  IshiMatch *match;
  IshiGame *game;

  IshiAnalyst *analyst;       /* for hints and estimates, kept between them */
  char *analyst_key;          /* what it was made from */
  GCancellable *question;     /* a hint or estimate under way */
  gboolean quiet;             /* …asked by the review itself: no words */
  IshiSgfNode *asked_at;      /* the node it was asked at */

  GArray *candidates;         /* shown at `shown_at`, or NULL */
  IshiSgfNode *shown_at;
  char *estimate_text;

  IshiAnalyseGame *analyse;   /* Analyse This Game */

  IshiShowTerritory *territory;  /* Show Territory */

  gboolean reviewing;         /* the review panel is open (F9) */
  IshiReview *review;         /* the record's analysis read as a review, or NULL */
  gboolean review_dirty;      /* the record changed: read it again */
  char *review_text;          /* the current move's loss and reason, or NULL */
};

G_DEFINE_FINAL_TYPE (IshiAnalysisPanel, ishi_analysis_panel, GTK_TYPE_BOX)

enum { BOARD_CHANGED, ESTIMATE_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */
/* Which analyst                                                             */
/* ------------------------------------------------------------------------ */

static IshiAnalyst *
territory_analyst (gpointer data, char **key)
{
  return ishi_analyst_choose (ISHI_ANALYSIS_PANEL (data)->settings, ISHI_ANALYSIS_PANEL (data)->match, TERRITORY_PLAYOUTS, key);
}

static IshiAnalyst *
hint_analyst (IshiAnalysisPanel *self)
{
  g_autofree char *key = NULL;
  g_autoptr(IshiAnalyst) analyst = ishi_analyst_choose (self->settings, self->match, HINT_PLAYOUTS, &key);

  if (self->analyst && g_strcmp0 (key, self->analyst_key) == 0)
    return self->analyst;
  if (self->analyst)
    ishi_analyst_quit (self->analyst);
  g_set_object (&self->analyst, analyst);
  g_free (self->analyst_key);
  self->analyst_key = g_steal_pointer (&key);
  return self->analyst;
}

/* ------------------------------------------------------------------------ */
/* The graph                                                                 */
/* ------------------------------------------------------------------------ */

static guint
depth_of (IshiSgfNode *node)
{
  guint depth = 0;

  for (; node && node->parent; node = node->parent)
    depth++;
  return depth;
}

static void show_estimate (IshiAnalysisPanel *self, const char *text);
static IshiGameAnalyser *running (IshiAnalysisPanel *self);
static void ask_candidates_for_review (IshiAnalysisPanel *self);

/* "Black’s move 45 (D4) lost about 6.5 points; Q16 was better." and the
 * reasons Ishi's readers found, for the move at the current node. */
static void
refresh_review (IshiAnalysisPanel *self)
{
  const IshiReviewMove *m;
  g_autofree char *text = NULL;

  if (self->review_dirty || (self->review == NULL && self->game))
    {
      g_clear_pointer (&self->review, ishi_review_free);
      self->review = self->game && running (self) == NULL ? ishi_review_new (self->game) : NULL;
      self->review_dirty = FALSE;
      {
        g_autoptr(GArray) marks = ishi_analysis_marks_mistakes (self->review);

        ishi_score_graph_set_marks (ISHI_SCORE_GRAPH (self->graph), (guint *) marks->data, marks->len);
      }
    }
  m = self->review && self->game ? ishi_review_find (self->review, ishi_game_get_node (self->game)) : NULL;
  if (m && self->reviewing)
    text = ishi_review_describe_move (self->game, self->review, m);
  if (g_strcmp0 (text, self->review_text) != 0)
    {
      g_free (self->review_text);
      self->review_text = g_steal_pointer (&text);
      g_signal_emit (self, signals[ESTIMATE_CHANGED], 0);
    }
}

static void
refresh_graph (IshiAnalysisPanel *self)
{
  g_autoptr(GArray) values = NULL;
  gboolean win_rate = FALSE;

  if (self->game == NULL)
    return;
  if (running (self))
    /* While it runs: its results so far, the rest still empty. */
    values = ishi_analysis_marks_values_so_far (running (self), &win_rate);
  else
    values = ishi_game_analysis_values (self->game, &win_rate);
  gtk_widget_set_visible (self->graph, values != NULL);
  if (values)
    ishi_score_graph_set_values (ISHI_SCORE_GRAPH (self->graph), (double *) values->data,
                                 values->len, win_rate);
  ishi_score_graph_set_current (ISHI_SCORE_GRAPH (self->graph),
                                depth_of (ishi_game_get_node (self->game)));
  refresh_review (self);
}

static void
position_chosen_cb (IshiAnalysisPanel *self, guint index)
{
  IshiSgfNode *node;
  g_autoptr(GError) error = NULL;

  if (self->match == NULL)
    return;
  node = ishi_game_get_root (self->game);
  for (guint i = 0; i < index && ishi_sgf_node_n_children (node) > 0; i++)
    node = ishi_sgf_node_nth_child (node, 0);
  if (node != ishi_game_get_node (self->game))
    ishi_match_go_to (self->match, node, &error);
}

/* ------------------------------------------------------------------------ */
/* Show a Good Move, Estimate the Score                                      */
/* ------------------------------------------------------------------------ */

/* The engine's candidates are shown at every move while reviewing a game
 * no engine or distant player is playing: a record opened, or a game over
 * (its record has a result) — never a hint in a game against an engine or
 * over the network. */
static gboolean
review_shows_candidates (IshiAnalysisPanel *self)
{
  if (self->match == NULL || ishi_match_get_phase (self->match) == ISHI_PHASE_COUNTING)
    return FALSE;
  if (ishi_sgf_node_lookup (ishi_game_get_root (self->game), "RE") != NULL)
    return TRUE;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      IshiPlayer *p = ishi_match_get_player (self->match, c);

      if (p != NULL && !ISHI_IS_HUMAN_PLAYER (p))
        return FALSE;
    }
  return TRUE;
}

static void update_actions (IshiAnalysisPanel *self);

/* The estimate (or what the engine says instead) goes to the status line
 * under the board, which keeps its room: a line of its own here took 16
 * pixels from the board while it was shown. */
static void
show_estimate (IshiAnalysisPanel *self, const char *text)
{
  if (g_strcmp0 (self->estimate_text, text) == 0)
    return;
  g_free (self->estimate_text);
  self->estimate_text = g_strdup (text);
  g_signal_emit (self, signals[ESTIMATE_CHANGED], 0);
}

static void
clear_help (IshiAnalysisPanel *self)
{
  gboolean had = self->candidates != NULL;

  g_clear_pointer (&self->candidates, g_array_unref);
  self->shown_at = NULL;
  show_estimate (self, NULL);
  if (had)
    g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

static void
question_done (IshiAnalysisPanel *self)
{
  g_clear_object (&self->question);
  self->asked_at = NULL;
  update_actions (self);
}

static void
on_candidates (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) got = ishi_analyst_candidates_finish (ISHI_ANALYST (source), result, &error);
  IshiAnalysisPanel *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* the position changed, or the panel is gone */
  self = data;
  if (got == NULL || got->len == 0)
    {
      /* Asked by the review itself: nothing to say when nothing came. */
      if (!self->quiet)
        show_estimate (self, got == NULL ? error->message : _("The engine suggests no move here."));
    }
  else
    {
      show_estimate (self, NULL);
      g_clear_pointer (&self->candidates, g_array_unref);
      self->candidates = g_steal_pointer (&got);
      self->shown_at = self->asked_at;
      g_signal_emit (self, signals[BOARD_CHANGED], 0);
    }
  question_done (self);
}

static void
on_estimate (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  IshiAnalysisEstimate e;
  IshiAnalysisPanel *self;

  if (!ishi_analyst_estimate_finish (ISHI_ANALYST (source), result, &e, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = data;
  if (error)
    show_estimate (self, error->message);
  else
    {
      g_autofree char *text = ishi_analysis_describe (&e, ishi_analyst_get_name (ISHI_ANALYST (source)));

      show_estimate (self, text);
    }
  question_done (self);
}

/* `quiet`: asked by the review itself, without a word in the status line. */
static void
ask (IshiAnalysisPanel *self, gboolean estimate, gboolean quiet)
{
  IshiAnalyst *analyst;

  if (self->match == NULL || self->question)
    return;
  clear_help (self);
  analyst = hint_analyst (self);
  self->question = g_cancellable_new ();
  self->asked_at = ishi_game_get_node (self->game);
  self->quiet = quiet;
  if (!quiet)
    show_estimate (self, estimate ? _("Estimating the score…") : _("Looking for a good move…"));
  if (estimate)
    ishi_analyst_estimate_async (analyst, self->match, self->question, on_estimate, self);
  else
    ishi_analyst_candidates_async (analyst, self->match, MAX_CANDIDATES, self->question,
                                   on_candidates, self);
  update_actions (self);
}

static void
show_good_move_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  ask (data, FALSE, FALSE);
}

/* While reviewing an analysed game, the candidates of a position the
 * record keeps none for (a variation tried) are asked at once, as Show a
 * Good Move would be, without a word in the status line (not while
 * Analyse This Game runs: it has the engine). */
static void
ask_candidates_for_review (IshiAnalysisPanel *self)
{
  IshiSgfNode *node;

  if (!self->reviewing || self->game == NULL || running (self) || self->question
      || self->review == NULL || !review_shows_candidates (self))
    return;
  node = ishi_game_get_node (self->game);
  if (self->candidates && self->shown_at == node)
    return;
  if (ishi_sgf_node_lookup (node, ISHI_REVIEW_CANDIDATES_PROPERTY) != NULL)
    return;
  {
    IshiOutcome outcome;

    ishi_game_get_outcome (self->game, &outcome);
    if (outcome.end != ISHI_END_NONE)
      return;
  }
  ask (self, FALSE, TRUE);
}

static void
estimate_score_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  ask (data, TRUE, FALSE);
}

void
ishi_analysis_panel_decorate (IshiAnalysisPanel *self, IshiBoardModel *model)
{
  IshiSgfNode *node;

  g_return_if_fail (ISHI_IS_ANALYSIS_PANEL (self));
  ishi_show_territory_decorate (self->territory, model);
  if (self->game == NULL)
    return;
  node = ishi_game_get_node (self->game);
  if (self->reviewing && self->review)
    ishi_analysis_marks_losses (self->game, self->review, model);
  if (self->candidates != NULL && self->shown_at == node)
    ishi_analysis_marks_candidates (self->game, model, self->candidates);
  else if (self->reviewing && review_shows_candidates (self))
    {
      g_autoptr(GArray) kept = ishi_review_read_candidates (node, ishi_game_get_size (self->game));

      if (kept)
        ishi_analysis_marks_candidates (self->game, model, kept);
    }
}

/* ------------------------------------------------------------------------ */
/* Analyse This Game (ishi-analyse-game.h)                                   */
/* ------------------------------------------------------------------------ */

/* Whether Analyse This Game runs: it has the engine, and the record is
 * read as a review only when it is done. */
static IshiGameAnalyser *
running (IshiAnalysisPanel *self)
{
  return self->analyse ? ishi_analyse_game_get_analyser (self->analyse) : NULL;
}

static void
analysis_finished_cb (IshiAnalysisPanel *self)
{
  self->review_dirty = TRUE;
  refresh_graph (self);
  g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

static const GActionEntry entries[] = {
  { "show-good-move", show_good_move_cb, NULL, NULL, NULL, { 0 } },
  { "estimate-score", estimate_score_cb, NULL, NULL, NULL, { 0 } },
};

static void
enable (IshiAnalysisPanel *self, const char *name, gboolean enabled)
{
  GAction *action = self->actions ? g_action_map_lookup_action (self->actions, name) : NULL;

  if (action)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (IshiAnalysisPanel *self)
{
  gboolean go = self->match != NULL
                && g_str_equal (ishi_match_get_ruleset (self->match)->game, "go");
  gboolean renju = self->match != NULL
                   && g_str_equal (ishi_match_get_ruleset (self->match)->game, "renju");

  enable (self, "show-good-move", (go || renju) && self->question == NULL);
  enable (self, "estimate-score", go && self->question == NULL);
}

/* ------------------------------------------------------------------------ */
/* The match                                                                 */
/* ------------------------------------------------------------------------ */

/* The marks and the estimate belong to one position: they go when it
 * changes, and a question about it is dropped. */
static void
match_changed_cb (IshiAnalysisPanel *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);

  if (self->question && self->asked_at != node)
    {
      g_cancellable_cancel (self->question);
      question_done (self);
      show_estimate (self, NULL);
    }
  if ((self->candidates || self->estimate_text) && self->shown_at != node && self->question == NULL)
    clear_help (self);
  refresh_graph (self);
  ask_candidates_for_review (self);
}

static void
stop_all (IshiAnalysisPanel *self)
{
  if (self->question)
    {
      g_cancellable_cancel (self->question);
      question_done (self);
    }
}

static void
record_changed_cb (IshiAnalysisPanel *self)
{
  self->review_dirty = TRUE;
  refresh_graph (self);
  g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

void
ishi_analysis_panel_set_match (IshiAnalysisPanel *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_ANALYSIS_PANEL (self));
  if (self->match == match)
    return;
  stop_all (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->match, match);
  g_clear_object (&self->game);
  if (match)
    self->game = g_object_ref (ishi_match_get_game (match));
  g_clear_pointer (&self->candidates, g_array_unref);
  self->shown_at = NULL;
  self->review_dirty = TRUE;
  show_estimate (self, NULL);
  ishi_show_territory_set_match (self->territory, match);
  ishi_analyse_game_set_match (self->analyse, match);
  if (match)
    {
      g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
      g_signal_connect_swapped (self->game, "record-changed", G_CALLBACK (record_changed_cb), self);
    }
  refresh_graph (self);
  update_actions (self);
}

GtkWidget *
ishi_analysis_panel_get_graph (IshiAnalysisPanel *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSIS_PANEL (self), NULL);
  return self->graph;
}

gboolean
ishi_analysis_panel_is_running (IshiAnalysisPanel *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSIS_PANEL (self), FALSE);
  return running (self) != NULL;
}

GArray *
ishi_analysis_panel_get_candidates (IshiAnalysisPanel *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSIS_PANEL (self), NULL);
  return self->candidates;
}

const char *
ishi_analysis_panel_get_estimate_text (IshiAnalysisPanel *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSIS_PANEL (self), NULL);
  return self->estimate_text ? self->estimate_text : self->review_text;
}

void
ishi_analysis_panel_set_reviewing (IshiAnalysisPanel *self, gboolean reviewing)
{
  g_return_if_fail (ISHI_IS_ANALYSIS_PANEL (self));
  if (self->reviewing == reviewing)
    return;
  self->reviewing = reviewing;
  refresh_review (self);
  ask_candidates_for_review (self);
  g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

IshiReview *
ishi_analysis_panel_get_review (IshiAnalysisPanel *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSIS_PANEL (self), NULL);
  return self->review;
}

/* ------------------------------------------------------------------------ */

static void
ishi_analysis_panel_dispose (GObject *object)
{
  IshiAnalysisPanel *self = ISHI_ANALYSIS_PANEL (object);

  stop_all (self);
  if (self->analyse)
    {
      ishi_analyse_game_stop (self->analyse);
      g_signal_handlers_disconnect_by_data (self->analyse, self);
      g_clear_object (&self->analyse);
    }
  if (self->territory)
    {
      ishi_show_territory_stop (self->territory);
      g_signal_handlers_disconnect_by_data (self->territory, self);
      g_clear_object (&self->territory);
    }
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  if (self->analyst)
    ishi_analyst_quit (self->analyst);
  g_clear_object (&self->analyst);
  g_clear_object (&self->settings);
  if (self->actions)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (entries); i++)
        g_action_map_remove_action (self->actions, entries[i].name);
      g_object_remove_weak_pointer (G_OBJECT (self->actions), (gpointer *) &self->actions);
      self->actions = NULL;
    }
  G_OBJECT_CLASS (ishi_analysis_panel_parent_class)->dispose (object);
}

static void
ishi_analysis_panel_finalize (GObject *object)
{
  IshiAnalysisPanel *self = ISHI_ANALYSIS_PANEL (object);

  g_clear_pointer (&self->candidates, g_array_unref);
  g_clear_pointer (&self->review, ishi_review_free);
  g_free (self->review_text);
  g_free (self->estimate_text);
  g_free (self->analyst_key);
  G_OBJECT_CLASS (ishi_analysis_panel_parent_class)->finalize (object);
}

static void
ishi_analysis_panel_class_init (IshiAnalysisPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_analysis_panel_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_analysis_panel_finalize;
  signals[BOARD_CHANGED] = g_signal_new ("board-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);
  signals[ESTIMATE_CHANGED] = g_signal_new ("estimate-changed", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);
}

static void
ishi_analysis_panel_init (IshiAnalysisPanel *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 6);

  self->graph = ishi_score_graph_new ();
  gtk_widget_set_size_request (self->graph, -1, 80);
  gtk_widget_set_visible (self->graph, FALSE);
  g_signal_connect_swapped (self->graph, "position-chosen", G_CALLBACK (position_chosen_cb), self);
  gtk_box_append (GTK_BOX (self), self->graph);

}

static void
territory_changed_cb (IshiAnalysisPanel *self)
{
  g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

IshiShowTerritory *
ishi_analysis_panel_get_territory (IshiAnalysisPanel *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSIS_PANEL (self), NULL);
  return self->territory;
}

GtkWidget *
ishi_analysis_panel_new (GSettings *settings, GActionMap *actions)
{
  IshiAnalysisPanel *self = g_object_new (ISHI_TYPE_ANALYSIS_PANEL, NULL);

  self->settings = g_object_ref (settings);
  /* The play page's group may go first when the window closes. */
  self->actions = actions;
  g_object_add_weak_pointer (G_OBJECT (actions), (gpointer *) &self->actions);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), self);
  self->territory = ishi_show_territory_new (actions, territory_analyst, self);
  g_signal_connect_swapped (self->territory, "board-changed", G_CALLBACK (territory_changed_cb), self);
  g_signal_connect_swapped (self->territory, "status", G_CALLBACK (show_estimate), self);
  self->analyse = ishi_analyse_game_new (settings, actions);
  gtk_box_append (GTK_BOX (self), ishi_analyse_game_get_progress (self->analyse));
  g_signal_connect_swapped (self->analyse, "progress", G_CALLBACK (refresh_graph), self);
  g_signal_connect_swapped (self->analyse, "finished", G_CALLBACK (analysis_finished_cb), self);
  g_signal_connect_swapped (self->analyse, "status", G_CALLBACK (show_estimate), self);
  update_actions (self);
  return GTK_WIDGET (self);
}
