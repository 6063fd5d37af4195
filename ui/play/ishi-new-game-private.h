/* ishi-new-game-private.h — the New Game dialog's parts, shared by the
 * dialog (ishi-new-game-dialog.c) and what Start makes
 * (ishi-new-game-start.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-go-levels.h"
#include "ishi-new-game-dialog.h"

#include "ishi-a11y-names.h"
#include "ishi-counting.h"
#include "ishi-go-board.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-openings.h"
#include "ishi-engine-spec.h"
#include "ishi-player-chooser.h"
#include "ishi-renju-set.h"

/* What was chosen for one game (Go or Renju) when the other was chosen
 * instead, given back when it comes back. */
typedef struct {
  gboolean kept;
  char *ruleset;            /* the row's id */
  int size, handicap;
  double komi;
  gboolean tournament, nigiri, set;
  guint pattern;
  char *players[2];         /* Black's and White's: "person" or an engine's id */
  char *names[2];           /* a person's name as typed */
} IshiGameChoices;

struct _IshiNewGameDialog {
  GtkWindow parent_instance;

  GtkDropDown *game_dropdown;
  GtkWidget *rules_label, *size_label, *handicap_label, *komi_label, *opening_label;
  GtkDropDown *rules_dropdown;
  GtkLabel *summary_label;
  GtkSpinButton *size_spin;
  GtkAdjustment *size_adjustment;
  GtkWidget *size_box;
  GtkToggleButton *size_buttons[3];   /* 9×9, 13×13, 19×19 */
  GtkSpinButton *handicap_spin;
  GtkAdjustment *handicap_adjustment;
  GtkSpinButton *komi_spin;
  GtkAdjustment *komi_adjustment;
  GtkDropDown *pattern_dropdown;
  GtkCheckButton *nigiri_check;
  GtkCheckButton *tournament_check;
  GtkCheckButton *set_check;
  GtkDropDown *time_dropdown;
  GtkWidget *custom_box;
  GtkDropDown *system_dropdown;
  GtkAdjustment *main_adjustment;
  GtkAdjustment *count_adjustment;
  GtkAdjustment *seconds_adjustment;
  GtkWidget *count_label, *count_spin, *seconds_label;
  GtkWidget *black_label, *white_label;
  IshiPlayerChooser *players[2];   /* Black's, White's */

  GSettings *settings;
  GPtrArray *rows;          /* the IshiRuleset rows the rules drop-down lists */
  gboolean filling;         /* the drop-downs are being filled: ignore their signals */
  gboolean time_renju;      /* the time drop-down lists Renju's presets */
  IshiMatch *match;         /* made by Start */
  IshiRenjuSet *set;        /* made by Start for a two-game set */
  IshiGoLevels *levels;     /* Ishi's levels by player, read when first needed */
  gboolean naming_levels;   /* players_changed_cb() is naming them */
  gboolean built;           /* the players' choosers are there */
  gboolean shown_renju;     /* the game the fields show */
  IshiGameChoices choices[2];   /* Go's and Renju's, as last left */
};

const IshiRuleset *ishi_new_game_dialog_current_row (IshiNewGameDialog *self);
gboolean ishi_new_game_dialog_engine_chooses_opening (IshiNewGameDialog *self);
gboolean ishi_new_game_dialog_is_renju (IshiNewGameDialog *self);
const IshiRenjuOpening *ishi_new_game_dialog_opening_at (guint index);
void ishi_new_game_dialog_remember_choices (IshiNewGameDialog *self, const IshiTimeControl *tc);
void ishi_new_game_dialog_start_clicked_cb (IshiNewGameDialog *self);
/* Emits "done" (ishi-new-game-dialog.c). */
void ishi_new_game_dialog_emit_done (IshiNewGameDialog *self);
