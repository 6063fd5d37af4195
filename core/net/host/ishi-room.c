/* ishi-room.c — the room's connections and members: logging in, coming
 * back to a seat; a logged-in connection's lines go to the table of
 * commands (ishi-room-commands.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room.h"

#include "ishi-room-base.h"
#include "ishi-room-commands.h"
#include "ishi-room-door.h"
#include "ishi-room-engine.h"
#include "ishi-room-match.h"
#include "ishi-room-moves.h"
#include "ishi-room-pupils.h"
#include "ishi-room-records.h"
#include "ishi-room-seats.h"
#include "ishi-room-store.h"
#include "ishi-room-table.h"

#include <math.h>
#include <string.h>

#include "ishi-secret.h"

G_DEFINE_FINAL_TYPE (IshiRoom, ishi_room, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */
/* Members                                                                   */
/* ------------------------------------------------------------------------ */

static void
member_free (gpointer data)
{
  RoomMember *member = data;

  room_engine_free (member->engine);
  g_free (member->token);
  g_free (member->name);
  g_free (member->offer.to);
  g_free (member);
}

/* A member without a seat is forgotten when its connection goes. */
static void
member_leaves (IshiRoom *room, RoomMember *member)
{
  member->conn = NULL;
  if (member->knocking)
    {
      member->knocking = FALSE;
      room_send_teachers (room, ISHI_IGS_ISHI, "knock-end %s", member->name);
    }
  room_member_clear_offers (room, member);
  if (member->table)
    {
      table_member_away (member->table, member, TRUE);
      return;
    }
  g_hash_table_remove (room->members, member->name);
}

static void
conn_free (gpointer data)
{
  RoomConn *conn = data;

  g_free (conn->pending_name);
  g_free (conn->address);
  g_free (conn->key);
  g_free (conn);
}

static void
welcome (IshiRoom *room, RoomConn *conn, RoomMember *member, gboolean back)
{
  conn->state = CONN_IN;
  conn->member = member;
  member->conn = conn;
  room_member_asks_seat (room, member, FALSE);
  room_door_advance (room, conn);
  room_say (conn, ROOM_MSG_WELCOME, room->name, member->name);
  room_send_identity (room, conn);
  if (back && member->table)
    {
      table_member_away (member->table, member, FALSE);
      table_send_game (member->table, member);
    }
  room_changed (room);
}

static void
login_name (IshiRoom *room, RoomConn *conn, const char *line)
{
  RoomMember *member;
  g_autofree char *name = NULL;
  IshiRoomMessageId why = ISHI_ROOM_MSG_NONE;

  if (room_command_before_login (room, conn, line))
    return;
  /* One rule for every name (ishi-room-name.h); the name kept in its
   * NFKC form, the room's members compared by it case folded too. */
  name = ishi_room_name_take (line, &why);
  if (name == NULL)
    {
      room_say_login (conn, why, "-");
      room_send_text (conn, "Login: ");
      return;
    }
  line = name;
  member = g_hash_table_lookup (room->members, line);
  if (member && ((member->conn && member->table == NULL) || member->engine))
    {
      room_say_login (conn, ROOM_MSG_NAME_IN_ROOM);
      room_send_text (conn, "Login: ");
      return;
    }
  if (member && member->unclaimed && member->conn == NULL)
    {
      /* A seat whose token went with a broken room.ini: the name takes
       * it, with a new token. */
      member->unclaimed = FALSE;
      g_free (member->token);
      member->token = ishi_secret_token ();
      welcome (room, conn, member, TRUE);
      room_state_changed (room);
      room_send_prompt (conn);
      return;
    }
  if (member)
    {
      /* A seated member coming back: its token is its password.  Its old
       * connection may still look open (a network gone without a word):
       * the token takes the seat over from it, as IGS lets a second login
       * take over the first. */
      g_free (conn->pending_name);
      conn->pending_name = g_strdup (line);
      conn->state = CONN_PASSWORD;
      room_send_text (conn, "Password: ");
      return;
    }
  /* A guest's place: a full room lets its oldest guest of the address
   * holding the most go, or takes no one new; a seated member coming back
   * (above) is always let in. */
  if (!room_door_guest_place (room, conn))
    return;
  /* The room keeps no accounts: every new name is a guest, and said so
   * in the words of IGS and NNGS, which clients look for (qGo takes a
   * "guest" line as the end of the login and asks for no password). */
  member = room_member_new (room, line, NULL);
  {
    g_autofree char *text = g_strdup_printf ("\"%s\" is a guest account here: the room keeps no accounts.\n",
                                             member->name);
    room_send_text (conn, text);
  }
  welcome (room, conn, member, FALSE);
  room_send_prompt (conn);
}

