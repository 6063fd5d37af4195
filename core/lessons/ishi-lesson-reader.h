/* ishi-lesson-reader.h — the reading of one lesson file, shared by the
 * loader that lets the file in (ishi-lesson-load.c) and the readers that
 * build the model from its tree (ishi-lesson.c,
 * ishi-lesson-read-diagram.c): the reader's state (the first error stops
 * it) and the small readings of a node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include <libxml/tree.h>

#include "ishi-lesson-private.h"
#include "ishi-lesson-schema.h"

G_BEGIN_DECLS

/* --- the reader's state -------------------------------------------------- */

typedef struct {
  const char *filename;
  IshiLesson *lesson;
  const IshiRules *rules;
  GError *error;            /* the first error; reading stops there */
  GArray *faults;           /* of IshiSchemaFault: what the schema refused */
  char *first_fault;        /* libxml2's words for the first */
  int first_fault_line;
} Reader;

G_GNUC_PRINTF (4, 5)
static inline void
reader_fail (Reader *r, IshiLessonError code, int line, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  if (r->error != NULL)
    return;
  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (&r->error, ISHI_LESSON_ERROR, code, "%s:%d: %s", r->filename, line, what);
}

static inline int
node_line (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  return line > 0 && line < G_MAXINT ? (int) line : 0;
}

static inline gboolean
is_element (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

/* An attribute value, newly allocated, or NULL when absent. */
static inline char *
attr (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

static inline char *
node_text (xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy = g_strdup (value ? (const char *) value : "");

  xmlFree (value);
  return copy;
}

/* --- the model's readers (ishi-lesson.c) ------------------------------------ */

/* Frees a step of the model (a GPtrArray's free function). */
void     ishi_lesson_step_free (gpointer data);
/* Builds the lesson from the validated tree's root into r->lesson; FALSE,
 * with r->error set, at the first thing wrong. */
gboolean ishi_lesson_read_root (Reader *r, xmlNode *root);

G_END_DECLS
