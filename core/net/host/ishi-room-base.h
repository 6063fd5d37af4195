/* ishi-room-base.h — the room's state and its sending, the base every
 * other part of the host stands on (ishi-room-base.c): the connections,
 * members, tables and the room itself; the lines sent to a connection, a
 * member, a table or everyone; and the mark that the state changed (so
 * that it is saved).  It calls no other part of the room.
 *
 * The parts above it, each with its header, each calling only those
 * below it (tests/layers.txt names this folder one of parts, and
 * test-layers fails when their includes make a circle):
 *   ishi-room-door.c     the limits every connection meets (ishi-room-gate.h);
 *   ishi-room-records.c  records saved before a table's lines go out, and room.ini;
 *   ishi-room-moves.c    a table's game in IGS's lines;
 *   ishi-room-table.c    the tables: the game, its end, the score, what a
 *                        table says (the parts above call its senders, the
 *                        parts below return their lines to it);
 *   ishi-room-seating.c  who sits where: the only code that changes a seat;
 *   ishi-room-seats.c    a table's seats and options (/join, /leave, /option, /komi);
 *   ishi-room-opening.c  Renju's opening with the swap (renju-rif);
 *   ishi-room-adjourn.c  a game put aside (adjourn) and taken up again;
 *   ishi-room-match.c    IGS's challenge (match, decline);
 *   ishi-room-lists.c    IGS's lists and talk (who, userlist, games, observe, say, kibitz);
 *   ishi-room-pupils.c   the class's list of pupils and Ishi's level for each;
 *   ishi-room-class.c    the teacher's commands;
 *   ishi-room-engine.c   Ishi's engine at a table;
 *   ishi-room-store.c    the room read back after a crash;
 *   ishi-room-commands.c the table of the commands: who may use each, and
 *                        the one dispatcher that checks it;
 *   ishi-room.c          connections and logins: the room itself.
 * Two parts read a game and know none of the room's state, for the
 * table and the game told to return their lines: the count in IGS's
 * removal lines (ishi-room-removals.c) and Renju's opening as a game
 * reads (ishi-room-renju.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room.h"

#include "ishi-igs.h"
#include "ishi-room-gate.h"
#include "ishi-room-messages.h"
#include "ishi-room-name.h"
#include "ishi-match.h"
#include "ishi-ruleset.h"
#include "ishi-timecontrol.h"

/* The body of every varargs sender (the room's in ishi-room-base.c, the
 * table's in ishi-room-table.c): the arguments after `last` as `args`,
 * handed to `call` (a _v function that makes the line and delivers it). */
#define ROOM_VA_CALL(last, call) \
  G_STMT_START {                 \
    va_list args;                \
    va_start (args, last);       \
    call;                        \
    va_end (args);               \
  } G_STMT_END

/* A room of a school or a club: more tables than anyone needs. */
#define ROOM_MAX_TABLES 200

typedef struct _RoomMember RoomMember;
typedef struct _RoomConn RoomConn;
typedef struct _RoomTable RoomTable;
typedef struct _RoomEngine RoomEngine;

typedef enum {
  CONN_WAITING,    /* at the door: not greeted yet (ishi-room-door.c) */
  CONN_LOGIN,      /* "Login: " was sent */
  CONN_PASSWORD,   /* a seated member's name: its token is asked */
  CONN_IN,
} ConnState;

struct _RoomConn {
  guint id;
  gpointer transport;
  IshiRoomSendFunc send;
  IshiRoomCloseFunc close;
  ConnState state;
  gboolean client_mode;
  gboolean qgo;            /* the client named itself qGo (`id qGov…`) */
  gboolean says;           /* reads the catalogue's ids (`set says true`, ishi-room-messages.h) */
  gboolean closing;        /* the room closed it (quit, a limit): nothing more is read */
  char *address;           /* where it comes from, for the host's log ("local": none) */
  char *key;               /* … as the limits count it (ishi_room_gate_key) */
  gint64 opened;           /* when it came, by the room's clock */
  IshiRoomFlood flood;     /* its lines per second */
  gboolean heard;          /* it has sent a line (not silent) */
  gboolean vouched;        /* gave the room's code at the login (`pupils CODE`): no guest */
  IshiRoomQueuedFunc queued;   /* bytes waiting to be written to it; NULL: unknown */
  IshiRoomBudget chat;     /* its chat lines (ishi-room-gate.h) */
  gint64 chat_told;        /* the last "too much chat" */
  char *pending_name;
  RoomMember *member;      /* CONN_IN */
};

