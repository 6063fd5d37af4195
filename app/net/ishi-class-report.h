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
/* The report as an A4 PDF page (its rows continue on further pages). */
gboolean   ishi_class_report_save_pdf (IshiClassRecord *record, const char *class_name, const char *path,
                                       GError **error);

G_END_DECLS
