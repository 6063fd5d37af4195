/* ishi-lesson-sheet.h — a lesson as a printed worksheet.
 *
 * The lesson's tasks as numbered problems, four to six an A4 page: each
 * the position where the task is asked (without the answer), its prompt
 * with its ruby, and a line for the answer; the lesson's title and a line
 * for the pupil's name at the top of every page; then a page of empty
 * boards to draw on; with the answer key, the last page(s) list each
 * task's answers, taken from the lesson itself (the points it lists, or
 * the points the rules find for its condition), with the reason and the
 * lesson's own "right" text.  A lesson without tasks prints its steps'
 * diagrams with their titles.  See ishi-lesson-sheet.c.
 *
 * cairo and pango only: ishi-tool and the print dialog draw the same pages.
 * The lesson must outlive the sheet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "ishi-figures.h"
#include "ishi-lesson.h"

G_BEGIN_DECLS

typedef struct _IshiLessonSheet IshiLessonSheet;

/* Lays the lesson out on pages of `page`; `cr` only measures text.  NULL
 * with an error when a diagram cannot be made (a move the rules refuse). */
IshiLessonSheet *ishi_lesson_sheet_new (cairo_t *cr, const IshiPage *page,
                                        const IshiLesson *lesson, gboolean answers,
                                        GError **error);
void  ishi_lesson_sheet_free (IshiLessonSheet *sheet);
guint ishi_lesson_sheet_n_pages (const IshiLessonSheet *sheet);
void  ishi_lesson_sheet_draw_page (IshiLessonSheet *sheet, cairo_t *cr, guint index);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiLessonSheet, ishi_lesson_sheet_free)

gboolean ishi_lesson_sheet_write_pdf (const IshiLesson *lesson, gboolean answers,
                                      const IshiPage *page, const char *path,
                                      GError **error);

/* Why the answer is right, as a sentence: "Captures 2 stones.",
 * "Makes a four and a three."; NULL when the task only lists points. */
char *ishi_lesson_condition_reason (IshiLessonCondition condition, int count);

G_END_DECLS
