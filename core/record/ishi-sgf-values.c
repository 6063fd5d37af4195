/* ishi-sgf-values.c — the values of SGF properties: text (its escapes and
 * soft line breaks, a composed value's two halves), points (SGF's two
 * letters, the names people write, lists and compressed rectangles) and
 * the root's game and board size.  The tree they stand in is ishi-sgf.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <string.h>

#include "ishi-sgf-private.h"

/* --- text --------------------------------------------------------------- */

/* FF[4] "Text" and "SimpleText", read as sgfmill reads them: every line
 * break (LF, CR, CRLF, LFCR) counts as one; a backslash before a line break
 * removes it (a "soft" break); a backslash before anything else keeps that
 * character; tab, vertical tab and form feed become spaces — even escaped —
 * and in SimpleText line breaks become spaces too. */
char *
ishi_sgf_unescape_text (const char *raw,
                        gboolean    simple)
{
  GString *out;
  gboolean escaped = FALSE;
  const char *s = raw;

  g_return_val_if_fail (raw != NULL, NULL);

  out = g_string_sized_new (strlen (raw));
  while (*s != '\0')
    {
      char c = *s;

      if (c == '\n' || c == '\r')
        {
          /* one break: a pair of different break characters is one */
          if ((s[1] == '\n' || s[1] == '\r') && s[1] != c)
            s++;
          s++;
          if (escaped)
            escaped = FALSE;
          else
            g_string_append_c (out, simple ? ' ' : '\n');
          continue;
        }
      if (c == '\t' || c == '\v' || c == '\f')
        c = ' ';
      if (escaped)
        {
          g_string_append_c (out, c);
          escaped = FALSE;
        }
      else if (c == '\\')
        escaped = TRUE;
      else
        g_string_append_c (out, c);
      s++;
    }
  return g_string_free (out, FALSE);
}

static char *
escape_full (const char *text,
             gboolean    colon)
{
  GString *out;

  out = g_string_sized_new (strlen (text) + 8);
  for (const char *s = text; *s != '\0'; s++)
    {
      if (*s == ']' || *s == '\\' || (colon && *s == ':'))
        g_string_append_c (out, '\\');
      g_string_append_c (out, *s);
    }
  return g_string_free (out, FALSE);
}

char *
ishi_sgf_escape (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);

  return escape_full (text, FALSE);
}

char *
ishi_sgf_node_get_text (const IshiSgfNode *node,
                        const char        *id)
{
  const char *raw = ishi_sgf_node_get_raw (node, id);

  return raw ? ishi_sgf_unescape_text (raw, FALSE) : NULL;
}

char *
ishi_sgf_node_get_simple_text (const IshiSgfNode *node,
                               const char        *id)
{
  const char *raw = ishi_sgf_node_get_raw (node, id);

  return raw ? ishi_sgf_unescape_text (raw, TRUE) : NULL;
}

void
ishi_sgf_node_set_text (IshiSgfNode *node,
                        const char  *id,
                        const char  *text)
{
  g_autofree char *raw = NULL;

  g_return_if_fail (node != NULL);
  g_return_if_fail (id != NULL);

  if (text != NULL)
    raw = ishi_sgf_escape (text);
  ishi_sgf_node_set_raw (node, id, raw);
}

gboolean
ishi_sgf_split_compose (const char  *raw,
                        char       **first,
                        char       **second)
{
  g_return_val_if_fail (raw != NULL, FALSE);

  for (const char *s = raw; *s != '\0'; s++)
    {
      if (*s == '\\')
        {
          if (s[1] == '\0')
            break;
          s++;
        }
      else if (*s == ':')
        {
          if (first)
            *first = g_strndup (raw, s - raw);
          if (second)
            *second = g_strdup (s + 1);
          return TRUE;
        }
    }
  return FALSE;
}

char *
ishi_sgf_compose (const char *first,
                  const char *second)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  g_return_val_if_fail (first != NULL && second != NULL, NULL);

  a = escape_full (first, TRUE);
  b = escape_full (second, TRUE);
  return g_strconcat (a, ":", b, NULL);
}

/* --- points ------------------------------------------------------------- */

