/* ishi-engine-sync.c — keeping the engines in step with the game and
 * showing their state: the record told to each engine when it changes,
 * the engine whose turn it is asked to move, its dead stones asked at the
 * count, and the engine bar (starting, thinking, paused, failed).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-control"
#include "config.h"
#include <glib/gi18n.h>
#include "ishi-go-engine-player.h"
#include "ishi-go-levels.h"
#include "ishi-gtp-player.h"
#include "ishi-engine-control-private.h"

/* The bar shows the most pressing: a failure, a pause, a start, a thought. */
void
ishi_engine_control_update_bar (IshiEngineControl *self)
{
  if (self->bar == NULL || self->failed != ISHI_EMPTY || self->match == NULL)
    return;
  if (self->paused)
    {
      ishi_engine_bar_show_paused (self->bar);
      return;
    }
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->sides[c].starting)
      {
        if (ishi_engine_bar_get_state (self->bar) != ISHI_ENGINE_BAR_STARTING)
          ishi_engine_bar_show_starting (self->bar, self->sides[c].spec->name);
        return;
      }
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (ishi_engine_control_thinking (self, c))
      {
        ishi_engine_bar_show_thinking (self->bar, self->sides[c].spec->name);
        return;
      }
  ishi_engine_bar_hide (self->bar);
}

/* Takes the turn back from every thinking engine. */
void
ishi_engine_control_stop_all (IshiEngineControl *self)
{
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      Side *side = &self->sides[c];

      if (ishi_engine_control_gtp_of (side))
        ishi_gtp_player_stop (ishi_engine_control_gtp_of (side));
      else if (side->player)
        ishi_player_cancel (side->player);
    }
}

void
ishi_engine_control_show_failure (IshiEngineControl *self, IshiColor color, const char *message)
{
  IshiGtpPlayer *gtp = ishi_engine_control_gtp_of (&self->sides[color]);
  g_autofree char *output = gtp ? ishi_gtp_engine_get_stderr_tail (ishi_gtp_player_get_engine (gtp)) : NULL;
  g_autofree char *text = g_strdup_printf (_("%s The game is as it was: play on without the engine, or "
                                             "restart it."), message);

  if (self->failed != ISHI_EMPTY)
    return;   /* one failure at a time: the first says what happened */
  self->failed = color;
  ishi_engine_control_stop_all (self);
  if (self->bar)
    ishi_engine_bar_show_failed (self->bar, text, output);
}

void
ishi_engine_control_emit_dead_stones (IshiEngineControl *self, const char *engine, GArray *dead)
{
  g_signal_emit (self, ishi_engine_control_signals[SIGNAL_DEAD_STONES], 0, engine, dead);
}


/* ---- Keeping the GTP engines in step ------------------------------------ */

typedef struct {
  IshiEngineControl *self;   /* owned */
  IshiColor color;
  IshiPlayer *player;        /* owned: the side may have another by then */
} Sync;

static gboolean sync_idle_cb (gpointer data);

static void
synced_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Sync *sync = data;
  IshiEngineControl *self = sync->self;
  Side *side = &self->sides[sync->color];
  g_autoptr(GError) error = NULL;

  gboolean ok = ishi_gtp_player_sync_finish (ISHI_GTP_PLAYER (source), result, &error);
  if (!ok
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY)
      && side->player == sync->player && self->failed == ISHI_EMPTY)
    {
      side->starting = FALSE;
      ishi_engine_control_show_failure (self, sync->color, error->message);
    }
  else if (side->player == sync->player)
    {
      /* Started: what it can be told is remembered for New Game. */
      if (ok && side->starting && side->spec != NULL)
        {
          g_auto(GStrv) commands = ishi_gtp_engine_dup_commands (ishi_gtp_player_get_engine (ISHI_GTP_PLAYER (source)));

          ishi_engine_spec_remember_commands (self->settings, side->spec->command,
                                              (const char *const *) commands);
        }
      side->starting = FALSE;
      ishi_engine_control_update_bar (self);
    }
  /* The record moved on while this sync was out (a variation deleted
   * right after a move into it): once more, from an idle callback. */
  if (ok && side->player == sync->player && side->resync && self->sync_idle == 0)
    self->sync_idle = g_idle_add (sync_idle_cb, self);
  g_object_unref (sync->player);
  g_object_unref (sync->self);
  g_free (sync);
}

/* Brings the GTP engine of `color` in step with the record, unless it is
 * busy (its turn's own sync, or one already out, does it). */
void
ishi_engine_control_sync_side (IshiEngineControl *self, IshiColor color)
{
  Side *side = &self->sides[color];
  Sync *sync;

  if (ishi_engine_control_gtp_of (side) == NULL || self->failed != ISHI_EMPTY)
    return;
  if (ishi_gtp_player_is_busy (ishi_engine_control_gtp_of (side)))
    {
      side->resync = TRUE;
      return;
    }
  side->resync = FALSE;
  sync = g_new0 (Sync, 1);
  sync->self = g_object_ref (self);
  sync->color = color;
  sync->player = g_object_ref (side->player);
  ishi_gtp_player_sync_async (ishi_engine_control_gtp_of (side), self->match, side->cancellable, synced_cb, sync);
}

