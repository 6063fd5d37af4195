/* ishi-engine-control.c — see ishi-engine-control.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-control"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-engine-control-private.h"
#include "ishi-go-engine-player.h"
#include "ishi-go-levels.h"
#include "ishi-gtp-player.h"

G_DEFINE_FINAL_TYPE (IshiEngineControl, ishi_engine_control, G_TYPE_OBJECT)

guint ishi_engine_control_signals[ENGINE_CONTROL_N_SIGNALS];

static void
failed_cb (IshiGtpPlayer *player, const GError *error, IshiEngineControl *self)
{
  ishi_engine_control_show_failure (self, ISHI_PLAYER (player) == self->sides[ISHI_BLACK].player ? ISHI_BLACK : ISHI_WHITE,
                error->message);
}

static void
brain_failed_cb (IshiPiskvorkPlayer *player, const GError *error, IshiEngineControl *self)
{
  ishi_engine_control_show_failure (self, ISHI_PLAYER (player) == self->sides[ISHI_BLACK].player ? ISHI_BLACK
                                                                                                : ISHI_WHITE,
                                    error->message);
}

/* The engine's process ended between moves (kill -9): said at once, not
 * at its next turn.  While a command is out, its failure says it. */
static void
died_cb (IshiGtpEngine *engine, const GError *error, IshiEngineControl *self)
{
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      IshiGtpPlayer *gtp = ishi_engine_control_gtp_of (&self->sides[c]);

      if (gtp && ishi_gtp_player_get_engine (gtp) == engine && !ishi_gtp_player_is_busy (gtp))
        ishi_engine_control_show_failure (self, c, error->message);
    }
}

static void
stderr_cb (IshiGtpEngine *engine, const char *line, IshiEngineControl *self)
{
  if (self->bar && ishi_engine_bar_get_state (self->bar) == ISHI_ENGINE_BAR_STARTING)
    ishi_engine_bar_add_output (self->bar, line);
}

/* ---- The sides --------------------------------------------------------- */

static void
drop_side (IshiEngineControl *self, IshiColor color)
{
  Side *side = &self->sides[color];

  g_cancellable_cancel (side->cancellable);
  g_clear_object (&side->cancellable);
  side->starting = FALSE;
  if (side->player)
    {
      g_signal_handlers_disconnect_by_data (side->player, self);
      if (ishi_engine_control_gtp_of (side))
        {
          IshiGtpEngine *engine = ishi_gtp_player_get_engine (ishi_engine_control_gtp_of (side));

          g_signal_handlers_disconnect_by_data (engine, self);
          ishi_gtp_player_stop (ishi_engine_control_gtp_of (side));
          ishi_gtp_engine_quit (engine);
        }
      else
        ishi_player_cancel (side->player);
      if (ISHI_IS_PISKVORK_PLAYER (side->player))
        ishi_piskvork_brain_quit (ishi_piskvork_player_get_brain (ISHI_PISKVORK_PLAYER (side->player)));
    }
  g_clear_object (&side->player);
  g_clear_pointer (&side->spec, ishi_engine_spec_free);
}

/* The player for `spec` plays `color`; a GTP engine is started at once
 * (its turn, if it comes meanwhile, waits for the start). */
static void
add_side (IshiEngineControl *self, IshiColor color, const IshiEngineSpec *spec)
{
  Side *side = &self->sides[color];

  side->spec = ishi_engine_spec_copy (spec);
  side->player = ishi_engine_spec_new_player (spec, g_settings_get_int (self->settings, "move-timeout"));
  side->cancellable = g_cancellable_new ();
  if (ishi_engine_control_gtp_of (side))
    {
      g_signal_connect_swapped (side->player, "notify::thinking", G_CALLBACK (ishi_engine_control_thinking_cb), self);
      g_signal_connect (side->player, "failed", G_CALLBACK (failed_cb), self);
      g_signal_connect (ishi_gtp_player_get_engine (ishi_engine_control_gtp_of (side)), "stderr-line", G_CALLBACK (stderr_cb),
                        self);
      g_signal_connect (ishi_gtp_player_get_engine (ishi_engine_control_gtp_of (side)), "died", G_CALLBACK (died_cb), self);
    }
  if (ISHI_IS_PISKVORK_PLAYER (side->player))
    {
      g_signal_connect_swapped (side->player, "notify::thinking", G_CALLBACK (ishi_engine_control_thinking_cb), self);
      g_signal_connect (side->player, "failed", G_CALLBACK (brain_failed_cb), self);
    }
  ishi_match_set_player (self->match, color, side->player);
  if (ishi_engine_control_gtp_of (side))
    {
      side->starting = TRUE;
      ishi_engine_control_sync_side (self, color);
    }
}

