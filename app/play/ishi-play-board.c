/* ishi-play-board.c — see ishi-play-board.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-play-board"

#include "config.h"

#include "ishi-play-board.h"
#include "ishi-game-model.h"
#include "ishi-move-numbers.h"
#include "ishi-opening-bar.h"

IshiBoardCoords
ishi_play_board_coords (GSettings *settings, IshiGame *game)
{
  g_autofree char *style = g_settings_get_string (settings, "coordinate-style");

  if (g_strcmp0 (style, "none") == 0)
    return ISHI_BOARD_COORDS_NONE;
  /* Renju diagrams are always a–o and 1–15, whatever the Go preference. */
  if (ishi_game_get_rules (game)->plain_letters)
    return ISHI_BOARD_COORDS_RENJU;
  if (g_strcmp0 (style, "japanese") == 0)
    return ISHI_BOARD_COORDS_JAPANESE;
  return ISHI_BOARD_COORDS_WESTERN;
}

char *
ishi_play_board_hover_reason (GSettings *settings, IshiMatch *match, IshiPoint hover, GArray *segments)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  char *reason;

  g_array_set_size (segments, 0);
  if (hover.x < 0 || rules->explain == NULL
      || ishi_match_get_phase (match) != ISHI_PHASE_PLAYING
      || !g_settings_get_boolean (settings, "show-forbidden"))
    return NULL;
  reason = rules->explain (ishi_game_get_position (game), hover.x, hover.y, segments);
  if (reason == NULL)
    g_array_set_size (segments, 0);
  return reason;
}

char *
ishi_play_board_refusal (IshiMatch *match, int x, int y, IshiMoveStatus status)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  char *why = NULL;

  /* A Renju refusal says which lines forbid the point. */
  if (rules->explain && status != ISHI_MOVE_GAME_OVER)
    why = rules->explain (ishi_game_get_position (game), x, y, NULL);
  /* A fifth move refused names the offer it repeats and the line or
   * point the stones are symmetrical about. */
  if (!why && (status == ISHI_MOVE_OPENING_SYMMETRIC || status == ISHI_MOVE_OPENING_REPEATED))
    why = ishi_renju_opening_explain_offer (game, ishi_match_get_ruleset (match), x, y);
  return why ? why : g_strdup (ishi_move_status_describe (status));
}

gboolean
ishi_play_board_engine_turn (IshiMatch *match)
{
  IshiPlayer *player = ishi_match_get_player (match, ishi_match_get_acting_color (match));
  IshiOpeningStep step;

  ishi_match_get_opening_step (match, &step);
  /* Its answer is awaited: a click does not play for it (nor offers or
   * keeps a fifth move of Renju's opening). */
  return player && !ishi_player_is_human (player)
         && (ishi_game_get_node (ishi_match_get_game (match))->first_child == NULL
             || step.kind != ISHI_OPENING_STEP_NONE);
}

static gboolean
hover_is_legal (IshiMatch *match, IshiPoint hover)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);

  if (hover.x < 0 || ishi_match_get_phase (match) != ISHI_PHASE_PLAYING)
    return FALSE;
  return rules->check (position, rules->to_move (position), hover.x, hover.y) == ISHI_MOVE_OK;
}

/* The stones, with the numbers and hints the Preferences ask for. */
static IshiBoardModel *
game_model (const IshiPlayBoard *b, IshiGame *game, char **number_notes)
{
  IshiGameModelFlags flags = ISHI_GAME_MODEL_DEFAULT;
  IshiBoardModel *model;

  if (ishi_move_numbers_shown (b->settings, game))
    flags |= ISHI_GAME_MODEL_MOVE_NUMBERS;
  if (!g_settings_get_boolean (b->settings, "show-forbidden"))
    flags &= ~ISHI_GAME_MODEL_HINTS;
  /* Setting up a position: the forbidden points in sight, no lettered
   * next moves over the stones being placed. */
  if (ishi_edit_mode_get_active (b->edit_mode))
    flags = (flags | ISHI_GAME_MODEL_HINTS) & ~ISHI_GAME_MODEL_VARIATIONS;
  model = ishi_board_model_new_for_game (game, flags);
  /* The numbers as a printed figure of the same moves has them. */
  *number_notes = ishi_move_numbers_apply (b->settings, game, model);
  return model;
}

/* Under the pointer: the ghost of a legal move, else the lines that
 * forbid the point. */
static void
decorate_hover (const IshiPlayBoard *b, IshiGame *game, IshiBoardModel *model)
{
  const IshiRules *rules = ishi_game_get_rules (game);

  if (hover_is_legal (b->match, b->hover))
    {
      model->ghost = b->hover;
      model->ghost_color = rules->to_move (ishi_game_get_position (game));
      return;
    }
  for (guint i = 0; i < b->hover_segments->len; i++)
    {
      const IshiSegment *s = &g_array_index (b->hover_segments, IshiSegment, i);

      ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT, s->from.x, s->from.y, s->to.x, s->to.y);
    }
}

IshiBoardModel *
ishi_play_board_model (const IshiPlayBoard *b, char **number_notes)
{
  IshiGame *game = ishi_match_get_game (b->match);
  IshiBoardModel *model = game_model (b, game, number_notes);

  model->coords = ishi_play_board_coords (b->settings, game);
  model->dimmed = b->dimmed;
  if (ishi_game_panel_decorate (b->game_panel, model))
    ;   /* the count's marks */
  else if (ishi_edit_mode_get_active (b->edit_mode))
    ishi_edit_mode_decorate (b->edit_mode, model, b->hover);
  else
    decorate_hover (b, game, model);
  if (b->analysis_panel)
    ishi_analysis_panel_decorate (b->analysis_panel, model);
  if (b->forced_win)
    ishi_forced_win_decorate (b->forced_win, model);
  ishi_opening_bar_decorate (b->match, model);
  return model;
}
