/* ishi-lesson-schema.c — a schema error said as a teacher can act on it.
 *
 * The schema is read as a document (lesson.rng is small) and the node
 * libxml2 blamed is checked again against it, one fact at a time: an
 * attribute the element does not have, one it needs, a value it does not
 * take; an element that is not allowed where it stands, or one that is
 * missing.  Only the part of RELAX NG lesson.rng uses is understood:
 * element, attribute, ref/define, optional, zeroOrMore, oneOrMore, choice,
 * interleave, group, value, text, empty, and data of the XML Schema types
 * token, string, integer and positiveInteger with their pattern, length
 * and range parameters.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>

#include "ishi-lesson-schema.h"

#define RNG_NS "http://relaxng.org/ns/structure/1.0"
#define MAX_DEPTH 16

typedef struct {
  xmlDoc *doc;
  GHashTable *defines;   /* name → <define> */
} Schema;

static gboolean
rng_is (const xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL
         && strcmp ((const char *) node->ns->href, RNG_NS) == 0
         && strcmp ((const char *) node->name, name) == 0;
}

static char *
rng_attr (const xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

static void
collect_defines (Schema *s, xmlNode *node)
{
  for (xmlNode *c = node->children; c; c = c->next)
    {
      if (rng_is (c, "define"))
        g_hash_table_insert (s->defines, rng_attr (c, "name"), c);
      if (c->type == XML_ELEMENT_NODE)
        collect_defines (s, c);
    }
}

static void
collect_elements (xmlNode *node, const char *name, GPtrArray *out)
{
  for (xmlNode *c = node->children; c; c = c->next)
    {
      if (rng_is (c, "element"))
        {
          g_autofree char *n = rng_attr (c, "name");

          if (g_strcmp0 (n, name) == 0)
            g_ptr_array_add (out, c);
        }
      if (c->type == XML_ELEMENT_NODE)
        collect_elements (c, name, out);
    }
}

static xmlNode *
define_of (Schema *s, xmlNode *ref)
{
  g_autofree char *name = rng_attr (ref, "name");

  return name ? g_hash_table_lookup (s->defines, name) : NULL;
}

/* One attribute or child element an element's content names. */
typedef struct {
  xmlNode *pattern;   /* the <attribute> or <element> */
  char *name;
  gboolean required;
} Part;

static void
part_clear (gpointer data)
{
  g_free (((Part *) data)->name);
}

/* The attributes and child elements of a content pattern, in order, each
 * required unless something optional stands between it and the element. */
static void
walk (Schema *s, xmlNode *pattern, gboolean required, GArray *parts, int depth)
{
  if (depth > MAX_DEPTH)
    return;
  for (xmlNode *c = pattern->children; c; c = c->next)
    {
      if (rng_is (c, "attribute") || rng_is (c, "element"))
        {
          Part part = { c, rng_attr (c, "name"), required };

          g_array_append_val (parts, part);
        }
      else if (rng_is (c, "ref"))
        {
          xmlNode *define = define_of (s, c);

          if (define != NULL)
            walk (s, define, required, parts, depth + 1);
        }
      else if (rng_is (c, "optional") || rng_is (c, "zeroOrMore") || rng_is (c, "choice"))
        walk (s, c, FALSE, parts, depth + 1);
      else if (rng_is (c, "oneOrMore") || rng_is (c, "interleave") || rng_is (c, "group"))
        walk (s, c, required, parts, depth + 1);
    }
}

/* The parts of every definition of element `name` (an element may be
 * defined in more than one place: a diagram's move and a sequence's). */
static GArray *
parts_of (Schema *s, const char *name, guint *n_defs)
{
  g_autoptr(GPtrArray) defs = g_ptr_array_new ();
  GArray *parts = g_array_new (FALSE, FALSE, sizeof (Part));

  g_array_set_clear_func (parts, part_clear);
  collect_elements (xmlDocGetRootElement (s->doc), name, defs);
  for (guint i = 0; i < defs->len; i++)
    walk (s, defs->pdata[i], TRUE, parts, 0);
  *n_defs = defs->len;
  return parts;
}

static gboolean
is_attribute (const Part *p)
{
  return rng_is (p->pattern, "attribute");
}

/* The names of the parts of one kind, each once, in order, joined. */
static char *
join_names (GArray *parts, gboolean attributes)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < parts->len; i++)
    {
      Part *p = &g_array_index (parts, Part, i);

      if (is_attribute (p) != attributes || p->name == NULL || g_hash_table_contains (seen, p->name))
        continue;
      g_hash_table_add (seen, p->name);
      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append (out, p->name);
    }
  return g_string_free (out, FALSE);
}

