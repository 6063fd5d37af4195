/* ishi-go-board-history.h — the positions a Go board remembers
 * (ishi-go-board-history.c), for the board that plays the moves
 * (ishi-go-board.c) and its checker (ishi-go-board-verify.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-go-board-private.h"

G_BEGIN_DECLS

/* The Zobrist keys of every board, made once: keys[2 * p + color - 1]. */
const guint64 *ishi_go_board_zobrist_keys (void);

/* The hash of the whole position: the board's (`board_hash`) and, under
 * 广义禁全同, the off-board stones of each colour. */
guint64 ishi_go_board_whole_hash (const IshiGoBoard *b, guint64 board_hash);

/* Whether the whole position `hash` was seen since the history's floor. */
gboolean ishi_go_board_history_contains (const IshiGoBoard *b, guint64 hash);
/* Adds the whole position `hash`; _pop takes the last one back (undo). */
void ishi_go_board_history_push (IshiGoBoard *b, guint64 hash);
void ishi_go_board_history_pop (IshiGoBoard *b);

/* Logs the board as it shows now (广义禁全同 counts its showings). */
void ishi_go_board_board_log_push (IshiGoBoard *b);

/* For the checker: whether the current whole position is the last of the
 * superko history (`is_last`) and found in its table (`in_table`). */
void ishi_go_board_history_check (const IshiGoBoard *b, gboolean *is_last, gboolean *in_table);

G_END_DECLS
