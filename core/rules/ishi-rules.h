/* ishi-rules.h — the one small table of functions that every game provides.
 *
 * The window, the game record and the command-line tool only ever talk to a
 * game through this table, so a new game (Renju joined Go this way) needs no
 * change outside its own files.  A position is opaque: each game defines
 * struct _IshiPosition in its own .c file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

typedef struct _IshiPosition IshiPosition;

typedef enum {
  ISHI_KO_SIMPLE = 0,          /* only the immediate recapture is forbidden */
  ISHI_KO_POSITIONAL_SUPERKO,  /* no whole-board position may repeat */
  /* 广义禁全同 (counting-methods.zh.txt, 2-1 五): no move on the board may
   * repeat a whole position — the stones on the board and the number of
   * off-board stones of each side; no off-board move may show the same
   * board a fourth time (passes count as showing it again).  Passes are
   * never forbidden. */
  ISHI_KO_GENERALISED_SUPERKO,
} IshiKoRule;

typedef struct {
  int size;                 /* width = height */
  IshiKoRule ko_rule;       /* Go */
  gboolean allow_suicide;   /* Go: multi- and single-stone suicide allowed */
  /* Go, positional superko: two passes in a row clear the history of
   * positions (the equal-stones rules, 两弃为界: see ishi-go-board.h). */
  gboolean clear_history_at_two_passes;
  /* Go, the equal-stones sub-rules 2-x and 3-x: off-board moves (虚着,
   * x = y = ISHI_OFF_BOARD_X) are allowed; 3-x: passing is not. */
  gboolean off_board_moves;
  gboolean no_pass;
  /* Go: a whole position seen again since the last two passes in a row
   * ends the game without a result (ISHI_END_CYCLE): the simple-ko
   * variants of the equal-stones rules, "多劫循环判无胜负". */
  gboolean void_cycles;
  gboolean tournament;      /* Renju: a forbidden move loses instead of being refused */
} IshiRulesOptions;

typedef enum {
  ISHI_END_NONE = 0,        /* the game goes on */
  ISHI_END_TWO_PASSES,      /* Go: count it (see ishi-score.h); Renju: a draw */
  ISHI_END_RESIGN,          /* `winner` won by resignation */
  ISHI_END_FIVE,            /* Renju: `winner` made five (white: five or more) */
  ISHI_END_FORBIDDEN,       /* Renju tournament: black played a forbidden point */
  ISHI_END_FULL_BOARD,      /* Renju: a draw */
  ISHI_END_CYCLE,           /* Go with void_cycles: the position came back, no result */
} IshiEnd;

typedef struct {
  IshiEnd end;
  IshiColor winner;         /* ISHI_EMPTY for a draw or while not decided */
  IshiPoint line[2];        /* Renju: the two ends of the winning five */
  /* ISHI_END_FORBIDDEN: why Black's last point was forbidden
   * (ISHI_MOVE_DOUBLE_THREE, _DOUBLE_FOUR or _OVERLINE); otherwise
   * ISHI_MOVE_OK */
  IshiMoveStatus foul;
} IshiOutcome;

/* A line segment that explains a hint: both ends inclusive. */
typedef struct {
  IshiPoint from;
  IshiPoint to;
} IshiSegment;

/* A point the side to move may not play, with the reason (Renju: black's
 * forbidden points).  Go has none: its illegal points are found on demand. */
typedef struct {
  IshiPoint point;
  IshiMoveStatus reason;
} IshiHint;

typedef struct _IshiRules IshiRules;

struct _IshiRules {
  const char *id;           /* "go", "renju" */
  const char *name;         /* for people, marked N_() and translated by the caller: "Go", "Renju" */
  int sgf_game;             /* SGF GM[]: 1 Go, 4 Renju */
  int min_size, max_size, default_size;
  gboolean has_captures;    /* stones can be captured (the UI shows prisoners) */
  gboolean plain_letters;   /* columns are a, b, c… with no letter skipped (Renju);
                             * otherwise A–T without I, or the Japanese style (Go) */

  IshiPosition *(*position_new)  (const IshiRulesOptions *options);
  IshiPosition *(*position_copy) (const IshiPosition *position);
  void          (*position_free) (IshiPosition *position);
  const IshiRulesOptions *(*options) (const IshiPosition *position);

  IshiColor (*stone_at) (const IshiPosition *position, int x, int y);
  /* The side to move: the opposite of the last move's colour, Black at the
   * start, or as set with set_to_move (SGF PL, handicap). */
  IshiColor (*to_move)     (const IshiPosition *position);
  void      (*set_to_move) (IshiPosition *position, IshiColor color);
  /* Stones captured so far BY `color` (Go prisoners, アゲハマ). */
  int       (*captures)    (const IshiPosition *position, IshiColor color);
  guint64   (*hash)        (const IshiPosition *position);

  /* Is it legal for `color` to play at (x, y)?  x = -1 is a pass (always
   * legal while the game goes on). */
  IshiMoveStatus (*check) (const IshiPosition *position, IshiColor color, int x, int y);
  /* Plays the move if it is legal and returns ISHI_MOVE_OK; otherwise
   * returns the reason and leaves the position as it was.  Colour may differ
   * from to_move (SGF records may have moves out of turn). */
  IshiMoveStatus (*play)  (IshiPosition *position, IshiColor color, int x, int y);
  /* Optional (NULL: use play): the same move, keeping nothing to take it
   * back and forgetting the earlier steps too (undo returns FALSE after
   * it).  For a record read to its end: Go's undo record of every move,
   * made only to be thrown away, was a fifth of the board's time in
   * `ishi-tool replay`. */
  IshiMoveStatus (*play_no_undo) (IshiPosition *position, IshiColor color, int x, int y);
  /* Setup (SGF AB/AW/AE): put `color` (ISHI_EMPTY clears) on each point,
   * without captures.  One setup call is one undo step. */
  void      (*setup) (IshiPosition *position, const IshiPoint *points, guint n_points, IshiColor color);
  /* Takes back the last play, pass or setup call.  FALSE at the start. */
  gboolean  (*undo)  (IshiPosition *position);
  void      (*outcome) (const IshiPosition *position, IshiOutcome *outcome);

  /* Points for people: "D4" (Go, no I) and "h8" (Renju), row 1 at the bottom. */
  char     *(*format_point) (int size, int x, int y);
  gboolean  (*parse_point)  (int size, const char *text, int *x, int *y);

  /* Optional (NULL for Go): the forbidden points of the side to move. */
  GArray   *(*hints)   (const IshiPosition *position);   /* of IshiHint */
  /* Optional: why (x, y) is forbidden, as a translated sentence, and the
   * lines involved, appended to `segments` (of IshiSegment).  NULL if it is not. */
  char     *(*explain) (const IshiPosition *position, int x, int y, GArray *segments);
};

const IshiRules *ishi_rules_go (void);
const IshiRules *ishi_rules_renju (void);
/* By id ("go", "renju") or SGF GM number; NULL when unknown. */
const IshiRules *ishi_rules_lookup (const char *id);
const IshiRules *ishi_rules_for_sgf_game (int gm);

G_END_DECLS
