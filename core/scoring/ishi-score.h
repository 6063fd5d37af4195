/* ishi-score.h — counting a finished game of Go, by every method Ishi knows.
 *
 * Counting works on a plain final position: the stones, which of them the
 * players agreed are dead, the prisoners taken during play and the komi.  It
 * knows nothing of the game record, so the window, the command-line tool and
 * the tests all count the same way (ishi-deadstones.h suggests the dead
 * stones; the game record supplies the prisoners and the move counts).
 *
 * The methods, and what each side's total is made of:
 *
 *   Pure Go (純碁)      the stones on the board, nothing else.  There is no
 *                       dead-stone phase: dead stones must be captured in play,
 *                       so the dead mask is ignored.  Komi 0 unless given.
 *   Japanese            territory + prisoners (stones captured in play and the
 *                       opponent's dead stones).  Dame and every point of a
 *                       seki — shared liberties and the eyes of the groups in
 *                       it — belong to nobody.  No handicap compensation.
 *   Chinese             area: living stones + the empty points surrounded by
 *                       them alone (eyes in seki included); the shared
 *                       liberties of a seki are split evenly; White gets one
 *                       point for each handicap stone.
 *   Equal stones        等子比空 ("compare territory on equal stones", the
 *   (art and law)       scientific territory count of counting-methods.zh.txt):
 *                       each side's prisoners and dead stones are refilled into
 *                       its own territory; the side that put more stones on the
 *                       board removes the difference so that both have as many;
 *                       then the empty points each side alone surrounds — its
 *                       目, eyes in seki included — are compared.  In the art
 *                       version (艺术版, 多下贴点) a side that played n more real
 *                       moves pays for them: n of its stones come off at the
 *                       boundary and become shared.  In the law version (律法版,
 *                       多下不贴点) they come out of its own territory and stay
 *                       its 目.  The art version therefore gives the result of
 *                       territory counting (but for eyes in seki) and the law
 *                       version that of area counting.  Handicap stones are
 *                       stones Black placed without a move: both versions take
 *                       them out of Black's territory, as area counting without
 *                       compensation would count them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-game.h"
#include "ishi-ruleset.h"
#include "ishi-types.h"

G_BEGIN_DECLS

/* IshiScoreMethod, the counting methods, is declared with the rule-set
 * table (ishi-ruleset.h), whose rows name one each. */

/* The equal-stones methods are the sub-rules of counting-methods.zh.txt:
 *   equal-art, equal-law  1-1 and 1-2: prisoners kept and refilled;
 *   equal-2-1, equal-2-2  2-1 and 2-2: off-board moves (虚着) and passes; the
 *                         off-board stones are refilled with the prisoners;
 *                         2-1 pays for extra moves counting off-board ones;
 *   equal-3-1, equal-3-2  3-1 and 3-2: off-board moves, no passes; when one
 *                         side has played more moves, the other balances them
 *                         with off-board stones (平衡手数, option a); 3-1 pays
 *                         for extra real moves by moving the stones from the
 *                         boundary into its own territory;
 *   equal-4-1, equal-4-2  4-1 and 4-2, 广义等子比目法: no prisoners kept; the
 *                         dead stones go back to the bowls, which hold half
 *                         the board each (180 on 19×19), and each side fills
 *                         its territory from its bowl until both bowls hold
 *                         the same number (bowl_keep); then 目 are compared.
 * The art versions pay for the extra moves before the first two passes
 * at the boundary (多下贴点), the law versions do not. */
gboolean    ishi_score_method_is_equal_stones (IshiScoreMethod method);

/* A stable word for files and the command line: "japanese", "chinese",
 * "pure", "equal-art", "equal-law". */
