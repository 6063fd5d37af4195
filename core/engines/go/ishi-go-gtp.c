/* ishi-go-gtp.c — see ishi-go-gtp.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-deadstones.h"
#include "ishi-go-dead.h"
#include "ishi-go-estimate.h"
#include "ishi-go-gtp.h"
#include "ishi-score.h"

/* GTP columns: A–T without I, as on every Go board. */
static const char columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

struct _IshiGoGtp {
  IshiGoEngine *engine;
  const IshiRuleset *ruleset;
  int size;
  double komi;
  int handicap;
  IshiGoBoard *board;
  guint64 seed;
  /* Boards cleared so far: mixed into the seed, so that a series of
   * games against a deterministic opponent (GNU Go) is not one game
   * played over and over, while the same session still gets the same
   * answers. */
  guint64 games;
  /* Of IshiColor, one for each undo step of the board: the colour of a
   * move on or off the board, ISHI_EMPTY for a pass or the handicap. */
  GArray *moves;
  /* time_settings: seconds (byo-yomi stones 0: no byo-yomi) */
  int main_time, byo_time, byo_stones;
  /* time_left, per colour (index colour - 1): seconds, stones (0: main time) */
  double time_left[2];
  int stones_left[2];
  gboolean has_time_left[2];
  /* The last genmove's answer, its wall-clock seconds, and how many. */
  IshiGoEngineMove last_move;
  double last_seconds;
  guint genmoves;
};

static const char *const command_names[] = {
  "protocol_version", "name", "version", "known_command", "list_commands", "quit",
  "boardsize", "clear_board", "komi", "play", "genmove", "undo", "showboard",
  "fixed_handicap", "place_free_handicap", "set_free_handicap",
  "time_settings", "time_left", "final_score", "estimate_score", "final_status_list",
  "kgs-rules", "ishi-rules", "ishi-candidates",
};

static void
new_board (IshiGoGtp *gtp)
{
  IshiRulesOptions options;

  ishi_ruleset_get_options (gtp->ruleset, gtp->size, &options);
  g_clear_pointer (&gtp->board, ishi_go_board_free);
  gtp->board = ishi_go_board_new (gtp->size, options.ko_rule, options.allow_suicide);
  ishi_go_board_set_off_board_moves (gtp->board, options.off_board_moves, options.no_pass);
  ishi_go_board_set_reset_at_two_passes (gtp->board, options.clear_history_at_two_passes);
  g_array_set_size (gtp->moves, 0);
  gtp->handicap = 0;
  gtp->games++;
}

IshiGoGtp *
ishi_go_gtp_new (const IshiGoEngine *engine)
{
  IshiGoGtp *gtp = g_new0 (IshiGoGtp, 1);

  gtp->engine = ishi_go_engine_copy (engine);
  gtp->seed = ishi_go_engine_get_seed (gtp->engine);
  gtp->ruleset = ishi_go_engine_get_ruleset (gtp->engine);
  gtp->size = 19;
  gtp->komi = ishi_ruleset_komi (gtp->ruleset, 0);
  gtp->moves = g_array_new (FALSE, FALSE, sizeof (IshiColor));
  new_board (gtp);
  return gtp;
}

void
ishi_go_gtp_free (IshiGoGtp *gtp)
{
  if (gtp == NULL)
    return;
  ishi_go_engine_free (gtp->engine);
  ishi_go_board_free (gtp->board);
  g_array_unref (gtp->moves);
  g_free (gtp);
}

guint
ishi_go_gtp_get_last_genmove (IshiGoGtp *gtp, IshiGoEngineMove *move, double *seconds)
{
  if (gtp->genmoves > 0)
    {
      *move = gtp->last_move;
      *seconds = gtp->last_seconds;
    }
  return gtp->genmoves;
}

const IshiGoBoard *
ishi_go_gtp_get_board (IshiGoGtp *gtp)
{
  return gtp->board;
}

