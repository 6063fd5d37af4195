/* ishi-lesson-sheet.c — a lesson laid out on paper.
 *
 * The sheet is a list of blocks (a heading, a paragraph with its ruby, a
 * diagram, lines to write on) in groups that stay on one page: a step's
 * heading, text and diagram are not split.  Ruby is set as the lesson
 * window sets it (ishi-lesson-text.c): the reading, half the size, centred
 * above a base that is never broken across lines, a band left above each
 * line of a paragraph that has ruby.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-sheet"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>
#ifdef CAIRO_HAS_PDF_SURFACE
#include <cairo-pdf.h>
#endif

#include "ishi-lesson-diagram.h"
#include "ishi-lesson-sheet.h"

#define SHEET_FONT "Noto Serif CJK JP, Noto Sans CJK JP, DejaVu Serif"
#define BODY_SIZE 11.0
#define RUBY_SCALE 0.5
#define RUBY_OVERLAP 0.18
#define GAP 8.0
#define WORD_JOINER "\xe2\x81\xa0"
#define LINE_SEPARATOR "\xe2\x80\xa8"

typedef enum {
  BLOCK_TEXT,        /* plain text, maybe bold */
  BLOCK_PARAGRAPH,   /* a lesson paragraph: emphasis and ruby */
  BLOCK_DIAGRAM,
  BLOCK_LINES,       /* ruled lines to write an answer on */
  BLOCK_NEW_PAGE,
} BlockKind;

typedef struct {
  BlockKind kind;
  guint group;             /* blocks of one group stay on one page */
  char *text;
  double size;
  gboolean bold;
  gboolean centred;
  const IshiLessonParagraph *paragraph;
  IshiBoardModel *model;
  double height;           /* measured */
  guint page;
  double y;
} Block;

typedef struct {
  guint start, end;        /* bytes of the layout's text */
  char *reading;
} Ruby;

struct _IshiLessonSheet {
  IshiPage page;
  GArray *blocks;          /* of Block */
  guint n_pages;
};

static void
block_clear (gpointer data)
{
  Block *block = data;

  g_free (block->text);
  g_clear_pointer (&block->model, ishi_board_model_free);
}

static void
ruby_clear (gpointer data)
{
  g_free (((Ruby *) data)->reading);
}

static PangoLayout *
new_layout (cairo_t *cr, double size, gboolean bold, double width)
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
  g_autoptr(PangoLayout) layout = new_layout (cr, size, FALSE, -1);
  int w;

  pango_layout_set_width (layout, -1);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, NULL);
  return (double) w / PANGO_SCALE;
}

/* The base text of a paragraph, its emphasis and its ruby; `band` is the
 * room left above each line for the readings (0 without ruby). */
static PangoLayout *
paragraph_layout (cairo_t *cr, const IshiLessonParagraph *paragraph, double size, double width,
                  GArray *rubies, double *band)
{
  PangoLayout *layout = new_layout (cr, size, FALSE, width);
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
            PangoAttribute *bold = pango_attr_weight_new (PANGO_WEIGHT_BOLD);

            g_string_append (text, run->text);
            bold->start_index = start;
            bold->end_index = text->len;
            pango_attr_list_insert (attrs, bold);
          }
          break;
        case ISHI_LESSON_RUN_TEXT:
        default:
          g_string_append (text, run->text);
          break;
        }
    }
  pango_layout_set_text (layout, text->str, (int) text->len);
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

static double
layout_height (PangoLayout *layout)
{
  int h;

  pango_layout_get_size (layout, NULL, &h);
  return (double) h / PANGO_SCALE;
}

