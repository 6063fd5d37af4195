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

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

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

/* The file a save writes: `path`, or the file its symbolic links lead to
 * (a saved record stays where the link points, and the link stays). */
static char *
resolve_links (const char *path)
{
  char *target = g_strdup (path);

  for (int i = 0; i < 40 && g_file_test (target, G_FILE_TEST_IS_SYMLINK); i++)
    {
      g_autofree char *link = g_file_read_link (target, NULL);
      g_autofree char *dir = NULL;

      if (link == NULL)
        break;
      dir = g_path_get_dirname (target);
      g_free (target);
      target = g_path_is_absolute (link) ? g_steal_pointer (&link) : g_build_filename (dir, link, NULL);
    }
  return target;
}

/* In place, for a file whose folder takes no temporary file (a read-only
 * folder holding a writable file): the room is reserved first, so that a
 * full disk stops the save before a byte of the old record is changed;
 * then the whole text is written, cut to length and flushed. */
static gboolean
write_in_place (const char *path, const char *data, gsize length, GError **error)
{
  int fd = g_open (path, O_WRONLY | O_CLOEXEC, 0);
  gsize done = 0;
  int saved;

  if (fd < 0)
    goto fail;
  if (length > 0 && (saved = posix_fallocate (fd, 0, (off_t) length)) != 0
      && saved != EOPNOTSUPP && saved != EINVAL)
    {
      errno = saved;
      goto fail;
    }
  while (done < length)
    {
      ssize_t n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        goto fail;
      done += (gsize) n;
    }
  if (ftruncate (fd, (off_t) length) != 0 || fsync (fd) != 0)
    goto fail;
  if (close (fd) != 0)
    {
      fd = -1;
      goto fail;
    }
  return TRUE;

fail:
  saved = errno;
  if (fd >= 0)
    close (fd);
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
  return FALSE;
}

/* Writes `data` to `path` as a save should (issue 14): atomically where the
 * folder allows — a temporary file beside the target, flushed and renamed
 * over it — keeping the replaced file's permissions and following symbolic
 * links; in place when the folder cannot take the temporary file but the
 * file itself is writable. */
static gboolean
save_contents (const char *path, const char *data, gsize length, GError **error)
{
  g_autofree char *target = resolve_links (path);
  g_autofree char *dir = g_path_get_dirname (target);
  GStatBuf st;
  gboolean there = g_stat (target, &st) == 0;
  gboolean existed = there && S_ISREG (st.st_mode);
  int mode = existed ? (int) (st.st_mode & 07777) : 0666;

  /* A folder, a device, a pipe or a socket is never replaced by a file
   * (issue 53: `ishi-tool normalize IN OUT` put a file in a FIFO's place
   * and said nothing). */
  if (there && !existed)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   /* TRANSLATORS: %s is a path; saving refuses to replace a folder, device or pipe. */
                   _("%s is not a regular file (a folder, a device or a pipe); nothing was written"), target);
      return FALSE;
    }

  if (existed && g_access (dir, W_OK) != 0 && g_access (target, W_OK) == 0)
    return write_in_place (target, data, length, error);
  /* The mode goes through the umask: never wider than the old file's. */
  if (!g_file_set_contents_full (target, data, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 mode, error))
    return FALSE;
  /* ... and then exactly the old file's (a group-writable record stays so). */
  if (existed && g_chmod (target, mode) != 0)
    g_debug ("%s: the mode could not be set back to %o", target, (unsigned) mode);
  return TRUE;
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
  if (!save_contents (path, data, length, &local))
    {
      g_autofree char *what = g_strdup_printf (_("Could not save the game: %s"),
                                               local->message);

      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, path, 0, 0, what);
      return FALSE;
    }
  return TRUE;
}

gboolean
ishi_sgf_save_text (const char  *path,
                    const char  *data,
                    gsize        length,
                    GError     **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!save_contents (path, data, length, &local))
    {
      g_autofree char *what = g_strdup_printf (_("Could not save the game: %s"),
                                               local->message);

      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, path, 0, 0, what);
      return FALSE;
    }
  return TRUE;
}
