/* ishi-lesson.c — reading lesson files (the format of lesson.rng): the
 * model of ishi-lesson.h built from a file's tree once ishi-lesson-load.c
 * has let the file in.
 *
 * A lesson file is untrusted input: a teacher copies it from somewhere into
 * $XDG_DATA_HOME/ishi/lessons.  So the loader
 *
 *   - reads the file itself, refusing anything over ISHI_LESSON_MAX_BYTES
 *     before reading it whole;
 *   - refuses any DOCTYPE by looking at the bytes of the prolog BEFORE
 *     libxml2 sees them: a lesson never needs one (the format has no
 *     entities), and refusing it at once means that no internal entity is
 *     ever expanded (billion laughs), no external entity or DTD is ever
 *     fetched (XXE) — the parse never starts;
 *   - parses with XML_PARSE_NONET and without XML_PARSE_NOENT or
 *     XML_PARSE_DTDLOAD, and forces UTF-8, as a second line of defence;
 *   - validates against lesson.rng, compiled into core as a GResource so
 *     that no installed data directory is needed;
 *   - then builds the model of ishi-lesson.h, converting every point with
 *     the game's parse_point, and checks what the schema cannot say (points
 *     on the board and inside the region, one stone per point, unique step
 *     ids).
 *
 * Every error is "FILE:LINE: what is wrong".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>

#include "ishi-lesson-reader.h"

#define LESSON_NS "https://ishi.github.io/ns/lesson/1"

G_DEFINE_QUARK (ishi-lesson-error-quark, ishi_lesson_error)

/* --- freeing ------------------------------------------------------------- */

void
ishi_lesson_run_free (gpointer data)
{
  IshiLessonRun *run = data;

  g_free (run->text);
  g_free (run->ruby);
  g_free (run);
}

void
ishi_lesson_paragraph_free (IshiLessonParagraph *p)
{
  if (p == NULL)
    return;
  g_ptr_array_unref (p->runs);
  g_free (p);
}

static void
paragraph_free (gpointer data)
{
  ishi_lesson_paragraph_free (data);
}

static IshiLessonParagraph *
paragraph_new (int line)
{
  IshiLessonParagraph *p = g_new0 (IshiLessonParagraph, 1);

  p->runs = g_ptr_array_new_with_free_func (ishi_lesson_run_free);
  p->line = line;
  return p;
}

static GPtrArray *
paragraphs_new (void)
{
  return g_ptr_array_new_with_free_func (paragraph_free);
}

static void
move_free (gpointer data)
{
  IshiLessonMove *move = data;

  g_clear_pointer (&move->text, g_ptr_array_unref);
  g_free (move);
}

static void
label_clear (gpointer data)
{
  IshiLessonLabel *label = data;

  g_free (label->text);
}

static void
diagram_init (IshiLessonDiagram *d)
{
  d->black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->labels = g_array_new (FALSE, FALSE, sizeof (IshiLessonLabel));
  g_array_set_clear_func (d->labels, label_clear);
  d->marks = g_array_new (FALSE, FALSE, sizeof (IshiLessonMark));
  d->highlights = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->lines = g_array_new (FALSE, FALSE, sizeof (IshiLessonLine));
  d->moves = g_ptr_array_new_with_free_func (move_free);
}

static void
diagram_clear (IshiLessonDiagram *d)
{
  g_clear_pointer (&d->black, g_array_unref);
  g_clear_pointer (&d->white, g_array_unref);
  g_clear_pointer (&d->labels, g_array_unref);
  g_clear_pointer (&d->marks, g_array_unref);
  g_clear_pointer (&d->highlights, g_array_unref);
  g_clear_pointer (&d->lines, g_array_unref);
  g_clear_pointer (&d->moves, g_ptr_array_unref);
}

static void
task_free (IshiLessonTask *task)
{
  if (task == NULL)
    return;
  paragraph_free (task->prompt);
  g_clear_pointer (&task->answers, g_array_unref);
  g_clear_pointer (&task->right, g_ptr_array_unref);
  g_clear_pointer (&task->wrong, g_ptr_array_unref);
  g_clear_pointer (&task->hint, g_ptr_array_unref);
  g_free (task);
}

