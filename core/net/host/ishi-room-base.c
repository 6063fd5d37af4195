/* ishi-room-base.c — the room's state and its sending (ishi-room-base.h):
 * lines in client mode (with their code) or not, to one connection, one
 * member, a table or the whole room, the prompt that says what a member
 * is doing, a table's options and seats; a new member with its token;
 * the mark that the state changed; and what the parts read of the state
 * (the clock, a table's komi and pause, the class's list, the scores).
 * The lowest part of the room: it calls nothing else of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-base.h"

#include <math.h>
#include <string.h>

#include "ishi-room-messages.h"
#include "ishi-secret.h"

G_DEFINE_QUARK (ishi-room-error-quark, ishi_room_error)


/* ------------------------------------------------------------------------ */
/* Sending                                                                   */
/* ------------------------------------------------------------------------ */

/* Text as it is: the login prompts, which have no code and no newline,
 * and the lines of the `pupils` query. */
void
room_send_text (RoomConn *conn, const char *text)
{
  conn->send (conn->transport, text, strlen (text));
}

/* What a person at qGo reads of one of the room's own 700 lines.  qGo
 * shows every line it does not know in its Console, where the words meant
 * for Ishi's windows are noise.  The few a person there needs and no
 * other line says — the token that brings her back to her seat, the code
 * taken, a table's options (after /join and /option), the score list, a
 * teacher's pause — are said in plain words as IGS's info lines, in ASCII
 * (qGo does not read its Console as UTF-8); the others (a seat taken, a
 * game begun: IGS's own lines say those) are not sent to qGo.  NULL: not
 * sent. */
static char *
qgo_words (const char *text)
{
  g_auto(GStrv) w = g_strsplit (text, " ", 0);
  guint n = g_strv_length (w);
  const char *word = n > 0 ? w[0] : "";

  if (strcmp (word, "token") == 0 && n == 2)
    return g_strdup_printf ("Your token is %s: to come back to your seat after a lost connection, "
                            "log in with your name and the token as your password.", w[1]);
  if (strcmp (word, "room") == 0 && n >= 3)
    {
      g_autofree char *name = g_strjoinv (" ", w + 2);

      return g_strdup_printf ("This is the room %s (%s).", name, w[1]);
    }
  if (strcmp (word, "code") == 0 && n == 2 && strcmp (w[1], "ok") == 0)
    return g_strdup ("The room's code is right: you may sit at a table (/join N).");
  if (strcmp (word, "table") == 0 && n == 8)
    return g_strdup_printf ("Table %s: rules %s, %sx%s, handicap %s, komi %s, %s min, byo-yomi %s s.",
                            w[1], w[2], w[3], w[3], w[4], w[5], w[6], w[7]);
  if (strcmp (word, "scores") == 0 && n == 2)
    return g_strdup_printf ("The score list (%s names):", w[1]);
  if (strcmp (word, "score") == 0 && n >= 3)
    {
      g_autofree char *name = g_strjoinv (" ", w + 2);

      return g_strdup_printf ("  %s: %s", name, w[1]);
    }
  if (strcmp (word, "pause") == 0)
    {
      g_autofree char *why = n > 1 ? g_strjoinv (" ", w + 1) : NULL;

      return why ? g_strdup_printf ("The teacher has stopped every game: %s", why)
                 : g_strdup ("The teacher has stopped every game.");
    }
  if (strcmp (word, "resume") == 0 && n == 1)
    return g_strdup ("The teacher has let every game go on.");
  return NULL;
}

/* Chat: a line of talk, which a member whose transport holds much for her
 * goes without (ISHI_ROOM_CHAT_QUEUED), so that talk never makes her a
 * slow reader to be closed; moves, clocks and the count are never chat. */
static gboolean
chat_dropped (RoomConn *conn, int code)
{
  return (code == ISHI_IGS_SHOUT || code == ISHI_IGS_SAY || code == ISHI_IGS_KIBITZ)
         && conn->queued != NULL && conn->queued (conn->transport) > ISHI_ROOM_CHAT_QUEUED;
}