/* 'a'..'z' are 0..25 and 'A'..'Z' 26..51 (FF[4] boards up to 52). */
static int
coordinate (char c)
{
  if (c >= 'a' && c <= 'z')
    return c - 'a';
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 26;
  return -1;
}

static void
trim (const char **start,
      gsize       *length)
{
  const char *s = *start;
  gsize n = *length;

  while (n > 0 && g_ascii_isspace (*s))
    s++, n--;
  while (n > 0 && g_ascii_isspace (s[n - 1]))
    n--;
  *start = s;
  *length = n;
}

/* A real point of the board (never a pass). */
static gboolean
parse_sgf_point (const char *s,
                 gsize       n,
                 int         size,
                 int        *x,
                 int        *y)
{
  int px, py;

  if (n != 2)
    return FALSE;
  px = coordinate (s[0]);
  py = coordinate (s[1]);
  if (px < 0 || py < 0 || px >= size || py >= size)
    return FALSE;
  *x = px;
  *y = py;
  return TRUE;
}

/* "R16": the column letter (no I) and the row counted from the bottom, as
 * SmartGo and some other programs wrote moves. */
static gboolean
parse_human_point (const char *s,
                   gsize       n,
                   int         size,
                   int        *x,
                   int        *y)
{
  char letter;
  int col, row = 0;

  if (n < 2 || n > 3)
    return FALSE;
  letter = g_ascii_toupper (s[0]);
  if (letter < 'A' || letter > 'Z' || letter == 'I')
    return FALSE;
  col = letter - 'A' - (letter > 'I' ? 1 : 0);
  for (gsize i = 1; i < n; i++)
    {
      if (!g_ascii_isdigit (s[i]))
        return FALSE;
      row = row * 10 + (s[i] - '0');
    }
  if (col >= size || row < 1 || row > size)
    return FALSE;
  *x = col;
  *y = size - row;
  return TRUE;
}

gboolean
ishi_sgf_parse_point (const char *raw,
                      int         size,
                      int        *x,
                      int        *y)
{
  const char *s = raw;
  gsize n;
  int px, py;

  g_return_val_if_fail (raw != NULL, FALSE);

  if (size < 1 || size > 52)
    return FALSE;
  n = strlen (raw);
  trim (&s, &n);

  /* FF[4]: B[] is a pass; FF[3] and many programs still write B[tt],
   * which only means a pass where "tt" is off the board. */
  if (n == 0
      || (n == 2 && s[0] == 't' && s[1] == 't' && size <= 19)
      || (n == 4 && g_ascii_strncasecmp (s, "pass", 4) == 0))
    {
      px = py = -1;
    }
  else if (!parse_sgf_point (s, n, size, &px, &py)
           && !parse_human_point (s, n, size, &px, &py))
    return FALSE;

  if (x)
    *x = px;
  if (y)
    *y = py;
  return TRUE;
}

char *
ishi_sgf_format_point (int x,
                       int y)
{
  static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  if (x < 0 || y < 0)
    return g_strdup ("");
  g_return_val_if_fail (x < 52 && y < 52, NULL);

  return g_strdup_printf ("%c%c", letters[x], letters[y]);
}

/* The rectangle a point list value names (one point: x1 = x2, y1 = y2);
 * *empty for "".  FALSE if malformed or off the board. */
static gboolean
point_list_bounds (const char *raw, int size, int *x1, int *y1, int *x2, int *y2, gboolean *empty)
{
  const char *s = raw;
  const char *colon;
  gsize n;

  *empty = FALSE;
  if (size < 1 || size > 52)
    return FALSE;
  n = strlen (raw);
  trim (&s, &n);
  if (n == 0)
    {
      *empty = TRUE;
      return TRUE;
    }
  colon = memchr (s, ':', n);
  if (colon == NULL)
    {
      if (!parse_sgf_point (s, n, size, x1, y1))
        return FALSE;
      *x2 = *x1;
      *y2 = *y1;
      return TRUE;
    }
  {
    const char *a = s, *b = colon + 1;
    gsize na = colon - s, nb = n - na - 1;

    trim (&a, &na);
    trim (&b, &nb);
    if (!parse_sgf_point (a, na, size, x1, y1)
        || !parse_sgf_point (b, nb, size, x2, y2))
      return FALSE;
  }
  if (*x1 > *x2)
    {
      int t = *x1; *x1 = *x2; *x2 = t;
    }
  if (*y1 > *y2)
    {
      int t = *y1; *y1 = *y2; *y2 = t;
    }
  return TRUE;
}

