/* ishi-room-door.c — the room's door: the limits of ishi-room-gate.h
 * applied to the room's connections, whatever transport brought them.
 *
 * Each connection comes with the address it is from.  It is greeted
 * ("Login: ") when fewer than ISHI_ROOM_PROMPTS_PER_ADDRESS of that
 * address's connections are at the prompt, else it waits, unanswered, for
 * one of them to log in or go (CONN_WAITING); too many waiting, and it is
 * closed.  Whoever has not logged in ISHI_ROOM_LOGIN_SECONDS after coming
 * is closed, waiting or not: silent connections cannot keep the room's
 * places.  Lines beyond the rate are dropped, and a flood closes the
 * connection.  Wrong secrets are counted by address in the gate, which
 * makes the next try wait.
 *
 * Places kept for the class (issue 74).  The door's places (connections
 * not logged in) and the guests' (logged in without the room's code) are
 * pools shared by every address: when one is full, a newcomer makes the
 * oldest connection of the pool — the oldest silent one first — of the
 * address that holds the most go, if that address holds more than the
 * newcomer's (as the web port's door does, ishi-room-web-door.c).  A few
 * addresses then never keep a pupil, a token or the teacher out: they
 * lose their oldest as she comes.  A connection that gave the room's code
 * at the login (`pupils CODE`, the pupils' page and a shared computer) is
 * no guest, and the last to go at the door.  In a class a guest's words never reach
 * anyone (ISHI_ROOM_RIGHT_CLASS), and everyone's chat has budgets.
 *
 * Nothing here writes to the host's log at once: what the door refused
 * is counted by address (IshiRoomReport) and said once a minute.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-door.h"

#include <string.h>

#include "ishi-secret.h"

/* A connection not logged in (at the prompt or waiting), not closing. */
static gboolean
at_door (RoomConn *conn)
{
  return conn->state != CONN_IN && !conn->closing;
}

/* Who goes first at the door (every connection at it may go for a
 * newcomer, one that gave the code too, last: a classmate who read it off
 * the projector holds no place for good): a silent connection, then one that said
 * something, then one that gave the room's code. */
static int
door_rank (RoomConn *conn)
{
  return conn->vouched ? 2 : conn->heard ? 1 : 0;
}

gboolean
room_conn_guest (RoomConn *conn)
{
  return conn->state == CONN_IN && !conn->closing && conn->member != NULL && !conn->member->may_sit
         && !conn->member->teacher && !conn->vouched;
}

void
room_door_note (IshiRoom *room, RoomConn *conn, const char *what)
{
  ishi_room_report_note (room->report, what, conn ? conn->address : NULL);
}

/* Of a pool (the door's, the guests'): the connection to let go for a
 * newcomer from `key` (NULL: one who holds none) — of the address that
 * holds the most, if it holds more than `key` does, the oldest of the
 * first `rank` (the lowest) — or NULL.  `*own` is how many `key` holds. */
static RoomConn *
pool_victim (IshiRoom *room, gboolean (*in_pool) (RoomConn *), int (*rank) (RoomConn *), const char *key,
             guint *own)
{
  g_autoptr (GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  RoomConn *c, *victim = NULL;
  guint mine, victim_n = 0;

  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
    if (in_pool (c))
      g_hash_table_replace (counts, c->key, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, c->key)) + 1));
  mine = key ? GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) : 0;
  if (own)
    *own = mine;
  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
    {
      guint n;

      if (!in_pool (c))
        continue;
      n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, c->key));
      if (n <= mine)
        continue;
      if (victim == NULL || n > victim_n
          || (n == victim_n && (rank (c) < rank (victim)
                                || (rank (c) == rank (victim) && c->opened < victim->opened))))
        {
          victim = c;
          victim_n = n;
        }
    }
  return victim;
}

/* Lets the pool's victim for `key` go, telling it `text` and counting
 * it as `what`: TRUE when there was one. */
static gboolean
evict (IshiRoom *room, gboolean (*in_pool) (RoomConn *), int (*rank) (RoomConn *), const char *key,
       const char *what, IshiRoomMessageId said)
{
  RoomConn *victim = pool_victim (room, in_pool, rank, key, NULL);

  if (victim == NULL)
    return FALSE;
  room_door_note (room, victim, what);
  room_conn_close (room, victim, said, "-");
  return TRUE;
}

static gboolean
evict_at_door (IshiRoom *room, const char *key)
{
  return evict (room, at_door, door_rank, key, "connections not logged in let go for a newcomer",
                ISHI_ROOM_MSG_DOOR_LET_GO);
}

