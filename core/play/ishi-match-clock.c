/* ishi-match-clock.c — the match's clock (issue 13): which side's time
 * runs, following the phase and the place in the record; a move charged to
 * its player and its time left written into the record (BL/WL, OB/OW); a
 * flag fallen ending the game on time; the time control written into a new
 * record; and the pause, which stops both the clock and the players.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-match"

#include "config.h"

#include "ishi-match-clock.h"

/* The clock follows the phase and the place in the record: the side to
 * move's time runs while PLAYING where play goes on — the tip of the
 * record (a node with nothing played after it), or the node a move was
 * just taken back to or played to (play_node) — and nobody's otherwise:
 * stepping through the record to look at it stops the clocks instead of
 * letting a reviewed position lose on time, and a move played from a
 * position looked at starts the other side's time again.  While a move of
 * the match is being played (self->moving) the clock waits for
 * ishi_match_clock_after_move(), which charges the move to its player before the
 * other side's time runs. */
void
ishi_match_clock_sync (IshiMatch *self)
{
  IshiColor to_move = ISHI_EMPTY;
  IshiSgfNode *node;

  if (self->clock == NULL || self->moving != ISHI_EMPTY)
    return;
  node = ishi_game_get_node (self->game);
  if (self->phase == ISHI_PHASE_PLAYING && ishi_match_plays_here (self, node))
    to_move = ishi_match_get_acting_color (self);
  if (ishi_clock_get_side (self->clock) != to_move)
    ishi_clock_switch (self->clock, to_move);
}

/* A move after the flag fell is not in time: the tick notices it, emits
 * "time-out", and the game ends before the move is played. */
gboolean
ishi_match_clock_before_move (IshiMatch *self, IshiColor mover)
{
  if (self->clock == NULL)
    return TRUE;
  ishi_clock_tick (self->clock);
  /* (A side whose loss on time was taken back plays on untimed.) */
  return self->phase == ISHI_PHASE_PLAYING;
}

void
ishi_match_clock_after_move (IshiMatch *self, IshiColor mover)
{
  gint64 time_left;
  int overtime;
  gboolean counted;

  if (self->clock == NULL)
    return;
  /* BL/WL (and OB/OW) only for a move whose time the clock counted: a
   * move played while it stood (from a position looked at) has no time of
   * its own, and got the time of its player's last timed move, repeated
   * (issue 77 item 14). */
  counted = ishi_clock_get_side (self->clock) == mover;
  if (ishi_clock_move_made (self->clock, mover) && counted
      && ishi_clock_get_last_move (self->clock, mover, &time_left, &overtime))
    {
      ishi_node_time_write (ishi_game_get_node (self->game), mover, time_left, overtime);
      ishi_game_touch (self->game);
    }
  /* The move may have ended play (two passes, five in a row). */
  ishi_match_clock_sync (self);
}

static void
clock_time_out_cb (IshiClock *clock, int color, IshiMatch *self)
{
  ishi_match_time_out (self, (IshiColor) color);
}

void
ishi_match_set_clock (IshiMatch *self, IshiClock *clock)
{
  IshiSgfNode *root;

  g_return_if_fail (ISHI_IS_MATCH (self));
  g_return_if_fail (clock == NULL || ISHI_IS_CLOCK (clock));

  if (self->clock == clock)
    return;
  if (self->clock)
    {
      g_signal_handlers_disconnect_by_data (self->clock, self);
      ishi_clock_stop (self->clock);
    }
  g_set_object (&self->clock, clock);
  if (clock == NULL)
    return;

  g_signal_connect (clock, "time-out", G_CALLBACK (clock_time_out_cb), self);
  root = root_of (self);
  if (root->first_child == NULL)
    {
      ishi_time_control_write_root (ishi_clock_get_time_control (clock), root);
      ishi_game_touch (self->game);
    }
  ishi_clock_set_paused (clock, self->paused);
  ishi_match_clock_sync (self);
}

IshiClock *
ishi_match_get_clock (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);
  return self->clock;
}

void
ishi_match_set_paused (IshiMatch *self, gboolean paused)
{
  g_return_if_fail (ISHI_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (self->clock)
    ishi_clock_set_paused (self->clock, paused);
  ishi_match_emit_changed (self);
  if (!paused)
    ishi_match_ask_to_move (self);
}

gboolean
ishi_match_get_paused (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return self->paused;
}
