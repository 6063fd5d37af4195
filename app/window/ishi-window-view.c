/* ishi-window-view.c — the View menu's board orientation: Rotate the
 * Board (Ctrl+R), back (Ctrl+Shift+R), Flip the Board (Ctrl+M) and the
 * Board as Recorded (Ctrl+0); and Number the Moves From Here.
 *
 * The orientation is a setting ("board-orientation"), so that every board
 * of the window turns at once and stays turned in the next session: the
 * play page's (play and review), the Lessons page's and what is shown on
 * them (problems, lesson diagrams) are bound to it.  Prints and exported
 * images are not: they show the record as it is (ui/README.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-board-orient.h"
#include "ishi-move-numbers.h"
#include "ishi-window-private.h"

#define KEY "board-orientation"

static IshiBoardOrientation
current (GSettings *settings)
{
  return (IshiBoardOrientation) g_settings_get_enum (settings, KEY);
}

static void
turn_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GSettings *settings = data;
  const char *name = g_action_get_name (G_ACTION (action));
  IshiBoardOrientation now = current (settings);

  if (g_str_equal (name, "rotate-board"))
    now = ishi_board_orientation_rotate (now, 1);
  else if (g_str_equal (name, "rotate-board-back"))
    now = ishi_board_orientation_rotate (now, -1);
  else if (g_str_equal (name, "flip-board"))
    now = ishi_board_orientation_flip (now);
  else
    now = ISHI_BOARD_ORIENTATION_NORMAL;
  g_settings_set_enum (settings, KEY, now);
}

/* "As Recorded" only when the board is turned. */
static void
orientation_changed_cb (GSettings *settings, const char *key, GSimpleAction *normal)
{
  g_simple_action_set_enabled (normal, current (settings) != ISHI_BOARD_ORIENTATION_NORMAL);
}

/* The moves after the position shown are numbered, from the next one:
 * go to the move before a fight, and its moves get numbers as they come. */
static void
number_from_here_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  IshiGame *game = ishi_session_get_game (self->session);

  if (game == NULL)
    return;
  g_settings_set_int (self->settings, "move-numbers-from",
                      (int) MIN (ishi_game_get_move_number (game) + 1, 9999));
  g_settings_set_enum (self->settings, ishi_move_numbers_key (game), 2 /* from */);
}

/* View › Move Numbers: the setting of the game shown (Go's or Renju's,
 * ishi_move_numbers_key), its state following the game and the settings. */
static void
numbers_state_cb (IshiWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "move-numbers");
  const char *key = ishi_move_numbers_key (ishi_session_get_game (self->session));
  g_autofree char *nick = g_settings_get_string (self->settings, key);

  if (action)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_string (nick));
}

static void
numbers_change_cb (GSimpleAction *action, GVariant *value, gpointer data)
{
  IshiWindow *self = data;
  const char *key = ishi_move_numbers_key (ishi_session_get_game (self->session));

  g_settings_set_string (self->settings, key, g_variant_get_string (value, NULL));
}

void
ishi_window_add_view_actions (IshiWindow *self)
{
  g_autoptr(GSimpleAction) from_here = g_simple_action_new ("number-from-here", NULL);
  g_autoptr(GSimpleAction) numbers = g_simple_action_new_stateful ("move-numbers", G_VARIANT_TYPE_STRING,
                                                                   g_variant_new_string ("off"));

  g_signal_connect_object (numbers, "change-state", G_CALLBACK (numbers_change_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (numbers));
  g_signal_connect_object (self->settings, "changed::move-numbers", G_CALLBACK (numbers_state_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::renju-move-numbers", G_CALLBACK (numbers_state_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::match", G_CALLBACK (numbers_state_cb), self, G_CONNECT_SWAPPED);
  numbers_state_cb (self);

  static const char *const names[] = { "rotate-board", "rotate-board-back", "flip-board", "board-as-recorded" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new (names[i], NULL);

      g_signal_connect_object (action, "activate", G_CALLBACK (turn_activated), self->settings, 0);
      g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
      if (i == G_N_ELEMENTS (names) - 1)
        {
          g_signal_connect_object (self->settings, "changed::" KEY, G_CALLBACK (orientation_changed_cb),
                                   action, 0);
          orientation_changed_cb (self->settings, KEY, action);
        }
    }
  g_signal_connect_object (from_here, "activate", G_CALLBACK (number_from_here_activated), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (from_here));
}
