/* ishi-room-window.h — Join a Room: the form (the rooms on the network, a
 * typed address, the name and the code), then the room itself: a table
 * (ishi-room-table-view.h) and the room's chat, where a line that begins
 * with "/" is one of the online page's commands.
 *
 * The window owns an IshiRoomClient (core/net), which reads the socket on
 * the main loop without blocking and reconnects by itself, with the token
 * the room gave: the player gets her seat back.  The token is kept in the
 * settings too, so that she gets it back after a crash of her computer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-net-ask.h"

#include "ishi-room-client.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ROOM_WINDOW (ishi_room_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomWindow, ishi_room_window, ISHI, ROOM_WINDOW, GtkWindow)

/* `settings` may be NULL (nothing remembered); `browse`: list the rooms
 * on the network through Avahi (the tests type the address). */
GtkWidget      *ishi_room_window_new (GtkWindow *parent, GSettings *settings, gboolean browse);
/* A pupil's computer that was in a class (and did not leave it) starts
 * again: a window that goes back to the class at once — her name, the
 * room's code, her seat's token — or NULL when there is none. */
GtkWidget      *ishi_room_window_come_back (GtkWindow *parent, GSettings *settings);
/* A player's computer that was in a room when Ishi ended without its
 * window closed (a crash): where and as whom (FALSE: none), the window
 * that joins it again, and the offer declined. */
gboolean        ishi_room_window_get_seat (GSettings *settings, char **host, guint16 *port, char **name);
GtkWidget      *ishi_room_window_come_back_to_seat (GtkWindow *parent, GSettings *settings);
void            ishi_room_window_forget_seat (GSettings *settings);
/* Keeps the room at `key` ("room-class" or "room-seat") to go back to;
 * forgets both (she left the room). */
void            ishi_room_window_remember (GSettings *settings, const char *key, const char *host,
                                           guint16 port, const char *name, const char *code);
void            ishi_room_window_forget_room (GSettings *settings);
/* The token of a seat, kept under "host:port name" (room-tokens), which
 * brings the player back to it after a crash; NULL when none. */
void            ishi_room_window_keep_token (GSettings *settings, const char *key, const char *token);
char           *ishi_room_window_find_token (GSettings *settings, const char *key);
/* Connects as the form's Join does; join_again, as a player coming back
 * to her seat after a restart (ishi-room-return.c). */
void            ishi_room_window_join (IshiRoomWindow *self, const char *host, guint16 port,
                                       const char *name, const char *code);
void            ishi_room_window_join_again (IshiRoomWindow *self, const char *host, guint16 port,
                                             const char *name, const char *code);
/* The client, once joined (NULL before). */
IshiRoomClient *ishi_room_window_get_client (IshiRoomWindow *self);
GtkWidget      *ishi_room_window_get_table_view (IshiRoomWindow *self);
/* The form (an IshiJoinForm), and a class's pupil's Play Ishi button
 * (shown while she is not playing a game). */
GtkWidget      *ishi_room_window_get_form (IshiRoomWindow *self);
GtkWidget      *ishi_room_window_get_ishi_button (IshiRoomWindow *self);
/* The chat's text as shown (for tests). */
char           *ishi_room_window_get_log (IshiRoomWindow *self);
/* Whether the table is covered (the teacher paused the class), and the
 * words on it. */
gboolean        ishi_room_window_get_covered (IshiRoomWindow *self, const char **text);
/* The lesson page, while it shows the step the teacher shows everyone
 * (NULL while the table is shown). */
GtkWidget      *ishi_room_window_get_lesson_view (IshiRoomWindow *self);
/* Sends what was typed in the chat field. */
void            ishi_room_window_say (IshiRoomWindow *self, const char *text);

/* Before another window closes (the main window, Ctrl+Q): when she is
 * in the middle of her game at a table, the window comes to the front
 * and asks, as closing it does (ishi-room-leave.h); once it is gone
 * `then` is called with `object`, never when she stays.  FALSE when she
 * is in no game: nothing asked. */
gboolean        ishi_room_window_ask_to_leave (IshiRoomWindow *self, IshiNetThenFunc then, GObject *object);

G_END_DECLS
