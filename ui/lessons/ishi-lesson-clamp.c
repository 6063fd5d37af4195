/* ishi-lesson-clamp.c — see ishi-lesson-clamp.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-lesson-clamp.h"

struct _IshiLessonClamp
{
  GtkWidget parent_instance;
};

static void ishi_lesson_clamp_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiLessonClamp, ishi_lesson_clamp, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, ishi_lesson_clamp_buildable_init))

static GtkBuildableIface *parent_buildable;

/* The width the child gets out of `width`: its natural width, no less
 * than its minimum, no more than `width` (unless that is below its
 * minimum: GTK then lets it overflow, as it would anyway). */
static int
child_width (GtkWidget *child, int width)
{
  int min = 0, nat = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  if (width < 0)
    return nat;
  return MAX (min, MIN (nat, width));
}

static GtkSizeRequestMode
ishi_lesson_clamp_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ishi_lesson_clamp_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_measure (child, orientation, -1, minimum, natural, NULL, NULL);
  else
    /* the child's height at the width it will be given, not at `for_size` */
    gtk_widget_measure (child, orientation, child_width (child, for_size), minimum, natural, NULL, NULL);
}

static void
ishi_lesson_clamp_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int w;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  w = child_width (child, width);
  gtk_widget_size_allocate (child, &(GtkAllocation) { (width - w) / 2, 0, w, height }, -1);
}

static void
ishi_lesson_clamp_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ishi_lesson_clamp_parent_class)->dispose (object);
}

static void
ishi_lesson_clamp_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                             const char *type)
{
  if (GTK_IS_WIDGET (child))
    gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (buildable));
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
ishi_lesson_clamp_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = ishi_lesson_clamp_add_child;
}

static void
ishi_lesson_clamp_class_init (IshiLessonClampClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_lesson_clamp_dispose;
  widget_class->get_request_mode = ishi_lesson_clamp_get_request_mode;
  widget_class->measure = ishi_lesson_clamp_measure;
  widget_class->size_allocate = ishi_lesson_clamp_size_allocate;
}

static void
ishi_lesson_clamp_init (IshiLessonClamp *self)
{
}
