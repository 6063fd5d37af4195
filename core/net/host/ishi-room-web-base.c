/* ishi-room-web-base.c — the answers' helpers the page's files share
 * (ishi-room-web-base.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-web-base.h"

#include <string.h>

void
room_web_answer_text (SoupServerMessage *msg, guint status, const char *text)
{
  soup_server_message_set_status (msg, status, NULL);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY, text, strlen (text));
}

void
room_web_answer_bytes (SoupServerMessage *msg, const char *type, GBytes *bytes, const char *cache)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Cache-Control", cache);
  soup_server_message_set_response (msg, type, SOUP_MEMORY_COPY, data, size);
}