void
ishi_lesson_step_free (gpointer data)
{
  IshiLessonStep *step = data;

  g_free (step->id);
  g_free (step->title);
  g_clear_pointer (&step->title_runs, paragraph_free);
  diagram_clear (&step->diagram);
  g_clear_pointer (&step->text, g_ptr_array_unref);
  g_clear_pointer (&step->sequence, g_ptr_array_unref);
  task_free (step->task);
  g_free (step);
}

void
ishi_lesson_free (IshiLesson *lesson)
{
  if (lesson == NULL)
    return;
  g_free (lesson->filename);
  g_free (lesson->id);
  g_free (lesson->audience);
  g_free (lesson->title);
  g_clear_pointer (&lesson->title_runs, paragraph_free);
  g_free (lesson->description);
  g_clear_pointer (&lesson->description_runs, paragraph_free);
  g_clear_pointer (&lesson->steps, g_ptr_array_unref);
  g_free (lesson);
}

/* --- points ------------------------------------------------------------- */

/* A point that is not on the board, said with what is: the columns and
 * rows of this board.  Go's columns skip the letter I (A–H, J–T), which a
 * teacher counting letters easily forgets, so a Go point in column I and a
 * Go board wide enough to reach past H both say so. */
static void
fail_not_a_point (Reader *r, xmlNode *node, int size, const char *text)
{
  gboolean go = strcmp (r->rules->id, "go") == 0;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;

  if (go && (text[0] == 'I' || text[0] == 'i'))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                   _("“%s” is not a point: Go boards skip the letter I, so the column after H is J"),
                   text);
      return;
    }
  first = r->rules->format_point (size, 0, 0);
  last = r->rules->format_point (size, size - 1, 0);
  if (first == NULL || last == NULL)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                   _("“%s” is not a point of this %d×%d board"), text, size, size);
      return;
    }
  if (go && size > 8)
    reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                 _("“%s” is not a point of this %d×%d board: its columns are %c to %c (the letter I is skipped) and its rows 1 to %d"),
                 text, size, size, first[0], last[0], size);
  else
    reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                 _("“%s” is not a point of this %d×%d board: its columns are %c to %c and its rows 1 to %d"),
                 text, size, size, first[0], last[0], size);
}

static gboolean
parse_one_point (Reader *r, xmlNode *node, int size, const char *text, gboolean allow_pass,
                 IshiPoint *point)
{
  int x = -1, y = -1;

  if (!allow_pass && g_ascii_strcasecmp (text, "pass") == 0)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node), _("“pass” is not allowed here"));
      return FALSE;
    }
  if (!r->rules->parse_point (size, text, &x, &y))
    {
      fail_not_a_point (r, node, size, text);
      return FALSE;
    }
  point->x = x;
  point->y = y;
  return TRUE;
}

static gboolean
in_region (const IshiLessonDiagram *d, IshiPoint p)
{
  return p.x >= d->region_min.x && p.x <= d->region_max.x
         && p.y >= d->region_min.y && p.y <= d->region_max.y;
}

/* Reads the point list of attribute `name` into `out` (of IshiPoint). */
static gboolean
read_points (Reader *r, xmlNode *node, const IshiLessonDiagram *d, const char *name,
             GArray *out)
{
  g_autofree char *value = attr (node, name);
  g_auto(GStrv) words = NULL;

  if (value == NULL)
    return TRUE;
  words = g_strsplit_set (g_strstrip (value), " \t\r\n", -1);
  for (guint i = 0; words[i]; i++)
    {
      IshiPoint p;

      if (words[i][0] == '\0')
        continue;
      if (!parse_one_point (r, node, d->size, words[i], FALSE, &p))
        return FALSE;
      if (!in_region (d, p))
        {
          reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                       _("%s is outside the diagram’s region"), words[i]);
          return FALSE;
        }
      g_array_append_val (out, p);
    }
  return TRUE;
}

/* --- rich text -------------------------------------------------------------- */

/* Source text is indented and wrapped by the author; Japanese has no spaces
 * between words.  So a stretch of white space that contains a line break
 * disappears when it touches non-ASCII text (or the start or end of the
 * paragraph) and becomes one space between ASCII words; other white space is
 * kept as written. */
