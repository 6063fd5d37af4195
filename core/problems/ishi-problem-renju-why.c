/* ishi-problem-renju-why.c — see ishi-problem-renju-why.h.
 *
 * The shapes as renju-rules.ja.txt names them: a four (四) is a line where
 * one more stone makes five; a three (三) one where one more stone makes a
 * straight four (達四, two points of five on the line).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problems"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-problem-renju-why.h"
#include "ishi-renju-solver.h"

static const int directions[ISHI_RENJU_N_DIRECTIONS][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };

static char *
name (IshiPoint p)
{
  return g_strdup_printf ("%c%d", 'a' + p.x, ISHI_RENJU_SIZE - p.y);
}

static const char *
colour (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

static gboolean
on_board (int x, int y)
{
  return x >= 0 && y >= 0 && x < ISHI_RENJU_SIZE && y < ISHI_RENJU_SIZE;
}

/* Does `color`'s stone at `at` (on `board` already) make a three: one more
 * stone on one of its lines, allowed, giving two points of five on that
 * line? */
static gboolean
makes_three (const IshiRenjuBoard *board, IshiColor color, IshiPoint at)
{
  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    for (int k = -4; k <= 4; k++)
      {
        int x = at.x + k * directions[d][0], y = at.y + k * directions[d][1];
        IshiRenjuBoard after;
        IshiPoint fives[16];
        guint n, on_line = 0;

        if (k == 0 || !on_board (x, y) || ishi_renju_board_get (board, x, y) != ISHI_EMPTY
            || !ishi_renju_may_play (board, color, x, y))
          continue;
        after = *board;
        ishi_renju_board_set (&after, x, y, color);
        n = ishi_renju_five_points (&after, color, fives, G_N_ELEMENTS (fives));
        for (guint i = 0; i < n; i++)
          {
            int dx = fives[i].x - at.x, dy = fives[i].y - at.y;

            /* on the line through `at` in direction d */
            if (dx * directions[d][1] == dy * directions[d][0] && ABS (dx) <= 5 && ABS (dy) <= 5)
              on_line++;
          }
        if (on_line >= 2)
          return TRUE;
      }
  return FALSE;
}

/* Has `color` a move that makes a four (or, with `threes`, a three)? */
static gboolean
has_threat (const IshiRenjuBoard *board, IshiColor color, gboolean threes)
{
  IshiPoint fives[2];

  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      {
        IshiRenjuBoard after;

        if (ishi_renju_board_get (board, x, y) != ISHI_EMPTY || !ishi_renju_may_play (board, color, x, y))
          continue;
        after = *board;
        ishi_renju_board_set (&after, x, y, color);
        if (ishi_renju_five_points (&after, color, fives, 2) > 0
            || (threes && makes_three (&after, color, (IshiPoint) { x, y })))
          return TRUE;
      }
  return FALSE;
}

/* The defender's four made by its reply, if any: how the attacker must
 * answer it, appended to `out`. */
static gboolean
say_counter_four (GString *out, const IshiRenjuBoard *after_reply, IshiColor attacker, IshiColor defender)
{
  IshiPoint fives[2];
  g_autofree char *stop = NULL;
  guint n = ishi_renju_five_points (after_reply, defender, fives, 2);

  if (n == 0)
    return FALSE;
  stop = name (fives[0]);
  if (n >= 2)
    /* Translators: the defender ("White") made two points of five; the two points */
    g_string_append_printf (out, _(" %s now has two points of five, %s and another: one of them wins."),
                            colour (defender), stop);
  else if (!ishi_renju_may_play (after_reply, attacker, fives[0].x, fives[0].y))
    /* Translators: the defender ("White") has a four; its point is forbidden to Black */
    g_string_append_printf (out, _(" That makes a four of %s's, and its point %s is forbidden to Black: %s wins."),
                            colour (defender), stop, colour (defender));
  else
    /* Translators: the defender ("White") has a four; the point the learner must take */
    g_string_append_printf (out, _(" That makes a four of %s's: you must stop it at %s, and your attack stops there."),
                            colour (defender), stop);
  return TRUE;
}

