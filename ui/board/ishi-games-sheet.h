/* ishi-games-sheet.h — the printed sheet of a class's games of a day, to
 * review them together the next lesson: every record in a folder, its
 * final position drawn with the board renderer, the players' names and
 * the result, twelve to an A4 page (ishi-tool games-sheet).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-board-render.h"
#include "ishi-sgf.h"

G_BEGIN_DECLS

/* The stones a counted record's last node counts dead — standing in the
 * other side's territory (TB, TW), as CGoban and Sabaki write it — marked
 * ISHI_BOARD_FLAG_DEAD on `model` (drawn faded, as the board draws them). */
void ishi_games_sheet_mark_dead (IshiBoardModel *model, IshiSgfNode *node);

/* FALSE (the file named) when the folder cannot be read or the PDF
 * written; a record that cannot be read is named on the sheet instead. */
gboolean ishi_games_sheet_save_pdf (const char *folder, const char *path, GError **error);

G_END_DECLS
