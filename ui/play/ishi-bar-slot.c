/* ishi-bar-slot.c — bars stacked above the board, their room kept (see
 * ishi-bar-slot.h).  A GtkBuildable child is appended as a child widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-bar-slot"

#include "config.h"

#include "ishi-bar-slot.h"

struct _IshiBarSlot {
  GtkWidget parent_instance;

  GtkWidget *box;           /* the bars, one over the other */
  int kept;                 /* the height asked for with nothing shown */
};

static void buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiBarSlot, ishi_bar_slot, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, buildable_init))

static GtkBuildableIface *parent_buildable;

static void
add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type)
{
  if (GTK_IS_WIDGET (child))
    gtk_box_append (GTK_BOX (ISHI_BAR_SLOT (buildable)->box), GTK_WIDGET (child));
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = add_child;
}

static void
slot_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
              int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  IshiBarSlot *self = ISHI_BAR_SLOT (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      /* The room kept is a minimum: a bar that grows (a question that
       * wraps at a narrower width) still gets its height. */
      *minimum = MAX (*minimum, self->kept);
      *natural = MAX (*natural, self->kept);
    }
}

/* Whether a bar shows. */
static gboolean
any_shown (IshiBarSlot *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      return TRUE;
  return FALSE;
}

static void
slot_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  IshiBarSlot *self = ISHI_BAR_SLOT (widget);
  int min = 0, nat = 0;

  /* The bars at the top of the room, at their own height. */
  gtk_widget_measure (self->box, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  gtk_widget_size_allocate (self->box, &(GtkAllocation) { 0, 0, width, MIN (MAX (min, nat), MAX (height, min)) }, -1);
  /* Nothing is resized here: the height is the one given, kept from now
   * on while a bar shows in it. */
  if (any_shown (self) && height > self->kept)
    self->kept = height;
}

void
ishi_bar_slot_forget (IshiBarSlot *self)
{
  g_return_if_fail (ISHI_IS_BAR_SLOT (self));
  if (self->kept == 0)
    return;
  self->kept = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

int
ishi_bar_slot_get_kept (IshiBarSlot *self)
{
  g_return_val_if_fail (ISHI_IS_BAR_SLOT (self), 0);
  return self->kept;
}

static void
slot_dispose (GObject *object)
{
  IshiBarSlot *self = ISHI_BAR_SLOT (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ishi_bar_slot_parent_class)->dispose (object);
}

static void
ishi_bar_slot_class_init (IshiBarSlotClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = slot_dispose;
  widget_class->measure = slot_measure;
  widget_class->size_allocate = slot_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "ishi-bar-slot");
}

static void
ishi_bar_slot_init (IshiBarSlot *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
ishi_bar_slot_new (void)
{
  return g_object_new (ISHI_TYPE_BAR_SLOT, NULL);
}