char *
ishi_problem_renju_why_wrong (const IshiRenjuBoard *before, IshiColor attacker,
                              IshiProblemGoalKind goal, IshiPoint move, IshiPoint reply,
                              GArray *wins)
{
  IshiColor defender = ishi_color_other (attacker);
  IshiRenjuBoard after = *before, after_reply;
  IshiPoint fives[2], threat[2];
  g_autofree char *where = NULL;
  g_autofree char *answer = NULL;
  GString *out;
  gboolean vct = goal == ISHI_PROBLEM_GOAL_VCT;
  guint fours;

  g_return_val_if_fail (before != NULL, NULL);

  if ((goal != ISHI_PROBLEM_GOAL_VCF && goal != ISHI_PROBLEM_GOAL_VCT) || !on_board (move.x, move.y)
      || ishi_renju_board_get (before, move.x, move.y) != ISHI_EMPTY
      || ishi_renju_board_makes_five (before, attacker, move.x, move.y, NULL))
    return NULL;
  where = name (move);
  out = g_string_new (NULL);
  /* The defender's four, left standing. */
  if (ishi_renju_five_points (before, defender, threat, 2) > 0
      && !(move.x == threat[0].x && move.y == threat[0].y))
    {
      g_autofree char *five = name (threat[0]);

      /* Translators: the defender ("White") had a four; the point of its five */
      g_string_append_printf (out, _("%s had a four: unless you block it at %s first, %s makes five there."),
                              colour (defender), five, colour (defender));
      return g_string_free (out, FALSE);
    }
  ishi_renju_board_set (&after, move.x, move.y, attacker);
  after_reply = after;
  if (on_board (reply.x, reply.y))
    {
      ishi_renju_board_set (&after_reply, reply.x, reply.y, defender);
      answer = name (reply);
    }
  fours = ishi_renju_five_points (&after, attacker, fives, 2);
  if (fours == 1)
    {
      g_autofree char *block = name (fives[0]);

      if (answer == NULL || reply.x != fives[0].x || reply.y != fives[0].y)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      /* Translators: the learner's move made a four; the defender ("White") blocks at the point */
      g_string_append_printf (out, _("%s makes a four, and %s blocks it at %s."), where, colour (defender), block);
      if (!say_counter_four (out, &after_reply, attacker, defender))
        {
          gboolean takes_win = FALSE;

          for (guint i = 0; wins && i < wins->len; i++)
            if (g_array_index (wins, IshiPoint, i).x == reply.x && g_array_index (wins, IshiPoint, i).y == reply.y)
              takes_win = TRUE;
          if (takes_win)
            /* Translators: the defender's block takes a point of the problem's winning line */
            g_string_append_printf (out, _(" The block takes %s, a point your win needs."), block);
          else if (!has_threat (&after_reply, attacker, vct))
            g_string_append (out, vct ? _(" After the block you have no four and no three left.")
                                      : _(" After the block you have no four left."));
          else
            g_string_append (out, vct ? _(" The fours and threes left to you do not win from there.")
                                      : _(" The fours left to you do not win from there."));
        }
      return g_string_free (out, FALSE);
    }
  if (fours > 1)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  if (!vct)
    /* Translators: the learner's move in a VCF problem is no four */
    g_string_append_printf (out, _("%s is no four: in a VCF every move must be one, or %s gets a free move."),
                            where, colour (defender));
  else if (makes_three (&after, attacker, move) && answer)
    {
      /* Translators: the learner's three, the defender ("White") and where it stops it */
      g_string_append_printf (out, _("%s makes a three, and %s stops it at %s."), where, colour (defender), answer);
      say_counter_four (out, &after_reply, attacker, defender);
      return g_string_free (out, FALSE);
    }
  else
    /* Translators: the learner's move in a VCT problem is neither a four nor a three */
    g_string_append_printf (out, _("%s makes neither a four nor a three, so %s gets a free move."),
                            where, colour (defender));
  if (answer)
    {
      g_string_append_printf (out, _(" %s answers at %s."), colour (defender), answer);
      say_counter_four (out, &after_reply, attacker, defender);
    }
  return g_string_free (out, FALSE);
}
