/* ishi-lesson-sheet.c — a lesson as a worksheet, as 詰碁 and 詰め連珠
 * sheets are printed: the lesson's title and a line for the pupil's name
 * at the top of every page; its tasks as numbered problems, four or six to
 * an A4 page (six when the boards stay readable, about 5 mm a line, four
 * otherwise), each the position where the task is asked with its prompt
 * (the lesson's own words, printed once) and a line for the answer; a
 * page of empty boards to draw on; and, asked for, the answer key alone on
 * the last page(s), so that it can be kept back.  A lesson without tasks
 * prints its steps' diagrams, numbered, with their titles.
 *
 * Ishi's own words on the sheet (name, problem, answer) are those of a
 * children's lesson for its grade (ishi-lesson-words.h), or translated.
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
#include "ishi-lesson-sheet-private.h"
#include "ishi-lesson-words.h"

#define BODY_SIZE 10.5
#define TITLE_SIZE 14.0
#define COLUMNS 2
#define GUTTER 18.0
#define GAP 6.0
#define ANSWER_H 22.0
#define FOOTER_H 16.0
/* A board line about 5 mm apart at least (a problem sheet's), else four
 * problems a page instead of six. */
#define MIN_SPACING 13.0

typedef struct {
  guint number;                      /* from 1 */
  const IshiLessonStep *step;
  IshiLessonParagraph *caption;      /* owned: the prompt, or the title */
  IshiBoardModel *model;
  IshiLessonParagraph *key;          /* owned: the answer line; NULL without a task */
} Item;

struct _IshiLessonSheet {
  IshiPage page;
  const IshiLesson *lesson;
  GPtrArray *items;                  /* of Item* */
  gboolean tasks;                    /* the items are tasks, with answer lines */
  gboolean answers;
  guint rows;                        /* of COLUMNS items a page */
  double header_h, side, cell_w, cell_h;
  double text_h;                     /* above every board: the number and the prompt */
  double blank_side;                 /* the boards to draw on, four to the page */
  guint n_item_pages;
  IshiBoardModel *blank;             /* the board to draw on */
  GArray *key_pages;                 /* of guint: the first item of each key page */
  guint n_pages;
  IshiLessonParagraph *name, *answer, *key_title, *blank_title;
};

static void
item_free (gpointer data)
{
  Item *item = data;

  ishi_lesson_paragraph_free (item->caption);
  g_clear_pointer (&item->model, ishi_board_model_free);
  ishi_lesson_paragraph_free (item->key);
  g_free (item);
}

/* Ishi's words: a children's lesson's (with ruby), or `fallback`. */
static IshiLessonParagraph *
words (const IshiLesson *lesson, IshiLessonWord word, const char *arg, const char *fallback)
{
  const char *args[] = { arg, NULL, NULL };
  IshiLessonParagraph *para = ishi_lesson_words (lesson, word, args);

  return para != NULL ? para : ishi_lesson_paragraph_new_plain (fallback);
}

/* A copy of `from`'s runs appended to `to`. */
static void
append_runs (IshiLessonParagraph *to, const IshiLessonParagraph *from)
{
  for (guint i = 0; from != NULL && i < from->runs->len; i++)
    {
      const IshiLessonRun *run = g_ptr_array_index (from->runs, i);
      IshiLessonRun *copy = g_new0 (IshiLessonRun, 1);

      copy->kind = run->kind;
      copy->text = g_strdup (run->text);
      copy->ruby = g_strdup (run->ruby);
      g_ptr_array_add (to->runs, copy);
    }
}

static void
append_text (IshiLessonParagraph *to, const char *text)
{
  g_autoptr(IshiLessonParagraph) plain = ishi_lesson_paragraph_new_plain (text);

  append_runs (to, plain);
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
    case ISHI_LESSON_CONDITION_SAME_FIFTH:
      return g_strdup (_("It is the same fifth move as the one offered: a turn or a reflection of the stones "
                         "carries one onto the other."));
    case ISHI_LESSON_CONDITION_NONE:
    default:
      return NULL;
    }
}

