/* ishi-go-endgame.c — the end of a game as the row's count wants it (see
 * ishi-go-endgame.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-deadstones.h"
#include "ishi-go-endgame.h"
#include "ishi-score.h"

/* --- the territory endgame ----------------------------------------------
 *
 * Japanese counting is area counting less the stones each side plays
 * from now on (a stone on the board and a prisoner taken cancel out), and
 * the playouts count the territory of the position they start from
 * (ishi-go-game.c), so a stone the tree puts into its own territory does
 * show there as a point less.  But the search weighs wins, with only a
 * share for the margin, and once the game is decided a move that costs a
 * point wins (or loses) as often as a pass; and the playouts' random
 * defender lets an invader live in a large territory now and then, so
 * that an invasion into the other's area looks better than the pass that
 * ends the game.  At the end of a lost 9×9 game the engine played into its
 * own territory and into the other's area, where its stones died, eleven
 * times after the other side had passed.
 *
 * So once a pass has been played (ishi_go_endgame_territory) — by either
 * side, at any time since: the other may play on after one's pass, and the
 * engine with it; a person's early pass in a child's game turns it on
 * early, where the open regions are left to the search —, a move must
 * earn its stone by the count as it stands, with the dead stones Ishi
 * suggests — the count the players will agree to when they pass
 * (ishi_go_endgame_worth_a_stone) — and the engine passes when none does.
 * Pachi does it in its own way: it raises the pass's prior in a close
 * endgame under Japanese rules and passes when its owner map finds no
 * unclear group (uct_pass_is_safe); KataGo learns the territory count
 * itself. */

/* A search whose most read move wins this much more often than its pass
 * (each read ENDGAME_READ times or more) says the position is not
 * settled: its move is played even when the count sees nothing in it.
 * In a 19×19 game the engine passed at 94 %, the other side attacked a
 * group inside its area at once, and the count, which called the group
 * alive and its points territory, let every answer go: the win rate fell
 * to 9 % in three moves (the search's answer there, N14, won 91 % of its
 * playouts, the pass 12 %).  The random defenders of the playouts make
 * an invasion look better than the pass now and then (the reason the
 * count decides here at all): by 0.1 at level 2 in a settled 19×19
 * position of test-go-territory, where a pass is right. */
#define ENDGAME_UNSETTLED 0.3
#define ENDGAME_READ 16

/* The position as the count sees it now, Black's margin by the Japanese
 * method with Ishi's dead stones. */
typedef struct {
  int size;
  IshiColor *stones;
  guint8 *dead;
  IshiScoreInput input;
  IshiScore *score;
} Count;

static void
count_init (Count *c, const IshiGoBoard *board, double komi, int handicap)
{
  int n;

  c->size = ishi_go_board_get_size (board);
  n = c->size * c->size;
  c->stones = g_new (IshiColor, n);
  c->dead = g_new0 (guint8, n);
  for (int p = 0; p < n; p++)
    c->stones[p] = ishi_go_board_get (board, p % c->size, p / c->size);
  ishi_dead_stones_guess (c->size, c->stones, ishi_go_board_get_to_move (board), NULL, c->dead, NULL);
  memset (&c->input, 0, sizeof c->input);
  c->input.size = c->size;
  c->input.board = c->stones;
  c->input.dead = c->dead;
  c->input.captured_by_black = ishi_go_board_get_captures (board, ISHI_BLACK);
  c->input.captured_by_white = ishi_go_board_get_captures (board, ISHI_WHITE);
  c->input.handicap = handicap;
  c->input.komi = komi;
  c->score = ishi_score_compute (ISHI_SCORE_JAPANESE, &c->input);
}

static void
count_clear (Count *c)
{
  g_free (c->stones);
  g_free (c->dead);
  ishi_score_free (c->score);
}

/* Black's margin after `me` plays at p, the dead stones as now (the new
 * stone alive, the captured ones gone). */
static double
margin_after (const Count *c, const IshiGoBoard *board, IshiColor me, int p)
{
  g_autoptr(IshiGoBoard) after = ishi_go_board_copy (board);
  int n = c->size * c->size;
  g_autofree IshiColor *stones = g_new (IshiColor, n);
  IshiScoreInput input = c->input;
  g_autoptr(IshiScore) score = NULL;

  if (ishi_go_board_play (after, me, p % c->size, p / c->size) != ISHI_MOVE_OK)
    return c->score->margin;
  for (int q = 0; q < n; q++)
    stones[q] = ishi_go_board_get (after, q % c->size, q / c->size);
  input.board = stones;
  input.captured_by_black = ishi_go_board_get_captures (after, ISHI_BLACK);
  input.captured_by_white = ishi_go_board_get_captures (after, ISHI_WHITE);
  score = ishi_score_compute (ISHI_SCORE_JAPANESE, &input);
  return score->margin;
}

