/* ishi-room-commands.c — the room's commands: one table of every word a
 * connection may send, who may use it and what does it, and the one
 * dispatcher that reads a line, looks its first word up, checks the
 * right once and calls the row's handler.
 *
 * As NNGS keeps its command list (command_list.h): a permission is read
 * in one place, so a new command cannot forget its check, and the table
 * is the room's whole surface, to read at a glance.  A handler still
 * checks what is not a right of the member but a state of the game (is
 * it your turn, is the game on, is the table full).
 *
 * A line is read as IGS reads it: the first word is the command, the rest
 * its arguments.  The online page's own commands start with a slash
 * (/join, /start, /option, /komi); a line that is a point ("D4", "pass")
 * is a move.  Every line is answered, and a wrong one by one error line
 * that says what is allowed; nothing a member sends can stop the room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-commands.h"
#include "ishi-room-adjourn.h"
#include "ishi-room-class.h"
#include "ishi-room-door.h"
#include "ishi-room-engine.h"
#include "ishi-room-lists.h"
#include "ishi-room-match.h"
#include "ishi-room-moves.h"
#include "ishi-room-opening.h"
#include "ishi-room-pupils.h"
#include "ishi-room-seats.h"
#include "ishi-room-table.h"

#include <string.h>

#include "ishi-secret.h"

/* Who may use a command (IshiRoomRight of ishi-room.h).  Each right
 * includes being logged in, except ANYONE's; none includes another (a
 * teacher holds no seat). */
typedef IshiRoomRight RoomRight;
#define RIGHT_ANYONE  ISHI_ROOM_RIGHT_ANYONE
#define RIGHT_IN      ISHI_ROOM_RIGHT_IN
#define RIGHT_CODE    ISHI_ROOM_RIGHT_CODE
#define RIGHT_SEATED  ISHI_ROOM_RIGHT_SEATED
#define RIGHT_TEACHER ISHI_ROOM_RIGHT_TEACHER
#define RIGHT_CLASS   ISHI_ROOM_RIGHT_CLASS

/* `word` is the command as typed, in small letters; `args` the rest of
 * the line ("" when none). */
typedef void (*RoomCommandFunc) (IshiRoom *room, RoomConn *conn, const char *word, const char *args);

typedef struct {
  const char *word;
  RoomRight right;
  RoomCommandFunc handler;
  /* What one without the right is told (a message without arguments);
   * ISHI_ROOM_MSG_NONE: the right's own words. */
  IshiRoomMessageId refused;
} RoomCommand;

/* Who the member is to the room: its token (its way back to its seat
 * after a lost connection), the room's game and name.  Sent at login and
 * again when client mode is set, so that a client reads them as 700 lines. */
void
room_send_identity (IshiRoom *room, RoomConn *conn)
{
  room_send (conn, ISHI_IGS_ISHI, "token %s", conn->member->token);
  room_send (conn, ISHI_IGS_ISHI, "room %s %s", room->game, room->name);
  if (conn->member->may_sit)
    room_send (conn, ISHI_IGS_ISHI, "code ok");
  if (conn->member->teacher)
    room_send (conn, ISHI_IGS_ISHI, "teacher");
  room_class_send_state (room, conn);
  /* The tables people sit at, for a member who holds no seat too: a
   * watcher who came without the code was told of no table, so its
   * window never watched one and showed an empty board.  In a class,
   * the pupils' tables are the teacher's to see. */
  for (guint i = 0; (room->teacher_code == NULL || conn->member->teacher) && i < room->tables->len; i++)
    {
      RoomTable *table = g_ptr_array_index (room->tables, i);
      if (table->seats[ISHI_BLACK] || table->seats[ISHI_WHITE] || table->match)
        table_describe_options (table, conn->member);
    }
}

/* ------------------------------------------------------------------------ */
/* Handlers of the room's own commands                                       */
/* ------------------------------------------------------------------------ */

