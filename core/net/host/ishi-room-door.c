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
room_conn_close (IshiRoom *room, RoomConn *conn, const char *text)
{
  if (conn->closing)
    return;
  if (text && conn->state == CONN_IN)
    room_send (conn, ISHI_IGS_ERROR, "%s", text);
  else if (text)
    {
      g_autofree char *line = g_strconcat (text, "\n", NULL);
      room_send_text (conn, line);
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
  guint prompts, waiting, all;

  conn->opened = room_now (room);
  ishi_room_flood_init (&conn->flood, room->line_rate, conn->opened);
  count_door (room, conn, conn->key, &prompts, &waiting, &all);
  if (all >= ISHI_ROOM_MAX_UNLOGGED)
    {
      conn->state = CONN_WAITING;   /* not at the prompt: none to greet after it */
      room_conn_close (room, conn, "The room is full.");
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
      g_debug ("%s: too many connections not logged in; one more closed", conn->address);
      conn->state = CONN_WAITING;
      room_conn_close (room, conn, "Too many connections from your address are logging in: try again in a minute.");
    }
}

gboolean
room_door_line (IshiRoom *room, RoomConn *conn)
{
  if (conn->closing)
    return FALSE;
  switch (ishi_room_flood_line (&conn->flood, room_now (room)))
    {
    case ISHI_ROOM_LINE_TAKEN:
      /* A connection not yet greeted has been asked nothing. */
      return conn->state != CONN_WAITING;
    case ISHI_ROOM_LINE_DROPPED:
      return FALSE;
    case ISHI_ROOM_LINE_DROPPED_TELL:
      if (conn->state == CONN_IN)
        room_send (conn, ISHI_IGS_ERROR, "Too many lines: some were dropped.");
      else if (conn->state != CONN_WAITING)
        room_send_text (conn, "Too many lines: some were dropped.\n");
      return FALSE;
    case ISHI_ROOM_LINE_CLOSE:
      g_message ("%s: a connection sent more than %u lines a second for %d s; closed", conn->address,
                 conn->flood.rate, ISHI_ROOM_FLOOD_SECONDS);
      room_conn_close (room, conn, "Too many lines for ten seconds: the connection is closed.");
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

  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
    if (at_door (c) && now - c->opened >= (gint64) ISHI_ROOM_LOGIN_SECONDS * G_USEC_PER_SEC)
      g_ptr_array_add (late, GUINT_TO_POINTER (c->id));
  /* Closed by their ids: a transport may forget one as it closes it. */
  for (guint i = 0; i < late->len; i++)
    {
      c = g_hash_table_lookup (room->conns, late->pdata[i]);
      if (c && at_door (c))
        room_conn_close (room, c, "No login within 20 seconds: the connection is closed.");
    }
}

gboolean
room_door_full (IshiRoom *room)
{
  GHashTableIter iter;
  RoomConn *c;
  guint in = 0;

  g_hash_table_iter_init (&iter, room->conns);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &c))
    in += c->state == CONN_IN && !c->closing;
  return in >= room->max_connections;
}

gboolean
room_door_may_try (IshiRoom *room, RoomConn *conn)
{
  guint wait = 0;
  g_autofree char *text = NULL;

  if (ishi_room_gate_may_try (room->gate, conn->address, room_now (room), &wait))
    return TRUE;
  text = ishi_room_message_format ("Too many wrong codes or tokens from your address: wait %u s before the next try.",
                                   wait);
  if (conn->state == CONN_IN)
    room_send (conn, ISHI_IGS_ERROR, "%s", text);
  else
    {
      /* At the login: said, and closed (a client that comes back at once
       * would only be told again). */
      room_conn_close (room, conn, text);
    }
  return FALSE;
}

void
room_door_wrong (IshiRoom *room, RoomConn *conn, const char *what)
{
  gint64 now = room_now (room);
  guint wait = ishi_room_gate_wrong (room->gate, conn->address, now);

  if (wait > 0)
    g_message ("%s: a wrong %s, %u wrong in a row from there: its next try waits %u s", conn->address, what,
               ishi_room_gate_count (room->gate, conn->address, now), wait);
}

gboolean
ishi_room_check_code (IshiRoom *self, const char *address, const char *code, guint *wait_s)
{
  gint64 now;
  guint wait = 0;

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
  wait = ishi_room_gate_wrong (self->gate, address, now);
  if (wait > 0)
    g_message ("%s: a wrong code for the page's lessons, %u wrong in a row from there: its next try waits %u s",
               address ? address : "?", ishi_room_gate_count (self->gate, address, now), wait);
  return FALSE;
}
