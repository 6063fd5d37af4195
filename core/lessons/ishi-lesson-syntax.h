/* ishi-lesson-syntax.h — an XML syntax error said as a teacher can act on
 * it, in her language, at the line of the mistake.
 *
 * libxml2 says what went wrong in English only, and says it where it
 * noticed it: a start tag typed <textt> on line 11 is reported at the
 * </text> that closes it on line 13, as "Opening and ending tag mismatch:
 * textt line 11 and text".  Its error record keeps the facts (the code,
 * the two names, the line of the start tag), so the sentence is made here
 * from them, translatable, and the line is the one to correct.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/xmlerror.h>

G_BEGIN_DECLS

/* What libxml2 told of the first error (copied: the record is libxml2's). */
typedef struct {
  int code;           /* xmlParserErrors */
  int line;           /* where libxml2 noticed it */
  int int1;           /* for some codes, the line of the start tag */
  char *str1, *str2;  /* for some codes, names (the start and the end tag) */
  char *message;      /* libxml2's own words */
} IshiSyntaxError;

void ishi_syntax_error_set   (IshiSyntaxError *error, const xmlError *from);
void ishi_syntax_error_clear (IshiSyntaxError *error);

/* The sentence (translated) and, in *line, the line of the mistake. */
char *ishi_lesson_syntax_explain (const IshiSyntaxError *error, int *line);

G_END_DECLS