/* Every change of the match: the bar, and the GTP engines that are not to
 * move brought in step at once (undo, a move in the record, a deleted
 * variation or pass node), so that the engine's board is always Ishi's. */
static void
dead_stones_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiEngineControl) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) dead = ishi_gtp_player_dead_stones_finish (ISHI_GTP_PLAYER (source), result, &error);

  /* An engine without an opinion (an error) just says nothing. */
  if (dead && self->match && ishi_match_get_phase (self->match) == ISHI_PHASE_COUNTING)
    ishi_engine_control_emit_dead_stones (self, ishi_player_get_name (ISHI_PLAYER (source)), dead);
}

/* Ishi's own Go engine answers as a GTP engine's final_status_list. */
typedef struct {
  IshiEngineControl *self;
  char *name;
} IshiDead;

static void
ishi_dead_stones_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiDead *ask = data;
  IshiEngineControl *self = ask->self;
  g_autoptr(GArray) dead = ishi_go_engine_player_dead_stones_finish (result, NULL);

  if (dead && self->match && ishi_match_get_phase (self->match) == ISHI_PHASE_COUNTING && self->asked_dead)
    ishi_engine_control_emit_dead_stones (self, ask->name, dead);
  g_object_unref (ask->self);
  g_free (ask->name);
  g_free (ask);
}

static gboolean
ask_ishi_dead_stones (IshiEngineControl *self, Side *side)
{
  IshiDead *ask;

  if (side->player == NULL || !ISHI_IS_GO_ENGINE_PLAYER (side->player))
    return FALSE;
  ask = g_new0 (IshiDead, 1);
  ask->self = g_object_ref (self);
  ask->name = g_strdup (ishi_player_get_name (side->player));
  self->asked_dead = TRUE;
  ishi_go_engine_player_dead_stones_async (ISHI_GO_ENGINE_PLAYER (side->player), self->match,
                                           side->cancellable, ishi_dead_stones_cb, ask);
  return TRUE;
}

/* At counting, the first idle engine is asked its dead stones: a GTP
 * engine's final_status_list, or Ishi's own engine's the same way. */
static void
ask_dead_stones (IshiEngineControl *self)
{
  gboolean counting = ishi_match_get_phase (self->match) == ISHI_PHASE_COUNTING;

  if (!counting)
    {
      /* Back to play from the count (the players disagreed on the dead
       * stones): the cleanup phase, kgs-genmove_cleanup where listed, so
       * the engine captures the stones it calls dead instead of passing. */
      if (self->asked_dead && ishi_match_get_phase (self->match) == ISHI_PHASE_PLAYING)
        for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
          if (ishi_engine_control_gtp_of (&self->sides[c]))
            ishi_gtp_player_set_cleanup (ishi_engine_control_gtp_of (&self->sides[c]), TRUE);
      if (self->asked_dead)
        ishi_engine_control_emit_dead_stones (self, NULL, NULL);
      self->asked_dead = FALSE;
      return;
    }
  if (self->asked_dead || self->failed != ISHI_EMPTY)
    return;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      IshiGtpPlayer *gtp = ishi_engine_control_gtp_of (&self->sides[c]);

      if (gtp && !ishi_gtp_player_is_busy (gtp))
        {
          self->asked_dead = TRUE;
          ishi_gtp_player_dead_stones_async (gtp, self->match, self->sides[c].cancellable, dead_stones_cb,
                                             g_object_ref (self));
          return;
        }
      if (ask_ishi_dead_stones (self, &self->sides[c]))
        return;
    }
}

void
ishi_engine_control_match_changed_cb (IshiEngineControl *self)
{
  gboolean playing = ishi_match_get_phase (self->match) == ISHI_PHASE_PLAYING
                     && !ishi_match_get_paused (self->match);

  ask_dead_stones (self);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (!(playing && ishi_engine_control_to_move (self) == c))
      ishi_engine_control_sync_side (self, c);
  ishi_engine_control_update_bar (self);
}

static gboolean
sync_idle_cb (gpointer data)
{
  IshiEngineControl *self = data;

  self->sync_idle = 0;
  if (self->match)
    ishi_engine_control_match_changed_cb (self);
  return G_SOURCE_REMOVE;
}

/* An engine stopped thinking: when it was taken back (undo while it
 * thought), what it did meanwhile is repaired now, not at its next turn. */
void
ishi_engine_control_thinking_cb (IshiEngineControl *self)
{
  ishi_engine_control_update_bar (self);
  if (self->sync_idle == 0)
    self->sync_idle = g_idle_add (sync_idle_cb, self);
}