/* The match does not ask a player it was just given: the side to move is
 * asked here, when it is an engine and the game goes on. */
static void
ask_to_move (IshiEngineControl *self)
{
  IshiColor c;

  if (self->paused || self->failed != ISHI_EMPTY || ishi_match_get_paused (self->match)
      || ishi_match_get_phase (self->match) != ISHI_PHASE_PLAYING)
    return;
  c = ishi_engine_control_to_move (self);
  if (self->sides[c].player)
    ishi_player_your_turn (self->sides[c].player, self->match);
}

static void
drop_engines (IshiEngineControl *self)
{
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    drop_side (self, c);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  self->failed = ISHI_EMPTY;
  self->paused = FALSE;
  if (self->asked_dead)
    g_signal_emit (self, ishi_engine_control_signals[SIGNAL_DEAD_STONES], 0, NULL, NULL);
  self->asked_dead = FALSE;
  if (self->bar)
    ishi_engine_bar_hide (self->bar);
}

/* The game is over: the person's result moves the level kept for them. */
static void
adapt_phase_cb (IshiEngineControl *self)
{
  g_autoptr(GError) error = NULL;
  IshiResult result;
  int outcome;

  if (self->adapt_name == NULL || self->adapt_done || self->match == NULL
      || ishi_match_get_phase (self->match) != ISHI_PHASE_FINISHED)
    return;
  self->adapt_done = TRUE;
  ishi_match_get_result (self->match, &result);
  outcome = result.winner == self->adapt_person ? 1 : result.winner == ISHI_EMPTY ? 0 : -1;
  ishi_go_levels_record_game (self->levels, self->adapt_name, self->adapt_level, outcome,
                              g_settings_get_boolean (self->settings, "lock-engine-level"), &error);
  if (error)
    g_message ("The engine's level for %s was not saved: %s", self->adapt_name, error->message);
}

/* Ishi's Go engine against a person: its level is the one kept for the
 * person's name (PB/PW, or the login name), unless locked. */
static IshiEngineSpec *
adapt_spec (IshiEngineControl *self, IshiMatch *match, IshiColor engine, const IshiEngineSpec *spec)
{
  IshiEngineSpec *adapted = ishi_engine_spec_copy (spec);
  g_autofree char *name = ishi_game_get_info (ishi_match_get_game (match),
                                              engine == ISHI_BLACK ? "PW" : "PB");

  if (self->levels == NULL)
    {
      g_autoptr(GError) error = NULL;

      self->levels = ishi_go_levels_new (NULL, &error);
      if (error)
        g_message ("%s", error->message);
    }
  g_free (self->adapt_name);
  self->adapt_name = g_strdup (name && *name ? name : g_get_user_name ());
  self->adapt_person = engine == ISHI_BLACK ? ISHI_WHITE : ISHI_BLACK;
  self->adapt_done = FALSE;
  if (!g_settings_get_boolean (self->settings, "lock-engine-level"))
    adapted->level = CLAMP (ishi_go_levels_get (self->levels, self->adapt_name, spec->level), 1, 10);
  self->adapt_level = adapted->level;
  if (adapted->level != spec->level)
    {
      /* The record names the engine with the level it plays at. */
      IshiGame *game = ishi_match_get_game (match);
      const char *key = engine == ISHI_BLACK ? "PB" : "PW";
      g_autofree char *recorded = ishi_game_get_info (game, key);

      g_free (adapted->name);
      adapted->name = g_strdup_printf (_("Ishi (level %d)"), adapted->level);
      if (g_strcmp0 (recorded, spec->name) == 0)
        ishi_game_set_info (game, key, adapted->name);
    }
  return adapted;
}

