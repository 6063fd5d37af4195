/* ishi-room-web-lesson.h — the page's `GET /lesson?…`
 * (ishi-room-web-lesson.c), which ishi-room-web.c serves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-web-base.h"

G_BEGIN_DECLS

/* The lessons' cache and rates, made empty. */
void room_web_lessons_init (IshiRoomWeb *self);
/* `GET /lesson?…`: the step's JSON, drawn in a worker thread. */
void room_web_serve_lesson (IshiRoomWeb *self, SoupServerMessage *msg, GHashTable *query);

G_END_DECLS