/* A message of the catalogue, encoded (ishi-room-messages.h): its id and
 * arguments to a client that reads them, its English to any other, with
 * its code in client mode (SAID_LINE), always (SAID_ANSWER: a question's
 * answer before the login, which a program reads) or never (SAID_LOGIN:
 * at the login, where no client mode is yet). */
typedef enum { SAID_LINE, SAID_ANSWER, SAID_LOGIN } SaidHow;

static void
send_said (RoomConn *conn, const char *said, SaidHow how)
{
  const IshiRoomMessage *message;
  g_autofree char *line = NULL;

  if (!ishi_room_message_decode (said, &message, NULL))
    g_return_if_reached ();
  if (conn->says)
    {
      g_autofree char *say = ishi_room_message_to_say (said);
      line = g_strdup_printf ("%d %s\n", ISHI_IGS_ISHI, say);
    }
  else
    {
      g_autofree char *igs = ishi_room_message_igs (said);
      gboolean coded = how == SAID_ANSWER || (how == SAID_LINE && conn->client_mode);

      line = coded ? g_strdup_printf ("%d %s\n", message->code, igs) : g_strdup_printf ("%s\n", igs);
    }
  conn->send (conn->transport, line, strlen (line));
}

/* A line of `code`: a message of the catalogue as it is said, any other
 * text (the room's own 700 lines, IGS's lists and moves) as it is, with
 * its code in client mode. */
static void
send_line (RoomConn *conn, int code, const char *text)
{
  g_autofree char *words = NULL;
  g_autofree char *line = NULL;

  if (chat_dropped (conn, code))
    return;
  /* A message of the catalogue, held behind a table's saves. */
  if (ishi_room_message_decode (text, NULL, NULL))
    {
      send_said (conn, text, SAID_LINE);
      return;
    }
  if (conn->qgo && code == ISHI_IGS_ISHI)
    {
      words = qgo_words (text);
      if (words == NULL)
        return;
      text = words;
      code = ISHI_IGS_INFO;
    }
  line = conn->client_mode ? g_strdup_printf ("%d %s\n", code, text) : g_strdup_printf ("%s\n", text);
  conn->send (conn->transport, line, strlen (line));
}

static IshiIgsState
member_state (RoomMember *member)
{
  if (member->table && member->table->match)
    {
      IshiPhase phase = ishi_match_get_phase (member->table->match);
      if (phase == ISHI_PHASE_PLAYING)
        return ISHI_IGS_STATE_PLAYING;
      if (phase == ISHI_PHASE_COUNTING)
        return ISHI_IGS_STATE_SCORING;
    }
  if (member->observing)
    return ISHI_IGS_STATE_OBSERVING;
  return ISHI_IGS_STATE_WAITING;
}

void
room_send_prompt (RoomConn *conn)
{
  if (conn->client_mode)
    {
      g_autofree char *line = g_strdup_printf ("1 %d\n", conn->member ? member_state (conn->member)
                                                                     : ISHI_IGS_STATE_WAITING);
      conn->send (conn->transport, line, strlen (line));
    }
  else
    room_send_text (conn, "#> ");
}

/* ------------------------------------------------------------------------ */
/* To many: a line made once (a message encoded, or a text)                   */
/* ------------------------------------------------------------------------ */

static void
teachers_line (IshiRoom *room, int code, const char *text)
{
  GHashTableIter iter;
  RoomMember *member;

  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    if (member->teacher && member->conn)
      send_line (member->conn, code, text);
}

static void
everyone_line (IshiRoom *room, int code, const char *text)
{
  GHashTableIter iter;
  RoomConn *conn;

  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &conn))
    if (conn->state == CONN_IN)
      send_line (conn, code, text);
}

