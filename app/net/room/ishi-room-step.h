/* ishi-room-step.h — lessons together on a class's pupil's room window:
 * the step her teacher shows everyone, on her own lesson page over the
 * table (her answers on her own board go to the teacher).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"

G_BEGIN_DECLS

/* Shows in `room_stack` (whose "table" is the table) the step `client`
 * was told of, on *lesson_view (made there, as "lesson", the first time),
 * or the table when there is none.  Returns NULL, or the words for the
 * log when this computer has no such lesson (free them). */
char *ishi_room_step_show (GtkStack *room_stack, GtkWidget **lesson_view, GSettings *settings,
                           IshiRoomClient *client);

G_END_DECLS
