/* ishi-match.h — the game controller: one owner for a game's phase, its
 * players, its counting and its end.
 *
 * A match holds an IshiGame (the record and the position), the rule set it
 * is played under (ishi-ruleset.h), who plays each colour (ishi-player.h)
 * and, while the game is being counted, an IshiCounting.  The window, the
 * lesson page and the command-line tool never decide that a game is over:
 * they ask the match to play, pass, resign or move through the record, and
 * listen to its signals.
 *
 * The phase follows the current node of the record:
 *
 *   PLAYING    the game goes on at this node;
 *   COUNTING   two passes ended a game of Go (not Pure Go) at this node and
 *              the players are marking dead stones (counting object);
 *   FINISHED   the game has a result at this node: a count the players
 *              finished, Pure Go's stone count, a resignation, five in a
 *              row, Black's forbidden move under the tournament rule, a full
 *              Renju board or two passes in Renju (draws), loss on time, a
 *              forfeit (a player's engine failed), or a cycle of kos where
 *              the rule set makes it void (无胜负).
 *
 * Every way a game can end — a move, a pass, a resignation, stepping onto
 * the last node with the wheel or Page Down, loss on time — is noticed in
 * one place, after the record's current node changed, and "game-over" is
 * emitted exactly once each time the game arrives at an end.
 *
 * The result is written into the record (RE) when the end is reached by
 * play, or by Finish for a count; a record opened for review keeps its own
 * RE.  Taking back the move that ended a game (undo) takes the RE it wrote
 * back too.  A finished count also writes TB/TW, the territory, on its
 * node, so the final board is shown again when the record is reopened.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-clock.h"
#include "ishi-counting.h"
#include "ishi-game.h"
#include "ishi-player.h"
#include "ishi-renju-opening.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_PHASE_PLAYING = 0,
  ISHI_PHASE_COUNTING,
  ISHI_PHASE_FINISHED,
} IshiPhase;

/* How a finished game ended. */
typedef enum {
  ISHI_RESULT_NONE = 0,      /* not finished */
  ISHI_RESULT_COUNT,         /* counted after two passes (Go; Pure Go at once) */
  ISHI_RESULT_RESIGN,
  ISHI_RESULT_TIME,          /* the loser's clock ran out */
  ISHI_RESULT_FIVE,          /* Renju: five (White: five or more) */
  ISHI_RESULT_FORBIDDEN,     /* Renju tournament rule: Black played a forbidden point */
  ISHI_RESULT_DRAW,          /* Renju: a full board or two passes */
  ISHI_RESULT_VOID,          /* Go, rule sets with void_cycles: the position came
                              * back (a cycle of kos): no result, RE[Void] */
  ISHI_RESULT_FORFEIT,       /* the loser's engine failed (died, hung, answered no
                              * legal move): RE "W+F" / "B+F", the reason in C */
} IshiResultKind;

typedef struct {
  IshiResultKind kind;
  IshiColor winner;          /* ISHI_EMPTY for a draw or an unknown winner */
  double margin;             /* COUNT: Black's total minus White's */
} IshiResult;

#define ISHI_TYPE_MATCH (ishi_match_get_type ())
G_DECLARE_FINAL_TYPE (IshiMatch, ishi_match, ISHI, MATCH, GObject)

/* A match for an existing record (opened, restored): the rule set is read
 * from RU (ishi_ruleset_from_ru); both colours are played by people.
 * Takes a reference to `game`. */
IshiMatch *ishi_match_new (IshiGame *game);
/* A new game under `ruleset` on a board of `size`, with `handicap` stones
 * (0 or 1: none; handicap 1 is only Black moving first without komi) and
 * `komi` (NAN: the row's komi for that handicap).  Writes GM, SZ, RU, KM,
 * HA/AB, DT (today) and AP into the new record. */
IshiMatch *ishi_match_new_game (const IshiRuleset *ruleset, int size, int handicap, double komi);
/* The same, with the size and Renju's `tournament` flag taken from
 * `options` (the rest of the options always comes from the rule set). */
IshiMatch *ishi_match_new_game_full (const IshiRuleset *ruleset, const IshiRulesOptions *options,
                                     int handicap, double komi);

IshiGame          *ishi_match_get_game    (IshiMatch *self);
const IshiRuleset *ishi_match_get_ruleset (IshiMatch *self);
IshiPhase          ishi_match_get_phase   (IshiMatch *self);
/* The counting while COUNTING, and the finished count while FINISHED by
 * a count; NULL otherwise. */
IshiCounting      *ishi_match_get_counting (IshiMatch *self);
/* Who reads the dead stones when a count begins: the suggestion
 * (ishi-deadstones.h) takes its ownership shares from `reader` (Ishi's
 * engine, ishi_go_dead_ownership, set by the window's session; the
 * engines are above this layer) instead of its own playouts.  NULL: the
 * scoring core alone.  `data` goes to the reader; `destroy` frees it. */
void               ishi_match_set_dead_stones_reader (IshiMatch *self, IshiOwnershipFunc reader,
                                                      gpointer data, GDestroyNotify destroy);