static void
login_password (IshiRoom *room, RoomConn *conn, const char *line)
{
  RoomMember *member = g_hash_table_lookup (room->members, conn->pending_name);

  g_clear_pointer (&conn->pending_name, g_free);
  /* A token is 128 bits from the system's random source: no try limit
   * is needed to keep it from being guessed, so none makes a seated pupil
   * wait behind her network's wrong room codes (issue 74).  A wrong one
   * is only counted for the host's log. */
  if (member == NULL || !ishi_secret_equal (member->token, line))
    {
      room_door_note (room, conn, "wrong tokens");
      if (member && member->table && member->conn == NULL && room->teacher_code && !member->engine)
        {
          /* A pupil of a class, away, at a computer without her seat's
           * token (another one, or her program lost it): it is no one's
           * but hers, so only her teacher, who sees who sits where, may
           * let her back to it from here (/admit). */
          room_member_asks_seat (room, member, TRUE);
          room_say_login (conn, ROOM_MSG_SEAT_ASKED_OF_TEACHER);
        }
      else
        room_say_login (conn, ROOM_MSG_INVALID_PASSWORD);
      conn->state = CONN_LOGIN;
      room_send_text (conn, "Login: ");
      return;
    }
  if (member->conn)
    {
      RoomConn *old = member->conn;

      /* Her own program after a network gone without a word, or someone
       * who read her token off the network: the log says it. */
      room_door_note (room, conn, "seats taken over with a token from a connection still open");
      room_say (old, ROOM_MSG_LOGGED_AGAIN_FROM_ELSEWHERE_THIS);
      old->member = NULL;
      old->state = CONN_LOGIN;
      old->closing = TRUE;
      member->conn = NULL;
      old->close (old->transport);
      welcome (room, conn, member, FALSE);
      table_send_game (member->table, member);
      room_send_prompt (conn);
      return;
    }
  welcome (room, conn, member, TRUE);
  room_send_prompt (conn);
}

/* ------------------------------------------------------------------------ */
/* The transport's side                                                      */
/* ------------------------------------------------------------------------ */

guint
ishi_room_attach_from (IshiRoom *self, gpointer transport, IshiRoomSendFunc send, IshiRoomCloseFunc close,
                       const char *address)
{
  return ishi_room_attach_says (self, transport, send, close, address, FALSE);
}

guint
ishi_room_attach_says (IshiRoom *self, gpointer transport, IshiRoomSendFunc send, IshiRoomCloseFunc close,
                       const char *address, gboolean says)
{
  RoomConn *conn;

  g_return_val_if_fail (ISHI_IS_ROOM (self), 0);
  conn = g_new0 (RoomConn, 1);
  conn->id = ++self->next_id;
  conn->transport = transport;
  conn->send = send;
  conn->close = close;
  conn->address = g_strdup (address ? address : "local");
  conn->key = ishi_room_gate_key (address);
  conn->says = says;
  g_hash_table_insert (self->conns, GUINT_TO_POINTER (conn->id), conn);
  room_door_attach (self, conn);
  return conn->id;
}

guint
ishi_room_attach (IshiRoom *self, gpointer transport, IshiRoomSendFunc send, IshiRoomCloseFunc close)
{
  return ishi_room_attach_from (self, transport, send, close, NULL);
}

void
ishi_room_receive (IshiRoom *self, guint id, const char *line)
{
  RoomConn *conn;
  g_autofree char *valid = NULL;

  g_return_if_fail (ISHI_IS_ROOM (self));
  conn = g_hash_table_lookup (self->conns, GUINT_TO_POINTER (id));
  if (conn == NULL || line == NULL || !room_door_line (self, conn))
    return;
  /* Bytes that are not UTF-8 are not text: they are dropped, the rest kept. */
  valid = g_utf8_make_valid (line, -1);
  g_strdelimit (valid, "\r\t\x1e\x1f", ' ');   /* tabs and the catalogue's marks (ishi-room-messages.c) */
  switch (conn->state)
    {
    case CONN_LOGIN:
      login_name (self, conn, g_strstrip (valid));
      break;
    case CONN_PASSWORD:
      login_password (self, conn, g_strstrip (valid));
      break;
    case CONN_IN:
      room_command_line (self, conn, valid);
      break;
    case CONN_WAITING:   /* not read (room_door_line) */
    default:
      g_assert_not_reached ();
    }
}