static gboolean
parse_color (const char *text, IshiColor *color)
{
  if (text == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (text, "b") == 0 || g_ascii_strcasecmp (text, "black") == 0)
    *color = ISHI_BLACK;
  else if (g_ascii_strcasecmp (text, "w") == 0 || g_ascii_strcasecmp (text, "white") == 0)
    *color = ISHI_WHITE;
  else
    return FALSE;
  return TRUE;
}

/* A vertex ("D4", "pass") into x, y (-1, -1 for a pass). */
static gboolean
parse_vertex (const IshiGoGtp *gtp, const char *text, int *x, int *y)
{
  const char *col;
  char *end;
  long row;

  if (text == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (text, "pass") == 0)
    {
      *x = *y = -1;
      return TRUE;
    }
  col = strchr (columns, g_ascii_toupper (text[0]));
  if (text[0] == '\0' || col == NULL || col - columns >= gtp->size)
    return FALSE;
  row = strtol (text + 1, &end, 10);
  if (end == text + 1 || *end != '\0' || row < 1 || row > gtp->size)
    return FALSE;
  *x = (int) (col - columns);
  *y = gtp->size - (int) row;
  return TRUE;
}

static void
append_vertex (const IshiGoGtp *gtp, GString *out, int x, int y)
{
  if (x < 0)
    g_string_append (out, "pass");
  else
    g_string_append_printf (out, "%c%d", columns[x], gtp->size - y);
}

/* Plays a move for `color`, GTP's pass meaning an off-board stone under
 * the no-pass rows. */
static IshiMoveStatus
play (IshiGoGtp *gtp, IshiColor color, int x, int y)
{
  IshiMoveStatus status;

  if (x < 0 && gtp->ruleset->no_pass)
    x = y = ISHI_OFF_BOARD_X;
  status = ishi_go_board_play (gtp->board, color, x, y);
  if (status == ISHI_MOVE_OK)
    {
      IshiColor mover = x == -1 ? ISHI_EMPTY : color;

      g_array_append_val (gtp->moves, mover);
    }
  return status;
}

static gboolean
cmd_boardsize (IshiGoGtp *gtp, char **args, GString *out)
{
  char *end;
  long size = args[0] != NULL ? strtol (args[0], &end, 10) : 0;

  if (args[0] == NULL || *end != '\0')
    {
      g_string_append (out, "boardsize not an integer");
      return FALSE;
    }
  if (size < ISHI_GO_BOARD_MIN_SIZE || size > ISHI_GO_BOARD_MAX_SIZE)
    {
      g_string_append (out, "unacceptable size");
      return FALSE;
    }
  gtp->size = (int) size;
  new_board (gtp);
  return TRUE;
}

static gboolean
cmd_komi (IshiGoGtp *gtp, char **args, GString *out)
{
  char *end;
  double komi = args[0] != NULL ? g_ascii_strtod (args[0], &end) : 0;

  if (args[0] == NULL || *end != '\0' || !isfinite (komi))
    {
      g_string_append (out, "komi not a float");
      return FALSE;
    }
  gtp->komi = komi;
  return TRUE;
}

