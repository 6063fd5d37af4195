/* ishi-go-board-state.c — the Go board as a value: made (the empty board
 * with its border, the empty-point list and the first position of the
 * superko history), copied, assigned for a playout and freed; its options
 * set; and what is asked of it — a point, the side to move, the captures,
 * the ko, the passes, a repetition, a string's size and liberties.  The
 * rules that change it (playing, setup, undo, the fast path) are in
 * ishi-go-board.c; how its arrays are kept is explained at the top there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-board"

#include "config.h"

#include <string.h>

#include "ishi-go-board-history.h"

/* --- creating ------------------------------------------------------------ */

static void
set_arrays (IshiGoBoard *b)
{
  gsize n = (gsize) b->n_cells;

  b->n_empty = b->arena;
  b->color = b->arena + 1;
  b->head = b->color + n;
  b->next = b->head + n;
  b->n_stones = b->next + n;
  b->n_plibs = b->n_stones + n;
  b->lib_sum = b->n_plibs + n;
  b->lib_sq = b->lib_sum + n;
  b->empty = b->lib_sq + n;
  b->empty_pos = b->empty + n;
}

IshiGoBoard *
ishi_go_board_new (int size, IshiKoRule ko_rule, gboolean allow_suicide)
{
  IshiGoBoard *b;

  g_return_val_if_fail (size >= ISHI_GO_BOARD_MIN_SIZE && size <= ISHI_GO_BOARD_MAX_SIZE, NULL);

  b = g_new0 (IshiGoBoard, 1);
  b->size = size;
  b->stride = size + 1;
  /* The bottom-right point's lower-right diagonal is the last cell. */
  b->n_cells = (size + 2) * b->stride + 1;
  b->ko_rule = ko_rule;
  b->allow_suicide = allow_suicide;

  /* The pseudo-liberty sums fit in 32 bits: a string has at most one
   * pseudo-liberty per adjacent (stone, empty) pair, fewer than
   * 2 * size * size, each at most n_cells^2 — about 6e8 on 25x25. */
  b->arena_len = 1 + 9 * (gsize) b->n_cells;
  b->arena = g_new0 (gint32, b->arena_len);
  set_arrays (b);

  {
    /* Local pointers and count: written through b, every store would
     * have to be made again for fear that the arrays overlap. */
    gint32 *color = b->color, *empty = b->empty, *empty_pos = b->empty_pos;
    gint32 n_empty = 0;

    for (int p = 0; p < b->n_cells; p++)
      color[p] = BORDER;
    for (int y = 0; y < size; y++)
      for (int x = 0, p = point_index (b, 0, y); x < size; x++, p++)
        {
          color[p] = EMPTY;
          empty_pos[p] = n_empty;
          empty[n_empty++] = p;
        }
    *b->n_empty = n_empty;
  }

  b->keys = ishi_go_board_zobrist_keys ();

  b->hash = 0;
  b->ko_point = NO_POINT;
  b->to_move = ISHI_BLACK;
  b->resigned = ISHI_EMPTY;

  /* The superko history and its table are made by the first position
   * pushed (ishi_go_board_history_push): under simple ko there is none,
   * and a board made to read a record costs no more than its points. */
  /* The empty board is a position like any other: a move that empties the
   * board again (possible only with suicide) repeats it. */
  if (ko_rule != ISHI_KO_SIMPLE)
    ishi_go_board_history_push (b, b->hash);
  if (ko_rule == ISHI_KO_GENERALISED_SUPERKO)
    ishi_go_board_board_log_push (b);

  return b;
}

IshiGoBoard *
ishi_go_board_copy (const IshiGoBoard *src)
{
  IshiGoBoard *b;

  g_return_val_if_fail (src != NULL, NULL);

  b = g_memdup2 (src, sizeof *src);
  b->arena = g_memdup2 (src->arena, src->arena_len * sizeof (gint32));
  set_arrays (b);
  b->changes = src->changes_alloc ? g_memdup2 (src->changes, src->changes_alloc * sizeof (Change)) : NULL;
  b->steps = src->steps_alloc ? g_memdup2 (src->steps, src->steps_alloc * sizeof (Step)) : NULL;
  b->history = src->history ? g_memdup2 (src->history, src->history_alloc * sizeof (guint64)) : NULL;
  b->table = src->table ? g_memdup2 (src->table, ((gsize) src->table_mask + 1) * sizeof (guint64)) : NULL;
  b->board_log = src->board_log_alloc
                   ? g_memdup2 (src->board_log, src->board_log_alloc * sizeof (guint64)) : NULL;
  return b;
}