static char *
normalize_space (const char *text, gboolean at_start, gboolean at_end)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  while (*p)
    {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        {
          const char *q = p;
          gboolean newline = FALSE;
          gboolean before_ascii, after_ascii;

          while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r')
            {
              if (*q == '\n')
                newline = TRUE;
              q++;
            }
          before_ascii = p > text && (guchar) p[-1] < 0x80;
          after_ascii = *q != '\0' && (guchar) *q < 0x80;
          if ((p == text && at_start) || (*q == '\0' && at_end))
            ; /* trimmed */
          else if (!newline)
            g_string_append_len (out, p, q - p);
          else if ((p == text || before_ascii) && (*q == '\0' || after_ascii)
                   && !(p == text && *q == '\0'))
            g_string_append_c (out, ' ');
          p = q;
        }
      else
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

static void
append_run (IshiLessonParagraph *para, IshiLessonRunKind kind, char *text, char *ruby)
{
  IshiLessonRun *run = g_new0 (IshiLessonRun, 1);

  run->kind = kind;
  run->text = text;
  run->ruby = ruby;
  g_ptr_array_add (para->runs, run);
}

static IshiLessonParagraph *
read_inline (xmlNode *node)
{
  IshiLessonParagraph *para = paragraph_new (node_line (node));

  for (xmlNode *c = node->children; c; c = c->next)
    {
      gboolean first = c->prev == NULL, last = c->next == NULL;

      if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
        {
          char *text = normalize_space ((const char *) c->content, first, last);

          if (*text)
            append_run (para, ISHI_LESSON_RUN_TEXT, text, NULL);
          else
            g_free (text);
        }
      else if (is_element (c, "em"))
        {
          g_autofree char *raw = node_text (c);

          append_run (para, ISHI_LESSON_RUN_EM, normalize_space (raw, TRUE, TRUE), NULL);
        }
      else if (is_element (c, "ruby"))
        {
          GString *base = g_string_new (NULL);
          char *reading = NULL;

          for (xmlNode *rc = c->children; rc; rc = rc->next)
            {
              if (rc->type == XML_TEXT_NODE || rc->type == XML_CDATA_SECTION_NODE)
                g_string_append (base, (const char *) rc->content);
              else if (is_element (rc, "rt") && reading == NULL)
                {
                  g_autofree char *raw = node_text (rc);

                  reading = normalize_space (raw, TRUE, TRUE);
                }
            }
          append_run (para, ISHI_LESSON_RUN_RUBY,
                      normalize_space (base->str, TRUE, TRUE), reading ? reading : g_strdup (""));
          g_string_free (base, TRUE);
        }
      else if (is_element (c, "br"))
        append_run (para, ISHI_LESSON_RUN_BREAK, g_strdup (""), NULL);
    }
  return para;
}

/* A title or description: text with ruby.  `plain` is its text without the
 * readings (the base of each ruby), for lists and window titles; `runs`
 * keeps the ruby for those who show it. */
static gboolean
read_title (Reader *r, xmlNode *node, char **plain, IshiLessonParagraph **runs)
{
  IshiLessonParagraph *para = read_inline (node);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < para->runs->len; i++)
    g_string_append (text, ((IshiLessonRun *) g_ptr_array_index (para->runs, i))->text);
  if (text->len == 0)
    {
      /* The schema took "<title></title>": text and ruby mixed cannot
       * say "not empty" in RELAX NG. */
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node), _("the %s is empty"),
                   (const char *) node->name);
      paragraph_free (para);
      g_string_free (text, TRUE);
      return FALSE;
    }
  g_free (*plain);
  *plain = g_string_free (text, FALSE);
  if (*runs != NULL)
    paragraph_free (*runs);
  *runs = para;
  return TRUE;
}

/* Every <p> child of `node`. */
static GPtrArray *
read_paragraphs (xmlNode *node)
{
  GPtrArray *paras = paragraphs_new ();

  if (node == NULL)
    return paras;
  for (xmlNode *c = node->children; c; c = c->next)
    if (is_element (c, "p"))
      g_ptr_array_add (paras, read_inline (c));
  return paras;
}

