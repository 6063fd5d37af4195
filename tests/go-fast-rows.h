/* Playout boards for tests, drawn as rows (see go-rows.h).
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header-only: each test is a program of its own. */
#pragma once

#include <stdlib.h>

#include "go-rows.h"
#include "ishi-go-fast.h"

/* A playout board from rows (top row first), `to_move` to play, and the
 * stones of `more`, GTP vertices after 'B' or 'W' ("W D3 B G7"; NULL:
 * none).  Free it with g_free. */
static inline IshiGoFast *
fast_from_rows_and (const char *const *rows, IshiColor to_move, const char *more)
{
  int size = (int) strlen (rows[0]);
  g_autoptr(IshiGoBoard) board = go_board_from_rows_with (rows, ISHI_KO_SIMPLE, FALSE, to_move);
  g_auto(GStrv) words = g_strsplit (more != NULL ? more : "", " ", -1);
  IshiGoFast *f = g_new0 (IshiGoFast, 1);

  for (guint i = 0; words[i] != NULL && words[i + 1] != NULL; i += 2)
    {
      const char *v = words[i + 1];
      IshiPoint p = { v[0] - 'A' - (v[0] > 'I'), size - atoi (v + 1) };

      ishi_go_board_setup (board, &p, 1, words[i][0] == 'B' ? ISHI_BLACK : ISHI_WHITE);
    }
  ishi_go_fast_set (f, board);
  return f;
}