const char *ishi_score_method_to_string   (IshiScoreMethod method);
gboolean    ishi_score_method_from_string (const char *text, IshiScoreMethod *method);
/* The method's name for people, translated. */
const char *ishi_score_method_describe    (IshiScoreMethod method);
/* The method an SGF RU value asks for: Japanese and Korean count territory;
 * Chinese, AGA, New Zealand, Ing and Tromp-Taylor count area; "Pure Go" and
 * 純碁 are Pure Go; the words of ishi_score_method_to_string are understood
 * too.  FALSE (and *method untouched) for anything else. */
gboolean    ishi_score_method_for_ruleset (const char *ruleset, IshiScoreMethod *method);
/* 6.5 for Japanese and the art version (the seed's 黑先贴6.5点), 7.5 for
 * Chinese and the law version (黑先贴7.5点), 0 for Pure Go. */
double      ishi_score_method_default_komi (IshiScoreMethod method);
/* FALSE for Pure Go, which has no dead-stone phase. */
gboolean    ishi_score_method_has_dead_stones (IshiScoreMethod method);

/* How equal-2-2 makes the stones equal (counting-methods.zh.txt, 2-2): by
 * its section 八 — the side that played n more moves (on and off the
 * board) takes n of its stones out of its own territory —, or by the
 * appendix (附文 将棋做成等子局面的另一种可供考虑的方法): when one side played
 * the last move before the two passes, the moves are balanced first
 * (平衡手数), (a) by the other side playing one more stone off the board,
 * or (b) by that side taking one of its own stones out of its own
 * territory (B类负着); then each pass before the two last is paid with a
 * stone filled into the passer's own territory.  The balancing counts the
 * stones each side will have after the refill, so handicap and setup
 * stones are balanced with the moves.  The winner and the margin are the
 * same; only the 目 shown differ.  The other methods ignore it. */
typedef enum {
  ISHI_SCORE_WAY_SECTION_8 = 0,
  ISHI_SCORE_WAY_APPENDIX_A,
  ISHI_SCORE_WAY_APPENDIX_B,
} IshiScoreWay;

/* Grids below are size × size, row by row from the top: index y * size + x. */
typedef struct {
  int size;
  const IshiColor *board;
  /* Non-zero on a dead stone.  NULL: nothing is dead.  Marks on empty points
   * are ignored. */
  const guint8 *dead;
  /* Non-zero on a stone: its string is in seki by the players' agreement,
   * on top of the seki found in the position (see ishi_score_find_seki).
   * NULL: only what is found. */
  const guint8 *seki;
  /* Equal stones only: ISHI_BLACK or ISHI_WHITE on an empty point one
   * side claimed and the other accepted (counting-methods.zh.txt, 三: a
   * seki point only that side may fill, 单方权利单官, or a ko space held
   * with the advantage in ko threats, 劫空): the point is the claimant's
   * 目.  A disputed claim is settled by play, not here.  NULL: none. */
  const IshiColor *claims;
  int captured_by_black;   /* white stones Black captured during play */
  int captured_by_white;
  /* Stones each side played during the game: real moves, passes not counted
   * (the equal-stones art version makes a side pay for the moves it played
   * more than the other). */
  int moves_black;
  int moves_white;
  /* Of those, the real moves played after the first two passes in a row
   * (the dispute, 诉讼, of counting-methods.zh.txt's 两弃为界): the art
   * version does not make a side pay for them. */
  int dispute_black;
  int dispute_white;
  /* Off-board moves (虚着) each side played, and of those after the
   * boundary (the first two passes, or the agreed stop of 3-x). */
  int offboard_black;
  int offboard_white;
  int dispute_offboard_black;
  int dispute_offboard_white;
  /* Passes each side made, the two passes in a row that end the game not
   * counted (the 2-2 appendix fills one stone for each of the others). */
  int passes_black;
  int passes_white;
  IshiScoreWay way;        /* equal-2-2 only; 0 is section 八 */
  int handicap;            /* handicap stones Black placed before the first move */
  /* equal-4-x: the stones left in each bowl after filling; 0: the
   * smallest multiple of 10 with which both sides' fills fit into their
   * territory (the text only asks for "数量适度且彼此相等"). */
  int bowl_keep;
  double komi;             /* given to White; a negative komi goes to Black */
} IshiScoreInput;