static IshiLessonWord
reason_word (IshiLessonCondition condition)
{
  switch (condition)
    {
    case ISHI_LESSON_CONDITION_CAPTURES: return ISHI_LESSON_WORD_REASON_CAPTURES;
    case ISHI_LESSON_CONDITION_ATARI: return ISHI_LESSON_WORD_REASON_ATARI;
    case ISHI_LESSON_CONDITION_LEGAL: return ISHI_LESSON_WORD_REASON_LEGAL;
    case ISHI_LESSON_CONDITION_FIVE: return ISHI_LESSON_WORD_REASON_FIVE;
    case ISHI_LESSON_CONDITION_FOUR: return ISHI_LESSON_WORD_REASON_FOUR;
    case ISHI_LESSON_CONDITION_STRAIGHT_FOUR: return ISHI_LESSON_WORD_REASON_STRAIGHT_FOUR;
    case ISHI_LESSON_CONDITION_FOUR_THREE: return ISHI_LESSON_WORD_REASON_FOUR_THREE;
    case ISHI_LESSON_CONDITION_BLOCK_FOUR: return ISHI_LESSON_WORD_REASON_BLOCK_FOUR;
    case ISHI_LESSON_CONDITION_FORBIDDEN: return ISHI_LESSON_WORD_REASON_FORBIDDEN;
    case ISHI_LESSON_CONDITION_VCF: return ISHI_LESSON_WORD_REASON_VCF;
    case ISHI_LESSON_CONDITION_VCT: return ISHI_LESSON_WORD_REASON_VCT;
    case ISHI_LESSON_CONDITION_NONE:
    default: return ISHI_LESSON_N_WORDS;
    }
}

/* "3. B5, J5  It captures at least 3 stones.": the answers from the
 * lesson (the points it lists, or those the rules find for its
 * condition), and why they are right. */
static IshiLessonParagraph *
key_line (const IshiLesson *lesson, const IshiLessonStep *step, guint number, GError **error)
{
  const IshiRules *rules = lesson->rules;
  const IshiLessonTask *task = step->task;
  IshiPosition *position = ishi_lesson_step_position (lesson, step, step->sequence->len, error);
  g_autoptr(GArray) answers = NULL;
  g_autoptr(GString) points = g_string_new (NULL);
  g_autofree char *head = g_strdup_printf ("%u.  ", number);
  IshiLessonParagraph *line;
  IshiLessonWord why = reason_word (task->condition);

  if (position == NULL)
    return NULL;
  answers = ishi_lesson_task_answers (lesson, step, position);
  rules->position_free (position);
  line = ishi_lesson_paragraph_new_plain (head);
  /* "Anywhere legal" has dozens of answers: a count reads better. */
  if (answers->len > 12)
    {
      g_autofree char *n = g_strdup_printf ("%u", answers->len);
      g_autofree char *any = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "any of %u point", "any of %u points",
                                                           answers->len), answers->len);
      g_autoptr(IshiLessonParagraph) said = words (lesson, ISHI_LESSON_WORD_ANY_OF, n, any);

      append_runs (line, said);
    }
  else if (answers->len == 0)
    {
      g_autoptr(IshiLessonParagraph) said = words (lesson, ISHI_LESSON_WORD_NO_POINT, NULL, _("(no point)"));

      append_runs (line, said);
    }
  for (guint i = 0; answers->len <= 12 && i < answers->len; i++)
    {
      IshiPoint *p = &g_array_index (answers, IshiPoint, i);
      g_autofree char *name = rules->format_point (step->diagram.size, p->x, p->y);

      /* a children's lesson is Japanese, whatever the desktop's language */
      if (i > 0)
        g_string_append (points, ishi_lesson_is_for_children (lesson) ? "、"
                                 /* TRANSLATORS: between the points of an answer. */
                                 : C_("answer points", ", "));
      g_string_append (points, name);
    }
  append_text (line, points->str);
  if (why < ISHI_LESSON_N_WORDS)
    {
      g_autofree char *count = g_strdup_printf ("%d", task->condition == ISHI_LESSON_CONDITION_CAPTURES
                                                      ? task->count : task->moves);
      g_autofree char *reason = ishi_lesson_condition_reason (task->condition, task->count);
      g_autoptr(IshiLessonParagraph) said = words (lesson, why, count, reason ? reason : "");

      append_text (line, "　");
      append_runs (line, said);
    }
  return line;
}

