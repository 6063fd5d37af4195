/* ishi-play-board.h — the play page's board: what it shows, as a model
 * for the board view, and why a point may not be played.  The model: the
 * game's stones with the move numbers and hints the Preferences ask for,
 * the coordinates' style, the paused dimming, and over them, first that
 * applies, the count's marks, the position being set up, the ghost stone
 * under the pointer or the lines that forbid that point (Renju); then the
 * analysis, the forced win and the Renju opening's marks.  The play page
 * (ishi-play-page.c) holds the parts and calls this at each change;
 * nothing here keeps state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-analysis-panel.h"
#include "ishi-board-render.h"
#include "ishi-edit-mode.h"
#include "ishi-forced-win.h"
#include "ishi-game-panel.h"
#include "ishi-match.h"

G_BEGIN_DECLS

/* The parts of the play page that put something on the board. */
typedef struct {
  GSettings *settings;
  IshiMatch *match;
  IshiGamePanel *game_panel;
  IshiEditMode *edit_mode;
  IshiAnalysisPanel *analysis_panel;   /* or NULL */
  IshiForcedWin *forced_win;           /* or NULL */
  IshiPoint hover;                     /* the point under the pointer, x < 0 for none */
  const GArray *hover_segments;        /* of IshiSegment: the lines that forbid it */
  gboolean dimmed;                     /* the game is paused */
} IshiPlayBoard;

/* The coordinates as the Preferences ask, Renju's always a–o and 1–15. */
IshiBoardCoords ishi_play_board_coords (GSettings *settings, IshiGame *game);

/* Why `hover` is forbidden (Renju, "show-forbidden" on) with the lines
 * that forbid it into `segments` (emptied first), or NULL. */
char *ishi_play_board_hover_reason (GSettings *settings, IshiMatch *match, IshiPoint hover,
                                    GArray *segments);

/* Why a move at (x, y) was refused with `status`, in words: the lines
 * that forbid the point (Renju), the offer a fifth move repeats, else the
 * status's own words. */
char *ishi_play_board_refusal (IshiMatch *match, int x, int y, IshiMoveStatus status);

/* Whether a click on the board must not play now: it is an engine's turn
 * (the window says so instead). */
gboolean ishi_play_board_engine_turn (IshiMatch *match);

/* The board's model; *number_notes: "10 at 4", the moves numbered that no
 * stone shows, or NULL. */
IshiBoardModel *ishi_play_board_model (const IshiPlayBoard *board, char **number_notes);

G_END_DECLS
