/* ishi-new-game-start.c — what Start makes of the dialog's choices: the
 * match under the rule set chosen, with its size, handicap, komi, clock and
 * players, a Renju opening placed under the RIF rule, the choices remembered
 * for next time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-new-game"
#include "config.h"
#include <math.h>
#include <glib/gi18n-lib.h>
#include "ishi-a11y-names.h"
#include "ishi-counting.h"
#include "ishi-go-board.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-openings.h"
#include "ishi-engine-spec.h"
#include "ishi-player-chooser.h"
#include "ishi-renju-set.h"
#include "ishi-new-game-private.h"
#include "ishi-new-game-time.h"

/* The three stones of the opening under 珠型交代打ち (renju-rules.ja.txt
 * 第3章 (2) ①: the player holding Black chooses one of the 26; the RIF
 * rule with fifth moves and Soosõrv-8 begin so too), and its name for ON. */
static const IshiRenjuOpening *
rif_opening (IshiNewGameDialog *self, int centre, IshiPoint stones[3])
{
  const IshiRenjuOpening *o;

  if (ishi_new_game_dialog_engine_chooses_opening (self))
    return ishi_renju_engine_choose_opening (ishi_new_game_dialog_get_engine (self, ISHI_BLACK)->level,
                                             g_random_int (), stones);
  o = ishi_new_game_dialog_opening_at (gtk_drop_down_get_selected (self->pattern_dropdown));
  /* White 2 in the usual orientation: above Black 1 (direct, h9) or
   * diagonally up and right of it (indirect, i9). */
  if (!ishi_renju_opening_stones (o, (IshiPoint) { o->indirect ? centre + 1 : centre, centre - 1 }, FALSE,
                                  stones))
    g_return_val_if_reached (NULL);
  return o;
}

static IshiMatch *
create_match (IshiNewGameDialog *self, const IshiTimeControl *tc)
{
  const IshiRuleset *row = ishi_new_game_dialog_current_row (self);
  IshiRulesOptions options = { 0 };
  g_autoptr(IshiMatch) match = NULL;
  g_autofree char *black = ishi_player_chooser_get_name (self->players[0]);
  g_autofree char *white = ishi_player_chooser_get_name (self->players[1]);
  IshiGame *game;
  int handicap = 0;
  double komi = NAN;

  if (ishi_new_game_dialog_is_renju (self))
    {
      options.size = ishi_rules_renju ()->default_size;
      options.tournament = gtk_check_button_get_active (self->tournament_check);
    }
  else
    {
      options.size = (int) gtk_adjustment_get_value (self->size_adjustment);
      handicap = gtk_spin_button_get_value_as_int (self->handicap_spin);
      komi = gtk_adjustment_get_value (self->komi_adjustment);
    }
  match = ishi_match_new_game_full (row, &options, handicap, komi);
  game = ishi_match_get_game (match);
  if (black)
    ishi_game_set_info (game, "PB", black);
  if (white)
    ishi_game_set_info (game, "PW", white);

  if (ishi_new_game_dialog_is_renju (self))
    {
      int centre = options.size / 2;

      /* renju-rules.ja.txt: Black's first stone is on the centre point. */
      ishi_match_play (match, centre, centre);
      if (ishi_ruleset_lays_out_opening (row))
        {
          IshiPoint stones[3];
          const IshiRenjuOpening *o = rif_opening (self, centre, stones);
          /* Recorded as people write it, with the romaji for other programs. */
          g_autofree char *name = g_strdup_printf ("%s %s (%s)", o->code, o->kanji, o->romaji);

          ishi_match_play (match, stones[1].x, stones[1].y);
          ishi_match_play (match, stones[2].x, stones[2].y);
          ishi_game_set_info (game, "ON", name);
        }
    }

  if (tc->system != ISHI_TIME_NONE)
    {
      g_autoptr(IshiClock) clock = ishi_clock_new (tc);

      ishi_match_set_clock (match, clock);
    }
  return g_steal_pointer (&match);
}

void
ishi_new_game_dialog_start_clicked_cb (IshiNewGameDialog *self)
{
  const IshiRuleset *row = ishi_new_game_dialog_current_row (self);
  IshiTimeControl tc;
  g_autoptr(GError) error = NULL;
  int black_in_game_1 = 0;

  ishi_new_game_time_get (self, &tc);
  if (tc.system != ISHI_TIME_NONE && !ishi_time_control_validate (&tc, &error))
    {
      gtk_label_set_text (self->summary_label, error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  ishi_new_game_dialog_remember_choices (self, &tc);
  g_clear_object (&self->match);
  self->match = create_match (self, &tc);
  g_clear_object (&self->set);

  if (ishi_new_game_dialog_is_renju (self) && gtk_check_button_get_active (self->nigiri_check))
    {
      /* 握り (renju-rules.ja.txt; Japanese keeps the word, English says
       * "lots", Go's "nigiri" being no Renju word): the player named first holds the black
       * stones; an even total exchanges the colours. */
      g_autoptr(GRand) rand = g_rand_new ();
      IshiNigiri nigiri;
      g_autofree char *why = NULL;

      ishi_renju_nigiri (rand, 0, 0, &nigiri);
      why = g_strdup_printf (nigiri.exchange
                               ? _("Lots drawn: %u and %u stones, an even total: the players exchanged colours.")
                               : _("Lots drawn: %u and %u stones, an odd total: the colours stay."),
                             nigiri.black_hand, nigiri.white_hand);
      if (nigiri.exchange)
        ishi_renju_exchange_colours (ishi_match_get_game (self->match), why);
      else
        ishi_game_set_node_text (ishi_match_get_game (self->match), "C", why);
      black_in_game_1 = nigiri.exchange ? 1 : 0;
    }
  if (ishi_new_game_dialog_is_renju (self) && row->opening == ISHI_OPENING_FREE
      && gtk_check_button_get_active (self->set_check))
    {
      /* Player 1 is the one named as Black; after a nigiri that exchanged
       * the colours, player 2 plays Black in game 1. */
      g_autofree char *first = ishi_player_chooser_get_name (self->players[0]);
      g_autofree char *second = ishi_player_chooser_get_name (self->players[1]);

      self->set = ishi_renju_set_new (first, second, black_in_game_1);
      ishi_renju_set_write_game_info (self->set, 1, ishi_game_get_root (ishi_match_get_game (self->match)));
    }

  /* Under 珠型交代打ち the window then asks White about the swap, over the
   * stones it is about (IshiOpeningBar); under the rules of stronger
   * players the match asks each step of its opening, the bar with it. */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  ishi_new_game_dialog_emit_done (self);

  gtk_window_destroy (GTK_WINDOW (self));
}
