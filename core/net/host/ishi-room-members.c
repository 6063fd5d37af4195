/* ishi-room-members.c — the room's members and what is sent to them:
 * lines in client mode (with their code) or not, to one connection, one
 * member, a table or the whole room, the prompt that says what a member
 * is doing, and a new member with its token.  The lowest part of the
 * room: it calls nothing else of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-private.h"

#include <string.h>

#include "ishi-room-messages.h"
#include "ishi-secret.h"

G_DEFINE_QUARK (ishi-room-error-quark, ishi_room_error)


/* ------------------------------------------------------------------------ */
/* Sending                                                                   */
/* ------------------------------------------------------------------------ */

/* Text as it is: the login prompts, which have no code and no newline. */
void
room_send_text (RoomConn *conn, const char *text)
{
  g_autofree char *igs = ishi_room_message_igs (text);   /* a message of the catalogue in English */

  if (conn->says)
    {
      /* The refusals at the login ("…\n", the `pupils` query's "5 …\n"):
       * by id to a client of the catalogue. */
      const char *rest = text + (g_str_has_prefix (text, "5 ") ? 2 : 0);
      g_autofree char *line = g_strndup (rest, strcspn (rest, "\n"));
      g_autofree char *said = g_str_has_suffix (text, "\n") ? ishi_room_message_wire (ISHI_IGS_ERROR, line) : NULL;

      if (said)
        {
          g_autofree char *out = g_strdup_printf ("%d %s\n", ISHI_IGS_ISHI, said);
          conn->send (conn->transport, out, strlen (out));
          return;
        }
    }
  conn->send (conn->transport, igs, strlen (igs));
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

static void
send_line_v (RoomConn *conn, int code, const char *format, va_list args)
{
  g_autofree char *text = ishi_room_message_format_valist (format, args);
  g_autofree char *line = NULL;
  g_autofree char *said = conn->says ? ishi_room_message_wire (code, text) : NULL;
  gboolean coded = conn->client_mode || said != NULL;   /* Ishi's line has its code before client mode too */

  if (conn->qgo && code == ISHI_IGS_ISHI)
    {
      g_autofree char *words = qgo_words (text);

      if (words == NULL)
        return;
      g_free (text);
      text = g_steal_pointer (&words);
      code = ISHI_IGS_INFO;
    }
  /* A message of the catalogue: its id and arguments to a client that
   * reads them (ishi-room-messages.h), its English to any other. */
  if (said)
    {
      g_free (text);
      text = g_steal_pointer (&said);
      code = ISHI_IGS_ISHI;
    }
  else
    {
      char *igs = ishi_room_message_igs (text);
      g_free (text);
      text = igs;
    }
  line = coded ? g_strdup_printf ("%d %s\n", code, text) : g_strdup_printf ("%s\n", text);
  conn->send (conn->transport, line, strlen (line));
}

void
room_send (RoomConn *conn, int code, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  send_line_v (conn, code, format, args);
  va_end (args);
}

void
room_send_member (RoomMember *member, int code, const char *format, ...)
{
  va_list args;

  if (member == NULL || member->conn == NULL)
    return;
  va_start (args, format);
  send_line_v (member->conn, code, format, args);
  va_end (args);
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

void
room_send_teachers (IshiRoom *room, int code, const char *format, ...)
{
  GHashTableIter iter;
  RoomMember *member;

  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    if (member->teacher && member->conn)
      {
        va_list args;
        va_start (args, format);
        send_line_v (member->conn, code, format, args);
        va_end (args);
      }
}

void
room_broadcast (IshiRoom *room, int code, const char *format, ...)
{
  GHashTableIter iter;
  RoomConn *conn;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = ishi_room_message_format_valist (format, args);
  va_end (args);
  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &conn))
    if (conn->state == CONN_IN)
      room_send (conn, code, "%s", text);
}

void
room_tell_table (RoomTable *table, int code, const char *format, ...)
{
  IshiRoom *room = table->room;
  GHashTableIter iter;
  RoomMember *member;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = ishi_room_message_format_valist (format, args);
  va_end (args);
  if (room->teacher_code == NULL)
    {
      room_broadcast (room, code, "%s", text);
      return;
    }
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    if (member->conn && (member->teacher || member->table == table || room_member_watches (member, table)))
      room_send_member (member, code, "%s", text);
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
      room_broadcast (table->room, code, "%s", text);
      return;
    }
  g_hash_table_iter_init (&iter, table->room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    if (room_member_watches (member, table)
        && !(audience == TABLE_TO_PLAYERS && member->table != table)
        && !(audience == TABLE_TO_WATCHERS && member->table == table))
      room_send_member (member, code, "%s", text);
}

void
room_changed (IshiRoom *room)
{
  g_signal_emit_by_name (room, "changed");
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
