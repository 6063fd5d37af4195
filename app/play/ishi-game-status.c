/* ishi-game-status.c — see ishi-game-status.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game-status"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-game-status.h"

/* Pure Go, a person against an engine: the person passed and the engine
 * played on.  That is right — every stone counts, so the engine fills
 * its own area before it passes (pure-go-howto.ja.txt) — but a child who
 * passed and is asked to play again needs to hear why. */
static char *
pure_go_note (IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  IshiSgfNode *node = ishi_game_get_node (game);
  int size = ishi_game_get_size (game);
  IshiColor color, passer;
  IshiPlayer *engine, *person;
  int x, y;

  if (ishi_match_get_ruleset (match)->scoring != ISHI_SCORE_PURE || node->parent == NULL
      || !ishi_game_node_move (node, size, &color, &x, &y) || x < 0
      || !ishi_game_node_move (node->parent, size, &passer, &x, &y) || x >= 0 || passer == color)
    return NULL;
  engine = ishi_match_get_player (match, color);
  person = ishi_match_get_player (match, passer);
  if (engine == NULL || person == NULL || ishi_player_is_human (engine) || !ishi_player_is_human (person))
    return NULL;
  /* TRANSLATORS: the engine's name, e.g. "Ishi (level 1)". */
  return g_strdup_printf (_("%s fills its own area: in Pure Go every stone counts. "
                            "Pass again when you have nothing more to play."),
                          ishi_player_get_name (engine));
}

/* The move just played was a pass (not a stone off the board): its
 * colour, else ISHI_EMPTY. */
static IshiColor
passed (IshiGame *game)
{
  IshiSgfNode *node = ishi_game_get_node (game);
  IshiColor color;
  int x, y;

  if (node->parent == NULL || !ishi_game_node_move (node, ishi_game_get_size (game), &color, &x, &y)
      || x >= 0 || ishi_game_node_is_off_board (node))
    return ISHI_EMPTY;
  return color;
}

/* The move just played was a pass: said in words, with what a pass in
 * reply would do — a player facing an engine saw only "Black to play"
 * after the engine's pass. */
static char *
pass_note (IshiGame *game)
{
  switch (passed (game))
    {
    case ISHI_BLACK:
      return g_strdup (_("Black passed: a pass in reply ends the game"));
    case ISHI_WHITE:
      return g_strdup (_("White passed: a pass in reply ends the game"));
    default:
      return NULL;
    }
}

/* Equal stones: a claim waiting for the other side's answer. */
static void
say_claim (GString *text, IshiMatch *match, const IshiGameStatus *status)
{
  IshiGame *game = ishi_match_get_game (match);
  g_autofree char *where = ishi_game_get_rules (game)->format_point (ishi_game_get_size (game),
                                                                     status->claim_point.x,
                                                                     status->claim_point.y);

  g_string_append_printf (text, status->claim_color == ISHI_BLACK
                          ? _("Black claims %s as its point: does White accept or dispute?")
                          : _("White claims %s as its point: does Black accept or dispute?"),
                          where);
}

/* The count: the pass that ended the game, the result, what a click does. */
static void
say_counting (GString *text, IshiMatch *match, const char *result)
{
  /* The pass that ended the game, an engine's most often: said here as
   * the screen reader says it (issue 66). */
  switch (passed (ishi_match_get_game (match)))
    {
    case ISHI_BLACK:
      g_string_append_printf (text, "%s · ", _("Black passed too: the game is over"));
      break;
    case ISHI_WHITE:
      g_string_append_printf (text, "%s · ", _("White passed too: the game is over"));
      break;
    default:
      break;
    }
  g_string_append (text, result ? result : "");
  if (ishi_score_method_has_dead_stones (ishi_match_get_ruleset (match)->scoring))
    g_string_append_printf (text, " · %s", _("Click a group to mark it dead, or alive again"));
}

/* The game over: the result, unless the headline above says it already
 * (issue 78: it was said twice, 「黒の勝ち（五連）」 over
 * 「黒の勝ち（五連）・11 手目」). */