static void
table_line (RoomTable *table, int code, const char *text)
{
  IshiRoom *room = table->room;
  GHashTableIter iter;
  RoomMember *member;

  if (room->teacher_code == NULL)
    {
      everyone_line (room, code, text);
      return;
    }
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    if (member->conn && (member->teacher || member->table == table || room_member_watches (member, table)))
      send_line (member->conn, code, text);
}

/* Who hears a line: one connection (as a line, a question's answer
 * before the login, or at the login), one member (none while she is
 * away), the teachers, everyone in, or those of a table. */
typedef enum { TO_CONN, TO_ANSWER, TO_LOGIN, TO_MEMBER, TO_TEACHERS, TO_EVERYONE, TO_TABLE } Hearers;

/* The one way out of the room's senders below: a line made once (a
 * message encoded, or a text), to its hearers. */
static void
deliver (Hearers to, gpointer whom, int code, const char *text)
{
  RoomMember *member = whom;

  switch (to)
    {
    case TO_CONN:     send_line (whom, code, text); break;
    case TO_ANSWER:   send_said (whom, text, SAID_ANSWER); break;
    case TO_LOGIN:    send_said (whom, text, SAID_LOGIN); break;
    case TO_MEMBER:   if (member && member->conn) send_line (member->conn, code, text); break;
    case TO_TEACHERS: teachers_line (whom, code, text); break;
    case TO_EVERYONE: everyone_line (whom, code, text); break;
    case TO_TABLE:    table_line (whom, code, text); break;
    default:          g_return_if_reached ();
    }
}

static void
send_v (Hearers to, gpointer whom, int code, const char *format, va_list args)
{
  g_autofree char *text = g_strdup_vprintf (format, args);

  deliver (to, whom, code, text);
}

static void
say_v (Hearers to, gpointer whom, IshiRoomMessageId id, const char *types, va_list args)
{
  g_autofree char *said = ishi_room_message_encode_valist (id, args);

  deliver (to, whom, ishi_room_message_get (id)->code, said);
}

void
room_send (RoomConn *conn, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, send_v (TO_CONN, conn, code, format, args));
}

void
room_send_member (RoomMember *member, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, send_v (TO_MEMBER, member, code, format, args));
}

void
room_send_teachers (IshiRoom *room, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, send_v (TO_TEACHERS, room, code, format, args));
}

void
room_member_asks_seat (IshiRoom *room, RoomMember *member, gboolean asks)
{
  if (member->asks_seat == asks)
    return;
  member->asks_seat = asks;
  room_send_teachers (room, ISHI_IGS_ISHI, asks ? "asks-seat %s" : "asks-seat-end %s", member->name);
}

void
room_broadcast (IshiRoom *room, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, send_v (TO_EVERYONE, room, code, format, args));
}

void
room_tell_table (RoomTable *table, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, send_v (TO_TABLE, table, code, format, args));
}

/* To the table's players and observers, everyone, or one of the two: now.
 * In a class "everyone" is the table's and the teacher: a child reads of
 * her own table only, not of the others' games and names (issue 65). */
void
room_send_table_now (RoomTable *table, TableAudience audience, int code, const char *text)
{
  GHashTableIter iter;
  RoomMember *member;

  if (audience == TABLE_TO_ROOM && table->room->teacher_code == NULL)
    {
      everyone_line (table->room, code, text);
      return;
    }
  g_hash_table_iter_init (&iter, table->room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    if (member->conn && room_member_watches (member, table)
        && !(audience == TABLE_TO_PLAYERS && member->table != table)
        && !(audience == TABLE_TO_WATCHERS && member->table == table))
      send_line (member->conn, code, text);
}

/* ------------------------------------------------------------------------ */
/* The catalogue's messages, by id                                           */
/* ------------------------------------------------------------------------ */

void
room_say (RoomConn *conn, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, say_v (TO_CONN, conn, id, types, args));
}

void
room_say_answer (RoomConn *conn, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, say_v (TO_ANSWER, conn, id, types, args));
}

