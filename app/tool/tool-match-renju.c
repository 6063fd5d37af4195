/* ishi-tool match --game renju — Renju games between two Piskvork brains,
 * or a brain and Ishi's own engine ("ishi" or "ishi:LEVEL" for a side).
 *
 * Each game is played through an IshiMatch under the free-opening Renju
 * row (or, with --rules renju-rif between Ishi's own engines, the RIF row:
 * Black's engine lays out one of the 26 openings and White's decides the
 * swap; or, with --openings, from the 26 openings in turn, below) with
 * the tournament rule (renju-rules.ja.txt: a forbidden move
 * loses), so every move is judged by Ishi's rules core: a five wins (for
 * White, five or more), Black's forbidden point loses (RE W+F), and an
 * answer that is no move, an occupied point, an error or none within
 * --move-timeout loses for that side (RE …+F, counted among its errors).
 * Every brain is started afresh for each game and told START 15, INFO
 * rule 4 (Renju) and INFO timeout_turn (--turn-time, by default the move
 * timeout; Ishi's own engine gets the same time, so that both sides think
 * alike while the timeout only catches a brain that hangs, even on a busy
 * machine); Black gets BEGIN, and each side
 * then the other's move with TURN x,y; a brain whose first move comes
 * after two or more stones (an opening laid out) gets the whole position
 * instead, BOARD with a line "x,y,1" for each of its stones and "x,y,2"
 * for each of the other's, in the order they were played, then DONE (the
 * brain counts the stones to know its colour).  MESSAGE and DEBUG lines
 * are passed over.  The games are written as SGF (GM[4], RU, PB/PW, RE), and the
 * results table follows, as for Go: wins per side with ± one standard
 * error, the seconds each side thought (as the tool measured them), its
 * errors, the average number of moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-engine-process.h"
#include "ishi-gtp-protocol.h"
#include "ishi-match.h"
#include "ishi-renju-board.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-openings.h"
#include "ishi-ruleset.h"
#include "ishi-tool.h"

typedef struct {
  const char *label;       /* "A", "B" */
  const char *command;     /* as given */
  int level;               /* Ishi's own engine: 1..5; 0 for a brain */
  int wins;
  int errors;
  double seconds;
  /* the brain of the current game */
  GSubprocess *process;
  GOutputStream *in;
  GDataInputStream *out;
  char *name;
  gint64 answered;         /* when its last answer was read (monotonic µs) */
  gboolean told;           /* it has seen this game's stones but the last */
} Side;

/* A brain may print its move a moment before it reads commands again:
 * Rapfi prints it and only then clears its "thinking" flag, and a TURN read
 * in between is dropped unread, its coordinates then taken for a command
 * ("ERROR Unknown command: 7,5") and the game lost for no answer.  The next
 * command to a brain goes no sooner than this after its last answer (the
 * move's time limit starts once it is sent). */
#define BRAIN_SETTLE_US 20000

/* "ishi" or "ishi:N": Ishi's own engine at level N (default 3). */
static int
own_level (const char *command)
{
  gint64 level = 3;

  if (g_str_equal (command, "ishi"))
    return (int) level;
  if (g_str_has_prefix (command, "ishi:")
      && g_ascii_string_to_signed (command + 5, 10, ISHI_RENJU_ENGINE_MIN_LEVEL,
                                   ISHI_RENJU_ENGINE_MAX_LEVEL, &level, NULL))
    return (int) level;
  return 0;
}

typedef struct {
  gboolean done;
  char *line;
  GError *error;
} LineRead;

static void
on_line (GObject *source, GAsyncResult *result, gpointer data)
{
  LineRead *r = data;

  r->line = ishi_engine_read_line_finish (G_BUFFERED_INPUT_STREAM (source), result, &r->error);
  r->done = TRUE;
}

