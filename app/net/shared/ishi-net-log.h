/* ishi-net-log.h — the chat and messages pane of the network windows (a
 * room's, a server's): a text buffer whose lines are tagged "info",
 * "result", "error" or "command", the newest kept in view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A buffer with the four tags. */
GtkTextBuffer *ishi_net_log_new (void);
/* Adds a line (`tag` may be NULL) and scrolls `view` to it (may be NULL). */
void           ishi_net_log_append (GtkTextBuffer *log, GtkTextView *view, const char *tag, const char *text);
/* The whole text, as shown. */
char          *ishi_net_log_get_text (GtkTextBuffer *log);

G_END_DECLS
