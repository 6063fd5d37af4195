/* ishi-record-file.c — see ishi-record-file.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-record"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-record-file.h"
#include "ishi-renju-move-list.h"

gboolean
ishi_record_named_lib (const char *name)
{
  g_autofree char *lower = name ? g_ascii_strdown (name, -1) : NULL;

  return lower && g_str_has_suffix (lower, ".lib");
}

IshiRecordFormat
ishi_record_format_for_path (const char *path)
{
  return ishi_record_named_lib (path) ? ISHI_RECORD_RENLIB : ISHI_RECORD_SGF;
}

/* The one game of `sgf`, Ishi's own text, as a collection. */
static IshiSgfCollection *
collection_of (const char *sgf, GError **error)
{
  IshiSgfCollection *collection = ishi_sgf_parse (sgf, strlen (sgf), NULL, error);

  if (collection != NULL && collection->games->len != 1)
    {
      g_clear_pointer (&collection, ishi_sgf_collection_free);
      g_set_error_literal (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX, "no game");
    }
  return collection;
}

static IshiSgfCollection *
parse_renlib (const guint8 *data, gsize length, const char *name, const char *charset,
              IshiRenlibSummary *summary, GError **error)
{
  g_autoptr(GError) lib_error = NULL;
  g_autofree char *sgf = NULL;
  IshiSgfCollection *collection = NULL;

  if (length > ISHI_RECORD_RENLIB_MAX_BYTES)
    {
      g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_TOO_BIG,
                   /* Translators: the file's name, then its size limit in MB */
                   _("%s is a RenLib library bigger than %d MB: Ishi reads no bigger ones."),
                   name, ISHI_RECORD_RENLIB_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  sgf = ishi_renlib_to_sgf_full (data, length, ishi_record_named_lib (name), charset, summary, &lib_error);
  if (sgf)
    collection = collection_of (sgf, &lib_error);
  if (collection == NULL)
    g_set_error (error, ISHI_RENLIB_ERROR,
                 lib_error && lib_error->domain == ISHI_RENLIB_ERROR ? lib_error->code : ISHI_RENLIB_ERROR_BAD_NODE,
                 /* Translators: the file's name, then why it cannot be read */
                 _("%s is a RenLib library that cannot be read: %s"), name,
                 lib_error ? lib_error->message : "");
  return collection;
}

/* A move list is plain text: UTF-8 with no control character but line
 * breaks and tabs.  Bytes that only start like a point ("U1…" in random
 * data) are no list, and keep the SGF reader's word for them. */
static gboolean
is_plain_text (const guint8 *data, gsize length)
{
  if (!g_utf8_validate ((const char *) data, (gssize) length, NULL))
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (data[i] < 0x20 && data[i] != '\n' && data[i] != '\r' && data[i] != '\t')
      return FALSE;
  return TRUE;
}

/* A text with no game tree may be a move list: its game, or NULL with
 * `error` left as it was when it is none, or the list's own error when it
 * looks like one but a move is wrong. */
static IshiSgfCollection *
parse_move_list (const guint8 *data, gsize length, const char *name, GError **error)
{
  g_autoptr(GError) list_error = NULL;
  g_autofree char *sgf = NULL;
  IshiSgfCollection *collection = NULL;

  if (length > ISHI_RECORD_MOVE_LIST_MAX_BYTES || !is_plain_text (data, length)
      || !ishi_renju_move_list_looks_like ((const char *) data, length))
    return NULL;
  sgf = ishi_renju_move_list_to_sgf ((const char *) data, (gssize) length, &list_error);
  if (sgf)
    collection = collection_of (sgf, &list_error);
  if (collection == NULL)
    {
      g_clear_error (error);
      g_set_error (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE,
                   /* Translators: the file's name, then why its moves cannot be read */
                   _("%s holds a Renju move list that cannot be read: %s"), name,
                   list_error ? list_error->message : "");
      return NULL;
    }
  g_clear_error (error);
  return collection;
}

IshiSgfCollection *
ishi_record_parse (const guint8 *data, gsize length, const char *filename, const char *charset,
                   IshiRecordFormat *format, IshiRenlibSummary *summary, GError **error)
{
  const char *name = filename ? filename : "-";
  IshiSgfCollection *collection;
  GError *sgf_error = NULL;
  IshiRenlibSummary none = { 0 };

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (summary)
    *summary = none;
  if (ishi_renlib_looks_like (data, length, ishi_record_named_lib (filename)))
    {
      if (format)
        *format = ISHI_RECORD_RENLIB;
      return parse_renlib (data, length, name, charset, summary, error);
    }
  if (format)
    *format = ISHI_RECORD_SGF;
  collection = ishi_sgf_parse ((const char *) data, length, filename, &sgf_error);
  if (collection == NULL && g_error_matches (sgf_error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX))
    {
      collection = parse_move_list (data, length, name, &sgf_error);
      if (collection && format)
        *format = ISHI_RECORD_MOVE_LIST;
    }
  if (collection == NULL)
    g_propagate_error (error, sgf_error);
  return collection;
}

gboolean
ishi_record_file_is_renlib (GFile *file)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) in = NULL;
  g_autofree char *name = g_file_get_basename (file);
  guint8 head[20];
  gsize got = 0;

  /* Only a regular file is opened: a FIFO or a device would never give
   * its first bytes, or never end (the SGF reader then says why). */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return FALSE;
  in = g_file_read (file, NULL, NULL);
  if (in == NULL || !g_input_stream_read_all (G_INPUT_STREAM (in), head, sizeof head, &got, NULL, NULL))
    return FALSE;
  return ishi_renlib_looks_like (head, got, ishi_record_named_lib (name));
}

