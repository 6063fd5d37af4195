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
#include "ishi-save-folder.h"

#define A4_WIDTH 595.28          /* points */
#define A4_HEIGHT 841.89
#define MARGIN 56.0
#define TITLE_BAND 44.0          /* the title line and the space under it */
#define ROW_HEIGHT 22.0          /* a row at its ease … */
#define ROW_HEIGHT_MIN 16.0      /* … and closed up, to keep a class on one page */

static char *
cell_text (const IshiClassRow *row, guint i)
{
  guint values[] = { 0, row->answered, row->first_try, row->hints, row->games, row->won };

  return i == 0 ? g_strdup (row->name) : g_strdup_printf ("%u", values[i]);
}

/* ------------------------------------------------------------------------ */
/* PDF                                                                       */
/* ------------------------------------------------------------------------ */

/* The columns: the name, then the five counts, each as wide as the page
 * lets them be (their titles wrap onto a second line: "Right at the
 * first try"). */
#define NAME_WIDTH 140.0
#define COUNT_WIDTH ((A4_WIDTH - 2 * MARGIN - NAME_WIDTH) / (ISHI_CLASS_RECORD_N_COLUMNS - 1))
#define HEADING_BAND 40.0        /* the columns' titles, on up to three lines */

/* `text` in the box from x of `width` (-1: as wide as it is), at its
 * left, its middle or its right (`align`), in type of `points`. */
static void
draw_sized (cairo_t *cr, PangoLayout *layout, const char *text, double x, double width, double y,
            double points, gboolean bold, PangoAlignment align)
{
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  int text_width = 0;

  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, points * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, width > 0 ? (int) (width * PANGO_SCALE) : -1);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, width > 0 ? align : PANGO_ALIGN_LEFT);
  pango_layout_set_text (layout, text, -1);
  if (width <= 0 && align == PANGO_ALIGN_RIGHT)
    pango_layout_get_size (layout, &text_width, NULL);
  cairo_move_to (cr, x - (double) text_width / PANGO_SCALE, y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
}

/* The columns' titles in bold, smaller; the rest in 10 points. */
static void
draw_text (cairo_t *cr, PangoLayout *layout, const char *text, double x, double width, double y,
           gboolean bold, PangoAlignment align)
{
  draw_sized (cr, layout, text, x, width, y, bold ? 8.5 : 10, bold, align);
}

static double
column_x (guint c)
{
  return MARGIN + (c == 0 ? 0 : NAME_WIDTH + (c - 1) * COUNT_WIDTH);
}

/* The report's pages: a class of 35 (up to 41) on one page, its
 * rows closed up to fit; a larger one on as many pages as it takes. */
void
ishi_class_report_page_layout (guint n_rows, double *row_height, guint *rows_per_page, guint *pages)
{
  double room = A4_HEIGHT - 2 * MARGIN - TITLE_BAND - HEADING_BAND;   /* for the rows */
  double height = ROW_HEIGHT;

  if (n_rows * ROW_HEIGHT > room)
    height = MAX (ROW_HEIGHT_MIN, room / n_rows);
  *row_height = height;
  *rows_per_page = MAX (1u, (guint) (room / height));
  *pages = MAX (1u, (n_rows + *rows_per_page - 1) / *rows_per_page);
}

/* What every page of the report has: the class, the day, the page, and
 * the columns' titles. */
static double
draw_page_top (cairo_t *cr, PangoLayout *layout, const char *title, const char *day, guint page,
               guint pages)
{
  double y = MARGIN;
  g_autofree char *where = pages > 1 ? g_strdup_printf (_("%s · page %u of %u"), day, page, pages)
                                     : g_strdup (day);

  draw_sized (cr, layout, title, MARGIN, -1, y, 13, TRUE, PANGO_ALIGN_LEFT);
  draw_text (cr, layout, where, A4_WIDTH - MARGIN, -1, y + 3, FALSE, PANGO_ALIGN_RIGHT);
  y += TITLE_BAND;
  for (guint c = 0; c < ISHI_CLASS_RECORD_N_COLUMNS; c++)
    draw_text (cr, layout, ishi_class_record_column_title (c), column_x (c), c == 0 ? NAME_WIDTH : COUNT_WIDTH,
               y, TRUE, c == 0 ? PANGO_ALIGN_LEFT : PANGO_ALIGN_CENTER);
  y += HEADING_BAND;
  cairo_move_to (cr, MARGIN, y - 1);
  cairo_line_to (cr, A4_WIDTH - MARGIN, y - 1);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  return y;
}

gboolean
ishi_class_report_save_pdf (IshiClassRecord *record, const char *class_name, const char *path,
                            GError **error)
{
  g_autoptr (GPtrArray) rows = ishi_class_record_rows (record);
  cairo_surface_t *surface = cairo_pdf_surface_create (path, A4_WIDTH, A4_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  /* Translators: the day on the class report, as g_date_time_format
   * writes it; Japanese: %Y年%-m月%-d日 */
  g_autofree char *day = g_date_time_format (now, C_("report date", "%Y-%m-%d"));
  g_autofree char *title = g_strdup_printf (_("Class report: %s"), class_name);
  double row_height, y = 0;
  guint per_page, pages;
  cairo_status_t status;

  ishi_class_report_page_layout (rows->len, &row_height, &per_page, &pages);
  for (guint i = 0; i < MAX (rows->len, 1u); i++)
    {
      if (i % per_page == 0)
        {
          if (i > 0)
            cairo_show_page (cr);
          y = draw_page_top (cr, layout, title, day ? day : "", i / per_page + 1, pages);
        }
      if (i >= rows->len)
        break;
      for (guint c = 0; c < ISHI_CLASS_RECORD_N_COLUMNS; c++)
        {
          g_autofree char *text = cell_text (rows->pdata[i], c);
          /* The type closes up with the rows (10 points at ease, 9.5
           * at the closest), clear of the rule under it. */
          draw_sized (cr, layout, text, column_x (c), c == 0 ? NAME_WIDTH : COUNT_WIDTH, y + 1,
                      MIN (10.0, row_height * 0.6), FALSE, c == 0 ? PANGO_ALIGN_LEFT : PANGO_ALIGN_CENTER);
        }
      y += row_height;
      cairo_move_to (cr, MARGIN, y - 1);
      cairo_line_to (cr, A4_WIDTH - MARGIN, y - 1);
      cairo_set_line_width (cr, 0.3);
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

/* Who keeps the last folder saved to: the class's window the report
 * was opened from (its games sheet saves there too), else the report. */
static GObject *
folder_owner (GtkWindow *report)
{
  GtkWindow *parent = gtk_window_get_transient_for (report);

  return G_OBJECT (parent ? parent : report);
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
      GtkWindow *report = gtk_native_dialog_get_transient_for (chooser);

      path = g_file_get_path (file);
      if (report)
        ishi_save_folder_remember (folder_owner (report), file);
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

  ishi_save_folder_apply (GTK_FILE_CHOOSER (chooser), folder_owner (window));
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
        g_autofree char *text = i == 0 ? g_strdup (ishi_class_record_column_title (c)) : cell_text (rows->pdata[i - 1], c);
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
