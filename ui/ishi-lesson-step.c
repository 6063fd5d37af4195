/* ishi-lesson-step.c — lessons as the page plays them.
 *
 * Reading: each file of the lesson folders is read with libxml2, never from
 * the network and with no DTD or entity (a file with a DOCTYPE is refused
 * before it is parsed), into plain structures: steps with their diagram,
 * text, sequence and task.  A file that cannot be read is kept as an error
 * "FILE:LINE: what is wrong", and the others still load.
 *
 * Playing: the diagram's setup and numbered moves, the sequence, the answer
 * and the reply all go through the game's IshiRules, so captures happen and
 * Black's forbidden points are refused by the same code as in a game.  The
 * conditions of a task (captures, atari, five, four, …, forbidden) are
 * checked on the position after the move, through the same rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "ishi-lesson-step.h"
#include "ishi-ruleset.h"

#define LESSON_NS "https://ishi.github.io/ns/lesson/1"
#define MAX_FILE_SIZE (4 * 1024 * 1024)

/* ------------------------------------------------------------------------ */
/* The data                                                                  */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiTextRunKind kind;
  char *text;
  char *reading;
} Run;

typedef struct {
  IshiColor color;
  IshiPoint point;          /* x < 0: a pass */
  guint number;             /* diagram moves: the number shown */
  GPtrArray *text;          /* sequence moves: paragraphs (GArray of Run), or NULL */
} Move;

typedef struct {
  IshiPoint point;
  char *text;
} Label;

typedef struct {
  IshiPoint point;
  IshiBoardMark shape;
} Mark;

typedef struct {
  int size;
  IshiColor to_move;        /* ISHI_EMPTY: as the moves leave it */
  GArray *black, *white;    /* of IshiPoint */
  GArray *labels;           /* of Label */
  GArray *marks;            /* of Mark */
  GArray *highlights;       /* of IshiPoint */
  GArray *lines;            /* of IshiSegment */
  GArray *moves;            /* of Move */
} Diagram;

typedef enum {
  COND_NONE = 0,
  COND_CAPTURES,
  COND_ATARI,
  COND_LEGAL,
  COND_FIVE,
  COND_FOUR,
  COND_STRAIGHT_FOUR,
  COND_FOUR_THREE,
  COND_BLOCK_FOUR,
  COND_FORBIDDEN,
} Condition;

typedef struct {
  IshiColor to_play;        /* ISHI_EMPTY: the diagram's side to move */
  GPtrArray *prompt, *right, *wrong, *hint;
  GArray *answers;          /* of IshiPoint */
  Condition condition;
  int count;
  IshiPoint reply;          /* x < 0: none */
  gboolean stay;
} Task;

typedef struct {
  char *title;
  Diagram diagram;
  GPtrArray *text;
  GArray *sequence;         /* of Move */
  Task *task;
} Step;

struct _IshiLessonDoc {
  char *id;
  char *title;
  char *description;
  char *game;
  const IshiRules *rules;
  GPtrArray *steps;         /* of Step */
};

struct _IshiLessonShelf {
  GPtrArray *lessons;       /* of IshiLessonDoc */
  GPtrArray *errors;        /* of char*: "FILE:LINE: message" */
  GPtrArray *error_files;   /* of char*: base names */
};

static void
run_clear (gpointer data)
{
  Run *run = data;

  g_free (run->text);
  g_free (run->reading);
}

static GArray *
paragraph_new (void)
{
  GArray *paragraph = g_array_new (FALSE, FALSE, sizeof (Run));

  g_array_set_clear_func (paragraph, run_clear);
  return paragraph;
}

static GPtrArray *
paragraphs_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
}

static void
move_clear (gpointer data)
{
  Move *move = data;

  g_clear_pointer (&move->text, g_ptr_array_unref);
}

static void
label_clear (gpointer data)
{
  g_free (((Label *) data)->text);
}

static void
task_free (Task *task)
{
  g_clear_pointer (&task->prompt, g_ptr_array_unref);
  g_clear_pointer (&task->right, g_ptr_array_unref);
  g_clear_pointer (&task->wrong, g_ptr_array_unref);
  g_clear_pointer (&task->hint, g_ptr_array_unref);
  g_clear_pointer (&task->answers, g_array_unref);
  g_free (task);
}

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->title);
  g_array_unref (step->diagram.black);
  g_array_unref (step->diagram.white);
  g_array_unref (step->diagram.labels);
  g_array_unref (step->diagram.marks);
  g_array_unref (step->diagram.highlights);
  g_array_unref (step->diagram.lines);
  g_array_unref (step->diagram.moves);
  g_clear_pointer (&step->text, g_ptr_array_unref);
  g_array_unref (step->sequence);
  g_clear_pointer (&step->task, task_free);
  g_free (step);
}

static Step *
step_new (void)
{
  Step *step = g_new0 (Step, 1);

  step->diagram.black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  step->diagram.white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  step->diagram.labels = g_array_new (FALSE, FALSE, sizeof (Label));
  g_array_set_clear_func (step->diagram.labels, label_clear);
  step->diagram.marks = g_array_new (FALSE, FALSE, sizeof (Mark));
  step->diagram.highlights = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  step->diagram.lines = g_array_new (FALSE, FALSE, sizeof (IshiSegment));
  step->diagram.moves = g_array_new (FALSE, FALSE, sizeof (Move));
  g_array_set_clear_func (step->diagram.moves, move_clear);
  step->sequence = g_array_new (FALSE, FALSE, sizeof (Move));
  g_array_set_clear_func (step->sequence, move_clear);
  return step;
}

static void
lesson_free (gpointer data)
{
  IshiLessonDoc *lesson = data;

  g_free (lesson->id);
  g_free (lesson->title);
  g_free (lesson->description);
  g_free (lesson->game);
  g_ptr_array_unref (lesson->steps);
  g_free (lesson);
}