char *
ishi_lesson_paragraphs_to_plain (GPtrArray *paragraphs)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (paragraphs != NULL, NULL);

  for (guint i = 0; i < paragraphs->len; i++)
    {
      IshiLessonParagraph *para = g_ptr_array_index (paragraphs, i);

      if (i > 0)
        g_string_append_c (out, '\n');
      for (guint j = 0; j < para->runs->len; j++)
        {
          IshiLessonRun *run = g_ptr_array_index (para->runs, j);

          switch (run->kind)
            {
            case ISHI_LESSON_RUN_BREAK:
              g_string_append_c (out, '\n');
              break;
            case ISHI_LESSON_RUN_RUBY:
              g_string_append_printf (out, "%s(%s)", run->text, run->ruby);
              break;
            case ISHI_LESSON_RUN_TEXT:
            case ISHI_LESSON_RUN_EM:
            default:
              g_string_append (out, run->text);
              break;
            }
        }
    }
  return g_string_free (out, FALSE);
}

/* --- the model ------------------------------------------------------------ */

static IshiColor
parse_color (const char *text, IshiColor fallback)
{
  if (text == NULL)
    return fallback;
  return strcmp (text, "white") == 0 ? ISHI_WHITE : ISHI_BLACK;
}

static const struct {
  const char *name;
  IshiLessonShows shows;
} shows_names[] = {
  { "five", ISHI_LESSON_SHOWS_FIVE },
  { "overline", ISHI_LESSON_SHOWS_OVERLINE },
  { "four", ISHI_LESSON_SHOWS_FOUR },
  { "straight-four", ISHI_LESSON_SHOWS_STRAIGHT_FOUR },
  { "three", ISHI_LESSON_SHOWS_THREE },
  { "four-three", ISHI_LESSON_SHOWS_FOUR_THREE },
  { "double-four", ISHI_LESSON_SHOWS_DOUBLE_FOUR },
  { "double-three", ISHI_LESSON_SHOWS_DOUBLE_THREE },
};

static const struct {
  const char *name;
  IshiLessonCondition condition;
} condition_names[] = {
  { "captures", ISHI_LESSON_CONDITION_CAPTURES },
  { "atari", ISHI_LESSON_CONDITION_ATARI },
  { "legal", ISHI_LESSON_CONDITION_LEGAL },
  { "five", ISHI_LESSON_CONDITION_FIVE },
  { "four", ISHI_LESSON_CONDITION_FOUR },
  { "straight-four", ISHI_LESSON_CONDITION_STRAIGHT_FOUR },
  { "four-three", ISHI_LESSON_CONDITION_FOUR_THREE },
  { "block-four", ISHI_LESSON_CONDITION_BLOCK_FOUR },
  { "forbidden", ISHI_LESSON_CONDITION_FORBIDDEN },
  { "vcf", ISHI_LESSON_CONDITION_VCF },
  { "vct", ISHI_LESSON_CONDITION_VCT },
};

static gboolean
read_move (Reader *r, xmlNode *node, const IshiLessonDiagram *d, gboolean allow_pass,
           IshiColor default_color, int default_number, IshiLessonMove **out)
{
  g_autofree char *color = attr (node, "color");
  g_autofree char *at = attr (node, "at");
  g_autofree char *number = attr (node, "number");
  IshiLessonMove *move = g_new0 (IshiLessonMove, 1);

  move->line = node_line (node);
  move->color = parse_color (color, default_color);
  {
    g_autofree char *twice = attr (node, "twice");

    /* "true" or "false", checked by the schema */
    move->twice = g_strcmp0 (twice, "true") == 0;
  }
  move->number = default_number;
  if (number != NULL)
    {
      guint64 n = 0;

      if (!g_ascii_string_to_unsigned (number, 10, 1, 9999, &n, NULL))
        {
          reader_fail (r, ISHI_LESSON_ERROR_INVALID, move->line, _("the move number “%s” is not between 1 and 9999"), number);
          move_free (move);
          return FALSE;
        }
      move->number = (int) n;
    }
  if (at == NULL || !parse_one_point (r, node, d->size, g_strstrip (at), allow_pass, &move->point))
    {
      move_free (move);
      return FALSE;
    }
  if (move->point.x >= 0 && !in_region (d, move->point))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, move->line, _("%s is outside the diagram’s region"), at);
      move_free (move);
      return FALSE;
    }
  *out = move;
  return TRUE;
}

