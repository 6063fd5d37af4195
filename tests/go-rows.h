/* Go boards for tests, drawn as rows.  SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header-only: each test is a program of its own. */
#pragma once

#include <string.h>

#include <glib.h>

#include "ishi-go-board.h"
#include "ishi-ruleset.h"

/* A board from rows of 'X' (black), 'O' (white) and '.', top row first
 * (GTP's row `size`), with `ko_rule`, suicide allowed or not, `to_move` to
 * play. */
static inline IshiGoBoard *
go_board_from_rows_with (const char *const *rows, IshiKoRule ko_rule, gboolean allow_suicide,
                         IshiColor to_move)
{
  int size = (int) strlen (rows[0]);
  IshiGoBoard *board = ishi_go_board_new (size, ko_rule, allow_suicide);

  for (int y = 0; y < size; y++)
    {
      g_assert_cmpint ((int) strlen (rows[y]), ==, size);
      for (int x = 0; x < size; x++)
        if (rows[y][x] != '.')
          {
            IshiPoint p = { x, y };

            g_assert_true (rows[y][x] == 'X' || rows[y][x] == 'O');
            ishi_go_board_setup (board, &p, 1, rows[y][x] == 'X' ? ISHI_BLACK : ISHI_WHITE);
          }
    }
  ishi_go_board_set_to_move (board, to_move);
  return board;
}

/* The same under the rule set named `row` ("chinese", "pure" …): its ko,
 * suicide and off-board moves. */
static inline IshiGoBoard *
go_board_from_rows (const char *const *rows, const char *row, IshiColor to_move)
{
  const IshiRuleset *ruleset = ishi_ruleset_lookup (row);
  IshiRulesOptions options;
  IshiGoBoard *board;

  g_assert_nonnull (ruleset);
  ishi_ruleset_get_options (ruleset, (int) strlen (rows[0]), &options);
  board = go_board_from_rows_with (rows, options.ko_rule, options.allow_suicide, to_move);
  ishi_go_board_set_off_board_moves (board, options.off_board_moves, options.no_pass);
  return board;
}