/* ------------------------------------------------------------------------ */
/* Reading a file                                                            */
/* ------------------------------------------------------------------------ */

typedef struct {
  const char *name;         /* the file's base name, for messages */
  const IshiRules *rules;
  int size;                 /* of the diagram being read */
  GError *error;
} Reader;

static gboolean
is_element (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE
         && node->ns != NULL && strcmp ((const char *) node->ns->href, LESSON_NS) == 0
         && strcmp ((const char *) node->name, name) == 0;
}

G_GNUC_PRINTF (3, 4)
static void
reader_fail (Reader *reader, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (reader->error != NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  reader->error = g_error_new (G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "%s:%ld: %s",
                               reader->name, node ? xmlGetLineNo (node) : 0L, message);
}

static char *
get_attr (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

/* Text of an element, newlines and the indentation after them dropped (a
 * line break in the source of Japanese text is no space). */
static char *
clean_text (const char *raw)
{
  GString *out = g_string_new (NULL);

  for (const char *p = raw; *p; p++)
    {
      if (*p == '\n' || *p == '\r')
        {
          while (p[1] == ' ' || p[1] == '\t' || p[1] == '\n' || p[1] == '\r')
            p++;
          continue;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static char *
node_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = clean_text (content ? (const char *) content : "");

  xmlFree (content);
  return g_strstrip (text);
}

static void
append_run (GArray *paragraph, IshiTextRunKind kind, char *text, char *reading)
{
  Run run = { kind, text, reading };

  g_array_append_val (paragraph, run);
}

/* Inline content: text, <em> (which may hold ruby), <ruby>, <br/>. */
static void
read_inline (Reader *reader, xmlNode *parent, GArray *paragraph, gboolean emphasis)
{
  for (xmlNode *node = parent->children; node; node = node->next)
    {
      if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE)
        {
          g_autofree char *text = clean_text ((const char *) node->content);

          if (*text)
            append_run (paragraph, emphasis ? ISHI_TEXT_RUN_EMPHASIS : ISHI_TEXT_RUN_PLAIN,
                        g_steal_pointer (&text), NULL);
        }
      else if (is_element (node, "em"))
        read_inline (reader, node, paragraph, TRUE);
      else if (is_element (node, "br"))
        append_run (paragraph, ISHI_TEXT_RUN_BREAK, NULL, NULL);
      else if (is_element (node, "ruby"))
        {
          GString *base = g_string_new (NULL);
          char *reading = NULL;

          for (xmlNode *part = node->children; part; part = part->next)
            {
              if (part->type == XML_TEXT_NODE)
                {
                  g_autofree char *text = clean_text ((const char *) part->content);

                  g_string_append (base, text);
                }
              else if (is_element (part, "rt"))
                {
                  g_free (reading);
                  reading = node_text (part);
                }
            }
          append_run (paragraph, emphasis ? ISHI_TEXT_RUN_EMPHASIS_RUBY : ISHI_TEXT_RUN_RUBY,
                      g_string_free (base, FALSE), reading);
        }
      else if (node->type == XML_ELEMENT_NODE)
        reader_fail (reader, node, _("“%s” is not allowed in text"), (const char *) node->name);
    }
}

/* <p> children, or inline content directly (a prompt). */
static GPtrArray *
read_paragraphs (Reader *reader, xmlNode *parent)
{
  GPtrArray *paragraphs = paragraphs_new ();
  gboolean has_p = FALSE;

  for (xmlNode *node = parent->children; node; node = node->next)
    if (is_element (node, "p"))
      {
        GArray *paragraph = paragraph_new ();

        has_p = TRUE;
        read_inline (reader, node, paragraph, FALSE);
        g_ptr_array_add (paragraphs, paragraph);
      }
  if (!has_p)
    {
      GArray *paragraph = paragraph_new ();

      read_inline (reader, parent, paragraph, FALSE);
      if (paragraph->len > 0)
        g_ptr_array_add (paragraphs, paragraph);
      else
        g_array_unref (paragraph);
    }
  return paragraphs;
}

static gboolean
read_point (Reader *reader, xmlNode *node, const char *text, IshiPoint *point)
{
  if (!reader->rules->parse_point (reader->size, text, &point->x, &point->y))
    {
      reader_fail (reader, node, _("“%s” is not a point of a %d×%d board"), text, reader->size, reader->size);
      return FALSE;
    }
  return TRUE;
}

static void
read_points (Reader *reader, xmlNode *node, const char *attr, GArray *points)
{
  g_autofree char *value = get_attr (node, attr);
  g_auto(GStrv) words = NULL;

  if (value == NULL)
    {
      reader_fail (reader, node, _("“%s” needs the attribute “%s”"), (const char *) node->name, attr);
      return;
    }
  words = g_strsplit_set (value, " \t\n\r", -1);
  for (guint i = 0; words[i]; i++)
    {
      IshiPoint point;

      if (*words[i] == '\0')
        continue;
      if (read_point (reader, node, words[i], &point))
        g_array_append_val (points, point);
    }
}

static IshiColor
read_color (const char *text, IshiColor fallback)
{
  if (g_strcmp0 (text, "black") == 0)
    return ISHI_BLACK;
  if (g_strcmp0 (text, "white") == 0)
    return ISHI_WHITE;
  return fallback;
}

static void
read_move (Reader *reader, xmlNode *node, IshiColor *next_color, Move *move)
{
  g_autofree char *color = get_attr (node, "color");
  g_autofree char *at = get_attr (node, "at");
  g_autofree char *number = get_attr (node, "number");

  memset (move, 0, sizeof *move);
  move->color = read_color (color, *next_color);
  *next_color = ishi_color_other (move->color);
  move->point = (IshiPoint) { -1, -1 };
  if (at == NULL)
    reader_fail (reader, node, _("“%s” needs the attribute “%s”"), "move", "at");
  else if (strcmp (at, "pass") != 0)
    read_point (reader, node, at, &move->point);
  if (number)
    move->number = (guint) g_ascii_strtoull (number, NULL, 10);
}

static void
read_diagram (Reader *reader, xmlNode *node, Diagram *diagram)
{
  g_autofree char *size = get_attr (node, "size");
  g_autofree char *to_move = get_attr (node, "to-move");
  IshiColor next_color = ISHI_BLACK;
  guint number = 0;

  diagram->size = size ? (int) g_ascii_strtoll (size, NULL, 10)
                       : (reader->rules->plain_letters ? 15 : 9);
  if (diagram->size < reader->rules->min_size || diagram->size > reader->rules->max_size)
    {
      reader_fail (reader, node, _("a board of %s is not possible in this game"), size);
      return;
    }
  reader->size = diagram->size;
  diagram->to_move = read_color (to_move, ISHI_EMPTY);

  for (xmlNode *child = node->children; child; child = child->next)
    {
      if (is_element (child, "black"))
        read_points (reader, child, "at", diagram->black);
      else if (is_element (child, "white"))
        read_points (reader, child, "at", diagram->white);
      else if (is_element (child, "highlight"))
        read_points (reader, child, "at", diagram->highlights);
      else if (is_element (child, "label"))
        {
          g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
          g_autofree char *text = get_attr (child, "text");

          read_points (reader, child, "at", points);
          for (guint i = 0; i < points->len; i++)
            {
              Label label = { g_array_index (points, IshiPoint, i), g_strdup (text ? text : "") };

              g_array_append_val (diagram->labels, label);
            }
        }
      else if (is_element (child, "mark"))
        {
          static const char *const shapes[] = { "", "triangle", "square", "circle", "cross" };
          g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
          g_autofree char *shape = get_attr (child, "shape");
          IshiBoardMark kind = ISHI_BOARD_MARK_TRIANGLE;

          for (guint s = 1; s < G_N_ELEMENTS (shapes); s++)
            if (g_strcmp0 (shape, shapes[s]) == 0)
              kind = s;
          read_points (reader, child, "at", points);
          for (guint i = 0; i < points->len; i++)
            {
              Mark mark = { g_array_index (points, IshiPoint, i), kind };

              g_array_append_val (diagram->marks, mark);
            }
        }
      else if (is_element (child, "line"))
        {
          g_autofree char *from = get_attr (child, "from");
          g_autofree char *to = get_attr (child, "to");
          IshiSegment segment;

          if (from && to && read_point (reader, child, from, &segment.from)
              && read_point (reader, child, to, &segment.to))
            g_array_append_val (diagram->lines, segment);
          else
            reader_fail (reader, child, _("a line needs “from” and “to”"));
        }
      else if (is_element (child, "move"))
        {
          Move move;

          read_move (reader, child, &next_color, &move);
          number++;
          if (move.number == 0)
            move.number = number;
          g_array_append_val (diagram->moves, move);
        }
    }
}

static Condition
read_condition (const char *text)
{
  static const char *const names[] = {
    "", "captures", "atari", "legal", "five", "four", "straight-four",
    "four-three", "block-four", "forbidden",
  };

  for (guint i = 1; text && i < G_N_ELEMENTS (names); i++)
    if (strcmp (text, names[i]) == 0)
      return i;
  return COND_NONE;
}

static Task *
read_task (Reader *reader, xmlNode *node)
{
  Task *task = g_new0 (Task, 1);
  g_autofree char *to_play = get_attr (node, "to-play");
  g_autofree char *then = get_attr (node, "then");

  task->to_play = read_color (to_play, ISHI_EMPTY);
  task->stay = g_strcmp0 (then, "stay") == 0;
  task->answers = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  task->reply = (IshiPoint) { -1, -1 };
  task->count = 1;

  for (xmlNode *child = node->children; child; child = child->next)
    {
      if (is_element (child, "prompt"))
        task->prompt = read_paragraphs (reader, child);
      else if (is_element (child, "right"))
        task->right = read_paragraphs (reader, child);
      else if (is_element (child, "wrong"))
        task->wrong = read_paragraphs (reader, child);
      else if (is_element (child, "hint"))
        task->hint = read_paragraphs (reader, child);
      else if (is_element (child, "answer"))
        {
          g_autofree char *at = get_attr (child, "at");
          g_autofree char *condition = get_attr (child, "condition");
          g_autofree char *count = get_attr (child, "count");

          if (at)
            read_points (reader, child, "at", task->answers);
          if (condition)
            {
              task->condition = read_condition (condition);
              if (task->condition == COND_NONE)
                reader_fail (reader, child, _("unknown condition “%s”"), condition);
            }
          if (count)
            task->count = MAX (1, (int) g_ascii_strtoll (count, NULL, 10));
          if (!at && !condition)
            reader_fail (reader, child, _("an answer needs “at” or “condition”"));
        }
      else if (is_element (child, "reply"))
        {
          g_autofree char *at = get_attr (child, "at");

          if (at)
            read_point (reader, child, at, &task->reply);
        }
    }
  return task;
}

static IshiLessonDoc *
read_lesson (const char *path, GError **error)
{
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *data = NULL;
  gsize length;
  xmlDoc *doc;
  xmlNode *root;
  Reader reader = { name, NULL, 0, NULL };
  IshiLessonDoc *lesson;
  g_autofree char *game = NULL;

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  if (length > MAX_FILE_SIZE)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   _("%s:1: the file is too large for a lesson"), name);
      return NULL;
    }
  /* No DTD, no entities: refused before libxml2 sees them. */
  if (g_strstr_len (data, length, "<!DOCTYPE") || g_strstr_len (data, length, "<!ENTITY"))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   _("%s:1: a lesson may not have a DOCTYPE"), name);
      return NULL;
    }
  doc = xmlReadMemory (data, (int) length, name, "UTF-8",
                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL)
    {
      const xmlError *xml_error = xmlGetLastError ();
      g_autofree char *message = g_strdup (xml_error && xml_error->message ? xml_error->message : "");

      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE, "%s:%d: %s", name,
                   xml_error ? xml_error->line : 0, g_strstrip (message));
      return NULL;
    }

  root = xmlDocGetRootElement (doc);
  if (root == NULL || !is_element (root, "lesson"))
    {
      reader_fail (&reader, root, _("this is not a lesson (no <lesson> in the lesson namespace)"));
      xmlFreeDoc (doc);
      g_propagate_error (error, reader.error);
      return NULL;
    }

  lesson = g_new0 (IshiLessonDoc, 1);
  lesson->steps = g_ptr_array_new_with_free_func (step_free);
  lesson->id = get_attr (root, "id");
  game = get_attr (root, "game");
  lesson->rules = ishi_rules_lookup (game ? game : "");
  lesson->game = g_steal_pointer (&game);
  reader.rules = lesson->rules;
  if (lesson->id == NULL || *lesson->id == '\0')
    reader_fail (&reader, root, _("the lesson has no id"));
  if (lesson->rules == NULL)
    reader_fail (&reader, root, _("the game must be “go” or “renju”"));

  for (xmlNode *node = root->children; node && reader.error == NULL; node = node->next)
    {
      if (is_element (node, "title"))
        lesson->title = node_text (node);
      else if (is_element (node, "description"))
        lesson->description = node_text (node);
      else if (is_element (node, "step"))
        {
          Step *step = step_new ();
          gboolean has_diagram = FALSE;

          g_ptr_array_add (lesson->steps, step);
          for (xmlNode *child = node->children; child; child = child->next)
            {
              if (is_element (child, "title"))
                step->title = node_text (child);
              else if (is_element (child, "diagram"))
                {
                  read_diagram (&reader, child, &step->diagram);
                  has_diagram = TRUE;
                }
              else if (is_element (child, "text"))
                step->text = read_paragraphs (&reader, child);
              else if (is_element (child, "sequence"))
                {
                  IshiColor next_color = ISHI_BLACK;

                  for (xmlNode *m = child->children; m; m = m->next)
                    if (is_element (m, "move"))
                      {
                        Move move;

                        read_move (&reader, m, &next_color, &move);
                        move.text = read_paragraphs (&reader, m);
                        g_array_append_val (step->sequence, move);
                      }
                }
              else if (is_element (child, "task"))
                step->task = read_task (&reader, child);
            }
          if (!has_diagram)
            reader_fail (&reader, node, _("a step needs a diagram"));
        }
    }
  if (reader.error == NULL && lesson->title == NULL)
    reader_fail (&reader, root, _("the lesson has no title"));
  xmlFreeDoc (doc);

  if (reader.error != NULL)
    {
      lesson_free (lesson);
      g_propagate_error (error, reader.error);
      return NULL;
    }
  return lesson;
}

