/* fuzz-room.c — libFuzzer target for the host's side of the room: the
 * commands its members send.
 *
 * The input is lines; the first byte of each says who sends it (0, 1 or 2:
 * three connections, '~' then a digit: that connection drops and a new one
 * takes its place), the rest is the line.  Any input must be answered
 * without a crash, a hang or a leak, and the room must keep its promise
 * that every member who sent a line got an answer.  No records folder and
 * no timer: the fuzzer runs the rules, the seats and the count.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-room.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

typedef struct {
  IshiRoom *room;
  guint id;
  gsize received;
} Conn;

static gint64
fixed_time (gpointer data)
{
  return 1000000;
}

static void
conn_send (gpointer data, const char *text, gsize length)
{
  ((Conn *) data)->received += length;
}

static void
conn_close (gpointer data)
{
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  IshiRoomConfig config = { .name = "fuzz", .game = "go", .code = "4711", .teacher_code = "12345678",
                            .time_func = fixed_time, .tick_ms = G_MAXUINT };
  IshiRoom *room;
  Conn conns[3];
  g_autofree char *text = g_strndup ((const char *) data, size);
  char **lines;

  if (size > 65536)
    return 0;
  room = ishi_room_new (&config, NULL);
  for (int i = 0; i < 3; i++)
    {
      conns[i].room = room;
      conns[i].received = 0;
      conns[i].id = ishi_room_attach (room, &conns[i], conn_send, conn_close);
    }
  lines = g_strsplit (text, "\n", 2000);
  for (guint i = 0; lines[i]; i++)
    {
      const char *line = lines[i];
      int who;

      if (line[0] == '~' && line[1] >= '0' && line[1] <= '2')
        {
          who = line[1] - '0';
          ishi_room_detach (room, conns[who].id);
          conns[who].id = ishi_room_attach (room, &conns[who], conn_send, conn_close);
          continue;
        }
      if (line[0] < '0' || line[0] > '2')
        continue;
      who = line[0] - '0';
      gsize before = conns[who].received;
      ishi_room_receive (room, conns[who].id, line + 1);
      if (conns[who].received == before)
        abort ();   /* a line without an answer */
      ishi_room_tick (room);
    }
  g_strfreev (lines);
  for (int i = 0; i < 3; i++)
    ishi_room_detach (room, conns[i].id);
  g_object_unref (room);
  return 0;
}