struct _RoomMember {
  char *name;
  char *token;             /* given at the first login; the way back to the seat */
  gboolean unclaimed;      /* a seat read back from a record alone (room.ini was
                            * broken): its token is lost, the first login of its
                            * name takes it */
  RoomConn *conn;          /* NULL while away */
  gboolean may_sit;        /* gave the room's code */
  RoomTable *table;        /* seated at it, or NULL */
  IshiColor seat;
  RoomTable *observing;    /* or NULL */
  gboolean teacher;        /* gave the class's teacher code: watches every table */
  gboolean knocking;       /* gave the room's code while her network waited: the
                            * teacher may let her in (/admit, ishi-room-door.c) */
  gboolean asks_seat;      /* away, her seat asked for from a computer without
                            * its token: the teacher may let her back to it
                            * from there (/admit).  Only ever set while she is
                            * seated and away: welcome and free_seat clear it
                            * (room_member_asks_seat) */
  RoomEngine *engine;      /* Ishi's engine seated by the room (/engine): no
                            * connection, always there; NULL for a person */
  int engine_level;        /* … and its level (ishi-room-engine.c sets both) */
  struct {                 /* IGS's match offered (ishi-room-match.c) */
    char *to;              /* the member offered to, NULL: none */
    IshiColor color;       /* the colour the offerer takes */
    int size, minutes, byo;
    gboolean accepted;     /* accepted by one without the room's code:
                            * the game begins when she gives it */
  } offer;
};

/* A table's options, set before a game (online-go-rules.ja.txt, オプション). */
typedef struct {
  const IshiRuleset *ruleset;
  int size;
  int handicap;
  double komi;             /* NAN: the rule set's */
  int minutes;             /* /option time: 0 none */
  int byoyomi;             /* /option byoyomi: seconds per move, 0 none */
} TableOptions;

struct _RoomTable {
  IshiRoom *room;
  int number;              /* from 1, the IGS game number */
  RoomMember *seats[3];    /* by IshiColor */
  TableOptions options;
  IshiMatch *match;        /* the game, once started (kept when it ends) */
  char *record_path;
  gboolean done[3];        /* counting: this side typed done */
  IshiColor last_marker;   /* counting: who made the last marking */
  gboolean announced_end;
  IshiColor adjourn_asked; /* asked to adjourn, waiting for the other; ISHI_EMPTY: nobody */
  gboolean adjourned;      /* the game is put aside: clock stopped, moves refused */
  gboolean opening_decided;/* renju-rif: White chose to swap or keep after the opening */
  gboolean swapped;        /* … and swapped */
  /* Saving before announcing (ishi-room-store.c): while a record is being
   * written, what the table says waits here, in order, with the next
   * saves between the lines. */
  gboolean saving;
  GQueue held;             /* HeldItem */
  /* A record could not be written: the game is paused (clocks stopped,
   * moves refused) until a save works again (ishi-room-records.c). */
  gboolean unsaved;
  gint64 unsaved_tried;    /* the last try, by the room's clock */
  /* A move is being played: a change of phase it causes (two passes, the
   * end) is announced after the move itself. */
  gboolean in_move;
  gboolean phase_pending;
};