/* The items: the tasks, or every step when the lesson has none. */
static gboolean
build_items (IshiLessonSheet *self, GError **error)
{
  const IshiLesson *lesson = self->lesson;

  for (guint i = 0; i < lesson->steps->len; i++)
    self->tasks |= ((const IshiLessonStep *) g_ptr_array_index (lesson->steps, i))->task != NULL;
  for (guint i = 0; i < lesson->steps->len; i++)
    {
      const IshiLessonStep *step = g_ptr_array_index (lesson->steps, i);
      Item *item;

      if (self->tasks && step->task == NULL)
        continue;
      item = g_new0 (Item, 1);
      g_ptr_array_add (self->items, item);
      item->step = step;
      item->number = self->items->len;
      item->caption = ishi_lesson_paragraph_new_plain ("");
      g_ptr_array_set_size (item->caption->runs, 0);
      append_runs (item->caption, step->task ? step->task->prompt : step->title_runs);
      /* A task is asked where the whole sequence has been played; the
       * answer is not shown. */
      item->model = ishi_lesson_diagram_model (lesson, step, step->task ? step->sequence->len : G_MAXUINT,
                                               error);
      if (item->model == NULL)
        return FALSE;
      item->model->last_move.x = -1;
      /* for the photocopier: black on white paper */
      item->model->mono = TRUE;
      if (step->task != NULL && (item->key = key_line (lesson, step, item->number, error)) == NULL)
        return FALSE;
    }
  return TRUE;
}

static int
lines_drawn (const IshiBoardModel *model)
{
  return model->has_region
    ? MAX (model->region_max.x - model->region_min.x, model->region_max.y - model->region_min.y) + 1
    : model->size;
}

static double
number_height (cairo_t *cr, IshiLessonSheet *self, const Item *item, double width)
{
  g_autofree char *n = g_strdup_printf ("%u", item->number);
  g_autofree char *fallback = g_strdup_printf (_("Problem %u"), item->number);
  g_autoptr(IshiLessonParagraph) number = words (self->lesson, ISHI_LESSON_WORD_PROBLEM, n, fallback);

  return ishi_sheet_paragraph_height (cr, number, BODY_SIZE, TRUE, width);
}

/* The text of an item above its diagram. */
static double
item_text_height (cairo_t *cr, IshiLessonSheet *self, const Item *item)
{
  double h = number_height (cr, self, item, self->cell_w) + GAP / 2;

  if (item->caption->runs->len > 0)
    h += ishi_sheet_paragraph_height (cr, item->caption, BODY_SIZE, FALSE, self->cell_w) + GAP;
  return h;
}

/* Six to a page when every board keeps MIN_SPACING between its lines,
 * else four; the boards of a sheet all one size. */