void
ishi_room_detach (IshiRoom *self, guint id)
{
  RoomConn *conn;

  g_return_if_fail (ISHI_IS_ROOM (self));
  conn = g_hash_table_lookup (self->conns, GUINT_TO_POINTER (id));
  if (conn == NULL)
    return;
  if (conn->member)
    member_leaves (self, conn->member);
  if (conn->state != CONN_IN && !conn->closing)
    {
      /* Its place at the prompt goes to one that waits. */
      conn->closing = TRUE;
      room_door_advance (self, conn);
    }
  g_hash_table_remove (self->conns, GUINT_TO_POINTER (id));
  room_changed (self);
}

void
ishi_room_set_queued_func (IshiRoom *self, guint id, IshiRoomQueuedFunc queued)
{
  RoomConn *conn;

  g_return_if_fail (ISHI_IS_ROOM (self));
  conn = g_hash_table_lookup (self->conns, GUINT_TO_POINTER (id));
  if (conn)
    conn->queued = queued;
}

void
ishi_room_tell_error (IshiRoom *self, guint id, IshiRoomMessageId message)
{
  RoomConn *conn = g_hash_table_lookup (self->conns, GUINT_TO_POINTER (id));

  if (conn)
    room_say_id (conn, message);
}

guint
ishi_room_get_n_connections (IshiRoom *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), 0);
  return g_hash_table_size (self->conns);
}

const char *
ishi_room_get_record_path (IshiRoom *self, int number)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), NULL);
  if (number < 1 || (guint) number > self->tables->len)
    return NULL;
  return ((RoomTable *) g_ptr_array_index (self->tables, number - 1))->record_path;
}

const char *
ishi_room_get_save_problem (IshiRoom *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), NULL);
  return self->save_problem;
}

const char *ishi_room_get_name (IshiRoom *self) { return self->name; }
const char *ishi_room_get_code (IshiRoom *self) { return self->code; }
const char *ishi_room_get_game (IshiRoom *self) { return self->game; }

void
ishi_room_tick (IshiRoom *self)
{
  room_door_tick (self);
  room_records_tick (self);
  for (guint i = 0; i < self->tables->len; i++)
    {
      RoomTable *table = g_ptr_array_index (self->tables, i);
      IshiClock *clock = table->match ? ishi_match_get_clock (table->match) : NULL;
      if (clock)
        ishi_clock_tick (clock);
    }
}

gboolean
ishi_room_flush (IshiRoom *self, guint timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  g_return_val_if_fail (ISHI_IS_ROOM (self), FALSE);
  while (self->saves_pending > 0)
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      if (self->saves_pending > 0)
        g_usleep (200);
    }
  return TRUE;
}

