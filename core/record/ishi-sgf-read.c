/* ishi-sgf-read.c — reading SGF files: what is read at all (a regular
 * file of bounded size), a file mapped and read one game at a time, the
 * spans of a collection's games and one game read again from its span.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ishi-sgf-parser.h"

#ifdef G_OS_UNIX
#include <fcntl.h>
#include <sys/mman.h>   /* madvise */
#include <sys/stat.h>
#include <unistd.h>
#endif

/* What is read at all (issue 14): a regular file of at most `max_size`
 * bytes.  A device (/dev/zero) or a FIFO never ends, a folder is no record;
 * a file that cannot be looked at is left to the reader, which says why. */
static gboolean
check_input (GFile *file, const char *name, guint64 max_size, GCancellable *cancellable,
             GError **error)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file,
                                                 G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                                 G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                 G_FILE_QUERY_INFO_NONE, cancellable, NULL);
  guint64 size;

  if (info == NULL)
    return TRUE;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, 0, 0,
                          _("This is not a regular file (a device, a pipe or a folder is not read)"));
      return FALSE;
    }
  size = (guint64) g_file_info_get_size (info);
  if (size > max_size)
    {
      g_autofree char *have = g_format_size_full (size, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *most = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);
      /* Translators: "The file is 300.0 MiB; files over 256.0 MiB are not read" */
      g_autofree char *what = g_strdup_printf (_("The file is %s; files over %s are not read"), have, most);

      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, 0, 0, what);
      return FALSE;
    }
  return TRUE;
}

static IshiSgfCollection *
read_file_each (GFile            *file,
                guint64           max_size,
                IshiSgfGameFunc   func,
                IshiSgfSpanFunc   span_func,
                gpointer          user_data,
                GCancellable     *cancellable,
                GError          **error)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local = NULL;

  name = g_file_get_parse_name (file);
  path = g_file_get_path (file);
  if (!check_input (file, name, max_size, cancellable, error))
    return NULL;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                            cancellable, NULL);
  if (path != NULL && info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
    {
      g_autoptr(GMappedFile) mapped = g_mapped_file_new (path, FALSE, &local);
      const char *contents;
      gsize length;

      if (mapped == NULL)
        {
          ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, 0, 0, local->message);
          return NULL;
        }
      contents = g_mapped_file_get_contents (mapped);
      length = g_mapped_file_get_length (mapped);
      return ishi_sgf_parse_text (contents, contents != NULL ? length : 0, name, func, span_func,
                         user_data, cancellable, TRUE, NULL, NULL, error);
    }
  else
    {
      g_autofree char *contents = NULL;
      gsize length = 0;

      if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, &local))
        {
          if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_propagate_error (error, g_steal_pointer (&local));
          else
            ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, 0, 0, local->message);
          return NULL;
        }
      return ishi_sgf_parse_text (contents, length, name, func, span_func, user_data, cancellable,
                         FALSE, NULL, NULL, error);
    }
}

IshiSgfCollection *
ishi_sgf_read_file_each_full (GFile            *file,
                              guint64           max_size,
                              IshiSgfGameFunc   func,
                              gpointer          user_data,
                              GCancellable     *cancellable,
                              GError          **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (func != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return read_file_each (file, max_size, func, NULL, user_data, cancellable, error);
}

IshiSgfCollection *
ishi_sgf_read_file_spans (GFile            *file,
                          IshiSgfSpanFunc   func,
                          gpointer          user_data,
                          GCancellable     *cancellable,
                          GError          **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (func != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return read_file_each (file, ISHI_SGF_MAX_FILE_SIZE, NULL, func, user_data, cancellable, error);
}

char *
ishi_sgf_read_span_text (GFile             *file,
                         const IshiSgfSpan *span,
                         gsize             *length,
                         GError           **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *text = NULL;
  gsize size, got = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (span != NULL && span->exact && span->end > span->start, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  size = (gsize) (span->end - span->start);
  text = g_malloc (size + 1);
  stream = g_file_read (file, NULL, &local);
  if (stream == NULL
      || !g_seekable_seek (G_SEEKABLE (stream), (goffset) span->start, G_SEEK_SET, NULL, &local)
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), text, size, &got, NULL, &local))
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, 0, 0, local->message);
      return NULL;
    }
  text[got] = '\0';
  /* a tree starts with '(': anything else means the file was changed */
  if (got != size || text[0] != '(')
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, span->line, span->column,
                          _("The file was changed since it was read; open it again"));
      return NULL;
    }
  if (length)
    *length = got;
  return g_steal_pointer (&text);
}

