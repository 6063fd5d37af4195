/* ishi-go-dead.c — the dead stones of a finished game as Ishi's Go engine
 * reads them (see ishi-go-dead.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <string.h>

#include "ishi-deadstones.h"
#include "ishi-go-dead.h"
#include "ishi-go-engine.h"
#include "ishi-ruleset.h"

/* FNV-1a over the stones: the same position always gets the same seed. */
static guint64
position_seed (int size, const IshiColor *board)
{
  guint64 h = 0xcbf29ce484222325ull;

  for (int p = 0; p < size * size; p++)
    {
      h ^= (guint64) board[p] + 1;
      h *= 0x100000001b3ull;
    }
  return h ? h : 1;
}

static IshiGoBoard *
board_of (int size, const IshiColor *stones, IshiColor to_move)
{
  IshiGoBoard *board = ishi_go_board_new (size, ISHI_KO_SIMPLE, FALSE);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_array_set_size (points, 0);
      for (int p = 0; p < size * size; p++)
        if (stones[p] == c)
          {
            IshiPoint pt = { p % size, p / size };

            g_array_append_val (points, pt);
          }
      if (points->len > 0)
        ishi_go_board_setup (board, (IshiPoint *) points->data, points->len, c);
    }
  ishi_go_board_set_to_move (board, to_move);
  return board;
}

gboolean
ishi_go_dead_ownership (int size, const IshiColor *stones, IshiColor to_move,
                        double *black, double *white, gpointer data)
{
  const IshiGoDeadOptions *options = data;
  int n = size * size;
  guint playouts = options && options->playouts ? options->playouts
                 : (guint) MAX (256, ISHI_GO_DEAD_PLAYOUTS_19 * 361 / n);
  guint threads = options && options->threads ? options->threads : 2;
  guint64 seed = options && options->seed ? options->seed : position_seed (size, stones);
  g_autofree double *b = g_new (double, n);
  g_autofree double *w = g_new (double, n);
  g_autoptr(IshiGoEngine) engine = NULL;
  IshiColor first = to_move == ISHI_WHITE ? ISHI_WHITE : ISHI_BLACK;

  /* Area counting: its playouts capture the dead stones and fill the
   * dame, so that each point ends owned. */
  engine = ishi_go_engine_new (ishi_ruleset_lookup ("chinese"), options ? options->komi : 7, 0);
  ishi_go_engine_set_threads (engine, threads);
  ishi_go_engine_set_seed (engine, seed);
  ishi_go_engine_set_randomness (engine, 0);
  ishi_go_engine_set_ownership (engine, TRUE);
  memset (black, 0, sizeof (double) * n);
  memset (white, 0, sizeof (double) * n);

  /* Half the playouts with each side to move first. */
  for (int half = 0; half < 2; half++)
    {
      g_autoptr(IshiGoBoard) board = board_of (size, stones, half == 0 ? first
                                                                 : ishi_color_other (first));
      IshiGoEngineMove move;

      ishi_go_engine_set_playouts (engine, MAX (playouts / 2, 1));
      if (!ishi_go_engine_think (engine, board, 0, NULL, &move, NULL)
          || !ishi_go_engine_get_ownership (engine, b, w))
        return FALSE;
      for (int p = 0; p < n; p++)
        {
          black[p] += b[p] / 2;
          white[p] += w[p] / 2;
        }
    }
  return TRUE;
}

guint
ishi_go_dead_stones (int size, const IshiColor *board, IshiColor to_move,
                     const IshiGoDeadOptions *options, guint8 *dead, double *ownership)
{
  IshiDeadStonesOptions dead_options = {
    .ownership = ishi_go_dead_ownership,
    .ownership_data = (gpointer) options,
  };

  return ishi_dead_stones_guess (size, board, to_move, &dead_options, dead, ownership);
}
