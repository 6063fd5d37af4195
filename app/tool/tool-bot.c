/* ishi-tool bot — seats a GTP engine at a table of a room, as kgsGtp does
 * on KGS: it joins, starts the game when two are seated, plays it to the
 * end, the count included, and stays for the next.
 *
 *   ishi-tool bot --server HOST[:PORT] --name NAME [--code CODE]
 *                 --engine CMD [--games N] [--move-timeout S]
 *
 * The engine is told the whole game before each of its moves (boardsize,
 * clear_board, komi, every move), so it never drifts from the host's
 * record; the host decides what was played.  At the count the bot accepts
 * the marks the host shows (done), again after each change.  --games N:
 * leaves after N games (scripts, tests); by default it stays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "ishi-gtp-engine.h"
#include "ishi-room-client.h"
#include "ishi-room-server.h"
#include "ishi-tool.h"

typedef struct {
  IshiRoomClient *client;
  IshiGtpEngine *engine;
  GMainLoop *loop;
  int status;
  int move_timeout_ms;
  guint games, games_wanted;
  gboolean joined;
  guint starts_sent;         /* /start sent for game number starts_sent */
  gboolean thinking;
  guint asked_at;            /* moves in the game when the engine was asked */
  guint dead_told;           /* the marks accepted (their count + 1), 0: none yet */
  gboolean counted;          /* the result of the game at the table was counted */
  gboolean stopping;
  gboolean failed_play;
  gboolean resume_sent;      /* /start sent to take an adjourned game up again */
} Bot;

static void
stop (Bot *bot, int status)
{
  bot->status = status;
  bot->stopping = TRUE;
  g_main_loop_quit (bot->loop);
}

static void
genmove_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Bot *bot = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *reply = ishi_gtp_engine_send_finish (bot->engine, result, &error);

  bot->thinking = FALSE;
  if (reply == NULL || bot->failed_play)
    {
      fprintf (stderr, "ishi-tool bot: %s\n", error ? error->message : "the engine refused a move");
      ishi_room_client_send (bot->client, "resign");
      stop (bot, 1);
      return;
    }
  g_strstrip (reply);
  ishi_room_client_send (bot->client, g_ascii_strcasecmp (reply, "resign") == 0 ? "resign" : reply);
}

static void
setup_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Bot *bot = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *reply = ishi_gtp_engine_send_finish (bot->engine, result, &error);

  if (reply == NULL)
    bot->failed_play = TRUE;
}

static void
send_setup (Bot *bot, const char *command)
{
  ishi_gtp_engine_send_async (bot->engine, command, 0, NULL, setup_cb, bot);
}

