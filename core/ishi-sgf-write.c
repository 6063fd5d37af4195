/* ishi-sgf-write.c — the SGF writer and the atomic save.
 *
 * Output is always UTF-8 with CA[UTF-8] in every root.  Each node begins a
 * line; a long node is wrapped between properties only (never inside or
 * between the values of one property), where white space is always
 * allowed.  Values are written as they are stored — raw, escapes intact —
 * after making sure that no ']' is left unescaped and no lone '\' at the
 * end would escape the closing bracket, so any stored value reads back the
 * same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-sgf.h"
#include "ishi-sgf-private.h"

/* Lines are wrapped before a property that would take them past this. */
#define WRAP_COLUMN 78

typedef struct {
  GString *out;
  gsize line_start;   /* offset in `out` where the current line began */
} Writer;

static void
newline (Writer *w)
{
  g_string_append_c (w->out, '\n');
  w->line_start = w->out->len;
}

static void
write_value (Writer     *w,
             const char *raw)
{
  GString *out = w->out;
  const char *s = raw;
  const char *last_nl;

  g_string_append_c (out, '[');
  while (*s != '\0')
    {
      /* copy plain runs at once */
      gsize run = strcspn (s, "\\]");

      g_string_append_len (out, s, run);
      s += run;
      if (*s == '\\')
        {
          if (s[1] == '\0')
            {
              /* a lone '\' at the end would escape the ']': keep it as text */
              g_string_append (out, "\\\\");
              s++;
            }
          else
            {
              g_string_append_len (out, s, 2);
              s += 2;
            }
        }
      else if (*s == ']')
        {
          g_string_append (out, "\\]");
          s++;
        }
    }
  g_string_append_c (out, ']');

  last_nl = strrchr (raw, '\n');
  if (last_nl == NULL)
    last_nl = strrchr (raw, '\r');
  if (last_nl != NULL)
    w->line_start = out->len - 1 - strlen (last_nl + 1);
}

/* How many bytes write_value writes for `raw`, brackets included: the
 * escapes it adds count, so that a file read back wraps where it did. */
static gsize
value_width (const char *raw)
{
  gsize width = 2;

  for (const char *s = raw; *s != '\0'; s++, width++)
    if (*s == ']' || (*s == '\\' && s[1] == '\0'))
      width++;
    else if (*s == '\\')
      {
        s++;
        width++;
      }
  return width;
}

static gsize
property_width (const char        *id,
                const char *const *values,
                guint              n_values)
{
  gsize width = strlen (id);

  for (guint i = 0; i < n_values; i++)
    width += value_width (values[i]);
  return width;
}

static void
write_property (Writer            *w,
                const char        *id,
                const char *const *values,
                guint              n_values)
{
  gsize column = w->out->len - w->line_start;

  /* wrap, unless the node has nothing on this line yet */
  if (column > 1 && column + property_width (id, values, n_values) > WRAP_COLUMN)
    newline (w);
  g_string_append (w->out, id);
  for (guint i = 0; i < n_values; i++)
    write_value (w, values[i]);
}

/* Whether a value of one of the first `n` properties holds a backslash. */
static gboolean
backslash_before (const IshiSgfNode *node,
                  guint              n)
{
  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < node->properties[i]->n_values; k++)
      if (strchr (node->properties[i]->values[k], '\\') != NULL)
        return TRUE;
  return FALSE;
}

static void
write_node (Writer            *w,
            const IshiSgfNode *node,
            gboolean           root)
{
  static const char *const utf8[] = { "UTF-8" };
  guint n = node->n_properties;
  guint ca_before = G_MAXUINT;   /* where CA[UTF-8] is written… */
  guint ca_was = G_MAXUINT;      /* …instead of the root's own CA */

  g_string_append_c (w->out, ';');
  if (root)
    {
      for (guint i = 0; i < n && ca_was == G_MAXUINT; i++)
        if (strcmp (node->properties[i]->id, "CA") == 0)
          ca_was = i;
      if (ca_was != G_MAXUINT)
        ca_before = ca_was;
      else
        {
          /* CA goes after a leading GM and FF, where people look for it */
          ca_before = 0;
          while (ca_before < n)
            {
              const char *id = node->properties[ca_before]->id;

              if (strcmp (id, "GM") != 0 && strcmp (id, "FF") != 0)
                break;
              ca_before++;
            }
        }
      /* A reader finds CA before it knows the character set, so it must
       * read the root once as if backslashes escaped nothing (in Shift_JIS
       * and Big5 a second byte may be 0x5C).  Before CA, that reading and
       * the right one must agree: with a backslash in a value before it,
       * CA comes first. */
      if (backslash_before (node, ca_before))
        ca_before = 0;
    }

  for (guint i = 0; i <= n; i++)
    {
      const IshiSgfProperty *prop;

      if (i == ca_before)
        write_property (w, "CA", utf8, 1);
      if (i == n)
        break;
      prop = node->properties[i];
      if (prop->n_values == 0 || i == ca_was)
        continue;   /* no value: not SGF, made by a caller that added none */
      write_property (w, prop->id, (const char *const *) prop->values, prop->n_values);
    }
}

static void
write_tree (Writer            *w,
            const IshiSgfNode *root)
{
  const IshiSgfNode *node = root;

  g_string_append_c (w->out, '(');
  write_node (w, root, TRUE);
  for (;;)
    {
      if (node->first_child != NULL)
        {
          node = node->first_child;
          newline (w);
          if (node->next_sibling != NULL)
            g_string_append_c (w->out, '(');
          write_node (w, node, FALSE);
          continue;
        }
      /* a leaf: close the variations it ends and find the next one */
      for (;;)
        {
          const IshiSgfNode *parent;

          if (node == root)
            {
              g_string_append (w->out, ")");
              newline (w);
              return;
            }
          parent = node->parent;
          if (parent->first_child->next_sibling != NULL)
            g_string_append_c (w->out, ')');
          if (node->next_sibling != NULL)
            {
              node = node->next_sibling;
              newline (w);
              g_string_append_c (w->out, '(');
              write_node (w, node, FALSE);
              break;
            }
          node = parent;
        }
    }
}

char *
ishi_sgf_write (IshiSgfNode *const *roots,
                guint               n_roots,
                gsize              *length)
{
  Writer w = { 0 };

  g_return_val_if_fail (roots != NULL || n_roots == 0, NULL);

  w.out = g_string_sized_new (4096);
  for (guint i = 0; i < n_roots; i++)
    {
      g_return_val_if_fail (roots[i] != NULL, NULL);
      write_tree (&w, roots[i]);
    }
  if (length)
    *length = w.out->len;
  return g_string_free (w.out, FALSE);
}

gboolean
ishi_sgf_save (IshiSgfNode *const  *roots,
               guint                n_roots,
               const char          *path,
               GError             **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;
  gsize length = 0;

  g_return_val_if_fail (roots != NULL && n_roots > 0, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = ishi_sgf_write (roots, n_roots, &length);
  /* CONSISTENT: written to a temporary file beside the target and renamed
   * over it; DURABLE: flushed to the disk before the rename. */
  if (!g_file_set_contents_full (path, data, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT
                                 | G_FILE_SET_CONTENTS_DURABLE,
                                 0666, &local))
    {
      g_autofree char *what = g_strdup_printf (_("Could not save the game: %s"),
                                               local->message);

      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, path, 0, 0, what);
      return FALSE;
    }
  return TRUE;
}
