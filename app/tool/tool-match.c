/* ishi-tool match — two GTP engines play each other, like gogui-twogtp.
 *
 *   ishi-tool match --black CMD --white CMD [--size N] [--komi K] [--rules R]
 *                   [--games G] [--handicap H] [--alternate] [--time SETTINGS]
 *                   [--sgf-dir DIR] [--max-moves M] [--move-timeout S]
 *
 * Each game is played through IshiMatch with two IshiGtpPlayers, so every
 * move is checked by Ishi's rules.  An engine that fails — dies, does not
 * answer within its time, answers a move that is not legal or no move at
 * all — loses that game by forfeit (RE "W+F" / "B+F", the reason in the
 * record's comment, its words cut to a readable length), and it is counted
 * among its errors; it plays the next game afresh, started again if it
 * died (issue 53: the next game waited for it for ever).  After two
 * passes Ishi counts the game itself: the dead stones are the ones both
 * engines give with final_status_list dead; where they disagree, or one
 * cannot say, Ishi's own suggestion is used and the table says so.  RE is
 * Ishi's count; where an engine's final_score disagrees with it, a line
 * says so.  --alternate swaps the colours every other game ("A" is the
 * --black engine, "B" the --white one).  --time takes the compact form of
 * the settings ("byoyomi:600:5:30:0:0:0", ishi-timecontrol.h).
 *
 * The results table: games won by each engine with ± one standard error,
 * the average number of moves, each engine's CPU time (from /proc of its
 * process), errors, and games identical to an earlier one.  The game loop
 * knows only IshiPlayer and IshiMatch; the engine-specific parts (dead
 * stones, final_score, CPU time) are the few functions marked GTP below,
 * so that another protocol's players (Renju's Piskvork engines) could
 * take their place.
 *
 * Exit status: 0 when every game was played, 1 when an engine could not
 * be started, 2 for bad arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "ishi-go-dead.h"
#include "ishi-gtp-player.h"
#include "ishi-match.h"
#include "ishi-ruleset.h"
#include "ishi-tool.h"

typedef struct {
  const char *label;          /* "A", "B" */
  char *command;
  IshiGtpPlayer *player;
  GError *failure;            /* the failure of the current game */
  int wins;
  int errors;
  double cpu;
} Side;

typedef struct {
  gboolean stop;
} Loop;

/* --- GTP: what is engine-specific ---------------------------------------- */

static void
on_failed (IshiGtpPlayer *player, const GError *error, gpointer data)
{
  Side *side = data;
  if (side->failure == NULL)
    side->failure = g_error_copy (error);
}

typedef struct {
  gboolean done;
  GArray *points;
  char *text;
  GError *error;
} Reply;

static void
on_dead (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;
  r->points = ishi_gtp_player_dead_stones_finish (ISHI_GTP_PLAYER (source), result, &r->error);
  r->done = TRUE;
}

static void
on_command (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *r = data;
  r->text = ishi_gtp_player_command_finish (ISHI_GTP_PLAYER (source), result, &r->error);
  r->done = TRUE;
}

