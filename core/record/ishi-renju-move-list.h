/* ishi-renju-move-list.h — Renju records as players pass them around in text: a
 * list of moves in Renju notation, as the RIF's game sheets, RenjuNet and
 * Renju programs (RenLib, Yixin-Board) copy them.
 *
 *   h8 h9 h10 i9 j10
 *   1. h8 2. h9 3. h10        (numbered; "1)" and "1:" too)
 *   h8h9h10i9j10              (run together)
 *   H8, I9; J10               (either case; commas, semicolons, dashes)
 *
 * Columns a to o from the left, rows 1 to 15 from the bottom; Black moves
 * first and the colours alternate.  Nothing else may stand in the text: a
 * word that is no move is an error that names it and its place, so that a
 * letter, a game's comments or an SGF file are never taken for moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-game.h"

G_BEGIN_DECLS

#define ISHI_RENJU_MOVE_LIST_ERROR (ishi_renju_move_list_error_quark ())
GQuark ishi_renju_move_list_error_quark (void);

typedef enum {
  ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,  /* text that is not a move list at all */
  ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE,    /* a move list with a point off the board or taken */
  ISHI_RENJU_MOVE_LIST_ERROR_TOO_LONG,    /* more moves than a 15×15 board holds */
} IshiRenjuMoveListError;

/* Does `text` look like a move list at all (its first word a point such as
 * "h8" or a move number)?  For a reader choosing between SGF and a list. */
gboolean ishi_renju_move_list_looks_like (const char *text, gsize length);

/* The moves of `text` as an SGF record of Renju (GM[4], SZ[15]), one game
 * of one line: NULL and `error` set when the text is not a move list or a
 * move is off the board or on a point already taken.  `length` -1: up to
 * the NUL. */
char *ishi_renju_move_list_to_sgf (const char *text, gssize length, GError **error);

/* The main line of `game` up to its end as a move list ("h8 h9 h10"),
 * the way it is read back; NULL when the game is no Renju game or has
 * setup stones or passes, which a move list cannot hold (`error` says so). */
char *ishi_renju_move_list_from_game (IshiGame *game, GError **error);

G_END_DECLS
