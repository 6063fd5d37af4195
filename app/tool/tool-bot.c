/* ishi-tool bot — seats a GTP engine at a table of a room, as kgsGtp does
 * on KGS: it joins, starts the game when two are seated, plays it to the
 * end, the count included, and stays for the next.
 *
 *   ishi-tool bot --server HOST[:PORT] --name NAME [--code CODE]
 *                 --engine CMD [--games N] [--move-timeout S] [--token-file F]
 *   ishi-tool bot --igs --server HOST[:PORT] --name NAME [--password P]
 *                 --engine CMD [--sizes 9,13,19] [--max-minutes M] …
 *
 * With --igs the server is a plain Go server (NNGS, IGS), as gtp-to-nngs
 * serves it: the bot waits for match offers, accepts those whose size and
 * main time are within its limits (declining the others with a tell
 * saying what it plays), plays the game with the server's clock, and at
 * the count removes the stones its engine calls dead (final_status_list)
 * before it says done.
 *
 * The engine is told the whole game before each of its moves (boardsize,
 * clear_board, komi, every move), so it never drifts from the host's
 * record; the host decides what was played.  At the count the bot accepts
 * the marks the host shows (done), again after each change.  --games N:
 * leaves after N games (scripts, tests); by default it stays.  Stopped
 * between games it gives its seat back (/leave); during one it keeps it,
 * and its token (--token-file, or $XDG_STATE_HOME/ishi/bots/) brings a bot
 * of its name started again back to that seat.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-gtp-engine.h"
#include "ishi-igs-server.h"
#include "ishi-igs.h"
#include "ishi-room-client.h"
#include "ishi-room-messages.h"
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
  enum { START_NOW, START_WAITING, START_WAITED } start_wait;  /* White waits a second for Black's /start */
  gboolean thinking;
  guint asked_at;            /* moves in the game when the engine was asked (+ 1) */
  guint online;              /* times the client came online: a move asked before is stale */
  guint asked_online;        /* … when the engine was asked */
  guint refused;             /* the host refused the engine's moves so many times … */
  guint refused_at;          /* … at this position (moves + 1) */
  guint act_idle;
  guint dead_told;           /* the marks accepted (their count + 1), 0: none yet */
  gboolean counted;          /* the result of the game at the table was counted */
  gboolean stopping;
  gboolean failed_play;
  gboolean resume_sent;      /* /start sent to take an adjourned game up again */
  /* On a plain server (--igs). */
  gboolean sizes[53];        /* the board sizes it accepts */
  int max_minutes;           /* the longest main time it accepts */
  gboolean removal_asked;    /* the engine was asked for the dead stones */
  guint dead_expected;       /* marks to wait for before done */
  char *token_file;          /* in a room: where its token is kept */
  gboolean leaving;          /* /leave and quit sent: waits for the room to close */
  guint leave_ticks;
} Bot;

/* Stops once the room has closed the connection after /leave and quit
 * (or after 3 s). */
static gboolean
left_cb (gpointer data)
{
  Bot *bot = data;
  gboolean in = ishi_room_client_get_state (bot->client) == ISHI_ROOM_CLIENT_ONLINE && ++bot->leave_ticks < 30;

  if (!in)
    g_main_loop_quit (bot->loop);
  return in;
}

static void
stop (Bot *bot, int status)
{
  IshiColor color;
  int number = bot->token_file ? ishi_room_client_get_own_table (bot->client, &color) : 0;
  const IshiRoomClientTable *t = number ? ishi_room_client_get_table (bot->client, number) : NULL;

  bot->status = status;
  bot->stopping = TRUE;
  /* Between games, in a room: the seat is given back before it goes. */
  if (t && (!t->started || t->result) && !bot->leaving
      && ishi_room_client_get_state (bot->client) == ISHI_ROOM_CLIENT_ONLINE)
    {
      bot->leaving = TRUE;
      ishi_room_client_send (bot->client, "/leave");
      ishi_room_client_send (bot->client, "quit");
      g_timeout_add (100, left_cb, bot);
      return;
    }
  g_main_loop_quit (bot->loop);
}

static void act (Bot *bot);

/* The engine's move is for the position it was told: one the host has
 * moved from since (the connection came back, the game was sent again)
 * is dropped and the engine asked again. */
