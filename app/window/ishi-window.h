/* ishi-window.h — the main window: a header bar, a stack of pages (Play;
 * other pages join with ishi_window_add_page) and the info bar.
 *
 * The open document lives in the window's IshiSession (ishi-session.h);
 * the game is shown by the Play page (ishi-play-page.h), whose actions the
 * window carries under the prefix "play".  The window's own actions (win.*)
 * open, save and start games, each in a few lines that ask the session.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-application.h"
#include "ishi-session.h"

G_BEGIN_DECLS

#define ISHI_TYPE_WINDOW (ishi_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiWindow, ishi_window, ISHI, WINDOW, GtkApplicationWindow)

IshiWindow *ishi_window_new (IshiApplication *application);

IshiSession *ishi_window_get_session (IshiWindow *self);
/* Adds a page to the stack under `name`, titled `title` in the header bar
 * (the switcher shows once there are two pages). */
void ishi_window_add_page (IshiWindow *self, GtkWidget *page, const char *name,
                           const char *title);

/* Opens a record, first asking about unsaved changes to the game shown;
 * a collection asks which game.  A file that cannot be opened is said in
 * a dialog. */
void ishi_window_open (IshiWindow *self, GFile *file);
/* TRUE while a big file is read in a thread, behind a dialog with a
 * progress bar and Cancel (files from 1 MiB on; smaller ones are read
 * before ishi_window_open returns). */
gboolean ishi_window_is_reading (IshiWindow *self);
/* Opens a file of problems, a collection of them or a folder on the
 * Problems page (read in a thread; the page shows the set's first problem
 * when it is read, or a dialog says why not). */
void     ishi_window_open_problems (IshiWindow *self, GFile *file);
gboolean ishi_window_is_loading_problems (IshiWindow *self);
/* The first game of a new window, and the offer to restore an unsaved one. */
void ishi_window_start (IshiWindow *self);

/* Before Ishi quits or its window closes: a room or class with people in
 * it ends only when its host says so (ishi-window-net.c).  TRUE when its
 * window asks; `then (object)` is called once the room has ended. */
gboolean ishi_window_net_ask_rooms (void (*then) (GObject *object), GObject *object);
/* After ishi_window_start, on a start without a file: on the first start
 * (the setting "show-start-page"), the page of three ways into a game —
 * play Ishi, play a friend, start a lesson — in front of the board, unless
 * a question or a lesson the window came back to is there.  TRUE: shown. */
gboolean ishi_window_show_start_page (IshiWindow *self);

G_END_DECLS
