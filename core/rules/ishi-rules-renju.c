/* ishi-rules-renju.c — Renju behind the IshiRules table.
 *
 * The rules themselves (what a five is, which Black points are forbidden)
 * live in ishi-renju-board.c; this file keeps the game around them: whose
 * turn it is, when the game ends, undo, and the words people see.
 *
 *   - 15 × 15, Black moves first, on the centre point h8 (天元:
 *     renju-rules.ja.txt; RIF article 4): the first stone on an empty board
 *     anywhere else is refused (ISHI_MOVE_NOT_CENTRE).
 *   - A five wins: for Black exactly five, for White five or more.
 *   - A forbidden Black move is refused.  In tournament mode
 *     (options->tournament) it is played instead and Black loses at once
 *     (RIF article 9: a forbidden move loses), unless the same stone makes
 *     an exact five, which is never forbidden.
 *   - A full board, or two passes in a row, is a draw.  Nothing is ever
 *     captured.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-renju"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-renju-board.h"
#include "ishi-rules.h"

#define N ISHI_RENJU_SIZE

typedef enum {
  STEP_PLAY,
  STEP_PASS,
  STEP_RESIGN,
  STEP_SETUP,
} StepKind;

/* One undo step: everything a play, pass, resignation or setup call
 * changed, so that undo restores the position exactly. */
typedef struct {
  StepKind kind;
  IshiColor prev_to_move;
  guint prev_passes;
  IshiOutcome prev_outcome;
  int x, y;                 /* STEP_PLAY */
  guint setup_start;        /* STEP_SETUP: its slice of `setup_changes` */
  guint setup_len;
} Step;

typedef struct {
  guint8 x, y;
  guint8 old_color;
} SetupChange;

struct _IshiPosition {
  IshiRulesOptions options;
  IshiRenjuBoard board;
  IshiColor to_move;
  guint passes;             /* passes in a row just played */
  IshiOutcome outcome;
  guint64 hash;
  GArray *steps;            /* of Step */
  GArray *setup_changes;    /* of SetupChange */
};

/* Zobrist keys without a table: a fixed mix (splitmix64's finaliser) of the
 * point and the colour, so every position hashes the same in every run. */
static guint64
zobrist (int x, int y, IshiColor color)
{
  guint64 z = (guint64) ((y * N + x) * 3 + color) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static void
set_stone (IshiPosition *pos, int x, int y, IshiColor color)
{
  IshiColor old = ishi_renju_board_get (&pos->board, x, y);

  if (old == color)
    return;
  if (old != ISHI_EMPTY)
    pos->hash ^= zobrist (x, y, old);
  if (color != ISHI_EMPTY)
    pos->hash ^= zobrist (x, y, color);
  ishi_renju_board_set (&pos->board, x, y, color);
}

static IshiPosition *
renju_position_new (const IshiRulesOptions *options)
{
  IshiPosition *pos = g_new0 (IshiPosition, 1);

  if (options != NULL)
    pos->options = *options;
  pos->options.size = N;
  ishi_renju_board_init (&pos->board);
  pos->to_move = ISHI_BLACK;
  pos->outcome.line[0] = pos->outcome.line[1] = (IshiPoint) { -1, -1 };
  pos->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  pos->setup_changes = g_array_new (FALSE, FALSE, sizeof (SetupChange));
  return pos;
}

static IshiPosition *
renju_position_copy (const IshiPosition *position)
{
  IshiPosition *pos;

  g_return_val_if_fail (position != NULL, NULL);

  pos = g_memdup2 (position, sizeof *position);
  pos->steps = g_array_copy (position->steps);
  pos->setup_changes = g_array_copy (position->setup_changes);
  return pos;
}

static void
renju_position_free (IshiPosition *position)
{
  if (position == NULL)
    return;
  g_array_unref (position->steps);
  g_array_unref (position->setup_changes);
  g_free (position);
}

static const IshiRulesOptions *
renju_options (const IshiPosition *position)
{
  g_return_val_if_fail (position != NULL, NULL);
  return &position->options;
}

static IshiColor
renju_stone_at (const IshiPosition *position, int x, int y)
{
  g_return_val_if_fail (position != NULL, ISHI_EMPTY);
  if (x < 0 || x >= N || y < 0 || y >= N)
    return ISHI_EMPTY;
  return ishi_renju_board_get (&position->board, x, y);
}

static IshiColor
renju_to_move (const IshiPosition *position)
{
  g_return_val_if_fail (position != NULL, ISHI_BLACK);
  return position->to_move;
}

static void
renju_set_to_move (IshiPosition *position, IshiColor color)
{
  g_return_if_fail (position != NULL);
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);
  position->to_move = color;
}

