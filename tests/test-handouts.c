/* test-handouts.c — export and printing from the window.
 *
 * The Export Image dialog's choices reach the picture: an SVG and a PNG
 * are written and read back (size, black and white, the corner with the
 * stones, move numbers from a chosen move); printing the game as figures
 * through GtkPrintOperation (exported to PDF, no dialog) gives the pages
 * of the figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <cairo.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ishi-board-view.h"
#include "ishi-export.h"
#include "ishi-game.h"
#include "ishi-handouts.h"
#include "ishi-lesson.h"
#include "ishi-match.h"
#include "ishi-session.h"
#include "ishi-test-util.h"

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found)
        return found;
    }
  return NULL;
}

static IshiSession *
session_with (const char *sgf, char **state_dir)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.ishi.Ishi");
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
  g_autoptr(IshiMatch) match = NULL;
  IshiSession *session;

  *state_dir = g_dir_make_tmp ("ishi-handouts-XXXXXX", NULL);
  session = ishi_session_new (settings, *state_dir);
  g_assert_true (ishi_game_go_to_end (game, NULL));
  match = ishi_match_new (game);
  ishi_session_set_match (session, match);
  return session;
}

static void
test_export (void)
{
  g_autofree char *state = NULL;
  g_autoptr(IshiSession) session =
    session_with ("(;GM[1]FF[4]SZ[19];B[pd];W[qf];B[nc];W[qc]TR[pd])", &state);
  GtkWindow *dialog = ishi_handouts_export_dialog (NULL, session);
  g_autofree char *svg = g_build_filename (state, "position.svg", NULL);
  g_autofree char *png = g_build_filename (state, "position.png", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  IshiExportOptions options;
  cairo_surface_t *picture;

  gtk_window_present (dialog);
  /* The defaults: marks, coordinates, the whole board, no numbers. */
  ishi_handouts_export_dialog_get_options (dialog, &options);
  g_assert_true (options.markup);
  g_assert_true (options.coordinates);
  g_assert_cmpuint (options.numbers_from, ==, 0);
  g_assert_cmpint (options.area, ==, ISHI_EXPORT_WHOLE_BOARD);

  g_assert_true (ishi_handouts_export_dialog_save (dialog, svg, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<svg"));
  g_assert_nonnull (strstr (text, "width=\"800\""));

  /* Numbers from move 3, the corner with the stones, black and white, 300 px. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find_named (GTK_WIDGET (dialog), "numbers")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (dialog), "numbers-from")), 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "area")), 1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find_named (GTK_WIDGET (dialog), "mono")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (dialog), "size")), 300);
  ishi_handouts_export_dialog_get_options (dialog, &options);
  g_assert_cmpuint (options.numbers_from, ==, 3);
  g_assert_cmpint (options.area, ==, ISHI_EXPORT_CORNER);
  {
    g_autoptr(IshiBoardModel) model = ishi_export_model (ishi_session_get_game (session), &options);

    /* The stones are at N..R, rows 14..17: the corner up to the top and
     * right edges, one line of room on the open sides. */
    g_assert_true (model->has_region);
    g_assert_cmpint (model->region_min.x, ==, 12);
    g_assert_cmpint (model->region_min.y, ==, 0);
    g_assert_cmpint (model->region_max.x, ==, 18);
    g_assert_cmpint (model->region_max.y, ==, 6);
    g_assert_cmpuint (ishi_board_model_peek_point (model, 13, 2)->number, ==, 3);
    g_assert_cmpuint (ishi_board_model_peek_point (model, 15, 3)->number, ==, 0);
    g_assert_cmpint (ishi_board_model_peek_point (model, 15, 3)->mark, ==, ISHI_BOARD_MARK_TRIANGLE);
  }
  g_assert_true (ishi_handouts_export_dialog_save (dialog, png, &error));
  g_assert_no_error (error);
  picture = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (picture), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (picture), ==, 300);
  {
    const guint8 *data = cairo_image_surface_get_data (picture);
    int stride = cairo_image_surface_get_stride (picture);
    guint dark = 0;

    for (int y = 0; y < 300; y++)
      for (int x = 0; x < 300; x++)
        {
          guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
          int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

          g_assert_cmpint (ABS (r - b), <=, 40);
          g_assert_cmpint (ABS (r - g), <=, 40);
          if ((pixel >> 24) == 0xff && r < 40)
            dark++;
        }
    /* Two black stones and the grid at least. */
    g_assert_cmpuint (dark, >, 1000);
  }
  cairo_surface_destroy (picture);

  gtk_window_destroy (dialog);
  g_unlink (svg);
  g_unlink (png);
  g_rmdir (state);
}