void
ishi_go_board_assign (IshiGoBoard *dest, const IshiGoBoard *src)
{
  g_return_if_fail (dest != NULL && src != NULL);
  g_return_if_fail (dest->size == src->size);

  if (dest == src)
    return;

  memcpy (dest->arena, src->arena, src->arena_len * sizeof (gint32));
  dest->ko_rule = src->ko_rule;
  dest->allow_suicide = src->allow_suicide;
  dest->hash = src->hash;
  dest->ko_point = src->ko_point;
  dest->ko_color = src->ko_color;
  dest->to_move = src->to_move;
  dest->resigned = src->resigned;
  dest->passes = src->passes;
  dest->captures[0] = src->captures[0];
  dest->captures[1] = src->captures[1];

  /* Only the position: a playout board never undoes. */
  dest->n_changes = 0;
  dest->n_steps = 0;

  if (dest->history_alloc < src->n_history)
    {
      dest->history_alloc = src->history_alloc;
      dest->history = g_renew (guint64, dest->history, dest->history_alloc);
    }
  if (src->n_history > 0)
    memcpy (dest->history, src->history, src->n_history * sizeof (guint64));
  dest->n_history = src->n_history;
  dest->reset_at_two_passes = src->reset_at_two_passes;
  dest->history_floor = src->history_floor;
  dest->allow_off_board = src->allow_off_board;
  dest->no_pass = src->no_pass;
  dest->offboard[0] = src->offboard[0];
  dest->offboard[1] = src->offboard[1];
  if (dest->board_log_alloc < src->n_board_log)
    {
      dest->board_log_alloc = src->board_log_alloc;
      dest->board_log = g_renew (guint64, dest->board_log, dest->board_log_alloc);
    }
  if (src->n_board_log > 0)
    memcpy (dest->board_log, src->board_log, src->n_board_log * sizeof (guint64));
  dest->n_board_log = src->n_board_log;

  if (src->table == NULL)
    {
      g_clear_pointer (&dest->table, g_free);
      dest->table_mask = 0;
      return;
    }
  if (dest->table == NULL || dest->table_mask != src->table_mask)
    {
      g_free (dest->table);
      dest->table = g_new (guint64, (gsize) src->table_mask + 1);
      dest->table_mask = src->table_mask;
    }
  memcpy (dest->table, src->table, ((gsize) src->table_mask + 1) * sizeof (guint64));
}

void
ishi_go_board_free (IshiGoBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->arena);
  g_free (board->changes);
  g_free (board->steps);
  g_free (board->history);
  g_free (board->table);
  g_free (board->board_log);
  g_free (board);
}

/* --- reading ------------------------------------------------------------- */

int
ishi_go_board_get_size (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, 0);
  return board->size;
}

IshiKoRule
ishi_go_board_get_ko_rule (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, ISHI_KO_SIMPLE);
  return board->ko_rule;
}

gboolean
ishi_go_board_get_allow_suicide (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, FALSE);
  return board->allow_suicide;
}

void
ishi_go_board_set_reset_at_two_passes (IshiGoBoard *board, gboolean reset)
{
  g_return_if_fail (board != NULL);
  board->reset_at_two_passes = reset != FALSE;
}

gboolean
ishi_go_board_get_reset_at_two_passes (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, FALSE);
  return board->reset_at_two_passes;
}

void
ishi_go_board_set_off_board_moves (IshiGoBoard *board, gboolean allowed, gboolean no_pass)
{
  g_return_if_fail (board != NULL);
  board->allow_off_board = allowed != FALSE;
  board->no_pass = no_pass != FALSE;
}

