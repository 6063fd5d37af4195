/* ishi-problem-search.h — small exhaustive searches that prove what a Go
 * problem claims, on the rules core's own board (ishi-go-board.h).
 *
 * Each search looks at every move of the side it must answer for, within
 * a region of the board (the problem's IR: as problem books assume, the
 * rest of the board plays no part), and at a pass where a pass is a
 * defence.  So its YES and NO are proofs within the region and the number
 * of moves given, not guesses; UNKNOWN is the answer when the node limit
 * was reached first.  Positions met twice are looked up in a table keyed
 * by the stones, the ko, the side to move and the moves left.
 *
 *   capture  can the attacker capture the string at the target within N
 *            of its moves, whatever the defender plays?  (A capture: the
 *            target's point no longer holds the defender's stone.)  The
 *            defender may always pass, so a string with more liberties
 *            than the attacker has moves left is never captured: each
 *            attacker stone takes at most one liberty.
 *   live     can the owner make the string at the target unconditionally
 *            alive (Benson's pass-alive: it lives even if its owner
 *            passes for ever) within N of its moves, whatever the other
 *            side plays?
 *   best     Pure Go: the stones on the board at the end of the game
 *            (two passes), both sides playing their best: the exact value
 *            for the side to move, its stones less the other side's.
 *
 * The board is played on and taken back; it is as it was when a search
 * returns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-board.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_SEARCH_NO = 0,
  ISHI_SEARCH_YES,
  ISHI_SEARCH_UNKNOWN,   /* the node limit was reached */
} IshiSearchResult;

typedef struct {
  IshiPoint min, max;    /* the region, corners inclusive */
  guint64 max_nodes;     /* 0: a default of 4 million */
  /* When not NULL, the region is the points of the rectangle marked 1
   * here (size × size, row by row). */
  const guint8 *mask;
} IshiSearchLimits;

/* `to_move` moves first.  When the side to move wins — the attacker
 * captures (YES with the attacker to move) or the defender holds (NO with
 * the defender to move) — `move` (may be NULL) is the move that does it,
 * (-1, -1) for a pass.  `nodes` (may be NULL) counts the positions
 * searched. */
IshiSearchResult ishi_search_capture (IshiGoBoard *board, IshiColor to_move, IshiColor attacker,
                                      IshiPoint target, int moves, const IshiSearchLimits *limits,
                                      IshiPoint *move, guint64 *nodes);

/* The same for life: YES when the owner of the target reaches
 * unconditional life within `moves` of its moves.  `move`: the owner's
 * move that does it (YES, owner to move), or the other side's that stops
 * it (NO, the other side to move). */
IshiSearchResult ishi_search_live (IshiGoBoard *board, IshiColor to_move, IshiPoint target,
                                   int moves, const IshiSearchLimits *limits,
                                   IshiPoint *move, guint64 *nodes);

/* Pure Go: the value of the position for `to_move` (its stones less the
 * other side's when the game ends, both playing their best, every move
 * in the region or a pass) in `value`, and a best move in `move` (may be
 * NULL).  FALSE when it could not be settled: the node limit, a line of
 * more than 60 moves, or a position met again on its own line (a ko
 * that does not end). */
gboolean ishi_search_best (IshiGoBoard *board, IshiColor to_move, const IshiSearchLimits *limits,
                           int *value, IshiPoint *move, guint64 *nodes);

/* Benson's unconditional life: the string at (x, y) lives even if its
 * owner passes for ever.  FALSE for an empty point. */
gboolean ishi_search_pass_alive (const IshiGoBoard *board, int x, int y);

G_END_DECLS