static gboolean
tick_cb (gpointer data)
{
  ishi_room_tick (data);
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------------------ */
/* The object                                                                */
/* ------------------------------------------------------------------------ */

/* What follows any change: the class's list to its teachers, the
 * engines' look at their tables. */
static void
changed_cb (IshiRoom *room, gpointer data)
{
  room_pupils_changed (room);
  if (room->engine_new)
    room_engines_schedule (room);
}

static void
ishi_room_dispose (GObject *object)
{
  IshiRoom *self = ISHI_ROOM (object);

  g_clear_handle_id (&self->tick_source, g_source_remove);
  g_clear_handle_id (&self->engine_idle, g_source_remove);
  if (self->tables)
    g_ptr_array_set_size (self->tables, 0);
  G_OBJECT_CLASS (ishi_room_parent_class)->dispose (object);
}

static void
ishi_room_finalize (GObject *object)
{
  IshiRoom *self = ISHI_ROOM (object);

  g_ptr_array_unref (self->tables);
  g_hash_table_unref (self->conns);
  g_hash_table_unref (self->members);
  g_hash_table_unref (self->scores);
  g_free (self->name);
  g_free (self->game);
  g_free (self->code);
  g_free (self->records_dir);
  g_free (self->teacher_code);
  g_free (self->pause_text);
  g_free (self->shared_step);
  g_free (self->web_url);
  g_hash_table_unref (self->answers);
  g_hash_table_unref (self->roster);
  g_ptr_array_unref (self->roster_order);
  g_free (self->roster_told);
  ishi_room_gate_free (self->gate);
  ishi_room_report_free (self->report);
  g_free (self->save_problem);
  G_OBJECT_CLASS (ishi_room_parent_class)->finalize (object);
}

static void
ishi_room_class_init (IshiRoomClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ishi_room_dispose;
  object_class->finalize = ishi_room_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_room_init (IshiRoom *self)
{
  self->conns = g_hash_table_new_full (NULL, NULL, NULL, conn_free);
  /* Names compared as the room compares them: ALICE is alice. */
  self->members = g_hash_table_new_full (ishi_room_name_hash, ishi_room_name_equal, NULL, member_free);
  self->tables = g_ptr_array_new_with_free_func ((GDestroyNotify) table_free);
  self->scores = g_hash_table_new_full (ishi_room_name_hash, ishi_room_name_equal, g_free, g_free);
  self->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->roster = g_hash_table_new_full (ishi_room_name_hash, ishi_room_name_equal, g_free, NULL);
  self->roster_order = g_ptr_array_new_with_free_func (g_free);
  self->gate = ishi_room_gate_new ();
  self->report = ishi_room_report_new ();
  /* What the parts mark with room_state_changed is saved in room.ini. */
  self->save_state = room_save;
  g_signal_connect (self, "changed", G_CALLBACK (changed_cb), NULL);
}

static gboolean
code_is_valid (const char *code)
{
  if (code == NULL || strlen (code) != 4)
    return FALSE;
  for (int i = 0; i < 4; i++)
    if (!g_ascii_isdigit (code[i]))
      return FALSE;
  return TRUE;
}

IshiRoom *
ishi_room_new (const IshiRoomConfig *config, GError **error)
{
  g_autoptr (IshiRoom) self = NULL;
  const char *name = config->name && *config->name ? config->name : "Ishi";

  g_return_val_if_fail (config != NULL, NULL);
  if (g_strcmp0 (config->game, "go") != 0 && g_strcmp0 (config->game, "renju") != 0)
    {
      g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_INVALID,
                   "A room plays go or renju, not “%s”.", config->game ? config->game : "");
      return NULL;
    }
  if (!code_is_valid (config->code))
    {
      g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_INVALID,
                   "The room code must be four digits, not “%s”.", config->code ? config->code : "");
      return NULL;
    }
  if (!g_utf8_validate (name, -1, NULL) || strchr (name, '\n') || g_utf8_strlen (name, -1) > 40)
    {
      g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_INVALID,
                   "A room's name is one line of at most 40 characters.");
      return NULL;
    }
  if (config->teacher_code && (strlen (config->teacher_code) != 8
                               || strspn (config->teacher_code, "0123456789") != 8))
    {
      g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_INVALID,
                   "A class's teacher code must be eight digits, not “%s”.", config->teacher_code);
      return NULL;
    }
  self = g_object_new (ISHI_TYPE_ROOM, NULL);
  self->name = g_strdup (name);
  self->game = g_strdup (config->game);
  self->code = g_strdup (config->code);
  self->records_dir = g_strdup (config->records_dir);
  self->no_observers = config->no_observers;
  self->teacher_code = g_strdup (config->teacher_code);
  self->engine_new = config->engine_new;
  self->engine_data = config->engine_data;
  self->max_connections = config->max_connections ? config->max_connections : 200;
  self->line_rate = config->lines_per_second ? config->lines_per_second : ISHI_ROOM_LINES_PER_SECOND;
  self->time_func = config->time_func;
  self->time_data = config->time_data;
  self->tick_ms = config->tick_ms ? config->tick_ms : 250;
  if (self->records_dir && !room_restore (self, error))
    return NULL;
  if (self->engine_new)
    room_engines_schedule (self);   /* an engine read back may be to move */
  if (self->tick_ms != G_MAXUINT)
    self->tick_source = g_timeout_add (self->tick_ms, tick_cb, self);
  return g_steal_pointer (&self);
}

void
ishi_room_set_lines_per_second (IshiRoom *self, guint rate)
{
  g_return_if_fail (ISHI_IS_ROOM (self));
  self->line_rate = rate ? rate : ISHI_ROOM_LINES_PER_SECOND;
}