static gboolean
on_timeout (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

/* The brain's next line that is not a MESSAGE or DEBUG, within `seconds`;
 * NULL with the reason otherwise. */
static char *
brain_read (Side *side, double seconds, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  for (;;)
    {
      g_autoptr(GCancellable) cancel = g_cancellable_new ();
      LineRead r = { 0 };
      gint64 left = deadline - g_get_monotonic_time ();
      guint timer;

      if (left <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, _("no answer within %.0f s"), seconds);
          return NULL;
        }
      timer = g_timeout_add ((guint) MAX (left / 1000, 1), on_timeout, cancel);
      /* A line is bounded: a brain that writes without end loses (issue 53). */
      ishi_engine_read_line_async (G_BUFFERED_INPUT_STREAM (side->out), ISHI_ENGINE_MAX_LINE, cancel, on_line, &r);
      while (!r.done)
        g_main_context_iteration (NULL, TRUE);
      if (!g_cancellable_is_cancelled (cancel))
        g_source_remove (timer);
      if (r.error != NULL)
        {
          if (g_error_matches (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              g_clear_error (&r.error);
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, _("no answer within %.0f s"), seconds);
            }
          else if (g_error_matches (r.error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
            {
              g_clear_error (&r.error);
              /* TRANSLATORS: %d a number of megabytes. */
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                           _("it wrote more than %d MB without ending its line"), ISHI_ENGINE_MAX_LINE >> 20);
            }
          else
            g_propagate_error (error, r.error);
          return NULL;
        }
      if (r.line == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, _("the engine ended"));
          return NULL;
        }
      g_strstrip (r.line);
      if (g_str_has_prefix (r.line, "MESSAGE") || g_str_has_prefix (r.line, "DEBUG") || r.line[0] == '\0')
        {
          g_free (r.line);
          continue;
        }
      side->answered = g_get_monotonic_time ();
      return r.line;
    }
}

static gboolean
brain_say (Side *side, const char *line, GError **error)
{
  g_autofree char *text = g_strdup_printf ("%s\r\n", line);
  gint64 since = g_get_monotonic_time () - side->answered;

  g_autoptr(GError) local = NULL;

  if (side->answered > 0 && since < BRAIN_SETTLE_US)
    g_usleep ((gulong) (BRAIN_SETTLE_US - since));
  if (g_output_stream_write_all (side->in, text, strlen (text), NULL, NULL, &local)
      && g_output_stream_flush (side->in, NULL, &local))
    return TRUE;
  /* A brain that exited: said as a read at its end says it (issue 53). */
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, _("the engine ended"));
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

static void
brain_stop (Side *side)
{
  if (side->process == NULL)
    return;
  brain_say (side, "END", NULL);
  g_output_stream_close (side->in, NULL, NULL);
  /* a brain that does not end on END is ended, with whatever it started */
  ishi_engine_process_end_group (ishi_engine_process_get_pid (side->process));
  g_subprocess_force_exit (side->process);
  g_subprocess_wait (side->process, NULL, NULL);
  g_clear_object (&side->process);
  g_clear_object (&side->out);
  side->in = NULL;
}

/* Starts the brain for a game: START 15 (OK), the rules and the time. */
static gboolean
brain_start (Side *side, int turn_time_ms, GError **error)
{
  g_auto(GStrv) argv = NULL;
  g_autofree char *info = NULL;
  g_autofree char *answer = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;

  if (!g_shell_parse_argv (side->command, NULL, &argv, error))
    return FALSE;
  launcher = ishi_engine_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                       | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  side->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, error);
  if (side->process == NULL)
    return FALSE;
  side->in = g_subprocess_get_stdin_pipe (side->process);
  side->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (side->process));
  if (side->name == NULL)
    {
      g_autofree char *about = NULL;
      const char *name;

      if (!brain_say (side, "ABOUT", error) || (about = brain_read (side, 15, error)) == NULL)
        return FALSE;
      name = strstr (about, "name=\"");
      side->name = name ? g_strndup (name + 6, strcspn (name + 6, "\"")) : g_strdup (side->command);
    }
  side->told = FALSE;
  if (!brain_say (side, "START 15", error) || (answer = brain_read (side, 15, error)) == NULL)
    return FALSE;
  if (!g_str_equal (answer, "OK"))
    {
      g_autofree char *quoted = ishi_gtp_quote (answer);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("START 15 was answered “%s”"), quoted);
      return FALSE;
    }
  info = g_strdup_printf ("INFO timeout_turn %d", turn_time_ms);
  return brain_say (side, "INFO rule 4", error) && brain_say (side, info, error)
         && brain_say (side, "INFO timeout_match 0", error);
}

