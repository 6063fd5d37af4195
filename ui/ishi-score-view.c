/* ishi-score-view.c — counting a finished game of Go.
 *
 * Shown under the board after two passes.  Pure Go simply counts the stones
 * (a dead stone has to be captured in play, so there is nothing to mark);
 * the other methods start from Ishi's suggestion of the dead stones, the
 * players click groups to correct it, and the count follows each click.
 * They can take the last pass back, go on playing, or accept the result,
 * which is written into the record as RE.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-score-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ishi-deadstones.h"
#include "ishi-score.h"
#include "ishi-score-view.h"

struct _IshiScoreView {
  GtkBox parent_instance;

  GtkLabel *title_label;
  GtkGrid *grid;
  GtkLabel *hint_label;
  GtkWidget *accept_button;
  GtkToggleButton *seki_toggle;

  IshiGame *game;
  IshiScoreMethod method;
  IshiScoreInput input;
  gboolean have_input;
  guint8 *dead;
  guint8 *seki;             /* groups the players put in seki by hand */
  IshiScore *score;
};

G_DEFINE_FINAL_TYPE (IshiScoreView, ishi_score_view, GTK_TYPE_BOX)

static void
clear_count (IshiScoreView *self)
{
  g_clear_pointer (&self->score, ishi_score_free);
  g_clear_pointer (&self->dead, g_free);
  g_clear_pointer (&self->seki, g_free);
  if (self->have_input)
    ishi_score_input_clear (&self->input);
  self->have_input = FALSE;
}

static void
add_row (IshiScoreView *self, int row, const char *what, const char *black, const char *white)
{
  const char *texts[] = { what, black, white };

  for (int column = 0; column < 3; column++)
    {
      GtkWidget *label = gtk_label_new (texts[column]);

      gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
      if (row == 0 || column == 0)
        gtk_widget_add_css_class (label, row == 0 ? "heading" : "dim-label");
      gtk_grid_attach (self->grid, label, column, row, 1, 1);
    }
}

static char *
number (double value)
{
  /* Halves appear with komi and with the shared points of seki. */
  if (fabs (value - round (value)) < 1e-9)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.1f", value);
}

static void
add_number_row (IshiScoreView *self, int *row, const char *what, double black, double white)
{
  g_autofree char *b = number (black);
  g_autofree char *w = number (white);

  add_row (self, (*row)++, what, b, w);
}

static void
update_table (IshiScoreView *self)
{
  GtkWidget *child;
  const IshiScoreSide *b, *w;
  int row = 1;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  if (self->score == NULL)
    return;

  b = &self->score->black;
  w = &self->score->white;
  add_row (self, 0, "", _("Black"), _("White"));
  switch (self->method)
    {
    case ISHI_SCORE_PURE:
      add_number_row (self, &row, _("Stones on the board"), b->stones, w->stones);
      break;
    case ISHI_SCORE_JAPANESE:
      add_number_row (self, &row, _("Territory"), b->territory, w->territory);
      add_number_row (self, &row, _("Prisoners"), b->prisoners, w->prisoners);
      break;
    case ISHI_SCORE_CHINESE:
      add_number_row (self, &row, _("Stones"), b->stones, w->stones);
      add_number_row (self, &row, _("Territory"), b->territory, w->territory);
      if (b->shared > 0 || w->shared > 0)
        add_number_row (self, &row, _("Shared points"), b->shared, w->shared);
      if (w->handicap > 0)
        add_number_row (self, &row, _("Handicap"), b->handicap, w->handicap);
      break;
    case ISHI_SCORE_EQUAL_ART:
    case ISHI_SCORE_EQUAL_LAW:
    default:
      add_number_row (self, &row, _("Territory (moku)"), b->moku, w->moku);
      add_number_row (self, &row, _("Points"), b->points, w->points);
      break;
    }
  if (b->komi != 0 || w->komi != 0)
    add_number_row (self, &row, _("Komi"), b->komi, w->komi);
  add_number_row (self, &row, _("Total"), b->total, w->total);
}

static void
recount (IshiScoreView *self)
{
  g_clear_pointer (&self->score, ishi_score_free);
  if (self->have_input)
    {
      self->input.dead = self->method == ISHI_SCORE_PURE ? NULL : self->dead;
      self->input.seki = self->method == ISHI_SCORE_PURE ? NULL : self->seki;
      self->score = ishi_score_compute (self->method, &self->input);
    }
  update_table (self);
}

void
ishi_score_view_set_game (IshiScoreView *self, IshiGame *game, const char *scoring)
{
  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));

  clear_count (self);
  g_set_object (&self->game, game);
  if (scoring == NULL || !ishi_score_method_from_string (scoring, &self->method))
    self->method = ISHI_SCORE_JAPANESE;
  gtk_label_set_text (self->title_label, ishi_score_method_describe (self->method));
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), self->method != ISHI_SCORE_PURE);
  gtk_widget_set_visible (GTK_WIDGET (self->seki_toggle), self->method != ISHI_SCORE_PURE);
  gtk_toggle_button_set_active (self->seki_toggle, FALSE);
}

