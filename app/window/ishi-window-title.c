/* ishi-window-title.c — see ishi-window-title.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-counting.h"
#include "ishi-window-title.h"

/* "Japanese · komi 6.5", 「日本ルール・コミ6目半」; Renju has no komi. */
static char *
rules_line (IshiMatch *match)
{
  const IshiRuleset *ruleset = match ? ishi_match_get_ruleset (match) : NULL;
  double komi;
  g_autofree char *amount = NULL;

  if (ruleset == NULL)
    return g_strdup ("");
  /* A Renju record that names no rule (a move list, a RenLib library, a
   * game pasted) is Renju, not the RIF's opening rule it is played under
   * (issue 78: a pasted "h8 a1 …" was labelled 連珠(RIF)). */
  if (strcmp (ruleset->game, "renju") == 0)
    {
      g_autofree char *ru = ishi_game_get_info (ishi_match_get_game (match), "RU");

      if (ru == NULL || *ru == '\0')
        return g_strdup (_("Renju"));
    }
  komi = ishi_match_get_komi (match);
  if (strcmp (ruleset->game, "go") != 0 || isnan (komi))
    return g_strdup (_(ruleset->name));
  amount = ishi_score_format_margin (komi);
  if (komi == 0)
    /* TRANSLATORS: the rules of the game in the header bar, without komi. */
    return g_strdup_printf (_("%s · no komi"), _(ruleset->name));
  /* TRANSLATORS: the rules of the game in the header bar, then its komi,
   * e.g. "Japanese · komi 6.5"; Japanese reads 「日本ルール・コミ6目半」. */
  return g_strdup_printf (komi < 0 ? _("%s · reverse komi %s") : _("%s · komi %s"), _(ruleset->name), amount);
}

void
ishi_window_title_make (IshiSession *session, IshiWindowTitle *t)
{
  g_autofree char *name = ishi_session_get_title (session);
  gboolean modified = ishi_session_get_modified (session);
  g_autofree char *named = NULL;

  /* The header bar names a game never saved too; • marks unsaved changes. */
  t->header = g_strdup_printf ("%s%s", name ? name : _("New game"), modified ? " •" : "");
  /* The window's title (the window list's, and a screen reader's name for
   * the window) names the game as the header bar does, then the program:
   * "• New game — Ishi", where it said "• Ishi". */
  /* TRANSLATORS: the main window's title: the game's name (a file's, or
   * "New game"), then the program's. */
  named = g_strdup_printf (_("%s — Ishi"), name ? name : _("New game"));
  t->window = g_strdup_printf ("%s%s", modified ? "• " : "", named);
  t->rules = rules_line (ishi_session_get_match (session));
  t->tooltip = g_strdup_printf ("%s\n%s", t->header, t->rules);
}

void
ishi_window_title_clear (IshiWindowTitle *t)
{
  g_clear_pointer (&t->window, g_free);
  g_clear_pointer (&t->header, g_free);
  g_clear_pointer (&t->rules, g_free);
  g_clear_pointer (&t->tooltip, g_free);
}