/* --- values ------------------------------------------------------------- */

static xmlNode *
first_pattern (xmlNode *node)
{
  for (xmlNode *c = node->children; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE && c->ns != NULL
        && strcmp ((const char *) c->ns->href, RNG_NS) == 0)
      return c;
  return NULL;
}

static char *
param (xmlNode *data, const char *name)
{
  for (xmlNode *c = data->children; c; c = c->next)
    if (rng_is (c, "param"))
      {
        g_autofree char *n = rng_attr (c, "name");

        if (g_strcmp0 (n, name) == 0)
          {
            xmlChar *text = xmlNodeGetContent (c);
            char *copy = g_strdup ((const char *) text);

            xmlFree (text);
            return copy;
          }
      }
  return NULL;
}

/* XML Schema's token: white space collapsed, none at the ends. */
static char *
collapse (const char *value)
{
  g_auto(GStrv) words = g_strsplit_set (value, " \t\r\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, words[i]);
      }
  return g_string_free (out, FALSE);
}

static gboolean
data_ok (xmlNode *data, const char *raw)
{
  g_autofree char *type = rng_attr (data, "type");
  g_autofree char *pattern = param (data, "pattern");
  g_autofree char *min_length = param (data, "minLength");
  g_autofree char *max_length = param (data, "maxLength");
  g_autofree char *min = param (data, "minInclusive");
  g_autofree char *max = param (data, "maxInclusive");
  g_autofree char *value = g_strcmp0 (type, "string") == 0 ? g_strdup (raw) : collapse (raw);

  if (g_strcmp0 (type, "integer") == 0 || g_strcmp0 (type, "positiveInteger") == 0)
    {
      gint64 n;

      if (!g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &n, NULL))
        return FALSE;
      if (g_strcmp0 (type, "positiveInteger") == 0 && n < 1)
        return FALSE;
      if ((min && n < g_ascii_strtoll (min, NULL, 10)) || (max && n > g_ascii_strtoll (max, NULL, 10)))
        return FALSE;
    }
  if (min_length && g_utf8_strlen (value, -1) < g_ascii_strtoll (min_length, NULL, 10))
    return FALSE;
  if (max_length && g_utf8_strlen (value, -1) > g_ascii_strtoll (max_length, NULL, 10))
    return FALSE;
  if (pattern)
    {
      /* An XML Schema pattern matches the whole value. */
      g_autofree char *anchored = g_strdup_printf ("^(?:%s)$", pattern);
      g_autoptr(GRegex) regex = g_regex_new (anchored, 0, 0, NULL);

      if (regex != NULL && !g_regex_match (regex, value, 0, NULL))
        return FALSE;
    }
  return TRUE;
}

static gboolean
pattern_ok (Schema *s, xmlNode *pattern, const char *value, int depth)
{
  if (pattern == NULL || depth > MAX_DEPTH)
    return TRUE;
  if (rng_is (pattern, "value"))
    {
      xmlChar *text = xmlNodeGetContent (pattern);
      g_autofree char *token = collapse (value);
      gboolean same = g_strcmp0 ((const char *) text, token) == 0;

      xmlFree (text);
      return same;
    }
  if (rng_is (pattern, "data"))
    return data_ok (pattern, value);
  if (rng_is (pattern, "ref"))
    {
      xmlNode *define = define_of (s, pattern);

      return define == NULL || pattern_ok (s, first_pattern (define), value, depth + 1);
    }
  if (rng_is (pattern, "choice"))
    {
      for (xmlNode *c = pattern->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE && pattern_ok (s, c, value, depth + 1))
          return TRUE;
      return FALSE;
    }
  return TRUE;   /* text, or something this reader does not judge */
}