/* The size attribute, within the game's sizes; without it, the game's usual
 * lesson board (15 for Renju, 9 for Go). */
static gboolean
read_diagram_size (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *size = attr (node, "size");
  gint64 n = 0;

  d->size = r->rules->plain_letters ? 15 : 9;
  if (size == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (size, 10, r->rules->min_size, r->rules->max_size, &n, NULL))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, d->line,
                   _("the board size %s is not allowed for %s (%d to %d)"),
                   size, r->rules->id, r->rules->min_size, r->rules->max_size);
      return FALSE;
    }
  d->size = (int) n;
  return TRUE;
}

/* The region attribute, two corners "A:B" in any order, at least 2×2
 * points; without it, the whole board.  Needs the size. */
static gboolean
read_diagram_region (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *region = attr (node, "region");
  g_auto(GStrv) corners = NULL;
  IshiPoint a, b;

  d->region_min.x = d->region_min.y = 0;
  d->region_max.x = d->region_max.y = d->size - 1;
  if (region == NULL)
    return TRUE;
  corners = g_strsplit (region, ":", 2);
  if (g_strv_length (corners) != 2
      || !parse_one_point (r, node, d->size, corners[0], FALSE, &a)
      || !parse_one_point (r, node, d->size, corners[1], FALSE, &b))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, d->line, _("the region “%s” is not inside the board"), region);
      return FALSE;
    }
  d->has_region = TRUE;
  d->region_min.x = MIN (a.x, b.x);
  d->region_min.y = MIN (a.y, b.y);
  d->region_max.x = MAX (a.x, b.x);
  d->region_max.y = MAX (a.y, b.y);
  if (d->region_max.x - d->region_min.x < 1 || d->region_max.y - d->region_min.y < 1)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, d->line, _("the region “%s” is too small (at least 2×2 points)"), region);
      return FALSE;
    }
  return TRUE;
}

/* The shows attribute (a Renju shape the diagram claims); an unknown name
 * leaves it unset. */
static void
read_diagram_shows (xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *shows = attr (node, "shows");

  if (shows == NULL)
    return;
  for (gsize i = 0; i < G_N_ELEMENTS (shows_names); i++)
    if (strcmp (shows, shows_names[i].name) == 0)
      d->shows = shows_names[i].shows;
}

/* A <black> or <white>: its setup stones, each on a point that no setup
 * stone before it took (`occupied`, one cell a point, marks the taken ones). */
static gboolean
read_setup_stones (Reader *r, xmlNode *node, IshiLessonDiagram *d, guint8 *occupied)
{
  GArray *stones = is_element (node, "black") ? d->black : d->white;
  guint before = stones->len;

  if (!read_points (r, node, d, "at", stones))
    return FALSE;
  for (guint i = before; i < stones->len; i++)
    {
      IshiPoint p = g_array_index (stones, IshiPoint, i);
      guint8 *cell = &occupied[p.y * d->size + p.x];

      if (*cell)
        {
          g_autofree char *name = r->rules->format_point (d->size, p.x, p.y);

          reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                       _("two setup stones on %s"), name);
          return FALSE;
        }
      *cell = 1;
    }
  return TRUE;
}

/* A <label>: a text (empty without the attribute) on one point of the
 * region. */
static gboolean
read_label (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  IshiLessonLabel label = { { 0, 0 }, NULL, node_line (node) };
  g_autofree char *at = attr (node, "at");

  if (at == NULL || !parse_one_point (r, node, d->size, g_strstrip (at), FALSE, &label.point))
    return FALSE;
  if (!in_region (d, label.point))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, label.line, _("%s is outside the diagram’s region"), at);
      return FALSE;
    }
  label.text = attr (node, "text");
  if (label.text == NULL)
    label.text = g_strdup ("");
  g_array_append_val (d->labels, label);
  return TRUE;
}

/* A <mark>: one mark of its shape (a triangle unless said otherwise) on
 * each of its points. */