/* Fills `input` from the position at the current node of a game of Go:
 * size, board (newly allocated), prisoners, the real moves each side played
 * from the root, the handicap (HA of the root) and the komi (KM of the
 * root, or NAN when the record has none: the caller then takes the
 * method's default).  `dead` and `seki` are left NULL.  FALSE, with
 * `input` cleared, when the game is not Go.  Free with
 * ishi_score_input_clear. */
gboolean ishi_score_input_init_from_game (IshiScoreInput *input, IshiGame *game);
void     ishi_score_input_clear          (IshiScoreInput *input);

/* One side's part of the count.  Each method fills the fields it uses and
 * leaves the others 0. */
typedef struct {
  int stones;       /* own living stones on the board (area, Pure Go); in the
                     * equal-stones methods, own stones in the equal position */
  int territory;    /* empty points and the points of dead enemy stones that
                     * count for this side */
  int captures;     /* enemy stones captured during play */
  int dead;         /* enemy stones dead at the end */
  int prisoners;    /* captures + dead (territory counting) */
  int refilled;     /* equal stones: own captured and dead stones filled back
                     * into own territory, one 目 lost each */
  int removed;      /* equal stones: own stones taken out of own territory to
                     * make the stones equal, one 目 gained each */
  int paid;         /* equal stones, art version: own stones taken off at the
                     * boundary for the moves played more than the other side */
  int moku;         /* equal stones: territory − refilled + removed (目) */
  int moves;        /* equal stones: real moves before the first two passes */
  int moves_dispute;/* equal stones: real moves after them */
  int off_board;    /* equal 2-x, 3-x: own off-board stones refilled into own
                     * territory (balancing ones included), one 目 less each */
  int balanced;     /* equal 3-x and the 2-2 appendix (a): off-board stones
                     * this side adds to balance the number of moves (平衡手数;
                     * in the appendix, of the stones after the refill) */
  int pass_filled;  /* equal-2-2 appendix: own stones filled into own territory
                     * for the passes before the last two, one 目 less each */
  int negative;     /* equal-2-2 appendix (b): own stones taken out of own
                     * territory to balance the moves (B类负着), one 目 more */
  int bowl;         /* equal-4-x: stones in the bowl before filling */
  int filled;       /* equal-4-x: stones filled from the bowl into own territory */
  double shared;    /* half of the points both sides share (seki liberties;
                     * in the equal-stones methods also dame and paid stones) */
  int handicap;     /* Chinese, White: one point for each handicap stone */
  double komi;
  double points;    /* equal stones: the 点 this side holds, moku + stones +
                     * shared (the two sides' points add up to size²) */
  double total;     /* what is compared */
} IshiScoreSide;

/* The equal-stones count, step by step as counting-methods.zh.txt does it
 * on the board (七/八: 将棋做成等子局面), for a teacher to step through and
 * for `ishi-tool score --explain`. */
typedef enum {
  ISHI_SCORE_STEP_POSITION = 0, /* the position at the end, dead stones on it */
  ISHI_SCORE_STEP_BALANCE,      /* 3-x: off-board stones to balance the moves */
  ISHI_SCORE_STEP_REFILL,       /* dead stones off; each side's prisoners and
                                 * dead stones filled into its own territory */
  ISHI_SCORE_STEP_OFF_BOARD,    /* 2-x, 3-x: the off-board stones filled into
                                 * their side's own territory */
  ISHI_SCORE_STEP_PAY,          /* art: extra moves before the first two passes
                                 * paid at the boundary (多下贴点) */
  ISHI_SCORE_STEP_REMOVE,       /* stones taken out of the side's own territory
                                 * to make the stones equal (多下不贴点) */
  ISHI_SCORE_STEP_CLEAR_DEAD,   /* equal-4-x: dead stones back to the bowls */
  ISHI_SCORE_STEP_BOWLS,        /* equal-4-x: territory filled from the bowls
                                 * until both hold the same number */
  ISHI_SCORE_STEP_COUNT,        /* 目 compared, and the 点 they come to */
  ISHI_SCORE_STEP_NEGATIVE,     /* 2-2 appendix (b): a stone taken out of its
                                 * side's own territory to balance the moves */
  ISHI_SCORE_STEP_PASS_FILL,    /* 2-2 appendix: a stone into the passer's own
                                 * territory for each pass before the last two */
} IshiScoreStepKind;

