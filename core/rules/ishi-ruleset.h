/* ishi-ruleset.h — the one table of named rule sets.
 *
 * A rule set is what players name when they agree how to play: "Japanese",
 * "Chinese", "Pure Go", "Renju (RIF)".  Each name fixes a handful of rules
 * at once — the ko rule, whether suicide is allowed, how the game is
 * counted, the komi with and without handicap stones and the compensation
 * White gets for them — and the word written into SGF RU.  Everything in
 * Ishi that needs one of those facts reads it from a row of this table:
 * the New Game dialog lists the rows, the game controller plays by one,
 * counting reads its method and compensation, and RU is parsed here and
 * nowhere else (ishi_ruleset_from_ru).
 *
 * What a record needs to reload exactly as it was played is written in
 * standard properties: GM, SZ, RU (the row's own word, read back to the
 * same row), KM, HA with AB.  A row's rules are fixed, so nothing else is
 * needed: a game whose ko rule was chosen apart from its rule set would not
 * reload as it was played, and Ishi does not make such games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-rules.h"

G_BEGIN_DECLS

/* How a row counts a finished game of Go.  The rows below name one each;
 * ishi-score.h counts by them and says what each side's total is made of.
 * The table sits with the rules, below the record and scoring: reading a
 * record's RU (ishi-game.c) and choosing a count both look rows up here. */
typedef enum {
  ISHI_SCORE_JAPANESE = 0,
  ISHI_SCORE_CHINESE,
  ISHI_SCORE_PURE,
  ISHI_SCORE_EQUAL_ART,
  ISHI_SCORE_EQUAL_LAW,
  ISHI_SCORE_EQUAL_BOWLS_ART,
  ISHI_SCORE_EQUAL_BOWLS_LAW,
  ISHI_SCORE_EQUAL_OFF_ART,
  ISHI_SCORE_EQUAL_OFF_LAW,
  ISHI_SCORE_EQUAL_NOPASS_ART,
  ISHI_SCORE_EQUAL_NOPASS_LAW,
} IshiScoreMethod;

#define ISHI_SCORE_N_METHODS 11

/* How White is compensated for Black's handicap stones in the count
 * (area counting gives Black a point for every stone on the board, so the
 * rule sets that count area give some of them back). */
typedef enum {
  ISHI_HANDICAP_COMP_NONE = 0,   /* Japanese, and every territory count */
  ISHI_HANDICAP_COMP_N,          /* Chinese: one point per handicap stone */
  ISHI_HANDICAP_COMP_N_MINUS_1,  /* AGA: one point per stone after the first */
} IshiHandicapComp;

/* Renju's opening rules: free opening (自由打ち) and the tournament rule
 * with the 26 openings and the swap (珠型交代打ち) of renju-rules.ja.txt,
 * and the rules of stronger players its 第３章 leaves to the rulebook —
 * those with swaps and fifth moves offered, played step by step by the
 * match (ishi-renju-opening.h, where each is told in full):
 *   RIF_FIFTHS  the RIF rule of 1996 (珠型交替五珠二題打ち): the 26
 *               openings and the swap; Black offers two fifth moves;
 *   SOOSORV     Soosõrv-8: White names 1 to 8 fifth moves with White 4,
 *               and the other player may swap once more;
 *   TARAGUCHI   Taraguchi-10: five stones near the centre with a swap
 *               after each, or ten fifth moves offered after White 4. */
typedef enum {
  ISHI_OPENING_NONE = 0,         /* Go */
  ISHI_OPENING_FREE,
  ISHI_OPENING_RIF,
  ISHI_OPENING_RIF_FIFTHS,
  ISHI_OPENING_SOOSORV,
  ISHI_OPENING_TARAGUCHI,
} IshiOpeningRule;

typedef struct {
  const char *id;            /* stable word for settings, files and the tool: "japanese" */
  const char *name;          /* for people, N_(): "Japanese" */
  const char *summary;       /* one line for a newcomer, N_(): what is counted; never
                              * the komi, which the New Game dialog says as set */
  const char *game;          /* "go" or "renju" (ishi_rules_lookup) */

  IshiKoRule ko_rule;
  gboolean allow_suicide;
  gboolean clear_history_at_two_passes; /* Go: see IshiRulesOptions */
  gboolean off_board_moves;  /* Go: see IshiRulesOptions */
  gboolean no_pass;          /* Go: see IshiRulesOptions */
  gboolean void_cycles;      /* Go: see IshiRulesOptions */
  IshiScoreMethod scoring;   /* Go only */
  double komi;               /* komi of an even game */
  double komi_handicap;      /* komi when Black has handicap stones */
  double komi_min, komi_max; /* the range the New Game dialog offers */
  IshiHandicapComp handicap_comp;
  gboolean handicap_one;     /* "handicap 1" is offered: Black moves first with komi_handicap */

  IshiOpeningRule opening;   /* Renju */
  guint fifths;              /* Renju: the most fifth moves Black offers (0: none) */
  gboolean tournament;       /* Renju: a forbidden move loses instead of being refused */

  const char *ru;            /* the RU value Ishi writes */
  /* Other RU values read as this row, compared case-insensitively with
   * spaces, '-' and '_' ignored; NULL-terminated.  The row's id and `ru`
   * are always accepted. */
  const char *const *accepts;
} IshiRuleset;

/* Every row, in the order the New Game dialog lists them. */
const IshiRuleset *ishi_ruleset_get_all (guint *n_rows);
/* By id; NULL when there is no such row. */
const IshiRuleset *ishi_ruleset_lookup (const char *id);
/* The default row of a game ("go": Pure Go, "renju": Renju RIF). */
const IshiRuleset *ishi_ruleset_default (const char *game);

/* THE RU parser.  The row a record's RU names for game `rules`; `ru` may
 * be NULL or unknown, and then the game's fallback row is returned with
 * *known set to FALSE: Japanese for Go (the usual meaning of a record
 * without RU), RIF for Renju.  Never NULL for Go or Renju. */
const IshiRuleset *ishi_ruleset_from_ru (const IshiRules *rules, const char *ru,
                                         gboolean *known);

/* Renju: the opening is played step by step in the match (swaps, fifth
 * moves offered: ishi-renju-opening.h) — RIF_FIFTHS, SOOSORV, TARAGUCHI. */
gboolean         ishi_ruleset_has_opening_steps (const IshiRuleset *ruleset);
/* Renju: the player holding Black lays out one of the 26 openings before
 * anything else (RIF, RIF_FIFTHS, SOOSORV). */
gboolean         ishi_ruleset_lays_out_opening (const IshiRuleset *ruleset);

/* The IshiRules and options a row plays on a board of `size`. */
const IshiRules *ishi_ruleset_get_rules (const IshiRuleset *ruleset);
void             ishi_ruleset_get_options (const IshiRuleset *ruleset, int size,
                                           IshiRulesOptions *options);

/* The komi a game under this row starts with: komi for an even game,
 * komi_handicap with handicap stones (handicap >= 2) or handicap 1. */
double           ishi_ruleset_komi (const IshiRuleset *ruleset, int handicap);
/* The points White gets for `handicap` stones in the count. */
int              ishi_ruleset_handicap_compensation (const IshiRuleset *ruleset, int handicap);

G_END_DECLS
