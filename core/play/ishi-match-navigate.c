/* ishi-match-navigate.c — the match moving about its record: Undo and
 * Redo (a move, a mark of the count, a Renju offer, a resignation, a loss
 * on time or a forfeit taken back), stepping to the first, last or any
 * move, and deleting a variation with the ends the match kept in it.
 * Where the match arrives it notices the end there (ishi_match_sync_end,
 * ishi-match.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-match"

#include "config.h"

#include "ishi-match-record.h"
#include "ishi-renju-opening.h"

gboolean
ishi_match_can_undo (IshiMatch *self)
{
  IshiSgfNode *node;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);

  if (self->phase == ISHI_PHASE_PLAYING && ishi_match_has_offers (self))
    return TRUE;
  node = ishi_game_get_node (self->game);
  switch (self->phase)
    {
    case ISHI_PHASE_COUNTING:
      return self->counting != NULL && ishi_counting_can_undo (self->counting);
    case ISHI_PHASE_FINISHED:
      if (self->forced != ISHI_RESULT_NONE)
        return TRUE;
      if (self->result.kind == ISHI_RESULT_COUNT
          && ishi_score_method_has_dead_stones (self->ruleset->scoring))
        return FALSE;
      return node->parent != NULL;
    case ISHI_PHASE_PLAYING:
    default:
      return node->parent != NULL;
    }
}

gboolean
ishi_match_undo (IshiMatch *self)
{
  IshiSgfNode *node;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);

  if (!ishi_match_can_undo (self))
    return FALSE;
  if (self->phase == ISHI_PHASE_COUNTING)
    return ishi_counting_undo (self->counting);
  if (self->phase == ISHI_PHASE_PLAYING && ishi_match_has_offers (self))
    {
      if (!ishi_renju_opening_take_back_offer (self->game, self->ruleset))
        return FALSE;
      ishi_match_sync_end (self);
      return TRUE;
    }

  node = ishi_game_get_node (self->game);
  if (self->phase == ISHI_PHASE_FINISHED && self->forced != ISHI_RESULT_NONE)
    {
      /* A resignation or a loss on time is taken back alone; a forfeit
       * with the reason it wrote. */
      if (self->re_node == node)
        ishi_match_take_back_re (self);
      if (self->forced == ISHI_RESULT_FORFEIT && self->forfeit_commented && self->forced_node == node)
        {
          ishi_game_set_node_text (self->game, "C", self->comment_before);
          g_clear_pointer (&self->comment_before, g_free);
          self->forfeit_commented = FALSE;
        }
      self->forced = ISHI_RESULT_NONE;
      ishi_match_sync_end (self);
      return TRUE;
    }
  if (self->re_node == node)
    ishi_match_take_back_re (self);
  if (!ishi_game_back (self->game))
    return FALSE;
  /* Play goes on from the move taken back to, and the clock with it: the
   * player to move thinks on his time again (it stood, and the move played
   * then had no time to write but the one before: issue 77 item 14). */
  self->play_node = ishi_game_get_node (self->game);
  ishi_match_clock_sync (self);
  ishi_match_ask_to_move (self);
  return TRUE;
}

gboolean
ishi_match_can_redo (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  /* Fifth moves offered are no moves to redo: White keeps one of them. */
  return self->phase == ISHI_PHASE_PLAYING && ishi_game_get_node (self->game)->first_child != NULL
         && !ishi_match_has_offers (self);
}

gboolean
ishi_match_redo (IshiMatch *self, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (!ishi_match_can_redo (self))
    return FALSE;
  return ishi_game_forward (self->game, error);
}

gboolean
ishi_match_first (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return ishi_game_go_to_start (self->game);
}

gboolean
ishi_match_back (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->forced != ISHI_RESULT_NONE)
    {
      /* Stepping back from a resignation or a loss on time shows the
       * position it happened in; the result stays in the record. */
      self->forced = ISHI_RESULT_NONE;
      self->re_node = NULL;
      ishi_match_sync_end (self);
      return TRUE;
    }
  return ishi_game_back (self->game);
}

gboolean
ishi_match_forward (IshiMatch *self, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return ishi_game_forward (self->game, error);
}

gboolean
ishi_match_last (IshiMatch *self, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return ishi_game_go_to_end (self->game, error);
}

gboolean
ishi_match_go_to (IshiMatch *self, IshiSgfNode *node, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return ishi_game_go_to (self->game, node, error);
}

gboolean
ishi_match_go_to_move (IshiMatch *self, guint move_number, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return ishi_game_go_to_move (self->game, move_number, error);
}

gboolean
ishi_match_step (IshiMatch *self, int moves, GError **error)
{
  IshiSgfNode *before;
  guint number;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);

  before = ishi_game_get_node (self->game);
  number = ishi_game_get_move_number (self->game);
  if (moves < 0)
    {
      /* A resignation or a loss on time is a step of its own, as with
       * ishi_match_back. */
      if (self->forced != ISHI_RESULT_NONE)
        {
          ishi_match_back (self);
          moves++;
        }
      ishi_game_go_to_move (self->game, number > (guint) -moves ? number + moves : 0, error);
    }
  else if (moves > 0)
    ishi_game_go_to_move (self->game, number + moves, error);
  return ishi_game_get_node (self->game) != before || self->forced != ISHI_RESULT_NONE;
}

gboolean
ishi_match_delete_variation (IshiMatch *self, IshiSgfNode *node)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  for (IshiSgfNode *n = self->re_node; n; n = n->parent)
    if (n == node)
      {
        ishi_match_take_back_re (self);
        break;
      }
  for (IshiSgfNode *n = self->forced_node; n; n = n->parent)
    if (n == node)
      {
        self->forced = ISHI_RESULT_NONE;
        self->forced_node = NULL;
        break;
      }
  for (IshiSgfNode *n = self->end_node; n; n = n->parent)
    if (n == node)
      {
        self->end_node = NULL;
        break;
      }
  for (IshiSgfNode *n = self->record_end; n; n = n->parent)
    if (n == node)
      {
        self->record_end = NULL;
        break;
      }
  return ishi_game_delete_variation (self->game, node);
}
