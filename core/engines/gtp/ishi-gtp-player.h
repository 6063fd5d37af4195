/* ishi-gtp-player.h — a GTP engine as a player of a match (ishi-player.h).
 *
 * Keeping in step, the GoGui way.  The player remembers the moves it has
 * sent to the engine since the last clear_board.  Whenever it must act
 * (its turn, a sync asked by the window) it compares them with the moves
 * of the match's current line:
 *   - the same setup (size, komi, handicap and setup stones) and a common
 *     prefix: "undo" back to the prefix, then play the rest;
 *   - otherwise, or when undo fails or the engine does not list it, a full
 *     replay: boardsize, clear_board, komi, the handicap stones with
 *     set_free_handicap (so that the engine's stones are exactly Ishi's),
 *     the other setup stones as moves of their colour, then the moves;
 *     the time settings (time_settings, or kgs-time_settings for byo-yomi
 *     and Canadian where listed) after it.
 * So undo, moving through the record, deleting a variation or a pass node,
 * and opening or restoring a game all end in the same repair.
 *
 * Its turn: sync, then time_left for both colours from the match's clock
 * (where it has one), then genmove; the genmove's timeout follows the
 * clock (the mover's time left plus one period, and a margin) or, with no
 * clock, the move timeout (60 s by default).  The answer goes through the
 * match: ishi_match_play, _pass or _resign.  A point that is off the
 * board, occupied or illegal (ko, suicide) is refused: nothing is played,
 * the record is not touched, and "failed" is emitted with
 * ISHI_GTP_ERROR_OFF_BOARD, _OCCUPIED or _ILLEGAL_MOVE; so are the
 * engine's death, a timeout and garbage.  After "failed" the player does
 * nothing more until ishi_gtp_player_retry() or a new engine; the window
 * may give the colour to a person.
 *
 * Stop.  ishi_gtp_player_stop() takes the turn back: the genmove is
 * cancelled (its reply, when it comes, is dropped), the engine is marked
 * out of step (the next sync undoes its move or replays), and "stopped" is
 * emitted; the match still waits for this colour's move, and the window
 * may let a person play it or call ishi_match_undo.  Ishi does not kill
 * the engine for it: GNU Go and most engines answer within their time.
 *
 * The rules: after clear_board the engine is told the match's rule set
 * where one of its commands can say it (ishi_gtp_rules_command: ishi-rules,
 * kata-set-rules, kgs-rules).  Rules it cannot be told (Pure Go and equal
 * stones, to any engine but Ishi's own): the engine plays the moves it is
 * asked for under its own rules and Ishi counts the game by the rule set
 * of the match (New Game says so beside such an engine); an off-board
 * move in the record is sent as a pass.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-gtp-engine.h"
#include "ishi-match.h"
#include "ishi-player.h"

G_BEGIN_DECLS

#define ISHI_TYPE_GTP_PLAYER (ishi_gtp_player_get_type ())
G_DECLARE_FINAL_TYPE (IshiGtpPlayer, ishi_gtp_player, ISHI, GTP_PLAYER, GObject)

/* A player for `engine` (a reference is taken; it may be started or not:
 * the first sync starts it). */
IshiGtpPlayer *ishi_gtp_player_new (IshiGtpEngine *engine);
IshiGtpEngine *ishi_gtp_player_get_engine (IshiGtpPlayer *self);

/* GTP commands sent once, in order, right after the engine starts (the
 * init commands of Preferences); a "?" to one fails the start with a
 * message naming it. */
void     ishi_gtp_player_set_init_commands (IshiGtpPlayer *self, const char *const *commands);

/* genmove's time with no clock; <= 0: ISHI_GTP_DEFAULT_MOVE_TIMEOUT_MS. */
void     ishi_gtp_player_set_move_timeout (IshiGtpPlayer *self, int timeout_ms);
/* In a game without a clock, the time it is told it may take for a move
 * (time_settings 0 S 1: byo-yomi of S seconds, one stone a period), so
 * that it does not think for as long as it may; the move timeout stays
 * the longest Ishi waits.  0 (the default): nothing is told. */
void     ishi_gtp_player_set_move_seconds (IshiGtpPlayer *self, int seconds);
/* Quick commands' time; <= 0: ISHI_GTP_DEFAULT_TIMEOUT_MS. */
void     ishi_gtp_player_set_timeout      (IshiGtpPlayer *self, int timeout_ms);

/* Brings the engine in step with `match`'s current line (starting it if
 * needed) without asking it to move: after opening a game, or before
 * asking for a hint.  Completes with an error as "failed" would (and,
 * like "failed", no turn is taken after it until retry()).  One request
 * at a time: while a sync or a command is out, another fails with
 * G_IO_ERROR_BUSY and the player's turn waits for it to end. */
void     ishi_gtp_player_sync_async  (IshiGtpPlayer *self, IshiMatch *match,
                                      GCancellable *cancellable,
                                      GAsyncReadyCallback callback, gpointer user_data);
gboolean ishi_gtp_player_sync_finish (IshiGtpPlayer *self, GAsyncResult *result, GError **error);

/* In the cleanup phase of a game (after a disagreement on dead stones,
 * KGS style): genmove becomes kgs-genmove_cleanup where the engine lists
 * it, so that it captures dead stones instead of passing. */
void     ishi_gtp_player_set_cleanup (IshiGtpPlayer *self, gboolean cleanup);

/* A sync, a command or a turn is on its way. */
gboolean ishi_gtp_player_is_busy (IshiGtpPlayer *self);
/* The engine is thinking (a genmove is on its way, or its turn waits for
 * a sync): property "thinking". */
gboolean ishi_gtp_player_is_thinking (IshiGtpPlayer *self);
/* Takes the turn back from a thinking engine (see above). */
void     ishi_gtp_player_stop  (IshiGtpPlayer *self);
/* After "failed": try the turn again (the engine restarted if it died). */
void     ishi_gtp_player_retry (IshiGtpPlayer *self, IshiMatch *match);
/* After "failed", for a new game: the failure forgotten and an engine that
 * is no longer running replaced by a new one like it, started at the next
 * turn's sync.  Without it the player takes no turn after a failure
 * (issue 53: the next game of `ishi-tool match` waited for ever). */
void     ishi_gtp_player_revive (IshiGtpPlayer *self);
/* The last failure, or NULL. */
const GError *ishi_gtp_player_get_error (IshiGtpPlayer *self);

/* --- help for the window, after a sync ---------------------------------- */

/* final_status_list dead at the match's current node: an array of
 * IshiPoint (every stone the engine calls dead). */
void     ishi_gtp_player_dead_stones_async  (IshiGtpPlayer *self, IshiMatch *match,
                                             GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
GArray  *ishi_gtp_player_dead_stones_finish (IshiGtpPlayer *self, GAsyncResult *result,
                                             GError **error);

/* The generic call: sync with `match` (when not NULL), then send `command`
 * (for example "top_moves_black", "estimate_score", "showboard") and give
 * the reply's text. */
void     ishi_gtp_player_command_async  (IshiGtpPlayer *self, IshiMatch *match,
                                         const char *command,
                                         GCancellable *cancellable,
                                         GAsyncReadyCallback callback, gpointer user_data);
char    *ishi_gtp_player_command_finish (IshiGtpPlayer *self, GAsyncResult *result,
                                         GError **error);

/* Signals:
 *   "failed"  (const GError *error) the engine could not make its move; the
 *             game is intact and unchanged (see above);
 *   "stopped" the turn was taken back with ishi_gtp_player_stop();
 *   "moved"   the engine's move was played through the match;
 *   notify::thinking. */

G_END_DECLS