/* The whole game to the engine, then genmove. */
static void
think (Bot *bot, IshiMatch *match, IshiColor color)
{
  IshiGame *game = ishi_match_get_game (match);
  int size = ishi_game_get_size (game);
  IshiSgfNode *node;
  GPtrArray *path = g_ptr_array_new ();
  g_autofree char *boardsize = g_strdup_printf ("boardsize %d", size);
  char komi[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *komi_cmd = NULL;
  g_autofree char *genmove = g_strdup_printf ("genmove %s", color == ISHI_BLACK ? "b" : "w");

  bot->failed_play = FALSE;
  bot->thinking = TRUE;
  send_setup (bot, boardsize);
  send_setup (bot, "clear_board");
  komi_cmd = g_strdup_printf ("komi %s", g_ascii_dtostr (komi, sizeof komi, ishi_match_get_komi (match)));
  send_setup (bot, komi_cmd);
  /* Handicap stones (AB on the root), then the moves. */
  {
    IshiSgfProperty *p = ishi_sgf_node_lookup (ishi_game_get_root (game), "AB");
    for (guint i = 0; p && i < p->n_values; i++)
      {
        int x, y;
        if (ishi_sgf_parse_point (p->values[i], size, &x, &y) && x >= 0)
          {
            g_autofree char *pt = ishi_game_get_rules (game)->format_point (size, x, y);
            g_autofree char *cmd = g_strdup_printf ("play b %s", pt);
            send_setup (bot, cmd);
          }
      }
  }
  for (node = ishi_game_get_node (game); node; node = node->parent)
    g_ptr_array_insert (path, 0, node);
  for (guint i = 0; i < path->len; i++)
    {
      IshiColor c;
      int x, y;
      if (!ishi_game_node_move (path->pdata[i], size, &c, &x, &y))
        continue;
      g_autofree char *pt = x < 0 ? g_strdup ("pass") : ishi_game_get_rules (game)->format_point (size, x, y);
      g_autofree char *cmd = g_strdup_printf ("play %s %s", c == ISHI_BLACK ? "b" : "w", pt);
      send_setup (bot, cmd);
    }
  g_ptr_array_unref (path);
  ishi_gtp_engine_send_async (bot->engine, genmove, bot->move_timeout_ms, NULL, genmove_cb, bot);
}

/* What to do now, looked at after every change the host announced. */
static void
act (Bot *bot)
{
  IshiColor color = ISHI_EMPTY;
  int number;
  const IshiRoomClientTable *t;
  IshiMatch *match;

  if (bot->stopping || ishi_room_client_get_state (bot->client) != ISHI_ROOM_CLIENT_ONLINE
      || ishi_room_client_get_room_game (bot->client) == NULL)
    return;
  if (g_strcmp0 (ishi_room_client_get_room_game (bot->client), "go") != 0)
    {
      /* The engine speaks GTP, a protocol of Go: it cannot sit at a
       * Renju table. Said, not tried. */
      fprintf (stderr, "ishi-tool bot: the room plays %s; a GTP engine plays Go only\n",
               ishi_room_client_get_room_game (bot->client));
      stop (bot, 1);
      return;
    }
  number = ishi_room_client_get_own_table (bot->client, &color);
  if (number == 0)
    {
      if (!bot->joined)
        {
          bot->joined = TRUE;
          ishi_room_client_send (bot->client, "/join");
        }
      return;
    }
  t = ishi_room_client_get_table (bot->client, number);
  if (t->result == NULL)
    bot->counted = FALSE;
  else if (!bot->counted)
    {
      bot->counted = TRUE;
      bot->games++;
      printf ("%s: %s\n", ishi_room_client_get_name (bot->client), t->result);
      fflush (stdout);
      if (bot->games_wanted && bot->games >= bot->games_wanted)
        {
          stop (bot, 0);
          return;
        }
    }
  if (t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE] && (!t->started || t->result))
    {
      if (bot->starts_sent <= bot->games)
        {
          bot->starts_sent = bot->games + 1;
          ishi_room_client_send (bot->client, "/start");
        }
      return;
    }
  if (!t->started || t->result)
    return;
  if (t->adjourned)
    {
      /* An engine has all the time in the world: it takes the game up
       * again as soon as both are there. */
      if (!bot->resume_sent && !t->away[ISHI_BLACK] && !t->away[ISHI_WHITE])
        {
          bot->resume_sent = TRUE;
          ishi_room_client_send (bot->client, "/start");
        }
      return;
    }
  bot->resume_sent = FALSE;
  if (t->counting)
    {
      if (bot->dead_told != t->dead->len + 1)
        {
          bot->dead_told = t->dead->len + 1;
          ishi_room_client_send (bot->client, "done");
        }
      return;
    }
  bot->dead_told = 0;
  match = ishi_room_client_get_match (bot->client, number);
  if (match == NULL || bot->thinking || ishi_match_get_phase (match) != ISHI_PHASE_PLAYING)
    return;
  {
    IshiGame *game = ishi_match_get_game (match);
    if (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)) != color)
      return;
    if (t->away[ishi_color_other (color)])
      return;
    if (bot->asked_at == t->moves->len + 1)
      return;   /* asked already for this position (the move is on its way) */
    bot->asked_at = t->moves->len + 1;
    think (bot, match, color);
  }
}

static void
changed_cb (IshiRoomClient *client, int number, gpointer data)
{
  act (data);
}

static void
line_cb (IshiRoomClient *client, int code, const char *text, gpointer data)
{
  /* The room's own lines (700 room, the token) come before any table. */
  if (code == 700)
    act (data);
}

