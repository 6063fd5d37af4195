/* ishi-show-territory.h — Show Territory (View › Show Territory, Ctrl+T):
 * the territory map of the position on the board, asked of an analyst in
 * the background (ishi_analyst_territory_async; Ishi's engine searches
 * in a worker thread), shaded on the board by who owns each point and how
 * surely (ishi-board-territory.h).  In play, in review and in the count.
 * The map goes when the position changes; the action shows it again for
 * the new one, and hides it when it is shown.
 *
 * Owned by the analysis panel, which gives it its analyst (the game's
 * engine, else the one chosen in Preferences) and shows its words.
 *
 * Action (added to the play page's group): show-territory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-analyst.h"
#include "ishi-board-render.h"
#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SHOW_TERRITORY (ishi_show_territory_get_type ())
G_DECLARE_FINAL_TYPE (IshiShowTerritory, ishi_show_territory, ISHI, SHOW_TERRITORY, GObject)

/* Makes the analyst for a question; *key names it, so that it is kept
 * while the same one is asked for. */
typedef IshiAnalyst *(*IshiAnalystMaker) (gpointer data, char **key);

IshiShowTerritory *ishi_show_territory_new (GActionMap *actions, IshiAnalystMaker maker,
                                            gpointer maker_data);
void     ishi_show_territory_set_match (IshiShowTerritory *self, IshiMatch *match);
/* Shades the map shown for the current position on `model`. */
void     ishi_show_territory_decorate  (IshiShowTerritory *self, IshiBoardModel *model);
/* The map shown now, or NULL (for tests). */
const IshiTerritoryMap *ishi_show_territory_get_map (IshiShowTerritory *self);
/* Ends a question under way and the analyst's engine. */
void     ishi_show_territory_stop (IshiShowTerritory *self);

/* Signals:
 *   "board-changed"  the shading changed: decorate again;
 *   "status" (const char *text)  words to show under the board, NULL for
 *                    none ("Reading the territory…", an engine's error). */

G_END_DECLS
