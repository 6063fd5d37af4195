/* ishi-class-report.c — the class report on screen, as CSV, as PDF.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <glib/gi18n.h>

#include "ishi-class-report.h"

#define A4_WIDTH 595.28          /* points */
#define A4_HEIGHT 841.89
#define MARGIN 56.0
#define ROW_HEIGHT 22.0

static const char *
column_title (guint i)
{
  switch (i)
    {
    case 0: return _("Name");
    case 1: return _("Steps answered");
    case 2: return _("Right at the first try");
    case 3: return _("Hints");
    case 4: return _("Games");
    default: return _("Won");
    }
}

static char *
cell_text (const IshiClassRow *row, guint i)
{
  guint values[] = { 0, row->answered, row->first_try, row->hints, row->games, row->won };

  return i == 0 ? g_strdup (row->name) : g_strdup_printf ("%u", values[i]);
}

/* ------------------------------------------------------------------------ */
/* PDF                                                                       */
/* ------------------------------------------------------------------------ */

static void
draw_text (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y, gboolean bold)
{
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Sans Bold 10" : "Sans 10");

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
}

gboolean
ishi_class_report_save_pdf (IshiClassRecord *record, const char *class_name, const char *path,
                            GError **error)
{
  g_autoptr (GPtrArray) rows = ishi_class_record_rows (record);
  cairo_surface_t *surface = cairo_pdf_surface_create (path, A4_WIDTH, A4_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  static const double columns[] = { 0, 150, 250, 350, 410, 460 };
  double y = MARGIN;
  g_autofree char *title = g_strdup_printf (_("Class report: %s"), class_name);
  cairo_status_t status;

  draw_text (cr, layout, title, MARGIN, y, TRUE);
  y += 2 * ROW_HEIGHT;
  for (guint i = 0; i <= rows->len; i++)
    {
      if (y > A4_HEIGHT - MARGIN)
        {
          cairo_show_page (cr);
          y = MARGIN;
        }
      for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
        {
          g_autofree char *text = i == 0 ? g_strdup (column_title (c)) : cell_text (rows->pdata[i - 1], c);
          draw_text (cr, layout, text, MARGIN + columns[c], y, i == 0);
        }
      y += ROW_HEIGHT;
      cairo_move_to (cr, MARGIN, y - 4);
      cairo_line_to (cr, A4_WIDTH - MARGIN, y - 4);
      cairo_set_line_width (cr, i == 0 ? 1.0 : 0.3);
      cairo_stroke (cr);
    }
  cairo_show_page (cr);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* The window                                                                */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiClassRecord *record;
  char *class_name;
  GtkLabel *problem;
} Report;

static void
report_free (gpointer data)
{
  Report *r = data;

  g_free (r->class_name);
  g_free (r);
}

static void
save_response_cb (GtkNativeDialog *chooser, int response, gpointer data)
{
  Report *r = g_object_get_data (G_OBJECT (chooser), "ishi-report");
  gboolean pdf = GPOINTER_TO_INT (data);
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))))
    {
      path = g_file_get_path (file);
      if (pdf)
        ishi_class_report_save_pdf (r->record, r->class_name, path, &error);
      else
        {
          g_autofree char *csv = ishi_class_record_to_csv (r->record);
          g_file_set_contents (path, csv, -1, &error);
        }
      gtk_label_set_text (r->problem, error ? error->message : "");
    }
  g_object_unref (chooser);
}

static void
save_clicked_cb (GtkButton *button, gpointer data)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button)));
  Report *r = g_object_get_data (G_OBJECT (window), "ishi-report");
  gboolean pdf = GPOINTER_TO_INT (data);
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (pdf ? _("Save the Report as PDF")
                                                                   : _("Save the Report as CSV"),
                                                               window, GTK_FILE_CHOOSER_ACTION_SAVE,
                                                               _("_Save"), _("_Cancel"));
  g_autofree char *name = g_strdup_printf ("%s.%s", r->class_name, pdf ? "pdf" : "csv");

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data (G_OBJECT (chooser), "ishi-report", r);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

GtkWidget *
ishi_class_report_new (GtkWindow *parent, IshiClassRecord *record, const char *class_name)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *csv = gtk_button_new_with_mnemonic (_("Save as _CSV…"));
  GtkWidget *pdf = gtk_button_new_with_mnemonic (_("Save as _PDF…"));
  g_autoptr (GPtrArray) rows = ishi_class_record_rows (record);
  g_autofree char *title = g_strdup_printf (_("Class report: %s"), class_name);
  Report *r = g_new0 (Report, 1);

  r->record = record;
  r->class_name = g_strdup (class_name);
  r->problem = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (r->problem), "error");
  g_object_set_data_full (G_OBJECT (window), "ishi-report", r, report_free);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  for (guint i = 0; i <= rows->len; i++)
    for (guint c = 0; c < 6; c++)
      {
        g_autofree char *text = i == 0 ? g_strdup (column_title (c)) : cell_text (rows->pdata[i - 1], c);
        GtkWidget *label = gtk_label_new (text);
        gtk_label_set_xalign (GTK_LABEL (label), c == 0 ? 0 : 1);
        if (i == 0)
          gtk_widget_add_css_class (label, "heading");
        gtk_grid_attach (GTK_GRID (grid), label, c, i, 1, 1);
      }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), grid);
  gtk_widget_set_vexpand (scrolled, TRUE);
  g_signal_connect (csv, "clicked", G_CALLBACK (save_clicked_cb), GINT_TO_POINTER (FALSE));
  g_signal_connect (pdf, "clicked", G_CALLBACK (save_clicked_cb), GINT_TO_POINTER (TRUE));
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), csv);
  gtk_box_append (GTK_BOX (buttons), pdf);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (r->problem));
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 480);
  return window;
}
