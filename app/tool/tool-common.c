/* What the subcommands of ishi-tool share: how an error or a warning is
 * printed, how text from a file is shown, and reading the SGF file named on
 * the command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "ishi-tool.h"
#include "ishi-record-file.h"
#include "ishi-renju-move-list.h"

static guint64 max_size = ISHI_SGF_MAX_FILE_SIZE;
static const char *encoding;   /* a static name from the reader's table, or NULL */

gboolean
ishi_tool_set_encoding (const char *name)
{
  encoding = ishi_sgf_charset_name (name);
  return encoding != NULL;
}

const char *
ishi_tool_get_encoding (void)
{
  return encoding;
}

void
ishi_tool_set_max_size (guint64 bytes)
{
  max_size = bytes;
}

guint64
ishi_tool_get_max_size (void)
{
  return max_size;
}

/* Control characters, C1 controls and bytes that are not UTF-8 become
 * \n, \t, \xNN or \u00NN: a record's text never reaches the terminal as a
 * command (PB[ESC]2;title BEL] would set the terminal's title). */
char *
ishi_tool_escape (const char *text)
{
  GString *out;
  const char *p, *end;

  if (text == NULL)
    return NULL;
  out = g_string_sized_new (strlen (text));
  end = text + strlen (text);
  for (p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\\' )
        g_string_append (out, "\\\\");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else if (c >= 0x80 && c <= 0x9f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

char *
ishi_tool_show (FILE *stream, const char *text)
{
  if (text != NULL && isatty (fileno (stream)))
    return ishi_tool_escape (text);
  return g_strdup (text);
}

static void
print_located (FILE *stream, const char *filename, guint line, guint column, const char *kind,
               const char *what)
{
  g_autofree char *name = ishi_tool_escape (filename);
  g_autofree char *text = ishi_tool_escape (what);

  if (line > 0)
    fprintf (stream, "%s:%u:%u: %s: %s\n", name, line, column, kind, text);
  else
    fprintf (stream, "%s: %s: %s\n", name, kind, text);
}

void
ishi_tool_print_error (FILE       *stream,
                       const char *filename,
                       guint       line,
                       guint       column,
                       const char *what)
{
  print_located (stream, filename, line, column, "error", what);
}

void
ishi_tool_print_warning (FILE       *stream,
                         const char *filename,
                         guint       line,
                         guint       column,
                         const char *what)
{
  print_located (stream, filename, line, column, "warning", what);
}

void
ishi_tool_print_match_side (const char *label, int wins, int draws, int played,
                            double seconds, int errors, const char *command)
{
  double p = played > 0 ? (wins + 0.5 * draws) / played : 0;
  double se = played > 0 ? sqrt (p * (1 - p) / played) : 0;
  /* A time nobody could measure (the engine's process was gone before
   * its /proc entry was read) is shown as unknown, not as -1. */
  g_autofree char *time = seconds >= 0 ? g_strdup_printf ("%.2f", seconds) : g_strdup ("—");

  printf ("%s\t%.1f%%\t%.1f%%\t%s\t%d\t%s\n", label, 100 * p, 100 * se, time, errors, command);
}

void
ishi_tool_print_gerror (const char *filename, const GError *error)
{
  guint line = 0, column = 0;
  const char *what = error->message;

  ishi_sgf_error_get_location (error, &line, &column, &what);
  ishi_tool_print_error (stderr, filename, line, column, what);
}

/* A library's texts read in a guessed set are said, with the way to
 * choose another: the one doubt a library leaves. */
static void
note_encoding (const char *filename, IshiRecordFormat format, const IshiRenlibSummary *summary)
{
  if (format == ISHI_RECORD_RENLIB && summary->encoding && summary->encoding_guessed)
    {
      g_autofree char *what = g_strdup_printf (_("the library's texts were read as %s, the set they look like; "
                                                 "--encoding NAME before the command reads them in another"),
                                               summary->encoding);

      print_located (stderr, filename, 0, 0, "note", what);
    }
}

IshiSgfCollection *
ishi_tool_read_sgf (FILE       *stream,
                    const char *filename)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (filename);
  g_autoptr(GError) error = NULL;
  IshiRecordFormat format;
  IshiRenlibSummary summary;
  IshiSgfCollection *collection = ishi_record_read_file (file, max_size, encoding, &format, &summary, &error);

  (void) stream;
  if (collection == NULL)
    ishi_tool_print_gerror (filename, error);
  else
    note_encoding (filename, format, &summary);
  return collection;
}

/* The games of a record that is no SGF (a library, a move list), given
 * to `func` as the reader gives SGF's. */
static gboolean
give_games (IshiSgfCollection *collection, IshiSgfGameFunc func, gpointer user_data)
{
  while (collection->games->len > 0)
    {
      IshiSgfNode *root = g_ptr_array_steal_index (collection->games, 0);

      if (!func (root, 1, 1, user_data))
        break;
    }
  return TRUE;
}

typedef struct {
  IshiSgfGameFunc func;
  gpointer data;
  guint given;
} Counted;

static gboolean
counted_func (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Counted *counted = user_data;

  counted->given++;
  return counted->func (root, done, total, counted->data);
}

gboolean
ishi_tool_read_sgf_each (FILE            *stream,
                         IshiSgfReader   *reader,
                         const char      *filename,
                         IshiSgfGameFunc  func,
                         gpointer         user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (filename);
  Counted counted = { func, user_data, 0 };

  (void) stream;
  /* A RenLib library, and a move list (a text with no game tree), are
   * read whole: they are small, and one game. */
  if (ishi_record_file_is_renlib (file))
    {
      collection = ishi_tool_read_sgf (stream, filename);
      return collection != NULL && give_games (collection, func, user_data);
    }
  /* A plain path is read the short way (most of the time of a run over
   * thousands of small records went into GFile's lookups and mapping
   * each file); a URI goes through GIO. */
  if (g_uri_peek_scheme (filename) == NULL && reader != NULL)
    collection = ishi_sgf_reader_read_path_each (reader, filename, max_size, counted_func, &counted, NULL, &error);
  else if (g_uri_peek_scheme (filename) == NULL)
    collection = ishi_sgf_read_path_each_full (filename, max_size, counted_func, &counted, NULL, &error);
  else
    collection = ishi_sgf_read_file_each_full (file, max_size, counted_func, &counted, NULL, &error);
  if (collection == NULL && counted.given == 0 && g_error_matches (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX))
    {
      g_autoptr(GError) list_error = NULL;

      collection = ishi_record_read_file (file, max_size, NULL, NULL, NULL, &list_error);
      if (collection != NULL)
        return give_games (collection, func, user_data);
      /* the list's own error when it looked like one, else the SGF's */
      if (g_error_matches (list_error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE))
        {
          g_clear_error (&error);
          error = g_steal_pointer (&list_error);
        }
    }
  if (collection == NULL)
    {
      ishi_tool_print_gerror (filename, error);
      return FALSE;
    }
  return TRUE;
}