IshiSgfNode *
ishi_sgf_read_span (GFile             *file,
                    const IshiSgfSpan *span,
                    GError           **error)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  gsize length = 0;
  IshiSgfNode *root;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (span != NULL && span->exact, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  text = ishi_sgf_read_span_text (file, span, &length, error);
  if (text == NULL)
    return NULL;
  name = g_file_get_parse_name (file);
  collection = ishi_sgf_parse_text (text, length, name, NULL, NULL, NULL, NULL, FALSE, span->file_set, NULL, error);
  if (collection == NULL)
    return NULL;
  if (collection->games->len != 1)
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, span->line, span->column,
                          _("The file was changed since it was read; open it again"));
      return NULL;
    }
  root = g_ptr_array_steal_index (collection->games, 0);
  /* placed in the whole file, as if it had been read with the others:
   * the first line of the text starts at the tree's column */
  for (IshiSgfNode *node = root; node != NULL; )
    {
      if (node->line == 1)
        node->column += span->column - 1;
      if (node->line > 0)
        node->line += span->line - 1;
      if (node->first_child != NULL)
        node = node->first_child;
      else
        {
          while (node != NULL && node != root && node->next_sibling == NULL)
            node = node->parent;
          node = node == NULL || node == root ? NULL : node->next_sibling;
        }
    }
  return root;
}

/* Files up to this size are read into memory in one read() rather than
 * mapped: for a record of some kilobytes, mapping costs more than reading
 * (a mapping, its page faults and its unmapping, with the TLB flush), and
 * a tool run over thousands of records pays it thousands of times.  Bigger
 * files are mapped, so that a collection's text costs little memory. */
#define READ_WHOLE_MAX (1 << 20)

/* Reads a small regular file named by a local path into the reader's
 * buffer (made bigger when it must be); FALSE when it is not one (or
 * cannot be read), and the caller goes the long way round, which says
 * why. */
static gboolean
read_small_file (IshiSgfReader *reader, const char *path, guint64 max_size, gsize *length)
{
  struct stat st;
  gsize done = 0;
  int fd;

  /* O_NONBLOCK: a FIFO is not waited for; it is refused below. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size < 0
      || (guint64) st.st_size > max_size || st.st_size > READ_WHOLE_MAX)
    {
      close (fd);
      return FALSE;
    }
  if (reader->text_size < (gsize) st.st_size + 1)
    {
      /* nothing in it to keep: a new buffer rather than a copy */
      g_free (reader->text);
      reader->text_size = MAX ((gsize) st.st_size + 1, 2 * reader->text_size);
      reader->text = g_malloc (reader->text_size);
    }
  while (done < (gsize) st.st_size)
    {
      gssize n = read (fd, reader->text + done, (gsize) st.st_size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          close (fd);
          return FALSE;
        }
      if (n == 0)
        break;   /* the file shrank while being read: what is there */
      done += (gsize) n;
    }
  close (fd);
  reader->text[done] = '\0';
  *length = done;
  return TRUE;
}

IshiSgfReader *
ishi_sgf_reader_new (void)
{
  IshiSgfReader *reader = g_new0 (IshiSgfReader, 1);

  /* room from the start for what a record's nodes need (a root of some
   * twenty properties, a few open variations) */
  reader->stack = g_array_sized_new (FALSE, FALSE, sizeof (Frame), 16);
  reader->places = g_array_sized_new (FALSE, FALSE, sizeof (PropertyPlace), 32);
  reader->props = g_ptr_array_sized_new (32);
  reader->values = g_ptr_array_sized_new (32);
  reader->merge_text = g_string_new (NULL);
  return reader;
}