static gboolean
read_mark (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autofree char *shape = attr (node, "shape");
  IshiLessonMarkShape s = ISHI_LESSON_MARK_TRIANGLE;

  if (g_strcmp0 (shape, "square") == 0)
    s = ISHI_LESSON_MARK_SQUARE;
  else if (g_strcmp0 (shape, "circle") == 0)
    s = ISHI_LESSON_MARK_CIRCLE;
  else if (g_strcmp0 (shape, "cross") == 0)
    s = ISHI_LESSON_MARK_CROSS;
  if (!read_points (r, node, d, "at", points))
    return FALSE;
  for (guint i = 0; i < points->len; i++)
    {
      IshiLessonMark mark = { g_array_index (points, IshiPoint, i), s, node_line (node) };

      g_array_append_val (d->marks, mark);
    }
  return TRUE;
}

/* A <line> from one point to another, horizontal, vertical or diagonal,
 * both ends in the region. */
static gboolean
read_diagram_line (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *from = attr (node, "from");
  g_autofree char *to = attr (node, "to");
  IshiLessonLine line = { { 0, 0 }, { 0, 0 }, node_line (node) };
  int dx, dy;

  if (from == NULL || to == NULL
      || !parse_one_point (r, node, d->size, g_strstrip (from), FALSE, &line.from)
      || !parse_one_point (r, node, d->size, g_strstrip (to), FALSE, &line.to))
    return FALSE;
  dx = ABS (line.to.x - line.from.x);
  dy = ABS (line.to.y - line.from.y);
  if (!(dx == 0 || dy == 0 || dx == dy))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, line.line,
                   _("the line from %s to %s is not horizontal, vertical or diagonal"), from, to);
      return FALSE;
    }
  if (!in_region (d, line.from) || !in_region (d, line.to))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, line.line, _("the line from %s to %s leaves the diagram’s region"), from, to);
      return FALSE;
    }
  g_array_append_val (d->lines, line);
  return TRUE;
}

/* A numbered <move> shown on the diagram; by default of the colour after
 * the move before (`next_color`) and the number after it (`last_number`),
 * both then moved on past it. */
static gboolean
read_diagram_move (Reader *r, xmlNode *node, IshiLessonDiagram *d,
                   IshiColor *next_color, int *last_number)
{
  IshiLessonMove *move = NULL;

  if (!read_move (r, node, d, FALSE, *next_color, *last_number + 1, &move))
    return FALSE;
  g_ptr_array_add (d->moves, move);
  *next_color = ishi_color_other (move->color);
  *last_number = move->number;
  return TRUE;
}

/* A <diagram>: its attributes first (the children need the size and the
 * region), then its children in document order, stopping at the first
 * error.  Without to-move, the side to move is the one after the last
 * numbered move (Black when there is none). */
static gboolean
read_diagram (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *to_move = attr (node, "to-move");
  g_autofree guint8 *occupied = NULL;
  int last_number = 0;
  IshiColor next_color = ISHI_BLACK;

  d->line = node_line (node);
  if (!read_diagram_size (r, node, d) || !read_diagram_region (r, node, d))
    return FALSE;
  read_diagram_shows (node, d);

  occupied = g_new0 (guint8, (gsize) d->size * d->size);
  for (xmlNode *c = node->children; c && r->error == NULL; c = c->next)
    {
      gboolean ok = TRUE;

      if (is_element (c, "black") || is_element (c, "white"))
        ok = read_setup_stones (r, c, d, occupied);
      else if (is_element (c, "label"))
        ok = read_label (r, c, d);
      else if (is_element (c, "mark"))
        ok = read_mark (r, c, d);
      else if (is_element (c, "highlight"))
        ok = read_points (r, c, d, "at", d->highlights);
      else if (is_element (c, "line"))
        ok = read_diagram_line (r, c, d);
      else if (is_element (c, "move"))
        ok = read_diagram_move (r, c, d, &next_color, &last_number);
      if (!ok)
        return FALSE;
    }

  d->to_move_given = to_move != NULL;
  if (to_move != NULL)
    d->to_move = parse_color (to_move, ISHI_BLACK);
  else
    d->to_move = next_color;
  return r->error == NULL;
}

