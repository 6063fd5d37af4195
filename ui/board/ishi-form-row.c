/* ishi-form-row.c — a form's label for its field.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ishi-form-row.h"

GtkWidget *
ishi_form_row_label (const char *mnemonic, GtkWidget *target)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), target);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}