/* The engine's dead stones as a size×size mask, or NULL when it cannot say. */
static guint8 *
engine_dead (Side *side, IshiMatch *match, int size)
{
  Reply r = { 0 };
  guint8 *mask;

  ishi_gtp_player_dead_stones_async (side->player, match, NULL, on_dead, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  if (r.points == NULL)
    {
      g_clear_error (&r.error);
      return NULL;
    }
  mask = g_new0 (guint8, size * size);
  for (guint i = 0; i < r.points->len; i++)
    {
      IshiPoint p = g_array_index (r.points, IshiPoint, i);
      mask[p.y * size + p.x] = 1;
    }
  g_array_unref (r.points);
  return mask;
}

/* final_score as Black's margin; FALSE when the engine has none. */
static gboolean
engine_score (Side *side, IshiMatch *match, double *margin, char **text)
{
  Reply r = { 0 };

  ishi_gtp_player_command_async (side->player, match, "final_score", NULL, on_command, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  if (r.text == NULL)
    {
      g_clear_error (&r.error);
      return FALSE;
    }
  if (r.text[0] == 'B' || r.text[0] == 'b')
    *margin = g_ascii_strtod (r.text + 2, NULL);
  else if (r.text[0] == 'W' || r.text[0] == 'w')
    *margin = -g_ascii_strtod (r.text + 2, NULL);
  else
    *margin = 0;
  *text = r.text;
  return TRUE;
}

/* --- the game loop ------------------------------------------------------- */

/* The moves of the current line, as text, to find repeated games. */
static char *
game_moves (IshiGame *game)
{
  GString *s = g_string_new (NULL);
  g_autoptr (GPtrArray) line = g_ptr_array_new ();
  IshiSgfNode *root = ishi_game_get_root (game);

  for (IshiSgfNode *n = ishi_game_get_node (game); n && n != root; n = n->parent)
    g_ptr_array_add (line, n);
  for (guint i = line->len; i-- > 0;)
    {
      IshiColor c;
      int x, y;
      if (ishi_game_node_move (g_ptr_array_index (line, i), ishi_game_get_size (game), &c, &x, &y))
        g_string_append_printf (s, "%c%d,%d;", c == ISHI_BLACK ? 'B' : 'W', x, y);
    }
  return g_string_free (s, FALSE);
}

/* Counts a game that two passes ended: dead stones agreed by both engines,
 * else Ishi's suggestion.  Returns TRUE when the engines agreed. */
static gboolean
settle_dead (IshiMatch *match, Side *black, Side *white)
{
  int size = ishi_game_get_size (ishi_match_get_game (match));
  g_autofree guint8 *a = engine_dead (black, match, size);
  g_autofree guint8 *b = engine_dead (white, match, size);
  IshiCounting *counting = ishi_match_get_counting (match);

  if (a == NULL || b == NULL || memcmp (a, b, (size_t) (size * size)) != 0 || counting == NULL)
    return FALSE;
  /* Toggling marks a whole string: two rounds settle every point. */
  for (int round = 0; round < 2; round++)
    for (int i = 0; i < size * size; i++)
      if (!ishi_counting_get_dead (counting)[i] != !a[i])
        ishi_match_toggle_dead (match, i % size, i / size);
  return TRUE;
}

/* Asks the side to move to begin and runs the main loop until the game
 * leaves play, an engine fails, or the move limit is reached. */
static void
play_until_end (IshiMatch *match, Side *black, Side *white, int max_moves)
{
  IshiGame *game = ishi_match_get_game (match);
  IshiColor first = ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));

  /* A player that failed takes no turn (ishi-gtp-player.h): its failure
   * ends the game at once instead of a wait for ever. */
  for (Side *side = black; side != NULL; side = side == black ? white : NULL)
    if (side->failure == NULL && ishi_gtp_player_get_error (side->player) != NULL)
      side->failure = g_error_copy (ishi_gtp_player_get_error (side->player));
  if (black->failure != NULL || white->failure != NULL)
    return;
  ishi_player_your_turn (ishi_match_get_player (match, first), match);
  while (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING
         && black->failure == NULL && white->failure == NULL
         && ishi_game_get_move_number (game) < (guint) max_moves)
    g_main_context_iteration (NULL, TRUE);
}

/* Under area counting a stone played inside one's own area costs nothing,
 * so a disagreement on the dead stones can be settled the way KGS settles
 * it: play goes on, each engine in its cleanup mode (kgs-genmove_cleanup
 * where it lists it), until two passes again; stones that were dead have
 * been captured by then, and the engines are asked once more.  Returns
 * TRUE when they agree afterwards; the moves played on are in the record. */
