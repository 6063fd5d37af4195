/* ishi-room.h — the online page's room, as its host keeps it: members,
 * seats, the games at its tables, the chat and the score list.
 *
 * online-go-rules.ja.txt describes the room: a player types /join to take
 * a seat, /start begins the game once two are seated, options are chat
 * commands (/option time, byoyomi, handicap, rule, boardsize; /komi), the
 * others in the room watch, the clock stops while a player's connection
 * is down, a resignation counts 20 points and the room's score list gives
 * the winner the difference and the loser 0.  The host is the referee: it
 * keeps the rules (an IshiMatch per table, whose players are
 * IshiRemotePlayers), the clocks and the records; a member only proposes.
 *
 * The room speaks the IGS protocol (ishi-igs.h) but owns no socket: a
 * transport (ishi-room-server.h, or a test) attaches each connection with
 * a function that sends text to it, hands the room every line it reads,
 * and says when the connection is gone.  Everything happens on the thread
 * that owns the room's main context, so the room needs no lock.
 *
 * Nothing is lost: each table's game is an SGF file in the records folder,
 * saved (atomically) before a move is announced, and the room itself —
 * its tables, seats, tokens and score list — is saved beside them, so a
 * host restarted after a crash opens the same room (ishi_room_new reads
 * it back) and the players' clients reconnect to their seats.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-clock.h"
#include "ishi-room-message-ids.h"
#include "ishi-player.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

#define ISHI_ROOM_ERROR (ishi_room_error_quark ())
GQuark ishi_room_error_quark (void);

typedef enum {
  ISHI_ROOM_ERROR_INVALID,   /* a name, code or game the room cannot have */
  ISHI_ROOM_ERROR_RECORDS,   /* the records folder or the room's file */
} IshiRoomError;

/* Ishi's engine for a class's game against a pupil (`/engine`): a new
 * player for `ruleset` at `level` (1..10), which plays its moves into the
 * match that asks it (ishi-player.h) without blocking the main loop.  The
 * host gives it (core/net knows no engine). */
typedef IshiPlayer *(*IshiRoomEngineFunc) (const IshiRuleset *ruleset, int level, gpointer data);

typedef struct {
  const char *name;          /* the room's name for people (any text, one line) */
  const char *game;          /* "go" or "renju" */
  const char *code;          /* four digits: needed to sit at a table */
  const char *records_dir;   /* where the games and the room are saved; NULL: nowhere */
  gboolean no_observers;     /* only the seated players may watch */
  /* A class (ishi-room-class.c): the teacher's code, eight digits, which
   * `/teacher CODE` gives; NULL: a room with no teacher. */
  const char *teacher_code;
  /* A class's games against Ishi's engine; NULL: `/engine` is refused. */
  IshiRoomEngineFunc engine_new;
  gpointer engine_data;
  guint max_connections;     /* logged in at once (a seated member coming back
                              * is let in over it); 0: 200 */
  guint lines_per_second;    /* a connection's rate (ishi-room-gate.h); 0: 20 */
  /* The clocks' time source (tests); NULL: g_get_monotonic_time. */
  IshiClockTimeFunc time_func;
  gpointer time_data;
  /* How often the clocks are looked at for a fallen flag, in ms; 0: 250.
   * G_MAXUINT: never by a timer (a test calls ishi_room_tick). */
  guint tick_ms;
} IshiRoomConfig;

#define ISHI_TYPE_ROOM (ishi_room_get_type ())
G_DECLARE_FINAL_TYPE (IshiRoom, ishi_room, ISHI, ROOM, GObject)

/* A new room, or the room saved in `config->records_dir` when there is one
 * (its tables, seats and scores come back; `config` then only fills what
 * the file lacks). */
IshiRoom   *ishi_room_new (const IshiRoomConfig *config, GError **error);
const char *ishi_room_get_name (IshiRoom *self);
const char *ishi_room_get_code (IshiRoom *self);
const char *ishi_room_get_game (IshiRoom *self);
/* The teacher's code of a class, NULL for a room. */
const char *ishi_room_get_teacher_code (IshiRoom *self);
/* The address of the class's page for the pupils' tablets
 * (ishi-room-web.h), "http://…/": told to every teacher now and when she
 * comes in (700 web URL), for the class view's QR code.  NULL: none. */
void        ishi_room_set_web_url (IshiRoom *self, const char *url);
/* Whether the teacher has paused the class. */
gboolean    ishi_room_get_class_paused (IshiRoom *self);
/* The port the room is served on, kept in its room.ini: Start a Class
 * opens a class kept on this computer on the port its pupils' programs
 * know.  0 before one was set. */
void        ishi_room_set_port (IshiRoom *self, guint16 port);
guint16     ishi_room_get_port (IshiRoom *self);

/* A room kept on this computer: a folder of `records_root` with its
 * room.ini (what a new host of that folder opens again). */
typedef struct {
  char *folder;              /* its name under records_root */
  char *name, *game;         /* the room's, from its file */
  guint16 port;              /* 0 when the file does not say */
  gboolean is_class;
  gint64 modified;           /* the file's last change, µs since 1970 */
} IshiRoomKept;

/* The rooms kept under `records_root`, the latest changed first (free
 * with g_ptr_array_unref; empty when there is none or no folder). */
GPtrArray  *ishi_room_list_kept (const char *records_root);