void
ishi_sgf_reader_free (IshiSgfReader *reader)
{
  if (reader == NULL)
    return;
  g_return_if_fail (!reader->busy);
  g_array_unref (reader->stack);
  g_array_unref (reader->places);
  g_ptr_array_unref (reader->props);
  g_ptr_array_unref (reader->values);
  g_string_free (reader->merge_text, TRUE);
  g_free (reader->shared_moves);
  g_free (reader->shared_set);
  g_free (reader->text);
  g_strfreev (reader->keep);
  g_free (reader);
}

void
ishi_sgf_reader_set_node_places (IshiSgfReader *reader,
                                 gboolean       places)
{
  g_return_if_fail (reader != NULL);
  reader->no_node_places = !places;
}

void
ishi_sgf_reader_set_keep (IshiSgfReader     *reader,
                          const char *const *ids)
{
  g_return_if_fail (reader != NULL);
  g_return_if_fail (!reader->busy);
  g_strfreev (reader->keep);
  reader->keep = g_strdupv ((char **) ids);
}

/* Empties the table of shared moves for the next game tree: only the
 * entries that were set (a few hundred at most, against 1,352). */
void
ishi_sgf_reader_clear_shared (IshiSgfReader *reader)
{
  for (guint i = 0; i < reader->n_shared_set; i++)
    reader->shared_moves[reader->shared_set[i]] = NULL;
  reader->n_shared_set = 0;
}

IshiSgfCollection *
ishi_sgf_reader_read_path_each (IshiSgfReader    *reader,
                                const char       *path,
                                guint64           max_size,
                                IshiSgfGameFunc   func,
                                gpointer          user_data,
                                GCancellable     *cancellable,
                                GError          **error)
{
  gsize length = 0;

  g_return_val_if_fail (reader != NULL, NULL);
  g_return_val_if_fail (!reader->busy, NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (func != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (read_small_file (reader, path, max_size, &length))
    {
      g_autofree char *name = g_filename_display_name (path);

      return ishi_sgf_parse_text (reader->text, length, name, func, NULL, user_data, cancellable,
                                  FALSE, NULL, reader, error);
    }
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);

    return ishi_sgf_read_file_each_full (file, max_size, func, user_data, cancellable, error);
  }
}

IshiSgfCollection *
ishi_sgf_read_path_each_full (const char       *path,
                              guint64           max_size,
                              IshiSgfGameFunc   func,
                              gpointer          user_data,
                              GCancellable     *cancellable,
                              GError          **error)
{
  g_autoptr(IshiSgfReader) reader = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (func != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  reader = ishi_sgf_reader_new ();
  return ishi_sgf_reader_read_path_each (reader, path, max_size, func, user_data, cancellable, error);
}

IshiSgfCollection *
ishi_sgf_read_file_each (GFile            *file,
                         IshiSgfGameFunc   func,
                         gpointer          user_data,
                         GCancellable     *cancellable,
                         GError          **error)
{
  return ishi_sgf_read_file_each_full (file, ISHI_SGF_MAX_FILE_SIZE, func, user_data, cancellable, error);
}

IshiSgfCollection *
ishi_sgf_read_file (GFile   *file,
                    GError **error)
{
  return ishi_sgf_read_file_full (file, ISHI_SGF_MAX_FILE_SIZE, error);
}

IshiSgfCollection *
ishi_sgf_read_file_full (GFile   *file,
                         guint64  max_size,
                         GError **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  gsize length = 0;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  if (!check_input (file, name, max_size, NULL, error))
    return NULL;
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &local))
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_IO, name, 0, 0, local->message);
      return NULL;
    }
  return ishi_sgf_parse (contents, length, name, error);
}
