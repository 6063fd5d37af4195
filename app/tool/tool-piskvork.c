/* ishi-tool piskvork — Ishi's own Renju engine as a Piskvork ("Gomocup")
 * brain on stdin and stdout, for Piskvork, the Gomocup managers,
 * Yixin-Board or `ishi-tool match --game renju`.
 *
 *   ishi-tool piskvork [--level N] [--seed N] [--messages]
 *
 * The commands of the protocol it answers (one line each; coordinates are
 * "x,y" from 0, x from the left, y from the top, as Ishi's core counts):
 *
 *   START size        OK, or ERROR for a board other than 15×15
 *   RESTART           OK: a new game on the same board
 *   BEGIN             the brain moves first (as Black): its move
 *   TURN x,y          the opponent's move: the brain's reply
 *   BOARD … DONE      a whole position, one "x,y,who" line a stone (1: the
 *                     brain's, 2: the opponent's); the brain moves.  The
 *                     side that moves is Black when both have as many stones
 *   TAKEBACK x,y      the stone goes: OK
 *   INFO key value    timeout_turn (ms a move), timeout_match, time_left,
 *                     max_memory, rule (a bit mask: 4 is Renju), …; no answer
 *   ABOUT             name="Ishi", version=…, author=…, country=…
 *   END               the brain ends, without an answer
 *
 * Only Renju is played (INFO rule with bit 4, or no INFO rule at all): the
 * brain as Black never chooses a forbidden point (ishi-renju-engine.h); a
 * rule without bit 4 (free-style Gomoku) makes every move request answer
 * ERROR, since Ishi's engine knows no other rules.  A move is answered
 * within timeout_turn: the search is given 60 % of it (and of what is left
 * of time_left over 10 moves), and stops at its level's budget of
 * positions first when that comes sooner, so that under a generous time
 * the answers are the same on every run (fixed seed).
 *
 * With --messages each move comes after a line "MESSAGE Depth D | Eval E |
 * Nodes N", as Rapfi writes its search (Eval from the brain's side, in
 * the engine's units): Ishi's window reads the evaluation from it when the
 * brain analyses (ishi-piskvork-brain.h); managers pass MESSAGE lines over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-renju-board.h"
#include "ishi-renju-engine.h"
#include "ishi-tool.h"

typedef struct {
  IshiRenjuBoard board;
  gboolean started;
  IshiColor own;          /* the brain's colour; ISHI_EMPTY before the first move */
  guint moves;            /* stones on the board */
  guint level;
  guint64 seed;
  gint64 timeout_turn;    /* ms; 0: as fast as possible */
  gint64 time_left;       /* ms; < 0: not given */
  gboolean renju;         /* the rule asks for Renju (or was never given) */
  gboolean messages;      /* --messages: the search's depth and evaluation before each move */
} Brain;

