/* ishi-lesson-text-private.h — the lesson text widget's parts, shared by its
 * layout (ishi-lesson-text.c) and its content (ishi-lesson-text-content.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-lesson-text.h"

#define WORD_JOINER "\xe2\x81\xa0"      /* U+2060 */
#define LINE_SEPARATOR "\xe2\x80\xa8"   /* U+2028 */

typedef struct {
  guint start, end;         /* byte range of the base in the paragraph's text */
  char *reading;
  /* For the layout: how far (px) the reading may reach over the
   * neighbouring characters on either side (ruby_allowances), the widths
   * of the base and the reading (Pango units), and where the base is in
   * the paragraph's layout (px; found once for each layout). */
  double reach_before, reach_after;
  int base_width, reading_width;
  double left, right, top;
} Ruby;

typedef struct {
  GString *text;
  GString *spoken;          /* the bases alone, without joiners */
  GArray *emphasis;         /* of guint pairs: byte ranges */
  GArray *rubies;           /* of Ruby */
  guint shown;              /* bytes of `text` laid out (before an ellipsis) */
} Paragraph;

struct _IshiLessonText {
  GtkWidget parent_instance;

  GPtrArray *paragraphs;    /* of Paragraph */
  char *spoken;             /* cache for get_text */
  double font_px;
  double ruby_scale;        /* the readings' type, of the base's; 0: the usual half */
  int max_lines;            /* a paragraph's lines at most; 0: no limit */
  PangoAlignment alignment; /* of its lines: left (the default), centre, right */

  /* The layouts for one width (in pixels), or none (layout_width < 0). */
  int layout_width;
  GPtrArray *layouts;       /* of PangoLayout, one per paragraph */
  double ruby_band;         /* height left above a line with ruby */
  double spread;            /* px added between base characters, all paragraphs */
  double gap;
  int height;
};

Paragraph *ishi_lesson_text_paragraph_new (void);
void ishi_lesson_text_text_changed (IshiLessonText *self);
void ishi_lesson_text_invalidate (IshiLessonText *self);
