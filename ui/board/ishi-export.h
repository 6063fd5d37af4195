/* ishi-export.h — a position of a game as a picture to hand out.
 *
 * What the export dialog and the tests ask for: the node's marks and
 * labels or not, move numbers from a chosen move or none, coordinates or
 * none, the whole board, a rectangle, or "the corner with the stones",
 * colour on wood or black and white, at a chosen size.  No GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render.h"
#include "ishi-game.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_EXPORT_WHOLE_BOARD = 0,
  ISHI_EXPORT_CORNER,          /* the smallest part of the board that holds the stones */
  ISHI_EXPORT_RECTANGLE,       /* region_min .. region_max */
} IshiExportArea;

typedef struct {
  gboolean markup;             /* the node's marks, labels, lines */
  guint numbers_from;          /* 0: no numbers; N: on the stones of move N and after */
  gboolean coordinates;
  IshiExportArea area;
  IshiPoint region_min, region_max;
  gboolean mono;
  int size;                    /* pixels (points for PDF) */
} IshiExportOptions;

void ishi_export_options_init (IshiExportOptions *options);

/* The picture's model for the game at its current node. */
IshiBoardModel *ishi_export_model (IshiGame *game, const IshiExportOptions *options);

/* The region around the stones and marks: one line of room around them,
 * stretched to a board edge that is within three lines (a diagram of a
 * corner shows its edges).  FALSE, changing nothing, on an empty board. */
gboolean ishi_board_model_fit_stones (IshiBoardModel *model);

/* The picture into a file (.png, .svg, .pdf) or PNG bytes. */
gboolean ishi_export_to_file (IshiGame *game, const IshiExportOptions *options,
                              const char *path, GError **error);
GBytes  *ishi_export_png (IshiGame *game, const IshiExportOptions *options, GError **error);

G_END_DECLS
