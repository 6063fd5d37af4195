/* ishi-game-info-dialog.c — the game information of the record's root.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game-info"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "ishi-a11y-names.h"
#include "ishi-game-info-dialog.h"

typedef struct {
  const char *id;
  const char *label;    /* translated at run time */
} Field;

static const Field fields[] = {
  { "PB", N_("_Black") },
  { "BR", N_("Black’s _rank") },
  { "PW", N_("_White") },
  { "WR", N_("White’s ra_nk") },
  { "DT", N_("_Date") },
  { "EV", N_("_Event") },
  { "PC", N_("_Place") },
  { "RU", N_("R_ules") },
  { "KM", N_("_Komi") },
  { "RE", N_("Resul_t") },
  { "GN", N_("_Game name") },
  { "ON", N_("_Opening") },
};

struct _IshiGameInfoDialog {
  GtkWindow parent_instance;

  GtkGrid *grid;
  GtkLabel *error_label;
  GtkEntry *entries[G_N_ELEMENTS (fields)];
  IshiGame *game;
};

G_DEFINE_FINAL_TYPE (IshiGameInfoDialog, ishi_game_info_dialog, GTK_TYPE_WINDOW)

/* KM is a real number; RE is "B+3.5", "W+R", "B+T", "W+F", "0", "Draw",
 * "Void" or "?" (FF[4]).  Anything else would be written to the file as a
 * value other programs cannot read, so it is refused with the reason. */
static gboolean
validate (IshiGameInfoDialog *self, const char *id, const char *text, char **why)
{
  if (text[0] == '\0')
    return TRUE;
  if (g_str_equal (id, "KM"))
    {
      char *end = NULL;
      double komi = g_ascii_strtod (text, &end);

      /* "nan" and "inf" are read by C, but are no komi (issue 53) */
      if (end == text || *end != '\0' || !isfinite (komi))
        {
          *why = g_strdup_printf (_("Komi must be a number, such as 6.5 (not “%s”)."), text);
          return FALSE;
        }
    }
  else if (g_str_equal (id, "RE"))
    {
      g_autoptr(GRegex) re = g_regex_new ("^([BW]\\+([0-9]+(\\.[0-9]+)?|R|Resign|T|Time|F|Forfeit)?|0|Draw|Void|\\?)$",
                                          0, 0, NULL);

      if (!g_regex_match (re, text, 0, NULL))
        {
          *why = g_strdup_printf (_("The result “%s” is not in SGF form: write B+3.5, W+R, 0 (a draw) or ?."), text);
          return FALSE;
        }
    }
  return TRUE;
}

static void
apply_clicked_cb (IshiGameInfoDialog *self)
{
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entries[i]))));
      g_autofree char *why = NULL;

      if (!validate (self, fields[i].id, text, &why))
        {
          gtk_label_set_text (self->error_label, why);
          gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
          gtk_widget_grab_focus (GTK_WIDGET (self->entries[i]));
          return;
        }
    }
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entries[i]))));

      ishi_game_set_info (self->game, fields[i].id, text);
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
ishi_game_info_dialog_dispose (GObject *object)
{
  IshiGameInfoDialog *self = ISHI_GAME_INFO_DIALOG (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (ishi_game_info_dialog_parent_class)->dispose (object);
}

static void
ishi_game_info_dialog_class_init (IshiGameInfoDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_game_info_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ishi/Ishi/ui/ishi-game-info-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiGameInfoDialog, grid);
  gtk_widget_class_bind_template_child (widget_class, IshiGameInfoDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ishi_game_info_dialog_init (IshiGameInfoDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ishi_window_help_screen_readers (GTK_WINDOW (self), 0);

  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkWidget *label = gtk_label_new_with_mnemonic (_(fields[i].label));

      self->entries[i] = GTK_ENTRY (gtk_entry_new ());
      gtk_entry_set_activates_default (self->entries[i], TRUE);
      gtk_widget_set_hexpand (GTK_WIDGET (self->entries[i]), TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->entries[i]));
      gtk_label_set_xalign (GTK_LABEL (label), 1);
      gtk_grid_attach (self->grid, label, 0, i, 1, 1);
      gtk_grid_attach (self->grid, GTK_WIDGET (self->entries[i]), 1, i, 1, 1);
    }
  gtk_entry_set_placeholder_text (self->entries[4], _("YYYY-MM-DD"));
  gtk_entry_set_placeholder_text (self->entries[9], _("B+3.5, W+R, 0 …"));
}

GtkWindow *
ishi_game_info_dialog_new (GtkWindow *parent, IshiGame *game)
{
  IshiGameInfoDialog *self;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  /* A dialog to a screen reader (see ishi-new-game-dialog.c). */
  self = g_object_new (ISHI_TYPE_GAME_INFO_DIALOG, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                       "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *value = ishi_game_get_info (game, fields[i].id);

      gtk_editable_set_text (GTK_EDITABLE (self->entries[i]), value ? value : "");
    }
  return GTK_WINDOW (self);
}