static gboolean
alive_stone (const Count *c, int q, IshiColor color)
{
  return c->stones[q] == color && !c->dead[q];
}

static int
neighbours (int size, int p, int *out)
{
  int x = p % size, y = p / size, n = 0;

  if (x > 0)
    out[n++] = p - 1;
  if (x < size - 1)
    out[n++] = p + 1;
  if (y > 0)
    out[n++] = p - size;
  if (y < size - 1)
    out[n++] = p + size;
  return n;
}

/* The count's neutral region around p (empty points and dead stones that
 * are nobody's, seki apart) is only dame: each of its points touches
 * living stones of both colours, so a stone there closes nothing off.  A
 * wider region (a boundary still open, a space between two walls) is
 * left to the search. */
static gboolean
only_dame (const Count *c, int p)
{
  int n = c->size * c->size, head = 0, tail = 0;
  g_autofree int *queue = g_new (int, n);
  g_autofree guint8 *seen = g_new0 (guint8, n);
  gboolean dame = TRUE;

  queue[tail++] = p;
  seen[p] = 1;
  while (head < tail && dame)
    {
      int q = queue[head++], nb[4], k = neighbours (c->size, q, nb);
      gboolean black = FALSE, white = FALSE;

      for (int i = 0; i < k; i++)
        {
          int r = nb[i];

          black |= alive_stone (c, r, ISHI_BLACK);
          white |= alive_stone (c, r, ISHI_WHITE);
          if (!seen[r] && (c->stones[r] == ISHI_EMPTY || c->dead[r]) &&
              c->score->owner[r] == ISHI_EMPTY && !c->score->seki[r])
            {
              seen[r] = 1;
              queue[tail++] = r;
            }
        }
      dame = black && white;
    }
  return dame;
}

gboolean
ishi_go_endgame_open (const IshiGoBoard *board, double komi, int handicap)
{
  Count c;
  gboolean open = FALSE;

  count_init (&c, board, komi, handicap);
  for (int p = 0; p < c.size * c.size && !open; p++)
    if ((c.stones[p] == ISHI_EMPTY || c.dead[p]) && c.score->owner[p] == ISHI_EMPTY && !c.score->seki[p])
      open = !only_dame (&c, p);
  count_clear (&c);
  return open;
}

double
ishi_go_endgame_count (const IshiGoBoard *board, double komi, int handicap)
{
  Count c;
  double margin;

  count_init (&c, board, komi, handicap);
  margin = c.score->margin;
  count_clear (&c);
  return margin;
}

/* A stone at p gives liberties to a living string of `me` in atari. */
static gboolean
saves_a_string (const Count *c, const IshiGoBoard *board, IshiColor me, int p)
{
  int nb[4], k = neighbours (c->size, p, nb);

  for (int i = 0; i < k; i++)
    if (alive_stone (c, nb[i], me) &&
        ishi_go_board_count_liberties (board, nb[i] % c->size, nb[i] / c->size) == 1)
      return TRUE;
  return FALSE;
}

/* What a stone of `me` at p is worth once a pass has been played, by the
 * count as it stands (see above): the points it gains by the count, or
 * -1 when it is not worth a stone at all.  A move into territory — one's
 * own, or the other's, where the stone dies — is worth one only when the
 * search's playouts take the point from its owner more often than not
 * (then 0: the search decides); never a seki's liberty; a neutral point
 * that gains nothing by the count only in a region still open (0); a move
 * that saves a living string in atari always (0 and more). */
static int
worth_a_stone (const Count *c, const IshiGoBoard *board, IshiColor me, int p,
               const double *black, const double *white)
{
  IshiColor owner = c->score->owner[p];
  double sign = me == ISHI_BLACK ? 1 : -1;
  int gain;

  if (c->score->seki[p])
    return -1;
  if (owner != ISHI_EMPTY)
    {
      double kept = owner == ISHI_BLACK ? black[p] : white[p];

      return kept < 0.5 || saves_a_string (c, board, me, p) ? 0 : -1;
    }
  gain = (int) floor (sign * (margin_after (c, board, me, p) - c->score->margin) + 0.01);
  if (gain >= 1)
    return gain;
  return !only_dame (c, p) || saves_a_string (c, board, me, p) ? 0 : -1;
}