static void
test_print_figures (void)
{
  g_autofree char *path = ishi_test_src_path ("data/figures/gnugo-250.sgf");
  g_autoptr(IshiGame) game = ishi_test_game_from_file (path);
  g_autofree char *dir = g_dir_make_tmp ("ishi-print-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "figures.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *info = NULL;
  g_autofree char *tool = NULL;
  const char *pages;

  g_assert_cmpint (ishi_handouts_print (NULL, game, ISHI_PRINT_FIGURES, pdf, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  if ((tool = g_find_program_in_path ("pdftotext")) == NULL)
    {
      g_test_skip ("pdftotext is not installed (poppler-utils)");
      return;
    }
  {
    const char *argv[] = { "pdftotext", pdf, "-", NULL };
    const char *info_argv[] = { "pdfinfo", pdf, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &text, NULL, NULL, &error));
    g_assert_true (g_spawn_sync (NULL, (char **) info_argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &info, NULL, NULL, &error));
  }
  g_assert_nonnull (strstr (text, "Figure 1 (1–50)"));
  g_assert_nonnull (strstr (text, "Figure 5 (201–250)"));
  pages = strstr (info, "Pages:");
  g_assert_nonnull (pages);
  /* Two figures to a page on A4, one on Letter: the default paper decides. */
  {
    guint n = (guint) g_ascii_strtoull (pages + strlen ("Pages:"), NULL, 10);

    g_assert_true (n == 3 || n == 5);
  }

  g_assert_cmpint (ishi_handouts_print (NULL, game, ISHI_PRINT_POSITION, pdf, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_unlink (pdf);
  g_rmdir (dir);
}

/* The lesson's worksheet through the print operation: the same pages as
 * ishi-tool lessons sheet, the answer key last. */
static void
test_print_lesson (void)
{
  g_autofree char *xml = ishi_test_src_path ("../data/lessons/pure-go-intro.xml");
  g_autofree char *dir = g_dir_make_tmp ("ishi-print-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *tool = g_find_program_in_path ("pdftotext");
  g_autoptr(IshiLesson) lesson = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  lesson = ishi_lesson_load (xml, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ishi_handouts_print_lesson (NULL, lesson, TRUE, pdf, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  if (tool != NULL)
    {
      const char *argv[] = { "pdftotext", pdf, "-", NULL };

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                                   NULL, NULL, &text, NULL, NULL, &error));
      /* a worksheet for third-year pupils: problems, then the key (in
       * their words, whatever the desktop's language) */
      g_assert_null (strstr (text, "Find the move"));
      g_assert_nonnull (strstr (text, "問題 1"));
      g_assert_nonnull (strstr (text, "こたえ（"));
      g_assert_true (strstr (text, "こたえ（") > strstr (text, "問題 1"));
    }
  g_unlink (pdf);
  g_rmdir (dir);
}

/* The drag handler of the board's GtkGestureDrag, fed as GTK feeds it:
 * the start pixel, then offsets from it. */
static void
drag (GtkWidget *board, double x1, double y1, double x2, double y2)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);
  GtkGesture *gesture = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && gesture == NULL; i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (c))
        gesture = GTK_GESTURE (c);
    }
  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "drag-begin", x1, y1);
  g_signal_emit_by_name (gesture, "drag-update", (x2 - x1) / 2, (y2 - y1) / 2);
  g_signal_emit_by_name (gesture, "drag-update", x2 - x1, y2 - y1);
  g_signal_emit_by_name (gesture, "drag-end", x2 - x1, y2 - y1);
}

