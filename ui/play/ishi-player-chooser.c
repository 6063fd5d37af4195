/* ishi-player-chooser.c — see ishi-player-chooser.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-new-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-player-chooser.h"

struct _IshiPlayerChooser {
  GtkBox parent_instance;

  GtkDropDown *drop_down;   /* Person, then `engines` */
  GtkEntry *entry;
  GPtrArray *engines;       /* IshiEngineSpec that can play the game */
  GSettings *settings;
  const char *key;          /* "black-player" or "white-player" */
};

G_DEFINE_FINAL_TYPE (IshiPlayerChooser, ishi_player_chooser, GTK_TYPE_BOX)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

const IshiEngineSpec *
ishi_player_chooser_get_engine (IshiPlayerChooser *self)
{
  guint selected;

  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);

  selected = gtk_drop_down_get_selected (self->drop_down);
  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > self->engines->len)
    return NULL;
  return g_ptr_array_index (self->engines, selected - 1);
}

/* A player is a person (whose name is typed) or an engine (whose name
 * goes into the record as it is). */
static void
player_changed_cb (IshiPlayerChooser *self)
{
  const IshiEngineSpec *spec = ishi_player_chooser_get_engine (self);
  gboolean was_engine = !gtk_widget_get_sensitive (GTK_WIDGET (self->entry));

  if (spec)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), spec->name);
  else if (was_engine)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  gtk_widget_set_sensitive (GTK_WIDGET (self->entry), spec == NULL);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The players that fit the game (ishi_engine_spec_list: Renju has only
 * Ishi's own engine, GTP speaks Go). */
void
ishi_player_chooser_set_game (IshiPlayerChooser *self, const char *game)
{
  const IshiEngineSpec *current;
  g_autofree char *chosen = NULL;
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = 0;

  g_return_if_fail (ISHI_IS_PLAYER_CHOOSER (self));

  current = ishi_player_chooser_get_engine (self);
  chosen = current ? g_strdup (current->id) : g_settings_get_string (self->settings, self->key);
  gtk_string_list_append (list, _("Person"));
  /* No engine is chosen while the list changes under the drop-down; the
   * old engines outlive it. */
  g_signal_handlers_block_by_func (self->drop_down, player_changed_cb, self);
  gtk_drop_down_set_selected (self->drop_down, 0);
  g_clear_pointer (&self->engines, g_ptr_array_unref);
  self->engines = ishi_engine_spec_list (self->settings, game);
  for (guint j = 0; j < self->engines->len; j++)
    {
      const IshiEngineSpec *spec = g_ptr_array_index (self->engines, j);

      gtk_string_list_append (list, spec->name);
      if (g_strcmp0 (spec->id, chosen) == 0)
        selected = j + 1;
    }
  gtk_drop_down_set_model (self->drop_down, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->drop_down, selected);
  g_signal_handlers_unblock_by_func (self->drop_down, player_changed_cb, self);
  player_changed_cb (self);
}

char *
ishi_player_chooser_get_name (IshiPlayerChooser *self)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);
  stripped = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  return stripped[0] ? g_steal_pointer (&stripped) : NULL;
}

GtkEntry *
ishi_player_chooser_get_entry (IshiPlayerChooser *self)
{
  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);
  return self->entry;
}

GtkDropDown *
ishi_player_chooser_get_drop_down (IshiPlayerChooser *self)
{
  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);
  return self->drop_down;
}

void
ishi_player_chooser_remember (IshiPlayerChooser *self)
{
  const IshiEngineSpec *spec;

  g_return_if_fail (ISHI_IS_PLAYER_CHOOSER (self));
  spec = ishi_player_chooser_get_engine (self);
  g_settings_set_string (self->settings, self->key, spec ? spec->id : "person");
}

/* The row's label (the dialog's "_Black", "_White") reaches the name, or
 * the drop-down when an engine plays. */
static gboolean
chooser_mnemonic_activate (GtkWidget *widget, gboolean group_cycling)
{
  IshiPlayerChooser *self = ISHI_PLAYER_CHOOSER (widget);

  return gtk_widget_get_sensitive (GTK_WIDGET (self->entry))
           ? gtk_widget_mnemonic_activate (GTK_WIDGET (self->entry), group_cycling)
           : gtk_widget_mnemonic_activate (GTK_WIDGET (self->drop_down), group_cycling);
}

static void
ishi_player_chooser_dispose (GObject *object)
{
  IshiPlayerChooser *self = ISHI_PLAYER_CHOOSER (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_player_chooser_parent_class)->dispose (object);
}

/* The engines outlive the drop-down that indexes them. */
static void
ishi_player_chooser_finalize (GObject *object)
{
  IshiPlayerChooser *self = ISHI_PLAYER_CHOOSER (object);

  g_clear_pointer (&self->engines, g_ptr_array_unref);
  G_OBJECT_CLASS (ishi_player_chooser_parent_class)->finalize (object);
}

static void
ishi_player_chooser_class_init (IshiPlayerChooserClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_player_chooser_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_player_chooser_finalize;
  GTK_WIDGET_CLASS (klass)->mnemonic_activate = chooser_mnemonic_activate;
  /* "changed": a person or another engine was chosen. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_player_chooser_init (IshiPlayerChooser *self)
{
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->engines = g_ptr_array_new ();
  self->drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->entry), TRUE);
  gtk_entry_set_activates_default (self->entry, TRUE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->drop_down));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->entry));
  g_signal_connect_swapped (self->drop_down, "notify::selected", G_CALLBACK (player_changed_cb), self);
}

GtkWidget *
ishi_player_chooser_new (IshiColor color, GSettings *settings)
{
  IshiPlayerChooser *self;
  gboolean black = color == ISHI_BLACK;

  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (ISHI_TYPE_PLAYER_CHOOSER, NULL);
  self->settings = g_object_ref (settings);
  self->key = black ? "black-player" : "white-player";
  /* The window tests find the drop-down and the entry by these names. */
  gtk_widget_set_name (GTK_WIDGET (self->drop_down), self->key);
  gtk_widget_set_name (GTK_WIDGET (self->entry), black ? "black-name" : "white-name");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  black ? _("Who plays Black") : _("Who plays White"), -1);
  gtk_entry_set_placeholder_text (self->entry, black ? _("Black player’s name") : _("White player’s name"));
  return GTK_WIDGET (self);
}
