/* ishi-figure-pages.c — printed figures on paper: each figure drawn with
 * its title and notes, laid out on A4 or Letter pages, and written as a
 * PDF (the figures themselves are made by ishi-figures.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-figures"

#include "config.h"

#include <stdlib.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#ifdef CAIRO_HAS_PDF_SURFACE
#include <cairo-pdf.h>
#endif

#include "ishi-figures.h"
#include "ishi-game-model.h"

#define TEXT_FONT "DejaVu Serif, Noto Serif CJK JP, Noto Sans CJK JP"

/* --- drawing ------------------------------------------------------------- */

static PangoLayout *
text_layout (cairo_t *cr, const char *text, double size, gboolean bold, double width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (TEXT_FONT);

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

static char *
notes_text (const IshiFigure *figure)
{
  GString *text = g_string_new (NULL);

  if (!figure->show_notes)
    return g_string_free (text, FALSE);
  for (guint i = 0; i < figure->notes->len; i++)
    {
      g_autofree char *note = ishi_figure_note_format (g_ptr_array_index (figure->notes, i));

      if (i > 0)
        /* TRANSLATORS: between the notes under a figure. */
        g_string_append (text, C_("figure notes", ";  "));
      g_string_append (text, note);
    }
  return g_string_free (text, FALSE);
}

#define NOTE_SIZE 10.0
#define COMMENT_SIZE 9.0
#define TITLE_SIZE 11.0
#define GAP 6.0

void
ishi_figure_draw (cairo_t *cr, const IshiFigure *figure, double width, double height)
{
  g_autofree char *notes = notes_text (figure);
  g_autoptr(PangoLayout) layout = NULL;
  double note_h = 0.0, side;

  cairo_save (cr);
  if (notes[0] != '\0')
    {
      double size = MAX (9.0, width / 40.0);

      layout = text_layout (cr, notes, size, FALSE, width - 2 * GAP);
      note_h = layout_height (layout) + 2 * GAP;
    }
  side = MIN (width, height - note_h);
  ishi_board_render (cr, width, side, figure->model);
  if (layout != NULL)
    {
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, GAP, side + GAP);
      pango_cairo_show_layout (cr, layout);
    }
  cairo_restore (cr);
}

typedef struct {
  guint figure;
  double y;
} Placement;

struct _IshiFigureLayout {
  IshiPage page;
  GPtrArray *figures;
  char *title;
  double board_side;
  GArray *placements;   /* of Placement */
  GArray *page_starts;  /* of guint: the first placement of each page */
};

void
ishi_page_init_a4 (IshiPage *page)
{
  page->width = 595.28;
  page->height = 841.89;
  page->margin = 42.52;   /* 15 mm */
}

void
ishi_page_init_letter (IshiPage *page)
{
  page->width = 612.0;
  page->height = 792.0;
  page->margin = 42.52;
}

/* Title, board, notes and comments of a figure: its height on the page. */
static double
block_height (IshiFigureLayout *self, cairo_t *cr, const IshiFigure *figure, guint index)
{
  double text_w = self->page.width - 2 * self->page.margin;
  g_autofree char *title = ishi_figure_title (figure, index);
  g_autofree char *notes = notes_text (figure);
  g_autoptr(PangoLayout) t = text_layout (cr, title, TITLE_SIZE, TRUE, text_w);
  double h = layout_height (t) + GAP + self->board_side + GAP;

  if (notes[0] != '\0')
    {
      g_autoptr(PangoLayout) n = text_layout (cr, notes, NOTE_SIZE, FALSE, self->board_side);

      h += layout_height (n) + GAP;
    }
  if (figure->comments != NULL)
    {
      g_autoptr(PangoLayout) c = text_layout (cr, figure->comments, COMMENT_SIZE, FALSE, text_w);

      /* A long commentary is cut to the rest of an empty page. */
      h += MIN (layout_height (c), self->page.height / 3) + GAP;
    }
  return h + 2 * GAP;
}

static double
title_height (IshiFigureLayout *self, cairo_t *cr)
{
  g_autoptr(PangoLayout) t = NULL;

  if (self->title == NULL)
    return 0.0;
  t = text_layout (cr, self->title, 13.0, TRUE, self->page.width - 2 * self->page.margin);
  return layout_height (t) + 2 * GAP;
}