int
ishi_go_board_get_off_board (const IshiGoBoard *board, IshiColor color)
{
  g_return_val_if_fail (board != NULL, 0);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, 0);
  return board->offboard[color - 1];
}

IshiColor
ishi_go_board_get (const IshiGoBoard *board, int x, int y)
{
  g_return_val_if_fail (board != NULL, ISHI_EMPTY);

  if (!on_board (board, x, y))
    return ISHI_EMPTY;
  return (IshiColor) board->color[point_index (board, x, y)];
}

IshiColor
ishi_go_board_get_to_move (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, ISHI_BLACK);
  return board->to_move;
}

void
ishi_go_board_set_to_move (IshiGoBoard *board, IshiColor color)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);
  board->to_move = color;
}

int
ishi_go_board_get_captures (const IshiGoBoard *board, IshiColor color)
{
  g_return_val_if_fail (board != NULL, 0);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, 0);
  return board->captures[color - 1];
}

guint64
ishi_go_board_get_hash (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, 0);
  return board->hash;
}

gboolean
ishi_go_board_get_ko (const IshiGoBoard *board, int *x, int *y, IshiColor *color)
{
  g_return_val_if_fail (board != NULL, FALSE);

  if (board->ko_point == NO_POINT)
    return FALSE;
  if (x)
    *x = board->ko_point % board->stride - 1;
  if (y)
    *y = board->ko_point / board->stride - 1;
  if (color)
    *color = board->ko_color;
  return TRUE;
}

guint
ishi_go_board_get_passes (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, 0);
  return board->passes;
}

/* The position (stones, side to move, off-board stones) seen again since
 * the last two passes in a row: the state before each undo step is in
 * that step, so the steps are read back to the one taken at two passes
 * (the position at the passes is the first of the new stretch). */
gboolean
ishi_go_board_repeats (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, FALSE);

  if (board->passes >= 2)
    return FALSE;
  for (guint i = board->n_steps; i-- > 0;)
    {
      const Step *s = &board->steps[i];

      if (s->hash == board->hash && s->to_move == (guint8) board->to_move
          && s->offboard[0] == board->offboard[0] && s->offboard[1] == board->offboard[1])
        return TRUE;
      if (s->passes >= 2)
        break;
    }
  return FALSE;
}

IshiColor
ishi_go_board_get_resigned (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, ISHI_EMPTY);
  return board->resigned;
}

guint
ishi_go_board_get_n_stones (const IshiGoBoard *board, IshiColor color)
{
  guint n = 0;

  g_return_val_if_fail (board != NULL, 0);

  for (int y = 0; y < board->size; y++)
    for (int x = 0; x < board->size; x++)
      n += board->color[point_index (board, x, y)] == (gint32) color;
  return n;
}

int
ishi_go_board_count_liberties (const IshiGoBoard *board, int x, int y)
{
  g_autofree guint8 *seen = NULL;
  int h, s, n = 0;

  g_return_val_if_fail (board != NULL, 0);

  if (!on_board (board, x, y) || !IS_STONE (board->color[point_index (board, x, y)]))
    return 0;

  seen = g_new0 (guint8, board->n_cells);
  h = board->head[point_index (board, x, y)];
  s = h;
  do
    {
      const int nb[4] = { s - board->stride, s - 1, s + 1, s + board->stride };

      for (int i = 0; i < 4; i++)
        if (board->color[nb[i]] == EMPTY && !seen[nb[i]])
          {
            seen[nb[i]] = 1;
            n++;
          }
      s = board->next[s];
    }
  while (s != h);
  return n;
}

int
ishi_go_board_string_size (const IshiGoBoard *board, int x, int y)
{
  int p;

  g_return_val_if_fail (board != NULL, 0);

  if (!on_board (board, x, y))
    return 0;
  p = point_index (board, x, y);
  if (!IS_STONE (board->color[p]))
    return 0;
  return board->n_stones[board->head[p]];
}

guint
ishi_go_board_get_undo_depth (const IshiGoBoard *board)
{
  g_return_val_if_fail (board != NULL, 0);
  return board->n_steps;
}