/* What a value pattern allows, in words. */
static void
describe (Schema *s, xmlNode *pattern, GString *out, int depth)
{
  if (pattern == NULL || depth > MAX_DEPTH)
    return;
  if (out->len > 0)
    g_string_append (out, ", ");
  if (rng_is (pattern, "value"))
    {
      xmlChar *text = xmlNodeGetContent (pattern);

      g_string_append (out, (const char *) text);
      xmlFree (text);
    }
  else if (rng_is (pattern, "choice"))
    {
      GString *inner = g_string_new (NULL);

      for (xmlNode *c = pattern->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE)
          describe (s, c, inner, depth + 1);
      g_string_append (out, inner->str);
      g_string_free (inner, TRUE);
    }
  else if (rng_is (pattern, "ref"))
    {
      g_autofree char *name = rng_attr (pattern, "name");
      xmlNode *define = define_of (s, pattern);

      /* The named kinds of value, said as a teacher writes them. */
      if (g_strcmp0 (name, "point") == 0)
        g_string_append (out, _("a point such as D4"));
      else if (g_strcmp0 (name, "points") == 0)
        g_string_append (out, _("points such as “D4 E5”"));
      else if (g_strcmp0 (name, "id-value") == 0)
        g_string_append (out, _("a name of letters, digits, “_”, “.” and “-”"));
      else if (define != NULL)
        {
          GString *inner = g_string_new (NULL);

          describe (s, first_pattern (define), inner, depth + 1);
          g_string_append (out, inner->str);
          g_string_free (inner, TRUE);
        }
    }
  else if (rng_is (pattern, "data"))
    {
      g_autofree char *type = rng_attr (pattern, "type");
      g_autofree char *pat = param (pattern, "pattern");
      g_autofree char *min = param (pattern, "minInclusive");
      g_autofree char *max = param (pattern, "maxInclusive");
      g_autofree char *min_length = param (pattern, "minLength");
      g_autofree char *max_length = param (pattern, "maxLength");

      if (g_strcmp0 (type, "positiveInteger") == 0)
        g_string_append (out, _("a whole number from 1 up"));
      else if (g_strcmp0 (type, "integer") == 0 && min && max)
        g_string_append_printf (out, _("a whole number from %s to %s"), min, max);
      else if (g_strcmp0 (type, "integer") == 0)
        g_string_append (out, _("a whole number"));
      else if (pat && strchr (pat, ':'))
        g_string_append (out, _("two corners joined by “:”, such as A1:E5"));
      else if (min_length && max_length)
        g_string_append_printf (out, _("text of %s to %s characters"), min_length, max_length);
      else if (min_length)
        g_string_append (out, _("text that is not empty"));
      else if (pat)
        g_string_append_printf (out, _("text of the form %s"), pat);
      else
        g_string_append (out, _("a word"));
    }
  else if (out->len >= 2)
    g_string_truncate (out, out->len - 2);
}

/* --- faults ------------------------------------------------------------- */

static int
line_of (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  return line > 0 && line < G_MAXINT ? (int) line : 0;
}