gboolean
ishi_go_endgame_territory (const IshiGoGame *game, const IshiGoBoard *board)
{
  g_autoptr(IshiGoBoard) before = NULL;

  if (game->count != ISHI_GO_COUNT_TERRITORY)
    return FALSE;
  if (ishi_go_board_get_passes (board) > 0)
    return TRUE;
  /* A position of the history with a pass just before it: the board keeps
   * each step's state, so the undo goes back through them. */
  before = ishi_go_board_copy (board);
  while (ishi_go_board_get_undo_depth (before) > 0 && ishi_go_board_undo (before))
    if (ishi_go_board_get_passes (before) > 0)
      return TRUE;
  return FALSE;
}

int
ishi_go_endgame_choose (GArray *stats, const IshiGoBoard *board, double komi, int handicap,
                        const double *black, const double *white)
{
  IshiColor me = ishi_go_board_get_to_move (board);
  const IshiGoRootStat *best = NULL, *top = NULL, *pass = NULL;
  int best_gain = -1;
  Count c;

  /* When the search's most read move wins clearly more often than
   * passing, something on the board is not settled — the other side
   * attacks a group the count calls alive, or a region the count calls
   * closed is open —: the search's move, whatever the count says. */
  for (guint i = 0; i < stats->len; i++)
    {
      const IshiGoRootStat *s = &g_array_index (stats, IshiGoRootStat, i);

      if (s->move == ISHI_GO_MOVE_PASS)
        pass = s;
      else if (s->move >= 0 && (top == NULL || s->visits > top->visits))
        top = s;
    }
  if (top != NULL && pass != NULL && pass->visits >= ENDGAME_READ && top->visits >= ENDGAME_READ &&
      top->value / top->visits > pass->value / pass->visits + ENDGAME_UNSETTLED)
    return top->move;

  count_init (&c, board, komi, handicap);
  for (guint i = 0; i < stats->len; i++)
    {
      const IshiGoRootStat *s = &g_array_index (stats, IshiGoRootStat, i);
      int gain = s->move == ISHI_GO_MOVE_PASS ? 0 :
                 s->move < 0 ? -1 : worth_a_stone (&c, board, me, s->move, black, white);

      /* The most points by the count, then the most visits (ties by the
       * lower point, so that the order of the statistics never matters). */
      if (gain >= 0 && (best == NULL || gain > best_gain ||
                        (gain == best_gain && (s->visits > best->visits ||
                                               (s->visits == best->visits && s->move < best->move)))))
        {
          best = s;
          best_gain = gain;
        }
    }
  count_clear (&c);
  return best != NULL ? best->move : ISHI_GO_MOVE_PASS;
}

/* --- Pure Go --------------------------------------------------------- */

/* A stone that only adds to the count: a legal point with no stone of
 * the opponent beside it, whose string keeps two liberties or more (so
 * never one of the last two eyes). */
static gboolean
quiet_fill (const IshiGoBoard *board, IshiColor me, int x, int y)
{
  int size = ishi_go_board_get_size (board);
  const int nx[4] = { x - 1, x + 1, x, x };
  const int ny[4] = { y, y, y - 1, y + 1 };
  g_autoptr(IshiGoBoard) after = NULL;

  if (ishi_go_board_get (board, x, y) != ISHI_EMPTY || ishi_go_board_check (board, me, x, y) != ISHI_MOVE_OK)
    return FALSE;
  for (int i = 0; i < 4; i++)
    if (nx[i] >= 0 && ny[i] >= 0 && nx[i] < size && ny[i] < size &&
        ishi_go_board_get (board, nx[i], ny[i]) == ishi_color_other (me))
      return FALSE;
  after = ishi_go_board_copy (board);
  ishi_go_board_play (after, me, x, y);
  return ishi_go_board_count_liberties (after, x, y) >= 2;
}

/* Pure Go, the opponent has just passed and the search chose to pass too,
 * which ends the game: while a quiet filling stone is left, play it
 * instead (the most visited one, else the first) — every stone counts,
 * and the lowest levels, with their few playouts, would otherwise end a
 * child's game half played (a draw at move 10 in test-window-endgame).
 * Returns the move, or ISHI_GO_MOVE_PASS when none is left. */
int
ishi_go_endgame_fill_before_passing (const IshiGoBoard *board, GArray *stats)
{
  int size = ishi_go_board_get_size (board);
  IshiColor me = ishi_go_board_get_to_move (board);
  const IshiGoRootStat *best = NULL;

  for (guint i = 0; i < stats->len; i++)
    {
      const IshiGoRootStat *s = &g_array_index (stats, IshiGoRootStat, i);

      if (s->move >= 0 && s->visits > 0 && (best == NULL || s->visits > best->visits) &&
          quiet_fill (board, me, s->move % size, s->move / size))
        best = s;
    }
  if (best != NULL)
    return best->move;
  for (int p = 0; p < size * size; p++)
    if (quiet_fill (board, me, p % size, p / size))
      return p;
  return ISHI_GO_MOVE_PASS;
}

