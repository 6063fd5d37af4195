/* ishi-match-describe.c — the end of a game in words, as the status line and
 * the end-of-game dialog say it: the verdict of a count ("White wins by
 * 6.5", Pure Go's stones), a resignation, a loss on time, Renju's five and
 * fouls, a forfeit, a draw; and a reviewed record's own result (RE) beside
 * Ishi's count where the two differ.  It only reads the match
 * (ishi-match.c keeps the phase and the result).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-match"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ishi-match-private.h"
#include "ishi-result.h"

/* The record's RE, unescaped; NULL when it has none. */
static char *
record_re (IshiMatch *self)
{
  return ishi_sgf_node_get_simple_text (ishi_game_get_root (ishi_match_get_game (self)), "RE");
}

/* The count's verdict in a few words ("White wins by 6.5", "A draw
 * (jigo)", Pure Go's "Black wins by 3 stones"). */
static char *
count_verdict (IshiMatch *self)
{
  IshiCounting *counting = ishi_match_get_counting (self);
  const IshiScore *score = ishi_counting_get_score (counting);
  g_autofree char *margin = ishi_score_format_margin (score->margin);

  if (score->margin == 0)
    return g_strdup (_("A draw (jigo)"));
  if (ishi_counting_get_method (counting) == ISHI_SCORE_PURE
      && score->black.komi == 0 && score->white.komi == 0)
    {
      int diff = (int) fabs (score->margin);

      return g_strdup_printf (score->margin > 0
                                ? g_dngettext (GETTEXT_PACKAGE, "Black wins by %d stone",
                                               "Black wins by %d stones", diff)
                                : g_dngettext (GETTEXT_PACKAGE, "White wins by %d stone",
                                               "White wins by %d stones", diff), diff);
    }
  return g_strdup_printf (score->margin > 0 ? _("Black wins by %s") : _("White wins by %s"), margin);
}

/* A finished count whose record says something else than the count: RE
 * read with no territory (a server's record, reviewed to its end), or RE
 * beside a territory (TB/TW) that counts otherwise — "W+0.5" written by the
 * program that played, Ishi's count of the marks 6.5. */
static gboolean
record_speaks (IshiMatch *self, const char *re)
{
  IshiCounting *counting = ishi_match_get_counting (self);
  IshiResult result;

  ishi_match_get_result (self, &result);
  return re != NULL && ishi_match_get_phase (self) == ISHI_PHASE_FINISHED
         && result.kind == ISHI_RESULT_COUNT
         && (ishi_match_result_is_recorded (self) || counting == NULL
             || !ishi_recorded_result_agrees (re, ishi_counting_get_score (counting)->margin));
}

/* The record's result in words as the record has it, and Ishi's own count
 * beside it where it says otherwise, naming the rule set it counts by. */
static char *
describe_recorded (IshiMatch *self, const char *re)
{
  g_autofree char *verdict = ishi_recorded_result_describe (re);
  g_autofree char *ours = NULL;
  IshiCounting *counting = ishi_match_get_counting (self);

  if (counting && !ishi_recorded_result_agrees (re, ishi_counting_get_score (counting)->margin))
    ours = count_verdict (self);
  if (ours)
    /* TRANSLATORS: the result a record gives, then Ishi's own count of the
     * game by the rule set named: "White wins by 0.5 (the record’s result)
     * · Ishi’s count (Japanese): White wins by 6.5". */
    return g_strdup_printf (_("%s (the record’s result) · Ishi’s count (%s): %s"), verdict,
                            _(ishi_match_get_ruleset (self)->name), ours);
  return g_strdup_printf (_("%s (the record’s result)"), verdict);
}

/* At the end of the main line of a record opened for review, where its
 * moves do not end the game (a resignation, a loss on time, an illegal
 * move only RE tells of), and the game is not played on from there. */
