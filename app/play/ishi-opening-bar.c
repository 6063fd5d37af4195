/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ishi-opening-bar.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-set.h"
#include "ishi-ruleset.h"

struct _IshiOpeningBar {
  GtkBox parent_instance;

  GtkLabel *label;
  GtkWidget *swap_button;
  GtkWidget *keep_button;

  IshiMatch *match;        /* the game whose White chooses, or whose choice is shown */
};

G_DEFINE_FINAL_TYPE (IshiOpeningBar, ishi_opening_bar, GTK_TYPE_BOX)

enum { SIGNAL_SWAP, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The opening on the board: Black 1 on the centre, White 2, Black 3. */
static const IshiRenjuOpening *
opening_of (IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  int size = ishi_game_get_size (game), centre = size / 2;
  IshiPoint stones[3] = { { centre, centre }, { -1, -1 }, { -1, -1 } };

  if (size != 15 || rules->stone_at (position, centre, centre) != ISHI_BLACK)
    return NULL;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiColor c = rules->stone_at (position, x, y);

        if (c == ISHI_WHITE)
          stones[1] = (IshiPoint) { x, y };
        else if (c == ISHI_BLACK && (x != centre || y != centre))
          stones[2] = (IshiPoint) { x, y };
      }
  return stones[1].x < 0 || stones[2].x < 0 ? NULL : ishi_renju_opening_identify (stones, NULL);
}

static void
set_match (IshiOpeningBar *self, IshiMatch *match);

/* The choice is made: written into the record, and after a swap the
 * window exchanges the players. */
static void
choose (IshiOpeningBar *self, gboolean swap, const char *reason)
{
  IshiGame *game = ishi_match_get_game (self->match);
  const char *what = swap ? _("White swapped colours after the third move.")
                          : _("White kept White after the third move.");
  g_autofree char *why = reason ? g_strdup_printf ("%s %s", what, reason) : g_strdup (what);

  gtk_widget_set_visible (self->swap_button, FALSE);
  gtk_widget_set_visible (self->keep_button, FALSE);
  if (swap)
    {
      ishi_renju_exchange_colours (game, why);
      g_signal_emit (self, signals[SIGNAL_SWAP], 0);
    }
  else
    {
      g_autofree char *comment = ishi_game_get_node_text (game, "C");
      g_autofree char *both = comment && *comment ? g_strconcat (comment, "\n", why, NULL) : NULL;

      ishi_game_set_node_text (game, "C", both ? both : why);
    }
}

/* Past the opening (White 4 played, or an undo below move 3): White's
 * question is answered or gone; the engine's reason stays until Black 5. */
static void
match_changed_cb (IshiOpeningBar *self)
{
  guint moves = ishi_game_get_move_number (ishi_match_get_game (self->match));
  gboolean asking = gtk_widget_get_visible (self->swap_button);

  if (moves != 3 && (asking || moves < 3 || moves > 5))
    set_match (self, NULL);
}

static void
set_match (IshiOpeningBar *self, IshiMatch *match)
{
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match)
    g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
  gtk_widget_set_visible (GTK_WIDGET (self), match != NULL);
}

void
ishi_opening_bar_start (IshiOpeningBar *self, IshiMatch *match)
{
  const IshiRenjuOpening *opening;
  IshiPlayer *white;

  g_return_if_fail (ISHI_IS_OPENING_BAR (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  set_match (self, NULL);
  if (ishi_match_get_ruleset (match)->opening != ISHI_OPENING_RIF
      || ishi_game_get_move_number (ishi_match_get_game (match)) != 3
      || (opening = opening_of (match)) == NULL)
    return;
  set_match (self, match);
  white = ishi_match_get_player (match, ISHI_WHITE);
  if (white != NULL && !ishi_player_is_human (white))
    {
      g_autofree char *reason = NULL;
      gboolean swap = ishi_renju_engine_decide_swap (opening, &reason);
      /* Translators: %s is the engine's reason, "Kagetsu (D4) is a sure win for Black: I take Black." */
      g_autofree char *text = g_strdup_printf (_("White’s choice: %s"), reason);

      gtk_label_set_text (self->label, text);
      choose (self, swap, reason);
    }
  else
    {
      g_autofree char *name = g_strdup_printf ("%s %s", opening->code, ishi_renju_opening_display_name (opening));
      g_autofree char *text = g_strdup_printf (_("The opening %s is on the board. White chooses: swap colours "
                                                 "and play Black, or keep White and play move 4."), name);

      gtk_label_set_text (self->label, text);
      gtk_widget_set_visible (self->swap_button, TRUE);
      gtk_widget_set_visible (self->keep_button, TRUE);
    }
}

void
ishi_opening_bar_follow (IshiOpeningBar *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_OPENING_BAR (self));
  if (match != self->match)
    set_match (self, NULL);
}

static void
swap_clicked_cb (IshiOpeningBar *self)
{
  if (self->match)
    choose (self, TRUE, NULL);
  set_match (self, NULL);
}

static void
keep_clicked_cb (IshiOpeningBar *self)
{
  if (self->match)
    choose (self, FALSE, NULL);
  set_match (self, NULL);
}

static void
close_clicked_cb (IshiOpeningBar *self)
{
  set_match (self, NULL);
}

static void
ishi_opening_bar_dispose (GObject *object)
{
  set_match (ISHI_OPENING_BAR (object), NULL);
  G_OBJECT_CLASS (ishi_opening_bar_parent_class)->dispose (object);
}

static void
ishi_opening_bar_class_init (IshiOpeningBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_opening_bar_dispose;
  signals[SIGNAL_SWAP] = g_signal_new ("swap", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-opening-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, label);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, swap_button);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, keep_button);
  gtk_widget_class_bind_template_callback (widget_class, swap_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, keep_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, close_clicked_cb);
}

static void
ishi_opening_bar_init (IshiOpeningBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