static gboolean
settle_by_play (IshiMatch *match, Side *black, Side *white, int max_moves, guint *played_on)
{
  IshiGame *game = ishi_match_get_game (match);
  guint before = ishi_game_get_move_number (game);
  gboolean agreed = FALSE;

  if (ishi_match_get_ruleset (match)->scoring != ISHI_SCORE_CHINESE
      || !ishi_match_continue_play (match))
    return FALSE;
  ishi_gtp_player_set_cleanup (black->player, TRUE);
  ishi_gtp_player_set_cleanup (white->player, TRUE);
  play_until_end (match, black, white, max_moves);
  ishi_player_cancel (ISHI_PLAYER (black->player));
  ishi_player_cancel (ISHI_PLAYER (white->player));
  ishi_gtp_player_set_cleanup (black->player, FALSE);
  ishi_gtp_player_set_cleanup (white->player, FALSE);
  *played_on = ishi_game_get_move_number (game) - before;
  if (black->failure == NULL && white->failure == NULL
      && ishi_match_get_phase (match) == ISHI_PHASE_COUNTING)
    agreed = settle_dead (match, black, white);
  return agreed;
}

/* A game that two passes ended is counted: the dead stones both engines
 * name, else (area counting) what play settles, else Ishi's suggestion;
 * the engines' own final_score is compared with the count.  What happened
 * goes into `note`.  FALSE when the game did not end (the move limit was
 * reached while the dead stones were played out). */
static gboolean
count_game (IshiMatch *match, Side *black, Side *white, int max_moves, GString *note)
{
  IshiResult result;
  double margin;
  g_autofree char *bs = NULL;
  g_autofree char *ws = NULL;
  guint played_on = 0;

  if (!settle_dead (match, black, white))
    {
      if (settle_by_play (match, black, white, max_moves, &played_on))
        g_string_append_printf (note, _("the engines disagreed on the dead stones: settled by %u moves of play; "),
                                played_on);
      else if (ishi_match_get_phase (match) == ISHI_PHASE_COUNTING)
        g_string_append (note, _("the engines disagree on the dead stones: Ishi’s suggestion used; "));
    }
  if (black->failure || white->failure)
    {
      /* an engine failed while the dead stones were played out */
      Side *loser = black->failure ? black : white;
      loser->errors++;
      g_string_append_printf (note, "%s: %s", loser->label, loser->failure->message);
      ishi_match_forfeit (match, loser == black ? ISHI_BLACK : ISHI_WHITE, loser->failure->message);
      return TRUE;
    }
  if (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING)
    {
      g_string_append (note, _("stopped at the move limit; "));
      return FALSE;
    }
  ishi_match_finish (match);
  ishi_match_get_result (match, &result);
  if (engine_score (black, match, &margin, &bs) && fabs (margin - result.margin) > 1e-6)
    {
      g_autofree char *quoted = ishi_gtp_quote (bs);

      g_string_append_printf (note, _("%s’s final_score %s differs; "), black->label, quoted);
    }
  if (engine_score (white, match, &margin, &ws) && fabs (margin - result.margin) > 1e-6)
    {
      g_autofree char *quoted = ishi_gtp_quote (ws);

      g_string_append_printf (note, _("%s’s final_score %s differs; "), white->label, quoted);
    }
  return TRUE;
}

typedef struct {
  char *game;
  char *komi_text;
  char *black;
  char *white;
  char *rules;
  char *time;
  char *sgf_dir;
  double komi;
  int size;
  int games;
  int handicap;
  int max_moves;
  int move_timeout;
  double turn_time;
  gboolean alternate;
  gboolean openings;
} Options;

static void
options_clear (Options *o)
{
  g_clear_pointer (&o->game, g_free);
  g_clear_pointer (&o->komi_text, g_free);
  g_clear_pointer (&o->black, g_free);
  g_clear_pointer (&o->white, g_free);
  g_clear_pointer (&o->rules, g_free);
  g_clear_pointer (&o->time, g_free);
  g_clear_pointer (&o->sgf_dir, g_free);
}

static int run_match (int argc, char **argv, Options *o);

int
ishi_tool_match (int argc, char **argv)
{
  Options o = { .komi = NAN, .size = 19, .games = 1, .max_moves = 1000, .move_timeout = 60 };
  int status = run_match (argc, argv, &o);

  options_clear (&o);
  return status;
}

/* Game `g` (from 0) as game-NNN.sgf in `dir`; a failure is said, the
 * match goes on. */