void               ishi_match_get_result   (IshiMatch *self, IshiResult *result);
/* The result for people, translated, explaining itself (counts, komi,
 * margin; "White wins by resignation"); NULL while PLAYING. */
char              *ishi_match_describe_result (IshiMatch *self);
/* The end shown is a reviewed record's own verdict (RE, no territory
 * written), not a count made here: Count Again opens one. */
gboolean           ishi_match_result_is_recorded (IshiMatch *self);
/* Who won, in a few words, for a headline ("White wins by 2.5", "Black
 * wins by resignation"); NULL unless the game is over, or at the end of a
 * reviewed record whose RE names a result (ishi_match_describe_record_end). */
char              *ishi_match_describe_winner (IshiMatch *self);
/* At the end of the main line of a record opened for review, while its
 * moves leave the game open there (RE says "B+R", "W+T", "B+Illegal"…):
 * the record's result in words, "Black wins by resignation (the record’s
 * result)"; NULL anywhere else, and in a game played on from there.  A
 * finished game's RE is told by ishi_match_describe_result, with Ishi's
 * own count beside it where the count says otherwise. */
char              *ishi_match_describe_record_end (IshiMatch *self);
/* The komi the game is counted with (KM, or the rule set's). */
double             ishi_match_get_komi    (IshiMatch *self);

/* Who plays `color`; a new match has two IshiHumanPlayers. */
IshiPlayer *ishi_match_get_player (IshiMatch *self, IshiColor color);
void        ishi_match_set_player (IshiMatch *self, IshiColor color, IshiPlayer *player);
/* Asks the player to move now, as the match does after each move: for a
 * caller that seated its players after the game began (a network room,
 * a game restored from its record).  Nothing while paused or not PLAYING. */
void        ishi_match_ask_to_move (IshiMatch *self);

/* --- playing (PLAYING only; otherwise ISHI_MOVE_GAME_OVER) --------------- */
IshiMoveStatus ishi_match_play   (IshiMatch *self, int x, int y);
IshiMoveStatus ishi_match_pass   (IshiMatch *self);
/* An off-board move (虚着) by the side to move: the equal-stones rows 2-x
 * and 3-x (ISHI_MOVE_OFF_BOARD under the others). */
IshiMoveStatus ishi_match_play_off_board (IshiMatch *self);
/* 3-x, where passing is not allowed: both players agree to stop here
 * (STOP[] in the record) and the game is counted as after two passes.
 * FALSE under the other rule sets and when not PLAYING. */
gboolean       ishi_match_agree_stop (IshiMatch *self);
/* `color` resigns (either side may, at any time while PLAYING or COUNTING). */
gboolean       ishi_match_resign (IshiMatch *self, IshiColor color);
/* `color` loses by a fault of its player (an engine that died, stopped
 * answering, or answered a move that is not legal): RE "W+F" / "B+F", as
 * SGF FF[4] writes a forfeit, and `reason` (NULL: none) added to the
 * comment (C) of the node the game stopped at, so that the record says
 * what happened.  Undo takes both back.  FALSE once FINISHED. */
gboolean       ishi_match_forfeit (IshiMatch *self, IshiColor color, const char *reason);
/* The clock of `color` ran out: the game ends, RE "B+T" / "W+T". */
gboolean       ishi_match_time_out (IshiMatch *self, IshiColor color);

/* --- counting (COUNTING only; FALSE otherwise) -------------------------- */
gboolean ishi_match_toggle_dead (IshiMatch *self, int x, int y);
gboolean ishi_match_toggle_seki (IshiMatch *self, int x, int y);
/* Equal stones (counting-methods.zh.txt, 三): `color` claimed the empty
 * point (x, y) — a seki point only it may fill or a ko space — and the
 * other player accepted: the point is its 目 and the count follows.
 * ISHI_EMPTY withdraws the claim.  A disputed claim is settled by play:
 * ishi_match_continue_play.  FALSE under the other methods. */
gboolean ishi_match_set_claim (IshiMatch *self, int x, int y, IshiColor color);
/* Undo while counting takes back the last marking. */
/* Continue play (対局に戻る): the count is dropped and the game goes on,
 * the player who passed first to move. */
gboolean ishi_match_continue_play (IshiMatch *self);
/* Finish: RE and TB/TW are written and the phase is FINISHED. */
gboolean ishi_match_finish (IshiMatch *self);
/* After Finish, the explicit step to change the count again: back to
 * COUNTING with the marks the count was finished with.  The record keeps
 * its RE and TB/TW until Finish writes the new count (a count finished as
 * it was leaves the record untouched) or Continue Playing takes them out;
 * going to another node gives the reopened count up. */
gboolean ishi_match_reopen_count (IshiMatch *self);

/* --- the record -------------------------------------------------------- */
/* PLAYING: the last move goes back (a variation stays in the record);
 * COUNTING: the last marking goes back (FALSE at the suggestion);
 * FINISHED: a resignation, a five, a forbidden move or a loss on time is
 * taken back with its RE; a finished count is not (reopen it). */
