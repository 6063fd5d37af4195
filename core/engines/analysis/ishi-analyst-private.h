/* ishi-analyst-private.h — the analyst's state, shared by its files
 * (ishi-analyst.c: candidates and estimates; ishi-analyst-territory.c:
 * the territory map).  Private to core/engines/analysis.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-analyst.h"

G_BEGIN_DECLS

struct _IshiAnalyst {
  GObject parent_instance;

  /* One of the four. */
  IshiGtpEngine *gtp;
  IshiGtpPlayer *player;
  IshiGoEngine *go;
  guint renju_level;          /* Ishi's Renju engine at this level (ishi-analyst-renju.c) */
  IshiPiskvorkBrain *brain;   /* a Piskvork brain (ishi-analyst-piskvork.c) */

  int timeout_ms;
  int analyze_ms;
  gboolean busy;
  gboolean both_sides;        /* Ishi's engine: the estimate from both sides' searches */
};

/* What a question asks. */
typedef enum {
  ISHI_ANALYST_CANDIDATES,
  ISHI_ANALYST_ESTIMATE,
  ISHI_ANALYST_POSITION,      /* an IshiPositionAnalysis */
} IshiAnalystQuestion;

/* A question to Ishi's Go engine in a worker thread (ishi-analyst-go.c);
 * `callback` gets the inner task, `task` (the outer one) its data. */
void ishi_analyst_ask_go (IshiAnalyst *self, IshiMatch *match, guint max, IshiAnalystQuestion kind,
                          GCancellable *cancellable, GAsyncReadyCallback callback, gpointer task);

/* kata-analyze and lz-analyze stream until the next command: after the
 * analyst's reading time (analyze_ms) a harmless command ends them.
 * *source holds the timeout (0 once it has fired), for g_clear_handle_id
 * when the answer comes first. */
void ishi_analyst_stop_analyze_later (IshiAnalyst *self, guint *source);

/* A Renju question in a worker thread; `callback` gets the inner task,
 * `task` (the outer one) its data, as Ishi's Go engine's questions. */
void ishi_analyst_ask_renju (IshiAnalyst *self, IshiMatch *match, guint max, gboolean estimate,
                             GCancellable *cancellable, GAsyncReadyCallback callback, gpointer task);

/* A Renju question to the Piskvork brain: `task` (its source the analyst)
 * is completed, and let go, with the answer. */
void ishi_analyst_ask_piskvork (IshiAnalyst *self, IshiMatch *match, IshiAnalystQuestion kind, GTask *task);

G_END_DECLS
