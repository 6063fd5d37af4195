/* ishi-lesson-private.h — what ishi-lesson-set.c needs of the loader of one
 * lesson file (ishi-lesson.c): the schema compiled once for many files, a
 * file read within ISHI_LESSON_MAX_BYTES, and the load of its bytes against
 * that schema.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/relaxng.h>

#include "ishi-lesson.h"

G_BEGIN_DECLS

/* lesson.rng from the core's GResource, compiled; free with xmlRelaxNGFree(). */
xmlRelaxNG *ishi_lesson_load_schema (GError **error);

/* The file's bytes, refused without being read whole when over
 * ISHI_LESSON_MAX_BYTES. */
char *ishi_lesson_read_limited (const char *filename, gsize *length, GError **error);

/* The lesson in `data` (named `filename` in its errors), checked against
 * `schema`. */
IshiLesson *ishi_lesson_load_with_schema (xmlRelaxNG *schema, const char *data, gsize length,
                                          const char *filename, GError **error);

G_END_DECLS
