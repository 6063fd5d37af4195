/* bench-renju.c — how long a full-board scan for Black's forbidden points
 * takes (every empty point judged, RIF 9.3 recursion included).
 *
 * Positions: each of the 26 openings (in a different orientation each)
 * continued with plausible moves — every stone next to the others, Black
 * preferring points beside his own stones, never a forbidden point and
 * never a five — to 30, 50 and 70 stones; and, when the shared testdata is
 * there, the whole-board positions of forbidden_cases.txt.
 *
 * Usage: bench-renju [SECONDS-PER-POSITION]   (default 0.2)
 * Build with --buildtype=release for figures worth quoting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "ishi-renju-board.h"
#include "ishi-renju-openings.h"

#define N ISHI_RENJU_SIZE

typedef struct {
  char *name;
  IshiRenjuBoard board;
} Position;

static gboolean
near_stones (const IshiRenjuBoard *board, int x, int y, int dist, IshiColor color)
{
  for (int dy = -dist; dy <= dist; dy++)
    for (int dx = -dist; dx <= dist; dx++)
      {
        int nx = x + dx, ny = y + dy;

        if ((dx || dy) && nx >= 0 && nx < N && ny >= 0 && ny < N)
          {
            IshiColor c = ishi_renju_board_get (board, nx, ny);
            if (c != ISHI_EMPTY && (color == ISHI_EMPTY || c == color))
              return TRUE;
          }
      }
  return FALSE;
}

/* One plausible move for `color`, or FALSE if none is left. */
static gboolean
plausible_move (const IshiRenjuBoard *board, IshiColor color, GRand *rand, int *mx, int *my)
{
  IshiPoint candidates[ISHI_RENJU_N_POINTS];
  int n = 0;

  for (int pass = 0; pass < 2 && n == 0; pass++)
    for (int y = 0; y < N; y++)
      for (int x = 0; x < N; x++)
        {
          if (ishi_renju_board_get (board, x, y) != ISHI_EMPTY)
            continue;
          /* first pass: beside a stone of one's own colour */
          if (!near_stones (board, x, y, pass == 0 ? 1 : 2, pass == 0 ? color : ISHI_EMPTY))
            continue;
          if (ishi_renju_board_makes_five (board, color, x, y, NULL))
            continue;
          if (color == ISHI_BLACK && ishi_renju_board_forbidden (board, x, y) != ISHI_MOVE_OK)
            continue;
          candidates[n++] = (IshiPoint) { x, y };
        }
  if (n == 0)
    return FALSE;
  {
    IshiPoint p = candidates[g_rand_int_range (rand, 0, n)];
    *mx = p.x;
    *my = p.y;
  }
  return TRUE;
}

static void
add_game_positions (GArray *positions)
{
  static const IshiPoint white2_places[8] = {
    { 7, 6 }, { 8, 7 }, { 7, 8 }, { 6, 7 },   /* beside h8 */
    { 8, 6 }, { 8, 8 }, { 6, 8 }, { 6, 6 },   /* diagonal to h8 */
  };
  static const int lengths[] = { 30, 50, 70 };
  guint n_openings;
  const IshiRenjuOpening *openings = ishi_renju_openings (&n_openings);
  GRand *rand = g_rand_new_with_seed (8);

  for (guint i = 0; i < n_openings; i++)
    {
      const IshiRenjuOpening *o = &openings[i];
      IshiPoint white2 = white2_places[(o->indirect ? 4 : 0) + i % 4];
      IshiPoint stones[3];
      IshiRenjuBoard board;
      int n_stones = 3, next = 0;

      ishi_renju_opening_stones (o, white2, i % 2, stones);
      ishi_renju_board_init (&board);
      ishi_renju_board_set (&board, stones[0].x, stones[0].y, ISHI_BLACK);
      ishi_renju_board_set (&board, stones[1].x, stones[1].y, ISHI_WHITE);
      ishi_renju_board_set (&board, stones[2].x, stones[2].y, ISHI_BLACK);

      for (gsize l = 0; l < G_N_ELEMENTS (lengths); l++)
        {
          Position p;

          while (n_stones < lengths[l])
            {
              IshiColor color = n_stones % 2 ? ISHI_WHITE : ISHI_BLACK;
              int x, y;

              if (!plausible_move (&board, color, rand, &x, &y))
                break;
              ishi_renju_board_set (&board, x, y, color);
              n_stones++;
            }
          p.name = g_strdup_printf ("%s+%d", o->code, n_stones - 3);
          p.board = board;
          g_array_append_val (positions, p);
          next++;
        }
    }
  g_rand_free (rand);
}