struct _IshiRoom {
  GObject parent_instance;
  char *name, *game, *code;
  char *records_dir;
  gboolean no_observers;
  char *teacher_code;      /* a class: the teacher's code; NULL: a room */
  gboolean class_paused;   /* the teacher paused everyone */
  char *pause_text;        /* what the pupils' screens say meanwhile ("" : the program's words) */
  char *shared_step;       /* "LESSON STEP" the teacher shows everyone (/step), NULL: none */
  char *web_url;           /* the pupils' page (ishi-room-web.h), said to the teachers; NULL: none */
  guint16 port;            /* the port it was served on last (ishi_room_set_port), 0: not said */
  int class_grade;         /* the pupils' school grade (/grade, 1 to 6), 0: none */
  gboolean shared_step_task;   /* … and it has a task, whose answers count */
  GHashTable *answers;     /* name → "right|wrong first|again hint|nohint" for that step */
  gboolean class_game_set; /* the teacher chose one game for all (/classgame) … */
  TableOptions class_game; /* … this one; else the tables choose */
  GHashTable *roster;      /* a class's pupils: name → Ishi's level for her (GINT_TO_POINTER) */
  GPtrArray *roster_order; /* … their order, as they came or the teacher put them (of char *;
                            * room_pupils_names reads it with the roster) */
  char *roster_told;       /* the list as the teachers were last told it */
  IshiRoomEngineFunc engine_new;   /* Ishi's engine for /engine, NULL: none */
  gpointer engine_data;
  guint engine_idle;       /* the engines look at their tables soon */
  guint max_connections;   /* logged in */
  guint line_rate;         /* lines a second a connection may send */
  IshiRoomGate *gate;      /* wrong secrets by address (ishi-room-door.c) */
  IshiRoomBudget chat;     /* the room's chat lines in all */
  IshiRoomReport *report;  /* what the door refused, for the log once a minute */
  IshiClockTimeFunc time_func;
  gpointer time_data;
  guint tick_ms;
  guint tick_source;

  guint next_id;
  GHashTable *conns;       /* id → RoomConn (owned) */
  GHashTable *members;     /* name → RoomMember (owned) */
  GPtrArray *tables;       /* RoomTable (owned), table n at n - 1 */
  GHashTable *scores;      /* name → double * (owned) */
  guint saves_failed;       /* room.ini */
  guint saves_pending;
  guint unsaved_tables;     /* tables whose record cannot be written … */
  char *save_problem;       /* … and why, for the host's window */
  /* What room_state_changed calls: writes room.ini (ishi-room.c gives
   * ishi-room-records.c's room_save); NULL: nothing. */
  void (*save_state) (IshiRoom *room);
};

/* A seat's occupant is there: connected, or the room's own engine. */
static inline gboolean
member_present (RoomMember *member)
{
  return member->conn != NULL || member->engine != NULL;
}

/* The game at the table is on: PLAYING or COUNTING. */
static inline gboolean
table_playing (RoomTable *table)
{
  return table->match && ishi_match_get_phase (table->match) != ISHI_PHASE_FINISHED;
}

/* The table's game is Renju's with the opening and the swap (renju-rif,
 * ishi-room-renju.h). */
static inline gboolean
table_has_swap (RoomTable *table)
{
  return table->match && table->options.ruleset->opening == ISHI_OPENING_RIF;
}

/* ------------------------------------------------------------------------ */
/* Sending (ishi-room-base.c)                                                */
/* ------------------------------------------------------------------------ */

/* The catalogue's messages (ishi-room-messages.h), by name: ROOM_MSG_X
 * stands for the message's id and its arguments' types, which the
 * compiler holds the arguments that follow to:
 *
 *     room_say (conn, ROOM_MSG_NOT_YOUR_TURN);
 *     room_say_member (member, ROOM_MSG_TABLE_HAS_NO_FREE_SEAT, table->number);
 *
 * A client of the catalogue receives the id and the arguments and says
 * them in its own words; any other (qGo, telnet) the message's English,
 * made here at the wire, with its code in client mode. */
