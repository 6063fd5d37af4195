/* ishi-new-game-time.c — see ishi-new-game-time.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-new-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-new-game-time.h"

/* The time drop-down's presets, in its order; after them comes "Other…".
 * Go's are Go's clocks (byo-yomi in periods, Canadian); Renju's are those
 * of its tournaments: absolute time, a main time then a fixed time a move
 * (秒読み in Japan's tournaments), and Fischer's increment as the RIF's
 * championships play it. */
typedef struct {
  const char *label;
  IshiTimeControl tc;
} Preset;

static const Preset go_presets[] = {
  { N_("No time limit"), { .system = ISHI_TIME_NONE } },
  { N_("10 min, then lost on time"), { .system = ISHI_TIME_ABSOLUTE, .main_time = 600 } },
  { N_("10 min + 5 × 30 s byo-yomi"), { .system = ISHI_TIME_BYOYOMI, .main_time = 600, .periods = 5, .period_time = 30 } },
  { N_("30 min + 3 × 60 s byo-yomi"), { .system = ISHI_TIME_BYOYOMI, .main_time = 1800, .periods = 3, .period_time = 60 } },
  { N_("Online byo-yomi: 30 min, 30 s per move at the end"),
    { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 1800, .period_time = 30 } },
  { N_("Canadian: 10 min + 25 moves in 5 min"),
    { .system = ISHI_TIME_CANADIAN, .main_time = 600, .stones = 25, .period_time = 300 } },
  { N_("Fischer: 5 min + 10 s a move"), { .system = ISHI_TIME_FISCHER, .main_time = 300, .increment = 10 } },
};

static const Preset renju_presets[] = {
  { N_("No time limit"), { .system = ISHI_TIME_NONE } },
  { N_("10 min, then lost on time"), { .system = ISHI_TIME_ABSOLUTE, .main_time = 600 } },
  { N_("30 min, then lost on time"), { .system = ISHI_TIME_ABSOLUTE, .main_time = 1800 } },
  { N_("30 min, then 30 s a move"), { .system = ISHI_TIME_BYOYOMI, .main_time = 1800, .periods = 1, .period_time = 30 } },
  { N_("Fischer: 5 min + 10 s a move"), { .system = ISHI_TIME_FISCHER, .main_time = 300, .increment = 10 } },
  { N_("Fischer: 60 min + 30 s a move"), { .system = ISHI_TIME_FISCHER, .main_time = 3600, .increment = 30 } },
};

/* The presets the time drop-down shows now (self->time_renju: Renju's),
 * their number in `n`: its entry `*n` is "Other…". */
static const Preset *
shown_presets (IshiNewGameDialog *self, guint *n)
{
  *n = self->time_renju ? G_N_ELEMENTS (renju_presets) : G_N_ELEMENTS (go_presets);
  return self->time_renju ? renju_presets : go_presets;
}

/* The custom system drop-down's order. */
static const IshiTimeSystem systems[] = {
  ISHI_TIME_ABSOLUTE, ISHI_TIME_BYOYOMI, ISHI_TIME_BYOYOMI_ONLINE,
  ISHI_TIME_CANADIAN, ISHI_TIME_FISCHER,
};

void
ishi_new_game_time_get (IshiNewGameDialog *self, IshiTimeControl *tc)
{
  guint index = gtk_drop_down_get_selected (self->time_dropdown);
  guint n;
  const Preset *presets = shown_presets (self, &n);
  IshiTimeSystem system;
  int seconds;

  if (index < n)
    {
      *tc = presets[index].tc;
      return;
    }
  memset (tc, 0, sizeof *tc);
  system = systems[MIN (gtk_drop_down_get_selected (self->system_dropdown), G_N_ELEMENTS (systems) - 1)];
  seconds = (int) gtk_adjustment_get_value (self->seconds_adjustment);
  tc->system = system;
  tc->main_time = (int) gtk_adjustment_get_value (self->main_adjustment) * 60;
  switch (system)
    {
    case ISHI_TIME_BYOYOMI:
      tc->periods = (int) gtk_adjustment_get_value (self->count_adjustment);
      tc->period_time = seconds;
      break;
    case ISHI_TIME_BYOYOMI_ONLINE:
      tc->period_time = seconds;
      break;
    case ISHI_TIME_CANADIAN:
      tc->stones = (int) gtk_adjustment_get_value (self->count_adjustment);
      tc->period_time = seconds;
      break;
    case ISHI_TIME_FISCHER:
      tc->increment = seconds;
      break;
    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_NONE:
    default:
      break;
    }
}

