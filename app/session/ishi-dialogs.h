/* ishi-dialogs.h — the small message dialogs of the window: an error with
 * its reason, a list of details.  Each closes itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* `primary` says what failed, `secondary` (may be NULL) why. */
void ishi_show_error   (GtkWindow *parent, const char *primary, const char *secondary);
/* `title` over `details` (of char *), one a line. */
void ishi_show_details (GtkWindow *parent, const char *title, GPtrArray *details);

G_END_DECLS
