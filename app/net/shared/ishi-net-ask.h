/* ishi-net-ask.h — a network window that people are in asks before it
 * closes under them: the teacher's host window before the class (or
 * room) ends, a pupil's room window before she leaves her seat at a
 * table (issue 77, 1).  Closing the window asks; so does Ctrl+Q or the
 * main window's closing, which ask the window first and go on once it is
 * gone (ishi_window_net_ask_rooms).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called with the object that asked, once the window asked is gone. */
typedef void (*IshiNetThenFunc) (GObject *object);

/* The question over `window` (modal, transient for it, shown): `primary`
 * in bold, `secondary` under it, its lines broken between words; Cancel
 * (the default) and `accept` (a mnemonic, a destructive action).  Its
 * answer: `accept` closes `window` once the question is gone (and
 * ishi_net_ask_confirmed says so from then on, for its close-request);
 * Cancel keeps it (ishi_net_ask_kept). */
GtkWidget *ishi_net_ask (GtkWindow *window, const char *primary, const char *secondary, const char *accept);
/* Whether the person answered `accept` to `window`'s question. */
gboolean   ishi_net_ask_confirmed (GtkWindow *window);

/* Another window (the main window, Ctrl+Q) waits for `window` to close:
 * `then` (`object`) is called once `window` is gone, in an idle after its
 * disposal (ishi_net_ask_gone), and never when it is kept
 * (ishi_net_ask_kept).  `window` is presented and asked to close. */
void ishi_net_ask_then (GtkWindow *window, IshiNetThenFunc then, GObject *object);
/* The person kept `window` open: whoever waited goes no further. */
void ishi_net_ask_kept (GtkWindow *window);
/* From `window`'s dispose: whoever waited goes on. */
void ishi_net_ask_gone (GtkWindow *window);

G_END_DECLS
