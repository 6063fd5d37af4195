/* ishi-room-web-base.h — what the page's files share: the object's
 * fields and the answers' helpers (ishi-room-web-base.c).  Under the page
 * (ishi-room-web.c) and its `/lesson` (ishi-room-web-lesson.h), which
 * call it and not each other back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "ishi-room-gate.h"
#include "ishi-room-web-door.h"
#include "ishi-room-web.h"

G_BEGIN_DECLS

struct _IshiRoomWeb {
  GObject parent_instance;
  IshiRoomServer *server;
  SoupServer *soup;
  GSocketListener *listener; /* the port: its connections are handed to soup */
  IshiWebDoor *door;         /* … through the door, under the limits */
  IshiRoomWebLimits limits;
  char *address;             /* listened on, NULL: all */
  guint16 port;
  GHashTable *conns;         /* WebConn * set */
  IshiRoomWebLessonFunc lesson_func;
  gpointer lesson_data;
  GDestroyNotify lesson_destroy;
  GHashTable *lesson_cache;  /* query key → GBytes */
  GHashTable *lesson_rates;  /* address key → IshiRoomFlood */
  IshiRoomFlood lesson_rate_all;
};

void room_web_answer_text  (SoupServerMessage *msg, guint status, const char *text);
void room_web_answer_bytes (SoupServerMessage *msg, const char *type, GBytes *bytes, const char *cache);

G_END_DECLS
