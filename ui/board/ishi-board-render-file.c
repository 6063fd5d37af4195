/* ishi-board-render-file.c — a board drawn into a picture file: PNG, SVG
 * or PDF by the file's name, at a width in pixels, every failure of cairo
 * said with the file's name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <cairo.h>
#ifdef CAIRO_HAS_SVG_SURFACE
#include <cairo-svg.h>
#endif
#ifdef CAIRO_HAS_PDF_SURFACE
#include <cairo-pdf.h>
#endif

#include "ishi-board-render.h"

/* --- files ------------------------------------------------------------------ */

G_DEFINE_QUARK (ishi-board-render-error-quark, ishi_board_render_error)

typedef enum {
  FORMAT_NONE,
  FORMAT_PNG,
  FORMAT_SVG,
  FORMAT_PDF,
} Format;

static Format
format_for_path (const char *path)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".png"))
    return FORMAT_PNG;
  if (g_str_has_suffix (lower, ".svg"))
    return FORMAT_SVG;
  if (g_str_has_suffix (lower, ".pdf"))
    return FORMAT_PDF;
  return FORMAT_NONE;
}

static gboolean
cairo_failed (cairo_status_t status, const char *path, GError **error)
{
  g_autofree char *display = g_filename_display_name (path);

  if (status == CAIRO_STATUS_SUCCESS)
    return FALSE;
  g_set_error (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FAILED,
               _("Could not write the picture “%s”: %s"),
               display, cairo_status_to_string (status));
  return TRUE;
}

gboolean
ishi_board_render_close_file (cairo_t *cr, cairo_surface_t *surface, const char *path,
                              GError **error)
{
  cairo_status_t status = cairo_status (cr);

  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return !cairo_failed (status, path, error);
}

gboolean
ishi_board_render_to_file (const IshiBoardModel *model,
                           const char *path,
                           int width_px,
                           GError **error)
{
  cairo_surface_t *surface = NULL;
  cairo_t *cr;
  cairo_status_t status;
  Format format;

  g_return_val_if_fail (model != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  format = format_for_path (path);
  if (width_px < 16 || width_px > 16384)
    {
      g_set_error (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FAILED,
                   _("The picture width must be between 16 and 16384 pixels, not %d"),
                   width_px);
      return FALSE;
    }

  switch (format)
    {
    case FORMAT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width_px, width_px);
      break;
    case FORMAT_SVG:
#ifdef CAIRO_HAS_SVG_SURFACE
      surface = cairo_svg_surface_create (path, width_px, width_px);
#endif
      break;
    case FORMAT_PDF:
#ifdef CAIRO_HAS_PDF_SURFACE
      surface = cairo_pdf_surface_create (path, width_px, width_px);
#endif
      break;
    case FORMAT_NONE:
    default:
      break;
    }
  if (surface == NULL)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FORMAT,
                   _("Cannot tell the picture format of “%s”: use a name ending in .png, .svg or .pdf"),
                   display);
      return FALSE;
    }
  if (cairo_failed (cairo_surface_status (surface), path, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  cr = cairo_create (surface);
  ishi_board_render (cr, width_px, width_px, model);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == FORMAT_PNG)
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  return !cairo_failed (status, path, error);
}
