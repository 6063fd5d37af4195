/* ishi-move-numbers.c — see ishi-move-numbers.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-play-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-figures.h"
#include "ishi-move-numbers.h"

enum { NUMBERS_OFF = 0, NUMBERS_LAST, NUMBERS_FROM };

const char *
ishi_move_numbers_key (IshiGame *game)
{
  return game && strcmp (ishi_game_get_rules (game)->id, "renju") == 0 ? "renju-move-numbers" : "move-numbers";
}

gboolean
ishi_move_numbers_shown (GSettings *settings, IshiGame *game)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);
  return g_settings_get_enum (settings, ishi_move_numbers_key (game)) != NUMBERS_OFF;
}

guint
ishi_move_numbers_first (GSettings *settings, IshiGame *game)
{
  guint now = ishi_game_get_move_number (game);
  guint last = (guint) g_settings_get_int (settings, "move-numbers-last");

  switch (g_settings_get_enum (settings, ishi_move_numbers_key (game)))
    {
    case NUMBERS_LAST:
      return now >= last ? now - last + 1 : 1;
    case NUMBERS_FROM:
      return (guint) g_settings_get_int (settings, "move-numbers-from");
    case NUMBERS_OFF:
    default:
      return 0;
    }
}

char *
ishi_move_numbers_apply (GSettings *settings, IshiGame *game, IshiBoardModel *model)
{
  guint first = ishi_move_numbers_first (settings, game);
  g_autoptr(GPtrArray) notes = NULL;
  GString *text;

  if (first == 0)
    {
      for (int i = 0; i < model->size * model->size; i++)
        model->points[i].number = 0;
      return NULL;
    }
  notes = ishi_figure_number_model (model, game, first);
  if (notes == NULL || notes->len == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < notes->len; i++)
    {
      g_autofree char *note = ishi_figure_note_format (g_ptr_array_index (notes, i));

      if (i > 0)
        /* TRANSLATORS: between the notes under the board, "10 at 4 · 12, 18 at 6". */
        g_string_append (text, C_("figure notes", " · "));
      g_string_append (text, note);
    }
  return g_string_free (text, FALSE);
}