/* ------------------------------------------------------------------------ */
/* The shelf                                                                 */
/* ------------------------------------------------------------------------ */

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
shelf_add_dir (IshiLessonShelf *shelf, const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (handle == NULL)
    return;
  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      g_autoptr(GError) error = NULL;
      IshiLessonDoc *lesson = read_lesson (path, &error);

      if (lesson == NULL)
        {
          g_ptr_array_add (shelf->errors, g_strdup (error->message));
          g_ptr_array_add (shelf->error_files, g_strdup (g_ptr_array_index (names, i)));
          continue;
        }
      /* A user's lesson with the id of an installed one replaces it. */
      for (guint j = 0; j < shelf->lessons->len; j++)
        if (strcmp (((IshiLessonDoc *) g_ptr_array_index (shelf->lessons, j))->id, lesson->id) == 0)
          {
            g_ptr_array_remove_index (shelf->lessons, j);
            break;
          }
      g_ptr_array_add (shelf->lessons, lesson);
    }
}

IshiLessonShelf *
ishi_lesson_shelf_load (const char *const *dirs)
{
  IshiLessonShelf *shelf = g_new0 (IshiLessonShelf, 1);

  shelf->lessons = g_ptr_array_new_with_free_func (lesson_free);
  shelf->errors = g_ptr_array_new_with_free_func (g_free);
  shelf->error_files = g_ptr_array_new_with_free_func (g_free);

  if (dirs != NULL)
    {
      for (guint i = 0; dirs[i]; i++)
        shelf_add_dir (shelf, dirs[i]);
    }
  else
    {
      const char *installed = g_getenv ("ISHI_LESSON_DIR");
      g_autofree char *system = g_build_filename (PKGDATADIR, "lessons", NULL);
      g_autofree char *user = g_build_filename (g_get_user_data_dir (), "ishi", "lessons", NULL);

      shelf_add_dir (shelf, installed ? installed : system);
      shelf_add_dir (shelf, user);
    }
  return shelf;
}