void
room_say_login (RoomConn *conn, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, say_v (TO_LOGIN, conn, id, types, args));
}

void
room_say_valist (RoomConn *conn, IshiRoomMessageId id, const char *types, va_list args)
{
  g_autofree char *said = NULL;

  /* "-": an id chosen as the room runs, said without arguments. */
  g_return_if_fail (strcmp (types, "-") != 0 || ishi_room_message_n_args (ishi_room_message_get (id)) == 0);
  said = ishi_room_message_encode_valist (id, args);
  send_said (conn, said, conn->state == CONN_IN ? SAID_LINE : SAID_LOGIN);
}

void
room_say_id (RoomConn *conn, IshiRoomMessageId id)
{
  g_autofree char *said = ishi_room_message_encode (id, "-");

  g_return_if_fail (ishi_room_message_n_args (ishi_room_message_get (id)) == 0);
  send_said (conn, said, SAID_LINE);
}

void
room_say_id_member (RoomMember *member, IshiRoomMessageId id)
{
  if (member != NULL && member->conn != NULL)
    room_say_id (member->conn, id);
}

void
room_say_table_now (RoomTable *table, IshiRoomMessageId id)
{
  g_autofree char *said = ishi_room_message_encode (id, "-");

  g_return_if_fail (ishi_room_message_n_args (ishi_room_message_get (id)) == 0);
  room_send_table_now (table, TABLE_TO_TABLE, ishi_room_message_get (id)->code, said);
}

void
room_say_member (RoomMember *member, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, say_v (TO_MEMBER, member, id, types, args));
}

void
room_say_all (IshiRoom *room, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, say_v (TO_EVERYONE, room, id, types, args));
}

void
room_say_table (RoomTable *table, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, say_v (TO_TABLE, table, id, types, args));
}

void
room_changed (IshiRoom *room)
{
  g_signal_emit_by_name (room, "changed");
}

void
room_state_changed (IshiRoom *room)
{
  if (room->save_state)
    room->save_state (room);
}

gint64
room_now (IshiRoom *room)
{
  return room->time_func ? room->time_func (room->time_data) : g_get_monotonic_time ();
}

/* ------------------------------------------------------------------------ */
/* Tables                                                                    */
/* ------------------------------------------------------------------------ */

const char *
table_color_word (IshiColor color)
{
  return color == ISHI_BLACK ? "B" : "W";
}

double
table_komi (RoomTable *table)
{
  if (!isnan (table->options.komi))
    return table->options.komi;
  return ishi_ruleset_komi (table->options.ruleset, table->options.handicap);
}

/* What an Ishi client needs to set its copy of the table up: `700 table`
 * gives the options, `700 seat` who sits where. */
void
table_describe_options (RoomTable *table, RoomMember *to)
{
  const TableOptions *o = &table->options;
  g_autofree char *komi = g_strdup_printf ("%g", table_komi (table));

  room_send_member (to, ISHI_IGS_ISHI, "table %d %s %d %d %s %d %d", table->number,
                    o->ruleset->id, o->size, o->handicap, komi, o->minutes, o->byoyomi);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (table->seats[c])
      {
        g_autofree char *line = table_seat_line (table, c);
        room_send_member (to, ISHI_IGS_ISHI, "%s", line);
      }
}

/* The player whose pass began the count: the suggested dead stones are
 * said as removed by her. */
const char *
table_last_passer (RoomTable *table)
{
  IshiGame *game = ishi_match_get_game (table->match);
  IshiColor color = ISHI_EMPTY;
  int x, y;

  ishi_game_node_move (ishi_game_get_node (game), ishi_game_get_size (game), &color, &x, &y);
  return color != ISHI_EMPTY && table->seats[color] ? table->seats[color]->name : "-";
}

