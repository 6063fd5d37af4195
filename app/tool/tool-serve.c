/* ishi-tool serve — hosts the online page's room without a window, for a
 * school's server: the room of core/net on a TCP port, its games saved in
 * a records folder, until SIGINT or SIGTERM.
 *
 *   ishi-tool serve [--port N] [--name NAME] [--code CODE] [--records DIR]
 *                   [--game go|renju] [--address ADDR] [--no-observers]
 *                   [--class] [--teacher-code CODE] [--web-port N | --no-web]
 *
 * It prints one line when it listens — "Room NAME, code CODE, port N" —
 * so a script (or a test, with --port 0) learns the port.  A class also
 * serves the pupils' page (ishi-room-web.h) on the web port (the room's
 * plus one, 6971; any free port when the room's is 0), and says where:
 * "Pupils' page: http://ADDRESS:PORT/".  Started again
 * with the same --records folder it opens the same room: the tables, the
 * seats and the games in progress come back, and the players' clients
 * reconnect to them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "ishi-games-sheet.h"
#include "ishi-go-engine-player.h"
#include "ishi-lesson-web.h"
#include "ishi-room-server.h"
#include "ishi-room-web.h"
#include "ishi-secret.h"
#include "ishi-tool.h"

/* A class's pupil plays Ishi's Go engine at her level (/engine). */
static IshiPlayer *
engine_new (const IshiRuleset *ruleset, int level, gpointer data)
{
  return ishi_go_engine_player_new_at_level (ruleset, level);
}

/* A class's page for the pupils' tablets, with the lessons of this
 * machine; NULL when the port cannot be had. */
static IshiRoomWeb *
serve_page (IshiRoomServer *server, const char *address, guint16 port, GError **error)
{
  g_auto (GStrv) dirs = ishi_tool_lesson_dirs ();
  g_autoptr (IshiRoomWeb) web = ishi_room_web_new (server);

  ishi_room_web_set_lessons (web, ishi_lesson_web_answer, ishi_lesson_web_new ((const char *const *) dirs),
                             (GDestroyNotify) ishi_lesson_web_free);
  if (!ishi_room_web_listen (web, address, port, error))
    return NULL;
  return g_steal_pointer (&web);
}

/* The lines a script reads: where the room and its page are.  The room
 * read back from its folder keeps its own code. */
