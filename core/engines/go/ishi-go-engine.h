/* ishi-go-engine.h — Ishi's own Go engine: a Monte-Carlo tree search that
 * plays by every Go row of the rule-set table.
 *
 * The search is UCT with RAVE (Gelly and Silver, "Combining online and
 * offline knowledge in UCT", 2007): each node keeps the results of the
 * playouts through it and, beside them, of every playout in which its move
 * was played later by the same side ("all moves as first", AMAF); the
 * second figure guides a young node and fades as its own visits grow.
 * The playouts and their count are the game's (ishi-go-game.c): heavier
 * than random, and counted by the row's own method, so the engine wants
 * what the rules reward — in Pure Go the stones, under territory rules the
 * territory and prisoners.
 *
 * Both cores: the search runs root-parallel — each worker thread grows
 * its own tree from its own seed with its share of the playouts, and the
 * visits of the root's moves are added up at the end.  With a number of
 * playouts (and no time limit) the answer depends only on the position,
 * the settings and the seed, never on timing: tests rely on it.
 *
 * The engine is a plain object with a blocking think(); it is called from
 * a worker thread by IshiGoEnginePlayer (the window) and directly by the
 * GTP server and the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-go-board.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

#define ISHI_GO_ENGINE_MIN_LEVEL 1
#define ISHI_GO_ENGINE_MAX_LEVEL 10

typedef enum {
  ISHI_GO_ENGINE_PLAY = 0,
  ISHI_GO_ENGINE_PASS,        /* under the no-pass rows: nothing is left to
                               * play, agree to stop (ishi_match_agree_stop) */
  ISHI_GO_ENGINE_OFF_BOARD,  /* 虚着, the equal-stones rows 2-x and 3-x */
  ISHI_GO_ENGINE_RESIGN,
} IshiGoEngineAction;

typedef struct {
  IshiGoEngineAction action;
  int x, y;                  /* PLAY */
  double win_rate;           /* of the chosen move, for the side to move, 0..1 */
  double score;              /* Black's mean margin at the end of the chosen
                              * move's playouts, in points (its candidate's) */
  guint playouts;            /* played in all */
  guint visits;              /* of the chosen move */
  guint reused;              /* playouts kept from the last search (its tree
                              * goes on when this position follows from its
                              * by the two moves since), all threads */
} IshiGoEngineMove;

/* One of the root's candidates, best first (ishi_go_engine_get_candidates). */
typedef struct {
  IshiGoEngineAction action;
  int x, y;
  double share;              /* of the root's visits */
  double win_rate;           /* for the side to move, 0..1 */
  guint visits;
  double score;              /* Black's mean margin at the end of the move's
                              * playouts, in points, komi included, by the
                              * count of the engine's rules */
} IshiGoEngineCandidate;

typedef struct _IshiGoEngine IshiGoEngine;

/* An engine for `ruleset` (a Go row), komi `komi` and `handicap` stones
 * (for the area rows' compensation).  Level 6, both cores, seed 1. */
IshiGoEngine *ishi_go_engine_new  (const IshiRuleset *ruleset, double komi, int handicap);
void          ishi_go_engine_free (IshiGoEngine *engine);
/* The same settings, without the last search: for a worker thread of its
 * own while the original stays with the caller. */
IshiGoEngine *ishi_go_engine_copy (const IshiGoEngine *engine);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiGoEngine, ishi_go_engine_free)

void ishi_go_engine_set_rules (IshiGoEngine *engine, const IshiRuleset *ruleset, double komi,
                               int handicap);
const IshiRuleset *ishi_go_engine_get_ruleset (IshiGoEngine *engine);

/* A level sets the playouts — for the board's size, see
 * ishi_go_engine_level_playouts — and how often the move slips from the
 * best (see the table in the .c); playouts and time given afterwards
 * override the level's playouts. */
void  ishi_go_engine_set_level    (IshiGoEngine *engine, int level);
int   ishi_go_engine_get_level    (IshiGoEngine *engine);
/* The playouts a move of `level` on a board of `size` (the levels are
 * ranked against GNU Go on each size: ishi_go_engine_level_rank), and about how many seconds of wall
 * time they take on `threads` cores of the machine they were measured on
 * (a figure for New Game, never a limit). */
guint  ishi_go_engine_level_playouts (int level, int size);
double ishi_go_engine_level_seconds  (int level, int size, guint threads);
/* The share of `level`'s moves that slip on a board of `size`: the
 * table's on 9×9 and smaller, less on a larger board, by its area. */
double ishi_go_engine_level_slip     (int level, int size);

/* Where a level stands against GNU Go 3.8 (whose levels 1, 5 and 10 are
 * the fixed rungs of tests/bench/README.md's ladders), on one board size:
 * what its matches at that size showed.  UNMEASURED where no match of the
 * level was played on boards of that size. */
