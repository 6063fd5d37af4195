/* ishi-session-open.h — a file read becomes the game shown
 * (ishi-session-open.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-session.h"

G_BEGIN_DECLS

/* A game of the file was opened in the session; `warnings` (of char *,
 * may be NULL) are the problems the reader repaired. */
typedef void (*IshiSessionOpenedFunc) (GPtrArray *warnings, gpointer data);

/* What the reader gave for `file` (ishi-reader.h): `games` (may be NULL
 * or empty, then `error` says why, shown over `parent`), opened in
 * `session` at once or after the collection picker; `opened` is called
 * when a game was opened.  `data` must live as long as `parent`. */
void ishi_session_open_read (IshiSession *session, GtkWindow *parent, GFile *file,
                             GPtrArray *games, GPtrArray *warnings, const GError *error,
                             IshiSessionOpenedFunc opened, gpointer data);

G_END_DECLS
