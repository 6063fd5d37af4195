/* ishi-result.c — a record's result read and said (see ishi-result.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-result"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-counting.h"
#include "ishi-result.h"

/* `word` is `full` or its one-letter short form `letter` (0: none). */
static gboolean
is_word (const char *word, const char *full, char letter)
{
  return g_ascii_strcasecmp (word, full) == 0
         || (letter && word[0] != '\0' && word[1] == '\0' && g_ascii_toupper (word[0]) == letter);
}

static void
read_reason (const char *how, IshiRecordedResult *result)
{
  char *end = NULL;
  double margin;

  if (how[0] == '\0')
    {
      result->reason = ISHI_WIN_UNSAID;
      return;
    }
  if (is_word (how, "Resign", 'R'))
    result->reason = ISHI_WIN_RESIGN;
  else if (is_word (how, "Time", 'T'))
    result->reason = ISHI_WIN_TIME;
  else if (is_word (how, "Forfeit", 'F'))
    result->reason = ISHI_WIN_FORFEIT;
  else if (is_word (how, "Illegal", 0))
    result->reason = ISHI_WIN_ILLEGAL;
  else
    {
      /* "The score … has to be given as a real value" (FF[4], RE). */
      margin = g_ascii_strtod (how, &end);
      if ((g_ascii_isdigit (how[0]) || how[0] == '.') && end != how && *end == '\0'
          && isfinite (margin) && margin > 0)
        {
          result->reason = ISHI_WIN_POINTS;
          result->margin = margin;
        }
      else
        {
          result->reason = ISHI_WIN_OTHER;
          result->text = g_strdup (how);
        }
    }
}

gboolean
ishi_recorded_result_parse (const char *re, IshiRecordedResult *result)
{
  g_autofree char *text = g_strstrip (g_strdup (re ? re : ""));

  g_return_val_if_fail (result != NULL, FALSE);

  memset (result, 0, sizeof *result);
  result->winner = ISHI_EMPTY;
  if ((text[0] == 'B' || text[0] == 'b' || text[0] == 'W' || text[0] == 'w') && text[1] == '+')
    {
      g_autofree char *how = g_strstrip (g_strdup (text + 2));

      result->kind = ISHI_RECORDED_WIN;
      result->winner = g_ascii_toupper (text[0]) == 'B' ? ISHI_BLACK : ISHI_WHITE;
      read_reason (how, result);
      return TRUE;
    }
  if (strcmp (text, "0") == 0 || g_ascii_strcasecmp (text, "Draw") == 0 || g_ascii_strcasecmp (text, "Jigo") == 0)
    result->kind = ISHI_RECORDED_DRAW;
  else if (g_ascii_strcasecmp (text, "Void") == 0)
    result->kind = ISHI_RECORDED_VOID;
  else if (strcmp (text, "?") == 0)
    result->kind = ISHI_RECORDED_UNKNOWN;
  else
    {
      result->kind = ISHI_RECORDED_OTHER;
      result->text = g_steal_pointer (&text);
      return FALSE;
    }
  return TRUE;
}

void
ishi_recorded_result_clear (IshiRecordedResult *result)
{
  g_return_if_fail (result != NULL);
  g_clear_pointer (&result->text, g_free);
}

static char *
describe_win (const IshiRecordedResult *r)
{
  gboolean black = r->winner == ISHI_BLACK;

  switch (r->reason)
    {
    case ISHI_WIN_POINTS:
      {
        g_autofree char *points = ishi_score_format_margin (r->margin);

        return g_strdup_printf (black ? _("Black wins by %s") : _("White wins by %s"), points);
      }
    case ISHI_WIN_RESIGN:
      return g_strdup (black ? _("Black wins by resignation") : _("White wins by resignation"));
    case ISHI_WIN_TIME:
      return g_strdup (black ? _("Black wins on time") : _("White wins on time"));
    case ISHI_WIN_FORFEIT:
      return g_strdup (black ? _("Black wins by forfeit") : _("White wins by forfeit"));
    case ISHI_WIN_ILLEGAL:
      return g_strdup (black ? _("Black wins: White played an illegal move")
                             : _("White wins: Black played an illegal move"));
    case ISHI_WIN_OTHER:
      /* TRANSLATORS: a record's result with a reason SGF has no word for,
       * as the record writes it: "Black wins (Disconnect)". */
      return g_strdup_printf (black ? _("Black wins (%s)") : _("White wins (%s)"), r->text);
    case ISHI_WIN_UNSAID:
    default:
      return g_strdup (black ? _("Black wins") : _("White wins"));
    }
}

char *
ishi_recorded_result_describe (const char *re)
{
  IshiRecordedResult r;
  char *words;

  ishi_recorded_result_parse (re, &r);
  switch (r.kind)
    {
    case ISHI_RECORDED_WIN:
      words = describe_win (&r);
      break;
    case ISHI_RECORDED_DRAW:
      words = g_strdup (_("A draw"));
      break;
    case ISHI_RECORDED_VOID:
      words = g_strdup (_("No result (void)"));
      break;
    case ISHI_RECORDED_UNKNOWN:
      words = g_strdup (_("The result is unknown"));
      break;
    case ISHI_RECORDED_OTHER:
    default:
      /* TRANSLATORS: a record's result not in SGF's form, shown as it is
       * written: "The record says: 257手完, 黒中押し勝ち". */
      words = g_strdup_printf (_("The record says: %s"), r.text);
      break;
    }
  ishi_recorded_result_clear (&r);
  return words;
}

gboolean
ishi_recorded_result_agrees (const char *re, double margin)
{
  IshiRecordedResult r;
  gboolean agrees = FALSE;

  ishi_recorded_result_parse (re, &r);
  if (r.kind == ISHI_RECORDED_DRAW)
    agrees = margin == 0;
  else if (r.kind == ISHI_RECORDED_WIN && r.reason == ISHI_WIN_POINTS)
    agrees = (margin > 0 ? ISHI_BLACK : margin < 0 ? ISHI_WHITE : ISHI_EMPTY) == r.winner
             && fabs (fabs (margin) - r.margin) < 1e-9;
  ishi_recorded_result_clear (&r);
  return agrees;
}
