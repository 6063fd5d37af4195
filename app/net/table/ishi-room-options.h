/* ishi-room-options.h — a table's options as controls: the buttons that do
 * what the online page's chat commands do (/option rule, /option boardsize,
 * /komi, /option handicap, /option time, /option byoyomi).
 *
 * The widget knows no socket: Set emits "send" once for each option that
 * differs from what the host announced, with the command line to send.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

#define ISHI_TYPE_ROOM_OPTIONS (ishi_room_options_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomOptions, ishi_room_options, ISHI, ROOM_OPTIONS, GtkBox)

GtkWidget *ishi_room_options_new (void);
/* The room's game ("go", "renju") and the table's options as the host
 * announced them; the controls follow when the host's values change. */
void ishi_room_options_show (IshiRoomOptions *self, const char *game, const IshiRoomClientTable *table);
/* Emits "send" (string line) for each changed option. */
void ishi_room_options_apply (IshiRoomOptions *self);
/* Its words read at a class's school grade (1 to 6; 0: none),
 * ishi-ruby-words.h. */
void ishi_room_options_set_grade (IshiRoomOptions *self, int grade);

G_END_DECLS