static void
save_game (const char *dir, int g, IshiGame *game)
{
  g_autofree char *name = g_strdup_printf ("game-%03d.sgf", g + 1);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  IshiSgfNode *root = ishi_game_get_root (game);
  g_autoptr (GError) save_error = NULL;

  if (!ishi_sgf_save (&root, 1, path, &save_error))
    fprintf (stderr, "ishi-tool match: %s\n", save_error->message);
}

/* The series so far: games played, their moves, repeats, unfinished. */
typedef struct {
  GPtrArray *seen;      /* each game's moves, to find a game played again */
  int total_moves, duplicates, unfinished, played;
  int draws;            /* finished with no winner (a draw counts half) */
} Tally;

/* The results table: wins per engine with their standard error, CPU time,
 * errors, and the games as a whole. */
static void
print_totals (const Side sides[2], const Tally *tally)
{
  if (tally->played == 0)
    return;
  printf ("\n%s\n", _("engine\twins\t±\tCPU s\terrors\tcommand"));
  for (int i = 0; i < 2; i++)
    ishi_tool_print_match_side (sides[i].label, sides[i].wins, tally->draws, tally->played,
                                sides[i].cpu, sides[i].errors, sides[i].command);
  printf (_("games: %d (drawn: %d, each counted as half a win), average moves: %.1f, "
            "identical to an earlier game: %d, unfinished: %d\n"),
          tally->played, tally->draws, (double) tally->total_moves / tally->played,
          tally->duplicates, tally->unfinished);
}

/* The options beyond their types: the rule set, the ranges, the time
 * control and the SGF folder.  0, or the exit status. */
static int
check_options (Options *op, const IshiRuleset **ruleset, IshiTimeControl *tc)
{
  if (op->black == NULL || op->white == NULL)
    {
      return 2;
    }
  *ruleset = ishi_ruleset_lookup (op->rules ? op->rules : "japanese");
  if (*ruleset == NULL || g_strcmp0 (ishi_rules_go ()->id, ishi_ruleset_get_rules (*ruleset)->id) != 0)
    {
      fprintf (stderr, _("ishi-tool match: unknown rules “%s”\n"), op->rules);
      return 2;
    }
  if (op->size < 5 || op->size > 25 || op->games < 1 || op->handicap < 0 || op->handicap > 9
      || op->max_moves < 1 || op->move_timeout < 1)
    {
      fprintf (stderr, "%s\n", _("ishi-tool match: a size of 5 to 25, at least one game, a handicap of 0 to 9 and positive limits, please"));
      return 2;
    }
  /* A komi is a finite number of points: "nan" was played as the rules'
   * komi, which NAN means here (issue 53). */
  if (op->komi_text != NULL)
    {
      g_autofree char *text = g_strstrip (g_strdup (op->komi_text));
      char *end = NULL;

      op->komi = g_ascii_strtod (text, &end);
      if (end == text || *end != '\0' || !isfinite (op->komi) || fabs (op->komi) > 1000)
        {
          fprintf (stderr, _("ishi-tool match: --komi takes a number of points, such as 6.5 (not “%s”)\n"),
                   op->komi_text);
          return 2;
        }
    }
  if (op->time && !ishi_time_control_from_setting (op->time, tc))
    {
      fprintf (stderr, _("ishi-tool match: “%s” is no time control\n"), op->time);
      return 2;
    }
  if (op->sgf_dir && g_mkdir_with_parents (op->sgf_dir, 0755) != 0)
    {
      fprintf (stderr, _("ishi-tool match: cannot make the folder %s\n"), op->sgf_dir);
      return 1;
    }
  return 0;
}

