/* ishi-go-choice.h — the move Ishi's Go engine plays once its search is
 * done: the moves no player would choose, refused at every level, and the
 * weaker choices by which the lower levels lose (issue 57).
 *
 * A weak level is weak by what it chooses among sane moves — fewer
 * playouts, and now and then a move the search ranked a little lower —
 * never by a move a beginner's teacher would call senseless: filling one
 * of the last two eyes of its own group, putting a large string in atari
 * without taking anything, or playing on the first line (or alone on the
 * second) while the board is still open.  Those are refused whatever the
 * playouts said (with too few playouts, they had said little).
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-fast.h"
#include "ishi-go-search.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_GO_VETO_NONE = 0,
  ISHI_GO_VETO_LAST_EYES,      /* fills one of the last two eyes of its group */
  ISHI_GO_VETO_SELF_ATARI,     /* leaves a string of three stones or more with one
                                * liberty (or none), capturing nothing */
  ISHI_GO_VETO_OPENING_EDGE,   /* the opening: the first line with nothing to
                                * capture, save or atari, or the second line
                                * with no stone within two points */
} IshiGoVeto;

/* Why the side to move of `f` may not play `move` (y * size + x, a legal
 * point), or ISHI_GO_VETO_NONE. */
IshiGoVeto ishi_go_choice_veto (IshiGoFast *f, int move);

/* How a level errs: with probability `slip`, instead of the most visited
 * sane move, one of the next `width` sane moves by visits (drawn in
 * proportion to their visits) among those whose win rate is at most
 * `max_loss` below the best one's.  All zero: the best always. */
typedef struct {
  double slip;
  guint width;
  double max_loss;
} IshiGoWeakness;

/* The move to play from the root's merged statistics of a search from
 * the position of `f`: the most visited move not refused (a pass or an
 * off-board move is never refused; when every move is, the most visited
 * of all), or a slip of `weakness` (NULL: none) from it.  Under territory
 * counting (`territory`), a pass as good as the best move is preferred:
 * a stone that changes nothing costs a point. */
const IshiGoRootStat *ishi_go_choice_choose (GArray *stats, IshiGoFast *f,
                                             const IshiGoWeakness *weakness, gboolean territory,
                                             guint64 *rng);

G_END_DECLS