/* Tells a brain the whole position, BOARD … DONE: `moves` in the order
 * played (Black first), each "1" when `color` played it. */
static gboolean
brain_say_board (Side *side, const GArray *moves, IshiColor color, GError **error)
{
  if (!brain_say (side, "BOARD", error))
    return FALSE;
  for (guint i = 0; i < moves->len; i++)
    {
      IshiPoint p = g_array_index (moves, IshiPoint, i);
      IshiColor played = i % 2 == 0 ? ISHI_BLACK : ISHI_WHITE;
      g_autofree char *line = g_strdup_printf ("%d,%d,%d", p.x, p.y, played == color ? 1 : 2);

      if (!brain_say (side, line, error))
        return FALSE;
    }
  return brain_say (side, "DONE", error);
}

/* The side's move: from the brain (told the opponent's last move, the
 * whole position after an opening laid out, or BEGIN), or from Ishi's
 * engine.  FALSE with the reason when there is none. */
static gboolean
side_move (Side *side, IshiMatch *match, IshiColor color, const GArray *moves,
           const IshiToolRenjuMatch *o,
           guint game, IshiPoint *move, GError **error)
{
  IshiGame *record = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (record);
  const IshiPosition *position = ishi_game_get_position (record);
  gint64 start = g_get_monotonic_time ();
  gboolean ok;

  if (side->level > 0)
    {
      IshiRenjuBoard board;
      IshiRenjuEngineResult result;

      ishi_renju_board_init (&board);
      for (int y = 0; y < ISHI_RENJU_SIZE; y++)
        for (int x = 0; x < ISHI_RENJU_SIZE; x++)
          if (rules->stone_at (position, x, y) != ISHI_EMPTY)
            ishi_renju_board_set (&board, x, y, rules->stone_at (position, x, y));
      ishi_renju_engine_choose (&board, color, (guint) side->level,
                                game * 1000 + ishi_game_get_move_number (record),
                                o->turn_time_ms / 1000.0 * 0.6, &result);
      *move = result.move;
      ok = result.move.x >= 0;
      if (!ok)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("no legal move"));
    }
  else
    {
      g_autofree char *answer = NULL;
      int x, y;
      char tail;

      if (moves->len == 0)
        ok = brain_say (side, "BEGIN", error);
      else if (!side->told && moves->len >= 2)
        ok = brain_say_board (side, moves, color, error);
      else
        {
          IshiPoint last = g_array_index (moves, IshiPoint, moves->len - 1);
          g_autofree char *say = g_strdup_printf ("TURN %d,%d", last.x, last.y);

          ok = brain_say (side, say, error);
        }
      side->told = TRUE;
      ok = ok && (answer = brain_read (side, o->move_timeout, error)) != NULL;
      if (ok && (sscanf (answer, "%d,%d%c", &x, &y, &tail) != 2 || x < 0 || y < 0
                 || x >= ISHI_RENJU_SIZE || y >= ISHI_RENJU_SIZE))
        {
          g_autofree char *quoted = ishi_gtp_quote (answer);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("“%s” is not a move"), quoted);
          ok = FALSE;
        }
      if (ok)
        *move = (IshiPoint) { x, y };
    }
  side->seconds += (g_get_monotonic_time () - start) / 1e6;
  return ok;
}

static void
save_game (const char *dir, int g, IshiGame *game)
{
  g_autofree char *name = g_strdup_printf ("game-%03d.sgf", g + 1);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  IshiSgfNode *root = ishi_game_get_root (game);
  g_autoptr (GError) error = NULL;

  if (!ishi_sgf_save (&root, 1, path, &error))
    fprintf (stderr, "ishi-tool match: %s\n", error->message);
}

/* 珠型交代打ち (renju-rules.ja.txt 第3章 (2)): Black's engine lays out an
 * opening, White's decides the swap — after a swap the sides change
 * colours for the rest of the game — and the record says both (ON, and
 * White's reason on move 3). */
