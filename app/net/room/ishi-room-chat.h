/* ishi-room-chat.h — a room's chat and messages under its table, with the
 * line to type in: the lines of an ishi-net-log.h buffer, and for a
 * class's pupil the same lines with readings over their kanji above the
 * class's grade (ishi-kanji-readings.h; issue 55, 7).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_ROOM_CHAT (ishi_room_chat_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomChat, ishi_room_chat, ISHI, ROOM_CHAT, GtkBox)

/* The pane showing `log` (an ishi_net_log_new buffer, kept by the
 * caller); its entry emits "say" with the text typed. */
GtkWidget *ishi_room_chat_new (GtkTextBuffer *log);

/* Adds a line (`tag` as ishi_net_log_append's) and keeps it in view. */
void ishi_room_chat_add (IshiRoomChat *self, const char *tag, const char *text);

/* The grade its lines are read at: 1 to 6, or 0 for the plain log. */
void ishi_room_chat_set_grade (IshiRoomChat *self, int grade);
int  ishi_room_chat_get_grade (IshiRoomChat *self);

/* For tests: the lines shown with readings (each an IshiLessonText), or
 * NULL when the plain log shows. */
GtkWidget *ishi_room_chat_get_ruby_lines (IshiRoomChat *self);

G_END_DECLS
