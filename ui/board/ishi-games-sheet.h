/* ishi-games-sheet.h — the printed sheet of a class's games of a day, to
 * review them together the next lesson: every record in a folder, its
 * final position drawn with the board renderer, the players' names and
 * the result, twelve to an A4 page (ishi-tool games-sheet).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* FALSE (the file named) when the folder cannot be read or the PDF
 * written; a record that cannot be read is named on the sheet instead. */
gboolean ishi_games_sheet_save_pdf (const char *folder, const char *path, GError **error);

G_END_DECLS