/* "Drag a rectangle": a drag on the dialog's board from D16 to K10
 * (bottom-right to top-left, and past nothing) chooses that region: the
 * entry reads it as players write points and the picture is that part. */
static void
test_region_drag (void)
{
  g_autofree char *state = NULL;
  g_autoptr(IshiSession) session =
    session_with ("(;GM[1]FF[4]SZ[19];B[pd];W[qf];B[dd];W[jj])", &state);
  GtkWindow *dialog = ishi_handouts_export_dialog (NULL, session);
  GtkWidget *board;
  IshiBoardGeometry g;
  IshiExportOptions options;
  IshiPoint from, to;
  double x1, y1, x2, y2;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  gtk_window_present (dialog);
  board = find_named (GTK_WIDGET (dialog), "region-board");
  g_assert_nonnull (board);
  while (gtk_widget_get_width (board) <= 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (gtk_widget_get_width (board), >, 0);

  ishi_board_geometry_init_for_model (&g, gtk_widget_get_width (board), gtk_widget_get_height (board),
                                      ishi_board_view_get_model (ISHI_BOARD_VIEW (board)));
  /* K10 is (9, 9), D16 is (3, 3); the drag goes from K10 up to D16, and
   * a few pixels off the points, as a hand does. */
  ishi_board_geometry_point_to_pixel (&g, 9, 9, &x1, &y1);
  ishi_board_geometry_point_to_pixel (&g, 3, 3, &x2, &y2);
  drag (board, x1 + g.spacing * 0.3, y1 - g.spacing * 0.2, x2 - g.spacing * 0.4, y2 + g.spacing * 0.1);

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "region"))),
                   ==, "D10-K16");
  ishi_handouts_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.area, ==, ISHI_EXPORT_RECTANGLE);
  g_assert_cmpint (MIN (options.region_min.x, options.region_max.x), ==, 3);
  g_assert_cmpint (MAX (options.region_min.x, options.region_max.x), ==, 9);
  g_assert_cmpint (MIN (options.region_min.y, options.region_max.y), ==, 3);
  g_assert_cmpint (MAX (options.region_min.y, options.region_max.y), ==, 9);
  {
    g_autoptr(IshiBoardModel) model = ishi_export_model (ishi_session_get_game (session), &options);

    g_assert_true (model->has_region);
    g_assert_cmpint (model->region_min.x, ==, 3);
    g_assert_cmpint (model->region_min.y, ==, 3);
    g_assert_cmpint (model->region_max.x, ==, 9);
    g_assert_cmpint (model->region_max.y, ==, 9);
  }

  /* Dragged past the board's edge, the rectangle stops at the edge. */
  ishi_board_geometry_point_to_pixel (&g, 16, 2, &x1, &y1);
  drag (board, x1, y1, gtk_widget_get_width (board) + 50.0, -50.0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "region"))),
                   ==, "R17-T19");

  /* A click is no rectangle: the region stays. */
  drag (board, x1, y1, x1 + 1, y1 + 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "region"))),
                   ==, "R17-T19");

  /* A region typed shows on the board. */
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "region")), "A1-E5");
  g_assert_true (ishi_board_view_get_selection (ISHI_BOARD_VIEW (board), &from, &to));
  g_assert_cmpint (from.x, ==, 0);
  g_assert_cmpint (from.y, ==, 14);
  g_assert_cmpint (to.x, ==, 4);
  g_assert_cmpint (to.y, ==, 18);

  gtk_window_destroy (dialog);
  g_rmdir (state);
}

int
main (int argc, char **argv)
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/handouts/export", test_export);
  g_test_add_func ("/handouts/region-drag", test_region_drag);
  g_test_add_func ("/handouts/print-figures", test_print_figures);
  g_test_add_func ("/handouts/print-lesson", test_print_lesson);
  return g_test_run ();
}
