/* room-helpers.h — a room driven line by line through connections that
 * are only buffers (no socket, no timer), for test-room.c and
 * test-room-class.c: a member logged in with the code, lines said and
 * what came back, two seated and their game started.  Static functions
 * only, included by each test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "ishi-room.h"

typedef struct {
  IshiRoom *room;
  guint id;
  GString *out;     /* everything the room sent, not yet looked at */
  gboolean closed;
} Conn;

static gint64 fake_now;

G_GNUC_UNUSED static gint64
fake_time (gpointer data)
{
  return fake_now;
}

G_GNUC_UNUSED static void
conn_send (gpointer data, const char *text, gsize length)
{
  g_string_append_len (((Conn *) data)->out, text, length);
}

G_GNUC_UNUSED static void
conn_close (gpointer data)
{
  ((Conn *) data)->closed = TRUE;
}

G_GNUC_UNUSED static Conn *
conn_new (IshiRoom *room)
{
  Conn *c = g_new0 (Conn, 1);

  c->room = room;
  c->out = g_string_new (NULL);
  c->id = ishi_room_attach (room, c, conn_send, conn_close);
  return c;
}

/* A connection from `address` ("127.0.0.7"), as a transport gives it. */
G_GNUC_UNUSED static Conn *
conn_new_from (IshiRoom *room, const char *address)
{
  Conn *c = g_new0 (Conn, 1);

  c->room = room;
  c->out = g_string_new (NULL);
  c->id = ishi_room_attach_from (room, c, conn_send, conn_close, address);
  return c;
}

G_GNUC_UNUSED static void
conn_free (Conn *c)
{
  if (c->id)
    ishi_room_detach (c->room, c->id);
  g_string_free (c->out, TRUE);
  g_free (c);
}

/* Sends a line and returns what came back since the last look. */
G_GNUC_UNUSED static char *
say (Conn *c, const char *line)
{
  ishi_room_receive (c->room, c->id, line);
  /* A move is announced once its record is on disk. */
  g_assert_true (ishi_room_flush (c->room, 10000));
  return g_strdup (c->out->str);
}

G_GNUC_UNUSED static void
forget (Conn *c)
{
  g_string_truncate (c->out, 0);
}

G_GNUC_UNUSED static gboolean
has_line (const char *text, const char *line)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    if (strcmp (lines[i], line) == 0)
      return TRUE;
  return FALSE;
}

#define assert_line(text, line)                                         \
  G_STMT_START {                                                        \
    if (!has_line (text, line))                                         \
      g_error ("expected the line \"%s\" in:\n%s", line, text);         \
  } G_STMT_END

#define assert_no_line_with(text, part)                                 \
  G_STMT_START {                                                        \
    if (strstr (text, part) != NULL)                                    \
      g_error ("did not expect \"%s\" in:\n%s", part, text);            \
  } G_STMT_END

/* How many times `line` is in `text`. */
G_GNUC_UNUSED static guint
count_lines (const char *text, const char *line)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, line)) != NULL; p += strlen (line))
    n++;
  return n;
}

#define assert_has(text, part)                                         \
  G_STMT_START {                                                        \
    if (strstr (text, part) == NULL)                                    \
      g_error ("expected \"%s\" in:\n%s", part, text);                 \
  } G_STMT_END

G_GNUC_UNUSED static char *
token_of (const char *text)
{
  const char *p = g_str_has_prefix (text, "token ") ? text : strstr (text, "\ntoken ");

  g_assert_nonnull (p);
  p = strchr (p, ' ') + 1;
  return g_strndup (p, strcspn (p, "\n"));
}

/* Logs in as `name`, client mode on, with the room's code. */
G_GNUC_UNUSED static Conn *
member (IshiRoom *room, const char *name, char **token)
{
  Conn *c = conn_new (room);
  g_autofree char *out = NULL;

  g_assert_cmpstr (c->out->str, ==, "Login: ");
  forget (c);
  out = say (c, name);
  /* A new name is a guest, in the words IGS clients look for (qGo). */
  {
    g_autofree char *guest = g_strdup_printf ("\"%s\" is a guest account here: the room keeps no accounts.", name);
    assert_line (out, guest);
  }
  if (token)
    *token = token_of (out);
  forget (c);
  g_free (say (c, "set client true"));
  g_free (say (c, "/code 4711"));
  forget (c);
  return c;
}

G_GNUC_UNUSED static IshiRoom *
room_new (const char *dir)
{
  IshiRoomConfig config = {
    .name = "Room 3", .game = "go", .code = "4711", .records_dir = dir,
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);

  g_assert_no_error (error);
  return room;
}

/* Two seated, options set, the game started: anna Black, ken White. */
G_GNUC_UNUSED static void
seat_two (IshiRoom *room, Conn *a, Conn *k, const char *const *options)
{
  g_autofree char *out = NULL;

  out = say (a, "/join");
  assert_line (out, "9 anna sits at table 1 as Black.");
  forget (a);
  g_free (say (k, "/join"));
  for (guint i = 0; options && options[i]; i++)
    {
      g_autofree char *o = say (a, options[i]);
      assert_no_line_with (o, "\n5 ");
    }
  forget (a);
  forget (k);
  g_clear_pointer (&out, g_free);
  out = say (a, "/start");
  assert_line (out, "9 Creating match [1] with ken vs anna.");
  forget (a);
  forget (k);
}

G_GNUC_UNUSED static void
play (Conn *c, const char *move)
{
  g_autofree char *out = say (c, move);

  if (strstr (out, "\n5 ") || g_str_has_prefix (out, "5 "))
    g_error ("%s refused: %s", move, out);
  forget (c);
}