static char *
explain_attributes (Schema *s, xmlNode *node)
{
  guint n_defs = 0;
  g_autoptr(GArray) parts = parts_of (s, (const char *) node->name, &n_defs);

  if (n_defs == 0)
    return NULL;

  /* An attribute the element does not have. */
  for (xmlAttr *a = node->properties; a; a = a->next)
    {
      gboolean known = FALSE;

      for (guint i = 0; i < parts->len && !known; i++)
        {
          Part *p = &g_array_index (parts, Part, i);

          known = is_attribute (p) && g_strcmp0 (p->name, (const char *) a->name) == 0;
        }
      if (!known)
        {
          g_autofree char *names = join_names (parts, TRUE);

          if (*names == '\0')
            return g_strdup_printf (_("%s takes no attributes, so “%s” cannot be used"),
                                    node->name, a->name);
          return g_strdup_printf (_("%s has no attribute “%s”; its attributes are %s"),
                                  node->name, a->name, names);
        }
    }

  /* One it needs: required in every definition of the element. */
  for (guint i = 0; i < parts->len; i++)
    {
      Part *p = &g_array_index (parts, Part, i);
      guint required_in = 0;

      if (!is_attribute (p) || !p->required || xmlHasProp (node, (const xmlChar *) p->name))
        continue;
      for (guint j = 0; j < parts->len; j++)
        {
          Part *q = &g_array_index (parts, Part, j);

          if (is_attribute (q) && q->required && g_strcmp0 (q->name, p->name) == 0)
            required_in++;
        }
      if (required_in >= n_defs)
        return g_strdup_printf (_("%s needs the attribute %s"), node->name, p->name);
    }

  /* A value it does not take (under any of its definitions). */
  for (xmlAttr *a = node->properties; a; a = a->next)
    {
      xmlChar *value = xmlNodeGetContent ((xmlNode *) a);
      gboolean ok = FALSE;
      g_autoptr(GString) allowed = g_string_new (NULL);
      char *message = NULL;

      for (guint i = 0; i < parts->len; i++)
        {
          Part *p = &g_array_index (parts, Part, i);

          if (!is_attribute (p) || g_strcmp0 (p->name, (const char *) a->name) != 0)
            continue;
          if (pattern_ok (s, first_pattern (p->pattern), (const char *) value, 0))
            ok = TRUE;
          else if (allowed->len == 0)
            describe (s, first_pattern (p->pattern), allowed, 0);
        }
      if (!ok)
        message = g_strdup_printf (_("the %s of %s cannot be “%s”; it can be %s"),
                                   a->name, node->name, (const char *) value, allowed->str);
      xmlFree (value);
      if (message != NULL)
        return message;
    }
  return NULL;
}

/* The required child elements of `node` it does not have. */
static char *
explain_missing (Schema *s, xmlNode *node)
{
  guint n_defs = 0;
  g_autoptr(GArray) parts = parts_of (s, (const char *) node->name, &n_defs);

  if (n_defs != 1)
    return NULL;
  for (guint i = 0; i < parts->len; i++)
    {
      Part *p = &g_array_index (parts, Part, i);
      gboolean present = FALSE;

      if (is_attribute (p) || !p->required)
        continue;
      for (xmlNode *c = node->children; c && !present; c = c->next)
        present = c->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) c->name, p->name) == 0;
      if (!present)
        return g_strdup_printf (_("%s needs a %s element"), node->name, p->name);
    }
  return NULL;
}

/* Does a content pattern take text (not counting nested elements')? */
static gboolean
allows_text (Schema *s, xmlNode *pattern, int depth)
{
  if (depth > MAX_DEPTH)
    return TRUE;
  for (xmlNode *c = pattern->children; c; c = c->next)
    {
      if (rng_is (c, "text") || rng_is (c, "data") || rng_is (c, "value"))
        return TRUE;
      if (rng_is (c, "ref"))
        {
          xmlNode *define = define_of (s, c);

          if (define != NULL && allows_text (s, define, depth + 1))
            return TRUE;
        }
      else if (c->type == XML_ELEMENT_NODE && !rng_is (c, "element") && !rng_is (c, "attribute")
               && allows_text (s, c, depth + 1))
        return TRUE;
    }
  return FALSE;
}

/* The text of an element: text where it takes none (words typed between
 * a diagram's stones), or text it does not take (an empty title). */
