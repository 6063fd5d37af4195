/* ishi-player-chooser.h — who plays one colour in the New Game dialog: a
 * drop-down of Person and the engines that can play the rule set, beside
 * the player's name (typed for a person, the engine's own for an engine),
 * and under them, when there is something to say, what the engine will
 * get wrong.
 * Signal "changed": a person or another engine was chosen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-engine-spec.h"
#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_TYPE_PLAYER_CHOOSER (ishi_player_chooser_get_type ())
G_DECLARE_FINAL_TYPE (IshiPlayerChooser, ishi_player_chooser, ISHI, PLAYER_CHOOSER, GtkBox)

/* For `color` (ISHI_BLACK or ISHI_WHITE); the choice is remembered in
 * `settings` under "black-player" or "white-player", and a person's name
 * under "black-name" or "white-name" (the name typed is offered again). */
GtkWidget            *ishi_player_chooser_new        (IshiColor color, GSettings *settings);
/* The engines that can play the rule-set row `row` (ishi_engine_spec_fits:
 * GNU Go is not offered for Pure Go or equal stones), the choice kept where
 * the new list has it (or, the first time, the one remembered); an engine
 * chosen that cannot play the row gives its place to Ishi's own, and the
 * chooser says so under it, as it says what an engine offered will get
 * wrong (a GTP engine that cannot be told the rules). */
void                  ishi_player_chooser_set_ruleset (IshiPlayerChooser *self, const IshiRuleset *row);
/* The same for the default row of `game` ("go", "renju"). */
void                  ishi_player_chooser_set_game   (IshiPlayerChooser *self, const char *game);
/* Chooses `id` ("person", or an engine's id, as the settings keep them)
 * without remembering it: FALSE when the row offers no such engine. */
gboolean              ishi_player_chooser_choose     (IshiPlayerChooser *self, const char *id);
/* NULL for a person, or the engine chosen (owned by the chooser). */
const IshiEngineSpec *ishi_player_chooser_get_engine (IshiPlayerChooser *self);
/* The name, spaces stripped; NULL when none was typed. */
char                 *ishi_player_chooser_get_name   (IshiPlayerChooser *self);
GtkEntry             *ishi_player_chooser_get_entry  (IshiPlayerChooser *self);
GtkDropDown          *ishi_player_chooser_get_drop_down (IshiPlayerChooser *self);
/* Writes the choice (and a person's name) into the settings, for the
 * next game. */
void                  ishi_player_chooser_remember   (IshiPlayerChooser *self);
/* The board's size chosen: under Ishi's Go engine the chooser says what
 * its level is on that size and its time a move. */
void                  ishi_player_chooser_set_board_size (IshiPlayerChooser *self, int size);
/* Ishi's Go engine, if chosen, plays `person` (NULL: the one at the
 * computer) at `level` (0: the engine's own): named so, with why. */
void                  ishi_player_chooser_set_played_level (IshiPlayerChooser *self, int level,
                                                            const char *person);

G_END_DECLS
