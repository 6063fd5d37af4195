/* ishi-handouts.c — export and printing from the window (see ishi-handouts.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-board-view.h"
#include "ishi-dialogs.h"
#include "ishi-figures.h"
#include "ishi-form-row.h"
#include "ishi-game-model.h"
#include "ishi-handouts.h"
#include "ishi-lesson-sheet.h"

/* --- export --------------------------------------------------------------- */

typedef struct {
  IshiSession *session;
  GtkCheckButton *markup;
  GtkCheckButton *numbers;
  GtkSpinButton *numbers_from;
  GtkCheckButton *coordinates;
  GtkDropDown *area;
  GtkEntry *region;
  IshiBoardView *board;      /* the position: drag a rectangle for the region */
  GtkCheckButton *mono;
  GtkSpinButton *size;
} Export;

static void
export_free (gpointer data)
{
  Export *e = data;

  g_clear_object (&e->session);
  g_free (e);
}

static Export *
export_of (GtkWindow *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "ishi-export");
}

/* "C3-K9" as the game writes points. */
static gboolean
parse_region (IshiGame *game, const char *text, IshiPoint *from, IshiPoint *to)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  g_auto(GStrv) corners = g_strsplit (text, "-", -1);

  return g_strv_length (corners) == 2
      && rules->parse_point (size, g_strstrip (corners[0]), &from->x, &from->y)
      && rules->parse_point (size, g_strstrip (corners[1]), &to->x, &to->y);
}

void
ishi_handouts_export_dialog_get_options (GtkWindow *dialog, IshiExportOptions *options)
{
  Export *e = export_of (dialog);
  IshiGame *game = ishi_session_get_game (e->session);

  ishi_export_options_init (options);
  options->markup = gtk_check_button_get_active (e->markup);
  options->numbers_from = gtk_check_button_get_active (e->numbers)
    ? (guint) gtk_spin_button_get_value_as_int (e->numbers_from) : 0;
  options->coordinates = gtk_check_button_get_active (e->coordinates);
  options->mono = gtk_check_button_get_active (e->mono);
  options->size = gtk_spin_button_get_value_as_int (e->size);
  switch (gtk_drop_down_get_selected (e->area))
    {
    case 1:
      options->area = ISHI_EXPORT_CORNER;
      break;
    case 2:
      if (parse_region (game, gtk_editable_get_text (GTK_EDITABLE (e->region)),
                        &options->region_min, &options->region_max))
        options->area = ISHI_EXPORT_RECTANGLE;
      break;
    default:
      break;
    }
}

gboolean
ishi_handouts_export_dialog_save (GtkWindow *dialog, const char *path, GError **error)
{
  IshiExportOptions options;

  ishi_handouts_export_dialog_get_options (dialog, &options);
  return ishi_export_to_file (ishi_session_get_game (export_of (dialog)->session), &options, path, error);
}

static void
save_response (GtkNativeDialog *chooser, int response, GtkWindow *dialog)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;

      if (path != NULL && !ishi_handouts_export_dialog_save (dialog, path, &error))
        ishi_show_error (dialog, _("The picture could not be saved"), error->message);
      else if (path != NULL)
        gtk_window_destroy (dialog);
    }
  g_object_unref (chooser);
}

static void
save_clicked (GtkButton *button, GtkWindow *dialog)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Export Image"), dialog, GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Export"), _("_Cancel"));

  (void) button;
  /* The ending chooses the format: .png, .svg or .pdf. */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "diagram.png");
  g_signal_connect (chooser, "response", G_CALLBACK (save_response), dialog);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
copy_image_clicked (GtkButton *button, GtkWindow *dialog)
{
  IshiExportOptions options;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  ishi_handouts_export_dialog_get_options (dialog, &options);
  png = ishi_export_png (ishi_session_get_game (export_of (dialog)->session), &options, &error);
  if (png != NULL)
    texture = gdk_texture_new_from_bytes (png, &error);
  if (texture == NULL)
    {
      ishi_show_error (dialog, _("The picture could not be copied"), error->message);
      return;
    }
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (button)), texture);
}