static void
lay_out_items (IshiLessonSheet *self, cairo_t *cr)
{
  double text_w = self->page.width - 2 * self->page.margin;
  double grid_h = self->page.height - 2 * self->page.margin - self->header_h - FOOTER_H;
  int most_lines = 2;

  self->cell_w = (text_w - GUTTER * (COLUMNS - 1)) / COLUMNS;
  self->text_h = 0;
  for (guint i = 0; i < self->items->len; i++)
    {
      most_lines = MAX (most_lines, lines_drawn (((Item *) g_ptr_array_index (self->items, i))->model));
      /* one height for all, so that boards and answer lines stand level */
      self->text_h = MAX (self->text_h, item_text_height (cr, self, g_ptr_array_index (self->items, i)));
    }
  self->blank_side = MIN (self->cell_w, (grid_h - 2 * BODY_SIZE) / 2 - GUTTER);
  for (self->rows = 3; self->rows >= 2; self->rows--)
    {
      self->cell_h = grid_h / self->rows;
      self->side = MIN (self->cell_w, self->cell_h - GUTTER - self->text_h - (self->tasks ? ANSWER_H + GAP : 0));
      /* the coordinates take about a line and a half on each side */
      if (self->side / (most_lines + 1.5) >= MIN_SPACING)
        break;
    }
  self->rows = MAX (self->rows, 2);
  self->side = MAX (self->side, 60.0);
  self->n_item_pages = MAX (1, (self->items->len + COLUMNS * self->rows - 1) / (COLUMNS * self->rows));
}

/* The key's pages: each item's line and the lesson's "right" text, as
 * many as fit a page. */
static void
lay_out_key (IshiLessonSheet *self, cairo_t *cr)
{
  double text_w = self->page.width - 2 * self->page.margin;
  double room = self->page.height - 2 * self->page.margin - self->header_h - FOOTER_H;
  double y = 0;
  guint first = 0;

  self->key_pages = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!self->answers || !self->tasks)
    return;
  g_array_append_val (self->key_pages, first);
  for (guint i = 0; i < self->items->len; i++)
    {
      const Item *item = g_ptr_array_index (self->items, i);
      double h = ishi_sheet_paragraph_height (cr, item->key, BODY_SIZE, FALSE, text_w) + GAP;

      for (guint p = 0; item->step->task->right != NULL && p < item->step->task->right->len; p++)
        h += ishi_sheet_paragraph_height (cr, g_ptr_array_index (item->step->task->right, p), BODY_SIZE - 1,
                                          FALSE, text_w - 16) + GAP / 2;
      if (y > 0 && y + h > room)
        {
          g_array_append_val (self->key_pages, i);
          y = 0;
        }
      y += h + GAP;
    }
}

IshiLessonSheet *
ishi_lesson_sheet_new (cairo_t *cr, const IshiPage *page, const IshiLesson *lesson,
                       gboolean answers, GError **error)
{
  IshiLessonSheet *self = g_new0 (IshiLessonSheet, 1);
  double text_w = page->width - 2 * page->margin;

  self->page = *page;
  self->lesson = lesson;
  self->answers = answers;
  self->items = g_ptr_array_new_with_free_func (item_free);
  self->name = words (lesson, ISHI_LESSON_WORD_NAME, NULL, _("Name"));
  self->answer = words (lesson, ISHI_LESSON_WORD_ANSWER, NULL, _("Answer"));
  self->key_title = words (lesson, ISHI_LESSON_WORD_ANSWER_KEY, NULL, _("Answers"));
  self->blank_title = words (lesson, ISHI_LESSON_WORD_BLANK_BOARDS, NULL, _("Boards to draw on"));
  if (!build_items (self, error))
    {
      ishi_lesson_sheet_free (self);
      return NULL;
    }
  /* the title, then the line for the name */
  self->header_h = ishi_sheet_paragraph_height (cr, lesson->title_runs, TITLE_SIZE, TRUE, text_w)
                   + ishi_sheet_paragraph_height (cr, self->name, BODY_SIZE, FALSE, text_w) + 3 * GAP;
  lay_out_items (self, cr);
  lay_out_key (self, cr);
  if (self->items->len > 0)
    {
      const IshiBoardModel *first = ((Item *) g_ptr_array_index (self->items, 0))->model;

      self->blank = ishi_board_model_new (first->size);
      self->blank->coords = first->coords;
      self->blank->mono = TRUE;
    }
  self->n_pages = self->n_item_pages + (self->blank ? 1 : 0) + self->key_pages->len;
  return self;
}