void room_say (RoomConn *conn, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
void room_say_member (RoomMember *member, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
/* To everyone in the room. */
void room_say_all (IshiRoom *room, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
/* About a table's game: to everyone in a room; in a class, to the
 * table's players, its watchers and the teachers only (each pupil reads of
 * her own table, not thirty lines of the others', issue 55, 6). */
void room_say_table (RoomTable *table, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
/* The answer to a question asked before the login (`pupils`): with its
 * code even then, for the program that asked. */
void room_say_answer (RoomConn *conn, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
/* At the login: the English alone, without a code (the prompts' lines). */
void room_say_login (RoomConn *conn, IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (3, 4);
/* As room_say to one who is in, as room_say_login to one at the door
 * (a closing word, said to either). */
void room_say_valist (RoomConn *conn, IshiRoomMessageId id, const char *types, va_list args) G_GNUC_PRINTF (3, 0);
/* No message (a connection closed without a word). */
#define ROOM_MSG_NONE ISHI_ROOM_MSG_NONE, "-"
/* A message without arguments chosen as the room runs (a command's
 * refusal from its row, what the opening waits for). */
void room_say_id (RoomConn *conn, IshiRoomMessageId id);
void room_say_id_member (RoomMember *member, IshiRoomMessageId id);
/* To a table's players and watchers now, not held behind its saves (what
 * the saves themselves say). */
void room_say_table_now (RoomTable *table, IshiRoomMessageId id);

/* A line that is no message of the catalogue — the room's own 700 lines
 * for Ishi's clients, IGS's lists, moves, removals and chat — of `code`
 * (its number is written in client mode), as printf makes it, the same
 * to every client; text as it is (the login prompts). */
/* To every teacher of a class who is in. */
void room_send_text (RoomConn *conn, const char *text);
void room_send (RoomConn *conn, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void room_send_member (RoomMember *member, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void room_send_prompt (RoomConn *conn);
void room_broadcast (IshiRoom *room, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void room_send_teachers (IshiRoom *room, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* A class's seated member, away, asked for from a computer without her
 * seat's token (TRUE), or no longer (she came back, left the seat, or the
 * teacher let her back): her teachers told "700 asks-seat NAME" or
 * "700 asks-seat-end NAME" when that changes. */
void room_member_asks_seat (IshiRoom *room, RoomMember *member, gboolean asks);
void room_tell_table (RoomTable *table, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* Who hears a table's line: its players and watchers, the whole room, its
 * players only, its watchers only (IGS tells them an undo in other words). */
typedef enum { TABLE_TO_TABLE, TABLE_TO_ROOM, TABLE_TO_PLAYERS, TABLE_TO_WATCHERS } TableAudience;
/* Now, not held behind the table's saves (those are ishi-room-table.h's
 * table_send and the others, held by ishi-room-records.c). */
void room_send_table_now (RoomTable *table, TableAudience audience, int code, const char *text);
/* What an Ishi client needs to set its copy of the table up: `700 table`
 * gives the options, `700 seat` who sits where; to one member, or to
 * every member. */
void table_describe_options (RoomTable *table, RoomMember *to);
void table_announce_options (RoomTable *table);
/* The player whose pass began the count (the suggested dead stones are
 * said as removed by her), or "-". */
const char *table_last_passer (RoomTable *table);
/* The 700 line of one seat: `seat N B name`, `… name away`, `seat N B -`
 * (free). */
char *table_seat_line (RoomTable *table, IshiColor seat);

/* ------------------------------------------------------------------------ */
/* The state changed                                                         */
/* ------------------------------------------------------------------------ */

/* The host's window is told (the room's "changed" signal). */
void room_changed (IshiRoom *room);
/* The room's state changed (tables, seats, the class's list, the scores):
 * room.ini is written, by the room's save_state.  The parts mark the
 * change here and never call the records themselves. */
void room_state_changed (IshiRoom *room);

/* ------------------------------------------------------------------------ */
/* Reading the state                                                         */
/* ------------------------------------------------------------------------ */

/* The room's clock (the tests' when they give one). */
gint64      room_now (IshiRoom *room);
RoomMember *room_member_new (IshiRoom *room, const char *name, const char *token);
/* Whether `member` sees the lines of `table`: seated, observing, or the teacher. */
gboolean    room_member_watches (RoomMember *member, RoomTable *table);
const char *table_color_word (IshiColor color);   /* "B", "W" */
double      table_komi (RoomTable *table);
/* The clock stops while the class is paused, the game adjourned, its
 * record unsaved or a player away. */
void        table_update_pause (RoomTable *table);
/* The class's names in its order (the strings are the list's). */
GPtrArray  *room_pupils_names (IshiRoom *room);
