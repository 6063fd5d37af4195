/* ishi-lesson-write.c — writing lesson files (see ishi-lesson-write.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lessons"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-write.h"

#define LESSON_NS "https://ishi.github.io/ns/lesson/1"

static void
append_points (GString *out, const IshiRules *rules, int size, const char *element, GArray *points)
{
  if (points == NULL || points->len == 0)
    return;
  g_string_append_printf (out, "      <%s at=\"", element);
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint *p = &g_array_index (points, IshiPoint, i);
      g_autofree char *where = rules->format_point (size, p->x, p->y);

      g_string_append_printf (out, "%s%s", i ? " " : "", where);
    }
  g_string_append (out, "\"/>\n");
}

static const char *
shape_name (IshiLessonMarkShape shape)
{
  switch (shape)
    {
    case ISHI_LESSON_MARK_SQUARE: return "square";
    case ISHI_LESSON_MARK_CIRCLE: return "circle";
    case ISHI_LESSON_MARK_CROSS: return "cross";
    case ISHI_LESSON_MARK_TRIANGLE:
    default: return "triangle";
    }
}

/* Paragraphs: a blank line between them; a single newline is <br/>. */
static void
append_text (GString *out, const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text ? text : "", "\n", -1);
  GString *paragraph = g_string_new (NULL);
  gboolean any = FALSE;

  g_string_append (out, "    <text>\n");
  for (guint i = 0; ; i++)
    {
      const char *line = lines[i];
      g_autofree char *stripped = line ? g_strstrip (g_strdup (line)) : NULL;

      if (line == NULL || *stripped == '\0')
        {
          if (paragraph->len > 0)
            {
              g_string_append_printf (out, "      <p>%s</p>\n", paragraph->str);
              g_string_truncate (paragraph, 0);
              any = TRUE;
            }
          if (line == NULL)
            break;
          continue;
        }
      {
        g_autofree char *escaped = g_markup_escape_text (stripped, -1);

        if (paragraph->len > 0)
          g_string_append (paragraph, "<br/>");
        g_string_append (paragraph, escaped);
      }
    }
  /* The schema wants a paragraph; an empty one says there is no text. */
  if (!any)
    g_string_append (out, "      <p></p>\n");
  g_string_append (out, "    </text>\n");
  g_string_free (paragraph, TRUE);
}

static const char *
condition_name (IshiLessonCondition condition)
{
  switch (condition)
    {
    case ISHI_LESSON_CONDITION_CAPTURES: return "captures";
    case ISHI_LESSON_CONDITION_ATARI: return "atari";
    case ISHI_LESSON_CONDITION_LEGAL: return "legal";
    case ISHI_LESSON_CONDITION_FIVE: return "five";
    case ISHI_LESSON_CONDITION_FOUR: return "four";
    case ISHI_LESSON_CONDITION_STRAIGHT_FOUR: return "straight-four";
    case ISHI_LESSON_CONDITION_FOUR_THREE: return "four-three";
    case ISHI_LESSON_CONDITION_BLOCK_FOUR: return "block-four";
    case ISHI_LESSON_CONDITION_FORBIDDEN: return "forbidden";
    case ISHI_LESSON_CONDITION_VCF: return "vcf";
    case ISHI_LESSON_CONDITION_VCT: return "vct";
    case ISHI_LESSON_CONDITION_SAME_FIFTH: return "same-fifth";
    case ISHI_LESSON_CONDITION_NONE:
    default: return NULL;
    }
}

/* <task>: the question, the answer, the hint. */
static void
append_task (GString *out, const IshiRules *rules, int size, const IshiLessonTaskDraft *task)
{
  g_autofree char *prompt = g_markup_escape_text (task->prompt ? task->prompt : "", -1);
  const char *condition = condition_name (task->condition);
  g_autofree char *hint_text = task->hint ? g_strstrip (g_strdup (task->hint)) : NULL;

  g_string_append_printf (out, "    <task to-play=\"%s\">\n", task->to_play == ISHI_WHITE ? "white" : "black");
  g_string_append_printf (out, "      <prompt>%s</prompt>\n", prompt);
  g_string_append (out, "      <answer");
  if (task->answers != NULL && task->answers->len > 0)
    {
      g_string_append (out, " at=\"");
      for (guint i = 0; i < task->answers->len; i++)
        {
          IshiPoint *p = &g_array_index (task->answers, IshiPoint, i);
          g_autofree char *where = rules->format_point (size, p->x, p->y);

          g_string_append_printf (out, "%s%s", i ? " " : "", where);
        }
      g_string_append_c (out, '"');
    }
  if (condition != NULL)
    g_string_append_printf (out, " condition=\"%s\"", condition);
  if (task->condition == ISHI_LESSON_CONDITION_CAPTURES && task->count > 1)
    g_string_append_printf (out, " count=\"%d\"", task->count);
  g_string_append (out, "/>\n");
  if (hint_text != NULL && *hint_text != '\0')
    {
      g_autofree char *hint = g_markup_escape_text (hint_text, -1);

      g_string_append_printf (out, "      <hint><p>%s</p></hint>\n", hint);
    }
  g_string_append (out, "    </task>\n");
}

char *
ishi_lesson_step_xml (const IshiRules *rules, const IshiLessonDiagram *diagram,
                      const char *title, const char *text)
{
  return ishi_lesson_step_task_xml (rules, diagram, title, text, NULL);
}