static void
command_scores (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  double *points = NULL;
  g_auto (GStrv) names = ishi_room_get_scores (room, &points);

  /* A class's pupil is told her own points, never her classmates' by
   * name (the list came into every pupil's chat, issue 77): "700 myscore
   * POINTS".  The teacher, and a room's players, get the list. */
  if (room->teacher_code && !conn->member->teacher)
    {
      double own = 0;
      for (guint i = 0; names[i]; i++)
        if (strcmp (names[i], conn->member->name) == 0)
          own = points[i];
      room_send (conn, ISHI_IGS_ISHI, "myscore %g", own);
      g_free (points);
      return;
    }
  room_send (conn, ISHI_IGS_ISHI, "scores %u", g_strv_length (names));
  for (guint i = 0; names[i]; i++)
    room_send (conn, ISHI_IGS_ISHI, "score %g %s", points[i], names[i]);
  g_free (points);
}

static void
command_code (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  /* Her network (an IPv6 /64) waits after a sweep, not her address: the
   * teacher may let her in. */
  if (room_door_knock (room, conn, args))
    return;
  if (!room_door_may_try (room, conn))
    return;
  if (!ishi_secret_equal (args, room->code))
    {
      room_door_wrong (room, conn, "room code");
      room_say (conn, ROOM_MSG_WRONG_ROOM_CODE);
      return;
    }
  room_class_code_given (room, conn->member);
}

static const char *const help_lines[] = {
  "Commands of the room (online-go-rules):",
  "  /code NNNN         the room's code, to sit at a table",
  "  /join [N]          take a seat (at table N)",
  "  /leave             give the seat back (not during a game)",
  "  /start             begin the game when two are seated",
  "  /option time 0..60 | byoyomi 0..120 | handicap 0..9",
  "  /option rule japanese|chinese|pure|online|...  /option boardsize 5..19",
  "  /komi N            komi, in the rule set's range",
  "  /continue          end the counting and play on",
  "  /scores            the room's score list (a class's pupil: her own points)",
  "IGS commands: who, games, observe N, unobserve N, moves N, say TEXT,",
  "  kibitz N TEXT, shout TEXT, a point (D4) or pass, undo, done, resign, adjourn, quit.",
};

static void
command_help (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  for (guint i = 0; i < G_N_ELEMENTS (help_lines); i++)
    room_send (conn, ISHI_IGS_HELP, "%s", help_lines[i]);
}

/* IGS's `set`/`toggle`: only `client` means anything here (verbose, quiet,
 * bell… do not).  Client mode on: who the member is, and a game in
 * progress set up again. */
static void
command_set (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  RoomMember *member = conn->member;
  g_auto (GStrv) words = ishi_igs_split_words (args, 2);
  RoomTable *table = member->table;

  if (words[0] && g_ascii_strcasecmp (words[0], "says") == 0)
    conn->says = words[1] && g_ascii_strcasecmp (words[1], "true") == 0;   /* Ishi's clients: the catalogue's ids */
  if (words[0] == NULL || g_ascii_strcasecmp (words[0], "client") != 0)
    return;
  conn->client_mode = words[1] ? (g_ascii_strcasecmp (words[1], "true") == 0
                                  || g_ascii_strcasecmp (words[1], "on") == 0
                                  || strcmp (words[1], "1") == 0)
                               : !conn->client_mode;
  room_say (conn, ROOM_MSG_SET_CLIENT, conn->client_mode ? "True" : "False");
  if (!conn->client_mode)
    return;
  room_send_identity (room, conn);
  if (table)
    {
      RoomMember *other = table->seats[ishi_color_other (member->seat)];

      /* Back at a game in progress: NNGS's words to a player whose
       * adjourned game goes on (its gameproc.c), which IGS clients read to
       * set the game's board up again (qGo then asks `game N` for its
       * size). */
      if (table_playing (table) && other)
        room_say (conn, ROOM_MSG_HAS_RESTARTED_GAME, other->name);
      table_send_game (table, member);
    }
}

/* IGS's `id`, a client's name: qGo is told an observed game's size in a
 * form it reads (ishi-room-lists.c), and the room's own lines in plain
 * words or not at all (ishi-room-base.c).  It names itself after the
 * login, so its token is said again, in those words. */
