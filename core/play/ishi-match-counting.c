/* ishi-match-counting.c — the match while the players count a game of Go
 * after two passes: dead stones, seki and claims marked on its count,
 * play taken up again (Continue Playing), the count finished into the
 * record (Finish: TB, TW and RE), and a finished count opened again
 * (Change the Count, Count Again).  Where the counting phase begins and
 * ends is noticed by ishi-match.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-match"

#include "config.h"

#include "ishi-match-record.h"

gboolean
ishi_match_toggle_dead (IshiMatch *self, int x, int y)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->phase != ISHI_PHASE_COUNTING || self->counting == NULL)
    return FALSE;
  return ishi_counting_toggle_dead (self->counting, x, y);
}

gboolean
ishi_match_toggle_seki (IshiMatch *self, int x, int y)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->phase != ISHI_PHASE_COUNTING || self->counting == NULL)
    return FALSE;
  return ishi_counting_toggle_seki (self->counting, x, y);
}

gboolean
ishi_match_set_claim (IshiMatch *self, int x, int y, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->phase != ISHI_PHASE_COUNTING || self->counting == NULL)
    return FALSE;
  return ishi_counting_set_claim (self->counting, x, y, color);
}

/* The finished count and the result written at `node` (TB, TW, RE). */
static void
remove_finished_count (IshiMatch *self, IshiSgfNode *node)
{
  ishi_sgf_node_remove (node, "TB");
  ishi_sgf_node_remove (node, "TW");
  ishi_sgf_node_remove (root_of (self), "RE");
  self->re_node = NULL;
  ishi_game_touch (self->game);
}

gboolean
ishi_match_continue_play (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->phase != ISHI_PHASE_COUNTING)
    return FALSE;
  /* A count opened again after Finish: the game goes on, and the result
   * the record had is no longer its result. */
  if (self->reopened != NULL && self->reopened == ishi_game_get_node (self->game))
    {
      remove_finished_count (self, self->reopened);
      self->reopened = NULL;
    }
  /* The side to move after two passes is the one who passed first
   * (online-go-rules.ja.txt: play resumes to settle the disagreement). */
  ishi_game_resume (self->game);
  return TRUE;
}

gboolean
ishi_match_finish (IshiMatch *self)
{
  g_autofree char *re = NULL;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->phase != ISHI_PHASE_COUNTING || self->counting == NULL)
    return FALSE;

  re = ishi_counting_get_result (self->counting);
  /* A count opened again and finished as it was leaves the record as it
   * was: nothing to save. */
  if (!(self->reopened == ishi_game_get_node (self->game) && ishi_match_same_finished_count (self, re)))
    {
      ishi_match_write_finished_count (self);
      ishi_match_write_re (self, re);
    }
  self->reopened = NULL;
  self->recorded = FALSE;
  ishi_match_fill_count_result (self);
  ishi_match_set_phase (self, ISHI_PHASE_FINISHED);
  ishi_match_emit_changed (self);
  return TRUE;
}

gboolean
ishi_match_reopen_count (IshiMatch *self)
{
  IshiSgfNode *node;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->phase != ISHI_PHASE_FINISHED || self->result.kind != ISHI_RESULT_COUNT
      || self->counting == NULL || !ishi_score_method_has_dead_stones (self->ruleset->scoring))
    return FALSE;

  node = ishi_game_get_node (self->game);
  /* The record keeps its result and territory until Finish writes the new
   * count (or Continue Playing takes them out): opening the count is no
   * change to save. */
  self->reopened = node;
  self->recorded = FALSE;
  /* The marks the count was finished with stay; their history starts here. */
  ishi_match_set_phase (self, ISHI_PHASE_COUNTING);
  ishi_match_emit_changed (self);
  return TRUE;
}
