/* ishi-score-seki.h — the board as the count sees it, and its seki
 * (ishi-score-seki.c), for the count (ishi-score.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-score.h"

G_BEGIN_DECLS

/* Connected pieces of a grid: regions of empty points (and `border` says
 * which colours touch each: bit 1 Black, bit 2 White), or strings. */
typedef struct {
  int n_parts;
  int *id;          /* per point, -1 where the point is not of the kind */
  int *size;        /* per part */
  guint8 *border;   /* per region */
} Parts;

/* The position as counting sees it: `board` with the `dead` stones taken
 * off (a new grid). */
IshiColor *ishi_score_living_stones (int size, const IshiColor *board, const guint8 *dead);

/* The regions of empty points (`regions`) or the strings of `live`,
 * labelled into `parts`; freed with ishi_score_parts_clear. */
void       ishi_score_label_parts (int size, const IshiColor *live, gboolean regions, Parts *parts);
void       ishi_score_parts_clear (Parts *parts);

/* The colours of the stones next to point `p` (bit 1 Black, bit 2 White). */
int        ishi_score_colours_around (int size, const IshiColor *work, int p);

/* Whether the empty point `p` is the last liberty of a string of `color`
 * next to it (`stack`, `stamp` and `mark` are the caller's work). */
gboolean   ishi_score_is_last_liberty_of (int size, const IshiColor *live, int p, IshiColor color,
                                          int *stack, int *stamp, int *mark);

/* The stones in seki, and the liberties they share, marked in `seki`
 * (`board_forced`: the seki the players marked); the number found. */
guint      ishi_score_find_seki_parts (int size, const IshiColor *live, const Parts *regions, const Parts *strings,
                                       const guint8 *board_forced, guint8 *seki);

G_END_DECLS
