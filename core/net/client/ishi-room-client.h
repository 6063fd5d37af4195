/* ishi-room-client.h — the other end: a client of a room (Ishi's, or a
 * server speaking the same IGS protocol) that reads the server's lines
 * into tables and games, and reconnects by itself.
 *
 * The client logs in with a name (and the token the room gave it before,
 * to get its seat back), turns client mode on, gives the room's code, and
 * from then on reads every line: the move reports (15) into each table's
 * list of moves, the undo (28) and the markings (49), the chat (19, 21,
 * 11), the results ({Game …}), and Ishi's own 700 lines (the table's
 * options and seats, the counting and its dead stones, the token).  For
 * each table it knows the options of, it keeps a copy of the game, an
 * IshiMatch whose players are IshiRemotePlayers, in which the host's
 * moves are played as they are announced; the window and the bot read
 * that copy and send their own moves as lines (they never play them into
 * the copy: the host decides).
 *
 * ishi_room_client_feed() takes one line as the server sent it: the
 * socket side uses it, and so do the tests, with recorded sessions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-match.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_ROOM_CLIENT_OFFLINE = 0,
  ISHI_ROOM_CLIENT_CONNECTING,
  ISHI_ROOM_CLIENT_LOGGING_IN,
  ISHI_ROOM_CLIENT_ONLINE,
} IshiRoomClientState;

/* What the client knows of one table (an IGS game number). */
typedef struct {
  int number;
  char *ruleset;             /* an id of the rule-set table, NULL from a plain IGS server */
  int size, handicap;
  double komi;
  int minutes, byoyomi;
  char *seats[3];            /* by IshiColor; NULL when free */
  gboolean away[3];
  GPtrArray *moves;          /* of char *: the IGS moves from 0 ("D4", "Pass", "Handicap 3") */
  int captures[3], seconds[3], stones[3];  /* from the last header */
  gboolean counting;
  GPtrArray *dead;           /* of char *: the points marked dead (700 dead) */
  char *result;              /* RE of the game's end, NULL while it goes on */
  gboolean started;          /* a game is (or was) here: its start or its moves were seen;
                              * the game is on while `result` is NULL */
  gboolean adjourned;        /* the game is put aside (adjourn) until it is taken up again */
  int resumed_as;            /* a plain server: … and was taken up again as this game (NNGS's
                              * `load` gives it a new number); 0 otherwise */
  char *opening;             /* renju-rif: the opening Black chose (700 opening), NULL before */
  gboolean opening_decided;  /* renju-rif: White has swapped or kept (700 swap) … */
  gboolean swapped;          /* … and swapped */
  gboolean server_counted;   /* a plain server counted the game (its 20 line) … */
  double server_score[3];    /* … and gave these points, by IshiColor */
} IshiRoomClientTable;

#define ISHI_TYPE_ROOM_CLIENT (ishi_room_client_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoomClient, ishi_room_client, ISHI, ROOM_CLIENT, GObject)

/* `code` may be NULL (only watching). */
IshiRoomClient *ishi_room_client_new (const char *name, const char *code);
/* In a class: whether this client is the teacher (after `/teacher CODE`),
 * and whether the teacher has paused everyone (`text`: her words, "" for
 * none). */
gboolean        ishi_room_client_is_teacher (IshiRoomClient *self);
gboolean        ishi_room_client_get_class_paused (IshiRoomClient *self, const char **text);
/* The lesson whose step the teacher shows everyone (its step in *step),
 * or NULL. */
const char     *ishi_room_client_get_class_step (IshiRoomClient *self, guint *step);
/* The teacher's: the answers to the step shown everyone, one
 * "NAME right|wrong first|again hint|nohint" each, by name, and the
 * number of pupils in the class. */
char          **ishi_room_client_list_answers (IshiRoomClient *self, guint *pupils);
/* The teacher's: the pupils who gave the room's code while their network
 * waited after many wrong codes, waiting for her to let them in
 * (`/admit NAME`), in the order they came (free with g_strfreev). */