static void
copy_sgf_clicked (GtkButton *button, GtkWindow *dialog)
{
  IshiGame *game = ishi_session_get_game (export_of (dialog)->session);
  IshiSgfNode *root = ishi_game_get_root (game);
  g_autofree char *text = ishi_sgf_write (&root, 1, NULL);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), text);
}


/* A rectangle dragged on the dialog's board: written into the region's
 * entry as players write points, and the region chosen. */
static void
region_dragged_cb (IshiBoardView *board, int x1, int y1, int x2, int y2, Export *e)
{
  IshiGame *game = ishi_session_get_game (e->session);
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  /* Bottom-left to top-right, as "A1-J10": the way the entry's example reads. */
  g_autofree char *from = rules->format_point (size, x1, y2);
  g_autofree char *to = rules->format_point (size, x2, y1);
  g_autofree char *text = g_strdup_printf ("%s-%s", from, to);

  (void) board;
  gtk_editable_set_text (GTK_EDITABLE (e->region), text);
  gtk_drop_down_set_selected (e->area, 2);
}

/* A region typed: the board shows it (and what cannot be read, nothing). */
static void
region_typed_cb (GtkEditable *entry, Export *e)
{
  IshiPoint from, to;

  if (parse_region (ishi_session_get_game (e->session), gtk_editable_get_text (entry), &from, &to))
    ishi_board_view_set_selection (e->board, from.x, from.y, to.x, to.y);
  else
    ishi_board_view_set_selection (e->board, -1, -1, -1, -1);
}