void
ishi_lesson_sheet_free (IshiLessonSheet *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->items);
  g_clear_pointer (&self->key_pages, g_array_unref);
  g_clear_pointer (&self->blank, ishi_board_model_free);
  ishi_lesson_paragraph_free (self->name);
  ishi_lesson_paragraph_free (self->answer);
  ishi_lesson_paragraph_free (self->key_title);
  ishi_lesson_paragraph_free (self->blank_title);
  g_free (self);
}

guint
ishi_lesson_sheet_n_pages (const IshiLessonSheet *self)
{
  return self->n_pages;
}

/* --- drawing ------------------------------------------------------------- */

/* The title, and the line for the pupil's name at the right; the key's
 * page has its own title over the lesson's, and no name. */
static double
draw_header (IshiLessonSheet *self, cairo_t *cr, const IshiLessonParagraph *over)
{
  double x0 = self->page.margin, y = self->page.margin;
  double text_w = self->page.width - 2 * self->page.margin;
  double name_w = 0, name_h;
  g_autoptr(PangoLayout) measure = ishi_sheet_layout (cr, BODY_SIZE, FALSE, -1);
  int w;

  ishi_sheet_draw_paragraph (cr, over ? over : self->lesson->title_runs, TITLE_SIZE, TRUE, x0, y, text_w);
  y += ishi_sheet_paragraph_height (cr, over ? over : self->lesson->title_runs, TITLE_SIZE, TRUE, text_w) + GAP;
  if (over != NULL)
    {
      ishi_sheet_draw_paragraph (cr, self->lesson->title_runs, BODY_SIZE, FALSE, x0, y, text_w);
      return self->page.margin + self->header_h;
    }
  for (guint i = 0; i < self->name->runs->len; i++)
    {
      pango_layout_set_text (measure, ((IshiLessonRun *) g_ptr_array_index (self->name->runs, i))->text, -1);
      pango_layout_get_size (measure, &w, NULL);
      name_w += (double) w / PANGO_SCALE;
    }
  name_h = ishi_sheet_paragraph_height (cr, self->name, BODY_SIZE, FALSE, text_w);
  /* 名前 ____________ at the right half */
  ishi_sheet_draw_paragraph (cr, self->name, BODY_SIZE, FALSE, x0 + text_w / 2, y, name_w + 4);
  cairo_set_line_width (cr, 0.6);
  cairo_move_to (cr, x0 + text_w / 2 + name_w + 8, y + name_h);
  cairo_line_to (cr, x0 + text_w, y + name_h);
  cairo_stroke (cr);
  return self->page.margin + self->header_h;
}

