/* ishi-room-words.c — what a table says in words and numbers: a result
 * for people, a clock, and the count of a table with its dead marks.
 * Used by the table view (ishi-room-table-view.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs.h"
#include "ishi-room-rif.h"
#include "ishi-room-words.h"
#include "ishi-ruleset.h"

/* RE of a record, for people: "B+3.5" → "Black wins by 3.5 points". */
char *
ishi_room_describe_re (const char *re)
{
  const char *winner;
  const char *how;

  if (re == NULL || *re == '\0' || strcmp (re, "?") == 0)
    return g_strdup (_("The game ended without a result."));
  if (strcmp (re, "0") == 0 || g_ascii_strcasecmp (re, "Draw") == 0 || g_ascii_strcasecmp (re, "Jigo") == 0)
    return g_strdup (_("The game is a draw."));
  if ((re[0] != 'B' && re[0] != 'W') || re[1] != '+')
    return g_strdup_printf (_("Result: %s"), re);
  winner = re[0] == 'B' ? _("Black") : _("White");
  how = re + 2;
  if (*how == '\0')
    return g_strdup_printf (_("%s wins."), winner);
  if (g_ascii_strncasecmp (how, "R", 1) == 0)
    return g_strdup_printf (_("%s wins by resignation."), winner);
  if (g_ascii_strncasecmp (how, "T", 1) == 0)
    return g_strdup_printf (_("%s wins on time."), winner);
  if (g_ascii_strncasecmp (how, "F", 1) == 0)
    return g_strdup_printf (_("%s wins by forfeit."), winner);
  return g_strdup_printf (_("%s wins by %s points."), winner, how);
}

/* The count of the position with the host's dead stones, or NULL (not
 * Go, the table's rule set unknown). */
IshiScore *
ishi_room_count (const IshiRoomClientTable *t, IshiGame *game, guint8 **dead_out)
{
  const IshiRuleset *row = t->ruleset ? ishi_ruleset_lookup (t->ruleset) : NULL;
  IshiScoreInput input;
  guint8 *dead;
  IshiScore *score;

  if (row == NULL || strcmp (row->game, "go") != 0 || !ishi_score_input_init_from_game (&input, game))
    return NULL;
  dead = g_new0 (guint8, input.size * input.size);
  for (guint i = 0; i < t->dead->len; i++)
    {
      int x, y;
      if (ishi_igs_parse_point ("go", input.size, t->dead->pdata[i], &x, &y) && x >= 0)
        dead[y * input.size + x] = 1;
    }
  input.dead = dead;
  if (isnan (input.komi))
    input.komi = t->komi;
  score = ishi_score_compute (row->scoring, &input);
  ishi_score_input_clear (&input);
  *dead_out = dead;
  return score;
}

char *
ishi_room_format_clock (int seconds, int stones)
{
  int s = MAX (seconds, 0);

  if (stones > 0)
    /* Canadian byo-yomi as IGS sends it: the time for the stones left. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d:%02d / %d stone", "%d:%02d / %d stones",
                                         stones), s / 60, s % 60, stones);
  return g_strdup_printf ("%d:%02d", s / 60, s % 60);
}

char *
ishi_room_describe_status (const IshiRoomClientTable *t, gboolean online, gboolean server, IshiColor own,
                           IshiColor to_move, gboolean on, const char *count)
{
  const char *side[3] = { NULL, _("Black"), _("White") };

  if (!online)
    return g_strdup (_("Not connected: Ishi is trying to reach the room again…"));
  if (t == NULL)
    return g_strdup (_("Nobody sits at this table yet: Sit Down takes a seat."));
  if (t->result && !t->counting)
    return ishi_room_describe_re (t->result);
  if (!t->started || (t->result && !on))
    {
      if (own != ISHI_EMPTY && !(t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE]))
        return g_strdup (_("Waiting for an opponent to sit down."));
      if (t->seats[ISHI_BLACK] && t->seats[ISHI_WHITE])
        return g_strdup (own != ISHI_EMPTY ? _("Both seats are taken: Start begins the game.")
                                           : _("The players are seated; the game has not begun."));
      return g_strdup (_("A seat is free: Sit Down takes it."));
    }
  if (t->adjourned)
    return g_strdup (_("The game is adjourned: Start takes it up again when both players are here."));
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (t->away[c])
      return g_strdup_printf (_("%s (%s) has lost the connection: the clock is stopped until they are back."),
                              t->seats[c] ? t->seats[c] : "?", side[c]);
  if (t->counting && server)
    return g_strdup_printf (own != ISHI_EMPTY
                              ? _("Counting, as the server counts. Click a dead stone: the server removes its group for both players; then Done. %s")
                              : _("The players are counting. %s"),
                            count ? count : "");
  if (t->counting)
    return g_strdup_printf (own != ISHI_EMPTY
                              ? _("Counting. Click a group to mark it dead or alive, then Finish; Continue Playing goes back to the game. %s")
                              : _("The players are counting. %s"),
                            count ? count : "");
  {
    char *opening = ishi_room_rif_describe (t, own);
    if (opening)
      return opening;
  }
  /* No copy of the game to say whose turn it is: its moves are being
   * read again from the host (it showed "(null) to play."). */
  if (to_move != ISHI_BLACK && to_move != ISHI_WHITE)
    return g_strdup (_("Reading the game’s moves from the host…"));
  if (own != ISHI_EMPTY && to_move == own)
    return g_strdup_printf (_("Your move (%s)."), side[own]);
  return g_strdup_printf (_("%s to play."), side[to_move]);
}
