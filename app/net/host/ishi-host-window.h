/* ishi-host-window.h — Host a Room: the online page's room opened from the
 * window, its code shown large for the projector (ishi-host-window.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-net-ask.h"

G_BEGIN_DECLS

#define ISHI_TYPE_HOST_WINDOW (ishi_host_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiHostWindow, ishi_host_window, ISHI, HOST_WINDOW, GtkWindow)

/* `records_root`: the folder whose subfolder NAME keeps a room's records
 * (NULL: $XDG_DATA_HOME/ishi/rooms).  `address`: where to listen (NULL:
 * every address; tests give "127.0.0.1"). */
GtkWidget *ishi_host_window_new (GtkWindow *parent, const char *records_root, const char *address);

/* Start a Class: the room opened will be a class (ishi-room-class.c),
 * whose teacher's code the window keeps to itself; opening it opens the
 * teacher's class view too.  Call before opening. */
void       ishi_host_window_set_class (IshiHostWindow *self);
/* Whether it opens (or has opened) a class rather than a room. */
gboolean   ishi_host_window_is_class (IshiHostWindow *self);
/* Opens another class view (the Class View button); NULL for a room. */
GtkWidget *ishi_host_window_open_class_view (IshiHostWindow *self);

/* Opens the room as the fields say (what the Open button does); FALSE,
 * and the reason shown in the window, when it cannot. */
gboolean   ishi_host_window_open_room (IshiHostWindow *self);
/* The port listened on, 0 while closed. */
guint16    ishi_host_window_get_port (IshiHostWindow *self);
/* A class's page for the pupils' tablets: its port, 0 when none is served. */
guint16    ishi_host_window_get_web_port (IshiHostWindow *self);
/* The room's code (four digits). */
const char *ishi_host_window_get_code (IshiHostWindow *self);

/* Before another window closes (the main window, Ctrl+Q): when people
 * are in the room, the window comes to the front and asks, as closing it
 * does, whether the room (or class) is to end; once it has ended (the
 * window gone, its class views with it) `ended` is called with `object`,
 * and never when the host keeps it.  FALSE when nobody is in the room:
 * nothing asked, nothing called. */
gboolean    ishi_host_window_ask_to_end (IshiHostWindow *self, IshiNetThenFunc ended, GObject *object);

G_END_DECLS