void
ishi_lesson_shelf_free (IshiLessonShelf *shelf)
{
  g_ptr_array_unref (shelf->lessons);
  g_ptr_array_unref (shelf->errors);
  g_ptr_array_unref (shelf->error_files);
  g_free (shelf);
}

guint
ishi_lesson_shelf_get_n_lessons (IshiLessonShelf *shelf)
{
  return shelf->lessons->len;
}

IshiLessonDoc *
ishi_lesson_shelf_get_lesson (IshiLessonShelf *shelf, guint index)
{
  g_return_val_if_fail (index < shelf->lessons->len, NULL);

  return g_ptr_array_index (shelf->lessons, index);
}

IshiLessonDoc *
ishi_lesson_shelf_lookup (IshiLessonShelf *shelf, const char *id)
{
  for (guint i = 0; i < shelf->lessons->len; i++)
    {
      IshiLessonDoc *lesson = g_ptr_array_index (shelf->lessons, i);

      if (g_strcmp0 (lesson->id, id) == 0)
        return lesson;
    }
  return NULL;
}

guint
ishi_lesson_shelf_get_n_errors (IshiLessonShelf *shelf)
{
  return shelf->errors->len;
}

const char *
ishi_lesson_shelf_get_error (IshiLessonShelf *shelf, guint index, char **name)
{
  g_return_val_if_fail (index < shelf->errors->len, NULL);

  if (name)
    *name = g_strdup (g_ptr_array_index (shelf->error_files, index));
  return g_ptr_array_index (shelf->errors, index);
}

