/* ishi-rules-go.c — Go behind the IshiRules table, and handicap points.
 *
 * The rules themselves live in ishi-go-board.c; this file only adapts the
 * board to the table every game provides (ishi-rules.h), and writes points
 * the way Go players read them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-rules-go"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-go-board.h"
#include "ishi-rules.h"

struct _IshiPosition {
  IshiGoBoard *board;
  IshiRulesOptions options;
};

/* Go columns are lettered from the left without I (so that I and J are
 * never confused): A–H, J–Z gives exactly the 25 columns of the largest
 * board.  Rows are numbered from 1 at the bottom. */
static const char go_columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

static IshiPosition *
go_position_new (const IshiRulesOptions *options)
{
  IshiPosition *pos;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->size >= ISHI_GO_BOARD_MIN_SIZE &&
                        options->size <= ISHI_GO_BOARD_MAX_SIZE, NULL);

  pos = g_new0 (IshiPosition, 1);
  pos->options = *options;
  pos->board = ishi_go_board_new (options->size, options->ko_rule, options->allow_suicide);
  ishi_go_board_set_reset_at_two_passes (pos->board, options->clear_history_at_two_passes);
  ishi_go_board_set_off_board_moves (pos->board, options->off_board_moves, options->no_pass);
  return pos;
}

static IshiPosition *
go_position_copy (const IshiPosition *position)
{
  IshiPosition *pos;

  g_return_val_if_fail (position != NULL, NULL);

  pos = g_new0 (IshiPosition, 1);
  pos->options = position->options;
  pos->board = ishi_go_board_copy (position->board);
  return pos;
}

static void
go_position_free (IshiPosition *position)
{
  if (position == NULL)
    return;
  ishi_go_board_free (position->board);
  g_free (position);
}

static const IshiRulesOptions *
go_options (const IshiPosition *position)
{
  g_return_val_if_fail (position != NULL, NULL);
  return &position->options;
}

static IshiColor
go_stone_at (const IshiPosition *position, int x, int y)
{
  g_return_val_if_fail (position != NULL, ISHI_EMPTY);
  return ishi_go_board_get (position->board, x, y);
}

static IshiColor
go_to_move (const IshiPosition *position)
{
  g_return_val_if_fail (position != NULL, ISHI_BLACK);
  return ishi_go_board_get_to_move (position->board);
}

static void
go_set_to_move (IshiPosition *position, IshiColor color)
{
  g_return_if_fail (position != NULL);
  ishi_go_board_set_to_move (position->board, color);
}

static int
go_captures (const IshiPosition *position, IshiColor color)
{
  g_return_val_if_fail (position != NULL, 0);
  return ishi_go_board_get_captures (position->board, color);
}

static guint64
go_hash (const IshiPosition *position)
{
  g_return_val_if_fail (position != NULL, 0);
  return ishi_go_board_get_hash (position->board);
}

static IshiMoveStatus
go_check (const IshiPosition *position, IshiColor color, int x, int y)
{
  g_return_val_if_fail (position != NULL, ISHI_MOVE_OFF_BOARD);
  return ishi_go_board_check (position->board, color, x, y);
}

static IshiMoveStatus
go_play (IshiPosition *position, IshiColor color, int x, int y)
{
  g_return_val_if_fail (position != NULL, ISHI_MOVE_OFF_BOARD);
  return ishi_go_board_play (position->board, color, x, y);
}

static IshiMoveStatus
go_play_no_undo (IshiPosition *position, IshiColor color, int x, int y)
{
  g_return_val_if_fail (position != NULL, ISHI_MOVE_OFF_BOARD);
  return ishi_go_board_play_fast (position->board, color, x, y);
}

static void
go_setup (IshiPosition *position, const IshiPoint *points, guint n_points, IshiColor color)
{
  g_return_if_fail (position != NULL);
  ishi_go_board_setup (position->board, points, n_points, color);
}