void
ishi_score_view_start (IshiScoreView *self)
{
  const IshiRules *rules;
  int n;

  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));
  g_return_if_fail (self->game != NULL);

  clear_count (self);
  if (!ishi_score_input_init_from_game (&self->input, self->game))
    return;
  self->have_input = TRUE;
  if (isnan (self->input.komi))
    self->input.komi = ishi_score_method_default_komi (self->method);

  n = self->input.size * self->input.size;
  self->dead = g_new0 (guint8, n);
  self->seki = g_new0 (guint8, n);
  if (self->method != ISHI_SCORE_PURE)
    {
      rules = ishi_game_get_rules (self->game);
      ishi_dead_stones_guess (self->input.size, self->input.board,
                              rules->to_move (ishi_game_get_position (self->game)),
                              NULL, self->dead, NULL);
    }
  recount (self);
}

void
ishi_score_view_toggle (IshiScoreView *self, int x, int y)
{
  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));

  if (!self->have_input || self->method == ISHI_SCORE_PURE)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (gtk_toggle_button_get_active (self->seki_toggle))
    {
      /* A group in seki is alive: it cannot be dead at the same time. */
      if (ishi_score_toggle_seki (self->input.size, self->input.board, self->seki, x, y) == 0)
        gtk_widget_error_bell (GTK_WIDGET (self));
      else if (self->seki[y * self->input.size + x] && self->dead[y * self->input.size + x])
        ishi_score_toggle_dead (self->input.size, self->input.board, self->dead, x, y);
    }
  else if (ishi_score_toggle_dead (self->input.size, self->input.board, self->dead, x, y) == 0)
    gtk_widget_error_bell (GTK_WIDGET (self));
  recount (self);
}

void
ishi_score_view_decorate (IshiScoreView *self, IshiBoardModel *model)
{
  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));
  g_return_if_fail (model != NULL);

  if (self->score == NULL || model->size != self->input.size)
    return;
  for (int y = 0; y < model->size; y++)
    for (int x = 0; x < model->size; x++)
      {
        IshiBoardPoint *p = ishi_board_model_get_point (model, x, y);
        int i = y * model->size + x;

        if (self->dead[i] && p->stone != ISHI_EMPTY && self->method != ISHI_SCORE_PURE)
          p->flags |= ISHI_BOARD_FLAG_DEAD;
        if (self->score->owner)
          p->territory = self->score->owner[i];
      }
  model->last_move = (IshiPoint) { -1, -1 };
}

char *
ishi_score_view_result_text (IshiScoreView *self)
{
  const IshiScoreSide *b, *w;
  g_autofree char *margin = NULL;
  g_autofree char *counts = NULL;

  g_return_val_if_fail (ISHI_IS_SCORE_VIEW (self), NULL);

  if (self->score == NULL)
    return NULL;
  b = &self->score->black;
  w = &self->score->white;
  margin = number (fabs (self->score->margin));

  if (self->method == ISHI_SCORE_PURE)
    {
      int diff = (int) fabs (self->score->margin);

      g_autofree char *bs = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d stone", "%d stones", b->stones),
                                             b->stones);
      g_autofree char *ws = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d stone", "%d stones", w->stones),
                                             w->stones);

      /* Translators: Pure Go's count, e.g. "Black 24 stones, White 21 stones" */
      counts = g_strdup_printf (_("Black %s, White %s"), bs, ws);
      if (self->score->margin == 0)
        return g_strdup_printf ("%s — %s", counts, _("a draw"));
      {
        g_autofree char *v = self->score->margin > 0
          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black wins by %d stone", "Black wins by %d stones", diff), diff)
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White wins by %d stone", "White wins by %d stones", diff), diff);

        return g_strdup_printf ("%s — %s", counts, v);
      }
    }

  {
    g_autofree char *bt = number (b->total);
    g_autofree char *wt = number (w->total);

    /* Translators: a count in points, e.g. "Black 45.5, White 40" */
    counts = g_strdup_printf (_("Black %s, White %s"), bt, wt);
  }
  if (self->score->margin == 0)
    return g_strdup_printf ("%s — %s", counts, _("a draw (jigo)"));
  {
    g_autofree char *v = g_strdup_printf (self->score->margin > 0 ? _("Black wins by %s points")
                                                                   : _("White wins by %s points"),
                                          margin);
    return g_strdup_printf ("%s — %s", counts, v);
  }
}

static void
continue_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  IshiScoreView *self = ISHI_SCORE_VIEW (widget);

  /* The players disagree, or see stones still to capture: back to the game. */
  if (self->game)
    ishi_game_resume (self->game);
}

static void
accept_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  IshiScoreView *self = ISHI_SCORE_VIEW (widget);

  if (self->game && self->score)
    ishi_game_set_info (self->game, "RE", self->score->result);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), FALSE);
}

static void
ishi_score_view_dispose (GObject *object)
{
  IshiScoreView *self = ISHI_SCORE_VIEW (object);

  clear_count (self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (ishi_score_view_parent_class)->dispose (object);
}

static void
ishi_score_view_class_init (IshiScoreViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_score_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ishi/Ishi/ui/ishi-score-view.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiScoreView, title_label);
  gtk_widget_class_bind_template_child (widget_class, IshiScoreView, grid);
  gtk_widget_class_bind_template_child (widget_class, IshiScoreView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, IshiScoreView, accept_button);
  gtk_widget_class_bind_template_child (widget_class, IshiScoreView, seki_toggle);
  gtk_widget_class_install_action (widget_class, "score.continue", NULL, continue_activated);
  gtk_widget_class_install_action (widget_class, "score.accept", NULL, accept_activated);
}

static void
ishi_score_view_init (IshiScoreView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

IshiScoreView *
ishi_score_view_new (void)
{
  return g_object_new (ISHI_TYPE_SCORE_VIEW, NULL);
}
