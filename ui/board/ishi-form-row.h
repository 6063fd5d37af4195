/* ishi-form-row.h — a form's label: its mnemonic gives the focus to the
 * field it names (and screen readers say it with the field), and it stands
 * at the start of its row.  Used by the network pages' forms (join, host,
 * server, challenge) and the lessons' dialogs (handouts, a lesson step).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *ishi_form_row_label (const char *mnemonic, GtkWidget *target);

G_END_DECLS