static void
command_id (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  conn->qgo = g_str_has_prefix (args, "qGo");
  if (conn->qgo && conn->member != NULL)
    room_send (conn, ISHI_IGS_ISHI, "token %s", conn->member->token);
}

/* IGS's rooms, channels and automatch (`seek`, which qGo asks for at
 * login): the room is one room with no channels and no automatch, so
 * there is nothing to say. */
static void
command_nothing (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
}

static void
command_quit (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_say (conn, ROOM_MSG_GOODBYE);
  room_conn_close (room, conn, ROOM_MSG_NONE);
}

static void
command_ayt (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_say (conn, ROOM_MSG_YES);
}

static void
command_shout (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  if (room_door_talk (room, conn))
    room_broadcast (room, ISHI_IGS_SHOUT, "!%s!: %s", conn->member->name, args);
}

/* ------------------------------------------------------------------------ */
/* The other files' commands, in the table's form                            */
/* ------------------------------------------------------------------------ */

static void
command_who (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_who (room, conn);
}

static void
command_userlist (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_userlist (room, conn);
}

static void
command_games (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_games (room, conn);
}

static void
command_observe (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_observe (room, conn, args, strcmp (word, "observe") == 0);
}

static void
command_all (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_all (room, conn, args);
}

static void
command_moves (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  RoomTable *table = *args ? room_find_table (room, conn, args) : conn->member->table;

  if (table)
    table_send_game (table, conn->member);
}

static void
command_say (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_say (room, conn, args);
}

static void
command_kibitz (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_kibitz (room, conn, args);
}

static void
command_match (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_match (room, conn->member, args);
}

static void
command_decline (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_decline (room, conn->member, args);
}

static void
command_engine (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  room_command_engine (room, conn, *args ? args : NULL);
}

static void
command_join (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_join (room, conn->member, args);
}

static void
command_leave (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_leave (room, conn->member);
}

/* An adjourned game is taken up again; else a new one begins. */
static void
command_start (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  if (!table_take_up (room, conn->member))
    table_command_start (room, conn->member);
}

static void
command_adjourn (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_adjourn (room, conn->member);
}

static void
command_opening (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_opening (room, conn->member, args);
}

static void
command_swap (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_swap (room, conn->member, strcmp (word, "/swap") == 0);
}

static void
command_option (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_auto (GStrv) words = ishi_igs_split_words (args, 2);

  table_command_option (room, conn->member, words[0], words[0] ? words[1] : NULL);
}

static void
command_komi (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_option (room, conn->member, "komi", args);
}

static void
command_continue (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_continue (room, conn->member);
}

static void
command_undo (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_undo (room, conn->member);
}

static void
command_done (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_done (room, conn->member);
}

static void
command_resign (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  table_command_resign (room, conn->member);
}

/* A point ("e5", "pass"), maybe with the game's number as IGS clients add
 * it ("E5 12", as qGo sends it). */
static void
command_move (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  RoomMember *member = conn->member;
  guint64 n = 0;

  if (*args && (!g_ascii_string_to_unsigned (args, 10, 1, G_MAXINT, &n, NULL) || member->table == NULL
                || (int) n != member->table->number))
    room_say (conn, ROOM_MSG_NOT_PLAYING_GAME_NUMBER, args);
  else
    table_command_move (room, member, word);
}

/* ------------------------------------------------------------------------ */
/* The table                                                                 */
/* ------------------------------------------------------------------------ */

/* Every command of the room.  A right is checked here and only here; the
 * handler then checks the game's state.  Rows that are IN but act on a
 * seat or a class say why: their refusals name what is missing more
 * exactly than a right can (a move names the game; /engine is the pupil's
 * for herself and the teacher's for another). */
