/* ishi-game-model.h — what the board shows for a game at its current node.
 *
 * The one place that turns a game record into a board model, so that the
 * window, the diagrams of `ishi-tool render` and the tests show the same
 * stones, numbers and markup.  It only reads the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render.h"
#include "ishi-game.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_GAME_MODEL_MARKUP       = 1 << 0,  /* LB TR SQ CR MA SL AR LN DD TB TW of the node */
  ISHI_GAME_MODEL_MOVE_NUMBERS = 1 << 1,  /* the number of the move that placed each stone */
  ISHI_GAME_MODEL_VARIATIONS   = 1 << 2,  /* lettered ghost stones for the next moves, if more than one */
  ISHI_GAME_MODEL_HINTS        = 1 << 3,  /* the points the side to move may not play (Renju) */
  ISHI_GAME_MODEL_LAST_MOVE    = 1 << 4,
  ISHI_GAME_MODEL_OUTCOME      = 1 << 5,  /* the winning line, once the game is won */
} IshiGameModelFlags;

#define ISHI_GAME_MODEL_DEFAULT (ISHI_GAME_MODEL_MARKUP | ISHI_GAME_MODEL_VARIATIONS \
                                 | ISHI_GAME_MODEL_HINTS | ISHI_GAME_MODEL_LAST_MOVE \
                                 | ISHI_GAME_MODEL_OUTCOME)

/* A model of the game at its current node: stones, marks, labels and lines.
 * The view settings (coordinates, ghost, cursor) are the caller's to set. */
IshiBoardModel *ishi_board_model_new_for_game (IshiGame *game, IshiGameModelFlags flags);

/* The letter shown for variation `index` (0 → "A", 25 → "Z", 26 → "AA"). */
char *ishi_variation_letter (guint index);

/* The name of `node`'s child number `index` as the board and the list of
 * variations show it: the record's own label (LB) at the child's point
 * when the node has one there — a RenLib library's "A", "B"… —, else
 * Ishi's letter, the next one no label of the node already uses. */
char *ishi_variation_name (const IshiSgfNode *node, guint index, int size);

G_END_DECLS