char          **ishi_room_client_list_knocks (IshiRoomClient *self);
/* The teacher's: the pupils away whose seats were asked for from a
 * computer without their token, which she may let back to them
 * (`/admit NAME`), in the order asked (free with g_strfreev). */
char          **ishi_room_client_list_seat_asks (IshiRoomClient *self);
/* The teacher's: the class's list of pupils (ishi-room-pupils.c), one
 * "NAME here|seated|playing|away LEVEL" each, by name (seated: at a
 * table whose game is not on); LEVEL is Ishi's level for her.  Free with
 * g_strfreev. */
char          **ishi_room_client_list_pupils (IshiRoomClient *self);
/* Whether the room is a class (700 class, told at login): its pupils are
 * given their tables by the teacher and told of no other table. */
gboolean        ishi_room_client_in_class (IshiRoomClient *self);
/* The school grade of the class's pupils (700 grade, 1 to 6), whose
 * screens read each kanji above it; 0: none (or no class). */
int             ishi_room_client_get_class_grade (IshiRoomClient *self);
/* The teacher's: the one game for all, "RULE SIZE MINUTES" (700
 * classgame), or NULL while each table chooses. */
const char     *ishi_room_client_get_class_game (IshiRoomClient *self);
/* The teacher's: the room's code, which her screen shows the class (700
 * roomcode), NULL before the room said it. */
const char     *ishi_room_client_get_room_code (IshiRoomClient *self);
/* A pupil's: the level the teacher set for her to play Ishi's engine
 * (`/engine`), 0 before the room said it (or in a room that is no class). */
int             ishi_room_client_get_engine_level (IshiRoomClient *self);
/* The teacher's: the address of the class's page for the pupils'
 * tablets (700 web), NULL when the class serves none. */
const char     *ishi_room_client_get_web_url (IshiRoomClient *self);
/* A client of a plain Go server (NNGS, IGS): `password` answers the
 * server's "Password:", NULL logs in as a guest.  Its games are Go,
 * counted as the server counts them (territory, prisoners, its komi). */
IshiRoomClient *ishi_room_client_new_for_server (const char *name, const char *password);
gboolean        ishi_room_client_is_server (IshiRoomClient *self);
/* A server's lists (in Ishi's room, who is in it): asks `who` and `games`
 * again; "lists-changed" follows. */
void            ishi_room_client_refresh_lists (IshiRoomClient *self);
/* The players (IshiIgsWhoEntry *, by name) and the games
 * (IshiIgsGameEntry *, by number) as last listed, both of
 * ishi-igs-server.h; the entries belong to the client and live until the
 * next list.  Free the array with g_ptr_array_unref. */
GPtrArray      *ishi_room_client_list_players (IshiRoomClient *self);
GPtrArray      *ishi_room_client_list_games (IshiRoomClient *self);
const char     *ishi_room_client_get_name (IshiRoomClient *self);
/* In a "login-failed" handler: the id in the room's catalogue
 * (ishi-room-messages.h) of what Ishi's room refused ("name-rule",
 * "name-in-room", "invalid-password"…), for the window to say in its own
 * words; NULL when the refusal is not the room's or not in the catalogue
 * (a plain server's, an older or newer room's). */
const char     *ishi_room_client_get_refusal (IshiRoomClient *self);
/* The token the room gave (remember it to come back to a seat). */
const char     *ishi_room_client_get_token (IshiRoomClient *self);
void            ishi_room_client_set_token (IshiRoomClient *self, const char *token);
IshiRoomClientState ishi_room_client_get_state (IshiRoomClient *self);
/* The room's name and game from its 700 room line; NULL before. */
const char     *ishi_room_client_get_room_name (IshiRoomClient *self);
const char     *ishi_room_client_get_room_game (IshiRoomClient *self);

/* Connects to host:port and keeps the connection: when it drops, the
 * client connects again by itself (after 0.5 s, then up to 8 s apart, at
 * most `max_retries` times in a row; 0: 100) until disconnect. */
void     ishi_room_client_connect (IshiRoomClient *self, const char *host, guint16 port,
                                   guint max_retries);
