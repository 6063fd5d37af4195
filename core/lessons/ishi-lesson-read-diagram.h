/* ishi-lesson-read-diagram.h — a lesson's diagram read from its tree
 * (ishi-lesson-read-diagram.c), for the readers of the steps and tasks
 * around it (ishi-lesson.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-lesson-reader.h"

G_BEGIN_DECLS

/* The diagram's arrays, made empty and freed; a move of a diagram or a
 * sequence freed (a GPtrArray's free function). */
void      ishi_lesson_diagram_init (IshiLessonDiagram *d);
void      ishi_lesson_diagram_clear (IshiLessonDiagram *d);
void      ishi_lesson_move_free (gpointer data);

/* The <diagram> `node` into `d`; FALSE, with r->error set, at the first
 * thing wrong. */
gboolean  ishi_lesson_read_diagram (Reader *r, xmlNode *node, IshiLessonDiagram *d);

/* A <move> of the diagram `d` (numbered `default_number` and played by
 * `default_color` unless it says otherwise; a pass when `allow_pass` and
 * it says so) into `*out`. */
gboolean  ishi_lesson_read_move (Reader *r, xmlNode *node, const IshiLessonDiagram *d, gboolean allow_pass,
                                 IshiColor default_color, int default_number, IshiLessonMove **out);

/* One point `text` of a board of `size` (a pass when `allow_pass`), said
 * with the game's own names; FALSE, with r->error set, when it is none. */
gboolean  ishi_lesson_parse_one_point (Reader *r, xmlNode *node, int size, const char *text, gboolean allow_pass,
                                       IshiPoint *point);
/* Whether `p` is inside the diagram's region. */
gboolean  ishi_lesson_in_region (const IshiLessonDiagram *d, IshiPoint p);
/* The points of `node`'s attribute `name`, each on the board and inside
 * the region, appended to `out`. */
gboolean  ishi_lesson_read_points (Reader *r, xmlNode *node, const IshiLessonDiagram *d, const char *name,
                                   GArray *out);

/* "white" is White; anything else Black; NULL is `fallback`. */
IshiColor ishi_lesson_parse_color (const char *text, IshiColor fallback);

G_END_DECLS