static gboolean
read_task (Reader *r, xmlNode *node, IshiLessonStep *step, IshiColor default_to_play)
{
  IshiLessonTask *task = g_new0 (IshiLessonTask, 1);
  g_autofree char *to_play = attr (node, "to-play");
  g_autofree char *then = attr (node, "then");

  step->task = task;
  task->line = node_line (node);
  task->to_play = parse_color (to_play, default_to_play);
  task->then = g_strcmp0 (then, "stay") == 0 ? ISHI_LESSON_THEN_STAY : ISHI_LESSON_THEN_NEXT;
  task->answers = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  task->count = 1;
  task->right = paragraphs_new ();
  task->wrong = paragraphs_new ();
  task->hint = paragraphs_new ();

  for (xmlNode *c = node->children; c && r->error == NULL; c = c->next)
    {
      if (is_element (c, "prompt"))
        task->prompt = read_inline (c);
      else if (is_element (c, "answer"))
        {
          g_autofree char *condition = attr (c, "condition");
          g_autofree char *count = attr (c, "count");
          g_autofree char *moves = attr (c, "moves");
          g_autofree char *at = attr (c, "at");
          gboolean puzzle;

          task->answer_line = node_line (c);
          if (!read_points (r, c, &step->diagram, "at", task->answers))
            return FALSE;
          if (condition != NULL)
            for (gsize i = 0; i < G_N_ELEMENTS (condition_names); i++)
              if (strcmp (condition, condition_names[i].name) == 0)
                task->condition = condition_names[i].condition;
          if (count != NULL)
            {
              guint64 n = 0;

              if (!g_ascii_string_to_unsigned (count, 10, 1, 10000, &n, NULL))
                {
                  reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line, _("count=“%s” is not a number of stones"), count);
                  return FALSE;
                }
              if (task->condition != ISHI_LESSON_CONDITION_CAPTURES)
                {
                  reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line,
                               _("count= only goes with condition=“captures”"));
                  return FALSE;
                }
              task->count = (int) n;
            }
          puzzle = task->condition == ISHI_LESSON_CONDITION_VCF
                   || task->condition == ISHI_LESSON_CONDITION_VCT;
          if (moves != NULL)
            {
              guint64 n = 0;

              if (!g_ascii_string_to_unsigned (moves, 10, 1, 59, &n, NULL) || n % 2 == 0)
                {
                  reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line,
                               _("moves=“%s” is not an odd number of moves from 1 to 59"), moves);
                  return FALSE;
                }
              if (!puzzle)
                {
                  reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line,
                               _("moves= only goes with condition=“vcf” or “vct”"));
                  return FALSE;
                }
              task->moves = (int) n;
            }
          if (puzzle && (moves == NULL || at == NULL))
            {
              reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line,
                           _("a puzzle (condition=“vcf” or “vct”) needs moves= (how many moves at most) and at= (its first move)"));
              return FALSE;
            }
          if (at == NULL && condition == NULL)
            {
              reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line,
                           _("an answer needs at= (the right points), condition= or both"));
              return FALSE;
            }
        }
      else if (is_element (c, "right"))
        {
          g_ptr_array_unref (task->right);
          task->right = read_paragraphs (c);
        }
      else if (is_element (c, "wrong"))
        {
          g_ptr_array_unref (task->wrong);
          task->wrong = read_paragraphs (c);
        }
      else if (is_element (c, "hint"))
        {
          g_ptr_array_unref (task->hint);
          task->hint = read_paragraphs (c);
        }
      else if (is_element (c, "reply"))
        {
          g_autofree char *at = attr (c, "at");

          if (at == NULL || !parse_one_point (r, c, step->diagram.size, g_strstrip (at), TRUE, &task->reply))
            return FALSE;
          if (task->reply.x >= 0 && !in_region (&step->diagram, task->reply))
            {
              reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (c), _("%s is outside the diagram’s region"), at);
              return FALSE;
            }
          task->has_reply = TRUE;
        }
    }
  if (task->prompt == NULL)
    task->prompt = paragraph_new (task->line);
  return r->error == NULL;
}