static int
renju_captures (const IshiPosition *position, IshiColor color)
{
  return 0;  /* nothing is ever captured in Renju */
}

/* The stones only: two positions with the same stones hash the same,
 * whoever is to move. */
static guint64
renju_hash (const IshiPosition *position)
{
  g_return_val_if_fail (position != NULL, 0);
  return position->hash;
}

static gboolean
game_over (const IshiPosition *position)
{
  return position->outcome.end != ISHI_END_NONE;
}

/* The checks shared by check() and play(), in the order they are made. */
static IshiMoveStatus
check_move (const IshiPosition *position, IshiColor color, int x, int y,
            IshiMoveStatus *forbidden)
{
  *forbidden = ISHI_MOVE_OK;
  if (game_over (position))
    return ISHI_MOVE_GAME_OVER;
  if (x == ISHI_PASS_X && y == ISHI_PASS_X)
    return ISHI_MOVE_OK;
  if (x < 0 || x >= N || y < 0 || y >= N)
    return ISHI_MOVE_OFF_BOARD;
  if (ishi_renju_board_get (&position->board, x, y) != ISHI_EMPTY)
    return ISHI_MOVE_OCCUPIED;
  /* renju-rules.ja.txt, 第1章 1 and 第2章 (3): Black opens on the centre
   * point (天元), in every opening rule; a record whose first stone stands
   * elsewhere is refused. */
  if (position->board.n_stones == 0 && (x != N / 2 || y != N / 2))
    return ISHI_MOVE_NOT_CENTRE;
  if (color == ISHI_BLACK)
    {
      *forbidden = ishi_renju_board_forbidden (&position->board, x, y);
      /* In tournament play a forbidden move is allowed on the board — it
       * simply loses (play() records that). */
      if (!position->options.tournament)
        return *forbidden;
    }
  return ISHI_MOVE_OK;
}

static IshiMoveStatus
renju_check (const IshiPosition *position, IshiColor color, int x, int y)
{
  IshiMoveStatus forbidden;

  g_return_val_if_fail (position != NULL, ISHI_MOVE_OFF_BOARD);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, ISHI_MOVE_OFF_BOARD);

  return check_move (position, color, x, y, &forbidden);
}

static Step *
push_step (IshiPosition *position, StepKind kind)
{
  Step step = {
    .kind = kind,
    .prev_to_move = position->to_move,
    .prev_passes = position->passes,
    .prev_outcome = position->outcome,
    .x = -1,
    .y = -1,
  };

  g_array_append_val (position->steps, step);
  return &g_array_index (position->steps, Step, position->steps->len - 1);
}

static IshiMoveStatus
renju_play (IshiPosition *position, IshiColor color, int x, int y)
{
  IshiMoveStatus status, forbidden;
  Step *step;

  g_return_val_if_fail (position != NULL, ISHI_MOVE_OFF_BOARD);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, ISHI_MOVE_OFF_BOARD);

  status = check_move (position, color, x, y, &forbidden);
  if (status != ISHI_MOVE_OK)
    return status;

  if (x == ISHI_PASS_X)
    {
      push_step (position, STEP_PASS);
      position->to_move = ishi_color_other (color);
      if (++position->passes >= 2)
        {
          position->outcome.end = ISHI_END_TWO_PASSES;
          position->outcome.winner = ISHI_EMPTY;
        }
      return ISHI_MOVE_OK;
    }

  step = push_step (position, STEP_PLAY);
  step->x = x;
  step->y = y;
  position->passes = 0;
  position->to_move = ishi_color_other (color);

  /* The five is looked for before the stone goes down (makes_five asks
   * about an empty point); ishi_renju_board_forbidden() already said OK for
   * a Black stone that makes an exact five. */
  if (ishi_renju_board_makes_five (&position->board, color, x, y, position->outcome.line))
    {
      position->outcome.end = ISHI_END_FIVE;
      position->outcome.winner = color;
    }
  else if (forbidden != ISHI_MOVE_OK)
    {
      position->outcome.end = ISHI_END_FORBIDDEN;
      position->outcome.winner = ISHI_WHITE;
      position->outcome.foul = forbidden;
    }
  set_stone (position, x, y, color);
  if (position->outcome.end == ISHI_END_NONE && ishi_renju_board_is_full (&position->board))
    {
      position->outcome.end = ISHI_END_FULL_BOARD;
      position->outcome.winner = ISHI_EMPTY;
    }
  return ISHI_MOVE_OK;
}

