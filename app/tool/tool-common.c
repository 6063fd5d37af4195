/* What the subcommands of ishi-tool share: how an error is printed, and
 * reading the SGF file named on the command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-tool.h"

void
ishi_tool_print_error (FILE       *stream,
                       const char *filename,
                       guint       line,
                       guint       column,
                       const char *what)
{
  if (line > 0)
    fprintf (stream, "%s:%u:%u: error: %s\n", filename, line, column, what);
  else
    fprintf (stream, "%s: error: %s\n", filename, what);
}

IshiSgfCollection *
ishi_tool_read_sgf (FILE       *stream,
                    const char *filename)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (filename);
  g_autoptr(GError) error = NULL;
  IshiSgfCollection *collection = ishi_sgf_read_file (file, &error);

  if (collection == NULL)
    {
      guint line = 0, column = 0;
      const char *what = error->message;

      ishi_sgf_error_get_location (error, &line, &column, &what);
      ishi_tool_print_error (stream, filename, line, column, what);
    }
  return collection;
}

gboolean
ishi_tool_read_sgf_each (FILE            *stream,
                         const char      *filename,
                         IshiSgfGameFunc  func,
                         gpointer         user_data)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (filename);
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;

  collection = ishi_sgf_read_file_each (file, func, user_data, NULL, &error);
  if (collection == NULL)
    {
      guint line = 0, column = 0;
      const char *what = error->message;

      ishi_sgf_error_get_location (error, &line, &column, &what);
      ishi_tool_print_error (stream, filename, line, column, what);
      return FALSE;
    }
  return TRUE;
}
