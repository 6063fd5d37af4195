/* ishi-go-game.h — the game side of Ishi's Go engine: the playout policy
 * and the evaluation of a playout by the rule set's own counting.
 *
 * The search (ishi-go-search.c) knows nothing of Go beyond "a move is a
 * point, a pass or an off-board stone"; everything that decides how a
 * position is played out and what a finished playout is worth lives here,
 * as Fuego keeps its UCT search apart from its Go playout policy.
 *
 * Private to core/engines/go/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-board.h"
#include "ishi-go-fast.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

/* Moves as the engine keeps them: y * size + x for a point. */
#define ISHI_GO_MOVE_PASS (-1)
#define ISHI_GO_MOVE_OFF_BOARD (-2)

/* How a playout's end is worth points, from the row's counting method
 * (ishi-score.h): the stones alone (Pure Go), area (Chinese and the law
 * versions of equal stones, which give its result) or territory with
 * prisoners (Japanese and the art versions, which give that result). */
typedef enum {
  ISHI_GO_COUNT_STONES = 0,
  ISHI_GO_COUNT_AREA,
  ISHI_GO_COUNT_TERRITORY,
} IshiGoCount;

typedef struct {
  int size;
  IshiGoCount count;
  /* What White gets in the count: komi, plus the handicap compensation of
   * area counting. */
  double komi;
  /* The art versions with off-board moves refill each off-board stone into
   * its own side's territory: one point less for it. */
  gboolean off_board_costs;
  /* Play the playouts on the rules core's board through its checked API
   * (the first engine's way, kept to measure against) instead of the
   * playout board (ishi-go-fast.h). */
  gboolean checked_playouts;
} IshiGoGame;

void ishi_go_game_init (IshiGoGame *game, const IshiRuleset *ruleset, int size, double komi,
                        int handicap);

/* A playout's scratch memory, one per thread. */
typedef struct {
  int n_points;
  IshiColor *leaf;       /* the stones where the playout started */
  int *empty;            /* the empty points, in no order */
  int *where;            /* index of each point in empty[], or -1 */
  int n_empty;
  int *moves;            /* the moves played, for AMAF */
  IshiColor *colors;
  int n_moves;
  IshiGoFast *fast;      /* the playout board */
  /* Scratch for the count of a position ended by two passes (territory
   * counting): each point's owner at the playout's end, a stack and marks
   * for its regions. */
  IshiColor *end;
  int *stack;
  guint8 *seen;
  /* When not NULL (ishi_go_playout_count_owners), who owns each point at
   * the end of every playout is counted here: owned[0][p] Black,
   * owned[1][p] White (ishi_go_game_owner's rule: a stone, or an empty
   * point whose neighbours are all of one colour). */
  guint32 *owned[2];
} IshiGoPlayout;

void ishi_go_playout_init  (IshiGoPlayout *playout, int size);
void ishi_go_playout_clear (IshiGoPlayout *playout);
/* From now on, count who owns each point at the end of the playouts
 * (playout->owned, zeroed here). */
void ishi_go_playout_count_owners (IshiGoPlayout *playout);

/* Plays `board` out to the end (two passes, a refused pass or the cap of
 * 3 * size² moves) with the policy and returns Black's margin in the
 * row's count.  `last` is the move that led to the position (-1: none);
 * the one before it is taken from playout->moves when the tree played it.
 * When the position already ended by two passes and the row counts
 * stones only, nothing is played: Pure Go counts the board as it is.
 * The moves played are in playout->moves for AMAF. */
double ishi_go_game_playout (const IshiGoGame *game, IshiGoBoard *board, int last,
                             IshiGoPlayout *playout, guint64 *rng);

/* One move by the policy for the side to move; returns the move (a point,
 * or ISHI_GO_MOVE_PASS when it passes). */
int ishi_go_game_policy_move (const IshiGoGame *game, IshiGoBoard *board, int last,
                              IshiGoPlayout *playout, guint64 *rng);

/* For tests and the tools: which colour owns each point of `board` as a
 * finished playout leaves it (stones, and empty points whose neighbours
 * are all of one colour). */
IshiColor ishi_go_game_owner (const IshiGoBoard *board, int x, int y);

guint64 ishi_go_random (guint64 *state);

G_END_DECLS

G_BEGIN_DECLS
/* The moves the search considers for the side to move: every legal point
 * except the mover's own eyes (under Pure Go every legal point), then the
 * pass when the rules allow it, then the off-board move when the row has
 * them.  `moves` holds size² + 2.
 * Returns their number. */
int ishi_go_game_moves (const IshiGoGame *game, const IshiGoBoard *board, int *moves);
/* Plays a move of ishi_go_game_moves() (no undo kept). */
void ishi_go_game_play (const IshiGoGame *game, IshiGoBoard *board, int move);
G_END_DECLS