static gboolean
cmd_play (IshiGoGtp *gtp, char **args, GString *out)
{
  IshiColor color;
  int x, y;
  IshiMoveStatus status;

  if (!parse_color (args[0], &color) || !parse_vertex (gtp, args[1], &x, &y))
    {
      g_string_append (out, "invalid color or coordinate");
      return FALSE;
    }
  status = play (gtp, color, x, y);
  if (status != ISHI_MOVE_OK)
    {
      g_string_append_printf (out, "illegal move (%s)", ishi_move_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static double
time_budget (IshiGoGtp *gtp, IshiColor color)
{
  int empty = 0, i = color - 1;

  if (!gtp->has_time_left[i] || (gtp->main_time == 0 && gtp->byo_time == 0))
    return 0;
  for (int y = 0; y < gtp->size; y++)
    for (int x = 0; x < gtp->size; x++)
      empty += ishi_go_board_get (gtp->board, x, y) == ISHI_EMPTY;
  if (gtp->stones_left[i] > 0)
    /* In byo-yomi: time_left is the period's time for stones_left stones. */
    return ishi_go_engine_budget (0, (gint64) (gtp->time_left[i] * G_USEC_PER_SEC),
                                  gtp->stones_left[i] > 1 ? gtp->stones_left[i] : 0, 0, empty);
  return ishi_go_engine_budget ((gint64) (gtp->time_left[i] * G_USEC_PER_SEC),
                                (gint64) gtp->byo_time * G_USEC_PER_SEC,
                                gtp->byo_stones > 1 ? gtp->byo_stones : 0, 0, empty);
}

static gboolean
cmd_genmove (IshiGoGtp *gtp, char **args, GString *out)
{
  IshiColor color;
  IshiGoEngineMove move;
  g_autoptr(GError) error = NULL;
  gint64 start;

  if (!parse_color (args[0], &color))
    {
      g_string_append (out, "invalid color");
      return FALSE;
    }
  ishi_go_board_set_to_move (gtp->board, color);
  ishi_go_engine_set_rules (gtp->engine, gtp->ruleset, gtp->komi, gtp->handicap);
  ishi_go_engine_set_seed (gtp->engine, gtp->seed + gtp->games * G_GUINT64_CONSTANT (1000003));
  start = g_get_monotonic_time ();
  if (!ishi_go_engine_think (gtp->engine, gtp->board, time_budget (gtp, color), NULL, &move,
                             &error))
    {
      g_string_append (out, error->message);
      return FALSE;
    }
  gtp->last_move = move;
  gtp->last_seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  gtp->genmoves++;
  switch (move.action)
    {
    case ISHI_GO_ENGINE_RESIGN:
      g_string_append (out, "resign");
      return TRUE;
    case ISHI_GO_ENGINE_PLAY:
      play (gtp, color, move.x, move.y);
      append_vertex (gtp, out, move.x, move.y);
      return TRUE;
    case ISHI_GO_ENGINE_OFF_BOARD:
      if (ishi_go_board_play (gtp->board, color, ISHI_OFF_BOARD_X, ISHI_OFF_BOARD_X) ==
          ISHI_MOVE_OK)
        g_array_append_val (gtp->moves, color);
      g_string_append (out, "pass");
      return TRUE;
    case ISHI_GO_ENGINE_PASS:
    default:
      play (gtp, color, -1, -1);
      g_string_append (out, "pass");
      return TRUE;
    }
}

static gboolean
place_handicap (IshiGoGtp *gtp, GArray *points, GString *out)
{
  if (ishi_go_board_get_undo_depth (gtp->board) > 0 || gtp->handicap > 0)
    {
      g_string_append (out, "board not empty");
      return FALSE;
    }
  {
    IshiColor none = ISHI_EMPTY;

    ishi_go_board_setup (gtp->board, (IshiPoint *) points->data, points->len, ISHI_BLACK);
    g_array_append_val (gtp->moves, none);
  }
  ishi_go_board_set_to_move (gtp->board, ISHI_WHITE);
  gtp->handicap = (int) points->len;
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint *p = &g_array_index (points, IshiPoint, i);

      if (i > 0)
        g_string_append_c (out, ' ');
      append_vertex (gtp, out, p->x, p->y);
    }
  return TRUE;
}

static gboolean
cmd_fixed_handicap (IshiGoGtp *gtp, char **args, GString *out, gboolean free_placement)
{
  int n = args[0] != NULL ? atoi (args[0]) : 0;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  if (n < 2 || n > gtp->size * gtp->size - 1)
    {
      g_string_append (out, "invalid handicap");
      return FALSE;
    }
  if (!ishi_go_handicap_points (gtp->size, n, points))
    {
      if (!free_placement)
        {
          g_string_append (out, "invalid handicap");
          return FALSE;
        }
      /* No standard pattern for this count and size: the engine places
       * the stones itself, one Black move after another. */
      g_array_set_size (points, 0);
      {
        g_autoptr(IshiGoBoard) scratch = ishi_go_board_copy (gtp->board);

        for (int i = 0; i < n; i++)
          {
            IshiGoEngineMove move;
            IshiPoint p;

            ishi_go_board_set_to_move (scratch, ISHI_BLACK);
            if (!ishi_go_engine_think (gtp->engine, scratch, 0, NULL, &move, NULL) ||
                move.action != ISHI_GO_ENGINE_PLAY)
              break;
            p.x = move.x;
            p.y = move.y;
            ishi_go_board_setup (scratch, &p, 1, ISHI_BLACK);
            g_array_append_val (points, p);
          }
      }
    }
  return place_handicap (gtp, points, out);
}

static gboolean
cmd_set_free_handicap (IshiGoGtp *gtp, char **args, GString *out)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  for (int i = 0; args[i] != NULL; i++)
    {
      IshiPoint p;

      if (!parse_vertex (gtp, args[i], &p.x, &p.y) || p.x < 0)
        {
          g_string_append (out, "invalid coordinate");
          return FALSE;
        }
      for (guint j = 0; j < points->len; j++)
        if (g_array_index (points, IshiPoint, j).x == p.x &&
            g_array_index (points, IshiPoint, j).y == p.y)
          {
            g_string_append (out, "repeated vertex");
            return FALSE;
          }
      g_array_append_val (points, p);
    }
  if (points->len < 2)
    {
      g_string_append (out, "invalid handicap");
      return FALSE;
    }
  if (!place_handicap (gtp, points, out))
    return FALSE;
  g_string_truncate (out, 0);
  return TRUE;
}

static gboolean
cmd_time_settings (IshiGoGtp *gtp, char **args, GString *out)
{
  if (args[0] == NULL || args[1] == NULL || args[2] == NULL)
    {
      g_string_append (out, "syntax error");
      return FALSE;
    }
  gtp->main_time = atoi (args[0]);
  gtp->byo_time = atoi (args[1]);
  gtp->byo_stones = atoi (args[2]);
  gtp->has_time_left[0] = gtp->has_time_left[1] = gtp->main_time > 0 || gtp->byo_time > 0;
  for (int i = 0; i < 2; i++)
    {
      gtp->time_left[i] = gtp->main_time;
      gtp->stones_left[i] = 0;
    }
  return TRUE;
}

static gboolean
cmd_time_left (IshiGoGtp *gtp, char **args, GString *out)
{
  IshiColor color;
  char *end = NULL;
  double seconds = args[0] && args[1] ? g_ascii_strtod (args[1], &end) : 0;

  /* seconds that are no finite number ("nan", "inf") are no time (issue 53) */
  if (!parse_color (args[0], &color) || args[1] == NULL || args[2] == NULL || end == args[1] || *end != '\0'
      || !isfinite (seconds) || seconds < 0)
    {
      g_string_append (out, "syntax error");
      return FALSE;
    }
  gtp->time_left[color - 1] = seconds;
  gtp->stones_left[color - 1] = atoi (args[2]);
  gtp->has_time_left[color - 1] = TRUE;
  return TRUE;
}

/* The count of the position as it stands, with Ishi's suggestion of the
 * dead stones as its engine reads them (ishi-go-dead.h) and the row's
 * method (ishi-score.h). */
static IshiScore *
count (IshiGoGtp *gtp, guint8 **dead_out)
{
  int n = gtp->size * gtp->size;
  g_autofree IshiColor *stones = g_new (IshiColor, n);
  guint8 *dead = g_new0 (guint8, n);
  IshiScoreInput input = { 0 };
  IshiScore *score;

  for (int p = 0; p < n; p++)
    stones[p] = ishi_go_board_get (gtp->board, p % gtp->size, p / gtp->size);
  if (ishi_score_method_has_dead_stones (gtp->ruleset->scoring))
    {
      IshiGoDeadOptions options = { .komi = gtp->komi };

      ishi_go_dead_stones (gtp->size, stones, ishi_go_board_get_to_move (gtp->board), &options,
                           dead, NULL);
    }
  input.size = gtp->size;
  input.board = stones;
  input.dead = dead;
  input.captured_by_black = ishi_go_board_get_captures (gtp->board, ISHI_BLACK);
  input.captured_by_white = ishi_go_board_get_captures (gtp->board, ISHI_WHITE);
  for (guint i = 0; i < gtp->moves->len; i++)
    {
      if (g_array_index (gtp->moves, IshiColor, i) == ISHI_BLACK)
        input.moves_black++;
      else if (g_array_index (gtp->moves, IshiColor, i) == ISHI_WHITE)
        input.moves_white++;
    }
  input.offboard_black = ishi_go_board_get_off_board (gtp->board, ISHI_BLACK);
  input.offboard_white = ishi_go_board_get_off_board (gtp->board, ISHI_WHITE);
  input.moves_black -= input.offboard_black;
  input.moves_white -= input.offboard_white;
  input.handicap = gtp->handicap;
  input.komi = gtp->komi;
  score = ishi_score_compute (gtp->ruleset->scoring, &input);
  *dead_out = dead;
  return score;
}

static gboolean
cmd_final_score (IshiGoGtp *gtp, GString *out)
{
  g_autofree guint8 *dead = NULL;
  g_autoptr(IshiScore) score = count (gtp, &dead);

  g_string_append (out, score->result);
  return TRUE;
}

/* The position's score as the engine sees it, the game not over (issue
 * 76): Black's lead by the count of its playouts' ownership
 * (ishi-go-estimate.h), "B+3.5", "W+12.0" or "0", as GNU Go's
 * estimate_score answers — a GTP client that reads estimate_score before
 * final_score (ishi-tool analyse, Sabaki) no longer counts a game in
 * progress as if it had ended. */
static gboolean
cmd_estimate_score (IshiGoGtp *gtp, GString *out)
{
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_copy (gtp->engine);
  g_autoptr(GError) error = NULL;
  double lead;

  ishi_go_engine_set_rules (engine, gtp->ruleset, gtp->komi, gtp->handicap);
  ishi_go_engine_set_randomness (engine, 0);
  if (!ishi_go_estimate_lead (engine, gtp->board, gtp->ruleset, gtp->komi, gtp->handicap, NULL, &lead, &error))
    {
      g_string_append (out, "cannot estimate the score");
      return FALSE;
    }
  lead = round (lead * 10) / 10;
  if (lead == 0)
    g_string_append (out, "0");
  else
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append_printf (out, "%c+%s", lead > 0 ? 'B' : 'W', g_ascii_formatd (buf, sizeof buf, "%.1f", fabs (lead)));
    }
  return TRUE;
}