GtkWindow *
ishi_handouts_export_dialog (GtkWindow *parent, IshiSession *session)
{
  static const char *const areas[] = {
    N_("Whole board"), N_("The corner with the stones"), N_("Region"), NULL,
  };
  const char *translated[G_N_ELEMENTS (areas)];
  GtkWindow *dialog = GTK_WINDOW (gtk_window_new ());
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *button;
  Export *e = g_new0 (Export, 1);
  guint moves = ishi_game_get_move_number (ishi_session_get_game (session));
  int row = 0;

  e->session = g_object_ref (session);
  g_object_set_data_full (G_OBJECT (dialog), "ishi-export", e, export_free);
  gtk_window_set_title (dialog, _("Export Image"));
  gtk_window_set_modal (dialog, TRUE);
  gtk_window_set_transient_for (dialog, parent);
  gtk_window_set_destroy_with_parent (dialog, TRUE);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_top (grid, 18);
  gtk_widget_set_margin_bottom (grid, 18);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);

  e->markup = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Marks and labels")));
  gtk_check_button_set_active (e->markup, TRUE);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->markup), 0, row++, 2, 1);

  e->numbers = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Move _numbers from move")));
  e->numbers_from = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, MAX (1, moves), 1));
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->numbers), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->numbers_from), 1, row++, 1, 1);

  e->coordinates = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Coordinates")));
  gtk_check_button_set_active (e->coordinates, TRUE);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->coordinates), 0, row++, 2, 1);

  for (gsize i = 0; i < G_N_ELEMENTS (areas); i++)
    translated[i] = areas[i] ? _(areas[i]) : NULL;
  e->area = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (translated));
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Part of the board"), GTK_WIDGET (e->area)), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->area), 1, row++, 1, 1);
  e->region = GTK_ENTRY (gtk_entry_new ());
  /* TRANSLATORS: an example of a region, two corners as players write points. */
  gtk_entry_set_placeholder_text (e->region, _("A1-J10"));
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Region (two corners)"), GTK_WIDGET (e->region)), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->region), 1, row++, 1, 1);
  {
    g_autoptr(IshiBoardModel) model =
      ishi_board_model_new_for_game (ishi_session_get_game (session), ISHI_GAME_MODEL_MARKUP);
    GtkWidget *hint = gtk_label_new (_("Or drag a rectangle on the board:"));

    gtk_label_set_xalign (GTK_LABEL (hint), 0.0);
    gtk_widget_add_css_class (hint, "dim-label");
    gtk_grid_attach (GTK_GRID (grid), hint, 0, row++, 2, 1);
    e->board = ISHI_BOARD_VIEW (ishi_board_view_new ());
    /* Coordinates, to read the rectangle against the entry. */
    model->coords = ishi_game_get_rules (ishi_session_get_game (session))->plain_letters
                      ? ISHI_BOARD_COORDS_RENJU : ISHI_BOARD_COORDS_WESTERN;
    ishi_board_view_set_model (e->board, model);
    ishi_board_view_set_selecting (e->board, TRUE);
    gtk_widget_set_size_request (GTK_WIDGET (e->board), 280, 280);
    gtk_widget_set_hexpand (GTK_WIDGET (e->board), TRUE);
    gtk_widget_set_vexpand (GTK_WIDGET (e->board), TRUE);
    /* The keys belong to the dialog's fields; the board is for the pointer. */
    gtk_widget_set_focusable (GTK_WIDGET (e->board), FALSE);
    gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->board), 0, row++, 2, 1);
    g_signal_connect (e->board, "region-selected", G_CALLBACK (region_dragged_cb), e);
    g_signal_connect (e->region, "changed", G_CALLBACK (region_typed_cb), e);
  }

  e->mono = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Black and white, for a photocopier")));
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->mono), 0, row++, 2, 1);

  e->size = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (64, 4096, 16));
  gtk_spin_button_set_value (e->size, 800);
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Size in pixels"), GTK_WIDGET (e->size)), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (e->size), 1, row++, 1, 1);

  button = gtk_button_new_with_mnemonic (_("Copy _SGF"));
  g_signal_connect (button, "clicked", G_CALLBACK (copy_sgf_clicked), dialog);
  gtk_box_append (GTK_BOX (buttons), button);
  button = gtk_button_new_with_mnemonic (_("Copy _Image"));
  g_signal_connect (button, "clicked", G_CALLBACK (copy_image_clicked), dialog);
  gtk_box_append (GTK_BOX (buttons), button);
  button = gtk_button_new_with_mnemonic (_("_Save…"));
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (save_clicked), dialog);
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_grid_attach (GTK_GRID (grid), buttons, 0, row++, 2, 1);

  /* Names for the tests (and the inspector). */
  gtk_widget_set_name (GTK_WIDGET (e->markup), "markup");
  gtk_widget_set_name (GTK_WIDGET (e->numbers), "numbers");
  gtk_widget_set_name (GTK_WIDGET (e->numbers_from), "numbers-from");
  gtk_widget_set_name (GTK_WIDGET (e->coordinates), "coordinates");
  gtk_widget_set_name (GTK_WIDGET (e->area), "area");
  gtk_widget_set_name (GTK_WIDGET (e->region), "region");
  gtk_widget_set_name (GTK_WIDGET (e->board), "region-board");
  gtk_widget_set_name (GTK_WIDGET (e->mono), "mono");
  gtk_widget_set_name (GTK_WIDGET (e->size), "size");
  gtk_window_set_child (dialog, grid);
  return dialog;
}

/* --- printing ------------------------------------------------------------- */

typedef struct {
  IshiGame *game;
  IshiPrintKind kind;
  GPtrArray *figures;
  IshiFigureLayout *layout;
  IshiLesson *lesson;          /* a lesson sheet instead of a game */
  gboolean answers;
  IshiLessonSheet *sheet;
} Print;

static void
print_free (gpointer data)
{
  Print *p = data;

  g_clear_object (&p->game);
  g_clear_pointer (&p->layout, ishi_figure_layout_free);
  g_clear_pointer (&p->figures, g_ptr_array_unref);
  g_clear_pointer (&p->sheet, ishi_lesson_sheet_free);
  g_clear_pointer (&p->lesson, ishi_lesson_free);
  g_free (p);
}