static int
no_rank (RoomConn *conn)
{
  return 0;
}

static gboolean
evict_guest (IshiRoom *room, const char *key)
{
  return evict (room, room_conn_guest, no_rank, key, "guests let go for a newcomer",
                ISHI_ROOM_MSG_GUEST_LET_GO);
}

/* When all the room's places are taken, someone with the code who sits at
 * no table (nor the teacher, nor an engine) may give hers up too, after
 * the guests of her address: a classmate who read the code off the
 * projector cannot fill the room either. */
static gboolean
guest_or_idle (RoomConn *conn)
{
  return room_conn_guest (conn)
         || (conn->state == CONN_IN && !conn->closing && conn->member != NULL && !conn->member->teacher
             && conn->member->table == NULL && conn->member->engine == NULL);
}

static int
guests_first (RoomConn *conn)
{
  return room_conn_guest (conn) ? 0 : 1;
}

static gboolean
evict_from_full_room (IshiRoom *room, const char *key)
{
  RoomConn *victim = pool_victim (room, guest_or_idle, guests_first, key, NULL);
  gboolean guest;

  if (victim == NULL)
    return FALSE;
  guest = room_conn_guest (victim);
  room_door_note (room, victim, guest ? "guests let go for a newcomer"
                                      : "members at no table let go for a newcomer, the room full");
  room_conn_close (room, victim, guest ? ISHI_ROOM_MSG_GUEST_LET_GO : ISHI_ROOM_MSG_MEMBER_LET_GO, "-");
  return TRUE;
}

/* Of `key`'s connections at the door but `self`: how many are at the
 * prompt, how many wait; and how many are at the door from every address. */
static void
count_door (IshiRoom *room, RoomConn *self, const char *key, guint *prompts, guint *waiting, guint *all)
{
  GHashTableIter iter;
  RoomConn *c;

  *prompts = *waiting = *all = 0;
  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
    if (c != self && at_door (c))
      {
        (*all)++;
        if (strcmp (c->key, key) == 0)
          (*(c->state == CONN_WAITING ? waiting : prompts))++;
      }
}

void
room_conn_close (IshiRoom *room, RoomConn *conn, IshiRoomMessageId said, const char *types, ...)
{
  if (conn->closing)
    return;
  if (said != ISHI_ROOM_MSG_NONE)
    {
      va_list args;

      va_start (args, types);
      room_say_valist (conn, said, types, args);
      va_end (args);
    }
  conn->closing = TRUE;
  conn->close (conn->transport);
  room_door_advance (room, conn);
}

void
room_door_advance (IshiRoom *room, RoomConn *gone)
{
  guint prompts, waiting, all;

  count_door (room, gone, gone->key, &prompts, &waiting, &all);
  while (prompts < ISHI_ROOM_PROMPTS_PER_ADDRESS && waiting > 0)
    {
      GHashTableIter iter;
      RoomConn *c, *first = NULL;

      /* The one that came first (the ids grow). */
      g_hash_table_iter_init (&iter, room->conns);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
        if (at_door (c) && c->state == CONN_WAITING && strcmp (c->key, gone->key) == 0
            && (first == NULL || c->id < first->id))
          first = c;
      if (first == NULL)
        break;
      first->state = CONN_LOGIN;
      room_send_text (first, "Login: ");
      prompts++;
      waiting--;
    }
}

void
room_door_attach (IshiRoom *room, RoomConn *conn)
{
  guint prompts, waiting, all, places = ishi_room_door_places ();

  conn->opened = room_now (room);
  ishi_room_flood_init (&conn->flood, room->line_rate, conn->opened);
  conn->state = CONN_WAITING;   /* not at the prompt until greeted: none to greet after it */
  count_door (room, conn, conn->key, &prompts, &waiting, &all);
  /* Full: the address that holds the most lets its oldest go, unless
   * this one's address holds as many (it then makes way for itself only
   * by waiting). */
  if (all >= places && evict_at_door (room, conn->key))
    count_door (room, conn, conn->key, &prompts, &waiting, &all);
  if (all >= places)
    {
      room_door_note (room, conn, "connections refused, the door full");
      room_conn_close (room, conn, ROOM_MSG_ROOM_FULL);
    }
  else if (prompts < ISHI_ROOM_PROMPTS_PER_ADDRESS)
    {
      conn->state = CONN_LOGIN;
      room_send_text (conn, "Login: ");
    }
  else if (waiting < ISHI_ROOM_WAITING_PER_ADDRESS)
    conn->state = CONN_WAITING;
  else
    {
      room_door_note (room, conn, "connections refused, too many from one address");
      room_conn_close (room, conn, ROOM_MSG_TOO_MANY_CONNECTIONS_FROM_ADDRESS);
    }
}