static gboolean
still_asked (Bot *bot)
{
  int number = ishi_room_client_get_own_table (bot->client, NULL);
  const IshiRoomClientTable *t = number ? ishi_room_client_get_table (bot->client, number) : NULL;

  return t && bot->asked_online == bot->online && bot->asked_at == t->moves->len + 1
         && ishi_room_client_get_state (bot->client) == ISHI_ROOM_CLIENT_ONLINE;
}

static void
genmove_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Bot *bot = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *reply = ishi_gtp_engine_send_finish (bot->engine, result, &error);

  bot->thinking = FALSE;
  if (reply && !bot->failed_play && !ishi_room_client_is_server (bot->client) && !still_asked (bot))
    {
      bot->asked_at = 0;
      act (bot);
      return;
    }
  if (reply == NULL || bot->failed_play)
    {
      fprintf (stderr, "ishi-tool bot: %s\n", error ? error->message : "the engine refused a move");
      ishi_room_client_send (bot->client, "resign");
      stop (bot, 1);
      return;
    }
  g_strstrip (reply);
  /* The servers' commands are lower case; a point is read either way. */
  ishi_room_client_send (bot->client, g_ascii_strcasecmp (reply, "resign") == 0 ? "resign"
                                      : g_ascii_strcasecmp (reply, "pass") == 0 ? "pass" : reply);
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

/* The whole game to the engine (boardsize, komi, stones, moves). */
static void
tell_game (Bot *bot, IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  int size = ishi_game_get_size (game);
  IshiSgfNode *node;
  GPtrArray *path = g_ptr_array_new ();
  g_autofree char *boardsize = g_strdup_printf ("boardsize %d", size);
  char komi[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *komi_cmd = NULL;

  bot->failed_play = FALSE;
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
}

static void
think (Bot *bot, IshiMatch *match, IshiColor color)
{
  g_autofree char *genmove = g_strdup_printf ("genmove %s", color == ISHI_BLACK ? "b" : "w");

  /* The whole game from an empty board, whatever the engine was told
   * before: back after a break, or after the host's restart, the engine
   * is where the host's record is. */
  tell_game (bot, match);
  bot->thinking = TRUE;
  bot->asked_online = bot->online;
  ishi_gtp_engine_send_async (bot->engine, genmove, bot->move_timeout_ms, NULL, genmove_cb, bot);
}

/* ------------------------------------------------------------------------ */
/* On a plain server                                                         */
/* ------------------------------------------------------------------------ */

typedef struct {
  Bot *bot;
  IshiMatch *match;
} Removal;

/* The engine's dead stones: one point of each chain is sent (the server
 * removes the whole chain), then done. */
static void
dead_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Removal *r = data;
  Bot *bot = r->bot;
  g_autoptr (GError) error = NULL;
  g_autofree char *reply = ishi_gtp_engine_send_finish (bot->engine, result, &error);
  g_autoptr (GPtrArray) points = ishi_tool_bot_dead_points (ishi_match_get_game (r->match), reply);
  const IshiRoomClientTable *t = ishi_room_client_get_table (bot->client, ishi_room_client_get_own_table (bot->client, NULL));

  for (guint i = 0; i < points->len; i++)
    ishi_room_client_send (bot->client, g_ptr_array_index (points, i));
  /* Each removal is echoed ("Removing @ C3"): done after the last. */
  bot->dead_expected = (t ? t->dead->len : 0) + points->len;
  g_object_unref (r->match);
  g_free (r);
  if (points->len == 0)
    ishi_room_client_send (bot->client, "done");
}

static void
remove_dead (Bot *bot, IshiMatch *match)
{
  Removal *r = g_new0 (Removal, 1);

  r->bot = bot;
  r->match = g_object_ref (match);
  tell_game (bot, match);
  ishi_gtp_engine_send_async (bot->engine, "final_status_list dead", bot->move_timeout_ms, NULL,
                              dead_cb, r);
}

static void
offer_cb (IshiRoomClient *client, const char *name, int color, int size, int minutes, int byoyomi,
          gpointer data)
{
  Bot *bot = data;

  ishi_tool_bot_answer_offer (client, bot->sizes, G_N_ELEMENTS (bot->sizes), bot->max_minutes,
                              name, color, size, minutes, byoyomi);
}

/* A game at the bot's table ended: said once; TRUE when the bot has
 * played the games it was asked for and stops. */
