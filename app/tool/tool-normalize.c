/* ishi-tool normalize IN OUT — a clean UTF-8 copy of a file, or a RenLib
 * library.
 *
 * Reads IN — SGF, a RenLib library or a Renju move list — with every
 * repair the reader makes, prints each one on stdout as
 * "IN.sgf:LINE:COL: warning: MESSAGE" (this list is the command's output),
 * and writes OUT atomically.  OUT "-" is standard output: the SGF record
 * goes there (as cat or sgfc would), and the repairs to stderr so that
 * they stay out of it.  A file OUT is written in UTF-8 with CA[UTF-8], or as a RenLib
 * library when OUT ends in .lib (its texts in --encoding's set, else the
 * one the library was read in, else the first of windows-1252, Shift_JIS,
 * EUC-KR and GB18030 that holds them).  Status 0 unless IN cannot be read
 * (then "IN:LINE:COL: error: MESSAGE" on stderr, status 1) or OUT cannot be
 * written (status 1, with why: a record a library cannot hold names its
 * move).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-record-file.h"
#include "ishi-sgf.h"
#include "ishi-tool.h"

int
ishi_tool_normalize (int    argc,
                     char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  const char *in, *out;
  gboolean to_stdout;

  if (argc != 3)
    {
      return 2;
    }
  in = argv[1];
  out = argv[2];

  collection = ishi_tool_read_sgf (stderr, in);
  if (collection == NULL)
    return 1;

  to_stdout = strcmp (out, "-") == 0;
  for (guint i = 0; i < collection->warnings->len; i++)
    {
      IshiSgfWarning *w = g_ptr_array_index (collection->warnings, i);

      ishi_tool_print_warning (to_stdout ? stderr : stdout, in, w->line, w->column, w->message);
    }

  if (to_stdout)
    {
      g_autofree guint8 *bytes = NULL;
      gsize length = 0;

      /* The SGF text of a file save, from the same function. */
      bytes = ishi_record_write ((IshiSgfNode **) collection->games->pdata, collection->games->len,
                                 ISHI_RECORD_SGF, NULL, &length, NULL, &error);
      if (bytes == NULL)
        {
          ishi_tool_print_error (stderr, "-", 0, 0, error->message);
          return 1;
        }
      if (fwrite (bytes, 1, length, stdout) != length || fflush (stdout) != 0)
        {
          ishi_tool_print_error (stderr, "-", 0, 0, g_strerror (errno));
          return 1;
        }
      return 0;
    }

  if (!ishi_record_save ((IshiSgfNode **) collection->games->pdata, collection->games->len, out,
                         ishi_tool_get_encoding (), NULL, &error))
    {
      const char *what = error->message;

      ishi_sgf_error_get_location (error, NULL, NULL, &what);
      ishi_tool_print_error (stderr, out, 0, 0, what);
      return 1;
    }
  return 0;
}