/* --- a lesson ------------------------------------------------------------- */

const char *
ishi_lesson_doc_get_id (IshiLessonDoc *lesson)
{
  return lesson->id;
}

const char *
ishi_lesson_doc_get_title (IshiLessonDoc *lesson)
{
  return lesson->title;
}

const char *
ishi_lesson_doc_get_description (IshiLessonDoc *lesson)
{
  return lesson->description;
}

const char *
ishi_lesson_doc_get_game (IshiLessonDoc *lesson)
{
  return lesson->game;
}

guint
ishi_lesson_doc_get_n_steps (IshiLessonDoc *lesson)
{
  return lesson->steps->len;
}

const char *
ishi_lesson_doc_get_step_title (IshiLessonDoc *lesson, guint step)
{
  g_return_val_if_fail (step < lesson->steps->len, NULL);

  return ((Step *) g_ptr_array_index (lesson->steps, step))->title;
}

gboolean
ishi_lesson_doc_step_has_task (IshiLessonDoc *lesson, guint step)
{
  g_return_val_if_fail (step < lesson->steps->len, FALSE);

  return ((Step *) g_ptr_array_index (lesson->steps, step))->task != NULL;
}

/* ------------------------------------------------------------------------ */
/* A step being played                                                       */
/* ------------------------------------------------------------------------ */

struct _IshiStepState {
  IshiLessonDoc *lesson;
  Step *step;
  const IshiRules *rules;
  IshiPosition *position;   /* as it stands */
  IshiPosition *task_start; /* where the task was set; NULL before */
  guint *numbers;           /* size*size: the move number shown on a stone, 0 none */
  guint *task_numbers;
  guint next_number;
  IshiPoint last_move;
  IshiPoint task_last_move;
  GArray *segments;         /* of IshiSegment: the lines that forbid the point answered */
};

static void
note_move (IshiStepState *state, int x, int y, guint number)
{
  int size = state->step->diagram.size;

  if (x >= 0)
    {
      state->numbers[y * size + x] = number;
      state->last_move = (IshiPoint) { x, y };
    }
}

IshiStepState *
ishi_step_state_new (IshiLessonDoc *lesson, guint index, GError **error)
{
  IshiStepState *state;
  Diagram *diagram;
  IshiRulesOptions options = { 0 };
  const IshiRuleset *ruleset;

  g_return_val_if_fail (index < lesson->steps->len, NULL);

  state = g_new0 (IshiStepState, 1);
  state->lesson = lesson;
  state->step = g_ptr_array_index (lesson->steps, index);
  state->rules = lesson->rules;
  diagram = &state->step->diagram;

  ruleset = ishi_ruleset_default (lesson->game);
  ishi_ruleset_get_options (ruleset, diagram->size, &options);
  options.tournament = FALSE;     /* a forbidden point is refused, and said why */
  state->position = state->rules->position_new (&options);
  state->numbers = g_new0 (guint, diagram->size * diagram->size);
  state->last_move = (IshiPoint) { -1, -1 };
  state->segments = g_array_new (FALSE, FALSE, sizeof (IshiSegment));

  if (diagram->black->len)
    state->rules->setup (state->position, (IshiPoint *) diagram->black->data, diagram->black->len, ISHI_BLACK);
  if (diagram->white->len)
    state->rules->setup (state->position, (IshiPoint *) diagram->white->data, diagram->white->len, ISHI_WHITE);

  for (guint i = 0; i < diagram->moves->len; i++)
    {
      Move *move = &g_array_index (diagram->moves, Move, i);
      IshiMoveStatus status = state->rules->play (state->position, move->color, move->point.x, move->point.y);

      if (status != ISHI_MOVE_OK)
        {
          g_autofree char *where = state->rules->format_point (diagram->size, move->point.x, move->point.y);

          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       _("The diagram’s move %u at %s is not possible: %s"), i + 1, where,
                       ishi_move_status_describe (status));
          ishi_step_state_free (state);
          return NULL;
        }
      note_move (state, move->point.x, move->point.y, move->number);
      state->next_number = MAX (state->next_number, move->number);
    }
  state->next_number++;
  if (diagram->to_move != ISHI_EMPTY)
    state->rules->set_to_move (state->position, diagram->to_move);
  if (state->step->sequence->len == 0)
    ishi_step_state_reset_task (state);
  return state;
}

void
ishi_step_state_free (IshiStepState *state)
{
  state->rules->position_free (state->position);
  if (state->task_start)
    state->rules->position_free (state->task_start);
  g_free (state->numbers);
  g_free (state->task_numbers);
  g_array_unref (state->segments);
  g_free (state);
}

static void
fill_paragraphs (GPtrArray *paragraphs, IshiLessonText *text)
{
  for (guint i = 0; paragraphs && i < paragraphs->len; i++)
    {
      GArray *paragraph = g_ptr_array_index (paragraphs, i);

      ishi_lesson_text_begin_paragraph (text);
      for (guint r = 0; r < paragraph->len; r++)
        {
          Run *run = &g_array_index (paragraph, Run, r);

          ishi_lesson_text_append (text, run->kind, run->text, run->reading);
        }
    }
}