static gboolean
count_result (Bot *bot, const IshiRoomClientTable *t)
{
  if (t->result == NULL)
    {
      bot->counted = FALSE;
      return FALSE;
    }
  if (bot->counted)
    return FALSE;
  bot->counted = TRUE;
  bot->games++;
  printf ("%s: %s\n", ishi_room_client_get_name (bot->client), t->result);
  fflush (stdout);
  if (bot->games_wanted && bot->games >= bot->games_wanted)
    {
      stop (bot, 0);
      return TRUE;
    }
  return FALSE;
}

/* What to do now on a plain server. */
static void
act_on_server (Bot *bot)
{
  IshiColor color = ISHI_EMPTY;
  int number = ishi_room_client_get_own_table (bot->client, &color);
  const IshiRoomClientTable *t;
  IshiMatch *match;

  if (number == 0)
    return;
  t = ishi_room_client_get_table (bot->client, number);
  count_result (bot, t);
  if (t->result != NULL || t->adjourned)
    return;
  match = ishi_room_client_get_match (bot->client, number);
  if (match == NULL || bot->thinking)
    return;
  if (t->counting)
    {
      if (!bot->removal_asked)
        {
          bot->removal_asked = TRUE;
          bot->dead_expected = G_MAXUINT;
          remove_dead (bot, match);
        }
      else if (t->dead->len >= bot->dead_expected && bot->dead_told != t->dead->len + 1)
        {
          bot->dead_told = t->dead->len + 1;
          ishi_room_client_send (bot->client, "done");
        }
      return;
    }
  bot->removal_asked = FALSE;
  bot->dead_told = 0;
  if (ishi_match_get_phase (match) != ISHI_PHASE_PLAYING)
    return;
  {
    IshiGame *game = ishi_match_get_game (match);
    if (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)) != color)
      return;
    if (bot->asked_at == t->moves->len + 1)
      return;
    bot->asked_at = t->moves->len + 1;
    think (bot, match, color);
  }
}

static gboolean
start_wait_cb (gpointer data)
{
  Bot *bot = data;

  if (bot->start_wait == START_WAITING)
    bot->start_wait = START_WAITED;
  if (!bot->stopping)
    act (bot);
  return G_SOURCE_REMOVE;
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
  if (ishi_room_client_is_server (bot->client))
    {
      act_on_server (bot);
      return;
    }
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
  if (count_result (bot, t))
    return;
  if (t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE] && (!t->started || t->result))
    {
      if (bot->starts_sent <= bot->games)
        {
          /* Black starts; White a second later if Black has not (a
           * person who waits for the bot): two bots both sent /start,
           * and one was told "The game at table 1 is on already." */
          if (color == ISHI_WHITE && bot->start_wait != START_WAITED)
            {
              if (bot->start_wait == START_NOW)
                {
                  bot->start_wait = START_WAITING;
                  g_timeout_add_seconds (1, start_wait_cb, bot);
                }
              return;
            }
          bot->start_wait = START_NOW;
          bot->starts_sent = bot->games + 1;
          ishi_room_client_send (bot->client, "/start");
        }
      return;
    }
  if (!t->started || t->result)
    return;
  bot->start_wait = START_NOW;   /* the next game: White waits again */
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
    if (bot->refused_at != t->moves->len + 1)
      bot->refused = 0;
    bot->asked_at = bot->refused_at = t->moves->len + 1;
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
  Bot *bot = data;

  /* The token kept for the next start (a room's only). */
  if (code == 700 && bot->token_file && g_str_has_prefix (text, "token "))
    ishi_tool_bot_token_save (bot->token_file, text + 6);
  /* The room's own lines (700 room, the token) come before any table. */
  if (code == 700)
    act (data);
}

static void
login_failed_cb (IshiRoomClient *client, const char *text, gpointer data)
{
  fprintf (stderr, "%s: %s\n", ishi_room_client_get_name (client), text);
  stop (data, 1);
}



static void
state_cb (IshiRoomClient *client, gpointer data)
{
  Bot *bot = data;

  if (ishi_room_client_get_state (client) != ISHI_ROOM_CLIENT_ONLINE)
    bot->joined = FALSE;   /* seated again by the host when it comes back */
  else
    {
      /* A move sent while the connection was down never reached the
       * host: the engine is asked again once the game is read. */
      bot->online++;
      bot->asked_at = 0;
    }
  act (bot);
}