IshiFigureLayout *
ishi_figure_layout_new (cairo_t *cr, const IshiPage *page, GPtrArray *figures, const char *title)
{
  IshiFigureLayout *self = g_new0 (IshiFigureLayout, 1);
  double text_w = page->width - 2 * page->margin;
  double text_h = page->height - 2 * page->margin - 20.0;   /* the page number below */
  double y;

  self->page = *page;
  self->figures = g_ptr_array_ref (figures);
  self->title = g_strdup (title);
  self->placements = g_array_new (FALSE, FALSE, sizeof (Placement));
  self->page_starts = g_array_new (FALSE, FALSE, sizeof (guint));

  /* Two figures to a page when each board can still be 270 points (9.5 cm,
   * a line every 5.3 mm on 19x19, the size of a book's smaller figures)
   * with room for a title and two lines of notes; one, as large as the
   * page allows, otherwise.  On A4 two fit; on Letter, shorter, one does. */
  self->board_side = text_h / 2 - 90.0;
  if (self->board_side < 270.0)
    self->board_side = MIN (text_w * 0.9, text_h - 140.0);
  self->board_side = MIN (self->board_side, text_w);

  y = title_height (self, cr);
  {
    guint start = 0;

    g_array_append_val (self->page_starts, start);
  }
  for (guint i = 0; i < figures->len; i++)
    {
      double h = block_height (self, cr, g_ptr_array_index (figures, i), i);
      Placement placement;

      if (y > 0.0 && y + h > text_h)
        {
          guint start = self->placements->len;

          g_array_append_val (self->page_starts, start);
          y = 0.0;
        }
      placement.figure = i;
      placement.y = y;
      g_array_append_val (self->placements, placement);
      y += h;
    }
  return self;
}

void
ishi_figure_layout_free (IshiFigureLayout *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->figures);
  g_free (self->title);
  g_array_unref (self->placements);
  g_array_unref (self->page_starts);
  g_free (self);
}

guint
ishi_figure_layout_n_pages (const IshiFigureLayout *self)
{
  return self->page_starts->len;
}

static void
show_text (cairo_t *cr, const char *text, double size, gboolean bold, double x, double y,
           double width, double max_height, gboolean centred)
{
  g_autoptr(PangoLayout) layout = text_layout (cr, text, size, bold, width);

  if (max_height > 0)
    {
      pango_layout_set_height (layout, (int) (max_height * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  if (centred)
    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

void
ishi_figure_layout_draw_page (IshiFigureLayout *self, cairo_t *cr, guint index)
{
  double x0 = self->page.margin, y0 = self->page.margin;
  double text_w = self->page.width - 2 * self->page.margin;
  guint first, end;
  char number[32];

  g_return_if_fail (index < self->page_starts->len);

  first = g_array_index (self->page_starts, guint, index);
  end = index + 1 < self->page_starts->len
    ? g_array_index (self->page_starts, guint, index + 1) : self->placements->len;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  if (index == 0 && self->title != NULL)
    show_text (cr, self->title, 13.0, TRUE, x0, y0, text_w, 0, TRUE);

  for (guint i = first; i < end; i++)
    {
      const Placement *placement = &g_array_index (self->placements, Placement, i);
      const IshiFigure *figure = g_ptr_array_index (self->figures, placement->figure);
      g_autofree char *title = ishi_figure_title (figure, placement->figure);
      g_autofree char *notes = notes_text (figure);
      g_autoptr(PangoLayout) t = text_layout (cr, title, TITLE_SIZE, TRUE, text_w);
      double y = y0 + placement->y + GAP;

      cairo_set_source_rgb (cr, 0, 0, 0);
      show_text (cr, title, TITLE_SIZE, TRUE, x0, y, text_w, 0, TRUE);
      y += layout_height (t) + GAP;

      cairo_save (cr);
      cairo_translate (cr, x0 + (text_w - self->board_side) / 2, y);
      ishi_board_render (cr, self->board_side, self->board_side, figure->model);
      cairo_restore (cr);
      y += self->board_side + GAP;

      cairo_set_source_rgb (cr, 0, 0, 0);
      if (notes[0] != '\0')
        {
          /* Under the diagram, as wide as it, as books set them. */
          double board_x = x0 + (text_w - self->board_side) / 2;
          g_autoptr(PangoLayout) n = text_layout (cr, notes, NOTE_SIZE, FALSE, self->board_side);

          show_text (cr, notes, NOTE_SIZE, FALSE, board_x, y, self->board_side, 0, FALSE);
          y += layout_height (n) + GAP;
        }
      if (figure->comments != NULL)
        show_text (cr, figure->comments, COMMENT_SIZE, FALSE, x0, y, text_w,
                   self->page.height / 3, FALSE);
    }

  g_snprintf (number, sizeof number, "%u", index + 1);
  cairo_set_source_rgb (cr, 0, 0, 0);
  show_text (cr, number, 9.0, FALSE, x0, self->page.height - self->page.margin - 12.0,
             text_w, 0, TRUE);
  cairo_restore (cr);
}

gboolean
ishi_figures_write_pdf (GPtrArray *figures, const char *title, const IshiPage *page,
                        const char *path, GError **error)
{
#ifdef CAIRO_HAS_PDF_SURFACE
  cairo_surface_t *surface = cairo_pdf_surface_create (path, page->width, page->height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(IshiFigureLayout) layout = ishi_figure_layout_new (cr, page, figures, title);

  for (guint i = 0; i < ishi_figure_layout_n_pages (layout); i++)
    {
      ishi_figure_layout_draw_page (layout, cr, i);
      cairo_show_page (cr);
    }
  return ishi_board_render_close_file (cr, surface, path, error);
#else
  g_set_error_literal (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FORMAT,
                       _("This build of cairo cannot write PDF"));
  (void) figures; (void) title; (void) page; (void) path;
  return FALSE;
#endif
}
