/* ishi-go-engine-player.h — Ishi's Go engine as a player of a match.
 *
 * your_turn() reads the position from the match's record, thinks in a
 * worker thread (the window's main loop never waits) and answers on the
 * main loop with ishi_match_play, _pass, _play_off_board, _agree_stop or
 * _resign — but only when the match still waits for that very move:
 * cancel() (undo, a new game, the game ended) drops the answer and stops
 * the search.  With a clock running, each move's time comes from what is
 * left on it (ishi_go_engine_budget), so the engine never loses on time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-go-engine.h"
#include "ishi-match.h"
#include "ishi-player.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GO_ENGINE_PLAYER (ishi_go_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (IshiGoEnginePlayer, ishi_go_engine_player, ISHI, GO_ENGINE_PLAYER, GObject)

/* A player with `engine`'s settings (copied; the rules, komi and handicap
 * are taken from each match).  `name` may be NULL ("Ishi"). */
IshiPlayer   *ishi_go_engine_player_new (const IshiGoEngine *engine, const char *name);
/* Ishi at `level` (ISHI_GO_ENGINE_MIN_LEVEL..MAX_LEVEL) for a game of
 * `ruleset`, named "Ishi": the engine a class's room seats against a
 * pupil (ishi-room.h's IshiRoomEngineFunc calls it). */
IshiPlayer   *ishi_go_engine_player_new_at_level (const IshiRuleset *ruleset, int level);
/* The settings the player thinks with: change them between moves. */
IshiGoEngine *ishi_go_engine_player_get_engine (IshiGoEnginePlayer *self);
/* TRUE while a search runs. */
gboolean      ishi_go_engine_player_is_thinking (IshiGoEnginePlayer *self);

/* Resignation (off by default, for children): the player resigns when
 * the win rate of its best move stays below `threshold` for `moves` of
 * its searches in a row in one game — one noisy search at a low level
 * is not enough.  0 turns it off.  (The engine's own per-search
 * threshold, ishi_go_engine_set_resign_threshold, is not used here.) */
void          ishi_go_engine_player_set_resign (IshiGoEnginePlayer *self, double threshold,
                                                guint moves);
double        ishi_go_engine_player_get_resign (IshiGoEnginePlayer *self);

/* The stones the engine calls dead in the position at the match's
 * current node (an array of IshiPoint), as Ishi's GTP server answers
 * final_status_list dead: the row's suggestion (ishi-deadstones.h),
 * worked out in a worker thread.  The task has no source object. */
void          ishi_go_engine_player_dead_stones_async  (IshiGoEnginePlayer *self, IshiMatch *match,
                                                        GCancellable *cancellable,
                                                        GAsyncReadyCallback callback,
                                                        gpointer user_data);
GArray       *ishi_go_engine_player_dead_stones_finish (GAsyncResult *result, GError **error);

/* The engine's board for the position at the match's current node: the
 * record's moves replayed from the root (so ko and superko know the
 * history), or the stones as they stand when the record has setup. */
IshiGoBoard  *ishi_go_engine_board_from_match (IshiMatch *match);

G_END_DECLS