static gboolean
go_undo (IshiPosition *position)
{
  g_return_val_if_fail (position != NULL, FALSE);
  return ishi_go_board_undo (position->board);
}

static void
go_outcome (const IshiPosition *position, IshiOutcome *outcome)
{
  IshiColor resigned;

  g_return_if_fail (position != NULL);
  g_return_if_fail (outcome != NULL);

  memset (outcome, 0, sizeof *outcome);
  outcome->line[0].x = outcome->line[0].y = -1;
  outcome->line[1].x = outcome->line[1].y = -1;

  resigned = ishi_go_board_get_resigned (position->board);
  if (resigned != ISHI_EMPTY)
    {
      outcome->end = ISHI_END_RESIGN;
      outcome->winner = ishi_color_other (resigned);
    }
  else if (ishi_go_board_get_passes (position->board) >= 2)
    {
      /* Who won is decided by counting (ishi-score.c), not here. */
      outcome->end = ISHI_END_TWO_PASSES;
      outcome->winner = ISHI_EMPTY;
    }
  else if (position->options.void_cycles && ishi_go_board_repeats (position->board))
    {
      /* 多劫循环判无胜负 (counting-methods.zh.txt, 1-1 and 1-2 under the
       * plain ko rule): the players went round a cycle. */
      outcome->end = ISHI_END_CYCLE;
      outcome->winner = ISHI_EMPTY;
    }
  else
    {
      outcome->end = ISHI_END_NONE;
      outcome->winner = ISHI_EMPTY;
    }
}

/* "D4": a column letter and a row number counted from the bottom.  A pass
 * is written "pass" (the GTP word); points off the board give NULL. */
static char *
go_format_point (int size, int x, int y)
{
  g_return_val_if_fail (size >= ISHI_GO_BOARD_MIN_SIZE && size <= ISHI_GO_BOARD_MAX_SIZE, NULL);

  if (x == -1 && y == -1)
    return g_strdup ("pass");
  if (x < 0 || y < 0 || x >= size || y >= size)
    return NULL;
  return g_strdup_printf ("%c%d", go_columns[x], size - y);
}

/* Reads "D4", "d4" or "pass" (any case).  Strict otherwise: no spaces, no
 * "I", no leading zero, nothing after the number. */
static gboolean
go_parse_point (int size, const char *text, int *x, int *y)
{
  const char *letter;
  int row = 0;
  const char *p;

  g_return_val_if_fail (text != NULL, FALSE);

  if (size < ISHI_GO_BOARD_MIN_SIZE || size > ISHI_GO_BOARD_MAX_SIZE)
    return FALSE;

  if (g_ascii_strcasecmp (text, "pass") == 0)
    {
      if (x)
        *x = -1;
      if (y)
        *y = -1;
      return TRUE;
    }

  if (text[0] == '\0')
    return FALSE;
  letter = strchr (go_columns, g_ascii_toupper (text[0]));
  if (letter == NULL || *letter == '\0' || letter - go_columns >= size)
    return FALSE;

  p = text + 1;
  if (*p < '1' || *p > '9')
    return FALSE;
  for (; *p; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      row = row * 10 + (*p - '0');
      if (row > size)
        return FALSE;
    }

  if (x)
    *x = (int) (letter - go_columns);
  if (y)
    *y = size - row;
  return TRUE;
}

static const IshiRules go_rules = {
  .id = "go",
  .name = N_("Go"),
  .sgf_game = 1,
  .min_size = ISHI_GO_BOARD_MIN_SIZE,
  .max_size = ISHI_GO_BOARD_MAX_SIZE,
  .default_size = 19,
  .has_captures = TRUE,
  .plain_letters = FALSE,

  .position_new = go_position_new,
  .position_copy = go_position_copy,
  .position_free = go_position_free,
  .options = go_options,

  .stone_at = go_stone_at,
  .to_move = go_to_move,
  .set_to_move = go_set_to_move,
  .captures = go_captures,
  .hash = go_hash,

  .check = go_check,
  .play = go_play,
  .play_no_undo = go_play_no_undo,
  .setup = go_setup,
  .undo = go_undo,
  .outcome = go_outcome,

  .format_point = go_format_point,
  .parse_point = go_parse_point,

  .hints = NULL,
  .explain = NULL,
};