static gboolean
act_idle_cb (gpointer data)
{
  Bot *bot = data;

  bot->act_idle = 0;
  act (bot);
  return G_SOURCE_REMOVE;
}

static void
error_cb (IshiRoomClient *client, const char *text, gpointer data)
{
  Bot *bot = data;

  fprintf (stderr, "%s: %s\n", ishi_room_client_get_name (client), text);
  /* A refused move is asked for again (the engine told the whole game
   * once more); refused three times at one position, the bot passes
   * rather than wait for a change that will not come. */
  if (bot->asked_at == 0)
    return;
  if (++bot->refused >= 3)
    {
      bot->refused = 0;
      ishi_room_client_send (client, "pass");
      return;
    }
  bot->asked_at = 0;
  if (bot->act_idle == 0)
    bot->act_idle = g_idle_add (act_idle_cb, bot);
}

/* Ishi's room says its refusals by id (ishi-room-messages.h): the bot
 * reads them as the English line they stand for. */
static void
say_cb (IshiRoomClient *client, int code, const char *id, const char *const *args, gpointer data)
{
  const IshiRoomMessage *message = ishi_room_message_by_id (id);
  g_autofree char *text = NULL;

  if (code != ISHI_IGS_ERROR)
    return;
  if (message && (int) g_strv_length ((char **) args) == ishi_room_message_n_args (message))
    text = ishi_room_message_igs_of (message, args);
  error_cb (client, text ? text : id, data);
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

int
ishi_tool_bot (int argc, char **argv)
{
  g_auto(IshiToolBotOptions) o = { 0 };
  Bot bot = { 0 };

  if (!ishi_tool_bot_parse_options (argc, argv, &o))
    {
      /* ishi-tool prints the usage after an exit status of 2. */
      fprintf (stderr, "%s\n", _("ishi-tool: wrong or missing arguments"));
      return 2;
    }
  memcpy (bot.sizes, o.sizes, sizeof bot.sizes);
  bot.max_minutes = o.max_minutes;

  bot.loop = g_main_loop_new (NULL, FALSE);
  bot.games_wanted = o.games;
  bot.move_timeout_ms = o.move_timeout * 1000;
  bot.client = o.igs ? ishi_room_client_new_for_server (o.name, o.password)
                     : ishi_room_client_new (o.name, o.code);
  if (!o.igs)
    {
      g_autofree char *token = NULL;
      bot.token_file = o.token_file ? g_strdup (o.token_file) : ishi_tool_bot_token_path (o.host, o.port, o.name);
      if (g_file_get_contents (bot.token_file, &token, NULL, NULL))
        ishi_room_client_set_token (bot.client, g_strstrip (token));
    }
  bot.engine = ishi_gtp_engine_new (o.engine, NULL, NULL);
  g_signal_connect (bot.client, "table-changed", G_CALLBACK (changed_cb), &bot);
  g_signal_connect (bot.client, "state-changed", G_CALLBACK (state_cb), &bot);
  g_signal_connect (bot.client, "error", G_CALLBACK (error_cb), &bot);
  g_signal_connect (bot.client, "say", G_CALLBACK (say_cb), &bot);
  g_signal_connect (bot.client, "line", G_CALLBACK (line_cb), &bot);
  g_signal_connect (bot.client, "login-failed", G_CALLBACK (login_failed_cb), &bot);
  g_signal_connect (bot.client, "match-offer", G_CALLBACK (offer_cb), &bot);
  g_signal_connect (bot.client, "komi-offer", G_CALLBACK (ishi_tool_bot_komi_cb), &bot);
  g_unix_signal_add (SIGINT, signal_cb, &bot);
  g_unix_signal_add (SIGTERM, signal_cb, &bot);
  ishi_gtp_engine_start_async (bot.engine, 0, NULL, started_cb, &bot);
  ishi_room_client_connect (bot.client, o.host, o.port, 0);
  g_main_loop_run (bot.loop);

  g_clear_handle_id (&bot.act_idle, g_source_remove);
  ishi_room_client_disconnect (bot.client);
  ishi_gtp_engine_quit (bot.engine);
  g_object_unref (bot.client);
  g_object_unref (bot.engine);
  g_main_loop_unref (bot.loop);
  g_free (bot.token_file);
  return bot.status;
}
