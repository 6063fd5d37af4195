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

  /* One of the two. */
  IshiGtpEngine *gtp;
  IshiGtpPlayer *player;
  IshiGoEngine *go;

  int timeout_ms;
  int analyze_ms;
  gboolean busy;
};

G_END_DECLS
