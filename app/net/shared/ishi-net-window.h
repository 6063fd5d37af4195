/* ishi-net-window.h — what the network windows (Join a Room's, a Go
 * server's) are built of alike: a header whose title stands over the
 * state of the connection, a stack that shows the form and then the room
 * or the server, the log of their lines, the chat under the boards, and
 * letting go of the client.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

/* Builds `window`: a header bar (returned, for the window's buttons) with
 * `title` over an empty subtitle, a stack as the window's child, a new log
 * (ishi-net-log.h), the window's title and default size. */
GtkHeaderBar *ishi_net_window_frame (GtkWindow *window, const char *title, int width, int height,
                                    GtkLabel **title_label, GtkLabel **subtitle_label,
                                    GtkWidget **stack, GtkTextBuffer **log);

/* Keeps `window` in `parent`'s application (it outlives the main window)
 * and shows `form` in `stack`. */
void ishi_net_window_show_form (GtkWindow *window, GtkWindow *parent, GtkWidget *stack, GtkWidget *form);

/* Adds the room's or the server's `page` to `stack` as `name` and shows it. */
void ishi_net_window_show_page (GtkWidget *stack, GtkWidget *page, const char *name);

/* `top` (the table, the games) over `chat`, which keeps its height when
 * the window is resized. */
GtkWidget *ishi_net_window_over_chat (GtkWidget *top, GtkWidget *chat);

/* Lets go of `client` (may be NULL): the window's handlers off, the
 * connection closed. */
void ishi_net_window_disconnect (IshiRoomClient *client, gpointer window);

G_END_DECLS
