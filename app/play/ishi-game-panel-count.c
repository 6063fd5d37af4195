/* ishi-game-panel-count.c — the count on the board and its claims: the
 * territory, dead stones and seki drawn on the board model for the count or
 * one of its steps, and the equal-stones claims proposed, accepted or
 * disputed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game-panel"
#include "config.h"
#include <math.h>
#include <glib/gi18n.h>
#include "ishi-score-view.h"
#include "ishi-game-panel-private.h"

gboolean
ishi_game_panel_get_claim_mode (IshiGamePanel *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), FALSE);
  return self->match && ishi_game_panel_claims_allowed (self) && gtk_toggle_button_get_active (self->claim_toggle);
}

gboolean
ishi_game_panel_propose_claim (IshiGamePanel *self, int x, int y)
{
  IshiCounting *counting;
  const IshiColor *claims;
  int size;

  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), FALSE);

  if (self->match == NULL || !ishi_game_panel_claims_allowed (self))
    return FALSE;
  counting = ishi_match_get_counting (self->match);
  size = ishi_counting_get_size (counting);
  /* An empty point, or the point of a dead stone (the stone a ko would
   * take, 万年劫). */
  if (x < 0 || y < 0 || x >= size || y >= size
      || (ishi_game_get_rules (self->game)->stone_at (ishi_game_get_position (self->game), x, y)
          != ISHI_EMPTY && !ishi_counting_get_dead (counting)[y * size + x]))
    return FALSE;
  /* An accepted claim: the claimant takes it back. */
  claims = ishi_counting_get_claims (counting);
  if (claims && claims[y * size + x] != ISHI_EMPTY)
    {
      self->pending = FALSE;
      return ishi_match_set_claim (self->match, x, y, ISHI_EMPTY);
    }
  /* Black, then White, then no claim. */
  if (!self->pending || self->claim_point.x != x || self->claim_point.y != y)
    {
      self->pending = TRUE;
      self->claim_point = (IshiPoint) { x, y };
      self->claim_color = ISHI_BLACK;
    }
  else if (self->claim_color == ISHI_BLACK)
    self->claim_color = ISHI_WHITE;
  else
    self->pending = FALSE;
  ishi_game_panel_update (self);
  ishi_game_panel_emit_board_changed (self);
  return TRUE;
}

gboolean
ishi_game_panel_get_pending_claim (IshiGamePanel *self, int *x, int *y, IshiColor *color)
{
  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), FALSE);

  if (!self->pending)
    return FALSE;
  if (x)
    *x = self->claim_point.x;
  if (y)
    *y = self->claim_point.y;
  if (color)
    *color = self->claim_color;
  return TRUE;
}

void
ishi_game_panel_accept_cb (IshiGamePanel *self)
{
  if (!self->pending || self->match == NULL)
    return;
  self->pending = FALSE;
  /* The count follows through the match's "changed". */
  if (!ishi_match_set_claim (self->match, self->claim_point.x, self->claim_point.y, self->claim_color))
    {
      ishi_game_panel_update (self);
      ishi_game_panel_emit_board_changed (self);
    }
}

/* 三: "另一方反对时,以实战解决之" — the same as Continue Playing. */
void
ishi_game_panel_dispute_cb (IshiGamePanel *self)
{
  if (!self->pending || self->match == NULL)
    return;
  self->pending = FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.continue", NULL);
  if (self->match && ishi_match_get_phase (self->match) == ISHI_PHASE_COUNTING)
    ishi_match_continue_play (self->match);
}

/* The count on the board: dead stones faded, each point's owner. */
static void
decorate_count (IshiGamePanel *self, IshiBoardModel *model, IshiCounting *counting)
{
  const IshiScore *score = ishi_counting_get_score (counting);
  const guint8 *dead = ishi_counting_get_dead (counting);

  if (ishi_counting_get_size (counting) != model->size)
    return;
  for (int i = 0; i < model->size * model->size; i++)
    {
      IshiBoardPoint *p = &model->points[i];

      if (dead && dead[i] && p->stone != ISHI_EMPTY)
        p->flags |= ISHI_BOARD_FLAG_DEAD;
      if (score->owner)
        p->territory = score->owner[i];
      /* A seki shows: a square on its stones, a circle on its points. */
      if (score->seki && score->seki[i])
        p->mark = p->stone != ISHI_EMPTY ? ISHI_BOARD_MARK_SQUARE : ISHI_BOARD_MARK_CIRCLE;
    }
  model->last_move = (IshiPoint) { -1, -1 };

  /* Equal stones: accepted claims carry a triangle over their owner's
   * square; a claim waiting for the other player is tinted as well. */
  {
    const IshiColor *claims = ishi_counting_get_claims (counting);
    int x, y;
    IshiColor color;

    for (int i = 0; claims && i < model->size * model->size; i++)
      if (claims[i] != ISHI_EMPTY && (model->points[i].stone == ISHI_EMPTY || (dead && dead[i])))
        model->points[i].mark = ISHI_BOARD_MARK_TRIANGLE;
    if (ishi_game_panel_get_pending_claim (self, &x, &y, &color))
      {
        IshiBoardPoint *p = &model->points[y * model->size + x];

        p->mark = ISHI_BOARD_MARK_TRIANGLE;
        p->territory = color;
        p->flags |= ISHI_BOARD_FLAG_SELECTED;
      }
  }
}

/* A step of the equal-stones count (the teacher's Previous/Next step):
 * the stones after it, the points it changed tinted. */
static void
decorate_step (IshiBoardModel *model, const IshiScoreStep *step, int size)
{
  if (size != model->size)
    return;
  for (int i = 0; i < size * size; i++)
    {
      IshiBoardPoint *p = &model->points[i];

      p->stone = step->board[i];
      p->mark = ISHI_BOARD_MARK_NONE;
      p->territory = ISHI_EMPTY;
      p->number = 0;
      p->flags &= ~(ISHI_BOARD_FLAG_DEAD | ISHI_BOARD_FLAG_FORBIDDEN);
      if (step->changed[i])
        p->flags |= ISHI_BOARD_FLAG_SELECTED;
    }
  model->last_move = (IshiPoint) { -1, -1 };
}

gboolean
ishi_game_panel_decorate (IshiGamePanel *self, IshiBoardModel *model)
{
  IshiCounting *counting;

  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), FALSE);
  counting = self->match ? ishi_match_get_counting (self->match) : NULL;
  if (counting == NULL)
    return FALSE;
  if (ishi_game_panel_get_step (self))
    decorate_step (model, ishi_game_panel_get_step (self), ishi_counting_get_size (counting));
  else
    decorate_count (self, model, counting);
  return TRUE;
}