typedef struct {
  IshiScoreStepKind kind;
  IshiColor color;      /* the side the step moves stones of; ISHI_EMPTY for both */
  int count;            /* stones it moves */
  char *text;           /* one or two sentences for people, translated */
  IshiColor *board;     /* size × size: the stones after this step */
  guint8 *changed;      /* size × size: non-zero where this step put or took a stone */
} IshiScoreStep;

typedef struct {
  IshiScoreMethod method;
  int size;
  IshiScoreSide black;
  IshiScoreSide white;
  double margin;        /* black.total − white.total */
  char *result;         /* SGF RE form: "B+3.5", "W+12", "0" */
  int dame;             /* empty points nobody has, seki points excluded */
  int seki_points;      /* empty points of seki: shared liberties and eyes */
  /* Whose each point is, apart from living stones: territory, and the points
   * of dead stones.  ISHI_EMPTY for dame, living stones, points counted for
   * nobody (seki, Japanese) and everything in Pure Go. */
  IshiColor *owner;
  /* Non-zero on stones in seki and on the empty points of a seki. */
  guint8 *seki;
  /* The equal-stones methods: the count as steps on the board, in order
   * (of IshiScoreStep *).  Empty for the other methods.  The boards show
   * where stones go; the figures of the sides above are the count (when
   * a side must fill more stones than it has territory, the board shows
   * what fits and the step says so). */
  GPtrArray *steps;
} IshiScore;

IshiScore *ishi_score_compute (IshiScoreMethod method, const IshiScoreInput *input);
void       ishi_score_free    (IshiScore *score);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiScore, ishi_score_free)

/* A margin (Black minus White) in SGF RE form: "B+3.5", "W+12", "0". */
char *ishi_score_format_result (double margin);

/* Seki as counting understands it, for the position without its dead
 * stones.  An empty region bordered by both colours is dame if either side
 * can fill one of its points safely — leaving the string it makes with two
 * liberties or more, or capturing — and a seki liberty if neither can (each
 * would put itself in atari: neither side can approach).  The strings bordering a seki
 * liberty are in seki, and so are the one-colour regions (eyes) that border
 * one of them.  Strings named in `forced` (non-zero on a stone, may be
 * NULL) are in seki too, with their liberties shared with the other colour
 * and their eyes.  Writes 1 into `seki_out` for stones and empty points of
 * a seki, 0 elsewhere; returns the number of points marked. */
guint ishi_score_find_seki (int size, const IshiColor *board, const guint8 *dead,
                            const guint8 *forced, guint8 *seki_out);

/* Marking dead stones: the stone at (x, y), its string, and the strings of
 * its colour joined to it through shared liberties (an empty point that
 * touches both; the group the dead-stone suggestion judges as one) are
 * all marked dead — or, if (x, y) was marked, all brought back.  Stones of
 * that colour that share no liberty with the group stay as they are, however
 * open the board between them.  Returns how many marks changed (0 for an
 * empty point).  Count again afterwards: it is cheap. */
guint ishi_score_toggle_dead (int size, const IshiColor *board, guint8 *dead, int x, int y);

/* Marks (or unmarks) by hand the string at (x, y) as living in seki. */
guint ishi_score_toggle_seki (int size, const IshiColor *board, guint8 *seki, int x, int y);

G_END_DECLS
