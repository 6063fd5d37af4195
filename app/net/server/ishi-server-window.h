/* ishi-server-window.h — Connect to a Server: Ishi on NNGS and IGS.
 *
 * The form (ishi-server-form.h), then the server: who is on and the games
 * being played (refreshed on demand), each game played or observed in a
 * tab of its own (ishi-room-table-view.h, one fixed game each; several at
 * once), and a pane of chat and server messages whose field says to the
 * opponent (`say`), to a game's observers (`kibitz`) or, with a leading
 * "/", any command of the server ("/tell anna hello").
 *
 * A match offer is shown with its terms to accept or decline; Challenge…
 * on a player offers one (size, colour, time, byo-yomi, and the komi and
 * handicap set once the game begins, as NNGS's `komi` and `handicap`
 * do).  When a game the window follows ends, its record is saved as SGF
 * (the server's result as RE) in the records folder.  The connection is
 * the client's (ishi-room-client.h): it is noticed when it drops and
 * made again; the server adjourns a game whose player is gone, and the
 * window asks it back (`load`) when both are there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SERVER_WINDOW (ishi_server_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiServerWindow, ishi_server_window, ISHI, SERVER_WINDOW, GtkWindow)

/* `settings` may be NULL (nothing remembered). */
GtkWidget      *ishi_server_window_new (GtkWindow *parent, GSettings *settings);
/* Connects as the form's Connect does; `password` NULL: a guest. */
void            ishi_server_window_connect (IshiServerWindow *self, const char *host, guint16 port,
                                            const char *name, const char *password);
/* Where finished games are saved (default: the user's data folder,
 * ishi/server-games). */
void            ishi_server_window_set_records_dir (IshiServerWindow *self, const char *dir);
IshiRoomClient *ishi_server_window_get_client (IshiServerWindow *self);
/* Observes game `number` in a tab of its own (as a double click in the
 * games list does). */
void            ishi_server_window_observe (IshiServerWindow *self, int number);
/* The view of game `number`, or NULL when it has no tab. */
GtkWidget      *ishi_server_window_get_view (IshiServerWindow *self, int number);
/* The chat and messages pane as shown (for tests). */
char           *ishi_server_window_get_log (IshiServerWindow *self);
/* Sends what was typed in the chat field. */
void            ishi_server_window_say (IshiServerWindow *self, const char *text);

G_END_DECLS
