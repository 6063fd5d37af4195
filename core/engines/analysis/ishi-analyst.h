/* ishi-analyst.h — an engine asked for help at a position, without
 * playing: its candidate moves ("Show a Good Move") and its estimate of the
 * score ("Estimate the Score", "Analyse This Game").
 *
 * Two kinds of analyst answer the same two questions:
 *   - a GTP engine (ishi-gtp-player.h keeps it in step with the match):
 *     candidates from kata-analyze or lz-analyze where list_commands has
 *     them (read for a bounded time, then ended by the next command, as
 *     Lizzie and Sabaki do), else GNU Go's top_moves_black/_white; the
 *     score from estimate_score (GNU Go gives bounds too), else
 *     final_score;
 *   - Ishi's own Go engine (ishi-go-engine.h), in a worker thread: the
 *     root's candidates by their share of the visits, and the win rate of
 *     the best move.  It searches under the match's own row, so it answers
 *     in every rule set, Pure Go and equal stones included, where GTP
 *     engines only know territory and area.
 *
 * Nothing blocks: every question is asynchronous, on the main loop, and
 * can be cancelled.  One question at a time per analyst (a second one
 * fails with G_IO_ERROR_BUSY).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-go-engine.h"
#include "ishi-gtp-player.h"
#include "ishi-match.h"
#include "ishi-piskvork-brain.h"
#include "ishi-territory-map.h"

G_BEGIN_DECLS

/* One candidate, best first.  What is not known is NAN (0 for visits). */
typedef struct {
  gboolean pass;          /* the candidate is a pass (or an off-board move) */
  int x, y;               /* the point, y from the top */
  double share;           /* of the engine's visits, 0..1 (Ishi, kata/lz) */
  double win_rate;        /* for the side to move, 0..1 (Ishi, kata/lz) */
  double value;           /* GNU Go's value of the move (top_moves) */
  double lead;            /* Black's lead after it, points, komi included (Ishi) */
  guint visits;           /* the engine's visits of it (Ishi, kata/lz) */
} IshiAnalysisCandidate;

/* A candidate with nothing known but its point. */
#define ISHI_ANALYSIS_CANDIDATE_INIT(pass, x, y) { (pass), (x), (y), NAN, NAN, NAN, NAN, 0 }

/* An estimate of a position, from Black's view, komi included.  What is
 * not known is NAN. */
typedef struct {
  double black_lead;      /* points */
  double lead_low;        /* GNU Go's bounds on black_lead */
  double lead_high;
  double black_win_rate;  /* 0..1 */
} IshiAnalysisEstimate;

/* Everything an analyst says of one position, for Analyse This Game: the
 * estimate, the candidates (best first; empty when it gives none) and,
 * from Ishi's own engine, who owns each point (size², Black's share of the
 * playouts less White's; NULL otherwise). */
typedef struct {
  IshiAnalysisEstimate estimate;
  GArray *candidates;
  int size;
  double *ownership;
} IshiPositionAnalysis;

void ishi_position_analysis_free (IshiPositionAnalysis *analysis);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiPositionAnalysis, ishi_position_analysis_free)

#define ISHI_TYPE_ANALYST (ishi_analyst_get_type ())
G_DECLARE_FINAL_TYPE (IshiAnalyst, ishi_analyst, ISHI, ANALYST, GObject)

/* A GTP analyst (a reference to `engine` is taken; started by the first
 * question when it is not running).  `timeout_ms` is each question's time
 * (<= 0: ISHI_GTP_DEFAULT_MOVE_TIMEOUT_MS); kata/lz-analyze are read for
 * a second. */
IshiAnalyst *ishi_analyst_new_gtp (IshiGtpEngine *engine, int timeout_ms);
/* Ishi's own engine with `engine`'s settings (copied: level, playouts,
 * seed, threads); the row, komi and handicap come from each match.
 *
 * Its estimate is Black's lead in points by the count of its playouts'
 * ownership (ishi-go-estimate.h), with the win rate beside it
 * (ishi-analyst-go.c). */
IshiAnalyst *ishi_analyst_new_go  (const IshiGoEngine *engine);
/* The estimate as the mean of two searches, one with each side to move,
 * half the playouts each, instead of one (off by default: measured worse,
 * see ishi-analyst-go.c). */
void         ishi_analyst_set_both_sides (IshiAnalyst *self, gboolean both);

/* Ishi's Renju engine at `level` (ISHI_RENJU_ENGINE_MIN_LEVEL..MAX):
 * candidates and a judgement of Renju positions, as a share of wins for
 * Black (ishi-analyst-renju.c); it answers Renju games only. */