static void
begin_print (GtkPrintOperation *operation, GtkPrintContext *context, Print *p)
{
  IshiPage page = { 0, };

  if (p->lesson != NULL)
    {
      g_autoptr(GError) error = NULL;

      page.width = gtk_print_context_get_width (context);
      page.height = gtk_print_context_get_height (context);
      g_clear_pointer (&p->sheet, ishi_lesson_sheet_free);
      p->sheet = ishi_lesson_sheet_new (gtk_print_context_get_cairo_context (context), &page,
                                        p->lesson, p->answers, &error);
      if (p->sheet == NULL)
        {
          g_warning ("%s", error->message);
          gtk_print_operation_cancel (operation);
          return;
        }
      gtk_print_operation_set_n_pages (operation, (int) ishi_lesson_sheet_n_pages (p->sheet));
      return;
    }
  if (p->kind == ISHI_PRINT_POSITION)
    {
      gtk_print_operation_set_n_pages (operation, 1);
      return;
    }
  /* The printable area the dialog gives, its margins already taken. */
  page.width = gtk_print_context_get_width (context);
  page.height = gtk_print_context_get_height (context);
  page.margin = 0.0;
  g_clear_pointer (&p->layout, ishi_figure_layout_free);
  {
    g_autofree char *title = ishi_figures_game_title (p->game);

    p->layout = ishi_figure_layout_new (gtk_print_context_get_cairo_context (context), &page,
                                        p->figures, title);
  }
  gtk_print_operation_set_n_pages (operation, (int) ishi_figure_layout_n_pages (p->layout));
}

static void
draw_page (GtkPrintOperation *operation, GtkPrintContext *context, int index, Print *p)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);

  (void) operation;
  if (p->sheet != NULL)
    {
      ishi_lesson_sheet_draw_page (p->sheet, cr, (guint) index);
      return;
    }
  if (p->kind == ISHI_PRINT_POSITION)
    {
      IshiExportOptions options;
      g_autoptr(IshiBoardModel) model = NULL;
      double side = MIN (width, height);

      ishi_export_options_init (&options);
      options.numbers_from = 0;
      model = ishi_export_model (p->game, &options);
      cairo_translate (cr, (width - side) / 2, 0);
      ishi_board_render (cr, side, side, model);
      return;
    }
  ishi_figure_layout_draw_page (p->layout, cr, (guint) index);
}

static GtkPrintOperationResult
run_print (GtkPrintOperation *operation, Print *p, GtkWindow *parent, const char *export_pdf,
           GError **error)
{
  g_object_set_data_full (G_OBJECT (operation), "ishi-print", p, print_free);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, p->lesson != NULL ? _("Lesson sheet")
                                               : p->kind == ISHI_PRINT_FIGURES ? _("Game as figures")
                                               : _("Position"));
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), p);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), p);
  if (export_pdf != NULL)
    {
      gtk_print_operation_set_export_filename (operation, export_pdf);
      return gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, parent, error);
    }
  /* The window never waits: the dialog and the preview run on their own,
   * and the operation lives until it is done. */
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "done", G_CALLBACK (g_object_unref), NULL);
  return gtk_print_operation_run (g_object_ref (operation), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                  parent, error);
}

GtkPrintOperationResult
ishi_handouts_print_lesson (GtkWindow *parent, const IshiLesson *lesson, gboolean answers,
                            const char *export_pdf, GError **error)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  Print *p = g_new0 (Print, 1);

  p->lesson = ishi_lesson_load (lesson->filename, error);
  p->answers = answers;
  if (p->lesson == NULL)
    {
      print_free (p);
      return GTK_PRINT_OPERATION_RESULT_ERROR;
    }
  return run_print (operation, p, parent, export_pdf, error);
}

GtkPrintOperationResult
ishi_handouts_print (GtkWindow *parent, IshiGame *game, IshiPrintKind kind,
                     const char *export_pdf, GError **error)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  Print *p = g_new0 (Print, 1);
  IshiFigureOptions options;

  p->game = g_object_ref (game);
  p->kind = kind;
  if (kind == ISHI_PRINT_FIGURES)
    {
      ishi_figure_options_init (&options);
      p->figures = ishi_figures_split (game, &options, error);
      if (p->figures == NULL)
        {
          print_free (p);
          return GTK_PRINT_OPERATION_RESULT_ERROR;
        }
    }
  return run_print (operation, p, parent, export_pdf, error);
}
