/* ishi-room-private.h — what the room's files share: its members,
 * connections and tables.
 *
 * In layers, each calling only those below it:
 *   ishi-room-commands.c the table of the commands: who may use each, and
 *                        the one dispatcher that checks it;
 *   ishi-room.c          connections and logins;
 *   ishi-room-door.c     the limits every connection meets (ishi-room-gate.h);
 *   ishi-room-lists.c    IGS's lists and talk (who, userlist, games, observe, say, kibitz);
 *   ishi-room-match.c    IGS's challenge (match, decline);
 *   ishi-room-store.c    the room read back after a crash;
 *   ishi-room-adjourn.c  a game put aside (adjourn) and taken up again;
 *   ishi-room-opening.c  Renju's opening with the swap (renju-rif);
 *   ishi-room-seats.c    a table's seats and options (/join, /leave, /option, /komi);
 *   ishi-room-table.c    the tables: the game, its end, the score;
 *   ishi-room-removals.c the count in IGS's removal lines;
 *   ishi-room-records.c  records saved before a table's lines go out;
 *   ishi-room-members.c  members, and lines sent to them;
 * and a class's, above the tables (ishi-room-class.c the teacher's
 * commands, ishi-room-pupils.c the class's list of pupils and Ishi's level
 * for each, ishi-room-engine.c Ishi's engine at a table).
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

/* A room of a school or a club: more tables than anyone needs. */
#define ROOM_MAX_TABLES 200

/* What the players of a table are told while its record cannot be
 * written, and when it can again. */
#define ROOM_UNSAVED_TEXT "The host cannot save the game: it is paused."
#define ROOM_SAVED_AGAIN_TEXT "The host can save the game again: play goes on."

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
  RoomEngine *engine;      /* Ishi's engine seated by the room (/engine): no
                            * connection, always there; NULL for a person */
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

/* ishi-room-members.c.  Sending: a line of `code` (its number is written
 * in client mode); text as it is (the login prompts). */
