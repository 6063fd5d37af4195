/* ishi-lesson-ruby.c — see ishi-lesson-ruby.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-lesson-ruby.h"

void
ishi_lesson_layout_places (PangoLayout *layout, const int *indexes, guint n, PangoRectangle *places)
{
  PangoLayoutIter *iter;
  PangoRectangle previous = { 0, 0, 0, 0 };
  gboolean have_previous = FALSE;
  int last_index = -1;
  guint k = 0;

  g_return_if_fail (PANGO_IS_LAYOUT (layout));
  if (n == 0)
    return;
  iter = pango_layout_get_iter (layout);
  do
    {
      int index = pango_layout_iter_get_index (iter);
      PangoRectangle cluster, line;

      /* Right to left, the clusters come in visual order: the slow way. */
      if (index < last_index)
        break;
      last_index = index;
      pango_layout_iter_get_cluster_extents (iter, NULL, &cluster);
      pango_layout_iter_get_line_extents (iter, NULL, &line);
      /* The indexes before this cluster are in the one before it. */
      for (; k < n && indexes[k] < index && have_previous; k++)
        places[k] = previous;
      previous = (PangoRectangle) { cluster.x, line.y, cluster.width, line.height };
      have_previous = TRUE;
    }
  while (k < n && pango_layout_iter_next_cluster (iter));
  pango_layout_iter_free (iter);
  for (; k < n; k++)
    pango_layout_index_to_pos (layout, indexes[k], &places[k]);
}

/* JIS X 4051's characters not to begin a line (行頭禁則): closing
 * brackets, hyphens, dividing and middle marks, full stops and commas,
 * iteration marks, the prolonged sound mark and the small kana. */
static gboolean
starts_no_line (gunichar c)
{
  static const char marks[] =
    "」』）］｝〕〉》】〙〗’”｠»"
    "‐゠–〜～"
    "！？!?‼⁇⁈⁉"
    "・：；:;"
    "。．.、，,"
    "ヽヾゝゞ々〻"
    "ー"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ";

  for (const char *p = marks; *p; p = g_utf8_next_char (p))
    if (g_utf8_get_char (p) == c)
      return TRUE;
  return FALSE;
}

static gboolean
ends_sentence (gunichar c)
{
  return c == 0x3002 /* 。 */ || c == 0xFF01 /* ！ */ || c == 0xFF1F /* ？ */;
}

#define IS_JOINER(c) ((c) == 0x2060)

/* The start of the character before `p` in `text`, joiners skipped, or
 * NULL at the text's start. */
static const char *
previous_char (const char *text, const char *p)
{
  while (p > text)
    {
      gunichar c;

      p = g_utf8_prev_char (p);
      c = g_utf8_get_char (p);
      /* A line separator ends the line anyway: nothing to keep. */
      if (c == 0x2028 || c == '\n')
        return NULL;
      if (!IS_JOINER (c))
        return p;
    }
  return NULL;
}

static void
keep_together (PangoAttrList *attrs, const char *text, const char *from, const char *to)
{
  PangoAttribute *attr = pango_attr_allow_breaks_new (FALSE);

  /* Pango allows no break inside the range: between `from` and `to`. */
  attr->start_index = (guint) (from - text);
  attr->end_index = (guint) (to - text);
  pango_attr_list_insert (attrs, attr);
}

void
ishi_lesson_layout_kinsoku (const char *text, gsize length, PangoAttrList *attrs)
{
  const char *end = text + length;

  g_return_if_fail (text != NULL && attrs != NULL);

  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *next = g_utf8_next_char (p);
      const char *from;

      if (!starts_no_line (c) || (from = previous_char (text, p)) == NULL)
        continue;
      /* The end of a sentence takes the two characters before it along:
       * a line of three at least, never 「ん。」 alone. */
      if (ends_sentence (c))
        {
          const char *earlier = previous_char (text, from);

          if (earlier != NULL && !ends_sentence (g_utf8_get_char (earlier)))
            from = earlier;
        }
      keep_together (attrs, text, from, next);
    }
}
