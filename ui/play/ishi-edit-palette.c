/* ishi-edit-palette.c — the Edit mode's tools (see ishi-edit-palette.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-play"

#include "config.h"

#include "ishi-edit-palette.h"

struct _IshiEditPalette {
  GtkBox parent_instance;

  GtkEntry *label_entry;
};

G_DEFINE_FINAL_TYPE (IshiEditPalette, ishi_edit_palette, GTK_TYPE_BOX)

static void
ishi_edit_palette_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ISHI_TYPE_EDIT_PALETTE);
  G_OBJECT_CLASS (ishi_edit_palette_parent_class)->dispose (object);
}

static void
ishi_edit_palette_class_init (IshiEditPaletteClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_edit_palette_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ishi/Ishi/ui/ishi-edit-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiEditPalette, label_entry);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);
}

static void
ishi_edit_palette_init (IshiEditPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ishi_edit_palette_new (void)
{
  return g_object_new (ISHI_TYPE_EDIT_PALETTE, NULL);
}

const char *
ishi_edit_palette_get_label_text (IshiEditPalette *self)
{
  g_return_val_if_fail (ISHI_IS_EDIT_PALETTE (self), "");
  return gtk_editable_get_text (GTK_EDITABLE (self->label_entry));
}

void
ishi_edit_palette_set_label_text (IshiEditPalette *self, const char *text)
{
  g_return_if_fail (ISHI_IS_EDIT_PALETTE (self));
  gtk_editable_set_text (GTK_EDITABLE (self->label_entry), text ? text : "");
}