void
ishi_new_game_time_show (IshiNewGameDialog *self, const IshiTimeControl *tc)
{
  guint n;
  const Preset *presets = shown_presets (self, &n);

  for (guint i = 0; i < n; i++)
    if (ishi_time_control_equal (&presets[i].tc, tc))
      {
        gtk_drop_down_set_selected (self->time_dropdown, i);
        return;
      }
  gtk_drop_down_set_selected (self->time_dropdown, n);
  for (guint i = 0; i < G_N_ELEMENTS (systems); i++)
    if (systems[i] == tc->system)
      gtk_drop_down_set_selected (self->system_dropdown, i);
  gtk_adjustment_set_value (self->main_adjustment, tc->main_time / 60);
  gtk_adjustment_set_value (self->count_adjustment, tc->system == ISHI_TIME_CANADIAN ? tc->stones : tc->periods);
  gtk_adjustment_set_value (self->seconds_adjustment,
                            tc->system == ISHI_TIME_FISCHER ? tc->increment : tc->period_time);
}


/* The time drop-down's entries for the game chosen: Go's or Renju's
 * presets, then "Other…".  The time control shown stays when the other
 * game's list has it, as a custom one when not (the custom systems are
 * the same for both). */
void
ishi_new_game_time_fill (IshiNewGameDialog *self, gboolean renju)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  IshiTimeControl tc = { .system = ISHI_TIME_NONE };
  const Preset *presets;
  guint n;

  if (gtk_drop_down_get_model (self->time_dropdown) != NULL)
    {
      if (self->time_renju == renju)
        return;
      ishi_new_game_time_get (self, &tc);
    }
  self->time_renju = renju;
  presets = shown_presets (self, &n);
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, _(presets[i].label));
  gtk_string_list_append (list, _("Other…"));
  gtk_drop_down_set_model (self->time_dropdown, G_LIST_MODEL (list));
  ishi_new_game_time_show (self, &tc);
}

void
ishi_new_game_time_update_visibility (IshiNewGameDialog *self)
{
  guint time = gtk_drop_down_get_selected (self->time_dropdown);
  guint n_presets;
  IshiTimeSystem system = systems[MIN (gtk_drop_down_get_selected (self->system_dropdown),
                                       G_N_ELEMENTS (systems) - 1)];

  shown_presets (self, &n_presets);
  gtk_widget_set_visible (self->custom_box, time == n_presets);
  gtk_widget_set_visible (self->count_label, system == ISHI_TIME_BYOYOMI || system == ISHI_TIME_CANADIAN);
  gtk_widget_set_visible (self->count_spin, system == ISHI_TIME_BYOYOMI || system == ISHI_TIME_CANADIAN);
  gtk_widget_set_visible (self->seconds_label, system != ISHI_TIME_ABSOLUTE);
  gtk_widget_set_visible (GTK_WIDGET (gtk_widget_get_next_sibling (self->seconds_label)),
                          system != ISHI_TIME_ABSOLUTE);
  gtk_label_set_text_with_mnemonic (GTK_LABEL (self->count_label),
                                    system == ISHI_TIME_CANADIAN ? _("_Moves per block") : _("_Periods"));
  gtk_label_set_text_with_mnemonic (GTK_LABEL (self->seconds_label),
                                    system == ISHI_TIME_FISCHER ? _("_Seconds added a move")
                                    : system == ISHI_TIME_CANADIAN ? _("_Seconds per block")
                                    : _("_Seconds per move"));
}