/* Renju: the options that apply, checked, then tool-match-renju.c. */
static int
run_renju (Options *op)
{
  IshiToolRenjuMatch renju = {
    .black = op->black, .white = op->white, .sgf_dir = op->sgf_dir, .games = op->games,
    .max_moves = op->max_moves, .move_timeout = op->move_timeout, .alternate = op->alternate,
    .turn_time_ms = (int) (1000 * (op->turn_time > 0 ? op->turn_time : op->move_timeout)),
    .rif = g_strcmp0 (op->rules, "renju-rif") == 0, .openings = op->openings,
  };

  if (op->black == NULL || op->white == NULL)
    {
      return 2;
    }
  if (op->games < 1 || op->max_moves < 1 || op->move_timeout < 1 || !isfinite (op->turn_time) || op->turn_time < 0
      || op->turn_time > op->move_timeout)
    {
      fprintf (stderr, "%s\n", _("ishi-tool match: at least one game and positive limits, please"));
      return 2;
    }
  if (op->rules != NULL && !renju.rif && g_strcmp0 (op->rules, "renju-free") != 0)
    {
      fprintf (stderr, _("ishi-tool match: unknown rules “%s” (renju-free or renju-rif)\n"), op->rules);
      return 2;
    }
  /* Under the RIF row the engines choose the opening themselves. */
  if (renju.rif && renju.openings)
    {
      fprintf (stderr, "%s\n", _("ishi-tool match: --openings lays the openings out under the free rules, "
                                 "not with --rules renju-rif"));
      return 2;
    }
  /* A Piskvork brain has no command to lay out an opening or to swap. */
  if (renju.rif && !(g_str_has_prefix (op->black, "ishi") && g_str_has_prefix (op->white, "ishi")))
    {
      fprintf (stderr, "%s\n", _("ishi-tool match: the RIF opening is played between Ishi’s own engines "
                                 "(ishi or ishi:LEVEL on both sides)"));
      return 2;
    }
  if (op->sgf_dir && g_mkdir_with_parents (op->sgf_dir, 0755) != 0)
    {
      fprintf (stderr, _("ishi-tool match: cannot make the folder %s\n"), op->sgf_dir);
      return 1;
    }
  return ishi_tool_match_renju (&renju);
}

/* An engine that failed in the last game (it died, hung, or answered no
 * legal move) lost that game; it plays the next one afresh: the failure
 * forgotten, a dead engine started again, its CPU time so far kept. */
static void
revive (Side *side)
{
  IshiGtpEngine *engine = ishi_gtp_player_get_engine (side->player);

  if (ishi_gtp_player_get_error (side->player) == NULL)
    return;
  if (!ishi_gtp_engine_is_running (engine) && ishi_gtp_engine_get_cpu_time (engine) > 0)
    side->cpu += ishi_gtp_engine_get_cpu_time (engine);
  ishi_gtp_player_revive (side->player);
}

/* Game `g` of the series between `black` and `white`, counted and printed
 * (and saved with --sgf-dir).  Non-zero when the series cannot go on (an
 * engine that is not there, will not start or has exited). */
