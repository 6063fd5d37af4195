/* ishi-engine-control.c — see ishi-engine-control.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-control"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-engine-control.h"


struct _IshiEngineControl {
  GObject parent_instance;

  IshiEngineBar *bar;                /* weak */
  GSettings *settings;               /* move-timeout */
  IshiMatch *match;
  IshiEnginePlayer *engines[3];      /* by IshiColor */
  IshiColor failed;                  /* the engine the bar's failure is about */
  gboolean paused;
};

G_DEFINE_FINAL_TYPE (IshiEngineControl, ishi_engine_control, G_TYPE_OBJECT)

static gboolean
two_engines (IshiEngineControl *self)
{
  return self->engines[ISHI_BLACK] && self->engines[ISHI_WHITE];
}

/* The bar shows the most pressing engine: a failure, a start, a thought. */
static void
update_bar (IshiEngineControl *self)
{
  if (self->bar == NULL || self->failed != ISHI_EMPTY)
    return;
  if (self->paused)
    {
      ishi_engine_bar_show_paused (self->bar);
      return;
    }
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c] && ishi_engine_player_get_state (self->engines[c]) == ISHI_ENGINE_STARTING)
      {
        if (ishi_engine_bar_get_state (self->bar) != ISHI_ENGINE_BAR_STARTING)
          ishi_engine_bar_show_starting (self->bar, ishi_engine_player_get_name (self->engines[c]));
        return;
      }
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c] && ishi_engine_player_get_state (self->engines[c]) == ISHI_ENGINE_THINKING)
      {
        ishi_engine_bar_show_thinking (self->bar, ishi_engine_player_get_name (self->engines[c]));
        return;
      }
  ishi_engine_bar_hide (self->bar);
}

static IshiColor
color_of (IshiEngineControl *self, IshiEnginePlayer *engine)
{
  return engine == self->engines[ISHI_BLACK] ? ISHI_BLACK : ISHI_WHITE;
}

static void
failed_cb (IshiEnginePlayer *engine, const char *message, IshiEngineControl *self)
{
  g_autofree char *output = ishi_engine_player_get_output (engine);
  g_autofree char *text = g_strdup_printf (_("%s The game is as it was: play on without the engine, or "
                                             "restart it."), message);

  self->failed = color_of (self, engine);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c] && self->engines[c] != engine)
      ishi_engine_player_set_paused (self->engines[c], TRUE);
  if (self->bar)
    ishi_engine_bar_show_failed (self->bar, text, output);
}

static void
output_cb (IshiEnginePlayer *engine, const char *line, IshiEngineControl *self)
{
  if (self->bar && ishi_engine_player_get_state (engine) == ISHI_ENGINE_STARTING)
    ishi_engine_bar_add_output (self->bar, line);
}

static void
drop_engines (IshiEngineControl *self)
{
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c])
      {
        g_signal_handlers_disconnect_by_data (self->engines[c], self);
        g_clear_object (&self->engines[c]);
      }
  g_clear_object (&self->match);
  self->failed = ISHI_EMPTY;
  self->paused = FALSE;
  if (self->bar)
    ishi_engine_bar_hide (self->bar);
}

void
ishi_engine_control_start (IshiEngineControl *self, IshiMatch *match, const IshiEngineSpec *black,
                           const IshiEngineSpec *white)
{
  const IshiEngineSpec *specs[3] = { NULL, black, white };

  g_return_if_fail (ISHI_IS_ENGINE_CONTROL (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  drop_engines (self);
  if (black == NULL && white == NULL)
    return;
  self->match = g_object_ref (match);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (specs[c])
      {
        self->engines[c] = ishi_engine_player_new (specs[c], c,
                                                    (guint) g_settings_get_int (self->settings, "move-timeout"));
        ishi_engine_player_attach (self->engines[c], match);
        g_signal_connect_swapped (self->engines[c], "notify::state", G_CALLBACK (update_bar), self);
        g_signal_connect (self->engines[c], "failed", G_CALLBACK (failed_cb), self);
        g_signal_connect (self->engines[c], "output", G_CALLBACK (output_cb), self);
        ishi_match_set_player (match, c, ISHI_PLAYER (self->engines[c]));
      }
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c] && self->failed == ISHI_EMPTY)
      ishi_engine_player_start (self->engines[c]);
  update_bar (self);
}

void
ishi_engine_control_follow (IshiEngineControl *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_ENGINE_CONTROL (self));
  if (match != self->match)
    drop_engines (self);
}

IshiEnginePlayer *
ishi_engine_control_get_engine (IshiEngineControl *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_CONTROL (self), NULL);
  return color == ISHI_BLACK || color == ISHI_WHITE ? self->engines[color] : NULL;
}

/* ---- The bar's buttons ------------------------------------------------ */

/* Stop: GTP cannot make an engine move now, so the turn is given back: the
 * person's last move is taken back and it is the person's turn again.
 * Between two engines, Stop pauses them. */
static void
stop_cb (IshiEngineControl *self)
{
  if (self->match == NULL)
    return;
  if (two_engines (self))
    {
      self->paused = TRUE;
      for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
        ishi_engine_player_set_paused (self->engines[c], TRUE);
      ishi_match_set_paused (self->match, TRUE);
      update_bar (self);
      return;
    }
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c])
      ishi_engine_player_stop_thinking (self->engines[c]);
  ishi_match_undo (self->match);
  update_bar (self);
}

static void
pause_cb (IshiEngineControl *self)
{
  if (self->match == NULL)
    return;
  self->paused = TRUE;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c])
      ishi_engine_player_set_paused (self->engines[c], TRUE);
  ishi_match_set_paused (self->match, TRUE);
  update_bar (self);
}

static void
resume_cb (IshiEngineControl *self)
{
  if (self->match == NULL)
    return;
  self->paused = FALSE;
  ishi_match_set_paused (self->match, FALSE);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (self->engines[c])
      ishi_engine_player_set_paused (self->engines[c], FALSE);
  update_bar (self);
}

/* The failed engine's colour is played by a person from now on. */
static void
play_on_cb (IshiEngineControl *self)
{
  IshiColor c = self->failed;
  g_autoptr(IshiPlayer) person = NULL;

  if (self->match == NULL || c == ISHI_EMPTY || self->engines[c] == NULL)
    return;
  person = ishi_human_player_new (NULL);
  g_signal_handlers_disconnect_by_data (self->engines[c], self);
  g_clear_object (&self->engines[c]);
  self->failed = ISHI_EMPTY;
  ishi_match_set_player (self->match, c, person);
  /* The other engine, if any, goes on. */
  resume_cb (self);
}

static void
restart_cb (IshiEngineControl *self)
{
  IshiColor c = self->failed;

  if (self->match == NULL || c == ISHI_EMPTY || self->engines[c] == NULL)
    return;
  self->failed = ISHI_EMPTY;
  ishi_engine_player_start (self->engines[c]);
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
  drop_engines (self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_engine_control_parent_class)->dispose (object);
}

static void
ishi_engine_control_class_init (IshiEngineControlClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_engine_control_dispose;
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