gboolean
room_door_guest_place (IshiRoom *room, RoomConn *conn)
{
  gboolean class = room->teacher_code != NULL;
  guint per_address = class ? ISHI_ROOM_CLASS_GUESTS_PER_ADDRESS : ISHI_ROOM_GUESTS_PER_ADDRESS;
  guint places = ishi_room_door_places ();
  guint guests_max = class ? MIN (MIN (ISHI_ROOM_CLASS_GUESTS, places), room->max_connections)
                           : MIN (2 * places, room->max_connections);
  guint own = 0, guests = 0, in = 0;
  GHashTableIter iter;
  RoomConn *c;

  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
    if (c != conn && c->state == CONN_IN && !c->closing)
      {
        in++;
        if (room_conn_guest (c))
          {
            guests++;
            own += strcmp (c->key, conn->key) == 0;
          }
      }
  /* One who gave the code at the login is no guest: only the room's
   * places count for her, and a guest gives his up for her. */
  if (conn->vouched)
    {
      if (in < room->max_connections || evict_from_full_room (room, NULL))
        return TRUE;
      room_door_note (room, conn, "logins refused, the room full");
      room_conn_close (room, conn, ROOM_MSG_ROOM_FULL);
      return FALSE;
    }
  if (own >= per_address)
    {
      room_door_note (room, conn, "guests refused, too many from one address");
      room_conn_close (room, conn, ROOM_MSG_TOO_MANY_GUESTS_FROM_ADDRESS);
      return FALSE;
    }
  if (guests < guests_max && in < room->max_connections)
    return TRUE;
  if (in >= room->max_connections ? evict_from_full_room (room, conn->key) : evict_guest (room, conn->key))
    return TRUE;
  room_door_note (room, conn, "logins refused, the room full");
  room_conn_close (room, conn, ROOM_MSG_ROOM_FULL);
  return FALSE;
}

gboolean
room_door_make_room (IshiRoom *room, const char *address)
{
  g_autofree char *key = ishi_room_gate_key (address);

  return evict_at_door (room, key) || evict_guest (room, key);
}

gboolean
room_door_talk (IshiRoom *room, RoomConn *conn)
{
  gint64 now = room_now (room);

  /* The teacher talks to her class as much as she needs (her code is
   * hers alone), and a room's talk never keeps her words out. */
  if (conn->member && conn->member->teacher)
    return TRUE;
  if (!ishi_room_budget_take (&conn->chat, ISHI_ROOM_CHAT_PER_SECOND, ISHI_ROOM_CHAT_BURST, now)
      || !ishi_room_budget_take (&room->chat, ISHI_ROOM_ROOM_CHAT_PER_SECOND, ISHI_ROOM_ROOM_CHAT_BURST, now))
    {
      room_door_note (room, conn, "chat lines over the budget");
      if (conn->chat_told == 0 || now - conn->chat_told >= G_USEC_PER_SEC)
        {
          conn->chat_told = now;
          room_say (conn, ROOM_MSG_TOO_MUCH_TALK);
        }
      return FALSE;
    }
  return TRUE;
}

gboolean
room_door_line (IshiRoom *room, RoomConn *conn)
{
  if (conn->closing)
    return FALSE;
  conn->heard = TRUE;
  switch (ishi_room_flood_line (&conn->flood, room_now (room)))
    {
    case ISHI_ROOM_LINE_TAKEN:
      /* A connection not yet greeted has been asked nothing. */
      return conn->state != CONN_WAITING;
    case ISHI_ROOM_LINE_DROPPED:
      return FALSE;
    case ISHI_ROOM_LINE_DROPPED_TELL:
      if (conn->state == CONN_IN)
        room_say (conn, ROOM_MSG_TOO_MANY_LINES_SOME_WERE);
      else if (conn->state != CONN_WAITING)
        room_say_login (conn, ROOM_MSG_TOO_MANY_LINES_SOME_WERE);
      return FALSE;
    case ISHI_ROOM_LINE_CLOSE:
      room_door_note (room, conn, "connections closed for a flood of lines");
      room_conn_close (room, conn, ROOM_MSG_TOO_MANY_LINES_TEN_SECONDS);
      return FALSE;
    default:
      g_assert_not_reached ();
    }
}

