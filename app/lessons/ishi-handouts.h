/* ishi-handouts.h — export and printing from the window.
 *
 * Export Image: a small dialog with the choices of a handout diagram
 * (marks and labels, move numbers from a chosen move or none, coordinates,
 * the whole board, "the corner with the stones" or a rectangle written as
 * two points, colour or black and white, size), saved as PNG, SVG or PDF,
 * or copied to the clipboard as an image, or the game as SGF text.
 *
 * Printing with GtkPrintOperation and its preview: the current position,
 * the game as figures of 50 moves, or the lesson shown as a sheet; paper and margins come from the
 * print dialog, and the figures per page follow the paper.
 *
 * The window's actions call these in a line each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-export.h"
#include "ishi-lesson.h"
#include "ishi-session.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_PRINT_POSITION,
  ISHI_PRINT_FIGURES,
} IshiPrintKind;

/* The export dialog for the session's game at its current node. */
GtkWindow *ishi_handouts_export_dialog (GtkWindow *parent, IshiSession *session);
/* What the dialog's choices say, and saving them to a file (the dialog's
 * Save button after the file chooser; tests call it directly). */
void     ishi_handouts_export_dialog_get_options (GtkWindow *dialog, IshiExportOptions *options);
gboolean ishi_handouts_export_dialog_save (GtkWindow *dialog, const char *path, GError **error);

/* Prints.  `export_pdf` non-NULL: no dialog, the pages go to that PDF
 * (what the tests use); otherwise the print dialog, with its preview. */
GtkPrintOperationResult ishi_handouts_print (GtkWindow *parent, IshiGame *game, IshiPrintKind kind,
                                             const char *export_pdf, GError **error);

/* A lesson sheet, with the answer key at the end when `answers`.  The
 * lesson is read again from its file, so the print may outlive the view. */
GtkPrintOperationResult ishi_handouts_print_lesson (GtkWindow *parent, const IshiLesson *lesson,
                                                    gboolean answers, const char *export_pdf,
                                                    GError **error);

G_END_DECLS