void
ishi_step_state_fill_text (IshiStepState *state, IshiStepTextKind kind, IshiLessonText *text)
{
  Task *task = state->step->task;

  switch (kind)
    {
    case ISHI_STEP_TEXT_BODY: fill_paragraphs (state->step->text, text); break;
    case ISHI_STEP_TEXT_PROMPT: if (task) fill_paragraphs (task->prompt, text); break;
    case ISHI_STEP_TEXT_RIGHT: if (task) fill_paragraphs (task->right, text); break;
    case ISHI_STEP_TEXT_WRONG: if (task) fill_paragraphs (task->wrong, text); break;
    case ISHI_STEP_TEXT_HINT: if (task) fill_paragraphs (task->hint, text); break;
    default: break;
    }
}

char *
ishi_step_state_describe_board (IshiStepState *state)
{
  int size = state->step->diagram.size;

  /* Translators: the board for screen readers: "Go board, 9 by 9" */
  return g_strdup_printf (_("%s board, %d by %d"), _(state->rules->name), size, size);
}

IshiBoardModel *
ishi_step_state_build_model (IshiStepState *state)
{
  Diagram *diagram = &state->step->diagram;
  int size = diagram->size;
  IshiBoardModel *model = ishi_board_model_new (size);

  model->coords = state->rules->plain_letters ? ISHI_BOARD_COORDS_RENJU : ISHI_BOARD_COORDS_WESTERN;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiBoardPoint *point = ishi_board_model_get_point (model, x, y);

        point->stone = state->rules->stone_at (state->position, x, y);
        if (point->stone != ISHI_EMPTY)
          point->number = state->numbers[y * size + x];
      }
  for (guint i = 0; i < diagram->highlights->len; i++)
    {
      IshiPoint p = g_array_index (diagram->highlights, IshiPoint, i);

      ishi_board_model_get_point (model, p.x, p.y)->flags |= ISHI_BOARD_FLAG_SELECTED;
    }
  for (guint i = 0; i < diagram->marks->len; i++)
    {
      Mark *mark = &g_array_index (diagram->marks, Mark, i);

      ishi_board_model_get_point (model, mark->point.x, mark->point.y)->mark = mark->shape;
    }
  for (guint i = 0; i < diagram->labels->len; i++)
    {
      Label *label = &g_array_index (diagram->labels, Label, i);

      /* A label on a point a stone now covers would hide the stone. */
      if (state->rules->stone_at (state->position, label->point.x, label->point.y) == ISHI_EMPTY)
        ishi_board_model_add_label (model, label->point.x, label->point.y, ISHI_EMPTY, label->text);
    }
  for (guint i = 0; i < diagram->lines->len; i++)
    {
      IshiSegment *line = &g_array_index (diagram->lines, IshiSegment, i);

      ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT,
                                 line->from.x, line->from.y, line->to.x, line->to.y);
    }
  for (guint i = 0; i < state->segments->len; i++)
    {
      IshiSegment *segment = &g_array_index (state->segments, IshiSegment, i);

      ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT, segment->from.x, segment->from.y,
                                 segment->to.x, segment->to.y);
    }
  if (state->last_move.x >= 0
      && state->rules->stone_at (state->position, state->last_move.x, state->last_move.y) != ISHI_EMPTY
      && state->numbers[state->last_move.y * size + state->last_move.x] == 0)
    model->last_move = state->last_move;
  return model;
}

/* --- the sequence ---------------------------------------------------------- */

guint
ishi_step_state_get_sequence_length (IshiStepState *state)
{
  return state->step->sequence->len;
}

gboolean
ishi_step_state_play_sequence (IshiStepState *state, guint index, GError **error)
{
  Move *move;
  IshiMoveStatus status;

  g_return_val_if_fail (index < state->step->sequence->len, FALSE);

  move = &g_array_index (state->step->sequence, Move, index);
  status = state->rules->play (state->position, move->color, move->point.x, move->point.y);
  if (status != ISHI_MOVE_OK)
    {
      g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           ishi_move_status_describe (status));
      return FALSE;
    }
  note_move (state, move->point.x, move->point.y, state->next_number++);
  if (index + 1 == state->step->sequence->len)
    ishi_step_state_reset_task (state);
  return TRUE;
}

void
ishi_step_state_fill_sequence_text (IshiStepState *state, guint index, IshiLessonText *text)
{
  g_return_if_fail (index < state->step->sequence->len);

  fill_paragraphs (g_array_index (state->step->sequence, Move, index).text, text);
}

/* --- the task --------------------------------------------------------------- */

gboolean
ishi_step_state_has_task (IshiStepState *state)
{
  return state->step->task != NULL;
}

gboolean
ishi_step_state_has_hint (IshiStepState *state)
{
  Task *task = state->step->task;

  return task != NULL && (task->hint != NULL || task->answers->len > 0 || task->condition != COND_NONE);
}

gboolean
ishi_step_state_task_stays (IshiStepState *state)
{
  return state->step->task != NULL && state->step->task->stay;
}

static IshiColor
task_color (IshiStepState *state, const IshiPosition *position)
{
  Task *task = state->step->task;

  return task->to_play != ISHI_EMPTY ? task->to_play : state->rules->to_move (position);
}

/* The task is set once the sequence is over: its position is kept, so
 * each try starts from it. */
void
ishi_step_state_reset_task (IshiStepState *state)
{
  int n = state->step->diagram.size * state->step->diagram.size;

  if (state->step->task == NULL)
    return;
  if (state->task_start == NULL)
    {
      state->task_start = state->rules->position_copy (state->position);
      state->task_numbers = g_memdup2 (state->numbers, n * sizeof (guint));
      state->task_last_move = state->last_move;
      return;
    }
  g_array_set_size (state->segments, 0);
  state->rules->position_free (state->position);
  state->position = state->rules->position_copy (state->task_start);
  memcpy (state->numbers, state->task_numbers, n * sizeof (guint));
  state->last_move = state->task_last_move;
}