static void
say_where (IshiRoom *room, IshiRoomServer *server, IshiRoomWeb *web, const char *records)
{
  printf (_("Room %s, code %s, port %u\n"), ishi_room_get_name (room), ishi_room_get_code (room),
          ishi_room_server_get_port (server));
  if (ishi_room_get_teacher_code (room))
    printf (_("A class: the teacher’s code is %s (keep it from the pupils)\n"),
            ishi_room_get_teacher_code (room));
  if (web)
    {
      g_autofree char *url = ishi_room_web_get_url (web);
      ishi_room_set_web_url (room, url);
      printf (_("Pupils’ page: %s\n"), url);
    }
  printf (_("Records: %s\n"), records);
  fflush (stdout);
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

int
ishi_tool_serve (int argc, char **argv)
{
  guint64 port = ISHI_ROOM_DEFAULT_PORT, web_port = G_MAXUINT64;
  gboolean no_web = FALSE;
  const char *name = "Ishi", *code = NULL, *records = NULL, *game = "go", *address = NULL;
  gboolean no_observers = FALSE, is_class = FALSE;
  const char *teacher_code = NULL;
  g_autofree char *random_teacher_code = NULL;
  g_autofree char *random_code = NULL;
  g_autofree char *default_records = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = NULL;
  g_autoptr (IshiRoomServer) server = NULL;
  g_autoptr (IshiRoomWeb) web = NULL;
  g_autoptr (GMainLoop) loop = NULL;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (g_str_equal (arg, "--no-observers"))
        {
          no_observers = TRUE;
          continue;
        }
      if (g_str_equal (arg, "--class"))
        {
          is_class = TRUE;
          continue;
        }
      if (g_str_equal (arg, "--no-web"))
        {
          no_web = TRUE;
          continue;
        }
      if (value == NULL)
        goto bad;
      if (g_str_equal (arg, "--port"))
        {
          if (!g_ascii_string_to_unsigned (value, 10, 0, 65535, &port, NULL))
            goto bad;
        }
      else if (g_str_equal (arg, "--web-port"))
        {
          if (!g_ascii_string_to_unsigned (value, 10, 0, 65535, &web_port, NULL))
            goto bad;
        }
      else if (g_str_equal (arg, "--name"))
        name = value;
      else if (g_str_equal (arg, "--code"))
        code = value;
      else if (g_str_equal (arg, "--records"))
        records = value;
      else if (g_str_equal (arg, "--game"))
        game = value;
      else if (g_str_equal (arg, "--address"))
        address = value;
      else if (g_str_equal (arg, "--teacher-code"))
        {
          teacher_code = value;
          is_class = TRUE;
        }
      else
        goto bad;
      i++;
    }
  if (code == NULL)
    code = random_code = ishi_secret_digits (4);
  if (is_class && teacher_code == NULL)
    teacher_code = random_teacher_code = ishi_secret_digits (8);
  if (records == NULL)
    records = default_records = g_build_filename (g_get_user_data_dir (), "ishi", "rooms", name, NULL);
  {
    IshiRoomConfig config = {
      .name = name, .game = game, .code = code, .records_dir = records,
      .no_observers = no_observers, .teacher_code = teacher_code, .engine_new = engine_new,
    };
    room = ishi_room_new (&config, &error);
  }
  if (room == NULL)
    {
      fprintf (stderr, "ishi-tool serve: %s\n", error->message);
      return 1;
    }
  server = ishi_room_server_new (room, NULL);
  if (!ishi_room_server_listen (server, address, port, &error))
    {
      fprintf (stderr, "ishi-tool serve: %s\n", error->message);
      return 1;
    }
  if (ishi_room_get_teacher_code (room) && !no_web)
    {
      if (web_port == G_MAXUINT64)
        web_port = port == 0 || port == G_MAXUINT16 ? 0 : port + 1;
      web = serve_page (server, address, web_port, &error);
      if (web == NULL)
        {
          fprintf (stderr, "ishi-tool serve: %s\n", error->message);
          return 1;
        }
    }
  say_where (room, server, web, records);
  loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGINT, quit_cb, loop);
  g_unix_signal_add (SIGTERM, quit_cb, loop);
  g_main_loop_run (loop);
  ishi_room_flush (room, 10000);
  if (web)
    ishi_room_web_stop (web);
  ishi_room_server_stop (server);
  return 0;

bad:
  /* ishi-tool prints the usage after an exit status of 2. */
  fprintf (stderr, "%s\n", _("ishi-tool: wrong or missing arguments"));
  return 2;
}

/* ishi-tool games-sheet FOLDER --output OUT.pdf: a class's games of a day
 * (the records of RECORDS/YYYY-MM-DD), their final positions on A4 pages
 * to review together; exit 1 when the folder cannot be read or the PDF
 * written. */
int
ishi_tool_games_sheet (int argc, char **argv)
{
  const char *folder = NULL, *output = NULL;
  g_autoptr (GError) error = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--output") && i + 1 < argc)
        output = argv[++i];
      else if (folder == NULL && argv[i][0] != '-')
        folder = argv[i];
      else
        goto bad;
    }
  if (folder == NULL || output == NULL)
    goto bad;
  if (!ishi_games_sheet_save_pdf (folder, output, &error))
    {
      fprintf (stderr, "ishi-tool games-sheet: %s\n", error->message);
      return 1;
    }
  return 0;

bad:
  fprintf (stderr, "%s\n", _("ishi-tool: wrong or missing arguments"));
  return 2;
}
