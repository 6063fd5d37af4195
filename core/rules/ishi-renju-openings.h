/* ishi-renju-openings.h — the 26 openings (珠型) of Renju.
 *
 * An opening is the shape of the first three stones: Black 1 on the centre
 * h8, White 2 on one of the eight points around it, Black 3 within two
 * points of h8.  With White 2 beside h8 (h9 and the like) the opening is
 * "direct" (直接止め, D1–D13); with White 2 diagonal to it (i9 and the like)
 * "indirect" (間接止め, I1–I13).  Every other arrangement of those three
 * stones is one of these 26 turned or reflected about h8.
 *
 * Points use the coordinates of ishi-types.h (x from the left, y from the
 * top); h8 is (7, 7).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"
#include "ishi-types.h"

G_BEGIN_DECLS

typedef struct {
  const char *code;     /* "D1" … "D13", "I1" … "I13" */
  gboolean indirect;    /* White 2 diagonal to Black 1 */
  int number;           /* 1 … 13 */
  const char *kanji;    /* Japanese name: "寒星" */
  const char *kanji_variant; /* another common spelling, or NULL: "溪月" */
  const char *romaji;   /* "Kansei" */
  /* Black 3 relative to Black 1, in columns to the right and rows up, when
   * White 2 stands on h9 (direct) or i9 (indirect). */
  int dx, dy;
} IshiRenjuOpening;

/* All 26, D1–D13 then I1–I13. */
const IshiRenjuOpening *ishi_renju_openings (guint *n_openings);
/* By code ("D5", "i13"; case does not matter), or NULL. */
const IshiRenjuOpening *ishi_renju_opening_lookup (const char *code);

/* The name to show people: the romaji in English, the kanji in Japanese
 * (through the translation of the romaji, context "renju opening"). */
const char *ishi_renju_opening_display_name (const IshiRenjuOpening *opening);

/* The first three stones (Black 1, White 2, Black 3) of `opening` with
 * White 2 on `white2`, which must touch h8 the right way (beside it for a
 * direct opening, diagonally for an indirect one).  The same White 2 leaves
 * two mirror images of Black 3; `mirrored` picks the second.  Four White 2
 * points times two mirror images are the opening's eight orientations.
 * FALSE when `white2` does not fit the opening. */
gboolean ishi_renju_opening_stones (const IshiRenjuOpening *opening,
                                    IshiPoint white2, gboolean mirrored,
                                    IshiPoint stones[3]);

/* Which opening the first three stones (Black 1, White 2, Black 3) make, or
 * NULL when Black 1 is not on h8, White 2 does not touch it, or Black 3 is
 * not within two points of h8 (or stands on an occupied point).  `mirrored`
 * (may be NULL) tells which of the two mirror images it is. */
const IshiRenjuOpening *ishi_renju_opening_identify (const IshiPoint stones[3],
                                                     gboolean *mirrored);

/* How far (x, y) is from h8 counted in lines, the larger of the two ways:
 * 0 on h8, 1 on the 3 × 3 square about it, 2 on the 5 × 5, … 4 on the
 * 9 × 9 (renju-rules.ja.txt counts Black 3 "within two points" so; the
 * opening rules of the stronger players keep their first stones within
 * such squares). */
int      ishi_renju_opening_distance (int x, int y);

/* Are two fifth moves offered on `board` symmetrical — does a turn or a
 * reflection that leaves every stone on a stone of its colour, about any
 * point or line (ishi-renju-symmetry.h), carry `a` onto `b`?  The opening
 * rules with fifth moves offered (the RIF rule, Soosõrv, Taraguchi) refuse
 * such a pair: the positions after them are the same game.  TRUE when
 * a == b. */
gboolean ishi_renju_fifths_symmetric (const IshiRenjuBoard *board, IshiPoint a, IshiPoint b);

#define ISHI_RENJU_OPENING_ERROR (ishi_renju_opening_error_quark ())
GQuark ishi_renju_opening_error_quark (void);

/* The errors of the opening rules with swaps and fifth moves (here and
 * in core/play's ishi-renju-opening.h). */
typedef enum {
  ISHI_RENJU_OPENING_ERROR_STEP,        /* not what the opening asks for now */
  ISHI_RENJU_OPENING_ERROR_COUNT,       /* a number of fifth moves out of range */
  ISHI_RENJU_OPENING_ERROR_OFFER,       /* a fifth move that cannot be offered */
  ISHI_RENJU_OPENING_ERROR_NOT_OFFERED, /* White keeps a point Black did not offer */
} IshiRenjuOpeningError;

/* Can Black offer `point` as a fifth move on `board` beside the `n`
 * fifth moves `offered` before it?  ISHI_MOVE_OK, or why not:
 * ISHI_MOVE_OFF_BOARD, _OCCUPIED, Black's forbidden point (_DOUBLE_FOUR,
 * _DOUBLE_THREE, _OVERLINE — never offered, under the tournament rule
 * too: kept, it would lose at once), _OPENING_REPEATED, or
 * _OPENING_SYMMETRIC with `mirror` (may be NULL) the offer it mirrors. */
IshiMoveStatus ishi_renju_fifth_check (const IshiRenjuBoard *board, const IshiPoint *offered, guint n,
                                       IshiPoint point, IshiPoint *mirror);
/* The same for people: FALSE, with ISHI_RENJU_OPENING_ERROR_OFFER and a
 * sentence naming the point ("g7 is already offered: …"). */
gboolean       ishi_renju_fifth_validate (const IshiRenjuBoard *board, const IshiPoint *offered, guint n,
                                          IshiPoint point, GError **error);

G_END_DECLS