static char *
explain_text (Schema *s, xmlNode *node)
{
  g_autoptr(GPtrArray) defs = g_ptr_array_new ();
  gboolean any_text = FALSE;
  xmlChar *text;
  char *message = NULL;

  collect_elements (xmlDocGetRootElement (s->doc), (const char *) node->name, defs);
  if (defs->len == 0)
    return NULL;

  for (guint i = 0; i < defs->len; i++)
    any_text = any_text || allows_text (s, defs->pdata[i], 0);
  if (!any_text)
    {
      for (xmlNode *c = node->children; c; c = c->next)
        if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
          {
            g_autofree char *words = collapse ((const char *) c->content);

            if (*words != '\0')
              return g_strdup_printf (_("%s cannot hold text (“%s”), only elements"),
                                      node->name, words);
          }
      return NULL;
    }

  /* An element of text only, whose text has a form (title: not empty). */
  text = xmlNodeGetContent (node);
  for (guint i = 0; i < defs->len && message == NULL; i++)
    {
      xmlNode *pattern = first_pattern (defs->pdata[i]);
      xmlNode *data = pattern;

      if (pattern != NULL && rng_is (pattern, "ref"))
        data = define_of (s, pattern) ? first_pattern (define_of (s, pattern)) : NULL;
      if (data == NULL || !rng_is (data, "data") || pattern_ok (s, pattern, (const char *) text, 0))
        continue;
      {
        g_autoptr(GString) allowed = g_string_new (NULL);

        describe (s, pattern, allowed, 0);
        message = g_strdup_printf (_("%s cannot hold “%s”; it holds %s"),
                                   node->name, (const char *) text, allowed->str);
      }
    }
  xmlFree (text);
  return message;
}

/* An element where its parent does not take it. */
static char *
explain_place (Schema *s, xmlNode *node)
{
  xmlNode *parent = node->parent;
  guint n_defs = 0;
  g_autoptr(GArray) parts = NULL;
  g_autofree char *names = NULL;
  gboolean known = FALSE;
  char *missing;

  if (parent == NULL || parent->type != XML_ELEMENT_NODE)
    return NULL;
  parts = parts_of (s, (const char *) parent->name, &n_defs);
  if (n_defs == 0)
    return NULL;
  names = join_names (parts, FALSE);
  for (guint i = 0; i < parts->len && !known; i++)
    {
      Part *p = &g_array_index (parts, Part, i);

      known = !is_attribute (p) && g_strcmp0 (p->name, (const char *) node->name) == 0;
    }
  if (!known)
    {
      if (*names == '\0')
        return g_strdup_printf (_("%s cannot be written inside %s, which holds only text"),
                                node->name, parent->name);
      return g_strdup_printf (_("%s cannot be written inside %s; what can be written there: %s"),
                              node->name, parent->name, names);
    }
  missing = explain_missing (s, parent);
  if (missing != NULL)
    return missing;
  return g_strdup_printf (_("%s cannot stand here inside %s; what %s holds, in this order: %s"),
                          node->name, parent->name, parent->name, names);
}

char *
ishi_lesson_schema_explain (const char *schema_text, gsize schema_length,
                            const IshiSchemaFault *faults, guint n_faults, int *line)
{
  Schema s = { NULL, NULL };
  char *message = NULL;

  g_return_val_if_fail (schema_text != NULL, NULL);
  if (n_faults == 0 || schema_length > G_MAXINT)
    return NULL;
  s.doc = xmlReadMemory (schema_text, (int) schema_length, "lesson.rng", NULL,
                         XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (s.doc == NULL)
    return NULL;
  s.defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  collect_defines (&s, xmlDocGetRootElement (s.doc));

  /* libxml2 names the innermost node first; its parents' faults follow
   * from it.  For each: its attributes, then what it lacks, then its
   * place in its parent. */
  for (guint i = 0; i < n_faults && message == NULL; i++)
    {
      xmlNode *node = faults[i].node;

      if (node == NULL || node->type != XML_ELEMENT_NODE)
        continue;
      {
        g_autofree char *ns = rng_attr (xmlDocGetRootElement (s.doc), "ns");

        /* Every element of a lesson is in the lesson namespace; one
         * outside it is nothing the schema knows, whatever its name. */
        if (ns != NULL && (node->ns == NULL || g_strcmp0 ((const char *) node->ns->href, ns) != 0))
          message = g_strdup_printf (_("%s is not in the lesson namespace: the lesson element needs xmlns=\"%s\""),
                                     node->name, ns);
      }
      if (message == NULL)
        message = explain_attributes (&s, node);
      if (message == NULL)
        message = explain_missing (&s, node);
      if (message == NULL)
        message = explain_text (&s, node);
      if (message == NULL)
        message = explain_place (&s, node);
      if (message != NULL && line != NULL)
        *line = line_of (node);
    }

  g_hash_table_unref (s.defines);
  xmlFreeDoc (s.doc);
  return message;
}