char *
table_seat_line (RoomTable *table, IshiColor seat)
{
  RoomMember *member = table->seats[seat];

  if (member == NULL)
    return g_strdup_printf ("seat %d %s -", table->number, table_color_word (seat));
  return g_strdup_printf ("seat %d %s %s%s", table->number, table_color_word (seat),
                          member->name, member_present (member) ? "" : " away");
}

void
table_announce_options (RoomTable *table)
{
  GHashTableIter iter;
  RoomMember *member;

  g_hash_table_iter_init (&iter, table->room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    table_describe_options (table, member);
}

void
table_update_pause (RoomTable *table)
{
  if (table->match == NULL || !table_playing (table))
    return;
  ishi_match_set_paused (table->match, table->room->class_paused || table->adjourned || table->unsaved
                                       || table->seats[ISHI_BLACK] == NULL || table->seats[ISHI_WHITE] == NULL
                                       || !member_present (table->seats[ISHI_BLACK])
                                       || !member_present (table->seats[ISHI_WHITE]));
}

/* ------------------------------------------------------------------------ */
/* The class's list and the score list                                      */
/* ------------------------------------------------------------------------ */

static int
by_name (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (*(const char **) a, *(const char **) b);
}

GPtrArray *
room_pupils_names (IshiRoom *room)
{
  GPtrArray *list = g_ptr_array_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) rest = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer name;

  /* The class's order: as the names came (the teacher's first, as she
   * added them, in the order of her register), and as she moved them —
   * not the characters' order, which puts every kanji name after every
   * name in kana. */
  for (guint i = 0; i < room->roster_order->len; i++)
    {
      const char *key = NULL;
      if (g_hash_table_lookup_extended (room->roster, room->roster_order->pdata[i], (gpointer *) &key, NULL)
          && g_hash_table_add (seen, (gpointer) key))
        g_ptr_array_add (list, (gpointer) key);
    }
  /* A name the order misses (a list kept before it had one) after them. */
  g_hash_table_iter_init (&iter, room->roster);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    if (!g_hash_table_contains (seen, name))
      g_ptr_array_add (rest, name);
  g_ptr_array_sort (rest, by_name);
  g_ptr_array_extend (list, rest, NULL, NULL);
  return list;
}

static int
compare_scores (gconstpointer a, gconstpointer b, gpointer data)
{
  GHashTable *scores = data;
  double pa = *(double *) g_hash_table_lookup (scores, *(char **) a);
  double pb = *(double *) g_hash_table_lookup (scores, *(char **) b);

  if (pa != pb)
    return pa > pb ? -1 : 1;
  return g_strcmp0 (*(char **) a, *(char **) b);
}

char **
ishi_room_get_scores (IshiRoom *self, double **points)
{
  GPtrArray *names = g_ptr_array_new ();
  GHashTableIter iter;
  char *name;

  g_hash_table_iter_init (&iter, self->scores);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, NULL))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort_with_data (names, compare_scores, self->scores);
  if (points)
    {
      *points = g_new (double, names->len + 1);
      for (guint i = 0; i < names->len; i++)
        (*points)[i] = *(double *) g_hash_table_lookup (self->scores, names->pdata[i]);
    }
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Members                                                                   */
/* ------------------------------------------------------------------------ */

/* A member's part in a table is state of the member: seated, observing,
 * or the class's teacher, who sees every table.  Here with the sending
 * that asks it, not with the class's commands. */
gboolean
room_member_watches (RoomMember *member, RoomTable *table)
{
  return member->table == table || member->observing == table || member->teacher;
}

RoomMember *
room_member_new (IshiRoom *room, const char *name, const char *token)
{
  RoomMember *member = g_new0 (RoomMember, 1);

  member->name = g_strdup (name);
  /* The way back to a seat: a secret from the system (ishi-secret.h).  It
   * is no password against someone who reads the network (the room
   * speaks plain text: SECURITY.md), but no one can work it out. */
  member->token = token ? g_strdup (token) : ishi_secret_token ();
  g_hash_table_insert (room->members, member->name, member);
  return member;
}
