/* ishi-analysis.h — engine analysis kept in the record: Ishi's private SGF
 * property IV ("Ishi value").
 *
 * IV[x] on a node is the engine's estimate of the score AFTER that node's
 * move, in points, from Black's view: positive when Black is ahead,
 * negative when White is; komi included.  A real number written with a
 * dot and at most one decimal ("3.5", "-12", "0").  It is what GTP's
 * estimate_score answers (GNU Go: "W+3.5 (upper bound: ..., lower: ...)"
 * is IV[-3.5]), or final_score where there is no estimate_score.
 * Like Sabaki's SBKV, other programs keep it and ignore it; Ishi's score
 * graph and `ishi-tool analyse` read and write it with these functions,
 * so a second look at an analysed game is instant.
 *
 * IW[x] beside it is the engine's estimate of Black's chance to win
 * after that node's move, in percent (0..100, at most one decimal), for
 * engines that give a win rate and no score (Ishi's own engine).  A node
 * may have either or both; the score graph shows IV where the main line
 * has it, IW otherwise.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-sgf.h"

G_BEGIN_DECLS

#define ISHI_ANALYSIS_PROPERTY "IV"

/* The node's IV; FALSE when it has none or it cannot be read. */
gboolean ishi_analysis_read  (const IshiSgfNode *node, double *black_lead);
/* Writes IV (replacing one); NAN removes it. */
void     ishi_analysis_write (IshiSgfNode *node, double black_lead);
#define ISHI_ANALYSIS_WIN_PROPERTY "IW"

/* IW: Black's win rate, 0..1 (written in percent). */
gboolean ishi_analysis_read_win_rate  (const IshiSgfNode *node, double *black_win_rate);
/* Writes IW; NAN removes it. */
void     ishi_analysis_write_win_rate (IshiSgfNode *node, double black_win_rate);

/* A GTP score ("B+3.5", "W+12 (upper bound: ...)", "0", "-2.5") as Black's
 * lead; FALSE for anything else. */
gboolean ishi_analysis_parse_score (const char *text, double *black_lead);

G_END_DECLS