void     ishi_room_client_disconnect (IshiRoomClient *self);
/* The program comes back to the room it was in before it stopped (a
 * crash, a restart): its name is its own there, and when the room says
 * it is in use (its old connection not yet found gone) the client tries
 * again, as after a lost connection.  Before ishi_room_client_connect. */
void     ishi_room_client_set_coming_back (IshiRoomClient *self, gboolean coming_back);
/* How long a connection waits for the server's first prompt before it is
 * dropped and tried again (default 10 s; a connection the host's queue
 * had no room for looks open and says nothing). */
void     ishi_room_client_set_greeting_timeout (IshiRoomClient *self, guint ms);
/* On a plain server: after `idle_ms` without a word from it (default
 * 20 s) the client asks `ayt`; with no answer within `answer_ms` (default
 * 10 s) the connection is taken as lost and made again.  0: the default. */
void     ishi_room_client_set_liveness (IshiRoomClient *self, guint idle_ms, guint answer_ms);
/* A command line to the server ("/join", "D4", "say hello"). */
void     ishi_room_client_send (IshiRoomClient *self, const char *line);

/* One line as the server sent it, without its newline (the login prompts
 * "Login: " and "Password: " come without one and are fed as they are). */
void     ishi_room_client_feed (IshiRoomClient *self, const char *line);
/* Where lines to the server go when there is no socket (tests): `func`
 * receives each line with its newline. */
typedef void (*IshiRoomClientWriteFunc) (const char *line, gpointer user_data);
void     ishi_room_client_set_writer (IshiRoomClient *self, IshiRoomClientWriteFunc func,
                                      gpointer user_data);

/* The table `number`, or NULL when the client has heard nothing of it. */
const IshiRoomClientTable *ishi_room_client_get_table (IshiRoomClient *self, int number);
/* The table where the client itself is seated (its seat in *color), or 0. */
int      ishi_room_client_get_own_table (IshiRoomClient *self, IshiColor *color);
/* The copy of the game at table `number` with every announced move
 * played, or NULL when its options are unknown or a move was refused by
 * the rules (then the client asks the server for the moves again). */
IshiMatch *ishi_room_client_get_match (IshiRoomClient *self, int number);

/* Signals:
 *   "state-changed"                       connected, logged in, lost;
 *   "line"      (int code, string text)   every line read;
 *   "table-changed" (int number)          options, seats, moves, marks, result;
 *   "chat"      (string kind, string name, string text)  say, shout, kibitz;
 *   "error"     (string text)             a 5 line: what the server refused;
 *   "say"       (int code, string id, strv args)  a message of Ishi's room by id
 *               (ishi-room-messages.h), in place of its 9 or 5 line;
 *   "lists-changed"                       who (or a server's games) was read;
 *   "match-offer" (string name, int color, int size, int minutes, int byoyomi)
 *                                         someone asks for a game (IGS's
 *                                         match); `color` is the one offered
 *                                         to this client;
 *   "class-changed"                       the teacher role, the class's pause, its
 *                                         step, the answers, the list of pupils, a
 *                                         pupil's level;
 *   "pupil-renamed" (string old, string new)  the teacher renamed a pupil of the list;
 *   "login-failed" (string text)         the server refused the name or the
 *                                         password (the client stops trying):
 *                                         in Ishi's room, a name in use on
 *                                         another computer, at the first login;
 *   "token-given" (string token)         the room gave this client its token
 *                                         (kept to come back to a seat);
 *   "room-named"                          the room told its name and game
 *                                         (ishi_room_client_get_room_name);
 *   "code-accepted"                       the room took the room's code;
 *   "scores" (uint n)                     the room's score list begins: n
 *                                         "score" rows follow;
 *   "score" (string name, string points)  a row of the list;
 *   "my-score" (string points)            a class's pupil's own points, in
 *                                         place of the list;
 * and from a plain server:
 *   "komi-offer" (string name, double komi)  the opponent offers a komi;
 *   "adjourn-request" (string name)       the opponent asks to adjourn. */

G_END_DECLS