typedef enum {
  ISHI_GO_RANK_UNMEASURED,
  ISHI_GO_RANK_BELOW_GNUGO_1,        /* loses most games to GNU Go level 1 */
  ISHI_GO_RANK_GNUGO_1,              /* about as strong as GNU Go level 1 */
  ISHI_GO_RANK_BELOW_GNUGO_5,        /* loses most games to GNU Go level 5 */
  ISHI_GO_RANK_LITTLE_BELOW_GNUGO_5, /* loses a little more often than it wins */
  ISHI_GO_RANK_GNUGO_5,              /* about as strong as GNU Go level 5 */
  ISHI_GO_RANK_LITTLE_ABOVE_GNUGO_5, /* wins a little more often than it loses */
  ISHI_GO_RANK_ABOVE_GNUGO_5,        /* wins most games against GNU Go level 5 */
  ISHI_GO_RANK_ABOVE_GNUGO_10,       /* wins most games against GNU Go level 10 */
} IshiGoLevelRank;

/* The rank of `level` on a board of `size`, as measured on boards of its
 * size class (the columns of the levels' table: up to 11×11, 12 to 16,
 * 17 and up). */
IshiGoLevelRank ishi_go_engine_level_rank (int level, int size);
/* Playouts per move (all threads together); 0: no limit (then a time must
 * be set). */
void  ishi_go_engine_set_playouts (IshiGoEngine *engine, guint playouts);
guint ishi_go_engine_get_playouts (IshiGoEngine *engine);
/* Seconds per move; 0: no time limit (then playouts must be set).  With
 * both, whichever comes first ends the thinking. */
void  ishi_go_engine_set_time     (IshiGoEngine *engine, double seconds);
double ishi_go_engine_get_time    (IshiGoEngine *engine);
void  ishi_go_engine_set_threads  (IshiGoEngine *engine, guint threads);
void  ishi_go_engine_set_seed     (IshiGoEngine *engine, guint64 seed);
guint64 ishi_go_engine_get_seed   (IshiGoEngine *engine);
/* The chance (0..1) that a move slips from the best to one the search
 * ranked a little lower, the lower levels' weakness (ishi-go-choice.h):
 * 0 always plays the most visited move that is not refused, as analysis
 * wants. */
void  ishi_go_engine_set_randomness (IshiGoEngine *engine, double slip);
double ishi_go_engine_get_randomness (IshiGoEngine *engine);
/* Plays the playouts through the rules core's checked API, as the first
 * engine did, instead of the playout board: slower, kept so that
 * bench-engine measures both in one run.  Off by default. */
void  ishi_go_engine_set_checked_playouts (IshiGoEngine *engine, gboolean checked);
/* Resign when the best move wins less than `threshold` of the playouts
 * (0: never, the default, for children). */
void  ishi_go_engine_set_resign_threshold (IshiGoEngine *engine, double threshold);

/* The move for the side to move of `board` (any size 5..25; its ko and
 * suicide rules are the board's own).  Blocks; `cancellable` stops it
 * early (the best move so far is returned, or FALSE with
 * G_IO_ERROR_CANCELLED when nothing was searched).  `seconds` > 0 limits
 * this move's time on top of the engine's settings (a clock's budget). */
gboolean ishi_go_engine_think (IshiGoEngine *engine, const IshiGoBoard *board,
                               double seconds, GCancellable *cancellable,
                               IshiGoEngineMove *move, GError **error);

/* The root's candidates of the last think(), best first, at most `max`. */
GArray *ishi_go_engine_get_candidates (IshiGoEngine *engine, guint max);

/* Ownership: with it on, think() also counts who owns each point at the
 * end of every playout of its search (a little slower), and
 * ishi_go_engine_get_ownership gives for each point of the last search's
 * board the share of its playouts that ended with the point Black's
 * (black[p], p = y * size + x) and White's (white[p]).  FALSE when the
 * last think() played no playout or counted none. */
void     ishi_go_engine_set_ownership (IshiGoEngine *engine, gboolean count);
gboolean ishi_go_engine_get_ownership (IshiGoEngine *engine, double *black, double *white);

/* The adaptive level: one up after the person won, one down after a loss,
 * within MIN..MAX. */
int ishi_go_engine_adapt_level (int level, gboolean person_won);

/* The time for one move from what is left on a clock: main time left
 * (µs), the byo-yomi or Canadian period's time (µs) and stones (0 for
 * byo-yomi, or for none), the Fischer increment (µs), and the empty
 * points of the board (a guess of the moves to come).  Always leaves a
 * margin, so the engine never loses on time. */
double ishi_go_engine_budget (gint64 main_left, gint64 period, int period_stones,
                              gint64 increment, int empty_points);

G_END_DECLS
