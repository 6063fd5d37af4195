/* ishi-go-policy.h — the playout policy of Ishi's Go engine on the playout
 * board, and the knowledge the tree starts its new moves with (priors).
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-fast.h"

G_BEGIN_DECLS

/* One move of the policy for the side to move of `f`: an inner point, or
 * 0 when it passes.  `last` and `last2` are the inner points of the last
 * two moves (0: a pass, or none). */
int ishi_go_policy_move (IshiGoFast *f, int last, int last2, guint64 *rng);

/* Does a MoGo shape surround the empty inner point p (ishi-go-game.c
 * names the shapes)? */
gboolean ishi_go_policy_shape (const IshiGoFast *f, int p);

/* What the policy's knowledge says of each of the n moves (points as the
 * engine keeps them, y * size + x; negative for a pass or an off-board
 * move) for the side to move of `f`, as playouts the tree starts each
 * with: wins[i] of visits[i].  A move with nothing said gets the even
 * prior (half of its visits won); a pass or off-board move gets none.
 * `last`, `last2` as above. */
void ishi_go_policy_priors (IshiGoFast *f, int last, int last2, const int *moves, int n,
                            float *wins, float *visits);

/* The same; with `warnings_only` only the even prior and the warnings
 * speak — a self-atari, an escape that runs into a ladder, each as lost
 * playouts — and the rest is left to the learned predictor
 * (ishi-go-features.h), which adds only won ones. */
void ishi_go_policy_priors_full (IshiGoFast *f, int last, int last2, const int *moves, int n,
                                 gboolean warnings_only, float *wins, float *visits);

/* For the tests and tools: the parts of the prior, by name, for one move. */
enum {
  ISHI_GO_PRIOR_CAPTURE = 1 << 0,       /* takes a string in atari */
  ISHI_GO_PRIOR_ESCAPE = 1 << 1,        /* saves a string of its own from atari */
  ISHI_GO_PRIOR_CAUGHT = 1 << 2,        /* extends a string that a ladder catches */
  ISHI_GO_PRIOR_LADDER = 1 << 3,        /* an atari that catches in a ladder */
  ISHI_GO_PRIOR_ATARI = 1 << 4,         /* another atari */
  ISHI_GO_PRIOR_SELF_ATARI = 1 << 5,    /* puts two stones or more in atari */
  ISHI_GO_PRIOR_SHAPE = 1 << 6,         /* a shape next to one of the last two moves */
  ISHI_GO_PRIOR_NEAR = 1 << 7,          /* near the last move */
  ISHI_GO_PRIOR_EDGE = 1 << 8,          /* the first line, far from the stones */
  ISHI_GO_PRIOR_THIRD_LINE = 1 << 9,    /* the third or fourth line, far from the stones */
  ISHI_GO_PRIOR_NAKADE = 1 << 10,       /* the vital point of a three-point eye */
  ISHI_GO_PRIOR_DEFEND = 1 << 11,       /* gives a string of two liberties a third */
  ISHI_GO_PRIOR_CORNER = 1 << 12,       /* 3-3, 3-4 or 4-4 of an empty corner (19×19) */
};
guint ishi_go_policy_prior_flags (IshiGoFast *f, int last, int last2, int move);

G_END_DECLS
