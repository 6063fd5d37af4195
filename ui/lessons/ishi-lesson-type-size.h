/* ishi-lesson-type-size.h — the size of a lesson step's type: the usual
 * size beside the board, and in projector mode as large as the screen
 * allows, made smaller until the whole step fits (a clicker cannot
 * scroll).  Held by the step page; knows its text column, its counter,
 * its title and its texts, and sets their size from an idle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-lesson-text.h"

G_BEGIN_DECLS

typedef struct {
  GtkWidget *scroller;          /* the text column */
  GtkWidget *counter;           /* projector mode's step counter */
  IshiLessonText *title;
  IshiLessonText *texts[6];
  double font_px;               /* projector mode: the size the screen allows; 0 otherwise */
  double fit_px;                /* projector mode: the size used, smaller when the step
                                 * would not fit */
  double title_px;              /* the size the title was last given */
  int text_width;
  guint idle_id;
} IshiLessonTypeSize;

/* The page got its size: the column's width and the type follow it.
 * Call before allocating the page's children. */
void ishi_lesson_type_size_set_page (IshiLessonTypeSize *self, gboolean projector,
                                     int width, int height);
/* After the children are allocated: when the step changed (another step,
 * its feedback, its hint), fit the type again if it no longer fits, or if
 * it was made smaller and now has room. */
void ishi_lesson_type_size_check    (IshiLessonTypeSize *self);
void ishi_lesson_type_size_clear    (IshiLessonTypeSize *self);

G_END_DECLS