static void
draw_paragraph (cairo_t *cr, const IshiLessonParagraph *paragraph, double size,
                double x, double y, double width)
{
  g_autoptr(GArray) rubies = g_array_new (FALSE, FALSE, sizeof (Ruby));
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoLayout) ruby_layout = new_layout (cr, size * RUBY_SCALE, FALSE, -1);
  double band;

  g_array_set_clear_func (rubies, ruby_clear);
  layout = paragraph_layout (cr, paragraph, size, width, rubies, &band);
  y += ceil (band);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_width (ruby_layout, -1);
  for (guint r = 0; r < rubies->len; r++)
    {
      Ruby *ruby = &g_array_index (rubies, Ruby, r);
      const char *text = pango_layout_get_text (layout);
      const char *last = g_utf8_prev_char (text + ruby->end);
      PangoRectangle first_pos, last_pos;
      double left, right;
      int reading_w;

      pango_layout_index_to_pos (layout, ruby->start, &first_pos);
      pango_layout_index_to_pos (layout, last - text, &last_pos);
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

static double
paragraph_height (cairo_t *cr, const IshiLessonParagraph *paragraph, double size, double width)
{
  g_autoptr(GArray) rubies = g_array_new (FALSE, FALSE, sizeof (Ruby));
  g_autoptr(PangoLayout) layout = NULL;
  double band;

  g_array_set_clear_func (rubies, ruby_clear);
  layout = paragraph_layout (cr, paragraph, size, width, rubies, &band);
  return ceil (band) + layout_height (layout);
}

/* --- building ------------------------------------------------------------ */

static Block *
add_block (IshiLessonSheet *self, BlockKind kind, guint group)
{
  Block block = { 0, };

  block.kind = kind;
  block.group = group;
  block.size = BODY_SIZE;
  g_array_append_val (self->blocks, block);
  return &g_array_index (self->blocks, Block, self->blocks->len - 1);
}

static void
add_text (IshiLessonSheet *self, guint group, const char *text, double size, gboolean bold,
          gboolean centred)
{
  Block *block = add_block (self, BLOCK_TEXT, group);

  block->text = g_strdup (text);
  block->size = size;
  block->bold = bold;
  block->centred = centred;
}

static void
add_paragraphs (IshiLessonSheet *self, guint group, GPtrArray *paragraphs)
{
  for (guint i = 0; paragraphs != NULL && i < paragraphs->len; i++)
    add_block (self, BLOCK_PARAGRAPH, group)->paragraph = g_ptr_array_index (paragraphs, i);
}

char *
ishi_lesson_condition_reason (IshiLessonCondition condition, int count)
{
  switch (condition)
    {
    case ISHI_LESSON_CONDITION_CAPTURES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "It captures %d stone.",
                                           "It captures at least %d stones.", count), count);
    case ISHI_LESSON_CONDITION_ATARI:
      return g_strdup (_("It leaves a string of the opponent with one liberty (atari)."));
    case ISHI_LESSON_CONDITION_LEGAL:
      return g_strdup (_("It is a legal move."));
    case ISHI_LESSON_CONDITION_FIVE:
      return g_strdup (_("It makes five in a row."));
    case ISHI_LESSON_CONDITION_FOUR:
      return g_strdup (_("It makes a four."));
    case ISHI_LESSON_CONDITION_STRAIGHT_FOUR:
      return g_strdup (_("It makes a straight four."));
    case ISHI_LESSON_CONDITION_FOUR_THREE:
      return g_strdup (_("It makes a four and a three at once, and is not forbidden."));
    case ISHI_LESSON_CONDITION_BLOCK_FOUR:
      return g_strdup (_("After it the opponent has no point that makes five."));
    case ISHI_LESSON_CONDITION_FORBIDDEN:
      return g_strdup (_("The point is forbidden for Black."));
    case ISHI_LESSON_CONDITION_NONE:
    default:
      return NULL;
    }
}

static char *
answer_line (const IshiLesson *lesson, const IshiLessonStep *step, GError **error)
{
  const IshiRules *rules = lesson->rules;
  IshiPosition *position = ishi_lesson_step_position (lesson, step, step->sequence->len, error);
  g_autoptr(GArray) answers = NULL;
  g_autofree char *reason = NULL;
  GString *line;

  if (position == NULL)
    return NULL;
  answers = ishi_lesson_task_answers (lesson, step, position);
  rules->position_free (position);
  line = g_string_new (NULL);
  /* "Anywhere legal" has dozens of answers: a count reads better. */
  if (answers->len > 12)
    g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "any of %u point", "any of %u points",
                                               answers->len), answers->len);
  else
  for (guint i = 0; i < answers->len; i++)
    {
      IshiPoint *p = &g_array_index (answers, IshiPoint, i);
      g_autofree char *name = rules->format_point (step->diagram.size, p->x, p->y);

      if (i > 0)
        /* TRANSLATORS: between the points of an answer. */
        g_string_append (line, C_("answer points", ", "));
      g_string_append (line, name);
    }
  if (answers->len == 0)
    g_string_append (line, _("(no point)"));
  reason = ishi_lesson_condition_reason (step->task->condition, step->task->count);
  if (reason != NULL)
    g_string_append_printf (line, "  %s", reason);
  return g_string_free (line, FALSE);
}

static char *
step_heading (const IshiLessonStep *step, guint index)
{
  if (step->title != NULL)
    /* TRANSLATORS: a step's heading on a printed sheet: number and title. */
    return g_strdup_printf (_("%u. %s"), index + 1, step->title);
  return g_strdup_printf (_("Step %u"), index + 1);
}