gboolean
ishi_sgf_parse_point_list (const char *raw,
                           int         size,
                           GArray     *points)
{
  int x1, y1, x2, y2;
  gboolean empty;

  g_return_val_if_fail (raw != NULL, FALSE);

  if (!point_list_bounds (raw, size, &x1, &y1, &x2, &y2, &empty))
    return FALSE;
  if (empty || points == NULL)
    return TRUE;
  for (int y = y1; y <= y2; y++)
    for (int x = x1; x <= x2; x++)
      {
        IshiPoint p = { x, y };

        g_array_append_val (points, p);
      }
  return TRUE;
}

gboolean
ishi_sgf_parse_point_set (char *const *values,
                          guint        n_values,
                          int          size,
                          GArray      *points,
                          guint       *first_bad)
{
  /* one byte a point of the largest board SGF can write */
  guint8 seen[52 * 52] = { 0 };
  guint n_seen = 0;
  const char *previous = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (values != NULL || n_values == 0, FALSE);
  g_return_val_if_fail (points != NULL, FALSE);

  for (guint i = 0; i < n_values; i++)
    {
      int x1, y1, x2, y2;
      gboolean empty;

      /* The same value again names the same points: no work, however
       * often a file repeats it. */
      if (previous != NULL && strcmp (values[i], previous) == 0)
        continue;
      if (!point_list_bounds (values[i], size, &x1, &y1, &x2, &y2, &empty))
        {
          if (ok && first_bad != NULL)
            *first_bad = i;
          ok = FALSE;
          continue;
        }
      previous = values[i];
      if (empty || n_seen == (guint) (size * size))
        continue;
      for (int y = y1; y <= y2; y++)
        for (int x = x1; x <= x2; x++)
          if (!seen[y * size + x])
            {
              IshiPoint p = { x, y };

              seen[y * size + x] = 1;
              n_seen++;
              g_array_append_val (points, p);
            }
    }
  return ok;
}

/* --- root properties ---------------------------------------------------- */

static gboolean
parse_small_int (const char *s,
                 gsize       n,
                 int        *value)
{
  int v = 0;

  trim (&s, &n);
  if (n == 0 || n > 6)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      if (!g_ascii_isdigit (s[i]))
        return FALSE;
      v = v * 10 + (s[i] - '0');
    }
  *value = v;
  return TRUE;
}

int
ishi_sgf_root_game (const IshiSgfNode *root)
{
  const char *gm;
  int game;

  g_return_val_if_fail (root != NULL, 1);

  gm = ishi_sgf_node_get_raw (root, "GM");
  if (gm == NULL || !parse_small_int (gm, strlen (gm), &game))
    return 1;
  return game;
}

gboolean
ishi_sgf_root_size (const IshiSgfNode *root,
                    int               *size)
{
  const char *sz;
  const char *colon;
  int n, m;

  g_return_val_if_fail (root != NULL, FALSE);

  sz = ishi_sgf_node_get_raw (root, "SZ");
  if (sz == NULL)
    {
      int game = ishi_sgf_root_game (root);

      /* Renju is played on 15x15 (RIF rules); SGF's default is 19. */
      n = (game == 4 || game == 5) ? 15 : 19;
    }
  else
    {
      colon = strchr (sz, ':');
      if (colon == NULL)
        {
          if (!parse_small_int (sz, strlen (sz), &n))
            return FALSE;
        }
      else
        {
          /* "19:19" is square, so still a size Ishi can play */
          if (!parse_small_int (sz, colon - sz, &n)
              || !parse_small_int (colon + 1, strlen (colon + 1), &m)
              || n != m)
            return FALSE;
        }
      if (n < 1 || n > 52)
        return FALSE;
    }
  if (size)
    *size = n;
  return TRUE;
}
