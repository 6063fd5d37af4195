/* ishi-lesson-text.h — the text of a lesson step: paragraphs of plain text,
 * emphasis and ruby (furigana), laid out with Pango.
 *
 * GtkLabel cannot draw ruby, so this widget lays out each paragraph as one
 * PangoLayout of the base text, leaves a band above every line of a
 * paragraph that has ruby, and draws each reading centred above its base
 * in a type half the size (or larger: ishi_lesson_text_set_ruby_scale).
 * A ruby base is never broken across two lines,
 * and a base narrower than its reading is spread out to the reading's width
 * (the usual way of setting 中付き mono ruby), so readings never run into
 * each other.
 *
 * The size of the type follows CSS (the widget's font), unless a size in
 * pixels is set with ishi_lesson_text_set_font_px() — the lesson page does
 * that in projector mode, where the type grows with the screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-lesson.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_TEXT_RUN_PLAIN = 0,
  ISHI_TEXT_RUN_EMPHASIS,
  ISHI_TEXT_RUN_RUBY,      /* `text` is the base, `reading` the ruby text */
  ISHI_TEXT_RUN_BREAK,     /* a line break inside the paragraph (<br/>) */
  ISHI_TEXT_RUN_EMPHASIS_RUBY, /* ruby inside emphasis: the base is emphasised */
} IshiTextRunKind;

#define ISHI_TYPE_LESSON_TEXT (ishi_lesson_text_get_type ())
G_DECLARE_FINAL_TYPE (IshiLessonText, ishi_lesson_text, ISHI, LESSON_TEXT, GtkWidget)

GtkWidget *ishi_lesson_text_new (void);

/* Removes every paragraph. */
void ishi_lesson_text_clear (IshiLessonText *self);
/* Starts a new paragraph; runs appended before any paragraph was started
 * open one. */
void ishi_lesson_text_begin_paragraph (IshiLessonText *self);
void ishi_lesson_text_append (IshiLessonText *self,
                              IshiTextRunKind kind,
                              const char *text,
                              const char *reading);
/* Shortcut: clears, then one paragraph of plain text per line of `text`. */
void ishi_lesson_text_set_plain (IshiLessonText *self, const char *text);

/* Appends the paragraphs of a loaded lesson (of IshiLessonParagraph*,
 * ishi-lesson.h), one paragraph each; NULL or empty adds nothing. */
void ishi_lesson_text_add_paragraphs (IshiLessonText *self, GPtrArray *paragraphs);
/* One paragraph (NULL adds nothing). */
void ishi_lesson_text_add_paragraph (IshiLessonText *self, const IshiLessonParagraph *paragraph);

/* The text as read aloud: bases only ("黒と白が交互に打ちます。"),
 * paragraphs separated by a newline.  Owned by the widget. */
const char *ishi_lesson_text_get_text (IshiLessonText *self);
/* The same with each reading in parentheses after its base
 * ("打(う)ちます"). */
char *ishi_lesson_text_dup_text_with_readings (IshiLessonText *self);
/* The text as laid out at `width` pixels (0: the widget's width): its
 * lines one a line, its paragraphs apart by an empty line (a line
 * separator of the text kept at its line's end as U+2028); NULL without
 * a width. */
char *ishi_lesson_text_dup_lines (IshiLessonText *self, int width);

/* Each paragraph in `lines` lines at most, the last ending in "…" where
 * its text goes on (a reading goes with its base); 0 (the default): as
 * many as it takes.  The accessible text stays whole. */
void ishi_lesson_text_set_max_lines (IshiLessonText *self, int lines);
/* Its lines' alignment in its width: PANGO_ALIGN_LEFT (the default),
 * _CENTER or _RIGHT (a label's twin aligned as the label is). */
void ishi_lesson_text_set_alignment (IshiLessonText *self, PangoAlignment alignment);

/* The size of the base type in pixels; 0 (the default) follows CSS. */
void   ishi_lesson_text_set_font_px (IshiLessonText *self, double px);
double ishi_lesson_text_get_font_px (IshiLessonText *self);
/* The readings' type as a share of the base's: 0.5 (the usual, and 0),
 * larger in projector mode, to be read from the back of a room. */
void   ishi_lesson_text_set_ruby_scale (IshiLessonText *self, double scale);
double ishi_lesson_text_get_ruby_scale (IshiLessonText *self);
/* How much space (px) the current layout adds between the characters of
 * ruby bases whose reading is wider than the base and the neighbours can
 * take: 0 when every reading fits over its base and its neighbours. */
double ishi_lesson_text_get_ruby_spread (IshiLessonText *self);

/* Labels `button` with `mnemonic` ("盤で試す(_T)") read for a reader of
 * `grade` (1–6): an IshiLessonText with the room's readings over the
 * kanji above it, the button keeping its plain name for a screen reader
 * and its Alt key; a plain label for any other grade or where no reading
 * is needed. */
void ishi_lesson_text_label_button (GtkWidget *button, const char *mnemonic, int grade);

/* A wrapping GtkLabel's lines break as the lessons' do (ishi-phrases.h),
 * between words and phrases of up to a dozen characters: its text's
 * attributes, to be set again when the text changes. */
void ishi_lesson_label_break_phrases (GtkLabel *label);

G_END_DECLS