static void
say (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
say (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
}

/* "x,y" (spaces allowed) on the board; FALSE otherwise. */
static gboolean
parse_point (const char *text, int *x, int *y)
{
  char *end;
  gint64 a, b;

  a = g_ascii_strtoll (text, &end, 10);
  if (end == text)
    return FALSE;
  while (*end == ' ')
    end++;
  if (*end != ',')
    return FALSE;
  text = end + 1;
  b = g_ascii_strtoll (text, &end, 10);
  if (end == text)
    return FALSE;
  *x = (int) a;
  *y = (int) b;
  return a >= 0 && b >= 0 && a < ISHI_RENJU_SIZE && b < ISHI_RENJU_SIZE;
}

static void
brain_reset (Brain *brain)
{
  ishi_renju_board_init (&brain->board);
  brain->own = ISHI_EMPTY;
  brain->moves = 0;
}

/* Chooses, plays and says the brain's move. */
static void
brain_move (Brain *brain)
{
  IshiRenjuEngineResult result;
  double seconds;

  if (!brain->started)
    {
      say ("ERROR the game has not started (START 15 first)");
      return;
    }
  if (!brain->renju)
    {
      say ("ERROR Ishi plays Renju only (INFO rule 4)");
      return;
    }
  seconds = brain->timeout_turn > 0 ? brain->timeout_turn * 0.6 / 1000.0 : 0.05;
  if (brain->time_left >= 0)
    seconds = MIN (seconds, brain->time_left / 10.0 / 1000.0);
  seconds = MAX (seconds, 0.02);
  ishi_renju_engine_choose (&brain->board, brain->own, brain->level,
                            brain->seed * 1000 + brain->moves, seconds, &result);
  if (result.move.x < 0)
    {
      say ("ERROR no legal move is left");
      return;
    }
  ishi_renju_board_set (&brain->board, result.move.x, result.move.y, brain->own);
  brain->moves++;
  if (brain->messages)
    say ("MESSAGE Depth %u | Eval %d | Nodes %" G_GUINT64_FORMAT, result.depth, result.score, result.nodes);
  say ("%d,%d", result.move.x, result.move.y);
}

/* The opponent's move (TURN): on an empty point of the board. */
static gboolean
opponent_move (Brain *brain, const char *text)
{
  int x, y;

  if (!brain->started)
    {
      say ("ERROR the game has not started (START 15 first)");
      return FALSE;
    }
  if (!parse_point (text, &x, &y) || ishi_renju_board_get (&brain->board, x, y) != ISHI_EMPTY)
    {
      say ("ERROR the move \"%s\" is not on an empty point of the board", text);
      return FALSE;
    }
  /* the first move of the game is Black's: then the brain is White */
  if (brain->own == ISHI_EMPTY)
    brain->own = brain->moves % 2 == 0 ? ISHI_WHITE : ISHI_BLACK;
  ishi_renju_board_set (&brain->board, x, y, ishi_color_other (brain->own));
  brain->moves++;
  return TRUE;
}

/* BOARD: stone lines until DONE; then the brain moves.  FALSE at the end
 * of the input. */
static gboolean
read_board (Brain *brain, FILE *in)
{
  char line[256];
  int own = 0, other = 0;
  IshiRenjuBoard board;
  gboolean bad = FALSE, done = FALSE;
  GArray *own_points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  GArray *other_points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  ishi_renju_board_init (&board);
  while (fgets (line, sizeof line, in) != NULL)
    {
      int x, y;
      char *comma;
      IshiPoint p;

      g_strstrip (line);
      if (g_ascii_strcasecmp (line, "DONE") == 0)
        {
          done = TRUE;
          break;
        }
      comma = strrchr (line, ',');
      if (comma == NULL || !parse_point (line, &x, &y) || ishi_renju_board_get (&board, x, y) != ISHI_EMPTY)
        {
          bad = TRUE;
          continue;
        }
      p = (IshiPoint) { x, y };
      ishi_renju_board_set (&board, x, y, ISHI_BLACK);
      if (atoi (comma + 1) == 1)
        {
          own++;
          g_array_append_val (own_points, p);
        }
      else
        {
          other++;
          g_array_append_val (other_points, p);
        }
    }
  if (!done)
    {
      g_array_unref (own_points);
      g_array_unref (other_points);
      return FALSE;
    }
  if (bad || (own != other && own + 1 != other))
    say ("ERROR the position of BOARD is not one of a game (stones, or how many each side has)");
  else
    {
      brain->own = own == other ? ISHI_BLACK : ISHI_WHITE;
      ishi_renju_board_init (&brain->board);
      for (guint i = 0; i < own_points->len; i++)
        {
          IshiPoint p = g_array_index (own_points, IshiPoint, i);
          ishi_renju_board_set (&brain->board, p.x, p.y, brain->own);
        }
      for (guint i = 0; i < other_points->len; i++)
        {
          IshiPoint p = g_array_index (other_points, IshiPoint, i);
          ishi_renju_board_set (&brain->board, p.x, p.y, ishi_color_other (brain->own));
        }
      brain->moves = (guint) (own + other);
      brain_move (brain);
    }
  g_array_unref (own_points);
  g_array_unref (other_points);
  return TRUE;
}

static void
info (Brain *brain, const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", 2);
  gint64 value;

  if (words[0] == NULL || words[1] == NULL)
    return;
  value = g_ascii_strtoll (words[1], NULL, 10);
  if (g_ascii_strcasecmp (words[0], "timeout_turn") == 0)
    brain->timeout_turn = MAX (value, 0);
  else if (g_ascii_strcasecmp (words[0], "time_left") == 0)
    brain->time_left = MAX (value, 0);
  else if (g_ascii_strcasecmp (words[0], "rule") == 0)
    brain->renju = (value & 4) != 0;
  /* timeout_match, max_memory, game_type, evaluate, folder: nothing to do */
}

int
ishi_tool_piskvork (int argc, char **argv)
{
  Brain brain = { .level = 3, .seed = 1, .timeout_turn = 5000, .time_left = -1, .renju = TRUE };
  char line[1024];

  for (int i = 1; i < argc; i++)
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;
      gint64 number;

      if (g_str_equal (argv[i], "--level") && value
          && g_ascii_string_to_signed (value, 10, ISHI_RENJU_ENGINE_MIN_LEVEL, ISHI_RENJU_ENGINE_MAX_LEVEL,
                                       &number, NULL))
        brain.level = (guint) number;
      else if (g_str_equal (argv[i], "--seed") && value
               && g_ascii_string_to_signed (value, 10, 0, G_MAXINT32, &number, NULL))
        brain.seed = (guint64) number;
      else if (g_str_equal (argv[i], "--messages"))
        {
          brain.messages = TRUE;
          continue;
        }
      else
        {
          return 2;
        }
      i++;
    }
  brain_reset (&brain);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      char *command = g_strstrip (line), *rest;

      rest = strchr (command, ' ');
      if (rest != NULL)
        {
          *rest++ = '\0';
          while (*rest == ' ')
            rest++;
        }
      else
        rest = command + strlen (command);

      if (*command == '\0')
        continue;
      if (g_ascii_strcasecmp (command, "START") == 0)
        {
          if (atoi (rest) != ISHI_RENJU_SIZE)
            say ("ERROR Ishi plays Renju on a 15x15 board only");
          else
            {
              brain_reset (&brain);
              brain.started = TRUE;
              say ("OK");
            }
        }
      else if (g_ascii_strcasecmp (command, "RESTART") == 0)
        {
          brain_reset (&brain);
          brain.started = TRUE;
          say ("OK");
        }
      else if (g_ascii_strcasecmp (command, "BEGIN") == 0)
        {
          if (brain.moves != 0)
            say ("ERROR BEGIN comes only on an empty board");
          else
            {
              brain.own = ISHI_BLACK;
              brain_move (&brain);
            }
        }
      else if (g_ascii_strcasecmp (command, "TURN") == 0)
        {
          if (opponent_move (&brain, rest))
            brain_move (&brain);
        }
      else if (g_ascii_strcasecmp (command, "BOARD") == 0)
        {
          if (!brain.started)
            say ("ERROR the game has not started (START 15 first)");
          else if (!read_board (&brain, stdin))
            break;
        }
      else if (g_ascii_strcasecmp (command, "TAKEBACK") == 0)
        {
          int x, y;

          if (parse_point (rest, &x, &y) && ishi_renju_board_get (&brain.board, x, y) != ISHI_EMPTY)
            {
              ishi_renju_board_set (&brain.board, x, y, ISHI_EMPTY);
              brain.moves--;
              say ("OK");
            }
          else
            say ("ERROR no stone at \"%s\"", rest);
        }
      else if (g_ascii_strcasecmp (command, "INFO") == 0)
        info (&brain, rest);
      else if (g_ascii_strcasecmp (command, "ABOUT") == 0)
        say ("name=\"Ishi\", version=\"%s\", author=\"the Ishi authors\", country=\"JP\", www=\"https://ishi.github.io\"",
             PACKAGE_VERSION);
      else if (g_ascii_strcasecmp (command, "END") == 0)
        break;
      else
        say ("UNKNOWN %s", command);
    }
  return 0;
}