char *
ishi_lesson_step_task_xml (const IshiRules *rules, const IshiLessonDiagram *diagram,
                           const char *title, const char *text, const IshiLessonTaskDraft *task)
{
  GString *out = g_string_new (NULL);
  int size;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (diagram != NULL, NULL);

  size = diagram->size;
  g_string_append (out, "  <step>\n");
  if (title != NULL && *title != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (title, -1);

      g_string_append_printf (out, "    <title>%s</title>\n", escaped);
    }
  g_string_append_printf (out, "    <diagram size=\"%d\" to-move=\"%s\"", size,
                          diagram->to_move == ISHI_WHITE ? "white" : "black");
  if (diagram->has_region)
    {
      g_autofree char *from = rules->format_point (size, diagram->region_min.x, diagram->region_min.y);
      g_autofree char *to = rules->format_point (size, diagram->region_max.x, diagram->region_max.y);

      g_string_append_printf (out, " region=\"%s:%s\"", from, to);
    }
  g_string_append (out, ">\n");
  append_points (out, rules, size, "black", diagram->black);
  append_points (out, rules, size, "white", diagram->white);
  for (guint i = 0; diagram->labels && i < diagram->labels->len; i++)
    {
      IshiLessonLabel *l = &g_array_index (diagram->labels, IshiLessonLabel, i);
      g_autofree char *where = rules->format_point (size, l->point.x, l->point.y);
      g_autofree char *escaped = g_markup_escape_text (l->text, -1);

      g_string_append_printf (out, "      <label at=\"%s\" text=\"%s\"/>\n", where, escaped);
    }
  for (guint i = 0; diagram->marks && i < diagram->marks->len; i++)
    {
      IshiLessonMark *m = &g_array_index (diagram->marks, IshiLessonMark, i);
      g_autofree char *where = rules->format_point (size, m->point.x, m->point.y);

      g_string_append_printf (out, "      <mark at=\"%s\" shape=\"%s\"/>\n", where, shape_name (m->shape));
    }
  g_string_append (out, "    </diagram>\n");
  append_text (out, text);
  if (task != NULL)
    append_task (out, rules, size, task);
  g_string_append (out, "  </step>\n");
  return g_string_free (out, FALSE);
}

/* "My Lesson 1.xml" → "My-Lesson-1". */
static char *
id_from_path (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  GString *id = g_string_new (NULL);

  if (g_str_has_suffix (base, ".xml"))
    base[strlen (base) - 4] = '\0';
  for (const char *c = base; *c; c++)
    g_string_append_c (id, g_ascii_isalnum (*c) || strchr ("_.-", *c) ? *c : '-');
  if (id->len == 0)
    g_string_append (id, "lesson");
  return g_string_free (id, FALSE);
}

guint
ishi_lesson_file_add_step (const char *path, const IshiRules *rules,
                           const char *lesson_title, const char *step_xml,
                           GPtrArray *problems, GPtrArray *warnings, GError **error)
{
  g_autofree char *old = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(IshiLesson) lesson = NULL;
  g_autoptr(GError) local = NULL;
  const char *game;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, 0);
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (step_xml != NULL, 0);

  game = rules->plain_letters ? "renju" : "go";
  if (g_file_get_contents (path, &old, &length, &local))
    {
      g_autoptr(IshiLesson) before = ishi_lesson_load_from_data (old, length, path, error);
      const char *end;

      if (before == NULL)
        return 0;
      if (before->rules != rules)
        {
          g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_INVALID,
                       /* Translators: a lesson file of Renju cannot take a Go position, and the other way round */
                       _("%s:0: this lesson is for another game; choose a lesson of the same game or a new file"),
                       path);
          return 0;
        }
      end = g_strrstr (old, "</lesson>");
      if (end == NULL)
        {
          g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_INVALID,
                       _("%s:0: the file does not end with </lesson>; add the step by hand"), path);
          return 0;
        }
      text = g_string_new_len (old, end - old);
      g_string_append (text, step_xml);
      g_string_append (text, end);
    }
  else if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_autofree char *id = id_from_path (path);
      g_autofree char *title = g_markup_escape_text (lesson_title && *lesson_title ? lesson_title : id, -1);

      text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
      g_string_append_printf (text, "<lesson xmlns=\"%s\" id=\"%s\" game=\"%s\">\n", LESSON_NS, id, game);
      g_string_append_printf (text, "  <title>%s</title>\n", title);
      g_string_append (text, step_xml);
      g_string_append (text, "</lesson>\n");
    }
  else
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_IO, "%s:0: %s", path, local->message);
      return 0;
    }

  /* The new text must load before it replaces anything. */
  lesson = ishi_lesson_load_from_data (text->str, text->len, path, error);
  if (lesson == NULL)
    return 0;
  /* as `ishi-tool lessons check` does: what the dialog says and what the
   * command says are the same */
  {
    g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(GPtrArray) warned = g_ptr_array_new_with_free_func (g_free);

    ishi_lesson_check_all (lesson, found, warned);
    for (guint i = 0; problems != NULL && i < found->len; i++)
      g_ptr_array_add (problems, g_strdup (found->pdata[i]));
    for (guint i = 0; warnings != NULL && i < warned->len; i++)
      g_ptr_array_add (warnings, g_strdup (warned->pdata[i]));
  }

  {
    g_autofree char *dir = g_path_get_dirname (path);

    if (g_mkdir_with_parents (dir, 0755) != 0)
      {
        int saved = errno;

        g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_IO, "%s:0: %s", path, g_strerror (saved));
        return 0;
      }
  }
  /* Written beside and renamed over: never half a lesson. */
  g_clear_error (&local);
  if (!g_file_set_contents (path, text->str, (gssize) text->len, &local))
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_IO, "%s:0: %s", path, local->message);
      return 0;
    }
  return lesson->steps->len;
}