static void
say_finished (GString *text, IshiMatch *match, const char *result)
{
  g_autofree char *winner = ishi_match_describe_winner (match);

  if (winner == NULL || g_strcmp0 (winner, result) != 0)
    g_string_append (text, result ? result : _("The game is over"));
}

/* The note over whose turn it is, at most one: Pure Go's filling engine
 * (not beside a refusal), an estimate asked for, the record's end, a
 * pass. */
static char *
playing_note (IshiMatch *match, const IshiGameStatus *status)
{
  char *note = status->message ? NULL : pure_go_note (match);

  if (note == NULL && status->estimate)
    note = g_strdup (status->estimate);
  /* At the end of a record, what its RE says ("Black wins by resignation
   * (the record’s result)"), where its moves end in no count. */
  if (note == NULL)
    note = ishi_match_describe_record_end (match);
  if (note == NULL)
    note = pass_note (ishi_match_get_game (match));
  return note;
}

/* Whose turn it is: to play, or to choose in Renju's opening. */
static void
say_turn (GString *text, IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  IshiOpeningStep step;
  IshiColor acting;
  gboolean choosing;
  g_autofree char *name = NULL;

  /* Renju's opening rules: a choice, an offer or the fifth move to keep
   * is the acting side's, not always the side to move's. */
  ishi_match_get_opening_step (match, &step);
  choosing = step.kind != ISHI_OPENING_STEP_NONE && step.kind != ISHI_OPENING_STEP_PLACE;
  acting = choosing ? step.color : rules->to_move (ishi_game_get_position (game));
  if (choosing)
    g_string_append (text, acting == ISHI_BLACK ? _("Black to choose") : _("White to choose"));
  else
    g_string_append (text, acting == ISHI_BLACK ? _("Black to play") : _("White to play"));
  /* Renju's players change colours in a game (the swap of 珠型交代打ち,
   * the RIF rule's and Soosõrv's): who acts is named beside the colour
   * (issue 67, item 5). */
  if (rules == ishi_rules_renju ())
    name = ishi_game_get_info (game, acting == ISHI_BLACK ? "PB" : "PW");
  if (name && *g_strstrip (name))
    /* Translators: "Black to play (Aki)": the side's words, then the player's name */
    g_string_append_printf (text, _(" (%s)"), name);
}

/* Play: the note on a line of its own, then a hint and whose turn it is. */
static void
say_playing (GString *text, IshiMatch *match, const IshiGameStatus *status)
{
  g_autofree char *note = playing_note (match, status);

  if (note)
    g_string_append_printf (text, "%s\n", note);
  if (status->hint && !status->message)
    g_string_append_printf (text, "%s · ", status->hint);
  say_turn (text, match);
}

char *
ishi_game_status_text (IshiMatch *match, const IshiGameStatus *status)
{
  GString *text = g_string_new (NULL);
  g_autofree char *result = ishi_match_describe_result (match);
  IshiPhase phase = ishi_match_get_phase (match);

  /* A refusal is said beside whose turn it is, never instead of it. */
  if (status->message)
    g_string_append_printf (text, "%s · ", status->message);
  if (phase == ISHI_PHASE_COUNTING && status->claim_pending)
    say_claim (text, match, status);
  else if (phase == ISHI_PHASE_COUNTING)
    say_counting (text, match, result);
  else if (phase == ISHI_PHASE_FINISHED)
    say_finished (text, match, result);
  else
    say_playing (text, match, status);
  /* The captures are in the players' bars, under each name. */
  if (text->len > 0 && !g_str_has_suffix (text->str, " · "))
    g_string_append (text, " · ");
  g_string_append_printf (text, _("Move %u"), ishi_game_get_move_number (ishi_match_get_game (match)));
  if (status->estimate && phase != ISHI_PHASE_PLAYING)
    g_string_append_printf (text, " · %s", status->estimate);
  if (status->numbers_note)
    g_string_append_printf (text, "\n%s", status->numbers_note);
  return g_string_free (text, FALSE);
}