static void
state_cb (IshiRoomClient *client, gpointer data)
{
  Bot *bot = data;

  if (ishi_room_client_get_state (client) != ISHI_ROOM_CLIENT_ONLINE)
    bot->joined = FALSE;   /* seated again by the host when it comes back */
  act (bot);
}

static void
error_cb (IshiRoomClient *client, const char *text, gpointer data)
{
  Bot *bot = data;

  fprintf (stderr, "%s: %s\n", ishi_room_client_get_name (client), text);
  /* A refused move is asked for again at the next change. */
  bot->asked_at = 0;
}

static void
started_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Bot *bot = data;
  g_autoptr (GError) error = NULL;

  if (!ishi_gtp_engine_start_finish (bot->engine, result, &error))
    {
      fprintf (stderr, "ishi-tool bot: %s\n", error->message);
      stop (bot, 1);
      return;
    }
  act (bot);
}

static gboolean
signal_cb (gpointer data)
{
  stop (data, 0);
  return G_SOURCE_REMOVE;
}

static gboolean
parse_server (const char *text, char **host, guint16 *port)
{
  const char *colon = strrchr (text, ':');
  guint64 p = ISHI_ROOM_DEFAULT_PORT;

  /* "::1" alone is an address; "[::1]:6970" and "host:6970" have a port. */
  if (colon && (text[0] == '[' || strchr (text, ':') == colon))
    {
      if (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &p, NULL))
        return FALSE;
      *host = text[0] == '[' ? g_strndup (text + 1, colon - text - 2) : g_strndup (text, colon - text);
    }
  else
    *host = g_strdup (text);
  *port = p;
  return **host != '\0';
}

int
ishi_tool_bot (int argc, char **argv)
{
  const char *server = NULL, *name = NULL, *code = NULL, *engine = NULL;
  guint64 games = 0, timeout = 60;
  g_autofree char *host = NULL;
  guint16 port;
  Bot bot = { 0 };

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (value == NULL)
        goto bad;
      if (g_str_equal (arg, "--server"))
        server = value;
      else if (g_str_equal (arg, "--name"))
        name = value;
      else if (g_str_equal (arg, "--code"))
        code = value;
      else if (g_str_equal (arg, "--engine"))
        engine = value;
      else if (g_str_equal (arg, "--games"))
        {
          if (!g_ascii_string_to_unsigned (value, 10, 1, 1000000, &games, NULL))
            goto bad;
        }
      else if (g_str_equal (arg, "--move-timeout"))
        {
          if (!g_ascii_string_to_unsigned (value, 10, 1, 86400, &timeout, NULL))
            goto bad;
        }
      else
        goto bad;
      i++;
    }
  if (server == NULL || name == NULL || engine == NULL || !parse_server (server, &host, &port))
    goto bad;

  bot.loop = g_main_loop_new (NULL, FALSE);
  bot.games_wanted = games;
  bot.move_timeout_ms = timeout * 1000;
  bot.client = ishi_room_client_new (name, code);
  bot.engine = ishi_gtp_engine_new (engine, NULL, NULL);
  g_signal_connect (bot.client, "table-changed", G_CALLBACK (changed_cb), &bot);
  g_signal_connect (bot.client, "state-changed", G_CALLBACK (state_cb), &bot);
  g_signal_connect (bot.client, "error", G_CALLBACK (error_cb), &bot);
  g_signal_connect (bot.client, "line", G_CALLBACK (line_cb), &bot);
  g_unix_signal_add (SIGINT, signal_cb, &bot);
  g_unix_signal_add (SIGTERM, signal_cb, &bot);
  ishi_gtp_engine_start_async (bot.engine, 0, NULL, started_cb, &bot);
  ishi_room_client_connect (bot.client, host, port, 0);
  g_main_loop_run (bot.loop);

  ishi_room_client_disconnect (bot.client);
  ishi_gtp_engine_quit (bot.engine);
  g_object_unref (bot.client);
  g_object_unref (bot.engine);
  g_main_loop_unref (bot.loop);
  return bot.status;

bad:
  /* ishi-tool prints the usage after an exit status of 2. */
  fprintf (stderr, "%s\n", _("ishi-tool: wrong or missing arguments"));
  return 2;
}
