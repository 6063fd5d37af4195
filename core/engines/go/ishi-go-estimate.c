/* ishi-go-estimate.c — see ishi-go-estimate.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include "ishi-go-estimate.h"

double
ishi_go_estimate_count (const IshiGoBoard *board, const IshiRuleset *ruleset, double komi,
                        int handicap, const double *black, const double *white)
{
  int size = ishi_go_board_get_size (board);
  double lead = 0;

  switch (ruleset->scoring)
    {
    case ISHI_SCORE_PURE:
    case ISHI_SCORE_CHINESE:
    case ISHI_SCORE_EQUAL_LAW:
    case ISHI_SCORE_EQUAL_BOWLS_LAW:
    case ISHI_SCORE_EQUAL_OFF_LAW:
    case ISHI_SCORE_EQUAL_NOPASS_LAW:
      for (int p = 0; p < size * size; p++)
        lead += black[p] - white[p];
      if (ruleset->scoring != ISHI_SCORE_PURE)
        komi += ishi_ruleset_handicap_compensation (ruleset, handicap);
      return lead - komi;
    default:
      for (int p = 0; p < size * size; p++)
        switch (ishi_go_board_get (board, p % size, p / size))
          {
          case ISHI_BLACK:
            lead -= 2 * white[p];
            break;
          case ISHI_WHITE:
            lead += 2 * black[p];
            break;
          default:
            lead += black[p] - white[p];
            break;
          }
      lead += ishi_go_board_get_captures (board, ISHI_BLACK) - ishi_go_board_get_captures (board, ISHI_WHITE);
      if (ruleset->off_board_moves)
        lead += ishi_go_board_get_off_board (board, ISHI_WHITE) - ishi_go_board_get_off_board (board, ISHI_BLACK);
      return lead - komi;
    }
}

IshiGoBoard *
ishi_go_estimate_stones_of (const IshiGoBoard *board)
{
  int size = ishi_go_board_get_size (board);
  IshiGoBoard *fresh = ishi_go_board_new (size, ishi_go_board_get_ko_rule (board),
                                          ishi_go_board_get_allow_suicide (board));
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_array_set_size (points, 0);
      for (int p = 0; p < size * size; p++)
        if (ishi_go_board_get (board, p % size, p / size) == c)
          {
            IshiPoint point = { p % size, p / size };

            g_array_append_val (points, point);
          }
      ishi_go_board_setup (fresh, (const IshiPoint *) points->data, points->len, c);
    }
  ishi_go_board_set_to_move (fresh, ishi_go_board_get_to_move (board));
  return fresh;
}

gboolean
ishi_go_estimate_lead (IshiGoEngine *engine, const IshiGoBoard *board, const IshiRuleset *ruleset,
                       double komi, int handicap, GCancellable *cancellable, double *lead,
                       GError **error)
{
  int n = ishi_go_board_get_size (board) * ishi_go_board_get_size (board);
  g_autofree double *black = g_new (double, n);
  g_autofree double *white = g_new (double, n);
  gboolean over = ishi_go_board_get_passes (board) >= 2;
  guint playouts = ishi_go_engine_get_playouts (engine);
  double sum = 0;

  ishi_go_engine_set_ownership (engine, TRUE);
  if (over && playouts > 1)
    ishi_go_engine_set_playouts (engine, playouts / 2);
  for (int half = 0; half < (over ? 2 : 1); half++)
    {
      g_autoptr(IshiGoBoard) fresh = over ? ishi_go_estimate_stones_of (board) : NULL;
      IshiGoEngineMove move;

      if (fresh && half == 1)
        ishi_go_board_set_to_move (fresh, ishi_color_other (ishi_go_board_get_to_move (fresh)));
      if (!ishi_go_engine_think (engine, fresh ? fresh : board, 0, cancellable, &move, error))
        {
          ishi_go_engine_set_playouts (engine, playouts);
          return FALSE;
        }
      if (!ishi_go_engine_get_ownership (engine, black, white))
        {
          ishi_go_engine_set_playouts (engine, playouts);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "no playout was played");
          return FALSE;
        }
      sum += ishi_go_estimate_count (board, ruleset, komi, handicap, black, white);
    }
  ishi_go_engine_set_playouts (engine, playouts);
  *lead = over ? sum / 2 : sum;
  return TRUE;
}
