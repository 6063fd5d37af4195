/* ishi-game-panel.h — under the board: the players while the game goes
 * on, the count and its buttons once it is over, and the status line.
 *
 * A view of an IshiMatch: it follows the match's "changed" signal.  The
 * count (its table and its buttons) is the panel's, placed beside the
 * board (place_count) and shown while the property "count-shown" is TRUE;
 * the panel also draws the count on the board (ishi_game_panel_decorate).  Its
 * buttons use the play page's
 * actions (play.finish, play.continue, play.undo, play.reopen-count).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-frame.h"
#include "ishi-board-render.h"
#include "ishi-board-view.h"
#include "ishi-clock-view.h"

#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GAME_PANEL (ishi_game_panel_get_type ())
G_DECLARE_FINAL_TYPE (IshiGamePanel, ishi_game_panel, ISHI, GAME_PANEL, GtkBox)

void ishi_game_panel_set_match (IshiGamePanel *self, IshiMatch *match);
/* What the status line says besides the game's state: the last refusal
 * (`message`) and why the point under the pointer is forbidden (`hint`);
 * either may be NULL. */
void ishi_game_panel_set_note (IshiGamePanel *self, const char *message, const char *hint);
/* The estimate of the score in words (or the engine's message instead),
 * said in the status line; NULL for none. */
void ishi_game_panel_set_estimate (IshiGamePanel *self, const char *estimate);
/* The notes of the numbers on the stones ("10 at 4"), under the status;
 * NULL for none. */
void ishi_game_panel_set_numbers_note (IshiGamePanel *self, const char *note);
/* An engine's dead stones beside the count (ishi_score_view_set_engine_dead). */
void ishi_game_panel_set_engine_dead (IshiGamePanel *self, const char *engine, GArray *dead);
/* The box at the end of the status line, for what an engine is doing (a
 * widget no higher than a button: the line keeps its height). */
GtkBox *ishi_game_panel_get_status_end (IshiGamePanel *self);
/* While counting: a click marks seki (TRUE) or dead stones (FALSE). */
gboolean ishi_game_panel_get_seki_mode (IshiGamePanel *self);

/* Equal stones (counting-methods.zh.txt, 三): while "Claim a Point" is on
 * (get_claim_mode), a click on an empty point proposes it as Black's 目,
 * a second click as White's, a third drops it; a click on an accepted
 * claim withdraws it.  A proposed claim waits for the other player:
 * Accept gives the point to the claimant (ishi_match_set_claim), Dispute
 * goes back to play (Continue Playing).  FALSE when nothing was done. */
gboolean ishi_game_panel_get_claim_mode    (IshiGamePanel *self);
gboolean ishi_game_panel_propose_claim     (IshiGamePanel *self, int x, int y);
gboolean ishi_game_panel_get_pending_claim (IshiGamePanel *self, int *x, int *y, IshiColor *color);

/* The count step by step (IshiScore.steps, the equal-stones methods), for
 * a teacher: the Previous and Next step buttons choose a step, whose
 * stones the board shows (get_step; NULL: the count as usual) and whose
 * text the status line says.  show_step(-1) goes back to the count; any
 * change of the match does too.  FALSE for a step the count has not.
 * Signal "board-changed": the step or the waiting claim changed. */
gboolean             ishi_game_panel_show_step (IshiGamePanel *self, int index);
const IshiScoreStep *ishi_game_panel_get_step  (IshiGamePanel *self);
/* While the game is counted: the count's marks onto `model` (dead stones,
 * owners, seki, equal-stones claims, or the step shown) and TRUE; else
 * FALSE and nothing. */
gboolean             ishi_game_panel_decorate  (IshiGamePanel *self, IshiBoardModel *model);

/* The count's table and its buttons go beside the board, in `frame`,
 * shown while the property "count-shown" is TRUE (counting, or counted);
 * the players' bars go right under the board, as wide as it. */
void           ishi_game_panel_place_count    (IshiGamePanel *self, IshiBoardFrame *frame);
/* The reader's school year (the setting "reading-grade"): 1 to 6, the
 * status line reads its kanji above it, as the lessons do (its room kept
 * for readings from then on); anything else, as written. */
void           ishi_game_panel_set_reading_grade (IshiGamePanel *self, int grade);
/* The players' bars under the board (names, captures, clocks). */
IshiClockView *ishi_game_panel_get_clock_view (IshiGamePanel *self);

G_END_DECLS
