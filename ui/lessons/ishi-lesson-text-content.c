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
#include "ishi-kanji-readings.h"
#include "ishi-lesson-ruby.h"
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

/* The button's key (Alt and the underlined letter) kept when its label is
 * an IshiLessonText, which has no mnemonic of its own: a shortcut the
 * window manages, as GtkLabel adds for its mnemonic. */
static void
keep_mnemonic (GtkWidget *button, const char *mnemonic)
{
  GtkEventController *controller = g_object_get_data (G_OBJECT (button), "ishi-mnemonic");
  const char *underline = mnemonic ? strchr (mnemonic, '_') : NULL;
  guint keyval = 0;

  if (controller != NULL)
    {
      gtk_widget_remove_controller (button, controller);
      g_object_set_data (G_OBJECT (button), "ishi-mnemonic", NULL);
    }
  if (underline != NULL && underline[1] != '\0')
    keyval = gdk_unicode_to_keyval (g_unichar_tolower (g_utf8_get_char (underline + 1)));
  if (keyval == 0 || !GTK_IS_BUTTON (button) || ISHI_IS_LESSON_TEXT (gtk_button_get_child (GTK_BUTTON (button))) == FALSE)
    return;
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_name (controller, "ishi-mnemonic");
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_mnemonic_trigger_new (keyval),
                                                          g_object_ref (gtk_mnemonic_action_get ())));
  gtk_widget_add_controller (button, controller);
  g_object_set_data (G_OBJECT (button), "ishi-mnemonic", controller);
}

void
ishi_lesson_text_label_button (GtkWidget *button, const char *mnemonic, int grade)
{
  g_autoptr(GString) plain = NULL;
  g_autoptr(IshiLessonParagraph) read = NULL;
  gboolean has_ruby = FALSE;

  g_return_if_fail (GTK_IS_BUTTON (button) && mnemonic != NULL);

  plain = g_string_new (mnemonic);
  g_string_replace (plain, "_", "", 0);
  if (grade >= 1 && grade <= 6)
    {
      read = ishi_kanji_readings_paragraph (plain->str, grade);
      for (guint i = 0; i < read->runs->len; i++)
        has_ruby |= ((IshiLessonRun *) g_ptr_array_index (read->runs, i))->kind == ISHI_LESSON_RUN_RUBY;
    }
  if (has_ruby)
    {
      /* Ishi's own words on the page, read as the lesson's are (issue
       * 65 item 15: 盤で試す, レッスンの一覧へ had no reading); the
       * button keeps its name for a screen reader, and its key. */
      GtkWidget *text = gtk_button_get_child (GTK_BUTTON (button));
      g_autofree char *was = ISHI_IS_LESSON_TEXT (text) ? ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (text)) : NULL;
      g_autofree char *now = NULL;

      if (!ISHI_IS_LESSON_TEXT (text))
        {
          text = ishi_lesson_text_new ();
          gtk_widget_set_can_target (text, FALSE);
          gtk_button_set_child (GTK_BUTTON (button), text);
        }
      ishi_lesson_text_clear (ISHI_LESSON_TEXT (text));
      ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (text), read);
      now = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (text));
      if (g_strcmp0 (was, now) != 0)
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain->str, -1);
      if (g_strcmp0 (g_object_get_data (G_OBJECT (button), "ishi-label"), mnemonic) != 0
          || g_object_get_data (G_OBJECT (button), "ishi-mnemonic") == NULL)
        keep_mnemonic (button, mnemonic);
      g_object_set_data_full (G_OBJECT (button), "ishi-label", g_strdup (mnemonic), g_free);
      return;
    }
  if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), mnemonic) != 0
      || !GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (button))))
    {
      gtk_button_set_label (GTK_BUTTON (button), mnemonic);
      gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
  keep_mnemonic (button, NULL);    /* the label has its own */
  g_object_set_data_full (G_OBJECT (button), "ishi-label", g_strdup (mnemonic), g_free);
}

/* A phrase longer than this breaks where Pango would: a label does not
 * know its line's room when its text is set. */
#define LABEL_PHRASE_MAX 12

void
ishi_lesson_label_break_phrases (GtkLabel *label)
{
  const char *text;
  PangoAttrList *attrs;

  g_return_if_fail (GTK_IS_LABEL (label));
  if (gtk_label_get_use_markup (label))
    return;   /* its attributes are its markup's */
  text = gtk_label_get_text (label);
  attrs = pango_attr_list_new ();
  ishi_lesson_layout_line_breaks (text, strlen (text), LABEL_PHRASE_MAX, attrs);
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}