void room_send_text (RoomConn *conn, const char *text);
void room_send (RoomConn *conn, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void room_send_member (RoomMember *member, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void room_send_prompt (RoomConn *conn);
void room_broadcast (IshiRoom *room, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* To every teacher of a class who is in. */
void room_send_teachers (IshiRoom *room, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* A line about a table's game for everyone in a room; in a class, for the
 * table's players, its watchers and the teachers only: each pupil reads of
 * her own table, not thirty lines of the others' (issue 55, 6). */
void room_tell_table (RoomTable *table, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* To the table's players and observers. */
void table_send (RoomTable *table, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);

/* ishi-room-removals.c: IGS's removal lines for the stones whose dead mark
 * differs between `was` (NULL: none) and `now`, one for each string, the
 * one at `first` (or -1) first; to `to`, or to the table when NULL.  The
 * player whose pass began the count (the suggested dead stones are said
 * as removed by her), or "-". */
void        table_send_removals (RoomTable *table, RoomMember *to, const guint8 *was, const guint8 *now,
                                 int first, const char *name);
const char *table_last_passer (RoomTable *table);
void room_changed (IshiRoom *room);
/* Who hears a table's line: its players and watchers, the whole room, its
 * players only, its watchers only (IGS tells them an undo in other words). */
typedef enum { TABLE_TO_TABLE, TABLE_TO_ROOM, TABLE_TO_PLAYERS, TABLE_TO_WATCHERS } TableAudience;
void room_send_table_now (RoomTable *table, TableAudience audience, int code, const char *text);

/* ishi-room-table.c */
RoomTable *table_new (IshiRoom *room, int number);
void       table_free (RoomTable *table);
void       table_defaults (IshiRoom *room, TableOptions *options);
void       table_command_join (IshiRoom *room, RoomMember *member, const char *args);
void       table_command_leave (IshiRoom *room, RoomMember *member);
void       table_command_start (IshiRoom *room, RoomMember *member);
void       table_command_option (IshiRoom *room, RoomMember *member, const char *name,
                                 const char *value);
void       table_command_move (IshiRoom *room, RoomMember *member, const char *point);
void       table_command_undo (IshiRoom *room, RoomMember *member);
void       table_command_done (IshiRoom *room, RoomMember *member);
void       table_command_continue (IshiRoom *room, RoomMember *member);
void       table_command_resign (IshiRoom *room, RoomMember *member);
/* The whole game to one member: the options, the seats, every move. */
void       table_send_game (RoomTable *table, RoomMember *member);
void       table_describe_options (RoomTable *table, RoomMember *to);
IshiColor  table_to_move (RoomTable *table);
/* Plays a move for `color` (its player must be asked), saves it, then
 * announces it. */
IshiMoveStatus table_play_for (RoomTable *table, IshiColor color, int x, int y);
/* Why the table's next move must wait (Renju's opening, the swap), or NULL. */
const char *table_opening_wait (RoomTable *table);
/* The two players change colours (the swap). */
void       table_swap_seats (RoomTable *table);
/* 700 opening (and 700 swap once decided) to `to`, or to the table. */
void       table_describe_opening (RoomTable *table, RoomMember *to);
/* Builds the match of a game read back (ishi-room-store.c). */
gboolean   table_resume_game (RoomTable *table, IshiGame *game, GError **error);

/* ishi-room-lists.c */
void       room_command_userlist (IshiRoom *room, RoomConn *conn);
void       room_command_who (IshiRoom *room, RoomConn *conn);
void       room_command_games (IshiRoom *room, RoomConn *conn);
void       room_command_all (IshiRoom *room, RoomConn *conn, const char *args);
/* The table of a game number typed by a member, or NULL (and said why). */
RoomTable *room_find_table (IshiRoom *room, RoomConn *conn, const char *args);
void       room_command_observe (IshiRoom *room, RoomConn *conn, const char *args, gboolean observe);
void       room_command_say (IshiRoom *room, RoomConn *conn, const char *args);
void       room_command_kibitz (IshiRoom *room, RoomConn *conn, const char *args);

/* ishi-room-seats.c */
const char *table_color_word (IshiColor color);   /* "B", "W" */
double     table_komi (RoomTable *table);
/* The table's options and seats (700 table, 700 seat) to every member. */
void       table_announce_options (RoomTable *table);

/* ishi-room-match.c */
void       room_command_match (IshiRoom *room, RoomMember *member, const char *args);
void       room_command_decline (IshiRoom *room, RoomMember *member, const char *args);
gboolean   room_match_refuse_without_code (IshiRoom *room, RoomMember *member, const char *args);
void       room_match_code_given (IshiRoom *room, RoomMember *member);
/* Offers from and to a member who goes are dropped. */
void       room_member_clear_offers (IshiRoom *room, RoomMember *member);

/* ishi-room-adjourn.c */
void       table_command_adjourn (IshiRoom *room, RoomMember *member);
/* The member's table holds an adjourned game: it goes on (TRUE), or the
 * member is told why not (TRUE too); FALSE when there is none. */
gboolean   table_take_up (IshiRoom *room, RoomMember *member);
/* `decline adjourn`: the opponent's request to adjourn is refused. */
void       table_command_decline_adjourn (IshiRoom *room, RoomMember *member);

/* ishi-room-opening.c */
void       table_command_opening (IshiRoom *room, RoomMember *member, const char *code);
void       table_command_swap (IshiRoom *room, RoomMember *member, gboolean swap);

/* ishi-room-records.c */
void     room_save (IshiRoom *room);
/* Whether `path` lies inside the records folder (no "..", no other
 * folder): checked before any file of the room is opened. */
gboolean room_path_inside (IshiRoom *room, const char *path);
/* The table's record as it is now is written (in a worker thread); what
 * the table says from now on is held until it is on disk.  After a move
 * (table_commit_move), a record that cannot be written takes the move
 * back: it was never announced. */
void     table_commit (RoomTable *table);
void     table_commit_move (RoomTable *table);
/* Tables whose records could not be written try again (every 2 s). */
void     room_records_tick (IshiRoom *room);
/* A line to the whole room, held behind the table's saves like its own. */
void     table_broadcast (RoomTable *table, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* Sends a table line now, or holds it while a save is on its way. */
void     table_output (RoomTable *table, TableAudience audience, int code, const char *text);
void     table_send_to (RoomTable *table, TableAudience audience, int code, const char *format, ...)
  G_GNUC_PRINTF (4, 5);
void     table_drop_held (RoomTable *table);
/* ishi-room-store.c */
gboolean room_restore (IshiRoom *room, GError **error);
/* ishi-room-match.c: seats the two at a free table with these options and starts. */
void       room_seat_pair (IshiRoom *room, RoomMember *black, RoomMember *white,
                           const TableOptions *options);

/* ishi-room-commands.c: a line of a logged-in connection, read and
 * answered; a line at the Login: prompt that is a command, not a name
 * (`pupils CODE`): TRUE when it was one (and it was answered). */
void       room_command_line (IshiRoom *room, RoomConn *conn, const char *line);
gboolean   room_command_before_login (IshiRoom *room, RoomConn *conn, const char *line);
/* ishi-room.c: who the member is (token, room, code, teacher), at login
 * and when client mode is set. */
void       room_send_identity (IshiRoom *room, RoomConn *conn);

/* ishi-room-class.c: a class's commands, in the form of the table of
 * ishi-room-commands.c (which checked the right: the teacher's for all
 * but /teacher and /answer). */
void       room_command_teacher (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_command_pause (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_command_pair (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_command_pair_all (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_command_class_game (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_command_grade (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_command_step (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_command_answer (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
/* What a member who logs in learns of the class (its pause). */
void       room_class_send_state (IshiRoom *room, RoomConn *conn);
/* ishi-room-seats.c: the clock stops while the class is paused, the game
 * adjourned or a player away. */
void       table_update_pause (RoomTable *table);
/* A seated member's connection went (`away`) or came back. */
void       table_member_away (RoomTable *table, RoomMember *member, gboolean away);

/* ishi-room-door.c: the limits of ishi-room-gate.h.  The room's clock
 * (the tests' when they give one). */
gint64     room_now (IshiRoom *room);
/* A new connection is greeted, made to wait, or closed. */
void       room_door_attach (IshiRoom *room, RoomConn *conn);
/* Whether a line the connection sent is to be read (not dropped for the
 * rate; the connection not closed for a flood, nor waiting). */
gboolean   room_door_line (IshiRoom *room, RoomConn *conn);
/* `conn` has left the prompt (logged in, or closing): one of its
 * address's waiting connections is greeted. */
void       room_door_advance (IshiRoom *room, RoomConn *conn);
/* Connections that have not logged in in time are closed. */
void       room_door_tick (IshiRoom *room);
/* Whether the room has all the logged-in connections it takes. */
gboolean   room_door_full (IshiRoom *room);
/* Whether the connection may try a secret now; if not, it is told how
 * long to wait (and closed, at the login).  A wrong one is counted. */
gboolean   room_door_may_try (IshiRoom *room, RoomConn *conn);
void       room_door_wrong (IshiRoom *room, RoomConn *conn, const char *what);
/* Says `text` (NULL: nothing) and closes the connection. */
void       room_conn_close (IshiRoom *room, RoomConn *conn, const char *text);

/* ishi-room-members.c */
RoomMember *room_member_new (IshiRoom *room, const char *name, const char *token);
/* Whether `member` sees the lines of `table`: seated, observing, or the teacher. */
gboolean   room_member_watches (RoomMember *member, RoomTable *table);

/* ishi-room-pupils.c: the class's list of pupils.  A pupil who gives the
 * room's code is on it; the teacher adds, renames and removes names
 * (/pupil) and sets Ishi's level for each (/level); the list, with who is
 * here and who plays, goes to every teacher when it changes. */
void       room_pupils_note (IshiRoom *room, RoomMember *member);
/* `/pupil add|rename|remove …` and `/level NAME N` (the teacher's). */
void       room_pupils_command_pupil (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void       room_pupils_command_level (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
/* Ishi's level for `name` (1 when none was set). */
int        room_pupils_level (IshiRoom *room, const char *name);
/* The class's names in its order (the strings are the list's). */
GPtrArray *room_pupils_names (IshiRoom *room);
/* `name` off the list (and its order); FALSE when it was not on it. */
gboolean   room_pupils_drop (IshiRoom *room, const char *name);
/* The whole list to one teacher; to every teacher when it changed. */
void       room_pupils_tell (IshiRoom *room, RoomConn *to);
void       room_pupils_changed (IshiRoom *room);
/* Before a login: "pupils CODE" asks the names of the class (for a
 * shared computer's list). */
void       room_pupils_login_query (IshiRoom *room, RoomConn *conn, const char *word, const char *args);

/* ishi-room-class.c: two free pupils leave the tables they sat at alone
 * and play at a free one, in the class's game (or the room's defaults). */
void       room_class_pair (IshiRoom *room, RoomMember *black, RoomMember *white);

/* ishi-room-engine.c: Ishi's engine at a table, a member of the room
 * without a connection.  `/engine` seats it against a pupil at her level;
 * it thinks (in the host's engine player, a worker thread) when it is to
 * move, accepts the count, and leaves a table where nobody plays it. */
void       room_command_engine (IshiRoom *room, RoomConn *conn, const char *args);
/* The engine of `member` (a new member of the room), at `level`. */
void       room_engine_attach (IshiRoom *room, RoomMember *member, int level);
int        room_engine_level (RoomEngine *engine);
void       room_engine_free (RoomEngine *engine);
/* Looks at the engines' tables soon (on the main loop, not inside the
 * change that called it). */
void       room_engines_schedule (IshiRoom *room);
