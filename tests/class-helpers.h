/* class-helpers.h — a class on loopback for the class's window tests:
 * its room (with Ishi's engine, deterministic) behind a server on
 * 127.0.0.1, and pupils' programs in it with the code.  Static functions
 * only, included by each test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-go-engine-player.h"
#include "ishi-room-client.h"
#include "ishi-room-server.h"
#include "ishi-room.h"
#include "ishi-test-util.h"

typedef struct {
  char *dir;
  IshiRoom *room;
  IshiRoomServer *server;
  guint16 port;
} Class;

/* Ishi's engine, deterministic: one thread, a fixed seed and playouts. */
G_GNUC_UNUSED static IshiPlayer *
engine_new (const IshiRuleset *ruleset, int level, gpointer data)
{
  g_autoptr (IshiGoEngine) engine = ishi_go_engine_new (ruleset, ishi_ruleset_komi (ruleset, 0), 0);

  ishi_go_engine_set_level (engine, level);
  ishi_go_engine_set_playouts (engine, 200);
  ishi_go_engine_set_threads (engine, 1);
  ishi_go_engine_set_seed (engine, 3);
  return ishi_go_engine_player_new (engine, NULL);
}

G_GNUC_UNUSED static void
class_open (Class *c)
{
  IshiRoomConfig config = { .name = "5-2", .game = "go", .code = "4711", .teacher_code = "20261125",
                            .engine_new = engine_new };
  g_autoptr (GError) error = NULL;

  c->dir = g_dir_make_tmp ("ishi-class-XXXXXX", NULL);
  config.records_dir = c->dir;
  c->room = ishi_room_new (&config, &error);
  g_assert_no_error (error);
  c->server = ishi_room_server_new (c->room, NULL);
  g_assert_true (ishi_room_server_listen (c->server, "127.0.0.1", 0, &error));
  c->port = ishi_room_server_get_port (c->server);
}

G_GNUC_UNUSED static void
class_close (Class *c)
{
  ishi_room_flush (c->room, 5000);
  ishi_room_server_stop (c->server);
  g_clear_object (&c->server);
  g_clear_object (&c->room);
  ishi_test_remove_tree (c->dir);
  g_free (c->dir);
}

G_GNUC_UNUSED static gboolean
online (gpointer data)
{
  return ishi_room_client_get_state (data) == ISHI_ROOM_CLIENT_ONLINE && ishi_room_client_get_room_game (data);
}

/* A pupil's program, in the room with the code. */
G_GNUC_UNUSED static IshiRoomClient *
pupil (Class *c, const char *name)
{
  IshiRoomClient *client = ishi_room_client_new (name, "4711");

  ishi_room_client_connect (client, "127.0.0.1", c->port, 5);
  ishi_test_wait_until (online, client, name, 20);
  return client;
}

G_GNUC_UNUSED static void
pupil_gone (IshiRoomClient *client)
{
  ishi_room_client_disconnect (client);
  g_object_unref (client);
}
