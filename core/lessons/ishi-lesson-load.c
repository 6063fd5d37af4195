/* ishi-lesson-load.c — a lesson file let in: read within its size, refused
 * with any DOCTYPE before libxml2 sees it, parsed without the network and
 * checked against lesson.rng, then handed to the readers that build the
 * model of ishi-lesson.h (ishi-lesson.c).  Why each step is there is told
 * at the top of ishi-lesson.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>

#include "ishi-core-resources.h"
#include "ishi-lesson-reader.h"
#include "ishi-lesson-schema.h"
#include "ishi-lesson-syntax.h"

#define SCHEMA_RESOURCE "/io/github/ishi/Ishi/core/lesson.rng"

/* --- prolog: refuse any DOCTYPE before parsing ----------------------------- */

/* Walks the prolog of the raw document (BOM, XML declaration, white space,
 * comments, processing instructions) up to the first element.  A DOCTYPE
 * can only stand there.  Returns FALSE (and the line) when one is found. */
static gboolean
prolog_has_no_doctype (const char *data, gsize length, int *doctype_line)
{
  const char *p = data;
  const char *end = data + length;
  int line = 1;

  if (length >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  while (p < end)
    {
      if (*p == '\n')
        {
          line++;
          p++;
        }
      else if (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
      else if (end - p >= 4 && memcmp (p, "<!--", 4) == 0)
        {
          const char *close = g_strstr_len (p + 4, end - p - 4, "-->");

          if (close == NULL)
            return TRUE;   /* malformed: libxml2 says so */
          for (; p < close; p++)
            if (*p == '\n')
              line++;
          p = close + 3;
        }
      else if (end - p >= 2 && memcmp (p, "<?", 2) == 0)
        {
          const char *close = g_strstr_len (p + 2, end - p - 2, "?>");

          if (close == NULL)
            return TRUE;
          for (; p < close; p++)
            if (*p == '\n')
              line++;
          p = close + 2;
        }
      else if (end - p >= 2 && memcmp (p, "<!", 2) == 0)
        {
          /* <!DOCTYPE in any case, or anything else markup-declaration-like
           * before the root: never allowed in a lesson. */
          *doctype_line = line;
          return FALSE;
        }
      else if (*p == '<')
        return TRUE;   /* the root element */
      else
        {
          /* Not markup: no XML in UTF-8 starts so.  Refused here rather
           * than left to libxml2, which would guess another encoding
           * (UTF-16, EBCDIC…) whose DOCTYPE this scan cannot see. */
          *doctype_line = -line;
          return FALSE;
        }
    }
  return TRUE;
}

/* --- parsing and validation ------------------------------------------------ */

/* Every fault the validator reports is kept: libxml2's own first words
 * are shown only if none of them can be explained (ishi-lesson-schema.c). */
static void
schema_error (void *data, xmlError *error)
{
  Reader *r = data;
  IshiSchemaFault fault = { 0, NULL };

  if (error == NULL)
    return;
  if (r->first_fault == NULL)
    {
      r->first_fault = g_strstrip (g_strdup (error->message ? error->message : "?"));
      r->first_fault_line = error->node != NULL ? node_line ((xmlNode *) error->node) : error->line;
    }
  if (r->faults->len >= 64)
    return;
  fault.code = error->code;
  fault.node = error->node;
  g_array_append_val (r->faults, fault);
}

static void
fail_schema (Reader *r)
{
  g_autoptr(GBytes) bytes = g_resource_lookup_data (ishi_core_get_resource (), SCHEMA_RESOURCE,
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *explained = NULL;
  int line = 0;

  if (bytes != NULL)
    {
      gsize size;
      const char *text = g_bytes_get_data (bytes, &size);

      explained = ishi_lesson_schema_explain (text, size, (IshiSchemaFault *) r->faults->data,
                                              r->faults->len, &line);
    }
  if (explained != NULL)
    reader_fail (r, ISHI_LESSON_ERROR_SCHEMA, line, _("does not follow the lesson schema: %s"), explained);
  else if (r->first_fault != NULL)
    reader_fail (r, ISHI_LESSON_ERROR_SCHEMA, r->first_fault_line,
                 _("does not follow the lesson schema: %s"), r->first_fault);
  else
    reader_fail (r, ISHI_LESSON_ERROR_SCHEMA, 0, _("does not follow the lesson schema"));
}

static void
schema_parser_error (void *data, xmlError *error)
{
  /* Only reached if the compiled-in schema were broken (a build error). */
  g_warning ("lesson.rng: %s", error && error->message ? error->message : "?");
}

xmlRelaxNG *
ishi_lesson_load_schema (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxt *pctxt;
  xmlRelaxNG *schema;
  gsize size;
  const char *data;

  bytes = g_resource_lookup_data (ishi_core_get_resource (), SCHEMA_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  xmlRelaxNGSetParserStructuredErrors (pctxt, schema_parser_error, NULL);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  if (schema == NULL)
    g_set_error_literal (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_IO,
                         "lesson.rng: the compiled-in schema cannot be read");
  return schema;
}

/* --- entry points ------------------------------------------------------------ */

static void
xml_error (void *data, xmlError *error)
{
  xmlParserCtxt *ctxt = data;
  IshiSyntaxError *first = ctxt ? ctxt->_private : NULL;

  if (first == NULL || first->message != NULL || error == NULL || error->level < XML_ERR_ERROR)
    return;
  ishi_syntax_error_set (first, error);
}

IshiLesson *
ishi_lesson_load_with_schema (xmlRelaxNG *schema, const char *data, gsize length,
                              const char *filename, GError **error)
{
  Reader r = { filename, NULL, NULL, NULL, NULL, NULL, 0 };
  xmlParserCtxt *ctxt = NULL;
  xmlDoc *doc = NULL;
  xmlRelaxNGValidCtxt *vctxt = NULL;
  xmlNode *root;
  int doctype_line = 0;
  IshiSyntaxError first_error = { 0, };
  xmlCharEncodingHandler *handler;

  if (length > ISHI_LESSON_MAX_BYTES)
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_TOO_LARGE,
                   _("%s:0: the file is larger than %d MiB"), filename, ISHI_LESSON_MAX_BYTES >> 20);
      return NULL;
    }
  if (memchr (data, '\0', length) != NULL
      || (!prolog_has_no_doctype (data, length, &doctype_line) && doctype_line < 0))
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_XML,
                   _("%s:%d: not well-formed XML: a lesson is UTF-8 XML and starts with “<”"),
                   filename, doctype_line < 0 ? -doctype_line : 1);
      return NULL;
    }
  if (!prolog_has_no_doctype (data, length, &doctype_line))
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_DOCTYPE,
                   _("%s:%d: a DOCTYPE or other declaration is not allowed in a lesson (it is refused unread)"),
                   filename, doctype_line);
      return NULL;
    }

  if (length == 0)
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_XML, _("%s:1: not well-formed XML: the file is empty"),
                   filename);
      return NULL;
    }
  if (length > G_MAXINT)   /* unreachable: ISHI_LESSON_MAX_BYTES is smaller */
    return NULL;
  ctxt = xmlCreateMemoryParserCtxt (data, (int) length);
  if (ctxt == NULL)
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_XML, "%s:0: out of memory", filename);
      return NULL;
    }
  /* The first error is the one to show (later ones follow from it); it
   * comes through the context's own handler, never a global one. */
  ctxt->_private = &first_error;
  ctxt->sax->serror = xml_error;
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                           | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES | XML_PARSE_IGNORE_ENC);
  handler = xmlFindCharEncodingHandler ("UTF-8");
  if (handler != NULL)
    xmlSwitchToEncoding (ctxt, handler);
  xmlParseDocument (ctxt);
  doc = ctxt->myDoc;
  ctxt->myDoc = NULL;
  if (doc == NULL || !ctxt->wellFormed)
    {
      int line = first_error.line;
      g_autofree char *message = first_error.message != NULL
                                 ? ishi_lesson_syntax_explain (&first_error, &line) : g_strdup ("?");

      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_XML, _("%s:%d: not well-formed XML: %s"),
                   filename, line, message);
      goto out;
    }
  /* Second line of defence: the prolog check above makes this impossible. */
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_DOCTYPE,
                   _("%s:1: a DOCTYPE is not allowed in a lesson"), filename);
      goto out;
    }

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  r.faults = g_array_new (FALSE, FALSE, sizeof (IshiSchemaFault));
  xmlRelaxNGSetValidStructuredErrors (vctxt, schema_error, &r);
  if (xmlRelaxNGValidateDoc (vctxt, doc) != 0)
    {
      fail_schema (&r);
      g_propagate_error (error, g_steal_pointer (&r.error));
      goto out;
    }

  root = xmlDocGetRootElement (doc);
  r.lesson = g_new0 (IshiLesson, 1);
  r.lesson->filename = g_strdup (filename);
  r.lesson->steps = g_ptr_array_new_with_free_func (ishi_lesson_step_free);
  if (!ishi_lesson_read_root (&r, root))
    {
      g_clear_pointer (&r.lesson, ishi_lesson_free);
      g_propagate_error (error, g_steal_pointer (&r.error));
    }

