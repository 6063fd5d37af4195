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

#include "ishi-lesson-read-diagram.h"

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
  ishi_lesson_diagram_clear (&step->diagram);
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
  { "same-fifth", ISHI_LESSON_CONDITION_SAME_FIFTH },
};

/* count=: how many stones a "captures" answer takes. */
static gboolean
read_answer_count (Reader *r, IshiLessonTask *task, const char *count)
{
  guint64 n = 0;

  if (count == NULL)
    return TRUE;
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
  return TRUE;
}

/* of=: the fifth move offered, for condition="same-fifth" (and only it). */
static gboolean
read_answer_of (Reader *r, xmlNode *c, IshiLessonStep *step, char *of)
{
  IshiLessonTask *task = step->task;

  task->of = (IshiPoint) { -1, -1 };
  if ((of != NULL) != (task->condition == ISHI_LESSON_CONDITION_SAME_FIFTH))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line,
                   _("of= (the fifth move offered) goes with condition=“same-fifth”, and it needs one"));
      return FALSE;
    }
  return of == NULL || ishi_lesson_parse_one_point (r, c, step->diagram.size, g_strstrip (of), FALSE, &task->of);
}

/* moves=: how many moves a puzzle (condition "vcf" or "vct") takes at
 * most, which it needs, with at= its first move. */
static gboolean
read_answer_moves (Reader *r, IshiLessonTask *task, const char *moves, const char *at)
{
  gboolean puzzle = task->condition == ISHI_LESSON_CONDITION_VCF
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
  return TRUE;
}

/* <answer>: the right points (at=), or a condition the move must meet,
 * or both. */
static gboolean
read_answer (Reader *r, xmlNode *c, IshiLessonStep *step)
{
  IshiLessonTask *task = step->task;
  g_autofree char *condition = attr (c, "condition");
  g_autofree char *count = attr (c, "count");
  g_autofree char *moves = attr (c, "moves");
  g_autofree char *at = attr (c, "at");
  g_autofree char *of = attr (c, "of");

  task->answer_line = node_line (c);
  if (!ishi_lesson_read_points (r, c, &step->diagram, "at", task->answers))
    return FALSE;
  if (condition != NULL)
    for (gsize i = 0; i < G_N_ELEMENTS (condition_names); i++)
      if (strcmp (condition, condition_names[i].name) == 0)
        task->condition = condition_names[i].condition;
  if (!read_answer_count (r, task, count) || !read_answer_of (r, c, step, of)
      || !read_answer_moves (r, task, moves, at))
    return FALSE;
  if (at == NULL && condition == NULL)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, task->answer_line,
                   _("an answer needs at= (the right points), condition= or both"));
      return FALSE;
    }
  return TRUE;
}

/* <reply at="…">: the other side's answer played on the diagram (at="pass"
 * for none), inside its region. */
static gboolean
read_reply (Reader *r, xmlNode *c, IshiLessonStep *step)
{
  IshiLessonTask *task = step->task;
  g_autofree char *at = attr (c, "at");

  if (at == NULL || !ishi_lesson_parse_one_point (r, c, step->diagram.size, g_strstrip (at), TRUE, &task->reply))
    return FALSE;
  if (task->reply.x >= 0 && !ishi_lesson_in_region (&step->diagram, task->reply))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (c), _("%s is outside the diagram’s region"), at);
      return FALSE;
    }
  task->has_reply = TRUE;
  return TRUE;
}

/* One of <right>, <wrong> or <hint>, in place of what was there. */
static void
replace_paragraphs (GPtrArray **paragraphs, xmlNode *c)
{
  g_ptr_array_unref (*paragraphs);
  *paragraphs = read_paragraphs (c);
}

static gboolean
read_task (Reader *r, xmlNode *node, IshiLessonStep *step, IshiColor default_to_play)
{
  IshiLessonTask *task = g_new0 (IshiLessonTask, 1);
  g_autofree char *to_play = attr (node, "to-play");
  g_autofree char *then = attr (node, "then");

  step->task = task;
  task->line = node_line (node);
  task->to_play = ishi_lesson_parse_color (to_play, default_to_play);
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
      else if (is_element (c, "answer") && !read_answer (r, c, step))
        return FALSE;
      else if (is_element (c, "right"))
        replace_paragraphs (&task->right, c);
      else if (is_element (c, "wrong"))
        replace_paragraphs (&task->wrong, c);
      else if (is_element (c, "hint"))
        replace_paragraphs (&task->hint, c);
      else if (is_element (c, "reply") && !read_reply (r, c, step))
        return FALSE;
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

  ishi_lesson_diagram_init (&step->diagram);
  step->text = paragraphs_new ();
  step->sequence = g_ptr_array_new_with_free_func (ishi_lesson_move_free);
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
    if (is_element (c, "diagram") && !ishi_lesson_read_diagram (r, c, &step->diagram))
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

                if (!ishi_lesson_read_move (r, m, &step->diagram, TRUE, next_color, last_number + 1, &move))
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
