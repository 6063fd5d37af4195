/* ishi-qr-view.c — see ishi-qr-view.h.  The code is libqrencode's, at
 * error correction level M (a projector's glare and a child's shaky hand
 * are forgiven up to 15 % of the modules).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include "ishi-qr-view.h"

#include <glib/gi18n.h>
#include <qrencode.h>

/* The quiet zone the standard asks around the code, in modules. */
#define QUIET 4
/* The smallest module drawn, in pixels. */
#define MIN_MODULE 3

struct _IshiQrView {
  GtkWidget parent_instance;
  char *text;
  QRcode *code;
};

G_DEFINE_FINAL_TYPE (IshiQrView, ishi_qr_view, GTK_TYPE_WIDGET)

static void
ishi_qr_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  IshiQrView *self = ISHI_QR_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int side = MIN (width, height);
  int n, module;
  double x0, y0;
  cairo_t *cr;

  if (self->code == NULL || side <= 0)
    return;
  n = self->code->width + 2 * QUIET;
  /* Whole pixels a module: sharp edges for a camera. */
  module = MAX (1, side / n);
  x0 = (width - module * n) / 2 + QUIET * module;
  y0 = (height - module * n) / 2 + QUIET * module;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x0 - QUIET * module, y0 - QUIET * module, module * n, module * n);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (int y = 0; y < self->code->width; y++)
    for (int x = 0; x < self->code->width; x++)
      if (self->code->data[y * self->code->width + x] & 1)
        cairo_rectangle (cr, x0 + x * module, y0 + y * module, module, module);
  cairo_fill (cr);
  cairo_destroy (cr);
}

static void
ishi_qr_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                      int *natural, int *minimum_baseline, int *natural_baseline)
{
  IshiQrView *self = ISHI_QR_VIEW (widget);
  int n = self->code ? self->code->width + 2 * QUIET : 0;

  *minimum = n * MIN_MODULE;
  *natural = n * 2 * MIN_MODULE;
}

static void
ishi_qr_view_finalize (GObject *object)
{
  IshiQrView *self = ISHI_QR_VIEW (object);

  g_free (self->text);
  g_clear_pointer (&self->code, QRcode_free);
  G_OBJECT_CLASS (ishi_qr_view_parent_class)->finalize (object);
}

static void
ishi_qr_view_class_init (IshiQrViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ishi_qr_view_finalize;
  widget_class->snapshot = ishi_qr_view_snapshot;
  widget_class->measure = ishi_qr_view_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ishi_qr_view_init (IshiQrView *self)
{
}

GtkWidget *
ishi_qr_view_new (void)
{
  return g_object_new (ISHI_TYPE_QR_VIEW, NULL);
}

void
ishi_qr_view_set_text (IshiQrView *self, const char *text)
{
  g_autofree char *label = NULL;

  g_return_if_fail (ISHI_IS_QR_VIEW (self));
  if (g_strcmp0 (text, self->text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_clear_pointer (&self->code, QRcode_free);
  if (text && *text)
    self->code = QRcode_encodeString (text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (text && self->code == NULL)
    g_warning ("No QR code for “%s”", text);
  /* Translators: what a screen reader says of the QR code; %s is the address */
  label = text ? g_strdup_printf (_("QR code of %s"), text) : NULL;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label ? label : "", -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
ishi_qr_view_get_text (IshiQrView *self)
{
  g_return_val_if_fail (ISHI_IS_QR_VIEW (self), NULL);
  return self->text;
}

int
ishi_qr_view_get_modules (IshiQrView *self)
{
  g_return_val_if_fail (ISHI_IS_QR_VIEW (self), 0);
  return self->code ? self->code->width : 0;
}

gboolean
ishi_qr_view_get_module (IshiQrView *self, int x, int y)
{
  g_return_val_if_fail (ISHI_IS_QR_VIEW (self), FALSE);
  if (self->code == NULL || x < 0 || y < 0 || x >= self->code->width || y >= self->code->width)
    return FALSE;
  return self->code->data[y * self->code->width + x] & 1;
}