/* A transport's side.  `send` writes text (whole lines, or the login
 * prompt) to the connection; it must not block and must not call back
 * into the room.  `close` asks the transport to close it (the member typed
 * quit, or the room is full); the transport then calls ishi_room_detach. */
typedef void (*IshiRoomSendFunc) (gpointer connection, const char *text, gsize length);
typedef void (*IshiRoomCloseFunc) (gpointer connection);
/* How many bytes the transport still holds to write to the connection. */
typedef gsize (*IshiRoomQueuedFunc) (gpointer connection);

/* A connection came in from `address` (its IP address as text; NULL:
 * none, as a test's): the room sends "Login: ", or makes it wait, or
 * closes it, under the limits of ishi-room-gate.h.  Returns its id
 * (never 0).  ishi_room_attach: from no address. */
guint ishi_room_attach_from (IshiRoom *self, gpointer connection, IshiRoomSendFunc send,
                             IshiRoomCloseFunc close, const char *address);
/* … from a client that reads the room's messages by id from its first
 * line on (the pupils' page, which the room serves: ishi-room-messages.h). */
guint ishi_room_attach_says (IshiRoom *self, gpointer connection, IshiRoomSendFunc send,
                             IshiRoomCloseFunc close, const char *address, gboolean says);
guint ishi_room_attach  (IshiRoom *self, gpointer connection, IshiRoomSendFunc send,
                         IshiRoomCloseFunc close);
/* How the room learns what waits to be written to connection `id`: chat
 * is not queued to a member who has much waiting (ISHI_ROOM_CHAT_QUEUED),
 * so that talk can never make the transport close her as a slow reader. */
void  ishi_room_set_queued_func (IshiRoom *self, guint id, IshiRoomQueuedFunc queued);
/* The process is short of descriptors and a connection came from
 * `address`: the door lets go of the oldest silent connection not logged
 * in, or else the oldest guest, of the address that holds the most (if
 * it holds more than `address`).  TRUE when one was closed. */
gboolean ishi_room_make_room (IshiRoom *self, const char *address);
/* Something refused outside the room's connections (the web port's HTTP
 * door): counted in the host's log of the minute, "WHAT (ADDRESS n, …)". */
void  ishi_room_note_refused (IshiRoom *self, const char *address, const char *what);
/* The rate of lines a connection may send (the server's limits). */
void  ishi_room_set_lines_per_second (IshiRoom *self, guint rate);
/* One line the connection sent, without its newline.  Any bytes at all. */
void  ishi_room_receive (IshiRoom *self, guint id, const char *line);
/* The connection is gone (closed, broken, dropped by the transport). */
void  ishi_room_detach  (IshiRoom *self, guint id);
/* Tells the connection one error line (the transport's limits). */
void  ishi_room_tell_error (IshiRoom *self, guint id, IshiRoomMessageId message);

/* Whether `code`, given from `address` outside the room's connections
 * (the page's `/lesson`), is the room's code.  It meets the room's door as
 * a code given on a connection does (ishi-room-gate.h): an address that
 * must wait is not checked (FALSE, and *wait_s when not NULL: the seconds
 * it waits), and a wrong code counts against it; no code (NULL) is
 * refused and not counted. */
gboolean ishi_room_check_code (IshiRoom *self, const char *address, const char *code, guint *wait_s);

/* Waits (running the thread-default main context) until every record
 * being written is on disk and what waited for it has been sent: for a
 * host that stops, and for tests.  FALSE if that took more than
 * `timeout_ms`. */
gboolean ishi_room_flush (IshiRoom *self, guint timeout_ms);

/* Looks at every running clock and every connection's login time now
 * (what the timer does). */
void  ishi_room_tick (IshiRoom *self);

/* Who may use a command of the room (ishi-room-commands.c's table). */
typedef enum {
  ISHI_ROOM_RIGHT_ANYONE,    /* any connection, at the Login: prompt */
  ISHI_ROOM_RIGHT_IN,        /* logged in */
  ISHI_ROOM_RIGHT_CODE,      /* gave the room's code */
  ISHI_ROOM_RIGHT_SEATED,    /* holds a seat at a table */
  ISHI_ROOM_RIGHT_TEACHER,   /* gave the class's teacher code */
  ISHI_ROOM_RIGHT_CLASS,     /* logged in; in a class, with the room's code or the
                              * teacher's (a guest's words never reach a class, nor
                              * does she watch its games) */
} IshiRoomRight;

/* The commands that need `right`, as typed (free with g_free, not the
 * strings): for tests that each is refused to one without it. */
const char **ishi_room_commands_needing (IshiRoomRight right);

/* For the host's window and tests. */
guint ishi_room_get_n_connections (IshiRoom *self);
/* The score list: names and points, sorted best first; free with g_strfreev. */
char **ishi_room_get_scores (IshiRoom *self, double **points);
/* Why the games' records cannot be written now (the system's words), or
 * NULL: while it is not, the tables concerned are paused ("changed" says
 * when it changes). */
const char *ishi_room_get_save_problem (IshiRoom *self);
/* The record file of table `number` (from 1), NULL when it has none. */
const char *ishi_room_get_record_path (IshiRoom *self, int number);

/* Signals:
 *   "changed"   members, seats, a game or the score list changed (the
 *               host's window redraws its list). */

G_END_DECLS
