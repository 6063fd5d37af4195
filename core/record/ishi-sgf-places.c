/* ishi-sgf-places.c — where the SGF reader is in its text and what it
 * says of it: lines and columns counted forward only, warnings (at most
 * MAX_WARNINGS kept) and the fatal error with their places, values shown
 * in messages, and the pages of a mapped file given back behind the
 * reader.  The other stages call it; it calls none of them.
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

/* --- places ------------------------------------------------------------- */

void
ishi_sgf_cursor_advance (const Parser *p,
                Cursor       *c,
                gsize         target)
{
  const guchar *d = p->data;
  gsize i = c->offset;
  guint line = c->line, column = c->column;
  LeadScheme lead = p->encoding ? p->encoding->lead : LEAD_NONE;
  gboolean utf8 = p->forced || p->encoding == NULL || p->encoding == &ishi_sgf_enc_utf8;

  if (target > p->length)
    target = p->length;
  while (i < target)
    {
      guchar b;

      /* plain ASCII without line breaks: eight columns at once, and in a
       * word that has a line break or a byte above 0x7F, straight to the
       * first of them (the lowest flag of word_has is always a true one;
       * only those above it may be false) */
      if (i + 8 <= target)
        {
          guint64 w = load_word (d + i);
          guint64 stops = (w & HIGHS) | word_has (w, '\n') | word_has (w, '\r');

          if (stops == 0)
            {
              column += 8;
              i += 8;
              continue;
            }
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
          {
            guint skip = (guint) __builtin_ctzll (stops) / 8;

            column += skip;
            i += skip;
          }
#endif
        }
      b = d[i];

      if (b == '\n' || b == '\r')
        {
          /* CRLF and LFCR are one line break */
          if (i + 1 < p->length && (d[i + 1] == '\n' || d[i + 1] == '\r') && d[i + 1] != b)
            i++;
          i++;
          line++;
          column = 1;
          continue;
        }
      if (b >= 0x80)
        {
          if (utf8)
            {
              if ((b & 0xC0) == 0x80)
                {
                  i++;
                  continue;
                }
            }
          else if (is_lead (lead, b))
            i++;
        }
      column++;
      i++;
    }
  c->offset = i;
  c->line = line;
  c->column = column;
}

Cursor
ishi_sgf_place_of (Parser *p,
          gsize   offset)
{
  Cursor c;

  if (offset >= p->cursor.offset)
    {
      ishi_sgf_cursor_advance (p, &p->cursor, offset);
      return p->cursor;
    }
  if (offset >= p->node_cursor.offset)
    c = p->node_cursor;
  else
    c = (Cursor) { 0, 1, 1 };
  ishi_sgf_cursor_advance (p, &c, offset);
  return c;
}

/* Takes `message`. */
void
ishi_sgf_add_warning (Parser *p,
             guint   line,
             guint   column,
             char   *message)
{
  IshiSgfWarning *w;

  if (p->n_warnings++ >= MAX_WARNINGS)
    {
      g_free (message);
      return;
    }
  w = g_new0 (IshiSgfWarning, 1);
  w->line = line;
  w->column = column;
  w->message = message;
  g_ptr_array_add (p->collection->warnings, w);
}


/* For warnings in increasing order behind the parser's cursor (the points
 * of a node, checked at its end): `from` moves forward with them, so a
 * node costs one pass however many warnings it has. */
void
ishi_sgf_warn_from (Parser     *p,
           Cursor     *from,
           gsize       offset,
           const char *format,
           ...)
{
  va_list args;
  char *message;

  if (p->n_warnings >= MAX_WARNINGS)
    {
      p->n_warnings++;
      return;
    }
  if (offset < from->offset)
    *from = ishi_sgf_place_of (p, offset);
  else
    ishi_sgf_cursor_advance (p, from, offset);
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  ishi_sgf_add_warning (p, from->line, from->column, message);
}

void
ishi_sgf_warn_at (Parser     *p,
         gsize       offset,
         const char *format,
         ...)
{
  Cursor c;
  va_list args;
  char *message;

  if (p->n_warnings >= MAX_WARNINGS)
    {
      p->n_warnings++;
      return;
    }
  c = ishi_sgf_place_of (p, offset);
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  ishi_sgf_add_warning (p, c.line, c.column, message);
}

void
ishi_sgf_fail_at (Parser       *p,
         gsize         offset,
         IshiSgfError  code,
         const char   *what)
{
  Cursor c;

  if (p->error != NULL)
    return;
  c = ishi_sgf_place_of (p, offset);
  ishi_sgf_set_error (&p->error, code, p->filename, c.line, c.column, what);
}

/* A value as it may be shown in a message: short, one line, valid UTF-8. */
char *
ishi_sgf_value_for_message (const char *value)
{
  GString *s = g_string_new (NULL);
  /* only the start is shown; a CA value may be raw bytes */
  g_autofree char *valid = g_utf8_make_valid (value, strnlen (value, 128));
  const char *v = valid;
  guint n = 0;

  while (*v != '\0' && n < 24)
    {
      gunichar ch = g_utf8_get_char (v);

      if (ch == '\n' || ch == '\r' || ch == '\t')
        ch = ' ';
      g_string_append_unichar (s, ch);
      v = g_utf8_next_char (v);
      n++;
    }
  if (*v != '\0')
    g_string_append (s, "…");
  return g_string_free (s, FALSE);
}

/* --- a mapped file's pages --------------------------------------------- */

/* When the text is a file mapped by ishi_sgf_read_file_each, the pages of
 * [from, to) are given back to the system: they are read again from the
 * file (the page cache) if the reader ever looks there again, so this
 * costs no correctness, and it keeps a 1 GB collection from holding 1 GB. */
void
ishi_sgf_release_pages (Parser *p,
               gsize   from,
               gsize   to)
{
#if defined(G_OS_UNIX) && defined(MADV_DONTNEED)
  gsize page;
  uintptr_t start, end;

  if (!p->release || to <= from)
    return;
  page = (gsize) sysconf (_SC_PAGESIZE);
  start = ((uintptr_t) (p->data + from) + page - 1) & ~(uintptr_t) (page - 1);
  end = (uintptr_t) (p->data + MIN (to, p->length)) & ~(uintptr_t) (page - 1);
  if (end > start)
    madvise ((void *) start, end - start, MADV_DONTNEED);
#else
  (void) p;
  (void) from;
  (void) to;
#endif
}

/* Gives back the pages behind `offset`, where reading has come to. */
void
ishi_sgf_release_behind (Parser *p,
                gsize   offset)
{
  if (!p->release || offset < p->released + (1 << 20))
    return;
  /* the place of a later warning is counted from the cursor: bring it here
   * first, so that it never reads the pages again */
  if (p->cursor.offset < offset)
    ishi_sgf_cursor_advance (p, &p->cursor, offset);
  ishi_sgf_release_pages (p, p->released, offset);
  p->released = offset;
}