gboolean ishi_match_undo (IshiMatch *self);
gboolean ishi_match_redo (IshiMatch *self, GError **error);
gboolean ishi_match_can_undo (IshiMatch *self);
gboolean ishi_match_can_redo (IshiMatch *self);
/* Review: through the record, from any phase. */
gboolean ishi_match_first   (IshiMatch *self);
gboolean ishi_match_back    (IshiMatch *self);
gboolean ishi_match_forward (IshiMatch *self, GError **error);
gboolean ishi_match_last    (IshiMatch *self, GError **error);
gboolean ishi_match_go_to   (IshiMatch *self, IshiSgfNode *node, GError **error);
gboolean ishi_match_go_to_move (IshiMatch *self, guint move_number, GError **error);
/* `moves` moves on along the current line (back when negative), as far
 * as the line goes: Page Down and Page Up.  TRUE when the position moved. */
gboolean ishi_match_step (IshiMatch *self, int moves, GError **error);
/* Deletes the variation that starts at `node` (a child somewhere in the
 * record, not the root) with everything after it; if the current node is
 * in it, the current node becomes its parent.  FALSE for the root. */
gboolean ishi_match_delete_variation (IshiMatch *self, IshiSgfNode *node);

/* --- the clock (issue 13) ---------------------------------------------- */
/* The match owns `clock` (takes a reference; NULL: no clock) and drives it
 * (ishi-clock.h): the side to move's time runs while PLAYING at the tip of
 * the record (stepping back to review or undoing stops it; the next move
 * played starts the other side's time); each move
 * and pass is charged to its player (ishi_clock_move_made) and writes the
 * mover's BL/WL, and OB/OW in overtime, on the move's node; nobody's time
 * runs while COUNTING or FINISHED or while the match is paused.  A move
 * made after the mover's time ran out is refused (ISHI_MOVE_GAME_OVER) and
 * the game is lost on time, as when the clock's "time-out" is emitted on a
 * tick: ishi_match_time_out(), RE "B+T" / "W+T".  When the record has no
 * move yet, TM and OT of the clock's time control are written on the root
 * (ishi-timecontrol.h); a record read back gives its time control with
 * ishi_time_control_read_root(). */
void       ishi_match_set_clock  (IshiMatch *self, IshiClock *clock);
IshiClock *ishi_match_get_clock  (IshiMatch *self);
/* Pauses the game's clock (the game paused, the window hidden); the
 * window says so on the board.  Emits "changed" when it changes.  While
 * paused no player is asked to move (a game of two engines stands still);
 * when the pause ends, the player to move is asked again. */
void       ishi_match_set_paused (IshiMatch *self, gboolean paused);
gboolean   ishi_match_get_paused (IshiMatch *self);
/* Whether a pause stops anything: a clock, or an engine that plays. */
gboolean   ishi_match_can_pause (IshiMatch *self);

/* --- Renju's opening rules of stronger players (ishi-renju-opening.h) -- */
/* Under the RIF rule with fifth moves, Soosõrv-8 and Taraguchi-10 the
 * match plays the opening step by step: a stone is refused where the
 * rule wants it nearer the centre (ISHI_MOVE_OPENING_AREA) or while a
 * choice comes first (ISHI_MOVE_OPENING_CHOICE), and nobody passes.
 * While Black offers fifth moves, ishi_match_play (a click on the board)
 * offers one; while White keeps one, it keeps the offer played on.  Undo
 * takes back the last offer.  The player asked to act (an engine's
 * your_turn) is the one of the step's colour, which is not the side to
 * move while White keeps a fifth move.  A choice, a number or an offer
 * emits "changed" as a move does.
 *
 * What the opening asks for now (kind NONE for the other rule sets and
 * once it is over). */
void      ishi_match_get_opening_step (IshiMatch *self, IshiOpeningStep *step);
/* The colour whose player the match waits for: the step's, or the side
 * to move. */
IshiColor ishi_match_get_acting_color (IshiMatch *self);
/* The choices (ishi-renju-opening.h); `reason` (may be NULL) goes into
 * the record's comment with the choice.  FALSE, `error` set and nothing
 * changed, when the opening does not ask for it now or the game is over.
 * A swap exchanges the match's players as well as PB and PW, and emits
 * "colours-exchanged" before "changed". */
gboolean  ishi_match_opening_choose  (IshiMatch *self, IshiOpeningChoice choice, const char *reason,
                                      GError **error);
gboolean  ishi_match_opening_declare (IshiMatch *self, guint count, const char *reason, GError **error);
gboolean  ishi_match_opening_offer   (IshiMatch *self, const IshiPoint *points, guint n, GError **error);
gboolean  ishi_match_opening_pick    (IshiMatch *self, int x, int y, const char *reason, GError **error);

/* Signals:
 *   "changed"      anything a view of the match shows changed (the position,
 *                  the phase, the marks, the result);
 *   "game-over"    the game arrived at an end (see above), once per arrival;
 *   "colours-exchanged"  an opening's swap: the players of Black and White
 *                  changed places (ishi_match_get_player);
 *   "players-changed"  another player was seated (ishi_match_set_player);
 *   notify::phase  the phase changed. */

G_END_DECLS
