/* ishi-lesson-text-content.c — what a lesson's text holds: paragraphs of
 * plain, emphasised and ruby text as the lesson gives them, and the text for
 * screen readers with or without the readings (the widget that lays it out
 * is ishi-lesson-text.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-text"
#include "config.h"
#include <math.h>
#include <string.h>
#include "ishi-lesson-text-private.h"

/* --- content ------------------------------------------------------------ */

void
ishi_lesson_text_clear (IshiLessonText *self)
{
  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  g_ptr_array_set_size (self->paragraphs, 0);
  ishi_lesson_text_text_changed (self);
}

void
ishi_lesson_text_begin_paragraph (IshiLessonText *self)
{
  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  g_ptr_array_add (self->paragraphs, ishi_lesson_text_paragraph_new ());
  ishi_lesson_text_text_changed (self);
}

void
ishi_lesson_text_append (IshiLessonText *self,
                         IshiTextRunKind kind,
                         const char *text,
                         const char *reading)
{
  Paragraph *paragraph;
  guint start;

  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  if (self->paragraphs->len == 0)
    g_ptr_array_add (self->paragraphs, ishi_lesson_text_paragraph_new ());
  paragraph = g_ptr_array_index (self->paragraphs, self->paragraphs->len - 1);
  start = paragraph->text->len;
  if (text == NULL)
    text = "";

  switch (kind)
    {
    case ISHI_TEXT_RUN_BREAK:
      g_string_append (paragraph->text, LINE_SEPARATOR);
      g_string_append_c (paragraph->spoken, '\n');
      break;

    case ISHI_TEXT_RUN_RUBY:
    case ISHI_TEXT_RUN_EMPHASIS_RUBY:
      if (reading != NULL && *reading != '\0' && *text != '\0')
        {
          Ruby ruby;

          for (const char *p = text; *p; p = g_utf8_next_char (p))
            {
              if (p != text)
                g_string_append (paragraph->text, WORD_JOINER);
              g_string_append_len (paragraph->text, p, g_utf8_next_char (p) - p);
            }
          g_string_append (paragraph->spoken, text);
          ruby.start = start;
          ruby.end = paragraph->text->len;
          ruby.reading = g_strdup (reading);
          g_array_append_val (paragraph->rubies, ruby);
          if (kind == ISHI_TEXT_RUN_EMPHASIS_RUBY)
            {
              g_array_append_val (paragraph->emphasis, ruby.start);
              g_array_append_val (paragraph->emphasis, ruby.end);
            }
          break;
        }
      G_GNUC_FALLTHROUGH;

    case ISHI_TEXT_RUN_PLAIN:
    case ISHI_TEXT_RUN_EMPHASIS:
    default:
      g_string_append (paragraph->text, text);
      g_string_append (paragraph->spoken, text);
      if (kind == ISHI_TEXT_RUN_EMPHASIS || kind == ISHI_TEXT_RUN_EMPHASIS_RUBY)
        {
          guint end = paragraph->text->len;

          g_array_append_val (paragraph->emphasis, start);
          g_array_append_val (paragraph->emphasis, end);
        }
      break;
    }
  ishi_lesson_text_text_changed (self);
}

void
ishi_lesson_text_add_paragraph (IshiLessonText *self, const IshiLessonParagraph *paragraph)
{
  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  if (paragraph == NULL)
    return;
  ishi_lesson_text_begin_paragraph (self);
  for (guint r = 0; r < paragraph->runs->len; r++)
    {
      const IshiLessonRun *run = g_ptr_array_index (paragraph->runs, r);
      IshiTextRunKind kind = ISHI_TEXT_RUN_PLAIN;

      switch (run->kind)
        {
        case ISHI_LESSON_RUN_EM: kind = ISHI_TEXT_RUN_EMPHASIS; break;
        case ISHI_LESSON_RUN_RUBY: kind = ISHI_TEXT_RUN_RUBY; break;
        case ISHI_LESSON_RUN_BREAK: kind = ISHI_TEXT_RUN_BREAK; break;
        case ISHI_LESSON_RUN_TEXT:
        default: break;
        }
      ishi_lesson_text_append (self, kind, run->text, run->ruby);
    }
}

void
ishi_lesson_text_add_paragraphs (IshiLessonText *self, GPtrArray *paragraphs)
{
  for (guint i = 0; paragraphs != NULL && i < paragraphs->len; i++)
    ishi_lesson_text_add_paragraph (self, g_ptr_array_index (paragraphs, i));
}

void
ishi_lesson_text_set_plain (IshiLessonText *self, const char *text)
{
  g_auto(GStrv) lines = NULL;

  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  g_ptr_array_set_size (self->paragraphs, 0);
  lines = g_strsplit (text ? text : "", "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      Paragraph *paragraph;

      if (lines[i][0] == '\0')
        continue;
      paragraph = ishi_lesson_text_paragraph_new ();
      g_string_append (paragraph->text, lines[i]);
      g_string_append (paragraph->spoken, lines[i]);
      g_ptr_array_add (self->paragraphs, paragraph);
    }
  ishi_lesson_text_text_changed (self);
}

const char *
ishi_lesson_text_get_text (IshiLessonText *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_TEXT (self), NULL);

  return self->spoken;
}

char *
ishi_lesson_text_dup_text_with_readings (IshiLessonText *self)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (ISHI_IS_LESSON_TEXT (self), NULL);

  for (guint i = 0; i < self->paragraphs->len; i++)
    {
      Paragraph *paragraph = g_ptr_array_index (self->paragraphs, i);
      guint r = 0;

      if (i > 0)
        g_string_append_c (out, '\n');
      for (const char *p = paragraph->text->str; *p; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);
          guint offset = p - paragraph->text->str;

          if (c == 0x2060)
            continue;
          if (c == 0x2028)
            g_string_append_c (out, '\n');
          else
            g_string_append_unichar (out, c);
          if (r < paragraph->rubies->len)
            {
              Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);

              if (offset + (g_utf8_next_char (p) - p) == ruby->end)
                {
                  g_string_append_printf (out, "(%s)", ruby->reading);
                  r++;
                }
            }
        }
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

void
ishi_lesson_text_set_font_px (IshiLessonText *self, double px)
{
  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  px = MAX (px, 0);
  if (fabs (self->font_px - px) < 0.01)
    return;
  self->font_px = px;
  ishi_lesson_text_invalidate (self);
}

double
ishi_lesson_text_get_ruby_spread (IshiLessonText *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_TEXT (self), 0);

  return self->layouts ? self->spread : 0;
}

double
ishi_lesson_text_get_font_px (IshiLessonText *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_TEXT (self), 0);

  return self->font_px;
}

void
ishi_lesson_text_set_ruby_scale (IshiLessonText *self, double scale)
{
  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  scale = CLAMP (scale, 0, 1);
  if (fabs (self->ruby_scale - scale) < 0.001)
    return;
  self->ruby_scale = scale;
  ishi_lesson_text_invalidate (self);
}

double
ishi_lesson_text_get_ruby_scale (IshiLessonText *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_TEXT (self), 0);

  return self->ruby_scale > 0 ? self->ruby_scale : 0.5;
}