/* A swap of Renju's opening (ishi-renju-opening.h) moved the match's
 * players to the other colours: the sides follow them, the same engines
 * going on with the colour each holds now. */
static void
colours_exchanged_cb (IshiEngineControl *self)
{
  Side black = self->sides[ISHI_BLACK];

  self->sides[ISHI_BLACK] = self->sides[ISHI_WHITE];
  self->sides[ISHI_WHITE] = black;
  if (self->failed != ISHI_EMPTY)
    self->failed = ishi_color_other (self->failed);
  ishi_engine_control_update_bar (self);
}

void
ishi_engine_control_start (IshiEngineControl *self, IshiMatch *match, const IshiEngineSpec *black,
                           const IshiEngineSpec *white)
{
  const IshiEngineSpec *specs[3] = { NULL, black, white };

  g_return_if_fail (ISHI_IS_ENGINE_CONTROL (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  drop_engines (self);
  g_clear_pointer (&self->adapt_name, g_free);
  if (black == NULL && white == NULL)
    return;
  self->match = g_object_ref (match);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (specs[c] && specs[c]->kind == ISHI_ENGINE_KIND_ISHI_GO && specs[c == ISHI_BLACK ? ISHI_WHITE : ISHI_BLACK] == NULL)
      {
        g_autoptr(IshiEngineSpec) adapted = adapt_spec (self, match, c, specs[c]);

        add_side (self, c, adapted);
      }
    else if (specs[c])
      add_side (self, c, specs[c]);
  g_signal_connect_swapped (match, "changed", G_CALLBACK (ishi_engine_control_match_changed_cb), self);
  g_signal_connect_swapped (match, "colours-exchanged", G_CALLBACK (colours_exchanged_cb), self);
  if (self->adapt_name)
    g_signal_connect_swapped (match, "notify::phase", G_CALLBACK (adapt_phase_cb), self);
  ask_to_move (self);
  ishi_engine_control_update_bar (self);
}

void
ishi_engine_control_exchange (IshiEngineControl *self, IshiMatch *match)
{
  g_autoptr(IshiEngineSpec) black = NULL;
  g_autoptr(IshiEngineSpec) white = NULL;

  g_return_if_fail (ISHI_IS_ENGINE_CONTROL (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  if (self->sides[ISHI_BLACK].spec)
    black = ishi_engine_spec_copy (self->sides[ISHI_BLACK].spec);
  if (self->sides[ISHI_WHITE].spec)
    white = ishi_engine_spec_copy (self->sides[ISHI_WHITE].spec);
  if (black == NULL && white == NULL)
    return;
  ishi_engine_control_start (self, match, white, black);
  /* The colour an engine left is a person's now. */
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->sides[c].player == NULL)
      {
        g_autofree char *name = ishi_game_get_info (ishi_match_get_game (match), c == ISHI_BLACK ? "PB" : "PW");
        g_autoptr(IshiPlayer) person = ishi_human_player_new (name);

        ishi_match_set_player (match, c, person);
      }
}

void
ishi_engine_control_follow (IshiEngineControl *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_ENGINE_CONTROL (self));
  if (match != self->match)
    drop_engines (self);
}

IshiPlayer *
ishi_engine_control_get_player (IshiEngineControl *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_CONTROL (self), NULL);
  return color == ISHI_BLACK || color == ISHI_WHITE ? self->sides[color].player : NULL;
}

const IshiEngineSpec *
ishi_engine_control_get_spec (IshiEngineControl *self, IshiMatch *match, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_CONTROL (self), NULL);
  if (match == NULL || match != self->match || (color != ISHI_BLACK && color != ISHI_WHITE))
    return NULL;
  return self->sides[color].player ? self->sides[color].spec : NULL;
}

/* ---- The bar's buttons ------------------------------------------------ */

static void
pause_cb (IshiEngineControl *self)
{
  if (self->match == NULL)
    return;
  self->paused = TRUE;
  /* Paused first: the match asks nobody to move while paused. */
  ishi_match_set_paused (self->match, TRUE);
  ishi_engine_control_stop_all (self);
  ishi_engine_control_update_bar (self);
}