static gboolean
build (IshiLessonSheet *self, const IshiLesson *lesson, gboolean answers, double text_w,
       GError **error)
{
  guint group = 0;
  guint n_tasks = 0;

  add_text (self, group, lesson->title, 16.0, TRUE, TRUE);
  if (lesson->description != NULL && lesson->description[0] != '\0')
    add_text (self, group, lesson->description, 10.0, FALSE, TRUE);
  /* TRANSLATORS: a line to write one's name on, at the top of a sheet. */
  add_text (self, group, _("Name: ____________________"), 10.0, FALSE, FALSE);

  for (guint i = 0; i < lesson->steps->len; i++)
    {
      const IshiLessonStep *step = g_ptr_array_index (lesson->steps, i);
      g_autofree char *heading = step_heading (step, i);
      IshiBoardModel *model;

      group++;
      add_text (self, group, heading, 12.5, TRUE, FALSE);
      add_paragraphs (self, group, step->text);
      /* A task is asked where the whole sequence has been played; the
       * answer is not shown. */
      model = ishi_lesson_diagram_model (lesson, step,
                                         step->task != NULL ? step->sequence->len : G_MAXUINT,
                                         error);
      if (model == NULL)
        return FALSE;
      model->last_move.x = -1;
      add_block (self, BLOCK_DIAGRAM, group)->model = model;
      if (step->task != NULL)
        {
          g_autofree char *ask = NULL;

          n_tasks++;
          if (step->task->prompt != NULL)
            add_block (self, BLOCK_PARAGRAPH, group)->paragraph = step->task->prompt;
          ask = g_strdup (step->task->to_play == ISHI_WHITE
                          ? _("Find the move: White to play.")
                          : _("Find the move: Black to play."));
          add_text (self, group, ask, BODY_SIZE, TRUE, FALSE);
          add_block (self, BLOCK_LINES, group);
        }
    }

  if (answers && n_tasks > 0)
    {
      group++;
      add_block (self, BLOCK_NEW_PAGE, group);
      add_text (self, group, _("Answers"), 16.0, TRUE, TRUE);
      for (guint i = 0; i < lesson->steps->len; i++)
        {
          const IshiLessonStep *step = g_ptr_array_index (lesson->steps, i);
          g_autofree char *heading = NULL;
          g_autofree char *line = NULL;

          if (step->task == NULL)
            continue;
          group++;
          heading = step_heading (step, i);
          line = answer_line (lesson, step, error);
          if (line == NULL)
            return FALSE;
          add_text (self, group, heading, BODY_SIZE, TRUE, FALSE);
          add_text (self, group, line, BODY_SIZE, FALSE, FALSE);
          add_paragraphs (self, group, step->task->right);
        }
    }
  (void) text_w;
  return TRUE;
}

static double
diagram_side (const IshiLessonSheet *self, const IshiBoardModel *model)
{
  double text_w = self->page.width - 2 * self->page.margin;
  int lines = model->has_region
    ? MAX (model->region_max.x - model->region_min.x, model->region_max.y - model->region_min.y) + 1
    : model->size;

  /* About 7 mm a line, as workbooks print problems, up to half the page. */
  return MIN (text_w * 0.55, 20.0 * (lines + 1.5));
}

static double
measure (IshiLessonSheet *self, cairo_t *cr, Block *block)
{
  double text_w = self->page.width - 2 * self->page.margin;

  switch (block->kind)
    {
    case BLOCK_TEXT:
      {
        g_autoptr(PangoLayout) layout = new_layout (cr, block->size, block->bold, text_w);

        pango_layout_set_text (layout, block->text, -1);
        return layout_height (layout) + GAP / 2;
      }
    case BLOCK_PARAGRAPH:
      return paragraph_height (cr, block->paragraph, BODY_SIZE, text_w) + GAP / 2;
    case BLOCK_DIAGRAM:
      return diagram_side (self, block->model) + GAP;
    case BLOCK_LINES:
      return 3 * 24.0 + GAP;
    case BLOCK_NEW_PAGE:
    default:
      return 0.0;
    }
}

