/* ishi-game-panel-private.h — the game panel's parts, shared by the panel
 * (ishi-game-panel.c) and the count it draws on the board
 * (ishi-game-panel-count.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-game-panel.h"

#include "ishi-score-view.h"

struct _IshiGamePanel {
  GtkBox parent_instance;

  GtkWidget *count_view;    /* these two placed by the play page */
  GtkWidget *count_buttons;
  IshiClockView *clock_view;
  GtkWidget *off_board_box;
  GtkWidget *off_board_button;
  GtkWidget *stop_button;
  IshiScoreView *score_view;
  GtkToggleButton *seki_toggle;
  GtkWidget *continue_button;
  GtkWidget *undo_mark_button;
  GtkWidget *finish_button;
  GtkWidget *reopen_button;
  GtkToggleButton *claim_toggle;
  GtkWidget *claim_box;
  GtkWidget *accept_button;
  GtkWidget *dispute_button;
  GtkWidget *step_box;
  GtkWidget *step_back_button;
  GtkWidget *step_forward_button;
  GtkLabel *step_label;
  GtkDropDown *way_dropdown;
  GtkLabel *status_label;
  GtkWidget *status_read;   /* the status line with readings, in its stead */
  GtkWidget *status_head;   /* in it: the headline (IshiLessonText) */
  GtkWidget *status_ruby;   /*        the line or lines */
  GtkWidget *status_end;

  IshiMatch *match;
  IshiGame *game;
  char *message;
  char *hint;
  char *numbers_note;      /* "10 at 4": the moves numbered that no stone shows */
  char *estimate;          /* the analysis' estimate in words, or its message */

  /* Equal stones: the step of the count shown on the board (-1: none,
   * the count as usual), and a claim waiting for the other player. */
  int step;
  gboolean pending;
  IshiPoint claim_point;
  IshiColor claim_color;
  gboolean count_shown;
  int grade;                /* the reader's school year, 1–6; 0: none */
};


gboolean ishi_game_panel_claims_allowed (IshiGamePanel *self);
void ishi_game_panel_update (IshiGamePanel *self);
void ishi_game_panel_accept_cb (IshiGamePanel *self);
void ishi_game_panel_dispute_cb (IshiGamePanel *self);
/* Emits "board-changed" (ishi-game-panel.c). */
void ishi_game_panel_emit_board_changed (IshiGamePanel *self);
