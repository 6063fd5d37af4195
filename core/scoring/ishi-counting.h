/* ishi-counting.h — the counting phase of a game of Go, as a plain object.
 *
 * After two passes the players agree which stones are dead (KGS and OGS
 * call it the scoring phase; online-go-rules.ja.txt describes it): Ishi
 * suggests the dead stones, the players click groups to change the
 * suggestion, Undo takes back the last click, and the count follows each
 * change.  This object holds that state — the dead and seki marks, their
 * history and the score — so that it belongs to the game controller and
 * not to a widget.  It knows nothing of GTK.
 *
 * Pure Go has no dead-stone phase (pure-go-intro.ja.txt: the stones left on
 * the board are counted), so a Pure Go count is complete at once and every
 * mark is refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-deadstones.h"
#include "ishi-game.h"
#include "ishi-score.h"

G_BEGIN_DECLS

#define ISHI_TYPE_COUNTING (ishi_counting_get_type ())
G_DECLARE_FINAL_TYPE (IshiCounting, ishi_counting, ISHI, COUNTING, GObject)

/* Counts the position at the current node of `game` (Go) by `method`, with
 * `komi` (NAN: the method's default) and `handicap_compensation` points
 * for White.  Starts from Ishi's suggestion of the dead stones (none for
 * Pure Go).  NULL when the game is not Go. */
IshiCounting *ishi_counting_new (IshiGame *game, IshiScoreMethod method, double komi,
                                 int handicap_compensation);
/* The same, the suggestion made with `options` (ishi-deadstones.h: its
 * ownership reader above all — Ishi's engine's, handed down by whoever
 * owns the match); NULL options are the scoring core's own playouts. */
IshiCounting *ishi_counting_new_full (IshiGame *game, IshiScoreMethod method, double komi,
                                      int handicap_compensation,
                                      const IshiDeadStonesOptions *options);

IshiScoreMethod ishi_counting_get_method (IshiCounting *self);

/* equal-2-2: how the equal stones are made, by section 八 or the appendix
 * (a, b) — the same result, other steps (IshiScoreWay).  Not a mark: it
 * is not in the Undo history.  Emits "changed" when it changes. */
void         ishi_counting_set_way (IshiCounting *self, IshiScoreWay way);
IshiScoreWay ishi_counting_get_way (IshiCounting *self);
int             ishi_counting_get_size   (IshiCounting *self);
/* The count for the current marks; never NULL. */
const IshiScore *ishi_counting_get_score (IshiCounting *self);
/* size × size, non-zero on a stone marked dead / on a seki point. */
const guint8   *ishi_counting_get_dead   (IshiCounting *self);
const guint8   *ishi_counting_get_seki   (IshiCounting *self);

/* Marks the group at (x, y) dead, or alive again (ishi_score_toggle_dead).
 * FALSE, with nothing changed, on an empty point or in Pure Go. */
gboolean ishi_counting_toggle_dead (IshiCounting *self, int x, int y);
/* Marks the string at (x, y) as living in seki, or takes the mark off; a
 * string in seki is alive, so a dead mark on it goes.  FALSE on an empty
 * point or in Pure Go. */
gboolean ishi_counting_toggle_seki (IshiCounting *self, int x, int y);
/* Replaces the dead marks (a count read back from a record's TB/TW) and
 * forgets the history. */
void     ishi_counting_set_dead   (IshiCounting *self, const guint8 *dead);
/* Equal stones (counting-methods.zh.txt, 三): `color` claimed the empty
 * point (x, y) as its 目 — a seki point only it may fill (单方权利单官) or
 * a ko space it holds with more ko threats (劫空) — and the other player
 * accepted; ISHI_EMPTY withdraws the claim.  The point of a stone marked
 * dead may be claimed too (十三: the player holding a ko claims "打劫处的
 * 两个枰点", the ko space and the stone it would take); a claim on a
 * stone that is alive again counts for nothing.  A disputed claim is settled
 * by play instead (ishi_game_resume).  Claims are not undo steps.  FALSE,
 * with nothing changed, for the other methods and on a stone. */
gboolean ishi_counting_set_claim  (IshiCounting *self, int x, int y, IshiColor color);
/* size × size, the claimant on each claimed point; NULL before any claim. */
const IshiColor *ishi_counting_get_claims (IshiCounting *self);
/* Takes back the last toggle, one at a time, back to the suggestion.
 * FALSE when there is nothing to take back. */
gboolean ishi_counting_undo       (IshiCounting *self);
gboolean ishi_counting_can_undo   (IshiCounting *self);

/* The result in SGF RE form ("B+3.5", "W+12", "0"). */
char *ishi_counting_get_result (IshiCounting *self);
/* A margin as players say it, without its sign: "2.5" in English, 「2目半」
 * in Japanese (「半目」 for 0.5). */
char *ishi_score_format_margin (double margin);
/* The result for people, translated and explaining itself: Pure Go
 * 「黒 41 子・白 34 子、黒の 7 子勝ち」 (in the interface language), Japanese
 * territory and prisoners of each side then komi and the difference, and so
 * on (one line). */
char *ishi_counting_describe (IshiCounting *self);

/* Signal "changed": after every toggle and undo. */

G_END_DECLS