static void
renju_setup (IshiPosition *position, const IshiPoint *points, guint n_points, IshiColor color)
{
  Step *step;

  g_return_if_fail (position != NULL);
  g_return_if_fail (points != NULL || n_points == 0);
  g_return_if_fail (color == ISHI_EMPTY || color == ISHI_BLACK || color == ISHI_WHITE);

  step = push_step (position, STEP_SETUP);
  step->setup_start = position->setup_changes->len;
  for (guint i = 0; i < n_points; i++)
    {
      int x = points[i].x, y = points[i].y;
      SetupChange change;

      if (x < 0 || x >= N || y < 0 || y >= N)
        continue;
      change.x = x;
      change.y = y;
      change.old_color = ishi_renju_board_get (&position->board, x, y);
      g_array_append_val (position->setup_changes, change);
      set_stone (position, x, y, color);
    }
  step->setup_len = position->setup_changes->len - step->setup_start;
  position->passes = 0;
}

static gboolean
renju_undo (IshiPosition *position)
{
  Step step;

  g_return_val_if_fail (position != NULL, FALSE);

  if (position->steps->len == 0)
    return FALSE;
  step = g_array_index (position->steps, Step, position->steps->len - 1);
  g_array_set_size (position->steps, position->steps->len - 1);

  switch (step.kind)
    {
    case STEP_PLAY:
      set_stone (position, step.x, step.y, ISHI_EMPTY);
      break;
    case STEP_SETUP:
      /* backwards, so a point set twice in one call gets its first colour */
      for (guint i = step.setup_len; i > 0; i--)
        {
          SetupChange *c = &g_array_index (position->setup_changes, SetupChange,
                                           step.setup_start + i - 1);
          set_stone (position, c->x, c->y, c->old_color);
        }
      g_array_set_size (position->setup_changes, step.setup_start);
      break;
    case STEP_PASS:
    case STEP_RESIGN:
    default:
      break;
    }
  position->to_move = step.prev_to_move;
  position->passes = step.prev_passes;
  position->outcome = step.prev_outcome;
  return TRUE;
}

static void
renju_outcome (const IshiPosition *position, IshiOutcome *outcome)
{
  g_return_if_fail (position != NULL);
  g_return_if_fail (outcome != NULL);
  *outcome = position->outcome;
}

/* --- points for people ---------------------------------------------------- */

/* Renju notation: a column letter a… from the left (no letter is skipped,
 * unlike Go's missing I) and a row number from 1 at the bottom: "h8". */
static char *
renju_format_point (int size, int x, int y)
{
  if (x == ISHI_PASS_X && y == ISHI_PASS_X)
    return g_strdup ("pass");
  g_return_val_if_fail (size >= 1 && size <= 26, NULL);
  g_return_val_if_fail (x >= 0 && x < size && y >= 0 && y < size, NULL);
  return g_strdup_printf ("%c%d", 'a' + x, size - y);
}

static gboolean
renju_parse_point (int size, const char *text, int *x, int *y)
{
  int col, row = 0;
  const char *p;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (x != NULL && y != NULL, FALSE);

  while (g_ascii_isspace (*text))
    text++;
  if (g_ascii_strncasecmp (text, "pass", 4) == 0)
    {
      for (p = text + 4; g_ascii_isspace (*p); p++)
        ;
      if (*p != '\0')
        return FALSE;
      *x = *y = ISHI_PASS_X;
      return TRUE;
    }
  if (size < 1 || size > 26 || !g_ascii_isalpha (*text))
    return FALSE;
  col = g_ascii_tolower (*text) - 'a';
  p = text + 1;
  /* 1 to size, no sign, no leading zero */
  if (*p < '1' || *p > '9')
    return FALSE;
  for (; g_ascii_isdigit (*p) && row <= size; p++)
    row = row * 10 + (*p - '0');
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0' || col >= size || row < 1 || row > size)
    return FALSE;
  *x = col;
  *y = size - row;
  return TRUE;
}

/* --- hints and explanations ---------------------------------------------- */

/* Black's forbidden points are shown (and explained) while Black is to
 * move — but not under the tournament rule, where finding them is Black's
 * own task and playing one loses (renju-rules.ja.txt): marks would make
 * the rule empty. */
static gboolean
shows_forbidden (const IshiPosition *position)
{
  return position->to_move == ISHI_BLACK && !game_over (position) && !position->options.tournament;
}