/* Stop: GTP cannot make an engine move now (ishi-gtp-player.h), so the
 * turn is given back: the person's last move is taken back.  Between two
 * engines, Stop pauses them. */
static void
stop_cb (IshiEngineControl *self)
{
  if (self->match == NULL)
    return;
  if (self->sides[ISHI_BLACK].player && self->sides[ISHI_WHITE].player)
    {
      pause_cb (self);
      return;
    }
  ishi_engine_control_stop_all (self);
  ishi_match_undo (self->match);
  ishi_engine_control_update_bar (self);
}

static void
resume_cb (IshiEngineControl *self)
{
  if (self->match == NULL)
    return;
  self->paused = FALSE;
  ishi_engine_control_update_bar (self);
  if (ishi_match_get_paused (self->match))
    ishi_match_set_paused (self->match, FALSE);   /* asks the player to move */
  else
    ask_to_move (self);
}

/* The failed engine's colour is played by a person from now on. */
static void
play_on_cb (IshiEngineControl *self)
{
  IshiColor c = self->failed;
  g_autoptr(IshiPlayer) person = NULL;

  if (self->match == NULL || c == ISHI_EMPTY || self->sides[c].player == NULL)
    return;
  person = ishi_human_player_new (NULL);
  drop_side (self, c);
  self->failed = ISHI_EMPTY;
  ishi_match_set_player (self->match, c, person);
  resume_cb (self);
}

/* A new player for the failed side: its engine read again from
 * Preferences (the person may have mended its command line there), a new
 * process started and brought in step; then its turn, if it is. */
static void
restart_cb (IshiEngineControl *self)
{
  IshiColor c = self->failed;
  g_autoptr(IshiEngineSpec) spec = NULL;

  if (self->match == NULL || c == ISHI_EMPTY || self->sides[c].player == NULL)
    return;
  spec = ishi_engine_spec_lookup (self->settings, self->sides[c].spec->id);
  if (spec == NULL)
    spec = ishi_engine_spec_copy (self->sides[c].spec);
  drop_side (self, c);
  self->failed = ISHI_EMPTY;
  add_side (self, c, spec);
  resume_cb (self);
}

static void
ishi_engine_control_dispose (GObject *object)
{
  IshiEngineControl *self = ISHI_ENGINE_CONTROL (object);

  if (self->bar)
    {
      g_signal_handlers_disconnect_by_data (self->bar, self);
      g_object_remove_weak_pointer (G_OBJECT (self->bar), (gpointer *) &self->bar);
      self->bar = NULL;
    }
  self->asked_dead = FALSE;   /* no signal while the window goes */
  drop_engines (self);
  g_clear_handle_id (&self->sync_idle, g_source_remove);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->levels, ishi_go_levels_free);
  g_clear_pointer (&self->adapt_name, g_free);
  G_OBJECT_CLASS (ishi_engine_control_parent_class)->dispose (object);
}

static void
ishi_engine_control_class_init (IshiEngineControlClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_engine_control_dispose;
  ishi_engine_control_signals[SIGNAL_DEAD_STONES] =
    g_signal_new ("dead-stones", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_POINTER);
}

static void
ishi_engine_control_init (IshiEngineControl *self)
{
}

IshiEngineControl *
ishi_engine_control_new (IshiEngineBar *bar)
{
  IshiEngineControl *self = g_object_new (ISHI_TYPE_ENGINE_CONTROL, NULL);

  self->bar = bar;
  self->settings = g_settings_new (APP_ID);
  g_object_add_weak_pointer (G_OBJECT (bar), (gpointer *) &self->bar);
  g_signal_connect_swapped (bar, "stop", G_CALLBACK (stop_cb), self);
  g_signal_connect_swapped (bar, "pause", G_CALLBACK (pause_cb), self);
  g_signal_connect_swapped (bar, "resume", G_CALLBACK (resume_cb), self);
  g_signal_connect_swapped (bar, "play-on", G_CALLBACK (play_on_cb), self);
  g_signal_connect_swapped (bar, "restart", G_CALLBACK (restart_cb), self);
  return self;
}