static void
rif_opening (Side **black, Side **white, IshiMatch *match, int g, GArray *moves, GString *note)
{
  IshiGame *game = ishi_match_get_game (match);
  IshiPoint stones[3];
  const IshiRenjuOpening *opening = ishi_renju_engine_choose_opening ((guint) (*black)->level, (guint64) g, stones);
  g_autofree char *name = g_strdup_printf ("%s %s (%s)", opening->code, opening->kanji, opening->romaji);
  g_autofree char *reason = NULL;

  for (int k = 0; k < 3; k++)
    {
      ishi_match_play (match, stones[k].x, stones[k].y);
      g_array_append_val (moves, stones[k]);
    }
  ishi_game_set_info (game, "ON", name);
  if (ishi_renju_engine_decide_swap (opening, &reason))
    {
      Side *t = *black;

      *black = *white;
      *white = t;
    }
  ishi_game_set_node_text (game, "C", reason);
  g_string_append_printf (note, "%s: %s; ", opening->code, reason);
}

/* --openings: game `g` starts from the opening numbered `g` (or `g / 2`
 * with --alternate, so that each is played twice, the colours exchanged),
 * D1 to D13 then I1 to I13; past the 26, the next round turns them (White
 * 2 on each of the four points about h8 in turn, then mirrored), so that
 * none is played the same way again until 208 pairs.  The three stones go
 * into the record, the opening's name as ON and in the note. */
static void
lay_out_opening (IshiMatch *match, int g, gboolean alternate, GArray *moves, GString *note)
{
  /* White 2 beside h8 (direct) and diagonal to it (indirect), as
   * ishi-renju-openings.h places them: h9 and i9 first */
  static const IshiPoint direct[4] = { { 7, 6 }, { 8, 7 }, { 7, 8 }, { 6, 7 } };
  static const IshiPoint indirect[4] = { { 8, 6 }, { 8, 8 }, { 6, 8 }, { 6, 6 } };
  guint n;
  const IshiRenjuOpening *openings = ishi_renju_openings (&n);
  guint k = (guint) (alternate ? g / 2 : g);
  const IshiRenjuOpening *opening = &openings[k % n];
  guint round = k / n;
  IshiPoint white2 = (opening->indirect ? indirect : direct)[round % 4];
  IshiPoint stones[3];
  g_autofree char *name = g_strdup_printf ("%s %s (%s)", opening->code, opening->kanji, opening->romaji);

  if (!ishi_renju_opening_stones (opening, white2, (round / 4) % 2 == 1, stones))
    g_assert_not_reached ();
  for (int i = 0; i < 3; i++)
    {
      ishi_match_play (match, stones[i].x, stones[i].y);
      g_array_append_val (moves, stones[i]);
    }
  ishi_game_set_info (ishi_match_get_game (match), "ON", name);
  g_string_append_printf (note, "%s; ", opening->code);
}

/* A brain's fault loses the game by forfeit (RE …+F), the reason in the
 * record, beginning with the brain's name. */
static void
forfeit (IshiMatch *match, IshiColor color, const Side *side, const char *why)
{
  g_autofree char *reason = g_strdup_printf ("%s: %s", side->name ? side->name : side->command, why);

  ishi_match_forfeit (match, color, reason);
}

/* One game; the note says what ended it when it was not the board. */
static void
play_game (Side *black, Side *white, const IshiToolRenjuMatch *o, int g, IshiMatch *match,
           GArray *moves, GString *note)
{
  IshiGame *game = ishi_match_get_game (match);

  while (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING
         && ishi_game_get_move_number (game) < (guint) o->max_moves)
    {
      IshiColor color = ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
      Side *side = color == ISHI_BLACK ? black : white;
      g_autoptr(GError) error = NULL;
      IshiPoint move;
      IshiMoveStatus status;

      if (!side_move (side, match, color, moves, o, (guint) g, &move, &error))
        {
          side->errors++;
          g_string_append_printf (note, "%s: %s; ", side->label, error->message);
          forfeit (match, color, side, error->message);
          break;
        }
      status = ishi_match_play (match, move.x, move.y);
      if (status != ISHI_MOVE_OK)
        {
          g_autofree char *why = g_strdup_printf (_("%d,%d refused: %s"), move.x, move.y,
                                                  ishi_move_status_describe (status));

          side->errors++;
          g_string_append_printf (note, "%s: %s; ", side->label, why);
          forfeit (match, color, side, why);
          break;
        }
      g_array_append_val (moves, move);
    }
  if (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING)
    g_string_append (note, _("stopped at the move limit; "));
}