static void
draw_footer (IshiLessonSheet *self, cairo_t *cr, guint index)
{
  double text_w = self->page.width - 2 * self->page.margin;
  g_autoptr(PangoLayout) layout = ishi_sheet_layout (cr, 9.0, FALSE, text_w);
  g_autofree char *number = g_strdup_printf ("%u / %u", index + 1, self->n_pages);

  pango_layout_set_text (layout, number, -1);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  cairo_move_to (cr, self->page.margin, self->page.height - self->page.margin - 11.0);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_board (IshiLessonSheet *self, cairo_t *cr, const IshiBoardModel *model, double x, double y,
            double side)
{
  cairo_save (cr);
  cairo_translate (cr, x + (self->cell_w - side) / 2, y);
  ishi_board_render (cr, side, side, model);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
}

/* One problem: its number, its prompt, its board, the line for the answer. */
static void
draw_item (IshiLessonSheet *self, cairo_t *cr, const Item *item, double x, double y)
{
  g_autofree char *n = g_strdup_printf ("%u", item->number);
  g_autofree char *fallback = g_strdup_printf (_("Problem %u"), item->number);
  g_autoptr(IshiLessonParagraph) number = words (self->lesson, ISHI_LESSON_WORD_PROBLEM, n, fallback);

  ishi_sheet_draw_paragraph (cr, number, BODY_SIZE, TRUE, x, y, self->cell_w);
  if (item->caption->runs->len > 0)
    ishi_sheet_draw_paragraph (cr, item->caption, BODY_SIZE, FALSE, x,
                               y + number_height (cr, self, item, self->cell_w) + GAP / 2, self->cell_w);
  y += self->text_h;
  draw_board (self, cr, item->model, x, y, self->side);
  y += self->side + GAP;
  if (self->tasks)
    {
      double label_h = ishi_sheet_paragraph_height (cr, self->answer, BODY_SIZE, FALSE, self->cell_w);

      ishi_sheet_draw_paragraph (cr, self->answer, BODY_SIZE, FALSE, x, y + ANSWER_H - label_h - 2, self->cell_w);
      cairo_set_line_width (cr, 0.6);
      cairo_move_to (cr, x + 3.5 * BODY_SIZE, y + ANSWER_H);
      cairo_line_to (cr, x + self->cell_w, y + ANSWER_H);
      cairo_stroke (cr);
    }
}

static void
draw_key_page (IshiLessonSheet *self, cairo_t *cr, guint key_page)
{
  double x0 = self->page.margin;
  double text_w = self->page.width - 2 * self->page.margin;
  double y = draw_header (self, cr, self->key_title);
  guint first = g_array_index (self->key_pages, guint, key_page);
  guint end = key_page + 1 < self->key_pages->len ? g_array_index (self->key_pages, guint, key_page + 1)
                                                  : self->items->len;

  for (guint i = first; i < end; i++)
    {
      const Item *item = g_ptr_array_index (self->items, i);
      GPtrArray *right = item->step->task->right;

      ishi_sheet_draw_paragraph (cr, item->key, BODY_SIZE, FALSE, x0, y, text_w);
      y += ishi_sheet_paragraph_height (cr, item->key, BODY_SIZE, FALSE, text_w) + GAP;
      for (guint p = 0; right != NULL && p < right->len; p++)
        {
          ishi_sheet_draw_paragraph (cr, g_ptr_array_index (right, p), BODY_SIZE - 1, FALSE, x0 + 16, y, text_w - 16);
          y += ishi_sheet_paragraph_height (cr, g_ptr_array_index (right, p), BODY_SIZE - 1, FALSE, text_w - 16) + GAP / 2;
        }
      y += GAP;
    }
}

void
ishi_lesson_sheet_draw_page (IshiLessonSheet *self, cairo_t *cr, guint index)
{
  guint per_page = COLUMNS * self->rows;
  double cell_x, y;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  if (index < self->n_item_pages)
    {
      y = draw_header (self, cr, NULL);
      for (guint k = 0; k < per_page && index * per_page + k < self->items->len; k++)
        {
          cell_x = self->page.margin + (k % COLUMNS) * (self->cell_w + GUTTER);
          draw_item (self, cr, g_ptr_array_index (self->items, index * per_page + k), cell_x,
                     y + (k / COLUMNS) * self->cell_h);
        }
    }
  else if (self->blank != NULL && index == self->n_item_pages)
    {
      double top = draw_header (self, cr, NULL);
      double text_w = self->page.width - 2 * self->page.margin;

      ishi_sheet_draw_paragraph (cr, self->blank_title, BODY_SIZE, TRUE, self->page.margin, top, text_w);
      top += ishi_sheet_paragraph_height (cr, self->blank_title, BODY_SIZE, TRUE, text_w) + GAP;
      /* four boards, as large as the page lets them */
      for (guint k = 0; k < 2 * COLUMNS; k++)
        {
          cell_x = self->page.margin + (k % COLUMNS) * (self->cell_w + GUTTER);
          y = top + (k / COLUMNS) * (self->blank_side + GUTTER);
          draw_board (self, cr, self->blank, cell_x, y, self->blank_side);
        }
    }
  else if (index < self->n_pages)
    draw_key_page (self, cr, index - self->n_item_pages - (self->blank ? 1 : 0));
  draw_footer (self, cr, index);
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