IshiAnalyst *ishi_analyst_new_renju (guint level);
/* The engine's judgement (its units, positive for the side to move) as a
 * share of wins, 0..1, for that side. */
double       ishi_analyst_renju_win_rate (gint score);

/* A Piskvork brain (a reference is taken; started by the first question):
 * its move as the one candidate, and its evaluation, where it writes one,
 * as a share of wins (ishi-analyst-piskvork.c); Renju games only. */
IshiAnalyst *ishi_analyst_new_piskvork (IshiPiskvorkBrain *brain);

/* "GNU Go", "Ishi", "Rapfi". */
const char  *ishi_analyst_get_name (IshiAnalyst *self);
/* How long kata-analyze / lz-analyze are read (ms, default 1000). */
void         ishi_analyst_set_analyze_time (IshiAnalyst *self, int ms);
/* Ends a GTP engine's process (the analyst can be asked again: it restarts). */
void         ishi_analyst_quit (IshiAnalyst *self);

/* The candidates at the match's current node for the side to move, at
 * most `max`: an array of IshiAnalysisCandidate. */
void     ishi_analyst_candidates_async  (IshiAnalyst *self, IshiMatch *match, guint max,
                                         GCancellable *cancellable,
                                         GAsyncReadyCallback callback, gpointer user_data);
GArray  *ishi_analyst_candidates_finish (IshiAnalyst *self, GAsyncResult *result,
                                         GError **error);

/* The estimate at the match's current node. */
void     ishi_analyst_estimate_async  (IshiAnalyst *self, IshiMatch *match,
                                       GCancellable *cancellable,
                                       GAsyncReadyCallback callback, gpointer user_data);
gboolean ishi_analyst_estimate_finish (IshiAnalyst *self, GAsyncResult *result,
                                       IshiAnalysisEstimate *estimate, GError **error);

/* The estimate, the candidates (at most `max`) and where known the
 * ownership at the match's current node: one search of Ishi's engine (two
 * with both sides), or a GTP engine's estimate and then its candidates (a
 * failure of the second leaves the candidates empty). */
void                  ishi_analyst_position_async  (IshiAnalyst *self, IshiMatch *match, guint max,
                                                    GCancellable *cancellable,
                                                    GAsyncReadyCallback callback, gpointer user_data);
IshiPositionAnalysis *ishi_analyst_position_finish (IshiAnalyst *self, GAsyncResult *result,
                                                    GError **error);

/* The territory map at the match's current node (ishi-territory-map.h):
 * who owns each point and how surely, from Ishi's engine's playouts,
 * KataGo's ownership, GNU Go's influence or an engine's dead stones; in
 * Pure Go the points each side can still fill.  Ishi's engine searches in
 * a worker thread; nothing blocks. */
void              ishi_analyst_territory_async  (IshiAnalyst *self, IshiMatch *match,
                                                 GCancellable *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer user_data);
IshiTerritoryMap *ishi_analyst_territory_finish (IshiAnalyst *self, GAsyncResult *result,
                                                 GError **error);

/* --- the engines' answers, on strings (tested without an engine) ------- */

/* GNU Go's estimate_score ("W+3.8 (upper bound: 3.8, lower: 2.0)": the
 * bounds are White's lead, as GNU Go counts) or final_score. */
gboolean ishi_analysis_parse_estimate (const char *text, IshiAnalysisEstimate *estimate);
/* kata-analyze / lz-analyze output ("info move D4 visits 120 winrate 0.54
 * ... pv D4 Q16 info move ..."; lz-analyze's win rate is in 1/10000):
 * IshiAnalysisCandidate, best first, share of the visits computed; lead
 * KataGo's scoreLead as it gives it, for the side to move.  NULL
 * with ISHI_GTP_ERROR_GARBAGE when no candidate can be read. */
GArray  *ishi_analysis_parse_analyze (int size, const char *text, gboolean lz, GError **error);

/* A short label for a candidate on the board: "42%" (a share), "75"
 * (GNU Go's value), "" when neither is known. */
char    *ishi_analysis_candidate_label (const IshiAnalysisCandidate *candidate);

/* Black's lead in words, translated: "Black leads by about 4.5",
 * "White leads by about 12", "The game is even"; with a win rate
 * only: "Black wins 62% of Ishi's playouts". */
char    *ishi_analysis_describe (const IshiAnalysisEstimate *estimate, const char *analyst);

G_END_DECLS
