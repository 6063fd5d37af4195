/* ishi-engine-control-private.h — the engine control's parts, shared by the
 * control (ishi-engine-control.c) and the engines kept in step
 * (ishi-engine-sync.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-engine-control.h"

#include "ishi-go-engine-player.h"
#include "ishi-go-levels.h"
#include "ishi-gtp-player.h"
#include "ishi-piskvork-player.h"

typedef struct {
  IshiPlayer *player;         /* NULL: a person */
  IshiEngineSpec *spec;
  gboolean starting;          /* GTP: its first sync (start, init commands) is out */
  GCancellable *cancellable;  /* the syncs the control asked */
  gboolean resync;            /* the record changed while it was busy */
} Side;

struct _IshiEngineControl {
  GObject parent_instance;

  IshiEngineBar *bar;        /* weak */
  GSettings *settings;       /* move-timeout, the engines (for Restart) */
  IshiMatch *match;
  Side sides[3];             /* by IshiColor */
  IshiColor failed;          /* the engine the bar's failure is about */
  gboolean paused;
  guint sync_idle;           /* a sync after an engine let go of its turn */
  gboolean asked_dead;       /* final_status_list asked for this count */

  /* The adaptive level (issue 21): Ishi's Go engine against a person
   * plays at the level kept for that person's name, which goes up after
   * the person wins and down after a loss, unless a teacher locked it
   * (lock-engine-level). */
  IshiGoLevels *levels;      /* loaded on first use */
  char *adapt_name;          /* the person's name; NULL: no adaptive game */
  IshiColor adapt_person;
  int adapt_level;
  gboolean adapt_done;       /* this game's result is counted */
};


enum { SIGNAL_DEAD_STONES, ENGINE_CONTROL_N_SIGNALS };
extern guint ishi_engine_control_signals[ENGINE_CONTROL_N_SIGNALS];

static inline IshiGtpPlayer *
ishi_engine_control_gtp_of (Side *side)
{
  return side->player && ISHI_IS_GTP_PLAYER (side->player) ? ISHI_GTP_PLAYER (side->player) : NULL;
}

/* The side the match waits for: the side to move, or the player of a
 * step of Renju's opening (White keeping one of Black's fifth moves). */
static inline IshiColor
ishi_engine_control_to_move (IshiEngineControl *self)
{
  return ishi_match_get_acting_color (self->match);
}

/* Is the engine of `color` thinking?  A GTP player says so; Ishi's own
 * engines think from the moment the match asks them (it asks the player
 * to move whenever the game is playing and not paused). */
static inline gboolean
ishi_engine_control_thinking (IshiEngineControl *self, IshiColor color)
{
  Side *side = &self->sides[color];

  if (side->player == NULL || self->failed != ISHI_EMPTY)
    return FALSE;
  if (ishi_engine_control_gtp_of (side))
    return ishi_gtp_player_is_thinking (ishi_engine_control_gtp_of (side));
  if (ISHI_IS_PISKVORK_PLAYER (side->player))
    return ishi_piskvork_player_is_thinking (ISHI_PISKVORK_PLAYER (side->player));
  return ishi_match_get_phase (self->match) == ISHI_PHASE_PLAYING && !ishi_match_get_paused (self->match)
         && ishi_engine_control_to_move (self) == color;
}

void ishi_engine_control_show_failure (IshiEngineControl *self, IshiColor color, const char *message);
void ishi_engine_control_update_bar (IshiEngineControl *self);
void ishi_engine_control_stop_all (IshiEngineControl *self);
void ishi_engine_control_match_changed_cb (IshiEngineControl *self);
void ishi_engine_control_sync_side (IshiEngineControl *self, IshiColor color);
void ishi_engine_control_thinking_cb (IshiEngineControl *self);
/* ishi-engine-sync.c: the bar, a failure, and "dead-stones". */
void ishi_engine_control_emit_dead_stones (IshiEngineControl *self, const char *engine, GArray *dead);