static int
play_game (Options *op, const IshiRuleset *ruleset, const IshiTimeControl *tc, int g,
           Side *black, Side *white, Tally *tally)
{
  g_autoptr (IshiMatch) match = ishi_match_new_game (ruleset, op->size, op->handicap, op->komi);
  IshiGame *game = ishi_match_get_game (match);
  g_autoptr (GString) note = g_string_new (NULL);
  g_autofree char *moves = NULL;
  g_autofree char *re = NULL;
  IshiResult result;
  guint n_moves;

  /* Ishi's own suggestion, where it is used, is read by its engine, as
   * in the window. */
  ishi_match_set_dead_stones_reader (match, ishi_go_dead_ownership, NULL, NULL);

  g_clear_error (&black->failure);
  g_clear_error (&white->failure);
  revive (black);
  revive (white);
  ishi_match_set_player (match, ISHI_BLACK, ISHI_PLAYER (black->player));
  ishi_match_set_player (match, ISHI_WHITE, ISHI_PLAYER (white->player));
  ishi_game_set_info (game, "PB", ishi_player_get_name (ISHI_PLAYER (black->player)));
  ishi_game_set_info (game, "PW", ishi_player_get_name (ISHI_PLAYER (white->player)));
  if (op->time)
    {
      g_autoptr (IshiClock) clock = ishi_clock_new (tc);
      ishi_match_set_clock (match, clock);
    }
  play_until_end (match, black, white, op->max_moves);
  ishi_player_cancel (ISHI_PLAYER (black->player));
  ishi_player_cancel (ISHI_PLAYER (white->player));
  ishi_game_set_info (game, "PB", ishi_player_get_name (ISHI_PLAYER (black->player)));
  ishi_game_set_info (game, "PW", ishi_player_get_name (ISHI_PLAYER (white->player)));

  if (black->failure || white->failure)
    {
      Side *loser = black->failure ? black : white;
      loser->errors++;
      g_string_append_printf (note, "%s: %s", loser->label, loser->failure->message);
      if (loser->failure->code == ISHI_GTP_ERROR_NOT_FOUND
          || loser->failure->code == ISHI_GTP_ERROR_START
          || loser->failure->code == ISHI_GTP_ERROR_EXITED)
        {
          fprintf (stderr, "ishi-tool match: %s\n", loser->failure->message);
          return 1;
        }
      /* A fault, not a resignation: W+F, and why in the record. */
      ishi_match_forfeit (match, loser == black ? ISHI_BLACK : ISHI_WHITE, loser->failure->message);
    }
  else if (ishi_match_get_phase (match) == ISHI_PHASE_COUNTING)
    tally->unfinished += count_game (match, black, white, op->max_moves, note) ? 0 : 1;
  else if (ishi_match_get_phase (match) == ISHI_PHASE_PLAYING)
    {
      tally->unfinished++;
      g_string_append (note, _("stopped at the move limit; "));
    }

  ishi_match_get_result (match, &result);
  n_moves = ishi_game_get_move_number (game);
  tally->total_moves += (int) n_moves;
  tally->played++;
  if (result.winner == ISHI_BLACK)
    black->wins++;
  else if (result.winner == ISHI_WHITE)
    white->wins++;
  else if (result.kind == ISHI_RESULT_COUNT)   /* a count to the point: a draw (jigo) */
    tally->draws++;
  re = ishi_game_get_info (game, "RE");
  moves = game_moves (game);
  for (guint i = 0; i < tally->seen->len; i++)
    if (g_str_equal (g_ptr_array_index (tally->seen, i), moves))
      {
        tally->duplicates++;
        if (note->len > 0 && !g_str_has_suffix (note->str, "; "))
          g_string_append (note, " ");
        g_string_append_printf (note, _("same as game %u; "), i + 1);
        break;
      }
  g_ptr_array_add (tally->seen, g_steal_pointer (&moves));
  if (op->sgf_dir)
    save_game (op->sgf_dir, g, game);
  printf ("%d\t%s\t%s\t%u\t%s\t%s\n", g + 1, black->label, white->label, n_moves,
          re ? re : "?", note->str);
  fflush (stdout);
  return 0;
}

/* Ctrl+C or a kill: the engines lead process groups of their own, which
 * the terminal's interrupt does not reach; they are ended here, with all
 * they started, before the tool goes. */
static gboolean
interrupted_cb (gpointer data)
{
  Side *sides = data;

  for (int i = 0; i < 2; i++)
    if (sides[i].player != NULL)
      ishi_gtp_engine_kill (ishi_gtp_player_get_engine (sides[i].player));
  fprintf (stderr, "%s\n", _("ishi-tool match: interrupted; the engines were ended"));
  exit (130);
  return G_SOURCE_REMOVE;
}

