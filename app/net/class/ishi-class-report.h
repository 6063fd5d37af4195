/* ishi-class-report.h — the class report: each pupil's progress (the
 * lesson steps answered, right at the first try, the hints, the games
 * played and won) as a table on screen, saved as CSV, or as an A4 PDF
 * page to print.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-class-record.h"

G_BEGIN_DECLS

/* A window showing `record` (which must outlive it), titled with the
 * class's name. */
GtkWidget *ishi_class_report_new (GtkWindow *parent, IshiClassRecord *record, const char *class_name);
/* The report as an A4 PDF: a class of up to 41 pupils on one page;
 * more run on, each page with the class's name, the day, its number and
 * the columns' titles. */
gboolean   ishi_class_report_save_pdf (IshiClassRecord *record, const char *class_name, const char *path,
                                       GError **error);
/* The PDF's pages for `n_rows` pupils: the rows' height (points), how
 * many a page holds, and the pages. */
void       ishi_class_report_page_layout (guint n_rows, double *row_height, guint *rows_per_page,
                                          guint *pages);

G_END_DECLS
