/* ishi-lesson-sheet-text.c — a lesson's text on paper: paragraphs with
 * their emphasis and ruby, set as the lesson window sets them
 * (ishi-lesson-text.c): the reading, half the size, centred above a base
 * that is never broken across lines, a band left above each line of a
 * paragraph that has ruby.  cairo and pango only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-sheet"

#include "config.h"

#include <math.h>
#include <string.h>

#include <pango/pangocairo.h>

#include "ishi-lesson-ruby.h"
#include "ishi-lesson-sheet-private.h"

#define RUBY_SCALE 0.5
#define RUBY_OVERLAP 0.18
#define WORD_JOINER "\xe2\x81\xa0"
#define LINE_SEPARATOR "\xe2\x80\xa8"

typedef struct {
  guint start, end;        /* bytes of the layout's text */
  char *reading;
} Ruby;

static void
ruby_clear (gpointer data)
{
  g_free (((Ruby *) data)->reading);
}

PangoLayout *
ishi_sheet_layout (cairo_t *cr, double size, gboolean bold, double width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (SHEET_FONT);

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

static double
text_width (cairo_t *cr, double size, const char *text)
{
  g_autoptr(PangoLayout) layout = ishi_sheet_layout (cr, size, FALSE, -1);
  int w;

  pango_layout_set_width (layout, -1);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, NULL);
  return (double) w / PANGO_SCALE;
}

/* The base text of a paragraph, its emphasis and its ruby; `band` is the
 * room left above each line for the readings (0 without ruby). */
static PangoLayout *
paragraph_layout (cairo_t *cr, const IshiLessonParagraph *paragraph, double size, gboolean bold,
                  double width, GArray *rubies, double *band)
{
  PangoLayout *layout = ishi_sheet_layout (cr, size, bold, width);
  PangoAttrList *attrs = pango_attr_list_new ();
  GString *text = g_string_new (NULL);
  double ruby_size = size * RUBY_SCALE;

  for (guint r = 0; r < paragraph->runs->len; r++)
    {
      const IshiLessonRun *run = g_ptr_array_index (paragraph->runs, r);
      guint start = text->len;

      switch (run->kind)
        {
        case ISHI_LESSON_RUN_BREAK:
          g_string_append (text, LINE_SEPARATOR);
          break;
        case ISHI_LESSON_RUN_RUBY:
          if (run->ruby != NULL && run->ruby[0] != '\0' && run->text[0] != '\0')
            {
              Ruby ruby;
              double base_w = text_width (cr, size, run->text);
              double reading_w = text_width (cr, ruby_size, run->ruby);
              glong n_chars = g_utf8_strlen (run->text, -1);

              /* Joined so the base is never broken across two lines. */
              for (const char *p = run->text; *p; p = g_utf8_next_char (p))
                {
                  if (p != run->text)
                    g_string_append (text, WORD_JOINER);
                  g_string_append_len (text, p, g_utf8_next_char (p) - p);
                }
              ruby.start = start;
              ruby.end = text->len;
              ruby.reading = g_strdup (run->ruby);
              g_array_append_val (rubies, ruby);
              /* A base narrower than its reading is spread to its width. */
              if (reading_w > base_w && n_chars > 0)
                {
                  PangoAttribute *spacing =
                    pango_attr_letter_spacing_new ((int) ((reading_w - base_w) / n_chars * PANGO_SCALE));

                  spacing->start_index = ruby.start;
                  spacing->end_index = ruby.end;
                  pango_attr_list_insert (attrs, spacing);
                }
              break;
            }
          g_string_append (text, run->text);
          break;
        case ISHI_LESSON_RUN_EM:
          {
            PangoAttribute *weight = pango_attr_weight_new (PANGO_WEIGHT_BOLD);

            g_string_append (text, run->text);
            weight->start_index = start;
            weight->end_index = text->len;
            pango_attr_list_insert (attrs, weight);
          }
          break;
        case ISHI_LESSON_RUN_TEXT:
        default:
          g_string_append (text, run->text);
          break;
        }
    }
  pango_layout_set_text (layout, text->str, (int) text->len);
  /* The window's line breaking: between words and phrases (issue 77). */
  ishi_lesson_layout_line_breaks (text->str, text->len, width > 0 ? (int) (width / MAX (size, 1.0)) : G_MAXINT, attrs);
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  g_string_free (text, TRUE);

  *band = 0.0;
  if (rubies->len > 0)
    {
      *band = MAX (1.0, ruby_size * 1.3 - size * RUBY_OVERLAP);
      pango_layout_set_spacing (layout, (int) (*band * PANGO_SCALE));
    }
  return layout;
}

double
ishi_sheet_layout_height (PangoLayout *layout)
{
  int h;

  pango_layout_get_size (layout, NULL, &h);
  return (double) h / PANGO_SCALE;
}

void
ishi_sheet_draw_paragraph (cairo_t *cr, const IshiLessonParagraph *paragraph, double size,
                           gboolean bold, double x, double y, double width)
{
  g_autoptr(GArray) rubies = g_array_new (FALSE, FALSE, sizeof (Ruby));
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoLayout) ruby_layout = ishi_sheet_layout (cr, size * RUBY_SCALE, FALSE, -1);
  g_autofree int *indexes = NULL;
  g_autofree PangoRectangle *places = NULL;
  double band;

  g_array_set_clear_func (rubies, ruby_clear);
  layout = paragraph_layout (cr, paragraph, size, bold, width, rubies, &band);
  y += ceil (band);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_width (ruby_layout, -1);
  /* Each base's first and last character, found in one walk of the
   * layout (ishi-lesson-ruby.h). */
  indexes = g_new (int, 2 * rubies->len + 1);
  places = g_new (PangoRectangle, 2 * rubies->len + 1);
  for (guint r = 0; r < rubies->len; r++)
    {
      Ruby *ruby = &g_array_index (rubies, Ruby, r);
      const char *text = pango_layout_get_text (layout);

      indexes[2 * r] = (int) ruby->start;
      indexes[2 * r + 1] = (int) (g_utf8_prev_char (text + ruby->end) - text);
    }
  ishi_lesson_layout_places (layout, indexes, 2 * rubies->len, places);
  for (guint r = 0; r < rubies->len; r++)
    {
      Ruby *ruby = &g_array_index (rubies, Ruby, r);
      PangoRectangle first_pos = places[2 * r], last_pos = places[2 * r + 1];
      double left, right;
      int reading_w;

      left = first_pos.x / (double) PANGO_SCALE;
      right = (last_pos.x + last_pos.width) / (double) PANGO_SCALE;
      if (last_pos.y != first_pos.y || right < left)
        right = left + first_pos.width / (double) PANGO_SCALE;
      pango_layout_set_text (ruby_layout, ruby->reading, -1);
      pango_layout_get_size (ruby_layout, &reading_w, NULL);
      cairo_move_to (cr, x + (left + right - reading_w / (double) PANGO_SCALE) / 2,
                     y + first_pos.y / (double) PANGO_SCALE - band);
      pango_cairo_show_layout (cr, ruby_layout);
    }
}

double
ishi_sheet_paragraph_height (cairo_t *cr, const IshiLessonParagraph *paragraph, double size,
                             gboolean bold, double width)
{
  g_autoptr(GArray) rubies = g_array_new (FALSE, FALSE, sizeof (Ruby));
  g_autoptr(PangoLayout) layout = NULL;
  double band;

  g_array_set_clear_func (rubies, ruby_clear);
  layout = paragraph_layout (cr, paragraph, size, bold, width, rubies, &band);
  return ceil (band) + ishi_sheet_layout_height (layout);
}

