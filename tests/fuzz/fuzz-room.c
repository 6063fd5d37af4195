/* fuzz-room.c — libFuzzer target for the host's side of the room: the
 * commands its members send.
 *
 * The input is lines; the first byte of each says who sends it (0, 1 or 2:
 * three connections, '~' then a digit: that connection drops and a new one
 * takes its place), the rest is the line.  Any input must be answered
 * without a crash, a hang or a leak, and the room must keep its promise
 * that every member who sent a line got an answer — unless the room closed
 * the connection (quit, a flood, a login too slow, a wait after wrong
 * codes), which is then replaced.  The room's clock moves 100 ms a line,
 * so that its limits (ishi-room-gate.h) come into play.  No records
 * folder and no timer: the fuzzer runs the rules, the seats, the count
 * and the door.
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
  gboolean closed;
} Conn;

static gint64 now;

static gint64
fuzz_time (gpointer data)
{
  return now;
}

static void
conn_send (gpointer data, const char *text, gsize length)
{
  ((Conn *) data)->received += length;
}

static void
conn_close (gpointer data)
{
  ((Conn *) data)->closed = TRUE;
}

static void
conn_attach (IshiRoom *room, Conn *conn)
{
  conn->room = room;
  conn->received = 0;
  conn->closed = FALSE;
  conn->id = ishi_room_attach (room, conn, conn_send, conn_close);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  IshiRoomConfig config = { .name = "fuzz", .game = "go", .code = "4711", .teacher_code = "12345678",
                            .time_func = fuzz_time, .tick_ms = G_MAXUINT };
  IshiRoom *room;
  Conn conns[3];
  g_autofree char *text = g_strndup ((const char *) data, size);
  char **lines;

  if (size > 65536)
    return 0;
  now = 1000000;
  room = ishi_room_new (&config, NULL);
  for (int i = 0; i < 3; i++)
    conn_attach (room, &conns[i]);
  lines = g_strsplit (text, "\n", 2000);
  for (guint i = 0; lines[i]; i++)
    {
      const char *line = lines[i];
      int who;

      if (line[0] == '~' && line[1] >= '0' && line[1] <= '2')
        {
          who = line[1] - '0';
          ishi_room_detach (room, conns[who].id);
          conn_attach (room, &conns[who]);
          continue;
        }
      if (line[0] < '0' || line[0] > '2')
        continue;
      who = line[0] - '0';
      gsize before = conns[who].received;
      ishi_room_receive (room, conns[who].id, line + 1);
      if (conns[who].received == before && !conns[who].closed)
        abort ();   /* a line without an answer */
      now += 100000;
      ishi_room_tick (room);
      for (int k = 0; k < 3; k++)
        if (conns[k].closed)
          {
            ishi_room_detach (room, conns[k].id);
            conn_attach (room, &conns[k]);
          }
    }
  g_strfreev (lines);
  for (int i = 0; i < 3; i++)
    ishi_room_detach (room, conns[i].id);
  g_object_unref (room);
  return 0;
}
