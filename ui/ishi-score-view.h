/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-render.h"
#include "ishi-game.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SCORE_VIEW (ishi_score_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiScoreView, ishi_score_view, ISHI, SCORE_VIEW, GtkBox)

IshiScoreView *ishi_score_view_new (void);
void  ishi_score_view_set_game (IshiScoreView *self, IshiGame *game, const char *scoring);
void  ishi_score_view_start (IshiScoreView *self);
void  ishi_score_view_toggle (IshiScoreView *self, int x, int y);
void  ishi_score_view_decorate (IshiScoreView *self, IshiBoardModel *model);
char *ishi_score_view_result_text (IshiScoreView *self);

G_END_DECLS
