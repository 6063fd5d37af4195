/* ishi-clock.c — a game clock for both sides.
 *
 * Each side keeps what its clock showed when its last turn ended (main
 * time, the overtime count, the time left in the current period or
 * block).  The side to move additionally has the moment its turn began;
 * everything shown is that stored state with the time since then spent on
 * it (spend()), so a query never changes the clock and a clock that nobody
 * asks costs nothing.  A move charges the spent time for good and then
 * counts the overtime (finish_move()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-clock"

#include "config.h"

#include <string.h>

#include "ishi-clock.h"

typedef struct {
  gint64 main_left;     /* µs */
  int count;            /* BYOYOMI: periods left; CANADIAN: stones left in the block */
  gint64 period_left;   /* µs, in overtime */
  gboolean overtime;
  gboolean flagged;
  gboolean moved;
  gint64 last_time;     /* what the last move leaves in BL/WL */
  int last_overtime;    /* ... and in OB/OW, -1 for none */
} Side;

struct _IshiClock {
  GObject parent_instance;

  IshiTimeControl tc;
  Side sides[3];          /* indexed by IshiColor */
  IshiColor side;         /* whose turn is counted; ISHI_EMPTY when stopped */
  gint64 started;         /* when that turn began, moved on by pauses */
  gboolean paused;
  gint64 paused_at;

  IshiClockTimeFunc time_func;
  gpointer time_data;
  GDestroyNotify time_destroy;

  GSource *ticker;
};

G_DEFINE_FINAL_TYPE (IshiClock, ishi_clock, G_TYPE_OBJECT)

