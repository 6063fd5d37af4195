/* ishi-lesson-schema.h — a schema error said as a teacher can act on it.
 *
 * libxml2 reports RELAX NG faults in its own words and often without the
 * fact that matters: "Element mark failed to validate attributes" does not
 * say which attribute, nor what it may be.  Given the node libxml2 blamed
 * and the schema's own text (lesson.rng), this finds what is wrong and what
 * the schema allows there, in a sentence that can be translated:
 * “"star" is not allowed as the shape of mark; allowed: triangle, square,
 * circle, cross”.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* How libxml2 described the fault (its xmlParserErrors code, e.g.
 * XML_RELAXNG_ERR_INVALIDATTR) and the node it named. */
typedef struct {
  int code;
  xmlNode *node;
} IshiSchemaFault;

/* The explanation of the first of `faults` that can be explained, with
 * the line of the node it is about in *line; NULL when none can be (the
 * caller then shows libxml2's words).  `schema_text` is lesson.rng. */
char *ishi_lesson_schema_explain (const char *schema_text, gsize schema_length,
                                  const IshiSchemaFault *faults, guint n_faults,
                                  int *line);

G_END_DECLS