const IshiRules *
ishi_rules_go (void)
{
  return &go_rules;
}

/* --- handicap ------------------------------------------------------------ */

/* Fixed handicap stones, the layout of the GTP specification (version 2,
 * section 4.1.1, "fixed_handicap") as GNU Go 3.8 places them:
 *
 *   2: lower left, upper right     6: 4 + left and right sides
 *   3: 2 + upper left              7: 6 + centre
 *   4: 3 + lower right             8: 6 + top and bottom sides
 *   5: 4 + centre                  9: 8 + centre
 *
 * The corner stones stand on the 3-3 points up to 11x11 and on the 4-4
 * points from 12x12 up, again as GNU Go does (it stops at 19x19; larger
 * boards follow the same pattern).  Side and centre stones need
 * a middle line, so even sizes and 7x7 take at most 4 stones; boards
 * smaller than 7x7 take none.  (Other programs differ in details: Sabaki
 * puts the third stone lower right unless told to follow Tygem, which
 * agrees with GTP, and uses the 4-4 points only from 13x13 up.)
 *
 * A handicap of 0 or 1 places nothing: with one stone of handicap Black
 * simply plays first, anywhere, without komi (online-go-rules.ja.txt,
 * handicap: "ハンディキャップ 1と設定したときは、通常のゲームと同様に黒の
 * 手番から開始し任意の場所に着手できます"). */
gboolean
ishi_go_handicap_points (int size, int handicap, GArray *points)
{
  int edge, near, far, mid;
  int max;
  IshiPoint all[9];
  /* Which of `all` a handicap uses, in placing order. */
  static const int order[10][9] = {
    { 0 }, { 0 },
    { 0, 1 },
    { 0, 1, 2 },
    { 0, 1, 2, 3 },
    { 0, 1, 2, 3, 8 },
    { 0, 1, 2, 3, 4, 5 },
    { 0, 1, 2, 3, 4, 5, 8 },
    { 0, 1, 2, 3, 4, 5, 6, 7 },
    { 0, 1, 2, 3, 4, 5, 6, 7, 8 },
  };

  g_return_val_if_fail (points != NULL, FALSE);
  g_return_val_if_fail (g_array_get_element_size (points) == sizeof (IshiPoint), FALSE);

  if (size < ISHI_GO_BOARD_MIN_SIZE || size > ISHI_GO_BOARD_MAX_SIZE || handicap < 0)
    return FALSE;
  if (handicap <= 1)
    return TRUE;
  if (size < 7)
    return FALSE;

  max = (size % 2 == 1 && size > 7) ? 9 : 4;
  if (handicap > max)
    return FALSE;

  edge = size <= 11 ? 2 : 3;   /* 0-based: the 3rd or the 4th line */
  near = edge;
  far = size - 1 - edge;
  mid = size / 2;

  /* x from the left, y from the top. */
  all[0] = (IshiPoint) { near, far };   /* lower left  (D4 on 19x19)  */
  all[1] = (IshiPoint) { far, near };   /* upper right (Q16) */
  all[2] = (IshiPoint) { near, near };  /* upper left  (D16) */
  all[3] = (IshiPoint) { far, far };    /* lower right (Q4)  */
  all[4] = (IshiPoint) { near, mid };   /* left side   (D10) */
  all[5] = (IshiPoint) { far, mid };    /* right side  (Q10) */
  all[6] = (IshiPoint) { mid, far };    /* bottom side (K4)  */
  all[7] = (IshiPoint) { mid, near };   /* top side    (K16) */
  all[8] = (IshiPoint) { mid, mid };    /* centre      (K10) */

  for (int i = 0; i < handicap; i++)
    g_array_append_val (points, all[order[handicap][i]]);
  return TRUE;
}
