/* ishi-qr-view.h — a QR code of a text (the pupils' page's address on the
 * class view, for the tablets' cameras), drawn with cairo as large as the
 * widget is, black on white with its quiet zone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_QR_VIEW (ishi_qr_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiQrView, ishi_qr_view, ISHI, QR_VIEW, GtkWidget)

GtkWidget  *ishi_qr_view_new (void);
/* The text encoded (NULL: nothing drawn). */
void        ishi_qr_view_set_text (IshiQrView *self, const char *text);
const char *ishi_qr_view_get_text (IshiQrView *self);
/* The modules a side (with no quiet zone), 0 when nothing is encoded. */
int         ishi_qr_view_get_modules (IshiQrView *self);
/* Whether the module at (x, y) is dark (for the tests, which read the
 * code back). */
gboolean    ishi_qr_view_get_module (IshiQrView *self, int x, int y);

G_END_DECLS
