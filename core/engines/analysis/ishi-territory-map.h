/* ishi-territory-map.h — who owns each point of a position, and how
 * surely: the map Show Territory draws (issue 35, item 3).
 *
 * An analyst (ishi-analyst.h) makes it from what its engine knows:
 *   - Ishi's own engine: the share of its search's playouts that end with
 *     each point Black's, less White's (ishi_go_engine_get_ownership);
 *   - KataGo: `kata-analyze … ownership true`, the values of its last
 *     report (from the side to move, turned to Black's side here);
 *   - GNU Go: `initial_influence COLOR territory_value`, its estimate of
 *     territory (negative Black's, positive White's; a dead stone counts
 *     two, its point and the prisoner);
 *   - any other GTP engine with `final_status_list`: its dead stones, and
 *     the territory those make by Ishi's own count — sure values, ±1.
 * In Pure Go (純碁) the stones on the board are the score and there is no
 * territory: the map keeps the empty points whose owner can still fill
 * them — a stone there is legal and its string keeps two liberties or
 * more — so a child sees where a stone still adds a point, and which
 * empty points are the last eyes, to be left alone.
 *
 * Plain data and functions on text: tested without an engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-board.h"

G_BEGIN_DECLS

typedef struct {
  int size;
  /* size × size, row by row from the top: -1 White's for sure … +1
   * Black's for sure; 0 nobody's, or not known. */
  double *owner;
  /* Pure Go: only the points their owner can still fill are kept. */
  gboolean fill;
} IshiTerritoryMap;

IshiTerritoryMap *ishi_territory_map_new  (int size);
IshiTerritoryMap *ishi_territory_map_copy (const IshiTerritoryMap *map);
void              ishi_territory_map_free (IshiTerritoryMap *map);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiTerritoryMap, ishi_territory_map_free)

/* The owner of (x, y) as the map is drawn: ISHI_BLACK or ISHI_WHITE when
 * the value is at least `threshold` (0..1) towards that side, else
 * ISHI_EMPTY. */
IshiColor ishi_territory_map_owner (const IshiTerritoryMap *map, int x, int y, double threshold);

/* KataGo's `kata-analyze … ownership true` output: the values after the
 * last "ownership" of `text` (size² numbers, row by row from the top, from
 * the side to move's point of view), written to map->owner from Black's.
 * FALSE when there is no complete list. */
gboolean ishi_territory_map_parse_kata (IshiTerritoryMap *map, const char *text,
                                        IshiColor to_move);
/* GNU Go's `initial_influence COLOR territory_value`: size rows of size
 * numbers, negative Black's, positive White's, a dead stone ±2; a living
 * stone is 0 there and is its own colour's here.  `stones` is the
 * position (size², from the top).  FALSE when the text is not that. */
gboolean ishi_territory_map_parse_influence (IshiTerritoryMap *map, const char *text,
                                             const IshiColor *stones);
/* The map of a count: every stone its colour's unless `dead` marks it,
 * every empty point its owner's by Japanese counting with those dead
 * stones (ishi-score.h): ±1, 0 for dame and seki. */
void     ishi_territory_map_from_dead (IshiTerritoryMap *map, const IshiColor *stones,
                                       const guint8 *dead);
/* Pure Go: keeps only the empty points whose owner by the map can still
 * fill them on `board` — legal, the new stone's string keeps two
 * liberties or more, and not one of the last two eyes of the stones
 * around it — and clears the stones. */
void     ishi_territory_map_keep_fillable (IshiTerritoryMap *map, const IshiGoBoard *board);

G_END_DECLS