static gboolean
cmd_final_status_list (IshiGoGtp *gtp, char **args, GString *out)
{
  g_autofree guint8 *dead = NULL;
  g_autoptr(IshiScore) score = NULL;
  int size = gtp->size;
  g_autofree guint8 *done = g_new0 (guint8, size * size);
  int want;

  if (args[0] == NULL)
    {
      g_string_append (out, "syntax error");
      return FALSE;
    }
  if (g_str_equal (args[0], "alive"))
    want = 0;
  else if (g_str_equal (args[0], "dead"))
    want = 1;
  else if (g_str_equal (args[0], "seki"))
    want = 2;
  else
    {
      g_string_append (out, "syntax error");
      return FALSE;
    }
  score = count (gtp, &dead);
  /* One string a line, as GNU Go answers. */
  for (int p = 0; p < size * size; p++)
    {
      IshiColor c = ishi_go_board_get (gtp->board, p % size, p / size);
      int status = dead[p] ? 1 : score->seki[p] ? 2 : 0;
      int stack[ISHI_GO_BOARD_MAX_SIZE * ISHI_GO_BOARD_MAX_SIZE], sp = 0;
      gboolean first = TRUE;

      if (c == ISHI_EMPTY || done[p] || status != want)
        continue;
      if (out->len > 0)
        g_string_append_c (out, '\n');
      done[p] = 1;
      stack[sp++] = p;
      while (sp > 0)
        {
          int q = stack[--sp], x = q % size, y = q / size;
          const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };

          if (!first)
            g_string_append_c (out, ' ');
          first = FALSE;
          append_vertex (gtp, out, x, y);
          for (int i = 0; i < 4; i++)
            {
              int r = ny[i] * size + nx[i];

              if (nx[i] < 0 || ny[i] < 0 || nx[i] >= size || ny[i] >= size || done[r] ||
                  ishi_go_board_get (gtp->board, nx[i], ny[i]) != c)
                continue;
              done[r] = 1;
              stack[sp++] = r;
            }
        }
    }
  return TRUE;
}

