/* ishi-go-features.h — the move predictor of Ishi's Go engine: what is
 * known of each legal move of a position (its shape, the captures,
 * ataris, escapes and self-ataris it makes, its line, its distance to the
 * last two moves) and the strength that weights learned from a stronger
 * player's moves give it.
 *
 * The model is Coulom's ("Computing Elo Ratings of Move Patterns in the
 * Game of Go", 2007): a generalised Bradley–Terry model where each move
 * is a team of features, one value from each group at most, and its
 * strength is the product of its features' gammas; the chance that it
 * is the move played is its strength over the sum of all the legal
 * moves' strengths.  The gammas are fitted by minorization–maximization
 * (tests/bench/go-gammas.c) and compiled in from ishi-go-gammas.inc.
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-fast.h"

G_BEGIN_DECLS

/* The groups of features: a move has at most one value of each (0: none). */
enum {
  ISHI_GO_FEATURE_CAPTURE,      /* 1 the last move's string (with no last move, any
                                 * that would escape), 2 a string next to one of ours in
                                 * atari; another that would escape by extending: 3 of one
                                 * or two stones, 4 of more; one that would not: 5, 6 */
  ISHI_GO_FEATURE_ESCAPE,       /* extends a string of ours in atari: 1 next to the last
                                 * move, and it lives; 2 another that lives; 3 it does not
                                 * (one liberty left, or two and a ladder catches it) */
  ISHI_GO_FEATURE_SELF_ATARI,   /* without capturing, leaves its string in atari:
                                 * 1 one stone, 2 two to four, 3 five or more */
  ISHI_GO_FEATURE_ATARI,        /* 1 an atari that catches in a ladder, 2 on the last move's
                                 * string, 3 another */
  ISHI_GO_FEATURE_DEFEND,       /* 1 a third liberty to a string of ours with two */
  ISHI_GO_FEATURE_NAKADE,       /* 1 the middle of a three-point eye the last move made */
  ISHI_GO_FEATURE_LINE,         /* 1..5 the line from the edge (5: the fifth or more);
                                 * 6..10 the same with no stone within two points */
  ISHI_GO_FEATURE_DIST_LAST,    /* 2..17 Coulom's distance dx + dy + max (dx, dy) to the */
  ISHI_GO_FEATURE_DIST_LAST2,   /* last move and the one before (17: that far or more) */
  ISHI_GO_FEATURE_PASS,         /* 1 a pass after a move, 2 after a pass */
  ISHI_GO_FEATURE_CORNER,       /* on boards of 13 lines or more only, where the line alone
                                 * cannot tell a corner from a side: near a corner (its
                                 * lines a ≤ 5 and a ≤ b ≤ 6) 1 + 6 (a − 1) + (b − 1), plus
                                 * 36 when that corner's square (7×7 on 19×19, 6×6 on
                                 * 13×13) holds no stone; on a side (a ≤ 5 < 7 ≤ b) 73..77 */
  ISHI_GO_N_FEATURES
};

/* What is known of one move. */
typedef struct {
  guint32 pattern3;     /* the 3×3 shape, canonical (see below) */
  guint32 pattern12;    /* the diamond of the 12 points within distance two, canonical */
  guint8 value[ISHI_GO_N_FEATURES];
} IshiGoMoveFeatures;

/* The keys of the gamma table: a group (one of the above, or the two
 * kinds of pattern) in the high 32 bits, the value in the low. */
#define ISHI_GO_KEY_PATTERN3 ((guint64) ISHI_GO_N_FEATURES)
#define ISHI_GO_KEY_PATTERN12 ((guint64) ISHI_GO_N_FEATURES + 1)
#define ISHI_GO_KEY(group, value) (((guint64) (group) << 32) | (guint32) (value))
/* The pattern of a move whose shapes the table does not hold. */
#define ISHI_GO_PATTERN_RARE 0xffffffffu

typedef struct {
  guint64 key;
  float gamma;
} IshiGoGamma;

typedef struct {
  const IshiGoGamma *gammas;    /* sorted by key */
  guint n;
} IshiGoGammaTable;

/* The features of the n moves `points` (inner points of `f`; 0 a pass)
 * for the side to move of `f`; `last`, `last2` the inner points of the
 * last two moves (0: a pass or none), `last_passed` whether the last move
 * was a pass.  The patterns: the colours of the points around (the side
 * to move's own, the other side's, empty, off the board) and whether each
 * of the four stones next to the point is in atari, the smallest code of
 * the 8 rotations and reflections. */
void ishi_go_features_of (IshiGoFast *f, int last, int last2, gboolean last_passed,
                          const int *points, int n, IshiGoMoveFeatures *out);

/* The table compiled in for a board of `size`; the one of the small
 * sample of games kept for the tests (tests/test-go-features.c). */
const IshiGoGammaTable *ishi_go_features_table (int size);
const IshiGoGammaTable *ishi_go_features_sample_table (void);

/* The gamma of `key` in `table`, or 0 when it has none. */
float ishi_go_features_lookup (const IshiGoGammaTable *table, guint64 key);
/* The key of a move's pattern in `table`: the diamond when the table has
 * it, else the 3×3 shape when it has that, else the rare pattern.
 * `has` says whether a key is known (the fitter's own set while it
 * fits, the table's afterwards). */
guint64 ishi_go_features_pattern_key (const IshiGoMoveFeatures *m,
                                      gboolean (*has) (gconstpointer data, guint64 key),
                                      gconstpointer data);
/* The strength of a move: its features' gammas multiplied (a feature the
 * table does not hold counts 1). */
float ishi_go_features_strength (const IshiGoGammaTable *table, const IshiGoMoveFeatures *m);

/* The strengths of the n moves (points as the engine keeps them, y *
 * size + x; negative: a pass, or an off-board move, which gets 0) for the
 * side to move of `f`, with the compiled table of its size.  `last`,
 * `last2`: inner points as above. */
void ishi_go_features_strengths (IshiGoFast *f, int last, int last2, gboolean last_passed,
                                 const int *moves, int n, float *strengths);

/* The tree's progressive bias (ishi-go-search.c): to the priors of the n
 * moves (as ishi_go_policy_priors gives them, points as there) adds won
 * playouts, `scale` times the even prior's count `e` times the square
 * root of each move's share of the strengths (Pachi's pattern prior has
 * the same form), so that the moves a stronger player plays are tried
 * first and kept longer.  A pass or an off-board move gets none. */
void ishi_go_features_priors (IshiGoFast *f, int last, int last2, const int *moves, int n,
                              float e, float scale, float *wins, float *visits);

G_END_DECLS