static const RoomCommand commands[] = {
  /* Before a name: a shared computer asks the class's names. */
  { "pupils",     RIGHT_ANYONE,  room_pupils_login_query, ISHI_ROOM_MSG_NONE },

  /* IGS's session */
  { "set",        RIGHT_IN,      command_set, ISHI_ROOM_MSG_NONE },
  { "toggle",     RIGHT_IN,      command_set, ISHI_ROOM_MSG_NONE },
  { "id",         RIGHT_IN,      command_id, ISHI_ROOM_MSG_NONE },
  { "quit",       RIGHT_IN,      command_quit, ISHI_ROOM_MSG_NONE },
  { "exit",       RIGHT_IN,      command_quit, ISHI_ROOM_MSG_NONE },
  { "ayt",        RIGHT_IN,      command_ayt, ISHI_ROOM_MSG_NONE },
  { "help",       RIGHT_IN,      command_help, ISHI_ROOM_MSG_NONE },
  { "/help",      RIGHT_IN,      command_help, ISHI_ROOM_MSG_NONE },
  { "room",       RIGHT_IN,      command_nothing, ISHI_ROOM_MSG_NONE },
  { "channels",   RIGHT_IN,      command_nothing, ISHI_ROOM_MSG_NONE },
  { "join",       RIGHT_IN,      command_nothing, ISHI_ROOM_MSG_NONE },
  { "seek",       RIGHT_IN,      command_nothing, ISHI_ROOM_MSG_NONE },

  /* IGS's lists and talk (ishi-room-lists.c) */
  { "who",        RIGHT_IN,      command_who, ISHI_ROOM_MSG_NONE },
  { "players",    RIGHT_IN,      command_who, ISHI_ROOM_MSG_NONE },
  { "userlist",   RIGHT_IN,      command_userlist, ISHI_ROOM_MSG_NONE },
  { "games",      RIGHT_IN,      command_games, ISHI_ROOM_MSG_NONE },
  { "game",       RIGHT_IN,      command_games, ISHI_ROOM_MSG_NONE },
  { "observe",    RIGHT_CLASS,   command_observe, ISHI_ROOM_MSG_WATCH_NEEDS_CODE },
  { "unobserve",  RIGHT_IN,      command_observe, ISHI_ROOM_MSG_NONE },
  { "all",        RIGHT_CLASS,   command_all, ISHI_ROOM_MSG_WATCH_NEEDS_CODE },
  { "moves",      RIGHT_CLASS,   command_moves, ISHI_ROOM_MSG_WATCH_NEEDS_CODE },
  { "refresh",    RIGHT_CLASS,   command_moves, ISHI_ROOM_MSG_WATCH_NEEDS_CODE },
  { "shout",      RIGHT_CLASS,   command_shout, ISHI_ROOM_MSG_TALK_NEEDS_CODE },
  { "yell",       RIGHT_CLASS,   command_shout, ISHI_ROOM_MSG_TALK_NEEDS_CODE },
  { "say",        RIGHT_CLASS,   command_say, ISHI_ROOM_MSG_TALK_NEEDS_CODE },
  { "kibitz",     RIGHT_CLASS,   command_kibitz, ISHI_ROOM_MSG_TALK_NEEDS_CODE },
  { "/scores",    RIGHT_IN,      command_scores, ISHI_ROOM_MSG_NONE },

  /* The codes: the room's, and the class teacher's (ishi-room-class.c) */
  { "/code",      RIGHT_IN,      command_code, ISHI_ROOM_MSG_NONE },
  { "/teacher",   RIGHT_IN,      room_command_teacher, ISHI_ROOM_MSG_NONE },
  { "/admit",     RIGHT_TEACHER, room_command_admit, ISHI_ROOM_MSG_ONLY_TEACHER_LETS_IN },

  /* Sitting and playing (ishi-room-seats.c, -table.c, -match.c) */
  { "/join",      RIGHT_CODE,    command_join, ISHI_ROOM_MSG_SIT_NEED_ROOM_CODE_CODE },
  { "match",      RIGHT_CODE,    command_match, ISHI_ROOM_MSG_PLAY_NEED_ROOM_CODE_CODE },
  { "decline",    RIGHT_IN,      command_decline, ISHI_ROOM_MSG_NONE },
  { "/engine",    RIGHT_IN,      command_engine, ISHI_ROOM_MSG_NONE },
  { "/leave",     RIGHT_SEATED,  command_leave, ISHI_ROOM_MSG_NO_SEAT },
  { "/option",    RIGHT_SEATED,  command_option, ISHI_ROOM_MSG_OPTIONS_BELONG_TABLE_JOIN_FIRST },
  { "/komi",      RIGHT_SEATED,  command_komi, ISHI_ROOM_MSG_OPTIONS_BELONG_TABLE_JOIN_FIRST },
  { "komi",       RIGHT_SEATED,  command_komi, ISHI_ROOM_MSG_OPTIONS_BELONG_TABLE_JOIN_FIRST },
  { "/start",     RIGHT_SEATED,  command_start, ISHI_ROOM_MSG_GAME_STARTS_WHEN_TWO_PLAYERS },
  { "load",       RIGHT_SEATED,  command_start, ISHI_ROOM_MSG_GAME_STARTS_WHEN_TWO_PLAYERS },
  { "adjourn",    RIGHT_SEATED,  command_adjourn, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "/opening",   RIGHT_SEATED,  command_opening, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "/swap",      RIGHT_SEATED,  command_swap, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "/keep",      RIGHT_SEATED,  command_swap, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "/continue",  RIGHT_SEATED,  command_continue, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "undo",       RIGHT_SEATED,  command_undo, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "undoplease", RIGHT_SEATED,  command_undo, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "done",       RIGHT_SEATED,  command_done, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },
  { "resign",     RIGHT_SEATED,  command_resign, ISHI_ROOM_MSG_NOT_PLAYING_A_GAME },

  /* A class (ishi-room-class.c, -pupils.c, -engine.c) */
  { "/answer",    RIGHT_CODE,    room_command_answer, ISHI_ROOM_MSG_ANSWER_NEED_ROOM_CODE_CODE },
  { "/pause",     RIGHT_TEACHER, room_command_pause, ISHI_ROOM_MSG_ONLY_TEACHER_MAY_PAUSE_OR },
  { "/resume",    RIGHT_TEACHER, room_command_pause, ISHI_ROOM_MSG_ONLY_TEACHER_MAY_PAUSE_OR },
  { "/pair",      RIGHT_TEACHER, room_command_pair, ISHI_ROOM_MSG_ONLY_TEACHER_PAIRS_CLASS_SETS },
  { "/pairall",   RIGHT_TEACHER, room_command_pair_all, ISHI_ROOM_MSG_ONLY_TEACHER_PAIRS_CLASS_SETS },
  { "/classgame", RIGHT_TEACHER, room_command_class_game, ISHI_ROOM_MSG_ONLY_TEACHER_PAIRS_CLASS_SETS },
  { "/grade",     RIGHT_TEACHER, room_command_grade, ISHI_ROOM_MSG_ONLY_TEACHER_SETS_CLASS_GRADE },
  { "/step",      RIGHT_TEACHER, room_command_step, ISHI_ROOM_MSG_ONLY_TEACHER_SHOWS_LESSON_STEP },
  { "/pupil",     RIGHT_TEACHER, room_pupils_command_pupil, ISHI_ROOM_MSG_ONLY_TEACHER_CHANGES_CLASS_LIST },
  { "/level",     RIGHT_TEACHER, room_pupils_command_level, ISHI_ROOM_MSG_ONLY_TEACHER_SETS_ISHI_LEVEL },
};