static GArray *
renju_hints (const IshiPosition *position)
{
  IshiMoveStatus reasons[ISHI_RENJU_N_POINTS];
  GArray *hints;

  g_return_val_if_fail (position != NULL, NULL);

  hints = g_array_new (FALSE, FALSE, sizeof (IshiHint));
  if (!shows_forbidden (position))
    return hints;
  if (ishi_renju_board_scan (&position->board, reasons) == 0)
    return hints;
  for (int i = 0; i < ISHI_RENJU_N_POINTS; i++)
    if (reasons[i] != ISHI_MOVE_OK && reasons[i] != ISHI_MOVE_OCCUPIED)
      {
        IshiHint hint = { { i % N, i / N }, reasons[i] };
        g_array_append_val (hints, hint);
      }
  return hints;
}

/* "f8–i8": a segment's two ends joined by an en dash. */
static char *
segment_name (const IshiRenjuLine *line)
{
  g_autofree char *from = renju_format_point (N, line->from.x, line->from.y);
  g_autofree char *to = renju_format_point (N, line->to.x, line->to.y);

  return g_strconcat (from, "–", to, NULL);
}

static char *
renju_explain (const IshiPosition *position, int x, int y, GArray *segments)
{
  g_autoptr(GArray) lines = NULL;
  g_autoptr(GPtrArray) names = NULL;
  IshiMoveStatus status;

  g_return_val_if_fail (position != NULL, NULL);

  if (!shows_forbidden (position) || x < 0 || x >= N || y < 0 || y >= N)
    return NULL;

  lines = g_array_new (FALSE, FALSE, sizeof (IshiRenjuLine));
  status = ishi_renju_board_explain (&position->board, x, y, lines);
  if (status != ISHI_MOVE_DOUBLE_FOUR && status != ISHI_MOVE_DOUBLE_THREE
      && status != ISHI_MOVE_OVERLINE)
    return NULL;

  names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < lines->len; i++)
    {
      const IshiRenjuLine *line = &g_array_index (lines, IshiRenjuLine, i);

      g_ptr_array_add (names, segment_name (line));
      if (segments != NULL)
        {
          IshiSegment segment = { line->from, line->to };
          g_array_append_val (segments, segment);
        }
    }
  g_ptr_array_add (names, NULL);

  switch (status)
    {
    case ISHI_MOVE_DOUBLE_FOUR:
      if (lines->len == 2)
        return g_strdup_printf (_("Double four: the fours %s and %s are made at once"),
                                (char *) names->pdata[0], (char *) names->pdata[1]);
      else
        {
          g_autofree char *list = g_strjoinv (", ", (char **) names->pdata);
          /* TRANSLATORS: %s is a list of lines such as "f8–i8, g7–g10, …" */
          return g_strdup_printf (_("Double four: the fours %s are made at once"), list);
        }
    case ISHI_MOVE_DOUBLE_THREE:
      if (lines->len == 2)
        return g_strdup_printf (_("Double three: the threes %s and %s are made at once"),
                                (char *) names->pdata[0], (char *) names->pdata[1]);
      else
        {
          g_autofree char *list = g_strjoinv (", ", (char **) names->pdata);
          /* TRANSLATORS: %s is a list of lines such as "f8–i8, g7–g10, …" */
          return g_strdup_printf (_("Double three: the threes %s are made at once"), list);
        }
    case ISHI_MOVE_OVERLINE:
    default:
      {
        g_autofree char *list = g_strjoinv (", ", (char **) names->pdata);
        /* TRANSLATORS: %s is one line such as "d8–i8" (or a list of them) */
        return g_strdup_printf (_("Overline: %s would be six or more in a row"), list);
      }
    }
}

static const IshiRules renju_rules = {
  .id = "renju",
  .name = N_("Renju"),
  .sgf_game = 4,
  .min_size = N,
  .max_size = N,
  .default_size = N,
  .has_captures = FALSE,
  .plain_letters = TRUE,

  .position_new = renju_position_new,
  .position_copy = renju_position_copy,
  .position_free = renju_position_free,
  .options = renju_options,

  .stone_at = renju_stone_at,
  .to_move = renju_to_move,
  .set_to_move = renju_set_to_move,
  .captures = renju_captures,
  .hash = renju_hash,

  .check = renju_check,
  .play = renju_play,
  .setup = renju_setup,
  .undo = renju_undo,
  .outcome = renju_outcome,

  .format_point = renju_format_point,
  .parse_point = renju_parse_point,

  .hints = renju_hints,
  .explain = renju_explain,
};

const IshiRules *
ishi_rules_renju (void)
{
  return &renju_rules;
}