/* Liberties of the string at (x, y), counted up to `limit`. */
static int
count_liberties (const IshiRules *rules, const IshiPosition *position, int size, int x, int y, int limit)
{
  IshiColor color = rules->stone_at (position, x, y);
  g_autofree guint8 *seen = g_new0 (guint8, size * size);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiPoint start = { x, y };
  int liberties = 0;

  g_array_append_val (stack, start);
  seen[y * size + x] = 1;
  while (stack->len > 0 && liberties < limit)
    {
      IshiPoint p = g_array_index (stack, IshiPoint, stack->len - 1);
      static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };

      g_array_set_size (stack, stack->len - 1);
      for (int d = 0; d < 4; d++)
        {
          IshiPoint q = { p.x + dx[d], p.y + dy[d] };
          IshiColor c;

          if (q.x < 0 || q.y < 0 || q.x >= size || q.y >= size || seen[q.y * size + q.x])
            continue;
          seen[q.y * size + q.x] = 1;
          c = rules->stone_at (position, q.x, q.y);
          if (c == ISHI_EMPTY)
            liberties++;
          else if (c == color)
            g_array_append_val (stack, q);
        }
    }
  return liberties;
}

static gboolean
five_through (const IshiRules *rules, const IshiPosition *position, int x, int y)
{
  IshiOutcome outcome;
  int x0, y0, x1, y1;

  rules->outcome (position, &outcome);
  if (outcome.end != ISHI_END_FIVE)
    return FALSE;
  x0 = outcome.line[0].x; y0 = outcome.line[0].y;
  x1 = outcome.line[1].x; y1 = outcome.line[1].y;
  /* (x, y) on the segment: collinear and between the ends. */
  return (x - x0) * (y1 - y0) == (y - y0) * (x1 - x0)
         && x >= MIN (x0, x1) && x <= MAX (x0, x1) && y >= MIN (y0, y1) && y <= MAX (y0, y1);
}

/* How many points on the line through (x, y) in direction (dx, dy) make a
 * five with (x, y) in it, for `color` to play next. */
static int
fives_on_line (const IshiRules *rules, const IshiPosition *position, int size,
               IshiColor color, int x, int y, int dx, int dy)
{
  int n = 0;

  for (int k = -4; k <= 4; k++)
    {
      int qx = x + k * dx, qy = y + k * dy;
      IshiPosition *copy;

      if (k == 0 || qx < 0 || qy < 0 || qx >= size || qy >= size
          || rules->stone_at (position, qx, qy) != ISHI_EMPTY)
        continue;
      copy = rules->position_copy (position);
      if (rules->play (copy, color, qx, qy) == ISHI_MOVE_OK && five_through (rules, copy, x, y))
        n++;
      rules->position_free (copy);
    }
  return n;
}

/* Could one more stone on this line make a straight four through (x, y)? */
static gboolean
three_on_line (const IshiRules *rules, const IshiPosition *position, int size,
               IshiColor color, int x, int y, int dx, int dy)
{
  for (int k = -4; k <= 4; k++)
    {
      int qx = x + k * dx, qy = y + k * dy;
      IshiPosition *copy;
      gboolean straight;

      if (k == 0 || qx < 0 || qy < 0 || qx >= size || qy >= size
          || rules->check (position, color, qx, qy) != ISHI_MOVE_OK)
        continue;
      copy = rules->position_copy (position);
      rules->play (copy, color, qx, qy);
      straight = fives_on_line (rules, copy, size, color, x, y, dx, dy) >= 2;
      rules->position_free (copy);
      if (straight)
        return TRUE;
    }
  return FALSE;
}

static gboolean
opponent_can_make_five (const IshiRules *rules, const IshiPosition *position, int size, IshiColor opponent)
{
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiPosition *copy;
        IshiOutcome outcome;

        if (rules->stone_at (position, x, y) != ISHI_EMPTY)
          continue;
        copy = rules->position_copy (position);
        if (rules->play (copy, opponent, x, y) == ISHI_MOVE_OK)
          {
            rules->outcome (copy, &outcome);
            if (outcome.end == ISHI_END_FIVE && outcome.winner == opponent)
              {
                rules->position_free (copy);
                return TRUE;
              }
          }
        rules->position_free (copy);
      }
  return FALSE;
}

/* Does `color` at (x, y) satisfy the task's condition?  Through the rules
 * only: the move is played on a copy and the result looked at. */
static gboolean
satisfies (IshiStepState *state, const IshiPosition *position, IshiColor color, int x, int y)
{
  const IshiRules *rules = state->rules;
  Task *task = state->step->task;
  int size = state->step->diagram.size;
  static const int dirs[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };
  IshiMoveStatus status = rules->check (position, color, x, y);
  IshiPosition *after;
  gboolean result = FALSE;

  if (task->condition == COND_FORBIDDEN)
    return color == ISHI_BLACK
           && (status == ISHI_MOVE_DOUBLE_THREE || status == ISHI_MOVE_DOUBLE_FOUR
               || status == ISHI_MOVE_OVERLINE);
  if (status != ISHI_MOVE_OK)
    return FALSE;

  after = rules->position_copy (position);
  rules->play (after, color, x, y);
  switch (task->condition)
    {
    case COND_NONE:
    case COND_LEGAL:
      result = TRUE;
      break;
    case COND_CAPTURES:
      result = rules->captures (after, color) - rules->captures (position, color) >= task->count;
      break;
    case COND_ATARI:
      for (int d = 0; d < 4 && !result; d++)
        {
          static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };
          int qx = x + dx[d], qy = y + dy[d];

          if (qx >= 0 && qy >= 0 && qx < size && qy < size
              && rules->stone_at (after, qx, qy) == ishi_color_other (color))
            result = count_liberties (rules, after, size, qx, qy, 2) == 1;
        }
      break;
    case COND_FIVE:
      result = five_through (rules, after, x, y);
      break;
    case COND_FOUR:
    case COND_STRAIGHT_FOUR:
      for (int d = 0; d < 4 && !result; d++)
        result = fives_on_line (rules, after, size, color, x, y, dirs[d][0], dirs[d][1])
                 >= (task->condition == COND_FOUR ? 1 : 2);
      break;
    case COND_FOUR_THREE:
      for (int d = 0; d < 4 && !result; d++)
        if (fives_on_line (rules, after, size, color, x, y, dirs[d][0], dirs[d][1]) >= 1)
          for (int e = 0; e < 4 && !result; e++)
            result = e != d
                     && fives_on_line (rules, after, size, color, x, y, dirs[e][0], dirs[e][1]) == 0
                     && three_on_line (rules, after, size, color, x, y, dirs[e][0], dirs[e][1]);
      break;
    case COND_BLOCK_FOUR:
      result = opponent_can_make_five (rules, position, size, ishi_color_other (color))
               && !opponent_can_make_five (rules, after, size, ishi_color_other (color));
      break;
    case COND_FORBIDDEN:
    default:
      break;
    }
  rules->position_free (after);
  return result;
}

