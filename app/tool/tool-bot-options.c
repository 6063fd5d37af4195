/* tool-bot-options.c — ishi-tool bot's command line (see tool-bot.c for
 * what each option does): read and checked, nothing started.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-room-server.h"
#include "ishi-tool.h"

/* HOST, HOST:PORT or [ADDRESS]:PORT. */
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

/* The option `arg` with its `value`: FALSE when it is none of ours or
 * its value is wrong. */
static gboolean
parse_option (IshiToolBotOptions *o, const char *arg, const char *value, const char **server,
              const char **sizes)
{
  guint64 n;

  if (g_str_equal (arg, "--server"))
    *server = value;
  else if (g_str_equal (arg, "--name"))
    o->name = value;
  else if (g_str_equal (arg, "--code"))
    o->code = value;
  else if (g_str_equal (arg, "--engine"))
    o->engine = value;
  else if (g_str_equal (arg, "--password"))
    o->password = value;
  else if (g_str_equal (arg, "--token-file"))
    o->token_file = value;
  else if (g_str_equal (arg, "--sizes"))
    *sizes = value;
  else if (g_str_equal (arg, "--max-minutes"))
    {
      if (!g_ascii_string_to_unsigned (value, 10, 0, 100000, &n, NULL))
        return FALSE;
      o->max_minutes = (int) n;
    }
  else if (g_str_equal (arg, "--games"))
    {
      if (!g_ascii_string_to_unsigned (value, 10, 1, 1000000, &n, NULL))
        return FALSE;
      o->games = (guint) n;
    }
  else if (g_str_equal (arg, "--move-timeout"))
    {
      if (!g_ascii_string_to_unsigned (value, 10, 1, 86400, &n, NULL))
        return FALSE;
      o->move_timeout = (int) n;
    }
  else
    return FALSE;
  return TRUE;
}

/* --sizes 9,13,19 */
static gboolean
parse_sizes (IshiToolBotOptions *o, const char *sizes)
{
  g_auto (GStrv) list = g_strsplit (sizes, ",", -1);

  for (guint i = 0; list[i]; i++)
    {
      guint64 n;

      if (!g_ascii_string_to_unsigned (list[i], 10, 2, G_N_ELEMENTS (o->sizes) - 1, &n, NULL))
        return FALSE;
      o->sizes[n] = TRUE;
    }
  return TRUE;
}

gboolean
ishi_tool_bot_parse_options (int argc, char **argv, IshiToolBotOptions *o)
{
  const char *server = NULL;
  const char *sizes = "9,13,19";

  o->move_timeout = 60;
  o->max_minutes = 60;
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (g_str_equal (arg, "--igs"))
        {
          o->igs = TRUE;
          continue;
        }
      if (value == NULL || !parse_option (o, arg, value, &server, &sizes))
        return FALSE;
      i++;
    }
  if (server == NULL || o->name == NULL || o->engine == NULL || !parse_server (server, &o->host, &o->port))
    return FALSE;
  if (!o->igs && (o->password || !g_str_equal (sizes, "9,13,19") || o->max_minutes != 60))
    return FALSE;   /* the limits are a plain server's: a room has its own */
  if (o->igs && (o->code || o->token_file))
    return FALSE;
  return parse_sizes (o, sizes);
}

void
ishi_tool_bot_options_clear (IshiToolBotOptions *o)
{
  g_clear_pointer (&o->host, g_free);
}
