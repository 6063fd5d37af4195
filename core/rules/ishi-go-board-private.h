/* ishi-go-board-private.h — the Go board's structure, for the files that
 * keep it: ishi-go-board.c (the rules: playing, undo, superko),
 * ishi-go-board-state.c (the board made, copied and freed, and read),
 * ishi-go-board-history.c (the positions it remembers for superko) and
 * ishi-go-board-verify.c (the board checked against itself for the tests,
 * and the board as text).  Nothing else reads the structure; everything
 * else goes through ishi-go-board.h.  How the arrays are kept is explained at the top
 * of ishi-go-board.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-go-board.h"

G_BEGIN_DECLS

enum {
  EMPTY = ISHI_EMPTY,
  BLACK = ISHI_BLACK,
  WHITE = ISHI_WHITE,
  BORDER = 3,
};

#define IS_STONE(c) ((guint) (c) - 1u < 2u)

/* A point index 0 is always on the border, so 0 means "no point". */
#define NO_POINT 0

typedef struct {
  guint32 offset;   /* into the arena */
  gint32 old;
} Change;

/* What an undo step restores besides the arrays. */
typedef struct {
  guint n_changes;
  guint64 hash;
  gint32 ko_point;
  guint8 ko_color;
  guint8 to_move;
  guint8 resigned;
  gboolean pushed_history;
  gboolean pushed_board_log;
  guint history_floor;
  int offboard[2];
  guint passes;
  int captures[2];
} Step;

struct _IshiGoBoard {
  int size;
  int stride;
  int n_cells;          /* length of each per-point array */
  IshiKoRule ko_rule;
  gboolean allow_suicide;

  /* All arrays that moves change, in one block so that a change is an
   * offset and a value. */
  gint32 *arena;
  gsize arena_len;
  gint32 *n_empty;      /* one value */
  gint32 *color;        /* EMPTY, BLACK, WHITE or BORDER */
  gint32 *head;         /* stones: the head point of their string */
  gint32 *next;         /* stones: the next stone of the string (a ring) */
  gint32 *n_stones;     /* heads: stones in the string */
  gint32 *n_plibs;      /* heads: pseudo-liberties */
  gint32 *lib_sum;      /* heads: sum of the pseudo-liberties' indices */
  gint32 *lib_sq;       /* heads: sum of their squares */
  gint32 *empty;        /* the empty points, in any order, n_empty of them */
  gint32 *empty_pos;    /* empty points: their place in empty[] */

  const guint64 *keys;  /* Zobrist: keys[2 * p + color - 1] (ishi_go_board_zobrist_keys) */

  guint64 hash;
  gint32 ko_point;      /* NO_POINT or the point ko_color may not play */
  IshiColor ko_color;
  IshiColor to_move;
  IshiColor resigned;
  guint passes;
  int captures[2];      /* by BLACK, by WHITE */

  Change *changes;
  guint n_changes, changes_alloc;
  Step *steps;
  guint n_steps, steps_alloc;

  /* Positional superko: every position so far, in order, and the same
   * hashes in an open-addressing table (linear probing) for lookup. */
  guint64 *history;
  guint n_history, history_alloc;
  guint64 *table;
  guint table_mask;
  /* 两弃停止,信息清零 (counting-methods.zh.txt, 六.2): when set, two passes
   * in a row start the history again from the position at the passes.
   * Positions before history_floor stay in the table (so that undo only
   * has to restore the floor) but no longer forbid a move. */
  gboolean reset_at_two_passes;
  guint history_floor;

  /* 广义禁全同 (ISHI_KO_GENERALISED_SUPERKO): off-board stones by colour
   * are part of the whole position (the history holds whole-position
   * hashes), and every showing of the board alone — at the start, after
   * each move, off-board move and pass — is logged, for the rule that an
   * off-board move may not show a board a fourth time. */
  gboolean allow_off_board;
  gboolean no_pass;
  int offboard[2];
  guint64 *board_log;
  guint n_board_log, board_log_alloc;
};

static inline guint64
key (const IshiGoBoard *b, int color, int p)
{
  return b->keys[2 * p + color - 1];
}

/* Exactly one liberty: all pseudo-liberties are the same point. */
static inline gboolean
in_atari (const IshiGoBoard *b, int h)
{
  gint64 n = b->n_plibs[h];
  gint64 sum = b->lib_sum[h];

  return n > 0 && n * (gint64) b->lib_sq[h] == sum * sum;
}

static inline int
point_index (const IshiGoBoard *b, int x, int y)
{
  return (y + 1) * b->stride + x + 1;
}

static inline gboolean
on_board (const IshiGoBoard *b, int x, int y)
{
  return x >= 0 && y >= 0 && x < b->size && y < b->size;
}

G_END_DECLS
