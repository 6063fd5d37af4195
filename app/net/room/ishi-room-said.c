/* ishi-room-said.c — see ishi-room-said.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs.h"
#include "ishi-room-messages.h"
#include "ishi-room-said.h"
#include "ishi-room-say.h"

static void
chat_cb (IshiRoomClient *client, const char *kind, const char *name, const char *text,
         IshiRoomChat *chat)
{
  g_autofree char *line = NULL;

  if (strcmp (kind, "kibitz") == 0)
    line = g_strdup_printf (_("%s (to the table): %s"), name, text);
  else if (strcmp (kind, "shout") == 0)
    line = g_strdup_printf ("%s: %s", name, text);
  else
    line = g_strdup_printf (_("%s (to you): %s"), name, text);
  ishi_room_chat_add (chat, NULL, line);
}

static void
error_cb (IshiRoomClient *client, const char *text, IshiRoomChat *chat)
{
  /* Ishi's room says its refusals by id (say_cb): this is an older
   * room's line, or one not in the catalogue, said as it came. */
  ishi_room_chat_add (chat, "error", text);
}

/* A message of the room's catalogue in the window's words
 * (ishi-room-say.h); a result stands out in the log. */
static void
say_cb (IshiRoomClient *client, int code, const char *id, const char *const *args, IshiRoomChat *chat)
{
  const IshiRoomMessage *message = ishi_room_message_by_id (id);
  g_autofree char *words = ishi_room_say_message (id, args);

  if (words && *words)
    ishi_room_chat_add (chat, code == ISHI_IGS_ERROR ? "error" : message->igs[0] == '{' ? "result" : "info", words);
}

static void
line_cb (IshiRoomClient *client, int code, const char *text, IshiRoomChat *chat)
{
  /* Ishi's room says its messages by id (say_cb): this is an older
   * room's line, or one not in the catalogue, said as it came. */
  if (code == ISHI_IGS_INFO && *text)
    ishi_room_chat_add (chat, text[0] == '{' ? "result" : "info", text);
}

static void
scores_cb (IshiRoomClient *client, guint n, IshiRoomChat *chat)
{
  ishi_room_chat_add (chat, "info", n ? _("The room’s score list (the winner scores the difference, the loser 0):")
                            : _("The room’s score list is empty: no game has ended yet."));
}

static void
score_cb (IshiRoomClient *client, const char *name, const char *points, IshiRoomChat *chat)
{
  g_autofree char *row = g_strdup_printf (_("  %s: %s points"), name, points);

  ishi_room_chat_add (chat, "info", row);
}

static void
my_score_cb (IshiRoomClient *client, const char *points, IshiRoomChat *chat)
{
  /* A class's pupil: her own points only (ishi-room-commands.c). */
  g_autofree char *line = g_strdup_printf (_("Your points in this class: %s (the winner of a game scores the "
                                             "difference, the loser 0)."), points);

  ishi_room_chat_add (chat, "info", line);
}

void
ishi_room_said_follow (IshiRoomClient *client, IshiRoomChat *chat)
{
  g_signal_connect_object (client, "chat", G_CALLBACK (chat_cb), chat, 0);
  g_signal_connect_object (client, "error", G_CALLBACK (error_cb), chat, 0);
  g_signal_connect_object (client, "say", G_CALLBACK (say_cb), chat, 0);
  g_signal_connect_object (client, "line", G_CALLBACK (line_cb), chat, 0);
  g_signal_connect_object (client, "scores", G_CALLBACK (scores_cb), chat, 0);
  g_signal_connect_object (client, "score", G_CALLBACK (score_cb), chat, 0);
  g_signal_connect_object (client, "my-score", G_CALLBACK (my_score_cb), chat, 0);
}
