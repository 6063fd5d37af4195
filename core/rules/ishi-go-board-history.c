/* ishi-go-board-history.c — the positions a Go board remembers: the Zobrist
 * keys its hashes are made of, the superko history (every whole position so
 * far, and the same hashes in a table for lookup, cleared at two passes
 * where the rule set says so), and the log of the board's showings that
 * 广义禁全同 counts for off-board moves.  ishi-go-board.c plays the moves
 * and asks here whether a position is new; how the board is kept is
 * explained at the top of that file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-board"

#include "config.h"

#include "ishi-go-board-history.h"

/* --- Zobrist keys -------------------------------------------------------- */

/* SplitMix64 (Steele, Lea and Flood): a tiny generator with a fixed seed, so
 * every board gets the same keys. */
static inline guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* The cells of the largest board (as ishi_go_board_new counts them). */
#define MAX_CELLS ((ISHI_GO_BOARD_MAX_SIZE + 2) * (ISHI_GO_BOARD_MAX_SIZE + 1) + 1)

/* One table of keys for every board, made the first time a board is: a
 * constant, never written afterwards, shared by all threads.  The keys
 * of point index p are the same on every size (the sequence from the
 * fixed seed, p by p), so a board of any size hashes exactly as it did
 * when each board made its own 2 × n_cells keys; making and freeing them
 * for each board was a twentieth of reading a short record
 * (bench-files.sh). */
const guint64 *
ishi_go_board_zobrist_keys (void)
{
  static guint64 *table;

  if (g_once_init_enter (&table))
    {
      guint64 seed = G_GUINT64_CONSTANT (0x15A1C0DE15A1C0DE);
      guint64 *keys = g_new (guint64, 2 * MAX_CELLS);

      for (int i = 0; i < 2 * MAX_CELLS; i++)
        keys[i] = splitmix64 (&seed);
      g_once_init_leave (&table, keys);
    }
  return table;
}

/* --- the superko history ------------------------------------------------- */

/* The table marks a free slot with 0, so a position whose hash is 0 is
 * stored as this value instead (one more 2^-64 chance of a false match). */
static inline guint64
table_value (guint64 hash)
{
  return hash != 0 ? hash : G_GUINT64_CONSTANT (0x2545F4914F6CDD1D);
}

gboolean
ishi_go_board_history_contains (const IshiGoBoard *b, guint64 hash)
{
  guint64 v = table_value (hash);
  guint i = (guint) v & b->table_mask;

  while (b->table[i] != 0)
    {
      if (b->table[i] == v)
        {
          /* Cleared at two passes: only the positions since count.  The
           * scan is rare (the table has just said the position was seen)
           * and short (the history since the last stop). */
          if (b->history_floor == 0)
            return TRUE;
          for (guint j = b->history_floor; j < b->n_history; j++)
            if (table_value (b->history[j]) == v)
              return TRUE;
          return FALSE;
        }
      i = (i + 1) & b->table_mask;
    }
  return FALSE;
}

static inline void
table_insert (IshiGoBoard *b, guint64 hash)
{
  guint64 v = table_value (hash);
  guint i = (guint) v & b->table_mask;

  while (b->table[i] != 0)
    i = (i + 1) & b->table_mask;
  b->table[i] = v;
}

void
ishi_go_board_history_push (IshiGoBoard *b, guint64 hash)
{
  if (b->n_history == b->history_alloc)
    {
      b->history_alloc = MAX (64, 2 * b->history_alloc);
      b->history = g_renew (guint64, b->history, b->history_alloc);
    }
  if (b->table == NULL)
    {
      /* Room for a long game before the table grows. */
      guint n = 64;

      while (n < 4u * (guint) (b->size * b->size))
        n *= 2;
      b->table = g_new0 (guint64, n);
      b->table_mask = n - 1;
    }
  b->history[b->n_history++] = hash;

  /* Keep the table at most half full.  Growing re-inserts in history
   * order, which keeps the property ishi_go_board_history_pop relies on. */
  if (2 * b->n_history > b->table_mask + 1)
    {
      guint n = 2 * (b->table_mask + 1);

      g_free (b->table);
      b->table = g_new0 (guint64, n);
      b->table_mask = n - 1;
      for (guint i = 0; i < b->n_history; i++)
        table_insert (b, b->history[i]);
    }
  else
    table_insert (b, hash);
}

/* Removes the most recent position.  With linear probing and removals in
 * the reverse order of insertions, the latest copy of a value is the last
 * one on its probe path, and emptying its slot cannot cut the path of any
 * value inserted before it. */
void
ishi_go_board_history_pop (IshiGoBoard *b)
{
  guint64 v;
  guint i, last = G_MAXUINT;

  g_assert (b->n_history > 0);
  v = table_value (b->history[--b->n_history]);
  for (i = (guint) v & b->table_mask; b->table[i] != 0; i = (i + 1) & b->table_mask)
    if (b->table[i] == v)
      last = i;
  g_assert (last != G_MAXUINT);
  b->table[last] = 0;
}

/* The off-board stones' part of a whole-position hash: nothing while
 * there are none, so positional superko is unaffected. */
static inline guint64
off_board_key (int color, int count)
{
  guint64 state = ((guint64) color << 32) ^ (guint64) count ^ G_GUINT64_CONSTANT (0x6A09E667F3BCC909);

  return count == 0 ? 0 : splitmix64 (&state);
}

guint64
ishi_go_board_whole_hash (const IshiGoBoard *b, guint64 board_hash)
{
  return board_hash ^ off_board_key (1, b->offboard[0]) ^ off_board_key (2, b->offboard[1]);
}

void
ishi_go_board_board_log_push (IshiGoBoard *b)
{
  if (b->n_board_log == b->board_log_alloc)
    {
      b->board_log_alloc = MAX (64, 2 * b->board_log_alloc);
      b->board_log = g_renew (guint64, b->board_log, b->board_log_alloc);
    }
  b->board_log[b->n_board_log++] = b->hash;
}

/* --- for the checker (ishi-go-board-verify.c) ------------------------------ */

void
ishi_go_board_history_check (const IshiGoBoard *b, gboolean *is_last, gboolean *in_table)
{
  guint64 whole = ishi_go_board_whole_hash (b, b->hash);

  *is_last = b->n_history > 0 && b->history[b->n_history - 1] == whole;
  *in_table = ishi_go_board_history_contains (b, whole);
}