static gboolean
set_ruleset (IshiGoGtp *gtp, const IshiRuleset *ruleset, GString *out)
{
  if (ruleset == NULL || !g_str_equal (ruleset->game, "go"))
    {
      g_string_append (out, "unknown rules");
      return FALSE;
    }
  gtp->ruleset = ruleset;
  gtp->komi = ishi_ruleset_komi (ruleset, 0);
  new_board (gtp);
  return TRUE;
}

static gboolean
cmd_kgs_rules (IshiGoGtp *gtp, char **args, GString *out)
{
  static const struct { const char *kgs, *row; } kgs[] = {
    { "japanese", "japanese" }, { "chinese", "chinese" }, { "aga", "aga" },
    { "new_zealand", "nz" },
  };

  for (guint i = 0; args[0] != NULL && i < G_N_ELEMENTS (kgs); i++)
    if (g_ascii_strcasecmp (args[0], kgs[i].kgs) == 0)
      return set_ruleset (gtp, ishi_ruleset_lookup (kgs[i].row), out);
  g_string_append (out, "unknown rules");
  return FALSE;
}

static gboolean
known (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (command_names); i++)
    if (g_str_equal (name, command_names[i]))
      return TRUE;
  return FALSE;
}

static gboolean
run (IshiGoGtp *gtp, const char *command, char **args, GString *out, gboolean *quit)
{
  if (g_str_equal (command, "protocol_version"))
    g_string_append (out, "2");
  else if (g_str_equal (command, "name"))
    g_string_append (out, "Ishi");
  else if (g_str_equal (command, "version"))
    g_string_append (out, PACKAGE_VERSION);
  else if (g_str_equal (command, "known_command"))
    g_string_append (out, known (args[0]) ? "true" : "false");
  else if (g_str_equal (command, "list_commands"))
    for (guint i = 0; i < G_N_ELEMENTS (command_names); i++)
      g_string_append_printf (out, "%s%s", i > 0 ? "\n" : "", command_names[i]);
  else if (g_str_equal (command, "quit"))
    *quit = TRUE;
  else if (g_str_equal (command, "boardsize"))
    return cmd_boardsize (gtp, args, out);
  else if (g_str_equal (command, "clear_board"))
    new_board (gtp);
  else if (g_str_equal (command, "komi"))
    return cmd_komi (gtp, args, out);
  else if (g_str_equal (command, "play"))
    return cmd_play (gtp, args, out);
  else if (g_str_equal (command, "genmove"))
    return cmd_genmove (gtp, args, out);
  else if (g_str_equal (command, "undo"))
    {
      if (!ishi_go_board_undo (gtp->board))
        {
          g_string_append (out, "cannot undo");
          return FALSE;
        }
      if (gtp->moves->len > 0)
        g_array_set_size (gtp->moves, gtp->moves->len - 1);
      /* Undoing the handicap stones (one setup step) empties the board. */
      if (ishi_go_board_get_undo_depth (gtp->board) == 0)
        gtp->handicap = 0;
    }
  else if (g_str_equal (command, "showboard"))
    {
      g_autofree char *text = ishi_go_board_to_string (gtp->board);

      g_string_append_printf (out, "\n%s", text);
      if (out->len > 0 && out->str[out->len - 1] == '\n')
        g_string_truncate (out, out->len - 1);
    }
  else if (g_str_equal (command, "fixed_handicap"))
    return cmd_fixed_handicap (gtp, args, out, FALSE);
  else if (g_str_equal (command, "place_free_handicap"))
    return cmd_fixed_handicap (gtp, args, out, TRUE);
  else if (g_str_equal (command, "set_free_handicap"))
    return cmd_set_free_handicap (gtp, args, out);
  else if (g_str_equal (command, "time_settings"))
    return cmd_time_settings (gtp, args, out);
  else if (g_str_equal (command, "time_left"))
    return cmd_time_left (gtp, args, out);
  else if (g_str_equal (command, "final_score"))
    return cmd_final_score (gtp, out);
  else if (g_str_equal (command, "estimate_score"))
    return cmd_estimate_score (gtp, out);
  else if (g_str_equal (command, "final_status_list"))
    return cmd_final_status_list (gtp, args, out);
  else if (g_str_equal (command, "kgs-rules"))
    return cmd_kgs_rules (gtp, args, out);
  else if (g_str_equal (command, "ishi-candidates"))
    {
      /* The root's best moves of the last genmove: vertex, share of the
       * visits, win rate; "Show a good move" in the window reads the same. */
      g_autoptr(GArray) c = ishi_go_engine_get_candidates (gtp->engine, 10);

      for (guint i = 0; i < c->len; i++)
        {
          IshiGoEngineCandidate *k = &g_array_index (c, IshiGoEngineCandidate, i);

          if (i > 0)
            g_string_append_c (out, '\n');
          append_vertex (gtp, out, k->x, k->y);
          g_string_append_printf (out, " %.3f %.3f", k->share, k->win_rate);
        }
    }
  else if (g_str_equal (command, "ishi-rules"))
    return set_ruleset (gtp, args[0] != NULL ? ishi_ruleset_lookup (args[0]) : NULL, out);
  else
    {
      g_string_append (out, "unknown command");
      return FALSE;
    }
  return TRUE;
}

char *
ishi_go_gtp_handle (IshiGoGtp *gtp, const char *line, gboolean *quit)
{
  g_autoptr(GString) clean = g_string_new (NULL);
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) words = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *id = NULL;
  guint first = 0;
  gboolean ok;

  *quit = FALSE;
  /* GTP's preprocessing: control characters but HT and LF removed, HT to
   * space, everything after '#' dropped. */
  for (const char *c = line; *c != '\0' && *c != '#'; c++)
    if (*c == '\t')
      g_string_append_c (clean, ' ');
    else if ((guchar) *c >= 32 && *c != 127)
      g_string_append_c (clean, *c);
  words = g_strsplit (clean->str, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (args, words[i]);
  if (args->len == 0)
    return NULL;
  if (g_ascii_isdigit (((char *) args->pdata[0])[0]))
    {
      id = args->pdata[0];
      first = 1;
    }
  g_ptr_array_add (args, NULL);
  if (first >= args->len - 1)
    {
      g_string_append (out, "missing command");
      ok = FALSE;
    }
  else
    ok = run (gtp, args->pdata[first], (char **) &args->pdata[first + 1], out, quit);
  return g_strdup_printf ("%c%s %s\n\n", ok ? '=' : '?', id != NULL ? id : "", out->str);
}
