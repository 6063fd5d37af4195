/* ishi-room-client-private.h — what the client's two files share: the
 * object's fields and a table as the client keeps it.
 *   ishi-room-client.c       the object, the connection, writing;
 *   ishi-room-client-read.c  a server's lines read into tables and games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-client.h"

#define READ_CHUNK 4096

struct _IshiRoomClient {
  GObject parent_instance;
  char *name, *code, *token;
  char *room_name, *room_game;
  IshiRoomClientState state;
  GHashTable *tables;        /* number → Table */
  int current_game;          /* the game of the last 15 header */
  char *kibitz_from;         /* a kibitz header waiting for its text line */

  /* The socket side. */
  char *host;
  guint16 port;
  guint max_retries, retries;
  guint retry_source;
  guint greeting_source;     /* connected, waiting for the server's Login: */
  guint greeting_ms;
  GSocketClient *socket_client;
  GSocketConnection *connection;
  GCancellable *cancellable;
  guint8 buffer[READ_CHUNK];
  GString *line;
  GQueue out;                /* char * lines waiting */
  gboolean writing;
  IshiRoomClientWriteFunc writer;
  gpointer writer_data;
};

typedef struct {
  IshiRoomClientTable info;
  IshiMatch *match;          /* the copy, NULL until built */
  guint played;              /* moves of info.moves played in it */
  gboolean broken;
} Table;

/* ishi-room-client-read.c */
void room_client_table_free (gpointer data);
void room_client_set_state (IshiRoomClient *self, IshiRoomClientState state);
/* Plays the announced moves not yet in the table's copy (building it first). */
void room_client_sync_copy (IshiRoomClient *self, Table *t);

/* ishi-room-client.c */
void room_client_write_line (IshiRoomClient *self, const char *line);
