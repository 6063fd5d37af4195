/* test-go-fast.c — the Go engine's playout board against the rules core.
 *
 * For every ko and suicide rule of the rule-set table, random games are
 * played on both boards at once: before each move every empty point's
 * legality is compared (the playout board checks only the simple ko, so
 * a move the rules core refuses for superko alone is the one difference
 * allowed, and only under a superko row); after each move the stones, the
 * strings with their liberties, the prisoners, the ko point, the empty
 * list and each point's 3×3 pattern code are compared, and every so often
 * a fresh copy of the rules core's board is compared with the board that
 * was played along.  The rules core is the referee, tested on its own
 * against the rule texts (test-go-board).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-go-fast.h"
#include "ishi-go-game.h"
#include "ishi-ruleset.h"

static guint64
next (guint64 *rng)
{
  return ishi_go_random (rng);
}

static void
check_same (const IshiGoFast *f, const IshiGoBoard *board, int move_number)
{
  g_autofree char *problem = NULL;

  if (!ishi_go_fast_same (f, board, &problem))
    {
      g_autofree char *text = ishi_go_board_to_string (board);

      g_error ("after move %d: %s\n%s", move_number, problem, text);
    }
}

/* One random game; returns the moves played. */
static int
play_game (int size, IshiKoRule ko_rule, gboolean suicide, guint64 *rng, guint *superko_seen)
{
  g_autoptr(IshiGoBoard) board = ishi_go_board_new (size, ko_rule, suicide);
  IshiGoFast *f = g_new0 (IshiGoFast, 1);
  IshiGoFast *fresh = g_new0 (IshiGoFast, 1);
  int legal[ISHI_GO_BOARD_MAX_SIZE * ISHI_GO_BOARD_MAX_SIZE];
  int moves = 0, passes = 0;

  ishi_go_fast_set (f, board);
  check_same (f, board, 0);
  while (passes < 2 && moves < 4 * size * size)
    {
      IshiColor color = ishi_go_board_get_to_move (board);
      int n_legal = 0;

      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            int p = (y + 1) * f->stride + x + 1;
            IshiMoveStatus status = ishi_go_board_check (board, color, x, y);
            gboolean fast = ishi_go_fast_legal (f, color, p);

            if (status == ISHI_MOVE_SUPERKO)
              {
                g_assert_cmpint (ko_rule, !=, ISHI_KO_SIMPLE);
                g_assert_true (fast);
                (*superko_seen)++;
                continue;
              }
            if (fast != (status == ISHI_MOVE_OK))
              g_error ("move %d, (%d, %d) for %d: the playout board says %s, the rules core %s",
                       moves, x, y, color, fast ? "legal" : "illegal",
                       ishi_move_status_to_string (status));
            /* The eye test is the rules core's own. */
            g_assert_true (ishi_go_fast_is_eye (f, color, p) ==
                           ishi_go_board_is_eye (board, color, x, y));
            if (fast)
              legal[n_legal++] = p;
          }
      /* Mostly moves; a pass now and then, and when nothing is legal. */
      if (n_legal == 0 || next (rng) % 50 == 0)
        {
          g_assert_cmpint (ishi_go_board_play (board, color, -1, -1), ==, ISHI_MOVE_OK);
          ishi_go_fast_pass (f);
          passes++;
        }
      else
        {
          int p = legal[next (rng) % (guint64) n_legal];
          int m = ishi_go_fast_move (f, p);

          g_assert_cmpint (ishi_go_board_play (board, color, m % size, m / size), ==, ISHI_MOVE_OK);
          ishi_go_fast_play (f, color, p);
          passes = 0;
        }
      moves++;
      check_same (f, board, moves);
      if (moves % 17 == 0)
        {
          ishi_go_fast_set (fresh, board);
          check_same (fresh, board, moves);
        }
    }
  g_free (f);
  g_free (fresh);
  return moves;
}

static void
test_against_rules_core (void)
{
  guint n_rows;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n_rows);
  guint seen_combinations = 0, superko_seen = 0;
  int total = 0;

  /* Each distinct (ko rule, suicide) of the table, once. */
  for (int ko = ISHI_KO_SIMPLE; ko <= ISHI_KO_GENERALISED_SUPERKO; ko++)
    for (int suicide = 0; suicide <= 1; suicide++)
      {
        gboolean in_table = FALSE;
        guint64 rng = (guint64) (ko * 2 + suicide + 1);
        static const int sizes[] = { 5, 5, 5, 5, 7, 7, 7, 9, 9, 13 };

        for (guint i = 0; i < n_rows; i++)
          in_table |= g_str_equal (rows[i].game, "go") && (int) rows[i].ko_rule == ko &&
                      rows[i].allow_suicide == suicide;
        if (!in_table)
          continue;
        seen_combinations++;
        g_test_message ("ko rule %d, suicide %s", ko, suicide ? "allowed" : "forbidden");
        for (guint g = 0; g < G_N_ELEMENTS (sizes); g++)
          total += play_game (sizes[g], ko, suicide, &rng, &superko_seen);
      }
  g_test_message ("%d moves compared, %u superko refusals seen", total, superko_seen);
  /* The table has simple ko, both superkos, and suicide allowed. */
  g_assert_cmpuint (seen_combinations, >=, 4);
  g_assert_cmpint (total, >=, 5000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-fast/against-rules-core", test_against_rules_core);
  return g_test_run ();
}
