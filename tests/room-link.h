/* room-link.h — real clients (IshiRoomClient, what the windows and the
 * bots read the room with) linked to a room in this process through
 * buffers: no socket, no timer, every line delivered in order by
 * link_pump() until both sides are quiet.  The client's copy of each
 * game, its tables and its words are then what a window shows.  Static
 * functions only, included by each test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "ishi-room.h"
#include "ishi-room-client.h"

typedef struct {
  IshiRoom *room;
  IshiRoomClient *client;
  guint id;
  GString *in;       /* from the room, not yet fed to the client */
  GQueue out;        /* lines from the client, not yet given to the room */
  GPtrArray *heard;  /* every "line" the client emitted: "CODE TEXT" */
  GPtrArray *errors; /* every "error" the client emitted */
} Link;

static void
link_send (gpointer data, const char *text, gsize length)
{
  g_string_append_len (((Link *) data)->in, text, length);
}

static void
link_close (gpointer data)
{
}

static void
link_write (const char *line, gpointer data)
{
  Link *l = data;

  g_queue_push_tail (&l->out, g_strndup (line, strcspn (line, "\n")));
}

static void
link_line_cb (IshiRoomClient *client, int code, const char *text, Link *l)
{
  g_ptr_array_add (l->heard, g_strdup_printf ("%d %s", code, text));
}

static void
link_error_cb (IshiRoomClient *client, const char *text, Link *l)
{
  g_ptr_array_add (l->errors, g_strdup (text));
}

/* Feeds the client what the room sent: whole lines, and the prompts
 * that come without a newline. */
static gboolean
link_feed (Link *l)
{
  gboolean fed = FALSE;

  for (;;)
    {
      const char *nl = memchr (l->in->str, '\n', l->in->len);
      g_autofree char *line = NULL;

      if (nl)
        {
          line = g_strndup (l->in->str, nl - l->in->str);
          g_string_erase (l->in, 0, nl - l->in->str + 1);
        }
      else if (strcmp (l->in->str, "Login: ") == 0 || strcmp (l->in->str, "#> ") == 0
               || strcmp (l->in->str, "Password: ") == 0)
        {
          line = g_strdup (l->in->str);
          g_string_truncate (l->in, 0);
        }
      else
        return fed;
      if (line[0] && line[strlen (line) - 1] == '\r')
        line[strlen (line) - 1] = '\0';
      ishi_room_client_feed (l->client, line);
      fed = TRUE;
    }
}

/* Delivers every line both ways until nothing moves.  A client and a
 * host that keep talking (a copy that asks for the moves again and
 * again) fail the test rather than hang it. */
G_GNUC_UNUSED static void
link_pump (Link **links, guint n)
{
  gboolean moved = TRUE;
  guint rounds = 0;

  while (moved)
    {
      moved = FALSE;
      if (++rounds > 100)
        g_error ("the room and its clients never went quiet");
      for (guint i = 0; i < n; i++)
        {
          Link *l = links[i];
          char *line;
          if (l == NULL)
            continue;
          while ((line = g_queue_pop_head (&l->out)))
            {
              if (l->id)
                ishi_room_receive (l->room, l->id, line);
              g_free (line);
              moved = TRUE;
            }
          g_assert_true (ishi_room_flush (l->room, 10000));
          if (link_feed (l))
            moved = TRUE;
        }
    }
}

/* A client `name` (code NULL: only watching) attached to `room`. */
G_GNUC_UNUSED static Link *
link_new (IshiRoom *room, const char *name, const char *code)
{
  Link *l = g_new0 (Link, 1);

  l->room = room;
  l->in = g_string_new (NULL);
  l->heard = g_ptr_array_new_with_free_func (g_free);
  l->errors = g_ptr_array_new_with_free_func (g_free);
  g_queue_init (&l->out);
  l->client = ishi_room_client_new (name, code);
  ishi_room_client_set_writer (l->client, link_write, l);
  g_signal_connect (l->client, "line", G_CALLBACK (link_line_cb), l);
  g_signal_connect (l->client, "error", G_CALLBACK (link_error_cb), l);
  l->id = ishi_room_attach (room, l, link_send, link_close);
  return l;
}

/* The connection drops (the client keeps what it knew, as after a break). */
G_GNUC_UNUSED static void
link_drop (Link *l)
{
  if (l->id)
    ishi_room_detach (l->room, l->id);
  l->id = 0;
  g_string_truncate (l->in, 0);
  g_queue_clear_full (&l->out, g_free);
}

/* The same client connects again, to `room` (the same, or a host started
 * again). */
G_GNUC_UNUSED static void
link_reconnect (Link *l, IshiRoom *room)
{
  link_drop (l);
  l->room = room;
  l->id = ishi_room_attach (room, l, link_send, link_close);
}

G_GNUC_UNUSED static void
link_free (Link *l)
{
  link_drop (l);
  g_signal_handlers_disconnect_by_data (l->client, l);
  g_object_unref (l->client);
  g_string_free (l->in, TRUE);
  g_ptr_array_unref (l->heard);
  g_ptr_array_unref (l->errors);
  g_free (l);
}

/* Whether the client heard a line containing `part`. */
G_GNUC_UNUSED static gboolean
link_heard (Link *l, const char *part)
{
  for (guint i = 0; i < l->heard->len; i++)
    if (strstr (l->heard->pdata[i], part))
      return TRUE;
  return FALSE;
}