IshiLessonSheet *
ishi_lesson_sheet_new (cairo_t *cr, const IshiPage *page, const IshiLesson *lesson,
                       gboolean answers, GError **error)
{
  IshiLessonSheet *self = g_new0 (IshiLessonSheet, 1);
  double text_h = page->height - 2 * page->margin - 20.0;
  double y = 0.0;
  guint page_index = 0;

  self->page = *page;
  self->blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  g_array_set_clear_func (self->blocks, block_clear);
  if (!build (self, lesson, answers, page->width - 2 * page->margin, error))
    {
      ishi_lesson_sheet_free (self);
      return NULL;
    }

  for (guint i = 0; i < self->blocks->len; i++)
    g_array_index (self->blocks, Block, i).height = measure (self, cr, &g_array_index (self->blocks, Block, i));

  /* Place group by group: a group that does not fit below what is on the
   * page starts the next one. */
  for (guint i = 0; i < self->blocks->len;)
    {
      Block *first = &g_array_index (self->blocks, Block, i);
      guint end = i;
      double h = 0.0;

      while (end < self->blocks->len && g_array_index (self->blocks, Block, end).group == first->group)
        h += g_array_index (self->blocks, Block, end++).height;
      if (first->kind == BLOCK_NEW_PAGE || (y > 0.0 && y + h > text_h))
        {
          page_index++;
          y = 0.0;
        }
      for (; i < end; i++)
        {
          Block *block = &g_array_index (self->blocks, Block, i);

          block->page = page_index;
          block->y = y;
          y += block->height;
        }
      y += GAP;
    }
  self->n_pages = page_index + 1;
  return self;
}

void
ishi_lesson_sheet_free (IshiLessonSheet *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->blocks);
  g_free (self);
}

guint
ishi_lesson_sheet_n_pages (const IshiLessonSheet *self)
{
  return self->n_pages;
}

void
ishi_lesson_sheet_draw_page (IshiLessonSheet *self, cairo_t *cr, guint index)
{
  double x0 = self->page.margin, y0 = self->page.margin;
  double text_w = self->page.width - 2 * self->page.margin;
  char number[32];

  cairo_save (cr);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      Block *block = &g_array_index (self->blocks, Block, i);
      double y = y0 + block->y;

      if (block->page != index)
        continue;
      cairo_set_source_rgb (cr, 0, 0, 0);
      switch (block->kind)
        {
        case BLOCK_TEXT:
          {
            g_autoptr(PangoLayout) layout = new_layout (cr, block->size, block->bold, text_w);

            pango_layout_set_text (layout, block->text, -1);
            if (block->centred)
              pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
            cairo_move_to (cr, x0, y);
            pango_cairo_show_layout (cr, layout);
          }
          break;
        case BLOCK_PARAGRAPH:
          draw_paragraph (cr, block->paragraph, BODY_SIZE, x0, y, text_w);
          break;
        case BLOCK_DIAGRAM:
          {
            double side = diagram_side (self, block->model);

            cairo_save (cr);
            cairo_translate (cr, x0 + (text_w - side) / 2, y);
            ishi_board_render (cr, side, side, block->model);
            cairo_restore (cr);
          }
          break;
        case BLOCK_LINES:
          cairo_set_line_width (cr, 0.5);
          cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
          for (int k = 1; k <= 3; k++)
            {
              cairo_move_to (cr, x0, y + k * 24.0);
              cairo_line_to (cr, x0 + text_w, y + k * 24.0);
            }
          cairo_stroke (cr);
          break;
        case BLOCK_NEW_PAGE:
        default:
          break;
        }
    }
  g_snprintf (number, sizeof number, "%u", index + 1);
  {
    g_autoptr(PangoLayout) layout = new_layout (cr, 9.0, FALSE, text_w);

    cairo_set_source_rgb (cr, 0, 0, 0);
    pango_layout_set_text (layout, number, -1);
    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    cairo_move_to (cr, x0, self->page.height - self->page.margin - 12.0);
    pango_cairo_show_layout (cr, layout);
  }
  cairo_restore (cr);
}

gboolean
ishi_lesson_sheet_write_pdf (const IshiLesson *lesson, gboolean answers, const IshiPage *page,
                             const char *path, GError **error)
{
#ifdef CAIRO_HAS_PDF_SURFACE
  cairo_surface_t *surface = cairo_pdf_surface_create (path, page->width, page->height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(IshiLessonSheet) sheet = ishi_lesson_sheet_new (cr, page, lesson, answers, error);

  if (sheet == NULL)
    {
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      g_unlink (path);
      return FALSE;
    }
  for (guint i = 0; i < ishi_lesson_sheet_n_pages (sheet); i++)
    {
      ishi_lesson_sheet_draw_page (sheet, cr, i);
      cairo_show_page (cr);
    }
  return ishi_board_render_close_file (cr, surface, path, error);
#else
  g_set_error_literal (error, ISHI_BOARD_RENDER_ERROR, ISHI_BOARD_RENDER_ERROR_FORMAT,
                       _("This build of cairo cannot write PDF"));
  (void) lesson; (void) answers; (void) page; (void) path;
  return FALSE;
#endif
}
