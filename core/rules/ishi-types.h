/* ishi-types.h — small types shared by every game in core/.
 *
 * Coordinates: a point is (x, y) with x counted from the left edge and y from
 * the TOP edge, both from 0 — the order SGF uses ("aa" is the top-left
 * corner).  People see rows counted from the bottom ("D4", "h8"); only the
 * format/parse functions of a game translate.  A pass is x = y = -1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  ISHI_EMPTY = 0,
  ISHI_BLACK = 1,
  ISHI_WHITE = 2,
} IshiColor;

#define ISHI_PASS_X (-1)

static inline IshiColor
ishi_color_other (IshiColor color)
{
  return color == ISHI_BLACK ? ISHI_WHITE : ISHI_BLACK;
}

/* Why a move may not be played.  The order of the Go reasons is the order in
 * which they are tested: an occupied point is never called suicide, and a
 * suicide is never called ko. */
typedef enum {
  ISHI_MOVE_OK = 0,
  ISHI_MOVE_OFF_BOARD,
  ISHI_MOVE_OCCUPIED,
  ISHI_MOVE_SUICIDE,
  ISHI_MOVE_KO,
  ISHI_MOVE_SUPERKO,
  ISHI_MOVE_DOUBLE_FOUR,   /* Renju, black only */
  ISHI_MOVE_DOUBLE_THREE,  /* Renju, black only */
  ISHI_MOVE_OVERLINE,      /* Renju, black only */
  ISHI_MOVE_GAME_OVER,
  ISHI_MOVE_NOT_CENTRE,    /* Renju: the first stone goes on the centre point */
  ISHI_MOVE_NO_PASS,       /* Go, equal stones 3-x: passing is not allowed (play off the board) */
  /* Renju's opening rules with swaps and fifth moves offered (the match,
   * ishi-renju-opening.h): */
  ISHI_MOVE_OPENING_AREA,      /* the stone must stand nearer the centre (Taraguchi-10) */
  ISHI_MOVE_OPENING_CHOICE,    /* a choice of the opening comes first (swap, a number…) */
  ISHI_MOVE_OPENING_REPEATED,  /* that fifth move is already offered */
  ISHI_MOVE_OPENING_SYMMETRIC, /* that fifth move is the mirror image of one offered */
  ISHI_MOVE_OPENING_NOT_OFFERED, /* White keeps one of the fifth moves Black offered */
} IshiMoveStatus;

/* An off-board move (虚着 of counting-methods.zh.txt): a stone put beside
 * the board, where the rules allow it.  x = y = ISHI_OFF_BOARD_X. */
#define ISHI_OFF_BOARD_X (-2)

/* A stable machine word for scripts and the command-line tool:
 * "ok", "off-board", "occupied", "suicide", "ko", "superko", "double-four",
 * "double-three", "overline", "game-over", "not-centre", "no-pass",
 * "opening-area", "opening-choice", "opening-repeated", "opening-symmetric",
 * "opening-not-offered". */
const char *ishi_move_status_to_string (IshiMoveStatus status);

/* A sentence for people, translated ("That point is already taken."). */
const char *ishi_move_status_describe (IshiMoveStatus status);

typedef struct {
  int x;
  int y;
} IshiPoint;

G_END_DECLS