static int
run_match (int argc, char **argv, Options *op)
{
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &op->game, N_("go (GTP engines, the default) or renju (Piskvork brains, or ishi[:LEVEL] for Ishi’s own engine)"), "GAME" },
    { "black", 0, 0, G_OPTION_ARG_STRING, &op->black, N_("Engine A's command line (Black in the first game)"), "CMD" },
    { "white", 0, 0, G_OPTION_ARG_STRING, &op->white, N_("Engine B's command line"), "CMD" },
    { "size", 0, 0, G_OPTION_ARG_INT, &op->size, N_("Board size (5–25)"), "N" },
    { "komi", 0, 0, G_OPTION_ARG_STRING, &op->komi_text, N_("Komi (default: the rules’)"), "K" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &op->rules, N_("Rule set (default: japanese)"), "R" },
    { "games", 0, 0, G_OPTION_ARG_INT, &op->games, N_("Number of games"), "G" },
    { "handicap", 0, 0, G_OPTION_ARG_INT, &op->handicap, N_("Handicap stones"), "H" },
    { "alternate", 0, 0, G_OPTION_ARG_NONE, &op->alternate, N_("Swap colours every other game"), NULL },
    { "time", 0, 0, G_OPTION_ARG_STRING, &op->time, N_("Time control, e.g. byoyomi:600:5:30:0:0:0"), "SETTINGS" },
    { "sgf-dir", 0, 0, G_OPTION_ARG_FILENAME, &op->sgf_dir, N_("Write each game as an SGF file here"), "DIR" },
    { "max-moves", 0, 0, G_OPTION_ARG_INT, &op->max_moves, N_("Stop a game after this many moves"), "M" },
    { "move-timeout", 0, 0, G_OPTION_ARG_INT, &op->move_timeout, N_("Seconds an engine may think without a clock"), "S" },
    { "openings", 0, 0, G_OPTION_ARG_NONE, &op->openings, N_("Renju: start each game from one of the 26 openings in turn (D1–D13, I1–I13), with --alternate each twice, the colours exchanged"), NULL },
    { "turn-time", 0, 0, G_OPTION_ARG_DOUBLE, &op->turn_time, N_("Renju: the seconds a move each side is told it has (INFO timeout_turn); the move timeout stays the limit"), "S" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  const IshiRuleset *ruleset;
  IshiTimeControl tc = { 0 };
  Side sides[2] = { { .label = "A" }, { .label = "B" } };
  Tally tally = { 0 };
  int status = 0;
  guint interrupt_ids[2];

  g_option_context_set_summary (context, _("Let two GTP engines play each other and count the games."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool match: %s\n", error->message);
      return 2;
    }
  if (op->game != NULL && g_str_equal (op->game, "renju"))
    return run_renju (op);
  if (op->game != NULL && !g_str_equal (op->game, "go"))
    {
      fprintf (stderr, _("ishi-tool match: unknown game “%s” (go or renju)\n"), op->game);
      return 2;
    }
  if (op->openings)
    {
      fprintf (stderr, "%s\n", _("ishi-tool match: --openings is for --game renju"));
      return 2;
    }
  status = check_options (op, &ruleset, &tc);
  if (status != 0)
    return status;

  sides[0].command = op->black;
  sides[1].command = op->white;
  for (int i = 0; i < 2; i++)
    {
      g_autoptr (IshiGtpEngine) engine = ishi_gtp_engine_new (sides[i].command, NULL, NULL);
      sides[i].player = ishi_gtp_player_new (engine);
      ishi_gtp_player_set_move_timeout (sides[i].player, op->move_timeout * 1000);
      g_signal_connect (sides[i].player, "failed", G_CALLBACK (on_failed), &sides[i]);
    }

  interrupt_ids[0] = g_unix_signal_add (SIGINT, interrupted_cb, sides);
  interrupt_ids[1] = g_unix_signal_add (SIGTERM, interrupted_cb, sides);
  tally.seen = g_ptr_array_new_with_free_func (g_free);
  printf ("game\tblack\twhite\tmoves\tresult\tnote\n");
  for (int g = 0; g < op->games && status == 0; g++)
    {
      gboolean swap = op->alternate && (g % 2 == 1);

      status = play_game (op, ruleset, &tc, g, &sides[swap ? 1 : 0], &sides[swap ? 0 : 1], &tally);
    }

  for (int i = 0; i < 2; i++)
    {
      double cpu = ishi_gtp_engine_get_cpu_time (ishi_gtp_player_get_engine (sides[i].player));

      if (cpu > 0 || sides[i].cpu == 0)
        sides[i].cpu += cpu;
    }
  print_totals (sides, &tally);
  g_ptr_array_unref (tally.seen);
  g_source_remove (interrupt_ids[0]);
  g_source_remove (interrupt_ids[1]);
  for (int i = 0; i < 2; i++)
    {
      g_clear_error (&sides[i].failure);
      g_clear_object (&sides[i].player);
    }
  return status;
}
