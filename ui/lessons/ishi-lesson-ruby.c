/* ishi-lesson-ruby.c — see ishi-lesson-ruby.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-lesson-ruby.h"
#include "ishi-phrases.h"

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

/* The text's characters (joiners left out), each with whether a line may
 * not break before it.  Pango takes one ALLOW_BREAKS attribute per stretch
 * of its attribute list: two that overlapped (a phrase's and a closing
 * mark's) let a line break where the second began (四々／で、), so the
 * places are gathered first and said in stretches that do not. */
typedef struct {
  gsize offset;
  gunichar c;
  gboolean keep;       /* no break before it */
} Place;

static GArray *
places_of (const char *text, gsize length)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (Place));

  for (const char *p = text; p < text + length; p = g_utf8_next_char (p))
    {
      Place place = { p - text, g_utf8_get_char (p), FALSE };

      if (!IS_JOINER (place.c))
        g_array_append_val (places, place);
    }
  return places;
}

/* The place at byte `offset`, or the first after it. */
static guint
place_at (GArray *places, gsize offset)
{
  guint lo = 0, hi = places->len;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;

      if (g_array_index (places, Place, mid).offset < offset)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

static gboolean
ends_line (gunichar c)
{
  return c == 0x2028 || c == '\n';
}

static void
keep_kinsoku (GArray *places)
{
  for (guint i = 1; i < places->len; i++)
    {
      Place *at = &g_array_index (places, Place, i);
      gunichar before = g_array_index (places, Place, i - 1).c;

      /* A line separator ends the line anyway: nothing to keep. */
      if (!starts_no_line (at->c) || ends_line (before))
        continue;
      at->keep = TRUE;
      /* The end of a sentence takes the two characters before it along:
       * a line of three at least, never 「ん。」 alone. */
      if (ends_sentence (at->c) && i >= 2 && !ends_sentence (before)
          && !ends_line (g_array_index (places, Place, i - 2).c))
        g_array_index (places, Place, i - 1).keep = TRUE;
    }
}

static void
keep_phrases (const char *text, gsize length, GArray *places, int max_chars)
{
  g_autoptr (GArray) breaks = ishi_phrases_breaks (text, length);
  guint from = 0;

  for (guint b = 0; b <= breaks->len; b++)
    {
      guint to = b < breaks->len ? place_at (places, g_array_index (breaks, gsize, b)) : places->len;

      if (to - from >= 2 && (int) (to - from) <= max_chars)
        for (guint i = from + 1; i < to; i++)
          g_array_index (places, Place, i).keep = TRUE;
      from = to;
    }
}

/* Each stretch of places kept from a break, as one attribute from the
 * character before it to the one after it: Pango allows no break inside
 * an attribute's range, and the ranges do not overlap. */
static void
say_places (gsize length, GArray *places, PangoAttrList *attrs)
{
  for (guint i = 1; i < places->len;)
    {
      guint last = i;
      PangoAttribute *attr;

      if (!g_array_index (places, Place, i).keep)
        {
          i++;
          continue;
        }
      while (last + 1 < places->len && g_array_index (places, Place, last + 1).keep)
        last++;
      attr = pango_attr_allow_breaks_new (FALSE);
      attr->start_index = (guint) g_array_index (places, Place, i - 1).offset;
      attr->end_index = (guint) (last + 1 < places->len ? g_array_index (places, Place, last + 1).offset : length);
      pango_attr_list_insert (attrs, attr);
      i = last + 1;
    }
}

void
ishi_lesson_layout_kinsoku (const char *text, gsize length, PangoAttrList *attrs)
{
  g_autoptr (GArray) places = NULL;

  g_return_if_fail (text != NULL && attrs != NULL);
  places = places_of (text, length);
  keep_kinsoku (places);
  say_places (length, places, attrs);
}

void
ishi_lesson_layout_line_breaks (const char *text, gsize length, int max_chars, PangoAttrList *attrs)
{
  g_autoptr (GArray) places = NULL;

  g_return_if_fail (text != NULL && attrs != NULL);
  places = places_of (text, length);
  keep_phrases (text, length, places, max_chars);
  keep_kinsoku (places);
  say_places (length, places, attrs);
}