int
ishi_tool_match_renju (const IshiToolRenjuMatch *o)
{
  const IshiRuleset *ruleset = ishi_ruleset_lookup (o->rif ? "renju-rif" : "renju-free");
  IshiRulesOptions options;
  Side sides[2] = { { .label = "A", .command = o->black }, { .label = "B", .command = o->white } };
  int played = 0, draws = 0, total_moves = 0, status = 0;

  ishi_ruleset_get_options (ruleset, ISHI_RENJU_SIZE, &options);
  options.tournament = TRUE;
  for (int i = 0; i < 2; i++)
    {
      sides[i].level = own_level (sides[i].command);
      if (sides[i].level > 0)
        sides[i].name = g_strdup_printf ("Ishi (level %d)", sides[i].level);
    }

  printf ("game\tblack\twhite\tmoves\tresult\tnote\n");
  for (int g = 0; g < o->games; g++)
    {
      gboolean swap = o->alternate && (g % 2 == 1);
      Side *black = &sides[swap ? 1 : 0];
      Side *white = &sides[swap ? 0 : 1];
      g_autoptr (IshiMatch) match = ishi_match_new_game_full (ruleset, &options, 0, NAN);
      IshiGame *game = ishi_match_get_game (match);
      g_autoptr (GString) note = g_string_new (NULL);
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      g_autofree char *re = NULL;
      IshiResult result;
      guint n_moves;

      for (int i = 0; i < 2; i++)
        {
          g_autoptr(GError) error = NULL;

          if (sides[i].level == 0 && !brain_start (&sides[i], o->turn_time_ms, &error))
            {
              fprintf (stderr, _("ishi-tool match: the engine “%s” could not be started: %s\n"),
                       sides[i].command, error->message);
              status = 1;
            }
        }
      if (status != 0)
        break;
      if (o->rif)
        rif_opening (&black, &white, match, g, moves, note);
      else if (o->openings)
        lay_out_opening (match, g, o->alternate, moves, note);
      ishi_game_set_info (game, "PB", black->name);
      ishi_game_set_info (game, "PW", white->name);
      play_game (black, white, o, g, match, moves, note);
      brain_stop (&sides[0]);
      brain_stop (&sides[1]);

      ishi_match_get_result (match, &result);
      n_moves = ishi_game_get_move_number (game);
      total_moves += (int) n_moves;
      played++;
      if (result.winner == ISHI_BLACK)
        black->wins++;
      else if (result.winner == ISHI_WHITE)
        white->wins++;
      else if (result.kind == ISHI_RESULT_DRAW)
        draws++;
      re = ishi_game_get_info (game, "RE");
      if (o->sgf_dir)
        save_game (o->sgf_dir, g, game);
      printf ("%d\t%s\t%s\t%u\t%s\t%s\n", g + 1, black->label, white->label, n_moves,
              re ? re : "?", note->str);
      fflush (stdout);
    }

  if (played > 0)
    {
      printf ("\n%s\n", _("engine\twins\t±\tthinking s\terrors\tcommand"));
      for (int i = 0; i < 2; i++)
        ishi_tool_print_match_side (sides[i].label, sides[i].wins, draws, played,
                                    sides[i].seconds, sides[i].errors, sides[i].command);
      printf (_("games: %d (drawn: %d, each counted as half a win), average moves: %.1f\n"),
              played, draws, (double) total_moves / played);
    }
  for (int i = 0; i < 2; i++)
    {
      brain_stop (&sides[i]);
      g_free (sides[i].name);
    }
  return status;
}