static gboolean
read_step (Reader *r, xmlNode *node, GHashTable *ids)
{
  IshiLessonStep *step = g_new0 (IshiLessonStep, 1);
  xmlNode *task_node = NULL;
  IshiColor next_color;
  int last_number;

  diagram_init (&step->diagram);
  step->text = paragraphs_new ();
  step->sequence = g_ptr_array_new_with_free_func (move_free);
  step->line = node_line (node);
  step->id = attr (node, "id");
  g_ptr_array_add (r->lesson->steps, step);

  if (step->id != NULL)
    {
      if (g_hash_table_contains (ids, step->id))
        {
          reader_fail (r, ISHI_LESSON_ERROR_INVALID, step->line, _("a second step with id “%s”"), step->id);
          return FALSE;
        }
      g_hash_table_add (ids, g_strdup (step->id));
    }

  /* The diagram first: the other parts need its size and region. */
  for (xmlNode *c = node->children; c; c = c->next)
    if (is_element (c, "diagram") && !read_diagram (r, c, &step->diagram))
      return FALSE;

  next_color = step->diagram.to_move;
  last_number = step->diagram.moves->len > 0
    ? ((IshiLessonMove *) g_ptr_array_index (step->diagram.moves, step->diagram.moves->len - 1))->number
    : 0;
  for (xmlNode *c = node->children; c && r->error == NULL; c = c->next)
    {
      if (is_element (c, "title"))
        read_title (r, c, &step->title, &step->title_runs);
      else if (is_element (c, "text"))
        {
          g_ptr_array_unref (step->text);
          step->text = read_paragraphs (c);
        }
      else if (is_element (c, "sequence"))
        {
          for (xmlNode *m = c->children; m; m = m->next)
            if (is_element (m, "move"))
              {
                IshiLessonMove *move = NULL;

                if (!read_move (r, m, &step->diagram, TRUE, next_color, last_number + 1, &move))
                  return FALSE;
                move->text = read_paragraphs (m);
                g_ptr_array_add (step->sequence, move);
                next_color = ishi_color_other (move->color);
                last_number = move->number;
              }
        }
      else if (is_element (c, "task"))
        task_node = c;
    }
  if (task_node != NULL && !read_task (r, task_node, step, next_color))
    return FALSE;
  return r->error == NULL;
}

gboolean
ishi_lesson_read_root (Reader *r, xmlNode *root)
{
  g_autofree char *game = attr (root, "game");
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  r->rules = ishi_rules_lookup (game ? game : "");
  if (r->rules == NULL)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (root), _("unknown game “%s”"), game ? game : "");
      return FALSE;
    }
  r->lesson->rules = r->rules;
  r->lesson->line = node_line (root);
  r->lesson->id = attr (root, "id");
  r->lesson->audience = attr (root, "audience");
  {
    g_autofree char *order = attr (root, "order");
    gint64 n = ISHI_LESSON_NO_ORDER;

    /* The schema has checked the range; a bad value cannot get here. */
    if (order != NULL && !g_ascii_string_to_signed (order, 10, 0, 9999, &n, NULL))
      n = ISHI_LESSON_NO_ORDER;
    r->lesson->order = (int) n;
  }
  {
    g_autofree char *grade = attr (root, "grade");
    gint64 n = 0;

    /* The schema has checked the range (1 to 6) or "adult". */
    if (g_strcmp0 (grade, "adult") == 0)
      n = ISHI_LESSON_GRADE_ADULT;
    else if (grade != NULL && !g_ascii_string_to_signed (grade, 10, 1, 6, &n, NULL))
      n = 0;
    r->lesson->grade = (int) n;
  }
  for (xmlNode *c = root->children; c && r->error == NULL; c = c->next)
    {
      if (is_element (c, "title"))
        read_title (r, c, &r->lesson->title, &r->lesson->title_runs);
      else if (is_element (c, "description"))
        read_title (r, c, &r->lesson->description, &r->lesson->description_runs);
      else if (is_element (c, "step"))
        read_step (r, c, ids);
    }
  if (r->lesson->description == NULL)
    r->lesson->description = g_strdup ("");
  if (r->lesson->title == NULL)
    r->lesson->title = g_strdup ("");
  return r->error == NULL;
}