out:
  ishi_syntax_error_clear (&first_error);
  if (r.faults != NULL)
    g_array_unref (r.faults);
  g_free (r.first_fault);
  if (vctxt != NULL)
    xmlRelaxNGFreeValidCtxt (vctxt);
  if (doc != NULL)
    xmlFreeDoc (doc);
  xmlFreeParserCtxt (ctxt);
  return r.lesson;
}

IshiLesson *
ishi_lesson_load_from_data (const char *data, gsize length, const char *filename, GError **error)
{
  xmlRelaxNG *schema;
  IshiLesson *lesson;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  schema = ishi_lesson_load_schema (error);
  if (schema == NULL)
    return NULL;
  lesson = ishi_lesson_load_with_schema (schema, data ? data : "", length, filename, error);
  xmlRelaxNGFree (schema);
  return lesson;
}

/* Reads at most ISHI_LESSON_MAX_BYTES + 1 bytes: a larger file is refused
 * without being read whole. */
char *
ishi_lesson_read_limited (const char *filename, gsize *length, GError **error)
{
  FILE *f = g_fopen (filename, "rb");
  char *data;
  gsize n;

  if (f == NULL)
    {
      int saved = errno;

      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_IO, "%s:0: %s", filename, g_strerror (saved));
      return NULL;
    }
  {
    GStatBuf st;

    /* A regular file's size is known: a large one is refused unread. */
    if (fstat (fileno (f), &st) == 0 && S_ISREG (st.st_mode) && st.st_size > ISHI_LESSON_MAX_BYTES)
      {
        g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_TOO_LARGE,
                     _("%s:0: the file is larger than %d MiB"), filename, ISHI_LESSON_MAX_BYTES >> 20);
        fclose (f);
        return NULL;
      }
  }
  data = g_malloc (ISHI_LESSON_MAX_BYTES + 1);
  n = fread (data, 1, ISHI_LESSON_MAX_BYTES + 1, f);
  if (ferror (f))
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_IO, _("%s:0: cannot be read"), filename);
      fclose (f);
      g_free (data);
      return NULL;
    }
  fclose (f);
  if (n > ISHI_LESSON_MAX_BYTES)
    {
      g_set_error (error, ISHI_LESSON_ERROR, ISHI_LESSON_ERROR_TOO_LARGE,
                   _("%s:0: the file is larger than %d MiB"), filename, ISHI_LESSON_MAX_BYTES >> 20);
      g_free (data);
      return NULL;
    }
  *length = n;
  return data;
}

IshiLesson *
ishi_lesson_load (const char *filename, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = ishi_lesson_read_limited (filename, &length, error);
  if (data == NULL)
    return NULL;
  return ishi_lesson_load_from_data (data, length, filename, error);
}