static gboolean
at_record_end (IshiMatch *self)
{
  IshiSgfNode *node = ishi_game_get_node (ishi_match_get_game (self));
  IshiSgfNode *end = ishi_match_get_record_end (self);

  return ishi_match_get_phase (self) == ISHI_PHASE_PLAYING && end != NULL && node == end
         && node->first_child == NULL;
}

char *
ishi_match_describe_record_end (IshiMatch *self)
{
  g_autofree char *re = NULL;

  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);

  if (!at_record_end (self) || (re = record_re (self)) == NULL)
    return NULL;
  return describe_recorded (self, re);
}

char *
ishi_match_describe_result (IshiMatch *self)
{
  IshiResult r;
  gboolean black;

  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);

  if (ishi_match_get_phase (self) == ISHI_PHASE_PLAYING)
    return NULL;
  ishi_match_get_result (self, &r);
  black = r.winner == ISHI_BLACK;
  switch (r.kind)
    {
    case ISHI_RESULT_COUNT:
      {
        g_autofree char *re = record_re (self);

        if (record_speaks (self, re))
          return describe_recorded (self, re);
      }
      return ishi_match_get_counting (self) ? ishi_counting_describe (ishi_match_get_counting (self)) : NULL;
    case ISHI_RESULT_RESIGN:
      return g_strdup (black ? _("Black wins by resignation") : _("White wins by resignation"));
    case ISHI_RESULT_TIME:
      return g_strdup (black ? _("Black wins on time") : _("White wins on time"));
    case ISHI_RESULT_FIVE:
      return g_strdup (black ? _("Black wins with five in a row")
                             : _("White wins with five or more in a row"));
    case ISHI_RESULT_FORBIDDEN:
      {
        IshiOutcome outcome;

        /* The foul named, as a referee says it: 黒の反則負け（三々） */
        ishi_game_get_outcome (ishi_match_get_game (self), &outcome);
        switch (outcome.foul)
          {
          case ISHI_MOVE_DOUBLE_THREE:
            return g_strdup (_("White wins: Black played a forbidden point (double three)"));
          case ISHI_MOVE_DOUBLE_FOUR:
            return g_strdup (_("White wins: Black played a forbidden point (double four)"));
          case ISHI_MOVE_OVERLINE:
            return g_strdup (_("White wins: Black played a forbidden point (overline)"));
          default:
            return g_strdup (_("White wins: Black played a forbidden point"));
          }
      }
    case ISHI_RESULT_FORFEIT:
      /* Between engines (ishi-tool match) one that fails loses: no foul
       * (反則) and no no-show (不戦敗), its program stopped. */
      return g_strdup (black ? _("Black wins: White’s engine failed")
                             : _("White wins: Black’s engine failed"));
    case ISHI_RESULT_DRAW:
      {
        IshiOutcome outcome;

        ishi_game_get_outcome (ishi_match_get_game (self), &outcome);
        if (outcome.end == ISHI_END_FULL_BOARD)
          return g_strdup (_("Draw: the board is full"));
        return g_strdup (_("Draw: both players passed"));
      }
    case ISHI_RESULT_VOID:
      return g_strdup (_("No result: the same position came back, a cycle of kos"));
    case ISHI_RESULT_NONE:
    default:
      return NULL;
    }
}

char *
ishi_match_describe_winner (IshiMatch *self)
{
  IshiResult r;
  g_autofree char *re = NULL;

  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);

  re = record_re (self);
  if (re && at_record_end (self))
    return ishi_recorded_result_describe (re);
  if (ishi_match_get_phase (self) != ISHI_PHASE_FINISHED)
    return NULL;
  ishi_match_get_result (self, &r);
  if (r.kind != ISHI_RESULT_COUNT)
    return ishi_match_describe_result (self);
  if (record_speaks (self, re))
    return ishi_recorded_result_describe (re);
  if (ishi_match_get_counting (self) == NULL)
    return NULL;
  return count_verdict (self);
}