/* A point, which is no word of the table: "D4", "h8", "pass". */
static const RoomCommand move_command = { NULL, RIGHT_IN, command_move, ISHI_ROOM_MSG_NONE };

/* "D4", "h8", "pass": a move (or a marking while counting). */
static gboolean
looks_like_point (const char *word)
{
  if (g_ascii_strcasecmp (word, "pass") == 0)
    return TRUE;
  if (!g_ascii_isalpha (word[0]) || !g_ascii_isdigit (word[1]))
    return FALSE;
  return word[2] == '\0' || (g_ascii_isdigit (word[2]) && word[3] == '\0');
}

/* The row of `word` (small letters), or NULL. */
static const RoomCommand *
lookup (const char *word, const char *args)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (commands[i].word, word) == 0)
      return &commands[i];
  /* IGS clients add the game's number to a move ("E5 12"). */
  if (looks_like_point (word) && (*args == '\0' || g_ascii_isdigit (*args)))
    return &move_command;
  return NULL;
}

/* Whether the connection holds the row's right; if not, it is told so. */
static gboolean
allowed (IshiRoom *room, RoomConn *conn, const RoomCommand *row, const char *args)
{
  RoomMember *member = conn->member;
  gboolean ok = FALSE;
  IshiRoomMessageId refused = row->refused;

  switch (row->right)
    {
    case RIGHT_ANYONE:
      ok = TRUE;
      break;
    case RIGHT_IN:
      ok = member != NULL;
      break;
    case RIGHT_CODE:
      ok = member != NULL && member->may_sit;
      if (refused == ISHI_ROOM_MSG_NONE)
        refused = ISHI_ROOM_MSG_NEED_ROOM_CODE_CODE_NNNN;
      /* A challenge, or its acceptance, refused in the words IGS clients
       * show beside the challenge (ishi-room-match.c). */
      if (!ok && member && row->handler == command_match && room_match_refuse_without_code (room, member, args))
        return FALSE;
      break;
    case RIGHT_SEATED:
      ok = member != NULL && member->table != NULL;
      if (refused == ISHI_ROOM_MSG_NONE)
        refused = ISHI_ROOM_MSG_NO_SEAT;
      break;
    case RIGHT_TEACHER:
      ok = member != NULL && member->teacher;
      if (refused == ISHI_ROOM_MSG_NONE)
        refused = ISHI_ROOM_MSG_ONLY_TEACHER_MAY_DO_THAT;
      break;
    case RIGHT_CLASS:
      /* In a class a guest's words reach nobody, nor does she watch the
       * children's games: they are not there for whoever found the port. */
      ok = member != NULL && (room->teacher_code == NULL || !room_conn_guest (conn));
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok && refused != ISHI_ROOM_MSG_NONE)
    room_say_id (conn, refused);
  return ok;
}