IshiSgfCollection *
ishi_record_read_file (GFile *file, guint64 max_size, const char *charset, IshiRecordFormat *format,
                       IshiRenlibSummary *summary, GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_parse_name (file);
  if (!ishi_record_file_is_renlib (file))
    {
      /* SGF first, with the SGF reader's checks and messages (a device, a
       * folder, a file too big); a move list when it finds no tree. */
      GError *sgf_error = NULL;
      IshiSgfCollection *collection = ishi_sgf_read_file_full (file, max_size, &sgf_error);

      if (summary)
        *summary = (IshiRenlibSummary) { 0 };
      if (format)
        *format = ISHI_RECORD_SGF;
      if (collection != NULL)
        return collection;
      if (!g_error_matches (sgf_error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX))
        {
          g_propagate_error (error, sgf_error);
          return NULL;
        }
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
      if (info != NULL && g_file_info_get_size (info) <= ISHI_RECORD_MOVE_LIST_MAX_BYTES
          && g_file_load_contents (file, NULL, &data, &length, NULL, NULL))
        collection = parse_move_list ((const guint8 *) data, length, name, &sgf_error);
      if (collection != NULL && format)
        *format = ISHI_RECORD_MOVE_LIST;
      if (collection == NULL)
        g_propagate_error (error, sgf_error);
      return collection;
    }
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (format)
    *format = ISHI_RECORD_RENLIB;
  if (g_file_info_get_size (info) > ISHI_RECORD_RENLIB_MAX_BYTES)
    {
      g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_TOO_BIG,
                   _("%s is a RenLib library bigger than %d MB: Ishi reads no bigger ones."),
                   name, ISHI_RECORD_RENLIB_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  return ishi_record_parse ((const guint8 *) data, length, name, charset, format, summary, error);
}

guint8 *
ishi_record_write (IshiSgfNode *const *roots, guint n_roots, IshiRecordFormat format, const char *charset,
                   gsize *length, const char **charset_used, GError **error)
{
  g_return_val_if_fail (roots != NULL && n_roots > 0 && length != NULL, NULL);
  g_return_val_if_fail (format == ISHI_RECORD_SGF || format == ISHI_RECORD_RENLIB, NULL);

  *length = 0;
  if (format == ISHI_RECORD_SGF)
    return (guint8 *) ishi_sgf_write (roots, n_roots, length);
  if (n_roots != 1)
    {
      g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_UNWRITABLE,
                   /* Translators: the number of games in the collection */
                   g_dngettext (GETTEXT_PACKAGE, "A RenLib library holds one game; this collection has %u.",
                                "A RenLib library holds one game; this collection has %u.", n_roots),
                   n_roots);
      return NULL;
    }
  return ishi_renlib_from_sgf (roots[0], charset, length, charset_used, error);
}

gboolean
ishi_record_save (IshiSgfNode *const *roots, guint n_roots, const char *path, const char *charset,
                  const char **charset_used, GError **error)
{
  g_autofree guint8 *bytes = NULL;
  gsize length = 0;

  g_return_val_if_fail (roots != NULL && n_roots > 0 && path != NULL, FALSE);

  bytes = ishi_record_write (roots, n_roots, ishi_record_format_for_path (path), charset, &length,
                             charset_used, error);
  return bytes != NULL && ishi_sgf_save_text (path, (const char *) bytes, length, error);
}