static gboolean
is_answer (IshiStepState *state, const IshiPosition *position, IshiColor color, int x, int y)
{
  Task *task = state->step->task;

  if (task->answers->len > 0)
    {
      for (guint i = 0; i < task->answers->len; i++)
        {
          IshiPoint p = g_array_index (task->answers, IshiPoint, i);

          if (p.x == x && p.y == y)
            return task->condition == COND_NONE || satisfies (state, position, color, x, y);
        }
      return FALSE;
    }
  return satisfies (state, position, color, x, y);
}

IshiTaskVerdict
ishi_step_state_answer (IshiStepState *state, int x, int y, char **reason)
{
  const IshiRules *rules = state->rules;
  IshiColor color;
  IshiMoveStatus status;
  gboolean right;

  g_return_val_if_fail (state->step->task != NULL, ISHI_TASK_WRONG);
  if (reason)
    *reason = NULL;

  ishi_step_state_reset_task (state);
  color = task_color (state, state->position);
  right = is_answer (state, state->position, color, x, y);
  status = rules->check (state->position, color, x, y);
  if (status == ISHI_MOVE_OK)
    {
      rules->play (state->position, color, x, y);
      note_move (state, x, y, 0);
    }
  else if (reason)
    {
      /* Renju explains a forbidden point with its lines; otherwise the
       * reason in one sentence. */
      char *explained = rules->explain ? rules->explain (state->position, x, y, state->segments) : NULL;

      *reason = explained ? explained : g_strdup (ishi_move_status_describe (status));
    }
  return right ? ISHI_TASK_RIGHT : ISHI_TASK_WRONG;
}

void
ishi_step_state_play_reply (IshiStepState *state)
{
  Task *task = state->step->task;
  IshiColor color;

  if (task == NULL || task->reply.x < 0)
    return;
  color = ishi_color_other (task_color (state, state->task_start ? state->task_start : state->position));
  if (state->rules->play (state->position, color, task->reply.x, task->reply.y) == ISHI_MOVE_OK)
    note_move (state, task->reply.x, task->reply.y, 0);
}

GArray *
ishi_step_state_get_answer_points (IshiStepState *state)
{
  Task *task = state->step->task;
  GArray *points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  const IshiPosition *start;
  int size = state->step->diagram.size;
  IshiColor color;

  if (task == NULL)
    return points;
  if (task->answers->len > 0)
    {
      g_array_append_vals (points, task->answers->data, task->answers->len);
      return points;
    }
  start = state->task_start ? state->task_start : state->position;
  color = task_color (state, start);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (state->rules->stone_at (start, x, y) == ISHI_EMPTY && satisfies (state, start, color, x, y))
        {
          IshiPoint p = { x, y };

          g_array_append_val (points, p);
        }
  return points;
}

/* --- try it on a board --------------------------------------------------------- */

IshiMatch *
ishi_step_state_new_match (IshiStepState *state, GError **error)
{
  const IshiRules *rules = state->rules;
  /* The lessons teach Pure Go and Renju: a free game of the same.  (Free
   * opening for Renju: the position is not an opening of the RIF list.) */
  const IshiRuleset *ruleset = ishi_ruleset_lookup (rules->plain_letters ? "renju-free" : "pure");
  int size = state->step->diagram.size;
  g_autoptr(GString) sgf = g_string_new (NULL);
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  double komi;

  if (ruleset == NULL)
    ruleset = ishi_ruleset_default (state->lesson->game);
  komi = ishi_ruleset_komi (ruleset, 0);
  g_string_append_printf (sgf, "(;GM[%d]FF[4]CA[UTF-8]SZ[%d]RU[%s]", rules->sgf_game, size, ruleset->ru);
  if (rules->has_captures)
    {
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append_printf (sgf, "KM[%s]", g_ascii_dtostr (buffer, sizeof buffer, komi));
    }
  for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
    {
      gboolean any = FALSE;

      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          if (rules->stone_at (state->position, x, y) == color)
            {
              g_autofree char *point = ishi_sgf_format_point (x, y);

              if (!any)
                g_string_append (sgf, color == ISHI_BLACK ? "AB" : "AW");
              any = TRUE;
              g_string_append_printf (sgf, "[%s]", point);
            }
    }
  g_string_append_printf (sgf, "PL[%s])", rules->to_move (state->position) == ISHI_BLACK ? "B" : "W");

  collection = ishi_sgf_parse (sgf->str, sgf->len, NULL, error);
  if (collection == NULL)
    return NULL;
  game = ishi_game_new_from_collection (collection, 0, error);
  if (game == NULL)
    return NULL;
  return ishi_match_new (game);
}
