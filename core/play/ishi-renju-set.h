/* ishi-renju-set.h — deciding colours by 握り (nigiri), and the two-game
 * set of the free opening (自由打ち).
 *
 * renju-rules.ja.txt, 第2章 (2), 握りの仕方:
 *   1. the two players each take some stones in one hand, unseen — one
 *      from the black stones, the other from the white stones;
 *   2. the stones of both hands together are counted: odd or even;
 *   3. odd: the colours stay as they were; even: the players exchange
 *      black and white.
 * The player who holds the black stones before the count is the one the
 * colours were tentatively given to; ishi_renju_nigiri() says who plays
 * Black after it.
 *
 * 第3章 (1), 自由打ち: Black opens on the centre, then both play freely;
 * because Black is much stronger when he knows the openings, the free
 * opening is sometimes played as a set of two games, one with each
 * colour.  IshiRenjuSet records such a set: who plays Black in game 1 (the
 * other player plays Black in game 2), the result of each game and the
 * set's result (a win counts 1, a draw ½ to each).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-match.h"
#include "ishi-renju-opening.h"
#include "ishi-sgf.h"
#include "ishi-types.h"

G_BEGIN_DECLS

typedef struct {
  guint black_hand;    /* stones taken from the black stones */
  guint white_hand;    /* stones taken from the white stones */
  gboolean exchange;   /* the total is even: colours are exchanged */
  int black_player;    /* 0 or 1: who plays Black after the nigiri */
} IshiNigiri;

/* A nigiri between player 0 and player 1, player `holds_black` (0 or 1)
 * holding the black stones.  Each hand takes from 1 to `max_stones` stones
 * (0: 20, a handful), drawn from `rand`. */
void ishi_renju_nigiri (GRand *rand, int holds_black, guint max_stones, IshiNigiri *nigiri);
/* The same with the hands given: the rule of the text alone. */
void ishi_renju_nigiri_count (guint black_hand, guint white_hand, int holds_black,
                              IshiNigiri *nigiri);

/* The players exchange colours after a nigiri with an even total, or in
 * 珠型交代打ち (第3章 (2)) when White takes Black after the opening:
 * ishi_renju_exchange_colours() of ishi-renju-opening.h. */

#define ISHI_TYPE_RENJU_SET (ishi_renju_set_get_type ())
G_DECLARE_FINAL_TYPE (IshiRenjuSet, ishi_renju_set, ISHI, RENJU_SET, GObject)

/* A set between two players (names for people and PB/PW; NULL: "Player
 * 1", "Player 2"), `black_in_game_1` (0 or 1) playing Black in game 1. */
IshiRenjuSet *ishi_renju_set_new (const char *player0, const char *player1, int black_in_game_1);

const char *ishi_renju_set_get_player (IshiRenjuSet *self, int player);
/* The game being played, 1 or 2; 0 when the set is complete. */
int         ishi_renju_set_get_game (IshiRenjuSet *self);
/* Who plays `color` in `game` (1 or 2): colours are exchanged in game 2. */
int         ishi_renju_set_get_player_of (IshiRenjuSet *self, int game, IshiColor color);
/* Writes PB, PW and GN ("Free opening set, game 1") on the root of
 * `game`'s record. */
void        ishi_renju_set_write_game_info (IshiRenjuSet *self, int game, IshiSgfNode *root);

/* Records the result of the current game — `winner` the winning colour or
 * ISHI_EMPTY for a draw — and moves to the next.  FALSE once the set is
 * complete. */
gboolean    ishi_renju_set_record_result (IshiRenjuSet *self, IshiColor winner);
/* The result of `game`: the winning colour or ISHI_EMPTY for a draw;
 * FALSE when that game has no result yet. */
gboolean    ishi_renju_set_get_result (IshiRenjuSet *self, int game, IshiColor *winner);
/* Points of `player` so far: 1 a win, ½ a draw. */
double      ishi_renju_set_get_points (IshiRenjuSet *self, int player);
/* The winner of a complete set, 0 or 1; -1 for a tied or unfinished set. */
int         ishi_renju_set_get_winner (IshiRenjuSet *self);
/* For people, translated: "Alice 1½ – Bob ½ (after game 2)". */
char       *ishi_renju_set_describe (IshiRenjuSet *self);

/* The set goes on from `finished`, the match of the current game, which
 * must have ended (FALSE, nothing recorded, while it is still being
 * played): its result is recorded, and `*next` is the match of game 2 —
 * the same rule set, board and time control, the colours exchanged (PB,
 * PW and GN written) — or NULL when the set is complete. */
gboolean    ishi_renju_set_end_game (IshiRenjuSet *self, IshiMatch *finished, IshiMatch **next);

/* Signal "changed": a result was recorded. */

G_END_DECLS