enum {
  TIME_OUT,
  CHANGED,
  TICK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define SECONDS(s) ((gint64) (s) * G_USEC_PER_SEC)

static gint64
now (IshiClock *self)
{
  return self->time_func ? self->time_func (self->time_data) : g_get_monotonic_time ();
}

/* The time the counted side has spent in this turn. */
static gint64
elapsed (IshiClock *self)
{
  gint64 t;

  if (self->side == ISHI_EMPTY)
    return 0;
  t = (self->paused ? self->paused_at : now (self)) - self->started;
  return MAX (t, 0);
}

static void
side_init (const IshiTimeControl *tc, Side *s)
{
  memset (s, 0, sizeof *s);
  s->main_left = SECONDS (tc->main_time);
  s->last_overtime = -1;
  s->period_left = -1;
  switch (tc->system)
    {
    case ISHI_TIME_BYOYOMI:
    case ISHI_TIME_CANADIAN:
      s->count = tc->system == ISHI_TIME_BYOYOMI ? tc->periods : tc->stones;
      if (s->main_left == 0)
        {
          s->overtime = TRUE;
          s->period_left = SECONDS (tc->period_time);
        }
      break;
    case ISHI_TIME_BYOYOMI_ONLINE:
      if (tc->main_time == 0)
        {
          s->overtime = TRUE;
          s->period_left = SECONDS (tc->period_time);
        }
      else if (s->main_left < SECONDS (tc->period_time))
        {
          s->overtime = TRUE;
          s->period_left = s->main_left;
        }
      break;
    case ISHI_TIME_NONE:
    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_FISCHER:
    default:
      break;
    }
}

/* Spends `t` µs of a turn from `s`.  FALSE when the time runs out on the
 * way: the flag falls.  A time that reaches exactly 0 has run out
 * (online-go-rules.ja.txt: 残り時間が0となると…投了), so a move made with
 * any time left is in time and a move made at 0 is not. */
static gboolean
spend (const IshiTimeControl *tc, Side *s, gint64 t)
{
  gint64 period = SECONDS (tc->period_time);

  switch (tc->system)
    {
    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_FISCHER:
      if (t >= s->main_left)
        {
          s->main_left = 0;
          return FALSE;
        }
      s->main_left -= t;
      return TRUE;

    case ISHI_TIME_BYOYOMI_ONLINE:
      /* online-go-rules.ja.txt, byoyomi: with a main time, the reading of
       * the seconds per move starts once the remaining main time is below
       * them, and the game is lost when the main time reaches 0 — the
       * limit per move cannot bind before that, so only the main time is
       * counted.  Without a main time, each move within the seconds. */
      if (tc->main_time > 0)
        {
          if (t >= s->main_left)
            {
              s->main_left = 0;
              s->overtime = TRUE;
              s->period_left = 0;
              return FALSE;
            }
          s->main_left -= t;
          s->overtime = s->main_left < period;
          s->period_left = s->overtime ? s->main_left : -1;
          return TRUE;
        }
      if (t >= s->period_left)
        {
          s->period_left = 0;
          return FALSE;
        }
      s->period_left -= t;
      return TRUE;

    case ISHI_TIME_BYOYOMI:
    case ISHI_TIME_CANADIAN:
      if (!s->overtime)
        {
          if (t < s->main_left)
            {
              s->main_left -= t;
              return TRUE;
            }
          /* The main time is used up: the rest of the turn is overtime. */
          t -= s->main_left;
          s->main_left = 0;
          s->overtime = TRUE;
          s->period_left = period;
          s->count = tc->system == ISHI_TIME_BYOYOMI ? tc->periods : tc->stones;
        }
      if (tc->system == ISHI_TIME_CANADIAN)
        {
          /* The block's time is for all its stones. */
          if (t >= s->period_left)
            {
              s->period_left = 0;
              return FALSE;
            }
          s->period_left -= t;
          return TRUE;
        }
      /* Japanese byo-yomi: a period that runs out is used up and the next
       * one starts; when the last one runs out the flag falls. */
      while (t >= s->period_left)
        {
          t -= s->period_left;
          s->count--;
          if (s->count <= 0)
            {
              s->count = 0;
              s->period_left = 0;
              return FALSE;
            }
          s->period_left = period;
        }
      s->period_left -= t;
      return TRUE;

    case ISHI_TIME_NONE:
    default:
      return TRUE;
    }
}

/* The move is made in time: count the overtime and note what the record
 * gets (ishi_clock_get_last_move). */
static void
finish_move (const IshiTimeControl *tc, Side *s)
{
  gint64 period = SECONDS (tc->period_time);

  s->moved = TRUE;
  s->last_overtime = -1;
  switch (tc->system)
    {
    case ISHI_TIME_FISCHER:
      {
        gint64 left = s->main_left + SECONDS (tc->increment);

        /* The cap limits what the increment may bring, not what the
         * player already had. */
        if (tc->cap > 0 && left > SECONDS (tc->cap))
          left = MAX (SECONDS (tc->cap), s->main_left);
        s->main_left = left;
        s->last_time = left;
      }
      break;

    case ISHI_TIME_BYOYOMI:
      if (s->overtime)
        {
          /* A move within the period keeps it; the count starts again. */
          s->last_time = s->period_left;
          s->last_overtime = s->count;
          s->period_left = period;
        }
      else
        s->last_time = s->main_left;
      break;

    case ISHI_TIME_CANADIAN:
      if (s->overtime)
        {
          s->count--;
          if (s->count <= 0)
            {
              /* The block is played in time: a new one starts. */
              s->count = tc->stones;
              s->period_left = period;
            }
          s->last_time = s->period_left;
          s->last_overtime = s->count;
        }
      else
        s->last_time = s->main_left;
      break;

    case ISHI_TIME_BYOYOMI_ONLINE:
      if (tc->main_time > 0)
        s->last_time = s->main_left;
      else
        {
          s->last_time = s->period_left;
          s->period_left = period;
        }
      break;

    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_NONE:
    default:
      s->last_time = s->main_left;
      break;
    }
}

/* ------------------------------------------------------------------------ */

static void
ishi_clock_dispose (GObject *object)
{
  IshiClock *self = ISHI_CLOCK (object);

  ishi_clock_set_ticking (self, 0);
  G_OBJECT_CLASS (ishi_clock_parent_class)->dispose (object);
}

static void
ishi_clock_finalize (GObject *object)
{
  IshiClock *self = ISHI_CLOCK (object);

  if (self->time_destroy)
    self->time_destroy (self->time_data);
  G_OBJECT_CLASS (ishi_clock_parent_class)->finalize (object);
}

static void
ishi_clock_class_init (IshiClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ishi_clock_dispose;
  object_class->finalize = ishi_clock_finalize;

  signals[TIME_OUT] = g_signal_new ("time-out", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[TICK] = g_signal_new ("tick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_clock_init (IshiClock *self)
{
  self->side = ISHI_EMPTY;
}

IshiClock *
ishi_clock_new (const IshiTimeControl *tc)
{
  IshiClock *self = g_object_new (ISHI_TYPE_CLOCK, NULL);

  if (tc != NULL && ishi_time_control_validate (tc, NULL))
    self->tc = *tc;
  ishi_clock_reset (self);
  return self;
}

void
ishi_clock_set_time_source (IshiClock *self, IshiClockTimeFunc func, gpointer user_data,
                            GDestroyNotify destroy)
{
  g_return_if_fail (ISHI_IS_CLOCK (self));

  if (self->time_destroy)
    self->time_destroy (self->time_data);
  self->time_func = func;
  self->time_data = user_data;
  self->time_destroy = destroy;
}

const IshiTimeControl *
ishi_clock_get_time_control (IshiClock *self)
{
  g_return_val_if_fail (ISHI_IS_CLOCK (self), NULL);
  return &self->tc;
}

void
ishi_clock_reset (IshiClock *self)
{
  g_return_if_fail (ISHI_IS_CLOCK (self));

  side_init (&self->tc, &self->sides[ISHI_BLACK]);
  side_init (&self->tc, &self->sides[ISHI_WHITE]);
  self->side = ISHI_EMPTY;
  self->started = self->paused_at = now (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* `color`'s flag falls: the clock stops, "time-out" once. */
static void
flag_falls (IshiClock *self, IshiColor color)
{
  self->sides[color].flagged = TRUE;
  self->side = ISHI_EMPTY;
  g_signal_emit (self, signals[TIME_OUT], 0, (int) color);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Charges the counted side's time until now.  FALSE when it ran out (the
 * flag has then fallen). */
static gboolean
charge (IshiClock *self)
{
  IshiColor color = self->side;
  Side *s;

  if (color == ISHI_EMPTY)
    return TRUE;
  s = &self->sides[color];
  if (!spend (&self->tc, s, elapsed (self)))
    {
      flag_falls (self, color);
      return FALSE;
    }
  self->started = self->paused ? self->paused_at : now (self);
  return TRUE;
}

static void
start (IshiClock *self, IshiColor color)
{
  self->side = color;
  self->started = now (self);
  if (self->paused)
    self->paused_at = self->started;
}

void
ishi_clock_switch (IshiClock *self, IshiColor color)
{
  g_return_if_fail (ISHI_IS_CLOCK (self));
  g_return_if_fail (color == ISHI_EMPTY || color == ISHI_BLACK || color == ISHI_WHITE);

  charge (self);
  if (color != ISHI_EMPTY && self->sides[color].flagged)
    color = ISHI_EMPTY;
  if (color == ISHI_EMPTY)
    self->side = ISHI_EMPTY;
  else
    start (self, color);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
ishi_clock_move_made (IshiClock *self, IshiColor color)
{
  Side s;

  g_return_val_if_fail (ISHI_IS_CLOCK (self), FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);

  if (self->sides[color].flagged)
    return FALSE;
  if (self->side != color)
    {
      ishi_clock_switch (self, ishi_color_other (color));
      return TRUE;
    }

  s = self->sides[color];
  if (!spend (&self->tc, &s, elapsed (self)))
    {
      /* Too late: the flag had fallen before the move. */
      self->sides[color] = s;
      flag_falls (self, color);
      return FALSE;
    }
  finish_move (&self->tc, &s);
  self->sides[color] = s;

  if (self->sides[ishi_color_other (color)].flagged)
    self->side = ISHI_EMPTY;
  else
    start (self, ishi_color_other (color));
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
ishi_clock_stop (IshiClock *self)
{
  g_return_if_fail (ISHI_IS_CLOCK (self));
  ishi_clock_switch (self, ISHI_EMPTY);
}

void
ishi_clock_set_paused (IshiClock *self, gboolean paused)
{
  gint64 t;

  g_return_if_fail (ISHI_IS_CLOCK (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  t = now (self);
  if (paused)
    self->paused_at = t;
  else
    self->started += t - self->paused_at;
  self->paused = paused;
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
ishi_clock_get_paused (IshiClock *self)
{
  g_return_val_if_fail (ISHI_IS_CLOCK (self), FALSE);
  return self->paused;
}

IshiColor
ishi_clock_get_side (IshiClock *self)
{
  g_return_val_if_fail (ISHI_IS_CLOCK (self), ISHI_EMPTY);
  return self->side;
}

gboolean
ishi_clock_tick (IshiClock *self)
{
  Side s;

  g_return_val_if_fail (ISHI_IS_CLOCK (self), FALSE);

  if (self->side == ISHI_EMPTY)
    return !self->sides[ISHI_BLACK].flagged && !self->sides[ISHI_WHITE].flagged;

  s = self->sides[self->side];
  if (!spend (&self->tc, &s, elapsed (self)))
    {
      IshiColor color = self->side;

      self->sides[color] = s;
      flag_falls (self, color);
      return FALSE;
    }
  if (!self->paused)
    g_signal_emit (self, signals[TICK], 0);
  return TRUE;
}

static gboolean
ticker_cb (gpointer data)
{
  ishi_clock_tick (ISHI_CLOCK (data));
  return G_SOURCE_CONTINUE;
}

void
ishi_clock_set_ticking (IshiClock *self, guint interval_ms)
{
  g_return_if_fail (ISHI_IS_CLOCK (self));

  if (self->ticker)
    {
      g_source_destroy (self->ticker);
      g_clear_pointer (&self->ticker, g_source_unref);
    }
  if (interval_ms == 0)
    return;
  self->ticker = g_timeout_source_new (interval_ms);
  g_source_set_name (self->ticker, "[ishi] clock ticker");
  g_source_set_callback (self->ticker, ticker_cb, self, NULL);
  g_source_attach (self->ticker, g_main_context_get_thread_default ());
}

void
ishi_clock_get_state (IshiClock *self, IshiColor color, IshiClockState *state)
{
  const IshiTimeControl *tc;
  Side s;
  gboolean counted;

  g_return_if_fail (ISHI_IS_CLOCK (self));
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);
  g_return_if_fail (state != NULL);

  tc = &self->tc;
  s = self->sides[color];
  counted = self->side == color && !s.flagged;
  if (counted && !spend (tc, &s, elapsed (self)))
    {
      /* Run out, not yet noticed by a tick: show 0. */
      s.main_left = MIN (s.main_left, 0);
      if (s.overtime)
        s.period_left = 0;
    }

  memset (state, 0, sizeof *state);
  state->running = counted && !self->paused;
  state->flag_fallen = s.flagged;
  if (tc->system == ISHI_TIME_NONE)
    {
      state->main_left = state->period_left = state->countdown = -1;
      state->periods_left = -1;
      return;
    }
  state->main_left = MAX (s.main_left, 0);
  state->in_overtime = s.overtime;
  state->period_left = s.overtime ? MAX (s.period_left, 0) : -1;
  state->periods_left = (tc->system == ISHI_TIME_BYOYOMI || tc->system == ISHI_TIME_CANADIAN)
                        ? s.count : -1;
  state->countdown = s.overtime ? state->period_left : state->main_left;
  if (s.flagged)
    state->countdown = 0;

  /* The last 10 seconds of a period, a block, or a time whose end loses
   * (absolute, Fischer, the online page's byo-yomi); the end of the main
   * time before Japanese or Canadian overtime loses nothing. */
  if (state->countdown > 0 && state->countdown <= ISHI_CLOCK_LAST_SECONDS)
    state->last_seconds = s.overtime || tc->system == ISHI_TIME_ABSOLUTE
                          || tc->system == ISHI_TIME_FISCHER
                          || tc->system == ISHI_TIME_BYOYOMI_ONLINE;
}

gint64
ishi_clock_get_main_left (IshiClock *self, IshiColor color)
{
  IshiClockState state;

  ishi_clock_get_state (self, color, &state);
  return state.main_left;
}

int
ishi_clock_get_periods_left (IshiClock *self, IshiColor color)
{
  IshiClockState state;

  ishi_clock_get_state (self, color, &state);
  return state.periods_left;
}

gint64
ishi_clock_get_period_left (IshiClock *self, IshiColor color)
{
  IshiClockState state;

  ishi_clock_get_state (self, color, &state);
  return state.period_left;
}

gboolean
ishi_clock_is_in_overtime (IshiClock *self, IshiColor color)
{
  IshiClockState state;

  ishi_clock_get_state (self, color, &state);
  return state.in_overtime;
}

gboolean
ishi_clock_is_last_seconds (IshiClock *self, IshiColor color)
{
  IshiClockState state;

  ishi_clock_get_state (self, color, &state);
  return state.last_seconds;
}

gboolean
ishi_clock_has_flag_fallen (IshiClock *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_CLOCK (self), FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);
  return self->sides[color].flagged;
}

gboolean
ishi_clock_get_last_move (IshiClock *self, IshiColor color, gint64 *time_left,
                          int *overtime_left)
{
  const Side *s;

  g_return_val_if_fail (ISHI_IS_CLOCK (self), FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);

  s = &self->sides[color];
  if (!s->moved || self->tc.system == ISHI_TIME_NONE)
    return FALSE;
  if (time_left)
    *time_left = s->last_time;
  if (overtime_left)
    *overtime_left = s->last_overtime;
  return TRUE;
}

void
ishi_clock_restore (IshiClock *self, IshiColor color, const IshiNodeTime *time)
{
  const IshiTimeControl *tc;
  Side *s;
  gint64 t, period;

  g_return_if_fail (ISHI_IS_CLOCK (self));
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);
  g_return_if_fail (time != NULL);

  tc = &self->tc;
  period = SECONDS (tc->period_time);
  s = &self->sides[color];
  if (self->side == color)
    start (self, color);
  side_init (tc, s);
  if (!time->has_time && !time->has_overtime)
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }
  t = (gint64) (time->time_left * G_USEC_PER_SEC + 0.5);

  switch (tc->system)
    {
    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_FISCHER:
      s->main_left = t;
      break;
    case ISHI_TIME_BYOYOMI:
      if (time->has_overtime)
        {
          s->main_left = 0;
          s->overtime = TRUE;
          s->count = CLAMP (time->overtime_left, 1, MAX (tc->periods, 1));
          s->period_left = period;
        }
      else if (time->has_time)
        s->main_left = t;
      break;
    case ISHI_TIME_CANADIAN:
      if (time->has_overtime)
        {
          s->main_left = 0;
          s->overtime = TRUE;
          s->count = time->overtime_left > 0 ? MIN (time->overtime_left, tc->stones) : tc->stones;
          s->period_left = time->has_time ? MIN (t, period) : period;
        }
      else if (time->has_time)
        s->main_left = t;
      break;
    case ISHI_TIME_BYOYOMI_ONLINE:
      if (tc->main_time > 0 && time->has_time)
        {
          s->main_left = t;
          s->overtime = t < period;
          s->period_left = s->overtime ? t : -1;
        }
      break;
    case ISHI_TIME_NONE:
    default:
      break;
    }
  /* A side restored with nothing left loses at the next tick, with
   * "time-out", as if its time had just run out. */
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ishi_clock_restore_from_node (IshiClock *self, const IshiSgfNode *node)
{
  g_return_if_fail (ISHI_IS_CLOCK (self));
  g_return_if_fail (node != NULL);

  for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
    {
      IshiNodeTime time;

      ishi_node_time_find (node, color, &time);
      ishi_clock_restore (self, color, &time);
    }
}

char *
ishi_clock_format (IshiClock *self, IshiColor color)
{
  IshiClockState state;
  g_autofree char *time = NULL;

  g_return_val_if_fail (ISHI_IS_CLOCK (self), NULL);

  ishi_clock_get_state (self, color, &state);
  if (self->tc.system == ISHI_TIME_NONE)
    return g_strdup ("");
  time = ishi_time_format (state.countdown, state.last_seconds);
  if (state.in_overtime && self->tc.system == ISHI_TIME_BYOYOMI)
    return g_strdup_printf ("%s (%d)", time, state.periods_left);
  if (state.in_overtime && self->tc.system == ISHI_TIME_CANADIAN)
    return g_strdup_printf ("%s / %d", time, state.periods_left);
  return g_steal_pointer (&time);
}