/* Splits a stripped line in place: its first word, then `*args` (the
 * rest, without the spaces between, "" when none). */
static char *
split_line (char *line, char **args)
{
  char *p = line;

  while (*p && *p != ' ')
    p++;
  if (*p)
    *p++ = '\0';
  while (*p == ' ')
    p++;
  *args = p;
  return line;
}

gboolean
room_command_before_login (IshiRoom *room, RoomConn *conn, const char *line)
{
  g_autofree char *copy = NULL;
  const RoomCommand *row;
  char *word, *args;

  /* A name has no space: a line with one may be a command. */
  if (strchr (line, ' ') == NULL)
    return FALSE;
  copy = g_strdup (line);
  word = split_line (copy, &args);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      row = &commands[i];
      if (row->right == RIGHT_ANYONE && strcmp (row->word, word) == 0)
        {
          row->handler (room, conn, word, args);
          return TRUE;
        }
    }
  return FALSE;
}

void
room_command_line (IshiRoom *room, RoomConn *conn, const char *line)
{
  g_autofree char *copy = g_strstrip (g_strdup (line));
  g_autofree char *lower = NULL;
  const RoomCommand *row;
  char *word, *args;

  if (*copy == '\0')
    {
      room_send_prompt (conn);
      return;
    }
  word = split_line (copy, &args);
  if (word[0] != '/' && !g_ascii_isalpha (word[0]))
    {
      room_say (conn, ROOM_MSG_UNKNOWN_COMMAND);
      room_send_prompt (conn);
      return;
    }
  /* Commands are small letters; a point may be capital ("D4"). */
  lower = g_ascii_strdown (word, -1);
  row = lookup (lower, args);
  if (row == NULL || row->right == RIGHT_ANYONE)
    room_say (conn, ROOM_MSG_UNKNOWN_COMMAND_NAMED, word);
  else if (allowed (room, conn, row, args))
    row->handler (room, conn, lower, args);
  if (!conn->closing)
    room_send_prompt (conn);
}

const char **
ishi_room_commands_needing (IshiRoomRight right)
{
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (commands[i].right == right)
      g_ptr_array_add (words, (gpointer) commands[i].word);
  g_ptr_array_add (words, NULL);
  return (const char **) g_ptr_array_free (words, FALSE);
}