/* The whole-board blocks of forbidden_cases.txt, when the file is there. */
static void
add_testdata_positions (GArray *positions)
{
  const char *root = g_getenv ("ISHI_TESTDATA");
  g_autofree char *path = g_build_filename (root ? root : "../shared/testdata",
                                            "renju", "forbidden_cases.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  Position *current = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    {
      fprintf (stderr, "(no %s: generated positions only)\n", path);
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *end;
      long row;

      if (g_str_has_prefix (lines[i], "=== case ") && strstr (lines[i], "whole-board"))
        {
          Position p;

          p.name = g_strdup_printf ("case %.3s", lines[i] + 9);
          ishi_renju_board_init (&p.board);
          g_array_append_val (positions, p);
          current = &g_array_index (positions, Position, positions->len - 1);
          continue;
        }
      if (g_str_has_prefix (lines[i], "=== case "))
        current = NULL;
      if (current == NULL)
        continue;
      row = strtol (lines[i], &end, 10);
      if (end != lines[i] && row >= 1 && row <= N && strchr (".XO", end[1]) && end[1])
        for (int x = 0; x < N; x++)
          {
            char s = end[1 + 2 * x];
            if (s == 'X' || s == 'O')
              ishi_renju_board_set (&current->board, x, N - row,
                                    s == 'X' ? ISHI_BLACK : ISHI_WHITE);
          }
    }
}

int
main (int argc, char **argv)
{
  double seconds = argc > 1 ? g_ascii_strtod (argv[1], NULL) : 0.2;
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (Position));
  double total_us = 0, worst_us = 0;
  const char *worst = "";
  guint n_scans_total = 0;

  if (seconds <= 0)
    seconds = 0.2;
  add_game_positions (positions);
  add_testdata_positions (positions);

  printf ("%-12s %7s %9s %11s\n", "position", "stones", "forbidden", "µs/scan");
  for (guint i = 0; i < positions->len; i++)
    {
      Position *p = &g_array_index (positions, Position, i);
      IshiMoveStatus reasons[ISHI_RENJU_N_POINTS];
      gint64 start, elapsed;
      guint n_scans = 0, n_forbidden = 0;
      double us;

      /* warm up, then scan until the time is up */
      n_forbidden = ishi_renju_board_scan (&p->board, reasons);
      start = g_get_monotonic_time ();
      do
        {
          for (int k = 0; k < 64; k++)
            n_forbidden = ishi_renju_board_scan (&p->board, reasons);
          n_scans += 64;
          elapsed = g_get_monotonic_time () - start;
        }
      while (elapsed < seconds * G_USEC_PER_SEC);
      us = (double) elapsed / n_scans;
      printf ("%-12s %7u %9u %11.2f\n", p->name, p->board.n_stones, n_forbidden, us);
      total_us += us;
      n_scans_total++;
      if (us > worst_us)
        {
          worst_us = us;
          worst = p->name;
        }
    }
  printf ("\n%u positions: mean %.2f µs per full-board scan, slowest %.2f µs (%s)\n",
          n_scans_total, total_us / n_scans_total, worst_us, worst);

  for (guint i = 0; i < positions->len; i++)
    g_free (g_array_index (positions, Position, i).name);
  return 0;
}
