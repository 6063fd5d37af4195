/* ishi-room-client-private.h — what the client's two files share: the
 * object's fields and a table as the client keeps it.
 *   ishi-room-client.c       the object, the connection, writing;
 *   ishi-room-client-read.c  a server's lines read into tables and games;
 *   ishi-room-client-class.c what it reads of a class.
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
  gboolean teacher;          /* a class's teacher (700 teacher) */
  gboolean class_paused;     /* the teacher paused everyone (700 pause) … */
  char *pause_text;          /* … with these words, "" for none */
  char *web_url;             /* the pupils' page (700 web), NULL: none */
  char *step_lesson;         /* the lesson the teacher shows everyone (700 step), NULL: none … */
  guint step_number;         /* … and its step */
  GHashTable *answers;       /* the teacher's: name → "right|wrong first|again hint|nohint" */
  guint pupils;              /* the teacher's: pupils in the class (700 pupils) */
  GPtrArray *roster;         /* the teacher's: "NAME STATE LEVEL" of the class's list (700 roster) … */
  GPtrArray *roster_next;    /* … the one being read, and its lines still to come */
  guint roster_left;
  GPtrArray *knocks;         /* the teacher's: pupils waiting for her to let them in (700 knock) */
  GPtrArray *seat_asks;      /* … pupils away whose seats were asked for from another computer (700 asks-seat) */
  int engine_level;          /* a pupil's: Ishi's level for her (700 level), 0: none */
  char *room_code;           /* the teacher's: the room's code (700 roomcode), NULL before */
  gboolean coming_back;      /* back to where this program was before it stopped */
  gboolean in_class;         /* the room is a class (700 class) */
  int class_grade;           /* the class's pupils' grade (700 grade), 0: none */
  char *class_game;          /* the teacher's: "RULE SIZE MINUTES" for all (700 classgame), NULL: none */
  char *kibitz_from;         /* a kibitz header waiting for its text line */
  guint scores_left;         /* rows of the room's score list still to come */

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

  /* A plain Go server (NNGS, IGS) rather than Ishi's room. */
  gboolean server;
  GHashTable *players;       /* name → IshiIgsWhoEntry *: the last `who` */
  GHashTable *games;         /* number → IshiIgsGameEntry *: the last `games` */
  gboolean lists_dirty;      /* changed since "lists-changed" was last emitted */
  gboolean games_full;       /* a whole `games` list was asked for */
  int own_game;              /* the game the server created for this client, 0: none */
  GPtrArray *stored;         /* "white-black" of this client's adjourned games (`stored`) */
  GPtrArray *loads;          /* "white-black" of the `load`s the client sent by itself: the
                              * server's refusal of one is no line for its users */
  gboolean was_online;       /* logged in once since connect */
  char *login_said;          /* the room's last words at the login, on this connection */
  const char *login_said_id; /* …their id in the catalogue (ishi-room-messages.h), or NULL */
  const char *refusal;       /* the id of the room's refusal said by the last "login-failed" */
  /* Is the server still there?  A plain server that says nothing for
   * idle_ms is asked `ayt` ("are you there", NNGS's help file); no word
   * within answer_ms more and the connection is taken as lost. */
  guint liveness_source;
  guint idle_ms, answer_ms;
  gint64 last_read_us, ayt_sent_us;
  guint ayt_pending;         /* "9 yes" answers to swallow */
  guint iac;                 /* bytes of a telnet command still to skip */
};

typedef struct {
  IshiRoomClientTable info;
  IshiMatch *match;          /* the copy, NULL until built */
  guint played;              /* moves of info.moves played in it */
  guint known;               /* the game is being sent again: moves it had before, 0 otherwise */
  gboolean resending;        /* … and the copy waits for the whole of it */
  gboolean broken;
  gboolean info_asked;       /* a server: `games N` sent for the table's size and komi */
  gboolean load_sent;        /* a server: `load` sent for this adjourned game of the client's */
} Table;

/* ishi-room-client-read.c */
void room_client_table_free (gpointer data);
void room_client_set_state (IshiRoomClient *self, IshiRoomClientState state);
/* Plays the announced moves not yet in the table's copy (building it first). */
void room_client_sync_copy (IshiRoomClient *self, Table *t);
Table *room_client_table (IshiRoomClient *self, int number);
void room_client_table_changed (IshiRoomClient *self, Table *t);
void room_client_drop_copy (Table *t);
/* A game sent again is whole (a line other than its moves came): its copy
 * is made and shown.  `lost`: the connection went in the middle of it. */
void room_client_end_resends (IshiRoomClient *self, gboolean lost);

/* ishi-room-client-class.c: a class's 700 lines (teacher, pause, step,
 * answer, pupils); TRUE when the line was one of them. */
gboolean room_client_take_class (IshiRoomClient *self, char **w, const char *text);

/* ishi-room-client-server.c: what a plain server says that Ishi's room
 * does not (lists, offers, its count); TRUE when the line was read. */
gboolean room_client_take_server_line (IshiRoomClient *self, int code, const char *text);
/* … and in Ishi's room, what it shares with them (who, a challenge). */
gboolean room_client_take_room_line (IshiRoomClient *self, int code, const char *text);
/* A table's size, komi and handicap from the server's games list. */
void room_client_ask_table_info (IshiRoomClient *self, Table *t);
void room_client_server_init (IshiRoomClient *self);
/* Logged in: asks the stored games, then the lists. */
void room_client_server_logged_in (IshiRoomClient *self);
/* The client's own game goes on as `t` (its header, or the games list):
 * the same two players' game under another number, put aside, was taken
 * up again as this one. */
void room_client_taken_up (IshiRoomClient *self, Table *t);

/* ishi-room-client.c */
void room_client_write_line (IshiRoomClient *self, const char *line);
/* The server refused the login for good: "login-failed", and no retry. */
void room_client_login_failed (IshiRoomClient *self, const char *text);
