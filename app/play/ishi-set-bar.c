/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ishi-set-bar.h"

struct _IshiSetBar {
  GtkBox parent_instance;

  GtkLabel *label;
  GtkButton *button;

  IshiRenjuSet *set;
  IshiMatch *match;        /* the game of the set being played */
  IshiMatch *next;         /* game 2, made and not shown yet */
};

G_DEFINE_FINAL_TYPE (IshiSetBar, ishi_set_bar, GTK_TYPE_BOX)

enum { SIGNAL_NEXT_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
update (IshiSetBar *self)
{
  int game;
  g_autofree char *text = NULL;
  const char *button = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), self->set != NULL);
  if (self->set == NULL)
    return;
  game = ishi_renju_set_get_game (self->set);
  if (game == 0)
    {
      g_autofree char *score = ishi_renju_set_describe (self->set);

      /* Translators: %s is the set's score and winner, e.g. "Aki 2 – Ben 0: Aki wins the set" */
      text = g_strdup_printf (_("The set is over: %s."), score);
    }
  else if (self->next != NULL
           || (self->match && ishi_match_get_phase (self->match) == ISHI_PHASE_FINISHED))
    {
      g_autofree char *result = self->match ? ishi_match_describe_result (self->match) : NULL;

      /* Translators: %d is 1 or 2, %s the game's result */
      text = g_strdup_printf (_("Two-game set: game %d is over. %s"), game, result ? result : "");
      button = game == 1 ? _("Play Game _2") : _("_Finish the Set");
    }
  else
    {
      int black = ishi_renju_set_get_player_of (self->set, game, ISHI_BLACK);

      /* Translators: "Two-game set, game 1 of 2: Aki plays Black, Ben plays White." */
      text = g_strdup_printf (_("Two-game set, game %d of 2: %s plays Black, %s plays White."), game,
                              ishi_renju_set_get_player (self->set, black),
                              ishi_renju_set_get_player (self->set, 1 - black));
    }
  gtk_label_set_text (self->label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->button), button != NULL);
  if (button)
    gtk_button_set_label (self->button, button);
}

static void
set_match (IshiSetBar *self, IshiMatch *match)
{
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match)
    g_signal_connect_swapped (match, "changed", G_CALLBACK (update), self);
}

static void
button_clicked_cb (IshiSetBar *self)
{
  if (self->next == NULL && self->match != NULL
      && !ishi_renju_set_end_game (self->set, self->match, &self->next))
    return;
  if (self->next != NULL)
    g_signal_emit (self, signals[SIGNAL_NEXT_GAME], 0);
  update (self);
}

void
ishi_set_bar_start (IshiSetBar *self, IshiRenjuSet *set, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_SET_BAR (self));

  g_set_object (&self->set, set);
  g_clear_object (&self->next);
  set_match (self, set ? match : NULL);
  update (self);
}

void
ishi_set_bar_follow (IshiSetBar *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_SET_BAR (self));

  if (self->set == NULL || match == self->match)
    return;
  if (match != NULL && match == self->next)
    {
      set_match (self, match);
      g_clear_object (&self->next);
    }
  else
    {
      /* Another game: the set is left where it was. */
      g_clear_object (&self->set);
      g_clear_object (&self->next);
      set_match (self, NULL);
    }
  update (self);
}

IshiMatch *
ishi_set_bar_get_next (IshiSetBar *self)
{
  g_return_val_if_fail (ISHI_IS_SET_BAR (self), NULL);
  return self->next;
}

static void
ishi_set_bar_dispose (GObject *object)
{
  IshiSetBar *self = ISHI_SET_BAR (object);

  set_match (self, NULL);
  g_clear_object (&self->next);
  g_clear_object (&self->set);
  G_OBJECT_CLASS (ishi_set_bar_parent_class)->dispose (object);
}

static void
ishi_set_bar_class_init (IshiSetBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_set_bar_dispose;
  signals[SIGNAL_NEXT_GAME] = g_signal_new ("next-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-set-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiSetBar, label);
  gtk_widget_class_bind_template_child (widget_class, IshiSetBar, button);
  gtk_widget_class_bind_template_callback (widget_class, button_clicked_cb);
}

static void
ishi_set_bar_init (IshiSetBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
