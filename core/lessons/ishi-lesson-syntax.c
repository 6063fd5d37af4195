/* ishi-lesson-syntax.c — see ishi-lesson-syntax.h.
 *
 * The mistakes a teacher makes by hand in a lesson file, each with the
 * record libxml2 2.9 keeps of it (xmlError: code, line, int1, str1, str2):
 *
 *   <textt> … </text>     TAG_NAME_MISMATCH, noticed at the end tag; int1 is
 *                         the start tag's line, str1 its name, str2 the end
 *                         tag's.  Which of the two is misspelt: the one that
 *                         is not an element of a lesson.  When both are (a
 *                         </p> left out before </text>), the element not
 *                         closed is the mistake: the start tag's line.
 *   <step> … (end)        TAG_NOT_FINISHED: int1 the start tag's line.
 *   <b x=1>               ATTRIBUTE_NOT_STARTED;  <b x>  ATTRIBUTE_WITHOUT_VALUE
 *   <b x="1" x="2">       ATTRIBUTE_REDEFINED (str1 the name)
 *   x="1 … (no quote)     LT_IN_ATTRIBUTE, noticed at the next "<"
 *   &nbsp;                UNDECLARED_ENTITY (str1 the name)
 *   A & B, &amp B         NAME_REQUIRED ("xmlParseEntityRef: no name"),
 *                         ENTITYREF_SEMICOL_MISSING
 *
 * Anything else keeps libxml2's words after a translated sentence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-syntax.h"

/* The elements of lesson.rng. */
static const char *const lesson_elements[] = {
  "lesson", "title", "description", "step", "diagram", "black", "white", "label",
  "mark", "highlight", "line", "move", "text", "sequence", "task", "prompt",
  "answer", "right", "wrong", "hint", "reply", "p", "em", "ruby", "rt", "br",
};

static gboolean
is_lesson_element (const char *name)
{
  for (gsize i = 0; name != NULL && i < G_N_ELEMENTS (lesson_elements); i++)
    if (strcmp (name, lesson_elements[i]) == 0)
      return TRUE;
  return FALSE;
}

void
ishi_syntax_error_set (IshiSyntaxError *error, const xmlError *from)
{
  ishi_syntax_error_clear (error);
  error->code = from->code;
  error->line = from->line;
  error->int1 = from->int1;
  error->str1 = g_strdup (from->str1);
  error->str2 = g_strdup (from->str2);
  error->message = g_strstrip (g_strdup (from->message ? from->message : "?"));
}

void
ishi_syntax_error_clear (IshiSyntaxError *error)
{
  g_clear_pointer (&error->str1, g_free);
  g_clear_pointer (&error->str2, g_free);
  g_clear_pointer (&error->message, g_free);
}

/* <textt> … </text>: see the top of the file. */
static char *
explain_mismatch (const IshiSyntaxError *e, int *line)
{
  const char *start = e->str1 ? e->str1 : "?", *end = e->str2 ? e->str2 : "?";
  int start_line = e->int1 > 0 ? e->int1 : e->line;

  if (!is_lesson_element (start) || is_lesson_element (end))
    {
      *line = start_line;
      if (!is_lesson_element (start))
        return g_strdup_printf (_("the start tag <%s> does not match the end tag </%s> on line %d: is <%s> misspelt? (a lesson has no element %s)"),
                                start, end, e->line, start, start);
      return g_strdup_printf (_("<%s> is not closed: </%s> on line %d comes first (write </%s> before it)"),
                              start, end, e->line, start);
    }
  *line = e->line;
  return g_strdup_printf (_("the end tag </%s> does not match the start tag <%s> on line %d: is </%s> misspelt? (a lesson has no element %s)"),
                          end, start, start_line, end, end);
}

static char *
explain_name_required (const IshiSyntaxError *e)
{
  if (g_str_has_prefix (e->message, "xmlParseEntityRef"))
    return g_strdup (_("a lone “&”: write it as &amp;"));
  if (g_str_has_prefix (e->message, "StartTag"))
    return g_strdup (_("a lone “<” that starts no tag: write it as &lt;, or the tag's name right after “<”"));
  return g_strdup (_("a tag is not written as <name attribute=\"value\" …>: a quote or a “>” may be missing on this line or the one before"));
}

char *
ishi_lesson_syntax_explain (const IshiSyntaxError *e, int *line)
{
  const char *name = e->str1 ? e->str1 : "?";

  *line = e->line;
  switch (e->code)
    {
    case XML_ERR_TAG_NAME_MISMATCH:
      return explain_mismatch (e, line);
    case XML_ERR_TAG_NOT_FINISHED:
      if (e->int1 > 0)
        *line = e->int1;
      return g_strdup_printf (_("<%s> is never closed: the file ends before its </%s>"), name, name);
    case XML_ERR_GT_REQUIRED:
      if (e->int1 > 0)
        *line = e->int1;
      return g_strdup_printf (_("the tag <%s> is not finished with “>” (or “/>”)"), name);
    case XML_ERR_LTSLASH_REQUIRED:
      return g_strdup (_("an end tag is not written as </name>"));
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
      return g_strdup (_("an attribute's value is not in quotes: write it as name=\"value\""));
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
      return g_strdup_printf (_("the attribute %s has no value: write it as %s=\"…\""), name, name);
    case XML_ERR_ATTRIBUTE_REDEFINED:
      return g_strdup_printf (_("the attribute %s is written twice in one tag"), name);
    case XML_ERR_SPACE_REQUIRED:
      return g_strdup (_("two attributes with no space between them: write name=\"…\" name=\"…\""));
    case XML_ERR_LT_IN_ATTRIBUTE:
      return g_strdup (_("a “<” inside an attribute's value: is the closing quote (\") missing on this line or the one before?"));
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
      return g_strdup_printf (_("&%s; is not known in a lesson: write the character itself (only &amp; &lt; &gt; &quot; &apos; are known)"),
                              name);
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
      return g_strdup (_("an “&” with no “;” after its name: write a lone “&” as &amp;"));
    case XML_ERR_NAME_REQUIRED:
      return explain_name_required (e);
    case XML_ERR_DOCUMENT_END:
    case XML_ERR_EXTRA_CONTENT:
      return g_strdup (_("there is more after the end of the lesson (</lesson>)"));
    case XML_ERR_DOCUMENT_EMPTY:
      return g_strdup (_("the file has no lesson in it"));
    case XML_ERR_INVALID_CHAR:
    case XML_ERR_INVALID_ENCODING:
      return g_strdup (_("the file is not UTF-8 text: save it as UTF-8"));
    case XML_ERR_COMMENT_NOT_FINISHED:
      return g_strdup (_("a comment “<!--” is not closed with “-->”"));
    default:
      /* TRANSLATORS: %s is libxml2's own description, in English */
      return g_strdup_printf (_("the XML is not written correctly (libxml2 says: %s)"), e->message);
    }
}