void
room_door_tick (IshiRoom *room)
{
  gint64 now = room_now (room);
  g_autoptr (GPtrArray) late = g_ptr_array_new ();
  GHashTableIter iter;
  RoomConn *c;

  g_autofree char *report = ishi_room_report_take (room->report, now);

  if (report)
    g_message ("%s", report);
  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
    if (at_door (c) && now - c->opened >= (gint64) ISHI_ROOM_LOGIN_SECONDS * G_USEC_PER_SEC)
      g_ptr_array_add (late, GUINT_TO_POINTER (c->id));
  /* Closed by their ids: a transport may forget one as it closes it. */
  for (guint i = 0; i < late->len; i++)
    {
      c = g_hash_table_lookup (room->conns, late->pdata[i]);
      if (c && at_door (c))
        room_conn_close (room, c, ROOM_MSG_NO_LOGIN_WITHIN_SECONDS_CONNECTION);
    }
}

gboolean
room_door_may_try (IshiRoom *room, RoomConn *conn)
{
  guint wait = 0;

  if (ishi_room_gate_may_try (room->gate, conn->address, room_now (room), &wait))
    return TRUE;
  room_door_note (room, conn, "tries refused while the address waited");
  if (conn->state == CONN_IN)
    room_say (conn, ROOM_MSG_TOO_MANY_WRONG_CODES_OR, wait);
  else
    {
      /* At the login: said, and closed (a client that comes back at once
       * would only be told again). */
      room_conn_close (room, conn, ROOM_MSG_TOO_MANY_WRONG_CODES_OR, wait);
    }
  return FALSE;
}

void
room_door_wrong (IshiRoom *room, RoomConn *conn, const char *what)
{
  g_autofree char *said = g_strdup_printf ("wrong %ss", what);

  ishi_room_gate_wrong (room->gate, conn->address, room_now (room));
  room_door_note (room, conn, said);
}

gboolean
ishi_room_check_code (IshiRoom *self, const char *address, const char *code, guint *wait_s)
{
  gint64 now;

  g_return_val_if_fail (ISHI_IS_ROOM (self), FALSE);
  now = room_now (self);
  if (wait_s)
    *wait_s = 0;
  /* No code at all is no guess: refused, not counted. */
  if (code == NULL)
    return FALSE;
  if (!ishi_room_gate_may_try (self->gate, address, now, wait_s))
    return FALSE;
  if (ishi_secret_equal (code, self->code))
    return TRUE;
  ishi_room_gate_wrong (self->gate, address, now);
  ishi_room_report_note (self->report, "wrong codes for the page's lessons", address);
  return FALSE;
}

gboolean
ishi_room_make_room (IshiRoom *self, const char *address)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), FALSE);
  return room_door_make_room (self, address);
}

void
ishi_room_note_refused (IshiRoom *self, const char *address, const char *what)
{
  g_return_if_fail (ISHI_IS_ROOM (self));
  ishi_room_report_note (self->report, what, address);
}

gboolean
room_door_names_waiting (IshiRoom *room, RoomConn *conn, const char *code)
{
  if (room->teacher_code == NULL || !ishi_room_gate_group_waits (room->gate, conn->address, room_now (room)))
    return FALSE;
  /* No list of names from a network that swept the codes: the same words
   * for a right and a wrong code, and she types her name (the pupils'
   * page shows its name form), then gives the code and waits for the
   * teacher (room_door_knock). */
  if (code == NULL || !ishi_secret_equal (code, room->code))
    room_door_wrong (room, conn, "room code");
  room_say_answer (conn, ROOM_MSG_NETWORK_WAITS_TEACHER);
  room_send_text (conn, "Login: ");
  return TRUE;
}

gboolean
room_door_knock (IshiRoom *room, RoomConn *conn, const char *code)
{
  RoomMember *member = conn->member;

  if (room->teacher_code == NULL || member == NULL
      || !ishi_room_gate_group_waits (room->gate, conn->address, room_now (room)))
    return FALSE;
  /* Checked, and answered the same whether right or wrong: a sweep from
   * the network learns nothing here, and only a right code is shown to
   * the teacher. */
  if (code && ishi_secret_equal (code, room->code))
    {
      if (!member->knocking)
        room_door_note (room, conn, "pupils let wait for the teacher, their network waiting");
      member->knocking = TRUE;
      room_send_teachers (room, ISHI_IGS_ISHI, "knock %s", member->name);
    }
  else
    room_door_wrong (room, conn, "room code");
  room_say (conn, ROOM_MSG_NETWORK_WAITS_TEACHER);
  return TRUE;
}
