/* ishi-board-coords.c — the names of the lines along the board's edges.
 *
 * Each name sits beside the line it names.  On a turned board
 * (ishi-board-orient.h) the record's columns may run down the picture and
 * its rows across, and a name follows its line: after a quarter turn the
 * row numbers stand above the board and the column letters beside it, so
 * that a player still finds D4 where "D" and "4" meet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-render"

#include "config.h"

#include <string.h>

#include "ishi-board-paint.h"

static char *
column_name (int x, const char *alphabet)
{
  int n = (int) strlen (alphabet);

  if (x < n)
    return g_strdup_printf ("%c", alphabet[x]);
  return g_strdup_printf ("%c%c", alphabet[x / n - 1], alphabet[x % n]);
}

/* 1 → 一, 10 → 十, 19 → 十九, 25 → 二十五. */
char *
ishi_board_kanji_number (int n)
{
  static const char *const digits[] = {
    "", "一", "二", "三", "四", "五", "六", "七", "八", "九",
  };
  GString *s = g_string_new (NULL);

  if (n >= 100 || n <= 0)
    {
      g_string_printf (s, "%d", n);
      return g_string_free (s, FALSE);
    }
  if (n >= 20)
    g_string_append (s, digits[n / 10]);
  if (n >= 10)
    g_string_append (s, "十");
  g_string_append (s, digits[n % 10]);
  return g_string_free (s, FALSE);
}

/* The name of the record's column x (`column` TRUE) or row y. */
static char *
record_line_name (IshiBoardCoords coords, int size, gboolean column, int index, gboolean *kanji)
{
  *kanji = FALSE;
  switch (coords)
    {
    case ISHI_BOARD_COORDS_WESTERN:
      /* no I: it is too like J and 1 */
      return column ? column_name (index, "ABCDEFGHJKLMNOPQRSTUVWXYZ")
                    : g_strdup_printf ("%d", size - index);
    case ISHI_BOARD_COORDS_RENJU:
      return column ? column_name (index, "abcdefghijklmnopqrstuvwxyz")
                    : g_strdup_printf ("%d", size - index);
    case ISHI_BOARD_COORDS_JAPANESE:
      /* 1..N across from the left, 一..N down from the top. */
      if (column)
        return g_strdup_printf ("%d", index + 1);
      *kanji = TRUE;
      return ishi_board_kanji_number (index + 1);
    case ISHI_BOARD_COORDS_NONE:
    default:
      return NULL;
    }
}

char *
ishi_board_coords_label (IshiBoardCoords coords, int size, IshiBoardOrientation orientation,
                         gboolean across, int index, gboolean *kanji)
{
  gboolean transposed = ishi_board_orientation_transposes (orientation);
  gboolean dummy;
  int x, y;

  if (kanji == NULL)
    kanji = &dummy;
  *kanji = FALSE;
  if (index < 0 || index >= size || (guint) orientation >= ISHI_BOARD_N_ORIENTATIONS)
    return NULL;
  /* The record's point on that view line: along a view column every
   * point has the same record column (or, turned a quarter, the same
   * record row); any one of them tells which. */
  if (across)
    ishi_board_orientation_from_view (orientation, size, index, 0, &x, &y);
  else
    ishi_board_orientation_from_view (orientation, size, 0, index, &x, &y);
  /* A view column is a record column unless the board lies transposed. */
  if (across != transposed)
    return record_line_name (coords, size, TRUE, x, kanji);
  return record_line_name (coords, size, FALSE, y, kanji);
}

/* One name, in its font, centred at (cx, cy) and no wider than `width`.
 * Kanji above the board (a Japanese board turned a quarter: the rows'
 * names go across) are written downwards, one character under the other,
 * as Japanese is written in a column: side by side, 十八十九 ran together
 * into one word on a small board.  `band` is the height there is. */
static void
draw_name (IshiBoardPainter *p, double cx, double cy, gboolean across, int index,
           double font, double width, double band)
{
  const IshiBoardGeometry *g = &p->geometry;
  gboolean kanji;
  g_autofree char *text = ishi_board_coords_label (g->coords, g->size, g->orientation,
                                                   across, index, &kanji);
  glong n;

  if (text == NULL)
    return;
  n = g_utf8_strlen (text, -1);
  if (kanji && across && n > 1)
    {
      double step = band * 0.92 / n;
      const char *c = text;

      for (glong i = 0; i < n; i++, c = g_utf8_next_char (c))
        {
          char one[8] = { 0 };

          memcpy (one, c, g_utf8_next_char (c) - c);
          ishi_board_draw_text (p, cx, cy - band * 0.46 + step * (i + 0.5), one, KANJI_FONT,
                                MIN (font * 1.05, step * 1.1), PANGO_WEIGHT_NORMAL, width, "十",
                                ishi_board_coord_color (p));
        }
    }
  else if (kanji)
    ishi_board_draw_text (p, cx, cy, text, KANJI_FONT, font * 1.05, PANGO_WEIGHT_NORMAL,
                          width, "十", ishi_board_coord_color (p));
  else
    ishi_board_draw_text (p, cx, cy, text, LATIN_FONT, font, PANGO_WEIGHT_NORMAL,
                          width, "0", ishi_board_coord_color (p));
}

void
ishi_board_draw_coordinates (IshiBoardPainter *p)
{
  const IshiBoardGeometry *g = &p->geometry;
  double margin = ishi_board_margin_for (g->coords);
  /* The labels sit in the band between the edge stones and the edge of
   * the wood, centred in it. */
  double inner = STONE_RADIUS + 0.1;
  double band = (margin - inner) * g->spacing;
  double offset = (inner * g->spacing) + band / 2.0;
  /* A third of a spacing, but never so small that a 19×19 board has
   * labels nobody can read: as Sabaki's and GoGui's, they keep a size of
   * their own as the lines come closer — a share of the board's side (a
   * 19×19 board at 1280×800 had 12 px labels on 31 px lines, 6 px at
   * 800×600), at least 9 px — where the band between the edge stones and
   * the wood's edge has room for it. */
  double floor_size = MAX (MIN_COORD_FONT, g->board_side * MIN_COORD_FONT_SHARE);
  double font = MAX (g->spacing * 0.38, MIN (floor_size, band * 0.7));
  /* Western and Renju boards are named on all four sides; Japanese
   * diagrams above and on the right. */
  gboolean all_sides = g->coords != ISHI_BOARD_COORDS_JAPANESE;
  double first_x = g->origin_x, first_y = g->origin_y;
  double last_x = g->origin_x + (g->last_x - g->first_x) * g->spacing;
  double last_y = g->origin_y + (g->last_y - g->first_y) * g->spacing;

  if (g->coords == ISHI_BOARD_COORDS_NONE)
    return;
  for (int i = g->first_x; i <= g->last_x; i++)
    {
      double cx = g->origin_x + (i - g->first_x) * g->spacing;

      draw_name (p, cx, first_y - offset, TRUE, i, font, g->spacing * 0.95, band);
      if (all_sides)
        draw_name (p, cx, last_y + offset, TRUE, i, font, g->spacing * 0.95, band);
    }
  for (int i = g->first_y; i <= g->last_y; i++)
    {
      double cy = g->origin_y + (i - g->first_y) * g->spacing;

      if (all_sides)
        draw_name (p, first_x - offset, cy, FALSE, i, font, band * 0.9, band);
      draw_name (p, last_x + offset, cy, FALSE, i, font, all_sides ? band * 0.9 : band * 0.92, band);
    }
}
